"""Requests: which body goes with which rules, and Discord's answer to a refused one."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

import discord

from tests.discord_spec.commands import command_problems
from tests.discord_spec.common import INVALID_FORM_BODY, JsonDict, Problem
from tests.discord_spec.emojis import application_emoji_problems
from tests.discord_spec.messages import message_problems
from tests.discord_spec.schema import DiscordSpec, _normalise, _schema_problems, load_spec


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
