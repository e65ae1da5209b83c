"""The catalogs (bot/i18n.py, issue 34): every language has every message, with the same placeholders,
and the command names they give follow Discord's rules."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel import Locale
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from bot import i18n
from bot.i18n import DEFAULT, LANGUAGES, Catalog, catalog, catalog_roots, language_of, placeholders

CATALOG = catalog()
OTHERS = [lang for lang in LANGUAGES if lang != DEFAULT]


def test_the_catalogs_are_read_from_the_shared_folder_and_every_games_own() -> None:
    roots = {
        p.relative_to(p.parents[2]).as_posix() if p.parts[-3] == "cogs" else p.name for p in catalog_roots()
    }
    assert "locales" in roots and {"cogs/bang/locales", "cogs/forest_gangs/locales"} <= roots
    assert len(CATALOG.sources[DEFAULT]) > 80
    assert {f"cogs/{g}/locales/rules" for g in ("bang", "forest_gangs")} <= CATALOG.documents(DEFAULT)


@pytest.mark.parametrize("lang", OTHERS)
def test_every_language_has_every_message_and_no_other(lang: str) -> None:
    english, other = set(CATALOG.sources[DEFAULT]), set(CATALOG.sources[lang])
    assert sorted(english - other) == [], f"{lang} lacks these"
    assert sorted(other - english) == [], f"{lang} has messages English does not"


@pytest.mark.parametrize("lang", OTHERS)
def test_every_language_has_every_document(lang: str) -> None:
    """The long texts (each game's rules summary) exist in every language, each within an embed's room."""
    assert CATALOG.documents(lang) == CATALOG.documents(DEFAULT)
    for doc in CATALOG.documents(lang):
        root, name = doc.rsplit("/", 1)
        owner = "bot" if root == "bot/locales" else root.split("/")[1]
        assert 0 < len(CATALOG.document(lang, owner, name)) <= 4000, doc


@pytest.mark.parametrize("lang", OTHERS)
def test_placeholders_are_the_same_in_every_language(lang: str) -> None:
    for key, source in CATALOG.sources[DEFAULT].items():
        assert placeholders(CATALOG.sources[lang].get(key, source)) == placeholders(source), f"{lang} {key}"


def _is_name(key: str) -> bool:
    return (key.startswith("cmd-") or key.startswith("opt-")) and not key.endswith("-description")


def command_keys(lang: str) -> set[str]:
    """The messages of the `commands*.ftl` files (`commands.ftl`, and a feature's own
    `commands-<feature>.ftl`): the command surface (everything else is chat text)."""
    return {
        key
        for root in CATALOG.roots
        for path in (root / lang).glob("commands*.ftl")
        for key in _sources_of(path)
    }


def _sources_of(path: Path) -> dict[str, str]:
    return i18n._sources(path.read_text(encoding="utf-8")) if path.is_file() else {}


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_command_names_and_descriptions_fit_discord(lang: str) -> None:
    """Discord: names lower case, 1-32 letters, digits, - or _; descriptions and choices 1-100 characters."""
    fields = command_keys(lang)
    assert fields, "the command surface is in commands.ftl"
    for key, source in CATALOG.sources[lang].items():
        if key not in fields or key.endswith("-title"):
            continue  # chat text, and the games' names (not command fields)
        value = CATALOG.text(lang, key, **{name: "x" for name in placeholders(source)})
        if _is_name(key):
            assert 1 <= len(value) <= 32 and value == value.lower(), f"{lang} {key}: {value!r}"
            assert all(ch.isalnum() or ch in "-_" for ch in value), f"{lang} {key}: {value!r}"
        else:
            assert 1 <= len(value) <= 100, f"{lang} {key}: {len(value)} characters"


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_answer_is_worded_with_its_placeholders_filled(lang: str) -> None:
    """Each answer formats with a value for each of its placeholders, and leaves none unfilled."""
    for key, source in CATALOG.sources[lang].items():
        if key.startswith(("err-", "kind-")) or "-err-" in key:
            said = CATALOG.text(lang, key, **{name: f"<{name}>" for name in placeholders(source)})
            assert said and "{" not in said and "$" not in said, f"{lang} {key}: {said!r}"


def test_a_message_a_language_lacks_falls_back_to_english(tmp_path) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "it").mkdir()
    (tmp_path / "en" / "a.ftl").write_text(
        "hello = Hello { $name }\nonly-en = Only English\n", encoding="utf-8"
    )
    (tmp_path / "it" / "a.ftl").write_text("hello = Ciao { $name }\n", encoding="utf-8")
    c = Catalog([tmp_path])
    assert c.text("it", "hello", name="Ann") == "Ciao Ann"
    assert c.text("it", "only-en") == "Only English" and not c.has("it", "only-en")
    with pytest.raises(KeyError):
        c.text("it", "nowhere")


@pytest.mark.parametrize(
    ("locale", "lang"),
    [("it", "it"), ("de", "de"), ("fr", "fr"), ("es-ES", "es"), ("es-419", "es"), ("pt-BR", "pt-BR"),
     ("en-GB", "en"), ("ja", "en"), (None, "en")],
)  # fmt: skip
def test_a_discord_locale_gives_our_language(locale: str | None, lang: str) -> None:
    assert language_of(locale) == lang


class _Selects(Visitor):  # type: ignore[misc]
    """Every plural choice of a message: variable name → the variant keys it offers."""

    def __init__(self) -> None:
        super().__init__()
        self.found: dict[str, set[str]] = {}

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:  # noqa: N802 (the visitor's name)
        if isinstance(node.selector, ast.VariableReference):
            keys = self.found.setdefault(node.selector.id.name, set())
            for variant in node.variants:
                key = variant.key
                keys.add(key.name if isinstance(key, ast.Identifier) else key.value)
        self.generic_visit(node)


CLDR = {"zero", "one", "two", "few", "many", "other"}
"""The plural categories (a choice over only these keys, or numbers, is a choice by count)."""


def plural_choices(source: str) -> dict[str, set[str]]:
    selects = _Selects()
    selects.visit(FluentParser().parse(source))
    return selects.found


@pytest.mark.parametrize("lang", OTHERS)
def test_plural_forms_exist_in_every_language(lang: str) -> None:
    """A message that chooses its words by a count in English ("1 card", "2 cards") chooses them in
    every language, on the same count, with the categories that language has (CLDR, through Babel):
    at least its "one" where it has one, and no category it lacks."""
    tags = Locale.parse(lang.replace("-", "_")).plural_form.tags | {"other"}
    checked = 0
    for key, source in CATALOG.sources[DEFAULT].items():
        english = plural_choices(source)
        if not english:
            continue
        theirs = plural_choices(CATALOG.sources[lang][key])
        for name, keys in english.items():
            assert name in theirs, f"{lang} {key}: no choice on ${name}"
            if not {k for k in keys if not k.replace(".", "").isdigit()} <= CLDR:
                continue  # a choice by kind, not by count
            words = {k for k in theirs[name] if not k.replace(".", "").isdigit()}
            assert words <= tags, f"{lang} {key}: {sorted(words - tags)} are not {lang} plural categories"
            if "one" in tags and "one" in english[name]:
                assert "one" in theirs[name], f"{lang} {key}: no 'one' form for ${name}"
            checked += 1
    assert checked >= 5


def test_english_counts_choose_their_words() -> None:
    """English itself: "1 card" and "2 cards" from one message."""
    assert "1 channel" not in i18n.text("en", "hand-which", title="BANG!", count=1)
    assert i18n.text("en", "hand-which", title="BANG!", count=3).startswith(
        "You are playing BANG! in 3 channels"
    )
    assert "einem Kanal" in i18n.text("de", "hand-which", title="BANG!", count=1)
