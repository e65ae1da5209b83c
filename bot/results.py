"""Words for results and lobbies, shared by every game cog: names for seats, plurals, seat counts.

Engines know seats, never Discord users (docs/ARCHITECTURE.md C3); these helpers turn seat numbers into the
players' names. Pure functions, no API calls.
"""

from __future__ import annotations

import re
from typing import Any

from bot.sessions import SESSION_OPTIONS
from bot.storage import SessionRecord
from engines.base import Engine, RuleViolation

MAX_PLAYERS = "max_players"
"""The lobby-only option that caps the table (see bot.sessions)."""
SEAT_RE = re.compile(r"\b[Ss]eat (\d+)\b")
"""How engine summaries name a seat ("Seat 4", "seat 4": 1-based)."""
ONE_RE = re.compile(r"(?<![\d.])1 (points|cards|rounds|turns|tokens|players)\b")
SINGULAR = {
    "points": "point",
    "cards": "card",
    "rounds": "round",
    "turns": "turn",
    "tokens": "token",
    "players": "player",
}


def plural(count: float, word: str, words: str | None = None) -> str:
    """ "1 card", "2 cards", "0 cards" (`words` for irregular plurals)."""
    n = int(count) if float(count).is_integer() else count
    return f"{n} {word if n == 1 else (words or word + 's')}"


def player_name(record: SessionRecord, seat: int) -> str:
    """A seat's display name as the table shows it: 🤖 before AI seats, "Seat N" past the seats."""
    if 0 <= seat < len(record.seats):
        info = record.seats[seat]
        return f"🤖 {info.name}" if info.ai else info.name
    return f"Seat {seat + 1}"


def names_list(names: list[str]) -> str:
    """ "Ana", "Ana and Ben", "Ana, Ben and Cy"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def with_seat_names(text: str, record: SessionRecord) -> str:
    """An engine sentence with "Seat N" replaced by the player's name and "1 points" made singular."""
    named = SEAT_RE.sub(lambda m: player_name(record, int(m.group(1)) - 1), text)
    named = ONE_RE.sub(lambda m: "1 " + SINGULAR[m.group(1)], named)
    return named[:1].upper() + named[1:]


def seat_range(engine: type[Engine[Any]], options: dict[str, Any]) -> tuple[int, int]:
    """The seat counts a game with these lobby options can start with: (fewest, most).

    The same checks as the start (`Engine.new`: the engine's range and `check_options`), so the
    lobby text and the Start button agree.
    """
    top = int(options.get(MAX_PLAYERS) or engine.max_seats)
    try:
        parsed = engine.parse_options({k: v for k, v in options.items() if k not in SESSION_OPTIONS})
    except ValueError:
        return engine.min_seats, top
    fits = []
    for n in range(engine.min_seats, min(top, engine.max_seats) + 1):
        try:
            engine.check_options(n, parsed)
        except RuleViolation:
            continue
        fits.append(n)
    return (fits[0], fits[-1]) if fits else (engine.min_seats, top)
