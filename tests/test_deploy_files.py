"""The deploy files parse and agree with each other and with the bot's settings (no docker needed).

compose.yaml: PostgreSQL with a volume and a health check, and bot shard processes that together run
every shard id exactly once against that database. Dockerfile: non-root, SQLite in /data by default, and
it copies everything the bot reads at run time (the engines find their card data next to the source).
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def compose() -> dict:
    return yaml.safe_load((ROOT / "compose.yaml").read_text(encoding="utf-8"))


def _bots(compose: dict) -> dict[str, dict]:
    return {name: svc for name, svc in compose["services"].items() if name.startswith("bot-")}


def _interpolate(value: str) -> str:
    """Compose's ${NAME}, ${NAME:?error} and ${NAME:-default} replaced by `NAME-value`, as if NAME were set."""
    return re.sub(r"\$\{(\w+)(?::?[?-][^}]*)?\}", lambda m: f"{m.group(1)}-value", value)


def _dockerfile() -> list[tuple[str, str]]:
    """(instruction, arguments) of each Dockerfile instruction, continuation lines joined."""
    text = re.sub(r"\\\n", " ", (ROOT / "Dockerfile").read_text(encoding="utf-8"))
    lines = [line.strip() for line in text.splitlines()]
    return [
        (line.split(None, 1)[0].upper(), line.split(None, 1)[1] if " " in line else "")
        for line in lines
        if line and not line.startswith("#")
    ]


def test_postgres_service_keeps_its_data_in_a_named_volume_and_reports_health(compose):
    pg = compose["services"]["postgres"]
    assert pg["image"] == "postgres:16"
    mounts = {m.split(":")[1]: m.split(":")[0] for m in pg["volumes"]}
    assert mounts["/var/lib/postgresql/data"] in compose["volumes"]
    assert "pg_isready" in " ".join(pg["healthcheck"]["test"])
    assert pg["restart"] == "unless-stopped"
    assert "ports" not in pg  # not published on the host


def test_the_bot_shards_cover_every_shard_id_exactly_once(compose):
    bots = _bots(compose)
    assert sorted(bots) == ["bot-0", "bot-1"]
    counts = {int(svc["environment"]["CAMPFIRE_SHARD_COUNT"]) for svc in bots.values()}
    assert len(counts) == 1, "every process must agree on the shard count"
    count = counts.pop()
    ids = [
        int(part)
        for svc in bots.values()
        for part in str(svc["environment"]["CAMPFIRE_SHARD_IDS"]).split(",")
        if part.strip()
    ]
    assert sorted(ids) == list(range(count))


def test_every_bot_uses_the_postgres_service_with_its_password(compose):
    pg_env = {
        key: _interpolate(value) for key, value in compose["services"]["postgres"]["environment"].items()
    }
    for name, svc in _bots(compose).items():
        env = svc["environment"]
        url = urlsplit(_interpolate(env["CAMPFIRE_DATABASE_URL"]))
        assert url.scheme == "postgresql", name
        assert (url.username, url.hostname, url.port) == (pg_env["POSTGRES_USER"], "postgres", 5432), name
        assert url.path == f"/{pg_env['POSTGRES_DB']}", name
        # the password comes from the same variable as the server's, never written into the file
        assert url.password == pg_env["POSTGRES_PASSWORD"] == "CAMPFIRE_POSTGRES_PASSWORD-value", name
        assert _interpolate(env["CAMPFIRE_TOKEN"]) == "CAMPFIRE_TOKEN-value", name
        assert svc["depends_on"]["postgres"]["condition"] == "service_healthy", name
        assert svc["restart"] == "unless-stopped", name
        assert svc["build"] == ".", name


def test_compose_environment_names_are_bot_settings(compose):
    from bot.config import ENV_PREFIX, Settings

    known = {f"{ENV_PREFIX}{field}".upper() for field in Settings.model_fields}
    for name, svc in _bots(compose).items():
        unknown = set(svc["environment"]) - known
        assert not unknown, f"{name}: {unknown} are not settings of bot/config.py"


def test_dockerfile_runs_the_bot_as_a_non_root_user_with_sqlite_in_data():
    steps = _dockerfile()
    assert steps[0] == ("FROM", "python:3.11-slim")
    kinds = [kind for kind, _ in steps]
    users = [args for kind, args in steps if kind == "USER"]
    assert users and users[-1].split(":")[0] not in {"root", "0"}
    assert kinds.index("USER") > max(i for i, (k, a) in enumerate(steps) if k == "RUN" and "pip install" in a)
    assert ("RUN", "pip install .") in steps
    assert steps[-1] == ("CMD", '["python", "-m", "bot", "run"]')
    assert ("VOLUME", '["/data"]') in steps
    env = " ".join(args for kind, args in steps if kind == "ENV")
    assert "CAMPFIRE_DATABASE_PATH=/data/" in env


def test_dockerfile_copies_what_the_bot_reads_at_run_time():
    copied = {
        src.rstrip("/")
        for kind, args in _dockerfile()
        if kind == "COPY"
        for src in args.split()[:-1]
        if not src.startswith("--")
    }
    assert {"pyproject.toml", "README.md", "bot", "cogs", "engines", "data"} <= copied
    for src in copied:
        assert (ROOT / src).exists(), f"COPY {src}: no such file in the repository"


def test_dockerignore_keeps_local_state_and_secrets_out():
    entries = {
        line.strip()
        for line in (ROOT / ".dockerignore").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    }
    assert {".venv", "var", ".git", "__pycache__", ".env"} <= entries
