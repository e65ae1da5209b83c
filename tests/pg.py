"""PostgreSQL for the tests: one server per test session, one fresh empty database per test.

The server is CAMPFIRE_TEST_POSTGRES_URL when set (an admin URL: a role that may CREATE and DROP
databases), else a throwaway cluster that scripts/pgcluster.py starts in a temp folder for the session.
Without either, PostgreSQL tests are skipped, except under CI=true, where they fail: CI must never
silently skip PostgreSQL.

Each test database is `cf_<16 hex>`, created from template0 as UTF8 with the C collation (byte order,
like SQLite's default), and dropped WITH (FORCE) afterwards, so a connection a test forgot to close
cannot keep it alive. The helpers come in async form (`acreate_database`, `adrop_database`) and as
blocking wrappers that run on their own thread and loop, callable from sync and async fixtures alike.
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
import re
import secrets
import shutil
import sys
import tempfile
from collections.abc import Awaitable, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import TypeVar
from urllib.parse import urlsplit, urlunsplit

import pytest

ENV_URL = "CAMPFIRE_TEST_POSTGRES_URL"
UNAVAILABLE = "PostgreSQL not available: install postgresql or set CAMPFIRE_TEST_POSTGRES_URL"
DB_NAME = re.compile(r"cf_[0-9a-f]{16}")
PGCLUSTER_PATH = Path(__file__).resolve().parent.parent / "scripts" / "pgcluster.py"

T = TypeVar("T")


def pgcluster() -> ModuleType:
    """scripts/pgcluster.py as a module (scripts/ is not a package)."""
    name = "campfire_pgcluster"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, PGCLUSTER_PATH)
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses look their module up while the class is built
        spec.loader.exec_module(module)
    return sys.modules[name]


def in_ci() -> bool:
    """True when CI=true (or 1/yes): PostgreSQL tests must run there, never skip."""
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


def _unavailable(reason: str) -> None:
    if in_ci():
        pytest.fail(f"{reason} (CI=true: the PostgreSQL tests must not be skipped)", pytrace=False)
    pytest.skip(reason)


@contextmanager
def session_server() -> Iterator[str]:
    """The admin URL of the session's server: CAMPFIRE_TEST_POSTGRES_URL, or a throwaway cluster."""
    url = os.environ.get(ENV_URL, "").strip()
    if url:
        yield url
        return
    cluster_mod = pgcluster()
    if cluster_mod.find_bin_dir() is None:
        _unavailable(UNAVAILABLE)
    folder = Path(tempfile.mkdtemp(prefix="campfire-pg-"))
    try:
        try:
            cluster = cluster_mod.start(folder)
        except cluster_mod.ClusterError as exc:
            pytest.fail(f"could not start a throwaway PostgreSQL: {exc}", pytrace=False)
        try:
            yield cluster.url
        finally:
            cluster.stop()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def database_url(admin_url: str, name: str) -> str:
    """admin_url pointing at database `name` instead (same user, host, port and query)."""
    return urlunsplit(urlsplit(admin_url)._replace(path=f"/{name}"))


def database_name(url: str) -> str:
    """The database of a URL made by create_database; refuses any other name (we only drop our own)."""
    name = urlsplit(url).path.lstrip("/")
    if not DB_NAME.fullmatch(name):
        raise ValueError(f"not a test database made by tests.pg: {name!r}")
    return name


async def _connect(url: str):
    try:
        import asyncpg
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise RuntimeError("the PostgreSQL tests need asyncpg: pip install 'asyncpg>=0.29'") from exc
    return await asyncpg.connect(url)


async def acreate_database(admin_url: str) -> str:
    """Create a fresh empty database `cf_<hex>` on the admin URL's server; return its URL."""
    name = f"cf_{secrets.token_hex(8)}"
    conn = await _connect(admin_url)
    try:
        await conn.execute(
            f"CREATE DATABASE {name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'"
        )
    finally:
        await conn.close()
    return database_url(admin_url, name)


async def adrop_database(admin_url: str, url: str) -> None:
    """Drop a database made by create_database, ending any connection still open to it."""
    name = database_name(url)
    conn = await _connect(admin_url)
    try:
        await conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
    finally:
        await conn.close()


def _blocking(make: Callable[[], Awaitable[T]]) -> T:
    """Run a coroutine to the end on a thread of its own, so it works whether or not a loop is running."""

    async def main() -> T:
        return await make()

    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="tests-pg") as pool:
        return pool.submit(asyncio.run, main()).result()


def create_database(admin_url: str) -> str:
    """Blocking acreate_database."""
    return _blocking(lambda: acreate_database(admin_url))


def drop_database(admin_url: str, url: str) -> None:
    """Blocking adrop_database."""
    _blocking(lambda: adrop_database(admin_url, url))


@contextmanager
def fresh_database(admin_url: str) -> Iterator[str]:
    """A fresh empty database for the with-block, dropped at its end (also when the block raises)."""
    url = create_database(admin_url)
    try:
        yield url
    finally:
        drop_database(admin_url, url)
