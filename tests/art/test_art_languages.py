"""Card faces, table pictures and hand pictures in the reader's language (issue 34).

Every word a picture draws or its alt text says comes from the catalogs (`bot/locales/<lang>/art.ftl`,
`cogs/<game>/locales/<lang>/art.ftl`, card names and texts by `Words.card` / `Words.card_text`);
the caches and content keys keep the languages apart; accented letters draw with the fonts we
ship; a word too long for a face is cut with hyphens rather than drawn past its edge. English
pictures stay as they were: the golden images of test_cards.py, test_table.py and
test_hand_images.py check that.
"""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from bot.art import _table_draw as td
from bot.art import cards, gallery, hand
from bot.art.draw import _wrap, text_width
from bot.art.table import GAMES, SAMPLE_NAMES, render_table, sample_engine, scene, table_art, table_hash
from bot.i18n import PSEUDO, card_key, catalog, words
from tests.discord_harness import harness_factory  # noqa: F401  (the bot's double, a fixture)
from tests.i18n_check import leaked, untranslated

LAST = None
SAMPLES: dict[str, tuple[int, int, Any]] = {
    # game: (seats, AI steps, options): positions with something on every part of the table
    "bang": (5, 80, {"expansion": "armed_and_dangerous"}),
    "bang_and_twang": (4, 12, None),
    "forest_gangs": (4, 17, None),
    "whizz_bing_bang": (4, 30, None),
}
ITALIAN_TITLE = "Tavolo di"
"""How an Italian table picture's alt text begins (`art-alt-title`)."""


def _view(game: str) -> tuple[Any, list[str]]:
    seats, steps, options = SAMPLES[game]
    engine = sample_engine(game, seats, steps=steps, options=options)
    return engine.perspective(None), SAMPLE_NAMES[:seats]


def _card_names(game: str) -> set[str]:
    """The English names of the game's faces that no catalog names yet (cards.ftl is the game's
    own work: those fall back to English by design, `Words.card`)."""
    c = catalog()
    return {f.name for f in cards.faces(game).values() if not c.has("en", card_key(game, f.name))}


# ---------------------------------------------------------------------------------------- faces
def test_a_face_is_drawn_in_the_readers_language() -> None:
    """A weapon's range badge is the kit's words: Italian and German faces differ from English."""
    english = cards.png_bytes(cards.render_face("bang", "volcanic_10s", cards.FULL))
    italian = cards.png_bytes(cards.render_face("bang", "volcanic_10s", cards.FULL, "it"))
    german = cards.png_bytes(cards.render_face("bang", "volcanic_10s", cards.FULL, "de"))
    assert len({english, italian, german}) == 3
    assert cards.badge_text("bang", "range 1", words("it")) == "distanza 1"
    assert cards.badge_text("bang", "upgrade 2 ●", words("de")) == "Ausbau 2 ●"
    assert cards.badge_text("bang", "range 1", words("en")) == "range 1"
    # the printed edition's names where the card catalogs have them (cogs/bang/locales/<lang>/cards.ftl)
    missed = cards.faces("bang")[cards.face_for("bang", "missed_10c")]
    assert cards.printed_name("bang", missed, words("it")) == "Mancato!"
    assert cards.printed_name("bang", missed, words("de")) == "Fehlschuss!"
    assert cards.printed_text("bang", missed, words("it")) == "Annulla un colpo contro di te"
    assert "Mancato! (10♣)" in hand.render_hand("bang", ["missed_10c"], lang="it")[1]
    # an unknown language draws English
    assert cards.png_bytes(cards.render_face("bang", "volcanic_10s", cards.FULL, "xx")) == english


@pytest.mark.parametrize("game", cards.games())
def test_a_faces_name_and_text_come_from_the_card_catalogs(game: str) -> None:
    """`Words.card` and `Words.card_text`: the catalog's words where a key exists, else English."""
    c = catalog()
    for lang in ("it", "de"):
        w = words(lang)
        for face in cards.faces(game).values():
            key = card_key(game, face.name)
            want = w(key) if c.has("en", key) else face.name
            assert cards.printed_name(game, face, w) == want, (lang, face.id)
            text = cards.printed_text(game, face, w)
            if face.kind != "sequence":
                assert text == w.card_text(game, face.kind, face.name, face.text)


