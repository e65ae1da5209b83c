"""Whizz Bing Bang through the interaction harness: real-time play by clicks, rankings, typed words.

Time is the test's: the `Clock` drives the bot's scheduler, and the harness's "Discord clock"
(interaction/message snowflakes and `edited_timestamp`) is patched to follow it, so every
reaction time below is exact.
"""

from __future__ import annotations

import copy
import re
from typing import Any

import pytest

from tests import discord_harness
from tests.cogs.conftest import Clock, custom_ids, labels, start_harness, title
from tests.discord_harness import Harness, harness_factory  # noqa: F401

EXT = ("cogs.whizz_bing_bang",)
GAME = "whizz_bing_bang"


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    c = Clock()
    # Discord's clock in the harness (ids, edited_timestamp) = the test clock.
    monkeypatch.setattr(discord_harness.snowflakes, "_now_ms", lambda: round(c.now * 1000))
    return c


def now_ms(clock: Clock) -> int:
    return round(clock.now * 1000)


async def open_table(h: Harness, players: int, ai: int = 0, **options: Any) -> dict[str, Any]:
    host, *others = h.members[:players]
    rec = await h.slash(f"{GAME} start", host, **options)
    lobby = rec.message
    assert "lobby" in title(lobby)
    for m in others:
        await h.click(lobby, m, label="Join")
    for _ in range(ai):
        await h.click(lobby, host, label="Add AI")
    start = await h.click(lobby, host, label="Start")
    assert start.callback_type == 7
    return lobby


async def session(h: Harness):
    rec = await h.bot.storage.live_session(h.channel.id)
    assert rec is not None
    return rec


async def view(h: Harness):
    rec = await session(h)
    return h.bot.sessions.engine_of(rec).view_for(None)


async def version(h: Harness, sid: str) -> int:
    rec = await h.bot.storage.get_session(sid)
    assert rec is not None
    return rec.version


async def tick(h: Harness, clock: Clock, seconds: float) -> None:
    """Let `seconds` pass and fire what is due (rulings, AI inputs)."""
    clock.now += seconds
    await h.bot.scheduler.fire_due()
    await h.settle()


async def press(h: Harness, lobby, member, label: str, at_ms: int | None = None):
    return await h.click(lobby, member, label=label, at_ms=at_ms)


def field(table: dict[str, Any], prefix: str) -> str:
    for f in table["embeds"][0].get("fields", []):
        if f["name"].startswith(prefix):
            return f["value"]
    raise AssertionError(
        f"no field {prefix!r} in {[f['name'] for f in table['embeds'][0].get('fields', [])]}"
    )


def channel_texts(h: Harness) -> list[str]:
    return [m.get("content") or "" for m in h.channel_messages()]


