"""PostgreSQL specifics: the schema guard, one-line open errors, requests serialized across processes
(two session managers on one database stand for two bot processes), deadlines claimed once, and
shard leases that pass to another process when their holder stops renewing.

Everything else the runtime does is tested on both backends (tests/backends.py).
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from bot.config import load_settings
from bot.scheduler import Scheduler
from bot.sessions import SessionError, SessionManager
from bot.storage import SchemaTooNew, StorageOpenError, schema_version
from bot.storage.postgres import PostgresStorage
from tests.backends import sql
from tests.bot.toy import TOY, Play
from tests.pg import create_database, drop_database

ROOT = Path(__file__).resolve().parents[2]
CH = 100
HOST, BOB = 1, 2


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def opened(postgres_db_url):
    """Opens PostgresStorages on the test's database and closes them at the end."""
    made: list[PostgresStorage] = []

    async def open_one(url: str = postgres_db_url, **kw) -> PostgresStorage:
        s = PostgresStorage(url, **kw)
        await s.open()
        made.append(s)
        return s

    yield open_one
    for s in made:
        await s.close()


async def process(opened, clock: Clock) -> SessionManager:
    """One "bot process": its own pool, its own in-process locks and click index."""
    m = SessionManager(await opened(), clock=clock)
    m.register(TOY, lambda e, r: TOY.render_event(e, None))
    return m


async def started(m: SessionManager):
    rec = await m.create_lobby("toy", guild_id=7, channel_id=CH, host_id=HOST, host_name="Host", options={})
    await m.lobby(CH, rec.id, BOB, "Bob", "join")
    return (await m.lobby(CH, rec.id, HOST, "Host", "start")).record


async def test_a_new_database_is_migrated_and_a_newer_schema_is_refused(opened, postgres_db_url):
    """Schema guard: a database written by a newer Campfire is refused, unchanged."""
    s = await opened()
    assert s.migrated_from == 0 and await s.schema_version_found() == schema_version()
    await sql(s, "UPDATE campfire_schema SET version = 99")
    await sql(
        s,
        "INSERT INTO sessions (id, channel_id, game, rules_version, seed, host_id, status,"
        " created_at, updated_at) VALUES ('abcd0123', 5, 'toy', 1, 1, 1, 'lobby', 'x', 'x')",
    )
    with pytest.raises(SchemaTooNew) as err:
        await opened()
    assert err.value.found == 99 and err.value.supported == schema_version()
    assert [r["version"] for r in await sql(s, "SELECT version FROM campfire_schema")] == [99]
    assert len(await sql(s, "SELECT id FROM sessions")) == 1


async def test_open_errors_are_one_line_with_the_password_hidden(postgres_server_url):
    """A server that isn't there, or a database that doesn't exist: StorageOpenError, no password."""
    with pytest.raises(StorageOpenError) as err:
        await PostgresStorage("postgresql://campfire:hunter2@127.0.0.1:1/campfire").open()
    assert "cannot reach PostgreSQL" in err.value.reason and "hunter2" not in str(err.value)
    missing = postgres_server_url.rsplit("/", 1)[0] + "/no_such_db_here"
    with pytest.raises(StorageOpenError) as err:
        await PostgresStorage(missing).open()
    assert "does not exist" in err.value.reason
    s = load_settings(_env_file=None, database_url="postgresql://u:hunter2@h:5432/d")
    assert s.database_label == "postgresql://u:***@h:5432/d"


async def test_clicks_at_two_processes_for_one_table_apply_once_each_in_order(opened):
    """Two processes, one table: Host's move reaches one, Bob's the other, at the same moment. Both
    apply, one after the other (the channel's advisory lock), and the log replays to the state."""
    clock = Clock()
    a, b = await process(opened, clock), await process(opened, clock)
    rec = await started(a)
    for _ in range(3):  # the toy game's three rounds
        engine = a.engine_of(await a.storage.get_session(rec.id))
        decisions = {d.seat: d.id for d in engine.open_decisions()}

        def play(seat_decision):
            return lambda e, s: Play(decision_id=seat_decision, card=e.legal_actions(s)[0].card)

        results = await asyncio.gather(
            a.submit(CH, HOST, play(decisions[0]), session_id=rec.id, token=f"d{decisions[0]}"),
            b.submit(CH, BOB, play(decisions[1]), session_id=rec.id, token=f"d{decisions[1]}"),
        )
        assert len({o.record.version for o in results}) == 2, "each click is its own commit"
    final = await b.storage.get_session(rec.id)
    assert final.status == "finished"
    rows = await a.storage.actions(rec.id)
    assert [r.seat for r in rows].count(0) == 3 and [r.seat for r in rows].count(1) == 3
    ok, msg = await b.replay(rec.id)
    assert ok, msg


