"""The message store's helpers: merging edits, multipart requests' payloads and files, image types."""

from __future__ import annotations

import io
import json
import mimetypes
import re
from typing import Any

from tests.discord_harness import snowflakes
from tests.discord_harness.records import COMPONENTS_V2, EPHEMERAL, LOADING, JsonDict, Upload
from tests.discord_harness.snowflakes import _jsonable

# --------------------------------------------------------------------------------------------
# Message store helpers
# --------------------------------------------------------------------------------------------

_MESSAGE_ID_IN_URL = re.compile(r"/messages/(\d+)")
_EDITABLE_KEYS = ("content", "embeds", "components", "flags", "poll", "tts")


def _merge_edit(
    old: JsonDict, data: JsonDict, *, lean: bool = False, attachments: list[JsonDict] | None = None
) -> JsonDict:
    """Apply a PATCH payload to a message dict the way Discord does (absent keys are kept); `lean`
    (benchmarks) shares the values instead of copying them. `attachments` (see
    `Harness._attachments_after`) replaces the message's attachments when not None."""
    copy_of = (lambda v: v) if lean else _jsonable
    new = dict(old) if lean else _jsonable(old)
    for key in _EDITABLE_KEYS:
        if key in data:
            value = data[key]
            if key == "flags":
                # Only SUPPRESS_EMBEDS (4) and COMPONENTS_V2 can be changed on edit; ephemeral stays,
                # and so does components v2 (an edit that drops it is refused).
                value = (int(new.get("flags") or 0) & (EPHEMERAL | LOADING | COMPONENTS_V2)) | int(value or 0)
            new[key] = copy_of(
                value if value is not None else ([] if key in ("embeds", "components") else "")
            )
    if attachments is not None:
        new["attachments"] = attachments if lean else _jsonable(attachments)
    new["flags"] = int(new.get("flags") or 0) & ~LOADING
    new["edited_timestamp"] = snowflakes._iso()
    return new


def _new_message_fields(data: JsonDict, attachments: list[JsonDict], *, lean: bool = False) -> JsonDict:
    """What a created message holds of its request body (the rest is Discord's metadata)."""
    copy_of = (lambda v: v) if lean else _jsonable
    out = {
        "content": data.get("content") or "",
        "embeds": copy_of(data.get("embeds") or []),
        "components": copy_of(data.get("components") or []),
        "flags": int(data.get("flags") or 0),
        "attachments": copy_of(attachments),
        "tts": bool(data.get("tts", False)),
    }
    if data.get("poll"):
        out["poll"] = copy_of(data["poll"])
    return out


def _payload_from_params(payload: JsonDict | None, multipart: list[JsonDict] | None) -> JsonDict | None:
    if payload is not None:
        return payload
    for part in multipart or ():
        if part.get("name") == "payload_json":
            return json.loads(part["value"])
    return None


_FILE_PART = re.compile(r"^files\[(\d+)\]$")


def _read_part(value: Any) -> bytes:
    """The bytes of a multipart value (a discord.File's fp is read and put back where it was)."""
    if isinstance(value, bytes | bytearray | memoryview):
        return bytes(value)
    if isinstance(value, str):
        return value.encode()
    seekable = getattr(value, "seekable", lambda: False)()
    pos = value.tell() if seekable else None
    data = value.read()
    if pos is not None:
        value.seek(pos)
    return data if isinstance(data, bytes) else str(data).encode()


def _uploads_from_params(multipart: list[JsonDict] | None) -> list[Upload]:
    """The ``files[n]`` parts of a multipart request, as discord.py builds them."""
    out = []
    for part in multipart or ():
        found = _FILE_PART.match(str(part.get("name") or ""))
        if found:
            n = int(found.group(1))
            out.append(
                Upload(
                    n,
                    str(part.get("filename") or f"file{n}"),
                    _read_part(part["value"]),
                    part.get("content_type"),
                )
            )
    return out


_IMAGE_TYPES = (
    (b"\x89PNG\r\n\x1a\n", "image/png"),
    (b"\xff\xd8\xff", "image/jpeg"),
    (b"GIF87a", "image/gif"),
    (b"GIF89a", "image/gif"),
)


def _content_type(filename: str, data: bytes) -> str:
    """What Discord reports as an attachment's type: images by their bytes, the rest by name."""
    for magic, mime in _IMAGE_TYPES:
        if data.startswith(magic):
            return mime
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "image/webp"
    return mimetypes.guess_type(filename)[0] or "application/octet-stream"


def _image_size(data: bytes) -> tuple[int | None, int | None]:
    try:
        from PIL import Image

        with Image.open(io.BytesIO(data)) as im:
            return im.size
    except Exception:  # not an image Pillow reads (or no Pillow): Discord then gives no size
        return None, None


# --------------------------------------------------------------------------------------------
# The fake interaction webhook adapter
# --------------------------------------------------------------------------------------------