def test_the_face_cache_keeps_languages_apart() -> None:
    cards._render.cache_clear()
    it = cards.render_face("bang_and_twang", "g5", cards.FULL, "it")
    en = cards.render_face("bang_and_twang", "g5", cards.FULL)
    de = cards.render_face("bang_and_twang", "g5", cards.FULL, "de")
    assert it.tobytes() != en.tobytes() and de.tobytes() != en.tobytes()  # "2 pt" / "2 pts" / "2 Pkt."
    assert cards._render.cache_info().currsize == 3
    # asked again, each language gets its own picture back from the cache
    assert cards.render_face("bang_and_twang", "g5", cards.FULL).tobytes() == en.tobytes()
    assert cards.render_face("bang_and_twang", "g5", cards.FULL, "it").tobytes() == it.tobytes()
    assert cards._render.cache_info().currsize == 3


def test_accented_letters_draw_with_the_fonts_we_ship() -> None:
    """Every letter our languages use has a glyph in Noto Sans (no empty box)."""
    letters = "àèéìòùâêîôûäöüßëïçãõñáíóúÀÈÉÌÒÙÂÊÎÔÛÄÖÜÇÃÕÑÁÍÓÚ¡¿«»’…–—·€"
    assert [ch for ch in letters if not td.has_glyph(ch)] == []
    for lang in ("it", "de", "fr", "es", "pt-BR"):
        for key, source in catalog().sources[lang].items():
            if key.startswith("art-") or "-art-" in key:
                body = source.split("=", 1)[1]
                missing = {ch for ch in body if not (td.has_glyph(ch) or td.has_glyph(ch, True))}
                assert not missing, (lang, key, missing)


def test_a_long_german_word_is_cut_with_hyphens_to_fit() -> None:
    width = 200.0
    word = "Höchstgeschwindigkeitsbegrenzung"
    assert text_width(word, 22, True) > width
    assert _wrap(word, 22, True, width) == [word]  # whole, unless asked
    lines = _wrap(f"Der {word} gilt", 22, True, width, hard=True)
    assert all(text_width(line, 22, True) <= width for line in lines), lines
    assert "".join(line.removesuffix("-") for line in lines).replace(" ", "") == f"Der{word}gilt"
    assert lines[0].endswith("-") or lines[1].endswith("-")


# ---------------------------------------------------------------------------------------- tables
@pytest.mark.parametrize("game", GAMES)
def test_a_table_in_italian_and_german(game: str) -> None:
    view, names = _view(game)
    png_en, alt_en = render_table(game, view, names, LAST)
    png_it, alt_it = render_table(game, view, names, LAST, "it")
    png_de, alt_de = render_table(game, view, names, LAST, "de")
    assert len({png_en, png_it, png_de}) == 3
    assert len({alt_en, alt_it, alt_de}) == 3
    assert alt_it.startswith(ITALIAN_TITLE), alt_it
    assert alt_de.startswith("Tisch für"), alt_de
    assert leaked([alt_it], "it") == []
    assert leaked([alt_de], "de") == []
    for name in names:
        assert name in alt_it and name in alt_de
    with Image.open(io.BytesIO(png_it)) as im:
        assert im.size == (960, 540)


@pytest.mark.parametrize("game", GAMES)
def test_a_pseudo_language_table_says_nothing_untranslated(game: str) -> None:
    """Every word of the alt text (and so of the picture: both come from one scene) is a catalog's."""
    view, names = _view(game)
    _png, alt = render_table(game, view, names, LAST, PSEUDO)
    assert untranslated([alt], [*names, *_card_names(game)]) == []
    sc = scene(game, view, names, LAST, PSEUDO)
    drawn = [sc.title, sc.status]
    assert untranslated(drawn, [*names, *_card_names(game)]) == []


@pytest.mark.parametrize("game", GAMES)
def test_every_sample_table_in_every_language(game: str) -> None:
    """The gallery's samples (crowded tables, game over, A&D) draw in each language, each alt text
    free of English sentences."""
    for seats, _variant, options, steps in table_art(game).samples:
        engine = sample_engine(game, seats, steps=steps, options=options)
        for lang in ("it", "de", "fr", "es", "pt-BR"):
            _png, alt = render_table(game, engine.perspective(None), SAMPLE_NAMES[:seats], None, lang)
            assert leaked([alt], lang) == [], (lang, alt)


def test_the_table_hash_follows_the_language() -> None:
    view, names = _view("forest_gangs")
    hashes = {lang: table_hash("forest_gangs", view, names, LAST, lang) for lang in ("en", "it", "de")}
    assert len(set(hashes.values())) == 3
    assert hashes["it"] == table_hash("forest_gangs", view, names, LAST, "it")
    assert scene("forest_gangs", view, names, LAST, "it").lang == "it"


