"""One scenario per Armed & Dangerous card (bang.md §2.3, §2.4, §2.6, §2.7) and the FAQ notes."""

import pytest

from engines.bang import catalog as cat
from engines.bang.actions import Choose, Discard, PlayCard, Respond, UseAbility
from engines.bang.engine import BangEngine
from engines.base import RuleViolation
from tests.engines.bang.builders import (
    ad_table,
    answer,
    end_turn,
    hand_card,
    hand_kinds,
    in_play_kinds,
    pending,
    play,
    tok,
)


def _pass(a):
    return isinstance(a, Respond) and a.card is None


def _plays(e, seat, kind):
    return [a for a in e.legal_actions(seat) if isinstance(a, PlayCard) and cat.card(a.card).kind == kind]


def _ability(name, **kw):
    def pred(a):
        return (
            isinstance(a, UseAbility) and a.ability == name and all(getattr(a, k) == v for k, v in kw.items())
        )

    return pred


def _pay_all(e):
    """Answer token-payment prompts with their default until none is open."""
    while pending(e) is not None and pending(e).kind == "pay_tokens":
        d = pending(e)
        e.apply(d.seat, e.default_action(d))


# ---------------------------------------------------------------------- reprints (§2.7)
def test_reprints_are_plain_base_cards_without_upgrades():
    """§2.7, D8: the 6 reprints (4 BANG!, Cat Balou, Missed!) have no upgrade and no token cost."""
    reprints = [
        c
        for c in cat.load_catalog().cards.values()
        if c.expansion != "base" and c.kind in ("bang", "cat_balou", "missed")
    ]
    assert len(reprints) == 6 and all(c.upgrade is None and c.tokens is None for c in reprints)
    e = ad_table(4, hands={0: ["bang_ad_6h"]}, tokens={0: {"character": 4}})
    assert all(a.upgrades == 0 and not a.weapon_ability for a in _plays(e, 0, "bang"))


# ---------------------------------------------------------------------- new brown cards (§2.6)
def test_caravan_draws_2_plus_1_per_2_tokens_u2():
    """§2.6 Caravan, U2: draw 2; each 2 tokens paid draws 1 more (repeatable)."""
    e = ad_table(4, hands={0: ["caravan"]}, tokens={0: {"character": 4}})
    assert sorted(a.upgrades for a in _plays(e, 0, "caravan")) == [0, 1, 2]
    play(e, 0, "caravan", upgrades=2)
    assert len(e.state.players[0].hand) == 4 and tok(e, 0) == 0 and e.state.token_supply == 32


def test_a_little_nip_heals_1_plus_1_per_3_tokens():
    """§2.6 A Little Nip: 1 LP, +1 per 3 tokens (the rules sheet's example: 6 tokens = 3 LP)."""
    e = ad_table(
        4, hands={0: ["a_little_nip"]}, life={0: 2}, in_play={0: ["whip"]}, tokens={0: {"character": 3}}
    )
    play(e, 0, "a_little_nip", upgrades=2)
    _pay_all(e)
    assert e.state.players[0].life == 5 and tok(e, 0) == 0 and "whip" not in in_play_kinds(e, 0)


def test_a_little_nip_upgrades_only_while_they_heal_u31():
    """U31: an upgrade that would heal nothing (above max LP) is not offered."""
    e = ad_table(4, hands={0: ["a_little_nip"]}, life={0: 3}, tokens={0: {"character": 4}})
    assert sorted(a.upgrades for a in _plays(e, 0, "a_little_nip")) == [0, 1]


def test_a_little_nip_cannot_save_a_dying_player():
    """§2.11, FAQ: A Little Nip is not a Beer and cannot be played out of turn (dying). (A living
    Vulture Sam would take the hand unseen, so the window opens: §3 "Hidden information".)"""
    e = ad_table(
        4,
        chars=["black_jack", "black_jack", "vulture_sam", "black_jack"],
        hands={0: ["bang"], 1: ["a_little_nip"]},
        life={1: 1},
    )
    play(e, 0, "bang", target=1)
    answer(e, _pass)
    assert pending(e).kind == "play_beer_or_die" and e.legal_actions(1) == [
        Respond(decision_id=pending(e).id)
    ]
    answer(e, _pass)
    assert not e.state.players[1].alive


