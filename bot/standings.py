"""How a finished game placed its seats, for the results' sides and the server's ratings (issue 35).

Read off the engine without knowing the game (bot/ imports no game, docs/ARCHITECTURE.md C1.3):
- a game whose players have roles (BANG!: `state.players[i].role`) is played in teams by side: the
  Sheriff and his Deputies one team, the Outlaws another, each Renegade alone; the winners' team
  is ranked first and every other team shares second place;
- any other game is every seat for itself: the winners first (sharing first place), then the rest
  by score, equal scores sharing a place. Which way a score counts is read from the result: when
  the winners hold the lowest score (and it is not also the highest), lower is better (Whizz Bing
  Bang's points), otherwise higher (cards, banked points).
"""

from __future__ import annotations

from typing import Any

from bot.storage import Standing
from engines.base import Engine

TEAM_OF_SIDE = {"sheriff": "law", "deputy": "law", "outlaw": "outlaws"}
"""Sides that play together; any other side (the Renegade) plays alone."""


def sides_of(engine: Engine[Any], seats: int) -> list[str | None]:
    """Each seat's side (its role), or None for every seat of a game without roles."""
    players = getattr(engine.state, "players", None)
    if not isinstance(players, list) or len(players) < seats:
        return [None] * seats
    roles = [getattr(p, "role", None) for p in players[:seats]]
    if not all(isinstance(r, str) for r in roles):
        return [None] * seats
    return roles


def standing(engine: Engine[Any], seats: int) -> Standing | None:
    """The standing of a finished game of `seats` seats (None while it runs)."""
    result = engine.result
    if result is None:
        return None
    winners = set(result.winners)
    sides = sides_of(engine, seats)
    if any(sides):
        teams: dict[str, list[int]] = {}
        for seat, side in enumerate(sides):
            key = TEAM_OF_SIDE.get(side or "", f"alone-{seat}")
            teams.setdefault(key, []).append(seat)
        groups = list(teams.values())
        ranks = [1 if winners & set(g) else 2 for g in groups]
        return Standing(sides, groups, ranks)
    scores = [result.scores[s] if s < len(result.scores) else 0.0 for s in range(seats)]
    won = [scores[s] for s in winners if s < seats]
    lower_wins = bool(won) and max(won) == min(scores) and min(scores) != max(scores)

    def key(seat: int) -> tuple[int, float]:
        return (0 if seat in winners else 1, scores[seat] if lower_wins else -scores[seat])

    order = {seat: key(seat) for seat in range(seats)}
    ranks = [1 + sum(1 for other in order.values() if other < order[seat]) for seat in range(seats)]
    return Standing(sides, [[seat] for seat in range(seats)], ranks)
