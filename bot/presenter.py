"""Routes an Outcome to Discord: one table edit, DM edits only where a hand changed, notes.

Game-agnostic: each cog registers a `GameRenderer` (pure functions from engine perspectives to
payloads). Budget per accepted action (DESIGN.md C10): one interaction response, at most one
table edit, and one DM edit per seat whose payload hash changed.
"""

from __future__ import annotations

import logging
from typing import Any, Protocol

import discord

from bot.sessions import Outcome, SessionManager
from bot.storage import TABLE, SessionRecord, Storage
from bot.ui import Payload
from engines.base import Engine, Seat

log = logging.getLogger(__name__)

DM_BLOCKED = 50007
"""Discord's error code for "Cannot send messages to this user"."""


class GameRenderer(Protocol):
    """What a cog provides to draw its game; pure, no API calls."""

    def lobby(self, record: SessionRecord) -> Payload:
        """The lobby message."""
        ...

    def table(self, record: SessionRecord, engine: Engine[Any]) -> Payload:
        """The public table (rendered from `view_for(None)` only)."""
        ...

    def hand(self, record: SessionRecord, engine: Engine[Any], seat: Seat, *, dm: bool) -> Payload | None:
        """A seat's private message (DM or ephemeral), or None if it has nothing private."""
        ...

    def finished(self, record: SessionRecord, engine: Engine[Any] | None) -> Payload:
        """The table once the game is over (results, seed, Rematch)."""
        ...


