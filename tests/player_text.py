"""What players read, and the internal names that must never be in it.

`player_texts(h)` gathers every text a player read during a harness run: every version of every
message (channel and DM), and every body the bot sent (interaction answers, ephemeral ones included,
follow-ups, edits). `internal_names(texts)` returns the pieces that read like code rather than
words: ruling ids and section signs of the rules reference ("W30", "§9.3"), seeds, snake_case
identifiers, Python reprs. Markup Discord renders (mentions, timestamps, custom emoji, `/commands`)
is taken out first, so `/forest_gangs takeback` or `<t:123:R>` is not flagged.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from tests.discord_spec import message_texts

# Discord markup that renders as something else (mentions, channels, timestamps, custom emoji), links,
# and slash commands as players type them.
_MARKUP = re.compile(r"<(?:@[!&]?|#|t:|a?:)[^>\s]*>|https?://\S+|(?<![\w/])/[a-z][a-z_]*(?: [a-z_]+)*")

INTERNAL = {
    "ruling id": re.compile(r"\(\s*[UWFTHDRSGKOPYC]\d{1,2}[a-z]?\s*\)|\b[UWFHC]\d{1,2}\b"),
    "rules section": re.compile(r"§\s*\d"),
    "seed": re.compile(r"\bseed\b", re.IGNORECASE),
    "snake_case name": re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b"),
    "Python repr": re.compile(r"\bNone\b|\bTrue\b|\bFalse\b|<[\w.]+ object at|\w+\(\w+=|\{'|\['"),
}


def player_texts(h) -> list[str]:
    """Every text a player read in the run of harness `h` (non-empty strings, in order)."""
    texts: list[str] = []
    for versions in h.versions.values():
        for v in versions:
            texts.extend(message_texts(v))
    for call in h.calls:
        payload = call.payload or {}
        data = payload.get("data") if isinstance(payload.get("data"), dict) else payload
        if isinstance(data, dict):
            texts.extend(message_texts(data))
    return [t for t in texts if t]


def internal_names(texts: Iterable[str]) -> list[tuple[str, str, str]]:
    """(kind, match, text) for each internal name found in the texts."""
    found: list[tuple[str, str, str]] = []
    for text in texts:
        plain = _MARKUP.sub(" ", text)
        for kind, pattern in INTERNAL.items():
            for m in pattern.finditer(plain):
                found.append((kind, m.group(0), text))
    return found
