"""A seat's hand message (its owner's DM or ephemeral): role, character, cards, distances, and the
components of the seat's open decision."""

from __future__ import annotations

from typing import Any

import discord

from bot.i18n import Words
from bot.storage import SessionRecord
from bot.ui import Payload
from cogs.bang.render.common import (
    COLOUR,
    GAME,
    PIP,
    Step,
    _clip,
    armed,
    card_label,
    card_text,
    char_name,
    char_text,
    countdown,
    hand_legend,
    hand_words,
    in_play_label,
    pips,
    seat_name,
    spendable,
)
from cogs.bang.render.decisions import _decision
from engines.bang.faces import ROLE_NAMES
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
    w: Words | None = None,
) -> Payload:
    """A seat's private message: role, character, cards, distances, and the buttons of its decision,
    in the seat's language (`w`, else `hand_words`)."""
    w = w or hand_words(record, seat)
    me = p.seats[seat]
    desc = [w(f"bang-goal-{p.role}", role=w.card(GAME, ROLE_NAMES[p.role])) if p.role in ROLE_NAMES else ""]
    ad = armed(p)
    if me.character:
        tokens = f" {pips(me.tokens)}" if ad else ""
        desc.append(f"🎭 **{char_name(w, me.character)}**{tokens} — {char_text(w, me.character)}")
    if me.alive:
        if ad:
            desc.append(
                w(
                    "bang-hand-life-ad",
                    life=me.life,
                    max=me.max_life,
                    range=p.weapon_range,
                    pip=PIP,
                    tokens=spendable(me),
                )
            )
        else:
            desc.append(w("bang-hand-life", life=me.life, max=me.max_life, range=p.weapon_range))
    else:
        desc.append(w("bang-hand-out"))
    embed = discord.Embed(
        title=w("bang-hand-title", name=seat_name(record, seat, w)),
        description="\n".join(desc),
        colour=COLOUR,
    )
    cards = p.hand or []
    hand_lines = [f"• {card_label(w, c)} — {card_text(w, c)}" for c in cards]
    embed.add_field(
        name=w("bang-hand-cards", n=len(cards)),
        value=_clip("\n".join(hand_lines) or w("bang-hand-empty"), 1024),
        inline=False,
    )
    if me.in_play:
        embed.add_field(
            name=w("bang-hand-in-play"),
            value=_clip(", ".join(in_play_label(w, me, c) for c in me.in_play), 1024),
            inline=False,
        )
    if me.alive:
        dist = [
            f"{seat_name(record, s.seat, w)}: {s.distance}{' 🎯' if s.in_range else ''}"
            for s in p.seats
            if s.seat != seat and s.alive and s.distance is not None
        ]
        if dist:
            embed.add_field(name=w("bang-hand-distances"), value=_clip(" · ".join(dist), 1024), inline=False)
    if p.looking:
        embed.add_field(
            name=w("bang-hand-looking"), value=", ".join(card_label(w, c) for c in p.looking), inline=False
        )
    items: list[discord.ui.Item[Any]] = []
    d = p.pending
    if p.winners is not None:
        embed.add_field(name="🏁", value=w("bang-hand-over"), inline=False)
    elif d is not None and d.seat == seat and legal:
        token = f"d{d.decision_id}"
        prompt, items = _decision(w, record, p, legal, seat, token, step)
        embed.add_field(
            name=w("bang-hand-your-move"),
            value=_clip(f"{prompt}\n{countdown(w, due, d.timeout_s)}", 1024),
            inline=False,
        )
    elif d is not None and me.alive:
        # Only whose turn it is (not the pending question of the moment): the DM is then edited
        # once per turn rather than after every action of the others (DM edit budget).
        embed.add_field(
            name=w("bang-hand-waiting"),
            value=w("bang-hand-whose-turn", name=seat_name(record, p.active, w)),
            inline=False,
        )
    embed.set_footer(text=f"{w('bang-hand-footer', session=record.id)}\n{hand_legend(w, ad)}")
    return Payload(embeds=[embed], items=items)
