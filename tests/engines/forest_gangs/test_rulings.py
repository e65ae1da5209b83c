"""One test per ruling F1–F28 of forest_gangs.md §8 (each docstring cites it)."""

from __future__ import annotations

import pytest

from engines.base import RuleViolation, to_data, to_json
from engines.common.runner import play_ai_game
from engines.forest_gangs import GAME
from engines.forest_gangs.actions import ChooseCard
from engines.forest_gangs.events import GameEnded, HandPassed
from tests.engines.forest_gangs.builders import (
    answer,
    c,
    choose,
    combat,
    decision_of,
    kinds,
    make,
    winner_step,
)


def test_f1_frog_drawn_at_refill_must_be_played():
    """F1: a Frog drawn in the refill to 2 must be played; nothing else is legal."""
    e = make(3, hands={0: [c(0, 9)], 1: [c(1, 9), c(1, 1)], 2: [c(2, 8), c(2, 1)]}, decks={0: [c(0, 6)]})
    assert sorted(e.state.zones[0].hand) == sorted([c(0, 9), c(0, 6)])
    d = decision_of(e, 0)
    assert e.legal_actions(0) == [
        ChooseCard(decision_id=d.id, card=c(0, 6)),
        ChooseCard(decision_id=d.id, card=None),
    ]
    with pytest.raises(RuleViolation):
        e.apply(0, ChooseCard(decision_id=d.id, card=c(0, 9)))
    choose(e, {0: None, 1: c(1, 9), 2: c(2, 8)})
    assert combat(e)[0].plays[0].card.value == 6  # the random default also obeys the Frog


def test_f1_choice_is_never_auto_resolved():
    """F1/F2 + brief: a forced Frog still opens a normal choose_card decision (no tell)."""
    e = make(3, hands={0: [c(0, 6), c(0, 9)], 1: [c(1, 9), c(1, 1)], 2: [c(2, 8), c(2, 1)]})
    assert {d.seat for d in e.state.decisions} == {0, 1, 2}
    assert all(d.kind == "choose_card" for d in e.state.decisions)
    assert all(
        d.default == {"kind": "choose_card", "decision_id": d.id, "card": None} for d in e.state.decisions
    )


def test_f2_two_frogs_either_and_the_other_is_forced_next_round():
    """F2: with two Frogs either may be played; the other one stays and is forced again."""
    e = make(
        3,
        hands={0: [c(0, 6), c(1, 6)], 1: [c(1, 9), c(1, 1)], 2: [c(2, 8), c(2, 1)]},
        decks={0: [c(0, 9)], 1: [c(1, 2)], 2: [c(2, 2)]},
    )
    assert sorted(a.card for a in e.legal_actions(0) if a.card) == sorted([c(0, 6), c(1, 6)])
    choose(e, {0: c(0, 6), 1: c(1, 9), 2: c(2, 8)})
    assert e.state.round == 2
    assert [a.card for a in e.legal_actions(0) if a.card] == [c(1, 6)]


def test_f3_frog_revealed_by_shapeshifter_has_no_effect():
    """F3: a Frog revealed by a Shapeshifter is just a 6; the owner's hand is untouched."""
    e = make(
        3,
        hands={0: [c(0, 4), c(0, 9)], 1: [c(1, 7), c(1, 1)], 2: [c(2, 8), c(2, 1)]},
        decks={0: [c(0, 6), c(0, 2)], 1: [c(1, 2)], 2: [c(2, 2)]},
    )
    choose(e, {0: c(0, 4), 1: c(1, 7), 2: c(2, 8)})
    answer(e, 0, True)
    log = combat(e)
    assert log[1].kind == "shapeshifted" and log[1].plays[0].card.value == 6
    assert winner_step(e).winner == 2
    assert c(0, 9) in e.state.zones[0].hand


def test_f3_duel_play_needs_no_choice():
    """F3: inside a duel the remaining hand card is played without a decision (Frog or not)."""
    e = make(
        3,
        hands={0: [c(0, 7), c(0, 9)], 1: [c(1, 7), c(1, 8)], 2: [c(2, 1), c(2, 2)]},
        decks={0: [c(0, 1)], 1: [c(1, 1)], 2: [c(2, 3)]},
    )
    choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 1)})
    assert e.state.round == 2 and winner_step(e).winner == 0


def test_f4_shapeshifters_decide_secretly_and_reveal_together():
    """F4: several Shapeshifter owners decide at once; nothing shows before all have answered."""
    e = make(
        3,
        hands={0: [c(0, 4), c(0, 1)], 1: [c(1, 4), c(1, 1)], 2: [c(2, 6), c(2, 2)]},
        decks={0: [c(0, 9)], 1: [c(1, 8)], 2: [c(2, 3)]},
    )
    choose(e, {0: c(0, 4), 1: c(1, 4), 2: c(2, 6)})
    assert sorted(d.seat for d in e.state.decisions) == [0, 1]
    public_before = to_data(e.view_for(None))
    answer(e, 0, True)
    assert "shapeshifted" not in kinds(e.state.log)
    after = to_data(e.view_for(None))
    assert after["combat_log"] == public_before["combat_log"]
    assert [p["in_play"] for p in after["players"]] == [p["in_play"] for p in public_before["players"]]
    assert to_data(e.view_for(1))["combat_log"] == public_before["combat_log"]
    answer(e, 1, True)
    step = next(s for s in combat(e) if s.kind == "shapeshifted")
    assert {p.seat: p.card.value for p in step.plays} == {0: 9, 1: 8}
    assert winner_step(e).winner == 0