async def test_full_game_three_players_by_button_clicks(harness_factory, tmp_path, clock):  # noqa: F811
    """3 humans play a whole game (to 4 points) by clicking the table: calls, Booms, mistakes, punishing."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    lobby = await open_table(h, 3, end_points=4)
    table = h.message(lobby)
    assert "round 1" in table["embeds"][0]["title"]
    assert labels(table) == ["Whizz", "Bing", "Bang", "BOOM", "Punish!", "Watch"]
    sid = (await session(h)).id
    calls = booms = punishments = 0
    for i in range(400):
        rec = await h.bot.storage.get_session(sid)
        assert rec is not None
        if rec.status == "finished":
            break
        v = h.bot.sessions.engine_of(rec).view_for(None)
        clock.now += 0.25
        if v.phase == "call":
            if i % 3 == 2:  # someone plays out of turn: a mistake, ruled after the grace period
                culprit = next(s for s in (1, 2) if s != v.active)
                await press(h, lobby, members[culprit], "Whizz")
                await tick(h, clock, 1.1)
            else:
                await press(h, lobby, members[v.active], v.expected.capitalize())
                calls += 1
        elif v.phase == "slap":  # everyone slaps, seat 0 first: ranked at once, seat 0 punishes
            base = now_ms(clock)
            for k in range(3):
                await press(h, lobby, members[k], "BOOM", at_ms=base + 300 + 100 * k)
            booms += 1
        elif v.phase == "punish":
            punisher = 0 if v.culprit != 0 else 1
            await press(h, lobby, members[punisher], "Punish!")
            await tick(h, clock, 1.1)
            punishments += 1
    else:
        raise AssertionError("the game did not end")
    final = h.message(lobby)
    assert "game over" in final["embeds"][0]["title"]
    assert "Rematch" in labels(final)
    assert calls > 0 and punishments > 0
    storage = h.bot.storage
    assert await storage.games_played(h.guild.id, GAME) == 1
    assert len(await storage.stats(h.guild.id, GAME)) == 3
    log = "\n".join((await h.bot.storage.get_session(sid)).recent_log)
    assert re.search(r"Round \d+ points: ", log), "round scores are shown on the table"
    assert all("<@" in t for t in channel_texts(h) if t), "a new channel message only to ping someone"
    ok, why = await h.bot.sessions.replay(sid)
    assert ok, why  # clicks, ticks and Discord reveal times are all in the action log


async def test_boom_with_four_slappers_is_ranked_by_discord_time(harness_factory, tmp_path, clock):  # noqa: F811
    """Four slaps arriving out of order are ranked by their snowflake times from Discord's reveal time."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:4]
    lobby = await open_table(h, 4)
    reveal = None
    for _ in range(80):
        v = await view(h)
        if v.phase == "slap":
            break
        assert v.phase == "call", "only correct calls are made"
        clock.now += 0.3
        # The click was made 120 ms before the bot answered it; the table edit is at `now`.
        await press(h, lobby, members[v.active], v.expected.capitalize(), at_ms=now_ms(clock) - 120)
        reveal = now_ms(clock)
    else:
        raise AssertionError("no Boom was revealed")
    rec = await session(h)
    engine = h.bot.sessions.engine_of(rec)
    assert engine.state.reveal_ms == reveal, "the reveal time is Discord's edit time, not the click's"
    assert "BOOM" in h.message(lobby)["embeds"][0]["description"]
    reactions = {0: 412, 1: 250, 2: 903, 3: 600}
    clock.now = (reveal + 1000) / 1000
    for seat in (0, 2, 1, 3):  # arrival order differs from the timestamps
        await press(h, lobby, members[seat], "BOOM", at_ms=reveal + reactions[seat])
    v = await view(h)
    assert v.ranking_kind == "boom"
    assert [(r.seat, r.reaction_ms) for r in v.ranking] == [(1, 250), (0, 412), (3, 600), (2, 903)]
    assert v.last_punisher == 1 and v.last_culprit == 2
    assert len(v.players[2].received) == 1 and v.players[1].tokens_left == 3
    table = h.message(lobby)
    names = [m.display_name for m in members]
    ranking = field(table, "💥 Last Boom")
    assert re.search(
        rf"{names[1]} 0.250 s · {names[0]} 0.412 s · {names[3]} 0.600 s · {names[2]} 0.903 s", ranking
    ), ranking
    assert f"**{names[1]}** punished **{names[2]}**" in ranking
    assert not any("Boom ranking" in t for t in channel_texts(h)), "on the table, not in a new message"
    assert v.phase == "call" and v.active == 2 and v.restart


