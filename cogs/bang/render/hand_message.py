"""A seat's hand message (its owner's DM or ephemeral): role, character, cards, distances, and the
components of the seat's open decision."""

from __future__ import annotations

from typing import Any

import discord

from bot.storage import SessionRecord
from bot.ui import Payload
from cogs.bang.messages import (
    CHARACTER_TEXT,
    ROLE_TEXT,
)
from cogs.bang.render.common import (
    COLOUR,
    PIP,
    Step,
    _clip,
    armed,
    card_label,
    card_text,
    char_name,
    countdown,
    hand_legend,
    in_play_label,
    pips,
    plural,
    seat_name,
    spendable,
)
from cogs.bang.render.decisions import _decision
from engines.bang.perspective import BangPerspective
from engines.base import Action


# ---------------------------------------------------------------------- a hand
def hand_cards(p: BangPerspective, seat: int) -> list[str] | None:
    """The card ids of the hand message's "Your hand" field, in its order, for the hand's picture:
    the cards held, not those in play nor the character. None for a seat out of the game (its
    cards went to the discard pile: docs/rules/bang.md §1.9) or a view with no hand."""
    if p.hand is None or not p.seats[seat].alive:
        return None
    return list(p.hand)


def hand(
    record: SessionRecord,
    p: BangPerspective,
    legal: list[Action],
    seat: int,
    due: float | None,
    step: Step | None = None,
) -> Payload:
    """A seat's private message: role, character, cards, distances, and the buttons of its decision."""
    me = p.seats[seat]
    role = ROLE_TEXT.get(p.role or "", p.role or "")
    desc = [role]
    ad = armed(p)
    if me.character:
        tokens = f" {pips(me.tokens)}" if ad else ""
        desc.append(f"🎭 **{char_name(me.character)}**{tokens} — {CHARACTER_TEXT.get(me.character, '')}")
    if me.alive:
        spend = f" · {PIP} {plural(spendable(me), 'token')} to spend" if ad else ""
        desc.append(f"❤️ {me.life}/{me.max_life} life · 🔫 weapon range {p.weapon_range}{spend}")
    else:
        desc.append("💀 You are out of the game.")
    embed = discord.Embed(
        title=f"🤠 BANG! — {seat_name(record, seat)}", description="\n".join(desc), colour=COLOUR
    )
    cards = p.hand or []
    hand_lines = [f"• {card_label(c)} — {card_text(c)}" for c in cards]
    embed.add_field(
        name=f"✋ Your hand ({len(cards)})",
        value=_clip("\n".join(hand_lines) or "_empty_", 1024),
        inline=False,
    )
    if me.in_play:
        embed.add_field(
            name="🃏 In play",
            value=_clip(", ".join(in_play_label(me, c) for c in me.in_play), 1024),
            inline=False,
        )
    if me.alive:
        dist = [
            f"{seat_name(record, s.seat)}: {s.distance}{' 🎯' if s.in_range else ''}"
            for s in p.seats
            if s.seat != seat and s.alive and s.distance is not None
        ]
        if dist:
            embed.add_field(
                name="📏 Distances (🎯 = in range)", value=_clip(" · ".join(dist), 1024), inline=False
            )
    if p.looking:
        embed.add_field(
            name="👀 You look at", value=", ".join(card_label(c) for c in p.looking), inline=False
        )
    items: list[discord.ui.Item[Any]] = []
    d = p.pending
    if p.winners is not None:
        embed.add_field(name="🏁", value="The game is over.", inline=False)
    elif d is not None and d.seat == seat and legal:
        token = f"d{d.decision_id}"
        prompt, items = _decision(record, p, legal, seat, token, step)
        embed.add_field(
            name="👉 Your move", value=_clip(f"{prompt}\n{countdown(due, d.timeout_s)}", 1024), inline=False
        )
    elif d is not None and me.alive:
        # Only whose turn it is (not the pending question of the moment): the DM is then edited
        # once per turn rather than after every action of the others (DM edit budget).
        embed.add_field(
            name="⏳ Waiting",
            value=f"▶️ **{seat_name(record, p.active)}**'s turn — the table shows more.",
            inline=False,
        )
    embed.set_footer(text=f"Session {record.id} · only you see this\n{hand_legend(ad)}")
    return Payload(embeds=[embed], items=items)
