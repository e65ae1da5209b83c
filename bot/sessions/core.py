"""The session manager's common ground: its registry of games, the per-channel lock, the engines
and rows it remembers, and the reads that fill the click index. The parts built on it (writes,
play, deadlines, lobby, seats) are the mixins `bot.sessions.manager.SessionManager` combines."""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from typing import Any, TypeVar

from bot.sessions.context import _commits, _wait_guard, _written
from bot.sessions.index import MISSING, ClickIndex, Known, _known, _Missing, summary
from bot.sessions.options import (
    DEFER_AFTER_S,
    LIVE,
)
from bot.sessions.outcome import GameTimers, Outcome, SessionError
from bot.storage import SessionRecord, Storage
from bot.thinker import Thinker
from engines.base import Engine, Event, GameModule
from engines.common.strength import DEFAULT_STRENGTH

T = TypeVar("T")


class SessionCore:
    """The manager's state and the reads every request shares (see `SessionManager`)."""

    def __init__(
        self,
        storage: Storage,
        *,
        clock: Callable[[], float] = time.time,
        idle_strikes_before_ai: int = 3,
        log_lines: int = 8,
        lobby_timeout_s: int = 1800,
        seed_source: Callable[[], int] | None = None,
        thinker: Thinker | None = None,
        ai_strength: str = DEFAULT_STRENGTH,
    ) -> None:
        self.storage = storage
        self.thinker = thinker or Thinker()
        """Where hard AI seats search (off the event loop, within its deadline)."""
        self.ai_strength = ai_strength
        """The strength of an AI player added with the lobby's Add AI button (CAMPFIRE_AI_STRENGTH)."""
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
