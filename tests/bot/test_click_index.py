"""The click index of the session manager (issue 11): refusals it is certain of come without the
channel lock or a database read, with the code the locked path gives; it stays in step with every
write, is rebuilt lazily after a restart, and when it is out of step the locked path decides.

A real SQLite file and the toy game (two seats: HOST and BOB; each round one decision per seat).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import Counter
from typing import Any

import pytest

from bot.sessions import SessionError, SessionManager, guard_long_waits, reset_wait_guard
from bot.storage import Storage
from bot.storage.sqlite import SqliteStorage
from tests.bot.toy import TOY

CH, OTHER_CH = 100, 200
HOST, BOB, EVE = 1, 2, 3


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


_open: list[Storage] = []


@pytest.fixture(autouse=True)
async def _close_storages():
    yield
    while _open:
        await _open.pop().close()


class Probe:
    """Counts the session reads of a storage and the lock acquisitions of a manager."""

    def __init__(self, m: SessionManager) -> None:
        self.reads: Counter[str] = Counter()
        self.locks = 0
        storage = m.storage
        for name in ("get_session", "live_session"):
            real = getattr(storage, name)

            async def counted(*args: Any, _real: Any = real, _name: str = name, **kw: Any) -> Any:
                self.reads[_name] += 1
                return await _real(*args, **kw)

            setattr(storage, name, counted)
        real_lock = m.lock

        def lock(channel_id: int) -> asyncio.Lock:
            self.locks += 1
            return real_lock(channel_id)

        m.lock = lock  # type: ignore[method-assign]

    def reset(self) -> None:
        self.reads.clear()
        self.locks = 0

    @property
    def read_count(self) -> int:
        return sum(self.reads.values())


async def manager(path, clock: Clock | None = None, **kw: Any) -> SessionManager:
    storage = SqliteStorage(path)
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
    return (await m.lobby(CH, rec.id, HOST, "Host", "start")).record


def lowest(engine, seat):
    return engine.legal_actions(seat)[0]


def decision_of(m: SessionManager, record, seat: int) -> int:
    engine = m.engine_of(record)
    return next(d.id for d in engine.open_decisions() if d.seat == seat)


async def code_of(call) -> str:
    try:
        await call
    except SessionError as exc:
        return exc.code
    raise AssertionError("expected a refusal")


async def locked_code(
    m: SessionManager, channel_id: int, user: int, sid: str | None, token: str | None
) -> str:
    """What the locked path alone (no index) answers."""

    async def run() -> None:
        async with m.lock(channel_id):
            await m._submit_locked(channel_id, user, lowest, sid, token)

    return await code_of(run())


async def test_stale_foreign_and_forged_clicks_are_refused_from_the_index(tmp_path):
    m = await manager(tmp_path / "db.sqlite3")
    rec = await started(m)
    d_host, d_bob = decision_of(m, rec, 0), decision_of(m, rec, 1)
    await m.submit(CH, HOST, lowest, session_id=rec.id, token=f"d{d_host}")  # HOST answered d_host
    probe = Probe(m)
    cases = [
        (HOST, rec.id, f"d{d_host}", "stale_button"),  # answered: closed for good
        (BOB, rec.id, f"d{d_host}", "stale_button"),  # closed, whoever clicks it
        (HOST, rec.id, f"d{d_bob}", "not_your_decision"),
        (EVE, rec.id, f"d{d_bob}", "not_seated"),
        (HOST, rec.id, "t0", "stale_button"),  # an older turn
        (HOST, rec.id, "dx", "forged_id"),
        (HOST, rec.id, "q1", "forged_id"),
        (HOST, "deadbeef", f"d{d_bob}", "stale_button"),  # another session's button in this channel
    ]
    for user, sid, token, expected in cases:
        probe.reset()
        got = await code_of(m.submit(CH, user, lowest, session_id=sid, token=token))
        assert got == expected, (user, token)
        assert probe.read_count == 0 and probe.locks == 0, (user, token, probe.reads, probe.locks)
        assert await locked_code(m, CH, user, sid, token) == expected, "the locked path says the same"
    # A channel without a game: one read on first touch, then none.
    probe.reset()
    assert await code_of(m.submit(OTHER_CH, HOST, lowest, session_id=rec.id, token="d1")) == "no_game"
    assert probe.reads == Counter({"live_session": 1}) and probe.locks == 0
    probe.reset()
    assert await code_of(m.submit(OTHER_CH, HOST, lowest, session_id=rec.id, token="d1")) == "no_game"
    assert probe.read_count == 0 and probe.locks == 0
    assert await locked_code(m, OTHER_CH, HOST, rec.id, "d1") == "no_game"


async def test_what_the_index_cannot_be_sure_of_goes_the_locked_path(tmp_path):
    m = await manager(tmp_path / "db.sqlite3")
    rec = await started(m)
    d_bob = decision_of(m, rec, 1)
    probe = Probe(m)
    # A decision id that was never opened, and a turn not older than the current one: the lock decides.
    for token in (f"d{d_bob + 50}", "t7"):
        probe.reset()
        assert await code_of(m.submit(CH, BOB, lowest, session_id=rec.id, token=token)) == "stale_button"
        # The locked path needs no read either: the row this process wrote is the row (one process).
        assert probe.locks == 1 and probe.read_count == 0
    # The current decision is applied through the lock as always.
    probe.reset()
    out = await m.submit(CH, BOB, lowest, session_id=rec.id, token=f"d{d_bob}")
    assert out.record.version == rec.version + 1
    assert probe.locks == 1 and probe.read_count == 0


async def test_a_burst_on_one_decision_applies_once_and_reads_once(tmp_path):
    """Fifty identical clicks at once: the first is applied; the rest wait behind it in the lock
    queue and are refused from the index it updated, without reading the database."""
    m = await manager(tmp_path / "db.sqlite3")
    rec = await started(m)
    d_host = decision_of(m, rec, 0)
    probe = Probe(m)
    results = await asyncio.gather(
        *(m.submit(CH, HOST, lowest, session_id=rec.id, token=f"d{d_host}") for _ in range(50)),
        return_exceptions=True,
    )
    applied = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, BaseException)]
    assert len(applied) == 1
    assert {type(r) for r in refused} == {SessionError} and {r.code for r in refused} == {"stale_button"}
    assert probe.reads == Counter(), "no click read the session: the row written at the start is the row"
    rows = await m.storage.actions(rec.id)
    assert [r.seat for r in rows] == [0]
    # A second wave, after the first settled: refused before the lock.
    probe.reset()
    again = await asyncio.gather(
        *(m.submit(CH, HOST, lowest, session_id=rec.id, token=f"d{d_host}") for _ in range(20)),
        return_exceptions=True,
    )
    assert {getattr(r, "code", None) for r in again} == {"stale_button"}
    assert probe.read_count == 0 and probe.locks == 0


async def test_the_index_is_rebuilt_lazily_after_a_restart(tmp_path):
    db = tmp_path / "db.sqlite3"
    m = await manager(db)
    rec = await started(m)
    d_host, d_bob = decision_of(m, rec, 0), decision_of(m, rec, 1)
    await m.submit(CH, HOST, lowest, session_id=rec.id, token=f"d{d_host}")
    await m.storage.close()
    _open.remove(m.storage)
    m2 = await manager(db)  # a new process: an empty index
    probe = Probe(m2)
    assert await code_of(m2.submit(CH, HOST, lowest, session_id=rec.id, token=f"d{d_host}")) == "stale_button"
    assert probe.reads == Counter({"live_session": 1}) and probe.locks == 0, "one read on first touch"
    probe.reset()
    assert await code_of(m2.submit(CH, EVE, lowest, session_id=rec.id, token=f"d{d_bob}")) == "not_seated"
    assert await code_of(m2.submit(CH, HOST, lowest, session_id=rec.id, token=f"d{d_host}")) == "stale_button"
    assert probe.read_count == 0 and probe.locks == 0
    # A DM click names its session, not its channel: that one read on first touch, too.
    m3 = await manager(db)
    probe3 = Probe(m3)
    assert await m3.channel_of(rec.id) == CH
    assert await m3.identify("0badcafe") is None
    assert await m3.channel_of(rec.id) == CH and await m3.identify("0badcafe") is None
    assert probe3.reads == Counter({"get_session": 2})
    out = await m2.submit(CH, BOB, lowest, session_id=rec.id, token=f"d{d_bob}")
    assert out.record.version == rec.version + 2


async def test_timeouts_and_ai_moves_keep_the_index_in_step(tmp_path):
    clock = Clock()
    m = await manager(tmp_path / "db.sqlite3", clock, idle_strikes_before_ai=1)
    lobby = await m.create_lobby("toy", guild_id=7, channel_id=CH, host_id=HOST, host_name="Host", options={})
    await m.lobby(CH, lobby.id, BOB, "Bob", "join")
    await m.lobby(CH, lobby.id, EVE, "Eve", "join")
    await m.lobby(CH, lobby.id, HOST, "Host", "add_ai")  # the AI seat plays at once
    rec = (await m.lobby(CH, lobby.id, HOST, "Host", "start")).record
    d_host, d_bob, d_eve = (decision_of(m, rec, s) for s in (0, 1, 2))
    clock.now += 31
    out = await m.expire(rec.id, f"d{d_host}")  # HOST timed out: the default, and an AI takes the seat
    assert out is not None and out.record.seats[0].ai
    probe = Probe(m)
    assert await code_of(m.submit(CH, HOST, lowest, session_id=rec.id, token=f"d{d_host}")) == (
        "ai_playing_your_seat"
    )
    assert probe.read_count == 0 and probe.locks == 0
    assert await locked_code(m, CH, HOST, rec.id, f"d{d_host}") == "ai_playing_your_seat"
    # BOB and EVE answer: the round ends, the AI seats play the next one at once, new decisions open.
    await m.submit(CH, BOB, lowest, session_id=rec.id, token=f"d{d_bob}")
    out = await m.submit(CH, EVE, lowest, session_id=rec.id, token=f"d{d_eve}")
    assert out.engine is not None and out.engine.turn == 2
    probe.reset()
    assert await code_of(m.submit(CH, BOB, lowest, session_id=rec.id, token=f"d{d_bob}")) == "stale_button"
    assert await code_of(m.submit(CH, BOB, lowest, session_id=rec.id, token="t1")) == "stale_button"
    assert probe.read_count == 0 and probe.locks == 0
    nxt = decision_of(m, out.record, 1)
    assert nxt > d_eve
    # Forfeit (a seat change of set_seat) and the end of the game are in the index too.
    await m.set_seat(CH, BOB, "forfeit")
    probe.reset()
    assert await code_of(m.submit(CH, BOB, lowest, session_id=rec.id, token=f"d{nxt}")) == "you_left"
    assert probe.read_count == 0 and probe.locks == 0
    assert await locked_code(m, CH, BOB, rec.id, f"d{nxt}") == "you_left"
    await m.set_seat(CH, EVE, "forfeit")  # nobody human is left: the game is over
    final = await m.storage.get_session(rec.id)
    assert final is not None and final.status == "finished"
    probe.reset()
    assert await code_of(m.submit(CH, EVE, lowest, session_id=rec.id, token=f"d{nxt}")) == "no_game"
    assert await code_of(m.channel_of(rec.id)) == "stale_button"
    assert probe.read_count == 0 and probe.locks == 0
    assert await locked_code(m, CH, EVE, rec.id, f"d{nxt}") == "no_game"


async def test_lobby_clicks_are_refused_from_the_index_with_the_locked_paths_codes(tmp_path):
    m = await manager(tmp_path / "db.sqlite3")
    rec = await m.create_lobby(
        "toy", guild_id=7, channel_id=CH, host_id=HOST, host_name="Host", options={"max_players": 2}
    )
    await m.lobby(CH, rec.id, BOB, "Bob", "join")
    probe = Probe(m)
    cases = [
        (EVE, "join", "table_full"),
        (BOB, "join", "already_joined"),
        (EVE, "leave", "not_seated"),
        (HOST, "leave", "host_cannot_leave"),
        (BOB, "start", "host_only"),
        (BOB, "cancel", "host_only"),
        (BOB, "add_ai", "host_only"),
        (HOST, "remove_ai", "no_ai_to_remove"),
        (HOST, "dance", "forged_id"),
    ]

    async def locked(user: int, verb: str) -> str:
        async def run() -> None:
            async with m.lock(CH):
                await m._lobby_locked(CH, rec.id, user, "X", verb, False)

        return await code_of(run())

    for user, verb, expected in cases:
        probe.reset()
        assert await code_of(m.lobby(CH, rec.id, user, "X", verb)) == expected, verb
        assert probe.read_count == 0 and probe.locks == 0, verb
        assert await locked(user, verb) == expected
    await m.lobby(CH, rec.id, HOST, "Host", "start")
    probe.reset()
    assert await code_of(m.lobby(CH, rec.id, EVE, "Eve", "join")) == "already_started"
    assert await code_of(m.lobby(CH, "0badcafe", EVE, "Eve", "join")) == "stale_button"
    assert probe.read_count == 0 and probe.locks == 0


async def test_an_index_out_of_step_still_gets_the_right_answer(tmp_path):
    """A corrupted entry that says "maybe" and an entry that lags behind the database (another
    writer): the locked path decides, and puts the entry right."""
    m = await manager(tmp_path / "db.sqlite3")
    rec = await started(m)
    d_host, d_bob = decision_of(m, rec, 0), decision_of(m, rec, 1)
    await m.submit(CH, HOST, lowest, session_id=rec.id, token=f"d{d_host}")
    known = m.index.sessions[rec.id]
    assert known is not None and known.decisions is not None
    known.decisions[d_host] = 0  # claims the answered decision is still open
    probe = Probe(m)
    assert await code_of(m.submit(CH, HOST, lowest, session_id=rec.id, token=f"d{d_host}")) == "stale_button"
    assert probe.locks == 1, "decided by the locked path"
    assert d_host not in (m.index.sessions[rec.id].decisions or {}), "and the entry is right again"
    # Another writer (a second manager on the same file) answers BOB's decision: m lags behind.
    other = SessionManager(m.storage, clock=m.clock)
    other.register(TOY, lambda e, r: TOY.render_event(e, None))
    moved = await other.submit(CH, BOB, lowest, session_id=rec.id, token=f"d{d_bob}")
    probe.reset()
    assert await code_of(m.submit(CH, BOB, lowest, session_id=rec.id, token=f"d{d_bob}")) == "stale_button"
    assert probe.locks == 1, "the lagging entry said maybe"
    nxt = decision_of(other, moved.record, 0)
    out = await m.submit(CH, HOST, lowest, session_id=rec.id, token=f"d{nxt}")
    assert out.record.version == moved.record.version + 1, "a decision newer than the index knows is applied"
    # An index that lost everything reads again and answers the same.
    m.index.sessions.clear()
    m.index.channels.clear()
    assert await code_of(m.submit(CH, HOST, lowest, session_id=rec.id, token=f"d{nxt}")) == "stale_button"


async def test_a_lost_version_race_drops_the_entry(tmp_path):
    m = await manager(tmp_path / "db.sqlite3")
    rec = await started(m)
    d_host = decision_of(m, rec, 0)
    real_commit = m.storage.commit

    async def racing(commit: Any) -> None:
        from bot.storage import ConcurrentUpdate

        raise ConcurrentUpdate(commit.record.id)

    m.storage.commit = racing  # type: ignore[method-assign]
    assert await code_of(m.submit(CH, HOST, lowest, session_id=rec.id, token=f"d{d_host}")) == "stale_button"
    assert rec.id not in m.index.sessions and CH not in m.index.channels
    m.storage.commit = real_commit  # type: ignore[method-assign]
    out = await m.submit(CH, HOST, lowest, session_id=rec.id, token=f"d{d_host}")
    assert out.record.version == rec.version + 1


async def test_the_wait_guard_surrounds_the_wait_for_the_lock(tmp_path):
    """`submit` runs inside this task's wait guard (the interaction layer's deferral) while it
    waits for a busy channel lock; a refusal the index is sure of is answered without it."""
    m = await manager(tmp_path / "db.sqlite3")
    rec = await started(m)
    d_host = decision_of(m, rec, 0)
    events: list[str] = []
    entered = asyncio.Event()

    @contextlib.asynccontextmanager
    async def guard(after_s: float):
        events.append(f"enter {after_s}")
        entered.set()
        try:
            yield
        finally:
            events.append("exit")

    m.defer_after_s = 0.25

    async def click() -> Any:
        token = guard_long_waits(guard)
        try:
            return await m.submit(CH, HOST, lowest, session_id=rec.id, token=f"d{d_host}")
        finally:
            reset_wait_guard(token)

    async with m.lock(CH):
        task = asyncio.ensure_future(click())
        await entered.wait()
        assert events == ["enter 0.25"] and not task.done(), "waiting for the lock inside the guard"
    out = await task
    assert out.record.version == rec.version + 1 and events == ["enter 0.25", "exit"]
    events.clear()
    token = guard_long_waits(guard)
    try:
        assert await code_of(m.submit(CH, HOST, lowest, session_id=rec.id, token=f"d{d_host}")) == (
            "stale_button"
        )
    finally:
        reset_wait_guard(token)
    assert events == [], "nothing to wait for: no guard"


async def test_a_look_at_the_session_needs_no_read_once_this_process_wrote_it(tmp_path):
    """`peek` ("show my hand", the rules, a BANG! play's card and target steps) takes the row this
    process wrote, as a click under the lock does; after a restart its first look reads, and a
    look after the game moved on sees the new version."""
    db = tmp_path / "db.sqlite3"
    m = await manager(db)
    rec = await started(m)
    probe = Probe(m)
    record, engine = await m.peek(CH, rec.id)
    assert probe.read_count == 0
    assert record.version == rec.version and engine is m.engine_of(rec)
    outcome = await m.submit(CH, HOST, lowest, session_id=rec.id, token=f"d{decision_of(m, rec, 0)}")
    record, engine = await m.peek(CH)
    assert probe.read_count == 0
    assert record.version == outcome.record.version == rec.version + 1
    assert engine is outcome.engine
    assert await code_of(m.peek(CH, "ffffffff")) == "stale_button"
    # A fresh manager on the same file (a restart) reads once, then knows the row.
    m2 = await manager(db)
    probe2 = Probe(m2)
    record2, _ = await m2.peek(CH, rec.id)
    assert record2.version == rec.version + 1 and probe2.reads == Counter({"live_session": 1})
