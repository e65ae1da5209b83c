"""Spectators and the session (issue 35): the host opens the AI seats to spectators, and a spectator
takes one between turns. Both are committed like every other seat change (docs/ARCHITECTURE.md C9).

Watching itself writes nothing to the session: who watches is kept in the messages table
(bot/spectate.py).
"""

from __future__ import annotations

from bot.i18n import known_language, table_language
from bot.i18n import text as words_for
from bot.sessions.options import SPECTATOR_SEATS
from bot.sessions.outcome import Outcome, SessionError
from bot.sessions.writes import SessionWrites
from bot.storage import SeatInfo, SessionRecord
from engines.base import Seat


def takeable_seats(record: SessionRecord) -> list[Seat]:
    """The seats a spectator could take: played by an AI, and either an AI player's or one whose
    human left for good (a seat an AI plays for an idle human stays theirs: `/takeback`)."""
    return [i for i, s in enumerate(record.seats) if s.ai and (s.user_id is None or s.left)]


def seats_open(record: SessionRecord) -> bool:
    """Whether the host lets spectators take AI seats in this game."""
    return record.options.get(SPECTATOR_SEATS) is True


class SpectatorSeats(SessionWrites):
    """The host's switch and a spectator's take-over."""

    async def toggle_spectator_seats(
        self, channel_id: int, session_id: str, user_id: int, *, moderator: bool = False
    ) -> Outcome:
        """The host (or a moderator) opens or closes the AI seats to spectators; a line in Recent."""
        async with self.lock(channel_id):
            record = await self.live_observed(channel_id)
            if record.id != session_id:
                raise SessionError("stale_button")
            if record.status != "running":
                raise SessionError("not_started")
            if user_id != record.host_id and not moderator:
                raise SessionError("host_only")
            expected = record.version
            engine = self.engine_of(record)
            on = not seats_open(record)
            record.options = {**record.options, SPECTATOR_SEATS: on}
            line = words_for(table_language(record), "spectate-log-open" if on else "spectate-log-closed")
            record.recent_log = [*record.recent_log, line][-max(self.log_lines, 1) :]
            record.version = expected + 1
            await self._update(record, expected)
            self._keep_engine(record, engine)
            return Outcome(record, engine)

    async def take_ai_seat(
        self, channel_id: int, session_id: str, user_id: int, name: str, lang: str, seat: Seat
    ) -> Outcome:
        """A spectator takes an AI seat: refused when the host has not allowed it, when they already
        sit at the table, when the seat is not a takeable AI seat, or when it must answer a decision
        right now (between turns only). The seat's hand anchor is cleared under the lock, before the
        commit, so the hand goes to the new player's DMs and never into the DM of who left it."""
        async with self.lock(channel_id):
            record = await self.live_observed(channel_id)
            if record.id != session_id:
                raise SessionError("stale_button")
            if record.status != "running":
                raise SessionError("not_started")
            if not seats_open(record):
                raise SessionError("spectate_seats_closed")
            if record.seat_of(user_id) is not None:
                raise SessionError("spectate_already_seated")
            if seat not in takeable_seats(record):
                raise SessionError("spectate_seat_gone")
            expected = record.version
            engine = self.engine_of(record)
            if engine.result is not None:
                raise SessionError("game_over")
            if seat in engine.to_act():
                raise SessionError("spectate_seat_busy")
            old = record.seats[seat].name
            record.seats[seat] = SeatInfo(user_id=user_id, name=name, lang=known_language(lang))
            outcome = Outcome(record, engine)
            table = table_language(record)
            outcome.notes.append(words_for(table, "spectate-note-took", name=name, seat=old))
            await self.storage.set_message(record.id, "hand", seat, 0, 0, "")
            record.version = expected + 1
            await self._run_ai(record, engine, outcome)
            await self._commit(record, expected, engine, outcome)
            return outcome