def test_f5_revealed_shapeshifter_may_be_used_again():
    """F5: a Shapeshifter revealing another Shapeshifter may be used again; both go to the Loot."""
    e = make(
        3,
        hands={0: [c(0, 4), c(0, 1)], 1: [c(1, 7), c(1, 1)], 2: [c(2, 6), c(2, 2)]},
        decks={0: [c(3, 4), c(0, 9), c(0, 2)], 1: [c(1, 2)], 2: [c(2, 3)]},
    )
    choose(e, {0: c(0, 4), 1: c(1, 7), 2: c(2, 6)})
    answer(e, 0, True)
    d = decision_of(e, 0)
    assert d is not None and d.kind == "use_shapeshifter"
    answer(e, 0, True)
    log = combat(e)
    assert kinds(log)[:3] == ["revealed", "shapeshifted", "shapeshifted"]
    w = winner_step(e)
    assert (w.winner, w.value, w.count) == (0, 9, 5)  # 9, 7, 6 in play + both Shapeshifters


def test_f6_shapeshifter_reshuffles_discard_when_deck_empty():
    """F6: with an empty deck the discard is shuffled into a deck first, then revealed."""
    e = make(
        3,
        hands={0: [c(0, 4), c(0, 1)], 1: [c(1, 7), c(1, 1)], 2: [c(2, 6), c(2, 2)]},
        discards={0: [c(0, 9)]},
        decks={1: [c(1, 2)], 2: [c(2, 3)]},
    )
    choose(e, {0: c(0, 4), 1: c(1, 7), 2: c(2, 6)})
    answer(e, 0, True)
    assert combat(e)[1].plays[0].card.value == 9
    assert winner_step(e).winner == 0


def test_f6_shapeshifter_without_deck_and_discard_cannot_be_used_and_game_goes_on():
    """F6: no deck and no discard → no Shapeshifter decision, and the game does not end there."""
    e = make(
        3,
        hands={0: [c(0, 4), c(0, 1)], 1: [c(1, 7), c(1, 1)], 2: [c(2, 6), c(2, 2)]},
        decks={1: [c(1, 2)], 2: [c(2, 3)]},
    )
    choose(e, {0: c(0, 4), 1: c(1, 7), 2: c(2, 6)})
    assert "shapeshifted" not in kinds(combat(e))
    assert winner_step(e).winner == 1
    # The game ends only at the next refill, when seat 0 must draw (§6.1).
    assert e.state.log[-1].kind == "game_end" and e.state.log[-1].reason == "refill"


def test_f7_shapeshifter_acts_before_the_duel_check():
    """F7: the Shapeshifter is used before the duel check, so its new 9 out-ties the Gnomes."""
    e = make(
        4,
        hands={0: [c(0, 7), c(0, 1)], 1: [c(1, 7), c(1, 1)], 2: [c(2, 4), c(2, 8)], 3: [c(3, 9), c(3, 5)]},
        decks={0: [c(0, 2)], 1: [c(1, 2)], 2: [c(2, 9), c(2, 2)], 3: [c(3, 2)]},
    )
    choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 4), 3: c(3, 9)})
    answer(e, 2, True)
    duel = next(s for s in combat(e) if s.kind == "duel")
    assert (duel.value, duel.seats) == (9, [2, 3])
    w = winner_step(e)
    assert (w.winner, w.reason) == (3, "fungid_lowest")  # duel stage: Giant 8 vs Fungid 5


def test_f8_tied_giants_go_to_loot_and_the_next_tie_duels():
    """F8: 8 8 7 7 → the Giants go to the Loot, their players lose, and the Gnomes duel."""
    e = make(
        4,
        hands={0: [c(0, 8), c(0, 1)], 1: [c(1, 8), c(1, 1)], 2: [c(2, 7), c(2, 9)], 3: [c(3, 7), c(3, 8)]},
        decks={0: [c(0, 2)], 1: [c(1, 2)], 2: [c(2, 2)], 3: [c(3, 2)]},
    )
    choose(e, {0: c(0, 8), 1: c(1, 8), 2: c(2, 7), 3: c(3, 7)})
    log = combat(e)
    assert kinds(log)[:3] == ["revealed", "giants_removed", "duel"]
    assert log[1].seats == [0, 1] and (log[2].value, log[2].seats) == (7, [2, 3])
    w = winner_step(e)
    assert (w.winner, w.count) == (2, 6)  # 8,8,7,7 in the Loot, then 9 and 8 in play


