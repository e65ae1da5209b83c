"""`/campfire leaderboard` and `/campfire profile` (issue 35): a server's players ranked per game, and
one player's record, in the reader's language (`bot/locales/<lang>/leaderboard.ftl`).

The numbers come from the storage (`Storage.leaderboard`, `Storage.profile`; how ratings are made:
`bot.storage.ratings`). All time, players are ranked by their skill rating (openskill's ordinal,
`mu - 3 sigma`: it starts at 0 and grows as a player keeps winning against rated opponents), with
their rated games and wins; over a week (the last 7 days) or a month (the last 30 days) by wins in
that time. A game with sides (BANG!'s roles) shows each player's wins by side too. Players are
named by mention: an embed's mention never pings, and shows the member's current name.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable

from bot.i18n import Words
from bot.storage import BoardRow, GameRecord, PlayedGame, Profile, Storage
from bot.ui import discord_time

PERIODS = {"all": None, "week": 7, "month": 30}
"""A period's days back from now (None: all time, ranked by rating)."""
BOARD_SIZE = 10
"""Lines of one game's board."""
BOARD_SIZE_ALL_GAMES = 5
"""Lines of each game's board when no game is named."""
LAST_GAMES = 5
"""A profile's last games."""


def since(period: str, now: dt.datetime | None = None) -> str | None:
    """The ISO time a period starts at (results' `finished_at` form), or None for all time."""
    days = PERIODS.get(period)
    if days is None:
        return None
    start = (now or dt.datetime.now(dt.UTC)) - dt.timedelta(days=days)
    return start.astimezone(dt.UTC).isoformat(timespec="milliseconds")


def percent(wins: int, games: int) -> int:
    return round(100 * wins / games) if games else 0


def side_name(game: str, side: str, w: Words) -> str:
    """A side's name in the reader's language (BANG!'s roles are cards: `bang-card-sheriff`)."""
    return w.card(game, side.replace("_", " ").title())


SIDE_ORDER = ("sheriff", "deputy", "outlaw", "renegade")


def sides_text(game: str, sides: dict[str, tuple[int, int]], w: Words) -> str:
    """ "Sheriff 2/3 (67%) · Outlaw 1/4 (25%)": wins of games played on each side."""
    order = sorted(sides, key=lambda s: (SIDE_ORDER.index(s) if s in SIDE_ORDER else len(SIDE_ORDER), s))
    return " · ".join(
        w(
            "leaderboard-side",
            side=side_name(game, s, w),
            wins=sides[s][1],
            games=sides[s][0],
            pct=percent(sides[s][1], sides[s][0]),
        )
        for s in order
    )


def board_lines(game: str, rows: list[BoardRow], rated: bool, w: Words) -> list[str]:
    """One line per player (and their sides, when the game has them)."""
    lines = []
    for i, row in enumerate(rows, 1):
        who = f"<@{row.user_id}>"
        pct = percent(row.wins, row.games)
        if rated and row.ordinal is not None:
            line = w(
                "leaderboard-row-rated",
                rank=i,
                who=who,
                rating=round(row.ordinal, 1),
                games=row.games,
                wins=row.wins,
                pct=pct,
            )
        else:
            line = w("leaderboard-row", rank=i, who=who, games=row.games, wins=row.wins, pct=pct)
        lines.append(line)
        if row.sides:
            lines.append(f"-# {sides_text(game, row.sides, w)}")
    return lines


def period_name(period: str, w: Words) -> str:
    return w(f"leaderboard-period-{period}")


def board_title(title: str, period: str, w: Words) -> str:
    return w("leaderboard-title", game=title, period=period_name(period, w))


def empty_board(title: str, period: str, w: Words) -> str:
    return w("leaderboard-empty", game=title, period=period_name(period, w))


async def board(
    storage: Storage, guild_id: int, game: str, period: str, size: int = BOARD_SIZE, has_sides: bool = False
) -> list[BoardRow]:
    """One game's board for a period (`PERIODS`)."""
    return await storage.leaderboard(guild_id, game, since(period), size, sides=has_sides)


HAS_SIDES = frozenset({"bang"})
"""Games whose seats play a side (a role): their boards and profiles show wins by side."""


def record_lines(record: GameRecord, w: Words) -> str:
    """A profile's field for one game: rating and place, games and wins, wins by side."""
    lines = []
    if record.rating is not None and record.rank is not None:
        lines.append(
            w(
                "profile-rating",
                rating=round(record.rating.ordinal, 1),
                rank=record.rank,
                rated=record.rated,
            )
        )
    lines.append(
        w("profile-record", games=record.games, wins=record.wins, pct=percent(record.wins, record.games))
    )
    if record.sides:
        lines.append(sides_text(record.game, record.sides, w))
    return "\n".join(lines)


def last_lines(games: Iterable[PlayedGame], titles: dict[str, str], w: Words) -> str:
    """A profile's last games: when, which game, won or lost (on which side, finished by an AI)."""
    lines = []
    for g in games:
        key = "profile-game-won" if g.won else "profile-game-lost"
        line = w(key, when=discord_time(g.finished_at), game=titles.get(g.game, g.game))
        if g.side:
            line += " " + w("profile-game-side", side=side_name(g.game, g.side, w))
        if g.ai:
            line += " " + w("profile-game-by-ai")
        lines.append(f"• {line}")
    return "\n".join(lines)


def profile_fields(profile: Profile, titles: dict[str, str], w: Words) -> list[tuple[str, str]]:
    """(name, value) of a profile's embed fields: one per game played, then the last games."""
    fields = [(titles.get(r.game, r.game), record_lines(r, w)) for r in profile.records]
    if profile.last:
        fields.append((w("profile-last"), last_lines(profile.last, titles, w)))
    return [(name[:256], value[:1024]) for name, value in fields]
