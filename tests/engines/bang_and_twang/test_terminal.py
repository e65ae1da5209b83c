"""`python -m bot play bang_and_twang` as a player reads it: prompts in words, seats from 1, plurals."""

from __future__ import annotations

import io
import re

from bot.terminal import play
from engines.bang_and_twang import GAME
from engines.bang_and_twang import events as ev
from engines.bang_and_twang.text import PROMPTS

KINDS = re.compile(
    r"\b(take_action|standard_action|may_bank|call_and_response|tune_\w+|choose_target|peek_take"
    r"|restack|name_triplet|give_card|react_\w+)\b"
)


def played(seed: int, players: int = 3, options: dict | None = None) -> str:
    buf = io.StringIO()
    engine = play(
        "bang_and_twang",
        players=players,
        seed=seed,
        options=options or {},
        ai_only=False,
        input_fn=lambda _: "1",
        out=buf,
    )
    assert engine.result is not None
    return buf.getvalue()


def test_prompts_are_words_never_decision_kinds():
    """The player's question is said in words ("Your turn: …"), never "You must answer: take_action"."""
    for options in ({}, {"tune_mode": "wondertunes"}):
        text = played(3, options=options)
        assert "You must answer" not in text
        assert not KINDS.search(text), KINDS.search(text)
        assert PROMPTS["take_action"] in text


def test_seats_from_one_with_you_marked_and_correct_plurals():
    """You are Seat 1 (you), as in every game's terminal; counts read "1 card" / "2 cards"; menus show
    the riff a flip or move gives."""
    text = played(4)
    assert "Seat 1 (you)" in text and "Seat 0" not in text and not re.search(r"\bP\d\b", text)
    assert not re.search(r"\b1 (cards|points|pts)\b", text)
    assert re.search(r"  \d+\. Flip [123] \(gives [BT] [BT] [BT]\)", text)
    assert len(re.findall(r"wins? with \d+ points?", text)) == 1 and "Winner" not in text, (
        "the end is said once"
    )
    assert re.search(r"\*\*\* Game over: Seat \d( & Seat \d)* wins? with", text)


def test_every_riff_change_reads_as_a_sentence():
    """Each kind of riff change has its own sentence (no "Seat 3 set: …")."""
    lines = {
        change: GAME.render_event(ev.RiffChanged(seat=2, change=change, slot=1, to_slot=3, riff="BBT"), None)
        for change in ("flip", "move", "rotate", "set", "flip_all")
    }
    assert lines == {
        "flip": "Seat 3 flips slot 1: the riff is now B B T.",
        "move": "Seat 3 moves slot 1 to 3: the riff is now B B T.",
        "rotate": "Seat 3 rotates the riff: it is now B B T.",
        "set": "Seat 3 sets the riff to B B T.",
        "flip_all": "Seat 3 flips every riff card: the riff is now B B T.",
    }
    assert GAME.render_event(ev.CardsDrawn(seat=0, count=1), None) == "Seat 1 draws 1 card."
