"""The unvalidated builders and assignments of engines/forest_gangs/fast.py make exactly what
pydantic makes: same fields in the same order, same fields set, same JSON, equal models."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from pydantic import BaseModel, ValidationError

from engines.base import PUBLIC, Audience, Decision, Result
from engines.forest_gangs import engine as fg
from engines.forest_gangs import tables as fgt
from engines.forest_gangs.actions import ChooseCard, JoinDuel, Reveal, UseShapeshifter
from engines.forest_gangs.catalog import GANGS, VALUE, value_of
from engines.forest_gangs.events import (
    CardChosen,
    CardChosenPrivate,
    CardDrawn,
    CardsDrawn,
    CombatStepped,
    DecisionsOpened,
    DeckReshuffled,
    GameEnded,
    HandPassed,
    RoundStarted,
)
from engines.forest_gangs.fast import Shared, SharedUpTo, assign, maker
from engines.forest_gangs.perspective import CardView, SeatView
from engines.forest_gangs.state import (
    CombatStep,
    Face,
    ForestGangsOptions,
    ForestGangsState,
    LiveState,
    LiveZone,
    Play,
    Zone,
    live_state,
    state_json,
)
from tests.engines.validation import validated_again

FACE = Face.of("fg_acorn_7")
PLAYS = [Play.of(0, "fg_acorn_7"), Play.of(1, "fg_moon_3")]

# (the engine's builder, the model class, the fields the engine passes it)
CASES: list[tuple[Any, type[BaseModel], dict[str, Any]]] = [
    (fgt._CHOOSE, ChooseCard, {"decision_id": 4, "card": "fg_acorn_7"}),
    (fgt._CHOOSE, ChooseCard, {"decision_id": 4, "card": None}),
    (fgt._USE, UseShapeshifter, {"decision_id": 5, "use": True}),
    (fgt._JOIN, JoinDuel, {"decision_id": 6, "join": False}),
    (fgt._REVEAL, Reveal, {"decision_id": 7}),
    (
        fgt._DECISION,
        Decision,
        {
            "id": 3,
            "seat": 1,
            "kind": "choose_card",
            "source_card": None,
            "timeout_s": 60,
            "default": {"kind": "choose_card", "decision_id": 3, "card": None},
            "optional": False,
        },
    ),
    (fgt._DEFAULT_OPTIONS, ForestGangsOptions, {}),
    (
        fgt._RESULT,
        Result,
        {"winners": [0, 2], "scores": [9.0, 3.0, 9.0], "summary": "Seat 1 and Seat 3 share"},
    ),
    (
        fgt._ENDED,
        GameEnded,
        {
            "reason": "duel",
            "seat": 2,
            "counts": [9, 3, 9, 4],
            "winners": [0, 2],
            "ghost_won": False,
            "summary": "Seat 1 and Seat 3 share",
        },
    ),
    (fgt._ZONE, Zone, {"deck": ["fg_acorn_1", "fg_acorn_2"]}),
    (
        fgt._STATE,
        ForestGangsState,
        {
            "seats": 2,
            "seed": 9,
            "options": ForestGangsOptions(),
            "ghost": True,
            "kids1": False,
            "kids2": False,
            "zones": [Zone(deck=["fg_acorn_1"]), Zone()],
            "box": ["fg_moon_1"],
        },
    ),
    (fgt._ROUND_STARTED, RoundStarted, {"round": 3, "loot": 2}),
    (fgt._OPENED, DecisionsOpened, {"decision": "choose_card", "seats": [0, 1, 2]}),
    (fgt._RESHUFFLED, DeckReshuffled, {"seat": 2, "count": 5, "ghost": True}),
    (fgt._PASSED, HandPassed, {"from_seat": 0, "to_seat": 1, "card": FACE, "audience": Audience.seat(1)}),
    (
        fgt._STEPPED,
        CombatStepped,
        {"step": CombatStep(kind="revealed", plays=PLAYS), "ghost_seat": None, "round": 2},
    ),
    # every kind of combat step, with the fields the engine gives it
    (fgt._STEP, CombatStep, {"kind": "revealed", "level": 0, "plays": list(PLAYS)}),
    (fgt._STEP, CombatStep, {"kind": "shapeshifted", "level": 1, "plays": list(PLAYS), "seats": [0, 1]}),
    (
        fgt._STEP,
        CombatStep,
        {"kind": "giants_removed", "level": 0, "plays": list(PLAYS), "seats": [0, 1], "value": 8},
    ),
    (fgt._STEP, CombatStep, {"kind": "duel", "level": 0, "seats": [0, 1], "value": 4}),
    (fgt._STEP, CombatStep, {"kind": "goblins_joined", "level": 0, "seats": [2]}),
    (fgt._STEP, CombatStep, {"kind": "duel_played", "level": 1, "plays": list(PLAYS), "seats": [0, 1]}),
    (fgt._STEP, CombatStep, {"kind": "no_winner", "level": 0, "count": 3}),
    (fgt._STEP, CombatStep, {"kind": "dragoness_banished", "level": 0, "plays": PLAYS[:1]}),
    (
        fgt._STEP,
        CombatStep,
        {
            "kind": "winner",
            "level": 0,
            "plays": PLAYS[:1],
            "winner": 0,
            "reason": "highest",
            "value": 7,
            "count": 2,
        },
    ),
    (fgt._STEP, CombatStep, {"kind": "gnome_pass", "level": 0, "seats": [0, 1]}),
    (
        fgt._STEP_WINNER,
        CombatStep,
        {
            "kind": "winner",
            "level": 1,
            "plays": PLAYS[1:],
            "winner": 1,
            "reason": "fungid_lowest",
            "value": 3,
            "count": 5,
        },
    ),
    (fgt._STEP_SEATS_VALUE, CombatStep, {"kind": "duel", "level": 2, "seats": [1, 3], "value": 9}),
    (
        fgt._STEP,
        CombatStep,
        {"kind": "game_end", "level": 0, "seats": [1], "reason": "refill", "count": 0, "seat": 1},
    ),
]


def same_model(fast: BaseModel, validated: BaseModel) -> None:
    """Indistinguishable: class, fields in order, fields set, extras, JSON, equality."""
    assert type(fast) is type(validated)
    assert list(fast.__dict__.items()) == list(validated.__dict__.items())
    assert fast.model_fields_set == validated.model_fields_set
    assert fast.__pydantic_extra__ == validated.__pydantic_extra__
    assert fast.__pydantic_private__ == validated.__pydantic_private__
    assert fast.model_dump_json() == validated.model_dump_json()
    assert fast.model_dump() == validated.model_dump()
    assert fast == validated and validated == fast
    assert repr(fast) == repr(validated)


@pytest.mark.parametrize(("build", "cls", "values"), CASES, ids=lambda x: getattr(x, "__name__", None))
def test_builders_make_what_validation_makes(
    build: Any, cls: type[BaseModel], values: dict[str, Any]
) -> None:
    """Each builder the engine uses, with the fields the engine passes, equals the validated model."""
    same_model(build(**values), cls(**values))


def test_shared_events_are_the_validated_ones_and_frozen() -> None:
    """The shared events of draws and choices are the events the engine built before, frozen."""
    same_model(fgt._DREW[2], CardsDrawn(seat=2, count=1, audience=Audience.all_but(2)))
    same_model(fgt._DREW_CARD[2, "fg_acorn_7"], CardDrawn(seat=2, card=FACE, audience=Audience.seat(2)))
    same_model(fgt._LAID[1], CardChosen(seat=1, audience=Audience.all_but(1)))
    same_model(
        fgt._LAID_CARD[1, "fg_acorn_7"], CardChosenPrivate(seat=1, card=FACE, audience=Audience.seat(1))
    )
    assert fgt._DREW[2] is fgt._DREW[2]
    with pytest.raises(ValueError, match="frozen"):
        fgt._DREW[2].seat = 3
    with pytest.raises(TypeError):
        Shared(lambda seat: Zone())[0]  # a mutable model cannot be shared


def test_shared_steps_and_events_are_the_validated_ones_and_frozen() -> None:
    """The shared combat steps, reshuffles and Gnome passes are the models validation makes from
    the fields the engine gave their builders (the same fields set); a full table builds fresh."""
    card = "fg_acorn_7"
    play = [Play.of(1, card)]
    cases = [
        (fgt._RESHUFFLED_AT[2, 5, True], DeckReshuffled(seat=2, count=5, ghost=True)),
        (fgt._HANDED[0, 1, card], HandPassed(from_seat=0, to_seat=1, card=FACE, audience=Audience.seat(1))),
        (
            fgt._WON[1, 1, card, "highest", 4],
            CombatStep(kind="winner", level=1, plays=play, winner=1, reason="highest", value=7, count=4),
        ),
        (fgt._DUEL[0, (0, 2), 4], CombatStep(kind="duel", level=0, seats=[0, 2], value=4)),
        (fgt._JOINED_DUEL[1, (2,)], CombatStep(kind="goblins_joined", level=1, seats=[2])),
        (fgt._NO_WINNER[0, 3], CombatStep(kind="no_winner", level=0, count=3)),
        (fgt._BANISHED[0, 1, card], CombatStep(kind="dragoness_banished", level=0, plays=play)),
        (fgt._GNOME_PASSED[0, 3], CombatStep(kind="gnome_pass", level=0, seats=[0, 1, 2])),
    ]
    for shared, validated in cases:
        same_model(shared, validated)
    assert fgt._WON[1, 1, card, "highest", 4] is fgt._WON[1, 1, card, "highest", 4]
    with pytest.raises(ValidationError, match="frozen"):
        fgt._DUEL[0, (0, 2), 4].value = 5
    full = SharedUpTo(lambda n: CombatStep(kind="no_winner", level=0, count=n), 2)
    first, _, third = full[1], full[2], full[3]
    assert full[1] is first and full[3] is not third and full[3] == third and len(full) == 2


def test_shared_answers_are_the_validated_ones_and_frozen() -> None:
    """The shared answers equal the actions built by validation; ids past the shared range get
    fresh ones, equal too."""
    same_model(fgt._CHOSEN[4, "fg_acorn_7"], ChooseCard(decision_id=4, card="fg_acorn_7"))
    same_model(fgt._CHOSEN[4, None], ChooseCard(decision_id=4, card=None))
    same_model(fgt._USED[5, True], UseShapeshifter(decision_id=5, use=True))
    same_model(fgt._JOINED[6, False], JoinDuel(decision_id=6, join=False))
    same_model(fgt._REVEALED[7], Reveal(decision_id=7))
    assert fgt._CHOSEN[4, None] is fgt._CHOSEN[4, None]
    with pytest.raises(ValueError, match="frozen"):
        fgt._CHOSEN[4, None].card = "fg_acorn_7"
    far = fgt._SHARED_IDS + 1
    for cards in ([], ["fg_acorn_7"], ["fg_acorn_7", "fg_moon_3"]):
        expected = [ChooseCard(decision_id=far, card=c) for c in [*cards, None]]
        for fast, validated in zip(fgt._choice_answers(cards, far), expected, strict=True):
            same_model(fast, validated)
        assert fgt._choice_answers(cards, 4) == [ChooseCard(decision_id=4, card=c) for c in [*cards, None]]
    assert (far, None) not in fgt._CHOSEN
    engine = fg.ForestGangsEngine.new(3, 1)
    for did in (4, far):
        assert engine._answers(0, "use_shapeshifter", did) == [
            UseShapeshifter(decision_id=did, use=u) for u in (False, True)
        ]
        assert engine._answers(0, "join_duel", did) == [
            JoinDuel(decision_id=did, join=j) for j in (False, True)
        ]
        assert engine._answers(0, "reveal", did) == [Reveal(decision_id=did)]


@pytest.mark.parametrize(
    ("seats", "options"), [(2, {}), (3, {}), (5, {"ghost": True}), (6, {}), (4, {"kids2": True})]
)
def test_the_live_deal_is_the_converted_model_deal(seats: int, options: dict[str, Any]) -> None:
    """`_live_setup` builds the live twin of `build_state`'s model; `new` hands out the engine
    that dealt (its first answers cached) with the state `_new_state` deals."""
    opts = fg.ForestGangsEngine.parse_options(options)
    assert isinstance(opts, ForestGangsOptions)
    live = fg.ForestGangsEngine._live_setup(seats, 7, opts)
    assert type(live) is LiveState and all(type(z) is LiveZone for z in live.zones)
    assert state_json(live) == state_json(live_state(fg.ForestGangsEngine.build_state(seats, 7, opts)))
    engine = fg.ForestGangsEngine.new(seats, 7, options)
    assert engine.dump() == state_json(fg.ForestGangsEngine._new_state(seats, 7, opts))
    assert engine.start_events == [] and set(engine._legal_cache) == {d.id for d in engine.state.decisions}
    for seat in engine.to_act():
        assert engine.legal_actions(seat) == fg.ForestGangsEngine.load(engine.dump()).legal_actions(seat)


def test_decisions_are_shared_per_id_seat_kind_source_and_timeout() -> None:
    """`_open` hands out one decision per (id, seat, kind, source, timeout), the model
    validation makes; ids past the shared range get fresh ones, equal too."""
    one, two = fg.ForestGangsEngine.new(3, 1), fg.ForestGangsEngine.new(3, 2)
    for a, b in zip(one.state.decisions, two.state.decisions, strict=True):
        assert a is b
        same_model(a, Decision.model_validate(a.model_dump()))
    slow = fg.ForestGangsEngine.new(3, 1, {"choice_timeout_s": 45})
    assert all(d.timeout_s == 45 for d in slow.state.decisions)
    far = fg.ForestGangsEngine.new(3, 1)
    far.state.decision_seq = fgt._SHARED_IDS
    far.state.decisions = []
    far._open([0, 1], "use_shapeshifter", [])
    for d in far.state.decisions:
        assert d.id > fgt._SHARED_IDS and d not in fgt._DECISIONS.values()
        same_model(
            d,
            Decision(
                id=d.id,
                seat=d.seat,
                kind=d.kind,
                source_card=d.source_card,
                timeout_s=d.timeout_s,
                default={"kind": "use_shapeshifter", "decision_id": d.id, "use": False},
                optional=False,
            ),
        )


def test_builder_lists_are_fresh_and_defaults_shared_only_when_immutable() -> None:
    """A default list is new per instance (as validation makes it); the public audience is the
    shared frozen instance, as the Event default factory hands out."""
    a = fgt._STEP(kind="duel", level=0, seats=[0, 1], value=3)
    b = fgt._STEP(kind="duel", level=0, seats=[0, 1], value=3)
    assert a.plays == [] and a.plays is not b.plays
    assert fgt._ROUND_STARTED(round=1, loot=0).audience is PUBLIC


def test_builders_take_positions_and_refuse_bad_definitions() -> None:
    """Fixed builders take their fields by position too; unknown or missing required fields are
    refused when the builder is made, not silently left out."""
    same_model(fgt._CHOOSE(3, "fg_acorn_1"), ChooseCard(decision_id=3, card="fg_acorn_1"))
    with pytest.raises(TypeError):
        maker(ChooseCard, "decision_id", "nope")
    with pytest.raises(TypeError):
        maker(ChooseCard, "card")  # decision_id is required
    with pytest.raises(TypeError):
        fgt._CHOOSE(decision_id=3)  # a fixed builder needs every one of its fields


def test_assign_and_state_assignment_match_pydantic() -> None:
    """`assign` stores and marks fields as pydantic's `__setattr__` does; a plain assignment to a
    state model stores the value as pydantic does (same fields, same JSON)."""
    fast, slow = ForestGangsState(seats=3, seed=1), ForestGangsState(seats=3, seed=1)
    assign(fast, round=2, phase="goblin", tied=[1, 2])
    for name, value in (("round", 2), ("phase", "goblin"), ("tied", [1, 2])):
        BaseModel.__setattr__(slow, name, value)
    same_model(fast, slow)
    fast.level = 3
    BaseModel.__setattr__(slow, "level", 3)
    assert list(fast.__dict__.items()) == list(slow.__dict__.items())
    assert fast.model_dump_json() == slow.model_dump_json() and fast == slow
    zone, plain = Zone(), Zone()
    zone.in_play = "fg_acorn_3"
    BaseModel.__setattr__(plain, "in_play", "fg_acorn_3")
    assert list(zone.__dict__.items()) == list(plain.__dict__.items())
    assert zone.model_dump_json() == plain.model_dump_json() and zone == plain


def test_value_table_is_value_of() -> None:
    """The value lookup agrees with `value_of` on every card, and parses ids outside the box."""
    cards = [card for gang in GANGS for card in gang]
    assert len(cards) == 54 and all(VALUE[card] == value_of(card) for card in cards)
    assert VALUE["fg_unknown_4"] == 4


VIEWS = (CardView, SeatView)
"""The perspective's nested views."""


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_perspectives_are_what_validation_makes(seats: int) -> None:
    """build_perspective's unvalidated builders (every viewer, every step of whole random games):
    equal to the model validation makes from the same fields, the same JSON, the same fields set."""
    import random

    from engines.forest_gangs.perspective import build_perspective

    for seed in range(1, 4):
        engine = fg.ForestGangsEngine.new(seats, seed, {})
        rng = random.Random(seed)
        while engine.result is None:
            for viewer in [None, *range(seats)]:
                got = build_perspective(engine, viewer)
                again = validated_again(got, VIEWS)
                assert got == again
                assert got.model_dump_json() == again.model_dump_json()
                assert got.model_dump_json(exclude_unset=True) == again.model_dump_json(exclude_unset=True)
            actors = engine.to_act()
            seat = actors[rng.randrange(len(actors))]
            legal = engine.legal_actions(seat)
            engine.apply(seat, legal[rng.randrange(len(legal))])
        final = build_perspective(engine, 0)
        assert final == validated_again(final, VIEWS) and final.winning_zones


