"""Whizz Bing Bang answers every press: what the presser and the channel see (issue 10).

Presses are real button clicks through the harness, timed by their snowflakes (`at_ms`) on the
test clock. Each press gets a private acknowledgement (which button, when) that is edited with its
ruling; a double tap within 500 ms is one press (W30); rulings are shown in the table edit, and a
new channel message is posted only to ping someone.
"""

from __future__ import annotations

import copy
from typing import Any

from tests import discord_harness
from tests.cogs.conftest import Clock, start_harness
from tests.cogs.test_whizz_bing_bang_flow import (  # noqa: F401  (clock is a fixture)
    EXT,
    GAME,
    clock,
    field,
    now_ms,
    open_table,
    press,
    session,
    tick,
    view,
)
from tests.discord_harness import Harness, InteractionRecord, harness_factory  # noqa: F401


def ack(h: Harness, rec: InteractionRecord) -> str:
    """The presser's acknowledgement as it reads now: the ephemeral response or follow-up."""
    if rec.callback_type == 4:
        assert rec.ephemeral, "only the presser sees it"
        return h.message(rec.message)["content"]
    (call,) = rec.followups
    msg = h.message(call.message_id)
    assert int(msg.get("flags") or 0) & discord_harness.EPHEMERAL, "only the presser sees it"
    return msg["content"]


def public_texts(h: Harness) -> list[str]:
    """Every channel message but the table (the table is the one with embeds)."""
    return [m.get("content") or "" for m in h.channel_messages() if not m.get("embeds")]


async def mistake_posted(h: Harness, clock: Clock, lobby: Any, members: list[Any], culprit: int):
    """`culprit` presses out of turn; after the grace period the mistake is on the table."""
    clock.now += 0.3
    rec = await press(h, lobby, members[culprit], "Whizz")
    await tick(h, clock, 1.1)
    v = await view(h)
    assert v.phase == "punish" and v.culprit == culprit
    return rec, v


async def test_a_press_is_acknowledged_privately_and_edited_with_its_ruling(harness_factory, tmp_path, clock):  # noqa: F811
    """An out-of-turn Whizz: 'received at +0.30 s', then 'a mistake'; the winning Punish!: 'you won the
    race'. The channel gets no new message; the table shows the mistake and the race."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    lobby = await open_table(h, 3)
    v = await view(h)
    culprit, punisher = (v.active + 1) % 3, (v.active + 2) % 3
    shown = v.phase_start_ms
    clock.now = (shown + 300) / 1000
    rec = await press(h, lobby, members[culprit], "Whizz")
    assert rec.callback_type == 4, "the table did not change, so the answer is the acknowledgement"
    text = ack(h, rec)
    assert "🌀 **Whizz** received at **+0.30 s** after the card was shown" in text, text
    assert "⏳" in text and "grace" in text
    await tick(h, clock, 1.1)
    assert "⚠️ A mistake: you played out of turn" in ack(h, rec)
    assert "played out of turn" in h.message(lobby)["embeds"][0]["description"], "the table shows it"
    v = await view(h)
    clock.now = (v.phase_start_ms + 420) / 1000
    claim = await press(h, lobby, members[punisher], "Punish!")
    text = ack(h, claim)
    assert "⚖️ **Punish!** received at **+0.42 s** after the mistake was shown" in text, text
    assert "⏳ The race is ruled 1 s after the first claim" in text and "Counted" not in text, text
    await tick(h, clock, 1.1)
    name = members[culprit].display_name
    assert f"⚖️ You won the race (0.420 s): **{name}** gets your **Whizz** token." in ack(h, claim)
    assert "0.420 s" in field(h.message(lobby), "⚖️ Last race")
    assert "⚠️ A mistake" in ack(h, rec), "the culprit's answer keeps its own ruling"
    assert public_texts(h) == [], "mistakes and races are shown in the table edit, not new messages"


async def test_a_double_tap_after_winning_the_race_counts_once(harness_factory, tmp_path, clock):  # noqa: F811
    """The issue's case, 4 players: everyone claims (ruled at once, W24); the winner taps again 0.3 s
    later. That tap is the same press (W30): nobody is punished without cause."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:4]
    lobby = await open_table(h, 4)
    v = await view(h)
    culprit = (v.active + 1) % 4
    await mistake_posted(h, clock, lobby, members, culprit)
    posted = (await view(h)).phase_start_ms
    winner, second, third = ((culprit + k) % 4 for k in (1, 2, 3))
    clock.now = (posted + 700) / 1000
    r1 = await press(h, lobby, members[winner], "Punish!", at_ms=posted + 300)
    r2 = await press(h, lobby, members[second], "Punish!", at_ms=posted + 400)
    r3 = await press(h, lobby, members[third], "Punish!", at_ms=posted + 500)
    v = await view(h)
    assert v.phase == "call" and v.restart and v.active == culprit, "every claim in: ruled at once"
    assert r3.callback_type == 7, "the last claim changed the table: the table edit answers it"
    again = await press(h, lobby, members[winner], "Punish!", at_ms=posted + 600)
    assert "Not counted: a double tap" in ack(h, again)
    await tick(h, clock, 2.0)
    rec = await session(h)
    engine = h.bot.sessions.engine_of(rec)
    assert "punish_without_cause" not in engine.state.mistakes
    assert (await view(h)).active == culprit and (await view(h)).restart
    loser = members[winner].display_name
    assert "⚖️ You won the race (0.300 s)" in ack(h, r1)
    assert f"⚖️ Claim counted (0.400 s), but **{loser}** was faster (0.300 s)." in ack(h, r2)
    assert f"but **{loser}** was faster" in ack(h, r3)
    assert public_texts(h) == []


