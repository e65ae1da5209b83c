"""Where sessions live: one `Storage` protocol, two backends, and `open_storage` choosing one.

- `records`: the plain data (SessionRecord, SeatInfo, Commit, ActionRow, FinishedGame, ...).
- `errors`: what the storage raises (StorageOpenError, ConcurrentUpdate, ChannelBusy, ...).
- `sql`: the statements both backends share, the rows they take, the migrations folder.
- `anchors`: the anchor-message batch both backends' `anchor_batch` share.
- `files`: a SQLite file's check, lock, backups and restore.
- `base`: the `Storage` protocol.
- `sqlite` (`SqliteStorage`) and `postgres` (`PostgresStorage`): the backends. They never import
  each other, this package's `__init__` imports neither at module level, and cogs never import
  them (tests/test_architecture.py).

The names below are re-exported so `from bot.storage import SessionRecord` works anywhere; a backend
is reached through `open_storage` (or its own module, for the commands and tests that need one).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.config import postgres_url
from bot.storage.anchors import UNSYNCED_ROLES, AnchorBatch, anchor_block, open_batch
from bot.storage.base import Storage
from bot.storage.errors import (
    ChannelBusy,
    ConcurrentUpdate,
    DatabaseDamaged,
    DatabaseInUse,
    SchemaTooNew,
    SessionIdsExhausted,
    StorageOpenError,
    brief,
)
from bot.storage.files import (
    BackupInfo,
    DatabaseLock,
    RestoreInfo,
    backup_name,
    check_file,
    copy_database,
    default_backup_dir,
    failure_reason,
    is_damage,
    latest_backup,
    restore_database,
)
from bot.storage.ratings import BoardRow, GameRecord, PlayedGame, Profile, Rating
from bot.storage.records import (
    TABLE,
    ActionRow,
    Commit,
    FinishedGame,
    ResultSeat,
    SeatInfo,
    SessionRecord,
    Standing,
)
from bot.storage.sql import MIGRATIONS, now_iso, numbered, schema_version


def open_storage(source: Any, **kwargs: Any) -> Storage:
    """The storage `source` describes, not opened yet (call `open()`).

    `source` is the bot's settings (PostgreSQL for a postgresql:// CAMPFIRE_DATABASE_URL, else the
    SQLite file with its durability and backup folder), a `postgresql://` URL, a `sqlite:///` URL or a
    SQLite file path (":memory:" for tests). `kwargs` go to the backend (`id_source`, `integrity`, ...).
    """
    if isinstance(source, str | Path):
        if isinstance(source, str) and postgres_url(source):
            from bot.storage.postgres import PostgresStorage

            return PostgresStorage(source, **kwargs)
        from bot.storage.sqlite import SqliteStorage

        if isinstance(source, str) and source.startswith("sqlite:///"):
            source = source.removeprefix("sqlite:///")
        return SqliteStorage(source, **kwargs)
    url = getattr(source, "postgres", None)
    if url:
        from bot.storage.postgres import PostgresStorage

        return PostgresStorage(url, pool_size=source.database_pool, **kwargs)
    from bot.storage.sqlite import SqliteStorage

    return SqliteStorage(
        source.database_path,
        durability=source.durability,
        backup_dir=source.backup_dir,
        **kwargs,
    )


__all__ = [
    "MIGRATIONS",
    "TABLE",
    "UNSYNCED_ROLES",
    "ActionRow",
    "AnchorBatch",
    "BackupInfo",
    "BoardRow",
    "ChannelBusy",
    "Commit",
    "ConcurrentUpdate",
    "DatabaseDamaged",
    "DatabaseInUse",
    "DatabaseLock",
    "FinishedGame",
    "GameRecord",
    "PlayedGame",
    "Profile",
    "Rating",
    "RestoreInfo",
    "ResultSeat",
    "SchemaTooNew",
    "SeatInfo",
    "SessionIdsExhausted",
    "SessionRecord",
    "Standing",
    "Storage",
    "StorageOpenError",
    "anchor_block",
    "backup_name",
    "brief",
    "check_file",
    "copy_database",
    "default_backup_dir",
    "failure_reason",
    "is_damage",
    "latest_backup",
    "now_iso",
    "numbered",
    "open_batch",
    "open_storage",
    "restore_database",
    "schema_version",
]
