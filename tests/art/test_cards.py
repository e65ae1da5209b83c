"""The card art (bot/art/cards.py, issue 32): every card in the data has a face, faces are drawn
the same every time, a few chosen faces still look like the committed golden images, and
`python -m bot gallery DIR` writes them all.

Golden images live in tests/art/golden/<game>__<face>__<size>.png. After a deliberate change of
the art, look at the new images (`python -m bot gallery /tmp/gallery`), then regenerate them with

    CAMPFIRE_UPDATE_GOLDEN=1 python -m pytest -q tests/art/test_cards.py -k golden

and commit the PNGs. A face passes when its mean absolute pixel difference (RGBA, 0-255) is at
most the tolerance of tests/art/goldens.py: small enough to catch a moved word or icon, loose enough for a different
FreeType or Pillow build's antialiasing.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from PIL import Image

from bot.__main__ import main
from bot.art import cards
from bot.art.draw import ICONS
from engines.bang import catalog as bang_catalog
from engines.bang_and_twang.catalog import load_catalog as twang_catalog
from engines.forest_gangs.catalog import GANGS
from engines.whizz_bing_bang.catalog import load_catalog as wbb_catalog
from tests.art.goldens import check_golden

CHOSEN = {
    "bang": ["bang_as", "barrel_qs", "thunderer_3c", "character_calamity_janet", "role_sheriff", "back"],
    "forest_gangs": ["fg_acorn_1", "fg_moon_7", "fg_stone_9"],
    "bang_and_twang": ["s05", "g1", "u6", "riff_b"],
    "whizz_bing_bang": ["whizz_red", "boom_purple", "tok_green_bing"],
}
"""The faces compared with golden images: each layout family of each game at least once."""


@pytest.fixture(scope="module")
def rendered() -> dict[tuple[str, str, str], bytes]:
    """Every face of every game, full size and small, as PNG bytes (drawn once for the module)."""
    out: dict[tuple[str, str, str], bytes] = {}
    for game in cards.games():
        for face_id in cards.faces(game):
            for label, size in (("full", cards.FULL), ("small", cards.SMALL)):
                out[(game, face_id, label)] = cards.png_bytes(cards.render_face(game, face_id, size))
    return out


def _covered(game: str) -> set[str]:
    return {card for face in cards.faces(game).values() for card in face.cards}


def test_every_game_has_faces() -> None:
    assert set(cards.games()) == {"bang", "forest_gangs", "bang_and_twang", "whizz_bing_bang"}


def test_every_bang_card_character_and_role_has_a_face() -> None:
    """docs/rules/bang.md §1.13-§1.15, §2.6, §2.9: 108 cards, 24 characters, four roles."""
    cat = bang_catalog.load_catalog()
    covered = _covered("bang")
    assert set(cat.cards) <= covered
    assert set(cat.characters) <= covered
    roles = {r for row in cat.meta.roles.values() for r in row if r != "note"}
    assert {f"role_{r}" for r in roles} <= set(cards.faces("bang"))
    assert all(cards.face_for("bang", c) for c in cat.cards)


def test_every_forest_gangs_creature_has_a_face() -> None:
    """docs/rules/forest_gangs.md §1.1: nine creatures in each of six gangs, coloured by gang."""
    assert {c for gang in GANGS for c in gang} <= _covered("forest_gangs")
    colours = {f.colour for f in cards.faces("forest_gangs").values() if f.kind == "creature"}
    assert len(colours) == len(GANGS)


def test_every_bang_and_twang_card_and_riff_face_has_a_face() -> None:
    """docs/rules/bang_and_twang.md §1: 16 sequence cards, 48 tune cards, the riff's two faces."""
    cat = twang_catalog()
    assert set(cat.all_ids()) <= _covered("bang_and_twang")
    assert {f"riff_{k.lower()}" for k in cat.riff["faces"]} <= set(cards.faces("bang_and_twang"))


def test_every_whizz_bing_bang_card_and_token_has_a_face() -> None:
    """docs/rules/whizz_bing_bang.md §1: 55 sound cards (by sound and colour) and 24 tokens."""
    cat = wbb_catalog()
    tokens = {f"tok_{c}_{k}" for c in cat.tokens.colours for k in cat.tokens.kinds_in_give_order}
    assert set(cat.card_ids()) | tokens <= _covered("whizz_bing_bang")
    for card in cat.card_ids():
        face = cards.faces("whizz_bing_bang")[cards.face_for("whizz_bing_bang", card)]
        assert face.colour == cat.card_colour(card)


