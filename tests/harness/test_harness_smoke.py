"""Self-tests of tests/discord_harness/ against a tiny bot (docs/ARCHITECTURE.md C17.10).

These fail loudly if the discord.py internals the harness relies on change: the webhook adapter
ContextVar, ``_connection._command_tree``, ``parse_interaction_create``, DynamicItem routing by
the message payload, task names, and the callback-response shape (``InteractionCallbackResponse``).
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.ext import commands

from tests.discord_harness import (
    DM_SEND,
    FOLLOWUP_SEND,
    INTERACTION_RESPONSE,
    MESSAGE_EDIT,
    MESSAGE_SEND,
    ORIGINAL_EDIT,
    Harness,
    check_message_payload,
    component_payload,
    find_component,
    harness_factory,  # noqa: F401  (pytest fixture)
    http_error,
    snowflake_at,
    snowflake_ms,
)

# ---------------------------------------------------------------------------------------------
# The tiny bot
# ---------------------------------------------------------------------------------------------


class Store:
    """Stands in for SQLite: survives a "restart" because the test hands it to the new bot."""

    def __init__(self) -> None:
        self.sessions: dict[str, dict[str, Any]] = {}
        self.dm_failures: list[int] = []


class DemoButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"demo:(?P<sid>\w+):t(?P<turn>\d+):(?P<verb>\w+)"
):
    def __init__(self, sid: str, turn: int, verb: str, *, label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(label=label or verb.title(), custom_id=f"demo:{sid}:t{turn}:{verb}"),
        )
        self.sid, self.turn, self.verb = sid, turn, verb

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str], /
    ):
        return cls(match["sid"], int(match["turn"]), match["verb"], label=item.label)

    async def callback(self, interaction: discord.Interaction) -> None:
        store: Store = interaction.client.store  # type: ignore[attr-defined]
        session = store.sessions.get(self.sid)
        if session is None or session["turn"] != self.turn:
            await interaction.response.send_message("That button is stale.", ephemeral=True)
            return
        if self.verb == "hand":
            await interaction.response.send_message(f"Your hand, {interaction.user.name}", ephemeral=True)
            return
        if self.verb == "dm":
            await interaction.response.defer(ephemeral=True, thinking=True)
            try:
                await interaction.user.send(
                    "psst: your secret card", view=table_view(self.sid, session["turn"])
                )
            except discord.Forbidden as e:
                store.dm_failures.append(e.code)
                await interaction.followup.send("I can't DM you; use Show my hand.", ephemeral=True)
            else:
                await interaction.followup.send("Check your DMs.", ephemeral=True)
            return
        session["turn"] += 1
        session["log"].append(f"{interaction.user.id}:{self.verb}")
        await interaction.response.edit_message(
            content=f"Turn {session['turn']} ({len(session['log'])} actions)",
            view=table_view(self.sid, session["turn"]),
        )


def table_view(sid: str, turn: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(DemoButton(sid, turn, "play"))
    view.add_item(DemoButton(sid, turn, "hand", label="Show my hand"))
    view.add_item(DemoButton(sid, turn, "dm", label="DM me"))
    return view


def make_bot(store: Store) -> commands.Bot:
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())
    bot.store = store  # type: ignore[attr-defined]
    demo = app_commands.Group(name="demo", description="Demo game")

    @demo.command(name="start", description="Start a demo game")
    async def start(interaction: discord.Interaction, players: app_commands.Range[int, 2, 8]) -> None:
        sid = f"s{len(store.sessions) + 1}"
        store.sessions[sid] = {"turn": 1, "players": players, "log": []}
        await interaction.response.send_message(
            f"Demo for {players} players. Turn 1", view=table_view(sid, 1)
        )

    @demo.command(name="slow", description="Defer, then follow up")
    async def slow(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        msg = await interaction.followup.send("working...", wait=True, ephemeral=True)
        await msg.edit(content="done (followup)")
        await interaction.edit_original_response(content="slow result")
        original = await interaction.original_response()
        store.sessions["slow"] = {"original": original.content, "followup_id": msg.id}

    @demo.command(name="post", description="Bot-token table message, then edit it")
    async def post(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("posting", ephemeral=True)
        msg = await interaction.channel.send("table v1", view=table_view("p", 1))  # type: ignore[union-attr]
        store.sessions["p"] = {"turn": 1, "players": 2, "log": []}
        await msg.edit(content="table v2")

    @demo.command(name="big", description="Send an oversized embed")
    async def big(interaction: discord.Interaction) -> None:
        embed = discord.Embed(description="x" * 4000)  # 4000 + 1 + 999 + 1 + 1000 = 6001
        embed.add_field(name="a", value="y" * 999)
        embed.add_field(name="b", value="z" * 1000)
        await interaction.response.send_message(embed=embed)

    @demo.command(name="longid", description="A 101-char custom_id")
    async def longid(interaction: discord.Interaction) -> None:
        view = discord.ui.View()
        view.add_item(discord.ui.Button(label="x", custom_id="c" * 101))
        await interaction.response.send_message("bad", view=view)

    @demo.command(name="silent", description="Never answers")
    async def silent(interaction: discord.Interaction) -> None:
        return None

    @demo.command(name="pick", description="A select, answered with defer + edit_original_response")
    async def pick(interaction: discord.Interaction, who: discord.Member) -> None:
        view = discord.ui.View(timeout=None)
        select = discord.ui.Select(
            custom_id="demo:pick",
            placeholder=f"Pick a card for {who.display_name}",
            options=[discord.SelectOption(label=f"Card {i}", value=str(i)) for i in range(3)],
        )

        async def chosen(inter: discord.Interaction) -> None:
            await inter.response.defer()  # type 6
            await inter.edit_original_response(content=f"{who.id} got card {select.values[0]}", view=None)

        select.callback = chosen  # type: ignore[method-assign]
        view.add_item(select)
        await interaction.response.send_message("pick one", view=view)

    @demo.command(name="repost", description="Edit the stored table by id, or re-post it")
    async def repost(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True)
        note = store.sessions.setdefault("table", {})
        channel = interaction.client.get_partial_messageable(interaction.channel_id)  # type: ignore[arg-type]
        try:
            if "message_id" not in note:
                raise http_error(404, 10008, "Unknown Message")
            await channel.get_partial_message(note["message_id"]).edit(content="table (edited)")
            result = "edited"
        except discord.NotFound:
            msg = await channel.send("table (new)")
            note["message_id"] = msg.id
            result = "reposted"
        except discord.HTTPException as e:
            result = f"error {e.status}"
        await interaction.followup.send(result, ephemeral=True)

    bot.tree.add_command(demo)
    return bot


def setup_items(bot: discord.Client) -> None:
    bot.add_dynamic_items(DemoButton)  # type: ignore[attr-defined]


@pytest.fixture
async def h(harness_factory) -> Harness:  # noqa: F811
    return await harness_factory(make_bot(Store()), setup=setup_items)


# ---------------------------------------------------------------------------------------------
# Tests
# ---------------------------------------------------------------------------------------------


def test_internals_the_harness_relies_on_exist() -> None:
    from discord.webhook import async_ as webhook_async

    assert discord.__version__.startswith("2.7."), discord.__version__
    assert hasattr(webhook_async, "async_context")
    assert hasattr(discord.interactions, "InteractionCallbackResponse")
    assert hasattr(discord.state.ConnectionState, "parse_interaction_create")
    assert hasattr(discord.ui.view.ViewStore, "dispatch_dynamic_items")
    assert "_command_tree" in discord.state.ConnectionState.__init__.__code__.co_names
    # The HTTPClient methods the double replaces (uploads go through send/edit_message's multipart).
    for name in (
        "send_message",
        "edit_message",
        "delete_message",
        "start_private_message",
        "bulk_upsert_global_commands",
        "bulk_upsert_guild_commands",
        "get_application_emojis",
        "get_application_emoji",
        "create_application_emoji",
        "edit_application_emoji",
        "delete_application_emoji",
        "get_from_cdn",
    ):
        assert callable(getattr(discord.http.HTTPClient, name, None)), name


async def test_slash_then_click_edits_in_place(h: Harness) -> None:
    alice, bob = h.members[0], h.add_members(1)[0]
    rec = await h.slash("demo start", alice, players=4)
    assert rec.callback_type == 4 and not rec.ephemeral
    table = rec.message
    assert table is not None and table["content"] == "Demo for 4 players. Turn 1"
    # The option went through discord.py's own parsing (nested under the subcommand).
    assert rec.payload["data"]["options"] == [
        {"name": "start", "type": 1, "options": [{"name": "players", "type": 4, "value": 4}]}
    ]
    assert find_component(table, label="Play")["custom_id"] == "demo:s1:t1:play"
    assert h.last_message()["id"] == table["id"]  # public: in the channel history

    with h.measure() as n:
        click = await h.click(table, bob, label="Play")
    assert n == {INTERACTION_RESPONSE: 1}
    assert click.callback_type == 7
    assert h.bot.store.sessions["s1"]["log"] == [f"{bob.id}:play"]  # type: ignore[attr-defined]
    latest = h.message(table)
    assert latest["content"] == "Turn 2 (1 actions)"
    assert find_component(latest, label="Play")["custom_id"] == "demo:s1:t2:play"
    assert h.last_message()["content"] == "Turn 2 (1 actions)"  # dpytest backend keeps the edit
    fetched = await h.channel.fetch_message(int(table["id"]))
    assert fetched.content == "Turn 2 (1 actions)" and fetched.components

    # The old version of the message (turn 1) is now stale: its button is refused ephemerally.
    stale = await h.click(table, alice, label="Play", raw_message=h.versions[int(table["id"])][0])
    assert stale.ephemeral and stale.callback_type == 4
    assert h.bot.store.sessions["s1"]["turn"] == 2  # type: ignore[attr-defined]


async def test_ephemeral_reply_flag(h: Harness) -> None:
    table = (await h.slash("demo start", players=2)).message
    rec = await h.click(table, h.members[1], label="Show my hand")
    assert rec.callback_type == 4 and rec.ephemeral
    assert rec.message is not None and rec.message["flags"] & 64
    assert h.ephemerals(h.members[1])[0]["content"] == f"Your hand, {h.members[1].name}"
    assert h.last_message()["id"] == table["id"]  # ephemerals are not in the channel history


async def test_forged_custom_id_is_dropped_and_detected(h: Harness) -> None:
    table = (await h.slash("demo start", players=2)).message
    forged = dict(table)
    forged["components"] = [
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "Win", "custom_id": "demo:s1:tX:win"}]}
    ]
    rec = await h.click(table, raw_message=forged, label="Win", expect_response=False)
    assert not rec.responded  # no template match -> discord.py drops it silently
    with pytest.raises(AssertionError, match="This interaction failed"):
        h.assert_answered(rec)

    # A custom_id that matches the template but is not on the carried message is dropped too:
    # discord.py rebuilds the view from the message payload and swaps the DynamicItem in.
    play = find_component(table, label="Play")
    bare = {**table, "components": []}
    payload = component_payload(bare, play, h.members[0], h.channel, application_id=h.application_id)
    rec2 = await h.dispatch(payload, expect_response=False)
    assert not rec2.responded
    # The same click carrying the message as rendered works.
    rec3 = await h.click(table, label="Play")
    assert rec3.callback_type == 7


async def test_persistent_button_after_restart(harness_factory) -> None:  # noqa: F811
    store = Store()
    h1 = await harness_factory(make_bot(store), setup=setup_items)
    table = (await h1.slash("demo start", players=3)).message
    player = h1.members[1]

    h2 = await h1.restart(make_bot(store), setup=setup_items)
    assert h2.bot is not h1.bot
    assert h2.channel.id == h1.channel.id and h2.members[1].id == player.id
    rec = await h2.click(int(table["id"]), h2.members[1], label="Play")
    assert rec.callback_type == 7
    assert h2.message(table)["content"] == "Turn 2 (1 actions)"
    assert store.sessions["s1"]["log"] == [f"{player.id}:play"]
    assert rec.id in h2.interactions and rec.id not in h1.interactions


async def test_defer_followup_and_edit_original(h: Harness) -> None:
    rec = await h.slash("demo slow")
    assert rec.callback_type == 5
    assert rec.acked_after is not None and rec.acked_after < 3
    kinds = [c.kind for c in rec.calls]
    assert kinds[:2] == [INTERACTION_RESPONSE, FOLLOWUP_SEND]
    assert ORIGINAL_EDIT in kinds
    followup = rec.followups[0]
    assert followup.ephemeral
    assert h.message(followup.message_id)["content"] == "done (followup)"  # type: ignore[arg-type]
    assert rec.message is not None and rec.message["content"] == "slow result"
    assert not rec.message["flags"] & 128  # loading flag cleared by the edit
    assert h.bot.store.sessions["slow"]["original"] == "slow result"  # type: ignore[attr-defined]


async def test_bot_token_send_and_edit_keep_components(h: Harness) -> None:
    with h.measure() as n:
        await h.slash("demo post")
    assert n == {INTERACTION_RESPONSE: 1, MESSAGE_SEND: 1, MESSAGE_EDIT: 1}
    table = h.last_message()
    assert table["content"] == "table v2"
    assert find_component(table, label="Play")["custom_id"] == "demo:p:t1:play"
    rec = await h.click(table, label="Play")
    assert rec.callback_type == 7 and h.message(table)["content"] == "Turn 2 (1 actions)"


async def test_dm_send_click_and_forbidden(h: Harness) -> None:
    alice, bob = h.members[0], h.add_members(1)[0]
    table = (await h.slash("demo start", alice, players=2)).message

    rec = await h.click(table, alice, label="DM me")
    assert rec.callback_type == 5 and rec.ephemeral
    dm = h.last_dm(alice)
    assert dm["content"] == "psst: your secret card" and "guild_id" not in dm
    assert h.count(DM_SEND) == 1
    # A button in the DM can be clicked too (interaction from a DM: `user`, no `member`).
    click = await h.click(dm, alice, label="Show my hand")
    assert "member" not in click.payload and click.payload["user"]["id"] == str(alice.id)
    assert click.ephemeral

    with pytest.raises(AssertionError, match="DMs"):
        await h.click(dm, bob, label="Show my hand")  # only the recipient sees a DM

    h.forbid_dms(bob)
    rec = await h.click(table, bob, label="DM me")
    assert h.bot.store.dm_failures == [50007]  # type: ignore[attr-defined]
    assert h.ephemerals(bob)[-1]["content"] == "I can't DM you; use Show my hand."
    failed = [c for c in h.calls if c.kind == DM_SEND and c.error is not None]
    assert len(failed) == 1 and failed[0].error.status == 403  # type: ignore[union-attr]
    assert h.dms(bob) == []


async def test_limit_checker_catches_long_custom_id_and_big_embed(h: Harness) -> None:
    rec = await h.slash("demo longid", settle=False)
    with pytest.raises(AssertionError, match=r"custom_id 'c+' must be 1-100 chars"):
        await h.settle()
    assert not rec.responded  # the send raised inside the bot: "This interaction failed"
    rec.waived = True

    await h.slash("demo big", settle=False, expect_response=False)
    with pytest.raises(AssertionError, match=r"embeds total 6001 chars > 6000"):
        await h.settle()

    with pytest.raises(AssertionError, match="action rows > 5"):
        check_message_payload(
            {
                "components": [
                    {"type": 1, "components": [{"type": 2, "style": 1, "custom_id": f"b{i}"}]}
                    for i in range(6)
                ]
            }
        )
    with pytest.raises(AssertionError, match="content: 2001 chars > 2000"):
        check_message_payload({"content": "x" * 2001})
    with pytest.raises(AssertionError, match="6 buttons > 5"):
        row = [{"type": 2, "style": 1, "label": str(i), "custom_id": f"b{i}"} for i in range(6)]
        check_message_payload({"components": [{"type": 1, "components": row}]})
    with pytest.raises(AssertionError, match=r"26 options \(needs 1-25\)"):
        opts = [{"label": str(i), "value": str(i)} for i in range(26)]
        check_message_payload(
            {"components": [{"type": 1, "components": [{"type": 3, "custom_id": "s", "options": opts}]}]}
        )
    check_message_payload({"content": "x" * 2000, "embeds": [{"title": "t" * 256}]})  # at the limits: fine


async def test_snowflakes_have_ms_resolution(h: Harness) -> None:
    ms = 1_780_000_000_123
    sid = snowflake_at(ms, 7)
    assert snowflake_ms(sid) == ms
    assert discord.utils.snowflake_time(sid) == dt.datetime.fromtimestamp(ms / 1000, tz=dt.UTC)
    rec = await h.slash("demo start", players=2, at_ms=ms)
    assert rec.id >> 22 == ms - 1420070400000
    table = rec.message
    seen: list[dt.datetime] = []

    async def on_interaction(interaction: discord.Interaction) -> None:
        seen.append(interaction.created_at)

    h.bot.add_listener(on_interaction)  # type: ignore[attr-defined]
    await h.click(table, label="Play", at_ms=ms + 1)
    assert seen == [dt.datetime.fromtimestamp((ms + 1) / 1000, tz=dt.UTC)]
    assert seen[0].microsecond % 1000 == 0


async def test_no_response_and_double_ack_are_detected(h: Harness) -> None:
    with pytest.raises(AssertionError, match="This interaction failed"):
        await h.slash("demo silent")
    h.interactions.clear()

    rec = await h.slash("demo start", players=2)
    table = rec.message
    h.fail_next(INTERACTION_RESPONSE, http_error(404, 10062, "Unknown interaction"))
    late = await h.click(table, label="Play", settle=False)
    with pytest.raises(AssertionError, match="10062"):
        await h.settle()
    assert not late.responded
    late.waived = True


async def test_double_ack_is_rejected_with_40060(h: Harness) -> None:
    # The same INTERACTION_CREATE delivered twice (e.g. two processes on one shard) gives two
    # Interaction objects; discord.py can't see the double ack, Discord answers 40060.
    rec = await h.slash("demo start", players=2)
    again = await h.dispatch(rec.payload, settle=False)
    assert again is rec
    with pytest.raises(AssertionError, match="acknowledged twice"):
        await h.settle()
    assert [c.error.code for c in rec.rejected_responses] == [40060]  # type: ignore[union-attr]
    with pytest.raises(AssertionError, match="answered 1 times; rejected attempts"):
        h.assert_answered(rec)
    rec.waived = True


async def test_member_option_select_and_edit_original_after_defer(h: Harness) -> None:
    alice, bob = h.members[0], h.add_members(1)[0]
    rec = await h.slash("demo pick", alice, who=bob)
    data = rec.payload["data"]
    assert (
        data["options"][0]["options"][0]["value"] == str(bob.id)
        and str(bob.id) in data["resolved"]["members"]
    )
    pick = await h.select(rec.message, alice, ["2"], placeholder=f"Pick a card for {bob.display_name}")
    assert pick.callback_type == 6
    latest = h.message(rec.message)
    assert latest["content"] == f"{bob.id} got card 2" and latest["components"] == []


async def test_partial_messageable_send_edit_and_faults(h: Harness) -> None:
    first = await h.slash("demo repost")
    assert h.ephemerals()[-1]["content"] == "reposted"
    assert h.last_message()["content"] == "table (new)"
    assert h.count(MESSAGE_SEND, since=0) == 1

    start = len(h.calls)
    await h.slash("demo repost")
    assert h.counts(since=start) == {INTERACTION_RESPONSE: 1, MESSAGE_EDIT: 1, FOLLOWUP_SEND: 1}
    assert h.last_message()["content"] == "table (edited)"

    # The table was deleted by a moderator: the edit gets 404 and the bot re-posts.
    table_id = int(h.last_message()["id"])
    await h.channel.get_partial_message(table_id).delete()
    await h.slash("demo repost")
    assert h.ephemerals()[-1]["content"] == "reposted" and int(h.last_message()["id"]) != table_id

    h.fail_next(MESSAGE_EDIT, http_error(429, 0, "You are being rate limited."))
    await h.slash("demo repost")
    assert h.ephemerals()[-1]["content"] == "error 429"
    assert first.callback_type == 5


async def test_late_ack_gets_10062(h: Harness) -> None:
    h.ack_deadline_s = -1.0  # every ack is "late"
    rec = await h.slash("demo start", players=2, settle=False, expect_response=False)
    with pytest.raises(AssertionError, match="10062"):
        await h.settle()
    assert not rec.responded and rec.rejected_responses[0].error.code == 10062  # type: ignore[union-attr]


async def test_typed_message_with_explicit_snowflake(h: Harness) -> None:
    seen: list[discord.Message] = []

    async def on_message(message: discord.Message) -> None:
        seen.append(message)

    h.bot.add_listener(on_message)  # type: ignore[attr-defined]
    ms = 1_780_000_000_500
    await h.say(h.members[0], "bang", at_ms=ms)
    await h.say(h.members[1], "bang", at_ms=ms)  # same millisecond: a tie by time, ordered by id
    assert [snowflake_ms(m.id) for m in seen] == [ms, ms]
    assert seen[0].id < seen[1].id and seen[0].content == "bang"
