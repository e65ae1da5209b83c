"""The slash commands in the players' languages: discord.py's `Translator`, fed by the catalogs.

Discord shows each command, option, choice and description in the user's client language when the
command payload carries `*_localizations` for it; discord.py builds those at sync time by asking a
`Translator` for every string and locale. Ours names each string by where it stands
(`command_key`), so the cogs' decorators stay plain English:

- a game's group description: `<game>-description` (the group names are the games' names and stay);
- a subcommand: `cmd-<name>` (its name) and `cmd-<name>-description`, shared by every game, except
  `start`, whose description is the game's own: `<game>-start-description`;
- an option: `opt-<name>` (its name) and `<game>-opt-<name>-description`;
- a choice: the key its `locale_str` carries; `choice(game, value)` makes one whose words, English
  included, are the catalog's `<game>-choice-<value>`.

Names are lower case, one to 32 letters, digits, `-` or `_` (Discord's rule; the catalog test
checks every language's).
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.i18n import DEFAULT, DISCORD_LOCALES, catalog


def choice(game: str, value: str) -> app_commands.Choice[str]:
    """A slash option's choice of `value` in `game`, named by the catalogs (`<game>-choice-<value>`):
    the English name is the payload's, the others its localisations."""
    key = f"{game}-choice-{value}"
    return app_commands.Choice(
        name=app_commands.locale_str(catalog().text(DEFAULT, key), key=key), value=value
    )


def command_key(string: app_commands.locale_str, location: Where, data: Any) -> str | None:
    """The catalog key of one string of the command tree (None: not translated)."""
    key = string.extras.get("key")
    if key is not None:
        return str(key)
    if location is Where.group_description:
        return f"{data.name}-description"
    if location is Where.command_name:
        return f"cmd-{data.name}"
    if location is Where.command_description:
        if data.name == "start" and data.parent is not None:
            return f"{data.parent.name}-start-description"
        return f"cmd-{data.name}-description"
    if location is Where.parameter_name:
        return f"opt-{data.name}"
    if location is Where.parameter_description:
        group = data.command.parent
        return f"{group.name if group is not None else data.command.name}-opt-{data.name}-description"
    return None  # group names (the games' names) and anything else stay as they are


class CommandTranslator(app_commands.Translator):
    """Localisations of the command tree from the catalogs (English is the payload itself)."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        lang = DISCORD_LOCALES.get(locale.value)
        if lang is None or lang == DEFAULT:
            return None
        key = command_key(string, context.location, context.data)
        if key is None or not catalog().has(lang, key):
            return None
        return catalog().text(lang, key)
