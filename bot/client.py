"""The bot: dependency injection, start-up (storage, sessions, scheduler, cogs) and error hooks."""

from __future__ import annotations

import asyncio
import importlib.util
import logging
import math
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import collector
from bot.backups import AutoBackups
from bot.campfire import CampfireCommands
from bot.config import Settings
from bot.emojis import forget_card_emojis, load_card_emojis
from bot.games import GameRegistry
from bot.i18n import catalog
from bot.presenter import Presenter
from bot.scheduler import Scheduler
from bot.sessions import Outcome, SessionError, SessionManager
from bot.storage import Storage, open_storage
from bot.thinker import Thinker
from bot.translator import CommandTranslator
from bot.ui import (
    ChannelCommandOnly,
    SessionItem,
    format_bound,
    message_for,
    reader_language,
    reply,
    run_guarded,
)
from engines import GAMES
from engines.base import RuleViolation

log = logging.getLogger(__name__)

EXTENSIONS: tuple[str, ...] = tuple(g.cog for g in GAMES)
"""Game cogs, as dotted strings (no import dependency from bot/ to cogs/), one per game of `engines.GAMES`."""


ANSWERED = "campfire_error_answered"
"""`interaction.extras` key: the error was answered already (a cog handler runs before the tree's)."""

RECENT_INTERACTIONS = 10_000
"""Interaction ids a process remembers, to ignore one delivered again (`RecentIds`)."""


class RecentIds:
    """The ids of the last `size` interactions this process received (oldest forgotten first).

    Discord may deliver one interaction twice (a gateway session resumed and its events replayed):
    both copies carry the same id and token, and the second answer would be refused (40060, already
    acknowledged), after a click had been applied twice. The second copy is ignored instead.
    """

    def __init__(self, size: int = RECENT_INTERACTIONS) -> None:
        self.size = size
        self._ids: OrderedDict[int, None] = OrderedDict()

    def first(self, interaction_id: int) -> bool:
        """Remember the id; False if it was seen already (a repeat to ignore)."""
        ids = self._ids
        if interaction_id in ids:
            ids.move_to_end(interaction_id)
            return False
        ids[interaction_id] = None
        if len(ids) > self.size:
            ids.popitem(last=False)
        return True


_T = discord.AppCommandOptionType
OPTION_KINDS: dict[discord.AppCommandOptionType, str] = {
    _T.string: "text",
    _T.integer: "integer",
    _T.number: "number",
    _T.boolean: "boolean",
    _T.user: "user",
    _T.channel: "channel",
    _T.role: "role",
    _T.mentionable: "mentionable",
    _T.attachment: "attachment",
}
"""What an option of each type must be, as a `kind-<code>` message of the catalogs."""
SNOWFLAKE_TYPES = {_T.user, _T.channel, _T.role, _T.mentionable, _T.attachment}


