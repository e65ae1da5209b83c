"""Logging set-up and the redaction helper (no hidden cards in logs, DESIGN.md C7)."""

from __future__ import annotations

import logging
import logging.handlers
import re
from pathlib import Path

import discord

_CARD_LIKE = re.compile(r"('(?:card|cards|hand|deck|draw_pile|state)'\s*:\s*)([^,}]+)")


def setup_logging(level: str = "INFO", log_file: Path | None = None) -> None:
    """discord.py's console logging, plus a rotating file if configured.

    The file is opened first: if it cannot be (a folder, no permission), OSError is raised and
    nothing has been installed.
    """
    handler: logging.Handler | None = None
    if log_file is not None:
        log_file.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            log_file, maxBytes=8 * 1024 * 1024, backupCount=5, encoding="utf-8"
        )
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    discord.utils.setup_logging(level=logging.getLevelName(level.upper()), root=True)
    if handler is not None:
        logging.getLogger().addHandler(handler)


def redact(text: str) -> str:
    """Mask values of card-bearing keys in a repr before it reaches a log line."""
    return _CARD_LIKE.sub(r"\1<hidden>", text)
