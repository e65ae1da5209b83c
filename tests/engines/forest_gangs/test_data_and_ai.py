"""Data file ↔ engine coverage (docs/ARCHITECTURE.md C4) and AI self-play reproducibility."""

from __future__ import annotations

from collections import Counter

import pytest

from engines.base import to_data
from engines.common.runner import play_ai_game
from engines.forest_gangs import GAME
from engines.forest_gangs.catalog import GANGS, VALUE, catalog, value_of
from engines.forest_gangs.engine import ABILITY_HANDLERS, ForestGangsEngine


def test_catalog_counts():
    """54 cards = 6 gangs × values 1–9, one creature per value (§1)."""
    cat = catalog()
    assert cat.components.gangs * cat.components.cards_per_gang == cat.components.gang_cards == 54
    assert len(cat.components.flags) == 6
    assert cat.gang_set == list(range(1, 10))
    assert [c.value for c in cat.creatures] == list(range(1, 10))
    engine = ForestGangsEngine.new(3, 1, None)
    census = engine.census()
    assert sum(census.values()) == 54 and set(census.values()) == {1}
    assert Counter(int(c[-1]) for c in census) == {v: 6 for v in range(1, 10)}


def test_every_ability_has_a_handler_and_every_handler_is_used():
    """Each ability id in the data maps to an engine handler and vice versa (docs/ARCHITECTURE.md C4)."""
    ids = {c.ability for c in catalog().creatures}
    assert ids == set(ABILITY_HANDLERS)
    for name in ABILITY_HANDLERS.values():
        assert callable(getattr(ForestGangsEngine, name))


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_ai_games_finish_and_are_reproducible(seats):
    """AI self-play ends for every seat count, and the same seed gives the same game."""
    a = play_ai_game(GAME, seats, 7)
    b = play_ai_game(GAME, seats, 7)
    assert a.engine.result is not None
    assert a.engine.dump() == b.engine.dump()
    assert [to_data(x) for _, x in a.log] == [to_data(x) for _, x in b.log]


@pytest.mark.parametrize(
    "options", [{"ghost": True}, {"kids1": True}, {"kids2": True}, {"kids2": True, "ghost": True}]
)
def test_ai_games_finish_with_variants(options):
    """AI self-play ends with the ghost and the Kids variants."""
    for seed in range(5):
        assert play_ai_game(GAME, 4, seed, options).engine.result is not None


def test_value_table_is_value_of():
    """The value lookup agrees with `value_of` on every card, and parses ids outside the box."""
    cards = [card for gang in GANGS for card in gang]
    assert len(cards) == 54 and all(VALUE[card] == value_of(card) for card in cards)
    assert VALUE["fg_unknown_4"] == 4
