"""Benchmark: the hard AI (determinized search) against the normal one (the heuristic), issue 36.

    .venv/bin/python -m benchmarks.ai_strength [--games 400] [--seats 2,3,4] [--playouts 96]

Forest Gangs only for now. Each game seats one hard AI among normal ones; the hard seat moves
round the table game by game (seat-balanced), and game g is dealt from seed g whatever the seat, so
every seat plays the same deals. Per seat count it prints:

- `h2h`: how often the hard seat ends above a normal seat (the §6.3 ranking: most cards, then most
  9s, 8s, …; a dead heat counts a half), averaged over the normal seats of each game, with a 95%
  confidence interval (normal approximation over games); 50% = no better than normal;
- `wins`: the share of games the hard seat wins (a shared win counts 1/k), beside what one normal
  seat wins in the same games (the ghost, when it plays, takes some of the wins);
- decision time p50/p95/p99 (ms) of the hard seat's searched decisions (two or more candidates;
  the others are answered without a search), under the playout budget and on this machine.

The AI's randomness is the runner's `ai_rng(seed, seat, step)` for both kinds, so a run replays.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from typing import Any

from engines.base import ai_rng
from engines.common.search import Budget
from engines.forest_gangs.ai import choose_ai_action
from engines.forest_gangs.engine import ForestGangsEngine
from engines.forest_gangs.search import candidates, choose_hard_action


def play(seats: int, seed: int, hard: int, budget: Budget, times: list[float]) -> ForestGangsEngine:
    """One game: `hard` plays the search, every other seat the heuristic; the search times go to `times`."""
    engine = ForestGangsEngine.new(seats, seed, {})
    step = 0
    while engine.result is None and step < engine.max_steps:
        for seat in engine.to_act():
            rng = ai_rng(seed, seat, step)
            if seat == hard:
                searched = len(candidates(engine, seat)) >= 2
                t = time.perf_counter()
                action = choose_hard_action(engine, seat, rng, budget)
                if searched:
                    times.append(time.perf_counter() - t)
            else:
                action = choose_ai_action(engine, seat, rng)
            if action is not None:
                engine.apply(seat, action)
                break
        else:
            engine.apply(None, engine.default_action(engine.open_decisions()[-1]))
        step += 1
    return engine


def percentile(xs: list[float], q: float) -> float:
    """The q-th percentile (nearest rank) of `xs`."""
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, math.ceil(q / 100 * len(s)) - 1))]


def measure(seats: int, games: int, budget: Budget) -> dict[str, Any]:
    """Play `games` games at `seats`; the figures of the module doc."""
    h2h: list[float] = []
    hard_wins: list[float] = []
    normal_wins: list[float] = []
    times: list[float] = []
    for g in range(games):
        hard = g % seats
        engine = play(seats, g, hard, budget, times)
        result = engine.result
        assert result is not None
        keys = [engine.rank_key(z) for z in range(seats)]
        others = [z for z in range(seats) if z != hard]
        h2h.append(
            statistics.fmean(
                1.0 if keys[hard] > keys[z] else 0.5 if keys[hard] == keys[z] else 0.0 for z in others
            )
        )
        share = 1.0 / len(result.winners) if result.winners else 0.0
        hard_wins.append(share if hard in result.winners else 0.0)
        normal_wins.append(statistics.fmean(share if z in result.winners else 0.0 for z in others))
    mean = statistics.fmean(h2h)
    half = 1.96 * statistics.stdev(h2h) / math.sqrt(len(h2h)) if len(h2h) > 1 else float("nan")
    ms = [t * 1000 for t in times] or [0.0]
    return {
        "seats": seats,
        "games": games,
        "h2h": mean,
        "lo": mean - half,
        "hi": mean + half,
        "hard_wins": statistics.fmean(hard_wins),
        "normal_wins": statistics.fmean(normal_wins),
        "decisions": len(times),
        "p50": percentile(ms, 50),
        "p95": percentile(ms, 95),
        "p99": percentile(ms, 99),
    }


def main(argv: list[str] | None = None) -> None:
    """Parse the flags, play, print one line per seat count."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=400, help="games per seat count (default 400)")
    parser.add_argument("--seats", default="2,3,4", help="seat counts, comma-separated (default 2,3,4)")
    parser.add_argument("--playouts", type=int, default=96, help="hard AI playouts per decision (default 96)")
    args = parser.parse_args(argv)
    budget = Budget(playouts=args.playouts)
    print("command: python -m benchmarks.ai_strength " + " ".join(sys.argv[1:] if argv is None else argv))
    print(
        "game          seats  games  h2h    95% CI          hard wins  normal wins  decisions  p50 ms  p95 ms  p99 ms"
    )
    for seats in (int(s) for s in args.seats.split(",")):
        r = measure(seats, args.games, budget)
        print(
            f"forest_gangs  {seats:>5}  {r['games']:>5}  {r['h2h']:>5.1%}  [{r['lo']:.1%}, {r['hi']:.1%}]"
            f"  {r['hard_wins']:>9.1%}  {r['normal_wins']:>11.1%}  {r['decisions']:>9}"
            f"  {r['p50']:>6.1f}  {r['p95']:>6.1f}  {r['p99']:>6.1f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
