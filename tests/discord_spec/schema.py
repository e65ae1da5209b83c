"""Discord's OpenAPI spec: where it is, loading it once, and a body's schema problems."""

from __future__ import annotations

import functools
import json
import os
import re
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match, relevance
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from tests.discord_spec.common import SPEC_URI, JsonDict, Problem


def spec_path() -> Path:
    """Where the spec is: ``$CAMPFIRE_DISCORD_SPEC``, else the copy vendored beside this module."""
    override = os.environ.get("CAMPFIRE_DISCORD_SPEC")
    if override:
        return Path(override)
    return Path(__file__).resolve().parent.parent / "discord_api_spec" / "openapi.json"


class DiscordSpec:
    """Discord's OpenAPI document with one compiled validator per (method, path) request body."""

    def __init__(self, document: JsonDict) -> None:
        document = json.loads(json.dumps(document))  # a private copy: the one deviation below
        # Discord documents snowflakes as strings (what it *returns*) but accepts integers in request
        # bodies, and discord.py sends ints (allowed_mentions.users, recipient_id). Accept both.
        schemas = document["components"]["schemas"]
        schemas["SnowflakeType"] = {"anyOf": [schemas["SnowflakeType"], {"type": "integer", "minimum": 0}]}
        self.document = document
        resource = Resource.from_contents(document, default_specification=DRAFT202012)
        self.registry: Registry[Any] = Registry().with_resource(SPEC_URI, resource)
        self._templates = {_normalise(p): p for p in document.get("paths", {})}
        self._validators: dict[tuple[str, str], Draft202012Validator | None] = {}

    def template(self, path: str) -> str | None:
        """The spec's path template for a discord.py route template (placeholder names differ)."""
        return self._templates.get(_normalise(path))

    def validator(self, method: str, path: str) -> Draft202012Validator | None:
        """The request-body validator of an operation (None if the spec gives it no JSON body)."""
        key = (method.lower(), _normalise(path))
        if key not in self._validators:
            self._validators[key] = self._compile(*key)
        return self._validators[key]

    def schema_validator(self, name: str) -> Draft202012Validator:
        """A validator for one named schema under ``components.schemas``."""
        key = ("schema", name)
        found = self._validators.get(key)
        if found is None:
            if name not in self.document["components"]["schemas"]:
                raise KeyError(f"the spec has no schema {name!r}")
            found = self._make({"$ref": f"{SPEC_URI}#/components/schemas/{name}"})
            self._validators[key] = found
        return found

    def _compile(self, method: str, normalised: str) -> Draft202012Validator | None:
        template = self._templates.get(normalised)
        if template is None:
            return None
        op = self.document["paths"][template].get(method) or {}
        content = (op.get("requestBody") or {}).get("content") or {}
        if "application/json" not in content:
            return None
        pointer = "/".join(
            _escape(p) for p in ("paths", template, method, "requestBody", "content", "application/json")
        )
        return self._make({"$ref": f"{SPEC_URI}#/{pointer}/schema"})

    def _make(self, schema: JsonDict) -> Draft202012Validator:
        return Draft202012Validator(schema, registry=self.registry)

    def problems(self, method: str, path: str, body: Any) -> list[Problem]:
        """Spec violations of a request body (empty if fine or if the spec has no body schema)."""
        validator = self.validator(method, path)
        if validator is None:
            return []
        rule = f"spec: {method.upper()} {self.template(path)}"
        return _schema_problems(validator, body, rule)


def _schema_problems(validator: Draft202012Validator, body: Any, rule: str) -> list[Problem]:
    """One problem per top-level error, each narrowed to its most specific cause."""
    return [_problem_of(_narrow(error), rule) for error in validator.iter_errors(body)]


def _narrow(error: ValidationError) -> ValidationError:
    """Follow oneOf/anyOf into the branch the body meant (its ``type`` discriminator matches).

    A button that breaks a rule fails every branch of the component union; the useful error is the
    one of the button branch, not "2 is not one of [10]" from the text-display branch.
    """
    while error.context:
        branches: dict[Any, list[ValidationError]] = {}
        for e in error.context:
            branches.setdefault(e.relative_schema_path[0], []).append(e)
        meant = [errs for errs in branches.values() if not any(_wrong_kind(e) for e in errs)]
        if len(meant) != 1:
            return best_match([error]) or error  # no single branch fits: jsonschema's own guess
        error = max(meant[0], key=relevance)
    return error


def _wrong_kind(error: ValidationError) -> bool:
    """The error says the body is another kind of thing (null vs object, another component type)."""
    path = list(error.relative_path)
    if not path and error.validator == "type":
        return True
    return path == ["type"] and error.validator in ("enum", "const")


def _problem_of(error: ValidationError, rule: str) -> Problem:
    path = ".".join(str(p) for p in error.absolute_path)
    keyword = error.validator
    code = {
        "maxLength": "BASE_TYPE_MAX_LENGTH",
        "minLength": "BASE_TYPE_MIN_LENGTH",
        "maxItems": "BASE_TYPE_MAX_LENGTH",
        "minItems": "BASE_TYPE_MIN_LENGTH",
        "required": "BASE_TYPE_REQUIRED",
        "enum": "BASE_TYPE_CHOICES",
        "type": "BASE_TYPE_INVALID",
    }.get(str(keyword), "BASE_TYPE_INVALID")
    message = error.message
    if len(message) > 120 and keyword in ("maxItems", "minItems") and isinstance(error.instance, list):
        # jsonschema quotes the whole array, which buries what is wrong: say how many instead.
        bound = "at most" if keyword == "maxItems" else "at least"
        verdict = "too long" if keyword == "maxItems" else "too short"
        message = f"an array of {len(error.instance)} items ({bound} {error.validator_value}) is {verdict}"
    return Problem(path, message[:300], rule, code)


def _normalise(path: str) -> str:
    return re.sub(r"\{[^}]*\}", "{}", path.rstrip("/"))


def _escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


@functools.cache
def load_spec() -> DiscordSpec:
    """The spec, loaded once per test process."""
    path = spec_path()
    if not path.is_file():
        raise FileNotFoundError(
            f"Discord's OpenAPI spec is missing at {path}: the strict Discord double needs it "
            "(tests/discord_api_spec/openapi.json in the repository, or $CAMPFIRE_DISCORD_SPEC)"
        )
    return DiscordSpec(json.loads(path.read_text(encoding="utf-8")))


# --------------------------------------------------------------------------------------------
# Run-time rules (docs/ARCHITECTURE.md C16), which the spec cannot express
# --------------------------------------------------------------------------------------------
