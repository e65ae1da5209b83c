"""Issue 36: AI players in three strengths, chosen in the lobby; hard AIs play whole games.

Through the harness with the real buttons and the lobby's strength menu: the host adds an easy and
a hard AI (the seats say which), the Add AI button adds the bot's default (CAMPFIRE_AI_STRENGTH),
a guest or a forged value is refused and changes nothing; then whole games of BANG!, Bang & Twang
and Forest Gangs with hard AI seats reach their results, every hard decision searched off the event
loop (`bot.thinker`, here in a thread: `ai_workers=0`) and applied through the session layer.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.cogs import test_bang_and_twang_flow as twang_flow
from tests.cogs import test_bang_flow as bang_flow
from tests.cogs import test_forest_gangs_flow as fg_flow
from tests.cogs.conftest import Clock, custom_ids, start_harness
from tests.discord_harness import Harness, harness_factory  # noqa: F401

THINK = {"ai_think_ms": 20}  # a short deadline: whole games in seconds (the search is cut, not skipped)


@pytest.fixture
def clock() -> Clock:
    return Clock()


def menu_id(message: dict[str, Any]) -> str:
    """The custom_id of the lobby's strength menu."""
    return next(c for c in custom_ids(message) if c.endswith(":x:add_ai:menu"))


def lobby_text(message: dict[str, Any]) -> str:
    return message["embeds"][0]["description"]


async def test_the_host_picks_each_ais_strength_and_the_seats_say_it(harness_factory, tmp_path, clock):  # noqa: F811
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ("cogs.forest_gangs",))
    host, guest = h.members[:2]
    lobby = (await h.slash("forest_gangs start", host)).message
    menu = next(
        c
        for row in h.message(lobby)["components"]
        for c in row["components"]
        if c.get("custom_id") == menu_id(lobby)
    )
    assert [o["label"] for o in menu["options"]] == ["Easy", "Normal", "Hard"]
    assert all(o.get("description") for o in menu["options"])
    rec = await h.select(lobby, host, ["hard"], custom_id=menu_id(lobby))
    assert rec.callback_type == 7
    await h.select(lobby, host, ["easy"], custom_id=menu_id(lobby))
    await h.click(lobby, host, label="Add AI")
    text = lobby_text(h.message(lobby))
    assert "🤖 AI 1 (Hard)" in text and "🤖 AI 2 (Easy)" in text and "🤖 AI 3\n" not in text
    record = await h.bot.storage.live_session(h.channel.id)
    assert [(s.name, s.strength) for s in record.seats[1:]] == [
        ("AI 1 (Hard)", "hard"),
        ("AI 2 (Easy)", "easy"),
        ("AI 3", "normal"),
    ]
    version = record.version

    # A guest may not add AIs; a forged strength or a menu value on another verb is refused.
    refused = await h.select(lobby, guest, ["hard"], custom_id=menu_id(lobby))
    assert refused.ephemeral and "only the host" in (refused.message or {}).get("content", "").lower()
    forged = h.message(lobby)
    for comp in (c for row in forged["components"] for c in row["components"]):
        if comp.get("custom_id") == menu_id(lobby):
            comp["options"].append({"label": "Genius", "value": "genius"})
    rec = await h.select(lobby, host, ["genius"], custom_id=menu_id(lobby), raw_message=forged)
    assert rec.ephemeral and (rec.message or {}).get("content")
    after = await h.bot.storage.live_session(h.channel.id)
    assert after.version == version and len(after.seats) == 4


async def test_the_default_strength_comes_from_the_settings(harness_factory, tmp_path, clock):  # noqa: F811
    h = await start_harness(
        harness_factory, tmp_path / "db.sqlite3", clock, ("cogs.forest_gangs",), ai_strength="hard"
    )
    lobby = (await h.slash("forest_gangs start", h.members[0])).message
    await h.click(lobby, h.members[0], label="Add AI")
    record = await h.bot.storage.live_session(h.channel.id)
    assert (record.seats[1].name, record.seats[1].strength) == ("AI 1 (Hard)", "hard")


