"""Whizz Bing Bang fairness at the edges, by real button clicks (issue 31, UX review #1, #4, #5, #6).

Late claims (docs/rules/whizz_bing_bang.md W31), double taps after an ignored press (W30),
handicaps in the race to punish (W28), the anticipation guard's "too early" ruling (W16), the
game-over screen's reason, and a whole game scanned for internal names in every text players read.
Seats: Alice 0, Bob 1, Carol 2, Dave 3 (the harness's members in order).
"""

from __future__ import annotations

import copy
from typing import Any

from tests.cogs.conftest import Clock, start_harness
from tests.cogs.test_whizz_bing_bang_feedback import ack, public_texts, reach_a_boom
from tests.cogs.test_whizz_bing_bang_flow import (  # noqa: F401  (clock is a fixture)
    EXT,
    clock,
    field,
    now_ms,
    open_table,
    press,
    session,
    tick,
    view,
)
from tests.discord_harness import Harness, harness_factory  # noqa: F401
from tests.player_text import internal_names, player_texts


async def engine_of(h: Harness) -> Any:
    return h.bot.sessions.engine_of(await session(h))


async def bob_out_of_turn(h: Harness, clock: Clock, lobby: Any, members: list[Any]) -> int:
    """Alice is to play; Bob presses Whizz 0.5 s after the card; the mistake is posted after the
    grace period. Returns the post's Discord time."""
    v = await view(h)
    assert v.active == 0
    clock.now = (v.phase_start_ms + 500) / 1000
    await press(h, lobby, members[1], "Whizz")
    await tick(h, clock, 1.05)
    v = await view(h)
    assert v.phase == "punish" and v.culprit == 1
    return v.phase_start_ms


async def test_w31_review_case_a_claim_just_after_the_ruling_is_too_late_not_a_mistake(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,  # noqa: F811
):
    """UX review defect #1, docs/rules/whizz_bing_bang.md W31: Alice claims at +0.60 s, Carol at
    +1.20 s; the race is ruled at +1.60 s (first claim + grace); Dave's Punish! at +1.70 s is a late
    claim: no token, no mistake, and his answer says who won."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:4]
    lobby = await open_table(h, 4, first_player=1)
    posted = await bob_out_of_turn(h, clock, lobby, members)
    clock.now = (posted + 600) / 1000
    alice = await press(h, lobby, members[0], "Punish!")
    clock.now = (posted + 1200) / 1000
    carol = await press(h, lobby, members[2], "Punish!")
    for rec in (alice, carol):
        assert "Counted" not in ack(h, rec), "not before the ruling (UX review #5)"
    await tick(h, clock, 0.45)  # +1.65 s: the race was ruled at +1.60 s
    v = await view(h)
    assert v.phase == "call" and v.restart and v.active == 1 and v.last_punisher == 0
    clock.now = (posted + 1700) / 1000
    dave = await press(h, lobby, members[3], "Punish!")
    await tick(h, clock, 1.5)
    text = ack(h, dave)
    alice_n, bob_n, _, dave_n = (m.display_name for m in members)
    assert f"⚖️ Too late: **{alice_n}** claimed first (+0.60 s) and punished **{bob_n}**" in text, text
    assert "yours came at +1.70 s after the mistake was shown. It changed nothing." in text
    engine = await engine_of(h)
    assert "punish_without_cause" not in engine.state.mistakes
    v = await view(h)
    assert v.phase == "call" and v.active == 1 and v.restart, "Bob still restarts; Dave is not a culprit"
    assert v.players[3].tokens_left == 4 and not v.players[3].received
    assert f"⚖️ Claim counted (1.200 s), but **{alice_n}** was faster (0.600 s)." in ack(h, carol)
    assert dave_n not in h.message(lobby)["embeds"][0]["description"]
    assert public_texts(h) == []


async def test_w31_a_late_claim_on_the_table_as_it_was_is_answered_too(harness_factory, tmp_path, clock):  # noqa: F811
    """docs/rules/whizz_bing_bang.md W31: Dave's screen still shows the mistake when he presses (his click
    carries the old table): it is a late claim with the winner named, not "the table has moved on"."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:4]
    lobby = await open_table(h, 4, first_player=1)
    posted = await bob_out_of_turn(h, clock, lobby, members)
    clock.now = (posted + 600) / 1000
    await press(h, lobby, members[0], "Punish!")
    seen = copy.deepcopy(h.message(lobby))  # the table as Dave last saw it: the mistake, Punish! open
    await tick(h, clock, 1.05)  # the race is ruled at +1.6 s
    assert (await view(h)).phase == "call"
    clock.now = (posted + 1700) / 1000
    dave = await h.click(lobby, members[3], label="Punish!", raw_message=seen)
    await tick(h, clock, 1.5)
    text = ack(h, dave)
    assert f"⚖️ Too late: **{members[0].display_name}** claimed first (+0.60 s)" in text, text
    engine = await engine_of(h)
    assert "punish_without_cause" not in engine.state.mistakes
    clock.now += 1.0
    later = await h.click(lobby, members[3], label="Punish!", raw_message=seen)
    assert "The table has moved on" in ack(h, later), "after the window, an old table's click is refused"


