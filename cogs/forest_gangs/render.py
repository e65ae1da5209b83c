"""Pure renderers for Forest Gangs: perspectives → embeds and buttons (no API calls).

Every word comes from the catalogs (`locales/<lang>/table.ftl`, creature names and abilities from
`cards.ftl`) through a `Words` of the reader's language: the table's for public texts
(`bot.i18n.table_language`), the seat's for its hand (`bot.i18n.seat_language`). The engine's own
English (engines/forest_gangs/text.py, for the terminal) is never shown here: steps and events are
worded from their fields and codes.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.emojis import card_emoji
from bot.i18n import Words, seat_language, table_language, words
from bot.storage import SessionRecord
from bot.ui import Payload, button, countdown, custom_id
from cogs.forest_gangs.messages import ABILITY_TEXT
from engines.forest_gangs.catalog import CREATURE_NAMES, FROG
from engines.forest_gangs.events import CombatStepped
from engines.forest_gangs.perspective import CardView, ForestGangsPerspective
from engines.forest_gangs.state import CombatStep, Face

GAME = "forest_gangs"
COLOUR = discord.Colour.from_rgb(46, 125, 50)
CREATURE_EMOJI = {1: "🐐", 2: "👺", 3: "🦗", 4: "🎭", 5: "🍄", 6: "🐸", 7: "🧙", 8: "🗿", 9: "🐉"}
FLAG_EMOJI = {"acorn": "🌰", "mushroom": "🍄", "feather": "🪶", "moon": "🌙", "leaf": "🍃", "stone": "🪨"}
LOG_LINES = 10
"""Combat-log lines shown on the table (the newest ones)."""
GHOST = "Ghost"
"""The ghost player's English name (its catalog key: `forest_gangs-card-ghost`)."""
REASONS = {
    "mantis_in_duel": "forest_gangs-reason-mantis-in-duel",
    "fungid_lowest": "forest_gangs-reason-fungid-lowest",
    "highest": "forest_gangs-reason-highest",
    "only_card": "forest_gangs-reason-only-card",
    "goatsheep": "forest_gangs-reason-goatsheep",
}
"""Why a combat was won (`CombatStep.reason` of a "winner" step) → its message."""
TIMEOUT_DEFAULT = {
    "choose_card": "forest_gangs-timeout-choose",
    "use_shapeshifter": "forest_gangs-timeout-shapeshifter",
    "join_duel": "forest_gangs-timeout-goblin",
    "reveal": "forest_gangs-timeout-reveal",
}
"""What happens when a decision times out (its default, forest_gangs.md §9), by decision kind."""
ABILITY_NAME = {"use_shapeshifter": "Shapeshifter", "join_duel": "Goblin"}
"""The card (English name) whose ability a waiting decision is about (its card in play, public)."""
PLAYS_STEPS = {
    "revealed": "forest_gangs-step-revealed",
    "shapeshifted": "forest_gangs-step-shapeshifted",
    "duel_played": "forest_gangs-step-duel-cards",
    "dragoness_banished": "forest_gangs-step-banished",
}
"""Combat-log steps worded with the cards played ($plays)."""
SEATS_STEPS = {
    "duel": "forest_gangs-step-duel",
    "giants_removed": "forest_gangs-step-giants",
    "goblins_joined": "forest_gangs-step-goblins",
}
"""Combat-log steps worded with a list of players ($who)."""


def table_words(record: SessionRecord) -> Words:
    """The words of a session's public messages."""
    return words(table_language(record))


def seat_name(record: SessionRecord, seat: int, ghost_seat: int | None, w: Words | None = None) -> str:
    """A seat's display name; the ghost is "👻 Ghost" (in the table's language unless `w` says)."""
    if ghost_seat is not None and seat == ghost_seat:
        return f"👻 {(w or table_words(record)).card(GAME, GHOST)}"
    if 0 <= seat < len(record.seats):
        info = record.seats[seat]
        return f"🤖 {info.name}" if info.ai else info.name
    return (w or table_words(record))("forest_gangs-seat", n=seat + 1)


def card_name(w: Words, card: CardView | Face) -> str:
    """The creature's name in `w`'s language."""
    return w.card(GAME, CREATURE_NAMES.get(card.value, card.name))


def card_label(card: CardView | Face, w: Words | None = None) -> str:
    """ "🧙 Gnome (7)" (in English unless `w` says)."""
    return f"{CREATURE_EMOJI.get(card.value, '')} {card_name(w or words('en'), card)} ({card.value})"