def test_f8_tied_giants_leave_a_single_dragoness_to_win():
    """F8: 8 8 9 → the Giants go to the Loot and the Dragoness wins all three cards."""
    e = make(
        3,
        hands={0: [c(0, 8), c(0, 1)], 1: [c(1, 8), c(1, 1)], 2: [c(2, 9), c(2, 2)]},
        decks={0: [c(0, 2)], 1: [c(1, 2)], 2: [c(2, 3)]},
    )
    choose(e, {0: c(0, 8), 1: c(1, 8), 2: c(2, 9)})
    assert kinds(combat(e)) == ["revealed", "giants_removed", "winner"]
    w = winner_step(e)
    assert (w.winner, w.count, w.reason) == (2, 3, "only_card")


def test_f9_loot_carries_over_to_the_next_combat():
    """F9: nobody wins when no card is left; the Loot goes to the next combat's winner; no Gnome pass."""
    e = make(
        3,
        hands={0: [c(0, 8), c(0, 9)], 1: [c(1, 8), c(1, 7)], 2: [c(2, 8), c(2, 1)]},
        decks={0: [c(0, 2)], 1: [c(1, 2)], 2: [c(2, 3)]},
    )
    choose(e, {0: c(0, 8), 1: c(1, 8), 2: c(2, 8)})
    assert winner_step(e).kind == "no_winner"
    assert len(e.state.loot) == 3 and e.state.carried == 3
    assert e.view_for(None).loot_carried == 3
    choose(e, {0: c(0, 9), 1: c(1, 7), 2: c(2, 3)})
    w = winner_step(e)
    assert (w.winner, w.count) == (0, 6)
    assert e.state.loot == []


def test_f10_new_tie_beats_a_mantis_in_the_same_stage():
    """F10: a Mantis in a duel stage with another tie drops out: the tie duels first."""
    e = make(
        4,
        hands={0: [c(0, 7), c(0, 3)], 1: [c(1, 7), c(1, 8)], 2: [c(2, 7), c(2, 8)], 3: [c(3, 1), c(3, 2)]},
        decks={0: [c(0, 1)], 1: [c(1, 9), c(1, 1)], 2: [c(2, 4), c(2, 1)], 3: [c(3, 4)]},
    )
    choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 7), 3: c(3, 1)})
    # level 1: Mantis (0), Giant (1), Giant (2) → the Giants tie → Loot; the Mantis is alone.
    w = winner_step(e)
    assert (w.winner, w.reason) == (0, "mantis_in_duel")
    e2 = make(
        4,
        hands={0: [c(0, 7), c(0, 3)], 1: [c(1, 7), c(1, 9)], 2: [c(2, 7), c(2, 9)], 3: [c(3, 1), c(3, 2)]},
        decks={0: [c(0, 1)], 1: [c(1, 8), c(1, 1)], 2: [c(2, 4), c(2, 1)], 3: [c(3, 4)]},
    )
    choose(e2, {0: c(0, 7), 1: c(1, 7), 2: c(2, 7), 3: c(3, 1)})
    # level 1: Mantis, 9, 9 → the Dragonesses duel first; the Mantis goes to the Loot.
    log = combat(e2)
    assert [(s.value, s.seats) for s in log if s.kind == "duel"] == [(7, [0, 1, 2]), (9, [1, 2])]
    w2 = winner_step(e2)
    assert (w2.winner, w2.value, w2.reason) == (1, 8, "highest")  # Giant 8 vs Shapeshifter 4


def test_f10_two_mantises_duel():
    """F10: two Mantises in a duel stage are a tie, so their players duel."""
    e = make(
        3,
        hands={0: [c(0, 7), c(0, 3)], 1: [c(1, 7), c(2, 3)], 2: [c(2, 1), c(2, 2)]},
        decks={0: [c(0, 9), c(0, 1)], 1: [c(1, 8), c(1, 1)], 2: [c(2, 4)]},
    )
    choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 1)})
    log = combat(e)
    assert [s.value for s in log if s.kind == "duel"] == [7, 3]
    assert winner_step(e).winner == 0  # 9 vs 8 at level 2


def test_f11_mantis_beats_fungid_in_a_duel_and_needs_a_duel():
    """F11/§5.3: a Mantis played in a duel wins over a Fungid; outside a duel it is just a 3."""
    e = make(
        3,
        hands={0: [c(0, 7), c(0, 3)], 1: [c(1, 7), c(1, 5)], 2: [c(2, 1), c(2, 2)]},
        decks={0: [c(0, 9)], 1: [c(1, 8)], 2: [c(2, 4)]},
    )
    choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 1)})
    w = winner_step(e)
    assert (w.winner, w.reason) == (0, "mantis_in_duel")
    e2 = make(3, hands={0: [c(0, 3), c(0, 7)], 1: [c(1, 8), c(1, 1)], 2: [c(2, 9), c(2, 2)]}, decks={})
    choose(e2, {0: c(0, 3), 1: c(1, 8), 2: c(2, 9)})
    assert winner_step(e2).winner == 2


