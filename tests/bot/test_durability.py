"""Durable by default: `PRAGMA synchronous=FULL` unless CAMPFIRE_DURABILITY=fast chooses NORMAL.

In WAL mode NORMAL survives a crash of the process (the WAL is on disk, only not synced) but not a
power cut; FULL syncs the WAL at every commit, before the player is answered.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bot.config import EXPECTED, Settings, env_name, load_settings
from bot.sessions import SessionManager
from bot.storage import Storage
from bot.storage.sqlite import SqliteStorage
from tests.bot.test_storage_guard import cli, environ, error_line, record
from tests.bot.toy import TOY
from tests.cogs.conftest import Clock, custom_ids, make_bot, start_harness
from tests.discord_harness import harness_factory  # noqa: F401  (pytest fixture)

ROOT = Path(__file__).resolve().parents[2]


async def _pragma(storage: Storage, name: str) -> str:
    async with storage.db.execute(f"PRAGMA {name}") as cur:
        row = await cur.fetchone()
    return str(row[0])


@pytest.mark.parametrize(("durability", "expected"), [("full", "FULL"), ("fast", "NORMAL")])
async def test_storage_sets_synchronous_from_durability(tmp_path, durability, expected):
    s = SqliteStorage(tmp_path / "db.sqlite3", durability=durability)
    await s.open()
    try:
        assert await s.synchronous() == expected
        assert await _pragma(s, "journal_mode") == "wal"
    finally:
        await s.close()


async def test_the_default_is_full_for_storage_settings_and_the_bot(tmp_path, monkeypatch):
    monkeypatch.delenv("CAMPFIRE_DURABILITY", raising=False)
    assert Settings(_env_file=None).durability == "full"  # type: ignore[call-arg]
    s = SqliteStorage(tmp_path / "a.sqlite3")
    await s.open()
    assert await s.synchronous() == "FULL"
    await s.close()
    bot_ = make_bot(tmp_path / "b.sqlite3", Clock(), ())
    await bot_.storage.open()
    try:
        assert await bot_.storage.synchronous() == "FULL"
    finally:
        await bot_.storage.close()


async def test_fast_through_the_environment_reaches_the_running_bot(harness_factory, tmp_path, monkeypatch):  # noqa: F811
    """CAMPFIRE_DURABILITY=FAST (any case): the bot's connection runs NORMAL, and games play as usual."""
    monkeypatch.setenv("CAMPFIRE_DURABILITY", "FAST")
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", Clock(), ("cogs.forest_gangs",))
    assert h.bot.settings.durability == "fast"
    assert await h.bot.storage.synchronous() == "NORMAL"
    rec = await h.slash("forest_gangs start", h.members[0])
    assert custom_ids(rec.message)


def test_a_bad_durability_is_one_line(tmp_path):
    proc = cli(tmp_path, environ(tmp_path, CAMPFIRE_DURABILITY="sometimes"), "migrate")
    assert proc.returncode == 2
    line = error_line(proc)
    assert "CAMPFIRE_DURABILITY=sometimes" in line and EXPECTED["durability"] in line
    with pytest.raises(Exception, match="full or fast"):
        load_settings(_env_file=None, durability="slow")


