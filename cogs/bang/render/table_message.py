"""The table message: every seat's public view, the pending question, the log (`view_for(None)` only)."""

from __future__ import annotations

from typing import Any

import discord

from bot.storage import SessionRecord
from bot.ui import Payload, button, custom_id
from cogs.bang.messages import (
    CHARACTER_TEXT,
)
from cogs.bang.render.common import (
    BUTTONS_MAX,
    COLOUR,
    EMBED_MAX,
    FOOTER_ROOM,
    GAME,
    LOG_LINES,
    LOG_ROOM,
    OUT_OF_TURN,
    PHASE,
    PIP,
    ROLE_NAME,
    TOKEN_TOTAL,
    _clip,
    armed,
    card_label,
    char_name,
    in_play_label,
    pending_line,
    pips,
    seat_name,
    shown,
    shown_list,
    table_legend,
)
from engines.bang.perspective import BangPerspective


def _seats_embed(
    record: SessionRecord, p: BangPerspective, lines: list[str], *, pictures: bool
) -> discord.Embed:
    """The table's embed up to the log: the lines, then a field per seat, the General Store and the
    draw! cards; face-up cards with their pictures when `pictures` (and each field still fits)."""
    ad = armed(p)
    limit = 1024 if pictures else 0
    embed = discord.Embed(title=f"🤠 BANG! — turn {p.turn}", description="\n".join(lines), colour=COLOUR)
    for s in p.seats:
        head = ("▶️ " if s.seat == p.active else "") + ("⭐ " if s.is_sheriff else "")
        name = head + seat_name(record, s.seat) + ("" if s.alive else " 💀")
        rows = [f"**{char_name(s.character)}**" + (f" {pips(s.tokens)}" if ad and s.alive else "")]
        if s.character and s.alive:
            rows.append(f"_{CHARACTER_TEXT.get(s.character, '')}_")
        if s.alive:
            rows.append(f"❤️ {s.life}/{s.max_life} · ✋ {s.hand_size}")
        if s.role and not s.is_sheriff:
            rows.append(ROLE_NAME.get(s.role, s.role))
        if s.in_play:
            # The cards in play show their pictures while the seat's field fits in 1,024 characters.
            room = min(limit, 1024 - len("\n".join(rows)) - len("\n🃏 "))
            rows.append("🃏 " + shown_list(s.in_play, room, lambda c, s=s: in_play_label(s, c)))
        embed.add_field(name=_clip(name, 256), value=_clip("\n".join(rows), 1024), inline=True)
    if p.store:
        embed.add_field(name="🏪 General Store", value=shown_list(p.store, limit), inline=False)
    if p.check_cards:
        embed.add_field(name="🎲 draw!", value=shown_list(p.check_cards, limit), inline=False)
    return embed


def table(
    record: SessionRecord, p: BangPerspective, due: float | None, hand_button: discord.ui.Button[Any]
) -> Payload:
    """The public table: every seat in order, whose turn and phase, the pending decision, the log."""
    lines = [f"▶️ **{seat_name(record, p.active)}**'s turn · {PHASE.get(p.phase, 'playing')}"]
    if p.pending is not None:
        lines.append(pending_line(record, p, due))
        waited = p.pending.seat
        if p.pending.kind in OUT_OF_TURN and waited < len(record.seats) and record.seats[waited].human:
            lines.append("Answer with the buttons in your DMs or with **My hand**.")
    if p.resolving:
        lines.append("🕓 About to land: " + shown_list(p.resolving))
    if p.discard_top:
        # The last card played or discarded, face up (a footer cannot show a card's picture).
        lines.append(f"🗑️ Top of the discard: {shown(p.discard_top)}")
    ad = armed(p)
    embed = _seats_embed(record, p, lines, pictures=True)
    if len(embed) > EMBED_MAX - FOOTER_ROOM - LOG_ROOM:
        embed = _seats_embed(record, p, lines, pictures=False)  # a crowded table: the cards as text
    if record.recent_log:
        # Discord: 6000 characters per embed; the log gives way first (footer included below).
        room = EMBED_MAX - FOOTER_ROOM - len(embed)
        log = _clip("\n".join(record.recent_log[-LOG_LINES:]), min(1024, room - 20))
        if room > 40:
            embed.add_field(name="📜 Recent", value=log, inline=False)
    supply = f" · {PIP} supply {p.token_supply}/{TOKEN_TOTAL}" if ad else ""
    embed.set_footer(
        text=f"Deck {p.deck_size} · discard {p.discard_size}{supply} · session {record.id} · "
        f"/bang hand · /bang rules\n{table_legend(ad)}"
    )
    items: list[discord.ui.Item[Any]] = []
    if p.pending is not None and p.pending.kind == "pick_from_general_store":
        # Public picks: store cards are face up; the index is the picker's legal-action index, and
        # the d<id> token lets only the picking seat use these buttons.
        token = f"d{p.pending.decision_id}"
        for i, c in enumerate(p.store[:BUTTONS_MAX]):
            items.append(
                button(
                    card_label(c),
                    custom_id(GAME, record.id, token, "act", i),
                    style=discord.ButtonStyle.primary,
                    emoji="🏪",
                )
            )
    items.append(hand_button)
    items.append(characters_button(record))
    return Payload(embeds=[embed], items=items)


def characters_button(record: SessionRecord) -> discord.ui.Button[Any]:
    """The table's "Characters" button: every character in play and its ability, privately."""
    return button("Characters", custom_id(GAME, record.id, "x", "chars"), emoji="🎭", row=4)


def characters_text(record: SessionRecord, p: BangPerspective) -> str:
    """The answer to **Characters**: one line per seat, "🎭 **Alice** — Rose Doolan: sees others 1
    closer." (players out of the game last, marked 💀)."""
    lines = ["🎭 **Characters at this table**"]
    for s in sorted(p.seats, key=lambda s: not s.alive):
        if not s.character:
            lines.append(f"• **{seat_name(record, s.seat)}** — still choosing a character")
            continue
        out = " 💀" if not s.alive else ""
        sheriff = "⭐ " if s.is_sheriff else ""
        lines.append(
            f"• {sheriff}**{seat_name(record, s.seat)}**{out} — {char_name(s.character)}:"
            f" {CHARACTER_TEXT.get(s.character, '')}"
        )
    return _clip("\n".join(lines), 2000)
