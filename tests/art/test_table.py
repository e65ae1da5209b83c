"""The table images (bot/art/table.py, issue 32): real engine positions render within budget, the
same position gives the same bytes, the alt text names every seat, hidden cards change nothing, and
each game's image still looks like its golden image.

Golden images: tests/art/golden/table_<game>.png, compared by mean pixel difference (a tolerance,
so a new Pillow or FreeType that moves an anti-aliased pixel does not fail the test). After an
intended change to the drawing, look at the new images and regenerate them with

    CAMPFIRE_UPDATE_GOLDEN=1 python -m pytest -q tests/art/test_table.py -k golden

The hidden-information tests follow docs/ARCHITECTURE.md C7: a hand's contents, a deck's order, a
face-down laid card and unrevealed BANG! roles (docs/rules/bang.md §1.3) never reach the image.
"""

from __future__ import annotations

import io
import json
import random
from typing import Any

import pytest
from PIL import Image

from bot.art.table import (
    GAMES,
    SAMPLE_NAMES,
    render_table,
    sample_engine,
    table_hash,
)
from tests.art.goldens import check_golden

"""Mean absolute difference per channel (0–255) allowed against a golden image."""
MAX_BYTES = 200_000
LAST = "Bob shot Ann with a BANG! (A♠); Ann played a Missed!"

SAMPLES: dict[str, tuple[int, int, Any]] = {
    # game: (seats, AI steps, options) — positions with something on the table
    "bang": (5, 80, {"expansion": "armed_and_dangerous"}),
    "bang_and_twang": (4, 12, None),
    "forest_gangs": (4, 17, None),
    "whizz_bing_bang": (4, 30, None),
}
COUNTS = {
    "bang": (3, 4, 7, 8),
    "bang_and_twang": (2, 4, 6),
    "forest_gangs": (2, 4, 6),
    "whizz_bing_bang": (3, 4, 6),
}


def _engine(game: str) -> Any:
    seats, steps, options = SAMPLES[game]
    return sample_engine(game, seats, steps=steps, options=options)


def _render(game: str, engine: Any, viewer: int | None = None) -> tuple[bytes, str]:
    names = SAMPLE_NAMES[: engine.state.seats]
    return render_table(game, engine.perspective(viewer), names, LAST)


@pytest.mark.parametrize("game", GAMES)
def test_renders_deterministic_in_budget_and_names_every_seat(game: str) -> None:
    for seats in COUNTS[game]:
        engine = sample_engine(game, seats, steps=25)
        png, alt = _render(game, engine)
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        assert len(png) <= MAX_BYTES
        with Image.open(io.BytesIO(png)) as im:
            assert im.size == (960, 540)
        again = _render(game, engine)
        assert again == (png, alt)
        for name in SAMPLE_NAMES[:seats]:
            assert name in alt, (game, seats, name)
        assert "A♠" in alt
        p = engine.perspective(None)
        h = table_hash(game, p, SAMPLE_NAMES[:seats], LAST)
        assert h == table_hash(game, p, SAMPLE_NAMES[:seats], LAST)
        assert h != table_hash(game, p, SAMPLE_NAMES[:seats], "Something else happened")


@pytest.mark.parametrize("game", GAMES)
def test_a_seats_view_draws_the_public_table(game: str) -> None:
    """Given a player's own view, the image shows only what everybody sees: his hand, his
    unrevealed role and his private prompt stay out."""
    engine = _engine(game)
    public = _render(game, engine)
    for seat in range(engine.state.seats):
        assert _render(game, engine, seat) == public, seat


def _hide_differently(game: str, engine: Any) -> Any:
    """The same position with every hidden thing changed: hands swapped with the deck, decks in
    another order, face-down cards and secret roles exchanged; public facts untouched."""
    st = json.loads(engine.dump())
    rng = random.Random(1)
    if game == "bang":
        for pl in st["players"]:
            if pl["hand"] and st["deck"]:
                pl["hand"][0], st["deck"][0] = st["deck"][0], pl["hand"][0]
        rng.shuffle(st["deck"])
        hidden = [pl for pl in st["players"] if pl["alive"] and not pl["role_revealed"]]
        roles = [pl["role"] for pl in hidden]
        assert len(set(roles)) > 1, "the sample needs two different secret roles"
        for pl, role in zip(hidden, roles[1:] + roles[:1], strict=True):
            pl["role"] = role
    elif game == "bang_and_twang":
        for hand in st["hands"]:
            if hand and st["draw"]:
                hand[0], st["draw"][0] = st["draw"][0], hand[0]
        rng.shuffle(st["draw"])
        for bank in st["banks"]:
            bank.reverse()
    elif game == "forest_gangs":
        for zone in st["zones"]:
            if zone["hand"] and zone["deck"]:
                zone["hand"][0], zone["deck"][0] = zone["deck"][0], zone["hand"][0]
            rng.shuffle(zone["deck"])
    elif game == "whizz_bing_bang":
        rng.shuffle(st["draw"])
    return type(engine).load(st)


