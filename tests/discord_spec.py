"""What Discord refuses, offline: request bodies checked against Discord's own OpenAPI spec, plus the
run-time rules the spec cannot express (docs/ARCHITECTURE.md C16).

`tests/discord_harness.py` runs every request body the bot sends through `request_problems()` and
turns a problem into the `discord.HTTPException` Discord would answer (`refusal()`): 400 / 50035
"Invalid Form Body" with Discord's nested ``errors`` object, so the bot sees what it would see on a
real server, and the test that caused it fails with the field path and the rule.

The spec is vendored in `tests/discord_api_spec/openapi.json` (Discord's repository
discord/discord-api-spec, MIT; version and licence beside it), validated with `jsonschema` (Draft 2020-12, which OpenAPI 3.1 schemas are) and `referencing`.
Set ``CAMPFIRE_DISCORD_SPEC`` to use another copy of the file.
"""

from __future__ import annotations

import functools
import json
import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import emoji as emoji_lib
from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match, relevance
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

JsonDict = dict[str, Any]

SPEC_URI = "https://discord.com/openapi.json"
"""The base URI the spec document is registered under (only used to resolve its own $refs)."""

EPHEMERAL = 1 << 6
COMPONENTS_V2 = 1 << 15
SELECT_TYPES = frozenset({3, 5, 6, 7, 8})

INVALID_FORM_BODY = 50035
ALREADY_ACKNOWLEDGED = 40060
UNKNOWN_INTERACTION = 10062
INVALID_WEBHOOK_TOKEN = 50027

# Discord's command-name regex is ^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$; Python's `re` has no
# \p classes, and for our ASCII names `\w` (Unicode letters, digits, underscore) is the same set.
COMMAND_NAME_RE = re.compile(r"^[-_'\w]{1,32}$")
MENTION_RE = re.compile(r"<@[!&]?\d+>|@everyone|@here")


def spec_path() -> Path:
    """Where the spec is: ``$CAMPFIRE_DISCORD_SPEC``, else the copy vendored beside this module."""
    override = os.environ.get("CAMPFIRE_DISCORD_SPEC")
    if override:
        return Path(override)
    return Path(__file__).resolve().parent / "discord_api_spec" / "openapi.json"


@dataclass(frozen=True)
class Problem:
    """One thing Discord would refuse: where in the body, what, and which rule says so."""

    path: str  # "components.0.components.1.emoji.name" (Discord's own error path style)
    message: str
    rule: str  # "spec: MessageCreateRequest" or a platform rule (C16), e.g. "emoji is a real emoji"
    code: str = "BASE_TYPE_INVALID"  # Discord's per-field error code, as in its error bodies

    def __str__(self) -> str:
        return f"{self.path or '(body)'}: {self.message} [{self.rule}]"


# --------------------------------------------------------------------------------------------
# The OpenAPI spec
# --------------------------------------------------------------------------------------------


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
    return Problem(path, error.message[:300], rule, code)


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


def iter_components(
    components: Iterable[JsonDict] | None, path: str = "components"
) -> Iterator[tuple[str, JsonDict]]:
    """(error path, component) for every component of a tree, depth first."""
    for i, comp in enumerate(components or ()):
        if not isinstance(comp, dict):
            continue
        here = f"{path}.{i}"
        yield here, comp
        yield from iter_components(comp.get("components"), f"{here}.components")
        accessory = comp.get("accessory")
        if isinstance(accessory, dict):
            yield f"{here}.accessory", accessory


def is_real_emoji(name: str) -> bool:
    """Whether a unicode emoji is one Discord's picker has (a single emoji, per the `emoji` library)."""
    return bool(name) and emoji_lib.is_emoji(name)


def emoji_problems(components: list[JsonDict] | None) -> list[Problem]:
    """Unicode emoji on buttons and select options that are not real emoji (Discord: 50035)."""
    out = []
    for where, comp in iter_components(components):
        candidates = [(f"{where}.emoji", comp.get("emoji"), comp.get("type"))]
        for j, option in enumerate(comp.get("options") or []):
            if isinstance(option, dict):
                candidates.append((f"{where}.options.{j}.emoji", option.get("emoji"), "option"))
        for at, emo, ctype in candidates:
            if not isinstance(emo, dict) or emo.get("id"):
                continue  # no emoji, or a custom emoji (checked by id on Discord's side)
            name = str(emo.get("name") or "")
            if not is_real_emoji(name):
                code = (
                    "BUTTON_COMPONENT_INVALID_EMOJI"
                    if ctype == 2
                    else "SELECT_COMPONENT_OPTION_INVALID_EMOJI"
                )
                out.append(
                    Problem(
                        f"{at}.name",
                        f"Invalid emoji {name!r} ({', '.join(f'U+{ord(c):04X}' for c in name)})",
                        "emoji is a real emoji (docs/ARCHITECTURE.md C16.17)",
                        code,
                    )
                )
    return out


