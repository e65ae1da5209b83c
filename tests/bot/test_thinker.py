"""Issue 36: the hard AI searches off the event loop, within its deadline (`bot.thinker`).

- in a worker process and in a thread it gives the very move the search gives when called directly
  with the same generator and budget (the position travels as the stored state, the answer as JSON);
- the deadline reaches the search as `Budget.expired` (the search stops drawing samples);
- a search that does not answer in time is replaced by the normal AI's move (the table goes on).
No time is asserted: only what was answered and by whom.
"""

from __future__ import annotations

import dataclasses
import random
import time
from typing import Any

from bot.thinker import Thinker
from engines.base import ai_rng, clone
from engines.common.search import Budget
from engines.forest_gangs import GAME
from engines.forest_gangs.search import DEFAULT_BUDGET, candidates


def position() -> tuple[Any, int]:
    """A Forest Gangs opening where seat 0 has several cards worth comparing."""
    engine = GAME.engine.new(3, 11, {})
    seat = next(s for s in engine.to_act() if len(candidates(engine, s)) >= 2)
    return engine, seat


def direct(engine: Any, seat: int) -> Any:
    """The hard AI's move called on the loop, with the full default budget."""
    assert GAME.hard_ai is not None
    return GAME.hard_ai(engine, seat, ai_rng(11, seat, 0), Budget(playouts=DEFAULT_BUDGET.playouts))


async def test_a_worker_process_and_a_thread_answer_the_searchs_own_move() -> None:
    engine, seat = position()
    before = engine.dump()
    expected = direct(engine, seat)
    for workers in (1, 0):
        thinker = Thinker(workers=workers, deadline_ms=60_000)  # no cut: the whole playout budget
        try:
            await thinker.start()
            got = await thinker.choose(GAME, engine, seat, ai_rng(11, seat, 0))
        finally:
            thinker.close()
        assert got == expected, workers
        assert got in engine.legal_actions(seat)
        assert (thinker.decisions, thinker.fallbacks) == (1, 0)
    assert engine.dump() == before  # the live engine is never touched by the search


async def test_the_deadline_reaches_the_search_as_its_stop_signal() -> None:
    seen: list[bool] = []

    def patient(engine: Any, seat: int, rng: random.Random, budget: Budget | None = None) -> Any:
        assert budget is not None and budget.expired is not None
        while not budget.expired():  # a search draws samples until the deadline says stop
            seen.append(False)
            time.sleep(0.001)
        seen.append(True)
        return GAME.choose_ai_action(engine, seat, rng)

    game = dataclasses.replace(GAME, hard_ai=patient)
    engine, seat = position()
    thinker = Thinker(workers=0, deadline_ms=30)
    action = await thinker.choose(game, engine, seat, random.Random(1))
    assert seen[-1] is True and action in engine.legal_actions(seat)
    assert thinker.fallbacks == 0


async def test_a_search_past_its_deadline_gives_way_to_the_normal_ai() -> None:
    def stuck(engine: Any, seat: int, rng: random.Random, budget: Budget | None = None) -> Any:
        time.sleep(0.5)  # ignores its stop signal
        return None

    game = dataclasses.replace(GAME, hard_ai=stuck)
    engine, seat = position()
    rng = random.Random(5)
    expected = GAME.choose_ai_action(clone_engine(engine), seat, copy_of(rng))
    thinker = Thinker(workers=0, deadline_ms=20, grace_s=0.05)
    action = await thinker.choose(game, engine, seat, rng)
    assert action == expected and thinker.fallbacks == 1


def clone_engine(engine: Any) -> Any:
    return type(engine)(clone(engine.state))


def copy_of(rng: random.Random) -> random.Random:
    out = random.Random()
    out.setstate(rng.getstate())
    return out
