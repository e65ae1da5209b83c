"""Our house rulings W29 (presses before a new round's table) and W30 (double taps).

Both are HOUSE DESIGN (data/whizz_bing_bang/house_rulings.yaml, docs/games/whizz_bing_bang.md).
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.whizz_bing_bang.catalog import load_house
from engines.whizz_bing_bang.state import WhizzBingBangOptions
from tests.engines.whizz_bing_bang.builders import call, mistake, of, punish, sf, shown, slap, table, tick
from tests.engines.whizz_bing_bang.test_timing import deliver, rulings, table_state


def ignored(events, reason):
    """(seat, at) of the inputs ignored for `reason`."""
    return [(x.seat, x.at_ms) for x in events if x.kind == "input_ignored" and x.reason == reason]


# ---- W30: a double tap is one press ---------------------------------------------------------------


def test_w30_window_comes_from_the_house_data_and_can_be_turned_off():
    """W30: the 500 ms window is data (house_rulings.yaml), an option, and 0 turns it off."""
    assert load_house().default("double_tap_ms") == 500
    assert load_house().rulings["W30"].status == "house_design"
    assert WhizzBingBangOptions().double_tap_ms == 500
    e = table(starter=0, top=["bing"], double_tap_ms=0)
    call(e, 0, "whizz", 1000)
    call(e, 0, "whizz", 1300)  # without W30: Beth's turn, so out of turn
    assert [(m.culprit, m.cause) for m in of(tick(e, 2300), "mistake_ruled")] == [(0, "out_of_turn")]


def test_w30_double_tap_of_a_correct_call_is_not_out_of_turn():
    """docs/rules/whizz_bing_bang.md W30: Adrian's second Whizz 300 ms after his correct one is the same
    press; so is a third 200 ms after that ignored one ("their previous press" is any press, counted or
    ignored); one 600 ms after his last press is a press of its own."""
    e = table(starter=0, top=["bing"])
    call(e, 0, "whizz", 1000)  # reveals a Bing: Beth's turn
    evs = call(e, 0, "whizz", 1300) + tick(e, 2300)
    assert ignored(evs, "double_tap") == [(0, 1300)]
    assert not of(evs, "mistake_ruled") and e.view_for(None).active == 1
    evs = call(e, 0, "whizz", 1500) + tick(e, 2500)  # 500 ms after the call, 200 ms after the ignored tap
    assert ignored(evs, "double_tap") == [(0, 1500)] and not of(evs, "mistake_ruled")
    call(e, 0, "whizz", 2100)  # 600 ms after his last press: a press of its own
    assert [(m.culprit, m.cause) for m in of(tick(e, 3100), "mistake_ruled")] == [(0, "out_of_turn")]


def test_w30_another_button_is_judged_on_its_own():
    """W30 is about the same button: a Bing 200 ms after one's own Whizz is out of turn."""
    e = table(starter=0, top=["bing"])
    call(e, 0, "whizz", 1000)
    call(e, 0, "bing", 1200)
    assert [(m.culprit, m.cause) for m in of(tick(e, 2200), "mistake_ruled")] == [(0, "out_of_turn")]


def race_won_by_everyone_claiming(order):
    """Beth errs; Adrian, Chris and Denise all claim (ruled at once, W24); Adrian taps again 300 ms
    after his winning claim. `order` = the arrival order of the four Punish! presses."""
    e = table(starter=0)
    call(e, 1, "whizz", 700, sf(700, 1, 0))  # Beth out of turn
    tick(e, 1700)  # posted at 1700
    presses = {
        "a": (0, "punish", None, 2000, sf(2000, 0, 1)),
        "c": (2, "punish", None, 2100, sf(2100, 2, 2)),
        "d": (3, "punish", None, 2200, sf(2200, 3, 3)),
        "a2": (0, "punish", None, 2300, sf(2300, 0, 4)),  # the double tap, after the ruling
    }
    evs = deliver(e, [presses[k] for k in order]) + tick(e, 9000)
    return e, evs


def test_w30_double_tap_after_winning_the_race_is_not_punishing_without_cause():
    """The issue's case: the race winner's second tap 0.3 s later is the same press, in any arrival order."""
    for order in (["a", "c", "d", "a2"], ["a2", "d", "a", "c"], ["c", "a2", "a", "d"]):
        e, evs = race_won_by_everyone_claiming(order)
        given = of(evs, "token_given")
        assert [(g.giver, g.receiver) for g in given] == [(0, 1)], order
        assert "punish_without_cause" not in e.state.mistakes, order
        assert ignored(evs, "double_tap") == [(0, 2300)], order


