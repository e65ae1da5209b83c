"""Storage and session manager with a real database (docs/ARCHITECTURE.md C13.5) and a toy game: every test runs on
a SQLite file and on a PostgreSQL database (tests/backends.py)."""

from __future__ import annotations

import asyncio
import json

import pytest

from bot.sessions import SessionError, SessionManager
from bot.storage import ActionRow, Commit, ConcurrentUpdate, Storage, schema_version
from engines.base import RuleViolation
from tests.backends import Databases
from tests.bot.toy import TOY, Play

CH = 100
HOST, BOB, EVE = 1, 2, 3


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


_open: list[Storage] = []


@pytest.fixture(autouse=True)
async def _close_storages(backend):
    yield
    while _open:
        await _open.pop().close()


def storage_at(path) -> Storage:
    """The storage of the test's backend for `path` (a file, or the PostgreSQL database standing for it)."""
    assert Databases.current is not None
    return Databases.current.storage(path)


async def manager(path, clock=None, **kw) -> SessionManager:
    storage = storage_at(path)
    await storage.open()
    _open.append(storage)
    m = SessionManager(storage, clock=clock or Clock(), **kw)
    m.register(TOY, lambda e, r: TOY.render_event(e, None))
    return m


async def started(m: SessionManager, *, ai: int = 0):
    rec = await m.create_lobby("toy", guild_id=7, channel_id=CH, host_id=HOST, host_name="Host", options={})
    await m.lobby(CH, rec.id, BOB, "Bob", "join")
    for _ in range(ai):
        await m.lobby(CH, rec.id, HOST, "Host", "add_ai")
    out = await m.lobby(CH, rec.id, HOST, "Host", "start")
    return out.record


def play_lowest(engine, seat):
    return engine.legal_actions(seat)[0]


async def test_migrations_set_the_schema_version(tmp_path):
    """A new file is migrated to the latest version; migrating again changes nothing."""
    s = storage_at(tmp_path / "db.sqlite3")
    _open.append(s)
    await s.open()
    assert s.migrated_from == 0
    assert await s.migrate() == schema_version() == 5
    await s.close()
    s2 = storage_at(tmp_path / "db.sqlite3")
    _open.append(s2)
    await s2.open()
    assert s2.migrated_from is None, "nothing to migrate the second time"
    assert await s2.migrate() == 5
    await s2.close()


async def test_one_live_game_per_channel(tmp_path):
    """The database refuses a second lobby in a channel that has a live one."""
    m = await manager(tmp_path / "db")
    await m.create_lobby("toy", guild_id=7, channel_id=CH, host_id=HOST, host_name="H", options={})
    with pytest.raises(SessionError) as err:
        await m.create_lobby("toy", guild_id=7, channel_id=CH, host_id=BOB, host_name="B", options={})
    assert err.value.code == "channel_busy"
    # Another channel is fine.
    await m.create_lobby("toy", guild_id=7, channel_id=CH + 1, host_id=BOB, host_name="B", options={})


async def test_cancelled_lobby_frees_the_channel(tmp_path):
    """After the host cancels, a new game can be opened in the channel."""
    m = await manager(tmp_path / "db")
    rec = await m.create_lobby("toy", guild_id=7, channel_id=CH, host_id=HOST, host_name="H", options={})
    with pytest.raises(SessionError):
        await m.lobby(CH, rec.id, BOB, "B", "cancel")
    await m.lobby(CH, rec.id, HOST, "H", "cancel")
    await m.create_lobby("toy", guild_id=7, channel_id=CH, host_id=BOB, host_name="B", options={})


async def test_optimistic_version_refuses_a_stale_write(tmp_path):
    """A commit whose expected version is not the stored one writes nothing."""
    m = await manager(tmp_path / "db")
    rec = await started(m)
    stale = rec.version - 1
    with pytest.raises(ConcurrentUpdate):
        await m.storage.commit(Commit(record=rec, expected_version=stale, actions=[], deadlines_set={}))
    assert (await m.storage.get_session(rec.id)).version == rec.version


async def test_lobby_rules(tmp_path):
    """Join twice, leave when not seated, add AI as non-host, start below minimum are refused."""
    m = await manager(tmp_path / "db")
    rec = await m.create_lobby("toy", guild_id=7, channel_id=CH, host_id=HOST, host_name="H", options={})
    for user, verb, code in [
        (HOST, "join", "already_joined"),
        (BOB, "leave", "not_seated"),
        (BOB, "add_ai", "host_only"),
        (HOST, "start", "bad_seat_count"),
        (HOST, "remove_ai", "no_ai_to_remove"),
    ]:
        with pytest.raises(SessionError) as err:
            await m.lobby(CH, rec.id, user, "x", verb)
        assert err.value.code == code
    with pytest.raises(SessionError) as err:
        await m.lobby(CH, "deadbeef", BOB, "B", "join")
    assert err.value.code == "stale_button"


