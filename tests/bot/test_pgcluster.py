"""The PostgreSQL test infrastructure: scripts/pgcluster.py's throwaway server and tests/pg.py's databases.

Without server binaries or CAMPFIRE_TEST_POSTGRES_URL these tests skip (fail under CI=true).
"""

from __future__ import annotations

import asyncio
import shutil
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

import asyncpg
import pytest

from tests import pg

PGCLUSTER = pg.pgcluster()

# Every database the postgres_db_url fixture handed to a test of this module (checked at module end).
_FIXTURE_DBS: list[str] = []


def _exists(admin_url: str, names: list[str]) -> list[str]:
    """Which of these databases the server still has."""

    async def query() -> list[str]:
        conn = await asyncpg.connect(admin_url)
        try:
            rows = await conn.fetch("SELECT datname FROM pg_database WHERE datname = ANY($1::text[])", names)
        finally:
            await conn.close()
        return sorted(r["datname"] for r in rows)

    return asyncio.run(query())


@pytest.fixture(scope="module", autouse=True)
def _fixture_databases_are_dropped_at_teardown(postgres_server_url):
    """After this module: every database postgres_db_url created was dropped by its teardown."""
    yield
    if _FIXTURE_DBS:
        assert _exists(postgres_server_url, _FIXTURE_DBS) == []


@pytest.fixture
def db_url(postgres_db_url: str) -> str:
    _FIXTURE_DBS.append(pg.database_name(postgres_db_url))
    return postgres_db_url


@pytest.fixture
def cluster_folder():
    """A temp folder the postgres user can reach when we are root (pytest's tmp_path is closed to it)."""
    if PGCLUSTER.find_bin_dir() is None:
        if pg.in_ci():
            pytest.fail("PostgreSQL server binaries not found under CI=true", pytrace=False)
        pytest.skip(pg.UNAVAILABLE)
    folder = Path(tempfile.mkdtemp(prefix="campfire-pg-test-"))
    yield folder
    PGCLUSTER.stop(folder)
    shutil.rmtree(folder, ignore_errors=True)


async def test_a_fresh_database_is_empty_writable_utf8_and_byte_ordered(db_url, postgres_server_url):
    name = pg.database_name(db_url)
    assert db_url == pg.database_url(postgres_server_url, name)
    conn = await asyncpg.connect(db_url)
    try:
        assert await conn.fetchval("SELECT current_database()") == name
        user_tables = await conn.fetchval(
            "SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'"
        )
        assert user_tables == 0
        await conn.execute("CREATE TABLE sessions (id bigint PRIMARY KEY, state text NOT NULL)")
        await conn.execute("INSERT INTO sessions VALUES (1, $1)", "Bang & Twang ♪ – ünïcode")
        assert await conn.fetchval("SELECT state FROM sessions WHERE id = 1") == "Bang & Twang ♪ – ünïcode"
        assert await conn.fetchval("SHOW server_encoding") == "UTF8"
        # The C collation compares bytes, like SQLite: 'B' (0x42) sorts before 'a' (0x61).
        assert await conn.fetchval("SELECT 'B' < 'a'") is True
    finally:
        await conn.close()


async def test_two_fresh_databases_are_isolated(db_url, postgres_server_url):
    other = await pg.acreate_database(postgres_server_url)
    try:
        assert pg.database_name(other) != pg.database_name(db_url)
        first = await asyncpg.connect(db_url)
        second = await asyncpg.connect(other)
        try:
            await first.execute("CREATE TABLE t (v int)")
            await first.execute("INSERT INTO t VALUES (7)")
            assert await second.fetchval("SELECT to_regclass('public.t')") is None
            await second.execute("CREATE TABLE t (v int)")  # same name, no clash
            await second.execute("INSERT INTO t VALUES (8), (9)")
            assert [r["v"] for r in await first.fetch("SELECT v FROM t")] == [7]
            assert [r["v"] for r in await second.fetch("SELECT v FROM t ORDER BY v")] == [8, 9]
        finally:
            await first.close()
            await second.close()
    finally:
        await pg.adrop_database(postgres_server_url, other)


