"""`random.Random.shuffle` with the generator's `getrandbits`: the same swaps from the same draws.

`shuffle(cards, rng.getrandbits)` leaves `cards` in the order `rng.shuffle(cards)` would, drawing
the same bits, so a game's deal and every later draw are unchanged (docs/ARCHITECTURE.md C6). It is faster:
`Random.shuffle` calls the Python-level `_randbelow` per card (a call frame and a `bit_length`
each), here that is inline and the bit length of each bound is read from a table made once per
length. A deck is shuffled at every deal and a discard pile at every reshuffle.
tests/engines/test_common_shuffle.py checks the two agree.
"""

from __future__ import annotations

from collections.abc import Callable


def shuffle(cards: list[str], getrandbits: Callable[[int], int]) -> None:
    """Shuffle `cards` in place exactly as `Random.shuffle` does with the generator of `getrandbits`."""
    for i, k in _STEPS[len(cards)]:  # j = `_randbelow(i + 1)`
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


class _Steps(dict[int, tuple[tuple[int, int], ...]]):
    """The steps of shuffling n cards, made on first use: (i, the bit length of i + 1), for i
    from the last card down to 1 (`Random.shuffle` swaps card i with `_randbelow(i + 1)`)."""

    def __missing__(self, n: int) -> tuple[tuple[int, int], ...]:
        got = self[n] = tuple((i, (i + 1).bit_length()) for i in range(n - 1, 0, -1))
        return got


_STEPS = _Steps()
