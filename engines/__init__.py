"""The list of games and the engine registry used by the bot, the terminal and the simulator alike
(docs/ARCHITECTURE.md C1.5).

`GAMES` is the one list of games: the bot's default cogs, the CLI's game choices, the card art, the
benchmarks and the docs' tables are derived from it. Adding a game adds its folders (README,
"Adding a game") and one line here. Per-game data that is not rules (its table colours, the card
`/campfire help` shows) lives in its own `engines/<game>/faces.py`, reached with `Game.faces()`.

Games are imported lazily by name so that `import engines` stays cheap and one game's import
error cannot hide another game.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from functools import cache
from types import ModuleType

from engines.base import GameModule


@dataclass(frozen=True)
class Game:
    """One game of the list: its key (the command group `/<key>`, the folder names), its short
    title and a two-letter code (its card emojis' names: at most 32 characters). Everything else is
    found from the key, by convention."""

    key: str
    title: str
    code: str

    @property
    def engine_module(self) -> str:
        """The engine package, whose `GAME` is the `GameModule` (`get_game`)."""
        return f"engines.{self.key}"

    @property
    def cog(self) -> str:
        """The bot's extension (a dotted string: bot/ never imports cogs/)."""
        return f"cogs.{self.key}"

    @property
    def rules_doc(self) -> str:
        """The game's rules in the project's docs."""
        return f"docs/rules/{self.key}.md"

    def faces(self) -> ModuleType:
        """`engines/<key>/faces.py`: the card faces and the game's other art data (`HELP_FACE`,
        `TABLE_COLOURS`)."""
        return importlib.import_module(f"{self.engine_module}.faces")


GAMES: tuple[Game, ...] = (
    Game("forest_gangs", "Forest Gangs", "fg"),
    Game("bang_and_twang", "Bang & Twang", "bt"),
    Game("whizz_bing_bang", "Whizz Bing Bang", "wb"),
    Game("bang", "BANG!", "bg"),
)
"""Every game, in the order the bot lists them: THE list of games."""

GAME_KEYS: tuple[str, ...] = tuple(g.key for g in GAMES)
"""Every game key, in the order of `GAMES`."""

BY_KEY: dict[str, Game] = {g.key: g for g in GAMES}


def game_info(key: str) -> Game:
    """The list's entry for `key`; KeyError for an unknown game."""
    return BY_KEY[key]


def available_games() -> list[str]:
    """The game keys whose engine package exists in this checkout."""
    return [g.key for g in GAMES if importlib.util.find_spec(g.engine_module) is not None]


@cache
def get_game(key: str) -> GameModule:
    """The GameModule for `key`; KeyError for an unknown or missing game."""
    if key not in BY_KEY or key not in available_games():
        raise KeyError(key)
    module = importlib.import_module(BY_KEY[key].engine_module)
    game: GameModule = module.GAME
    return game
