"""`Engine.perspective`: one view per viewer and position, dropped by `apply` (engines/base.py)."""

from __future__ import annotations

import random

import pytest

from engines import available_games, get_game


@pytest.mark.parametrize("key", available_games())
def test_perspective_is_view_for_drawn_once_per_position(key: str) -> None:
    """The memo hands out the same view until an action is applied, and it always equals a fresh
    `view_for` (so the bot draws what the engine would); a refused action changes nothing."""
    game = get_game(key)
    seats, options = game.setups()[0]
    engine = game.engine.new(seats, 7, options)
    rng = random.Random(7)
    for _ in range(40):
        if engine.result is not None:
            break
        viewers = [None, *range(seats)]
        drawn = {v: engine.perspective(v) for v in viewers}
        for v in viewers:
            assert engine.perspective(v) is drawn[v]
            assert drawn[v] == engine.view_for(v)
        actors = engine.to_act()
        if actors:
            seat = rng.choice(actors)
            engine.apply(seat, rng.choice(engine.legal_actions(seat)))
        elif engine.open_decisions():
            engine.apply(None, engine.default_action(engine.open_decisions()[-1]))
        else:
            engine.apply(None, engine.system_actions()[0])
        after = {v: engine.perspective(v) for v in viewers}
        assert all(after[v] is not drawn[v] for v in viewers)
        assert all(after[v] == engine.view_for(v) for v in viewers)
