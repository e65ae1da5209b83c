"""Card art: render time per card face (p50/p99, full size and 64 px) and PNG bytes per face, and
render time and bytes of a 10-card hand picture.

    .venv/bin/python -m benchmarks.art [--game GAME] [--repeat N]

Each face is drawn from scratch (the per-process cache bypassed) `--repeat` times at each size;
the times are per face and per draw, on one core. Bytes are the PNG a face uploads as (an
application emoji at 64 px, an image at full size).

The "hand" row: `HANDS` random 10-card hands of the game (seeded) drawn with
`bot.art.hand.render_hand` `--repeat` times each (the whole call: faces pasted, palette PNG, alt
text), its faces already drawn once (as after `hand.warm_up()`); "faces" counts the hands. Target:
p99 ≤ 50 ms on one core.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bot.art import cards, hand

HANDS = 12
"""Hands drawn per game in the "hand" row."""
HAND_SIZE = 10


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def measure(games: list[str], repeat: int) -> list[tuple[str, str, int, float, float, float, int, int]]:
    """One row per (game, size), then a "hand" row: faces (hands), p50 ms, p99 ms, max ms, mean PNG bytes, max PNG bytes."""
    rows = []
    for game in games:
        for label, size in (("full", cards.FULL), ("64px", cards.SMALL)):
            times: list[float] = []
            sizes: list[int] = []
            for face_id in cards.faces(game):
                for _ in range(repeat):
                    start = time.perf_counter()
                    image = cards._render.__wrapped__(game, face_id, size)  # no cache: a real draw
                    times.append((time.perf_counter() - start) * 1000)
                sizes.append(len(cards.png_bytes(image)))
            rows.append(
                (
                    game,
                    label,
                    len(sizes),
                    _pct(times, 0.5),
                    _pct(times, 0.99),
                    max(times),
                    round(statistics.mean(sizes)),
                    max(sizes),
                )
            )
        held = [c for f in hand.held_faces(game) for c in cards.faces(game)[f].cards]
        if len(held) >= HAND_SIZE:
            rows.append(_hands(game, sorted(held), repeat))
    return rows


def _hands(game: str, held: list[str], repeat: int) -> tuple[str, str, int, float, float, float, int, int]:
    """The "hand" row of one game: 10-card hands, faces cached, each drawn `repeat` times."""
    rng = random.Random(f"hand-{game}")
    times: list[float] = []
    sizes: list[int] = []
    for _ in range(HANDS):
        ids = rng.sample(held, HAND_SIZE)
        hand.render_hand(game, ids)  # its faces drawn once, as after warm_up()
        for _ in range(repeat):
            start = time.perf_counter()
            png, _alt = hand.render_hand(game, ids)
            times.append((time.perf_counter() - start) * 1000)
        sizes.append(len(png))
    return (
        game,
        "hand",
        HANDS,
        _pct(times, 0.5),
        _pct(times, 0.99),
        max(times),
        round(statistics.mean(sizes)),
        max(sizes),
    )


def main(argv: list[str] | None = None) -> int:
    """Print the table."""
    p = argparse.ArgumentParser(prog="python -m benchmarks.art", description=__doc__.split("\n")[0])
    p.add_argument("--game", choices=cards.games(), default=None, help="one game (default: all)")
    p.add_argument("--repeat", type=int, default=3, metavar="N", help="draws per face and size (default 3)")
    args = p.parse_args(argv)
    games = [args.game] if args.game else cards.games()
    cards.render_face(games[0], next(iter(cards.faces(games[0]))))  # fonts and glyph checks loaded
    print(
        f"{'game':<16} {'size':<5} {'faces':>5} {'p50 ms':>7} {'p99 ms':>7} {'max ms':>7} {'PNG B avg':>10} {'PNG B max':>10}"
    )
    for game, label, n, p50, p99, top, mean_b, max_b in measure(games, args.repeat):
        print(f"{game:<16} {label:<5} {n:>5} {p50:>7.1f} {p99:>7.1f} {top:>7.1f} {mean_b:>10} {max_b:>10}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
