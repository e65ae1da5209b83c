"""Component rules (docs/ARCHITECTURE.md C16): rows, buttons, selects, custom_ids, and Components V2's
limits the spec's schemas leave out (C16.4)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from tests.discord_spec.common import COMPONENTS_V2, SELECT_TYPES, JsonDict, Problem


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
