"""Benchmark: instructions per decision of random-agent self-play, counted by valgrind.

    .venv/bin/python -m benchmarks.instructions [--scale 1] [--only bang]

The loop is `benchmarks.selfplay`'s (RLCard's `env.run` with random agents), RLCard 1.2's UNO
beside our engines. Wall-clock rates move with the machine's load, and on a virtual machine from
second to second; an instruction count does not (the same program, inputs and environment give
the same count whatever else runs). Each configuration is run twice under valgrind's cachegrind
(no cache simulation), playing seeds 1..N and then 1..2N after one warm-up game; the
difference of the two counts over the difference of the decisions is the cost of a decision, with
start-up, imports and the warm-up cancelled out. The runs fix PYTHONHASHSEED (0): with random str
hashes the same run's count moves by about 2%.

An instruction count is not a time: the same count can run faster or slower on another processor
(UNO's numpy work, for one, retires more instructions per cycle than interpreted Python), so the
README quotes both this and `benchmarks.selfplay`'s rates. Without valgrind (Debian: `apt-get
install valgrind`) or, for the UNO line, without RLCard (`pip install -e .[bench]`), the benchmark
says so and counts what it can. Runs use every core; about a minute per configuration and core.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

CONFIGS: list[tuple[str, int, str, int]] = [
    ("uno", 2, "", 60),
    ("forest_gangs", 2, "", 40),
    ("forest_gangs", 4, "", 40),
    ("forest_gangs", 6, "", 40),
    ("bang_and_twang", 2, "", 10),
    ("bang_and_twang", 4, "", 10),
    ("bang", 4, "", 10),
    ("bang", 7, "", 10),
    ("bang", 4, "A&D", 10),
    ("bang", 7, "A&D", 10),
]
"""(game, seats, label, N): RLCard UNO and the seat counts the issue's targets name; N games (and
2N) give each a few thousand decisions (a Forest Gangs game is short, a BANG! game long; UNO's
vary most in length)."""

REFS = re.compile(r"I\s+refs:\s+([\d,]+)")


def play(game: str, seats: int, label: str, games: int) -> int:
    """Play one warm-up game, then seeds 1..games; return the decisions taken (in the timed part)."""
    from benchmarks import selfplay

    if game == "uno":
        uno = selfplay.rlcard_uno()
        if uno is None:
            raise SystemExit("RLCard is not installed (pip install -e .[bench])")
        uno(selfplay.WARM_SEED)
        return sum(uno(seed) for seed in range(1, games + 1))
    from engines import get_game

    cls = get_game(game).engine
    options: dict[str, Any] = selfplay.AD if label else {}
    selfplay.random_game(cls, seats, selfplay.WARM_SEED, options)
    return sum(selfplay.random_game(cls, seats, seed, options) for seed in range(1, games + 1))


def count(game: str, seats: int, label: str, games: int) -> tuple[int, int]:
    """(instructions, decisions) of one run under cachegrind."""
    cmd = [
        "valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
        sys.executable, "-m", "benchmarks.instructions", "--play", game, str(seats), label or "-", str(games),
    ]  # fmt: skip
    env = {**os.environ, "PYTHONHASHSEED": "0"}  # str hashes, so set and dict layouts, fixed
    run = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    refs = REFS.search(run.stderr)
    if run.returncode or refs is None:
        raise RuntimeError(f"{game} {seats}: valgrind failed:\n{run.stderr[-2000:]}")
    return int(refs.group(1).replace(",", "")), int(run.stdout.split()[-1])


def per_decision(config: tuple[str, int, str, int], scale: float) -> str:
    """One line: instructions per decision of a configuration (from runs of N and 2N games)."""
    game, seats, label, n = config
    games = max(1, round(n * scale))
    try:
        i1, d1 = count(game, seats, label, games)
        i2, d2 = count(game, seats, label, 2 * games)
    except RuntimeError as err:
        return f"{game} {label} {seats} seats: {err}"
    name = "rlcard uno" if game == "uno" else f"{game} {label}".strip()
    return (
        f"{name:24} {seats} seats {(i2 - i1) / (d2 - d1):11,.0f} instructions/decision ({d2 - d1} decisions)"
    )


def main(scale: float, only: str | None) -> None:
    """Print every configuration's line, in CONFIGS order, as the runs finish."""
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (Debian: apt-get install valgrind): nothing to count")
        return
    configs = [c for c in CONFIGS if not only or c[0] in (only, "uno")]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        for line in pool.map(lambda c: per_decision(c, scale), configs):
            print(line, flush=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0, help="times each configuration's N games")
    parser.add_argument("--only", help="one game key (forest_gangs, bang_and_twang, bang), with UNO")
    parser.add_argument(
        "--play", nargs=4, metavar=("GAME", "SEATS", "LABEL", "GAMES"), help=argparse.SUPPRESS
    )
    args = parser.parse_args()
    if args.play:
        g, n, label, k = args.play
        print(play(g, int(n), "" if label == "-" else label, int(k)))
    else:
        main(args.scale, args.only)
