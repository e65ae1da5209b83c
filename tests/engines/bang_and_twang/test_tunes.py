"""One test per tune card (bang_and_twang.md §4), each asserting the card's step list in order.

Sequence cards used: S01/S02 BBB, S03/S04 TTT, S05/S06 BBT, S07/S08 BTB, S09/S10 TBB,
S11/S12 TTB, S13/S14 TBT, S15/S16 BTT.
"""

from __future__ import annotations

from engines.bang_and_twang.actions import (
    BankCard,
    ChooseSeat,
    Done,
    FlipRiff,
    GiveCard,
    MoveRiff,
    NameTriplet,
    Pass,
    PlayTune,
    React,
    RestackPick,
    RotateRiff,
    SetRiff,
    TakeBankCard,
)
from engines.bang_and_twang.engine import BangAndTwangEngine
from engines.bang_and_twang.events import BankPeeked, CardRevealed, HandCardMovedPrivate
from engines.base import Event
from tests.engines.bang_and_twang.builders import answer, build, kind_of, legal_kinds, score

DRAW = ["S10", "S12", "S16", "S08"]


def play(eng: BangAndTwangEngine, card: str, seat: int = 0) -> list[Event]:
    return answer(eng, seat, PlayTune, card=card)


# ---- Green Circle ---------------------------------------------------------------------------------
def _double_strum(card: str) -> None:
    """Flip up to two different riff cards, then you may bank a match."""
    eng = build(hands=[[card, "S13"], ["S03"]], riff="BBB", draw=DRAW)
    play(eng, card)
    assert kind_of(eng, 0) == "tune_flip"
    answer(eng, 0, FlipRiff, slot=1)  # TBB
    assert FlipRiff(decision_id=eng.state.decisions[0].id, slot=1) not in eng.legal_actions(0)  # distinct
    answer(eng, 0, FlipRiff, slot=3)  # TBT
    assert kind_of(eng, 0) == "tune_bank"
    answer(eng, 0, BankCard, card="S13")
    assert eng.state.banks[0] == ["S13"] and card in eng.state.discard


def test_tune_G1() -> None:
    """§4.1 G1 Double Strum: two distinct flips, then bank a match."""
    _double_strum("G1")


def test_tune_G2() -> None:
    """§4.1 G2 Double Strum: two distinct flips, then bank a match."""
    _double_strum("G2")


def _shuffle_step(card: str) -> None:
    eng = build(hands=[[card, "S13"], ["S03"]], riff="BBT", draw=DRAW)
    play(eng, card)
    assert kind_of(eng, 0) == "tune_move"  # the move comes first
    answer(eng, 0, MoveRiff, src=3, dst=1)  # TBB
    assert kind_of(eng, 0) == "tune_flip"
    answer(eng, 0, FlipRiff, slot=3)  # TBT
    answer(eng, 0, BankCard, card="S13")
    assert eng.state.banks[0] == ["S13"]


def test_tune_G3() -> None:
    """§4.1 G3 Shuffle Step: may move, then may flip, then may bank."""
    _shuffle_step("G3")


def test_tune_G4() -> None:
    """§4.1 G4 Shuffle Step: may move, then may flip, then may bank."""
    _shuffle_step("G4")


def _busker(card: str) -> None:
    eng = build(hands=[[card, "S13"], ["S03"]], riff="BBB", draw=DRAW)
    play(eng, card)
    assert eng.state.banks[0] == [card]
    assert score(eng, 0) == 2
    assert card not in eng.state.discard


def test_tune_G5() -> None:
    """§4.1 G5 Busker's Tip: bank this card, worth 2 points."""
    _busker("G5")


def test_tune_G6() -> None:
    """§4.1 G6 Busker's Tip: bank this card, worth 2 points."""
    _busker("G6")


def test_tune_G7() -> None:
    """§4.1 G7 Free Verse: bank one sequence card without matching."""
    eng = build(hands=[["G7", "S03"], ["S01"]], riff="BBB", draw=DRAW)
    play(eng, "G7")
    answer(eng, 0, BankCard, card="S03")
    assert eng.state.banks[0] == ["S03"]


