"""The three strengths of an AI seat (issue 36): easy, normal, hard.

- *normal* is the game's heuristic (`GameModule.choose_ai_action`);
- *easy* is the game's own `easy_ai` when it words one (Whizz Bing Bang reacts slower and errs
  more), otherwise the heuristic that now and then (`EASY_SLIPS` of its moves) plays some other
  legal move instead: a beginner who knows the rules but not yet the game;
- *hard* is the game's search (`GameModule.hard_ai`, `engines.common.search`): it samples what it
  cannot see from what it may know and looks ahead; a game without one plays its heuristic.

Pure like every engine module: the randomness is the caller's `rng` (the AI's own seed stream), a
deadline comes in the search's `Budget.expired`.
"""

from __future__ import annotations

import random
from typing import Any

from engines.base import Action, Engine, GameModule, Seat

STRENGTHS = ("easy", "normal", "hard")
"""The strengths, weakest first; stored per AI seat (`SeatInfo.strength`)."""

DEFAULT_STRENGTH = "normal"

EASY_SLIPS = 0.3
"""The share of the easy AI's decisions (where it has a choice) it plays a random legal move."""


def easy_action(game: GameModule, engine: Engine[Any], seat: Seat, rng: random.Random) -> Action | None:
    """The easy AI's move: the game's own easy AI, or the heuristic with slips."""
    if game.easy_ai is not None:
        return game.easy_ai(engine, seat, rng)
    action = game.choose_ai_action(engine, seat, rng)
    if action is None or rng.random() >= EASY_SLIPS:
        return action
    legal = engine.legal_actions(seat)
    return rng.choice(legal) if legal else action


def searches(game: GameModule, strength: str | None) -> bool:
    """Whether a seat of `strength` runs a search (the bot runs those off the event loop)."""
    return strength == "hard" and game.hard_ai is not None


def choose(
    game: GameModule,
    strength: str | None,
    engine: Engine[Any],
    seat: Seat,
    rng: random.Random,
    budget: Any = None,
) -> Action | None:
    """The move of an AI seat of `strength` (None or an unknown name: normal)."""
    if strength == "easy":
        return easy_action(game, engine, seat, rng)
    if strength == "hard" and game.hard_ai is not None:
        return game.hard_ai(engine, seat, rng, budget)
    return game.choose_ai_action(engine, seat, rng)
