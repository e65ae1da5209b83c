"""Forest Gangs builds its own models with engines/common/fast.py (validation-free builders, `assign`,
`Shared`); re-exported here for the engine and its tests, with `SharedUpTo`."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar

from pydantic import BaseModel

from engines.common.fast import Shared, assign, maker

__all__ = ["Shared", "SharedUpTo", "assign", "maker"]

M = TypeVar("M", bound=BaseModel)
K = TypeVar("K", bound=Hashable)


class SharedUpTo(Shared[K, M]):
    """`Shared`, keeping at most `limit` instances: a table whose keys have no small bound (a
    combat step's level and count) stops growing there, and a key it does not hold gets a fresh
    instance per use, made by `make` as on first use (the same model, at a build's cost)."""

    def __init__(self, make: Callable[[K], M], limit: int) -> None:
        super().__init__(make)
        self.limit = limit

    def __missing__(self, key: K) -> M:
        if len(self) < self.limit:
            return super().__missing__(key)
        return self.make(key)
