"""`python -m bot play forest_gangs` as a player reads it: real choices first, reasons, no internals."""

from __future__ import annotations

import io
import re

from bot.terminal import play

INTERNAL = re.compile(r"choose_card|use_shapeshifter|join_duel|phase \w+|\bSeat 0\b")


def played(seed: int, players: int = 3) -> str:
    buf = io.StringIO()
    engine = play(
        "forest_gangs", players=players, seed=seed, options={}, ai_only=False, input_fn=lambda _: "1", out=buf
    )
    assert engine.result is not None
    return buf.getvalue()


def menus(text: str) -> list[list[str]]:
    """The numbered menus shown to the player, in order."""
    out: list[list[str]] = []
    for line in text.splitlines():
        m = re.fullmatch(r"  (\d+)\. (.*)", line)
        if m and m.group(1) == "1":
            out.append([m.group(2)])
        elif m:
            out[-1].append(m.group(2))
    return out


def test_menu_starts_with_a_real_card_and_the_random_pick_comes_last():
    """Every card menu lists the cards first; the random pick (the timeout default) is last and says so,
    and is offered only when there is a choice (with one card to play, that card alone: UX review #19)."""
    single = 0
    for seed in (3, 4, 5, 6, 7, 8):
        text = played(seed)
        card_menus = [m for m in menus(text) if any(x.startswith("Play ") for x in m)]
        assert card_menus
        for m in card_menus:
            assert re.fullmatch(r"Play \w+ \(\d\)", m[0]), m
            if len(m) == 1:
                single += 1
            else:
                assert m[-1] == "Play a card at random (what a timeout does)"
                assert len(m) >= 3, m  # two cards or more, then the random pick
    assert single, "no menu with a single card in these games"


def test_a_card_not_offered_gets_its_reason():
    """Holding a Frog: the other card is named with the Frog rule as the reason, and not in the menu."""
    for seed in range(1, 40):
        text = played(seed)
        hit = re.search(
            r"  Not offered: (\w+) \((\d)\) — you hold a Frog, and a Frog must be played\.\n", text
        )
        if hit:
            break
    else:
        raise AssertionError("no seed gave the player a Frog and another card")
    after = text[hit.end() :]
    menu = menus(after)[0]
    assert f"Play {hit.group(1)} ({hit.group(2)})" not in menu
    assert menu == ["Play Frog (6)"], "one legal card: no random pick"


def test_seats_count_from_one_and_no_internal_names():
    """The player is "Seat 1 (you)"; nothing shows a decision kind or a phase name; the end names seat N."""
    text = played(5, players=4)
    assert "Seat 1 (you)" in text and "You are seat 1" in text
    assert not INTERNAL.search(text), INTERNAL.search(text)
    assert re.search(r"\*\*\* Game over: .*Seat \d", text)
    assert text.count("Game over") == 1 and "Winner" not in text, "the end is said once"
