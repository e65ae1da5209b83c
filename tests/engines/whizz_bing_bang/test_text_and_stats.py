"""Text rendering and simulate statistics (terminal, logs, `python -m bot simulate`)."""

from __future__ import annotations

import re

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
    assert "clockwise" in text and "Seat 3 must say Whizz (restart) — too slow at +3.0 s" in text
    assert "Draw pile face up" in text  # setup n°2 display
    assert "Last race: Seat 2 0.300 s" in text
    assert "●●●○" in text and "●○ = own tokens left to give" in text  # a legend for the icons
    assert "Seat 2 (you)" in GAME.render_perspective(e.view_for(1))


def test_terminal_texts_show_seconds_since_the_prompt_never_clock_readings_or_codes():
    """Times are seconds after the prompt, never epoch ms; no internal names (turn counters, codes)."""
    t0 = 1_796_108_110_000
    e = table(starter=0, start_ms=t0)
    call(e, 2, "whizz", t0 + 700)
    evs = tick(e, t0 + 1700)
    text = GAME.render_perspective(e.view_for(0))
    lines = [GAME.render_event(x, 2) for x in evs] + [text]
    evs = punish(e, 1, t0 + 2000) + punish(e, 2, t0 + 2100) + tick(e, t0 + 3000)
    lines += [GAME.render_event(x, 2) for x in evs]
    joined = "\n".join(x for x in lines if x)
    assert "window closes at +5.0 s" in text, text
    assert "(your Punish! did not count: you can't punish your own mistake)" in joined, joined
    assert "[race: Seat 2 0.300 s]" in joined, joined
    assert str(t0)[:6] not in joined and not re.search(r"\d ms|turn \d", joined), joined
    assert "_" not in joined, joined
    assert GAME.describe_action(e.legal_actions(0)[0], e.view_for(0)).startswith("Say Whizz at +")


def test_describe_actions():
    """Menu text names the sound and when, in seconds after the prompt."""
    e = table(starter=0)
    texts = [GAME.describe_action(a, e.view_for(0)) for a in e.legal_actions(0)]
    assert texts[0] == "Say Whizz at +0.1 s" and any(t.startswith("Punish!") for t in texts)


def test_stats_count_rounds_and_punishments_by_cause():
    """simulate: rounds and punishments (mistakes ruled) by cause."""
    played = play_ai_game(GAME, 6, 2)
    s = stats(played.engine)
    assert s["rounds"] == played.engine.state.round >= 1
    assert set(s["punishments_by_cause"]) == set(CAUSES)
    assert s["punishments_by_cause"]["last_boom_slap"] > 0
