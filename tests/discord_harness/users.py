"""Users' side: slash commands, clicks, selects and messages dispatched to the bot."""

from __future__ import annotations

import asyncio
import copy
from typing import Any

import discord
from discord.ext.test import backend as dpy_backend

from tests.discord_harness.core import HarnessCore
from tests.discord_harness.payloads import (
    _base_interaction,
    _user_dict,
    component_payload,
    find_component,
    slash_payload,
)
from tests.discord_harness.records import _SELECT_TYPES, EPHEMERAL, InteractionRecord, JsonDict
from tests.discord_harness.snowflakes import snowflake_at


class UserSide(HarnessCore):
    """What users do: slash commands, clicks, selects and messages fed to the bot as gateway events."""

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
        self._localise(payload, member)
        return await self.dispatch(payload, settle=settle, expect_response=expect_response)

    def _localise(self, payload: JsonDict, user: discord.abc.User) -> None:
        """The clicker's and the server's languages, as Discord sends them (`locales`, `guild_locale`)."""
        payload["locale"] = self.locales.get(user.id, "en-US")
        if "guild_locale" in payload:
            payload["guild_locale"] = payload["guild"]["locale"] = self.guild_locale

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
        self._localise(payload, member)
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

    async def submit_modal(
        self,
        opened: InteractionRecord,
        member: discord.abc.User,
        values: dict[str, str],
        *,
        settle: bool = True,
    ) -> InteractionRecord:
        """Fill in and submit the modal `opened` was answered with (callback type 9), as `member`:
        `values` by text input custom_id, the others keep the value the modal showed. The submit
        carries the message whose component opened the modal, as Discord sends it."""
        response = opened.response
        if response is None or response.callback_type != 9:
            raise AssertionError(f"interaction {opened.id} was not answered with a modal")
        modal = (response.payload or {})["data"]
        components: list[JsonDict] = []
        for row in modal.get("components") or []:
            inputs = row.get("components") or ([row["component"]] if row.get("component") else [])
            for field in inputs:
                if field.get("type") != 4:
                    continue
                cid = field["custom_id"]
                value = {"type": 4, "custom_id": cid, "value": values.get(cid, field.get("value") or "")}
                if row.get("type") == 18:
                    components.append({"type": 18, "id": row.get("id"), "component": value})
                else:
                    components.append({"type": 1, "components": [value]})
        unknown = set(values) - {
            c["custom_id"] for r in components for c in r.get("components") or [r.get("component")]
        }
        if unknown:
            raise AssertionError(f"the modal has no text inputs {sorted(unknown)}")
        source = opened.payload.get("message")
        channel = self._channel_for(source, member) if source else self.channel
        payload = _base_interaction(
            itype=5,
            data={"custom_id": modal["custom_id"], "components": components},
            user=member,
            channel=channel,
            application_id=self.application_id,
            at_ms=None,
            increment=self._next_increment(),
            bot_member=None,
        )
        if source:
            payload["message"] = copy.deepcopy(self.messages.get(int(source["id"]), source))
        self._localise(payload, member)
        return await self.dispatch(payload, settle=settle)

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
