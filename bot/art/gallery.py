"""`python -m bot gallery DIR`: every card face of every game as PNG files, so anyone can look.

DIR/<game>/<face>.png at full size and DIR/<game>/small/<face>.png at 64 px (the button emoji), and
sample tables of every game at several player counts (BANG! with Armed & Dangerous off and on) as
DIR/tables/<game>-<seats>p[-<variant>].png, each with its alt text beside it (.txt).
"""

from __future__ import annotations

from pathlib import Path

from bot.art.cards import FULL, SMALL, faces, games, png_bytes, render_face
from bot.art.table import render_table, sample_engine

NAMES = ["Ann", "Bob", "Cyrille", "Dmitri", "Eve", "Fatou", "Gus", "Hana"]
"""The sample tables' players."""

SAMPLE_TABLES: tuple[tuple[str, int, str, dict[str, object] | None, int], ...] = (
    ("bang", 4, "", None, 40),
    ("bang", 7, "", None, 60),
    ("bang", 5, "armed", {"expansion": "armed_and_dangerous"}, 80),
    ("bang", 8, "armed", {"expansion": "armed_and_dangerous"}, 60),
    ("forest_gangs", 3, "", None, 20),
    ("forest_gangs", 6, "", None, 30),
    ("bang_and_twang", 2, "", None, 20),
    ("bang_and_twang", 5, "", None, 30),
    ("whizz_bing_bang", 3, "", None, 8),
    ("whizz_bing_bang", 6, "", None, 12),
)
"""(game, seats, variant, options, AI moves played before the picture)."""


def write_faces(folder: Path) -> int:
    """Write every face of every game, full size and small; return how many files were written."""
    written = 0
    for game in games():
        for sub, size in (("", FULL), ("small", SMALL)):
            out = folder / game / sub if sub else folder / game
            out.mkdir(parents=True, exist_ok=True)
            for face_id in faces(game):
                (out / f"{face_id}.png").write_bytes(png_bytes(render_face(game, face_id, size)))
                written += 1
    return written


def write_tables(folder: Path) -> int:
    """Write the sample tables (and their alt texts); return how many PNG files were written."""
    out = folder / "tables"
    out.mkdir(parents=True, exist_ok=True)
    for game, seats, variant, options, steps in SAMPLE_TABLES:
        engine = sample_engine(game, seats, steps=steps, options=options)
        png, alt = render_table(game, engine.perspective(None), NAMES[:seats], None)
        stem = f"{game}-{seats}p" + (f"-{variant}" if variant else "")
        (out / f"{stem}.png").write_bytes(png)
        (out / f"{stem}.txt").write_text(alt + "\n", encoding="utf-8")
    return len(SAMPLE_TABLES)


def write_gallery(folder: Path | str) -> int:
    """The whole gallery in `folder` (created if missing); returns the number of PNG files written."""
    return write_faces(Path(folder)) + write_tables(Path(folder))