def test_tune_G8() -> None:
    """§4.1 G8 Tune Up: set the riff to any triplet, then bank a match."""
    eng = build(hands=[["G8", "S13"], ["S01"]], riff="BBB", draw=DRAW)
    play(eng, "G8")
    assert len(eng.legal_actions(0)) == 8
    answer(eng, 0, SetRiff, triplet="TBT")
    assert eng.state.riff == "TBT"
    answer(eng, 0, BankCard, card="S13")
    assert eng.state.banks[0] == ["S13"]


# ---- Red Triangle ----------------------------------------------------------------------------------
def _sticky(card: str) -> None:
    eng = build(3, hands=[[card, "S13"], ["S03"], ["S04"]], banks=[[], ["S01", "S05"], ["S07"]], draw=DRAW)
    play(eng, card)
    assert {a.seat for a in eng.legal_actions(0) if isinstance(a, ChooseSeat)} == {1, 2}
    answer(eng, 0, ChooseSeat, seat=1)
    assert eng.state.banks[0] == ["S05"] and eng.state.banks[1] == ["S01"]


def test_tune_K1() -> None:
    """§4.2 K1 Sticky Fingers: take the top card of a chosen opponent's bank."""
    _sticky("K1")


def test_tune_K2() -> None:
    """§4.2 K2 Sticky Fingers: take the top card of a chosen opponent's bank."""
    _sticky("K2")


def test_tune_K3() -> None:
    """§4.2 K3 Fiddle Swap: swap tops; with an empty own bank just take theirs."""
    eng = build(hands=[["K3", "S13"], ["S03"]], banks=[["S01"], ["S03", "S05"]], draw=DRAW, riff="TTT")
    play(eng, "K3")  # only one target: chosen automatically
    assert eng.state.banks == [["S05"], ["S03", "S01"]]
    eng = build(hands=[["K3", "S13"], ["S04"]], banks=[[], ["S03", "S05"]], draw=DRAW)
    play(eng, "K3")
    assert eng.state.banks == [["S05"], ["S03"]]


def test_tune_K4() -> None:
    """§4.2 K4 Raid the Neighbours: top of the next player's bank, then the previous one's."""
    eng = build(3, hands=[["K4", "S13"], ["S03"], ["S04"]], banks=[[], ["S05"], ["S07"]], draw=DRAW)
    play(eng, "K4")
    assert eng.state.banks[0] == ["S05", "S07"]


def _lock(card: str) -> None:
    eng = build(hands=[[card, "S13"], ["K1", "S04"]], banks=[["S01"], []], draw=DRAW)
    play(eng, card)
    assert eng.state.banks[0] == ["S01", card] and score(eng, 0) == 4
    assert eng.guarded(0)
    play(eng, "K1", seat=1)  # no legal target: the step is skipped (R10)
    assert eng.state.banks[0] == ["S01", card]


def test_tune_K5() -> None:
    """§4.2 K5 Lock the Case: bank it (1 point); guards the bank while on top."""
    _lock("K5")


def test_tune_K6() -> None:
    """§4.2 K6 Lock the Case: bank it (1 point); guards the bank while on top."""
    _lock("K6")


def test_tune_K7() -> None:
    """§4.2 K7 Peek and Pinch: look at the top 3, take one, the others keep their order."""
    eng = build(hands=[["K7", "S13"], ["S04"]], banks=[[], ["S01", "S02", "S03", "S05"]], draw=DRAW)
    events = answer(eng, 0, PlayTune, card="K7")
    peek = [e for e in events if isinstance(e, BankPeeked)]
    assert peek[0].cards == ["S05", "S03", "S02"]
    assert peek[0].audience.sees(0) and not peek[0].audience.sees(1) and not peek[0].audience.sees(None)
    answer(eng, 0, TakeBankCard, depth=2)
    assert eng.state.banks == [["S02"], ["S01", "S03", "S05"]]


