"""SQLite storage (aiosqlite): schema migrations and the repositories the runtime uses.

One connection, WAL, foreign keys on. Every write is one transaction; `sessions.version` gives
optimistic concurrency (DESIGN.md C8).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import aiosqlite
from pydantic import BaseModel, ConfigDict

log = logging.getLogger(__name__)

MIGRATIONS = Path(__file__).with_name("migrations")
TABLE = -1
"""The `seat` value of the table message in the messages table."""


class StorageOpenError(Exception):
    """The database cannot be opened, is not a SQLite database or cannot be written."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"cannot open the database {path}: {reason}")
        self.path = path
        self.reason = reason


def _try_connect(path: Path) -> None:
    """Open and close the file with plain sqlite3 (raises sqlite3.Error if it cannot be opened)."""
    sqlite3.connect(path).close()


def _open_failure(exc: BaseException) -> str:
    """What is wrong with a database file, from the error sqlite (or the OS) raised."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    if "not a database" in text:
        return "it is not a SQLite database"
    if "readonly" in text or "read-only" in text:
        return f"it cannot be written ({text})"
    if "unable to open" in text:
        return f"{text}: check that its folder exists and can be written"
    return text


class ConcurrentUpdate(Exception):
    """The session row changed under us (version mismatch): nothing was written."""


class ChannelBusy(Exception):
    """The channel already has a live (lobby or running) session."""


class SeatInfo(BaseModel):
    """Who sits in a seat. Engines know only the index; this maps it to Discord."""

    model_config = ConfigDict(extra="forbid")

    user_id: int | None = None
    name: str
    ai: bool = False
    """True while an AI plays the seat (an AI player, or a human's seat taken over)."""
    idle_strikes: int = 0
    dm_blocked: bool = False
    left: bool = False
    """The human forfeited; an AI plays on and they cannot take the seat back."""

    @property
    def human(self) -> bool:
        """A human is playing this seat right now."""
        return self.user_id is not None and not self.ai


@dataclass
class SessionRecord:
    """One row of `sessions`, decoded."""

    id: str
    guild_id: int | None
    channel_id: int
    game: str
    rules_version: int
    seed: int
    host_id: int
    seats: list[SeatInfo]
    options: dict[str, Any]
    status: str
    version: int
    state: str | None = None
    initial_state: str | None = None
    recent_log: list[str] = field(default_factory=list)
    created_at: str = ""
    deadlines: dict[str, float] = field(default_factory=dict)
    """key -> due (unix seconds) of the session's pending deadlines, for countdowns."""

    def seat_of(self, user_id: int) -> int | None:
        """The seat index of a Discord user, or None if not seated."""
        for i, s in enumerate(self.seats):
            if s.user_id == user_id:
                return i
        return None


def now_iso() -> str:
    """The current UTC time as ISO text (storage only; engines never read the clock)."""
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def _record(row: aiosqlite.Row) -> SessionRecord:
    return SessionRecord(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        game=row["game"],
        rules_version=row["rules_version"],
        seed=row["seed"],
        host_id=row["host_id"],
        seats=[SeatInfo.model_validate(s) for s in json.loads(row["seats_json"])],
        options=json.loads(row["options_json"]),
        status=row["status"],
        version=row["version"],
        state=row["state"],
        initial_state=row["initial_state"],
        recent_log=json.loads(row["recent_log"]),
        created_at=row["created_at"],
    )


def _seats_json(seats: Iterable[SeatInfo]) -> str:
    return json.dumps([s.model_dump() for s in seats])


@dataclass
class ActionRow:
    """One logged action."""

    seat: int | None
    action_json: str


@dataclass
class Commit:
    """Everything one accepted action writes, in one transaction."""

    record: SessionRecord
    expected_version: int
    actions: list[ActionRow]
    deadlines_set: dict[str, float]
    """key -> due_at (unix seconds) to insert if absent."""
    deadlines_keep: set[str] | None = None
    """When given, every other deadline of the session is deleted."""
    result: tuple[str, list[tuple[int, SeatInfo, bool, float | None]]] | None = None
    """(summary, [(seat, info, won, score)]) when the game just finished."""


class Storage:
    """The database: open, migrate, and the queries of the runtime."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._db: aiosqlite.Connection | None = None

    @property
    def db(self) -> aiosqlite.Connection:
        """The open connection."""
        if self._db is None:
            raise RuntimeError("storage is not open")
        return self._db

    async def open(self) -> None:
        """Open the database file (creating its folder), run migrations and check it can be written.

        Raises StorageOpenError (the path and what is wrong) when the file cannot be opened, is not
        a SQLite database or cannot be written; the connection and its thread are closed first, so
        a failed open never leaves the process hanging.
        """
        if self._db is not None:
            return
        if str(self.path) != ":memory:":
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
            if str(self.path) != ":memory:":
                # sqlite3 first, in a worker thread: if the file cannot even be opened, aiosqlite's
                # failed connect leaves its thread to report on an event loop that may be closed.
                await asyncio.to_thread(_try_connect, self.path)
            db = await aiosqlite.connect(self.path, isolation_level=None)
            db.row_factory = aiosqlite.Row
            await db.execute("PRAGMA journal_mode=WAL")
            await db.execute("PRAGMA foreign_keys=ON")
            await db.execute("PRAGMA synchronous=NORMAL")
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
            await db.execute("BEGIN IMMEDIATE")
            try:
                await db.execute(f"PRAGMA user_version = {int(version)}")
            finally:
                await db.execute("ROLLBACK")
        except BaseException as exc:
            self._db = None
            if db is not None:
                with contextlib.suppress(Exception):
                    await db.close()
            if isinstance(exc, StorageOpenError):
                raise
            if isinstance(exc, sqlite3.Error | OSError):
                raise StorageOpenError(self.path, _open_failure(exc)) from exc
            raise

    async def close(self) -> None:
        """Close the connection."""
        if self._db is not None:
            await self._db.close()
            self._db = None

    async def migrate(self) -> int:
        """Apply every `V<n>__*.sql` above PRAGMA user_version; return the new version."""
        async with self.db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        current = int(row[0]) if row else 0
        files = sorted(MIGRATIONS.glob("V*__*.sql"), key=lambda p: int(p.name[1:].split("__")[0]))
        for path in files:
            version = int(path.name[1:].split("__")[0])
            if version <= current:
                continue
            script = path.read_text(encoding="utf-8")
            await self.db.executescript(f"BEGIN;\n{script}\nPRAGMA user_version = {version};\nCOMMIT;")
            log.info("Migrated database to version %s", version)
            current = version
        return current

    # ---- sessions ---------------------------------------------------------------------------------
    async def create_session(self, record: SessionRecord) -> None:
        """Insert a new lobby; ChannelBusy if the channel already has a live session."""
        ts = now_iso()
        try:
            await self.db.execute(
                "INSERT INTO sessions (id, guild_id, channel_id, game, rules_version, seed, host_id, seats_json,"
                " options_json, state, initial_state, version, status, recent_log, created_at, updated_at)"
                " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    record.id,
                    record.guild_id,
                    record.channel_id,
                    record.game,
                    record.rules_version,
                    record.seed,
                    record.host_id,
                    _seats_json(record.seats),
                    json.dumps(record.options),
                    record.state,
                    record.initial_state,
                    record.version,
                    record.status,
                    json.dumps(record.recent_log),
                    ts,
                    ts,
                ),
            )
        except aiosqlite.IntegrityError as exc:
            raise ChannelBusy(record.channel_id) from exc
        record.created_at = ts

    async def live_session(self, channel_id: int) -> SessionRecord | None:
        """The lobby or running session of a channel, if any."""
        async with self.db.execute(
            "SELECT * FROM sessions WHERE channel_id = ? AND status IN ('lobby','running')", (channel_id,)
        ) as cur:
            row = await cur.fetchone()
        return await self._with_deadlines(_record(row)) if row else None

    async def get_session(self, session_id: str) -> SessionRecord | None:
        """A session by id, whatever its status."""
        async with self.db.execute("SELECT * FROM sessions WHERE id = ?", (session_id,)) as cur:
            row = await cur.fetchone()
        return await self._with_deadlines(_record(row)) if row else None

    async def _with_deadlines(self, record: SessionRecord) -> SessionRecord:
        if record.status in ("lobby", "running"):
            record.deadlines = await self.deadlines(record.id)
        return record

    async def running_sessions(self) -> list[SessionRecord]:
        """Every live session (used at start-up)."""
        async with self.db.execute("SELECT * FROM sessions WHERE status IN ('lobby','running')") as cur:
            rows = await cur.fetchall()
        return [_record(r) for r in rows]

    async def update_lobby(self, record: SessionRecord, expected_version: int) -> None:
        """Write seats/options/status of a session (lobby changes, cancel, seat flags)."""
        cur = await self.db.execute(
            "UPDATE sessions SET seats_json=?, options_json=?, status=?, version=?, state=?, initial_state=?,"
            " recent_log=?, seed=?, updated_at=? WHERE id=? AND version=?",
            (
                _seats_json(record.seats),
                json.dumps(record.options),
                record.status,
                record.version,
                record.state,
                record.initial_state,
                json.dumps(record.recent_log),
                record.seed,
                now_iso(),
                record.id,
                expected_version,
            ),
        )
        if cur.rowcount != 1:
            raise ConcurrentUpdate(record.id)
        if record.status in ("finished", "cancelled"):
            await self.db.execute("DELETE FROM deadlines WHERE session_id = ?", (record.id,))

    async def commit(self, c: Commit) -> None:
        """Write state + actions + deadlines (+ results) in one transaction, guarded by version."""
        r = c.record
        db = self.db
        await db.execute("BEGIN IMMEDIATE")
        try:
            cur = await db.execute(
                "UPDATE sessions SET state=?, initial_state=COALESCE(initial_state, ?), version=?, status=?,"
                " seats_json=?, recent_log=?, updated_at=? WHERE id=? AND version=?",
                (
                    r.state,
                    r.initial_state,
                    r.version,
                    r.status,
                    _seats_json(r.seats),
                    json.dumps(r.recent_log),
                    now_iso(),
                    r.id,
                    c.expected_version,
                ),
            )
            if cur.rowcount != 1:
                raise ConcurrentUpdate(r.id)
            async with db.execute(
                "SELECT COALESCE(MAX(seq), 0) FROM actions WHERE session_id = ?", (r.id,)
            ) as seq_cur:
                row = await seq_cur.fetchone()
            seq = int(row[0]) if row else 0
            at = now_iso()
            for a in c.actions:
                seq += 1
                await db.execute(
                    "INSERT INTO actions (session_id, seq, seat, action_json, at) VALUES (?,?,?,?,?)",
                    (r.id, seq, a.seat, a.action_json, at),
                )
            if r.status != "running":
                await db.execute("DELETE FROM deadlines WHERE session_id = ?", (r.id,))
            else:
                if c.deadlines_keep is not None:
                    keys = sorted(c.deadlines_keep | set(c.deadlines_set))
                    marks = ",".join("?" * len(keys))
                    await db.execute(
                        f"DELETE FROM deadlines WHERE session_id = ? AND key NOT IN ({marks})",
                        (r.id, *keys),
                    )
                for key, due in c.deadlines_set.items():
                    await db.execute(
                        "INSERT OR IGNORE INTO deadlines (session_id, key, due_at) VALUES (?,?,?)",
                        (r.id, key, due),
                    )
            if c.result is not None:
                summary, players = c.result
                await db.execute(
                    "INSERT INTO results (session_id, guild_id, channel_id, game, seed, summary, finished_at)"
                    " VALUES (?,?,?,?,?,?,?)",
                    (r.id, r.guild_id, r.channel_id, r.game, r.seed, summary, at),
                )
                for seat, info, won, score in players:
                    await db.execute(
                        "INSERT INTO result_players (session_id, seat, user_id, name, ai, won, score)"
                        " VALUES (?,?,?,?,?,?,?)",
                        (r.id, seat, info.user_id, info.name, int(info.ai), int(won), score),
                    )
            await db.execute("COMMIT")
        except BaseException:
            await db.execute("ROLLBACK")
            raise

    async def actions(self, session_id: str) -> list[ActionRow]:
        """The action log of a session, in order."""
        async with self.db.execute(
            "SELECT seat, action_json FROM actions WHERE session_id = ? ORDER BY seq", (session_id,)
        ) as cur:
            rows = await cur.fetchall()
        return [ActionRow(r["seat"], r["action_json"]) for r in rows]

    # ---- deadlines ------------------------------------------------------------------------------
    async def deadlines(self, session_id: str) -> dict[str, float]:
        """key -> due_at of one session."""
        async with self.db.execute(
            "SELECT key, due_at FROM deadlines WHERE session_id = ?", (session_id,)
        ) as cur:
            rows = await cur.fetchall()
        return {r["key"]: r["due_at"] for r in rows}

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
        """(channel_id, message_id, content_hash) of an anchor message."""
        async with self.db.execute(
            "SELECT channel_id, message_id, content_hash FROM messages WHERE session_id=? AND role=? AND seat=?",
            (session_id, role, seat),
        ) as cur:
            row = await cur.fetchone()
        return (row["channel_id"], row["message_id"], row["content_hash"]) if row else None

    async def set_message(
        self, session_id: str, role: str, seat: int, channel_id: int, message_id: int, content_hash: str
    ) -> None:
        """Remember an anchor message and the hash of its last payload."""
        await self.db.execute(
            "INSERT INTO messages (session_id, role, seat, channel_id, message_id, content_hash)"
            " VALUES (?,?,?,?,?,?) ON CONFLICT(session_id, role, seat) DO UPDATE SET"
            " channel_id=excluded.channel_id, message_id=excluded.message_id, content_hash=excluded.content_hash",
            (session_id, role, seat, channel_id, message_id, content_hash),
        )

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
    ) -> list[tuple[str, int, int, int]]:
        """Per-player (name, played, won, user_id) for a server and game, best first."""
        async with self.db.execute(
            "SELECT rp.user_id, MAX(rp.name) AS name, COUNT(*) AS played, SUM(rp.won) AS won"
            " FROM result_players rp JOIN results r ON r.session_id = rp.session_id"
            " WHERE r.guild_id IS ? AND r.game = ? AND rp.ai = 0 AND rp.user_id IS NOT NULL"
            " GROUP BY rp.user_id ORDER BY won DESC, played DESC LIMIT ?",
            (guild_id, game, limit),
        ) as cur:
            rows = await cur.fetchall()
        return [(r["name"], r["played"], r["won"], r["user_id"]) for r in rows]

    async def games_played(self, guild_id: int | None, game: str) -> int:
        """How many games of `game` finished in a server."""
        async with self.db.execute(
            "SELECT COUNT(*) FROM results WHERE guild_id IS ? AND game = ?", (guild_id, game)
        ) as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def count_sessions(self) -> int:
        """How many sessions exist (benchmarks)."""
        async with self.db.execute("SELECT COUNT(*) FROM sessions") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0
