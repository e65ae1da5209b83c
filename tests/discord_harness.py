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
"""

from __future__ import annotations

import asyncio
import contextvars
import copy
import datetime as dt
import io
import itertools
import json
import logging
import mimetypes
import re
import sys
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import discord
import discord.ext.test as dpytest
import pytest
from discord import app_commands
from discord.ext.test import backend as dpy_backend
from discord.ext.test import callbacks as dpy_callbacks
from discord.ext.test import factories as dpy_factories
from discord.http import MultipartParameters
from discord.webhook import async_ as webhook_async

from tests import discord_spec as spec_rules

__all__ = [
    "APP_EMOJI_CREATE",
    "APP_EMOJI_DELETE",
    "APP_EMOJI_EDIT",
    "APP_EMOJI_GET",
    "APP_EMOJI_LIST",
    "CDN_GET",
    "COMMAND_SYNC",
    "COUNTED_KINDS",
    "DISCORD_EPOCH_MS",
    "DM_EDIT",
    "DM_OPEN",
    "DM_SEND",
    "EMOJI_KINDS",
    "FOLLOWUP_SEND",
    "INTERACTION_RESPONSE",
    "MESSAGE_DELETE",
    "MESSAGE_EDIT",
    "MESSAGE_SEND",
    "ORIGINAL_DELETE",
    "ORIGINAL_EDIT",
    "ORIGINAL_GET",
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

JsonDict = dict[str, Any]

DISCORD_EPOCH_MS = 1420070400000
EPHEMERAL = 1 << 6
LOADING = 1 << 7
COMPONENTS_V2 = 1 << 15
_SELECT_TYPES = spec_rules.SELECT_TYPES
ACK_DEADLINE_S = 3.0
TOKEN_LIFETIME_S = 15 * 60.0

#: Task names (or coroutine names) that `Harness.settle()` waits for.
SETTLE_TASK_PREFIXES = (
    "CommandTree-invoker",
    "discord-ui-view-dispatch-",
    "discord-ui-dynamic-item-",
    "discord-ui-modal-dispatch-",
    "discord-ui-view-timeout-",
    "discord.py: ",
    "campfire-harness",
)

# Kinds of recorded API calls; `Harness.count()` groups by these.
INTERACTION_RESPONSE = "interaction_response"
FOLLOWUP_SEND = "followup_send"
ORIGINAL_GET = "original_get"
ORIGINAL_EDIT = "original_edit"
ORIGINAL_DELETE = "original_delete"
WEBHOOK_MESSAGE_GET = "webhook_message_get"
WEBHOOK_MESSAGE_EDIT = "webhook_message_edit"
WEBHOOK_MESSAGE_DELETE = "webhook_message_delete"
MESSAGE_SEND = "message_send"
MESSAGE_EDIT = "message_edit"
MESSAGE_DELETE = "message_delete"
DM_SEND = "dm_send"
DM_EDIT = "dm_edit"
DM_OPEN = "dm_open"
COMMAND_SYNC = "command_sync"
APP_EMOJI_LIST = "app_emoji_list"
APP_EMOJI_GET = "app_emoji_get"
APP_EMOJI_CREATE = "app_emoji_create"
APP_EMOJI_EDIT = "app_emoji_edit"
APP_EMOJI_DELETE = "app_emoji_delete"
#: A download of an attachment the bot uploaded (``Attachment.read()``), served from the double.
CDN_GET = "cdn_get"
#: The application-emoji calls (``h.count(*EMOJI_KINDS)``: a warm restart makes none). Not in
#: `COUNTED_KINDS`, which counts the calls of a player's action.
EMOJI_KINDS = frozenset({APP_EMOJI_LIST, APP_EMOJI_GET, APP_EMOJI_CREATE, APP_EMOJI_EDIT, APP_EMOJI_DELETE})
#: What a benchmark counts as "Discord API calls per action" (reads and DM channel opens excluded).
COUNTED_KINDS = frozenset(
    {
        INTERACTION_RESPONSE,
        FOLLOWUP_SEND,
        ORIGINAL_EDIT,
        ORIGINAL_DELETE,
        WEBHOOK_MESSAGE_EDIT,
        WEBHOOK_MESSAGE_DELETE,
        MESSAGE_SEND,
        MESSAGE_EDIT,
        MESSAGE_DELETE,
        DM_SEND,
        DM_EDIT,
    }
)


# --------------------------------------------------------------------------------------------
# Snowflakes and errors
# --------------------------------------------------------------------------------------------


def snowflake_at(ms: int, increment: int = 0, *, worker: int = 1, process: int = 0) -> int:
    """A snowflake whose timestamp is the unix time `ms` (milliseconds), as Discord builds them."""
    if ms < DISCORD_EPOCH_MS:
        raise ValueError(f"{ms} is before the Discord epoch")
    return (
        ((ms - DISCORD_EPOCH_MS) << 22) | ((worker & 31) << 17) | ((process & 31) << 12) | (increment & 4095)
    )


def snowflake_ms(snowflake: int) -> int:
    """The unix-ms timestamp of a snowflake (inverse of `snowflake_at`)."""
    return (int(snowflake) >> 22) + DISCORD_EPOCH_MS


def _now_ms() -> int:
    return int(time.time() * 1000)


def _iso(ms: int | None = None) -> str:
    ms = _now_ms() if ms is None else ms
    return dt.datetime.fromtimestamp(ms / 1000, tz=dt.UTC).isoformat()


@dataclass(frozen=True)
class FakeResponse:
    """Stands in for an aiohttp response inside `discord.HTTPException`."""

    status: int
    reason: str = ""


def http_error(status: int, code: int = 0, message: str = "") -> discord.HTTPException:
    """The exception discord.py raises for an HTTP error with a Discord JSON error body."""
    reasons = {
        400: "Bad Request",
        401: "Unauthorized",
        403: "Forbidden",
        404: "Not Found",
        429: "Too Many Requests",
    }
    response = FakeResponse(status, reasons.get(status, "Error"))
    body = {"code": code, "message": message}
    if status == 403:
        return discord.Forbidden(response, body)  # type: ignore[arg-type]
    if status == 404:
        return discord.NotFound(response, body)  # type: ignore[arg-type]
    if status >= 500:
        return discord.DiscordServerError(response, body)  # type: ignore[arg-type]
    return discord.HTTPException(response, body)  # type: ignore[arg-type]


def _jsonable(value: Any) -> Any:
    """Deep copy with datetimes as ISO strings, ids as given (the shape discord sends)."""
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, dt.datetime):
        return value.isoformat()
    return copy.deepcopy(value)


# --------------------------------------------------------------------------------------------
# Limit checks (docs/ARCHITECTURE.md C16, C17.6)
# --------------------------------------------------------------------------------------------


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


@dataclass
class ApiCall:
    """One recorded Discord API call made by the bot (interaction webhook or bot-token REST)."""

    kind: str
    method: str
    path: str
    payload: JsonDict | None = None
    callback_type: int | None = None
    ephemeral: bool = False
    interaction_id: int | None = None
    channel_id: int | None = None
    message_id: int | None = None
    at: float = 0.0  # loop.time() when the call was made
    #: The harness's `double_s` when the call was made: the double's own time so far.
    double_s: float = 0.0
    error: BaseException | None = None
    result: Any = None
    #: The ``files[n]`` parts of a multipart request, bytes included (empty without files).
    files: list[Upload] = field(default_factory=list)
    #: Index of this call in `Harness.calls`.
    seq: int = -1


Upload = spec_rules.Upload


@dataclass
class UploadedFile:
    """A file Discord accepted from the bot: the attachment as Discord answers it, and its bytes."""

    id: int
    filename: str
    content_type: str
    data: bytes = field(repr=False)
    url: str
    description: str | None = None
    width: int | None = None
    height: int | None = None
    #: The message it was uploaded with.
    message_id: int | None = None
    #: Index in `Harness.calls` of the request that uploaded it.
    call_seq: int = -1

    @property
    def size(self) -> int:
        """Bytes."""
        return len(self.data)


@dataclass(frozen=True)
class Media:
    """One picture or file a message shows: a Thumbnail, a MediaGallery item, a File or an embed image."""

    kind: str  # "thumbnail", "gallery", "file" or "embed"
    url: str
    #: Alt text (Thumbnail and gallery items) or None.
    description: str | None
    #: The uploaded file it shows (None for a web url).
    file: UploadedFile | None
    path: str  # where in the message, e.g. "components.0.components.1.items.0.media.url"


@dataclass
class InteractionRecord:
    """One dispatched INTERACTION_CREATE and everything the bot did with its token."""

    id: int
    token: str
    type: int
    payload: JsonDict
    user_id: int
    dispatched_at: float
    calls: list[ApiCall] = field(default_factory=list)
    original_message_id: int | None = None
    #: The latest version of the response's message (type 4/5: the new one; 6/7: the clicked one).
    message: JsonDict | None = None
    #: Set when a test expects this interaction to go unanswered (teardown then skips it).
    waived: bool = False

    @property
    def initial_responses(self) -> list[ApiCall]:
        """Callback POSTs that Discord accepted (more than one is a double ack)."""
        return [c for c in self.calls if c.kind == INTERACTION_RESPONSE and c.error is None]

    @property
    def rejected_responses(self) -> list[ApiCall]:
        """Callback POSTs Discord refused (40060 double ack, 10062 late ack, injected faults)."""
        return [c for c in self.calls if c.kind == INTERACTION_RESPONSE and c.error is not None]

    @property
    def responded(self) -> bool:
        """Whether an initial response was accepted."""
        return bool(self.initial_responses)

    @property
    def response(self) -> ApiCall | None:
        """The accepted initial response, if any."""
        firsts = self.initial_responses
        return firsts[0] if firsts else None

    @property
    def callback_type(self) -> int | None:
        """4 message, 5 deferred message, 6 deferred update, 7 update message, 9 modal."""
        r = self.response
        return r.callback_type if r else None

    @property
    def ephemeral(self) -> bool:
        """Whether the initial response carried the ephemeral flag (64)."""
        r = self.response
        return bool(r and r.ephemeral)

    @property
    def acked_after(self) -> float | None:
        """Seconds from dispatch to the initial response (loop clock)."""
        r = self.response
        return None if r is None else r.at - self.dispatched_at

    @property
    def followups(self) -> list[ApiCall]:
        """Accepted follow-up sends (POST /webhooks/{app}/{token})."""
        return [c for c in self.calls if c.kind == FOLLOWUP_SEND and c.error is None]

    @property
    def custom_id(self) -> str | None:
        """The clicked custom_id (component interactions)."""
        return (self.payload.get("data") or {}).get("custom_id")


# --------------------------------------------------------------------------------------------
# Payload builders
# --------------------------------------------------------------------------------------------


def _user_dict(user: discord.abc.User) -> JsonDict:
    return {
        "id": str(user.id),
        "username": user.name,
        "discriminator": getattr(user, "discriminator", "0") or "0",
        "global_name": getattr(user, "global_name", None),
        "avatar": None,
        "bot": bool(getattr(user, "bot", False)),
        "system": False,
        "public_flags": 0,
    }


def _member_dict(member: discord.Member, channel: discord.abc.GuildChannel | None) -> JsonDict:
    perms = channel.permissions_for(member) if channel is not None else member.guild_permissions
    joined = (
        member.joined_at.isoformat()
        if isinstance(member.joined_at, dt.datetime)
        else _iso(0 + DISCORD_EPOCH_MS)
    )
    return {
        "user": _user_dict(member),
        "roles": [str(r.id) for r in member.roles if not r.is_default()],
        "joined_at": joined,
        "premium_since": None,
        "deaf": False,
        "mute": False,
        "flags": 0,
        "pending": False,
        "nick": member.nick,
        "avatar": None,
        "communication_disabled_until": None,
        "permissions": str(perms.value),
    }


def _channel_dict(channel: discord.abc.Messageable) -> JsonDict:
    if isinstance(channel, discord.DMChannel):
        out: JsonDict = {"id": str(channel.id), "type": 1, "flags": 0}
        if channel.recipient is not None:
            out["recipients"] = [_user_dict(channel.recipient)]
        return out
    out = {
        "id": str(channel.id),
        "type": channel.type.value,  # type: ignore[union-attr]
        "guild_id": str(channel.guild.id),  # type: ignore[union-attr]
        "name": getattr(channel, "name", None),
        "position": getattr(channel, "position", 0),
        "permission_overwrites": [],
        "nsfw": False,
        "flags": 0,
    }
    parent = getattr(channel, "category_id", None)
    if parent:
        out["parent_id"] = str(parent)
    return out


def _base_interaction(
    *,
    itype: int,
    data: JsonDict,
    user: discord.abc.User,
    channel: discord.abc.Messageable,
    application_id: int,
    at_ms: int | None,
    increment: int,
    bot_member: discord.Member | None,
) -> JsonDict:
    iid = snowflake_at(_now_ms() if at_ms is None else at_ms, increment, worker=3)
    payload: JsonDict = {
        "id": str(iid),
        "application_id": str(application_id),
        "type": itype,
        "data": data,
        "token": f"harness-token-{iid}",
        "version": 1,
        "locale": "en-US",
        "entitlements": [],
        "entitlement_sku_ids": [],
        "attachment_size_limit": 10 * 1024 * 1024,
        "channel": _channel_dict(channel),
        "channel_id": str(channel.id),
    }
    if isinstance(channel, discord.DMChannel) or not isinstance(user, discord.Member):
        payload["user"] = _user_dict(user)
        payload["context"] = 1
        payload["authorizing_integration_owners"] = {"0": "0"}
        payload["app_permissions"] = str(discord.Permissions.all_channel().value)
    else:
        guild = user.guild
        payload["guild_id"] = str(guild.id)
        payload["guild_locale"] = "en-US"
        payload["guild"] = {"id": str(guild.id), "locale": "en-US", "features": []}
        payload["member"] = _member_dict(user, channel)  # type: ignore[arg-type]
        payload["context"] = 0
        payload["authorizing_integration_owners"] = {"0": str(guild.id)}
        me = bot_member or guild.me
        perms = channel.permissions_for(me) if me is not None else discord.Permissions.none()  # type: ignore[union-attr]
        payload["app_permissions"] = str(perms.value)
    return payload


_PY_OPTION_TYPES: dict[type, int] = {bool: 5, int: 4, float: 10, str: 3}


def _option_type(value: Any) -> int:
    if isinstance(value, discord.Role):
        return 8
    if isinstance(value, discord.abc.GuildChannel):
        return 7
    if isinstance(value, discord.abc.User):
        return 6
    for py, t in _PY_OPTION_TYPES.items():
        if type(value) is py:
            return t
    raise TypeError(f"cannot infer the option type of {value!r}; pass a tree or a typed value")


def _resolve_option(
    value: Any, otype: int, resolved: JsonDict, channel: discord.abc.Messageable
) -> str | int | float | bool:
    """Turn a Python value into Discord's option value, filling `resolved` for entities."""
    if otype in (6, 9) and isinstance(value, discord.abc.User):
        resolved.setdefault("users", {})[str(value.id)] = _user_dict(value)
        if isinstance(value, discord.Member):
            m = _member_dict(value, channel if isinstance(channel, discord.abc.GuildChannel) else None)
            m.pop("user")
            resolved.setdefault("members", {})[str(value.id)] = m
        return str(value.id)
    if otype in (8, 9) and isinstance(value, discord.Role):
        resolved.setdefault("roles", {})[str(value.id)] = {
            "id": str(value.id),
            "name": value.name,
            "color": 0,
            "hoist": False,
            "position": value.position,
            "permissions": str(value.permissions.value),
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }
        return str(value.id)
    if otype == 7 and isinstance(value, discord.abc.GuildChannel):
        resolved.setdefault("channels", {})[str(value.id)] = {
            "id": str(value.id),
            "type": value.type.value,
            "name": value.name,
            "permissions": str(discord.Permissions.all().value),
            "guild_id": str(value.guild.id),
        }
        return str(value.id)
    if otype == 4:
        return int(value)
    if otype == 10:
        return float(value)
    if otype == 5:
        return bool(value)
    return str(value)


