"""The SQLite side of a server's game night (issue 35): per-server settings and their log, the history
of finished games, the leaderboards and the ratings a finished game moves. A part of `SqliteStorage`
(bot/storage/sqlite.py), kept apart so that neither file grows past a thousand lines."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from bot.storage.ratings import (
    BOARD_BY_RATING,
    BOARD_SINCE,
    CURRENT_RATINGS,
    PROFILE_LAST,
    PROFILE_RATINGS,
    PROFILE_RECORDS,
    RANK_OF,
    SIDES_OF,
    SIDES_SINCE,
    UPSERT_RATING,
    UPSERT_RECORD,
    BoardRow,
    Profile,
    board_rows,
    marks,
    people,
    profile_of,
    rate,
    rating_rows,
    ratings_of,
    record_rows,
    with_sides,
)
from bot.storage.records import Commit, HistoryGame, history_games
from bot.storage.sql import (
    APPEND_SETTING_LOG,
    HISTORY_OF_CHANNEL,
    HISTORY_OF_MEMBER,
    SETTINGS_LOG,
    UPSERT_GUILD_SETTINGS,
    changed_settings,
    now_iso,
)


class GameNightSqlite:
    """`SqliteStorage`'s game-night methods (it provides `db` and `_in_thread`)."""

    db: Any
    _in_thread: Any

    # ---- per-server settings (issue 35: /campfire settings) -----------------------------------------
    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        """A server's saved settings (only those changed from the defaults; {} when none)."""
        async with self.db.execute(
            "SELECT settings_json FROM guild_settings WHERE guild_id = ?", (guild_id,)
        ) as cur:
            row = await cur.fetchone()
        return json.loads(row[0]) if row else {}

    async def set_guild_setting(self, guild_id: int, user_id: int, key: str, value: Any) -> dict[str, Any]:
        """Set one setting of a server (None: back to its default) and log who changed it, in one
        transaction; returns the server's settings as saved."""
        return await self._in_thread(_set_setting_in_thread, guild_id, user_id, key, value)

    async def settings_log(self, guild_id: int, limit: int = 20) -> list[tuple[int, int, str, Any, str]]:
        """A server's setting changes, newest first: (number, user id, key, value, when)."""
        async with self.db.execute(SETTINGS_LOG, (guild_id, limit)) as cur:
            rows = await cur.fetchall()
        return [(r[0], r[1], r[2], json.loads(r[3]), r[4]) for r in rows]

    # ---- history (issue 35: `/campfire history`) --------------------------------------------------------
    async def history_of_channel(
        self, channel_id: int, limit: int = 10, offset: int = 0
    ) -> list[HistoryGame]:
        """A channel's finished games, newest first, every seat with its result (`Storage`)."""
        async with self.db.execute(HISTORY_OF_CHANNEL, (channel_id, limit, offset)) as cur:
            rows = await cur.fetchall()
        return history_games(rows)

    async def history_of_member(
        self, guild_id: int, user_id: int, limit: int = 10, offset: int = 0
    ) -> list[HistoryGame]:
        """A member's finished games in a server, newest first (`Storage`)."""
        async with self.db.execute(HISTORY_OF_MEMBER, (user_id, guild_id, limit, offset)) as cur:
            rows = await cur.fetchall()
        return history_games(rows)

    # ---- leaderboards (issue 35) ----------------------------------------------------------------
    async def leaderboard(
        self, guild_id: int, game: str, since: str | None = None, limit: int = 10, sides: bool = False
    ) -> list[BoardRow]:
        """A server's board of one game: by rating (`since` None: all time, `ratings_by_ordinal`) or
        by wins since an ISO time (`results_by_guild_game`); with `sides`, each line's games and
        wins by side (all time: `player_records`; a period: its games' seats)."""
        return await self._in_thread(_board_in_thread, guild_id, game, since, limit, sides)

    async def profile(self, guild_id: int, user_id: int, games: list[str], last: int = 5) -> Profile:
        """A player's rating, place and record (by side) per game of `games` in a server, and
        their `last` games there, newest first."""
        return await self._in_thread(_profile_in_thread, guild_id, user_id, games, last)


def _set_setting_in_thread(
    con: sqlite3.Connection, guild_id: int, user_id: int, key: str, value: Any
) -> dict[str, Any]:
    """`set_guild_setting` on the connection's thread: read, change, write and log in one transaction."""
    con.execute("BEGIN IMMEDIATE")
    try:
        row = con.execute(
            "SELECT settings_json FROM guild_settings WHERE guild_id = ?", (guild_id,)
        ).fetchone()
        settings = changed_settings(row[0] if row else None, key, value)
        at = now_iso()
        con.execute(UPSERT_GUILD_SETTINGS, (guild_id, json.dumps(settings, sort_keys=True), at))
        con.execute(APPEND_SETTING_LOG, (guild_id, user_id, key, json.dumps(value), at, guild_id))
        con.execute("COMMIT")
    except BaseException:
        con.execute("ROLLBACK")
        raise
    return settings


def rate_in_thread(con: sqlite3.Connection, c: Commit, at: str) -> None:
    """The ratings and records a finished game moves, in its commit's transaction
    (`bot.storage.ratings`)."""
    r = c.record
    if c.result is None or r.guild_id is None:
        return
    players = c.result[1]
    sides = c.standing.sides if c.standing is not None else []
    con.executemany(UPSERT_RECORD, record_rows(r.guild_id, r.game, players, sides))
    if c.standing is None:
        return
    users = people(players)
    if not users:
        return
    rows = con.execute(CURRENT_RATINGS.format(marks(len(users))), (r.guild_id, r.game, *users)).fetchall()
    new = rate(players, c.standing, ratings_of(rows))
    con.executemany(UPSERT_RATING, rating_rows(r.guild_id, r.game, new, at))


def _board_in_thread(
    con: sqlite3.Connection, guild_id: int, game: str, since: str | None, limit: int, sides: bool
) -> list[BoardRow]:
    if since is None:
        board = board_rows(con.execute(BOARD_BY_RATING, (guild_id, game, limit)), rated=True)
    else:
        board = board_rows(con.execute(BOARD_SINCE, (guild_id, game, since, limit)), rated=False)
    if not sides or not board:
        return board
    users = [b.user_id for b in board]
    if since is None:
        rows = con.execute(SIDES_OF.format(marks(len(users))), (guild_id, *users, game)).fetchall()
    else:
        rows = con.execute(SIDES_SINCE.format(marks(len(users))), (guild_id, game, since, *users)).fetchall()
    return with_sides(board, rows)


def _profile_in_thread(
    con: sqlite3.Connection, guild_id: int, user_id: int, games: list[str], last: int
) -> Profile:
    ratings = con.execute(PROFILE_RATINGS.format(marks(len(games))), (guild_id, *games, user_id)).fetchall()
    places = {}
    for row in ratings:
        game = row["game"]
        above, rated = con.execute(RANK_OF, (guild_id, game, row["ordinal"], guild_id, game)).fetchone()
        places[row["game"]] = (int(above), int(rated))
    records = con.execute(PROFILE_RECORDS, (guild_id, user_id)).fetchall()
    newest = con.execute(PROFILE_LAST, (user_id, guild_id, last)).fetchall() if last > 0 else []
    return profile_of(user_id, games, ratings, places, records, newest)
