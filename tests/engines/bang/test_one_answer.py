"""Multi-card and multi-token choices in one answer, forced single answers resolved at once, and
the end-of-game reason (bang.md §1.3, §1.5, §1.9, §2.2, §3; issue 10)."""

import pytest

from engines.bang.actions import Choose, Discard, DiscardCards, Respond
from engines.base import RuleViolation
from tests.engines.bang.builders import (
    ad_table,
    answer,
    end_turn,
    hand_kinds,
    pending,
    play,
    table,
    tok,
)


def _pass(a):
    return isinstance(a, Respond) and a.card is None


# ---------------------------------------------------------------------- phase 3: the whole set at once
def _seven_too_many():
    """Seat 0 ends phase 2 with 11 cards at 4 LP (Sheriff Black Jack at 4 of 5): 7 too many."""
    hand = ["bang", "missed", "beer", "duel", "jail", "panic", "cat_balou", "stagecoach", "gatling"]
    e = table(4, hands={0: [*hand, "mustang", "barrel"]}, life={0: 4})
    end_turn(e)
    return e


def test_hand_limit_discard_of_seven_in_one_answer():
    """§1.5 phase 3: the excess is discarded at once when the whole set is given (U28: in the
    order given, the last on top of the discard pile)."""
    e = _seven_too_many()
    d = pending(e)
    assert d.kind == "discard_to_hand_limit"
    hand = list(e.state.players[0].hand)
    chosen = hand[:7]
    events = e.apply(0, DiscardCards(decision_id=d.id, cards=chosen))
    assert e.state.players[0].hand == hand[7:]
    assert e.state.discard[-7:] == chosen
    assert [ev.kind for ev in events].count("cards_discarded") == 1, "one line for the whole set"
    assert e.state.active == 1, "the turn passed: nothing more was asked"


@pytest.mark.parametrize(
    "pick",
    [
        lambda hand: hand[:6],  # one too few: only the excess, exactly (§1.5)
        lambda hand: hand[:8],  # one too many: no voluntary extra discards (§1.5)
        lambda hand: [hand[0]] * 7,  # the same card twice
        lambda hand: [*hand[:6], "volcanic_10s"],  # a card not in the hand
    ],
)
def test_wrong_discard_set_is_refused_and_changes_nothing(pick):
    """§1.5: "you may only discard the excess": any other set is refused, the state untouched."""
    e = _seven_too_many()
    d = pending(e)
    before = e.dump()
    with pytest.raises(RuleViolation):
        e.apply(0, DiscardCards(decision_id=d.id, cards=pick(list(e.state.players[0].hand))))
    assert e.dump() == before


def test_discard_set_by_another_seat_or_for_a_closed_window_is_refused():
    """The set answers only the open phase-3 decision of its own seat."""
    e = _seven_too_many()
    d = pending(e)
    cards = e.state.players[0].hand[:7]
    before = e.dump()
    for seat, did in ((1, d.id), (0, d.id + 1)):
        with pytest.raises(RuleViolation):
            e.apply(seat, DiscardCards(decision_id=did, cards=cards))
    assert e.dump() == before


def test_one_card_at_a_time_still_works():
    """§1.5: discarding the excess one card at a time (the window opens again) is still legal."""
    e = table(4, hands={0: ["bang", "missed", "beer", "duel", "jail", "panic"]}, life={0: 4})
    end_turn(e)
    answer(e, lambda a: isinstance(a, Discard))
    assert pending(e).kind == "discard_to_hand_limit" and len(e.state.players[0].hand) == 5
    d = pending(e)
    assert len(d.default["cards"]) == 1
    e.apply(0, DiscardCards(decision_id=d.id, cards=e.state.players[0].hand[:1]))
    assert e.state.active == 1


def test_phase_3_set_earns_one_token_per_card_in_one_placement():
    """§2.2: each card discarded in phase 3 earns 1 token; placed all at once over two slots."""
    e = ad_table(4, hands={1: ["beer"] * 3 + ["bang"] * 3}, life={1: 3}, active=1, in_play={1: ["whip"]})
    end_turn(e)
    d = pending(e)
    e.apply(1, DiscardCards(decision_id=d.id, cards=e.state.players[1].hand[:3]))
    d = pending(e)
    assert d.kind == "place_token"
    splits = [a for a in e.legal_actions(1) if isinstance(a, Choose) and a.slots]
    # 3 tokens over the character (room 4) and the Whip (3 tokens, room 1): 3+0 or 2+1.
    assert sorted(len([s for s in a.slots if s == "character"]) for a in splits) == [2, 3]
    whip = e.state.players[1].in_play[0]
    e.apply(1, next(a for a in splits if whip in a.slots))
    assert tok(e, 1) == 2 and tok(e, 1, "whip") == 4 and e.state.active == 2


