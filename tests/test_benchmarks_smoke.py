"""Smoke tests of the benchmarks: a tiny run of each part exits 0 and prints its figures.

No timing is asserted anywhere: the scale benchmark's one table per process answers at least the click
it starts inside the window, however slow the machine is (skipped without a PostgreSQL server, failed
instead under CI=true); the images runs of `api_calls` and `click_latency` (issue 32) are checked for
what they count (uploads per turn, refused requests), never for a time.
"""

from __future__ import annotations

import os
import re
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


async def test_api_calls_counts_images_off_and_on_side_by_side() -> None:
    """`benchmarks.api_calls`: the same Forest Gangs and Bang & Twang games with images off and on make
    the same calls per action; with images on the table uploads at most one picture a turn, the lobby
    and results one each; the double refuses nothing."""
    from benchmarks import api_calls

    got = await api_calls.main(1, ("forest_gangs", "bang_and_twang"))
    for game, (off, on) in got.items():
        assert off.finished == on.finished == 1, game
        assert off.actions == on.actions > 0 and off.calls == on.calls, game
        assert off.play_uploads == 0 and not any(off.turn_uploads.values()), game
        assert on.turn_uploads and max(on.turn_uploads.values()) <= 1, game
        assert (on.lobby_uploads, on.end_uploads) == (1, 1), game
        assert off.refusals == on.refusals == 0, game


def test_api_calls_command_line_runs_one_game_and_whizz_bing_bang_with_images() -> None:
    """The command line with `--only`, and Whizz Bing Bang with images on: no table picture while a
    game is played (the lobby's card and the results' table only)."""
    cmd = [sys.executable, "-m", "benchmarks.api_calls", "--games", "1", "--only", "forest_gangs"]
    done = subprocess.run(
        [*cmd, "--wbb-games", "1", "--no-emojis"], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert "Forest Gangs, 4 players: 1 games" in out and "BANG!" not in out
    assert "table uploads per turn: mean / max (≤ 1)           0.00 / 0       1.00 / 1" in out, out
    assert "Whizz Bing Bang, images on: 1 games" in out
    assert "uploads: 0 table pictures while the games ran" in out.split("Whizz Bing Bang, images on")[1]


def test_click_latency_runs_images_off_and_on_with_the_upload_time_apart() -> None:
    """`benchmarks.click_latency --images both` on a small store: both runs print their figures, the
    images-on one without the upload time and with the upload time and bytes printed apart."""
    cmd = [sys.executable, "-m", "benchmarks.click_latency", "--sessions", "100", "--clicks", "10"]
    done = subprocess.run(
        [*cmd, "--images", "both", "--images-sessions", "50"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    off, on = out.split("images: on (CAMPFIRE_IMAGES=true")
    assert "images: off" in off and "stored 100 sessions" in off and "upload:" not in off
    assert "stored 50 sessions" in on
    for game in ("Forest Gangs, 4 players", "BANG! 7 players, Armed & Dangerous"):
        clicks = re.search(rf"{re.escape(game)}, images on: (\d+) accepted clicks, (\d+) uploads", on)
        assert clicks is not None and int(clicks[1]) >= 10 and int(clicks[2]) >= 1, on
    for label in ("interaction response *", "all edits done *", "upload included", "upload: render"):
        assert label in on, on
    assert "bytes per upload" in on and "upload: bytes through the double" in on


async def test_whizz_bing_bang_presses_make_the_same_calls_with_images_on() -> None:
    """`benchmarks.api_calls.whizz_bing_bang`, images off then on: the same presses make the same calls
    (with images on, a press that left the table as it was once edited the table anyway and sent its
    answer as a follow-up: 0.6 follow-ups a press instead of 0.1), and no table picture is uploaded
    while a game is played."""
    from benchmarks.api_calls import whizz_bing_bang

    off = await whizz_bing_bang(1, seed=3)
    on = await whizz_bing_bang(1, seed=3, images=True)
    assert on["per_press"] == off["per_press"]
    assert on["uploads_during_play"] == 0 and on["uploads"] == 2  # the lobby's card and the results


def test_history_benchmark_prints_p50_and_p99_of_each_query() -> None:
    """`benchmarks.history` (issue 35) at a small size on SQLite: every query's line with its figures
    (no time asserted)."""
    cmd = [sys.executable, "-m", "benchmarks.history", "--games", "2000", "--queries", "20"]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "sqlite: 2,000 finished games stored" in done.stdout
    found = re.findall(r"^sqlite\s+(.+?)\s+p50\s+([\d.]+) ms\s+p99\s+([\d.]+) ms", done.stdout, re.M)
    assert [name for name, _, _ in found] == [
        "channel, newest page",
        "channel, page 51",
        "member, newest page",
    ]
    for _, p50, p99 in found:
        assert float(p50) <= float(p99)


def test_leaderboard_benchmark_times_every_read_on_both_backends(postgres_server_url: str) -> None:
    """`benchmarks.leaderboard` (issue 35) on a tiny database: every read timed on each backend."""
    from benchmarks import leaderboard

    cmd = [sys.executable, "-m", "benchmarks.leaderboard", "--games", "300", "--runs", "3"]
    cmd += ["--database-url", postgres_server_url]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("command: python -m benchmarks.leaderboard --games 300")
    rows = re.findall(r"^(sqlite|postgresql)\s+(.+?)\s+(\d+\.\d\d)\s+(\d+\.\d\d)$", done.stdout, re.M)
    reads = len(leaderboard.reads(None, leaderboard.random.Random(1)))
    assert len(rows) == 2 * reads, done.stdout
    for _backend, _read, p50, p99 in rows:
        assert float(p50) <= float(p99)
    assert "worst p99" in done.stdout


def test_ai_strength_benchmark_plays_hard_against_normal_and_prints_the_figures() -> None:
    """Issue 36: a tiny run (two games a seat count, a small budget) prints one row per seat count."""
    cmd = [
        sys.executable,
        "-m",
        "benchmarks.ai_strength",
        "--game",
        "forest_gangs",
        "--games",
        "2",
        "--seats",
        "2,3",
        "--playouts",
        "4",
    ]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    rows = [line.split() for line in done.stdout.splitlines() if line.startswith("forest_gangs")]
    assert [(r[1], r[2]) for r in rows] == [("2", "2"), ("3", "2")], done.stdout
    for r in rows:
        assert 0 <= float(r[3].rstrip("%")) <= 100
        assert int(r[8]) >= 1 and float(r[9]) <= float(r[10]) <= float(r[11])
