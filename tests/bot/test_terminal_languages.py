"""The terminal speaks our languages (`python -m bot play|simulate … --lang`, issue 34): its own words and
each game's come from the catalogs, the English reads as it always has."""

from __future__ import annotations

import io

import pytest

from bot.__main__ import main
from bot.i18n import DEFAULT, PSEUDO, catalog, words
from bot.terminal import language_from_env, play, simulate
from engines.bang_and_twang.catalog import load_catalog as twang_catalog
from engines.forest_gangs.catalog import CREATURE_NAMES
from engines.whizz_bing_bang import GAME as WHIZZ
from engines.whizz_bing_bang.terminal import play_terminal
from tests.engines.whizz_bing_bang.test_terminal import FakeTime
from tests.i18n_check import leaked, untranslated

GAMES = ["forest_gangs", "bang_and_twang", "whizz_bing_bang"]


def card_names_not_in_catalogs(game: str) -> list[str]:
    """The English card names (and tune effects) no catalog words yet: `Words.card` shows them as
    they are until the game's cards.ftl has them (written alongside, by the card helpers)."""
    if game == "forest_gangs":
        names = list(CREATURE_NAMES.values())
    elif game == "bang_and_twang":
        cat = twang_catalog()
        names = [s.title for s in cat.seq.values()] + [t.name for t in cat.tunes.values()]
        names += [text for card, text in cat.texts.items() if not words(DEFAULT).has(_effect_key(cat, card))]
    else:
        names = ["Whizz", "Bing", "Bang", "Boom"]
    w = words(DEFAULT)
    missing = [n for n in names if w.card(game, n) == n and not w.has(f"{game}-card-{n.lower()}")]
    return missing + [n.upper() for n in missing] + [n.lower() for n in missing]


def _effect_key(cat, card: str) -> str:
    from bot.i18n import slug

    return f"bang_and_twang-tune-{slug(cat.tunes[card].name)}-effect"


def ai_game(game: str, lang: str, seed: int = 2) -> str:
    buf = io.StringIO()
    engine = play(game, players=3, seed=seed, options={}, ai_only=True, out=buf, lang=lang)
    assert engine.result is not None
    return buf.getvalue()


def human_game(game: str, lang: str, seed: int = 4) -> str:
    """Seat 1 answers every menu with 1 (Whizz Bing Bang: types words in real time)."""
    buf = io.StringIO()
    if game == "whizz_bing_bang":
        fake = FakeTime(["whizz", "bing", "hello", "punish", "boom", "1"])
        play(
            game,
            players=3,
            seed=seed,
            options={"end_points": 3},
            ai_only=False,
            out=buf,
            lang=lang,
            read_line=fake.read_line,
            clock_ms=fake.clock_ms,
        )
    else:
        play(
            game, players=3, seed=seed, options={}, ai_only=False, input_fn=lambda _: "1", out=buf, lang=lang
        )
    return buf.getvalue()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["it", "de"])
def test_an_ai_game_prints_the_languages_words(game: str, lang: str) -> None:
    """Italian and German: the banner, the table, the events and the result in the language, no English
    catalog sentence anywhere."""
    text = ai_game(game, lang)
    w = words(lang)
    assert w("term-game-over", line="").split(":")[0] in text  # "*** Partita finita" / "*** Spielende"
    assert w("term-seat", n=2) in text
    assert leaked(text.splitlines(), lang) == []


@pytest.mark.parametrize("game", GAMES)
def test_the_pseudo_language_leaves_nothing_untranslated(game: str) -> None:
    """Every word printed (AI-only and as seat 1: menus, prompts, typed-word echoes) comes from a catalog;
    seat names too."""
    names = card_names_not_in_catalogs(game)
    for text in (ai_game(game, PSEUDO), human_game(game, PSEUDO)):
        assert untranslated(text.splitlines(), names) == []


@pytest.mark.parametrize("game", GAMES)
def test_english_is_the_engines_english(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """lang=en (the catalogs) prints exactly what the engine's own English text prints, played by AIs and
    as seat 1."""
    ours = [ai_game(game, DEFAULT, seed=5), human_game(game, DEFAULT)]
    monkeypatch.setattr("bot.terminal.terminal_module", lambda key: None)  # the engine's text.py
    assert ours == [ai_game(game, DEFAULT, seed=5), human_game(game, DEFAULT)]


def test_the_real_time_terminal_reads_the_languages_words() -> None:
    """Whizz Bing Bang in Italian: "punisci" is a Punish!, "esci" leaves; English words work too."""
    from cogs.whizz_bing_bang.terminal_text import terminal_speech

    speech = terminal_speech(words("it"))
    assert speech.parse("punisci", 5, 1).kind == "punish"
    assert speech.parse("punish", 5, 1).kind == "punish"
    assert speech.parse("schiaffo", 5, 1).kind == "slap"
    assert speech.parse("bing", 5, 1).sound == "bing"
    assert speech.quits("esci") and speech.quits("quit")
    fake = FakeTime(["esci"])
    out = io.StringIO()
    engine = play_terminal(
        WHIZZ,
        players=3,
        seed=3,
        options={},
        out=out,
        read_line=fake.read_line,
        clock_ms=fake.clock_ms,
        speech=speech,
    )
    assert engine.result is None and "Hai lasciato il tavolo." in out.getvalue()
    assert "sei al posto 1" in out.getvalue()


def test_simulate_speaks_the_language() -> None:
    """simulate's statistics: names and counted values in the language (yes/no, end reasons)."""
    buf = io.StringIO()
    simulate("forest_gangs", games=3, players=3, seed=1, options={}, out=buf, lang="de")
    text = buf.getvalue()
    assert "Spiele/s" in text and "Siege nach Platz" in text and "Durchschnitt Runden" in text
    assert leaked(text.splitlines(), "de") == []
    buf = io.StringIO()
    simulate("forest_gangs", games=3, players=3, seed=1, options={}, out=buf, lang=PSEUDO)
    assert untranslated(buf.getvalue().splitlines()) == []


@pytest.mark.parametrize(
    ("env", "lang"),
    [
        ({"LANG": "it_IT.UTF-8"}, "it"),
        ({"LC_ALL": "pt_BR.UTF-8", "LANG": "de_DE.UTF-8"}, "pt-BR"),
        ({"LANG": "de"}, "de"),
        ({"LANG": "es_AR.UTF-8"}, "es"),
        ({"LANG": "pt_PT.UTF-8"}, "pt-BR"),
        ({"LC_ALL": "", "LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "ja_JP.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_default_language_comes_from_the_environment(env: dict[str, str], lang: str) -> None:
    assert language_from_env(env) == lang


def test_lang_flag_picks_the_language_and_help_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    """`--lang de` prints German; `--help` lists the six languages and the default; an unknown one is
    refused (the pseudo-language works but is not offered)."""
    assert main(["play", "forest_gangs", "--ai-only", "--players", "3", "--lang", "de"]) == 0
    assert "*** Spielende:" in capsys.readouterr().out
    assert main(["simulate", "forest_gangs", "--games", "2", "--lang", "pt_br"]) == 0
    assert "vitórias por lugar" in capsys.readouterr().out
    with pytest.raises(SystemExit) as done:
        main(["play", "--help"])
    assert done.value.code == 0
    helptext = " ".join(capsys.readouterr().out.split())
    assert "--lang {en,it,de,fr,es,pt-BR}" in helptext and "LANG" in helptext and PSEUDO not in helptext
    with pytest.raises(SystemExit):
        main(["play", "forest_gangs", "--lang", "xx"])
    assert catalog().has("it", "term-banner")
