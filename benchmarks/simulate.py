"""Benchmark 3: `simulate` speed (games/s, engine actions/s) for every available game.

    .venv/bin/python -m benchmarks.simulate [--games 500]
"""

from __future__ import annotations

import argparse
import io

from bot.terminal import simulate
from engines import available_games, get_game


def main(games: int) -> None:
    """Print one line per game and seat count."""
    for key in available_games():
        cls = get_game(key).engine
        for players in sorted({cls.min_seats + (1 if key == "forest_gangs" else 0), cls.max_seats}):
            out = simulate(key, games=games, players=players, seed=1, options={}, out=io.StringIO())
            print(f"{key:16} {players} players: {out['games_per_s']:8.1f} games/s {out['actions_per_s']:10,.0f}"
                  f" actions/s")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    main(parser.parse_args().games)
