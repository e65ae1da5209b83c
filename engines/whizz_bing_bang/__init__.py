"""Whizz Bing Bang: pure real-time rules engine, AI, self-play and text (whizz_bing_bang.md)."""

from __future__ import annotations

from typing import Any

from engines.base import Engine, GameModule
from engines.whizz_bing_bang.ai import choose_ai_action
from engines.whizz_bing_bang.autoplay import autoplay
from engines.whizz_bing_bang.engine import WhizzBingBangEngine
from engines.whizz_bing_bang.state import CAUSES
from engines.whizz_bing_bang.text import describe_action, render_event, render_perspective


def stats(engine: Engine[Any]) -> dict[str, Any]:
    """Per-game statistics for `simulate`: rounds, punishments (mistakes ruled) by cause."""
    st = engine.state
    return {
        "rounds": st.round,
        "tokens_given": st.tokens_given,
        "unclaimed_mistakes": st.unclaimed,
        "punishments_by_cause": {c: st.mistakes.get(c, 0) for c in CAUSES},
    }


GAME = GameModule(
    engine=WhizzBingBangEngine,
    choose_ai_action=choose_ai_action,
    render_perspective=render_perspective,
    render_event=render_event,
    describe_action=describe_action,
    autoplay=autoplay,
    stats=stats,
    test_setups=(
        (2, {"two_players": True, "end_points": 6}),
        (3, {"end_points": 6}),
        (3, {"timing": "expert", "grace_ms": 0, "end_points": 6}),
        (4, {"token_hunt": True, "end_points": 6}),
        (4, {"setup": "setup_2", "player_handicap_ms": [0, 300, 0, 0], "end_points": 6}),
        (5, {"end_points": 8, "slap_anticipation_guard_ms": 0}),
        (6, {"end_points": 8}),
        (6, {}),
    ),
)

__all__ = ["GAME", "WhizzBingBangEngine"]
