"""One scenario per base card (bang.md §1.13), plus distance and the one-BANG! rule (§1.5, §1.7)."""

import pytest

from engines.bang import catalog as cat
from engines.bang.actions import PlayCard, Respond, UseAbility
from engines.bang.engine import BangEngine
from engines.base import RuleViolation
from tests.engines.bang.builders import answer, end_turn, hand_card, pending, play, table


def _pass(a):
    return isinstance(a, Respond) and a.card is None


def test_bang_hits_a_target_that_does_not_answer():
    """§1.13 BANG!: an uncancelled shot costs the target 1 LP."""
    e = table(4, hands={0: ["bang"], 1: ["beer"]})
    play(e, 0, "bang", target=1)
    assert pending(e).kind == "respond_to_shot" and pending(e).seat == 1
    answer(e, _pass)
    assert e.state.players[1].life == 3
    assert e.state.discard[-1].startswith("bang")


def test_bang_out_of_range_is_not_offered():
    """§1.7: with the Colt .45 (range 1) a player at distance 2 cannot be shot."""
    e = table(5, hands={0: ["bang"]})
    targets = {a.target for a in e.legal_actions(0) if isinstance(a, PlayCard)}
    assert targets == {1, 4}


def test_only_one_bang_per_turn():
    """§1.5: a second BANG! card is not playable in the same turn."""
    e = table(4, hands={0: ["bang", "bang"], 1: []})
    play(e, 0, "bang", target=1)
    assert not any(isinstance(a, PlayCard) and cat.card(a.card).kind == "bang" for a in e.legal_actions(0))
    with pytest.raises(RuleViolation):
        e.apply(0, PlayCard(card=hand_card(e, 0, "bang"), target=1))


def test_volcanic_lifts_the_bang_limit():
    """§1.13 Weapons: Volcanic allows any number of BANG! cards."""
    e = table(4, hands={0: ["bang", "bang"], 1: []}, in_play={0: ["volcanic"]})
    play(e, 0, "bang", target=1)
    assert any(isinstance(a, PlayCard) and cat.card(a.card).kind == "bang" for a in e.legal_actions(0))


def test_missed_cancels_a_shot():
    """§1.13 Missed!: cancels one shot aimed at you."""
    e = table(4, hands={0: ["bang"], 1: ["missed"]})
    play(e, 0, "bang", target=1)
    answer(e, lambda a: isinstance(a, Respond) and a.card is not None)
    assert e.state.players[1].life == 4
    assert pending(e).kind == "play_turn"


def test_missed_is_not_playable_in_own_turn():
    """§1.13 Missed!: it cannot be played in your own turn except against a shot."""
    e = table(4, hands={0: ["missed"]})
    assert [a.kind for a in e.legal_actions(0)] == ["end_turn"]


def test_beer_heals_one_up_to_max():
    """§1.13 Beer: +1 LP, never above max."""
    e = table(4, hands={0: ["beer", "beer"]}, life={0: 4})
    play(e, 0, "beer")
    assert e.state.players[0].life == 5
    play(e, 0, "beer")
    assert e.state.players[0].life == 5


def test_beer_not_offered_with_two_players_left():
    """§1.9, U26: with only 2 players alive Beer is not a legal play."""
    e = table(4, hands={0: ["beer"]}, life={0: 2})
    e.state.players[2].alive = False
    e.state.players[3].alive = False
    e = BangEngine.from_position(e.state)  # a state edited by hand starts afresh (engines.base)
    assert not any(isinstance(a, PlayCard) for a in e.legal_actions(0))


def test_saloon_heals_everyone():
    """§1.13 Saloon: every living player regains 1 LP."""
    e = table(4, hands={0: ["saloon"]}, life={0: 3, 1: 2, 2: 4})
    play(e, 0, "saloon")
    assert [p.life for p in e.state.players] == [4, 3, 4, 4]


