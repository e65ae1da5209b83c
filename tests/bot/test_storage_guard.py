"""The database is checked before it is used: schema guard, migrations, integrity, session ids.

Real SQLite files throughout; the command line runs in a subprocess (`python -m bot …`) like in
tests/bot/test_first_run.py, whose loopback Discord and clean environment are reused. A
`sitecustomize.py` may point `bot.storage.sql.MIGRATIONS` at a folder of test migrations
(`CAMPFIRE_TEST_MIGRATIONS`), so a real `migrate` upgrades a real older file.
"""

from __future__ import annotations

import hashlib
import os
import secrets
import shutil
import sqlite3
from pathlib import Path
from types import SimpleNamespace

import pytest

import bot.sessions.lobby
from bot import storage as storage_mod
from bot.sessions import SessionManager
from bot.storage import (
    DatabaseDamaged,
    SchemaTooNew,
    SeatInfo,
    SessionIdsExhausted,
    SessionRecord,
    StorageOpenError,
    schema_version,
)
from bot.storage.sqlite import SqliteStorage
from tests.bot.test_first_run import _bot, _environ, _one_line, fake_discord  # noqa: F401  (pytest fixture)
from tests.bot.toy import TOY
from tests.cogs.conftest import Clock, labels, make_bot, start_harness
from tests.discord_harness import harness_factory  # noqa: F401  (pytest fixture)

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60
MIGRATIONS_HOOK = """
_migrations = os.environ.get("CAMPFIRE_TEST_MIGRATIONS")
if _migrations:
    import pathlib

    import bot.storage.sql

    bot.storage.sql.MIGRATIONS = pathlib.Path(_migrations)
"""


# ---- helpers (also used by test_backups.py) ---------------------------------------------------------


def environ(tmp_path: Path, api_base: str | None = None, **settings: str) -> dict[str, str]:
    """The first-run tests' clean environment, with the test migrations hook."""
    return _environ(tmp_path, api_base, hook=MIGRATIONS_HOOK, **settings)


cli = _bot
error_line = _one_line