class Presenter:
    """Turns outcomes into message edits."""

    def __init__(self, bot: discord.Client, storage: Storage, sessions: SessionManager) -> None:
        self.bot = bot
        self.storage = storage
        self.sessions = sessions
        self.renderers: dict[str, GameRenderer] = {}

    def register(self, game: str, renderer: GameRenderer) -> None:
        """Called by a cog in cog_load."""
        self.renderers[game] = renderer

    def renderer(self, game: str) -> GameRenderer:
        """The renderer of a game."""
        return self.renderers[game]

    # ---- the table -----------------------------------------------------------------------------
    def table_payload(self, record: SessionRecord, engine: Engine[Any] | None) -> Payload:
        """The table as it should look now (lobby, running or finished)."""
        r = self.renderer(record.game)
        if record.status == "lobby":
            return r.lobby(record)
        if record.status in ("finished", "cancelled") or engine is None:
            return r.finished(record, engine)
        return r.table(record, engine)

    async def post_table(
        self, record: SessionRecord, channel: discord.abc.Messageable, payload: Payload
    ) -> discord.Message:
        """Send a new table message and remember it (used for new lobbies and reposts)."""
        msg = await channel.send(**payload.kwargs())
        await self.storage.set_message(record.id, "table", TABLE, msg.channel.id, msg.id, payload.digest())
        return msg

    async def remember_table(self, record: SessionRecord, message: discord.Message, payload: Payload) -> None:
        """Remember a table message sent as an interaction response."""
        await self.storage.set_message(
            record.id, "table", TABLE, message.channel.id, message.id, payload.digest()
        )

    async def edit_table(
        self, record: SessionRecord, payload: Payload, interaction: discord.Interaction[Any] | None = None
    ) -> discord.Message | None:
        """Edit the table in place (through the interaction if it was clicked on the table).

        Returns the edited message as Discord answered it (its `edited_at` is Discord's clock), or
        None when nothing was edited.
        """
        stored = await self.storage.message(record.id, "table")
        digest = payload.digest()
        if stored is None:
            return None
        channel_id, message_id, old = stored
        edited: discord.Message | None = None
        if (
            interaction is not None
            and not interaction.response.is_done()
            and interaction.message is not None
            and interaction.message.id == message_id
        ):
            response = await interaction.response.edit_message(**payload.kwargs())
            resource = getattr(response, "resource", None)
            edited = resource if isinstance(resource, discord.Message) else None
        elif digest != old:
            try:
                edited = await self._partial(channel_id, message_id).edit(**payload.kwargs())
            except discord.NotFound:
                # The table was deleted: post a fresh one so the game can go on.
                channel = self.bot.get_channel(channel_id)
                if isinstance(channel, discord.abc.Messageable):
                    return await self.post_table(record, channel, payload)
                return None
            except discord.HTTPException:
                log.warning("Table edit failed session=%s", record.id)
                return None
        else:
            return None
        await self.storage.set_message(record.id, "table", TABLE, channel_id, message_id, digest)
        return edited

    def _partial(self, channel_id: int, message_id: int) -> discord.PartialMessage:
        channel = self.bot.get_partial_messageable(channel_id)
        return channel.get_partial_message(message_id)

    # ---- publishing an outcome --------------------------------------------------------------------
    async def publish(
        self, outcome: Outcome, interaction: discord.Interaction[Any] | None = None
    ) -> discord.Message | None:
        """Show what an accepted action changed (already committed); return the edited table.

        The clicker is answered first (their hand or the table, edited in place through the
        interaction: Discord wants an answer within 3 s), then the table, then other DMs.
        """
        record = outcome.record
        engine = outcome.engine
        payload = self.table_payload(record, engine)
        hand_seat: Seat | None = None
        answered_dm = False
        if interaction is not None and interaction.message is not None:
            hand_seat = await self._hand_seat_of_message(record, interaction)
        if hand_seat is not None and interaction is not None:
            answered_dm = await self._answer_hand(record, engine, interaction, hand_seat)
        edited = await self.edit_table(record, payload, interaction if hand_seat is None else None)
        skip = hand_seat if answered_dm else None
        if engine is not None and record.status == "running":
            await self.update_hands(record, engine, skip_seat=skip)
        elif record.status == "finished":
            await self.clear_hands(record, skip_seat=skip)
        if interaction is not None and not interaction.response.is_done():
            await interaction.response.defer()
        if outcome.notes:
            await self.announce(record, "\n".join(outcome.notes), outcome.mentions)
        return edited

    async def _answer_hand(
        self,
        record: SessionRecord,
        engine: Engine[Any] | None,
        interaction: discord.Interaction[Any],
        seat: Seat,
    ) -> bool:
        """Edit the clicked hand message in place; True if it was the seat's DM (already current)."""
        msg = interaction.message
        assert msg is not None
        ephemeral = msg.flags.ephemeral
        r = self.renderer(record.game)
        if record.status == "running" and engine is not None:
            payload = r.hand(record, engine, seat, dm=not ephemeral)
        else:
            final = r.finished(record, None)
            payload = Payload(content=final.content, embeds=final.embeds, items=[])
        if payload is None or interaction.response.is_done():
            return False
        await interaction.response.edit_message(**payload.kwargs())
        if ephemeral:
            return False
        await self.storage.set_message(record.id, "hand", seat, msg.channel.id, msg.id, payload.digest())
        return True

    async def _hand_seat_of_message(
        self, record: SessionRecord, interaction: discord.Interaction[Any]
    ) -> Seat | None:
        """If the click came from a seat's hand message (DM or ephemeral), that seat."""
        msg = interaction.message
        assert msg is not None
        seat = record.seat_of(interaction.user.id)
        if seat is None:
            return None
        if msg.flags.ephemeral:
            return seat
        stored = await self.storage.message(record.id, "hand", seat)
        if stored is not None and stored[1] == msg.id:
            return seat
        return None

    async def update_hands(
        self, record: SessionRecord, engine: Engine[Any], *, skip_seat: Seat | None = None
    ) -> None:
        """Edit each human's DM hand whose content changed (`skip_seat` was just answered in place)."""
        r = self.renderer(record.game)
        for seat, info in enumerate(record.seats):
            if seat == skip_seat or not info.human or info.user_id is None or info.dm_blocked:
                continue
            payload = r.hand(record, engine, seat, dm=True)
            if payload is None:
                continue
            await self.send_hand(record, seat, info.user_id, payload)

    async def send_hand(self, record: SessionRecord, seat: Seat, user_id: int, payload: Payload) -> None:
        """Edit (or first send) a seat's DM if its content changed; handle closed DMs."""
        stored = await self.storage.message(record.id, "hand", seat)
        digest = payload.digest()
        if stored is not None and stored[2] == digest:
            return
        try:
            if stored is not None:
                await self._partial(stored[0], stored[1]).edit(**payload.kwargs())
                await self.storage.set_message(record.id, "hand", seat, stored[0], stored[1], digest)
                return
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            msg = await user.send(**payload.kwargs())
            await self.storage.set_message(record.id, "hand", seat, msg.channel.id, msg.id, digest)
        except discord.Forbidden:
            await self.dm_failed(record, seat, user_id)
        except discord.NotFound:
            # The DM was deleted: forget it; the next change sends a new one.
            await self.storage.set_message(record.id, "hand", seat, 0, 0, "")
        except discord.HTTPException:
            log.warning("DM to seat failed session=%s seat=%s", record.id, seat)

    async def dm_failed(self, record: SessionRecord, seat: Seat, user_id: int) -> None:
        """Closed DMs: mark the seat and say so in the channel once (C9 error order, step 2)."""
        log.info("DMs closed session=%s seat=%s", record.id, seat)
        record.seats[seat].dm_blocked = True
        if await self.sessions.mark_dm_blocked(record.id, seat):
            await self.announce(
                record,
                f"<@{user_id}>, I can't send you direct messages. Use the **My hand** button on the table"
                " to see your cards and act.",
                [user_id],
            )

    async def clear_hands(self, record: SessionRecord, *, skip_seat: Seat | None = None) -> None:
        """At the end of a game, replace DM hands with the final result (buttons removed)."""
        r = self.renderer(record.game)
        final = r.finished(record, None)
        payload = Payload(content=final.content, embeds=final.embeds, items=[])
        for seat, info in enumerate(record.seats):
            if seat == skip_seat or info.user_id is None:
                continue
            stored = await self.storage.message(record.id, "hand", seat)
            if stored is None or not stored[1]:
                continue
            try:
                await self._partial(stored[0], stored[1]).edit(**payload.kwargs())
            except discord.HTTPException:
                log.info("Could not close a DM hand session=%s seat=%s", record.id, seat)

    async def announce(self, record: SessionRecord, text: str, mentions: list[int] | None = None) -> None:
        """A short new channel message (pings need a new message; edits don't notify)."""
        channel = self.bot.get_partial_messageable(record.channel_id)
        allowed = discord.AllowedMentions(
            users=[discord.Object(u) for u in (mentions or []) if u], roles=False, everyone=False
        )
        try:
            await channel.send(text[:2000], allowed_mentions=allowed)
        except discord.HTTPException:
            log.warning("Announcement failed session=%s", record.id)
