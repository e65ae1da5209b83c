"""Forest Gangs: pure rules engine, AI and text rendering (forest_gangs.md).

API for renderers and the cog (all `engines.base.Model`s, msgspec structs):
- Options `ForestGangsOptions(ghost: bool | None = None, kids1=False, kids2=False,
  choice_timeout_s=60, ability_timeout_s=20)`; ghost None = on with 2 seats, off otherwise.
- Decisions (simultaneous, one per seat): `choose_card` → `ChooseCard(decision_id, card: str | None)`
  (None = a random legal card, the default); `use_shapeshifter` → `UseShapeshifter(decision_id,
  use=False)`; `join_duel` → `JoinDuel(decision_id, join=False)`; Kids 2 `reveal` → `Reveal(decision_id)`.
- Perspective `ForestGangsPerspective` (engines.forest_gangs.perspective): counts per seat
  (`players: list[SeatView]`, the ghost last with seat == `seats`), `combat_log` / `last_combat`
  (`list[CombatStep]`, cards as `Face`), the viewer's `hand` / `legal_cards` / `decisions`.
- Events (engines.forest_gangs.events): RoundStarted, CardsDrawn/CardDrawn, DeckReshuffled,
  DecisionsOpened, CardChosen/CardChosenPrivate, CombatStepped, HandPassed, GameEnded.
"""

from __future__ import annotations

from typing import Any

from engines.base import Engine, GameModule
from engines.forest_gangs.ai import choose_ai_action
from engines.forest_gangs.engine import ForestGangsEngine
from engines.forest_gangs.faces import card_faces
from engines.forest_gangs.search import choose_hard_action
from engines.forest_gangs.text import describe_action, render_event, render_perspective


def stats(engine: Engine[Any]) -> dict[str, Any]:
    """Per-game outcome statistics for `simulate`: rounds, end reason, whether the ghost won."""
    st = engine.state
    end = next((s for s in reversed(st.log) if s.kind == "game_end"), None)
    ghost_won = bool(st.ghost and st.final_counts and st.result is not None and not st.result.winners)
    return {"rounds": st.round, "end": end.reason if end else None, "ghost_won": ghost_won}


GAME = GameModule(
    card_faces=card_faces,
    engine=ForestGangsEngine,
    choose_ai_action=choose_ai_action,
    hard_ai=choose_hard_action,
    render_perspective=render_perspective,
    render_event=render_event,
    describe_action=describe_action,
    stats=stats,
    test_setups=(
        (2, {}),
        (3, {}),
        (3, {"ghost": True}),
        (4, {}),
        (4, {"kids1": True}),
        (4, {"kids2": True, "ghost": True}),
        (5, {"ghost": True}),
        (6, {}),
        (6, {"kids2": True}),
    ),
)

__all__ = ["GAME", "ForestGangsEngine"]
