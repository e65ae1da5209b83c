"""What Discord refuses, offline: request bodies checked against Discord's own OpenAPI spec, plus the
run-time rules the spec cannot express (docs/ARCHITECTURE.md C16).

Besides the spec: emoji validity, embed totals, rows and selects, custom_ids, mentions; Components V2
(40 components counted nested, 4,000 characters of text, media urls, unique ids, the flag kept, no
content or embeds); uploads (10 files, 10 MiB, ``attachment://`` names a file of the message); the
application-emoji routes (name, image, 256 KiB); custom emoji ids the application may use.

`tests/discord_harness.py` runs every request body the bot sends through `request_problems()` and
turns a problem into the `discord.HTTPException` Discord would answer (`refusal()`): 400 / 50035
"Invalid Form Body" with Discord's nested ``errors`` object, so the bot sees what it would see on a
real server, and the test that caused it fails with the field path and the rule.

The spec is vendored in `tests/discord_api_spec/openapi.json` (Discord's repository
discord/discord-api-spec, MIT; version and licence beside it), validated with `jsonschema` (Draft 2020-12, which OpenAPI 3.1 schemas are) and `referencing`.
Set ``CAMPFIRE_DISCORD_SPEC`` to use another copy of the file.
"""

from __future__ import annotations

import base64
import binascii
import functools
import json
import os
import re
from collections.abc import Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
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


def _emoji_slots(components: list[JsonDict] | None) -> Iterator[tuple[str, JsonDict, str]]:
    """(error path, emoji dict, Discord's error code) for every emoji on a button or select option."""
    for where, comp in iter_components(components):
        emo = comp.get("emoji")
        if isinstance(emo, dict):
            code = (
                "BUTTON_COMPONENT_INVALID_EMOJI"
                if comp.get("type") == 2
                else "SELECT_COMPONENT_OPTION_INVALID_EMOJI"
            )
            yield f"{where}.emoji", emo, code
        for j, option in enumerate(comp.get("options") or []):
            if isinstance(option, dict) and isinstance(option.get("emoji"), dict):
                yield f"{where}.options.{j}.emoji", option["emoji"], "SELECT_COMPONENT_OPTION_INVALID_EMOJI"


def emoji_problems(components: list[JsonDict] | None) -> list[Problem]:
    """Unicode emoji on buttons and select options that are not real emoji (Discord: 50035)."""
    out = []
    for at, emo, code in _emoji_slots(components):
        if emo.get("id"):
            continue  # a custom emoji: `custom_emoji_problems` checks its id
        name = str(emo.get("name") or "")
        if not is_real_emoji(name):
            out.append(
                Problem(
                    f"{at}.name",
                    f"Invalid emoji {name!r} ({', '.join(f'U+{ord(c):04X}' for c in name)})",
                    "emoji is a real emoji (docs/ARCHITECTURE.md C16.17)",
                    code,
                )
            )
    return out


