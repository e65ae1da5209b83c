"""The game loop: a player's submitted action (refused early by the click index when it is
certainly stale), and system or AI-seat actions."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from bot.sessions.context import reader_lang
from bot.sessions.index import Known
from bot.sessions.outcome import ActionFactory, Outcome, SessionError, Step, SystemFactory
from bot.sessions.writes import SessionWrites
from bot.storage import SessionRecord
from engines.base import Action, Engine, Seat

log = logging.getLogger("bot.sessions")


class GamePlay(SessionWrites):
    """Players' actions and system actions on a running session."""

    # ---- the game loop ---------------------------------------------------------------------------
    async def submit(
        self,
        channel_id: int,
        user_id: int,
        make_action: ActionFactory,
        *,
        session_id: str | None = None,
        token: str | None = None,
        meanwhile: Callable[[Outcome], None] | None = None,
    ) -> Outcome:
        """Apply one player's action (built under the lock by `make_action(engine, seat)`).

        Raises SessionError for session problems and RuleViolation for rule problems; in both
        cases nothing changed. On success the action (and any AI actions it set off) is committed.
        A click the index is certain to refuse (a stale token, a player not seated, a session not
        live) is refused before the lock, and again right after it before any read (in a burst,
        the click ahead in the queue has usually just made the others stale).
        """
        await self._refuse_play(channel_id, session_id, user_id, token)
        async with self._patience(), self.lock(channel_id):
            await self._refuse_play(channel_id, session_id, user_id, token, locked=True)
            return await self._submit_locked(channel_id, user_id, make_action, session_id, token, meanwhile)

    @staticmethod
    def _play_checks(record: SessionRecord, session_id: str | None, user_id: int) -> Seat:
        """The refusals of a player's action before its token, in order; the player's seat."""
        if session_id is not None and record.id != session_id:
            raise SessionError("stale_button")
        if record.status != "running":
            raise SessionError("not_started")
        seat = record.seat_of(user_id)
        if seat is None:
            raise SessionError("not_seated")
        info = record.seats[seat]
        if info.left:
            raise SessionError("you_left")
        if info.ai:
            raise SessionError("ai_playing_your_seat")
        return seat

    async def _submit_locked(
        self,
        channel_id: int,
        user_id: int,
        make_action: ActionFactory,
        session_id: str | None,
        token: str | None,
        meanwhile: Callable[[Outcome], None] | None = None,
    ) -> Outcome:
        """`submit` under the channel lock: read, check, apply, commit (`meanwhile(outcome)` runs
        while the commit waits for the disk, where the storage can overlap them)."""
        record = await self.live_observed(channel_id)
        seat = self._play_checks(record, session_id, user_id)
        info = record.seats[seat]
        engine = self.engine_of(record)
        self.index.observed(record, engine)
        self.check_token(engine, seat, token)
        expected = record.version
        try:
            action = make_action(engine, seat)
            events = engine.apply(seat, action)
        except BaseException:
            self._forget(record.id)
            raise
        outcome = Outcome(record, engine, [Step(seat, action, events)])
        info.idle_strikes = 0
        lang = reader_lang()
        if lang is not None and info.lang != lang:  # their DMs follow their Discord client's language
            info.lang = lang
        record.version = expected + 1
        await self._run_ai(record, engine, outcome)
        await self._commit(record, expected, engine, outcome, meanwhile)
        log.debug("action session=%s seat=%s kind=%s v=%s", record.id, seat, action.kind, record.version)
        return outcome

    @staticmethod
    def check_token(engine: Engine[Any], seat: Seat, token: str | None) -> None:
        """Refuse a button from an older turn or an answered decision (docs/ARCHITECTURE.md C5.6)."""
        if token is None or token == "x":
            return
        kind, num = token[:1], token[1:]
        if not num.isdigit():
            raise SessionError("forged_id")
        n = int(num)
        if kind == "t":
            if engine.turn != n:
                raise SessionError("stale_button")
        elif kind == "d":
            d = engine.decision(n)
            if d is None:
                raise SessionError("stale_button")
            if d.seat != seat:
                raise SessionError("not_your_decision")
        else:
            raise SessionError("forged_id")

    async def _refuse_play(
        self,
        channel_id: int,
        session_id: str | None,
        user_id: int,
        token: str | None,
        *,
        locked: bool = False,
    ) -> None:
        """Raise what `submit` would refuse with, when the index is certain of it."""
        if self.shared:
            known = await self._shared_known(channel_id, session_id, locked=locked)
            if known is None:
                return
            seat = known.record.seat_of(user_id)
            if seat is None:
                raise SessionError("not_seated")
            if known.record.seats[seat].left:
                raise SessionError("you_left")
            code = known.token_refusal(seat, token)
            if code is not None:
                raise SessionError(code)
            return
        known = await self._channel_live(channel_id)
        if known is None:
            raise SessionError("no_game")
        if not isinstance(known, Known):
            return
        seat = self._play_checks(known.record, session_id, user_id)
        code = known.token_refusal(seat, token)
        if code is not None:
            raise SessionError(code)

    async def system(self, session_id: str, make: SystemFactory) -> Outcome | None:
        """Apply system (or AI-seat) actions to a running session, e.g. a reveal timestamp.

        None when the session is not running or `make` returns nothing.
        """
        record = await self.storage.get_session(session_id)
        if record is None:
            return None
        async with self.lock(record.channel_id):
            record = await self.storage.get_session(session_id)
            if record is None or record.status != "running":
                return None
            engine = self.engine_of(record)
            try:
                pairs = make(engine, record)
            except BaseException:
                self._forget(record.id)
                raise
            return await self._apply_system(record, engine, pairs)

    async def _apply_system(
        self, record: SessionRecord, engine: Engine[Any], pairs: list[tuple[Seat | None, Action]]
    ) -> Outcome | None:
        """Apply and commit system/AI actions (the caller holds the channel lock)."""
        if not pairs:
            return None
        expected = record.version
        outcome = Outcome(record, engine)
        try:
            for seat, action in pairs:
                if engine.result is not None:
                    break
                if seat is not None and not record.seats[seat].ai:
                    raise SessionError("not_ai_seat")
                outcome.steps.append(Step(seat, action, engine.apply(seat, action)))
        except BaseException:
            self._forget(record.id)
            raise
        record.version = expected + 1
        await self._run_ai(record, engine, outcome)
        await self._commit(record, expected, engine, outcome)
        return outcome
