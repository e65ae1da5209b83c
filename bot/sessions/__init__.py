"""The session layer: per-channel lock → load → seat check → token check → apply → commit.

Game-agnostic: it knows engines only through `engines.base` and the registry. An accepted action
is committed (state, action rows, deadlines, results) before anyone is answered (docs/ARCHITECTURE.md C9).

One module per reason to change: `options` (session keys and tunables), `context` (per-request
context), `outcome` (errors and outcome types), `index` (the click index), and the manager's parts
`core`, `writes`, `play`, `deadlines`, `lobby`, `seats`, combined in `manager`. Everything importers
use is re-exported here: `from bot.sessions import SessionManager`.
"""

from __future__ import annotations

from bot.sessions.context import (
    WaitGuard,
    commits_so_far,
    guard_long_waits,
    reader_lang,
    reset_wait_guard,
    server_lang,
    speak,
    unspeak,
)
from bot.sessions.index import MISSING, ClickIndex, Known, summary
from bot.sessions.manager import SessionManager
from bot.sessions.options import (
    AI_STEP_LIMIT,
    DEFER_AFTER_S,
    INDEX_SIZE,
    LANGUAGE,
    LESSON,
    LIVE,
    LOBBY_KEY,
    MAX_PLAYERS,
    PINGS,
    SESSION_ID_BYTES,
    SESSION_OPTIONS,
    SPECTATOR_SEATS,
    engine_options,
)
from bot.sessions.outcome import ActionFactory, GameTimers, Outcome, SessionError, Step, SystemFactory

__all__ = [
    "AI_STEP_LIMIT",
    "DEFER_AFTER_S",
    "INDEX_SIZE",
    "LANGUAGE",
    "LESSON",
    "LIVE",
    "LOBBY_KEY",
    "MAX_PLAYERS",
    "MISSING",
    "PINGS",
    "SESSION_ID_BYTES",
    "SESSION_OPTIONS",
    "SPECTATOR_SEATS",
    "ActionFactory",
    "ClickIndex",
    "GameTimers",
    "Known",
    "Outcome",
    "SessionError",
    "SessionManager",
    "Step",
    "SystemFactory",
    "WaitGuard",
    "commits_so_far",
    "engine_options",
    "guard_long_waits",
    "reader_lang",
    "reset_wait_guard",
    "server_lang",
    "speak",
    "summary",
    "unspeak",
]
