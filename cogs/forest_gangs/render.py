"""Pure renderers for Forest Gangs: perspectives → embeds and buttons (no API calls)."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.emojis import card_emoji
from bot.results import names_list, plural
from bot.storage import SessionRecord
from bot.ui import Payload, button, countdown, custom_id
from cogs.forest_gangs.messages import ABILITY_TEXT
from engines.forest_gangs.events import CombatStepped
from engines.forest_gangs.perspective import CardView, ForestGangsPerspective
from engines.forest_gangs.state import Face
from engines.forest_gangs.text import REASONS, render_step, unplayable

GAME = "forest_gangs"
COLOUR = discord.Colour.from_rgb(46, 125, 50)
CREATURE_EMOJI = {1: "🐐", 2: "👺", 3: "🦗", 4: "🎭", 5: "🍄", 6: "🐸", 7: "🧙", 8: "🗿", 9: "🐉"}
FLAG_EMOJI = {"acorn": "🌰", "mushroom": "🍄", "feather": "🪶", "moon": "🌙", "leaf": "🍃", "stone": "🪨"}
SEAT_RE = re.compile(r"\bSeat (\d+)\b")
LOG_LINES = 10
"""Combat-log lines shown on the table (the newest ones)."""
LEGEND = "🃏 deck · ✋ hand · 🗑 discard · **total** cards (most cards at the end wins)"
"""The one-line key to the pile icons of the table's player fields."""
TIMEOUT_DEFAULT = {
    "choose_card": "a random card is laid for you",
    "use_shapeshifter": "you keep the Shapeshifter",
    "join_duel": "you stay out of the duel",
    "reveal": "your card is revealed for you",
}
"""What happens when a decision times out (its default, forest_gangs.md §9)."""


def seat_name(record: SessionRecord, seat: int, ghost_seat: int | None) -> str:
    """A seat's display name; the ghost is "👻 Ghost"."""
    if ghost_seat is not None and seat == ghost_seat:
        return "👻 Ghost"
    if 0 <= seat < len(record.seats):
        info = record.seats[seat]
        return f"🤖 {info.name}" if info.ai else info.name
    return f"Seat {seat + 1}"


def with_names(text: str, record: SessionRecord) -> str:
    """Replace the engine's "Seat N" with the players' names."""
    return SEAT_RE.sub(lambda m: seat_name(record, int(m.group(1)) - 1, None), text)


def card_label(card: CardView | Face) -> str:
    """ "🧙 Gnome (7)"."""
    return f"{CREATURE_EMOJI.get(card.value, '')} {card.name} ({card.value})"


def face_up(card: CardView) -> str:
    """A face-up card in text: its picture (`<:name:id>`, CAMPFIRE_IMAGES) or its creature emoji."""
    picture = card_emoji(GAME, card.id)
    return f"{picture} {card.name} ({card.value})" if picture is not None else card_label(card)


def cards_bold(n: int) -> str:
    """ "**1** card", "**9** cards"."""
    return f"**{n}** card{'' if n == 1 else 's'}"


def combat_line(record: SessionRecord, event: CombatStepped) -> str | None:
    """The table's Recent line for a combat's outcome: who won the round, with what (None: no line)."""
    step = event.step
    if step.kind == "winner" and step.winner is not None:
        who = seat_name(record, step.winner, event.ghost_seat)
        card = f" with {card_label(step.plays[0].card)}" if step.plays else ""
        why = REASONS.get(step.reason or "", step.reason or "")
        return (
            f"⚔️ Round {event.round}: **{who}** wins{card} ({why}) and takes {plural(step.count or 0, 'card')}"
        )
    if step.kind == "no_winner":
        return (
            f"⚔️ Round {event.round}: nobody wins (no card left in play);"
            f" the Loot of {plural(step.count or 0, 'card')} stays"
        )
    if step.kind == "gnome_pass":
        return "🧙 Gnome! Everyone passed their hand card to the left"
    return None


ABILITY_NAME = {"use_shapeshifter": "Shapeshifter", "join_duel": "Goblin"}
"""The card whose ability a waiting decision is about (its card in play, public)."""


def waiting_names(record: SessionRecord, p: ForestGangsPerspective) -> str:
    """Who an ability question waits for, with the card it is about: "Bob (Shapeshifter), 🤖 AI 1
    (Shapeshifter)". The card is the seat's card in play, so this tells nobody anything secret."""
    what = ABILITY_NAME.get(p.waiting_for or "", "their answer")
    names = [f"{seat_name(record, s.seat, p.ghost_seat)} ({what})" for s in p.players if s.waiting]
    return ", ".join(names) or f"the {what}"


