"""PostgreSQL storage (asyncpg): the same tables, queries and guarantees as `SqliteStorage`, for a
bot that runs as several processes on one database (docs/ARCHITECTURE.md C8; README "Running at scale").

What differs from SQLite, and why:
- **One transaction per request, serialized per channel across processes.** `serialized(channel_id)`
  takes a pooled connection, begins a transaction and takes `pg_advisory_xact_lock(channel_id)`
  before anything is read; every query of the same task inside it runs on that connection, and the
  transaction commits when the request's work is done (before the presenter answers anyone). A click
  handled by another process for the same table waits for the lock, then reads the committed state:
  both apply, one after the other. The version guard stays as the safety net.
- **Deadlines are claimed**, not just read: `claim_due` marks due rows of the shards this process
  holds (`FOR UPDATE SKIP LOCKED`, a lease in `claimed_until`), and `renew_shards` keeps this
  process's shard leases in `shard_leases`; a process that stops renewing loses its shards to the
  others when the lease runs out. Commits send `NOTIFY campfire_deadlines`, which wakes the other
  processes' schedulers.
- **The schema version** is the single row of `campfire_schema` (SQLite has PRAGMA user_version); the
  numbers are the same as SQLite's: `bot/migrations/postgresql/V<n>__*.sql` mirror `bot/migrations/`.
- **Backups** are PostgreSQL's own tools (pg_dump, pg_restore, continuous archiving); `db backup` and
  `db restore` say so instead of copying a file.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import json
import logging
import re
import secrets
import zlib
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asyncpg

from bot.config import redact_url
from bot.storage.anchors import UNSYNCED_ROLES, AnchorBatch, anchor_block, open_batch
from bot.storage.errors import (
    ChannelBusy,
    ConcurrentUpdate,
    SchemaTooNew,
    SessionIdsExhausted,
    StorageOpenError,
)
from bot.storage.ratings import (
    BOARD_BY_RATING,
    BOARD_SINCE,
    MODEL,
    PG_CURRENT_RATINGS,
    PG_ENSURE_RATINGS,
    PG_PROFILE_LAST,
    PG_PROFILE_RATINGS,
    PG_SIDES_OF,
    PG_SIDES_SINCE,
    PROFILE_RECORDS,
    RANK_OF,
    UPSERT_RATING,
    UPSERT_RECORD,
    BoardRow,
    Profile,
    board_rows,
    people,
    profile_of,
    rate,
    rating_rows,
    ratings_of,
    record_rows,
    with_sides,
)
from bot.storage.records import (
    TABLE,
    ActionRow,
    Commit,
    FinishedGame,
    HistoryGame,
    SessionRecord,
    finished_games,
    history_games,
)
from bot.storage.sql import (
    APPEND_SETTING_LOG,
    HISTORY_OF_CHANNEL,
    HISTORY_OF_MEMBER_LATERAL,
    INITIAL_STATE,
    INSERT_RESULT,
    INSERT_RESULT_PLAYER,
    INSERT_SESSION,
    INSERT_START,
    LAST_GAMES,
    LIVE_OF_USER,
    MIGRATIONS,
    SESSION_ID_ATTEMPTS,
    SETTINGS_LOG,
    STATS,
    UPDATE_LOBBY,
    UPSERT_GUILD_SETTINGS,
    UPSERT_MESSAGE,
    _migration_files,
    _record,
    changed_settings,
    lobby_row,
    now_iso,
    numbered,
    result_rows,
    schema_version,
    seat_pattern,
    session_row,
    state_row,
)

log = logging.getLogger(__name__)


class PoolConnection(asyncpg.Connection):  # type: ignore[misc]
    """A connection of the storage's main pool, given back to it without a reset query.

    asyncpg's pool sends `SELECT pg_advisory_unlock_all(); CLOSE ALL; UNLISTEN *; RESET ALL;` each
    time a connection comes back: one more round trip to the server, waited for, at every read and
    write outside a request's transaction (about twenty a BANG! click, measured). The main pool's
    connections keep no session state to reset: its locks are transaction-scoped
    (`pg_advisory_xact_lock`), its settings `SET LOCAL`, its cursors none, LISTEN runs on a
    connection of its own (`listen`) and so does `migrate`'s session-level lock;
    the session-level locks of `present` are on their own pool, which keeps the reset. A
    transaction left open is still rolled back on release (asyncpg does that before the query).
    """

    def get_reset_query(self) -> str:
        return ""


PG_MIGRATIONS = MIGRATIONS / "postgresql"
PG_INSERT_SESSION, PG_UPDATE_LOBBY, PG_INSERT_START, PG_INITIAL_STATE = map(
    numbered, (INSERT_SESSION, UPDATE_LOBBY, INSERT_START, INITIAL_STATE)
)
PG_STATS, PG_LAST_GAMES = map(numbered, (STATS, LAST_GAMES))
PG_INSERT_RESULT, PG_INSERT_RESULT_PLAYER, PG_UPSERT_MESSAGE, PG_LIVE_OF_USER = map(
    numbered, (INSERT_RESULT, INSERT_RESULT_PLAYER, UPSERT_MESSAGE, LIVE_OF_USER)
)
"""The shared statements (bot/storage/sql.py) with PostgreSQL's placeholders."""
MIGRATION_LOCK = 0x43616D70
"""The advisory lock key `migrate` holds (channel ids, the other keys, are snowflakes far above it)."""
NOTIFY_CHANNEL = "campfire_deadlines"
PRESENT_LOCK_CLASS = 0x4366
"""The first key of the presenter's advisory locks (two-key form: never meets a channel's lock)."""
_HEX8 = re.compile(r"[0-9a-f]{8}")
BUSY_INDEX = "one_live_game_per_channel"
CONNECT_TIMEOUT_S = 10.0
CLAIM_BATCH = 1
"""Deadlines claimed at a time: one, so a deadline that an earlier one's firing removed is never claimed."""


