"""Benchmark: many simultaneous clicks on one decision, each answered inside Discord's 3 s window.

    .venv/bin/python -m benchmarks.click_storm [--clicks 1000] [--bursts 3] [--arrival gateway|burst]
                                                [--mix] [--sessions 1000]

A real bot (Forest Gangs, 4 players) on a real SQLite file, driven by the test harness through
discord.py's own dispatch. Each burst is `--clicks` interactions on the same button, the choose
button of one player's DM hand, all by that player (the case the click index cannot refuse before
the first of them is applied); `--mix` makes every fourth click a foreign one (another player, or
a guest not in the game) on a copy of the button posted in the channel.

`--arrival gateway` hands the interactions over one by one, letting the bot run between them (as
discord.py's gateway reader does when it waits for the next frame); `--arrival burst` parses them
all before the bot runs at all (every frame already buffered), the harder case.

Printed per burst and overall: the slowest answer (dispatch → the initial response, loop clock:
real time), p50/p99, how many interactions were answered (each must be), how many were deferred
first (type 6) and then answered through their token, how many came late (Discord would have
refused them), and how many clicks were applied (must be exactly 1). Every request the bot sends
is checked by the harness against Discord's OpenAPI spec, so the figures include that work.
"""

from __future__ import annotations

import argparse
import asyncio
import copy
import os
import time
from collections import Counter
from typing import Any

from benchmarks._flow import custom_ids, fill, harness, open_table
from tests.discord_harness import (
    FOLLOWUP_SEND,
    ORIGINAL_EDIT,
    Harness,
    InteractionRecord,
    component_payload,
    find_component,
    snowflake_at,
)


def pct(values: list[float], q: float) -> float:
    """The q-quantile (0..1) of values."""
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


def load() -> str:
    """The 1/5/15-minute load averages (the machine may be shared)."""
    return "load {:.2f} {:.2f} {:.2f}".format(*os.getloadavg())


def channel_copy(h: Harness, dm: dict[str, Any]) -> dict[str, Any]:
    """The hand message as if it were posted in the game channel (anyone there can click it)."""
    msg = copy.deepcopy(dm)
    msg["channel_id"] = str(h.channel.id)
    msg["guild_id"] = str(h.guild.id)
    return msg


