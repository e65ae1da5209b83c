"""BANG!'s card words in every language (cogs/bang/locales/<lang>/cards.ftl): every face's name and
effect text, and every other name the game shows (the catalog's cards and characters, the roles, the
ability names), has a message in each language; English stays today's English; the printed names of
the published editions are the ones found in their rules and cards."""

from __future__ import annotations

import re

import pytest

from bot.art.cards import faces
from bot.i18n import DEFAULT, LANGUAGES, card_key, catalog, slug, words
from cogs.bang.messages import ABILITY_NAME
from engines.bang import catalog as cat
from engines.bang.faces import ROLE_NAMES

FACES = list(faces("bang").values())
NAMES = sorted(
    {f.name for f in FACES}
    | {k.name for k in cat.load_catalog().kinds}
    | {c.name for c in cat.load_catalog().characters.values()}
    | set(ROLE_NAMES.values())
    | set(ABILITY_NAME.values())
)
TEXTS = sorted({(f.kind, f.name, f.text) for f in FACES if f.text})


def _text_key(kind: str, name: str) -> str:
    return f"bang-{kind}-{slug(name)}-text"


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_name_the_game_shows_has_a_message_in_every_language(lang: str) -> None:
    lacking = [name for name in NAMES if not catalog().has(lang, card_key("bang", name))]
    assert lacking == [], f"{lang} has no name for these"


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_faces_text_has_a_message_in_every_language(lang: str) -> None:
    lacking = [(kind, name) for kind, name, _ in TEXTS if not catalog().has(lang, _text_key(kind, name))]
    assert lacking == [], f"{lang} has no text for these"


def test_a_face_kind_and_name_always_has_the_same_english_text() -> None:
    """The text key is by kind and name, so two faces with one name must say the same thing."""
    by_key: dict[tuple[str, str], set[str]] = {}
    for kind, name, text in TEXTS:
        by_key.setdefault((kind, name), set()).add(text)
    assert {k: v for k, v in by_key.items() if len(v) > 1} == {}


def test_english_is_todays_english() -> None:
    w = words(DEFAULT)
    assert [n for n in NAMES if w.card("bang", n) != n] == []
    assert [(k, n) for k, n, t in TEXTS if w.card_text("bang", k, n, t) != t] == []


_KEPT = re.compile(r"\d|●|♥|♦|♣|♠|BANG!|J–A")


@pytest.mark.parametrize("lang", [code for code in LANGUAGES if code != DEFAULT])
def test_a_translated_text_keeps_the_numbers_symbols_and_stays_short(lang: str) -> None:
    """Card faces have room for a few words: a translation keeps English's numbers, ●, suits and
    BANG!s, and is at most about half again as long."""
    w = words(lang)
    for kind, name, text in TEXTS:
        said = w.card_text("bang", kind, name, text)
        assert sorted(_KEPT.findall(said)) == sorted(_KEPT.findall(text)), f"{lang} {name}: {said!r}"
        assert len(said) <= len(text) * 1.5 + 12, f"{lang} {name}: {said!r}"


@pytest.mark.parametrize("lang", [code for code in LANGUAGES if code != DEFAULT])
def test_character_names_are_kept_as_printed(lang: str) -> None:
    """No edition we found renamed the characters: their names are the same in every language."""
    w = words(lang)
    for c in cat.load_catalog().characters.values():
        assert w.card("bang", c.name) == c.name


PRINTED = {
    # dV Giochi (Italian, the original edition); A&D as in the Italian cards
    "it": {
        "Missed!": "Mancato!",
        "Beer": "Birra",
        "General Store": "Emporio",
        "Stagecoach": "Diligenza",
        "Panic!": "Panico!",
        "Duel": "Duello",
        "Indians!": "Indiani!",
        "Jail": "Prigione",
        "Dynamite": "Dinamite",
        "Barrel": "Barile",
        "Scope": "Mirino",
        "Cat Balou": "Cat Balou",
        "Duck!": "Giù la Testa!",
        "A Little Nip": "Cicchetto",
        "Sheriff": "Sceriffo",
        "Deputy": "Vice",
        "Outlaw": "Fuorilegge",
        "Renegade": "Rinnegato",
    },
    # Abacus Spiele (German)
    "de": {
        "Missed!": "Fehlschuss!",
        "Barrel": "Fass",
        "Beer": "Bier",
        "Panic!": "Panik!",
        "Dynamite": "Dynamit",
        "Ace Up The Sleeve": "Ass im Ärmel",
        "Beer Keg": "Bierfass",
        "Bomb": "Bombe",
        "Whip": "Peitsche",
        "Rust": "Rost",
        "Deputy": "Hilfssheriff",
        "Outlaw": "Outlaw",
        "Renegade": "Kopfgeldjäger",
    },
    # Tilsit / Asmodée (French)
    "fr": {
        "Missed!": "Raté !",
        "Barrel": "Planque",
        "Stagecoach": "Diligence",
        "Duel": "Duel",
        "Sheriff": "Shérif",
        "Deputy": "Adjoint",
        "Outlaw": "Hors-la-loi",
        "Renegade": "Renégat",
    },
    # Edge (Spanish)
    "es": {
        "BANG!": "BANG!",
        "Beer": "Cerveza",
        "Sheriff": "Sheriff",
        "Deputy": "Alguacil",
        "Outlaw": "Forajido",
        "Renegade": "Renegado",
    },
    # Brazilian Portuguese
    "pt-BR": {
        "Missed!": "Errou!",
        "Sheriff": "Xerife",
        "Renegade": "Renegado",
    },
}


@pytest.mark.parametrize("lang", sorted(PRINTED))
def test_the_printed_names_of_the_published_editions(lang: str) -> None:
    w = words(lang)
    assert {en: w.card("bang", en) for en in PRINTED[lang]} == PRINTED[lang]


def test_missed_is_mancato_in_italian() -> None:
    assert words("it").card("bang", "Missed!") == "Mancato!"
    assert words("it").card_text("bang", "role", "Outlaw", "Kill the Sheriff") == "Elimina lo Sceriffo"
