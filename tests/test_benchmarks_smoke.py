"""Smoke test of the scale benchmark: a tiny run of every part (workers, go line, table) exits 0.

No timing is asserted: one table per process answers at least the click it starts inside the window,
however slow the machine is. Skipped without a PostgreSQL server (failed instead under CI=true).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_scale_benchmark_runs_both_backends_and_prints_the_table(postgres_server_url: str) -> None:
    cmd = [
        sys.executable,
        "-m",
        "benchmarks.scale",
        "--seconds",
        "1",
        "--tables",
        "1",
        "--processes",
        "1",
        "--database-url",
        postgres_server_url,
    ]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("command: ") and "--processes 1" in lines[0]
    assert f"machine: {os.cpu_count()} cores" in done.stdout
    rows = {}
    for line in lines:
        cells = line.split()
        if len(cells) == 10 and cells[0] in ("sqlite", "postgresql"):
            rows[cells[0]] = cells
    assert set(rows) == {"sqlite", "postgresql"}, done.stdout
    for backend, (_, processes, tables, rate, per, clicks, p50, p99, refused, problems) in rows.items():
        assert (processes, tables) == ("1", "1"), backend
        assert int(clicks) >= 1 and float(rate) > 0 and float(per) == float(rate), backend
        assert float(p50) <= float(p99), backend
        assert (refused, problems) == ("0", "0"), (backend, done.stdout)
