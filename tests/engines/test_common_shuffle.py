"""engines/common/shuffle.py: the same order as `random.Random.shuffle`, from the same draws."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from engines import get_game
from engines.common.shuffle import shuffle


def test_shuffle_makes_the_order_random_makes_and_draws_the_same_bits() -> None:
    """Every length a deck, a pile or a hand has (0 to 80 cards, A&D's whole deck): the same
    order, and the generator is left where `Random.shuffle` leaves it (later draws unchanged)."""
    for seed in range(200):
        for n in (0, 1, 2, 3, 7, 9, 17, 31, 54, 80):
            cards = [f"card_{i}" for i in range(n)]
            mine, theirs = list(cards), list(cards)
            ours, ref = random.Random(seed), random.Random(seed)
            shuffle(mine, ours.getrandbits)
            ref.shuffle(theirs)
            assert mine == theirs
            assert ours.getstate() == ref.getstate()


def _random_game(key: str, seats: int, seed: int, options: dict[str, object]) -> list[str]:
    """A random game's states after every step, with random answers (its own seeded RNG)."""
    engine = get_game(key).engine.new(seats, seed, options)
    rng = random.Random(seed)
    states = [engine.dump()]
    while engine.result is None:
        actors = engine.to_act()
        if actors:
            legal = engine.legal_actions(actors[0])
            engine.apply(actors[0], legal[rng.randrange(len(legal))])
        else:
            engine.apply(None, engine.default_action(engine.open_decisions()[-1]))
        states.append(engine.dump())
    return states


@pytest.mark.parametrize(
    ("key", "module", "seats", "options"),
    [
        ("bang", "engines.bang.rules", 5, {}),
        ("bang", "engines.bang.rules", 7, {"expansion": "armed_and_dangerous"}),
        ("forest_gangs", "engines.forest_gangs.engine", 4, {}),
    ],
)
def test_games_deal_and_reshuffle_as_random_shuffle_does(
    key: str, module: str, seats: int, options: dict[str, object], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whole games (deals, reshuffles of the discard pile, shuffled hands) go exactly as they do
    with `Random.shuffle` of the same generator in place of the shared shuffle."""
    played = [_random_game(key, seats, seed, options) for seed in range(1, 4)]

    def random_shuffle(cards: list[str], getrandbits: Callable[[int], int]) -> None:
        getrandbits.__self__.shuffle(cards)  # type: ignore[attr-defined]  (the bound generator)

    monkeypatch.setattr(f"{module}.shuffle", random_shuffle)
    assert [_random_game(key, seats, seed, options) for seed in range(1, 4)] == played