# ---------------------------------------------------------------------------------------- hands
def test_a_hand_in_german() -> None:
    ids = ["S15", "G1", "G5", "U6"]
    png_en, _alt_en = hand.render_hand("bang_and_twang", ids)
    png_de, alt_de = hand.render_hand("bang_and_twang", ids, lang="de")
    assert png_de != png_en
    assert alt_de.startswith("Deine Hand, 4 Karten: "), alt_de
    assert "grüne Melodie" in alt_de and "Reaktion" in alt_de
    assert leaked([alt_de], "de") == []
    assert hand.render_hand("bang", [], lang="it")[1] == "La tua mano: nessuna carta."
    assert hand.render_hand("forest_gangs", ["fg_moon_7"], lang="fr")[1].endswith("(7, bande de la lune).")


def test_the_hand_key_follows_the_language() -> None:
    ids = ["bang_as", "missed_10c"]
    keys = {lang: hand.hand_key("bang", ids, lang=lang) for lang in ("en", "it", "de")}
    assert len(set(keys.values())) == 3
    assert keys["en"] == hand.hand_key("bang", ids)


def test_a_pseudo_language_hand_says_nothing_untranslated() -> None:
    for game, ids in {
        "bang_and_twang": ["S15", "G1", "G5", "U6"],
        "forest_gangs": ["fg_moon_7", "fg_acorn_1"],
        "whizz_bing_bang": ["wbb_whizz_01", "tok_red_bing"],
    }.items():
        _png, alt = hand.render_hand(game, ids, lang=PSEUDO)
        assert untranslated([alt], _card_names(game)) == [], (game, alt)


def test_the_gallery_draws_in_a_language(tmp_path: Any) -> None:
    assert gallery.write_hands(tmp_path, "it") == 3
    assert (tmp_path / "hands" / "bang.txt").read_text(encoding="utf-8").startswith("La tua mano, 4 carte: ")


# ---------------------------------------------------------------------------------------- the bot
@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Any:
    """The test's clock, also the double's."""
    from tests import discord_harness
    from tests.cogs.conftest import Clock

    c = Clock()
    monkeypatch.setattr(discord_harness.snowflakes, "_now_ms", lambda: round(c.now * 1000))
    return c


def _by_verb(msg: dict[str, Any], verb: str) -> str:
    """The custom_id of a lobby button by its verb (labels are in the table's language)."""
    from tests.cogs.conftest import custom_ids

    found = [c for c in custom_ids(msg) if c.split(":")[-1] == verb or c.endswith(f":{verb}")]
    assert found, (verb, custom_ids(msg))
    return found[0]


async def test_an_italian_table_with_a_german_player(
    harness_factory: Any,  # noqa: F811
    tmp_path: Any,
    clock: Any,
) -> None:
    """Through the bot: the table picture is drawn in the server's language (Italian alt text, a
    file name of its own), each hand picture in its player's (German for the German player)."""
    from tests.cogs.conftest import start_harness
    from tests.cogs.test_v2_tables import shown_file

    h = await start_harness(
        harness_factory, tmp_path / "db.sqlite3", clock, ("cogs.forest_gangs",), images=True
    )
    h.guild_locale = "it"
    host, german, italian = h.members[:3]
    h.locales[host.id] = "it"
    h.locales[german.id] = "de"
    h.locales[italian.id] = "it"
    lobby = (await h.slash("forest_gangs start", host)).message
    for m in (german, italian):
        await h.click(lobby, m, custom_id=_by_verb(h.message(lobby), "join"))
    await h.click(lobby, host, custom_id=_by_verb(h.message(lobby), "start"))
    record = await h.bot.storage.live_session(h.channel.id)
    assert record.options.get("language") == "it"
    table = h.message(lobby)
    shown = shown_file(table)
    assert shown is not None and shown[0].endswith("-it.png"), shown
    assert shown[1].startswith(ITALIAN_TITLE) and leaked([shown[1]], "it") == [], shown[1]
    hands = {m: shown_file(h.last_dm(m)) for m in (host, german, italian)}
    assert hands[german] is not None and hands[german][1].startswith("Deine Hand"), hands[german]
    assert hands[italian] is not None and hands[italian][1].startswith("La tua mano"), hands[italian]
    assert leaked([hands[german][1]], "de") == [] and leaked([hands[italian][1]], "it") == []
    assert not h.refusals