def table(record: SessionRecord, p: ForestGangsPerspective, hand_button: discord.ui.Button[Any]) -> Payload:
    """The public table: piles and status per seat, the Loot, the combat, recent events."""
    mode = " · Kids 2" if p.kids2 else " · Kids 1" if p.kids1 else ""
    due = countdown(record)
    if p.waiting_for == "choose_card":
        status = f"👉 Choose your card — use **My hand** or your DMs. Time's up {due or 'soon'}."
    elif p.waiting_for in ("use_shapeshifter", "join_duel"):
        status = f"✨ Waiting for {waiting_names(record, p)}… {due}".rstrip()
    elif p.waiting_for == "reveal":
        status = "🃏 Reveal your top card!"
    else:
        status = ""
    embed = discord.Embed(
        title=f"🌲 Forest Gangs — round {p.round}{mode}",
        description=f"{status}\n💰 **Loot:** {plural(p.loot, 'card')}"
        + (f" (carried over: {p.loot_carried})" if p.loot_carried else "")
        + f"\n{LEGEND}",
        colour=COLOUR,
    )
    for s in p.players:
        name = seat_name(record, s.seat, p.ghost_seat)
        if s.in_play is not None:
            play = face_up(s.in_play)
        elif s.laid:
            play = "✅ card laid"
        elif s.waiting and p.waiting_for == "choose_card":
            play = "⏳ choosing…"
        else:
            play = "—"
        if not s.in_stage and s.in_play is not None:
            play += " (out)"
        embed.add_field(
            name=name[:256],
            value=f"{play}\n🃏 {s.deck} · ✋ {s.hand} · 🗑 {s.discard} · {cards_bold(s.cards)}",
            inline=True,
        )
    steps = p.combat_log or p.last_combat
    if steps:
        lines = [with_names(render_step(step, p.ghost_seat), record) for step in steps][-LOG_LINES:]
        title = "⚔️ Combat" if p.combat_log else "⚔️ Last combat"
        embed.add_field(name=title, value=_clip("\n".join(lines), 1024), inline=False)
    if record.recent_log:
        embed.add_field(name="📜 Recent", value=_clip("\n".join(record.recent_log[-5:]), 1024), inline=False)
    embed.set_footer(text=f"Session {record.id} · /forest_gangs hand · /forest_gangs rules")
    return Payload(embeds=[embed], items=[hand_button])


def hand_cards(p: ForestGangsPerspective) -> list[str] | None:
    """The card ids of the hand message's list, in its order, for the hand's picture; None in Kids 2,
    where nobody holds cards (docs/rules/forest_gangs.md §7.2)."""
    if p.kids2:
        return None
    return [c.id for c in p.hand]


