"""Whizz Bing Bang actions (whizz_bing_bang.md §5.5, §9): timestamped player inputs and clock actions.

Every player input carries the Discord timestamp it was made at (`at_ms`, the snowflake's time in
ms) and the snowflake itself (`snowflake`, the tie-break). The engine rules from these only, never
from arrival order. The system advances time with `Tick(now_ms)` and reports when Discord showed a
prompt with `Shown(turn, at_ms)`.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from engines.base import Action

SoundName = Literal["whizz", "bing", "bang"]


class Call(Action):
    """A sound button press (or typed word): the seat says `sound` at `at_ms` (§4)."""

    kind: Literal["call"] = "call"
    sound: SoundName
    at_ms: int = Field(ge=0)
    snowflake: int = Field(ge=0)


class Slap(Action):
    """A BOOM press (or typed `boom`): the seat slaps the face-up card at `at_ms` (§4.1)."""

    kind: Literal["slap"] = "slap"
    at_ms: int = Field(ge=0)
    snowflake: int = Field(ge=0)


class Punish(Action):
    """A Punish! press at `at_ms`: a claim in the race to punish, or a mistake if no cause (§5.2, W6)."""

    kind: Literal["punish"] = "punish"
    at_ms: int = Field(ge=0)
    snowflake: int = Field(ge=0)


class PickToken(Action):
    """Token hunt (§7): the claimer turns over face-down token `slot` of their own row at `at_ms`."""

    kind: Literal["pick_token"] = "pick_token"
    slot: int = Field(ge=0, le=3)
    at_ms: int = Field(ge=0)
    snowflake: int = Field(ge=0)


class Tick(Action):
    """System: Discord time is now at least `now_ms`; rule whatever is due (W22, W24)."""

    kind: Literal["tick"] = "tick"
    now_ms: int = Field(ge=0)


class Shown(Action):
    """System: the prompt of turn `turn` became visible at `at_ms` (Discord's edit/post time, W14, W27).

    In a call phase it is the reveal (slowness timer start); in a slap phase the Boom's reveal; in a
    punish phase the post of the mistake (the punish window opens, W23).
    """

    kind: Literal["shown"] = "shown"
    turn: int
    at_ms: int = Field(ge=0)


PlayerInput = Call | Slap | Punish | PickToken
INPUT_KINDS = ("call", "slap", "punish", "pick_token")

AnyAction = Annotated[Call | Slap | Punish | PickToken | Tick | Shown, Field(discriminator="kind")]
ACTION_ADAPTER: TypeAdapter[AnyAction] = TypeAdapter(AnyAction)