async def test_a_second_click_on_one_decision_at_another_process_is_refused(opened):
    """The same decision clicked twice, at two processes: one applies, the other is a stale button."""
    clock = Clock()
    a, b = await process(opened, clock), await process(opened, clock)
    rec = await started(a)
    engine = a.engine_of(rec)
    host_d = next(d.id for d in engine.open_decisions() if d.seat == 0)
    await b.known(rec.id)  # b's index knows the game as it was

    def play(e, s):
        return Play(decision_id=host_d, card=e.legal_actions(s)[0].card)

    first = await a.submit(CH, HOST, play, session_id=rec.id, token=f"d{host_d}")
    with pytest.raises(SessionError) as err:
        await b.submit(CH, HOST, play, session_id=rec.id, token=f"d{host_d}")
    assert err.value.code == "stale_button"
    assert len(await b.storage.actions(rec.id)) == 1
    assert (await b.storage.get_session(rec.id)).version == first.record.version


async def test_a_lobby_made_by_another_process_is_seen_at_once(opened):
    """Process b knew the channel empty; a opens a lobby there: b's click joins it (no stale "no game")."""
    clock = Clock()
    a, b = await process(opened, clock), await process(opened, clock)
    with pytest.raises(SessionError) as err:
        await b.submit(CH, BOB, lambda e, s: None)
    assert err.value.code == "no_game"
    rec = await a.create_lobby("toy", guild_id=7, channel_id=CH, host_id=HOST, host_name="H", options={})
    out = await b.lobby(CH, rec.id, BOB, "Bob", "join")
    assert [s.user_id for s in out.record.seats] == [HOST, BOB]
    out = await a.lobby(CH, rec.id, HOST, "H", "start")  # a's index was one version behind
    assert out.started


async def test_a_failed_final_commit_counts_as_nothing_written(opened, monkeypatch):
    """If the transaction's COMMIT fails after the work inside it, the caller sees the error and the
    click index forgets the session (no answer claims it was saved)."""
    from bot import sessions as sessions_mod

    clock = Clock()
    a = await process(opened, clock)
    rec = await started(a)
    storage = a.storage
    real = storage.serialized

    import contextlib

    @contextlib.asynccontextmanager
    async def failing(channel_id):
        async with real(channel_id):
            yield
            raise ConnectionResetError("the server went away during COMMIT")

    monkeypatch.setattr(storage, "serialized", failing)
    before = sessions_mod.commits_so_far()
    engine = a.engine_of(rec)
    d = next(x.id for x in engine.open_decisions() if x.seat == 0)
    with pytest.raises(ConnectionResetError):
        await a.submit(
            CH, HOST, lambda e, s: Play(decision_id=d, card=e.legal_actions(s)[0].card), session_id=rec.id
        )
    assert sessions_mod.commits_so_far() == before
    assert rec.id not in a.index.sessions
    assert (await storage.get_session(rec.id)).version == rec.version, "rolled back"


async def test_each_deadline_fires_once_across_processes(opened):
    """Two schedulers (two processes) on the shards of one bot: an overdue deadline fires at exactly
    one of them, as one logged default action."""
    clock = Clock()
    a, b = await process(opened, clock), await process(opened, clock)
    rec = await started(a)
    assert len(await a.storage.deadlines(rec.id)) == 2
    seen: list[str] = []

    async def on_outcome(o):
        seen.append(o.record.id)

    sa = Scheduler(a.storage, a, on_outcome, clock=clock, shard_count=1, lease_s=30, owner="a")
    sb = Scheduler(b.storage, b, on_outcome, clock=clock, shard_count=1, lease_s=30, owner="b")
    clock.now += 31
    fired = await asyncio.gather(sa.fire_due(), sb.fire_due())
    rows = await a.storage.actions(rec.id)
    assert [r.seat for r in rows] == [None, None], "two defaults, once each"
    assert all(json.loads(r.action_json)["kind"] == "play" for r in rows)
    assert sum(fired) == 2 and await a.storage.deadlines(rec.id) != {}  # round 2's deadlines
    ok, msg = await a.replay(rec.id)
    assert ok, msg


