"""The platform's floor under a click: what no Discord bot on discord.py and SQLite can go below.

Two parts, measured on the same machine in the same run as Campfire's click (`benchmarks.click_latency`):

- **discord.py**: an INTERACTION_CREATE payload parsed, routed to a `DynamicItem` button and answered
  (`defer`, type 6) through the same lean recording adapter the Campfire click goes through;
- **aiosqlite**: the smallest durable write of an accepted action, on the same 100,000-session file
  with the same settings (WAL, `synchronous` per `CAMPFIRE_DURABILITY`): one transaction with a
  version-guarded UPDATE of a 1 kB state and an INSERT into the 100,000-row `actions` table.

The floor's p50/p99 is the sum of the two parts' p50/p99.
"""

from __future__ import annotations

import asyncio
import contextvars
import re
import statistics
import time
from typing import Any

import discord
from discord.ext import commands

from tests.discord_harness import Harness, make_harness


def pct(values: list[float], q: float) -> float:
    """The q-quantile (0..1) of values."""
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


def summary(values: list[float]) -> dict[str, float]:
    """p50, p99 and mean (ms)."""
    return {"p50": pct(values, 0.5), "p99": pct(values, 0.99), "mean": statistics.fmean(values)}


class FloorButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"floor:(?P<n>[0-9]+)"):
    """A persistent button whose callback does nothing but acknowledge the click."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label="Go", custom_id=f"floor:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str], /
    ) -> FloorButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer()


async def interaction_floor(clicks: int) -> dict[str, float]:
    """discord.py's part: payload → routed → answered, through the lean recording adapter (ms)."""
    floor = await FloorClicks.start()
    try:
        return summary(await floor.times(clicks))
    finally:
        await floor.stop()


class FloorClicks:
    """discord.py's part, measured in slices beside another harness (`benchmarks.click_latency`
    interleaves it with Campfire's clicks): a bare bot and its harness, started before the other
    one and kept until the end.

    A harness puts its recording adapter in a context variable of the task that makes it, so the
    floor's harness is made, clicked and stopped in tasks run in a context of its own: the other
    harness, made later in the caller's context, keeps its own adapter."""

    def __init__(self) -> None:
        self.context = contextvars.copy_context()
        self.h: Harness | None = None
        self.sent_id = 0

    @classmethod
    async def start(cls) -> FloorClicks:
        floor = cls()
        await asyncio.create_task(floor._start(), context=floor.context)
        return floor

    async def _start(self) -> None:
        bot = commands.Bot(command_prefix="!", intents=discord.Intents.none(), help_command=None)
        self.h = h = await make_harness(bot, members=2)
        h.lean = True
        bot.add_dynamic_items(FloorButton)
        view = discord.ui.View(timeout=None)
        view.add_item(FloorButton(1))
        self.sent_id = (await h.channel.send("floor", view=view)).id

    async def times(self, clicks: int) -> list[float]:
        """Click the button `clicks` times; every answered click's time, in ms."""
        return await asyncio.create_task(self._times(clicks), context=self.context)

    async def _times(self, clicks: int) -> list[float]:
        assert self.h is not None
        member = self.h.members[0]
        out: list[float] = []
        for _ in range(clicks):
            double0 = self.h.double_s
            rec = await self.h.click(self.sent_id, member, custom_id="floor:1")
            r = rec.response
            if r is not None:  # the double's own time before the answer taken out, as for the bot
                out.append((r.at - rec.dispatched_at - (r.double_s - double0)) * 1000)
        return out

    async def stop(self) -> None:
        if self.h is not None:
            await asyncio.create_task(self.h.shutdown(), context=self.context)
            self.h.close()


async def commit_floor(storage: Any, writes: int, *, spare_channel: int = 0) -> dict[str, float]:
    """aiosqlite's part on Campfire's own file and connection: UPDATE … WHERE version = ? of a 1 kB
    state plus an INSERT into `actions`, one transaction each (ms)."""
    return summary(await commit_floor_times(storage, writes, spare_channel=spare_channel))


async def commit_floor_times(storage: Any, writes: int, *, spare_channel: int = 0) -> list[float]:
    """`commit_floor`'s every write, in ms. It writes over a stored session's state: never one in
    `spare_channel` (the channel the benchmark's games are played in, between two slices)."""
    db = storage.db
    async with db.execute(
        "SELECT id, version FROM sessions WHERE channel_id != ? ORDER BY id LIMIT 1", (spare_channel,)
    ) as cur:
        row = await cur.fetchone()
    sid, version = row["id"], int(row["version"])
    async with db.execute("SELECT COUNT(*) FROM actions") as cur:
        start = int((await cur.fetchone())[0])
    state = "x" * 1000
    out: list[float] = []
    for i in range(writes):
        t0 = time.perf_counter()
        await db.execute("BEGIN IMMEDIATE")
        await db.execute(
            "UPDATE sessions SET state = ?, version = ? WHERE id = ? AND version = ?",
            (state, version + 1, sid, version),
        )
        await db.execute(
            "INSERT INTO actions (session_id, seq, seat, action_json, at) VALUES (?,?,?,?,?)",
            (sid, 10_000_000 + start + i, 0, '{"kind":"floor"}', "2026-01-01T00:00:00.000+00:00"),
        )
        await db.execute("COMMIT")
        out.append((time.perf_counter() - t0) * 1000)
        version += 1
    return out