async def test_submit_commits_before_returning_and_logs_the_action(tmp_path):
    """An accepted action is in the database (state, version, action row) when submit returns."""
    m = await manager(tmp_path / "db")
    rec = await started(m)
    out = await m.submit(CH, HOST, play_lowest, session_id=rec.id)
    stored = await m.storage.get_session(rec.id)
    assert stored.version == out.record.version == rec.version + 1
    assert stored.state == out.engine.dump()
    rows = await m.storage.actions(rec.id)
    assert [r.seat for r in rows] == [0]


async def test_rejections_change_nothing(tmp_path):
    """Not seated, stale session, stale/foreign decision token and illegal actions leave the row as it was."""
    m = await manager(tmp_path / "db")
    rec = await started(m)
    before = await m.storage.get_session(rec.id)
    eng = m.engine_of(before)
    bob_d = next(d for d in eng.open_decisions() if d.seat == 1)
    cases = [
        (EVE, play_lowest, dict(session_id=rec.id), "not_seated"),
        (HOST, play_lowest, dict(session_id="0badc0de"), "stale_button"),
        (HOST, play_lowest, dict(session_id=rec.id, token=f"d{bob_d.id}"), "not_your_decision"),
        (HOST, play_lowest, dict(session_id=rec.id, token="t99"), "stale_button"),
        (HOST, play_lowest, dict(session_id=rec.id, token="zz"), "forged_id"),
    ]
    for user, fn, kw, code in cases:
        with pytest.raises(SessionError) as err:
            await m.submit(CH, user, fn, **kw)
        assert err.value.code == code
    with pytest.raises(RuleViolation):
        await m.submit(CH, HOST, lambda e, s: Play(decision_id=bob_d.id, card=1), session_id=rec.id)
    after = await m.storage.get_session(rec.id)
    assert (after.state, after.version) == (before.state, before.version)
    assert await m.storage.actions(rec.id) == []


async def test_expired_deadline_applies_the_default_and_survives_a_restart(tmp_path):
    """Deadlines are rows: a new manager on the same file fires an overdue one as a logged action."""
    clock = Clock()
    m = await manager(tmp_path / "db", clock)
    rec = await started(m)
    deadlines = await m.storage.deadlines(rec.id)
    assert set(deadlines) == {f"d{d.id}" for d in m.engine_of(rec).open_decisions()}
    await m.storage.close()
    # "Restart": a new manager on the same file, 31 s later.
    clock.now += 31
    m2 = await manager(tmp_path / "db", clock)
    from bot.scheduler import Scheduler

    seen = []

    async def on_outcome(o):
        seen.append(o)

    sched = Scheduler(m2.storage, m2, on_outcome, clock=clock)
    assert await sched.fire_due() == 2
    rows = await m2.storage.actions(rec.id)
    assert [r.seat for r in rows] == [None, None]  # the system applied the defaults
    assert all(json.loads(r.action_json)["kind"] == "play" for r in rows)
    engine = m2.engine_of(await m2.storage.get_session(rec.id))
    assert engine.state.round == 2
    ok, msg = await m2.replay(rec.id)
    assert ok, msg


async def test_idle_player_is_warned_then_replaced_by_ai(tmp_path):
    """Two timeouts in a row warn; the third hands the seat to an AI; takeback returns it."""
    clock = Clock()
    m = await manager(tmp_path / "db", clock, idle_strikes_before_ai=3)
    rec = await started(m)
    notes = []
    from bot.scheduler import Scheduler

    async def on_outcome(o):
        notes.extend(o.notes)

    sched = Scheduler(m.storage, m, on_outcome, clock=clock)
    for _ in range(2):
        await m.submit(CH, HOST, play_lowest, session_id=rec.id)  # host plays; Bob idles
        clock.now += 31
        await sched.fire_due()
    assert any(f"<@{BOB}>" in n and "next time" in n for n in notes)
    rec2 = await m.storage.get_session(rec.id)
    assert rec2.seats[1].ai is False and rec2.seats[1].idle_strikes == 2
    await m.submit(CH, HOST, play_lowest, session_id=rec.id)
    clock.now += 31
    await sched.fire_due()
    rec3 = await m.storage.get_session(rec.id)
    assert rec3.status == "finished"  # the third round ended the toy game
    assert rec3.seats[1].ai is True
    assert any("AI plays their seat" in n for n in notes)


