"""Turn pings through the real cogs and the strict harness (issue 10).

Edits don't notify, so when a human must act one short channel message mentions exactly them
(allowed_mentions: those users only), says what to do and when time runs out; the previous ping is
deleted. Checked in BANG!, Bang & Twang and Forest Gangs, for clicks, timeouts and AI moves, with AI
and idle seats, with `pings:False`, and across a restart. Whizz Bing Bang has none.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from engines.bang_and_twang import GAME as TWANG
from tests.cogs import test_bang_and_twang_flow as twang
from tests.cogs import test_forest_gangs_flow as forest
from tests.cogs.conftest import Clock, custom_ids, make_bot, start_harness
from tests.cogs.test_bang_flow import move_text, open_game, selects, session_id
from tests.discord_harness import MESSAGE_DELETE, MESSAGE_SEND, ApiCall, Harness, harness_factory, http_error  # noqa: F401

BANG = ("cogs.bang",)
FOREST = ("cogs.forest_gangs",)
TWANG_EXT = ("cogs.bang_and_twang",)
MENTION = re.compile(r"<@!?(\d+)>")


@pytest.fixture
def clock() -> Clock:
    return Clock()


# ---- reading pings ---------------------------------------------------------------------------------
def pings(h: Harness, since: int = 0) -> list[ApiCall]:
    """Turn pings (🔔 …) sent successfully from call index `since` (idle warnings are other notes)."""
    return [
        c
        for c in h.calls[since:]
        if c.kind == MESSAGE_SEND
        and c.error is None
        and ((c.payload or {}).get("content") or "").startswith("🔔")
    ]


def messages_mentioning(h: Harness, uid: int, since: int = 0) -> list[ApiCall]:
    """Every channel message (ping or note) sent from `since` that mentions `uid`."""
    return [
        c
        for c in h.calls[since:]
        if c.kind == MESSAGE_SEND
        and c.error is None
        and f"<@{uid}>" in ((c.payload or {}).get("content") or "")
    ]


def deleted(h: Harness, since: int = 0) -> set[int]:
    """Ids of the messages deleted from call index `since`."""
    return {c.message_id for c in h.calls[since:] if c.kind == MESSAGE_DELETE and c.error is None}


def mentioned(call: ApiCall) -> list[int]:
    return [int(x) for x in MENTION.findall(call.payload["content"])]


def assert_users_only(call: ApiCall, ids: list[int]) -> None:
    """The ping may notify exactly `ids`: no role, no @everyone (Discord's allowed_mentions)."""
    allowed = call.payload["allowed_mentions"]
    assert sorted(int(u) for u in allowed.get("users", [])) == sorted(ids), allowed
    assert not {"roles", "everyone", "users"} & set(allowed.get("parse", [])), allowed
    assert sorted(set(mentioned(call))) == sorted(ids), call.payload["content"]


def live(h: Harness, call: ApiCall) -> bool:
    """Whether the ping message is still in the channel."""
    return any(int(m["id"]) == call.message_id for m in h.channel_messages())


async def engine_of(h: Harness, sid: str) -> Any:
    record = await h.bot.storage.get_session(sid)
    return record, h.bot.sessions.engine_of(record)


# ---- BANG! -----------------------------------------------------------------------------------------
async def play_bang_at(h: Harness, m, target) -> None:
    """Phase 2: play a BANG! from `m`'s DM at the member `target` (card, then its target)."""
    dm = h.last_dm(m)
    card = next(s for s in selects(dm) if s["custom_id"].split(":")[3] == "card")
    bang = next(o for o in card["options"] if o["label"].startswith("BANG!"))
    await h.select(dm, m, [bang["value"]], custom_id=card["custom_id"])
    step = h.last_dm(m)
    sel = selects(step)[0]
    choice = next(o for o in sel["options"] if o["label"] == target.display_name)
    await h.select(step, m, [choice["value"]], custom_id=sel["custom_id"])


async def test_bang_turn_start_and_an_out_of_turn_answer_ping_once(harness_factory, tmp_path, clock):  # noqa: F811
    """3 humans + 1 AI. The Sheriff's first turn: one ping naming only her. Her BANG! at Bob: one
    ping naming only Bob ("answer the BANG! from Alice: Missed! or take the hit"), hers deleted; not
    a second mention of Bob. His answer leaves no ping behind (her turn goes on, unpinged); her End
    turn pings Bob's turn."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, BANG, seed=1)
    alice, bob, carol = h.members[:3]
    since = len(h.calls)
    lobby = await open_game(h, 3, 1)
    sid = session_id(h.message(lobby))
    record, engine = await engine_of(h, sid)
    assert engine.state.active == 0 and record.seats[0].user_id == alice.id, "seed 1: Alice is the Sheriff"
    start = pings(h, since)
    assert len(start) == 1, [c.payload["content"] for c in start]
    turn = start[0]
    assert_users_only(turn, [alice.id])
    assert "**your turn**" in turn.payload["content"] and "<t:" in turn.payload["content"]
    assert "play cards or end your turn" in turn.payload["content"]

    # Alice plays on through her DM: no ping (she is told by her own clicks).
    since = len(h.calls)
    await play_bang_at(h, alice, bob)
    _, engine = await engine_of(h, sid)
    d = engine.open_decisions()[-1]
    assert (d.seat, d.kind) == (1, "respond_to_shot"), d
    shot = pings(h, since)
    assert len(shot) == 1, [c.payload["content"] for c in shot]
    assert_users_only(shot[0], [bob.id])
    text = shot[0].payload["content"]
    assert f"answer the BANG! from {alice.display_name}: Missed! or take the hit" in text, text
    assert messages_mentioning(h, bob.id, since) == shot, "one message for Bob, not the old note as well"
    assert turn.message_id in deleted(h, since) and not live(h, turn), "the turn ping is gone"
    assert live(h, shot[0])

    # Bob takes the hit (the last button): Alice's turn goes on; no new ping, Bob's is deleted.
    since = len(h.calls)
    dm = h.last_dm(bob)
    assert "BANG!" in move_text(dm)
    await h.click(dm, bob, custom_id=[c for c in custom_ids(dm) if ":act:" in c][-1])
    assert pings(h, since) == []
    assert not live(h, shot[0]) and shot[0].message_id in deleted(h, since)
    _, engine = await engine_of(h, sid)
    assert engine.open_decisions()[-1].seat == 0

    # End turn: Bob's turn starts, one ping for him.
    since = len(h.calls)
    dm = h.last_dm(alice)
    await h.click(dm, alice, label="End turn")
    _, engine = await engine_of(h, sid)
    while engine.open_decisions()[-1].seat == 0:  # a discard to the hand limit, if any
        dm = h.last_dm(alice)
        s = selects(dm)[0]
        await h.select(
            dm, alice, [o["value"] for o in s["options"][: s["min_values"]]], custom_id=s["custom_id"]
        )
        _, engine = await engine_of(h, sid)
    assert engine.state.active == 1
    nxt = pings(h, since)
    assert len(nxt) == 1 and "**your turn**" in nxt[0].payload["content"]
    assert_users_only(nxt[0], [bob.id])
    assert carol.id not in mentioned(nxt[0])


async def test_bang_timeouts_and_ai_moves_ping_the_next_human(harness_factory, tmp_path, clock):  # noqa: F811
    """Nobody clicks: each deadline that hands the turn to another human pings that human (from the
    scheduler, no interaction); the AI seat never. Every ping is deleted once the next one is out."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, BANG, seed=1)
    humans = {m.id for m in h.members[:3]}
    lobby = await open_game(h, 3, 1)
    sid = session_id(h.message(lobby))
    active_before = 0
    handed: list[int] = []
    for _ in range(40):
        record, engine = await engine_of(h, sid)
        if record.status != "running" or len(handed) >= 4:
            break
        since = len(h.calls)
        clock.now += 3600
        assert await h.bot.scheduler.fire_due() >= 1
        await h.settle()
        record, engine = await engine_of(h, sid)
        if record.status != "running":
            break
        new = pings(h, since)
        assert len(new) <= 1, [c.payload["content"] for c in new]
        d = engine.open_decisions()[-1]
        if engine.state.active != active_before:
            active_before = engine.state.active
            if record.seats[d.seat].human and d.seat == engine.state.active:
                assert len(new) == 1, f"turn of seat {d.seat} starts after a timeout: a ping"
                assert_users_only(new[0], [record.seats[d.seat].user_id])
                handed.append(d.seat)
        for c in new:
            assert set(mentioned(c)) <= humans, "the AI seat is never mentioned"
    assert len(handed) >= 2, handed
    assert len([m for m in h.channel_messages() if (m.get("content") or "").startswith("🔔")]) <= 1, (
        "older pings are deleted"
    )


async def test_bang_pings_false_sends_none(harness_factory, tmp_path, clock):  # noqa: F811
    """`/bang start pings:False`: the lobby says so, and the game (turn starts, a BANG! at Bob,
    timeouts) sends no ping at all."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, BANG, seed=1)
    alice, bob = h.members[:2]
    lobby = await open_game(h, 3, 1, pings=False)
    record = await h.bot.storage.get_session(session_id(h.message(lobby)))
    assert record.options["pings"] is False
    await play_bang_at(h, alice, bob)
    for _ in range(6):
        clock.now += 3600
        await h.bot.scheduler.fire_due()
    assert pings(h) == [], [c.payload["content"] for c in pings(h)]


async def test_lobby_says_when_pings_are_off(harness_factory, tmp_path, clock):  # noqa: F811
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FOREST)
    rec = await h.slash("forest_gangs start", h.members[0], pings=False)
    options = rec.message["embeds"][0]["fields"][0]["value"]
    assert "No turn pings" in options


# ---- Forest Gangs ----------------------------------------------------------------------------------
async def test_forest_gangs_one_ping_per_round_for_everyone_who_must_choose(harness_factory, tmp_path, clock):  # noqa: F811
    """A whole 3-human game by clicks: the first round pings all three in one message; each later
    round one ping naming whoever must choose but the player whose click opened it; within a round
    only a Shapeshifter or Goblin question pings (whoever it asks); each ping deletes the one before;
    none is left at the end."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FOREST)
    members = h.members[:3]
    ids = [m.id for m in members]
    since = len(h.calls)
    await forest.open_table(h, players=3)
    first = pings(h, since)
    assert len(first) == 1
    assert_users_only(first[0], ids)
    assert "choose your card for round 1" in first[0].payload["content"]
    assert "<t:" in first[0].payload["content"]
    record = await h.bot.storage.live_session(h.channel.id)
    sid = record.id
    last = first[0]
    rounds = 1
    for _ in range(400):
        target = next(((m, h.last_dm(m)) for m in members if custom_ids(h.last_dm(m))), None)
        if target is None:
            break
        m, dm = target
        _, engine = await engine_of(h, sid)
        before = engine.state.round
        since = len(h.calls)
        await h.click(dm, m, custom_id=custom_ids(dm)[0])
        record, engine = await engine_of(h, sid)
        new = pings(h, since)
        if record.status != "running":
            assert new == []
            break
        if engine.state.round == before:
            # Within a round only a Shapeshifter or Goblin question pings (each its own ping,
            # the clicker too: docs/rules/forest_gangs.md §4.1, §4.3 a).
            asked = {
                record.seats[d.seat].user_id
                for d in engine.open_decisions()
                if d.kind in ("use_shapeshifter", "join_duel") and record.seats[d.seat].human
            }
            assert len(new) <= 1, [c.payload["content"] for c in new]
            if new:
                text = new[0].payload["content"]
                assert set(mentioned(new[0])) <= asked, (text, asked)
                assert "Shapeshifter" in text or "Goblin" in text, text
                assert_users_only(new[0], mentioned(new[0]))
                assert not live(h, last)
                last = new[0]
            continue
        rounds += 1
        choosing = sorted(
            record.seats[d.seat].user_id for d in engine.open_decisions() if d.kind == "choose_card"
        )
        want = [u for u in choosing if u != m.id]
        if not want:
            assert new == []
            continue
        assert len(new) == 1, [c.payload["content"] for c in new]
        assert_users_only(new[0], want)
        assert f"round {engine.state.round}" in new[0].payload["content"]
        # Gone: now, or earlier once everyone it named had chosen (the clicker was not named).
        assert not live(h, last)
        last = new[0]
    assert rounds > 2
    assert not any((x.get("content") or "").startswith("🔔") for x in h.channel_messages()), (
        "the last ping is deleted when the game ends"
    )


async def test_forest_gangs_timeouts_ping_and_an_idle_seat_is_never_pinged(harness_factory, tmp_path, clock):  # noqa: F811
    """Nobody chooses in round 1 (idle after one timeout here): the round ends by the scheduler,
    the AI now plays those seats, and round 2 pings only the human who still plays."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FOREST, idle_strikes_before_ai=1)
    alice, bob, carol = h.members[:3]
    await forest.open_table(h, players=3)
    await h.click(h.last_dm(alice), alice, custom_id=custom_ids(h.last_dm(alice))[0])
    since = len(h.calls)
    clock.now += 61
    assert await h.bot.scheduler.fire_due() >= 2
    await h.settle()
    record = await h.bot.storage.live_session(h.channel.id)
    assert [s.ai for s in record.seats] == [False, True, True]
    new = pings(h, since)
    turn = [c for c in new if "round 2" in c.payload["content"]]
    assert len(turn) == 1, [c.payload["content"] for c in new]
    assert_users_only(turn[0], [alice.id])
    assert bob.id not in mentioned(turn[0]) and carol.id not in mentioned(turn[0])


async def test_forest_gangs_restart_keeps_deleting_the_old_ping(harness_factory, tmp_path, clock):  # noqa: F811
    """The round-1 ping is sent by the old process; after a restart the new one deletes it when
    round 2 is pinged (the ping is remembered in the database)."""
    db = tmp_path / "db.sqlite3"
    h = await start_harness(harness_factory, db, clock, FOREST)
    members = h.members[:3]
    since = len(h.calls)
    await forest.open_table(h, players=3)
    (old,) = pings(h, since)
    h = await h.restart(make_bot(db, clock, FOREST), setup=lambda b: b.prepare())
    since = len(h.calls)
    for m in members:
        await h.click(h.last_dm(m), m, custom_id=custom_ids(h.last_dm(m))[0])
    record = await h.bot.storage.live_session(h.channel.id)
    _, engine = await engine_of(h, record.id)
    assert engine.state.round >= 2
    new = pings(h, since)
    assert len(new) == 1 and old.message_id in deleted(h, since)
    assert not live(h, old) and live(h, new[0])


async def test_forest_gangs_pings_false_game_sends_only_the_end_message(harness_factory, tmp_path, clock):  # noqa: F811
    """`pings:False`: a whole game by clicks sends one channel message, the end's (edits only
    before it): the game's end is announced even without turn pings."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FOREST)
    members = h.members[:3]
    host, *others = members
    rec = await h.slash("forest_gangs start", host, pings=False)
    for m in others:
        await h.click(rec.message, m, label="Join")
    since = len(h.calls)
    await h.click(rec.message, host, label="Start")
    await forest.play_to_the_end(h, members)
    assert await h.bot.storage.games_played(h.guild.id, "forest_gangs") == 1
    sent = [c for c in h.calls[since:] if c.kind == MESSAGE_SEND]
    assert len(sent) == 1 and sent[0].payload["content"].startswith("🏁 **Game over!**"), sent
    assert h.calls[-1] is sent[0], "the end message is the game's last call"