def test_tune_K8() -> None:
    """§4.2 K8 Sleight of Hand: a random card from an opponent's hand, then bank a match."""
    eng = build(hands=[["K8", "S03"], ["S13"]], riff="TBT", draw=DRAW)
    events = play(eng, "K8")
    moved = [e for e in events if isinstance(e, HandCardMovedPrivate)]
    assert moved[0].card == "S13" and moved[0].audience.sees(0) and not moved[0].audience.sees(None)
    answer(eng, 0, BankCard, card="S13")
    assert eng.state.banks[0] == ["S13"] and eng.state.hands[1] == []


# ---- Blue Square -----------------------------------------------------------------------------------
def _encore(card: str) -> None:
    eng = build(3, hands=[[card, "S13"], ["S03"], ["S04"]], draw=DRAW)
    play(eng, card)
    assert eng.state.current.seat == 0 and eng.state.current.kind == "extra"


def test_tune_U1() -> None:
    """§4.3 U1 Encore: take another full turn after this one."""
    _encore("U1")


def test_tune_U2() -> None:
    """§4.3 U2 Encore: take another full turn after this one."""
    _encore("U2")


def test_tune_U3() -> None:
    """§4.3 U3 Double Time: two standard actions, one bank each, no tune cards."""
    eng = build(hands=[["U3", "S07", "S11", "G5"], ["S03"]], riff="BTB", draw=DRAW)
    play(eng, "U3")
    assert kind_of(eng, 0) == "standard_action"
    assert "play_tune" not in legal_kinds(eng, 0)
    answer(eng, 0, BankCard, card="S07")
    assert kind_of(eng, 0) == "standard_action"
    answer(eng, 0, FlipRiff, slot=1)  # TTB
    answer(eng, 0, BankCard, card="S11")
    assert eng.state.banks[0] == ["S07", "S11"]


def test_tune_U4() -> None:
    """§4.3 U4 Skip a Beat: the chosen player's next turn is skipped."""
    eng = build(3, hands=[["U4", "S13"], ["S03"], ["S04"]], draw=DRAW)
    play(eng, "U4")
    answer(eng, 0, ChooseSeat, seat=1)
    assert eng.state.current.seat == 2
    assert eng.state.pending_skips == [0, 0, 0]


def test_tune_U5() -> None:
    """§4.3 U5 Cut In: at another's turn start, take a full turn first; then theirs goes ahead."""
    eng = build(3, hands=[["S13", "S14"], ["S03", "S04"], ["U5", "S01"]], draw=DRAW, riff="BBB")
    assert {kind_of(eng, 1), kind_of(eng, 2)} == {"react_turn_start"}
    answer(eng, 1, Pass)
    answer(eng, 2, React, card="U5")
    assert eng.state.current.seat == 2 and eng.state.current.kind == "cut_in"
    answer(eng, 2, BankCard, card="S01")
    assert eng.state.current.seat == 0 and kind_of(eng, 0) == "take_action"
    answer(eng, 0, FlipRiff, slot=1)
    assert eng.state.current.seat == 1  # seat 2's own turn still comes after seat 1


def test_tune_U6() -> None:
    """§4.3 U6 Shush!: the tune card is discarded unresolved; a standard action instead."""
    eng = build(hands=[["G5", "S13"], ["U6", "S03"]], draw=DRAW)
    play(eng, "G5")
    assert kind_of(eng, 1) == "react_tune_played"
    answer(eng, 1, React, card="U6")
    assert eng.state.banks[0] == []
    assert eng.state.discard == ["G5", "U6"]
    assert kind_of(eng, 0) == "take_action" and "play_tune" not in legal_kinds(eng, 0)


def test_tune_U7() -> None:
    """§4.3 U7 Heckle: take the sequence card just banked from the top of their bank."""
    eng = build(hands=[["S01", "S13"], ["U7", "S03"]], banks=[["S05"], []], draw=DRAW)
    answer(eng, 0, BankCard, card="S01")
    assert kind_of(eng, 1) == "react_action_resolved"
    answer(eng, 1, React, card="U7", target=0)
    assert eng.state.banks == [["S05"], ["S01"]]


