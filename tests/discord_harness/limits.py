"""Discord's message limits checked on every outgoing payload (docs/ARCHITECTURE.md C16, C17.6)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from tests import discord_spec as spec_rules
from tests.discord_harness.records import JsonDict


def iter_components(components: Iterable[JsonDict]) -> Iterator[JsonDict]:
    """Every component in a components tree, depth first (rows, containers, sections, accessories)."""
    for _, comp in spec_rules.iter_components(components):
        yield comp


def check_message_payload(data: JsonDict | None, *, where: str = "message") -> None:
    """Assert a message body (or a rendered message) is one Discord would accept.

    Checks it against the spec's `MessageCreateRequest` and every run-time rule of
    `tests.discord_spec.message_problems`; AssertionError lists each problem with its field path.
    """
    if not data:
        return
    body = {k: v for k, v in data.items() if k in _MESSAGE_BODY_KEYS}
    validator = spec_rules.load_spec().schema_validator("MessageCreateRequest")
    problems = spec_rules._schema_problems(validator, body, "spec: MessageCreateRequest")
    problems += spec_rules.message_problems(body, interaction=True)
    if problems:
        raise AssertionError(f"Discord would refuse {where}: " + "; ".join(map(str, problems)))


#: The keys of a stored message that are also request-body fields (the rest is Discord's metadata).
_MESSAGE_BODY_KEYS = (
    "content",
    "embeds",
    "components",
    "flags",
    "allowed_mentions",
    "attachments",
    "poll",
    "tts",
)


# --------------------------------------------------------------------------------------------
# Records
# --------------------------------------------------------------------------------------------
