"""Set up the virtual environment and run the bot or the tests; needs only Python 3.11+.

python3 scripts/dev.py run    # create .venv, install, start the bot (python -m bot run)
python3 scripts/dev.py test   # create .venv, install with test extras, ruff + pytest (with a PostgreSQL)
python3 scripts/dev.py <any python -m bot arguments>   # e.g. play forest_gangs --ai-only

Ctrl-C reaches the command that runs (the bot, pytest, a terminal game), which stops its own way; this
script then exits quietly with that command's exit status (130 when Ctrl-C came before it started).

`test` runs the PostgreSQL tests against CAMPFIRE_TEST_POSTGRES_URL when it is set, else against a
throwaway server (scripts/pgcluster.py) started in a temp folder and removed afterwards. With no server
binaries those tests skip, except under CI=true, where `test` stops with an error instead.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import venv
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / ("python.exe" if os.name == "nt" else "python")
PG_URL_ENV = "CAMPFIRE_TEST_POSTGRES_URL"
INTERRUPTED = 128 + signal.SIGINT
"""The exit status of a command stopped by Ctrl-C (SIGINT), as a shell reports it: 130."""


def call(cmd: list[str], **kwargs: object) -> int:
    """Run a command to its end and return its exit status (a signal's as 128 + its number).

    Ctrl-C goes to the whole foreground process group, so the command gets it too and stops its own
    way (the bot closes its connections, pytest prints its summary, a terminal game says "Bye!"): this
    process waits for that instead of raising KeyboardInterrupt at once, which would kill the command
    a quarter of a second later (subprocess.run's way) and print a traceback here. A KeyboardInterrupt
    that still gets through (before the command started) is status 130.
    """
    try:  # not SIG_IGN: the command would inherit it
        previous = signal.signal(signal.SIGINT, _note_interrupt)
    except ValueError:  # not the main thread (only the main thread gets signals anyway)
        previous = None
    try:
        code = subprocess.run(cmd, **kwargs).returncode  # type: ignore[call-overload]
    except KeyboardInterrupt:
        return INTERRUPTED
    finally:
        if previous is not None:
            signal.signal(signal.SIGINT, previous)
    return 128 - code if code < 0 else code


def _note_interrupt(signum: int, frame: object) -> None:
    """SIGINT while a command runs: the command has it too, and its exit status says what it did."""


def ensure_env(extras: str) -> None:
    """Create .venv and install the project (editable) once per pyproject.toml change."""
    if sys.version_info < (3, 11):
        sys.exit("Campfire needs Python 3.11 or newer.")
    if not PY.exists():
        print("Creating virtual environment in .venv …", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + extras.encode()).hexdigest()
    stamp = VENV / f".installed-{extras or 'base'}"
    if stamp.exists() and stamp.read_text() == digest:
        return
    print("Installing dependencies …", flush=True)
    target = f".[{extras}]" if extras else "."
    code = call(
        [str(PY), "-m", "pip", "install", "-q", "--disable-pip-version-check", "-e", target], cwd=ROOT
    )
    if code == INTERRUPTED:
        raise KeyboardInterrupt
    if code:
        raise SystemExit(f"error: installing the dependencies failed (pip exited with status {code})")
    stamp.write_text(digest)


def _pgcluster() -> ModuleType:
    """scripts/pgcluster.py, loaded by path (scripts/ is not a package)."""
    spec = importlib.util.spec_from_file_location("pgcluster", ROOT / "scripts" / "pgcluster.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["pgcluster"] = module
    spec.loader.exec_module(module)
    return module


def _in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


def _server_version(bin_dir: Path) -> str:
    try:
        out = subprocess.run(
            [str(bin_dir / "postgres"), "--version"], capture_output=True, text=True, timeout=30
        )
    except OSError:
        return "PostgreSQL"
    return out.stdout.strip().removeprefix("postgres (PostgreSQL) ").split(" ")[0] or "PostgreSQL"


@contextmanager
def postgres_for_tests() -> Iterator[dict[str, str]]:
    """The environment for pytest, with CAMPFIRE_TEST_POSTGRES_URL set to a server that lives as long as the block.

    A throwaway server is stopped and its folder removed when the block ends, also on Ctrl-C or SIGTERM.
    """
    env = dict(os.environ)
    pgcluster = _pgcluster()
    given = env.get(PG_URL_ENV, "").strip()
    if given:
        print(f"PostgreSQL for tests: {pgcluster.redact_url(given)} (from {PG_URL_ENV})", flush=True)
        yield env
        return
    bin_dir = pgcluster.find_bin_dir()
    if bin_dir is None:
        if _in_ci():
            raise SystemExit(
                "CI=true but no PostgreSQL server binaries were found (PATH, /usr/lib/postgresql/*/bin): "
                f"install postgresql (.ci/run does as root) or set {PG_URL_ENV}; CI never skips PostgreSQL."
            )
        print(
            "PostgreSQL for tests: none found, so the PostgreSQL tests skip "
            f"(install postgresql or set {PG_URL_ENV})",
            flush=True,
        )
        yield env
        return
    folder = Path(tempfile.mkdtemp(prefix="campfire-pg-"))
    try:
        try:
            cluster = pgcluster.start(folder)
        except pgcluster.ClusterError as exc:
            raise SystemExit(f"Could not start a throwaway PostgreSQL for the tests: {exc}") from None
        try:
            print(
                f"PostgreSQL for tests: throwaway {_server_version(bin_dir)} server at {cluster.url} "
                f"(binaries {bin_dir}, folder {folder})",
                flush=True,
            )
            env[PG_URL_ENV] = cluster.url
            yield env
        finally:
            cluster.stop()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _sigterm_exits(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)


def run_tests(args: list[str]) -> int:
    """ruff, then pytest with a PostgreSQL; the server is gone again when this returns or raises."""
    lint = call([str(BIN / "ruff"), "check", "."], cwd=ROOT)
    if lint:
        return lint
    previous = signal.signal(signal.SIGTERM, _sigterm_exits)
    try:
        with postgres_for_tests() as env:
            return call([str(PY), "-m", "pytest", *args], cwd=ROOT, env=env)
    except KeyboardInterrupt:  # while the throwaway server started or stopped
        print("Interrupted (a throwaway PostgreSQL, if any, is stopped).", file=sys.stderr)
        return INTERRUPTED
    finally:
        signal.signal(signal.SIGTERM, previous)


def main(argv: list[str]) -> int:
    """Dispatch `run`, `test` or any `python -m bot` subcommand; the exit status is the command's.

    Ctrl-C anywhere (also while the virtual environment is set up) ends quietly, with no traceback.
    """
    cmd = argv[0] if argv else "run"
    try:
        if cmd == "test":
            ensure_env("test")
            return run_tests(argv[1:])
        ensure_env("")
        return call([str(PY), "-m", "bot", *argv], cwd=ROOT)
    except KeyboardInterrupt:
        print(file=sys.stderr)  # the terminal's "^C" gets a line of its own
        return INTERRUPTED


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
