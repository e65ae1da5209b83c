"""A SQLite database as a file: its integrity check, its lock, backups (copy) and restore.

Every process that opens the file holds a shared `flock` on `<file>-lock` while it is open;
`restore_database` takes it exclusively, so it refuses to run while a bot (or any command) has the
file open. The kernel drops the lock when its process dies, so a crashed bot never leaves a stale
marker behind.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: no lock, restore cannot tell a running bot
    fcntl = None  # type: ignore[assignment]

from bot.storage.errors import DatabaseDamaged, DatabaseInUse, SchemaTooNew, StorageOpenError
from bot.storage.sql import schema_version

LOCK_SUFFIX = "-lock"
"""`<database>-lock`: the file every process that has the database open holds a shared flock on."""
BACKUP_GLOB = "*.sqlite3"
MAX_PROBLEMS = 20
"""Problems an integrity check reports at most."""


def default_backup_dir(database: Path) -> Path:
    """Where backups go when no folder is set: `backups/` next to the database file."""
    return database.parent / "backups"


def latest_backup(folder: Path) -> Path | None:
    """The newest finished backup file in `folder` (by modification time), if any."""
    try:
        files = [p for p in folder.glob(BACKUP_GLOB) if p.is_file() and not p.name.startswith(".")]
    except OSError:
        return None
    return max(files, key=lambda p: (p.stat().st_mtime, p.name), default=None)


def backup_name(database: Path, kind: str, folder: Path, now: datetime | None = None) -> Path:
    """A new file name `<stem>-<kind>-<UTC time>.sqlite3` in `folder` (never an existing one)."""
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
    base = f"{database.stem}-{kind}-{stamp}"
    candidate = folder / f"{base}.sqlite3"
    n = 2
    while candidate.exists():
        candidate = folder / f"{base}-{n}.sqlite3"
        n += 1
    return candidate


def is_damage(exc: BaseException) -> bool:
    """Whether a sqlite error says the file is damaged (rather than missing, locked or foreign)."""
    text = str(exc)
    return "malformed" in text or "corrupt" in text


def _problems(con: sqlite3.Connection, check: str) -> list[str]:
    """The rows of `PRAGMA quick_check` / `integrity_check` other than "ok"."""
    rows = con.execute(f"PRAGMA {check}({MAX_PROBLEMS})").fetchall()
    out = [str(r[0]) for r in rows]
    return [] if out == ["ok"] else out


def check_file(path: Path, check: Literal["quick_check", "integrity_check"] | None, backups: Path) -> int:
    """Read a database's schema version and run an integrity check, writing nothing.

    Raises SchemaTooNew, DatabaseDamaged, or sqlite3.Error when it cannot be read at all.
    Returns the file's schema version.
    """
    con = sqlite3.connect(path)
    try:
        con.execute("PRAGMA query_only=ON")
        try:
            version = int(con.execute("PRAGMA user_version").fetchone()[0])
            supported = schema_version()
            if version > supported:
                raise SchemaTooNew(path, version, supported)
            problems = _problems(con, check) if check else []
        except sqlite3.DatabaseError as exc:
            if not is_damage(exc):
                raise
            problems = [" ".join(str(exc).split())]
        if problems:
            raise DatabaseDamaged(path, check or "open", problems, latest_backup(backups), backups)
        return version
    finally:
        con.close()


def _fsync(path: Path) -> None:
    """Flush a file (or folder) to disk; folders that cannot be opened are skipped."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


@dataclass
class BackupInfo:
    """What a finished backup holds."""

    path: Path
    schema_version: int
    sessions: int
    bytes: int


def _count_sessions(con: sqlite3.Connection) -> int:
    try:
        return int(con.execute("SELECT COUNT(*) FROM sessions").fetchone()[0])
    except sqlite3.OperationalError:
        return 0


def copy_database(source: Path, dest: Path) -> BackupInfo:
    """Copy a live database to `dest` with SQLite's online backup API, as one consistent snapshot.

    A separate connection copies every page in one step inside one read transaction: in WAL mode
    the bot keeps reading and committing meanwhile (readers never block the writer), and the copy
    is the database as of one commit. The copy goes to a hidden temporary file in `dest`'s folder,
    is checked (`quick_check`), flushed to disk and only then renamed to `dest`, so a backup file
    that exists is always whole. `dest` must not exist.
    """
    if dest.exists():
        raise FileExistsError(f"{dest} exists already")
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(f".{dest.name}.part-{os.getpid()}")
    tmp.unlink(missing_ok=True)
    try:
        src = sqlite3.connect(source)
        try:
            out = sqlite3.connect(tmp)
            try:
                src.backup(out)  # pages=-1: the whole file in one step, one snapshot
                out.execute("PRAGMA journal_mode=DELETE")  # a self-contained file, no -wal
                problems = _problems(out, "quick_check")
                if problems:
                    raise sqlite3.DatabaseError(f"the copy fails quick_check: {problems[0]}")
                version = int(out.execute("PRAGMA user_version").fetchone()[0])
                count = _count_sessions(out)
            finally:
                out.close()
        finally:
            src.close()
        _fsync(tmp)
        os.replace(tmp, dest)
        _fsync(dest.parent)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return BackupInfo(dest, version, count, dest.stat().st_size)


