"""Boom slaps (whizz_bing_bang.md §4.1, §9.3, W8–W12, W16, W24, W26, W28)."""

from __future__ import annotations

from tests.engines.whizz_bing_bang.builders import call, kinds, of, punish, shown, slap, table, tick


def boom_table(**opts):
    """Seat 0 reads the setup Whizz and reveals a Boom at t=1000 (clockwise)."""
    e = table(starter=0, top=["boom", "whizz", "whizz"], **opts)
    call(e, 0, "whizz", 1000)
    assert e.view_for(None).phase == "slap"
    return e


def test_fastest_slapper_punishes_the_slowest():
    """§4.1: the fastest slapper gives their next token to the slowest; no race (§5.2)."""
    e = boom_table()
    slap(e, 2, 1300)
    slap(e, 0, 1500)
    slap(e, 3, 1700)
    evs = slap(e, 1, 2100)
    ranked = of(evs, "boom_ranked")[0]
    assert [(r.seat, r.reaction_ms) for r in ranked.ranking] == [(2, 300), (0, 500), (3, 700), (1, 1100)]
    given = of(evs, "token_given")[0]
    assert (given.giver, given.receiver, given.token, given.cause) == (2, 1, "whizz", "last_boom_slap")


def test_w19_restart_after_boom_is_clockwise_by_the_punished():
    """W19/§5.4: after a Boom punishment the punished player restarts clockwise saying Whizz."""
    e = table(starter=0, top=["bing", "boom", "whizz"])
    call(e, 0, "whizz", 500)
    call(e, 1, "bing", 900)  # anticlockwise now; reveals Boom
    for seat, at in [(0, 1100), (1, 1200), (2, 1300), (3, 1400)]:
        slap(e, seat, at)
    p = e.view_for(None)
    assert p.active == 3 and p.direction == 1 and p.expected == "whizz" and p.restart


def test_w8_non_slappers_count_as_slowest_first_in_turn_direction_from_revealer():
    """W8: non-slappers are slower than every slapper; the first in turn direction from the revealer."""
    e = boom_table()
    slap(e, 2, 1300)
    tick(e, 1000 + 3000 + 1000)
    p = e.view_for(None)
    # revealer 0 did not slap: the culprit is the revealer himself (revealer included)
    assert p.last_punisher == 2 and p.last_culprit == 0
    assert [r.reaction_ms for r in p.ranking] == [300, None, None, None]


def test_w8_first_non_slapper_after_the_revealer():
    """W8: with the revealer slapping, the culprit is the next non-slapper clockwise from him."""
    e = boom_table()
    slap(e, 0, 1300)
    slap(e, 1, 1400)
    evs = tick(e, 5000)
    ranked = of(evs, "boom_ranked")[0]
    assert (ranked.punisher, ranked.culprit) == (0, 2)


def test_w26_direction_after_the_bing_that_revealed_the_boom():
    """W26: non-slappers are ordered in the direction in force after the revealing Bing call."""
    e = table(starter=0, top=["bing", "boom"])
    call(e, 0, "whizz", 500)
    call(e, 1, "bing", 900)  # now anticlockwise; Boom revealed by seat 1
    slap(e, 1, 1200)
    slap(e, 3, 1300)
    evs = tick(e, 900 + 3000 + 1000)
    ranked = of(evs, "boom_ranked")[0]
    assert ranked.culprit == 0  # anticlockwise from 1: 1 (slapped), 0 (did not)


def test_w9_nobody_slaps_the_revealer_is_culprit_and_a_race_opens():
    """W9: nobody slapped; the revealer is the culprit and a normal race to punish opens."""
    e = boom_table()
    evs = tick(e, 5000)
    assert kinds(evs)[:2] == ["boom_ranked", "mistake_ruled"]
    p = e.view_for(None)
    assert p.phase == "punish" and p.culprit == 0
    punish(e, 3, 5400)
    evs = tick(e, 6400)
    assert of(evs, "token_given")[0].giver == 3


def test_w10_only_the_first_slap_of_a_player_counts():
    """W10: a second slap by the same player is ignored."""
    e = boom_table()
    slap(e, 1, 1200)
    slap(e, 1, 1250)
    slap(e, 2, 1300)
    slap(e, 3, 1400)
    evs = slap(e, 0, 1500)
    ranked = of(evs, "boom_ranked")[0]
    assert [r.seat for r in ranked.ranking] == [1, 2, 3, 0]
    assert ranked.ranking[0].reaction_ms == 200


def test_w11_sounds_and_punish_during_the_slap_window_are_ignored():
    """W11: sound and Punish! presses during a Boom's slap window are ignored."""
    e = boom_table()
    call(e, 1, "whizz", 1200)
    punish(e, 2, 1250)
    for seat, at in [(0, 1300), (1, 1400), (2, 1500), (3, 1600)]:
        slap(e, seat, at)
    assert e.state.mistakes == {"last_boom_slap": 1}


