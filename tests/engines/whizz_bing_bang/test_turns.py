"""Setup, turn passing and direction (whizz_bing_bang.md §3, §4, §7, W20)."""

from __future__ import annotations

import pytest

from engines.base import RuleViolation, to_data
from engines.whizz_bing_bang.catalog import sound_of
from engines.whizz_bing_bang.engine import WhizzBingBangEngine
from tests.engines.whizz_bing_bang.builders import call, kinds, of, table


def test_setup_one_whizz_face_up_and_54_in_the_draw_pile():
    """§3 step 2: one Whizz starts the discard pile face up; the other 54 cards form the draw pile."""
    e = WhizzBingBangEngine.new(4, 5)
    assert len(e.state.discard) == 1 and sound_of(e.state.discard[0]) == "whizz"
    assert len(e.state.draw) == 54
    p = e.view_for(None)
    assert p.faceup_sound == "whizz" and p.draw_count == 54 and p.direction == 1


def test_setup_two_is_display_only():
    """§3 RULING: setup n°1 and n°2 carry the same information; only the display differs."""
    a = to_data(WhizzBingBangEngine.new(4, 9, {"setup": "setup_1"}).view_for(None))
    b = to_data(WhizzBingBangEngine.new(4, 9, {"setup": "setup_2"}).view_for(None))
    assert a.pop("setup") == "setup_1" and b.pop("setup") == "setup_2"
    assert a == b


def test_first_player_reads_the_setup_whizz():
    """§3 step 5: the first player's first call reads the setup Whizz."""
    e = table(starter=2, top=["bing"])
    assert e.view_for(None).active == 2 and e.view_for(None).expected == "whizz"
    evs = call(e, 2, "whizz", 500)
    assert kinds(evs) == ["card_called"]


def test_whizz_passes_to_the_next_player_clockwise():
    """§4: Whizz → the next player in the current direction (clockwise = seat + 1)."""
    e = table(starter=1, top=["bang"])
    call(e, 1, "whizz", 500)
    assert e.view_for(None).active == 2


def test_bing_reverses_direction():
    """§4: Bing reverses the direction; the previous player plays next."""
    e = table(starter=0, top=["bing", "whizz", "whizz"])
    call(e, 0, "whizz", 500)  # reveals Bing -> seat 1
    call(e, 1, "bing", 900)  # reverses -> seat 0
    p = e.view_for(None)
    assert p.active == 0 and p.direction == -1
    call(e, 0, "whizz", 1300)  # still anticlockwise -> seat 3
    assert e.view_for(None).active == 3


def test_bang_skips_the_next_player():
    """§4: Bang keeps the direction but skips the next player."""
    e = table(starter=0, top=["bang", "whizz"])
    call(e, 0, "whizz", 500)
    call(e, 1, "bang", 900)
    assert e.view_for(None).active == 3


def test_w20_bang_in_three_player_lands_before_the_speaker():
    """W20: in a 3-player game Bang lands on the player before the speaker."""
    e = table(seats=3, starter=0, top=["bang", "whizz"])
    call(e, 0, "whizz", 500)
    call(e, 1, "bang", 900)
    assert e.view_for(None).active == 0


def test_two_players_only_with_the_house_option():
    """§1/§7: a 2-player table needs the house option."""
    with pytest.raises(RuleViolation):
        WhizzBingBangEngine.new(2, 1)
    WhizzBingBangEngine.new(2, 1, {"two_players": True})


def test_two_players_bang_gives_the_turn_back_to_the_speaker():
    """§7 2 players: Bang hands the turn straight back to the speaker."""
    e = table(seats=2, starter=0, top=["bang", "bing"])
    call(e, 0, "whizz", 500)
    evs = call(e, 1, "bang", 900)
    assert of(evs, "card_called")[0].next_seat == 1
    assert e.view_for(None).active == 1


def test_a_correct_call_reveals_the_next_card_at_once():
    """§4: one correct press calls and reveals; no waiting for the grace period (W22)."""
    e = table(starter=0, top=["bing"])
    evs = call(e, 0, "whizz", 400)
    cc = of(evs, "card_called")[0]
    assert (cc.read, cc.revealed, cc.reaction_ms) == ("whizz", "bing", 400)
    assert e.view_for(None).faceup_sound == "bing"


def test_w15_draw_pile_reshuffled_except_the_face_up_card():
    """W15: when the draw pile is empty, the discards except the face-up card become a new pile."""
    e = table(starter=0, top=["whizz"])
    st = e.state
    st.discard = st.discard + st.draw[:-1]
    st.draw = st.draw[-1:]
    top_before = st.draw[-1]
    call(e, 0, "whizz", 400)  # reveals the last card
    assert st.discard[-1] == top_before and not st.draw
    evs = call(e, 1, "whizz", 900)
    assert of(evs, "deck_reshuffled")[0].count == 54
    assert len(st.discard) == 2 and len(st.draw) == 53
    assert sum(e.census().values()) == 55
