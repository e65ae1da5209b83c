"""`benchmarks.instructions` counts the self-play loop's decisions as `benchmarks.selfplay` plays them.

valgrind itself is not run here (too slow for the suite, and not on every machine): the child run
it wraps is, and its decision count must be the one the self-play loop gives for the same seeds, or
the instructions would be divided by the wrong number.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from benchmarks import selfplay
from benchmarks.instructions import REFS, play
from engines import get_game

ROOT = Path(__file__).resolve().parent.parent


def test_the_counted_run_plays_the_self_play_games_of_those_seeds() -> None:
    cls = get_game("bang").engine
    expected = sum(selfplay.random_game(cls, 4, seed, selfplay.AD) for seed in (1, 2))
    assert play("bang", 4, "A&D", 2) == expected
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.instructions", "--play", "forest_gangs", "3", "-", "2"],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    fg = get_game("forest_gangs").engine
    assert int(done.stdout.split()[-1]) == sum(selfplay.random_game(fg, 3, s, {}) for s in (1, 2))


def test_valgrind_s_summary_line_is_read_with_its_thousands_separators() -> None:
    found = REFS.search("==12== \n==12== I   refs:      89,820,925\n")
    assert found is not None and found.group(1) == "89,820,925"
