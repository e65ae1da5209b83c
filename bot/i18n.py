"""Languages and message catalogs: what Campfire says, in the reader's language (issue 34).

The words live in Fluent catalogs (`.ftl` files, Project Fluent), one folder per language:
`bot/locales/<lang>/` for what every game shares and `cogs/<game>/locales/<lang>/` for a game's own
words, so a game's texts travel with its folder. Fluent, not gettext: a message is a whole
sentence with named placeholders (`{ $seats }`) and its own plural choices (`{ $n -> [one] … *[other] … }`,
by the language's CLDR rules), so a translator sees and reorders whole sentences, and there is no
compile step (the files are read as they are).

Long texts (a game's rules summary) are Markdown documents beside the catalogs:
`cogs/<game>/locales/<lang>/rules.md` (`Catalog.document`).

A language missing a message falls back to English, so a half-done language still shows every
text; `tests/bot/test_i18n.py` checks that every language has every message, with the same
placeholders.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast

from engines import GAME_KEYS

ROOT = Path(__file__).resolve().parent.parent

LANGUAGES: dict[str, str] = {
    "en": "English",
    "it": "Italiano",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
    "pt-BR": "Português do Brasil",
}
"""Our languages, by code (a folder name under `locales/`), with their own names."""

DEFAULT = "en"

DISCORD_LOCALES: dict[str, str] = {
    "en-US": "en",
    "en-GB": "en",
    "it": "it",
    "de": "de",
    "fr": "fr",
    "es-ES": "es",
    "es-419": "es",
    "pt-BR": "pt-BR",
}
"""Discord's locales (`interaction.locale`, `guild_locale`, command localisations) → our languages."""


def language_of(locale: Any) -> str:
    """Our language for a Discord locale (a `discord.Locale` or its value; English for any other)."""
    value = getattr(locale, "value", locale)
    return DISCORD_LOCALES.get(str(value), DEFAULT) if value is not None else DEFAULT


PLACEHOLDER = re.compile(r"\{\s*\$([A-Za-z][\w-]*)")


def catalog_roots() -> list[Path]:
    """The folders holding `<lang>/*.ftl`: the shared one, then each game's (by its key)."""
    roots = [ROOT / "bot" / "locales"]
    roots += [ROOT / "cogs" / key / "locales" for key in GAME_KEYS]
    return [r for r in roots if r.is_dir()]


@dataclass
class Catalog:
    """Every message of every language, read from the `.ftl` files of `roots`."""

    roots: list[Path]
    bundles: dict[str, FluentBundle] = field(default_factory=dict)
    sources: dict[str, dict[str, str]] = field(default_factory=dict)
    """language → message id → its source text (for the checks: keys and placeholders)."""

    def __post_init__(self) -> None:
        for lang in LANGUAGES:
            bundle = FluentBundle([lang], use_isolating=False)  # no bidi marks: Discord shows them
            found: dict[str, str] = {}
            for root in self.roots:
                for path in sorted((root / lang).glob("*.ftl")):
                    text = path.read_text(encoding="utf-8")
                    resource = FluentResource(text)
                    bundle.add_resource(resource)
                    found.update(_sources(text))
            self.bundles[lang] = bundle
            self.sources[lang] = found

    def document(self, lang: str, owner: str, name: str) -> str:
        """The Markdown document `name` of `owner` (a game's key, or "bot" for the shared folder) in
        `lang`, or in English when `lang` has none. KeyError: English has none either."""
        folder = ROOT / "bot" / "locales" if owner == "bot" else ROOT / "cogs" / owner / "locales"
        for code in (lang, DEFAULT):
            path = folder / code / f"{name}.md"
            if path.is_file():
                return path.read_text(encoding="utf-8").strip()
        raise KeyError(f"{owner}/{name}")

    def documents(self, lang: str) -> set[str]:
        """Every document `lang` has, as "<root>/<name>" (for the checks)."""
        return {
            f"{root.relative_to(ROOT).as_posix()}/{p.stem}"
            for root in self.roots
            for p in (root / lang).glob("*.md")
        }

    def has(self, lang: str, key: str) -> bool:
        """Whether `lang` itself has the message (no fallback)."""
        return key in self.sources.get(lang, {})

    def text(self, lang: str, key: str, **args: Any) -> str:
        """The message `key` in `lang` (English when `lang` lacks it), placeholders filled in.
        KeyError: English does not have it either (a bug, caught by the catalog test)."""
        for code in (lang, DEFAULT):
            bundle = self.bundles.get(code)
            if bundle is not None and bundle.has_message(key):
                message = bundle.get_message(key)
                value, errors = bundle.format_pattern(message.value, args)
                if errors:
                    raise ValueError(f"{code} {key}: {errors[0]}")
                return str(value)
        raise KeyError(key)


def _sources(text: str) -> dict[str, str]:
    """Message id → its whole source text, as Fluent's own parser reads the file (junk, which
    `FluentResource` would skip, is an error here: a broken line must not pass unseen)."""
    out: dict[str, str] = {}
    for entry in FluentParser(with_spans=True).parse(text).body:
        if isinstance(entry, ast.Junk):
            raise ValueError(f"not Fluent: {entry.content.strip()[:80]!r}")
        if isinstance(entry, ast.Message) and entry.span is not None:
            out[entry.id.name] = text[entry.span.start : entry.span.end]
    return out


def placeholders(source: str) -> set[str]:
    """The `$names` a message's source uses."""
    return set(PLACEHOLDER.findall(source))


@cache
def catalog() -> Catalog:
    """The catalogs of this checkout, read once."""
    return Catalog(catalog_roots())


def text(lang: str, key: str, **args: Any) -> str:
    """`catalog().text(lang, key, **args)`."""
    return catalog().text(lang, key, **args)
