"""Real-time self-play for Whizz Bing Bang in virtual time (GameModule.autoplay).

Each AI plans one input per prompt with its own reaction time; inputs travel to the "bot" with a
random network delay (so they arrive out of order), and the clock advances by `Tick` only at the
engine's next deadline. Pure: no clock, no I/O; reproducible from the seed.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Callable
from typing import Any

from engines.base import Action, Event, GameModule, Seat, ai_rng
from engines.common.runner import PlayedGame
from engines.whizz_bing_bang.actions import Tick

NETWORK_DELAY_MS = (30, 350)
"""Delay between an input's Discord timestamp and its arrival at the bot, in self-play."""


def autoplay(
    game: GameModule,
    seats: int,
    seed: int,
    options: Any = None,
    *,
    on_events: Callable[[Seat | None, Action, list[Event]], None] | None = None,
    max_steps: int | None = None,
) -> PlayedGame:
    """Play one whole game with AI players in every seat, in virtual time."""
    engine: Any = game.engine.new(seats, seed, options)
    played = PlayedGame(engine)
    limit = max_steps or game.engine.max_steps
    net = random.Random(f"net:{seed}")
    inflight: list[tuple[int, int, int, Seat, Action]] = []
    asked: dict[Seat, tuple[int, int]] = {}
    seq = 0
    now = 0

    def do(seat: Seat | None, action: Action) -> None:
        events = engine.apply(seat, action)
        played.log.append((seat, action))
        played.events += len(events)
        if on_events is not None:
            on_events(seat, action, events)

    while engine.result is None and played.steps < limit:
        st = engine.state
        for s in range(seats):
            key = (st.turn, st.acted[s])
            if asked.get(s) == key:
                continue
            asked[s] = key
            a = game.choose_ai_action(engine, s, ai_rng(seed, s, played.steps))
            if a is not None:
                seq += 1
                arrival = a.at_ms + net.randint(*NETWORK_DELAY_MS)  # type: ignore[attr-defined]
                heapq.heappush(inflight, (arrival, seq, st.turn, s, a))
        tick = engine.system_actions()[0].now_ms
        if inflight and inflight[0][0] <= tick:
            arrival, _, turn, s, a = heapq.heappop(inflight)
            now = max(now, arrival)
            start = engine.phase_start_ms()
            if turn != engine.state.turn and start is not None and a.at_ms > start:  # type: ignore[attr-defined]
                continue  # not made yet when the prompt changed: the player saw the change first
            if engine._is_legal(s, a):
                do(s, a)
        else:
            now = max(now, tick)
            do(None, Tick(now_ms=now))
    return played