async def test_late_arriving_earlier_claim_wins_the_race_to_punish(harness_factory, tmp_path, clock):  # noqa: F811
    """The grace window: a Punish! made earlier but delivered later still wins; times are shown."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:4]
    lobby = await open_table(h, 4)
    v = await view(h)
    culprit = (v.active + 1) % 4
    clock.now += 0.5
    await press(h, lobby, members[culprit], "Bang" if v.expected != "bang" else "Bing")
    await tick(h, clock, 0.5)
    assert (await view(h)).phase == "call", "not ruled before the grace period"
    await tick(h, clock, 0.6)
    v = await view(h)
    assert v.phase == "punish" and v.culprit == culprit and v.cause == "out_of_turn"
    posted = v.phase_start_ms
    assert posted == now_ms(clock), "the punish window opens at Discord's time of the post"
    fast, slow = (culprit + 1) % 4, (culprit + 2) % 4
    clock.now = (posted + 950) / 1000
    await press(h, lobby, members[slow], "Punish!", at_ms=posted + 900)
    await press(h, lobby, members[fast], "Punish!", at_ms=posted + 500)
    assert (await view(h)).phase == "punish", "the first claim waits for the grace period"
    await tick(h, clock, 0.6)
    v = await view(h)
    assert v.last_punisher == fast and v.last_culprit == culprit
    assert [(r.seat, r.reaction_ms) for r in v.ranking] == [(fast, 500), (slow, 900)]
    names = [m.display_name for m in members]
    race = field(h.message(lobby), "⚖️ Last race")
    assert f"{names[fast]} 0.500 s · {names[slow]} 0.900 s" in race


async def test_bad_clicks_get_an_ephemeral_answer_and_change_nothing(harness_factory, tmp_path, clock):  # noqa: F811
    """Non-player, stale table version, forged custom_id: ephemeral answers, no state change."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:4]
    lobby = await open_table(h, 3)
    sid = (await session(h)).id
    old_table = copy.deepcopy(h.message(lobby))
    v = await view(h)
    clock.now += 0.4
    await press(h, lobby, members[v.active], v.expected.capitalize())
    before = await version(h, sid)
    clock.now += 0.2
    outsider = await h.click(lobby, members[3], label="Whizz")
    assert outsider.ephemeral and "not playing" in outsider.response.payload["data"]["content"]
    active = (await view(h)).active
    other = next(s for s in range(3) if s != active)
    stale = await h.click(lobby, members[other], label="Punish!", raw_message=old_table)
    assert stale.ephemeral and "moved on" in stale.response.payload["data"]["content"]
    forged = copy.deepcopy(h.message(lobby))
    comp = forged["components"][0]["components"][0]
    comp["custom_id"] = comp["custom_id"].rsplit(":", 2)[0] + ":explode"
    bad = await h.click(lobby, members[other], custom_id=comp["custom_id"], raw_message=forged)
    assert bad.ephemeral and "recognise" in bad.response.payload["data"]["content"]
    future = copy.deepcopy(h.message(lobby))
    comp = future["components"][0]["components"][0]
    comp["custom_id"] = re.sub(r":t\d+:", ":t999:", comp["custom_id"])
    bad2 = await h.click(lobby, members[other], custom_id=comp["custom_id"], raw_message=future)
    assert bad2.ephemeral
    assert await version(h, sid) == before
    assert all(
        cid.startswith(f"{GAME}:{sid}:t")
        for cid in custom_ids(h.message(lobby))
        if not cid.endswith(":x:watch")
    )


