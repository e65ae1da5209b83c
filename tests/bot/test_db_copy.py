"""`python -m bot db copy FROM TO`: SQLite → PostgreSQL → SQLite keeps every row and every replay;
the refusals (TO not empty, FROM missing, the same database, a newer schema) and the failures (a
tampered state, a row PostgreSQL cannot take) are one line each, run as real commands."""

from __future__ import annotations

import asyncio
import os
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.dbcopy import NOT_COPIED, TABLES, Location
from bot.sessions import SessionManager
from bot.storage import copy_database
from bot.storage.sqlite import SqliteStorage
from engines import get_game
from tests.bot.test_first_run import _bot, _environ, _one_line

GUILD = 1_234_567_890_123_456_789
"""A real-sized snowflake: ints must stay exact (they do not fit a double)."""
HOST, BOB = 10, 11
SUMMARY = re.compile(
    r"^Copied (\d+) sessions \((\d+) actions, (\d+) results, (\d+) messages\) from (\S+) to (\S+);"
    r" replayed (\d+) started sessions: all match\.$"
)


def first_legal(engine: Any, seat: int) -> Any:
    return engine.legal_actions(seat)[0]


async def _finished(m: SessionManager, game: str, channel: int) -> str:
    """The host and AIs play `game` to its end (the host takes its first legal action each time)."""
    rec = await m.create_lobby(
        game, guild_id=GUILD, channel_id=channel, host_id=HOST, host_name="Host", options={}
    )
    for _ in range(get_game(game).engine.min_seats - 1):
        await m.lobby(channel, rec.id, HOST, "Host", "add_ai")
    await m.lobby(channel, rec.id, HOST, "Host", "start")
    for _ in range(500):
        if (await m.storage.get_session(rec.id)).status != "running":
            break
        await m.submit(channel, HOST, first_legal, session_id=rec.id)
    assert (await m.storage.get_session(rec.id)).status == "finished"
    return rec.id


async def _build(path: Path) -> dict[str, str]:
    """Two finished games with results, one running game (two humans, decision deadlines, message
    anchors), an open lobby and a cancelled one. Returns session ids by what they are."""
    storage = SqliteStorage(path)
    await storage.open()
    try:
        m = SessionManager(storage)
        for key in ("forest_gangs", "bang_and_twang"):
            m.register(get_game(key), lambda e, r: None)
        ids = {
            "forest": await _finished(m, "forest_gangs", 100),
            "bang": await _finished(m, "bang_and_twang", 101),
        }
        ch = 102
        rec = await m.create_lobby(
            "forest_gangs", guild_id=GUILD, channel_id=ch, host_id=HOST, host_name="Host", options={}
        )
        await m.lobby(ch, rec.id, BOB, "Bob", "join")
        await m.lobby(ch, rec.id, HOST, "Host", "add_ai")
        await m.lobby(ch, rec.id, HOST, "Host", "start")
        for _ in range(3):
            engine = m.engine_of(await storage.get_session(rec.id))
            uid = next(u for u, s in ((HOST, 0), (BOB, 1)) if engine.legal_actions(s))
            await m.submit(ch, uid, first_legal, session_id=rec.id)
        ids["running"] = rec.id
        await storage.set_message(rec.id, "table", -1, ch, 1_300_000_000_000_000_001, "hash-table")
        await storage.set_message(
            rec.id, "hand", 0, 1_300_000_000_000_000_010, 1_300_000_000_000_000_011, "h0"
        )
        await storage.set_message(
            rec.id, "hand", 1, 1_300_000_000_000_000_020, 1_300_000_000_000_000_021, "h1"
        )
        await storage.set_message(ids["forest"], "table", -1, 100, 1_300_000_000_000_000_002, "done")
        ids["lobby"] = (
            await m.create_lobby(
                "bang_and_twang", guild_id=None, channel_id=103, host_id=BOB, host_name="Bob", options={}
            )
        ).id
        gone = await m.create_lobby(
            "forest_gangs", guild_id=GUILD, channel_id=104, host_id=HOST, host_name="Host", options={}
        )
        await m.lobby(104, gone.id, HOST, "Host", "cancel")
        ids["cancelled"] = gone.id
    finally:
        await storage.close()
    return ids


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    folder = tmp_path_factory.mktemp("dbcopy")
    path = folder / "built.sqlite3"
    ids = asyncio.run(_build(path))
    return path, ids


@pytest.fixture
def source(built: tuple[Path, dict[str, str]], tmp_path: Path) -> Path:
    """This test's own copy of the built SQLite database."""
    return copy_database(built[0], tmp_path / "from.sqlite3").path


def ordered(cols: list[str], key: tuple[str, ...]) -> list[str]:
    """The key columns first, then the others by name (both dialects list them the same way)."""
    return [*key, *sorted(set(cols) - set(key))]


