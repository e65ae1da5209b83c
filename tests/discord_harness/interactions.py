"""The interaction webhook side of the double: callbacks, follow-ups and ``@original`` requests."""

from __future__ import annotations

import asyncio
import copy
from typing import Any

from discord.ext.test import backend as dpy_backend

from tests import discord_spec as spec_rules
from tests.discord_harness import snowflakes
from tests.discord_harness.core import HarnessCore
from tests.discord_harness.payloads import _user_dict
from tests.discord_harness.records import (
    EPHEMERAL,
    FOLLOWUP_SEND,
    INTERACTION_RESPONSE,
    LOADING,
    ORIGINAL_DELETE,
    ORIGINAL_EDIT,
    ORIGINAL_GET,
    WEBHOOK_MESSAGE_DELETE,
    WEBHOOK_MESSAGE_EDIT,
    WEBHOOK_MESSAGE_GET,
    ApiCall,
    InteractionRecord,
    JsonDict,
    Upload,
)
from tests.discord_harness.snowflakes import _jsonable, http_error
from tests.discord_harness.store import _MESSAGE_ID_IN_URL, _new_message_fields


class InteractionSide(HarnessCore):
    """The interaction webhook: callbacks, follow-ups and ``@original`` requests, answered as Discord does."""

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
            "timestamp": snowflakes._iso(),
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
