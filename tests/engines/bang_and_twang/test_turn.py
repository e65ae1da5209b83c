"""Core turn rules: matching, flip, move, banking, refresh, empty hands, the end and scoring."""

from __future__ import annotations

import pytest

from engines.bang_and_twang.actions import BankCard, Done, FlipRiff, MoveRiff, PlayTune
from engines.bang_and_twang.engine import BangAndTwangEngine
from engines.bang_and_twang.events import CardBanked, GameEnded
from engines.bang_and_twang.riff import moved
from engines.base import RuleViolation
from tests.engines.bang_and_twang.builders import answer, build, decision_of, kind_of, legal_kinds


def test_bank_needs_an_exact_match_left_to_right() -> None:
    """§3.2 A: only a card whose triplet equals the riff slot by slot can be banked."""
    eng = build(hands=[["S15", "S11"], ["S01"]], riff="BTT", draw=["S02", "S03"])
    banks = {a.card for a in eng.legal_actions(0) if isinstance(a, BankCard)}
    assert banks == {"S15"}  # BTT matches, TTB (its reverse order) does not
    with pytest.raises(RuleViolation):
        answer(eng, 0, BankCard, card="S11")


def test_banked_card_goes_on_top_of_the_bank_and_is_announced() -> None:
    """§3.4: the banked card goes face down on top of the bank; title and sequence are public."""
    eng = build(hands=[["S15", "S11"], ["S01"]], banks=[["S07"], []], riff="BTT", draw=["S02", "S03"])
    events = answer(eng, 0, BankCard, card="S15")
    assert eng.state.banks[0] == ["S07", "S15"]
    banked = [e for e in events if isinstance(e, CardBanked)]
    assert banked[0].name == "Kettle Song" and banked[0].triplet == "BTT"
    assert banked[0].audience.sees(None)


def test_flip_turns_over_exactly_one_riff_card() -> None:
    """§3.3: a flip turns one card over (B<->T) and always changes the riff."""
    eng = build(hands=[["S13", "S11"], ["S01"]], riff="BBB", draw=["S02", "S03"])
    answer(eng, 0, FlipRiff, slot=2)
    assert eng.state.riff == "BTB"


def test_move_takes_a_card_out_and_reinserts_it() -> None:
    """§3.3/R1: remove-and-insert; from a b c the moves give b a c, b c a, a c b, c a b."""
    assert {moved("abc", i, j) for i in (1, 2, 3) for j in (1, 2, 3) if i != j} == {
        "bac",
        "bca",
        "acb",
        "cab",
    }
    eng = build(hands=[["S13", "S11"], ["S01"]], riff="BTT", draw=["S02", "S03"])
    answer(eng, 0, MoveRiff, src=1, dst=3)
    assert eng.state.riff == "TTB"
    assert eng.state.riff_order == [2, 3, 1]


def test_flip_then_may_bank_is_optional() -> None:
    """§3.2 B / R3: after a flip that makes a match the player may decline to bank."""
    eng = build(hands=[["S07", "S11"], ["S01"]], riff="BBB", draw=["S02", "S03"])
    answer(eng, 0, FlipRiff, slot=2)
    assert kind_of(eng, 0) == "may_bank"
    answer(eng, 0, Done)
    assert eng.state.banks[0] == [] and "S07" in eng.state.hands[0]


def test_move_then_bank_a_match() -> None:
    """§3.2 C: a move that makes a match lets the player bank one card."""
    eng = build(hands=[["S13", "S11"], ["S01"]], riff="TTB", draw=["S02", "S03"])
    answer(eng, 0, MoveRiff, src=3, dst=2)  # T T B -> T B T
    answer(eng, 0, BankCard, card="S13")
    assert eng.state.banks[0] == ["S13"]


def test_flip_without_match_ends_the_action() -> None:
    """§3.2: a flip or move that banks nothing is legal; the turn goes on to the refresh."""
    eng = build(hands=[["S03", "S11"], ["S01"]], riff="BBB", draw=["S02", "S04"])
    answer(eng, 0, FlipRiff, slot=1)
    assert eng.state.current.seat == 1


