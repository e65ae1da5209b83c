"""Benchmark 3: `simulate` speed (games/s, engine actions/s) for every available game.

.venv/bin/python -m benchmarks.simulate [--games 500]
"""

from __future__ import annotations

import argparse
import io

from bot.terminal import simulate
from engines import available_games, get_game
from engines.base import RuleViolation


def _default_ok(cls: type, players: int) -> bool:
    """Whether the default options allow this many players (2-player tables may need an option)."""
    try:
        cls.new(players, 1, None)
    except RuleViolation:
        return False
    return True


def main(games: int) -> None:
    """Print one line per game and seat count."""
    for key in available_games():
        cls = get_game(key).engine
        smallest = next(n for n in range(cls.min_seats, cls.max_seats + 1) if _default_ok(cls, n))
        for players in sorted({smallest, cls.max_seats}):
            out = simulate(key, games=games, players=players, seed=1, options={}, out=io.StringIO())
            print(
                f"{key:16} {players} players: {out['games_per_s']:8.1f} games/s {out['actions_per_s']:10,.0f}"
                f" actions/s"
            )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    main(parser.parse_args().games)