def test_tune_U8() -> None:
    """§4.3 U8 Quick Ears: after a riff change, bank a card matching the new riff."""
    eng = build(hands=[["S03", "S13"], ["U8", "S07"]], draw=DRAW, riff="BBB")
    answer(eng, 0, FlipRiff, slot=2)  # BTB
    answer(eng, 1, React, card="U8", bank="S07")
    assert eng.state.banks[1] == ["S07"] and "U8" in eng.state.discard


# ---- Yellow Star ------------------------------------------------------------------------------------
def _roadie(card: str) -> None:
    eng = build(hands=[[card], ["S03"]], draw=["S13", "S01", "S05"], riff="TBB")
    play(eng, card)
    assert sorted(eng.state.hands[0]) == ["S01", "S13"]
    assert kind_of(eng, 0) == "tune_change"
    answer(eng, 0, FlipRiff, slot=3)  # TBT
    answer(eng, 0, BankCard, card="S13")
    assert eng.state.banks[0] == ["S13"]
    assert eng.state.hands[0] == ["S01", "S05"]  # refresh to at least two


def test_tune_Y1() -> None:
    """§4.4 Y1 Roadie: draw 2, may flip or move, may bank."""
    _roadie("Y1")


def test_tune_Y2() -> None:
    """§4.4 Y2 Roadie: draw 2, may flip or move, may bank."""
    _roadie("Y2")


def test_tune_Y3() -> None:
    """§4.4 Y3 Full Orchestra: face up in front of you, 0 points; refresh target 3 (R21)."""
    eng = build(hands=[["Y3", "S13"], ["S03"]], draw=DRAW)
    play(eng, "Y3")
    assert eng.state.orchestra[0] == ["Y3"] and eng.state.banks[0] == []
    assert eng.state.refresh_to[0] == 3
    assert len(eng.state.hands[0]) == 3


def test_tune_Y4() -> None:
    """§4.4 Y4 Medley: may flip or move, then bank any number of matches (order chosen, R24)."""
    eng = build(hands=[["Y4", "S01", "S02"], ["S03"]], draw=DRAW, riff="BBB")
    play(eng, "Y4")
    answer(eng, 0, Done)
    answer(eng, 0, BankCard, card="S02")
    answer(eng, 0, BankCard, card="S01")
    assert eng.state.banks[0] == ["S02", "S01"]


def test_tune_Y5() -> None:
    """§4.4 Y5 Pass the Music: all hands pass to the next player, then flip/move and bank."""
    eng = build(3, hands=[["Y5", "S03"], ["S07", "S09"], ["S13"]], draw=DRAW, riff="TBT")
    play(eng, "Y5")
    assert eng.state.hands[1] == ["S03"] and eng.state.hands[2] == ["S07", "S09"]
    assert eng.state.hands[0] == ["S13"]
    answer(eng, 0, Done)
    answer(eng, 0, BankCard, card="S13")
    assert eng.state.banks[0] == ["S13"]


def test_tune_Y6() -> None:
    """§4.4 Y6 Request: name a triplet; each opponent holding it gives one; then bank."""
    eng = build(3, hands=[["Y6"], ["S13", "S14"], ["S03"]], draw=DRAW, riff="TBT")
    play(eng, "Y6")
    answer(eng, 0, NameTriplet, triplet="TBT")
    assert kind_of(eng, 1) == "give_card"
    default = eng.default_action(eng.state.decisions[0])
    assert default.card == "S13"  # timeout gives the lower-scoring card
    answer(eng, 1, GiveCard, card="S14")
    answer(eng, 0, BankCard, card="S14")
    assert eng.state.banks[0] == ["S14"] and eng.state.hands[1] == ["S13"]