def digest(path: Path) -> str:
    """The file's bytes, hashed (to show it was not written)."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def siblings(path: Path) -> set[str]:
    """Names of the files next to `path` that SQLite would write (journal, WAL, shared memory)."""
    return {
        p.name
        for p in path.parent.iterdir()
        if p.name.startswith(path.name + "-") and p.name != path.name + "-lock"
    }


def record(sid: str, channel: int, status: str = "finished") -> SessionRecord:
    """A stored session of the toy game."""
    return SessionRecord(
        id=sid,
        guild_id=1,
        channel_id=channel,
        game="toy",
        rules_version=1,
        seed=1,
        host_id=1,
        seats=[SeatInfo(user_id=1, name="A")],
        options={},
        status=status,
        version=1,
        state="{}",
    )


async def campfire_file(path: Path, sessions: int = 3, *, rollback_journal: bool = True) -> Path:
    """A valid Campfire database with `sessions` finished sessions, closed (a single file)."""
    s = SqliteStorage(path)
    await s.open()
    for i in range(sessions):
        await s.create_session(record(f"{i:08x}", 1000 + i, "finished"))
    await s.close()
    if rollback_journal:
        con = sqlite3.connect(path)
        con.execute("PRAGMA journal_mode=DELETE")
        con.close()
    return path


def set_user_version(path: Path, version: int) -> None:
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {version}")
    con.commit()
    con.close()


def user_version(path: Path) -> int:
    con = sqlite3.connect(path)
    try:
        return int(con.execute("PRAGMA user_version").fetchone()[0])
    finally:
        con.close()


def damage(path: Path, pages: tuple[int, ...] = (5, 6, 7)) -> None:
    """Overwrite whole pages in the middle of the file (the sessions table's rows)."""
    size = path.stat().st_size
    assert size >= (max(pages) + 2) * 4096, "the file is too small to damage in the middle"
    with path.open("r+b") as f:
        for page in pages:
            f.seek(page * 4096)
            f.write(os.urandom(4096))


# ---- schema guard -------------------------------------------------------------------------------------


async def test_a_newer_schema_is_refused_by_storage_and_the_bot_and_not_written(tmp_path):
    """user_version=99 on a valid file: open() raises SchemaTooNew, the bot does not start, no byte changes."""
    db = await campfire_file(tmp_path / "db.sqlite3")
    set_user_version(db, 99)
    before = digest(db)
    with pytest.raises(SchemaTooNew) as err:
        await SqliteStorage(db).open()
    assert err.value.found == 99 and err.value.supported == schema_version()
    assert "99" in err.value.reason and "newer" in err.value.reason
    bot_ = make_bot(db, Clock(), ("cogs.forest_gangs",))
    with pytest.raises(SchemaTooNew):
        await bot_.prepare()  # what setup_hook runs first: no cog, no click ever reaches the file
    assert digest(db) == before and siblings(db) == set()


NEWER_COMMANDS = [
    ["run"],
    ["migrate"],
    ["replay", "00000000"],
    ["db", "check"],
    ["db", "backup"],
]


@pytest.mark.parametrize("command", NEWER_COMMANDS, ids=lambda c: "-".join(c))
async def test_a_newer_schema_is_refused_by_every_command(tmp_path, fake_discord, command):  # noqa: F811
    """Every command that opens the file: one line naming the versions, exit 1, the file unchanged.

    `run` has a token, and checks the database before logging in: Discord is never asked.
    """
    db = await campfire_file(tmp_path / "db.sqlite3")
    set_user_version(db, 99)
    before = digest(db)
    env = environ(
        tmp_path, fake_discord.base, CAMPFIRE_DATABASE_PATH=str(db), CAMPFIRE_TOKEN="not-a-real-token"
    )
    proc = cli(tmp_path, env, *command)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    line = error_line(proc)
    assert "schema version 99" in line and f"({schema_version()})" in line and "newer" in line
    assert "CAMPFIRE_DATABASE_PATH" in line and str(db) in line
    assert "at schema version" not in proc.stdout  # the old "migrate" success line
    assert digest(db) == before and siblings(db) == set()
    assert fake_discord.requests == []
    assert not (tmp_path / "backups").exists()  # not even a backup was made of it


async def test_restore_refuses_a_backup_with_a_newer_schema(tmp_path):
    """`db restore` of a file written by a newer Campfire: refused, the database untouched."""
    db = await campfire_file(tmp_path / "db.sqlite3")
    newer = await campfire_file(tmp_path / "newer.sqlite3", sessions=1)
    set_user_version(newer, 99)
    before = digest(db)
    proc = cli(tmp_path, environ(tmp_path, CAMPFIRE_DATABASE_PATH=str(db)), "db", "restore", str(newer))
    assert proc.returncode == 1
    line = error_line(proc)
    assert "schema version 99" in line and str(newer) in line
    assert digest(db) == before


def _migrations(folder: Path, **extra: str) -> Path:
    """A copy of the real migrations plus `extra` files (name -> SQL)."""
    folder.mkdir()
    for f in storage_mod.MIGRATIONS.glob("V*__*.sql"):
        shutil.copyfile(f, folder / f.name)
    for name, sql in extra.items():
        (folder / name).write_text(sql, encoding="utf-8")
    return folder


async def test_migrate_upgrades_an_older_file_after_a_backup(tmp_path):
    """`migrate` on a version-N file with a new V(N+1): a backup of the old file first, then the upgrade."""
    db = await campfire_file(tmp_path / "db.sqlite3", sessions=4)
    old = user_version(db)
    new = old + 1
    folder = _migrations(
        tmp_path / "migrations",
        **{
            f"V{new}__extra.sql": "-- a test migration\nCREATE TABLE extra (x INTEGER);\nINSERT INTO extra VALUES (7);\n"
        },
    )
    env = environ(tmp_path, CAMPFIRE_DATABASE_PATH=str(db), CAMPFIRE_TEST_MIGRATIONS=str(folder))
    proc = cli(tmp_path, env, "migrate")
    assert proc.returncode == 0, proc.stderr
    assert f"upgraded from schema version {old} to {new}" in proc.stdout
    backups = sorted((tmp_path / "backups").glob("*.sqlite3"))
    assert len(backups) == 1 and f"-pre-v{new}-" in backups[0].name
    assert str(backups[0]) in proc.stdout
    assert user_version(backups[0]) == old
    with sqlite3.connect(backups[0]) as con:
        assert con.execute("SELECT COUNT(*) FROM sessions").fetchone()[0] == 4
        assert not con.execute("SELECT name FROM sqlite_master WHERE name = 'extra'").fetchall()
    con.close()
    assert user_version(db) == new
    with sqlite3.connect(db) as con:
        assert con.execute("SELECT x FROM extra").fetchall() == [(7,)]
    con.close()
    again = cli(tmp_path, env, "migrate")
    assert again.returncode == 0 and "up to date" in again.stdout
    assert len(list((tmp_path / "backups").glob("*.sqlite3"))) == 1  # nothing to back up this time


async def test_every_pending_migration_runs_in_one_transaction(tmp_path):
    """Two pending migrations, the second fails half-way: nothing of either stays, the version is unchanged."""
    db = await campfire_file(tmp_path / "db.sqlite3")
    old = user_version(db)
    folder = _migrations(
        tmp_path / "migrations",
        **{
            f"V{old + 1}__good.sql": "CREATE TABLE extra (x INTEGER);\nINSERT INTO extra VALUES (1);\n",
            f"V{old + 2}__bad.sql": "CREATE TABLE extra2 (y INTEGER);\nINSERT INTO nowhere VALUES (1);\n",
        },
    )
    env = environ(tmp_path, CAMPFIRE_DATABASE_PATH=str(db), CAMPFIRE_TEST_MIGRATIONS=str(folder))
    proc = cli(tmp_path, env, "migrate")
    assert proc.returncode == 1
    assert "no such table: nowhere" in error_line(proc)
    assert user_version(db) == old
    with sqlite3.connect(db) as con:
        tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert con.execute("SELECT COUNT(*) FROM sessions").fetchone()[0] == 3
    con.close()
    assert "extra" not in tables and "extra2" not in tables
    assert len(list((tmp_path / "backups").glob("*-pre-*.sqlite3"))) == 1  # taken before trying


async def test_versions_3_and_4_keep_every_row_and_write_lighter_tables(tmp_path):
    """A schema-2 file with live sessions migrates to the newest version. 3: deadlines and messages
    become WITHOUT ROWID tables (one b-tree each, not rows plus a key index), every row and column
    kept, the due and message-id indexes made again and used. 4: each started game's first
    position moves from its sessions row to `session_starts` (the row every action rewrites loses
    the column); a lobby has none. The file passes integrity_check."""
    from bot.storage.sql import MIGRATIONS, _migration_files
    from bot.storage.sqlite import _statements

    db = tmp_path / "db.sqlite3"
    con = sqlite3.connect(db)
    for version, path in _migration_files(MIGRATIONS):
        if version <= 2:
            for statement in _statements(path.read_text(encoding="utf-8")):
                con.execute(statement)
    con.execute("PRAGMA user_version = 2")
    ts = "2026-01-01T00:00:00+00:00"
    for n in range(50):
        con.execute(
            "INSERT INTO sessions (id, channel_id, game, rules_version, seed, host_id, status, state,"
            " initial_state, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (
                f"s{n:02d}",
                n,
                "toy",
                1,
                n,
                1,
                "lobby" if n % 5 == 0 else "running",
                f'{{"at": {n}}}',
                None if n % 5 == 0 else f'{{"start": {n}}}',
                ts,
                ts,
            ),
        )
        con.execute(
            "INSERT INTO deadlines (session_id, key, due_at, claimed_by, claimed_until) VALUES (?,?,?,?,?)",
            (f"s{n:02d}", "turn", 1000.5 + n, "worker" if n % 2 else None, 2000.0 if n % 2 else None),
        )
        for role, seat in (("table", -1), ("hand", 0), ("hand", 1)):
            con.execute(
                "INSERT INTO messages (session_id, role, seat, channel_id, message_id, content_hash)"
                " VALUES (?,?,?,?,?,?)",
                (f"s{n:02d}", role, seat, n, 10_000 * n + seat + 2, f"{role}{seat}"),
            )
    con.commit()
    before = {t: sorted(con.execute(f"SELECT * FROM {t}")) for t in ("deadlines", "messages")}
    sessions = sorted(con.execute("SELECT id, status, state, version, created_at FROM sessions"))
    con.close()

    s = SqliteStorage(db)
    await s.open()
    assert s.migrated_from == 2 and await s.migrate() == schema_version() >= 3
    assert await s.session_by_message(10_000 * 7 + 1) == "s07"
    assert await s.next_deadline() == ("s00", "turn", 1000.5)
    assert await s.deadlines("s03") == {"turn": 1003.5}
    assert await s.initial_state("s03") == '{"start": 3}' and await s.initial_state("s05") is None
    assert (await s.get_session("s03")).state == '{"at": 3}'
    await s.close()
    assert len(list((tmp_path / "backups").glob("db-pre-v*.sqlite3"))) == 1
    with sqlite3.connect(db) as con:
        assert {t: sorted(con.execute(f"SELECT * FROM {t}")) for t in before} == before
        for table in before:
            sql = con.execute("SELECT sql FROM sqlite_master WHERE name = ?", (table,)).fetchone()[0]
            assert sql.rstrip().endswith("WITHOUT ROWID"), sql
        indexes = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
        assert {"deadlines_by_due", "messages_by_message_id"} <= indexes
        assert not {"sqlite_autoindex_deadlines_1", "sqlite_autoindex_messages_1"} & indexes
        plan = " ".join(
            r[-1]
            for r in con.execute("EXPLAIN QUERY PLAN SELECT session_id FROM messages WHERE message_id = 1")
        )
        assert "messages_by_message_id" in plan
        plan = " ".join(
            r[-1] for r in con.execute("EXPLAIN QUERY PLAN SELECT * FROM deadlines ORDER BY due_at LIMIT 1")
        )
        assert "deadlines_by_due" in plan
        assert sorted(con.execute("SELECT id, status, state, version, created_at FROM sessions")) == sessions
        assert "initial_state" not in {r[1] for r in con.execute("PRAGMA table_info(sessions)")}
        starts = dict(con.execute("SELECT session_id, initial_state FROM session_starts"))
        assert starts == {f"s{n:02d}": f'{{"start": {n}}}' for n in range(50) if n % 5}
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert con.execute("PRAGMA foreign_key_check").fetchall() == []
    con.close()


