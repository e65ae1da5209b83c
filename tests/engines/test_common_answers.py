"""engines/common/answers.py and `contains_action`: the short path's checks give `Engine.apply`'s
answers and codes."""

from __future__ import annotations

from typing import Literal

import pytest

from engines.base import Action, Decision, RuleViolation, contains_action
from engines.common.answers import locate


class Pick(Action):
    kind: Literal["pick"] = "pick"
    decision_id: int
    card: str


class Other(Action):
    kind: Literal["pick"] = "pick"  # the same fields as Pick, another class
    decision_id: int
    card: str


def decision(did: int, seat: int) -> Decision:
    return Decision(id=did, seat=seat, kind="choose", timeout_s=30, default={})


def test_locate_gives_the_place_and_the_seats_first_open_decision() -> None:
    # Forest Gangs asks everyone at once: seat 1 has decisions 2 and 4 open, 4 is answered;
    # the legal answers are those of seat 1's first one (docs/ARCHITECTURE.md C5: one question at a time).
    open_ = [decision(1, 0), decision(2, 1), decision(3, 2), decision(4, 1)]
    i, first = locate(open_, 4, 1)
    assert i == 3 and first is open_[1]
    i, first = locate(open_, 2, 1)
    assert i == 1 and first is open_[1]
    i, first = locate(open_, 1, 0)
    assert i == 0 and first is open_[0]


def test_locate_refuses_with_the_generic_codes_in_their_order() -> None:
    open_ = [decision(1, 0), decision(2, 1)]
    with pytest.raises(RuleViolation) as closed:
        locate(open_, 9, 1)
    assert closed.value.code == "decision_closed"
    with pytest.raises(RuleViolation) as other:
        locate(open_, 1, 1)
    assert other.value.code == "not_your_decision"
    # an id that is closed is refused as closed even for a seat that has nothing open
    with pytest.raises(RuleViolation) as both:
        locate(open_, 9, 5)
    assert both.value.code == "decision_closed"


def test_listed_by_identity_or_by_equal_fields_only_of_the_same_class() -> None:
    answers: list[Action] = [Pick(decision_id=3, card="a"), Pick(decision_id=3, card="b")]
    assert contains_action(answers, answers[1])
    assert contains_action(answers, Pick(decision_id=3, card="b"))  # rebuilt from a button's custom_id
    assert not contains_action(answers, Pick(decision_id=3, card="c"))
    assert not contains_action(answers, Pick(decision_id=4, card="a"))  # a stale decision id
    assert not contains_action(answers, Other(decision_id=3, card="a"))  # same fields, not a listed class
    assert not contains_action([], answers[0])