async def test_ai_seats_act_in_the_same_commit(tmp_path):
    """With an AI seat, a human's action is followed by the AI's, all logged in one commit."""
    m = await manager(tmp_path / "db")
    rec = await started(m, ai=1)
    rows = await m.storage.actions(rec.id)
    assert [r.seat for r in rows] == [2]  # the AI chose at once when the game started
    await m.submit(CH, HOST, play_lowest, session_id=rec.id)
    await m.submit(CH, BOB, play_lowest, session_id=rec.id)
    rows = await m.storage.actions(rec.id)
    assert [r.seat for r in rows] == [2, 0, 1, 2]


async def test_finished_game_writes_results_and_stats(tmp_path):
    """The end of a game writes a results row per seat; stats count wins for humans only."""
    m = await manager(tmp_path / "db")
    rec = await started(m, ai=1)
    for _ in range(3):
        await m.submit(CH, HOST, play_lowest, session_id=rec.id)
        await m.submit(CH, BOB, play_lowest, session_id=rec.id)
    final = await m.storage.get_session(rec.id)
    assert final.status == "finished"
    stats = await m.storage.stats(7, "toy")
    assert {name for name, *_ in stats} == {"Host", "Bob"}
    assert await m.storage.games_played(7, "toy") == 1
    with pytest.raises(SessionError) as err:
        await m.submit(CH, HOST, play_lowest, session_id=rec.id)
    assert err.value.code == "no_game"


async def test_forfeit_hands_the_seat_to_an_ai_and_last_human_leaving_ends_the_game(tmp_path):
    """Leaving gives the seat to an AI; when no human is left the game ends and says so."""
    m = await manager(tmp_path / "db")
    await started(m)
    out = await m.set_seat(CH, BOB, "forfeit")
    assert out.record.seats[1].ai and out.record.seats[1].left
    with pytest.raises(SessionError):
        await m.set_seat(CH, BOB, "takeback")
    out = await m.set_seat(CH, HOST, "forfeit")
    assert out.finished and any("left" in n for n in out.notes)


async def test_actions_in_two_channels_at_once_both_commit(tmp_path):
    """Two tables of one process, clicked at the same moment: each action commits in its own
    transaction (on SQLite one connection serves both, so a transaction must never span an await
    that lets the other channel's statements in)."""
    m = await manager(tmp_path / "db")
    tables = []
    for ch in (CH, CH + 1, CH + 2):
        rec = await m.create_lobby(
            "toy", guild_id=7, channel_id=ch, host_id=HOST, host_name="Host", options={}
        )
        await m.lobby(ch, rec.id, BOB, "Bob", "join")
        tables.append((ch, (await m.lobby(ch, rec.id, HOST, "Host", "start")).record))
    for _ in range(3):
        outs = await asyncio.gather(
            *(
                m.submit(ch, user, play_lowest, session_id=rec.id)
                for ch, rec in tables
                for user in (HOST, BOB)
            ),
            return_exceptions=True,
        )
        assert not [o for o in outs if isinstance(o, BaseException)], outs
    for _, rec in tables:
        final = await m.storage.get_session(rec.id)
        assert final.status == "finished"
        assert len(await m.storage.actions(rec.id)) == 6
        ok, msg = await m.replay(rec.id)
        assert ok, msg


async def test_the_live_games_of_a_player_are_found_by_a_query(tmp_path):
    """`/hand` in a DM: the live games where the user sits, from the database (not every session);
    user 2 is not user 23, another game's tables and finished games don't count."""
    m = await manager(tmp_path / "db")
    mine = await started(m)  # HOST and BOB (2)
    other = await m.create_lobby("toy", guild_id=7, channel_id=CH + 1, host_id=23, host_name="T", options={})
    found = await m.storage.live_sessions_of(BOB, "toy")
    assert [r.id for r in found] == [mine.id]
    assert [r.id for r in await m.storage.live_sessions_of(23, "toy")] == [other.id]
    assert await m.storage.live_sessions_of(BOB, "forest_gangs") == []
    await m.set_seat(CH, HOST, "end")
    assert await m.storage.live_sessions_of(BOB, "toy") == []