async def test_server_setting_turns_pings_off(harness_factory, tmp_path, clock):  # noqa: F811
    """CAMPFIRE_TURN_PINGS=false: no ping even though the game's option is on."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FOREST, turn_pings=False)
    await forest.open_table(h, players=3)
    assert pings(h) == []


# ---- Bang & Twang ----------------------------------------------------------------------------------
async def test_bang_and_twang_each_turn_start_pings_the_next_player(harness_factory, tmp_path, clock):  # noqa: F811
    """3 humans click what the AI would: the first turn pings its player; every turn that passes to
    another human pings exactly them, once, and deletes the ping before; moves within a turn (by the
    player whose turn it is) send none."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, TWANG_EXT)
    since = len(h.calls)
    lobby = await twang.open_table(h, 3)
    record = await twang.session(h)
    engine = h.bot.sessions.engine_of(record)
    (first,) = pings(h, since)
    active = engine.view_for(None).active_seat
    assert_users_only(first, [record.seats[active].user_id])
    assert "**your turn**" in first.payload["content"]
    last, turns, rng = first, 0, random.Random(7)
    for _ in range(120):
        record = await twang.session(h, record.id)
        if record.status != "running":
            break
        engine = h.bot.sessions.engine_of(record)
        d = engine.open_decisions()[-1]
        before = engine.view_for(None).active_seat
        action = TWANG.choose_ai_action(engine, d.seat, rng)
        since = len(h.calls)
        await twang.click_action(h, lobby, record, engine, d.seat, action)
        record = await twang.session(h, record.id)
        if record.status != "running":
            break
        engine = h.bot.sessions.engine_of(record)
        new = pings(h, since)
        now = engine.view_for(None).active_seat
        others = [x for x in engine.open_decisions() if x.seat != now and not x.kind.startswith("react_")]
        if now != before and now != d.seat:
            turns += 1
            assert len(new) == 1, [c.payload["content"] for c in new]
            assert_users_only(new[0], [record.seats[now].user_id])
            assert last.message_id in deleted(h, since)
            last = new[0]
        elif not others:
            assert new == [], [c.payload["content"] for c in new]
    assert turns >= 5


