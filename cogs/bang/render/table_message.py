"""The table message: every seat's public view, the pending question, the log (`view_for(None)` only)."""

from __future__ import annotations

from typing import Any

import discord

from bot.i18n import Words
from bot.storage import SessionRecord
from bot.ui import Payload, button, custom_id
from cogs.bang.render.common import (
    BUTTONS_MAX,
    COLOUR,
    EMBED_MAX,
    FOOTER_ROOM,
    GAME,
    LOG_LINES,
    LOG_ROOM,
    OUT_OF_TURN,
    PIP,
    TOKEN_TOTAL,
    _clip,
    armed,
    card_label,
    char_name,
    char_text,
    in_play_label,
    pending_line,
    pips,
    role_name,
    seat_name,
    shown,
    shown_list,
    table_legend,
    table_words,
)
from engines.bang.perspective import BangPerspective


def _seats_embed(
    w: Words, record: SessionRecord, p: BangPerspective, lines: list[str], *, pictures: bool
) -> discord.Embed:
    """The table's embed up to the log: the lines, then a field per seat, the General Store and the
    draw! cards; face-up cards with their pictures when `pictures` (and each field still fits)."""
    ad = armed(p)
    limit = 1024 if pictures else 0
    embed = discord.Embed(
        title=w("bang-table-title", turn=p.turn), description="\n".join(lines), colour=COLOUR
    )
    for s in p.seats:
        head = ("▶️ " if s.seat == p.active else "") + ("⭐ " if s.is_sheriff else "")
        name = head + seat_name(record, s.seat, w) + ("" if s.alive else " 💀")
        rows = [f"**{char_name(w, s.character)}**" + (f" {pips(s.tokens)}" if ad and s.alive else "")]
        if s.character and s.alive:
            rows.append(f"_{char_text(w, s.character)}_")
        if s.alive:
            rows.append(f"❤️ {s.life}/{s.max_life} · ✋ {s.hand_size}")
        if s.role and not s.is_sheriff:
            rows.append(role_name(w, s.role))
        if s.in_play:
            # The cards in play show their pictures while the seat's field fits in 1,024 characters.
            room = min(limit, 1024 - len("\n".join(rows)) - len("\n🃏 "))
            rows.append("🃏 " + shown_list(w, s.in_play, room, lambda c, s=s: in_play_label(w, s, c)))
        embed.add_field(name=_clip(name, 256), value=_clip("\n".join(rows), 1024), inline=True)
    if p.store:
        embed.add_field(name=w("bang-table-store"), value=shown_list(w, p.store, limit), inline=False)
    if p.check_cards:
        embed.add_field(name=w("bang-table-draw"), value=shown_list(w, p.check_cards, limit), inline=False)
    return embed


def table(
    record: SessionRecord,
    p: BangPerspective,
    due: float | None,
    hand_button: discord.ui.Button[Any],
    w: Words | None = None,
) -> Payload:
    """The public table: every seat in order, whose turn and phase, the pending decision, the log."""
    w = w or table_words(record)
    phase = w(f"bang-phase-{p.phase}") if w.has(f"bang-phase-{p.phase}") else w("bang-phase-other")
    lines = [w("bang-table-turn", name=seat_name(record, p.active, w), phase=phase)]
    if p.pending is not None:
        lines.append(pending_line(w, record, p, due))
        waited = p.pending.seat
        if p.pending.kind in OUT_OF_TURN and waited < len(record.seats) and record.seats[waited].human:
            lines.append(w("bang-table-answer-in-dm"))
    if p.resolving:
        lines.append(w("bang-table-resolving", cards=shown_list(w, p.resolving)))
    if p.discard_top:
        # The last card played or discarded, face up (a footer cannot show a card's picture).
        lines.append(w("bang-table-discard-top", card=shown(w, p.discard_top)))
    ad = armed(p)
    embed = _seats_embed(w, record, p, lines, pictures=True)
    if len(embed) > EMBED_MAX - FOOTER_ROOM - LOG_ROOM:
        embed = _seats_embed(w, record, p, lines, pictures=False)  # a crowded table: the cards as text
    if record.recent_log:
        # Discord: 6000 characters per embed; the log gives way first (footer included below).
        room = EMBED_MAX - FOOTER_ROOM - len(embed)
        log = _clip("\n".join(record.recent_log[-LOG_LINES:]), min(1024, room - 20))
        if room > 40:
            embed.add_field(name=w("bang-table-recent"), value=log, inline=False)
    args = {"deck": p.deck_size, "discard": p.discard_size, "session": record.id}
    if ad:
        footer = w("bang-table-footer-ad", pip=PIP, supply=p.token_supply, total=TOKEN_TOTAL, **args)
    else:
        footer = w("bang-table-footer", **args)
    embed.set_footer(text=f"{footer}\n{table_legend(w, ad)}")
    items: list[discord.ui.Item[Any]] = []
    if p.pending is not None and p.pending.kind == "pick_from_general_store":
        # Public picks: store cards are face up; the index is the picker's legal-action index, and
        # the d<id> token lets only the picking seat use these buttons.
        token = f"d{p.pending.decision_id}"
        for i, c in enumerate(p.store[:BUTTONS_MAX]):
            items.append(
                button(
                    card_label(w, c),
                    custom_id(GAME, record.id, token, "act", i),
                    style=discord.ButtonStyle.primary,
                    emoji="🏪",
                )
            )
    items.append(hand_button)
    items.append(characters_button(record, w))
    return Payload(embeds=[embed], items=items)


def characters_button(record: SessionRecord, w: Words | None = None) -> discord.ui.Button[Any]:
    """The table's "Characters" button: every character in play and its ability, privately."""
    w = w or table_words(record)
    return button(w("bang-table-characters"), custom_id(GAME, record.id, "x", "chars"), emoji="🎭", row=4)


def characters_text(record: SessionRecord, p: BangPerspective, w: Words | None = None) -> str:
    """The answer to **Characters**: one line per seat, "🎭 **Alice** — Rose Doolan: sees others 1
    closer." (players out of the game last, marked 💀), in the clicker's language."""
    w = w or table_words(record)
    lines = [w("bang-chars-title")]
    for s in sorted(p.seats, key=lambda s: not s.alive):
        name = seat_name(record, s.seat, w)
        if not s.character:
            lines.append(w("bang-chars-choosing", name=name))
            continue
        out = " 💀" if not s.alive else ""
        sheriff = "⭐ " if s.is_sheriff else ""
        lines.append(f"• {sheriff}**{name}**{out} — {char_name(w, s.character)}: {char_text(w, s.character)}")
    return _clip("\n".join(lines), 2000)
