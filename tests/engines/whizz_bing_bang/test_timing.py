"""Fair timing: rulings from Discord timestamps, never arrival order (whizz_bing_bang.md §9, W22–W25, W27)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.base import RuleViolation, to_data
from engines.whizz_bing_bang.actions import Call, Shown, Slap, Tick
from tests.engines.whizz_bing_bang.builders import call, of, punish, sf, slap, table, tick

RULINGS = ("mistake_ruled", "boom_ranked", "token_given", "nobody_punished", "play_restarted", "card_called")


def rulings(events):
    """The rulings in an event stream, without audiences or arrival-dependent notes."""
    return [{k: v for k, v in to_data(e).items() if k != "audience"} for e in events if e.kind in RULINGS]


def deliver(e, inputs):
    """Apply (seat, kind, arg, at, snowflake) inputs in the given arrival order; return events."""
    out = []
    for seat, kind, arg, at, flake in inputs:
        try:
            if kind == "call":
                out += e.apply(seat, Call(sound=arg, at_ms=at, snowflake=flake))
            elif kind == "slap":
                out += e.apply(seat, Slap(at_ms=at, snowflake=flake))
            else:
                out += punish(e, seat, at, flake)
        except RuleViolation as exc:  # stamped before a ruling already made: as good as ignored
            assert exc.code == "input_too_old"
    return out


def table_state(e):
    """What the players see: the public perspective."""
    return to_data(e.view_for(None))


def boom_table(**opts):
    """Seat 0 reveals a Boom at t=1000, with the ms's lowest snowflake: every input at 1000 comes after."""
    e = table(starter=0, top=["boom", "whizz", "whizz"], **opts)
    call(e, 0, "whizz", 1000, sf(1000, 0, 0))
    return e


slap_times = st.lists(st.integers(1120, 4500), min_size=4, max_size=4)


@settings(max_examples=30)
@given(
    times=slap_times,
    noise=st.lists(st.tuples(st.integers(0, 3), st.integers(1000, 4000)), max_size=4),
    data=st.data(),
)
def test_slaps_delivered_out_of_order_give_the_same_ranking(times, noise, data):
    """W22/§9.3: shuffled arrival of slaps (timestamps intact) gives the same Boom ruling as in order.

    When every seat slaps, the Boom is ruled at once (W24) and the noise calls stamped after the last
    slap play on: the culprit's restart Whizz is then applied as soon as it arrives (W22). A press
    stamped before that call (even in the same ms, by snowflake) but arriving after it is the W25
    case the rules keep arrival-dependent: the call stands and the press is judged late, where in
    timestamp order the press would have come first. Those draws (spotted by `exceptional`, as in
    the batch property below) still give the same Boom ruling, but what follows it may differ.
    """
    inputs = [(s, "slap", None, t, sf(t, s, s)) for s, t in enumerate(times) if t <= 4000 or s % 2]
    inputs += [(s, "call", "whizz", t, sf(t, s, 100 + i)) for i, (s, t) in enumerate(noise)]
    ordered = sorted(inputs, key=lambda x: (x[3], x[4]))
    shuffled = data.draw(st.permutations(inputs))
    a, b = boom_table(), boom_table()
    ea = deliver(a, ordered) + tick(a, 20_000)
    eb = deliver(b, shuffled) + tick(b, 20_000)
    ra, rb = rulings(ea), rulings(eb)
    assert not exceptional(ea)  # in timestamp order nothing is ever late
    if exceptional(eb):  # W25: only the Boom ruling is arrival-independent
        assert boom_ruling(ra) == boom_ruling(rb)
        return
    assert ra == rb
    assert table_state(a) == table_state(b)


def boom_ruling(rulings):
    """The rulings up to the restart after the Boom (boom_ranked, token_given or a race, restart)."""
    kinds = [r["kind"] for r in rulings]
    end = kinds.index("play_restarted") + 1 if "play_restarted" in kinds else len(kinds)
    return rulings[:end]


@settings(max_examples=30)
@given(
    claims=st.lists(st.integers(1900, 7500), min_size=3, max_size=3), keep=st.integers(1, 3), data=st.data()
)
def test_claims_delivered_out_of_order_give_the_same_winner(claims, keep, data):
    """W22/§9.4: shuffled arrival of Punish! claims (one per player) gives the same race as in order."""
    inputs = [
        (s, "punish", None, t, sf(t, s, i)) for i, (s, t) in enumerate(zip([0, 1, 3], claims, strict=True))
    ]
    inputs = inputs[:keep]

    def run(order):
        e = table(starter=0)
        call(e, 2, "whizz", 700, sf(700, 2, 0))  # the same mistake (same snowflake) in both runs
        evs = tick(e, 1900)
        return e, rulings(evs + deliver(e, order) + tick(e, 20_000))

    a, ra = run(sorted(inputs, key=lambda x: (x[3], x[4])))
    b, rb = run(data.draw(st.permutations(inputs)))
    assert ra == rb
    assert table_state(a) == table_state(b)


