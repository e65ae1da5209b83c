"""The table image of every game: seats around an oval table, the piles and the last action (issue 32).

`render_table(game, view, names, last_action, lang="en")` draws a PNG and an alt text that says
the same in words, every word in the table's language `lang` (issue 34: the catalogs' `art-…`
and `<game>-art-…` messages); `table_hash(...)` is a content hash of exactly what that image
shows (its language included), so a caller renders (and uploads) only when it changes.

Public information only (docs/ARCHITECTURE.md C7). The image is built in two steps: the view is
first boiled down to a *scene* (plain tuples of what will be drawn), and only the scene is drawn,
described and hashed. The scene builders read only the public fields of a perspective: seat
counts, cards in play, revealed roles, piles' sizes and face-up tops. They never read a hand's
contents, a deck's order, the viewer's own role (unless it is public) or the viewer's private
prompt, so a seat's own view gives the same image as the spectators' view (`view_for(None)`).

This module draws what every game's table shares: the background in the game's colours, the
header, the seat plates around the table with their names and marks, the footer's last action,
the alt text's frame and the hash. What a game shows on its seats and in the middle of the table
is its own `TableArt` (`bot/art/table_kit.py`), in `cogs/<game>/table_art.py`, found by the
game's key (`table_art`).

Rendering is deterministic (the same scene gives the same bytes) and takes a few milliseconds
(benchmarks/table_images.py).
"""

from __future__ import annotations

import hashlib
import importlib
import io
import math
import re
import unicodedata
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from bot.art import _table_draw as td
from bot.art._table_draw import DIM, GOLD, INK, MUTED, PLATE, PLATE_EDGE, PLATE_OUT, RGB
from bot.art.table_kit import FOOTER, HEADER, MID, H, Mark, Scene, TableArt, W
from bot.i18n import DEFAULT, words
from engines import GAME_KEYS, game_info, get_game

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


def table_art(game: str) -> TableArt:
    """The table art of `game`: `TABLE_ART` of `cogs/<game>/table_art.py`, imported by name on first
    use (bot/ never imports cogs: docs/ARCHITECTURE.md C1.3) and kept in `sys.modules` from then on,
    so a reloaded cog's art is the one drawn. ValueError for an unknown game."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}")
    art: TableArt = importlib.import_module(f"{game_info(game).cog}.table_art").TABLE_ART
    return art


# ---------------------------------------------------------------------------------------- scenes
def scene(game: str, view: Any, names: list[str], last_action: str | None, lang: str = DEFAULT) -> Scene:
    """What the table image of `view` shows (public facts only), as plain values, its words in
    `lang` (`last_action` is a line already in it)."""
    said = words(lang)
    title, status, seats, centre = table_art(game).scene(view, names, said)
    return Scene(game, title, status, seats, centre, plain_line(last_action or ""), said.lang)


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


def table_hash(game: str, view: Any, names: list[str], last_action: str | None, lang: str = DEFAULT) -> str:
    """A content hash of exactly what `render_table` would draw: equal hashes, equal images."""
    return scene_hash(scene(game, view, names, last_action, lang))


def scene_hash(sc: Scene) -> str:
    """The hash of a scene (and the drawing code's version)."""
    return hashlib.sha256(repr((VERSION, W, H, sc)).encode()).hexdigest()[:32]


def render_table(
    game: str, view: Any, names: list[str], last_action: str | None, lang: str = DEFAULT
) -> tuple[bytes, str]:
    """The table image of `view` (a perspective of `game`) as PNG bytes, and its alt text, in `lang`.

    `names`: the players' display names by seat (characters the font lacks, such as emoji, are
    left out). `last_action`: one line, e.g. "Ann shot Bob with a BANG!" (None: no line).
    """
    sc = scene(game, view, names, last_action, lang)
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


MARKS: dict[str, Mark] = {
    "turn": Mark(GOLD, "art-mark-turn", "art-mark-turn-alt"),
    "wait": Mark((120, 190, 240), "art-mark-wait", "art-mark-wait-alt"),
    "won": Mark(GOLD, "art-mark-won", "art-mark-won-alt"),
    "out": Mark(None, "art-mark-out", ""),
}
"""The seat marks every game may use; a game adds its own (`TableArt.marks`)."""


def marks(game: str) -> dict[str, Mark]:
    """The seat marks of `game`: the common ones and its own."""
    return {**MARKS, **table_art(game).marks}


def draw(sc: Scene) -> bytes:
    """Draw a scene as a PNG (palette, optimised: a table is a few dozen colours)."""
    bg, rim, cloth, accent = theme(sc.game)
    art = table_art(sc.game)
    marked = marks(sc.game)
    said = words(sc.lang)
    im = td.felt(W, H, bg, rim, cloth, MID).copy()
    d = ImageDraw.Draw(im)
    _header(d, sc, accent)
    art.centre(d, sc, said)
    n = len(sc.seats)
    for i, seat in enumerate(sc.seats):
        box = seat_box(i, n)
        out = seat.mark == "out"
        mark = marked.get(seat.mark)
        edged = mark.edge if mark is not None else None
        edge = edged or (PLATE_EDGE if not out else (80, 80, 80))
        own = art.plate_fill(seat) if art.plate_fill is not None else None
        fill = PLATE_OUT if out else own or PLATE
        td.plate(d, box, fill, edge, width=3 if edged else 1)
        x0, y0, x1, _ = box
        name_w = x1 - x0 - 20
        if mark is not None:
            tag = said(mark.tag)
            tw = int(td.measure(tag, 11, True)) + 12
            colour = edged or (90, 90, 90)
            d.rounded_rectangle((x1 - tw - 8, y0 + 8, x1 - 8, y0 + 25), 8, fill=colour)
            td.text(d, (x1 - 8 - tw / 2, y0 + 17), tag, 11, (20, 20, 20), bold=True, anchor="mm")
            name_w -= tw + 6
        nx = x0 + 10
        if art.name_prefix is not None:  # something of the game's before the name
            room = art.name_prefix(d, nx, y0, seat)
            nx += room
            name_w -= room
        td.text(d, (nx, y0 + 6), seat.name, 17, DIM if out else INK, bold=True, width=name_w)
        art.seat(d, box, seat, said)
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


# ---------------------------------------------------------------------------------------- samples
SAMPLE_NAMES = ["Ann", "Bob", "Cyrille", "Dmitri", "Eve", "Farid", "Gus", "Hana"]


def sample_engine(game: str, seats: int, *, seed: int = 7, steps: int = 40, options: Any = None) -> Any:
    """A real position of `game`: a new game with `seed`, then `steps` moves of the AI players (the
    self-play loop's), stopping early at the end. For the gallery, the benchmark and the tests."""
    from engines.common.runner import ai_step

    module = get_game(game)
    if options is None:
        options = table_art(game).sample_options.get(seats)  # e.g. a house option for two
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
    art = table_art(sc.game)
    marked = marks(sc.game)
    said = words(sc.lang)
    lines = [said("art-alt-title", title=sc.title, status=sc.status)]
    for seat in sc.seats:
        mark = marked.get(seat.mark)
        facts = art.alt_seat(seat, said)
        if mark is not None and mark.alt:
            lines.append(said("art-alt-seat-marked", name=seat.name, facts=facts, mark=said(mark.alt)))
        else:
            lines.append(said("art-alt-seat", name=seat.name, facts=facts))
    lines.append(said("art-alt-centre", centre=art.alt_centre(sc.centre, said)))
    if sc.last_action:
        lines.append(said("art-alt-last", line=sc.last_action))
    return "\n".join(lines)