def test_w30_an_ignored_press_opens_a_window_too():
    """docs/rules/whizz_bing_bang.md W30: "their previous press" is any press, counted or ignored. Beth's
    Punish! ignored before the post (W23) makes her tap 150 ms later part of it (ignored too); her press
    600 ms after that tap is a claim of its own and wins the race."""
    e = table(starter=0)
    call(e, 2, "whizz", 900)  # Chris out of turn
    tick(e, 1900)  # posted at 1900
    shown(e, 2000)  # Discord showed the post at 2000
    evs = punish(e, 1, 1950)  # before the post: ignored (W23)
    evs += punish(e, 1, 2100) + tick(e, 3100)
    assert ignored(evs, "double_tap") == [(1, 2100)] and not of(evs, "token_given")
    evs = punish(e, 1, 2700) + tick(e, 3700)
    assert [(g.giver, g.receiver) for g in of(evs, "token_given")] == [(1, 2)]


def test_w30_a_chain_of_taps_is_one_gesture_whatever_the_arrival_order():
    """docs/rules/whizz_bing_bang.md W30: Chris errs; Beth claims at +300 and taps again at +700 and
    +1100 (each within 500 ms of the one before, none within 500 ms of her claim but the first). All
    her taps after the claim are ignored, in any arrival order, and nobody punished without cause."""
    for order in ([0, 1, 2], [2, 1, 0], [1, 2, 0]):
        e = table(starter=0)
        call(e, 2, "whizz", 900)
        tick(e, 1900)  # posted at 1900
        presses = [(1, "punish", None, 2200, sf(2200, 1, 1)), (1, "punish", None, 2600, sf(2600, 1, 2))]
        presses.append((1, "punish", None, 3000, sf(3000, 1, 3)))
        evs = deliver(e, [presses[k] for k in order]) + tick(e, 9000)
        assert [(g.giver, g.receiver) for g in of(evs, "token_given")] == [(1, 2)], order
        assert "punish_without_cause" not in e.state.mistakes, order


def test_w30_second_slap_soon_after_a_ranked_one_is_ignored_later_one_judged():
    """W30 after a Boom: Beth's BOOM 50 ms after her ranked slap is a double tap, and so is her BOOM 440
    ms after that tap (docs/rules/whizz_bing_bang.md W30: any previous press), not a slap on the Whizz
    the restart revealed; 550 ms after her last press, it is a slap of its own on a non-Boom."""
    e = table(starter=0, top=["boom", "whizz"])
    call(e, 0, "whizz", 1000)  # reveals a Boom
    evs = slap(e, 1, 1300) + slap(e, 1, 1350)  # the same gesture (W30, before W10's second slap)
    for seat, at in [(2, 1400), (3, 1500), (0, 1600)]:
        evs += slap(e, seat, at)
    assert of(evs, "boom_ranked"), "everyone slapped: ranked at once"
    assert ignored(evs, "double_tap") == [(1, 1350)]
    call(e, 0, "whizz", 1650)  # Adrian (slowest) restarts over the Boom, reveals a Whizz at 1650
    evs = slap(e, 1, 1790)  # 440 ms after Beth's ignored tap, 140 ms after the reveal
    assert ignored(evs, "double_tap") == [(1, 1790)]
    slap(e, 1, 2300)  # 510 ms after her last press: a slap on a Whizz
    evs = tick(e, 3300)
    assert [(m.culprit, m.cause, m.at_ms) for m in of(evs, "mistake_ruled")] == [(1, "slap_non_boom", 2300)]