@settings(max_examples=30)
@given(
    stray=st.lists(
        st.tuples(st.integers(1, 3), st.sampled_from(["call", "slap", "punish"]), st.integers(100, 2900)),
        min_size=1,
        max_size=5,
    ),
    data=st.data(),
)
def test_mistakes_delivered_out_of_order_give_the_same_ruling(stray, data):
    """W3/W22: the first mistake by timestamp is ruled, whatever the arrival order."""
    inputs = [(s, k, "bang", t, sf(t, s, i)) for i, (s, k, t) in enumerate(stray)]

    def run(order):
        e = table(starter=0)
        return e, rulings(deliver(e, order) + tick(e, 4000) + tick(e, 20_000))

    a, ra = run(sorted(inputs, key=lambda x: (x[3], x[4])))
    b, rb = run(data.draw(st.permutations(inputs)))
    assert ra == rb
    assert table_state(a) == table_state(b)


def test_an_earlier_correct_call_arriving_late_still_comes_first():
    """W22: Beth's correct call (made first, arriving second) is handled before Chris's held press."""
    for order in ([("b", 1300), ("c", 1400)], [("c", 1400), ("b", 1300)]):
        e = table(starter=0, top=["whizz", "whizz", "bing"])
        call(e, 0, "whizz", 1000)  # reveals Whizz -> Beth (1)
        for who, at in order:
            call(e, 1 if who == "b" else 2, "whizz", at)
        p = e.view_for(None)
        assert p.active == 3 and p.phase == "call"  # both were correct, in timestamp order
        assert not e.state.mistakes


def test_w25_late_mistake_after_a_correct_call_is_judged_at_its_own_time():
    """W25: the applied call stands; the earlier-stamped late press is judged at its timestamp, ruled after."""
    e = table(starter=0, top=["whizz", "bing", "whizz"])
    call(e, 0, "whizz", 1000)  # Beth's turn (1)
    call(e, 1, "whizz", 1300)  # applied at once: Chris's turn
    assert e.view_for(None).active == 2
    call(e, 2, "whizz", 1200)  # Chris pressed at 1200, during Beth's turn: out of turn
    evs = tick(e, 2200)
    m = of(evs, "mistake_ruled")[0]
    assert (m.culprit, m.cause, m.late, m.at_ms) == (2, "out_of_turn", True, 1200)
    assert e.view_for(None).faceup_sound == "bing"  # nothing rolled back


def test_w25_late_press_that_was_right_at_its_time_is_ignored():
    """W25: a late duplicate of the call that was applied (same player, right sound) changes nothing."""
    e = table(starter=0, top=["whizz", "whizz"])
    call(e, 0, "whizz", 1000)
    call(e, 1, "whizz", 1300)
    call(e, 1, "whizz", 1290)
    assert not of(tick(e, 2300), "mistake_ruled")


def test_ties_broken_by_snowflake():
    """§9.3: two slaps in the same millisecond are ordered by snowflake id."""
    e = boom_table()
    e.apply(2, Slap(at_ms=1400, snowflake=sf(1400, 2, 9)))
    e.apply(1, Slap(at_ms=1400, snowflake=sf(1400, 1, 10)))
    e.apply(3, Slap(at_ms=1500, snowflake=sf(1500, 3, 1)))
    e.apply(0, Slap(at_ms=1500, snowflake=sf(1500, 0, 2)))
    ranking = [r.seat for r in e.view_for(None).ranking]
    assert ranking == [1, 2, 0, 3]  # seat 1's snowflake is lower (seat bits) despite its later sequence


def test_ties_in_the_race_broken_by_snowflake():
    """§9.4: two claims in the same millisecond: the lower snowflake wins."""
    e = table(starter=0)
    call(e, 2, "whizz", 700)
    tick(e, 1700)
    punish(e, 3, 2000, snowflake=2000 * (1 << 22) + 5)
    punish(e, 1, 2000, snowflake=2000 * (1 << 22) + 7)
    assert of(tick(e, 3000), "token_given")[0].giver == 3


def test_input_older_than_a_ruling_is_refused_and_changes_nothing():
    """W22: inputs stamped before a ruling can never change it: they are refused, state unchanged."""
    e = table(starter=0)
    call(e, 2, "whizz", 700)
    tick(e, 1700)
    before = e.dump()
    with pytest.raises(RuleViolation) as exc:
        e.apply(1, Slap(at_ms=1600, snowflake=sf(1600, 1)))
    assert exc.value.code == "input_too_old" and e.dump() == before


