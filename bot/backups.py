"""Automatic backups while the bot runs: every N hours, the newest K kept.

Each backup is `Storage.backup` (SQLite's online backup API on a separate connection, in a worker
thread): players keep playing while it runs. Automatic backups are named
`<stem>-auto-<UTC time>.sqlite3` in the backup folder; only those are rotated, never a manual
(`python -m bot db backup`) or pre-migration one. The next one is due `every_h` hours after the
newest automatic backup on disk, so a restart neither skips nor repeats one.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from bot.storage import BackupInfo, Storage

log = logging.getLogger(__name__)

AUTO = "auto"
"""The kind in automatic backups' names (`<stem>-auto-<time>.sqlite3`)."""
RETRY_S = 600.0
"""After a failed backup (disk full, folder gone), the next attempt comes this much later."""


class AutoBackups:
    """The backup loop: `start()` in setup_hook, `stop()` in close."""

    def __init__(
        self,
        storage: Storage,
        *,
        every_h: float,
        keep: int,
        clock: Callable[[], float] = time.time,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
    ) -> None:
        self.storage = storage
        self.every_s = every_h * 3600.0
        self.keep = keep
        self.clock = clock
        self.sleep = sleep
        self._task: asyncio.Task[None] | None = None

    @classmethod
    def from_settings(cls, storage: Storage, settings: Any, **kwargs: Any) -> AutoBackups:
        """The loop the settings ask for (CAMPFIRE_BACKUP_EVERY_H, CAMPFIRE_BACKUP_KEEP)."""
        return cls(storage, every_h=settings.backup_every_h, keep=settings.backup_keep, **kwargs)

    @property
    def enabled(self) -> bool:
        """Off with every_h = 0 or an in-memory database."""
        return self.every_s > 0 and self.storage.file_backups

    @property
    def folder(self) -> Path:
        """Where the backups go."""
        return self.storage.backup_dir

    def automatic(self) -> list[Path]:
        """The automatic backups on disk, oldest first."""
        pattern = f"{self.storage.path.stem}-{AUTO}-*.sqlite3"
        try:
            files = [p for p in self.folder.glob(pattern) if p.is_file()]
        except OSError:
            return []
        return sorted(files, key=lambda p: (p.stat().st_mtime, p.name))

    def due_at(self) -> float:
        """When the next backup is due: every_h after the newest automatic one (now if none)."""
        files = self.automatic()
        if not files:
            return self.clock()
        return files[-1].stat().st_mtime + self.every_s

    def rotate(self) -> list[Path]:
        """Delete all but the newest `keep` automatic backups; return what was deleted."""
        files = self.automatic()
        doomed = files[: max(0, len(files) - self.keep)]
        for path in doomed:
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
        return doomed

    async def run_once(self) -> BackupInfo:
        """Take one automatic backup now, then rotate."""
        info = await self.storage.backup(kind=AUTO)
        removed = self.rotate()
        log.info(
            "Backed up the database to %s (%s sessions, %.1f MB)%s",
            info.path,
            info.sessions,
            info.bytes / 1e6,
            f"; removed {len(removed)} older automatic backup(s)" if removed else "",
        )
        return info

    def start(self) -> None:
        """Start the loop (nothing when disabled or already running)."""
        if self.enabled and self._task is None:
            self._task = asyncio.create_task(self._run(), name="campfire-backups")

    async def stop(self) -> None:
        """Stop the loop; a backup being written finishes in its thread or leaves no file."""
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _run(self) -> None:
        next_due = self.due_at()
        while True:
            await self.sleep(max(0.0, next_due - self.clock()))
            try:
                await self.run_once()
            except (OSError, sqlite3.Error) as exc:
                log.warning(
                    "Automatic backup to %s failed (%s); trying again in %d minutes",
                    self.folder,
                    " ".join(str(exc).split()) or type(exc).__name__,
                    RETRY_S // 60,
                )
                next_due = self.clock() + RETRY_S
            else:
                next_due = self.clock() + self.every_s
