"""Benchmark: the state's JSON encode and decode, in microseconds per click, for every engine.

    .venv/bin/python -m benchmarks.state_json [--games 20] [--only bang]

Every accepted click stores the whole state (`Engine.dump`, the encode), and a session whose
engine is not in memory (a restart, another process of the fleet) loads it first
(`Engine.load`, the decode, with validation). Both are on the click-to-response path measured by
`benchmarks.click_latency`. The benchmark plays AI games (seeds 1, 2, …), then replays each and, at every
position it passes through, times a dump and a load of that position (the fastest of `REPEATS`); a
line gives the mean over all positions (and the mean state size), so the figure weighs positions as
a game visits them.
"""

from __future__ import annotations

import argparse
import timeit
from typing import Any

from benchmarks.selfplay import AD
from engines import GAMES, get_game
from engines.common.runner import play_ai_game

CONFIGS: list[tuple[str, int, dict[str, Any], str]] = [
    (g.key, *get_game(g.key).setups()[i], "") for g in GAMES for i in (0, -1)
] + [("bang", 7, AD, "A&D")]
"""(game, seats, options, label): each game at the first and last set-ups its tests use (its
smallest and largest tables), and BANG! with A&D."""


REPEATS = 5
"""Each position is dumped and loaded this many times; the fastest of each counts (a shared
machine's other work only ever adds time)."""


def measure(key: str, seats: int, options: dict[str, Any], games: int) -> tuple[float, float, float, int]:
    """(µs per dump, µs per load, mean characters, positions) over the positions of `games` games."""
    game = get_game(key)
    cls = game.engine
    texts: list[str] = []
    dump_s = load_s = 0.0

    def time_position(engine: Any) -> None:
        nonlocal dump_s, load_s
        text = engine.dump()
        dump_s += min(timeit.repeat(engine.dump, number=1, repeat=REPEATS))
        load_s += min(timeit.repeat(lambda: cls.load(text), number=1, repeat=REPEATS))
        texts.append(text)

    for seed in range(1, games + 1):
        played = play_ai_game(game, seats, seed, options)
        engine = cls.new(seats, seed, options)  # the same game again, timed at each position
        time_position(engine)
        for seat, action in played.log:
            engine.apply(seat, action)
            time_position(engine)
    n = len(texts)
    return dump_s / n * 1e6, load_s / n * 1e6, sum(map(len, texts)) / n, n


def main(games: int, only: str | None) -> None:
    for key, seats, options, label in CONFIGS:
        if only and key != only:
            continue
        enc, dec, size, n = measure(key, seats, options, games)
        name = f"{key} {label}".strip()
        print(
            f"{name:20} {seats} seats  encode {enc:7.1f} µs  decode {dec:7.1f} µs  ({size:,.0f} chars, {n} positions)"
        )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--only", help="one game key")
    args = parser.parse_args()
    main(args.games, args.only)