def test_a_little_nip_heals_with_two_players_alive_u12():
    """U12: A Little Nip heals even with only 2 players alive (it is not a Beer)."""
    e = ad_table(4, hands={0: ["a_little_nip"]}, life={0: 2})
    for s in (2, 3):
        e.state.players[s].alive = False
    e = BangEngine.from_position(e.state)  # edited by hand: start from it afresh
    play(e, 0, "a_little_nip")
    assert e.state.players[0].life == 3


def test_quick_shot_adds_a_target_per_token_and_is_not_a_bang_card():
    """§2.6 Quick Shot: 1 token = 1 more different reachable target; it is not a BANG! card."""
    e = ad_table(
        5,
        hands={0: ["quick_shot", "bang"], 1: ["beer"], 4: ["beer"]},
        tokens={0: {"character": 1}},
    )
    targets = {(a.target, tuple(a.extra_targets)) for a in _plays(e, 0, "quick_shot")}
    assert targets == {(1, ()), (4, ()), (1, (4,))}
    play(e, 0, "quick_shot", target=1, extra_targets=[4], upgrades=1)
    order = []
    while pending(e).kind == "respond_to_shot":
        order.append(pending(e).seat)
        answer(e, _pass)
    assert order == [1, 4] and e.state.players[1].life == 3 and e.state.players[4].life == 3
    assert e.state.bangs_played == 0 and _plays(e, 0, "bang")


def test_flintlock_returns_to_hand_when_cancelled_with_upgrade():
    """§2.6 Flintlock: with 2 tokens paid, a cancelled shot sends it back to the hand."""
    e = ad_table(4, hands={0: ["flintlock"], 1: ["missed"]}, tokens={0: {"character": 2}})
    play(e, 0, "flintlock", target=1, upgrades=1)
    assert e.state.resolving  # set aside, never in the discard pile meanwhile
    answer(e, lambda a: isinstance(a, Respond) and a.card is not None)
    assert "flintlock" in hand_kinds(e, 0) and tok(e, 0) == 0


def test_flintlock_is_discarded_when_it_hits():
    """§2.6 Flintlock: if the shot hits, the card is discarded and the tokens are lost."""
    e = ad_table(4, hands={0: ["flintlock"], 1: ["beer"]}, tokens={0: {"character": 2}})
    play(e, 0, "flintlock", target=1, upgrades=1)
    answer(e, _pass)
    assert cat.card(e.state.discard[-1]).kind == "flintlock" and not e.state.resolving
    assert e.state.players[1].life == 3


def test_flintlock_and_quick_shot_are_not_bang_cards_faq():
    """FAQ Flintlock/Quick Shot: no BANG! limit, no weapon effect, no Slab double Missed!."""
    e = ad_table(
        4,
        chars=["slab_the_killer", "black_jack", "black_jack", "black_jack"],
        hands={0: ["flintlock", "bang"], 1: ["missed"]},
        in_play={0: ["thunderer"]},
    )
    assert not any(a.weapon_ability for a in _plays(e, 0, "flintlock"))
    play(e, 0, "flintlock", target=1)
    answer(e, lambda a: isinstance(a, Respond) and a.card is not None)
    assert e.state.players[1].life == 4  # one Missed! was enough against Slab's Flintlock
    assert e.state.bangs_played == 0 and _plays(e, 0, "bang")


def test_arrow_discard_bang_or_lose_1_and_missed_does_not_help():
    """§2.6 Arrow: discard a BANG! card or lose 1 LP; Missed! is useless; extra targets by token."""
    e = ad_table(4, hands={0: ["arrow"], 1: ["bang", "missed"], 2: ["missed"]}, tokens={0: {"character": 1}})
    play(e, 0, "arrow", target=1, extra_targets=[2], upgrades=1)
    assert pending(e).kind == "respond_to_arrow" and pending(e).seat == 1
    opts = e.legal_actions(1)
    assert {cat.card(a.card).kind for a in opts if isinstance(a, Respond) and a.card} == {"bang"}
    answer(e, lambda a: isinstance(a, Respond) and a.card is not None)
    assert pending(e).seat == 2
    answer(e, _pass)
    assert e.state.players[1].life == 4 and e.state.players[2].life == 3


def test_calamity_janet_answers_arrow_with_missed():
    """§2.10: Calamity Janet may answer Arrow with a Missed! card."""
    e = ad_table(
        4,
        chars=["black_jack", "calamity_janet", "black_jack", "black_jack"],
        hands={0: ["arrow"], 1: ["missed"]},
    )
    play(e, 0, "arrow", target=1)
    answer(e, lambda a: isinstance(a, Respond) and a.card is not None)
    assert e.state.players[1].life == 4


