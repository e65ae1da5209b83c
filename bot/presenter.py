"""Routes an Outcome to Discord: one table edit, DM edits only where a hand changed, notes.

Game-agnostic: each cog registers a `GameRenderer` (pure functions from engine perspectives to
payloads). Budget per accepted action (docs/ARCHITECTURE.md C10): one interaction response, at most one
table edit, and one DM edit per seat whose payload hash changed.

Everything here runs after the commit, so a Discord failure never stops the rest: a refused
answer to the click (10062, 40060, 5xx, a timeout) is replaced by REST edits of the table and the
clicker's DM; table and DM edits that meet a 429 wait `retry_after` and retry, 5xx and timeouts
retry with a short backoff, then give up with a WARNING. A message's digest is stored only when
its edit went through, so the next action repairs whatever a failure left stale.

Turn pings: edits do not notify, so when a human must act and nothing else tells them, one short
channel message mentions exactly them (users only) with what to do and the countdown. The previous
ping is deleted when the next one is sent, when nobody it named must act any more, or when the game
ends; the ping's message id and what it covered are kept in the messages table (role "ping"), so
this survives a restart.

The end of a game with a result is one more channel message, sent last (after the last ping's
deletion) and also when turn pings are off: the winners and the other players mentioned, and the
Rematch hint (`GameCog.end_notice`).
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

import discord
from discord.http import MultipartParameters

from bot import gamethreads, lessons
from bot.i18n import table_language
from bot.i18n import text as words_for
from bot.layout import Picture, PictureSpec
from bot.pings import PingState
from bot.sessions import PINGS, Outcome, SessionManager
from bot.sessions.options import PING_ROLE, THREAD_OF
from bot.spectate import Spectators, table_items
from bot.storage import TABLE, SessionRecord, Storage
from bot.ui import (
    DISCORD_FAULTS,
    V2_FLAG,
    Payload,
    countdown,
    describe_fault,
    reply_failure,
    respond,
    retry_after,
    transient,
)
from engines.base import Decision, Engine, Seat

log = logging.getLogger(__name__)

T = TypeVar("T")

DM_BLOCKED = 50007
"""Discord's error code for "Cannot send messages to this user"."""
RETRY_DELAYS_S: tuple[float, ...] = (0.5, 1.0, 2.0)
"""Waits before the retries of a table or DM edit that failed with a 5xx or a timeout (3 retries)."""
MAX_RETRY_AFTER_S = 10.0
"""The longest 429 `retry_after` worth waiting for; longer, the edit is left to the next action."""
PING = "ping"
"""The `role` of a session's turn ping in the messages table (seat TABLE)."""
PING_KEY = -2
"""The retry-generation key of ping sends (tables use TABLE, DMs their seat)."""
SHOWN = "shown"
"""The `role` of the row holding the session version the messages show now (its content_hash)."""
PICTURE = "picture"
"""The `role` of the row saying what a table (seat TABLE) or DM hand (its seat) shows as a Components V2
layout: "<file name>\n<alt text>" of its picture, "" for a layout without one. No row, or one noted
with a message since replaced (`/table`, a DM sent again): the message is an embed (images off when it
was made)."""
PICTURES_KEPT = 256
"""Pictures drawn lately, kept for a resend of the same file (a reposted table, a retried DM)."""


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
        """The table once the game is over (results, session id, Rematch)."""
        ...

    def end_notice(self, record: SessionRecord, engine: Engine[Any] | None) -> tuple[str, list[int]] | None:
        """The channel message announcing the end (text, user ids it mentions); None: no message."""
        ...

    def turn_prompt(self, record: SessionRecord, engine: Engine[Any], decision: Decision) -> str | None:
        """What the turn ping tells the human who must answer `decision` ("your turn: play cards or
        end your turn"), without the mention or the countdown; None = no ping for it."""
        ...

    def ping_key(self, record: SessionRecord, engine: Engine[Any], decision: Decision) -> str | None:
        """None: the seat is pinged once a turn for all its decisions, and a player whose own click
        opened the decision is told by that answer. A string: a key of its own (e.g. the decision
        id of an out-of-turn answer), pinged once even right after the player's own click."""
        ...


@dataclass(frozen=True)
class Edited:
    """A message as Discord answered a REST edit or send of the presenter (what the bot reads of it:
    its ids and Discord's clock), without discord.py building a whole Message from the answer."""

    id: int
    channel_id: int
    created_at: dt.datetime
    edited_at: dt.datetime | None

    @classmethod
    def of(cls, data: Any, channel_id: int) -> Edited:
        """From Discord's message object, for a message of `channel_id` (the request's channel)."""
        mid = int(data["id"])
        edited = data.get("edited_timestamp")
        return cls(
            mid,
            int(data.get("channel_id") or channel_id),
            discord.utils.snowflake_time(mid),
            discord.utils.parse_time(edited) if edited else None,
        )


