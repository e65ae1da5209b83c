"""`python -m bot db copy FROM TO`: move every Campfire record between SQLite and PostgreSQL.

FROM and TO are database URLs (`postgresql://…`, `sqlite:///path`) or plain SQLite file paths,
opened with the storage classes (so each is checked and brought to this Campfire's schema: TO gets
its tables, and an older FROM is migrated like `python -m bot migrate` would, a SQLite file being
backed up first). Refused, with one line on stderr: FROM missing (no empty file is created for
it) or without Campfire tables, a schema newer than this code (SchemaTooNew), FROM and TO the same
database, and a TO that already holds sessions (a copy never merges or overwrites).

Every row of `sessions` (all statuses), `actions`, `deadlines`, `messages`, `results` and
`result_players` is copied with its values as they are: text byte for byte (the state JSON
too), integers as integers, SQLite REAL times as DOUBLE PRECISION and back. Two things are not
copied: `shard_leases` and the claims on deadlines (`claimed_by`, `claimed_until`), which belong to
the processes that ran on FROM; the deadlines themselves are copied, unclaimed, so the bots on TO
fire them. FROM is read inside one read transaction (one snapshot, also while a bot writes to it)
and TO is written in batches inside one transaction: a copy that fails leaves TO without a row.

Then the copy is verified: the row count of every table must be the same in FROM's snapshot and in
TO, and every copied session that started is replayed on TO from its initial state and action log
(`SessionManager.replay`, every game of this build registered); the state must match the stored
one. A session whose replay differs is named (and checked on FROM too, to tell a faithful copy of
a session that was already inconsistent from a bad copy), and the command exits 1.

The snapshot is consistent, but a bot still running on FROM keeps writing after it: stop the bots
first (a note says so when FROM looks in use).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sqlite3
import sys
import time
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from bot.config import postgres_url, redact_url
from bot.storage import DatabaseLock, StorageOpenError, failure_reason
from bot.storage.sqlite import SqliteStorage

TABLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("sessions", ("id",)),
    ("session_starts", ("session_id",)),
    ("actions", ("session_id", "seq")),
    ("deadlines", ("session_id", "key")),
    ("messages", ("session_id", "role", "seat")),
    ("results", ("session_id",)),
    ("result_players", ("session_id", "seat")),
    ("guild_settings", ("guild_id",)),
    ("settings_log", ("guild_id", "seq")),
    ("ratings", ("guild_id", "game", "user_id")),
    ("player_records", ("guild_id", "user_id", "game", "side")),
)
"""The tables copied, parents before children (foreign keys), each with its primary key (read order)."""
NOT_COPIED = frozenset({"shard_leases", "campfire_schema"})
"""Tables that belong to the processes on a database, or to its schema bookkeeping."""
CLEARED: dict[str, frozenset[str]] = {"deadlines": frozenset({"claimed_by", "claimed_until"})}
"""Columns written as NULL: a claim is a lease of a process on FROM, which no process on TO holds."""
BATCH = 1000
"""Rows read and written at a time."""


class CopyError(Exception):
    """The copy is refused or failed; `code` is the exit code (2: the arguments, 1: the databases)."""

    def __init__(self, message: str, code: int = 1) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class Location:
    """Where one side of the copy is: a PostgreSQL URL or a SQLite file."""

    url: str | None
    path: Path | None

    @classmethod
    def parse(cls, text: str, role: str) -> Location:
        """A database URL (postgresql://, sqlite:///path) or a plain file path, as CAMPFIRE_DATABASE_URL."""
        text = text.strip()
        if not text:
            raise CopyError(f"{role} is empty: give a database URL or a SQLite file path", 2)
        if postgres_url(text):
            return cls(text, None)
        if text.startswith("sqlite:///"):
            return cls(None, Path(text.removeprefix("sqlite:///")))
        if "://" in text:
            scheme = text.split("://", 1)[0]
            raise CopyError(
                f"{role} has an unknown database URL scheme {scheme}://: use postgresql://user:password@host/db,"
                " sqlite:///path or a file path",
                2,
            )
        return cls(None, Path(text))

    @property
    def label(self) -> str:
        """For messages: the URL without its password, or the file path."""
        return redact_url(self.url) if self.url else str(self.path)


@dataclass
class Report:
    """What a copy did."""

    counts: dict[str, int] = field(default_factory=dict)
    """Rows copied per table."""
    started: int = 0
    """Sessions replayed (those with an initial state)."""
    differs: list[tuple[str, str, bool | None]] = field(default_factory=list)
    """(session id, replay message, whether FROM's replay differs too) of every mismatch."""


# ---- the two dialects ----------------------------------------------------------------------------


class _Sqlite:
    """Reading and writing a `SqliteStorage` through its aiosqlite connection."""

    def __init__(self, storage: SqliteStorage) -> None:
        self.storage = storage
        self.db = storage.db

    async def tables(self) -> set[str]:
        async with self.db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        ) as cur:
            return {r[0] for r in await cur.fetchall()}

    async def columns(self, table: str) -> dict[str, str]:
        """name -> declared type, in the table's order."""
        async with self.db.execute(f"PRAGMA table_info({table})") as cur:
            return {r["name"]: str(r["type"]).lower() for r in await cur.fetchall()}

    async def count(self, table: str) -> int:
        async with self.db.execute(f"SELECT COUNT(*) FROM {table}") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    @contextlib.asynccontextmanager
    async def snapshot(self) -> AsyncIterator[_Sqlite]:
        """One read transaction (in WAL mode a bot may keep committing; this sees one moment)."""
        await self.db.execute("BEGIN")
        try:
            await self.count("sessions")  # the snapshot starts at the first read
            yield self
        finally:
            await self.db.execute("COMMIT")

    async def rows(
        self, table: str, columns: Sequence[str], key: Sequence[str]
    ) -> AsyncIterator[list[tuple]]:
        sql = f"SELECT {', '.join(columns)} FROM {table} ORDER BY {', '.join(key)}"
        async with self.db.execute(sql) as cur:
            while batch := await cur.fetchmany(BATCH):
                yield [tuple(r) for r in batch]

    @contextlib.asynccontextmanager
    async def writing(self) -> AsyncIterator[_Sqlite]:
        """One write transaction, taken at once (no other writer can slip in after the empty check)."""
        await self.db.execute("BEGIN IMMEDIATE")
        try:
            yield self
        except BaseException:
            with contextlib.suppress(Exception):
                await self.db.execute("ROLLBACK")
            raise
        await self.db.execute("COMMIT")

    async def insert(self, table: str, columns: Sequence[str], rows: list[tuple]) -> None:
        marks = ", ".join("?" * len(columns))
        await self.db.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows)

    def convert(self, types: dict[str, str], columns: Sequence[str]) -> Callable[[tuple], tuple]:
        return lambda row: row  # SQLite stores what PostgreSQL typed (int, float, str, None) as it is

    async def started_ids(self) -> list[str]:
        async with self.db.execute(
            "SELECT id FROM sessions JOIN session_starts ON session_id = id ORDER BY created_at, id"
        ) as cur:
            return [r[0] for r in await cur.fetchall()]

    async def identity(self) -> tuple[Any, ...]:
        return ("sqlite", str(self.storage.path.resolve()))