def test_f12_goatsheep_beats_dragoness_as_last_duelists():
    """F12: Goatsheep vs Dragoness as the last two duelists → Dragoness to the Loot, Goatsheep wins."""
    e = make(
        3,
        hands={0: [c(0, 7), c(0, 1)], 1: [c(1, 7), c(1, 9)], 2: [c(2, 8), c(2, 2)]},
        decks={0: [c(0, 2)], 1: [c(1, 2)], 2: [c(2, 3)]},
    )
    choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 8)})
    log = combat(e)
    assert "dragoness_banished" in kinds(log)
    w = winner_step(e)
    assert (w.winner, w.reason, w.count) == (0, "goatsheep", 5)


def test_f12_goatsheep_out_of_the_duel_has_no_effect():
    """F12: a Goatsheep whose player dropped out of the duel does not banish a later Dragoness."""
    e = make(
        3,
        hands={0: [c(0, 1), c(0, 8)], 1: [c(1, 7), c(1, 9)], 2: [c(2, 7), c(2, 8)]},
        decks={0: [c(0, 2)], 1: [c(1, 2)], 2: [c(2, 3)]},
    )
    choose(e, {0: c(0, 1), 1: c(1, 7), 2: c(2, 7)})
    assert "dragoness_banished" not in kinds(combat(e))
    assert winner_step(e).winner == 1


def test_f12_tied_dragonesses_duel_before_the_goatsheep_acts():
    """F12: 1 9 9 → the Dragonesses duel; the Goatsheep player is out."""
    e = make(
        3,
        hands={0: [c(0, 1), c(0, 8)], 1: [c(1, 9), c(1, 8)], 2: [c(2, 9), c(2, 7)]},
        decks={0: [c(0, 2)], 1: [c(1, 2)], 2: [c(2, 3)]},
    )
    choose(e, {0: c(0, 1), 1: c(1, 9), 2: c(2, 9)})
    duel = next(s for s in combat(e) if s.kind == "duel")
    assert (duel.value, duel.seats) == (9, [1, 2])
    assert winner_step(e).winner == 1


def test_f12_goatsheep_in_first_stage_lets_the_next_card_win():
    """§5.1: 1 9 8 → the Dragoness goes to the Loot and the Giant wins (highest left)."""
    e = make(3, hands={0: [c(0, 1), c(0, 8)], 1: [c(1, 9), c(1, 8)], 2: [c(2, 8), c(2, 7)]}, decks={})
    choose(e, {0: c(0, 1), 1: c(1, 9), 2: c(2, 8)})
    w = winner_step(e)
    assert (w.winner, w.reason, w.count) == (2, "highest", 3)


def test_f13_goblin_may_join_a_duel_of_others():
    """F13/§5.2: a Goblin outside the tie is asked; joining makes it a duelist."""
    e = make(
        3,
        hands={0: [c(0, 7), c(0, 8)], 1: [c(1, 7), c(1, 2)], 2: [c(2, 2), c(2, 9)]},
        decks={0: [c(0, 1)], 1: [c(1, 1)], 2: [c(2, 1)]},
    )
    choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 2)})
    d = decision_of(e, 2)
    assert d.kind == "join_duel" and d.default == {"kind": "join_duel", "decision_id": d.id, "join": False}
    answer(e, 2, True)
    w = winner_step(e)
    assert (w.winner, w.count) == (2, 6)  # 7,7,2 in the Loot, then 8, 2, 9 in play


def test_f13_goblin_declining_drops_out():
    """F13: a Goblin that does not join leaves the combat like any non-duelist."""
    e = make(
        3,
        hands={0: [c(0, 7), c(0, 8)], 1: [c(1, 7), c(1, 4)], 2: [c(2, 2), c(2, 9)]},
        decks={0: [c(0, 1)], 1: [c(1, 2)], 2: [c(2, 1)]},
    )
    choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 2)})
    answer(e, 2, False)
    assert "goblins_joined" not in kinds(combat(e))
    assert winner_step(e).winner == 0


def test_f13_tied_goblins_are_plain_duelists_and_giants_start_no_duel():
    """F13: Goblins that are the highest tie are asked nothing; a Giant tie offers no join."""
    e = make(
        3,
        hands={0: [c(0, 2), c(0, 9)], 1: [c(1, 2), c(1, 8)], 2: [c(2, 1), c(2, 7)]},
        decks={0: [c(0, 1)], 1: [c(1, 1)], 2: [c(2, 3)]},
    )
    choose(e, {0: c(0, 2), 1: c(1, 2), 2: c(2, 1)})
    assert not [d for d in e.state.decisions if d.kind == "join_duel"]
    assert winner_step(e).winner == 0
    e2 = make(
        3,
        hands={0: [c(0, 8), c(0, 9)], 1: [c(1, 8), c(1, 7)], 2: [c(2, 2), c(2, 7)]},
        decks={0: [c(0, 1)], 1: [c(1, 1)], 2: [c(2, 3)]},
    )
    choose(e2, {0: c(0, 8), 1: c(1, 8), 2: c(2, 2)})
    assert not [d for d in e2.state.decisions if d.kind == "join_duel"]
    w = winner_step(e2)
    assert (w.winner, w.reason) == (2, "only_card")


