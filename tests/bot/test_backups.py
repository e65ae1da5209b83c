"""Backups while the bot runs, restore, and the automatic backup loop (real SQLite files).

A backup taken in the middle of a game (through the harness: clicks before, during and after) is a
snapshot of one real moment: each of its sessions is a state the live game had, and it replays from
its action log to that state (`SessionManager.replay` and `python -m bot replay`). `db restore`
round-trips, and refuses while a bot holds the database, but not after that bot crashed.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from bot.backups import RETRY_S, AutoBackups
from bot.sessions import SessionManager
from bot.storage import DatabaseInUse, DatabaseLock, restore_database
from bot.storage.sqlite import SqliteStorage
from engines import get_game
from tests.bot.test_storage_guard import campfire_file, cli, digest, environ, error_line, user_version
from tests.cogs.conftest import Clock, custom_ids, make_bot, start_harness
from tests.discord_harness import Harness, harness_factory  # noqa: F401  (pytest fixture)

EXT = ("cogs.forest_gangs",)
HOLDER = textwrap.dedent(
    """
    import asyncio, sys
    from bot.client import CampfireBot
    from bot.config import load_settings

    async def main():
        bot = CampfireBot(load_settings(), extensions=("cogs.forest_gangs",))
        await bot.prepare()  # what setup_hook does first: storage open, cogs loaded
        print("ready", flush=True)
        await asyncio.to_thread(sys.stdin.readline)
        await bot.storage.close()

    asyncio.run(main())
    """
)
"""A bot process as far as the database goes: it opens it the way setup_hook does and keeps it."""


async def open_table(h: Harness, players: int = 4) -> dict:
    host, *others = h.members[:players]
    lobby = (await h.slash("forest_gangs start", host)).message
    for m in others:
        await h.click(lobby, m, label="Join")
    await h.click(lobby, host, label="Start")
    return lobby


class Player:
    """Clicks the first button of whichever player's hand has one, and notes each state reached."""

    def __init__(self, h: Harness) -> None:
        self.h = h
        self.states: dict[tuple[str, int], str] = {}
        """(session id, version) -> the stored state at that version (every commit is noted)."""
        storage = h.bot.storage
        commit = storage.commit

        async def noting_commit(c):  # a click may commit more than once (the action, then the next turn)
            await commit(c)
            if c.record.state is not None:
                self.states[(c.record.id, c.record.version)] = c.record.state

        storage.commit = noting_commit  # type: ignore[method-assign]

    async def note(self) -> None:
        rec = await self.h.bot.storage.live_session(self.h.channel.id)
        if rec is not None and rec.state is not None:
            self.states[(rec.id, rec.version)] = rec.state

    async def click(self) -> bool:
        """One accepted click; False when nobody has a button (the game is over)."""
        for m in self.h.members[:4]:
            dm = self.h.last_dm(m)
            ids = custom_ids(dm)
            if ids:
                rec = await self.h.click(dm, m, custom_id=ids[0])
                assert rec.responded and not rec.ephemeral, rec.message
                await self.note()
                return True
        return False


async def replay_all(path: Path) -> dict[str, tuple[int, str | None]]:
    """Open a database, replay every started session; return id -> (version, state)."""
    s = SqliteStorage(path)
    await s.open()
    try:
        m = SessionManager(s)
        m.register(get_game("forest_gangs"), lambda e, r: None)
        async with s.db.execute(
            "SELECT id, version, state, session_id IS NOT NULL AS started FROM sessions"
            " LEFT JOIN session_starts ON session_id = id"
        ) as cur:
            rows = await cur.fetchall()
        for row in rows:
            if row["started"]:
                ok, why = await m.replay(row["id"])
                assert ok, why
        return {row["id"]: (row["version"], row["state"]) for row in rows}
    finally:
        await s.close()