def test_duck_counts_as_missed():
    """§2.6 Duck!: cancels a shot like a Missed!; without the upgrade it is discarded."""
    e = ad_table(4, hands={0: ["bang"], 1: ["duck"]})
    play(e, 0, "bang", target=1)
    answer(e, lambda a: isinstance(a, Respond) and a.card is not None and a.upgrades == 0)
    assert e.state.players[1].life == 4 and cat.card(e.state.discard[-1]).kind == "duck"


def test_duck_with_upgrade_returns_and_can_be_replayed_against_slab_u3():
    """§2.6 Duck!, U3: paid 2 tokens, it returns to hand and can answer the same Slab shot again."""
    e = ad_table(
        4,
        chars=["slab_the_killer", "black_jack", "black_jack", "black_jack"],
        hands={0: ["bang"], 1: ["duck"]},
        in_play={1: ["crate"]},
        tokens={1: {"character": 4, "crate": 1}},
    )
    play(e, 0, "bang", target=1)
    answer(e, lambda a: isinstance(a, Respond) and a.card is not None and a.upgrades == 1)
    _pay_all(e)
    assert "duck" in hand_kinds(e, 1) and pending(e).kind == "respond_to_shot"
    answer(e, lambda a: isinstance(a, Respond) and a.card is not None and a.upgrades == 1)
    _pay_all(e)
    assert e.state.players[1].life == 4 and "duck" in hand_kinds(e, 1) and tok(e, 1) == 0


def test_reloading_places_3_tokens():
    """§2.6 Reloading: 3 supply tokens spread over your slots (4 max each)."""
    e = ad_table(4, hands={0: ["reloading"]}, in_play={0: ["whip"]}, tokens={0: {"whip": 3}})
    play(e, 0, "reloading")
    assert pending(e).kind == "place_token"
    answer(e, lambda a: isinstance(a, Choose) and a.card is not None)  # whip to 4
    assert tok(e, 0, "whip") == 4 and tok(e, 0) == 2  # the rest auto-placed on the character


def test_rust_moves_a_token_per_slot_to_the_player_character():
    """§2.6 Rust: each other player loses 1 token per slot; you gain them (max 4, surplus back)."""
    e = ad_table(
        4,
        hands={0: ["rust"]},
        in_play={1: ["whip", "crate"], 2: ["lock_pick"]},
        tokens={0: {"character": 1}, 1: {"character": 2}, 3: {"character": 1}},
    )
    play(e, 0, "rust")
    assert tok(e, 0) == 4
    assert tok(e, 1, "whip") == 2 and tok(e, 1, "crate") == 2 and tok(e, 1) == 1
    assert tok(e, 2, "lock_pick") == 2 and tok(e, 3) == 0
    assert e.token_count() == 32


def test_rust_empties_a_bomb_which_explodes():
    """§2.6 Bomb/Rust: a Bomb emptied by Rust explodes on its holder (2 LP, no killer)."""
    e = ad_table(4, hands={0: ["rust"]}, in_play={1: ["bomb"]}, tokens={1: {"bomb": 1}})
    play(e, 0, "rust")
    assert "bomb" not in in_play_kinds(e, 1) and e.state.players[1].life == 2


def test_squaw_discards_any_card_in_play_at_any_distance():
    """§2.6 Squaw, FAQ: any card in play of any player, regardless of distance."""
    e = ad_table(5, hands={0: ["squaw"]}, in_play={2: ["mustang"]})
    m = e.state.players[2].in_play[0]
    play(e, 0, "squaw", target=2, target_card=m)
    assert not e.state.players[2].in_play and e.state.discard[-1] == m


def test_squaw_upgrade_takes_the_card_without_tokens():
    """§2.6 Squaw upgrade: take the card into your hand; a Dangerous card's tokens go back."""
    e = ad_table(4, hands={0: ["squaw"]}, in_play={1: ["whip"]}, tokens={0: {"character": 2}})
    w = e.state.players[1].in_play[0]
    play(e, 0, "squaw", target=1, target_card=w, upgrades=1)
    assert w in e.state.players[0].hand and e.state.token_supply == 32


def test_squaw_on_own_card_u15():
    """U15: Squaw may target your own in-play cards (option cat_balou_own_cards)."""
    e = ad_table(4, hands={0: ["squaw"]}, in_play={0: ["dynamite"]})
    assert any(a.target == 0 for a in _plays(e, 0, "squaw"))
    e2 = ad_table(4, hands={0: ["squaw"]}, in_play={0: ["dynamite"]}, options={"cat_balou_own_cards": False})
    assert not any(a.target == 0 for a in _plays(e2, 0, "squaw"))


