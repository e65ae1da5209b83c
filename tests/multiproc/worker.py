"""One Campfire bot process for the multi-process test: a real `CampfireBot` (its scheduler running,
its own pool on the test's PostgreSQL database, its shards) under the Discord harness.

    python -m tests.multiproc.worker --url URL --index I --shard-count 3 --shard-ids I \
        --world-ms MS --events FILE [--lease 3] [--members 4] [--seed 7]

Every process builds the same Discord world (guild, channel, bot and member ids are replayed from
`--world-ms`, so they match across processes) and makes its own ids with process bits `index + 1`, so
messages and DM channels from different processes never collide.

The line protocol: stdin takes one JSON op per line; stdout carries only JSON lines: a `hello` once
the bot is up, one `reply` per op (same `id`), and a `paused` line for `click` with `pause` (see
below). Logs go to stderr. Every reply carries `changes`: each message this process created, edited
or deleted since its last reply (with the time of the change, for ordering across processes) and its
DM channel ids, so the parent can keep the one true world and `sync` it to the others before they act.

Ops: `sync` (messages, deletions and DM channels other processes made), `slash`, `click` (on the
message as the parent holds it, by custom_id or label, `values` for a select, as a member index),
`advance` (the shared clock's offset: renews the shard leases at the new time and wakes the
scheduler), `quiet` (waits for the scheduler's work in progress and the bot's tasks), `slow` (REST
message edits take that long to land, as Discord's latency), `status`, `replay`, `stop`. Any op may carry `world`: what to `sync` before it runs.

What the session layer did is written to the `--events` file at once (one JSON line each, flushed,
so it survives a SIGKILL): every Outcome of `submit`/`lobby`/`create_lobby`/`set_seat`/`system` (the
session's version after it and its steps as logged) and every deadline the scheduler tried
(`expire`: whether it fired, its due time and this process's clock and shards then).

`click` with `pause: true` stops the process inside that click's transaction, right after its rows
are written and before the commit (the channel's advisory lock held): it prints `paused` and waits
for the SIGKILL the parent sends.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import logging
import os
import sys
import time
import traceback
from typing import Any, TextIO

WORLD_IDS = 256
"""Ids replayed for the dpytest world (guild, channels, roles, bot and members use far fewer)."""
EPHEMERAL = 1 << 6


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--url", required=True, help="postgresql:// URL of the test's database")
    p.add_argument("--index", type=int, required=True, help="this process's number (0, 1, 2, ...)")
    p.add_argument("--shard-count", type=int, required=True)
    p.add_argument("--shard-ids", required=True, help="comma-separated shards of this process")
    p.add_argument("--lease", type=int, default=3, help="shard lease in seconds (CAMPFIRE_SHARD_LEASE_S)")
    p.add_argument("--world-ms", type=int, required=True, help="unix ms of the shared world's ids")
    p.add_argument("--members", type=int, default=4)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--events", required=True, help="JSON-lines file for what the session layer did")
    p.add_argument("--extensions", default="cogs.forest_gangs,cogs.bang_and_twang")
    return p.parse_args(argv)


class Worker:
    """The bot, its harness, the wrappers that report, and the op handlers."""

    def __init__(self, args: argparse.Namespace, out: TextIO) -> None:
        self.args = args
        self.index = args.index
        self.out = out
        self.offset = 0.0
        self.events = open(args.events, "a", encoding="utf-8")  # noqa: SIM115 (kept for the process)
        self.op_outcomes: list[dict[str, Any]] = []
        self.changed: dict[int, int] = {}
        self.deleted: dict[int, tuple[int, int]] = {}
        self.syncing = False
        self.busy = 0
        self.pause_next_commit = False
        self.claims: dict[tuple[str, str], float] = {}
        self._real_edit: Any = None

    def clock(self) -> float:
        """The shared clock: real time plus the offset the parent moves in every process."""
        return time.time() + self.offset

    # ---- output ----------------------------------------------------------------------------------
    def send(self, obj: dict[str, Any]) -> None:
        self.out.write(json.dumps(obj, separators=(",", ":")) + "\n")
        self.out.flush()

    def event(self, obj: dict[str, Any]) -> None:
        obj = {"worker": self.index, "pid": os.getpid(), **obj}
        self.events.write(json.dumps(obj, separators=(",", ":")) + "\n")
        self.events.flush()

    # ---- start-up --------------------------------------------------------------------------------
    async def start(self) -> None:
        from discord.ext.test import factories as dpy_factories

        from bot.client import CampfireBot
        from bot.config import Settings
        from tests.discord_harness import make_harness, snowflake_at

        a = self.args
        settings = Settings(
            _env_file=None,  # type: ignore[call-arg]
            sync_commands=False,
            images=False,
            database_url=a.url,
            database_pool=4,
            shard_count=a.shard_count,
            shard_ids=a.shard_ids,
            shard_lease_s=a.lease,
            ai_workers=0,  # no AI worker processes inside a test's worker process
        )
        self.bot = bot = CampfireBot(
            settings,
            extensions=tuple(e for e in a.extensions.split(",") if e),
            clock=self.clock,
            seed_source=lambda: a.seed,
        )
        world = [snowflake_at(a.world_ms, n, worker=1, process=0) for n in range(WORLD_IDS)]
        self.h = h = await make_harness(
            bot, setup=lambda b: b.prepare(), members=a.members, _replay_ids=world
        )
        if len(h._world_ids) > WORLD_IDS:
            raise RuntimeError(f"the world took {len(h._world_ids)} ids, more than the {WORLD_IDS} replayed")
        # From here on this process's ids carry its own process bits: no collisions across processes.
        counter = itertools.count(1)
        proc = self.index + 1

        def make_id() -> int:
            return snowflake_at(int(time.time() * 1000), next(counter), worker=1, process=proc)

        def next_id(at_ms: int | None = None) -> int:
            ms = int(time.time() * 1000) if at_ms is None else at_ms
            return snowflake_at(ms, next(counter), worker=2, process=proc)

        dpy_factories.make_id = make_id
        h.next_id = next_id  # type: ignore[method-assign]
        self._wrap_harness()
        self._wrap_bot()
        bot.scheduler.start()
        self.send(
            {
                "type": "hello",
                "pid": os.getpid(),
                "owner": bot.scheduler.owner,
                "guild": h.guild.id,
                "channel": h.channel.id,
                "bot": bot.user.id if bot.user else None,
                "members": [m.id for m in h.members],
                "mine": bot.scheduler.mine,
            }
        )

    def _wrap_harness(self) -> None:
        """Note every message this process stores or deletes (not what `sync` brings in)."""
        h = self.h
        real_store = h._store
        real_delete = h._delete_from_backend

        def store(msg: dict[str, Any], *, to_channel: bool) -> dict[str, Any]:
            out = real_store(msg, to_channel=to_channel)
            if not self.syncing:
                self.changed[int(out["id"])] = time.time_ns()
            return out

        def delete(channel_id: int, message_id: int) -> bool:
            done = real_delete(channel_id, message_id)
            if done and not self.syncing:
                self.deleted[int(message_id)] = (int(channel_id), time.time_ns())
                self.changed.pop(int(message_id), None)
            return done

        h._store = store  # type: ignore[method-assign]
        h._delete_from_backend = delete  # type: ignore[method-assign]

    def _wrap_bot(self) -> None:
        """Report what the session layer accepted and what the scheduler fired."""
        sessions = self.bot.sessions
        scheduler = self.bot.scheduler
        storage = self.bot.storage

        def outcome_event(kind: str, outcome: Any) -> dict[str, Any]:
            from engines.base import to_json

            record = outcome.record
            return {
                "kind": kind,
                "session": record.id,
                "version": record.version,
                "status": record.status,
                "steps": [[s.seat, to_json(s.action)] for s in outcome.steps],
                "clock": self.clock(),
            }

        for name in ("submit", "lobby", "set_seat", "system"):
            real = getattr(sessions, name)

            async def wrapped(*args: Any, _real: Any = real, _name: str = name, **kw: Any) -> Any:
                outcome = await _real(*args, **kw)
                if outcome is not None:
                    ev = outcome_event(_name, outcome)
                    self.event(ev)
                    self.op_outcomes.append(ev)
                return outcome

            setattr(sessions, name, wrapped)

        real_create = sessions.create_lobby

        async def create_lobby(*args: Any, **kw: Any) -> Any:
            record = await real_create(*args, **kw)
            ev = {"kind": "create", "session": record.id, "version": record.version, "steps": []}
            self.event(ev)
            self.op_outcomes.append(ev)
            return record

        sessions.create_lobby = create_lobby  # type: ignore[method-assign]

        real_claim = storage.claim_due

        async def claim_due(now: float, **kw: Any) -> Any:
            rows = await real_claim(now, **kw)
            for session_id, key, due in rows:
                self.claims[(session_id, key)] = due
            return rows

        storage.claim_due = claim_due  # type: ignore[method-assign]

        real_expire = sessions.expire

        async def expire(session_id: str, key: str) -> Any:
            due = self.claims.pop((session_id, key), None)
            try:
                outcome = await real_expire(session_id, key)
            except Exception as exc:
                self.event(
                    {"kind": "expire", "session": session_id, "key": key, "fired": False, "error": repr(exc)}
                )
                raise
            ev: dict[str, Any] = {
                "kind": "expire",
                "session": session_id,
                "key": key,
                "fired": outcome is not None,
                "due": due,
                "clock": self.clock(),
                "held": list(scheduler.held),
                "mine": list(scheduler.mine),
            }
            if outcome is not None:
                ev.update(outcome_event("expire", outcome), key=key, fired=True)
            self.event(ev)
            return outcome

        sessions.expire = expire  # type: ignore[method-assign]

        real_fire = scheduler.fire_due

        async def fire_due() -> int:
            self.busy += 1
            try:
                return await real_fire()
            finally:
                self.busy -= 1

        scheduler.fire_due = fire_due  # type: ignore[method-assign]

        real_commit = storage.commit

        async def commit(c: Any) -> None:
            await real_commit(c)
            if self.pause_next_commit:
                # Written inside the request's transaction, not committed: hold it until killed.
                self.send(
                    {
                        "type": "paused",
                        "session": c.record.id,
                        "version": c.record.version,
                        "actions": len(c.actions),
                    }
                )
                await asyncio.Event().wait()

        storage.commit = commit  # type: ignore[method-assign]

    # ---- the world -------------------------------------------------------------------------------
    def changes(self) -> dict[str, Any]:
        """What this process changed in the world since its last reply."""
        msgs = [
            {"at": at, "message": self.h.messages[mid]}
            for mid, at in self.changed.items()
            if mid in self.h.messages
        ]
        dels = [{"id": mid, "channel_id": cid, "at": at} for mid, (cid, at) in self.deleted.items()]
        self.changed.clear()
        self.deleted.clear()
        return {
            "messages": msgs,
            "deleted": dels,
            "dm": {str(uid): cid for uid, cid in self.h.dm_channel_ids.items()},
        }

    def apply(self, op: dict[str, Any]) -> None:
        """Bring in what other processes did: messages (last versions), deletions, DM channels."""
        h = self.h
        self.syncing = True
        try:
            for uid, cid in (op.get("dm") or {}).items():
                h.dm_channel_ids.setdefault(int(uid), int(cid))
            for msg in op.get("messages") or []:
                h._store(msg, to_channel=not int(msg.get("flags") or 0) & EPHEMERAL)
            for d in op.get("deleted") or []:
                h.messages.pop(int(d["id"]), None)
                h._delete_from_backend(int(d["channel_id"]), int(d["id"]))
        finally:
            self.syncing = False

    # ---- ops -------------------------------------------------------------------------------------
    def member(self, i: int) -> Any:
        return self.h.members[int(i)]

    @staticmethod
    def answer(rec: Any) -> dict[str, Any]:
        msg = rec.message or {}
        texts = [msg.get("content") or ""]
        for call in rec.followups:
            texts.append(
                ((call.payload or {}) if isinstance(call.payload, dict) else {}).get("content") or ""
            )
        return {
            "interaction": rec.id,
            "callback_type": rec.callback_type,
            "ephemeral": rec.ephemeral,
            "text": "\n".join(t for t in texts if t),
            "message": rec.message,
        }

    async def op_slash(self, op: dict[str, Any]) -> dict[str, Any]:
        rec = await self.h.slash(op["command"], self.member(op["member"]), **(op.get("options") or {}))
        return self.answer(rec)

    async def op_click(self, op: dict[str, Any]) -> dict[str, Any]:
        msg = op["message"]
        kw = {
            "custom_id": op.get("custom_id"),
            "label": op.get("label"),
            "values": op.get("values"),
            "raw_message": msg,
        }
        if op.get("pause"):
            self.pause_next_commit = True
            await self.h.click(int(msg["id"]), self.member(op["member"]), settle=False, **kw)
            await asyncio.Event().wait()  # `commit` prints `paused`; the parent kills this process
        rec = await self.h.click(int(msg["id"]), self.member(op["member"]), **kw)
        return self.answer(rec)

    async def op_advance(self, op: dict[str, Any]) -> dict[str, Any]:
        self.offset = float(op["offset"])
        held = await self.bot.scheduler.renew(force=True)
        self.bot.scheduler.wake()
        return {"held": held, "clock": self.clock()}

    async def op_quiet(self, op: dict[str, Any]) -> dict[str, Any]:
        deadline = time.monotonic() + float(op.get("timeout", 20))
        while self.busy:
            if time.monotonic() > deadline:
                raise TimeoutError("the scheduler is still firing deadlines")
            await asyncio.sleep(0.02)
        await self.h.settle()
        return {"held": list(self.bot.scheduler.held)}

    async def op_status(self, op: dict[str, Any]) -> dict[str, Any]:
        s = self.bot.scheduler
        return {"held": list(s.held), "mine": list(s.mine), "owner": s.owner, "clock": self.clock()}

    async def op_replay(self, op: dict[str, Any]) -> dict[str, Any]:
        ok, text = await self.bot.sessions.replay(op["session"])
        return {"ok": ok, "text": text}

    async def op_sync(self, op: dict[str, Any]) -> dict[str, Any]:
        return {}

    async def op_slow(self, op: dict[str, Any]) -> dict[str, Any]:
        """Discord's latency: every REST message edit (tables, DM hands) of this process takes
        `rest_edit_delay` seconds before it lands (0: back to at once)."""
        http = self.bot.http
        real = self._real_edit = self._real_edit or http.edit_message
        delay = float(op["rest_edit_delay"])

        async def edit_message(*args: Any, **kw: Any) -> Any:
            await asyncio.sleep(delay)
            return await real(*args, **kw)

        http.edit_message = edit_message if delay > 0 else real  # type: ignore[method-assign]
        return {}

    async def op_stop(self, op: dict[str, Any]) -> dict[str, Any]:
        await self.h.settle()
        self.h.verify()  # every interaction answered once, nothing Discord would refuse, real emoji
        return {"stopped": True}

    async def handle(self, op: dict[str, Any]) -> dict[str, Any]:
        self.op_outcomes = []
        if op.get("world"):
            self.apply(op["world"])
        handler = getattr(self, f"op_{op['op']}")
        result = await handler(op)
        return {"outcomes": self.op_outcomes, **result}

    async def run(self) -> None:
        await self.start()
        loop = asyncio.get_running_loop()
        reader = asyncio.StreamReader(limit=1 << 26)
        await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
        try:
            while True:
                line = await reader.readline()
                if not line:
                    break  # the parent went away
                op = json.loads(line)
                reply: dict[str, Any] = {"type": "reply", "id": op.get("id")}
                try:
                    reply.update(await self.handle(op))
                except Exception:
                    reply["error"] = traceback.format_exc()
                reply["changes"] = self.changes()
                self.send(reply)
                if op["op"] == "stop":
                    break
        finally:
            await self.h.shutdown()  # the scheduler stops and hands its shard leases on
            self.events.close()


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    args.shard_ids = [int(x) for x in args.shard_ids.split(",") if x]
    # stdout carries the protocol only: keep a private copy of it and send fd 1 (stray prints) to stderr.
    out = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    logging.basicConfig(
        level=logging.INFO,
        stream=sys.stderr,
        format=f"%(asctime)s w{args.index} %(levelname)s %(name)s: %(message)s",
    )
    logging.getLogger("discord").setLevel(logging.WARNING)
    asyncio.run(Worker(args, out).run())


if __name__ == "__main__":
    main()
