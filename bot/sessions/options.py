"""Session options and tunables: the keys a session keeps for itself, deadlines' names, limits."""

from __future__ import annotations

from typing import Any

from bot.storage import SessionRecord

SESSION_ID_BYTES = 4
"""Session ids are 8 hex characters: short enough for custom_ids (≤ 100 characters)."""
MAX_PLAYERS = "max_players"
"""A lobby option of every game (not the engine's): how many seats the table has at most."""
PINGS = "pings"
"""A session option (not the engine's): False turns the turn pings off for that game."""
LANGUAGE = "language"
"""A session option (not the engine's): the language of the table, its lobby, pings and results (our
language code, `bot.i18n.LANGUAGES`), the server's when the lobby opened (issue 34)."""
PING_ROLE = "ping_role"
"""A session option (not the engine's): a role mentioned with the player in each turn ping (issue 35)."""
AI_FILL = "ai_fill"
"""A session option (not the engine's): False keeps a player who timed out in their seat (no AI takes it)."""
AI_STRENGTH = "ai_strength"
"""A session option (not the engine's): the strength of an AI the lobby's Add AI button adds (the
server's setting when the lobby opened; none: the bot's CAMPFIRE_AI_STRENGTH), issue 36."""
THREAD_OF = "thread_of"
"""A session option (not the engine's): the channel whose thread the game runs in (its results are
posted there too, and the thread is archived at the end)."""
SPECTATOR_SEATS = "spectator_seats"
"""A session option (not the engine's) the host turns on at the table: a spectator may take an AI
seat between turns (bot/spectate.py)."""
LESSON = "lesson"
"""A session option (not the engine's): True for a `/<game> learn` lesson, played in the learner's DM
against AIs; its result is never written (no stats, ratings or history) and its hand shows tips."""
SESSION_OPTIONS = frozenset(
    {MAX_PLAYERS, PINGS, LANGUAGE, PING_ROLE, AI_FILL, AI_STRENGTH, THREAD_OF, SPECTATOR_SEATS, LESSON}
)
"""Options the session keeps for itself; the engine never sees them."""
LOBBY_KEY = "lobby"
"""The deadline key that closes a lobby nobody started."""
AI_STEP_LIMIT = 5_000
"""A safety bound on AI actions applied in one go (no legal game gets near it)."""
LIVE = ("lobby", "running")
"""Statuses of a session that still takes clicks."""
DEFER_AFTER_S = 1.0
"""How long a request may wait (for the channel lock or the database) before its interaction is
acknowledged; Discord invalidates an interaction not answered within 3 s."""
INDEX_SIZE = 20_000
"""Sessions (and channels) the click index remembers; the least recently used are read again."""


def engine_options(record: SessionRecord) -> dict[str, Any]:
    """The engine's options of a session (without session keys such as max_players and pings)."""
    return {k: v for k, v in record.options.items() if k not in SESSION_OPTIONS}
