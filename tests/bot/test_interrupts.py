"""Runs that end: Ctrl-C through scripts/dev.py, a failed storage open, and the test suite's own guards.

- `scripts/dev.py run|test|play|simulate`: Ctrl-C reaches the command it runs, which stops its own way;
  dev.py then exits quietly with that command's exit status (130 when nothing ran yet), never a
  traceback (UX review #18).
- A `Storage.open()` that fails leaves no thread behind: aiosqlite's worker thread is not a daemon,
  and one left running keeps the interpreter (the bot, a command, pytest) from ever exiting.
- The suite stops with one line when Discord's OpenAPI spec is missing, every test has a time limit,
  and the multiprocess workers keep the harness's CAMPFIRE_DISCORD_SPEC.
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
import select
import shutil
import signal
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path
from types import ModuleType

import pytest

from bot.storage import StorageOpenError
from bot.storage.sqlite import SqliteStorage

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60
"""Seconds a child process may take: a hang fails the test instead of the run."""
POSIX = pytest.mark.skipif(os.name == "nt", reason="process groups and SIGINT are POSIX")


def _dev() -> ModuleType:
    """scripts/dev.py as a module (scripts/ is not a package)."""
    spec = importlib.util.spec_from_file_location("campfire_dev_script", ROOT / "scripts" / "dev.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ---- scripts/dev.py and Ctrl-C -------------------------------------------------------------------


@pytest.mark.parametrize(
    "argv", [["run"], ["play", "forest_gangs"], ["simulate", "bang", "--games", "5"], ["test", "-x"]]
)
def test_ctrl_c_before_the_command_exits_130_without_a_traceback(argv, monkeypatch, capsys):
    """Ctrl-C that lands in dev.py itself (the KeyboardInterrupt raised where it waits): status 130."""
    dev = _dev()
    monkeypatch.setattr(dev, "ensure_env", lambda extras: None)

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(dev.subprocess, "run", interrupted)
    assert _main(dev, argv) == 130
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err and "KeyboardInterrupt" not in out + err


def test_ctrl_c_while_installing_exits_130(monkeypatch, capsys):
    """Ctrl-C during the first run's set-up (pip install) is no traceback either."""
    dev = _dev()

    def interrupted(extras: str) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(dev, "ensure_env", interrupted)
    assert _main(dev, ["play", "bang"]) == 130
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err


def test_the_command_exit_status_is_passed_on(monkeypatch):
    """dev.py exits with what the command exited with; a signal's death as 128 + its number."""
    dev = _dev()
    monkeypatch.setattr(dev, "ensure_env", lambda extras: None)
    for code, expected in ((0, 0), (2, 2), (130, 130), (-signal.SIGINT, 130), (-signal.SIGTERM, 143)):
        monkeypatch.setattr(
            dev.subprocess, "run", lambda *a, _c=code, **k: subprocess.CompletedProcess(a, _c)
        )
        assert _main(dev, ["migrate"]) == expected


def _main(dev: ModuleType, argv: list[str]) -> int:
    """dev.main(argv); a KeyboardInterrupt that escapes fails the test (it would stop pytest itself)."""
    try:
        return dev.main(argv)
    except KeyboardInterrupt:
        pytest.fail("KeyboardInterrupt escaped scripts/dev.py (a traceback for the user)")


def _checkout(tmp_path: Path) -> Path:
    """A checkout holding scripts/dev.py, whose `.venv/bin/python` is this interpreter (no install)."""
    checkout = tmp_path / "checkout"
    (checkout / "scripts").mkdir(parents=True)
    shutil.copyfile(ROOT / "scripts" / "dev.py", checkout / "scripts" / "dev.py")
    shutil.copyfile(ROOT / "pyproject.toml", checkout / "pyproject.toml")
    python = checkout / ".venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text(
        f'#!/bin/sh\nif [ "$1" = "-m" ] && [ "$2" = "pip" ]; then exit 0; fi\nexec "{sys.executable}" "$@"\n',
        encoding="utf-8",
    )
    python.chmod(python.stat().st_mode | stat.S_IXUSR)
    return checkout


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CAMPFIRE_")}
    return {**env, "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1"}