def test_readme_and_env_example_say_what_each_setting_promises():
    """The Settings row names both values and what survives what; .env.example says the same."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    row = next(line for line in readme.splitlines() if line.startswith(f"| `{env_name('durability')}`"))
    assert "`full`" in row and "`fast`" in row and "power cut" in row and "crash" in row
    example = (ROOT / ".env.example").read_text(encoding="utf-8")
    assert re.search(r"^CAMPFIRE_DURABILITY=full$", example, re.M)
    assert "power cut" in example


async def _traced_batch(storage: Storage, anchors: list[tuple[str, str, int, int, int, str]]) -> list[str]:
    """The statements one anchor batch runs on the connection (sqlite3's trace callback)."""
    seen: list[str] = []
    conn = storage.db._conn
    await storage.db._execute(conn.set_trace_callback, seen.append)
    try:
        async with storage.anchor_batch():
            for sid, role, seat, channel, message, digest in anchors:
                await storage.set_message(sid, role, seat, channel, message, digest)
    finally:
        await storage.db._execute(conn.set_trace_callback, None)
    return seen


async def test_a_batch_of_digests_only_skips_its_own_sync_and_a_new_message_id_is_synced(tmp_path):
    """An action's edits move digests of messages whose ids are stored: losing them to a power cut
    costs one repeated edit, so that commit is not synced on its own (NORMAL for one transaction,
    FULL again after). A message id the database does not have yet is synced like any commit."""
    s = SqliteStorage(tmp_path / "db.sqlite3", durability="full")
    await s.open()
    try:
        await s.create_session(record("s1", 1, "running"))
        first = await _traced_batch(s, [("s1", "table", -1, 1, 100, "aaa")])
        assert not any("synchronous" in q for q in first)  # a new message id: a synced commit
        again = await _traced_batch(s, [("s1", "table", -1, 1, 100, "bbb")])
        assert "PRAGMA synchronous=NORMAL" in again and again[-1] == "PRAGMA synchronous=FULL"
        assert await s.synchronous() == "FULL"
        assert await s.message("s1", "table") == (1, 100, "bbb")
        moved = await _traced_batch(s, [("s1", "table", -1, 1, 200, "ccc")])  # the table was reposted
        assert not any("synchronous" in q for q in moved)
        pinged = await _traced_batch(s, [("s1", "ping", -1, 1, 300, "{}")])  # a new turn ping
        assert "PRAGMA synchronous=NORMAL" in pinged  # presentation only: never synced on its own
        both = await _traced_batch(s, [("s1", "ping", -1, 1, 301, "{}"), ("s1", "hand", 0, 5, 400, "h")])
        assert not any("synchronous" in q for q in both)  # a new hand message is synced
    finally:
        await s.close()
    reopened = SqliteStorage(tmp_path / "db.sqlite3", durability="full")
    await reopened.open()
    try:
        assert await reopened.message("s1", "table") == (1, 200, "ccc")
    finally:
        await reopened.close()


def _wal_pages(db: Path, since: int) -> tuple[int, set[int]]:
    """The WAL's last frame (the -shm header's mxFrame) and the pages of the frames after `since`."""
    import struct

    frames = struct.unpack_from("<I", Path(f"{db}-shm").read_bytes(), 16)[0]
    pages = set()
    with open(f"{db}-wal", "rb") as wal:
        for i in range(since, frames):
            wal.seek(32 + i * (24 + 4096))
            pages.add(struct.unpack(">I", wal.read(4))[0])
    return frames, pages


async def test_a_digest_only_anchor_writes_the_digest_alone_and_a_moved_id_is_upserted(tmp_path):
    """An anchor whose ids are stored updates its digest alone: the message-id index (the one a
    click on an old message is looked up by) is not rewritten, so the batch writes one WAL page
    less. A reposted message's new id is upserted, and a digest for a row the database lost (the
    process's memory says it is stored) still reaches the database."""
    import sqlite3

    from bot.storage.sql import UPDATE_DIGEST, UPSERT_MESSAGE

    db = tmp_path / "db.sqlite3"
    s = SqliteStorage(db, durability="full")
    await s.open()
    # (a background checkpoint runs every CHECKPOINT_EVERY writes: far more than this test's)
    try:
        await s.create_session(record("s1", 1, "running"))
        first = await _traced_batch(s, [("s1", "table", -1, 1, 100, "aaa"), ("s1", "hand", 0, 5, 400, "h")])
        assert sum(q.startswith("INSERT INTO messages") for q in first) == 2  # new ids: upserted
        assert not any(q.startswith("UPDATE messages") for q in first)
        with sqlite3.connect(db) as con:
            index_pages = {
                p for (p,) in con.execute("SELECT pageno FROM dbstat WHERE name='messages_by_message_id'")
            }
        assert index_pages
        before, _ = _wal_pages(db, 0)
        again = await _traced_batch(s, [("s1", "table", -1, 1, 100, "bbb"), ("s1", "hand", 0, 5, 400, "h2")])
        assert [q for q in again if "messages" in q] == [
            UPDATE_DIGEST.replace("?", v, 1).replace("?", "'s1'", 1).replace("?", r, 1).replace("?", n, 1)
            for v, r, n in (("'bbb'", "'table'", "-1"), ("'h2'", "'hand'", "0"))
        ]
        after, pages = _wal_pages(db, before)
        assert after - before == 1 and not pages & index_pages  # the rows' page alone
        moved = await _traced_batch(s, [("s1", "table", -1, 1, 200, "ccc"), ("s1", "hand", 0, 5, 400, "h3")])
        assert any(q.startswith(UPSERT_MESSAGE.split(" VALUES")[0]) and "200" in q for q in moved)
        assert any(q.startswith("UPDATE messages SET content_hash='h3'") for q in moved)
        await s.db.execute("DELETE FROM messages WHERE role = 'hand'")
        await s.db.commit()
        lost = await _traced_batch(s, [("s1", "hand", 0, 5, 400, "h4")])
        assert any(q.startswith("UPDATE messages") for q in lost) and any(
            q.startswith("INSERT") for q in lost
        )
    finally:
        await s.close()
    reopened = SqliteStorage(db, durability="full")
    await reopened.open()
    try:
        assert await reopened.message("s1", "table") == (1, 200, "ccc")
        assert await reopened.message("s1", "hand", 0) == (5, 400, "h4")
        assert await reopened.session_by_message(200) == "s1"
        assert await reopened.session_by_message(100) is None
    finally:
        await reopened.close()


async def test_fast_durability_never_touches_synchronous_in_a_batch(tmp_path):
    s = SqliteStorage(tmp_path / "db.sqlite3", durability="fast")
    await s.open()
    try:
        await s.create_session(record("s1", 1, "running"))
        await _traced_batch(s, [("s1", "table", -1, 1, 100, "aaa")])
        again = await _traced_batch(s, [("s1", "table", -1, 1, 100, "bbb")])
        assert not any("synchronous" in q for q in again)
        assert await s.synchronous() == "NORMAL"
    finally:
        await s.close()


async def test_the_wal_is_checkpointed_beside_the_writes_never_inside_one(tmp_path):
    """SQLite's own checkpoint runs inside whichever commit takes the WAL past its threshold: that
    click would also write the pages back into the file and sync it. The connection's threshold is
    only a safety net here; every CHECKPOINT_EVERY writes a checkpoint runs on a connection of its
    own, after the write that made it due has returned, and the data is all there afterwards."""
    from bot.storage.sqlite import AUTOCHECKPOINT_PAGES, CHECKPOINT_EVERY

    s = SqliteStorage(tmp_path / "db.sqlite3", durability="full")
    await s.open()
    try:
        assert await _pragma(s, "wal_autocheckpoint") == str(AUTOCHECKPOINT_PAGES)
        await s.create_session(record("s1", 1, "running"))
        checkpoints = s.checkpoints
        assert checkpoints is not None
        traced: list[str] = []
        for n in range(CHECKPOINT_EVERY):
            traced += await _traced_batch(s, [("s1", "table", -1, 1, 100, f"digest {n}")])
            assert checkpoints.runs == 0  # not one inside a write, nor before it returned
        running = checkpoints._task
        assert running is not None  # the write that made it due started it
        await running
        assert checkpoints.runs == 1
        assert checkpoints.last is not None
        busy, frames, copied = checkpoints.last
        assert busy == 0 and frames > 0 and copied == frames  # the whole WAL is back in the file
        assert not any("checkpoint" in q.lower() for q in traced)  # none on the clicks' connection
        checkpoints.start()  # one is running while the storage closes: close lets it finish
    finally:
        await s.close()
    assert checkpoints.runs == 2
    reopened = SqliteStorage(tmp_path / "db.sqlite3", durability="full")
    await reopened.open()
    try:
        assert await reopened.message("s1", "table") == (1, 100, f"digest {CHECKPOINT_EVERY - 1}")
    finally:
        await reopened.close()


async def test_a_database_in_memory_has_no_background_checkpoints():
    s = SqliteStorage(":memory:")
    await s.open()
    try:
        assert s.checkpoints is None
    finally:
        await s.close()


async def test_a_task_that_outlives_an_anchor_batch_writes_its_own_anchors(tmp_path):
    """A publish started inside another's batch (it inherits the context) and still running after
    that batch was written: what it sets then reaches the database, not a batch written already."""
    import asyncio

    s = SqliteStorage(tmp_path / "db.sqlite3", durability="full")
    await s.open()
    try:
        await s.create_session(record("s1", 1, "running"))
        go = asyncio.Event()

        async def later_publish() -> None:
            await go.wait()
            async with s.anchor_batch():
                await s.set_message("s1", "table", -1, 1, 100, "newer")
            await s.set_message("s1", "hand", 0, 5, 400, "after")

        async with s.anchor_batch():
            await s.set_message("s1", "table", -1, 1, 100, "older")
            task = asyncio.ensure_future(later_publish())
        go.set()
        await task
    finally:
        await s.close()
    reopened = SqliteStorage(tmp_path / "db.sqlite3", durability="full")
    await reopened.open()
    try:
        assert await reopened.message("s1", "table") == (1, 100, "newer")
        assert await reopened.message("s1", "hand", 0) == (5, 400, "after")
    finally:
        await reopened.close()


async def _commit_with(s: Storage, meanwhile) -> None:
    from bot.storage import ActionRow, Commit

    rec = await s.get_session("s1")
    expected = rec.version
    rec.version += 1
    rec.state = json.dumps({"moved": rec.version})
    await s.commit(Commit(rec, expected, [ActionRow(0, "{}")], {}, meanwhile=meanwhile))


async def test_work_beside_a_commit_runs_while_the_wal_syncs_and_the_commit_returns_after_it(
    tmp_path, monkeypatch
):
    """durability=full: the commit's statements run, the WAL is synced by hand (one sync, what FULL
    does), and the event loop's `meanwhile` runs during that sync; the commit returns only once the
    sync has, so nothing is answered before the action is on disk."""
    import time

    from bot.storage import sqlite as st

    order: list[str] = []
    real_sync = st.WalFile.sync

    def slow_sync(self) -> None:
        order.append("sync begins")
        time.sleep(0.05)  # the disk, slow: the GIL is free meanwhile
        real_sync(self)
        order.append("sync ends")

    monkeypatch.setattr(st.WalFile, "sync", slow_sync)
    s = SqliteStorage(tmp_path / "db.sqlite3", durability="full")
    await s.open()
    try:
        await s.create_session(record("s1", 1, "running"))

        def draw() -> None:  # busy on the event loop (holding the GIL) until the sync has begun
            order.append("draw begins")
            for _ in range(10**8):
                if "sync begins" in order:
                    break
            order.append("draw ends")

        await _commit_with(s, draw)
        order.append("returned")
        at = {step: n for n, step in enumerate(order)}
        assert len(at) == len(order) == 5, order
        assert at["sync begins"] < at["draw ends"] and at["draw begins"] < at["sync ends"]  # overlapped
        assert at["sync ends"] < at["returned"]  # and nothing before the sync
        assert await s.synchronous() == "FULL"  # NORMAL was for that transaction only
        order.clear()
        await _commit_with(s, None)  # nothing to overlap: SQLite's own FULL commit
        assert order == []
    finally:
        await s.close()
    reopened = SqliteStorage(tmp_path / "db.sqlite3", durability="full")
    await reopened.open()
    try:
        assert (await reopened.get_session("s1")).state == '{"moved": 3}'
    finally:
        await reopened.close()


async def test_failing_work_beside_a_commit_leaves_the_commit_whole(tmp_path, caplog):
    """The work is only a head start (the answer is drawn again after the commit): it never fails it."""
    s = SqliteStorage(tmp_path / "db.sqlite3", durability="full")
    await s.open()
    try:
        await s.create_session(record("s1", 1, "running"))

        def broken() -> None:
            raise RuntimeError("a renderer bug")

        await _commit_with(s, broken)
        assert (await s.get_session("s1")).version == 2
        assert "Work beside a commit failed" in caplog.text
    finally:
        await s.close()


async def test_fast_durability_commits_without_a_sync_of_its_own(tmp_path, monkeypatch):
    """durability=fast (synchronous=NORMAL) never syncs the WAL at a commit: nothing to overlap."""
    from bot.storage import sqlite as st

    synced: list[int] = []
    monkeypatch.setattr(st.WalFile, "sync", lambda self: synced.append(1))
    s = SqliteStorage(tmp_path / "db.sqlite3", durability="fast")
    await s.open()
    try:
        await s.create_session(record("s1", 1, "running"))
        ran: list[int] = []
        await _commit_with(s, lambda: ran.append(1))
        assert synced == [] and ran == []
        assert (await s.get_session("s1")).version == 2
    finally:
        await s.close()


def _row_updates(seen: list[str]) -> list[str]:
    """The traced row updates: "running" (UPDATE_RUNNING: status kept, named only in its WHERE)
    or "full" (UPDATE_STATE: status in the SET)."""
    return [
        "running" if "AND status='running'" in sql else "full"
        for sql in seen
        if sql.startswith("UPDATE sessions SET state=")
    ]


async def test_an_action_of_a_running_game_rewrites_no_index_on_status(tmp_path):
    """SQLite rewrites every index on a column an UPDATE's SET names, changed or not; `status` has
    two. A running game's action names it only when it changes: at the start (lobby → running, the
    fallback statement) and at the end (→ finished)."""
    storage = SqliteStorage(tmp_path / "db.sqlite3")
    await storage.open()
    m = SessionManager(storage, clock=lambda: 1_000_000.0)
    m.register(TOY, lambda e, r: TOY.render_event(e, None))
    rec = await m.create_lobby("toy", guild_id=7, channel_id=100, host_id=1, host_name="Host", options={})
    await m.lobby(100, rec.id, 2, "Bob", "join")
    seen: list[str] = []
    conn = storage.db._conn
    await storage.db._execute(conn.set_trace_callback, seen.append)
    try:
        await m.lobby(100, rec.id, 1, "Host", "start")
        assert _row_updates(seen) == ["running", "full"], "the start: a lobby, so the full update runs"
        actions = 0
        while (row := await storage.get_session(rec.id)) is not None and row.status == "running":
            seen.clear()
            seat = m.engine_of(row).to_act()[0]
            await m.submit(100, (1, 2)[seat], lambda e, s: e.legal_actions(s)[0])
            after = await storage.get_session(rec.id)
            assert after is not None and after.version == row.version + 1
            actions += 1
            if after.status == "running":
                assert _row_updates(seen) == ["running"], "an action: status is not named"
            else:
                assert _row_updates(seen) == ["full"], "the end: the status is written"
        assert actions > 1 and row is not None and row.status == "finished"
        async with storage.db.execute("SELECT id FROM sessions WHERE status = 'finished'") as cur:
            assert [r[0] for r in await cur.fetchall()] == [rec.id], "the index finds the finished game"
    finally:
        await storage.db._execute(conn.set_trace_callback, None)
        await storage.close()