def test_f13_goblin_may_join_the_duel_found_after_giants():
    """F13: after tied Giants leave, the re-check's duel may be joined by a Goblin."""
    e = make(
        5,
        hands={
            0: [c(0, 8), c(0, 1)],
            1: [c(1, 8), c(1, 1)],
            2: [c(2, 7), c(2, 9)],
            3: [c(3, 7), c(3, 8)],
            4: [c(4, 2), c(4, 1)],
        },
        decks={2: [c(2, 1)], 3: [c(3, 1)], 4: [c(4, 3)]},
    )
    choose(e, {0: c(0, 8), 1: c(1, 8), 2: c(2, 7), 3: c(3, 7), 4: c(4, 2)})
    d = decision_of(e, 4)
    assert d is not None and d.kind == "join_duel"


def test_f14_gnome_passes_every_hand_left_at_once():
    """F14/§5.7: the Gnome wins → every hand card goes to the left neighbour, simultaneously."""
    e = make(
        3,
        hands={0: [c(0, 7), c(0, 1)], 1: [c(1, 6), c(1, 2)], 2: [c(2, 4), c(2, 3)]},
        decks={0: [c(0, 9)], 1: [c(1, 9)], 2: [c(2, 9)]},
    )
    events = choose(e, {0: c(0, 7), 1: c(1, 6)})
    events += choose(e, {2: c(2, 3)})
    w = winner_step(e)
    assert (w.winner, w.value) == (0, 7)
    assert combat(e)[-1].kind == "gnome_pass"
    z = e.state.zones
    assert c(2, 4) in z[0].hand and c(0, 1) in z[1].hand and c(1, 2) in z[2].hand
    passed = [ev for ev in events if isinstance(ev, HandPassed)]
    assert {(p.from_seat, p.to_seat) for p in passed} == {(0, 1), (1, 2), (2, 0)}
    for p in passed:
        assert p.audience.only == frozenset({p.to_seat})  # only the receiver sees the card


def test_f14_empty_hand_gives_nothing_but_receives():
    """F14 safeguard: a player with no hand card gives nothing and still receives."""
    e = make(3, hands={0: [c(0, 1)], 1: [], 2: [c(2, 1)]}, start=False)
    e._gnome_pass([])
    z = e.state.zones
    assert z[0].hand == [c(2, 1)] and z[1].hand == [c(0, 1)] and z[2].hand == []


def test_f15_gnome_pass_skips_the_ghost():
    """F15: with a ghost, the last human passes to seat 0; the ghost gives and gets nothing."""
    e = make(
        3,
        options={"ghost": True},
        hands={0: [c(0, 7), c(0, 1)], 1: [c(1, 8), c(1, 2)], 2: [c(2, 4), c(2, 3)]},
        decks={0: [c(0, 9)], 1: [c(1, 9)], 2: [c(2, 9)], 3: [c(3, 1), c(3, 2)]},
    )
    choose(e, {0: c(0, 7), 1: c(1, 2), 2: c(2, 3)})
    assert winner_step(e).winner == 0 and combat(e)[-1].kind == "gnome_pass"
    z = e.state.zones
    assert c(2, 4) in z[0].hand
    assert z[3].hand == [] and len(z[3].deck) == 1


def test_f16_won_cards_go_face_down_to_the_winners_discard():
    """F16: spoils go to the winner's discard; others see only the count."""
    e = make(
        3,
        hands={0: [c(0, 9), c(0, 1)], 1: [c(1, 8), c(1, 1)], 2: [c(2, 6), c(2, 1)]},
        decks={0: [c(0, 2)], 1: [c(1, 2)], 2: [c(2, 2)]},
    )
    choose(e, {0: c(0, 9), 1: c(1, 8), 2: c(2, 6)})
    assert sorted(e.state.zones[0].discard) == sorted([c(0, 9), c(1, 8), c(2, 6)])
    assert e.view_for(1).players[0].discard == 3


def _duel_end_game(loot: list[str]):
    """Seats 0 and 1 duel on 7s; seat 0 cannot draw afterwards (no deck, no discard)."""
    e = make(
        3,
        hands={0: [c(0, 7), c(0, 9)], 1: [c(1, 7), c(1, 8)], 2: [c(2, 3), c(2, 2)]},
        decks={1: [c(1, 1)]},
        loot=loot,
    )
    census, box = e.census(), len(e.state.box)
    events = choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 3)})
    assert e.census() == census
    return e, events, box


