"""Options, decisions, perspectives, events and text rendering of Forest Gangs (§2, §9, §11)."""

from __future__ import annotations

import random

import pytest

from engines.base import Decision, RuleViolation, to_data, visible_events
from engines.common.runner import play_ai_game
from engines.forest_gangs import GAME
from engines.forest_gangs.actions import ChooseCard, JoinDuel, Reveal, UseShapeshifter
from engines.forest_gangs.engine import ForestGangsEngine
from engines.forest_gangs.events import CardChosen, CardChosenPrivate, CardDrawn, CardsDrawn
from engines.forest_gangs.perspective import ForestGangsPerspective
from engines.forest_gangs.state import ForestGangsOptions
from tests.engines.forest_gangs.builders import answer, c, choose, decision_of, make


def test_ghost_is_forced_with_two_seats_and_default_off_otherwise():
    """§2/§11: 2 seats → the ghost plays (ghost=False refused); 3–5 default off."""
    assert ForestGangsEngine.new(2, 1).state.ghost
    assert not ForestGangsEngine.new(3, 1).state.ghost
    assert ForestGangsEngine.new(5, 1, {"ghost": True}).state.ghost
    with pytest.raises(RuleViolation) as err:
        ForestGangsEngine.new(2, 1, {"ghost": False})
    assert err.value.code == "ghost_required"


def test_ghost_not_allowed_with_six_seats():
    """§2: the ghost needs a spare gang, so not with 6 players."""
    with pytest.raises(RuleViolation) as err:
        ForestGangsEngine.new(6, 1, {"ghost": True})
    assert err.value.code == "ghost_unavailable"
    assert not ForestGangsEngine.new(6, 1).state.ghost


def test_setup_deals_one_gang_per_seat_and_ghost_rest_to_box():
    """§2 setup: 9 cards per gang; unused gangs to the box; hands refilled to 2."""
    e = ForestGangsEngine.new(3, 9, {"ghost": True})
    st = e.state
    assert len(st.zones) == 4 and len(st.box) == 18
    for z in range(3):
        assert len(st.zones[z].hand) == 2 and len(st.zones[z].deck) == 7
        assert all(x.startswith(f"fg_{['acorn', 'mushroom', 'feather'][z]}_") for x in st.zones[z].deck)
    assert len(st.zones[3].deck) == 9 and st.zones[3].hand == []


def test_decision_timeouts_come_from_options():
    """§9/§11: card choice and ability windows use the lobby timeouts; defaults reveal nothing."""
    e = make(
        3,
        options={"choice_timeout_s": 45, "ability_timeout_s": 12},
        hands={0: [c(0, 4), c(0, 1)], 1: [c(1, 7), c(1, 8)], 2: [c(2, 9), c(2, 2)]},
        decks={0: [c(0, 9)], 1: [c(1, 1)], 2: [c(2, 1)]},
    )
    assert {d.timeout_s for d in e.state.decisions} == {45}
    choose(e, {0: c(0, 4), 1: c(1, 7), 2: c(2, 9)})
    d = decision_of(e, 0)
    assert d.kind == "use_shapeshifter" and d.timeout_s == 12
    assert e.default_action(d) == UseShapeshifter(decision_id=d.id, use=False)
    assert e.legal_actions(0) == [
        UseShapeshifter(decision_id=d.id),
        UseShapeshifter(decision_id=d.id, use=True),
    ]
    assert e.legal_actions(1) == []


def test_timeout_default_plays_a_random_legal_card_via_the_system():
    """§9: on timeout the system applies ChooseCard(card=None): a random legal card."""
    e = make(3, hands={0: [c(0, 9), c(0, 1)], 1: [c(1, 8), c(1, 1)], 2: [c(2, 7), c(2, 2)]})
    d = decision_of(e, 0)
    e.apply(None, e.default_action(d))
    assert e.state.zones[0].chosen in {c(0, 9), c(0, 1)}
    assert len(e.state.zones[0].hand) == 1


def test_card_choice_events_are_split_public_and_private():
    """C7: others learn only that a card was laid; the chooser gets the face."""
    e = make(3, hands={0: [c(0, 9), c(0, 1)], 1: [c(1, 8), c(1, 1)], 2: [c(2, 7), c(2, 2)]})
    events = choose(e, {0: c(0, 9)})
    pub = [ev for ev in events if isinstance(ev, CardChosen)]
    priv = [ev for ev in events if isinstance(ev, CardChosenPrivate)]
    assert pub[0].audience.sees(1) and not pub[0].audience.sees(0)
    assert priv[0].audience.only == frozenset({0}) and priv[0].card.value == 9
    assert not visible_events(priv, None)


