"""Benchmark: `/campfire history`'s queries at 100,000 finished games (issue 35: ≤ 50 ms p99).

    .venv/bin/python -m benchmarks.history [--games 100000] [--queries 300] [--postgres] [--database-url URL]

The database is filled with `--games` finished games (results and their four seats, the sessions
rows they belong to) of one server: 20 channels, 400 members, four seats a game from the members
(an AI seat in one game of five), finish times a minute apart. Then the storage's own methods
(`Storage.history_of_channel` and `history_of_member`, the ones the command calls) are timed, each
query a `--queries` times on a random channel or member: the first page of a channel (its newest
ten), a page fifty back (games 500-510), and the first page of a member's games across the server.
Each line gives p50 and p99 in milliseconds and whether p99 is within the target.

SQLite always (a file in a temp folder, the bot's own settings); PostgreSQL with `--postgres` (a
throwaway server as the tests make one, or `--database-url`, an admin URL: a fresh database is made
and dropped). The queries read by the indexes `results_by_channel` and `result_players_by_user`
(tests/bot/test_history_storage.py checks the plans).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

TARGET_MS = 50.0
GUILD = 1
CHANNELS = 20
MEMBERS = 400
SEATS = 4
PAGE = 11
"""Rows the command asks for a page: ten, and one to know an older page exists."""


def rows(games: int) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    """The sessions, results and result_players rows of `games` finished games (seeded)."""
    rng = random.Random(35)
    start = datetime(2026, 1, 1, tzinfo=UTC)
    sessions, results, players = [], [], []
    for i in range(games):
        sid = f"{i:08x}"
        at = (start + timedelta(minutes=i)).isoformat(timespec="milliseconds")
        channel = 1000 + rng.randrange(CHANNELS)
        seated = rng.sample(range(MEMBERS), SEATS)
        ai = rng.randrange(5) == 0
        sessions.append(
            (
                sid,
                GUILD,
                channel,
                "forest_gangs",
                1,
                i,
                10_000 + seated[0],
                "[]",
                "{}",
                "{}",
                1,
                "finished",
                "[]",
                at,
                at,
            )
        )
        results.append((sid, GUILD, channel, "forest_gangs", i, "summary", at))
        winner = rng.randrange(SEATS)
        for seat, member in enumerate(seated):
            user = None if ai and seat == SEATS - 1 else 10_000 + member
            players.append((sid, seat, user, f"P{member}", int(user is None), int(seat == winner), None))
    return sessions, results, players


SESSION_COLUMNS = (
    "id, guild_id, channel_id, game, rules_version, seed, host_id, seats_json, options_json, state,"
    " version, status, recent_log, created_at, updated_at"
)
RESULT_COLUMNS = "session_id, guild_id, channel_id, game, seed, summary, finished_at"
PLAYER_COLUMNS = "session_id, seat, user_id, name, ai, won, score"


async def fill_sqlite(storage: Any, games: int) -> None:
    sessions, results, players = rows(games)
    db = storage.db
    await db.execute("BEGIN")
    await db.executemany(f"INSERT INTO sessions ({SESSION_COLUMNS}) VALUES ({','.join('?' * 15)})", sessions)
    await db.executemany(f"INSERT INTO results ({RESULT_COLUMNS}) VALUES ({','.join('?' * 7)})", results)
    await db.executemany(
        f"INSERT INTO result_players ({PLAYER_COLUMNS}) VALUES ({','.join('?' * 7)})", players
    )
    await db.execute("COMMIT")
    await db.execute("ANALYZE")


async def fill_postgres(storage: Any, games: int) -> None:
    sessions, results, players = rows(games)
    async with storage.pool.acquire() as conn:
        for table, columns, records in (
            ("sessions", SESSION_COLUMNS, sessions),
            ("results", RESULT_COLUMNS, results),
            ("result_players", PLAYER_COLUMNS, players),
        ):
            cols = [c.strip() for c in columns.split(",")]
            await conn.copy_records_to_table(table, records=records, columns=cols)
        await conn.execute("ANALYZE")


async def timed(queries: int, call: Callable[[random.Random], Awaitable[Any]]) -> list[float]:
    """Milliseconds of `queries` calls (after three untimed ones)."""
    rng = random.Random(7)
    for _ in range(3):
        await call(rng)
    out = []
    for _ in range(queries):
        t0 = time.perf_counter()
        await call(rng)
        out.append((time.perf_counter() - t0) * 1000)
    return out


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]


async def measure(storage: Any, label: str, queries: int) -> list[str]:
    """The three history queries' lines for one backend."""

    async def channel_first(rng: random.Random) -> Any:
        got = await storage.history_of_channel(1000 + rng.randrange(CHANNELS), PAGE, 0)
        assert got, "a channel has games"

    async def channel_deep(rng: random.Random) -> Any:
        return await storage.history_of_channel(1000 + rng.randrange(CHANNELS), PAGE, 500)

    async def member_first(rng: random.Random) -> Any:
        got = await storage.history_of_member(GUILD, 10_000 + rng.randrange(MEMBERS), PAGE, 0)
        assert got, "a member has games"

    lines = []
    for name, call in (
        ("channel, newest page", channel_first),
        ("channel, page 51", channel_deep),
        ("member, newest page", member_first),
    ):
        ms = await timed(queries, call)
        worst = p99(ms)
        verdict = "ok" if worst <= TARGET_MS else "OVER"
        lines.append(
            f"{label:<10} {name:<22} p50 {statistics.median(ms):7.2f} ms  p99 {worst:7.2f} ms"
            f"  (target {TARGET_MS:.0f} ms: {verdict})"
        )
    return lines


async def run_sqlite(games: int, queries: int) -> list[str]:
    from bot.storage import open_storage

    with tempfile.TemporaryDirectory(prefix="campfire-bench-history-") as folder:
        storage = open_storage(Path(folder) / "history.sqlite3", integrity="none")
        await storage.open()
        try:
            t0 = time.perf_counter()
            await fill_sqlite(storage, games)
            print(f"sqlite: {games:,} finished games stored in {time.perf_counter() - t0:.1f} s", flush=True)
            return await measure(storage, "sqlite", queries)
        finally:
            await storage.close()


async def run_postgres(games: int, queries: int, url: str | None) -> list[str]:
    from benchmarks import _pg
    from bot.storage import open_storage

    async with _pg.server(url) as admin, _pg.fresh_database(admin) as db_url:
        storage = open_storage(db_url)
        await storage.open()
        try:
            t0 = time.perf_counter()
            await fill_postgres(storage, games)
            print(
                f"postgresql: {games:,} finished games stored in {time.perf_counter() - t0:.1f} s", flush=True
            )
            return await measure(storage, "postgresql", queries)
        finally:
            await storage.close()


async def main_async(args: argparse.Namespace) -> int:
    print(f"command: {' '.join(sys.argv)}")
    print(f"games: {args.games:,} in {CHANNELS} channels, {MEMBERS} members; {args.queries} queries each")
    lines = await run_sqlite(args.games, args.queries)
    if args.postgres or args.database_url:
        lines += await run_postgres(args.games, args.queries, args.database_url)
    for line in lines:
        print(line)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--postgres", action="store_true", help="also on PostgreSQL (a throwaway server)")
    parser.add_argument("--database-url", default=None, help="a PostgreSQL admin URL to use instead")
    return asyncio.run(main_async(parser.parse_args(argv)))


if __name__ == "__main__":
    sys.exit(main())
