"""PostgreSQL for the benchmarks: a server (given, or a throwaway one), a fresh database per run, filler.

The throwaway server is the tests' (scripts/pgcluster.py in a temp folder, via tests/pg.py), with its
test shortcuts turned off for measuring: fsync, synchronous_commit and full_page_writes on, so every
answered commit is on disk first, as with SQLite's default CAMPFIRE_DURABILITY=full. A given server
(`--database-url`, an admin URL: a role that may CREATE and DROP databases) is used as it is, and
`server_settings` says how it is set. Each run's database is `cf_<hex>`, made fresh and dropped after.
"""

from __future__ import annotations

import asyncio
import contextlib
import shutil
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from benchmarks._flow import FILLER_COLUMNS, filler_rows
from tests import pg

DURABLE = ("fsync", "synchronous_commit", "full_page_writes")


@contextlib.asynccontextmanager
async def server(url: str | None) -> AsyncIterator[str]:
    """The admin URL to make databases on: `url` as given, or a throwaway durable server (stopped and
    removed when the block ends, also when it raises)."""
    if url:
        yield url
        return
    cluster_mod = pg.pgcluster()
    if cluster_mod.find_bin_dir() is None:
        raise SystemExit(f"{pg.UNAVAILABLE} (or pass --database-url)")
    folder = Path(tempfile.mkdtemp(prefix="campfire-bench-pg-"))
    try:
        cluster = await asyncio.to_thread(cluster_mod.start, folder)
        try:
            await make_durable(cluster.url)
            yield cluster.url
        finally:
            await asyncio.to_thread(cluster.stop)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


async def make_durable(admin_url: str) -> None:
    """Turn the throwaway server's shortcuts off (ALTER SYSTEM, reloaded) and wait until it runs so."""
    import asyncpg

    conn = await asyncpg.connect(admin_url)
    try:
        for name in DURABLE:
            await conn.execute(f"ALTER SYSTEM SET {name} = on")
        await conn.execute("SELECT pg_reload_conf()")
        for _ in range(200):  # the reload is asynchronous
            rows = await conn.fetch(
                "SELECT setting FROM pg_settings WHERE name = ANY($1::text[])", list(DURABLE)
            )
            if all(r["setting"] == "on" for r in rows):
                return
            await asyncio.sleep(0.05)
        raise RuntimeError("the throwaway PostgreSQL did not take fsync=on")
    finally:
        await conn.close()


async def server_settings(url: str) -> str:
    """The version and durability settings of the server at url, in one line."""
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch(
            "SELECT name, setting FROM pg_settings WHERE name = ANY($1::text[])", ["server_version", *DURABLE]
        )
    finally:
        await conn.close()
    got = {r["name"]: r["setting"] for r in rows}
    return f"PostgreSQL {got.get('server_version', '?')}, " + ", ".join(
        f"{n}={got.get(n, '?')}" for n in DURABLE
    )


@contextlib.asynccontextmanager
async def fresh_database(admin_url: str) -> AsyncIterator[str]:
    """A fresh empty database on the server for the block; dropped (WITH FORCE) when it ends."""
    url = await pg.acreate_database(admin_url)
    try:
        yield url
    finally:
        await pg.adrop_database(admin_url, url)


async def fill(storage: Any, sessions: int) -> None:
    """Store `sessions` running Forest Gangs games in other channels (one COPY), like `_flow.fill`."""
    rows = filler_rows(sessions)
    async with storage.pool.acquire() as conn:
        await conn.copy_records_to_table("sessions", records=rows, columns=list(FILLER_COLUMNS))
        state = FILLER_COLUMNS.index("state")
        await conn.copy_records_to_table(
            "session_starts",
            records=[(r[0], r[state]) for r in rows],
            columns=["session_id", "initial_state"],
        )
        await conn.execute("ANALYZE sessions")
