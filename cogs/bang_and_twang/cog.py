"""Bang & Twang cog: `/bang_and_twang …` commands, the riff buttons of the table, hand buttons."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.gamecog import THREAD_DESCRIPTION, GameCog, check_range
from bot.i18n import Words, known_language, seat_language, table_language, words
from bot.sessions import SessionError
from bot.storage import SessionRecord
from bot.translator import choice
from bot.ui import KeptHands, ParsedId, Payload, run_guarded
from cogs.bang_and_twang import render
from engines.bang_and_twang import GAME
from engines.bang_and_twang import events as ev
from engines.bang_and_twang.actions import FlipRiff, MoveRiff
from engines.bang_and_twang.perspective import BangAndTwangPerspective
from engines.base import Action, Decision, Engine, Event, Seat

TUNE_CHOICES = [
    choice("bang_and_twang", value)
    for value in (
        "green_circle",
        "red_triangle",
        "blue_square",
        "yellow_star",
        "purple_diamond",
        "orange_heart",
        "wondertunes",
    )
]
OWN_TURN_KINDS = {"take_action", "may_bank"}
"""Decisions of the active player with their own turn ping ("your turn: …"; tune steps follow their
own clicks)."""
OUT_OF_TURN_CARD = {"give_card": "Request", "call_and_response": "Call and Response"}
"""Answers owed in someone else's turn, with the tune card that asks for them (its English name)."""
TABLE_VERBS = {"flip", "move"}
"""Verbs of the public table (token t<turn>); every other action verb lives on a hand (d<id>)."""


def _persp(engine: Engine[Any], seat: Seat | None) -> BangAndTwangPerspective:
    p = engine.perspective(seat)
    assert isinstance(p, BangAndTwangPerspective)
    return p


def waiting_hand_key(record: SessionRecord, engine: Engine[Any], seat: Seat) -> tuple[Any, ...] | None:
    """Everything a hand shows while its seat has nothing to answer (`render.hand`: its cards,
    its bank, its name, its language), read from the engine without building a perspective; None while the seat
    has a decision open (the hand shows the riff, the prompt and buttons then). Two positions with
    the same key draw the same hand: tests/cogs/test_hand_memo.py checks it over whole random games.
    """
    st = engine.state
    for d in st.decisions:
        if d.seat == seat:
            return None
    return (
        record.id,
        seat_language(record, seat),
        record.seats[seat].name if seat < len(record.seats) else None,
        tuple(st.hands[seat]),
        tuple(st.banks[seat]),
    )