def test_duplicate_snowflake_is_refused():
    """A redelivered interaction (same snowflake) is refused."""
    e = table(starter=0)
    flake = sf(700, 2)
    call(e, 2, "whizz", 700, flake)
    with pytest.raises(RuleViolation):
        call(e, 2, "whizz", 700, flake)


def test_clock_never_goes_back_and_shown_must_match_the_turn():
    """Time only moves forward; a Shown for an old prompt or before the provisional instant is refused."""
    e = table(starter=0, top=["bing"])
    tick(e, 500)
    with pytest.raises(RuleViolation):
        e.apply(None, Tick(now_ms=400))
    old = e.state.turn
    call(e, 0, "whizz", 600)
    with pytest.raises(RuleViolation):
        e.apply(None, Shown(turn=old, at_ms=700))
    with pytest.raises(RuleViolation):
        e.apply(None, Shown(turn=e.state.turn, at_ms=599))
    e.apply(None, Shown(turn=e.state.turn, at_ms=650))
    with pytest.raises(RuleViolation):
        e.apply(None, Shown(turn=e.state.turn, at_ms=660))  # once per prompt


def test_players_cannot_send_system_actions():
    """Tick and Shown are the bot's, never a player's."""
    e = table(starter=0)
    with pytest.raises(RuleViolation):
        e.apply(1, Tick(now_ms=5))


def test_system_actions_tick_at_the_next_deadline_plus_grace():
    """W24: the bot's next tick is the slow deadline + grace, or a held mistake's instant + grace."""
    e = table(starter=0)
    assert e.system_actions() == [Tick(now_ms=4000)]
    call(e, 2, "whizz", 700)
    assert e.system_actions() == [Tick(now_ms=1700)]
    assert e.view_for(None).next_tick_ms == 1700


def test_grace_zero_rules_on_the_tick_at_the_instant():
    """W22: with grace 0 a mistake is ruled as soon as the clock reaches it."""
    e = table(starter=0, grace_ms=0)
    call(e, 2, "whizz", 700)
    assert of(tick(e, 700), "mistake_ruled")


def exceptional(events):
    """The documented arrival-dependent cases: inputs judged late at their own time (W25)."""
    n = sum(1 for x in events if getattr(x, "late", False))
    return n + sum(
        1 for x in events if x.kind == "input_ignored" and x.reason in ("overtaken", "one_mistake_at_a_time")
    )


@settings(max_examples=60)
@given(
    deck=st.lists(st.sampled_from(["whizz", "bing", "bang", "boom"]), min_size=8, max_size=8),
    batch=st.lists(
        st.tuples(
            st.integers(0, 3),
            st.sampled_from(["call", "call", "call", "slap", "punish"]),
            st.sampled_from(["whizz", "bing", "bang"]),
            st.integers(0, 6000),
        ),
        min_size=1,
        max_size=10,
    ),
    data=st.data(),
)
def test_any_batch_out_of_order_gives_the_same_rulings(deck, batch, data):
    """W22: a batch of inputs delivered in any order before the clock moves gives the same rulings.

    The documented exceptions are excluded: an input overtaken by a later-stamped correct call that
    was already applied (W25), and with it any input refused as older than a ruling made at once (W24).
    """
    inputs = [(s, k, snd, t, sf(t, s, i)) for i, (s, k, snd, t) in enumerate(batch)]

    def run(order):
        e = table(starter=0, top=deck)
        evs = deliver(e, order)
        for now in range(1000, 40_000, 1000):
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


def test_w25_late_mistake_is_ruled_after_the_boom_in_progress():
    """W25: a late mistake found while a Boom is being slapped is ruled after that punishment."""
    e = table(starter=0, top=["whizz", "boom", "whizz"])
    call(e, 0, "whizz", 1000)  # Beth's turn
    call(e, 1, "whizz", 1300)  # reveals a Boom
    call(e, 3, "bang", 1200)  # Denise, during Beth's turn: out of turn, arrives late
    evs = []
    for seat, at in [(0, 1600), (1, 1700), (2, 1800), (3, 1900)]:
        evs += slap(e, seat, at)
    evs += tick(e, 2300)
    assert [x.kind for x in evs if x.kind in ("token_given", "play_restarted", "mistake_ruled")] == [
        "token_given",
        "play_restarted",
        "mistake_ruled",
    ]
    m = of(evs, "mistake_ruled")[0]
    assert (m.culprit, m.cause, m.late) == (3, "out_of_turn", True)


