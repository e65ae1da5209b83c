"""The SQL both backends share: the migrations folder and its files, the statements (`?` placeholders;
PostgreSQL's are `numbered`), and the rows they take and give (records <-> columns)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import msgspec

from bot.storage.records import Commit, SeatInfo, SessionRecord

MIGRATIONS = Path(__file__).parent.with_name("migrations")
"""`bot/migrations/`: SQLite's `V<n>__*.sql`, and PostgreSQL's in its `postgresql/` folder."""
SESSION_ID_ATTEMPTS = 8
"""New session ids drawn before giving up when each one already exists (32 random bits each)."""


def _migration_files(folder: Path | None = None) -> list[tuple[int, Path]]:
    """(version, file) of every `V<n>__*.sql`, in order."""
    found = []
    for path in (folder or MIGRATIONS).glob("V*__*.sql"):
        found.append((int(path.name[1:].split("__")[0]), path))
    return sorted(found)


def schema_version() -> int:
    """The newest schema version this code knows (its highest migration)."""
    files = _migration_files()
    return files[-1][0] if files else 0


STATS = (
    "SELECT rp.user_id, MAX(rp.name) AS name, COUNT(*) AS played, SUM(rp.won) AS won,"
    " SUM(rp.ai) AS by_ai FROM result_players rp JOIN results r ON r.session_id = rp.session_id"
    " WHERE r.guild_id IS NOT DISTINCT FROM ? AND r.game = ? AND rp.user_id IS NOT NULL"
    " GROUP BY rp.user_id ORDER BY won DESC, played DESC, name LIMIT ?"
)
"""Per player of a server's game: games played (also those an AI finished for them after a
timeout or `/leave`), seats won, and how many of those games an AI finished."""
LAST_GAMES = (
    "SELECT r.session_id, r.finished_at, rp.seat, rp.name, rp.user_id, rp.ai, rp.won"
    " FROM results r JOIN result_players rp ON rp.session_id = r.session_id"
    " WHERE r.session_id IN (SELECT session_id FROM results WHERE guild_id IS NOT DISTINCT FROM ?"
    " AND game = ? ORDER BY finished_at DESC, session_id LIMIT ?)"
    " ORDER BY r.finished_at DESC, r.session_id, rp.seat"
)
"""Every seat of a server's last finished games of one game, newest first (the AI players too)."""


def now_iso() -> str:
    """The current UTC time as ISO text (storage only; engines never read the clock)."""
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def _record(row: Any) -> SessionRecord:
    """The record of a `sessions` row (an aiosqlite.Row or an asyncpg.Record)."""
    return SessionRecord(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        game=row["game"],
        rules_version=row["rules_version"],
        seed=row["seed"],
        host_id=row["host_id"],
        seats=msgspec.json.decode(row["seats_json"], type=list[SeatInfo]),
        options=json.loads(row["options_json"]),
        status=row["status"],
        version=row["version"],
        state=row["state"],
        recent_log=json.loads(row["recent_log"]),
        created_at=row["created_at"],
    )


_SEATS_JSON: dict[tuple[tuple[Any, ...], ...], str] = {}
"""The JSON of recently written seat lists, by their field values: the seats of a running game
rarely change, and every commit writes them (`asdict` of each seat and `dumps`: the largest
Python cost of a commit's row)."""
SEATS_JSON_SIZE = 4096


def _seats_json(seats: Iterable[SeatInfo]) -> str:
    key = tuple([msgspec.structs.astuple(s) for s in seats])
    text = _SEATS_JSON.get(key)
    if text is None:
        if len(_SEATS_JSON) >= SEATS_JSON_SIZE:
            _SEATS_JSON.clear()
        text = _SEATS_JSON[key] = json.dumps([msgspec.structs.asdict(s) for s in seats])
    return text


