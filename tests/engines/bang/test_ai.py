"""AI self-play: every seat count finishes, reproducibly (docs/ARCHITECTURE.md C13)."""

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


def test_ai_outlaw_shoots_the_sheriff():
    """Outlaws go for the Sheriff when he is in reach."""
    from engines.base import ai_rng
    from tests.engines.bang.builders import table

    e = table(5, hands={3: ["bang", "missed"]}, in_play={3: ["schofield"]}, active=3)
    a = GAME.choose_ai_action(e, 3, ai_rng(1, 3, 0))
    assert a.kind == "play_card" and a.target == 0


def test_ai_renegade_spares_the_sheriff_while_others_live():
    """The Renegade helps the Sheriff until only the Sheriff is left to beat."""
    from engines.base import ai_rng
    from tests.engines.bang.builders import table

    e = table(4, hands={3: ["bang", "missed"]}, active=3)
    for step in range(10):
        a = GAME.choose_ai_action(e, 3, ai_rng(2, 3, step))
        assert not (a.kind == "play_card" and a.target == 0)
    for s in (1, 2):
        e.state.players[s].alive = False
    from engines.bang.engine import BangEngine

    e = BangEngine.from_position(e.state)  # edited by hand: start from it afresh
    a = GAME.choose_ai_action(e, 3, ai_rng(2, 3, 0))
    assert a.kind == "play_card" and a.target == 0


def test_ai_uses_barrel_then_missed():
    """The AI draws for its Barrel first, then plays Missed! if needed."""
    from engines.base import ai_rng
    from tests.engines.bang.builders import pending, play, table

    e = table(4, hands={0: ["bang", "missed"], 1: ["missed"]}, in_play={1: ["barrel"]}, deck_top=["bang_2c"])
    play(e, 0, "bang", target=1)
    a = GAME.choose_ai_action(e, 1, ai_rng(3, 1, 0))
    assert a.kind == "use_ability" and a.ability == "barrel"
    e.apply(1, a)
    a = GAME.choose_ai_action(e, 1, ai_rng(3, 1, 1))
    assert a.kind == "respond" and a.card is not None
    e.apply(1, a)
    assert e.state.players[1].life == 4 and pending(e).kind == "play_turn"