def sqlite_rows(path: Path) -> dict[str, list[tuple]]:
    """Every row of every copied table, in primary-key order, exactly as stored."""
    con = sqlite3.connect(path)
    try:
        out = {}
        for table, key in TABLES:
            cols = [r[1] for r in con.execute(f"PRAGMA table_info({table})")]
            sql = f"SELECT {', '.join(ordered(cols, key))} FROM {table} ORDER BY {', '.join(key)}"
            out[table] = [tuple(r) for r in con.execute(sql)]
        return out
    finally:
        con.close()


def pg_rows(url: str) -> dict[str, list[tuple]]:
    async def read() -> dict[str, list[tuple]]:
        import asyncpg

        conn = await asyncpg.connect(url)
        try:
            out = {}
            for table, key in TABLES:
                cols = [
                    r[0]
                    for r in await conn.fetch(
                        "SELECT column_name FROM information_schema.columns WHERE table_name = $1", table
                    )
                ]
                sql = f"SELECT {', '.join(ordered(cols, key))} FROM {table} ORDER BY {', '.join(key)}"
                out[table] = [tuple(r) for r in await conn.fetch(sql)]
            return out
        finally:
            await conn.close()

    return asyncio.run(read())


def pg_execute(url: str, sql: str, *args: Any) -> None:
    async def run() -> None:
        import asyncpg

        conn = await asyncpg.connect(url)
        try:
            await conn.execute(sql, *args)
        finally:
            await conn.close()

    asyncio.run(run())


def typed(rows: dict[str, list[tuple]]) -> dict[str, list[tuple]]:
    """The rows with each value's type beside it: an int that became a float (or text) differs."""
    return {t: [tuple((type(v).__name__, v) for v in row) for row in rs] for t, rs in rows.items()}


def sqlite_execute(path: Path, sql: str, *args: Any) -> None:
    con = sqlite3.connect(path)
    try:
        con.execute(sql, args)
        con.commit()
    finally:
        con.close()


def copy_cmd(tmp_path: Path, src: str, dst: str):
    return _bot(tmp_path, _environ(tmp_path), "db", "copy", src, dst)


def test_sqlite_to_postgresql_and_back_keeps_every_row_and_replay(source, built, postgres_db_url, tmp_path):
    """Every row of every table arrives with the same values and types (big snowflakes as ints,
    REAL times as doubles, the state text byte for byte), both ways; the summary counts what it copied
    and replays every started session; the password in the URL is never printed."""
    ids = built[1]
    before = sqlite_rows(source)
    assert {r[0] for r in before["sessions"]} == set(ids.values())
    assert before["deadlines"] and before["messages"] and before["results"] and before["result_players"]
    assert {s for s, *_ in before["deadlines"]} == {ids["running"], ids["lobby"]}
    con = sqlite3.connect(source)
    (started,) = con.execute("SELECT COUNT(*) FROM session_starts").fetchone()
    con.close()
    assert started == 3  # two finished games and the running one

    secret_url = postgres_db_url.replace("postgresql://postgres@", "postgresql://postgres:hunter2@")
    proc = copy_cmd(tmp_path, str(source), secret_url)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == "" and "hunter2" not in proc.stdout
    match = SUMMARY.match(proc.stdout.strip())
    assert match, proc.stdout
    n, a, r, msgs, frm, to, k = match.groups()
    assert (int(n), int(a), int(r), int(msgs), int(k)) == (
        len(before["sessions"]),
        len(before["actions"]),
        len(before["results"]),
        len(before["messages"]),
        started,
    )
    assert frm == str(source) and to == secret_url.replace(":hunter2@", ":***@")
    assert typed(pg_rows(postgres_db_url)) == typed(before)

    # A claim on a deadline belongs to a process on that database: the copy has the deadline, unclaimed.
    pg_execute(
        postgres_db_url,
        "UPDATE deadlines SET claimed_by = 'proc-a', claimed_until = 1e10 WHERE session_id = $1",
        ids["running"],
    )
    back = tmp_path / "back" / "again.sqlite3"
    proc = copy_cmd(tmp_path, postgres_db_url, f"sqlite:///{back}")
    assert proc.returncode == 0, proc.stderr
    assert SUMMARY.match(proc.stdout.strip()), proc.stdout
    assert typed(sqlite_rows(back)) == typed(before)