def test_draw_events_are_split_public_and_private():
    """C7: a draw is a public count to others and the card to the drawer only."""
    e = make(
        3,
        hands={0: [c(0, 7), c(0, 9)], 1: [c(1, 7), c(1, 8)], 2: [c(2, 1), c(2, 2)]},
        decks={0: [c(0, 1), c(0, 3)], 1: [c(1, 1), c(1, 3)], 2: [c(2, 3)]},
    )
    events = choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 1)})
    drawn = [ev for ev in events if isinstance(ev, CardDrawn)]
    counts = [ev for ev in events if isinstance(ev, CardsDrawn)]
    assert drawn and all(ev.audience.only == frozenset({ev.seat}) for ev in drawn)
    assert len(counts) == len(drawn) and all(ev.audience.hide_from == frozenset({ev.seat}) for ev in counts)


def test_perspective_shows_stage_participants_and_waiting_seats():
    """§9: the table shows who is still in the stage, who must answer, and the current combat log."""
    e = make(
        3,
        hands={0: [c(0, 7), c(0, 8)], 1: [c(1, 7), c(1, 4)], 2: [c(2, 2), c(2, 9)]},
        decks={0: [c(0, 1)], 1: [c(1, 2)], 2: [c(2, 1)]},
    )
    p = e.view_for(None)
    assert isinstance(p, ForestGangsPerspective)
    assert (
        p.round == 1 and p.phase == "choose" and p.to_choose == [0, 1, 2] and p.waiting_for == "choose_card"
    )
    choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 2)})
    p = e.view_for(None)
    assert p.phase == "goblin" and p.waiting_on == [2] and p.waiting_for == "join_duel"
    assert [s.kind for s in p.combat_log] == ["revealed", "duel"]
    assert [s.in_play.value for s in p.players] == [7, 7, 2]
    mine = e.view_for(2)
    assert [d.kind for d in mine.decisions] == ["join_duel"] and [h.value for h in mine.hand] == [9]
    answer(e, 2, False)
    p = e.view_for(None)
    assert p.round == 2 and [s.kind for s in p.last_combat][-1] == "winner"


def test_action_json_round_trip():
    """C3: actions parse back from their JSON form through the discriminated union."""
    for a in (
        ChooseCard(decision_id=3, card=None),
        ChooseCard(decision_id=3, card="fg_acorn_7"),
        UseShapeshifter(decision_id=4, use=True),
        JoinDuel(decision_id=5, join=True),
        Reveal(decision_id=6),
    ):
        assert ForestGangsEngine.parse_action(to_data(a)) == a
    with pytest.raises(RuleViolation):
        ForestGangsEngine.parse_action({"kind": "cheat"})


@pytest.mark.parametrize(("seats", "options"), [(6, {}), (2, {}), (3, {"kids2": True, "ghost": True})])
def test_text_renders_every_event_and_perspective(seats, options):
    """text.py renders perspectives, events and action menus for every viewer."""
    seen: list[str] = []

    def on_events(seat, action, events):
        for viewer in [None, *range(seats)]:
            for ev in visible_events(events, viewer):
                line = GAME.render_event(ev, viewer)
                if line:
                    seen.append(line)

    played = play_ai_game(GAME, seats, 3, options, on_events=on_events)
    assert any("wins" in s or "share" in s for s in seen)
    for viewer in [None, *range(seats)]:
        text = GAME.render_perspective(played.engine.view_for(viewer))
        assert "Forest Gangs" in text
    e = GAME.engine.new(seats, 3, options)
    p = e.view_for(0)
    for a in e.legal_actions(0):
        assert GAME.describe_action(a, p)


def test_describe_action_texts():
    """Menu labels are short and name the card."""
    assert GAME.describe_action(ChooseCard(decision_id=1, card="fg_moon_7"), None) == "Play Gnome (7)"
    assert (
        GAME.describe_action(ChooseCard(decision_id=1), None) == "Play a card at random (what a timeout does)"
    )
    assert GAME.describe_action(UseShapeshifter(decision_id=1, use=True), None) == "Use the Shapeshifter"
    assert GAME.describe_action(JoinDuel(decision_id=1, join=False), None) == "Stay out"


