"""Timeout defaults of every decision (bang_and_twang.md §8): legal and least revealing."""

from __future__ import annotations

from engines.bang_and_twang.actions import BankCard, NameTriplet, PlayTune, React, RestackPick
from tests.engines.bang_and_twang.builders import answer, build, kind_of, timeout

DRAW = ["S10", "S12", "S16", "S08"]


def test_default_bank_step_banks_the_best_match() -> None:
    """§8: inside a tune card a bank step banks what it allows, highest-scoring first."""
    eng = build(hands=[["Y4", "S02", "S01"], ["S03"]], riff="BBB", draw=DRAW)
    answer(eng, 0, PlayTune, card="Y4")
    timeout(eng, 0)  # the optional flip/move is skipped
    timeout(eng, 0)
    timeout(eng, 0)
    assert eng.state.banks[0] == ["S01", "S02"]


def test_default_optional_riff_steps_are_skipped() -> None:
    """§8: optional steps (up to N flips) are skipped on timeout."""
    eng = build(hands=[["G1", "S13"], ["S03"]], riff="BBB", draw=DRAW)
    answer(eng, 0, PlayTune, card="G1")
    timeout(eng, 0)
    assert eng.state.riff == "BBB" and eng.state.current.seat == 1


def test_default_required_choices_take_the_first_option() -> None:
    """§8: a required flip takes slot 1; a triplet takes the first of §1.2 (B B B)."""
    eng = build(3, hands=[["P7", "S13"], ["S03"], ["S04"]], riff="TTT", draw=DRAW)
    answer(eng, 0, PlayTune, card="P7")
    timeout(eng, 0)
    assert eng.state.riff == "BTT"
    eng = build(hands=[["Y6", "S13"], ["S01"]], riff="TTT", draw=DRAW)
    answer(eng, 0, PlayTune, card="Y6")
    assert eng.default_action(eng.state.decisions[0]) == NameTriplet(
        decision_id=eng.state.decisions[0].id, triplet="BBB"
    )
    timeout(eng, 0)
    assert eng.state.hands[0] == ["S13", "S01"]  # the only BBB holder gave it


def test_default_peek_takes_the_top_card_and_restack_keeps_the_order() -> None:
    """§8: bank cards are chosen from the top; Tidy Up's optional restack keeps the order."""
    eng = build(hands=[["K7", "S13"], ["S04"]], banks=[[], ["S01", "S02"]], draw=DRAW)
    answer(eng, 0, PlayTune, card="K7")
    timeout(eng, 0)
    assert eng.state.banks == [["S02"], ["S01"]]
    eng = build(hands=[["O1", "S13"], ["S04"]], banks=[["S01", "S02", "S05"], []], draw=DRAW)
    answer(eng, 0, PlayTune, card="O1")
    assert kind_of(eng, 0) == "restack"
    assert RestackPick(decision_id=eng.state.decisions[0].id, position=0) in eng.legal_actions(0)
    timeout(eng, 0)
    assert eng.state.banks[0] == ["S01", "S02", "S05"]


def test_default_reaction_is_pass_even_for_a_holder() -> None:
    """§8/R14: no reaction is played on timeout, even by a seat holding the card."""
    eng = build(hands=[["S01", "S13"], ["U7", "S03"]], riff="BBB", draw=DRAW)
    answer(eng, 0, BankCard, card="S01")
    assert React(decision_id=eng.state.decisions[0].id, card="U7", target=0) in eng.legal_actions(1)
    timeout(eng, 1)
    assert eng.state.banks == [["S01"], []] and "U7" in eng.state.hands[1]
