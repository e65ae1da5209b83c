"""Benchmark 1: a saved click against the platform's floor, with 100,000 stored sessions.

    .venv/bin/python -m benchmarks.click_latency [--sessions 100000] [--clicks 300] [--durability full|fast|both]
                                                 [--backend sqlite|postgresql|both] [--database-url URL] [--strict]
                                                 [--images off|on|both] [--images-sessions N]

The database holds `--sessions` other running games (and as many logged actions), so lookups run
against a realistic table. In one run, in `SLICES` rounds one after the other (so that a drift of the machine's speed
falls on the floor and the clicks alike), it measures:

- **the floor** (benchmarks/floor.py): discord.py parsing a click, routing it to a DynamicItem and
  answering it through the recording adapter, plus aiosqlite committing a version-guarded UPDATE
  of a 1 kB state and an INSERT into the 100,000-row actions table on the same file;
- **Campfire's click**, Forest Gangs with 4 players and BANG! with 7 players and Armed & Dangerous:
  every accepted click (one that wrote a new version), from the INTERACTION_CREATE payload entering
  discord.py to the interaction response recorded, to the last Discord request of the click sent
  (the table edit, DM edits, pings), and to the end of all its work ("all edits done": those
  requests answered, the messages' digests written, and the garbage collection that fell due).

Both go through the harness's lean recording adapter, and the double's own time inside each window
(its request handlers, `Harness.double_s`: what Discord's servers would spend) is taken out and
printed beside, so the figures are the bot's, not its double's (`--strict` turns the validating
double on, as in the tests). It prints p50/p99 of each and
the ratios to the floor's p99. `--durability` is CAMPFIRE_DURABILITY: `full` (the default,
PRAGMA synchronous=FULL: each commit is synced to disk before the answer) or `fast` (NORMAL);
`both` measures one after the other on fresh files.

`--backend postgresql` measures the same on a fresh PostgreSQL database (durability is then the
server's; `--durability` is SQLite's only), made on `--database-url` (an admin URL) or on a throwaway
durable server started for the run, and dropped after (benchmarks/_pg.py); `both`: SQLite, then it.
The floor's commit part is SQLite's.

`--images on` measures the same with CAMPFIRE_IMAGES on (issue 32: every table, lobby and hand a
Components V2 layout; the table picture drawn in a thread and uploaded at most once a turn), on a
fresh file with its own floor measured beside it; `both`: off, then on. The upload work is taken out
of the figures and printed apart: each picture the presenter draws (the time it waits for the
drawing thread, taken out of the response when the answer is the table itself, and out of "all
edits done") and the double's time on each request with a file (the bytes sent through it; like any
request's, out of every figure), with kB per upload and "all edits done" with the upload left in.
`--images-sessions N` stores N sessions for the images-on runs instead of `--sessions` (the
100,000-session store runs in about the same time with images on, so the default is the same).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from benchmarks import _pg
from benchmarks._flow import Clock, custom_ids, fill, open_table, session_version
from benchmarks.floor import FloorClicks, commit_floor_times, summary
from bot.client import CampfireBot
from bot.config import Settings
from tests.discord_harness import Harness, make_harness

EXTENSIONS = ("cogs.forest_gangs", "cogs.bang")
TARGET_RESPONSE = 2.0
"""Click → response p99 at most this many times the floor's p99 (issue 13)."""
TARGET_SETTLED = 4.0
"""All edits done p99 at most this many times the floor's p99."""
SLICES = 5
"""The run measures the floor and both games in this many rounds, one after the other (floor,
Forest Gangs, BANG!, then again), so that a drift of the machine's speed during the run (a virtual
machine's host busy for a minute) falls on the floor and the clicks alike; each figure is over all
of its rounds."""


async def harness(durability: str, database_url: str | None = None, *, images: bool = False) -> Harness:
    """A bot with the Forest Gangs and BANG! cogs on a fresh SQLite file with this durability (or on the
    PostgreSQL database at database_url), under the harness; `images`: CAMPFIRE_IMAGES."""
    where: dict[str, Any] = (
        {"database_url": database_url}
        if database_url
        else {"database_path": Path(tempfile.mkdtemp()) / "bench.sqlite3"}
    )
    cfg = Settings(_env_file=None, sync_commands=False, images=images, durability=durability, **where)  # type: ignore[call-arg]
    seeds = iter(range(1, 10**9))
    bot = CampfireBot(cfg, extensions=EXTENSIONS, clock=Clock(), seed_source=lambda: next(seeds))
    return await make_harness(bot, setup=lambda b: b.prepare(), members=8)


