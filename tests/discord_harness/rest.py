"""The bot-token REST side of the double: sends, edits, deletes, DMs, command sync, emojis, the CDN."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord.ext.test import backend as dpy_backend
from discord.ext.test import callbacks as dpy_callbacks
from discord.ext.test import factories as dpy_factories
from discord.http import MultipartParameters

from tests.discord_harness.core import HarnessCore
from tests.discord_harness.records import (
    APP_EMOJI_CREATE,
    APP_EMOJI_DELETE,
    APP_EMOJI_EDIT,
    APP_EMOJI_GET,
    APP_EMOJI_LIST,
    CDN_GET,
    COMMAND_SYNC,
    DM_EDIT,
    DM_OPEN,
    DM_SEND,
    MESSAGE_DELETE,
    MESSAGE_EDIT,
    MESSAGE_SEND,
    ApiCall,
    JsonDict,
)
from tests.discord_harness.snowflakes import _jsonable, http_error
from tests.discord_harness.store import _payload_from_params, _uploads_from_params


class RestSide(HarnessCore):
    """The bot-token REST side: recording wrappers around the bot's HTTP client."""

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
