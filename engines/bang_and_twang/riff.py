"""The riff row's pure operations: flip, move (remove-and-insert), rotate (bang_and_twang.md §3.3).

Each is a pure function of a 3-letter string and a slot or side, so it is cached (8 triplets):
the turn machine calls them several times per decision."""

from __future__ import annotations

from functools import cache


@cache
def moved(riff: str, src: int, dst: int) -> str:
    """The riff after taking the card at `src` out and re-inserting it at `dst` (§3.3, R1)."""
    r = list(riff)
    c = r.pop(src - 1)
    r.insert(dst - 1, c)
    return "".join(r)


@cache
def flipped(riff: str, slot: int) -> str:
    """The riff after flipping the card at `slot` (§3.3)."""
    r = list(riff)
    r[slot - 1] = "T" if r[slot - 1] == "B" else "B"
    return "".join(r)


@cache
def rotated(riff: str, side: str) -> str:
    """Round and Round (P3/P4): leftmost to the right end, or rightmost to the left end."""
    return riff[1:] + riff[:1] if side == "left_to_end" else riff[-1:] + riff[:-1]


@cache
def changing_moves(riff: str) -> tuple[tuple[int, int], ...]:
    """(src, dst) of every move that changes `riff`, in slot order (R1, R2: no-op moves are not
    offered)."""
    return tuple((a, b) for a in (1, 2, 3) for b in (1, 2, 3) if a != b and moved(riff, a, b) != riff)
