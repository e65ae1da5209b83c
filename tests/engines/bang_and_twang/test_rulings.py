"""One test per ruling R1-R24 of bang_and_twang.md §7."""

from __future__ import annotations

from engines.bang_and_twang.actions import (
    BankCard,
    ChooseSeat,
    Done,
    FlipRiff,
    MoveRiff,
    Pass,
    PlayTune,
    React,
)
from engines.bang_and_twang.engine import BangAndTwangEngine
from engines.bang_and_twang.events import (
    BankCardMoved,
    BankCardMovedPrivate,
    BankTopsBurned,
    CardRevealed,
    GameEnded,
    TuneCancelled,
    TunePlayed,
)
from engines.bang_and_twang.state import BangAndTwangOptions
from engines.base import to_json
from tests.engines.bang_and_twang.builders import answer, build, kind_of, legal_kinds, score, timeout

DRAW = ["S10", "S12", "S16", "S08"]


def test_ruling_R1_move_is_remove_and_insert_not_an_end_swap() -> None:
    """R1: a move re-inserts one card; swapping the two end cards is never one move."""
    for src in (1, 2, 3):
        for dst in (1, 2, 3):
            if src == dst:
                continue
            eng = build(hands=[["S13", "S11"], ["S01"]], riff="BTT", draw=DRAW)
            legal = [a for a in eng.legal_actions(0) if isinstance(a, MoveRiff)]
            if MoveRiff(decision_id=eng.state.decisions[0].id, src=src, dst=dst) not in legal:
                continue
            answer(eng, 0, MoveRiff, src=src, dst=dst)
            assert eng.state.riff_order != [3, 2, 1]


def test_ruling_R2_no_op_move_is_not_an_action() -> None:
    """R2: with identical faces no move is offered; in an "up to" tune step it just wastes it."""
    eng = build(hands=[["G3", "S11"], ["S01"]], riff="BBB", draw=DRAW)
    assert "move_riff" not in legal_kinds(eng, 0)
    answer(eng, 0, PlayTune, card="G3")
    assert kind_of(eng, 0) == "tune_flip"  # the move step was skipped


def test_ruling_R3_banking_after_a_flip_is_optional_and_automatic_only_on_timeout() -> None:
    """R3: the player may decline; an AFK timeout banks the best match."""
    eng = build(hands=[["S07", "S08"], ["S01"]], riff="BBB", draw=DRAW)
    answer(eng, 0, FlipRiff, slot=2)
    assert {a.kind for a in eng.legal_actions(0)} == {"bank_card", "done"}
    timeout(eng, 0)
    assert eng.state.banks[0] == ["S08"]


def test_ruling_R4_two_matches_bank_one_only() -> None:
    """R4: when both hand cards match, only one is banked (the player's choice)."""
    eng = build(hands=[["S07", "S08"], ["S01"]], riff="BBB", draw=DRAW)
    answer(eng, 0, FlipRiff, slot=2)
    answer(eng, 0, BankCard, card="S07")
    assert eng.state.banks[0] == ["S07"] and "S08" in eng.state.hands[0]


def test_ruling_R5_three_or_more_cards_keep_all_draw_nothing() -> None:
    """R5: holding at least the refresh target after the action draws nothing."""
    eng = build(hands=[["S01", "S03", "S05", "S07"], ["S02"]], riff="BBB", draw=DRAW)
    answer(eng, 0, BankCard, card="S01")
    assert sorted(eng.state.hands[0]) == ["S03", "S05", "S07"]
    assert len(eng.state.draw) == len(DRAW)


def test_ruling_R6_draw_pile_runs_out_mid_refresh() -> None:
    """R6: draw what is left and stop; the end condition can fire from then on."""
    eng = build(hands=[["S01"], ["S02"]], riff="BBB", draw=["S03"])
    answer(eng, 0, BankCard, card="S01")
    assert eng.state.hands[0] == ["S03"] and eng.state.draw == []
    assert eng.result is None


def test_ruling_R7_no_end_check_in_the_middle_of_a_tune_card() -> None:
    """R7: an empty hand mid-card (Pass the Music) does not end the game; the check is after."""
    eng = build(3, hands=[["Y5"], ["S03"], ["S13"]], riff="TBT", draw=[])
    answer(eng, 0, PlayTune, card="Y5")  # hand empty while passing; receives S13
    assert eng.result is None
    answer(eng, 0, Done)
    answer(eng, 0, Done)
    assert eng.state.hands[0] == ["S13"]
    assert eng.state.current.seat == 1  # it ended only at seat 1's (empty) turn start


