"""Threads (issue 35: a thread per game): creating a public thread in a channel over REST (Discord
then sends THREAD_CREATE, so the bot's cache knows it), messages in it (the REST side resolves a
thread like any channel), and editing it (archiving: THREAD_UPDATE). Only what a game in a thread
uses; threads of a message, forum posts and thread members are not doubled."""

from __future__ import annotations

import re
from typing import Any

import discord
from discord.ext.test import backend as dpy_backend

from tests.discord_harness import snowflakes
from tests.discord_harness.core import HarnessCore
from tests.discord_harness.records import ApiCall, JsonDict
from tests.discord_harness.snowflakes import _jsonable, http_error

THREAD_CREATE = "thread_create"
CHANNEL_EDIT = "channel_edit"
PUBLIC_THREAD = 11


class ThreadSide(HarnessCore):
    """`POST /channels/{id}/threads` (without a message) and `PATCH /channels/{id}` of a thread."""

    def _wrap_threads(self) -> None:
        dpy_backend.find_channel_mentions = _channel_mentions  # a thread is mentioned like a channel
        http = self.bot.http
        harness = self
        self.threads: dict[int, JsonDict] = {}

        async def start_thread_without_message(channel_id: int, **kw: Any) -> Any:
            body = {
                k: kw[k]
                for k in ("name", "auto_archive_duration", "type", "invitable", "rate_limit_per_user")
                if kw.get(k) is not None
            }
            path = f"/channels/{channel_id}/threads"
            call = harness._record(ApiCall(kind=THREAD_CREATE, method="POST", path=path, payload=body))
            try:
                harness._referee("POST", "/channels/{channel_id}/threads", body, f"thread in {channel_id}")
                fault = harness._fault_for(call)
                if fault is not None:
                    raise fault
                parent = harness.bot.get_channel(int(channel_id))
                if parent is None or int(body.get("type", PUBLIC_THREAD)) != PUBLIC_THREAD:
                    raise http_error(400, 50024, "Cannot execute action on this channel type")
                me = parent.guild.me  # type: ignore[union-attr]
                perms = parent.permissions_for(me)  # type: ignore[union-attr]
                if not (perms.create_public_threads and perms.view_channel):
                    raise http_error(403, 50013, "Missing Permissions")
                now = snowflakes._iso(snowflakes._now_ms())
                data: JsonDict = {
                    "id": str(harness.next_id()),
                    "guild_id": str(parent.guild.id),  # type: ignore[union-attr]
                    "parent_id": str(channel_id),
                    "owner_id": str(harness.bot.user.id),  # type: ignore[union-attr]
                    "name": body["name"],
                    "type": PUBLIC_THREAD,
                    "last_message_id": None,
                    "rate_limit_per_user": 0,
                    "message_count": 0,
                    "member_count": 1,
                    "flags": 0,
                    "thread_metadata": {
                        "archived": False,
                        "auto_archive_duration": int(body.get("auto_archive_duration") or 1440),
                        "archive_timestamp": now,
                        "locked": False,
                        "create_timestamp": now,
                    },
                }
            except BaseException as e:
                call.error = e
                raise
            harness.threads[int(data["id"])] = data
            harness.bot._connection.parse_thread_create({**data, "newly_created": True})  # type: ignore[arg-type]
            call.result = data
            return _jsonable(data)

        orig_edit = http.edit_channel

        async def edit_channel(channel_id: int, *, reason: str | None = None, **options: Any) -> Any:
            data = harness.threads.get(int(channel_id))
            if data is None:
                return await orig_edit(channel_id, reason=reason, **options)
            path = f"/channels/{channel_id}"
            call = harness._record(
                ApiCall(kind=CHANNEL_EDIT, method="PATCH", path=path, payload=dict(options))
            )
            try:
                harness._referee(
                    "PATCH", "/channels/{channel_id}", dict(options), f"edit of thread {channel_id}"
                )
                fault = harness._fault_for(call)
                if fault is not None:
                    raise fault
            except BaseException as e:
                call.error = e
                raise
            meta = data["thread_metadata"]
            for key in ("archived", "locked", "auto_archive_duration"):
                if key in options:
                    meta[key] = options[key]
            if "name" in options:
                data["name"] = options["name"]
            harness.bot._connection.parse_thread_update(dict(data))  # type: ignore[arg-type]
            call.result = data
            return _jsonable(data)

        http.start_thread_without_message = start_thread_without_message  # type: ignore[method-assign]
        http.edit_channel = edit_channel  # type: ignore[method-assign]

    def thread_archived(self, thread_id: int) -> bool:
        """Whether the double's thread is archived."""
        return bool(self.threads[int(thread_id)]["thread_metadata"]["archived"])


def _channel_mentions(content: str | None, guild: discord.Guild | None) -> list[Any]:
    """dpytest's `find_channel_mentions`, knowing threads too (dpytest looks in `guild.channels`)."""
    if guild is None or content is None:
        return []
    found = (guild.get_channel_or_thread(int(m)) for m in re.findall(r"<#(\d+)>", content))
    return [c for c in found if c is not None]
