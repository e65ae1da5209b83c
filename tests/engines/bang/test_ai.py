"""AI self-play: every seat count finishes, reproducibly (DESIGN.md C13)."""

import pytest

from engines.bang import GAME
from engines.common.runner import play_ai_game


@pytest.mark.parametrize("seats", [3, 4, 5, 6, 7, 8])
def test_ai_game_finishes_and_is_reproducible(seats):
    """The AI never stalls and the same seed replays the same game."""
    a = play_ai_game(GAME, seats, 123)
    b = play_ai_game(GAME, seats, 123)
    assert a.engine.result is not None
    assert a.engine.dump() == b.engine.dump()
    assert GAME.stats(a.engine)["winning_roles"]


def test_ai_never_shoots_its_own_sheriff_as_deputy():
    """Deputies do not target the Sheriff on purpose (AI role play)."""
    from engines.base import ai_rng
    from tests.engines.bang.builders import table

    e = table(5, hands={1: ["bang", "missed"]}, active=1)
    for step in range(20):
        a = GAME.choose_ai_action(e, 1, ai_rng(1, 1, step))
        assert not (a.kind == "play_card" and a.target == 0)