def _digests_only(batch: AnchorBatch) -> bool:
    """Whether every anchor of a batch keeps the message it had when read in the block (or is one
    never synced on its own): the batch then only moves digests."""
    for key, value in batch.pending.items():
        if key[1] in UNSYNCED_ROLES:
            continue
        old = batch.read.get(key)
        if old is None or old[:2] != value[:2]:
            return False
    return True


SESSION_WITH_DEADLINES = (
    "SELECT s.*, CASE WHEN s.status IN ('lobby','running') THEN ARRAY("
    "SELECT d.key FROM deadlines d WHERE d.session_id = s.id ORDER BY d.key) END AS deadline_keys,"
    " CASE WHEN s.status IN ('lobby','running') THEN ARRAY("
    "SELECT d.due_at FROM deadlines d WHERE d.session_id = s.id ORDER BY d.key) END AS deadline_dues"
    " FROM sessions s WHERE "
)
"""A session row and, while it is live, its deadlines (keys and due times in the same order): one
round trip where the row and then its deadlines were two (a click reads its session once or twice)."""


def _with_deadlines(row: asyncpg.Record) -> SessionRecord:
    """The record of a SESSION_WITH_DEADLINES row."""
    record = _record(row)
    keys, dues = row["deadline_keys"], row["deadline_dues"]
    if keys is not None:
        record.deadlines = dict(zip(keys, dues, strict=True))
    return record


PG_COMMIT = (
    "WITH upd AS (UPDATE sessions SET state=$1, version=$2, status=$3, seats_json=$4, recent_log=$5,"
    " updated_at=$6 WHERE id=$7 AND version=$8 RETURNING id),"
    " logged AS (INSERT INTO actions (session_id, seq, seat, action_json, at)"
    " SELECT upd.id, (SELECT COALESCE(MAX(seq), 0) FROM actions WHERE session_id = $7) + a.n, a.seat, a.body, $9"
    " FROM upd, unnest($10::integer[], $11::text[]) WITH ORDINALITY AS a(seat, body, n)),"
    " gone AS (DELETE FROM deadlines WHERE session_id = $7 AND EXISTS (SELECT 1 FROM upd)"
    " AND ($12 = 'all' OR ($12 = 'others' AND NOT (key = ANY($13::text[]))))),"
    " due AS (INSERT INTO deadlines (session_id, key, due_at)"
    " SELECT upd.id, d.key, d.due FROM upd, unnest($14::text[], $15::double precision[]) AS d(key, due)"
    " ON CONFLICT (session_id, key) DO NOTHING)"
    " SELECT count(*) FROM upd CROSS JOIN LATERAL (SELECT pg_notify($16, '')) AS woken"
)
"""An action's commit in one statement: UPDATE_STATE's guarded update (its values are `state_row`'s,
$1-$8), then, only if it matched, the actions numbered after the session's last ($9 the time, $10
and $11 their seats and JSON), the deadlines deleted ($12: 'all', 'others' than the keys $13, or
'none'), the new ones inserted unless present ($14 keys, $15 due times), and the scheduler's
notification ($16). It returns the rows updated: 0 is a lost version race, and nothing was written.
The parts never touch the same rows (a kept key is never deleted), as statements sharing one
snapshot must not."""


def _rows_changed(status: str) -> int:
    """The row count of an asyncpg command status ("UPDATE 1", "DELETE 0")."""
    try:
        return int(status.rsplit(" ", 1)[-1])
    except ValueError:
        return 0


def _statements(script: str) -> list[str]:
    """The statements of a PostgreSQL migration (`;` at a line's end ends one; no function bodies)."""
    out: list[str] = []
    buf: list[str] = []
    for line in script.splitlines():
        if line.strip().startswith("--"):
            continue
        buf.append(line)
        if line.rstrip().endswith(";"):
            text = "\n".join(buf).strip().rstrip(";").strip()
            if text:
                out.append(text)
            buf = []
    tail = "\n".join(buf).strip().rstrip(";").strip()
    if tail:
        out.append(tail)
    return out


def pg_reason(exc: BaseException) -> str:
    """What is wrong, in one line, from what asyncpg (or the OS) raised while connecting or migrating."""
    if isinstance(exc, asyncpg.InvalidCatalogNameError):
        return f"the database does not exist ({exc}): create it (createdb) or fix the URL"
    if isinstance(exc, asyncpg.InvalidPasswordError | asyncpg.InvalidAuthorizationSpecificationError):
        return f"PostgreSQL refused the login ({exc}): check the user and password in the URL"
    if isinstance(exc, asyncpg.InsufficientPrivilegeError):
        return f"the user may not do this ({exc}): it needs to create tables in the database"
    if isinstance(exc, OSError | TimeoutError):
        text = " ".join(str(exc).split()) or type(exc).__name__
        return f"cannot reach PostgreSQL ({text}): is the server running, and are the host and port right?"
    return " ".join(str(exc).split()) or type(exc).__name__