# ---------------------------------------------------------------------- orange objects (§2.6)
def test_ace_up_the_sleeve_pays_2_draws_1_u1():
    """§2.6 Ace Up The Sleeve, U1: pay 2 from it to draw 1, in your own turn, repeatable."""
    e = ad_table(
        4, hands={0: ["missed"]}, in_play={0: ["ace_up_the_sleeve"]}, tokens={0: {"ace_up_the_sleeve": 4}}
    )
    answer(e, _ability("ace_up_the_sleeve"))
    answer(e, _ability("ace_up_the_sleeve"))
    assert len(e.state.players[0].hand) == 3 and "ace_up_the_sleeve" not in in_play_kinds(e, 0)


def test_ace_up_the_sleeve_is_not_usable_out_of_turn_u1():
    """U1: own turn only: no Ace Up The Sleeve option while answering a shot."""
    e = ad_table(4, hands={0: ["bang"], 1: ["missed"]}, in_play={1: ["ace_up_the_sleeve"]})
    play(e, 0, "bang", target=1)
    assert not any(isinstance(a, UseAbility) and a.ability == "ace_up_the_sleeve" for a in e.legal_actions(1))


def test_bandolier_allows_one_extra_bang_per_turn():
    """§2.6 Bandolier: pay 1 to play one extra BANG! card, once per turn; it is not counted."""
    e = ad_table(4, hands={0: ["bang", "bang", "bang"], 1: ["beer"]}, in_play={0: ["bandolier"]})
    assert not any(a.bandolier for a in _plays(e, 0, "bang"))  # first BANG!: not needed
    play(e, 0, "bang", target=1)
    answer(e, _pass)
    opts = _plays(e, 0, "bang")
    assert opts and all(a.bandolier for a in opts)
    e.apply(0, opts[0])
    answer(e, _pass)
    assert tok(e, 0, "bandolier") == 2 and not _plays(e, 0, "bang")


def test_bandolier_can_be_used_with_volcanic():
    """§2.10: with Volcanic or Willy the Kid Bandolier is pointless but still usable."""
    e = ad_table(4, hands={0: ["bang", "bang"], 1: ["beer"]}, in_play={0: ["volcanic", "bandolier"]})
    play(e, 0, "bang", target=1)
    answer(e, _pass)
    assert {a.bandolier for a in _plays(e, 0, "bang")} == {False, True}


def test_big_fifty_ignores_barrel_mustang_and_calamity():
    """§2.6 Big Fifty, U11: the target's Barrel and Mustang (also for reach) and Calamity Janet's
    conversion are ignored; Missed! from hand still works."""
    e = ad_table(
        7,
        chars=[
            "black_jack",
            "black_jack",
            "black_jack",
            "calamity_janet",
            "black_jack",
            "black_jack",
            "black_jack",
        ],
        hands={0: ["bang"], 3: ["bang", "missed"]},
        in_play={0: ["big_fifty", "scope"], 3: ["barrel", "mustang"]},
    )
    plays = _plays(e, 0, "bang")
    assert any(a.target == 3 and a.weapon_ability for a in plays)
    play(e, 0, "bang", target=3, weapon_ability=True)
    opts = e.legal_actions(3)
    assert not any(isinstance(a, UseAbility) for a in opts)
    assert {cat.card(a.card).kind for a in opts if isinstance(a, Respond) and a.card} == {"missed"}


def test_big_fifty_blocks_julie_cutter_and_el_gringo():
    """§2.6 Big Fifty, FAQ: the target's ability (Julie Cutter's retaliation) is ignored."""
    e = ad_table(
        4,
        chars=["black_jack", "julie_cutter", "black_jack", "black_jack"],
        hands={0: ["bang"], 1: ["beer"]},
        in_play={0: ["big_fifty"]},
        deck_top=["beer"],
    )
    play(e, 0, "bang", target=1, weapon_ability=True)
    answer(e, _pass)
    assert e.state.players[1].life == 3 and pending(e).kind == "play_turn"
    assert e.state.players[0].life == 5


