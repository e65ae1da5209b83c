"""No non-emoji character is used as an emoji anywhere in what the bot can show (issue 9).

U+1F0A0 🂠 on the My hand button made Discord refuse every table message (50035
BUTTON_COMPONENT_INVALID_EMOJI). The harness checks every emoji the bot actually sends (components
by the strict double, text by `Harness.assert_icons_are_emoji` at every test's teardown); this test
is the grep: every pictographic character in the source, card data and guides is part of a real
emoji, so a renderer branch no test reaches cannot carry one either.
"""

from __future__ import annotations

from pathlib import Path

from tests.discord_spec import is_real_emoji, text_icon_problems

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("bot", "cogs", "engines", "data", "docs")
PICTURES = Path("bot", "art")
"""Draws glyphs (★, ♠, ✦ …) into PNG pictures with its own fonts, never into Discord text: not scanned
(nor is each game's table picture, `cogs/<game>/table_art.py`).
Its alt text, which Discord does show, is checked with every message by the harness."""


def test_every_icon_in_the_source_and_data_is_a_real_emoji() -> None:
    problems = []
    files = [
        p
        for d in SCANNED
        for p in (ROOT / d).rglob("*")
        if p.suffix in (".py", ".yaml", ".yml", ".md")
        and not p.relative_to(ROOT).is_relative_to(PICTURES)
        and p.name != "table_art.py"
    ]
    assert len(files) > 50  # the scan really looked at the project
    for path in files:
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            problems += [f"{path.relative_to(ROOT)}:{n}: {p}" for p in text_icon_problems(line)]
    assert problems == []


def test_the_checker_knows_the_playing_card_back_is_not_an_emoji() -> None:
    assert not is_real_emoji("🂠") and is_real_emoji("🃏") and is_real_emoji("▶️")
    assert text_icon_problems("🂠 deck 7") and not text_icon_problems("🃏 deck 7 · ✋ 2 · 🗑 0")