@dataclass
class _Bound:
    """The connection of a request in progress (its transaction holds the channel's advisory lock)."""

    conn: asyncpg.Connection
    task: asyncio.Task[Any] | None


class PostgresStorage:
    """The database on a PostgreSQL server: open (checked), migrate, and the queries of the runtime."""

    kind = "postgresql"
    shared = True
    """Other processes may write the same sessions: the click index trusts only what never reverts."""
    memory = False
    file_backups = False
    """No file to copy: pg_dump and the server's own archiving make backups."""

    def __init__(
        self,
        url: str,
        *,
        pool_size: int = 10,
        id_source: Callable[[], str] | None = None,
        **_: Any,
    ) -> None:
        self.url = url
        self.label = redact_url(url)
        self.path = self.label
        """Where the sessions live, for messages (the URL without its password)."""
        self.pool_size = pool_size
        self.id_source: Callable[[], str] = id_source or (lambda: secrets.token_hex(4))
        self._pool: asyncpg.Pool | None = None
        self._bound: contextvars.ContextVar[_Bound | None] = contextvars.ContextVar(
            f"campfire_pg_{id(self)}", default=None
        )
        self._listener: asyncpg.Connection | None = None
        self._present_pool: asyncpg.Pool | None = None
        self._on_change: list[Callable[[], None]] = []
        self.migrated_from: int | None = None
        self.migration_backup: None = None

    # ---- connections -----------------------------------------------------------------------------
    @property
    def pool(self) -> asyncpg.Pool:
        if self._pool is None:
            raise RuntimeError("storage is not open")
        return self._pool

    @contextlib.asynccontextmanager
    async def _conn(self) -> AsyncIterator[asyncpg.Connection]:
        """The request's own connection inside `serialized`, else one from the pool."""
        bound = self._bound.get()
        if bound is not None and bound.task is asyncio.current_task():
            yield bound.conn
            return
        async with self.pool.acquire() as conn:
            yield conn

    @contextlib.asynccontextmanager
    async def serialized(self, channel_id: int) -> AsyncIterator[None]:
        """One request on a channel at a time across every process: a transaction that holds the
        channel's advisory lock, committed when the block ends (rolled back if it raises)."""
        bound = self._bound.get()
        task = asyncio.current_task()
        if bound is not None and bound.task is task:
            yield  # re-entered by the same request
            return
        async with self.pool.acquire() as conn:
            tr = conn.transaction()
            await tr.start()
            token = self._bound.set(_Bound(conn, task))
            try:
                await conn.execute("SELECT pg_advisory_xact_lock($1)", channel_id)
                yield
            except BaseException:
                self._bound.reset(token)
                with contextlib.suppress(Exception):
                    await tr.rollback()
                raise
            self._bound.reset(token)
            await tr.commit()

    @contextlib.asynccontextmanager
    async def presenting(self, session_id: str) -> AsyncIterator[None]:
        """One publish of a session at a time across every process: a session-level advisory lock
        (two-key form, its own key space) on a connection of a pool of its own, so that a publish
        waiting for the lock never holds a connection the requests need. A dead process's lock goes
        with its connection."""
        if self._present_pool is None:
            self._present_pool = await asyncpg.create_pool(
                self.url, min_size=0, max_size=self.pool_size, timeout=CONNECT_TIMEOUT_S
            )
        key = (int(session_id, 16) if _HEX8.fullmatch(session_id) else zlib.crc32(session_id.encode())) - (
            1 << 31
        )
        async with self._present_pool.acquire() as conn:
            await conn.execute("SELECT pg_advisory_lock($1, $2)", PRESENT_LOCK_CLASS, key)
            try:
                yield
            finally:
                with contextlib.suppress(Exception):
                    await conn.execute("SELECT pg_advisory_unlock($1, $2)", PRESENT_LOCK_CLASS, key)

    # ---- open, migrate ---------------------------------------------------------------------------
    async def open(self) -> None:
        """Connect, refuse a newer schema, migrate; StorageOpenError (one line) when it cannot."""
        if self._pool is not None:
            return
        try:
            pool = await asyncpg.create_pool(
                self.url,
                min_size=1,
                max_size=self.pool_size,
                timeout=CONNECT_TIMEOUT_S,
                server_settings={"application_name": "campfire"},
                connection_class=PoolConnection,
            )
        except (asyncpg.PostgresError, OSError, TimeoutError, asyncpg.InterfaceError) as exc:
            raise StorageOpenError(self.label, pg_reason(exc)) from exc  # type: ignore[arg-type]
        self._pool = pool
        try:
            await self.migrate()
        except BaseException as exc:
            await self.close()
            if isinstance(exc, StorageOpenError):
                raise
            if isinstance(exc, asyncpg.PostgresError | OSError):
                raise StorageOpenError(self.label, pg_reason(exc)) from exc  # type: ignore[arg-type]
            raise

    async def close(self) -> None:
        """Close the listener and the pool."""
        if self._listener is not None:
            with contextlib.suppress(Exception):
                await self._listener.close()
            self._listener = None
        if self._present_pool is not None:
            present, self._present_pool = self._present_pool, None
            with contextlib.suppress(Exception):
                await asyncio.wait_for(present.close(), timeout=5)
        if self._pool is not None:
            pool, self._pool = self._pool, None
            with contextlib.suppress(Exception):
                await asyncio.wait_for(pool.close(), timeout=5)

    async def schema_version_found(self, conn: asyncpg.Connection | None = None) -> int:
        """The database's schema version (0: no Campfire tables yet), on `conn` if given."""
        if conn is None:
            async with self._conn() as own:
                return await self.schema_version_found(own)
        exists = await conn.fetchval("SELECT to_regclass('campfire_schema') IS NOT NULL")
        if not exists:
            return 0
        return int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM campfire_schema"))

    async def migrate(self) -> int:
        """Bring the schema to the newest version (every pending step in one transaction); return it."""
        files = _migration_files(PG_MIGRATIONS)
        target = files[-1][0] if files else 0
        if target != schema_version():
            raise RuntimeError(f"PostgreSQL migrations stop at {target}, SQLite's at {schema_version()}")
        current = await self.schema_version_found()
        if current > target:
            raise SchemaTooNew(self.label, current, target)  # type: ignore[arg-type]
        if current == target:
            return current
        # A connection of its own, closed after: the pool's keep no session state (`PoolConnection`),
        # and closing it ends the session-level lock below whatever happened in between.
        conn = await asyncpg.connect(self.url, timeout=CONNECT_TIMEOUT_S)
        try:
            # A session-level lock taken before the transaction: the version read after it is the
            # one another process's migration committed (a transaction begun before the wait does
            # not see tables created meanwhile).
            await conn.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
            try:
                current = await self.schema_version_found(conn)  # another process may have migrated
                if current > target:
                    raise SchemaTooNew(self.label, current, target)  # type: ignore[arg-type]
                if current < target:
                    async with conn.transaction():
                        if current == 0:
                            await conn.execute(
                                "CREATE TABLE IF NOT EXISTS campfire_schema (version INTEGER NOT NULL)"
                            )
                        for version, path in files:
                            if version <= current:
                                continue
                            for statement in _statements(path.read_text(encoding="utf-8")):
                                await conn.execute(statement)
                        await conn.execute("DELETE FROM campfire_schema")
                        await conn.execute("INSERT INTO campfire_schema (version) VALUES ($1)", target)
            finally:
                await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)
        finally:
            await conn.close()
        if current < target:
            self.migrated_from = current
            log.info("Migrated database %s from version %s to %s", self.label, current, target)
        return target

    async def backup(self, dest: Path | str | None = None, kind: str = "manual") -> Any:
        """PostgreSQL is backed up with its own tools (pg_dump, or the server's archiving)."""
        raise StorageOpenError(
            self.label,  # type: ignore[arg-type]
            "a PostgreSQL database is backed up with pg_dump (pg_dump -Fc -f campfire.dump URL) and restored"
            " with pg_restore; see README, Running at scale",
        )

    # ---- change notifications --------------------------------------------------------------------
    async def listen(self, callback: Callable[[], None]) -> None:
        """Call `callback` whenever any process commits a deadline change (LISTEN/NOTIFY)."""
        self._on_change.append(callback)
        if self._listener is not None:
            return
        try:
            conn = await asyncpg.connect(self.url, timeout=CONNECT_TIMEOUT_S)
        except (asyncpg.PostgresError, OSError, TimeoutError) as exc:
            log.warning("Cannot listen for deadline changes (%s); polling instead", pg_reason(exc))
            return

        def notified(*_: Any) -> None:
            for cb in list(self._on_change):
                cb()

        await conn.add_listener(NOTIFY_CHANNEL, notified)
        self._listener = conn

    # ---- sessions ---------------------------------------------------------------------------------
    async def create_session(self, record: SessionRecord) -> None:
        """Insert a new lobby; ChannelBusy if the channel already has a live session (ids redrawn)."""
        ts = now_iso()
        async with self._conn() as conn:
            for _ in range(SESSION_ID_ATTEMPTS):
                try:
                    async with conn.transaction():  # a savepoint inside a request's transaction
                        await conn.execute(PG_INSERT_SESSION, *session_row(record, ts))
                except asyncpg.UniqueViolationError as exc:
                    if exc.constraint_name == BUSY_INDEX:
                        raise ChannelBusy(record.channel_id) from exc
                    taken = record.id
                    record.id = self.id_source()
                    log.info("Session id %s exists already; drew %s for the new lobby", taken, record.id)
                    continue
                record.created_at = ts
                return
        raise SessionIdsExhausted(f"{SESSION_ID_ATTEMPTS} new session ids in a row existed already")

    async def session_exists(self, session_id: str) -> bool:
        async with self._conn() as conn:
            return await conn.fetchval("SELECT 1 FROM sessions WHERE id = $1", session_id) is not None

    async def live_session(self, channel_id: int) -> SessionRecord | None:
        async with self._conn() as conn:
            row = await conn.fetchrow(
                SESSION_WITH_DEADLINES + "channel_id = $1 AND status IN ('lobby','running')", channel_id
            )
        return _with_deadlines(row) if row else None

    async def get_session(self, session_id: str) -> SessionRecord | None:
        async with self._conn() as conn:
            row = await conn.fetchrow(SESSION_WITH_DEADLINES + "id = $1", session_id)
        return _with_deadlines(row) if row else None

    async def live_sessions_of(self, user_id: int, game: str) -> list[SessionRecord]:
        """The lobbies and running games of one game where a user has a seat (a DM's `/hand`)."""
        async with self._conn() as conn:
            rows = await conn.fetch(PG_LIVE_OF_USER, game, seat_pattern(user_id))
        return [r for r in map(_record, rows) if r.seat_of(user_id) is not None]

    async def all_session_ids(self) -> list[str]:
        """Every session id, oldest first (db copy)."""
        async with self._conn() as conn:
            rows = await conn.fetch("SELECT id FROM sessions ORDER BY created_at, id")
        return [r["id"] for r in rows]

    async def update_lobby(self, record: SessionRecord, expected_version: int) -> None:
        async with self._conn() as conn, conn.transaction():
            status = await conn.execute(PG_UPDATE_LOBBY, *lobby_row(record, expected_version))
            if _rows_changed(status) != 1:
                raise ConcurrentUpdate(record.id)
            if record.status in ("finished", "cancelled"):
                await conn.execute("DELETE FROM deadlines WHERE session_id = $1", record.id)

    async def commit(self, c: Commit) -> None:
        """Write state + actions + deadlines (+ results) in one transaction, guarded by version.

        An action's usual commit is one statement (PG_COMMIT: the guarded update, the action log,
        the deadlines and the notification, all or nothing): one round trip, where a statement
        each took six. A game's start (its first position) and end (its result) add theirs in a
        transaction of their own (a savepoint inside a request's)."""
        r = c.record
        at = now_iso()
        running = r.status == "running"
        if not running:
            mode, keep = "all", []
        elif c.deadlines_keep is not None:
            mode, keep = "others", sorted(c.deadlines_keep | set(c.deadlines_set))
        else:
            mode, keep = "none", []
        added = c.deadlines_set if running else {}
        args = (
            *state_row(c),
            at,
            [a.seat for a in c.actions],
            [a.action_json for a in c.actions],
            mode,
            keep,
            list(added),
            list(added.values()),
            NOTIFY_CHANNEL,
        )
        async with self._conn() as conn:
            if c.initial_state is None and c.result is None:
                if await conn.fetchval(PG_COMMIT, *args) != 1:
                    raise ConcurrentUpdate(r.id)
                return
            async with conn.transaction():
                if await conn.fetchval(PG_COMMIT, *args) != 1:
                    raise ConcurrentUpdate(r.id)
                if c.initial_state is not None:
                    await conn.execute(PG_INSERT_START, r.id, c.initial_state)
                if c.result is not None:
                    result, players = result_rows(c, at)
                    await conn.execute(PG_INSERT_RESULT, *result)
                    await conn.executemany(PG_INSERT_RESULT_PLAYER, players)
                    await _rate(conn, c, at)

    async def actions(self, session_id: str) -> list[ActionRow]:
        async with self._conn() as conn:
            rows = await conn.fetch(
                "SELECT seat, action_json FROM actions WHERE session_id = $1 ORDER BY seq", session_id
            )
        return [ActionRow(r["seat"], r["action_json"]) for r in rows]

    async def initial_state(self, session_id: str) -> str | None:
        """The position a started game began from (None: never started, or no such session)."""
        async with self._conn() as conn:
            return await conn.fetchval(PG_INITIAL_STATE, session_id)

    # ---- deadlines ------------------------------------------------------------------------------
    async def deadlines(self, session_id: str) -> dict[str, float]:
        async with self._conn() as conn:
            rows = await conn.fetch("SELECT key, due_at FROM deadlines WHERE session_id = $1", session_id)
        return {r["key"]: r["due_at"] for r in rows}

    async def deadline_exists(self, session_id: str, key: str) -> bool:
        """Whether a deadline is still pending (a fired or answered one is gone)."""
        async with self._conn() as conn:
            found = await conn.fetchval(
                "SELECT 1 FROM deadlines WHERE session_id = $1 AND key = $2", session_id, key
            )
        return found is not None

    async def next_deadline(self) -> tuple[str, str, float] | None:
        async with self._conn() as conn:
            row = await conn.fetchrow("SELECT session_id, key, due_at FROM deadlines ORDER BY due_at LIMIT 1")
        return (row["session_id"], row["key"], row["due_at"]) if row else None

    async def delete_deadline(self, session_id: str, key: str) -> None:
        async with self._conn() as conn:
            await conn.execute("DELETE FROM deadlines WHERE session_id = $1 AND key = $2", session_id, key)

    async def set_deadline(self, session_id: str, key: str, due_at: float) -> None:
        async with self._conn() as conn, conn.transaction():
            await conn.execute(
                "INSERT INTO deadlines (session_id, key, due_at) VALUES ($1,$2,$3)"
                " ON CONFLICT (session_id, key) DO UPDATE SET due_at = excluded.due_at,"
                " claimed_by = NULL, claimed_until = NULL",
                session_id,
                key,
                due_at,
            )
            await conn.execute("SELECT pg_notify($1, '')", NOTIFY_CHANNEL)

    async def claim_due(
        self, now: float, *, owner: str, shards: list[int], shard_count: int, lease_s: float
    ) -> list[tuple[str, str, float]]:
        """Claim the due deadlines of sessions in the servers of `shards` (unclaimed, or whose claim
        ran out): each goes to one process; the claim lasts `lease_s` (then another may retry it)."""
        async with self._conn() as conn:
            rows = await conn.fetch(
                "UPDATE deadlines d SET claimed_by = $1, claimed_until = $2"
                " FROM (SELECT d2.session_id, d2.key FROM deadlines d2 JOIN sessions s ON s.id = d2.session_id"
                "       WHERE d2.due_at <= $3 AND (d2.claimed_until IS NULL OR d2.claimed_until < $3)"
                "         AND (COALESCE(s.guild_id, 0) >> 22) % $4 = ANY($5::int[])"
                "       ORDER BY d2.due_at LIMIT $6 FOR UPDATE OF d2 SKIP LOCKED) due"
                " WHERE d.session_id = due.session_id AND d.key = due.key"
                " RETURNING d.session_id, d.key, d.due_at",
                owner,
                now + lease_s,
                now,
                shard_count,
                shards,
                CLAIM_BATCH,
            )
        return sorted(((r["session_id"], r["key"], r["due_at"]) for r in rows), key=lambda t: t[2])

    async def next_due(self, *, shards: list[int], shard_count: int) -> float | None:
        """When the next deadline of these shards can be claimed (its due time, or its claim's end)."""
        async with self._conn() as conn:
            return await conn.fetchval(
                "SELECT MIN(GREATEST(d.due_at, COALESCE(d.claimed_until, 0))) FROM deadlines d"
                " JOIN sessions s ON s.id = d.session_id"
                " WHERE (COALESCE(s.guild_id, 0) >> 22) % $1 = ANY($2::int[])",
                shard_count,
                shards,
            )

    async def renew_shards(
        self, now: float, *, owner: str, mine: list[int], shard_count: int, lease_s: float
    ) -> list[int]:
        """Hold this process's own shards, and any other shard whose holder let its lease run out.

        Returns the shards this process holds until `now + lease_s`.
        """
        until = now + lease_s
        async with self._conn() as conn, conn.transaction():
            await conn.execute(
                "INSERT INTO shard_leases (shard_id, holder, expires_at)"
                " SELECT s, '', 0 FROM generate_series(0, $1 - 1) s ON CONFLICT (shard_id) DO NOTHING",
                shard_count,
            )
            taken = await conn.fetch(
                "SELECT shard_id, holder FROM shard_leases WHERE shard_id = ANY($1::int[])"
                " AND holder <> $2 AND holder <> '' AND expires_at >= $3",
                mine,
                owner,
                now,
            )
            for row in taken:
                log.info("Taking back shard %s from %s", row["shard_id"], row["holder"])
            rows = await conn.fetch(
                "UPDATE shard_leases SET holder = $1, expires_at = $2"
                " WHERE shard_id < $3 AND (shard_id = ANY($4::int[]) OR holder = $1 OR expires_at < $5)"
                " RETURNING shard_id",
                owner,
                until,
                shard_count,
                mine,
                now,
            )
        return sorted(int(r["shard_id"]) for r in rows)

    async def release_shards(self, owner: str) -> None:
        """Give up this process's leases at a clean stop (others take over at once)."""
        async with self._conn() as conn:
            await conn.execute("UPDATE shard_leases SET expires_at = 0 WHERE holder = $1", owner)

    # ---- messages ----------------------------------------------------------------------------
    async def message(self, session_id: str, role: str, seat: int = TABLE) -> tuple[int, int, str] | None:
        """(channel_id, message_id, content_hash) of an anchor message: read from the database (other
        processes write them too), except one set in the current `anchor_batch`."""
        key = (session_id, role, seat)
        batch = open_batch(self)
        if batch is not None:
            if key in batch.pending:
                return batch.pending[key]
            if session_id not in batch.read_sessions:
                await self._read_anchors(batch, session_id)
            return batch.read.setdefault(key, None)
        async with self._conn() as conn:
            row = await conn.fetchrow(
                "SELECT channel_id, message_id, content_hash FROM messages"
                " WHERE session_id=$1 AND role=$2 AND seat=$3",
                session_id,
                role,
                seat,
            )
        return (row["channel_id"], row["message_id"], row["content_hash"]) if row else None

    async def _read_anchors(self, batch: AnchorBatch, session_id: str) -> None:
        """Every anchor of a session into the batch's `read`, in one query: a publish holds the
        session's `presenting` lock, so no other process moves them until the batch is written."""
        async with batch.reading:
            if session_id in batch.read_sessions:
                return  # another edit of the block read them meanwhile
            async with self._conn() as conn:
                rows = await conn.fetch(
                    "SELECT role, seat, channel_id, message_id, content_hash FROM messages WHERE session_id=$1",
                    session_id,
                )
            for row in rows:
                key = (session_id, row["role"], row["seat"])
                batch.read.setdefault(key, (row["channel_id"], row["message_id"], row["content_hash"]))
            batch.read_sessions.add(session_id)

    def cached_message(
        self, session_id: str, role: str, seat: int = TABLE
    ) -> tuple[bool, tuple[int, int, str] | None]:
        """(known, anchor) without a read: other processes write anchors too, so never known here
        (except one set in the current `anchor_batch`)."""
        batch = open_batch(self)
        key = (session_id, role, seat)
        if batch is not None and key in batch.pending:
            return True, batch.pending[key]
        return False, None

    async def set_message(
        self, session_id: str, role: str, seat: int, channel_id: int, message_id: int, content_hash: str
    ) -> None:
        """Store an anchor (inside `anchor_batch`: with the batch's others when it ends)."""
        batch = open_batch(self)
        if batch is not None:
            batch.pending[(session_id, role, seat)] = (channel_id, message_id, content_hash)
            return
        async with self._conn() as conn:
            await conn.execute(
                PG_UPSERT_MESSAGE, session_id, role, seat, channel_id, message_id, content_hash
            )

    async def seats_of_role(self, session_id: str, role: str) -> set[int]:
        """The `seat` values stored for one role of a session (a retired table's is its message id)."""
        async with self._conn() as conn:
            rows = await conn.fetch(
                "SELECT seat FROM messages WHERE session_id = $1 AND role = $2", session_id, role
            )
        return {int(r["seat"]) for r in rows}

    @contextlib.asynccontextmanager
    async def anchor_batch(self) -> AsyncIterator[None]:
        """Write the anchors set inside the block in one transaction at its end (the presenter's
        edits of one action, inside its publish lock: one WAL flush instead of one per message).
        When the batch only moves digests (each message is the one read in the block), the
        transaction does not wait for its WAL flush (`synchronous_commit off`): a digest lost to a
        crash of the server costs one repeated edit, never a wrong table. A new message id waits
        for its flush as any commit."""
        async with anchor_block(self, self._flush_anchors):
            yield

    async def _flush_anchors(self, batch: AnchorBatch) -> None:
        if self._pool is None:
            return
        rows = [(*key, *value) for key, value in batch.pending.items()]
        async with self._conn() as conn, conn.transaction():
            if _digests_only(batch):
                await conn.execute("SET LOCAL synchronous_commit TO off")
            await conn.executemany(PG_UPSERT_MESSAGE, rows)

    async def session_by_message(self, message_id: int) -> str | None:
        async with self._conn() as conn:
            return await conn.fetchval(
                "SELECT session_id FROM messages WHERE message_id = $1 LIMIT 1", message_id
            )

    # ---- stats -----------------------------------------------------------------------------------
    async def stats(
        self, guild_id: int | None, game: str, limit: int = 10
    ) -> list[tuple[str, int, int, int, int]]:
        """Per player (name, played, won, user_id, finished by an AI), as `Storage.stats`."""
        async with self._conn() as conn:
            rows = await conn.fetch(PG_STATS, guild_id, game, limit)
        return [(r["name"], int(r["played"]), int(r["won"]), r["user_id"], int(r["by_ai"])) for r in rows]

    async def last_games(self, guild_id: int | None, game: str, limit: int = 5) -> list[FinishedGame]:
        """A server's last finished games of `game`, as `Storage.last_games`."""
        async with self._conn() as conn:
            rows = await conn.fetch(PG_LAST_GAMES, guild_id, game, limit)
        return finished_games(rows)

    async def games_played(self, guild_id: int | None, game: str) -> int:
        async with self._conn() as conn:
            n = await conn.fetchval(
                "SELECT COUNT(*) FROM results WHERE guild_id IS NOT DISTINCT FROM $1 AND game = $2",
                guild_id,
                game,
            )
        return int(n or 0)

    async def count_live(self) -> int:
        """How many sessions are in a lobby or running (the start-up line)."""
        async with self._conn() as conn:
            return int(
                await conn.fetchval("SELECT COUNT(*) FROM sessions WHERE status IN ('lobby','running')")
            )

    async def count_sessions(self) -> int:
        async with self._conn() as conn:
            return int(await conn.fetchval("SELECT COUNT(*) FROM sessions"))

    # ---- per-server settings (issue 35: /campfire settings) -----------------------------------------
    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        """A server's saved settings, as `Storage.guild_settings`."""
        async with self._conn() as conn:
            raw = await conn.fetchval(
                "SELECT settings_json FROM guild_settings WHERE guild_id = $1", guild_id
            )
        return json.loads(raw) if raw else {}

    async def set_guild_setting(self, guild_id: int, user_id: int, key: str, value: Any) -> dict[str, Any]:
        """Set one setting and log it in one transaction, as `Storage.set_guild_setting` (the server's
        row is locked, so two admins' changes at once are both kept and numbered in order)."""
        async with self._conn() as conn, conn.transaction():
            await conn.execute(
                "INSERT INTO guild_settings (guild_id, settings_json, updated_at) VALUES ($1, '{}', $2) "
                "ON CONFLICT (guild_id) DO NOTHING",
                guild_id,
                now_iso(),
            )
            raw = await conn.fetchval(
                "SELECT settings_json FROM guild_settings WHERE guild_id = $1 FOR UPDATE", guild_id
            )
            settings = changed_settings(raw, key, value)
            at = now_iso()
            await conn.execute(
                numbered(UPSERT_GUILD_SETTINGS), guild_id, json.dumps(settings, sort_keys=True), at
            )
            await conn.execute(
                numbered(APPEND_SETTING_LOG), guild_id, user_id, key, json.dumps(value), at, guild_id
            )
        return settings

    async def settings_log(self, guild_id: int, limit: int = 20) -> list[tuple[int, int, str, Any, str]]:
        """A server's setting changes, newest first, as `Storage.settings_log`."""
        async with self._conn() as conn:
            rows = await conn.fetch(numbered(SETTINGS_LOG), guild_id, limit)
        return [(r["seq"], r["user_id"], r["key"], json.loads(r["value_json"]), r["at"]) for r in rows]

    # ---- history (issue 35: `/campfire history`) --------------------------------------------------------
    async def history_of_channel(
        self, channel_id: int, limit: int = 10, offset: int = 0
    ) -> list[HistoryGame]:
        """A channel's finished games, newest first, every seat with its result (`Storage`)."""
        async with self._conn() as conn:
            rows = await conn.fetch(PG_HISTORY_OF_CHANNEL, channel_id, limit, offset)
        return history_games(rows)

    async def history_of_member(
        self, guild_id: int, user_id: int, limit: int = 10, offset: int = 0
    ) -> list[HistoryGame]:
        """A member's finished games in a server, newest first (`Storage`)."""
        async with self._conn() as conn:
            rows = await conn.fetch(PG_HISTORY_OF_MEMBER, user_id, guild_id, limit, offset)
        return history_games(rows)

    # ---- leaderboards (issue 35) ----------------------------------------------------------------
    async def leaderboard(
        self, guild_id: int, game: str, since: str | None = None, limit: int = 10, sides: bool = False
    ) -> list[BoardRow]:
        """A server's board of one game, as `Storage.leaderboard`."""
        async with self._conn() as conn:
            if since is None:
                board = board_rows(await conn.fetch(PG_BOARD_BY_RATING, guild_id, game, limit), rated=True)
            else:
                board = board_rows(
                    await conn.fetch(PG_BOARD_SINCE, guild_id, game, since, limit), rated=False
                )
            if not sides or not board:
                return board
            users = [b.user_id for b in board]
            if since is None:
                rows = await conn.fetch(PG_SIDES_OF, guild_id, users, game)
            else:
                rows = await conn.fetch(PG_SIDES_SINCE, guild_id, game, since, users)
        return with_sides(board, rows)

    async def profile(self, guild_id: int, user_id: int, games: list[str], last: int = 5) -> Profile:
        """A player's ratings and record in a server, as `Storage.profile`."""
        async with self._conn() as conn:
            ratings = await conn.fetch(PG_PROFILE_RATINGS, guild_id, list(games), user_id)
            places = {}
            for row in ratings:
                game = row["game"]
                found = await conn.fetchrow(PG_RANK_OF, guild_id, game, row["ordinal"], guild_id, game)
                places[game] = (int(found["above"]), int(found["rated"]))
            records = await conn.fetch(PG_PROFILE_RECORDS, guild_id, user_id)
            newest = await conn.fetch(PG_PROFILE_LAST, user_id, guild_id, last) if last > 0 else []
        return profile_of(user_id, games, ratings, places, records, newest)


