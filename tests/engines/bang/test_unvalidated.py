"""What the bot draws and stores at every click, built without pydantic's validation, is what
validation makes: `BangEngine.dump` is the live state's model serialised (`state_json` builds no
copies of the live lists), and every perspective is the model validation builds from its fields."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engines.bang.engine import BangEngine
from engines.bang.perspective import PendingView, SeatView, build_perspective
from engines.bang.registry import POSITION_IGNORES
from engines.bang.state import BangState, state_model
from tests.engines.validation import validated_again


@pytest.mark.parametrize(
    ("seats", "options"),
    [(3, {}), (7, {}), (4, {"expansion": "armed_and_dangerous"}), (8, {"expansion": "armed_and_dangerous"})],
)
def test_dump_is_the_state_model_serialised_at_every_step(seats: int, options: dict[str, Any]) -> None:
    """The same text as `state_model(state).model_dump_json()` (and the H1 position as the same
    model without `POSITION_IGNORES`) after every step of two whole random games; it loads back
    into an engine that dumps the same text again."""
    for seed in (1, 2):
        engine = BangEngine.new(seats, seed, options)
        rng = random.Random(seed)
        while True:
            model = state_model(engine.state)
            text = engine.dump()
            assert text == model.model_dump_json()
            assert engine.position() == model.model_dump_json(exclude=set(POSITION_IGNORES))
            if engine.result is not None:
                break
            seat = rng.choice(engine.to_act())
            legal = engine.legal_actions(seat)
            engine.apply(seat, legal[rng.randrange(len(legal))])
        assert BangEngine(BangState.model_validate_json(text)).dump() == text


VIEWS = (SeatView, PendingView)
"""The perspective's nested views."""


@pytest.mark.parametrize(("seats", "options"), [(4, {}), (7, {"expansion": "armed_and_dangerous"})])
def test_perspectives_are_what_validation_makes(seats: int, options: dict[str, Any]) -> None:
    """build_perspective's unvalidated builders, for every viewer (the public too) at every step of
    two whole random games: equal to the model validation makes from the same fields, with the
    same JSON and the same fields set."""
    for seed in (3, 4):
        engine = BangEngine.new(seats, seed, options)
        rng = random.Random(seed)
        while engine.result is None:
            for viewer in [None, *range(seats)]:
                got = build_perspective(engine, viewer)
                again = validated_again(got, VIEWS)
                assert got == again
                assert got.model_dump_json() == again.model_dump_json()
                assert got.model_fields_set == again.model_fields_set
                assert all(s.model_fields_set == set(SeatView.model_fields) for s in got.seats)
            seat = rng.choice(engine.to_act())
            legal = engine.legal_actions(seat)
            engine.apply(seat, legal[rng.randrange(len(legal))])
        final = build_perspective(engine, 0)
        assert final == validated_again(final, VIEWS) and final.winners