async def test_a_backup_taken_during_play_replays_to_the_same_states(harness_factory, tmp_path):  # noqa: F811
    """Play, run `python -m bot db backup` while clicks go on, play on: the backup is one real moment.

    Every click while the backup runs is answered and accepted (WAL: the backup's read transaction
    never blocks the bot's writes).
    """
    db = tmp_path / "db.sqlite3"
    h = await start_harness(harness_factory, db, Clock(), EXT)
    player = Player(h)
    await open_table(h)
    await player.note()
    for _ in range(6):
        assert await player.click()
    target = tmp_path / "out" / "during-play.sqlite3"
    env = environ(tmp_path, CAMPFIRE_DATABASE_PATH=str(db))
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        "db",
        "backup",
        str(target),
        cwd=tmp_path,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    communicate = asyncio.ensure_future(proc.communicate())
    during = 0
    while not communicate.done() and during < 200 and await player.click():
        during += 1
    out, err = await asyncio.wait_for(communicate, 60)
    assert proc.returncode == 0, err.decode()
    assert f"to {target}" in out.decode()
    for _ in range(3):
        await player.click()
    # The in-process API too, concurrently with a click.
    second = tmp_path / "out" / "in-process.sqlite3"
    info, _ = await asyncio.gather(h.bot.storage.backup(second), player.click())
    assert info.path == second and info.sessions == 1
    sid = next(iter(player.states))[0]
    live = await h.bot.storage.get_session(sid)
    assert live is not None
    for backup in (target, second):
        stored = await replay_all(backup)
        assert set(stored) == {live.id}
        version, state = stored[live.id]
        assert player.states[(live.id, version)] == state, "the backup holds a state the game really had"
        assert user_version(backup) == user_version(db)
    assert stored[live.id][0] <= (await h.bot.storage.get_session(live.id)).version
    replay = cli(tmp_path, environ(tmp_path, CAMPFIRE_DATABASE_PATH=str(target)), "replay", live.id)
    assert replay.returncode == 0 and "the state matches" in replay.stdout, replay.stdout + replay.stderr
    assert not list(target.parent.glob(".*")), "no temporary file is left behind"


async def _dump(path: Path) -> dict[str, list[tuple]]:
    con = sqlite3.connect(path)
    try:
        return {
            table: con.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall()
            for table in ("sessions", "actions", "deadlines", "messages", "results", "result_players")
        }
    finally:
        con.close()


async def test_restore_round_trips(harness_factory, tmp_path):  # noqa: F811
    """Back up mid-game, play on, stop the bot, `db restore`: the database is the backup again, row for row.

    The file it replaced is kept beside it; a bot opens the restored file and every game replays.
    """
    db = tmp_path / "db.sqlite3"
    h = await start_harness(harness_factory, db, Clock(), EXT)
    player = Player(h)
    await open_table(h)
    for _ in range(5):
        assert await player.click()
    info = await h.bot.storage.backup()
    assert info.path.parent == tmp_path / "backups" and "-manual-" in info.path.name
    at_backup = await _dump(info.path)
    for _ in range(5):
        assert await player.click()
    await h.shutdown()  # the bot stops: its lock goes with its connection
    later = await _dump(db)
    assert later != at_backup
    proc = cli(tmp_path, environ(tmp_path, CAMPFIRE_DATABASE_PATH=str(db)), "db", "restore", str(info.path))
    assert proc.returncode == 0, proc.stderr
    assert f"Restored {db} from {info.path}" in proc.stdout
    assert await _dump(db) == at_backup
    kept = [p for p in tmp_path.glob("db.before-restore-*.sqlite3")]
    assert len(kept) == 1 and str(kept[0]) in proc.stdout
    assert await _dump(kept[0]) == later, "the replaced file is kept whole"
    assert user_version(db) == user_version(info.path)
    stored = await replay_all(db)
    assert len(stored) == 1
    bot_ = make_bot(db, Clock(), EXT)
    await bot_.prepare()  # the restored file passes the start-up checks
    await bot_.storage.close()


async def test_restore_refuses_while_a_bot_holds_the_database_and_not_after_it_crashed(tmp_path):
    """A bot process holds the database: `db restore` refuses and changes nothing. SIGKILL it (a crash
    leaves the `-lock` file behind, but no lock): the restore goes through."""
    db = await campfire_file(tmp_path / "db.sqlite3", sessions=2)
    backup = await campfire_file(tmp_path / "backup.sqlite3", sessions=5)
    env = environ(tmp_path, CAMPFIRE_DATABASE_PATH=str(db))
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER],
        cwd=tmp_path,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == "ready", holder.stderr.read() if holder.stderr else ""
        before = await _dump(db)
        proc = cli(tmp_path, env, "db", "restore", str(backup))
        assert proc.returncode == 1
        line = error_line(proc)
        assert "a running bot" in line and "stop it" in line and str(db) in line
        assert await _dump(db) == before and not list(tmp_path.glob("db.before-restore-*"))
        # Other commands share the database with the bot: a backup and a check still work.
        assert cli(tmp_path, env, "db", "check").returncode == 0
        holder.send_signal(signal.SIGKILL)
        holder.wait(timeout=30)
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait(timeout=30)
    assert (tmp_path / "db.sqlite3-lock").exists(), "the crash left its marker file"
    proc = cli(tmp_path, env, "db", "restore", str(backup))
    assert proc.returncode == 0, proc.stderr
    assert len((await _dump(db))["sessions"]) == 5


