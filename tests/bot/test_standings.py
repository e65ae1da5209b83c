"""How a finished game's seats are ranked for the ratings (bot/standings.py, issue 35)."""

from __future__ import annotations

from types import SimpleNamespace

from bot.standings import standing
from engines.base import Result


def engine(winners: list[int], scores: list[float], players: list[object] | None = None) -> object:
    state = SimpleNamespace(result=Result(winners=winners, scores=scores), players=players or [])
    return SimpleNamespace(state=state, result=state.result)


def test_free_for_all_ranks_winners_first_then_by_score_ties_sharing_a_place() -> None:
    got = standing(engine([2], [5.0, 9.0, 12.0, 9.0]), 4)  # higher is better (cards, points)
    assert got is not None and got.teams == [[0], [1], [2], [3]]
    assert got.ranks == [4, 2, 1, 2] and got.sides == [None] * 4


def test_a_game_whose_winners_hold_the_lowest_score_ranks_low_scores_first() -> None:
    got = standing(engine([1, 3], [40.0, 12.0, 25.0, 12.0]), 4)  # Whizz Bing Bang: fewest points win
    assert got is not None and got.ranks == [4, 1, 3, 1]


def test_nobody_winning_still_ranks_by_score() -> None:
    got = standing(engine([], [3.0, 7.0, 5.0]), 3)  # Forest Gangs' ghost won
    assert got is not None and got.ranks == [3, 1, 2]


def test_roles_make_teams_the_law_the_outlaws_and_each_renegade_alone() -> None:
    roles = ["sheriff", "outlaw", "renegade", "deputy", "outlaw", "renegade"]
    players = [SimpleNamespace(role=r) for r in roles]
    got = standing(engine([1, 4], [0.0, 1.0, 0.0, 0.0, 1.0, 0.0], players), 6)
    assert got is not None and got.sides == roles
    assert got.teams == [[0, 3], [1, 4], [2], [5]]
    assert got.ranks == [2, 1, 2, 2]


def test_a_running_game_has_no_standing() -> None:
    running = SimpleNamespace(state=SimpleNamespace(players=[]), result=None)
    assert standing(running, 3) is None
