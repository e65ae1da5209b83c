"""The table image of every game: seats around an oval table, the piles and the last action (issue 32).

`render_table(game, view, names, last_action)` draws a PNG and an alt text that says the same in
words; `table_hash(...)` is a content hash of exactly what that image shows, so a caller renders
(and uploads) only when it changes.

Public information only (docs/ARCHITECTURE.md C7). The image is built in two steps: the view is
first boiled down to a *scene* (plain tuples of what will be drawn), and only the scene is drawn,
described and hashed. The scene builders read only the public fields of a perspective: seat
counts, cards in play, revealed roles, piles' sizes and face-up tops. They never read a hand's
contents, a deck's order, the viewer's own role (unless it is public) or the viewer's private
prompt, so a seat's own view gives the same image as the spectators' view (`view_for(None)`).

- BANG! (docs/rules/bang.md §1.3, §1.9): life as hearts, hand size, cards in play with their Load
  tokens (A&D §2.2), the Sheriff and every revealed role, dead seats greyed, the General Store and
  draw! cards, deck size and the discard's top card.
- Bang & Twang (docs/rules/bang_and_twang.md §1.1, §3.4): the riff row, each seat's hand size and
  banked cards (banks are face down: a count), guard, Full Orchestra, queued extra/skipped turns,
  the tune being played, the draw pile and the discard's top tune.
- Forest Gangs (docs/rules/forest_gangs.md §3): each seat's card in play (or "laid" face down),
  deck/hand/discard and total cards, the Loot, the ghost.
- Whizz Bing Bang (docs/rules/whizz_bing_bang.md §1, §6): the face-up card, the direction, whose
  call, each seat's tokens left and received, round and total points.

Rendering is deterministic (the same scene gives the same bytes) and takes a few milliseconds
(benchmarks/table_images.py).
"""

from __future__ import annotations

import hashlib
import io
import math
import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from bot.art import _table_draw as td
from bot.art._table_draw import DIM, GOLD, INK, MUTED, PLATE, PLATE_EDGE, PLATE_OUT, RED, RGB
from bot.art.cards import PALETTES
from engines import GAME_KEYS, game_info, get_game

W, H = 960, 540
"""The image size: 16:9, legible in a Discord media gallery on a phone and on a desktop."""
HEADER, FOOTER = 40, 38
MID = (H + HEADER - FOOTER) // 2
"""The height of the table's centre."""
VERSION = 1
"""Bump when the drawing changes, so cached images (keyed by `table_hash`) are redrawn."""

GAMES = GAME_KEYS
"""The games a table can be drawn for: every game of the list (`engines.GAMES`)."""


@cache
def theme(game: str) -> tuple[RGB, RGB, RGB, RGB]:
    """A game's table colours: background, table rim, table cloth, accent (the cogs' embed colours),
    from its own `engines/<game>/faces.py`."""
    colours: tuple[RGB, RGB, RGB, RGB] = game_info(game).faces().TABLE_COLOURS
    return colours


# ---------------------------------------------------------------------------------------- scenes
@dataclass(frozen=True)
class SeatScene:
    """One seat as drawn: its name, how it is marked, and game-specific facts (plain values)."""

    name: str
    mark: str
    """"turn" (whose turn), "wait" (the table waits on it), "out" (dead), "won", "culprit" or ""."""
    facts: tuple[Any, ...]


@dataclass(frozen=True)
class Scene:
    """Everything one table image shows, and nothing else: what is drawn, described and hashed."""

    game: str
    title: str
    status: str
    seats: tuple[SeatScene, ...]
    centre: tuple[Any, ...]
    last_action: str


def _name(names: list[str], seat: int) -> str:
    got = td.clean(names[seat]) if 0 <= seat < len(names) else ""
    return got or f"Seat {seat + 1}"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


# ---- BANG! -----------------------------------------------------------------------------------------
ROLE_COLOUR = {
    "sheriff": (244, 196, 48),
    "deputy": (110, 170, 230),
    "outlaw": (214, 80, 60),
    "renegade": (150, 200, 90),
}
BORDER_COLOUR = {"blue": (46, 104, 176), "brown": (128, 84, 44), "orange": (214, 110, 24)}
SUIT_SYMBOL = {"hearts": "♥", "diamonds": "♦", "clubs": "♣", "spades": "♠"}
BANG_PHASE = {
    "setup": "setting up",
    "start": "start of turn",
    "draw": "drawing",
    "play": "playing cards",
    "discard": "discarding",
    "ended": "end of turn",
}


