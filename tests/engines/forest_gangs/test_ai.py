"""The Forest Gangs AI: sensible choices from its perspective only."""

from __future__ import annotations

import random

from engines.forest_gangs.ai import choose_ai_action
from engines.forest_gangs.engine import ForestGangsEngine
from tests.engines.forest_gangs.builders import c, choose, make


class PerspectiveOnly:
    """Exposes only what an AI may read (docs/ARCHITECTURE.md C3): view_for and legal_actions."""

    def __init__(self, engine: ForestGangsEngine) -> None:
        self._engine = engine

    def view_for(self, seat):
        return self._engine.view_for(seat)

    def legal_actions(self, seat):
        return self._engine.legal_actions(seat)


def test_ai_reads_only_its_perspective_and_legal_actions():
    """C3: the AI works through an object that offers nothing but view_for and legal_actions."""
    e = ForestGangsEngine.new(4, 3)
    for seat in range(4):
        a = choose_ai_action(PerspectiveOnly(e), seat, random.Random(1))
        assert a in e.legal_actions(seat)
    assert choose_ai_action(PerspectiveOnly(e), 0, random.Random(1)) is not None


def test_ai_keeps_the_mantis_for_a_duel():
    """§5.3: a Mantis wins duels, so the AI leads the other card."""
    e = make(3, hands={0: [c(0, 3), c(0, 7)], 1: [c(1, 9), c(1, 1)], 2: [c(2, 8), c(2, 2)]})
    for seed in range(10):
        assert choose_ai_action(e, 0, random.Random(seed)).card == c(0, 7)


def test_ai_uses_a_losing_shapeshifter_and_keeps_a_winning_one():
    """§5.4: use the Shapeshifter when the 4 would lose; keep it when it already wins."""
    e = make(
        3,
        hands={0: [c(0, 4), c(0, 1)], 1: [c(1, 9), c(1, 2)], 2: [c(2, 8), c(2, 3)]},
        decks={0: [c(0, 7)]},
    )
    choose(e, {0: c(0, 4), 1: c(1, 9), 2: c(2, 8)})
    assert choose_ai_action(e, 0, random.Random(0)).use is True
    e = make(
        3,
        hands={0: [c(0, 4), c(0, 1)], 1: [c(1, 3), c(1, 9)], 2: [c(2, 2), c(2, 8)]},
        decks={0: [c(0, 7)]},
    )
    choose(e, {0: c(0, 4), 1: c(1, 3), 2: c(2, 2)})
    assert choose_ai_action(e, 0, random.Random(0)).use is False


def test_ai_joins_a_duel_with_a_strong_hand_card():
    """§5.2: with a Dragoness in hand the Goblin joins the duel."""
    e = make(
        3,
        hands={0: [c(0, 7), c(0, 8)], 1: [c(1, 7), c(1, 1)], 2: [c(2, 2), c(2, 9)]},
        decks={0: [c(0, 1)], 1: [c(1, 2)], 2: [c(2, 1)]},
    )
    choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 2)})
    assert choose_ai_action(e, 2, random.Random(0)).join is True