async def test_w30_a_tap_right_after_an_ignored_press_is_the_same_press(harness_factory, tmp_path, clock):  # noqa: F811
    """docs/rules/whizz_bing_bang.md W30: Carol's Punish! before the mistake is shown is ignored (W23);
    her tap 0.4 s later, after the post, is part of it (not a claim); her press 0.7 s after that wins."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:4]
    lobby = await open_table(h, 4, first_player=1)
    v = await view(h)
    made = v.phase_start_ms + 500
    clock.now = made / 1000
    await press(h, lobby, members[1], "Whizz")  # Bob out of turn, posted at made + 1 s
    clock.now = (made + 800) / 1000
    early = await press(h, lobby, members[2], "Punish!")
    await tick(h, clock, 0.25)  # the post
    v = await view(h)
    assert v.phase == "punish"
    clock.now = (made + 1200) / 1000
    tap = await press(h, lobby, members[2], "Punish!")
    assert "Not counted: a double tap" in ack(h, tap), ack(h, tap)
    assert "Not counted: pressed before the mistake was shown" in ack(h, early)
    await tick(h, clock, 1.5)
    assert (await view(h)).phase == "punish", "the tap was no claim: the race is still open"
    clock.now = (made + 1900) / 1000
    claim = await press(h, lobby, members[2], "Punish!")
    await tick(h, clock, 1.1)
    assert "⚖️ You won the race" in ack(h, claim)
    assert (await view(h)).last_punisher == 2


async def test_w28_a_handicap_shifts_the_race_to_punish(harness_factory, tmp_path, clock):  # noqa: F811
    """docs/rules/whizz_bing_bang.md W28: Carol (400 ms handicap) claims 0.3 s after Alice and wins;
    the bot waits for a handicapped claim still on its way; Alice is told about the handicap."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:4]
    lobby = await open_table(h, 4, first_player=1, handicaps_ms="0,0,400,0")
    posted = await bob_out_of_turn(h, clock, lobby, members)
    clock.now = (posted + 900) / 1000
    alice = await press(h, lobby, members[0], "Punish!", at_ms=posted + 500)
    await tick(h, clock, 0.7)  # +1.6 s: first claim + grace, but a handicapped claim may be on its way
    assert (await view(h)).phase == "punish"
    carol = await press(h, lobby, members[2], "Punish!", at_ms=posted + 800)
    await tick(h, clock, 0.5)
    v = await view(h)
    assert v.last_punisher == 2 and v.last_culprit == 1
    assert [(r.seat, r.reaction_ms) for r in v.ranking] == [(2, 800), (0, 500)]
    assert "⚖️ You won the race (0.800 s)" in ack(h, carol)
    text = ack(h, alice)
    carol_n = members[2].display_name
    assert (
        f"⚖️ Claim counted (0.500 s), but **{carol_n}** was faster (0.800 s, less a 0.4 s handicap)." in text
    )