async def test_a_double_tap_of_a_correct_call_is_one_call(harness_factory, tmp_path, clock):  # noqa: F811
    """A correct call is answered by the table edit (the next card); the same button again 0.3 s later,
    even on the table as it was before the edit, is the same press, not out of turn nor 'moved on'."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    lobby = await open_table(h, 3)
    v = await view(h)
    before = copy.deepcopy(h.message(lobby))
    clock.now += 0.4
    sound = v.expected.capitalize()
    call = await press(h, lobby, members[v.active], sound)
    assert call.callback_type == 7 and not call.followups, "one request: the table edit is the answer"
    assert (await view(h)).turn > v.turn
    clock.now += 0.3
    stale = await h.click(lobby, members[v.active], label=sound, raw_message=before)
    assert "Not counted: a double tap" in ack(h, stale), "not 'the table has moved on'"
    clock.now += 0.1
    fresh = await press(h, lobby, members[v.active], sound)
    assert "Not counted: a double tap" in ack(h, fresh)
    await tick(h, clock, 2.0)
    engine = h.bot.sessions.engine_of(await session(h))
    assert not engine.state.mistakes, "nobody was punished for the double tap"


async def reach_a_boom(h: Harness, clock: Clock, lobby: Any, members: list[Any]):
    for _ in range(120):
        v = await view(h)
        if v.phase == "slap":
            return v
        clock.now += 0.3
        await press(h, lobby, members[v.active], v.expected.capitalize())
    raise AssertionError("no Boom was revealed")


async def test_every_slapper_learns_their_place_in_the_boom_ranking(harness_factory, tmp_path, clock):  # noqa: F811
    """Slaps arriving out of order: each slapper is told it counted, then their place and the verdict."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    lobby = await open_table(h, 3)
    v = await reach_a_boom(h, clock, lobby, members)
    reveal = v.phase_start_ms
    clock.now = (reveal + 900) / 1000
    recs = {}
    for seat, ms in ((2, 610), (0, 350)):  # arrival order differs from the timestamps
        recs[seat] = await press(h, lobby, members[seat], "BOOM", at_ms=reveal + ms)
        text = ack(h, recs[seat])
        assert recs[seat].callback_type == 4 and "⏳ The ranking comes" in text and "Counted" not in text
    assert "💥 **BOOM** received at **+0.61 s** after the Boom was shown" in ack(h, recs[2])
    recs[1] = await press(h, lobby, members[1], "BOOM", at_ms=reveal + 480)
    assert recs[1].callback_type == 7, "the last slap ranked the Boom: the table edit answers it"
    fast, slow = members[0].display_name, members[2].display_name
    assert "🥇 Fastest slap (0.350 s): you give" in ack(h, recs[0]) and slow in ack(h, recs[0])
    assert f"💥 Slap counted: 2nd of 3 (0.480 s). **{fast}** punished **{slow}**." in ack(h, recs[1])
    assert f"🐢 Slowest slap (0.610 s): **{fast}** gives you their **Whizz** token" in ack(h, recs[2])
    assert public_texts(h) == []


