"""Bot fixtures for cog tests: a real CampfireBot, driven by the harness, once on a tmp SQLite file and
once on a fresh PostgreSQL database (tests/backends.py: every test here runs on both)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.client import CampfireBot
from bot.config import Settings
from tests.backends import Databases, backend, settings_for  # noqa: F401  (pytest fixture)
from tests.discord_harness import Harness, harness_factory, iter_components  # noqa: F401  (pytest fixture)


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
    settings.setdefault("ai_workers", 0)  # a hard AI searches in a thread: no worker processes per test
    where = {} if "database_path" in settings or "database_url" in settings else settings_for(db)
    cfg = Settings(_env_file=None, sync_commands=False, **where, **settings)  # type: ignore[call-arg]
    seeds = iter(range(seed, seed + 1_000_000))
    bot = CampfireBot(cfg, extensions=extensions, clock=clock, seed_source=lambda: next(seeds))
    bot.warm_pictures = False  # pictures are drawn when first shown (a thread per test would only cost)
    return bot


async def start_harness(
    factory: Any, db: Path, clock: Clock, extensions: tuple[str, ...], **kw: Any
) -> Harness:
    """Build the bot and its harness (dpytest first, then our start-up)."""
    bot = make_bot(db, clock, extensions, **kw)
    return await factory(bot, setup=lambda b: b.prepare())


V2 = 1 << 15


def is_layout(msg: dict[str, Any]) -> bool:
    """Whether a message is a Components V2 layout (images on)."""
    return bool(int(msg.get("flags") or 0) & V2)


def table_message(h: Harness) -> dict[str, Any]:
    """The newest channel message the bot owns that has embeds or is a layout (the table)."""
    for msg in reversed(h.channel_messages()):
        if msg.get("embeds") or is_layout(msg):
            return h.message(msg)
    raise AssertionError("no table message")


def texts(msg: dict[str, Any]) -> list[str]:
    """The words of a message as blocks: its embeds' title, description, fields and footer, or a
    layout's text displays (the same words, images on or off)."""
    if is_layout(msg):
        return [c["content"] for c in iter_components(msg.get("components") or []) if c.get("type") == 10]
    out: list[str] = []
    for e in msg.get("embeds") or []:
        out += [e.get("title") or "", e.get("description") or ""]
        out += [f"{f.get('name')}\n{f.get('value')}" for f in e.get("fields") or []]
        out.append((e.get("footer") or {}).get("text") or "")
    return [t for t in out if t]


def description(msg: dict[str, Any]) -> str:
    """A message's description: its embed's, or a layout's heading block after its title line."""
    if is_layout(msg):
        first = texts(msg)
        head = first[0] if first else ""
        return head.partition("\n")[2] if head.startswith("## ") else head
    embeds = msg.get("embeds") or []
    return str(embeds[0].get("description") or "") if embeds else ""


def field_value(msg: dict[str, Any], name: str) -> str | None:
    """The value of a message's field called `name` (an embed field, or a layout's "**name**" block)."""
    if is_layout(msg):
        for block in texts(msg):
            for part in block.split("\n\n"):
                head, _, value = part.partition("\n")
                if head == f"**{name}**":
                    return value
        return None
    for e in msg.get("embeds") or []:
        for f in e.get("fields") or []:
            if f.get("name") == name:
                return str(f.get("value") or "")
    return None


def title(msg: dict[str, Any]) -> str:
    """A message's title: its embed's, or the first line of a layout's heading ("## …")."""
    if is_layout(msg):
        first = texts(msg)
        return first[0].split("\n")[0].removeprefix("## ") if first else ""
    embeds = msg.get("embeds") or []
    return str(embeds[0].get("title") or "") if embeds else ""


def labels(msg: dict[str, Any]) -> list[str]:
    """Button labels of a message (in rows, or nested in a Components V2 layout)."""
    return [c["label"] for c in iter_components(msg.get("components") or []) if c.get("label")]


def custom_ids(msg: dict[str, Any]) -> list[str]:
    """custom_ids of a message's components."""
    return [c["custom_id"] for c in iter_components(msg.get("components") or []) if c.get("custom_id")]
