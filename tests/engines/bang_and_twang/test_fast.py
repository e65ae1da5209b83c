"""The validation-free builders of engines/bang_and_twang/fast.py make the validated instances."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import BaseModel

from engines.bang_and_twang import fast
from engines.bang_and_twang.actions import (
    BankCard,
    ChooseSeat,
    Done,
    FlipRiff,
    GiveCard,
    MoveRiff,
    NameTriplet,
    Pass,
    PlayTune,
    React,
    RestackPick,
    RotateRiff,
    SetRiff,
    TakeBankCard,
)
from engines.bang_and_twang.catalog import Step
from engines.bang_and_twang.events import (
    CardBanked,
    CardsDrawn,
    CardsDrawnPrivate,
    ReactionWindowOpened,
    RiffChanged,
    TunePlayed,
    TurnStarted,
)
from engines.bang_and_twang.riff import moved
from engines.bang_and_twang.state import BangAndTwangOptions, BangAndTwangState, TuneCtx, TurnCtx
from engines.base import Audience, Decision

CASES: list[tuple[Any, tuple[Any, ...], type[BaseModel], dict[str, Any]]] = [
    (fast.bank_card, (7, "S3"), BankCard, {"decision_id": 7, "card": "S3"}),
    (fast.flip_riff, (7, 2), FlipRiff, {"decision_id": 7, "slot": 2}),
    (fast.move_riff, (7, 1, 3), MoveRiff, {"decision_id": 7, "src": 1, "dst": 3}),
    (fast.rotate_riff, (7, "left_to_end"), RotateRiff, {"decision_id": 7, "side": "left_to_end"}),
    (fast.set_riff, (7, "BTB"), SetRiff, {"decision_id": 7, "triplet": "BTB"}),
    (fast.play_tune, (7, "G1"), PlayTune, {"decision_id": 7, "card": "G1"}),
    (fast.done, (7,), Done, {"decision_id": 7}),
    (fast.choose_seat, (7, 1), ChooseSeat, {"decision_id": 7, "seat": 1}),
    (fast.take_bank_card, (7, 0), TakeBankCard, {"decision_id": 7, "depth": 0}),
    (fast.name_triplet, (7, "TTB"), NameTriplet, {"decision_id": 7, "triplet": "TTB"}),
    (fast.give_card, (7, "S1"), GiveCard, {"decision_id": 7, "card": "S1"}),
    (fast.restack_pick, (7, 2), RestackPick, {"decision_id": 7, "position": 2}),
    (fast.react, (7, "U5"), React, {"decision_id": 7, "card": "U5"}),
    (fast.react_target, (7, "U7", 2), React, {"decision_id": 7, "card": "U7", "target": 2}),
    (fast.react_bank, (7, "U8", "S4"), React, {"decision_id": 7, "card": "U8", "bank": "S4"}),
    (fast.pass_, (7,), Pass, {"decision_id": 7}),
    (
        fast.decision,
        (3, 1, "take_action", None, 120, {"kind": "flip_riff", "decision_id": 3, "slot": 1}, False),
        Decision,
        {
            "id": 3,
            "seat": 1,
            "kind": "take_action",
            "source_card": None,
            "timeout_s": 120,
            "default": {"kind": "flip_riff", "decision_id": 3, "slot": 1},
            "optional": False,
        },
    ),
    (fast.turn_ctx, (2, "extra"), TurnCtx, {"seat": 2, "kind": "extra"}),
    (fast.turn_started, (2, "regular"), TurnStarted, {"seat": 2, "turn_kind": "regular"}),
    (
        fast.tune_ctx,
        ("G1", 1, [Step(op="riff_flip", max=2)]),
        TuneCtx,
        {"card": "G1", "seat": 1, "steps": [Step(op="riff_flip", max=2)]},
    ),
    (
        fast.cards_drawn_private,
        (1, ["S1", "G2"], Audience.seat(1)),
        CardsDrawnPrivate,
        {"seat": 1, "cards": ["S1", "G2"], "audience": Audience.seat(1)},
    ),
    (
        fast.riff_changed,
        (0, "move", 1, 3, "BTT"),
        RiffChanged,
        {"seat": 0, "change": "move", "slot": 1, "to_slot": 3, "riff": "BTT"},
    ),
    (
        fast.card_banked,
        (0, "S2", "A title", "BBT", 3, "match"),
        CardBanked,
        {"seat": 0, "card": "S2", "name": "A title", "triplet": "BBT", "points": 3, "how": "match"},
    ),
    (
        fast.tune_played,
        (1, "U5", "Cut In", True),
        TunePlayed,
        {"seat": 1, "card": "U5", "name": "Cut In", "no_effect": True},
    ),
    (
        fast.reaction_window_opened,
        ("turn_start", [1, 2]),
        ReactionWindowOpened,
        {"window": "turn_start", "seats": [1, 2]},
    ),
]


@pytest.mark.parametrize(("build", "args", "cls", "kwargs"), CASES, ids=[c[2].__name__ for c in CASES])
def test_builder_makes_the_validated_instance(
    build: Any, args: tuple[Any, ...], cls: type[BaseModel], kwargs: dict[str, Any]
) -> None:
    made, validated = build(*args), cls(**kwargs)
    assert type(made) is cls
    assert made == validated
    assert list(made.__dict__.items()) == list(validated.__dict__.items())
    assert made.model_fields_set == validated.model_fields_set
    assert made.__pydantic_extra__ == validated.__pydantic_extra__
    assert made.__pydantic_private__ == validated.__pydantic_private__
    assert made.model_dump_json() == validated.model_dump_json()
    assert build(**kwargs) == validated  # keyword calls work too


def test_riff_answers_are_the_flips_then_the_moves() -> None:
    made = fast.riff_answers(9, ((1, 2), (3, 1)))
    validated = (
        FlipRiff(decision_id=9, slot=1),
        FlipRiff(decision_id=9, slot=2),
        FlipRiff(decision_id=9, slot=3),
        MoveRiff(decision_id=9, src=1, dst=2),
        MoveRiff(decision_id=9, src=3, dst=1),
    )
    assert made == validated
    for a, b in zip(made, validated, strict=True):
        assert type(a) is type(b) and list(a.__dict__.items()) == list(b.__dict__.items())
        assert a.model_fields_set == b.model_fields_set
        assert a.__pydantic_extra__ is None and a.__pydantic_private__ is None


def test_shared_answers_are_the_builders_and_shared() -> None:
    """The answer tables hand out one frozen instance per key, equal to the builder's (itself
    the validated model, above); take_action's riff changes are the flips then the changing
    moves of the riff."""
    for riff in ("BBB", "BTB", "TTB"):
        changes = fast.CHANGES[5, riff]
        assert changes is fast.CHANGES[5, riff]
        expected = [FlipRiff(decision_id=5, slot=i) for i in (1, 2, 3)]
        expected += [
            MoveRiff(decision_id=5, src=a, dst=b)
            for a in (1, 2, 3)
            for b in (1, 2, 3)
            if a != b and moved(riff, a, b) != riff
        ]
        assert list(changes) == expected
    assert fast.CHANGES[5, "BBB"][3:] == ()  # no move changes a riff of one letter
    for table, key, validated in (
        (fast.BANK, (5, "S3"), BankCard(decision_id=5, card="S3")),
        (fast.PLAY, (5, "G1"), PlayTune(decision_id=5, card="G1")),
        (fast.DONE, 5, Done(decision_id=5)),
        (fast.PASS, 5, Pass(decision_id=5)),
    ):
        got = table[key]
        assert got is table[key] and got == validated
        assert list(got.__dict__.items()) == list(validated.__dict__.items())
        assert got.model_fields_set == validated.model_fields_set
        with pytest.raises(ValueError, match="frozen"):
            got.decision_id = 6


def test_a_full_answer_table_makes_fresh_instances(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fast, "SHARED_LIMIT", 0)
    table = fast.SharedAnswers(fast.bank_card)
    a, b = table[1, "S1"], table[1, "S1"]
    assert a == b and a is not b and not table


def test_public_draw_event_is_the_validated_one() -> None:
    made = fast.cards_drawn(1, 2)
    validated = CardsDrawn(seat=1, count=2, audience=Audience.all_but(1))
    assert made == validated and made.model_fields_set == validated.model_fields_set
    assert list(made.__dict__.items()) == list(validated.__dict__.items())


def test_shared_events_are_frozen_and_shared() -> None:
    assert fast.turn_started(0, "regular") is fast.turn_started(0, "regular")
    assert fast.cards_drawn(1, 2) is fast.cards_drawn(1, 2)
    assert fast.riff_changed(0, "flip", 1, None, "TBB") is fast.riff_changed(0, "flip", 1, None, "TBB")
    with pytest.raises(ValueError, match="frozen"):
        fast.turn_started(0, "regular").seat = 1


def test_mutable_defaults_are_fresh_per_instance() -> None:
    a, b = fast.turn_ctx(0, "regular"), fast.turn_ctx(0, "regular")
    assert a.banked == [] and a.banked is not b.banked


def test_state_field_assignment_marks_the_field_set_and_refuses_unknown_names() -> None:
    s = BangAndTwangState(seats=2, seed=1, options=BangAndTwangOptions())
    s.turn = 4
    assert s.turn == 4 and "turn" in s.model_fields_set
    t = fast.turn_ctx(0, "regular")
    t.phase = "act"
    assert t.phase == "act" and t.model_fields_set == {"seat", "kind", "phase"}
    with pytest.raises(ValueError, match="no field"):
        t.nonsense = 1  # type: ignore[attr-defined]
