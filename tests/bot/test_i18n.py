"""The catalogs (bot/i18n.py, issue 34): every language has every message, with the same placeholders,
and the command names they give follow Discord's rules."""

from __future__ import annotations

import pytest

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


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_command_names_and_descriptions_fit_discord(lang: str) -> None:
    """Discord: names lower case, 1-32 letters, digits, - or _; descriptions and choices 1-100 characters."""
    for key, source in CATALOG.sources[lang].items():
        if key.startswith(("err-", "kind-", "rules-")) or "-err-" in key:
            continue  # answers and titles: chat messages, not command fields
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
