"""The hard Bang & Twang AI cannot see what it must not see (issue 36, "fair by construction"; R18).

Positions come from whole AI games at every seat count (2-6), every tune set, Double tune, random
and custom Wondertunes, open hands, both directions, both tie rules and both starting riffs, plus
built positions with a guarded bank, a Stage Dive reveal, a handed-over card and a Peek and Pinch
prompt. At each, everything R18 hides from the seat (the draw pile, the other hands but their
known cards, the other banks but the cards banked in the current action and the ones it peeks at,
which copy of a tune name random Wondertunes put in the deck, others' answers in an open reaction
window, the seed and draw count) is scrambled in a way the seat's view cannot tell apart (asserted:
the view's JSON is unchanged); the determinization must then be the same, and so must the search's
decision (same seed, same budget). A hard AI game replays exactly from the same seeds.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engines.bang_and_twang import GAME
from engines.bang_and_twang.actions import ChooseSeat, PlayTune
from engines.bang_and_twang.board import GUARDS, WINDOW_CARDS
from engines.bang_and_twang.engine import BangAndTwangEngine
from engines.bang_and_twang.search import (
    BANKABLE,
    DEFAULT_BUDGET,
    NAME,
    SimEngine,
    candidates,
    choose_hard_action,
    determinize,
    rollout_policy,
)
from engines.bang_and_twang.state import ALL_SETS, ReactAnswer
from engines.base import ai_rng, clone, to_json
from engines.common.search import Budget
from tests.engines.bang_and_twang.builders import answer, build
from tests.engines.search_fairness import assert_blind_decisions, game_positions

SETUPS: list[tuple[int, dict]] = [
    (2, {}),
    (3, {"tune_set": "red_triangle", "starting_riff": "TTT"}),
    (4, {"tune_set": "blue_square", "direction": "anticlockwise"}),
    (5, {"tune_set": "yellow_star", "tie": "most_banked_cards"}),
    (6, {"tune_set": "purple_diamond", "starting_riff": "BBB"}),
    (3, {"tune_set": "orange_heart", "first_player": 2}),
    (2, {"tune_set": "red_triangle"}),
    (2, {"tune_set": "blue_square", "open_hands": True}),
    (4, {"tune_mode": "double", "tune_set": "red_triangle"}),
    (5, {"tune_mode": "double", "tune_set": "blue_square", "second_tune_set": "yellow_star"}),
    (6, {"tune_mode": "wondertunes"}),
    (3, {"tune_mode": "wondertunes", "wondertunes_pool": ["red_triangle", "orange_heart"]}),
    (
        4,
        {
            "tune_mode": "wondertunes",
            "wondertunes_mode": "custom",
            "wondertunes_cards": ["U5", "U6", "U7", "U8", "K5", "O4", "O2", "Y5"],
        },
    ),
]


def test_the_setups_cover_every_seat_count_and_tune_option() -> None:
    """Issue 36 asks for every seat count and tune set/option the engine supports."""
    seats = {n for n, _ in SETUPS}
    assert seats == set(range(BangAndTwangEngine.min_seats, BangAndTwangEngine.max_seats + 1))
    sets = {o.get("tune_set", "green_circle") for _, o in SETUPS}
    assert sets == set(ALL_SETS)
    modes = {(o.get("tune_mode", "single"), o.get("wondertunes_mode", "random")) for _, o in SETUPS}
    assert {m for m, _ in modes} == {"single", "double", "wondertunes"}
    assert ("wondertunes", "custom") in modes and ("wondertunes", "random") in modes
    assert any(o.get("open_hands") for _, o in SETUPS)
    assert any(o.get("direction") == "anticlockwise" for _, o in SETUPS)
    assert any(o.get("tie") == "most_banked_cards" for _, o in SETUPS)


def _marked(engine: BangAndTwangEngine, seat: int) -> set[str]:
    """Cards `seat` may place (revealed, or handed over by it): R18."""
    st = engine.state
    return set(st.revealed) | {c for g, c in st.known if g == seat}


def scrambled(engine: BangAndTwangEngine, seat: int, rng: random.Random) -> BangAndTwangEngine:
    """The true state with what R18 hides from `seat` shuffled (sizes, guards and the seat's
    knowledge kept), random copies of tune names swapped with the box, other answers to an open
    window made up, the seed and draw count redrawn."""
    st = clone(engine.state)
    cur = st.current
    ctx = cur.tune if cur is not None else None
    marked = _marked(engine, seat)
    # every hidden place: ("draw"|"hand"|"bank", seat, index)
    places: list[tuple[str, int, int]] = [("draw", -1, i) for i in range(len(st.draw))]
    for t in range(st.seats):
        if t == seat:
            continue
        if not st.options.open_hands:
            places += [("hand", t, i) for i, c in enumerate(st.hands[t]) if c not in marked]
        public = {c for s, c in (cur.banked if cur is not None else []) if s == t}
        if ctx is not None and ctx.seat == seat and ctx.target == t:
            public |= set(ctx.peek)
        places += [("bank", t, i) for i, c in enumerate(st.banks[t]) if c not in public]

    def zone(p: tuple[str, int, int]) -> list[str]:
        return st.draw if p[0] == "draw" else st.hands[p[1]] if p[0] == "hand" else st.banks[p[1]]

    def allowed(p: tuple[str, int, int], c: str) -> bool:
        if p[0] == "bank":
            if c not in BANKABLE:
                return False
            bank = st.banks[p[1]]
            return p[2] != len(bank) - 1 or (c in GUARDS) == (bank[-1] in GUARDS)
        return c not in marked  # a known card sits in a hand the seat sees, never hidden

    for _ in range(300):
        a, b = rng.choice(places), rng.choice(places)
        ca, cb = zone(a)[a[2]], zone(b)[b[2]]
        if allowed(a, cb) and allowed(b, ca):
            zone(a)[a[2]], zone(b)[b[2]] = cb, ca
    if st.options.tune_mode == "wondertunes" and st.options.wondertunes_mode == "random":
        for p in places:  # a hidden copy swaps places with its twin in the box
            c = zone(p)[p[2]]
            twin = next((x for x in st.box if x != c and NAME.get(x) == NAME.get(c)), None)
            if twin is not None and rng.random() < 0.5:
                zone(p)[p[2]] = twin
                st.box[st.box.index(twin)] = c
                st.deck_tunes[st.deck_tunes.index(c)] = twin
    if st.window is not None:  # others' secret answers: any reaction the rules allow
        waiting = {d.seat for d in st.decisions}
        for t in st.window.order:
            held = [c for c in st.hands[t] if c in WINDOW_CARDS[st.window.kind]]
            if t != seat and t not in waiting and held and rng.random() < 0.5:
                st.window.reacts.append(ReactAnswer(seat=t, card=held[0]))
    others = [t for t in range(st.seats) if t != seat]
    hidden = [zone(p)[p[2]] for p in places]
    if hidden:
        st.known.append((rng.choice(others), rng.choice(hidden)))
    st.seed = rng.getrandbits(64)
    st.rng_draws = rng.randrange(1000)
    other = BangAndTwangEngine(st)
    assert to_json(other.view_for(seat)) == to_json(engine.view_for(seat))
    return other


def positions(seats: int, options: dict, seed: int):
    """(engine, seat) at every decision with a real choice in one AI game (the engine moves on)."""
    engine = BangAndTwangEngine.new(seats, seed, options)
    return game_positions(GAME, engine, seed, lambda e, s: len(e.legal_actions(s)) >= 2, 600)


def _names(census: Counter[str]) -> Counter[str]:
    return Counter(NAME.get(c, c) for c in census.elements())


def _check_determinization(engine: BangAndTwangEngine, seat: int, k: int) -> None:
    world = determinize(engine, seat, random.Random(7))
    assert to_json(world.view_for(seat)) == to_json(engine.view_for(seat))
    opts = engine.state.options
    if opts.tune_mode == "wondertunes" and opts.wondertunes_mode == "random":
        assert _names(world.census()) == _names(engine.census())
        assert set(world.state.deck_tunes) == {c for c in world.census() if c in NAME} - set(world.state.box)
    else:
        assert world.census() == engine.census()
    other = scrambled(engine, seat, random.Random(k))
    again = determinize(other, seat, random.Random(7))
    assert to_json(again.state) == to_json(world.state)


@pytest.mark.parametrize(("seats", "options"), SETUPS)
def test_the_determinization_reads_only_the_seats_knowledge(seats: int, options: dict) -> None:
    """Every sampled world shows the seat the very view it has, holds the same cards (up to which
    copy of a tune name, random Wondertunes), and is the same whatever the hidden truth is."""
    checked = 0
    for seed in range(3):
        for engine, seat in positions(seats, options, seed):
            _check_determinization(engine, seat, checked)
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize(("seats", "options"), SETUPS)
def test_the_search_decision_does_not_change_when_the_hidden_cards_do(seats: int, options: dict) -> None:
    """Same position as the seat sees it, same seed and budget: the same action, whatever is hidden."""
    budget = Budget(playouts=24)
    assert_blind_decisions(
        positions(seats, options, seed=11),
        lambda engine, seat, rng: choose_hard_action(engine, seat, rng, budget),
        scrambled,
        limit=6,
        worth=lambda engine, seat: len(candidates(engine, seat)) >= 2,
    )


def _built_positions() -> list[tuple[BangAndTwangEngine, int]]:
    """Positions AI games seldom reach: a guarded bank and a Stage Dive reveal in the other
    hand, a card the seat handed over, the seat's Peek and Pinch prompt."""
    guarded = build(
        3,
        hands=[["S01", "K7", "S05"], ["S03", "S07"], ["S09", "S11"]],
        banks=[["S02"], ["S04", "K5"], ["S06", "S08", "S10"]],
        draw=["S12", "S13", "S14", "S15", "S16", "K6"],
        riff="TTB",
        revealed=["S07"],
        known=[(0, "S09")],
    )
    peek = build(
        2,
        hands=[["K7", "S13"], ["S04", "S09"]],
        banks=[["S05"], ["S01", "S02", "S03"]],
        draw=["S10", "S12", "S16", "S08", "K2"],
    )
    answer(peek, 0, PlayTune, card="K7")
    if peek.state.decisions[0].kind == "choose_target":
        answer(peek, 0, ChooseSeat, seat=1)
    assert peek.view_for(0).prompt.peek
    return [(guarded, 0), (peek, 0)]


