"""Scenario builders for Whizz Bing Bang tests: stacked decks and timestamped inputs."""

from __future__ import annotations

import itertools
from typing import Any

from engines.base import Event
from engines.whizz_bing_bang.actions import Call, PickToken, Punish, Shown, Slap, Tick
from engines.whizz_bing_bang.catalog import sound_of
from engines.whizz_bing_bang.engine import WhizzBingBangEngine

_SEQ = itertools.count(1)
SHIFT = 1 << 22


def sf(at: int, seat: int, seq: int | None = None) -> int:
    """A Discord-like snowflake for an input made at `at` ms by `seat`."""
    return at * SHIFT + seat * 4096 + (next(_SEQ) % 4096 if seq is None else seq)


def table(
    seats: int = 4, starter: int = 0, top: tuple[str, ...] | list[str] = (), start_ms: int = 0, **opts: Any
):
    """A new round with `starter` to play the setup Whizz; `top` = the next cards revealed, in order."""
    options = {"first_player": "host_choice", "first_seat": starter, "two_players": seats == 2, **opts}
    e = WhizzBingBangEngine.new(seats, 1, options)
    stack(e, top)
    e.apply(None, Tick(now_ms=start_ms))
    return e


def stack(e: WhizzBingBangEngine, sounds: tuple[str, ...] | list[str]) -> None:
    """Put cards of these sounds on top of the draw pile, the first one to be revealed next."""
    st = e.state
    pool = list(st.draw)
    chosen = []
    for s in sounds:
        c = next(c for c in pool if sound_of(c) == s)
        pool.remove(c)
        chosen.append(c)
    st.draw = pool + list(reversed(chosen))


def call(e, seat: int, sound: str, at: int, snowflake: int | None = None) -> list[Event]:
    """`seat` presses `sound` at `at` ms."""
    return e.apply(
        seat, Call(sound=sound, at_ms=at, snowflake=sf(at, seat) if snowflake is None else snowflake)
    )


def slap(e, seat: int, at: int, snowflake: int | None = None) -> list[Event]:
    """`seat` presses BOOM at `at` ms."""
    return e.apply(seat, Slap(at_ms=at, snowflake=sf(at, seat) if snowflake is None else snowflake))


def punish(e, seat: int, at: int, snowflake: int | None = None) -> list[Event]:
    """`seat` presses Punish! at `at` ms."""
    return e.apply(seat, Punish(at_ms=at, snowflake=sf(at, seat) if snowflake is None else snowflake))


def pick(e, seat: int, slot: int, at: int) -> list[Event]:
    """Token hunt: `seat` turns over token `slot` at `at` ms."""
    return e.apply(seat, PickToken(slot=slot, at_ms=at, snowflake=sf(at, seat)))


def tick(e, now: int) -> list[Event]:
    """The bot's clock reaches `now` ms."""
    return e.apply(None, Tick(now_ms=now))


def shown(e, at: int) -> list[Event]:
    """Discord showed the current prompt at `at` ms."""
    return e.apply(None, Shown(turn=e.state.turn, at_ms=at))


def kinds(events: list[Event]) -> list[str]:
    """Event kinds, without the private 'ignored' notes."""
    return [x.kind for x in events if x.kind != "input_ignored"]


def of(events: list[Event], kind: str) -> list[Any]:
    """The events of one kind."""
    return [x for x in events if x.kind == kind]


def mistake(e, culprit: int, at: int, now: int | None = None) -> list[Event]:
    """Make `culprit` punish without cause at `at` and rule it (clock to at + grace)."""
    evs = punish(e, culprit, at)
    return evs + tick(e, now if now is not None else at + e.options.grace_ms)
