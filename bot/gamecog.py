"""The shared base of every game cog: lobby, common commands and click routing.

A game cog subclasses `GameCog` (a `commands.GroupCog`), adds its `start` command with the
game's options, and implements the renderer methods and `handle` for its own buttons. Rules
never live here: handlers build an engine action and submit it.
"""

from __future__ import annotations

import logging
import math
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.results import names_list, player_name, seat_range, with_seat_names
from bot.sessions import PINGS, ActionFactory, GameTimers, Outcome, SessionError
from bot.storage import SessionRecord
from bot.ui import (
    ParsedId,
    Payload,
    button,
    custom_id,
    register_game_ui,
    reply,
    respond,
    run_guarded,
    unregister_game_ui,
)
from engines.base import Decision, Engine, Event, GameModule, Seat

if TYPE_CHECKING:
    from bot.client import CampfireBot

log = logging.getLogger(__name__)

LOBBY_VERBS = {"join", "leave", "add_ai", "remove_ai", "start", "cancel"}
EMBED_COLOUR = discord.Colour.from_rgb(230, 126, 34)
"""Campfire orange."""


def is_moderator(interaction: discord.Interaction[Any]) -> bool:
    """Members with Manage Messages may start/cancel/end any game in the channel."""
    perms = getattr(interaction.user, "guild_permissions", None)
    return bool(perms and perms.manage_messages)


def check_range(name: str, value: Any, low: float, high: float) -> Any:
    """Validate a numeric slash option ourselves: Discord enforces ranges, a forged payload doesn't.

    Integer bounds want an int (never a bool); float bounds take any finite number in range and
    return it as a float (-0.0 becomes 0.0). Anything else raises SessionError("bad_option").
    The command tree (`bot.client.check_options`) refuses these first; this is the cog's own guard.
    """
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise SessionError("bad_option", name=name, low=format_bound(low), high=format_bound(high))
    if isinstance(low, int) and isinstance(high, int):
        if not isinstance(value, int) or not low <= value <= high:
            raise SessionError("bad_option", name=name, low=format_bound(low), high=format_bound(high))
        return value
    if (isinstance(value, float) and not math.isfinite(value)) or not low <= value <= high:
        raise SessionError("bad_option", name=name, low=format_bound(low), high=format_bound(high))
    return float(value) + 0.0


def format_bound(value: float) -> str:
    """A range bound as the range message shows it (2.0 → "2")."""
    return f"{value:g}" if isinstance(value, float) else str(value)


def display_name(user: discord.abc.User) -> str:
    """A member's name as shown at the table."""
    return getattr(user, "display_name", None) or user.name


