"""The application's emojis held by the double."""

from __future__ import annotations

from typing import Any

from tests import discord_spec as spec_rules
from tests.discord_harness.core import HarnessCore
from tests.discord_harness.payloads import _user_dict
from tests.discord_harness.records import (
    APP_EMOJI_CREATE,
    APP_EMOJI_EDIT,
    APP_EMOJI_GET,
    APP_EMOJI_LIST,
    JsonDict,
)
from tests.discord_harness.snowflakes import http_error


class EmojiSide(HarnessCore):
    """The application's emojis as Discord holds them (``/applications/{id}/emojis``)."""

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
