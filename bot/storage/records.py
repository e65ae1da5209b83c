"""The plain data the storage reads and writes: sessions and their seats, logged actions, a commit's
contents, finished games. No database code here (both backends and the cogs share these)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import msgspec

TABLE = -1
"""The `seat` value of the table message in the messages table."""


class SeatInfo(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """Who sits in a seat. Engines know only the index; this maps it to Discord. Stored as JSON in the
    session's row (`bot/storage/sql.py`), decoded with validation."""

    user_id: int | None = None
    name: str
    ai: bool = False
    """True while an AI plays the seat (an AI player, or a human's seat taken over)."""
    idle_strikes: int = 0
    dm_blocked: bool = False
    left: bool = False
    """The human forfeited; an AI plays on and they cannot take the seat back."""
    strength: str | None = None
    """An AI player's strength (`engines.common.strength.STRENGTHS`: easy, normal, hard), chosen when
    it was added; None: normal (a human's seat an AI plays on, a session from before issue 36)."""
    lang: str | None = None
    """The player's language (`bot.i18n.LANGUAGES`) as their Discord client last said, remembered
    for the private messages the bot sends them unprompted (DMs); None: the table's language."""

    @property
    def human(self) -> bool:
        """A human is playing this seat right now."""
        return self.user_id is not None and not self.ai

    def clone(self, **changes: Any) -> SeatInfo:
        """A copy, with some fields changed (every field is an immutable value)."""
        return msgspec.structs.replace(self, **changes)


_new_object = object.__new__


@dataclass
class SessionRecord:
    """One row of `sessions`, decoded."""

    id: str
    guild_id: int | None
    channel_id: int
    game: str
    rules_version: int
    seed: int
    host_id: int
    seats: list[SeatInfo]
    options: dict[str, Any]
    status: str
    version: int
    state: str | None = None
    recent_log: list[str] = field(default_factory=list)
    created_at: str = ""
    deadlines: dict[str, float] = field(default_factory=dict)
    """key -> due (unix seconds) of the session's pending deadlines, for countdowns."""

    def seat_of(self, user_id: int) -> int | None:
        """The seat index of a Discord user, or None if not seated."""
        for i, s in enumerate(self.seats):
            if s.user_id == user_id:
                return i
        return None

    def copy(self, **changes: Any) -> SessionRecord:
        """`dataclasses.replace(self, **changes)` without its walk over the fields and `__init__`:
        the same shallow copy (the click path makes a few per click). `changes` are fields."""
        new = _new_object(SessionRecord)
        fields = new.__dict__
        fields.update(self.__dict__)
        fields.update(changes)
        return new


@dataclass(frozen=True)
class ResultSeat:
    """One seat of a finished game, as its results row keeps it."""

    name: str
    user_id: int | None
    """None for an AI player."""
    ai: bool
    """An AI finished the seat (an AI player, or a human's seat it took over)."""
    won: bool


@dataclass(frozen=True)
class FinishedGame:
    """A finished game of a server (`/<game> stats`'s "Last games")."""

    session_id: str
    finished_at: str
    """ISO text, UTC."""
    seats: list[ResultSeat]

    @property
    def winners(self) -> list[ResultSeat]:
        return [s for s in self.seats if s.won]


def finished_games(rows: Iterable[Any]) -> list[FinishedGame]:
    """LAST_GAMES' rows (newest game first, its seats in order) grouped by game."""
    games: dict[str, FinishedGame] = {}
    for r in rows:
        game = games.get(r["session_id"])
        if game is None:
            game = games[r["session_id"]] = FinishedGame(r["session_id"], r["finished_at"], [])
        user_id = r["user_id"]
        seat = ResultSeat(
            r["name"], int(user_id) if user_id is not None else None, bool(r["ai"]), bool(r["won"])
        )
        game.seats.append(seat)
    return list(games.values())


@dataclass
class ActionRow:
    """One logged action."""

    seat: int | None
    action_json: str


@dataclass
class Commit:
    """Everything one accepted action writes, in one transaction."""

    record: SessionRecord
    expected_version: int
    actions: list[ActionRow]
    deadlines_set: dict[str, float]
    """key -> due_at (unix seconds) to insert if absent."""
    deadlines_keep: set[str] | None = None
    """When given, every other deadline of the session is deleted."""
    result: tuple[str, list[tuple[int, SeatInfo, bool, float | None]]] | None = None
    """(summary, [(seat, info, won, score)]) when the game just finished."""
    initial_state: str | None = None
    """The game's first position, given by the commit that starts it (written once, apart from the
    row every action rewrites: `session_starts`; `Storage.initial_state` reads it back)."""
    standing: Standing | None = None
    """With `result`: the seats' sides and the ranking the server's ratings are updated by in the
    same transaction (`bot.storage.ratings`; none for a game outside a server)."""
    meanwhile: Callable[[], None] | None = None
    """Work for the event loop while the commit waits for the disk (SQLite with durability=full:
    the clicker's answer is drawn then). Never raises into the commit; not run if the write fails
    before its sync. The answer is still only sent once the commit has returned."""


# ---- history (issue 35: `/campfire history`) ----------------------------------------------------------
@dataclass(frozen=True)
class HistoryGame:
    """A finished game as `/campfire history` lists it: which game, where, when, and every seat."""

    session_id: str
    game: str
    channel_id: int
    finished_at: str
    """ISO text, UTC."""
    seats: list[ResultSeat]

    @property
    def winners(self) -> list[ResultSeat]:
        return [s for s in self.seats if s.won]


def history_games(rows: Iterable[Any]) -> list[HistoryGame]:
    """HISTORY_OF_CHANNEL's or HISTORY_OF_MEMBER's rows (newest game first, its seats in order),
    grouped by game."""
    games: dict[str, HistoryGame] = {}
    for r in rows:
        sid = r["session_id"]
        game = games.get(sid)
        if game is None:
            game = games[sid] = HistoryGame(sid, r["game"], int(r["channel_id"]), r["finished_at"], [])
        user_id = r["user_id"]
        game.seats.append(
            ResultSeat(
                r["name"], int(user_id) if user_id is not None else None, bool(r["ai"]), bool(r["won"])
            )
        )
    return list(games.values())


# ---- leaderboards (issue 35) ------------------------------------------------------------------------
@dataclass(frozen=True)
class Standing:
    """How a finished game placed its seats (`bot.standings` reads it off the engine): the side each
    seat played (`result_players.side`: BANG!'s role; None where a game has no sides), and the
    teams the ratings rank (seat indexes; a free-for-all game has one seat a team) with each team's
    rank (1 is best, equal ranks tie)."""

    sides: list[str | None]
    teams: list[list[int]]
    ranks: list[int]
