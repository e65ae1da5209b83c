"""`python -m bot gallery DIR`: every card face of every game as PNG files, so anyone can look.

DIR/<game>/<face>.png at full size and DIR/<game>/small/<face>.png at 64 px (the button emoji), and
sample tables of every game at several player counts (BANG! with Armed & Dangerous off and on) as
DIR/tables/<game>-<seats>p[-<variant>].png, each with its alt text beside it (.txt), and the hand
picture of seat 0 of a sample game as DIR/hands/<game>.png with its alt text (.txt), for each game
whose players hold cards. Every word in one language (`--lang`, English by default: issue 34).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.art.cards import FULL, SMALL, faces, games, png_bytes, render_face
from bot.art.hand import render_hand
from bot.art.table import GAMES, render_table, sample_engine, table_art
from bot.i18n import DEFAULT

NAMES = ["Ann", "Bob", "Cyrille", "Dmitri", "Eve", "Fatou", "Gus", "Hana"]
"""The sample tables' players."""

SAMPLE_TABLES: tuple[tuple[str, int, str, dict[str, object] | None, int], ...] = tuple(
    (game, *sample) for game in GAMES for sample in table_art(game).samples
)
"""(game, seats, variant, options, AI moves played before the picture): each game's own samples
(`TableArt.samples`, in `cogs/<game>/table_art.py`)."""


def write_faces(folder: Path, lang: str = DEFAULT) -> int:
    """Write every face of every game, full size and small; return how many files were written."""
    written = 0
    for game in games():
        for sub, size in (("", FULL), ("small", SMALL)):
            out = folder / game / sub if sub else folder / game
            out.mkdir(parents=True, exist_ok=True)
            for face_id in faces(game):
                (out / f"{face_id}.png").write_bytes(png_bytes(render_face(game, face_id, size, lang)))
                written += 1
    return written


def write_tables(folder: Path, lang: str = DEFAULT) -> int:
    """Write the sample tables (and their alt texts); return how many PNG files were written."""
    out = folder / "tables"
    out.mkdir(parents=True, exist_ok=True)
    for game, seats, variant, options, steps in SAMPLE_TABLES:
        engine = sample_engine(game, seats, steps=steps, options=options)
        png, alt = render_table(game, engine.perspective(None), NAMES[:seats], None, lang)
        stem = f"{game}-{seats}p" + (f"-{variant}" if variant else "")
        (out / f"{stem}.png").write_bytes(png)
        (out / f"{stem}.txt").write_text(alt + "\n", encoding="utf-8")
    return len(SAMPLE_TABLES)


HAND_SEATS, HAND_STEPS = 4, 0
"""The sample hands: seat 0 of a new 4-player game (a full starting hand)."""


def own_hand(view: Any) -> list[str] | None:
    """The card ids of the viewer's hand in a perspective, None when the game has no hand field.
    Read from the perspective, as the cogs' `hand_cards` do (bot/ imports no cog nor game:
    docs/ARCHITECTURE.md C1.3); tests/art/test_hand_images.py checks both agree."""
    held = getattr(view, "hand", None)
    if held is None:
        return None
    return [c if isinstance(c, str) else c.id for c in held]


def write_hands(folder: Path, lang: str = DEFAULT) -> int:
    """Write a sample hand picture per game whose players hold cards (and its alt text); return
    how many PNG files were written."""
    out = folder / "hands"
    out.mkdir(parents=True, exist_ok=True)
    written = 0
    for game in games():
        engine = sample_engine(game, HAND_SEATS, steps=HAND_STEPS)
        ids = own_hand(engine.perspective(0))
        if ids is None:
            continue
        png, alt = render_hand(game, ids, lang=lang)
        (out / f"{game}.png").write_bytes(png)
        (out / f"{game}.txt").write_text(alt + "\n", encoding="utf-8")
        written += 1
    return written


def write_gallery(folder: Path | str, lang: str = DEFAULT) -> int:
    """The whole gallery in `folder` (created if missing), its words in `lang`; returns the number of
    PNG files written."""
    out = Path(folder)
    return write_faces(out, lang) + write_tables(out, lang) + write_hands(out, lang)