def test_built_positions_keep_the_seats_knowledge() -> None:
    """A guarded bank stays guarded (its top a Lock the Case), a revealed or handed-over card stays
    in its hand, the peeked cards stay on top of the peeked bank; nothing else is read."""
    for k, (engine, seat) in enumerate(_built_positions()):
        for j in range(5):
            _check_determinization(engine, seat, 10 * k + j)
        world = determinize(engine, seat, random.Random(5))
        assert world.guarded(1) == engine.guarded(1)
        want = choose_hard_action(engine, seat, random.Random(3), Budget(playouts=24))
        other = scrambled(engine, seat, random.Random(k))
        assert choose_hard_action(other, seat, random.Random(3), Budget(playouts=24)) == want


@pytest.mark.parametrize(("seats", "options"), SETUPS[::3])
def test_the_playouts_play_the_normal_ai_move_for_move(seats: int, options: dict) -> None:
    """The playouts' policy (light view, tables) is the heuristic itself: the same move and the
    same draws from the AI's random stream, also on the playouts' engine."""
    for seed in range(2):
        for engine, seat in positions(seats, options, seed):
            sim = SimEngine(clone(engine.state))
            for k in range(2):
                r1, r2 = random.Random(k), random.Random(k)
                assert rollout_policy(sim, seat, r2) == GAME.choose_ai_action(engine, seat, r1)
                assert r1.random() == r2.random()


def _hard_game(seats: int, seed: int, hard: int) -> tuple[list[str], str]:
    """One game, seat `hard` searching on a small playout budget: its actions and final state."""
    engine = BangAndTwangEngine.new(seats, seed, {"tune_set": "red_triangle"})
    log: list[str] = []
    step = 0
    while engine.result is None and step < 600:
        for seat in engine.to_act():
            rng = ai_rng(seed, seat, step)
            if seat == hard:
                action = choose_hard_action(engine, seat, rng, Budget(playouts=16))
            else:
                action = GAME.choose_ai_action(engine, seat, rng)
            if action is not None:
                engine.apply(seat, action)
                log.append(f"{seat}:{to_json(action)}")
                break
        else:
            engine.apply(None, engine.default_action(engine.open_decisions()[-1]))
        step += 1
    assert engine.result is not None
    return log, to_json(engine.state)


def test_a_hard_ai_game_replays_exactly_from_the_same_seeds() -> None:
    """Issue 36: the search's randomness is the AI's own seed stream, so a game replays."""
    assert GAME.hard_ai is choose_hard_action
    assert DEFAULT_BUDGET.playouts > 0
    assert _hard_game(3, 5, 1) == _hard_game(3, 5, 1)
