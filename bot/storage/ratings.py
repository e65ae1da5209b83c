"""Skill ratings and the leaderboards' reads (issue 35), shared by both backends.

A game that ends in a server updates its human players' ratings (openskill's Plackett-Luce model:
a mean `mu` and an uncertainty `sigma`; the leaderboard sorts by the ordinal `mu - 3 sigma`, a
rating the player is almost surely above) in the transaction that writes its results: a commit
that is refused (its version moved) or retried writes neither, and the results' primary key makes
a second write of the same game fail whole, so a game never moves a rating twice.

Who is rated: every seat a person sat in, also one an AI finished for them after a timeout or
`/leave` (the seat's result is theirs, as `/<game> stats` counts it: leaving never dodges a loss).
AI players are not rated, but they are opponents like any other at the model's default rating.
A game outside a server (no guild) updates nothing.

Each person's games and wins per game and side (`player_records`, side '' where a game has none)
grow in the same transaction (`record_rows`), counting the same seats: the all-time numbers by
side and a profile's record are then read by key, whatever the number of games. Schema 5's
migration made them from the results already written.

The reads use schema 5's indexes: `ratings_by_ordinal` (a server's board by rating),
`results_by_guild_game` (a server's games of a game since a time), `player_records`' key (all-time
records), `result_players_by_user` (a player's last games), never a scan of the results
(tests/bot/test_leaderboard_storage.py checks the plans).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from openskill.models import PlackettLuce

from bot.storage.records import SeatInfo, Standing

MODEL = PlackettLuce()
"""openskill's Plackett-Luce model with its defaults (mu 25, sigma 25/3): teams of any size, any
number of teams, ties by equal ranks."""


@dataclass
class Rating:
    """One row of `ratings`: a player's rating in a server's game, and their rated games and wins."""

    user_id: int
    mu: float = MODEL.mu
    sigma: float = MODEL.sigma
    games: int = 0
    wins: int = 0

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma


def rate(
    players: Sequence[tuple[int, SeatInfo, bool, float | None]],
    standing: Standing,
    current: dict[int, Rating],
) -> list[Rating]:
    """The new ratings of a finished game's people (`Commit.result`'s players): each team of
    `standing` ranked as it says, every seat at its player's `current` rating (a new player or an
    AI player at the default); only seats with a user id come back, with one more game (and win)."""
    by_seat = {seat: (info, won) for seat, info, won, _score in players}
    teams, ranks = [], []
    for team, rank in zip(standing.teams, standing.ranks, strict=True):
        members = [s for s in team if s in by_seat]
        if not members:
            continue
        ratings = []
        for s in members:
            uid = by_seat[s][0].user_id
            old = current.get(uid) if uid is not None else None
            ratings.append(MODEL.rating(mu=old.mu, sigma=old.sigma) if old else MODEL.rating())
        teams.append((members, ratings))
        ranks.append(rank)
    if len(teams) < 2:
        return []
    rated = MODEL.rate([r for _, r in teams], ranks=list(ranks))
    out: dict[int, Rating] = {}
    for (members, _), new in zip(teams, rated, strict=True):
        for s, r in zip(members, new, strict=True):
            info, won = by_seat[s]
            if info.user_id is None:
                continue
            old = current.get(info.user_id) or Rating(info.user_id)
            out[info.user_id] = Rating(
                info.user_id, float(r.mu), float(r.sigma), old.games + 1, old.wins + int(bool(won))
            )
    return list(out.values())


def people(players: Iterable[tuple[int, SeatInfo, bool, float | None]]) -> list[int]:
    """The user ids of a game's people, sorted (the order rows are locked in: no deadlock)."""
    return sorted({info.user_id for _s, info, _w, _sc in players if info.user_id is not None})


def rating_rows(guild_id: int, game: str, ratings: Iterable[Rating], at: str) -> list[tuple[Any, ...]]:
    """UPSERT_RATING's values."""
    return [(guild_id, game, r.user_id, r.mu, r.sigma, r.ordinal, r.games, r.wins, at) for r in ratings]


