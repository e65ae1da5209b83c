"""One scenario per base character (bang.md §1.15) and the §1.16 / §3 timing subtleties."""

from engines.bang import catalog as cat
from engines.bang.actions import Choose, PlayCard, Respond, UseAbility
from tests.engines.bang.builders import answer, end_turn, hand_card, pending, play, table


def _pass(a):
    return isinstance(a, Respond) and a.card is None


def _card(a):
    return isinstance(a, Respond) and a.card is not None


def test_bart_cassidy_draws_per_life_lost():
    """§1.15 Bart Cassidy: draws 1 card per LP lost."""
    e = table(
        4,
        chars=["black_jack", "bart_cassidy", "black_jack", "black_jack"],
        hands={0: ["bang", "missed"], 1: ["beer"]},
    )
    play(e, 0, "bang", target=1)
    answer(e, _pass)
    assert e.state.players[1].life == 3 and len(e.state.players[1].hand) == 2


def test_black_jack_shows_second_card_and_draws_on_red():
    """§1.15 Black Jack: second card shown; ♥/♦ draws one more."""
    e = table(4, hands={0: ["missed"]}, deck_top=["bang_2c", "beer_6h", "bang_3c"])
    events = end_turn(e)
    assert len(e.state.players[1].hand) == 3
    shown = [x for x in events if x.kind == "cards_drawn" and x.source == "black_jack_shown"]
    assert shown and shown[0].cards == ["beer_6h"]


def test_calamity_janet_plays_missed_as_bang_and_bang_as_missed():
    """§1.15 Calamity Janet: Missed! as BANG! (counts toward the limit) and BANG! as Missed!."""
    e = table(
        4,
        chars=["calamity_janet", "calamity_janet", "black_jack", "black_jack"],
        hands={0: ["missed", "bang"], 1: ["bang", "beer"]},
    )
    play(e, 0, "missed", target=1)
    assert e.state.bangs_played == 1
    answer(e, _card)
    assert e.state.players[1].life == 4
    assert not any(isinstance(a, PlayCard) and a.target is not None for a in e.legal_actions(0))


def test_calamity_janet_discards_missed_to_indians():
    """§1.15: Calamity may discard a Missed! to Indians!."""
    e = table(
        4,
        chars=["black_jack", "calamity_janet", "black_jack", "black_jack"],
        hands={0: ["indians"], 1: ["missed"], 2: [], 3: []},
    )
    play(e, 0, "indians")
    answer(e, _card)
    assert e.state.players[1].life == 4


def test_el_gringo_steals_from_the_shooter():
    """§1.15 El Gringo: takes 1 random card from the player who hurt him per LP lost."""
    e = table(
        4,
        chars=["black_jack", "el_gringo", "black_jack", "black_jack"],
        hands={0: ["bang", "beer", "missed"], 1: ["panic"]},
    )
    play(e, 0, "bang", target=1)
    answer(e, _pass)
    assert len(e.state.players[1].hand) == 2 and len(e.state.players[0].hand) == 1


def test_el_gringo_on_a_duel_steals_from_the_other_duelist():
    """§1.15, U8: losing a Duel he started, El Gringo steals from the other duelist (the source)."""
    e = table(
        4,
        chars=["el_gringo", "black_jack", "black_jack", "black_jack"],
        hands={0: ["duel", "beer"], 1: ["bang", "missed"]},
    )
    play(e, 0, "duel", target=1)
    answer(e, _card)  # seat 1 discards BANG!
    answer(e, _pass)  # El Gringo does not answer
    assert e.state.players[0].life == 3
    assert len(e.state.players[0].hand) == 2 and len(e.state.players[1].hand) == 0


def test_el_gringo_no_steal_from_dynamite():
    """§1.15: no steal for damage with no source."""
    e = table(
        4,
        chars=["black_jack", "el_gringo", "black_jack", "black_jack"],
        hands={0: ["missed"]},
        in_play={1: ["dynamite"]},
        deck_top=["missed_5s", "bang_2c", "bang_3c"],
    )
    end_turn(e)
    assert e.state.players[1].life == 0 or not e.state.players[1].alive or e.state.players[1].life <= 0


def test_jesse_jones_takes_first_card_from_a_hand():
    """§1.15 Jesse Jones: first card at random from another player's hand, second from the deck."""
    e = table(
        4, chars=["black_jack", "jesse_jones", "black_jack", "black_jack"], hands={0: ["missed"], 3: ["beer"]}
    )
    end_turn(e)
    d = pending(e)
    assert d.kind == "choose_draw_source" and d.seat == 1
    opts = e.legal_actions(1)
    assert {a.seat for a in opts if isinstance(a, Choose)} == {None, 0, 3}
    e.apply(1, next(a for a in opts if isinstance(a, Choose) and a.seat == 3))
    assert len(e.state.players[1].hand) == 2 and not e.state.players[3].hand