async def test_out_of_turn_press_is_a_mistake_not_a_refusal(harness_factory, tmp_path, clock):  # noqa: F811
    """A press when it is not your turn is accepted (answered to the presser) and punished (§5.1.3)."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    lobby = await open_table(h, 3)
    v = await view(h)
    other = (v.active + 1) % 3
    clock.now += 0.3
    rec = await press(h, lobby, members[other], v.expected.capitalize())
    assert rec.callback_type == 4 and rec.ephemeral, "the table did not change: the presser is answered"
    await tick(h, clock, 1.1)
    v = await view(h)
    assert v.phase == "punish" and v.culprit == other and v.cause == "out_of_turn"
    assert "played out of turn" in h.message(lobby)["embeds"][0]["description"]
    assert "you played out of turn" in h.message(rec.message)["content"]
    assert not any("played out of turn" in t for t in channel_texts(h)), "no new channel message"


@pytest.mark.parametrize("intent", [True, False])
async def test_typed_words_count_only_with_the_message_content_intent(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,
    intent,
):
    """With the intent, a typed word is an input timed by its message snowflake; without, it is ignored."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, message_content=intent)
    members = h.members[:3]
    await open_table(h, 3)
    rec = await session(h)
    assert rec.options["typed_words"] is intent
    v = await view(h)
    before = await version(h, rec.id)
    start = v.phase_start_ms
    clock.now += 1.0
    await h.say(members[v.active], v.expected.capitalize() + "!", at_ms=start + 640)
    await h.settle()
    after = await view(h)
    if not intent:
        assert await version(h, rec.id) == before
        assert after.turn == v.turn
        return
    assert after.turn > v.turn
    engine = h.bot.sessions.engine_of(await session(h))
    assert engine.state.history[-1].end_ms == start + 640, "timed by the message snowflake"
    assert "(0.64 s)" in "\n".join((await session(h)).recent_log)
    # typed "boom" is a slap: on a non-Boom card it is a mistake, ruled after the grace period
    if after.phase == "call":
        other = next(s for s in range(3) if s != after.active)
        await h.say(members[other], "boom", at_ms=now_ms(clock) + 10)
        await tick(h, clock, 1.2)
        v2 = await view(h)
        assert v2.phase == "punish" and v2.culprit == other and v2.cause == "slap_non_boom"


async def test_typed_words_refused_at_start_without_the_intent(harness_factory, tmp_path, clock):  # noqa: F811
    """Asking for typed words on a bot without the intent is refused with an explanation."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    rec = await h.slash(f"{GAME} start", h.members[0], typed_words=True)
    assert rec.ephemeral and "Message Content" in rec.response.payload["data"]["content"]


async def test_ai_players_play_a_whole_game_with_a_human(harness_factory, tmp_path, clock):  # noqa: F811
    """1 human + 2 AI (added with the lobby button) play to the end; AI inputs are timed deadlines."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    human = h.members[0]
    lobby = await open_table(h, 1, ai=2, end_points=4, ai_error_percent=30)
    sid = (await session(h)).id
    ai_inputs = 0
    for _ in range(3000):
        rec = await h.bot.storage.get_session(sid)
        assert rec is not None
        if rec.status == "finished":
            break
        v = h.bot.sessions.engine_of(rec).view_for(0)
        if v.phase == "call" and v.active == 0 and not v.my_inputs:
            clock.now += 0.3
            await press(h, lobby, human, v.expected.capitalize())
            continue
        if v.phase == "slap" and 0 not in v.slapped and not v.my_inputs:
            clock.now += 0.3
            await press(h, lobby, human, "BOOM")
            continue
        nxt = await h.bot.storage.next_deadline()
        assert nxt is not None, "a running game always has a deadline"
        if nxt[1].startswith("a"):
            ai_inputs += 1
        clock.now = max(clock.now, nxt[2])
        await h.bot.scheduler.fire_due()
        await h.settle()
    else:
        raise AssertionError("the game did not end")
    assert ai_inputs > 0
    assert "game over" in h.message(lobby)["embeds"][0]["title"]
    assert await h.bot.storage.games_played(h.guild.id, GAME) == 1


