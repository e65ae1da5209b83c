"""What a game's table picture is made of (issue 33): the scene it boils a perspective down to, the
`TableArt` each game gives, the picture's geometry and a few shared helpers.

`bot/art/table.py` lays the picture out (background, header, seat plates, names, marks, footer,
alt text, hash); the game's own `cogs/<game>/table_art.py` exposes `TABLE_ART`, a `TableArt`
whose callables build the game's scene and draw (and describe) its seats and its centre with
the drawing kit of `bot/art/_table_draw.py` (`td`, and its colours, re-exported here). `table.table_art(game)` finds it by the game's key,
as the bot finds its cog: bot/ never imports cogs (docs/ARCHITECTURE.md C1.3).

A game's art reads only the public fields of a perspective (docs/ARCHITECTURE.md C7): a seat's
own view must give the same picture as the spectators' view.

Every word a picture shows or its alt text says comes from the catalogs (issue 34), in the
table's language: each callable of `TableArt` gets the reader's `Words` (`bot.i18n.words`), the
kit's own words are `art-…` messages (`bot/locales/<lang>/art.ftl`) and a game's are
`<game>-art-…` messages (`cogs/<game>/locales/<lang>/art.ftl`); counts are Fluent plurals.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from PIL import ImageDraw

from bot.art import _table_draw as td
from bot.art._table_draw import DIM, GOLD, INK, MUTED, PLATE, RED, RGB
from bot.i18n import DEFAULT, Words
from engines import get_game

__all__ = [
    "DIM",
    "FOOTER",
    "GOLD",
    "HEADER",
    "INK",
    "MID",
    "MUTED",
    "PLATE",
    "RED",
    "RGB",
    "Box",
    "H",
    "Mark",
    "Scene",
    "SceneParts",
    "SeatScene",
    "TableArt",
    "W",
    "Words",
    "public_card",
    "seat_name",
    "td",
]

W, H = 960, 540
"""The image size: 16:9, legible in a Discord media gallery on a phone and on a desktop."""
HEADER, FOOTER = 40, 38
MID = (H + HEADER - FOOTER) // 2
"""The height of the table's centre."""

Box = tuple[int, int, int, int]
"""A seat's plate: (x0, y0, x1, y1)."""


# ---------------------------------------------------------------------------------------- scenes
@dataclass(frozen=True)
class SeatScene:
    """One seat as drawn: its name, how it is marked, and game-specific facts (plain values)."""

    name: str
    mark: str
    """"turn" (whose turn), "wait" (the table waits on it), "out" (dead), "won", or a mark of the
    game's own (`TableArt.marks`), or ""."""
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
    lang: str = DEFAULT
    """The language its words are in (a code of `bot.i18n.LANGUAGES`, or the pseudo-language)."""


SceneParts = tuple[str, str, tuple[SeatScene, ...], tuple[Any, ...]]
"""What a game's scene builder returns: (title, status, seats, centre)."""


@dataclass(frozen=True)
class Mark:
    """How a seat's mark is drawn: the plate's edge (None: the plain edge, thin), the message id of
    the tag in its corner ("TURN") and of the words the alt text adds after the seat ("their
    turn"; "": none)."""

    edge: RGB | None
    tag: str
    alt: str


# ---------------------------------------------------------------------------------------- the interface
@dataclass(frozen=True)
class TableArt:
    """A game's table picture: `cogs/<game>/table_art.py` exposes one as `TABLE_ART`. `w` is the
    table's `Words` (its language): every word drawn or said comes from it.

    - `scene(view, names, w)`: the perspective boiled down to (title, status, seats, centre), plain
      values of public facts only (names by seat: use `seat_name`);
    - `seat(d, box, seat, w)`: draws a seat's facts inside its plate (the plate, its name and its
      mark are drawn already, in the plate's first 30 pixels);
    - `centre(d, scene, w)`: draws the middle of the table (the piles, the face-up cards);
    - `alt_seat(seat, w)` and `alt_centre(centre, w)`: the same in words, for the alt text;
    - `marks`: the game's own seat marks, besides turn, wait, won and out (`table.MARKS`);
    - `plate_fill(seat)`: a plate colour of the game's own for a seat (None: the usual plate);
    - `name_prefix(d, x, y0, seat)`: draws something before a seat's name and returns its width;
    - `sample_options`: the options a sample game of that many seats needs (`table.sample_engine`);
    - `samples`: the gallery's sample tables, (seats, variant, options, AI moves played).
    """

    scene: Callable[[Any, list[str], Words], SceneParts]
    seat: Callable[[ImageDraw.ImageDraw, Box, SeatScene, Words], None]
    centre: Callable[[ImageDraw.ImageDraw, Scene, Words], None]
    alt_seat: Callable[[SeatScene, Words], str]
    alt_centre: Callable[[tuple[Any, ...], Words], str]
    marks: Mapping[str, Mark] = field(default_factory=dict)
    plate_fill: Callable[[SeatScene], RGB | None] | None = None
    name_prefix: Callable[[ImageDraw.ImageDraw, int, int, SeatScene], int] | None = None
    sample_options: Mapping[int, dict[str, Any]] = field(default_factory=dict)
    samples: tuple[tuple[int, str, dict[str, Any] | None, int], ...] = ()


# ---------------------------------------------------------------------------------------- helpers
def seat_name(names: list[str], seat: int, w: Words) -> str:
    """A seat's display name as drawn (characters the fonts lack left out), or "Seat n"."""
    got = td.clean(names[seat]) if 0 <= seat < len(names) else ""
    return got or w("art-seat", n=seat + 1)


@cache
def public_card(game: str, card_id: str) -> tuple[str, str, str]:
    """(name, corner, colour key) of a public card or character, from the game's registry entry
    (`GameModule.table_card`)."""
    lookup = get_game(game).table_card
    assert lookup is not None, f"{game} has no table_card"
    return lookup(card_id)