async def test_a_new_channel_message_only_to_ping_an_idle_player(harness_factory, tmp_path, clock):  # noqa: F811
    """Nobody plays: each 'too slow' ruling posts one message, mentioning only the idle player; the
    third (the AI takes the seat) is still one message."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    lobby = await open_table(h, 3)
    idle = (await view(h)).active
    uid = h.members[idle].id
    for k in range(3):
        with h.measure() as n:
            await tick(h, clock, 4.05)  # the slow limit (3 s) + the grace: ruled
        assert (await view(h)).cause == "too_slow"
        assert n[discord_harness.MESSAGE_SEND] == 1, (k, n)
        sent = [c for c in h.calls if c.kind == discord_harness.MESSAGE_SEND][-1]
        assert f"<@{uid}>" in sent.payload["content"]
        assert [int(u) for u in sent.payload["allowed_mentions"]["users"]] == [uid]
        assert not sent.payload["allowed_mentions"].get("parse"), "users only: never roles or everyone"
        if k < 2:
            with h.measure() as n:
                await tick(h, clock, 6.1)  # nobody punishes: no message for that ruling
            assert n[discord_harness.MESSAGE_SEND] == 0, n
    assert "AI plays their seat" in public_texts(h)[-1]
    assert len(public_texts(h)) == 3
    assert lobby


async def test_the_table_has_a_legend_and_no_slap_counter(harness_factory, tmp_path, clock):  # noqa: F811
    """The icon rows get a one-line legend; the footer gives the three numbers a player needs (UX review
    #15), not the engineering knobs; a slap does not edit the table for everyone (its answer is private)."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    lobby = await open_table(h, 3)
    embed = h.message(lobby)["embeds"][0]
    players = field(h.message(lobby), "Players")
    assert players.splitlines()[-1].startswith("*●○ own tokens left to give · next = the token you'd give")
    footer = embed["footer"]["text"]
    assert "too slow after 3 s · 3 s to slap a Boom · 5 s to punish · /whizz_bing_bang rules" in footer
    assert "grace" not in footer and "double tap" not in footer
    v = await reach_a_boom(h, clock, lobby, members)
    table = copy.deepcopy(h.message(lobby))
    clock.now = (v.phase_start_ms + 500) / 1000
    rec = await press(h, lobby, members[0], "BOOM", at_ms=v.phase_start_ms + 400)
    assert rec.callback_type == 4 and h.message(lobby) == table, "one slap: no edit for everyone"
    assert "slapped" not in table["embeds"][0]["description"]


async def test_a_refused_press_says_why_and_changes_nothing(harness_factory, tmp_path, clock):  # noqa: F811
    """A press made before the last ruling but delivered after it is refused with a short private answer."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    lobby = await open_table(h, 3)
    v = await view(h)
    culprit = (v.active + 1) % 3
    await mistake_posted(h, clock, lobby, members, culprit)
    rec = await session(h)
    version = rec.version
    late = await press(h, lobby, members[v.active], "Bing", at_ms=now_ms(clock) - 1500)
    assert late.ephemeral and "before the last ruling" in late.response.payload["data"]["content"]
    assert (await session(h)).version == version
    assert late.custom_id and late.custom_id.startswith(f"{GAME}:")


async def test_benchmark_counts_at_most_one_channel_message_per_ruling():
    """benchmarks/api_calls: whole games by clicks (mistakes, double taps, Booms, races, idle players)
    post at most one new channel message per ruling, and the end one more (the game-over message)."""
    from benchmarks.api_calls import whizz_bing_bang

    figures = await whizz_bing_bang(1, seed=3)
    assert figures["rulings"] > 5
    assert figures["max_messages_per_ruling"] <= 1 and figures["messages_per_ruling"] <= 1
    assert figures["end_messages"] == 1, "the game's end is one channel message of its own"


async def test_lobby_and_start_agree_on_player_counts(harness_factory, tmp_path, clock):  # noqa: F811
    """The lobby says 3 (2 with two_players) and Start agrees: 2 players are refused without the option."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    host, other = h.members[:2]
    rec = await h.slash(f"{GAME} start", host)
    lobby = rec.message
    assert "a game needs at least 3" in h.message(lobby)["embeds"][0]["description"]
    await h.click(lobby, other, label="Join")
    refused = await h.click(lobby, host, label="Start")
    assert refused.ephemeral and "at least 3 players" in refused.response.payload["data"]["content"]
    await h.click(lobby, host, label="Cancel")
    rec = await h.slash(f"{GAME} start", host, two_players=True)
    lobby = rec.message
    assert "a game needs at least 2" in h.message(lobby)["embeds"][0]["description"]
    await h.click(lobby, other, label="Join")
    started = await h.click(lobby, host, label="Start")
    assert started.callback_type == 7 and "round 1" in h.message(lobby)["embeds"][0]["title"]


def test_results_use_singulars():
    """'1 point', never '1 points', in the standings and the headline."""
    from bot.i18n import words
    from bot.storage import SeatInfo, SessionRecord
    from cogs.whizz_bing_bang import render
    from engines.whizz_bing_bang import GAME as WBB

    engine = WBB.engine.new(3, 1, {"end_points": 2})
    engine.state.totals = [1, 2, 0]
    record = SessionRecord(
        id="abcd1234",
        guild_id=1,
        channel_id=2,
        game=GAME,
        rules_version=2,
        seed=1,
        host_id=10,
        seats=[SeatInfo(user_id=10 + i, name=n) for i, n in enumerate(["Ana", "Bo", "Cy"])],
        options={},
        status="running",
        version=1,
    )
    lines = render.final_lines(words("en"), record, engine.view_for(None))
    assert lines[:3] == ["Cy: **0 points**", "Ana: **1 point**", "Bo: **2 points**"]