async def test_api_calls_per_input(harness_factory, tmp_path, clock):  # noqa: F811
    """A correct call costs exactly one API call (the interaction's table update)."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    lobby = await open_table(h, 3)
    for _ in range(5):
        v = await view(h)
        if v.phase != "call":
            break
        clock.now += 0.3
        with h.measure() as n:
            await press(h, lobby, members[v.active], v.expected.capitalize())
        assert sum(n.values()) == 1 and n[discord_harness.INTERACTION_RESPONSE] == 1, n
    v = await view(h)
    if v.phase == "slap":  # a Boom: everyone slaps, play restarts
        clock.now = (v.phase_start_ms + 500) / 1000
        for k in range(3):
            await press(h, lobby, members[k], "BOOM", at_ms=v.phase_start_ms + 300 + 50 * k)
        v = await view(h)
    assert v.phase == "call"
    other = next(s for s in range(3) if s != v.active)
    clock.now += 0.3
    with h.measure() as n:
        await press(h, lobby, members[other], "Whizz")  # out of turn: held for the grace period
    assert sum(n.values()) == 1 and n[discord_harness.INTERACTION_RESPONSE] == 1, n  # the private ack
    with h.measure() as n:
        await tick(h, clock, 1.1)  # the ruling: one table edit, and the ack edited with the ruling
    assert n[discord_harness.MESSAGE_EDIT] == 1 and n[discord_harness.ORIGINAL_EDIT] == 1, n
    assert n[discord_harness.MESSAGE_SEND] == 0 and sum(n.values()) == 2, n


async def make_mistake(h: Harness, clock: Clock, lobby, members, culprit: int) -> None:
    """`culprit` presses out of turn (or a wrong sound); the mistake is posted after the grace period."""
    v = await view(h)
    clock.now += 0.3
    sound = "Bing" if v.expected != "bing" else "Bang"
    await press(h, lobby, members[culprit], sound)
    await tick(h, clock, 1.1)
    v = await view(h)
    assert v.phase == "punish" and v.culprit == culprit


async def test_token_hunt_private_row_right_token_wins(harness_factory, tmp_path, clock):  # noqa: F811
    """Token hunt: Punish! opens an ephemeral row of face-down tokens; a wrong pick shows that token."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    lobby = await open_table(h, 3, token_hunt=True)
    v = await view(h)
    culprit = (v.active + 1) % 3
    hunter = (v.active + 2) % 3
    await make_mistake(h, clock, lobby, members, culprit)
    clock.now += 0.3
    rec = await press(h, lobby, members[hunter], "Punish!")
    assert rec.callback_type == 4 and rec.ephemeral, "the answer is the private token row"
    row = h.ephemerals(members[hunter])[-1]
    assert "Token hunt" in row["embeds"][0]["title"]
    assert labels(row) == ["Token 1", "Token 2", "Token 3", "Token 4"]
    session_rec = await session(h)
    engine = h.bot.sessions.engine_of(session_rec)
    secret_row = list(engine.state.rows[hunter])
    right = secret_row.index("whizz")
    wrong = next(i for i in range(4) if i != right)
    clock.now += 0.2
    pick = await h.click(row, members[hunter], label=f"Token {wrong + 1}")
    assert pick.callback_type == 7
    row = h.message(row)
    shown = f"{secret_row[wrong].capitalize()} (not it)"
    assert shown in labels(row), "the wrong token is now visible to its owner only"
    assert shown not in str(h.message(lobby)), "and not on the public table"
    clock.now += 0.2
    await h.click(row, members[hunter], label=f"Token {right + 1}")
    await tick(h, clock, 1.1)
    v = await view(h)
    assert v.last_punisher == hunter and v.last_culprit == culprit
    assert v.players[culprit].received == [f"tok_{v.players[hunter].colour}_whizz"]


