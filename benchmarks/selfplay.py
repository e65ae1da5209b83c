"""Benchmark: random-agent self-play, decisions per second, beside RLCard 1.2's UNO in the same run.

    .venv/bin/python -m benchmarks.selfplay [--seconds 3] [--only bang] [--slices 10]

The loop is the one of RLCard's `env.run` with random agents: list the legal actions, pick one
uniformly with a seeded RNG, apply it; one decision = one agent choice. For our engines the seat
to choose is picked uniformly among `to_act()` (several seats may have a question open at once,
Forest Gangs asks everyone together; a single seat is taken without a draw, as RLCard's loop takes
the player whose turn it is); a turn where nobody can act applies the system's default (a
timeout) and is not counted as a decision. RLCard's agents are counted the same way: one decision
per `eval_step` call of a counting RandomAgent.

RLCard is optional (`pip install -e .[bench]` installs it); without it the benchmark prints our
numbers alone and says so. Whizz Bing Bang is real-time: there is no list of choices to sample, so
its line is the AI autoplay (`GameModule.autoplay`) in player inputs per second, clock ticks
counted apart.

Every configuration plays whole games with seeds 1, 2, … for `--seconds`, in `--slices` slices
that alternate with slices of RLCard UNO, so that both see the same load on a shared machine; the
line gives both rates, the ratio of the two totals and the median of the slices' own ratios (each
slice of ours against the UNO slice just before it). On a virtual machine whose speed drifts from
second to second the median of the paired slices is the steadier figure. Before a configuration
is timed, one game of it and one of UNO are played untimed, so that neither pays for first-use
work (imports, card tables built on first use) inside its slices.

`benchmarks/instructions.py` counts the same loop's instructions per decision under valgrind,
a figure the machine's load does not move.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from engines import GAMES, get_game
from engines.base import Engine, GameModule
from engines.common.runner import play_ai_game

AD = {"expansion": "armed_and_dangerous"}

VARIANTS: dict[str, list[tuple[dict[str, Any], str]]] = {"bang": [({}, ""), (AD, "A&D")]}
"""A game's option sets measured (default: its default options alone)."""

CONFIGS: list[tuple[str, int, dict[str, Any], str]] = [
    (g.key, n, options, label)
    for g in GAMES
    if get_game(g.key).autoplay is None  # a real-time game is measured by its own autoplay (below)
    for options, label in VARIANTS.get(g.key, [({}, "")])
    for n in range(get_game(g.key).engine.min_seats, get_game(g.key).engine.max_seats + 1)
]
"""(game, seats, options, label): every turn-based engine of `engines.GAMES` and seat count (BANG! with and
without A&D)."""


def random_game(cls: type[Engine[Any]], seats: int, seed: int, options: dict[str, Any]) -> int:
    """Play one whole game with random agents; return the number of decisions taken."""
    engine = cls.new(seats, seed, options)
    rng = random.Random(f"selfplay:{seed}")
    decisions = 0
    while engine.result is None:
        actors = engine.to_act()
        if actors:
            # One seat to act (every turn-based window) is that seat: no draw for a choice of one.
            seat = actors[rng.randrange(len(actors))] if len(actors) > 1 else actors[0]
            legal = engine.legal_actions(seat)
            engine.apply(seat, legal[rng.randrange(len(legal))])
            decisions += 1
            continue
        open_ = engine.open_decisions()
        if open_:
            engine.apply(None, engine.default_action(open_[-1]))
            continue
        system = engine.system_actions()
        if not system:
            raise RuntimeError(f"{cls.name}: nobody can act and nothing is open")
        engine.apply(None, system[0])
    return decisions


class Meter:
    """Plays games with seeds 1, 2, … in time slices; sums what was counted and the time taken."""

    def __init__(self, play: Callable[[int], int]) -> None:
        self.play = play
        self.games = self.counted = 0
        self.seconds = 0.0

    def run(self, seconds: float) -> float:
        """Play whole games for at least `seconds` more; return this slice's own rate."""
        start = time.perf_counter()
        counted = 0
        while True:
            self.games += 1
            counted += self.play(self.games)
            elapsed = time.perf_counter() - start
            if elapsed >= seconds:
                self.seconds += elapsed
                self.counted += counted
                return counted / elapsed

    @property
    def rate(self) -> float:
        """Counted per second so far."""
        return self.counted / self.seconds if self.seconds else 0.0