def _command_path(
    tree: app_commands.CommandTree | None, path: list[str], guild: discord.Guild | None
) -> tuple[Any, int | None]:
    """Find the app command for a name path; returns (command or None, guild_id of its registration)."""
    if tree is None:
        return None, None
    cmd = None
    guild_id = None
    if guild is not None:
        cmd = tree.get_command(path[0], guild=guild)
        guild_id = guild.id if cmd is not None else None
    if cmd is None:
        cmd = tree.get_command(path[0])
    for name in path[1:]:
        if cmd is None:
            break
        cmd = cmd.get_command(name) if isinstance(cmd, app_commands.Group) else None
    return cmd, guild_id


def slash_payload(
    command: str,
    user: discord.abc.User,
    channel: discord.abc.Messageable,
    *,
    application_id: int,
    options: dict[str, Any] | None = None,
    tree: app_commands.CommandTree | None = None,
    at_ms: int | None = None,
    increment: int = 0,
    command_id: int | None = None,
) -> JsonDict:
    """INTERACTION_CREATE (type 2) for ``/command [group] [sub] opt:value``, options nested as Discord does.

    `command` is the space-separated name path ("forest_gangs start"). Option types come from the
    command in `tree` when given (by display name), else from the Python value.
    """
    path = command.split()
    options = dict(options or {})
    guild = user.guild if isinstance(user, discord.Member) else None
    cmd, cmd_guild_id = _command_path(tree, path, guild)
    if tree is not None and cmd is None:
        raise AssertionError(f"/{command} is not registered on the command tree")
    param_types: dict[str, int] = {}
    if isinstance(cmd, app_commands.Command):
        for p in cmd.parameters:
            param_types[p.display_name] = p.type.value
        unknown = set(options) - set(param_types)
        if unknown:
            raise AssertionError(
                f"/{command} has no option(s) {sorted(unknown)}; it has {sorted(param_types)}"
            )
    resolved: JsonDict = {}
    leaf = []
    for name, value in options.items():
        otype = param_types.get(name) or _option_type(value)
        leaf.append({"name": name, "type": otype, "value": _resolve_option(value, otype, resolved, channel)})
    # Nest: the leaf options sit under the subcommand (type 1), which sits under its group (type 2).
    nested: list[JsonDict] = leaf
    subs = path[1:]
    for depth, name in reversed(list(enumerate(subs))):
        is_group = depth < len(subs) - 1
        nested = [{"name": name, "type": 2 if is_group else 1, "options": nested}]
    cid = command_id or snowflake_at(DISCORD_EPOCH_MS + 10_000_000 + sum(map(ord, path[0])), worker=4)
    data: JsonDict = {"id": str(cid), "name": path[0], "type": 1, "options": nested}
    if resolved:
        data["resolved"] = resolved
    if cmd_guild_id is not None:
        data["guild_id"] = str(cmd_guild_id)
    return _base_interaction(
        itype=2,
        data=data,
        user=user,
        channel=channel,
        application_id=application_id,
        at_ms=at_ms,
        increment=increment,
        bot_member=None,
    )


def component_payload(
    message: JsonDict,
    component: JsonDict,
    user: discord.abc.User,
    channel: discord.abc.Messageable,
    *,
    application_id: int,
    values: list[str] | None = None,
    at_ms: int | None = None,
    increment: int = 0,
) -> JsonDict:
    """INTERACTION_CREATE (type 3) for a click on `component` of `message` (the message dict as sent)."""
    data: JsonDict = {"custom_id": component["custom_id"], "component_type": component["type"]}
    if "id" in component:
        data["id"] = component["id"]
    if component["type"] in _SELECT_TYPES:
        data["values"] = list(values or [])
        if component["type"] != 3:
            data["resolved"] = {}
    payload = _base_interaction(
        itype=3,
        data=data,
        user=user,
        channel=channel,
        application_id=application_id,
        at_ms=at_ms,
        increment=increment,
        bot_member=None,
    )
    payload["message"] = _jsonable(message)
    return payload


def find_component(
    message: JsonDict,
    *,
    label: str | None = None,
    custom_id: str | None = None,
    placeholder: str | None = None,
    type: int | None = None,
) -> JsonDict:
    """The one component in a message dict matching label / custom_id (prefix with '^') / placeholder."""
    found = []
    for comp in iter_components(message.get("components") or []):
        if comp.get("type") == 1 or "custom_id" not in comp:
            continue
        if type is not None and comp.get("type") != type:
            continue
        if label is not None and comp.get("label") != label:
            continue
        if custom_id is not None:
            cid = comp.get("custom_id") or ""
            if custom_id.startswith("^") and not cid.startswith(custom_id[1:]):
                continue
            if not custom_id.startswith("^") and cid != custom_id:
                continue
        if placeholder is not None and comp.get("placeholder") != placeholder:
            continue
        found.append(comp)
    if len(found) != 1:
        have = [
            (c.get("label") or c.get("placeholder"), c.get("custom_id"))
            for c in iter_components(message.get("components") or [])
            if "custom_id" in c
        ]
        raise AssertionError(
            f"expected exactly one component with label={label!r} custom_id={custom_id!r} "
            f"placeholder={placeholder!r}, found {len(found)}; message {message.get('id')} has {have}"
        )
    return found[0]


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
    new["edited_timestamp"] = _iso()
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


