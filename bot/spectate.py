"""Spectators (issue 35): anyone not seated presses **Watch** on a running table and gets a private,
live view of the public table; the host may let spectators take an AI seat between turns.

The view is a DM to the spectator, edited like the players' DM hands, not an ephemeral message
edited through its interaction token: a token dies after 15 minutes (a BANG! game lasts longer),
lives only in this process's memory (a restart would lose every view, and a token kept in the
database is a credential kept there), while a DM is edited with the bot's own token for as long
as the game runs. Each view is a row of the messages table (role "watch", its `seat` the
spectator's user id, the DM's channel and message, and "<language>:<digest>" of what it shows),
so a restarted bot edits the same DMs.

What a spectator sees is the table as the game's renderer draws it for the channel (from
`perspective(None)`: never a hand, never the deck's order) with its Recent lines, under a frame in
the spectator's language, without the table's buttons: a "Stop watching" button, and one "Take …'s
seat" button per AI seat when the host allows it. Budget: after each published change, one DM
edit per spectator whose view's digest changed (none when what they see did not change); the
views of one language are drawn once. At most `MAX_WATCHERS` spectators per game.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import table_language, text, words
from bot.lessons import is_lesson
from bot.sessions import SessionError
from bot.sessions.spectators import seats_open, takeable_seats
from bot.storage import SessionRecord
from bot.ui import (
    DISCORD_FAULTS,
    ParsedId,
    Payload,
    button,
    custom_id,
    describe_fault,
    reader_language,
    reply,
    respond,
)
from engines.base import Engine

if TYPE_CHECKING:
    from bot.presenter import Presenter

log = logging.getLogger(__name__)

WATCH = "watch"
"""The `role` of a spectator's view in the messages table (its `seat`: the spectator's user id)."""
MAX_WATCHERS = 25
"""Spectators one game takes at once (each costs a DM edit per change of the table)."""
VERBS = frozenset({"watch", "unwatch", "take", "seats"})
"""The custom_id verbs of this module: Watch and the host's switch (table), Stop watching and Take a
seat (the spectator's DM)."""
TABLE_VERBS = frozenset({"watch", "seats"})
"""The verbs of the table's buttons (the others are on the spectator's DM view)."""
KNOWN_SESSIONS = 20_000
"""Sessions whose spectators a process remembers (the oldest is read again)."""


def table_items(record: SessionRecord) -> list[discord.ui.Item[Any]]:
    """The running table's spectator buttons, beside My hand: Watch, and the host's switch while an
    AI plays a seat a spectator could take. A lesson has none: it is played in the learner's DM,
    which nobody else sees (bot/lessons.py)."""
    if record.status != "running" or is_lesson(record):
        return []
    w = words(table_language(record))
    items: list[discord.ui.Item[Any]] = [
        button(w("spectate-btn-watch"), custom_id(record.game, record.id, "x", "watch"), emoji="👀", row=4)
    ]
    if takeable_seats(record):
        key = "spectate-btn-close-seats" if seats_open(record) else "spectate-btn-open-seats"
        items.append(button(w(key), custom_id(record.game, record.id, "x", "seats"), emoji="🪑", row=4))
    return items


def dm_link(channel_id: int, message_id: int) -> str:
    """Discord's link to a DM message."""
    return f"https://discord.com/channels/@me/{channel_id}/{message_id}"


class Spectators:
    """The spectators' DM views of every game: drawn, sent, edited, closed (owned by the presenter)."""

    def __init__(self, presenter: Presenter) -> None:
        self.presenter = presenter
        self._known: OrderedDict[str, set[int]] = OrderedDict()
        """session id → the user ids watching it (read once per session from the messages table;
        read at every change when other processes share the database)."""

    # ---- who watches --------------------------------------------------------------------------------
    async def watching(self, session_id: str) -> set[int]:
        """The user ids watching a session now (a stopped view's row has no message)."""
        storage = self.presenter.storage
        known = self._known.get(session_id)
        if known is not None and not storage.shared:
            self._known.move_to_end(session_id)
            return known
        known = set()
        for uid in await storage.seats_of_role(session_id, WATCH):
            row = await storage.message(session_id, WATCH, uid)
            if row is not None and row[1]:
                known.add(uid)
        self._known[session_id] = known
        while len(self._known) > KNOWN_SESSIONS:
            self._known.popitem(last=False)
        return known

    async def forget(self, session_id: str, user_id: int) -> None:
        """A view that ended (stopped, its seat taken, the game over, the DM gone)."""
        await self.presenter.storage.set_message(session_id, WATCH, user_id, 0, 0, "")
        known = self._known.get(session_id)
        if known is not None:
            known.discard(user_id)

    # ---- what a spectator sees ----------------------------------------------------------------------
    def base(self, record: SessionRecord, engine: Engine[Any] | None) -> Payload:
        """The public table as the channel shows it (drawn from `perspective(None)` by the game's
        renderer), or the results once the game is over: what every view shows under its frame."""
        r = self.presenter.renderer(record.game)
        if record.status == "running" and engine is not None:
            return r.table(record, engine)
        return r.finished(record, engine)

    def view(
        self, record: SessionRecord, engine: Engine[Any] | None, lang: str, base: Payload | None = None
    ) -> Payload:
        """A spectator's view in `lang`: the frame, the public table (the results once the game is
        over) as the channel shows it, and the spectator's buttons (`base`: the table, if drawn)."""
        w = words(lang)
        title = text(lang, f"{record.game}-title")
        items: list[discord.ui.Item[Any]] = []
        base = base or self.base(record, engine)
        if record.status == "running" and engine is not None:
            lines = [w("spectate-frame", title=title, channel=f"<#{record.channel_id}>")]
            seats = takeable_seats(record) if seats_open(record) else []
            if seats:
                lines.append(w("spectate-frame-seats"))
            for seat in seats[:20]:
                name = record.seats[seat].name
                cid = custom_id(record.game, record.id, "x", "take", seat)
                items.append(button(w("spectate-btn-take", name=name), cid, emoji="🪑"))
            items.append(
                button(
                    w("spectate-btn-stop"),
                    custom_id(record.game, record.id, "x", "unwatch"),
                    emoji="🚪",
                    row=4,
                )
            )
        else:
            lines = [w("spectate-over", title=title)]
        if base.content:
            lines.append(base.content)
        return Payload(content="\n".join(lines)[:2000], embeds=list(base.embeds), items=items)

    # ---- live updates (the presenter's step after the table and the hands) -------------------------
    async def update(self, record: SessionRecord, engine: Engine[Any] | None) -> None:
        """Edit every view whose content changed; close them all once the game is over."""
        if record.status == "lobby":
            return
        ids = await self.watching(record.id)
        if not ids:
            return
        over = record.status != "running" or engine is None
        views: dict[str, Payload] = {}  # one view per language, on one drawing of the table
        base = self.base(record, engine)
        await asyncio.gather(
            *(self._update_one(record, engine, uid, views, base, over) for uid in sorted(ids))
        )
        if over:
            self._known.pop(record.id, None)

    async def _update_one(
        self,
        record: SessionRecord,
        engine: Engine[Any] | None,
        user_id: int,
        views: dict[str, Payload],
        base: Payload,
        over: bool,
    ) -> None:
        presenter, storage = self.presenter, self.presenter.storage
        row = await storage.message(record.id, WATCH, user_id)
        if row is None or not row[1]:
            known = self._known.get(record.id)
            if known is not None:
                known.discard(user_id)
            return
        channel_id, message_id = row[0], row[1]
        lang, _, shown = row[2].partition(":")
        payload = views.get(lang)
        if payload is None:
            payload = views[lang] = self.view(record, engine, lang, base)
        if payload.digest() == shown:
            return
        try:
            edited = await presenter._deliver(
                "Spectator view edit",
                (record.id, user_id),
                lambda: presenter._edit(channel_id, message_id, payload),
            )
        except (discord.NotFound, discord.Forbidden):
            log.info("A spectator's view is gone session=%s; they stop watching", record.id)
            await self.forget(record.id, user_id)
            return
        except DISCORD_FAULTS as exc:
            log.warning("Spectator view edit failed session=%s (%s)", record.id, describe_fault(exc))
            return
        if edited is None:
            return  # gave up: the digest stays old, so the next change edits again
        if over:
            await self.forget(record.id, user_id)
        else:
            await storage.set_message(
                record.id, WATCH, user_id, channel_id, message_id, f"{lang}:{payload.digest()}"
            )

    # ---- the clicks ---------------------------------------------------------------------------------
    async def click(
        self, cog: Any, interaction: discord.Interaction[Any], parsed: ParsedId, *, moderator: bool
    ) -> None:
        """Watch / Stop watching / Take a seat / the host's switch (`cog`: the game's GameCog).

        Their token is always "x"; Watch and the switch are the table's, so they come from a server."""
        if parsed.token != "x" or (parsed.verb in TABLE_VERBS and interaction.guild_id is None):
            raise SessionError("forged_id")
        if parsed.verb == "watch":
            await self.watch(cog, interaction, parsed.sid)
        elif parsed.verb == "unwatch":
            await self.unwatch(interaction, parsed.sid)
        elif parsed.verb == "take":
            await self.take(cog, interaction, parsed)
        else:
            channel_id = await cog.channel_of(interaction, parsed.sid)
            outcome = await cog.sessions.toggle_spectator_seats(
                channel_id, parsed.sid, interaction.user.id, moderator=moderator
            )
            await self.presenter.publish(outcome, interaction)

    async def watch(self, cog: Any, interaction: discord.Interaction[Any], session_id: str) -> None:
        """Send the clicker their view by DM (or point at the one they have)."""
        user_id = interaction.user.id
        channel_id = await cog.channel_of(interaction, session_id)
        record, engine = await cog.sessions.peek(channel_id, session_id)
        if record.status != "running" or engine is None:
            raise SessionError("not_started")
        if record.seat_of(user_id) is not None:
            raise SessionError("spectate_seated")
        lang = reader_language(interaction)
        storage = self.presenter.storage
        row = await storage.message(record.id, WATCH, user_id)
        if row is not None and row[1]:
            await reply(interaction, text(lang, "spectate-already", link=dm_link(row[0], row[1])))
            return
        if len(await self.watching(record.id)) >= MAX_WATCHERS:
            raise SessionError("spectate_full", max=MAX_WATCHERS)
        payload = self.view(record, engine, lang)
        try:
            async with cog.sessions.patience():  # a slow DM: the click is deferred, then answered
                msg = await interaction.user.send(**payload.kwargs(new=True))
        except discord.Forbidden:
            raise SessionError("spectate_dm_closed") from None
        await storage.set_message(
            record.id, WATCH, user_id, msg.channel.id, msg.id, f"{lang}:{payload.digest()}"
        )
        known = self._known.get(record.id)
        if known is not None:
            known.add(user_id)
        await reply(interaction, text(lang, "spectate-sent", link=dm_link(msg.channel.id, msg.id)))

    async def _answer(self, interaction: discord.Interaction[Any], session_id: str, said: str) -> None:
        """Answer a click of the spectator's view by turning the view into `said` (no buttons); a
        click from anywhere else gets `said` privately."""
        row = await self.presenter.storage.message(session_id, WATCH, interaction.user.id)
        msg = interaction.message
        if row is not None and msg is not None and row[1] == msg.id:
            done = Payload(content=said)
            await respond(interaction, lambda: interaction.response.edit_message(**done.kwargs()))
        else:
            await reply(interaction, said)

    async def unwatch(self, interaction: discord.Interaction[Any], session_id: str) -> None:
        """Stop watching: the view says so and loses its buttons; nothing edits it again."""
        said = text(reader_language(interaction), "spectate-stopped")
        await self._answer(interaction, session_id, said)
        await self.forget(session_id, interaction.user.id)

    async def take(self, cog: Any, interaction: discord.Interaction[Any], parsed: ParsedId) -> None:
        """Take an AI seat (the session layer decides); the new player's hand comes by DM."""
        arg = parsed.arg or ""
        if not arg.isdigit():
            raise SessionError("forged_id")
        user = interaction.user
        channel_id = await cog.channel_of(interaction, parsed.sid)
        lang = reader_language(interaction)
        name = getattr(user, "display_name", None) or user.name
        outcome = await cog.sessions.take_ai_seat(channel_id, parsed.sid, user.id, name, lang, int(arg))
        await self._answer(interaction, parsed.sid, text(lang, "spectate-took"))
        await self.forget(parsed.sid, user.id)
        await self.presenter.publish(outcome, None)