async def test_a_dead_processes_deadlines_are_taken_over_when_its_lease_runs_out(opened):
    """Shard 0's process stops renewing (it died): shard 1's process fires shard 0's deadlines once
    the lease has run out (at its next renewal, a third of a lease later at most), not before; when
    shard 0's process is back, it takes its shard back."""
    clock = Clock()
    a, b = await process(opened, clock), await process(opened, clock)
    rec = await started(a)  # guild 7 -> shard (7 >> 22) % 2 == 0
    done: list[str] = []

    async def on_outcome(o):
        done.append(o.record.id)

    sa = Scheduler(a.storage, a, on_outcome, clock=clock, shards=[0], shard_count=2, lease_s=30, owner="a")
    sb = Scheduler(b.storage, b, on_outcome, clock=clock, shards=[1], shard_count=2, lease_s=30, owner="b")
    assert await sa.renew(force=True) == [0, 1], "a stands in for shard 1 until its process starts"
    assert await sb.renew(force=True) == [1], "b takes its own shard"
    assert await sa.renew(force=True) == [0]
    clock.now += 31  # the deadlines are due; a's lease (renewed at +0) ran out at +30
    clock.now -= 2  # ... not yet: 29 s after a's last renewal
    assert await sb.fire_due() == 0 and await b.storage.actions(rec.id) == []
    clock.now += 11  # 40 s: a is silent past its lease, and b's next renewal (every lease / 3) is due
    assert await sb.fire_due() == 2
    assert sb.held == [0, 1]
    assert [r.seat for r in await b.storage.actions(rec.id)] == [None, None]
    assert await sa.renew(force=True) == [0], "a takes its own shard back"
    assert await sb.renew(force=True) == [1]


async def test_every_schema_version_has_both_dialects():
    """One version number: each SQLite migration has its PostgreSQL twin and vice versa."""
    from bot.storage.sql import MIGRATIONS, _migration_files

    sqlite = [v for v, _ in _migration_files(MIGRATIONS)]
    postgres = [v for v, _ in _migration_files(MIGRATIONS / "postgresql")]
    assert sqlite == postgres == list(range(1, schema_version() + 1))


async def test_the_test_databases_are_isolated(postgres_server_url):
    """Two fresh databases share nothing (what the two-backend runs rely on)."""
    one, two = create_database(postgres_server_url), create_database(postgres_server_url)
    try:
        s1, s2 = PostgresStorage(one), PostgresStorage(two)
        await s1.open()
        await s2.open()
        m = SessionManager(s1)
        m.register(TOY, lambda e, r: None)
        await m.create_lobby("toy", guild_id=7, channel_id=CH, host_id=HOST, host_name="H", options={})
        assert await s1.count_sessions() == 1 and await s2.count_sessions() == 0
        await s1.close()
        await s2.close()
    finally:
        drop_database(postgres_server_url, one)
        drop_database(postgres_server_url, two)


def _cli(tmp_path, url: str, *args: str):
    """`python -m bot ARGS` on the database at `url`, as the first-run tests run the CLI."""
    from tests.bot.test_first_run import _bot

    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path),
        "PYTHONPATH": str(ROOT),
        "CAMPFIRE_DATABASE_URL": url,
    }
    return _bot(tmp_path, env, *args)


async def test_migrate_and_db_commands_on_postgresql(tmp_path, postgres_db_url):
    """`migrate` creates the schema; `db check` reads every session back; `db backup`/`restore` point
    at pg_dump/pg_restore in one line; a bad URL is one line naming CAMPFIRE_DATABASE_URL, no password."""
    made = _cli(tmp_path, postgres_db_url, "migrate")
    assert made.returncode == 0 and f"created at schema version {schema_version()}" in made.stdout, (
        made.stderr
    )
    s = PostgresStorage(postgres_db_url)
    await s.open()
    m = SessionManager(s)
    m.register(TOY, lambda e, r: None)
    await started(m)
    await s.close()
    check = _cli(tmp_path, postgres_db_url, "db", "check")
    assert check.returncode == 0, check.stderr
    assert f"schema version {schema_version()}; 1 session read back" in check.stdout
    for verb in ("backup", "restore"):
        args = ("db", verb) if verb == "backup" else ("db", verb, str(tmp_path / "x.dump"))
        out = _cli(tmp_path, postgres_db_url, *args)
        lines = out.stderr.strip().splitlines()
        assert out.returncode == 2 and len(lines) == 1 and "pg_dump" in lines[0], out.stderr
    bad = _cli(tmp_path, "postgresql://campfire:hunter2@127.0.0.1:1/campfire", "migrate")
    lines = bad.stderr.strip().splitlines()
    assert bad.returncode == 1 and len(lines) == 1, bad.stderr
    assert "CAMPFIRE_DATABASE_URL" in lines[0] and "hunter2" not in lines[0] and "***" in lines[0]