Shown = discord.Message | Edited
"""A message the presenter edited or sent: through an interaction (a Message) or over REST."""


@dataclass
class PreparedAnswer:
    """A clicker's hand answer drawn while the commit synced (`Presenter.prepare_answer`)."""

    seat: Seat
    message_id: int
    payload: Payload
    kwargs: dict[str, Any]
    """`payload.kwargs()`, ready to send (its digest is taken after the answer went out: the
    stored digest is written then anyway)."""


class Presenter:
    """Turns outcomes into message edits."""

    def __init__(
        self,
        bot: discord.Client,
        storage: Storage,
        sessions: SessionManager,
        *,
        retry_delays: tuple[float, ...] = RETRY_DELAYS_S,
        max_retry_after_s: float = MAX_RETRY_AFTER_S,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
    ) -> None:
        self.bot = bot
        self.storage = storage
        self.sessions = sessions
        self.renderers: dict[str, GameRenderer] = {}
        self.retry_delays = retry_delays
        """One entry per retry (its wait for 5xx/timeouts); tests set zeros."""
        self.max_retry_after_s = max_retry_after_s
        self.sleep = sleep
        """How retries wait (injectable so tests never sleep)."""
        self._requests = 0
        self._generation: dict[tuple[str, int], int] = {}
        """(session, seat or TABLE) → the newest request for that message (older retries give way)."""
        self._present_locks: dict[str, list[Any]] = {}
        """session id -> [its publish lock, how many publishes hold or wait for it]."""
        self._ping_locks: dict[str, asyncio.Lock] = {}
        self._pictures: OrderedDict[tuple[str, str], Picture] = OrderedDict()
        """(session, file name) → a picture drawn lately (`_draw`)."""
        """One ping decision at a time per session (concurrent publishes read and write its row)."""
        self.spectators = Spectators(self)
        """The spectators' live views (bot/spectate.py)."""

    def register(self, game: str, renderer: GameRenderer) -> None:
        """Called by a cog in cog_load."""
        self.renderers[game] = renderer

    def unregister(self, game: str) -> None:
        """Called when a cog unloads: undoes `register`."""
        self.renderers.pop(game, None)

    def renderer(self, game: str) -> GameRenderer:
        """The renderer of a game."""
        return self.renderers[game]

    # ---- pictures and layouts (issue 32) -------------------------------------------------------------
    def images_on(self) -> bool:
        """Whether messages are made as layouts with pictures (CAMPFIRE_IMAGES)."""
        settings = getattr(self.bot, "settings", None)
        return bool(getattr(settings, "images", False))

    def hand_payload(
        self, record: SessionRecord, engine: Engine[Any], seat: Seat, *, dm: bool
    ) -> Payload | None:
        """A seat's hand as the renderer draws it, asking for the hand's picture when images are on."""
        r = self.renderer(record.game)
        payload = r.hand(record, engine, seat, dm=dm)
        if payload is not None and lessons.is_lesson(record):  # a lesson's tip on top (bot/lessons.py)
            payload = lessons.with_lesson(payload, lessons.lesson_line(record, engine, seat))
        picture = getattr(r, "hand_picture", None)
        if payload is None or picture is None or not self.images_on():
            return payload
        return payload.with_picture(picture(record, engine, seat))

    async def dress(
        self,
        record: SessionRecord,
        payload: Payload,
        seat: Seat = TABLE,
        *,
        new: bool = False,
        message: discord.Message | None = None,
    ) -> Payload:
        """`payload` as the message will show it: a Components V2 layout with its picture when images
        are on (or the message is a layout already: the flag cannot be removed), else unchanged.

        What the message shows now comes from `message` (a clicked one) or the PICTURE row of `seat`;
        `new`: a message to send. The picture is drawn (in a thread) and uploaded only when its file
        name is not the one the message has; drawing never fails the action (words alone then).
        """
        if payload.layout is not None:
            return payload
        on: tuple[str, str] | None = None  # (file name, alt text) of the message's picture
        if new:
            v2 = self.images_on()
        elif message is not None:
            v2 = bool(message.flags.value & V2_FLAG)
            if message.attachments:
                first = message.attachments[0]
                on = (first.filename, first.description or "")
        else:
            row = await self.storage.message(record.id, PICTURE, seat)
            if row is not None:  # it speaks of the message it was noted with, maybe one since replaced
                anchor = await self.storage.message(record.id, "table" if seat == TABLE else "hand", seat)
                if anchor is not None and anchor[1] != row[1]:
                    row = None
            v2 = row is not None
            if row is not None and row[2]:
                name, _, alt = row[2].partition("\n")
                on = (name, alt)
        v2 = v2 or self.images_on()  # an embed is edited into a layout (the other way is refused)
        if not v2:
            return payload
        spec = payload.picture if self.images_on() else None
        accent = (
            getattr(self.renderer(record.game), "accent", None) if record.game in self.renderers else None
        )
        if spec is None:
            return payload.dressed(None, upload=False, accent=accent)
        if on is not None and on[0] == spec.filename and not new:
            kept = Picture(spec.filename, on[1], thumbnail=spec.thumbnail)
            return payload.dressed(kept, upload=False, accent=accent)
        drawn = await self._draw(record, spec)
        if drawn is None:
            return payload.dressed(None, upload=False, accent=accent)
        return payload.dressed(drawn, upload=True, accent=accent)

    async def _draw(self, record: SessionRecord, spec: PictureSpec) -> Picture | None:
        """The picture of `spec`, drawn in a thread (or kept from a recent drawing); None if it failed."""
        key = (record.id, spec.filename)
        got = self._pictures.get(key)
        if got is not None:
            self._pictures.move_to_end(key)
            return got
        try:
            draw = spec.prepare()  # reads the game here, on the loop: it may change after this
            png, alt = await asyncio.to_thread(draw)
        except Exception:  # a picture is never worth an action: the words carry the table
            log.exception("Drawing %s failed session=%s; sending words only", spec.filename, record.id)
            return None
        got = self._pictures[key] = Picture(spec.filename, alt, png, thumbnail=spec.thumbnail)
        if len(self._pictures) > PICTURES_KEPT:
            del self._pictures[next(iter(self._pictures))]
        return got

    def _no_files(self, record: SessionRecord, payload: Payload) -> Payload:
        """A layout refused for its file (403: no Attach Files in the channel): the same words without
        the picture, so the game goes on (the next turn's picture is tried again)."""
        log.warning(
            "No permission to attach the table picture session=%s channel=%s (Attach Files); "
            "showing the table without it",
            record.id,
            record.channel_id,
        )
        return payload.dressed(None, upload=False)

    async def remember(
        self, record: SessionRecord, role: str, seat: Seat, channel_id: int, message_id: int, payload: Payload
    ) -> None:
        """Note a message as shown: its digest and, for a layout, the picture it shows now."""
        await self.storage.set_message(record.id, role, seat, channel_id, message_id, payload.digest())
        if payload.layout is not None:
            shown = payload.shown
            await self.storage.set_message(
                record.id,
                PICTURE,
                seat,
                channel_id,
                message_id,
                f"{shown.filename}\n{shown.alt}" if shown else "",
            )

    # ---- delivery with retries ---------------------------------------------------------------------
    async def _deliver(self, what: str, key: tuple[str, int], call: Callable[[], Awaitable[T]]) -> T | None:
        """Run one table/DM request; retry 429 (after `retry_after`), 5xx and timeouts a few times.

        Returns None when it gave up (logged at WARNING) or when a newer request for the same
        message started meanwhile (its content wins). Other errors (404, 403, 400) are raised
        for the caller to handle.
        """
        self._requests += 1
        gen = self._generation[key] = self._requests
        try:
            for attempt in range(len(self.retry_delays) + 1):
                try:
                    return await call()
                except DISCORD_FAULTS as exc:
                    if not transient(exc):
                        raise
                    wait = self._retry_wait(exc, attempt)
                    if wait is None:
                        log.warning(
                            "%s failed session=%s seat=%s after %s attempt(s) (%s); the next action repairs it",
                            what,
                            key[0],
                            key[1],
                            attempt + 1,
                            describe_fault(exc),
                        )
                        return None
                    log.info(
                        "%s failed session=%s (%s); retrying in %.2fs",
                        what,
                        key[0],
                        describe_fault(exc),
                        wait,
                    )
                await self.sleep(wait)
                if self._generation.get(key) != gen:
                    log.debug("%s superseded session=%s seat=%s", what, key[0], key[1])
                    return None
            return None  # not reached: the last attempt either returns or gives up above
        finally:
            if self._generation.get(key) == gen:
                del self._generation[key]

    def _retry_wait(self, exc: BaseException, attempt: int) -> float | None:
        """How long to wait before retry number `attempt + 1`; None to give up."""
        if attempt >= len(self.retry_delays):
            return None
        asked = retry_after(exc)
        if asked is not None:
            return asked if asked <= self.max_retry_after_s else None
        return self.retry_delays[attempt]

    # ---- the table -----------------------------------------------------------------------------
    def table_payload(self, record: SessionRecord, engine: Engine[Any] | None) -> Payload:
        """The table as it should look now (lobby, running or finished)."""
        r = self.renderer(record.game)
        if record.status == "lobby":
            payload = r.lobby(record)
        elif record.status in ("finished", "cancelled") or engine is None:
            payload = r.finished(record, engine)
        else:
            payload = r.table(record, engine)
            extra = table_items(record)  # Watch, beside My hand (bot/spectate.py)
            payload = Payload(payload.content, payload.embeds, [*payload.items, *extra], payload.picture)
            if lessons.is_lesson(record):  # a game without a DM hand: the tip on the table (in the DM)
                learner = next((i for i, s in enumerate(record.seats) if s.user_id is not None), None)
                if learner is not None and r.hand(record, engine, learner, dm=True) is None:
                    payload = lessons.with_lesson(payload, lessons.lesson_line(record, engine, learner))
        picture = getattr(r, "table_picture", None)
        if picture is None or not self.images_on():
            return payload
        return payload.with_picture(picture(record, engine))

    async def post_table(
        self, record: SessionRecord, channel: discord.abc.Messageable, payload: Payload
    ) -> discord.Message | None:
        """Send a new table message and remember it (used for reposts); None if Discord refused."""
        payload = await self.dress(record, payload, new=True)
        try:
            try:
                msg = await self._deliver(
                    "Table post", (record.id, TABLE), lambda: channel.send(**payload.kwargs(new=True))
                )
            except discord.Forbidden:
                if not payload.upload:
                    raise
                payload = self._no_files(record, payload)
                msg = await self._deliver(
                    "Table post", (record.id, TABLE), lambda: channel.send(**payload.kwargs(new=True))
                )
        except DISCORD_FAULTS as exc:
            log.warning("Table post failed session=%s (%s)", record.id, describe_fault(exc))
            return None
        if msg is not None:
            await self.remember(record, "table", TABLE, msg.channel.id, msg.id, payload)
        return msg

    async def remember_table(self, record: SessionRecord, message: discord.Message, payload: Payload) -> None:
        """Remember a table message sent as an interaction response."""
        await self.remember(record, "table", TABLE, message.channel.id, message.id, payload)

    async def answer_with_table(
        self, record: SessionRecord, interaction: discord.Interaction[Any], payload: Payload
    ) -> discord.Message | None:
        """Answer a command/click with a new table message (a lobby, a repost) and remember it.

        The session is already written, so if Discord refuses the answer the table is posted in
        the channel instead: the game always has a table.
        """
        payload = await self.dress(record, payload, new=True)
        response = await respond(
            interaction, lambda: interaction.response.send_message(**payload.kwargs(new=True))
        )
        msg: discord.Message | None = None
        if reply_failure(interaction) is None:
            resource = getattr(response, "resource", None)
            msg = resource if isinstance(resource, discord.Message) else None
            if msg is None:
                try:
                    msg = await interaction.original_response()
                except DISCORD_FAULTS as exc:
                    log.info("Could not read the new table session=%s (%s)", record.id, describe_fault(exc))
        if msg is None:
            return await self.post_table(record, self.bot.get_partial_messageable(record.channel_id), payload)
        await self.remember_table(record, msg, payload)
        return msg

    async def edit_table(
        self, record: SessionRecord, payload: Payload, interaction: discord.Interaction[Any] | None = None
    ) -> Shown | None:
        """Edit the table in place (through the interaction if it was clicked on the table).

        Returns the edited message as Discord answered it (its `edited_at` is Discord's clock), or
        None when nothing was edited. If Discord refuses the interaction's answer, the table is
        edited over REST instead; a deleted table (404) is posted again.
        """
        stored = await self.storage.message(record.id, "table")
        if stored is None:
            return None
        payload = await self.dress(record, payload)
        digest = payload.digest()
        channel_id, message_id, old = stored
        edited: Shown | None = None
        if (
            interaction is not None
            and not interaction.response.is_done()
            and reply_failure(interaction) is None
            and interaction.message is not None
            and interaction.message.id == message_id
        ):
            response = await respond(
                interaction, lambda: interaction.response.edit_message(**payload.kwargs())
            )
            if reply_failure(interaction) is None:
                resource = getattr(response, "resource", None)
                edited = resource if isinstance(resource, discord.Message) else None
                await self.remember(record, "table", TABLE, channel_id, message_id, payload)
                return edited
            # Refused: the table was not edited; edit it over REST below (unless it is unchanged).
        if digest == old:
            return None
        try:
            try:
                edited = await self._deliver(
                    "Table edit", (record.id, TABLE), lambda: self._edit(channel_id, message_id, payload)
                )
            except discord.Forbidden:
                if not payload.upload:
                    raise
                payload = self._no_files(record, payload)
                edited = await self._deliver(
                    "Table edit", (record.id, TABLE), lambda: self._edit(channel_id, message_id, payload)
                )
        except discord.NotFound:
            # The table was deleted: post a fresh one so the game can go on.
            channel = self.bot.get_channel(channel_id) or self.bot.get_partial_messageable(channel_id)
            log.info("Table message gone session=%s; posting a new one", record.id)
            if isinstance(channel, discord.abc.Messageable):
                return await self.post_table(record, channel, payload)
            return None
        except DISCORD_FAULTS as exc:
            log.warning("Table edit failed session=%s (%s)", record.id, describe_fault(exc))
            return None
        if edited is None:
            return None  # gave up: the stored digest stays old, so the next action edits again
        await self.remember(record, "table", TABLE, channel_id, message_id, payload)
        return edited

    async def _edit(self, channel_id: int, message_id: int, payload: Payload) -> Edited:
        """Edit a message over REST to show `payload` (the request `PartialMessage.edit` makes)."""
        if payload.upload:
            params = payload.params(getattr(self.bot, "allowed_mentions", None))
        else:
            params = MultipartParameters(payload=payload.body(self._mentions()), multipart=None, files=None)
        return Edited.of(await self.bot.http.edit_message(channel_id, message_id, params=params), channel_id)

    async def _send(self, channel_id: int, content: str, mentions: discord.AllowedMentions) -> Edited:
        """Send a text message to a channel over REST (the request `Messageable.send` makes)."""
        body = {"content": content, "tts": False, "allowed_mentions": self._mentions(mentions)}
        params = MultipartParameters(payload=body, multipart=None, files=None)
        return Edited.of(await self.bot.http.send_message(channel_id, params=params), channel_id)

    def _mentions(self, allowed: discord.AllowedMentions | None = None) -> dict[str, Any] | None:
        """The allowed mentions of a request, merged over the client's own, as discord.py does."""
        default = getattr(self.bot, "allowed_mentions", None)
        if allowed is None:
            return default.to_dict() if default is not None else None
        return (default.merge(allowed) if default is not None else allowed).to_dict()

    def _partial(self, channel_id: int, message_id: int) -> discord.PartialMessage:
        channel = self.bot.get_partial_messageable(channel_id)
        return channel.get_partial_message(message_id)

    # ---- publishing an outcome --------------------------------------------------------------------
    async def publish(
        self, outcome: Outcome, interaction: discord.Interaction[Any] | None = None
    ) -> Shown | None:
        """Show what an accepted action changed (already committed); return the edited table.

        The clicker is answered first (their hand or the table, edited in place through the
        interaction: Discord wants an answer within 3 s), then the table, then other DMs. If
        Discord refuses that answer, the same edits go over REST and the player is told it was
        done where the token still works; nothing here raises for a Discord failure.
        """
        record = outcome.record
        async with contextlib.AsyncExitStack() as held:
            async with self.sessions.patience():  # the click's answer may wait: defer it if need be
                await held.enter_async_context(self._in_order(record.id))
                await held.enter_async_context(self.storage.presenting(record.id))
            async with self.storage.anchor_batch():  # the digests of every edit below: one write
                shown = await self.storage.message(record.id, SHOWN)
                if shown is not None and shown[2].isdigit() and int(shown[2]) > record.version:
                    return await self._superseded(outcome, interaction, int(shown[2]))
                edited = await self._publish(outcome, interaction)
                await self.storage.set_message(
                    record.id, SHOWN, TABLE, record.channel_id, 0, str(record.version)
                )
                return edited

    @contextlib.asynccontextmanager
    async def _in_order(self, session_id: str) -> AsyncIterator[None]:
        """One publish of a session at a time in this process, first come first served (outcomes
        reach here in commit order: each goes straight from its commit to its publish)."""
        entry = self._present_locks.get(session_id)
        if entry is None:
            entry = self._present_locks[session_id] = [asyncio.Lock(), 0]
        entry[1] += 1
        try:
            async with entry[0]:
                yield
        finally:
            entry[1] -= 1
            if entry[1] == 0:
                self._present_locks.pop(session_id, None)

    async def _superseded(
        self, outcome: Outcome, interaction: discord.Interaction[Any] | None, shown: int
    ) -> None:
        """A newer version of the session is on the messages already (published by another
        process first): drawing this older one would put stale buttons back. The click is
        acknowledged as it is (the newer state includes it) and only the announcements go out."""
        record = outcome.record
        log.info(
            "Outcome v%s of session=%s superseded by v%s on the messages", record.version, record.id, shown
        )
        if (
            interaction is not None
            and not interaction.response.is_done()
            and reply_failure(interaction) is None
        ):
            await respond(interaction, interaction.response.defer)
        if outcome.notes:
            await self.announce(record, "\n".join(outcome.notes), outcome.mentions)
        await self.announce_end(outcome)

    async def _publish(self, outcome: Outcome, interaction: discord.Interaction[Any] | None) -> Shown | None:
        record = outcome.record
        engine = outcome.engine
        hand_seat: Seat | None = None
        answered_dm = False
        via_table = False
        if interaction is not None:
            if interaction.message is not None:
                hand_seat = await self._hand_seat_of_message(record, interaction)
            if hand_seat is not None:
                answered_dm = await self._answer_hand(
                    record, engine, interaction, hand_seat, outcome.prepared
                )
            else:
                via_table = await self._is_table(record, interaction)
            if not via_table and not interaction.response.is_done() and reply_failure(interaction) is None:
                # Nothing to edit through the interaction: acknowledge before any REST work.
                await respond(interaction, interaction.response.defer)
        # The table is drawn once the clicker is answered (unless the answer is the table itself):
        # a DM click waits for its own hand only.
        payload = self.table_payload(record, engine)
        edited = await self.edit_table(record, payload, interaction if via_table else None)
        skip = hand_seat if answered_dm else None
        if engine is not None and record.status == "running":
            await self.update_hands(record, engine, skip_seat=skip)
        elif record.status == "finished":
            await self.clear_hands(record, skip_seat=skip)
        await self.spectators.update(record, engine)  # one DM edit per spectator whose view changed
        if outcome.notes:
            await self.announce(record, "\n".join(outcome.notes), outcome.mentions)
        await self.ping(outcome, interaction)
        await self.announce_end(outcome)
        if record.status in ("finished", "cancelled") and record.options.get(THREAD_OF):
            await gamethreads.close_thread(self, outcome)  # results in the channel too; archived
        return edited

    async def announce_end(self, outcome: Outcome) -> None:
        """The game just ended with a result: one short channel message names the winners and
        mentions the players, with the Rematch hint (edits never notify). Sent with turn pings off
        too: it is the one notification of the end."""
        record, engine = outcome.record, outcome.engine
        if not outcome.finished or record.status != "finished" or engine is None or engine.result is None:
            return
        notice = getattr(self.renderer(record.game), "end_notice", None)
        made = notice(record, engine) if notice is not None else None
        if made is not None:
            await self.announce(record, made[0], made[1])

    async def _is_table(self, record: SessionRecord, interaction: discord.Interaction[Any]) -> bool:
        """Whether the interaction was a click on the session's table message."""
        if interaction.message is None:
            return False
        stored = await self.storage.message(record.id, "table")
        return stored is not None and stored[1] == interaction.message.id

    def prepare_answer(self, outcome: Outcome, interaction: discord.Interaction[Any]) -> None:
        """Draw the answer to a click on a hand (the hand as it is now) while the commit syncs
        (`SessionManager.submit`'s `meanwhile`): the answer goes out as soon as the commit returns.

        Only what is certain without a read: a running game, a seated clicker, and the clicked
        message known as that seat's DM hand (or an ephemeral hand). Anything else is drawn after
        the commit, as always.
        """
        record, engine, msg = outcome.record, outcome.engine, interaction.message
        if msg is None or engine is None or record.status != "running":
            return
        seat = record.seat_of(interaction.user.id)
        if seat is None or reply_failure(interaction) is not None:
            return
        ephemeral = msg.flags.ephemeral
        if not ephemeral:
            known, stored = self.storage.cached_message(record.id, "hand", seat)
            if not known or stored is None or stored[1] != msg.id:
                return
        payload = self.hand_payload(record, engine, seat, dm=not ephemeral)
        if payload is not None:
            outcome.prepared = PreparedAnswer(seat, msg.id, payload, payload.kwargs())

    async def _answer_hand(
        self,
        record: SessionRecord,
        engine: Engine[Any] | None,
        interaction: discord.Interaction[Any],
        seat: Seat,
        prepared: PreparedAnswer | None = None,
    ) -> bool:
        """Edit the clicked hand message in place; True if it was the seat's DM (already current).

        False when Discord refused the answer: the DM is then edited over REST with the others.
        `prepared` is this very answer when it was drawn beside the commit (`prepare_answer`).
        """
        msg = interaction.message
        assert msg is not None
        ephemeral = msg.flags.ephemeral
        r = self.renderer(record.game)
        if prepared is not None and (prepared.seat, prepared.message_id) == (seat, msg.id):
            payload, kwargs = prepared.payload, prepared.kwargs
        else:
            if record.status == "running" and engine is not None:
                drawn = self.hand_payload(record, engine, seat, dm=not ephemeral)
            else:
                final = r.finished(record, None)
                drawn = Payload(content=final.content, embeds=final.embeds, items=[])
            if drawn is None:
                return False
            payload, kwargs = drawn, None
        if self.images_on() or msg.flags.value & V2_FLAG:
            payload = await self.dress(record, payload, seat, message=msg)
            kwargs = None
        if kwargs is None:
            kwargs = payload.kwargs()
        if reply_failure(interaction) is not None:
            return False
        if not interaction.response.is_done():
            await respond(interaction, lambda: interaction.response.edit_message(**kwargs))
        elif interaction.response.type is discord.InteractionResponseType.deferred_message_update:
            # Deferred while it waited (bot.ui.Deferral): the clicked message is the original one.
            await respond(interaction, lambda: interaction.edit_original_response(**kwargs))
        else:
            return False
        if ephemeral or reply_failure(interaction) is not None:
            return False
        await self.remember(record, "hand", seat, msg.channel.id, msg.id, payload)
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
        """Edit each human's DM hand whose content changed (`skip_seat` was just answered in place).

        The hands are drawn first, then sent together: each DM is its own channel (its own rate
        limit bucket), so the last player's hand does not wait for a round trip per player before it.
        """
        sends = []
        for seat, info in enumerate(record.seats):
            if seat == skip_seat or not info.human or info.user_id is None or info.dm_blocked:
                continue
            payload = self.hand_payload(record, engine, seat, dm=True)
            if payload is None:
                continue
            sends.append(self.send_hand(record, seat, info.user_id, payload))
        await asyncio.gather(*sends)

    async def send_hand(self, record: SessionRecord, seat: Seat, user_id: int, payload: Payload) -> None:
        """Edit (or first send) a seat's DM if its content changed; handle closed and deleted DMs."""
        stored = await self.storage.message(record.id, "hand", seat)
        words = payload
        if stored is not None and stored[1]:
            payload = await self.dress(record, words, seat)
            if stored[2] == payload.digest():
                return
        key = (record.id, seat)
        try:
            if stored is not None and stored[1]:
                try:
                    edited = await self._deliver(
                        "DM edit", key, lambda: self._edit(stored[0], stored[1], payload)
                    )
                except discord.NotFound:
                    log.info("DM hand gone session=%s seat=%s; sending a new one", record.id, seat)
                else:
                    if edited is not None:
                        await self.remember(record, "hand", seat, stored[0], stored[1], payload)
                    return
            fresh = await self.dress(record, words, seat, new=True)

            async def send() -> discord.Message:
                user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
                return await user.send(**fresh.kwargs(new=True))

            msg = await self._deliver("DM send", key, send)
            if msg is not None:
                await self.remember(record, "hand", seat, msg.channel.id, msg.id, fresh)
        except discord.Forbidden:
            await self.dm_failed(record, seat, user_id)
        except discord.NotFound:
            # The user is unknown: forget the DM; the next change tries again.
            await self.storage.set_message(record.id, "hand", seat, 0, 0, "")
        except DISCORD_FAULTS as exc:
            log.warning("DM to seat failed session=%s seat=%s (%s)", record.id, seat, describe_fault(exc))

    async def dm_failed(self, record: SessionRecord, seat: Seat, user_id: int) -> None:
        """Closed DMs: mark the seat and say so in the channel once (C9 error order, step 2)."""
        log.info("DMs closed session=%s seat=%s", record.id, seat)
        record.seats[seat].dm_blocked = True
        if await self.sessions.mark_dm_blocked(record.id, seat):
            await self.announce(
                record,
                words_for(table_language(record), "dm-blocked", mention=f"<@{user_id}>"),
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
            channel_id, message_id = stored[0], stored[1]
            closing = await self.dress(record, payload, seat)
            try:
                await self._deliver(
                    "Closing a DM hand",
                    (record.id, seat),
                    lambda c=channel_id, m=message_id, p=closing: self._edit(c, m, p),
                )
            except DISCORD_FAULTS as exc:
                log.info(
                    "Could not close a DM hand session=%s seat=%s (%s)", record.id, seat, describe_fault(exc)
                )

    async def announce(self, record: SessionRecord, text: str, mentions: list[int] | None = None) -> None:
        """A short new channel message (pings need a new message; edits don't notify)."""
        channel = self.bot.get_partial_messageable(record.channel_id)
        allowed = discord.AllowedMentions(
            users=[discord.Object(u) for u in (mentions or []) if u], roles=False, everyone=False
        )
        try:
            await channel.send(text[:2000], allowed_mentions=allowed)
        except DISCORD_FAULTS as exc:
            log.warning("Announcement failed session=%s (%s)", record.id, describe_fault(exc))

    # ---- turn pings -------------------------------------------------------------------------------
    def pings_enabled(self, record: SessionRecord) -> bool:
        """Pings are on unless the server (CAMPFIRE_TURN_PINGS) or the game (`pings`) turned them off."""
        settings = getattr(self.bot, "settings", None)
        if not getattr(settings, "turn_pings", True):
            return False
        return record.options.get(PINGS, True) is not False

    def wanted_pings(
        self, record: SessionRecord, engine: Engine[Any]
    ) -> dict[str, tuple[Seat, Decision, str, bool]]:
        """Every open decision of a human seat that has a prompt: key → (seat, decision, prompt, own).

        Keys are "<turn>:s<seat>" (`own`: once a turn for the seat) or "<turn>:<ping_key>"; AI
        seats and seats whose human left or went idle never count.
        """
        r = self.renderer(record.game)
        prompt = getattr(r, "turn_prompt", None)
        if prompt is None or engine.result is not None:
            return {}
        out: dict[str, tuple[Seat, Decision, str, bool]] = {}
        for d in engine.open_decisions():
            if not 0 <= d.seat < len(record.seats) or not record.seats[d.seat].human:
                continue
            text = prompt(record, engine, d)
            if not text:
                continue
            key = r.ping_key(record, engine, d)
            own = key is None
            out.setdefault(f"{engine.turn}:{f's{d.seat}' if own else key}", (d.seat, d, text, own))
        return out

    @staticmethod
    def ping_text(
        record: SessionRecord, wanted: list[tuple[Seat, Decision, str, bool]]
    ) -> tuple[str, list[int]]:
        """The ping's content (one line per prompt and deadline) and the user ids it mentions."""
        groups: dict[tuple[str, str], list[int]] = {}
        users: list[int] = []
        for seat, d, text, _own in sorted(wanted, key=lambda w: w[0]):
            uid = record.seats[seat].user_id
            assert uid is not None
            ids = groups.setdefault((text, countdown(record, d.id)), [])
            if uid not in ids:
                ids.append(uid)
            if uid not in users:
                users.append(uid)
        lines = []
        for (text, due), ids in groups.items():
            who = ", ".join(f"<@{u}>" for u in ids)
            lines.append(f"🔔 {who}, {text}" + (f" — ⏳ {due}" if due else ""))
        return "\n".join(lines)[:2000], users

    async def ping(self, outcome: Outcome, interaction: discord.Interaction[Any] | None = None) -> None:
        """Mention the humans who must act now and were not told yet (one message per change).

        A seat is told once a turn (or once per decision, as the game's `ping_key` says); a
        player whose click opened their next move of the turn is told by that answer. The ping before is deleted when a new one goes out,
        when nobody it named must act any more, and when the game is over.
        """
        record = outcome.record
        if not self.pings_enabled(record):
            return
        lock = self._ping_locks.setdefault(record.id, asyncio.Lock())
        async with lock:
            state = PingState.load(await self.storage.message(record.id, PING))
            before = state.dump(), state.message_id
            engine = outcome.engine
            if record.status != "running" or engine is None or engine.result is not None:
                await self._drop_ping(record, state)
                state = PingState()
                self._ping_locks.pop(record.id, None)
            else:
                wanted = self.wanted_pings(record, engine)
                turn = f"{engine.turn}:"
                state.covered = {k for k in state.covered if k.startswith(turn)}
                clicker = (
                    record.seat_of(interaction.user.id)
                    if interaction is not None and not outcome.started
                    else None
                )
                new: dict[str, tuple[Seat, Decision, str, bool]] = {}
                for key, want in wanted.items():
                    if key in state.covered:
                        continue
                    if want[0] == clicker and want[3]:
                        state.covered.add(key)  # they are looking at their answer right now
                        continue
                    new[key] = want
                if new:
                    sent = await self._send_ping(record, list(new.values()))
                    # Covered even if Discord refused it: one try per change (a 403 repeated on
                    # every action would only count towards Discord's invalid-request limit).
                    state.covered |= set(new)
                    if sent is not None:
                        await self._drop_ping(record, state)
                        state.channel_id, state.message_id = sent.channel_id, sent.id
                        state.pinged = set(new)
                elif state.message_id and not state.pinged & set(wanted):
                    await self._drop_ping(record, state)
                    state.channel_id = state.message_id = 0
                    state.pinged = set()
            if (state.dump(), state.message_id) != before:
                await self.storage.set_message(
                    record.id, PING, TABLE, state.channel_id, state.message_id, state.dump()
                )

    async def _send_ping(
        self, record: SessionRecord, wanted: list[tuple[Seat, Decision, str, bool]]
    ) -> Shown | None:
        """Send one ping (its users, and the server's ping role if it has one: never everyone); None
        if Discord refused it."""
        text, users = self.ping_text(record, wanted)
        role = record.options.get(PING_ROLE)  # the server's ping role, mentioned with the player
        if role:
            text = text.replace("🔔 ", f"🔔 <@&{int(role)}> ", 1)[:2000]
        allowed = discord.AllowedMentions(
            users=[discord.Object(u) for u in users],
            roles=[discord.Object(int(role))] if role else False,
            everyone=False,
            replied_user=False,
        )
        try:
            return await self._deliver(
                "Turn ping", (record.id, PING_KEY), lambda: self._send(record.channel_id, text, allowed)
            )
        except DISCORD_FAULTS as exc:
            log.warning("Turn ping failed session=%s (%s)", record.id, describe_fault(exc))
            return None

    async def _drop_ping(self, record: SessionRecord, state: PingState) -> None:
        """Delete the live ping, if any (already gone is fine)."""
        if not state.message_id:
            return
        try:
            await self._partial(state.channel_id, state.message_id).delete()
        except discord.NotFound:
            pass
        except DISCORD_FAULTS as exc:
            log.info("Could not delete an old ping session=%s (%s)", record.id, describe_fault(exc))