PG_BOARD_BY_RATING, PG_BOARD_SINCE, PG_RANK_OF, PG_PROFILE_RECORDS, PG_UPSERT_RATING, PG_UPSERT_RECORD = map(
    numbered, (BOARD_BY_RATING, BOARD_SINCE, RANK_OF, PROFILE_RECORDS, UPSERT_RATING, UPSERT_RECORD)
)


async def _rate(conn: asyncpg.Connection, c: Commit, at: str) -> None:
    """The ratings and records a finished game moves, in its commit's transaction
    (`bot.storage.ratings`): the people's rating rows made if new, then locked in user order, read,
    and written back; then their records added to, in key order (after the ratings' locks: two games
    of the same game and people wait at the ratings, never meet crossed here)."""
    r = c.record
    if c.result is None or r.guild_id is None:
        return
    players = c.result[1]
    users = people(players)
    if not users:
        return
    sides = c.standing.sides if c.standing is not None else []
    records = record_rows(r.guild_id, r.game, players, sides)
    if c.standing is None:
        await conn.executemany(PG_UPSERT_RECORD, records)
        return
    default = MODEL.rating()
    await conn.execute(
        PG_ENSURE_RATINGS, r.guild_id, r.game, users, default.mu, default.sigma, default.ordinal(), at
    )
    rows = await conn.fetch(PG_CURRENT_RATINGS, r.guild_id, r.game, users)
    new = rate(players, c.standing, ratings_of(rows))
    await conn.executemany(PG_UPSERT_RATING, rating_rows(r.guild_id, r.game, new, at))
    await conn.executemany(PG_UPSERT_RECORD, records)


PG_HISTORY_OF_CHANNEL, PG_HISTORY_OF_MEMBER = map(numbered, (HISTORY_OF_CHANNEL, HISTORY_OF_MEMBER_LATERAL))
