"""The engine registry used by the bot, the terminal and the simulator alike (docs/ARCHITECTURE.md C1.5).

Games are imported lazily by name so that `import engines` stays cheap and one game's import
error cannot hide another game.
"""

from __future__ import annotations

import importlib
import importlib.util
from functools import cache

from engines.base import GameModule

GAME_KEYS: tuple[str, ...] = ("forest_gangs", "bang_and_twang", "whizz_bing_bang", "bang")
"""Every game key, in the order the bot lists them."""


def available_games() -> list[str]:
    """The game keys whose engine package exists in this checkout."""
    return [k for k in GAME_KEYS if importlib.util.find_spec(f"engines.{k}") is not None]


@cache
def get_game(key: str) -> GameModule:
    """The GameModule for `key`; KeyError for an unknown or missing game."""
    if key not in GAME_KEYS or key not in available_games():
        raise KeyError(key)
    module = importlib.import_module(f"engines.{key}")
    game: GameModule = module.GAME
    return game
