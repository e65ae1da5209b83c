"""Emoji rules: component emojis real (or the application's), the application-emoji routes' bodies
(C16.17), and the house rule that icons in text are real emoji too."""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Collection, Iterator

import emoji as emoji_lib

from tests.discord_spec.common import JsonDict, Problem
from tests.discord_spec.components import THUMBNAIL, iter_components


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
