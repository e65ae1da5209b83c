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

import copy
import re
import unicodedata
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from babel.lists import format_list
from babel.numbers import format_decimal
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Transformer

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
PSEUDO = "qps"
"""The pseudo-language: English with every letter of the catalogs' own words swapped for an accented
twin ("Ýöüŕ ţüŕñ"), built at load time. A whole game played in it shows at a glance (and to
`tests/cogs/test_pseudo_locale.py`) every text that does not come from a catalog. Never offered to
players: only a session or seat told so in code speaks it."""
BABEL_LOCALES = {"pt-BR": "pt_BR", PSEUDO: "en"}
"""Our language code → Babel's locale (number formats and lists), where they differ."""

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


def known_language(lang: Any) -> str:
    """`lang` when it is one of ours (or the pseudo-language), else English."""
    return lang if lang in LANGUAGES or lang == PSEUDO else DEFAULT


def table_language(record: Any) -> str:
    """The language a session's public messages use (its table, lobby, pings, results)."""
    return known_language(record.options.get("language"))


def seat_language(record: Any, seat: int) -> str:
    """The language of a seat's private messages: the player's own, else the table's."""
    if 0 <= seat < len(record.seats):
        lang = record.seats[seat].lang
        if lang is not None:
            return known_language(lang)
    return table_language(record)


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


class _Lazy(dict[str, Any]):
    """A dict that fills a missing language's entry on first use (`load(lang)`)."""

    def __init__(self, load: Any) -> None:
        super().__init__()
        self._load = load

    def __missing__(self, lang: str) -> Any:
        if lang not in LANGUAGES and lang != PSEUDO:
            raise KeyError(lang)
        self._load(lang)
        return dict.__getitem__(self, lang)


MEMO_SIZE = 100_000
"""Formatted messages `Catalog.text` keeps (then it starts afresh): a few MB at most."""


@dataclass
class Catalog:
    """Every message of every language, read from the `.ftl` files of `roots`. A language's files are
    parsed once, when it is first asked for (`warm` reads them all, at start-up)."""

    roots: list[Path]
    bundles: dict[str, FluentBundle] = field(init=False)
    sources: dict[str, dict[str, str]] = field(init=False)
    """language → message id → its source text (for the checks: keys and placeholders)."""
    _english: list[ast.Resource] = field(init=False, default_factory=list)
    _memo: dict[Any, str] = field(init=False, default_factory=dict)
    """(language, key, arguments …) → the formatted message (`text`)."""

    def __post_init__(self) -> None:
        self.bundles = _Lazy(self._load)
        self.sources = _Lazy(self._load)

    def _load(self, lang: str) -> None:
        """Parse `lang`'s files once (Fluent's parser, with the spans the checks read) into its bundle."""
        if lang == PSEUDO:
            self._load_pseudo()
            return
        bundle = FluentBundle([lang], use_isolating=False)  # no bidi marks: Discord shows them
        found: dict[str, str] = {}
        for root in self.roots:
            for path in sorted((root / lang).glob("*.ftl")):
                text = path.read_text(encoding="utf-8")
                resource = FluentParser(with_spans=True).parse(text)
                found.update(_sources(text, resource))
                bundle.add_resource(resource)
                if lang == DEFAULT:
                    self._english.append(resource)
        dict.__setitem__(self.bundles, lang, bundle)
        dict.__setitem__(self.sources, lang, found)

    def _load_pseudo(self) -> None:
        """The pseudo-language: English's parsed files, copied with their letters swapped."""
        self.bundles[DEFAULT]
        pseudo = FluentBundle(["en"], use_isolating=False)
        for resource in self._english:
            pseudo.add_resource(_Pseudo().visit(copy.deepcopy(resource)))
        dict.__setitem__(self.bundles, PSEUDO, pseudo)
        dict.__setitem__(self.sources, PSEUDO, dict(self.sources[DEFAULT]))

    def warm(self) -> None:
        """Parse every language now (start-up), not during the first request that needs one."""
        for lang in LANGUAGES:
            self.bundles[lang]

    def document(self, lang: str, owner: str, name: str) -> str:
        """The Markdown document `name` of `owner` (a game's key, or "bot" for the shared folder) in
        `lang`, or in English when `lang` has none. KeyError: English has none either."""
        folder = ROOT / "bot" / "locales" if owner == "bot" else ROOT / "cogs" / owner / "locales"
        for code in (lang, DEFAULT):
            path = folder / code / f"{name}.md"
            if path.is_file():
                found = path.read_text(encoding="utf-8").strip()
                return pseudo_text(found) if lang == PSEUDO else found
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
        return (lang in LANGUAGES or lang == PSEUDO) and key in self.sources[lang]

    def text(self, lang: str, key: str, **args: Any) -> str:
        """The message `key` in `lang` (English when `lang` lacks it), placeholders filled in.
        KeyError: English does not have it either (a bug, caught by the catalog test).

        Formatted once per language, key and arguments: a table shows the same words click after
        click, and Fluent takes 20–60 µs a message (`benchmarks/click_latency.py`)."""
        try:
            memo_key: Any = (lang, key, *args.items())
            return self._memo[memo_key]
        except KeyError:
            pass
        except TypeError:  # an argument that is not hashable: formatted every time
            return self._format(lang, key, args)
        said = self._format(lang, key, args)
        if len(self._memo) >= MEMO_SIZE:
            self._memo.clear()
        self._memo[memo_key] = said
        return said

    def _format(self, lang: str, key: str, args: dict[str, Any]) -> str:
        for code in (lang, DEFAULT):
            bundle = self.bundles[code] if code in LANGUAGES or code == PSEUDO else None
            if bundle is not None and bundle.has_message(key):
                message = bundle.get_message(key)
                value, errors = bundle.format_pattern(message.value, args)
                if errors:
                    raise ValueError(f"{code} {key}: {errors[0]}")
                return str(value)
        raise KeyError(key)


