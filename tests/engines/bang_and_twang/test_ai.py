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


class _OnlyPerspective:
    """An engine stand-in exposing only what the AI may read (docs/ARCHITECTURE.md C3)."""

    def __init__(self, engine) -> None:
        self._engine = engine

    def view_for(self, seat):
        return self._engine.view_for(seat)

    def legal_actions(self, seat):
        return self._engine.legal_actions(seat)


def test_ai_reads_only_its_perspective_and_legal_actions() -> None:
    """The AI plays whole games through a stand-in that has no `state` at all."""
    import random

    from engines.bang_and_twang.ai import choose_ai_action
    from engines.bang_and_twang.engine import BangAndTwangEngine

    for tunes in ("green_circle", "blue_square", "yellow_star"):
        eng = BangAndTwangEngine.new(4, 3, {"tune_set": tunes})
        proxy = _OnlyPerspective(eng)
        while eng.result is None:
            seat = eng.to_act()[0]
            action = choose_ai_action(proxy, seat, random.Random(seat))  # type: ignore[arg-type]
            eng.apply(seat, action)


def test_ai_banks_a_match_when_it_can() -> None:
    """The AI prefers banking a matching card over anything else."""
    import random

    from engines.bang_and_twang.actions import BankCard
    from engines.bang_and_twang.ai import choose_ai_action
    from tests.engines.bang_and_twang.builders import build

    eng = build(hands=[["G5", "S07"], ["S01"]], riff="BTB", draw=["S10", "S12"])
    action = choose_ai_action(eng, 0, random.Random(1))
    assert isinstance(action, BankCard) and action.card == "S07"


def test_ai_looks_one_move_ahead_for_a_match() -> None:
    """With no match, the AI picks a flip or move that makes one."""
    import random

    from engines.bang_and_twang.actions import FlipRiff, MoveRiff
    from engines.bang_and_twang.ai import choose_ai_action
    from engines.bang_and_twang.riff import flipped, moved
    from tests.engines.bang_and_twang.builders import build

    eng = build(hands=[["S13", "S07"], ["S01"]], riff="TTT", draw=["S10", "S12"])
    action = choose_ai_action(eng, 0, random.Random(1))
    assert isinstance(action, FlipRiff | MoveRiff)
    riff = (
        flipped("TTT", action.slot) if isinstance(action, FlipRiff) else moved("TTT", action.src, action.dst)
    )
    assert riff == "TBT"
