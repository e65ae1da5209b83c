"""Whizz Bing Bang's clock on Discord: engine ticks and AI reactions as persisted deadlines.

Time in the engine is Discord time in unix milliseconds (a snowflake's timestamp). The bot's
scheduler works in unix seconds. Three kinds of deadline keys (none starts with "d"):

* ``k<ms>``: the engine's next ruling instant (a deadline plus the grace period, W22/W24);
  firing applies ``Tick(now_ms)`` as a system action.
* ``s<turn>``: the round's first table was never confirmed by Discord (no `Shown`): start the
  slowness timer by a tick shortly after (W14).
* ``a<seat>x<ms>``: an AI seat's planned input for the current prompt, made at ``<ms>``. The plan
  is recomputed from the stored state with a deterministic RNG, so the fired action is exactly
  the one that was scheduled; a plan that changed simply gets a new key.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from bot.storage import SessionRecord
from engines.base import Action, Engine, Seat, ai_rng, replace
from engines.common.strength import choose
from engines.whizz_bing_bang import GAME
from engines.whizz_bing_bang.actions import Tick

DISCORD_EPOCH_MS = 1420070400000
FIRST_SHOW_FALLBACK_S = 1.0
"""If Discord never confirmed the round's first table, start the clock this long after."""

SHOW_ESTIMATE_MS = 250
"""Until Discord confirms a prompt's table edit, AI reactions count from this long after it began."""

ChooseAi = Callable[[Engine[Any], Seat, random.Random, str | None], Action | None]
"""`choose_ai(engine, seat, rng, strength)`: an AI seat's input at its strength (issue 36)."""


def choose_at_strength(
    engine: Engine[Any], seat: Seat, rng: random.Random, strength: str | None
) -> Action | None:
    """Whizz Bing Bang's AI at a seat's strength (`engines.common.strength.choose`)."""
    return choose(GAME, strength, engine, seat, rng)


def snowflake_ms(snowflake: int) -> int:
    """The unix-ms timestamp of a Discord snowflake."""
    return (int(snowflake) >> 22) + DISCORD_EPOCH_MS


def make_snowflake(ms: int, low: int = 0) -> int:
    """A snowflake-shaped id for unix time `ms` (for AI inputs; `low` = the 22 low bits)."""
    return ((ms - DISCORD_EPOCH_MS) << 22) | (low & ((1 << 22) - 1))


class WhizzBingBangTimers:
    """The `GameTimers` of Whizz Bing Bang (see the module docstring)."""

    def __init__(self, choose_ai: ChooseAi) -> None:
        self.choose_ai = choose_ai

    def plan(self, record: SessionRecord, engine: Engine[Any], seat: Seat) -> Action | None:
        """The AI seat's next input for the current prompt (deterministic for a given state)."""
        if engine.result is not None or engine.phase_start_ms() is None:
            return None  # the round's first table is not shown yet: nothing to react to
        view: Any = engine.perspective(seat)
        rng = ai_rng(record.seed, seat, engine.turn * 64 + view.my_inputs)
        action: Any = self.choose_ai(engine, seat, rng, record.seats[seat].strength)
        if action is None or not hasattr(action, "at_ms"):
            return None
        if view.shown_pending:
            # Discord has not confirmed the table edit yet: assume it shows a little after the
            # input that caused it. Once `Shown` arrives the plan is recomputed from it.
            action = replace(action, at_ms=action.at_ms + SHOW_ESTIMATE_MS)
        # A Discord-shaped snowflake, so AI inputs tie-break against human ones like Discord ids.
        low = (seat << 12) | (action.snowflake & 0xFFF)
        action = replace(action, snowflake=make_snowflake(action.at_ms, low))
        if not engine._is_legal(seat, action):  # e.g. stamped before the last ruling
            return None
        return action

    def deadlines(self, record: SessionRecord, engine: Engine[Any], now: float) -> dict[str, float]:
        """The next ruling tick and every AI seat's planned input."""
        if engine.result is not None:
            return {}
        st: Any = engine.state
        out: dict[str, float] = {}
        if engine.phase_start_ms() is None:  # round 1 before Discord showed the table
            out[f"s{engine.turn}"] = now + FIRST_SHOW_FALLBACK_S
        else:
            tick = max(st.next_tick_ms, st.clock_ms)
            if tick > st.clock_ms:
                out[f"k{tick}"] = tick / 1000
        for seat, info in enumerate(record.seats):
            if not info.ai:
                continue
            action: Any = self.plan(record, engine, seat)
            if action is not None:
                out[f"a{seat}x{action.at_ms}"] = action.at_ms / 1000
        return out

    def fire(
        self, record: SessionRecord, engine: Engine[Any], key: str, now: float
    ) -> list[tuple[Seat | None, Action]]:
        """A tick as a system action, or an AI seat's planned input."""
        if engine.result is not None:
            return []
        st: Any = engine.state
        now_ms = round(now * 1000)
        if key.startswith("k") and key[1:].isdigit():
            return [(None, Tick(now_ms=max(now_ms, int(key[1:]), st.clock_ms)))]
        if key.startswith("s"):
            if engine.phase_start_ms() is not None:
                return []
            return [(None, Tick(now_ms=max(now_ms, st.clock_ms)))]
        if key.startswith("a") and "x" in key:
            seat_s, _, at_s = key[1:].partition("x")
            if not (seat_s.isdigit() and at_s.isdigit()):
                return []
            seat = int(seat_s)
            if seat >= len(record.seats) or not record.seats[seat].ai:
                return []
            action: Any = self.plan(record, engine, seat)
            if action is None or action.at_ms != int(at_s):
                return []
            return [(seat, action)]
        return []