class Uploads:
    """Times the upload work of a bot with images on: each picture the presenter draws (the time it
    waits for the drawing thread, `Presenter._draw`) and the double's time on each request that
    carries a file (the bytes sent through it: what Discord's servers would spend taking them)."""

    def __init__(self, h: Harness) -> None:
        self.h = h
        self.drawn: list[tuple[float, float, str]] = []
        """(loop time at its end, seconds, file name) of each drawing since `forget`."""
        self.served: dict[int, float] = {}
        """The double's time (s) on each request with files, by its index in `Harness.calls`."""
        presenter = h.bot.presenter
        real_draw = presenter._draw
        loop = asyncio.get_running_loop()

        async def draw(record: Any, spec: Any) -> Any:
            if (record.id, spec.filename) in presenter._pictures:  # kept from a recent drawing
                return await real_draw(record, spec)
            started = time.perf_counter()
            got = await real_draw(record, spec)
            self.drawn.append((loop.time(), time.perf_counter() - started, spec.filename))
            return got

        presenter._draw = draw  # type: ignore[method-assign]
        real_serving = h.serving

        @contextlib.contextmanager
        def serving() -> Iterator[None]:
            first = len(h.calls)
            started = time.perf_counter()
            with real_serving():
                yield
            took = time.perf_counter() - started
            for c in h.calls[first:]:
                if c.files:
                    self.served.setdefault(c.seq, took)  # the innermost handler's time

        h.serving = serving  # type: ignore[method-assign]

    def drawn_since(self, at: float) -> list[tuple[float, float, str]]:
        return [d for d in self.drawn if d[0] >= at]

    def forget(self) -> None:
        self.drawn.clear()
        self.served.clear()


class Timed:
    """Times every interaction the harness dispatches; keeps those that wrote a new version.

    Each figure is the bot's: the double's own time inside the window (its request handlers,
    `Harness.double_s`: what a real Discord spends on its own servers) is taken out, and a click
    ends when the harness first finds no bot task pending (`Harness.quiet_at`). The double's share
    is kept beside (`double`), so that the raw figure is the sum of the two."""

    def __init__(self, h: Harness, uploads: Uploads | None = None) -> None:
        self.h = h
        self.uploads = uploads
        self.response: list[float] = []
        self.last_request: list[float] = []
        self.settled: list[float] = []
        self.double: list[float] = []
        """The double's own time in each kept click's "all edits done" window (ms)."""
        self.with_upload: list[float] = []
        """"All edits done" of each kept click with its upload time left in (ms; images on)."""
        self.render: list[float] = []
        """Each table picture drawn in a kept click: the time the presenter waited for its thread (ms)."""
        self.lobby_render: list[float] = []
        """The same for the lobby's card, when a kept click draws it (the start command's answer,
        not a kept click, draws it: this stays empty unless a lobby is sent without it)."""
        self.sent: list[float] = []
        """Each request with a file in a kept click: the double's time on it (ms)."""
        self.sizes: list[int] = []
        """Bytes of each file uploaded in a kept click."""
        self._real = h.dispatch
        h.dispatch = self.dispatch  # type: ignore[method-assign]

    async def dispatch(self, payload: dict[str, Any], **kw: Any) -> Any:
        h = self.h
        before = await session_version(self.h, payload)
        calls = len(h.calls)
        double0 = h.double_s
        t0 = time.perf_counter()
        rec = await self._real(payload, **kw)
        t1 = h.quiet_at if h.quiet_at is not None and h.quiet_at >= t0 else time.perf_counter()
        response = rec.response
        up = self.uploads
        if response is not None and await session_version(self.h, payload) > before:
            made = h.calls[calls:]
            last = max(made, key=lambda c: c.at)
            # The upload time in the window (images on): each picture drawn, taken out of the figures
            # it came before (the response, when the answer is the table itself), and reported apart.
            drawn = up.drawn_since(rec.dispatched_at) if up is not None else []
            before_answer = sum(s for end, s, _ in drawn if end <= response.at)
            before_last = sum(s for end, s, _ in drawn if end <= last.at)
            in_click = sum(s for _, s, _ in drawn)
            self.response.append(
                (response.at - rec.dispatched_at - (response.double_s - double0) - before_answer) * 1000
            )
            self.last_request.append(
                (last.at - rec.dispatched_at - (last.double_s - double0) - before_last) * 1000
            )
            settled = t1 - t0 - (h.double_s - double0)
            self.settled.append((settled - in_click) * 1000)
            self.with_upload.append(settled * 1000)
            self.double.append((h.double_s - double0) * 1000)
            if up is not None:
                self.render += [s * 1000 for _, s, name in drawn if name.startswith("table-")]
                self.lobby_render += [s * 1000 for _, s, name in drawn if not name.startswith("table-")]
                for c in made:
                    if c.files and c.error is None:
                        self.sent.append(up.served.get(c.seq, 0.0) * 1000)
                        self.sizes += [f.size for f in c.files]
        if up is not None:
            up.forget()
        for c in h.calls[calls:]:
            # The double keeps every request it was sent; Discord keeps none of them for the bot.
            # Kept, the bodies (a few hundred lists and dicts a click) are objects the bot's own
            # garbage collections walk until they reach the oldest generation: the double's cost.
            c.payload = c.result = None
            c.files = []
        return rec

    def stop(self) -> None:
        self.h.dispatch = self._real  # type: ignore[method-assign]


