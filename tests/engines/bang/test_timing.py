"""Timing subtleties of bang.md §1.5, §1.9, §1.16 and the defaults of §3."""

from engines.bang import catalog as cat
from engines.bang.actions import Choose, Respond
from tests.engines.bang.builders import answer, end_turn, pending, play, table


def _pass(a):
    return isinstance(a, Respond) and a.card is None


def _card(a):
    return isinstance(a, Respond) and a.card is not None


def test_gatling_answers_clockwise_from_the_next_player():
    """§1.8, §1.16: Gatling targets answer one at a time, clockwise from the shooter's left."""
    e = table(
        5, hands={2: ["gatling", "missed"], 3: ["beer"], 4: ["beer"], 0: ["beer"], 1: ["beer"]}, active=2
    )
    play(e, 2, "gatling")
    order = []
    while pending(e).kind == "respond_to_shot":
        order.append(pending(e).seat)
        answer(e, _pass)
    assert order == [3, 4, 0, 1]


def test_multi_target_elimination_is_handled_before_the_next_target():
    """§1.16: a target who dies is fully eliminated (reward drawn) before the next target answers."""
    e = table(5, hands={0: ["indians", "missed"], 1: ["beer"], 2: ["beer"], 3: [], 4: ["beer"]}, life={3: 1})
    play(e, 0, "indians")
    answer(e, _pass)  # seat 1
    answer(e, _pass)  # seat 2 (an Outlaw survives at 3)
    # Seat 3 (Outlaw, empty hand, 1 LP) dies automatically; the Sheriff draws 3 before seat 4 answers.
    assert not e.state.players[3].alive
    assert pending(e).seat == 4 and len(e.state.players[0].hand) == 1 + 3


def test_active_player_killed_in_his_own_duel_ends_his_turn():
    """§1.5: the active player eliminated in his turn: no phase 3, next living player plays."""
    e = table(
        5,
        hands={2: ["duel", "beer", "missed", "jail", "panic", "bang"], 0: ["bang", "beer"]},
        life={2: 1},
        active=2,
        deck_top=["bang_2c", "bang_3c", "bang_4c"],
    )
    play(e, 2, "duel", target=0)
    answer(e, _card)  # the Sheriff discards a BANG!
    answer(e, _pass)  # seat 2 gives up
    answer(e, _pass)  # and does not drink
    assert not e.state.players[2].alive
    assert e.state.active == 3


def test_dynamite_kill_gives_no_reward():
    """§1.9 "No killer": Dynamite damage rewards nobody."""
    e = table(
        5,
        hands={0: ["missed"]},
        in_play={1: ["dynamite"]},
        life={1: 3},
        deck_top=["missed_5s", "bang_2c", "bang_3c"],
    )
    end_turn(e)
    assert not e.state.players[1].alive
    assert e.state.players[1].killed_by is None
    assert len(e.state.players[0].hand) == 1


def test_bart_cassidy_saved_by_beer_draws():
    """§1.15: Bart Cassidy draws only if he survives, including when saved by Beer."""
    e = table(
        5,
        chars=["black_jack", "bart_cassidy", "black_jack", "black_jack", "black_jack"],
        hands={0: ["bang", "missed"], 1: ["beer"]},
        life={1: 1},
    )
    play(e, 0, "bang", target=1)
    answer(e, _pass)
    answer(e, _card)
    assert e.state.players[1].alive and len(e.state.players[1].hand) == 1


def test_el_gringo_stops_when_the_hand_runs_out():
    """§1.15 El Gringo: one card per LP lost, stopping if the attacker's hand runs out."""
    e = table(
        5,
        chars=["black_jack", "black_jack", "el_gringo", "black_jack", "black_jack"],
        hands={0: ["duel", "missed"], 2: ["beer"]},
        in_play={2: []},
        life={2: 3},
    )
    # A Duel lost by El Gringo against seat 0 who has 1 card left.
    play(e, 0, "duel", target=2)
    answer(e, _pass)
    assert e.state.players[2].life == 2
    assert len(e.state.players[0].hand) == 0 and len(e.state.players[2].hand) == 2