# The example hypothesis found (times [1120, 1121, 1120, 1120], noise [(1, 1122), (0, 1122)]): every seat
# slaps, so the Boom is ruled at once (W24) and seat 1 restarts; then seat 0 (out of turn) and seat 1
# (the right restart Whizz) press in the same millisecond, seat 0's snowflake first. Seat 0's Whizz
# repeats its own Whizz of t=1000 within 500 ms: with W30 on it is a double tap (the last test below),
# so the two same-ms tests turn W30 off to test the snowflake order on its own.
SAME_MS_AFTER_BOOM = [
    (0, "slap", None, 1120, 4_697_620_480),
    (1, "slap", None, 1121, 4_701_818_881),
    (2, "slap", None, 1120, 4_697_628_674),
    (3, "slap", None, 1120, 4_697_632_771),
    (1, "call", "whizz", 1122, 4_706_013_284),
    (0, "call", "whizz", 1122, 4_706_009_189),
]


def test_same_ms_press_in_timestamp_order_the_first_snowflake_is_ruled():
    """W3/§9.3: in timestamp order seat 0's press (lower snowflake) is first: out of turn; seat 1's is ignored."""
    e = boom_table(double_tap_ms=0)
    evs = deliver(e, sorted(SAME_MS_AFTER_BOOM, key=lambda x: (x[3], x[4]))) + tick(e, 20_000)
    assert not of(evs, "card_called")
    m = of(evs, "mistake_ruled")[0]
    assert (m.culprit, m.cause, m.at_ms, m.late) == (0, "out_of_turn", 1122, False)


def test_w25_same_ms_press_with_an_earlier_snowflake_arriving_after_the_call_is_late():
    """W22/W25: a press stamped in the same ms as an applied call but with a lower snowflake was made
    before it: the call stands and the press is judged late, at its own instant (seat 1 still due)."""
    e = boom_table(double_tap_ms=0)
    evs = deliver(e, SAME_MS_AFTER_BOOM) + tick(e, 20_000)
    c = of(evs, "card_called")[0]
    assert (c.seat, c.at_ms) == (1, 1122)
    m = of(evs, "mistake_ruled")[0]
    assert (m.culprit, m.cause, m.at_ms, m.late) == (0, "out_of_turn", 1122, True)


def test_w30_same_ms_press_that_repeats_the_own_call_is_a_double_tap_in_any_order():
    """W30: seat 0's Whizz 122 ms after its own Whizz is one press with it, whether it arrives before or
    after seat 1's restart Whizz: seat 1's call stands and nobody is punished, in both arrival orders."""
    for order in (sorted(SAME_MS_AFTER_BOOM, key=lambda x: (x[3], x[4])), SAME_MS_AFTER_BOOM):
        e = boom_table()
        evs = deliver(e, order)
        assert [(c.seat, c.at_ms) for c in of(evs, "card_called")] == [(1, 1122)]
        taps = [x for x in evs if x.kind == "input_ignored" and x.reason == "double_tap"]
        assert [(x.seat, x.at_ms) for x in taps] == [(0, 1122)]
        assert not of(evs, "mistake_ruled") and not of(tick(e, 2200), "mistake_ruled")


def test_w25_same_ms_press_before_the_call_is_not_the_next_players_turn():
    """W22/W25: a press in the same ms as the applied call, with a lower snowflake, was made while the
    caller was still due: it is out of turn, never the next player's correct call."""
    e = table(starter=0, top=["whizz", "whizz", "whizz"])
    call(e, 0, "whizz", 1000)  # Beth's turn (1)
    evs = call(e, 1, "whizz", 1300, 1300 * (1 << 22) + 9000)  # applied at once: Chris's turn (2)
    evs += call(e, 2, "whizz", 1300, 1300 * (1 << 22) + 100)  # Chris pressed first, arrives second
    evs += tick(e, 2300)
    assert [c.seat for c in of(evs, "card_called")] == [1]
    m = of(evs, "mistake_ruled")[0]
    assert (m.culprit, m.cause, m.at_ms, m.late) == (2, "out_of_turn", 1300, True)


def test_w25_late_press_is_judged_in_the_turn_its_snowflake_falls_in():
    """W25/§9.3: with two calls applied, a press in the first call's ms but before it (lower snowflake)
    belongs to the first turn: Beth pressing then is out of turn, not an overtaken call of her own turn."""
    e = table(starter=0, top=["whizz", "whizz", "whizz"])
    call(e, 0, "whizz", 1000, 1000 * (1 << 22) + 4000)  # Beth's turn (1)
    call(e, 1, "whizz", 1300)  # Chris's turn (2)
    evs = call(e, 1, "whizz", 1000, 1000 * (1 << 22) + 10)  # Beth, before Adrian's call: out of turn
    evs += tick(e, 2000)
    m = of(evs, "mistake_ruled")[0]
    assert (m.culprit, m.cause, m.at_ms, m.late) == (1, "out_of_turn", 1000, True)