@cache
def _card(game: str, card_id: str) -> tuple[str, str, str]:
    """(name, corner, colour key) of a public card or character, from the game's registry entry
    (bot/ never imports a game: docs/ARCHITECTURE.md C1.3)."""
    lookup = get_game(game).table_card
    assert lookup is not None, f"{game} has no table_card"
    return lookup(card_id)


def _bang_card(card_id: str) -> tuple[str, str, str, bool]:
    """(name, "A♠", border, red) of a face-up BANG! card."""
    name, corner, border = _card("bang", card_id)
    return (name, corner, border, corner[-1:] in ("♥", "♦"))


def _bang_scene(p: Any, names: list[str]) -> tuple[str, str, tuple[SeatScene, ...], tuple[Any, ...]]:
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
            (*_bang_card(c), s.card_tokens.get(c) if ad else None) for c in s.in_play
        )  # (name, rank+suit, border, red, tokens)
        char = _card("bang", s.character)[0] if s.character else "choosing…"
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
        seats.append(SeatScene(_name(names, s.seat), mark, facts))
    status = f"Turn {p.turn}"
    if over:
        status = "Game over"
    elif p.seats[p.active].alive:
        status += f" · {_name(names, p.active)} is {BANG_PHASE.get(p.phase, 'playing')}"
    centre = (
        p.deck_size,
        p.discard_size,
        _bang_card(p.discard_top) if p.discard_top else None,
        tuple(_bang_card(c) for c in p.store),
        tuple(_bang_card(c) for c in p.check_cards),
        tuple(_bang_card(c) for c in p.resolving),
        p.token_supply if ad else None,
    )
    return "BANG!", status, tuple(seats), centre


# ---- Bang & Twang -----------------------------------------------------------------------------------
SET_COLOUR = {
    "green_circle": (76, 160, 80),
    "red_triangle": (200, 60, 60),
    "blue_square": (60, 110, 200),
    "yellow_star": (226, 180, 40),
    "purple_diamond": (140, 80, 190),
    "orange_heart": (230, 120, 40),
}


def _twang_scene(p: Any, names: list[str]) -> tuple[str, str, tuple[SeatScene, ...], tuple[Any, ...]]:
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
        hand = tuple(c.name for c in pl.hand) if p.open_hands and pl.hand is not None else None
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
        seats.append(SeatScene(_name(names, pl.seat), mark, facts))

    def tune(card: str | None) -> tuple[str, RGB] | None:
        if card is None:
            return None
        name, _corner, tune_set = _card("bang_and_twang", card)
        if tune_set == "sequence":
            return None
        return (name, SET_COLOUR.get(tune_set, (120, 120, 120)))

    status = f"Turn {p.turn}"
    if over:
        status = "Game over"
    elif p.active_seat is not None:
        kind = {"extra": " (extra turn)", "cut_in": " (cutting in)"}.get(p.turn_kind or "", "")
        status += f" · {_name(names, p.active_seat)}'s turn{kind}"
    centre = (
        p.riff,
        p.draw_count,
        len(p.discard),
        tune(p.discard[-1] if p.discard else None),
        tune(p.resolving),
        p.direction,
        p.window is not None,
    )
    return "Bang & Twang", status, tuple(seats), centre


# ---- Forest Gangs -----------------------------------------------------------------------------------
FLAG_COLOUR = {
    "acorn": (176, 110, 50),
    "mushroom": (200, 60, 70),
    "feather": (70, 150, 200),
    "moon": (130, 100, 200),
    "leaf": (80, 170, 70),
    "stone": (130, 130, 130),
}


def _forest_scene(p: Any, names: list[str]) -> tuple[str, str, tuple[SeatScene, ...], tuple[Any, ...]]:
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
                who = "Ghost" if step.winner == p.ghost_seat else _name(names, step.winner)
                winner = (who, card, step.count or 0)
    seats = []
    for s in p.players:
        name = "Ghost" if s.ghost else _name(names, s.seat)
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


# ---- Whizz Bing Bang --------------------------------------------------------------------------------
WBB_COLOUR = PALETTES["whizz_bing_bang"].frames
"""The six card colours, as the card faces draw them."""
SOUND_LETTER = {"whizz": "W", "bing": "Bi", "bang": "Ba", "boom": "Bo"}


