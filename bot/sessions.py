"""The session manager: per-channel lock → load → seat check → token check → apply → commit.

Game-agnostic: it knows engines only through `engines.base` and the registry. An accepted action
is committed (state, action rows, deadlines, results) before anyone is answered (docs/ARCHITECTURE.md C9).
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import json
import logging
import secrets
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from typing import Any, Final, Protocol, TypeVar

from bot.storage import ActionRow, ChannelBusy, Commit, ConcurrentUpdate, SeatInfo, SessionRecord, Storage
from engines.base import Action, Engine, Event, GameModule, RuleViolation, Seat, ai_rng

log = logging.getLogger(__name__)

T = TypeVar("T")

SESSION_ID_BYTES = 4
"""Session ids are 8 hex characters: short enough for custom_ids (≤ 100 characters)."""
MAX_PLAYERS = "max_players"
"""A lobby option of every game (not the engine's): how many seats the table has at most."""
PINGS = "pings"
"""A session option (not the engine's): False turns the turn pings off for that game."""
SESSION_OPTIONS = frozenset({MAX_PLAYERS, PINGS})
"""Options the session keeps for itself; the engine never sees them."""
LOBBY_KEY = "lobby"
"""The deadline key that closes a lobby nobody started."""
AI_STEP_LIMIT = 5_000
"""A safety bound on AI actions applied in one go (no legal game gets near it)."""
LIVE = ("lobby", "running")
"""Statuses of a session that still takes clicks."""
DEFER_AFTER_S = 1.0
"""How long a request may wait (for the channel lock or the database) before its interaction is
acknowledged; Discord invalidates an interaction not answered within 3 s."""
INDEX_SIZE = 20_000
"""Sessions (and channels) the click index remembers; the least recently used are read again."""


_commits: contextvars.ContextVar[int] = contextvars.ContextVar("campfire_commits", default=0)


def commits_so_far() -> int:
    """How many session writes this task has committed (the error path compares before and after:
    a request that committed something must never be answered "please try again")."""
    return _commits.get()


_written: contextvars.ContextVar[list[str] | None] = contextvars.ContextVar("campfire_written", default=None)
"""Sessions written inside the current `SessionManager.lock` block (forgotten if its commit fails)."""


def _committed(session_id: str | None = None) -> None:
    _commits.set(_commits.get() + 1)
    written = _written.get()
    if session_id is not None and written is not None:
        written.append(session_id)


WaitGuard = Callable[[float], AbstractAsyncContextManager[Any]]
"""Given the patience in seconds, a context manager around a request that may have to wait: the
interaction layer's is `bot.ui.Deferral` (it acknowledges the interaction if the wait runs long)."""
_wait_guard: contextvars.ContextVar[WaitGuard | None] = contextvars.ContextVar(
    "campfire_wait_guard", default=None
)


def guard_long_waits(guard: WaitGuard | None) -> contextvars.Token[WaitGuard | None]:
    """Set what `submit` and `lobby` wrap themselves in for this task (see `WaitGuard`)."""
    return _wait_guard.set(guard)


def reset_wait_guard(token: contextvars.Token[WaitGuard | None]) -> None:
    """Undo `guard_long_waits`."""
    _wait_guard.reset(token)


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


def engine_options(record: SessionRecord) -> dict[str, Any]:
    """The engine's options of a session (without session keys such as max_players and pings)."""
    return {k: v for k, v in record.options.items() if k not in SESSION_OPTIONS}


def _lobby_seats(host_id: int, host_name: str, others: list[SeatInfo], max_seats: int) -> list[SeatInfo]:
    """The host first, then the other players (a rematch), up to the table size."""
    seats = [SeatInfo(user_id=host_id, name=host_name)]
    seats.extend(s for s in others if s.user_id != host_id)
    return seats[:max_seats]


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


class SessionManager:
    """Owns the sessions table: lobbies, submitted actions, timeouts, AI seats and results."""

    def __init__(
        self,
        storage: Storage,
        *,
        clock: Callable[[], float] = time.time,
        idle_strikes_before_ai: int = 3,
        log_lines: int = 8,
        lobby_timeout_s: int = 1800,
        seed_source: Callable[[], int] | None = None,
    ) -> None:
        self.storage = storage
        self.seed_source = seed_source or (lambda: secrets.randbits(63))
        self.lobby_timeout_s = lobby_timeout_s
        self.clock = clock
        self.idle_strikes_before_ai = idle_strikes_before_ai
        self.log_lines = log_lines
        self.games: dict[str, GameModule] = {}
        self.event_line: dict[str, Callable[[Event, SessionRecord], str | None]] = {}
        self.timers: dict[str, GameTimers] = {}
        self.before_commit: dict[str, Callable[[Outcome], None]] = {}
        self._locks: dict[int, asyncio.Lock] = {}
        self._cache: dict[str, tuple[int, Engine[Any]]] = {}
        """session id -> (version, engine) of the sessions this process touched (the newest INDEX_SIZE)."""
        self._records: dict[str, SessionRecord] = {}
        """session id -> its row as this process last wrote or read it under the lock: with one process
        on the database that is the row (`_current`), so a click needs no read."""
        self.on_deadlines_changed: Callable[[], None] | None = None
        self.shared = bool(getattr(storage, "shared", False))
        """Other processes write the same database (PostgreSQL): see `_shared_known`."""
        self.index = ClickIndex(remember_absent=not self.shared)
        """What `submit` and `lobby` refuse from without the lock or the database."""
        self._warming: dict[tuple[str, Any], asyncio.Future[Any]] = {}
        self.defer_after_s = DEFER_AFTER_S
        """The patience handed to the wait guard (`guard_long_waits`) of `submit` and `lobby`."""

    # ---- registry ---------------------------------------------------------------------------
    def register(
        self,
        game: GameModule,
        event_line: Callable[[Event, SessionRecord], str | None],
        timers: GameTimers | None = None,
        before_commit: Callable[[Outcome], None] | None = None,
    ) -> None:
        """Called by a cog in cog_load: the engine, how its public events read, its timers.

        `before_commit(outcome)` may change seat flags of `outcome.record` (e.g. a real-time game's
        idle players) inside the same transaction as the actions.
        """
        self.games[game.engine.name] = game
        self.event_line[game.engine.name] = event_line
        if timers is not None:
            self.timers[game.engine.name] = timers
        if before_commit is not None:
            self.before_commit[game.engine.name] = before_commit

    def unregister(self, key: str) -> None:
        """Called when a cog unloads: undoes `register` (its engine, event lines, timers, hook)."""
        for registry in (self.games, self.event_line, self.timers, self.before_commit):
            registry.pop(key, None)

    def game(self, key: str) -> GameModule:
        """A registered game, or SessionError("unknown_game")."""
        try:
            return self.games[key]
        except KeyError:
            raise SessionError("unknown_game") from None

    @contextlib.asynccontextmanager
    async def lock(self, channel_id: int) -> AsyncIterator[None]:
        """The per-channel lock: one request at a time per channel.

        In this process an asyncio lock (the fast path: a burst of clicks queues here, and only the
        first one holds a database connection); then the storage's `serialized`, which on
        PostgreSQL is a transaction holding the channel's advisory lock, so that processes sharing
        the database take their turns too. What the block wrote is committed when it ends, before
        the caller answers anyone; if that final commit fails, nothing counts as written.
        """
        local = self._locks.get(channel_id)
        if local is None:
            local = self._locks[channel_id] = asyncio.Lock()
        async with local:
            before = _commits.get()
            written = _written.set([])
            try:
                async with self.storage.serialized(channel_id):
                    yield
            except BaseException:
                if _commits.get() != before:  # written in the block, then the transaction failed
                    _commits.set(before)
                    self.index.forget(channel_id=channel_id)
                    for session_id in _written.get() or []:
                        self._forget(session_id)
                        self.index.forget(session_id)
                raise
            finally:
                _written.reset(written)

    # ---- loading ---------------------------------------------------------------------------------
    def engine_of(self, record: SessionRecord) -> Engine[Any]:
        """The engine of a running session, from the cache if it is current."""
        cached = self._cache.get(record.id)
        if cached is not None and cached[0] == record.version:
            return cached[1]
        if record.state is None:
            raise SessionError("not_started")
        engine = self.game(record.game).engine.load(record.state)
        self._keep_engine(record, engine)
        return engine

    def _keep_engine(self, record: SessionRecord, engine: Engine[Any]) -> None:
        self._cache.pop(record.id, None)
        self._cache[record.id] = (record.version, engine)
        while len(self._cache) > self.index.size:
            self._cache.pop(next(iter(self._cache)))

    def _keep_record(self, record: SessionRecord) -> None:
        """Remember the row as written (or read) under the lock; only with one process on the file."""
        if self.shared:
            return
        self._records.pop(record.id, None)
        if record.status not in LIVE:
            return
        self._records[record.id] = record
        while len(self._records) > self.index.size:
            self._records.pop(next(iter(self._records)))

    def _current(self, channel_id: int) -> SessionRecord | None:
        """The channel's live session without a read, when this process is sure of it: one process
        on the database (SQLite), the index's entry at the version of the remembered row. Each write
        of this process keeps both in step, under the lock the caller holds; the commit's version
        guard stays the last word."""
        if self.shared:
            return None
        sid = self.index.channels.get(channel_id)
        if not isinstance(sid, str):
            return None
        record = self._records.get(sid)
        known = self.index.sessions.get(sid)
        if (
            record is None
            or not isinstance(known, Known)
            or known.record.version != record.version
            or record.status not in LIVE
            or record.channel_id != channel_id
        ):
            return None
        return record.copy(  # a copy: the caller changes it, and may fail before writing it
            seats=[seat.clone() for seat in record.seats],
            options=dict(record.options),
            recent_log=list(record.recent_log),
            deadlines=dict(record.deadlines),
        )

    def _forget(self, session_id: str) -> None:
        self._cache.pop(session_id, None)
        self._records.pop(session_id, None)

    def written_elsewhere(self, session_id: str) -> None:
        """Forget what this process remembers of a session that was written around it (a repair
        tool, a test rigging a position): the next request reads it again."""
        self._forget(session_id)
        known = self.index.sessions.get(session_id)
        self.index.forget(session_id, known.record.channel_id if isinstance(known, Known) else None)

    def patience(self) -> AbstractAsyncContextManager[Any]:
        """The current request's wait guard (see `_patience`), for a wait outside the session manager."""
        return self._patience()

    def _patience(self) -> AbstractAsyncContextManager[Any]:
        """The wait guard of this task's request (an interaction's deferral), or nothing: around
        what may wait (the lock, the database), not around refusals the index answers at once."""
        guard = _wait_guard.get()
        return guard(self.defer_after_s) if guard is not None else contextlib.nullcontext()

    # ---- the click index -------------------------------------------------------------------------
    async def _warm(self, key: tuple[str, Any], read: Callable[[], Awaitable[T]]) -> T:
        """Run one read that fills the index; concurrent callers for the same key share it."""
        fut = self._warming.get(key)
        if fut is None:
            fut = asyncio.ensure_future(read())
            self._warming[key] = fut

            def done(f: asyncio.Future[Any]) -> None:
                self._warming.pop(key, None)
                if not f.cancelled():
                    f.exception()  # retrieved: every waiter got it already

            fut.add_done_callback(done)
        async with self._patience():  # a first-touch read may meet a busy database
            result: T = await asyncio.shield(fut)
        return result

    def _fresh_engine(self, record: SessionRecord | None) -> Engine[Any] | None:
        """An engine of a running record, loaded apart from the cache (read outside the lock, where
        the cached engine may be in the middle of an apply)."""
        if record is None or record.status != "running" or record.state is None:
            return None
        game = self.games.get(record.game)
        return game.engine.load(record.state) if game is not None else None

    async def known(self, session_id: str) -> Known | None:
        """The index's entry of a session, read from storage on first touch (None: no such session)."""
        hit = self.index.session(session_id)
        if hit is not MISSING:
            return hit if isinstance(hit, Known) else None

        async def read() -> Known | None:
            record = await self.storage.get_session(session_id)
            engine = self._fresh_engine(record)
            self.index.warmed(session_id, None, record, engine)
            return _known(record, engine) if record is not None else None

        got = await self._warm(("s", session_id), read)
        hit = self.index.session(session_id)  # a write that got in meanwhile is newer
        if hit is MISSING:
            return got
        return hit if isinstance(hit, Known) else None

    async def _channel_live(self, channel_id: int) -> Known | _Missing | None:
        """The channel's live session as the index knows it (read on first touch): None when there
        is certainly none, MISSING when the index is not sure (the locked path decides)."""
        sid = self.index.channel(channel_id)
        if sid is MISSING:

            async def read() -> Known | None:
                record = await self.storage.live_session(channel_id)
                engine = self._fresh_engine(record)
                self.index.warmed(None, channel_id, record, engine)
                return _known(record, engine) if record is not None else None

            got = await self._warm(("c", channel_id), read)
            sid = self.index.channel(channel_id)
            if sid is MISSING:
                return got
        if sid is None:
            return None
        assert isinstance(sid, str)
        known = await self.known(sid)
        if known is None or not known.live or known.record.channel_id != channel_id:
            self.index.forget(channel_id=channel_id)  # out of step: read again next time
            return MISSING
        return known

    async def identify(self, session_id: str) -> SessionRecord | None:
        """A session's row without state or log (id, game, channel, seats, status, version), from
        the index when it knows it; None when there is no such session."""
        known = await self.known(session_id)
        return summary(known.record) if known is not None else None

    async def channel_of(self, session_id: str) -> int:
        """The channel of a live session (a DM click plays there); SessionError("stale_button")
        when the session is over or unknown."""
        known = await self.known(session_id)
        if known is None or not known.live:
            raise SessionError("stale_button")
        return known.record.channel_id

    async def _shared_known(
        self, channel_id: int, session_id: str | None, *, locked: bool = False
    ) -> Known | None:
        """With other processes on the database: the index's entry of the clicked running game, for
        the refusals that stay true however far behind the entry is (None: the locked path decides).

        Those rest on facts that never revert: a started game's seats never change, a player who
        left stays gone, turns and decision ids only grow and a closed decision never reopens. What
        another process may have changed (a new lobby, a join, the game's end, a seat taken back)
        goes the locked path, which reads the database.
        """
        if session_id is None:
            return None
        if locked:
            # Inside the lock (and its database transaction) only what the index holds: a read here
            # would need a second pooled connection while this request holds one.
            hit = self.index.session(session_id)
            known = hit if isinstance(hit, Known) else None
        else:
            known = await self.known(session_id)
        if known is None or known.record.channel_id != channel_id or known.record.status != "running":
            return None
        return known

    async def _refuse_play(
        self,
        channel_id: int,
        session_id: str | None,
        user_id: int,
        token: str | None,
        *,
        locked: bool = False,
    ) -> None:
        """Raise what `submit` would refuse with, when the index is certain of it."""
        if self.shared:
            known = await self._shared_known(channel_id, session_id, locked=locked)
            if known is None:
                return
            seat = known.record.seat_of(user_id)
            if seat is None:
                raise SessionError("not_seated")
            if known.record.seats[seat].left:
                raise SessionError("you_left")
            code = known.token_refusal(seat, token)
            if code is not None:
                raise SessionError(code)
            return
        known = await self._channel_live(channel_id)
        if known is None:
            raise SessionError("no_game")
        if not isinstance(known, Known):
            return
        seat = self._play_checks(known.record, session_id, user_id)
        code = known.token_refusal(seat, token)
        if code is not None:
            raise SessionError(code)

    async def _refuse_lobby(
        self,
        channel_id: int,
        session_id: str,
        user_id: int,
        verb: str,
        moderator: bool,
        *,
        locked: bool = False,
    ) -> None:
        """Raise what `lobby` would refuse with, when the index is certain of it."""
        if self.shared:
            if await self._shared_known(channel_id, session_id, locked=locked) is not None:
                raise SessionError("already_started")  # a lobby click on a started game: it stays started
            return
        known = await self._channel_live(channel_id)
        if known is None:
            raise SessionError("no_game")
        if not isinstance(known, Known):
            return
        self._lobby_checks(known.record, session_id, user_id, verb, moderator)

    async def live(self, channel_id: int) -> SessionRecord:
        """The channel's live session or SessionError("no_game")."""
        record = await self.storage.live_session(channel_id)
        if record is None:
            raise SessionError("no_game")
        return record

    async def live_observed(self, channel_id: int) -> SessionRecord:
        """`live`, for a caller holding the channel lock: what it reads is the truth, so the index
        takes it (this heals an entry that is out of step)."""
        record = self._current(channel_id)
        if record is not None:
            return record
        record = await self.storage.live_session(channel_id)
        self.index.observed_channel(channel_id, record)
        if record is None:
            raise SessionError("no_game")
        self._keep_record(record)
        return record

    async def peek(
        self, channel_id: int, session_id: str | None = None
    ) -> tuple[SessionRecord, Engine[Any] | None]:
        """Read-only look at the channel's session (for "show my hand", the rules, a step of a
        BANG! play, …): the row this process wrote or read last when it alone has the database and
        the index is at that row's version (`_current`, as a click under the lock takes it), else a read."""
        record = self._current(channel_id) or await self.live(channel_id)
        if session_id is not None and record.id != session_id:
            raise SessionError("stale_button")
        engine = self.engine_of(record) if record.status == "running" else None
        return record, engine

    # ---- lobby ---------------------------------------------------------------------------------
    async def create_lobby(
        self,
        game_key: str,
        *,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        options: dict[str, Any],
        seats: list[SeatInfo] | None = None,
    ) -> SessionRecord:
        """Open a lobby in a channel with the host seated; SessionError("channel_busy") if taken.

        `seats` (a rematch) seats those players, the host first.
        """
        game = self.game(game_key)
        try:
            engine_options = {k: v for k, v in options.items() if k not in SESSION_OPTIONS}
            parsed = game.engine.parse_options(engine_options)
        except ValueError as exc:
            raise SessionError("bad_options") from exc
        stored = parsed.model_dump(mode="json")
        max_players = options.get(MAX_PLAYERS)
        if max_players is not None:
            if not game.engine.min_seats <= int(max_players) <= game.engine.max_seats:
                raise SessionError("bad_seat_count", min=game.engine.min_seats, max=game.engine.max_seats)
            stored[MAX_PLAYERS] = int(max_players)
        if options.get(PINGS) is not None:
            stored[PINGS] = bool(options[PINGS])
        record = SessionRecord(
            id=secrets.token_hex(SESSION_ID_BYTES),
            guild_id=guild_id,
            channel_id=channel_id,
            game=game_key,
            rules_version=game.engine.rules_version,
            seed=self.seed_source(),
            host_id=host_id,
            seats=_lobby_seats(host_id, host_name, seats or [], game.engine.max_seats),
            options=stored,
            status="lobby",
            version=0,
        )
        async with self.lock(channel_id):
            try:
                await self.storage.create_session(record)
            except ChannelBusy:
                self.index.forget(channel_id=channel_id)
                raise SessionError("channel_busy") from None
            _committed(record.id)
            self.index.wrote(record, None)
            due = self.clock() + self.lobby_timeout_s
            await self.storage.set_deadline(record.id, LOBBY_KEY, due)
            record.deadlines[LOBBY_KEY] = due
            self._keep_record(record)
        if self.on_deadlines_changed is not None:
            self.on_deadlines_changed()
        log.info("Lobby created session=%s game=%s channel=%s", record.id, game_key, channel_id)
        return record

    async def lobby(
        self,
        channel_id: int,
        session_id: str,
        user_id: int,
        name: str,
        verb: str,
        *,
        moderator: bool = False,
    ) -> Outcome:
        """Join, leave, add_ai, remove_ai, start or cancel a lobby.

        A click the index is certain to refuse is refused before the lock (and again right after
        it, before any read: the click that was ahead in the queue may have decided it).
        """
        await self._refuse_lobby(channel_id, session_id, user_id, verb, moderator)
        async with self._patience(), self.lock(channel_id):
            await self._refuse_lobby(channel_id, session_id, user_id, verb, moderator, locked=True)
            return await self._lobby_locked(channel_id, session_id, user_id, name, verb, moderator)

    def _lobby_checks(
        self, record: SessionRecord, session_id: str, user_id: int, verb: str, moderator: bool
    ) -> None:
        """Every refusal of a lobby click, in order (`record` is the channel's live session)."""
        if record.id != session_id:
            raise SessionError("stale_button")
        if record.status != "lobby":
            raise SessionError("already_started")
        game = self.game(record.game)
        is_host = user_id == record.host_id or moderator
        max_seats = int(record.options.get(MAX_PLAYERS) or game.engine.max_seats)
        if verb == "join":
            if record.seat_of(user_id) is not None:
                raise SessionError("already_joined")
            if len(record.seats) >= max_seats:
                raise SessionError("table_full", max=max_seats)
        elif verb == "leave":
            if record.seat_of(user_id) is None:
                raise SessionError("not_seated")
            if user_id == record.host_id:
                raise SessionError("host_cannot_leave")
        elif verb == "add_ai":
            if not is_host:
                raise SessionError("host_only")
            if len(record.seats) >= max_seats:
                raise SessionError("table_full", max=max_seats)
        elif verb == "remove_ai":
            if not is_host:
                raise SessionError("host_only")
            if not any(s.user_id is None for s in record.seats):
                raise SessionError("no_ai_to_remove")
        elif verb in ("cancel", "start"):
            if not is_host:
                raise SessionError("host_only")
        else:
            raise SessionError("forged_id")

    async def _lobby_locked(
        self, channel_id: int, session_id: str, user_id: int, name: str, verb: str, moderator: bool
    ) -> Outcome:
        """`lobby` under the channel lock: read, check, change, write."""
        record = await self.live_observed(channel_id)
        self._lobby_checks(record, session_id, user_id, verb, moderator)
        game = self.game(record.game)
        expected = record.version
        outcome = Outcome(record, None)
        if verb == "join":
            record.seats.append(SeatInfo(user_id=user_id, name=name))
        elif verb == "leave":
            seat = record.seat_of(user_id)
            assert seat is not None
            record.seats.pop(seat)
        elif verb == "add_ai":
            n = sum(1 for s in record.seats if s.user_id is None) + 1
            record.seats.append(SeatInfo(name=f"AI {n}", ai=True))
        elif verb == "remove_ai":
            ai_seats = [i for i, s in enumerate(record.seats) if s.user_id is None]
            record.seats.pop(ai_seats[-1])
        elif verb == "cancel":
            record.status = "cancelled"
        elif verb == "start":
            try:
                engine = game.engine.new(len(record.seats), record.seed, engine_options(record))
            except RuleViolation as exc:
                raise SessionError(exc.code, **exc.params) from None
            record.status = "running"
            record.state = initial = engine.dump()
            outcome.engine = engine
            outcome.started = True
            record.version = expected + 1
            self._run_ai(record, engine, outcome)
            await self._commit(record, expected, engine, outcome, initial_state=initial)
            log.info("Game started session=%s game=%s seats=%s", record.id, record.game, len(record.seats))
            return outcome
        record.version = expected + 1
        await self._update(record, expected)
        return outcome

    # ---- the game loop ---------------------------------------------------------------------------
    async def submit(
        self,
        channel_id: int,
        user_id: int,
        make_action: ActionFactory,
        *,
        session_id: str | None = None,
        token: str | None = None,
        meanwhile: Callable[[Outcome], None] | None = None,
    ) -> Outcome:
        """Apply one player's action (built under the lock by `make_action(engine, seat)`).

        Raises SessionError for session problems and RuleViolation for rule problems; in both
        cases nothing changed. On success the action (and any AI actions it set off) is committed.
        A click the index is certain to refuse (a stale token, a player not seated, a session not
        live) is refused before the lock, and again right after it before any read (in a burst,
        the click ahead in the queue has usually just made the others stale).
        """
        await self._refuse_play(channel_id, session_id, user_id, token)
        async with self._patience(), self.lock(channel_id):
            await self._refuse_play(channel_id, session_id, user_id, token, locked=True)
            return await self._submit_locked(channel_id, user_id, make_action, session_id, token, meanwhile)

    @staticmethod
    def _play_checks(record: SessionRecord, session_id: str | None, user_id: int) -> Seat:
        """The refusals of a player's action before its token, in order; the player's seat."""
        if session_id is not None and record.id != session_id:
            raise SessionError("stale_button")
        if record.status != "running":
            raise SessionError("not_started")
        seat = record.seat_of(user_id)
        if seat is None:
            raise SessionError("not_seated")
        info = record.seats[seat]
        if info.left:
            raise SessionError("you_left")
        if info.ai:
            raise SessionError("ai_playing_your_seat")
        return seat

    async def _submit_locked(
        self,
        channel_id: int,
        user_id: int,
        make_action: ActionFactory,
        session_id: str | None,
        token: str | None,
        meanwhile: Callable[[Outcome], None] | None = None,
    ) -> Outcome:
        """`submit` under the channel lock: read, check, apply, commit (`meanwhile(outcome)` runs
        while the commit waits for the disk, where the storage can overlap them)."""
        record = await self.live_observed(channel_id)
        seat = self._play_checks(record, session_id, user_id)
        info = record.seats[seat]
        engine = self.engine_of(record)
        self.index.observed(record, engine)
        self.check_token(engine, seat, token)
        expected = record.version
        try:
            action = make_action(engine, seat)
            events = engine.apply(seat, action)
        except BaseException:
            self._forget(record.id)
            raise
        outcome = Outcome(record, engine, [Step(seat, action, events)])
        info.idle_strikes = 0
        record.version = expected + 1
        self._run_ai(record, engine, outcome)
        await self._commit(record, expected, engine, outcome, meanwhile)
        log.debug("action session=%s seat=%s kind=%s v=%s", record.id, seat, action.kind, record.version)
        return outcome

    @staticmethod
    def check_token(engine: Engine[Any], seat: Seat, token: str | None) -> None:
        """Refuse a button from an older turn or an answered decision (docs/ARCHITECTURE.md C5.6)."""
        if token is None or token == "x":
            return
        kind, num = token[:1], token[1:]
        if not num.isdigit():
            raise SessionError("forged_id")
        n = int(num)
        if kind == "t":
            if engine.turn != n:
                raise SessionError("stale_button")
        elif kind == "d":
            d = engine.decision(n)
            if d is None:
                raise SessionError("stale_button")
            if d.seat != seat:
                raise SessionError("not_your_decision")
        else:
            raise SessionError("forged_id")

    async def expire(self, session_id: str, key: str) -> Outcome | None:
        """A deadline passed: apply the decision's default as the system (a logged action).

        Under the channel lock the deadline must still be pending: one that another process fired,
        or that an answer removed, is not fired again. It is gone when the lock is released, in the
        same transaction as what it applied.
        """
        record = await self.storage.get_session(session_id)
        if record is None:
            return None
        async with self.lock(record.channel_id):
            if not await self.storage.deadline_exists(session_id, key):
                return None
            try:
                return await self._expire_locked(session_id, key)
            finally:
                await self.storage.delete_deadline(session_id, key)
                kept = self._records.get(session_id)
                if kept is not None:
                    kept.deadlines.pop(key, None)

    async def _expire_locked(self, session_id: str, key: str) -> Outcome | None:
        """`expire` under the lock: the lobby timeout, a game timer, or a decision's default."""
        record = await self.storage.get_session(session_id)
        if record is not None and record.status == "lobby" and key == LOBBY_KEY:
            expected = record.version
            record.status = "cancelled"
            record.version = expected + 1
            await self._update(record, expected)
            log.info("Lobby timed out session=%s", record.id)
            return Outcome(record, None, notes=["⌛ The lobby was closed because nobody started the game."])
        if record is None or record.status != "running":
            return None
        engine = self.engine_of(record)
        if not key.startswith("d") or not key[1:].isdigit():
            timers = self.timers.get(record.game)
            if timers is None:
                return None
            now = self.clock()
            return await self._apply_system(record, engine, timers.fire(record, engine, key, now))
        decision = engine.decision(int(key[1:]))
        if decision is None:
            return None
        expected = record.version
        action = engine.default_action(decision)
        try:
            events = engine.apply(None, action)
        except BaseException:
            self._forget(record.id)
            raise
        outcome = Outcome(record, engine, [Step(None, action, events)])
        if not decision.optional:
            self._idle_strike(record, decision.seat, outcome)
        record.version = expected + 1
        self._run_ai(record, engine, outcome)
        await self._commit(record, expected, engine, outcome)
        log.debug("timeout session=%s seat=%s kind=%s", record.id, decision.seat, decision.kind)
        return outcome

    async def system(self, session_id: str, make: SystemFactory) -> Outcome | None:
        """Apply system (or AI-seat) actions to a running session, e.g. a reveal timestamp.

        None when the session is not running or `make` returns nothing.
        """
        record = await self.storage.get_session(session_id)
        if record is None:
            return None
        async with self.lock(record.channel_id):
            record = await self.storage.get_session(session_id)
            if record is None or record.status != "running":
                return None
            engine = self.engine_of(record)
            try:
                pairs = make(engine, record)
            except BaseException:
                self._forget(record.id)
                raise
            return await self._apply_system(record, engine, pairs)

    async def _apply_system(
        self, record: SessionRecord, engine: Engine[Any], pairs: list[tuple[Seat | None, Action]]
    ) -> Outcome | None:
        """Apply and commit system/AI actions (the caller holds the channel lock)."""
        if not pairs:
            return None
        expected = record.version
        outcome = Outcome(record, engine)
        try:
            for seat, action in pairs:
                if engine.result is not None:
                    break
                if seat is not None and not record.seats[seat].ai:
                    raise SessionError("not_ai_seat")
                outcome.steps.append(Step(seat, action, engine.apply(seat, action)))
        except BaseException:
            self._forget(record.id)
            raise
        record.version = expected + 1
        self._run_ai(record, engine, outcome)
        await self._commit(record, expected, engine, outcome)
        return outcome

    def _idle_strike(self, record: SessionRecord, seat: Seat, outcome: Outcome) -> None:
        info = record.seats[seat]
        if not info.human:
            return
        info.idle_strikes += 1
        limit = self.idle_strikes_before_ai
        times = f"{info.idle_strikes} time{'' if info.idle_strikes == 1 else 's'} in a row"
        if info.idle_strikes >= limit:
            info.ai = True
            rest = f"timed out {times}: an AI plays their seat now (`/{record.game} takeback` returns it)."
            note = f"🤖 <@{info.user_id}> {rest}"
            outcome.logged[note] = f"🤖 {info.name} {rest}"
        elif info.idle_strikes == limit - 1:
            note = f"⏰ <@{info.user_id}>, you timed out {times}; next time an AI takes over your seat."
            outcome.logged[note] = f"⏰ {info.name} timed out {times}; next time an AI takes over their seat."
        else:
            return
        outcome.notes.append(note)
        outcome.mentions.append(info.user_id or 0)

    def _run_ai(self, record: SessionRecord, engine: Engine[Any], outcome: Outcome) -> None:
        """Let AI seats act until a human (or the clock) must move next."""
        game = self.game(record.game)
        for _ in range(AI_STEP_LIMIT):
            if engine.result is not None:
                return
            acted = False
            for seat in engine.to_act():
                if not record.seats[seat].ai:
                    continue
                rng = ai_rng(record.seed, seat, record.version * 1000 + len(outcome.steps))
                action = game.choose_ai_action(engine, seat, rng)
                if action is None:
                    continue
                events = engine.apply(seat, action)
                outcome.steps.append(Step(seat, action, events))
                acted = True
                break
            if not acted:
                return
        raise RuntimeError(f"AI did not stop acting in session {record.id}")

    async def _commit(
        self,
        record: SessionRecord,
        expected: int,
        engine: Engine[Any],
        outcome: Outcome,
        meanwhile: Callable[[Outcome], None] | None = None,
        *,
        initial_state: str | None = None,
    ) -> None:
        """Write everything the outcome changed in one transaction (`Commit.meanwhile`, and
        `initial_state`, the first position of a game this commit starts: see storage)."""
        now = self.clock()
        hook = self.before_commit.get(record.game)
        if hook is not None:
            hook(outcome)
        if engine.result is None and not any(s.human for s in record.seats):
            record.status = "finished"
            outcome.finished = True
            outcome.notes.append("🏳️ Every player has left or gone idle: the game is over.")
        result = None
        if engine.result is not None:
            record.status = "finished"
            outcome.finished = True
            res = engine.result
            winners = set(res.winners)
            players = [
                (i, info, i in winners, res.scores[i] if i < len(res.scores) else None)
                for i, info in enumerate(record.seats)
            ]
            result = (res.summary, players)
            log.info("Game ended session=%s game=%s seed=%s", record.id, record.game, record.seed)
        line = self.event_line.get(record.game)
        if line is not None:
            for step in outcome.steps:
                for event in step.events:
                    if event.audience.sees(None):
                        text = line(event, record)
                        if text:
                            record.recent_log.append(text)
        record.recent_log.extend(outcome.logged.get(n, n) for n in outcome.notes)
        record.recent_log = record.recent_log[-max(self.log_lines, 1) :]
        record.state = engine.dump()
        open_keys = {
            f"d{d.id}": now + d.timeout_s for d in engine.open_decisions() if record.seats[d.seat].human
        }
        timers = self.timers.get(record.game)
        if timers is not None and record.status == "running":
            open_keys.update(timers.deadlines(record, engine, now))
        commit = Commit(
            record=record,
            expected_version=expected,
            actions=[ActionRow(s.seat, s.action.model_dump_json()) for s in outcome.steps],
            deadlines_set=open_keys,
            deadlines_keep=set(open_keys),
            result=result,
            meanwhile=(lambda: meanwhile(outcome)) if meanwhile is not None else None,
            initial_state=initial_state,
        )
        # A stored deadline is never moved: keep the due times already in the table.
        record.deadlines = {k: record.deadlines.get(k, due) for k, due in open_keys.items()}
        try:
            await self.storage.commit(commit)
        except ConcurrentUpdate:
            self._forget(record.id)
            self.index.forget(record.id, record.channel_id)
            log.info("Lost a version race session=%s expected=%s: nothing written", record.id, expected)
            raise SessionError("stale_button") from None
        except BaseException:
            self._forget(record.id)
            self.index.forget(record.id, record.channel_id)  # it may have landed (a cancel mid-commit)
            raise
        _committed(record.id)
        self.index.wrote(record, engine)
        self._keep_engine(record, engine)
        self._keep_record(record)
        if record.status != "running":
            self._forget(record.id)
        if self.on_deadlines_changed is not None:
            self.on_deadlines_changed()

    async def _update(self, record: SessionRecord, expected: int) -> None:
        """Write a lobby/seat change; a lost version race is a stale button (nothing was written)."""
        try:
            await self.storage.update_lobby(record, expected)
        except ConcurrentUpdate:
            self._forget(record.id)
            self.index.forget(record.id, record.channel_id)
            log.info("Lost a version race session=%s expected=%s: nothing written", record.id, expected)
            raise SessionError("stale_button") from None
        _committed(record.id)
        self.index.wrote(record, None, expected)
        self._keep_record(record)

    # ---- seats during a game -----------------------------------------------------------------------
    async def set_seat(self, channel_id: int, user_id: int, verb: str, *, moderator: bool = False) -> Outcome:
        """forfeit (AI takes the seat for good), takeback (human returns), end (host/moderator)."""
        async with self.lock(channel_id):
            record = await self.live_observed(channel_id)
            if record.status != "running":
                raise SessionError("not_started")
            expected = record.version
            engine = self.engine_of(record)
            outcome = Outcome(record, engine)
            seat = record.seat_of(user_id)
            if verb == "end":
                if user_id != record.host_id and not moderator:
                    raise SessionError("host_only")
                record.status = "finished"
                outcome.finished = True
                outcome.notes.append("🛑 The game was ended by the host.")
                record.recent_log = [*record.recent_log, *outcome.notes][-max(self.log_lines, 1) :]
                record.version = expected + 1
                await self._update(record, expected)
                self._forget(record.id)
                return outcome
            if seat is None:
                raise SessionError("not_seated")
            info = record.seats[seat]
            if verb == "forfeit":
                if info.left:
                    raise SessionError("you_left")
                info.left = True
                info.ai = True
                outcome.notes.append(f"🚪 {info.name} left the game: an AI plays their seat.")
            elif verb == "takeback":
                if info.left:
                    raise SessionError("you_left")
                if not info.ai:
                    raise SessionError("not_ai_seat")
                info.ai = False
                info.idle_strikes = 0
                outcome.notes.append(f"🙋 {info.name} is back in their seat.")
            else:
                raise SessionError("forged_id")
            record.version = expected + 1
            self._run_ai(record, engine, outcome)
            await self._commit(record, expected, engine, outcome)
            return outcome

    async def mark_dm_blocked(self, session_id: str, seat: Seat) -> bool:
        """Remember that a seat's DMs are closed; True if this is news (tell them once)."""
        record = await self.storage.get_session(session_id)
        if record is None or seat >= len(record.seats) or record.seats[seat].dm_blocked:
            return False
        async with self.lock(record.channel_id):
            record = await self.storage.get_session(session_id)
            if record is None or record.seats[seat].dm_blocked:
                return False
            expected = record.version
            record.seats[seat].dm_blocked = True
            record.version = expected + 1
            try:
                await self._update(record, expected)
            except SessionError:
                return False  # another writer won; the flag is set on the next closed-DM error
            self._cache.pop(record.id, None)
            return True

    # ---- replay --------------------------------------------------------------------------------------
    async def replay(self, session_id: str) -> tuple[bool, str]:
        """Rebuild a session from its initial state and action log; compare with the stored state."""
        record = await self.storage.get_session(session_id)
        if record is None:
            return False, f"No session {session_id}."
        initial_state = await self.storage.initial_state(session_id)
        if initial_state is None:
            return False, f"Session {session_id} never started."
        game = self.games.get(record.game)
        if game is None:
            return False, f"Unknown game {record.game}."
        note = ""
        if record.rules_version != game.engine.rules_version:
            note = (
                f" (rules version {record.rules_version} stored, {game.engine.rules_version} running:"
                " replay is not guaranteed)"
            )
        engine = game.engine.load(initial_state)
        rows = await self.storage.actions(session_id)
        for row in rows:
            engine.apply(row.seat, game.engine.parse_action(json.loads(row.action_json)))
        if engine.dump() == record.state:
            return True, f"Session {session_id}: {len(rows)} actions replayed; the state matches.{note}"
        return (
            False,
            f"Session {session_id}: replay of {len(rows)} actions DIFFERS from the stored state.{note}",
        )