def test_bell_tower_puts_everyone_at_distance_1_for_one_card():
    """§2.6 Bell Tower: pay 1, the next card reaches everyone (past a Mustang); only offered
    where it changes the reach (U31)."""
    e = ad_table(5, hands={0: ["bang", "panic"], 2: ["beer"]}, in_play={0: ["bell_tower"], 2: ["mustang"]})
    bangs = _plays(e, 0, "bang")
    assert {(a.target, a.bell_tower) for a in bangs} == {(1, False), (4, False), (2, True), (3, True)}
    play(e, 0, "bang", target=2, bell_tower=True)
    assert tok(e, 0, "bell_tower") == 2 and pending(e).seat == 2


def test_crate_pays_2_for_a_missed_even_in_own_turn():
    """§2.6 Crate: 2 tokens from it count as a Missed!, in any turn (here against Julie's shot)."""
    e = ad_table(
        4,
        chars=["black_jack", "julie_cutter", "black_jack", "black_jack"],
        hands={0: ["bang", "beer"], 1: ["beer"]},
        in_play={0: ["crate"]},
        deck_top=["beer"],
    )
    play(e, 0, "bang", target=1)
    answer(e, _pass)  # Julie is hit; her draw! (♥) shoots back
    assert pending(e).kind == "respond_to_shot" and pending(e).seat == 0
    answer(e, _ability("crate"))
    assert e.state.players[0].life == 5 and tok(e, 0, "crate") == 1


def test_crate_and_barrel_order_is_chosen():
    """FAQ Crate: with a Barrel too, the player chooses the order."""
    e = ad_table(4, hands={0: ["bang"], 1: ["beer"]}, in_play={1: ["crate", "barrel"]})
    play(e, 0, "bang", target=1)
    names = {a.ability for a in e.legal_actions(1) if isinstance(a, UseAbility)}
    assert names == {"crate", "barrel"}


def test_tumbleweed_redoes_a_draw_check_repeatedly():
    """§2.6 Tumbleweed: after any draw! its holder may pay 1 to redo it, and again."""
    e = ad_table(
        4,
        hands={0: ["bang"], 1: ["beer"]},
        in_play={0: ["tumbleweed"], 1: ["barrel"]},
        deck_top=["beer", "beer_7h", "bang_2c"],
    )
    play(e, 0, "bang", target=1)
    answer(e, _ability("barrel"))
    assert pending(e).kind == "use_tumbleweed" and pending(e).seat == 0
    answer(e, _ability("tumbleweed"))
    answer(e, _ability("tumbleweed"))
    answer(e, _pass)  # keep the failed (♣) result
    assert pending(e).kind == "respond_to_shot"
    answer(e, _pass)
    assert e.state.players[1].life == 3 and tok(e, 0, "tumbleweed") == 1


def test_tumbleweed_against_lucky_duke_redoes_the_whole_check():
    """§2.10: Lucky Duke repeats his whole check against Tumbleweed: 2 new cards, new choice."""
    e = ad_table(
        4,
        chars=["black_jack", "lucky_duke", "black_jack", "black_jack"],
        hands={0: ["bang"], 1: ["beer"]},
        in_play={0: ["tumbleweed"], 1: ["barrel"]},
        deck_top=["beer", "bang_2c", "bang_3c", "bang_4c"],
    )
    play(e, 0, "bang", target=1)
    answer(e, _ability("barrel"))
    answer(e, lambda a: isinstance(a, Choose) and cat.card(a.card).suit == "hearts")
    answer(e, _ability("tumbleweed"))
    assert pending(e).kind == "choose_check_card" and len(e.state.check_cards) == 2
    assert all(cat.card(c).suit == "clubs" for c in e.state.check_cards)


def test_double_barrel_diamond_bang_cannot_be_cancelled():
    """§2.6 Double Barrel, FAQ: a ♦ BANG! with the token paid cannot be cancelled at all."""
    e = ad_table(4, hands={0: ["bang_2d"], 1: ["missed"]}, in_play={0: ["double_barrel"], 1: ["barrel"]})
    play(e, 0, "bang", target=1, weapon_ability=True)
    assert [a for a in e.legal_actions(1)] == [Respond(decision_id=pending(e).id, card=None)]
    answer(e, _pass)
    assert e.state.players[1].life == 3


def test_double_barrel_is_not_offered_with_a_non_diamond_bang_u31():
    """U31: paying Double Barrel for a non-♦ BANG! would do nothing, so it is not offered."""
    e = ad_table(4, hands={0: ["bang_2c"]}, in_play={0: ["double_barrel"]})
    assert not any(a.weapon_ability for a in _plays(e, 0, "bang"))
    with pytest.raises(RuleViolation):
        e.apply(0, PlayCard(card=hand_card(e, 0, "bang"), target=1, weapon_ability=True))
    assert tok(e, 0, "double_barrel") == 3


