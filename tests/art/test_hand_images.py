"""The hand pictures (bot/art/hand.py, issue 32) and the cards each game's cog puts in them.

A hand picture shows a player's own cards, for their private hand message only (a DM or an
ephemeral reply: docs/ARCHITECTURE.md C7). Checked here: the same hand gives the same bytes, the
alt text names every card in words, an empty hand draws "No cards", long hands wrap and stay
narrow enough, and each game's image still looks like its golden image. Then, for real positions
of every game, each seat's `hand_cards` are the cards its perspective holds, each with a face.

Golden images: tests/art/golden/hand_<game>.png, compared by mean pixel difference like the table
images (tests/art/test_table.py). After an intended change to the drawing, bump
`bot.art.hand.VERSION`, look at the new images and regenerate them with

    CAMPFIRE_UPDATE_GOLDEN=1 python -m pytest -q tests/art/test_hand_images.py -k golden
"""

from __future__ import annotations

import io
import re
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from PIL import Image

from bot.art import cards, gallery, hand
from bot.art.hand import CARD, GAP, HEADER, PAD, hand_key, render_hand
from bot.art.table import sample_engine
from cogs.bang.cog import BangCog
from cogs.bang_and_twang.cog import BangAndTwangCog
from cogs.forest_gangs.cog import ForestGangsCog
from cogs.whizz_bing_bang.cog import WhizzBingBangCog
from tests.art.goldens import check_golden

"""Mean absolute difference per channel (0–255) allowed against a golden image."""
MAX_WIDTH = 1100
MAX_BYTES = 200_000

HANDS: dict[str, list[str]] = {
    # a fixed hand per game (engine card ids), so a golden image does not follow the AI's play
    "bang": ["bang_as", "missed_10c", "beer_6h", "barrel_qs", "volcanic_10s"],
    "bang_and_twang": ["S01", "S15", "G1", "K3", "G5"],
    "forest_gangs": ["fg_acorn_1", "fg_moon_7", "fg_stone_9"],
    "whizz_bing_bang": ["wbb_whizz_01", "wbb_boom_05", "tok_red_bing"],
}
COGS: dict[str, Any] = {
    "bang": BangCog,
    "bang_and_twang": BangAndTwangCog,
    "forest_gangs": ForestGangsCog,
    "whizz_bing_bang": WhizzBingBangCog,
}
SNAKE = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b")
"""An internal id (`bang_as`, `fg_acorn_1`): never in player-facing text."""


def _cog(game: str) -> Any:
    """A game's cog without a bot: hand_cards reads only the engine."""
    return COGS[game](SimpleNamespace(sessions=None, presenter=None))


def _size(png: bytes) -> tuple[int, int]:
    with Image.open(io.BytesIO(png)) as im:
        return im.size


# ------------------------------------------------------------------------------------- the picture
@pytest.mark.parametrize("game", list(HANDS))
def test_a_hand_is_deterministic_and_its_alt_names_every_card(game: str) -> None:
    ids = HANDS[game]
    png, alt = render_hand(game, ids)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(png) <= MAX_BYTES
    assert render_hand(game, ids) == (png, alt)
    assert render_hand(game, list(reversed(ids)))[0] != png  # the order is drawn
    w, h = _size(png)
    assert (w, h) == (2 * PAD + len(ids) * CARD[0] + (len(ids) - 1) * GAP, 2 * PAD + CARD[1])
    assert alt.startswith(f"Your hand, {len(ids)} cards: ")
    specs = cards.faces(game)
    at = 0
    for card in ids:  # every card named, in order
        name = specs[cards.face_for(game, card)].name
        at = alt.index(name, at) + len(name)
    assert not SNAKE.search(alt), alt


