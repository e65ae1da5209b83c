"""The decision half of issue 36's fairness test, shared by every game's test_search_fair.py.

A search that cannot see what it must not see decides the same in two positions its seat cannot
tell apart: the true one and the same with every hidden part scrambled (each game's `scrambled`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from engines.common.runner import ai_step

Decide = Callable[[Any, int, random.Random], Any]
Scramble = Callable[[Any, int, random.Random], Any]


def assert_blind_decisions(
    positions: Iterable[tuple[Any, int]],
    decide: Decide,
    scrambled: Scramble,
    *,
    limit: int,
    worth: Callable[[Any, int], bool] | None = None,
) -> int:
    """At up to `limit` positions (those `worth` checking), `decide` (the hard AI with a fixed
    budget) with the same seed gives the same action in the true position and in two scrambles of
    it. Returns how many positions were checked (at least one)."""
    checked = 0
    for engine, seat in positions:
        if checked >= limit:
            break
        if worth is not None and not worth(engine, seat):
            continue
        want = decide(engine, seat, random.Random(3))
        for k in range(2):
            other = scrambled(engine, seat, random.Random(100 * checked + k))
            assert decide(other, seat, random.Random(3)) == want
        checked += 1
    assert checked >= 1
    return checked


def game_positions(
    game: Any, engine: Any, seed: int, worth: Callable[[Any, int], bool], max_steps: int
) -> Iterator[tuple[Any, int]]:
    """(engine, seat) at every decision `worth` checking in one normal-AI game of `game` from
    `engine` (dealt from `seed`); the same engine moves on after each yield."""
    step = 0
    while engine.result is None and step < max_steps:
        for seat in engine.to_act():
            if worth(engine, seat):
                yield engine, seat
        nxt = ai_step(game, engine, seed, step)
        assert nxt is not None
        engine.apply(*nxt)
        step += 1
