"""The operator's log tells what really went wrong, and one interaction is answered once.

- A SQLite transaction that fails with "database or disk is full" is raised and logged as that error,
  not as the "cannot rollback - no transaction is active" of the ROLLBACK after it (SQLite rolls a
  transaction back by itself after a full disk).
- A database outage (PostgreSQL refusing connections: an OSError, as a network fault of Discord's
  would be) is logged as a database failure naming the error, never as a "Discord failure".
- The same interaction delivered twice (same id: a resumed gateway session replays its events) is
  applied and answered once; the copy is ignored (Discord would refuse a second answer with 40060).
"""

from __future__ import annotations

import logging
import sqlite3
from typing import Any

import asyncpg
import pytest

from bot.storage import ActionRow
from bot.ui import apology
from tests.backends import Databases, sql
from tests.cogs import test_forest_gangs_flow as fg
from tests.cogs.conftest import custom_ids
from tests.cogs.test_faults import GAMES, clock, reply_texts, started  # noqa: F401  (clock: a fixture)
from tests.discord_harness import harness_factory  # noqa: F401  (pytest fixture)

FULL = "database or disk is full"


async def _fill_the_disk(storage: Any) -> None:
    """The database may not grow by one more page: SQLite answers SQLITE_FULL as a full disk would."""
    pages = (await sql(storage, "PRAGMA page_count"))[0]["page_count"]
    await sql(storage, f"PRAGMA max_page_count = {int(pages)}")


async def test_a_full_disk_is_raised_and_logged_as_itself(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,  # noqa: F811
    backend: Databases,
    caplog,
):
    """A click whose commit meets a full disk: the player gets the apology, nothing is written, the
    log names "database or disk is full" (as a database failure), and the next click works."""
    if backend.postgres:
        pytest.skip("SQLite's own full-disk error")
    h, sid, _ = await started(harness_factory, tmp_path, clock, GAMES["forest_gangs"])
    storage = h.bot.storage
    before = await storage.get_session(sid)
    real_commit = storage.commit

    async def commit_on_a_full_disk(c: Any, **kw: Any) -> None:
        await _fill_the_disk(storage)
        c.actions.append(ActionRow(None, "x" * 200_000))  # more than the pages left: SQLITE_FULL
        await real_commit(c, **kw)

    storage.commit = commit_on_a_full_disk  # type: ignore[method-assign]
    alice = h.members[0]
    dm = fg.hand_dm(h, alice)
    with caplog.at_level(logging.DEBUG, logger="bot"):
        rec = await h.click(dm, alice, custom_id=custom_ids(dm)[0], settle=False)
        await h.settle(check=False)
    storage.commit = real_commit  # type: ignore[method-assign]
    problems = h.pop_violations()
    assert reply_texts(rec) == [apology()]
    logged = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(logged) == 1 and len(problems) == 1, (problems, [r.getMessage() for r in logged])
    assert "Database failure" in logged[0].getMessage() and FULL in logged[0].getMessage()
    assert isinstance(logged[0].exc_info[1], sqlite3.OperationalError), logged[0].exc_info
    assert FULL in str(logged[0].exc_info[1])
    assert not any("cannot rollback" in r.getMessage() for r in caplog.records)
    after = await storage.get_session(sid)
    assert after.version == before.version and after.state == before.state, "nothing was written"
    await sql(storage, "PRAGMA max_page_count = 1073741823")
    again = await h.click(fg.hand_dm(h, alice), alice, custom_id=custom_ids(fg.hand_dm(h, alice))[0])
    assert not again.ephemeral
    assert (await storage.get_session(sid)).version == before.version + 1


