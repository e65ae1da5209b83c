"""Benchmark 1: time from an interaction payload to the recorded response, Forest Gangs click.

    .venv/bin/python -m benchmarks.click_latency [--sessions 10000] [--clicks 300] [--durability full|fast|both]
                                                 [--backend sqlite|postgresql|both] [--database-url URL]

The database holds `--sessions` other running games, so lookups run against a realistic table.
Each sample is one accepted "lay this card" click: from the INTERACTION_CREATE payload entering
discord.py to the interaction response recorded by the fake adapter (and to the end of all the
follow-up work: table edit and DM edits). `--durability` is CAMPFIRE_DURABILITY: `full` (the
default, PRAGMA synchronous=FULL: each commit is synced to disk before the answer) or `fast`
(NORMAL); `both` measures one after the other on fresh files.

`--backend postgresql` measures the same on a fresh PostgreSQL database (durability is then the
server's; `--durability` is SQLite's only), made on `--database-url` (an admin URL) or on a throwaway
durable server started for the run, and dropped after (benchmarks/_pg.py); `both`: SQLite, then it.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks import _pg
from benchmarks._flow import Clock, custom_ids, fill, open_table
from bot.client import CampfireBot
from bot.config import Settings
from tests.discord_harness import Harness, make_harness


def pct(values: list[float], q: float) -> float:
    """The q-quantile (0..1) of values."""
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


async def harness(durability: str, database_url: str | None = None) -> Harness:
    """A bot with the Forest Gangs cog on a fresh SQLite file with this durability (or on the PostgreSQL
    database at database_url), under the harness."""
    where: dict[str, Any] = (
        {"database_url": database_url}
        if database_url
        else {"database_path": Path(tempfile.mkdtemp()) / "bench.sqlite3"}
    )
    cfg = Settings(_env_file=None, sync_commands=False, durability=durability, **where)  # type: ignore[call-arg]
    seeds = iter(range(1, 10**9))
    bot = CampfireBot(cfg, extensions=("cogs.forest_gangs",), clock=Clock(), seed_source=lambda: next(seeds))
    return await make_harness(bot, setup=lambda b: b.prepare(), members=6)


async def run(sessions: int, clicks: int, durability: str, database_url: str | None = None) -> None:
    """Run the benchmark with one durability setting (or on PostgreSQL) and print p50/p99."""
    h = await harness(durability, database_url)
    if database_url:
        print(f"backend: postgresql ({await _pg.server_settings(database_url)})")
    else:
        pragma = await h.bot.storage.synchronous()
        print(
            f"durability: {durability} (CAMPFIRE_DURABILITY={durability}, PRAGMA synchronous={pragma}, WAL)"
        )
    started = time.perf_counter()
    if database_url:
        await _pg.fill(h.bot.storage, sessions)
    else:
        await fill(h, sessions)
    print(
        f"stored {sessions} sessions in {time.perf_counter() - started:.1f} s "
        f"({await h.bot.storage.count_sessions()} rows)"
    )
    to_response: list[float] = []
    to_settled: list[float] = []
    while len(to_response) < clicks:
        await open_table(h)
        members = h.members[:4]
        while len(to_response) < clicks:
            target = next(((m, h.last_dm(m)) for m in members if custom_ids(h.last_dm(m))), None)
            if target is None:
                break
            m, dm = target
            t0 = time.perf_counter()
            rec = await h.click(dm, m, custom_id=custom_ids(dm)[0])
            t1 = time.perf_counter()
            to_settled.append((t1 - t0) * 1000)
            if rec.acked_after is not None:
                to_response.append(rec.acked_after * 1000)
    await h.shutdown()
    h.close()
    print(f"clicks: {len(to_response)}")
    print(
        f"payload → interaction response: p50 {pct(to_response, 0.5):.2f} ms   p99 {pct(to_response, 0.99):.2f} ms"
        f"   mean {statistics.fmean(to_response):.2f} ms"
    )
    print(
        f"payload → all edits done:       p50 {pct(to_settled, 0.5):.2f} ms   p99 {pct(to_settled, 0.99):.2f} ms"
    )


async def main(
    sessions: int, clicks: int, durability: str, backend: str = "sqlite", database_url: str | None = None
) -> None:
    """One run per durability setting asked for on SQLite, then one on PostgreSQL if asked for."""
    if backend in ("sqlite", "both"):
        for i, setting in enumerate(("full", "fast") if durability == "both" else (durability,)):
            if i:
                print()
            await run(sessions, clicks, setting)
    if backend in ("postgresql", "both"):
        if backend == "both":
            print()
        async with _pg.server(database_url) as admin, _pg.fresh_database(admin) as url:
            await run(sessions, clicks, "full", url)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=10_000)
    parser.add_argument("--clicks", type=int, default=300)
    parser.add_argument("--durability", choices=("full", "fast", "both"), default="full")
    parser.add_argument("--backend", choices=("sqlite", "postgresql", "both"), default="sqlite")
    parser.add_argument(
        "--database-url", default=None, help="PostgreSQL admin URL (default: a throwaway server)"
    )
    args = parser.parse_args()
    asyncio.run(main(args.sessions, args.clicks, args.durability, args.backend, args.database_url))
