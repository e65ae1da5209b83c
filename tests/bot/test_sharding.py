"""Shard settings: which bot class runs, which shards' deadlines a process fires, who syncs the slash
commands, and the refusal of a partial shard set on a SQLite file (README, Running at scale)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from discord.ext import commands

from bot.client import CampfireBot, ShardedCampfireBot, SingleProcessOnly, bot_class
from bot.config import Settings, SettingsError, load_settings

ROOT = Path(__file__).resolve().parents[2]
PG = "postgresql://campfire:secret@db.example:5432/campfire"


def settings(**kw) -> Settings:
    return load_settings(_env_file=None, sync_commands=False, **kw)


def test_one_process_by_default_fires_every_deadline_and_syncs_the_commands(tmp_path):
    s = settings(database_path=tmp_path / "db.sqlite3")
    assert bot_class(s) is CampfireBot
    bot = CampfireBot(s)
    assert (bot.scheduler.mine, bot.scheduler.shard_count) == ([0], 1)
    assert bot.syncs_commands


def test_a_shard_process_on_postgresql_runs_its_shards_only():
    s = settings(database_url=PG, shard_count=4, shard_ids="2,3")
    cls = bot_class(s)
    assert cls is ShardedCampfireBot and issubclass(cls, commands.AutoShardedBot)
    bot = cls(s)
    assert (bot.shard_count, bot.shard_ids) == (4, [2, 3])
    assert (bot.scheduler.mine, bot.scheduler.shard_count, bot.scheduler.lease_s) == ([2, 3], 4, 30)
    assert not bot.syncs_commands, "only the process with shard 0 syncs the application's commands"
    assert cls(settings(database_url=PG, shard_count=4, shard_ids="0,1")).syncs_commands
    assert bot.storage.kind == "postgresql" and bot.storage.shared


def test_all_shards_in_one_process_work_on_sqlite(tmp_path):
    s = settings(database_path=tmp_path / "db.sqlite3", shard_count=2)
    bot = bot_class(s)(s)
    assert isinstance(bot, ShardedCampfireBot) and bot.shard_ids is None
    assert bot.scheduler.mine == [0, 1] and bot.storage.kind == "sqlite"
    bot_class(settings(database_path=tmp_path / "db.sqlite3", shard_count=2, shard_ids="1,0"))


def test_some_shards_on_a_sqlite_file_are_refused(tmp_path):
    s = settings(database_path=tmp_path / "db.sqlite3", shard_count=2, shard_ids="1")
    with pytest.raises(SingleProcessOnly) as err:
        bot_class(s)
    assert "PostgreSQL" in str(err.value) and "CAMPFIRE_DATABASE_URL" in str(err.value)


@pytest.mark.parametrize(
    ("kw", "words"),
    [
        ({"shard_ids": "1"}, "CAMPFIRE_SHARD_IDS needs CAMPFIRE_SHARD_COUNT"),
        ({"shard_count": 2, "shard_ids": "2"}, "distinct ids from 0 to 1"),
        ({"shard_count": 2, "shard_ids": "1,1"}, "distinct ids from 0 to 1"),
        ({"database_url": "mysql://x@y/z"}, "CAMPFIRE_DATABASE_URL is not valid"),
    ],
)
def test_malformed_shard_and_database_settings_are_one_line(kw, words):
    with pytest.raises(SettingsError) as err:
        settings(**kw)
    assert words in str(err.value) and "\n" not in str(err.value)


def test_run_refuses_a_partial_shard_set_on_sqlite_in_one_line(tmp_path):
    """`python -m bot run` with CAMPFIRE_SHARD_IDS=1 of 2 on a SQLite file: one line, exit 2, no
    connection to Discord attempted."""
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path),
        "PYTHONPATH": str(ROOT),
        "CAMPFIRE_TOKEN": "not-a-real-token",
        "CAMPFIRE_DATABASE_PATH": str(tmp_path / "db.sqlite3"),
        "CAMPFIRE_SHARD_COUNT": "2",
        "CAMPFIRE_SHARD_IDS": "1",
    }
    proc = subprocess.run(
        [sys.executable, "-m", "bot", "run"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "CAMPFIRE_SHARD_IDS" in lines[0] and "PostgreSQL" in lines[0]
