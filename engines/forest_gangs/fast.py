"""Forest Gangs builds its own models with engines/common/fast.py (validation-free builders, `assign`,
`Shared`); re-exported here for the engine and its tests."""

from __future__ import annotations

from engines.common.fast import Shared, assign, maker

__all__ = ["Shared", "assign", "maker"]