async def test_a_forged_click_inside_the_transaction_needs_no_second_connection(opened):
    """With a pool of one connection: a click naming a session that doesn't exist is refused, and a
    real one applied after it. Inside the lock (which holds the request's connection) the click
    index is only looked at, never read into: a read there would wait for a second connection."""
    clock = Clock()
    m = SessionManager(await opened(pool_size=1), clock=clock)
    m.register(TOY, lambda e, r: TOY.render_event(e, None))
    rec = await started(m)
    d = next(x.id for x in m.engine_of(rec).open_decisions() if x.seat == 0)

    def play(e, s):
        return Play(decision_id=d, card=e.legal_actions(s)[0].card)

    with pytest.raises(SessionError) as err:
        await asyncio.wait_for(m.submit(CH, HOST, play, session_id="0badf00d", token=f"d{d}"), 10)
    assert err.value.code == "stale_button"
    out = await asyncio.wait_for(m.submit(CH, HOST, play, session_id=rec.id, token=f"d{d}"), 10)
    assert out.record.version == rec.version + 1


async def test_an_actions_anchors_are_written_together_and_moved_digests_skip_the_flush(opened, monkeypatch):
    """The presenter's anchors of one action are one transaction at the end of its batch (read back
    at once by the process that set them, by the others once written). A batch that only moves
    digests does not wait for its WAL flush; one with a new message id does, as any commit."""
    import asyncpg

    from tests.bot.test_storage_guard import record

    a, b = await opened(), await opened()
    await a.create_session(record("s1", CH, "running"))
    seen: list[str] = []
    for name in ("execute", "executemany"):
        real = getattr(asyncpg.connection.Connection, name)

        async def traced(self, query, *args, _real=real, **kw):
            seen.append(query)
            return await _real(self, query, *args, **kw)

        monkeypatch.setattr(asyncpg.connection.Connection, name, traced)

    async with a.anchor_batch():
        await a.set_message("s1", "table", -1, CH, 100, "aaa")
        await a.set_message("s1", "hand", 0, 5, 400, "h")
        assert await a.message("s1", "table") == (CH, 100, "aaa")  # its own writes, at once
        assert await b.message("s1", "table") is None  # another process: not written yet
        assert not any("messages" in q and "INSERT" in q for q in seen)
    assert await b.message("s1", "hand", 0) == (5, 400, "h")
    upserts = [q for q in seen if "INSERT INTO messages" in q]
    assert len(upserts) == 1  # both anchors in one statement, one transaction
    assert not any("synchronous_commit" in q for q in seen)  # new message ids: flushed

    seen.clear()
    async with a.anchor_batch():
        channel, message, _ = await a.message("s1", "table")
        await a.set_message("s1", "table", -1, channel, message, "bbb")
        await a.set_message("s1", "ping", -1, CH, 301, "{}")  # a new ping is never synced alone
    assert "SET LOCAL synchronous_commit TO off" in seen
    assert await b.message("s1", "table") == (CH, 100, "bbb")

    seen.clear()
    async with a.anchor_batch():
        await a.set_message("s1", "table", -1, CH, 200, "ccc")  # the table was posted again
    assert not any("synchronous_commit" in q for q in seen)
    assert await b.message("s1", "table") == (CH, 200, "ccc")


