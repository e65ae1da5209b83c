"""A thread per game (issue 35): with the server's setting on, `start` opens a public thread named
after the game and the lobby and table live there; two games run at once in two threads of one
channel; at the end the results are also posted in the channel and the thread is archived. Without
the permissions to make threads, one clear answer and nothing is made."""

from __future__ import annotations

import discord
import discord.ext.test as dpytest
import pytest

from bot.i18n import text
from bot.serversettings import change
from tests.cogs.conftest import Clock, start_harness, table_message
from tests.cogs.test_forest_gangs_flow import lobby_button, play_to_the_end
from tests.discord_harness import Harness, harness_factory  # noqa: F401  (pytest fixture)

FG = ("cogs.forest_gangs",)


@pytest.fixture
def clock() -> Clock:
    return Clock()


async def threads_on(h: Harness, *, send_in_threads: bool = True) -> None:
    """The server runs each game in a thread, and gave the bot what threads need (or all of it but
    Send Messages in Threads)."""
    await h.bot.storage.set_guild_setting(h.guild.id, h.members[-1].id, "threads", True)
    perms = discord.Permissions(create_public_threads=True, send_messages_in_threads=send_in_threads)
    role = dpytest.backend.make_role("Campfire", h.guild, permissions=perms.value)
    dpytest.backend.update_member(h.guild.me, roles=[role])


async def open_in_thread(h: Harness, host: discord.Member, others: list[discord.Member]) -> discord.Thread:
    """`/forest_gangs start` by `host` in the channel: answered with a link to the new thread, whose
    lobby the others join before the host starts."""
    rec = await h.slash("forest_gangs start", host)
    thread = h.bot.get_channel(max(h.threads))
    assert isinstance(thread, discord.Thread) and thread.parent_id == h.channel.id
    assert thread.name == f"🔥 Forest Gangs — {host.display_name}"
    answer = h.message(rec.original_message_id)
    assert not rec.ephemeral and f"/{thread.id}/" in answer["content"], "the answer links to the thread"
    lobby = table_message_in(h, thread)
    for m in others:
        await h.click(lobby, m, custom_id=lobby_button(lobby, "join"))
    start = await h.click(lobby, host, custom_id=lobby_button(lobby, "start"))
    assert start.callback_type == 7
    return thread


def table_message_in(h: Harness, thread: discord.Thread) -> dict:
    msgs = [m for m in h.channel_messages(thread) if m.get("embeds")]
    assert msgs, "the lobby is posted in the thread"
    return h.message(msgs[-1])


async def test_two_games_at_once_in_two_threads_archived_at_the_end_with_results_in_the_channel(
    harness_factory, tmp_path, clock
):
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG)
    await threads_on(h)
    a, b, c, d = h.members[:4]
    first = await open_in_thread(h, a, [b])
    second = await open_in_thread(h, c, [d])
    assert first.id != second.id
    one = await h.bot.storage.live_session(first.id)
    two = await h.bot.storage.live_session(second.id)
    assert one.status == two.status == "running", "two games at once in one channel's threads"
    assert await h.bot.storage.live_session(h.channel.id) is None, "the channel itself stays free"
    await play_to_the_end(h, [a, b])
    assert h.thread_archived(first.id) and not h.thread_archived(second.id)
    results = [m for m in h.channel_messages(h.channel) if f"<#{first.id}>" in (m.get("content") or "")]
    assert len(results) == 1 and results[0]["embeds"], "the results are left in the channel"
    assert (await h.bot.storage.get_session(one.id)).status == "finished"
    await play_to_the_end(h, [c, d])
    assert h.thread_archived(second.id)
    assert table_message(h)  # the channel still reads fine


async def test_without_thread_permissions_one_clear_answer_and_nothing_is_made(
    harness_factory, tmp_path, clock
):
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG)
    await threads_on(h, send_in_threads=False)
    rec = await h.slash("forest_gangs start", h.members[0])
    assert rec.ephemeral and rec.message["content"] == text("en", "err-thread_permissions")
    assert not h.threads
    assert await h.bot.storage.live_session(h.channel.id) is None


async def test_a_cancelled_lobby_archives_its_thread_without_results(harness_factory, tmp_path, clock):
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG)
    await threads_on(h)
    host = h.members[0]
    await h.slash("forest_gangs start", host)
    thread = h.bot.get_channel(max(h.threads))
    lobby = table_message_in(h, thread)
    await h.click(lobby, host, custom_id=lobby_button(lobby, "cancel"))
    assert h.thread_archived(thread.id)
    assert not [m for m in h.channel_messages(h.channel) if f"<#{thread.id}>" in (m.get("content") or "")]


async def test_the_start_option_thread_wins_over_the_server_setting(harness_factory, tmp_path, clock):
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG)
    await threads_on(h)
    await change(h.bot.storage, h.guild.id, h.members[-1].id, "threads", False)
    host, other = h.members[:2]
    # thread:True without the server's setting: the game opens in a new thread.
    rec = await h.slash("forest_gangs start", host, thread=True)
    thread = h.bot.get_channel(max(h.threads))
    assert isinstance(thread, discord.Thread) and thread.parent_id == h.channel.id
    assert f"/{thread.id}/" in h.message(rec.original_message_id)["content"]
    assert (await h.bot.storage.live_session(thread.id)).status == "lobby"
    assert await h.bot.storage.live_session(h.channel.id) is None
    # thread:False with the server's setting on: the game opens in this channel.
    await change(h.bot.storage, h.guild.id, h.members[-1].id, "threads", True)
    made = len(h.threads)
    await h.slash("forest_gangs start", other, thread=False)
    assert len(h.threads) == made, "no thread is made"
    record = await h.bot.storage.live_session(h.channel.id)
    assert record is not None and record.host_id == other.id and "thread_of" not in record.options