async def test_an_idle_player_is_replaced_by_the_ai_after_three_too_slow(harness_factory, tmp_path, clock):  # noqa: F811
    """Nobody plays: 'too slow' is ruled from the server clock; after 3 in a row an AI takes the seat."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    lobby = await open_table(h, 3)
    v = await view(h)
    idle = v.active
    sid = (await session(h)).id
    for k in range(3):
        await tick(h, clock, 3.0)
        assert (await view(h)).phase == "call", "not ruled before the grace period"
        await tick(h, clock, 1.05)
        v = await view(h)
        assert v.phase == "punish" and v.culprit == idle and v.cause == "too_slow", k
        stored = await h.bot.storage.get_session(sid)
        assert stored is not None and stored.seats[idle].idle_strikes == (k + 1) % 3, "kept in the database"
        if k < 2:
            await tick(h, clock, 6.1)  # nobody punishes: the idle player restarts
            assert (await view(h)).active == idle
    rec = await h.bot.storage.get_session(sid)
    assert rec is not None and rec.seats[idle].ai
    assert any("AI plays their seat" in t for t in channel_texts(h))
    back = await h.slash(f"{GAME} takeback", members[idle])
    assert back.ephemeral
    rec = await h.bot.storage.get_session(sid)
    assert rec is not None and not rec.seats[idle].ai
    assert lobby


async def test_lobby_options_reach_the_engine(harness_factory, tmp_path, clock):  # noqa: F811
    """Timing windows and handicaps from /whizz_bing_bang start are the engine's options."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    rec = await h.slash(
        f"{GAME} start",
        h.members[0],
        latency_allowance=0.5,
        slap_window=2.5,
        punish_window=4.0,
        grace=0.25,
        anticipation_guard_ms=0,
        expert=True,
        handicaps_ms="0, 300, 0",
        first_player=2,
    )
    lobby_text = str(rec.message["embeds"][0])
    assert "Too slow after **2 s** · 💥 **2.5 s** to slap a Boom · ⚖️ **4 s** to punish" in lobby_text
    for knob in ("grace", "guard", "double tap", "Handicap", "±"):  # UX review #15: not on the lobby
        assert knob not in lobby_text, knob
    for m in h.members[1:3]:
        await h.click(rec.message, m, label="Join")
    await h.click(rec.message, h.members[0], label="Start")
    v = await view(h)
    t = v.timing
    assert (t.slow_limit_ms, t.slap_window_ms, t.punish_window_ms, t.grace_ms, t.guard_ms) == (
        2000,
        2500,
        4000,
        250,
        0,
    )
    assert [p.handicap_ms for p in v.players] == [0, 300, 0]
    assert "handicap 300 ms" in field(h.message(rec.message), "Players"), "shown publicly (§9.3)"
    assert v.active == 1
    bad = await h.slash(f"{GAME} start", h.members[0], handicaps_ms="fast")
    assert bad.ephemeral


async def test_the_game_goes_on_after_a_bot_restart(harness_factory, tmp_path, clock):  # noqa: F811
    """Deadlines are rows: after a restart, clicks on the old table and the clock both keep working."""
    from tests.cogs.conftest import make_bot

    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    lobby = await open_table(h, 3)
    v = await view(h)
    clock.now += 0.3
    await press(h, lobby, members[v.active], v.expected.capitalize())
    bot2 = make_bot(tmp_path / "db.sqlite3", clock, EXT)
    h2 = await h.restart(bot2, setup=lambda b: b.prepare())
    v = await view(h2)
    if v.phase == "call":
        clock.now += 0.3
        await h2.click(lobby, members[v.active], label=v.expected.capitalize())
        assert (await view(h2)).turn > v.turn
    await tick(h2, clock, 10.0)  # the stored tick deadline fires on the new bot
    v2 = await view(h2)
    assert v2.clock_ms >= now_ms(clock) - 10


async def test_typed_boom_and_clicked_boom_rank_in_one_order(harness_factory, tmp_path, clock):  # noqa: F811
    """With the intent, a typed `boom` and BOOM clicks are ranked together by snowflake time."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, message_content=True)
    members = h.members[:3]
    lobby = await open_table(h, 3)
    for _ in range(80):
        v = await view(h)
        if v.phase == "slap":
            break
        clock.now += 0.3
        await press(h, lobby, members[v.active], v.expected.capitalize())
    else:
        raise AssertionError("no Boom was revealed")
    reveal = v.phase_start_ms
    clock.now = (reveal + 800) / 1000
    await press(h, lobby, members[0], "BOOM", at_ms=reveal + 400)
    await h.say(members[1], "BOOM!", at_ms=reveal + 300)
    await press(h, lobby, members[2], "BOOM", at_ms=reveal + 350)
    v = await view(h)
    assert [(r.seat, r.reaction_ms) for r in v.ranking] == [(1, 300), (2, 350), (0, 400)]
    assert v.last_punisher == 1 and v.last_culprit == 0