def test_ruling_R8_non_active_empty_hand_is_not_an_end_trigger() -> None:
    """R8: a hand emptied out of turn is only checked at the start of that player's turn."""
    eng = build(hands=[["K8", "S03"], ["S13"]], riff="BBB", draw=[])
    events = answer(eng, 0, PlayTune, card="K8")
    assert not any(isinstance(e, GameEnded) and eng.state.current.seat == 0 for e in events[:-1])
    assert eng.result is not None
    assert eng.state.current.seat == 1  # ended at seat 1's start-of-turn check


def test_ruling_R9_empty_hand_turn_is_flip_or_move_only() -> None:
    """R9: hand empty, draw pile not: flip or move one riff card only, then refresh."""
    eng = build(hands=[[], ["S03"]], riff="BTB", draw=DRAW)
    assert legal_kinds(eng, 0) == {"flip_riff", "move_riff"}
    answer(eng, 0, MoveRiff, src=1, dst=2)
    assert len(eng.state.hands[0]) == 2


def test_ruling_R10_step_without_target_is_skipped_card_still_played() -> None:
    """R10: Sticky Fingers with no bank to take from: skipped, discarded, the action is used."""
    eng = build(hands=[["K1", "S03"], ["S01"]], draw=DRAW)
    answer(eng, 0, PlayTune, card="K1")
    assert eng.state.discard == ["K1"] and eng.state.current.seat == 1


def test_ruling_R11_taken_tune_card_keeps_its_points() -> None:
    """R11: a banked tune card scores its points in the new owner's bank."""
    eng = build(hands=[["K1", "S03"], ["S01"]], banks=[[], ["G5"]], draw=DRAW)
    answer(eng, 0, PlayTune, card="K1")
    assert eng.state.banks[0] == ["G5"] and score(eng, 0) == 2


def test_ruling_R12_stall_rule_three_quiet_rounds() -> None:
    """R12: draw pile empty and 3 x players turns without bank or play: the game ends."""
    eng = build(hands=[["S03"], ["S04"]], riff="BBB", draw=[])
    for turn in range(6):
        assert eng.result is None
        answer(eng, turn % 2, FlipRiff, slot=1)  # TBB, BBB, ... never TTT
    assert eng.result is not None
    assert eng.state.turns_taken == 6


def test_ruling_R12_hard_turn_cap() -> None:
    """R12: the engine's hard cap of 200 turns ends the game, scored normally."""
    eng = build(hands=[["S03", "S11"], ["S04"]], banks=[[], ["S05"]], riff="BBB", draw=DRAW, turns_taken=199)
    events = answer(eng, 0, FlipRiff, slot=1)
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert ended and ended[0].reason == "turn_cap" and eng.result.winners == [1]


def test_ruling_R13_guard_vs_campfire_fire_and_heckle() -> None:
    """R13: a guarded owner neither passes nor loses but receives; own effects ignore own guard."""
    eng = build(
        3, hands=[["O2", "S13"], ["S03"], ["S04"]], banks=[["S01"], ["S05", "K5"], ["S07"]], draw=DRAW
    )
    answer(eng, 0, PlayTune, card="O2")
    assert eng.state.banks == [["S07"], ["S05", "K5", "S01"], []]
    eng = build(hands=[["O4", "S13"], ["S03"]], banks=[["S01", "K5"], ["S05", "K6"]], draw=DRAW)
    answer(eng, 0, PlayTune, card="O4")
    assert eng.state.banks == [["S01"], ["S05", "K6"]]  # own guard ignored, theirs holds


def test_ruling_R13_heckle_is_not_stopped_by_lock_the_case() -> None:
    """R13: Heckle takes the card just banked, which sits above Lock the Case."""
    eng = build(hands=[["S01", "S13"], ["U7", "S03"]], banks=[["K5"], []], draw=DRAW)
    answer(eng, 0, BankCard, card="S01")
    answer(eng, 1, React, card="U7", target=0)
    assert eng.state.banks == [["K5"], ["S01"]]


