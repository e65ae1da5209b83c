"""Lobbies: opening one in a channel, and its join, leave, AI seat, start and cancel clicks."""

from __future__ import annotations

import logging
import secrets
from typing import Any

from bot.i18n import known_language, table_language, text
from bot.sessions.context import _committed, reader_lang, server_lang
from bot.sessions.index import Known
from bot.sessions.options import (
    AI_FILL,
    AI_STRENGTH,
    LANGUAGE,
    LESSON,
    LOBBY_KEY,
    MAX_PLAYERS,
    PING_ROLE,
    PINGS,
    SESSION_ID_BYTES,
    SESSION_OPTIONS,
    THREAD_OF,
    engine_options,
)
from bot.sessions.outcome import Outcome, SessionError
from bot.sessions.writes import SessionWrites
from bot.storage import ChannelBusy, SeatInfo, SessionRecord
from engines.base import RuleViolation, to_data
from engines.common.strength import STRENGTHS

log = logging.getLogger("bot.sessions")


def _lobby_seats(host_id: int, host_name: str, others: list[SeatInfo], max_seats: int) -> list[SeatInfo]:
    """The host first, then the other players (a rematch), up to the table size."""
    seats = [SeatInfo(user_id=host_id, name=host_name, lang=reader_lang())]
    seats.extend(s for s in others if s.user_id != host_id)
    return seats[:max_seats]


