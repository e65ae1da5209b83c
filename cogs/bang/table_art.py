"""BANG!'s table picture (bot/art/table.py draws the rest): life as hearts, hand size, cards in play
with their Load tokens (A&D §2.2), the Sheriff and every revealed role, dead seats greyed, the
General Store and draw! cards, deck size and the discard's top card (docs/rules/bang.md §1.3, §1.9).

Public facts only (docs/ARCHITECTURE.md C7): a role is drawn only once it is public.
Every word in the table's language: card, character and role names by `Words.card`, the rest
`bang-art-…` (cogs/bang/locales/<lang>/art.ftl) and the kit's `art-…`.
"""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from bot.art.table_kit import (
    DIM,
    GOLD,
    INK,
    MID,
    MUTED,
    RED,
    RGB,
    Box,
    Scene,
    SceneParts,
    SeatScene,
    TableArt,
    W,
    Words,
    public_card,
    seat_name,
    td,
)

ROLE_COLOUR = {
    "sheriff": (244, 196, 48),
    "deputy": (110, 170, 230),
    "outlaw": (214, 80, 60),
    "renegade": (150, 200, 90),
}
BORDER_COLOUR = {"blue": (46, 104, 176), "brown": (128, 84, 44), "orange": (214, 110, 24)}


def _bang_card(card_id: str, w: Words) -> tuple[str, str, str, bool]:
    """(name, "A♠", border, red) of a face-up BANG! card, its name in `w`'s language."""
    name, corner, border = public_card("bang", card_id)
    return (w.card("bang", name), corner, border, corner[-1:] in ("♥", "♦"))


def _role(role: str, w: Words) -> str:
    """A role's name as its card prints it ("Sheriff")."""
    return w.card("bang", role.capitalize())


def build_scene(p: Any, names: list[str], w: Words) -> SceneParts:
    ad = p.options.expansion == "armed_and_dangerous"
    over = p.winners is not None
    won = set(p.winners or [])
    waited = p.pending.seat if p.pending is not None else None
    seats = []
    for s in p.seats:
        # A seat's own view carries its role: drawn only when it is public (§1.3: the Sheriff's role
        # is face up, a dead player's is revealed, all are at the end).
        public_role = s.is_sheriff or not s.alive or over or len(p.seats) == 3 or s.seat != p.viewer
        role = "sheriff" if s.is_sheriff else (s.role if public_role else None)
        in_play = tuple(
            (*_bang_card(c, w), s.card_tokens.get(c) if ad else None) for c in s.in_play
        )  # (name, rank+suit, border, red, tokens)
        char = w.card("bang", public_card("bang", s.character)[0]) if s.character else w("bang-art-choosing")
        if over:
            mark = "won" if s.seat in won else ("out" if not s.alive else "")
        elif not s.alive:
            mark = "out"
        elif s.seat == p.active:
            mark = "turn"
        elif s.seat == waited:
            mark = "wait"
        else:
            mark = ""
        facts = (char, role, s.life, s.max_life, s.hand_size, in_play, s.tokens if ad else None)
        seats.append(SeatScene(seat_name(names, s.seat, w), mark, facts))
    if over:
        status = w("art-game-over")
    elif p.seats[p.active].alive:
        status = w("bang-art-status-phase", turn=p.turn, name=seat_name(names, p.active, w), phase=p.phase)
    else:
        status = w("bang-art-status", turn=p.turn)
    centre = (
        p.deck_size,
        p.discard_size,
        _bang_card(p.discard_top, w) if p.discard_top else None,
        tuple(_bang_card(c, w) for c in p.store),
        tuple(_bang_card(c, w) for c in p.check_cards),
        tuple(_bang_card(c, w) for c in p.resolving),
        p.token_supply if ad else None,
    )
    return w("bang-art-title"), status, tuple(seats), centre