def test_ruling_R14_window_opens_whoever_holds_the_card() -> None:
    """R14: the window opens when the reaction card is in the deck and not discarded."""
    eng = build(3, hands=[["S13", "S14"], ["S03"], ["S04"]], draw=["U5", *DRAW], deck_tunes=["U5"])
    assert kind_of(eng, 1) == "react_turn_start" and kind_of(eng, 2) == "react_turn_start"
    assert legal_kinds(eng, 1) == {"pass"}
    eng = build(3, hands=[["S13", "S14"], ["S03"], ["S04"]], draw=DRAW, discard=["U5"])
    assert kind_of(eng, 0) == "take_action" and kind_of(eng, 1) is None


def test_ruling_R15_game_end_cancels_pending_turns() -> None:
    """R15: Encore pending when the game ends is cancelled; the game is over."""
    eng = build(hands=[["U1"], ["S03"]], draw=[])
    answer(eng, 0, PlayTune, card="U1")
    assert eng.result is not None
    assert eng.legal_actions(0) == []


def test_ruling_R16_two_players_raid_takes_one_and_pass_is_a_swap() -> None:
    """R16: next and previous are the same opponent: Raid takes one card; Pass the Music swaps."""
    eng = build(hands=[["K4", "S13"], ["S03"]], banks=[[], ["S01", "S05"]], draw=DRAW)
    answer(eng, 0, PlayTune, card="K4")
    assert eng.state.banks == [["S05"], ["S01"]]
    eng = build(hands=[["Y5", "S13"], ["S03", "S04"]], draw=DRAW, riff="BTB")
    answer(eng, 0, PlayTune, card="Y5")
    assert eng.state.hands == [["S03", "S04"], ["S13"]]


def test_ruling_R17_host_chooses_the_first_player() -> None:
    """R17: the host's choice of first player is used; otherwise it is random (seeded)."""
    eng = BangAndTwangEngine.new(4, 3, {"first_player": 2})
    assert eng.state.first_seat == 2 and eng.state.current.seat == 2
    firsts = {BangAndTwangEngine.new(4, seed).state.first_seat for seed in range(20)}
    assert len(firsts) > 1


def test_ruling_R18_bank_moves_are_private_to_the_two_players() -> None:
    """R18: public log says who took from whom; the card is shown only to the two players."""
    eng = build(3, hands=[["K1", "S03"], ["S04"], ["S02"]], banks=[[], ["S01"], []], draw=DRAW)
    events = answer(eng, 0, PlayTune, card="K1")
    public = [e for e in events if isinstance(e, BankCardMoved)]
    private = [e for e in events if isinstance(e, BankCardMovedPrivate)]
    assert public[0].audience.sees(2) and "S01" not in to_json(public[0])
    assert private[0].card == "S01"
    assert private[0].audience.sees(0) and private[0].audience.sees(1) and not private[0].audience.sees(2)
    view = eng.view_for(2)
    assert view.players[0].bank_size == 1 and view.bank == []


def test_ruling_R18_reveals_and_burns_are_public() -> None:
    """R18: the Stage Dive reveal and cards burnt by Forest Fire are public."""
    eng = build(hands=[["Y7", "S03"], ["S04"]], draw=["S01", *DRAW], riff="TBT")
    events = answer(eng, 0, PlayTune, card="Y7")
    assert any(isinstance(e, CardRevealed) and e.audience.sees(None) for e in events)
    eng = build(hands=[["O4", "S03"], ["S04"]], banks=[[], ["S01"]], draw=DRAW)
    events = answer(eng, 0, PlayTune, card="O4")
    assert any(isinstance(e, BankTopsBurned) and e.cards == ["S01"] and e.audience.sees(None) for e in events)


def test_ruling_R19_wondertunes_random_may_hold_two_copies_of_a_name() -> None:
    """R19: 8 distinct physical cards drawn without replacement; copies of a name allowed."""
    eng = BangAndTwangEngine.new(2, 9, {"tune_mode": "wondertunes", "wondertunes_pool": ["green_circle"]})
    assert sorted(eng.state.deck_tunes) == [f"G{i}" for i in range(1, 9)]
    eng = BangAndTwangEngine.new(2, 9, {"tune_mode": "wondertunes"})
    assert len(set(eng.state.deck_tunes)) == 8


def test_ruling_R20_reaction_card_on_own_turn_is_a_no_effect_discard() -> None:
    """R20: a reaction card played as your action does nothing and is discarded."""
    eng = build(hands=[["U7", "S03"], ["U6", "S04"]], banks=[[], ["S01"]], draw=DRAW)
    events = answer(eng, 0, PlayTune, card="U7")
    assert any(isinstance(e, TunePlayed) and e.no_effect for e in events)
    assert eng.state.discard == ["U7"] and eng.state.banks == [[], ["S01"]]
    assert eng.state.current.seat == 1  # no Shush! window for a reaction card


