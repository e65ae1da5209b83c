"""The picture of a player's own hand (issue 32): the hand's card faces side by side, for the
private "My hand" message (a DM or an ephemeral reply; never the channel: docs/ARCHITECTURE.md C7).

- `render_hand(game, card_ids, title=None, lang="en") -> (png, alt)`: the faces (`cards.render_face`
  at half size, in the reader's language `lang`, from its cache) on a dark background in the game's colour, eight to a row at most (more
  rows past eight, the rows as even as they can be), at most 1086 px wide; an empty hand draws a
  small "No cards" picture. The alt text says the same in words: "Your hand, 5 cards: BANG!
  (A♠), Missed! (10♣), …" (the title instead of "Your hand" when one is given), at most 1024
  characters. Every word in `lang` (issue 34: the catalogs' `art-hand-…` and `<game>-art-face-…`).
- `hand_key(game, card_ids, title=None, lang="en")`: a 12-hex-digit hash of what the picture shows
  (the faces in order, the title, the language and `VERSION`): equal keys, equal pictures, so a
  caller uploads a picture only when its key changes.

Deterministic: the same input gives the same bytes. A 10-card hand takes a few milliseconds once
its faces are cached (benchmarks/art.py prints p50/p99).
"""

from __future__ import annotations

import hashlib
import io
import math
from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.art import _table_draw as td
from bot.art.cards import FULL, SUIT_GLYPH, FaceSpec, face_for, faces, printed_name, printed_text, render_face
from bot.art.table import GAMES, theme
from bot.i18n import DEFAULT, Words, words

VERSION = 1
"""Bump when the drawing changes, so pictures kept by `hand_key` are drawn again."""

