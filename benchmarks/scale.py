"""Benchmark: accepted clicks per second with 1, 2 and 4 bot processes on one PostgreSQL database, beside
one process on SQLite, and the click → response latency (P1) on each (issue 12).

    .venv/bin/python -m benchmarks.scale [--seconds 20] [--tables 16] [--processes 1,2,4]
                                         [--backend both|sqlite|postgresql] [--database-url URL]

Every process is a real subprocess running its own CampfireBot (Forest Gangs cog) under the test
harness. Each plays `--tables` Forest Gangs tables of its own (one channel each, 4 seats, 4 players
of its own per table): the players click a legal move (the first button of the hand DM of whoever has
one) as soon as the previous click at their table has been fully handled, and a finished game is
followed by a new one in the same channel. All processes are started, each opens its tables and says
it is ready, then all get "go" on stdin at once, so their measuring windows overlap; each plays for
`--seconds` and reports its accepted clicks (hand moves the bot applied: answered by updating the hand,
not by an ephemeral refusal) and the time from each click's INTERACTION_CREATE payload to its
interaction response.

On PostgreSQL the processes share one fresh database (each its own channels, guild and ids), made on
`--database-url` (an admin URL: a role that may CREATE and DROP databases) or on a throwaway server
that scripts/pgcluster.py starts in a temp folder, set durable for the benchmark (fsync and
synchronous_commit on, like CAMPFIRE_DURABILITY=full on SQLite), and stops afterwards. Each run's
database is dropped at its end. The harness runs lean (no refereeing against Discord's spec, no
copies: the tests do that), so what is timed is the bot; the machine's cores are shared by all
processes and by the PostgreSQL server.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import json
import os
import shlex
import shutil
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
from discord.ext.test import factories as dpy_factories

from benchmarks import _pg
from benchmarks._flow import Clock, custom_ids
from bot.client import CampfireBot
from bot.config import Settings
from tests import discord_harness
from tests.discord_harness import Harness, InteractionRecord, make_harness, snowflake_at

READY = "SCALE-READY"
RESULT = "SCALE-RESULT"
GO = "go"
READY_TIMEOUT_S = 180.0
"""How long a worker may take to start its bot and open its tables."""
FINISH_GRACE_S = 120.0
"""How long after its window a worker may take to finish its last clicks and report."""
LINE_LIMIT = 64 * 1024 * 1024
"""The longest protocol line read from a worker: its result carries every click's latency (about
20 bytes each; asyncio's default limit of 64 KiB held only ~3,000 clicks, which a fast machine
passes in a 20 s window)."""
PLAYERS = 4
OPEN_TRIES = 20
ID_BLOCK = 512
"""dpytest ids each worker may use (its world and DM channels) before the next worker's block."""


def pct(values: list[float], q: float) -> float:
    """The q-quantile (0..1) of values (nan for none)."""
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


# ---------------------------------------------------------------------------------------------------
# Worker: one bot process
# ---------------------------------------------------------------------------------------------------


def _emit(tag: str, data: dict[str, Any]) -> None:
    """A protocol line to the parent (stdout carries nothing else that starts with the tag)."""
    sys.stdout.write(f"{tag} {json.dumps(data)}\n")
    sys.stdout.flush()


async def _handled(make: Callable[[], Awaitable[InteractionRecord]]) -> InteractionRecord:
    """Dispatch one interaction (`make` must not suspend before the payload is parsed: the harness's
    `click`/`slash` with settle=False) and wait for every task its dispatch started, i.e. until the bot
    has finished with it (response, table edit, DM edits). Other tables' work runs meanwhile."""
    me = asyncio.current_task()
    before = asyncio.all_tasks()
    rec = await make()
    spawned = asyncio.all_tasks() - before - {me}
    if spawned:
        await asyncio.wait(spawned)
    return rec


@dataclass
class Table:
    """One channel and its four players."""

    channel: Any
    players: list[Any]
    accepted: int = 0
    refused: int = 0
    games: int = 0
    latencies_ms: list[float] = field(default_factory=list)


