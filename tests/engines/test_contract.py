"""The engine contract suite, run for every registered engine (docs/ARCHITECTURE.md C13.1)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines import available_games, get_game
from tests.engines.contract import play_random_game, replay

GAMES = available_games()


@pytest.mark.parametrize("key", GAMES)
@given(data=st.data())
def test_random_games_keep_the_contract(key: str, data: st.DataObject) -> None:
    """Random legal games end, conserve cards, refuse illegal actions, leak nothing, replay."""
    game = get_game(key)
    seats, options = data.draw(st.sampled_from(game.setups()), label="setup")
    seed = data.draw(st.integers(0, 2**63 - 1), label="seed")
    choices = data.draw(st.lists(st.integers(0, 1 << 30), max_size=60), label="choices")
    engine, log = play_random_game(game, seats, seed, options, choices)
    assert engine.result is not None
    assert replay(game, seats, seed, options, log).dump() == engine.dump()


@pytest.mark.parametrize("key", GAMES)
def test_outcome_does_not_depend_on_global_random(key: str) -> None:
    """The same seed and choices give the same game whatever the global RNG holds (RLCard)."""
    game = get_game(key)
    seats, options = game.setups()[-1]
    choices = list(range(0, 400, 7))
    random.seed(1)
    a, _ = play_random_game(game, seats, 42, options, choices, deep=False)
    random.seed(2)
    random.random()
    b, _ = play_random_game(game, seats, 42, options, choices, deep=False)
    assert a.dump() == b.dump()


@pytest.mark.parametrize("key", GAMES)
def test_seat_count_outside_limits_is_refused(key: str) -> None:
    """A table below the minimum or above the maximum number of seats cannot be set up."""
    from engines.base import RuleViolation

    cls = get_game(key).engine
    for bad in (cls.min_seats - 1, cls.max_seats + 1):
        with pytest.raises(RuleViolation):
            cls.new(bad, 1, None)


@pytest.mark.parametrize("key", GAMES)
@settings(max_examples=settings().max_examples * 5)
@given(data=st.data())
def test_many_random_games_end_and_conserve_cards(key: str, data: st.DataObject) -> None:
    """Many more random games with the cheap checks only (end, conservation, legal defaults)."""
    game = get_game(key)
    seats, options = data.draw(st.sampled_from(game.setups()), label="setup")
    seed = data.draw(st.integers(0, 2**63 - 1), label="seed")
    choices = data.draw(st.lists(st.integers(0, 1 << 30), max_size=40), label="choices")
    engine, _ = play_random_game(game, seats, seed, options, choices, deep=False)
    assert engine.result is not None


@pytest.mark.parametrize("key", GAMES)
def test_from_position_leaves_a_waiting_position_as_it_is(key: str) -> None:
    """`from_position` of a stored running game (it already waits for a decision) changes nothing:
    same state, same answers, no start events; a finished game stays finished."""
    game = get_game(key)
    seats, options = game.setups()[0]
    engine, log = play_random_game(game, seats, 7, options, list(range(0, 300, 11)), deep=False)
    replayed = replay(game, seats, 7, options, log[: len(log) // 2])
    dumped = replayed.dump()
    again = game.engine.from_position(dumped)
    assert again.dump() == dumped and again.start_events == []
    assert [again.legal_actions(s) for s in range(seats)] == [replayed.legal_actions(s) for s in range(seats)]
    assert game.engine.from_position(engine.state).result == engine.result is not None
