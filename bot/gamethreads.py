"""A thread per game (issue 35): when a server's settings say so, `/<game> start` opens a public
thread named after the game in the channel and the lobby and the table live there (the session's
channel is the thread, so one live game per channel still holds and a channel's threads can hold
several games at once). At the end the results are also posted in the channel and the thread is
archived (never deleted)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import known_language, language_of, table_language, text
from bot.sessions import SessionError
from bot.sessions.options import LANGUAGE, THREAD_OF
from bot.ui import DISCORD_FAULTS, describe_fault

if TYPE_CHECKING:
    from bot.sessions import Outcome

GameCog = Any
"""A game cog (bot.gamecog.GameCog, which imports this module)."""
Presenter = Any
"""The presenter (bot.presenter.Presenter, which imports this module)."""

log = logging.getLogger(__name__)

ARCHIVE_AFTER_MIN = 1440
"""Discord archives a thread nobody wrote in for a day (the bot archives it at the game's end)."""
NAME_MAX = 100
"""Discord's limit on a thread's name."""


def can_open_threads(interaction: discord.Interaction[Any]) -> bool:
    """Whether the bot may create a public thread here and write in it."""
    perms = interaction.app_permissions
    return bool(perms.create_public_threads and perms.send_messages_in_threads)


async def open_in_thread(
    cog: GameCog, interaction: discord.Interaction[Any], options: dict[str, Any]
) -> bool:
    """`start` in a new thread of the command's channel: the thread, the lobby in it, and the command
    answered with a link. False when the command was used in a thread already (or a channel that has
    none): the game then opens right there. SessionError("thread_permissions") when the bot may not
    create public threads or write in them (checked before anything is made)."""
    channel = interaction.channel
    if not isinstance(channel, discord.TextChannel):
        return False
    if not can_open_threads(interaction):
        raise SessionError("thread_permissions")
    lang = known_language(options.get(LANGUAGE) or language_of(interaction.guild_locale))
    host = getattr(interaction.user, "display_name", None) or interaction.user.name
    name = text(lang, "settings-thread-name", title=cog.title(lang), host=host)[:NAME_MAX]
    await interaction.response.defer(thinking=True)  # a thread, a lobby and its message: take the time
    try:
        thread = await channel.create_thread(
            name=name,
            type=discord.ChannelType.public_thread,
            auto_archive_duration=ARCHIVE_AFTER_MIN,
            reason=f"A game of {cog.game.engine.title}",
        )
    except discord.Forbidden:
        raise SessionError("thread_permissions") from None
    except DISCORD_FAULTS as exc:
        log.warning("Could not create a game thread channel=%s (%s)", channel.id, describe_fault(exc))
        raise SessionError("thread_failed") from None
    record = await cog.sessions.create_lobby(
        cog.key,
        guild_id=interaction.guild_id,
        channel_id=thread.id,
        host_id=interaction.user.id,
        host_name=host,
        options={**options, THREAD_OF: channel.id},
    )
    msg = await cog.presenter.post_table(record, thread, cog.presenter.table_payload(record, None))
    link = msg.jump_url if msg is not None else thread.jump_url
    said = text(
        lang, "settings-thread-opened", title=cog.title(lang), host=f"<@{interaction.user.id}>", link=link
    )
    try:  # the "thinking…" answer becomes the link (the game is open whatever Discord answers)
        await interaction.edit_original_response(
            content=said, allowed_mentions=discord.AllowedMentions.none()
        )
    except DISCORD_FAULTS as exc:
        log.info("Could not answer with the thread's link session=%s (%s)", record.id, describe_fault(exc))
    log.info("Game thread opened session=%s thread=%s channel=%s", record.id, thread.id, channel.id)
    return True


async def close_thread(presenter: Presenter, outcome: Outcome) -> None:
    """A game in a thread is over: its results go to the channel too (a game that finished), and the
    thread is archived. Discord refusing either is logged; the game is over all the same."""
    record, engine = outcome.record, outcome.engine
    parent = record.options.get(THREAD_OF)
    if not parent or record.status not in ("finished", "cancelled"):
        return
    bot = presenter.bot
    if record.status == "finished":
        final = presenter.renderer(record.game).finished(record, engine)
        said = text(table_language(record), "settings-thread-results", thread=f"<#{record.channel_id}>")
        try:
            await bot.get_partial_messageable(int(parent)).send(
                content=said, embeds=final.embeds, allowed_mentions=discord.AllowedMentions.none()
            )
        except DISCORD_FAULTS as exc:
            log.warning("Results not posted in the channel session=%s (%s)", record.id, describe_fault(exc))
    try:
        await bot.http.edit_channel(record.channel_id, archived=True, reason="The game is over")
    except DISCORD_FAULTS as exc:
        log.warning("Game thread not archived session=%s (%s)", record.id, describe_fault(exc))