def _stage_dive(card: str) -> None:
    eng = build(hands=[[card, "S03"], ["S04"]], draw=["S13", *DRAW], riff="TBT")
    events = play(eng, card)
    reveal = [e for e in events if isinstance(e, CardRevealed)]
    assert reveal[0].card == "S13" and reveal[0].audience.sees(None)
    assert eng.state.banks[0] == ["S13"]
    assert eng.state.current.seat == 1  # the card stopped: no flip/move step
    eng = build(hands=[[card, "S03"], ["S04"]], draw=["S01", *DRAW], riff="TBT")
    play(eng, card)
    assert "S01" in eng.state.hands[0] and kind_of(eng, 0) == "tune_change"


def test_tune_Y7() -> None:
    """§4.4 Y7 Stage Dive: reveal the top card; a match is banked and the card stops."""
    _stage_dive("Y7")


def test_tune_Y8() -> None:
    """§4.4 Y8 Stage Dive: reveal the top card; otherwise to hand and go on."""
    _stage_dive("Y8")


# ---- Purple Diamond -----------------------------------------------------------------------------------
def _key_change(card: str) -> None:
    eng = build(hands=[[card, "S09"], ["S03"]], draw=DRAW, riff="BTT")
    play(eng, card)
    assert eng.state.riff == "TBB"
    answer(eng, 0, BankCard, card="S09")
    assert eng.state.banks[0] == ["S09"]


def test_tune_P1() -> None:
    """§4.5 P1 Key Change: flip all three riff cards, then bank a match."""
    _key_change("P1")


def test_tune_P2() -> None:
    """§4.5 P2 Key Change: flip all three riff cards, then bank a match."""
    _key_change("P2")


def _round(card: str) -> None:
    eng = build(hands=[[card, "S09"], ["S03"]], draw=DRAW, riff="BBT")
    play(eng, card)
    answer(eng, 0, RotateRiff, side="left_to_end")  # BTB
    answer(eng, 0, RotateRiff, side="left_to_end")  # TBB
    assert eng.state.riff == "TBB"
    answer(eng, 0, BankCard, card="S09")
    assert eng.state.banks[0] == ["S09"]


def test_tune_P3() -> None:
    """§4.5 P3 Round and Round: up to two end-to-end rotations, then bank."""
    _round("P3")


def test_tune_P4() -> None:
    """§4.5 P4 Round and Round: up to two end-to-end rotations, then bank."""
    _round("P4")


def test_tune_P5() -> None:
    """§4.5 P5 Echo: bank a card equal to the riff read right to left."""
    eng = build(hands=[["P5", "S09", "S05"], ["S03"]], draw=DRAW, riff="BBT")
    play(eng, "P5")
    assert {a.card for a in eng.legal_actions(0) if isinstance(a, BankCard)} == {"S09"}
    answer(eng, 0, BankCard, card="S09")
    assert eng.state.banks[0] == ["S09"]


def test_tune_P6() -> None:
    """§4.5 P6 Improvise: bank a card differing from the riff in at most one slot."""
    eng = build(hands=[["P6", "S05", "S15"], ["S03"]], draw=DRAW, riff="BBB")
    play(eng, "P6")
    assert {a.card for a in eng.legal_actions(0) if isinstance(a, BankCard)} == {"S05"}
    answer(eng, 0, BankCard, card="S05")
    assert eng.state.banks[0] == ["S05"]


def test_tune_P7() -> None:
    """§4.5 P7 Call and Response: one flip, then each player from you may bank one match."""
    eng = build(3, hands=[["P7", "S07"], ["S08", "S03"], ["S01"]], draw=DRAW, riff="BBB")
    play(eng, "P7")
    assert "done" not in legal_kinds(eng, 0)  # the flip is required
    answer(eng, 0, FlipRiff, slot=2)  # BTB
    answer(eng, 0, BankCard, card="S07")
    assert kind_of(eng, 1) == "call_and_response"
    answer(eng, 1, BankCard, card="S08")
    assert kind_of(eng, 2) == "call_and_response"  # asked even without a match
    answer(eng, 2, Done)
    assert eng.state.banks[:2] == [["S07"], ["S08"]]
    assert eng.state.hands[1] == ["S03"]  # only the active player refreshes


