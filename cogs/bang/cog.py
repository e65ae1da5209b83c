"""BANG! cog: `/bang …` commands, the hand messages' multi-step plays and answer buttons."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.gamecog import THREAD_DESCRIPTION, GameCog, check_range
from bot.i18n import known_language, seat_language, words
from bot.sessions import SessionError, SessionManager
from bot.storage import SessionRecord
from bot.translator import choice
from bot.ui import KeptHands, ParsedId, Payload, reader_language, reply, run_guarded
from cogs.bang import render
from engines.bang import GAME
from engines.bang.actions import DiscardCards, PlayCard, UseAbility
from engines.bang.perspective import BangPerspective
from engines.base import Action, Decision, Engine, Event, Seat

OWN_TURN = frozenset(
    {
        "play_turn",
        "choose_draw_source",
        "choose_check_card",
        "choose_card_to_put_back",
        "discard_to_hand_limit",
        "pick_from_general_store",
        "choose_character",
        "place_token",
        "pay_tokens",
        "choose_bomb_target",
        "respond_to_duel",
    }
)
"""Decisions the turn ping of the player whose turn it is names (`bang-own-<kind>`, after "your turn:")."""


EXPANSION_CHOICES = [choice("bang", value) for value in ("none", "armed_and_dangerous")]
"""`/bang start expansion`: the names players read, the values the engine takes (`BangOptions`)."""


def waiting_hand_key(record: SessionRecord, engine: Engine[Any], seat: Seat) -> tuple[Any, ...] | None:
    """Everything a hand shows while its seat has nothing to answer, read from the engine without
    building a perspective; None while the seat has a decision open (its hand has buttons then).

    Two positions with the same key draw the same hand (`render.hand`): the seat's language and own role,
    character, tokens, life, cards, weapon range and distances (the others' cards and lives move
    those), what Kit Carlson looks at, whose turn it is, whether the game is over, and the names.
    tests/cogs/test_hand_memo.py checks that over whole random games.
    """
    st = engine.state
    decisions = st.decisions
    for d in decisions:
        if d.seat == seat:
            return None
    me = st.players[seat]
    alive = me.alive
    return (
        record.id,
        seat_language(record, seat),
        tuple((info.name, info.ai) for info in record.seats),
        st.options.expansion,
        me.role,
        me.character,
        me.tokens,
        me.life,
        me.max_life,
        alive,
        tuple(me.hand),
        tuple(me.in_play),
        tuple(me.card_tokens.items()),
        tuple(p.alive for p in st.players),
        engine.weapon_range(seat) if alive else 0,  # type: ignore[attr-defined]
        tuple(engine.distances_from(seat).items()) if alive else (),  # type: ignore[attr-defined]
        tuple(st.looking) if seat == st.active else (),
        st.active,
        bool(decisions),
        engine.result is not None,
    )


def due_of(record: SessionRecord, p: BangPerspective) -> float | None:
    """The due time (unix seconds) of the pending decision, from the session's stored deadlines."""
    if p.pending is None:
        return None
    return record.deadlines.get(f"d{p.pending.decision_id}")


