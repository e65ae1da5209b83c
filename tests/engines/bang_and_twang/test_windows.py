"""Reaction windows (bang_and_twang.md §4.7) and turn order with extra/skipped turns (§4.8)."""

from __future__ import annotations

from engines.bang_and_twang.actions import BankCard, ChooseSeat, FlipRiff, Pass, PlayTune, React
from engines.bang_and_twang.events import TurnSkipped
from tests.engines.bang_and_twang.builders import answer, build, decision_of, kind_of, legal_kinds, timeout

DRAW = ["S10", "S12", "S16", "S08"]


def test_window_decisions_time_out_to_pass_with_the_reaction_timeout() -> None:
    """§4.7/§8: each eligible seat gets a decision of the reaction-window length, default Pass."""
    eng = build(
        3, hands=[["S13", "S14"], ["S03"], ["U5", "S04"]], draw=DRAW, options={"reaction_window_s": 9}
    )
    for seat in (1, 2):
        d = decision_of(eng, seat)
        assert d.timeout_s == 9 and d.default["kind"] == "pass"
    timeout(eng, 1)
    timeout(eng, 2)
    assert kind_of(eng, 0) == "take_action"


def test_window_priority_is_turn_direction_after_the_active_player() -> None:
    """§4.7: one reaction per window; the first reactor after the active player wins."""
    eng = build(3, hands=[["S01", "S13"], ["U8", "S02"], ["U7", "S04"]], riff="BTB", draw=DRAW)
    answer(eng, 0, FlipRiff, slot=2)  # BBB: seat 0 may bank S01
    answer(eng, 0, BankCard, card="S01")
    answer(eng, 2, React, card="U7", target=0)
    answer(eng, 1, React, card="U8", bank="S02")
    assert eng.state.banks == [["S01"], ["S02"], []]  # seat 1 won; Heckle not played
    assert "U7" in eng.state.hands[2]


def test_window_waits_for_every_eligible_seat() -> None:
    """§4.7: the window resolves only when every eligible seat has answered."""
    eng = build(3, hands=[["S13", "S14"], ["U5", "S03"], ["S04"]], draw=DRAW)
    answer(eng, 1, React, card="U5")
    assert eng.state.current.kind == "regular" and kind_of(eng, 2) == "react_turn_start"
    answer(eng, 2, Pass)
    assert eng.state.current.kind == "cut_in"


def test_no_reaction_windows_during_a_cut_in_turn() -> None:
    """§4.7: no reaction can be played during a Cut In turn (no chains)."""
    eng = build(3, hands=[["S13", "S14"], ["U5", "S01"], ["U7", "S04"]], draw=DRAW, riff="BBB")
    answer(eng, 2, Pass)
    answer(eng, 1, React, card="U5")
    answer(eng, 1, BankCard, card="S01")  # a bank in the Cut In turn: no Heckle window
    assert kind_of(eng, 2) is None and eng.state.current.seat == 0


def test_quick_ears_needs_a_riff_change() -> None:
    """§4.7: the action-resolved window opens for Quick Ears only if the riff changed."""
    eng = build(hands=[["S01", "S13"], ["U8", "S02"]], riff="BBB", draw=DRAW)
    answer(eng, 0, BankCard, card="S01")
    assert kind_of(eng, 1) == "take_action"  # no window: straight to seat 1's turn


def test_heckle_needs_a_card_banked_by_another_player_still_on_top() -> None:
    """§4.7: Heckle targets only a sequence card banked this action and still on top."""
    eng = build(hands=[["S03", "S13"], ["U7", "S02"]], riff="BBB", draw=DRAW)
    answer(eng, 0, FlipRiff, slot=1)  # no bank: no Heckle window (no U8 in the deck)
    assert kind_of(eng, 1) == "take_action"


def test_no_window_opens_in_the_middle_of_a_tune_card() -> None:
    """§4.7: windows open after the whole action, not between a tune card's steps."""
    eng = build(hands=[["G1", "S13"], ["U8", "S04"]], riff="BBB", draw=DRAW)
    answer(eng, 0, PlayTune, card="G1")
    answer(eng, 0, FlipRiff, slot=1)
    assert kind_of(eng, 1) is None  # still inside Double Strum
    answer(eng, 0, FlipRiff, slot=3)
    answer(eng, 0, BankCard, card="S13")
    assert kind_of(eng, 1) == "react_action_resolved"