async def test_w16_a_slap_too_early_on_a_boom_says_why(harness_factory, tmp_path, clock):  # noqa: F811
    """UX review #5, docs/rules/whizz_bing_bang.md W16: Carol slaps 0.15 s after a Boom appears (guard
    0.2 s at this table): her answer first says only when it was received, then why it was too early;
    the table does not contradict the big BOOM."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    lobby = await open_table(h, 3, anticipation_guard_ms=200)
    v = await reach_a_boom(h, clock, lobby, members)
    reveal = v.phase_start_ms
    clock.now = (reveal + 150) / 1000
    carol = await press(h, lobby, members[2], "BOOM")
    text = ack(h, carol)
    assert "💥 **BOOM** received at **+0.15 s** after the Boom was shown" in text
    assert "Counted" not in text and "⏳ The ranking comes" in text, text
    clock.now = (reveal + 400) / 1000
    await press(h, lobby, members[0], "BOOM")
    await tick(h, clock, 1.0)
    text = ack(h, carol)
    assert (
        "⚠️ Too early: a slap within 0.2 s of a new card counts against the card before, which was not a"
        " Boom." in text
    ), text
    table = h.message(lobby)["embeds"][0]["description"]
    assert "# 💥 BOOM" in table and "slapped too early" in table and "not a Boom —" not in table, table


async def play_a_whole_game(h: Harness, clock: Clock, lobby: Any, members: list[Any]) -> None:
    """Three humans and an AI play to the end: right calls, out-of-turn presses, wrong sounds, double
    taps, slaps, races to punish and late claims, all by clicking the table's buttons."""
    humans = range(len(members))
    late_claims = double_taps = 0
    sid = (await session(h)).id
    for step in range(4000):
        rec = await h.bot.storage.get_session(sid)
        assert rec is not None
        if rec.status != "running":
            return
        engine = h.bot.sessions.engine_of(rec)
        v = engine.view_for(None)
        acted = False
        for seat in humans:
            me = engine.view_for(seat)
            if me.my_inputs or v.shown_pending:
                continue
            if v.phase == "call" and v.active == seat:
                clock.now += 0.35
                sound = v.expected if step % 11 else ("bing" if v.expected != "bing" else "bang")
                await press(h, lobby, members[seat], sound.capitalize())
                if step % 13 == 5 and double_taps < 3:
                    double_taps += 1
                    clock.now += 0.2
                    await press(h, lobby, members[seat], sound.capitalize())
            elif v.phase == "call" and step % 17 == 3 and v.active not in humans:
                clock.now += 0.3
                await press(h, lobby, members[seat], "Whizz")  # out of turn
            elif v.phase == "slap" and seat not in v.slapped:
                clock.now += 0.15
                await press(h, lobby, members[seat], "BOOM")
            elif v.phase == "punish" and v.culprit != seat:
                clock.now += 0.3
                await press(h, lobby, members[seat], "Punish!")
            else:
                continue
            acted = True
            break
        if acted:
            continue
        nxt = await h.bot.storage.next_deadline()
        assert nxt is not None, "a running game always has a deadline"
        before = v.phase
        clock.now = max(clock.now, nxt[2])
        await h.bot.scheduler.fire_due()
        await h.settle()
        rec = await h.bot.storage.get_session(sid)
        assert rec is not None
        after = h.bot.sessions.engine_of(rec).view_for(None) if rec.status == "running" else None
        if before == "punish" and after is not None and after.phase == "call" and late_claims < 3:
            late_claims += 1  # someone presses Punish! a beat after the race was ruled (W31)
            late = next(s for s in humans if s != after.last_punisher)
            clock.now += 0.2
            await press(h, lobby, members[late], "Punish!")
    raise AssertionError("the game did not end")


async def test_a_whole_game_shows_players_no_internal_names(harness_factory, tmp_path, clock):  # noqa: F811
    """Issue 31: every text a player read in a whole game (tables, private answers and their edits,
    pings, the game-over screen) is free of rule ids, seeds and snake_case names; the game-over
    screen says why it ended and shows the deciding ranking (UX review #6)."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    lobby = await open_table(h, 3, ai=1, end_points=6, ai_error_percent=10)
    await play_a_whole_game(h, clock, lobby, members)
    final = h.message(lobby)["embeds"][0]
    assert "game over" in final["title"]
    text = final["description"]
    assert "(the game ends at 6). Fewest points wins." in text and "🔚 **" in text, text
    assert "gave away their Boom token" in text and ("The deciding Boom" in text or "deciding race" in text)
    texts = player_texts(h)
    assert any("Too late:" in t for t in texts), "a late claim was answered"
    found = internal_names(texts)
    assert found == [], found[:5]


async def test_the_game_over_screen_says_why_it_ended(harness_factory, tmp_path, clock):  # noqa: F811
    """UX review #6: '🔚 **Carol** reached 7 points (the game ends at 6). Fewest points wins.', how the
    last round ended and the deciding Boom's ranking, as the engine's last ruling had it."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    lobby = await open_table(h, 3, end_points=3)
    sid = (await session(h)).id
    await play_a_whole_game(h, clock, lobby, members)
    rec = await h.bot.storage.get_session(sid)
    assert rec is not None and rec.status == "finished"
    v = h.bot.sessions.engine_of(rec).view_for(None)
    text = h.message(lobby)["embeds"][0]["description"]
    top = max(v.players, key=lambda p: p.total)
    name = members[top.seat].display_name
    assert f"🔚 **{name}** reached {top.total} points (the game ends at 3). Fewest points wins." in text or (
        "reached the end score (the game ends at 3)" in text
    ), text
    giver = members[v.last_punisher].display_name
    assert f"The last round ended when **{giver}** gave away their Boom token" in text
    kind = "💥 The deciding Boom" if v.ranking_kind == "boom" else "⚖️ The deciding race to punish"
    assert f"{kind}: 🥇 " in text, text