def embed_problems(embeds: list[JsonDict] | None) -> list[Problem]:
    """Per-embed limits and the 6,000-character total of a message's embeds."""
    out: list[Problem] = []
    embeds = embeds or []
    if len(embeds) > 10:
        out.append(Problem("embeds", f"{len(embeds)} embeds > 10", "≤ 10 embeds", "BASE_TYPE_MAX_LENGTH"))
    total = 0
    for i, e in enumerate(embeds):
        if not isinstance(e, dict):
            continue
        texts = [
            ("title", e.get("title") or "", 256),
            ("description", e.get("description") or "", 4096),
            ("footer.text", (e.get("footer") or {}).get("text") or "", 2048),
            ("author.name", (e.get("author") or {}).get("name") or "", 256),
        ]
        fields = e.get("fields") or []
        if len(fields) > 25:
            out.append(
                Problem(
                    f"embeds.{i}.fields", f"{len(fields)} fields > 25", "≤ 25 fields", "BASE_TYPE_MAX_LENGTH"
                )
            )
        for j, f in enumerate(fields):
            texts.append((f"fields.{j}.name", str(f.get("name") or ""), 256))
            texts.append((f"fields.{j}.value", str(f.get("value") or ""), 1024))
        for name, value, cap in texts:
            total += len(value)
            if len(value) > cap:
                out.append(
                    Problem(
                        f"embeds.{i}.{name}",
                        f"{len(value)} chars > {cap}",
                        f"embed {name} ≤ {cap}",
                        "BASE_TYPE_MAX_LENGTH",
                    )
                )
    if total > 6000:
        out.append(
            Problem(
                "embeds",
                f"embeds total {total} chars > 6000",
                "embeds total ≤ 6,000 characters",
                "MAX_EMBED_SIZE_EXCEEDED",
            )
        )
    return out