INSERT_SESSION = (
    "INSERT INTO sessions (id, guild_id, channel_id, game, rules_version, seed, host_id, seats_json,"
    " options_json, state, version, status, recent_log, created_at, updated_at)"
    " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"
)
UPDATE_LOBBY = (
    "UPDATE sessions SET seats_json=?, options_json=?, status=?, version=?, state=?,"
    " recent_log=?, seed=?, updated_at=? WHERE id=? AND version=?"
)
UPDATE_STATE = (
    "UPDATE sessions SET state=?, version=?, status=?,"
    " seats_json=?, recent_log=?, updated_at=? WHERE id=? AND version=?"
)
UPDATE_RUNNING = (
    "UPDATE sessions SET state=?, version=?,"
    " seats_json=?, recent_log=?, updated_at=? WHERE id=? AND version=? AND status='running'"
)
"""UPDATE_STATE for a running game that stays running, without `status` in its SET: SQLite
rewrites the entries of every index on a column the SET names, changed or not, and two indexes
are on `status` (two of the three WAL pages an action's row update wrote)."""
INSERT_START = "INSERT INTO session_starts (session_id, initial_state) VALUES (?,?)"
"""A started game's first position: once, by the commit that starts it (`Commit.initial_state`)."""
INITIAL_STATE = "SELECT initial_state FROM session_starts WHERE session_id = ?"
APPEND_ACTION = (
    "INSERT INTO actions (session_id, seq, seat, action_json, at)"
    " SELECT ?, COALESCE(MAX(seq), 0) + 1, ?, ?, ? FROM actions WHERE session_id = ?"
)
"""An action logged and numbered by SQLite itself: the next seq of the session, looked up in the
same statement (one seek to the end of the session's key range), not by a query before it."""
INSERT_RESULT = (
    "INSERT INTO results (session_id, guild_id, channel_id, game, seed, summary, finished_at)"
    " VALUES (?,?,?,?,?,?,?)"
)
INSERT_RESULT_PLAYER = (
    "INSERT INTO result_players (session_id, seat, user_id, name, ai, won, score, side)"
    " VALUES (?,?,?,?,?,?,?,?)"
)
UPSERT_MESSAGE = (
    "INSERT INTO messages (session_id, role, seat, channel_id, message_id, content_hash)"
    " VALUES (?,?,?,?,?,?) ON CONFLICT (session_id, role, seat) DO UPDATE SET"
    " channel_id=excluded.channel_id, message_id=excluded.message_id, content_hash=excluded.content_hash"
)
UPDATE_DIGEST = "UPDATE messages SET content_hash=? WHERE session_id=? AND role=? AND seat=?"
"""An anchor whose ids are stored already: the digest alone. SQLite rewrites the entry of every index
on a column an UPDATE sets, changed or not, and UPSERT_MESSAGE's sets `message_id`, which
`messages_by_message_id` is on: one WAL page of every click's digest batch."""
LIVE_OF_USER = "SELECT * FROM sessions WHERE status IN ('lobby','running') AND game = ? AND seats_json LIKE ?"


def numbered(sql: str) -> str:
    """A statement with `?` placeholders in PostgreSQL's form (`$1`, `$2`, …); no `?` in literals."""
    count = iter(range(1, sql.count("?") + 1))
    return re.sub(r"\?", lambda _: f"${next(count)}", sql)


def session_row(r: SessionRecord, ts: str) -> tuple[Any, ...]:
    """INSERT_SESSION's values."""
    return (
        r.id,
        r.guild_id,
        r.channel_id,
        r.game,
        r.rules_version,
        r.seed,
        r.host_id,
        _seats_json(r.seats),
        json.dumps(r.options),
        r.state,
        r.version,
        r.status,
        json.dumps(r.recent_log),
        ts,
        ts,
    )


def lobby_row(r: SessionRecord, expected_version: int) -> tuple[Any, ...]:
    """UPDATE_LOBBY's values."""
    return (
        _seats_json(r.seats),
        json.dumps(r.options),
        r.status,
        r.version,
        r.state,
        json.dumps(r.recent_log),
        r.seed,
        now_iso(),
        r.id,
        expected_version,
    )


def state_row(c: Commit) -> tuple[Any, ...]:
    """UPDATE_STATE's values."""
    r = c.record
    return (
        r.state,
        r.version,
        r.status,
        _seats_json(r.seats),
        json.dumps(r.recent_log),
        now_iso(),
        r.id,
        c.expected_version,
    )


def running_row(c: Commit) -> tuple[Any, ...]:
    """UPDATE_RUNNING's values: UPDATE_STATE's without the status (its third)."""
    row = state_row(c)
    return row[:2] + row[3:]