def face_up(card: CardView, w: Words) -> str:
    """A face-up card in text: its picture (`<:name:id>`, CAMPFIRE_IMAGES) or its creature emoji."""
    picture = card_emoji(GAME, card.id)
    return f"{picture} {card_name(w, card)} ({card.value})" if picture is not None else card_label(card, w)


def cards_bold(n: int, w: Words | None = None) -> str:
    """ "**1** card", "**9** cards"."""
    return (w or words("en"))("forest_gangs-cards-bold", n=n)


def _why(w: Words, step: CombatStep) -> str:
    key = REASONS.get(step.reason or "")
    return w(key) if key else w("forest_gangs-reason-highest")


def combat_line(record: SessionRecord, event: CombatStepped, w: Words | None = None) -> str | None:
    """The table's Recent line for a combat's outcome: who won the round, with what (None: no line)."""
    w = w or table_words(record)
    step = event.step
    if step.kind == "winner" and step.winner is not None:
        who = seat_name(record, step.winner, event.ghost_seat, w)
        n, why = step.count or 0, _why(w, step)
        if step.plays:
            card = card_label(step.plays[0].card, w)
            return w("forest_gangs-event-winner-card", round=event.round, who=who, card=card, why=why, n=n)
        return w("forest_gangs-event-winner", round=event.round, who=who, why=why, n=n)
    if step.kind == "no_winner":
        return w("forest_gangs-event-no-winner", round=event.round, n=step.count or 0)
    if step.kind == "gnome_pass":
        return w("forest_gangs-event-gnome")
    return None


def step_line(record: SessionRecord, step: CombatStep, ghost_seat: int | None, w: Words) -> str | None:
    """One combat-log line, from the step's fields (None: a step with no line)."""

    def who(seat: int) -> str:
        return seat_name(record, seat, ghost_seat, w)

    def plays() -> str:
        return ", ".join(f"{who(p.seat)}: {card_name(w, p.card)} ({p.card.value})" for p in step.plays)

    kind = step.kind
    if kind in PLAYS_STEPS:
        line = w(PLAYS_STEPS[kind], plays=plays())
    elif kind in SEATS_STEPS:
        line = w(SEATS_STEPS[kind], who=w.names([who(s) for s in step.seats]), value=step.value or 0)
    elif kind == "winner" and step.winner is not None:
        line = w("forest_gangs-step-winner", who=who(step.winner), why=_why(w, step), n=step.count or 0)
    elif kind == "no_winner":
        line = w("forest_gangs-step-no-winner", n=step.count or 0)
    elif kind == "gnome_pass":
        line = w("forest_gangs-step-gnome")
    elif kind == "game_end":
        failed = who(step.seat) if step.seat is not None else w("forest_gangs-someone")
        if step.reason == "duel":
            line = w("forest_gangs-step-end-duel", who=failed, n=step.count or 0)
        elif step.reason == "reveal":
            line = w("forest_gangs-step-end-reveal", who=failed)
        else:
            line = w("forest_gangs-step-end-draw", who=failed)
    else:
        return None
    if step.level and kind not in ("revealed", "winner", "no_winner", "gnome_pass", "game_end"):
        line = w("forest_gangs-step-in-duel", level=step.level, step=line)
    return line


def waiting_names(record: SessionRecord, p: ForestGangsPerspective, w: Words | None = None) -> str:
    """Who an ability question waits for, with the card it is about: "Bob (Shapeshifter) and 🤖 AI 1
    (Shapeshifter)". The card is the seat's card in play, so this tells nobody anything secret."""
    w = w or table_words(record)
    card = ABILITY_NAME.get(p.waiting_for or "")
    what = w.card(GAME, card) if card else w("forest_gangs-waiting-answer")
    names = [
        w("forest_gangs-waiting-seat", who=seat_name(record, s.seat, p.ghost_seat, w), card=what)
        for s in p.players
        if s.waiting
    ]
    return w.names(names) or w("forest_gangs-waiting-nobody")