def custom_emoji_problems(components: list[JsonDict] | None, known_ids: Collection[int]) -> list[Problem]:
    """Custom emoji (with an id) on buttons and select options that the application cannot use.

    A bot may put on a component an emoji its application owns (application emojis) or one of a
    server it is in; any other id is refused with 50035, the whole message with it (C16.17).
    """
    out = []
    for at, emo, code in _emoji_slots(components):
        raw = emo.get("id")
        if not raw:
            continue
        try:
            known = int(raw) in known_ids
        except (TypeError, ValueError):
            known = False  # not a snowflake: the spec refuses it too
        if not known:
            out.append(
                Problem(
                    f"{at}.id",
                    f"Invalid emoji: {emo.get('name')!r} (id {raw}) is neither an emoji of the application "
                    "nor one of a server the bot is in",
                    "custom emoji the application owns (docs/ARCHITECTURE.md C16.17)",
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
    else:
        out += v2_problems(components)
    out += component_id_problems(components)
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


def message_problems(
    body: JsonDict | None,
    *,
    interaction: bool,
    prefix: str = "",
    known_emoji_ids: Collection[int] | None = None,
    before_flags: int = 0,
) -> list[Problem]:
    """Every run-time rule of a message body (create, edit, callback data, follow-up, webhook edit).

    `interaction` says whether the body goes through an interaction token (only there may the
    ephemeral flag be set). `known_emoji_ids` (when given) are the custom emoji the application may
    put on components. `before_flags` are the flags of the message an edit changes: a components v2
    message stays one (docs/ARCHITECTURE.md C16.4), so its edits are held to the v2 rules.
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
    flags |= before_flags & COMPONENTS_V2
    out += embed_problems(body.get("embeds"))
    out += component_problems(body.get("components"), flags)
    out += emoji_problems(body.get("components"))
    if known_emoji_ids is not None:
        out += custom_emoji_problems(body.get("components"), known_emoji_ids)
    out += mention_problems(body)
    if flags & COMPONENTS_V2:
        carried = [k for k in V2_FORBIDDEN_FIELDS if body.get(k)]
        if carried:
            out.append(
                Problem(
                    "flags",
                    f"components v2 messages cannot carry {', '.join(carried)}",
                    "components v2: no content, embeds, poll or stickers (docs/ARCHITECTURE.md C16.4)",
                )
            )
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
# Components V2 (docs/ARCHITECTURE.md C16.4): the rules the spec's component schemas leave out
# --------------------------------------------------------------------------------------------

#: Component types of the v2 layout (Discord's component reference).
SECTION, TEXT_DISPLAY, THUMBNAIL, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER = 9, 10, 11, 12, 13, 14, 17
V2_COMPONENT_LIMIT = 40
V2_TEXT_LIMIT = 4000
#: Message fields a components v2 message cannot have (its text lives in TextDisplays instead).
V2_FORBIDDEN_FIELDS = ("content", "embeds", "poll", "sticker_ids")
ATTACHMENT_URL = "attachment://"
_WEB_URL = ("https://", "http://")


def media_slots(message: JsonDict) -> Iterator[tuple[str, JsonDict, str, int, JsonDict]]:
    """Every media url of a message: (error path, the dict holding it, its key, component type, the
    dict that describes it).

    Embeds (image, thumbnail, author and footer icons: type 0, described by the embed), Thumbnails
    (11, by themselves), MediaGallery items (12, by the item: its ``description`` is the alt text)
    and Files (13). The dicts are the message's own, so a caller may rewrite the url in place.
    """
    for i, embed in enumerate(message.get("embeds") or []):
        if not isinstance(embed, dict):
            continue
        for key, sub in (
            ("image", "url"),
            ("thumbnail", "url"),
            ("author", "icon_url"),
            ("footer", "icon_url"),
        ):
            holder = embed.get(key)
            if isinstance(holder, dict) and isinstance(holder.get(sub), str):
                yield f"embeds.{i}.{key}.{sub}", holder, sub, 0, embed
    for where, comp in iter_components(message.get("components")):
        ctype = comp.get("type")
        slots: list[tuple[str, Any, JsonDict]] = []
        if ctype == THUMBNAIL:
            slots.append((f"{where}.media", comp.get("media"), comp))
        elif ctype == MEDIA_GALLERY:
            for j, item in enumerate(comp.get("items") or []):
                if isinstance(item, dict):
                    slots.append((f"{where}.items.{j}.media", item.get("media"), item))
        elif ctype == FILE:
            slots.append((f"{where}.file", comp.get("file"), comp))
        for at, holder, parent in slots:
            if isinstance(holder, dict) and isinstance(holder.get("url"), str):
                yield f"{at}.url", holder, "url", ctype, parent


def v2_problems(components: list[JsonDict] | None) -> list[Problem]:
    """The components v2 limits: 40 components counted nested, 4,000 characters of TextDisplay text,
    and media urls a Thumbnail, MediaGallery or File can show."""
    out: list[Problem] = []
    every = list(iter_components(components))
    if len(every) > V2_COMPONENT_LIMIT:
        out.append(
            Problem(
                "components",
                f"{len(every)} components (nested ones count) > {V2_COMPONENT_LIMIT}",
                "components v2: ≤ 40 components",
                "BASE_TYPE_MAX_LENGTH",
            )
        )
    text = sum(len(str(c.get("content") or "")) for _, c in every if c.get("type") == TEXT_DISPLAY)
    if text > V2_TEXT_LIMIT:
        out.append(
            Problem(
                "components",
                f"the text displays hold {text} characters > {V2_TEXT_LIMIT}",
                "components v2: ≤ 4,000 characters of text in all",
                "BASE_TYPE_MAX_LENGTH",
            )
        )
    for at, holder, key, ctype, _ in media_slots({"components": components}):
        url = holder[key]
        if ctype == FILE and not url.startswith(ATTACHMENT_URL):
            out.append(
                Problem(
                    at,
                    f"a File component shows an uploaded file only (attachment://<filename>), not {url[:80]!r}",
                    "components v2: File takes attachment:// only",
                )
            )
        elif ctype in (THUMBNAIL, MEDIA_GALLERY) and not url.startswith((ATTACHMENT_URL, *_WEB_URL)):
            out.append(
                Problem(
                    at,
                    f"media url {url[:80]!r} is neither http(s):// nor attachment://<filename>",
                    "components v2: media is a web url or an uploaded file",
                    "URL_TYPE_INVALID_URL",
                )
            )
    return out


def component_id_problems(components: list[JsonDict] | None) -> list[Problem]:
    """Component ``id``s (the optional 32-bit identifiers) unique within a message; 0 means "none"."""
    out: list[Problem] = []
    seen: dict[int, str] = {}
    for where, comp in iter_components(components):
        cid = comp.get("id")
        if not isinstance(cid, int) or isinstance(cid, bool) or cid == 0:
            continue
        if cid in seen:
            out.append(
                Problem(
                    f"{where}.id",
                    f"component id {cid} is also used at {seen[cid]}",
                    "component ids unique within a message",
                    "COMPONENT_ID_DUPLICATED",
                )
            )
        else:
            seen[cid] = where
    return out


# --------------------------------------------------------------------------------------------
# Uploads (docs/ARCHITECTURE.md C16.20): files[n] parts, attachment:// references, edits
# --------------------------------------------------------------------------------------------

UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024
"""A bot's default upload limit (Discord: 10 MiB; more only in boosted servers): the request's files in all."""
MAX_FILES = 10
REQUEST_TOO_LARGE = 40005


@dataclass(frozen=True)
class Upload:
    """One ``files[n]`` part of a multipart request: the bytes Discord stores as an attachment."""

    index: int
    filename: str
    data: bytes = field(repr=False)
    #: As the part declared it (discord.py always says application/octet-stream; Discord sniffs).
    content_type: str | None = None

    @property
    def size(self) -> int:
        """The file's size in bytes."""
        return len(self.data)


def upload_too_large(uploads: Sequence[Upload], limit: int = UPLOAD_LIMIT_BYTES) -> str | None:
    """Why Discord answers 413 / 40005 "Request entity too large" to these files (None: they fit)."""
    total = sum(u.size for u in uploads)
    if total <= limit:
        return None
    sizes = ", ".join(f"{u.filename} {u.size} B" for u in uploads)
    return f"the files come to {total} bytes > the upload limit of {limit} bytes ({sizes})"


def upload_problems(
    message: JsonDict | None, uploads: Sequence[Upload], *, kept: Sequence[JsonDict] = ()
) -> list[Problem]:
    """At most 10 files, and every ``attachments`` entry names a file of this request (its index n of
    ``files[n]``) or, in an edit, an attachment the message has (`kept`)."""
    out: list[Problem] = []
    if len(uploads) > MAX_FILES:
        out.append(
            Problem(
                "files",
                f"{len(uploads)} files > {MAX_FILES}",
                "≤ 10 files per message",
                "BASE_TYPE_MAX_LENGTH",
            )
        )
    entries = (message or {}).get("attachments")
    if not isinstance(entries, list):
        return out
    existing = {str(a.get("id")) for a in kept if isinstance(a, dict)}
    indices = {str(u.index) for u in uploads}
    for i, entry in enumerate(entries):
        if not isinstance(entry, dict):
            continue
        aid = str(entry.get("id"))
        if aid in existing or aid in indices:
            continue
        out.append(
            Problem(
                f"attachments.{i}.id",
                f"attachment {aid} is neither a file of this request (files[n], n in {sorted(indices)}) "
                "nor one the message has",
                "attachments name uploaded or kept files",
            )
        )
    return out


def reference_problems(message: JsonDict) -> list[Problem]:
    """Every ``attachment://<filename>`` in embeds and components names a file the message has (after
    the request), and a Thumbnail's is an image."""
    files = {str(a.get("filename")): a for a in message.get("attachments") or [] if isinstance(a, dict)}
    out: list[Problem] = []
    for at, holder, key, ctype, _ in media_slots(message):
        url = holder[key]
        if not url.startswith(ATTACHMENT_URL):
            continue
        name = url[len(ATTACHMENT_URL) :]
        found = files.get(name)
        if found is None:
            out.append(
                Problem(
                    at,
                    f"{url} names no file of the message (it has {sorted(files) or 'none'})",
                    "attachment:// names an uploaded file",
                )
            )
        elif ctype == THUMBNAIL and not str(found.get("content_type") or "").startswith("image/"):
            out.append(
                Problem(
                    at,
                    f"a Thumbnail shows an image, and {name} is {found.get('content_type') or 'not one'}",
                    "components v2: Thumbnail is an image",
                )
            )
    return out


def edit_problems(before: JsonDict, body: JsonDict, after: JsonDict) -> list[Problem]:
    """What an edit cannot do to a message: remove the components v2 flag, or leave it v2 with the
    content or embeds it had before (an edit into v2 must clear them: null or empty)."""
    out: list[Problem] = []
    was_v2 = bool(int(before.get("flags") or 0) & COMPONENTS_V2)
    if was_v2 and "flags" in body and not int(body.get("flags") or 0) & COMPONENTS_V2:
        out.append(
            Problem(
                "flags",
                "the components v2 flag (1<<15) cannot be removed from a message once set",
                "components v2 stays (docs/ARCHITECTURE.md C16.4)",
            )
        )
    if int(after.get("flags") or 0) & COMPONENTS_V2:
        left = [k for k in V2_FORBIDDEN_FIELDS if after.get(k) and not body.get(k)]
        if left:
            out.append(
                Problem(
                    "flags",
                    f"the message would be components v2 and still carry its {', '.join(left)}: "
                    "clear them in the edit (null or empty)",
                    "components v2: no content, embeds, poll or stickers (docs/ARCHITECTURE.md C16.4)",
                )
            )
    return out


# --------------------------------------------------------------------------------------------
# Application emojis (docs/ARCHITECTURE.md C16.17): what POST/PATCH bodies may hold
# --------------------------------------------------------------------------------------------

APPLICATION_EMOJI_LIMIT = 2000
EMOJI_IMAGE_LIMIT_BYTES = 256 * 1024
MAX_EMOJIS_REACHED = 30008
UNKNOWN_EMOJI = 10014
EMOJI_NAME_RE = re.compile(r"^[A-Za-z0-9_]{2,32}$")
_DATA_URI_RE = re.compile(r"^data:(image/(?:png|jpeg|gif|webp));base64,([A-Za-z0-9+/=\s]*)$")
_IMAGE_MAGIC = {
    "image/png": lambda b: b.startswith(b"\x89PNG\r\n\x1a\n"),
    "image/jpeg": lambda b: b[:3] == b"\xff\xd8\xff",
    "image/gif": lambda b: b[:6] in (b"GIF87a", b"GIF89a"),
    "image/webp": lambda b: b[:4] == b"RIFF" and b[8:12] == b"WEBP",
}


def emoji_image(data_uri: str) -> tuple[str, bytes] | None:
    """(mime type, bytes) of an emoji's ``image`` data URI, or None if it is not a PNG, JPEG, GIF or
    WebP image in base64 whose bytes are what the URI says."""
    found = _DATA_URI_RE.match(data_uri or "")
    if not found:
        return None
    try:
        data = base64.b64decode(found.group(2), validate=False)
    except (binascii.Error, ValueError):
        return None
    mime = found.group(1)
    return (mime, data) if _IMAGE_MAGIC[mime](data) else None


def application_emoji_problems(body: JsonDict) -> list[Problem]:
    """An emoji's name (2-32 letters, digits or underscores) and image (a data URI, ≤ 256 KiB)."""
    out: list[Problem] = []
    name = body.get("name")
    if "name" in body and not (isinstance(name, str) and EMOJI_NAME_RE.fullmatch(name)):
        out.append(
            Problem(
                "name",
                f"name {name!r} must be 2-32 letters, digits or underscores",
                "emoji name [A-Za-z0-9_]{2,32}",
                "STRING_TYPE_REGEX",
            )
        )
    if "image" in body:
        image = emoji_image(str(body.get("image") or ""))
        if image is None:
            out.append(
                Problem(
                    "image",
                    "not a data:image/(png|jpeg|gif|webp);base64 URI of such an image",
                    "emoji image is a data URI",
                    "IMAGE_INVALID",
                )
            )
        elif len(image[1]) > EMOJI_IMAGE_LIMIT_BYTES:
            out.append(
                Problem(
                    "image",
                    f"File cannot be larger than 256.0 kb ({len(image[1])} bytes)",
                    "emoji image ≤ 256 KiB",
                    "BINARY_TYPE_MAX_SIZE",
                )
            )
    return out


# --------------------------------------------------------------------------------------------
# Requests: which body goes with which rules
# --------------------------------------------------------------------------------------------


def message_part(path: str, body: Any) -> tuple[JsonDict | None, str, bool]:
    """The message a request creates or edits: (its body, the error-path prefix, via an interaction?).

    A channel message is the body itself; an interaction callback's message is its ``data`` (types
    4 and 7 only); a webhook follow-up or edit is the body. Anything else has no message (None).
    """
    norm = _normalise(path)
    if not isinstance(body, dict):
        return None, "", False
    if norm == "/interactions/{}/{}/callback":
        cb = int(body.get("type") or 0)
        data = body.get("data")
        return (data if cb in (4, 7) and isinstance(data, dict) else None), "data", True
    if norm in ("/channels/{}/messages", "/channels/{}/messages/{}"):
        return body, "", False
    if norm.startswith("/webhooks/"):
        return body, "", True
    return None, "", False


def request_problems(
    method: str,
    path: str,
    body: Any,
    *,
    known_emoji_ids: Collection[int] | None = None,
    before: JsonDict | None = None,
) -> list[Problem]:
    """Everything Discord would refuse in one request body: the spec first, then the run-time rules.

    `path` is a route template (``/channels/{channel_id}/messages``); discord.py's placeholder
    names need not match the spec's. `known_emoji_ids` are the custom emoji the application may use
    (None: not checked); `before` is the message an edit changes, as Discord holds it.
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
    if norm.startswith("/applications/{}/emojis") and isinstance(body, dict):
        return problems + application_emoji_problems(body)
    message, prefix, interaction = message_part(path, body)
    if message is not None:
        problems += message_problems(
            message,
            interaction=interaction,
            prefix=prefix,
            known_emoji_ids=known_emoji_ids,
            before_flags=int((before or {}).get("flags") or 0),
        )
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
    """Every piece of text a player reads in a message: content, embeds, labels, options, text
    displays, and the alt text of pictures (what a screen reader says for a table image)."""
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
        if comp.get("type") == THUMBNAIL:
            yield str(comp.get("description") or "")
        for item in comp.get("items") or []:  # a MediaGallery's pictures
            if isinstance(item, dict):
                yield str(item.get("description") or "")
        for o in comp.get("options") or []:
            yield str(o.get("label") or "")
            yield str(o.get("description") or "")


CUSTOM_EMOJI_MARKUP = re.compile(r"<(a?):(\w{2,32}):(\d{15,21})>")


def text_emoji_problems(message: JsonDict, known_ids: Collection[int]) -> list[str]:
    """Custom emoji written in text (``<:card_ace:123>``) that the application cannot use.

    Discord accepts the message but shows such an emoji as the plain text ``:card_ace:``: a house
    rule, like real emoji for icons, so a card line never reads as code (docs/ARCHITECTURE.md C16.17).
    """
    bad = []
    for text in message_texts(message):
        for found in CUSTOM_EMOJI_MARKUP.finditer(text):
            if int(found.group(3)) not in known_ids:
                bad.append(
                    f"{found.group(0)} in {text[:60]!r}: no emoji of the application or its servers has id "
                    f"{found.group(3)}, so players read ':{found.group(2)}:'"
                )
    return bad