def rlcard_uno() -> Callable[[int], int] | None:
    """One RLCard UNO game with two random agents per call (decisions = eval_step calls)."""
    try:
        import numpy as np
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError:
        return None

    class CountingAgent(RandomAgent):  # type: ignore[misc]
        calls = 0

        def eval_step(self, state: Any) -> Any:
            CountingAgent.calls += 1
            return super().eval_step(state)

    def play(seed: int) -> int:
        np.random.seed(seed)
        env = rlcard.make("uno", config={"seed": seed})
        agent = CountingAgent(env.num_actions)
        env.set_agents([agent, agent])
        before = CountingAgent.calls
        env.run(is_training=False)
        return CountingAgent.calls - before

    return play


def wbb_autoplay(seats: int) -> tuple[Callable[[int], int], Callable[[], int]]:
    """Whizz Bing Bang's AI autoplay: player inputs per game, clock ticks kept apart."""
    game: GameModule = get_game("whizz_bing_bang")
    ticks = [0]

    def play(seed: int) -> int:
        played = play_ai_game(game, seats, seed, {"two_players": seats == 2})
        inputs = sum(1 for seat, _ in played.log if seat is not None)
        ticks[0] += played.steps - inputs
        return inputs

    return play, lambda: ticks[0]


WARM_SEED = 1_000_000
"""The seed of the untimed game each side plays before it is timed (not one of the timed seeds)."""


def compare(ours: Meter, uno: Meter | None, seconds: float, slices: int) -> float | None:
    """Measure `ours` and RLCard UNO in alternating slices, so both see the same machine load;
    return the median of the slices' ratios (ours / the UNO slice just before), None without UNO."""
    ours.play(WARM_SEED)
    if uno is not None:
        uno.play(WARM_SEED)
    ratios = []
    for _ in range(slices):
        theirs = uno.run(seconds / slices) if uno is not None else 0.0
        mine = ours.run(seconds / slices)
        if theirs:
            ratios.append(mine / theirs)
    return statistics.median(ratios) if ratios else None


def main(seconds: float, only: str | None, slices: int) -> None:
    """One line per configuration: our rate, RLCard UNO's measured beside it, and the ratio."""
    play_uno = rlcard_uno()
    if play_uno is None:
        print("RLCard is not installed (pip install -e .[bench]): our engines only, no ratio")
    total_uno = Meter(play_uno) if play_uno is not None else None
    for key, seats, options, label in CONFIGS:
        if only and key != only:
            continue
        cls = get_game(key).engine
        ours = Meter(lambda s, c=cls, n=seats, o=options: random_game(c, n, s, o))
        uno = Meter(play_uno) if play_uno is not None else None
        paired = compare(ours, uno, seconds, slices)
        name = f"{key} {label}".strip()
        line = f"{name:24} {seats} seats {ours.rate:9,.0f} decisions/s ({ours.games} games)"
        if uno is not None and total_uno is not None and paired is not None:
            total_uno.counted += uno.counted
            total_uno.seconds += uno.seconds
            line += (
                f"  rlcard uno {uno.rate:9,.0f}/s  {ours.rate / uno.rate:4.2f}x"
                f"  (median of {slices} paired slices {paired:4.2f}x)"
            )
        print(line, flush=True)
    if not only or only == "whizz_bing_bang":
        for seats in (2, 4, 6):
            play, ticks = wbb_autoplay(seats)
            play(WARM_SEED)
            ticks_before = ticks()
            wbb = Meter(play)
            wbb.run(seconds)
            print(
                f"{'whizz_bing_bang autoplay':24} {seats} seats {wbb.rate:9,.0f} inputs/s"
                f" ({wbb.games} games, {wbb.counted} inputs, {ticks() - ticks_before} clock ticks)",
                flush=True,
            )
    if total_uno is not None and total_uno.seconds:
        print(f"{'rlcard uno (all slices)':24} 2 seats {total_uno.rate:9,.0f} decisions/s")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time spent on each configuration")
    parser.add_argument("--only", help="one game key (forest_gangs, bang_and_twang, bang, whizz_bing_bang)")
    parser.add_argument("--slices", type=int, default=10, help="alternations of ours and RLCard's")
    args = parser.parse_args()
    main(args.seconds, args.only, args.slices)