def _read_until(proc: subprocess.Popen[bytes], marker: bytes) -> bytes:
    """Read the child's stdout until `marker` has appeared (or fail after TIMEOUT)."""
    assert proc.stdout is not None
    seen = b""
    deadline = time.monotonic() + TIMEOUT
    while marker not in seen:
        left = deadline - time.monotonic()
        assert left > 0, f"no {marker!r} in time: {seen.decode(errors='replace')}"
        ready, _, _ = select.select([proc.stdout], [], [], left)
        if ready:
            chunk = os.read(proc.stdout.fileno(), 65536)
            assert chunk, f"the command ended before {marker!r}: {seen.decode(errors='replace')}"
            seen += chunk
    return seen


@POSIX
def test_ctrl_c_in_a_terminal_game_through_dev_script(tmp_path):
    """`python3 scripts/dev.py play forest_gangs`, then Ctrl-C at the prompt (the terminal sends SIGINT
    to the whole foreground process group): "Bye!", status 130, and no traceback (UX review #18)."""
    checkout = _checkout(tmp_path)
    proc = subprocess.Popen(
        [sys.executable, "scripts/dev.py", "play", "forest_gangs"],
        cwd=checkout,
        env=_env(),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,  # its own process group, as a shell's foreground job
    )
    try:
        before = _read_until(proc, b"Your choice:")
        os.killpg(proc.pid, signal.SIGINT)
        out, err = proc.communicate(timeout=TIMEOUT)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    text = (before + out).decode()
    assert proc.returncode == 130, (text, err.decode())
    assert "Bye!" in text
    assert b"Traceback" not in err and b"KeyboardInterrupt" not in err, err.decode()


CHILD_EXITS_3 = """
import os, signal, sys, time
try:
    os.killpg(0, signal.SIGINT)  # Ctrl-C: the whole group, dev.py included
    time.sleep(30)
except KeyboardInterrupt:
    sys.exit(3)  # the command's own way of stopping
"""


@POSIX
def test_after_ctrl_c_the_command_own_exit_status_is_kept():
    """A command that stops its own way on Ctrl-C (pytest exits 2, the bot closes first): dev.py
    waits for it, and exits with its status, not 130 and not a traceback."""
    wrapper = (
        "import importlib.util, sys\n"
        f"spec = importlib.util.spec_from_file_location('dev', {str(ROOT / 'scripts' / 'dev.py')!r})\n"
        "dev = importlib.util.module_from_spec(spec); spec.loader.exec_module(dev)\n"
        f"sys.exit(dev.call([sys.executable, '-c', {CHILD_EXITS_3!r}]))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", wrapper],
        env=_env(),
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        start_new_session=True,
    )
    assert proc.returncode == 3, proc.stderr
    assert "Traceback" not in proc.stderr, proc.stderr


# ---- a failed storage open leaves no thread -----------------------------------------------------


def _random_bytes(folder: Path) -> Path:
    path = folder / "garbage.sqlite3"
    path.write_bytes(os.urandom(8192))
    return path


def _another_programs_database(folder: Path) -> Path:
    import sqlite3

    path = folder / "other.sqlite3"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE sessions (anything TEXT)")
    con.commit()
    con.close()
    return path


def _a_folder(folder: Path) -> Path:
    path = folder / "folder.sqlite3"
    path.mkdir()
    return path


def _unopenable(folder: Path) -> Path:
    """/proc refuses new files even to root."""
    if not Path("/proc/self").is_dir():
        pytest.skip("needs /proc")
    return Path("/proc/campfire-test.sqlite3")


