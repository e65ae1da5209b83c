"""The terminal loop of Whizz Bing Bang: typed words timed by the (injected) clock."""

from __future__ import annotations

import io
import re

from engines.whizz_bing_bang import GAME
from engines.whizz_bing_bang.actions import Call, PickToken, Punish, Slap
from engines.whizz_bing_bang.terminal import parse_word, play_terminal


def test_typed_words_map_to_inputs_timed_by_the_clock():
    """whizz/bing/bang are calls, boom a slap, punish a Punish, 1-4 a token pick (§9 input)."""
    assert parse_word(" Bing\n", 1234, 7) == Call(sound="bing", at_ms=1234, snowflake=7)
    assert parse_word("boom", 5, 1) == Slap(at_ms=5, snowflake=1)
    assert parse_word("p", 5, 1) == Punish(at_ms=5, snowflake=1)
    assert parse_word("3", 5, 1) == PickToken(slot=2, at_ms=5, snowflake=1)
    assert parse_word("hello", 5, 1) is None


class FakeTime:
    """A clock that moves when the loop waits for a line (nobody types: AIs and ticks play on)."""

    def __init__(self, script: list[str], now: int = 10_000_000) -> None:
        self.now = now
        self.script = script

    def clock_ms(self) -> int:
        return self.now

    def read_line(self, timeout: float | None) -> str | None:
        if self.script:
            self.now += 400
            return self.script.pop(0)
        self.now += int((timeout or 0.05) * 1000) + 1
        return None


def test_a_silent_human_is_punished_and_the_game_still_ends():
    """With a human who never types, the AIs and the clock finish the game; it prints the result."""
    fake = FakeTime(["hello", "whizz"])
    out = io.StringIO()
    engine = play_terminal(
        GAME,
        players=3,
        seed=3,
        options={"end_points": 5},
        out=out,
        read_line=fake.read_line,
        clock_ms=fake.clock_ms,
    )
    assert engine.result is not None
    text = out.getvalue()
    assert "Game over" in text and "Type a word" in text


def test_quit_leaves_the_table():
    """Typing quit ends the terminal game at once."""
    fake = FakeTime(["quit"])
    out = io.StringIO()
    engine = play_terminal(
        GAME, players=3, seed=3, options={}, out=out, read_line=fake.read_line, clock_ms=fake.clock_ms
    )
    assert engine.result is None and "You left" in out.getvalue()


def test_the_terminal_speaks_in_seconds_since_the_prompt_and_seats_from_one():
    """Times are seconds after the reveal (never raw epoch ms), seats count from 1, no internal names."""
    fake = FakeTime(["whizz", "bing", "punish", "boom"], now=1_796_108_110_000)
    out = io.StringIO()
    play_terminal(
        GAME,
        players=3,
        seed=3,
        options={"end_points": 3},
        out=out,
        read_line=fake.read_line,
        clock_ms=fake.clock_ms,
    )
    text = out.getvalue()
    assert "you are seat 1" in text and "Seat 1 (you)" in text and not re.search(r"\bP\d\b", text)
    assert re.search(r"you: Whizz at \+0\.\d s", text), text[:2000]
    assert "too slow at +3.0 s" in text
    assert not re.search(r"\d{7,}", text), "no clock readings"
    assert not re.search(r"\d ms\b|turn \d|seat 0|[a-z]_[a-z]", text), "no internal names or codes"