async def test_restore_refuses_while_this_process_has_it_open_and_a_bot_cannot_start_during_a_restore(
    tmp_path,
):
    """The lock is per open file, so it holds within one process too; and a restore holds it against
    a bot starting meanwhile."""
    db = await campfire_file(tmp_path / "db.sqlite3")
    backup = await campfire_file(tmp_path / "backup.sqlite3", sessions=1)
    s = SqliteStorage(db)
    await s.open()
    try:
        with pytest.raises(DatabaseInUse):
            restore_database(db, backup)
    finally:
        await s.close()
    lock = DatabaseLock(db)
    assert lock.acquire(exclusive=True)  # as restore holds it while it replaces the file
    try:
        proc = cli(tmp_path, environ(tmp_path, CAMPFIRE_DATABASE_PATH=str(db)), "migrate")
        assert proc.returncode == 1
        assert "a restore" in error_line(proc)
        with pytest.raises(DatabaseInUse):
            await SqliteStorage(db).open()
    finally:
        lock.release()
    restore_database(db, backup)


async def test_restore_refuses_a_damaged_or_foreign_backup(tmp_path):
    db = await campfire_file(tmp_path / "db.sqlite3")
    before = digest(db)
    noise = tmp_path / "noise.sqlite3"
    noise.write_bytes(os.urandom(8192))
    other = tmp_path / "other.sqlite3"
    con = sqlite3.connect(other)
    con.execute("CREATE TABLE t (x)")
    con.commit()
    con.close()
    env = environ(tmp_path, CAMPFIRE_DATABASE_PATH=str(db))
    for bad, reason in (
        (noise, "not a SQLite database"),
        (other, "not a Campfire database"),
        (tmp_path / "missing.sqlite3", "no backup file"),
    ):
        proc = cli(tmp_path, env, "db", "restore", str(bad))
        assert proc.returncode == 1
        assert reason in error_line(proc) and str(bad) in proc.stderr
    assert digest(db) == before


def test_backup_refuses_to_overwrite_a_file(tmp_path):
    db = asyncio.run(campfire_file(tmp_path / "db.sqlite3"))
    taken = tmp_path / "taken.sqlite3"
    taken.write_text("mine")
    proc = cli(tmp_path, environ(tmp_path, CAMPFIRE_DATABASE_PATH=str(db)), "db", "backup", str(taken))
    assert proc.returncode == 1 and "exists already" in error_line(proc)
    assert taken.read_text() == "mine"
    folder = tmp_path / "into"
    folder.mkdir()
    proc = cli(tmp_path, environ(tmp_path, CAMPFIRE_DATABASE_PATH=str(db)), "db", "backup", str(folder))
    assert proc.returncode == 0, proc.stderr
    [made] = folder.glob("db-manual-*.sqlite3")
    assert str(made) in proc.stdout and user_version(made) == user_version(db)


# ---- the automatic loop -----------------------------------------------------------------------------


class Sleeper:
    """A fake asyncio.sleep: records each wait, moves the clock, and parks on the `stop_after`-th."""

    def __init__(self, clock: Clock, stop_after: int) -> None:
        self.clock = clock
        self.waits: list[float] = []
        self.stop_after = stop_after
        self.parked = asyncio.Event()

    async def __call__(self, seconds: float) -> None:
        self.waits.append(seconds)
        if len(self.waits) >= self.stop_after:
            self.parked.set()
            await asyncio.Event().wait()  # until the loop is stopped
        self.clock.now += seconds


