"""SQLite storage (aiosqlite): schema migrations, integrity, backups and the repositories the runtime uses.

One connection, WAL, foreign keys on, `synchronous=FULL` unless `durability="fast"` chooses NORMAL.
Every write is one transaction; `sessions.version` gives optimistic concurrency (docs/ARCHITECTURE.md C8).

Opening a file checks it before anything is written: a schema newer than this code
(`SchemaTooNew`) or a file that fails `PRAGMA quick_check` (`DatabaseDamaged`) is refused and left
as it is. Every process that opens the file holds a shared `flock` on `<file>-lock` while it is
open; `restore_database` takes it exclusively, so it refuses to run while a bot (or any command)
has the file open. The kernel drops the lock when its process dies, so a crashed bot never leaves
a stale marker behind (the file's check, lock, backups and restore: `bot.storage.files`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import re
import secrets
import sqlite3
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Collection, Iterator
from pathlib import Path
from typing import Any, Literal, TypeVar

import aiosqlite

from bot.storage.anchors import UNSYNCED_ROLES, AnchorBatch, anchor_block, open_batch
from bot.storage.errors import (
    ChannelBusy,
    ConcurrentUpdate,
    DatabaseInUse,
    SchemaTooNew,
    SessionIdsExhausted,
    StorageOpenError,
    brief,
)
from bot.storage.files import (
    BackupInfo,
    DatabaseLock,
    backup_name,
    check_file,
    copy_database,
    default_backup_dir,
    failure_reason,
)
from bot.storage.records import (
    TABLE,
    ActionRow,
    Commit,
    FinishedGame,
    SessionRecord,
    finished_games,
)
from bot.storage.sql import (
    APPEND_ACTION,
    INITIAL_STATE,
    INSERT_RESULT,
    INSERT_RESULT_PLAYER,
    INSERT_SESSION,
    INSERT_START,
    LAST_GAMES,
    LIVE_OF_USER,
    SESSION_ID_ATTEMPTS,
    STATS,
    UPDATE_DIGEST,
    UPDATE_LOBBY,
    UPDATE_RUNNING,
    UPDATE_STATE,
    UPSERT_MESSAGE,
    _migration_files,
    _record,
    lobby_row,
    now_iso,
    result_rows,
    running_row,
    seat_pattern,
    session_row,
    state_row,
)
from bot.storage.sqlite_night import GameNightSqlite, rate_in_thread

log = logging.getLogger(__name__)
T = TypeVar("T")

Durability = Literal["full", "fast"]
SYNCHRONOUS: dict[str, str] = {"full": "FULL", "fast": "NORMAL"}
"""PRAGMA synchronous per durability setting. In WAL mode NORMAL survives a process crash but may
lose the last commits to a power cut or OS crash; FULL syncs the WAL on every commit and survives both."""
Integrity = Literal["quick", "full", "none"]
MIN_SQLITE = (3, 35, 0)
"""The oldest SQLite the schema's statements run on (schema 4's ALTER TABLE … DROP COLUMN)."""
ANCHOR_CACHE = 100_000
"""Anchor messages (tables, hands, pings) a SQLite storage keeps in memory."""
CHECKPOINT_EVERY = 48
"""Writes (action commits and anchor batches) between two background checkpoints of the WAL: a
click writes about 14 pages, so about 670 pages each time, under SQLite's own threshold of 1,000."""
AUTOCHECKPOINT_PAGES = 10_000
"""The connection's own automatic checkpoint, kept as a safety net for a long write of another kind
(a migration, a copy, the benchmarks' fill): SQLite's default is 1,000 pages."""


def _statements(script: str) -> Iterator[str]:
    """The SQL statements of a migration script, one at a time (triggers stay whole)."""
    buf = ""
    for line in script.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            if re.sub(r"--[^\n]*", "", buf).strip(" \t\r\n;"):
                yield buf.strip()
            buf = ""
    if buf.strip() and re.sub(r"--[^\n]*", "", buf).strip(" \t\r\n;"):
        yield buf.strip()


@contextlib.contextmanager
def _unsynced(con: sqlite3.Connection, restore: str | None) -> Iterator[None]:
    """The block's transaction without SQLite's own sync (synchronous=NORMAL), then `restore` (the
    connection's usual setting) again; with `restore` None, the block runs as the connection is."""
    if restore is None:
        yield
        return
    con.execute("PRAGMA synchronous=NORMAL")
    try:
        yield
    finally:
        con.execute(f"PRAGMA synchronous={restore}")