def test_f17_duel_end_deals_in_play_and_loot_equally_remainder_to_box():
    """F17/§6.2: in-play cards + the whole Loot are dealt equally to the duelists; the rest → box."""
    e, events, box = _duel_end_game([c(3, 1), c(3, 2)])
    st = e.state
    assert st.result is not None
    # 2 carried + 7,7,3 → Loot; 9, 8 in play: 7 cards → 3 each, 1 to the box.
    assert len(st.zones[0].discard) == 3 and len(st.zones[1].discard) == 3
    assert st.zones[2].discard == []
    assert len(st.box) == box + 1
    assert st.log[-1].kind == "game_end" and st.log[-1].reason == "duel" and st.log[-1].count == 3
    assert st.final_counts == [3, 4, 1]  # seat 1 also keeps its undrawn deck card
    assert st.result.winners == [1] and st.result.summary == "Seat 2 wins with 4 cards"
    assert st.result.scores == [3.0, 4.0, 1.0]
    assert next(ev for ev in events if isinstance(ev, GameEnded)).reason == "duel"


def test_f17_deal_is_random_with_the_state_rng():
    """F17: the deal uses the seeded state RNG: same seed, same deal."""
    a, _, _ = _duel_end_game([c(3, 1), c(3, 2)])
    b, _, _ = _duel_end_game([c(3, 1), c(3, 2)])
    assert a.dump() == b.dump()


def test_f18_simultaneous_failures_end_the_game_once():
    """F18: two duelists unable to draw end the game once, handled as F17."""
    e = make(
        3,
        hands={0: [c(0, 7), c(0, 9)], 1: [c(1, 7), c(1, 8)], 2: [c(2, 3), c(2, 2)]},
    )
    events = choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 3)})
    assert len([ev for ev in events if isinstance(ev, GameEnded)]) == 1
    assert e.state.final_counts == [2, 2, 1]  # 7,7,3,9,8 → 2 each, 1 to the box


def test_f19_game_end_at_refill_sends_carried_loot_to_the_box():
    """F19: the game ends at a round-start refill; a carried-over Loot goes back to the box."""
    e = make(3, hands={0: [c(0, 8), c(0, 9)], 1: [c(1, 8), c(1, 7)], 2: [c(2, 8), c(2, 1)]})
    choose(e, {0: c(0, 8), 1: c(1, 8), 2: c(2, 8)})
    st = e.state
    assert st.result is not None and st.loot == []
    assert {c(0, 8), c(1, 8), c(2, 8)} <= set(st.box)
    assert st.log[-1].reason == "refill"
    assert st.final_counts == [1, 1, 1]


def test_f20_tie_breaks_by_dragonesses_then_down():
    """F20/§6.3: equal counts → most 9s wins; then 8s …; then a shared victory."""
    e = make(3, hands={0: [c(0, 9), c(0, 1)], 1: [c(1, 8), c(1, 7)], 2: []})
    assert e.state.result.winners == [0]
    e = make(3, hands={0: [c(0, 9), c(0, 1)], 1: [c(1, 9), c(1, 2)], 2: []})
    assert e.state.result.winners == [1]  # no 8s … 3s; then one 2 beats none
    e = make(3, hands={0: [c(0, 9), c(0, 1)], 1: [c(1, 9), c(1, 1)], 2: []})
    assert e.state.result.winners == [0, 1]
    assert e.state.result.summary == "Seat 1 and Seat 2 share the victory with 2 cards"


def test_f21_kids1_values_only_but_ties_still_duel():
    """F21/§7.1: Kids 1 ignores abilities; Giants duel like any value; the Frog is not forced."""
    e = make(
        3,
        options={"kids1": True},
        hands={0: [c(0, 8), c(0, 9)], 1: [c(1, 8), c(1, 6)], 2: [c(2, 1), c(2, 2)]},
        decks={0: [c(0, 1)], 1: [c(1, 1)], 2: [c(2, 3)]},
    )
    assert sorted(a.card for a in e.legal_actions(1) if a.card) == sorted([c(1, 8), c(1, 6)])
    choose(e, {0: c(0, 8), 1: c(1, 8), 2: c(2, 1)})
    duel = next(s for s in combat(e) if s.kind == "duel")
    assert (duel.value, duel.seats) == (8, [0, 1])
    assert winner_step(e).winner == 0


def test_f21_kids1_no_gnome_fungid_mantis_goatsheep_shapeshifter():
    """F21/§7.1: no Fungid/Mantis/Goatsheep win rules, no Shapeshifter, no Gnome passing."""
    e = make(
        3,
        options={"kids1": True},
        hands={0: [c(0, 7), c(0, 1)], 1: [c(1, 5), c(1, 2)], 2: [c(2, 4), c(2, 3)]},
        decks={0: [c(0, 9)], 1: [c(1, 9)], 2: [c(2, 9)]},
    )
    choose(e, {0: c(0, 7), 1: c(1, 5), 2: c(2, 4)})
    assert kinds(combat(e)) == ["revealed", "winner"]
    assert winner_step(e).winner == 0
    assert c(0, 1) in e.state.zones[0].hand  # no Gnome passing
    e2 = make(
        3,
        options={"kids1": True},
        hands={0: [c(0, 7), c(0, 3)], 1: [c(1, 7), c(1, 4)], 2: [c(2, 1), c(2, 9)]},
        decks={0: [c(0, 1)], 1: [c(1, 1)], 2: [c(2, 3)]},
    )
    choose(e2, {0: c(0, 7), 1: c(1, 7), 2: c(2, 1)})
    assert winner_step(e2).winner == 1  # the Mantis is only a 3 in Kids 1
    e3 = make(
        3,
        options={"kids1": True},
        hands={0: [c(0, 1), c(0, 2)], 1: [c(1, 9), c(1, 2)], 2: [c(2, 4), c(2, 3)]},
    )
    choose(e3, {0: c(0, 1), 1: c(1, 9), 2: c(2, 4)})
    assert winner_step(e3).winner == 1  # no Goatsheep banishing