def test_passing_is_not_an_action() -> None:
    """§3.2: one action is mandatory; there is no pass (no Done at the turn's action)."""
    eng = build(hands=[["S03", "S11"], ["S01"]], riff="BBB", draw=["S02", "S04"])
    assert "done" not in legal_kinds(eng, 0) and "pass" not in legal_kinds(eng, 0)


def test_one_sequence_card_per_turn_even_if_two_match() -> None:
    """§3.2 banking limit / R4: after banking one match, the turn moves on."""
    eng = build(hands=[["S01", "S02"], ["S03"]], riff="BBB", draw=["S04", "S05"])
    answer(eng, 0, BankCard, card="S01")
    assert eng.state.banks[0] == ["S01"]
    assert eng.state.current.seat == 1
    assert "S02" in eng.state.hands[0]


def test_refresh_draws_up_to_two() -> None:
    """§3.5: after the action, draw until holding at least 2 cards."""
    eng = build(hands=[["S01", "S11"], ["S03"]], riff="BBB", draw=["S05", "S06", "S07"])
    answer(eng, 0, BankCard, card="S01")
    assert sorted(eng.state.hands[0]) == ["S05", "S11"]
    assert eng.state.draw == ["S07", "S06"]


def test_refresh_from_empty_hand_draws_two() -> None:
    """§3.5: drawing may be 2 cards when the hand is empty after the action."""
    eng = build(hands=[["S01"], ["S03"]], riff="BBB", draw=["S05", "S06", "S07"])
    answer(eng, 0, BankCard, card="S01")
    assert sorted(eng.state.hands[0]) == ["S05", "S06"]


def test_empty_hand_turn_only_flip_or_move_then_refresh() -> None:
    """§3.1/R9: with an empty hand and a draw pile, only a flip or move, then refresh."""
    eng = build(hands=[[], ["S03"]], riff="BTB", draw=["S05", "S06", "S07"])
    assert legal_kinds(eng, 0) == {"flip_riff", "move_riff"}
    answer(eng, 0, FlipRiff, slot=1)
    assert eng.state.hands[0] == ["S05", "S06"]
    assert eng.state.current.seat == 1


def test_game_ends_at_turn_start_when_out_of_cards() -> None:
    """§3.1/§5: empty hand and empty draw pile at the start of the turn ends the game."""
    eng = build(hands=[[], ["S03"]], banks=[["S01"], []], riff="BBB", draw=[])
    assert eng.result is not None
    assert eng.result.winners == [0]


def test_game_ends_after_the_action_when_out_of_cards() -> None:
    """§3.6/§5: emptying the hand with an empty draw pile ends the game before refreshing."""
    eng = build(hands=[["S01"], ["S03", "S04"]], riff="BBB", draw=[])
    events = answer(eng, 0, BankCard, card="S01")
    assert eng.result is not None
    assert any(isinstance(e, GameEnded) and e.reason == "out_of_cards" for e in events)
    assert eng.result.scores == [3.0, 0.0]


def test_empty_hand_with_draw_pile_does_not_end() -> None:
    """§3.6: emptying your hand while the draw pile still has cards just refreshes."""
    eng = build(hands=[["S01"], ["S03", "S04"]], riff="BBB", draw=["S05"])
    answer(eng, 0, BankCard, card="S01")
    assert eng.result is None
    assert eng.state.hands[0] == ["S05"]


def test_scoring_adds_bank_points_only() -> None:
    """§5: bank points count; cards in hand and discarded cards score 0."""
    eng = build(
        hands=[["S01"], ["S03", "S04"]], banks=[["S05", "G5"], ["S16"]], riff="BBB", draw=[], discard=["G7"]
    )
    answer(eng, 0, BankCard, card="S01")
    assert eng.result.scores == [1 + 2 + 3, 2.0]  # S05 1 + Busker's Tip 2 + S01 3; hand S03/S04 = 0
    assert eng.result.winners == [0]


def test_tie_is_shared_by_default() -> None:
    """§5 tie: tied players share the victory (default)."""
    eng = build(hands=[["S07"], ["S03"]], banks=[["S06"], ["S08", "S09"]], riff="BTB", draw=[])
    answer(eng, 0, BankCard, card="S07")
    assert eng.result.scores == [3.0, 3.0]
    assert eng.result.winners == [0, 1]


