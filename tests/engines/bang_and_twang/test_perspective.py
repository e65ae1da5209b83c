"""Perspectives hide what they must (R18, docs/ARCHITECTURE.md C7) and show what the viewer knows."""

from __future__ import annotations

from engines.bang_and_twang.actions import PlayTune
from engines.bang_and_twang.engine import BangAndTwangEngine
from engines.bang_and_twang.text import describe_action, render_perspective
from engines.base import to_json
from tests.engines.bang_and_twang.builders import answer, build

DRAW = ["S10", "S12", "S16", "S08"]


def test_public_view_has_counts_not_cards() -> None:
    """R18: hand sizes, bank sizes and draw count are public; no hand or draw card ids."""
    eng = build(hands=[["S13", "G5"], ["S03"]], banks=[["S01"], []], draw=DRAW)
    blob = to_json(eng.view_for(None))
    for card in ["S13", "G5", "S03", *DRAW]:
        assert f'"{card}"' not in blob
    view = eng.view_for(None)
    assert [p.hand_size for p in view.players] == [2, 1]
    assert [p.bank_size for p in view.players] == [1, 0] and view.draw_count == 4


def test_seat_view_shows_own_hand_with_faces_and_own_bank() -> None:
    """A seat sees its own hand (title, triplet, score, tune text) and its own bank (R18)."""
    eng = build(hands=[["S13", "G5"], ["S03"]], banks=[["S01"], []], draw=DRAW)
    view = eng.view_for(0)
    assert [c.name for c in view.hand] == ["Owl and Echo", "Busker's Tip"]
    assert view.hand[0].triplet == "TBT" and view.hand[0].points == 1
    assert "2 points" in view.hand[1].text
    assert [c.id for c in view.bank] == ["S01"]
    assert '"S03"' not in to_json(view)


def test_open_hands_variant_shows_every_hand() -> None:
    """§6 Open hands: every hand is visible, so nothing in hands is secret."""
    eng = build(hands=[["S13", "G5"], ["S03"]], draw=DRAW, options={"open_hands": True})
    view = eng.view_for(1)
    assert [c.id for c in view.players[0].hand] == ["S13", "G5"]
    assert eng.secret_ids(1) == set(DRAW)


def test_peek_prompt_shows_the_looked_at_cards_to_the_looker_only() -> None:
    """K7/R18: the looked-at cards are in the looker's prompt, nowhere else."""
    eng = build(hands=[["K7", "S13"], ["S04"]], banks=[[], ["S01", "S02"]], draw=DRAW)
    answer(eng, 0, PlayTune, card="K7")
    assert [c.id for c in eng.view_for(0).prompt.peek] == ["S02", "S01"]
    assert eng.view_for(1).prompt is None


def test_riff_row_shows_slots_faces_and_cards() -> None:
    """§1.1/§8: the riff row lists slots 1-3 left to right with faces."""
    eng = build(hands=[["S13"], ["S04"]], riff="BTT", draw=DRAW)
    row = eng.view_for(None).riff_row
    assert [(r.slot, r.face) for r in row] == [(1, "B"), (2, "T"), (3, "T")]


def test_text_renderers_work_on_a_live_game() -> None:
    """The terminal renderers produce text for every viewer and action."""
    eng = BangAndTwangEngine.new(3, 4)
    assert "Riff" in render_perspective(eng.view_for(None))
    seat = eng.to_act()[0]
    view = eng.view_for(seat)
    assert all(describe_action(a, view) for a in eng.legal_actions(seat))


def test_giver_knows_where_the_card_went_others_do_not() -> None:
    """R18: a card moved hand to hand is shown to the giver and the receiver only."""
    from engines.bang_and_twang.actions import GiveCard, NameTriplet

    eng = build(3, hands=[["Y6"], ["S13", "S14"], ["S03"]], draw=DRAW, riff="BBB")
    answer(eng, 0, PlayTune, card="Y6")
    answer(eng, 0, NameTriplet, triplet="TBT")
    events = answer(eng, 1, GiveCard, card="S14")
    private = [e for e in events if e.kind == "hand_card_moved_private"]
    assert private[0].audience.sees(1) and private[0].audience.sees(0) and not private[0].audience.sees(2)
    assert [c.id for c in eng.view_for(1).players[0].known] == ["S14"]
    assert eng.view_for(2).players[0].known == []
    assert "S14" not in eng.secret_ids(1) and "S14" in eng.secret_ids(2)


def test_swap_hands_both_players_know_both_hands() -> None:
    """R18/O7: after Swap Hands each of the two knows the hand they gave away."""
    from engines.bang_and_twang.actions import ChooseSeat

    eng = build(3, hands=[["O7", "S13"], ["S03", "S04"], ["S01"]], draw=DRAW)
    answer(eng, 0, PlayTune, card="O7")
    answer(eng, 0, ChooseSeat, seat=1)
    assert [c.id for c in eng.view_for(0).players[1].known] == ["S13"]
    assert {c.id for c in eng.view_for(1).players[0].known} >= {"S03", "S04"}
    assert eng.view_for(2).players[1].known == []