def test_whip_discards_any_card_in_play():
    """§2.6 Whip, FAQ: pay 3 to discard a card in play of any player, at any distance."""
    e = ad_table(5, hands={0: ["missed"]}, in_play={0: ["whip"], 2: ["barrel"]})
    assert not any(
        a.target is not None and a.target_card is None
        for a in e.legal_actions(0)
        if isinstance(a, UseAbility) and a.ability == "whip"
    )
    answer(e, _ability("whip", target=2))
    assert not e.state.players[2].in_play


def test_beer_keg_heals_in_own_turn_only():
    """§2.6 Beer Keg: pay 3 to regain 1 LP in your own turn; it cannot save a dying player."""
    e = ad_table(4, hands={0: ["missed"]}, in_play={0: ["beer_keg"]}, life={0: 3})
    answer(e, _ability("beer_keg"))
    assert e.state.players[0].life == 4
    e2 = ad_table(
        4,
        chars=["black_jack", "black_jack", "vulture_sam", "black_jack"],
        hands={0: ["bang"], 1: ["missed"]},
        in_play={1: ["beer_keg"]},
        life={1: 1},
    )
    play(e2, 0, "bang", target=1)
    answer(e2, _pass)
    assert pending(e2).kind == "play_beer_or_die"
    assert not any(isinstance(a, UseAbility) for a in e2.legal_actions(1))


def test_lock_pick_takes_a_hand_card_only():
    """§2.6 Lock Pick, FAQ: pay 3 to take a random hand card of any player, never a card in play."""
    e = ad_table(5, hands={0: ["missed"], 2: ["beer"]}, in_play={0: ["lock_pick"], 3: ["barrel"]})
    targets = {a.target for a in e.legal_actions(0) if isinstance(a, UseAbility) and a.ability == "lock_pick"}
    assert targets == {2}
    answer(e, _ability("lock_pick", target=2))
    assert "beer" in hand_kinds(e, 0) and not e.state.players[2].hand


def test_thunderer_takes_the_bang_back_before_the_answer():
    """§2.6 Thunderer, FAQ: the BANG! returns to hand before the target answers; it still counts."""
    e = ad_table(4, hands={0: ["bang", "missed"], 1: ["missed"]}, in_play={0: ["thunderer"]})
    play(e, 0, "bang", target=1, weapon_ability=True)
    assert pending(e).kind == "respond_to_shot" and "bang" in hand_kinds(e, 0)
    answer(e, lambda a: isinstance(a, Respond) and a.card is not None)
    assert e.state.bangs_played == 1 and not _plays(e, 0, "bang")


def test_buntline_special_cancelled_shot_costs_a_hand_card():
    """§2.6 Buntline Special: a cancelled BANG! (any means) makes the target discard a card of
    his choice; the default is random (§3.1 #12)."""
    e = ad_table(
        4, hands={0: ["bang", "missed"], 1: ["missed", "beer", "panic"]}, in_play={0: ["buntline_special"]}
    )
    play(e, 0, "bang", target=1, weapon_ability=True)
    answer(e, lambda a: isinstance(a, Respond) and a.card is not None)
    assert pending(e).kind == "discard_for_buntline" and pending(e).seat == 1
    answer(e, lambda a: isinstance(a, Discard) and cat.card(a.card).kind == "panic")
    assert hand_kinds(e, 1) == ["beer"]


def test_slab_with_buntline_needs_three_missed_u5():
    """U5, §2.10: Slab the Killer's BANG! with Buntline paid needs 3 Missed! effects."""
    e = ad_table(
        4,
        chars=["slab_the_killer", "black_jack", "black_jack", "black_jack"],
        hands={0: ["bang"], 1: ["missed", "missed", "beer"]},
        in_play={0: ["buntline_special"]},
    )
    play(e, 0, "bang", target=1, weapon_ability=True)
    answer(e, lambda a: isinstance(a, Respond) and a.card is not None)
    answer(e, lambda a: isinstance(a, Respond) and a.card is not None)
    assert pending(e).kind == "respond_to_shot"  # a third is still needed
    answer(e, _pass)
    assert e.state.players[1].life == 3


