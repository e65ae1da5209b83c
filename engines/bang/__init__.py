"""BANG! (base game; Armed & Dangerous-ready): pure rules engine, AI and text renderers."""

from __future__ import annotations

from typing import Any

from engines.bang import effects as _effects  # noqa: F401  (registers the card handlers)
from engines.bang.ai import choose_ai_action
from engines.bang.rules import BangEngine
from engines.bang.text import describe_action, render_event, render_perspective
from engines.base import Engine, GameModule


def stats(engine: Engine[Any]) -> dict[str, Any]:
    """Winning role(s) and turns played, for `simulate`."""
    assert isinstance(engine, BangEngine)
    return engine.stats()


GAME = GameModule(
    engine=BangEngine,
    choose_ai_action=choose_ai_action,
    render_perspective=render_perspective,
    render_event=render_event,
    describe_action=describe_action,
    stats=stats,
    test_setups=(
        *tuple((n, {}) for n in range(3, 9)),
        (5, {"deal_two_characters": True}),
        (7, {"open_windows_for_hidden_hands": False, "cat_balou_own_cards": False}),
    ),
)