def round_pings(h: Harness, since: int = 0) -> list[ApiCall]:
    """The Forest Gangs pings of a new round ("choose your card …"), not the ability questions'."""
    return [c for c in pings(h, since) if "choose your card" in c.payload["content"]]


async def next_round(h: Harness, members, sid: str) -> int:
    """Click the first button of whoever has one until a new round starts; return its number."""
    _, engine = await engine_of(h, sid)
    start = engine.state.round
    for _ in range(20):
        m = next(m for m in members if custom_ids(h.last_dm(m)))
        await h.click(h.last_dm(m), m, custom_id=custom_ids(h.last_dm(m))[0])
        _, engine = await engine_of(h, sid)
        if engine.state.round != start:
            return engine.state.round
    raise AssertionError("no new round")


async def test_a_ping_already_deleted_or_refused_changes_nothing_else(harness_factory, tmp_path, clock):  # noqa: F811
    """Someone deleted the round-1 ping (404 on our delete): round 2 is pinged all the same. A ping
    Discord refuses (403 Missing Permissions) is not retried on every later click of that round
    (one try per change); the next round pings again. Nothing is logged at ERROR (the harness
    checks)."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FOREST)
    members = h.members[:3]
    since = len(h.calls)
    await forest.open_table(h, players=3)
    (old,) = pings(h, since)
    h.fail_next(MESSAGE_DELETE, http_error(404, 10008, "Unknown Message"))
    since = len(h.calls)
    record = await h.bot.storage.live_session(h.channel.id)
    await next_round(h, members, record.id)
    (second,) = pings(h, since)
    assert any(c.kind == MESSAGE_DELETE and c.message_id == old.message_id for c in h.calls[since:])
    h._faults.clear()
    h.fail_next(
        MESSAGE_SEND,
        http_error(403, 50013, "Missing Permissions"),
        where=lambda c: "choose your card" in ((c.payload or {}).get("content") or ""),
    )
    since = len(h.calls)
    assert await next_round(h, members, record.id) == 3
    assert round_pings(h, since) == []  # (a Shapeshifter or Goblin question is a change of its own)
    assert not live(h, second)  # deleted once everyone it named had chosen
    since = len(h.calls)
    assert await next_round(h, members, record.id) == 4
    (fourth,) = round_pings(h, since)
    assert "round 4" in fourth.payload["content"] and not live(h, second)