def test_jourdonnais_has_a_built_in_barrel_plus_a_real_one():
    """§1.15 Jourdonnais: two separate draw!s with a real Barrel too."""
    e = table(
        4,
        chars=["black_jack", "jourdonnais", "black_jack", "black_jack"],
        hands={0: ["bang"], 1: []},
        in_play={1: ["barrel"]},
        deck_top=["bang_2c", "beer_6h"],
    )
    play(e, 0, "bang", target=1)
    answer(e, lambda a: isinstance(a, UseAbility) and a.ability == "barrel")
    answer(e, lambda a: isinstance(a, UseAbility) and a.ability == "jourdonnais")
    assert e.state.players[1].life == 4


def test_kit_carlson_keeps_two_and_puts_one_back():
    """§1.15 Kit Carlson: looks at 3, keeps 2, the third goes back on top."""
    e = table(
        4,
        chars=["black_jack", "kit_carlson", "black_jack", "black_jack"],
        hands={0: ["missed"]},
        deck_top=["bang_2c", "beer_6h", "duel_qd"],
    )
    end_turn(e)
    assert pending(e).kind == "choose_card_to_put_back"
    e.apply(1, next(a for a in e.legal_actions(1) if isinstance(a, Choose) and a.card == "duel_qd"))
    assert sorted(e.state.players[1].hand) == ["bang_2c", "beer_6h"]
    assert e.state.deck[-1] == "duel_qd"


def test_lucky_duke_chooses_the_check_card():
    """§1.15 Lucky Duke: turns over 2 cards for a draw!, picks one; both are discarded."""
    e = table(
        4,
        chars=["black_jack", "lucky_duke", "black_jack", "black_jack"],
        hands={0: ["bang"], 1: []},
        in_play={1: ["barrel"]},
        deck_top=["bang_2c", "beer_6h"],
    )
    play(e, 0, "bang", target=1)
    answer(e, lambda a: isinstance(a, UseAbility))
    assert pending(e).kind == "choose_check_card"
    # The default is the card giving the better result.
    assert pending(e).default["card"] == "beer_6h"
    answer(e, lambda a: a.card == "beer_6h")
    assert e.state.players[1].life == 4
    assert e.state.discard[-2:] == ["bang_2c", "beer_6h"]


def test_paul_regret_is_seen_one_further():
    """§1.15 Paul Regret: built-in Mustang."""
    e = table(4, chars=["black_jack", "paul_regret", "black_jack", "black_jack"], hands={0: ["bang"]})
    assert e.distance(0, 1) == 2
    assert {a.target for a in e.legal_actions(0) if isinstance(a, PlayCard)} == {3}


def test_pedro_ramirez_takes_the_discard_top():
    """§1.15 Pedro Ramirez: first card from the discard pile top."""
    e = table(
        4,
        chars=["black_jack", "pedro_ramirez", "black_jack", "black_jack"],
        hands={0: ["missed"]},
        discard=["beer_6h"],
        deck_top=["bang_2c"],
    )
    end_turn(e)
    e.apply(1, next(a for a in e.legal_actions(1) if isinstance(a, Choose) and a.option == "discard"))
    assert sorted(e.state.players[1].hand) == ["bang_2c", "beer_6h"]


def test_rose_doolan_sees_one_closer():
    """§1.15 Rose Doolan: built-in Scope."""
    e = table(
        5, chars=["rose_doolan", "black_jack", "black_jack", "black_jack", "black_jack"], hands={0: ["bang"]}
    )
    assert {a.target for a in e.legal_actions(0) if isinstance(a, PlayCard)} == {1, 2, 3, 4}


def test_sid_ketchum_discards_two_to_heal_in_turn():
    """§1.15 Sid Ketchum: discard 2 cards to regain 1 LP."""
    e = table(
        4,
        chars=["sid_ketchum", "black_jack", "black_jack", "black_jack"],
        hands={0: ["bang", "missed", "duel"]},
        life={0: 3},
    )
    answer(e, lambda a: isinstance(a, UseAbility) and a.ability == "sid_ketchum")
    assert e.state.players[0].life == 4 and len(e.state.players[0].hand) == 1


def test_sid_ketchum_saves_himself_while_dying_with_two_players_left():
    """§1.15: Sid's ability is not a Beer, so it works while dying with 2 players alive."""
    e = table(
        4,
        chars=["black_jack", "sid_ketchum", "black_jack", "black_jack"],
        hands={0: ["bang"], 1: ["duel", "jail"]},
        life={1: 1},
    )
    e.state.players[2].alive = False
    e.state.players[3].alive = False
    play(e, 0, "bang", target=1)
    answer(e, _pass)
    assert pending(e).kind == "play_beer_or_die"
    answer(e, lambda a: isinstance(a, UseAbility))
    assert e.state.players[1].alive and e.state.players[1].life == 1


