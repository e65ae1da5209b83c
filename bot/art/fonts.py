"""The fonts card art is drawn with: shipped in `bot/art/fonts/` (SIL Open Font License 1.1).

`font(size)` / `font(size, bold=True)` for words, `symbols(size)` for the suit and dingbat glyphs
Noto Sans lacks (♠ ♥ ♦ ♣ ✦ …). Each (face, size) is loaded once per process.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PIL import ImageFont

FONT_DIR = Path(__file__).with_name("fonts")
REGULAR = FONT_DIR / "NotoSans-Regular.ttf"
BOLD = FONT_DIR / "NotoSans-Bold.ttf"
SYMBOLS = FONT_DIR / "NotoSansSymbols2-Regular.ttf"


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """Noto Sans at `size` pixels (bold for names and values)."""
    return ImageFont.truetype(str(BOLD if bold else REGULAR), size)


@cache
def symbols(size: int) -> ImageFont.FreeTypeFont:
    """Noto Sans Symbols 2 at `size` pixels: card suits and other symbols."""
    return ImageFont.truetype(str(SYMBOLS), size)