def test_stagecoach_and_wells_fargo_draw():
    """§1.13: Stagecoach draws 2, Wells Fargo draws 3."""
    e = table(
        4, hands={0: ["stagecoach", "wells_fargo"]}, deck_top=["bang", "bang", "missed", "beer", "duel"]
    )
    play(e, 0, "stagecoach")
    assert len(e.state.players[0].hand) == 3
    play(e, 0, "wells_fargo")
    assert len(e.state.players[0].hand) == 5


def test_general_store_picks_in_order_from_the_player():
    """§1.13 General Store: one card per living player, the player picks first, then clockwise."""
    e = table(4, hands={0: ["general_store"]}, deck_top=["bang_2c", "missed_2s", "beer_6h", "duel_qd"])
    play(e, 0, "general_store")
    assert sorted(e.state.store) == sorted(["bang_2c", "missed_2s", "beer_6h", "duel_qd"])
    order = []
    while e.state.store:
        d = pending(e)
        order.append(d.seat)
        answer(e, lambda a: True)
    assert order[:3] == [0, 1, 2]
    assert all(len(p.hand) == 1 for p in e.state.players)


def test_panic_takes_an_in_play_card_at_distance_1():
    """§1.13 Panic!: a chosen in-play card of a player at distance 1 goes to your hand."""
    e = table(5, hands={0: ["panic"]}, in_play={1: ["barrel"], 2: ["mustang"]})
    targets = {a.target for a in e.legal_actions(0) if isinstance(a, PlayCard)}
    assert targets == {1}  # seat 2 at distance 2, seats 3/4 have no cards, 4 has none
    barrel = e.state.players[1].in_play[0]
    e.apply(0, PlayCard(card=hand_card(e, 0, "panic"), target=1, target_card=barrel))
    assert barrel in e.state.players[0].hand and not e.state.players[1].in_play


def test_panic_hand_card_by_position_not_id():
    """§1.13 Panic!, docs/ARCHITECTURE.md C7: a hand card is chosen by face-down position."""
    e = table(4, hands={0: ["panic"], 1: ["bang", "missed"]})
    opts = [a for a in e.legal_actions(0) if isinstance(a, PlayCard) and a.target == 1]
    assert {a.position for a in opts} == {0, 1}
    e.apply(0, opts[0])
    assert len(e.state.players[0].hand) == 1 and len(e.state.players[1].hand) == 1


def test_cat_balou_any_distance_discards():
    """§1.13 Cat Balou: any player at any distance discards a chosen in-play card."""
    e = table(5, hands={0: ["cat_balou"]}, in_play={2: ["scope"]})
    scope = e.state.players[2].in_play[0]
    e.apply(0, PlayCard(card=hand_card(e, 0, "cat_balou"), target=2, target_card=scope))
    assert e.state.discard[-1] == scope


def test_cat_balou_on_own_dynamite_is_allowed():
    """§1.13, U15: Cat Balou may discard your own in-play cards (not your hand)."""
    e = table(4, hands={0: ["cat_balou", "bang"]}, in_play={0: ["dynamite"]})
    own = [a for a in e.legal_actions(0) if isinstance(a, PlayCard) and a.target == 0]
    assert len(own) == 1 and own[0].target_card is not None and own[0].position is None


def test_duel_challenged_answers_first_and_loser_loses_one():
    """§1.13 Duel: the challenged discards first, then alternately; first who does not loses 1 LP."""
    e = table(4, hands={0: ["duel", "bang", "beer"], 2: ["bang", "beer"]})
    play(e, 0, "duel", target=2)
    assert pending(e).seat == 2
    answer(e, lambda a: isinstance(a, Respond) and a.card is not None)
    assert pending(e).seat == 0
    answer(e, lambda a: isinstance(a, Respond) and a.card is not None)
    assert pending(e).seat == 2
    answer(e, _pass)
    assert e.state.players[2].life == 3 and e.state.players[0].life == 5


def test_duel_bangs_do_not_count_toward_limit():
    """§1.13 Duel: BANG! cards discarded in a Duel do not use up the one BANG! per turn."""
    e = table(4, hands={0: ["duel", "bang", "bang"], 1: []})
    play(e, 0, "duel", target=1)
    assert e.state.bangs_played == 0
    assert any(isinstance(a, PlayCard) and cat.card(a.card).kind == "bang" for a in e.legal_actions(0))