async def _accepted(
    table: Table, make: Callable[[], Awaitable[InteractionRecord]], what: str
) -> InteractionRecord:
    """Dispatch until the bot accepts (a refusal or an error answer is counted and tried again)."""
    for _ in range(OPEN_TRIES):
        rec = await _handled(make)
        if rec.responded and not rec.ephemeral:
            return rec
        table.refused += 1
    raise RuntimeError(f"{what} refused {OPEN_TRIES} times in channel {table.channel.id}")


async def _open(h: Harness, table: Table) -> None:
    """Lobby → joins → start at this table (not measured)."""
    host, *others = table.players
    rec = await _accepted(
        table, lambda: h.slash("forest_gangs start", host, channel=table.channel, settle=False), "start"
    )
    lobby = rec.message
    for m in others:
        await _accepted(table, lambda m=m: h.click(lobby, m, label="Join", settle=False), "Join")
    await _accepted(table, lambda: h.click(lobby, host, label="Start", settle=False), "Start")
    table.games += 1


def _next_move(h: Harness, table: Table) -> tuple[Any, dict[str, Any], str] | None:
    """(player, hand DM, custom_id) of a legal move at this table, or None when the game is over."""
    for m in table.players:
        dms = h.dms(m)
        if dms:
            ids = custom_ids(dms[-1])
            if ids:
                return m, dms[-1], ids[0]
    return None


async def _play(h: Harness, table: Table, stop_at: float) -> None:
    """Click legal moves at this table as fast as they are answered, until the window closes."""
    while time.perf_counter() < stop_at:
        move = _next_move(h, table)
        if move is None:
            await _open(h, table)
            continue
        m, dm, cid = move
        rec = await _handled(lambda m=m, dm=dm, cid=cid: h.click(dm, m, custom_id=cid, settle=False))
        if rec.responded and not rec.ephemeral and rec.acked_after is not None:
            table.accepted += 1
            table.latencies_ms.append(rec.acked_after * 1000)
        else:
            table.refused += 1


def _first_problem(h: Harness) -> str:
    """The first spec violation or logged error of the run, in one line ("" if none)."""
    if h.violations:
        return h.violations[0][:300]
    for r in h.errors:
        exc = r.exc_info[1] if r.exc_info else None
        return (r.getMessage() + (f": {type(exc).__name__}: {exc}" if exc else ""))[:300]
    return ""


async def _read_line() -> str:
    return await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)


async def worker(index: int, database: str, tables: int, seconds: float) -> None:
    """Run one bot with `tables` tables on `database` (a postgresql:// URL or a SQLite file path)."""
    where: dict[str, Any] = (
        {"database_url": database, "database_pool": tables + 2}
        if database.startswith("postgresql://")
        else {"database_path": Path(database)}
    )
    cfg = Settings(_env_file=None, sync_commands=False, images=False, **where)  # type: ignore[call-arg]
    seeds = iter(range(1 + index * 10**6, 10**9))
    bot = CampfireBot(cfg, extensions=("cogs.forest_gangs",), clock=Clock(), seed_source=lambda: next(seeds))
    # Ids of their own: dpytest's (guild, channels, members, DM channels) from this worker's block, and
    # the harness's message ids with this worker's process bits, so no two processes share a message id.
    dpy_factories.generated_ids = (index % 8) * ID_BLOCK
    h = await make_harness(
        bot,
        setup=lambda b: b.prepare(),
        text_channels=tables,
        members=tables * PLAYERS,
        _reset_ids=False,
    )
    h.lean = True  # the bot is timed, not the test double's refereeing and copies
    counter = itertools.count(1)
    h.next_id = lambda at_ms=None: snowflake_at(  # type: ignore[method-assign]
        discord_harness.snowflakes._now_ms() if at_ms is None else at_ms,
        next(counter),
        worker=2,
        process=index,
    )
    channels = [c for c in h.config.channels if isinstance(c, discord.TextChannel)]
    members = h.members
    table_list = [
        Table(channel=ch, players=members[i * PLAYERS : (i + 1) * PLAYERS]) for i, ch in enumerate(channels)
    ]
    try:
        await asyncio.gather(*(_open(h, t) for t in table_list))
        _emit(READY, {"index": index, "pid": os.getpid(), "tables": len(table_list)})
        line = (await _read_line()).strip()
        if line != GO:
            raise RuntimeError(f"expected {GO!r} on stdin, got {line!r}")
        for t in table_list:  # count the window only
            t.refused = t.games = 0
        started = time.perf_counter()
        stop_at = started + seconds
        await asyncio.gather(*(_play(h, t, stop_at) for t in table_list))
        elapsed = time.perf_counter() - started
        _emit(
            RESULT,
            {
                "index": index,
                "elapsed": elapsed,
                "accepted": sum(t.accepted for t in table_list),
                "refused": sum(t.refused for t in table_list),
                "games": sum(t.games for t in table_list),
                "latencies_ms": [x for t in table_list for x in t.latencies_ms],
                "problems": len(h.violations) + len(h.errors),
                "first_problem": _first_problem(h),
            },
        )
    finally:
        await h.shutdown()