def result_rows(c: Commit, at: str) -> tuple[tuple[Any, ...], list[tuple[Any, ...]]]:
    """INSERT_RESULT's and INSERT_RESULT_PLAYER's values (the commit has a result)."""
    r = c.record
    assert c.result is not None
    summary, players = c.result
    sides = c.standing.sides if c.standing is not None else []
    return (r.id, r.guild_id, r.channel_id, r.game, r.seed, summary, at), [
        (
            r.id,
            seat,
            info.user_id,
            info.name,
            int(info.ai),
            int(won),
            score,
            sides[seat] if seat < len(sides) else None,
        )
        for seat, info, won, score in players
    ]


def seat_pattern(user_id: int) -> str:
    """LIVE_OF_USER's LIKE pattern: the user's seat in `seats_json` (the comma ends the id)."""
    return f'%"user_id": {int(user_id)},%'


# ---- per-server settings (issue 35: /campfire settings) -------------------------------------------
UPSERT_GUILD_SETTINGS = (
    "INSERT INTO guild_settings (guild_id, settings_json, updated_at) VALUES (?, ?, ?) "
    "ON CONFLICT (guild_id) DO UPDATE SET settings_json = excluded.settings_json, "
    "updated_at = excluded.updated_at"
)
"""Write a server's whole settings object."""
APPEND_SETTING_LOG = (
    "INSERT INTO settings_log (guild_id, seq, user_id, key, value_json, at) "
    "SELECT ?, COALESCE(MAX(seq), 0) + 1, ?, ?, ?, ? FROM settings_log WHERE guild_id = ?"
)
"""Log one change of a server's settings (the next number of that server's log)."""
SETTINGS_LOG = (
    "SELECT seq, user_id, key, value_json, at FROM settings_log WHERE guild_id = ? ORDER BY seq DESC LIMIT ?"
)
"""A server's newest setting changes first."""


def changed_settings(current: str | None, key: str, value: Any) -> dict[str, Any]:
    """A server's settings (stored JSON) with `key` set to `value` (None: back to the default)."""
    settings = json.loads(current) if current else {}
    if value is None:
        settings.pop(key, None)
    else:
        settings[key] = value
    return settings


# ---- history (issue 35: `/campfire history`) ----------------------------------------------------------
_HISTORY_ROWS = (
    "SELECT r.session_id, r.game, r.channel_id, r.finished_at, rp.seat, rp.name, rp.user_id, rp.ai,"
    " rp.won FROM results r JOIN result_players rp ON rp.session_id = r.session_id"
    " WHERE r.session_id IN ({games})"
    " ORDER BY r.finished_at DESC, r.session_id DESC, rp.seat"
)
HISTORY_OF_CHANNEL = _HISTORY_ROWS.format(
    games="SELECT session_id FROM results WHERE channel_id = ?"
    " ORDER BY finished_at DESC, session_id DESC LIMIT ? OFFSET ?"
)
"""Every seat of a page of a channel's finished games, newest first: the page is read from the index
`results_by_channel(channel_id, finished_at)` backwards (no scan of the results)."""
HISTORY_OF_MEMBER = _HISTORY_ROWS.format(
    games="SELECT p.session_id FROM result_players p JOIN results g ON g.session_id = p.session_id"
    " WHERE p.user_id = ? AND g.guild_id = ?"
    " ORDER BY g.finished_at DESC, p.session_id DESC LIMIT ? OFFSET ?"
)
"""Every seat of a page of a member's finished games in one server, newest first: their seats by
`result_players_by_user(user_id)`, each game by its key (the member's own games are sorted, never
the server's)."""
HISTORY_OF_MEMBER_LATERAL = _HISTORY_ROWS.format(
    games="SELECT p.session_id FROM result_players p CROSS JOIN LATERAL (SELECT g.finished_at, g.guild_id"
    " FROM results g WHERE g.session_id = p.session_id OFFSET 0) g"
    " WHERE p.user_id = ? AND g.guild_id = ?"
    " ORDER BY g.finished_at DESC, p.session_id DESC LIMIT ? OFFSET ?"
)
"""HISTORY_OF_MEMBER for PostgreSQL: each of the member's games looked up by its key. Written as a
join, PostgreSQL hashes the member's seats against a scan of every result of the server (about
40 ms at 100,000 games, `benchmarks/history.py`); the LATERAL subquery (kept apart by its
`OFFSET 0`) makes it one key lookup per game of the member's (about 13 ms)."""