def component_problems(components: list[JsonDict] | None, flags: int) -> list[Problem]:
    """Rows, buttons, selects and custom_ids (docs/ARCHITECTURE.md C16.4, C16.5)."""
    out: list[Problem] = []
    components = components or []
    if not flags & COMPONENTS_V2:
        if len(components) > 5:
            out.append(
                Problem(
                    "components",
                    f"{len(components)} action rows > 5",
                    "≤ 5 action rows",
                    "BASE_TYPE_MAX_LENGTH",
                )
            )
        for r, row in enumerate(components):
            if isinstance(row, dict) and row.get("type") != 1:
                out.append(
                    Problem(
                        f"components.{r}.type",
                        f"type {row.get('type')} is not an action row",
                        "v1 messages hold action rows only",
                    )
                )
    elif sum(1 for _ in iter_components(components)) > 40:
        out.append(
            Problem(
                "components",
                "more than 40 components",
                "components v2: ≤ 40 components",
                "BASE_TYPE_MAX_LENGTH",
            )
        )
    seen: dict[str, str] = {}
    for where, comp in iter_components(components):
        ctype = comp.get("type")
        if ctype == 1:
            children = [c for c in comp.get("components") or [] if isinstance(c, dict)]
            buttons = [c for c in children if c.get("type") == 2]
            selects = [c for c in children if c.get("type") in SELECT_TYPES]
            if not children:
                out.append(
                    Problem(
                        f"{where}.components",
                        "an action row needs 1-5 components",
                        "1-5 per row",
                        "BASE_TYPE_MIN_LENGTH",
                    )
                )
            if len(buttons) > 5:
                out.append(
                    Problem(
                        f"{where}.components",
                        f"{len(buttons)} buttons > 5",
                        "≤ 5 buttons per row",
                        "BASE_TYPE_MAX_LENGTH",
                    )
                )
            if selects and len(children) > 1:
                out.append(
                    Problem(
                        f"{where}.components",
                        "a select must be alone in its row",
                        "one select per row",
                        "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                    )
                )
            continue
        cid = comp.get("custom_id")
        needs_id = ctype in SELECT_TYPES or (ctype == 2 and comp.get("style") not in (5, 6))
        if needs_id and not (isinstance(cid, str) and 1 <= len(cid) <= 100):
            out.append(
                Problem(
                    f"{where}.custom_id",
                    f"custom_id {cid!r} must be 1-100 chars",
                    "custom_id 1-100",
                    "BASE_TYPE_REQUIRED",
                )
            )
        if isinstance(cid, str) and cid:
            if cid in seen:
                out.append(
                    Problem(
                        f"{where}.custom_id",
                        f"custom_id {cid!r} is also used at {seen[cid]}",
                        "custom_ids unique within a message",
                        "COMPONENT_CUSTOM_ID_DUPLICATED",
                    )
                )
            else:
                seen[cid] = where
        if ctype == 2 and not comp.get("label") and not comp.get("emoji") and comp.get("style") != 6:
            out.append(
                Problem(
                    f"{where}",
                    "a button needs a label or an emoji",
                    "button label or emoji",
                    "BASE_TYPE_REQUIRED",
                )
            )
        if ctype == 3:
            out += _select_problems(where, comp)
    return out


def _select_problems(where: str, comp: JsonDict) -> list[Problem]:
    out: list[Problem] = []
    options = [o for o in comp.get("options") or [] if isinstance(o, dict)]
    if not 1 <= len(options) <= 25:
        out.append(
            Problem(
                f"{where}.options",
                f"{len(options)} options (needs 1-25)",
                "select options 1-25",
                "BASE_TYPE_BAD_LENGTH",
            )
        )
    values: dict[str, int] = {}
    for j, o in enumerate(options):
        value = str(o.get("value"))
        if value in values:
            out.append(
                Problem(
                    f"{where}.options.{j}.value",
                    f"value {value!r} duplicates option {values[value]}",
                    "select option values unique",
                    "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                )
            )
        values.setdefault(value, j)
    lo = comp.get("min_values")
    hi = comp.get("max_values")
    lo = 1 if lo is None else int(lo)
    hi = 1 if hi is None else int(hi)
    if lo > hi or hi > max(len(options), 1):
        out.append(
            Problem(
                f"{where}.max_values",
                f"min_values {lo} / max_values {hi} with {len(options)} options",
                "min_values ≤ max_values ≤ options",
                "BASE_TYPE_BAD_INT",
            )
        )
    return out


def mention_problems(body: JsonDict) -> list[Problem]:
    """Content that mentions someone must say who may be pinged (allowed_mentions is not persisted)."""
    content = body.get("content")
    if isinstance(content, str) and MENTION_RE.search(content) and "allowed_mentions" not in body:
        return [
            Problem(
                "allowed_mentions",
                "content mentions someone but the request has no allowed_mentions",
                "allowed_mentions whenever content mentions (docs/ARCHITECTURE.md C16.19)",
                "BASE_TYPE_REQUIRED",
            )
        ]
    return []


def message_problems(body: JsonDict | None, *, interaction: bool, prefix: str = "") -> list[Problem]:
    """Every run-time rule of a message body (create, edit, callback data, follow-up, webhook edit).

    `interaction` says whether the body goes through an interaction token (only there may the
    ephemeral flag be set).
    """
    if not body:
        return []
    out: list[Problem] = []
    content = body.get("content")
    if isinstance(content, str) and len(content) > 2000:
        out.append(
            Problem("content", f"{len(content)} chars > 2000", "content ≤ 2,000", "BASE_TYPE_MAX_LENGTH")
        )
    flags = int(body.get("flags") or 0)
    if flags & EPHEMERAL and not interaction:
        out.append(
            Problem(
                "flags",
                "the ephemeral flag (64) is only for interaction responses",
                "ephemeral only on interaction responses",
            )
        )
    out += embed_problems(body.get("embeds"))
    out += component_problems(body.get("components"), flags)
    out += emoji_problems(body.get("components"))
    out += mention_problems(body)
    if flags & COMPONENTS_V2 and (content or body.get("embeds")):
        out.append(Problem("flags", "components v2 messages cannot carry content or embeds", "components v2"))
    if prefix:
        out = [Problem(f"{prefix}.{p.path}" if p.path else prefix, p.message, p.rule, p.code) for p in out]
    return out


def command_problems(commands: list[JsonDict] | None) -> list[Problem]:
    """Application-command rules of a bulk overwrite (docs/ARCHITECTURE.md C16.8)."""
    out: list[Problem] = []
    commands = commands or []
    names: dict[tuple[int, str], int] = {}
    for i, cmd in enumerate(commands):
        key = (int(cmd.get("type") or 1), str(cmd.get("name")))
        if key in names:
            out.append(
                Problem(
                    f"{i}.name",
                    f"command {key[1]!r} is defined twice",
                    "command names unique",
                    "APPLICATION_COMMAND_ALREADY_EXISTS",
                )
            )
        names.setdefault(key, i)
        out += _command_problems(str(i), cmd, chat_input=key[0] == 1)
    return out


def _command_problems(where: str, cmd: JsonDict, *, chat_input: bool) -> list[Problem]:
    out: list[Problem] = []
    name = cmd.get("name")
    if (
        not isinstance(name, str)
        or not COMMAND_NAME_RE.fullmatch(name)
        or (chat_input and name != name.lower())
    ):
        out.append(
            Problem(
                f"{where}.name",
                f"name {name!r} must be 1-32 lowercase letters, digits, - _ '",
                "command name regex",
                "APPLICATION_COMMAND_INVALID_NAME",
            )
        )
    description = cmd.get("description")
    if chat_input and (not isinstance(description, str) or not 1 <= len(description) <= 100):
        out.append(
            Problem(
                f"{where}.description",
                f"description must be 1-100 chars (is {len(description or '')})",
                "description 1-100",
                "BASE_TYPE_BAD_LENGTH",
            )
        )
    options = cmd.get("options") or []
    if len(options) > 25:
        out.append(
            Problem(
                f"{where}.options", f"{len(options)} options > 25", "≤ 25 options", "BASE_TYPE_MAX_LENGTH"
            )
        )
    optional_seen = False
    for j, opt in enumerate(options):
        at = f"{where}.options.{j}"
        if opt.get("type") in (1, 2):
            out += _command_problems(at, opt, chat_input=True)
            continue
        out += _command_problems(at, {k: v for k, v in opt.items() if k != "options"}, chat_input=True)
        if opt.get("required"):
            if optional_seen:
                out.append(
                    Problem(
                        f"{at}.required",
                        "a required option after an optional one",
                        "required options first",
                        "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    )
                )
        else:
            optional_seen = True
        choices = opt.get("choices") or []
        if len(choices) > 25:
            out.append(
                Problem(
                    f"{at}.choices", f"{len(choices)} choices > 25", "≤ 25 choices", "BASE_TYPE_MAX_LENGTH"
                )
            )
        for k, choice in enumerate(choices):
            cname = choice.get("name")
            if not isinstance(cname, str) or not 1 <= len(cname) <= 100:
                out.append(
                    Problem(
                        f"{at}.choices.{k}.name",
                        "choice name must be 1-100 chars",
                        "choice name 1-100",
                        "BASE_TYPE_BAD_LENGTH",
                    )
                )
    return out


# --------------------------------------------------------------------------------------------
# Requests: which body goes with which rules
# --------------------------------------------------------------------------------------------


def request_problems(method: str, path: str, body: Any) -> list[Problem]:
    """Everything Discord would refuse in one request body: the spec first, then the run-time rules.

    `path` is a route template (``/channels/{channel_id}/messages``); discord.py's placeholder
    names need not match the spec's.
    """
    spec = load_spec()
    norm = _normalise(path)
    problems: list[Problem] = []
    if norm == "/interactions/{}/{}/callback" and isinstance(body, dict):
        problems += _callback_problems(spec, body)
    else:
        problems += spec.problems(method, path, body)
    if norm.endswith("/commands") and method.upper() == "PUT":
        problems += command_problems(body if isinstance(body, list) else [])
        return problems
    message = body if isinstance(body, dict) else None
    if norm == "/interactions/{}/{}/callback":
        cb = int((body or {}).get("type") or 0)
        message = (body or {}).get("data") if cb in (4, 7) else None
    if norm in ("/channels/{}/messages", "/channels/{}/messages/{}"):
        problems += message_problems(message, interaction=False)
    elif norm.startswith("/interactions/"):
        problems += message_problems(message, interaction=True, prefix="data")
    elif norm.startswith("/webhooks/"):
        problems += message_problems(message, interaction=True)
    return problems


_CALLBACK_SCHEMAS = {
    1: "PongInteractionCallbackRequest",
    4: "CreateMessageInteractionCallbackRequest",
    5: "CreateMessageInteractionCallbackRequest",
    6: "UpdateMessageInteractionCallbackRequest",
    7: "UpdateMessageInteractionCallbackRequest",
    8: "ApplicationCommandAutocompleteCallbackRequest",
    9: "ModalInteractionCallbackRequest",
    12: "LaunchActivityInteractionCallbackRequest",
}


def _callback_problems(spec: DiscordSpec, body: JsonDict) -> list[Problem]:
    """The callback body against the schema of its own type (clearer errors than the anyOf)."""
    name = _CALLBACK_SCHEMAS.get(int(body.get("type") or 0))
    if name is None:
        return spec.problems("post", "/interactions/{}/{}/callback", body)
    return _schema_problems(spec.schema_validator(name), body, f"spec: {name}")


# --------------------------------------------------------------------------------------------
# Discord's answer
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Response:
    status: int
    reason: str


def error_body(problems: list[Problem]) -> JsonDict:
    """Discord's 50035 body: ``errors`` nested by field path, each leaf ``{"_errors": [...]}``."""
    errors: JsonDict = {}
    for p in problems:
        node = errors
        for part in [x for x in p.path.split(".") if x] or ["_body"]:
            node = node.setdefault(part, {})
        node.setdefault("_errors", []).append({"code": p.code, "message": f"{p.message} [{p.rule}]"})
    return {"code": INVALID_FORM_BODY, "message": "Invalid Form Body", "errors": errors}


def refusal(problems: list[Problem]) -> discord.HTTPException:
    """The exception discord.py raises when Discord answers 400 / 50035 to a request."""
    return discord.HTTPException(_Response(400, "Bad Request"), error_body(problems))  # type: ignore[arg-type]


# --------------------------------------------------------------------------------------------
# House rule: icons in text are real emoji too
# --------------------------------------------------------------------------------------------

#: Unicode blocks whose characters render as pictures: Mahjong/Domino/Playing Cards … Symbols and
#: Pictographs Extended-A, Miscellaneous Symbols, Dingbats, Miscellaneous Symbols and Arrows.
ICON_BLOCKS = ((0x1F000, 0x1FAFF), (0x2600, 0x27BF), (0x2B00, 0x2BFF))


def _is_icon(ch: str) -> bool:
    cp = ord(ch)
    return any(lo <= cp <= hi for lo, hi in ICON_BLOCKS)


def text_icon_problems(text: str) -> list[str]:
    """Pictographic characters in `text` that are not part of a real emoji (e.g. U+1F0A0 🂠).

    Discord shows them in text, but as a font glyph (often a box), not as the emoji players expect;
    and the same character on a button makes Discord refuse the whole message.
    """
    if not text or not any(_is_icon(c) for c in text):
        return []
    covered: set[int] = set()
    for found in emoji_lib.emoji_list(text):
        covered.update(range(found["match_start"], found["match_end"]))
    return [
        f"{ch!r} (U+{ord(ch):04X}) in {text[max(0, i - 20) : i + 20]!r}"
        for i, ch in enumerate(text)
        if _is_icon(ch) and i not in covered
    ]


def message_texts(message: JsonDict) -> Iterator[str]:
    """Every piece of text a player reads in a message: content, embeds, labels, options."""
    yield str(message.get("content") or "")
    for e in message.get("embeds") or []:
        yield str(e.get("title") or "")
        yield str(e.get("description") or "")
        yield str((e.get("footer") or {}).get("text") or "")
        yield str((e.get("author") or {}).get("name") or "")
        for f in e.get("fields") or []:
            yield str(f.get("name") or "")
            yield str(f.get("value") or "")
    for _, comp in iter_components(message.get("components")):
        yield str(comp.get("label") or "")
        yield str(comp.get("placeholder") or "")
        yield str(comp.get("content") or "")
        for o in comp.get("options") or []:
            yield str(o.get("label") or "")
            yield str(o.get("description") or "")
