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
    until: Callable[[Engine[Any]], bool] | None = None,
) -> None:
    """Play `engine` to the end (or until `until(engine)` says stop) with `rollout` in every seat
    (a nobody-acts position takes the newest decision's default, as `engines.common.runner.ai_step`
    does)."""
    steps = 0
    while engine.result is None and steps < max_steps:
        if until is not None and until(engine):
            return
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
    prefer: Action | None = None,
    margin: float = 2.0,
    horizon: Callable[[Engine[Any]], Callable[[Engine[Any]], bool]] | None = None,
) -> SearchResult:
    """Pick the candidate of `seat` with the best mean playout score over determinized samples.

    `candidates` are legal actions of `seat` in `engine` (actions are values: the same action
    applies to any determinization, which keeps the open decisions). Each sample costs one playout
    per candidate; at least one sample is played whatever the budget or deadline.

    `prefer` (the heuristic's own move, one of `candidates`) is kept unless the best candidate
    beats it by more than `margin` standard errors of their paired differences (the same samples
    and rollout streams): a search that cannot tell the moves apart plays as well as the
    heuristic, never worse by bad luck in a few playouts.

    `horizon(engine)`, if given, makes the stop test of each playout from this position (e.g.
    "two rounds on"): playouts are cut there and `score` judges the cut position.
    """
    if not candidates:
        raise ValueError("no candidates")
    n = len(candidates)
    totals = [0.0] * n
    counts = [0] * n
    rows: list[list[float]] = [[] for _ in range(n)]
    if n == 1:
        return SearchResult(candidates[0], [0.0], [0], 0)
    expired = budget.expired
    until = horizon(engine) if horizon is not None else None
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
            playout(sim, rollout, random.Random(seed), max_steps, until)
            value = score(sim, seat)
            totals[i] += value
            counts[i] += 1
            rows[i].append(value)
        done += 1
    means = [t / c if c else 0.0 for t, c in zip(totals, counts, strict=True)]
    best = max(range(n), key=lambda i: (means[i], -i))  # ties: the first candidate
    if prefer is not None and prefer in candidates:
        keep = candidates.index(prefer)
        if best != keep and not clearly_better(rows[best], rows[keep], margin):
            best = keep
    return SearchResult(candidates[best], means, counts, done)


def clearly_better(a: list[float], b: list[float], margin: float) -> bool:
    """Whether the paired scores `a` beat `b` by more than `margin` standard errors of the mean
    difference (all equal differences: whether they are positive)."""
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    if not diffs:
        return False
    mean = sum(diffs) / len(diffs)
    if len(diffs) < 2:
        return False
    var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
    if var == 0.0:
        return mean > 0.0
    return mean > margin * (var / len(diffs)) ** 0.5