class FakeInteractionAdapter(webhook_async.AsyncWebhookAdapter):
    """Records every interaction/webhook request and answers like Discord (see module docstring)."""

    def __init__(self, harness: Harness) -> None:
        super().__init__()
        self.harness = harness

    async def request(  # type: ignore[override]
        self,
        route: Any,
        session: Any = None,
        *,
        payload: JsonDict | None = None,
        multipart: list[JsonDict] | None = None,
        proxy: Any = None,
        proxy_auth: Any = None,
        files: Any = None,
        reason: str | None = None,
        auth_token: str | None = None,
        params: JsonDict | None = None,
    ) -> Any:
        with self.harness.serving():
            body = _payload_from_params(payload, multipart)
            uploads = _uploads_from_params(multipart)
            return await self.harness._webhook_request(
                route.method, route.path, route, body, params or {}, uploads
            )


# --------------------------------------------------------------------------------------------
# The harness
# --------------------------------------------------------------------------------------------


class _ErrorLogHandler(logging.Handler):
    def __init__(self, sink: list[logging.LogRecord]) -> None:
        super().__init__(level=logging.ERROR)
        self.sink = sink

    def emit(self, record: logging.LogRecord) -> None:
        self.sink.append(record)


_ACTIVE: list[Harness] = []
_CREATED: list[Harness] = []  # every harness ever made; the fixture verifies those made during its test
_DEFAULT_ADAPTER = contextvars.Context().run(webhook_async.async_context.get)


