"""Whizz Bing Bang: pure real-time rules engine, AI, self-play and text (whizz_bing_bang.md).

How the bot drives it (time is data; the engine never reads a clock):

- Every button press becomes an input stamped with the interaction's Discord time and id:
  `Call(sound, at_ms=snowflake_time_ms(id), snowflake=id)`, `Slap(...)` (BOOM, or typed "boom"),
  `Punish(...)`, and in token hunt `PickToken(slot, ...)`. Apply it as the seat at once, in any
  arrival order. `RuleViolation("input_too_old")` means it was stamped before a ruling already
  made (ignore it silently); "duplicate_input" means the same snowflake twice.
- After each applied action, read `view_for(None).next_tick_ms` and schedule
  `Tick(now_ms=<Discord now>)` for that instant (the deadline plus the grace period, W24); apply
  it as the system (seat None). A Tick may also be applied at any other time; it never goes back.
- When the table edit (or the post of a mistake or restart) is acknowledged by Discord, apply
  `Shown(turn=<state.turn the prompt belongs to>, at_ms=<Discord time of that edit>)` as the
  system: it is the reveal instant / slowness-timer start / punish-window opening (W14, W23, W27).
  Once per prompt; a stale turn is refused. Without it the engine uses the input's own time.
- At the start of the game apply `Tick(now_ms=<Discord now>)` (or `Shown`) when the first table is
  posted: the first player's slowness timer starts there.
- Sound buttons are always live: do not put a turn token in their custom_ids.
- AI seats: call `choose_ai_action(engine, seat, rng)` once per (seat, prompt turn) and deliver
  the returned action when the Discord clock reaches its `at_ms`.
"""

from __future__ import annotations

from typing import Any

from engines.base import Engine, GameModule
from engines.whizz_bing_bang.ai import choose_ai_action, choose_easy_action, choose_hard_action
from engines.whizz_bing_bang.autoplay import autoplay
from engines.whizz_bing_bang.engine import WhizzBingBangEngine
from engines.whizz_bing_bang.faces import card_faces
from engines.whizz_bing_bang.state import CAUSES
from engines.whizz_bing_bang.terminal import play_terminal
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
    card_faces=card_faces,
    engine=WhizzBingBangEngine,
    choose_ai_action=choose_ai_action,
    easy_ai=choose_easy_action,
    hard_ai=choose_hard_action,
    render_perspective=render_perspective,
    render_event=render_event,
    describe_action=describe_action,
    autoplay=autoplay,
    terminal=play_terminal,
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
