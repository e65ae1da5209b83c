"""Bang & Twang cog: `/bang_and_twang …` commands, the riff buttons of the table, hand buttons."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.gamecog import GameCog, check_range
from bot.results import plural
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
OWN_TURN_TEXT = {
    "take_action": "flip or move a riff card (then bank a match), bank a matching card or play a tune card",
    "may_bank": "bank your matching card or let it be",
}
"""The turn ping of the active player, after "your turn:" (tune steps follow their own clicks)."""
OUT_OF_TURN_TEXT = {
    "give_card": "give one of your matching cards (Request)",
    "call_and_response": "Call and Response: you may bank one matching card",
}
"""The ping of a player who must answer in someone else's turn."""
TABLE_VERBS = {"flip", "move"}
"""Verbs of the public table (token t<turn>); every other action verb lives on a hand (d<id>)."""


def _persp(engine: Engine[Any], seat: Seat | None) -> BangAndTwangPerspective:
    p = engine.perspective(seat)
    assert isinstance(p, BangAndTwangPerspective)
    return p


def waiting_hand_key(record: SessionRecord, engine: Engine[Any], seat: Seat) -> tuple[Any, ...] | None:
    """Everything a hand shows while its seat has nothing to answer (`render.hand`: its cards,
    its bank, its name), read from the engine without building a perspective; None while the seat
    has a decision open (the hand shows the riff, the prompt and buttons then). Two positions with
    the same key draw the same hand: tests/cogs/test_hand_memo.py checks it over whole random games.
    """
    st = engine.state
    for d in st.decisions:
        if d.seat == seat:
            return None
    return (
        record.id,
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
            await self.open_lobby(interaction, options)

        await run_guarded(interaction, self.key, work())

    def describe_options(self, options: dict[str, Any]) -> list[str]:
        """Lobby lines for the options."""
        mode = options.get("tune_mode", "single")
        if mode == "wondertunes":
            tunes = "🌈 Wondertunes: 8 random tune cards from " + (
                "all six sets"
                if len(options.get("wondertunes_pool") or []) in (0, 6)
                else ", ".join(options.get("wondertunes_pool") or [])
            )
        elif mode == "double":
            tunes = "🎶 Double tune: " + render.SET_LABEL.get(options.get("tune_set", ""), "?")
        else:
            tunes = "🎶 Tunes: " + render.SET_LABEL.get(options.get("tune_set", "green_circle"), "?")
        return [
            tunes,
            "👐 Open hands" if options.get("open_hands") else "🤫 Hidden hands",
            f"⏱️ {options.get('decision_timeout_s', 120)} s per decision · "
            f"⚡ {options.get('reaction_window_s', 6)} s reaction windows",
        ]

    def event_line(self, event: Event, record: SessionRecord) -> str | None:
        """Public log lines with the players' names; banks read out title and sequence (§3.4)."""
        if isinstance(event, ev.CardBanked):
            who = render.seat_name(record, event.seat)
            if event.triplet:
                return f"🏦 **{who}** banks *{event.name}* ({render.triplet_text(event.triplet)})"
            return f"🏦 **{who}** banks *{event.name}* ({plural(event.points, 'pt')})"
        if isinstance(event, ev.ReactionWindowOpened | ev.CardsDrawnPrivate):
            return None
        if isinstance(event, ev.TurnStarted) and event.turn_kind == "regular" and not event.resumed:
            return None
        line = self.game.render_event(event, None)
        return render.with_names(line, record) if line else None

    def table(self, record: SessionRecord, engine: Engine[Any]) -> Payload:
        """The running table; riff buttons only while the active seat may flip or move."""
        p = _persp(engine, None)
        riff: list[Action] = []
        if p.active_seat is not None and p.window is None:
            riff = [a for a in engine.legal_actions(p.active_seat) if isinstance(a, FlipRiff | MoveRiff)]
        return render.table(record, p, riff, self.my_hand_button(record))

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
        payload = render.hand(record, _persp(engine, seat), seat, engine.legal_actions(seat))
        if key is not None:
            self.kept_hands.put(record.id, seat, key, payload)
        return payload

    def turn_prompt(self, record: SessionRecord, engine: Engine[Any], decision: Decision) -> str | None:
        """ "your turn: flip or move a riff card …", or an answer owed in someone else's turn. No ping
        for ⚡ reaction windows: they are optional, last a few seconds and open for every other seat."""
        if decision.kind.startswith("react_"):
            return None
        where = " (in your DMs or with **My hand**)"
        if decision.seat == _persp(engine, None).active_seat:
            return f"**your turn**: {OWN_TURN_TEXT.get(decision.kind, 'your move')}{where}"
        return OUT_OF_TURN_TEXT.get(decision.kind, "your move in Bang & Twang") + where

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