async def test_a_python_with_an_sqlite_too_old_for_the_schema_is_refused_in_one_line(tmp_path, monkeypatch):
    """SQLite before 3.35 cannot run schema 4's DROP COLUMN: the storage says so before it touches
    the file, instead of a migration failing half-way with a syntax error."""
    from bot.storage import StorageOpenError

    monkeypatch.setattr(sqlite3, "sqlite_version_info", (3, 31, 1))
    monkeypatch.setattr(sqlite3, "sqlite_version", "3.31.1")
    s = SqliteStorage(tmp_path / "db.sqlite3")
    with pytest.raises(StorageOpenError) as err:
        await s.open()
    assert "SQLite is 3.31.1" in str(err.value) and "3.35.0 or newer" in str(err.value)
    assert not (tmp_path / "db.sqlite3").exists()


async def test_a_new_file_is_created_at_the_newest_version_without_a_backup(tmp_path):
    """A first start: the schema is created (nothing existed, so there is nothing to back up)."""
    s = SqliteStorage(tmp_path / "new.sqlite3")
    await s.open()
    assert await s.migrate() == schema_version()
    await s.close()
    assert s.migration_backup is None and not (tmp_path / "backups").exists()


# ---- integrity at start-up ---------------------------------------------------------------------------


async def test_a_damaged_file_is_refused_at_start_up_and_points_to_the_latest_backup(tmp_path, fake_discord):  # noqa: F811
    """Overwritten pages: `run`, `migrate` and `replay` refuse it in one line naming the newest backup.

    Nothing is overwritten: the damaged file keeps its bytes, the backups theirs.
    """
    db = await campfire_file(tmp_path / "db.sqlite3", sessions=300)
    folder = tmp_path / "backups"
    folder.mkdir()
    older, newest = folder / "db-auto-20240101-000000.sqlite3", folder / "db-manual-20240102-000000.sqlite3"
    for path, when in ((older, 1_700_000_000), (newest, 1_700_100_000)):
        shutil.copyfile(db, path)
        os.utime(path, (when, when))
    damage(db)
    before, kept = digest(db), digest(newest)
    env = environ(
        tmp_path, fake_discord.base, CAMPFIRE_DATABASE_PATH=str(db), CAMPFIRE_TOKEN="not-a-real-token"
    )
    for command in (["run"], ["migrate"], ["replay", "00000001"]):
        proc = cli(tmp_path, env, *command)
        assert proc.returncode == 1, (command, proc.stderr)
        line = error_line(proc)
        assert "damaged" in line and "nothing was changed" in line, line
        assert f"python -m bot db restore {newest}" in line, line
        assert digest(db) == before and digest(newest) == kept
    assert fake_discord.requests == []
    with pytest.raises(DatabaseDamaged) as err:
        await make_bot(db, Clock(), ("cogs.forest_gangs",)).prepare()
    assert err.value.latest == newest
    assert digest(db) == before


