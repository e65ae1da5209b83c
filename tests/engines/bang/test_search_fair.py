"""The hard BANG! AI cannot see what it must not see (issue 36, "fair by construction").

Positions come from whole AI games (several seat counts, the base game and Armed & Dangerous,
the deal-two-characters option). At each, the parts of the true state hidden from the seat
(bang.md §1.2–§1.4: others' unrevealed roles, others' unrevealed hand cards, the draw pile's
order and contents, another Kit Carlson's look, others' unshown characters, the game's seed and
draw count) are scrambled in a way the seat's view cannot tell apart (its `view_for` JSON is
unchanged, the public attack memory too); the determinization must then be the same, and so must
the search's decision (same seed, same budget). A game with a hard seat replays exactly from the
same seeds.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from engines.bang import GAME
from engines.bang import catalog as cat
from engines.bang.engine import BangEngine
from engines.bang.search import candidates, choose_hard_action, determinize
from engines.base import ai_rng, clone, to_json
from engines.common.search import Budget
from tests.engines.search_fairness import assert_blind_decisions, game_positions

SETUPS = [
    (4, {}),
    (5, {"deal_two_characters": True}),
    (7, {}),
    (5, {"expansion": "armed_and_dangerous"}),
    (6, {"expansion": "armed_and_dangerous", "deal_two_characters": True}),
]


def scrambled(engine: BangEngine, seat: int, rng: random.Random) -> BangEngine:
    """The true state with everything hidden from `seat` re-dealt (sizes and public cards kept)
    and reseeded."""
    st = clone(engine.state)
    players = st.players
    hidden = [i for i, p in enumerate(players) if i != seat and not p.role_revealed]
    roles = [players[i].role for i in hidden]
    rng.shuffle(roles)
    for i, r in zip(hidden, roles, strict=True):
        players[i].role = r
    others_look = bool(st.looking) and st.active != seat
    pool = list(st.deck) + (list(st.looking) if others_look else [])
    slots: list[tuple[int, int]] = []
    for i, p in enumerate(players):
        if i != seat:
            for k, c in enumerate(p.hand):
                if c not in p.revealed_hand:
                    slots.append((i, k))
                    pool.append(c)
    rng.shuffle(pool)
    for i, k in slots:
        players[i].hand[k] = pool.pop()
    if others_look:
        st.looking = [pool.pop() for _ in st.looking]
    st.deck = pool
    if st.options.deal_two_characters:
        shown = {p.character for p in players if p.character} | set(players[seat].character_options)
        chars = cat.load_catalog().character_ids("base")
        if st.options.expansion == "armed_and_dangerous":
            chars += cat.load_catalog().character_ids("armed_and_dangerous")
        free = [c for c in chars if c not in shown]
        rng.shuffle(free)
        for i, p in enumerate(players):
            if i != seat and p.character_options:
                p.character_options = [p.character or free.pop(), free.pop()]
                rng.shuffle(p.character_options)
    st.seed = rng.getrandbits(64)
    st.rng_draws = rng.randrange(1000)
    return BangEngine(st)


def positions(seats: int, options: dict[str, Any], seed: int) -> Iterator[tuple[BangEngine, int]]:
    """(engine, seat) at every decision the hard AI searches in one AI game (the engine moves on)."""
    engine = BangEngine.new(seats, seed, options)
    return game_positions(GAME, engine, seed, lambda e, s: bool(candidates(e, s)), 2_000)


@pytest.mark.parametrize(("seats", "options"), SETUPS)
def test_the_determinization_reads_only_the_seats_knowledge(seats: int, options: dict[str, Any]) -> None:
    """Every sampled world shows the seat the very view it has, keeps every card, and is the same
    whatever the hidden truth is."""
    checked = 0
    for seed in range(2):
        for engine, seat in positions(seats, options, seed):
            view = to_json(engine.view_for(seat))
            world = determinize(engine, seat, random.Random(7))
            assert to_json(world.view_for(seat)) == view
            assert world.census() == engine.census()
            other = scrambled(engine, seat, random.Random(checked))
            assert to_json(other.view_for(seat)) == view
            assert other.state.hostility == engine.state.hostility
            again = determinize(other, seat, random.Random(7))
            assert to_json(again.state) == to_json(world.state)
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize(("seats", "options"), SETUPS)
def test_the_search_decision_does_not_change_when_the_hidden_cards_do(
    seats: int, options: dict[str, Any]
) -> None:
    """Same position as the seat sees it, same seed and budget: the same action, whatever is hidden."""
    budget = Budget(playouts=40)
    assert_blind_decisions(
        positions(seats, options, seed=11),
        lambda engine, seat, rng: choose_hard_action(engine, seat, rng, budget),
        scrambled,
        limit=5,
    )


def hard_game(seats: int, seed: int, options: dict[str, Any], hard: int) -> list[str]:
    """One game with seat `hard` searching (a small budget), the others normal: the action log."""
    engine = BangEngine.new(seats, seed, options)
    budget = Budget(playouts=24)
    log: list[str] = []
    step = 0
    while engine.result is None and step < 2_000:
        seat = engine.to_act()[0]
        rng = ai_rng(seed, seat, step)
        if seat == hard:
            action = choose_hard_action(engine, seat, rng, budget)
        else:
            action = GAME.choose_ai_action(engine, seat, rng)
        assert action is not None
        engine.apply(seat, action)
        log.append(f"{seat}:{to_json(action)}")
        step += 1
    assert engine.result is not None
    log.append(to_json(engine.state))
    return log


@pytest.mark.parametrize(("seats", "options"), [(4, {}), (5, {"expansion": "armed_and_dangerous"})])
def test_a_game_with_a_hard_seat_replays_exactly(seats: int, options: dict[str, Any]) -> None:
    """Issue 36: the search's randomness is the AI's seed stream only, so the same seeds give the
    same game, action for action."""
    assert hard_game(seats, 5, options, hard=1) == hard_game(seats, 5, options, hard=1)