class DatabaseLock:
    """The `<database>-lock` flock: shared while a process has the database open, exclusive to restore."""

    def __init__(self, database: Path) -> None:
        self.path = database.with_name(database.name + LOCK_SUFFIX)
        self._fd: int | None = None

    def acquire(self, *, exclusive: bool) -> bool:
        """Take the lock without waiting; False if another process holds it in a conflicting way."""
        if fcntl is None or self._fd is not None:
            return True
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except PermissionError:
            fd = os.open(self.path, os.O_RDONLY)  # an existing lock file we may only read
        try:
            fcntl.flock(fd, (fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH) | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            return False
        except BaseException:
            os.close(fd)
            raise
        self._fd = fd
        if exclusive:
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)
                os.write(fd, f"{os.getpid()} restore\n".encode())
        return True

    def release(self) -> None:
        """Drop the lock (closing the file releases it)."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


@dataclass
class RestoreInfo:
    """What a restore did."""

    source: BackupInfo
    previous: Path | None
    """Where the file that was replaced now is (None if there was none)."""


def restore_database(database: Path, backup: Path) -> RestoreInfo:
    """Replace `database` by a copy of `backup`, refusing while any process has it open.

    The backup is checked first (a SQLite file, a schema this code knows, `integrity_check`
    clean, Campfire's tables). Then the `<database>-lock` is taken exclusively, without waiting:
    a running bot (or any command with the file open) holds it shared, so the restore refuses
    (DatabaseInUse); a crashed bot's lock went with its process. Under the lock the backup is
    copied next to the database, the current file (with its WAL, if a crash left one) is kept as
    `<stem>.before-restore-<time>.sqlite3`, and the copy is renamed into place.
    """
    if not backup.is_file():
        raise FileNotFoundError(f"{backup} is not a file")
    con = sqlite3.connect(backup)
    try:
        con.execute("PRAGMA query_only=ON")
        version = int(con.execute("PRAGMA user_version").fetchone()[0])
        supported = schema_version()
        if version > supported:
            raise SchemaTooNew(backup, version, supported)
        problems = _problems(con, "integrity_check")
        if problems:
            raise DatabaseDamaged(backup, "integrity_check", problems, None, backup.parent)
        has_sessions = con.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sessions'"
        ).fetchone()
    finally:
        con.close()
    if not has_sessions:
        raise StorageOpenError(backup, "it is not a Campfire database (it has no sessions table)")
    lock = DatabaseLock(database)
    if not lock.acquire(exclusive=True):
        raise DatabaseInUse(
            database,
            "a running bot (or another Campfire command) has it open; stop it, then run restore again",
        )
    try:
        database.parent.mkdir(parents=True, exist_ok=True)
        staged = database.with_name(f".{database.name}.restore-{os.getpid()}")
        staged.unlink(missing_ok=True)
        info = copy_database(backup, staged)
        previous: Path | None = None
        try:
            if database.exists():
                with contextlib.suppress(sqlite3.Error):  # fold a crash's WAL in, if the file allows
                    old = sqlite3.connect(database)
                    try:
                        old.execute("PRAGMA wal_checkpoint(TRUNCATE)")
                    finally:
                        old.close()
                stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
                previous = database.with_name(f"{database.stem}.before-restore-{stamp}{database.suffix}")
                n = 2
                while previous.exists():
                    previous = database.with_name(
                        f"{database.stem}.before-restore-{stamp}-{n}{database.suffix}"
                    )
                    n += 1
                os.replace(database, previous)
                for tail in ("-wal", "-journal"):
                    side = database.with_name(database.name + tail)
                    if side.exists():
                        os.replace(side, previous.with_name(previous.name + tail))
                database.with_name(database.name + "-shm").unlink(missing_ok=True)
            os.replace(staged, database)
            _fsync(database.parent)
        finally:
            staged.unlink(missing_ok=True)
    finally:
        lock.release()
    info.path = database
    return RestoreInfo(info, previous)


def failure_reason(exc: BaseException) -> str:
    """What is wrong with a database file, from the error sqlite (or the OS) raised."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    if "not a database" in text:
        return "it is not a SQLite database"
    if "readonly" in text or "read-only" in text:
        return f"it cannot be written ({text})"
    if "unable to open" in text:
        return f"{text}: check that its folder exists and can be written"
    return text
