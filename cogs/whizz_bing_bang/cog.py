"""Whizz Bing Bang cog: `/whizz_bing_bang …`, the table buttons, typed words and the real-time clock.

Timing (whizz_bing_bang.md §9, docs/ARCHITECTURE.md C16.22):

* every input is stamped with Discord's own clock: a click with its interaction snowflake, a
  typed word with its message snowflake; the engine ranks by (timestamp, snowflake), never by
  arrival;
* the reveal instant of each prompt is Discord's answer to the table edit that showed it (the
  edited message's `edited_at`), applied as the engine's `Shown` system action;
* rulings wait for the grace period: the engine says when (`next_tick_ms`) and the timers turn
  that into a persisted deadline that applies `Tick` (see `timers.py`); AI seats' reactions are
  persisted deadlines too, so the AI never acts before its planned instant.

Feedback (every press is answered, cheaply): a correct call is answered by the table edit that
reveals the next card (one request). Any other press is answered to the presser alone: "🌀 Whizz
received at +0.42 s …" as an ephemeral response (or, when the press changed the table, the table
edit plus an ephemeral follow-up), and that message is edited with the ruling when it comes (all
interaction endpoints, within the 15-minute token; kept in memory, so a restart forgets them).
Mistakes, rankings, races and round scores are shown in the table edit; a new channel message is
posted only to ping someone (a human ruled too slow, an AI taking a seat).
"""

from __future__ import annotations

import asyncio
import dataclasses
import datetime as dt
import logging
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.gamecog import THREAD_DESCRIPTION, GameCog, check_range, display_name, is_moderator, lobby_strength
from bot.i18n import LANGUAGES, PSEUDO, Words, known_language, seat_language, table_language, words
from bot.sessions import GameTimers, Outcome, SessionError
from bot.storage import SessionRecord
from bot.translator import choice
from bot.ui import DISCORD_FAULTS, ParsedId, Payload, describe_fault, reply_failure, respond, run_guarded
from cogs.whizz_bing_bang import render
from cogs.whizz_bing_bang.timers import WhizzBingBangTimers, choose_at_strength, snowflake_ms
from engines.base import Action, Engine, Event, RuleViolation, Seat
from engines.whizz_bing_bang import GAME
from engines.whizz_bing_bang.actions import Call, PickToken, Punish, Shown, Slap
from engines.whizz_bing_bang.catalog import double_tap_default, late_claim_default
from engines.whizz_bing_bang.state import button_key

if TYPE_CHECKING:
    from bot.client import CampfireBot

log = logging.getLogger(__name__)

WORDS = {"whizz": "whizz", "whiz": "whizz", "bing": "bing", "bang": "bang", "boom": "boom"}
"""Typed words (§9.1) in English, accepted at every table; `boom` is a slap. A table also accepts
its own language's words (`typed_sound`, render.typed_words)."""
TYPED_STRIP = "!.?¡¿ *_~"
EPOCH = dt.datetime(1970, 1, 1, tzinfo=dt.UTC)
IDLE_LIMIT = 3
"""A human ruled "too slow" this many times in a row, with no input in between, gets an AI."""
INPUT_VERBS = ("call", "slap", "punish", "pick")
ACK_LIFETIME_S = 14 * 60.0
"""A press's acknowledgement is edited with its ruling only while its token lives (15 min)."""
NO_MENTIONS = discord.AllowedMentions.none()
RECENT_OUTCOMES = 8
"""How many of a session's last outcomes a press answered late looks through for its ruling."""


@dataclass
class Press:
    """A button press waiting for its ruling; its acknowledgement is edited when the ruling comes."""

    session_id: str
    seat: Seat
    snowflake: int
    head: str
    """'🌀 **Whizz** received at **+0.42 s** after the card was shown'."""
    interaction: discord.Interaction[Any]
    message: discord.WebhookMessage | None = None
    """The ephemeral follow-up that carries the acknowledgement (None: the interaction's response)."""
    text: str = ""
    """What the acknowledgement shows now."""
    born: float = 0.0


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


