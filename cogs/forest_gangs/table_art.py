"""Forest Gangs' table picture (bot/art/table.py draws the rest): each seat's card in play (or "laid"
face down), deck/hand/discard and total cards, the Loot, the ghost (docs/rules/forest_gangs.md §3).

Public facts only (docs/ARCHITECTURE.md C7): a card laid face down is drawn as its back.
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
    PLATE,
    RGB,
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

FLAG_COLOUR = {
    "acorn": (176, 110, 50),
    "mushroom": (200, 60, 70),
    "feather": (70, 150, 200),
    "moon": (130, 100, 200),
    "leaf": (80, 170, 70),
    "stone": (130, 130, 130),
}


def build_scene(p: Any, names: list[str]) -> SceneParts:
    over = p.result is not None
    won = set(p.winning_zones) if over else set()

    def face(c: Any) -> tuple[int, str, str]:
        # Kids 1 (§7.1) plays values only: the creature's name is not drawn then.
        return (c.value, "" if p.kids1 else c.name, c.flag)

    # Between combats each seat shows, dimmed, the card it revealed in the last one (public, §3.3),
    # and the centre says who won it.
    last: dict[int, tuple[int, str, str]] = {}
    winner = None
    if not p.combat_log:
        for step in p.last_combat:
            if step.kind == "revealed" and not last:
                last = {play.seat: face(play.card) for play in step.plays}
            if step.kind == "winner" and step.winner is not None:
                card = face(step.plays[0].card) if step.plays else None
                who = "Ghost" if step.winner == p.ghost_seat else seat_name(names, step.winner)
                winner = (who, card, step.count or 0)
    seats = []
    for s in p.players:
        name = "Ghost" if s.ghost else seat_name(names, s.seat)
        if over:
            mark = "won" if s.seat in won else ""
        elif s.waiting:
            mark = "wait"
        elif s.seat in p.participants and s.in_stage and p.level > 0:
            mark = "duel"
        else:
            mark = ""
        card = face(s.in_play) if s.in_play is not None else None
        before = last.get(s.seat) if card is None and not s.laid and not over else None
        total = p.final_counts[s.seat] if over and s.seat < len(p.final_counts) else s.cards
        out = s.in_play is not None and not s.in_stage and not over
        facts = (card, s.laid, out, s.deck, s.hand, s.discard, total, before, s.ghost)
        seats.append(SeatScene(name, mark, facts))
    status = f"Round {p.round}"
    if over:
        status = "Game over"
    elif p.waiting_for == "choose_card":
        status += " · everyone lays a card"
    elif p.waiting_for in ("use_shapeshifter", "join_duel"):
        status += " · waiting for abilities"
    elif p.waiting_for == "reveal":
        status += " · reveal your top card"
    if p.kids2:
        mode = "Kids 2"
    elif p.kids1:
        mode = "Kids 1"
    else:
        mode = ""
    centre = (p.loot, p.loot_carried, winner, mode)
    return "Forest Gangs", status, tuple(seats), centre


# ---- drawing ---------------------------------------------------------------------------------------
def _forest_card(d: ImageDraw.ImageDraw, x: int, y: int, card: tuple[int, str, str], dim: bool) -> None:
    """A creature card, small: its value big in its gang's colour, a band of that colour below."""
    value, _name, flag = card
    w, h = 44, 60
    colour = FLAG_COLOUR.get(flag, (120, 120, 120))
    paper = (246, 236, 212)
    if dim:
        colour, paper = td.lerp(colour, PLATE, 0.55), td.lerp(paper, PLATE, 0.6)
    d.rounded_rectangle((x, y, x + w, y + h), 6, fill=paper, outline=colour, width=4)
    td.text(d, (x + w / 2, y + 24), str(value), 26, colour, bold=True, anchor="mm")
    d.rectangle((x + 5, y + h - 16, x + w - 5, y + h - 6), fill=colour)


