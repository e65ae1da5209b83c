"""The deadline loop: one task sleeps until the earliest row of `deadlines` and fires it.

Nothing about timing lives only in memory: every deadline is a row, overdue ones fire right
after a restart, and the default is applied as an ordinary logged action (DESIGN.md C5.7).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable

from bot.sessions import Outcome, SessionError, SessionManager
from bot.storage import Storage

log = logging.getLogger(__name__)

MAX_SLEEP_S = 60.0
"""Re-read the table at least this often (a safety net; changes also wake the loop)."""


class Scheduler:
    """Fires deadlines through `SessionManager.expire` and hands outcomes to `on_outcome`."""

    def __init__(
        self,
        storage: Storage,
        sessions: SessionManager,
        on_outcome: Callable[[Outcome], Awaitable[None]],
        *,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.storage = storage
        self.sessions = sessions
        self.on_outcome = on_outcome
        self.clock = clock
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        sessions.on_deadlines_changed = self.wake

    def start(self) -> None:
        """Start the loop (idempotent)."""
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._loop(), name="campfire-scheduler")

    async def stop(self) -> None:
        """Stop the loop."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    def wake(self) -> None:
        """Re-check the earliest deadline (called after every commit)."""
        self._wake.set()

    async def fire_due(self) -> int:
        """Fire every deadline that is due now; return how many fired."""
        fired = 0
        while True:
            nxt = await self.storage.next_deadline()
            if nxt is None or nxt[2] > self.clock():
                return fired
            session_id, key, _ = nxt
            fired += 1
            try:
                outcome = await self.sessions.expire(session_id, key)
            except SessionError as exc:
                log.info("Deadline dropped session=%s key=%s code=%s", session_id, key, exc.code)
                await self.storage.delete_deadline(session_id, key)
                continue
            except Exception:
                log.exception("Deadline failed session=%s key=%s", session_id, key)
                await self.storage.delete_deadline(session_id, key)
                continue
            await self.storage.delete_deadline(session_id, key)
            if outcome is not None:
                try:
                    await self.on_outcome(outcome)
                except Exception:
                    log.exception("Presenting a timeout failed session=%s", session_id)

    async def _loop(self) -> None:
        while True:
            self._wake.clear()
            await self.fire_due()
            nxt = await self.storage.next_deadline()
            delay = MAX_SLEEP_S if nxt is None else max(0.0, min(MAX_SLEEP_S, nxt[2] - self.clock()))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=delay)
