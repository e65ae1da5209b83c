"""Cheap construction of the engine's own pydantic models (actions, events, tasks, decisions).

A pydantic `__init__` validates every field, which costs several microseconds for a model of
this engine's size; a play turn builds a dozen models (its answers, the events, the stack's
tasks, the Decision). The values the engine passes are known-good (it made them), so
`constructor(cls)` returns a function that builds the very instance validation would build —
the same `__dict__` in field order with the defaults filled in, the same `model_fields_set`,
no extra or private attributes — without validating. Like validation, it copies list and dict
arguments, so a model never shares a mutable value with the caller.

Only for values the engine computed itself: anything from outside (a player's action, a stored
state) still goes through pydantic. With `CHECK` on (the engine tests turn it on in their
conftest) every build is compared with the validated model, so each call site is checked by
the tests that reach it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import BaseModel
from pydantic_core import PydanticUndefined

from engines.common.fast import SLOTS

M = TypeVar("M", bound=BaseModel)

_MISSING: Any = object()

CHECK = False
"""Validate every build too and assert both agree (tests only: it costs the validation)."""


def constructor(cls: type[M]) -> Callable[..., M]:
    """A keyword-only builder of `cls` instances that skips validation (see the module doc).

    Required fields must be given and unknown names are a programming error: `CHECK` catches
    both (validation raises).
    """
    template: dict[str, Any] = {}
    env: dict[str, Any] = {"template": template, "cls": cls, "_check": _check, **SLOTS}
    lines = ["def make(**values):", "    d = {**template, **values}"]
    for name, field in cls.model_fields.items():
        origin = getattr(field.annotation, "__origin__", None)
        copy = f"d[{name!r}] = {origin.__name__}(d[{name!r}])" if origin in (list, dict) else "pass"
        if field.default_factory is not None:
            template[name] = _MISSING
            if field.default_factory in (list, dict):
                fresh = f"d[{name!r}] = {field.default_factory.__name__}()"
            elif _shared(field.default_factory):
                # A factory handing out one shared instance (an event's frozen audience, PUBLIC):
                # the template holds it, with no call per build.
                template[name] = field.default_factory()  # type: ignore[call-arg]
                if copy != "pass":
                    lines += [f"    if {name!r} in values:", f"        {copy}"]
                continue
            else:
                env[f"factory_{name}"] = field.default_factory
                fresh = f"d[{name!r}] = factory_{name}()"
            lines += [f"    if {name!r} in values:", f"        {copy}", "    else:", f"        {fresh}"]
        else:
            template[name] = _MISSING if field.default is PydanticUndefined else field.default
            if copy != "pass":
                lines += [f"    if {name!r} in values:", f"        {copy}"]
    lines += [
        "    m = _new(cls)",
        "    _set_dict(m, d)",
        "    _set_fields_set(m, set(values))",
        "    _set_extra(m, None)",
        "    _set_private(m, None)",
        "    if _module.CHECK:",
        "        _check(m, cls(**values))",
        "    return m",
    ]
    # Straight-line code generated per class (no loop over the fields per build); `CHECK` is read
    # from this module, so the tests can turn it on after the constructors were made.
    env["_module"] = sys.modules[__name__]
    exec(compile("\n".join(lines), f"<engines.bang.fast {cls.__name__}>", "exec"), env)
    make: Callable[..., M] = env["make"]
    make.__doc__ = f"Build a {cls.__name__} without validation (engines.bang.fast)."
    make.__name__ = f"new_{cls.__name__}"
    return make


def _shared(factory: Callable[..., Any]) -> bool:
    """Whether a default factory returns the same immutable instance every time (a frozen model)."""
    first = factory()
    if first is not factory():
        return False
    config = getattr(first, "model_config", None)
    return config is not None and bool(config.get("frozen"))


def _check(fast: BaseModel, validated: BaseModel) -> None:
    """Assert that a fast build is the validated model: fields, order, fields set, JSON."""
    assert type(fast) is type(validated)
    assert list(fast.__dict__) == list(validated.__dict__), (fast, validated)
    assert fast.__dict__ == validated.__dict__, (fast, validated)
    assert {k: type(v) for k, v in fast.__dict__.items()} == {
        k: type(v) for k, v in validated.__dict__.items()
    }, (fast, validated)
    assert fast.model_fields_set == validated.model_fields_set, (fast, validated)
    assert fast.model_dump_json() == validated.model_dump_json()
    assert fast.__pydantic_extra__ == validated.__pydantic_extra__
    assert fast.__pydantic_private__ == validated.__pydantic_private__