class _Postgres:
    """Reading and writing a `PostgresStorage` through its asyncpg pool (one connection per block)."""

    def __init__(self, storage: Any) -> None:
        self.storage = storage
        self.pool = storage.pool
        self.conn: Any = None

    @contextlib.asynccontextmanager
    async def _connection(self) -> AsyncIterator[Any]:
        if self.conn is not None:
            yield self.conn
            return
        async with self.pool.acquire() as conn:
            yield conn

    async def tables(self) -> set[str]:
        async with self._connection() as conn:
            rows = await conn.fetch(
                "SELECT table_name FROM information_schema.tables"
                " WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
            )
        return {r[0] for r in rows}

    async def columns(self, table: str) -> dict[str, str]:
        async with self._connection() as conn:
            rows = await conn.fetch(
                "SELECT column_name, data_type FROM information_schema.columns"
                " WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position",
                table,
            )
        return {r[0]: r[1] for r in rows}

    async def count(self, table: str) -> int:
        async with self._connection() as conn:
            return int(await conn.fetchval(f"SELECT COUNT(*) FROM {table}"))

    @contextlib.asynccontextmanager
    async def snapshot(self) -> AsyncIterator[_Postgres]:
        """One read-only REPEATABLE READ transaction: every query sees the same snapshot."""
        async with self.pool.acquire() as conn, conn.transaction(isolation="repeatable_read", readonly=True):
            side = _Postgres(self.storage)
            side.conn = conn
            yield side

    async def rows(
        self, table: str, columns: Sequence[str], key: Sequence[str]
    ) -> AsyncIterator[list[tuple]]:
        assert self.conn is not None, "rows() reads inside snapshot()"
        sql = f"SELECT {', '.join(columns)} FROM {table} ORDER BY {', '.join(key)}"
        cursor = await self.conn.cursor(sql)
        while batch := await cursor.fetch(BATCH):
            yield [tuple(r) for r in batch]

    @contextlib.asynccontextmanager
    async def writing(self) -> AsyncIterator[_Postgres]:
        """One transaction; `sessions` locked against other writers until it commits."""
        async with self.pool.acquire() as conn, conn.transaction():
            await conn.execute("LOCK TABLE sessions IN EXCLUSIVE MODE")
            side = _Postgres(self.storage)
            side.conn = conn
            yield side

    async def insert(self, table: str, columns: Sequence[str], rows: list[tuple]) -> None:
        marks = ", ".join(f"${i}" for i in range(1, len(columns) + 1))
        await self.conn.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows)

    def convert(self, types: dict[str, str], columns: Sequence[str]) -> Callable[[tuple], tuple]:
        """Check (and for REAL → DOUBLE PRECISION, widen) every value to the PostgreSQL column's type:
        SQLite lets any column hold any value, asyncpg takes only the exact Python type."""
        checks = [_PG_TYPES.get(types[c], _as_text) for c in columns]

        def convert(row: tuple) -> tuple:
            out = []
            for value, check, column in zip(row, checks, columns, strict=True):
                try:
                    out.append(None if value is None else check(value))
                except (TypeError, ValueError):
                    raise CopyError(
                        f"column {column} holds {value!r} ({type(value).__name__}), not {types[column]}"
                    ) from None
            return tuple(out)

        return convert

    async def started_ids(self) -> list[str]:
        async with self._connection() as conn:
            rows = await conn.fetch(
                "SELECT id FROM sessions JOIN session_starts ON session_id = id ORDER BY created_at, id"
            )
        return [r[0] for r in rows]

    async def identity(self) -> tuple[Any, ...]:
        """The same database whatever the URL says (localhost or 127.0.0.1, another user): the
        server (its start time) and the database (its oid and name)."""
        async with self._connection() as conn:
            row = await conn.fetchrow(
                "SELECT pg_postmaster_start_time()::text, oid::bigint, datname FROM pg_database"
                " WHERE datname = current_database()"
            )
        return ("postgresql", *tuple(row))

    async def in_use(self) -> bool:
        """Whether a bot holds a shard lease (it runs, or stopped uncleanly less than a lease ago)."""
        async with self._connection() as conn:
            held = await conn.fetchval(
                "SELECT COUNT(*) FROM shard_leases WHERE holder <> '' AND expires_at > $1", time.time()
            )
        return bool(held)


