"""Whizz Bing Bang's GameTimers without Discord: ticks, AI plans and the first-show fallback."""

from __future__ import annotations

from bot.storage import SeatInfo, SessionRecord
from cogs.whizz_bing_bang.timers import (
    SHOW_ESTIMATE_MS,
    WhizzBingBangTimers,
    choose_at_strength,
    snowflake_ms,
)
from engines.whizz_bing_bang import GAME
from engines.whizz_bing_bang.actions import Shown

T0 = 1_800_000_000_000


def setup(ai: tuple[bool, ...] = (False, True, True), seed: int = 7):
    engine = GAME.engine.new(len(ai), seed, {"end_points": 4})
    record = SessionRecord(
        id="abcd1234",
        guild_id=1,
        channel_id=2,
        game="whizz_bing_bang",
        rules_version=1,
        seed=seed,
        host_id=10,
        seats=[SeatInfo(user_id=None if a else 10 + i, name=f"S{i}", ai=a) for i, a in enumerate(ai)],
        options={},
        status="running",
        version=1,
    )
    return engine, record, WhizzBingBangTimers(choose_at_strength)


def test_before_the_first_show_only_a_fallback_tick_and_no_ai_plan():
    """Round 1 before Discord showed the table: no AI reacts to it, and a tick starts the clock."""
    engine, record, timers = setup()
    keys = timers.deadlines(record, engine, T0 / 1000)
    assert list(keys) == [f"s{engine.turn}"]
    assert keys[f"s{engine.turn}"] > T0 / 1000
    pairs = timers.fire(record, engine, f"s{engine.turn}", T0 / 1000 + 1)
    assert [a.kind for _, a in pairs] == ["tick"]


def test_ai_plans_are_deterministic_and_fire_exactly_as_scheduled():
    """The key carries the planned instant; firing recomputes the same action from the same state."""
    engine, record, timers = setup()
    engine.apply(None, Shown(turn=engine.turn, at_ms=T0))
    keys = timers.deadlines(record, engine, T0 / 1000)
    tick = [k for k in keys if k.startswith("k")]
    assert tick == [f"k{engine.state.next_tick_ms}"], "the next ruling: slow limit + grace"
    assert engine.state.next_tick_ms == T0 + 3000 + 1000
    ai_keys = [k for k in keys if k.startswith("a")]
    assert all(not k.startswith("d") for k in keys)
    for key in ai_keys:
        seat, at = (int(x) for x in key[1:].split("x"))
        assert record.seats[seat].ai and at >= T0 + 150
        assert keys[key] == at / 1000
        pairs = timers.fire(record, engine, key, at / 1000)
        assert len(pairs) == 1 and pairs[0][0] == seat
        action = pairs[0][1]
        assert action.at_ms == at and snowflake_ms(action.snowflake) == at, "a Discord-shaped snowflake"
        assert timers.fire(record, engine, key, at / 1000) == pairs
    assert timers.fire(record, engine, "a1x123", T0 / 1000) == [], "an outdated plan does nothing"
    assert timers.fire(record, engine, "a0x123", T0 / 1000) == [], "a human seat has no AI plan"


def test_ai_plans_wait_for_the_reveal_to_be_confirmed():
    """Until `Shown` arrives, AI reactions count from a little after the prompt began."""
    engine, record, timers = setup(ai=(True, True, True), seed=3)
    engine.apply(None, Shown(turn=engine.turn, at_ms=T0))
    active = engine.view_for(None).active
    plan = timers.plan(record, engine, active)
    assert plan is not None and plan.kind == "call"
    engine.apply(active, plan)
    assert engine.view_for(None).shown_pending
    pending = {s: timers.plan(record, engine, s) for s in range(3)}
    engine.apply(None, Shown(turn=engine.turn, at_ms=engine.phase_start_ms()))
    confirmed = {s: timers.plan(record, engine, s) for s in range(3)}
    both = [s for s in range(3) if pending[s] is not None and confirmed[s] is not None]
    assert both
    for s in both:
        assert pending[s].at_ms == confirmed[s].at_ms + SHOW_ESTIMATE_MS


def test_each_ai_seat_plans_at_its_strength():
    """Issue 36: the timers plan each AI seat's input at the strength it was added with; over many
    deals an easy seat reacts later than a normal one, a hard seat sooner (never under 150 ms)."""
    delays: dict[str | None, list[int]] = {"easy": [], None: [], "hard": []}
    for seed in range(60):
        engine, record, timers = setup((False, True, True), seed=seed)
        engine.apply(None, Shown(turn=engine.turn, at_ms=T0))
        for strength in delays:
            record.seats[1].strength = strength
            record.seats[2].strength = strength
            for seat in (1, 2):
                action = timers.plan(record, engine, seat)
                if action is not None:
                    assert action.at_ms >= T0 + 150
                    delays[strength].append(action.at_ms - T0)
    mean = {k: sum(v) / len(v) for k, v in delays.items()}
    assert mean["easy"] > mean[None] > mean["hard"], mean
