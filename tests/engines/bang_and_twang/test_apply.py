"""`apply` and `legal_actions` on random games: the refusal codes of docs/ARCHITECTURE.md C5 in
their order, a refusal changes nothing, and an equal answer counts as the listed one."""

from __future__ import annotations

import random

import pytest

from engines.bang_and_twang.actions import Done, FlipRiff, Pass
from engines.bang_and_twang.engine import BangAndTwangEngine
from engines.base import Action, RuleViolation, replace, to_data


def _outcome(engine: BangAndTwangEngine, seat: int | None, action: Action) -> str:
    """The refusal code, or the events and state after the action (on a copy of the engine)."""
    copy = BangAndTwangEngine.load(engine.dump())
    try:
        events = copy.apply(seat, action)
    except RuleViolation as e:
        assert copy.dump() == engine.dump()  # a refusal changes nothing
        return f"refused {e.code}"
    return repr([to_data(e) for e in events]) + copy.dump()


@pytest.mark.parametrize("seats", [2, 3, 5])
def test_apply_refuses_with_the_codes_of_the_contract(seats: int) -> None:
    rng = random.Random(seats)
    for seed in range(3):
        engine = BangAndTwangEngine.new(seats, seed, {})
        while engine.result is None:
            for seat in (-1, seats):
                assert engine.legal_actions(seat) == []
            actors = engine.to_act()
            assert actors == sorted({d.seat for d in engine.open_decisions()})
            seat = rng.choice(actors)
            legal = engine.legal_actions(seat)
            mine = engine.answerable(seat)
            assert mine is not None and all(a.decision_id == mine.id for a in legal)  # type: ignore[attr-defined]
            first = engine.open_decisions()[0]
            accepted = _outcome(engine, seat, legal[0])
            assert not accepted.startswith("refused")
            assert _outcome(engine, seat, replace(legal[0])) == accepted  # equal, not the listed instance
            other = (seat + 1) % seats
            assert _outcome(engine, other, legal[0]) == "refused not_your_decision"
            assert _outcome(engine, seats, legal[0]) == "refused unknown_seat"
            assert _outcome(engine, seat, Done(decision_id=first.id + 100)) == "refused decision_closed"
            bad = "refused illegal_action" if first.seat == seat else "refused not_your_decision"
            assert _outcome(engine, seat, FlipRiff(decision_id=first.id, slot=4)) == bad
            pass_ = _outcome(engine, seat, Pass(decision_id=mine.id))
            listed = Pass(decision_id=mine.id) in legal
            assert pass_.startswith("refused") != listed
            if not listed:
                assert pass_ == "refused illegal_action"
            system = _outcome(engine, None, legal[0])
            if to_data(legal[0]) == mine.default:
                assert system == accepted
            else:
                assert system == "refused not_the_default"
            engine.apply(seat, legal[rng.randrange(len(legal))])
        with pytest.raises(RuleViolation, match="game_over"):
            engine.apply(0, Done(decision_id=1))