async def forest_gangs_clicks(h: Harness, clicks: int, uploads: Uploads | None = None) -> Timed:
    """Forest Gangs, 4 players: each click lays a card from a DM hand."""
    timed = Timed(h, uploads)
    while len(timed.response) < clicks:
        await open_table(h)
        members = h.members[:4]
        while len(timed.response) < clicks:
            target = next(((m, h.last_dm(m)) for m in members if custom_ids(h.last_dm(m))), None)
            if target is None:
                break
            m, dm = target
            await h.click(dm, m, custom_id=custom_ids(dm)[0])
    timed.stop()
    live = await h.bot.storage.live_session(h.channel.id)
    if live is not None:  # the channel is for BANG! next
        await h.slash("forest_gangs end", h.members[0])
    return timed


async def bang_clicks(h: Harness, clicks: int, uploads: Uploads | None = None) -> Timed:
    """BANG!, 7 human players with Armed & Dangerous: whoever must act clicks what the bot drew
    (the test suite's player, tests/cogs/test_bang_flow.py)."""
    from engines import get_game
    from tests.cogs.test_bang_flow import Story, human_move, move_text

    get_game("bang").engine.new(7, 0, {"expansion": "armed_and_dangerous"})  # card data loaded once, untimed
    clock = h.bot.clock
    timed = Timed(h, uploads)
    while len(timed.response) < clicks:
        host, *others = h.members[:7]
        lobby = (await h.slash("bang start", host, expansion="armed_and_dangerous")).message
        for m in others:
            await h.click(lobby, m, label="Join")
        await h.click(lobby, host, label="Start")
        sid = custom_ids(h.message(lobby))[0].split(":")[1]
        story = Story()
        for _ in range(2000):
            record = await h.bot.storage.get_session(sid)
            if record is None or record.status != "running" or len(timed.response) >= clicks:
                break
            movers = [m for m in h.members[:7] if move_text(h.last_dm(m))]
            if not movers or not await human_move(h, movers[0], lobby, clock, story):  # type: ignore[arg-type]
                break
        if record is not None and record.status == "running":
            await h.slash("bang end", host)
    timed.stop()
    return timed


class Times:
    """The timings of several slices' clicks of one game, put together."""

    def __init__(self) -> None:
        self.response: list[float] = []
        self.last_request: list[float] = []
        self.settled: list[float] = []
        self.double: list[float] = []
        self.with_upload: list[float] = []
        self.render: list[float] = []
        self.lobby_render: list[float] = []
        self.sent: list[float] = []
        self.sizes: list[int] = []
        self.first_render: float | None = None
        """The game's first table picture of the run (cold: the process draws its background)."""

    def add(self, timed: Timed) -> None:
        if self.first_render is None and timed.render:
            self.first_render = timed.render[0]
        self.response += timed.response
        self.last_request += timed.last_request
        self.settled += timed.settled
        self.double += timed.double
        self.with_upload += timed.with_upload
        self.render += timed.render
        self.lobby_render += timed.lobby_render
        self.sent += timed.sent
        self.sizes += timed.sizes


