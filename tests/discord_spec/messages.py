"""Message rules: embed totals, mentions, and a message body's problems, all rules together."""

from __future__ import annotations

from collections.abc import Collection

from tests.discord_spec.common import COMPONENTS_V2, EPHEMERAL, MENTION_RE, JsonDict, Problem
from tests.discord_spec.components import V2_FORBIDDEN_FIELDS, component_problems
from tests.discord_spec.emojis import custom_emoji_problems, emoji_problems


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
