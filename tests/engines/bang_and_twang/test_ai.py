"""AI self-play: every seat count finishes and is reproducible by seed."""

from __future__ import annotations

import pytest

from engines.bang_and_twang import GAME
from engines.common.runner import play_ai_game


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_ai_games_finish_and_replay_by_seed(seats: int) -> None:
    """play_ai_game ends with a result, and the same seed gives the same game."""
    a = play_ai_game(GAME, seats, 7)
    b = play_ai_game(GAME, seats, 7)
    assert a.engine.result is not None
    assert a.engine.dump() == b.engine.dump()


@pytest.mark.parametrize("setup", range(len(GAME.setups())))
def test_ai_games_finish_for_every_test_setup(setup: int) -> None:
    """Every tune set and variant in the test setups plays to the end."""
    seats, options = GAME.setups()[setup]
    for seed in range(5):
        assert play_ai_game(GAME, seats, seed, options).engine.result is not None
