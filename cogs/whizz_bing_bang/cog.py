"""Whizz Bing Bang cog: `/whizz_bing_bang …`, the table buttons, typed words and the real-time clock.

Timing (whizz_bing_bang.md §9, DISCORD.md "Whizz Bing Bang ranking by message timestamp"):

* every input is stamped with Discord's own clock: a click with its interaction snowflake, a
  typed word with its message snowflake; the engine ranks by (timestamp, snowflake), never by
  arrival;
* the reveal instant of each prompt is Discord's answer to the table edit that showed it (the
  edited message's `edited_at`), applied as the engine's `Shown` system action;
* rulings wait for the grace period: the engine says when (`next_tick_ms`) and the timers turn
  that into a persisted deadline that applies `Tick` (see `timers.py`); AI seats' reactions are
  persisted deadlines too, so the AI never acts before its planned instant.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.gamecog import GameCog, check_range, display_name, is_moderator
from bot.sessions import GameTimers, Outcome, SessionError
from bot.storage import SessionRecord
from bot.ui import ParsedId, Payload, run_guarded
from cogs.whizz_bing_bang import render
from cogs.whizz_bing_bang.messages import MESSAGES, RULES
from cogs.whizz_bing_bang.timers import WhizzBingBangTimers, snowflake_ms
from engines.base import Action, Engine, Event, RuleViolation, Seat
from engines.whizz_bing_bang import GAME
from engines.whizz_bing_bang.actions import Call, PickToken, Punish, Shown, Slap

if TYPE_CHECKING:
    from bot.client import CampfireBot

log = logging.getLogger(__name__)

WORDS = {"whizz": "whizz", "whiz": "whizz", "bing": "bing", "bang": "bang", "boom": "boom"}
"""Typed words (§9.1); `boom` is a slap."""
ANNOUNCED = {"mistake_ruled", "boom_ranked", "token_given", "nobody_punished", "round_scored"}
"""Events worth a short follow-up message (the table itself is edited, never re-posted)."""
EPOCH = dt.datetime(1970, 1, 1, tzinfo=dt.UTC)
IDLE_LIMIT = 3
"""A human ruled "too slow" this many times in a row, with no input in between, gets an AI."""
INPUT_VERBS = ("call", "slap", "punish", "pick")


def _no_ai_now(engine: Engine[Any], seat: Seat, rng: Any) -> Action | None:
    """AI seats never act inside a request: their inputs are timed deadlines (timers.py)."""
    return None


def ms_of(when: dt.datetime) -> int:
    """Unix milliseconds of an aware datetime (exact, no float rounding)."""
    return (when - EPOCH) // dt.timedelta(milliseconds=1)


def build_input(verb: str, arg: str | None, at_ms: int, snowflake: int) -> Action:
    """The engine input for a button verb or a typed word."""
    if verb == "pick" and arg is not None and arg.isdigit() and int(arg) < 4:
        return PickToken(slot=int(arg), at_ms=at_ms, snowflake=snowflake)
    if verb == "call" and arg in ("whizz", "bing", "bang"):
        return Call(sound=arg, at_ms=at_ms, snowflake=snowflake)
    if verb == "slap":
        return Slap(at_ms=at_ms, snowflake=snowflake)
    if verb == "punish":
        return Punish(at_ms=at_ms, snowflake=snowflake)
    raise SessionError("forged_id")


def ms(seconds: float) -> int:
    """Seconds (a checked, finite option) as whole milliseconds."""
    return round(seconds * 1000)


def parse_handicaps(text: str | None) -> list[int]:
    """ "0, 300, 0" → [0, 300, 0] (ms, 0–2000 each); SessionError("bad_handicaps") otherwise."""
    if not text or not text.strip():
        return []
    try:
        values = [int(x) for x in text.replace(";", ",").split(",")]
    except ValueError:
        raise SessionError("bad_handicaps") from None
    if not all(0 <= v <= 2000 for v in values) or len(values) > 6:
        raise SessionError("bad_handicaps")
    return values


class WhizzBingBangCog(
    GameCog, group_name="whizz_bing_bang", group_description="Whizz Bing Bang: read the card, fast!"
):
    """Whizz Bing Bang on Discord (the one real-time game)."""

    game = dataclasses.replace(GAME, choose_ai_action=_no_ai_now)
    messages = MESSAGES
    rules_text = RULES

    def __init__(self, bot: CampfireBot) -> None:
        super().__init__(bot)
        self._timers = WhizzBingBangTimers(GAME.choose_ai_action)

    # ---- wiring ---------------------------------------------------------------------------------
    def timers(self) -> GameTimers | None:
        """Ticks and AI reactions as persisted deadlines."""
        return self._timers

    def turn_prompt(self, record: SessionRecord, engine: Engine[Any], decision: Any) -> str | None:
        """No turn pings: the game is real time (everyone watches the table)."""
        return None

    async def present_timeout(self, outcome: Outcome) -> None:
        """Deadline outcomes go through `present` too (Discord's reveal time, announcements)."""
        await self.present(outcome, None)

    # ---- the start command ----------------------------------------------------------------------
    @app_commands.command(name="start", description="Open a Whizz Bing Bang table in this channel")
    @app_commands.describe(
        two_players="Allow a 2-player table (house option)",
        setup="Setup n°1 or n°2 (display only)",
        expert="Expert timing: 1.5 s instead of 2 s before 'too slow'",
        latency_allowance="Seconds added to the slowness limit for the network (0.5–2, default 1)",
        slap_window="Seconds to slap a Boom (default 3)",
        punish_window="Seconds to press Punish! after a mistake (default 5)",
        grace="Seconds the bot waits after a deadline for late inputs before ruling (0–2, default 1)",
        anticipation_guard_ms="A slap this soon after a reveal was aimed at the card before (ms, 0 = off)",
        typed_words="Also accept typed whizz/bing/bang/boom (default: on if the bot can read messages)",
        end_points="The game ends when someone reaches this total (default 15)",
        first_player="Seat number of the first player (default: random)",
        ai_reaction_ms="AI players' mean reaction time in ms (default 650)",
        ai_reaction_sd_ms="Spread of the AI reaction time in ms (default 180)",
        ai_error_percent="Chance in % that an AI errs on a prompt (default 4)",
        token_hunt="Token hunt: to punish, find your next token among your face-down tokens",
        handicaps_ms="Per-seat handicap in ms for slow connections, e.g. 0,300,0 (one per player)",
    )
    @app_commands.choices(
        setup=[
            app_commands.Choice(name="Setup n°1 (discard face up)", value="setup_1"),
            app_commands.Choice(name="Setup n°2 (draw pile face up)", value="setup_2"),
        ]
    )
    async def start(
        self,
        interaction: discord.Interaction[Any],
        two_players: bool = False,
        setup: str = "setup_1",
        expert: bool = False,
        latency_allowance: app_commands.Range[float, 0.5, 2.0] = 1.0,
        slap_window: app_commands.Range[float, 0.5, 10.0] = 3.0,
        punish_window: app_commands.Range[float, 1.0, 30.0] = 5.0,
        grace: app_commands.Range[float, 0.0, 2.0] = 1.0,
        anticipation_guard_ms: app_commands.Range[int, 0, 500] = 120,
        typed_words: bool | None = None,
        end_points: app_commands.Range[int, 1, 99] = 15,
        first_player: app_commands.Range[int, 1, 6] | None = None,
        ai_reaction_ms: app_commands.Range[int, 150, 3000] = 650,
        ai_reaction_sd_ms: app_commands.Range[int, 0, 1000] = 180,
        ai_error_percent: app_commands.Range[int, 0, 100] = 4,
        token_hunt: bool = False,
        handicaps_ms: str | None = None,
    ) -> None:
        """/whizz_bing_bang start."""

        async def work() -> None:
            can_read = self.bot.message_content_enabled
            if typed_words and not can_read:
                raise SessionError("typed_words_unavailable")
            options: dict[str, Any] = {
                "two_players": two_players,
                "setup": setup if setup in ("setup_1", "setup_2") else "setup_1",
                "timing": "expert" if expert else "beginner",
                "latency_allowance_ms": ms(check_range("latency_allowance", latency_allowance, 0.5, 2.0)),
                "slap_window_ms": ms(check_range("slap_window", slap_window, 0.5, 10.0)),
                "punish_window_ms": ms(check_range("punish_window", punish_window, 1.0, 30.0)),
                "grace_ms": ms(check_range("grace", grace, 0.0, 2.0)),
                "slap_anticipation_guard_ms": check_range(
                    "anticipation_guard_ms", anticipation_guard_ms, 0, 500
                ),
                "typed_words": can_read if typed_words is None else typed_words,
                "end_points": check_range("end_points", end_points, 1, 99),
                "ai_reaction_ms": check_range("ai_reaction_ms", ai_reaction_ms, 150, 3000),
                "ai_reaction_sd_ms": check_range("ai_reaction_sd_ms", ai_reaction_sd_ms, 0, 1000),
                "ai_error_rate": check_range("ai_error_percent", ai_error_percent, 0, 100) / 100,
                "token_hunt": token_hunt,
                "player_handicap_ms": parse_handicaps(handicaps_ms),
            }
            if first_player is not None:
                options["first_player"] = "host_choice"
                options["first_seat"] = check_range("first_player", first_player, 1, 6) - 1
            await self.open_lobby(interaction, options)

        await run_guarded(interaction, self.key, work())

    def describe_options(self, options: dict[str, Any]) -> list[str]:
        """Lobby lines for the options."""
        o = options
        slow = (2000 if o.get("timing") != "expert" else 1500) + int(o.get("latency_allowance_ms", 1000))
        lines = [
            f"⏱️ Too slow after **{slow / 1000:g} s** ({o.get('timing', 'beginner')} + "
            f"{int(o.get('latency_allowance_ms', 1000)) / 1000:g} s allowance)",
            f"💥 Slap window {int(o.get('slap_window_ms', 3000)) / 1000:g} s · ⚖️ punish window "
            f"{int(o.get('punish_window_ms', 5000)) / 1000:g} s · grace {int(o.get('grace_ms', 1000)) / 1000:g} s"
            f" · anticipation guard {o.get('slap_anticipation_guard_ms', 120)} ms",
            f"⌨️ Typed words: {'on' if o.get('typed_words') else 'off (buttons only)'}",
            f"🏁 Ends at {o.get('end_points', 15)} points · "
            f"{'Setup n°2' if o.get('setup') == 'setup_2' else 'Setup n°1'}"
            + (" · 2 players allowed" if o.get("two_players") else ""),
            f"🤖 AI: {o.get('ai_reaction_ms', 650)} ± {o.get('ai_reaction_sd_ms', 180)} ms,"
            f" {float(o.get('ai_error_rate', 0.04)) * 100:g}% errors",
        ]
        if o.get("token_hunt"):
            lines.append("🔎 Token hunt: to punish, find your next token among your face-down tokens")
        if o.get("player_handicap_ms"):
            lines.append("🐢 Handicaps (ms, by seat): " + ", ".join(str(v) for v in o["player_handicap_ms"]))
        if o.get("first_player") == "host_choice":
            lines.append(f"▶ First player: seat {int(o.get('first_seat', 0)) + 1}")
        return lines

    # ---- renderers ------------------------------------------------------------------------------
    def event_line(self, event: Event, record: SessionRecord) -> str | None:
        """The engine's line with the players' names."""
        line = self.game.render_event(event, None)
        return render.with_names(line, record) if line else None

    def table(self, record: SessionRecord, engine: Engine[Any]) -> Payload:
        """The running table."""
        return render.table(record, engine.view_for(None))  # type: ignore[arg-type]

    def hand(self, record: SessionRecord, engine: Engine[Any], seat: Seat, *, dm: bool) -> Payload | None:
        """Only token hunt has something private (the face-down token row), shown ephemerally."""
        if dm or not record.options.get("token_hunt"):
            return None
        return render.token_row(record, engine.view_for(seat), seat)  # type: ignore[arg-type]

    def final_lines(self, record: SessionRecord, engine: Engine[Any] | None) -> list[str]:
        """Final totals."""
        return render.final_lines(record, engine.view_for(None)) if engine is not None else []  # type: ignore[arg-type]

    # ---- inputs ---------------------------------------------------------------------------------
    async def handle(
        self, interaction: discord.Interaction[Any], parsed: ParsedId, values: list[str]
    ) -> None:
        """Whizz / Bing / Bang / BOOM / Punish! on the table, timed by the interaction's snowflake."""
        token = parsed.token
        if parsed.verb not in INPUT_VERBS or not token.startswith("t") or not token[1:].isdigit():
            raise SessionError("forged_id")
        shown_turn = int(token[1:])
        at_ms = snowflake_ms(interaction.id)
        action = build_input(parsed.verb, parsed.arg, at_ms, interaction.id)

        def make(engine: Engine[Any], seat: Seat) -> Action:
            if shown_turn > engine.turn:
                raise SessionError("forged_id")
            if shown_turn < engine.turn:
                # Pressed on an older table. Made before the current prompt began: the engine
                # judges it at its own instant (W25). Made after: the player reacted to a table
                # that had already changed, so it is refused, not punished.
                start = engine.phase_start_ms()
                if start is None or at_ms >= start:
                    raise SessionError("stale_button")
            return action

        channel_id = await self.channel_of(interaction, parsed.sid)
        outcome = await self.sessions.submit(channel_id, interaction.user.id, make, session_id=parsed.sid)
        await self.present(outcome, interaction)
        if parsed.verb == "punish" and outcome.record.options.get("token_hunt"):
            await self.open_token_row(interaction, outcome)

    async def open_token_row(self, interaction: discord.Interaction[Any], outcome: Outcome) -> None:
        """Token hunt: a Punish! press in a race opens the presser's face-down token row (ephemeral)."""
        record, engine = outcome.record, outcome.engine
        seat = record.seat_of(interaction.user.id)
        if engine is None or seat is None or record.status != "running":
            return
        view: Any = engine.view_for(seat)
        if view.phase != "punish" or view.culprit == seat:
            return
        payload = render.token_row(record, view, seat)
        await interaction.followup.send(ephemeral=True, **payload.kwargs())

    async def lobby_click(self, interaction: discord.Interaction[Any], parsed: ParsedId) -> None:
        """As the base class, but the first table's Discord time starts the first player's timer."""
        assert interaction.channel_id is not None
        outcome = await self.sessions.lobby(
            interaction.channel_id,
            parsed.sid,
            interaction.user.id,
            display_name(interaction.user),
            parsed.verb,
            moderator=is_moderator(interaction),
        )
        await self.present(outcome, interaction)

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Typed words (§9.1), only with the Message Content intent, timed by the message snowflake."""
        if not self.bot.message_content_enabled:
            return
        if message.author.bot or message.guild is None:
            return
        word = WORDS.get(message.content.strip().lower().strip("!.?¡ *_~"))
        if word is None:
            return
        record = await self.bot.storage.live_session(message.channel.id)
        if record is None or record.game != self.key or record.status != "running":
            return
        if not record.options.get("typed_words"):
            return
        at_ms = snowflake_ms(message.id)
        verb, arg = ("slap", None) if word == "boom" else ("call", word)
        action = build_input(verb, arg, at_ms, message.id)
        try:
            outcome = await self.sessions.submit(
                message.channel.id, message.author.id, lambda e, s: action, session_id=record.id
            )
        except (SessionError, RuleViolation) as exc:
            log.debug("typed word refused session=%s code=%s", record.id, exc.code)
            return
        await self.present(outcome, None)

    # ---- presenting -----------------------------------------------------------------------------
    async def present(self, outcome: Outcome, interaction: discord.Interaction[Any] | None) -> None:
        """Publish (one table edit), announce rulings, then feed Discord's edit time as the reveal."""
        record = outcome.record
        engine = outcome.engine
        turn: int | None = None
        if engine is not None and record.status == "running":
            view: Any = engine.view_for(None)
            turn = engine.turn if view.shown_pending else None
        edited = await self.presenter.publish(outcome, interaction)
        text = self.announcement(outcome)
        if text:
            await self.announce(record, text, interaction)
        if turn is not None and edited is not None:
            when = edited.edited_at or edited.created_at
            await self.shown(record.id, turn, ms_of(when))

    def before_commit(self, outcome: Outcome) -> None:
        """Idle players (persisted with the outcome): "too slow" rulings in a row, with no input of
        theirs in between, hand the seat to the AI after IDLE_LIMIT (`takeback` returns it)."""
        record = outcome.record
        for step in outcome.steps:
            if step.seat is not None:
                record.seats[step.seat].idle_strikes = 0
        for event in outcome.events:
            if event.kind != "mistake_ruled" or getattr(event, "cause", None) != "too_slow":
                continue
            seat = int(getattr(event, "culprit", -1))
            if not 0 <= seat < len(record.seats) or not record.seats[seat].human:
                continue
            info = record.seats[seat]
            info.idle_strikes += 1
            if info.idle_strikes >= IDLE_LIMIT:
                info.ai = True
                info.idle_strikes = 0
                outcome.notes.append(
                    f"🤖 <@{info.user_id}> was too slow {IDLE_LIMIT} times in a row: an AI plays their seat now"
                    " (`/whizz_bing_bang takeback` to return)."
                )
                outcome.mentions.append(info.user_id or 0)

    def announcement(self, outcome: Outcome) -> str | None:
        """One short message for the rulings of an outcome (mistakes, Boom rankings, rounds)."""
        lines = []
        for event in outcome.events:
            if event.kind in ANNOUNCED and event.audience.sees(None):
                line = self.event_line(event, outcome.record)
                if line:
                    lines.append(line)
        return "\n".join(lines)[:2000] if lines else None

    async def announce(
        self, record: SessionRecord, text: str, interaction: discord.Interaction[Any] | None
    ) -> None:
        """A follow-up of the click when there is one, else a short channel message."""
        if interaction is not None and interaction.response.is_done():
            try:
                await interaction.followup.send(text, allowed_mentions=discord.AllowedMentions.none())
                return
            except discord.HTTPException:
                log.info("Follow-up failed session=%s; posting instead", record.id)
        await self.presenter.announce(record, text)

    async def shown(self, session_id: str, turn: int, at_ms: int) -> None:
        """Tell the engine when Discord showed the prompt of `turn` (W14, W27), if still current."""

        def make(engine: Engine[Any], record: SessionRecord) -> list[tuple[Seat | None, Action]]:
            view: Any = engine.view_for(None)
            if engine.result is not None or engine.turn != turn or not view.shown_pending:
                return []
            start = engine.phase_start_ms()
            if start is not None and at_ms < start:
                return []  # Discord's clock says earlier than the call itself: keep the call's time
            return [(None, Shown(turn=turn, at_ms=at_ms))]

        outcome = await self.sessions.system(session_id, make)
        if outcome is not None:
            await self.present(outcome, None)
