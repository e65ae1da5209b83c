"""The validation-free builders (engines/bang/fast.py) make exactly the validated models."""

import dataclasses
from typing import Any

import pytest
from pydantic import BaseModel

from engines.bang import events as ev
from engines.bang import fast
from engines.bang.actions import New, PlayCard, Respond, UseAbility
from engines.bang.registry import action_json, new_decision, same_action
from engines.bang.state import (
    BangState,
    LivePlayer,
    LiveState,
    LiveTask,
    PlayerState,
    Task,
    live_state,
    new_task,
    state_model,
)
from engines.base import Audience, Decision


def _same(built: BaseModel, validated: BaseModel) -> None:
    assert type(built) is type(validated)
    assert built == validated
    assert list(built.__dict__) == list(validated.__dict__)
    assert built.model_fields_set == validated.model_fields_set
    assert built.model_dump_json() == validated.model_dump_json()
    assert built.__pydantic_extra__ == validated.__pydantic_extra__
    assert built.__pydantic_private__ == validated.__pydantic_private__


@pytest.mark.parametrize(
    ("make", "cls", "values"),
    [
        (New.PlayCard, PlayCard, {"card": "bang_as"}),
        (New.PlayCard, PlayCard, {"card": "bang_as", "target": 2, "extra_targets": [3], "bell_tower": True}),
        (New.UseAbility, UseAbility, {"decision_id": 4, "ability": "sid_ketchum", "cards": ["a", "b"]}),
        (New.Respond, Respond, {"decision_id": 4, "card": None}),
        (ev.New.CardPlayed, ev.CardPlayed, {"seat": 1, "card": "x", "extra_targets": [2]}),
        (ev.New.CardsDrawn, ev.CardsDrawn, {"seat": 1, "count": 2, "audience": Audience.all_but(1)}),
        (
            ev.New.GameStarted,
            ev.GameStarted,
            {"seats": 3, "sheriff": 0, "characters": ["a"], "roles": {0: "s"}},
        ),
        (
            new_decision,
            Decision,
            {
                "id": 1,
                "seat": 0,
                "kind": "play_turn",
                "source_card": None,
                "timeout_s": 9,
                "default": {"a": 1},
                "optional": False,
            },
        ),
        (
            ev.New.TokensChanged,
            ev.TokensChanged,
            {"seat": 1, "slot": "character", "delta": -1, "tokens": 2, "reason": "rust", "supply": 20},
        ),
    ],
)
def test_builds_equal_validation(make: Any, cls: type[BaseModel], values: dict[str, Any]) -> None:
    built = make(**values)
    _same(built, cls(**values))
    for name, value in values.items():
        if isinstance(value, list | dict) and make is not new_decision:
            assert getattr(built, name) is not value  # copied, as validation copies


def test_every_decision_and_event_equals_validation() -> None:
    """The builders of every field (`engines.common.fast.maker`: the Decision, DecisionOpened and
    TokensChanged, made at every window, and the answers EndTurn, Discard and the card-only
    Respond and Choose) are not checked by `fast.CHECK`: each decision, each answer listed and
    each event of random games is the model validation makes of its fields."""
    import random

    from engines.bang.engine import BangEngine

    for seats, opts in ((4, {}), (7, {"expansion": "armed_and_dangerous"})):
        e = BangEngine.new(seats, 5, opts)
        rng = random.Random(5)
        for _ in range(600):
            if e.result is not None:
                break
            for d in e.open_decisions():
                _same(d, Decision(**d.model_dump()))
            seat = e.to_act()[0]
            legal = e.legal_actions(seat)
            for a in legal:
                _same(a, type(a)(**{n: getattr(a, n) for n in a.model_fields_set}))
            for x in e.apply(seat, legal[rng.randrange(len(legal))]):
                _same(x, type(x)(**{n: getattr(x, n) for n in x.model_fields_set}))


def test_default_lists_are_fresh() -> None:
    a, b = new_task(kind="x"), new_task(kind="x")
    a.flags.append("f")
    assert b.flags == []


