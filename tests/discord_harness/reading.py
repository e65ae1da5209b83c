"""Reading what users see, and counting API calls."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager

import discord
from discord.ext.test import backend as dpy_backend

from tests import discord_spec as spec_rules
from tests.discord_harness.core import HarnessCore
from tests.discord_harness.records import (
    COMPONENTS_V2,
    COUNTED_KINDS,
    EPHEMERAL,
    FOLLOWUP_SEND,
    INTERACTION_RESPONSE,
    JsonDict,
    Media,
    UploadedFile,
)
from tests.discord_harness.snowflakes import _jsonable


class Reading(HarnessCore):
    """Reading what users see (channel messages, DMs, ephemerals, attachments) and counting API calls."""

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
