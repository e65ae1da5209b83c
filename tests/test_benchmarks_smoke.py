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


def test_a_workers_result_line_of_many_clicks_is_read_whole() -> None:
    """A worker's result carries every click's latency on one line: a fast machine's 20 s window
    (about 4,000 clicks here) made it longer than asyncio's default 64 KiB, and the benchmark
    crashed reading it (ValueError: chunk is longer than limit)."""
    import asyncio

    from benchmarks import scale

    latencies = [12.345678901234567] * 50_000  # about 1 MB of JSON
    code = (
        f"import json; print({scale.RESULT!r}, json.dumps({{'latencies_ms': [12.345678901234567] * 50_000}}))"
    )

    async def read() -> dict[str, object]:
        proc = await scale.start_python(["-c", code], None)
        try:
            return await scale._line(proc, scale.RESULT, 60)
        finally:
            if proc.returncode is None:
                proc.kill()  # a line not read whole leaves it blocked on a full pipe
            await proc.wait()

    got = asyncio.run(read())
    assert got["latencies_ms"] == latencies