def hand(record: SessionRecord, p: ForestGangsPerspective, seat: int) -> Payload:
    """A seat's private hand: cards with abilities, and buttons for its open decision."""
    name = record.seats[seat].name if seat < len(record.seats) else f"Seat {seat + 1}"
    lines = []
    for c in p.hand:
        summary = ABILITY_TEXT.get(c.value, "") if not (p.kids1 or p.kids2) else ""
        lines.append(
            f"**{card_label(c)}** {FLAG_EMOJI.get(c.flag, '')}" + (f" — {summary}" if summary else "")
        )
    mine = p.players[seat]
    embed = discord.Embed(
        title=f"🌲 Your hand — round {p.round}",
        description="\n".join(lines) or "_No cards in hand._",
        colour=COLOUR,
    )
    embed.add_field(name="📍 Table", value=f"<#{record.channel_id}>")
    embed.add_field(
        name="Your piles",
        value=f"🃏 deck {mine.deck} · ✋ hand {mine.hand} · 🗑 discard {mine.discard} · {cards_bold(mine.cards)}",
    )
    if mine.in_play is not None:
        embed.add_field(name="In play", value=face_up(mine.in_play))
    items: list[discord.ui.Item[Any]] = []
    decision = p.decisions[0] if p.decisions else None
    if decision is not None:
        token = f"d{decision.id}"
        due = countdown(record, decision.id)
        if due:
            embed.add_field(
                name="⏳ Time",
                value=f"Answer {due}; after that {TIMEOUT_DEFAULT.get(decision.kind, 'the default is used')}.",
                inline=False,
            )
        if decision.kind == "choose_card":
            move = "Choose the card to lay face down."
            for card, why in unplayable(p):
                move += f"\n🚫 {card_label(card)} can't be laid: {why}."
            embed.add_field(name="Your move", value=move, inline=False)
            by_id = {c.id: c for c in p.hand}
            for card in p.legal_cards:
                face = by_id[card]
                picture = card_emoji(GAME, card)  # the card's own picture replaces the creature emoji
                items.append(
                    button(
                        card_label(face) if picture is None else f"{face.name} ({face.value})",
                        custom_id(GAME, record.id, token, "choose", card),
                        style=discord.ButtonStyle.primary,
                        emoji=picture,
                    )
                )
        elif decision.kind == "use_shapeshifter":
            embed.add_field(
                name="Your move",
                value="🎭 Use your Shapeshifter? It goes to the Loot and the top card"
                " of your deck takes its place.",
                inline=False,
            )
            items.append(
                button(
                    "Use the Shapeshifter",
                    custom_id(GAME, record.id, token, "shift", 1),
                    style=discord.ButtonStyle.primary,
                )
            )
            items.append(button("Keep it", custom_id(GAME, record.id, token, "shift", 0)))
        elif decision.kind == "join_duel":
            embed.add_field(name="Your move", value="👺 Join the duel with your Goblin?", inline=False)
            items.append(
                button(
                    "Join the duel",
                    custom_id(GAME, record.id, token, "goblin", 1),
                    style=discord.ButtonStyle.primary,
                )
            )
            items.append(button("Stay out", custom_id(GAME, record.id, token, "goblin", 0)))
        elif decision.kind == "reveal":
            embed.add_field(name="Your move", value="Turn over the top card of your deck.", inline=False)
            items.append(
                button(
                    "Reveal", custom_id(GAME, record.id, token, "reveal"), style=discord.ButtonStyle.primary
                )
            )
    elif p.result is None:
        chosen = mine.laid
        embed.add_field(
            name="Waiting",
            value="Your card is laid; waiting for the others." if chosen else "Waiting for the others.",
            inline=False,
        )
    embed.set_footer(text=f"{name} · session {record.id}")
    return Payload(embeds=[embed], items=items)


def final_lines(record: SessionRecord, p: ForestGangsPerspective) -> list[str]:
    """Every gang's card count, winners first (🏆), then most cards."""
    counts = p.final_counts or [s.cards for s in p.players]
    won = set(p.winning_zones)
    order = sorted(range(len(counts)), key=lambda z: (z not in won, -counts[z]))
    lines = [] if p.result is not None else ["Cards when the game was stopped:"]
    lines += [
        f"{'🏆 ' if z in won else ''}{seat_name(record, z, p.ghost_seat)} — {cards_bold(counts[z])}"
        for z in order
    ]
    return lines


def headline(record: SessionRecord, p: ForestGangsPerspective) -> str | None:
    """ "🏆 Ana wins with 16 cards" (the ghost by name too); None before the end."""
    if p.result is None or not p.winning_zones:
        return None
    names = [seat_name(record, z, p.ghost_seat) for z in p.winning_zones]
    count = p.final_counts[p.winning_zones[0]]
    if len(names) == 1:
        text = f"🏆 {names[0]} wins with {plural(count, 'card')}"
    else:
        text = f"🏆 {names_list(names)} share the victory with {plural(count, 'card')} each"
    if p.tie_break:
        text += " (a tie on cards, decided by the most Dragonesses, then Giants, …)"
    return text


def end_reason(record: SessionRecord, p: ForestGangsPerspective) -> str | None:
    """Why the game ended (§6.1): who had to draw or reveal with no deck and no discard pile."""
    step = p.end_step
    if p.result is None or step is None:
        return None
    who = seat_name(record, step.seat, p.ghost_seat) if step.seat is not None else "A player"
    if step.reason == "duel":
        return (
            f"🔚 {who} had to draw during a duel with an empty deck and discard pile: the cards in play"
            f" and the Loot were shared among the duellists ({plural(step.count or 0, 'card')} each)."
        )
    verb = "reveal" if step.reason == "reveal" else "draw"
    return f"🔚 {who} had to {verb} a card with an empty deck and discard pile, so the game ended."


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
