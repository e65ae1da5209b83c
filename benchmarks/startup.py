"""Start-up and memory with a big database: how long until the bot is ready, and what a live session costs.

    .venv/bin/python -m benchmarks.startup [--sessions 100000] [--running 10000] [--touch 2000]

The SQLite file holds `--sessions` games, `--running` of them running (the rest finished, with
their action logs' worth of state), spread over the four games, each running one with an open
deadline. "Ready" is what `python -m bot run` does before it logs in: the start-up check of the
file (`quick_check`), then the bot's own start — storage open and migrated, the four cogs loaded,
the deadline loop's first pass done (nothing is due), the live sessions counted. Every running
session is then resumable on its next click: it is read and loaded when it is first touched.

Memory: `--touch` running sessions are resumed the way a click resumes one (the click index's
entry, the engine loaded into the session cache), and the Python heap growth per session is
measured with tracemalloc (the heap only: the process's RSS is printed beside it).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import resource
import secrets
import sqlite3
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

from bot.client import CampfireBot
from bot.config import Settings
from bot.storage import now_iso, open_storage
from bot.storage.sqlite import SqliteStorage
from engines import GAMES as ALL_GAMES
from engines import get_game

SETUPS: dict[str, tuple[int, dict[str, Any]]] = {"bang": (7, {"expansion": "armed_and_dangerous"})}
"""A game's stored sessions' (seats, options), when not 4 players with the default options."""
GAMES: tuple[tuple[str, int, dict[str, Any]], ...] = tuple(
    (g.key, *SETUPS.get(g.key, (4, {}))) for g in ALL_GAMES
)
"""(game, seats, options) of the stored sessions, in turn."""
CLOCK = 1_800_000_000.0


def build(path: Path, sessions: int, running: int) -> dict[str, list[str]]:
    """Write the database (schema by the bot's own migration); return running session ids by game."""
    asyncio.run(_migrate(path))
    states = {game: get_game(game).engine.new(seats, 1, options).dump() for game, seats, options in GAMES}
    ids: set[str] = set()
    while len(ids) < sessions:
        ids.add(secrets.token_hex(4))
    ts = now_iso()
    rows, deadlines = [], []
    live: dict[str, list[str]] = {game: [] for game, _, _ in GAMES}
    for i, sid in enumerate(sorted(ids)):
        game, seats, options = GAMES[i % len(GAMES)]
        is_running = i < running
        status = "running" if is_running else "finished"
        people = json.dumps([{"user_id": 10_000 + j, "name": f"P{j}"} for j in range(seats)])
        rows.append(
            (
                sid,
                1 + i % 5000,
                5_000_000 + i,
                game,
                1,
                i,
                10_000,
                people,
                json.dumps(options),
                states[game],
                1,
                status,
                "[]",
                ts,
                ts,
            )
        )
        if is_running:
            live[game].append(sid)
            deadlines.append((sid, "d1", CLOCK + 3600 + i))
    con = sqlite3.connect(path)
    with con:
        con.executemany(
            "INSERT INTO sessions (id, guild_id, channel_id, game, rules_version, seed, host_id, seats_json,"
            " options_json, state, version, status, recent_log, created_at, updated_at)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            rows,
        )
        con.executemany(
            "INSERT INTO session_starts (session_id, initial_state) VALUES (?,?)",
            [(r[0], r[9]) for r in rows],
        )
        con.executemany("INSERT INTO deadlines (session_id, key, due_at) VALUES (?,?,?)", deadlines)
    con.close()
    return live


async def _migrate(path: Path) -> None:
    s = SqliteStorage(path)
    await s.open()
    await s.close()


async def ready(path: Path) -> tuple[CampfireBot, dict[str, float]]:
    """What `python -m bot run` does before logging in, timed step by step."""
    settings = Settings(
        _env_file=None, database_path=path, sync_commands=False, images=False, backup_every_h=0
    )  # type: ignore[call-arg]
    times: dict[str, float] = {}
    t0 = time.perf_counter()
    check = open_storage(settings)
    await check.open()  # the start-up check: schema guard, quick_check, migrations
    await check.close()
    times["start-up check (quick_check)"] = time.perf_counter() - t0
    t1 = time.perf_counter()
    bot = CampfireBot(settings, clock=lambda: CLOCK, storage=open_storage(settings, integrity="none"))
    await bot.prepare()
    times["open + cogs"] = time.perf_counter() - t1
    t2 = time.perf_counter()
    await bot.scheduler.fire_due()
    await bot.storage.next_due(shards=bot.scheduler.held, shard_count=bot.scheduler.shard_count)
    live = await bot.storage.count_live()
    times["deadlines + count"] = time.perf_counter() - t2
    times["ready"] = time.perf_counter() - t0
    times["live"] = live
    return bot, times


async def touch(bot: CampfireBot, ids: list[str]) -> float:
    """Resume sessions as a click would (index entry + engine in the cache); heap bytes per session."""
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for sid in ids:
        known = await bot.sessions.known(sid)
        assert known is not None
        record = await bot.storage.get_session(sid)
        assert record is not None
        bot.sessions.engine_of(record)
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return (after - before) / max(1, len(ids))


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


async def measure(path: Path, live: dict[str, list[str]], per_game: int) -> None:
    bot, times = await ready(path)
    print(f"live sessions counted: {int(times.pop('live')):,}")
    for name, value in times.items():
        print(f"  {name:<30} {value * 1000:8.0f} ms")
    print(f"peak RSS after start-up: {rss_mb():.0f} MB")
    print(f"memory per live session, resumed as a click resumes it ({per_game} per game, tracemalloc):")
    for game, ids in live.items():
        per = await touch(bot, ids[:per_game])
        print(f"  {game:<16} {per / 1000:6.1f} kB")
    print(f"peak RSS after resuming {per_game * len(live):,} sessions: {rss_mb():.0f} MB")
    await bot.close()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--sessions", type=int, default=100_000)
    p.add_argument("--running", type=int, default=10_000)
    p.add_argument("--touch", type=int, default=2000, help="running sessions resumed for the memory figure")
    args = p.parse_args(argv)
    print(f"$ python -m benchmarks.startup {' '.join(sys.argv[1:] if argv is None else argv)}")
    path = Path(tempfile.mkdtemp()) / "startup.sqlite3"
    t = time.perf_counter()
    live = build(path, args.sessions, min(args.running, args.sessions))
    size = path.stat().st_size / 1e6
    print(
        f"database: {args.sessions:,} sessions ({args.running:,} running), {size:.0f} MB,"
        f" built in {time.perf_counter() - t:.1f} s"
    )
    asyncio.run(measure(path, live, max(1, args.touch // len(GAMES))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
