"""Anchor messages (a session's table, hands, pings) set inside one `anchor_batch` block and written
together when it ends: the batch both backends' `anchor_batch` share."""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

UNSYNCED_ROLES = frozenset({"ping"})
"""Anchors never worth a sync of their own, even with a new message id: a turn ping's id and state
lost to a power cut cost one undeleted or repeated ping, never a wrong table or hand."""
AnchorKey = tuple[str, str, int]


@dataclass
class AnchorBatch:
    """The anchors set inside one `anchor_batch` block, written together when it ends.

    A task started inside the block inherits it (contextvars are copied): the DM edits the presenter
    gathers share it, and a publish that outlives the block finds it `closed` and writes on its own
    (or opens a batch of its own), so nothing is set into a batch that was already written.
    """

    storage: Any
    pending: dict[AnchorKey, tuple[int, int, str]] = field(default_factory=dict)
    moved: set[AnchorKey] = field(default_factory=set)
    """Anchors whose channel or message id changed, or that were not known before: ids the database
    may not have yet (SQLite: the batch is then synced, unless they are all turn pings'); every
    other pending anchor only moves its digest."""
    read: dict[AnchorKey, tuple[int, int, str] | None] = field(default_factory=dict)
    """Anchors as read from the database inside the block (PostgreSQL: to tell a digests-only batch)."""
    read_sessions: set[str] = field(default_factory=set)
    """Sessions whose anchors were all read at once into `read` (PostgreSQL: one query, not one per
    message, for a publish that reads the table's, the clicker's and every other hand's)."""
    reading: asyncio.Lock = field(default_factory=asyncio.Lock)
    """Held while a session's anchors are read (edits gathered in the block read together)."""
    closed: bool = False


@contextlib.asynccontextmanager
async def anchor_block(storage: Any, flush: Callable[[AnchorBatch], Awaitable[None]]) -> AsyncIterator[None]:
    """Both backends' `anchor_batch`: the outermost block of a storage collects the anchors set in
    it, and `flush` writes them once it ends (a nested block joins the open one)."""
    if open_batch(storage) is not None:
        yield
        return
    batch = AnchorBatch(storage)
    token = _anchor_batch.set(batch)
    try:
        yield
    finally:
        _anchor_batch.reset(token)
        batch.closed = True
        if batch.pending:
            await flush(batch)


def open_batch(storage: Any) -> AnchorBatch | None:
    """The anchor batch of this storage the current context is inside, if it is still open."""
    batch = _anchor_batch.get()
    return batch if batch is not None and batch.storage is storage and not batch.closed else None


_anchor_batch: contextvars.ContextVar[AnchorBatch | None] = contextvars.ContextVar(
    "campfire_anchor_batch", default=None
)
"""The innermost `anchor_batch` block the current context is in (see `AnchorBatch`)."""
