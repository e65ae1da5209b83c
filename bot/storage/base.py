"""`Storage`: what the runtime asks of a database, whichever backend keeps it.

Two backends implement it: `bot.storage.sqlite.SqliteStorage` (one process on a file, the default)
and `bot.storage.postgres.PostgresStorage` (several processes on one server); `bot.storage.open_storage`
picks one. The rest of the bot (and every cog) is written against this protocol and the records of
`bot.storage.records`, never against a backend (tests/test_architecture.py checks it).
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any, Protocol

from bot.storage.files import BackupInfo
from bot.storage.ratings import BoardRow, Profile
from bot.storage.records import TABLE, ActionRow, Commit, FinishedGame, HistoryGame, SessionRecord


class Storage(Protocol):
    """The database of sessions, their actions, deadlines, anchor messages and results (C8)."""

    kind: str
    """"sqlite" or "postgresql"."""
    shared: bool
    """Whether other processes may write the same sessions (the click index then trusts only what
    never reverts)."""
    memory: bool
    """An in-memory database (tests): no file, no lock, no backups."""
    file_backups: bool
    """Whether `backup` can copy the database (a SQLite file: yes)."""
    label: str
    """Where the sessions live, for messages (a URL never shows its password)."""
    id_source: Callable[[], str]
    """Draws a new session id when a lobby's id exists already."""
    migrated_from: int | None
    """The schema version the last migration started from (None: nothing was migrated)."""
    migration_backup: BackupInfo | None
    """The backup taken before the last migration of an existing schema (SQLite only)."""

    # ---- open, migrate, back up ---------------------------------------------------------------------
    async def open(self) -> None:
        """Check the database, connect, migrate; StorageOpenError (one line) when it cannot."""
        ...

    async def close(self) -> None:
        """Close every connection (and drop any lock)."""
        ...

    async def migrate(self) -> int:
        """Bring the schema to the newest version (all or nothing); return it."""
        ...

    async def backup(self, dest: Path | str | None = None, kind: str = "manual") -> BackupInfo:
        """Copy the database while it is in use (PostgreSQL: refused, pg_dump does it)."""
        ...

    # ---- requests across processes ------------------------------------------------------------------
    def serialized(self, channel_id: int) -> AbstractAsyncContextManager[None]:
        """One request on a channel at a time (across processes when `shared`)."""
        ...

    def presenting(self, session_id: str) -> AbstractAsyncContextManager[None]:
        """One publish of a session at a time (across processes when `shared`)."""
        ...

    async def listen(self, callback: Callable[[], None]) -> None:
        """Call `callback` when another process changes a deadline (none on a SQLite file)."""
        ...

    # ---- sessions -------------------------------------------------------------------------------------
    async def create_session(self, record: SessionRecord) -> None:
        """Insert a new lobby; ChannelBusy if the channel already has a live session."""
        ...

    async def session_exists(self, session_id: str) -> bool:
        """Whether a session (of any status) has this id."""
        ...

    async def live_session(self, channel_id: int) -> SessionRecord | None:
        """The lobby or running session of a channel, if any."""
        ...

    async def get_session(self, session_id: str) -> SessionRecord | None:
        """A session by id, whatever its status."""
        ...

    async def live_sessions_of(self, user_id: int, game: str) -> list[SessionRecord]:
        """The lobbies and running games of one game where a user has a seat."""
        ...

    async def all_session_ids(self) -> list[str]:
        """Every session id, oldest first (db copy)."""
        ...

    async def update_lobby(self, record: SessionRecord, expected_version: int) -> None:
        """Write seats/options/status of a session; ConcurrentUpdate if its version moved."""
        ...

    async def commit(self, c: Commit) -> None:
        """Write state + actions + deadlines (+ results) in one transaction, guarded by version."""
        ...

    async def actions(self, session_id: str) -> list[ActionRow]:
        """The action log of a session, in order."""
        ...

    async def initial_state(self, session_id: str) -> str | None:
        """The position a started game began from (None: never started, or no such session)."""
        ...

    # ---- deadlines ------------------------------------------------------------------------------------
    async def deadlines(self, session_id: str) -> dict[str, float]:
        """key -> due_at of one session."""
        ...

    async def deadline_exists(self, session_id: str, key: str) -> bool:
        """Whether a deadline is still pending (a fired or answered one is gone)."""
        ...

    async def next_deadline(self) -> tuple[str, str, float] | None:
        """The earliest (session_id, key, due_at) over all sessions."""
        ...

    async def delete_deadline(self, session_id: str, key: str) -> None:
        """Drop one deadline (it fired, or its decision was answered)."""
        ...

    async def set_deadline(self, session_id: str, key: str, due_at: float) -> None:
        """Insert or move one deadline."""
        ...

    async def claim_due(
        self, now: float, *, owner: str, shards: list[int], shard_count: int, lease_s: float
    ) -> list[tuple[str, str, float]]:
        """The due deadlines of these shards, earliest first, each claimed for this process."""
        ...

    async def next_due(self, *, shards: list[int], shard_count: int) -> float | None:
        """When the next deadline of these shards can be claimed."""
        ...

    async def renew_shards(
        self, now: float, *, owner: str, mine: list[int], shard_count: int, lease_s: float
    ) -> list[int]:
        """The shards this process holds until `now + lease_s`."""
        ...

    async def release_shards(self, owner: str) -> None:
        """Give up this process's shard leases at a clean stop."""
        ...

    # ---- anchor messages ------------------------------------------------------------------------------
    async def message(self, session_id: str, role: str, seat: int = TABLE) -> tuple[int, int, str] | None:
        """(channel_id, message_id, content_hash) of an anchor message."""
        ...

    def cached_message(
        self, session_id: str, role: str, seat: int = TABLE
    ) -> tuple[bool, tuple[int, int, str] | None]:
        """(known, anchor) without a read: whether this process knows the anchor, and what it is."""
        ...

    async def set_message(
        self, session_id: str, role: str, seat: int, channel_id: int, message_id: int, content_hash: str
    ) -> None:
        """Store an anchor (inside `anchor_batch`: with the batch's others when it ends)."""
        ...

    def anchor_batch(self) -> AbstractAsyncContextManager[None]:
        """Write the anchors set inside the block in one transaction at its end."""
        ...

    async def seats_of_role(self, session_id: str, role: str) -> set[int]:
        """The `seat` values stored for one role of a session (a retired table's is its message id)."""
        ...

    async def session_by_message(self, message_id: int) -> str | None:
        """The session owning an anchor message."""
        ...

    # ---- results --------------------------------------------------------------------------------------
    async def stats(
        self, guild_id: int | None, game: str, limit: int = 10
    ) -> list[tuple[str, int, int, int, int]]:
        """Per player (name, played, won, user_id, finished by an AI) for a server and game, best first."""
        ...

    async def last_games(self, guild_id: int | None, game: str, limit: int = 5) -> list[FinishedGame]:
        """A server's last finished games of `game`, newest first, every seat with its result."""
        ...

    async def games_played(self, guild_id: int | None, game: str) -> int:
        """How many games of `game` finished in a server."""
        ...

    async def count_live(self) -> int:
        """How many sessions are in a lobby or running (the start-up line)."""
        ...

    async def count_sessions(self) -> int:
        """How many sessions exist (benchmarks)."""
        ...

    # ---- per-server settings (issue 35: /campfire settings) -----------------------------------------
    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        """A server's saved settings (only those changed from the defaults; {} when none)."""
        ...

    async def set_guild_setting(self, guild_id: int, user_id: int, key: str, value: Any) -> dict[str, Any]:
        """Set one setting of a server (None: back to its default) and log who changed it
        (`settings_log`), in one transaction; returns the server's settings as saved."""
        ...

    async def settings_log(self, guild_id: int, limit: int = 20) -> list[tuple[int, int, str, Any, str]]:
        """A server's setting changes, newest first: (number, user id, key, value, when)."""

    # ---- history (issue 35: `/campfire history`) --------------------------------------------------------
    async def history_of_channel(
        self, channel_id: int, limit: int = 10, offset: int = 0
    ) -> list[HistoryGame]:
        """A channel's finished games, newest first (`limit` of them after skipping `offset`), every
        seat with its result; read by the index `results_by_channel`."""
        ...

    async def history_of_member(
        self, guild_id: int, user_id: int, limit: int = 10, offset: int = 0
    ) -> list[HistoryGame]:
        """The finished games of a server where a member had a seat, newest first, as
        `history_of_channel`; read by `result_players_by_user`."""

    # ---- leaderboards (issue 35) ----------------------------------------------------------------------
    async def leaderboard(
        self, guild_id: int, game: str, since: str | None = None, limit: int = 10, sides: bool = False
    ) -> list[BoardRow]:
        """A server's board of one game, best first: by rating (`since` None: all time, games and
        wins rated) or by wins since an ISO time (the games and wins of the period); with `sides`,
        each line's games and wins by side. Reads by index only (`bot.storage.ratings`)."""
        ...

    async def profile(self, guild_id: int, user_id: int, games: list[str], last: int = 5) -> Profile:
        """A player's rating, place and record (by side) per game of `games` in a server, and their
        `last` games there, newest first."""
        ...


def protocol_members() -> set[str]:
    """The names every backend must have (tests/test_architecture.py checks both)."""
    names = set(Storage.__annotations__)
    names |= {n for n, v in vars(Storage).items() if callable(v) and not n.startswith("_")}
    return names
