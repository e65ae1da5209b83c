"""What Discord refuses, offline: request bodies checked against Discord's own OpenAPI spec, plus the
run-time rules the spec cannot express (docs/ARCHITECTURE.md C16).

Besides the spec: emoji validity, embed totals, rows and selects, custom_ids, mentions; Components V2
(40 components counted nested, 4,000 characters of text, media urls, unique ids, the flag kept, no
content or embeds); uploads (10 files, 10 MiB, ``attachment://`` names a file of the message); the
application-emoji routes (name, image, 256 KiB); custom emoji ids the application may use.

`tests/discord_harness/` runs every request body the bot sends through `request_problems()` and
turns a problem into the `discord.HTTPException` Discord would answer (`refusal()`): 400 / 50035
"Invalid Form Body" with Discord's nested ``errors`` object, so the bot sees what it would see on a
real server, and the test that caused it fails with the field path and the rule.

The spec is vendored in `tests/discord_api_spec/openapi.json` (Discord's repository
discord/discord-api-spec, MIT; version and licence beside it), validated with `jsonschema` (Draft 2020-12, which OpenAPI 3.1 schemas are) and `referencing`.
Set ``CAMPFIRE_DISCORD_SPEC`` to use another copy of the file.

One module per kind of rule, all re-exported here (``from tests.discord_spec import message_problems``):
`common` (`Problem`, flags, codes), `schema` (the OpenAPI spec), `components` (rows, selects, Components
V2), `emojis` (component emojis, application emojis, icons in text), `messages` (embeds, mentions, a
message's rules together), `commands`, `uploads`, `requests` (which rules a request gets, the refusal).
"""

from __future__ import annotations

from tests.discord_spec.commands import command_problems
from tests.discord_spec.common import (
    ALREADY_ACKNOWLEDGED,
    COMMAND_NAME_RE,
    COMPONENTS_V2,
    EPHEMERAL,
    INVALID_FORM_BODY,
    INVALID_WEBHOOK_TOKEN,
    MENTION_RE,
    SELECT_TYPES,
    SPEC_URI,
    UNKNOWN_INTERACTION,
    JsonDict,
    Problem,
)
from tests.discord_spec.components import (
    ATTACHMENT_URL,
    CONTAINER,
    FILE,
    MEDIA_GALLERY,
    SECTION,
    SEPARATOR,
    TEXT_DISPLAY,
    THUMBNAIL,
    V2_COMPONENT_LIMIT,
    V2_FORBIDDEN_FIELDS,
    V2_TEXT_LIMIT,
    component_id_problems,
    component_problems,
    iter_components,
    media_slots,
    v2_problems,
)
from tests.discord_spec.emojis import (
    APPLICATION_EMOJI_LIMIT,
    CUSTOM_EMOJI_MARKUP,
    EMOJI_IMAGE_LIMIT_BYTES,
    EMOJI_NAME_RE,
    ICON_BLOCKS,
    MAX_EMOJIS_REACHED,
    UNKNOWN_EMOJI,
    application_emoji_problems,
    custom_emoji_problems,
    emoji_image,
    emoji_problems,
    is_real_emoji,
    message_texts,
    text_emoji_problems,
    text_icon_problems,
)
from tests.discord_spec.messages import embed_problems, mention_problems, message_problems
from tests.discord_spec.requests import error_body, message_part, refusal, request_problems
from tests.discord_spec.schema import DiscordSpec, _schema_problems, load_spec, spec_path
from tests.discord_spec.uploads import (
    MAX_FILES,
    REQUEST_TOO_LARGE,
    UPLOAD_LIMIT_BYTES,
    Upload,
    edit_problems,
    reference_problems,
    upload_problems,
    upload_too_large,
)

__all__ = [
    "ALREADY_ACKNOWLEDGED",
    "APPLICATION_EMOJI_LIMIT",
    "ATTACHMENT_URL",
    "COMMAND_NAME_RE",
    "COMPONENTS_V2",
    "CONTAINER",
    "CUSTOM_EMOJI_MARKUP",
    "EMOJI_IMAGE_LIMIT_BYTES",
    "EMOJI_NAME_RE",
    "EPHEMERAL",
    "FILE",
    "ICON_BLOCKS",
    "INVALID_FORM_BODY",
    "INVALID_WEBHOOK_TOKEN",
    "MAX_EMOJIS_REACHED",
    "MAX_FILES",
    "MEDIA_GALLERY",
    "MENTION_RE",
    "REQUEST_TOO_LARGE",
    "SECTION",
    "SELECT_TYPES",
    "SEPARATOR",
    "SPEC_URI",
    "TEXT_DISPLAY",
    "THUMBNAIL",
    "UNKNOWN_EMOJI",
    "UNKNOWN_INTERACTION",
    "UPLOAD_LIMIT_BYTES",
    "V2_COMPONENT_LIMIT",
    "V2_FORBIDDEN_FIELDS",
    "V2_TEXT_LIMIT",
    "DiscordSpec",
    "JsonDict",
    "Problem",
    "Upload",
    "_schema_problems",
    "application_emoji_problems",
    "command_problems",
    "component_id_problems",
    "component_problems",
    "custom_emoji_problems",
    "edit_problems",
    "embed_problems",
    "emoji_image",
    "emoji_problems",
    "error_body",
    "is_real_emoji",
    "iter_components",
    "load_spec",
    "media_slots",
    "mention_problems",
    "message_part",
    "message_problems",
    "message_texts",
    "reference_problems",
    "refusal",
    "request_problems",
    "spec_path",
    "text_emoji_problems",
    "text_icon_problems",
    "upload_problems",
    "upload_too_large",
    "v2_problems",
]