def payloads(h: Harness, owner: Any, clicks: int, mix: bool, guests: list[Any]) -> list[dict[str, Any]]:
    """The INTERACTION_CREATE payloads of one burst, built before the clock starts."""
    dm = h.last_dm(owner)
    cid = custom_ids(dm)[0]
    comp = find_component(dm, custom_id=cid)
    public = channel_copy(h, dm)
    others = [m for m in h.members[:4] if m.id != owner.id] + guests
    out = []
    for i in range(clicks):
        if mix and i % 4 == 3:
            who = others[i // 4 % len(others)]
            msg, channel = public, h.channel
        else:
            who, msg, channel = owner, dm, h._channel_for(dm, owner)
        out.append(
            component_payload(
                msg, comp, who, channel, application_id=h.application_id, increment=h._next_increment()
            )
        )
    return out


async def burst(
    h: Harness, owner: Any, clicks: int, arrival: str, mix: bool, guests: list[Any]
) -> dict[str, Any]:
    """Fire one burst and measure it."""
    record = await h.bot.storage.live_session(h.channel.id)
    assert record is not None
    seat = record.seat_of(owner.id)
    before = sum(1 for r in await h.bot.storage.actions(record.id) if r.seat == seat)
    batch = payloads(h, owner, clicks, mix, guests)
    recs: list[InteractionRecord] = []
    started = time.perf_counter()
    for i, payload in enumerate(batch):
        # Created by Discord as it is handed over (its snowflake says so), like the harness clock.
        payload["id"] = str(snowflake_at(int(time.time() * 1000), i % 4096, worker=3))
        recs.append(await h.dispatch(payload, settle=False))
        if arrival == "gateway":
            await asyncio.sleep(0)
    handed_over = time.perf_counter() - started
    await h.settle(timeout=900, check=False)
    wall = time.perf_counter() - started
    late = h.pop_violations()
    acks = [r.acked_after for r in recs if r.responded and r.acked_after is not None]
    deferred = [r for r in recs if r.callback_type == 6]
    finished = sum(
        1
        for r in deferred
        if any(c.error is None and c.kind in (FOLLOWUP_SEND, ORIGINAL_EDIT) for c in r.calls)
    )
    after = sum(1 for r in await h.bot.storage.actions(record.id) if r.seat == seat)
    return {
        "clicks": clicks,
        "acks": acks,
        "answered": len(acks),
        "deferred": len(deferred),
        "deferred_finished": finished,
        "late": sum(1 for r in recs if r.rejected_responses or not r.responded),
        "problems": len(late),
        "applied": after - before,
        "types": Counter(r.callback_type for r in recs),
        "wall": wall,
        "handover": handed_over,
    }


def report(label: str, r: dict[str, Any]) -> None:
    acks = r["acks"] or [float("nan")]
    print(
        f"{label}: slowest {max(acks):.3f} s   p50 {pct(acks, 0.5) * 1000:.1f} ms   p99 {pct(acks, 0.99) * 1000:.1f} ms"
        f"   answered {r['answered']}/{r['clicks']}   deferred {r['deferred']}"
        f" (then answered {r['deferred_finished']})   late {r['late']}   applied {r['applied']}"
        f"   handed over in {r['handover']:.2f} s, all settled after {r['wall']:.2f} s"
    )


async def main(clicks: int, bursts: int, arrival: str, mix: bool, sessions: int) -> int:
    """Run the bursts; exit status 1 if a burst missed a target (late, unanswered, not exactly 1 applied)."""
    print(f"{load()}   cpus {os.cpu_count()}")
    h = await harness()
    if sessions:
        await fill(h, sessions)
    async with h.bot.storage.db.execute("PRAGMA synchronous") as cur:
        row = await cur.fetchone()
    sync = {0: "OFF", 1: "NORMAL", 2: "FULL", 3: "EXTRA"}.get(int(row[0]) if row else -1, "?")
    print(
        f"{clicks} clicks a burst on one decision, {bursts} burst(s), arrival {arrival}"
        f"{', mixed with foreign clicks' if mix else ''}; {sessions} other sessions stored;"
        f" SQLite synchronous={sync}"
    )
    await open_table(h)
    guests = h.add_members(3, prefix="Guest")
    results = []
    ok = True
    for b in range(min(bursts, 4)):
        owner = h.members[b]
        if not custom_ids(h.last_dm(owner)):
            break
        r = await burst(h, owner, clicks, arrival, mix, guests)
        report(f"burst {b + 1}", r)
        results.append(r)
        ok = ok and r["late"] == 0 and r["answered"] == clicks and r["applied"] == 1
    await h.shutdown()
    everything = [a for r in results for a in r["acks"]]
    total = {
        "clicks": sum(r["clicks"] for r in results),
        "acks": everything,
        "answered": len(everything),
        "deferred": sum(r["deferred"] for r in results),
        "deferred_finished": sum(r["deferred_finished"] for r in results),
        "late": sum(r["late"] for r in results),
        "applied": sum(r["applied"] for r in results),
        "wall": sum(r["wall"] for r in results),
        "handover": sum(r["handover"] for r in results),
    }
    report("all    ", total)
    print(load())
    return 0 if ok else 1


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=1000)
    parser.add_argument("--bursts", type=int, default=3, help="one per player's decision (at most 4)")
    parser.add_argument("--arrival", choices=("gateway", "burst"), default="gateway")
    parser.add_argument("--mix", action="store_true", help="every fourth click by another player or a guest")
    parser.add_argument("--sessions", type=int, default=1000, help="other running games stored")
    args = parser.parse_args()
    raise SystemExit(asyncio.run(main(args.clicks, args.bursts, args.arrival, args.mix, args.sessions)))