@pytest.mark.parametrize(
    ("live", "model"), [(LivePlayer, PlayerState), (LiveTask, Task), (LiveState, BangState)]
)
def test_live_twins_have_the_models_fields(live: Any, model: type[BaseModel]) -> None:
    """A live twin has exactly its model's fields, in order, with the same defaults: a field added
    to the stored format must be added to the live game too (`state_model` would miss it)."""
    fields = dataclasses.fields(live)
    assert [f.name for f in fields] == list(model.model_fields)
    for f in fields:
        info = model.model_fields[f.name]
        if info.default_factory is not None:
            assert f.default_factory() == info.default_factory()  # type: ignore[misc,call-arg]
        elif f.default is dataclasses.MISSING:
            assert info.is_required()
        else:
            assert f.default == info.default


def test_live_state_converts_both_ways() -> None:
    """At every step of a game: the live state converted out is the validated model of its dump,
    converted back in it dumps the same, and a conversion shares no list with its source."""
    import random

    from engines.bang.engine import BangEngine

    for seats, opts in ((4, {}), (5, {"expansion": "armed_and_dangerous"})):
        e = BangEngine.new(seats, 11, opts)
        rng = random.Random(11)
        for _ in range(120):
            if e.result is not None:
                break
            text = e.dump()
            model = state_model(e.state)
            assert model == BangState.model_validate_json(text)
            again = live_state(model)
            assert again == e.state and state_model(again).model_dump_json() == text
            assert again.players[0].hand is not model.players[0].hand
            assert again.hostility[0] is not model.hostility[0]
            copy = live_state(e.state)
            assert copy == e.state and copy.players[0] is not e.state.players[0]
            seat = e.to_act()[0]
            legal = e.legal_actions(seat)
            e.apply(seat, legal[rng.randrange(len(legal))])


def test_check_mode_catches_unknown_fields() -> None:
    assert fast.CHECK  # the conftest turns it on for every BANG! engine test
    with pytest.raises(ValueError):
        New.PlayCard(card="x", bogus=1)


def test_action_json_and_same_action() -> None:
    a = PlayCard(card="bang_as", target=1, extra_targets=[2])
    assert action_json(a) == a.model_dump(mode="json")
    assert action_json(a)["extra_targets"] is not a.extra_targets
    assert same_action(a, New.PlayCard(card="bang_as", target=1, extra_targets=[2]))
    assert not same_action(a, New.PlayCard(card="bang_as", target=2, extra_targets=[2]))


def test_handed_out_answers_and_equal_copies_play_the_same() -> None:
    """`BangEngine.apply` applies the very answer `legal_actions` handed out at once; an equal
    copy (as the bot parses from its log) takes the generic path: both give the same game."""
    import random

    from engines.bang.engine import BangEngine

    for seats, opts in ((4, {}), (6, {"expansion": "armed_and_dangerous"})):
        a, b = BangEngine.new(seats, 7, opts), BangEngine.new(seats, 7, opts)
        rng = random.Random(7)
        for _ in range(150):
            if a.result is not None:
                break
            seat = a.to_act()[0]
            legal = a.legal_actions(seat)
            pick = rng.randrange(len(legal))
            copy = BangEngine.parse_action(legal[pick].model_dump_json())
            assert copy is not legal[pick]
            events_a = a.apply(seat, legal[pick])
            events_b = b.apply(seat, copy)
            assert [e.model_dump() for e in events_a] == [e.model_dump() for e in events_b]
            assert a.dump() == b.dump()


def test_plays_are_shared_and_equal_to_fresh_builds() -> None:
    """Plays (no decision id) are built once and handed out again: the same fields as a build."""
    from engines.bang.engine import BangEngine

    e = BangEngine.new(5, 3, {})
    for a in e.legal_actions(e.to_act()[0]):
        if isinstance(a, PlayCard):
            _same(a, PlayCard(**a.model_dump(exclude_unset=True)))
