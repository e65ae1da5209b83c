"""The shared base of every game cog: lobby, common commands and click routing.

A game cog subclasses `GameCog` (a `commands.GroupCog`), adds its `start` command with the
game's options, and implements the renderer methods and `handle` for its own buttons. Rules
never live here: handlers build an engine action and submit it.
"""

from __future__ import annotations

import logging
import math
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from bot import gamethreads, lessons, serversettings
from bot.campfire import EMBED_COLOUR, lobby_picture
from bot.i18n import DEFAULT, Words, catalog, seat_language, table_language, text, words
from bot.layout import PictureSpec
from bot.presenter import PICTURE
from bot.results import player_name, seat_range
from bot.sessions import PINGS, ActionFactory, GameTimers, Outcome, SessionError
from bot.spectate import VERBS as SPECTATE_VERBS
from bot.storage import TABLE, FinishedGame, ResultSeat, SessionRecord
from bot.ui import (
    DISCORD_FAULTS,
    V2_FLAG,
    ChannelCommandOnly,
    ParsedId,
    Payload,
    button,
    custom_id,
    describe_fault,
    discord_time,
    display_name,
    format_bound,
    jump_link,
    reader_language,
    reply,
    respond,
    run_guarded,
)
from engines.base import Decision, Engine, Event, GameModule, Seat
from engines.common.strength import STRENGTHS

if TYPE_CHECKING:
    from bot.client import CampfireBot

log = logging.getLogger(__name__)


def lobby_strength(parsed: ParsedId, values: list[str] | None) -> str | None:
    """The AI strength a lobby click asks for: the strength menu's pick (a forged value is refused by
    the session layer), None for a button (Add AI: the bot's default strength)."""
    if parsed.arg is None:
        return None
    if parsed.arg != "menu" or parsed.verb != "add_ai" or len(values or []) != 1:
        raise SessionError("forged_id")
    return (values or [""])[0]


STRENGTH_EMOJI = {"easy": "🌱", "normal": "🤖", "hard": "🧠"}
"""The lobby menu's mark of each AI strength."""
LOBBY_VERBS = {"join", "leave", "add_ai", "remove_ai", "start", "cancel"}
DM_COMMANDS = frozenset({"hand", "rules", "learn"})
"""The game subcommands that also answer in a DM with the bot; the others need the game's channel
(`learn` starts a lesson in the DM; `end` answers there too while a lesson runs: bot/lessons.py).

Discord sets where a command may be used (`contexts`) only on a top-level command, so each game
group is offered in servers and in the bot's DMs and `GameCog.interaction_check` refuses the rest.
"""
RETIRED = "retired"
RETIRED_CACHE = 20_000
"""Sessions whose retired tables a process remembers (the oldest is read again)."""
"""`messages` role of a table that `/table` replaced; its `seat` column holds the message id."""
MAX_CHOICES = 25
"""Buttons in one message (5 rows of 5): the most games a DM `/hand` offers to pick from."""
THREAD_DESCRIPTION = app_commands.locale_str(
    "Open the game in a new thread (on) or in this channel (off); default: the server's setting",
    key="opt-thread-description",
)
"""The description of every game's `start` option `thread` (one catalog key shared by the games)."""


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


def seated(record: SessionRecord, user_id: int) -> Seat:
    """The user's seat in this game; refused with "not_seated" when they have none."""
    seat = record.seat_of(user_id)
    if seat is None:
        raise SessionError("not_seated")
    return seat