def test_slab_with_buntline_option_two_missed_u5():
    """U5 option slab_buntline_missed_needed=2 (bang-server's reading)."""
    e = ad_table(
        4,
        chars=["slab_the_killer", "black_jack", "black_jack", "black_jack"],
        hands={0: ["bang", "missed"], 1: ["missed", "missed", "beer"]},
        in_play={0: ["buntline_special"]},
        options={"slab_buntline_missed_needed": 2},
    )
    play(e, 0, "bang", target=1, weapon_ability=True)
    answer(e, lambda a: isinstance(a, Respond) and a.card is not None)
    answer(e, lambda a: isinstance(a, Respond) and a.card is not None)
    # Cancelled with 2: Buntline's discard takes his last card (auto: only one choice).
    assert e.state.players[1].life == 4 and hand_kinds(e, 1) == [] and pending(e).kind == "play_turn"


def test_weapon_emptied_by_its_ability_still_applies():
    """§2.3: paying the weapon's last token discards it, but the effect applies to that shot."""
    e = ad_table(
        4,
        hands={0: ["bang_2d"], 1: ["missed"]},
        in_play={0: ["double_barrel"]},
        tokens={0: {"double_barrel": 1}},
    )
    play(e, 0, "bang", target=1, weapon_ability=True)
    assert "double_barrel" not in in_play_kinds(e, 0)
    assert e.legal_actions(1) == [Respond(decision_id=pending(e).id, card=None)]


def test_calamity_missed_as_bang_uses_weapon_ability_u13():
    """U13: Calamity Janet's Missed! played as BANG! may use a Dangerous weapon's ability."""
    e = ad_table(
        4,
        chars=["calamity_janet", "black_jack", "black_jack", "black_jack"],
        hands={0: ["missed"]},
        in_play={0: ["thunderer"]},
    )
    assert any(a.weapon_ability for a in _plays(e, 0, "missed"))
    e2 = ad_table(
        4,
        chars=["calamity_janet", "black_jack", "black_jack", "black_jack"],
        hands={0: ["missed"]},
        in_play={0: ["thunderer"]},
        options={"calamity_bang_uses_ad_abilities": False},
    )
    assert not any(a.weapon_ability for a in _plays(e2, 0, "missed"))


# ---------------------------------------------------------------------- Bomb (§2.6)
def test_bomb_can_be_played_on_any_player():
    """§2.6 Bomb: in front of any living player, yourself included, with 3 tokens."""
    e = ad_table(5, hands={0: ["bomb"]})
    assert {a.target for a in _plays(e, 0, "bomb")} == {0, 1, 2, 3, 4}
    play(e, 0, "bomb", target=3)
    assert tok(e, 3, "bomb") == 3


def test_bomb_red_check_passes_it_to_another_player_u6():
    """§2.6, U6: on ♥/♦ the holder passes the Bomb (with its tokens) to another player."""
    e = ad_table(4, hands={3: ["missed"]}, in_play={0: ["bomb"]}, active=3, deck_top=["beer"])
    end_turn(e)
    d = pending(e)
    assert d.kind == "choose_bomb_target" and d.seat == 0 and d.default["seat"] == 1
    assert 0 not in {a.seat for a in e.legal_actions(0)}
    answer(e, lambda a: a.seat == 2)
    assert tok(e, 2, "bomb") == 3 and "bomb" not in in_play_kinds(e, 0)


def test_bomb_may_stay_option_u6():
    """U6 option bomb_may_stay: the holder may keep it (bang-server)."""
    e = ad_table(
        4,
        hands={3: ["missed"]},
        in_play={0: ["bomb"]},
        active=3,
        deck_top=["beer"],
        options={"bomb_may_stay": True},
    )
    end_turn(e)
    assert 0 in {a.seat for a in e.legal_actions(0)}


def test_bomb_black_check_removes_2_then_explodes():
    """§2.6: ♣/♠ removes 2 tokens; at 0 it explodes: 2 LP lost, caused by no player."""
    e = ad_table(
        4,
        hands={3: ["missed"]},
        in_play={0: ["bomb"]},
        tokens={0: {"bomb": 3}},
        active=3,
        deck_top=["bang_2c"],
    )
    end_turn(e)
    assert tok(e, 0, "bomb") == 1 and e.state.players[0].life == 5
    e2 = ad_table(
        4,
        hands={3: ["missed"]},
        in_play={0: ["bomb"]},
        tokens={0: {"bomb": 1}},
        active=3,
        deck_top=["bang_2c"],
    )
    end_turn(e2)
    assert "bomb" not in in_play_kinds(e2, 0) and e2.state.players[0].life == 3
    assert e2.token_count() == 32