def test_indians_each_discards_bang_or_loses_one():
    """§1.13 Indians!: every other player, clockwise, discards a BANG! or loses 1 LP."""
    e = table(4, hands={0: ["indians"], 1: ["bang"], 2: ["missed"], 3: []})
    play(e, 0, "indians")
    assert pending(e).seat == 1
    answer(e, lambda a: isinstance(a, Respond) and a.card is not None)
    assert pending(e).seat == 2
    # Missed! is useless against Indians!.
    assert [a.card for a in e.legal_actions(2)] == [None]
    answer(e, _pass)
    assert [p.life for p in e.state.players] == [5, 4, 3, 3]


def test_gatling_shoots_everyone_who_may_cancel():
    """§1.13 Gatling: a shot at every other player; each may cancel with Missed!."""
    e = table(4, hands={0: ["gatling"], 1: ["missed"], 2: [], 3: ["beer"]})
    play(e, 0, "gatling")
    answer(e, lambda a: isinstance(a, Respond) and a.card is not None)
    answer(e, _pass)
    assert [p.life for p in e.state.players] == [5, 4, 3, 3]
    assert e.state.bangs_played == 0


def test_barrel_heart_cancels_the_shot():
    """§1.8 Barrel: a ♥ "draw!" counts as a Missed!."""
    e = table(4, hands={0: ["bang"], 1: []}, in_play={1: ["barrel"]}, deck_top=["beer_6h"])
    play(e, 0, "bang", target=1)
    answer(e, lambda a: isinstance(a, UseAbility) and a.ability == "barrel")
    assert e.state.players[1].life == 4
    assert e.state.discard[-1] == "beer_6h"


def test_barrel_failure_then_missed():
    """§1.8: if the Barrel fails you may still play a Missed!."""
    e = table(4, hands={0: ["bang"], 1: ["missed"]}, in_play={1: ["barrel"]}, deck_top=["bang_2c"])
    play(e, 0, "bang", target=1)
    answer(e, lambda a: isinstance(a, UseAbility))
    assert pending(e).kind == "respond_to_shot"
    assert not any(isinstance(a, UseAbility) for a in e.legal_actions(1))
    answer(e, lambda a: isinstance(a, Respond) and a.card is not None)
    assert e.state.players[1].life == 4


def test_mustang_adds_one_and_scope_removes_one():
    """§1.7: Mustang +1 for others, Scope -1 for its owner, minimum 1."""
    e = table(5, in_play={1: ["mustang"], 0: ["scope"]})
    assert e.distance(2, 1) == 2
    assert e.distance(0, 2) == 1
    assert e.distance(0, 1) == 1


def test_weapon_range_and_replacement():
    """§1.5, §1.7: a new weapon replaces the old one and sets the range."""
    e = table(5, hands={0: ["schofield", "winchester", "bang"]})
    play(e, 0, "schofield")
    assert e.weapon_range(0) == 2
    play(e, 0, "winchester")
    assert e.weapon_range(0) == 5
    assert [cat.card(c).kind for c in e.state.players[0].in_play] == ["winchester"]
    assert cat.card(e.state.discard[-1]).kind == "schofield"


def test_no_two_cards_with_the_same_name_in_play():
    """§1.5: you cannot have two Barrels in play."""
    e = table(4, hands={0: ["barrel"]}, in_play={0: ["barrel"]})
    assert [a.kind for a in e.legal_actions(0)] == ["end_turn"]


def test_jail_never_on_the_sheriff():
    """§1.13 Jail: any other player except the Sheriff."""
    e = table(4, hands={1: ["jail"]}, active=1)
    assert {a.target for a in e.legal_actions(1) if isinstance(a, PlayCard)} == {2, 3}


