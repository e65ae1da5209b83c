"""Deadlines: a lobby nobody started, a decision's timeout (its default applies), a game's timer."""

from __future__ import annotations

import logging

from bot.sessions.options import (
    LOBBY_KEY,
)
from bot.sessions.outcome import Outcome, Step
from bot.sessions.play import GamePlay

log = logging.getLogger("bot.sessions")


class Deadlines(GamePlay):
    """What happens when a stored deadline passes."""

    async def expire(self, session_id: str, key: str) -> Outcome | None:
        """A deadline passed: apply the decision's default as the system (a logged action).

        Under the channel lock the deadline must still be pending: one that another process fired,
        or that an answer removed, is not fired again. It is gone when the lock is released, in the
        same transaction as what it applied.
        """
        record = await self.storage.get_session(session_id)
        if record is None:
            return None
        async with self.lock(record.channel_id):
            if not await self.storage.deadline_exists(session_id, key):
                return None
            try:
                return await self._expire_locked(session_id, key)
            finally:
                await self.storage.delete_deadline(session_id, key)
                kept = self._records.get(session_id)
                if kept is not None:
                    kept.deadlines.pop(key, None)

    async def _expire_locked(self, session_id: str, key: str) -> Outcome | None:
        """`expire` under the lock: the lobby timeout, a game timer, or a decision's default."""
        record = await self.storage.get_session(session_id)
        if record is not None and record.status == "lobby" and key == LOBBY_KEY:
            expected = record.version
            record.status = "cancelled"
            record.version = expected + 1
            await self._update(record, expected)
            log.info("Lobby timed out session=%s", record.id)
            return Outcome(record, None, notes=["⌛ The lobby was closed because nobody started the game."])
        if record is None or record.status != "running":
            return None
        engine = self.engine_of(record)
        if not key.startswith("d") or not key[1:].isdigit():
            timers = self.timers.get(record.game)
            if timers is None:
                return None
            now = self.clock()
            return await self._apply_system(record, engine, timers.fire(record, engine, key, now))
        decision = engine.decision(int(key[1:]))
        if decision is None:
            return None
        expected = record.version
        action = engine.default_action(decision)
        try:
            events = engine.apply(None, action)
        except BaseException:
            self._forget(record.id)
            raise
        outcome = Outcome(record, engine, [Step(None, action, events)])
        if not decision.optional:
            self._idle_strike(record, decision.seat, outcome)
        record.version = expected + 1
        await self._run_ai(record, engine, outcome)
        await self._commit(record, expected, engine, outcome)
        log.debug("timeout session=%s seat=%s kind=%s", record.id, decision.seat, decision.kind)
        return outcome