def _whizz_scene(p: Any, names: list[str]) -> tuple[str, str, tuple[SeatScene, ...], tuple[Any, ...]]:
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
        seats.append(SeatScene(_name(names, pl.seat), mark, facts))
    status = f"Round {p.round}"
    if over:
        status = "Game over"
    elif p.phase == "call" and p.active is not None:
        say = "Whizz (restart)" if p.restart else (p.expected or "").capitalize()
        status += f" · {_name(names, p.active)} says {say}"
    elif p.phase == "slap":
        status += " · BOOM! Everybody slap it"
    elif p.phase == "punish" and p.culprit is not None:
        status += f" · {_name(names, p.culprit)} made a mistake"
    centre = (p.faceup_sound, p.faceup_colour, p.direction, p.draw_count, p.discard_count)
    return "Whizz Bing Bang", status, tuple(seats), centre


BUILDERS = {"bang": _bang_scene, "bang_and_twang": _twang_scene, "forest_gangs": _forest_scene}
BUILDERS["whizz_bing_bang"] = _whizz_scene


def scene(game: str, view: Any, names: list[str], last_action: str | None) -> Scene:
    """What the table image of `view` shows (public facts only), as plain values."""
    if game not in BUILDERS:
        raise ValueError(f"unknown game {game!r}")
    title, status, seats, centre = BUILDERS[game](view, names)
    return Scene(game, title, status, seats, centre, plain_line(last_action or ""))


MARKUP = re.compile(r"<a?:\w+:\d+>|<@!?\d+>|<t:\d+(?::\w)?>|\*\*|__|~~|`|\|\|")
"""Discord markup in a table's log line: custom emoji, mentions, timestamps, bold, underline, code."""


DRAWN_ARROW = "➝"
"""How the picture draws "→" (its fonts have no "→"; the alt text keeps it)."""


def plain_line(line: str) -> str:
    """A log line as the picture prints it: no Discord markup, no emoji (nor their variation
    selectors), and no symbol left leading the line where its emoji was."""
    text = MARKUP.sub("", line).replace("\ufe0f", "").replace("\u200d", "").replace("→", DRAWN_ARROW)
    text = td.clean(text).replace(DRAWN_ARROW, "→")  # kept for the alt text; drawn as DRAWN_ARROW
    while text and unicodedata.category(text[0]) == "So":
        text = text[1:].lstrip()
    return text


def table_hash(game: str, view: Any, names: list[str], last_action: str | None) -> str:
    """A content hash of exactly what `render_table` would draw: equal hashes, equal images."""
    return scene_hash(scene(game, view, names, last_action))


def scene_hash(sc: Scene) -> str:
    """The hash of a scene (and the drawing code's version)."""
    return hashlib.sha256(repr((VERSION, W, H, sc)).encode()).hexdigest()[:32]


def render_table(game: str, view: Any, names: list[str], last_action: str | None) -> tuple[bytes, str]:
    """The table image of `view` (a perspective of `game`) as PNG bytes, and its alt text.

    `names`: the players' display names by seat (characters the font lacks, such as emoji, are
    left out). `last_action`: one line, e.g. "Ann shot Bob with a BANG!" (None: no line).
    """
    sc = scene(game, view, names, last_action)
    return draw(sc), alt_text(sc)


# ---------------------------------------------------------------------------------------- drawing
def warm_up() -> None:
    """Draw each game's background and the common glyphs once (about 0.1 s), so that no player's
    first table waits for it: call it at start-up, off the event loop."""
    for game in GAMES:
        bg, rim, cloth, _accent = theme(game)
        td.felt(W, H, bg, rim, cloth, MID)
    for size, bold in (
        (11, True),
        (12, False),
        (13, False),
        (13, True),
        (14, False),
        (16, False),
        (17, True),
    ):
        td.measure("abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789 ·…", size, bold)
        td.text(
            ImageDraw.Draw(Image.new("RGB", (1, 1))),
            (0, 0),
            "abcdefghijklmnopqrstuvwxyz0123456789",
            size,
            bold=bold,
        )


def seat_box(i: int, n: int) -> tuple[int, int, int, int]:
    """The plate of seat `i` of `n`: seat 0 at the bottom, then clockwise around the table."""
    pw, ph = plate_size(n)
    a = math.pi / 2 + 2 * math.pi * i / n
    rx, ry = 355, 168
    cx = W / 2 + rx * math.cos(a)
    cy = MID + ry * math.sin(a)
    x0 = int(min(max(cx - pw / 2, 10), W - 10 - pw))
    y0 = int(min(max(cy - ph / 2, HEADER + 6), H - FOOTER - 8 - ph))
    return (x0, y0, x0 + pw, y0 + ph)


