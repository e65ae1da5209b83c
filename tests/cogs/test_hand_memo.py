"""A hand is drawn again only when something it shows changed (`bot.ui.KeptHands`).

`BangCog.hand` and `BangAndTwangCog.hand` keep the last hand of a seat with nothing to answer
under their `waiting_hand_key`, and `ForestGangsCog.hand` every hand under `hand_key` (all read
from the engine without a perspective). These tests play whole random games and check, at every step and for every
seat, that the kept hand is the hand the renderer draws from scratch: a key that left out something
the hand shows would hand out a stale DM here.
"""

from __future__ import annotations

import dataclasses
import random
from types import SimpleNamespace
from typing import Any

import pytest

from bot.storage import SessionRecord
from cogs.bang import render
from cogs.bang.cog import BangCog, due_of, waiting_hand_key
from cogs.bang_and_twang import render as bt_render
from cogs.bang_and_twang.cog import BangAndTwangCog
from cogs.bang_and_twang.cog import waiting_hand_key as bt_waiting_key
from cogs.forest_gangs import render as fg_render
from cogs.forest_gangs.cog import ForestGangsCog
from cogs.forest_gangs.cog import hand_key as fg_hand_key
from engines.bang.engine import BangEngine
from engines.bang.perspective import build_perspective
from engines.bang_and_twang.engine import BangAndTwangEngine
from engines.bang_and_twang.perspective import build_perspective as bt_perspective
from engines.forest_gangs.engine import ForestGangsEngine
from engines.forest_gangs.perspective import build_perspective as fg_perspective
from tests.cogs.test_bang_render import record

CONFIGS = [(4, {}), (7, {"expansion": "armed_and_dangerous"}), (5, {"expansion": "armed_and_dangerous"})]


def fresh_digest(rec: SessionRecord, engine: BangEngine, seat: int) -> str:
    """The hand drawn from scratch (a new perspective, no memo)."""
    p = build_perspective(engine, seat)
    return render.hand(rec, p, engine.legal_actions(seat), seat, due_of(rec, p)).digest()


def play(engine: Any, seed: int, on_step: Any, rec: SessionRecord | None = None) -> None:
    """A whole random game, `on_step(engine)` at every position; with `rec`, the record's deadlines
    follow the open decisions, as the session manager's do."""
    rng = random.Random(seed)
    for _ in range(3000):
        if rec is not None:
            rec.deadlines = {f"d{d.id}": 1_000_000.0 + 7 * d.id for d in engine.state.decisions}
        on_step(engine)
        if engine.result is not None:
            return
        actors = engine.to_act()
        if not actors:  # a timer's turn (Bang & Twang's reaction windows): the system acts
            open_ = engine.open_decisions()
            engine.apply(None, engine.default_action(open_[-1]) if open_ else engine.system_actions()[0])
            continue
        seat = rng.choice(actors)
        legal = engine.legal_actions(seat)
        engine.apply(seat, legal[rng.randrange(len(legal))])


@pytest.mark.parametrize(("seats", "options"), CONFIGS)
def test_positions_with_the_same_waiting_key_draw_the_same_hand(seats: int, options: dict[str, Any]) -> None:
    """Equal keys, equal hands, over every position of three whole games; and the key does repeat
    (most positions leave most waiting hands as they were, which is what the memo is for)."""
    rec = record(seats)
    drawn: dict[tuple[Any, ...], str] = {}
    last: dict[int, tuple[Any, ...]] = {}
    counts = {"waiting": 0, "unchanged": 0, "deciding": 0}

    def check(engine: BangEngine) -> None:
        for seat in range(seats):
            key = waiting_hand_key(rec, engine, seat)
            if key is None:
                counts["deciding"] += 1
                assert any(d.seat == seat for d in engine.state.decisions)
                continue
            counts["waiting"] += 1
            counts["unchanged"] += last.get(seat) == key
            last[seat] = key
            digest = fresh_digest(rec, engine, seat)
            assert drawn.setdefault(key, digest) == digest, (seat, key)

    for seed in (1, 2, 3):
        last.clear()
        play(BangEngine.new(seats, seed, options), seed, check)
    assert counts["deciding"] > 0
    assert counts["unchanged"] > counts["waiting"] // 3, counts


@pytest.mark.parametrize(("seats", "options"), CONFIGS[:2])
def test_the_cog_hands_out_the_kept_hand_only_while_it_is_unchanged(
    seats: int, options: dict[str, Any]
) -> None:
    """`BangCog.hand` (what the presenter calls for every DM) equals a hand drawn from scratch at
    every step, for every seat, including the steps where it handed out the kept one."""
    cog = BangCog(SimpleNamespace(sessions=None, presenter=None))
    rec = record(seats)
    kept = {"hits": 0}

    def check(engine: BangEngine) -> None:
        for seat in range(seats):
            key = waiting_hand_key(rec, engine, seat)
            before = cog.kept_hands.get(rec.id, seat, key) if key is not None else None
            got = cog.hand(rec, engine, seat, dm=True)
            assert got is not None
            if before is not None and got is before:
                kept["hits"] += 1
            assert got.digest() == fresh_digest(rec, engine, seat)

    play(BangEngine.new(seats, 4, options), 4, check)
    assert kept["hits"] > 0


