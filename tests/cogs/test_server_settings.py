"""`/campfire settings` (issue 35): a server's own settings through the real panel (its buttons,
selects and modal), refused to members without Manage Server, saved and logged on both backends,
and read when a lobby opens."""

from __future__ import annotations

import discord
import discord.ext.test as dpytest
import pytest

from bot.i18n import text
from tests.cogs.conftest import Clock, custom_ids, start_harness
from tests.cogs.test_forest_gangs_flow import lobby_button
from tests.discord_harness import Harness, harness_factory  # noqa: F401  (pytest fixture)

FG = ("cogs.forest_gangs",)
ADMIN_ONLY = text("en", "err-settings_admin_only")


@pytest.fixture
def clock() -> Clock:
    return Clock()


def admin(h: Harness) -> discord.Member:
    """The last of the harness's members, given a role with Manage Server."""
    role = dpytest.backend.make_role(
        "Admins", h.guild, permissions=discord.Permissions(manage_guild=True).value
    )
    member = h.members[-1]
    dpytest.backend.update_member(member, roles=[role])
    return member


def panel_id(message: dict, verb: str, arg: str | None = None) -> str:
    """The custom_id of one of the panel's components."""
    suffix = f":x:{verb}" if arg is None else f":x:{verb}:{arg}"
    return next(c for c in custom_ids(message) if c.startswith("settings:") and c.endswith(suffix))


async def test_a_member_without_manage_server_is_refused_and_nothing_changes(
    harness_factory, tmp_path, clock
):
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG)
    member = h.members[0]
    rec = await h.slash("campfire settings", member)
    assert rec.ephemeral and rec.message["content"] == ADMIN_ONLY
    # The panel's buttons check again: a forged click by the same member changes nothing.
    boss = admin(h)
    shown = await h.slash("campfire settings", boss)
    assert shown.ephemeral
    forged = {k: v for k, v in shown.message.items() if k != "interaction_metadata"}
    forged["flags"] = int(forged["flags"]) & ~64  # the same panel, as if the member could click it
    click = await h.click(
        shown.message, member, custom_id=panel_id(shown.message, "toggle", "pings"), raw_message=forged
    )
    assert click.ephemeral and click.message["content"] == ADMIN_ONLY
    assert await h.bot.storage.guild_settings(h.guild.id) == {}
    assert await h.bot.storage.settings_log(h.guild.id) == []


async def test_an_admin_turns_pings_off_and_sets_a_timeout_the_next_lobby_uses_them(
    harness_factory, tmp_path, clock
):
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG)
    boss, host = admin(h), h.members[0]
    shown = await h.slash("campfire settings", boss)
    assert shown.ephemeral and shown.message["flags"] & (1 << 15), "a Components V2 panel"
    off = await h.click(shown.message, boss, custom_id=panel_id(shown.message, "toggle", "pings"))
    assert off.callback_type == 7
    opened = await h.click(shown.message, boss, custom_id=panel_id(shown.message, "times", "forest_gangs"))
    assert opened.callback_type == 9, "the timeouts open a modal"
    done = await h.submit_modal(opened, boss, {"choice_timeout": "30"})
    assert done.callback_type == 7
    assert "30 s" in str(h.message(shown.message)["components"]), "the panel shows the new value"
    saved = await h.bot.storage.guild_settings(h.guild.id)
    assert saved == {"pings": False, "forest_gangs.choice_timeout": 30}
    log = await h.bot.storage.settings_log(h.guild.id)
    assert [(who, key, value) for _n, who, key, value, _at in log] == [
        (boss.id, "forest_gangs.choice_timeout", 30),
        (boss.id, "pings", False),
    ]
    lobby = await h.slash("forest_gangs start", host)
    record = await h.bot.storage.live_session(h.channel.id)
    assert record.options["pings"] is False and record.options["choice_timeout_s"] == 30
    assert record.options["ability_timeout_s"] == 20, (
        "what the server did not set keeps the command's default"
    )
    await h.click(lobby.message, host, custom_id=lobby_button(lobby.message, "cancel"))
    # An option given to the command wins over the server's default.
    await h.slash("forest_gangs start", host, choice_timeout=90, pings=True)
    record = await h.bot.storage.live_session(h.channel.id)
    assert record.options["choice_timeout_s"] == 90 and record.options["pings"] is True


async def test_a_number_out_of_range_is_refused_and_nothing_is_saved(harness_factory, tmp_path, clock):
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG)
    boss = admin(h)
    shown = await h.slash("campfire settings", boss)
    opened = await h.click(shown.message, boss, custom_id=panel_id(shown.message, "times", "forest_gangs"))
    bad = await h.submit_modal(opened, boss, {"choice_timeout": "9999"})
    assert bad.ephemeral and "600" in bad.message["content"]
    assert await h.bot.storage.guild_settings(h.guild.id) == {}