class BangAndTwangCog(
    GameCog, group_name="bang_and_twang", group_description="The Forest Dragon: Bang & Twang — match the riff"
):
    """Bang & Twang on Discord."""

    game = GAME

    def __init__(self, bot: Any) -> None:
        super().__init__(bot)
        self.kept_hands = KeptHands()
        """The hand of each seat with nothing to answer, kept under its `waiting_hand_key`."""

    @app_commands.command(name="start", description="Open a Bang & Twang table in this channel")
    @app_commands.describe(
        tunes="Which tune cards go in the deck (default: Green Circle, the starter set)",
        open_hands="Play with every hand visible on the table",
        decision_timeout="Seconds for each decision (default 120; a safe default move on timeout)",
        reaction_window="Seconds a ⚡ reaction window stays open (default 6)",
        pings="Mention whoever must act in a short channel message (default on)",
        thread=THREAD_DESCRIPTION,
    )
    @app_commands.choices(tunes=TUNE_CHOICES)
    async def start(
        self,
        interaction: discord.Interaction[Any],
        tunes: str = "green_circle",
        open_hands: bool = False,
        decision_timeout: app_commands.Range[int, 15, 600] = 120,
        reaction_window: app_commands.Range[int, 3, 60] = 6,
        pings: bool = True,
        thread: bool | None = None,
    ) -> None:
        """/bang_and_twang start."""

        async def work() -> None:
            options: dict[str, Any] = {
                "open_hands": bool(open_hands),
                "decision_timeout_s": check_range("decision_timeout", decision_timeout, 15, 600),
                "reaction_window_s": check_range("reaction_window", reaction_window, 3, 60),
                "pings": bool(pings),
            }
            if tunes == "wondertunes":
                options["tune_mode"] = "wondertunes"
            else:
                options["tune_mode"] = "single"
                options["tune_set"] = tunes
            await self.open_lobby(interaction, options, thread=thread)

        await run_guarded(interaction, self.key, work())

    def describe_options(self, options: dict[str, Any]) -> list[str]:
        """Lobby lines for the options, in the session's language."""
        w = words(known_language(options.get("language")))
        mode = options.get("tune_mode", "single")
        if mode == "wondertunes":
            pool = options.get("wondertunes_pool") or []
            if len(pool) in (0, 6):
                tunes = w("bang_and_twang-opt-wondertunes-all")
            else:
                tunes = w(
                    "bang_and_twang-opt-wondertunes-pool",
                    sets=w.names([render.set_label(x, w) for x in pool]),
                )
        elif mode == "double":
            tunes = w("bang_and_twang-opt-double", set=render.set_label(options.get("tune_set", ""), w))
        else:
            tunes = w(
                "bang_and_twang-opt-tunes", set=render.set_label(options.get("tune_set", "green_circle"), w)
            )
        return [
            tunes,
            w(
                "bang_and_twang-opt-open-hands"
                if options.get("open_hands")
                else "bang_and_twang-opt-hidden-hands"
            ),
            w(
                "bang_and_twang-opt-timers",
                decision=options.get("decision_timeout_s", 120),
                reaction=options.get("reaction_window_s", 6),
            ),
        ]

    def event_line(self, event: Event, record: SessionRecord) -> str | None:
        """Public log lines with the players' names, in the session's language; banks read out title
        and sequence (§3.4)."""
        return event_line(event, record, words(table_language(record)))

    def table(self, record: SessionRecord, engine: Engine[Any]) -> Payload:
        """The running table; riff buttons only while the active seat may flip or move."""
        p = _persp(engine, None)
        riff: list[Action] = []
        if p.active_seat is not None and p.window is None:
            riff = [a for a in engine.legal_actions(p.active_seat) if isinstance(a, FlipRiff | MoveRiff)]
        return render.table(record, p, riff, self.my_hand_button(record), words(table_language(record)))

    def hand_cards(self, record: SessionRecord, engine: Engine[Any], seat: Seat) -> list[str] | None:
        """The cards the seat holds, in the order its hand lists them (the hand's picture)."""
        return render.hand_cards(_persp(engine, seat))

    def hand(self, record: SessionRecord, engine: Engine[Any], seat: Seat, *, dm: bool) -> Payload | None:
        """A seat's hand (DM or ephemeral) with its own legal answers. A seat with nothing to answer
        gets the hand drawn last while its key is the same (`waiting_hand_key`): after each click the
        presenter draws every other human's hand only to compare digests."""
        key = waiting_hand_key(record, engine, seat)
        if key is not None:
            kept = self.kept_hands.get(record.id, seat, key)
            if kept is not None:
                return kept
        w = words(seat_language(record, seat))
        payload = render.hand(record, _persp(engine, seat), seat, engine.legal_actions(seat), w)
        if key is not None:
            self.kept_hands.put(record.id, seat, key, payload)
        return payload

    def turn_prompt(self, record: SessionRecord, engine: Engine[Any], decision: Decision) -> str | None:
        """ "your turn: flip or move a riff card …", or an answer owed in someone else's turn (in the
        session's language). No ping for ⚡ reaction windows: they are optional, last a few seconds
        and open for every other seat."""
        if decision.kind.startswith("react_"):
            return None
        w = words(table_language(record))
        if decision.seat == _persp(engine, None).active_seat:
            kind = decision.kind if decision.kind in OWN_TURN_KINDS else "own"
            return w(f"bang_and_twang-ping-{kind}")
        card = OUT_OF_TURN_CARD.get(decision.kind)
        if card is None:
            return w("bang_and_twang-ping-other")
        return w(f"bang_and_twang-ping-{decision.kind}", card=render.card_name(card, w))

    def ping_key(self, record: SessionRecord, engine: Engine[Any], decision: Decision) -> str | None:
        """Once a turn for the active player; every answer owed in someone else's turn is pinged."""
        if decision.seat == _persp(engine, None).active_seat:
            return None
        return f"s{decision.seat}d{decision.id}"

    def final_lines(self, record: SessionRecord, engine: Engine[Any] | None) -> list[str]:
        """Every player's points and banked cards, winners first."""
        return render.final_lines(record, _persp(engine, None)) if engine is not None else []

    def result_headline(self, record: SessionRecord, engine: Engine[Any] | None) -> str:
        """ "🏆 Ana wins with 7 points" (names, never P1/P2)."""
        text = render.headline(record, _persp(engine, None)) if engine is not None else None
        return text or super().result_headline(record, engine)

    def end_reason(self, record: SessionRecord, engine: Engine[Any] | None) -> str | None:
        """Out of cards, the stall rule or the turn cap (or why it was stopped)."""
        text = render.end_reason(record, _persp(engine, None)) if engine is not None else None
        return text or super().end_reason(record, engine)

    async def handle(
        self, interaction: discord.Interaction[Any], parsed: ParsedId, values: list[str]
    ) -> None:
        """Riff buttons of the table (t<turn>) and every hand button / select (d<decision>)."""
        token = parsed.token
        verb, arg = parsed.verb, parsed.arg
        if verb == "pick":
            if len(values) != 1:
                raise SessionError("forged_id")
            verb, _, raw = values[0].partition(":")
            arg = raw or None
        if verb not in render.ACTION_VERBS or not token[1:].isdigit():
            raise SessionError("forged_id")
        if token.startswith("t"):
            if verb not in TABLE_VERBS:
                raise SessionError("forged_id")

            def make_from_table(engine: Engine[Any], seat: Seat) -> Action:
                mine = [
                    d for d in engine.open_decisions() if d.seat == seat and not d.kind.startswith("react_")
                ]
                if not mine:
                    raise SessionError("not_your_turn")
                action = render.decode(verb, arg, mine[-1].id)
                if action is None:
                    raise SessionError("forged_id")
                return action

            await self.act(interaction, parsed, make_from_table)
            return
        if not token.startswith("d"):
            raise SessionError("forged_id")
        did = int(token[1:])
        action = render.decode(verb, arg, did)
        if action is None:
            raise SessionError("forged_id")
        await self.act(interaction, parsed, lambda _engine, _seat: action)