async def add_hard(h: Harness, lobby: dict[str, Any], n: int) -> None:
    for _ in range(n):
        rec = await h.select(lobby, h.members[0], ["hard"], custom_id=menu_id(lobby))
        assert rec.callback_type == 7


async def test_forest_gangs_whole_game_against_hard_ais(harness_factory, tmp_path, clock):  # noqa: F811
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, fg_flow.EXT, **THINK)
    human = h.members[0]
    lobby = (await h.slash("forest_gangs start", human)).message
    await add_hard(h, lobby, 2)
    await h.click(lobby, human, custom_id=fg_flow.lobby_button(lobby, "start"))
    await fg_flow.play_to_the_end(h, [human])
    assert "game over" in h.message(lobby)["embeds"][0]["title"]
    assert await h.bot.storage.games_played(h.guild.id, "forest_gangs") == 1
    thinker = h.bot.sessions.thinker
    assert thinker.decisions > 0 and thinker.fallbacks == 0


async def test_bang_whole_game_against_hard_ais(harness_factory, tmp_path, clock):  # noqa: F811
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, bang_flow.EXT, seed=3, **THINK)
    human = h.members[0]
    lobby = (await h.slash("bang start", human, response_timeout=20)).message
    await add_hard(h, lobby, 4)
    await h.click(lobby, human, label="Start")
    await bang_flow.play_to_the_end(h, human, lobby, clock)
    assert "game over" in h.message(lobby)["embeds"][0]["title"]
    assert await h.bot.storage.games_played(h.guild.id, "bang") == 1
    thinker = h.bot.sessions.thinker
    assert h.bot.sessions.game("bang").hard_ai is not None
    assert thinker.decisions > 0 and thinker.fallbacks == 0


async def test_bang_and_twang_whole_game_against_hard_ais(harness_factory, tmp_path, clock):  # noqa: F811
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, twang_flow.EXT, **THINK)
    host, guest = h.members[:2]
    lobby = (await h.slash(f"{twang_flow.KEY} start", host)).message
    await h.click(lobby, guest, label="Join")
    await add_hard(h, lobby, 2)
    await h.click(lobby, host, label="Start")
    await twang_flow.play_to_the_end(h, lobby)
    assert "game over" in h.message(lobby)["embeds"][0]["title"]
    assert await h.bot.storage.games_played(h.guild.id, twang_flow.KEY) == 1
    thinker = h.bot.sessions.thinker
    assert h.bot.sessions.game(twang_flow.KEY).hard_ai is not None
    assert thinker.decisions > 0 and thinker.fallbacks == 0


async def test_a_servers_admin_sets_the_strength_add_ai_adds(harness_factory, tmp_path, clock):  # noqa: F811
    """`/campfire settings`: the admin picks Hard; the next lobby's Add AI adds a hard AI (the menu
    still adds any strength), and the change is logged with who made it."""
    from tests.cogs.test_server_settings import admin, panel_id

    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ("cogs.forest_gangs",))
    boss, host = admin(h), h.members[0]
    panel = (await h.slash("campfire settings", boss)).message
    assert "Strength of added AIs: **Normal**" in str(h.message(panel))
    await h.select(panel, boss, ["hard"], custom_id=panel_id(panel, "strength"))
    shown = str(h.message(panel))
    assert "Strength of added AIs: **Hard**" in shown and "Strength of added AIs" in shown.split("###")[-1]
    lobby = (await h.slash("forest_gangs start", host)).message
    await h.click(lobby, host, label="Add AI")
    await h.select(lobby, host, ["easy"], custom_id=menu_id(lobby))
    record = await h.bot.storage.live_session(h.channel.id)
    assert record.options.get("ai_strength") == "hard", record.options
    assert [s.strength for s in record.seats[1:]] == ["hard", "easy"]
    assert record.options["ai_strength"] == "hard"