# ---- drawing ---------------------------------------------------------------------------------------
def draw_seat(d: ImageDraw.ImageDraw, box: Box, seat: SeatScene, w: Words) -> None:
    char, role, life, max_life, hand, in_play, tokens = seat.facts
    x0, y0, x1, _y1 = box
    out = seat.mark == "out"
    x = x0 + 10
    y = y0 + 30
    if role:
        colour = ROLE_COLOUR[role] if not out else MUTED
        if role == "sheriff":
            x = td.glyph(d, (x, y + 8), "★", 15, colour) + 3
        x = td.text(d, (x, y), _role(role, w), 13, colour, bold=True) + 6
    td.text(d, (x, y), char, 13, DIM if out else MUTED, width=x1 - x - 10)
    y += 21
    if out:
        td.glyph(d, (x0 + 10, y + 8), "☠", 16, MUTED)
        td.text(d, (x0 + 30, y), w("bang-art-out"), 13, DIM, width=x1 - x0 - 40)
    else:
        x = x0 + 10
        step = 15 if max_life <= 6 else 12
        for k in range(max_life):
            td.glyph(d, (x + k * step, y + 9), "♥", 15, RED if k < life else (84, 72, 66))
        x += max_life * step + 8
        td.card_back(d, int(x), y + 1, 12, 16)
        x = td.text(d, (x + 16, y), str(hand), 14, INK, bold=True) + 8
        if tokens is not None:
            _pips(d, x, y + 9, tokens)
    y += 23
    x = x0 + 10
    for k, (name, _rank, border, _red, toks) in enumerate(in_play):
        room = x1 - 10 - x
        if room < 40 or (k < len(in_play) - 1 and room < 70):
            td.chip(d, x, y, f"+{len(in_play) - k}", (70, 70, 70), max_w=40)
            break
        fill = BORDER_COLOUR[border] if not out else (80, 80, 80)
        x = td.chip(d, x, y, name, fill, max_w=min(room - (14 if toks is not None else 0), 110))
        if toks is not None:  # its Load tokens (A&D §2.3): a gold badge with the count
            d.ellipse((x - 12, y - 5, x + 4, y + 11), fill=GOLD, outline=(40, 30, 10))
            td.text(d, (x - 4, y + 3), str(toks), 10, (30, 20, 0), bold=True, anchor="mm")
            x += 8


def _pips(d: ImageDraw.ImageDraw, x: float, cy: float, n: int, total: int = 4, colour: RGB = GOLD) -> float:
    for k in range(total):
        box = (x + k * 10, cy - 4, x + k * 10 + 8, cy + 4)
        if k < n:
            d.ellipse(box, fill=colour)
        else:
            d.ellipse(box, outline=(120, 110, 90), width=1)
    return x + total * 10


def _mini_card(d: ImageDraw.ImageDraw, x: int, y: int, card: tuple[str, str, str, bool], w: int = 74) -> None:
    """A face-up BANG! card, small: coloured frame by border, rank and suit, its name."""
    name, rank, border, red = card
    h = int(w * 1.38)
    d.rounded_rectangle((x, y, x + w, y + h), 6, fill=(246, 236, 212), outline=BORDER_COLOUR[border], width=4)
    ink = (190, 30, 30) if red else (30, 30, 30)
    td.text(d, (x + 8, y + 6), rank[:-1], 13, ink, bold=True)
    td.glyph(d, (x + 8, y + 30), rank[-1], 14, ink)
    words = name.split()
    lines: list[str] = []
    for word in words:
        if lines and td.measure(lines[-1] + " " + word, 11, True) <= w - 10:
            lines[-1] += " " + word
        else:
            lines.append(word)
    for k, line in enumerate(lines[:3]):
        td.text(
            d,
            (x + w / 2, y + h - 14 - 13 * (len(lines[:3]) - 1 - k)),
            line,
            11,
            (40, 30, 20),
            bold=True,
            anchor="mm",
            width=w - 8,
        )