def test_failed_jail_means_no_phase_one():
    """§1.5, U16: a failed Jail ends the turn at once: no cards are drawn."""
    e = table(4, hands={0: ["missed"], 1: ["beer"]}, in_play={1: ["jail"]}, deck_top=["bang_2c", "bang_3c"])
    end_turn(e)
    assert [cat.card(c).kind for c in e.state.players[1].hand] == ["beer"]
    assert e.state.active == 2


def test_general_store_default_is_one_of_the_cards():
    """§3.1 #8: the timeout default takes one of the remaining cards."""
    e = table(
        4, hands={0: ["general_store", "missed"]}, deck_top=["bang_2c", "missed_2s", "beer_6h", "duel_qd"]
    )
    play(e, 0, "general_store")
    d = pending(e)
    assert d.kind == "pick_from_general_store" and d.default["card"] in e.state.store
    e.apply(None, e.default_action(d))
    assert len(e.state.store) == 3


def test_last_general_store_card_is_taken_automatically():
    """§3, docs/ARCHITECTURE.md C5: the last player's pick has one option and is public: no window."""
    e = table(2 + 2, hands={0: ["general_store", "missed"]})
    play(e, 0, "general_store")
    for _ in range(3):
        answer(e, lambda a: True)
    assert not e.state.store and pending(e).kind == "play_turn"


def test_kit_carlson_default_keeps_the_first_two():
    """§3.2: Kit Carlson's default keeps the first two cards (puts back the third)."""
    e = table(
        4,
        chars=["black_jack", "kit_carlson", "black_jack", "black_jack"],
        hands={0: ["missed"]},
        deck_top=["bang_2c", "beer_6h", "duel_qd"],
    )
    end_turn(e)
    d = pending(e)
    assert d.default["card"] == "duel_qd"


def test_jesse_and_pedro_default_is_the_draw_pile():
    """§3.2: Jesse Jones and Pedro Ramirez default to the draw pile."""
    e = table(
        4,
        chars=["black_jack", "pedro_ramirez", "black_jack", "black_jack"],
        hands={0: ["missed"]},
        discard=["beer_6h"],
    )
    end_turn(e)
    assert pending(e).default["option"] == "deck"


def test_phase_three_default_discards_every_excess_card_at_once():
    """§3.2: the phase-3 default discards random excess cards: all of them, in one timeout."""
    e = table(4, hands={0: ["bang", "missed", "beer", "duel", "jail", "panic"]}, life={0: 4})
    end_turn(e)
    d = pending(e)
    hand = list(e.state.players[0].hand)
    assert d.kind == "discard_to_hand_limit" and d.default["kind"] == "discard_cards"
    assert len(d.default["cards"]) == 2 and set(d.default["cards"]) <= set(hand)
    e.apply(None, e.default_action(d))
    assert len(e.state.players[0].hand) == 4 and e.state.active == 1


def test_turn_timeout_default_ends_phase_two():
    """§3.2: the turn timer's default ends phase 2."""
    e = table(4, hands={0: ["bang"]})
    d = pending(e)
    assert d.kind == "play_turn" and d.default["kind"] == "end_turn"
    assert d.timeout_s == e.state.options.turn_timeout_s


def test_lucky_duke_on_dynamite_picks_the_safe_card():
    """§1.11, §3.1 #9: Lucky Duke's default picks the card that avoids the explosion."""
    e = table(
        4,
        chars=["black_jack", "lucky_duke", "black_jack", "black_jack"],
        hands={0: ["missed"]},
        in_play={1: ["dynamite"]},
        deck_top=["missed_5s", "bang_2c"],
    )
    end_turn(e)
    d = pending(e)
    assert d.kind == "choose_check_card" and d.default["card"] == "bang_2c"
    e.apply(1, Choose(decision_id=d.id, card="bang_2c"))
    assert e.state.players[1].life == 4


def test_every_open_decision_default_is_legal():
    """docs/ARCHITECTURE.md C5: a decision's default is one of its legal answers."""
    e = table(
        4, hands={0: ["gatling", "missed"], 1: ["missed"], 2: ["bang"], 3: ["beer"]}, in_play={2: ["barrel"]}
    )
    play(e, 0, "gatling")
    while pending(e).kind != "play_turn":
        d = pending(e)
        assert e.default_action(d) in e.legal_actions(d.seat)
        e.apply(None, e.default_action(d))
