"""The Discord double refuses what Discord refuses (issue 9, item 2): one payload per rule.

Each test sends a body that breaks exactly one rule, through discord.py's own request path, and
expects the answer Discord would give (`discord.HTTPException` with its status and code) plus a
failed test naming the field and the rule. Bodies the bot's own code cannot produce (six buttons
in a row, a duplicated custom_id) go through discord.py's HTTP layer as raw JSON, exactly where
discord.py hands them to Discord.

On the harness before issue 9 these tests fail: it accepted every one of these bodies.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.ext import commands
from discord.http import MultipartParameters
from discord.webhook import async_ as webhook_async

from bot.client import CampfireBot
from bot.config import Settings
from bot.gamecog import GameCog
from tests.discord_harness import Harness, harness_factory  # noqa: F401  (pytest fixture)

Action = Callable[[discord.Interaction], Awaitable[None]]


def make_bot() -> commands.Bot:
    """A bot with one command, /raw, that runs whatever the test put in `bot.action`."""
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())
    bot.action = None  # type: ignore[attr-defined]
    bot.refusals = []  # type: ignore[attr-defined]

    @bot.tree.command(name="raw", description="Run the test's action")
    async def raw(interaction: discord.Interaction) -> None:
        try:
            await bot.action(interaction)  # type: ignore[attr-defined]
        except discord.HTTPException as e:
            bot.refusals.append(e)  # type: ignore[attr-defined]

    return bot


@pytest.fixture
async def h(harness_factory) -> Harness:  # noqa: F811
    return await harness_factory(make_bot())


async def refused(h: Harness, action: Action, *, rule: str) -> discord.HTTPException:
    """Run `action` inside /raw; assert Discord's refusal reached the bot and the test is failed with `rule`."""
    h.bot.action = action  # type: ignore[attr-defined]
    h.bot.refusals.clear()  # type: ignore[attr-defined]
    rec = await h.slash("raw", settle=False, expect_response=False)
    with pytest.raises(AssertionError, match=rule):
        await h.settle()
    refusals = h.bot.refusals  # type: ignore[attr-defined]
    assert len(refusals) == 1, f"the bot was not refused: {refusals}"
    rec.waived = True
    return refusals[0]


async def accepted(h: Harness, action: Action) -> None:
    """Run `action` inside /raw; Discord accepts it."""
    h.bot.action = action  # type: ignore[attr-defined]
    h.bot.refusals.clear()  # type: ignore[attr-defined]
    rec = await h.slash("raw", settle=False, expect_response=False)
    await h.settle()
    assert h.bot.refusals == []  # type: ignore[attr-defined]
    rec.waived = True


def raw_callback(body: dict[str, Any]) -> Action:
    """Answer the interaction with a raw callback body, through discord.py's webhook adapter."""

    async def go(interaction: discord.Interaction) -> None:
        adapter = webhook_async.async_context.get()
        await adapter.create_interaction_response(
            interaction.id,
            interaction.token,
            session=interaction._session,  # type: ignore[attr-defined]
            params=MultipartParameters(payload=body, multipart=None, files=None),
        )

    return go


def raw_channel_message(body: dict[str, Any]) -> Action:
    """Post a raw message body to the channel with the bot token (after acknowledging)."""

    async def go(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True)
        channel = interaction.channel
        await interaction.client.http.send_message(  # type: ignore[attr-defined]
            interaction.channel_id, params=MultipartParameters(payload=body, multipart=None, files=None)
        )
        del channel

    return go


def row(*components: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(components)}


def btn(i: int = 0, **kw: Any) -> dict[str, Any]:
    return {"type": 2, "style": 2, "label": f"B{i}", "custom_id": f"b{i}", **kw}


# ---------------------------------------------------------------------------------------------
# Emoji (docs/ARCHITECTURE.md C16.17)
# ---------------------------------------------------------------------------------------------


async def test_playing_card_back_on_a_button_is_refused_with_50035(h: Harness) -> None:
    """U+1F0A0 is not an emoji: Discord refuses the whole message (BUTTON_COMPONENT_INVALID_EMOJI)."""

    async def send(interaction: discord.Interaction) -> None:
        view = discord.ui.View()
        view.add_item(discord.ui.Button(label="My hand", custom_id="hand", emoji="🂠"))
        await interaction.response.send_message("table", view=view)

    e = await refused(h, send, rule=r"data\.components\.0\.components\.0\.emoji\.name: Invalid emoji")
    assert (e.status, e.code) == (400, 50035)
    assert "BUTTON_COMPONENT_INVALID_EMOJI" in str(e.text) or "Invalid emoji" in str(e.text)


