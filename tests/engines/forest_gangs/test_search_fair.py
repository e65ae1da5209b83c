"""The hard Forest Gangs AI cannot see what it must not see (issue 36, "fair by construction").

Positions come from whole AI games. At each, the hidden parts of the true state (others' hands
and face-down cards, every deck and discard pile, the Loot, the game's seed and draw count, others'
secret ability answers) are scrambled in a way the seat's view cannot tell apart; the
determinization must then be the same, and so must the search's decision (same seed, same budget).
"""

from __future__ import annotations

import random

import pytest

from engines.base import clone, to_json
from engines.common.search import Budget
from engines.forest_gangs import GAME
from engines.forest_gangs.engine import ForestGangsEngine
from engines.forest_gangs.search import _sample_pending, candidates, choose_hard_action, determinize
from tests.engines.search_fairness import assert_blind_decisions, game_positions

SETUPS = [(2, {}), (3, {}), (4, {"kids1": True}), (6, {}), (5, {"ghost": True})]


def scrambled(engine: ForestGangsEngine, seat: int, rng: random.Random) -> ForestGangsEngine:
    """The true state with everything hidden from `seat` re-dealt (sizes kept) and reseeded."""
    st = clone(engine.state)
    places: list[tuple[list[str], int]] = [(st.loot, len(st.loot))]
    pool = list(st.loot)
    for z, zone in enumerate(st.zones):
        for pile in (zone.deck, zone.discard) + ((zone.hand,) if z != seat else ()):
            places.append((pile, len(pile)))
            pool += pile
    chosen = [z for z, zone in enumerate(st.zones) if z != seat and zone.chosen is not None]
    pool += [st.zones[z].chosen for z in chosen]
    rng.shuffle(pool)
    for pile, n in places:
        pile[:] = [pool.pop() for _ in range(n)]
    for z in chosen:
        st.zones[z].chosen = pool.pop()
    assert not pool
    st.seed = rng.getrandbits(64)
    st.rng_draws = rng.randrange(1000)
    st.pending = _sample_pending(engine, seat, rng)  # others' secret answers: any the rules allow
    return ForestGangsEngine(st)


def positions(seats: int, options: dict, seed: int):
    """(engine, seat) at every decision with a real choice in one AI game (the engine moves on)."""
    engine = ForestGangsEngine.new(seats, seed, options)
    return game_positions(GAME, engine, seed, lambda e, s: len(candidates(e, s)) >= 2, 400)


@pytest.mark.parametrize(("seats", "options"), SETUPS)
def test_the_determinization_reads_only_the_seats_knowledge(seats: int, options: dict) -> None:
    """Every sampled world shows the seat the very view it has, and is the same whatever the
    hidden truth is."""
    checked = 0
    for seed in range(3):
        for engine, seat in positions(seats, options, seed):
            world = determinize(engine, seat, random.Random(7))
            assert to_json(world.view_for(seat)) == to_json(engine.view_for(seat))
            assert world.census() == engine.census()
            other = scrambled(engine, seat, random.Random(checked))
            assert to_json(other.view_for(seat)) == to_json(engine.view_for(seat))
            again = determinize(other, seat, random.Random(7))
            assert to_json(again.state) == to_json(world.state)
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize(("seats", "options"), SETUPS)
def test_the_search_decision_does_not_change_when_the_hidden_cards_do(seats: int, options: dict) -> None:
    """Same position as the seat sees it, same seed and budget: the same action, whatever is hidden."""
    budget = Budget(playouts=12)
    assert_blind_decisions(
        positions(seats, options, seed=11),
        lambda engine, seat, rng: choose_hard_action(engine, seat, rng, budget),
        scrambled,
        limit=8,
    )