CARD = (FULL[0] // 2, FULL[1] // 2)
"""A face in a hand: half the full face (128×178), drawn from the full layout."""
PER_ROW = 8
"""Cards in a row at most; a longer hand takes more rows."""
PAD, GAP = 10, 6
"""The margin around the cards and the gap between two cards."""
HEADER = 34
"""The title band's height (only with a title)."""
MAX_ALT = 1024
"""Discord's limit for an attachment's description."""


def _background(game: str) -> tuple[int, int, int]:
    """The game's table colour, darkened: the faces stand out, and it reads as the same game."""
    return td.lerp(theme(game)[0], (0, 0, 0), 0.55)


def _faces_of(game: str, card_ids: Sequence[str]) -> list[str]:
    """The face id of each card, in order (KeyError for a card with no face)."""
    return [face_for(game, c) for c in card_ids]


def hand_key(game: str, card_ids: Sequence[str], title: str | None = None, lang: str = DEFAULT) -> str:
    """12 hex digits that change when the picture of this hand would change (faces, order, title,
    language)."""
    shown = (VERSION, game, tuple(_faces_of(game, card_ids)), td.clean(title or ""), words(lang).lang)
    return hashlib.sha256(repr(shown).encode()).hexdigest()[:12]


def render_hand(
    game: str, card_ids: Sequence[str], *, title: str | None = None, lang: str = DEFAULT
) -> tuple[bytes, str]:
    """The picture of a hand (PNG bytes) and its alt text, in `lang`. `card_ids` are the engine's
    ids in the order the hand message lists them; `title` (e.g. "Ann's hand") is drawn above the
    cards and begins the alt text. KeyError for an unknown game or a card with no face."""
    face_ids = _faces_of(game, card_ids)
    heading = td.clean(title or "")
    said = words(lang)
    image = _draw(game, face_ids, heading, said)
    return _png(image), alt_text(game, face_ids, heading or said("art-hand-title"), said)


def held_faces(game: str) -> list[str]:
    """The faces a hand can hold: the game's card faces (not backs, characters or roles)."""
    return [f.id for f in faces(game).values() if f.cards and f.kind not in ("back", "character", "role")]


def warm_up(game: str | None = None) -> None:
    """Draw every face a hand can hold at hand size once (about 5 ms a face, some 90 kB of memory
    each), so that no player's hand waits for its faces: call it at start-up, off the event loop.
    Without it each face is drawn the first time a hand shows it. English only: another language's
    faces are drawn the first time a hand in it shows them."""
    for g in [game] if game else list(GAMES):
        for face_id in held_faces(g):
            render_face(g, face_id, CARD)


# ---------------------------------------------------------------------------------------- drawing
def layout(n: int) -> tuple[int, list[int]]:
    """(columns, cards in each row) for `n` cards: rows of at most `PER_ROW`, as even as can be
    (12 cards: two rows of 6), the longer rows first."""
    if n == 0:
        return 0, []
    rows = math.ceil(n / PER_ROW)
    base, extra = divmod(n, rows)
    return math.ceil(n / rows), [base + (1 if r < extra else 0) for r in range(rows)]


def _draw(game: str, face_ids: list[str], heading: str, w: Words) -> Image.Image:
    bg = _background(game)
    top = HEADER if heading else 0
    if not face_ids:
        return _empty(game, heading, bg, w)
    cw, ch = CARD
    cols, counts = layout(len(face_ids))
    width = 2 * PAD + cols * cw + (cols - 1) * GAP
    height = top + 2 * PAD + len(counts) * ch + (len(counts) - 1) * GAP
    image = Image.new("RGB", (width, height), bg)
    d = ImageDraw.Draw(image)
    if heading:
        _header(d, game, heading, width, len(face_ids), w)
    shadow = td.lerp(bg, (0, 0, 0), 0.5)
    k = 0
    for r, count in enumerate(counts):
        row_w = count * cw + (count - 1) * GAP
        x = (width - row_w) // 2
        y = top + PAD + r * (ch + GAP)
        for _ in range(count):
            d.rounded_rectangle((x + 2, y + 3, x + cw + 1, y + ch + 2), radius=9, fill=shadow)
            face = render_face(game, face_ids[k], CARD, w.lang)
            image.paste(face, (x, y), face)
            x += cw + GAP
            k += 1
    return image


def _header(d: ImageDraw.ImageDraw, game: str, heading: str, width: int, n: int, w: Words) -> None:
    accent = theme(game)[3]
    d.rectangle((0, 0, width, HEADER), fill=(20, 18, 16))
    d.rectangle((0, HEADER - 3, width, HEADER), fill=accent)
    count = w("art-hand-count", n=n)
    cw = int(td.measure(count, 14))
    td.text(d, (width - PAD, HEADER // 2 - 1), count, 14, td.MUTED, anchor="rm")
    td.text(
        d, (PAD, HEADER // 2 - 1), heading, 18, td.INK, bold=True, anchor="lm", width=width - 3 * PAD - cw
    )


def _empty(game: str, heading: str, bg: tuple[int, int, int], w: Words) -> Image.Image:
    """An empty hand: an empty card outline and "No cards"."""
    top = HEADER if heading else 0
    nothing = w("art-hand-empty")
    width = max(260, int(td.measure(nothing, 20, True)) + PAD + 76)
    if heading:
        width = max(width, int(td.measure(heading, 18, True)) + 3 * PAD + 60)
    height = top + 2 * PAD + 70
    image = Image.new("RGB", (width, height), bg)
    d = ImageDraw.Draw(image)
    if heading:
        _header(d, game, heading, width, 0, w)
    y0 = top + PAD
    edge = td.lerp(bg, (255, 255, 255), 0.35)
    d.rounded_rectangle((PAD, y0, PAD + 50, y0 + 70), radius=7, outline=edge, width=2)
    d.line((PAD + 14, y0 + 35, PAD + 36, y0 + 35), fill=edge, width=2)
    td.text(d, (PAD + 66, y0 + 35), nothing, 20, td.INK, bold=True, anchor="lm")
    return image


def _png(image: Image.Image) -> bytes:
    """A palette PNG: faces are flat colours with anti-aliased edges, which 256 colours keep
    (a third of the RGB bytes); the fast octree quantiser and zlib level 3, as the table does."""
    out = image.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    buf = io.BytesIO()
    out.save(buf, format="PNG", compress_level=3)
    return buf.getvalue()


# ---------------------------------------------------------------------------------------- alt text
def describe(game: str, face: FaceSpec, w: Words | None = None) -> str:
    """One face in words, as the players call it, in `w`'s language (English by default): "BANG!
    (A♠)", "Gnome (7, moon gang)", "Kettle Song (Bang Twang Twang, 1 pt)", "Busker's Tip (green
    tune, 2 pts)", "Shush! (blue tune, reaction)", "Boom (red)", "Bing token (red)". A kind's
    words are its game's catalog messages `<game>-art-face-<kind>`."""
    w = w or words(DEFAULT)
    name = printed_name(game, face, w)
    if face.suit:
        return f"{name} ({face.rank}{SUIT_GLYPH[face.suit]})"
    key = f"{game}-art-face-{face.kind}"
    if not w.has(key):
        return name
    points = w("art-points", n=int(face.rank)) if face.rank.isdigit() else ""
    return w(
        key,
        name=name,
        rank=face.rank,
        colour=face.colour,
        text=printed_text(game, face, w),
        points=points,
        scores="yes" if points else "no",
        reaction="yes" if "reaction" in face.badge else "no",
    )


def alt_text(game: str, face_ids: Sequence[str], heading: str | None = None, w: Words | None = None) -> str:
    """The picture in words, in `w`'s language: the heading ("Your hand" by default), how many
    cards, and every card in order (cut with "…" at `MAX_ALT` characters)."""
    w = w or words(DEFAULT)
    heading = heading or w("art-hand-title")
    if not face_ids:
        return w("art-hand-alt-empty", title=heading)
    specs = faces(game)
    cards = ", ".join(describe(game, specs[f], w) for f in face_ids)
    text = w("art-hand-alt", title=heading, n=len(face_ids), cards=cards)
    return text if len(text) <= MAX_ALT else text[: MAX_ALT - 1].rstrip(" ,") + "…"
