"""Determinized-rollout search: an AI seat that looks ahead without seeing hidden cards (issue 36).

Information-set Monte Carlo with flat rollouts. For each of a number of samples the game's
`determinize(engine, seat, rng)` builds a whole engine consistent with what `seat` may know (its
own view and the public history; the hidden cards re-dealt at random, never read from the true
state); then every candidate action of `seat` is applied to a copy of that sample and the game is
played out to the end with the game's heuristic AI (`rollout`) in every seat. The action with the
best mean score wins. Every candidate is tried on the same samples (common random numbers), so the
comparison is between actions, not between lucky and unlucky deals.

All randomness comes from the `rng` the caller passes (the AI's own seed stream, `ai_rng`): the
same position, seed and budget give the same answer, so games replay exactly. A caller's
`Budget.expired` may cut the search early (the table's deadline); a search cut by the clock is
the one thing that may not replay (benchmarks and tests use playout budgets only).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engines.base import Action, Engine, Seat, clone

Determinize = Callable[[Engine[Any], Seat, random.Random], Engine[Any]]
"""`determinize(engine, seat, rng)`: a fresh engine consistent with `seat`'s knowledge."""
Rollout = Callable[[Engine[Any], Seat, random.Random], Action | None]
"""The rollout policy: the game's `choose_ai_action`."""
Score = Callable[[Engine[Any], Seat], float]
"""The value for `seat` of a finished (or cut) game, higher is better."""


@dataclass(frozen=True)
class Budget:
    """How much one decision may search: playouts in all, and an optional stop signal.

    Engines never read the clock (docs/ARCHITECTURE.md): a caller with a deadline passes
    `expired`, e.g. `lambda: time.perf_counter() >= end`, checked between samples."""

    playouts: int = 256
    expired: Callable[[], bool] | None = None


@dataclass
class SearchResult:
    """The chosen action, with every candidate's mean score and playout count (for tests, logs)."""

    action: Action
    means: list[float]
    counts: list[int]
    samples: int


def win_share(engine: Engine[Any], seat: Seat) -> float:
    """1/k if `seat` is one of k winners, else 0 (a cut game scores 0)."""
    result = engine.result
    if result is None or seat not in result.winners:
        return 0.0
    return 1.0 / len(result.winners)


def playout(
    engine: Engine[Any],
    rollout: Rollout,
    rng: random.Random,
    max_steps: int,
) -> None:
    """Play `engine` to the end with `rollout` in every seat (a nobody-acts position takes the
    newest decision's default, as `engines.common.runner.ai_step` does)."""
    steps = 0
    while engine.result is None and steps < max_steps:
        steps += 1
        for s in engine.to_act():
            action = rollout(engine, s, rng)
            if action is not None:
                engine.apply(s, action)
                break
        else:
            decisions = engine.open_decisions()
            if decisions:
                engine.apply(None, engine.default_action(decisions[-1]))
                continue
            system = engine.system_actions()
            if not system:
                return
            engine.apply(None, system[0])


def search(
    engine: Engine[Any],
    seat: Seat,
    rng: random.Random,
    *,
    candidates: list[Action],
    determinize: Determinize,
    rollout: Rollout,
    budget: Budget = Budget(),
    score: Score = win_share,
    max_steps: int = 5_000,
) -> SearchResult:
    """Pick the candidate of `seat` with the best mean playout score over determinized samples.

    `candidates` are legal actions of `seat` in `engine` (actions are values: the same action
    applies to any determinization, which keeps the open decisions). Each sample costs one playout
    per candidate; at least one sample is played whatever the budget or deadline.
    """
    if not candidates:
        raise ValueError("no candidates")
    n = len(candidates)
    totals = [0.0] * n
    counts = [0] * n
    if n == 1:
        return SearchResult(candidates[0], [0.0], [0], 0)
    expired = budget.expired
    samples = max(1, budget.playouts // n)
    done = 0
    for _ in range(samples):
        if done and expired is not None and expired():
            break
        world = determinize(engine, seat, rng)
        base = world.state
        seed = rng.getrandbits(64)  # one rollout stream per sample, shared by its candidates
        for i, action in enumerate(candidates):
            sim = type(world)(clone(base))
            sim.apply(seat, action)
            playout(sim, rollout, random.Random(seed), max_steps)
            totals[i] += score(sim, seat)
            counts[i] += 1
        done += 1
    means = [t / c if c else 0.0 for t, c in zip(totals, counts, strict=True)]
    best = max(range(n), key=lambda i: (means[i], -i))  # ties: the first candidate
    return SearchResult(candidates[best], means, counts, done)
