"""The slash commands in six languages (issue 34): the synced payload carries every command's,
option's and choice's localisations, valid for Discord (the strict double checks the payload against
Discord's OpenAPI spec; this checks what the spec cannot: names unique and in Discord's form)."""

from __future__ import annotations

from typing import Any

from bot.i18n import DISCORD_LOCALES, catalog
from tests.cogs.conftest import Clock, start_harness
from tests.cogs.test_game_night_commands import ALL_GAMES
from tests.discord_harness import harness_factory  # noqa: F401  (pytest fixture)

LOCALES = [code for code, lang in DISCORD_LOCALES.items() if lang != "en"]
"""Discord's locales we localise for (English is the payload itself)."""


def _nodes(command: dict[str, Any]) -> list[dict[str, Any]]:
    """Every subcommand and option under a top-level command, depth first."""
    out = []
    for option in command.get("options") or []:
        out.append(option)
        out.extend(_nodes(option))
    return out


def _is_name(name: str) -> bool:
    return 1 <= len(name) <= 32 and name == name.lower() and all(ch.isalnum() or ch in "-_" for ch in name)


async def test_every_command_option_and_choice_is_localised(harness_factory, tmp_path) -> None:  # noqa: F811
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", Clock(), ALL_GAMES)
    await h.bot.tree.sync()
    h.raise_problems()  # the payload passed Discord's spec
    for command in h.synced_commands:
        assert set(command["description_localizations"]) == set(LOCALES), command["name"]
        for node in _nodes(command):
            where = f"/{command['name']} {node['name']}"
            assert set(node["name_localizations"]) == set(LOCALES), where
            assert set(node["description_localizations"]) == set(LOCALES), where
            for locale, name in node["name_localizations"].items():
                assert _is_name(name), f"{where} in {locale}: {name!r}"
            for choice in node.get("choices") or []:
                assert set(choice["name_localizations"]) == set(LOCALES), f"{where} {choice['value']}"
            # Names are unique among siblings in every language (Discord refuses the sync otherwise).
            siblings = node.get("options") or []
            for locale in LOCALES:
                names = [o["name_localizations"][locale] for o in siblings]
                assert len(names) == len(set(names)), f"{where} in {locale}: {names}"
        for locale in LOCALES:
            names = [o["name_localizations"][locale] for o in command.get("options") or []]
            assert len(names) == len(set(names)), f"/{command['name']} in {locale}: {names}"


async def test_a_game_command_reads_in_italian_and_german(harness_factory, tmp_path) -> None:  # noqa: F811
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", Clock(), ALL_GAMES)
    await h.bot.tree.sync()
    bang = next(c for c in h.synced_commands if c["name"] == "bang")
    start = next(o for o in bang["options"] if o["name"] == "start")
    hand = next(o for o in bang["options"] if o["name"] == "hand")
    for locale, lang in (("it", "it"), ("de", "de")):
        assert start["name_localizations"][locale] == catalog().text(lang, "cmd-start")
        assert start["description_localizations"][locale] == catalog().text(lang, "bang-start-description")
        assert hand["description_localizations"][locale] == catalog().text(lang, "cmd-hand-description")
        expansion = next(o for o in start["options"] if o["name"] == "expansion")
        base = next(c for c in expansion["choices"] if c["value"] == "none")
        assert base["name_localizations"][locale] == catalog().text(lang, "bang-choice-none")
    assert start["description_localizations"]["it"] != start["description"]  # really Italian
