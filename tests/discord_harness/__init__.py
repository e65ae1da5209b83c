"""Discord interaction test harness: drive the bot the way Discord does, without a network.

docs/ARCHITECTURE.md C13.4 and C17 are the spec. dpytest
fakes the bot-token REST side (guild, channels, members, channel messages, DMs, edits); this module
adds what dpytest lacks:

* a recording fake of discord.py's interaction webhook adapter (`FakeInteractionAdapter`) that
  answers callbacks, follow-ups and ``@original`` requests with realistic payloads;
* recording wrappers around the bot's REST calls (`bot.http.send_message` / `edit_message` /
  `delete_message` / `start_private_message`) that keep components, count calls and can refuse
  DMs with 403/50007;
* Discord's message limits checked on every outgoing payload (`check_message_payload`);
* uploads: multipart requests (``payload_json`` + ``files[n]``) parsed on every route, each file
  kept with its bytes (`Harness.attachments`, `Harness.media`, `Harness.uploads`,
  `ApiCall.files`) and served back to ``Attachment.read()``; ``attachment://`` media resolved to the
  attachment as Discord answers; edits keep or replace attachments per the ``attachments`` field;
* the application's emojis (``/applications/{id}/emojis``: `Harness.app_emojis`), which a
  component's custom emoji must be one of (or a server's the double knows: `known_emoji_ids`);
* `INTERACTION_CREATE` builders (`slash_payload`, `component_payload`, `snowflake_at`) fed to
  ``bot._connection.parse_interaction_create`` so the real CommandTree and ViewStore run;
* `Harness.settle()` and the "exactly one initial response per interaction" check.

It deliberately touches semi-private discord.py internals (``async_context``, ``_command_tree``,
``_view_store``, task names, ``_async_setup_hook``). discord.py is pinned to 2.7.x in
pyproject.toml; ``tests/harness/test_harness_smoke.py`` fails loudly if those move.

Gotchas this module handles (keep them in mind when extending it):

* ``dpytest.configure()`` replaces ``bot._connection``: the tree is re-linked and dynamic items /
  views must be registered *after* it (pass them as ``setup=``).
* dpytest only creates members when the member cache is on, so the harness enables the members
  intent while configuring and restores the bot's real intents afterwards.
* dpytest's ``send_message``/``get_message`` find the channel by inspecting the *caller's* frame
  locals; the wrappers keep a local ``channel`` and resolve PartialMessageables to real channels.
  dpytest also drops ``components``/``flags`` on send; the wrappers put them back.
* A click must carry the message as rendered, or discord.py drops DynamicItem clicks silently.
* Bot code swallows exceptions (discord.py logs "Ignoring exception in ..."), so the harness
  captures ERROR logs of ``discord``, ``bot`` and ``cogs`` and `settle()` re-raises them, as it
  does for limit violations raised inside the bot.
* ``bot.close()`` fails on dpytest's FakeWebSocket; `Harness.shutdown()` detaches it first.

Typical use (see the smoke tests for complete flows)::

    from tests.discord_harness import harness_factory  # noqa: F401  (pytest fixture)

    async def test_flow(harness_factory):
        h = await harness_factory(make_bot(), setup=register_items)
        rec = await h.slash("demo start", h.members[0], players=4)
        table = rec.message                      # what the channel sees, components included
        click = await h.click(table, h.members[1], label="Join")
        assert click.callback_type == 7

The harness is a package, one module per part (everything above is re-exported here, so
``from tests.discord_harness import Harness`` keeps working):

* `records` (call kinds, `ApiCall`, `InteractionRecord`, uploads), `snowflakes` (ids, the double's
  clock `snowflakes._now_ms`: patch it there, and HTTP errors), `limits` (message limits),
  `payloads` (``INTERACTION_CREATE`` builders), `store` (the message store's helpers), `adapter`;
* `Harness` (in `harness`, with `make_harness` and the fixture) is made of parts that each keep
  one side of Discord: `core` (state, world, recording, faults), `outgoing` (the referee and
  uploads), `interactions` (the interaction webhook), `rest` (bot-token REST), `emojis`, `users`
  (slash, click, select, say), `checks` (settle and the checks) and `reading` (what users see, counts).
"""

from __future__ import annotations

from tests.discord_harness.adapter import FakeInteractionAdapter
from tests.discord_harness.harness import Harness, harness_factory, make_harness
from tests.discord_harness.limits import check_message_payload, iter_components
from tests.discord_harness.payloads import component_payload, find_component, slash_payload
from tests.discord_harness.records import (
    ACK_DEADLINE_S,
    APP_EMOJI_CREATE,
    APP_EMOJI_DELETE,
    APP_EMOJI_EDIT,
    APP_EMOJI_GET,
    APP_EMOJI_LIST,
    CDN_GET,
    COMMAND_SYNC,
    COMPONENTS_V2,
    COUNTED_KINDS,
    DISCORD_EPOCH_MS,
    DM_EDIT,
    DM_OPEN,
    DM_SEND,
    EMOJI_KINDS,
    EPHEMERAL,
    FOLLOWUP_SEND,
    INTERACTION_RESPONSE,
    LOADING,
    MESSAGE_DELETE,
    MESSAGE_EDIT,
    MESSAGE_SEND,
    ORIGINAL_DELETE,
    ORIGINAL_EDIT,
    ORIGINAL_GET,
    SETTLE_TASK_PREFIXES,
    TOKEN_LIFETIME_S,
    WEBHOOK_MESSAGE_DELETE,
    WEBHOOK_MESSAGE_EDIT,
    WEBHOOK_MESSAGE_GET,
    ApiCall,
    InteractionRecord,
    Media,
    Upload,
    UploadedFile,
)
from tests.discord_harness.snowflakes import FakeResponse, http_error, snowflake_at, snowflake_ms

__all__ = [
    "ACK_DEADLINE_S",
    "APP_EMOJI_CREATE",
    "APP_EMOJI_DELETE",
    "APP_EMOJI_EDIT",
    "APP_EMOJI_GET",
    "APP_EMOJI_LIST",
    "CDN_GET",
    "COMMAND_SYNC",
    "COMPONENTS_V2",
    "COUNTED_KINDS",
    "DISCORD_EPOCH_MS",
    "DM_EDIT",
    "DM_OPEN",
    "DM_SEND",
    "EMOJI_KINDS",
    "EPHEMERAL",
    "FOLLOWUP_SEND",
    "INTERACTION_RESPONSE",
    "LOADING",
    "MESSAGE_DELETE",
    "MESSAGE_EDIT",
    "MESSAGE_SEND",
    "ORIGINAL_DELETE",
    "ORIGINAL_EDIT",
    "ORIGINAL_GET",
    "SETTLE_TASK_PREFIXES",
    "TOKEN_LIFETIME_S",
    "WEBHOOK_MESSAGE_DELETE",
    "WEBHOOK_MESSAGE_EDIT",
    "WEBHOOK_MESSAGE_GET",
    "ApiCall",
    "FakeInteractionAdapter",
    "FakeResponse",
    "Harness",
    "InteractionRecord",
    "Media",
    "Upload",
    "UploadedFile",
    "check_message_payload",
    "component_payload",
    "find_component",
    "harness_factory",
    "http_error",
    "iter_components",
    "make_harness",
    "slash_payload",
    "snowflake_at",
    "snowflake_ms",
]
