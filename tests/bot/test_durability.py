"""Durable by default: `PRAGMA synchronous=FULL` unless CAMPFIRE_DURABILITY=fast chooses NORMAL.

In WAL mode NORMAL survives a crash of the process (the WAL is on disk, only not synced) but not a
power cut; FULL syncs the WAL at every commit, before the player is answered.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.config import EXPECTED, Settings, env_name, load_settings
from bot.storage import Storage
from tests.bot.test_storage_guard import cli, environ, error_line
from tests.cogs.conftest import Clock, custom_ids, make_bot, start_harness
from tests.discord_harness import harness_factory  # noqa: F401  (pytest fixture)

ROOT = Path(__file__).resolve().parents[2]


async def _pragma(storage: Storage, name: str) -> str:
    async with storage.db.execute(f"PRAGMA {name}") as cur:
        row = await cur.fetchone()
    return str(row[0])


@pytest.mark.parametrize(("durability", "expected"), [("full", "FULL"), ("fast", "NORMAL")])
async def test_storage_sets_synchronous_from_durability(tmp_path, durability, expected):
    s = Storage(tmp_path / "db.sqlite3", durability=durability)
    await s.open()
    try:
        assert await s.synchronous() == expected
        assert await _pragma(s, "journal_mode") == "wal"
    finally:
        await s.close()


async def test_the_default_is_full_for_storage_settings_and_the_bot(tmp_path, monkeypatch):
    monkeypatch.delenv("CAMPFIRE_DURABILITY", raising=False)
    assert Settings(_env_file=None).durability == "full"  # type: ignore[call-arg]
    s = Storage(tmp_path / "a.sqlite3")
    await s.open()
    assert await s.synchronous() == "FULL"
    await s.close()
    bot_ = make_bot(tmp_path / "b.sqlite3", Clock(), ())
    await bot_.storage.open()
    try:
        assert await bot_.storage.synchronous() == "FULL"
    finally:
        await bot_.storage.close()


async def test_fast_through_the_environment_reaches_the_running_bot(harness_factory, tmp_path, monkeypatch):  # noqa: F811
    """CAMPFIRE_DURABILITY=FAST (any case): the bot's connection runs NORMAL, and games play as usual."""
    monkeypatch.setenv("CAMPFIRE_DURABILITY", "FAST")
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", Clock(), ("cogs.forest_gangs",))
    assert h.bot.settings.durability == "fast"
    assert await h.bot.storage.synchronous() == "NORMAL"
    rec = await h.slash("forest_gangs start", h.members[0])
    assert custom_ids(rec.message)


def test_a_bad_durability_is_one_line(tmp_path):
    proc = cli(tmp_path, environ(tmp_path, CAMPFIRE_DURABILITY="sometimes"), "migrate")
    assert proc.returncode == 2
    line = error_line(proc)
    assert "CAMPFIRE_DURABILITY=sometimes" in line and EXPECTED["durability"] in line
    with pytest.raises(Exception, match="full or fast"):
        load_settings(_env_file=None, durability="slow")


def test_readme_and_env_example_say_what_each_setting_promises():
    """The Settings row names both values and what survives what; .env.example says the same."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    row = next(line for line in readme.splitlines() if line.startswith(f"| `{env_name('durability')}`"))
    assert "`full`" in row and "`fast`" in row and "power cut" in row and "crash" in row
    example = (ROOT / ".env.example").read_text(encoding="utf-8")
    assert re.search(r"^CAMPFIRE_DURABILITY=full$", example, re.M)
    assert "power cut" in example
