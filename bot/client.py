"""The bot: dependency injection, start-up (storage, sessions, scheduler, cogs) and error hooks."""

from __future__ import annotations

import importlib.util
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.config import Settings
from bot.presenter import Presenter
from bot.scheduler import Scheduler
from bot.sessions import Outcome, SessionError, SessionManager
from bot.storage import Storage
from bot.ui import SessionItem, message_for, reply, run_guarded
from engines.base import RuleViolation

log = logging.getLogger(__name__)

EXTENSIONS: tuple[str, ...] = (
    "cogs.forest_gangs",
    "cogs.bang_and_twang",
    "cogs.whizz_bing_bang",
    "cogs.bang",
)
"""Game cogs, as dotted strings (no import dependency from bot/ to cogs/)."""


def intents_for(settings: Settings) -> discord.Intents:
    """The minimum: guilds for slash commands and interactions; messages + content only for WBB typing."""
    intents = discord.Intents.none()
    intents.guilds = True
    if settings.message_content:
        intents.guild_messages = True
        intents.message_content = True
    return intents


class CampfireBot(commands.Bot):
    """Campfire's client. Settings and storage are injected; nothing is a module global."""

    def __init__(
        self,
        settings: Settings,
        *,
        storage: Storage | None = None,
        extensions: tuple[str, ...] = EXTENSIONS,
        clock: Callable[[], float] = time.time,
        seed_source: Callable[[], int] | None = None,
        **kwargs: Any,
    ) -> None:
        kwargs.setdefault("intents", intents_for(settings))
        kwargs.setdefault("command_prefix", commands.when_mentioned)
        kwargs.setdefault("help_command", None)
        kwargs.setdefault(
            "allowed_mentions",
            discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False),
        )
        super().__init__(**kwargs)
        self.settings = settings
        self.storage = storage or Storage(settings.database_path)
        self.extensions_to_load = extensions
        self.clock = clock
        self.sessions = SessionManager(
            self.storage,
            clock=clock,
            idle_strikes_before_ai=settings.idle_strikes_before_ai,
            log_lines=settings.table_log_lines,
            lobby_timeout_s=settings.lobby_timeout_s,
            seed_source=seed_source,
        )
        self.presenter = Presenter(self, self.storage, self.sessions)
        self.scheduler = Scheduler(self.storage, self.sessions, self.present_timeout, clock=clock)
        self.tree.on_error = self.on_tree_error  # type: ignore[method-assign]
        self.timeout_presenters: dict[str, Callable[[Outcome], Awaitable[None]]] = {}
        """Per-game handlers for outcomes of deadlines (a cog that needs more than `publish`)."""
        self._prepared = False

    @property
    def message_content_enabled(self) -> bool:
        """Whether typed messages can be read (Whizz Bing Bang only)."""
        return bool(self.intents.message_content)

    async def prepare(self) -> None:
        """Open storage, register the persistent item and load the game cogs (idempotent)."""
        if self._prepared:
            return
        await self.storage.open()
        self.add_dynamic_items(SessionItem)
        for ext in self.extensions_to_load:
            if importlib.util.find_spec(ext) is None:
                log.warning("Extension %s is not present; skipping", ext)
                continue
            await self.load_extension(ext)
        self._prepared = True

    async def setup_hook(self) -> None:
        """Start-up: storage and cogs, then the deadline loop (overdue deadlines fire at once)."""
        await self.prepare()
        if self.settings.sync_commands:
            if self.settings.dev_guild_id:
                guild = discord.Object(self.settings.dev_guild_id)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
            else:
                await self.tree.sync()
        self.scheduler.start()
        live = await self.storage.running_sessions()
        log.info("Campfire ready: %s live session(s) restored", len(live))

    async def close(self) -> None:
        """Stop the scheduler and close the database."""
        await self.scheduler.stop()
        await super().close()
        await self.storage.close()

    async def present_timeout(self, outcome: Outcome) -> None:
        """A deadline fired: show its outcome like any other action (or as its game's cog says)."""
        handler = self.timeout_presenters.get(outcome.record.game)
        if handler is not None:
            await handler(outcome)
        else:
            await self.presenter.publish(outcome, None)

    async def on_tree_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        """Slash-command errors outside a game cog."""
        await self.handle_app_command_error(interaction, error, None)

    async def handle_app_command_error(
        self, interaction: discord.Interaction[Any], error: Exception, game: str | None
    ) -> None:
        """The central handler for slash commands (same order as `bot.ui.run_guarded`)."""
        original = getattr(error, "original", error)
        if isinstance(original, RuleViolation | SessionError):
            text = message_for(game, original.code, original.params)
        elif isinstance(error, app_commands.TransformerError | app_commands.CommandSignatureMismatch):
            text = "That option isn't valid. Check the command's options and try again."
        elif isinstance(error, app_commands.CheckFailure):
            text = "You can't use that command here."
        else:

            async def boom() -> None:
                raise original

            await run_guarded(interaction, game, boom())
            return
        try:
            await reply(interaction, text)
        except discord.HTTPException:
            log.info("Could not answer a refused command")
