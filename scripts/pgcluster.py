"""A throwaway PostgreSQL server for tests and CI (stdlib only; importable and a command line).

python3 scripts/pgcluster.py start DIR [--port N]   # initdb DIR/data, start it, print its URL (keeps running)
python3 scripts/pgcluster.py stop DIR               # stop the server started in DIR
python3 scripts/pgcluster.py bin-dir                # print the server binaries' folder; exit 1 if none

The cluster is tuned for tests, not for keeping data: fsync, synchronous_commit and full_page_writes are
off, it listens on 127.0.0.1 only (plus a unix socket in DIR) and trusts every local connection, with the
superuser `postgres`. initdb and pg_ctl refuse to run as root, so as root DIR is handed to the `postgres`
user and both run as that user.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import shutil
import socket
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

LIB_GLOB_ROOT = Path("/usr/lib/postgresql")
SERVICE_USER = "postgres"
START_TIMEOUT_S = 60
LOG_NAME = "postgresql.log"
LOG_TAIL_LINES = 15
# Settings for a server that only lives for one test run: nothing needs to survive a crash of it.
TEST_SETTINGS = {
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
    "max_connections": "200",
    "listen_addresses": "'127.0.0.1'",
}


class ClusterError(RuntimeError):
    """The throwaway server could not be created, started or stopped; the message says why."""


@dataclass
class Cluster:
    """A running throwaway server: connect with `url` (superuser postgres, trust auth, no password)."""

    url: str
    folder: Path
    port: int

    def stop(self) -> None:
        """Stop the server (fast shutdown) and wait until it is down; the folder is left for the caller."""
        stop(self.folder)


def _has_server(folder: Path) -> bool:
    return all(os.access(folder / name, os.X_OK) for name in ("initdb", "pg_ctl", "postgres"))


def _version_key(path: Path) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", path.parent.name)) or (0,)


def find_bin_dir() -> Path | None:
    """The folder of PostgreSQL's server binaries: PATH's initdb/pg_ctl, else the newest /usr/lib/postgresql/*/bin."""
    for name in ("initdb", "pg_ctl"):
        found = shutil.which(name)
        if found:
            for folder in (Path(found).parent, Path(found).resolve().parent):
                if _has_server(folder):
                    return folder
    candidates = [p for p in LIB_GLOB_ROOT.glob("*/bin") if _has_server(p)]
    return max(candidates, key=_version_key) if candidates else None


def _is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def _as_server_user(argv: list[str]) -> list[str]:
    """argv run as the postgres user when we are root (initdb and pg_ctl refuse root), else as is."""
    if not _is_root():
        return argv
    if shutil.which("runuser"):
        return ["runuser", "-u", SERVICE_USER, "--", *argv]
    return ["su", SERVICE_USER, "-s", "/bin/sh", "-c", shlex.join(argv)]