def test_tune_P8() -> None:
    """§4.5 P8 Solo: up to three riff changes; one bank in total at any point."""
    eng = build(hands=[["P8", "S13", "S05"], ["S03"]], draw=DRAW, riff="TBT")
    play(eng, "P8")
    answer(eng, 0, BankCard, card="S13")  # before any change
    answer(eng, 0, FlipRiff, slot=1)  # BBT
    assert "bank_card" not in legal_kinds(eng, 0)  # only one bank in total
    answer(eng, 0, FlipRiff, slot=3)
    answer(eng, 0, FlipRiff, slot=3)
    assert eng.state.current.seat == 1  # three changes used up the card
    assert eng.state.banks[0] == ["S13"]


# ---- Orange Heart ----------------------------------------------------------------------------------------
def test_tune_O1() -> None:
    """§4.6 O1 Tidy Up: restack your own bank in any order, then flip/move and bank."""
    eng = build(hands=[["O1", "S13"], ["S03"]], banks=[["S01", "K5", "S05"], []], draw=DRAW, riff="TBT")
    play(eng, "O1")
    answer(eng, 0, RestackPick, position=2)  # S05 to the bottom
    answer(eng, 0, RestackPick, position=0)  # then S01
    assert eng.state.banks[0] == ["S05", "S01", "K5"]
    answer(eng, 0, Done)
    answer(eng, 0, BankCard, card="S13")
    assert eng.state.banks[0][-1] == "S13"


def _campfire(card: str) -> None:
    eng = build(3, hands=[[card, "S13"], ["S03"], ["S04"]], banks=[["S01"], ["S05"], []], draw=DRAW)
    play(eng, card)
    assert eng.state.banks == [[], ["S01"], ["S05"]]


def test_tune_O2() -> None:
    """§4.6 O2 Round the Campfire: every bank top passes to the next player at once."""
    _campfire("O2")


def test_tune_O3() -> None:
    """§4.6 O3 Round the Campfire: every bank top passes to the next player at once."""
    _campfire("O3")


def test_tune_O4() -> None:
    """§4.6 O4 Forest Fire: each player's top bank card leaves the game."""
    eng = build(3, hands=[["O4", "S13"], ["S03"], ["S04"]], banks=[["S01"], ["S05", "S07"], []], draw=DRAW)
    play(eng, "O4")
    assert eng.state.banks == [[], ["S05"], []]
    assert sorted(eng.state.removed) == ["S01", "S07"]


def _acorn(card: str) -> None:
    eng = build(hands=[[card, "S13"], ["S03"]], draw=DRAW)
    play(eng, card)
    assert eng.state.banks[0] == [card] and score(eng, 0) == 3


def test_tune_O5() -> None:
    """§4.6 O5 Lucky Acorn: bank this card, worth 3 points."""
    _acorn("O5")


def test_tune_O6() -> None:
    """§4.6 O6 Lucky Acorn: bank this card, worth 3 points."""
    _acorn("O6")


def test_tune_O7() -> None:
    """§4.6 O7 Swap Hands: exchange your whole hand with the chosen player's."""
    eng = build(3, hands=[["O7", "S13"], ["S03", "S04"], ["S01"]], draw=DRAW)
    play(eng, "O7")
    answer(eng, 0, ChooseSeat, seat=1)
    assert eng.state.hands[1] == ["S13"]
    assert eng.state.hands[0] == ["S03", "S04"]


def test_tune_O8() -> None:
    """§4.6 O8 Dig Deep: the bottom card of an opponent's bank onto the top of yours."""
    eng = build(hands=[["O8", "S13"], ["S03"]], banks=[["S07"], ["S01", "S05"]], draw=DRAW)
    play(eng, "O8")
    assert eng.state.banks == [["S07", "S01"], ["S05"]]
