"""Seats during a game: forfeit, take back, end, and a seat whose DMs are closed."""

from __future__ import annotations

from bot.i18n import table_language
from bot.i18n import text as words_for
from bot.sessions.outcome import Outcome, SessionError
from bot.sessions.writes import SessionWrites
from engines.base import Seat


class Seats(SessionWrites):
    """Seat changes of a running session."""

    # ---- seats during a game -----------------------------------------------------------------------
    async def set_seat(self, channel_id: int, user_id: int, verb: str, *, moderator: bool = False) -> Outcome:
        """forfeit (AI takes the seat for good), takeback (human returns), end (host/moderator)."""
        async with self.lock(channel_id):
            record = await self.live_observed(channel_id)
            if record.status != "running":
                raise SessionError("not_started")
            expected = record.version
            engine = self.engine_of(record)
            outcome = Outcome(record, engine)
            seat = record.seat_of(user_id)
            if verb == "end":
                if user_id != record.host_id and not moderator:
                    raise SessionError("host_only")
                record.status = "finished"
                outcome.finished = True
                outcome.notes.append(words_for(table_language(record), "note-ended"))
                record.recent_log = [*record.recent_log, *outcome.notes][-max(self.log_lines, 1) :]
                record.version = expected + 1
                await self._update(record, expected)
                self._forget(record.id)
                return outcome
            if seat is None:
                raise SessionError("not_seated")
            info = record.seats[seat]
            if verb == "forfeit":
                if info.left:
                    raise SessionError("you_left")
                info.left = True
                info.ai = True
                outcome.notes.append(words_for(table_language(record), "note-left", name=info.name))
            elif verb == "takeback":
                if info.left:
                    raise SessionError("you_left")
                if not info.ai:
                    raise SessionError("not_ai_seat")
                info.ai = False
                info.idle_strikes = 0
                outcome.notes.append(words_for(table_language(record), "note-back", name=info.name))
            else:
                raise SessionError("forged_id")
            record.version = expected + 1
            await self._run_ai(record, engine, outcome)
            await self._commit(record, expected, engine, outcome)
            return outcome

    async def mark_dm_blocked(self, session_id: str, seat: Seat) -> bool:
        """Remember that a seat's DMs are closed; True if this is news (tell them once)."""
        record = await self.storage.get_session(session_id)
        if record is None or seat >= len(record.seats) or record.seats[seat].dm_blocked:
            return False
        async with self.lock(record.channel_id):
            record = await self.storage.get_session(session_id)
            if record is None or record.seats[seat].dm_blocked:
                return False
            expected = record.version
            record.seats[seat].dm_blocked = True
            record.version = expected + 1
            try:
                await self._update(record, expected)
            except SessionError:
                return False  # another writer won; the flag is set on the next closed-DM error
            self._cache.pop(record.id, None)
            return True