async def test_ping_role_ai_fill_language_and_a_house_option_reach_the_lobby(
    harness_factory, tmp_path, clock
):
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG)
    boss, host = admin(h), h.members[0]
    role = dpytest.backend.make_role("Players", h.guild)
    shown = await h.slash("campfire settings", boss)
    panel = shown.message
    await h.select(panel, boss, [str(role.id)], custom_id=panel_id(panel, "role"))
    await h.click(panel, boss, custom_id=panel_id(panel, "toggle", "ai_fill"))
    await h.select(panel, boss, ["it"], custom_id=panel_id(panel, "lang"))
    await h.select(panel, boss, ["on"], custom_id=panel_id(panel, "house", "forest_gangs.kids1"))
    await h.slash("forest_gangs start", host)
    record = await h.bot.storage.live_session(h.channel.id)
    assert record.options["ping_role"] == role.id
    assert record.options["ai_fill"] is False
    assert record.options["language"] == "it"
    assert record.options["kids1"] is True


async def test_the_ping_role_is_mentioned_with_the_player_and_only_it_may_notify(
    harness_factory, tmp_path, clock
):
    from tests.cogs.test_forest_gangs_flow import open_table

    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG)
    role = dpytest.backend.make_role("Players", h.guild)
    await h.bot.storage.set_guild_setting(h.guild.id, admin(h).id, "ping_role", role.id)
    since = len(h.calls)
    await open_table(h, players=2)
    pings = [c for c in h.calls[since:] if ((c.payload or {}).get("content") or "").startswith("🔔")]
    assert pings, "the turn ping went out"
    for call in pings:
        assert f"<@&{role.id}>" in call.payload["content"]
        allowed = call.payload["allowed_mentions"]
        assert [int(r) for r in allowed["roles"]] == [role.id], allowed
        assert not set(allowed.get("parse", [])), allowed


def shown_text(message: dict) -> str:
    """Every text of a Components V2 message, in order."""
    out: list[str] = []

    def walk(items: list[dict]) -> None:
        for item in items:
            if item.get("content"):
                out.append(item["content"])
            walk(item.get("components") or [])

    walk(message.get("components") or [])
    return "\n".join(out)


async def test_the_panel_shows_the_last_five_changes_in_the_readers_language(
    harness_factory, tmp_path, clock
):
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG)
    boss = admin(h)
    role = dpytest.backend.make_role("Players", h.guild)
    shown = await h.slash("campfire settings", boss)
    panel = shown.message
    assert text("en", "settings-recent") not in shown_text(panel), "no changes yet: no list"
    await h.click(panel, boss, custom_id=panel_id(panel, "toggle", "pings"))  # the oldest: not shown
    await h.click(panel, boss, custom_id=panel_id(panel, "toggle", "ai_fill"))
    await h.select(panel, boss, [str(role.id)], custom_id=panel_id(panel, "role"))
    await h.click(panel, boss, custom_id=panel_id(panel, "toggle", "threads"))
    await h.select(panel, boss, ["on"], custom_id=panel_id(panel, "house", "forest_gangs.kids1"))
    opened = await h.click(panel, boss, custom_id=panel_id(panel, "times", "forest_gangs"))
    await h.submit_modal(opened, boss, {"choice_timeout": "30"})
    log = await h.bot.storage.settings_log(h.guild.id)
    assert len(log) == 6
    words = shown_text(h.message(panel))
    recent = words[words.index(text("en", "settings-recent")) :].splitlines()[1:]
    assert len(recent) == 5, recent
    assert all(line.startswith(f"• <@{boss.id}> ") and "<t:" in line and ":R>" in line for line in recent)
    assert f"**{text('en', 'settings-seconds', n=30)}**" in recent[0], "newest first"
    assert text("en", "forest_gangs-opt-choice_timeout-description") in recent[0]
    assert text("en", "settings-where-thread") in recent[2]
    assert f"<@&{role.id}>" in recent[3]
    assert text("en", "settings-ai-fill") in recent[4] and text("en", "settings-off") in recent[4]
    assert text("en", "settings-pings") not in "\n".join(recent)
    # The same admin, reading Discord in Italian, sees the list in Italian.
    h.locales[boss.id] = "it"
    again = shown_text((await h.slash("campfire settings", boss)).message)
    italian = again[again.index(text("it", "settings-recent")) :].splitlines()[1:]
    assert len(italian) == 5 and text("it", "settings-where-thread") in italian[2], italian
    assert text("it", "settings-ai-fill") in italian[4] and text("it", "settings-off") in italian[4]