def test_f21_kids2_implies_kids1_and_waits_for_reveal_taps():
    """F21/§7.2: Kids 2 implies Kids 1; every seat taps Reveal, the deck tops show when all are in."""
    e = GAME.engine.new(3, 5, {"kids2": True})
    st = e.state
    assert st.kids1 and st.kids2
    assert all(z.hand == [] for z in st.zones)
    assert [d.kind for d in st.decisions] == ["reveal"] * 3
    for seat in range(3):
        legal = e.legal_actions(seat)
        assert len(legal) == 1 and to_data(legal[0]) == st.decisions[seat].default
    e.apply(0, e.legal_actions(0)[0])
    e.apply(1, e.legal_actions(1)[0])
    assert st.log == [] and st.round == 1
    e.apply(2, e.legal_actions(2)[0])
    assert combat(e)[0].kind == "revealed" and len(combat(e)[0].plays) == 3


def test_f21_kids2_duelists_reveal_again_and_count_deck_plus_discard():
    """§7.2: in Kids 2 duelists reveal their next deck card (after a tap); the end counts deck + discard."""
    from tests.engines.forest_gangs.builders import reveal_all

    e = make(
        3,
        options={"kids2": True},
        decks={0: [c(0, 7), c(0, 9)], 1: [c(1, 7), c(1, 8)], 2: [c(2, 1), c(2, 2)]},
    )
    reveal_all(e)
    assert sorted(d.seat for d in e.state.decisions) == [0, 1]
    assert all(d.kind == "reveal" for d in e.state.decisions)
    reveal_all(e)
    assert winner_step(e).winner == 0
    # Next round: seat 0 reveals its winnings; seat 1 has nothing → the game ended at the refill (F25).
    assert e.state.result is not None and e.state.log[-1].reason == "reveal"
    assert e.state.final_counts == [5, 0, 1]


def test_f22_ghost_always_uses_its_shapeshifter_and_can_win():
    """F22/§7.3: the ghost uses its Shapeshifter at once (no decision) and keeps its spoils."""
    e = make(
        2,
        hands={0: [c(0, 8), c(0, 1)], 1: [c(1, 7), c(1, 2)]},
        decks={0: [c(0, 3)], 1: [c(1, 3)], 2: [c(2, 4), c(2, 9), c(2, 5)]},
    )
    choose(e, {0: c(0, 8), 1: c(1, 7)})
    assert not [d for d in e.state.decisions if d.kind == "use_shapeshifter"]
    step = next(s for s in combat(e) if s.kind == "shapeshifted")
    assert step.seats == [2] and step.plays[0].card.value == 9
    assert winner_step(e).winner == 2
    assert len(e.state.zones[2].discard) == 4


def test_f22_ghost_always_joins_with_a_goblin():
    """F22: a ghost Goblin always joins a duel of others and reveals its next card."""
    e = make(
        2,
        hands={0: [c(0, 7), c(0, 8)], 1: [c(1, 7), c(1, 1)]},
        decks={0: [c(0, 3)], 1: [c(1, 3)], 2: [c(2, 2), c(2, 9), c(2, 5)]},
    )
    choose(e, {0: c(0, 7), 1: c(1, 7)})
    log = combat(e)
    joined = next(s for s in log if s.kind == "goblins_joined")
    assert joined.seats == [2]
    played = next(s for s in log if s.kind == "duel_played")
    assert {p.seat: p.card.value for p in played.plays} == {0: 8, 1: 1, 2: 9}
    assert "dragoness_banished" in kinds(log)  # the Goatsheep banishes the ghost's Dragoness
    assert winner_step(e).winner == 0


def test_f22_ghost_win_means_no_human_wins():
    """F22: the ghost can win the game; then no human wins and the summary says so."""
    e = make(2, hands={0: [c(0, 9)], 1: [c(1, 9), c(1, 1)]}, decks={2: [c(2, 1), c(2, 2), c(2, 3)]})
    r = e.state.result
    assert r is not None and r.winners == [] and r.summary == "The ghost wins with 3 cards"
    assert r.scores == [1.0, 2.0]


