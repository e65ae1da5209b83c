"""Hidden information in perspectives and events (docs/ARCHITECTURE.md C7, bang.md §1.4 step 1, §3 preamble)."""

from engines.bang.actions import PlayCard, Respond
from engines.bang.engine import BangEngine
from engines.base import to_json
from tests.engines.bang.builders import answer, end_turn, hand_card, pending, play, table


def test_draws_are_private_with_a_public_count():
    """C7: a public "drew n" to everyone but the drawer, the ids only to the drawer."""
    e = table(4, hands={0: ["stagecoach", "missed"]}, deck_top=["bang_2c", "beer_6h"])
    events = play(e, 0, "stagecoach")
    public = [x for x in events if x.kind == "cards_drawn"]
    private = [x for x in events if x.kind == "cards_drawn_private"]
    assert public[0].count == 2 and public[0].cards == [] and not public[0].audience.sees(0)
    assert private[0].cards == ["bang_2c", "beer_6h"] and private[0].audience.sees(0)
    assert not private[0].audience.sees(None) and not private[0].audience.sees(1)


def test_panic_on_a_hand_shows_the_card_to_the_thief_only():
    """C7: a face-down card taken from a hand is named only to the taker."""
    e = table(4, hands={0: ["panic", "missed"], 1: ["beer"]})
    beer = e.state.players[1].hand[0]
    events = e.apply(0, PlayCard(card=hand_card(e, 0, "panic"), target=1, position=0))
    for viewer in (None, 1, 2, 3):
        assert all(beer not in to_json(x) for x in events if x.audience.sees(viewer))
    assert any(beer in to_json(x) for x in events if x.audience.sees(0))


def test_kit_carlsons_look_is_secret_to_others():
    """§1.15 Kit Carlson: the three cards are seen by Kit only."""
    e = table(
        4,
        chars=["black_jack", "kit_carlson", "black_jack", "black_jack"],
        hands={0: ["missed"]},
        deck_top=["bang_2c", "beer_6h", "duel_qd"],
    )
    end_turn(e)
    assert e.view_for(1).looking == ["bang_2c", "beer_6h", "duel_qd"]
    assert e.view_for(2).looking == [] and "bang_2c" in e.secret_ids(2)


def test_roles_are_secret_except_the_sheriff_and_the_dead():
    """§1.4 step 1, §1.9: only the Sheriff's role is public until a player is eliminated."""
    e = table(5, hands={0: ["bang", "missed"]}, life={1: 1})
    assert [s.role for s in e.view_for(2).seats] == ["sheriff", None, "outlaw", None, None]
    play(e, 0, "bang", target=1)
    assert e.view_for(None).seats[1].role == "deputy"
    assert e.view_for(None).seats[0].is_sheriff


def test_public_view_has_no_hand_and_shows_the_pending_decision():
    """C7: the table shows hand sizes and the pending decision, never a hand."""
    e = table(4, hands={0: ["bang", "missed"], 1: ["beer", "duel"]})
    play(e, 0, "bang", target=1)
    p = e.view_for(None)
    assert p.hand is None and p.seats[1].hand_size == 2
    assert p.pending.kind == "respond_to_shot" and p.pending.seat == 1 and p.pending.attacker == 0
    assert all(f'"{c}"' not in to_json(p) for c in e.state.players[1].hand)


def test_indians_window_opens_even_without_a_bang():
    """§3 preamble: a window opens for any player holding cards, so nothing is revealed."""
    e = table(4, hands={0: ["indians", "missed"], 1: ["beer"], 2: [], 3: []})
    play(e, 0, "indians")
    d = pending(e)
    assert d.kind == "respond_to_indians" and e.legal_actions(1) == [Respond(decision_id=d.id, card=None)]
    answer(e, lambda a: True)
    # Seats 2 and 3 hold nothing: public, so they lose their LP at once.
    assert [p.life for p in e.state.players] == [5, 3, 3, 3]


def test_state_round_trips_through_json():
    """C3: the state is JSON-serialisable and reloads identically."""
    e = BangEngine.new(6, 99, {"deal_two_characters": True})
    assert BangEngine.load(e.dump()).dump() == e.dump()