def marks(n: int) -> str:
    """`?,?,…` for an IN list of `n` values (SQLite)."""
    return ",".join("?" * max(n, 1))


CURRENT_RATINGS = (
    "SELECT user_id, mu, sigma, games, wins FROM ratings WHERE guild_id = ? AND game = ? AND user_id IN ({})"
)
"""The ratings of a game's people (SQLite: `marks`; PostgreSQL: PG_CURRENT_RATINGS locks them)."""
PG_CURRENT_RATINGS = (
    "SELECT user_id, mu, sigma, games, wins FROM ratings WHERE guild_id = $1 AND game = $2"
    " AND user_id = ANY($3::bigint[]) ORDER BY user_id FOR UPDATE"
)
PG_ENSURE_RATINGS = (
    "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, ordinal, games, wins, updated_at)"
    " SELECT $1::bigint, $2::text, u, $4::float8, $5::float8, $6::float8, 0, 0, $7::text"
    " FROM unnest($3::bigint[]) AS u ORDER BY u"
    " ON CONFLICT (guild_id, game, user_id) DO NOTHING"
)
"""A default row for each new player before the rows are locked (two games ending at once for the
same new player then wait for each other instead of one overwriting the other)."""
UPSERT_RATING = (
    "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, ordinal, games, wins, updated_at)"
    " VALUES (?,?,?,?,?,?,?,?,?) ON CONFLICT (guild_id, game, user_id) DO UPDATE SET"
    " mu = excluded.mu, sigma = excluded.sigma, ordinal = excluded.ordinal, games = excluded.games,"
    " wins = excluded.wins, updated_at = excluded.updated_at"
)


def ratings_of(rows: Iterable[Any]) -> dict[int, Rating]:
    """CURRENT_RATINGS' rows by user id."""
    return {
        int(r["user_id"]): Rating(int(r["user_id"]), r["mu"], r["sigma"], int(r["games"]), int(r["wins"]))
        for r in rows
    }


# ---- the reads ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class BoardRow:
    """One line of a leaderboard: a player, their games and wins (in the period, or rated all time)
    and, ranked by rating, their rating."""

    user_id: int
    games: int
    wins: int
    ordinal: float | None = None
    mu: float | None = None
    sigma: float | None = None
    sides: dict[str, tuple[int, int]] = field(default_factory=dict)
    """side -> (games, wins) for a game with sides (BANG!'s roles)."""


@dataclass(frozen=True)
class GameRecord:
    """A player's record in one game of a server: results (every seat they sat in) and rating."""

    game: str
    games: int
    wins: int
    sides: dict[str, tuple[int, int]] = field(default_factory=dict)
    rating: Rating | None = None
    rank: int | None = None
    """1-based place on the server's board by rating."""
    rated: int = 0
    """How many players the server's board of that game has."""


@dataclass(frozen=True)
class PlayedGame:
    """One of a player's last games."""

    session_id: str
    game: str
    finished_at: str
    won: bool
    side: str | None
    ai: bool
    """An AI finished the seat for them."""


@dataclass(frozen=True)
class Profile:
    """`/campfire profile`: a player's record per game in a server and their last games."""

    user_id: int
    records: list[GameRecord]
    last: list[PlayedGame]

    @property
    def played(self) -> bool:
        return any(r.games for r in self.records)


