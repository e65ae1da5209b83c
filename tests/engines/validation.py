"""Checking an unvalidated build against validation (the engines' perspective tests)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel


def validated_again(model: BaseModel, nested: tuple[type[BaseModel], ...]) -> BaseModel:
    """The same model built through validation from the fields it has set; fields holding models
    of the `nested` classes (alone or in lists) are built again the same way first."""
    values: dict[str, Any] = {}
    for name in model.model_fields_set:
        value = getattr(model, name)
        if isinstance(value, list):
            value = [validated_again(v, nested) if isinstance(v, nested) else v for v in value]
        elif isinstance(value, nested):
            value = validated_again(value, nested)
        values[name] = value
    return type(model)(**values)