def test_live_twins_have_the_models_fields_and_defaults() -> None:
    """The live state and zone (state.py) are the models' twins: the same fields in the same
    order, with the same defaults."""
    for live, model in ((LiveZone, Zone), (LiveState, ForestGangsState)):
        names = [f.name for f in dataclasses.fields(live)]
        assert names == list(model.model_fields)
    assert dataclasses.asdict(LiveZone()) == Zone().model_dump()
    plain = LiveState(seats=3, seed=1)
    assert {n: getattr(plain, n) for n in ForestGangsState.model_fields} == dict(
        ForestGangsState(seats=3, seed=1)
    )


@pytest.mark.parametrize(("seats", "options"), [(2, {}), (4, {}), (5, {"ghost": True}), (3, {"kids2": True})])
def test_dump_and_conversions_agree_with_the_model(seats: int, options: dict[str, Any]) -> None:
    """At every step of random games: `dump` writes what the validated model of the same state
    writes; the live twin of that model dumps the same text; `load` plays on a live state that
    shares no list with the one it came from."""
    for seed in range(1, 4):
        engine = fg.ForestGangsEngine.new(seats, seed, options)
        rng = random.Random(seed)
        while True:
            text = engine.dump()
            model = ForestGangsState.model_validate_json(text)
            assert model.model_dump_json() == text
            assert state_json(live_state(model)) == text
            twin = live_state(engine.state)
            assert state_json(twin) == text and twin is not engine.state
            assert all(
                a.hand is not b.hand and a.deck is not b.deck
                for a, b in zip(twin.zones, engine.state.zones, strict=True)
            )
            if engine.result is not None:
                break
            actors = engine.to_act()
            if not actors:
                engine.apply(None, engine.default_action(engine.open_decisions()[-1]))
                continue
            seat = actors[rng.randrange(len(actors))]
            legal = engine.legal_actions(seat)
            engine.apply(seat, legal[rng.randrange(len(legal))])


def test_default_options_are_the_validated_defaults() -> None:
    """An empty dict of options parses to what validating it makes; anything else is validated."""
    same_model(fg.ForestGangsEngine.parse_options({}), ForestGangsOptions.model_validate({}))
    assert fg.ForestGangsEngine.parse_options({"kids1": True}) == ForestGangsOptions(kids1=True)
    assert fg.ForestGangsEngine.parse_options(None) == ForestGangsOptions()
