"""Games stored before the engines' types changed still load and replay (issue 33).

`tests/engines/stored_games.json.gz` holds games as the bot stored them with the engines of
commit 1c6d395 (pydantic models): the state after the deal, the action log and the state after
the last action, plus each action's events as plain data (tests/engines/stored_games.py wrote it).
"""

from __future__ import annotations

from typing import Any

import pytest

from engines import get_game
from tests.engines.stored_games import data, load

GAMES = load()


def _name(g: dict[str, Any]) -> str:
    return f"{g['game']}-{g['seats']}-{g['seed']}"


@pytest.mark.parametrize("stored", GAMES, ids=_name)
def test_a_stored_game_replays_to_the_same_state_text(stored: dict[str, Any]) -> None:
    """`python -m bot replay`'s check: the initial state plus the action log give the stored state."""
    engine_cls = get_game(stored["game"]).engine
    engine = engine_cls.load(stored["initial_state"])
    assert engine.dump() == stored["initial_state"]
    for seat, action_json, events in stored["actions"]:
        made = engine.apply(seat, engine_cls.parse_action(action_json))
        assert [data(e) for e in made] == events
    assert engine.dump() == stored["state"]


@pytest.mark.parametrize("stored", GAMES, ids=_name)
def test_a_stored_state_loads_and_dumps_unchanged(stored: dict[str, Any]) -> None:
    """A state stored mid-game (or at the end) loads and is written back as the same text."""
    engine_cls = get_game(stored["game"]).engine
    assert engine_cls.load(stored["state"]).dump() == stored["state"]