def table(
    record: SessionRecord,
    p: ForestGangsPerspective,
    hand_button: discord.ui.Button[Any],
    w: Words | None = None,
) -> Payload:
    """The public table: piles and status per seat, the Loot, the combat, recent events."""
    w = w or table_words(record)
    due = countdown(record)
    if p.waiting_for == "choose_card":
        status = w("forest_gangs-status-choose", due=due) if due else w("forest_gangs-status-choose-soon")
    elif p.waiting_for in ("use_shapeshifter", "join_duel"):
        status = w("forest_gangs-status-abilities", who=waiting_names(record, p, w), due=due).rstrip()
    elif p.waiting_for == "reveal":
        status = w("forest_gangs-status-reveal")
    else:
        status = ""
    title = (
        "forest_gangs-table-title-kids2" if p.kids2 else "forest_gangs-table-title-kids1" if p.kids1 else None
    )
    loot = (
        w("forest_gangs-table-loot-carried", n=p.loot, carried=p.loot_carried)
        if p.loot_carried
        else w("forest_gangs-table-loot", n=p.loot)
    )
    embed = discord.Embed(
        title=w(title or "forest_gangs-table-title", round=p.round),
        description=f"{status}\n{loot}\n{w('forest_gangs-legend')}",
        colour=COLOUR,
    )
    for s in p.players:
        name = seat_name(record, s.seat, p.ghost_seat, w)
        if s.in_play is not None:
            play = face_up(s.in_play, w)
        elif s.laid:
            play = w("forest_gangs-play-laid")
        elif s.waiting and p.waiting_for == "choose_card":
            play = w("forest_gangs-play-choosing")
        else:
            play = "—"
        if not s.in_stage and s.in_play is not None:
            play = w("forest_gangs-play-out", card=play)
        embed.add_field(
            name=name[:256],
            value=f"{play}\n🃏 {s.deck} · ✋ {s.hand} · 🗑 {s.discard} · {cards_bold(s.cards, w)}",
            inline=True,
        )
    steps = p.combat_log or p.last_combat
    if steps:
        lines = [line for step in steps if (line := step_line(record, step, p.ghost_seat, w))][-LOG_LINES:]
        title = "forest_gangs-field-combat" if p.combat_log else "forest_gangs-field-last-combat"
        embed.add_field(name=w(title), value=_clip("\n".join(lines), 1024), inline=False)
    if record.recent_log:
        embed.add_field(
            name=w("forest_gangs-field-recent"),
            value=_clip("\n".join(record.recent_log[-5:]), 1024),
            inline=False,
        )
    embed.set_footer(
        text=w("forest_gangs-table-footer", id=record.id, hand=w("cmd-hand"), rules=w("cmd-rules"))
    )
    return Payload(embeds=[embed], items=[hand_button])


def hand_cards(p: ForestGangsPerspective) -> list[str] | None:
    """The card ids of the hand message's list, in its order, for the hand's picture; None in Kids 2,
    where nobody holds cards (docs/rules/forest_gangs.md §7.2)."""
    if p.kids2:
        return None
    return [c.id for c in p.hand]


