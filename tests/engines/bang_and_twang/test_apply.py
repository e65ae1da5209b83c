"""The engine's own `apply` and `legal_actions` (one pass each, engine.py) answer as `Engine`'s do:
the same legal lists, the same refusal codes in the same order, the same events and states."""

from __future__ import annotations

import random

import pytest

from engines.bang_and_twang.actions import Done, FlipRiff, Pass
from engines.bang_and_twang.engine import BangAndTwangEngine
from engines.base import Action, Engine, RuleViolation


def _outcome(apply: object, engine: BangAndTwangEngine, seat: int | None, action: Action) -> str:
    """The refusal code, or the events and state after the action (on a copy of the engine)."""
    copy = BangAndTwangEngine.load(engine.dump())
    try:
        events = apply(copy, seat, action)  # type: ignore[operator]
    except RuleViolation as e:
        assert copy.dump() == engine.dump()  # a refusal changes nothing
        return f"refused {e.code}"
    return repr([e.model_dump() for e in events]) + copy.dump()


@pytest.mark.parametrize("seats", [2, 3, 5])
def test_apply_and_legal_actions_match_the_generic_ones(seats: int) -> None:
    rng = random.Random(seats)
    for seed in range(3):
        engine = BangAndTwangEngine.new(seats, seed, {})
        while engine.result is None:
            for seat in range(-1, seats + 1):
                assert engine.legal_actions(seat) == Engine.legal_actions(engine, seat)
            actors = engine.to_act()
            seat = rng.choice(actors)
            legal = engine.legal_actions(seat)
            did = engine.open_decisions()[0].id
            probes: list[tuple[int | None, Action]] = [
                (seat, rng.choice(legal)),
                (seat, legal[0].model_copy()),  # equal, not the listed instance
                ((seat + 1) % seats, legal[0]),  # another seat's decision
                (seats, legal[0]),  # no such seat
                (seat, Done(decision_id=did + 100)),  # closed (never opened)
                (seat, FlipRiff(decision_id=did, slot=4)),  # not a legal answer
                (seat, Pass(decision_id=did)),
                (None, legal[0]),  # the system: only the default
            ]
            for who, action in probes:
                mine = _outcome(BangAndTwangEngine.apply, engine, who, action)
                assert mine == _outcome(Engine.apply, engine, who, action)
            engine.apply(seat, legal[rng.randrange(len(legal))])
        with pytest.raises(RuleViolation, match="game_over"):
            engine.apply(0, Done(decision_id=1))