class OptionRejected(app_commands.AppCommandError):
    """A slash option we refuse before the command runs: `code` and `params` pick the answer."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


class MalformedCommand(app_commands.AppCommandError):
    """discord.py failed on the payload itself (its structure); `original` is what it raised."""

    def __init__(self, original: Exception) -> None:
        super().__init__(f"malformed command payload: {type(original).__name__}")
        self.original = original


def _fits(otype: discord.AppCommandOptionType, value: Any) -> bool:
    """Whether a raw option value has the JSON type Discord sends for `otype`."""
    if otype is _T.boolean:
        return isinstance(value, bool)
    if otype is _T.integer:
        return isinstance(value, int) and not isinstance(value, bool)
    if otype is _T.number:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if otype in SNOWFLAKE_TYPES:
        return isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 20
    return isinstance(value, str)


def check_options(command: app_commands.Command[Any, ..., Any], options: Any) -> None:
    """Check a chat command's raw options against its parameters; raise `OptionRejected`.

    discord.py passes option values through untouched (it checks neither types, nor choices, nor
    min/max) and converts numbers with `float()` where text raises outside every error handler.
    Discord enforces all of this for real clients; a forged or stale payload is refused here.
    """
    if not isinstance(options, list):
        raise OptionRejected("command_mismatch")
    params = {p.display_name: p for p in command.parameters}
    seen: set[str] = set()
    for option in options:
        name = option.get("name") if isinstance(option, dict) else None
        param = params.get(name) if isinstance(name, str) else None
        if param is None or name in seen or "value" not in option:
            raise OptionRejected("command_mismatch")
        seen.add(param.display_name)
        value = option["value"]
        if option.get("type") != param.type.value or not _fits(param.type, value):
            raise OptionRejected("option_type", name=name, kind=OPTION_KINDS.get(param.type, "valid"))
        low, high = param.min_value, param.max_value
        if param.type in (_T.integer, _T.number):
            if (
                (isinstance(value, float) and not math.isfinite(value))
                or (low is not None and value < low)
                or (high is not None and value > high)
            ):
                if low is None or high is None:
                    raise OptionRejected("option_type", name=name, kind="finite_number")
                raise OptionRejected("bad_option", name=name, low=format_bound(low), high=format_bound(high))
        elif param.type is _T.string and (
            (low is not None and len(value) < low) or (high is not None and len(value) > high)
        ):
            raise OptionRejected("option_type", name=name, kind="text_length", low=low, high=high)
        if param.choices and value not in [c.value for c in param.choices]:
            raise OptionRejected("option_choice", name=name)
    if any(p.required and p.display_name not in seen for p in params.values()):
        raise OptionRejected("command_mismatch")


class CampfireTree(app_commands.CommandTree["CampfireBot"]):
    """The command tree: every slash payload, however forged, ends in one ephemeral answer.

    discord.py 2.7 raises outside its error handlers in two places: `Namespace` converts a
    number option with `float(value)` (text raises ValueError) and reads keys it assumes
    (`type`, `name`, `value`), and the invoker task only catches `AppCommandError`, so anything
    else ends as "Task exception was never retrieved" and an unanswered interaction. Here
    `interaction_check` checks the options before discord.py reads them, and `_call` turns
    whatever still escapes into an error for `on_error`.
    """

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        """Refuse options Discord would never send (before discord.py converts them)."""
        data: Any = interaction.data
        if not isinstance(data, dict) or data.get("type", 1) != 1:
            return True  # context menus: we have none; discord.py answers CommandNotFound
        command, options = self._get_app_command_options(data)
        if interaction.type is discord.InteractionType.autocomplete:
            if any(p.autocomplete for p in command.parameters):
                return True
            # discord.py would log "Ignoring exception in autocomplete" and never answer.
            await interaction.response.autocomplete([])
            return False
        check_options(command, options)
        return True

    async def _call(self, interaction: discord.Interaction[Any]) -> None:
        try:
            await super()._call(interaction)
        except Exception as exc:
            interaction.command_failed = True
            error = exc if isinstance(exc, app_commands.AppCommandError) else MalformedCommand(exc)
            await self.on_error(interaction, error)

    async def on_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError, /
    ) -> None:
        """Errors of every slash command (after the cog's own handler, which answers first)."""
        await self.client.handle_app_command_error(interaction, error, None)


class SingleProcessOnly(Exception):
    """Settings that need several processes on one database, with a SQLite file."""


def check_scale(settings: Settings) -> None:
    """Refuse a process that runs only some shards on a SQLite file (the others would need the file
    too, and only PostgreSQL is shared between processes)."""
    partial = settings.shard_ids is not None and sorted(settings.shard_ids) != list(
        range(settings.total_shards)
    )
    if partial and settings.postgres is None:
        raise SingleProcessOnly(
            "CAMPFIRE_SHARD_IDS runs some shards in this process, so the others run elsewhere, and "
            "processes can only share a PostgreSQL database: set CAMPFIRE_DATABASE_URL=postgresql://..., "
            "or leave CAMPFIRE_SHARD_IDS empty to run every shard here"
        )


def warm_up_pictures() -> None:
    """Draw the table backgrounds, the common glyphs, every face a hand can hold and the help cards once (about 2 s,
    in a thread at start-up), so no player's first table or hand waits for them (issue 32)."""
    from bot.art import hand, table
    from bot.campfire import help_cards

    try:
        table.warm_up()
        hand.warm_up()
        help_cards()  # the lobby's card and /campfire help
    except Exception:  # a picture is never worth a start: the first ones are just slower
        log.exception("Drawing the pictures ahead failed; they will be drawn when first shown")


def bot_class(settings: Settings) -> type[CampfireBot]:
    """The bot's class: sharded (discord.py's AutoShardedBot) when CAMPFIRE_SHARD_COUNT is set."""
    check_scale(settings)
    return ShardedCampfireBot if settings.shard_count is not None else CampfireBot


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
        if settings.shard_count is not None and isinstance(self, commands.AutoShardedBot):
            kwargs.setdefault("shard_count", settings.shard_count)
            kwargs.setdefault("shard_ids", settings.shard_ids)
        kwargs.setdefault("intents", intents_for(settings))
        kwargs.setdefault("command_prefix", commands.when_mentioned)
        kwargs.setdefault("help_command", None)
        kwargs.setdefault("tree_cls", CampfireTree)
        kwargs.setdefault(
            "allowed_mentions",
            discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False),
        )
        super().__init__(**kwargs)
        self.settings = settings
        self.storage = storage or open_storage(settings)
        self.backups = AutoBackups.from_settings(self.storage, settings)
        self.extensions_to_load = extensions
        self.clock = clock
        self.sessions = SessionManager(
            self.storage,
            clock=clock,
            idle_strikes_before_ai=settings.idle_strikes_before_ai,
            log_lines=settings.table_log_lines,
            lobby_timeout_s=settings.lobby_timeout_s,
            seed_source=seed_source,
            thinker=Thinker(settings.ai_workers, settings.ai_think_ms),
            ai_strength=settings.ai_strength,
        )
        self.presenter = Presenter(self, self.storage, self.sessions)
        self.scheduler = Scheduler(
            self.storage,
            self.sessions,
            self.present_timeout,
            clock=clock,
            shards=settings.my_shards,
            shard_count=settings.total_shards,
            lease_s=settings.shard_lease_s,
        )
        self.games = GameRegistry(self.sessions, self.presenter)
        """The loaded games: each game cog registers in it and unregisters from it as a whole."""
        self._prepared = False
        self._collecting = False
        """Whether this bot holds `bot.collector`'s schedule (from `prepare` to `close`)."""
        self.retired_tables: dict[str, set[int]] = {}
        """session id -> message ids of its tables that `/table` replaced (`GameCog.retired_tables`)."""
        self.recent_interactions = RecentIds()
        """Interactions received lately: one delivered again is ignored (`ignore_repeated_interactions`)."""

    @property
    def syncs_commands(self) -> bool:
        """Whether this process syncs the slash commands (with several shard processes, only the one
        running shard 0 does: the commands are the application's, not a shard's)."""
        ids = self.settings.shard_ids
        return ids is None or 0 in ids

    @property
    def message_content_enabled(self) -> bool:
        """Whether typed messages can be read (Whizz Bing Bang only)."""
        return bool(self.intents.message_content)

    async def prepare(self) -> None:
        """Open storage, register the persistent item and the commands' translator, load the game cogs
        and `/campfire` (idempotent)."""
        if self._prepared:
            return
        await self.storage.open()
        catalog().warm()  # every language's words parsed now (about 1.5 s once), not in a first click
        self.ignore_repeated_interactions()
        collector.install()  # garbage collection after each interaction's work (bot/collector.py)
        self._collecting = True
        self.add_dynamic_items(SessionItem)
        await self.tree.set_translator(
            CommandTranslator()
        )  # the commands in six languages (bot/translator.py)
        for ext in self.extensions_to_load:
            if importlib.util.find_spec(ext) is None:
                log.warning("Extension %s is not present; skipping", ext)
                continue
            await self.load_extension(ext)
        await self.add_cog(CampfireCommands(self))
        await self.load_card_emojis()
        if self.settings.images and self.warm_pictures and self._picture_warmup is None:
            self._picture_warmup = asyncio.create_task(asyncio.to_thread(warm_up_pictures))
        self._prepared = True

    warm_pictures = True
    """Whether `prepare` draws the pictures ahead (test harnesses turn it off: one process draws once)."""
    _picture_warmup: asyncio.Task[None] | None = None
    _thinker_start: asyncio.Task[None] | None = None
    """The start of the hard AI's worker processes (`bot.thinker`), not awaited."""
    """The start-up drawing of the pictures' backgrounds and hand faces (in a thread, not awaited)."""

    async def load_card_emojis(self) -> None:
        """CAMPFIRE_IMAGES: make sure the application owns an emoji per card face (no call at all when
        the manifest beside the database covers them: a warm restart), for the hand buttons
        (`bot.emojis.card_emoji`). Once per process, before any game is shown; a failure leaves text."""
        if not self.settings.images or self.application_id is None:
            forget_card_emojis()
            return
        await load_card_emojis(self, self.application_id, self.settings.database_path)

    def ignore_repeated_interactions(self) -> None:
        """Drop an INTERACTION_CREATE whose id was received already, before discord.py routes it.

        discord.py parses each gateway event with the connection state's `parse_<event>` (through
        its `parsers` table): the interaction one is wrapped here, once per connection state, so a
        repeat never reaches a command, a button or a second answer.
        """
        state: Any = self._connection
        parse = state.parse_interaction_create
        if getattr(parse, "campfire_dedup", False):
            return
        recent = self.recent_interactions

        def parse_once(data: Any) -> None:
            try:
                interaction_id = int(data["id"])
            except (KeyError, TypeError, ValueError):
                interaction_id = None
            if interaction_id is not None and not recent.first(interaction_id):
                log.info("Interaction %s was delivered again: ignored (it is answered once)", interaction_id)
                return
            parse(data)

        parse_once.campfire_dedup = True  # type: ignore[attr-defined]
        state.parse_interaction_create = parse_once
        state.parsers["INTERACTION_CREATE"] = parse_once

    async def setup_hook(self) -> None:
        """Start-up: storage and cogs, then the deadline loop (overdue deadlines fire at once)."""
        await self.prepare()
        if self.settings.sync_commands and self.syncs_commands:
            if self.settings.dev_guild_id:
                guild = discord.Object(self.settings.dev_guild_id)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
            else:
                await self.tree.sync()
        self.scheduler.start()
        self.backups.start()
        self._thinker_start = asyncio.create_task(self.sessions.thinker.start())
        live = await self.storage.count_live()
        log.info("Campfire ready: %s live session(s) restored", live)

    async def close(self) -> None:
        """Stop the scheduler and close the database; the card emojis are forgotten."""
        forget_card_emojis()
        if self._picture_warmup is not None and not self._picture_warmup.done():
            self._picture_warmup.cancel()  # its thread finishes on its own; nobody waits for it
        await self.scheduler.stop()
        await self.backups.stop()
        self.sessions.thinker.close()
        await super().close()
        await self.storage.close()
        if self._collecting:
            self._collecting = False
            collector.uninstall()

    async def present_timeout(self, outcome: Outcome) -> None:
        """A deadline fired: show its outcome like any other action (or as its game's cog says)."""
        handler = self.games.timeout_presenters.get(outcome.record.game)
        if handler is not None:
            await handler(outcome)
        else:
            await self.presenter.publish(outcome, None)

    async def handle_app_command_error(
        self, interaction: discord.Interaction[Any], error: Exception, game: str | None
    ) -> None:
        """The central handler for slash commands (same order as `bot.ui.run_guarded`).

        It answers once: a cog's handler runs first, then the tree's, which sees `ANSWERED`.
        """
        if interaction.extras.get(ANSWERED):
            return
        interaction.extras[ANSWERED] = True
        if interaction.type is discord.InteractionType.autocomplete:
            log.info("Autocomplete refused: %r", error)
            if not interaction.response.is_done():
                await interaction.response.autocomplete([])
            return
        original = getattr(error, "original", error)
        lang = reader_language(interaction)
        if isinstance(original, RuleViolation | SessionError):
            text = message_for(game, original.code, original.params, lang)
        elif isinstance(error, OptionRejected):
            log.debug("slash option refused code=%s params=%s", error.code, error.params)
            text = message_for(game, error.code, error.params, lang)
        elif isinstance(
            error, MalformedCommand | app_commands.CommandNotFound | app_commands.CommandSignatureMismatch
        ):
            log.info("Slash payload does not match the commands: %r", error)
            text = message_for(game, "command_mismatch", lang=lang)
        elif isinstance(error, app_commands.TransformerError):
            text = message_for(game, "option_invalid", lang=lang)
        elif isinstance(error, ChannelCommandOnly):
            text = message_for(game, error.code, error.params, lang)
        elif isinstance(error, app_commands.CheckFailure):
            text = message_for(game, "not_here", lang=lang)
        else:

            async def boom() -> None:
                raise original

            await run_guarded(interaction, game, boom())
            return
        try:
            await reply(interaction, text)
        except discord.HTTPException:
            log.info("Could not answer a refused command")


class ShardedCampfireBot(CampfireBot, commands.AutoShardedBot):
    """Campfire on the shards CAMPFIRE_SHARD_IDS of CAMPFIRE_SHARD_COUNT (all of them when unset):
    discord.py opens one gateway connection per shard, and Discord sends each server's interactions
    to the shard of that server (DMs to shard 0); any process can answer and edit any message."""
