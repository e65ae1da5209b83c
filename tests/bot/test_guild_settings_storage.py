"""Per-server settings in the database (issue 35): saved per server, every change logged with who
made it and when, on a SQLite file and on a PostgreSQL database alike (tests/backends.py)."""

from __future__ import annotations

import asyncio

import pytest

from tests.backends import Databases, backend  # noqa: F401  (pytest fixture)

GUILD, OTHER = 7, 8
ADMIN, MOD = 11, 12


@pytest.fixture
async def storage(tmp_path, backend):  # noqa: F811
    s = backend.storage(tmp_path / "db.sqlite3")
    await s.open()
    yield s
    await s.close()


async def test_a_server_without_settings_has_none(storage):
    assert await storage.guild_settings(GUILD) == {}
    assert await storage.settings_log(GUILD) == []


async def test_each_change_is_saved_and_logged_with_who_made_it(storage):
    saved = await storage.set_guild_setting(GUILD, ADMIN, "pings", False)
    assert saved == {"pings": False}
    await storage.set_guild_setting(GUILD, MOD, "timeouts.bang.turn_timeout_s", 60)
    assert await storage.guild_settings(GUILD) == {"pings": False, "timeouts.bang.turn_timeout_s": 60}
    assert await storage.guild_settings(OTHER) == {}, "another server keeps its defaults"
    log = await storage.settings_log(GUILD)
    assert [(n, who, key, value) for n, who, key, value, _at in log] == [
        (2, MOD, "timeouts.bang.turn_timeout_s", 60),
        (1, ADMIN, "pings", False),
    ]
    assert all(at for *_, at in log)


async def test_none_puts_a_setting_back_to_its_default_and_is_logged(storage):
    await storage.set_guild_setting(GUILD, ADMIN, "language", "it")
    assert await storage.set_guild_setting(GUILD, ADMIN, "language", None) == {}
    assert await storage.guild_settings(GUILD) == {}
    assert [(key, value) for _n, _w, key, value, _at in await storage.settings_log(GUILD)] == [
        ("language", None),
        ("language", "it"),
    ]


async def test_changes_at_once_are_all_kept_and_numbered(storage):
    await asyncio.gather(*(storage.set_guild_setting(GUILD, ADMIN, f"k{i}", i) for i in range(6)))
    assert await storage.guild_settings(GUILD) == {f"k{i}": i for i in range(6)}
    assert sorted(n for n, *_ in await storage.settings_log(GUILD)) == list(range(1, 7))