@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
@app_commands.allowed_installs(guilds=True, users=False)
class GameCog(commands.GroupCog):
    """Base class of the four game cogs. Subclasses set `game`; the rules summary is the game's
    `locales/<lang>/rules.md`.

    Each game's command group is offered in servers and in DMs with the bot (for `hand` and
    `rules`; see `DM_COMMANDS`), for a bot installed to a server only.
    """

    game: ClassVar[GameModule]

    def __init__(self, bot: CampfireBot) -> None:
        self.bot = bot
        self.sessions = bot.sessions
        self.presenter = bot.presenter
        super().__init__()

    @property
    def key(self) -> str:
        """The game key."""
        return self.game.engine.name

    def title(self, lang: str) -> str:
        """The game's name in `lang` (`<game>-title` in its commands catalog)."""
        return text(lang, f"{self.key}-title")

    async def cog_load(self) -> None:
        """Register the game in the bot's registry of games, as a whole (`bot.games.GameRegistry`)."""
        self.bot.games.add(self)

    async def cog_unload(self) -> None:
        """Unregister it, as a whole: no trace is left (a reload registers it again)."""
        self.bot.games.remove(self.key)

    def before_commit(self, outcome: Outcome) -> None:
        """Game-specific seat bookkeeping committed with the outcome (default: none)."""

    def annotate(self, outcome: Outcome) -> None:
        """Add game-specific notes/mentions to an outcome before it is published (clicks and timeouts)."""

    def turn_prompt(self, record: SessionRecord, engine: Engine[Any], decision: Decision) -> str | None:
        """What the turn ping says to the human who must answer `decision` (the presenter adds the
        mention and the countdown); None = no ping. Games override it with a better sentence."""
        return text(table_language(record), "ping-default", title=self.title(table_language(record)))

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

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        """In a DM only `hand` and `rules` answer; every other command needs the game's channel."""
        command = interaction.command
        name = getattr(command, "name", None)
        if interaction.guild_id is None and name not in DM_COMMANDS:
            here = interaction.channel_id
            lesson = await self.bot.storage.live_session(here) if name == "end" and here else None
            if lesson is None or not lessons.is_lesson(lesson):  # `end` stops a lesson in its DM
                raise ChannelCommandOnly(self.key)
        if name == "start":  # the server's defaults for options not given
            await serversettings.fill_start(self.bot, self, interaction)
        return True

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
        w = words(table_language(record))
        result = engine.result if engine is not None else None
        if result is None:
            return w("result-stopped")
        names = [player_name(record, s) for s in result.winners]
        if not names:
            return w("result-nobody")
        return w("result-winners", names=w.names(names), count=len(names))

    def end_notice(self, record: SessionRecord, engine: Engine[Any] | None) -> tuple[str, list[int]] | None:
        """The one channel message that says a game is over (edits never notify): the results'
        headline with the winners mentioned, the other players mentioned, and the Rematch hint.
        Returns (text, user ids it may mention); None when the game was stopped before its end
        (its own note says so: "🛑 The game was ended by the host.")."""
        result = engine.result if engine is not None else None
        if result is None:
            return None
        headline = self.result_headline(record, engine).partition("\n")[0].replace("**", "").strip()
        headline = headline.removeprefix("🏆").removeprefix("🤝").strip()
        winners = [w for w in result.winners if 0 <= w < len(record.seats)]
        users: list[int] = []
        listed: list[str] = []
        for seat in winners:
            info = record.seats[seat]
            name = player_name(record, seat)
            mention = f"<@{info.user_id}>" if info.user_id is not None else None
            if mention is not None:
                users.append(info.user_id)  # type: ignore[arg-type]
            found = re.search(rf"(?<![\w@]){re.escape(name)}(?!\w)", headline)
            if found and mention is not None:
                headline = headline[: found.start()] + mention + headline[found.end() :]
            elif not found:
                listed.append(mention or name)
        w = words(table_language(record))
        if listed:
            headline += f" — {', '.join(listed)}"
        said = w("end-game-over", headline=headline).rstrip(".!") + "."
        others = [
            s.user_id
            for i, s in enumerate(record.seats)
            if s.user_id is not None and i not in winners and not s.left and s.user_id not in users
        ]
        if others:
            said += " " + w("end-also", mentions=", ".join(f"<@{u}>" for u in others))
            users.extend(others)
        return f"{said} {w('end-rematch')}", users

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
        w = words(table_language(record))
        max_players = int(record.options.get("max_players") or eng.max_seats)
        low, high = seat_range(eng, record.options)
        needs = (
            w("lobby-needs-exactly", low=low)
            if low == high
            else w("lobby-needs-range", low=low, high=high)
            if high < max_players
            else w("lobby-needs-at-least", low=low)
        )
        seats = "\n".join(
            f"{i + 1}. {'🤖 ' if s.user_id is None else ''}{s.name}{' 👑' if s.user_id == record.host_id else ''}"
            for i, s in enumerate(record.seats)
        )
        players = w("lobby-players", players=len(record.seats), max=max_players, needs=needs)
        embed = discord.Embed(
            title=w("lobby-title", title=self.title(w.lang)),
            description=f"{w('lobby-host', host=f'<@{record.host_id}>')}\n{players}\n{seats}",
            colour=EMBED_COLOUR,
        )
        opts = self.describe_options(record.options)
        if record.options.get(PINGS) is False:
            opts = [*opts, w("lobby-no-pings")]
        if opts:
            embed.add_field(name=w("lobby-options"), value="\n".join(opts)[:1024], inline=False)
        embed.set_footer(text=w("lobby-footer", id=record.id))
        items = [
            button(
                w("btn-join"), self.cid(record, "x", "join"), style=discord.ButtonStyle.success, emoji="🙋"
            ),
            button(w("btn-leave"), self.cid(record, "x", "leave"), emoji="🚪"),
            button(w("btn-add-ai"), self.cid(record, "x", "add_ai"), emoji="🤖"),
            button(w("btn-remove-ai"), self.cid(record, "x", "remove_ai")),
            button(
                w("btn-start"),
                self.cid(record, "x", "start"),
                style=discord.ButtonStyle.primary,
                emoji="▶️",
                row=1,
            ),
            button(w("btn-cancel"), self.cid(record, "x", "cancel"), style=discord.ButtonStyle.danger, row=1),
            discord.ui.Select(
                custom_id=self.cid(record, "x", "add_ai", "menu"),
                placeholder=w("lobby-add-ai-menu"),
                options=[
                    discord.SelectOption(
                        label=w(f"ai-strength-{s}"),
                        value=s,
                        description=w(f"ai-strength-{s}-desc"),
                        emoji=STRENGTH_EMOJI[s],
                    )
                    for s in STRENGTHS
                ],
                row=2,
            ),
        ]
        return Payload(embeds=[embed], items=items)

    def finished(self, record: SessionRecord, engine: Engine[Any] | None) -> Payload:
        """The results: who won, why the game ended, the standings, the session id, and Rematch.

        The same embed closes every player's DM hand (the presenter passes no engine there: it is
        rebuilt from the stored state).
        """
        eng = self.game.engine
        w = words(table_language(record))
        if record.status == "cancelled":
            embed = discord.Embed(
                title=w("lobby-closed", title=self.title(w.lang)), colour=discord.Colour.dark_grey()
            )
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
            title=w("over-title", title=self.title(w.lang)),
            description="\n".join(lines)[:4000],
            colour=EMBED_COLOUR,
        )
        embed.set_footer(text=w("over-footer", id=record.id))
        items: list[discord.ui.Item[Any]] = []
        if result is not None:
            items.append(
                button(
                    w("btn-rematch"),
                    self.cid(record, "x", "rematch"),
                    style=discord.ButtonStyle.primary,
                    emoji="🔁",
                )
            )
        return Payload(embeds=[embed], items=items)

    # ---- pictures (issue 32: shown when CAMPFIRE_IMAGES is on) ---------------------------------------
    def picture_key(self, record: SessionRecord, engine: Engine[Any]) -> str | None:
        """What names the running table's picture: it is drawn again (one upload) only when this
        changes. Default: the turn, so the picture shows the table as the turn began and a turn
        uploads at most one (docs/ARCHITECTURE.md C16.20). None: no picture now."""
        return f"t{engine.turn}"

    def table_picture(self, record: SessionRecord, engine: Engine[Any] | None) -> PictureSpec | None:
        """The picture of the table message: the game's card in the lobby, the table image while the
        game runs (`picture_key`), the final table in the results; None for a closed lobby."""
        if record.status == "lobby":
            return lobby_picture(self.key, table_language(record))
        if record.status == "cancelled":
            return None
        if engine is None:
            if record.state is None:
                return None
            try:
                engine = self.game.engine.load(record.state)
            except ValueError:
                return None
        key = (
            "end"
            if record.status == "finished" or engine.result is not None
            else self.picture_key(record, engine)
        )
        if key is None:
            return None
        names = [player_name(record, i) for i in range(len(record.seats))]
        last = record.recent_log[-1] if record.recent_log else None
        game, live = self.key, engine
        lang = table_language(record)  # the picture's words and its alt text in the table's language

        def prepare() -> Callable[[], tuple[bytes, str]]:
            from bot.art import table as art

            scene = art.scene(game, live.perspective(None), names, last, lang)
            return lambda: (art.draw(scene), art.alt_text(scene))

        return PictureSpec(f"table-{key}.png" if lang == DEFAULT else f"table-{key}-{lang}.png", prepare)

    def hand_cards(self, record: SessionRecord, engine: Engine[Any], seat: Seat) -> list[str] | None:
        """The card ids of a seat's hand as its hand message lists them (None: nothing to draw)."""
        return None

    def hand_picture(self, record: SessionRecord, engine: Engine[Any], seat: Seat) -> PictureSpec | None:
        """The picture of a seat's hand (its cards side by side), named by what it shows."""
        cards = self.hand_cards(record, engine, seat)
        if cards is None:
            return None
        from bot.art import hand as art

        game, ids, lang = self.key, list(cards), seat_language(record, seat)  # the seat's own language
        return PictureSpec(
            f"hand-{art.hand_key(game, ids, lang=lang)}.png",
            lambda: lambda: art.render_hand(game, ids, lang=lang),
        )

    async def dressed_hand(
        self,
        record: SessionRecord,
        engine: Engine[Any],
        seat: Seat,
        payload: Payload,
        *,
        message: discord.Message | None = None,
    ) -> tuple[Payload, dict[str, Any]]:
        """A hand drawn for an ephemeral answer (`message`: the one clicked, else a new one) as the
        message will show it, and its keyword arguments."""
        presenter = self.presenter
        if not presenter.images_on() and (message is None or not message.flags.value & V2_FLAG):
            return payload, payload.kwargs()
        payload = payload.with_picture(self.hand_picture(record, engine, seat))
        dressed = await presenter.dress(record, payload, seat, new=message is None, message=message)
        return dressed, dressed.kwargs(new=message is None)

    def my_hand_button(self, record: SessionRecord) -> discord.ui.Button[Any]:
        """The public "My hand" button (the ephemeral route when DMs are closed)."""
        return button(
            words(table_language(record))("btn-my-hand"), self.cid(record, "x", "hand"), emoji="🃏", row=4
        )

    # ---- routing ---------------------------------------------------------------------------------------
    async def on_click(
        self, interaction: discord.Interaction[Any], parsed: ParsedId, values: list[str]
    ) -> None:
        """Every click on this game's buttons lands here (inside the central error path).

        The session named by the custom_id must be one of this game's (a button of another game
        with this game's prefix is forged), and a click on a table that `/table` replaced is
        answered with the way to the current one (nothing is applied).
        """
        if interaction.channel_id is None:
            raise SessionError("forged_id")
        record = await self.sessions.identify(parsed.sid)  # the click index: no read once it is known
        if record is None:
            raise SessionError("stale_button")
        if record.game != self.key:
            raise SessionError("forged_id")
        await self.refuse_retired_table(interaction, record)
        if parsed.verb == "rematch":
            await self.rematch(interaction, parsed.sid)
            return
        if record.status == "finished":
            raise SessionError("game_over")
        try:
            await self.route(interaction, parsed, values, record)
        except SessionError as exc:
            if exc.code != "no_game":
                raise  # (a stale button is refused from the click index alone: no read)
            # The click index may not know yet that the game ended (another process ended it).
            current = await self.bot.storage.get_session(parsed.sid)
            if current is not None and current.status == "finished":
                raise SessionError("game_over") from None
            raise

    async def route(
        self,
        interaction: discord.Interaction[Any],
        parsed: ParsedId,
        values: list[str],
        record: SessionRecord,
    ) -> None:
        """A click of a lobby or a game that is not over, to its handler."""
        if parsed.verb in LOBBY_VERBS:
            await self.lobby_click(interaction, parsed, values)
        elif parsed.verb == "hand":
            await self.show_hand(interaction, parsed.sid)
        elif parsed.verb in SPECTATE_VERBS:
            await self.presenter.spectators.click(
                self, interaction, parsed, moderator=is_moderator(interaction)
            )
        elif parsed.verb == "forfeit":
            await self.forfeit(interaction, record)
        elif parsed.verb == "stay":
            await interaction.response.edit_message(
                **Payload(content=text(reader_language(interaction), "leave-stay")).kwargs()
            )
        else:
            await self.handle(interaction, parsed, values)

    async def refuse_retired_table(
        self, interaction: discord.Interaction[Any], record: SessionRecord
    ) -> None:
        """A click on a table that `/table` replaced (a client that still shows its buttons):
        SessionError("table_moved") with a link to the current table."""
        msg = interaction.message
        if msg is None or interaction.guild_id is None or msg.flags.ephemeral:
            return  # DM hands, ephemeral hands and confirmations are never tables
        if msg.id not in await self.retired_tables(record.id):
            return
        current = await self.bot.storage.message(record.id, "table")
        if current is None or not current[1]:
            raise SessionError("table_moved", link=f"`/{self.key} table` shows it")
        raise SessionError("table_moved", link=jump_link(record.guild_id, current[0], current[1]))

    async def lobby_click(
        self, interaction: discord.Interaction[Any], parsed: ParsedId, values: list[str] | None = None
    ) -> None:
        """Join/Leave/Add AI (the button: the default strength; the menu: the one picked)/Remove AI/
        Start/Cancel."""
        assert interaction.channel_id is not None
        strength = lobby_strength(parsed, values)
        outcome = await self.sessions.lobby(
            interaction.channel_id,
            parsed.sid,
            interaction.user.id,
            display_name(interaction.user),
            parsed.verb,
            moderator=is_moderator(interaction),
            strength=strength,
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
        msg = interaction.message
        # A hand (a DM, or an ephemeral hand) is answered with itself: drawn while the commit syncs.
        # A click on the table gets the table, drawn after the commit.
        hand = msg is not None and (interaction.guild_id is None or msg.flags.ephemeral)
        outcome = await self.sessions.submit(
            channel_id,
            interaction.user.id,
            make_action,
            session_id=parsed.sid,
            token=parsed.token,
            meanwhile=(lambda o: self.presenter.prepare_answer(o, interaction)) if hand else None,
        )
        self.annotate(outcome)
        await self.presenter.publish(outcome, interaction)
        return outcome

    async def channel_of(self, interaction: discord.Interaction[Any], session_id: str) -> int:
        """The game channel of a click (a DM click belongs to the session's channel)."""
        if interaction.guild_id is not None and interaction.channel_id is not None:
            return interaction.channel_id
        return await self.sessions.channel_of(session_id)

    def other_game(self, record: SessionRecord, command: str) -> SessionError:
        """The refusal in a channel that runs another game: which one, and its command."""
        game = self.sessions.games.get(record.game)
        title = game.engine.title if game is not None else record.game
        return SessionError("other_game_here", game=title, command=f"/{record.game} {command}")

    async def channel_game(self, interaction: discord.Interaction[Any], command: str) -> SessionRecord:
        """The live session of the command's channel, if it is this game's (else a refusal)."""
        if interaction.channel_id is None:
            raise SessionError("guild_only")
        record = await self.sessions.live(interaction.channel_id)
        if interaction.guild_id is None and not lessons.is_lesson(record):  # a DM holds only lessons
            raise SessionError("guild_only")
        if record.game != self.key:
            raise self.other_game(record, command)
        return record

    async def show_hand(self, interaction: discord.Interaction[Any], session_id: str | None) -> None:
        """The ephemeral "My hand": the seat's private view and its action buttons.

        From `/hand` in a DM (no session named) the player's running games of this game are
        looked up: one is shown, several are offered as buttons.
        """
        if session_id is None and interaction.guild_id is None:
            session_id = await self.pick_dm_game(interaction)
            if session_id is None:
                return
        channel_id = await self.channel_of(interaction, session_id) if session_id else interaction.channel_id
        if channel_id is None:
            raise SessionError("no_game")
        record, engine = await self.sessions.peek(channel_id, session_id)
        if record.game != self.key:
            raise self.other_game(record, "hand")
        seat = seated(record, interaction.user.id)
        if engine is None:
            raise SessionError("not_started")
        lang = reader_language(interaction)
        if record.seats[seat].lang != lang:  # the ephemeral hand speaks the clicker's language
            record = record.copy(seats=[*record.seats])
            record.seats[seat] = record.seats[seat].clone(lang=lang)
        payload = self.hand(record, engine, seat, dm=False)
        if payload is None:
            await reply(interaction, text(lang, "hand-nothing"))
            return
        _, kwargs = await self.dressed_hand(record, engine, seat, payload)
        await interaction.response.send_message(ephemeral=True, **kwargs)

    async def pick_dm_game(self, interaction: discord.Interaction[Any]) -> str | None:
        """`/hand` in a DM: the one running game of this game the player sits in (its id), or None
        after answering with a choice of several; a refusal when there is none."""
        user_id = interaction.user.id
        mine = await self.bot.storage.live_sessions_of(user_id, self.key)
        running = [r for r in mine if r.status == "running"]
        if not running:
            if mine:
                raise SessionError("not_started")
            raise SessionError("not_playing_anywhere", title=self.game.engine.title, game=self.key)
        if len(running) == 1:
            return running[0].id
        lang = reader_language(interaction)
        lines = [text(lang, "hand-which", title=self.title(lang), count=len(running))]
        items: list[discord.ui.Item[Any]] = []
        for record in running[:MAX_CHOICES]:
            channel = self.bot.get_channel(record.channel_id)
            guild = getattr(channel, "guild", None)
            where = f"#{getattr(channel, 'name', None) or record.channel_id}"
            if guild is not None:
                where += f" · {guild.name}"
            table = await self.bot.storage.message(record.id, "table")
            link = f" — {jump_link(record.guild_id, table[0], table[1])}" if table and table[1] else ""
            lines.append(f"• {where}{link}")
            items.append(button(where, self.cid(record, "x", "hand"), emoji="🃏"))
        payload = Payload(content="\n".join(lines)[:2000], items=items)
        await interaction.response.send_message(ephemeral=True, **payload.kwargs())
        return None

    async def rematch(self, interaction: discord.Interaction[Any], session_id: str) -> None:
        """Open a new lobby with the same options, for the players who were still playing.

        Only a player of the finished game (a human who was seated) or a moderator may: anyone
        else is refused and nothing is created. The clicking player hosts; a moderator who did
        not play opens it for the players (the first of them hosts). Seats: the AI players and
        the humans who played to the end; whoever left or lost their seat to an AI for timing
        out is not seated again (they can click Join).
        """
        old = await self.bot.storage.get_session(session_id)
        if old is None or old.status != "finished" or old.channel_id != interaction.channel_id:
            raise SessionError("stale_button")
        user_id = interaction.user.id
        played = old.seat_of(user_id) is not None
        if not played and not is_moderator(interaction):
            raise SessionError("rematch_players_only")
        seats = [
            s.clone(ai=s.user_id is None, idle_strikes=0, left=False)
            for s in old.seats
            if s.user_id is None or s.human
        ]
        host_id, host_name = user_id, display_name(interaction.user)
        if not played:
            first = next((s for s in seats if s.user_id is not None), None)
            if first is not None and first.user_id is not None:
                host_id, host_name = first.user_id, first.name
        try:
            record = await self.sessions.create_lobby(
                self.key,
                guild_id=interaction.guild_id,
                channel_id=old.channel_id,
                host_id=host_id,
                host_name=host_name,
                options=old.options,
                seats=seats,
            )
        except SessionError as exc:
            if exc.code == "channel_busy":
                await self.refuse_open_lobby(old, user_id)
            raise
        await self.presenter.answer_with_table(
            record, interaction, self.presenter.table_payload(record, None)
        )

    async def refuse_open_lobby(self, old: SessionRecord, user_id: int) -> None:
        """A Rematch after another player's: the channel's lobby of this game, opened since `old`
        ended, is the rematch. SessionError("rematch_open") with the link to it (or
        "rematch_open_seated" when the clicker already has a seat there); nothing is created.
        Returns (the caller's "channel_busy" stands) when the channel holds something else."""
        try:
            live = await self.sessions.live(old.channel_id)
        except SessionError:
            return
        if live.game != self.key or live.status != "lobby":
            return
        table = await self.bot.storage.message(live.id, "table")
        link = (
            jump_link(live.guild_id, table[0], table[1])
            if table is not None and table[1]
            else "it is the newest lobby in this channel"
        )
        code = "rematch_open_seated" if live.seat_of(user_id) is not None else "rematch_open"
        raise SessionError(code, link=link)

    async def forfeit(self, interaction: discord.Interaction[Any], record: SessionRecord) -> None:
        """The `/leave` confirmation's "Leave the game": an AI plays the seat from now on."""
        if record.status != "running":
            raise SessionError("game_over" if record.status in ("finished", "cancelled") else "not_started")
        outcome = await self.sessions.set_seat(record.channel_id, interaction.user.id, "forfeit")
        lang = reader_language(interaction)
        done = Payload(content=text(lang, "leave-done", game=self.key, start=text(lang, "cmd-start")))
        await respond(interaction, lambda: interaction.response.edit_message(**done.kwargs()))
        await self.presenter.publish(outcome, None)

    async def open_lobby(
        self, interaction: discord.Interaction[Any], options: dict[str, Any], *, thread: bool | None = None
    ) -> None:
        """The body of every game's `start` command. `thread` is the command's `thread` option: True
        opens the game in a new thread, False right here, None as the server's settings say."""
        if interaction.channel_id is None or interaction.guild_id is None:
            raise SessionError("guild_only")
        options = {**await serversettings.session_options(self.bot, interaction.guild_id), **options}
        if thread is None:
            thread = await serversettings.wants_thread(self.bot, interaction.guild_id)
        if thread and (await gamethreads.open_in_thread(self, interaction, options)):
            return
        record = await self.sessions.create_lobby(
            self.key,
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id,
            host_id=interaction.user.id,
            host_name=display_name(interaction.user),
            options=options,
        )
        await self.presenter.answer_with_table(
            record, interaction, self.presenter.table_payload(record, None)
        )

    # ---- common slash commands ------------------------------------------------------------------------
    @app_commands.command(name="hand", description="Show your hand (only you can see it)")
    async def hand_command(self, interaction: discord.Interaction[Any]) -> None:
        """/<game> hand."""
        await run_guarded(interaction, self.key, self.show_hand(interaction, None))

    @app_commands.command(name="table", description="Post the game table again at the bottom of the channel")
    async def table_command(self, interaction: discord.Interaction[Any]) -> None:
        """/<game> table: the new table is the answer; the old one becomes a link to it."""

        async def work() -> None:
            if interaction.channel_id is None:
                raise SessionError("guild_only")
            record, engine = await self.sessions.peek(interaction.channel_id)
            if record.game != self.key:
                raise self.other_game(record, "table")
            old = await self.bot.storage.message(record.id, "table")
            shown = await self.bot.storage.message(record.id, PICTURE, TABLE)
            layout = old is not None and shown is not None and shown[1] == old[1]
            msg = await self.presenter.answer_with_table(
                record, interaction, self.presenter.table_payload(record, engine)
            )
            if old is not None and old[1] and msg is not None and msg.id != old[1]:
                await self.retire_table(record, old[0], old[1], msg.channel.id, msg.id, layout=layout)

        await run_guarded(interaction, self.key, work())

    async def retired_tables(self, session_id: str) -> set[int]:
        """The message ids of a session's tables that `/table` replaced: read once per session and
        kept (this process's `/table` adds to them); read every time when other processes share
        the database, since their `/table` may have added one."""
        cache: dict[str, set[int]] = self.bot.retired_tables
        known = cache.get(session_id)
        if known is None or self.bot.storage.shared:
            known = await self.bot.storage.seats_of_role(session_id, RETIRED)
            if not self.bot.storage.shared:
                if len(cache) >= RETIRED_CACHE:
                    cache.pop(next(iter(cache)))
                cache[session_id] = known
        return known

    async def retire_table(
        self,
        record: SessionRecord,
        channel_id: int,
        message_id: int,
        new_channel_id: int,
        new_id: int,
        *,
        layout: bool = False,
    ) -> None:
        """Edit a replaced table into a link to the new one, without buttons (a click on a button
        a client still shows is answered by `refuse_retired_table`). `layout`: the old table is a
        Components V2 layout (images on when it was made), which cannot go back to plain content:
        the link is then a layout too, without the picture."""
        await self.bot.storage.set_message(record.id, RETIRED, message_id, channel_id, message_id, "")
        self.bot.retired_tables.setdefault(record.id, set()).add(message_id)
        link = jump_link(record.guild_id, new_channel_id, new_id)
        lang = table_language(record)
        pointer = Payload(content=text(lang, "table-moved", title=self.title(lang), link=link))
        if layout:  # a layout table (images on) can only be edited as a layout, and loses its picture
            pointer = pointer.dressed(None, upload=False)
        partial = self.bot.get_partial_messageable(channel_id).get_partial_message(message_id)
        try:
            await partial.edit(**pointer.kwargs())
        except discord.NotFound:
            log.info("Replaced table already gone session=%s", record.id)
        except DISCORD_FAULTS as exc:
            log.warning("Could not retire the replaced table session=%s (%s)", record.id, describe_fault(exc))

    @app_commands.command(name="leave", description="Leave the running game (after a confirmation)")
    async def leave_command(self, interaction: discord.Interaction[Any]) -> None:
        """/<game> leave: a private confirmation; "Leave the game" (`forfeit`) or "Stay"."""

        async def work() -> None:
            record = await self.channel_game(interaction, "leave")
            if record.status == "lobby":
                raise SessionError("leave_in_lobby")
            seat = seated(record, interaction.user.id)
            if record.seats[seat].left:
                raise SessionError("already_left")
            w = words(reader_language(interaction))
            ask = Payload(
                content=w("leave-ask", game=self.key, takeback=w("cmd-takeback")),
                items=[
                    button(
                        w("btn-leave-game"),
                        self.cid(record, "x", "forfeit"),
                        style=discord.ButtonStyle.danger,
                        emoji="🚪",
                    ),
                    button(w("btn-stay"), self.cid(record, "x", "stay"), style=discord.ButtonStyle.secondary),
                ],
            )
            await interaction.response.send_message(ephemeral=True, **ask.kwargs())

        await run_guarded(interaction, self.key, work())

    @app_commands.command(name="takeback", description="Take your seat back from the AI after timing out")
    async def takeback_command(self, interaction: discord.Interaction[Any]) -> None:
        """/<game> takeback: refused with the reason when there is nothing to take back."""

        async def work() -> None:
            record = await self.channel_game(interaction, "takeback")
            if record.status == "lobby":
                raise SessionError("not_started")
            seat = seated(record, interaction.user.id)
            if record.seats[seat].left:
                raise SessionError("takeback_left", game=self.key)
            if not record.seats[seat].ai:
                raise SessionError("takeback_not_needed", game=self.key)
            outcome = await self.sessions.set_seat(record.channel_id, interaction.user.id, "takeback")
            ok = text(reader_language(interaction), "takeback-done")
            await respond(interaction, lambda: reply(interaction, ok))
            await self.presenter.publish(outcome, None)

        await run_guarded(interaction, self.key, work())

    @app_commands.command(name="end", description="End the game in this channel (host or moderator)")
    async def end_command(self, interaction: discord.Interaction[Any]) -> None:
        """/<game> end."""

        async def work() -> None:
            record = await self.channel_game(interaction, "end")
            assert interaction.channel_id is not None
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
            done = text(reader_language(interaction), "end-done")
            await respond(interaction, lambda: reply(interaction, done))
            await self.presenter.publish(outcome, None)

        await run_guarded(interaction, self.key, work())

    @app_commands.command(name="rules", description="A short summary of the rules and options")
    async def rules_command(self, interaction: discord.Interaction[Any]) -> None:
        """/<game> rules."""

        async def work() -> None:
            lang = reader_language(interaction)
            embed = discord.Embed(
                title=text(lang, "rules-title", title=self.title(lang)),
                description=catalog().document(lang, self.key, "rules")[:4000],
                colour=EMBED_COLOUR,
            )
            await interaction.response.send_message(embed=embed, ephemeral=True)

        await run_guarded(interaction, self.key, work())

    @app_commands.command(
        name="learn", description="Learn to play: a short guided game against AIs, in your DMs"
    )
    async def learn_command(self, interaction: discord.Interaction[Any]) -> None:
        """/<game> learn: a lesson in the learner's DM (bot/lessons.py)."""
        await run_guarded(interaction, self.key, lessons.open_lesson(self, interaction))

    @app_commands.command(name="stats", description="Results of this game on this server")
    async def stats_command(self, interaction: discord.Interaction[Any]) -> None:
        """/<game> stats."""

        async def work() -> None:
            storage = self.bot.storage
            total = await storage.games_played(interaction.guild_id, self.key)
            rows = await storage.stats(interaction.guild_id, self.key) if total else []
            games = await storage.last_games(interaction.guild_id, self.key, LAST_GAMES) if total else []
            w = words(reader_language(interaction))
            embed = discord.Embed(
                title=w("stats-title", title=self.title(w.lang)),
                description=stats_text(total, rows, games, w)[:4000],
                colour=EMBED_COLOUR,
            )
            await interaction.response.send_message(embed=embed, ephemeral=True)

        await run_guarded(interaction, self.key, work())


LAST_GAMES = 5
"""Finished games `/<game> stats` lists, newest first."""


def stats_text(
    total: int, rows: list[tuple[str, int, int, int, int]], games: list[FinishedGame], w: Words | None = None
) -> str:
    """`/<game> stats`: the games finished, each player's wins and games (a seat an AI finished
    after a timeout or `/leave` counts, and says so), and the last games with their winners (an
    AI too). Nothing finished yet: one line."""
    w = w or words("en")
    if not total:
        return w("stats-none")
    lines = [w("stats-total", total=total)]
    for i, (name, played, won, _user, by_ai) in enumerate(rows):
        key = "stats-row-ai" if by_ai else "stats-row"
        lines.append(w(key, rank=i + 1, name=name, won=won, played=played, by_ai=by_ai))
    if games:
        lines.extend(["", w("stats-last")])
    for game in games:
        when = discord_time(game.finished_at)
        when = f"{when}: " if when else ""
        winners = [seat_label(s, w) for s in game.winners]
        others = [seat_label(s, w) for s in game.seats if not s.won]
        head = w("stats-winners", names=w.names(winners)) if winners else w("stats-nobody")
        rest = " " + w("stats-with", others=", ".join(others)) if others else ""
        lines.append(f"• {when}{head}{rest}")
    return "\n".join(lines)


def seat_label(seat: ResultSeat, w: Words | None = None) -> str:
    """A seat in the stats' game list: "🤖 AI 1" for an AI player, "Bob (finished by the AI)"
    for a human whose seat an AI finished."""
    if seat.user_id is None:
        return f"🤖 {seat.name}"
    return (w or words("en"))("stats-finished-by-ai", name=seat.name) if seat.ai else seat.name