async def test_the_loop_backs_up_every_n_hours_and_keeps_the_newest(tmp_path):
    """every_h=6, keep=3: the first backup at once, then every 6 h; 5 made, the 3 newest kept,
    a manual and a pre-migration backup never rotated."""
    db = await campfire_file(tmp_path / "db.sqlite3")
    s = SqliteStorage(db)
    await s.open()
    folder = tmp_path / "backups"
    folder.mkdir()
    manual = folder / "db-manual-20200101-000000.sqlite3"
    pre = folder / "db-pre-v2-20200101-000000.sqlite3"
    manual.write_text("m")
    pre.write_text("p")
    clock = Clock()
    sleeper = Sleeper(clock, stop_after=6)
    names = iter(f"2030010{i}-000000" for i in range(1, 10))
    loop = AutoBackups(s, every_h=6, keep=3, clock=clock, sleep=sleeper)
    made: list[Path] = []
    real_backup = s.backup

    async def backup(dest=None, kind="manual"):
        info = await real_backup(folder / f"db-{kind}-{next(names)}.sqlite3")
        os.utime(info.path, (clock.now, clock.now))  # the loop reads ages from the files
        made.append(info.path)
        return info

    s.backup = backup  # type: ignore[method-assign]
    try:
        loop.start()
        await asyncio.wait_for(sleeper.parked.wait(), 60)
        await loop.stop()
    finally:
        await s.close()
    assert sleeper.waits[0] == 0 and sleeper.waits[1:] == [6 * 3600.0] * 5
    assert len(made) == 5
    assert sorted(p.name for p in loop.automatic()) == sorted(p.name for p in made[-3:])
    assert manual.exists() and pre.exists()
    for path in made[-3:]:
        assert user_version(path) == user_version(db)


async def test_after_a_restart_the_next_backup_is_due_from_the_newest_one(tmp_path):
    db = await campfire_file(tmp_path / "db.sqlite3")
    s = SqliteStorage(db)
    await s.open()
    try:
        clock = Clock()
        loop = AutoBackups(s, every_h=2, keep=5, clock=clock)
        assert loop.due_at() == clock.now  # none yet: at once
        info = await loop.run_once()
        os.utime(info.path, (clock.now - 1800, clock.now - 1800))  # made half an hour ago
        assert AutoBackups(s, every_h=2, keep=5, clock=clock).due_at() == clock.now - 1800 + 7200
        assert not AutoBackups(s, every_h=0, keep=5).enabled
    finally:
        await s.close()


async def test_a_failed_backup_is_a_warning_and_the_loop_goes_on(tmp_path, caplog):
    """The backup folder cannot be made (a file is in the way): a WARNING, then another try later."""
    db = await campfire_file(tmp_path / "db.sqlite3")
    (tmp_path / "blocked").write_text("a file, not a folder")
    s = SqliteStorage(db, backup_dir=tmp_path / "blocked" / "backups")
    await s.open()
    clock = Clock()
    sleeper = Sleeper(clock, stop_after=3)
    loop = AutoBackups(s, every_h=6, keep=3, clock=clock, sleep=sleeper)
    try:
        with caplog.at_level(logging.WARNING, logger="bot.backups"):
            loop.start()
            await asyncio.wait_for(sleeper.parked.wait(), 60)
            await loop.stop()
    finally:
        await s.close()
    warnings = [r for r in caplog.records if r.name == "bot.backups"]
    assert len(warnings) == 2 and all(r.levelno == logging.WARNING for r in warnings)
    assert "Automatic backup" in warnings[0].getMessage()
    assert sleeper.waits[1:] == [RETRY_S, RETRY_S]


async def test_the_bot_takes_its_backup_settings(tmp_path):
    """CAMPFIRE_BACKUP_DIR / _EVERY_H / _KEEP reach the bot's loop; empty folder = backups/ beside the file."""
    bot_ = make_bot(tmp_path / "db.sqlite3", Clock(), (), backup_every_h=3, backup_keep=4)
    assert bot_.backups.every_s == 3 * 3600 and bot_.backups.keep == 4
    assert bot_.backups.folder == tmp_path / "backups"
    other = make_bot(tmp_path / "db.sqlite3", Clock(), (), backup_dir=tmp_path / "elsewhere")
    assert other.backups.folder == tmp_path / "elsewhere"
    off = make_bot(tmp_path / "db.sqlite3", Clock(), (), backup_every_h=0)
    off.backups.start()
    assert not off.backups.enabled and off.backups._task is None
