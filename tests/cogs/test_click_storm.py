"""Answers inside Discord's window under a click storm (issue 11), through the harness.

Many simultaneous clicks on one decision: exactly one is applied, every interaction gets exactly
one answer, the refusals say why, and a stale click is refused from the session manager's index
without the channel lock or a database read (after a restart too, and after timeouts and AI
moves). An index out of step still gets the right answer; a click that has to wait for a busy
channel lock is deferred first (type 6) and answered through its token after.
"""

from __future__ import annotations

import asyncio
import copy
from collections import Counter
from typing import Any

import pytest

from bot.ui import message_for
from tests.bot.test_click_index import Probe
from tests.cogs.conftest import Clock, custom_ids, make_bot, start_harness, table_message
from tests.discord_harness import (
    FOLLOWUP_SEND,
    INTERACTION_RESPONSE,
    ORIGINAL_EDIT,
    Harness,
    InteractionRecord,
    harness_factory,  # noqa: F401
)

EXT = ("cogs.forest_gangs",)
STALE = message_for(None, "stale_button")


@pytest.fixture
def clock() -> Clock:
    return Clock()


def probe_of(h: Harness) -> Probe:
    """Counts session reads and channel-lock acquisitions of the harness's bot."""
    return Probe(h.bot.sessions)


async def open_table(h: Harness, players: int = 4, ai: int = 0) -> dict[str, Any]:
    host, *others = h.members[:players]
    lobby = (await h.slash("forest_gangs start", host)).message
    for m in others:
        await h.click(lobby, m, label="Join")
    for _ in range(ai):
        await h.click(lobby, host, label="Add AI")
    await h.click(lobby, host, label="Start")
    return lobby


def text_of(h: Harness, rec: InteractionRecord) -> str:
    """What an ephemeral answer said (the initial response, or the follow-up after a deferral)."""
    calls = [c for c in rec.calls if c.error is None and c.kind in (INTERACTION_RESPONSE, FOLLOWUP_SEND)]
    for call in reversed(calls):
        data = call.payload.get("data", call.payload) if call.payload else {}
        if data.get("content"):
            return str(data["content"])
    return ""


def guild_copy(h: Harness, dm: dict[str, Any]) -> dict[str, Any]:
    """A hand message as if it were posted in the game channel (anyone there can click it)."""
    msg = copy.deepcopy(dm)
    msg["channel_id"] = str(h.channel.id)
    msg["guild_id"] = str(h.guild.id)
    return msg


async def seat_actions(h: Harness, session_id: str, seat: int) -> int:
    return sum(1 for r in await h.bot.storage.actions(session_id) if r.seat == seat)


