"""Bot fixtures for cog tests: a real CampfireBot, driven by the harness, once on a tmp SQLite file and
once on a fresh PostgreSQL database (tests/backends.py: every test here runs on both)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.client import CampfireBot
from bot.config import Settings
from tests.backends import Databases, backend, settings_for  # noqa: F401  (pytest fixture)
from tests.discord_harness import Harness, harness_factory  # noqa: F401  (pytest fixture)


@pytest.fixture(autouse=True)
def both_backends(backend: Databases) -> Databases:  # noqa: F811
    """Every cog test runs on SQLite and on PostgreSQL."""
    return backend


class Clock:
    """A clock the test moves by hand (deadlines are computed from it)."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


def make_bot(
    db: Path, clock: Clock, extensions: tuple[str, ...], *, seed: int = 1, **settings: Any
) -> CampfireBot:
    """A bot as in production, minus the network: no token, no command sync, seeded games; its database
    is `db` on the test's backend (the file, or the PostgreSQL database standing for it).

    Card emojis are OFF unless the test asks (`images=True`): a bot with them makes one application
    emoji per card face at start-up (296 through the double), which only the emoji tests need
    (tests/bot/test_card_emojis.py)."""
    settings.setdefault("images", False)
    where = {} if "database_path" in settings or "database_url" in settings else settings_for(db)
    cfg = Settings(_env_file=None, sync_commands=False, **where, **settings)  # type: ignore[call-arg]
    seeds = iter(range(seed, seed + 1_000_000))
    return CampfireBot(cfg, extensions=extensions, clock=clock, seed_source=lambda: next(seeds))


async def start_harness(
    factory: Any, db: Path, clock: Clock, extensions: tuple[str, ...], **kw: Any
) -> Harness:
    """Build the bot and its harness (dpytest first, then our start-up)."""
    bot = make_bot(db, clock, extensions, **kw)
    return await factory(bot, setup=lambda b: b.prepare())


def table_message(h: Harness) -> dict[str, Any]:
    """The newest channel message the bot owns that has embeds (the table)."""
    for msg in reversed(h.channel_messages()):
        if msg.get("embeds"):
            return h.message(msg)
    raise AssertionError("no table message")


def labels(msg: dict[str, Any]) -> list[str]:
    """Button labels of a message."""
    out = []
    for row in msg.get("components") or []:
        for comp in row.get("components", []):
            if comp.get("label"):
                out.append(comp["label"])
    return out


def custom_ids(msg: dict[str, Any]) -> list[str]:
    """custom_ids of a message's components."""
    return [
        c["custom_id"]
        for row in msg.get("components") or []
        for c in row.get("components", [])
        if c.get("custom_id")
    ]
