"""The live state a game is played on: plain slotted twins of an engine's pydantic state models.

On CPython 3.11 an attribute of a pydantic model gets no LOAD_ATTR/STORE_ATTR specialisation
(BaseModel defines `__getattr__` and `__setattr__`), and a step of a game reads and writes hundreds
of fields. BANG! and Forest Gangs therefore play on `__slots__` dataclasses with the models' field
names, order and defaults (their `state.py`), converted in from a model when a state is loaded and
out to the model's JSON when it is stored; each game's tests check the twins against the models.

`LiveGameState` is the twin of `engines.base.GameState`, the fields every game state starts with;
a game's live state subclasses it and adds its own fields after them, as its model does.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engines.base import Decision, Result


@dataclass(slots=True, kw_only=True)
class LiveGameState:
    """The live twin of `GameState` (same fields, order and defaults). `decisions` (each a
    `Decision`) and `result` hold the pydantic models themselves: they are built once, only read."""

    seats: int
    seed: int
    rng_draws: int = 0
    turn: int = 0
    decision_seq: int = 0
    decisions: list[Decision] = field(default_factory=list)
    result: Result | None = None


def copied(value: Any) -> Any:
    """A list or dict field's own copy (a live state shares no mutable value with the state it was
    made from); any other value as it is."""
    t = type(value)
    return t(value) if t is list or t is dict else value
