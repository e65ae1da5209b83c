"""Stored games: what the database held for games played before a change of the engines' types.

    python -m tests.engines.stored_games --write   # (re)write tests/engines/stored_games.json.gz

Each record is what the bot stores for a session (bot/sessions: the state JSON after the deal, the
action log as `(seat, action JSON)` rows, the state JSON after the last action) plus, for each
action, the events it made as plain JSON data. `tests/engines/test_stored_games.py` replays every
record with today's engines: the state text must come out the same, byte for byte, and so must
the events' data. The file in the repository was written by the engines of commit 1c6d395, the
last whose state, action and event types were pydantic models, so the test shows that games stored
by the bot before the move to `msgspec` still load and replay.
"""

from __future__ import annotations

import argparse
import gzip
import json
from pathlib import Path
from typing import Any

from engines import GAMES, get_game
from engines.common.runner import play_ai_game

PATH = Path(__file__).with_name("stored_games.json.gz")

SETUPS: list[tuple[str, int, dict[str, Any], int]] = [
    ("bang", 4, {}, 1),
    ("bang", 7, {}, 2),
    ("bang", 5, {"expansion": "armed_and_dangerous"}, 3),
    ("bang", 6, {"expansion": "armed_and_dangerous", "deal_two_characters": True}, 4),
    ("whizz_bing_bang", 3, {}, 5),
    ("whizz_bing_bang", 5, {}, 6),
    ("bang_and_twang", 3, {}, 7),
    ("bang_and_twang", 5, {}, 8),
    ("forest_gangs", 3, {}, 9),
    ("forest_gangs", 5, {}, 10),
]
"""(game, seats, options, seed) of the stored games (each played with this seed and seed + 100):
every game, small and large tables, BANG! with and without Armed & Dangerous."""

MAX_STEPS = 400
"""A stored game may be one still running: the longest are cut after this many actions."""


def data(value: Any) -> Any:
    """An engine value (action, event) as plain JSON data, whichever type system made it."""
    dump = getattr(value, "model_dump", None)
    if dump is not None:
        return dump(mode="json")
    import msgspec  # the engines after the change

    # str_keys: JSON data, as pydantic's mode="json" gave it (an event's dict[int, str] of seats)
    return msgspec.to_builtins(value, str_keys=True)


def action_json(action: Any) -> str:
    """The action's text as the bot stores it in its action log."""
    dump = getattr(action, "model_dump_json", None)
    if dump is not None:
        return dump()
    import msgspec

    return msgspec.json.encode(action).decode()


def record(key: str, seats: int, options: dict[str, Any], seed: int) -> dict[str, Any]:
    """Play one game with AI seats and keep what the bot would have stored of it."""
    game = get_game(key)
    initial = game.engine.new(seats, seed, options).dump()
    rows: list[list[Any]] = []

    def keep(seat: int | None, action: Any, events: list[Any]) -> None:
        rows.append([seat, action_json(action), [data(e) for e in events]])

    played = play_ai_game(game, seats, seed, options, on_events=keep, max_steps=MAX_STEPS)
    return {
        "game": key,
        "seats": seats,
        "options": options,
        "seed": seed,
        "initial_state": initial,
        "actions": rows,
        "state": played.engine.dump(),
    }


def load() -> list[dict[str, Any]]:
    """The stored games of the repository's file."""
    with gzip.open(PATH, "rt", encoding="utf-8") as f:
        return json.load(f)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help=f"write {PATH.name}")
    args = parser.parse_args()
    assert {g for g, *_ in SETUPS} == {g.key for g in GAMES}
    games = [
        record(key, seats, options, seed + extra)
        for key, seats, options, seed in SETUPS
        for extra in (0, 100)
    ]
    for g in games:
        print(
            f"{g['game']:16} {g['seats']} seats: {len(g['actions'])} actions, state {len(g['state'])} chars"
        )
    if args.write:
        with gzip.GzipFile(PATH, "wb", mtime=0) as f:
            f.write(json.dumps(games, separators=(",", ":")).encode())
        print(f"wrote {PATH} ({PATH.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
