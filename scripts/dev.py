"""Set up the virtual environment and run the bot or the tests; needs only Python 3.11+.

python3 scripts/dev.py run    # create .venv, install, start the bot (python -m bot run)
python3 scripts/dev.py test   # create .venv, install with test extras, ruff + pytest
python3 scripts/dev.py <any python -m bot arguments>   # e.g. play forest_gangs --ai-only
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / ("python.exe" if os.name == "nt" else "python")


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
    subprocess.run(
        [str(PY), "-m", "pip", "install", "-q", "--disable-pip-version-check", "-e", target],
        cwd=ROOT,
        check=True,
    )
    stamp.write_text(digest)


def main(argv: list[str]) -> int:
    """Dispatch `run`, `test` or any `python -m bot` subcommand."""
    cmd = argv[0] if argv else "run"
    if cmd == "test":
        ensure_env("test")
        lint = subprocess.run([str(BIN / "ruff"), "check", "."], cwd=ROOT)
        if lint.returncode:
            return lint.returncode
        return subprocess.run([str(PY), "-m", "pytest", *argv[1:]], cwd=ROOT).returncode
    ensure_env("")
    return subprocess.run([str(PY), "-m", "bot", *argv], cwd=ROOT).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
