"""Benchmark: `/campfire leaderboard` and `/campfire profile`'s reads at 100,000 finished games (issue 35).

    .venv/bin/python -m benchmarks.leaderboard [--games 100000] [--runs 300]
                                               [--backend both|sqlite|postgresql] [--database-url URL]

A fresh database (a SQLite file; on PostgreSQL a fresh database on `--database-url`, an admin URL, or
on a throwaway durable server, as `benchmarks.scale` makes) is filled in bulk with `--games` finished
games and their seats: one big server with 60% of the games and 2,000 players, forty small ones with
60 players each, the four games, 3-7 seats a game with at times an AI player, finished over the last
365 days, players drawn with a long tail (a few play a lot). BANG! seats carry their roles. Each
server's `player_records` rows are the players' games and wins per game and role; its `ratings`
rows are made from the players' games and wins (mu and sigma derived from
them, not replayed through openskill game by game: the reads' cost depends on the rows, not on
their values). Then each read is timed through the storage's own methods, `--runs` times, in the
big server (the worst case): p50 and p99 in milliseconds. The target is 50 ms at p99.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import math
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bot import leaderboard as lb
from bot.storage.ratings import MODEL

GAMES = ("forest_gangs", "bang_and_twang", "whizz_bing_bang", "bang")
BIG_GUILD = 1
SMALL_GUILDS = 40
BIG_PLAYERS, SMALL_PLAYERS = 2000, 60
TARGET_P99_MS = 50.0
TAIL = 0.5
"""Player i of a server joins a game with weight 1 / i ** TAIL: in the big server the busiest
player sits in about 3,000 games a year (8 a day), the median one in a few hundred."""
ROLES = {
    4: ["sheriff", "renegade", "outlaw", "outlaw"],
    5: ["sheriff", "renegade", "outlaw", "outlaw", "deputy"],
    6: ["sheriff", "renegade", "outlaw", "outlaw", "outlaw", "deputy"],
    7: ["sheriff", "renegade", "outlaw", "outlaw", "outlaw", "deputy", "deputy"],
}


def players_of(guild: int) -> list[int]:
    n = BIG_PLAYERS if guild == BIG_GUILD else SMALL_PLAYERS
    return [guild * 100_000 + i for i in range(n)]


def generate(games: int, seed: int = 35) -> tuple[list[tuple], ...]:
    """Rows of sessions, results, result_players, ratings and player_records for `games` finished
    games."""
    rng = random.Random(seed)
    now = datetime.now(UTC)
    guilds = [BIG_GUILD] + [100 + g for g in range(SMALL_GUILDS)]
    people = {g: players_of(g) for g in guilds}
    cum = {g: list(itertools.accumulate(1 / (i + 1) ** TAIL for i in range(len(people[g])))) for g in guilds}
    sessions, results, seats = [], [], []
    tally: dict[tuple[int, str, int], list[int]] = {}
    records: dict[tuple[int, int, str, str], list[int]] = {}
    for i in range(games):
        sid = f"{i:08x}"
        guild = BIG_GUILD if rng.random() < 0.6 else rng.choice(guilds[1:])
        game = rng.choice(GAMES)
        n = rng.randint(4, 7) if game == "bang" else rng.randint(3, 6)
        chosen: set[int] = set()
        while len(chosen) < n:
            chosen.add(rng.choices(people[guild], cum_weights=cum[guild])[0])
        users: list[int | None] = list(chosen)
        if rng.random() < 0.3:
            users[-1] = None  # an AI player
        at = (now - timedelta(seconds=rng.uniform(0, 365 * 86400))).isoformat(timespec="milliseconds")
        channel = guild * 1000 + rng.randrange(20)
        sessions.append(
            (sid, guild, channel, game, 1, i, users[0] or 1, "[]", "{}", None, 1, "finished", "[]", at, at)
        )
        results.append((sid, guild, channel, game, i, "done", at))
        if game == "bang":
            roles: list[str | None] = list(ROLES[n])
            rng.shuffle(roles)
            side = rng.choice(["law", "outlaw", "renegade"])
            won = [(r in ("sheriff", "deputy")) if side == "law" else r == side for r in roles]
        else:
            roles = [None] * n
            winner = rng.randrange(n)
            won = [s == winner for s in range(n)]
        for s, user in enumerate(users):
            ai = user is None or rng.random() < 0.03
            seats.append(
                (sid, s, user, f"P{user}" if user else "AI", int(ai), int(won[s]), float(won[s]), roles[s])
            )
            if user is not None:
                t = tally.setdefault((guild, game, user), [0, 0])
                t[0] += 1
                t[1] += int(won[s])
                rec = records.setdefault((guild, user, game, roles[s] or ""), [0, 0])
                rec[0] += 1
                rec[1] += int(won[s])
    ratings = []
    at = now.isoformat(timespec="milliseconds")
    for (guild, game, user), (played, wins) in tally.items():
        mu = MODEL.mu + 10 * (wins / played - 0.3) * min(1.0, played / 20)
        sigma = MODEL.sigma / math.sqrt(1 + played / 3)
        ratings.append((guild, game, user, mu, sigma, mu - 3 * sigma, played, wins, at))
    player_records = [(*key, played, wins) for key, (played, wins) in records.items()]
    return sessions, results, seats, ratings, player_records


SESSION_COLUMNS = (
    "id", "guild_id", "channel_id", "game", "rules_version", "seed", "host_id", "seats_json",
    "options_json", "state", "version", "status", "recent_log", "created_at", "updated_at",
)  # fmt: skip
RESULT_COLUMNS = ("session_id", "guild_id", "channel_id", "game", "seed", "summary", "finished_at")
SEAT_COLUMNS = ("session_id", "seat", "user_id", "name", "ai", "won", "score", "side")
RATING_COLUMNS = ("guild_id", "game", "user_id", "mu", "sigma", "ordinal", "games", "wins", "updated_at")
RECORD_COLUMNS = ("guild_id", "user_id", "game", "side", "games", "wins")
TABLES = (
    ("sessions", SESSION_COLUMNS),
    ("results", RESULT_COLUMNS),
    ("result_players", SEAT_COLUMNS),
    ("ratings", RATING_COLUMNS),
    ("player_records", RECORD_COLUMNS),
)


def fill_sqlite(path: Path, rows: tuple[list[tuple], ...]) -> None:
    """Bulk insert into a migrated file: one transaction, no sync, then ANALYZE."""
    con = sqlite3.connect(path)
    con.execute("PRAGMA synchronous=OFF")
    con.execute("BEGIN")
    for (table, columns), data in zip(TABLES, rows, strict=True):
        marks = ",".join("?" * len(columns))
        con.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", data)
    con.execute("COMMIT")
    con.execute("ANALYZE")
    con.close()


async def fill_postgres(storage: Any, rows: tuple[list[tuple], ...]) -> None:
    """COPY each table, then ANALYZE."""
    async with storage.pool.acquire() as conn:
        for (table, columns), data in zip(TABLES, rows, strict=True):
            await conn.copy_records_to_table(table, records=data, columns=list(columns))
        await conn.execute("ANALYZE")


def reads(storage: Any, rng: random.Random) -> dict[str, Callable[[], Awaitable[Any]]]:
    """The reads the two commands make, in the big server."""
    heavy = players_of(BIG_GUILD)[0]
    players = players_of(BIG_GUILD)

    async def board_all_games() -> None:
        for game in GAMES:
            await lb.board(storage, BIG_GUILD, game, "all", lb.BOARD_SIZE_ALL_GAMES, game in lb.HAS_SIDES)

    return {
        "board bang all-time (by role)": lambda: lb.board(storage, BIG_GUILD, "bang", "all", has_sides=True),
        "board bang week (by role)": lambda: lb.board(storage, BIG_GUILD, "bang", "week", has_sides=True),
        "board forest_gangs month": lambda: lb.board(storage, BIG_GUILD, "forest_gangs", "month"),
        "board every game all-time": board_all_games,
        "profile, busiest player": lambda: storage.profile(BIG_GUILD, heavy, list(GAMES), lb.LAST_GAMES),
        "profile, any player": lambda: storage.profile(
            BIG_GUILD, rng.choice(players), list(GAMES), lb.LAST_GAMES
        ),
    }


async def measure(storage: Any, runs: int) -> list[tuple[str, float, float]]:
    rng = random.Random(1)
    out = []
    for name, read in reads(storage, rng).items():
        await read()  # warm
        times = []
        for _ in range(runs):
            t = time.perf_counter()
            await read()
            times.append((time.perf_counter() - t) * 1000)
        times.sort()
        p99 = times[min(len(times) - 1, math.ceil(0.99 * len(times)) - 1)]
        out.append((name, statistics.median(times), p99))
    return out


@contextlib.asynccontextmanager
async def sqlite_storage(rows: tuple[list[tuple], ...]) -> AsyncIterator[Any]:
    from bot.storage.sqlite import SqliteStorage

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "leaderboard.sqlite3"
        storage = SqliteStorage(path)
        await storage.open()
        await storage.close()
        fill_sqlite(path, rows)
        storage = SqliteStorage(path)
        await storage.open()
        try:
            yield storage
        finally:
            await storage.close()


@contextlib.asynccontextmanager
async def postgres_storage(rows: tuple[list[tuple], ...], url: str | None) -> AsyncIterator[Any]:
    from benchmarks import _pg
    from bot.storage.postgres import PostgresStorage

    async with _pg.server(url) as admin, _pg.fresh_database(admin) as db_url:
        storage = PostgresStorage(db_url)
        await storage.open()
        try:
            await fill_postgres(storage, rows)
            yield storage
        finally:
            await storage.close()


async def run(args: argparse.Namespace) -> int:
    t = time.perf_counter()
    rows = generate(args.games)
    seats = len(rows[2])
    print(
        f"generated {args.games} games, {seats} seats, {len(rows[3])} ratings in {time.perf_counter() - t:.1f} s"
    )
    backends = ("sqlite", "postgresql") if args.backend == "both" else (args.backend,)
    worst = 0.0
    print(f"{'backend':<11} {'read':<32} {'p50 ms':>8} {'p99 ms':>8}")
    for backend in backends:
        t = time.perf_counter()
        opener = sqlite_storage(rows) if backend == "sqlite" else postgres_storage(rows, args.database_url)
        async with opener as storage:
            print(f"{backend}: filled in {time.perf_counter() - t:.1f} s")
            for name, p50, p99 in await measure(storage, args.runs):
                worst = max(worst, p99)
                print(f"{backend:<11} {name:<32} {p50:8.2f} {p99:8.2f}")
    verdict = "within" if worst <= TARGET_P99_MS else "OVER"
    print(f"worst p99 {worst:.2f} ms: {verdict} the {TARGET_P99_MS:.0f} ms target")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000, help="finished games in the database")
    parser.add_argument("--runs", type=int, default=300, help="timed runs of each read")
    parser.add_argument("--backend", choices=("sqlite", "postgresql", "both"), default="both")
    parser.add_argument("--database-url", default=None, help="PostgreSQL admin URL (else a throwaway server)")
    args = parser.parse_args(argv)
    print(f"command: python -m benchmarks.leaderboard {' '.join(sys.argv[1:] if argv is None else argv)}")
    return asyncio.run(run(args))


if __name__ == "__main__":
    sys.exit(main())
