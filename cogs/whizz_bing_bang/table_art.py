"""Whizz Bing Bang's table picture (bot/art/table.py draws the rest): the face-up card, the direction,
whose call, each seat's tokens left and received, round and total points
(docs/rules/whizz_bing_bang.md §1, §6).

Public facts only (docs/ARCHITECTURE.md C7): with token hunt (§7) the next token is not shown.
Every word in the table's language: the sounds by `Words.card` (the sound cards' names), the rest
`whizz_bing_bang-art-…` (cogs/whizz_bing_bang/locales/<lang>/art.ftl) and the kit's `art-…`.
"""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from bot.art.cards import PALETTES
from bot.art.table_kit import (
    DIM,
    INK,
    MID,
    MUTED,
    RED,
    Box,
    Mark,
    Scene,
    SceneParts,
    SeatScene,
    TableArt,
    W,
    Words,
    seat_name,
    td,
)

WBB_COLOUR = PALETTES["whizz_bing_bang"].frames
"""The six card colours, as the card faces draw them."""
SOUND_LETTER = {"whizz": "W", "bing": "Bi", "bang": "Ba", "boom": "Bo"}
"""A received token's sound, on its chip (the sounds' own names are the same in every language)."""


def sound(kind: str, w: Words) -> str:
    """A sound ("whizz", "bing" …) as its card names it, in `w`'s language."""
    return w.card("whizz_bing_bang", kind.capitalize())


def build_scene(p: Any, names: list[str], w: Words) -> SceneParts:
    over = p.phase == "over" or p.result is not None
    won = set(p.result.winners) if p.result is not None else set()
    seats = []
    for pl in p.players:
        if over:
            mark = "won" if pl.seat in won else ""
        elif p.phase == "punish" and pl.seat == p.culprit:
            mark = "culprit"
        elif p.phase == "call" and pl.seat == p.active:
            mark = "turn"
        else:
            mark = ""
        # token hunt (§7) hides which token comes next: then none is shown
        nxt = None if p.token_hunt else pl.next_token
        received = tuple(t.split("_")[1:] for t in pl.received)  # "tok_blue_whizz" -> (colour, kind)
        received = tuple((r[0], r[-1]) for r in received if r)
        facts = (pl.colour, pl.tokens_left, nxt, received, pl.round_points, pl.total)
        seats.append(SeatScene(seat_name(names, pl.seat, w), mark, facts))
    if over:
        status = w("art-game-over")
    elif p.phase == "call" and p.active is not None:
        name = seat_name(names, p.active, w)
        if p.restart:
            status = w(
                "whizz_bing_bang-art-status-restart", round=p.round, name=name, sound=sound("whizz", w)
            )
        else:
            status = w(
                "whizz_bing_bang-art-status-says", round=p.round, name=name, sound=sound(p.expected or "", w)
            )
    elif p.phase == "slap":
        status = w("whizz_bing_bang-art-status-slap", round=p.round)
    elif p.phase == "punish" and p.culprit is not None:
        status = w("whizz_bing_bang-art-status-mistake", round=p.round, name=seat_name(names, p.culprit, w))
    else:
        status = w("whizz_bing_bang-art-status", round=p.round)
    centre = (p.faceup_sound, p.faceup_colour, p.direction, p.draw_count, p.discard_count)
    return w("whizz_bing_bang-art-title"), status, tuple(seats), centre


# ---- drawing ---------------------------------------------------------------------------------------
def draw_seat(d: ImageDraw.ImageDraw, box: Box, seat: SeatScene, w: Words) -> None:
    colour, left, nxt, received, round_points, total = seat.facts
    x0, y0, x1, _y1 = box
    rgb = WBB_COLOUR.get(colour, (150, 150, 150))
    y = y0 + 36
    x = x0 + 10
    label = w("whizz_bing_bang-art-to-give")
    x = max(x + 52, int(td.text(d, (x, y - 3), label, 12, MUTED, width=110)) + 6)
    for k in range(4):
        b = (x + k * 16, y - 2, x + k * 16 + 12, y + 10)
        d.ellipse(b, fill=rgb if k < left else None, outline=rgb, width=2)
    x += 4 * 16 + 4
    if nxt:
        td.text(
            d, (x, y - 3), w("whizz_bing_bang-art-next", sound=sound(nxt, w)), 12, MUTED, width=x1 - x - 8
        )
    y += 24
    x = x0 + 10
    label = w("whizz_bing_bang-art-received")
    x = max(x + 60, int(td.text(d, (x, y - 3), label, 12, MUTED, width=110)) + 6)
    if not received:
        td.text(d, (x, y - 3), w("whizz_bing_bang-art-none"), 12, DIM)
    for k, (c, kind) in enumerate(received):
        if x + 22 > x1 - 8:
            td.text(d, (x, y - 3), f"+{len(received) - k}", 12, INK)
            break
        fill = WBB_COLOUR.get(c, (150, 150, 150))
        d.ellipse((x, y - 4, x + 18, y + 14), fill=fill, outline=(240, 240, 240))
        td.text(
            d,
            (x + 9, y + 5),
            SOUND_LETTER.get(kind, "?"),
            9,
            (40, 30, 0) if c == "yellow" else (255, 255, 255),
            bold=True,
            anchor="mm",
        )
        x += 21
    y += 22
    line = w("whizz_bing_bang-art-points", round=round_points, n=total)
    td.text(d, (x0 + 10, y - 2), line, 12, INK, width=x1 - x0 - 20)


