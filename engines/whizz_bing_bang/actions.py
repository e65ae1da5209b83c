"""Whizz Bing Bang actions (whizz_bing_bang.md §5.5, §9): timestamped player inputs and clock actions.

Every player input carries the Discord timestamp it was made at (`at_ms`, the snowflake's time in
ms) and the snowflake itself (`snowflake`, the tie-break). The engine rules from these only, never
from arrival order. The system advances time with `Tick(now_ms)` and reports when Discord showed a
prompt with `Shown(turn, at_ms)`.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from engines.base import Action

SoundName = Literal["whizz", "bing", "bang"]
Ms = Annotated[int, msgspec.Meta(ge=0)]
"""A Discord time in ms, or a snowflake: never negative."""


class Call(Action, tag="call", kw_only=True):
    """A sound button press (or typed word): the seat says `sound` at `at_ms` (§4)."""

    sound: SoundName
    at_ms: Ms
    snowflake: Ms


class Slap(Action, tag="slap", kw_only=True):
    """A BOOM press (or typed `boom`): the seat slaps the face-up card at `at_ms` (§4.1)."""

    at_ms: Ms
    snowflake: Ms


class Punish(Action, tag="punish", kw_only=True):
    """A Punish! press at `at_ms`: a claim in the race to punish, or a mistake if no cause (§5.2, W6)."""

    at_ms: Ms
    snowflake: Ms


class PickToken(Action, tag="pick_token", kw_only=True):
    """Token hunt (§7): the claimer turns over face-down token `slot` of their own row at `at_ms`."""

    slot: Annotated[int, msgspec.Meta(ge=0, le=3)]
    at_ms: Ms
    snowflake: Ms


class Tick(Action, tag="tick", kw_only=True):
    """System: Discord time is now at least `now_ms`; rule whatever is due (W22, W24)."""

    now_ms: Ms


class Shown(Action, tag="shown", kw_only=True):
    """System: the prompt of turn `turn` became visible at `at_ms` (Discord's edit/post time, W14, W27).

    In a call phase it is the reveal (slowness timer start); in a slap phase the Boom's reveal; in a
    punish phase the post of the mistake (the punish window opens, W23).
    """

    turn: int
    at_ms: Ms


PlayerInput = Call | Slap | Punish | PickToken
INPUT_KINDS = ("call", "slap", "punish", "pick_token")

ACTION_TYPES = (Call, Slap, Punish, PickToken, Tick, Shown)
