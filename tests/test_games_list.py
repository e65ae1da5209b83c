"""`engines.GAMES` is the one list of games: the cogs loaded by default, the CLI's game choices, the
card art's games, the benchmarks' games and the README's table of games all follow it, and each game
of it has its folders (README, "Adding a game")."""

from __future__ import annotations

import argparse
import importlib
import re
from pathlib import Path

import pytest

from bot.__main__ import _parser
from bot.art import cards, table
from bot.art.table_kit import TableArt
from bot.client import EXTENSIONS
from bot.gamecog import GameCog
from engines import GAME_KEYS, GAMES, get_game

ROOT = Path(__file__).resolve().parent.parent
KEYS = [g.key for g in GAMES]


def test_the_list_has_each_game_once() -> None:
    assert len(set(KEYS)) == len(KEYS) == len(GAMES)
    assert tuple(KEYS) == GAME_KEYS
    assert len({g.title for g in GAMES}) == len(GAMES)
    assert len({g.code for g in GAMES}) == len(GAMES) and all(re.fullmatch("[a-z]{2}", g.code) for g in GAMES)


def test_the_default_cogs_are_the_list() -> None:
    assert tuple(f"cogs.{k}" for k in KEYS) == EXTENSIONS


def test_the_cli_game_choices_are_the_list() -> None:
    parser = _parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for command in ("play", "simulate"):
        game = next(a for a in sub.choices[command]._actions if a.dest == "game")
        assert list(game.choices or ()) == KEYS, command


def test_the_card_art_draws_the_list() -> None:
    assert list(table.GAMES) == KEYS
    assert cards.games() == KEYS


def test_the_benchmarks_follow_the_list() -> None:
    from benchmarks import selfplay, startup

    assert [g for g, *_ in startup.GAMES] == KEYS
    turn_based = [k for k in KEYS if get_game(k).autoplay is None]
    assert list(dict.fromkeys(k for k, *_ in selfplay.CONFIGS)) == turn_based


def test_the_readme_table_has_one_row_per_game() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    guides = re.findall(r"^\|.*\(docs/games/(\w+)\.md\) \|$", text, flags=re.MULTILINE)
    assert guides == KEYS


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_each_game_has_its_folders_and_its_art_data(game) -> None:
    key = game.key
    for path in (
        f"engines/{key}/__init__.py",
        f"engines/{key}/faces.py",
        f"cogs/{key}/__init__.py",
        f"cogs/{key}/table_art.py",
        f"cogs/{key}/locales/en/commands.ftl",  # its words (bot/i18n.py), in every language (tests/bot/test_i18n.py)
        f"cogs/{key}/locales/en/answers.ftl",
        f"cogs/{key}/locales/en/rules.md",
        f"data/{key}",
        game.rules_doc,
        f"docs/games/{key}.md",
        f"tests/engines/{key}",
    ):
        assert (ROOT / path).exists(), path
    module = get_game(key)
    assert module.engine.name == key
    faces = game.faces()
    assert faces.HELP_FACE in cards.faces(key), "the help card is one of the game's faces"
    assert len(faces.TABLE_COLOURS) == 4 and all(len(c) == 3 for c in faces.TABLE_COLOURS)
    assert table.theme(key) == faces.TABLE_COLOURS
    assert cards.PALETTES[key].frames == faces.CARD_COLOURS["frames"]
    art = table.table_art(key)
    assert isinstance(art, TableArt), "cogs/<game>/table_art.py exposes TABLE_ART, a TableArt"
    assert art.samples, "the gallery draws at least one sample table of the game"


TABLE_PICTURE = ("bot/art/table.py", "bot/art/table_kit.py", "bot/art/_table_draw.py", "bot/art/gallery.py")
"""The shared table picture: the layout, the interface, the drawing kit, the gallery."""


@pytest.mark.parametrize("path", TABLE_PICTURE)
def test_the_shared_table_picture_names_no_game(path: str) -> None:
    """A game's table picture is all in its cog's `table_art.py`: the shared code names no game (no
    per-game table, no `if game == ...`), so a fifth game adds nothing there."""
    text = (ROOT / path).read_text(encoding="utf-8")
    for key in KEYS:
        assert not re.search(rf"\b{key}\b", text), f"{path} names {key}"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_each_cog_is_the_command_group_of_its_game(game) -> None:
    module = importlib.import_module(game.cog)
    assert callable(module.setup)
    cogs = [
        c
        for c in vars(importlib.import_module(f"{game.cog}.cog")).values()
        if isinstance(c, type) and issubclass(c, GameCog) and c is not GameCog
    ]
    assert len(cogs) == 1
    assert cogs[0].__cog_group_name__ == game.key
    assert cogs[0].game.engine is get_game(game.key).engine