def test_from_position_starts_the_round_of_a_built_state():
    """A state built by hand (no round started) is run to its first decisions: the refill to two
    cards, then every seat's choice; the start's events are kept."""
    state = ForestGangsEngine.build_state(3, 5, ForestGangsOptions())
    engine = ForestGangsEngine.from_position(state)
    st = engine.state
    assert st.round == 1 and st.phase == "choose"
    assert [len(z.hand) for z in st.zones] == [2, 2, 2]
    assert sorted(d.seat for d in st.decisions) == [0, 1, 2]
    assert {d.kind for d in st.decisions} == {"choose_card"}
    assert [e.kind for e in engine.start_events][:1] == ["round_started"]
    assert engine.to_act() == [0, 1, 2]


def test_answers_of_each_kind_of_decision():
    """A choice's answers are the legal cards (a held Frog first of all, §5.6), then the random
    pick (the default) last; an ability's are "no" (the default), then "yes"; a reveal has one.
    Each decision's default is its first answer but for a choice, whose is the random pick."""
    e = make(
        3,
        hands={0: [c(0, 7), c(0, 5)], 1: [c(1, 6), c(1, 8)], 2: [c(2, 2), c(2, 9)]},
        decks={0: [c(0, 1)], 1: [c(1, 2)], 2: [c(2, 1)]},
    )
    d = decision_of(e, 0)
    assert e.legal_actions(0) == [ChooseCard(decision_id=d.id, card=x) for x in (c(0, 7), c(0, 5), None)]
    assert d.default == {"kind": "choose_card", "decision_id": d.id, "card": None}
    assert d.timeout_s == 60 and d.source_card is None
    frog = decision_of(e, 1)
    assert e.legal_actions(1) == [ChooseCard(decision_id=frog.id, card=x) for x in (c(1, 6), None)]
    for kind, answers in (
        (
            "use_shapeshifter",
            [UseShapeshifter(decision_id=9, use=False), UseShapeshifter(decision_id=9, use=True)],
        ),
        ("join_duel", [JoinDuel(decision_id=9, join=False), JoinDuel(decision_id=9, join=True)]),
        ("reveal", [Reveal(decision_id=9)]),
    ):
        asked = Decision(id=9, seat=0, kind=kind, timeout_s=20, default=to_data(answers[0]))
        assert e.answers(asked) == answers
        assert e.default_action(asked) == answers[0]


def test_decisions_follow_the_options_timeouts():
    """Choices wait `choice_timeout_s`, abilities `ability_timeout_s` and name the card that asks."""
    slow = ForestGangsEngine.new(3, 1, {"choice_timeout_s": 45})
    assert all(d.timeout_s == 45 and d.kind == "choose_card" for d in slow.state.decisions)
    e = make(
        3,
        hands={0: [c(0, 7), c(0, 8)], 1: [c(1, 7), c(1, 9)], 2: [c(2, 2), c(2, 9)]},
        decks={0: [c(0, 1)], 1: [c(1, 2)], 2: [c(2, 1)]},
        options={"ability_timeout_s": 15},
    )
    choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 2)})
    (d,) = e.state.decisions
    assert (d.seat, d.kind, d.timeout_s, d.source_card) == (2, "join_duel", 15, c(2, 2))
    assert d.default == {"kind": "join_duel", "decision_id": d.id, "join": False}


@pytest.mark.parametrize(("seats", "options"), [(2, {}), (4, {}), (5, {"ghost": True}), (3, {"kids2": True})])
def test_state_text_round_trips_at_every_step(seats, options):
    """At every step of random games the state's text loads back to the same text, and an
    engine loaded from it lists the same answers."""
    for seed in range(1, 3):
        engine = ForestGangsEngine.new(seats, seed, options)
        rng = random.Random(seed)
        while engine.result is None:
            text = engine.dump()
            again = ForestGangsEngine.load(text)
            assert again.dump() == text and again.state == engine.state
            actors = engine.to_act()
            for seat in actors:
                assert again.legal_actions(seat) == engine.legal_actions(seat)
            seat = actors[rng.randrange(len(actors))]
            legal = engine.legal_actions(seat)
            engine.apply(seat, legal[rng.randrange(len(legal))])
        assert ForestGangsEngine.load(engine.dump()).dump() == engine.dump()


def test_parse_options():
    """No options and an empty dict are the defaults; anything else is validated."""
    assert (
        ForestGangsEngine.parse_options({}) == ForestGangsOptions() == ForestGangsEngine.parse_options(None)
    )
    assert ForestGangsEngine.parse_options({"kids1": True}) == ForestGangsOptions(kids1=True)
    with pytest.raises(ValueError):
        ForestGangsEngine.parse_options({"kids1": "maybe"})
    with pytest.raises(ValueError):
        ForestGangsEngine.parse_options({"nope": 1})