def test_tie_break_most_banked_cards_option() -> None:
    """§5 optional tie-break: most banked cards, then shared."""
    eng = build(
        hands=[["S07"], ["S03"]],
        banks=[["S06"], ["S09", "S11", "S13"]],
        riff="BTB",
        draw=[],
        options={"tie": "most_banked_cards"},
    )
    answer(eng, 0, BankCard, card="S07")
    assert eng.result.scores == [3.0, 3.0]
    assert eng.result.winners == [1]


def test_refresh_only_for_the_active_player() -> None:
    """§3.5: only the player whose turn it is refreshes."""
    eng = build(hands=[["S01", "S11"], ["S03"]], riff="BBB", draw=["S05", "S06", "S07"])
    answer(eng, 0, BankCard, card="S01")
    assert eng.state.hands[1] == ["S03"]


def test_turn_passes_in_direction() -> None:
    """§2 step 8: anticlockwise play goes to decreasing seat numbers."""
    eng = build(
        3,
        hands=[["S01", "S11"], ["S03"], ["S04"]],
        riff="BBB",
        draw=["S05", "S06"],
        options={"direction": "anticlockwise"},
        direction=-1,
    )
    answer(eng, 0, BankCard, card="S01")
    assert eng.state.current.seat == 2


def test_afk_default_banks_the_best_match_else_flips_slot_1() -> None:
    """§8: AFK default banks the highest-scoring match, otherwise flips slot 1."""
    eng = build(hands=[["S02", "S01"], ["S03"]], riff="BBB", draw=["S05", "S06"])
    assert eng.default_action(decision_of(eng, 0)) == BankCard(decision_id=decision_of(eng, 0).id, card="S01")
    eng = build(hands=[["S03", "S11"], ["S04"]], riff="BBB", draw=["S05", "S06"])
    assert eng.default_action(decision_of(eng, 0)) == FlipRiff(decision_id=decision_of(eng, 0).id, slot=1)


def test_tune_cards_are_a_legal_action() -> None:
    """§3.2 D: playing a tune card from the hand is an action."""
    eng = build(hands=[["G5", "S11"], ["S03"]], riff="BBB", draw=["S05", "S06"])
    assert PlayTune(decision_id=decision_of(eng, 0).id, card="G5") in eng.legal_actions(0)


def test_new_game_deals_two_each_from_a_24_card_deck() -> None:
    """§1.4/§2: 16 sequence + 8 tune cards; 2 cards dealt to each player; riff uniform."""
    eng = BangAndTwangEngine.new(6, 5)
    s = eng.state
    assert all(len(h) == 2 for h in s.hands)
    assert len(s.draw) == 12
    assert len(s.deck_tunes) == 8 and all(c.startswith("G") for c in s.deck_tunes)
    assert s.riff in ("BBB", "TTT")


@pytest.mark.parametrize("riff", ["BBB", "BTB", "TTB"])
def test_take_action_lists_banks_then_flips_then_the_moves_that_change_the_riff(riff: str) -> None:
    """§3.2 A-D, R1, R2: the matching banks, the 3 flips, every move that changes the riff (a
    no-op move is not offered), then the tune cards held."""
    match = {"BBB": "S01", "BTB": "S07", "TTB": "S11"}[riff]
    eng = build(hands=[[match, "G1"], ["S02"]], riff=riff, draw=["S04", "S05"])
    did = decision_of(eng, 0).id
    expected: list[object] = [BankCard(decision_id=did, card=match)]
    expected += [FlipRiff(decision_id=did, slot=i) for i in (1, 2, 3)]
    expected += [
        MoveRiff(decision_id=did, src=a, dst=b)
        for a in (1, 2, 3)
        for b in (1, 2, 3)
        if a != b and moved(riff, a, b) != riff
    ]
    expected.append(PlayTune(decision_id=did, card="G1"))
    assert eng.legal_actions(0) == expected
    if riff == "BBB":
        assert not any(isinstance(a, MoveRiff) for a in expected)  # one letter: no move changes it


def test_listed_answers_are_frozen() -> None:
    """An answer handed out by `legal_actions` cannot be changed by whoever holds it."""
    eng = build(hands=[["S01"], ["S02"]], riff="BBB", draw=["S04", "S05"])
    with pytest.raises(AttributeError):
        eng.legal_actions(0)[0].card = "S02"  # type: ignore[misc]