def draw_centre(d: ImageDraw.ImageDraw, sc: Scene, w: Words) -> None:
    face_up, colour, direction, draw_count, discard = sc.centre
    cx, cy = W // 2, MID
    rgb = WBB_COLOUR.get(colour, (150, 150, 150))
    cw, h = 100, 136
    top = cy - h // 2 - 8
    for k in (2, 1):  # the discard pile under the face-up card
        if discard > k:
            d.rounded_rectangle(
                (cx - cw // 2 + 3 * k, top - 3 * k, cx + cw // 2 + 3 * k, top + h - 3 * k),
                12,
                fill=(40, 40, 50),
            )
    d.rounded_rectangle(
        (cx - cw // 2, top, cx + cw // 2, top + h), 12, fill=(250, 246, 236), outline=rgb, width=6
    )
    d.ellipse((cx - 38, top + 18, cx + 38, top + h - 18), fill=rgb)
    word = sound(face_up, w)
    td.text(
        d,
        (cx, top + h // 2),
        word,
        24 if len(word) <= 4 else 22,
        (255, 255, 255),
        bold=True,
        anchor="mm",
        width=cw - 8,
    )
    td.text(d, (cx, top + h + 6), w("whizz_bing_bang-art-face-up", n=discard), 12, MUTED, anchor="ma")
    td.pile(d, cx - 170, cy - 38, 50, 68, draw_count, (40, 50, 110), w("art-pile-draw", n=draw_count))
    td.arrow_arc(d, cx + 145, cy - 6, 20, direction == 1, INK)
    way = w("art-clockwise") if direction == 1 else w("art-anticlockwise")
    td.text(d, (cx + 145, cy + 24), way, 12, MUTED, anchor="ma")


# ---- alt text --------------------------------------------------------------------------------------
def alt_seat(seat: SeatScene, w: Words) -> str:
    colour, left, nxt, received, round_points, total = seat.facts
    got = ", ".join(w("whizz_bing_bang-art-alt-token", colour=c, sound=sound(k, w)) for c, k in received)
    return w(
        "whizz_bing_bang-art-alt-seat",
        colour=colour,
        left=left,
        next=sound(nxt, w) if nxt else "",
        has_next="yes" if nxt else "no",
        received=got or w("whizz_bing_bang-art-none"),
        round=round_points,
        n=total,
    )


def alt_centre(c: tuple[Any, ...], w: Words) -> str:
    face_up, colour, direction, draw_count, discard = c
    return w(
        "whizz_bing_bang-art-alt-centre",
        sound=sound(face_up, w),
        colour=colour,
        clockwise="yes" if direction == 1 else "no",
        n=draw_count,
        discard=discard,
    )


def name_prefix(d: ImageDraw.ImageDraw, x: int, y0: int, seat: SeatScene) -> int:
    """The seat's token colour, a dot before its name; returns the room it takes."""
    rgb = WBB_COLOUR.get(seat.facts[0], (150, 150, 150))
    d.ellipse((x, y0 + 11, x + 14, y0 + 25), fill=rgb, outline=(240, 240, 240))
    return 20


TABLE_ART = TableArt(
    scene=build_scene,
    seat=draw_seat,
    centre=draw_centre,
    alt_seat=alt_seat,
    alt_centre=alt_centre,
    marks={"culprit": Mark(RED, "whizz_bing_bang-art-mark-culprit", "whizz_bing_bang-art-mark-culprit-alt")},
    name_prefix=name_prefix,
    sample_options={2: {"two_players": True}},  # the house option for two (docs/rules/whizz_bing_bang.md §7)
    samples=((3, "", None, 8), (6, "", None, 12)),
)
