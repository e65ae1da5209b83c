"""Building and updating an engine's own pydantic models without pydantic's generic machinery.

A speed measure shared by the engines: a validated pydantic `__init__` costs a few microseconds,
and a decision makes about ten models (events, answers, the next decisions); a field assignment
through pydantic's `__setattr__` costs a microsecond, and an engine makes dozens.

`maker(cls, *names)` returns a builder of one model class taking exactly the fields `names`
(positionally or by keyword, all required). Every value an engine passes to it is one the engine
made itself, of the declared type, so validation would only copy it: the builder stores the fields
as they are, in declaration order, with the defaults of the other fields filled in, and records
`names` as the fields set (what validation records: the names passed), so the instance is
indistinguishable from the validated one (each game's tests/engines/<game>/test_fast.py checks
that, builder by builder). `maker(cls)` takes any keywords instead (a builder per set of names,
made on first use): a little slower, for models built with varying fields.

The caller's duty: values of the declared types only (no coercion happens), and fresh lists
(validation would copy a list; here the list given is the one kept).

`assign(model, **values)` sets several fields at once, as plain assignments do on a model that
does not validate assignments.

`Shared(make)` hands out one instance per key of a frozen model that is always the same for
that key (made, validated, on first use).
"""

from __future__ import annotations

import keyword
from collections.abc import Callable, Hashable
from typing import Any, TypeVar

from pydantic import BaseModel
from pydantic_core import PydanticUndefined

M = TypeVar("M", bound=BaseModel)
K = TypeVar("K", bound=Hashable)

# The slots every pydantic instance has, set as pydantic itself sets them (no validation).
SLOTS: dict[str, Any] = {
    "_new": object.__new__,
    "_set_dict": BaseModel.__dict__["__dict__"].__set__,
    "_set_fields_set": BaseModel.__dict__["__pydantic_fields_set__"].__set__,
    "_set_extra": BaseModel.__dict__["__pydantic_extra__"].__set__,
    "_set_private": BaseModel.__dict__["__pydantic_private__"].__set__,
}
_IMMUTABLE = (str, int, float, bool, type(None), frozenset, tuple)


def _shared(value: Any) -> bool:
    """Whether one instance of a default can serve every model (immutable, or a frozen model)."""
    if isinstance(value, BaseModel):
        return bool(value.model_config.get("frozen"))
    return isinstance(value, _IMMUTABLE)


def maker(cls: type[M], *names: str) -> Callable[..., M]:
    """A builder of `cls` instances from known-good values of the fields `names` (module doc);
    with no names, a builder taking any keywords."""
    return _fixed_maker(cls, names) if names else _keyword_maker(cls)


def _fixed_maker(cls: type[M], names: tuple[str, ...]) -> Callable[..., M]:
    """The builder of `cls` taking exactly `names`: its source is made from the model's fields."""
    fields = cls.model_fields
    unknown = [n for n in names if n not in fields or keyword.iskeyword(n)]
    if unknown or len(set(names)) != len(names):
        raise TypeError(f"{cls.__name__}: cannot build from {names}")
    namespace: dict[str, Any] = {**SLOTS, "_cls": cls}
    items: list[str] = []
    for name, field in fields.items():
        if name in names:
            items.append(f"{name!r}: {name}")
            continue
        factory = field.default_factory
        if factory is not None:
            value = factory()  # type: ignore[call-arg]
            if _shared(value):  # e.g. an event's audience: the shared frozen PUBLIC
                namespace[f"_d_{name}"] = value
                items.append(f"{name!r}: _d_{name}")
            else:  # a new list (or the like) per instance, as validation makes
                namespace[f"_f_{name}"] = factory
                items.append(f"{name!r}: _f_{name}()")
        elif field.default is PydanticUndefined:
            raise TypeError(f"{cls.__name__}.{name} is required")
        elif _shared(field.default):
            namespace[f"_d_{name}"] = field.default
            items.append(f"{name!r}: _d_{name}")
        else:
            raise TypeError(f"{cls.__name__}.{name}: pydantic copies a mutable default per instance")
    fields_set = "{" + ", ".join(repr(n) for n in names) + "}" if names else "set()"
    source = (
        f"def build({', '.join(names)}):\n"
        "    _model = _new(_cls)\n"
        f"    _set_dict(_model, {{{', '.join(items)}}})\n"
        f"    _set_fields_set(_model, {fields_set})\n"
        "    _set_extra(_model, None)\n"
        "    _set_private(_model, None)\n"
        "    return _model\n"
    )
    exec(source, namespace)  # the source is made above from the model's own field names
    build: Callable[..., M] = namespace["build"]
    build.__doc__ = f"A {cls.__name__} from known-good values of {', '.join(names)}, without validation."
    return build


def _keyword_maker(cls: type[M]) -> Callable[..., M]:
    """A builder of `cls` taking any keywords: the fixed builder of those names, made once."""
    builders: dict[tuple[str, ...], Callable[..., M]] = {}

    def build(**values: Any) -> M:
        names = tuple(values)
        fixed = builders.get(names)
        if fixed is None:
            fixed = builders[names] = _fixed_maker(cls, names)
        return fixed(**values)

    build.__doc__ = f"A {cls.__name__} from known-good keyword values, without validation."
    return build


def assign(model: BaseModel, **values: Any) -> None:
    """Set these fields of `model` (known names, known-good values): stored and marked set,
    what pydantic's `__setattr__` does for each when assignments are not validated."""
    model.__dict__.update(values)
    model.__pydantic_fields_set__.update(values)


class Shared(dict[K, M]):
    """One shared instance per key of a frozen model, made (validated) by `make(key)` on first use.

    For models that are the same every time for a key (the event of a seat's draw, say):
    looking one up costs a fraction of building it.
    """

    def __init__(self, make: Callable[[K], M]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: K) -> M:
        got = self[key] = self.make(key)
        if not got.model_config.get("frozen"):
            raise TypeError(f"{type(got).__name__} is not frozen: one instance cannot be shared")
        return got
