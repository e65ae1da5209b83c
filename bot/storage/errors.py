"""The errors the storage raises, whichever backend: a database that cannot be opened, a lost version
race, a busy channel (docs/ARCHITECTURE.md C8)."""

from __future__ import annotations

from pathlib import Path


class StorageOpenError(Exception):
    """The database cannot be opened, is not a SQLite database or cannot be written."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"cannot open the database {path}: {reason}")
        self.path = path
        self.reason = reason


class SchemaTooNew(StorageOpenError):
    """The file's schema (PRAGMA user_version) is newer than this code: it is refused, unchanged."""

    def __init__(self, path: Path, found: int, supported: int) -> None:
        super().__init__(
            path,
            f"its schema version {found} is newer than this Campfire's ({supported}): a newer Campfire "
            "wrote it; run that version, or restore a backup made by this one (the file was not changed)",
        )
        self.found = found
        self.supported = supported


class DatabaseDamaged(StorageOpenError):
    """The file fails SQLite's integrity check: it is refused, unchanged."""

    def __init__(
        self, path: Path, check: str, problems: list[str], latest: Path | None, folder: Path
    ) -> None:
        first = problems[0] if problems else "malformed"
        more = f" and {len(problems) - 1} more" if len(problems) > 1 else ""
        if latest is not None:
            advice = f"restore the latest backup: python -m bot db restore {latest}"
        else:
            advice = f"no backup was found in {folder}"
        super().__init__(path, f"it is damaged ({check}: {first}{more}); nothing was changed; {advice}")
        self.check = check
        self.problems = problems
        self.latest = latest


class DatabaseInUse(StorageOpenError):
    """Another process holds the database lock in a way that conflicts with ours."""


class SessionIdsExhausted(Exception):
    """Every session id drawn for a new lobby existed already (never expected to happen)."""


class ConcurrentUpdate(Exception):
    """The session row changed under us (version mismatch): nothing was written."""


class ChannelBusy(Exception):
    """The channel already has a live (lobby or running) session."""


def brief(error: BaseException) -> str:
    """`Type: message` of an error on one line, for a log line."""
    text = " ".join(str(error).split())
    return f"{type(error).__name__}: {text}" if text else type(error).__name__
