"""`python -m bot gallery DIR`: every card face of every game as PNG files, so anyone can look.

DIR/<game>/<face>.png at full size and DIR/<game>/small/<face>.png at 64 px (the button emoji).
`write_gallery(dir)` is the hook: sample tables can be added beside the faces.
"""

from __future__ import annotations

from pathlib import Path

from bot.art.cards import FULL, SMALL, faces, games, png_bytes, render_face


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


def write_gallery(folder: Path | str) -> int:
    """The whole gallery in `folder` (created if missing); returns the number of PNG files written."""
    return write_faces(Path(folder))