def test_reactor_refreshes_after_the_reaction() -> None:
    """§4.7: a player who reacts refreshes to their target right after the reaction."""
    eng = build(hands=[["S01", "S13"], ["U7"]], riff="BBB", draw=DRAW)
    answer(eng, 0, BankCard, card="S01")
    answer(eng, 1, React, card="U7", target=0)
    assert eng.state.hands[1] == ["S10", "S12"]


def test_shush_only_for_non_reaction_tunes_and_not_the_reaction_holder_reveal() -> None:
    """§4.7/R14: the Shush! window opens for every eligible seat; non-holders may only pass."""
    eng = build(3, hands=[["G5", "S13"], ["S03"], ["U6", "S04"]], draw=DRAW)
    answer(eng, 0, PlayTune, card="G5")
    assert kind_of(eng, 1) == "react_tune_played" and legal_kinds(eng, 1) == {"pass"}
    assert legal_kinds(eng, 2) == {"pass", "react"}


def test_turn_order_encore_extra_turn_before_the_next_player() -> None:
    """§4.8: the pending Encore turn of the same player comes before the next player's."""
    eng = build(3, hands=[["U1", "S03"], ["S04"], ["S02"]], draw=DRAW)
    answer(eng, 0, PlayTune, card="U1")
    assert (eng.state.current.seat, eng.state.current.kind) == (0, "extra")
    answer(eng, 0, FlipRiff, slot=2)
    assert eng.state.current.seat == 1


def test_turn_order_skips_stack() -> None:
    """§4.8: skips stack; each cancels one turn of the skipped player."""
    eng = build(3, hands=[["U4", "S03"], ["S04"], ["S02"]], draw=DRAW, pending_skips=[0, 1, 0])
    answer(eng, 0, PlayTune, card="U4")
    answer(eng, 0, ChooseSeat, seat=1)
    assert eng.state.current.seat == 2
    assert eng.state.pending_skips[1] == 1


def test_turn_order_skip_cancels_an_extra_turn() -> None:
    """§4.8: a skip cancels the skipped player's next regular or extra turn."""
    eng = build(3, hands=[["U1", "S03"], ["S04"], ["S02"]], draw=DRAW, pending_skips=[1, 0, 0])
    events = answer(eng, 0, PlayTune, card="U1")
    assert any(isinstance(e, TurnSkipped) and e.seat == 0 for e in events)
    assert eng.state.current.seat == 1


def test_turn_order_cut_in_turn_is_never_skipped() -> None:
    """§4.8: Cut In turns are never skipped and do not use up a skip."""
    eng = build(3, hands=[["S13", "S14"], ["U5", "S03"], ["S04"]], draw=DRAW, pending_skips=[0, 1, 0])
    answer(eng, 2, Pass)
    answer(eng, 1, React, card="U5")
    assert eng.state.current.kind == "cut_in" and eng.state.pending_skips[1] == 1


def test_turn_order_encore_played_in_a_cut_in_turn_waits_for_the_cutters_own_turn() -> None:
    """§4.8 (resolved ambiguity): an Encore earned in a Cut In turn is taken after the
    cutter's next own turn, so the interrupted turn still goes ahead right after the Cut In."""
    eng = build(3, hands=[["S13", "S14"], ["U5", "U1", "S03"], ["S04"]], draw=DRAW, deck_tunes=["U5", "U1"])
    answer(eng, 2, Pass)
    answer(eng, 1, React, card="U5")
    answer(eng, 1, PlayTune, card="U1")
    assert eng.state.current.seat == 0 and eng.state.pending_extra[1] == 1
    answer(eng, 0, FlipRiff, slot=2)
    assert (eng.state.current.seat, eng.state.current.kind) == (1, "regular")
    answer(eng, 1, FlipRiff, slot=2)
    assert (eng.state.current.seat, eng.state.current.kind) == (1, "extra")