# ---------------------------------------------------------------------------------------------------
# Parent: PostgreSQL server, databases, workers, the table
# ---------------------------------------------------------------------------------------------------


@dataclass
class Run:
    """One measured configuration."""

    backend: str
    processes: int
    results: list[dict[str, Any]]

    @property
    def accepted(self) -> int:
        return sum(r["accepted"] for r in self.results)

    @property
    def window(self) -> float:
        return max(r["elapsed"] for r in self.results)

    @property
    def latencies(self) -> list[float]:
        return [x for r in self.results for x in r["latencies_ms"]]


async def _line(proc: asyncio.subprocess.Process, tag: str, timeout: float) -> dict[str, Any]:
    """The next protocol line with `tag` from a worker (other output is passed on to stderr)."""
    assert proc.stdout is not None
    deadline = time.monotonic() + timeout
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError(f"worker {proc.pid} said nothing ({tag}) for {timeout:.0f} s")
        raw = await asyncio.wait_for(proc.stdout.readline(), timeout=left)
        if not raw:
            code = await proc.wait()
            raise RuntimeError(f"worker {proc.pid} exited ({code}) before {tag}")
        text = raw.decode(errors="replace").rstrip("\n")
        if text.startswith(tag + " "):
            return json.loads(text[len(tag) + 1 :])
        print(text, file=sys.stderr)


async def start_python(args: list[str], stderr: Any) -> asyncio.subprocess.Process:
    """A Python subprocess speaking the protocol: stdin and stdout piped, read with `LINE_LIMIT`."""
    return await asyncio.create_subprocess_exec(
        sys.executable,
        *args,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=stderr,
        limit=LINE_LIMIT,
    )


async def run_workers(backend: str, databases: list[str], tables: int, seconds: float) -> Run:
    """Start one worker per database entry, wait until all are ready, say go, collect their results."""
    procs: list[asyncio.subprocess.Process] = []
    logs: list[Path] = []
    folder = Path(tempfile.mkdtemp(prefix="campfire-scale-logs-"))
    try:
        for index, database in enumerate(databases):
            log_path = folder / f"worker{index}.log"
            logs.append(log_path)
            with log_path.open("wb") as err:
                args = ["--worker", str(index), "--worker-db", database, "--tables", str(tables)]
                procs.append(
                    await start_python(["-m", "benchmarks.scale", *args, "--seconds", str(seconds)], err)
                )
        await asyncio.gather(*(_line(p, READY, READY_TIMEOUT_S) for p in procs))
        for p in procs:  # all at once: the windows overlap
            assert p.stdin is not None
            p.stdin.write(f"{GO}\n".encode())
        await asyncio.gather(*(p.stdin.drain() for p in procs if p.stdin is not None))
        results = await asyncio.gather(*(_line(p, RESULT, seconds + FINISH_GRACE_S) for p in procs))
        for p in procs:
            await asyncio.wait_for(p.wait(), timeout=30)
        return Run(backend, len(procs), list(results))
    except BaseException:
        for log_path in logs:
            tail = log_path.read_text(errors="replace").strip().splitlines()[-20:]
            if tail:
                print(f"--- {log_path.name} (last lines) ---", *tail, sep="\n", file=sys.stderr)
        raise
    finally:
        for p in procs:
            if p.returncode is None:
                p.kill()
                with contextlib.suppress(Exception):
                    await p.wait()
        shutil.rmtree(folder, ignore_errors=True)


async def run_sqlite(tables: int, seconds: float) -> Run:
    """One process on a fresh SQLite file (CAMPFIRE_DURABILITY=full, the default)."""
    folder = Path(tempfile.mkdtemp(prefix="campfire-scale-sqlite-"))
    try:
        return await run_workers("sqlite", [str(folder / "scale.sqlite3")], tables, seconds)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


