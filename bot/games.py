"""The registry of the games a bot runs: a game cog registers in it as a whole when it loads and
unregisters as a whole when it unloads (`GameCog.cog_load` / `cog_unload`).

A game has parts in four places: the session manager (its engine, event lines, timers and
before-commit hook), the presenter (its renderer), the click router and error wording (`bot.ui`)
and the deadline outcomes' presenter. `add` puts all of them in place and `remove` takes all of them
away, so an unloaded game leaves no trace and loading it again works.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from bot.ui import register_game_ui, unregister_game_ui

if TYPE_CHECKING:
    from bot.gamecog import GameCog
    from bot.presenter import Presenter
    from bot.sessions import Outcome, SessionManager


class GameRegistry:
    """The loaded game cogs, by game key, in load order (the order of `engines.GAMES` by default)."""

    def __init__(self, sessions: SessionManager, presenter: Presenter) -> None:
        self.sessions = sessions
        self.presenter = presenter
        self._cogs: dict[str, GameCog] = {}
        self.timeout_presenters: dict[str, Callable[[Outcome], Awaitable[None]]] = {}
        """Per-game handlers for outcomes of deadlines (a cog that needs more than `publish`)."""

    def add(self, cog: GameCog) -> None:
        """Register a game cog everywhere its game needs it."""
        key = cog.key
        self.sessions.register(cog.game, cog.event_line, cog.timers(), cog.before_commit)
        self.presenter.register(key, cog)
        register_game_ui(key, cog.on_click)
        self.timeout_presenters[key] = cog.present_timeout
        self._cogs[key] = cog

    def remove(self, key: str) -> None:
        """Undo `add` for the game `key` (nothing happens for a game not registered)."""
        self._cogs.pop(key, None)
        self.timeout_presenters.pop(key, None)
        unregister_game_ui(key)
        self.presenter.unregister(key)
        self.sessions.unregister(key)

    def cogs(self) -> list[GameCog]:
        """The registered game cogs, in load order."""
        return list(self._cogs.values())

    def keys(self) -> list[str]:
        """The registered games' keys, in load order."""
        return list(self._cogs)

    def __contains__(self, key: object) -> bool:
        return key in self._cogs