@cache
def any_typed_word() -> frozenset[str]:
    """Every word a table in any language accepts as a call (a cheap test before the table lookup)."""
    found = set(WORDS)
    for lang in (*LANGUAGES, PSEUDO):
        found |= set(render.typed_words(words(lang)))
    return frozenset(found)


def typed_sound(text: str, w: Words) -> str | None:
    """The sound a typed message calls (lower case, punctuation stripped): an English word
    (`WORDS`, at every table) or one of the table language's words for it; None: not a call."""
    return WORDS.get(text) or render.typed_words(w).get(text)


def double_tap(view: Any, action: Action) -> bool:
    """Whether `action` repeats, within the W30 window, a press of the same button (counted or not)."""
    a: Any = action
    last = view.my_last_press_ms.get(button_key(a.kind, getattr(a, "sound", None), getattr(a, "slot", None)))
    window = view.timing.double_tap_ms
    return last is not None and window > 0 and 0 <= a.at_ms - last < window


def late_claim(view: Any, action: Action) -> bool:
    """Whether `action` is a Punish! made within the W31 window after the last race was ruled: the
    engine answers it (a late claim, with the winner), even when pressed on the table as it was."""
    ruled = view.race_ruled_ms
    at = getattr(action, "at_ms", None)
    return (
        action.kind == "punish"
        and ruled is not None
        and at is not None
        and 0 <= at - ruled < view.timing.late_claim_ms
    )


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

    game = dataclasses.replace(GAME, choose_ai_action=_no_ai_now, easy_ai=None, hard_ai=None)
    """The session layer's view of the game: its AI seats never act inside a commit (the timers
    plan their inputs, at each seat's strength)."""

    def __init__(self, bot: CampfireBot) -> None:
        super().__init__(bot)
        self._timers = WhizzBingBangTimers(choose_at_strength)
        self._presses: dict[str, dict[int, Press]] = {}
        """Per session, the presses whose acknowledgement waits for a ruling, by snowflake."""
        self._recent: dict[str, list[list[Event]]] = {}
        """Per session, the events of the last outcomes presented (see `answer_press`)."""

    # ---- wiring ---------------------------------------------------------------------------------
    def timers(self) -> GameTimers | None:
        """Ticks and AI reactions as persisted deadlines."""
        return self._timers

    def turn_prompt(self, record: SessionRecord, engine: Engine[Any], decision: Any) -> str | None:
        """No turn pings: the game is real time (everyone watches the table)."""
        return None

    async def present_timeout(self, outcome: Outcome) -> None:
        """Deadline outcomes go through `present` too (Discord's reveal time, waiting presses)."""
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
        double_tap_ms="The same button again this soon (ms) is one press, a double tap (default 500, 0 = off)",
        late_claim_ms="A Punish! this soon (ms) after a race was decided is too late, not a mistake (default 1000)",
        typed_words="Also accept typed whizz/bing/bang/boom (default: on if the bot can read messages)",
        end_points="The game ends when someone reaches this total (default 15)",
        first_player="Seat number of the first player (default: random)",
        ai_reaction_ms="AI players' mean reaction time in ms (default 650)",
        ai_reaction_sd_ms="Spread of the AI reaction time in ms (default 180)",
        ai_error_percent="Chance in % that an AI errs on a prompt (default 4)",
        token_hunt="Token hunt: to punish, find your next token among your face-down tokens",
        handicaps_ms="Per-seat handicap in ms for slow connections, e.g. 0,300,0 (one per player)",
        thread=THREAD_DESCRIPTION,
    )
    @app_commands.choices(setup=[choice("whizz_bing_bang", value) for value in ("setup_1", "setup_2")])
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
        double_tap_ms: app_commands.Range[int, 0, 1000] | None = None,
        late_claim_ms: app_commands.Range[int, 0, 5000] | None = None,
        typed_words: bool | None = None,
        end_points: app_commands.Range[int, 1, 99] = 15,
        first_player: app_commands.Range[int, 1, 6] | None = None,
        ai_reaction_ms: app_commands.Range[int, 150, 3000] = 650,
        ai_reaction_sd_ms: app_commands.Range[int, 0, 1000] = 180,
        ai_error_percent: app_commands.Range[int, 0, 100] = 4,
        token_hunt: bool = False,
        handicaps_ms: str | None = None,
        thread: bool | None = None,
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
                "double_tap_ms": double_tap_default()
                if double_tap_ms is None
                else check_range("double_tap_ms", double_tap_ms, 0, 1000),
                "late_claim_ms": late_claim_default()
                if late_claim_ms is None
                else check_range("late_claim_ms", late_claim_ms, 0, 5000),
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
            await self.open_lobby(interaction, options, thread=thread)

        await run_guarded(interaction, self.key, work())

    def describe_options(self, options: dict[str, Any]) -> list[str]:
        """Lobby lines: the three numbers a player needs (UX review #15: too slow after N s, N s to
        slap, N s to punish) and what changes play. The engineering knobs (grace, anticipation guard,
        double tap, late claims, AI spread, handicaps) stay options but are not shown here; handicaps
        are shown on the table beside each player (§9.3)."""
        return render.option_lines(words(known_language(options.get("language"))), options)

    # ---- renderers ------------------------------------------------------------------------------
    def event_line(self, event: Event, record: SessionRecord) -> str | None:
        """A public event's Recent line, in the table's language."""
        return render.event_line(self.words(record), record, event)

    def words(self, record: SessionRecord, seat: Seat | None = None) -> Words:
        """The words of the table (`seat` None) or of one seat's private answers."""
        return words(table_language(record) if seat is None else seat_language(record, seat))

    def table(self, record: SessionRecord, engine: Engine[Any]) -> Payload:
        """The running table."""
        return render.table(self.words(record), record, engine.perspective(None))  # type: ignore[arg-type]

    def picture_key(self, record: SessionRecord, engine: Engine[Any]) -> str | None:
        """No table picture while the game is played: a reveal must never wait for an upload (the
        face-up card shows as its emoji and word); the final table shows in the results."""
        return None

    def hand_cards(self, record: SessionRecord, engine: Engine[Any], seat: Seat) -> list[str] | None:
        """None: nobody holds cards. Sound cards are all face up on the table, and a player's tokens
        lie face down, unknown to their owner too (docs/rules/whizz_bing_bang.md §3; in token hunt
        the row to search is buttons of hidden tokens, §7), so there is no private hand to draw."""
        return None

    def hand(self, record: SessionRecord, engine: Engine[Any], seat: Seat, *, dm: bool) -> Payload | None:
        """Only token hunt has something private (the face-down token row), shown ephemerally."""
        if dm or not record.options.get("token_hunt"):
            return None
        view: Any = engine.perspective(seat)
        return render.token_row(self.words(record, seat), record, view, seat)

    def final_lines(self, record: SessionRecord, engine: Engine[Any] | None) -> list[str]:
        """Final totals."""
        if engine is None:
            return []
        return render.final_lines(self.words(record), record, engine.perspective(None))  # type: ignore[arg-type]

    def end_reason(self, record: SessionRecord, engine: Engine[Any] | None) -> str | None:
        """Who reached the end score, and the deciding Boom or race (or why it was stopped)."""
        text = None
        if engine is not None:
            end_points = int(engine.state.options.end_points)  # type: ignore[attr-defined]
            text = render.end_reason(self.words(record), record, engine.perspective(None), end_points)  # type: ignore[arg-type]
        return text or super().end_reason(record, engine)

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
        seen: dict[str, Any] = {}

        def make(engine: Engine[Any], seat: Seat) -> Action:
            if shown_turn > engine.turn:
                raise SessionError("forged_id")
            view: Any = engine.perspective(seat)
            if shown_turn < engine.turn:
                # Pressed on an older table. Made before the current prompt began: the engine
                # judges it at its own instant (W25). Made after: the player reacted to a table
                # that had already changed, so it is refused, not punished, unless it is a double
                # tap of an earlier press (W30) or a late claim on the race just ruled (W31): the
                # engine ignores those, and says why.
                start = engine.phase_start_ms()
                if (start is None or at_ms >= start) and not (
                    double_tap(view, action) or late_claim(view, action)
                ):
                    raise SessionError("stale_button")
            phase = "restart" if view.phase == "call" and view.restart else view.phase
            seen.update(start=view.phase_start_ms, phase=phase, culprit=view.culprit)
            return action

        channel_id = await self.channel_of(interaction, parsed.sid)
        outcome = await self.sessions.submit(channel_id, interaction.user.id, make, session_id=parsed.sid)
        seat = outcome.record.seat_of(interaction.user.id)
        if parsed.verb == "pick" or seat is None:  # a token pick answers its own private row
            await self.present(outcome, interaction)
            return
        hunt = outcome.record.options.get("token_hunt") and parsed.verb == "punish"
        if hunt and seen.get("phase") == "punish" and seen.get("culprit") != seat:
            await self.present(outcome, None)  # token hunt: the private token row is the answer
            await self.open_token_row(interaction, outcome)
            return
        w = self.words(outcome.record, seat)
        label = render.press_label(w, parsed.verb, parsed.arg)
        head = render.press_head(w, label, at_ms, seen.get("start"), str(seen.get("phase") or "call"))
        press = Press(outcome.record.id, seat, interaction.id, head, interaction)
        await self.present(outcome, interaction, press)

    async def open_token_row(self, interaction: discord.Interaction[Any], outcome: Outcome) -> None:
        """Token hunt: a Punish! press in a race opens the presser's face-down token row (ephemeral)."""
        record, engine = outcome.record, outcome.engine
        seat = record.seat_of(interaction.user.id)
        if engine is None or seat is None or record.status != "running":
            await respond(interaction, interaction.response.defer)
            return
        view: Any = engine.perspective(seat)
        payload = render.token_row(self.words(record, seat), record, view, seat)
        try:
            if interaction.response.is_done():
                await interaction.followup.send(ephemeral=True, **payload.kwargs())
            else:
                await interaction.response.send_message(ephemeral=True, **payload.kwargs())
        except DISCORD_FAULTS as exc:
            log.info("Token row not shown session=%s (%s)", record.id, describe_fault(exc))

    async def lobby_click(
        self, interaction: discord.Interaction[Any], parsed: ParsedId, values: list[str] | None = None
    ) -> None:
        """As the base class, but the first table's Discord time starts the first player's timer."""
        assert interaction.channel_id is not None
        outcome = await self.sessions.lobby(
            interaction.channel_id,
            parsed.sid,
            interaction.user.id,
            display_name(interaction.user),
            parsed.verb,
            moderator=is_moderator(interaction),
            strength=lobby_strength(parsed, values),
        )
        await self.present(outcome, interaction)

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Typed words (§9.1), only with the Message Content intent, timed by the message snowflake."""
        if not self.bot.message_content_enabled:
            return
        if message.author.bot or message.guild is None:
            return
        typed = message.content.strip().lower().strip(TYPED_STRIP)
        if typed not in any_typed_word():
            return  # not a call in any language: no need to look for a table
        record = await self.bot.storage.live_session(message.channel.id)
        if record is None or record.game != self.key or record.status != "running":
            return
        if not record.options.get("typed_words"):
            return
        word = typed_sound(typed, self.words(record))
        if word is None:
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
    async def present(
        self, outcome: Outcome, interaction: discord.Interaction[Any] | None, press: Press | None = None
    ) -> None:
        """Publish (one table edit; `press` also gets its private answer), tell waiting presses how
        they were ruled, then feed Discord's edit time to the engine as the reveal."""
        record = outcome.record
        engine = outcome.engine
        self._remember(outcome)
        turn: int | None = None
        if engine is not None and record.status == "running":
            view: Any = engine.perspective(None)
            turn = engine.turn if view.shown_pending else None
        self.add_pings(outcome)
        if press is None:
            edited = await self.presenter.publish(outcome, interaction)
        else:
            edited = await self.answer_press(outcome, press)
        await self.rule_presses(outcome)
        if turn is not None and edited is not None:
            when = edited.edited_at or edited.created_at
            await self.shown(record.id, turn, ms_of(when))

    def _remember(self, outcome: Outcome) -> None:
        """Keep a session's last outcomes' events: a press answered while another outcome ruled it
        finds its ruling there (see `answer_press`)."""
        recent = self._recent.setdefault(outcome.record.id, [])
        recent.append(outcome.events)
        del recent[:-RECENT_OUTCOMES]
        if outcome.record.status != "running":
            self._recent.pop(outcome.record.id, None)

    def _ruling_of(self, record: SessionRecord, press: Press, events: list[Event]) -> str | None:
        w = self.words(record, press.seat)
        ruling = render.press_ruling(w, record, events, press.seat, press.snowflake)
        if ruling is None:
            for past in self._recent.get(record.id, []):
                ruling = render.press_ruling(w, record, past, press.seat, press.snowflake)
                if ruling is not None:
                    break
        return ruling

    async def answer_press(self, outcome: Outcome, press: Press) -> discord.Message | None:
        """Answer a press: a correct call by the table edit that reveals the next card; anything
        else privately, "received at +0.42 s" with its ruling, or edited with it when it comes.

        The table is edited through the press when the press changed it (then the acknowledgement
        is an ephemeral follow-up); when it did not, the answer is the acknowledgement alone.
        """
        record, engine = outcome.record, outcome.engine
        inter = press.interaction
        called = any(
            getattr(e, "snowflake", None) == press.snowflake
            for e in outcome.events
            if e.kind == "card_called"
        )
        if called:
            return await self.presenter.publish(outcome, inter)
        w = self.words(record, press.seat)
        ruling = self._ruling_of(record, press, outcome.events)
        if ruling is None and (engine is None or record.status != "running"):
            ruling = w(render.K + "press-game-over")
        text = (
            press.head
            + "\n"
            + (ruling or render.press_waiting(w, engine.perspective(press.seat), press.snowflake))  # type: ignore[union-attr,arg-type]
        )
        sent = False
        if not inter.response.is_done() and await self._table_unchanged(record, engine):
            await respond(
                inter, lambda: inter.response.send_message(text, ephemeral=True, allowed_mentions=NO_MENTIONS)
            )
            sent = reply_failure(inter) is None
            edited = await self.presenter.publish(outcome, None)
        else:
            edited = await self.presenter.publish(outcome, inter)
            if reply_failure(inter) is None and inter.response.is_done():
                try:
                    press.message = await inter.followup.send(
                        text, ephemeral=True, wait=True, allowed_mentions=NO_MENTIONS
                    )
                    sent = True
                except DISCORD_FAULTS as exc:
                    log.info("Press acknowledgement not sent session=%s (%s)", record.id, describe_fault(exc))
        press.text = text
        if not sent or ruling is not None or record.status != "running":
            return edited
        late = self._ruling_of(record, press, [])  # ruled by an outcome presented meanwhile
        if late is not None:
            await self._edit_ack(press, press.head + "\n" + late)
            return edited
        press.born = asyncio.get_running_loop().time()
        self._presses.setdefault(record.id, {})[press.snowflake] = press
        return edited

    async def _table_unchanged(self, record: SessionRecord, engine: Engine[Any] | None) -> bool:
        """Whether the stored table already shows what the table should show now: the digest of the
        table as the message shows it (with images on, dressed as a layout, as it was stored), else
        a press that changed nothing would edit the table and send its answer as a follow-up."""
        stored = await self.bot.storage.message(record.id, "table")
        if stored is None:
            return False
        presenter = self.presenter
        shown = await presenter.dress(record, presenter.table_payload(record, engine))
        return stored[2] == shown.digest()

    async def rule_presses(self, outcome: Outcome) -> None:
        """Edit the acknowledgement of every waiting press that `outcome` ruled (or the game ended)."""
        record = outcome.record
        pending = self._presses.get(record.id)
        if not pending:
            return
        now = asyncio.get_running_loop().time()
        over = record.status != "running"
        for snowflake, press in list(pending.items()):
            w = self.words(record, press.seat)
            ruling = render.press_ruling(w, record, outcome.events, press.seat, snowflake)
            if ruling is None and over:
                ruling = w(render.K + "press-game-ended")
            if ruling is None:
                if now - press.born > ACK_LIFETIME_S:
                    pending.pop(snowflake, None)  # its token is about to die: stop waiting
                continue
            if pending.pop(snowflake, None) is not None:
                await self._edit_ack(press, press.head + "\n" + ruling)
        if not pending or over:
            self._presses.pop(record.id, None)

    async def _edit_ack(self, press: Press, text: str) -> None:
        """Show the ruling in the press's acknowledgement (an interaction endpoint: no rate limit)."""
        if text == press.text:
            return
        press.text = text
        try:
            if press.message is not None:
                await press.message.edit(content=text, allowed_mentions=NO_MENTIONS)
            else:
                await press.interaction.edit_original_response(content=text, allowed_mentions=NO_MENTIONS)
        except DISCORD_FAULTS as exc:
            log.info("Press ruling not shown session=%s (%s)", press.session_id, describe_fault(exc))

    def add_pings(self, outcome: Outcome) -> None:
        """The one new channel message a ruling may need: ping a human ruled too slow (they may not
        be looking; edits don't notify). Added to the outcome's notes, so it is the same message as
        an AI takeover's, never a second one."""
        record = outcome.record
        for event in outcome.events:
            if event.kind != "mistake_ruled" or getattr(event, "cause", None) != "too_slow":
                continue
            seat = int(getattr(event, "culprit", -1))
            if not 0 <= seat < len(record.seats):
                continue
            info = record.seats[seat]
            uid = info.user_id
            if not info.human or uid is None or uid in outcome.mentions:
                continue
            w = self.words(record)
            key = "ping-too-slow-last" if info.idle_strikes >= IDLE_LIMIT - 1 else "ping-too-slow"
            outcome.notes.append(w(render.K + key, mention=f"<@{uid}>", whizz=render.sound(w, "whizz")))
            outcome.mentions.append(uid)

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
                w = self.words(record)
                outcome.notes.append(
                    w(
                        render.K + "ping-ai",
                        mention=f"<@{info.user_id}>",
                        n=IDLE_LIMIT,
                        takeback=w("cmd-takeback"),
                    )
                )
                outcome.mentions.append(info.user_id or 0)

    async def shown(self, session_id: str, turn: int, at_ms: int) -> None:
        """Tell the engine when Discord showed the prompt of `turn` (W14, W27), if still current."""

        def make(engine: Engine[Any], record: SessionRecord) -> list[tuple[Seat | None, Action]]:
            view: Any = engine.perspective(None)
            if engine.result is not None or engine.turn != turn or not view.shown_pending:
                return []
            start = engine.phase_start_ms()
            if start is not None and at_ms < start:
                return []  # Discord's clock says earlier than the call itself: keep the call's time
            return [(None, Shown(turn=turn, at_ms=at_ms))]

        outcome = await self.sessions.system(session_id, make)
        if outcome is not None:
            await self.present(outcome, None)
