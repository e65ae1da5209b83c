"""Armed & Dangerous Load tokens (bang.md §2.1, §2.2, §4 "Token bookkeeping")."""

from engines.bang import GAME
from engines.bang import catalog as cat
from engines.bang.actions import Choose, Discard, PlayCard, UseAbility
from engines.bang.engine import BangEngine
from engines.common.runner import ai_step
from tests.engines.bang.builders import (
    AD,
    ad_table,
    answer,
    end_turn,
    hand_kinds,
    in_play_kinds,
    pending,
    play,
    tok,
)


def _bang(a):
    return isinstance(a, PlayCard) and cat.card(a.card).kind == "bang"


def test_new_game_has_108_cards_24_characters_and_32_tokens():
    """§2.1: 80 + 28 cards, 16 + 8 characters, a supply of 32; Red Ringo starts with 4 tokens."""
    for seed in range(200):
        e = BangEngine.new(7, seed, AD)
        chars = [p.character for p in e.state.players]
        if "red_ringo" in chars:
            break
    ringo = chars.index("red_ringo")
    assert e.state.players[ringo].tokens == 4
    assert e.state.players[ringo].max_life in (5, 6)  # D1: 5 bullets (+1 as Sheriff)
    assert e.state.token_supply == 28 and e.token_count() == 32
    assert len(e.census()) - 1 == 108


def test_expansion_off_changes_nothing():
    """§2.1: without A&D the 28 cards stay in the box, the supply is 0 and no token field moves."""
    e = BangEngine.new(5, 3)
    assert len(e.state.box) == 28 and e.state.token_supply == 0
    assert "load_token" not in e.census()
    assert all(cat.character(p.character).expansion == "base" for p in e.state.players)


def test_dangerous_card_enters_play_with_3_tokens():
    """§2.2: playing a Dangerous card puts exactly 3 supply tokens on it (no blue-card bonus)."""
    e = ad_table(4, hands={0: ["whip"]})
    play(e, 0, "whip")
    assert tok(e, 0, "whip") == 3 and tok(e, 0) == 0
    assert e.state.token_supply == 29


def test_dangerous_card_cannot_be_played_with_a_short_supply():
    """§2.2: with fewer than 3 tokens in the supply the Dangerous card (Bomb too) is not playable."""
    e = ad_table(4, hands={0: ["whip", "bomb"]})
    e.state.token_supply = 2
    e = BangEngine.from_position(e.state)  # edited by hand: start from it afresh
    assert not any(isinstance(a, PlayCard) for a in e.legal_actions(0))


def test_blue_card_gives_one_token_to_the_character():
    """§2.2: playing a blue card earns 1 token; with the character as only slot it goes there."""
    e = ad_table(4, hands={0: ["mustang"]})
    play(e, 0, "mustang")
    assert tok(e, 0) == 1 and e.state.token_supply == 31


def test_jail_on_another_player_also_earns_the_token():
    """§2.2: the bonus counts when the blue card is played in front of someone else (Jail)."""
    e = ad_table(4, hands={0: ["jail"]})
    play(e, 0, "jail", target=1)
    assert tok(e, 0) == 1 and tok(e, 1) == 0


def test_token_placement_is_a_choice_between_slots():
    """§2.2, §3.2: with a Dangerous card in play the player chooses where the token goes."""
    e = ad_table(4, hands={0: ["mustang"]}, in_play={0: ["whip"]})
    play(e, 0, "mustang")
    d = pending(e)
    assert d.kind == "place_token"
    assert d.default["option"] == "character"  # §3.2 default: the character below 4
    answer(e, lambda a: isinstance(a, Choose) and a.card is not None)
    assert tok(e, 0, "whip") == 4 and tok(e, 0) == 0


def test_full_slot_is_not_offered_u27():
    """U27: a slot already holding 4 cannot be chosen; the token goes to a slot below 4."""
    e = ad_table(4, hands={0: ["mustang"]}, in_play={0: ["whip"]}, tokens={0: {"character": 4}})
    play(e, 0, "mustang")
    assert tok(e, 0, "whip") == 4 and tok(e, 0) == 4


def test_token_that_fits_nowhere_stays_in_the_supply_u27():
    """U27: with every slot at 4 the gained token is simply not taken."""
    e = ad_table(4, hands={0: ["mustang"]}, tokens={0: {"character": 4}})
    supply = e.state.token_supply
    play(e, 0, "mustang")
    assert tok(e, 0) == 4 and e.state.token_supply == supply


def test_dynamite_passed_to_you_earns_no_token():
    """§2.2: a blue card that arrives some other way (Dynamite passed on) gives no bonus."""
    e = ad_table(4, hands={3: ["missed"]}, in_play={0: ["dynamite"]}, active=3, deck_top=["beer"])
    end_turn(e)
    assert "dynamite" in in_play_kinds(e, 1)
    assert tok(e, 1) == 0 and tok(e, 0) == 0


def test_phase_3_discards_earn_one_token_each():
    """§2.2: each card discarded to the hand limit in phase 3 earns 1 token."""
    e = ad_table(4, hands={1: ["beer"] * 3 + ["bang"] * 3}, life={1: 4}, active=1)
    end_turn(e)
    while pending(e).kind == "discard_to_hand_limit":
        answer(e, lambda a: isinstance(a, Discard))
    assert tok(e, 1) == 2 and e.state.token_supply == 30