@pytest.mark.parametrize("game", GAMES)
def test_hidden_cards_change_nothing(game: str) -> None:
    engine = _engine(game)
    other = _hide_differently(game, engine)
    assert other.dump() != engine.dump()
    assert _render(game, other) == _render(game, engine)
    names = SAMPLE_NAMES[: engine.state.seats]
    assert table_hash(game, other.perspective(None), names, LAST) == table_hash(
        game, engine.perspective(None), names, LAST
    )


def test_forest_gangs_laid_card_stays_face_down() -> None:
    """A laid card (chosen, not yet revealed) is drawn as a back whatever it is (§3.2)."""
    engine = sample_engine("forest_gangs", 4, steps=25)
    st = json.loads(engine.dump())
    laid = [z for z in st["zones"] if z["chosen"] is not None and z["hand"]]
    assert laid, "the sample needs a seat that has laid a card and still holds one"
    for z in laid:
        z["chosen"], z["hand"][0] = z["hand"][0], z["chosen"]
    assert _render("forest_gangs", type(engine).load(st)) == _render("forest_gangs", engine)


@pytest.mark.parametrize("game", GAMES)
def test_golden(game: str) -> None:
    png, _alt = _render(game, _engine(game))
    check_golden(png, f"table_{game}.png")


def test_names_the_font_cannot_draw_are_tidied() -> None:
    """Emoji and scripts the fonts lack are left out of names; an empty result becomes "Seat N"."""
    engine = sample_engine("whizz_bing_bang", 3, steps=5)
    png, alt = render_table("whizz_bing_bang", engine.perspective(None), ["🤖 Robo", "🎲", "Zoë"], None)
    assert "Robo:" in alt and "Seat 2:" in alt and "Zoë:" in alt
    assert "🤖" not in alt and "Last:" not in alt
    assert len(png) <= MAX_BYTES


def test_unknown_game_is_refused() -> None:
    with pytest.raises(ValueError):
        render_table("poker", None, [], None)


def test_the_benchmark_runs(capsys: pytest.CaptureFixture[str]) -> None:
    """benchmarks/table_images.py: a tiny run prints a row per game and seat count and the verdict."""
    from benchmarks import table_images

    assert table_images.main(["--positions", "1", "--repeat", "1"]) == 0
    out = capsys.readouterr().out
    for game in GAMES:
        for seats in table_images.seat_counts(game):
            assert any(line.split()[:2] == [game, str(seats)] for line in out.splitlines()), (game, seats)
    assert "largest PNG" in out


def test_every_card_has_a_table_face() -> None:
    """The registry's table_card names every BANG! card and character and every Bang & Twang card
    (the image reads them through it: bot/ never imports a game)."""
    from engines import get_game
    from engines.bang import catalog as bang_catalog
    from engines.bang_and_twang.catalog import load_catalog

    lookup = get_game("bang").table_card
    assert lookup is not None
    cat = bang_catalog.load_catalog()
    for card_id, card in cat.cards.items():
        name, corner, border = lookup(card_id)
        assert (name, border) == (card.name, card.border) and corner.startswith(card.rank)
    for char_id, char in cat.characters.items():
        assert lookup(char_id) == (char.name, "", "character")
    twang = get_game("bang_and_twang").table_card
    assert twang is not None
    bt = load_catalog()
    for card_id in [*bt.seq, *bt.tunes]:
        name, _corner, key = twang(card_id)
        assert name and key


def test_the_last_action_line_is_printed_without_discord_markup() -> None:
    """The table's log lines are Discord text (bold names, card emojis, mentions): the picture prints
    their words only, with no symbol left where a leading emoji was (issue 32)."""
    from bot.art.table import plain_line

    line = "⚔️ Round 17: **Ann** wins with <:cffg_fg_x:123456789012345678> Fungid (5) and takes 3 cards"
    assert plain_line(line) == "Round 17: Ann wins with Fungid (5) and takes 3 cards"
    assert plain_line("💥 🤖 <@123456789012345678> loses 1 ❤️ → 3") == "loses 1 ❤ → 3"
    assert plain_line("🃏 Ann plays `BANG!` (A♠) at Bob") == "Ann plays BANG! (A♠) at Bob"