def hand(record: SessionRecord, p: ForestGangsPerspective, seat: int, w: Words | None = None) -> Payload:
    """A seat's private hand (in the seat's language unless `w` says): cards with abilities, and
    buttons for its open decision."""
    w = w or words(seat_language(record, seat))
    name = record.seats[seat].name if seat < len(record.seats) else w("forest_gangs-seat", n=seat + 1)
    lines = []
    for c in p.hand:
        english = CREATURE_NAMES.get(c.value, c.name)
        summary = (
            w.card_text(GAME, "creature", english, ABILITY_TEXT.get(c.value, ""))
            if not (p.kids1 or p.kids2)
            else ""
        )
        lines.append(
            f"**{card_label(c, w)}** {FLAG_EMOJI.get(c.flag, '')}" + (f" — {summary}" if summary else "")
        )
    mine = p.players[seat]
    embed = discord.Embed(
        title=w("forest_gangs-hand-title", round=p.round),
        description="\n".join(lines) or w("forest_gangs-hand-empty"),
        colour=COLOUR,
    )
    embed.add_field(name=w("forest_gangs-hand-table"), value=f"<#{record.channel_id}>")
    embed.add_field(
        name=w("forest_gangs-hand-piles"),
        value=w(
            "forest_gangs-hand-piles-value",
            deck=mine.deck,
            hand=mine.hand,
            discard=mine.discard,
            cards=cards_bold(mine.cards, w),
        ),
    )
    if mine.in_play is not None:
        embed.add_field(name=w("forest_gangs-hand-in-play"), value=face_up(mine.in_play, w))
    items: list[discord.ui.Item[Any]] = []
    decision = p.decisions[0] if p.decisions else None
    move = w("forest_gangs-hand-move")
    if decision is not None:
        token = f"d{decision.id}"
        due = countdown(record, decision.id)
        if due and decision.kind in TIMEOUT_DEFAULT:
            embed.add_field(
                name=w("forest_gangs-hand-time"),
                value=w(TIMEOUT_DEFAULT[decision.kind], due=due),
                inline=False,
            )
        if decision.kind == "choose_card":
            text = w("forest_gangs-move-choose")
            legal = set(p.legal_cards)
            for card in p.hand:
                if card.id not in legal and any(c.value == FROG for c in p.hand):
                    text += "\n" + w("forest_gangs-move-frog", card=card_label(card, w))
            embed.add_field(name=move, value=text, inline=False)
            by_id = {c.id: c for c in p.hand}
            for card in p.legal_cards:
                face = by_id[card]
                picture = card_emoji(GAME, card)  # the card's own picture replaces the creature emoji
                items.append(
                    button(
                        card_label(face, w) if picture is None else f"{card_name(w, face)} ({face.value})",
                        custom_id(GAME, record.id, token, "choose", card),
                        style=discord.ButtonStyle.primary,
                        emoji=picture,
                    )
                )
        elif decision.kind == "use_shapeshifter":
            embed.add_field(name=move, value=w("forest_gangs-move-shapeshifter"), inline=False)
            items.append(
                button(
                    w("forest_gangs-button-shapeshifter-use"),
                    custom_id(GAME, record.id, token, "shift", 1),
                    style=discord.ButtonStyle.primary,
                )
            )
            items.append(
                button(
                    w("forest_gangs-button-shapeshifter-keep"), custom_id(GAME, record.id, token, "shift", 0)
                )
            )
        elif decision.kind == "join_duel":
            embed.add_field(name=move, value=w("forest_gangs-move-goblin"), inline=False)
            items.append(
                button(
                    w("forest_gangs-button-goblin-join"),
                    custom_id(GAME, record.id, token, "goblin", 1),
                    style=discord.ButtonStyle.primary,
                )
            )
            items.append(
                button(w("forest_gangs-button-goblin-stay"), custom_id(GAME, record.id, token, "goblin", 0))
            )
        elif decision.kind == "reveal":
            embed.add_field(name=move, value=w("forest_gangs-move-reveal"), inline=False)
            items.append(
                button(
                    w("forest_gangs-button-reveal"),
                    custom_id(GAME, record.id, token, "reveal"),
                    style=discord.ButtonStyle.primary,
                )
            )
    elif p.result is None:
        embed.add_field(
            name=w("forest_gangs-hand-waiting"),
            value=w("forest_gangs-hand-waiting-laid") if mine.laid else w("forest_gangs-hand-waiting-others"),
            inline=False,
        )
    embed.set_footer(text=w("forest_gangs-hand-footer", name=name, id=record.id))
    return Payload(embeds=[embed], items=items)


def final_lines(record: SessionRecord, p: ForestGangsPerspective, w: Words | None = None) -> list[str]:
    """Every gang's card count, winners first (🏆), then most cards."""
    w = w or table_words(record)
    counts = p.final_counts or [s.cards for s in p.players]
    won = set(p.winning_zones)
    order = sorted(range(len(counts)), key=lambda z: (z not in won, -counts[z]))
    lines = [] if p.result is not None else [w("forest_gangs-final-stopped")]
    lines += [
        f"{'🏆 ' if z in won else ''}{seat_name(record, z, p.ghost_seat, w)} — {cards_bold(counts[z], w)}"
        for z in order
    ]
    return lines


def headline(record: SessionRecord, p: ForestGangsPerspective, w: Words | None = None) -> str | None:
    """ "🏆 Ana wins with 16 cards" (the ghost by name too); None before the end."""
    if p.result is None or not p.winning_zones:
        return None
    w = w or table_words(record)
    names = [seat_name(record, z, p.ghost_seat, w) for z in p.winning_zones]
    count = p.final_counts[p.winning_zones[0]]
    key = "forest_gangs-headline-win" if len(names) == 1 else "forest_gangs-headline-share"
    if p.tie_break:
        key += "-tie"
    return w(key, who=w.names(names), n=count)


def end_reason(record: SessionRecord, p: ForestGangsPerspective, w: Words | None = None) -> str | None:
    """Why the game ended (§6.1): who had to draw or reveal with no deck and no discard pile."""
    step = p.end_step
    if p.result is None or step is None:
        return None
    w = w or table_words(record)
    who = (
        seat_name(record, step.seat, p.ghost_seat, w) if step.seat is not None else w("forest_gangs-a-player")
    )
    if step.reason == "duel":
        return w("forest_gangs-end-duel", who=who, n=step.count or 0)
    if step.reason == "reveal":
        return w("forest_gangs-end-reveal", who=who)
    return w("forest_gangs-end-draw", who=who)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