async def test_invalid_emoji_on_a_channel_message_and_a_select_option(h: Harness) -> None:
    async def post(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True)
        view = discord.ui.View()
        view.add_item(discord.ui.Button(label="Deck", custom_id="deck", emoji="🂠"))
        await interaction.channel.send("table", view=view)  # type: ignore[union-attr]

    e = await refused(h, post, rule=r"POST /channels/\{channel_id\}/messages .*emoji\.name: Invalid emoji")
    assert e.code == 50035

    async def select(interaction: discord.Interaction) -> None:
        view = discord.ui.View()
        options = [discord.SelectOption(label="Ace", value="a", emoji="🂡")]  # U+1F0A1, not an emoji
        view.add_item(discord.ui.Select(custom_id="s", options=options))
        await interaction.response.send_message("pick", view=view)

    e = await refused(h, select, rule=r"options\.0\.emoji\.name: Invalid emoji")
    assert e.code == 50035

    async def fine(interaction: discord.Interaction) -> None:
        view = discord.ui.View()
        view.add_item(discord.ui.Button(label="My hand", custom_id="hand", emoji="🃏"))
        await interaction.response.send_message("table", view=view)

    await accepted(h, fine)


async def test_a_campfire_table_with_the_old_my_hand_emoji_cannot_be_posted(
    harness_factory,  # noqa: F811
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """What issue 9 found: with 🂠 on My hand, Start saves the game and Discord refuses the table."""
    from tests.cogs.conftest import Clock, start_harness

    real = GameCog.my_hand_button

    def old_button(self: GameCog, record: Any) -> discord.ui.Button[Any]:
        b = real(self, record)
        b.emoji = discord.PartialEmoji(name="🂠")
        return b

    monkeypatch.setattr(GameCog, "my_hand_button", old_button)
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", Clock(), ("cogs.forest_gangs",))
    lobby = (await h.slash("forest_gangs start", h.members[0])).message
    for m in h.members[1:3]:
        await h.click(lobby, m, label="Join")
    start = await h.click(lobby, h.members[0], label="Start", settle=False, expect_response=False)
    with pytest.raises(AssertionError, match=r"emoji\.name: Invalid emoji '🂠' \(U\+1F0A0\)"):
        await h.settle()
    h.pop_violations()
    start.waived = True
    # The game was saved as started, but no version of the lobby message ever became the table.
    assert all("My hand" not in str(v.get("components")) for v in h.versions[int(lobby["id"])])


# ---------------------------------------------------------------------------------------------
# Sizes and shapes
# ---------------------------------------------------------------------------------------------


async def test_embeds_over_6000_characters_in_total_are_refused(h: Harness) -> None:
    async def send(interaction: discord.Interaction) -> None:
        embeds = [discord.Embed(description="x" * 1001) for _ in range(6)]  # each fits; 6006 in all
        await interaction.response.send_message(embeds=embeds)

    e = await refused(h, send, rule="embeds total 6006 chars > 6000")
    assert e.code == 50035


async def test_content_over_2000_characters_is_refused(h: Harness) -> None:
    async def send(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("x" * 2001)

    e = await refused(h, send, rule=r"data\.content: 2001 chars > 2000")
    assert e.code == 50035


async def test_six_action_rows_and_six_buttons_in_a_row_are_refused(h: Harness) -> None:
    rows = [row(btn(i)) for i in range(6)]
    e = await refused(h, raw_callback({"type": 4, "data": {"components": rows}}), rule="6 action rows > 5")
    assert e.code == 50035
    wide = row(*(btn(i) for i in range(6)))
    e = await refused(h, raw_callback({"type": 4, "data": {"components": [wide]}}), rule="6 buttons > 5")
    assert e.code == 50035


async def test_select_needs_1_to_25_options_with_unique_values(h: Harness) -> None:
    def select(options: list[dict[str, Any]]) -> dict[str, Any]:
        return {"type": 4, "data": {"components": [row({"type": 3, "custom_id": "s", "options": options})]}}

    e = await refused(h, raw_callback(select([])), rule=r"0 options \(needs 1-25\)")
    assert e.code == 50035
    many = [{"label": str(i), "value": str(i)} for i in range(26)]
    await refused(h, raw_callback(select(many)), rule=r"26 options \(needs 1-25\)")
    twice = [{"label": "A", "value": "x"}, {"label": "B", "value": "x"}]
    await refused(h, raw_callback(select(twice)), rule=r"options\.1\.value: value 'x' duplicates option 0")


async def test_custom_ids_must_be_unique_within_a_message(h: Harness) -> None:
    body = {"type": 4, "data": {"components": [row(btn(1)), row(btn(1, label="again"))]}}
    e = await refused(h, raw_callback(body), rule="custom_id 'b1' is also used at components.0.components.0")
    assert e.code == 50035


async def test_spec_rules_label_length_required_style_and_bad_enum(h: Harness) -> None:
    """Rules only the OpenAPI spec states (no hand-written check): refused by the spec itself."""
    await refused(
        h,
        raw_callback({"type": 4, "data": {"components": [row(btn(1, label="L" * 81))]}}),
        rule=r"components\.0\.components\.0\.label: .* is too long \[spec: CreateMessageInteractionCallbackRequest\]",
    )
    no_style = {"type": 2, "label": "x", "custom_id": "x"}
    await refused(
        h,
        raw_callback({"type": 4, "data": {"components": [row(no_style)]}}),
        rule="'style' is a required property",
    )
    await refused(h, raw_callback({"type": 3, "data": {"content": "hi"}}), rule=r"spec: POST /interactions")
    await refused(
        h,
        raw_callback({"type": 4, "data": {"embeds": [{"title": "t", "color": 16777216}]}}),
        rule=r"data\.embeds\.0\.color: 16777216 is greater than the maximum",
    )


# ---------------------------------------------------------------------------------------------
# Flags and mentions
# ---------------------------------------------------------------------------------------------


async def test_ephemeral_flag_only_on_interaction_responses(h: Harness) -> None:
    e = await refused(
        h,
        raw_channel_message({"content": "secret", "flags": 64}),
        rule=r"flags: the ephemeral flag \(64\) is only for interaction responses",
    )
    assert e.code == 50035

    async def fine(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("only you", ephemeral=True)

    await accepted(h, fine)


async def test_content_that_mentions_needs_allowed_mentions(h: Harness) -> None:
    who = h.members[1].id
    e = await refused(
        h,
        raw_channel_message({"content": f"<@{who}>, your turn"}),
        rule="content mentions someone but the request has no allowed_mentions",
    )
    assert e.code == 50035

    async def fine(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True)
        allowed = discord.AllowedMentions(users=[discord.Object(who)], roles=False, everyone=False)
        await interaction.channel.send(f"<@{who}>, your turn", allowed_mentions=allowed)  # type: ignore[union-attr]

    await accepted(h, fine)


# ---------------------------------------------------------------------------------------------
# Interaction timing (docs/ARCHITECTURE.md C16.1)
# ---------------------------------------------------------------------------------------------


async def test_second_initial_response_gets_40060(h: Harness) -> None:
    async def twice(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("one", ephemeral=True)
        adapter = webhook_async.async_context.get()
        await adapter.create_interaction_response(
            interaction.id,
            interaction.token,
            session=interaction._session,  # type: ignore[attr-defined]
            params=MultipartParameters(
                payload={"type": 4, "data": {"content": "two"}}, multipart=None, files=None
            ),
        )

    e = await refused(h, twice, rule=r"acknowledged twice \(40060\)")
    assert (e.status, e.code) == (400, 40060)


async def test_initial_response_after_the_deadline_gets_10062(h: Harness) -> None:
    """Measured on the real clock from dispatch; the deadline is shortened so the test stays fast."""
    h.ack_deadline_s = 0.05

    async def slow(interaction: discord.Interaction) -> None:
        await asyncio.sleep(0.1)
        await interaction.response.send_message("late", ephemeral=True)

    e = await refused(
        h, slow, rule=r"came 0\.\d+ s after it was created \(Discord allows 0\.05 s\) -> 404/10062"
    )
    assert (e.status, e.code) == (404, 10062)


async def test_follow_up_after_15_minutes_gets_50027(h: Harness) -> None:
    seen: list[discord.Interaction] = []

    async def ack(interaction: discord.Interaction) -> None:
        seen.append(interaction)
        await interaction.response.send_message("ok", ephemeral=True)

    h.bot.action = ack  # type: ignore[attr-defined]
    rec = await h.slash("raw")
    h.age_interaction(rec, 15 * 60 + 1)
    with pytest.raises(discord.HTTPException) as got:
        await seen[0].followup.send("too late", ephemeral=True)
    assert (got.value.status, got.value.code) == (401, 50027)
    with pytest.raises(
        AssertionError, match=r"token expired .* \(interaction tokens are valid for 15 minutes\)"
    ):
        h.raise_problems()


# ---------------------------------------------------------------------------------------------
# DM channels and command sync
# ---------------------------------------------------------------------------------------------


async def test_dm_channel_creation_body_is_checked(h: Harness) -> None:
    async def bad(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True)
        await interaction.client.http.start_private_message("not-a-snowflake")  # type: ignore[attr-defined]

    e = await refused(
        h, bad, rule=r"DM channel creation: POST /users/@me/channels -> 400/50035: recipient_id"
    )
    assert e.code == 50035


def _command(**kw: Any) -> dict[str, Any]:
    return {"name": "game", "type": 1, "description": "A game", "options": [], **kw}


@pytest.mark.parametrize(
    ("command", "rule"),
    [
        (_command(name="Game"), r"0\.name: name 'Game' must be 1-32 lowercase"),
        (_command(name="g" * 33), r"0\.name: .* is too long"),
        (_command(name="two words"), r"name 'two words' must be"),
        (_command(description=""), r"0\.description: description must be 1-100 chars \(is 0\)"),
        (_command(description="d" * 101), r"0\.description: .* is too long"),
        (
            _command(options=[{"type": 3, "name": f"o{i}", "description": "x"} for i in range(26)]),
            r"0\.options: 26 options > 25",
        ),
        (
            _command(
                options=[
                    {"type": 3, "name": "a", "description": "x"},
                    {"type": 3, "name": "b", "description": "x", "required": True},
                ]
            ),
            r"0\.options\.1\.required: a required option after an optional one",
        ),
        (
            _command(
                options=[
                    {
                        "type": 3,
                        "name": "a",
                        "description": "x",
                        "choices": [{"name": str(i), "value": str(i)} for i in range(26)],
                    }
                ]
            ),
            r"0\.options\.0\.choices: 26 choices > 25",
        ),
    ],
)
async def test_command_sync_rules(h: Harness, command: dict[str, Any], rule: str) -> None:
    async def sync(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True)
        await interaction.client.http.bulk_upsert_global_commands(h.application_id, [command])  # type: ignore[attr-defined]

    e = await refused(h, sync, rule=rule)
    assert e.code == 50035


async def test_campfire_command_tree_syncs_cleanly(harness_factory, tmp_path: Path) -> None:  # noqa: F811
    """The bot's real slash commands, as `tree.sync()` sends them, pass every sync rule."""
    cfg = Settings(_env_file=None, database_path=tmp_path / "db.sqlite3", sync_commands=False, images=False)  # type: ignore[call-arg]
    bot = CampfireBot(cfg)
    h = await harness_factory(bot, setup=lambda b: b.prepare())
    synced = await bot.tree.sync()
    h.raise_problems()
    names = sorted(c.name for c in synced)
    assert names == ["bang", "bang_and_twang", "campfire", "forest_gangs", "whizz_bing_bang"]
    assert all(isinstance(c, app_commands.AppCommand) for c in synced)
    guild_synced = await bot.tree.sync(guild=h.guild)
    h.raise_problems()
    assert guild_synced == []  # nothing is registered per guild unless CAMPFIRE_DEV_GUILD_ID copies it


async def test_teardown_walk_finds_a_non_emoji_icon_in_embed_text(h: Harness) -> None:
    """Discord shows 🂠 in text, but as a glyph players don't expect: every test's teardown refuses it."""

    async def send(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(embed=discord.Embed(description="🂠 deck 7 · ✋ 2"))

    await accepted(h, send)
    with pytest.raises(AssertionError, match=r"(?s)Icons that are not emoji .*U\+1F0A0"):
        h.assert_icons_are_emoji()
    h.versions.clear()  # leave a clean harness for the fixture's own teardown check