# ---------------------------------------------------------------------- tokens: a split in one answer
def test_reloading_tokens_are_spread_in_one_answer_and_the_default_is_the_rule():
    """§2.6 Reloading: 3 tokens spread as you like (4 at most a slot); the §3.2 default
    (character first) is one of the all-at-once answers."""
    e = ad_table(4, hands={0: ["reloading"]}, in_play={0: ["whip"]}, tokens={0: {"character": 2, "whip": 1}})
    play(e, 0, "reloading")
    d = pending(e)
    splits = [a for a in e.legal_actions(0) if isinstance(a, Choose) and a.slots]
    assert splits and all(len(a.slots) == 3 for a in splits)
    # character room 2, Whip room 3: (2,1), (1,2), (0,3)
    assert len(splits) == 3
    assert d.default["slots"] == ["character", "character", e.state.players[0].in_play[0]]
    e.apply(None, e.default_action(d))
    assert tok(e, 0) == 4 and tok(e, 0, "whip") == 2
    assert pending(e).kind == "play_turn"


def test_upgrade_paid_from_two_slots_in_one_answer():
    """§2.4: an upgrade is paid from any mix of your Dangerous cards and character, at once."""
    e = ad_table(4, hands={0: ["caravan"]}, in_play={0: ["whip"]}, tokens={0: {"character": 1, "whip": 3}})
    play(e, 0, "caravan", upgrades=1)
    d = pending(e)
    assert d.kind == "pay_tokens"
    whip = e.state.players[0].in_play[0]
    splits = [a for a in e.legal_actions(0) if isinstance(a, Choose) and a.slots]
    assert sorted(tuple(a.slots) for a in splits) == [("character", whip), (whip, whip)]
    e.apply(0, Choose(decision_id=d.id, slots=["character", whip]))
    assert tok(e, 0) == 0 and tok(e, 0, "whip") == 2 and len(e.state.players[0].hand) == 3


def test_a_bomb_emptied_by_a_split_payment_explodes_after_the_rest_is_paid():
    """§2.2 Exhaustion, U24: a Bomb emptied by a payment explodes at once; in an all-at-once
    payment it is paid last, as paying it last token by token would."""
    e = ad_table(
        4, hands={0: ["caravan", "missed"]}, in_play={0: ["bomb"]}, tokens={0: {"character": 1, "bomb": 1}}
    )
    play(e, 0, "caravan", upgrades=1)
    d = pending(e)
    bomb = e.state.players[0].in_play[0]
    life = e.state.players[0].life
    e.apply(0, Choose(decision_id=d.id, slots=["character", bomb]))
    assert tok(e, 0) == 0 and bomb in e.state.discard
    assert e.state.players[0].life == life - 2
    assert e.state.token_supply == 32


def test_single_slot_needs_no_answer():
    """§2.2, docs/ARCHITECTURE.md C5: with one place for the tokens there is nothing to choose."""
    e = ad_table(4, hands={0: ["reloading", "missed"]})
    play(e, 0, "reloading")
    assert tok(e, 0) == 3 and pending(e).kind == "play_turn"


# ---------------------------------------------------------------------- several Beers
def _dynamite_to_minus_one(beers: int = 2):
    return table(
        5,
        hands={0: ["missed"], 1: ["beer"] * beers + ["bang"]},
        life={1: 2},
        in_play={1: ["dynamite"]},
        deck_top=["missed_5s", "bang_2c", "bang_3c"],
    )


def test_two_beers_at_minus_one_in_one_answer():
    """§1.9: at -1 LP two Beers are needed; they are one answer, and the default when enough."""
    e = _dynamite_to_minus_one()
    end_turn(e)
    d = pending(e)
    assert d.kind == "play_beer_or_die" and e.state.players[1].life == -1
    both = [a for a in e.legal_actions(1) if isinstance(a, Respond) and a.also]
    assert len(both) == 1 and len(both[0].also) == 1
    assert e.default_action(d) == both[0]
    e.apply(1, both[0])
    assert e.state.players[1].alive and e.state.players[1].life == 1
    assert hand_kinds(e, 1).count("beer") == 0 and pending(e).kind != "play_beer_or_die"


