"""A BANG! hand with nothing to answer is drawn again only when something it shows changed.

`BangCog.hand` keeps the last hand of such a seat under `waiting_hand_key` (read from the engine
without a perspective). These tests play whole random games and check, at every step and for every
seat, that the kept hand is the hand the renderer draws from scratch: a key that left out something
the hand shows would hand out a stale DM here.
"""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest

from bot.storage import SessionRecord
from cogs.bang import render
from cogs.bang.cog import BangCog, due_of, waiting_hand_key
from engines.bang.perspective import build_perspective
from engines.bang.rules import BangEngine
from tests.cogs.test_bang_render import record

CONFIGS = [(4, {}), (7, {"expansion": "armed_and_dangerous"}), (5, {"expansion": "armed_and_dangerous"})]


def fresh_digest(rec: SessionRecord, engine: BangEngine, seat: int) -> str:
    """The hand drawn from scratch (a new perspective, no memo)."""
    p = build_perspective(engine, seat)
    return render.hand(rec, p, engine.legal_actions(seat), seat, due_of(rec, p)).digest()


def play(seats: int, options: dict[str, Any], seed: int, on_step: Any) -> None:
    engine = BangEngine.new(seats, seed, options)
    rng = random.Random(seed)
    for _ in range(3000):
        on_step(engine)
        if engine.result is not None:
            return
        seat = rng.choice(engine.to_act())
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
        play(seats, options, seed, check)
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
            before = cog._waiting_hands.get((rec.id, seat))
            got = cog.hand(rec, engine, seat, dm=True)
            assert got is not None
            if before is not None and got is before[1]:
                kept["hits"] += 1
            assert got.digest() == fresh_digest(rec, engine, seat)

    play(seats, options, 4, check)
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
