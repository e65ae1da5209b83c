"""Self-play loop shared by `python -m bot play --ai-only`, `simulate` and the contract tests.

Pure: no clock, no I/O. Real-time games may supply their own loop (GameModule.autoplay).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engines.base import Action, Engine, Event, GameModule, Seat, ai_rng


@dataclass
class PlayedGame:
    """A finished (or abandoned) self-play game: the engine and its full action log."""

    engine: Engine[Any]
    log: list[tuple[Seat | None, Action]] = field(default_factory=list)
    events: int = 0

    @property
    def steps(self) -> int:
        """How many actions were applied."""
        return len(self.log)


def ai_step(game: GameModule, engine: Engine[Any], seed: int, step: int) -> tuple[Seat | None, Action] | None:
    """Pick the next (seat, action) for an all-AI table, or None if nobody can act.

    Seats that can act are asked in seat order; the first that does not wait acts. When nobody
    will act but a decision is open, the system applies the newest decision's default; failing
    that, the first of the engine's system actions (a clock tick).
    """
    for seat in engine.to_act():
        action = game.choose_ai_action(engine, seat, ai_rng(seed, seat, step))
        if action is not None:
            return seat, action
    decisions = engine.open_decisions()
    if decisions:
        d = decisions[-1]
        return None, engine.default_action(d)
    system = engine.system_actions()
    if system:
        return None, system[0]
    return None


def play_ai_game(
    game: GameModule,
    seats: int,
    seed: int,
    options: Any = None,
    *,
    on_events: Callable[[Seat | None, Action, list[Event]], None] | None = None,
    max_steps: int | None = None,
) -> PlayedGame:
    """Play one whole game with AI players in every seat."""
    if game.autoplay is not None:
        return game.autoplay(game, seats, seed, options, on_events=on_events, max_steps=max_steps)
    engine = game.engine.new(seats, seed, options)
    played = PlayedGame(engine)
    limit = max_steps or game.engine.max_steps
    while engine.result is None and played.steps < limit:
        nxt = ai_step(game, engine, seed, played.steps)
        if nxt is None:
            raise RuntimeError(f"{game.engine.name}: nobody can act and no decision is open")
        seat, action = nxt
        events = engine.apply(seat, action)
        played.log.append((seat, action))
        played.events += len(events)
        if on_events is not None:
            on_events(seat, action, events)
    return played
