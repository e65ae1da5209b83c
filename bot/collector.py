"""Garbage collection after an interaction's work, not in the middle of its answer.

CPython collects its young objects whenever 700 more containers were allocated than freed,
wherever that happens: the click that allocates the 700th pays a young collection before its
answer, and every tenth of those a middle one (about 2 ms on the development machine, with a
running bot's objects), which is what the slowest clicks in a hundred wait for. Installed (by
`CampfireBot.prepare`, for as long as the bot runs), this module:

- freezes what start-up made (`gc.freeze`: modules, card data, caches), so that full collections
  do not walk it again;
- raises the automatic young threshold to `SAFETY`, a safety net for a long stretch of work with
  no interaction in it (deadlines, AI seats, timers), and
- runs the collections CPython would have run at the end of each interaction's work (`after_request`,
  called by `bot.ui.run_guarded` once the answer and the edits are out): a young one once `YOUNG`
  containers are pending, a middle one every `MIDDLE` young ones, and a full one every `OLD`
  middle ones, at most once per `FULL_EVERY_S` (CPython, too, spaces its full collections out).

The same collections run, only at another moment; nothing is left uncollected for longer than one
interaction (or `SAFETY` allocations).

While installed, the interpreter's GIL switch interval is also short (`SWITCH_INTERVAL_S`): a
commit's sync to disk runs on the database thread while the event loop draws the clicker's answer
(`Storage.commit`'s `meanwhile`), and the thread must get the GIL back for a moment to start it.
With CPython's 5 ms it waited for the whole drawing; with this it waits a fraction of a millisecond.
"""

from __future__ import annotations

import gc
import sys
import time

YOUNG = 700
"""Pending young containers that make `after_request` collect (CPython's own threshold 0)."""
MIDDLE = 10
"""Young collections per middle one (CPython's threshold 1)."""
OLD = 10
"""Middle collections before a full one may run (CPython's threshold 2)."""
SAFETY = 50_000
"""The automatic young threshold while installed: collections still happen without interactions."""
FULL_EVERY_S = 60.0
"""At most one full collection per this many seconds."""
SWITCH_INTERVAL_S = 0.0002
"""The GIL switch interval while installed (CPython's default: 0.005 s)."""

_installs = 0
_saved: tuple[int, ...] | None = None
_saved_interval: float | None = None
_last_full = 0.0


def install() -> None:
    """Take over the collection schedule (nested: the last `uninstall` gives it back)."""
    global _installs, _saved, _saved_interval, _last_full
    _installs += 1
    if _installs > 1:
        return
    _saved = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(SAFETY, MIDDLE, OLD)
    _last_full = time.monotonic()
    _saved_interval = sys.getswitchinterval()
    sys.setswitchinterval(SWITCH_INTERVAL_S)


def uninstall() -> None:
    """Give CPython its own schedule back (when every `install` is undone)."""
    global _installs, _saved, _saved_interval
    if _installs == 0:
        return
    _installs -= 1
    if _installs:
        return
    if _saved is not None:
        gc.set_threshold(*_saved)
        _saved = None
    if _saved_interval is not None:
        sys.setswitchinterval(_saved_interval)
        _saved_interval = None
    gc.unfreeze()


def installed() -> bool:
    """Whether the schedule is ours now."""
    return _installs > 0


def after_request() -> int | None:
    """An interaction's work is done: run the collection that is due, if any; return its generation."""
    global _last_full
    if not _installs:
        return None
    young, middle, old = gc.get_count()
    if young < YOUNG:
        return None
    generation = 0 if middle + 1 < MIDDLE else 1
    now = time.monotonic()
    if generation == 1 and old + 1 >= OLD and now - _last_full >= FULL_EVERY_S:
        generation = 2
        _last_full = now
    gc.collect(generation)
    return generation