class Harness:
    """A dpytest-configured bot plus interaction recording. Build with `make_harness` / `harness_factory`."""

    def __init__(self, bot: discord.Client) -> None:
        self.bot = bot
        self.adapter = FakeInteractionAdapter(self)
        self.calls: list[ApiCall] = []
        self.interactions: dict[int, InteractionRecord] = {}
        self._by_token: dict[str, InteractionRecord] = {}
        self._by_original: dict[int, list[InteractionRecord]] = {}
        """message id -> the interactions whose original response it is (`_refresh_rec_message`)."""
        self.messages: dict[int, JsonDict] = {}  # id -> latest version as users see it
        self.versions: dict[int, list[JsonDict]] = {}  # id -> every version, oldest first
        self.violations: list[str] = []
        #: Every request Discord would have refused, for the whole life of the harness (never cleared).
        self.refusals: list[str] = []
        self.errors: list[logging.LogRecord] = []
        self.forbidden_dm_user_ids: set[int] = set()
        #: The commands Discord holds after the last bulk overwrite (``tree.sync()``), as it answered.
        self.synced_commands: list[JsonDict] = []
        self.dm_channel_ids: dict[int, int] = {}  # user id -> DM channel id
        #: Every file Discord accepted from the bot, by attachment id (`attachments()` reads them).
        self.uploads: dict[int, UploadedFile] = {}
        #: A request's files may come to this many bytes in all (Discord's default for bots: 10 MiB).
        self.upload_limit_bytes: int = spec_rules.UPLOAD_LIMIT_BYTES
        #: The application's emojis as Discord holds them (id -> emoji object), and their images.
        self.app_emojis: dict[int, JsonDict] = {}
        self.app_emoji_images: dict[int, bytes] = {}
        #: How many emojis the application may own (Discord: 2,000).
        self.app_emoji_limit: int = spec_rules.APPLICATION_EMOJI_LIMIT
        #: Ids of server emojis the bot may use on components, besides those of its guilds' caches.
        self.guild_emoji_ids: set[int] = set()
        self.ack_deadline_s: float = ACK_DEADLINE_S
        #: How long follow-ups and @original edits may use an interaction's token (Discord: 15 min).
        self.token_lifetime_s: float = TOKEN_LIFETIME_S
        #: Task-name prefixes `settle()` waits for; add the bot's own fire-and-forget task names here.
        self.settle_prefixes: tuple[str, ...] = SETTLE_TASK_PREFIXES
        self._faults: list[tuple[Callable[[ApiCall], bool], BaseException]] = []
        self._id_counter = itertools.count(1)
        self._added_members: list[tuple[str, str, int, str | None]] = []
        self._configure_kwargs: JsonDict = {}
        self._world_ids: list[int] = []
        #: Benchmarks only (`benchmarks.click_latency`): record without refereeing or copying, so that
        #: what is timed is the bot, not its double. Every test keeps the strict double (False).
        self.lean = False
        #: Seconds each message edit takes to come back (Discord's round trip; 0: at once). With it,
        #: `max_edits_in_flight` tells edits sent one after another from edits sent together.
        self.edit_round_trip_s = 0.0
        self.edits_in_flight = 0
        self.max_edits_in_flight = 0
        #: The double's own time on the event loop, in seconds: how long its request handlers (the
        #: REST routes and the interaction webhooks it answers in Discord's place) ran, which a real
        #: Discord spends on its own servers. Benchmarks take it out of the bot's figures. Exact with
        #: `edit_round_trip_s` 0 (a handler then never waits); with a round trip it counts the wait.
        self.double_s = 0.0
        self._serving_depth = 0
        #: perf_counter() when the last `settle()` first found no bot task pending (the bot's work
        #: ended there; the settle's own quiet rounds come after).
        self.quiet_at: float | None = None
        self._log_handler = _ErrorLogHandler(self.errors)
        #: Loggers whose ERROR records (e.g. "Ignoring exception in ...", ``log.exception``) fail the test.
        self.error_loggers: tuple[str, ...] = ("discord", "bot", "cogs")
        self._closed = False

    # ---------------------------------------------------------------- world

    @property
    def config(self) -> Any:
        """dpytest's RunnerConfig (guilds, channels, members)."""
        return dpytest.get_config()

    @property
    def guild(self) -> discord.Guild:
        """The first dpytest guild."""
        return self.config.guilds[0]

    @property
    def channel(self) -> discord.TextChannel:
        """The first text channel of the first guild."""
        return next(c for c in self.config.channels if isinstance(c, discord.TextChannel))

    @property
    def members(self) -> list[discord.Member]:
        """Human members of the first guild (dpytest's plus `add_members`), in creation order."""
        me = self.bot.user.id if self.bot.user else None
        return [m for m in self.guild.members if m.id != me]

    @property
    def application_id(self) -> int:
        """The application id used in payloads (the bot user id)."""
        return int(self.bot.application_id or self.bot.user.id)  # type: ignore[union-attr]

    def add_members(
        self, n: int, prefix: str = "Player", guild: discord.Guild | None = None
    ) -> list[discord.Member]:
        """Create `n` new guild members named ``{prefix}{i}``."""
        guild = guild or self.guild
        out = []
        for _ in range(n):
            i = len(self._added_members) + 1
            name = f"{prefix}{i}"
            discrim = f"{(i % 9999) or 1:04}"
            user = dpy_backend.make_user(name, discrim)
            member = dpy_backend.make_member(user, guild, nick=name)
            self._added_members.append((name, discrim, user.id, name))
            out.append(member)
        return out

    def next_id(self, at_ms: int | None = None) -> int:
        """A fresh snowflake for a message Discord creates (worker 2, so it never collides with dpytest's)."""
        return snowflake_at(_now_ms() if at_ms is None else at_ms, next(self._id_counter), worker=2)

    # ---------------------------------------------------------------- installation

    def _install(self) -> None:
        webhook_async.async_context.set(self.adapter)
        # Safety net: tasks started in another context (a fixture, a scheduler) still see the fake.
        _DEFAULT_ADAPTER.request = self.adapter.request  # type: ignore[method-assign]
        _ACTIVE.append(self)
        for name in self.error_loggers:
            logging.getLogger(name).addHandler(self._log_handler)
        self._wrap_http()

    def close(self) -> None:
        """Uninstall: restore the default adapter and detach the error-log capture."""
        if self._closed:
            return
        self._closed = True
        for name in self.error_loggers:
            logging.getLogger(name).removeHandler(self._log_handler)
        if self in _ACTIVE:
            _ACTIVE.remove(self)
        if _ACTIVE:
            _DEFAULT_ADAPTER.request = _ACTIVE[-1].adapter.request  # type: ignore[method-assign]
        else:
            _DEFAULT_ADAPTER.__dict__.pop("request", None)

    def _resolve_channel(self, channel_id: int) -> discord.abc.Messageable | None:
        ch = self.bot.get_channel(channel_id)
        if ch is None:
            for user_id, cid in self.dm_channel_ids.items():
                user = self.bot.get_user(user_id)
                if cid == channel_id and user is not None:
                    ch = discord.DMChannel(
                        me=self.bot.user,  # type: ignore[arg-type]
                        state=self.bot._connection,
                        data={"id": cid, "type": 1, "recipients": [_user_dict(user)]},  # type: ignore[typeddict-item]
                    )
        return ch  # type: ignore[return-value]

    async def shutdown(self) -> None:
        """Close the bot (its ``close()`` runs: scheduler, storage...) and uninstall the fakes."""
        if not self.bot.is_closed():
            self.bot.ws = None  # type: ignore[assignment]  # dpytest's FakeWebSocket can't close
            await self.bot.close()
        self.close()

    def _ensure_context(self) -> None:
        if webhook_async.async_context.get() is not self.adapter:
            webhook_async.async_context.set(self.adapter)

    # ---------------------------------------------------------------- recording helpers

    @contextmanager
    def serving(self) -> Iterator[None]:
        """Time a request handler of the double (Discord's side of a call) into `double_s`."""
        self._serving_depth += 1
        started = time.perf_counter()
        try:
            yield
        finally:
            self._serving_depth -= 1
            if not self._serving_depth:
                self.double_s += time.perf_counter() - started

    def _record(self, call: ApiCall, rec: InteractionRecord | None = None) -> ApiCall:
        call.at = asyncio.get_running_loop().time()
        call.double_s = self.double_s
        call.seq = len(self.calls)
        self.calls.append(call)
        if rec is not None:
            rec.calls.append(call)
        return call

    def _referee(
        self,
        method: str,
        template: str,
        body: Any,
        where: str,
        *,
        uploads: list[Upload] | None = None,
        before: JsonDict | None = None,
        after: JsonDict | None = None,
    ) -> None:
        """Refuse a request body the way Discord would (400 / 50035), and fail the test that sent it.

        `template` is the route template (``/channels/{channel_id}/messages``): the body is checked
        against that operation's schema in Discord's OpenAPI spec and the run-time rules of
        `tests.discord_spec`. For a request that creates or edits a message (`_referee_message`),
        `uploads` are its files (too many bytes: 413 / 40005), `before` the message it edits and
        `after` the message as it would be, whose ``attachment://`` references must name its files.
        Nothing opts out.
        """
        if self.lean:
            return
        uploads = uploads or []
        too_large = spec_rules.upload_too_large(uploads, self.upload_limit_bytes)
        if too_large:
            self._refuse(
                f"{where}: {method} {template} -> 413/40005: {too_large}",
                http_error(413, spec_rules.REQUEST_TOO_LARGE, "Request entity too large"),
            )
        problems = spec_rules.request_problems(
            method, template, body, known_emoji_ids=self.known_emoji_ids(), before=before
        )
        message, prefix, _ = spec_rules.message_part(template, body)
        if after is not None and message is not None:
            extra = spec_rules.upload_problems(message, uploads, kept=(before or {}).get("attachments") or ())
            extra += spec_rules.reference_problems(after)
            if before is not None:
                extra += spec_rules.edit_problems(before, message, after)
            problems += [
                spec_rules.Problem(f"{prefix}.{p.path}" if prefix else p.path, p.message, p.rule, p.code)
                for p in extra
            ]
        elif uploads and message is None:
            problems.append(
                spec_rules.Problem(
                    "files", "files on a request that makes no message", "files go with a message"
                )
            )
        if problems:
            exc = spec_rules.refusal(problems)
            self._refuse(f"{where}: {method} {template} -> 400/50035: " + "; ".join(map(str, problems)), exc)
        if message is not None:
            for text in spec_rules.text_emoji_problems(message, self.known_emoji_ids()):
                self.violations.append(f"{where}: a custom emoji Discord shows as text: {text}")

    def _referee_message(
        self,
        call: ApiCall,
        template: str,
        body: JsonDict | None,
        before: JsonDict | None,
        channel_id: int,
        where: str,
    ) -> dict[int, JsonDict]:
        """Referee a request that creates (`before` None) or edits a message, with its files.

        Returns the attachments Discord makes of the request's files (by ``files[n]`` index), which
        the caller stores with the message (`_merge_with_files`, `_new_message_fields`) once the
        request is accepted, and keeps with `_keep_uploads`.
        """
        message, _, _ = spec_rules.message_part(template, body)
        made = self._make_attachments(call.files, message, channel_id) if call.files else {}
        after: JsonDict | None = None
        if message is not None and not self.lean:
            if before is None:
                after = _new_message_fields(message, list(made.values()))
            else:
                after = _merge_edit(
                    before, message, attachments=self._attachments_after(before, message, made)
                )
        self._referee(call.method, template, body, where, uploads=call.files, before=before, after=after)
        return made

    def _make_attachments(
        self, uploads: list[Upload], message: JsonDict | None, channel_id: int
    ) -> dict[int, JsonDict]:
        """Discord's attachment objects for a request's files (by index n of ``files[n]``)."""
        entries: dict[str, JsonDict] = {}
        for entry in (message or {}).get("attachments") or []:
            if isinstance(entry, dict):
                entries.setdefault(str(entry.get("id")), entry)
        made: dict[int, JsonDict] = {}
        for upload in uploads:
            entry = entries.get(str(upload.index)) or {}
            name = str(entry.get("filename") or upload.filename)
            aid = self.next_id()
            ctype = _content_type(name, upload.data)
            att: JsonDict = {
                "id": str(aid),
                "filename": name,
                "size": upload.size,
                "url": f"https://cdn.discordapp.com/attachments/{channel_id}/{aid}/{name}",
                "proxy_url": f"https://media.discordapp.net/attachments/{channel_id}/{aid}/{name}",
                "content_type": ctype,
            }
            if entry.get("description"):
                att["description"] = entry["description"]
            if ctype.startswith("image/"):
                width, height = _image_size(upload.data)
                if width is not None:
                    att["width"], att["height"] = width, height
            made[upload.index] = att
        return made

    @staticmethod
    def _attachments_after(
        before: JsonDict, data: JsonDict, made: dict[int, JsonDict]
    ) -> list[JsonDict] | None:
        """A message's attachments after an edit (None: unchanged).

        With an ``attachments`` field the message keeps exactly the listed ones: an id it already
        has (kept, description updated) or an index n of this request's ``files[n]`` (new). Without
        it, the request's files are added to those it had.
        """
        listed = data.get("attachments")
        if isinstance(listed, list):
            old = {str(a.get("id")): a for a in before.get("attachments") or [] if isinstance(a, dict)}
            out = []
            for entry in listed:
                if not isinstance(entry, dict):
                    continue
                aid = str(entry.get("id"))
                if aid in old:
                    kept = dict(old[aid])
                    if "description" in entry:
                        kept["description"] = entry["description"]
                    out.append(kept)
                elif aid.isdigit() and int(aid) in made:
                    out.append(made[int(aid)])
            return out
        if made:
            return list(before.get("attachments") or []) + list(made.values())
        return None

    def _merge_with_files(self, base: JsonDict, data: JsonDict, made: dict[int, JsonDict]) -> JsonDict:
        """`_merge_edit` with the edit's files and ``attachments`` field applied, media resolved."""
        attachments = self._attachments_after(base, data, made) if made or "attachments" in data else None
        return self._resolve_media(_merge_edit(base, data, lean=self.lean, attachments=attachments))

    def _resolve_media(self, msg: JsonDict) -> JsonDict:
        """Point ``attachment://<filename>`` media at the message's attachment, as Discord returns
        it (its CDN url, size, type and ``attachment_id``). Returns `msg`, resolved in place or, in
        lean mode (shared values), as a copy."""
        attachments = msg.get("attachments")
        if not attachments:
            return msg
        by_name: dict[str, JsonDict] = {}
        for a in attachments:
            by_name.setdefault(str(a.get("filename")), a)

        def targets(m: JsonDict) -> list[tuple[JsonDict, str, JsonDict, int]]:
            out = []
            for _, holder, key, ctype, _ in spec_rules.media_slots(m):
                url = holder[key]
                if url.startswith(spec_rules.ATTACHMENT_URL):
                    found = by_name.get(url[len(spec_rules.ATTACHMENT_URL) :])
                    if found is not None:
                        out.append((holder, key, found, ctype))
            return out

        if not targets(msg):
            return msg
        if self.lean:
            msg = {
                **msg,
                "components": _jsonable(msg.get("components")),
                "embeds": _jsonable(msg.get("embeds")),
            }
        for holder, key, att, ctype in targets(msg):
            holder[key] = att["url"]
            proxy_key = "proxy_url" if key == "url" else f"proxy_{key}"
            holder[proxy_key] = att["proxy_url"]
            if ctype:  # a component's unfurled media item
                holder["attachment_id"] = att["id"]
                holder["content_type"] = att.get("content_type")
                for dim in ("width", "height"):
                    if att.get(dim) is not None:
                        holder[dim] = att[dim]
        return msg

    def _keep_uploads(self, call: ApiCall, made: dict[int, JsonDict], message_id: int) -> None:
        """Keep the bytes of an accepted request's files (`uploads`, `attachments()`)."""
        for upload in call.files:
            att = made.get(upload.index)
            if att is None:
                continue
            self.uploads[int(att["id"])] = UploadedFile(
                id=int(att["id"]),
                filename=att["filename"],
                content_type=att["content_type"],
                data=upload.data,
                url=att["url"],
                description=att.get("description"),
                width=att.get("width"),
                height=att.get("height"),
                message_id=message_id,
                call_seq=call.seq,
            )

    def _refuse(self, text: str, exc: BaseException) -> None:
        """Record a breach of Discord's rules (settle()/verify() raise it) and raise Discord's answer."""
        self.violations.append(f"Discord would refuse {text}")
        self.refusals.append(text)
        raise exc

    def age_interaction(self, rec: InteractionRecord, seconds: float) -> None:
        """Pretend `rec` was dispatched `seconds` earlier (its token expires after 15 min)."""
        rec.dispatched_at -= seconds

    def _fault_for(self, call: ApiCall) -> BaseException | None:
        for i, (pred, exc) in enumerate(self._faults):
            if pred(call):
                del self._faults[i]
                return exc
        return None

    def fail_next(
        self, kind: str, error: BaseException, *, where: Callable[[ApiCall], bool] | None = None
    ) -> None:
        """Make the next API call of `kind` (e.g. MESSAGE_EDIT) raise `error` (e.g. ``http_error(429)``)."""
        self._faults.append((lambda c: c.kind == kind and (where is None or where(c)), error))

    def forbid_dms(self, *users: discord.abc.Snowflake) -> None:
        """DMs to these users fail with Forbidden 403 / 50007 "Cannot send messages to this user"."""
        self.forbidden_dm_user_ids.update(u.id for u in users)

    def _store(self, msg: JsonDict, *, to_channel: bool) -> JsonDict:
        if not self.lean:
            msg = _jsonable(msg)
        mid = int(msg["id"])
        self.messages[mid] = msg
        if not self.lean:
            self.versions.setdefault(mid, []).append(msg)
        if to_channel:
            cfg = dpy_backend._cur_config
            cid = int(msg["channel_id"])
            history = cfg.messages.setdefault(cid, [])
            backend_copy = dict(msg) if self.lean else _jsonable(msg)
            backend_copy["id"] = mid  # dpytest compares ids as ints
            for i, old in enumerate(history):
                if int(old["id"]) == mid:
                    history[i] = backend_copy
                    break
            else:
                history.append(backend_copy)
        return msg

    # ---------------------------------------------------------------- interaction webhook side

    def _message_from_response(
        self, rec: InteractionRecord, data: JsonDict, *, mid: int | None = None, followup: bool = False
    ) -> JsonDict:
        p = rec.payload
        channel_id = int(p["channel"]["id"])
        user = p.get("member", {}).get("user") or p.get("user")
        msg: JsonDict = {
            "id": str(mid or self.next_id()),
            "channel_id": str(channel_id),
            "author": _user_dict(self.bot.user),  # type: ignore[arg-type]
            "content": data.get("content") or "",
            "timestamp": _iso(),
            "edited_timestamp": None,
            "tts": bool(data.get("tts", False)),
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": data.get("attachments") or [],
            "embeds": data.get("embeds") or [],
            "components": data.get("components") or [],
            "flags": int(data.get("flags") or 0),
            "pinned": False,
            "type": 20 if rec.type == 2 and not followup else (19 if followup else 0),
            "webhook_id": str(self.application_id),
            "application_id": str(self.application_id),
            "interaction_metadata": {
                "id": str(rec.id),
                "type": rec.type,
                "user": user,
                "authorizing_integration_owners": p.get("authorizing_integration_owners", {}),
            },
        }
        if "guild_id" in p:
            msg["guild_id"] = p["guild_id"]
        if rec.type == 2:
            msg["interaction"] = {"id": str(rec.id), "type": 2, "name": p["data"]["name"], "user": user}
        return msg

    def _record_for_token(self, token: str) -> InteractionRecord:
        rec = self._by_token.get(token)
        if rec is None:
            raise http_error(404, 10015, "Unknown Webhook")
        return rec

    async def _webhook_request(
        self,
        method: str,
        path: str,
        route: Any,
        body: JsonDict | None,
        params: JsonDict,
        uploads: list[Upload] | None = None,
    ) -> Any:
        token = route.webhook_token
        rec = self._by_token.get(token) if token else None
        uploads = uploads or []
        if path.endswith("/callback"):
            return await self._callback(rec, route, body, uploads)
        if rec is None:
            call = self._record(
                ApiCall(kind="webhook", method=method, path=path, payload=body, files=uploads)
            )
            call.error = http_error(404, 10015, "Unknown Webhook")
            raise call.error
        is_original = "@original" in path
        if is_original:
            message_id: int | None = rec.original_message_id
        else:
            found = _MESSAGE_ID_IN_URL.search(route.url)
            message_id = int(found.group(1)) if found else None
        kind = {
            ("POST", False): FOLLOWUP_SEND,
            ("GET", True): ORIGINAL_GET,
            ("PATCH", True): ORIGINAL_EDIT,
            ("DELETE", True): ORIGINAL_DELETE,
            ("GET", False): WEBHOOK_MESSAGE_GET,
            ("PATCH", False): WEBHOOK_MESSAGE_EDIT,
            ("DELETE", False): WEBHOOK_MESSAGE_DELETE,
        }[(method, is_original)]
        call = self._record(
            ApiCall(
                kind=kind,
                method=method,
                path=path,
                payload=body,
                interaction_id=rec.id,
                message_id=int(message_id) if message_id else None,
                ephemeral=bool(int((body or {}).get("flags") or 0) & EPHEMERAL),
                files=uploads,
            ),
            rec,
        )
        try:
            result = self._webhook_effect(rec, call, body, params, message_id)
        except BaseException as e:
            call.error = e
            raise
        call.result = result
        return result if self.lean else copy.deepcopy(result)

    def _webhook_effect(
        self, rec: InteractionRecord, call: ApiCall, body: JsonDict | None, params: JsonDict, message_id: Any
    ) -> Any:
        fault = self._fault_for(call)
        if fault is not None:
            raise fault
        if not rec.responded:
            # Follow-ups and @original need an initial response first.
            raise http_error(404, 10015, "Unknown Webhook")
        age = asyncio.get_running_loop().time() - rec.dispatched_at
        if age > self.token_lifetime_s:
            self._refuse(
                f"{call.kind} of interaction {rec.id}: its token expired {age - self.token_lifetime_s:.0f} s ago"
                " (interaction tokens are valid for 15 minutes) -> 401/50027",
                http_error(401, spec_rules.INVALID_WEBHOOK_TOKEN, "Invalid Webhook Token"),
            )
        channel_id = int(rec.payload["channel"]["id"])
        if call.kind == FOLLOWUP_SEND:
            made = self._referee_message(
                call, call.path, body, None, channel_id, f"{call.kind} of interaction {rec.id}"
            )
            fields = _new_message_fields(body or {}, list(made.values()), lean=self.lean)
            msg = self._message_from_response(rec, fields, followup=True)
            ephemeral = bool(msg["flags"] & EPHEMERAL)
            msg = self._store(self._resolve_media(msg), to_channel=not ephemeral)
            call.message_id = int(msg["id"])
            self._keep_uploads(call, made, int(msg["id"]))
            if rec.original_message_id is None:
                self._set_original(rec, int(msg["id"]))
            return msg if str(params.get("wait", 0)) in ("1", "True", "true") else None
        old: JsonDict | None = None
        mid = int(message_id) if message_id is not None else None
        if mid is not None:
            old = self.messages.get(mid)
            source = rec.payload.get("message")
            if old is None and source and int(source["id"]) == mid:
                old = _jsonable(source)  # @original of a click on a message the harness never saw sent
        made: dict[int, JsonDict] = {}
        if call.method == "PATCH":
            made = self._referee_message(
                call, call.path, body, old, channel_id, f"{call.kind} of interaction {rec.id}"
            )
        elif call.method != "GET":
            self._referee(call.method, call.path, body, f"{call.kind} of interaction {rec.id}")
        if old is None or mid is None:
            raise http_error(404, 10008, "Unknown Message")
        ephemeral = bool(int(old.get("flags") or 0) & EPHEMERAL)
        if call.method == "GET":
            return old
        if call.method == "DELETE":
            self.messages.pop(mid, None)
            self._delete_from_backend(int(old["channel_id"]), mid)
            return None
        edited = self._merge_with_files(old, body or {}, made)
        new = self._store(edited, to_channel=not ephemeral)
        self._keep_uploads(call, made, mid)
        self._refresh_rec_message(mid)
        return new

    def _delete_from_backend(self, channel_id: int, message_id: int) -> bool:
        history = dpy_backend._cur_config.messages.get(channel_id, [])
        for i, m in enumerate(history):
            if int(m["id"]) == message_id:
                del history[i]
                return True
        return False

    def _set_original(self, rec: InteractionRecord, mid: int | None) -> None:
        """Make `mid` the interaction's original response message (indexed: every edit of a message
        refreshes the interactions it answered, without a walk over every interaction ever seen)."""
        old = rec.original_message_id
        if old == mid:
            return
        if old is not None and rec in self._by_original.get(old, ()):
            self._by_original[old].remove(rec)
        rec.original_message_id = mid
        if mid is not None:
            self._by_original.setdefault(mid, []).append(rec)

    def _refresh_rec_message(self, mid: int) -> None:
        for rec in self._by_original.get(mid, ()):
            rec.message = self.messages.get(mid)

    async def _callback(
        self,
        rec: InteractionRecord | None,
        route: Any,
        body: JsonDict | None,
        uploads: list[Upload] | None = None,
    ) -> JsonDict:
        body = body or {}
        cb = int(body.get("type", 0))
        data = body.get("data") or {}
        flags = int(data.get("flags") or 0)
        call = self._record(
            ApiCall(
                kind=INTERACTION_RESPONSE,
                method="POST",
                path=route.path,
                payload=body,
                callback_type=cb,
                ephemeral=bool(flags & EPHEMERAL),
                interaction_id=rec.id if rec else int(route.webhook_id),
                files=list(uploads or []),
            ),
            rec,
        )
        try:
            if rec is None:
                raise http_error(404, 10062, "Unknown interaction")
            fault = self._fault_for(call)
            if fault is not None:
                raise fault
            if len(rec.initial_responses) > 1:  # this call is already in the list
                self._refuse(
                    f"interaction {rec.id} acknowledged twice (40060)",
                    http_error(400, 40060, "Interaction has already been acknowledged."),
                )
            elapsed = call.at - rec.dispatched_at
            if elapsed > self.ack_deadline_s:
                self._refuse(
                    f"the initial response to interaction {rec.id} came {elapsed:.2f} s after it was created"
                    f" (Discord allows {self.ack_deadline_s:g} s) -> 404/10062",
                    http_error(404, 10062, "Unknown interaction"),
                )
            before: JsonDict | None = None
            if cb == 7 and rec.type in (3, 5) and rec.payload.get("message"):
                source = rec.payload["message"]
                before = self.messages.get(int(source["id"]), source)
            made = self._referee_message(
                call,
                route.path,
                body,
                before,
                int(rec.payload["channel"]["id"]),
                f"interaction {rec.id} callback type {cb}",
            )
            result = self._callback_effect(rec, call, cb, data, flags, made)
        except BaseException as e:
            call.error = e
            raise
        call.result = result
        return result if self.lean else copy.deepcopy(result)

    def _callback_effect(
        self,
        rec: InteractionRecord,
        call: ApiCall,
        cb: int,
        data: JsonDict,
        flags: int,
        made: dict[int, JsonDict],
    ) -> JsonDict:
        message: JsonDict | None = None
        if cb in (4, 5):
            fields = (
                _new_message_fields(data, list(made.values()), lean=self.lean)
                if cb == 4
                else {"flags": flags | LOADING}
            )
            msg = self._message_from_response(rec, fields)
            message = self._store(self._resolve_media(msg), to_channel=not (flags & EPHEMERAL))
            self._set_original(rec, int(message["id"]))
            self._keep_uploads(call, made, int(message["id"]))
        elif cb in (6, 7):
            if rec.type not in (3, 5):
                raise http_error(
                    400, 50035, f"callback type {cb} is only valid for component/modal interactions"
                )
            source = rec.payload.get("message") or {}
            mid = int(source["id"]) if source else None
            self._set_original(rec, mid)
            if cb == 7 and mid is not None:
                base = self.messages.get(mid, source)
                ephemeral = bool(int(base.get("flags") or 0) & EPHEMERAL)
                message = self._store(self._merge_with_files(base, data, made), to_channel=not ephemeral)
                self._keep_uploads(call, made, mid)
                self._refresh_rec_message(mid)
            elif mid is not None:
                message = self.messages.get(mid)
        rec.message = message
        call.message_id = int(message["id"]) if message else None
        interaction: JsonDict = {
            "id": str(rec.id),
            "type": rec.type,
            "response_message_loading": cb == 5,
            "response_message_ephemeral": bool(flags & EPHEMERAL),
        }
        if message is not None and cb in (4, 5):
            interaction["response_message_id"] = message["id"]
        resource: JsonDict = {"type": cb}
        if message is not None and cb in (4, 5, 7):
            resource["message"] = message
        return {"interaction": interaction, "resource": resource}

    # ---------------------------------------------------------------- bot-token REST side

    def _wrap_http(self) -> None:
        http = self.bot.http
        orig_send = http.send_message
        harness = self

        def served(handler: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
            """The handler, timed into `double_s` (its caller is the bot's frame two levels up)."""

            async def serve(*args: Any, **kw: Any) -> Any:
                with harness.serving():
                    return await handler(*args, **kw)

            return serve

        async def send_message(channel_id: int, *, params: Any, **kw: Any) -> Any:
            # dpytest's FakeHttp.send_message reads the caller's local `channel` via frame inspection
            # (the bot's frame: 2 up, past `served`).
            channel = sys._getframe(2).f_locals.get("channel")
            if not isinstance(channel, discord.abc.GuildChannel | discord.DMChannel):
                # A PartialMessageable (bot.get_partial_messageable) has no permissions in dpytest.
                channel = harness._resolve_channel(int(channel_id)) or channel
            is_dm = isinstance(channel, discord.DMChannel)
            call = harness._record(
                ApiCall(
                    kind=DM_SEND if is_dm else MESSAGE_SEND,
                    method="POST",
                    path=f"/channels/{channel_id}/messages",
                    payload=_payload_from_params(params.payload, params.multipart),
                    channel_id=int(channel_id),
                    ephemeral=False,
                    files=_uploads_from_params(params.multipart),
                )
            )
            try:
                made = harness._referee_message(
                    call,
                    "/channels/{channel_id}/messages",
                    call.payload,
                    None,
                    int(channel_id),
                    f"{call.kind} to channel {channel_id}",
                )
                fault = harness._fault_for(call)
                if fault is not None:
                    raise fault
                recipient = getattr(channel, "recipient", None)
                if is_dm and recipient is not None and recipient.id in harness.forbidden_dm_user_ids:
                    raise http_error(403, 50007, "Cannot send messages to this user")
                if call.files:
                    # dpytest would write the files to the working directory and lose payload_json:
                    # it gets the body alone, and the attachments are the double's (`made`).
                    params = MultipartParameters(payload=call.payload, multipart=None, files=None)
                result = await orig_send(channel_id, params=params, **kw)
            except BaseException as e:
                call.error = e
                raise
            # dpytest drops components/flags: put what the bot sent back on the stored message.
            extra = {
                k: _jsonable(v)
                for k, v in (call.payload or {}).items()
                if k in ("components", "flags", "poll")
            }
            if made:
                extra["attachments"] = list(made.values())
                resolved = harness._resolve_media({**extra, "embeds": result.get("embeds") or []})
                extra.update(components=resolved.get("components", []), embeds=resolved["embeds"])
            result.update(extra)
            stored = next(
                (
                    m
                    for m in dpy_backend._cur_config.messages.get(int(channel_id), [])
                    if int(m["id"]) == int(result["id"])
                ),
                None,
            )
            copy_of = dict if harness.lean else _jsonable
            full = copy_of(stored) if stored is not None else copy_of(result)
            full.update(extra)
            full.setdefault("channel_id", str(channel_id))
            harness._store(full, to_channel=True)
            harness._keep_uploads(call, made, int(result["id"]))
            call.message_id = int(result["id"])
            call.result = full
            return result

        async def edit_message(channel_id: int, message_id: int, *, params: Any, **kw: Any) -> Any:
            history = dpy_backend._cur_config.messages.get(int(channel_id), [])
            old = next((m for m in history if int(m["id"]) == int(message_id)), None)
            is_dm = isinstance(harness.bot.get_channel(int(channel_id)), discord.DMChannel) or (
                int(channel_id) in harness.dm_channel_ids.values()
            )
            call = harness._record(
                ApiCall(
                    kind=DM_EDIT if is_dm else MESSAGE_EDIT,
                    method="PATCH",
                    path=f"/channels/{channel_id}/messages/{message_id}",
                    payload=_payload_from_params(params.payload, params.multipart),
                    channel_id=int(channel_id),
                    message_id=int(message_id),
                    files=_uploads_from_params(params.multipart),
                )
            )
            try:
                before = harness.messages.get(int(message_id), old)
                made = harness._referee_message(
                    call,
                    "/channels/{channel_id}/messages/{message_id}",
                    call.payload,
                    before,
                    int(channel_id),
                    f"{call.kind} of message {message_id}",
                )
                if harness.edit_round_trip_s:
                    harness.edits_in_flight += 1
                    harness.max_edits_in_flight = max(harness.max_edits_in_flight, harness.edits_in_flight)
                    try:
                        await asyncio.sleep(harness.edit_round_trip_s)
                    finally:
                        harness.edits_in_flight -= 1
                fault = harness._fault_for(call)
                if fault is not None:
                    raise fault
                if old is None:
                    raise http_error(404, 10008, "Unknown Message")
                base = harness.messages.get(int(message_id), old)
                new = harness._store(
                    harness._merge_with_files(base, call.payload or {}, made), to_channel=True
                )
                harness._keep_uploads(call, made, int(message_id))
                harness._refresh_rec_message(int(message_id))
            except BaseException as e:
                call.error = e
                raise
            call.result = new
            return new if harness.lean else _jsonable(new)

        async def delete_message(channel_id: int, message_id: int, *, reason: str | None = None) -> None:
            call = harness._record(
                ApiCall(
                    kind=MESSAGE_DELETE,
                    method="DELETE",
                    path=f"/channels/{channel_id}/messages/{message_id}",
                    channel_id=int(channel_id),
                    message_id=int(message_id),
                )
            )
            try:
                fault = harness._fault_for(call)
                if fault is not None:
                    raise fault
                if not harness._delete_from_backend(int(channel_id), int(message_id)):
                    raise http_error(404, 10008, "Unknown Message")
                harness.messages.pop(int(message_id), None)
                data = {"id": str(message_id), "channel_id": str(channel_id)}
                ch = harness.bot.get_channel(int(channel_id))
                if isinstance(ch, discord.abc.GuildChannel):
                    data["guild_id"] = str(ch.guild.id)
                harness.bot._connection.parse_message_delete(data)
            except BaseException as e:
                call.error = e
                raise

        async def start_private_message(user_id: int) -> JsonDict:
            body = {"recipient_id": user_id}  # what discord.py's HTTPClient.start_private_message sends
            caller_user = sys._getframe(2).f_locals.get("user")  # the bot's frame, past `served`
            call = harness._record(
                ApiCall(kind=DM_OPEN, method="POST", path="/users/@me/channels", payload=body)
            )
            try:
                harness._referee("POST", "/users/@me/channels", body, "DM channel creation")
                fault = harness._fault_for(call)
                if fault is not None:
                    raise fault
            except BaseException as e:
                call.error = e
                raise
            user = caller_user or harness.bot.get_user(int(user_id))
            known = harness.dm_channel_ids.get(int(user_id))
            data = dpy_factories.make_dm_channel_dict(user, id_num=known if known else -1)
            harness.dm_channel_ids[int(user_id)] = int(data["id"])
            await dpy_callbacks.dispatch_event("start_private_message", user)
            return data

        async def sync_commands(
            template: str, where: str, payload: list[JsonDict], guild_id: Any = None
        ) -> Any:
            call = harness._record(
                ApiCall(kind=COMMAND_SYNC, method="PUT", path=template, payload=payload)  # type: ignore[arg-type]
            )
            try:
                harness._referee("PUT", template, payload, where)
                fault = harness._fault_for(call)
                if fault is not None:
                    raise fault
            except BaseException as e:
                call.error = e
                raise
            app_id = str(harness.application_id)
            result = [
                {
                    "id": str(harness.next_id()),
                    "application_id": app_id,
                    "version": str(harness.next_id()),
                    "type": 1,
                    "default_member_permissions": None,
                    **_jsonable(cmd),
                    **({"guild_id": str(guild_id)} if guild_id is not None else {}),
                }
                for cmd in payload
            ]
            harness.synced_commands = result
            call.result = result
            return _jsonable(result)

        async def bulk_upsert_global_commands(application_id: Any, payload: list[JsonDict]) -> Any:
            return await sync_commands(
                "/applications/{application_id}/commands", "global command sync", payload
            )

        async def bulk_upsert_guild_commands(
            application_id: Any, guild_id: Any, payload: list[JsonDict]
        ) -> Any:
            return await sync_commands(
                "/applications/{application_id}/guilds/{guild_id}/commands",
                f"command sync to guild {guild_id}",
                payload,
                guild_id,
            )

        async def emoji_call(kind: str, method: str, template: str, application_id: Any, **kw: Any) -> Any:
            emoji_id = kw.pop("emoji_id", None)
            body = kw.pop("body", None)
            path = template.replace("{application_id}", str(application_id))
            if emoji_id is not None:
                path = path.replace("{emoji_id}", str(emoji_id))
            call = harness._record(ApiCall(kind=kind, method=method, path=path, payload=body))
            try:
                if method in ("POST", "PATCH"):
                    harness._referee(method, template, body, f"{kind} {path}")
                fault = harness._fault_for(call)
                if fault is not None:
                    raise fault
                result = harness._emoji_effect(kind, int(application_id), emoji_id, body)
            except BaseException as e:
                call.error = e
                raise
            call.result = result
            return _jsonable(result)

        one = "/applications/{application_id}/emojis/{emoji_id}"
        many = "/applications/{application_id}/emojis"

        async def get_application_emojis(application_id: Any) -> Any:
            return await emoji_call(APP_EMOJI_LIST, "GET", many, application_id)

        async def get_application_emoji(application_id: Any, emoji_id: Any) -> Any:
            return await emoji_call(APP_EMOJI_GET, "GET", one, application_id, emoji_id=emoji_id)

        async def create_application_emoji(application_id: Any, name: str, image: str) -> Any:
            body = {"name": name, "image": image}  # what discord.py's HTTPClient sends
            return await emoji_call(APP_EMOJI_CREATE, "POST", many, application_id, body=body)

        async def edit_application_emoji(application_id: Any, emoji_id: Any, *, payload: JsonDict) -> Any:
            return await emoji_call(
                APP_EMOJI_EDIT, "PATCH", one, application_id, emoji_id=emoji_id, body=payload
            )

        async def delete_application_emoji(application_id: Any, emoji_id: Any) -> None:
            await emoji_call(APP_EMOJI_DELETE, "DELETE", one, application_id, emoji_id=emoji_id)

        async def get_from_cdn(url: str) -> bytes:
            call = harness._record(ApiCall(kind=CDN_GET, method="GET", path=url))
            found = next(
                (
                    f
                    for f in harness.uploads.values()
                    if url
                    in (f.url, f.url.replace("https://cdn.discordapp.com/", "https://media.discordapp.net/"))
                ),
                None,
            )
            if found is None:
                call.error = http_error(404, 0, "Not Found")
                raise call.error
            return found.data

        http.get_application_emojis = served(get_application_emojis)  # type: ignore[method-assign]
        http.get_application_emoji = served(get_application_emoji)  # type: ignore[method-assign]
        http.create_application_emoji = served(create_application_emoji)  # type: ignore[method-assign]
        http.edit_application_emoji = served(edit_application_emoji)  # type: ignore[method-assign]
        http.delete_application_emoji = served(delete_application_emoji)  # type: ignore[method-assign]
        http.get_from_cdn = served(get_from_cdn)  # type: ignore[method-assign]
        http.bulk_upsert_global_commands = bulk_upsert_global_commands  # type: ignore[method-assign]
        http.bulk_upsert_guild_commands = bulk_upsert_guild_commands  # type: ignore[method-assign]
        http.send_message = served(send_message)  # type: ignore[method-assign]
        http.edit_message = served(edit_message)  # type: ignore[method-assign]
        http.delete_message = served(delete_message)  # type: ignore[method-assign]
        http.start_private_message = served(start_private_message)  # type: ignore[method-assign]

    def _emoji_effect(self, kind: str, application_id: int, emoji_id: Any, body: JsonDict | None) -> Any:
        """Discord's side of the application-emoji routes (the body already passed the referee)."""
        if application_id != self.application_id:
            raise http_error(403, 50001, "Missing Access")
        if kind == APP_EMOJI_LIST:
            return {"items": list(self.app_emojis.values())}
        if kind == APP_EMOJI_CREATE:
            body = body or {}
            if len(self.app_emojis) >= self.app_emoji_limit:
                raise http_error(
                    400,
                    spec_rules.MAX_EMOJIS_REACHED,
                    f"Maximum number of emojis reached ({self.app_emoji_limit})",
                )
            self._emoji_name_free(str(body["name"]))
            mime, image = spec_rules.emoji_image(str(body["image"])) or ("", b"")
            eid = self.next_id()
            emoji = {
                "id": str(eid),
                "name": body["name"],
                "roles": [],
                "user": _user_dict(self.bot.user),  # type: ignore[arg-type]
                "require_colons": True,
                "managed": False,
                "animated": mime == "image/gif",
                "available": True,
            }
            self.app_emojis[eid] = emoji
            self.app_emoji_images[eid] = image
            return emoji
        try:
            eid = int(emoji_id)
        except (TypeError, ValueError):
            eid = -1
        emoji = self.app_emojis.get(eid)
        if emoji is None:
            raise http_error(404, spec_rules.UNKNOWN_EMOJI, "Unknown Emoji")
        if kind == APP_EMOJI_GET:
            return emoji
        if kind == APP_EMOJI_EDIT:
            name = (body or {}).get("name")
            if name is not None and name != emoji["name"]:
                self._emoji_name_free(str(name))
                emoji["name"] = name
            return emoji
        del self.app_emojis[eid]
        self.app_emoji_images.pop(eid, None)
        return None

    def _emoji_name_free(self, name: str) -> None:
        """Refuse a name another emoji of the application has (400 / 50035 on ``name``)."""
        if any(e["name"] == name for e in self.app_emojis.values()):
            problem = spec_rules.Problem(
                "name",
                "Emoji name already taken",
                "application emoji names unique",
                "APPLICATION_EMOJI_NAME_ALREADY_TAKEN",
            )
            raise spec_rules.refusal([problem])

    # ---------------------------------------------------------------- dispatch

    async def dispatch(
        self, payload: JsonDict, *, settle: bool = True, expect_response: bool = True
    ) -> InteractionRecord:
        """Feed an INTERACTION_CREATE payload to the bot, then (by default) settle and check one response."""
        self._ensure_context()
        loop = asyncio.get_running_loop()
        user = (payload.get("member") or {}).get("user") or payload.get("user") or {}
        rec = self.interactions.get(int(payload["id"]))
        if rec is None:  # the same payload dispatched again = a duplicate delivery of one interaction
            rec = InteractionRecord(
                id=int(payload["id"]),
                token=payload["token"],
                type=int(payload["type"]),
                payload=payload,
                user_id=int(user.get("id", 0)),
                dispatched_at=loop.time(),
            )
        self.interactions[rec.id] = rec
        self._by_token[rec.token] = rec
        parsed = payload if self.lean else copy.deepcopy(payload)
        self.bot._connection.parse_interaction_create(parsed)  # type: ignore[arg-type]
        if settle:
            await self.settle()
            if expect_response:
                self.assert_answered(rec)
        if not expect_response:
            rec.waived = True
        return rec

    def _next_increment(self) -> int:
        return next(self._id_counter)

    async def slash(
        self,
        command: str,
        member: discord.abc.User | None = None,
        *,
        channel: discord.abc.Messageable | None = None,
        at_ms: int | None = None,
        settle: bool = True,
        expect_response: bool = True,
        **options: Any,
    ) -> InteractionRecord:
        """Invoke ``/command`` (space-separated path) as `member` with `options` (by display name)."""
        member = member or self.members[0]
        if channel is None:
            channel = self.channel if isinstance(member, discord.Member) else await member.create_dm()
        tree = getattr(self.bot, "tree", None)
        payload = slash_payload(
            command,
            member,
            channel,
            application_id=self.application_id,
            options=options,
            tree=tree,
            at_ms=at_ms,
            increment=self._next_increment(),
        )
        return await self.dispatch(payload, settle=settle, expect_response=expect_response)

    def message(self, message: JsonDict | int | discord.abc.Snowflake) -> JsonDict:
        """The latest recorded version of a message (by dict, id or discord object)."""
        mid = int(message["id"]) if isinstance(message, dict) else int(getattr(message, "id", message))
        try:
            return self.messages[mid]
        except KeyError:
            raise AssertionError(f"message {mid} was never sent (or was deleted)") from None

    async def click(
        self,
        message: JsonDict | int | discord.abc.Snowflake,
        member: discord.abc.User | None = None,
        *,
        label: str | None = None,
        custom_id: str | None = None,
        placeholder: str | None = None,
        values: list[str] | None = None,
        raw_message: JsonDict | None = None,
        at_ms: int | None = None,
        settle: bool = True,
        expect_response: bool = True,
    ) -> InteractionRecord:
        """Click a button (or pick `values` in a select) of the last version of `message` as `member`.

        The click carries the message exactly as last sent/edited. Pass `raw_message` to click on a
        stale or hand-made copy instead (old-message and forged-id tests).
        """
        member = member or self.members[0]
        msg = raw_message if raw_message is not None else self.message(message)
        comp = find_component(msg, label=label, custom_id=custom_id, placeholder=placeholder)
        if values is not None and comp["type"] not in _SELECT_TYPES:
            raise AssertionError("values= is only for selects")
        if comp.get("disabled"):
            raise AssertionError(
                f"component {comp['custom_id']!r} is disabled: Discord won't let anyone click it"
            )
        if values is not None and comp["type"] == 3:
            allowed = {o["value"] for o in comp.get("options") or []}
            lo, hi = comp.get("min_values", 1), comp.get("max_values", 1)
            if not set(values) <= allowed or not lo <= len(values) <= hi:
                raise AssertionError(
                    f"values {values} not selectable in {comp['custom_id']!r} ({lo}-{hi} of {allowed})"
                )
        owner = (msg.get("interaction_metadata") or {}).get("user") or {}
        if int(msg.get("flags") or 0) & EPHEMERAL and owner and int(owner["id"]) != member.id:
            raise AssertionError(
                f"message {msg['id']} is ephemeral: only user {owner['id']} can see and click it"
            )
        dm_owner = next((u for u, c in self.dm_channel_ids.items() if c == int(msg["channel_id"])), None)
        if dm_owner is not None and dm_owner != member.id:
            raise AssertionError(
                f"message {msg['id']} is in user {dm_owner}'s DMs: {member.id} can't click it"
            )
        channel = self._channel_for(msg, member)
        payload = component_payload(
            msg,
            comp,
            member,
            channel,
            application_id=self.application_id,
            values=values,
            at_ms=at_ms,
            increment=self._next_increment(),
        )
        return await self.dispatch(payload, settle=settle, expect_response=expect_response)

    async def select(
        self,
        message: JsonDict | int | discord.abc.Snowflake,
        member: discord.abc.User | None,
        values: list[str],
        **kw: Any,
    ) -> InteractionRecord:
        """Pick `values` in a select of `message` (find it with custom_id= or placeholder=)."""
        return await self.click(message, member, values=values, **kw)

    async def say(
        self,
        member: discord.abc.User,
        content: str,
        *,
        channel: discord.abc.Messageable | None = None,
        at_ms: int | None = None,
        settle: bool = True,
    ) -> discord.Message:
        """A user types `content` (MESSAGE_CREATE); `at_ms` fixes the message snowflake's time."""
        channel = channel or self.channel
        id_num = snowflake_at(at_ms, self._next_increment(), worker=5) if at_ms is not None else -1
        msg = dpy_backend.make_message(content, member, channel, id_num=id_num)
        if settle:
            await self.settle()
        return msg

    def _channel_for(self, msg: JsonDict, member: discord.abc.User) -> discord.abc.Messageable:
        cid = int(msg["channel_id"])
        ch = self.bot.get_channel(cid)
        if ch is None:
            for c in self.bot.private_channels:
                if c.id == cid:
                    ch = c
        if ch is None and "guild_id" not in msg:
            user = member._user if isinstance(member, discord.Member) else member  # type: ignore[attr-defined]
            ch = discord.DMChannel(
                me=self.bot.user,  # type: ignore[arg-type]
                state=self.bot._connection,
                data={"id": cid, "type": 1, "recipients": [_user_dict(user)]},  # type: ignore[typeddict-item]
            )
        if ch is None:
            raise AssertionError(f"channel {cid} of message {msg['id']} is unknown to this bot")
        return ch

    # ---------------------------------------------------------------- settle and checks

    def _is_bot_task(self, task: asyncio.Task[Any]) -> bool:
        name = task.get_name()
        if name.startswith(self.settle_prefixes):
            return True
        coro = task.get_coro()
        return getattr(coro, "__name__", None) == "_run_event"

    async def settle(self, *, timeout: float = 10.0, check: bool = True) -> None:
        """Wait until no CommandTree / discord-ui / event task is pending; then raise recorded breaches.

        With ``check`` it raises AssertionError for limit violations, double acks and exceptions
        logged by discord.py (``Ignoring exception in ...``) since the last check.
        """
        me = asyncio.current_task()
        deadline = asyncio.get_running_loop().time() + timeout
        quiet_rounds = 0
        while quiet_rounds < 3:
            pending = [
                t for t in asyncio.all_tasks() if t is not me and not t.done() and self._is_bot_task(t)
            ]
            if not pending:
                if not quiet_rounds:
                    self.quiet_at = time.perf_counter()
                quiet_rounds += 1
                await asyncio.sleep(0)
                continue
            quiet_rounds = 0
            remaining = deadline - asyncio.get_running_loop().time()
            if remaining <= 0:
                raise AssertionError(
                    f"settle(): tasks still running after {timeout}s: {[t.get_name() for t in pending]}"
                )
            await asyncio.wait(pending, timeout=remaining)
        if check:
            self.raise_problems()

    def raise_problems(self) -> None:
        """Raise AssertionError for recorded limit violations, double acks and logged bot errors."""
        problems = list(self.violations)
        for r in self.errors:
            exc = r.exc_info[1] if r.exc_info else None
            problems.append(f"discord.py logged: {r.getMessage()} ({exc!r})")
        if problems:
            self.violations.clear()
            self.errors.clear()
            raise AssertionError("Discord harness problems:\n  " + "\n  ".join(problems))

    def pop_violations(self) -> list[str]:
        """Take (and clear) recorded limit violations and logged errors, for tests that expect them."""
        out = list(self.violations) + [r.getMessage() for r in self.errors]
        self.violations.clear()
        self.errors.clear()
        return out

    def assert_answered(self, rec: InteractionRecord) -> None:
        """Exactly one initial response, and no rejected (double/late) response attempts."""
        n = len(rec.initial_responses)
        if n == 0:
            raise AssertionError(
                f"interaction {rec.id} (type {rec.type}, custom_id={rec.custom_id!r}) got no response: "
                f'the user sees "This interaction failed"'
            )
        if n > 1 or rec.rejected_responses:
            errs = [repr(c.error) for c in rec.rejected_responses]
            raise AssertionError(f"interaction {rec.id} answered {n} times; rejected attempts: {errs}")

    def verify(self) -> None:
        """Every non-waived interaction answered exactly once; no outstanding violations or errors;
        every icon in every message version the bot produced is a real emoji."""
        for rec in self.interactions.values():
            if not rec.waived:
                self.assert_answered(rec)
        self.raise_problems()
        self.assert_icons_are_emoji()

    def assert_icons_are_emoji(self) -> None:
        """Walk every version of every message (channel, DM, ephemeral) for non-emoji icons in text."""
        bad: set[str] = set()
        for versions in self.versions.values():
            for version in versions:
                for text in spec_rules.message_texts(version):
                    bad.update(spec_rules.text_icon_problems(text))
        if bad:
            raise AssertionError(
                "Icons that are not emoji in what players read:\n  " + "\n  ".join(sorted(bad))
            )

    # ---------------------------------------------------------------- reading what users see

    def channel_messages(self, channel: discord.abc.Snowflake | None = None) -> list[JsonDict]:
        """Public messages in a channel as Discord stores them now (dpytest backend, edits applied)."""
        cid = (channel or self.channel).id
        return [
            self.messages.get(int(m["id"])) or _jsonable(m)
            for m in dpy_backend._cur_config.messages.get(cid, [])
        ]

    def last_message(self, channel: discord.abc.Snowflake | None = None) -> JsonDict:
        """The newest public message in a channel (latest version)."""
        msgs = self.channel_messages(channel)
        if not msgs:
            raise AssertionError("no message in the channel")
        return msgs[-1]

    def dms(self, user: discord.abc.Snowflake) -> list[JsonDict]:
        """Messages the bot sent to `user` by DM (latest versions, oldest first)."""
        cid = self.dm_channel_ids.get(user.id)
        if cid is None:
            return []
        return [
            self.messages.get(int(m["id"])) or _jsonable(m)
            for m in dpy_backend._cur_config.messages.get(cid, [])
        ]

    def last_dm(self, user: discord.abc.Snowflake) -> JsonDict:
        """The newest DM sent to `user` (latest version)."""
        msgs = self.dms(user)
        if not msgs:
            raise AssertionError(f"no DM was sent to {user.id}")
        return msgs[-1]

    def ephemerals(self, user: discord.abc.Snowflake | None = None) -> list[JsonDict]:
        """Ephemeral messages (latest versions), optionally only those shown to `user`."""
        out = []
        for rec in self.interactions.values():
            if user is not None and rec.user_id != user.id:
                continue
            for c in rec.calls:
                if c.message_id and c.error is None and c.kind in (INTERACTION_RESPONSE, FOLLOWUP_SEND):
                    m = self.messages.get(c.message_id)
                    if m and int(m.get("flags") or 0) & EPHEMERAL and m not in out:
                        out.append(m)
        return out

    def attachments(self, message: JsonDict | int | discord.abc.Snowflake) -> list[UploadedFile]:
        """The files the latest version of `message` has, with their bytes, in the message's order."""
        msg = self.message(message)
        out = []
        for a in msg.get("attachments") or []:
            found = self.uploads.get(int(a["id"]))
            if found is None:
                raise AssertionError(
                    f"attachment {a['id']} of message {msg['id']} was not uploaded by the bot"
                )
            out.append(found)
        return out

    def media(self, message: JsonDict | int | discord.abc.Snowflake) -> list[Media]:
        """Every picture or file the latest version of `message` shows (Thumbnails, MediaGallery items,
        Files and embed images, in message order), each with the uploaded file it shows."""
        msg = self.message(message)
        by_url = {f.url: f for f in self.attachments(msg)}
        kinds = {
            0: "embed",
            spec_rules.THUMBNAIL: "thumbnail",
            spec_rules.MEDIA_GALLERY: "gallery",
            spec_rules.FILE: "file",
        }
        out = []
        for path, holder, key, ctype, parent in spec_rules.media_slots(msg):
            url = holder[key]
            described = ctype in (spec_rules.THUMBNAIL, spec_rules.MEDIA_GALLERY)
            description = parent.get("description") if described else None
            out.append(Media(kinds[ctype], url, description, by_url.get(url), path))
        return out

    def unshown_attachments(self, message: JsonDict | int | discord.abc.Snowflake) -> list[UploadedFile]:
        """Files of a components v2 message that none of its components shows: Discord hides them
        (attachments of a v2 message show only through a Thumbnail, MediaGallery or File), so each
        is an upload nobody sees."""
        msg = self.message(message)
        if not int(msg.get("flags") or 0) & COMPONENTS_V2:
            return []
        shown = {m.file.id for m in self.media(msg) if m.file is not None}
        return [f for f in self.attachments(msg) if f.id not in shown]

    def uploads_since(self, since: int = 0) -> list[UploadedFile]:
        """Files accepted from the calls at index `since` of `calls` on (e.g. uploads per turn)."""
        return [f for f in self.uploads.values() if f.call_seq >= since]

    def known_emoji_ids(self) -> set[int]:
        """Custom emoji ids the bot may put on components: the application's, and its servers'."""
        ids = set(self.app_emojis) | self.guild_emoji_ids
        for guild in self.bot.guilds:
            ids.update(e.id for e in guild.emojis)
        return ids

    def application_emojis(self) -> list[JsonDict]:
        """The application's emojis as Discord holds them now (oldest first)."""
        return [dict(e) for e in self.app_emojis.values()]

    # ---------------------------------------------------------------- counting

    def count(self, *kinds: str, since: int = 0, errors: bool = False) -> int:
        """Number of recorded API calls of `kinds` (default: `COUNTED_KINDS`) from index `since`."""
        wanted = set(kinds) if kinds else COUNTED_KINDS
        return sum(1 for c in self.calls[since:] if c.kind in wanted and (errors or c.error is None))

    def counts(self, since: int = 0) -> Counter[str]:
        """Successful API calls by kind from index `since`."""
        return Counter(c.kind for c in self.calls[since:] if c.error is None)

    @contextmanager
    def measure(self) -> Iterator[Counter[str]]:
        """``with h.measure() as n: ...`` fills `n` with the successful calls made inside, by kind."""
        start = len(self.calls)
        out: Counter[str] = Counter()
        try:
            yield out
        finally:
            out.update(self.counts(since=start))

    # ---------------------------------------------------------------- restart

    async def restart(
        self,
        bot: discord.Client,
        setup: Callable[[discord.Client], Awaitable[None] | None] | None = None,
        *,
        close_old: bool = True,
    ) -> Harness:
        """Simulate a process restart: a new bot on the *same* Discord world (ids, messages, DMs).

        The guild, channels, members and the bot user keep their ids; messages already sent stay
        fetchable, and `messages` keeps their last versions so old buttons can be clicked.
        """
        await self.settle(check=False)
        if close_old:
            await self.shutdown()
        old_backend = dpy_backend._cur_config
        ids = list(self._world_ids)
        new = await make_harness(
            bot,
            setup=None,
            _replay_ids=ids,
            _reset_ids=False,
            **self._configure_kwargs,
        )
        for name, discrim, uid, nick in self._added_members:
            user = dpy_backend.make_user(name, discrim, id_num=uid)
            dpy_backend.make_member(user, new.guild, nick=nick)
        new._added_members = list(self._added_members)
        for cid, history in old_backend.messages.items():
            dpy_backend._cur_config.messages.setdefault(cid, []).extend(_jsonable(history))
        new.messages = _jsonable(self.messages)
        new.versions = {k: list(v) for k, v in self.versions.items()}
        new.dm_channel_ids = dict(self.dm_channel_ids)
        new.uploads = dict(self.uploads)
        new.upload_limit_bytes = self.upload_limit_bytes
        new.app_emojis = _jsonable(self.app_emojis)
        new.app_emoji_images = dict(self.app_emoji_images)
        new.app_emoji_limit = self.app_emoji_limit
        new.guild_emoji_ids = set(self.guild_emoji_ids)
        new.forbidden_dm_user_ids = set(self.forbidden_dm_user_ids)
        new._id_counter = itertools.count(next(self._id_counter) + 1)
        new.error_loggers = self.error_loggers
        self.close()
        if setup is not None:
            res = setup(bot)
            if asyncio.iscoroutine(res):
                await res
        return new


# --------------------------------------------------------------------------------------------
# Setup
# --------------------------------------------------------------------------------------------


async def make_harness(
    bot: discord.Client,
    *,
    setup: Callable[[discord.Client], Awaitable[None] | None] | None = None,
    guilds: int | list[str] = 1,
    text_channels: int | list[str] = 1,
    voice_channels: int | list[str] = 0,
    members: int | list[str] = 4,
    _replay_ids: list[int] | None = None,
    _reset_ids: bool = True,
) -> Harness:
    """Configure `bot` with dpytest FIRST, re-link the command tree, install the fakes, then run `setup`.

    `setup(bot)` (sync or async) is where a test registers ``bot.add_dynamic_items(...)``,
    ``bot.add_view(...)``, cogs or opens storage. Call `Harness.close()` (the fixture does) and
    `Harness.verify()` at the end.
    """
    if _reset_ids:
        dpy_factories.generated_ids = 0
    await bot._async_setup_hook()  # sets bot.loop (CommandTree schedules on it)

    harness = Harness(bot)
    _CREATED.append(harness)
    harness._configure_kwargs = {
        "guilds": guilds,
        "text_channels": text_channels,
        "voice_channels": voice_channels,
        "members": members,
    }
    # Record (or replay, for restart) the ids dpytest makes for the world so a restart keeps them.
    real_make_id = dpy_factories.make_id
    replay = iter(_replay_ids or ())

    def make_id() -> int:
        nid = next(replay, None)
        if nid is None:
            nid = real_make_id()
        harness._world_ids.append(nid)
        return nid

    # dpytest's members only exist if the member cache is on; a bot with default intents (no
    # privileged members intent) gets it for the test only, and its real intents back after.
    real_intents = bot._connection._intents
    test_intents = discord.Intents._from_value(real_intents.value)
    test_intents.members = True
    bot._connection._intents = test_intents
    bot._connection.member_cache_flags = discord.MemberCacheFlags.from_intents(test_intents)
    dpy_factories.make_id = make_id
    try:
        dpytest.configure(
            bot, guilds=guilds, text_channels=text_channels, voice_channels=voice_channels, members=members
        )
    finally:
        dpy_factories.make_id = real_make_id
    bot._connection._intents = real_intents
    tree = getattr(bot, "tree", None)
    if tree is not None:
        bot._connection._command_tree = tree  # configure() replaced the connection state
        tree._http = bot.http  # ... and the HTTP client: sync() must go through the recording fake
    bot._connection.application_id = bot.user.id  # type: ignore[union-attr]
    harness._install()
    if setup is not None:
        res = setup(bot)
        if asyncio.iscoroutine(res):
            await res
    return harness


@pytest.fixture
async def harness_factory() -> Any:
    """Fixture: ``h = await harness_factory(bot, setup=..., members=4)``; verifies and closes at teardown."""
    start = len(_CREATED)

    async def factory(bot: discord.Client, **kwargs: Any) -> Harness:
        return await make_harness(bot, **kwargs)

    yield factory
    made = _CREATED[start:]  # includes harnesses made by Harness.restart()
    del _CREATED[start:]
    try:
        for h in made:
            if not h._closed:
                await h.settle(check=False)
        for h in made:
            h.verify()
    finally:
        for h in made:
            await h.shutdown()
        await dpytest.empty_queue()
