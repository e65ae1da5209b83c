"""Three real bot processes on one PostgreSQL database play a whole game of Forest Gangs (issue 12).

Each process is `tests/multiproc/worker.py`: a real CampfireBot with its scheduler running, on shard
i of 3, under the Discord harness. This test is Discord: it keeps the one true world (every message's
last version, deletions, DM channels), hands each process what the others changed before it acts, and
deals the clicks for the one table round-robin to the processes: the lobby's Join and Start on the
table, the moves on the players' DM hands (each DM goes to whichever process handles its click).

On the way: a stale copy of a hand answered again at another process, the same click delivered to two
processes at once, decisions left to time out (the shared clock moves in every process), and the
process that holds the table's shard (`(guild_id >> 22) % 3`) SIGKILLed in the middle of a click,
while its transaction holds the table's advisory lock with the click's rows written. The two others
finish the game, and take over the dead process's deadlines once its lease has run out.

Then, from the database and what every process wrote down as it went (tests/multiproc/worker.py
`--events`, flushed line by line, so the killed process's record survives it):
- the game finished and has its results row;
- the log's seq runs 1..N, and the accepted writes of all processes, in version order, are the
  versions 0..final exactly once each and their steps are the log exactly (nothing twice, nothing
  lost, nothing that no process reported accepting); the killed click left nothing behind;
- `python -m bot replay` rebuilds the stored state from the log;
- each deadline fired once, never before it was due, and those after the kill were fired by the
  survivors, after the dead process's lease ran out.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.storage_pg import PostgresStorage
from tests.backends import sql
from tests.discord_harness import DISCORD_EPOCH_MS

ROOT = Path(__file__).resolve().parents[2]
WORKERS = 3
LEASE_S = 3
READ_TIMEOUT_S = 30.0
"""The longest wait for any one line from a worker."""
TEST_TIMEOUT_S = 240.0
"""The whole game's bound (it takes well under a minute)."""
EPHEMERAL = 1 << 6
CHOICE_TIMEOUT_S = 600
ABILITY_TIMEOUT_S = 300
DOOMED = 1
"""The process that runs the table's shard, and is SIGKILLed mid-game."""
STEP_S = CHOICE_TIMEOUT_S + 1
"""How far the shared clock moves to let every open decision time out."""


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
    env = {k: v for k, v in os.environ.items() if not k.startswith("CAMPFIRE_")}
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


def has_label(msg: dict[str, Any], label: str) -> bool:
    return any(
        c.get("label") == label for row in msg.get("components") or [] for c in row.get("components", [])
    )


@dataclass
class Move:
    member: int
    message: dict[str, Any]
    custom_id: str


