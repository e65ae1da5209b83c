"""Benchmark 1: time from an interaction payload to the recorded response, Forest Gangs click.

    .venv/bin/python -m benchmarks.click_latency [--sessions 10000] [--clicks 300]

The database holds `--sessions` other running games, so lookups run against a realistic table.
Each sample is one accepted "lay this card" click: from the INTERACTION_CREATE payload entering
discord.py to the interaction response recorded by the fake adapter (and to the end of all the
follow-up work: table edit and DM edits).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time

from benchmarks._flow import custom_ids, fill, harness, open_table


def pct(values: list[float], q: float) -> float:
    """The q-quantile (0..1) of values."""
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


async def main(sessions: int, clicks: int) -> None:
    """Run the benchmark and print p50/p99."""
    h = await harness()
    started = time.perf_counter()
    await fill(h, sessions)
    print(
        f"stored {sessions} sessions in {time.perf_counter() - started:.1f} s "
        f"({await h.bot.storage.count_sessions()} rows)"
    )
    to_response: list[float] = []
    to_settled: list[float] = []
    while len(to_response) < clicks:
        await open_table(h)
        members = h.members[:4]
        while len(to_response) < clicks:
            target = next(((m, h.last_dm(m)) for m in members if custom_ids(h.last_dm(m))), None)
            if target is None:
                break
            m, dm = target
            t0 = time.perf_counter()
            rec = await h.click(dm, m, custom_id=custom_ids(dm)[0])
            t1 = time.perf_counter()
            to_settled.append((t1 - t0) * 1000)
            if rec.acked_after is not None:
                to_response.append(rec.acked_after * 1000)
    await h.shutdown()
    print(f"clicks: {len(to_response)}")
    print(
        f"payload → interaction response: p50 {pct(to_response, 0.5):.2f} ms   p99 {pct(to_response, 0.99):.2f} ms"
        f"   mean {statistics.fmean(to_response):.2f} ms"
    )
    print(
        f"payload → all edits done:       p50 {pct(to_settled, 0.5):.2f} ms   p99 {pct(to_settled, 0.99):.2f} ms"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=10_000)
    parser.add_argument("--clicks", type=int, default=300)
    args = parser.parse_args()
    asyncio.run(main(args.sessions, args.clicks))
