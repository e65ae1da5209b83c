"""Armed & Dangerous self-play: many random and AI games with the contract's cheap checks and the
token invariant (bang.md §2.2, §4), and the AI's A&D choices (docs/ARCHITECTURE.md C13)."""

import os

import pytest

from engines.bang import GAME
from engines.bang import catalog as cat
from engines.bang.actions import Choose, PlayCard, UseAbility
from engines.base import ai_rng
from engines.common.runner import play_ai_game
from tests.engines.bang.builders import AD, ad_table, answer, end_turn, pending, play
from tests.engines.contract import play_random_game

GAMES = int(os.environ.get("BANG_AD_GAMES", "240"))
"""Random games per run (set BANG_AD_GAMES=5000 for a thorough local run)."""


@pytest.mark.parametrize("seats", [4, 5, 6, 7])
def test_many_random_ad_games_end_and_conserve_cards_and_tokens(seats):
    """Random legal A&D games end; the census (cards + the 32 tokens) never changes."""
    for seed in range(GAMES // 4):
        engine, _ = play_random_game(GAME, seats, 10_000 + seed, AD, [], deep=False)
        assert engine.result is not None and engine.token_count() == 32


@pytest.mark.parametrize("seats", [3, 4, 5, 6, 7, 8])
def test_ad_ai_game_finishes_and_is_reproducible(seats):
    """The AI never stalls with A&D and the same seed replays the same game."""
    a = play_ai_game(GAME, seats, 321, AD)
    b = play_ai_game(GAME, seats, 321, AD)
    assert a.engine.result is not None and a.engine.dump() == b.engine.dump()
    stats = GAME.stats(a.engine)
    assert stats["token_invariant_held"] is True and "ad_uses" in stats


def _ai(e, seat, step=0):
    return GAME.choose_ai_action(e, seat, ai_rng(1, seat, step))


def test_ai_pays_big_fifty_against_a_barrel():
    """AI: the Dangerous weapon's ability is used when worth it (Big Fifty against a Barrel)."""
    e = ad_table(5, hands={3: ["bang", "missed"]}, in_play={3: ["big_fifty"], 0: ["barrel"]}, active=3)
    a = _ai(e, 3)
    assert isinstance(a, PlayCard) and a.target == 0 and a.weapon_ability


def test_ai_places_tokens_on_its_character_first():
    """AI: a gained token goes to the character (usable for any upgrade)."""
    e = ad_table(4, hands={0: ["mustang", "missed"]}, in_play={0: ["whip"]})
    play(e, 0, "mustang")
    a = _ai(e, 0)
    assert isinstance(a, Choose) and a.option == "character"


def test_ai_does_not_pay_from_its_own_bomb():
    """AI: payments come from the character or other cards before the Bomb in front of it."""
    e = ad_table(
        4, hands={0: ["caravan", "missed"]}, in_play={0: ["bomb", "whip"]}, tokens={0: {"bomb": 4, "whip": 1}}
    )
    play(e, 0, "caravan", upgrades=1)
    a = _ai(e, 0)
    assert isinstance(a, Choose) and cat.card(a.card).kind == "whip"


def test_ai_passes_the_bomb_to_an_enemy():
    """AI: the Sheriff passes the Bomb to a revealed Outlaw, not to a Deputy."""
    e = ad_table(5, hands={4: ["missed"]}, in_play={0: ["bomb"]}, active=4, deck_top=["beer"])
    e.state.players[3].role_revealed = True
    e.state.players[1].role_revealed = True
    end_turn(e)
    assert pending(e).kind == "choose_bomb_target"
    a = _ai(e, 0)
    assert isinstance(a, Choose) and a.seat == 3


def test_ai_redoes_an_enemys_successful_barrel_with_tumbleweed():
    """AI: Tumbleweed redoes a draw! that saved an enemy."""
    e = ad_table(
        5,
        hands={3: ["bang", "missed"], 0: ["beer"]},
        in_play={3: ["tumbleweed", "schofield"], 0: ["barrel"]},
        active=3,
        deck_top=["beer"],
    )
    play(e, 3, "bang", target=0)
    answer(e, lambda a: isinstance(a, UseAbility) and a.ability == "barrel")
    assert pending(e).kind == "use_tumbleweed"
    a = _ai(e, 3)
    assert isinstance(a, UseAbility) and a.ability == "tumbleweed"