def _as_int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError
    return value


def _as_float(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError
    return float(value)


def _as_text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError
    return value


_PG_TYPES: dict[str, Callable[[Any], Any]] = {
    "bigint": _as_int,
    "integer": _as_int,
    "smallint": _as_int,
    "double precision": _as_float,
    "real": _as_float,
    "text": _as_text,
}


# ---- opening -------------------------------------------------------------------------------------


def _open_storage(loc: Location) -> Any:
    if loc.url is not None:
        from bot.storage.postgres import PostgresStorage

        return PostgresStorage(loc.url, pool_size=2)
    assert loc.path is not None
    return SqliteStorage(loc.path)


def _check_sqlite_source(path: Path) -> None:
    """FROM must be an existing Campfire database: never create (or migrate into) an empty one."""
    if not path.exists():
        raise CopyError(f"no database at {path}: nothing to copy")
    if path.is_dir():
        raise CopyError(f"{path} is a folder, not a database file")
    try:
        con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            version = int(con.execute("PRAGMA user_version").fetchone()[0])
        finally:
            con.close()
    except sqlite3.Error as exc:
        raise CopyError(f"cannot open the database {path}: {failure_reason(exc)}") from exc
    if version == 0:
        raise CopyError(f"{path} is not a Campfire database (it has no Campfire tables): nothing to copy")


async def _check_postgres_source(loc: Location) -> None:
    """FROM must hold Campfire's tables (opening it would otherwise create them there)."""
    import asyncpg

    from bot.storage.postgres import CONNECT_TIMEOUT_S, pg_reason

    try:
        conn = await asyncpg.connect(loc.url, timeout=CONNECT_TIMEOUT_S)
    except (asyncpg.PostgresError, OSError, TimeoutError, asyncpg.InterfaceError) as exc:
        raise CopyError(f"cannot open the database {loc.label}: {pg_reason(exc)}") from exc
    try:
        found = await conn.fetchval("SELECT to_regclass('campfire_schema') IS NOT NULL")
    finally:
        await conn.close()
    if not found:
        raise CopyError(f"{loc.label} has no Campfire tables: nothing to copy")


def _sqlite_busy(path: Path) -> bool:
    """Whether another process (a bot) has the file open: it holds the shared lock restore waits for."""
    lock = DatabaseLock(path)
    try:
        free = lock.acquire(exclusive=True)
    except OSError:
        return False
    if free:
        lock.release()
    return not free


async def _open(loc: Location, role: str) -> Any:
    storage = _open_storage(loc)
    try:
        await storage.open()
    except StorageOpenError as exc:
        raise CopyError(f"cannot open {role} {loc.label}: {exc.reason}") from exc
    return storage


def _database_errors() -> tuple[type[BaseException], ...]:
    """What the two drivers raise when a statement fails."""
    import asyncpg

    return (sqlite3.Error, asyncpg.PostgresError, asyncpg.InterfaceError)


def _dialect(storage: Any) -> _Sqlite | _Postgres:
    return _Postgres(storage) if storage.kind == "postgresql" else _Sqlite(storage)


# ---- the copy ------------------------------------------------------------------------------------


async def _plan(src: _Sqlite | _Postgres, dst: _Sqlite | _Postgres) -> list[tuple[str, tuple, list[str]]]:
    """(table, primary key, columns) of every table to copy; refuses schemas that do not line up."""
    unknown = sorted((await src.tables()) - NOT_COPIED - {t for t, _ in TABLES})
    if unknown:
        raise CopyError(f"FROM has tables db copy does not know ({', '.join(unknown)}): nothing was copied")
    plan = []
    for table, key in TABLES:
        cols = list(await src.columns(table))
        theirs = list(await dst.columns(table))
        if sorted(cols) != sorted(theirs):
            raise CopyError(
                f"table {table} has columns {cols} in FROM but {theirs} in TO: nothing was copied"
            )
        plan.append((table, key, cols))
    return plan


async def copy(source: Any, target: Any) -> Report:
    """Copy every row from one open storage into another (which must hold no session), then verify.

    Raises CopyError when TO is not empty or a row cannot be written (TO is then left as it was).
    """
    src, dst = _dialect(source), _dialect(target)
    plan = await _plan(src, dst)
    report = Report()
    expected: dict[str, int] = {}
    try:
        await _copy_rows(src, dst, plan, target.label, report, expected)
    except _database_errors() as exc:
        reason = " ".join(str(exc).split()) or type(exc).__name__
        raise CopyError(f"the copy failed ({type(exc).__name__}: {reason}); nothing was copied") from exc
    for table, _key, _cols in plan:
        found = await dst.count(table)
        if not expected[table] == report.counts[table] == found:
            raise CopyError(
                f"table {table}: {expected[table]} rows in FROM, {report.counts[table]} copied, {found} in TO"
            )
    await _verify(source, target, dst, report)
    return report


async def _copy_rows(
    src: _Sqlite | _Postgres,
    dst: _Sqlite | _Postgres,
    plan: list[tuple[str, tuple, list[str]]],
    label: str,
    report: Report,
    expected: dict[str, int],
) -> None:
    """FROM's snapshot into TO's one transaction, table by table, BATCH rows at a time."""
    async with src.snapshot() as snap, dst.writing() as out:
        if await out.count("sessions"):
            raise CopyError(f"{label} holds sessions already: db copy never merges or overwrites", 1)
        for table, key, cols in plan:
            expected[table] = await snap.count(table)
            types = await out.columns(table)
            convert = dst.convert(types, cols)
            cleared = [i for i, c in enumerate(cols) if c in CLEARED.get(table, ())]
            done = 0
            async for batch in snap.rows(table, cols, key):
                rows = []
                for row in batch:
                    if cleared:
                        row = tuple(None if i in cleared else v for i, v in enumerate(row))
                    try:
                        rows.append(convert(row))
                    except CopyError as exc:
                        where = ", ".join(f"{k}={row[cols.index(k)]!r}" for k in key)
                        raise CopyError(
                            f"cannot copy {table} row {where}: {exc}; nothing was copied"
                        ) from None
                await out.insert(table, cols, rows)
                done += len(rows)
            report.counts[table] = done


async def _verify(source: Any, target: Any, dst: _Sqlite | _Postgres, report: Report) -> None:
    """Replay every started session on TO; a mismatch is replayed on FROM too (was it so before?)."""
    from bot.sessions import SessionManager
    from engines import available_games, get_game

    managers = []
    for storage in (target, source):
        manager = SessionManager(storage)
        for key in available_games():
            manager.register(get_game(key), lambda e, r: None)
        managers.append(manager)
    on_target, on_source = managers
    ids = await dst.started_ids()
    report.started = len(ids)
    for session_id in ids:
        ok, message = await _replay(on_target, session_id)
        if ok:
            continue
        ok_before, _ = await _replay(on_source, session_id)
        report.differs.append((session_id, message, not ok_before))


async def _replay(manager: Any, session_id: str) -> tuple[bool, str]:
    try:
        return await manager.replay(session_id)
    except Exception as exc:  # a state or action the engine cannot read is a mismatch, not a crash
        text = " ".join(str(exc).split()) or type(exc).__name__
        return False, f"Session {session_id}: replay failed ({type(exc).__name__}: {text})."


# ---- the command ---------------------------------------------------------------------------------


def _same(a: Location, b: Location) -> bool:
    """Two SQLite spellings of one file (the PostgreSQL pair is compared once both are open)."""
    if a.path is None or b.path is None:
        return False
    if a.path.resolve() == b.path.resolve():
        return True
    with contextlib.suppress(OSError):
        return os.path.samefile(a.path, b.path)
    return False


async def run_copy(source: str, target: str, *, out: TextIO, err: TextIO) -> int:
    """The whole command; returns the exit code (0: copied and verified)."""
    storages: list[Any] = []
    try:
        src_loc, dst_loc = Location.parse(source, "FROM"), Location.parse(target, "TO")
        if _same(src_loc, dst_loc):
            raise CopyError(f"FROM and TO are the same database ({src_loc.label})", 2)
        if src_loc.path is not None:
            _check_sqlite_source(src_loc.path)
            busy = _sqlite_busy(src_loc.path)  # before our own open takes the shared lock too
        else:
            await _check_postgres_source(src_loc)
            busy = False
        source_storage = await _open(src_loc, "FROM")
        storages.append(source_storage)
        target_storage = await _open(dst_loc, "TO")
        storages.append(target_storage)
        src, dst = _dialect(source_storage), _dialect(target_storage)
        if await src.identity() == await dst.identity():
            raise CopyError(f"FROM and TO are the same database ({src_loc.label} and {dst_loc.label})", 2)
        if busy or (isinstance(src, _Postgres) and await src.in_use()):
            print(
                f"note: a bot seems to be running on {src_loc.label}: the copy is one consistent moment,"
                " but what it writes afterwards is not copied (stop the bots first)",
                file=err,
            )
        report = await copy(source_storage, target_storage)
    except CopyError as exc:
        print(f"error: {' '.join(str(exc).split())}", file=err)
        return exc.code
    finally:
        for storage in reversed(storages):
            await storage.close()
    c = report.counts
    what = (
        f"Copied {c['sessions']} sessions ({c['actions']} actions, {c['results']} results, "
        f"{c['messages']} messages) from {src_loc.label} to {dst_loc.label}"
    )
    if report.differs:
        session_id, message, before = report.differs[0]
        message = message.removeprefix(f"Session {session_id}: ")
        more = f" (and {len(report.differs) - 1} more)" if len(report.differs) > 1 else ""
        cause = (
            "FROM's replay differs too: the copy is faithful, the session was inconsistent already"
            if before
            else "FROM's replay matches: the copy is wrong"
        )
        print(
            f"error: {what}, but {len(report.differs)} of {report.started} started sessions do not replay"
            f" to their stored state (TO keeps the copy); the first, {session_id}{more}: {message} ({cause})",
            file=err,
        )
        return 1
    print(f"{what}; replayed {report.started} started sessions: all match.", file=out)
    return 0


def main(source: str, target: str) -> int:
    """Entry point of `python -m bot db copy FROM TO`."""
    return asyncio.run(run_copy(source, target, out=sys.stdout, err=sys.stderr))