async def test_the_pools_connections_come_back_without_a_reset_round_trip_and_keep_no_session_state(opened):
    """asyncpg's pool sends a reset query (unlock all, close all, unlisten, reset all) each time a
    connection comes back: a round trip at every read outside a request. The main pool skips it,
    since its connections hold nothing to reset: the server's last statement on a released
    connection is still the caller's own. A transaction left open is rolled back all the same, and
    the migration's session-level lock, taken on a connection of its own, is gone once it is done."""
    from bot.storage.postgres import MIGRATION_LOCK

    s = await opened()
    used, watcher = await s.pool.acquire(), await s.pool.acquire()
    try:
        pid = await used.fetchval("SELECT pg_backend_pid()")
        await used.fetchval("SELECT 'campfire read' AS marker")
        await s.pool.release(used)
        last = await watcher.fetchval("SELECT query FROM pg_stat_activity WHERE pid = $1", pid)
        assert last == "SELECT 'campfire read' AS marker"
        left_open = await s.pool.acquire()
        left_pid = await left_open.fetchval("SELECT pg_backend_pid()")
        await left_open.transaction().start()
        await left_open.execute("CREATE TEMP TABLE scratch (x INTEGER)")
        await s.pool.release(left_open)  # the caller forgot to finish it: asyncpg rolls it back
        state = await watcher.fetchrow("SELECT state, query FROM pg_stat_activity WHERE pid = $1", left_pid)
        assert state["state"] == "idle" and state["query"] == "ROLLBACK"
        held = await watcher.fetchval(
            "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND objid = $1", MIGRATION_LOCK
        )
        assert held == 0
    finally:
        await s.pool.release(watcher)


async def test_a_publish_reads_all_of_a_sessions_anchors_in_one_query(opened, monkeypatch):
    """Inside an anchor batch (a publish, under the session's presenting lock) the first read of a
    session's anchor reads all of them at once: the table's, the clicker's and every other hand's
    are one round trip, not one each. Missing ones are None, another session is its own query,
    and outside a batch each read is still fresh from the database."""
    import asyncpg

    from tests.bot.test_storage_guard import record

    s = await opened()
    await s.create_session(record("s1", CH, "running"))
    await s.create_session(record("s2", CH + 1, "running"))
    await s.set_message("s1", "table", -1, CH, 100, "t")
    for seat in range(3):
        await s.set_message("s1", "hand", seat, 50 + seat, 400 + seat, f"h{seat}")
    await s.set_message("s2", "table", -1, CH + 1, 200, "t2")
    reads: list[str] = []
    for name in ("fetch", "fetchrow"):
        real = getattr(asyncpg.connection.Connection, name)

        async def traced(self, query, *args, _real=real, **kw):
            if "FROM messages" in query:
                reads.append(query)
            return await _real(self, query, *args, **kw)

        monkeypatch.setattr(asyncpg.connection.Connection, name, traced)

    async with s.anchor_batch():
        got = await asyncio.gather(*(s.message("s1", "hand", seat) for seat in range(4)))
        assert got == [(50, 400, "h0"), (51, 401, "h1"), (52, 402, "h2"), None]
        assert await s.message("s1", "table") == (CH, 100, "t")
        assert len(reads) == 1
        assert await s.message("s2", "table") == (CH + 1, 200, "t2")
        assert len(reads) == 2
    await s.set_message("s1", "hand", 0, 50, 400, "moved")
    assert await s.message("s1", "hand", 0) == (50, 400, "moved")
    assert len(reads) == 3


async def test_an_actions_commit_is_one_statement_that_wakes_the_schedulers_only_when_it_lands(
    opened, monkeypatch
):
    """An action's usual commit is one round trip (PG_COMMIT), and the deadline schedulers of every
    process hear of it; a commit that lost its version race changes nothing and wakes no one."""
    import asyncpg

    from bot.storage import ActionRow, Commit, ConcurrentUpdate
    from tests.bot.test_storage_guard import record

    a, b = await opened(), await opened()
    woken: list[int] = []
    await b.listen(lambda: woken.append(1))
    rec = record("s1", CH, "running")
    await a.create_session(rec)
    sent: list[str] = []
    for name in ("execute", "executemany", "fetch", "fetchrow", "fetchval"):
        real = getattr(asyncpg.connection.Connection, name)

        async def traced(self, query, *args, _real=real, **kw):
            sent.append(query)
            return await _real(self, query, *args, **kw)

        monkeypatch.setattr(asyncpg.connection.Connection, name, traced)
    rec.version = 2
    await a.commit(
        Commit(record=rec, expected_version=1, actions=[ActionRow(0, "{}")], deadlines_set={"d2": 5.0})
    )
    assert len(sent) == 1
    for _ in range(50):
        if woken:
            break
        await asyncio.sleep(0.02)
    assert woken == [1]
    with pytest.raises(ConcurrentUpdate):
        await a.commit(
            Commit(record=rec, expected_version=1, actions=[ActionRow(0, "{}")], deadlines_set={"d9": 9.0})
        )
    await asyncio.sleep(0.2)
    assert woken == [1] and await a.deadlines("s1") == {"d2": 5.0} and len(await a.actions("s1")) == 1