def test_jailed_player_gets_no_phase_3_tokens_u16():
    """U16: a failed Jail skips every phase, so no discard and no phase-3 token bonus."""
    e = ad_table(4, hands={0: ["missed"], 1: ["beer"] * 6}, in_play={1: ["jail"]}, deck_top=["bang_2c"])
    end_turn(e)
    assert e.state.active == 2 and len(e.state.players[1].hand) == 6 and tok(e, 1) == 0


def test_panic_takes_a_dangerous_card_without_its_tokens():
    """§2.2: Panic! takes the card into the hand; its tokens return to the supply."""
    e = ad_table(4, hands={0: ["panic"]}, in_play={1: ["whip"]})
    whip = e.state.players[1].in_play[0]
    play(e, 0, "panic", target=1, target_card=whip)
    assert whip in e.state.players[0].hand and not e.state.players[1].card_tokens
    assert e.state.token_supply == 32


def test_replaced_dangerous_weapon_returns_its_tokens():
    """§2.2: a Dangerous weapon replaced by another weapon leaves play with its tokens; the bonus
    token of the new blue weapon cannot go on the old one."""
    e = ad_table(4, hands={0: ["schofield"]}, in_play={0: ["thunderer"]})
    play(e, 0, "schofield")
    assert in_play_kinds(e, 0) == ["schofield"] and tok(e, 0) == 1
    assert e.state.token_supply == 31


def test_exhausted_dangerous_card_is_discarded_at_once():
    """§2.2 Exhaustion: Whip pays its 3 tokens and, empty, is discarded immediately."""
    e = ad_table(4, in_play={0: ["whip"], 1: ["mustang"]})
    mustang = e.state.players[1].in_play[0]
    answer(e, lambda a: isinstance(a, UseAbility) and a.ability == "whip" and a.target_card == mustang)
    assert in_play_kinds(e, 0) == [] and in_play_kinds(e, 1) == []
    assert e.state.token_supply == 32


def test_eliminated_player_returns_all_tokens():
    """§1.9, §2.2: an eliminated player's character and card tokens go back to the supply."""
    e = ad_table(4, hands={0: ["bang"]}, in_play={1: ["whip"]}, tokens={1: {"character": 2}}, life={1: 1})
    play(e, 0, "bang", target=1)  # empty hand: the shot hits without a window
    assert not e.state.players[1].alive
    assert e.state.token_supply == 32 and e.token_count() == 32


def test_vulture_sam_takes_dangerous_cards_without_tokens():
    """§2.10: Dangerous cards Vulture Sam takes go to his hand without their tokens."""
    e = ad_table(
        4,
        chars=["black_jack", "black_jack", "vulture_sam", "black_jack"],
        hands={0: ["bang"]},
        in_play={1: ["whip"]},
        life={1: 1},
    )
    play(e, 0, "bang", target=1)  # empty hand: the shot hits without a window
    assert "whip" in hand_kinds(e, 2) and not e.state.players[2].card_tokens
    assert e.state.token_supply == 32


def test_sheriff_penalty_keeps_character_tokens_u9():
    """U9: the Sheriff who kills a Deputy discards his cards (their tokens return) but keeps the
    tokens on his character."""
    e = ad_table(5, hands={0: ["bang"]}, in_play={0: ["whip"]}, tokens={0: {"character": 3}}, life={1: 1})
    play(e, 0, "bang", target=1)  # empty hand: the shot hits without a window
    assert not e.state.players[1].alive and in_play_kinds(e, 0) == []
    assert tok(e, 0) == 3 and e.state.token_supply == 29


def test_sheriff_penalty_option_drops_character_tokens_u9():
    """U9 option sheriff_penalty_keeps_character_tokens=False: bang-server's reading."""
    e = ad_table(
        5,
        hands={0: ["bang"]},
        tokens={0: {"character": 3}},
        life={1: 1},
        options={"sheriff_penalty_keeps_character_tokens": False},
    )
    play(e, 0, "bang", target=1)  # empty hand: the shot hits without a window
    assert tok(e, 0) == 0 and e.state.token_supply == 32


def test_token_invariant_holds_after_every_ai_step():
    """§4 Token bookkeeping: supply + all tokens == 32 after every action of whole AI games, and
    no slot ever holds more than 4 (§2.2)."""
    for seats in (4, 5, 6, 7):
        for seed in range(5):
            e = BangEngine.new(seats, seed, AD)
            step = 0
            while e.result is None:
                seat, action = ai_step(GAME, e, seed, step)
                e.apply(seat, action)
                step += 1
                assert e.token_count() == 32, (seats, seed, step, action)
                for p in e.state.players:
                    assert 0 <= p.tokens <= 4 and all(0 < n <= 4 for n in p.card_tokens.values())
                    assert set(p.card_tokens) <= set(p.in_play)


def test_four_tokens_at_most_on_a_character():
    """§2.2: never more than 4 on a character (Reloading's extra tokens stay in the supply)."""
    e = ad_table(4, hands={0: ["reloading"]}, tokens={0: {"character": 3}})
    play(e, 0, "reloading")
    assert tok(e, 0) == 4 and e.state.token_supply == 28
