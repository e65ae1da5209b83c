"""``INTERACTION_CREATE`` builders: slash commands and component clicks, as Discord sends them."""

from __future__ import annotations

import datetime as dt
from typing import Any

import discord
from discord import app_commands

from tests.discord_harness import snowflakes
from tests.discord_harness.limits import iter_components
from tests.discord_harness.records import _SELECT_TYPES, DISCORD_EPOCH_MS, JsonDict
from tests.discord_harness.snowflakes import _jsonable, snowflake_at


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
        else snowflakes._iso(0 + DISCORD_EPOCH_MS)
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
    if isinstance(channel, discord.Thread):  # a thread: its channel, and whether it is archived
        out["parent_id"] = str(channel.parent_id)
        out["thread_metadata"] = {
            "archived": channel.archived,
            "auto_archive_duration": channel.auto_archive_duration,
            "archive_timestamp": channel.archive_timestamp.isoformat(),
            "locked": channel.locked,
        }
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
    iid = snowflake_at(snowflakes._now_ms() if at_ms is None else at_ms, increment, worker=3)
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
