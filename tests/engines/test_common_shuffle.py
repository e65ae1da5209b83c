"""engines/common/shuffle.py and `Engine.shuffle`/`Engine.pick`: what `random.Random` makes from the
same draws."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable

import pytest

from engines import get_game
from engines.base import draw_rng
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
        ("bang", "engines.bang.engine", 5, {}),
        ("bang", "engines.bang.engine", 7, {"expansion": "armed_and_dangerous"}),
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


@pytest.mark.parametrize("key", ["forest_gangs", "bang"])
def test_engine_shuffle_and_pick_draw_what_the_state_rng_draws(key: str) -> None:
    """`Engine.shuffle` and `Engine.pick` give what `rng().shuffle` and `rng().choice` give and
    count one draw each, also for 0 or 1 card (no generator built then), so every later draw is
    unchanged (docs/ARCHITECTURE.md C6); picking from nothing raises as `choice` does."""
    cls = get_game(key).engine
    for seed in range(60):
        for n in (0, 1, 2, 3, 9, 17, 54):
            cards = [f"card_{i}" for i in range(n)]
            engine = cls.new(3, seed)
            draws = engine.state.rng_draws
            theirs = list(cards)
            draw_rng(copy.copy(engine.state)).shuffle(theirs)
            mine = list(cards)
            engine.shuffle(mine)
            assert mine == theirs and engine.state.rng_draws == draws + 1
            if n:
                expected = draw_rng(copy.copy(engine.state)).choice(cards)
                assert engine.pick(cards) == expected and engine.state.rng_draws == draws + 2
    engine = cls.new(3, 1)
    with pytest.raises(IndexError):
        engine.pick([])