def line(name: str, values: list[float], floor_p99: float | None) -> str:
    got = summary(values)
    text = f"  {name:<34} p50 {got['p50']:6.2f} ms   p99 {got['p99']:6.2f} ms"
    if floor_p99 is None:  # PostgreSQL: the floor has no commit of its own, so no ratio
        return text
    return text + f"   = {got['p99'] / floor_p99:4.1f}× the floor's p99"


async def run(
    sessions: int,
    clicks: int,
    durability: str,
    database_url: str | None = None,
    *,
    strict: bool = False,
    images: bool = False,
) -> None:
    """Run the benchmark with one durability setting (or on PostgreSQL) and print the comparison;
    `images`: with CAMPFIRE_IMAGES on, the upload time taken out and printed apart."""
    floor = await FloorClicks.start()  # before the bot's harness: see FloorClicks
    h = await harness(durability, database_url, images=images)
    h.lean = not strict
    uploads = Uploads(h) if images else None
    print(
        "images: on (CAMPFIRE_IMAGES=true: Components V2 tables, the table picture drawn once a turn)"
        if images
        else "images: off (CAMPFIRE_IMAGES=false)"
    )
    if database_url:
        print(f"backend: postgresql ({await _pg.server_settings(database_url)})")
    else:
        pragma = await h.bot.storage.synchronous()
        print(
            f"durability: {durability} (CAMPFIRE_DURABILITY={durability}, PRAGMA synchronous={pragma}, WAL)"
        )
    print(f"adapter: {'strict validating double (as in the tests)' if strict else 'lean recording adapter'}")
    started = time.perf_counter()
    if database_url:
        await _pg.fill(h.bot.storage, sessions)
    else:
        await fill(h, sessions, actions=True)
    print(
        f"stored {sessions} sessions in {time.perf_counter() - started:.1f} s "
        f"({await h.bot.storage.count_sessions()} rows)"
    )
    fg, bang = Times(), Times()
    click_times: list[float] = []
    commit_times: list[float] = []
    for part in range(SLICES):
        share = clicks // SLICES + (part < clicks % SLICES)
        click_times += await floor.times(2 * share)
        if not database_url:
            commit_times += await commit_floor_times(h.bot.storage, 2 * share, spare_channel=h.channel.id)
        fg.add(await forest_gangs_clicks(h, share, uploads))
        bang.add(await bang_clicks(h, share, uploads))
    floor_click = summary(click_times)
    floor_commit = summary(commit_times) if commit_times else None
    await h.shutdown()
    h.close()
    await floor.stop()
    print("floor:")
    print(
        f"  discord.py click → DynamicItem → answered   p50 {floor_click['p50']:6.2f} ms   "
        f"p99 {floor_click['p99']:6.2f} ms"
    )
    floor_p50, floor_p99 = floor_click["p50"], floor_click["p99"]
    if floor_commit is not None:
        print(
            f"  aiosqlite guarded UPDATE + INSERT, commit   p50 {floor_commit['p50']:6.2f} ms   "
            f"p99 {floor_commit['p99']:6.2f} ms"
        )
        floor_p50 += floor_commit["p50"]
        floor_p99 += floor_commit["p99"]
    print(f"  the floor (sum)                             p50 {floor_p50:6.2f} ms   p99 {floor_p99:6.2f} ms")
    for name, timed in (("Forest Gangs, 4 players", fg), ("BANG! 7 players, Armed & Dangerous", bang)):
        ratio_to = floor_p99 if floor_commit is not None else None
        if not images:
            print(f"{name}: {len(timed.response)} accepted clicks")
            print(line("payload → interaction response", timed.response, ratio_to))
            print(line("payload → last edit/DM/ping sent", timed.last_request, None))
            print(line("payload → all edits done", timed.settled, ratio_to))
            print(line("(the double's own time in it)", timed.double, None))
            continue
        n = len(timed.response)
        print(
            f"{name}, images on: {n} accepted clicks, {len(timed.sizes)} uploads"
            f" ({len(timed.sizes) / max(n, 1):.2f} per click): {len(timed.render)} table pictures and"
            f" {len(timed.lobby_render)} lobby cards drawn"
        )
        print(line("payload → interaction response *", timed.response, ratio_to))
        print(line("payload → last edit/DM/ping sent *", timed.last_request, None))
        print(line("payload → all edits done *", timed.settled, ratio_to))
        print(line("(the double's own time in it)", timed.double, None))
        print(line("all edits done, upload included", timed.with_upload, ratio_to))
        if timed.render:
            print(line("upload: render of a table picture", timed.render, None))
            rest = timed.render[1:] or timed.render
            print(
                f"  {'  the first of the run (cold)':<34} {timed.first_render or 0:6.2f} ms"
                f"   the others' p99 {summary(rest)['p99']:6.2f} ms, max {max(rest):6.2f} ms"
            )
        if timed.lobby_render:
            print(line("upload: render of the lobby's card", timed.lobby_render, None))
        if timed.sent:
            print(line("upload: bytes through the double", timed.sent, None))
        if timed.sizes:
            print(
                f"  {'bytes per upload':<34} mean {statistics.fmean(timed.sizes) / 1000:6.1f} kB"
                f"   max {max(timed.sizes) / 1000:6.1f} kB"
            )
    if images:
        print("  * without the upload time: each picture's drawing (render) taken out of the figure it")
        print("    came before; the double's time on the bytes is out of every figure, as for any request")
    if floor_commit is None:
        print("(PostgreSQL: the floor's commit part is SQLite's; the SQLite run gives the ratios)")
        return
    print(
        f"targets: response p99 ≤ {TARGET_RESPONSE:g}× the floor's p99, all edits done p99 ≤ {TARGET_SETTLED:g}×"
    )