class Table:
    """Drives the processes: every op carries the world the process missed; every reply is merged."""

    def __init__(self, procs: list[Proc], db: PostgresStorage) -> None:
        self.procs = procs
        self.db = db
        self.world = World()
        self.offset = 0.0
        self.turn = 0
        self.clicks: list[dict[str, Any]] = []
        """Every click op and its reply: (worker, member, custom_id, accepted, ephemeral, text, outcomes)."""
        first = procs[0].hello
        self.members: list[int] = first["members"]
        self.guild: int = first["guild"]
        self.channel: int = first["channel"]
        self.session = ""

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
    def _click_op(self, member: int, message: dict[str, Any], **how: Any) -> dict[str, Any]:
        return {"op": "click", "member": member, "message": message, **how}

    def _note(self, proc: Proc, op: dict[str, Any], reply: dict[str, Any]) -> dict[str, Any]:
        outcomes = [o for o in reply["outcomes"] if o["kind"] != "expire"]
        entry = {
            "worker": proc.index,
            "member": op["member"],
            "custom_id": op.get("custom_id") or op.get("label"),
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
        op = self._click_op(member, message, **how)
        return self._note(proc, op, await self.op(proc, op))

    async def click_both(
        self, procs: tuple[Proc, Proc], member: int, message: dict[str, Any], custom_id: str
    ) -> list[dict[str, Any]]:
        """The same click delivered to two processes at once."""
        op = self._click_op(member, message, custom_id=custom_id)
        ids = [await self.start_op(p, op) for p in procs]
        replies = await asyncio.gather(*(p.answer(i) for p, i in zip(procs, ids, strict=True)))
        return [self._note(p, op, self.finish_op(p, r)) for p, r in zip(procs, replies, strict=True)]

    async def move(self) -> Move | None:
        """The first seat whose DM hand has a button: its player and that button."""
        rows = await sql(
            self.db,
            "SELECT seat, message_id FROM messages WHERE session_id = ? AND role = 'hand' ORDER BY seat",
            self.session,
        )
        seats = json.loads((await self.row())["seats_json"])
        for r in rows:
            msg = self.world.messages.get(int(r["message_id"]))
            ids = enabled_ids(msg) if msg else []
            if ids:
                return Move(self.members.index(seats[r["seat"]]["user_id"]), msg, ids[0])
        return None

    async def play(self, clicks: int) -> int:
        """Up to `clicks` moves, each at the next process; how many were made."""
        for n in range(clicks):
            mv = await self.move()
            if mv is None:
                return n
            entry = await self.click(self.next_proc(), mv.member, mv.message, custom_id=mv.custom_id)
            assert entry["accepted"], f"a current button was refused: {entry}"
        return clicks

    async def open_deadlines(self) -> int:
        rows = await sql(self.db, "SELECT COUNT(*) AS n FROM deadlines WHERE session_id = ?", self.session)
        return int(rows[0]["n"])

    async def play_until_open(self, wanted: int, limit: int = 40) -> int:
        """Moves until at least `wanted` decisions wait for their players (a new round), or the end."""
        for _ in range(limit):
            n = await self.open_deadlines()
            if n >= wanted or await self.play(1) == 0:
                return n
        raise AssertionError(f"{wanted} decisions were never open at once")

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
async def test_three_processes_play_forest_gangs_through_a_sigkill(postgres_db_url, tmp_path):
    ms = world_ms(DOOMED)
    procs = [await spawn(i, postgres_db_url, ms, tmp_path) for i in range(WORKERS)]
    db = PostgresStorage(postgres_db_url, pool_size=2)
    try:
        await asyncio.wait_for(play_the_game(procs, db, postgres_db_url), TEST_TIMEOUT_S)
    finally:
        for p in procs:
            with contextlib.suppress(ProcessLookupError):
                p.kill()
        for p in procs:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(p.proc.wait(), 10)
        await db.close()


async def play_the_game(procs: list[Proc], db: PostgresStorage, url: str) -> None:
    for p in procs:
        p.hello = await p.line()
        assert p.hello["type"] == "hello", p.hello
    worlds = {
        (p.hello["guild"], p.hello["channel"], p.hello["bot"], tuple(p.hello["members"])) for p in procs
    }
    assert len(worlds) == 1, f"the processes see different Discord worlds: {worlds}"
    await db.open()
    t = Table(procs, db)
    shard = (t.guild >> 22) % WORKERS
    assert shard == DOOMED
    doomed = procs[shard]  # it runs the table's shard: its deadlines are its to fire while it lives
    survivors = [p for p in procs if p is not doomed]
    members = list(range(4))

    # ---- the lobby: the command at one process, each Join and the Start at the next ----------------
    rec = await t.op(
        procs[0],
        {
            "op": "slash",
            "command": "forest_gangs start",
            "member": 0,
            "options": {"choice_timeout": CHOICE_TIMEOUT_S, "ability_timeout": ABILITY_TIMEOUT_S},
        },
    )
    lobby_id = int(rec["message"]["id"])
    t.session = rec["outcomes"][0]["session"]
    t.turn = 1
    for m in members[1:]:
        entry = await t.click(t.next_proc(), m, t.world.messages[lobby_id], label="Join")
        assert entry["accepted"], entry
    entry = await t.click(t.next_proc(), 0, t.world.messages[lobby_id], label="Start")
    assert entry["accepted"], entry
    assert (await t.row())["status"] == "running"
    assert {p.index for p in procs} == {c["worker"] for c in t.clicks}, "every process took lobby clicks"

    # ---- moves dealt round-robin -----------------------------------------------------------------------
    assert await t.play(5) == 5

    # ---- the copy of a hand the last move was made on, clicked again at another process: refused ------
    last = t.clicks[-1]
    before = await t.row()
    other = next(p for p in t.alive if p.index != last["worker"])
    entry = await t.click(other, last["member"], last["message"], custom_id=last["custom_id"])
    assert not entry["accepted"] and entry["ephemeral"], entry
    assert (await t.row())["version"] == before["version"]

    # ---- the same click delivered to two processes at once: one applies it, the other refuses it ------
    mv = await t.move()
    assert mv is not None
    both = await t.click_both((t.next_proc(), t.next_proc()), mv.member, mv.message, mv.custom_id)
    assert sorted(e["accepted"] for e in both) == [False, True], both
    assert next(e for e in both if not e["accepted"])["ephemeral"], both
    assert (await t.row())["version"] == before["version"] + 1

    # ---- a hand shown by "My hand" on the table at one process, its button clicked at another ----------
    mv = await t.move()
    assert mv is not None
    shown = await t.click(t.next_proc(), mv.member, t.world.messages[lobby_id], label="My hand")
    hand = shown["answer"]
    assert shown["ephemeral"] and not shown["accepted"] and hand and enabled_ids(hand), shown
    entry = await t.click(t.next_proc(), mv.member, hand, custom_id=enabled_ids(hand)[0])
    assert entry["accepted"] and entry["worker"] != shown["worker"], entry

    # ---- a new round: nobody answers, the table's process fires every deadline -------------------------
    assert await t.play_until_open(3) >= 3
    await t.advance(STEP_S, first=doomed)
    early = [e for e in read_events(procs) if e["kind"] == "expire" and e["fired"]]
    assert len(early) >= 3, "the open decisions timed out"
    assert doomed.index in {e["worker"] for e in early}, early

    # ---- the table's process is SIGKILLed inside a click: rows written, not committed, lock held -------
    await t.play(2)
    mv = await t.move()
    assert mv is not None, "the game is still on"
    before, log_before = await t.row(), await t.log()
    op_id = await t.start_op(doomed, t._click_op(mv.member, mv.message, custom_id=mv.custom_id, pause=True))
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
    entry = await t.click(survivors[0], mv.member, mv.message, custom_id=mv.custom_id)
    assert entry["accepted"], entry

    # ---- past the dead process's lease and the decisions' deadlines: the survivors fire them -----------
    assert await t.play_until_open(2) >= 2
    await t.advance(STEP_S)
    late = [e for e in read_events(procs) if e["kind"] == "expire" and e["fired"] and e["clock"] > kill_clock]
    assert late, "the survivors fired the dead process's deadlines"
    for e in late:
        assert e["worker"] != doomed.index, e
        assert shard in e["held"] and shard not in e["mine"], e  # a shard taken over, not its own
        assert e["clock"] > lease_end, (e, lease_end)

    # ---- the survivors finish the game ---------------------------------------------------------------
    assert await t.play(400) < 400
    await check_the_records(t, procs, url, lobby_id)


async def check_the_records(t: Table, procs: list[Proc], url: str, lobby_id: int) -> None:
    db, sid = t.db, t.session
    row = await t.row()
    assert row["status"] == "finished", row["status"]
    results = await sql(db, "SELECT summary FROM results WHERE session_id = ?", sid)
    players = await sql(db, "SELECT seat FROM result_players WHERE session_id = ?", sid)
    assert len(results) == 1 and len(players) == 4
    assert not await sql(db, "SELECT key FROM deadlines WHERE session_id = ?", sid)
    in_game = {c["worker"] for c in t.clicks[5:] if c["accepted"]}
    assert in_game == {p.index for p in procs}, "every process applied moves of the game"

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
    timeouts = [e for e in writes if e["kind"] == "expire"]
    moves = [o for c in accepted for o in c["outcomes"] if o["kind"] == "submit"]
    assert moves and all(o["steps"][0][0] is not None for o in moves), "a move is its player's action"
    assert all(e["steps"][0][0] is None for e in timeouts), "a timeout's default is the system's action"

    # Each deadline fired once, never early.
    fired = [e for e in events if e["kind"] == "expire" and e["fired"]]
    keys = [(e["session"], e["key"]) for e in fired]
    assert len(keys) == len(set(keys)), keys
    for e in fired:
        assert e["due"] is not None and e["clock"] >= e["due"], e

    # What the players see: the table at its end, no hand with a button left.
    table = t.world.messages[lobby_id]
    assert "game over" in table["embeds"][0]["title"], table["embeds"][0]["title"]
    hands = await sql(db, "SELECT message_id FROM messages WHERE session_id = ? AND role = 'hand'", sid)
    assert len(hands) == 4
    assert all(not enabled_ids(t.world.messages[int(h["message_id"])]) for h in hands)

    # The replay command rebuilds the stored state from the log.
    ok = await asyncio.gather(*(t.op(p, {"op": "replay", "session": sid}) for p in t.alive))
    assert all(r["ok"] for r in ok), ok
    env = {k: v for k, v in os.environ.items() if not k.startswith("CAMPFIRE_")}
    cli = await asyncio.to_thread(
        subprocess.run,
        [sys.executable, "-m", "bot", "replay", sid],
        cwd=ROOT,
        env={**env, "CAMPFIRE_DATABASE_URL": url},
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