async def test_a_damaged_file_without_backups_says_so(tmp_path):
    db = await campfire_file(tmp_path / "db.sqlite3", sessions=300)
    damage(db)
    proc = cli(tmp_path, environ(tmp_path, CAMPFIRE_DATABASE_PATH=str(db)), "migrate")
    assert proc.returncode == 1
    assert f"no backup was found in {tmp_path / 'backups'}" in error_line(proc)


async def test_db_check_runs_the_full_integrity_check(tmp_path):
    """`db check`: "passed" and exit 0 on a sound file; the problems and exit 1 on a damaged one."""
    db = await campfire_file(tmp_path / "db.sqlite3", sessions=300)
    env = environ(tmp_path, CAMPFIRE_DATABASE_PATH=str(db))
    proc = cli(tmp_path, env, "db", "check")
    assert proc.returncode == 0, proc.stderr
    assert f"passed integrity_check (schema version {schema_version()})" in proc.stdout
    damage(db)
    before = digest(db)
    proc = cli(tmp_path, env, "db", "check")
    assert proc.returncode == 1
    assert "integrity_check" in error_line(proc) and "damaged" in proc.stderr
    assert proc.stdout.strip(), "the problems found are listed"
    assert digest(db) == before
    missing = cli(
        tmp_path, environ(tmp_path, CAMPFIRE_DATABASE_PATH=str(tmp_path / "none.sqlite3")), "db", "check"
    )
    assert missing.returncode == 1 and "no database at" in error_line(missing)
    assert not (tmp_path / "none.sqlite3").exists()