async def main(
    sessions: int,
    clicks: int,
    durability: str,
    backend: str = "sqlite",
    database_url: str | None = None,
    strict: bool = False,
    images: str = "off",
    images_sessions: int | None = None,
) -> None:
    """One run per durability setting asked for on SQLite, then one on PostgreSQL if asked for; each
    with images off, on, or off then on (`images`; the images-on runs store `images_sessions`)."""
    settings = (False, True) if images == "both" else (images == "on",)
    runs: list[tuple[str, bool]] = []
    if backend in ("sqlite", "both"):
        runs += [
            (d, on) for d in (("full", "fast") if durability == "both" else (durability,)) for on in settings
        ]
    if backend in ("postgresql", "both"):
        runs += [("postgresql", on) for on in settings]

    def stored(on: bool) -> int:
        return images_sessions if on and images_sessions is not None else sessions

    for i, (setting, on) in enumerate(runs):
        if i:
            print()
        if setting != "postgresql":
            await run(stored(on), clicks, setting, strict=strict, images=on)
            continue
        async with _pg.server(database_url) as admin, _pg.fresh_database(admin) as url:
            await run(stored(on), clicks, "full", url, strict=strict, images=on)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=100_000)
    parser.add_argument("--clicks", type=int, default=300)
    parser.add_argument("--durability", choices=("full", "fast", "both"), default="full")
    parser.add_argument("--backend", choices=("sqlite", "postgresql", "both"), default="sqlite")
    parser.add_argument(
        "--database-url", default=None, help="PostgreSQL admin URL (default: a throwaway server)"
    )
    parser.add_argument("--strict", action="store_true", help="the validating double, as in the tests")
    parser.add_argument(
        "--images", choices=("off", "on", "both"), default="off", help="CAMPFIRE_IMAGES (both: off, then on)"
    )
    parser.add_argument(
        "--images-sessions",
        type=int,
        default=None,
        help="sessions stored for the images-on runs (default: --sessions)",
    )
    args = parser.parse_args()
    print(f"$ python -m benchmarks.click_latency {' '.join(sys.argv[1:])}")
    asyncio.run(
        main(
            args.sessions,
            args.clicks,
            args.durability,
            args.backend,
            args.database_url,
            args.strict,
            args.images,
            args.images_sessions,
        )
    )
