"""The one decision-answer path of `engines/base.py` (docs/ARCHITECTURE.md C3, C5): find the
decision the seat may answer, check the answer is listed, close it, hand it to the game."""

from __future__ import annotations

from typing import Any

import pytest

from engines.base import (
    Action,
    Decision,
    Engine,
    Event,
    GameState,
    Model,
    RuleViolation,
    contains_action,
    field,
)


class Pick(Action, tag="pick", kw_only=True):
    decision_id: int
    card: str


class Other(Action, tag="other", kw_only=True):
    decision_id: int
    card: str


class Picked(Event, tag="picked", kw_only=True):
    seat: int
    card: str


class PickState(GameState, kw_only=True):
    hands: list[list[str]] = field(default_factory=list)


class PickEngine(Engine[PickState]):
    """Every seat is asked at once to pick a card of its hand (as Forest Gangs asks everyone)."""

    name = "pick"
    title = "Pick"
    min_seats = 2
    max_seats = 4
    state_model = PickState
    options_model = Model
    action_types = (Pick, Other)

    def __init__(self, state: PickState) -> None:
        super().__init__(state)
        self.listed = 0

    @classmethod
    def dealt(cls) -> PickEngine:
        engine = cls(PickState(seats=3, seed=1, hands=[["a", "b"], ["c"], ["d", "e"]]))
        for seat in range(3):
            engine.open_decision(
                seat, "pick", 30, lambda did, s=seat: Pick(decision_id=did, card=engine.state.hands[s][0])
            )
        return engine

    def answers(self, decision: Decision) -> list[Action]:
        self.listed += 1
        return [Pick(decision_id=decision.id, card=c) for c in self.state.hands[decision.seat]]

    def _answer(self, seat: int, decision: Decision, action: Any) -> list[Event]:
        self.state.hands[seat].remove(action.card)
        return [Picked(seat=seat, card=action.card)]


def test_a_listed_answer_closes_its_decision_and_reaches_the_game() -> None:
    engine = PickEngine.dealt()
    events = engine.apply(0, Pick(decision_id=1, card="b"))  # rebuilt from a button, not the listed object
    assert events == [Picked(seat=0, card="b")]
    assert [d.id for d in engine.state.decisions] == [2, 3]
    assert engine.legal_actions(0) == []


def test_refusals_come_in_the_generic_order_and_change_nothing() -> None:
    engine = PickEngine.dealt()
    before = engine.dump()
    for seat, action, code in [
        (1, Pick(decision_id=9, card="c"), "decision_closed"),
        (1, Pick(decision_id=1, card="a"), "not_your_decision"),
        (1, Pick(decision_id=2, card="z"), "illegal_action"),
        (1, Other(decision_id=2, card="c"), "illegal_action"),  # the same fields, not a listed class
        (7, Pick(decision_id=2, card="c"), "unknown_seat"),
        (None, Other(decision_id=2, card="c"), "not_the_default"),  # the system only applies a default
    ]:
        with pytest.raises(RuleViolation) as refused:
            engine.apply(seat, action)
        assert refused.value.code == code
    assert engine.dump() == before


def test_a_timeout_applies_the_default_through_the_same_path() -> None:
    engine = PickEngine.dealt()
    d = engine.state.decisions[2]
    events = engine.apply(None, engine.default_action(d))
    assert events == [Picked(seat=2, card="d")] and engine.state.hands[2] == ["e"]


def test_answers_are_listed_once_a_position_and_forgotten_by_apply() -> None:
    engine = PickEngine.dealt()
    engine.legal_actions(0), engine.legal_actions(0), engine.to_act()
    assert engine.listed == 3  # one listing per open decision, however often asked
    engine.apply(1, engine.legal_actions(1)[0])
    engine.legal_actions(0)
    assert engine.listed == 4  # the position changed: listed again
    fresh = PickEngine.load(engine.dump())
    assert fresh.legal_actions(0) == engine.legal_actions(0)


def test_remembered_answers_are_not_listed_again() -> None:
    engine = PickEngine.dealt()
    d = engine.state.decisions[0]
    engine.remember_answers(d, [Pick(decision_id=d.id, card="b")])
    assert engine.legal_actions(0) == [Pick(decision_id=1, card="b")] and engine.listed == 0


def test_contains_action_is_identity_or_equal_fields_of_the_same_class() -> None:
    answers: list[Action] = [Pick(decision_id=3, card="a"), Pick(decision_id=3, card="b")]
    assert contains_action(answers, answers[1])
    assert contains_action(answers, Pick(decision_id=3, card="b"))
    assert not contains_action(answers, Pick(decision_id=3, card="c"))
    assert not contains_action(answers, Pick(decision_id=4, card="a"))  # a stale decision id
    assert not contains_action(answers, Other(decision_id=3, card="a"))
    assert not contains_action([], answers[0])