async def test_db_check_finds_what_the_start_up_quick_check_cannot(tmp_path):
    """An index whose entries no longer match its table: quick_check (start-up) passes, `db check` fails.

    README says so: the start-up check is SQLite's quick one; `db check` is the full integrity_check.
    """
    db = await campfire_file(tmp_path / "db.sqlite3", sessions=20)
    con = sqlite3.connect(db)
    con.execute("PRAGMA writable_schema=ON")
    con.execute(
        "UPDATE sqlite_master SET sql = replace(sql, 'sessions(status)', 'sessions(game)')"
        " WHERE name = 'sessions_by_status'"
    )
    con.commit()
    con.close()
    assert storage_mod.check_file(db, "quick_check", tmp_path / "backups") == schema_version()
    proc = cli(tmp_path, environ(tmp_path, CAMPFIRE_DATABASE_PATH=str(db)), "db", "check")
    assert proc.returncode == 1
    assert "damaged (integrity_check:" in error_line(proc)
    assert "sessions_by_status" in proc.stdout


# ---- session ids ---------------------------------------------------------------------------------------


async def test_an_id_that_exists_already_is_drawn_again(tmp_path, monkeypatch):
    """The manager draws an id a finished game has: storage draws another; the lobby is normal."""
    draws = iter(["0000beef", "0000cafe"])
    s = SqliteStorage(tmp_path / "db.sqlite3", id_source=lambda: next(draws))
    await s.open()
    try:
        await s.create_session(record("deadbeef", 1, "finished"))
        await s.create_session(record("0000beef", 2, "cancelled"))
        monkeypatch.setattr(
            bot.sessions.lobby,
            "secrets",
            SimpleNamespace(token_hex=lambda n: "deadbeef", randbits=secrets.randbits),
        )
        m = SessionManager(s, clock=Clock())
        m.register(TOY, lambda e, r: None)
        lobby = await m.create_lobby("toy", guild_id=1, channel_id=3, host_id=5, host_name="H", options={})
        assert lobby.id == "0000cafe"  # deadbeef and 0000beef were taken
        live = await s.live_session(3)
        assert live is not None and live.id == "0000cafe" and live.status == "lobby"
        assert (await s.get_session("deadbeef")).channel_id == 1  # the old game is untouched
    finally:
        await s.close()