def _run(argv: list[str], folder: Path, timeout: float) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
    env["LC_ALL"] = "C"
    return subprocess.run(
        _as_server_user(argv),
        cwd=folder,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def _log_tail(folder: Path) -> str:
    try:
        lines = (folder / LOG_NAME).read_text(errors="replace").splitlines()
    except OSError:
        return "(no server log)"
    return "\n".join(lines[-LOG_TAIL_LINES:]) or "(server log is empty)"


def _fail(reason: str, folder: Path, output: str = "") -> ClusterError:
    parts = [reason]
    if output.strip():
        parts.append(output.strip())
    parts.append(f"--- {folder / LOG_NAME} (last lines) ---\n{_log_tail(folder)}")
    return ClusterError("\n".join(parts))


def redact_url(url: str) -> str:
    """url with any password replaced by *** (for messages and logs)."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    userinfo, _, hostinfo = parts.netloc.rpartition("@")
    user = userinfo.split(":", 1)[0]
    return urlunsplit(parts._replace(netloc=f"{user}:***@{hostinfo}"))


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now (the OS picks it for a bind to port 0)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _hand_to_server_user(folder: Path) -> None:
    """As root: give the folder to postgres and check that postgres can reach it."""
    import pwd

    try:
        user = pwd.getpwnam(SERVICE_USER)
    except KeyError:
        raise ClusterError(
            f"running as root but there is no '{SERVICE_USER}' user to run PostgreSQL as "
            "(install the postgresql package, or run as an ordinary user)"
        ) from None
    for path in (folder, *folder.rglob("*")):
        os.chown(path, user.pw_uid, user.pw_gid, follow_symlinks=False)
    probe = _run(["test", "-w", str(folder), "-a", "-x", str(folder)], Path("/"), timeout=30)
    if probe.returncode:
        raise ClusterError(
            f"the '{SERVICE_USER}' user cannot reach {folder} (a parent folder is closed to it); "
            "use a folder under /tmp, e.g. tempfile.mkdtemp()"
        )


def _configure(data: Path, folder: Path, port: int) -> None:
    settings = {**TEST_SETTINGS, "port": str(port), "unix_socket_directories": f"'{folder}'"}
    lines = ["", "# Throwaway test server (scripts/pgcluster.py): speed over durability."]
    lines += [f"{key} = {value}" for key, value in settings.items()]
    with (data / "postgresql.conf").open("a", encoding="utf-8") as conf:
        conf.write("\n".join(lines) + "\n")


def _set_port(data: Path, port: int) -> None:
    conf = data / "postgresql.conf"
    text = conf.read_text(encoding="utf-8")
    conf.write_text(re.sub(r"(?m)^port = \d+$", f"port = {port}", text), encoding="utf-8")


def start(folder: Path, port: int | None = None) -> Cluster:
    """initdb a throwaway cluster in folder/data, start it (pg_ctl -w) and return how to reach it.

    With port None a free port is picked (and, if another process takes it first, a new one, twice).
    Raises ClusterError with a one-line reason and the server log's tail if it cannot start.
    """
    bin_dir = find_bin_dir()
    if bin_dir is None:
        raise ClusterError(
            "PostgreSQL server binaries (initdb, pg_ctl) not found on PATH or in /usr/lib/postgresql/*/bin; "
            "install them (apt-get install postgresql)"
        )
    folder = Path(folder).resolve()
    folder.mkdir(parents=True, exist_ok=True)
    data = folder / "data"
    if data.exists():
        raise ClusterError(f"{data} already exists: start() needs a fresh folder")
    if _is_root():
        _hand_to_server_user(folder)
    init = _run(
        [
            str(bin_dir / "initdb"),
            "-D",
            str(data),
            "-U",
            "postgres",
            "-E",
            "UTF8",
            "--locale=C",
            "-A",
            "trust",
            "--no-sync",
        ],
        folder,
        timeout=120,
    )
    if init.returncode:
        raise _fail(f"initdb failed (exit {init.returncode})", folder, init.stdout + init.stderr)
    tries = 1 if port is not None else 3
    chosen = port if port is not None else free_port()
    _configure(data, folder, chosen)
    for attempt in range(tries):
        run = _run(
            [
                str(bin_dir / "pg_ctl"),
                "-D",
                str(data),
                "-l",
                str(folder / LOG_NAME),
                "-w",
                "-t",
                str(START_TIMEOUT_S),
                "start",
            ],
            folder,
            timeout=START_TIMEOUT_S + 30,
        )
        if run.returncode == 0:
            return Cluster(
                url=f"postgresql://postgres@127.0.0.1:{chosen}/postgres", folder=folder, port=chosen
            )
        if attempt + 1 < tries and "already in use" in _log_tail(folder):
            chosen = free_port()  # someone took the port between our probe and the server's bind
            _set_port(data, chosen)
            continue
        raise _fail(
            f"PostgreSQL did not start on 127.0.0.1:{chosen} (pg_ctl exit {run.returncode})",
            folder,
            run.stdout + run.stderr,
        )
    raise AssertionError("unreachable")


def stop(folder: Path) -> None:
    """Stop the server started in folder (pg_ctl stop -m fast, waiting); nothing to do if it is not running."""
    folder = Path(folder).resolve()
    data = folder / "data"
    if not (data / "postmaster.pid").exists():
        return
    bin_dir = find_bin_dir()
    if bin_dir is None:
        raise ClusterError(f"cannot stop the server in {data}: PostgreSQL binaries not found")
    run = _run(
        [str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "fast", "-w", "-t", str(START_TIMEOUT_S), "stop"],
        folder,
        timeout=START_TIMEOUT_S + 30,
    )
    if run.returncode and (data / "postmaster.pid").exists():
        raise _fail(f"pg_ctl stop failed (exit {run.returncode})", folder, run.stdout + run.stderr)


def main(argv: list[str]) -> int:
    """The command line: start DIR [--port N] | stop DIR | bin-dir."""
    parser = argparse.ArgumentParser(
        prog="pgcluster.py", description="A throwaway PostgreSQL server for tests."
    )
    sub = parser.add_subparsers(dest="cmd", required=True)
    p_start = sub.add_parser("start", help="initdb DIR/data, start it and print its URL")
    p_start.add_argument("dir", type=Path)
    p_start.add_argument("--port", type=int, default=None)
    p_stop = sub.add_parser("stop", help="stop the server started in DIR")
    p_stop.add_argument("dir", type=Path)
    sub.add_parser("bin-dir", help="print the folder of the server binaries (exit 1 if none)")
    args = parser.parse_args(argv)
    try:
        if args.cmd == "bin-dir":
            found = find_bin_dir()
            if found is None:
                print("no PostgreSQL server binaries found", file=sys.stderr)
                return 1
            print(found)
        elif args.cmd == "start":
            print(start(args.dir, args.port).url)
        else:
            stop(args.dir)
    except ClusterError as exc:
        print(f"pgcluster: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