async def run_postgres(admin_url: str, processes: int, tables: int, seconds: float) -> Run:
    """`processes` processes on one fresh database, dropped afterwards."""
    async with _pg.fresh_database(admin_url) as url:
        return await run_workers("postgresql", [url] * processes, tables, seconds)


def print_table(runs: list[Run], tables: int) -> None:
    """The results, one row per run."""
    head = (
        f"{'backend':<11} {'processes':>9} {'tables':>6} {'clicks/s':>9} {'per process':>11}"
        f" {'clicks':>7} {'p50 ms':>8} {'p99 ms':>8} {'refused':>7} {'problems':>8}"
    )
    print(head)
    print("-" * len(head))
    for run in runs:
        rate = run.accepted / run.window if run.window > 0 else 0.0
        lat = run.latencies
        print(
            f"{run.backend:<11} {run.processes:>9} {tables * run.processes:>6} {rate:>9.1f}"
            f" {rate / run.processes:>11.1f} {run.accepted:>7} {pct(lat, 0.5):>8.2f} {pct(lat, 0.99):>8.2f}"
            f" {sum(r['refused'] for r in run.results):>7} {sum(r['problems'] for r in run.results):>8}"
        )
    for run in runs:
        for r in run.results:
            if r["problems"]:
                print(f"{run.backend} x{run.processes} worker {r['index']}: {r['first_problem']}")


async def main(args: argparse.Namespace) -> int:
    """Every configuration asked for, one after the other, then the table."""
    cores = os.cpu_count() or 1
    print("command:", shlex.join([Path(sys.executable).name, "-m", "benchmarks.scale", *sys.argv[1:]]))
    print(
        f"machine: {cores} cores (os.cpu_count()), load {' '.join(f'{x:.2f}' for x in os.getloadavg())};"
        f" the bot processes and the database server share them"
        + (f" ({max(args.processes)} processes on {cores} cores)" if max(args.processes) > cores else "")
    )
    print(
        f"each process: {args.tables} Forest Gangs tables (4 seats, one channel each), {args.seconds:g} s window;"
        " clicks/s = accepted hand moves in all processes / the longest window"
    )
    runs: list[Run] = []
    if args.backend in ("sqlite", "both"):
        runs.append(await run_sqlite(args.tables, args.seconds))
        print(f"sqlite: 1 process done ({runs[-1].accepted} clicks)", file=sys.stderr)
    if args.backend in ("postgresql", "both"):
        async with _pg.server(args.database_url) as admin:
            print(
                f"postgresql: {await _pg.server_settings(admin)}; database pool {args.tables + 2} a process"
            )
            for p in args.processes:
                runs.append(await run_postgres(admin, p, args.tables, args.seconds))
                print(f"postgresql: {p} process(es) done ({runs[-1].accepted} clicks)", file=sys.stderr)
    print()
    print_table(runs, args.tables)
    return 0


def _processes(text: str) -> list[int]:
    try:
        values = [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError("a comma list of process counts, e.g. 1,2,4") from None
    if not values or any(v < 1 or v > 8 for v in values):
        raise argparse.ArgumentTypeError("process counts must be 1..8")
    return values


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0, help="measuring window of each run")
    parser.add_argument("--tables", type=int, default=16, help="tables each process plays at once")
    parser.add_argument("--processes", type=_processes, default=[1, 2, 4], help="PostgreSQL runs, e.g. 1,2,4")
    parser.add_argument("--backend", choices=("sqlite", "postgresql", "both"), default="both")
    parser.add_argument(
        "--database-url", default=None, help="PostgreSQL admin URL (default: a throwaway server)"
    )
    parser.add_argument("--worker", type=int, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--worker-db", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.tables < 1 or args.tables > 32:
        parser.error("--tables must be 1..32")
    if args.seconds <= 0:
        parser.error("--seconds must be positive")
    return args


if __name__ == "__main__":
    ns = parse_args(sys.argv[1:])
    if ns.worker is not None:
        asyncio.run(worker(ns.worker, ns.worker_db, ns.tables, ns.seconds))
    else:
        sys.exit(asyncio.run(main(ns)))
