"""What every rule of the strict double shares: `Problem`, flags, error codes, name patterns."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

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
