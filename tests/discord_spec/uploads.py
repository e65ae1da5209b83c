"""Uploads (docs/ARCHITECTURE.md C16.20): ``files[n]`` parts, ``attachment://`` references, edits."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from tests.discord_spec.common import COMPONENTS_V2, JsonDict, Problem
from tests.discord_spec.components import ATTACHMENT_URL, THUMBNAIL, V2_FORBIDDEN_FIELDS, media_slots

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