def test_w11_slap_on_a_resolved_boom_is_ignored():
    """W11: slaps on a Boom whose window has closed are ignored (it stays face up until the restart)."""
    e = boom_table()
    for seat, at in [(0, 1300), (1, 1400), (2, 1500), (3, 1600)]:
        slap(e, seat, at)
    assert e.view_for(None).faceup_sound == "boom"
    slap(e, 2, 1900)
    tick(e, 3000)
    assert e.view_for(None).phase == "call"
    assert e.state.mistakes == {"last_boom_slap": 1}


def test_w12_fastest_slapper_with_boom_next_must_give_it_and_the_round_ends():
    """W12: the fastest slapper's next token is Boom: they give it and the round ends."""
    e = boom_table()
    e.state.given[2] = 3
    e.state.rows[2] = ["boom"]
    for seat, at in [(2, 1300), (0, 1400), (1, 1500), (3, 1600)]:
        slap(e, seat, at)
    assert e.state.round == 2
    assert e.state.last_round_scores == [4, 4, 0, 5]


def test_w16_anticipated_slap_on_a_boom_is_a_slap_on_the_previous_card():
    """W16: a slap < 120 ms after the reveal is on the previous (non-Boom) card; the window is cancelled."""
    e = boom_table()
    slap(e, 2, 1100)
    for seat, at in [(0, 1300), (1, 1400), (3, 1600)]:
        slap(e, seat, at)
    evs = tick(e, 2100)
    ruled = of(evs, "mistake_ruled")[0]
    assert (ruled.culprit, ruled.cause) == (2, "slap_non_boom")
    assert not of(evs, "boom_ranked")
    punish(e, 1, 2300)
    tick(e, 3300)
    p = e.view_for(None)
    assert p.active == 2 and p.restart  # play restarts from the anticipating player


def test_w16_guard_boundary():
    """W16: exactly 120 ms after the reveal is a real slap; 119 ms is anticipation."""
    e = boom_table()
    slap(e, 1, 1120)
    slap(e, 2, 1119)
    tick(e, 2119)
    assert e.view_for(None).culprit == 2 and e.view_for(None).cause == "slap_non_boom"


def test_w16_guard_off():
    """W16: a guard of 0 turns it off: an instant slap counts as a fast slap."""
    e = boom_table(slap_anticipation_guard_ms=0)
    for seat, at in [(2, 1001), (0, 1300), (1, 1400), (3, 1600)]:
        slap(e, seat, at)
    assert e.view_for(None).last_punisher == 2


def test_w16_slap_just_after_a_restart_reveal_is_aimed_at_the_old_boom():
    """W16/W11: a slap within the guard after the restart revealed a card is on the old Boom: ignored."""
    e = boom_table()
    for seat, at in [(0, 1300), (1, 1400), (2, 1500), (3, 1600)]:
        slap(e, seat, at)
    call(e, 3, "whizz", 2000)  # restart over the Boom, reveals a Whizz
    slap(e, 1, 2050)
    tick(e, 4000)
    assert e.view_for(None).phase == "call"
    assert "slap_non_boom" not in e.state.mistakes


def test_w24_window_closes_at_once_when_everyone_slapped():
    """W24: when every player has slapped the ranking is made at once, without waiting."""
    e = boom_table()
    for seat, at in [(0, 1300), (1, 1400), (2, 1500)]:
        slap(e, seat, at)
    assert e.view_for(None).phase == "slap"
    evs = slap(e, 3, 1600)
    assert of(evs, "token_given")


def test_window_close_by_time_waits_for_the_grace_period():
    """W22/W24: a slap window closed by time is ruled only after its end plus the grace period."""
    e = boom_table()
    slap(e, 1, 1300)
    assert kinds(tick(e, 4000 + 999)) == []
    assert of(tick(e, 5000), "boom_ranked")


def test_w28_handicap_shifts_slap_ranking():
    """W28/§9.3: a player's handicap is subtracted from their slap time for the ranking."""
    e = boom_table(player_handicap_ms=[0, 0, 400, 0])
    for seat, at in [(1, 1300), (2, 1600), (0, 1400), (3, 1500)]:
        slap(e, seat, at)
    ranked = e.view_for(None).ranking
    assert [r.seat for r in ranked] == [2, 1, 0, 3]


def test_w28_handicap_does_not_shift_the_anticipation_guard():
    """W28: the 120 ms guard is never shifted by a handicap."""
    e = boom_table(player_handicap_ms=[0, 0, 400, 0])
    slap(e, 2, 1130)  # 130 ms: a real slap even though 400 ms of handicap would make it "negative"
    slap(e, 1, 1100)  # 100 ms: anticipation, whatever its handicap
    tick(e, 2100)
    assert e.view_for(None).culprit == 1


def test_w27_shown_moves_the_reveal_instant():
    """W27: the bot supplies Discord's reveal instant; reaction times are measured from it."""
    e = boom_table()
    shown(e, 1200)
    for seat, at in [(0, 1500), (1, 1600), (2, 1700), (3, 1800)]:
        slap(e, seat, at)
    assert [r.reaction_ms for r in e.view_for(None).ranking] == [300, 400, 500, 600]