def test_refusals_are_one_line_and_change_nothing(source, postgres_db_url, tmp_path):
    """TO holding sessions, FROM missing (no file is made for it), FROM not a Campfire database,
    FROM newer than this code, and FROM and TO the same database, however spelled."""
    assert copy_cmd(tmp_path, str(source), postgres_db_url).returncode == 0
    in_pg = pg_rows(postgres_db_url)
    other = tmp_path / "other.sqlite3"
    for src, dst, code, words in [
        (str(source), postgres_db_url, 1, "holds sessions already"),
        (postgres_db_url, str(source), 1, "holds sessions already"),
        (str(tmp_path / "missing.sqlite3"), str(other), 1, "no database at"),
        (str(source), f"sqlite:///{source}", 2, "the same database"),
        (str(source), str(tmp_path / "." / source.name), 2, "the same database"),
        (postgres_db_url, postgres_db_url.replace("postgresql://", "postgres://", 1), 2, "the same database"),
        (str(source), "mysql://h/db", 2, "unknown database URL scheme"),
    ]:
        proc = copy_cmd(tmp_path, src, dst)
        assert proc.returncode == code, (src, dst, proc.stderr)
        assert words in _one_line(proc), (src, dst)
        assert proc.stdout == ""
    assert not (tmp_path / "missing.sqlite3").exists()
    assert not other.exists()
    assert pg_rows(postgres_db_url) == in_pg
    link = tmp_path / "link.sqlite3"
    os.symlink(source, link)
    assert "the same database" in _one_line(copy_cmd(tmp_path, str(link), str(source)))

    empty = tmp_path / "empty.sqlite3"
    empty.touch()
    proc = copy_cmd(tmp_path, str(empty), str(other))
    assert proc.returncode == 1 and "not a Campfire database" in _one_line(proc)
    newer = copy_database(source, tmp_path / "newer.sqlite3").path
    sqlite_execute(newer, "PRAGMA user_version = 99")
    proc = copy_cmd(tmp_path, str(newer), str(other))
    assert proc.returncode == 1 and "newer than this Campfire" in _one_line(proc)
    assert not other.exists()


def test_a_tampered_state_is_named_as_a_replay_mismatch(source, built, postgres_db_url, tmp_path):
    """A finished game whose stored state is not what its log replays to: exit 1, the session named,
    and the copy said to be faithful (FROM's replay differs as well)."""
    bad = built[1]["bang"]
    sqlite_execute(
        source,
        "UPDATE sessions SET state = (SELECT initial_state FROM session_starts WHERE session_id = id) WHERE id = ?",
        bad,
    )
    proc = copy_cmd(tmp_path, str(source), postgres_db_url)
    assert proc.returncode == 1
    line = _one_line(proc)
    assert f"the first, {bad}:" in line and "DIFFERS" in line and "the copy is faithful" in line
    assert "1 of 3 started sessions" in line
    assert typed(pg_rows(postgres_db_url)) == typed(sqlite_rows(source))


def test_a_row_postgresql_cannot_take_leaves_to_empty(source, built, postgres_db_url, tmp_path):
    """SQLite let a text into an integer column: the copy fails on that row, naming it, and TO holds
    no row of any table (the sessions already written are rolled back with it)."""
    running = built[1]["running"]
    con = sqlite3.connect(source)
    (seat,) = con.execute("SELECT seat FROM actions WHERE session_id = ? AND seq = 2", (running,)).fetchone()
    con.close()
    sqlite_execute(source, "UPDATE actions SET seat = 'north' WHERE session_id = ? AND seq = 2", running)
    proc = copy_cmd(tmp_path, str(source), postgres_db_url)
    assert proc.returncode == 1
    line = _one_line(proc)
    assert f"actions row session_id='{running}', seq=2" in line and "'north'" in line
    assert all(rows == [] for rows in pg_rows(postgres_db_url).values())
    # …so the copy can simply be run again once FROM is fixed.
    sqlite_execute(source, "UPDATE actions SET seat = ? WHERE session_id = ? AND seq = 2", seat, running)
    # A value the server itself rejects (PostgreSQL text cannot hold NUL), in the last table written.
    sqlite_execute(source, "UPDATE result_players SET name = 'A' || char(0) || 'B' WHERE seat = 0")
    proc = copy_cmd(tmp_path, str(source), postgres_db_url)
    assert proc.returncode == 1
    assert "the copy failed" in _one_line(proc) and "nothing was copied" in _one_line(proc)
    assert all(rows == [] for rows in pg_rows(postgres_db_url).values())
    sqlite_execute(source, "UPDATE result_players SET name = 'Host' WHERE seat = 0")
    proc = copy_cmd(tmp_path, str(source), postgres_db_url)
    assert proc.returncode == 0, proc.stderr
    assert typed(pg_rows(postgres_db_url)) == typed(sqlite_rows(source))


async def test_every_table_of_the_schema_is_copied_or_named_as_not_copied(tmp_path, postgres_db_url):
    """A new table in a migration must be added to TABLES (or NOT_COPIED): db copy refuses unknown ones."""
    from bot.dbcopy import _dialect
    from bot.storage.postgres import PostgresStorage

    copied = {t for t, _ in TABLES}
    for storage in (SqliteStorage(tmp_path / "fresh.sqlite3"), PostgresStorage(postgres_db_url)):
        await storage.open()
        try:
            found = await _dialect(storage).tables()
        finally:
            await storage.close()
        assert copied <= found and found - copied <= NOT_COPIED, (storage.kind, found)


def test_locations_parse_like_the_database_url_setting():
    assert Location.parse("sqlite:///var/c.sqlite3", "FROM").path == Path("var/c.sqlite3")
    assert Location.parse("sqlite:////abs/c.sqlite3", "FROM").path == Path("/abs/c.sqlite3")
    assert Location.parse("data/c.sqlite3", "FROM").path == Path("data/c.sqlite3")
    pg = Location.parse("postgresql://u:pw@h:5432/d", "TO")
    assert pg.url == "postgresql://u:pw@h:5432/d" and pg.label == "postgresql://u:***@h:5432/d"