def _sources(text: str, resource: ast.Resource | None = None) -> dict[str, str]:
    """Message id → its whole source text, as Fluent's own parser reads the file (junk, which the
    bundle would skip, is an error here: a broken line must not pass unseen)."""
    if resource is None:
        resource = FluentParser(with_spans=True).parse(text)
    out: dict[str, str] = {}
    for entry in resource.body:
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


PSEUDO_LETTERS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçďéƒĝĥïĵķĺɱñöþǫŕšţüṽŵẋýžÀƁÇĎÉƑĜĤÏĴĶĹṀÑÖÞǪŔŠŢÜṼŴẊÝŽ",
)
"""Every ASCII letter → its accented twin (the pseudo-language)."""
_MARKUP = re.compile(r"(<[^>]*>|`[^`]*`|https?://\S+)")
"""Text the pseudo-language leaves as it is: Discord markup (<t:…:R>, <@…>, <:name:id>), code, links."""


def pseudo_text(value: str) -> str:
    """A text in the pseudo-language (Discord markup, code spans and links kept)."""
    parts = _MARKUP.split(value)
    return "".join(p if i % 2 else p.translate(PSEUDO_LETTERS) for i, p in enumerate(parts))


class _Pseudo(Transformer):  # type: ignore[misc]
    """Swaps the letters of every text element of a catalog (placeholders and selectors kept)."""

    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
        node.value = pseudo_text(node.value)
        return node


@dataclass(frozen=True)
class Words:
    """What one reader sees, in their language: `w("fg-round", n=3)`. Public texts (the table, the
    lobby, pings, results) use the session's language (`table_language`); private ones the seat's
    (`seat_language`) or the reader's (`bot.ui.reader_language`)."""

    lang: str

    def __call__(self, key: str, **args: Any) -> str:
        """The message `key`, placeholders filled in (numbers formatted and plurals chosen by the language)."""
        return catalog().text(self.lang, key, **args)

    def has(self, key: str) -> bool:
        """Whether the catalogs have the message (in English, at least)."""
        return catalog().has(DEFAULT, key)

    def card(self, game: str, name: str) -> str:
        """A card's (or character's, role's, creature's …) printed name in this language, found by its
        English name (`<game>-card-<slug>`, `card_key`); the English name when no catalog has it."""
        key = card_key(game, name)
        return self(key) if catalog().has(DEFAULT, key) else name

    def card_text(self, game: str, kind: str, name: str, text: str) -> str:
        """A card face's few words of effect in this language (`<game>-<kind>-<slug>-text`); the
        English text when no catalog has it."""
        key = f"{game}-{kind}-{slug(name)}-text"
        return self(key) if text and catalog().has(DEFAULT, key) else text

    def number(self, n: float) -> str:
        """A number as the language writes it (1,234.5 · 1.234,5)."""
        return format_decimal(n, locale=BABEL_LOCALES.get(self.lang, self.lang))

    def names(self, names: list[str]) -> str:
        """ "Ana, Ben and Cy" · "Ana, Ben e Cy" · "Ana, Ben und Cy"."""
        if len(names) <= 1:
            return "".join(names)
        slots = [f"\x00{i}\x00" for i in range(len(names))]
        listed = format_list(slots, locale=BABEL_LOCALES.get(self.lang, self.lang))
        if self.lang == PSEUDO:
            listed = pseudo_text(listed)
        return re.sub("\x00(\\d+)\x00", lambda m: names[int(m.group(1))], listed)


@cache
def slug(name: str) -> str:
    """ "Thunder on the Hill" → "thunder-on-the-hill", "Missed!" → "missed", "Rev. Carabine" → "rev-carabine"."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")


def card_key(game: str, name: str) -> str:
    """The catalog key of a card's name, by its English name: `bang-card-missed`."""
    return f"{game}-card-{slug(name)}"


@cache
def words(lang: str) -> Words:
    """The `Words` of a language (one of ours or the pseudo-language; anything else: English)."""
    return Words(known_language(lang))
