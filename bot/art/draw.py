"""Drawing primitives shared by the card faces (and the table images): a rounded frame, text fitted
into a box, and icons drawn with Pillow shapes (original designs, no artwork of the games).

Public API (small on purpose):

- `rounded_frame(draw, box, radius, fill, outline=None, width=0)`: a rounded rectangle.
- `text_width(text, size, bold=False)`: the width in pixels of one line (mixed fonts, see below).
- `draw_line(draw, xy, text, size, fill, bold=False, anchor="mm")`: one line of text, the glyphs
  Noto Sans lacks (♠ ♥ ♦ ♣ ● ⚡ …) taken from Noto Sans Symbols 2.
- `fit_text(draw, box, text, size, fill, bold=False, min_size=8)`: wrapped, centred text shrunk
  until it fits the box (a word too long for any size cut with hyphens, then the text cut with
  "…" at `min_size`); returns the size used.
- `draw_icon(draw, name, box, ink, paper)`: one icon of `ICONS` inside `box`.
- `ICONS`: the icon names `draw_icon` knows.

Everything is deterministic (no randomness, no clock): the same call gives the same pixels.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from functools import cache

from PIL import Image, ImageDraw

from bot.art.fonts import font, symbols

RGB = tuple[int, int, int]
Box = tuple[float, float, float, float]


def rounded_frame(
    draw: ImageDraw.ImageDraw,
    box: Box,
    radius: float,
    fill: RGB | None,
    outline: RGB | None = None,
    width: int = 0,
) -> None:
    """A rounded rectangle (the card's frame, a panel, a badge)."""
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)


@cache
def _in_main_font(ch: str) -> bool:
    """Whether Noto Sans draws `ch` (rather than its empty-box glyph)."""
    if ch.isascii():
        return True
    f = font(24)

    def ink(c: str) -> bytes:
        im = Image.new("L", (40, 40))
        ImageDraw.Draw(im).text((4, 4), c, font=f, fill=255)
        return im.tobytes()

    return ink(ch) != ink("\uffff")


_SUBSTITUTES = str.maketrans({"\u2212": "\u2013"})
"""Characters neither font has, drawn as a near twin (the minus sign as an en dash)."""


def _runs(text: str) -> list[tuple[str, bool]]:
    """`text` cut into runs of (chars, in the main font)."""
    runs: list[tuple[str, bool]] = []
    for ch in text.translate(_SUBSTITUTES):
        main = _in_main_font(ch) or ch.isspace()
        if runs and runs[-1][1] == main:
            runs[-1] = (runs[-1][0] + ch, main)
        else:
            runs.append((ch, main))
    return runs


def text_width(text: str, size: int, bold: bool = False) -> float:
    """The width of one line of `text` at `size` (symbols from Noto Sans Symbols 2)."""
    return sum((font(size, bold) if main else symbols(size)).getlength(run) for run, main in _runs(text))


def draw_line(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    bold: bool = False,
    anchor: str = "mm",
) -> None:
    """One line of text at `xy`; `anchor` as Pillow's: l/m/r, then m (middle), s (baseline), a or d."""
    width = text_width(text, size, bold)
    x, y = xy
    if anchor[0] == "m":
        x -= width / 2
    elif anchor[0] == "r":
        x -= width
    main_font = font(size, bold)
    ascent, descent = main_font.getmetrics()
    # every run sits on the main font's baseline, so symbols line up with the words around them
    baseline = {"m": y + (ascent - descent) / 2, "s": y, "a": y + ascent, "d": y - descent}[anchor[1]]
    for run, main in _runs(text):
        f = main_font if main else symbols(size)
        draw.text((x, baseline), run, font=f, fill=fill, anchor="ls")
        x += f.getlength(run)


_GLUE = re.compile(r"(?<=\d) (?=●)")
"""A count and its token sign stay on one line ("1 ●")."""


def _wrap(text: str, size: int, bold: bool, width: float, hard: bool = False) -> list[str]:
    """`text` in lines of at most `width` (a word wider than that stays whole, or, with `hard`, is
    cut with hyphens: a long German compound on a narrow card)."""
    lines: list[str] = []
    for word in (w for w in _GLUE.sub("\u00a0", text).split(" ") if w):
        if lines and text_width(lines[-1] + " " + word, size, bold) <= width:
            lines[-1] += " " + word
        elif hard and text_width(word, size, bold) > width:
            lines.extend(_hyphenate(word, size, bold, width))
        else:
            lines.append(word)
    return lines