async def test_ids_that_keep_colliding_are_not_reported_as_a_busy_channel(tmp_path):
    s = SqliteStorage(tmp_path / "db.sqlite3", id_source=lambda: "deadbeef")
    await s.open()
    try:
        await s.create_session(record("deadbeef", 1, "finished"))
        with pytest.raises(SessionIdsExhausted):
            await s.create_session(record("deadbeef", 2, "lobby"))
        assert await s.live_session(2) is None
    finally:
        await s.close()


async def test_a_forced_collision_opens_a_normal_lobby_on_discord(harness_factory, tmp_path, monkeypatch):  # noqa: F811
    """`/forest_gangs start` whose first id is an old game's: the lobby opens and plays, no "already has a game"."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", Clock(), ("cogs.forest_gangs",))
    await h.bot.storage.create_session(record("deadbeef", 99, "finished"))
    h.bot.storage.id_source = lambda: "0000cafe"
    monkeypatch.setattr(
        bot.sessions.lobby,
        "secrets",
        SimpleNamespace(token_hex=lambda n: "deadbeef", randbits=secrets.randbits),
    )
    host, guest = h.members[:2]
    rec = await h.slash("forest_gangs start", host)
    assert not rec.ephemeral
    lobby = rec.message
    assert "lobby" in lobby["embeds"][0]["title"]
    assert "already has a game" not in str(lobby)
    assert all(":0000cafe:" in c["custom_id"] for row in lobby["components"] for c in row["components"])
    join = await h.click(lobby, guest, label="Join")
    assert join.callback_type == 7 and "Start" in labels(join.message)
    live = await h.bot.storage.live_session(h.channel.id)
    assert live is not None and live.id == "0000cafe" and len(live.seats) == 2
    assert (await h.bot.storage.get_session("deadbeef")).status == "finished"


async def test_a_busy_channel_is_still_reported_as_busy(tmp_path):
    """The redraw is only for a taken id: a second live game in a channel is still refused."""
    s = SqliteStorage(tmp_path / "db.sqlite3", id_source=lambda: pytest.fail("no redraw for a busy channel"))
    await s.open()
    try:
        await s.create_session(record("aaaa0001", 1, "lobby"))
        with pytest.raises(storage_mod.ChannelBusy):
            await s.create_session(record("aaaa0002", 1, "lobby"))
    finally:
        await s.close()


def test_storage_open_error_is_the_base_of_every_refusal():
    """__main__ prints every refusal through one handler (one line, exit 1)."""
    assert issubclass(SchemaTooNew, StorageOpenError) and issubclass(DatabaseDamaged, StorageOpenError)