def test_f23_public_information():
    """F23: counts are public, hands are secret; a seat sees only its own hand."""
    e = make(
        3,
        hands={0: [c(0, 9), c(0, 1)], 1: [c(1, 8), c(1, 1)], 2: [c(2, 6), c(2, 1)]},
        decks={0: [c(0, 2)], 1: [c(1, 2)], 2: [c(2, 2)]},
    )
    public = e.view_for(None)
    assert public.hand == [] and public.decisions == []
    assert [p.hand for p in public.players] == [2, 2, 2]
    assert [p.deck for p in public.players] == [1, 1, 1]
    blob = to_json(public)
    assert all(f'"{x}"' not in blob for z in e.state.zones for x in z.hand + z.deck)
    mine = e.view_for(1)
    assert sorted(h.id for h in mine.hand) == sorted([c(1, 8), c(1, 1)])
    assert f'"{c(0, 9)}"' not in to_json(mine)
    choose(e, {0: c(0, 9)})
    assert e.view_for(None).to_choose == [1, 2]
    assert e.view_for(None).players[0].laid and f'"{c(0, 9)}"' not in to_json(e.view_for(1))


@pytest.mark.parametrize("options", [{}, {"ghost": True}, {"kids1": True}, {"kids2": True}])
def test_f24_games_terminate(options):
    """F24: every combat and every game ends (AI self-play, many seeds)."""
    for seed in range(15):
        played = play_ai_game(GAME, 3, seed, options)
        assert played.engine.result is not None and played.steps < 2000


def test_f25_ghost_without_cards_ends_the_game_at_refill():
    """F25: if the ghost cannot make the round's first reveal the game ends before anyone chooses."""
    e = make(2, hands={0: [c(0, 9), c(0, 1)], 1: [c(1, 9), c(1, 2)]}, decks={0: [c(0, 3)]})
    assert e.state.result is not None and e.state.decisions == []
    assert e.state.log[-1].kind == "game_end" and e.state.log[-1].reason == "reveal"
    e = make(3, options={"kids2": True}, decks={0: [c(0, 1)], 1: [c(1, 1)]})
    assert e.state.result is not None and e.state.log[-1].reason == "reveal"


def test_f26_draws_in_seat_order_and_earlier_draws_stay():
    """F26: all duelists lay first, then draw in seat order; a later failure keeps earlier draws."""
    e = make(
        3,
        hands={0: [c(0, 7), c(0, 9)], 1: [c(1, 7), c(1, 8)], 2: [c(2, 3), c(2, 2)]},
        decks={0: [c(0, 1)]},
    )
    choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 3)})
    st = e.state
    assert st.log[-1].reason == "duel" and st.log[-1].seat == 1
    assert st.zones[0].hand == [c(0, 1)] and st.zones[1].hand == []
    # 7,7,3,9,8 → 2 each (1 to the box): seat 0 = 1 hand + 2, seat 1 = 2.
    assert st.final_counts[:2] == [3, 2]


def test_f26_ghost_failing_its_duel_reveal_ends_before_humans_draw():
    """F26: the ghost reveals with the others' lays; if it cannot, no human draws."""
    e = make(
        2,
        hands={0: [c(0, 8), c(0, 1)], 1: [c(1, 9), c(1, 8)]},
        decks={0: [c(0, 2)], 1: [c(1, 1)], 2: [c(2, 9)]},
    )
    choose(e, {0: c(0, 8), 1: c(1, 9)})
    st = e.state
    assert st.result is not None and st.log[-1].reason == "duel" and st.log[-1].seat == 2
    assert st.zones[1].hand == [] and st.zones[1].deck == [c(1, 1)]  # seat 1 laid its 8, drew nothing
    assert len(st.zones[1].discard) == len(st.zones[2].discard) == 2  # 8, 9, 9 + the laid 8


def test_f27_ghost_tying_a_human_shares_the_victory():
    """F27: the ghost and a tied human share; the human is still a winner."""
    e = make(2, hands={0: [c(0, 9), c(0, 1)], 1: [c(1, 2)]}, decks={2: [c(2, 9), c(2, 1)]})
    r = e.state.result
    assert r is not None and r.winners == [0]
    assert r.summary == "Seat 1 and the ghost share the victory with 2 cards"


def test_f28_kids1_turns_off_the_ghost_abilities():
    """F28: with Kids 1 the ghost neither uses its Shapeshifter nor joins with its Goblin."""
    e = make(
        2,
        options={"kids1": True},
        hands={0: [c(0, 8), c(0, 1)], 1: [c(1, 7), c(1, 2)]},
        decks={0: [c(0, 3)], 1: [c(1, 3)], 2: [c(2, 4), c(2, 9)]},
    )
    choose(e, {0: c(0, 8), 1: c(1, 7)})
    assert "shapeshifted" not in kinds(combat(e)) and winner_step(e).winner == 0
    e = make(
        2,
        options={"kids1": True},
        hands={0: [c(0, 7), c(0, 8)], 1: [c(1, 7), c(1, 1)]},
        decks={0: [c(0, 3)], 1: [c(1, 3)], 2: [c(2, 2), c(2, 9)]},
    )
    choose(e, {0: c(0, 7), 1: c(1, 7)})
    assert "goblins_joined" not in kinds(combat(e))
    assert next(s for s in combat(e) if s.kind == "duel_played").seats == [0, 1]