async def test_logged_actions_are_numbered_in_order_across_commits(tmp_path):
    """Each commit appends its actions after the session's last one (seq 1, 2, …, no gap, no
    repeat), several in one commit included, and another session's log does not count."""
    m = await manager(tmp_path / "db")
    rec = await started(m)
    other = await m.create_lobby("toy", guild_id=7, channel_id=CH + 1, host_id=EVE, host_name="E", options={})
    storage = m.storage
    before = await storage.actions(rec.id)
    for batch in (["a", "b", "c"], ["d"], ["e", "f"]):
        row = await storage.get_session(rec.id)
        expected = row.version
        row.version += 1
        await storage.commit(Commit(row, expected, [ActionRow(0, json.dumps({"n": n})) for n in batch], {}))
    rows = await storage.actions(rec.id)
    assert [json.loads(r.action_json).get("n") for r in rows[len(before) :]] == list("abcdef")
    if storage.kind == "sqlite":
        async with storage.db.execute(
            "SELECT seq FROM actions WHERE session_id = ? ORDER BY seq", (rec.id,)
        ) as cur:
            assert [r[0] for r in await cur.fetchall()] == list(range(1, len(rows) + 1))
    assert await storage.actions(other.id) == []


async def test_a_live_session_is_read_with_its_deadlines_and_a_finished_one_without(tmp_path):
    """`get_session` and `live_session` give a live session's pending deadlines with its row (the
    countdowns a table shows), keys paired with their own due times; a finished game has none."""
    from tests.bot.test_storage_guard import record

    s = storage_at(tmp_path / "db.sqlite3")
    await s.open()
    _open.append(s)
    rec = record("s1", CH, "running")
    await s.create_session(rec)
    due = {"d9": 1_000_123.25, "a1": 1_000_050.5, "turn": 1_000_999.0}
    rec.version = 2
    await s.commit(Commit(record=rec, expected_version=1, actions=[], deadlines_set=due))
    assert (await s.get_session("s1")).deadlines == due
    assert (await s.live_session(CH)).deadlines == due
    rec.version, rec.status = 3, "finished"
    await s.commit(Commit(record=rec, expected_version=2, actions=[], deadlines_set={}))
    assert (await s.get_session("s1")).deadlines == {}
    assert await s.live_session(CH) is None


async def test_a_commit_logs_its_actions_in_order_keeps_or_drops_deadlines_and_a_stale_one_writes_nothing(
    tmp_path,
):
    """One commit: its actions numbered after the session's last, deadlines added unless present
    (a stored due time never moves), the others dropped when `deadlines_keep` is given, kept when
    not, all of them at the game's end. A commit with a stale version writes none of it."""
    from tests.bot.test_storage_guard import record

    s = storage_at(tmp_path / "db.sqlite3")
    await s.open()
    _open.append(s)
    rec = record("s1", CH, "running")
    await s.create_session(rec)

    async def commit(expected: int, actions: list[str], due: dict[str, float], keep: set[str] | None) -> None:
        rec.version = expected + 1
        rows = [ActionRow(i, body) for i, body in enumerate(actions)]
        await s.commit(
            Commit(
                record=rec, expected_version=expected, actions=rows, deadlines_set=due, deadlines_keep=keep
            )
        )

    await commit(1, ['{"a": 1}', '{"a": 2}'], {"d2": 10.0, "t": 20.0}, None)
    await commit(2, ['{"a": 3}'], {"d2": 99.0, "d3": 30.0}, {"d2", "d3"})  # "t" dropped, d2 keeps 10.0
    assert [(a.seat, a.action_json) for a in await s.actions("s1")] == [
        (0, '{"a": 1}'),
        (1, '{"a": 2}'),
        (0, '{"a": 3}'),
    ]
    assert await s.deadlines("s1") == {"d2": 10.0, "d3": 30.0}
    await commit(3, [], {"d4": 40.0}, None)  # no keep set: nothing dropped
    assert await s.deadlines("s1") == {"d2": 10.0, "d3": 30.0, "d4": 40.0}
    rec.state = '{"stale": true}'
    with pytest.raises(ConcurrentUpdate):
        await commit(3, ['{"a": 4}'], {"d5": 50.0}, set())
    assert len(await s.actions("s1")) == 3
    assert await s.deadlines("s1") == {"d2": 10.0, "d3": 30.0, "d4": 40.0}
    assert (await s.get_session("s1")).version == 4
    rec.status = "finished"
    await commit(4, ['{"a": 5}'], {"d6": 60.0}, set())
    assert await s.deadlines("s1") == {} and len(await s.actions("s1")) == 4
