"""`/campfire history` and **Replay** (issue 35) through the harness with the real buttons.

The acceptance test: a finished game of each game (BANG!, Bang & Twang, Forest Gangs, Whizz Bing
Bang) is found in the channel's history, its replay opened from the list's select and stepped with
its buttons, and its last step shows the same final table as the live game did (the words of the
last live table and of the replay's last step compared); a forged replay button is refused.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from tests import discord_harness
from tests.cogs.conftest import Clock, custom_ids, labels, start_harness, texts
from tests.discord_harness import Harness, harness_factory, iter_components  # noqa: F401

ALL_GAMES = ("cogs.forest_gangs", "cogs.bang_and_twang", "cogs.whizz_bing_bang", "cogs.bang")


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    c = Clock()
    # Discord's clock in the harness (ids, edited_timestamp) = the test clock (Whizz Bing Bang's races).
    monkeypatch.setattr(discord_harness.snowflakes, "_now_ms", lambda: round(c.now * 1000))
    return c


def lobby_button(message: dict[str, Any], verb: str) -> str:
    return next(c for c in custom_ids(message) if c.endswith(f":x:{verb}"))


async def open_lobby(h: Harness, game: str, humans: int, ais: int, **options: Any) -> dict[str, Any]:
    """`/<game> start` by the first member, the next humans join, AI seats added, the host starts
    (buttons by custom_id)."""
    host, *others = h.members[:humans]
    lobby = (await h.slash(f"{game} start", host, **options)).message
    for m in others:
        await h.click(lobby, m, custom_id=lobby_button(lobby, "join"))
    for _ in range(ais):
        await h.click(lobby, host, custom_id=lobby_button(lobby, "add_ai"))
    start = await h.click(lobby, host, custom_id=lobby_button(lobby, "start"))
    assert start.callback_type == 7
    return lobby


async def play_forest_gangs(h: Harness, clock: Clock) -> dict[str, Any]:
    from tests.cogs.test_forest_gangs_flow import play_to_the_end

    lobby = await open_lobby(h, "forest_gangs", 4, 0)
    await play_to_the_end(h, h.members[:4])
    return lobby


async def play_bang_and_twang(h: Harness, clock: Clock) -> dict[str, Any]:
    from tests.cogs.test_bang_and_twang_flow import play_to_the_end

    lobby = await open_lobby(h, "bang_and_twang", 2, 1)
    await play_to_the_end(h, lobby)
    return lobby


async def play_whizz_bing_bang(h: Harness, clock: Clock) -> dict[str, Any]:
    """1 human + 2 AI: the human calls and slaps when it is theirs to (by the table's buttons), the
    AI inputs and rulings come by the clock (as tests/cogs/test_whizz_bing_bang_flow.py plays it)."""
    lobby = await open_lobby(h, "whizz_bing_bang", 1, 2, end_points=4, ai_error_percent=30)
    human = h.members[0]
    rec = await h.bot.storage.live_session(h.channel.id)
    assert rec is not None
    sid = rec.id
    for _ in range(3000):
        rec = await h.bot.storage.get_session(sid)
        assert rec is not None
        if rec.status == "finished":
            return lobby
        v = h.bot.sessions.engine_of(rec).view_for(0)
        if v.phase == "call" and v.active == 0 and not v.my_inputs:
            clock.now += 0.3
            await h.click(lobby, human, label=v.expected.capitalize())
            continue
        if v.phase == "slap" and 0 not in v.slapped and not v.my_inputs:
            clock.now += 0.3
            await h.click(lobby, human, label="BOOM")
            continue
        nxt = await h.bot.storage.next_deadline()
        assert nxt is not None, "a running game always has a deadline"
        clock.now = max(clock.now, nxt[2])
        await h.bot.scheduler.fire_due()
        await h.settle()
    raise AssertionError("the game did not end")


async def play_bang(h: Harness, clock: Clock) -> dict[str, Any]:
    """1 human + 3 AI, the human playing by clicks (tests/cogs/test_bang_flow.py's player)."""
    from tests.cogs.test_bang_flow import play_to_the_end

    lobby = await open_lobby(h, "bang", 1, 3, response_timeout=20)
    await play_to_the_end(h, h.members[0], lobby, clock)
    return lobby


PLAYS = {
    "forest_gangs": play_forest_gangs,
    "bang_and_twang": play_bang_and_twang,
    "whizz_bing_bang": play_whizz_bing_bang,
    "bang": play_bang,
}


def component(msg: dict[str, Any], part: str) -> dict[str, Any]:
    """The component whose custom_id contains `part`."""
    return next(c for c in iter_components(msg.get("components") or []) if part in (c.get("custom_id") or ""))


def step_id(msg: dict[str, Any], token: str) -> str:
    """The replay button `token` (f first, p previous, n next, l last)."""
    return component(msg, f":{token}:step:")["custom_id"]


def with_custom_id(msg: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    out = copy.deepcopy(msg)
    for c in iter_components(out.get("components") or []):
        if c.get("custom_id") == old:
            c["custom_id"] = new
    return out


@pytest.mark.parametrize("game", list(PLAYS))
async def test_a_replay_ends_on_the_live_games_final_table(harness_factory, tmp_path, clock, game):
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ALL_GAMES, seed=3)
    lobby = await PLAYS[game](h, clock)
    live = h.message(lobby)
    assert "game over" in texts(live)[0], texts(live)
    record = await h.bot.storage.get_session(live_sid(live))
    assert record is not None and record.status == "finished" and record.game == game
    reader = h.members[1]  # anyone of the server, seated or not

    listed = await h.slash("campfire history", reader)
    assert listed.ephemeral
    page = listed.message
    assert "Finished games in this channel" in texts(page)[0]
    assert ("<t:" in texts(page)[1] and "🏆" in texts(page)[1]) or "nobody won" in texts(page)[1]
    pick = component(page, "history:00000000:s:replay")
    assert [o["value"] for o in pick["options"]] == [record.id]

    opened = await h.select(page, reader, [record.id], custom_id=pick["custom_id"])
    assert opened.ephemeral and opened.callback_type == 4, "a replay opens in a message of its own"
    viewer = opened.message
    assert "the start" in viewer["content"]
    assert all(c.startswith(f"history:{record.id}:") for c in custom_ids(viewer)), custom_ids(viewer)
    assert {"First", "Previous turn", "Next turn", "Last"} <= set(labels(viewer))
    steps = int(viewer["content"].rsplit(" of ", 1)[1].split(")")[0])
    assert 2 <= steps <= 400, steps

    # Next turn, then Previous turn: the viewer is edited in place, step by step.
    nxt = await h.click(viewer, reader, custom_id=step_id(viewer, "n"))
    second = h.message(viewer)
    assert nxt.callback_type == 7 and int(second.get("flags") or 0) & 64, "the same private message"
    assert f"step 2 of {steps}" in second["content"], second["content"]
    back = await h.click(viewer, reader, custom_id=step_id(second, "p"))
    assert back.callback_type == 7 and "the start" in h.message(viewer)["content"]

    # Last: the results, the same as the live game's last table.
    await h.click(viewer, reader, custom_id=step_id(h.message(viewer), "l"))
    last = h.message(viewer)
    assert "the end" in last["content"] and f"step {steps} of {steps}" in last["content"]
    assert texts(last) == texts(live)
    # A forged button: another session, a step the game does not have, not our form at all.
    for forged in (
        "history:deadbeef:n:step:1",
        f"history:{record.id}:n:step:{steps}",
        f"history:{record.id}:x:step:1",
    ):
        raw = with_custom_id(last, step_id(last, "f"), forged)
        refused = await h.click(viewer, reader, custom_id=forged, raw_message=raw)
        assert refused.ephemeral and "recognise" in (refused.message or {}).get("content", ""), forged
    assert texts(h.message(viewer)) == texts(live), "a refused click leaves the viewer as it was"


def live_sid(msg: dict[str, Any]) -> str:
    """The session id the results' footer names."""
    footer = texts(msg)[-1]
    return next(word.strip("()`.:") for word in footer.split() if len(word.strip("()`.:")) == 8)


async def test_pages_of_ten_a_members_games_the_readers_language_and_refusals(
    harness_factory, tmp_path, clock
):
    """Thirteen finished games: a first page of ten (Newer off, Older on), the older three, a member's
    games across the server (with their channel); an Italian reader reads Italian; a forged page, a
    forged replay pick and the command in a DM are refused privately."""
    from tests.bot.test_history_storage import finished_game

    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ALL_GAMES)
    ann, bob, cat = h.members[:3]
    storage = h.bot.storage
    for n in range(1, 14):
        players = (ann.id, bob.id) if n % 2 else (bob.id, cat.id)
        await finished_game(storage, n, channel=h.channel.id, guild=h.guild.id, players=players, winner=0)
    await finished_game(storage, 60, channel=h.channel.id + 1, guild=h.guild.id, players=(ann.id, None))

    first = (await h.slash("campfire history", cat)).message
    lines = texts(first)[1].splitlines()
    assert len(lines) == 10 and lines[0].startswith("1. **Forest Gangs** · <t:"), lines[0]
    assert "🏆 P" in lines[0] or "🏆" in lines[0]
    newer, older = (component(first, f":c:{verb}:") for verb in ("newer", "older"))
    assert newer.get("disabled") and not older.get("disabled")
    assert len(component(first, ":s:replay")["options"]) == 10
    await h.click(first, cat, custom_id=older["custom_id"])
    second = h.message(first)
    assert [x.split(".")[0] for x in texts(second)[1].splitlines()] == ["11", "12", "13"]
    assert component(second, ":c:older:").get("disabled") and not component(second, ":c:newer:").get(
        "disabled"
    )

    mine = (await slash_with_member(h, cat, ann)).message
    assert ann.display_name in texts(mine)[0]
    assert len(texts(mine)[1].splitlines()) == 8  # seven here, one in another channel
    assert f"<#{h.channel.id + 1}>" in texts(mine)[1].splitlines()[0]

    h.locales[bob.id] = "it"
    italian = (await h.slash("campfire history", bob)).message
    assert texts(italian)[0].startswith("🎞️ Partite finite")

    def refused(rec) -> str:
        assert rec.ephemeral
        return (rec.message or {}).get("content") or ""

    cid = component(h.message(first), ":c:newer:")["custom_id"]  # enabled on the second page
    for forged in ("history:00000000:c:older:x1", "history:00000000:q:older:1", "history:12345678:c:older:1"):
        raw = with_custom_id(h.message(first), cid, forged)
        assert "recognise" in refused(await h.click(first, cat, custom_id=forged, raw_message=raw)), forged
    pick = component(first, ":s:replay")["custom_id"]
    lobby = await open_lobby(h, "forest_gangs", 2, 0)  # a running game is not replayed
    running = await storage.live_session(h.channel.id)
    assert running is not None and lobby
    raw = copy.deepcopy(h.message(first))
    for c in iter_components(raw.get("components") or []):
        if c.get("custom_id") == pick:
            c["options"] = [{"label": "x", "value": running.id}]
    answer = await h.select(first, cat, [running.id], custom_id=pick, raw_message=raw)
    assert "recognise" in refused(answer)
    dm = await h.slash("campfire history", cat, channel=await cat.create_dm())
    assert "server" in refused(dm)


async def slash_with_member(h: Harness, user: Any, member: Any) -> Any:
    """`/campfire history member:<member>` as `user` (the harness's `slash` names its own user
    `member`, so the option goes in by the payload builder it uses)."""
    from tests.discord_harness.payloads import slash_payload

    payload = slash_payload(
        "campfire history",
        user,
        h.channel,
        application_id=h.application_id,
        options={"member": member},
        tree=h.bot.tree,
        increment=h._next_increment(),
    )
    h._localise(payload, user)
    return await h.dispatch(payload)


async def test_a_replay_viewer_goes_on_after_a_restart(harness_factory, tmp_path, clock):
    """The viewer's state is its buttons' custom_ids: after a restart its Next turn still works."""
    from tests.cogs.conftest import make_bot

    db = tmp_path / "db.sqlite3"
    h = await start_harness(harness_factory, db, clock, ALL_GAMES, seed=3)
    await play_forest_gangs(h, clock)
    reader = h.members[2]
    page = (await h.slash("campfire history", reader)).message
    pick = component(page, ":s:replay")
    viewer = (
        await h.select(page, reader, [pick["options"][0]["value"]], custom_id=pick["custom_id"])
    ).message
    await h.click(viewer, reader, custom_id=step_id(viewer, "n"))
    before = h.message(viewer)
    h = await h.restart(make_bot(db, clock, ALL_GAMES), setup=lambda b: b.prepare())
    after = await h.click(viewer, reader, custom_id=step_id(before, "n"))
    assert after.callback_type == 7
    assert "step 3 of" in h.message(viewer)["content"], h.message(viewer)["content"]
