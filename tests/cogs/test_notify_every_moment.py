"""Every moment a player must act or look notifies them (UX review 2026-12-06, issue 31).

Edits never notify, so: a Forest Gangs Shapeshifter or Goblin question (20 s, out of turn) pings
the player it asks and the table names who it waits for (docs/rules/forest_gangs.md §4.1, §4.3 a);
every out-of-turn answer in Bang & Twang pings its player; the end of every game is one short
channel message naming the winners and mentioning the players, with pings off too. Also here:
stats that add up when an AI finished a seat or won, a second Rematch pointing at the open lobby,
per-game command names and third-person lines in the public log, result footers without the seed,
and "This game is over." on a finished game's old buttons. All through the real buttons, on both
storage backends.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.gamecog import stats_text
from bot.storage import FinishedGame, ResultSeat
from tests.cogs import test_bang_and_twang_flow as twang
from tests.cogs import test_forest_gangs_flow as forest
from tests.cogs.conftest import Clock, custom_ids, labels, start_harness
from tests.discord_harness import MESSAGE_DELETE, MESSAGE_SEND, ApiCall, Harness, harness_factory  # noqa: F401
from tests.player_text import internal_names, player_texts

FOREST = ("cogs.forest_gangs",)
TWANG = ("cogs.bang_and_twang",)
MENTION = re.compile(r"<@!?(\d+)>")
ABILITIES = ("use_shapeshifter", "join_duel")


@pytest.fixture
def clock() -> Clock:
    return Clock()


def sent(h: Harness, since: int, prefix: str) -> list[ApiCall]:
    """Channel messages sent successfully from call index `since` whose text starts with `prefix`."""
    return [
        c
        for c in h.calls[since:]
        if c.kind == MESSAGE_SEND
        and c.error is None
        and ((c.payload or {}).get("content") or "").startswith(prefix)
    ]


def mentioned(call: ApiCall) -> set[int]:
    return {int(x) for x in MENTION.findall(call.payload["content"])}


def allowed_users(call: ApiCall) -> set[int]:
    allowed = call.payload["allowed_mentions"]
    assert not {"roles", "everyone", "users"} & set(allowed.get("parse", [])), allowed
    return {int(u) for u in allowed.get("users", [])}


async def engine_of(h: Harness, sid: str) -> tuple[Any, Any]:
    record = await h.bot.storage.get_session(sid)
    return record, h.bot.sessions.engine_of(record) if record.status == "running" else None


def asked(record: Any, engine: Any) -> dict[tuple[int, int], int]:
    """Open Shapeshifter/Goblin questions of humans: (seat, decision id) → user id."""
    if engine is None:
        return {}
    return {
        (d.seat, d.id): record.seats[d.seat].user_id
        for d in engine.open_decisions()
        if d.kind in ABILITIES and record.seats[d.seat].human
    }


def assert_end_message(h: Harness, since: int, record: Any, engine_result: Any) -> ApiCall:
    """The click that ended the game sent one "🏁 Game over" message, after the last ping's
    deletion, mentioning every human still at the table (users only) and naming the winners."""
    (end,) = sent(h, since, "🏁")
    text = end.payload["content"]
    assert text.startswith("🏁 **Game over!**") and text.endswith("**Rematch** is on the table."), text
    players = {s.user_id for s in record.seats if s.user_id is not None and not s.left}
    assert mentioned(end) == players == allowed_users(end), text
    for w in engine_result.winners:
        seat = record.seats[w]
        assert (f"<@{seat.user_id}>" if seat.user_id is not None else f"🤖 {seat.name}") in text, text
    calls = h.calls[since:]
    at = calls.index(end)
    assert all(c.kind != MESSAGE_DELETE for c in calls[at + 1 :]), "the ping is cleaned up before"
    assert not any((m.get("content") or "").startswith("🔔") for m in h.channel_messages()), (
        "no turn ping is left in the channel"
    )
    return end


# ---- Forest Gangs: a whole game --------------------------------------------------------------------
async def test_forest_gangs_whole_game_pings_every_ability_question_and_announces_the_end(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,
):
    """3 humans and an AI play a whole game by clicking their DM hands. Every click that opens a
    Shapeshifter or Goblin question for a human sends one ping naming exactly those players ("use
    your Shapeshifter or keep it … ⏳ <t:…:R>"), the clicker too; the table names who it waits for,
    with the card. The last click sends the end message. Nothing a player read has an internal
    name; the results' footer has no seed."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FOREST)
    members = h.members[:3]
    host = members[0]
    lobby = (await h.slash("forest_gangs start", host)).message
    for m in members[1:]:
        await h.click(lobby, m, label="Join")
    await h.click(lobby, host, label="Add AI")
    await h.click(lobby, host, label="Start")
    sid = (await h.bot.storage.live_session(h.channel.id)).id
    questions = 0
    for _ in range(500):
        target = next((m for m in members if custom_ids(h.last_dm(m))), None)
        if target is None:
            break
        record, engine = await engine_of(h, sid)
        before = asked(record, engine)
        since = len(h.calls)
        dm = h.last_dm(target)
        await h.click(dm, target, custom_id=custom_ids(dm)[0])
        record, engine = await engine_of(h, sid)
        now = asked(record, engine)
        new = {k: u for k, u in now.items() if k not in before}
        pings = sent(h, since, "🔔")
        ability_pings = [
            c for c in pings if "Shapeshifter" in c.payload["content"] or "Goblin" in c.payload["content"]
        ]
        if new:
            questions += 1
            assert len(ability_pings) == 1, [c.payload["content"] for c in pings]
            ping = ability_pings[0]
            assert mentioned(ping) == set(new.values()) == allowed_users(ping), ping.payload["content"]
            assert "<t:" in ping.payload["content"] and "**My hand**" in ping.payload["content"]
        else:
            assert ability_pings == [], [c.payload["content"] for c in ability_pings]
        if now:
            status = h.message(lobby)["embeds"][0]["description"].splitlines()[0]
            assert status.startswith("✨ Waiting for "), status
            for seat, _ in now:
                card = "Shapeshifter" if engine.state.decisions[0].kind == "use_shapeshifter" else "Goblin"
                assert f"{record.seats[seat].name} ({card})" in status, status
        if record.status != "running":
            result = h.bot.sessions.game("forest_gangs").engine.load(record.state).result
            assert_end_message(h, since, record, result)
            break
    else:
        raise AssertionError("the game did not end")
    assert questions >= 1, "seed 1 asks at least one Shapeshifter or Goblin question"
    final = h.message(lobby)
    assert final["embeds"][0]["footer"]["text"] == f"Session {sid}"
    assert "Rematch" in labels(final)
    assert internal_names(player_texts(h)) == []


async def test_the_end_message_goes_out_with_pings_off_and_old_buttons_say_the_game_is_over(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,
):
    """`pings:False`: no turn ping all game, but the end is announced. After it, a button of an
    ephemeral hand from round 1 and the DM hand as it was answer "This game is over." (nothing
    changes); so does the My hand button of the table as a client may still show it."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FOREST)
    members = h.members[:3]
    host = members[0]
    lobby = (await h.slash("forest_gangs start", host, pings=False)).message
    for m in members[1:]:
        await h.click(lobby, m, label="Join")
    since = len(h.calls)
    await h.click(lobby, host, label="Start")
    sid = (await h.bot.storage.live_session(h.channel.id)).id
    old_hand = (await h.click(lobby, members[2], label="My hand")).message
    old_dm = h.last_dm(members[1])
    await forest.play_to_the_end(h, members)
    assert sent(h, since, "🔔") == []
    record = await h.bot.storage.get_session(sid)
    assert record.status == "finished"
    result = h.bot.sessions.game("forest_gangs").engine.load(record.state).result
    assert_end_message(h, since, record, result)
    before = len(h.calls)
    answers = [
        await h.click(old_hand, members[2], custom_id=custom_ids(old_hand)[0], raw_message=old_hand),
        await h.click(old_dm, members[1], custom_id=custom_ids(old_dm)[0], raw_message=old_dm),
        await h.click(lobby, members[0], label="My hand", raw_message=h.versions[int(lobby["id"])][-2]),
    ]
    texts = [forest.ephemeral_text(a) for a in answers]
    assert texts == ["This game is over."] * 3, texts
    assert h.count(MESSAGE_SEND, since=before) == 0
    assert (await h.bot.storage.get_session(record.id)).version == record.version


# ---- stats, rematch and the public log ---------------------------------------------------------------
async def test_stats_rematch_and_the_timeout_lines(harness_factory, tmp_path, clock):  # noqa: F811
    """Alice and Bob with an AI; Bob never clicks. His first timeout warns him in the channel
    ("⏰ <@Bob>, you timed out 1 time in a row; …") and the table's Recent log speaks of him ("⏰ Bob
    timed out 1 time in a row; … their seat"); the second hands his seat to the AI, naming
    `/forest_gangs takeback`. Alice plays to the end. `/forest_gangs stats` counts both players
    (Bob's game as one an AI finished) and lists the game with its winner. Alice's Rematch opens a
    lobby (Bob is not seated: his seat was the AI's); Bob's Rematch then points at it with its link,
    Alice's second one says she has a seat there."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FOREST, idle_strikes_before_ai=2)
    alice, bob = h.members[:2]
    empty = await h.slash("forest_gangs stats", alice)
    assert empty.message["embeds"][0]["description"] == "No game has finished on this server yet."
    lobby = (await h.slash("forest_gangs start", alice)).message
    await h.click(lobby, bob, label="Join")
    await h.click(lobby, alice, label="Add AI")
    await h.click(lobby, alice, label="Start")
    sid = (await h.bot.storage.live_session(h.channel.id)).id
    for _ in range(20):
        record = await h.bot.storage.get_session(sid)
        if record.seats[1].ai:
            break
        if custom_ids(h.last_dm(alice)):
            await h.click(h.last_dm(alice), alice, custom_id=custom_ids(h.last_dm(alice))[0])
        else:
            clock.now += 61
            await h.bot.scheduler.fire_due()
            await h.settle()
    assert record.seats[1].ai and not record.seats[1].left
    name = bob.display_name
    notes = [m.get("content") or "" for m in h.channel_messages()]
    assert f"⏰ <@{bob.id}>, you timed out once; next time an AI takes over your seat." in notes
    takeover = "timed out 2 times in a row: an AI plays their seat now (`/forest_gangs takeback` returns it)."
    assert f"🤖 <@{bob.id}> {takeover}" in notes, notes
    logs = [
        f["value"]
        for v in h.versions[int(lobby["id"])]
        for e in v.get("embeds") or []
        for f in e.get("fields") or []
        if f["name"] == "📜 Recent"
    ]
    assert any(f"⏰ {name} timed out once; next time an AI takes over their seat." in x for x in logs)
    assert any(f"🤖 {name} {takeover}" in x for x in logs), logs[-1]
    assert not any("<@" in x for x in logs), "the public log names players, it does not ping them"
    await forest.play_to_the_end(h, [alice])
    record = await h.bot.storage.get_session(sid)
    result = h.bot.sessions.game("forest_gangs").engine.load(record.state).result
    assert record.status == "finished" and result is not None

    text = (await h.slash("forest_gangs stats", alice)).message["embeds"][0]["description"]
    lines = text.splitlines()
    assert lines[0] == "Games finished: 1" and "No results" not in text, text
    bob_line = next(x for x in lines if f"**{name}**" in x)
    assert bob_line.endswith("/ 1 played (an AI finished 1 for them)"), bob_line
    alice_line = next(x for x in lines if f"**{alice.display_name}**" in x)
    assert alice_line.endswith("/ 1 played"), alice_line
    for seat, line in ((0, alice_line), (1, bob_line)):
        assert f"— {int(seat in result.winners)} won" in line, (line, result.winners)
    assert "**Last games**" in lines
    (game,) = [x for x in lines if x.startswith("• <t:")]
    labels_ = {0: alice.display_name, 1: f"{name} (finished by the AI)", 2: f"🤖 {record.seats[2].name}"}
    winners = [labels_[w] for w in result.winners]
    assert winners and all(w in game.split(" · ")[0] for w in winners), (game, winners)
    assert "🏆" in game

    rematch = await h.click(lobby, alice, label="Rematch")
    assert not rematch.ephemeral and "lobby" in rematch.message["embeds"][0]["title"]
    new_lobby = rematch.message
    link = f"https://discord.com/channels/{h.guild.id}/{h.channel.id}/{new_lobby['id']}"
    second = await h.click(lobby, bob, label="Rematch")
    assert forest.ephemeral_text(second) == f"A rematch lobby is already open: click **Join** on it ({link})."
    again = await h.click(lobby, alice, label="Rematch")
    assert (
        forest.ephemeral_text(again) == f"A rematch lobby is already open, and you have a seat in it: {link}"
    )
    join = await h.click(new_lobby, bob, label="Join")
    assert join.callback_type == 7
    assert internal_names(player_texts(h)) == []


def test_stats_text_lists_an_ai_winner_and_adds_up():
    """Pure: an AI's win is listed as the game's winner; a player whose seat the AI finished is
    counted and marked; nothing finished is one line, never "Games finished: 1 / No results"."""
    games = [
        FinishedGame(
            "abcd1234",
            "2026-12-06T20:00:00.000+00:00",
            [
                ResultSeat("Alice", 1, True, False),
                ResultSeat("Bob", 2, False, False),
                ResultSeat("AI 1", None, True, True),
            ],
        )
    ]
    rows = [("Alice", 1, 0, 1, 1), ("Bob", 1, 0, 2, 0)]
    text = stats_text(1, rows, games)
    assert text.splitlines() == [
        "Games finished: 1",
        "1. **Alice** — 0 won / 1 played (an AI finished 1 for them)",
        "2. **Bob** — 0 won / 1 played",
        "",
        "**Last games**",
        "• <t:1796587200:R>: 🏆 🤖 AI 1 · with Alice (finished by the AI), Bob",
    ]
    assert stats_text(0, [], []) == "No game has finished on this server yet."


# ---- Bang & Twang: a whole game ----------------------------------------------------------------------
async def test_bang_and_twang_whole_game_pings_out_of_turn_answers_and_announces_the_end(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,
):
    """3 humans play a whole game by clicking what the AI would. Every answer owed in someone
    else's turn (a Request's card, Call and Response) is pinged to its player when it opens; the
    last click sends the end message; nothing a player read has an internal name; no seed."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, TWANG)
    lobby = await twang.open_table(h, 3)
    record = await twang.session(h)
    sid = record.id
    seen: set[tuple[int, int]] = set()
    out_of_turn = 0
    for _ in range(600):
        record = await twang.session(h, sid)
        if record.status != "running":
            break
        engine = h.bot.sessions.engine_of(record)
        d = engine.open_decisions()[-1]
        action = twang.GAME.choose_ai_action(engine, d.seat, twang.random.Random(d.id))
        since = len(h.calls)
        await twang.click_action(h, lobby, record, engine, d.seat, action)
        record = await twang.session(h, sid)
        if record.status != "running":
            result = h.bot.sessions.game(twang.KEY).engine.load(record.state).result
            assert_end_message(h, since, record, result)
            break
        engine = h.bot.sessions.engine_of(record)
        active = engine.perspective(None).active_seat
        for od in engine.open_decisions():
            key = (od.seat, od.id)
            if key in seen or od.seat == active or od.kind.startswith("react_"):
                continue
            seen.add(key)
            if not record.seats[od.seat].human:
                continue
            out_of_turn += 1
            uid = record.seats[od.seat].user_id
            assert any(uid in mentioned(c) for c in sent(h, since, "🔔")), (od.kind, uid)
    else:
        raise AssertionError("the game did not end")
    final = h.message(lobby)
    assert final["embeds"][0]["footer"]["text"] == f"Session {sid}"
    assert "seed" not in str(final).lower()
    assert internal_names(player_texts(h)) == []