def draw_seat(d: ImageDraw.ImageDraw, box: Box, seat: SeatScene) -> None:
    card, laid, out, deck, hand, discard, total, before, _ghost = seat.facts
    x0, y0, x1, y1 = box
    cx, cy = x0 + 10, y0 + 30
    tx = cx + 54
    if card is not None:
        _forest_card(d, cx, cy, card, out)
        line = (card[1] or f"value {card[0]}") + (" (out)" if out else "")
        td.text(d, (tx, cy - 1), line, 14, MUTED if out else INK, bold=True, width=x1 - tx - 44)
    elif laid:
        td.card_back(d, cx, cy, 44, 60, (40, 90, 50))
        td.text(d, (tx, cy - 1), "card laid", 14, MUTED)
    elif before is not None:
        _forest_card(d, cx, cy, before, True)
        td.text(d, (tx, cy - 1), "last: " + (before[1] or str(before[0])), 13, MUTED, width=x1 - tx - 44)
    else:
        d.rounded_rectangle((cx, cy, cx + 44, cy + 60), 6, outline=(90, 90, 80), width=1)
        td.text(d, (tx, cy - 1), "no card", 14, DIM)
    td.text(d, (tx, cy + 22), f"deck {deck} · hand {hand}", 12, MUTED)
    td.text(d, (tx, cy + 39), f"discard {discard}", 12, MUTED)
    td.text(d, (x1 - 12, y1 - 34), str(total), 26, GOLD, bold=True, anchor="rm")
    td.text(d, (x1 - 12, y1 - 10), "cards", 11, MUTED, anchor="rm")


def draw_centre(d: ImageDraw.ImageDraw, sc: Scene) -> None:
    loot, carried, winner, mode = sc.centre
    cx, cy = W // 2, MID
    td.pile(d, cx - 30, cy - 56, 60, 82, loot, (40, 90, 50), "the Loot")
    if carried:
        td.text(d, (cx, cy + 48), f"{carried} carried over", 12, MUTED, anchor="ma")
    if winner is not None:
        who, card, count = winner
        what = f" with {card[1] or 'a'} ({card[0]})" if card else ""
        td.text(
            d, (cx, cy + 66), f"Last combat: {who} won{what}, +{count} cards", 13, INK, anchor="ma", width=420
        )
    if mode:
        td.text(d, (cx, cy - 76), mode, 13, GOLD, bold=True, anchor="ma")


# ---- alt text --------------------------------------------------------------------------------------
def alt_seat(seat: SeatScene) -> str:
    card, laid, out, deck, hand, discard, total, before, ghost = seat.facts
    if card is not None:
        what = f"{card[1]} ({card[0]})" if card[1] else f"a {card[0]}"
        head = f"{what} in play" + (", out of this combat" if out else "")
    elif laid:
        head = "card laid face down"
    elif before is not None:
        head = f"played {before[1] or 'a'} ({before[0]}) last combat"
    else:
        head = "no card in play"
    who = "the ghost player; " if ghost else ""
    return f"{who}{head}; deck {deck}, hand {hand}, discard {discard}; {total} cards"


def alt_centre(c: tuple[Any, ...]) -> str:
    loot, carried, winner, mode = c
    out = f"The Loot: {plural(loot, 'card')}"
    if carried:
        out += f" ({carried} carried over)"
    if winner is not None:
        who, card, count = winner
        what = f" with {card[1] or 'a'} ({card[0]})" if card else ""
        out += f". Last combat: {who} won{what}, +{count} cards"
    if mode:
        out += f". {mode}"
    return out


def plate_fill(seat: SeatScene) -> RGB | None:
    """The ghost player (§7.3): a pale blue plate."""
    return (34, 40, 54) if seat.facts[8] else None


TABLE_ART = TableArt(
    scene=build_scene,
    seat=draw_seat,
    centre=draw_centre,
    alt_seat=alt_seat,
    alt_centre=alt_centre,
    marks={"duel": Mark((240, 130, 50), "DUEL", " (in the duel)")},
    plate_fill=plate_fill,
    samples=((3, "", None, 20), (6, "", None, 30)),
)
