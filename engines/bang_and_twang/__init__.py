"""The Forest Dragon: Bang & Twang — pure rules engine package (bang_and_twang.md)."""

from __future__ import annotations

from typing import Any

from engines.bang_and_twang.ai import choose_ai_action
from engines.bang_and_twang.engine import BangAndTwangEngine
from engines.bang_and_twang.faces import card_faces
from engines.bang_and_twang.search import choose_hard_action
from engines.bang_and_twang.text import describe_action, render_event, render_perspective
from engines.base import Engine, GameModule


def stats(engine: Engine[Any]) -> dict[str, Any]:
    """Per-game outcome statistics for `simulate`: winning score, banks, turns, end reason."""
    s = engine.state
    scores = s.result.scores if s.result else []
    return {
        "turns": s.turns_taken,
        "top_score": max(scores, default=0),
        "banked": sum(len(b) for b in s.banks),
        "shared_win": bool(s.result and len(s.result.winners) > 1),
    }


def table_card(card_id: str) -> tuple[str, str, str]:
    """A card's public face for the table image: a tune's (name, "", tune set), a sequence card's
    (title, triplet, "sequence")."""
    from engines.bang_and_twang.catalog import load_catalog

    cat = load_catalog()
    seq = cat.seq.get(card_id)
    if seq is not None:
        return (seq.title, seq.triplet, "sequence")
    return (cat.tunes[card_id].name, "", cat.set_of[card_id])


GAME = GameModule(
    card_faces=card_faces,
    engine=BangAndTwangEngine,
    choose_ai_action=choose_ai_action,
    render_perspective=render_perspective,
    render_event=render_event,
    describe_action=describe_action,
    stats=stats,
    test_setups=(
        (2, {}),
        (3, {}),
        (4, {}),
        (5, {}),
        (6, {}),
        (2, {"tune_set": "red_triangle"}),
        (3, {"tune_set": "blue_square"}),
        (6, {"tune_set": "blue_square"}),
        (4, {"tune_set": "yellow_star"}),
        (5, {"tune_set": "purple_diamond"}),
        (3, {"tune_set": "orange_heart"}),
        (2, {"tune_set": "blue_square", "open_hands": True}),
        (4, {"tune_mode": "double", "tune_set": "red_triangle"}),
        (4, {"tune_set": "orange_heart", "direction": "anticlockwise", "tie": "most_banked_cards"}),
        (5, {"tune_mode": "double", "tune_set": "blue_square", "second_tune_set": "yellow_star"}),
        (6, {"tune_mode": "wondertunes"}),
        (
            3,
            {
                "tune_mode": "wondertunes",
                "wondertunes_mode": "custom",
                "wondertunes_cards": ["U5", "U6", "U7", "U8", "K5", "O4", "O2", "Y5"],
            },
        ),
    ),
    table_card=table_card,
    hard_ai=choose_hard_action,
)
