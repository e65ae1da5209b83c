"""Setup and lobby options (bang_and_twang.md §2, §6, §10)."""

from __future__ import annotations

import pytest

from engines.bang_and_twang.actions import PlayTune
from engines.bang_and_twang.engine import BangAndTwangEngine
from engines.base import RuleViolation
from tests.engines.bang_and_twang.builders import answer, build

DRAW = ["S10", "S12", "S16", "S08"]


def test_single_tune_set_option_builds_a_24_card_deck_of_that_set() -> None:
    """§1.4/§6 Different tunes: the chosen set's 8 cards join the 16 sequence cards."""
    eng = BangAndTwangEngine.new(2, 1, {"tune_set": "orange_heart"})
    assert sorted(eng.state.deck_tunes) == [f"O{i}" for i in range(1, 9)]
    assert len(eng.state.draw) + sum(len(h) for h in eng.state.hands) == 24
    assert len(eng.state.box) == 40


def test_double_tune_uses_the_next_set_by_default() -> None:
    """§6/§10 Double tune: two full sets; the second defaults to the next set in order.

    The spec's "40-card deck" does not add up: 16 sequence + 16 tune cards = 32 (resolved: 32).
    """
    eng = BangAndTwangEngine.new(3, 1, {"tune_mode": "double", "tune_set": "orange_heart"})
    assert sorted(eng.state.deck_tunes) == sorted(
        [f"O{i}" for i in range(1, 9)] + [f"G{i}" for i in range(1, 9)]
    )
    assert len(eng.state.draw) + sum(len(h) for h in eng.state.hands) == 32


def test_double_tune_refuses_the_same_set_twice() -> None:
    """§10: the second set must differ from the first."""
    with pytest.raises(RuleViolation):
        BangAndTwangEngine.new(
            3, 1, {"tune_mode": "double", "tune_set": "red_triangle", "second_tune_set": "red_triangle"}
        )


def test_wondertunes_custom_uses_the_host_cards() -> None:
    """§6 Wondertunes custom: exactly the 8 chosen ids."""
    cards = ["G1", "K3", "U5", "Y3", "P8", "O4", "O5", "K5"]
    eng = BangAndTwangEngine.new(
        2, 1, {"tune_mode": "wondertunes", "wondertunes_mode": "custom", "wondertunes_cards": cards}
    )
    assert sorted(eng.state.deck_tunes) == sorted(cards)


def test_wondertunes_custom_needs_eight_distinct_known_ids() -> None:
    """§10: a custom Wondertune is exactly 8 card ids out of the 48."""
    for cards in (["G1"] * 8, ["G1", "G2"], ["G1", "G2", "G3", "G4", "G5", "G6", "G7", "X9"]):
        with pytest.raises(RuleViolation):
            BangAndTwangEngine.new(
                2, 1, {"tune_mode": "wondertunes", "wondertunes_mode": "custom", "wondertunes_cards": cards}
            )


def test_wondertunes_random_draws_from_the_ticked_sets() -> None:
    """§6 Wondertunes random: 8 cards drawn without replacement from the ticked sets."""
    eng = BangAndTwangEngine.new(
        2, 5, {"tune_mode": "wondertunes", "wondertunes_pool": ["red_triangle", "blue_square"]}
    )
    assert len(eng.state.deck_tunes) == 8
    assert all(c[0] in "KU" for c in eng.state.deck_tunes)


def test_starting_riff_option() -> None:
    """§2 step 1: the riff starts uniform; the host may pick B B B or T T T."""
    assert BangAndTwangEngine.new(2, 1, {"starting_riff": "TTT"}).state.riff == "TTT"
    assert {BangAndTwangEngine.new(2, s).state.riff for s in range(20)} == {"BBB", "TTT"}


def test_first_player_option_must_be_a_seat() -> None:
    """R17: the host's first player must be at the table."""
    with pytest.raises(RuleViolation):
        BangAndTwangEngine.new(3, 1, {"first_player": 3})


def test_decision_timeout_option() -> None:
    """§8/§10: decisions use the decision timeout option."""
    eng = BangAndTwangEngine.new(2, 1, {"decision_timeout_s": 45})
    assert {d.timeout_s for d in eng.open_decisions() if d.kind == "take_action"} <= {45}


def test_stage_dive_reveal_stays_known_in_the_public_view() -> None:
    """R18: a revealed card that went to a hand is public knowledge while it stays there."""
    eng = build(hands=[["Y7", "S03"], ["S04"]], draw=["S01", *DRAW], riff="TBT")
    answer(eng, 0, PlayTune, card="Y7")
    assert [c.id for c in eng.view_for(1).players[0].known] == ["S01"]
