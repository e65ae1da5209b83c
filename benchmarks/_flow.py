"""Shared set-up for the Discord-side benchmarks: a real bot driven by the test harness."""

from __future__ import annotations

import json
import secrets
import tempfile
from pathlib import Path
from typing import Any

from bot.client import CampfireBot
from bot.config import Settings
from bot.storage import now_iso
from engines import get_game
from tests.discord_harness import Harness, iter_components, make_harness


class Clock:
    """A fixed clock (deadlines never fire during a benchmark)."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


async def harness(
    db: Path | None = None,
    *,
    images: bool = False,
    extensions: tuple[str, ...] = ("cogs.forest_gangs",),
    members: int = 6,
) -> Harness:
    """A bot with the Forest Gangs cog (or `extensions`) on a fresh SQLite file, under the harness;
    `images`: CAMPFIRE_IMAGES (Components V2 tables with their pictures, card emojis)."""
    db = db or Path(tempfile.mkdtemp()) / "bench.sqlite3"
    cfg = Settings(_env_file=None, database_path=db, sync_commands=False, images=images)  # type: ignore[call-arg]
    seeds = iter(range(1, 10**9))
    bot = CampfireBot(cfg, extensions=extensions, clock=Clock(), seed_source=lambda: next(seeds))
    return await make_harness(bot, setup=lambda b: b.prepare(), members=members)


def filler_rows(sessions: int) -> list[tuple[Any, ...]]:
    """`sessions` running 4-player Forest Gangs games in other channels, as `sessions` rows in column
    order (FILLER_COLUMNS); the ids distinct (at 100,000 sessions random 32-bit ids do collide)."""
    engine_cls = get_game("forest_gangs").engine
    ts = now_iso()
    ids: set[str] = set()
    while len(ids) < sessions:
        ids.add(secrets.token_hex(4))
    seats = json.dumps([{"user_id": 10_000 + j, "name": f"P{j}"} for j in range(4)])
    rows = []
    for i, sid in enumerate(sorted(ids)):
        state = engine_cls.new(4, i, {}).dump()
        rows.append(
            (
                sid,
                1,
                5_000_000 + i,
                "forest_gangs",
                1,
                i,
                10_000,
                seats,
                "{}",
                state,
                1,
                "running",
                "[]",
                ts,
                ts,
            )
        )
    return rows


FILLER_COLUMNS = (
    "id",
    "guild_id",
    "channel_id",
    "game",
    "rules_version",
    "seed",
    "host_id",
    "seats_json",
    "options_json",
    "state",
    "version",
    "status",
    "recent_log",
    "created_at",
    "updated_at",
)


async def fill(h: Harness, sessions: int, *, actions: bool = False) -> None:
    """Store `sessions` running Forest Gangs games in other channels (one transaction); with
    `actions`, one logged action each too (a table of as many rows)."""
    db = h.bot.storage.db
    rows = filler_rows(sessions)
    ts = rows[0][-1] if rows else now_iso()
    await db.execute("BEGIN")
    await db.executemany(
        f"INSERT INTO sessions ({', '.join(FILLER_COLUMNS)}) VALUES ({','.join('?' * len(FILLER_COLUMNS))})",
        rows,
    )
    state = FILLER_COLUMNS.index("state")
    await db.executemany(
        "INSERT INTO session_starts (session_id, initial_state) VALUES (?,?)",
        [(r[0], r[state]) for r in rows],
    )
    if actions:
        await db.executemany(
            "INSERT INTO actions (session_id, seq, seat, action_json, at) VALUES (?,?,?,?,?)",
            [(r[0], 1, 0, '{"kind":"play"}', ts) for r in rows],
        )
    await db.execute("COMMIT")


async def open_table(h: Harness, players: int = 4) -> dict[str, Any]:
    """Lobby → joins → start; returns the table message."""
    host, *others = h.members[:players]
    rec = await h.slash("forest_gangs start", host)
    lobby = rec.message
    for m in others:
        await h.click(lobby, m, label="Join")
    await h.click(lobby, host, label="Start")
    return lobby


def custom_ids(msg: dict[str, Any]) -> list[str]:
    """custom_ids of a message's components (in rows, or nested in a Components V2 layout)."""
    return [c["custom_id"] for c in iter_components(msg.get("components") or []) if c.get("custom_id")]


async def session_version(h: Any, payload: dict[str, Any]) -> int:
    """The stored version of the session a click's custom_id names (-1: none): a click was accepted
    when it went up."""
    parts = str((payload.get("data") or {}).get("custom_id", "")).split(":")
    if len(parts) < 2:
        return -1
    record = await h.bot.storage.get_session(parts[1])
    return record.version if record is not None else -1
