"""What the session layer answers with: its refusals (`SessionError`), an accepted request's
`Outcome` and its `Step`s, and the shapes a game hands it (action factories, timers)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from bot.storage import SessionRecord
from engines.base import Action, Engine, Event, Seat


class SessionError(Exception):
    """A request the session layer refuses: no game, not seated, stale or forged button, …."""

    def __init__(self, code: str, **params: str | int) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


@dataclass
class Step:
    """One applied action and what it produced."""

    seat: Seat | None
    action: Action
    events: list[Event]


@dataclass
class Outcome:
    """What an accepted request changed, for the presenter."""

    record: SessionRecord
    engine: Engine[Any] | None
    steps: list[Step] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    """Public one-line announcements (idle warnings, AI takeovers, abandonment)."""
    mentions: list[int] = field(default_factory=list)
    """User ids to ping with the notes."""
    logged: dict[str, str] = field(default_factory=dict)
    """A note → its line in the table's public Recent log, when the two differ (the note speaks to
    the player it mentions; the log speaks of them, in the third person)."""
    started: bool = False
    finished: bool = False
    prepared: Any = None
    """The clicker's answer, drawn while the commit synced (`Presenter.prepare_answer`), if it was."""

    @property
    def events(self) -> list[Event]:
        """Every event of every step, in order."""
        return [e for s in self.steps for e in s.events]


ActionFactory = Callable[[Engine[Any], Seat], Action]
SystemFactory = Callable[[Engine[Any], SessionRecord], list[tuple[Seat | None, Action]]]


class GameTimers(Protocol):
    """Optional per-game timing (real-time games): extra deadlines and what they do.

    Deadline keys must not start with "d" (decision deadlines) and should be unique per due time
    (e.g. "tick1700000000123"), because a stored deadline is never moved, only added or dropped.
    """

    def deadlines(self, record: SessionRecord, engine: Engine[Any], now: float) -> dict[str, float]:
        """key -> unix seconds of every game deadline wanted now."""
        ...

    def fire(
        self, record: SessionRecord, engine: Engine[Any], key: str, now: float
    ) -> list[tuple[Seat | None, Action]]:
        """The (seat, action) pairs to apply when `key` fires: system actions or AI seats' inputs."""
        ...