def plate_size(n: int) -> tuple[int, int]:
    """Plates are smaller at a crowded table."""
    return (212, 100) if n <= 6 else (200, 96)


MARK_EDGE = {"turn": GOLD, "wait": (120, 190, 240), "won": GOLD, "culprit": RED, "duel": (240, 130, 50)}
MARK_TAG = {
    "turn": "TURN",
    "wait": "WAITING",
    "won": "WINNER",
    "culprit": "MISTAKE",
    "out": "OUT",
    "duel": "DUEL",
}


def draw(sc: Scene) -> bytes:
    """Draw a scene as a PNG (palette, optimised: a table is a few dozen colours)."""
    bg, rim, cloth, accent = theme(sc.game)
    im = td.felt(W, H, bg, rim, cloth, MID).copy()
    d = ImageDraw.Draw(im)
    _header(d, sc, accent)
    CENTRE[sc.game](d, sc)
    n = len(sc.seats)
    for i, seat in enumerate(sc.seats):
        box = seat_box(i, n)
        out = seat.mark == "out"
        edge = MARK_EDGE.get(seat.mark, PLATE_EDGE if not out else (80, 80, 80))
        ghost = sc.game == "forest_gangs" and seat.facts[8]  # the ghost player (§7.3): a pale blue plate
        fill = PLATE_OUT if out else (34, 40, 54) if ghost else PLATE
        td.plate(d, box, fill, edge, width=3 if seat.mark in MARK_EDGE else 1)
        x0, y0, x1, _ = box
        tag = MARK_TAG.get(seat.mark)
        name_w = x1 - x0 - 20
        if tag:
            tw = int(td.measure(tag, 11, True)) + 12
            colour = MARK_EDGE.get(seat.mark, (90, 90, 90))
            d.rounded_rectangle((x1 - tw - 8, y0 + 8, x1 - 8, y0 + 25), 8, fill=colour)
            td.text(d, (x1 - 8 - tw / 2, y0 + 17), tag, 11, (20, 20, 20), bold=True, anchor="mm")
            name_w -= tw + 6
        nx = x0 + 10
        if sc.game == "whizz_bing_bang":  # the seat's token colour, before its name
            rgb = WBB_COLOUR.get(seat.facts[0], (150, 150, 150))
            d.ellipse((nx, y0 + 11, nx + 14, y0 + 25), fill=rgb, outline=(240, 240, 240))
            nx += 20
            name_w -= 20
        td.text(d, (nx, y0 + 6), seat.name, 17, DIM if out else INK, bold=True, width=name_w)
        SEAT[sc.game](d, box, seat)
    _footer(d, sc)
    # A table is a few dozen colours: a 128-colour palette keeps it crisp at a third of the bytes,
    # and the fast octree quantiser and zlib level 3 keep it within a few milliseconds.
    out_im = im.quantize(colors=128, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    buf = io.BytesIO()
    out_im.save(buf, format="PNG", compress_level=3)
    return buf.getvalue()


def _header(d: ImageDraw.ImageDraw, sc: Scene, accent: RGB) -> None:
    d.rectangle((0, 0, W, HEADER), fill=(20, 18, 16))
    d.rectangle((0, HEADER - 3, W, HEADER), fill=accent)
    end = td.text(d, (14, HEADER // 2 - 1), sc.title, 22, INK, bold=True, anchor="lm")
    td.text(d, (end + 16, HEADER // 2), sc.status, 16, MUTED, anchor="lm", width=int(W - end - 30))


def _footer(d: ImageDraw.ImageDraw, sc: Scene) -> None:
    d.rectangle((0, H - FOOTER, W, H), fill=(20, 18, 16))
    if sc.last_action:
        td.glyph(d, (14, H - FOOTER / 2), "▶", 14, GOLD)
        line = sc.last_action.replace("→", DRAWN_ARROW)
        td.text(d, (34, H - FOOTER / 2), line, 16, INK, anchor="lm", width=W - 50)


# ---- BANG! -----------------------------------------------------------------------------------------
def _bang_seat(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], seat: SeatScene) -> None:
    char, role, life, max_life, hand, in_play, tokens = seat.facts
    x0, y0, x1, _y1 = box
    out = seat.mark == "out"
    x = x0 + 10
    y = y0 + 30
    if role:
        colour = ROLE_COLOUR[role] if not out else MUTED
        if role == "sheriff":
            x = td.glyph(d, (x, y + 8), "★", 15, colour) + 3
        x = td.text(d, (x, y), role.capitalize(), 13, colour, bold=True) + 6
    td.text(d, (x, y), char, 13, DIM if out else MUTED, width=x1 - x - 10)
    y += 21
    if out:
        td.glyph(d, (x0 + 10, y + 8), "☠", 16, MUTED)
        td.text(d, (x0 + 30, y), "out of the game", 13, DIM)
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


def _bang_centre(d: ImageDraw.ImageDraw, sc: Scene) -> None:
    deck, discard, top, store, check, resolving, supply = sc.centre
    cx, cy = W // 2, MID
    extra = store or check or resolving
    left = cx - 87 if not extra else cx - 205
    td.pile(d, left, cy - 56, 74, 102, deck, (120, 40, 36), "deck")
    dx = left + 100
    if top is not None:
        _mini_card(d, dx, cy - 56, top)
    else:
        d.rounded_rectangle((dx, cy - 56, dx + 74, cy + 46), 6, outline=(200, 190, 170), width=1)
    td.text(d, (dx + 37, cy + 51), f"discard {discard}", 13, MUTED, anchor="ma")
    if supply is not None:
        _pips(d, cx - 52, cy - 72, 1, 1)
        td.text(d, (cx - 38, cy - 72), f"token supply {supply}", 12, MUTED, anchor="lm")
    if extra:
        label = "General Store" if store else "draw!" if check else "about to land"
        cards = (store or check or resolving)[:8]
        x = cx + 2
        w = 64 if len(cards) <= 3 else 52
        step = w + 6 if len(cards) <= 3 else max(22, (210 - w) // max(1, len(cards) - 1))
        td.text(d, (x, cy - 76), label, 13, GOLD, bold=True)
        for k, c in enumerate(cards):
            _mini_card(d, x + k * step, cy - 56, c, w=w)


# ---- Bang & Twang -----------------------------------------------------------------------------------
RIFF_COLOUR = {"B": (200, 70, 50), "T": (60, 140, 200)}
RIFF_WORD = {"B": "Bang", "T": "Twang"}


def _twang_seat(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], seat: SeatScene) -> None:
    hand, bank, guarded, orchestra, extra, skips, open_hand, score = seat.facts
    x0, y0, x1, _y1 = box
    y = y0 + 30
    # the hand: one small back per card (face down, §3.5), then the count
    for k in range(min(hand, 5)):
        td.card_back(d, x0 + 10 + k * 11, y, 16, 22, (60, 80, 140))
    x = x0 + 10 + min(hand, 5) * 11 + (10 if hand else 0)
    td.text(d, (x, y + 2), f"{hand} in hand", 14, INK)
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
    td.text(d, (bx + 36, y + 21), "banked", 11, MUTED)
    y += 38
    x = x0 + 10
    badges = []
    if score is not None:
        badges.append((f"{score} points", (150, 110, 50)))
    if guarded:
        badges.append(("bank locked", (110, 110, 120)))
    if orchestra:
        badges.append(("Full Orchestra", (140, 80, 190)))
    if extra:
        badges.append((f"+{extra} turn", (60, 140, 80)))
    if skips:
        badges.append((f"skips {skips}", (170, 70, 60)))
    if open_hand:
        badges.extend((name, (60, 80, 140)) for name in open_hand)
    for label, colour in badges:
        if x > x1 - 40:
            break
        x = td.chip(d, x, y, label, colour, max_w=int(x1 - 10 - x))


def _twang_centre(d: ImageDraw.ImageDraw, sc: Scene) -> None:
    riff, draw_count, discard, top, resolving, direction, listening = sc.centre
    cx, cy = W // 2, MID
    tw, th, gap = 66, 80, 10
    x = cx - (3 * tw + 2 * gap) // 2
    td.text(d, (cx, cy - 92), "the riff", 13, MUTED, anchor="ma")
    for k, face in enumerate(riff):
        bx = x + k * (tw + gap)
        d.rounded_rectangle(
            (bx, cy - 72, bx + tw, cy - 72 + th), 10, fill=RIFF_COLOUR[face], outline=(250, 240, 220), width=2
        )
        td.text(d, (bx + tw / 2, cy - 44), face, 34, (255, 255, 255), bold=True, anchor="mm")
        td.text(
            d, (bx + tw / 2, cy - 8 + 6 - 6), RIFF_WORD[face], 13, (255, 255, 255), bold=True, anchor="mm"
        )
    y = cy + 22
    if draw_count:
        td.card_back(d, cx - 150, y, 30, 42, (60, 80, 140))
    else:
        d.rounded_rectangle((cx - 150, y, cx - 120, y + 42), 5, outline=(200, 190, 170), width=1)
    td.text(d, (cx - 112, y + 4), str(draw_count), 18, INK, bold=True)
    td.text(d, (cx - 112, y + 26), "draw pile", 12, MUTED)
    shown = resolving or top
    if shown is not None:
        name, colour = shown
        d.rounded_rectangle((cx - 20, y, cx + 160, y + 42), 8, fill=(246, 236, 212), outline=colour, width=4)
        td.text(d, (cx + 70, y + 14), name, 14, (40, 30, 20), bold=True, anchor="mm", width=166)
        what = "being played" if resolving else f"top of the discard ({discard})"
        td.text(d, (cx + 70, y + 31), what, 11, (90, 80, 70), anchor="mm")
    td.arrow_arc(d, cx + 190, cy - 36, 14, direction == 1, MUTED)
    td.text(
        d, (cx + 190, cy - 14), "clockwise" if direction == 1 else "anticlockwise", 11, MUTED, anchor="ma"
    )
    if listening:
        td.text(d, (cx, y + 52), "listening for reactions…", 12, GOLD, anchor="ma")


# ---- Forest Gangs -----------------------------------------------------------------------------------
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


def _forest_seat(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], seat: SeatScene) -> None:
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


def _forest_centre(d: ImageDraw.ImageDraw, sc: Scene) -> None:
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


# ---- Whizz Bing Bang --------------------------------------------------------------------------------
def _whizz_seat(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], seat: SeatScene) -> None:
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
    td.text(d, (x0 + 10, y - 2), f"round {round_points} · total {_plural(total, 'point')}", 12, INK)


def _whizz_centre(d: ImageDraw.ImageDraw, sc: Scene) -> None:
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


SEAT = {"bang": _bang_seat, "bang_and_twang": _twang_seat, "forest_gangs": _forest_seat}
SEAT["whizz_bing_bang"] = _whizz_seat
CENTRE = {"bang": _bang_centre, "bang_and_twang": _twang_centre, "forest_gangs": _forest_centre}
CENTRE["whizz_bing_bang"] = _whizz_centre


# ---------------------------------------------------------------------------------------- samples
SAMPLE_NAMES = ["Ann", "Bob", "Cyrille", "Dmitri", "Eve", "Farid", "Gus", "Hana"]


def sample_engine(game: str, seats: int, *, seed: int = 7, steps: int = 40, options: Any = None) -> Any:
    """A real position of `game`: a new game with `seed`, then `steps` moves of the AI players (the
    self-play loop's), stopping early at the end. For the gallery, the benchmark and the tests."""
    from engines.common.runner import ai_step

    module = get_game(game)
    if game == "whizz_bing_bang" and seats == 2 and options is None:
        options = {"two_players": True}  # the house option for two (docs/rules/whizz_bing_bang.md §7)
    engine = module.engine.new(seats, seed, options)
    for step in range(steps):
        if engine.result is not None:
            break
        nxt = ai_step(module, engine, seed, step)
        if nxt is None:
            break
        engine.apply(*nxt)
    return engine


# ---------------------------------------------------------------------------------------- alt text
def alt_text(sc: Scene) -> str:
    """The image in words: the status, every seat with what is drawn for it, the piles, the last action."""
    lines = [f"{sc.title} table. {sc.status}."]
    for seat in sc.seats:
        lines.append(f"{seat.name}: {ALT_SEAT[sc.game](seat)}{ALT_MARK.get(seat.mark, '')}.")
    lines.append(ALT_CENTRE[sc.game](sc.centre) + ".")
    if sc.last_action:
        lines.append(f"Last: {sc.last_action}")
    return "\n".join(lines)


ALT_MARK = {
    "turn": " (their turn)",
    "wait": " (the table waits for them)",
    "won": " (winner)",
    "culprit": " (made a mistake)",
    "duel": " (in the duel)",
    "out": "",
}


def _alt_bang_seat(seat: SeatScene) -> str:
    char, role, life, max_life, hand, in_play, tokens = seat.facts
    parts = [f"{role.capitalize()}, " if role else ""]
    parts.append(char)
    if seat.mark == "out":
        parts.append(", out of the game")
    else:
        parts.append(f", {life} of {max_life} life, {_plural(hand, 'card')} in hand")
        if tokens is not None:
            parts.append(f", {_plural(tokens, 'Load token')}")
    if in_play:
        cards = [n if t is None else f"{n} ({_plural(t, 'token')})" for n, _r, _b, _red, t in in_play]
        parts.append(", in play: " + ", ".join(cards))
    return "".join(parts)


def _alt_bang_centre(c: tuple[Any, ...]) -> str:
    deck, discard, top, store, check, resolving, supply = c
    out = f"Deck {deck} cards, discard {discard}"
    if top is not None:
        out += f" (top: {top[0]} {top[1]})"
    if store:
        out += ". General Store: " + ", ".join(f"{n} {r}" for n, r, _b, _red in store)
    if check:
        out += ". draw!: " + ", ".join(f"{n} {r}" for n, r, _b, _red in check)
    if resolving:
        out += ". About to land: " + ", ".join(f"{n} {r}" for n, r, _b, _red in resolving)
    if supply is not None:
        out += f". Token supply {supply}"
    return out


def _alt_twang_seat(seat: SeatScene) -> str:
    hand, bank, guarded, orchestra, extra, skips, open_hand, score = seat.facts
    out = f"{_plural(hand, 'card')} in hand, {bank} banked"
    if score is not None:
        out += f", {_plural(score, 'point')}"
    if guarded:
        out += ", bank locked"
    if orchestra:
        out += ", Full Orchestra"
    if extra:
        out += f", {extra} extra turn{'s' if extra > 1 else ''} to come"
    if skips:
        out += f", skips {_plural(skips, 'turn')}"
    if open_hand:
        out += ", holds " + ", ".join(open_hand)
    return out


def _alt_twang_centre(c: tuple[Any, ...]) -> str:
    riff, draw_count, discard, top, resolving, direction, listening = c
    out = "Riff: " + " ".join(RIFF_WORD[f] for f in riff)
    out += f". Draw pile {draw_count}, discard {discard}"
    if top is not None:
        out += f" (top: {top[0]})"
    if resolving is not None:
        out += f". Being played: {resolving[0]}"
    out += ". Play goes " + ("clockwise" if direction == 1 else "anticlockwise")
    if listening:
        out += ". Listening for reactions"
    return out


def _alt_forest_seat(seat: SeatScene) -> str:
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


def _alt_forest_centre(c: tuple[Any, ...]) -> str:
    loot, carried, winner, mode = c
    out = f"The Loot: {_plural(loot, 'card')}"
    if carried:
        out += f" ({carried} carried over)"
    if winner is not None:
        who, card, count = winner
        what = f" with {card[1] or 'a'} ({card[0]})" if card else ""
        out += f". Last combat: {who} won{what}, +{count} cards"
    if mode:
        out += f". {mode}"
    return out


def _alt_whizz_seat(seat: SeatScene) -> str:
    colour, left, nxt, received, round_points, total = seat.facts
    out = f"{colour}, {left} of 4 tokens to give"
    if nxt:
        out += f" (next {nxt.capitalize()})"
    got = ", ".join(f"{c} {k.capitalize()}" for c, k in received)
    out += f", received {got or 'none'}, round {round_points}, total {total} points"
    return out


def _alt_whizz_centre(c: tuple[Any, ...]) -> str:
    sound, colour, direction, draw_count, discard = c
    way = "clockwise" if direction == 1 else "anticlockwise"
    return f"Face up: {sound.capitalize()} ({colour}). Play goes {way}. Draw pile {draw_count}, discard {discard}"


ALT_SEAT = {"bang": _alt_bang_seat, "bang_and_twang": _alt_twang_seat, "forest_gangs": _alt_forest_seat}
ALT_SEAT["whizz_bing_bang"] = _alt_whizz_seat
ALT_CENTRE = {
    "bang": _alt_bang_centre,
    "bang_and_twang": _alt_twang_centre,
    "forest_gangs": _alt_forest_centre,
}
ALT_CENTRE["whizz_bing_bang"] = _alt_whizz_centre