@settings(max_examples=80)
@given(
    calls=st.lists(
        st.tuples(st.integers(150, 700), st.one_of(st.none(), st.integers(1, 700))), min_size=1, max_size=6
    ),
    strays=st.lists(
        st.tuples(st.integers(0, 3), st.sampled_from(["call", "slap", "punish"]), st.integers(1000, 4000)),
        max_size=2,
    ),
    data=st.data(),
)
def test_w30_rulings_do_not_depend_on_the_arrival_order_of_double_taps(calls, strays, data):
    """W30/W22: correct calls round the table, each maybe tapped twice (1–700 ms later), and stray presses
    give the same rulings in any arrival order, apart from the documented W25 cases (a call applied
    before an earlier-stamped press arrived) and presses refused as older than a ruling."""
    from tests.engines.whizz_bing_bang.test_timing import exceptional

    inputs, t = [], 1000
    for k, (gap, tap) in enumerate(calls):
        seat, t = k % 4, t + gap
        inputs.append((seat, "call", "whizz", t, sf(t, seat, 2 * k)))
        if tap is not None:
            inputs.append((seat, "call", "whizz", t + tap, sf(t + tap, seat, 2 * k + 1)))
    inputs += [(s, kind, "whizz", at, sf(at, s, 100 + i)) for i, (s, kind, at) in enumerate(strays)]

    def run(order):
        e = table(starter=0, top=["whizz"] * 8)
        evs = deliver(e, order)
        for now in range(1000, 30_000, 1000):
            if e.result is None:
                evs += tick(e, now)
        refused = len(order) - e.state.input_seq
        return e, rulings(evs), exceptional(evs) + refused

    a, ra, xa = run(sorted(inputs, key=lambda x: (x[3], x[4])))
    b, rb, xb = run(data.draw(st.permutations(inputs)))
    if xa or xb:
        return
    assert ra == rb
    assert table_state(a) == table_state(b)


# ---- W29: presses before a new round's table is shown ----------------------------------------------


def end_round(e):
    """Beth gives her Boom token to Denise at 3200: round 2 starts then (starter: the top scorer)."""
    e.state.given[1] = 3
    e.state.rows[1] = ["boom"]
    mistake(e, 3, 1000)
    punish(e, 1, 2200)
    evs = tick(e, 3200)
    assert of(evs, "round_started") and e.state.round == 2
    return e.view_for(None).active


def test_w29_sound_and_boom_before_the_new_rounds_table_is_shown_are_ignored():
    """W29: in round 2 (table shown at 3500), the starter's Whizz at 3400 and a BOOM at 3450 are
    ignored, punishing nobody; the starter's Whizz after the show (and after W30's window) counts."""
    e = table(starter=0)
    starter = end_round(e)
    other = (starter + 1) % 4
    evs = call(e, starter, "whizz", 3400) + slap(e, other, 3450)
    assert not of(evs, "card_called"), "held until Discord says when the table was shown"
    evs += shown(e, 3500) + tick(e, 6000)
    assert sorted(ignored(evs, "before_table")) == sorted([(starter, 3400), (other, 3450)])
    assert not of(evs, "mistake_ruled") and not of(evs, "card_called")
    (called,) = of(call(e, starter, "whizz", 4000), "card_called")
    assert (called.seat, called.reaction_ms) == (starter, 500)


def test_w29_press_after_the_show_counts_even_when_it_arrives_before_the_show_is_known():
    """W29/W22: a Whizz stamped after the table was shown, delivered before the bot learnt that instant,
    is held and then counts (its reaction time measured from the show)."""
    e = table(starter=0)
    starter = end_round(e)
    held = call(e, starter, "whizz", 3700)
    assert not of(held, "card_called")
    evs = shown(e, 3500)
    (called,) = of(evs, "card_called")
    assert (called.seat, called.reaction_ms) == (starter, 200)


def test_w29_without_word_of_the_show_the_ruling_instant_stands():
    """W29: if Discord never confirms the new table, the round's start (the ruling) is used after the grace."""
    e = table(starter=0)
    starter = end_round(e)
    call(e, starter, "whizz", 3300)
    assert e.view_for(None).next_tick_ms == 4200
    (called,) = of(tick(e, 4200), "card_called")
    assert (called.seat, called.reaction_ms) == (starter, 100)


def test_w29_round_one_press_before_the_first_table_is_ignored():
    """W29 at the game's start: a press before the first table was shown is ignored."""
    from engines.whizz_bing_bang.actions import Call, Shown
    from engines.whizz_bing_bang.engine import WhizzBingBangEngine

    e = WhizzBingBangEngine.new(3, 1, {"first_player": "host_choice", "first_seat": 0})
    e.apply(1, Call(sound="whizz", at_ms=900, snowflake=sf(900, 1)))
    evs = e.apply(None, Shown(turn=e.state.turn, at_ms=1000)) + tick(e, 5000)
    assert ignored(evs, "before_table") == [(1, 900)]
    assert [(m.culprit, m.cause) for m in of(evs, "mistake_ruled")] == [(0, "too_slow")], "not out of turn"
