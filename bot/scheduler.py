"""The deadline loop: one task sleeps until the earliest row of `deadlines` and fires it.

Nothing about timing lives only in memory: every deadline is a row, overdue ones fire right
after a restart, and the default is applied as an ordinary logged action (docs/ARCHITECTURE.md C5.7).

Several processes on one PostgreSQL database (shards): each fires the deadlines of the servers on
the shards it holds a lease for (`Storage.renew_shards`: its own shards, and any shard whose holder
stopped renewing), claiming each one in the database first (`Storage.claim_due`), and the session
manager fires a deadline only while it is still pending, under the channel's lock: each fires once.
Commits anywhere wake every scheduler (LISTEN/NOTIFY); a slower poll is the safety net.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import socket
import time
from collections.abc import Awaitable, Callable

from bot.sessions import Outcome, SessionError, SessionManager
from bot.storage import Storage

log = logging.getLogger(__name__)

MAX_SLEEP_S = 60.0
"""Re-read the table at least this often (a safety net; changes also wake the loop)."""
SHARED_MAX_SLEEP_S = 5.0
"""The same with other processes on the database (their commits notify, but a notice can be lost)."""


def process_name() -> str:
    """This process, as it is named in claims and leases: host, pid and a random tail."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"


class Scheduler:
    """Fires deadlines through `SessionManager.expire` and hands outcomes to `on_outcome`."""

    def __init__(
        self,
        storage: Storage,
        sessions: SessionManager,
        on_outcome: Callable[[Outcome], Awaitable[None]],
        *,
        clock: Callable[[], float] = time.time,
        shards: list[int] | None = None,
        shard_count: int = 1,
        lease_s: float = 30.0,
        owner: str | None = None,
    ) -> None:
        self.storage = storage
        self.sessions = sessions
        self.on_outcome = on_outcome
        self.clock = clock
        self.mine = list(shards) if shards is not None else list(range(shard_count))
        """The shards this process runs (it always holds their leases)."""
        self.shard_count = shard_count
        self.lease_s = lease_s
        self.owner = owner or process_name()
        self.held: list[int] = list(self.mine)
        """The shards whose deadlines this process fires now (its own, and any it took over)."""
        self._renewed_at: float | None = None
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        sessions.on_deadlines_changed = self.wake

    def start(self) -> None:
        """Start the loop (idempotent)."""
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._loop(), name="campfire-scheduler")

    async def stop(self) -> None:
        """Stop the loop (and hand this process's shard leases on at once)."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
            if self.storage.shared:
                with contextlib.suppress(Exception):
                    await self.storage.release_shards(self.owner)

    async def renew(self, *, force: bool = False) -> list[int]:
        """Renew this process's shard leases when a third of the lease has passed; the shards held."""
        now = self.clock()
        if force or self._renewed_at is None or now - self._renewed_at >= self.lease_s / 3:
            held = await self.storage.renew_shards(
                now, owner=self.owner, mine=self.mine, shard_count=self.shard_count, lease_s=self.lease_s
            )
            gained = sorted(set(held) - set(self.held))
            lost = sorted(set(self.held) - set(held))
            if gained:
                log.info("Firing the deadlines of shard(s) %s too (their holder stopped renewing)", gained)
            if lost:
                log.info("Shard(s) %s are back with their own process", lost)
            self.held = held
            self._renewed_at = now
        return self.held

    def wake(self) -> None:
        """Re-check the earliest deadline (called after every commit)."""
        self._wake.set()

    async def fire_due(self) -> int:
        """Fire every deadline of the held shards that is due now; return how many fired."""
        fired = 0
        held = await self.renew()
        while True:
            claimed = await self.storage.claim_due(
                self.clock(),
                owner=self.owner,
                shards=held,
                shard_count=self.shard_count,
                lease_s=self.lease_s,
            )
            if not claimed:
                return fired
            for session_id, key, _ in claimed:
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
                if outcome is not None:
                    try:
                        await self.on_outcome(outcome)
                    except Exception:
                        log.exception("Presenting a timeout failed session=%s", session_id)

    async def _loop(self) -> None:
        shared = self.storage.shared
        cap = min(SHARED_MAX_SLEEP_S, self.lease_s / 3) if shared else MAX_SLEEP_S
        if shared:
            await self.storage.listen(self.wake)
        while True:
            self._wake.clear()
            try:
                await self.fire_due()
                nxt = await self.storage.next_due(shards=self.held, shard_count=self.shard_count)
            except Exception:
                log.exception("The deadline loop failed; trying again in %.0f s", cap)
                nxt = None
            delay = cap if nxt is None else max(0.0, min(cap, nxt - self.clock()))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=delay)
