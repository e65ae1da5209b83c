"""Every cause of punishment (whizz_bing_bang.md §5.1, W2–W6, W14, W16, W28)."""

from __future__ import annotations

from tests.engines.whizz_bing_bang.builders import call, kinds, of, punish, shown, slap, table, tick


def ruled(evs):
    """The (culprit, cause) of the mistake ruled in these events."""
    m = of(evs, "mistake_ruled")
    return (m[0].culprit, m[0].cause) if m else None


def test_too_slow_after_limit_plus_grace():
    """§5.1.2, §9.2: the active player who has not called 3.0 s after the reveal is too slow (after grace)."""
    e = table(starter=1)
    assert ruled(tick(e, 3999)) is None
    assert ruled(tick(e, 4000)) == (1, "too_slow")


def test_too_slow_boundary_exactly_at_the_limit_is_in_time():
    """§9.2: a call stamped exactly at the limit is in time; one ms later is too slow."""
    e = table(starter=1, top=["bing"])
    evs = call(e, 1, "whizz", 3000)
    assert of(evs, "card_called")
    f = table(starter=1, top=["bing"])
    call(f, 1, "whizz", 3001)
    assert ruled(tick(f, 4000)) == (1, "too_slow")
    assert f.view_for(None).faceup_sound == "whizz"  # the late call was ignored (W4)


def test_expert_timing_lowers_the_limit():
    """§7 expert timing: 1.5 s + the latency allowance."""
    e = table(starter=0, timing="expert")
    assert e.view_for(None).slow_deadline_ms == 2500
    assert ruled(tick(e, 3500)) == (0, "too_slow")


def test_latency_allowance_is_an_option():
    """§9.2: the host sets the latency allowance (0.5–2.0 s)."""
    e = table(starter=0, latency_allowance_ms=2000)
    assert e.view_for(None).slow_deadline_ms == 4000


def test_w28_handicap_extends_the_slow_limit():
    """W28/§9.3: a player's handicap shifts their too-slow limit."""
    e = table(starter=0, player_handicap_ms=[500, 0, 0, 0])
    assert e.view_for(None).slow_deadline_ms == 3500


def test_out_of_turn():
    """§5.1.3: a player who calls when it is someone else's turn is punished; nothing is revealed (W2)."""
    e = table(starter=0)
    call(e, 2, "whizz", 700)
    assert ruled(tick(e, 1700)) == (2, "out_of_turn")
    assert e.view_for(None).draw_count == 54


def test_wrong_sound():
    """§5.1.6 RULING, W2: calling the wrong sound is a mistake and reveals nothing."""
    e = table(starter=0, top=["bing"])
    call(e, 0, "bing", 700)
    assert ruled(tick(e, 1700)) == (0, "wrong_sound")
    assert e.view_for(None).faceup_sound == "whizz"


def test_slap_on_a_non_boom():
    """§5.1.4: slapping the face-up card when it is not a Boom."""
    e = table(starter=0)
    slap(e, 3, 900)
    assert ruled(tick(e, 1900)) == (3, "slap_non_boom")


def test_punishing_without_cause():
    """§5.1.5, W6: a Punish! press when no mistake has happened; the claimer becomes the culprit."""
    e = table(starter=0)
    punish(e, 1, 900)
    assert ruled(tick(e, 1900)) == (1, "punish_without_cause")
    assert e.view_for(None).phase == "punish"


def test_last_to_slap_a_boom():
    """§5.1.1: being the last to slap a Boom."""
    e = table(starter=0, top=["boom"])
    call(e, 0, "whizz", 500)
    for seat, at in [(0, 800), (1, 900), (3, 1000), (2, 1400)]:
        evs = slap(e, seat, at)
    assert of(evs, "token_given")[0].receiver == 2
    assert e.state.mistakes == {"last_boom_slap": 1}


def test_w4_out_of_turn_beats_too_slow():
    """W4/§5.1: a non-active player calling before the slow limit is the culprit, not the slow player."""
    e = table(starter=0)
    call(e, 2, "whizz", 2900)
    assert ruled(tick(e, 4000)) == (2, "out_of_turn")


def test_w4_after_the_limit_the_slow_player_is_punished_and_later_calls_ignored():
    """W4: if the limit passed first, the active player is too slow and later calls are ignored."""
    e = table(starter=0)
    call(e, 2, "whizz", 3100)
    evs = tick(e, 4100)
    assert ruled(evs) == (0, "too_slow")
    assert len(of(evs, "mistake_ruled")) == 1


def test_w3_only_the_first_mistake_is_handled():
    """W3: the first mistake by timestamp is handled; others until the punishment resolves are ignored."""
    e = table(starter=0)
    slap(e, 3, 800)
    call(e, 2, "whizz", 700)
    evs = tick(e, 2000)
    assert ruled(evs) == (2, "out_of_turn")
    assert len(of(evs, "mistake_ruled")) == 1
    call(e, 1, "bang", 2100)  # during the punish window: ignored
    punish(e, 0, 2200)
    evs = tick(e, 3200)
    assert of(evs, "token_given")[0].receiver == 2
    assert e.state.mistakes == {"out_of_turn": 1}


def test_w14_restart_timer_starts_at_the_post():
    """W14/W24: the restart clock starts when the bot shows "X restarts", i.e. after the ruling."""
    e = table(starter=0)
    punish(e, 1, 900)
    tick(e, 1900)  # posted at 1900
    punish(e, 2, 2500)
    tick(e, 3700)  # ruled at 3700 -> restart posted at 3700
    p = e.view_for(None)
    assert p.active == 1 and p.phase_start_ms == 3700 and p.slow_deadline_ms == 6700


def test_w14_shown_moves_the_slowness_timer():
    """W14/W27: Discord's timestamp of the shown table starts the timer; too early a Shown is refused."""
    e = table(starter=0, top=["bing"])
    call(e, 0, "whizz", 1000)
    shown(e, 1250)
    assert e.view_for(None).slow_deadline_ms == 4250
    assert ruled(tick(e, 5249)) is None
    assert ruled(tick(e, 5250)) == (1, "too_slow")


def test_w16_double_click_by_the_caller_is_ignored():
    """W16 exception: a second sound press by the caller within the guard after their reveal is ignored.

    W30 (double taps of the same button) is off here, so only the W16 guard is at work.
    """
    e = table(starter=0, top=["bing"], double_tap_ms=0)
    call(e, 0, "whizz", 1000)
    call(e, 0, "bing", 1060)  # any sound: W16 is about the caller's second press, not the button
    assert kinds(tick(e, 2100)) == []
    call(e, 0, "whizz", 1150)  # after the guard: out of turn
    assert ruled(tick(e, 2150)) == (0, "out_of_turn")


def test_calls_are_not_anticipation_guarded():
    """W16: calls are not guarded: a correct call 10 ms after the reveal stands."""
    e = table(starter=0, top=["bing", "whizz"])
    call(e, 0, "whizz", 1000)
    evs = call(e, 1, "bing", 1010)
    assert of(evs, "card_called")[0].reaction_ms == 10


def test_boom_token_two_second_floor_always_met():
    """§5.2 fairness note / §7: the too-slow verdict never comes before 2 s, even with expert timing."""
    e = table(starter=0, timing="expert", latency_allowance_ms=500)
    assert e.view_for(None).timing.slow_limit_ms == 2000
