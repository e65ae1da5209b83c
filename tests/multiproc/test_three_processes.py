"""Three real bot processes on one PostgreSQL database play whole games, Forest Gangs and Bang & Twang
(issue 12, item 4).

Each process is `tests/multiproc/worker.py`: a real CampfireBot with its scheduler running, on shard
i of 3, under the Discord harness. This test is Discord: it keeps the one true world (every message's
last version, deletions, DM channels), hands each process what the others changed before it acts, and
deals the clicks for the one table round-robin to the processes: the lobby's Join and Start and the
table's buttons, and the moves on the players' DM hands (a DM goes to whichever process handles its
click).

On the way: the command given at two processes at once (one lobby), every Join at once at its own
process, a stale copy of a message clicked again at another process, the same click delivered to two
processes at once, a hand shown with My hand at one process and answered at another, decisions left to time out (the shared
clock moves in every process), and the process that runs the table's shard (`(guild_id >> 22) % 3`)
SIGKILLed in the middle of a click, while its transaction holds the table's advisory lock with the
click's rows written. The two others finish the game, and take over the dead process's deadlines once
its lease has run out.

Then, from the database and what every process wrote down as it went (tests/multiproc/worker.py
`--events`, flushed line by line, so the killed process's record survives it):
- the game finished and has its results row;
- the log's seq runs 1..N, and the accepted writes of all processes, in version order, are the
  versions 0..final exactly once each and their steps are the log exactly (nothing twice, nothing
  lost, nothing that no process reported accepting); the killed click left nothing behind;
- `python -m bot replay` rebuilds the stored state from the log;
- each deadline fired once, never before it was due, and those after the kill were fired by the
  survivors, after the dead process's lease ran out;
- the table reads "game over" and no hand has a button left; the survivors stop with every
  interaction answered once and nothing Discord would refuse.

`test_an_older_outcome_never_overwrites_a_newer_hand` pins what the whole games avoid by making
different players' moves one after the other: two moves at once at two processes, and the older
outcome's DM edit landing last: the presenter publishes one outcome of a session at a time across
processes and never draws an older version over a newer one.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.storage.postgres import PostgresStorage
from tests.backends import sql
from tests.discord_harness import DISCORD_EPOCH_MS

ROOT = Path(__file__).resolve().parents[2]
WORKERS = 3
HARNESS_ENV = frozenset({"CAMPFIRE_DISCORD_SPEC"})
"""CAMPFIRE_* variables that are the test harness's, not the bot's: a worker keeps them (its strict
Discord double reads the spec CAMPFIRE_DISCORD_SPEC names)."""


def child_env(**extra: str) -> dict[str, str]:
    """This process's environment for a worker or a `python -m bot` child: without the bot's CAMPFIRE_*
    settings from the shell that runs the tests (they must not reach the test's bots), with the harness's own."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("CAMPFIRE_") or k in HARNESS_ENV}
    return {**env, **extra}


LEASE_S = 3
READ_TIMEOUT_S = 30.0
"""The longest wait for any one line from a worker."""
TEST_TIMEOUT_S = 240.0
"""The whole game's bound (it takes well under a minute)."""
EPHEMERAL = 1 << 6
DOOMED = 1
"""The process that runs the table's shard, and is SIGKILLed mid-game."""


# ---- the processes ---------------------------------------------------------------------------------
@dataclass
class Proc:
    """One worker process and where the world stood when it last heard of it."""

    index: int
    proc: asyncio.subprocess.Process
    log: Path
    events: Path
    hello: dict[str, Any] = field(default_factory=dict)
    synced: int = 0
    alive: bool = True
    _next: int = 0

    def log_tail(self, lines: int = 40) -> str:
        try:
            return "\n".join(self.log.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"

    async def line(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        try:
            raw = await asyncio.wait_for(self.proc.stdout.readline(), READ_TIMEOUT_S)
        except TimeoutError:
            raise AssertionError(
                f"worker {self.index} said nothing for {READ_TIMEOUT_S:.0f} s:\n{self.log_tail()}"
            ) from None
        if not raw:
            raise AssertionError(f"worker {self.index} exited:\n{self.log_tail()}")
        return json.loads(raw)

    async def send(self, op: dict[str, Any]) -> int:
        assert self.proc.stdin is not None
        self._next += 1
        op = {**op, "id": self._next}
        self.proc.stdin.write(json.dumps(op, separators=(",", ":")).encode() + b"\n")
        await self.proc.stdin.drain()
        return self._next

    async def answer(self, op_id: int) -> dict[str, Any]:
        """The reply to op `op_id` (or the `paused` line of a paused click)."""
        while True:
            msg = await self.line()
            if msg.get("type") == "paused" or (msg.get("type") == "reply" and msg.get("id") == op_id):
                return msg

    def kill(self) -> None:
        if self.proc.returncode is None:
            os.kill(self.proc.pid, signal.SIGKILL)
        self.alive = False


async def spawn(index: int, url: str, world_ms: int, tmp: Path) -> Proc:
    log = tmp / f"worker{index}.log"
    events = tmp / f"events{index}.jsonl"
    env = child_env()
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.multiproc.worker",
        "--url",
        url,
        "--index",
        str(index),
        "--shard-count",
        str(WORKERS),
        "--shard-ids",
        str(index),
        "--lease",
        str(LEASE_S),
        "--world-ms",
        str(world_ms),
        "--events",
        str(events),
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=log.open("wb"),
        cwd=ROOT,
        env=env,
        limit=1 << 26,
    )
    return Proc(index, proc, log, events)


# ---- the one true Discord world ------------------------------------------------------------------------
class World:
    """Every message's last version (by the time of the change, whichever process made it), the
    deleted ones and the DM channels; `delta` is what a process has not heard of yet."""

    def __init__(self) -> None:
        self.seq = 0
        self.messages: dict[int, dict[str, Any]] = {}
        self.at: dict[int, int] = {}
        self.changed: dict[int, int] = {}
        self.deleted: dict[int, tuple[int, int]] = {}
        self.dm: dict[str, int] = {}

    def merge(self, changes: dict[str, Any]) -> None:
        for uid, cid in changes.get("dm", {}).items():
            known = self.dm.setdefault(uid, cid)
            assert known == cid, f"two DM channels for user {uid}: {known} and {cid}"
        for item in changes.get("messages", []):
            msg, at = item["message"], item["at"]
            mid = int(msg["id"])
            if mid in self.deleted or self.at.get(mid, -1) > at:
                continue  # an older version than the one the world has
            self.seq += 1
            self.messages[mid], self.at[mid], self.changed[mid] = msg, at, self.seq
        for d in changes.get("deleted", []):
            mid = int(d["id"])
            self.seq += 1
            self.deleted[mid] = (int(d["channel_id"]), self.seq)
            self.messages.pop(mid, None)
            self.changed.pop(mid, None)

    def delta(self, since: int) -> dict[str, Any]:
        return {
            "messages": [
                self.messages[mid]
                for mid, seq in self.changed.items()
                if seq > since and not int(self.messages[mid].get("flags") or 0) & EPHEMERAL
            ],
            "deleted": [
                {"id": mid, "channel_id": cid} for mid, (cid, seq) in self.deleted.items() if seq > since
            ],
            "dm": self.dm,
        }


def enabled_ids(msg: dict[str, Any]) -> list[str]:
    return [
        c["custom_id"]
        for row in msg.get("components") or []
        for c in row.get("components", [])
        if c.get("custom_id") and not c.get("disabled")
    ]


@dataclass
class Move:
    """A click that makes the next move: who, on which message (as the world has it), which component."""

    member: int
    message: dict[str, Any]
    custom_id: str
    values: list[str] | None = None


# ---- the games -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Game:
    """How to open a table of a game and find its next move in the world."""

    key: str
    players: int
    options: dict[str, Any]
    parallel: int
    """How many decisions are open at once at the start of a round (all of them time out together)."""
    mover: Callable[[Table], Awaitable[Move | None]]


async def forest_gangs_moves(t: Table) -> list[Move]:
    """The first button of each seat whose DM hand has one (the flow tests play the first of these)."""
    out = []
    for seat in range(t.game.players):
        msg = await t.hand(seat)
        ids = enabled_ids(msg) if msg else []
        if ids:
            out.append(Move(await t.member_of(seat), msg, ids[0]))
    return out


async def forest_gangs_move(t: Table) -> Move | None:
    moves = await forest_gangs_moves(t)
    return moves[0] if moves else None


async def bang_and_twang_move(t: Table) -> Move | None:
    """What the engine's AI would choose for the newest open decision, on the table (flips and moves)
    or on that seat's DM hand (tests/cogs/test_bang_and_twang_flow.py `click_action`)."""
    from cogs.bang_and_twang.render import encode, moved
    from engines.bang_and_twang import GAME
    from engines.bang_and_twang.actions import MoveRiff
    from tests.cogs.test_bang_and_twang_flow import KEY, find_on

    row = await t.row()
    if row["status"] != "running":
        return None
    engine = GAME.engine.load(row["state"])
    decisions = engine.open_decisions()
    if not decisions:
        return None
    d = decisions[-1]
    action = GAME.choose_ai_action(engine, d.seat, t.rng)
    options = [encode(action)]
    if isinstance(action, MoveRiff):  # one button per distinct resulting riff
        riff = engine.state.riff
        options += [
            ("move", f"{s}{e}")
            for s in (1, 2, 3)
            for e in (1, 2, 3)
            if s != e and moved(riff, s, e) == moved(riff, action.src, action.dst)
        ]
    table, hand = t.world.messages[t.table_id], await t.hand(d.seat)
    for verb, arg in options:
        if verb in ("flip", "move"):
            hit = find_on(table, f"{KEY}:{t.session}:t{engine.turn}", verb, arg)
            if hit is not None:
                return Move(await t.member_of(d.seat), table, hit[0], [hit[1]] if hit[1] else None)
        hit = find_on(hand or {}, f"{KEY}:{t.session}:d{action.decision_id}", verb, arg)
        if hand is not None and hit is not None:
            return Move(await t.member_of(d.seat), hand, hit[0], [hit[1]] if hit[1] else None)
    raise AssertionError(f"no button for {action} (seat {d.seat})")


FOREST_GANGS = Game(
    "forest_gangs",
    players=4,
    options={"choice_timeout": 600, "ability_timeout": 300},
    parallel=3,
    mover=forest_gangs_move,
)
BANG_AND_TWANG = Game(
    "bang_and_twang",
    players=3,
    options={"decision_timeout": 600, "reaction_window": 60},
    parallel=1,
    mover=bang_and_twang_move,
)
STEP_S = 601
"""How far the shared clock moves to let every open decision time out (the longest timeout is 600 s)."""


class Table:
    """Drives the processes: every op carries the world the process missed; every reply is merged."""

    def __init__(self, procs: list[Proc], db: PostgresStorage, game: Game) -> None:
        self.procs = procs
        self.db = db
        self.game = game
        self.world = World()
        self.offset = 0.0
        self.turn = 0
        self.rng = random.Random(7)
        self.clicks: list[dict[str, Any]] = []
        """Every click: which worker and member, what was clicked and how the process answered."""
        first = procs[0].hello
        self.members: list[int] = first["members"]
        self.guild: int = first["guild"]
        self.session = ""
        self.table_id = 0

    @property
    def alive(self) -> list[Proc]:
        return [p for p in self.procs if p.alive]

    def next_proc(self) -> Proc:
        alive = self.alive
        proc = alive[self.turn % len(alive)]
        self.turn += 1
        return proc

    def clock(self) -> float:
        return time.time() + self.offset

    async def start_op(self, proc: Proc, op: dict[str, Any]) -> int:
        world = self.world.delta(proc.synced)
        proc.synced = self.world.seq
        return await proc.send({**op, "world": world})

    def finish_op(self, proc: Proc, reply: dict[str, Any]) -> dict[str, Any]:
        if "changes" in reply:
            self.world.merge(reply["changes"])
        if reply.get("error"):
            raise AssertionError(f"worker {proc.index} failed:\n{reply['error']}\n{proc.log_tail()}")
        return reply

    async def op(self, proc: Proc, op: dict[str, Any]) -> dict[str, Any]:
        op_id = await self.start_op(proc, op)
        return self.finish_op(proc, await proc.answer(op_id))

    # ---- clicks --------------------------------------------------------------------------------------
    @staticmethod
    def click_op(member: int, message: dict[str, Any], **how: Any) -> dict[str, Any]:
        return {"op": "click", "member": member, "message": message, **how}

    def _note(self, proc: Proc, op: dict[str, Any], reply: dict[str, Any]) -> dict[str, Any]:
        outcomes = [o for o in reply["outcomes"] if o["kind"] != "expire"]
        entry = {
            "worker": proc.index,
            "member": op["member"],
            "how": {k: op.get(k) for k in ("custom_id", "label", "values")},
            "accepted": bool(outcomes),
            "ephemeral": reply["ephemeral"],
            "text": reply["text"],
            "outcomes": outcomes,
            "message": op["message"],
            "answer": reply["message"],
        }
        assert len(outcomes) <= 1, f"one click, one accepted write: {entry}"
        if entry["accepted"]:
            assert not entry["ephemeral"], f"an accepted click is answered in place: {entry}"
        self.clicks.append(entry)
        return entry

    async def click(self, proc: Proc, member: int, message: dict[str, Any], **how: Any) -> dict[str, Any]:
        op = self.click_op(member, message, **how)
        return self._note(proc, op, await self.op(proc, op))

    async def click_move(self, proc: Proc, mv: Move) -> dict[str, Any]:
        return await self.click(proc, mv.member, mv.message, custom_id=mv.custom_id, values=mv.values)

    async def together(self, ops: list[tuple[Proc, dict[str, Any]]]) -> list[dict[str, Any]]:
        """Ops sent to their processes all at once (each process has the same world), then answered."""
        ids = [await self.start_op(p, op) for p, op in ops]
        replies = await asyncio.gather(*(p.answer(i) for (p, _), i in zip(ops, ids, strict=True)))
        return [self.finish_op(p, r) for (p, _), r in zip(ops, replies, strict=True)]

    async def clicks_together(self, clicks: list[tuple[Proc, dict[str, Any]]]) -> list[dict[str, Any]]:
        replies = await self.together(clicks)
        return [self._note(p, op, r) for (p, op), r in zip(clicks, replies, strict=True)]

    async def click_both(self, procs: tuple[Proc, Proc], mv: Move) -> list[dict[str, Any]]:
        """The same click delivered to two processes at once."""
        op = self.click_op(mv.member, mv.message, custom_id=mv.custom_id, values=mv.values)
        return await self.clicks_together([(p, op) for p in procs])

    async def move(self) -> Move | None:
        return await self.game.mover(self)

    async def play(self, clicks: int) -> int:
        """Up to `clicks` moves, each at the next process; how many were made."""
        for n in range(clicks):
            mv = await self.move()
            if mv is None:
                return n
            entry = await self.click_move(self.next_proc(), mv)
            assert entry["accepted"], f"a current button was refused: {entry}"
        return clicks

    async def play_until(self, ready: Callable[[Move], Awaitable[bool]], limit: int = 60) -> Move:
        """Moves until the next one is `ready` (returned, not made)."""
        for _ in range(limit):
            mv = await self.move()
            assert mv is not None, "the game ended too soon"
            if await ready(mv):
                return mv
            entry = await self.click_move(self.next_proc(), mv)
            assert entry["accepted"], f"a current button was refused: {entry}"
        raise AssertionError("the moment never came")

    async def open_deadlines(self) -> int:
        rows = await sql(self.db, "SELECT COUNT(*) AS n FROM deadlines WHERE session_id = ?", self.session)
        return int(rows[0]["n"])

    def on_hand(self, msg: dict[str, Any]) -> bool:
        """Whether a message is in a DM channel (a hand), not on the table."""
        return int(msg["channel_id"]) in self.world.dm.values()

    # ---- time --------------------------------------------------------------------------------------
    async def advance(self, seconds: float, first: Proc | None = None) -> None:
        """Move the shared clock in every live process (`first` before the others), then wait until
        every deadline due by then has fired and every process has shown what it did."""
        self.offset += seconds
        order = sorted(self.alive, key=lambda p: p is not first)
        for p in order:
            await self.op(p, {"op": "advance", "offset": self.offset})
        limit = time.monotonic() + READ_TIMEOUT_S
        while True:
            due = await sql(
                self.db,
                "SELECT key FROM deadlines WHERE session_id = ? AND due_at <= ?",
                self.session,
                self.clock(),
            )
            if not due:
                break
            assert time.monotonic() < limit, f"deadlines {due} did not fire:\n" + "\n".join(
                p.log_tail(15) for p in self.alive
            )
            await asyncio.sleep(0.05)
        for p in self.alive:
            await self.op(p, {"op": "quiet"})

    # ---- the database ----------------------------------------------------------------------------------
    async def row(self) -> dict[str, Any]:
        rows = await sql(self.db, "SELECT * FROM sessions WHERE id = ?", self.session)
        assert rows, f"no session {self.session}"
        return rows[0]

    async def log(self) -> list[dict[str, Any]]:
        return await sql(
            self.db,
            "SELECT seq, seat, action_json FROM actions WHERE session_id = ? ORDER BY seq",
            self.session,
        )

    async def member_of(self, seat: int) -> int:
        seats = json.loads((await self.row())["seats_json"])
        return self.members.index(seats[seat]["user_id"])

    async def hand(self, seat: int) -> dict[str, Any] | None:
        """A seat's DM hand as the world has it now (None before it is sent)."""
        rows = await sql(
            self.db,
            "SELECT message_id FROM messages WHERE session_id = ? AND role = 'hand' AND seat = ?",
            self.session,
            seat,
        )
        return self.world.messages.get(int(rows[0]["message_id"])) if rows else None


def read_events(procs: list[Proc]) -> list[dict[str, Any]]:
    out = []
    for p in procs:
        if p.events.exists():
            out.extend(json.loads(line) for line in p.events.read_text(encoding="utf-8").splitlines())
    return out


def world_ms(shard: int) -> int:
    """The time of the shared world's ids (about now, in ms), picked so that the guild is on `shard`:
    every world id carries this time, and a guild's shard is `(guild_id >> 22) % shard_count`."""
    ms = int(time.time() * 1000) - 10_000
    return ms - (ms - DISCORD_EPOCH_MS) % WORKERS + shard


# ---- the test ----------------------------------------------------------------------------------------
@contextlib.asynccontextmanager
async def processes(url: str, tmp: Path, count: int, shard: int) -> AsyncIterator[list[Proc]]:
    """`count` workers on one world whose guild is on `shard`; all killed at the end, whatever happened."""
    ms = world_ms(shard)
    procs = [await spawn(i, url, ms, tmp) for i in range(count)]
    try:
        yield procs
    finally:
        for p in procs:
            with contextlib.suppress(ProcessLookupError):
                p.kill()
        for p in procs:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(p.proc.wait(), 10)


async def open_world(procs: list[Proc], db: PostgresStorage, game: Game) -> Table:
    """Every worker's hello (the same Discord world in each), then the parent's own database pool."""
    for p in procs:
        p.hello = await p.line()
        assert p.hello["type"] == "hello", p.hello
    worlds = {
        (p.hello["guild"], p.hello["channel"], p.hello["bot"], tuple(p.hello["members"])) for p in procs
    }
    assert len(worlds) == 1, f"the processes see different Discord worlds: {worlds}"
    await db.open()
    return Table(procs, db, game)


@pytest.mark.parametrize("game", [FOREST_GANGS, BANG_AND_TWANG], ids=lambda g: g.key)
async def test_three_processes_play_a_whole_game_through_a_sigkill(game: Game, postgres_db_url, tmp_path):
    db = PostgresStorage(postgres_db_url, pool_size=2)
    try:
        async with processes(postgres_db_url, tmp_path, WORKERS, DOOMED) as procs:
            await asyncio.wait_for(play_the_game(procs, db, postgres_db_url, game), TEST_TIMEOUT_S)
    finally:
        await db.close()


async def play_the_game(procs: list[Proc], db: PostgresStorage, url: str, game: Game) -> None:
    t = await open_world(procs, db, game)
    shard = (t.guild >> 22) % WORKERS
    assert shard == DOOMED
    doomed = procs[shard]  # it runs the table's shard: its deadlines are its to fire while it lives
    survivors = [p for p in procs if p is not doomed]

    # ---- the command at two processes at once: one lobby, the other is told the channel is taken ------
    slash = {"op": "slash", "command": f"{game.key} start", "member": 0, "options": game.options}
    opened = await t.together([(procs[0], slash), (procs[2], slash)])
    made = [r for r in opened if r["outcomes"]]
    assert len(made) == 1, [(r["ephemeral"], r["text"]) for r in opened]
    busy = next(r for r in opened if not r["outcomes"])
    assert busy["ephemeral"] and "already has a game" in busy["text"], busy["text"]
    t.table_id = int(made[0]["message"]["id"])
    t.session = made[0]["outcomes"][0]["session"]
    # ---- every Join at once, each at its own process; then the Start at the next -------------------
    lobby = t.world.messages[t.table_id]
    joins = [(procs[m % WORKERS], t.click_op(m, lobby, label="Join")) for m in range(1, game.players)]
    joined = await t.clicks_together(joins)
    assert all(e["accepted"] for e in joined), [(e["worker"], e["text"]) for e in joined]
    t.turn = game.players
    entry = await t.click(t.next_proc(), 0, t.world.messages[t.table_id], label="Start")
    assert entry["accepted"], entry
    assert len(json.loads((await t.row())["seats_json"])) == game.players
    assert (await t.row())["status"] == "running"
    assert {p.index for p in procs} == {c["worker"] for c in t.clicks}, "every process took lobby clicks"
    lobby_clicks = len(t.clicks)

    # ---- moves dealt round-robin -----------------------------------------------------------------------
    assert await t.play(5) == 5

    # ---- the copy of the message the last move was made on, clicked again at another process: refused --
    last = t.clicks[-1]
    before = await t.row()
    other = next(p for p in t.alive if p.index != last["worker"])
    entry = await t.click(other, last["member"], last["message"], **last["how"])
    assert not entry["accepted"] and entry["ephemeral"], entry
    assert (await t.row())["version"] == before["version"]

    # ---- the same click delivered to two processes at once: one applies it, the other refuses it ------
    mv = await t.move()
    assert mv is not None
    both = await t.click_both((t.next_proc(), t.next_proc()), mv)
    assert sorted(e["accepted"] for e in both) == [False, True], both
    assert next(e for e in both if not e["accepted"])["ephemeral"], both
    assert (await t.row())["version"] == before["version"] + 1

    # ---- a hand shown by "My hand" on the table at one process, its button clicked at another ----------
    async def on_hand(mv: Move) -> bool:
        return t.on_hand(mv.message)

    mv = await t.play_until(on_hand)
    shown = await t.click(t.next_proc(), mv.member, t.world.messages[t.table_id], label="My hand")
    hand = shown["answer"]
    assert shown["ephemeral"] and not shown["accepted"] and hand, shown
    assert mv.custom_id in enabled_ids(hand), (mv, hand)
    entry = await t.click_move(t.next_proc(), Move(mv.member, hand, mv.custom_id, mv.values))
    assert entry["accepted"] and entry["worker"] != shown["worker"], entry

    # ---- decisions nobody answers time out: the table's process fires the deadlines ---------------------
    async def open_together(_: Move) -> bool:
        return await t.open_deadlines() >= game.parallel

    await t.play_until(open_together)
    await t.advance(STEP_S, first=doomed)
    early = [e for e in read_events(procs) if e["kind"] == "expire" and e["fired"]]
    assert len(early) >= game.parallel, "the open decisions timed out"
    assert doomed.index in {e["worker"] for e in early}, early

    # ---- the table's process is SIGKILLed inside a click: rows written, not committed, lock held -------
    await t.play(2)
    mv = await t.move()
    assert mv is not None, "the game is still on"
    before, log_before = await t.row(), await t.log()
    op_id = await t.start_op(
        doomed, t.click_op(mv.member, mv.message, custom_id=mv.custom_id, values=mv.values, pause=True)
    )
    paused = await doomed.answer(op_id)
    assert paused["type"] == "paused" and paused["version"] == before["version"] + 1, paused
    doomed.kill()
    assert await asyncio.wait_for(doomed.proc.wait(), READ_TIMEOUT_S) == -signal.SIGKILL
    kill_clock = t.clock()
    lease = await sql(db, "SELECT holder, expires_at FROM shard_leases WHERE shard_id = ?", shard)
    assert lease[0]["holder"] == doomed.hello["owner"], lease  # nobody took it over yet
    lease_end = float(lease[0]["expires_at"])
    after = await t.row()
    assert after["version"] == before["version"] and after["state"] == before["state"]
    assert await t.log() == log_before, "the killed click's transaction was rolled back"
    # The same move at a survivor: the advisory lock died with the process; the move applies once.
    entry = await t.click_move(survivors[0], mv)
    assert entry["accepted"], entry

    # ---- past the dead process's lease and the decisions' deadlines: the survivors fire them -----------
    await t.play_until(open_together)
    await t.advance(STEP_S)
    late = [e for e in read_events(procs) if e["kind"] == "expire" and e["fired"] and e["clock"] > kill_clock]
    assert len(late) >= game.parallel, "the survivors fired the dead process's deadlines"
    for e in late:
        assert e["worker"] != doomed.index, e
        assert shard in e["held"] and shard not in e["mine"], e  # a shard taken over, not its own
        assert e["clock"] > lease_end, (e, lease_end)

    # ---- the survivors finish the game ---------------------------------------------------------------
    assert await t.play(600) < 600
    in_game = {c["worker"] for c in t.clicks[lobby_clicks:] if c["accepted"]}
    assert in_game == {p.index for p in procs}, "every process applied moves of the game"
    await check_the_records(t, procs, url)


async def check_the_records(t: Table, procs: list[Proc], url: str) -> None:
    db, sid, players = t.db, t.session, t.game.players
    row = await t.row()
    assert row["status"] == "finished", row["status"]
    results = await sql(db, "SELECT summary FROM results WHERE session_id = ?", sid)
    seated = await sql(db, "SELECT seat FROM result_players WHERE session_id = ?", sid)
    assert len(results) == 1 and len(seated) == players
    assert not await sql(db, "SELECT key FROM deadlines WHERE session_id = ?", sid)

    # Every write, whichever process made it, once: versions 0..final, and their steps are the log.
    events = read_events(procs)
    writes = sorted(
        (e for e in events if e.get("session") == sid and (e["kind"] != "expire" or e["fired"])),
        key=lambda e: e["version"],
    )
    assert [e["version"] for e in writes] == list(range(row["version"] + 1))
    log = await t.log()
    assert [r["seq"] for r in log] == list(range(1, len(log) + 1))
    assert [tuple(s) for e in writes for s in e["steps"]] == [(r["seat"], r["action_json"]) for r in log]
    by_version = {e["version"]: e for e in writes}
    accepted = [c for c in t.clicks if c["accepted"]]
    for c in accepted:
        (o,) = c["outcomes"]
        assert by_version[o["version"]]["steps"] == o["steps"], c
    moves = [o for c in accepted for o in c["outcomes"] if o["kind"] == "submit"]
    assert moves and all(o["steps"][0][0] is not None for o in moves), "a move is its player's action"
    timeouts = [e for e in writes if e["kind"] == "expire"]
    assert all(e["steps"][0][0] is None for e in timeouts), "a timeout's default is the system's action"

    # Each deadline fired once, never early.
    fired = [e for e in events if e["kind"] == "expire" and e["fired"]]
    keys = [(e["session"], e["key"]) for e in fired]
    assert len(keys) == len(set(keys)), keys
    for e in fired:
        assert e["due"] is not None and e["clock"] >= e["due"], e

    # What the players see: the table at its end, no hand with a button left.
    table = t.world.messages[t.table_id]
    assert "game over" in table["embeds"][0]["title"], table["embeds"][0]["title"]
    for seat in range(players):
        hand = await t.hand(seat)
        assert hand is not None and not enabled_ids(hand), hand

    # The replay command rebuilds the stored state from the log.
    ok = await asyncio.gather(*(t.op(p, {"op": "replay", "session": sid}) for p in t.alive))
    assert all(r["ok"] for r in ok), ok
    cli = await asyncio.to_thread(
        subprocess.run,
        [sys.executable, "-m", "bot", "replay", sid],
        cwd=ROOT,
        env=child_env(CAMPFIRE_DATABASE_URL=url),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert cli.returncode == 0 and "the state matches" in cli.stdout, (cli.stdout, cli.stderr)

    # The survivors stop cleanly: every interaction answered once, nothing Discord would refuse.
    for p in t.alive:
        await t.op(p, {"op": "stop"})
        assert await asyncio.wait_for(p.proc.wait(), READ_TIMEOUT_S) == 0, p.log_tail()
        p.alive = False


# ---- presentation order across processes ------------------------------------------------------------
class StaleHand(Exception):
    """A player's DM hand shows an older state of the game than the session's."""


async def test_an_older_outcome_never_overwrites_a_newer_hand(postgres_db_url, tmp_path):
    """Two players move at once at two processes, the first one's REST edits slow (Discord's latency):
    process A commits version v+1 and starts publishing it; process B then commits v+2 and answers its
    player's click in place, on their DM; A's edit of that DM (its v+1 render, where that player has not
    answered yet) lands after. Every DM must end as the newest state shows it."""
    db = PostgresStorage(postgres_db_url, pool_size=2)
    try:
        async with processes(postgres_db_url, tmp_path, 2, 0) as procs:
            await asyncio.wait_for(older_outcome_lands_last(procs, db), TEST_TIMEOUT_S)
    finally:
        await db.close()


async def older_outcome_lands_last(procs: list[Proc], db: PostgresStorage) -> None:
    t = await open_world(procs, db, FOREST_GANGS)
    a, b = procs
    rec = await t.op(
        a, {"op": "slash", "command": "forest_gangs start", "member": 0, "options": FOREST_GANGS.options}
    )
    t.table_id, t.session = int(rec["message"]["id"]), rec["outcomes"][0]["session"]
    for m in (1, 2, 3):
        assert (await t.click(procs[m % 2], m, t.world.messages[t.table_id], label="Join"))["accepted"]
    assert (await t.click(b, 0, t.world.messages[t.table_id], label="Start"))["accepted"]
    first, second = (await forest_gangs_moves(t))[:2]
    version = int((await t.row())["version"])
    await t.op(a, {"op": "slow", "rest_edit_delay": 0.5})

    # A takes the first move; once it is committed (A is publishing it), B takes the second.
    op_a = t.click_op(first.member, first.message, custom_id=first.custom_id)
    id_a = await t.start_op(a, op_a)
    limit = time.monotonic() + READ_TIMEOUT_S
    while int((await t.row())["version"]) == version:
        assert time.monotonic() < limit, "A's move was never committed"
        await asyncio.sleep(0.01)
    moved_b = await t.click_move(b, second)
    moved_a = t._note(a, op_a, t.finish_op(a, await a.answer(id_a)))
    assert moved_a["accepted"] and moved_b["accepted"], (moved_a["text"], moved_b["text"])
    assert [moved_a["outcomes"][0]["version"], moved_b["outcomes"][0]["version"]] == [
        version + 1,
        version + 2,
    ]

    # Each DM must offer what a fresh My hand (rendered from the session now) offers that player.
    stale = []
    for seat in range(FOREST_GANGS.players):
        member = await t.member_of(seat)
        dm = await t.hand(seat)
        fresh = await t.click(b, member, t.world.messages[t.table_id], label="My hand")
        assert dm is not None and fresh["answer"] is not None, fresh
        if enabled_ids(dm) != enabled_ids(fresh["answer"]):
            stale.append((seat, enabled_ids(dm), enabled_ids(fresh["answer"])))
    if stale:
        raise StaleHand(f"DM hands show an older state (seat, DM buttons, current buttons): {stale}")
