"""Per-request context of the session layer (task-local): what a request committed, and the wait
guard the interaction layer wraps around requests that may wait."""

from __future__ import annotations

import contextvars
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from typing import Any

_commits: contextvars.ContextVar[int] = contextvars.ContextVar("campfire_commits", default=0)


def commits_so_far() -> int:
    """How many session writes this task has committed (the error path compares before and after:
    a request that committed something must never be answered "please try again")."""
    return _commits.get()


_written: contextvars.ContextVar[list[str] | None] = contextvars.ContextVar("campfire_written", default=None)
"""Sessions written inside the current `SessionManager.lock` block (forgotten if its commit fails)."""


def _committed(session_id: str | None = None) -> None:
    _commits.set(_commits.get() + 1)
    written = _written.get()
    if session_id is not None and written is not None:
        written.append(session_id)


WaitGuard = Callable[[float], AbstractAsyncContextManager[Any]]
"""Given the patience in seconds, a context manager around a request that may have to wait: the
interaction layer's is `bot.ui.Deferral` (it acknowledges the interaction if the wait runs long)."""
_wait_guard: contextvars.ContextVar[WaitGuard | None] = contextvars.ContextVar(
    "campfire_wait_guard", default=None
)


def guard_long_waits(guard: WaitGuard | None) -> contextvars.Token[WaitGuard | None]:
    """Set what `submit` and `lobby` wrap themselves in for this task (see `WaitGuard`)."""
    return _wait_guard.set(guard)


def reset_wait_guard(token: contextvars.Token[WaitGuard | None]) -> None:
    """Undo `guard_long_waits`."""
    _wait_guard.reset(token)


_languages: contextvars.ContextVar[tuple[str, str] | None] = contextvars.ContextVar(
    "campfire_languages", default=None
)
"""(the reader's language, the server's language) of the interaction being handled (issue 34)."""


def speak(reader: str, server: str) -> contextvars.Token[tuple[str, str] | None]:
    """Set the languages of this task's request: a seat a request writes remembers the reader's
    (its DMs are written in it), a lobby it opens takes the server's (its table is written in it)."""
    return _languages.set((reader, server))


def unspeak(token: contextvars.Token[tuple[str, str] | None]) -> None:
    """Undo `speak`."""
    _languages.reset(token)


def reader_lang() -> str | None:
    """The language of the person whose request this task handles (None: no interaction, e.g. a
    timer or the terminal)."""
    pair = _languages.get()
    return pair[0] if pair is not None else None


def server_lang() -> str | None:
    """The language of the server the request came from (None: no interaction)."""
    pair = _languages.get()
    return pair[1] if pair is not None else None