def test_a_renamed_or_ai_seat_is_drawn_again() -> None:
    """The names are part of what a hand shows (its title, the distances): a seat an AI took over
    (🤖 before its name) changes every other hand's key."""
    engine = BangEngine.new(4, 5, {})
    rec = record(4)
    waiting = next(s for s in range(4) if waiting_hand_key(rec, engine, s) is not None)
    before = waiting_hand_key(rec, engine, waiting)
    rec.seats[(waiting + 1) % 4].ai = True
    assert waiting_hand_key(rec, engine, waiting) != before


# ---- Forest Gangs: every hand, deciding or not, is kept under `hand_key`
def fg_record(seats: int) -> SessionRecord:
    return dataclasses.replace(record(seats), game="forest_gangs")


def fg_fresh_digest(rec: SessionRecord, engine: ForestGangsEngine, seat: int) -> str:
    return fg_render.hand(rec, fg_perspective(engine, seat), seat).digest()


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_forest_gangs_positions_with_the_same_key_draw_the_same_hand(seats: int) -> None:
    """Equal `hand_key`s, equal hands, at every position of three whole games, and the cog's kept
    hand is the one drawn from scratch (including each time it handed out the kept one)."""
    rec = fg_record(seats)
    cog = ForestGangsCog(SimpleNamespace(sessions=None, presenter=None))
    drawn: dict[tuple[Any, ...], str] = {}
    kept = {"hits": 0, "hands": 0}

    def check(engine: ForestGangsEngine) -> None:
        for seat in range(seats):
            key = fg_hand_key(rec, engine, seat)
            digest = fg_fresh_digest(rec, engine, seat)
            assert drawn.setdefault(key, digest) == digest, (seat, key)
            before = cog.kept_hands.get(rec.id, seat, key)
            got = cog.hand(rec, engine, seat, dm=True)
            assert got is not None and got.digest() == digest
            kept["hands"] += 1
            kept["hits"] += got is before

    for seed in (1, 2, 3):
        play(ForestGangsEngine.new(seats, seed, {}), seed, check, rec)
    assert kept["hits"] > kept["hands"] // 8, kept


def test_forest_gangs_a_new_deadline_draws_the_hand_again() -> None:
    """The hand shows its decision's countdown: a deadline that moved changes the key."""
    rec = fg_record(4)
    engine = ForestGangsEngine.new(4, 1, {})
    d = engine.state.decisions[0]
    rec.deadlines = {f"d{d.id}": 100.0}
    before = fg_hand_key(rec, engine, d.seat)
    rec.deadlines = {f"d{d.id}": 160.0}
    assert fg_hand_key(rec, engine, d.seat) != before


# ---- Bang & Twang: the hand of a seat with nothing to answer is kept under `waiting_hand_key`
def bt_record(seats: int) -> SessionRecord:
    return dataclasses.replace(record(seats), game="bang_and_twang")


def bt_fresh_digest(rec: SessionRecord, engine: BangAndTwangEngine, seat: int) -> str:
    return bt_render.hand(rec, bt_perspective(engine, seat), seat, engine.legal_actions(seat)).digest()


@pytest.mark.parametrize(
    ("seats", "options"), [(2, {}), (4, {"tune_set": "blue_square"}), (6, {"tune_mode": "wondertunes"})]
)
def test_bang_and_twang_positions_with_the_same_waiting_key_draw_the_same_hand(
    seats: int, options: dict[str, Any]
) -> None:
    """Equal keys, equal hands, at every position of three whole games for every waiting seat;
    the cog hands out a hand equal to the one drawn from scratch for every seat, including each
    time it handed out the kept one; and the key does repeat (most clicks leave most hands as
    they were)."""
    rec = bt_record(seats)
    cog = BangAndTwangCog(SimpleNamespace(sessions=None, presenter=None))
    drawn: dict[tuple[Any, ...], str] = {}
    counts = {"waiting": 0, "deciding": 0, "hits": 0}

    def check(engine: BangAndTwangEngine) -> None:
        for seat in range(seats):
            key = bt_waiting_key(rec, engine, seat)
            digest = bt_fresh_digest(rec, engine, seat)
            if key is None:
                counts["deciding"] += 1
                assert any(d.seat == seat for d in engine.state.decisions)
            else:
                counts["waiting"] += 1
                assert drawn.setdefault(key, digest) == digest, (seat, key)
            before = cog.kept_hands.get(rec.id, seat, key) if key is not None else None
            got = cog.hand(rec, engine, seat, dm=True)
            assert got is not None and got.digest() == digest
            counts["hits"] += before is not None and got is before

    for seed in (1, 2, 3):
        play(BangAndTwangEngine.new(seats, seed, options), seed, check, rec)
    assert counts["deciding"] > 0
    assert counts["hits"] > counts["waiting"] // 3, counts


def test_bang_and_twang_a_renamed_seat_is_drawn_again() -> None:
    """The seat's name is in its hand's footer: a new name changes the key."""
    rec = bt_record(3)
    engine = BangAndTwangEngine.new(3, 1, {})
    waiting = next(s for s in range(3) if bt_waiting_key(rec, engine, s) is not None)
    before = bt_waiting_key(rec, engine, waiting)
    rec.seats[waiting].name = "Renamed"
    assert bt_waiting_key(rec, engine, waiting) != before
