"""Small drawing helpers for the table images (bot/art/table.py): text that fits, glyph fallback,
rounded plates, pips, card chips. Private to the table; card faces live in bot/art/cards.py."""

from __future__ import annotations

import math
from functools import cache

from PIL import Image, ImageDraw, ImageFont

from bot.art.fonts import font, symbols

RGB = tuple[int, int, int]

INK = (240, 234, 220)
"""Light text on the dark plates."""
MUTED = (170, 162, 148)
DIM = (110, 106, 100)
GOLD = (244, 196, 48)
RED = (214, 48, 49)
PLATE = (33, 30, 28)
PLATE_EDGE = (92, 82, 70)
PLATE_OUT = (58, 58, 58)


@cache
def _tofu(size: int, sym: bool) -> bytes:
    """The mask of a glyph a font lacks (its .notdef box), to tell missing glyphs."""
    return bytes((symbols(size) if sym else font(size)).getmask("\U000f0000"))


@cache
def has_glyph(ch: str, sym: bool = False) -> bool:
    """Whether Noto Sans (or, with `sym`, Noto Sans Symbols 2) draws `ch`; spaces count as drawn."""
    if ch.isspace():
        return True
    f = symbols(20) if sym else font(20)
    return bytes(f.getmask(ch)) != _tofu(20, sym)


@cache
def _plain(ch: str) -> bool:
    return has_glyph(ch)


def clean(s: str) -> str:
    """`s` without the characters neither font can draw (emoji, CJK…), spaces tidied."""
    kept = "".join(ch for ch in s if has_glyph(ch) or has_glyph(ch, True))
    return " ".join(kept.split())


def runs(s: str) -> list[tuple[str, bool]]:
    """`s` split into runs of (text, drawn with the symbols font)."""
    out: list[tuple[str, bool]] = []
    for ch in s:
        sym = not _plain(ch)
        if out and out[-1][1] == sym:
            out[-1] = (out[-1][0] + ch, sym)
        else:
            out.append((ch, sym))
    return out


@cache
def _face(size: int, bold: bool, sym: bool) -> ImageFont.FreeTypeFont:
    return symbols(size) if sym else font(size, bold)


@cache
def _mask(ch: str, size: int, bold: bool, sym: bool) -> tuple[Image.Image | None, int, int]:
    """One glyph drawn once: its mask and offset from the pen position on the baseline.

    Pillow draws a string's glyphs afresh at every call (about 0.07 ms a glyph here); a table
    image has some 700 glyphs, nearly all seen before, so they are drawn once per process and
    stamped (`ImageDraw.bitmap`)."""
    f = _face(size, bold, sym)
    x0, y0, x1, y1 = f.getbbox(ch, anchor="ls")
    if x1 <= x0 or y1 <= y0:
        return (None, 0, 0)
    m = Image.new("L", (x1 - x0, y1 - y0), 0)
    ImageDraw.Draw(m).text((-x0, -y0), ch, font=f, fill=255, anchor="ls")
    return (m, x0, y0)


@cache
def _advance(ch: str, nxt: str, size: int, bold: bool, sym: bool) -> float:
    """How far the pen moves after `ch` when `nxt` follows (kerning included)."""
    f = _face(size, bold, sym)
    if not nxt or _plain(nxt) == sym:  # the next glyph is in the other font: no kerning pair
        return f.getlength(ch)
    return f.getlength(ch + nxt) - f.getlength(nxt)


@cache
def _baseline(size: int, bold: bool, v: str) -> float:
    """How far below a y anchored at `v` (a, m, s, d…) the baseline of Noto Sans lies."""
    f = font(size, bold)
    return f.getbbox("A", anchor="l" + v)[1] - f.getbbox("A", anchor="ls")[1]


def _pens(s: str, size: int, bold: bool) -> tuple[list[float], float]:
    """Each character's pen x from the start of `s`, and the whole width."""
    xs: list[float] = []
    x = 0.0
    for i, ch in enumerate(s):
        xs.append(x)
        nxt = s[i + 1] if i + 1 < len(s) else ""
        x += _advance(ch, nxt, size, bold, not _plain(ch))
    return xs, x


def measure(s: str, size: int, bold: bool = False) -> float:
    """The width of `s` in pixels, symbols drawn with the symbols font."""
    return _pens(s, size, bold)[1]


def fit(s: str, size: int, width: int, bold: bool = False) -> str:
    """`s` cut with an ellipsis so it is at most `width` pixels wide."""
    if measure(s, size, bold) <= width:
        return s
    while s and measure(s + "…", size, bold) > width:
        s = s[:-1]
    return s.rstrip() + "…"


def text(
    d: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    s: str,
    size: int,
    fill: RGB = INK,
    *,
    bold: bool = False,
    anchor: str = "la",
    width: int | None = None,
) -> float:
    """Draw `s` (cut to `width`; ♠ ♥ and other symbols from the symbols font, on the same
    baseline) and return the x just after it (for a left anchor)."""
    if width is not None:
        s = fit(s, size, width, bold)
    xs, total = _pens(s, size, bold)
    x = xy[0] - {"l": 0, "m": total / 2, "r": total}[anchor[0]]
    base = xy[1] + _baseline(size, bold, anchor[1])
    for ch, dx in zip(s, xs, strict=True):
        m, ox, oy = _mask(ch, size, bold, not _plain(ch))
        if m is not None:
            d.bitmap((round(x + dx + ox), round(base + oy)), m, fill=fill)
    return x + total


def glyph(
    d: ImageDraw.ImageDraw, xy: tuple[float, float], ch: str, size: int, fill: RGB, anchor: str = "lm"
) -> float:
    """Draw one symbol (♥ ♠ ★ …, from Noto Sans Symbols 2 when Noto Sans lacks it); returns the x after it."""
    return text(d, xy, ch, size, fill, anchor=anchor)


