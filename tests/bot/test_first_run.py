"""A first run as the README tells it: copy `.env.example` to `.env`, run, and every fault is one line.

Each case runs the real command line in a subprocess (`python -m bot …`, or `scripts/dev.py run`)
with a timeout, so a hang fails the test. Discord is never contacted: where a case has a token, a
`sitecustomize.py` made by the test points discord.py's API base at a loopback HTTP server started
here (127.0.0.1 only) and refuses to resolve any other host.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import stat
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from bot.config import EXPECTED, Settings, env_name

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 30
"""Seconds a command may take; a hang (the old aiosqlite thread left running) fails the test."""

ANSI = re.compile(r"\x1b\[[0-9;]*m")
INFO_RECORD = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d INFO ")
"""A console log record at INFO, once discord.py's colours are removed."""

SITECUSTOMIZE = """
import os, socket

_base = os.environ.get("FIRST_RUN_API_BASE")
if _base:
    import discord.http

    discord.http.Route.BASE = _base
    _getaddrinfo = socket.getaddrinfo

    def _loopback_only(host, *args, **kwargs):
        if host not in ("127.0.0.1", b"127.0.0.1"):
            raise OSError(f"test: refusing to resolve {host!r}: only 127.0.0.1 is allowed")
        return _getaddrinfo(host, *args, **kwargs)

    socket.getaddrinfo = _loopback_only
"""


@dataclass
class FakeDiscord:
    """A loopback HTTP server answering every request 401 Unauthorized, as Discord does a bad token."""

    base: str
    requests: list[tuple[str, str, str | None]] = field(default_factory=list)
    """(method, path, Authorization header) of every request received."""


@pytest.fixture
def fake_discord() -> Iterator[FakeDiscord]:
    """Discord's API, as far as a rejected token goes."""
    seen: list[tuple[str, str, str | None]] = []

    class Handler(BaseHTTPRequestHandler):
        def _reject(self) -> None:
            seen.append((self.command, self.path, self.headers.get("Authorization")))
            body = json.dumps({"message": "401: Unauthorized", "code": 0}).encode()
            self.send_response(401)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = _reject

        def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - quiet
            return

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield FakeDiscord(f"http://127.0.0.1:{server.server_address[1]}/api/v10", seen)
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def closed_port() -> Iterator[int]:
    """A loopback port bound but not listening: connecting to it is refused."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    try:
        yield sock.getsockname()[1]
    finally:
        sock.close()


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A folder holding `.env`, a copy of `.env.example` exactly as a new user makes it."""
    folder = tmp_path / "campfire"
    folder.mkdir()
    shutil.copyfile(ROOT / ".env.example", folder / ".env")
    return folder


def _environ(
    tmp_path: Path, api_base: str | None = None, *, hook: str = "", **settings: str
) -> dict[str, str]:
    """A clean environment (no CAMPFIRE_ variable from the caller) plus the given settings.

    `hook` is more Python for the child's sitecustomize (e.g. a test migrations folder).
    """
    stub = tmp_path / "stub"
    stub.mkdir(exist_ok=True)
    (stub / "sitecustomize.py").write_text(SITECUSTOMIZE + hook, encoding="utf-8")
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(tmp_path),
        "PYTHONPATH": os.pathsep.join([str(stub), str(ROOT)]),
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    if api_base is not None:
        env["FIRST_RUN_API_BASE"] = api_base
    env.update(settings)
    return env


def _bot(cwd: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    """`python -m bot ARGS` in a subprocess, with a timeout (a hang fails the test)."""
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )


def _one_line(proc: subprocess.CompletedProcess[str]) -> str:
    """The single non-empty line on stderr (and no traceback anywhere)."""
    assert "Traceback" not in proc.stderr + proc.stdout, proc.stderr
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("error: "), lines[0]
    return lines[0]


def _set_in_env_file(project: Path, key: str, value: str) -> None:
    """Change one line of the copied `.env`, as a user editing it would."""
    env_file = project / ".env"
    lines = env_file.read_text(encoding="utf-8").splitlines()
    assert any(line.startswith(f"{key}=") for line in lines), f"{key} is not in .env.example"
    env_file.write_text(
        "\n".join(f"{key}={value}" if line.startswith(f"{key}=") else line for line in lines) + "\n",
        encoding="utf-8",
    )


# ---- .env.example as is ---------------------------------------------------------------------------


