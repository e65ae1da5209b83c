"""Text rendering and simulate statistics (terminal, logs, `python -m bot simulate`)."""

from __future__ import annotations

from engines.base import visible_events
from engines.common.runner import play_ai_game
from engines.whizz_bing_bang import GAME, stats
from engines.whizz_bing_bang.state import CAUSES
from tests.engines.whizz_bing_bang.builders import call, punish, table, tick


def test_every_event_of_a_game_renders():
    """Every event a seat can see renders to one line; the table renders at every step."""
    seen: set[str] = set()

    def on_events(seat, action, events):
        for ev in visible_events(events, 0):
            line = GAME.render_event(ev, 0)
            assert line, ev.kind
            seen.add(ev.kind)

    played = play_ai_game(GAME, 4, 11, {"token_hunt": True}, on_events=on_events)
    assert {
        "card_called",
        "mistake_ruled",
        "token_given",
        "boom_ranked",
        "round_scored",
        "game_ended",
    } <= seen
    text = GAME.render_perspective(played.engine.view_for(0))
    assert "Game over" in text


def test_table_shows_direction_turn_tokens_ranking_and_deadline():
    """§9.5: the table shows the direction, the active player, tokens, the last ranking and deadline."""
    e = table(starter=0, setup="setup_2")
    call(e, 2, "whizz", 700)
    tick(e, 1700)
    punish(e, 1, 2000)
    tick(e, 3000)
    text = GAME.render_perspective(e.view_for(None))
    assert "clockwise" in text and "P3 must say Whizz (restart)" in text
    assert "Draw pile face up" in text  # setup n°2 display
    assert "Last race: P2 300 ms" in text and "next ruling at" in text
    assert "●●●○" in text


def test_describe_actions():
    """Menu text names the sound and the timestamp."""
    e = table(starter=0)
    texts = [GAME.describe_action(a, e.view_for(0)) for a in e.legal_actions(0)]
    assert texts[0].startswith("Say Whizz @") and any(t.startswith("Punish!") for t in texts)


def test_stats_count_rounds_and_punishments_by_cause():
    """simulate: rounds and punishments (mistakes ruled) by cause."""
    played = play_ai_game(GAME, 6, 2)
    s = stats(played.engine)
    assert s["rounds"] == played.engine.state.round >= 1
    assert set(s["punishments_by_cause"]) == set(CAUSES)
    assert s["punishments_by_cause"]["last_boom_slap"] > 0
