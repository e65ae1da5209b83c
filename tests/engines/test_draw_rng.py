"""`draw_rng` makes the very generator `random.Random(f"{seed}:{rng_draws}")` makes: every
engine's games depend on its stream (docs/ARCHITECTURE.md C6)."""

from __future__ import annotations

import random

from engines.base import GameState, draw_rng


def test_draw_rng_is_random_seeded_with_the_text() -> None:
    """Same state, same numbers, same instance attributes, and the draw is counted."""
    for seed in (0, 1, 7, 12345, 2**40 + 3, -5):
        state = GameState(seats=2, seed=seed)
        for draws in range(40):
            expected = random.Random(f"{seed}:{draws}")
            got = draw_rng(state)
            assert state.rng_draws == draws + 1
            assert type(got) is random.Random
            assert got.getstate() == expected.getstate()
            assert vars(got) == vars(expected)
            assert [got.random() for _ in range(3)] == [expected.random() for _ in range(3)]
            assert got.gauss(0, 1) == expected.gauss(0, 1)
