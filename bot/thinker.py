"""Where the hard AI thinks: off the event loop, within a deadline (issue 36).

A hard AI seat's search (`GameModule.hard_ai`) costs up to a few hundred milliseconds of CPU; run on
the event loop it would stall every other table of the process. `Thinker.choose` runs it
elsewhere and waits for it without blocking:

- `workers` > 0 (the default, `CAMPFIRE_AI_WORKERS`): in a pool of that many worker processes, so
  the search has a core of its own and the bot's loop keeps the GIL; the position travels as the
  engine's stored state (JSON), the AI's randomness as its generator's state, the answer as the
  action's JSON, decoded and applied by the session layer like a human's;
- `workers` = 0: in a thread of the bot's process (tests; a one-core host).

The search stops drawing samples at the deadline (`CAMPFIRE_AI_THINK_MS`, 250 ms by default) through
`Budget.expired`, so a decision takes the deadline plus at most one sample. Should the worker not
answer in time anyway (a broken pool, a machine far too slow), the seat plays the normal AI's move
instead and the table goes on: a table is never held up by a search.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import importlib
import logging
import multiprocessing
import random
import time
from typing import Any

from engines.base import Action, Engine, GameModule, Seat, clone, to_json
from engines.common.search import Budget

log = logging.getLogger("bot.thinker")

GRACE_S = 2.0
"""How long past the deadline the bot waits for a worker before it plays the normal AI's move."""


def _search(game: GameModule, engine: Engine[Any], seat: Seat, rng: random.Random, deadline_s: float) -> Any:
    assert game.hard_ai is not None
    end = time.perf_counter() + deadline_s
    budget = Budget(playouts=_playouts(game), expired=lambda: time.perf_counter() >= end)
    return game.hard_ai(engine, seat, rng, budget)


def _playouts(game: GameModule) -> int:
    """The game's default playouts (its search module's DEFAULT_BUDGET), the deadline on top."""
    module = importlib.import_module(game.hard_ai.__module__) if game.hard_ai is not None else None
    default = getattr(module, "DEFAULT_BUDGET", None)
    return int(getattr(default, "playouts", 256))


def _copy(rng: random.Random) -> random.Random:
    """A generator in the same state (the search's own; a fallback keeps the original)."""
    out = random.Random()
    out.setstate(rng.getstate())
    return out


def _remote(name: str, state: str, seat: Seat, rng_state: Any, deadline_s: float) -> str | None:
    """In a worker process: load the position, search, answer the action as JSON (None: wait)."""
    game: GameModule = importlib.import_module(f"engines.{name}").GAME
    engine = game.engine.load(state)
    rng = random.Random()
    rng.setstate(rng_state)  # the same stream as `_copy` gives a thread
    action = _search(game, engine, seat, rng, deadline_s)
    return None if action is None else to_json(action)


def _warm() -> int:
    """A no-op a new worker runs first, so the first real decision does not pay its start-up."""
    for name in ("bang", "bang_and_twang", "forest_gangs"):
        importlib.import_module(f"engines.{name}")
    return 0


class Thinker:
    """Runs hard AI searches off the event loop (see the module doc)."""

    def __init__(self, workers: int = 0, deadline_ms: int = 250, grace_s: float = GRACE_S) -> None:
        self.workers = workers
        self.deadline_s = deadline_ms / 1000
        self.grace_s = grace_s
        self._pool: concurrent.futures.ProcessPoolExecutor | None = None
        self.decisions = 0
        self.fallbacks = 0

    def _executor(self) -> concurrent.futures.ProcessPoolExecutor:
        if self._pool is None:
            self._pool = concurrent.futures.ProcessPoolExecutor(
                self.workers, mp_context=multiprocessing.get_context("spawn")
            )
        return self._pool

    async def start(self) -> None:
        """Start the worker processes (once, at the bot's start-up) and load the engines in them."""
        if self.workers > 0:
            loop = asyncio.get_running_loop()
            await asyncio.gather(
                *(loop.run_in_executor(self._executor(), _warm) for _ in range(self.workers))
            )

    def close(self) -> None:
        """Stop the worker processes."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    async def choose(
        self, game: GameModule, engine: Engine[Any], seat: Seat, rng: random.Random
    ) -> Action | None:
        """The hard AI's move for `seat`, searched off the loop within the deadline."""
        self.decisions += 1
        loop = asyncio.get_running_loop()
        try:
            if self.workers > 0:
                state = engine.dump()
                fut = loop.run_in_executor(
                    self._executor(),
                    _remote,
                    game.engine.name,
                    state,
                    seat,
                    rng.getstate(),
                    self.deadline_s,
                )
                raw = await asyncio.wait_for(fut, self.deadline_s + self.grace_s)
                return None if raw is None else engine.parse_action(raw)
            copy = type(engine)(clone(engine.state))  # a late thread never reads the live engine
            return await asyncio.wait_for(
                asyncio.to_thread(_search, game, copy, seat, _copy(rng), self.deadline_s),
                self.deadline_s + self.grace_s,
            )
        except (TimeoutError, concurrent.futures.process.BrokenProcessPool) as exc:
            self.fallbacks += 1
            log.warning("hard AI fell back to the normal AI game=%s seat=%s: %r", game.engine.name, seat, exc)
            if isinstance(exc, concurrent.futures.process.BrokenProcessPool):
                self.close()
            return game.choose_ai_action(engine, seat, rng)