class GameCog(commands.GroupCog):
    """Base class of the four game cogs. Subclasses set `game` and `rules_text`."""

    game: ClassVar[GameModule]
    messages: ClassVar[dict[str, str]] = {}
    rules_text: ClassVar[str] = ""

    def __init__(self, bot: CampfireBot) -> None:
        self.bot = bot
        self.sessions = bot.sessions
        self.presenter = bot.presenter
        super().__init__()

    @property
    def key(self) -> str:
        """The game key."""
        return self.game.engine.name

    async def cog_load(self) -> None:
        """Register the engine, the renderer and the click handler."""
        self.sessions.register(self.game, self.event_line, self.timers(), self.before_commit)
        self.presenter.register(self.key, self)
        register_game_ui(self.key, self.on_click, self.messages)
        self.bot.timeout_presenters[self.key] = self.present_timeout

    async def cog_unload(self) -> None:
        """Unregister the click handler."""
        unregister_game_ui(self.key)
        self.bot.timeout_presenters.pop(self.key, None)

    def before_commit(self, outcome: Outcome) -> None:
        """Game-specific seat bookkeeping committed with the outcome (default: none)."""

    def annotate(self, outcome: Outcome) -> None:
        """Add game-specific notes/mentions to an outcome before it is published (clicks and timeouts)."""

    def turn_prompt(self, record: SessionRecord, engine: Engine[Any], decision: Decision) -> str | None:
        """What the turn ping says to the human who must answer `decision` (the presenter adds the
        mention and the countdown); None = no ping. Games override it with a better sentence."""
        return f"your move in {self.game.engine.title}: answer in your DMs or with **My hand**"

    def ping_key(self, record: SessionRecord, engine: Engine[Any], decision: Decision) -> str | None:
        """None (the default): a player is pinged at most once a turn, and not right after their own
        click. A game returns a key of the decision's own where each such decision (an answer owed
        in someone else's turn) deserves a ping."""
        return None

    async def present_timeout(self, outcome: Outcome) -> None:
        """A deadline of this game fired: annotate and publish its outcome."""
        self.annotate(outcome)
        await self.presenter.publish(outcome, None)

    async def cog_app_command_error(self, interaction: discord.Interaction[Any], error: Exception) -> None:
        """Errors of this cog's slash commands go through the central error path."""
        await self.bot.handle_app_command_error(interaction, error, self.key)

    # ---- what a game cog implements ------------------------------------------------------------------
    def event_line(self, event: Event, record: SessionRecord) -> str | None:
        """One short public line for the table's log (None = not worth a line)."""
        return self.game.render_event(event, None)

    def timers(self) -> GameTimers | None:
        """Real-time games return their GameTimers (extra deadlines); others have none."""
        return None

    def describe_options(self, options: dict[str, Any]) -> list[str]:
        """Lines describing the lobby options."""
        return [f"{k.replace('_', ' ')}: {v}" for k, v in options.items()]

    def table(self, record: SessionRecord, engine: Engine[Any]) -> Payload:
        """The running table."""
        raise NotImplementedError

    def hand(self, record: SessionRecord, engine: Engine[Any], seat: Seat, *, dm: bool) -> Payload | None:
        """A seat's private hand message."""
        raise NotImplementedError

    async def handle(
        self, interaction: discord.Interaction[Any], parsed: ParsedId, values: list[str]
    ) -> None:
        """A game-specific click (verbs other than the lobby and common ones)."""
        raise SessionError("forged_id")

    def final_lines(self, record: SessionRecord, engine: Engine[Any] | None) -> list[str]:
        """The results' standings, one line per player, best first, with names (default: none)."""
        return []

    def result_headline(self, record: SessionRecord, engine: Engine[Any] | None) -> str:
        """The results' first line, naming the winners (default: the engine's summary, seats named)."""
        result = engine.result if engine is not None else None
        if result is None:
            return "The game was stopped before its end."
        names = [player_name(record, w) for w in result.winners]
        text = with_seat_names(result.summary, record) if result.summary else ""
        if not text:
            verb = "wins" if len(names) == 1 else "share the win"
            return f"🏆 {names_list(names)} {verb}!" if names else "Nobody wins."
        if names and not all(n in text for n in names):
            return f"{text}\n🏆 {names_list(names)}"
        return f"🏆 {text}"

    def end_reason(self, record: SessionRecord, engine: Engine[Any] | None) -> str | None:
        """Why the game ended, one line (default: the session's note when it was stopped early)."""
        if engine is not None and engine.result is not None:
            return None
        return next((x for x in reversed(record.recent_log) if x.startswith(("🛑", "🏳️"))), None)

    # ---- generic renderers ----------------------------------------------------------------------------
    def cid(self, record: SessionRecord, token: str, verb: str, arg: str | int | None = None) -> str:
        """A custom_id for this game and session."""
        return custom_id(self.key, record.id, token, verb, arg)

    def lobby(self, record: SessionRecord) -> Payload:
        """The lobby message: seats, options and the lobby buttons."""
        eng = self.game.engine
        max_players = int(record.options.get("max_players") or eng.max_seats)
        low, high = seat_range(eng, record.options)
        needs = (
            f"exactly {low}" if low == high else f"{low}–{high}" if high < max_players else f"at least {low}"
        )
        seats = "\n".join(
            f"{i + 1}. {'🤖 ' if s.user_id is None else ''}{s.name}{' 👑' if s.user_id == record.host_id else ''}"
            for i, s in enumerate(record.seats)
        )
        embed = discord.Embed(
            title=f"🔥 {eng.title} — lobby",
            description=f"Host: <@{record.host_id}>\nPlayers {len(record.seats)}/{max_players}"
            f" · a game needs {needs}:\n{seats}",
            colour=EMBED_COLOUR,
        )
        opts = self.describe_options(record.options)
        if record.options.get(PINGS) is False:
            opts = [*opts, "🔕 No turn pings (players are not mentioned when it is their turn)"]
        if opts:
            embed.add_field(name="Options", value="\n".join(opts)[:1024], inline=False)
        embed.set_footer(text=f"Session {record.id} · the host (or a moderator) starts the game")
        items = [
            button("Join", self.cid(record, "x", "join"), style=discord.ButtonStyle.success, emoji="🙋"),
            button("Leave", self.cid(record, "x", "leave"), emoji="🚪"),
            button("Add AI", self.cid(record, "x", "add_ai"), emoji="🤖"),
            button("Remove AI", self.cid(record, "x", "remove_ai")),
            button(
                "Start", self.cid(record, "x", "start"), style=discord.ButtonStyle.primary, emoji="▶️", row=1
            ),
            button("Cancel", self.cid(record, "x", "cancel"), style=discord.ButtonStyle.danger, row=1),
        ]
        return Payload(embeds=[embed], items=items)

    def finished(self, record: SessionRecord, engine: Engine[Any] | None) -> Payload:
        """The results: who won, why the game ended, the standings, the seed, and a Rematch button.

        The same embed closes every player's DM hand (the presenter passes no engine there: it is
        rebuilt from the stored state).
        """
        eng = self.game.engine
        if record.status == "cancelled":
            embed = discord.Embed(title=f"{eng.title} — lobby closed", colour=discord.Colour.dark_grey())
            return Payload(embeds=[embed])
        if engine is None and record.state is not None:
            try:
                engine = eng.load(record.state)
            except ValueError:
                log.warning("Stored state does not load session=%s", record.id)
        result = engine.result if engine is not None else None
        first, _, rest = self.result_headline(record, engine).partition("\n")
        lines = [f"**{first}**", *([rest] if rest else [])]
        reason = self.end_reason(record, engine)
        if reason:
            lines.append(reason)
        standings = self.final_lines(record, engine) if engine is not None else []
        if standings:
            lines.extend(["", *standings])
        embed = discord.Embed(
            title=f"🏁 {eng.title} — game over",
            description="\n".join(lines)[:4000],
            colour=EMBED_COLOUR,
        )
        embed.set_footer(text=f"Session {record.id} · seed {record.seed}")
        items: list[discord.ui.Item[Any]] = []
        if result is not None:
            items.append(
                button(
                    "Rematch", self.cid(record, "x", "rematch"), style=discord.ButtonStyle.primary, emoji="🔁"
                )
            )
        return Payload(embeds=[embed], items=items)

    def my_hand_button(self, record: SessionRecord) -> discord.ui.Button[Any]:
        """The public "My hand" button (the ephemeral route when DMs are closed)."""
        return button("My hand", self.cid(record, "x", "hand"), emoji="🃏", row=4)

    # ---- routing ---------------------------------------------------------------------------------------
    async def on_click(
        self, interaction: discord.Interaction[Any], parsed: ParsedId, values: list[str]
    ) -> None:
        """Every click on this game's buttons lands here (inside the central error path)."""
        if interaction.channel_id is None:
            raise SessionError("forged_id")
        if parsed.verb in LOBBY_VERBS:
            await self.lobby_click(interaction, parsed)
        elif parsed.verb == "hand":
            await self.show_hand(interaction, parsed.sid)
        elif parsed.verb == "rematch":
            await self.rematch(interaction, parsed.sid)
        else:
            await self.handle(interaction, parsed, values)

    async def lobby_click(self, interaction: discord.Interaction[Any], parsed: ParsedId) -> None:
        """Join/Leave/Add AI/Remove AI/Start/Cancel."""
        assert interaction.channel_id is not None
        outcome = await self.sessions.lobby(
            interaction.channel_id,
            parsed.sid,
            interaction.user.id,
            display_name(interaction.user),
            parsed.verb,
            moderator=is_moderator(interaction),
        )
        await self.presenter.publish(outcome, interaction)

    async def act(
        self,
        interaction: discord.Interaction[Any],
        parsed: ParsedId,
        make_action: ActionFactory,
    ) -> Outcome:
        """Submit an action for the clicking user (committed), then publish it."""
        assert interaction.channel_id is not None or parsed.sid
        channel_id = await self.channel_of(interaction, parsed.sid)
        outcome = await self.sessions.submit(
            channel_id, interaction.user.id, make_action, session_id=parsed.sid, token=parsed.token
        )
        self.annotate(outcome)
        await self.presenter.publish(outcome, interaction)
        return outcome

    async def channel_of(self, interaction: discord.Interaction[Any], session_id: str) -> int:
        """The game channel of a click (a DM click belongs to the session's channel)."""
        if interaction.guild_id is not None and interaction.channel_id is not None:
            return interaction.channel_id
        record = await self.bot.storage.get_session(session_id)
        if record is None or record.status not in ("lobby", "running"):
            raise SessionError("stale_button")
        return record.channel_id

    async def show_hand(self, interaction: discord.Interaction[Any], session_id: str | None) -> None:
        """The ephemeral "My hand": the seat's private view and its action buttons."""
        channel_id = await self.channel_of(interaction, session_id) if session_id else interaction.channel_id
        if channel_id is None:
            raise SessionError("no_game")
        record, engine = await self.sessions.peek(channel_id, session_id)
        if record.game != self.key:
            raise SessionError("no_game")
        seat = record.seat_of(interaction.user.id)
        if seat is None:
            raise SessionError("not_seated")
        if engine is None:
            raise SessionError("not_started")
        payload = self.hand(record, engine, seat, dm=False)
        if payload is None:
            await reply(interaction, "You have nothing private in this game right now.")
            return
        await interaction.response.send_message(ephemeral=True, **payload.kwargs())

    async def rematch(self, interaction: discord.Interaction[Any], session_id: str) -> None:
        """Open a new lobby with the same players and options."""
        old = await self.bot.storage.get_session(session_id)
        if old is None or old.status != "finished" or old.channel_id != interaction.channel_id:
            raise SessionError("stale_button")
        record = await self.sessions.create_lobby(
            self.key,
            guild_id=interaction.guild_id,
            channel_id=old.channel_id,
            host_id=interaction.user.id,
            host_name=display_name(interaction.user),
            options=old.options,
            seats=[
                s.model_copy(update={"ai": s.user_id is None, "idle_strikes": 0, "left": False})
                for s in old.seats
            ],
        )
        await self.presenter.answer_with_table(record, interaction, self.lobby(record))

    async def open_lobby(self, interaction: discord.Interaction[Any], options: dict[str, Any]) -> None:
        """The body of every game's `start` command."""
        if interaction.channel_id is None or interaction.guild_id is None:
            raise SessionError("guild_only")
        record = await self.sessions.create_lobby(
            self.key,
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id,
            host_id=interaction.user.id,
            host_name=display_name(interaction.user),
            options=options,
        )
        await self.presenter.answer_with_table(record, interaction, self.lobby(record))

    # ---- common slash commands ------------------------------------------------------------------------
    @app_commands.command(name="hand", description="Show your hand (only you can see it)")
    async def hand_command(self, interaction: discord.Interaction[Any]) -> None:
        """/<game> hand."""
        await run_guarded(interaction, self.key, self.show_hand(interaction, None))

    @app_commands.command(name="table", description="Post the game table again at the bottom of the channel")
    async def table_command(self, interaction: discord.Interaction[Any]) -> None:
        """/<game> table."""

        async def work() -> None:
            assert interaction.channel_id is not None
            record, engine = await self.sessions.peek(interaction.channel_id)
            if record.game != self.key:
                raise SessionError("other_game_here")
            await self.presenter.answer_with_table(
                record, interaction, self.presenter.table_payload(record, engine)
            )

        await run_guarded(interaction, self.key, work())

    @app_commands.command(name="leave", description="Leave the running game (an AI takes over your seat)")
    async def leave_command(self, interaction: discord.Interaction[Any]) -> None:
        """/<game> leave."""
        await run_guarded(
            interaction, self.key, self._seat_command(interaction, "forfeit", "You left the game.")
        )

    @app_commands.command(name="takeback", description="Take your seat back from the AI after timing out")
    async def takeback_command(self, interaction: discord.Interaction[Any]) -> None:
        """/<game> takeback."""
        await run_guarded(interaction, self.key, self._seat_command(interaction, "takeback", "Welcome back!"))

    @app_commands.command(name="end", description="End the game in this channel (host or moderator)")
    async def end_command(self, interaction: discord.Interaction[Any]) -> None:
        """/<game> end."""

        async def work() -> None:
            assert interaction.channel_id is not None
            record = await self.sessions.live(interaction.channel_id)
            if record.game != self.key:
                raise SessionError("other_game_here")
            if record.status == "lobby":
                outcome = await self.sessions.lobby(
                    interaction.channel_id,
                    record.id,
                    interaction.user.id,
                    display_name(interaction.user),
                    "cancel",
                    moderator=is_moderator(interaction),
                )
            else:
                outcome = await self.sessions.set_seat(
                    interaction.channel_id, interaction.user.id, "end", moderator=is_moderator(interaction)
                )
            await respond(interaction, lambda: reply(interaction, "The game has been ended."))
            await self.presenter.publish(outcome, None)

        await run_guarded(interaction, self.key, work())

    async def _seat_command(self, interaction: discord.Interaction[Any], verb: str, ok: str) -> None:
        assert interaction.channel_id is not None
        record = await self.sessions.live(interaction.channel_id)
        if record.game != self.key:
            raise SessionError("other_game_here")
        outcome = await self.sessions.set_seat(interaction.channel_id, interaction.user.id, verb)
        await respond(interaction, lambda: reply(interaction, ok))
        await self.presenter.publish(outcome, None)

    @app_commands.command(name="rules", description="A short summary of the rules and options")
    async def rules_command(self, interaction: discord.Interaction[Any]) -> None:
        """/<game> rules."""

        async def work() -> None:
            embed = discord.Embed(
                title=f"📜 {self.game.engine.title} — rules",
                description=self.rules_text[:4000],
                colour=EMBED_COLOUR,
            )
            await interaction.response.send_message(embed=embed, ephemeral=True)

        await run_guarded(interaction, self.key, work())

    @app_commands.command(name="stats", description="Results of this game on this server")
    async def stats_command(self, interaction: discord.Interaction[Any]) -> None:
        """/<game> stats."""

        async def work() -> None:
            rows = await self.bot.storage.stats(interaction.guild_id, self.key)
            total = await self.bot.storage.games_played(interaction.guild_id, self.key)
            lines = [
                f"{i + 1}. **{name}** — {won} won / {played} played"
                for i, (name, played, won, _) in enumerate(rows)
            ]
            embed = discord.Embed(
                title=f"📊 {self.game.engine.title} on this server",
                description=f"Games finished: {total}\n" + ("\n".join(lines) or "No results yet."),
                colour=EMBED_COLOUR,
            )
            await interaction.response.send_message(embed=embed, ephemeral=True)

        await run_guarded(interaction, self.key, work())