def test_face_ids_are_file_and_emoji_names() -> None:
    for game in cards.games():
        for face_id in cards.faces(game):
            assert re.fullmatch(r"[a-z0-9_]{1,32}", face_id), (game, face_id)


def test_every_face_has_an_icon_and_a_colour() -> None:
    """A face the art cannot draw (a new kind without an icon, a new colour) fails here by name."""
    for game in cards.games():
        palette = cards.PALETTES[game]
        for face in cards.faces(game).values():
            assert face.colour in palette.frames, (game, face.id, face.colour)
            if face.kind not in ("sequence", "character"):
                assert cards.icon_name(game, face) in ICONS, (game, face.id, face.icon)


def test_every_face_renders_at_both_sizes(rendered: dict[tuple[str, str, str], bytes]) -> None:
    for (game, face_id, label), data in rendered.items():
        image = Image.open(io.BytesIO(data))
        assert image.size == (cards.FULL if label == "full" else cards.SMALL), (game, face_id)
        assert image.mode == "RGBA"
        assert image.getextrema()[3][1] == 255  # something is drawn


def test_rendering_is_deterministic(rendered: dict[tuple[str, str, str], bytes]) -> None:
    """The same face drawn again from scratch (no cache) gives the same bytes."""
    for game, chosen in CHOSEN.items():
        for face_id in chosen:
            for label, size in (("full", cards.FULL), ("small", cards.SMALL)):
                again = cards._render.__wrapped__(game, face_id, size)  # bypass the cache
                assert cards.png_bytes(again) == rendered[(game, face_id, label)], (game, face_id, label)


def test_render_face_returns_a_copy() -> None:
    image = cards.render_face("bang", "bang_as", cards.SMALL)
    image.paste((0, 0, 0, 0), (0, 0, 64, 64))
    assert cards.render_face("bang", "bang_as", cards.SMALL).getextrema()[3][1] == 255


@pytest.mark.parametrize(
    ("game", "face_id", "label"),
    [(g, f, label) for g, chosen in CHOSEN.items() for f in chosen for label in ("full", "small")],
)
def test_golden_images(
    rendered: dict[tuple[str, str, str], bytes], game: str, face_id: str, label: str
) -> None:
    check_golden(rendered[(game, face_id, label)], f"{game}__{face_id}__{label}.png", mode="RGBA")


def test_gallery_command_writes_every_face_and_the_sample_tables(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Every face at both sizes, a sample table of every game (BANG! with A&D off and on), each
    with its alt text naming every seat, and a sample hand of each game whose players hold cards."""
    from bot.art.gallery import NAMES, SAMPLE_TABLES

    assert main(["gallery", str(tmp_path / "gallery")]) == 0
    hands = 3  # BANG!, Bang & Twang and Forest Gangs (nobody holds cards in Whizz Bing Bang)
    expected = sum(len(cards.faces(g)) for g in cards.games()) * 2 + len(SAMPLE_TABLES) + hands
    assert f"Wrote {expected} images" in capsys.readouterr().out
    files = sorted((tmp_path / "gallery").rglob("*.png"))
    assert len(files) == expected
    tables = tmp_path / "gallery" / "tables"
    assert {g for g, *_ in SAMPLE_TABLES} == set(cards.games())
    for game, seats, variant, *_ in SAMPLE_TABLES:
        stem = f"{game}-{seats}p" + (f"-{variant}" if variant else "")
        assert Image.open(tables / f"{stem}.png").size == (960, 540)
        alt = (tables / f"{stem}.txt").read_text()
        assert all(name in alt for name in NAMES[:seats]), alt
    assert (tmp_path / "gallery" / "bang" / "bang_as.png").is_file()
    assert (tmp_path / "gallery" / "hands" / "forest_gangs.txt").read_text().startswith("Your hand, ")
    assert (tmp_path / "gallery" / "forest_gangs" / "small" / "fg_leaf_9.png").is_file()
    assert Image.open(tmp_path / "gallery" / "bang" / "small" / "back.png").size == cards.SMALL


def test_art_benchmark_prints_its_table(capsys: pytest.CaptureFixture[str]) -> None:
    """benchmarks/art.py runs (one game, one draw per face, its 10-card hands): no timing is asserted."""
    from benchmarks import art

    assert art.main(["--game", "whizz_bing_bang", "--repeat", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split()[:3] == ["game", "size", "faces"]
    assert [ln.split()[:3] for ln in lines[1:]] == [
        ["whizz_bing_bang", "full", str(len(cards.faces("whizz_bing_bang")))],
        ["whizz_bing_bang", "64px", str(len(cards.faces("whizz_bing_bang")))],
        ["whizz_bing_bang", "hand", str(art.HANDS)],
    ]
