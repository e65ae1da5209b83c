"""Bang & Twang's table picture (bot/art/table.py draws the rest): the riff row, each seat's hand
size and banked cards (banks are face down: a count), guard, Full Orchestra, queued extra/skipped
turns, the tune being played, the draw pile and the discard's top tune
(docs/rules/bang_and_twang.md §1.1, §3.4).

Public facts only (docs/ARCHITECTURE.md C7): a hand's cards are named only with the open-hands option.
Every word in the table's language: card names (and the riff's Bang and Twang) by `Words.card`, the
rest `bang_and_twang-art-…` (cogs/bang_and_twang/locales/<lang>/art.ftl) and the kit's `art-…`.
"""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from bot.art.table_kit import (
    GOLD,
    INK,
    MID,
    MUTED,
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

RIFF_COLOUR = {"B": (200, 70, 50), "T": (60, 140, 200)}
RIFF_WORD = {"B": "Bang", "T": "Twang"}
"""A riff face's letter → its English name (the riff cards' names: `Words.card`)."""
SET_COLOUR = {
    "green_circle": (76, 160, 80),
    "red_triangle": (200, 60, 60),
    "blue_square": (60, 110, 200),
    "yellow_star": (226, 180, 40),
    "purple_diamond": (140, 80, 190),
    "orange_heart": (230, 120, 40),
}


def _riff(face: str, w: Words) -> str:
    return w.card("bang_and_twang", RIFF_WORD[face])


def build_scene(p: Any, names: list[str], w: Words) -> SceneParts:
    over = p.result is not None
    won = set(p.result.winners) if over else set()
    seats = []
    for pl in p.players:
        if over:
            mark = "won" if pl.seat in won else ""
        elif pl.seat == p.active_seat:
            mark = "turn"
        elif pl.seat in p.waiting_on:
            mark = "wait"
        else:
            mark = ""
        # An open hand (the open-hands option, §6) is public: its cards' names are shown.
        hand = (
            tuple(w.card("bang_and_twang", c.name) for c in pl.hand)
            if p.open_hands and pl.hand is not None
            else None
        )
        score = round(p.result.scores[pl.seat]) if over and p.result.scores else None
        facts = (
            pl.hand_size,
            pl.bank_size,
            pl.bank_guarded,
            bool(pl.orchestra),
            pl.pending_extra,
            pl.pending_skips,
            hand,
            score,
        )
        seats.append(SeatScene(seat_name(names, pl.seat, w), mark, facts))

    def tune(card: str | None) -> tuple[str, RGB] | None:
        if card is None:
            return None
        name, _corner, tune_set = public_card("bang_and_twang", card)
        if tune_set == "sequence":
            return None
        return (w.card("bang_and_twang", name), SET_COLOUR.get(tune_set, (120, 120, 120)))

    if over:
        status = w("art-game-over")
    elif p.active_seat is not None:
        name = seat_name(names, p.active_seat, w)
        status = w("bang_and_twang-art-status-turn", turn=p.turn, name=name, kind=p.turn_kind or "plain")
    else:
        status = w("bang_and_twang-art-status", turn=p.turn)
    centre = (
        p.riff,
        p.draw_count,
        len(p.discard),
        tune(p.discard[-1] if p.discard else None),
        tune(p.resolving),
        p.direction,
        p.window is not None,
    )
    return w("bang_and_twang-art-title"), status, tuple(seats), centre


# ---- drawing ---------------------------------------------------------------------------------------
def draw_seat(d: ImageDraw.ImageDraw, box: Box, seat: SeatScene, w: Words) -> None:
    hand, bank, guarded, orchestra, extra, skips, open_hand, score = seat.facts
    x0, y0, x1, _y1 = box
    y = y0 + 30
    # the hand: one small back per card (face down, §3.5), then the count
    for k in range(min(hand, 5)):
        td.card_back(d, x0 + 10 + k * 11, y, 16, 22, (60, 80, 140))
    x = x0 + 10 + min(hand, 5) * 11 + (10 if hand else 0)
    td.text(d, (x, y + 2), w("bang_and_twang-art-in-hand", n=hand), 14, INK, width=x1 - 100 - x)
    # the bank: a face-down stack (banks are secret, only their size is public, §3.4)
    bx = x1 - 96
    if bank:
        for k in range(min(bank, 5)):
            d.rounded_rectangle(
                (bx + k * 3, y + 4 - k * 3, bx + k * 3 + 16, y + 26 - k * 3),
                3,
                fill=(150, 110, 50),
                outline=(240, 220, 170),
            )
    else:
        d.rounded_rectangle((bx, y + 4, bx + 16, y + 26), 3, outline=(120, 110, 90))
    td.text(d, (bx + 36, y - 1), str(bank), 18, GOLD, bold=True)
    td.text(d, (bx + 36, y + 21), w("bang_and_twang-art-banked", n=bank), 11, MUTED, width=x1 - bx - 40)
    y += 38
    x = x0 + 10
    badges = []
    if score is not None:
        badges.append((w("bang_and_twang-art-points", n=score), (150, 110, 50)))
    if guarded:
        badges.append((w("bang_and_twang-art-locked"), (110, 110, 120)))
    if orchestra:
        badges.append((w.card("bang_and_twang", "Full Orchestra"), (140, 80, 190)))
    if extra:
        badges.append((w("bang_and_twang-art-extra", n=extra), (60, 140, 80)))
    if skips:
        badges.append((w("bang_and_twang-art-skips", n=skips), (170, 70, 60)))
    if open_hand:
        badges.extend((name, (60, 80, 140)) for name in open_hand)
    for label, colour in badges:
        if x > x1 - 40:
            break
        x = td.chip(d, x, y, label, colour, max_w=int(x1 - 10 - x))


def draw_centre(d: ImageDraw.ImageDraw, sc: Scene, w: Words) -> None:
    riff, draw_count, discard, top, resolving, direction, listening = sc.centre
    cx, cy = W // 2, MID
    tw, th, gap = 66, 80, 10
    x = cx - (3 * tw + 2 * gap) // 2
    td.text(d, (cx, cy - 92), w("bang_and_twang-art-riff"), 13, MUTED, anchor="ma")
    for k, face in enumerate(riff):
        bx = x + k * (tw + gap)
        d.rounded_rectangle(
            (bx, cy - 72, bx + tw, cy - 72 + th), 10, fill=RIFF_COLOUR[face], outline=(250, 240, 220), width=2
        )
        td.text(d, (bx + tw / 2, cy - 44), face, 34, (255, 255, 255), bold=True, anchor="mm")
        td.text(
            d,
            (bx + tw / 2, cy - 8 + 6 - 6),
            _riff(face, w),
            13,
            (255, 255, 255),
            bold=True,
            anchor="mm",
            width=tw - 4,
        )
    y = cy + 22
    if draw_count:
        td.card_back(d, cx - 150, y, 30, 42, (60, 80, 140))
    else:
        d.rounded_rectangle((cx - 150, y, cx - 120, y + 42), 5, outline=(200, 190, 170), width=1)
    td.text(d, (cx - 112, y + 4), str(draw_count), 18, INK, bold=True)
    td.text(d, (cx - 112, y + 26), w("bang_and_twang-art-draw-pile"), 12, MUTED, width=88)
    shown = resolving or top
    if shown is not None:
        name, colour = shown
        d.rounded_rectangle((cx - 20, y, cx + 160, y + 42), 8, fill=(246, 236, 212), outline=colour, width=4)
        td.text(d, (cx + 70, y + 14), name, 14, (40, 30, 20), bold=True, anchor="mm", width=166)
        what = w("bang_and_twang-art-playing") if resolving else w("bang_and_twang-art-top", n=discard)
        td.text(d, (cx + 70, y + 31), what, 11, (90, 80, 70), anchor="mm", width=172)
    td.arrow_arc(d, cx + 190, cy - 36, 14, direction == 1, MUTED)
    way = w("art-clockwise") if direction == 1 else w("art-anticlockwise")
    td.text(d, (cx + 190, cy - 14), way, 11, MUTED, anchor="ma")
    if listening:
        td.text(d, (cx, y + 52), w("bang_and_twang-art-listening"), 12, GOLD, anchor="ma")


# ---- alt text --------------------------------------------------------------------------------------
def alt_seat(seat: SeatScene, w: Words) -> str:
    """A seat in words: its clauses joined by commas."""
    hand, bank, guarded, orchestra, extra, skips, open_hand, score = seat.facts
    out = [w("bang_and_twang-art-alt-hand", n=hand, bank=bank)]
    if score is not None:
        out.append(w("bang_and_twang-art-alt-points", n=score))
    if guarded:
        out.append(w("bang_and_twang-art-alt-locked"))
    if orchestra:
        out.append(w.card("bang_and_twang", "Full Orchestra"))
    if extra:
        out.append(w("bang_and_twang-art-alt-extra", n=extra))
    if skips:
        out.append(w("bang_and_twang-art-alt-skips", n=skips))
    if open_hand:
        out.append(w("bang_and_twang-art-alt-holds", cards=", ".join(open_hand)))
    return ", ".join(out)


def alt_centre(c: tuple[Any, ...], w: Words) -> str:
    """The middle of the table in words: its sentences joined by full stops."""
    riff, draw_count, discard, top, resolving, direction, listening = c
    out = [w("bang_and_twang-art-alt-riff", faces=" ".join(_riff(f, w) for f in riff))]
    if top is not None:
        out.append(w("bang_and_twang-art-alt-piles-top", n=draw_count, discard=discard, card=top[0]))
    else:
        out.append(w("bang_and_twang-art-alt-piles", n=draw_count, discard=discard))
    if resolving is not None:
        out.append(w("bang_and_twang-art-alt-playing", card=resolving[0]))
    out.append(w("bang_and_twang-art-alt-direction", clockwise="yes" if direction == 1 else "no"))
    if listening:
        out.append(w("bang_and_twang-art-alt-listening"))
    return ". ".join(out)


TABLE_ART = TableArt(
    scene=build_scene,
    seat=draw_seat,
    centre=draw_centre,
    alt_seat=alt_seat,
    alt_centre=alt_centre,
    samples=((2, "", None, 20), (5, "", None, 30)),
)
