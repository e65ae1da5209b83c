"""Whizz Bing Bang AI: a player with a reaction-time distribution and an error rate.

It reads only its perspective. It returns the input it will make for the current prompt, stamped
with the instant it makes it (prompt start + a sampled reaction time); the caller delivers it no
earlier than that instant. One input per prompt (token hunt: one more after each wrong pick).
It never double taps: a press of a button it pressed moments before waits out the W30 window.
"""

from __future__ import annotations

import random
from typing import Any

from engines.base import Action, Engine, Seat, replace
from engines.whizz_bing_bang.actions import Call, PickToken, Punish, Slap
from engines.whizz_bing_bang.catalog import CALL_SOUNDS
from engines.whizz_bing_bang.perspective import WhizzBingBangPerspective
from engines.whizz_bing_bang.state import button_key

MIN_REACTION_MS = 150
"""No human reacts faster; also keeps AI slaps outside the 120 ms anticipation guard (W16)."""


def _sf(at: int, seat: Seat, rng: random.Random) -> int:
    return at * (1 << 22) + seat * 4096 + rng.randrange(4096)


STRENGTH_TIMING = {"easy": (1.35, 1.3, 2.5), "normal": (1.0, 1.0, 1.0), "hard": (0.8, 0.8, 0.4)}
"""Issue 36: a reflex game's strengths are reflexes. Per strength, factors on the table's AI
reaction time, its spread and its error rate (house design: easy reacts about a third slower and
errs two and a half times as often, hard a fifth faster with fewer than half the errors; never
under MIN_REACTION_MS). Search has nothing to add here: every choice is still read from the AI's
own perspective only."""


def choose_ai_action(engine: Engine[Any], seat: Seat, rng: random.Random) -> Action | None:
    """The AI's next input for the current prompt, or None (wait / nothing to do)."""
    return _act(engine, seat, rng, "normal")


def choose_easy_action(engine: Engine[Any], seat: Seat, rng: random.Random) -> Action | None:
    """The easy AI: slower, and more often wrong (STRENGTH_TIMING)."""
    return _act(engine, seat, rng, "easy")


def choose_hard_action(
    engine: Engine[Any], seat: Seat, rng: random.Random, budget: Any = None
) -> Action | None:
    """The hard AI: quicker, and seldom wrong (STRENGTH_TIMING); `budget` is unused (no search)."""
    return _act(engine, seat, rng, "hard")


def _act(engine: Engine[Any], seat: Seat, rng: random.Random, strength: str) -> Action | None:
    p: WhizzBingBangPerspective = engine.view_for(seat)  # type: ignore[assignment]
    if strength != "normal":
        react, spread, errs = STRENGTH_TIMING[strength]
        t = p.timing
        p = replace(
            p,
            timing=replace(
                t,
                ai_reaction_ms=round(t.ai_reaction_ms * react),
                ai_reaction_sd_ms=round(t.ai_reaction_sd_ms * spread),
                ai_error_rate=min(1.0, t.ai_error_rate * errs),
            ),
        )
    action: Any = _choose(p, seat, rng)
    if action is None:
        return None
    key = button_key(action.kind, getattr(action, "sound", None), getattr(action, "slot", None))
    last = p.my_last_press_ms.get(key)
    window = p.timing.double_tap_ms
    if last is not None and window and action.at_ms - last < window:  # W30: not a double tap
        at = last + window
        action = replace(action, at_ms=at, snowflake=_sf(at, seat, rng))
    return action


def _choose(p: WhizzBingBangPerspective, seat: Seat, rng: random.Random) -> Action | None:
    if p.phase == "over":
        return None
    t = p.timing
    react = max(MIN_REACTION_MS, int(rng.gauss(t.ai_reaction_ms, t.ai_reaction_sd_ms)))
    start = p.phase_start_ms if p.phase_start_ms is not None else p.clock_ms
    err = t.ai_error_rate
    at = start + react
    if p.phase == "call":
        if p.my_inputs:
            return None
        if seat == p.active:
            if rng.random() < err / 4:  # distracted: forgets to play (§5.1.2)
                at += t.slow_limit_ms
            sound = p.expected or "whizz"
            if rng.random() < err:  # reads the card wrong (§5.1.6)
                sound = rng.choice([s for s in CALL_SOUNDS if s != sound])
            return Call(sound=sound, at_ms=at, snowflake=_sf(at, seat, rng))
        r = rng.random()
        if r < err / 3:  # thinks it is their turn (§5.1.3)
            sound = p.expected or "whizz"
            return Call(sound=sound, at_ms=at, snowflake=_sf(at, seat, rng))  # type: ignore[arg-type]
        if r < err / 3 + err / 15:  # sees a Boom that is not there (§5.1.4)
            return Slap(at_ms=at, snowflake=_sf(at, seat, rng))
        if r < err / 3 + err / 15 + err / 30:  # punishes without cause (§5.1.5)
            return Punish(at_ms=at, snowflake=_sf(at, seat, rng))
        return None
    if p.phase == "slap":
        if p.my_inputs or seat in p.slapped:
            return None
        at = start + max(react * 4 // 5, MIN_REACTION_MS)
        return Slap(at_ms=at, snowflake=_sf(at, seat, rng))
    # punish phase: race to punish (§5.2); punishing is voluntary but always worth it here
    if seat == p.culprit:
        return None
    if not p.token_hunt:
        if p.my_inputs:
            return None
        return Punish(at_ms=at, snowflake=_sf(at, seat, rng))
    row = p.my_row or []
    peeked = sum(1 for tok in row if tok is not None)
    if p.my_inputs > peeked:  # a pick not known to be wrong is still pending
        return None
    want = p.players[seat].next_token
    known = [i for i, tok in enumerate(row) if tok == want]
    unknown = [i for i, tok in enumerate(row) if tok is None]
    if not known and not unknown:
        return None
    slot = known[0] if known else rng.choice(unknown)
    if p.my_last_input_ms is not None:
        at = max(at, p.my_last_input_ms + react // 2)
    return PickToken(slot=slot, at_ms=at, snowflake=_sf(at, seat, rng))