def test_the_alt_text_says_values_and_suits() -> None:
    """Each card as the players call it: rank and suit, value and gang, triplet and points, set."""
    assert (
        render_hand("bang", ["bang_as", "missed_10c"])[1] == "Your hand, 2 cards: BANG! (A♠), Missed! (10♣)."
    )
    assert "(7, moon gang)" in render_hand("forest_gangs", ["fg_moon_7"])[1]
    alt = render_hand("bang_and_twang", ["S15", "G1", "G5", "U6"])[1]
    assert "Kettle Song (Bang Twang Twang, 1 pt)" in alt and "Double Strum (green tune)" in alt
    assert "Busker's Tip (green tune, 2 pts)" in alt and "Shush! (blue tune, reaction)" in alt
    assert render_hand("whizz_bing_bang", ["tok_red_bing"])[1] == "Your hand, 1 card: Bing token (red)."


def test_a_title_heads_the_picture_and_the_alt() -> None:
    ids = HANDS["bang"]
    png, alt = render_hand("bang", ids, title="Ann's hand 🤠")
    assert alt.startswith("Ann's hand, 5 cards: ")  # what the font cannot draw is left out
    assert _size(png)[1] == HEADER + 2 * PAD + CARD[1]
    assert png != render_hand("bang", ids)[0]


def test_an_empty_hand_draws_no_cards() -> None:
    png, alt = render_hand("forest_gangs", [])
    assert alt == "Your hand: no cards."
    w, h = _size(png)
    assert w <= 400 and h <= 120
    assert render_hand("forest_gangs", []) == (png, alt)
    assert render_hand("bang", [], title="Bob's hand")[1] == "Bob's hand: no cards."


def test_a_hand_of_12_wraps_into_two_rows_of_6() -> None:
    held = [c for f in hand.held_faces("bang") for c in cards.faces("bang")[f].cards]
    png, alt = render_hand("bang", held[:12])
    assert _size(png) == (2 * PAD + 6 * CARD[0] + 5 * GAP, 2 * PAD + 2 * CARD[1] + GAP)
    assert alt.startswith("Your hand, 12 cards: ")
    assert hand.layout(8) == (8, [8])
    assert hand.layout(9) == (5, [5, 4])
    assert hand.layout(12) == (6, [6, 6])
    assert hand.layout(17) == (6, [6, 6, 5])


@pytest.mark.parametrize("n", [8, 9, 16, 25])
def test_long_hands_stay_narrow(n: int) -> None:
    held = [c for f in hand.held_faces("bang") for c in cards.faces("bang")[f].cards]
    png, _alt = render_hand("bang", held[:n])
    assert _size(png)[0] <= MAX_WIDTH


def test_a_long_alt_text_is_cut_with_an_ellipsis() -> None:
    held = [c for f in hand.held_faces("bang_and_twang") for c in cards.faces("bang_and_twang")[f].cards]
    _png, alt = render_hand("bang_and_twang", held)
    assert len(alt) <= 1024 and alt.endswith("…")


def test_the_key_follows_what_the_picture_shows() -> None:
    ids = HANDS["bang"]
    key = hand_key("bang", ids)
    assert re.fullmatch(r"[0-9a-f]{12}", key)
    assert key == hand_key("bang", list(ids))
    assert key != hand_key("bang", list(reversed(ids)))
    assert key != hand_key("bang", ids, "Ann's hand")
    assert key != hand_key("bang", ids[:-1])
    # two cards with one face draw the same picture: the same key
    a, b = cards.faces("whizz_bing_bang")["whizz_red"].cards[:2]
    assert hand_key("whizz_bing_bang", [a]) == hand_key("whizz_bing_bang", [b])
    assert render_hand("whizz_bing_bang", [a]) == render_hand("whizz_bing_bang", [b])


def test_a_card_with_no_face_is_refused() -> None:
    with pytest.raises(KeyError):
        render_hand("bang", ["no_such_card"])


@pytest.mark.parametrize("game", ["bang", "bang_and_twang", "forest_gangs"])
def test_golden(game: str) -> None:
    png, _alt = render_hand(game, HANDS[game])
    check_golden(png, f"hand_{game}.png")


