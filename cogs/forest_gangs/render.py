"""Pure renderers for Forest Gangs: perspectives → embeds and buttons (no API calls)."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.storage import SessionRecord
from bot.ui import Payload, button, countdown, custom_id
from cogs.forest_gangs.messages import ABILITY_TEXT
from engines.forest_gangs.perspective import CardView, ForestGangsPerspective
from engines.forest_gangs.text import DECISIONS, render_step

GAME = "forest_gangs"
COLOUR = discord.Colour.from_rgb(46, 125, 50)
CREATURE_EMOJI = {1: "🐐", 2: "👺", 3: "🦗", 4: "🎭", 5: "🍄", 6: "🐸", 7: "🧙", 8: "🗿", 9: "🐉"}
FLAG_EMOJI = {"acorn": "🌰", "mushroom": "🍄", "feather": "🪶", "moon": "🌙", "leaf": "🍃", "stone": "🪨"}
SEAT_RE = re.compile(r"\bSeat (\d+)\b")
LOG_LINES = 10
"""Combat-log lines shown on the table (the newest ones)."""


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


def card_label(card: CardView) -> str:
    """ "🧙 Gnome (7)"."""
    return f"{CREATURE_EMOJI.get(card.value, '')} {card.name} ({card.value})"


def table(record: SessionRecord, p: ForestGangsPerspective, hand_button: discord.ui.Button[Any]) -> Payload:
    """The public table: piles and status per seat, the Loot, the combat, recent events."""
    mode = " · Kids 2" if p.kids2 else " · Kids 1" if p.kids1 else ""
    waiting = DECISIONS.get(p.waiting_for or "", "")
    due = countdown(record)
    if p.waiting_for == "choose_card":
        status = f"🃏 Choose your card — use **My hand** or your DMs. Time's up {due or 'soon'}."
    elif p.waiting_for in ("use_shapeshifter", "join_duel"):
        status = f"✨ {waiting} {due}".rstrip()
    elif p.waiting_for == "reveal":
        status = "🃏 Reveal your top card!"
    else:
        status = ""
    embed = discord.Embed(
        title=f"🌲 Forest Gangs — round {p.round}{mode}",
        description=f"{status}\n💰 **Loot:** {p.loot} card{'s' if p.loot != 1 else ''}"
        + (f" (carried over: {p.loot_carried})" if p.loot_carried else ""),
        colour=COLOUR,
    )
    for s in p.players:
        name = seat_name(record, s.seat, p.ghost_seat)
        if s.in_play is not None:
            play = card_label(s.in_play)
        elif s.laid:
            play = "🃏 card laid"
        elif s.waiting and p.waiting_for == "choose_card":
            play = "⏳ choosing…"
        else:
            play = "—"
        if not s.in_stage and s.in_play is not None:
            play += " (out)"
        embed.add_field(
            name=name[:256],
            value=f"{play}\n🃏 {s.deck} · ✋ {s.hand} · 🗑 {s.discard} · **{s.cards}** cards",
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
        name="Your piles", value=f"🃏 deck {mine.deck} · 🗑 discard {mine.discard} · **{mine.cards}** cards"
    )
    if mine.in_play is not None:
        embed.add_field(name="In play", value=card_label(mine.in_play))
    items: list[discord.ui.Item[Any]] = []
    decision = p.decisions[0] if p.decisions else None
    if decision is not None:
        token = f"d{decision.id}"
        due = countdown(record, decision.id)
        if due:
            embed.add_field(
                name="⏳ Time", value=f"Answer {due}; after that the default is used.", inline=False
            )
        if decision.kind == "choose_card":
            embed.add_field(name="Your move", value="Choose the card to lay face down.", inline=False)
            by_id = {c.id: c for c in p.hand}
            for card in p.legal_cards:
                items.append(
                    button(
                        card_label(by_id[card]),
                        custom_id(GAME, record.id, token, "choose", card),
                        style=discord.ButtonStyle.primary,
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
    """Final card counts, best first."""
    counts = p.final_counts or [s.cards for s in p.players]
    order = sorted(range(len(counts)), key=lambda z: -counts[z])
    return [f"{seat_name(record, z, p.ghost_seat)}: **{counts[z]}** cards" for z in order]


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