def draw_centre(d: ImageDraw.ImageDraw, sc: Scene, w: Words) -> None:
    deck, discard, top, store, check, resolving, supply = sc.centre
    cx, cy = W // 2, MID
    extra = store or check or resolving
    left = cx - 87 if not extra else cx - 205
    td.pile(d, left, cy - 56, 74, 102, deck, (120, 40, 36), w("art-pile-deck", n=deck))
    dx = left + 100
    if top is not None:
        _mini_card(d, dx, cy - 56, top)
    else:
        d.rounded_rectangle((dx, cy - 56, dx + 74, cy + 46), 6, outline=(200, 190, 170), width=1)
    td.text(d, (dx + 37, cy + 51), w("art-pile-discard", n=discard), 13, MUTED, anchor="ma")
    if supply is not None:
        _pips(d, cx - 52, cy - 72, 1, 1)
        td.text(d, (cx - 38, cy - 72), w("bang-art-token-supply", n=supply), 12, MUTED, anchor="lm")
    if extra:
        label = w("bang-art-store") if store else w("bang-art-check") if check else w("bang-art-landing")
        cards = (store or check or resolving)[:8]
        x = cx + 2
        w = 64 if len(cards) <= 3 else 52
        step = w + 6 if len(cards) <= 3 else max(22, (210 - w) // max(1, len(cards) - 1))
        td.text(d, (x, cy - 76), label, 13, GOLD, bold=True)
        for k, c in enumerate(cards):
            _mini_card(d, x + k * step, cy - 56, c, w=w)


# ---- alt text --------------------------------------------------------------------------------------
def alt_seat(seat: SeatScene, w: Words) -> str:
    """A seat in words: its clauses ("Sheriff", "4 of 5 life", "in play: …") joined by commas."""
    char, role, life, max_life, hand, in_play, tokens = seat.facts
    parts = [_role(role, w)] if role else []
    parts.append(char)
    if seat.mark == "out":
        parts.append(w("bang-art-out"))
    else:
        parts.append(w("bang-art-alt-life", life=life, max=max_life))
        parts.append(w("bang-art-alt-hand", n=hand))
        if tokens is not None:
            parts.append(w("bang-art-alt-tokens", n=tokens))
    if in_play:
        cards = [n if t is None else w("bang-art-alt-loaded", card=n, n=t) for n, _r, _b, _red, t in in_play]
        parts.append(w("bang-art-alt-in-play", cards=", ".join(cards)))
    return ", ".join(parts)


def alt_centre(c: tuple[Any, ...], w: Words) -> str:
    """The middle of the table in words: its sentences joined by full stops."""
    deck, discard, top, store, check, resolving, supply = c
    if top is not None:
        out = [w("bang-art-alt-piles-top", deck=deck, discard=discard, card=f"{top[0]} {top[1]}")]
    else:
        out = [w("bang-art-alt-piles", deck=deck, discard=discard)]
    if store:
        out.append(w("bang-art-alt-store", cards=", ".join(f"{n} {r}" for n, r, _b, _red in store)))
    if check:
        out.append(w("bang-art-alt-check", cards=", ".join(f"{n} {r}" for n, r, _b, _red in check)))
    if resolving:
        out.append(w("bang-art-alt-landing", cards=", ".join(f"{n} {r}" for n, r, _b, _red in resolving)))
    if supply is not None:
        out.append(w("bang-art-alt-supply", n=supply))
    return ". ".join(out)


TABLE_ART = TableArt(
    scene=build_scene,
    seat=draw_seat,
    centre=draw_centre,
    alt_seat=alt_seat,
    alt_centre=alt_centre,
    samples=(
        (4, "", None, 40),
        (7, "", None, 60),
        (5, "armed", {"expansion": "armed_and_dangerous"}, 80),
        (8, "armed", {"expansion": "armed_and_dangerous"}, 60),
    ),
)