def plate(
    d: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    fill: RGB,
    edge: RGB,
    width: int = 2,
    radius: int = 12,
) -> None:
    """A seat's rounded plate, with a soft shadow below it."""
    x0, y0, x1, y1 = box
    d.rounded_rectangle((x0 + 3, y0 + 4, x1 + 3, y1 + 4), radius, fill=(0, 0, 0))
    d.rounded_rectangle(box, radius, fill=fill, outline=edge, width=width)


def card_back(d: ImageDraw.ImageDraw, x: int, y: int, w: int, h: int, colour: RGB = (120, 40, 36)) -> None:
    """A small face-down card: a coloured back with a light frame and a diamond."""
    d.rounded_rectangle((x, y, x + w, y + h), max(2, w // 6), fill=colour, outline=(236, 224, 200), width=1)
    cx, cy = x + w / 2, y + h / 2
    r = min(w, h) / 4
    d.polygon([(cx, cy - r), (cx + r * 0.7, cy), (cx, cy + r), (cx - r * 0.7, cy)], fill=(236, 224, 200))


def pile(d: ImageDraw.ImageDraw, x: int, y: int, w: int, h: int, count: int, colour: RGB, label: str) -> None:
    """A face-down pile (a few offset backs when it holds cards; an outline when empty), its label
    under it (the words and the count, "deck 12", in the table's language)."""
    if count:
        for k in (2, 1):
            if count > k:
                d.rounded_rectangle(
                    (x + 2 * k, y - 2 * k, x + w + 2 * k, y + h - 2 * k), max(2, w // 6), fill=(40, 34, 30)
                )
        card_back(d, x, y, w, h, colour)
    else:
        d.rounded_rectangle((x, y, x + w, y + h), max(2, w // 6), outline=(200, 190, 170), width=1)
    text(d, (x + w / 2, y + h + 5), label, 13, MUTED, anchor="ma")


def chip(
    d: ImageDraw.ImageDraw,
    x: float,
    y: float,
    label: str,
    fill: RGB,
    *,
    size: int = 13,
    max_w: int = 120,
    ink: RGB = INK,
) -> float:
    """A small rounded label (a card in play, a badge); returns the x after it (with a gap)."""
    label = fit(label, size, max_w - 10, True)
    w = measure(label, size, True) + 10
    h = size + 7
    d.rounded_rectangle((x, y, x + w, y + h), h // 2, fill=fill)
    text(d, (x + w / 2, y + h / 2 + 1), label, size, ink, bold=True, anchor="mm")
    return x + w + 4


def lerp(a: RGB, b: RGB, t: float) -> RGB:
    """The colour a fraction `t` of the way from `a` to `b`."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


@cache
def felt(w: int, h: int, base: RGB, rim: RGB, top: RGB, cy: int) -> Image.Image:
    """The background: a dark room and an oval table (centre height `cy`) with a wooden rim and a
    soft highlight on the cloth, drawn smooth (at 2×, scaled down) once per game; callers copy it.
    Flat colours: a palette PNG keeps them exact (gradients would band)."""
    s = 2
    im = Image.new("RGB", (w * s, h * s), lerp(base, (0, 0, 0), 0.5))
    d = ImageDraw.Draw(im)
    cx, cy = w * s // 2, cy * s
    rx, ry = int(w * s * 0.27), int(h * s * 0.235)
    d.ellipse(
        (cx - rx - 40 * s, cy - ry - 40 * s, cx + rx + 40 * s, cy + ry + 40 * s),
        fill=lerp(base, (0, 0, 0), 0.35),
    )
    d.ellipse((cx - rx - 15 * s, cy - ry - 13 * s, cx + rx + 15 * s, cy + ry + 17 * s), fill=(0, 0, 0))
    d.ellipse((cx - rx - 12 * s, cy - ry - 12 * s, cx + rx + 12 * s, cy + ry + 12 * s), fill=rim)
    d.ellipse(
        (cx - rx - 9 * s, cy - ry - 9 * s, cx + rx + 9 * s, cy + ry + 9 * s),
        fill=lerp(rim, (255, 230, 180), 0.18),
    )
    d.ellipse(
        (cx - rx - 4 * s, cy - ry - 4 * s, cx + rx + 4 * s, cy + ry + 4 * s), fill=lerp(rim, (0, 0, 0), 0.4)
    )
    d.ellipse((cx - rx, cy - ry, cx + rx, cy + ry), fill=top)
    d.ellipse(
        (cx - rx + 14 * s, cy - ry + 10 * s, cx + rx - 14 * s, cy + ry - 10 * s),
        outline=lerp(top, (255, 255, 255), 0.08),
        width=2 * s,
    )
    return im.resize((w, h), Image.Resampling.LANCZOS)


def arrow_arc(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, clockwise: bool, fill: RGB) -> None:
    """A circular arrow (↻ or ↺) drawn with an arc and a head: the direction of play."""
    d.arc((cx - r, cy - r, cx + r, cy + r), 200, 500 - 20, fill=fill, width=3)
    end = math.radians(480 if clockwise else 200)
    ex, ey = cx + r * math.cos(end), cy + r * math.sin(end)
    tang = end + (math.pi / 2 if clockwise else -math.pi / 2)
    hx, hy = math.cos(tang), math.sin(tang)
    nx, ny = -hy, hx
    s = 6
    d.polygon(
        [(ex + hx * s, ey + hy * s), (ex - hx * s * 0.2 + nx * s, ey - hy * s * 0.2 + ny * s),
         (ex - hx * s * 0.2 - nx * s, ey - hy * s * 0.2 - ny * s)],
        fill=fill,
    )  # fmt: skip
