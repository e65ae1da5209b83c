"""Checks on what players read in another language (issue 34).

`untranslated(texts, names)`: in a run with the pseudo-language (`bot.i18n.PSEUDO`: every letter of
the catalogs' words is an accented twin), every plain ASCII letter left in what a player read came
from somewhere else than a catalog: a string the code wrote in English. Players' names, Discord
markup (mentions, timestamps, custom emoji, links), slash commands, session ids and card ranks are
taken out first.

`leaked(texts, lang)`: the English catalog sentences (long enough to be sure) that appear, word for
word, in texts meant for `lang` (where `lang` words them differently).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import pytest

from bot import i18n
from bot.i18n import DEFAULT, PSEUDO, catalog

_MARKUP = re.compile(
    r"<(?:@[!&]?|#|t:|a?:)[^>\s]*>"  # mentions, channels, timestamps, custom emoji
    r"|https?://\S+"  # links
    r"|(?<![\w/])/[a-z][a-z_]*"  # a slash command's group (its sub-command is translated)
    r"|\b[0-9a-f]{8}\b"  # session ids
    r"|\b(?:10|[2-9AJQK])\s?[♠♥♦♣]"  # BANG! card ranks and suits
    r"|```[\s\S]*?```|`[^`]*`"  # code
)
_ASCII_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*")


def untranslated(texts: Iterable[str], names: Iterable[str] = ()) -> list[tuple[str, str]]:
    """(the English-looking word, the text it is in) for each text with letters no catalog gave."""
    found: list[tuple[str, str]] = []
    ordered = sorted({n for n in names if n}, key=len, reverse=True)
    for text in texts:
        plain = _MARKUP.sub(" ", text)
        for name in ordered:
            plain = plain.replace(name, " ")
        for m in _ASCII_WORD.finditer(plain):
            found.append((m.group(0), text))
    return found


def english_sentences(lang: str, min_len: int = 14) -> set[str]:
    """Pieces of English catalog text (between placeholders) that `lang` words differently."""
    c = catalog()
    pieces: set[str] = set()
    for key, source in c.sources[DEFAULT].items():
        if key.startswith("cmd") or not c.has(lang, key):
            continue
        theirs = c.sources[lang][key]
        body = source.split("=", 1)[1]
        for piece in re.split(r"\{[^}]*\}|\n|\*\*|[*_`]", body):
            piece = piece.strip(" .,:;!?()—–-")
            if len(piece) >= min_len and piece not in theirs:
                pieces.add(piece)
    return pieces


def leaked(texts: Iterable[str], lang: str) -> list[tuple[str, str]]:
    """(English piece, text) for each English catalog sentence found in a text meant for `lang`."""
    pieces = english_sentences(lang)
    return [(p, t) for t in texts for p in pieces if p in t]


def speak_pseudo(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every Discord locale (the harness sends en-US unless told otherwise) maps to the pseudo-language."""
    for locale in list(i18n.DISCORD_LOCALES):
        monkeypatch.setitem(i18n.DISCORD_LOCALES, locale, PSEUDO)
