"""Benchmark: the hard AI (determinized search) against the normal one (the heuristic), issue 36.

    .venv/bin/python -m benchmarks.ai_strength --game forest_gangs [--seats 2,3,4] [--games 400]
        [--playouts N] [--options '{"armed": true}'] [--jobs 2] [--start 0]

Any turn-based game whose `GAME.hard_ai` is set (BANG!, Bang & Twang, Forest Gangs; Whizz Bing Bang
is a reflex game: its strengths are reaction times, nothing to search). Each game seats one hard
AI among normal ones; the hard seat moves round the table game by game (seat-balanced), and game g
is dealt from seed `start + g` whatever the seat, so every seat plays the same deals. Per seat count
it prints:

- `h2h`: how often the hard seat ends above a normal seat of the same game, a tie (a shared place,
  a teammate in BANG!) counting a half, averaged over the normal seats of each game, with a 95%
  confidence interval (normal approximation over games); 50% = no better than normal. Places are
  the game's own ranking where the engine has one (`rank_key`: Forest Gangs' §6.3 most cards, then
  most 9s, …), otherwise the ranked results' `bot.standings` (BANG!'s sides; winners, then score);
- `wins`: the share of games the hard seat wins (a shared win counts 1/k), beside what one normal
  seat wins in the same games;
- decision time p50/p95/p99 (ms) of the hard seat's decisions that searched (the hard AI answers
  a lone legal move without a search: those are left out), under the game's default budget (or
  `--playouts`) on this machine, one core per job.

The AI's randomness is the runner's `ai_rng(seed, seat, step)` for both kinds, so a run replays.
`--jobs` plays games in that many processes (the figures do not depend on it).
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import multiprocessing
import statistics
import sys
import time
from typing import Any

from bot.standings import standing
from engines.base import Engine, GameModule, ai_rng
from engines.common.search import Budget


def game_module(name: str) -> GameModule:
    """`engines.<name>.GAME`."""
    return importlib.import_module(f"engines.{name}").GAME  # type: ignore[no-any-return]


def play(
    game: GameModule,
    seats: int,
    seed: int,
    options: dict[str, Any],
    hard: int,
    budget: Budget | None,
    times: list[float],
) -> Engine[Any]:
    """One game: seat `hard` plays `game.hard_ai`, every other seat the heuristic (the runner's
    loop, engines.common.runner.ai_step); the hard seat's searching decisions' times go to `times`."""
    assert game.hard_ai is not None
    engine = game.engine.new(seats, seed, options)
    step = 0
    limit = game.engine.max_steps
    while engine.result is None and step < limit:
        for seat in engine.to_act():
            rng = ai_rng(seed, seat, step)
            if seat == hard:
                lone = len(engine.legal_actions(seat)) < 2
                t = time.perf_counter()
                action = game.hard_ai(engine, seat, rng, budget)
                if not lone:
                    times.append(time.perf_counter() - t)
            else:
                action = game.choose_ai_action(engine, seat, rng)
            if action is not None:
                engine.apply(seat, action)
                break
        else:
            decisions = engine.open_decisions()
            if decisions:
                engine.apply(None, engine.default_action(decisions[-1]))
            else:
                system = engine.system_actions()
                if not system:
                    raise RuntimeError(f"{game.engine.name}: nobody can act (seed {seed})")
                engine.apply(None, system[0])
        step += 1
    return engine


def places(engine: Engine[Any], seats: int) -> list[tuple[Any, ...]]:
    """A key per seat, higher = better placed (the engine's `rank_key`, else the standing's rank)."""
    rank_key = getattr(engine, "rank_key", None)
    if rank_key is not None:
        return [tuple(rank_key(z)) for z in range(seats)]
    st = standing(engine, seats)
    assert st is not None
    rank_of = {seat: rank for group, rank in zip(st.teams, st.ranks, strict=True) for seat in group}
    return [(-rank_of[z],) for z in range(seats)]


def one_game(
    job: tuple[str, int, int, dict[str, Any], int | None],
) -> tuple[float, float, float, list[float]]:
    """Play game `g` (a job of `measure`): (h2h, hard's win share, a normal seat's, times)."""
    name, seats, g, options, playouts = job
    game = game_module(name)
    budget = Budget(playouts=playouts) if playouts else None
    hard = g % seats
    times: list[float] = []
    engine = play(game, seats, g, options, hard, budget, times)
    result = engine.result
    if result is None:  # the step limit: nobody placed
        return 0.5, 0.0, 0.0, times
    keys = places(engine, seats)
    others = [z for z in range(seats) if z != hard]
    h2h = statistics.fmean(
        1.0 if keys[hard] > keys[z] else 0.5 if keys[hard] == keys[z] else 0.0 for z in others
    )
    share = 1.0 / len(result.winners) if result.winners else 0.0
    hard_win = share if hard in result.winners else 0.0
    normal_win = statistics.fmean(share if z in result.winners else 0.0 for z in others)
    return h2h, hard_win, normal_win, times


def percentile(xs: list[float], q: float) -> float:
    """The q-th percentile (nearest rank) of `xs`."""
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, math.ceil(q / 100 * len(s)) - 1))]


def measure(
    name: str,
    seats: int,
    games: int,
    options: dict[str, Any],
    playouts: int | None,
    jobs: int = 1,
    start: int = 0,
) -> dict[str, Any]:
    """Play `games` games of `name` at `seats`; the figures of the module doc."""
    work = [(name, seats, start + g, options, playouts) for g in range(games)]
    if jobs > 1:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            rows = pool.map(one_game, work, chunksize=1)
    else:
        rows = [one_game(job) for job in work]
    h2h = [r[0] for r in rows]
    times = [t for r in rows for t in r[3]]
    mean = statistics.fmean(h2h)
    half = 1.96 * statistics.stdev(h2h) / math.sqrt(len(h2h)) if len(h2h) > 1 else float("nan")
    ms = [t * 1000 for t in times] or [0.0]
    return {
        "seats": seats,
        "games": games,
        "h2h": mean,
        "lo": mean - half,
        "hi": mean + half,
        "hard_wins": statistics.fmean(r[1] for r in rows),
        "normal_wins": statistics.fmean(r[2] for r in rows),
        "decisions": len(times),
        "p50": percentile(ms, 50),
        "p95": percentile(ms, 95),
        "p99": percentile(ms, 99),
    }


def main(argv: list[str] | None = None) -> None:
    """Parse the flags, play, print one line per seat count."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="forest_gangs", help="engines.<game> (default forest_gangs)")
    parser.add_argument("--games", type=int, default=400, help="games per seat count (default 400)")
    parser.add_argument("--seats", default="", help="seat counts, comma-separated (default: the game's)")
    parser.add_argument(
        "--playouts", type=int, default=0, help="hard AI playouts per decision (default: the game's)"
    )
    parser.add_argument("--options", default="{}", help="the game's options as JSON (e.g. BANG! A&D)")
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--start", type=int, default=0, help="first seed (default 0)")
    args = parser.parse_args(argv)
    game = game_module(args.game)
    if game.hard_ai is None:
        parser.error(f"{args.game} has no hard AI to measure")
    counts = (
        [int(s) for s in args.seats.split(",")]
        if args.seats
        else list(range(game.engine.min_seats, game.engine.max_seats + 1))
    )
    options = json.loads(args.options)
    print("command: python -m benchmarks.ai_strength " + " ".join(sys.argv[1:] if argv is None else argv))
    print(
        "game            seats  games  h2h    95% CI          hard wins  normal wins  decisions  p50 ms  p95 ms  p99 ms"
    )
    for seats in counts:
        t0 = time.perf_counter()
        r = measure(args.game, seats, args.games, options, args.playouts or None, args.jobs, args.start)
        print(
            f"{args.game:<15} {seats:>5}  {r['games']:>5}  {r['h2h']:>5.1%}  [{r['lo']:.1%}, {r['hi']:.1%}]"
            f"  {r['hard_wins']:>9.1%}  {r['normal_wins']:>11.1%}  {r['decisions']:>9}"
            f"  {r['p50']:>6.1f}  {r['p95']:>6.1f}  {r['p99']:>6.1f}   ({time.perf_counter() - t0:.0f} s)",
            flush=True,
        )


if __name__ == "__main__":
    main()