class Lobbies(SessionWrites):
    """A session before its game starts."""

    # ---- lobby ---------------------------------------------------------------------------------
    async def create_lobby(
        self,
        game_key: str,
        *,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        options: dict[str, Any],
        seats: list[SeatInfo] | None = None,
        seed: int | None = None,
    ) -> SessionRecord:
        """Open a lobby in a channel with the host seated; SessionError("channel_busy") if taken.

        `seats` (a rematch) seats those players, the host first; `seed` (a lesson) fixes the deal.
        """
        game = self.game(game_key)
        try:
            engine_options = {k: v for k, v in options.items() if k not in SESSION_OPTIONS}
            parsed = game.engine.parse_options(engine_options)
        except ValueError as exc:
            raise SessionError("bad_options") from exc
        stored = to_data(parsed)
        max_players = options.get(MAX_PLAYERS)
        if max_players is not None:
            if not game.engine.min_seats <= int(max_players) <= game.engine.max_seats:
                raise SessionError("bad_seat_count", min=game.engine.min_seats, max=game.engine.max_seats)
            stored[MAX_PLAYERS] = int(max_players)
        if options.get(PINGS) is not None:
            stored[PINGS] = bool(options[PINGS])
        for key in (
            PING_ROLE,
            AI_FILL,
            AI_STRENGTH,
            THREAD_OF,
            LESSON,
        ):  # a server's settings (bot/serversettings.py)
            if options.get(key) is not None:
                stored[key] = options[key]
        stored[LANGUAGE] = known_language(options.get(LANGUAGE) or server_lang() or reader_lang())
        record = SessionRecord(
            id=secrets.token_hex(SESSION_ID_BYTES),
            guild_id=guild_id,
            channel_id=channel_id,
            game=game_key,
            rules_version=game.engine.rules_version,
            seed=self.seed_source() if seed is None else seed,
            host_id=host_id,
            seats=_lobby_seats(host_id, host_name, seats or [], game.engine.max_seats),
            options=stored,
            status="lobby",
            version=0,
        )
        async with self.lock(channel_id):
            try:
                await self.storage.create_session(record)
            except ChannelBusy:
                self.index.forget(channel_id=channel_id)
                raise SessionError("channel_busy") from None
            _committed(record.id)
            self.index.wrote(record, None)
            due = self.clock() + self.lobby_timeout_s
            await self.storage.set_deadline(record.id, LOBBY_KEY, due)
            record.deadlines[LOBBY_KEY] = due
            self._keep_record(record)
        if self.on_deadlines_changed is not None:
            self.on_deadlines_changed()
        log.info("Lobby created session=%s game=%s channel=%s", record.id, game_key, channel_id)
        return record

    async def lobby(
        self,
        channel_id: int,
        session_id: str,
        user_id: int,
        name: str,
        verb: str,
        *,
        moderator: bool = False,
        strength: str | None = None,
    ) -> Outcome:
        """Join, leave, add_ai, remove_ai, start or cancel a lobby (`strength`: the AI player's that
        add_ai adds, one of `STRENGTHS`; None: the bot's default, CAMPFIRE_AI_STRENGTH).

        A click the index is certain to refuse is refused before the lock (and again right after
        it, before any read: the click that was ahead in the queue may have decided it).
        """
        if strength is not None and (verb != "add_ai" or strength not in STRENGTHS):
            raise SessionError("forged_id")
        await self._refuse_lobby(channel_id, session_id, user_id, verb, moderator)
        async with self._patience(), self.lock(channel_id):
            await self._refuse_lobby(channel_id, session_id, user_id, verb, moderator, locked=True)
            return await self._lobby_locked(channel_id, session_id, user_id, name, verb, moderator, strength)

    def _lobby_checks(
        self, record: SessionRecord, session_id: str, user_id: int, verb: str, moderator: bool
    ) -> None:
        """Every refusal of a lobby click, in order (`record` is the channel's live session)."""
        if record.id != session_id:
            raise SessionError("stale_button")
        if record.status != "lobby":
            raise SessionError("already_started")
        game = self.game(record.game)
        is_host = user_id == record.host_id or moderator
        max_seats = int(record.options.get(MAX_PLAYERS) or game.engine.max_seats)
        if verb == "join":
            if record.seat_of(user_id) is not None:
                raise SessionError("already_joined")
            if len(record.seats) >= max_seats:
                raise SessionError("table_full", max=max_seats)
        elif verb == "leave":
            if record.seat_of(user_id) is None:
                raise SessionError("not_seated")
            if user_id == record.host_id:
                raise SessionError("host_cannot_leave")
        elif verb == "add_ai":
            if not is_host:
                raise SessionError("host_only")
            if len(record.seats) >= max_seats:
                raise SessionError("table_full", max=max_seats)
        elif verb == "remove_ai":
            if not is_host:
                raise SessionError("host_only")
            if not any(s.user_id is None for s in record.seats):
                raise SessionError("no_ai_to_remove")
        elif verb in ("cancel", "start"):
            if not is_host:
                raise SessionError("host_only")
        else:
            raise SessionError("forged_id")

    async def _lobby_locked(
        self,
        channel_id: int,
        session_id: str,
        user_id: int,
        name: str,
        verb: str,
        moderator: bool,
        strength: str | None = None,
    ) -> Outcome:
        """`lobby` under the channel lock: read, check, change, write."""
        record = await self.live_observed(channel_id)
        self._lobby_checks(record, session_id, user_id, verb, moderator)
        game = self.game(record.game)
        expected = record.version
        outcome = Outcome(record, None)
        if verb == "join":
            record.seats.append(SeatInfo(user_id=user_id, name=name, lang=reader_lang()))
        elif verb == "leave":
            seat = record.seat_of(user_id)
            assert seat is not None
            record.seats.pop(seat)
        elif verb == "add_ai":
            n = sum(1 for s in record.seats if s.user_id is None) + 1
            strength = strength or record.options.get(AI_STRENGTH) or self.ai_strength
            if strength not in STRENGTHS:  # (a stored option from a newer build, say)
                strength = self.ai_strength
            lang = table_language(record)
            ai_name = text(lang, "ai-name", n=n)
            if strength != "normal":  # "AI 2 (hard)": the table says which AI plays harder or softer
                ai_name = text(
                    lang, "ai-name-strength", name=ai_name, strength=text(lang, f"ai-strength-{strength}")
                )
            record.seats.append(SeatInfo(name=ai_name, ai=True, strength=strength))
        elif verb == "remove_ai":
            ai_seats = [i for i, s in enumerate(record.seats) if s.user_id is None]
            record.seats.pop(ai_seats[-1])
        elif verb == "cancel":
            record.status = "cancelled"
        elif verb == "start":
            try:
                engine = game.engine.new(len(record.seats), record.seed, engine_options(record))
            except RuleViolation as exc:
                raise SessionError(exc.code, **exc.params) from None
            record.status = "running"
            record.state = initial = engine.dump()
            outcome.engine = engine
            outcome.started = True
            record.version = expected + 1
            await self._run_ai(record, engine, outcome)
            await self._commit(record, expected, engine, outcome, initial_state=initial)
            log.info("Game started session=%s game=%s seats=%s", record.id, record.game, len(record.seats))
            return outcome
        record.version = expected + 1
        await self._update(record, expected)
        return outcome

    async def _refuse_lobby(
        self,
        channel_id: int,
        session_id: str,
        user_id: int,
        verb: str,
        moderator: bool,
        *,
        locked: bool = False,
    ) -> None:
        """Raise what `lobby` would refuse with, when the index is certain of it."""
        if self.shared:
            if await self._shared_known(channel_id, session_id, locked=locked) is not None:
                raise SessionError("already_started")  # a lobby click on a started game: it stays started
            return
        known = await self._channel_live(channel_id)
        if known is None:
            raise SessionError("no_game")
        if not isinstance(known, Known):
            return
        self._lobby_checks(known.record, session_id, user_id, verb, moderator)
