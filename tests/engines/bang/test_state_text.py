"""The stored text of a BANG! game (`dump`), the H1 position, and answers parsed from the log:
what the bot stores at every click loads back the same, and an answer read back from its JSON
plays exactly as the one `legal_actions` handed out (bang.md §4, docs/ARCHITECTURE.md C5)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engines.bang.engine import BangEngine
from engines.bang.registry import POSITION_IGNORES
from engines.bang.state import BangState
from engines.base import from_json, to_data, to_json


@pytest.mark.parametrize(
    ("seats", "options"),
    [(3, {}), (7, {}), (4, {"expansion": "armed_and_dangerous"}), (8, {"expansion": "armed_and_dangerous"})],
)
def test_dump_loads_back_and_the_position_drops_only_its_ignored_fields(
    seats: int, options: dict[str, Any]
) -> None:
    """After every step of two whole random games: the text decodes (validated) to the same state,
    and the H1 position is that text with only the `POSITION_IGNORES` fields blanked."""
    for seed in (1, 2):
        engine = BangEngine.new(seats, seed, options)
        rng = random.Random(seed)
        while True:
            text = engine.dump()
            assert to_json(from_json(BangState, text)) == text
            whole, position = json.loads(text), json.loads(engine.position())
            assert whole.keys() == position.keys()
            for name, value in whole.items():
                blank = POSITION_IGNORES.get(name, value)
                assert position[name] == (list(blank) if isinstance(blank, tuple) else blank), name
            if engine.result is not None:
                break
            seat = rng.choice(engine.to_act())
            legal = engine.legal_actions(seat)
            engine.apply(seat, legal[rng.randrange(len(legal))])
        assert BangEngine.load(text).dump() == text


def test_handed_out_answers_and_equal_copies_play_the_same() -> None:
    """An answer `legal_actions` handed out and an equal copy parsed from its JSON (as the bot
    reads its log) give the same events and the same game."""
    for seats, opts in ((4, {}), (6, {"expansion": "armed_and_dangerous"})):
        a, b = BangEngine.new(seats, 7, opts), BangEngine.new(seats, 7, opts)
        rng = random.Random(7)
        for _ in range(150):
            if a.result is not None:
                break
            seat = a.to_act()[0]
            legal = a.legal_actions(seat)
            pick = rng.randrange(len(legal))
            copy = BangEngine.parse_action(to_json(legal[pick]))
            assert copy is not legal[pick] and copy == legal[pick]
            events_a = a.apply(seat, legal[pick])
            events_b = b.apply(seat, copy)
            assert [to_data(e) for e in events_a] == [to_data(e) for e in events_b]
            assert a.dump() == b.dump()


def test_an_edited_position_starts_afresh() -> None:
    """A state edited by hand goes through `from_position`: the answers are those of the new hand."""
    e = BangEngine.new(4, 1)
    seat = e.to_act()[0]
    before = e.legal_actions(seat)
    p = e.state.players[seat]
    e.state.deck[:0], p.hand = p.hand, []
    fresh = BangEngine.from_position(e.state)
    after = fresh.legal_actions(seat)
    assert len(after) < len(before) and all(a.kind != "play_card" for a in after)