def _rollback(con: sqlite3.Connection, error: BaseException) -> None:
    """End a transaction that failed with `error`, which the caller then raises as it is.

    SQLite itself rolls the whole transaction back after some errors ("database or disk is full",
    an I/O error): a ROLLBACK then fails ("cannot rollback - no transaction is active"), and raised,
    that second error would hide the real one from the log. So a ROLLBACK is only sent while a
    transaction is open, and one that fails is logged here, never raised over `error`.
    """
    if not con.in_transaction:
        log.debug("SQLite had already rolled back the failed transaction (%s)", brief(error))
        return
    try:
        con.execute("ROLLBACK")
    except sqlite3.Error as exc:
        log.warning("ROLLBACK failed (%s) after the transaction failed with %s", exc, brief(error))


def _write_check(con: sqlite3.Connection, version: int) -> None:
    """Write once and roll it back: a file that may be read but not written fails here."""
    con.execute("BEGIN IMMEDIATE")
    try:
        con.execute(f"PRAGMA user_version = {int(version)}")
    except BaseException as exc:
        _rollback(con, exc)
        raise
    con.execute("ROLLBACK")


def _commit_in_thread(
    con: sqlite3.Connection, c: Commit, syncing: Callable[[], None] | None = None, wal: WalFile | None = None
) -> None:
    """`Storage.commit`, run on the connection's thread: one transaction, rolled back if anything fails.

    With `syncing` and `wal` (durability=full and work to overlap): the transaction commits without
    SQLite's own sync (synchronous=NORMAL for it), `syncing` tells the event loop, and the WAL is
    synced here (`WalFile.sync`), outside the GIL: what FULL does at every commit, one sync of the
    WAL, while the event loop draws meanwhile. Nothing returns before the sync has.
    """
    r = c.record
    with _unsynced(con, "FULL" if wal is not None else None):
        con.execute("BEGIN IMMEDIATE")
        try:
            # A running game's row is running already, except at the game's start (a lobby).
            if (
                r.status != "running" or con.execute(UPDATE_RUNNING, running_row(c)).rowcount != 1
            ) and con.execute(UPDATE_STATE, state_row(c)).rowcount != 1:
                raise ConcurrentUpdate(r.id)
            if c.initial_state is not None:
                con.execute(INSERT_START, (r.id, c.initial_state))
            at = now_iso()
            if c.actions:
                con.executemany(APPEND_ACTION, [(r.id, a.seat, a.action_json, at, r.id) for a in c.actions])
            if r.status != "running":
                con.execute("DELETE FROM deadlines WHERE session_id = ?", (r.id,))
            else:
                if c.deadlines_keep is not None:
                    keys = sorted(c.deadlines_keep | set(c.deadlines_set))
                    marks = ",".join("?" * len(keys))
                    con.execute(
                        f"DELETE FROM deadlines WHERE session_id = ? AND key NOT IN ({marks})", (r.id, *keys)
                    )
                if c.deadlines_set:
                    con.executemany(
                        "INSERT OR IGNORE INTO deadlines (session_id, key, due_at) VALUES (?,?,?)",
                        [(r.id, key, due) for key, due in c.deadlines_set.items()],
                    )
            if c.result is not None:
                result, players = result_rows(c, at)
                con.execute(INSERT_RESULT, result)
                con.executemany(INSERT_RESULT_PLAYER, players)
                rate_in_thread(con, c, at)
            con.execute("COMMIT")
        except BaseException as exc:
            _rollback(con, exc)
            raise
    if wal is not None:
        if syncing is not None:
            syncing()
        wal.sync()