def test_the_gallery_writes_a_hand_per_game(tmp_path: Path) -> None:
    written = gallery.write_hands(tmp_path)
    for game in ("bang", "bang_and_twang", "forest_gangs"):
        png = (tmp_path / "hands" / f"{game}.png").read_bytes()
        alt = (tmp_path / "hands" / f"{game}.txt").read_text(encoding="utf-8")
        assert png[:8] == b"\x89PNG\r\n\x1a\n" and alt.startswith("Your hand")
    assert not (tmp_path / "hands" / "whizz_bing_bang.png").exists()  # no private hand
    engine = sample_engine("whizz_bing_bang", 4, steps=30)
    assert gallery.own_hand(engine.perspective(0)) is None
    assert written == 3


# -------------------------------------------------------------------------------- the cogs' cards
def _held(game: str, engine: Any, seat: int) -> int:
    """How many cards the public table says the seat holds."""
    p = engine.perspective(None)
    if game == "bang":
        return int(p.seats[seat].hand_size)
    if game == "bang_and_twang":
        return int(p.players[seat].hand_size)
    return int(p.players[seat].hand)


POSITIONS: dict[str, list[tuple[int, int, Any]]] = {
    # (seats, AI steps, options): positions along a game, with cards in hands
    "bang": [(4, 0, None), (4, 40, None), (7, 60, None), (5, 80, {"expansion": "armed_and_dangerous"})],
    "bang_and_twang": [(2, 0, None), (4, 12, None), (6, 40, None)],
    "forest_gangs": [(2, 0, None), (4, 17, None), (6, 30, None), (3, 10, {"kids1": True})],
}


@pytest.mark.parametrize("game", list(POSITIONS))
def test_every_seats_hand_cards_are_its_hand_with_faces(game: str) -> None:
    """Each seat's hand_cards hold as many cards as the table says it holds (its hand only: not
    BANG!'s cards in play nor its character, not Bang & Twang's bank), in the perspective's
    order, and every card has a face to draw."""
    cog = _cog(game)
    shown = 0
    for seats, steps, options in POSITIONS[game]:
        engine = sample_engine(game, seats, steps=steps, options=options)
        for seat in range(seats):
            ids = cog.hand_cards(None, engine, seat)
            assert ids is not None, (game, seats, steps, seat)
            assert len(ids) == _held(game, engine, seat), (game, seats, steps, seat)
            own = engine.perspective(seat).hand
            assert ids == [c if isinstance(c, str) else c.id for c in own]
            assert gallery.own_hand(engine.perspective(seat)) == ids  # the gallery draws the same
            for card in ids:
                cards.face_for(game, card)  # KeyError: a card the picture cannot draw
            alt = render_hand(game, ids)[1]
            assert alt.startswith(f"Your hand, {len(ids)} card" if ids else "Your hand: no cards")
            shown += len(ids)
    assert shown > 0


def test_bang_a_dead_seat_has_no_hand() -> None:
    """An eliminated player's cards went to the discard pile (docs/rules/bang.md §1.9): no picture."""
    engine = sample_engine("bang", 5, steps=120, options={"expansion": "armed_and_dangerous"})
    p = engine.perspective(None)
    dead = [s.seat for s in p.seats if not s.alive]
    assert dead, "the sample needs an eliminated seat"
    cog = _cog("bang")
    for seat in range(5):
        got = cog.hand_cards(None, engine, seat)
        assert (got is None) == (seat in dead)


def test_forest_gangs_kids_2_has_no_hands() -> None:
    """Kids 2: nobody holds cards (docs/rules/forest_gangs.md §7.2)."""
    engine = sample_engine("forest_gangs", 3, steps=10, options={"kids2": True})
    assert all(_cog("forest_gangs").hand_cards(None, engine, s) is None for s in range(3))


@pytest.mark.parametrize("options", [None, {"token_hunt": True}])
def test_whizz_bing_bang_has_no_private_hand(options: Any) -> None:
    """Sound cards are face up on the table and a player's tokens lie face down, unknown to their
    owner too (docs/rules/whizz_bing_bang.md §3, token hunt §7): nothing private to draw."""
    engine = sample_engine("whizz_bing_bang", 4, steps=30, options=options)
    assert all(_cog("whizz_bing_bang").hand_cards(None, engine, s) is None for s in range(4))
