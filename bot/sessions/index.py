"""The click index: in memory, what each known session and channel looks like, so a stale, forged
or foreign click is refused without the channel lock or the database (docs/ARCHITECTURE.md C5.6)."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Final

from bot.sessions.options import INDEX_SIZE, LIVE
from bot.storage import SessionRecord
from engines.base import Engine, Seat


class _Missing:
    """The index has no entry: it knows nothing (which is not "no such session")."""

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Final = _Missing()


def summary(record: SessionRecord) -> SessionRecord:
    """A copy of a session row without its state and log (what the index keeps)."""
    return record.copy(
        seats=[s.clone() for s in record.seats],
        options=dict(record.options),
        state=None,
        recent_log=[],
        deadlines=dict(record.deadlines),
    )


@dataclass
class Known:
    """What the click index knows of one session, as of `record.version`.

    `turn`, `decisions` (open decision id -> seat) and `decision_seq` (the last decision id ever
    opened) come from the engine; None when no engine was seen at this version.
    """

    record: SessionRecord
    turn: int | None = None
    decisions: dict[int, Seat] | None = None
    decision_seq: int = 0

    @property
    def live(self) -> bool:
        """Whether the session still takes clicks (lobby or running)."""
        return self.record.status in LIVE

    def token_refusal(self, seat: Seat, token: str | None) -> str | None:
        """The code `SessionManager.check_token` raises for this token, when that is certain.

        A malformed token; a turn older than the current one and a decision that was opened and
        is closed (turns and decision ids only grow, a closed decision never reopens: true even
        if the index lagged behind the database); an open decision asked of another seat (true
        while the index is in step, as every write of this process keeps it). None = maybe: the
        locked path decides (a current or newer token, an index without the engine's part).
        """
        if token is None or token == "x":
            return None
        kind, num = token[:1], token[1:]
        if not num.isdigit():
            return "forged_id"
        n = int(num)
        if kind == "t":
            return "stale_button" if self.turn is not None and n < self.turn else None
        if kind == "d":
            if self.decisions is None:
                return None
            owner = self.decisions.get(n)
            if owner is not None:
                return "not_your_decision" if owner != seat else None
            return "stale_button" if n <= self.decision_seq else None
        return "forged_id"


def _learn(known: Known, engine: Engine[Any]) -> None:
    """Copy the engine's turn and open decisions into an entry."""
    known.turn = engine.turn
    known.decisions = {d.id: d.seat for d in engine.open_decisions()}
    known.decision_seq = int(getattr(engine.state, "decision_seq", 0))


def _known(record: SessionRecord, engine: Engine[Any] | None) -> Known:
    known = Known(summary(record))
    if engine is not None and record.status == "running":
        _learn(known, engine)
    return known


class ClickIndex:
    """In memory: each known session's version, seats, turn and open decisions, and each known
    channel's live session, so that a stale, forged or foreign click is refused without the
    channel lock or the database (docs/ARCHITECTURE.md C5.6).

    Kept in step by every write of `SessionManager` (they all run under the channel lock and
    update the index before releasing it) and filled lazily from storage on first touch, so it
    is right after a restart. An entry is only an optimisation: a missing one is read again, a
    lost version race drops it, and anything it is not certain of goes the locked path, which
    reads the database and stays the truth.
    """

    def __init__(self, size: int = INDEX_SIZE, *, remember_absent: bool = True) -> None:
        self.size = size
        self.remember_absent = remember_absent
        """Keep "no such session" answers (False when another process may create the session)."""
        self.sessions: OrderedDict[str, Known | None] = OrderedDict()
        """session id -> what is known (None: no such session)."""
        self.channels: OrderedDict[int, str | None] = OrderedDict()
        """channel id -> its live session's id (None: no live session)."""

    def session(self, session_id: str) -> Known | _Missing | None:
        """The entry of a session (None: there is no such session; MISSING: not known)."""
        known = self.sessions.get(session_id, MISSING)
        if known is not MISSING:
            self.sessions.move_to_end(session_id)
        return known

    def channel(self, channel_id: int) -> str | _Missing | None:
        """The live session of a channel (None: none; MISSING: not known)."""
        sid = self.channels.get(channel_id, MISSING)
        if sid is not MISSING:
            self.channels.move_to_end(channel_id)
        return sid

    def _set_session(self, session_id: str, known: Known | None) -> None:
        self.sessions[session_id] = known
        self.sessions.move_to_end(session_id)
        while len(self.sessions) > self.size:
            self.sessions.popitem(last=False)

    def _set_channel(self, channel_id: int, session_id: str | None) -> None:
        self.channels[channel_id] = session_id
        self.channels.move_to_end(channel_id)
        while len(self.channels) > self.size:
            self.channels.popitem(last=False)

    def wrote(self, record: SessionRecord, engine: Engine[Any] | None, expected: int | None = None) -> None:
        """A write of this process committed `record` (the caller holds the channel lock).

        Without an engine, a running session keeps the turn and decisions of the entry it
        replaces when that entry was the version just overwritten (a seat flag changed, the
        state did not).
        """
        known = _known(record, engine)
        prev = self.sessions.get(record.id)
        if (
            engine is None
            and known.record.status == "running"
            and isinstance(prev, Known)
            and prev.record.version == expected
            and prev.record.status == "running"
        ):
            known.turn, known.decisions, known.decision_seq = prev.turn, prev.decisions, prev.decision_seq
        self._set_session(record.id, known)
        if known.live:
            self._set_channel(record.channel_id, record.id)
        elif self.channels.get(record.channel_id, MISSING) in (record.id, MISSING):
            self._set_channel(record.channel_id, None)

    def observed(self, record: SessionRecord, engine: Engine[Any] | None = None) -> None:
        """The locked path read `record` (and loaded `engine` at its version): the truth now; an
        entry that is out of step is put right."""
        prev = self.sessions.get(record.id)
        if isinstance(prev, Known) and prev.record.version >= record.version:
            if prev.record.version > record.version or engine is None or record.status != "running":
                return
            _learn(prev, engine)  # same version: only the engine's part can be news
            return
        self._set_session(record.id, _known(record, engine))
        if record.status in LIVE:
            self._set_channel(record.channel_id, record.id)
        elif self.channels.get(record.channel_id) == record.id:
            self._set_channel(record.channel_id, None)

    def observed_channel(self, channel_id: int, record: SessionRecord | None) -> None:
        """The locked path read the channel's live session (None: there is none)."""
        if record is None:
            self._set_channel(channel_id, None)
        else:
            self.observed(record)

    def warmed(
        self,
        session_id: str | None,
        channel_id: int | None,
        record: SessionRecord | None,
        engine: Engine[Any] | None,
    ) -> None:
        """A read outside the lock came back (a session by id, or a channel's live session): keep
        it only where no write got in first (an entry written meanwhile is newer)."""
        if record is not None and record.id not in self.sessions:
            self._set_session(record.id, _known(record, engine))
        if (
            session_id is not None
            and record is None
            and session_id not in self.sessions
            and self.remember_absent
        ):
            self._set_session(session_id, None)
        live = record is not None and record.status in LIVE
        if record is not None and live and record.channel_id not in self.channels:
            self._set_channel(record.channel_id, record.id)
        if channel_id is not None and channel_id not in self.channels:
            self._set_channel(channel_id, None)  # the read found no live session there

    def forget(self, session_id: str | None = None, channel_id: int | None = None) -> None:
        """Drop what may be wrong (a lost version race): it is read again on the next touch."""
        if session_id is not None:
            self.sessions.pop(session_id, None)
        if channel_id is not None:
            self.channels.pop(channel_id, None)