class WalFile:
    """The WAL of a database file, synced by hand after a commit made without SQLite's own sync.

    In WAL mode `synchronous=FULL` syncs the WAL once per commit and NORMAL never does (only at
    checkpoints): a NORMAL commit followed by this sync is FULL's commit. The file is opened once
    and opened again if it was replaced (its link count drops to 0 when SQLite deletes it).
    """

    def __init__(self, db_path: Path) -> None:
        self.path = Path(f"{db_path}-wal")
        self._fd: int | None = None

    def sync(self) -> None:
        """Sync the WAL's data to disk (the GIL is released during the system call)."""
        fd = self._fd
        if fd is not None and os.fstat(fd).st_nlink == 0:
            os.close(fd)
            fd = self._fd = None
        if fd is None:
            fd = self._fd = os.open(self.path, os.O_RDONLY)
        getattr(os, "fdatasync", os.fsync)(fd)

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def _resolve(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


def _session_in_thread(con: sqlite3.Connection, where: str, param: Any) -> SessionRecord | None:
    """A session row (`where` is a fixed condition with one parameter) and, while it is live, its
    deadlines: one call on the connection's thread."""
    row = con.execute(f"SELECT * FROM sessions WHERE {where}", (param,)).fetchone()
    if row is None:
        return None
    record = _record(row)
    if record.status in ("lobby", "running"):
        record.deadlines = {
            key: due
            for key, due in con.execute(
                "SELECT key, due_at FROM deadlines WHERE session_id = ?", (record.id,)
            )
        }
    return record


def _anchor_in_thread(con: sqlite3.Connection, key: tuple[str, str, int]) -> tuple[int, int, str] | None:
    row = con.execute(
        "SELECT channel_id, message_id, content_hash FROM messages WHERE session_id=? AND role=? AND seat=?",
        key,
    ).fetchone()
    return (row[0], row[1], row[2]) if row else None


def _anchors_in_thread(
    con: sqlite3.Connection,
    rows: dict[tuple[str, str, int], tuple[int, int, str]],
    sync: str | None = None,
    moved: Collection[tuple[str, str, int]] | None = None,
) -> None:
    """Upsert anchor messages in one transaction.

    `sync` (the connection's usual PRAGMA synchronous, when it is FULL) asks for this one commit
    without its own sync to disk: the rows only move digests of messages whose ids are stored
    already. A digest lost to a power cut costs one repeated edit, and the next action's commit
    (synced) makes these WAL frames durable with its own.

    `moved` (None: all of them) are the rows whose ids may not be stored yet; the others update
    their digest alone (UPDATE_DIGEST), and one the database turns out not to have is upserted.
    """
    with _unsynced(con, sync):
        con.execute("BEGIN IMMEDIATE")
        try:
            upserts = []
            for key, value in rows.items():
                if (
                    moved is None
                    or key in moved
                    or con.execute(UPDATE_DIGEST, (value[2], *key)).rowcount != 1
                ):
                    upserts.append((*key, *value))
            if upserts:
                con.executemany(UPSERT_MESSAGE, upserts)
            con.execute("COMMIT")
        except BaseException as exc:
            _rollback(con, exc)
            raise


class WalCheckpoints:
    """The WAL copied back into the database file beside the clicks, never inside one.

    SQLite checkpoints on its own at the end of whichever commit takes the WAL past 1,000 pages:
    that click then also writes about 1,000 pages into the database file and syncs it, which is
    what the slowest clicks in a hundred waited for (a click writes about 14 pages, so every
    seventieth did it). Here the connection's own threshold is raised to a safety net
    (`AUTOCHECKPOINT_PAGES`), and every `CHECKPOINT_EVERY` writes a PASSIVE checkpoint runs on a
    connection and thread of its own, while the clicks go on: in WAL mode it waits for no reader
    or writer, and copies what no reader still needs.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.writes = 0
        """Writes since the last checkpoint began."""
        self.runs = 0
        """Checkpoints run (tests and benchmarks read it)."""
        self.last: tuple[int, int, int] | None = None
        """The last checkpoint's (busy, frames in the WAL, frames copied)."""
        self._con: sqlite3.Connection | None = None
        self._task: asyncio.Task[None] | None = None

    def wrote(self) -> None:
        """A write committed on the main connection: start a checkpoint when one is due."""
        self.writes += 1
        if self.writes >= CHECKPOINT_EVERY and self._task is None:
            self.start()

    def start(self) -> asyncio.Task[None]:
        """Start a checkpoint now (one at a time); the running one if it has not finished."""
        if self._task is None:
            self.writes = 0
            self._task = asyncio.get_running_loop().create_task(self._run())
        return self._task

    async def _run(self) -> None:
        try:
            await asyncio.to_thread(self._checkpoint)
        except sqlite3.Error as exc:  # the next one tries again; the safety net is still there
            log.warning("A background checkpoint of %s failed: %s", self.path, exc)
        finally:
            self._task = None

    def _checkpoint(self) -> None:
        if self._con is None:
            self._con = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        row = self._con.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
        self.last = (int(row[0]), int(row[1]), int(row[2]))
        self.runs += 1

    async def close(self) -> None:
        """Let a running checkpoint finish, then close its connection."""
        if self._task is not None:
            await asyncio.shield(self._task)
        if self._con is not None:
            con, self._con = self._con, None
            await asyncio.to_thread(con.close)


class SqliteStorage(GameNightSqlite):
    """The database: open (checked), migrate, back up, and the queries of the runtime.

    This is the SQLite backend, the default; `bot.storage.postgres.PostgresStorage` has the same
    methods for PostgreSQL (both implement `bot.storage.base.Storage`), and `bot.storage.open_storage`
    picks one of the two.
    """

    kind = "sqlite"
    shared = False
    """One process owns the file: what this process's click index knows is the whole truth."""

    def __init__(
        self,
        path: Path | str,
        *,
        durability: Durability = "full",
        backup_dir: Path | str | None = None,
        integrity: Integrity = "quick",
        id_source: Callable[[], str] | None = None,
    ) -> None:
        self.path = Path(path)
        self.durability: Durability = durability
        self.backup_dir = Path(backup_dir) if backup_dir is not None else default_backup_dir(self.path)
        self.integrity: Integrity = integrity
        self.id_source: Callable[[], str] = id_source or (lambda: secrets.token_hex(4))
        """Draws a new session id when a lobby's id exists already (8 hex characters, ui.ID_RE)."""
        self._db: aiosqlite.Connection | None = None
        self._lock: DatabaseLock | None = None
        self.checkpoints: WalCheckpoints | None = None
        """Background checkpoints of the WAL (a file only; in memory there is no WAL)."""
        self._wal: WalFile | None = None
        """The WAL synced by hand beside a commit's `meanwhile` (a file with durability=full)."""
        self._anchors: OrderedDict[tuple[str, str, int], tuple[int, int, str] | None] = OrderedDict()
        """(session, role, seat) -> anchor (None: none stored), as read or written by this process."""
        self.migrated_from: int | None = None
        """The schema version the last migration started from (None: nothing was migrated)."""
        self.migration_backup: BackupInfo | None = None
        """The backup taken before the last migration of an existing schema."""

    @property
    def memory(self) -> bool:
        """An in-memory database (tests): no file, no lock, no backups."""
        return str(self.path) == ":memory:"

    @property
    def file_backups(self) -> bool:
        """Whether `backup` can copy the database (a file: yes; in memory: no)."""
        return not self.memory

    @property
    def label(self) -> str:
        """Where the sessions live, for messages."""
        return str(self.path)

    @contextlib.asynccontextmanager
    async def serialized(self, channel_id: int) -> AsyncIterator[None]:
        """One request on a channel at a time: with one process on the file, the session manager's
        in-process lock is all it takes (PostgreSQL holds a lock in the database here)."""
        yield

    async def listen(self, callback: Callable[[], None]) -> None:
        """Other processes' changes: there are none on a SQLite file (this process wakes itself)."""

    @contextlib.asynccontextmanager
    async def presenting(self, session_id: str) -> AsyncIterator[None]:
        """One publish of a session at a time across processes: one process on the file, so the
        presenter's own lock is all it takes."""
        yield

    @property
    def db(self) -> aiosqlite.Connection:
        """The open connection."""
        if self._db is None:
            raise RuntimeError("storage is not open")
        return self._db

    async def open(self) -> None:
        """Check the database file, open it, run migrations and check it can be written.

        Before anything is written: a schema newer than this code raises SchemaTooNew, a file
        failing `PRAGMA quick_check` (or `integrity_check` with integrity="full") raises
        DatabaseDamaged, and a restore in progress raises DatabaseInUse; the file is left as it
        is. Raises StorageOpenError (the path and what is wrong) when the file cannot be opened, is
        not a SQLite database or cannot be written; the connection and its thread are closed
        first, so a failed open never leaves the process hanging.
        """
        if self._db is not None:
            return
        if sqlite3.sqlite_version_info < MIN_SQLITE:
            raise StorageOpenError(
                self.path,
                f"this Python's SQLite is {sqlite3.sqlite_version}; Campfire needs SQLite"
                f" {'.'.join(map(str, MIN_SQLITE))} or newer (a Python 3.11+ built with a newer SQLite)",
            )
        if not self.memory:
            if self.path.is_dir():
                raise StorageOpenError(self.path, "it is a folder, not a database file")
            parent = self.path.parent
            try:
                parent.mkdir(parents=True, exist_ok=True)
            except (FileExistsError, NotADirectoryError) as exc:
                raise StorageOpenError(
                    self.path, f"its folder {parent} cannot be created: a file is in the way"
                ) from exc
            except OSError as exc:
                raise StorageOpenError(
                    self.path, f"its folder {parent} cannot be created ({exc.strerror or exc})"
                ) from exc
        db: aiosqlite.Connection | None = None
        try:
            if not self.memory:
                # Plain sqlite3 first, in a worker thread, reading only: a newer schema or a damaged
                # file is refused before WAL mode or a migration could write to it. (If the file
                # cannot even be opened, aiosqlite's failed connect would leave its thread to report
                # on an event loop that may be closed.)
                check = {"quick": "quick_check", "full": "integrity_check"}.get(self.integrity)
                await asyncio.to_thread(check_file, self.path, check, self.backup_dir)  # type: ignore[arg-type]
                self._take_lock()
            db = await aiosqlite.connect(self.path, isolation_level=None)
            db.row_factory = aiosqlite.Row
            await db.execute("PRAGMA journal_mode=WAL")
            await db.execute("PRAGMA foreign_keys=ON")
            await db.execute(f"PRAGMA synchronous={SYNCHRONOUS[self.durability]}")
            if not self.memory:
                await db.execute(f"PRAGMA wal_autocheckpoint={AUTOCHECKPOINT_PAGES}")
                self.checkpoints = WalCheckpoints(self.path)
                if SYNCHRONOUS[self.durability] == "FULL":
                    self._wal = WalFile(self.path)
            self._db = db
            try:
                version = await self.migrate()
            except sqlite3.OperationalError as exc:
                if "already exists" not in str(exc):
                    raise
                reason = f"its tables cannot be created ({exc}): is it another program's database?"
                raise StorageOpenError(self.path, reason) from exc
            # A file we may read but not write (read-only file or filesystem) opens fine and
            # migrates nothing when up to date: write once, rolled back, to find out now.
            await self._in_thread(_write_check, version)
        except BaseException as exc:
            self._db = None
            self.checkpoints = None
            self._wal = None
            if db is not None:
                with contextlib.suppress(Exception):
                    await db.close()
            self._release_lock()
            if isinstance(exc, StorageOpenError):
                raise
            if isinstance(exc, sqlite3.Error | OSError):
                raise StorageOpenError(self.path, failure_reason(exc)) from exc
            raise

    def _take_lock(self) -> None:
        """The shared lock every open holds (restore needs it exclusively)."""
        lock = DatabaseLock(self.path)
        try:
            held = lock.acquire(exclusive=False)
        except OSError as exc:
            if isinstance(exc, PermissionError) or exc.errno in (13, 30):  # EACCES, EROFS
                raise StorageOpenError(
                    self.path, f"it cannot be written (its lock file {lock.path}: {exc.strerror or exc})"
                ) from exc
            raise
        if not held:
            raise DatabaseInUse(
                self.path,
                "a restore (python -m bot db restore) is replacing it right now; try again when it is done",
            )
        self._lock = lock

    def _release_lock(self) -> None:
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    async def close(self) -> None:
        """Close the connection (and drop the lock), after a running background checkpoint."""
        if self.checkpoints is not None:
            checkpoints, self.checkpoints = self.checkpoints, None
            await checkpoints.close()
        if self._wal is not None:
            self._wal.close()
            self._wal = None
        if self._db is not None:
            await self._db.close()
            self._db = None
        self._release_lock()

    async def synchronous(self) -> str:
        """The connection's PRAGMA synchronous, by name (FULL or NORMAL)."""
        async with self.db.execute("PRAGMA synchronous") as cur:
            row = await cur.fetchone()
        return {0: "OFF", 1: "NORMAL", 2: "FULL", 3: "EXTRA"}.get(int(row[0]) if row else -1, "?")

    async def _user_version(self) -> int:
        async with self.db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def migrate(self) -> int:
        """Bring the schema to the newest version; return it.

        Every pending `V<n>__*.sql` runs inside ONE transaction (all or nothing). A file that had
        a schema already is first copied to the backup folder (`<stem>-pre-v<n>-<time>.sqlite3`).
        A schema newer than this code raises SchemaTooNew and changes nothing.
        """
        files = _migration_files()
        target = files[-1][0] if files else 0
        current = await self._user_version()
        if current > target:
            raise SchemaTooNew(self.path, current, target)
        if current == target:
            return current
        if current > 0 and not self.memory:
            dest = backup_name(self.path, f"pre-v{target}", self.backup_dir)
            info = self.migration_backup = await asyncio.to_thread(copy_database, self.path, dest)
            log.info("Backed up the database (schema version %s) to %s before migrating", current, info.path)
        db = self.db
        await db.execute("BEGIN IMMEDIATE")
        try:
            current = await self._user_version()  # another process may have migrated meanwhile
            if current > target:
                raise SchemaTooNew(self.path, current, target)
            for version, path in files:
                if version <= current:
                    continue
                for statement in _statements(path.read_text(encoding="utf-8")):
                    await db.execute(statement)
            await db.execute(f"PRAGMA user_version = {int(target)}")
            await db.execute("COMMIT")
        except BaseException as exc:
            with contextlib.suppress(Exception):  # the connection itself may be what failed
                await self._in_thread(_rollback, exc)
            raise
        if current < target:
            self.migrated_from = current
            log.info("Migrated database from version %s to %s", current, target)
        return target

    async def backup(self, dest: Path | str | None = None, kind: str = "manual") -> BackupInfo:
        """Copy the database with the online backup API while it is in use (see copy_database).

        `dest` defaults to a new `<stem>-<kind>-<time>.sqlite3` in the backup folder; an existing
        folder gets such a file inside it.
        """
        if self.memory:
            raise StorageOpenError(self.path, "an in-memory database has no file to back up")
        if dest is None:
            target = backup_name(self.path, kind, self.backup_dir)
        else:
            target = Path(dest)
            if target.is_dir():
                target = backup_name(self.path, kind, target)
        return await asyncio.to_thread(copy_database, self.path, target)

    # ---- sessions ---------------------------------------------------------------------------------
    async def create_session(self, record: SessionRecord) -> None:
        """Insert a new lobby; ChannelBusy if the channel already has a live session.

        `sessions.id` keeps finished games, so a random new id may exist already: then a new one
        is drawn from `id_source` and written back to `record.id` (at most SESSION_ID_ATTEMPTS
        draws), so a collision is never mistaken for a busy channel.
        """
        ts = now_iso()
        for _ in range(SESSION_ID_ATTEMPTS):
            try:
                await self.db.execute(INSERT_SESSION, session_row(record, ts))
            except aiosqlite.IntegrityError as exc:
                if not await self.session_exists(record.id):
                    raise ChannelBusy(record.channel_id) from exc
                taken = record.id
                record.id = self.id_source()
                log.info("Session id %s exists already; drew %s for the new lobby", taken, record.id)
                continue
            record.created_at = ts
            return
        raise SessionIdsExhausted(f"{SESSION_ID_ATTEMPTS} new session ids in a row existed already")

    async def session_exists(self, session_id: str) -> bool:
        """Whether a session (of any status) has this id."""
        async with self.db.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)) as cur:
            return await cur.fetchone() is not None

    async def live_session(self, channel_id: int) -> SessionRecord | None:
        """The lobby or running session of a channel, if any."""
        return await self._in_thread(
            _session_in_thread, "channel_id = ? AND status IN ('lobby','running')", channel_id
        )

    async def get_session(self, session_id: str) -> SessionRecord | None:
        """A session by id, whatever its status."""
        return await self._in_thread(_session_in_thread, "id = ?", session_id)

    async def live_sessions_of(self, user_id: int, game: str) -> list[SessionRecord]:
        """The lobbies and running games of one game where a user has a seat (a DM's `/hand`): the
        seats' JSON is searched in the database, so only those rows are read and decoded."""
        async with self.db.execute(LIVE_OF_USER, (game, seat_pattern(user_id))) as cur:
            rows = await cur.fetchall()
        return [r for r in map(_record, rows) if r.seat_of(user_id) is not None]

    async def update_lobby(self, record: SessionRecord, expected_version: int) -> None:
        """Write seats/options/status of a session (lobby changes, cancel, seat flags)."""
        cur = await self.db.execute(UPDATE_LOBBY, lobby_row(record, expected_version))
        if cur.rowcount != 1:
            raise ConcurrentUpdate(record.id)
        if record.status in ("finished", "cancelled"):
            await self.db.execute("DELETE FROM deadlines WHERE session_id = ?", (record.id,))

    async def commit(self, c: Commit) -> None:
        """Write state + actions + deadlines (+ results) in one transaction, guarded by version.

        The whole transaction runs in one call on the connection's thread (`_commit_in_thread`), so
        an accepted action costs one hand-over to that thread, not one per statement. With
        `c.meanwhile` and durability=full, that work runs on the event loop while the thread waits
        for the disk to sync the WAL (after every statement ran: the thread needs the GIL until
        then), and this returns once both are done.
        """
        if c.meanwhile is None or self._wal is None:
            await self._in_thread(_commit_in_thread, c)
        else:
            loop = asyncio.get_running_loop()
            syncing: asyncio.Future[None] = loop.create_future()

            def signal() -> None:
                loop.call_soon_threadsafe(_resolve, syncing)

            job = asyncio.ensure_future(self._in_thread(_commit_in_thread, c, signal, self._wal))
            await asyncio.wait((syncing, job), return_when=asyncio.FIRST_COMPLETED)
            if syncing.done() and not job.done():
                try:
                    c.meanwhile()
                except Exception:  # drawn again after the commit, the ordinary way
                    log.exception("Work beside a commit failed session=%s", c.record.id)
            await job
        if self.checkpoints is not None:
            self.checkpoints.wrote()

    async def _in_thread(self, fn: Callable[..., T], *args: Any) -> T:
        """Run `fn(sqlite3_connection, *args)` on aiosqlite's thread, after what is queued before it."""
        db = self.db
        return await db._execute(fn, db._conn, *args)  # aiosqlite's own way of running a call there

    async def actions(self, session_id: str) -> list[ActionRow]:
        """The action log of a session, in order."""
        async with self.db.execute(
            "SELECT seat, action_json FROM actions WHERE session_id = ? ORDER BY seq", (session_id,)
        ) as cur:
            rows = await cur.fetchall()
        return [ActionRow(r["seat"], r["action_json"]) for r in rows]

    async def initial_state(self, session_id: str) -> str | None:
        """The position a started game began from (None: never started, or no such session)."""
        async with self.db.execute(INITIAL_STATE, (session_id,)) as cur:
            row = await cur.fetchone()
        return row[0] if row else None

    # ---- deadlines ------------------------------------------------------------------------------
    async def deadlines(self, session_id: str) -> dict[str, float]:
        """key -> due_at of one session."""
        async with self.db.execute(
            "SELECT key, due_at FROM deadlines WHERE session_id = ?", (session_id,)
        ) as cur:
            rows = await cur.fetchall()
        return {r["key"]: r["due_at"] for r in rows}

    async def deadline_exists(self, session_id: str, key: str) -> bool:
        """Whether a deadline is still pending (a fired or answered one is gone)."""
        async with self.db.execute(
            "SELECT 1 FROM deadlines WHERE session_id = ? AND key = ?", (session_id, key)
        ) as cur:
            return await cur.fetchone() is not None

    async def claim_due(
        self, now: float, *, owner: str, shards: list[int], shard_count: int, lease_s: float
    ) -> list[tuple[str, str, float]]:
        """The due deadlines, earliest first (one process owns the file: nothing to claim)."""
        async with self.db.execute(
            "SELECT session_id, key, due_at FROM deadlines WHERE due_at <= ? ORDER BY due_at LIMIT 1", (now,)
        ) as cur:
            rows = await cur.fetchall()
        return [(r["session_id"], r["key"], r["due_at"]) for r in rows]

    async def next_due(self, *, shards: list[int], shard_count: int) -> float | None:
        """When the earliest deadline is due."""
        nxt = await self.next_deadline()
        return nxt[2] if nxt else None

    async def renew_shards(
        self, now: float, *, owner: str, mine: list[int], shard_count: int, lease_s: float
    ) -> list[int]:
        """One process on the file holds every shard."""
        return list(range(shard_count))

    async def release_shards(self, owner: str) -> None:
        """Nothing is leased on a SQLite file."""

    async def all_session_ids(self) -> list[str]:
        """Every session id, oldest first (db copy)."""
        async with self.db.execute("SELECT id FROM sessions ORDER BY created_at, id") as cur:
            rows = await cur.fetchall()
        return [r["id"] for r in rows]

    async def next_deadline(self) -> tuple[str, str, float] | None:
        """The earliest (session_id, key, due_at) over all sessions."""
        async with self.db.execute(
            "SELECT session_id, key, due_at FROM deadlines ORDER BY due_at LIMIT 1"
        ) as cur:
            row = await cur.fetchone()
        return (row["session_id"], row["key"], row["due_at"]) if row else None

    async def delete_deadline(self, session_id: str, key: str) -> None:
        """Drop one deadline (it fired, or its decision was answered)."""
        await self.db.execute("DELETE FROM deadlines WHERE session_id = ? AND key = ?", (session_id, key))

    async def set_deadline(self, session_id: str, key: str, due_at: float) -> None:
        """Insert or move one deadline."""
        await self.db.execute(
            "INSERT INTO deadlines (session_id, key, due_at) VALUES (?,?,?)"
            " ON CONFLICT(session_id, key) DO UPDATE SET due_at = excluded.due_at",
            (session_id, key, due_at),
        )

    # ---- messages ----------------------------------------------------------------------------
    async def message(self, session_id: str, role: str, seat: int = TABLE) -> tuple[int, int, str] | None:
        """(channel_id, message_id, content_hash) of an anchor message.

        Kept in memory once read or written: this process is the file's only writer of anchors.
        """
        key = (session_id, role, seat)
        if key in self._anchors:
            self._anchors.move_to_end(key)
            return self._anchors[key]
        found = await self._in_thread(_anchor_in_thread, key)
        self._remember_anchor(key, found)
        return found

    def cached_message(
        self, session_id: str, role: str, seat: int = TABLE
    ) -> tuple[bool, tuple[int, int, str] | None]:
        """(known, anchor) without a read: whether this process knows the anchor, and what it is."""
        key = (session_id, role, seat)
        return (True, self._anchors[key]) if key in self._anchors else (False, None)

    async def set_message(
        self, session_id: str, role: str, seat: int, channel_id: int, message_id: int, content_hash: str
    ) -> None:
        """Remember an anchor message and the hash of its last payload (inside `anchor_batch`, written
        with the batch's others when it ends)."""
        key = (session_id, role, seat)
        value = (channel_id, message_id, content_hash)
        old = self._anchors.get(key)
        self._remember_anchor(key, value)
        moved = old is None or old[:2] != value[:2]
        batch = open_batch(self)
        if batch is not None:
            batch.pending[key] = value
            if moved:
                batch.moved.add(key)
            return
        await self._in_thread(_anchors_in_thread, {key: value}, None, {key} if moved else ())

    def _remember_anchor(self, key: tuple[str, str, int], value: tuple[int, int, str] | None) -> None:
        self._anchors[key] = value
        self._anchors.move_to_end(key)
        while len(self._anchors) > ANCHOR_CACHE:
            self._anchors.popitem(last=False)

    @contextlib.asynccontextmanager
    async def anchor_batch(self) -> AsyncIterator[None]:
        """Write the anchors set inside the block in one transaction at its end (the presenter's
        edits of one action: one sync to disk instead of one per message). A digest lost to a crash
        before the end costs one repeated edit, never a wrong table. When the batch only moves
        digests (every message id in it is stored already) the commit is not synced on its own
        (see `_anchors_in_thread`); a new message id is synced as any commit."""
        async with anchor_block(self, self._flush_anchors):
            yield

    async def _flush_anchors(self, batch: AnchorBatch) -> None:
        if self._db is None:
            return
        new_ids = any(role not in UNSYNCED_ROLES for _, role, _ in batch.moved)
        digests_only = not new_ids and SYNCHRONOUS[self.durability] == "FULL"
        await self._in_thread(
            _anchors_in_thread, batch.pending, "FULL" if digests_only else None, batch.moved
        )
        if self.checkpoints is not None:
            self.checkpoints.wrote()

    async def seats_of_role(self, session_id: str, role: str) -> set[int]:
        """The `seat` values stored for one role of a session (a retired table's is its message id)."""
        async with self.db.execute(
            "SELECT seat FROM messages WHERE session_id = ? AND role = ?", (session_id, role)
        ) as cur:
            rows = await cur.fetchall()
        return {int(r[0]) for r in rows}

    async def session_by_message(self, message_id: int) -> str | None:
        """The session owning an anchor message."""
        async with self.db.execute(
            "SELECT session_id FROM messages WHERE message_id = ?", (message_id,)
        ) as cur:
            row = await cur.fetchone()
        return row["session_id"] if row else None

    # ---- stats -----------------------------------------------------------------------------------
    async def stats(
        self, guild_id: int | None, game: str, limit: int = 10
    ) -> list[tuple[str, int, int, int, int]]:
        """Per player (name, played, won, user_id, finished by an AI) for a server and game, best
        first: every human who sat in a finished game, also when an AI finished their seat."""
        async with self.db.execute(
            STATS.replace("IS NOT DISTINCT FROM", "IS"), (guild_id, game, limit)
        ) as cur:
            rows = await cur.fetchall()
        return [(r["name"], r["played"], r["won"], r["user_id"], r["by_ai"]) for r in rows]

    async def last_games(self, guild_id: int | None, game: str, limit: int = 5) -> list[FinishedGame]:
        """A server's last `limit` finished games of `game`, newest first, every seat with its
        result (AI players too)."""
        async with self.db.execute(
            LAST_GAMES.replace("IS NOT DISTINCT FROM", "IS"), (guild_id, game, limit)
        ) as cur:
            rows = await cur.fetchall()
        return finished_games(rows)

    async def games_played(self, guild_id: int | None, game: str) -> int:
        """How many games of `game` finished in a server."""
        async with self.db.execute(
            "SELECT COUNT(*) FROM results WHERE guild_id IS ? AND game = ?", (guild_id, game)
        ) as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def count_live(self) -> int:
        """How many sessions are in a lobby or running (the start-up line)."""
        async with self.db.execute(
            "SELECT COUNT(*) FROM sessions WHERE status IN ('lobby','running')"
        ) as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def count_sessions(self) -> int:
        """How many sessions exist (benchmarks)."""
        async with self.db.execute("SELECT COUNT(*) FROM sessions") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0
