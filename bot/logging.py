"""Logging set-up and the redaction helper (no hidden cards in logs, docs/ARCHITECTURE.md C7).

Campfire's own loggers (`bot`, `cogs`, `engines`) never log a hidden card at any level. The
libraries' are another matter: at DEBUG `discord.http` logs every request body (DM hands included),
`discord.gateway` every event received (a click carries the message it was on, a hand DM too) and
`aiosqlite` every query with its parameters (each game's whole state). So those loggers stay at
INFO or above unless `discord_debug` (CAMPFIRE_DISCORD_DEBUG) asks for their DEBUG as well.
"""

from __future__ import annotations

import logging
import logging.handlers
import re
from pathlib import Path

import discord

_CARD_LIKE = re.compile(r"('(?:card|cards|hand|deck|draw_pile|state)'\s*:\s*)([^,}]+)")

LIBRARY_LOGGERS = ("discord", "aiosqlite")
"""Loggers that log message bodies or query parameters at DEBUG; kept at INFO unless discord_debug."""


def setup_logging(level: str = "INFO", log_file: Path | None = None, *, discord_debug: bool = False) -> None:
    """discord.py's console logging, plus a rotating file if configured.

    `level` applies to every logger, except that the LIBRARY_LOGGERS stay at INFO when `level` is
    DEBUG and `discord_debug` is off. The file is opened first: if it cannot be (a folder, no
    permission), OSError is raised and nothing has been installed.
    """
    handler: logging.Handler | None = None
    if log_file is not None:
        log_file.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            log_file, maxBytes=8 * 1024 * 1024, backupCount=5, encoding="utf-8"
        )
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root_level = logging.getLevelName(level.upper())
    discord.utils.setup_logging(level=root_level, root=True)
    library_level = root_level if discord_debug else max(root_level, logging.INFO)
    for name in LIBRARY_LOGGERS:
        logging.getLogger(name).setLevel(library_level)
    if handler is not None:
        logging.getLogger().addHandler(handler)


def redact(text: str) -> str:
    """Mask values of card-bearing keys in a repr before it reaches a log line."""
    return _CARD_LIKE.sub(r"\1<hidden>", text)