async def test_drop_ends_open_connections_and_removes_the_database(postgres_server_url):
    url = await pg.acreate_database(postgres_server_url)
    name = pg.database_name(url)
    held = await asyncpg.connect(url)  # a connection a test forgot to close
    await held.execute("CREATE TABLE t (v int)")
    await pg.adrop_database(postgres_server_url, url)
    admin = await asyncpg.connect(postgres_server_url)
    try:
        assert await admin.fetchval("SELECT count(*) FROM pg_database WHERE datname = $1", name) == 0
    finally:
        await admin.close()
    with pytest.raises((asyncpg.PostgresError, asyncpg.InterfaceError, ConnectionError)):
        await held.fetchval("SELECT 1")
    held.terminate()


def test_fresh_database_is_dropped_even_when_the_block_raises(postgres_server_url):
    seen: list[str] = []
    with pytest.raises(RuntimeError, match="boom"), pg.fresh_database(postgres_server_url) as url:
        seen.append(pg.database_name(url))
        assert _exists(postgres_server_url, seen) == seen
        raise RuntimeError("boom")
    assert _exists(postgres_server_url, seen) == []


def test_only_test_databases_can_be_dropped(postgres_server_url):
    for url in (postgres_server_url, pg.database_url(postgres_server_url, "campfire")):
        with pytest.raises(ValueError, match="not a test database"):
            pg.drop_database(postgres_server_url, url)
    assert _exists(postgres_server_url, ["postgres"]) == ["postgres"]


async def test_start_gives_a_tuned_loopback_server_and_stop_ends_it(cluster_folder):
    cluster = PGCLUSTER.start(cluster_folder)
    assert cluster.url == f"postgresql://postgres@127.0.0.1:{cluster.port}/postgres"
    conn = await asyncpg.connect(cluster.url)
    try:
        shown = {
            key: await conn.fetchval(f"SHOW {key}")
            for key in (
                "fsync",
                "synchronous_commit",
                "full_page_writes",
                "listen_addresses",
                "max_connections",
                "server_encoding",
                "unix_socket_directories",
            )
        }
        assert await conn.fetchval("SELECT current_user") == "postgres"
    finally:
        await conn.close()
    assert shown == {
        "fsync": "off",
        "synchronous_commit": "off",
        "full_page_writes": "off",
        "listen_addresses": "127.0.0.1",
        "max_connections": "200",
        "server_encoding": "UTF8",
        "unix_socket_directories": str(cluster_folder.resolve()),
    }
    assert (cluster_folder / "postgresql.log").is_file()
    cluster.stop()
    assert not (cluster_folder / "data" / "postmaster.pid").exists()
    with pytest.raises(OSError):
        await asyncpg.connect(cluster.url, timeout=10)
    cluster.stop()  # a second stop is a no-op


def test_start_on_a_taken_port_says_why_with_the_log_tail(cluster_folder):
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        with pytest.raises(PGCLUSTER.ClusterError) as caught:
            PGCLUSTER.start(cluster_folder, port=port)
    message = str(caught.value)
    assert message.splitlines()[0].startswith(f"PostgreSQL did not start on 127.0.0.1:{port}")
    assert "postgresql.log (last lines)" in message
    assert "Address already in use" in message


def test_the_command_line_starts_prints_the_url_and_stops(cluster_folder):
    script = str(pg.PGCLUSTER_PATH)
    found = subprocess.run([sys.executable, script, "bin-dir"], capture_output=True, text=True, check=True)
    assert Path(found.stdout.strip()) == PGCLUSTER.find_bin_dir()
    started = subprocess.run(
        [sys.executable, script, "start", str(cluster_folder)], capture_output=True, text=True, timeout=120
    )
    assert started.returncode == 0, started.stderr
    url = started.stdout.strip()
    assert url.startswith("postgresql://postgres@127.0.0.1:") and url.endswith("/postgres")
    assert _exists(url, ["template1"]) == ["template1"]  # it answers, and keeps running after the CLI exits
    stopped = subprocess.run(
        [sys.executable, script, "stop", str(cluster_folder)], capture_output=True, text=True, timeout=120
    )
    assert stopped.returncode == 0, stopped.stderr
    assert not (cluster_folder / "data" / "postmaster.pid").exists()