def test_bomb_is_checked_after_dynamite_and_jail():
    """§1.5, §2.5: Dynamite, then Jail, then the Bomb."""
    e = ad_table(
        4,
        hands={3: ["missed"]},
        in_play={0: ["bomb", "dynamite", "jail"]},
        active=3,
        deck_top=["beer", "beer_7h", "bang_2c"],
    )
    events = end_turn(e)
    purposes = [ev.purpose for ev in events if ev.kind == "check_drawn"]
    assert purposes == ["dynamite", "jail", "bomb"]


def test_failed_jail_skips_the_bomb_check_u7():
    """U7: a failed Jail ends the turn at once: no Bomb check; the Bomb stays until next turn."""
    e = ad_table(4, hands={0: ["missed"]}, in_play={1: ["bomb", "jail"]}, deck_top=["bang_2c", "bang_3c"])
    events = end_turn(e)
    assert [ev.purpose for ev in events if ev.kind == "check_drawn"] == ["jail"]
    assert tok(e, 1, "bomb") == 3


def test_bomb_removed_by_panic_does_not_explode():
    """§2.6: a Bomb taken or discarded another way (Panic!, Cat Balou…) does not explode."""
    e = ad_table(4, hands={0: ["cat_balou"]}, in_play={1: ["bomb"]})
    b = e.state.players[1].in_play[0]
    play(e, 0, "cat_balou", target=1, target_card=b)
    assert e.state.players[1].life == 4 and e.state.token_supply == 32


def test_bomb_emptied_by_its_holders_payment_explodes_before_the_effect_u24():
    """U24: a Bomb emptied by its holder's own payment explodes right after the payment, before
    the effect paid for (the LP loss comes before Caravan's draw)."""
    e = ad_table(4, hands={0: ["caravan", "missed"]}, in_play={0: ["bomb"]}, tokens={0: {"bomb": 2}})
    events = play(e, 0, "caravan", upgrades=1)
    kinds = [ev.kind for ev in events]
    assert kinds.index("life_changed") < kinds.index("cards_drawn")
    assert e.state.players[0].life == 3 and len(e.state.players[0].hand) == 4


def test_passed_bomb_gets_no_new_tokens():
    """§2.6: passing is not playing: the Bomb keeps its tokens and nobody earns a bonus."""
    e = ad_table(
        4, hands={3: ["missed"]}, in_play={0: ["bomb"]}, tokens={0: {"bomb": 1}}, active=3, deck_top=["beer"]
    )
    end_turn(e)
    answer(e, lambda a: a.seat == 1)
    assert tok(e, 1, "bomb") == 1 and tok(e, 1) == 0 and tok(e, 0) == 0


def test_only_beer_saves_at_the_last_life_point():
    """§2.11, FAQ: dying, only Beer (or Sid Ketchum) can save you: not Saloon, A Little Nip or
    Beer Keg."""
    e = ad_table(
        4,
        hands={0: ["bang"], 1: ["saloon", "a_little_nip", "beer"]},
        in_play={1: ["beer_keg"]},
        life={1: 1},
    )
    play(e, 0, "bang", target=1)
    answer(e, _pass)
    opts = e.legal_actions(1)
    assert pending(e).kind == "play_beer_or_die"
    assert {cat.card(a.card).kind for a in opts if isinstance(a, Respond) and a.card} == {"beer"}
    assert not any(isinstance(a, UseAbility) for a in opts)


def test_bell_tower_can_be_used_for_several_cards_in_a_turn():
    """FAQ Bell Tower: once per card, several times in one turn."""
    e = ad_table(
        5,
        hands={0: ["panic", "flintlock", "missed"], 2: ["beer", "missed"], 3: ["beer"]},
        in_play={0: ["bell_tower"]},
    )
    play(e, 0, "panic", target=2, position=0, bell_tower=True)
    play(e, 0, "flintlock", target=3, bell_tower=True)
    assert tok(e, 0, "bell_tower") == 1 and pending(e).seat == 3


def test_jourdonnais_barrel_works_against_flintlock():
    """§2.10, FAQ Jourdonnais: his Barrel works against Flintlock (a shot, not a BANG! card)."""
    e = ad_table(
        4,
        chars=["black_jack", "jourdonnais", "black_jack", "black_jack"],
        hands={0: ["flintlock", "missed"], 1: ["beer"]},
        deck_top=["beer_7h"],
    )
    play(e, 0, "flintlock", target=1)
    answer(e, lambda a: isinstance(a, UseAbility) and a.ability == "jourdonnais")
    assert e.state.players[1].life == 4
