"""Forest Gangs' table picture (bot/art/table.py draws the rest): each seat's card in play (or "laid"
face down), deck/hand/discard and total cards, the Loot, the ghost (docs/rules/forest_gangs.md §3).

Public facts only (docs/ARCHITECTURE.md C7): a card laid face down is drawn as its back.
Every word in the table's language: creature names by `Words.card`, the rest `forest_gangs-art-…`
(cogs/forest_gangs/locales/<lang>/art.ftl) and the kit's `art-…`.
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
    Words,
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


def build_scene(p: Any, names: list[str], w: Words) -> SceneParts:
    over = p.result is not None
    won = set(p.winning_zones) if over else set()

    def face(c: Any) -> tuple[int, str, str]:
        # Kids 1 (§7.1) plays values only: the creature's name is not drawn then.
        return (c.value, "" if p.kids1 else w.card("forest_gangs", c.name), c.flag)

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
                who = (
                    w("forest_gangs-art-ghost")
                    if step.winner == p.ghost_seat
                    else seat_name(names, step.winner, w)
                )
                winner = (who, card, step.count or 0)
    seats = []
    for s in p.players:
        name = w("forest_gangs-art-ghost") if s.ghost else seat_name(names, s.seat, w)
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
    if over:
        status = w("art-game-over")
    else:
        waiting = "abilities" if p.waiting_for in ("use_shapeshifter", "join_duel") else p.waiting_for
        status = w("forest_gangs-art-status", round=p.round, waiting=waiting or "none")
    if p.kids2:
        mode = w("forest_gangs-art-kids", n=2)
    elif p.kids1:
        mode = w("forest_gangs-art-kids", n=1)
    else:
        mode = ""
    centre = (p.loot, p.loot_carried, winner, mode)
    return w("forest_gangs-art-title"), status, tuple(seats), centre


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


def draw_seat(d: ImageDraw.ImageDraw, box: Box, seat: SeatScene, w: Words) -> None:
    card, laid, out, deck, hand, discard, total, before, _ghost = seat.facts
    x0, y0, x1, y1 = box
    cx, cy = x0 + 10, y0 + 30
    tx = cx + 54
    if card is not None:
        _forest_card(d, cx, cy, card, out)
        name = card[1] or w("forest_gangs-art-value", n=card[0])
        line = w("forest_gangs-art-card-out", card=name) if out else name
        td.text(d, (tx, cy - 1), line, 14, MUTED if out else INK, bold=True, width=x1 - tx - 44)
    elif laid:
        td.card_back(d, cx, cy, 44, 60, (40, 90, 50))
        td.text(d, (tx, cy - 1), w("forest_gangs-art-laid"), 14, MUTED, width=x1 - tx - 44)
    elif before is not None:
        _forest_card(d, cx, cy, before, True)
        line = w("forest_gangs-art-last", card=before[1] or str(before[0]))
        td.text(d, (tx, cy - 1), line, 13, MUTED, width=x1 - tx - 44)
    else:
        d.rounded_rectangle((cx, cy, cx + 44, cy + 60), 6, outline=(90, 90, 80), width=1)
        td.text(d, (tx, cy - 1), w("forest_gangs-art-no-card"), 14, DIM, width=x1 - tx - 44)
    td.text(
        d, (tx, cy + 22), w("forest_gangs-art-deck-hand", deck=deck, hand=hand), 12, MUTED, width=x1 - tx - 44
    )
    td.text(d, (tx, cy + 39), w("art-pile-discard", n=discard), 12, MUTED, width=x1 - tx - 44)
    td.text(d, (x1 - 12, y1 - 34), str(total), 26, GOLD, bold=True, anchor="rm")
    td.text(d, (x1 - 12, y1 - 10), w("forest_gangs-art-total", n=total), 11, MUTED, anchor="rm")


def draw_centre(d: ImageDraw.ImageDraw, sc: Scene, w: Words) -> None:
    loot, carried, winner, mode = sc.centre
    cx, cy = W // 2, MID
    td.pile(d, cx - 30, cy - 56, 60, 82, loot, (40, 90, 50), w("forest_gangs-art-loot-pile", n=loot))
    if carried:
        td.text(d, (cx, cy + 48), w("forest_gangs-art-carried", n=carried), 12, MUTED, anchor="ma")
    if winner is not None:
        td.text(d, (cx, cy + 66), _last_combat(winner, w), 13, INK, anchor="ma", width=420)
    if mode:
        td.text(d, (cx, cy - 76), mode, 13, GOLD, bold=True, anchor="ma")


# ---- alt text --------------------------------------------------------------------------------------
def _last_combat(winner: tuple[str, tuple[int, str, str] | None, int], w: Words) -> str:
    """ "Last combat: Ann won with Gnome (7), +3 cards" (a nameless Kids 1 card: "with a (7)")."""
    who, card, count = winner
    if card is None:
        return w("forest_gangs-art-combat", who=who, n=count)
    if card[1]:
        return w("forest_gangs-art-combat-card", who=who, card=card[1], value=card[0], n=count)
    return w("forest_gangs-art-combat-value", who=who, value=card[0], n=count)


def alt_seat(seat: SeatScene, w: Words) -> str:
    card, laid, out, deck, hand, discard, total, before, ghost = seat.facts
    if card is not None:
        if card[1]:
            head = w("forest_gangs-art-alt-in-play", card=card[1], value=card[0], out="yes" if out else "no")
        else:
            head = w("forest_gangs-art-alt-in-play-value", value=card[0], out="yes" if out else "no")
    elif laid:
        head = w("forest_gangs-art-alt-laid")
    elif before is not None:
        if before[1]:
            head = w("forest_gangs-art-alt-before", card=before[1], value=before[0])
        else:
            head = w("forest_gangs-art-alt-before-value", value=before[0])
    else:
        head = w("forest_gangs-art-alt-no-card")
    piles = w("forest_gangs-art-alt-piles", deck=deck, hand=hand, discard=discard, n=total)
    if ghost:
        return w("forest_gangs-art-alt-ghost", head=head, piles=piles)
    return w("forest_gangs-art-alt-seat", head=head, piles=piles)


def alt_centre(c: tuple[Any, ...], w: Words) -> str:
    loot, carried, winner, mode = c
    out = [w("forest_gangs-art-alt-loot", n=loot, carried=carried)]
    if winner is not None:
        out.append(_last_combat(winner, w))
    if mode:
        out.append(mode)
    return ". ".join(out)


def plate_fill(seat: SeatScene) -> RGB | None:
    """The ghost player (§7.3): a pale blue plate."""
    return (34, 40, 54) if seat.facts[8] else None


TABLE_ART = TableArt(
    scene=build_scene,
    seat=draw_seat,
    centre=draw_centre,
    alt_seat=alt_seat,
    alt_centre=alt_centre,
    marks={"duel": Mark((240, 130, 50), "forest_gangs-art-mark-duel", "forest_gangs-art-mark-duel-alt")},
    plate_fill=plate_fill,
    samples=((3, "", None, 20), (6, "", None, 30)),
)
