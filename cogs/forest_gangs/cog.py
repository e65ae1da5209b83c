"""Forest Gangs cog: `/forest_gangs …` commands and the buttons of the hand messages."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.gamecog import THREAD_DESCRIPTION, GameCog, check_range
from bot.i18n import known_language, seat_language, table_language, words
from bot.sessions import SessionError
from bot.storage import SessionRecord
from bot.ui import KeptHands, ParsedId, Payload, run_guarded
from cogs.forest_gangs import render
from engines.base import Action, Decision, Engine, Event, Seat
from engines.forest_gangs import GAME
from engines.forest_gangs.actions import ChooseCard, JoinDuel, Reveal, UseShapeshifter
from engines.forest_gangs.events import CombatStepped, DeckReshuffled, RoundStarted
from engines.forest_gangs.perspective import ForestGangsPerspective


def hand_key(record: SessionRecord, engine: Engine[Any], seat: Seat) -> tuple[Any, ...]:
    """Everything a seat's hand shows (`render.hand`), read from the engine without building a
    perspective: two positions with the same key draw the same hand. The round and mode, the
    seat's cards and piles, its card in play or laid, its open decisions with their deadlines,
    whether the game is over, and the names. tests/cogs/test_hand_memo.py checks
    it over whole random games. The seat's language too: a player who switches their client's language
    gets their hand drawn again in it."""
    st = engine.state
    zone = st.zones[seat]
    return (
        record.id,
        record.channel_id,
        seat_language(record, seat),
        record.seats[seat].name if seat < len(record.seats) else None,
        st.round,
        st.kids1,
        st.kids2,
        tuple(zone.hand),
        len(zone.deck),
        len(zone.discard),
        zone.in_play,
        zone.chosen is not None,
        tuple((d.id, d.kind, record.deadlines.get(f"d{d.id}")) for d in st.decisions if d.seat == seat),
        st.result is not None,
    )


def _persp(engine: Engine[Any]) -> ForestGangsPerspective:
    p = engine.perspective(None)
    assert isinstance(p, ForestGangsPerspective)
    return p


class ForestGangsCog(
    GameCog, group_name="forest_gangs", group_description="Forest Gangs: secret cards, wild duels"
):
    """Forest Gangs on Discord."""

    game = GAME

    def __init__(self, bot: Any) -> None:
        super().__init__(bot)
        self.kept_hands = KeptHands()
        """Each seat's hand, kept under its `hand_key`."""

    @app_commands.command(name="start", description="Open a Forest Gangs table in this channel")
    @app_commands.describe(
        ghost="Add the ghost player (always on with 2 players; not with 6)",
        kids1="Kids 1: values only, no creature abilities",
        kids2="Kids 2: no hands, everyone reveals their deck's top card (implies Kids 1)",
        choice_timeout="Seconds to choose a card (default 60; a random card on timeout)",
        ability_timeout="Seconds for Shapeshifter/Goblin decisions (default 20; no on timeout)",
        max_players="Most players the table takes (2–6, default 6)",
        pings="Mention whoever must act in a short channel message (default on)",
        thread=THREAD_DESCRIPTION,
    )
    async def start(
        self,
        interaction: discord.Interaction[Any],
        ghost: bool | None = None,
        kids1: bool = False,
        kids2: bool = False,
        choice_timeout: app_commands.Range[int, 15, 600] = 60,
        ability_timeout: app_commands.Range[int, 5, 300] = 20,
        max_players: app_commands.Range[int, 2, 6] = 6,
        pings: bool = True,
        thread: bool | None = None,
    ) -> None:
        """/forest_gangs start."""

        async def work() -> None:
            options = {
                "ghost": ghost,
                "kids1": kids1 or kids2,
                "kids2": kids2,
                "choice_timeout_s": check_range("choice_timeout", choice_timeout, 15, 600),
                "ability_timeout_s": check_range("ability_timeout", ability_timeout, 5, 300),
                "max_players": check_range("max_players", max_players, 2, 6),
                "pings": bool(pings),
            }
            await self.open_lobby(interaction, options, thread=thread)

        await run_guarded(interaction, self.key, work())

    def describe_options(self, options: dict[str, Any]) -> list[str]:
        """Lobby lines for the options (in the session's language)."""
        w = words(known_language(options.get("language")))
        ghost = options.get("ghost")
        return [
            w("forest_gangs-option-players", n=options.get("max_players", 6)),
            w(
                "forest_gangs-option-ghost-on"
                if ghost
                else "forest_gangs-option-ghost-off"
                if ghost is False
                else "forest_gangs-option-ghost-auto"
            ),
            w(
                "forest_gangs-option-kids2"
                if options.get("kids2")
                else "forest_gangs-option-kids1"
                if options.get("kids1")
                else "forest_gangs-option-abilities"
            ),
            w(
                "forest_gangs-option-timeouts",
                choice=options.get("choice_timeout_s", 60),
                ability=options.get("ability_timeout_s", 20),
            ),
        ]

    def event_line(self, event: Event, record: SessionRecord) -> str | None:
        """Recent lines: who won each combat and with what, Gnome passes, reshuffles, carried Loot.

        The combat's steps have their own field; round starts without a carried Loot, the end (the
        results say it) and every other event get no line.
        """
        w = words(table_language(record))
        if isinstance(event, CombatStepped):
            return render.combat_line(record, event, w)
        if isinstance(event, RoundStarted) and event.loot:
            return w("forest_gangs-event-loot-carried", round=event.round, n=event.loot)
        if isinstance(event, DeckReshuffled):
            who = render.seat_name(record, event.seat, event.seat if event.ghost else None, w)
            return w("forest_gangs-event-reshuffled", who=who, n=event.count)
        return None

    def table(self, record: SessionRecord, engine: Engine[Any]) -> Payload:
        """The running table."""
        return render.table(
            record, engine.perspective(None), self.my_hand_button(record), words(table_language(record))
        )

    def hand_cards(self, record: SessionRecord, engine: Engine[Any], seat: Seat) -> list[str] | None:
        """The cards the seat holds, in the order its hand lists them (the hand's picture)."""
        p = engine.perspective(seat)
        assert isinstance(p, ForestGangsPerspective)
        return render.hand_cards(p)

    def hand(self, record: SessionRecord, engine: Engine[Any], seat: Seat, *, dm: bool) -> Payload | None:
        """A seat's hand (DM or ephemeral): the one drawn last while nothing it shows changed (the
        presenter draws every other hand after each click only to compare digests)."""
        key = hand_key(record, engine, seat)
        kept = self.kept_hands.get(record.id, seat, key)
        if kept is not None:
            return kept
        payload = render.hand(record, engine.perspective(seat), seat, words(seat_language(record, seat)))
        self.kept_hands.put(record.id, seat, key, payload)
        return payload

    def turn_prompt(self, record: SessionRecord, engine: Engine[Any], decision: Decision) -> str | None:
        """The round's ping ("choose your card for round 3"); a player is pinged once a round."""
        w = words(table_language(record))
        if decision.kind == "choose_card":
            return w("forest_gangs-ping-choose", round=_persp(engine).round)
        if decision.kind == "reveal":
            return w("forest_gangs-ping-reveal", round=_persp(engine).round)
        if decision.kind == "use_shapeshifter":
            return w("forest_gangs-ping-shapeshifter")
        if decision.kind == "join_duel":
            return w("forest_gangs-ping-goblin")
        return super().turn_prompt(record, engine, decision)

    def ping_key(self, record: SessionRecord, engine: Engine[Any], decision: Decision) -> str | None:
        """Once a round for laying (or revealing) a card; every Shapeshifter or Goblin question
        (docs/rules/forest_gangs.md §4.1, §4.3 a) gets a ping of its own: it comes out of turn,
        with a short answer time, even right after the player's own click laid the card."""
        if decision.kind in ("use_shapeshifter", "join_duel"):
            return f"s{decision.seat}d{decision.id}"
        return None

    def final_lines(self, record: SessionRecord, engine: Engine[Any] | None) -> list[str]:
        """Every gang's card count, winners first."""
        return render.final_lines(record, _persp(engine)) if engine is not None else []

    def result_headline(self, record: SessionRecord, engine: Engine[Any] | None) -> str:
        """ "🏆 Ana wins with 16 cards" (the ghost is named too)."""
        text = render.headline(record, _persp(engine)) if engine is not None else None
        return text or super().result_headline(record, engine)

    def end_reason(self, record: SessionRecord, engine: Engine[Any] | None) -> str | None:
        """Who had to draw or reveal with an empty deck and discard pile (or why it was stopped)."""
        text = render.end_reason(record, _persp(engine)) if engine is not None else None
        return text or super().end_reason(record, engine)

    async def handle(
        self, interaction: discord.Interaction[Any], parsed: ParsedId, values: list[str]
    ) -> None:
        """choose / shift / goblin / reveal clicks from a hand message."""
        if not parsed.token.startswith("d") or not parsed.token[1:].isdigit():
            raise SessionError("forged_id")
        decision_id = int(parsed.token[1:])
        verb, arg = parsed.verb, parsed.arg

        def make(engine: Engine[Any], seat: Seat) -> Action:
            if verb == "choose" and arg:
                return ChooseCard(decision_id=decision_id, card=arg)
            if verb == "shift" and arg in ("0", "1"):
                return UseShapeshifter(decision_id=decision_id, use=arg == "1")
            if verb == "goblin" and arg in ("0", "1"):
                return JoinDuel(decision_id=decision_id, join=arg == "1")
            if verb == "reveal":
                return Reveal(decision_id=decision_id)
            raise SessionError("forged_id")

        await self.act(interaction, parsed, make)