BOARD_BY_RATING = (
    "SELECT user_id, mu, sigma, ordinal, games, wins FROM ratings"
    " WHERE guild_id = ? AND game = ? ORDER BY ordinal DESC LIMIT ?"
)
BOARD_SINCE = (
    "SELECT rp.user_id AS user_id, COUNT(*) AS games, SUM(rp.won) AS wins"
    " FROM results r JOIN result_players rp ON rp.session_id = r.session_id"
    " WHERE r.guild_id = ? AND r.game = ? AND r.finished_at >= ? AND rp.user_id IS NOT NULL"
    " GROUP BY rp.user_id ORDER BY wins DESC, games, rp.user_id LIMIT ?"
)
"""A server's players of one game by wins since a time (then by fewer games: the better rate)."""
SIDES_OF = (
    "SELECT user_id, side, games, wins FROM player_records"
    " WHERE guild_id = ? AND user_id IN ({}) AND game = ? AND side <> ''"
)
"""All time: games and wins by side of some players (a board's lines; SQLite: `marks`), read by
key from `player_records` (a few rows a player, whatever their number of games)."""
PG_SIDES_OF = (
    "SELECT user_id, side, games, wins FROM player_records"
    " WHERE guild_id = $1 AND user_id = ANY($2::bigint[]) AND game = $3 AND side <> ''"
)
SIDES_SINCE = (
    "SELECT rp.user_id AS user_id, rp.side AS side, COUNT(*) AS games, SUM(rp.won) AS wins"
    " FROM results r CROSS JOIN result_players rp"
    " WHERE rp.session_id = r.session_id AND r.guild_id = ? AND r.game = ? AND r.finished_at >= ?"
    " AND rp.user_id IN ({}) AND rp.side IS NOT NULL GROUP BY rp.user_id, rp.side"
)
"""A period's games and wins by side of some players: the server's games of the period first
(`results_by_guild_game`), then their seats (a week or a month of games, whoever played them)."""
PG_SIDES_SINCE = (
    "SELECT rp.user_id AS user_id, rp.side AS side, COUNT(*) AS games, SUM(rp.won) AS wins"
    " FROM results r CROSS JOIN result_players rp"
    " WHERE rp.session_id = r.session_id AND r.guild_id = $1 AND r.game = $2 AND r.finished_at >= $3"
    " AND rp.user_id = ANY($4::bigint[]) AND rp.side IS NOT NULL GROUP BY rp.user_id, rp.side"
)
PROFILE_RATINGS = (
    "SELECT game, mu, sigma, ordinal, games, wins, user_id FROM ratings"
    " WHERE guild_id = ? AND game IN ({}) AND user_id = ?"
)
PG_PROFILE_RATINGS = (
    "SELECT game, mu, sigma, ordinal, games, wins, user_id FROM ratings"
    " WHERE guild_id = $1 AND game = ANY($2::text[]) AND user_id = $3"
)
RANK_OF = (
    "SELECT (SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND game = ? AND ordinal > ?) AS above,"
    " (SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND game = ?) AS rated"
)
"""A rating's place on its board (how many are above it) and the board's size (index ranges)."""
PROFILE_RECORDS = "SELECT game, side, games, wins FROM player_records WHERE guild_id = ? AND user_id = ?"
"""A player's games and wins per game and side in a server (`player_records`' key)."""
PROFILE_LAST = (
    "SELECT r.session_id AS session_id, r.game AS game, r.finished_at AS finished_at,"
    " rp.won AS won, rp.side AS side, rp.ai AS ai"
    " FROM result_players rp CROSS JOIN results r"
    " WHERE r.session_id = rp.session_id AND rp.user_id = ? AND r.guild_id = ?"
    " ORDER BY r.finished_at DESC, r.session_id DESC LIMIT ?"
)
"""A player's last games in a server, newest first (as HISTORY_OF_MEMBER finds them: their seats by
`result_players_by_user`, each game by its key; only their own games are sorted)."""
PG_PROFILE_LAST = (
    "SELECT g.session_id AS session_id, g.game AS game, g.finished_at AS finished_at,"
    " rp.won AS won, rp.side AS side, rp.ai AS ai"
    " FROM result_players rp CROSS JOIN LATERAL (SELECT r.session_id, r.game, r.finished_at, r.guild_id"
    " FROM results r WHERE r.session_id = rp.session_id OFFSET 0) g"
    " WHERE rp.user_id = $1 AND g.guild_id = $2"
    " ORDER BY g.finished_at DESC, g.session_id DESC LIMIT $3"
)
"""PROFILE_LAST for PostgreSQL: each game looked up by its key (as HISTORY_OF_MEMBER_LATERAL)."""
UPSERT_RECORD = (
    "INSERT INTO player_records (guild_id, user_id, game, side, games, wins) VALUES (?,?,?,?,?,?)"
    " ON CONFLICT (guild_id, user_id, game, side) DO UPDATE SET"
    " games = player_records.games + excluded.games, wins = player_records.wins + excluded.wins"
)
"""Add a finished game's seats to their players' records."""


