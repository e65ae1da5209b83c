"""The generic engine contract suite (docs/ARCHITECTURE.md C13.1): random legal games and invariants.

Used by tests/engines/test_contract.py for every registered engine, and by game-specific tests
that want to play a random game with the same checks.
"""

from __future__ import annotations

import json
import random
from typing import Any

from engines.base import (
    Action,
    Engine,
    GameModule,
    RuleViolation,
    Seat,
    contains_any_id,
    from_json,
    to_data,
    to_json,
    visible_events,
)


def check_rejected(engine: Engine[Any], seat: Seat | None, action: Action) -> None:
    """Assert that `action` by `seat` raises RuleViolation and leaves the state byte-identical."""
    before = engine.dump()
    try:
        engine.apply(seat, action)
    except RuleViolation:
        pass
    else:
        raise AssertionError(f"{engine.name}: illegal {action.kind} by seat {seat} was accepted")
    assert engine.dump() == before, f"{engine.name}: rejected {action.kind} changed the state"


def takes(engine: Engine[Any], seat: Seat, action: Action) -> bool:
    """Whether `apply(seat, action)` would accept the action (`Engine.apply`'s two roads): an answer to
    the decision the seat may answer now, or an action that answers none (a real-time game's, which
    `legal_actions` only samples)."""
    d = engine.answerable(seat)
    return (d is not None and engine.accepts(d, action)) or engine._is_legal(seat, action)


def check_no_leaks(engine: Engine[Any], events: list[Any]) -> None:
    """Each perspective and each visible event holds no card id secret to its viewer (C7)."""
    for viewer in [None, *range(engine.state.seats)]:
        secrets = engine.secret_ids(viewer)
        if not secrets:
            continue
        blob = to_json(engine.view_for(viewer))
        leaked = contains_any_id(blob, secrets)
        assert not leaked, f"{engine.name}: perspective of {viewer} leaks {sorted(leaked)[:3]}"
        for event in visible_events(events, viewer):
            leaked = contains_any_id(to_json(event), secrets)
            assert not leaked, (
                f"{engine.name}: event {event.kind} seen by {viewer} leaks {sorted(leaked)[:3]}"
            )


def play_random_game(
    game: GameModule,
    seats: int,
    seed: int,
    options: dict[str, Any],
    choices: list[int],
    *,
    deep: bool = True,
) -> tuple[Engine[Any], list[tuple[Seat | None, Action]]]:
    """Play one random legal game, checking the contract at every step; return engine and log.

    Choices index into the legal actions (and the acting seats), so they never build an illegal
    action by accident and shrink well. Once `choices` runs out, a seeded RNG takes over.
    """
    cls = game.engine
    engine = cls.new(seats, seed, options)
    census = engine.census()
    rng = random.Random(f"contract:{seed}")
    log: list[tuple[Seat | None, Action]] = []
    pick = iter(choices)

    def next_int() -> int:
        try:
            return next(pick)
        except StopIteration:
            return rng.randrange(1 << 30)

    while engine.result is None:
        assert len(log) < cls.max_steps, f"{cls.name}: no end after {cls.max_steps} actions"
        actors = engine.to_act()
        assert actors == [s for s in range(seats) if engine.legal_actions(s)], (
            f"{cls.name}: to_act() is not the seats with a legal action"
        )
        decisions = engine.open_decisions()
        system = engine.system_actions()
        assert actors or decisions or system, f"{cls.name}: nobody can act and nothing is open"
        for d in decisions:
            assert engine.accepts(d, engine.default_action(d)), (
                f"{cls.name}: default of decision {d.kind} is not legal"
            )
        if system and (not (actors or decisions) or next_int() % 4 == 0):
            seat, action = None, system[next_int() % len(system)]
        elif actors and (not decisions or next_int() % 8):
            seat: Seat | None = actors[next_int() % len(actors)]
            legal = engine.legal_actions(seat)
            action = legal[next_int() % len(legal)]
            if deep:
                # The same action from a seat that may not take it is refused, state unchanged.
                for other in range(seats):
                    if other != seat and not takes(engine, other, action):
                        check_rejected(engine, other, action)
                        break
                check_rejected(engine, seats, action)
        else:
            d = decisions[next_int() % len(decisions)]
            seat, action = None, engine.default_action(d)
        events = engine.apply(seat, action)
        log.append((seat, action))
        assert engine.census() == census, f"{cls.name}: cards not conserved after {action.kind}"
        if deep:
            dumped = engine.dump()
            assert cls.load(dumped).dump() == dumped, f"{cls.name}: JSON round trip differs"
            assert cls.load(json.loads(dumped)).dump() == dumped
            check_no_leaks(engine, events)
            for e in events:  # built in code, unvalidated: each must decode as its own type again
                assert from_json(type(e), to_json(e)) == e, (
                    f"{cls.name}: event {e.kind} is not of its declared types"
                )
            view = engine.view_for(None)
            assert from_json(type(view), to_json(view)) == view, (
                f"{cls.name}: public view not of its declared types"
            )
    if log and deep:
        # A stale action (legal earlier, the game now over) is refused.
        stale_seat, stale = next(((s, a) for s, a in reversed(log) if s is not None), (None, None))
        if stale is not None:
            check_rejected(engine, stale_seat, stale)
    return engine, log


def replay(
    game: GameModule, seats: int, seed: int, options: dict[str, Any], log: list[tuple[Seat | None, Action]]
) -> Engine[Any]:
    """Rebuild a game from its setup and action log (through the actions' JSON form)."""
    engine = game.engine.new(seats, seed, options)
    for seat, action in log:
        engine.apply(seat, game.engine.parse_action(to_data(action)))
    return engine
