"""The BANG! terminal (`python -m bot play bang`, engines/bang/text.py): seats counted from 1, plain
words instead of internal names, and real choices in every menu (issue 10)."""

import io
import re

import pytest

from bot.terminal import play
from engines.bang import events as ev
from engines.bang.actions import Respond
from engines.bang.registry import ANSWERS
from engines.bang.text import describe_action, render_event, render_perspective
from tests.engines.bang.builders import answer, pending, table
from tests.engines.bang.builders import play as play_card

INTERNAL = re.compile(r"\b[a-z]+_[a-z_]+\b")
"""snake_case words: decision kinds (play_turn), reasons (weapon_replaced), sources, ids."""


@pytest.mark.parametrize("seed,options", [(1, {}), (3, {}), (2, {"expansion": "armed_and_dangerous"})])
def test_a_whole_terminal_game_counts_seats_from_one_and_shows_no_internal_names(seed, options):
    """Playing seat 1 to the end by always typing 1: the table, the menus and every event line
    count seats from 1 and use no internal names; each menu's first choice is a real move."""
    buf = io.StringIO()
    engine = play(
        "bang", players=5, seed=seed, options=options, ai_only=False, input_fn=lambda _: "1", out=buf
    )
    assert engine.result is not None
    text = buf.getvalue()
    assert "You are seat 1" in text and "Waiting for you:" in text
    assert not re.search(r"\b[Ss]eat 0\b|\[0\]", text), "seats are counted from 1"
    leaked = {w for w in INTERNAL.findall(text)} & (
        {*ANSWERS} | {"play_turn", "weapon_replaced", "hand_limit"}
    )
    assert not leaked, leaked
    assert not INTERNAL.findall(text), sorted(set(INTERNAL.findall(text)))[:10]
    firsts = re.findall(r"^  1\. (.*)$", text, flags=re.M)
    assert firsts and all(f.strip() and "random" not in f.lower() for f in firsts)
    assert "*** Game over:" in text


def test_waiting_line_names_the_decision_in_words():
    """The pending decision reads as what to do, for the viewer ("you") or another seat."""
    e = table(4, hands={0: ["bang", "missed"], 1: ["beer"]})
    play_card(e, 0, "bang", target=1)
    assert pending(e).kind == "respond_to_shot"
    assert "Waiting for you: answer a shot" in render_perspective(e.view_for(1))
    assert "Waiting for Seat 2: answer a shot" in render_perspective(e.view_for(0))
    assert "respond_to_shot" not in render_perspective(e.view_for(None))


def test_take_it_is_named_for_the_question():
    """Respond(None) reads as what it means in that window (§3.1), not "Take it / pass"."""
    e = table(5, hands={0: ["bang", "missed"], 1: ["missed", "jail"]}, life={1: 1})
    e.state.players[2].character = "vulture_sam"  # keeps the dying window open (§1.9 step 2)
    play_card(e, 0, "bang", target=1)
    p1 = e.view_for(1)
    assert describe_action(Respond(decision_id=pending(e).id), p1) == "Take the hit (lose 1 life)"
    answer(e, lambda a: isinstance(a, Respond) and a.card is None)
    assert pending(e).kind == "play_beer_or_die"
    assert describe_action(Respond(decision_id=pending(e).id), e.view_for(1)) == "Play no Beer: you are out"


def test_event_lines_in_words():
    """Full-life heals, plurals and reasons read as sentences."""
    assert render_event(ev.LifeChanged(seat=2, delta=0, life=4, reason="beer"), None) == (
        "Seat 3 is already at full life (4)"
    )
    assert render_event(ev.LifeChanged(seat=0, delta=-1, life=3, reason="shot"), None) == (
        "Seat 1 loses 1 life point (a shot) -> 3"
    )
    line = render_event(ev.CardsDrawn(seat=1, count=1, source="general_store", cards=["beer_6h"]), None)
    assert line == "Seat 2 draws 1 card (from the General Store): Beer (6♥)"
    line = render_event(ev.CardsDiscarded(seat=3, cards=["volcanic_10s"], reason="weapon_replaced"), None)
    assert line == "Seat 4 discards Volcanic (10♠) (weapon replaced)"


def test_every_seat_shows_its_character_ability():
    """UX review #11, #19: each seat's character and its ability are on the terminal table."""
    from engines.bang.text import CHARACTER_TEXT

    e = table(4, chars=["rose_doolan", "slab_the_killer", "black_jack", "willy_the_kid"])
    text = render_perspective(e.view_for(0))
    for name, key in (("Rose Doolan", "rose_doolan"), ("Slab the Killer", "slab_the_killer")):
        assert f"{name}: {CHARACTER_TEXT[key]}" in text


def test_turn_line_says_start_of_turn_not_phase_start_of_turn():
    """UX review #12: "start of turn" is not a phase; the phases keep their numbers."""
    e = table(4, hands={0: ["bang"]})
    assert "to play, phase 2 (play cards)." in render_perspective(e.view_for(0))
    e.state.phase = "start"
    assert "to play, start of turn." in render_perspective(e.view_for(0))


def test_optional_bonus_answers_read_as_add_or_leave_u33():
    """docs/rules/bang.md U33: the terminal names the two answers of the optional bonus."""
    from tests.engines.bang.builders import ad_table

    full = {"character": 4, "whip": 4, "crate": 4, "lock_pick": 4, "beer_keg": 4}
    e = ad_table(
        4,
        hands={0: ["mustang"]},
        in_play={1: ["whip", "crate"], 2: ["lock_pick", "beer_keg"], 3: ["tumbleweed"]},
        tokens={1: full, 2: full, 3: {"character": 4, "tumbleweed": 1}},
    )
    assert e.state.token_supply == 3
    play_card(e, 0, "mustang")
    assert pending(e).kind == "place_token"
    words = [describe_action(a, e.view_for(0)) for a in e.legal_actions(0)]
    assert words == ["Add it on your character", "Leave it in the supply (add no token)"]