def test_jail_heart_escapes_and_plays():
    """§1.13 Jail: ♥ discards the Jail and the turn goes on."""
    e = table(4, hands={0: ["missed"]}, in_play={1: ["jail"]}, deck_top=["beer_6h", "bang_2c", "bang_3c"])
    end_turn(e)
    assert e.state.active == 1 and e.state.phase == "play"
    assert not e.state.players[1].in_play


def test_jail_failure_skips_the_turn():
    """§1.13 Jail, U16: otherwise the Jail is discarded and the turn is skipped."""
    e = table(4, hands={0: ["missed"]}, in_play={1: ["jail"]}, deck_top=["bang_2c", "bang_3c", "bang_4c"])
    end_turn(e)
    assert e.state.active == 2
    assert not e.state.players[1].in_play and len(e.state.players[1].hand) == 0


def test_dynamite_explodes_on_spades_2_to_9():
    """§1.13 Dynamite: ♠2–9 explodes: 3 LP lost, caused by no player."""
    e = table(
        4, hands={0: ["missed"]}, in_play={1: ["dynamite"]}, deck_top=["missed_5s", "bang_2c", "bang_3c"]
    )
    end_turn(e)
    assert e.state.players[1].life == 1
    assert not e.state.players[1].in_play


def test_dynamite_passes_left_otherwise():
    """§1.13 Dynamite: any other result passes it to the next living player."""
    e = table(4, hands={0: ["missed"]}, in_play={1: ["dynamite"]}, deck_top=["bang_2c", "bang_3c", "bang_4c"])
    end_turn(e)
    assert e.state.players[1].life == 4
    assert [cat.card(c).kind for c in e.state.players[2].in_play] == ["dynamite"]


def test_dynamite_is_checked_before_jail():
    """§1.5: Dynamite first, then Jail; a Dynamite death ends the turn (no Jail check)."""
    e = table(
        4,
        hands={0: ["missed"]},
        in_play={1: ["jail", "dynamite"]},
        life={1: 3},
        deck_top=["missed_5s", "beer_6h", "bang_2c"],
    )
    end_turn(e)
    assert not e.state.players[1].alive
    assert e.state.active == 2


def test_dynamite_then_jail_both_checked_when_surviving():
    """§1.5: surviving the Dynamite, the Jail is checked next with the following card."""
    e = table(
        4,
        hands={0: ["missed"]},
        in_play={1: ["jail", "dynamite"]},
        deck_top=["bang_2c", "beer_6h", "bang_3c", "bang_4c"],
    )
    end_turn(e)
    assert e.state.active == 1 and e.state.phase == "play"
    assert [cat.card(c).kind for c in e.state.players[2].in_play] == ["dynamite"]


def test_hand_limit_discard_in_phase_3():
    """§1.5 phase 3: discard down to current LP, one card at a time."""
    e = table(4, hands={0: ["bang", "missed", "beer", "duel", "jail", "panic"]}, life={0: 3})
    end_turn(e)
    assert pending(e).kind == "discard_to_hand_limit"
    for _ in range(3):
        answer(e, lambda a: True)
    assert len(e.state.players[0].hand) == 3 and e.state.active == 1


def test_reshuffle_uses_the_whole_discard_pile():
    """§1.12, U18: an empty draw pile is rebuilt from the whole discard pile."""
    e = table(4, hands={0: ["stagecoach"]}, discard=["bang", "missed", "beer"])
    rest = list(e.state.deck)
    e.state.discard = e.state.discard + rest
    e.state.deck = []
    play(e, 0, "stagecoach")
    assert len(e.state.players[0].hand) == 2
    assert not e.state.discard


def test_distances_from_matches_distance():
    """§1.7: the one-pass distance table equals the pairwise rule."""
    e = table(
        7,
        in_play={1: ["mustang"], 3: ["scope"]},
        chars=[
            "rose_doolan",
            "paul_regret",
            "black_jack",
            "black_jack",
            "black_jack",
            "black_jack",
            "black_jack",
        ],
    )
    e.state.players[5].alive = False
    for a in e.living():
        assert e.distances_from(a) == {b: e.distance(a, b) for b in e.living() if b != a}