def test_env_example_lists_every_setting_and_parses_as_is(project, monkeypatch):
    """Every setting is in `.env.example`; copied as is, each one reads as its default."""
    keys = {
        line.partition("=")[0]
        for line in (ROOT / ".env.example").read_text(encoding="utf-8").splitlines()
        if line and not line.startswith("#")
    }
    assert keys == {env_name(name) for name in Settings.model_fields}
    assert set(EXPECTED) == set(Settings.model_fields)
    for key in keys:
        monkeypatch.delenv(key, raising=False)
    monkeypatch.chdir(project)
    settings = Settings()
    assert settings.model_dump() == Settings(_env_file=None).model_dump()  # type: ignore[call-arg]
    assert settings.token is None and settings.dev_guild_id is None and settings.log_file is None


def test_every_setting_left_empty_means_its_default(tmp_path, monkeypatch):
    """`KEY=` for every setting, in `.env` or the environment: each takes its default, no error."""
    names = [env_name(name) for name in Settings.model_fields]
    for key in names:
        monkeypatch.delenv(key, raising=False)
    (tmp_path / ".env").write_text("".join(f"{key}=\n" for key in names), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    defaults = Settings(_env_file=None).model_dump()  # type: ignore[call-arg]
    assert Settings().model_dump() == defaults
    for key in names:
        monkeypatch.setenv(key, "")
    assert Settings().model_dump() == defaults


def test_an_environment_variable_wins_over_env_file(tmp_path, monkeypatch):
    """README: a variable in the environment overrides the same line of `.env`."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".env").write_text("CAMPFIRE_LOG_LEVEL=LOUD\nCAMPFIRE_TABLE_LOG_LINES=3\n", encoding="utf-8")
    monkeypatch.setenv("CAMPFIRE_LOG_LEVEL", "warning")
    monkeypatch.delenv("CAMPFIRE_TABLE_LOG_LINES", raising=False)
    settings = Settings()
    assert settings.log_level == "WARNING" and settings.table_log_lines == 3


def test_copied_env_example_without_token_prints_one_line(project, tmp_path):
    """`cp .env.example .env` then run: the one-line "set CAMPFIRE_TOKEN" message, exit 2."""
    proc = _bot(project, _environ(tmp_path), "run")
    assert proc.returncode == 2
    assert "set CAMPFIRE_TOKEN" in _one_line(proc)
    assert proc.stdout == ""


def test_copied_env_example_migrates(project, tmp_path):
    """With the copied `.env`, `migrate` creates the database where `.env.example` says."""
    proc = _bot(project, _environ(tmp_path), "migrate")
    assert proc.returncode == 0, proc.stderr
    assert (project / "var" / "campfire.sqlite3").is_file()
    assert "schema version" in proc.stdout and "Traceback" not in proc.stderr


def test_dev_script_run_as_the_readme_says(tmp_path):
    """`python3 scripts/dev.py run` from a checkout whose `.env` is `.env.example`: one line, exit 2.

    The checkout is a copy of scripts/dev.py and pyproject.toml; its `.venv/bin/python` is a stand-in
    that runs this interpreter and answers `-m pip` with success, so nothing is created or installed.
    """
    if os.name == "nt":
        pytest.skip("the .venv stand-in is a shell script")
    checkout = tmp_path / "checkout"
    (checkout / "scripts").mkdir(parents=True)
    shutil.copyfile(ROOT / "scripts" / "dev.py", checkout / "scripts" / "dev.py")
    shutil.copyfile(ROOT / "pyproject.toml", checkout / "pyproject.toml")
    shutil.copyfile(ROOT / ".env.example", checkout / ".env")
    python = checkout / ".venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text(
        f'#!/bin/sh\nif [ "$1" = "-m" ] && [ "$2" = "pip" ]; then exit 0; fi\nexec "{sys.executable}" "$@"\n',
        encoding="utf-8",
    )
    python.chmod(python.stat().st_mode | stat.S_IXUSR)
    proc = subprocess.run(
        [sys.executable, "scripts/dev.py", "run"],
        cwd=checkout,
        env=_environ(tmp_path),
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert proc.returncode == 2
    assert "set CAMPFIRE_TOKEN" in _one_line(proc)


# ---- malformed settings -----------------------------------------------------------------------------

COMMANDS = [["run"], ["migrate"], ["replay", "abc123"]]
MALFORMED = [
    # the four, with every command that reads the settings
    *(
        pytest.param(key, value, name, command, id=f"{key}={value}-{command[0]}")
        for key, value, name in [
            ("CAMPFIRE_DEV_GUILD_ID", "abc", "dev_guild_id"),
            ("CAMPFIRE_LOBBY_TIMEOUT_S", "5", "lobby_timeout_s"),
            ("CAMPFIRE_SYNC_COMMANDS", "maybe", "sync_commands"),
            ("CAMPFIRE_LOG_LEVEL", "LOUD", "log_level"),
        ]
        for command in COMMANDS
    ),
    # the other settings' forms, with one command each
    pytest.param("CAMPFIRE_DEV_GUILD_ID", "-5", "dev_guild_id", ["run"], id="negative-guild"),
    pytest.param("CAMPFIRE_MESSAGE_CONTENT", "sometimes", "message_content", ["run"], id="intent"),
    pytest.param("CAMPFIRE_IDLE_STRIKES_BEFORE_AI", "0", "idle_strikes_before_ai", ["migrate"], id="strikes"),
    pytest.param("CAMPFIRE_TABLE_LOG_LINES", "many", "table_log_lines", ["replay", "x"], id="log-lines"),
]


@pytest.mark.parametrize(("key", "value", "name", "command"), MALFORMED)
def test_malformed_setting_in_env_file_is_one_line(project, tmp_path, key, value, name, command):
    """A bad value in `.env` stops every command with one line: the variable, its value, the form."""
    _set_in_env_file(project, key, value)
    proc = _bot(project, _environ(tmp_path), *command)
    assert proc.returncode == 2
    line = _one_line(proc)
    assert f"{key}={value}" in line and EXPECTED[name] in line
    assert not (project / "var").exists()  # nothing was opened or created


def test_malformed_setting_in_environment_is_one_line(tmp_path):
    """The same from an environment variable, without any `.env`; two bad ones share the line."""
    env = _environ(tmp_path, CAMPFIRE_LOG_LEVEL="loud", CAMPFIRE_LOBBY_TIMEOUT_S="1e9")
    proc = _bot(tmp_path, env, "migrate")
    assert proc.returncode == 2
    line = _one_line(proc)
    assert "CAMPFIRE_LOG_LEVEL=LOUD" in line and "CAMPFIRE_LOBBY_TIMEOUT_S=1e9" in line


def test_a_setting_in_lower_case_is_accepted(project, tmp_path):
    """`CAMPFIRE_LOG_LEVEL=debug` is DEBUG, not an error."""
    _set_in_env_file(project, "CAMPFIRE_LOG_LEVEL", "debug")
    proc = _bot(project, _environ(tmp_path), "migrate")
    assert proc.returncode == 0, proc.stderr


def test_the_token_is_never_repeated_in_an_error(project, tmp_path):
    """A bad setting next to a token: the error names the setting and never shows the token."""
    _set_in_env_file(project, "CAMPFIRE_TOKEN", "sekrit-token-value")
    _set_in_env_file(project, "CAMPFIRE_DEV_GUILD_ID", "abc")
    proc = _bot(project, _environ(tmp_path), "run")
    assert proc.returncode == 2
    assert "sekrit" not in _one_line(proc)


# ---- Discord refuses or cannot be reached -----------------------------------------------------------


@pytest.mark.parametrize("level", ["WARNING", "INFO"])
def test_rejected_token_is_one_line(project, tmp_path, fake_discord, level):
    """A token Discord answers 401 to: one line saying so, exit 1.

    At WARNING the line is all there is; at INFO (the `.env.example` level) the only other lines are
    INFO log records, nothing at WARNING or above.
    """
    _set_in_env_file(project, "CAMPFIRE_TOKEN", "not-a-real-token")
    _set_in_env_file(project, "CAMPFIRE_LOG_LEVEL", level)
    proc = _bot(project, _environ(tmp_path, fake_discord.base), "run")
    assert proc.returncode == 1
    assert fake_discord.requests == [("GET", "/api/v10/users/@me", "Bot not-a-real-token")]
    assert "Traceback" not in proc.stderr
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    errors = [line for line in lines if line.startswith("error: ")]
    assert len(errors) == 1 and "Discord rejected the bot token" in errors[0]
    assert "not-a-real-token" not in proc.stderr
    if level == "WARNING":
        assert lines == errors
    else:
        records = [ANSI.sub("", line) for line in lines if line not in errors]
        assert records and all(INFO_RECORD.match(r) for r in records), proc.stderr


def test_unreachable_discord_is_one_line(project, tmp_path, closed_port):
    """No network (the connection is refused): one line, exit 1, not a traceback."""
    _set_in_env_file(project, "CAMPFIRE_TOKEN", "not-a-real-token")
    _set_in_env_file(project, "CAMPFIRE_LOG_LEVEL", "WARNING")
    env = _environ(tmp_path, f"http://127.0.0.1:{closed_port}/api/v10")
    proc = _bot(project, env, "run")
    assert proc.returncode == 1
    assert "cannot reach Discord" in _one_line(proc)


def test_log_file_that_is_a_folder_is_one_line(project, tmp_path, fake_discord):
    """`CAMPFIRE_LOG_FILE=.` (a folder): one line naming the setting, before logging in."""
    _set_in_env_file(project, "CAMPFIRE_TOKEN", "not-a-real-token")
    _set_in_env_file(project, "CAMPFIRE_LOG_FILE", ".")
    proc = _bot(project, _environ(tmp_path, fake_discord.base), "run")
    assert proc.returncode == 1
    assert "CAMPFIRE_LOG_FILE" in _one_line(proc)
    assert fake_discord.requests == []


# ---- a database that cannot be used -----------------------------------------------------------------


def _random_bytes(folder: Path) -> tuple[str, str]:
    (folder / "noise.sqlite3").write_bytes(os.urandom(4096))
    return "noise.sqlite3", "not a SQLite database"


def _a_folder(folder: Path) -> tuple[str, str]:
    (folder / "db").mkdir()
    return "db", "folder"


def _parent_is_a_file(folder: Path) -> tuple[str, str]:
    """Read-only as root too: nothing can be created under a regular file."""
    (folder / "var").write_text("not a folder\n")
    return "var/campfire.sqlite3", "a file is in the way"


def _unwritable_folder(folder: Path) -> tuple[str, str]:
    """/proc refuses new files even to root."""
    if not Path("/proc/self").is_dir():
        pytest.skip("needs /proc")
    return "/proc/campfire-test.sqlite3", "unable to open database file"


def _another_programs_database(folder: Path) -> tuple[str, str]:
    import sqlite3

    with sqlite3.connect(folder / "other.sqlite3") as con:
        con.execute("CREATE TABLE sessions (anything TEXT)")
    con.close()
    return "other.sqlite3", "another program's database"


def _read_only_file(folder: Path) -> tuple[str, str]:
    """A Campfire database that may be read but not written (root ignores permissions)."""
    if os.name == "nt" or os.geteuid() == 0:
        pytest.skip("file permissions do not stop root")
    import asyncio

    from bot.storage.sqlite import SqliteStorage

    async def make() -> None:
        storage = SqliteStorage(folder / "ro" / "campfire.sqlite3")
        await storage.open()
        await storage.close()

    asyncio.run(make())
    (folder / "ro" / "campfire.sqlite3").chmod(0o444)
    (folder / "ro").chmod(0o555)
    return "ro/campfire.sqlite3", "cannot be written"


BAD_DATABASES = [
    _random_bytes,
    _a_folder,
    _parent_is_a_file,
    _unwritable_folder,
    _another_programs_database,
    _read_only_file,
]


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("make", BAD_DATABASES, ids=lambda f: f.__name__.strip("_"))
def test_unusable_database_is_one_line_and_exits(project, tmp_path, fake_discord, command, make):
    """The path and what is wrong, exit 1, within the timeout (no aiosqlite thread left hanging).

    `run` has a token and checks the database before logging in: Discord is never asked.
    """
    path, reason = make(project)
    _set_in_env_file(project, "CAMPFIRE_DATABASE_PATH", path)
    _set_in_env_file(project, "CAMPFIRE_TOKEN", "not-a-real-token")
    try:
        proc = _bot(project, _environ(tmp_path, fake_discord.base), *command)
    finally:
        if (project / "ro").exists():
            (project / "ro").chmod(0o755)
    assert proc.returncode == 1
    line = _one_line(proc)
    assert path in line and reason in line and "CAMPFIRE_DATABASE_PATH" in line
    assert fake_discord.requests == []
