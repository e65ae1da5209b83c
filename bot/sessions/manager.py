"""The session manager: per-channel lock → load → seat check → token check → apply → commit.

Game-agnostic: it knows engines only through `engines.base` and the registry. An accepted action
is committed (state, action rows, deadlines, results) before anyone is answered (docs/ARCHITECTURE.md C9).
Its parts, one module each: `core` (registry, lock, remembered rows, index reads), `writes` (the
commit), `play` (submitted and system actions), `deadlines`, `lobby`, `seats`; `replay` is here.
"""

from __future__ import annotations

import json

from bot.sessions.deadlines import Deadlines
from bot.sessions.lobby import Lobbies
from bot.sessions.seats import Seats
from bot.sessions.spectators import SpectatorSeats


class SessionManager(Lobbies, Seats, SpectatorSeats, Deadlines):
    """Owns the sessions table: lobbies, submitted actions, timeouts, AI seats and results."""

    # ---- replay --------------------------------------------------------------------------------------
    async def replay(self, session_id: str) -> tuple[bool, str]:
        """Rebuild a session from its initial state and action log; compare with the stored state."""
        record = await self.storage.get_session(session_id)
        if record is None:
            return False, f"No session {session_id}."
        initial_state = await self.storage.initial_state(session_id)
        if initial_state is None:
            return False, f"Session {session_id} never started."
        game = self.games.get(record.game)
        if game is None:
            return False, f"Unknown game {record.game}."
        note = ""
        if record.rules_version != game.engine.rules_version:
            note = (
                f" (rules version {record.rules_version} stored, {game.engine.rules_version} running:"
                " replay is not guaranteed)"
            )
        engine = game.engine.load(initial_state)
        rows = await self.storage.actions(session_id)
        for row in rows:
            engine.apply(row.seat, game.engine.parse_action(json.loads(row.action_json)))
        if engine.dump() == record.state:
            return True, f"Session {session_id}: {len(rows)} actions replayed; the state matches.{note}"
        return (
            False,
            f"Session {session_id}: replay of {len(rows)} actions DIFFERS from the stored state.{note}",
        )