def _hyphenate(word: str, size: int, bold: bool, width: float) -> list[str]:
    """A word too wide for one line, cut into pieces that fit, each but the last ending with "-"
    (at an existing hyphen when there is one)."""
    pieces: list[str] = []
    rest = word
    while text_width(rest, size, bold) > width and len(rest) > 1:
        cut = 1
        while cut < len(rest) - 1 and text_width(rest[: cut + 1] + "-", size, bold) <= width:
            cut += 1
        hyphen = rest.rfind("-", 0, cut + 1)
        if hyphen > 0:
            cut = hyphen + 1
            pieces.append(rest[:cut])
        else:
            pieces.append(rest[:cut] + "-")
        rest = rest[cut:]
    return [*pieces, rest]


def fit_text(
    draw: ImageDraw.ImageDraw,
    box: Box,
    text: str,
    size: int,
    fill: RGB,
    bold: bool = False,
    min_size: int = 8,
) -> int:
    """`text` wrapped and centred in `box`, at the largest size from `size` down to `min_size` that
    fits (at `min_size` the last line that fits ends with "…"). Returns the size used."""
    x0, y0, x1, y1 = box
    width, height = x1 - x0, y1 - y0
    for hard in (False, True):  # words cut with hyphens only when no size fits them whole, and small
        for s in range((size + min_size) // 2 if hard else size, min_size - 1, -1):
            lines = _wrap(text, s, bold, width, hard)
            line_h = s * 1.22
            fits = len(lines) * line_h <= height and all(text_width(ln, s, bold) <= width for ln in lines)
            if fits or s == min_size:
                break
        if fits:
            break
    if not fits:
        keep = max(1, int(height // line_h))
        lines = lines[:keep]
        while lines and text_width(lines[-1] + "…", s, bold) > width and " " in lines[-1]:
            lines[-1] = lines[-1].rsplit(" ", 1)[0]
        lines[-1] = lines[-1].removesuffix("-") + "…"
    top = y0 + (height - len(lines) * line_h) / 2 + line_h / 2
    for i, ln in enumerate(lines):
        draw_line(draw, ((x0 + x1) / 2, top + i * line_h), ln, s, fill, bold)
    return s


# ---------------------------------------------------------------------------------------- icons
# Each icon draws in the unit square scaled to `box`: p(x, y) maps 0..1 to pixels.

Painter = Callable[
    [ImageDraw.ImageDraw, Callable[[float, float], tuple[float, float]], float, RGB, RGB], None
]


def _poly(d: ImageDraw.ImageDraw, p: Callable, pts: list[tuple[float, float]], fill: RGB) -> None:
    d.polygon([p(x, y) for x, y in pts], fill=fill)


def _ellipse(
    d: ImageDraw.ImageDraw, p: Callable, x0: float, y0: float, x1: float, y1: float, **kw: object
) -> None:
    d.ellipse([p(x0, y0), p(x1, y1)], **kw)  # type: ignore[arg-type]


def _rect(
    d: ImageDraw.ImageDraw, p: Callable, x0: float, y0: float, x1: float, y1: float, **kw: object
) -> None:
    d.rectangle([p(x0, y0), p(x1, y1)], **kw)  # type: ignore[arg-type]


def _rrect(
    d: ImageDraw.ImageDraw,
    p: Callable,
    s: float,
    x0: float,
    y0: float,
    x1: float,
    y1: float,
    r: float,
    **kw: object,
) -> None:
    d.rounded_rectangle([p(x0, y0), p(x1, y1)], radius=r * s, **kw)  # type: ignore[arg-type]


def _star_points(
    cx: float, cy: float, r_out: float, r_in: float, n: int, turn: float = -90
) -> list[tuple[float, float]]:
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(turn + i * 180 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def _gun(d, p, s, ink, paper, long: bool = False) -> None:  # type: ignore[no-untyped-def]
    if long:  # a rifle: long barrel, a stock
        _rect(d, p, 0.04, 0.30, 0.96, 0.40, fill=ink)  # barrel
        _rect(d, p, 0.90, 0.24, 0.94, 0.30, fill=ink)  # sight
        _rrect(d, p, s, 0.30, 0.36, 0.66, 0.50, 0.03, fill=ink)  # fore-end
        _poly(d, p, [(0.04, 0.36), (0.40, 0.40), (0.40, 0.50), (0.10, 0.76), (0.02, 0.70)], ink)  # stock
        d.arc([p(0.34, 0.42), p(0.50, 0.60)], 0, 180, fill=ink, width=max(1, int(0.035 * s)))
        return
    _rrect(d, p, s, 0.12, 0.30, 0.90, 0.44, 0.03, fill=ink)  # barrel
    _rect(d, p, 0.84, 0.24, 0.88, 0.30, fill=ink)  # sight
    _ellipse(d, p, 0.30, 0.34, 0.52, 0.56, fill=ink)  # cylinder
    _poly(d, p, [(0.14, 0.40), (0.34, 0.40), (0.30, 0.82), (0.10, 0.82), (0.06, 0.74)], ink)  # grip
    d.arc([p(0.30, 0.44), p(0.48, 0.64)], 0, 180, fill=ink, width=max(1, int(0.035 * s)))  # trigger guard


def _burst(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _poly(d, p, _star_points(0.5, 0.5, 0.48, 0.26, 10), ink)
    _poly(d, p, _star_points(0.5, 0.5, 0.26, 0.14, 10, -72), paper)


def _shield(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _poly(d, p, [(0.5, 0.06), (0.88, 0.2), (0.82, 0.6), (0.5, 0.94), (0.18, 0.6), (0.12, 0.2)], ink)
    _poly(d, p, [(0.5, 0.18), (0.76, 0.28), (0.72, 0.56), (0.5, 0.80), (0.28, 0.56), (0.24, 0.28)], paper)
    _poly(d, p, [(0.5, 0.28), (0.64, 0.35), (0.61, 0.54), (0.5, 0.68)], ink)


def _mug(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    w = max(2, int(0.09 * s))
    d.arc([p(0.58, 0.34), p(0.90, 0.72)], -90, 90, fill=ink, width=w)
    _rrect(d, p, s, 0.16, 0.26, 0.68, 0.92, 0.06, fill=ink)
    for x in (0.30, 0.42, 0.54):
        _rect(d, p, x - 0.02, 0.40, x + 0.02, 0.82, fill=paper)
    for cx in (0.22, 0.36, 0.50, 0.62):
        _ellipse(d, p, cx - 0.09, 0.12, cx + 0.09, 0.32, fill=ink)


def _bottle(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _rect(d, p, 0.44, 0.06, 0.56, 0.30, fill=ink)
    _poly(d, p, [(0.44, 0.28), (0.56, 0.28), (0.70, 0.42), (0.70, 0.94), (0.30, 0.94), (0.30, 0.42)], ink)
    _rect(d, p, 0.36, 0.56, 0.64, 0.76, fill=paper)


def _cards(d, p, s, ink, paper, n: int = 3) -> None:  # type: ignore[no-untyped-def]
    for i in range(n):
        off = (i - (n - 1) / 2) * 0.16
        _rrect(
            d,
            p,
            s,
            0.30 + off,
            0.18 + abs(off) * 0.3,
            0.62 + off,
            0.84 + abs(off) * 0.3,
            0.05,
            fill=ink,
            outline=paper,
            width=max(1, int(0.03 * s)),
        )


def _discard(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _rrect(d, p, s, 0.20, 0.08, 0.80, 0.92, 0.07, fill=ink)
    w = max(2, int(0.08 * s))
    d.line([p(0.34, 0.30), p(0.66, 0.70)], fill=paper, width=w)
    d.line([p(0.66, 0.30), p(0.34, 0.70)], fill=paper, width=w)


def _hand(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _rrect(d, p, s, 0.24, 0.44, 0.76, 0.92, 0.12, fill=ink)
    for x, top in ((0.26, 0.22), (0.38, 0.12), (0.50, 0.10), (0.62, 0.16)):
        _rrect(d, p, s, x, top, x + 0.11, 0.6, 0.055, fill=ink)
    _poly(d, p, [(0.76, 0.62), (0.90, 0.40), (0.96, 0.46), (0.80, 0.80)], ink)


def _crossed(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    w = max(2, int(0.10 * s))
    d.line([p(0.12, 0.12), p(0.80, 0.80)], fill=ink, width=w)
    d.line([p(0.88, 0.12), p(0.20, 0.80)], fill=ink, width=w)
    _poly(d, p, [(0.70, 0.80), (0.82, 0.68), (0.96, 0.86), (0.86, 0.96)], ink)
    _poly(d, p, [(0.30, 0.80), (0.18, 0.68), (0.04, 0.86), (0.14, 0.96)], ink)


def _house(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _poly(d, p, [(0.06, 0.44), (0.5, 0.08), (0.94, 0.44)], ink)
    _rect(d, p, 0.16, 0.42, 0.84, 0.92, fill=ink)
    _rect(d, p, 0.40, 0.60, 0.60, 0.92, fill=paper)
    _rect(d, p, 0.22, 0.52, 0.34, 0.64, fill=paper)
    _rect(d, p, 0.66, 0.52, 0.78, 0.64, fill=paper)


def _feather(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _poly(
        d,
        p,
        [
            (0.84, 0.04),
            (0.96, 0.16),
            (0.86, 0.40),
            (0.58, 0.70),
            (0.30, 0.80),
            (0.22, 0.72),
            (0.32, 0.44),
            (0.56, 0.16),
        ],
        ink,
    )
    d.line([p(0.84, 0.12), p(0.14, 0.94)], fill=paper, width=max(1, int(0.03 * s)))
    d.line([p(0.40, 0.66), p(0.14, 0.94)], fill=ink, width=max(2, int(0.05 * s)))


def _arrow(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    d.line([p(0.12, 0.88), p(0.78, 0.22)], fill=ink, width=max(2, int(0.07 * s)))
    _poly(d, p, [(0.92, 0.08), (0.88, 0.40), (0.60, 0.12)], ink)
    _poly(d, p, [(0.10, 0.72), (0.22, 0.74), (0.26, 0.90), (0.14, 0.92)], ink)
    _poly(d, p, [(0.28, 0.90), (0.26, 0.78), (0.10, 0.74), (0.08, 0.86)], ink)


def _wheel(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    w = max(2, int(0.08 * s))
    _ellipse(d, p, 0.08, 0.08, 0.92, 0.92, outline=ink, width=w)
    for k in range(6):
        a = math.radians(k * 30)
        d.line(
            [
                p(0.5 - 0.4 * math.cos(a), 0.5 - 0.4 * math.sin(a)),
                p(0.5 + 0.4 * math.cos(a), 0.5 + 0.4 * math.sin(a)),
            ],
            fill=ink,
            width=max(1, w // 2),
        )
    _ellipse(d, p, 0.38, 0.38, 0.62, 0.62, fill=ink)


def _bullets(d, p, s, ink, paper, n: int = 3) -> None:  # type: ignore[no-untyped-def]
    for i in range(n):
        x = 0.5 + (i - (n - 1) / 2) * 0.26
        _ellipse(d, p, x - 0.09, 0.14, x + 0.09, 0.40, fill=ink)
        _rect(d, p, x - 0.09, 0.27, x + 0.09, 0.80, fill=ink)
        _rect(d, p, x - 0.11, 0.80, x + 0.11, 0.88, fill=ink)


def _box(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _rrect(d, p, s, 0.10, 0.22, 0.90, 0.88, 0.05, fill=ink)
    w = max(1, int(0.04 * s))
    d.line([p(0.10, 0.42), p(0.90, 0.42)], fill=paper, width=w)
    _rrect(d, p, s, 0.42, 0.34, 0.58, 0.52, 0.03, fill=paper)
    d.line([p(0.16, 0.82), p(0.84, 0.48)], fill=paper, width=w)


def _bars(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    w = max(2, int(0.07 * s))
    _rrect(d, p, s, 0.10, 0.10, 0.90, 0.90, 0.06, outline=ink, width=w)
    for x in (0.30, 0.50, 0.70):
        d.line([p(x, 0.12), p(x, 0.88)], fill=ink, width=w)


def _bomb(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _ellipse(d, p, 0.10, 0.26, 0.78, 0.94, fill=ink)
    _rect(d, p, 0.50, 0.20, 0.66, 0.34, fill=ink)
    d.arc([p(0.56, 0.02), p(0.92, 0.34)], 180, 300, fill=ink, width=max(1, int(0.04 * s)))
    _poly(d, p, _star_points(0.86, 0.12, 0.11, 0.05, 6), ink)
    _ellipse(d, p, 0.24, 0.42, 0.36, 0.54, fill=paper)


def _dynamite(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    for x in (0.22, 0.42, 0.62):
        _rrect(d, p, s, x, 0.34, x + 0.18, 0.92, 0.04, fill=ink)
    _rect(d, p, 0.18, 0.56, 0.84, 0.64, fill=paper)
    d.arc([p(0.42, 0.06), p(0.82, 0.40)], 160, 300, fill=ink, width=max(1, int(0.04 * s)))
    _poly(d, p, _star_points(0.74, 0.10, 0.10, 0.045, 6), ink)


def _crosshair(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    w = max(2, int(0.07 * s))
    _ellipse(d, p, 0.14, 0.14, 0.86, 0.86, outline=ink, width=w)
    _ellipse(d, p, 0.36, 0.36, 0.64, 0.64, outline=ink, width=max(1, w // 2))
    for a, b in (
        ((0.5, 0.04), (0.5, 0.30)),
        ((0.5, 0.70), (0.5, 0.96)),
        ((0.04, 0.5), (0.30, 0.5)),
        ((0.70, 0.5), (0.96, 0.5)),
    ):
        d.line([p(*a), p(*b)], fill=ink, width=w)


def _barrel(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _ellipse(d, p, 0.16, 0.06, 0.84, 0.94, fill=ink)
    _rect(d, p, 0.22, 0.14, 0.78, 0.86, fill=ink)
    w = max(1, int(0.04 * s))
    for y in (0.28, 0.72):
        d.line([p(0.17, y), p(0.83, y)], fill=paper, width=w)
    for x in (0.38, 0.62):
        d.line([p(x, 0.10), p(x, 0.90)], fill=paper, width=max(1, w // 2))


def _horseshoe(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    w = max(3, int(0.16 * s))
    d.arc([p(0.14, 0.10), p(0.86, 0.84)], 150, 390, fill=ink, width=w)
    for x, y in ((0.26, 0.34), (0.5, 0.20), (0.74, 0.34)):
        _ellipse(d, p, x - 0.03, y - 0.03, x + 0.03, y + 0.03, fill=paper)
    _rect(d, p, 0.12, 0.74, 0.28, 0.86, fill=ink)
    _rect(d, p, 0.72, 0.74, 0.88, 0.86, fill=ink)


def _bell(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _poly(
        d,
        p,
        [(0.5, 0.10), (0.70, 0.22), (0.74, 0.60), (0.88, 0.78), (0.12, 0.78), (0.26, 0.60), (0.30, 0.22)],
        ink,
    )
    _ellipse(d, p, 0.42, 0.74, 0.58, 0.92, fill=ink)
    _ellipse(d, p, 0.44, 0.04, 0.56, 0.16, fill=ink)


def _spiral(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    w = max(2, int(0.06 * s))
    pts = []
    for i in range(120):
        t = i / 119 * 3.2 * math.pi
        r = 0.04 + 0.40 * i / 119
        pts.append(p(0.5 + r * math.cos(t), 0.5 + r * math.sin(t)))
    d.line(pts, fill=ink, width=w, joint="curve")


def _key(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _ellipse(d, p, 0.06, 0.30, 0.44, 0.70, fill=ink)
    _ellipse(d, p, 0.17, 0.41, 0.33, 0.59, fill=paper)
    _rect(d, p, 0.40, 0.45, 0.94, 0.55, fill=ink)
    _rect(d, p, 0.74, 0.55, 0.82, 0.70, fill=ink)
    _rect(d, p, 0.86, 0.55, 0.94, 0.66, fill=ink)


def _drop(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _poly(d, p, [(0.5, 0.06), (0.74, 0.48), (0.26, 0.48)], ink)
    _ellipse(d, p, 0.24, 0.34, 0.76, 0.90, fill=ink)
    _ellipse(d, p, 0.34, 0.54, 0.46, 0.70, fill=paper)


def _lightning(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _poly(d, p, [(0.60, 0.04), (0.22, 0.56), (0.46, 0.56), (0.36, 0.96), (0.80, 0.40), (0.54, 0.40)], ink)


def _whip(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _rrect(d, p, s, 0.08, 0.70, 0.34, 0.84, 0.05, fill=ink)
    pts = [
        p(0.34 + 0.6 * t, 0.76 - 0.6 * math.sin(t * math.pi) * (1 - t * 0.3))
        for t in (i / 40 for i in range(41))
    ]
    d.line(pts, fill=ink, width=max(2, int(0.05 * s)), joint="curve")


def _star(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _poly(d, p, _star_points(0.5, 0.52, 0.46, 0.2, 5), ink)


def _badge(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _poly(d, p, _star_points(0.5, 0.5, 0.46, 0.28, 6), ink)
    for x, y in _star_points(0.5, 0.5, 0.46, 0.28, 6)[::2]:
        _ellipse(d, p, x - 0.05, y - 0.05, x + 0.05, y + 0.05, fill=ink)
    _ellipse(d, p, 0.36, 0.36, 0.64, 0.64, fill=paper)
    _poly(d, p, _star_points(0.5, 0.5, 0.12, 0.05, 5), ink)


def _mask(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _poly(
        d,
        p,
        [(0.06, 0.34), (0.94, 0.34), (0.90, 0.62), (0.62, 0.70), (0.5, 0.60), (0.38, 0.70), (0.10, 0.62)],
        ink,
    )
    _ellipse(d, p, 0.20, 0.42, 0.40, 0.56, fill=paper)
    _ellipse(d, p, 0.60, 0.42, 0.80, 0.56, fill=paper)
    _poly(d, p, [(0.92, 0.40), (1.0, 0.30), (1.0, 0.50)], ink)


def _snake(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    w = max(3, int(0.11 * s))
    pts = [p(0.12 + 0.72 * t, 0.62 + 0.2 * math.sin(t * 3 * math.pi)) for t in (i / 60 for i in range(61))]
    d.line(pts, fill=ink, width=w, joint="curve")
    _ellipse(d, p, 0.76, 0.38, 0.96, 0.58, fill=ink)
    _ellipse(d, p, 0.86, 0.42, 0.90, 0.46, fill=paper)


def _sleeve(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _rrect(d, p, s, 0.26, 0.12, 0.74, 0.88, 0.06, fill=ink)
    _rrect(d, p, s, 0.32, 0.18, 0.68, 0.82, 0.04, fill=paper)
    _poly(d, p, _star_points(0.5, 0.5, 0.16, 0.07, 4, -90), ink)


# Forest Gangs flags
def _acorn(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _ellipse(d, p, 0.24, 0.30, 0.76, 0.92, fill=ink)
    _ellipse(d, p, 0.16, 0.20, 0.84, 0.50, fill=ink)
    _rect(d, p, 0.20, 0.44, 0.80, 0.50, fill=paper)
    _rect(d, p, 0.46, 0.06, 0.54, 0.22, fill=ink)


def _mushroom(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    d.pieslice([p(0.06, 0.12), p(0.94, 0.84)], 180, 360, fill=ink)
    _rrect(d, p, s, 0.36, 0.44, 0.64, 0.92, 0.06, fill=ink)
    for x, y, r in ((0.30, 0.32, 0.06), (0.54, 0.24, 0.05), (0.74, 0.36, 0.05)):
        _ellipse(d, p, x - r, y - r, x + r, y + r, fill=paper)


def _moon(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _ellipse(d, p, 0.10, 0.10, 0.90, 0.90, fill=ink)
    _ellipse(d, p, 0.32, 0.02, 1.04, 0.74, fill=paper)


def _leaf(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    pts = [
        (
            0.5 + 0.42 * math.cos(t) * math.sqrt(2) / 2 - 0.22 * math.sin(t) * math.sqrt(2) / 2 * -1,
            0.5 - 0.42 * math.cos(t) * math.sqrt(2) / 2 + 0.22 * math.sin(t) * math.sqrt(2) / 2,
        )
        for t in (k * math.pi / 30 for k in range(60))
    ]
    _poly(d, p, pts, ink)
    d.line([p(0.24, 0.76), p(0.76, 0.24)], fill=paper, width=max(1, int(0.035 * s)))
    d.line([p(0.08, 0.92), p(0.26, 0.74)], fill=ink, width=max(2, int(0.05 * s)))


def _stone(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _poly(
        d,
        p,
        [
            (0.12, 0.62),
            (0.22, 0.30),
            (0.48, 0.16),
            (0.78, 0.22),
            (0.92, 0.50),
            (0.84, 0.82),
            (0.50, 0.90),
            (0.20, 0.84),
        ],
        ink,
    )
    _ellipse(d, p, 0.30, 0.34, 0.46, 0.46, fill=paper)


# Bang & Twang
def _drum(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _rect(d, p, 0.14, 0.34, 0.86, 0.78, fill=ink)
    _ellipse(d, p, 0.14, 0.64, 0.86, 0.92, fill=ink)
    _ellipse(d, p, 0.14, 0.20, 0.86, 0.48, fill=ink)
    _ellipse(d, p, 0.19, 0.24, 0.81, 0.44, fill=paper)
    w = max(1, int(0.035 * s))
    for a, b in (
        ((0.20, 0.44), (0.36, 0.84)),
        ((0.36, 0.84), (0.5, 0.46)),
        ((0.5, 0.46), (0.64, 0.84)),
        ((0.64, 0.84), (0.80, 0.44)),
    ):
        d.line([p(*a), p(*b)], fill=paper, width=w)
    d.line([p(0.60, 0.30), p(0.94, 0.04)], fill=ink, width=max(2, int(0.05 * s)))


def _mandolin(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _ellipse(d, p, 0.10, 0.38, 0.62, 0.92, fill=ink)
    d.line([p(0.46, 0.54), p(0.88, 0.12)], fill=ink, width=max(2, int(0.09 * s)))
    _poly(d, p, [(0.82, 0.06), (0.96, 0.10), (0.92, 0.22), (0.84, 0.18)], ink)
    _ellipse(d, p, 0.28, 0.56, 0.42, 0.70, fill=paper)
    d.line([p(0.20, 0.80), p(0.86, 0.14)], fill=paper, width=max(1, int(0.015 * s)))


def _note(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _ellipse(d, p, 0.14, 0.66, 0.40, 0.88, fill=ink)
    _ellipse(d, p, 0.58, 0.58, 0.84, 0.80, fill=ink)
    _rect(d, p, 0.34, 0.16, 0.40, 0.78, fill=ink)
    _rect(d, p, 0.78, 0.08, 0.84, 0.70, fill=ink)
    _poly(d, p, [(0.34, 0.16), (0.84, 0.08), (0.84, 0.22), (0.34, 0.30)], ink)


def _circle(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _ellipse(d, p, 0.10, 0.10, 0.90, 0.90, fill=ink)


def _triangle(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _poly(d, p, [(0.5, 0.08), (0.94, 0.88), (0.06, 0.88)], ink)


def _square(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _rrect(d, p, s, 0.12, 0.12, 0.88, 0.88, 0.06, fill=ink)


def _diamond(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _poly(d, p, [(0.5, 0.04), (0.90, 0.5), (0.5, 0.96), (0.10, 0.5)], ink)


def _heart(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _ellipse(d, p, 0.08, 0.14, 0.54, 0.58, fill=ink)
    _ellipse(d, p, 0.46, 0.14, 0.92, 0.58, fill=ink)
    _poly(d, p, [(0.10, 0.44), (0.90, 0.44), (0.5, 0.92)], ink)


# Whizz Bing Bang sounds
def _whizz(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    w = max(2, int(0.10 * s))
    d.line([p(0.10, 0.5), p(0.66, 0.5)], fill=ink, width=w)
    _poly(d, p, [(0.60, 0.26), (0.94, 0.5), (0.60, 0.74)], ink)
    for y in (0.28, 0.72):
        d.line([p(0.06, y), p(0.36, y)], fill=ink, width=max(1, w // 2))


def _bing(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    w = max(2, int(0.09 * s))
    d.arc([p(0.14, 0.14), p(0.86, 0.86)], 200, 340, fill=ink, width=w)
    d.arc([p(0.14, 0.14), p(0.86, 0.86)], 20, 160, fill=ink, width=w)
    _poly(d, p, [(0.74, 0.10), (0.94, 0.36), (0.66, 0.40)], ink)
    _poly(d, p, [(0.26, 0.90), (0.06, 0.64), (0.34, 0.60)], ink)


def _bang_skip(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    w = max(2, int(0.08 * s))
    d.arc([p(0.10, 0.22), p(0.84, 0.98)], 190, 330, fill=ink, width=w)
    _poly(d, p, [(0.70, 0.22), (0.94, 0.42), (0.66, 0.48)], ink)
    for x in (0.18, 0.5, 0.80):
        _ellipse(d, p, x - 0.07, 0.74, x + 0.07, 0.88, fill=ink)
    d.line([p(0.40, 0.70), p(0.60, 0.92)], fill=ink, width=max(1, w // 2))
    d.line([p(0.60, 0.70), p(0.40, 0.92)], fill=ink, width=max(1, w // 2))


def _boom(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _poly(d, p, _star_points(0.5, 0.5, 0.50, 0.32, 12, -90), ink)
    _rrect(d, p, s, 0.44, 0.22, 0.56, 0.60, 0.05, fill=paper)
    _ellipse(d, p, 0.43, 0.66, 0.57, 0.80, fill=paper)


def _portrait(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    # a cowboy hat over a head and shoulders
    _ellipse(d, p, 0.34, 0.30, 0.66, 0.62, fill=ink)
    d.pieslice([p(0.16, 0.62), p(0.84, 1.22)], 180, 360, fill=ink)
    _ellipse(d, p, 0.10, 0.24, 0.90, 0.36, fill=ink)
    _rrect(d, p, s, 0.30, 0.06, 0.70, 0.32, 0.08, fill=ink)
    _rect(d, p, 0.30, 0.24, 0.70, 0.28, fill=paper)


def _back(d, p, s, ink, paper) -> None:  # type: ignore[no-untyped-def]
    _poly(d, p, _star_points(0.5, 0.5, 0.48, 0.18, 8, -90), ink)
    _ellipse(d, p, 0.36, 0.36, 0.64, 0.64, fill=paper)


ICONS: dict[str, Painter] = {
    "gun": _gun,
    "rifle": lambda d, p, s, i, pa: _gun(d, p, s, i, pa, long=True),
    "burst": _burst,
    "shield": _shield,
    "mug": _mug,
    "bottle": _bottle,
    "cards": _cards,
    "discard": _discard,
    "hand": _hand,
    "crossed": _crossed,
    "house": _house,
    "feather": _feather,
    "arrow": _arrow,
    "wheel": _wheel,
    "bullets": _bullets,
    "box": _box,
    "bars": _bars,
    "bomb": _bomb,
    "dynamite": _dynamite,
    "crosshair": _crosshair,
    "barrel": _barrel,
    "horseshoe": _horseshoe,
    "bell": _bell,
    "spiral": _spiral,
    "key": _key,
    "drop": _drop,
    "lightning": _lightning,
    "whip": _whip,
    "star": _star,
    "badge": _badge,
    "mask": _mask,
    "snake": _snake,
    "sleeve": _sleeve,
    "acorn": _acorn,
    "mushroom": _mushroom,
    "moon": _moon,
    "leaf": _leaf,
    "stone": _stone,
    "drum": _drum,
    "mandolin": _mandolin,
    "note": _note,
    "circle": _circle,
    "triangle": _triangle,
    "square": _square,
    "diamond": _diamond,
    "heart": _heart,
    "whizz": _whizz,
    "bing": _bing,
    "bang": _bang_skip,
    "boom": _boom,
    "portrait": _portrait,
    "back": _back,
}
"""Every icon `draw_icon` can draw, by name."""


def draw_icon(draw: ImageDraw.ImageDraw, name: str, box: Box, ink: RGB, paper: RGB) -> None:
    """Icon `name` (a key of `ICONS`) in `box`, in `ink` with cut-outs in `paper`; KeyError if unknown."""
    painter = ICONS[name]
    x0, y0, x1, y1 = box
    side = min(x1 - x0, y1 - y0)
    ox, oy = x0 + (x1 - x0 - side) / 2, y0 + (y1 - y0 - side) / 2

    def p(x: float, y: float) -> tuple[float, float]:
        return (ox + x * side, oy + y * side)

    painter(draw, p, side, ink, paper)