def test_ruling_R21_full_orchestra_applies_from_this_refresh() -> None:
    """R21: the refresh target of 3 applies from the refresh of the turn Y3 is played."""
    eng = build(hands=[["Y3", "S13"], ["S03"]], draw=DRAW)
    answer(eng, 0, PlayTune, card="Y3")
    assert len(eng.state.hands[0]) == 3


def test_ruling_R22_quiet_count_resets_on_a_bank() -> None:
    """R22: the quiet count starts with an empty draw pile and resets when a card is banked."""
    eng = build(hands=[["S03", "S09"], ["S04"]], riff="BBB", draw=[])
    answer(eng, 0, FlipRiff, slot=1)  # TBB: may bank S09
    answer(eng, 0, Done)
    answer(eng, 1, FlipRiff, slot=3)  # TBT
    assert eng.state.quiet == 2
    answer(eng, 0, FlipRiff, slot=3)  # TBB
    answer(eng, 0, BankCard, card="S09")
    assert eng.state.quiet == 0


def test_ruling_R23_shush_discard_order_refresh_and_standard_action() -> None:
    """R23: cancelled card first then Shush!; the reactor refreshes at once; no tune instead."""
    eng = build(hands=[["G7", "G5", "S13"], ["U6"]], draw=["S01", *DRAW])
    answer(eng, 0, PlayTune, card="G7")
    events = answer(eng, 1, React, card="U6")
    assert any(isinstance(e, TuneCancelled) and e.card == "G7" for e in events)
    assert eng.state.discard == ["G7", "U6"]
    assert eng.state.hands[1] == ["S01", "S10"]
    assert "play_tune" not in legal_kinds(eng, 0)


def test_ruling_R23_no_second_cut_in_window_after_a_cut_in_turn() -> None:
    """R23: after a Cut In turn the interrupted player's turn-start window does not reopen."""
    eng = build(3, hands=[["S13", "S14"], ["U5", "S03"], ["S04"]], draw=DRAW)
    answer(eng, 2, Pass)
    answer(eng, 1, React, card="U5")
    answer(eng, 1, FlipRiff, slot=1)
    assert eng.state.current.seat == 0 and kind_of(eng, 0) == "take_action"
    assert kind_of(eng, 2) is None


def test_ruling_R24_medley_banks_in_the_chosen_order() -> None:
    """R24: Medley banks the matches in the order the player picks; the last is on top."""
    eng = build(hands=[["Y4", "S01", "S02"], ["S03"]], draw=DRAW, riff="BBB")
    answer(eng, 0, PlayTune, card="Y4")
    answer(eng, 0, Done)
    answer(eng, 0, BankCard, card="S01")
    answer(eng, 0, BankCard, card="S02")
    assert eng.state.banks[0] == ["S01", "S02"]


def test_options_defaults_match_the_lobby_table() -> None:
    """§10: lobby defaults."""
    o = BangAndTwangOptions()
    assert (o.tune_mode, o.tune_set, o.open_hands, o.direction, o.starting_riff, o.tie) == (
        "single",
        "green_circle",
        False,
        "clockwise",
        "random",
        "shared",
    )
    assert (o.decision_timeout_s, o.reaction_window_s, o.first_player) == (120, 6, None)


def test_choose_seat_default_is_first_in_turn_direction() -> None:
    """§8: a choice of player defaults to the first legal one in turn direction."""
    eng = build(3, hands=[["S04"], ["S02"], ["K1", "S03"]], banks=[["S01"], ["S05"], []], draw=DRAW, active=2)
    answer(eng, 2, PlayTune, card="K1")
    assert eng.default_action(eng.state.decisions[0]) == ChooseSeat(
        decision_id=eng.state.decisions[0].id, seat=0
    )


def test_ruling_R22_the_turn_that_empties_the_pile_is_not_counted() -> None:
    """R22: counting starts when the pile is empty; a refresh that empties it counts nothing."""
    eng = build(hands=[[], ["S04"]], riff="BBB", draw=["S03", "S11"])
    answer(eng, 0, FlipRiff, slot=1)  # empty-hand turn; the refresh takes the last two cards
    assert eng.state.draw == [] and eng.state.quiet == 0
