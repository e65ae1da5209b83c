"""Table images: render time p50/p99 and bytes per PNG, per game and player count (issue 32).

    .venv/bin/python -m benchmarks.table_images [--positions 12] [--repeat 5] [--cpu 0]

For each game at 2, 4 and 7 seats where the game allows them (and its largest table), AI self-play
positions are taken along a game (`--positions` of them, evenly spaced over its first moves) and
each is rendered `--repeat` times with `bot.art.table.render_table` (the whole call: the public
scene, the drawing, the palette PNG, the alt text). The first render of a process, which loads
the fonts and draws the table's background once, is reported apart ("cold"), then `warm_up()`
(what the bot calls at start-up) draws the other games' backgrounds before anything is timed. `--cpu N` pins the
process to one core (Linux). Targets: p99 ≤ 50 ms on one core, ≤ 200 kB per PNG.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

from bot.art.table import GAMES, SAMPLE_NAMES, render_table, sample_engine, warm_up
from engines import get_game

COUNTS = (2, 4, 7)
TARGET_MS = 50.0
TARGET_BYTES = 200_000


def seat_counts(game: str) -> list[int]:
    """2, 4 and 7 seats where `game` allows them, and its largest table."""
    cls = get_game(game).engine
    got = [n for n in COUNTS if cls.min_seats <= n <= cls.max_seats]
    if cls.max_seats not in got:
        got.append(cls.max_seats)
    return got


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))]


def measure(game: str, seats: int, positions: int, repeat: int) -> tuple[list[float], list[int]]:
    """Render times (ms) and PNG sizes (bytes) over `positions` positions of one table."""
    times: list[float] = []
    sizes: list[int] = []
    names = SAMPLE_NAMES[:seats]
    for k in range(positions):
        engine = sample_engine(game, seats, seed=11 + k, steps=6 * k)
        view = engine.perspective(None)
        last = f"{names[k % seats]} played a card (position {k})"
        for _ in range(repeat):
            t0 = time.perf_counter()
            png, _alt = render_table(game, view, names, last)
            times.append((time.perf_counter() - t0) * 1000)
        sizes.append(len(png))
    return times, sizes


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=int, default=12, help="positions per table (default 12)")
    ap.add_argument("--repeat", type=int, default=5, help="renders per position (default 5)")
    ap.add_argument("--cpu", type=int, default=None, help="pin to this core (Linux)")
    args = ap.parse_args(argv)
    if args.cpu is not None and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {args.cpu})
    print(
        f"command: python -m benchmarks.table_images {' '.join(argv if argv is not None else sys.argv[1:])}"
    )
    pinned = f"; pinned to core {args.cpu}" if args.cpu is not None else ""
    print(f"machine: {os.cpu_count()} cores{pinned}")
    engine = sample_engine("bang", 4, steps=0)
    t0 = time.perf_counter()
    render_table("bang", engine.perspective(None), SAMPLE_NAMES[:4], None)
    print(f"cold first render (fonts, background): {(time.perf_counter() - t0) * 1000:.1f} ms")
    t0 = time.perf_counter()
    warm_up()  # what the bot does at start-up: the other games' backgrounds, the common glyphs
    print(f"warm_up() of the other games: {(time.perf_counter() - t0) * 1000:.1f} ms")
    print(
        f"{'game':<16} {'seats':>5} {'renders':>7} {'p50 ms':>7} {'p99 ms':>7} {'max ms':>7} {'mean kB':>8} {'max kB':>7}"
    )
    worst_ms, worst_bytes = 0.0, 0
    for game in GAMES:
        for seats in seat_counts(game):
            times, sizes = measure(game, seats, args.positions, args.repeat)
            p50, p99 = statistics.median(times), percentile(times, 99)
            worst_ms, worst_bytes = max(worst_ms, p99), max(worst_bytes, max(sizes))
            print(
                f"{game:<16} {seats:>5} {len(times):>7} {p50:>7.1f} {p99:>7.1f} {max(times):>7.1f}"
                f" {statistics.mean(sizes) / 1000:>8.1f} {max(sizes) / 1000:>7.1f}"
            )
    ok_ms, ok_bytes = worst_ms <= TARGET_MS, worst_bytes <= TARGET_BYTES
    print(
        f"worst p99 {worst_ms:.1f} ms (target ≤ {TARGET_MS:g}: {'ok' if ok_ms else 'MISSED'}) · "
        f"largest PNG {worst_bytes / 1000:.1f} kB (target ≤ {TARGET_BYTES // 1000} kB: {'ok' if ok_bytes else 'MISSED'})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