def test_slab_needs_two_missed_barrel_then_missed():
    """§1.8, §1.15 Slab the Killer: his BANG! needs two Missed! effects (a Barrel plus a Missed!)."""
    e = table(
        4,
        chars=["slab_the_killer", "black_jack", "black_jack", "black_jack"],
        hands={0: ["bang"], 1: ["missed"]},
        in_play={1: ["barrel"]},
        deck_top=["beer_6h"],
    )
    play(e, 0, "bang", target=1)
    answer(e, lambda a: isinstance(a, UseAbility))
    assert pending(e).kind == "respond_to_shot"
    answer(e, _card)
    assert e.state.players[1].life == 4


def test_slab_one_missed_is_not_enough():
    """§1.8: if only one Missed! effect is produced, Slab's shot hits."""
    e = table(
        4,
        chars=["slab_the_killer", "black_jack", "black_jack", "black_jack"],
        hands={0: ["bang"], 1: ["missed"]},
    )
    play(e, 0, "bang", target=1)
    answer(e, _card)
    assert e.state.players[1].life == 4 - 1


def test_suzy_draws_after_her_last_card_before_it_resolves():
    """§1.15, U19: Suzy draws as soon as her hand is empty, before the card resolves."""
    e = table(
        4,
        chars=["suzy_lafayette", "black_jack", "black_jack", "black_jack"],
        hands={0: ["bang"], 1: ["beer"]},
        deck_top=["missed_2s"],
    )
    events = play(e, 0, "bang", target=1)
    assert e.state.players[0].hand == ["missed_2s"]
    kinds = [x.kind for x in events]
    assert kinds.index("cards_drawn") < kinds.index("decision_opened")


def test_suzy_in_a_duel_uses_the_new_card():
    """§1.15: in a Duel, Suzy draws right after discarding her last BANG! and may use the new card."""
    e = table(
        4,
        chars=["black_jack", "suzy_lafayette", "black_jack", "black_jack"],
        hands={0: ["duel", "bang", "beer"], 1: ["bang"]},
        deck_top=["bang_2c"],
    )
    play(e, 0, "duel", target=1)
    answer(e, _card)
    assert e.state.players[1].hand == ["bang_2c"]
    answer(e, _card)  # seat 0 discards
    answer(e, _card)  # Suzy discards the new card
    assert pending(e).seat == 0


def test_vulture_sam_takes_a_dead_players_blue_cards():
    """§1.15 Vulture Sam: takes hand and in-play cards of an eliminated player."""
    e = table(
        4,
        chars=["black_jack", "black_jack", "vulture_sam", "black_jack"],
        hands={0: ["bang"], 1: ["jail"]},
        in_play={1: ["barrel", "schofield"]},
        life={1: 1},
        deck_top=["bang_2c"],
    )
    play(e, 0, "bang", target=1)
    answer(e, lambda a: isinstance(a, UseAbility))
    answer(e, _pass)  # the shot
    answer(e, _pass)  # the dying window (he holds a card, so it opens)
    assert not e.state.players[1].alive
    kinds = sorted(cat.card(c).kind for c in e.state.players[2].hand)
    assert kinds == ["barrel", "jail", "schofield"]
    # The Sheriff killed an Outlaw: he draws 3.
    assert len(e.state.players[0].hand) == 3


def test_willy_the_kid_plays_any_number_of_bangs():
    """§1.15 Willy the Kid: unlimited BANG! cards."""
    e = table(
        4,
        chars=["willy_the_kid", "black_jack", "black_jack", "black_jack"],
        hands={0: ["bang", "bang"], 1: []},
    )
    play(e, 0, "bang", target=1)
    assert any(isinstance(a, PlayCard) and a.card == hand_card(e, 0, "bang") for a in e.legal_actions(0))


def test_sid_ketchum_may_heal_when_targeted_by_panic():
    """§1.15, U21: Sid Ketchum may use his ability when a card targets him, before it resolves."""
    e = table(
        4,
        chars=["black_jack", "sid_ketchum", "black_jack", "black_jack"],
        hands={0: ["panic", "missed"], 1: ["bang", "beer", "duel"]},
        life={1: 3},
    )
    play(e, 0, "panic", target=1, position=0)
    assert pending(e).kind == "use_ability_when_targeted" and pending(e).seat == 1
    answer(e, lambda a: isinstance(a, UseAbility))
    assert e.state.players[1].life == 4
    # He has no option left at full LP, so the window closes by itself and Panic! resolves.
    assert len(e.state.players[1].hand) == 0 and len(e.state.players[0].hand) == 2


def test_sid_ketchum_may_heal_when_jailed_before_the_jail_lands():
    """§1.15, U21: Jail targets Sid; he may heal first; the Jail then lands in front of him."""
    e = table(
        4,
        chars=["black_jack", "sid_ketchum", "black_jack", "black_jack"],
        hands={0: ["jail", "missed"], 1: ["bang", "beer"]},
        life={1: 3},
    )
    play(e, 0, "jail", target=1)
    assert pending(e).kind == "use_ability_when_targeted"
    assert e.state.resolving and sum(e.census().values()) == 108
    answer(e, lambda a: isinstance(a, UseAbility))
    assert e.state.players[1].life == 4
    assert [cat.card(c).kind for c in e.state.players[1].in_play] == ["jail"] and not e.state.resolving