def record_rows(
    guild_id: int,
    game: str,
    players: Iterable[tuple[int, SeatInfo, bool, float | None]],
    sides: Sequence[Any],
) -> list[tuple[Any, ...]]:
    """UPSERT_RECORD's values for a finished game (`Commit.result`'s players, `Standing.sides`): one
    row per person and side, in key order (PostgreSQL locks them in that order). Every seat a person
    sat in counts, also one an AI finished for them (as `rate` counts it)."""
    tally: dict[tuple[int, str], list[int]] = {}
    for seat, info, won, _score in players:
        if info.user_id is None:
            continue
        side = sides[seat] if seat < len(sides) and sides[seat] is not None else ""
        t = tally.setdefault((info.user_id, side), [0, 0])
        t[0] += 1
        t[1] += int(bool(won))
    return [(guild_id, uid, game, side, n, w) for (uid, side), (n, w) in sorted(tally.items())]


ALL_TIME = ""
"""`since` for all time (every ISO time is after it)."""


def board_rows(rows: Iterable[Any], rated: bool) -> list[BoardRow]:
    """BOARD_BY_RATING's (`rated`) or BOARD_SINCE's rows."""
    out = []
    for r in rows:
        extra = {"ordinal": r["ordinal"], "mu": r["mu"], "sigma": r["sigma"]} if rated else {}
        out.append(BoardRow(int(r["user_id"]), int(r["games"]), int(r["wins"] or 0), **extra))
    return out


def with_sides(board: list[BoardRow], rows: Iterable[Any]) -> list[BoardRow]:
    """The board's lines with SIDES_OF's games and wins by side."""
    sides: dict[int, dict[str, tuple[int, int]]] = {}
    for r in rows:
        sides.setdefault(int(r["user_id"]), {})[r["side"]] = (int(r["games"]), int(r["wins"] or 0))
    return [
        BoardRow(b.user_id, b.games, b.wins, b.ordinal, b.mu, b.sigma, sides.get(b.user_id, {}))
        for b in board
    ]


def profile_of(
    user_id: int,
    games: Sequence[str],
    ratings: Iterable[Any],
    places: dict[str, tuple[int, int]],
    records: Iterable[Any],
    last: Iterable[Any],
) -> Profile:
    """A Profile from PROFILE_RATINGS', RANK_OF's (game -> (above, rated)), PROFILE_RECORDS' and
    PROFILE_LAST's rows; its records in the order of `games`, those never played left out."""
    rating = {
        r["game"]: Rating(user_id, r["mu"], r["sigma"], int(r["games"]), int(r["wins"])) for r in ratings
    }
    totals: dict[str, list[int]] = {}
    sides: dict[str, dict[str, tuple[int, int]]] = {}
    for r in records:
        game, side, n, w = r["game"], r["side"], int(r["games"]), int(r["wins"])
        t = totals.setdefault(game, [0, 0])
        t[0] += n
        t[1] += w
        if side:
            sides.setdefault(game, {})[side] = (n, w)
    out = []
    for g in games:
        if g not in totals and g not in rating:
            continue
        played, won = totals.get(g, [0, 0])
        above, rated = places.get(g, (0, 0))
        out.append(
            GameRecord(
                g, played, won, sides.get(g, {}), rating.get(g), above + 1 if g in rating else None, rated
            )
        )
    played_games = [
        PlayedGame(r["session_id"], r["game"], r["finished_at"], bool(r["won"]), r["side"], bool(r["ai"]))
        for r in last
    ]
    return Profile(user_id, out, played_games)