@pytest.mark.parametrize("make", [_random_bytes, _another_programs_database, _a_folder, _unopenable])
def test_a_failed_open_leaves_no_thread(tmp_path, make):
    """StorageOpenError, and every thread the open started has ended (the process can exit)."""
    path = make(tmp_path)
    before = set(threading.enumerate())

    async def attempt() -> None:
        storage = SqliteStorage(path, integrity="quick")
        with pytest.raises(StorageOpenError):
            await storage.open()

    asyncio.run(attempt())  # also ends asyncio's own worker threads (asyncio.to_thread)
    deadline = time.monotonic() + 5
    while (left := [t for t in set(threading.enumerate()) - before if t.is_alive()]) and (
        time.monotonic() < deadline
    ):
        time.sleep(0.01)
    assert left == [], left


# ---- the suite's own guards --------------------------------------------------------------------


def test_a_missing_discord_spec_stops_the_run_with_one_line(tmp_path):
    """No 1,000 "This interaction failed": the run stops before any test, naming where the spec is."""
    missing = tmp_path / "nowhere" / "openapi.json"
    started = time.monotonic()
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "tests/harness/test_harness_smoke.py"],
        cwd=ROOT,
        env={**os.environ, "CAMPFIRE_DISCORD_SPEC": str(missing)},
        capture_output=True,
        text=True,
        timeout=TIMEOUT * 2,
    )
    assert proc.returncode == pytest.ExitCode.USAGE_ERROR, proc.stdout + proc.stderr
    lines = [line for line in (proc.stdout + proc.stderr).splitlines() if str(missing) in line]
    assert len(lines) == 1, proc.stdout + proc.stderr
    assert "Discord's OpenAPI spec is missing" in lines[0] and "CAMPFIRE_DISCORD_SPEC" in lines[0]
    assert "passed" not in proc.stdout and "failed" not in proc.stdout
    assert time.monotonic() - started < TIMEOUT


def test_every_test_has_a_time_limit(pytestconfig):
    """pytest-timeout is loaded and pyproject.toml gives every test a limit."""
    assert pytestconfig.pluginmanager.hasplugin("timeout")
    assert 60 <= float(pytestconfig.getini("timeout")) <= 900


def test_multiprocess_workers_keep_the_harness_settings(monkeypatch):
    """The workers drop the shell's bot settings but keep CAMPFIRE_DISCORD_SPEC (UX review #2)."""
    from tests.multiproc.test_three_processes import child_env

    monkeypatch.setenv("CAMPFIRE_DISCORD_SPEC", "/somewhere/openapi.json")
    monkeypatch.setenv("CAMPFIRE_TOKEN", "a-developer-token")
    monkeypatch.setenv("CAMPFIRE_DATABASE_PATH", "/home/me/campfire.sqlite3")
    env = child_env(CAMPFIRE_DATABASE_URL="postgresql://x/y")
    assert env["CAMPFIRE_DISCORD_SPEC"] == "/somewhere/openapi.json"
    assert env["CAMPFIRE_DATABASE_URL"] == "postgresql://x/y"
    assert "CAMPFIRE_TOKEN" not in env and "CAMPFIRE_DATABASE_PATH" not in env


LEAKY_TEST = """
import asyncio

import aiosqlite

KEPT = []  # as a harness or a bot that a failing test never shut down keeps its storage


def test_fails_with_a_connection_left_open(tmp_path):
    async def leak():
        db = await aiosqlite.connect(tmp_path / "left-open.sqlite3")
        await db.execute("SELECT 1")
        KEPT.append(db)

    asyncio.run(leak())
    assert False, "a failing test that never closed its connection"
"""


def test_pytest_exits_after_a_test_left_a_connection_open(tmp_path):
    """aiosqlite's worker thread is not a daemon: a test that fails with a connection open used to
    keep pytest waiting for ever after its summary (UX review #2). tests/conftest.py stops it."""
    (tmp_path / "test_leaky.py").write_text(LEAKY_TEST, encoding="utf-8")
    proc = subprocess.run(
        [
            *(sys.executable, "-m", "pytest", "-p", "tests.conftest", "-p", "no:cacheprovider", "-q"),
            *(str(tmp_path / "test_leaky.py"), "--rootdir", str(tmp_path)),
        ],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "1 failed" in proc.stdout
    assert "SQLite connection(s) left open by the tests were stopped" in proc.stderr
