"""Whizz Bing Bang's table picture (bot/art/table.py draws the rest): the face-up card, the direction,
whose call, each seat's tokens left and received, round and total points
(docs/rules/whizz_bing_bang.md §1, §6).

Public facts only (docs/ARCHITECTURE.md C7): with token hunt (§7) the next token is not shown.
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
    plural,
    seat_name,
    td,
)

WBB_COLOUR = PALETTES["whizz_bing_bang"].frames
"""The six card colours, as the card faces draw them."""
SOUND_LETTER = {"whizz": "W", "bing": "Bi", "bang": "Ba", "boom": "Bo"}


def build_scene(p: Any, names: list[str]) -> SceneParts:
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
        seats.append(SeatScene(seat_name(names, pl.seat), mark, facts))
    status = f"Round {p.round}"
    if over:
        status = "Game over"
    elif p.phase == "call" and p.active is not None:
        say = "Whizz (restart)" if p.restart else (p.expected or "").capitalize()
        status += f" · {seat_name(names, p.active)} says {say}"
    elif p.phase == "slap":
        status += " · BOOM! Everybody slap it"
    elif p.phase == "punish" and p.culprit is not None:
        status += f" · {seat_name(names, p.culprit)} made a mistake"
    centre = (p.faceup_sound, p.faceup_colour, p.direction, p.draw_count, p.discard_count)
    return "Whizz Bing Bang", status, tuple(seats), centre


# ---- drawing ---------------------------------------------------------------------------------------
def draw_seat(d: ImageDraw.ImageDraw, box: Box, seat: SeatScene) -> None:
    colour, left, nxt, received, round_points, total = seat.facts
    x0, y0, x1, _y1 = box
    rgb = WBB_COLOUR.get(colour, (150, 150, 150))
    y = y0 + 36
    x = x0 + 10
    td.text(d, (x, y - 3), "to give", 12, MUTED)
    x += 52
    for k in range(4):
        b = (x + k * 16, y - 2, x + k * 16 + 12, y + 10)
        d.ellipse(b, fill=rgb if k < left else None, outline=rgb, width=2)
    x += 4 * 16 + 4
    if nxt:
        td.text(d, (x, y - 3), f"next {nxt.capitalize()}", 12, MUTED, width=x1 - x - 8)
    y += 24
    x = x0 + 10
    td.text(d, (x, y - 3), "received", 12, MUTED)
    x += 60
    if not received:
        td.text(d, (x, y - 3), "none", 12, DIM)
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
    td.text(d, (x0 + 10, y - 2), f"round {round_points} · total {plural(total, 'point')}", 12, INK)


def draw_centre(d: ImageDraw.ImageDraw, sc: Scene) -> None:
    sound, colour, direction, draw_count, discard = sc.centre
    cx, cy = W // 2, MID
    rgb = WBB_COLOUR.get(colour, (150, 150, 150))
    w, h = 100, 136
    top = cy - h // 2 - 8
    for k in (2, 1):  # the discard pile under the face-up card
        if discard > k:
            d.rounded_rectangle(
                (cx - w // 2 + 3 * k, top - 3 * k, cx + w // 2 + 3 * k, top + h - 3 * k),
                12,
                fill=(40, 40, 50),
            )
    d.rounded_rectangle(
        (cx - w // 2, top, cx + w // 2, top + h), 12, fill=(250, 246, 236), outline=rgb, width=6
    )
    d.ellipse((cx - 38, top + 18, cx + 38, top + h - 18), fill=rgb)
    word = sound.capitalize()
    td.text(
        d, (cx, top + h // 2), word, 24 if len(word) <= 4 else 22, (255, 255, 255), bold=True, anchor="mm"
    )
    td.text(d, (cx, top + h + 6), f"face up · discard {discard}", 12, MUTED, anchor="ma")
    td.pile(d, cx - 170, cy - 38, 50, 68, draw_count, (40, 50, 110), "draw")
    td.arrow_arc(d, cx + 145, cy - 6, 20, direction == 1, INK)
    td.text(
        d, (cx + 145, cy + 24), "clockwise" if direction == 1 else "anticlockwise", 12, MUTED, anchor="ma"
    )


# ---- alt text --------------------------------------------------------------------------------------
def alt_seat(seat: SeatScene) -> str:
    colour, left, nxt, received, round_points, total = seat.facts
    out = f"{colour}, {left} of 4 tokens to give"
    if nxt:
        out += f" (next {nxt.capitalize()})"
    got = ", ".join(f"{c} {k.capitalize()}" for c, k in received)
    out += f", received {got or 'none'}, round {round_points}, total {total} points"
    return out


def alt_centre(c: tuple[Any, ...]) -> str:
    sound, colour, direction, draw_count, discard = c
    way = "clockwise" if direction == 1 else "anticlockwise"
    return f"Face up: {sound.capitalize()} ({colour}). Play goes {way}. Draw pile {draw_count}, discard {discard}"


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
    marks={"culprit": Mark(RED, "MISTAKE", " (made a mistake)")},
    name_prefix=name_prefix,
    sample_options={2: {"two_players": True}},  # the house option for two (docs/rules/whizz_bing_bang.md §7)
    samples=((3, "", None, 8), (6, "", None, 12)),
)