class BangCog(GameCog, group_name="bang", group_description="BANG!: the Wild West card game of hidden roles"):
    """BANG! on Discord."""

    game = GAME

    def __init__(self, bot: Any) -> None:
        super().__init__(bot)
        self.kept_hands = KeptHands()
        """The hands of seats with nothing to answer, kept under their `waiting_hand_key`."""

    @app_commands.command(name="start", description="Open a BANG! table in this channel (3–8 players)")
    @app_commands.describe(
        deal_two_characters="Deal two characters to each player, who keeps one",
        turn_timeout="Seconds per action in your own turn (default 120; the turn ends on timeout)",
        response_timeout="Seconds to answer a BANG!, Indians!, Duel, … (default 30; take the hit on timeout)",
        expansion="Armed & Dangerous expansion: Load tokens, Dangerous cards, upgrades, 8 characters",
        max_players="Most players the table takes (3–8, default 8)",
        pings="Mention whoever must act in a short channel message (default on)",
        thread=THREAD_DESCRIPTION,
    )
    @app_commands.choices(expansion=EXPANSION_CHOICES)
    async def start(
        self,
        interaction: discord.Interaction[Any],
        deal_two_characters: bool = False,
        turn_timeout: app_commands.Range[int, 30, 900] = 120,
        response_timeout: app_commands.Range[int, 10, 300] = 30,
        expansion: str = "none",
        max_players: app_commands.Range[int, 3, 8] = 8,
        pings: bool = True,
        thread: bool | None = None,
    ) -> None:
        """/bang start."""

        async def work() -> None:
            options = {
                "deal_two_characters": bool(deal_two_characters),
                "turn_timeout_s": check_range("turn_timeout", turn_timeout, 30, 900),
                "response_timeout_s": check_range("response_timeout", response_timeout, 10, 300),
                "expansion": expansion,
                "max_players": check_range("max_players", max_players, 3, 8),
                "pings": bool(pings),
            }
            await self.open_lobby(interaction, options, thread=thread)

        await run_guarded(interaction, self.key, work())

    def describe_options(self, options: dict[str, Any]) -> list[str]:
        """Lobby lines for the options, in the table's language."""
        w = words(known_language(options.get("language")))
        return [
            w("bang-option-players", max=options.get("max_players", 8)),
            w(
                "bang-option-two-characters"
                if options.get("deal_two_characters")
                else "bang-option-one-character"
            ),
            w(
                "bang-option-timeouts",
                turn=options.get("turn_timeout_s", 120),
                answer=options.get("response_timeout_s", 30),
            ),
            w(
                "bang-option-ad-on"
                if options.get("expansion") == "armed_and_dangerous"
                else "bang-option-ad-off"
            ),
        ]

    def event_line(self, event: Event, record: SessionRecord) -> str | None:
        """A public line for the table log, with the players' names, in the table's language."""
        return render.event_line(event, record, render.table_words(record))

    # ---- renderers (pure) ----------------------------------------------------------------------------
    def table(self, record: SessionRecord, engine: Engine[Any]) -> Payload:
        """The running table, in the table's language."""
        p = engine.perspective(None)
        assert isinstance(p, BangPerspective)
        return render.table(
            record, p, due_of(record, p), self.my_hand_button(record), render.table_words(record)
        )

    def hand_cards(self, record: SessionRecord, engine: Engine[Any], seat: Seat) -> list[str] | None:
        """The cards the seat holds, in the order its hand lists them (the hand's picture)."""
        p = engine.perspective(seat)
        assert isinstance(p, BangPerspective)
        return render.hand_cards(p, seat)

    def hand(
        self,
        record: SessionRecord,
        engine: Engine[Any],
        seat: Seat,
        *,
        dm: bool,
        step: render.Step | None = None,
    ) -> Payload | None:
        """A seat's hand (DM or ephemeral), in the seat's language.

        A seat with nothing to answer gets the hand it was last drawn when nothing it shows has
        changed (`waiting_hand_key`, the language included): at seven seats the bot draws six such
        hands per click, only to find that their digests, and so the DMs, are as they were.
        """
        key = waiting_hand_key(record, engine, seat) if step is None else None
        if key is not None:
            kept = self.kept_hands.get(record.id, seat, key)
            if kept is not None:
                return kept
        p = engine.perspective(seat)
        assert isinstance(p, BangPerspective)
        w = render.hand_words(record, seat)
        payload = render.hand(record, p, engine.legal_actions(seat), seat, due_of(record, p), step, w)
        if key is not None:
            self.kept_hands.put(record.id, seat, key, payload)
        return payload

    def result_headline(self, record: SessionRecord, engine: Engine[Any] | None) -> str:
        """Why the game ended and which side won, without the shared "🏆 names" line: the
        standings below already mark each winner with 🏆 (`render.headline`)."""
        result = engine.result if engine is not None else None
        if result is None or not result.summary:
            return super().result_headline(record, engine)
        return render.headline(record, result, render.table_words(record))

    def final_lines(self, record: SessionRecord, engine: Engine[Any] | None) -> list[str]:
        """Every player's role and fate, revealed at the end, also after `/bang end`."""
        if engine is None:
            return []
        result = engine.result
        winners = list(result.winners) if result else None
        return render.final_lines(record, engine.state.players, winners, render.table_words(record))

    # ---- clicks --------------------------------------------------------------------------------------
    def turn_prompt(self, record: SessionRecord, engine: Engine[Any], decision: Decision) -> str | None:
        """The turn ping: "your turn: play cards or end your turn", or what a human must answer out of
        turn ("answer the BANG! from Alice: Missed! or take the hit"), in the table's language."""
        p = engine.perspective(None)
        assert isinstance(p, BangPerspective)
        w = render.table_words(record)
        d = p.pending if p.pending is not None and p.pending.decision_id == decision.id else None
        kind = decision.kind
        where = "bang-ping-on-table" if kind == "pick_from_general_store" else "bang-ping-in-dm"
        if kind == "play_beer_or_die" and d is not None:
            # In any turn, the reason first: "the Dynamite left you at 0 ❤️: play a Beer or you are out"
            return w(where, what=render.dying_ping(w, record, p))
        if decision.seat == p.active:
            own = w(f"bang-own-{kind}") if kind in OWN_TURN else w("bang-own-other")
            return w(where, what=w("bang-ping-your-turn", what=own))
        attacker = d.attacker if d is not None else None
        by = "other" if attacker is not None else "none"
        who = render.seat_name(record, attacker, w) if attacker is not None else ""
        card = render.card_name(w, decision.source_card) if decision.source_card else ""
        if kind == "respond_to_shot":
            what = w("bang-ping-shot", card=card or w.card("bang", "BANG!"), by=by, who=who)
        elif kind in ("respond_to_indians", "respond_to_duel", "respond_to_arrow", "choose_character"):
            what = w(f"bang-ping-{kind}", by=by, who=who)
        else:
            what = w(f"bang-ping-{kind}") if w.has(f"bang-ping-{kind}") else w("bang-ping-other")
            if card and kind != "use_tumbleweed" and card not in what:
                extra = w("bang-ping-card-from", card=card, who=who) if who else card
                what = w("bang-ping-with-card", what=what, card=extra)
        return w(where, what=what)

    def ping_key(self, record: SessionRecord, engine: Engine[Any], decision: Decision) -> str | None:
        """Once a turn for the player whose turn it is; every out-of-turn answer gets its own ping
        (paying or placing tokens always follows the player's own click)."""
        p = engine.perspective(None)
        assert isinstance(p, BangPerspective)
        if decision.seat == p.active or decision.kind in ("pay_tokens", "place_token"):
            return None
        return f"s{decision.seat}d{decision.id}"

    async def handle(
        self, interaction: discord.Interaction[Any], parsed: ParsedId, values: list[str]
    ) -> None:
        """act / card / tgt / back / sid / discards / multi / abil clicks (hand messages; `act` also
        on the table's store)."""
        if parsed.verb == "chars":
            await self.show_characters(interaction, parsed)
            return
        if not parsed.token.startswith("d") or not parsed.token[1:].isdigit():
            raise SessionError("forged_id")
        verb = parsed.verb
        if verb == "act":
            raw = values[0] if values else parsed.arg
            if raw is None or not raw.isdigit():
                raise SessionError("forged_id")
            index = int(raw)

            def by_index(engine: Engine[Any], seat: Seat) -> Action:
                legal = engine.legal_actions(seat)
                if index >= len(legal):
                    raise SessionError("stale_button")
                return legal[index]

            try:
                await self.act(interaction, parsed, by_index)
            except SessionError as exc:
                if exc.code != "not_your_decision":
                    raise
                raise await self.store_refusal(interaction, parsed) or exc from None
        elif verb == "sid":
            chosen = sorted(values)

            def sid(engine: Engine[Any], seat: Seat) -> Action:
                for a in engine.legal_actions(seat):
                    if isinstance(a, UseAbility) and a.ability == "sid_ketchum" and sorted(a.cards) == chosen:
                        return a
                raise SessionError("card_gone")

            await self.act(interaction, parsed, sid)
        elif verb == "discards":
            # Phase 3: the whole excess at once (the owner's DM/ephemeral; values are its card ids).
            if not values:
                raise SessionError("forged_id")
            did, cards = int(parsed.token[1:]), list(values)

            def discards(engine: Engine[Any], seat: Seat) -> Action:
                return DiscardCards(decision_id=did, cards=cards)

            await self.act(interaction, parsed, discards)
        elif verb == "multi":
            # A&D Quick Shot / Arrow: the chosen seats are the target plus the upgrade targets.
            if not parsed.arg or not values or not all(v.isdigit() for v in values):
                raise SessionError("forged_id")
            card, seats = parsed.arg, sorted(int(v) for v in values)

            def multi(engine: Engine[Any], seat: Seat) -> Action:
                for a in engine.legal_actions(seat):
                    if (
                        isinstance(a, PlayCard)
                        and a.card == card
                        and a.target is not None
                        and sorted([a.target, *a.extra_targets]) == seats
                    ):
                        return a
                raise SessionError("card_gone")

            await self.act(interaction, parsed, multi)
        elif verb in ("card", "tgt", "back", "abil"):
            await self.step(interaction, parsed, values)
        else:
            raise SessionError("forged_id")

    async def show_characters(self, interaction: discord.Interaction[Any], parsed: ParsedId) -> None:
        """The table's **Characters** button: every seat's character and ability, only to the
        clicker (public facts, so anyone may ask; UX review #11)."""
        channel_id = await self.channel_of(interaction, parsed.sid)
        record, engine = await self.sessions.peek(channel_id, parsed.sid)
        if engine is None:
            raise SessionError("not_started")
        p = engine.perspective(None)
        assert isinstance(p, BangPerspective)
        await reply(interaction, render.characters_text(record, p, words(reader_language(interaction))))

    async def store_refusal(
        self, interaction: discord.Interaction[Any], parsed: ParsedId
    ) -> SessionError | None:
        """A General Store card clicked during another player's pick: whose pick it is, and whether
        the clicker's comes later (UX review #20); None for any other decision."""
        channel_id = await self.channel_of(interaction, parsed.sid)
        record, engine = await self.sessions.peek(channel_id, parsed.sid)
        seat = record.seat_of(interaction.user.id)
        d = engine.decision(int(parsed.token[1:])) if engine is not None else None
        if engine is None or d is None or d.kind != "pick_from_general_store" or seat is None:
            return None
        name = render.seat_name(record, d.seat, words(reader_language(interaction)))
        later = any(t.kind == "gs_pick" and t.seat == seat for t in engine.state.stack)
        return SessionError("store_pick_later" if later else "store_pick_done", name=name)

    async def step(self, interaction: discord.Interaction[Any], parsed: ParsedId, values: list[str]) -> None:
        """A step of a multi-step play: re-render the owner's hand (nothing is submitted), or play a
        card at once when it has a single way to be played and nothing to confirm."""
        channel_id = await self.channel_of(interaction, parsed.sid)
        record, engine = await self.sessions.peek(channel_id, parsed.sid)
        seat = record.seat_of(interaction.user.id)
        if seat is None:
            raise SessionError("not_seated")
        if engine is None:
            raise SessionError("not_started")
        if record.seats[seat].ai:
            raise SessionError("ai_playing_your_seat")
        SessionManager.check_token(engine, seat, parsed.token)
        legal = engine.legal_actions(seat)
        step: render.Step | None = None
        if parsed.verb == "card":
            card = values[0] if values else ""
            plays = [(i, a) for i, a in enumerate(legal) if isinstance(a, PlayCard) and a.card == card]
            if not plays:
                raise SessionError("card_gone")
            if len(plays) == 1 and plays[0][1].target is None:
                p = engine.perspective(seat)
                assert isinstance(p, BangPerspective)
                if render.confirm_reason(p, card, render.hand_words(record, seat)) is None:
                    only = plays[0][1]
                    await self.act(interaction, parsed, lambda e, s: _same(e, s, only))
                    return
                step = render.Step("confirm", card=card, index=plays[0][0])
            else:
                step = render.Step("card", card=card)
        elif parsed.verb == "tgt":
            if not values or not values[0].lstrip("-").isdigit() or not parsed.arg:
                raise SessionError("forged_id")
            step = render.Step("tgt", card=parsed.arg, target=int(values[0]))
        elif parsed.verb == "abil":
            if not values:
                raise SessionError("forged_id")
            ability, _, group = values[0].partition(render.GROUP_SEP)
            uses = [a for a in legal if isinstance(a, UseAbility) and a.ability == ability]
            if not any(not group or render.ability_group(a) == group for a in uses):
                raise SessionError("card_gone")
            step = render.Step("abil", card=ability, group=group or None)
        payload = self.hand(record, engine, seat, dm=not _ephemeral(interaction), step=step)
        assert payload is not None
        _, kwargs = await self.dressed_hand(record, engine, seat, payload, message=interaction.message)
        await interaction.response.edit_message(**kwargs)


def _same(engine: Engine[Any], seat: Seat, action: Action) -> Action:
    """The action, if it is still legal for the seat (checked again under the session lock)."""
    if action not in engine.legal_actions(seat):
        raise SessionError("card_gone")
    return action


def _ephemeral(interaction: discord.Interaction[Any]) -> bool:
    return bool(interaction.message is not None and interaction.message.flags.ephemeral)