def test_not_enough_beers_offers_no_set_and_the_default_is_out():
    """§1.9, §3.1 #7: one Beer at -1 LP saves nobody: no set, the default does not drink it."""
    e = _dynamite_to_minus_one(beers=1)
    end_turn(e)
    d = pending(e)
    assert not any(isinstance(a, Respond) and a.also for a in e.legal_actions(1))
    assert e.default_action(d) == Respond(decision_id=d.id, card=None)


# ---------------------------------------------------------------------- forced single answers
def test_dying_without_beer_is_out_at_once_when_the_hand_goes_face_up():
    """§1.9 step 4 + §3 "Hidden information": without a Beer the only answer is to die, and the
    hand is discarded face up at once: asking would hide nothing, so no window opens."""
    e = table(
        5, hands={0: ["bang", "missed"], 2: ["missed", "jail"]}, life={2: 1}, in_play={0: ["schofield"]}
    )
    cards = list(e.state.players[2].hand)
    play(e, 0, "bang", target=2)
    answer(e, _pass)
    assert not e.state.players[2].alive
    assert set(cards) <= set(e.state.discard), "the hand went face up to the discard pile"
    assert pending(e).kind == "play_turn" and pending(e).seat == 0


def test_dying_without_beer_still_asks_when_vulture_sam_takes_the_hand():
    """§1.9 step 2, §3 "Hidden information": Vulture Sam takes the hand unseen, so dying at once
    would tell the table there was no Beer: the window opens."""
    e = table(
        5,
        chars=["black_jack", "black_jack", "vulture_sam", "black_jack", "black_jack"],
        hands={0: ["bang", "missed"], 1: ["missed", "jail"]},
        life={1: 1},
    )
    play(e, 0, "bang", target=1)
    answer(e, _pass)
    d = pending(e)
    assert d.kind == "play_beer_or_die" and e.legal_actions(1) == [Respond(decision_id=d.id)]


def test_shot_at_a_hand_the_table_has_seen_needs_no_answer():
    """§3 "Hidden information": a hand made only of cards the table saw (a General Store pick)
    holds no secret, so a shot it cannot answer is taken at once."""
    e = table(5, hands={0: ["bang", "missed"], 1: ["beer"]})
    p1 = e.state.players[1]
    p1.revealed_hand = list(p1.hand)
    play(e, 0, "bang", target=1)
    assert e.state.players[1].life == e.state.players[1].max_life - 1
    assert pending(e).kind == "play_turn"


# ---------------------------------------------------------------------- why the game ended
def test_summary_says_why_the_game_ended():
    """§1.3.2: the Sheriff is killed: the Outlaws win; the result says so."""
    e = table(4, hands={2: ["bang"]}, life={0: 1}, active=2, in_play={2: ["schofield"]})
    play(e, 2, "bang", target=0)
    assert e.result is not None
    assert e.result.summary.startswith("The Sheriff was killed: the Outlaws win (after ")
    assert "turn" in e.result.summary and "1 turns" not in e.result.summary


def test_summary_when_the_law_wins():
    """§1.3.2 #2: every Outlaw and the Renegade dead: the Sheriff and his Deputies win (with no
    Deputy at the table, 4 players: the Sheriff wins)."""
    for seats, verdict in ((5, "the Sheriff and his Deputies win"), (4, "the Sheriff wins")):
        e = table(seats, hands={0: ["bang"]}, life={2: 1}, in_play={0: ["schofield"]})
        for s in range(3, seats):
            e.state.players[s].alive = False
        if seats == 4:
            e.state.players[1].alive = False
        play(e, 0, "bang", target=2)
        assert e.result is not None
        assert e.result.summary.startswith(f"Every Outlaw and the Renegade are dead: {verdict} (after ")


def test_three_player_summary_names_the_target():
    """§1.3.3: the Deputy who personally eliminates the Renegade wins."""
    e = table(3, hands={0: ["bang"]}, life={2: 1}, in_play={0: ["winchester"]})
    play(e, 0, "bang", target=2)
    assert e.result is not None and e.result.winners == [0]
    assert e.result.summary.startswith("The Deputy eliminated the Renegade, his target: the Deputy wins")