def _who(record: SessionRecord, seat: int | None, w: Words) -> str:
    return render.seat_name(record, seat, w)


def event_line(event: Event, record: SessionRecord, w: Words) -> str | None:
    """One public log line for an event (None: nothing worth a line), from the event's fields."""
    who = _who(record, getattr(event, "seat", None), w)
    if isinstance(event, ev.CardBanked):
        card = render.card_name(event.name, w)
        if event.triplet:
            return w(
                "bang_and_twang-log-banked-sequence",
                who=who,
                card=card,
                triplet=render.triplet_text(event.triplet, w),
            )
        return w("bang_and_twang-log-banked", who=who, card=card, points=event.points)
    if isinstance(event, ev.GameStarted):
        return w(
            "bang_and_twang-log-start",
            riff=render.letters(event.riff, w),
            who=_who(record, event.first_seat, w),
        )
    if isinstance(event, ev.TurnStarted):
        if event.resumed:
            return w("bang_and_twang-log-turn-resumed", who=who)
        if event.turn_kind in ("extra", "cut_in"):
            return w(f"bang_and_twang-log-turn-{event.turn_kind}", who=who)
        return None
    if isinstance(event, ev.TurnSkipped):
        return w("bang_and_twang-log-skipped", who=who)
    if isinstance(event, ev.RiffChanged):
        riff = render.letters(event.riff, w)
        if event.change in ("flip", "move", "rotate", "set", "flip_all"):
            return w(
                f"bang_and_twang-log-riff-{event.change}",
                who=who,
                slot=event.slot or 0,
                to=event.to_slot or 0,
                riff=riff,
            )
        return w("bang_and_twang-log-riff", riff=riff)
    if isinstance(event, ev.TunePlayed):
        key = "bang_and_twang-log-played-no-effect" if event.no_effect else "bang_and_twang-log-played"
        return w(key, who=who, card=render.card_name(event.name, w))
    if isinstance(event, ev.TuneCancelled):
        return w(
            "bang_and_twang-log-cancelled",
            by=_who(record, event.by, w),
            who=who,
            card=render.card_name(render.CAT.tunes[event.card].name, w),
        )
    if isinstance(event, ev.CardsDrawn):
        return w("bang_and_twang-log-drawn", who=who, n=event.count)
    if isinstance(event, ev.BankCardMoved):
        return w(f"bang_and_twang-log-bank-{event.how}", who=who, source=_who(record, event.source, w))
    if isinstance(event, ev.HandCardMoved):
        return w(f"bang_and_twang-log-hand-{event.how}", who=who, source=_who(record, event.source, w))
    if isinstance(event, ev.HandsMoved):
        if event.how == "pass":
            return w("bang_and_twang-log-hands-pass", who=who)
        return w("bang_and_twang-log-hands-swap", who=who, other=_who(record, event.other, w))
    if isinstance(event, ev.TripletNamed):
        return w("bang_and_twang-log-requested", who=who, triplet=render.triplet_text(event.triplet, w))
    if isinstance(event, ev.CardRevealed):
        return w("bang_and_twang-log-revealed", who=who, card=_public_card(event.card, w))
    if isinstance(event, ev.BankRestacked):
        return w("bang_and_twang-log-restacked", who=who)
    if isinstance(event, ev.BankTopsPassed):
        return w("bang_and_twang-log-tops-passed", names=w.names([_who(record, s, w) for s in event.passers]))
    if isinstance(event, ev.BankTopsBurned):
        if not event.cards:
            return w("bang_and_twang-log-tops-burned-none")
        return w("bang_and_twang-log-tops-burned", cards=w.names([_public_card(c, w) for c in event.cards]))
    if isinstance(event, ev.TurnEffectQueued):
        if event.effect == "skip":
            return w("bang_and_twang-log-effect-skip", who=_who(record, event.target, w))
        return w(f"bang_and_twang-log-effect-{event.effect}", who=who, n=event.amount or 0)
    if isinstance(event, ev.GameEnded):
        scores = w.names(
            [
                w("bang_and_twang-log-score", who=_who(record, i, w), points=v)
                for i, v in enumerate(event.scores)
            ]
        )
        return w("bang_and_twang-log-ended", scores=scores)
    return None


def _public_card(card: str, w: Words) -> str:
    """A card shown to everyone: "*Kettle Song* (🥁🪕🪕 B T T)" or "*Encore*"."""
    seq = render.CAT.seq.get(card)
    if seq is not None:
        return f"*{render.card_name(seq.title, w)}* ({render.triplet_text(seq.triplet, w)})"
    return f"*{render.card_name(render.CAT.tunes[card].name, w)}*"