async def test_a_burst_on_one_decision_applies_once_and_answers_every_click(harness_factory, tmp_path, clock):
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    guests = h.add_members(3, prefix="Guest")
    await open_table(h)
    owner, others = h.members[0], h.members[1:4]
    record = await h.bot.storage.live_session(h.channel.id)
    assert record is not None
    dm = h.last_dm(owner)
    cid = custom_ids(dm)[0]
    probe = probe_of(h)
    recs: list[tuple[str, InteractionRecord]] = []
    for i in range(40):  # the owner, many times; the other players and guests on a channel copy
        recs.append(("owner", await h.click(dm, owner, custom_id=cid, settle=False)))
        if i % 4 == 0:
            who = others[i // 4 % 3]
            recs.append(
                ("player", await h.click(dm, who, custom_id=cid, raw_message=guild_copy(h, dm), settle=False))
            )
        if i % 4 == 2:
            who = guests[i // 4 % 3]
            recs.append(
                ("guest", await h.click(dm, who, custom_id=cid, raw_message=guild_copy(h, dm), settle=False))
            )
    await h.settle()
    for _, rec in recs:
        h.assert_answered(rec)  # exactly one initial response each, none refused as late
    assert await seat_actions(h, record.id, 0) == 1, "exactly one applied"
    owners = [rec for kind, rec in recs if kind == "owner"]
    assert Counter(r.callback_type for r in owners) == Counter({7: 1, 4: 39})
    assert all(text_of(h, r) == STALE for r in owners if r.callback_type == 4)
    assert all(r.ephemeral for r in owners if r.callback_type == 4)
    texts = {kind: {text_of(h, r) for k, r in recs if k == kind} for kind in ("player", "guest")}
    not_theirs = message_for("forest_gangs", "not_your_decision")
    assert texts["guest"] == {message_for("forest_gangs", "not_seated")}
    if h.bot.storage.shared:
        # PostgreSQL: the first click may read the session while the applied one commits; a player
        # whose click is refused after that commit hears that the question was answered (both true).
        assert texts["player"] <= {not_theirs, STALE} and texts["player"]
    else:
        assert texts["player"] == {not_theirs}
    reads = 1 if h.bot.storage.shared else 0  # one process on SQLite: the row it wrote is the row
    assert probe.reads["get_session"] == 0 and probe.reads["live_session"] == reads, (
        "at most the applied click read its session; every refusal came from the index"
    )
    # Clicks on the now-stale button: refused at once, without the lock or a read.
    probe.reset()
    late = [await h.click(dm, owner, custom_id=cid, raw_message=dm, settle=False) for _ in range(20)]
    await h.settle()
    assert {text_of(h, r) for r in late} == {STALE} and {r.callback_type for r in late} == {4}
    assert probe.locks == 0 and sum(probe.reads.values()) == 0
    assert await seat_actions(h, record.id, 0) == 1


async def test_after_a_restart_the_index_is_read_once_then_refuses_from_memory(
    harness_factory, tmp_path, clock
):
    db = tmp_path / "db.sqlite3"
    h = await start_harness(harness_factory, db, clock, EXT)
    await open_table(h, players=3)
    owner = h.members[0]
    old = copy.deepcopy(h.last_dm(owner))
    cid = custom_ids(old)[0]
    await h.click(old, owner, custom_id=cid)
    h = await h.restart(make_bot(db, clock, EXT), setup=lambda b: b.prepare())
    probe = probe_of(h)
    first = await h.click(old, owner, custom_id=cid, raw_message=old)
    assert text_of(h, first) == STALE
    assert probe.locks == 0 and probe.reads == Counter({"get_session": 1}), "one read on first touch"
    probe.reset()
    again = [await h.click(old, owner, custom_id=cid, raw_message=old, settle=False) for _ in range(10)]
    await h.settle()
    assert {text_of(h, r) for r in again} == {STALE}
    assert probe.locks == 0 and sum(probe.reads.values()) == 0
    # The buttons of the current hands still work after the restart.
    bob = h.members[1]
    rec = await h.click(h.last_dm(bob), bob, custom_id=custom_ids(h.last_dm(bob))[0])
    assert rec.callback_type == 7


async def test_timeouts_and_ai_moves_keep_the_index_in_step(harness_factory, tmp_path, clock):
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    await open_table(h, players=2, ai=1)  # the AI seat chooses at once
    record = await h.bot.storage.live_session(h.channel.id)
    assert record is not None
    before = {m.id: copy.deepcopy(h.last_dm(m)) for m in h.members[:2]}
    clock.now += 3600
    assert await h.bot.scheduler.fire_due() >= 1  # both humans time out: defaults, the next step
    await h.settle()
    after = await h.bot.storage.get_session(record.id)
    assert after is not None and after.version > record.version
    probe = probe_of(h)
    for m in h.members[:2]:
        old = before[m.id]
        rec = await h.click(old, m, custom_id=custom_ids(old)[0], raw_message=old)
        assert text_of(h, rec) == STALE
    assert probe.locks == 0 and sum(probe.reads.values()) == 0, "refused from the index"
    # The hands the timeout produced are current: a click on one is applied.
    m = h.members[0]
    if custom_ids(h.last_dm(m)):
        rec = await h.click(h.last_dm(m), m, custom_id=custom_ids(h.last_dm(m))[0])
        assert rec.callback_type == 7


async def test_an_index_out_of_step_still_answers_right(harness_factory, tmp_path, clock):
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    await open_table(h, players=3)
    owner = h.members[0]
    old = copy.deepcopy(h.last_dm(owner))
    cid = custom_ids(old)[0]
    decision = int(cid.split(":")[2][1:])
    await h.click(old, owner, custom_id=cid)
    record = await h.bot.storage.live_session(h.channel.id)
    assert record is not None
    known = h.bot.sessions.index.sessions[record.id]
    assert known is not None and known.decisions is not None
    known.decisions[decision] = 0  # the index wrongly says the answered decision is open
    probe = probe_of(h)
    rec = await h.click(old, owner, custom_id=cid, raw_message=old)
    assert text_of(h, rec) == STALE and probe.locks == 1, "the locked path decided"
    assert await seat_actions(h, record.id, 0) == 1
    # The index lost everything: it is read again and answers the same.
    h.bot.sessions.index.sessions.clear()
    h.bot.sessions.index.channels.clear()
    rec = await h.click(old, owner, custom_id=cid, raw_message=old)
    assert text_of(h, rec) == STALE


async def wait_for_answer(rec: InteractionRecord) -> None:
    """Let the bot run until the interaction has its initial response (no time is asserted)."""
    for _ in range(1000):
        if rec.responded:
            return
        await asyncio.sleep(0.01)
    raise AssertionError("no answer while the lock was held")


async def test_a_click_waiting_for_a_busy_lock_is_deferred_then_answered(harness_factory, tmp_path, clock):
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    await open_table(h, players=3)
    record = await h.bot.storage.live_session(h.channel.id)
    assert record is not None
    h.bot.sessions.defer_after_s = 0.05  # the patience (1 s in production), short for the test
    alice, bob = h.members[0], h.members[1]
    dm = h.last_dm(alice)
    # Bob's hand shown privately ("My hand"): an ephemeral message only the interaction can edit.
    shown = await h.click(table_message(h), bob, label="My hand")
    hand = shown.message
    assert hand is not None and shown.ephemeral
    async with h.bot.sessions.lock(h.channel.id):
        by_dm = await h.click(dm, alice, custom_id=custom_ids(dm)[0], settle=False)
        by_hand = await h.click(hand, bob, custom_id=custom_ids(hand)[0], settle=False)
        await wait_for_answer(by_dm)
        await wait_for_answer(by_hand)
        assert by_dm.callback_type == 6 and by_hand.callback_type == 6, "deferred: no loading state"
        waiting = await h.bot.storage.get_session(record.id)
        assert waiting is not None and waiting.version == record.version, "nothing applied yet"
    await h.settle()
    for rec in (by_dm, by_hand):
        h.assert_answered(rec)
        edits = [c for c in rec.calls if c.kind == ORIGINAL_EDIT and c.error is None]
        assert len(edits) == 1, "the clicked hand is edited through the token"
    assert await seat_actions(h, record.id, 0) == 1 and await seat_actions(h, record.id, 1) == 1
    assert not custom_ids(h.message(hand)), "the ephemeral hand shows the answer (no buttons left)"
    # A refusal behind the busy lock (the index says maybe): deferred, then a private follow-up.
    known = h.bot.sessions.index.sessions[record.id]
    assert known is not None and known.decisions is not None
    decision = int(custom_ids(dm)[0].split(":")[2][1:])
    known.decisions[decision] = 0
    async with h.bot.sessions.lock(h.channel.id):
        stale = await h.click(dm, alice, custom_id=custom_ids(dm)[0], raw_message=dm, settle=False)
        await wait_for_answer(stale)
        assert stale.callback_type == 6
        # The index also forgets everything meanwhile: the check after the lock reads it again
        # (a read inside the wait; still one deferral, one answer).
        h.bot.sessions.index.sessions.clear()
        h.bot.sessions.index.channels.clear()
    await h.settle()
    h.assert_answered(stale)
    follow = [c for c in stale.calls if c.kind == FOLLOWUP_SEND and c.error is None]
    assert len(follow) == 1 and follow[0].ephemeral and text_of(h, stale) == STALE


async def test_a_click_that_does_not_wait_costs_one_response(harness_factory, tmp_path, clock):
    """No deferral when nothing waits: the accepted click's one answer edits the hand in place."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    await open_table(h, players=3)
    alice = h.members[0]
    dm = h.last_dm(alice)
    rec = await h.click(dm, alice, custom_id=custom_ids(dm)[0])
    assert [c.callback_type for c in rec.calls if c.kind == INTERACTION_RESPONSE] == [7]
    assert not [c for c in rec.calls if c.kind in (ORIGINAL_EDIT, FOLLOWUP_SEND)]


async def test_a_slow_database_write_is_deferred_then_answered(harness_factory, tmp_path, clock):
    """The commit of an accepted click is slow (the database is busy): the click is acknowledged
    first and its hand edited through the token once the commit is done."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    await open_table(h, players=3)
    h.bot.sessions.defer_after_s = 0.05
    storage = h.bot.storage
    real_commit = storage.commit
    gate = asyncio.Event()

    async def slow_commit(commit: Any) -> None:
        await gate.wait()
        await real_commit(commit)

    storage.commit = slow_commit  # type: ignore[method-assign]
    alice = h.members[0]
    dm = h.last_dm(alice)
    rec = await h.click(dm, alice, custom_id=custom_ids(dm)[0], settle=False)
    await wait_for_answer(rec)
    assert rec.callback_type == 6
    gate.set()
    await h.settle()
    storage.commit = real_commit  # type: ignore[method-assign]
    h.assert_answered(rec)
    assert [c.kind for c in rec.calls if c.error is None] == [INTERACTION_RESPONSE, ORIGINAL_EDIT]
    assert not custom_ids(h.message(dm)), "the hand shows the card laid"