async def test_a_full_disk_in_a_storage_commit_is_the_error_raised(tmp_path, backend: Databases):
    """Storage.commit itself: the OperationalError of the full disk, not the failed ROLLBACK's."""
    if backend.postgres:
        pytest.skip("SQLite's own full-disk error")
    from bot.storage import Commit, SeatInfo, SessionRecord
    from bot.storage.sqlite import SqliteStorage

    storage = SqliteStorage(tmp_path / "db.sqlite3")
    await storage.open()
    try:
        record = SessionRecord(
            id="full0001",
            guild_id=1,
            channel_id=2,
            game="forest_gangs",
            rules_version=1,
            seed=1,
            host_id=3,
            seats=[SeatInfo(user_id=3, name="Alice")],
            options={},
            state="{}",
            version=0,
            status="running",
        )
        await storage.create_session(record)
        await _fill_the_disk(storage)
        record.version = 1
        commit = Commit(record, 0, [ActionRow(0, "x" * 200_000)], {})
        with pytest.raises(sqlite3.OperationalError, match=FULL):
            await storage.commit(commit)
        assert (await storage.get_session("full0001")).version == 0
    finally:
        await storage.close()


async def test_a_database_outage_is_logged_as_a_database_failure(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,  # noqa: F811
    backend: Databases,
    caplog,
):
    """PostgreSQL stops answering (its connections are refused): the click gets the apology and the
    log says "Database failure" with ConnectionRefusedError, not "Discord failure"."""
    if not backend.postgres:
        pytest.skip("a PostgreSQL server that refuses connections")
    import socket

    h, sid, _ = await started(harness_factory, tmp_path, clock, GAMES["forest_gangs"])
    storage = h.bot.storage
    before = await storage.get_session(sid)
    closed = socket.socket()
    closed.bind(("127.0.0.1", 0))  # bound, never listening: a connection to it is refused
    port = closed.getsockname()[1]
    real_pool = storage._pool
    down = await asyncpg.create_pool(f"postgresql://campfire@127.0.0.1:{port}/campfire", min_size=0)
    storage._pool = down
    try:
        alice = h.members[0]
        dm = fg.hand_dm(h, alice)
        with caplog.at_level(logging.INFO, logger="bot"):
            rec = await h.click(dm, alice, custom_id=custom_ids(dm)[0], settle=False)
            await h.settle(check=False)
    finally:
        storage._pool = real_pool
        await down.close()
        closed.close()
    problems = h.pop_violations()
    assert reply_texts(rec) == [apology()]
    messages = [r.getMessage() for r in caplog.records]
    assert not any("Discord failure" in m for m in messages), messages
    failures = [m for m in messages if m.startswith("Database failure")]
    assert len(failures) == 1 and "ConnectionRefusedError" in failures[0], messages
    assert len(problems) == 1 and "Database failure" in problems[0], problems
    assert (await storage.get_session(sid)).version == before.version, "nothing was written"
    again = await h.click(fg.hand_dm(h, alice), alice, custom_id=custom_ids(fg.hand_dm(h, alice))[0])
    assert not again.ephemeral


async def test_an_interaction_delivered_twice_is_answered_once(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,  # noqa: F811
    caplog,
):
    """The same INTERACTION_CREATE again (same id and token): no second answer (no 40060), no
    second move, nothing logged above INFO."""
    h, sid, _ = await started(harness_factory, tmp_path, clock, GAMES["forest_gangs"])
    storage = h.bot.storage
    alice = h.members[0]
    dm = fg.hand_dm(h, alice)
    rec = await h.click(dm, alice, custom_id=custom_ids(dm)[0])
    version = (await storage.get_session(sid)).version
    actions = len(await storage.actions(sid))
    calls = len(h.calls)
    with caplog.at_level(logging.INFO, logger="bot"):
        again = await h.dispatch(rec.payload)  # settles and checks: one answer, none refused
    assert again is rec and len(rec.initial_responses) == 1 and not rec.rejected_responses
    assert len(h.calls) == calls, "the repeat sent nothing to Discord"
    assert (await storage.get_session(sid)).version == version
    assert len(await storage.actions(sid)) == actions
    assert any("delivered again" in r.getMessage() for r in caplog.records)


def test_recent_ids_forget_the_oldest_first():
    from bot.client import RecentIds

    recent = RecentIds(size=3)
    assert [recent.first(i) for i in (1, 2, 3)] == [True, True, True]
    assert recent.first(1) is False  # seen: and now the most recent
    assert recent.first(4) is True  # 2 is forgotten
    assert recent.first(2) is True
    assert recent.first(1) is False
