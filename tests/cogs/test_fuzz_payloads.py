"""Fuzz (issue 9, item 5): thousands of malformed slash and component payloads for every game.

For each game a bot (all four cogs loaded) has a lobby in one channel and a running game in
another. The payloads are mutations of real ones: slash payloads built from the command tree
(`slash_payload`) and clicks on components of messages the bot actually sent (tables, lobbies,
DM hands, ephemeral hands, old versions), fed through the real dispatch path. Every payload is
invalid by construction, so after each one:

* it got exactly one accepted initial response, ephemeral, with a non-empty text that is not
  the "something went wrong" apology;
* nothing was logged at ERROR (the harness raises on it) and no task ended with an exception
  nobody retrieved ("Task exception was never retrieved"), nor did the loop report one;
* the sessions' rows did not change (and, at the end, every row of every table is identical).

Seeded random generation (reproducible: the failing payload is named with its seed and index).
The default run sends `DEFAULT_PER_GAME` payloads per game; HYPOTHESIS_PROFILE=ci sends four
times as many, and FUZZ_PAYLOADS=n sets the number per game.

Out of scope: payloads discord.py drops before any of our code could run and that Discord never
sends. A click only reaches us when its message carries the clicked custom_id with the same
component type (docs/ARCHITECTURE.md C17.4: otherwise discord.py discards it
silently), so every mutated custom_id is also written into the message the click carries, and a
click never changes the component type; custom_ids stay ≤ 100 characters (the DynamicItem
template, and Discord's limit on what a message may carry). Select values stay lists of strings,
and payloads keep the keys Discord always sends (`custom_id`, `component_type`, `message`, a
dict `data`): discord.py reads those in its gateway parser and view store, outside any hook.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import os
import random
import string
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.gamecog import LOBBY_VERBS
from bot.ui import ID_RE, apology, parse_custom_id
from tests.backends import sql, table_names
from tests.cogs.conftest import Clock, make_bot
from tests.discord_harness import (
    Harness,
    InteractionRecord,
    component_payload,
    harness_factory,  # noqa: F401
    iter_components,
    slash_payload,
)

ALL_GAMES = ("cogs.forest_gangs", "cogs.bang_and_twang", "cogs.whizz_bing_bang", "cogs.bang")
GAMES = ("forest_gangs", "bang_and_twang", "whizz_bing_bang", "bang")
DEFAULT_PER_GAME = 1200
SEED = 20240909
SELECT_TYPES = {3, 5, 6, 7, 8}
SEATED_RUNNING = (0, 1, 2)
"""Members seated at the running game (the host is member 0; AI seats fill up)."""
SEATED_LOBBY = (3, 4)
UNSEATED = (5, 6, 7)
"""Members seated nowhere."""
SLASH_KINDS = {"wrong_value", "out_of_range", "option_type", "duplicate", "drop_key", "unknown_option"}
SLASH_KINDS |= {"nesting", "subcommand", "unknown_command", "dm"}
COMPONENT_KINDS = {"garbage_id", "field", "unseated", "stale", "dm"}


def per_game() -> int:
    if os.environ.get("FUZZ_PAYLOADS"):
        return int(os.environ["FUZZ_PAYLOADS"])
    return DEFAULT_PER_GAME * (4 if os.environ.get("HYPOTHESIS_PROFILE") == "ci" else 1)


@pytest.fixture
def clock() -> Clock:
    return Clock()


# ---- unretrieved task exceptions ----------------------------------------------------------------


class TaskWatch:
    """Every task created on the loop while active; `failures()` names those that raised.

    "Task exception was never retrieved" is only logged when a failed task is garbage collected,
    so instead of waiting for the collector this keeps the tasks and asks each one.
    """

    def __init__(self) -> None:
        self.tasks: list[asyncio.Task[Any]] = []
        self.loop_errors: list[dict[str, Any]] = []

    def failures(self) -> list[str]:
        out = [
            f"{t.get_name()}: {t.exception()!r}"
            for t in self.tasks
            if t.done() and not t.cancelled() and t.exception() is not None
        ]
        out += [str(ctx.get("message")) + f" {ctx.get('exception')!r}" for ctx in self.loop_errors]
        return out

    def forget_done(self) -> None:
        """Drop finished tasks (long fuzz runs); call `failures()` first."""
        self.tasks = [t for t in self.tasks if not t.done()]


@contextlib.contextmanager
def watch_tasks() -> Iterator[TaskWatch]:
    """Install a task factory and an exception handler on the running loop."""
    loop = asyncio.get_running_loop()
    watch = TaskWatch()
    old_factory = loop.get_task_factory()
    old_handler = loop.get_exception_handler()

    def factory(loop: asyncio.AbstractEventLoop, coro: Any, **kw: Any) -> asyncio.Task[Any]:
        inside = asyncio.current_task(loop) is not None
        task = old_factory(loop, coro, **kw) if old_factory else asyncio.Task(coro, loop=loop, **kw)
        if inside:  # the runner's own tasks (the test, the fixtures) are made outside any task
            watch.tasks.append(task)
        return task

    loop.set_task_factory(factory)
    loop.set_exception_handler(lambda _loop, ctx: watch.loop_errors.append(ctx))
    try:
        yield watch
    finally:
        loop.set_task_factory(old_factory)
        loop.set_exception_handler(old_handler)


# ---- the world: a lobby and a running game ---------------------------------------------------------


@dataclass
class World:
    h: Harness
    game: str
    lobby_channel: discord.TextChannel
    game_channel: discord.TextChannel
    lobby_id: int
    table_id: int


async def build_world(h: Harness, game: str) -> World:
    lobby_channel, game_channel = h.config.channels[0], h.config.channels[1]
    m = h.members
    extra = {"response_timeout": 20} if game == "bang" else {}
    # The running game: three humans (and one AI for BANG!, which needs four for a real table).
    rec = await h.slash(f"{game} start", m[0], channel=game_channel, **extra)
    table = rec.message
    for i in SEATED_RUNNING[1:]:
        await h.click(table, m[i], label="Join")
    if game == "bang":
        await h.click(table, m[0], label="Add AI")
    await h.click(table, m[0], label="Start")
    # Every seated human opens "My hand" once: ephemeral hand messages to click on too.
    if game != "whizz_bing_bang":
        for i in SEATED_RUNNING:
            await h.click(table, m[i], label="My hand")
    # The lobby, in the other channel.
    rec = await h.slash(f"{game} start", m[SEATED_LOBBY[0]], channel=lobby_channel)
    lobby = rec.message
    await h.click(lobby, m[SEATED_LOBBY[1]], label="Join")
    live = await h.bot.storage.live_session(game_channel.id)
    assert live is not None and live.status == "running"
    return World(h, game, lobby_channel, game_channel, int(lobby["id"]), int(table["id"]))


async def snapshot(h: Harness) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table, in a stable order."""
    storage = h.bot.storage
    out = {}
    for t in await table_names(storage):
        rows = await sql(storage, f"SELECT * FROM {t}")  # noqa: S608 (names from the catalogue)
        out[t] = sorted((tuple(r.values()) for r in rows), key=repr)
    return out


async def versions(h: Harness) -> list[tuple[Any, ...]]:
    rows = await sql(h.bot.storage, "SELECT id, status, version, state FROM sessions ORDER BY id")
    return [tuple(r.values()) for r in rows]


# ---- random values -----------------------------------------------------------------------------------

NASTY_TEXT = [
    "",
    " ",
    "soon",
    "1e308",
    "NaN",
    "-inf",
    "0x10",
    "١٢",
    "🔥" * 40,
    "a" * 6001,
    "\x00",
    "<@1>",
    "@everyone",
    "' OR 1=1 --",
    "{name}",
    "%s%s%s",
]
NAN, INF = float("nan"), float("inf")
NOT_SCALARS: list[Any] = [None, [], [1], {}, {"value": 1}]


def random_text(rng: random.Random, lo: int = 1, hi: int = 100) -> str:
    alphabet = string.printable + "éß漢字🔥:::____"
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(lo, hi)))


def wrong_value(rng: random.Random, otype: Any) -> Any:
    """A value whose JSON type (or finiteness) an option of `otype` can never have."""
    text = [*NASTY_TEXT, random_text(rng)]
    pools: dict[Any, list[Any]] = {
        3: [0, 1, 2.5, 10**20, NAN, True, False],
        4: [*text, 1e308, -1e308, NAN, INF, -INF, 0.5, -0.0, 1.0, True, False],
        10: [*text, NAN, INF, -INF, True, False],
        5: [*text, 0, 1, 1.0, "true", "false"],
    }
    return copy.deepcopy(rng.choice(pools.get(otype, text) + NOT_SCALARS))


def name_like(rng: random.Random, taken: set[str]) -> str:
    while True:
        name = "".join(rng.choice(string.ascii_lowercase + "_") for _ in range(rng.randint(1, 32)))
        if name not in taken:
            return name


# ---- slash payloads ----------------------------------------------------------------------------------


def valid_value(rng: random.Random, p: app_commands.Parameter) -> Any:
    if p.choices:
        return rng.choice(p.choices).value
    t = p.type.value
    if t == 5:
        return rng.random() < 0.5
    if t == 4:
        return rng.randint(int(p.min_value), int(p.max_value))
    if t == 10:
        return round(rng.uniform(float(p.min_value), float(p.max_value)), 3)
    return "0,0,0"


async def base_slash(
    w: World, rng: random.Random, *, dm: bool = False
) -> tuple[dict[str, Any], app_commands.Command[Any, ..., Any]]:
    group = w.h.bot.tree.get_command(w.game)
    assert isinstance(group, app_commands.Group)
    # `start` is the command with options: two thirds of the payloads.
    command = rng.choice(group.commands) if rng.random() < 0.35 else group.get_command("start")
    if dm and command is not None and command.name == "learn":  # a lesson in a DM is real play
        command = group.get_command("rules")  # (tests/cogs/test_learn.py)
    assert isinstance(command, app_commands.Command)
    options = {p.display_name: valid_value(rng, p) for p in command.parameters if rng.random() < 0.6}
    member = w.h.members[rng.randrange(8)]
    channel: discord.abc.Messageable = rng.choice([w.lobby_channel, w.game_channel])
    if dm:
        channel = await member.create_dm()
    payload = slash_payload(
        f"{w.game} {command.name}",
        member,
        channel,
        application_id=w.h.application_id,
        options=options,
        tree=w.h.bot.tree,
        increment=rng.randrange(4096),
    )
    return payload, command


def leaves(payload: dict[str, Any]) -> list[dict[str, Any]]:
    return payload["data"]["options"][0]["options"]


def mutate_slash(rng: random.Random, payload: dict[str, Any], command: Any, commands: set[str]) -> str:
    """Make `payload` invalid in one way; returns what was done."""
    params = {p.display_name: p for p in command.parameters}
    opts = leaves(payload)
    kinds = ["unknown_option", "nesting", "unknown_command", "subcommand"]
    if opts:
        kinds += ["wrong_value"] * 4 + ["option_type", "duplicate", "drop_key"]
        if any(params[o["name"]].type.value in (4, 10) for o in opts):
            kinds += ["out_of_range"] * 3
        if any(params[o["name"]].choices for o in opts):
            kinds += ["bad_choice"] * 2
    kind = rng.choice(kinds)
    if kind == "wrong_value":
        o = rng.choice(opts)
        o["value"] = wrong_value(rng, o["type"])
        return f"wrong_value {o['name']}={o['value']!r:.40}"
    if kind == "out_of_range":
        o = rng.choice([o for o in opts if params[o["name"]].type.value in (4, 10)])
        p = params[o["name"]]
        if o["type"] == 4:
            o["value"] = rng.choice(
                [
                    int(p.min_value) - rng.randint(1, 10 ** rng.randint(1, 30)),
                    int(p.max_value) + rng.randint(1, 10 ** rng.randint(1, 30)),
                ]
            )
        else:
            o["value"] = rng.choice(
                [
                    float(p.min_value) - rng.choice([1e-9, 0.001, 1.0, 1e308]),
                    float(p.max_value) + rng.choice([1e-6, 0.001, 1.0, 1e308]),
                    float("nan"),
                    float("inf"),
                    float("-inf"),
                ]
            )
        return f"out_of_range {o['name']}={o['value']!r}"
    if kind == "bad_choice":
        o = rng.choice([o for o in opts if params[o["name"]].choices])
        values = {c.value for c in params[o["name"]].choices}
        names = [c.name for c in params[o["name"]].choices if c.name not in values]
        o["value"] = rng.choice([*names, random_text(rng), o["value"].upper() + "x"])
        return f"bad_choice {o['name']}={o['value']!r:.40}"
    if kind == "option_type":
        o = rng.choice(opts)
        o["type"] = rng.choice(
            [t for t in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 99, "4", None) if t != o["type"]]
        )
        return f"option_type {o['name']} type={o['type']!r}"
    if kind == "duplicate":
        o = rng.choice(opts)
        opts.append(copy.deepcopy(o))
        return f"duplicate {o['name']}"
    if kind == "drop_key":
        o = rng.choice(opts)
        key = rng.choice(["name", "value", "type"])
        del o[key]
        return f"drop_key {key}"
    if kind == "unknown_option":
        name = name_like(rng, set(params))
        otype = rng.choice([3, 4, 5, 10])
        opts.append({"name": name, "type": otype, "value": {3: "x", 4: 1, 5: True, 10: 1.5}[otype]})
        return f"unknown_option {name}"
    if kind == "nesting":
        how = rng.choice(["flat", "deeper", "empty", "not_a_list", "not_a_dict"])
        sub = payload["data"]["options"][0]
        if how == "flat":
            payload["data"]["options"] = sub["options"]
            if not sub["options"]:
                payload["data"]["options"] = [{"name": "x", "type": 3, "value": "x"}]
        elif how == "deeper":
            sub["options"] = [{"name": sub["name"], "type": 1, "options": sub["options"]}]
        elif how == "empty":
            payload["data"]["options"] = []
        elif how == "not_a_list":
            sub["options"] = rng.choice([{"a": 1}, "options", 5, None])
        else:
            sub["options"] = [rng.choice(["x", 1, None, ["x"]])]
        return f"nesting {how}"
    if kind == "subcommand":
        sub = payload["data"]["options"][0]
        how = rng.choice(["name", "type"])
        if how == "name":
            group = {c.name for c in command.parent.commands}
            sub["name"] = name_like(rng, group)
        else:
            sub["type"] = rng.choice([0, 3, 4, 5, 10, 99, None])
        return f"subcommand {how}"
    payload["data"]["name"] = name_like(rng, commands)
    return "unknown_command"


# ---- component payloads ------------------------------------------------------------------------------


@dataclass
class Base:
    message: dict[str, Any]
    component: dict[str, Any]
    kind: str  # "lobby" | "running" | "stale"
    owner: int | None  # the only user who can see it (a DM or an ephemeral), else None
    dm: bool


def component_bases(w: World) -> list[Base]:
    h = w.h
    dm_owner = {cid: uid for uid, cid in h.dm_channel_ids.items()}
    out: list[Base] = []
    for mid, msg in h.messages.items():
        owner = None
        dm = int(msg["channel_id"]) in dm_owner
        if dm:
            owner = dm_owner[int(msg["channel_id"])]
        elif int(msg.get("flags") or 0) & 64:
            owner = int(((msg.get("interaction_metadata") or {}).get("user") or {}).get("id") or 0) or None
            if owner is None:
                continue
        kind = "lobby" if mid == w.lobby_id else "running"
        for comp in iter_components(msg.get("components") or []):
            if comp.get("custom_id") and comp.get("type") != 1:
                out.append(Base(msg, comp, kind, owner, dm))
    # Old versions of the running table: its lobby buttons, clicked after the start.
    stale: dict[str, Base] = {}
    for old in h.versions.get(w.table_id, []):
        for comp in iter_components(old.get("components") or []):
            parsed = parse_custom_id(comp.get("custom_id") or "")
            if parsed and parsed.verb in LOBBY_VERBS:
                stale[comp["custom_id"]] = Base(old, comp, "stale", None, False)
    return out + list(stale.values())


def pick_base(rng: random.Random, bases: list[Base]) -> Base:
    """A base from a random kind of message (lobby, table, DM hand, ephemeral hand, old lobby), then
    selects as often as buttons where the message has both."""
    groups: dict[tuple[str, bool, bool], list[Base]] = {}
    for b in bases:
        groups.setdefault((b.kind, b.dm, b.owner is not None), []).append(b)
    group = groups[rng.choice(sorted(groups))]
    selects = [b for b in group if b.component["type"] in SELECT_TYPES]
    if selects and rng.random() < 0.5:
        return rng.choice(selects)
    return rng.choice(group)


def with_custom_id(message: dict[str, Any], old: str, ctype: int, new: str) -> dict[str, Any]:
    msg = copy.deepcopy(message)
    for comp in iter_components(msg.get("components") or []):
        if comp.get("custom_id") == old and comp.get("type") == ctype:
            comp["custom_id"] = new
            return msg
    raise AssertionError(f"{old!r} is not on message {message['id']}")


def garbage_values(rng: random.Random, offered: set[str]) -> list[str]:
    def one() -> str:
        while True:
            v = rng.choice(
                [
                    random_text(rng),
                    str(rng.randint(10**6, 10**30)),
                    str(-rng.randint(1, 10**6)),
                    "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(12, 40))),
                    "x" * rng.randint(101, 300),
                ]
            )
            if v not in offered:
                return v

    return rng.choice([[], [one()], [one() for _ in range(rng.randint(2, 25))]])


async def component_case(w: World, rng: random.Random, bases: list[Base]) -> tuple[dict[str, Any], str]:
    """One invalid click: a payload and what was done."""
    h = w.h
    m = h.members
    base = pick_base(rng, bases)
    msg, comp = base.message, base.component
    cid, ctype = comp["custom_id"], comp["type"]
    parsed = parse_custom_id(cid)
    owner = [x for x in m if x.id == base.owner]
    clicker = owner[0] if owner else m[rng.randrange(8)]
    values = None
    kinds = ["garbage_id"] * 2 + ["field"] * 4
    if ctype in SELECT_TYPES:
        kinds += ["values"] * 4
    if base.kind == "running" and (parsed is None or parsed.verb != "watch"):
        kinds += ["unseated"] * 3  # (Watch is for the unseated: tests/cogs/test_spectate.py)
    if base.kind == "stale":
        kinds += ["stale"] * 4
    if not base.dm and base.owner is None and (base.kind == "lobby" or rng.random() < 0.5):
        kinds += ["dm"] * 2
    kind = rng.choice(kinds)
    new_cid = cid
    channel: discord.abc.Messageable | None = None
    if kind == "garbage_id":
        while True:
            new_cid = random_text(rng, 1, 100)
            if not ID_RE.fullmatch(new_cid):
                break
        what = f"garbage_id {new_cid!r:.40}"
    elif kind == "field" and parsed is not None:
        fields = ["game", "sid", "verb", "extra", "arg_chars", "long_arg"]
        if parsed.verb not in LOBBY_VERBS | {"hand", "rematch"}:
            fields.append("token")
        field = rng.choice(fields)
        game, sid, token, verb, arg = parsed.game, parsed.sid, parsed.token, parsed.verb, parsed.arg
        if field == "game":
            game = name_like(rng, set(GAMES) | {"x"})[:24].ljust(2, "q")
        elif field == "sid":
            sid = "".join(rng.choice("0123456789abcdef") for _ in range(8))
        elif field == "token":
            token = rng.choice(string.ascii_lowercase) + str(rng.randint(10**8, 10**9 - 1))
        elif field == "verb":
            verb = "zz" + "".join(rng.choice(string.ascii_lowercase + "_") for _ in range(rng.randint(1, 22)))
        if field == "extra":
            new_cid = f"{cid}:{random_text(rng, 1, 5).replace(':', '')}:x"[:100]
        elif field == "long_arg" and len(f"{game}:{sid}:{token}:{verb}:") <= 38:  # > 60, still ≤ 100
            head = f"{game}:{sid}:{token}:{verb}:"
            new_cid = head + "".join(
                rng.choice(string.ascii_letters + "0123456789_.-,") for _ in range(100 - len(head))
            )
        elif field in ("arg_chars", "long_arg"):
            bad = rng.choice(["!", " ", "?", '"', "/", "🔥"])
            new_cid = f"{game}:{sid}:{token}:{verb}:{bad}{arg or ''}"[:100]
        else:
            new_cid = f"{game}:{sid}:{token}:{verb}" + (f":{arg}" if arg else "")
        new_cid = new_cid[:100]
        what = f"field {field} {new_cid!r}"
    elif kind == "values":
        offered = {o["value"] for o in comp.get("options") or []}
        values = garbage_values(rng, offered)
        what = f"values {values!r:.60}"
    elif kind == "unseated":
        clicker = m[rng.choice(UNSEATED)]
        what = "unseated"
    elif kind == "stale":
        what = "stale lobby button"
    elif kind == "dm":
        if base.kind != "lobby":
            clicker = m[rng.choice(UNSEATED)]
        channel = await clicker.create_dm()
        what = "dm"
    else:  # a "field" mutation of an id that is not ours
        new_cid = random_text(rng, 1, 100)
        what = "garbage_id"
    if new_cid == cid and kind in ("garbage_id", "field"):
        new_cid = "!" + cid[:99]
    message = with_custom_id(msg, cid, ctype, new_cid) if new_cid != cid else copy.deepcopy(msg)
    if channel is not None:
        message["channel_id"] = str(channel.id)
        message.pop("guild_id", None)
    target = next(
        c
        for c in iter_components(message.get("components") or [])
        if c.get("custom_id") == new_cid and c["type"] == ctype
    )
    if channel is None:
        channel = h._channel_for(message, clicker)
    if ctype in SELECT_TYPES and values is None:
        values = [rng.choice(comp.get("options") or [{"value": "x"}])["value"]]
    payload = component_payload(
        message,
        target,
        clicker,
        channel,
        application_id=h.application_id,
        values=values,
        increment=rng.randrange(4096),
    )
    return payload, f"{what} on {base.kind} {cid!r} by member {m.index(clicker)}"


# ---- the run ---------------------------------------------------------------------------------------


def check_answer(rec: InteractionRecord) -> str | None:
    """Why an answer is not one clear ephemeral message (None = it is)."""
    if len(rec.initial_responses) != 1 or rec.rejected_responses:
        return f"{len(rec.initial_responses)} initial responses, {len(rec.rejected_responses)} rejected"
    if not rec.ephemeral:
        return f"not ephemeral (callback type {rec.callback_type})"
    text = (rec.message or {}).get("content") or ""
    embeds = (rec.message or {}).get("embeds") or []
    if not text and not embeds:
        return "empty answer"
    if text == apology():
        return "the apology"
    return None


@pytest.mark.parametrize("game", GAMES)
async def test_malformed_payloads_are_all_answered_and_change_nothing(harness_factory, tmp_path, clock, game):  # noqa: F811
    bot = make_bot(tmp_path / "db.sqlite3", clock, ALL_GAMES)
    h = await harness_factory(bot, setup=lambda b: b.prepare(), text_channels=2, members=8)
    w = await build_world(h, game)
    commands = {c.name for c in h.bot.tree.get_commands()}
    bases = component_bases(w)
    assert {b.kind for b in bases} >= {"lobby", "running", "stale"}
    before = await snapshot(h)
    last = await versions(h)
    rng = random.Random(f"{SEED}-{game}")
    n = per_game()
    failures: list[str] = []
    counts = {"slash": 0, "component": 0}
    texts: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    with watch_tasks() as tasks:
        for i in range(n):
            if i % 2 == 0:
                dm = rng.random() < 0.1  # a real command, sent in a DM (no guild, no game there)
                payload, command = await base_slash(w, rng, dm=dm)
                what = f"slash /{game} {command.name}: " + (
                    "dm" if dm else mutate_slash(rng, payload, command, commands)
                )
                if (
                    not dm and rng.random() < 0.15
                ):  # a second fault, where the first left the shape to add it to
                    twice = copy.deepcopy(payload)
                    try:
                        what += " + " + mutate_slash(rng, twice, command, commands)
                        payload = twice
                    except (KeyError, IndexError, TypeError, AttributeError):
                        pass
                counts["slash"] += 1
            else:
                payload, what = await component_case(w, rng, bases)
                counts["component"] += 1
            kinds[what.split(" ")[3 if i % 2 == 0 else 0]] += 1
            label = f"#{i} {what}"
            try:
                rec = await h.dispatch(payload, expect_response=False)
            except AssertionError as exc:  # ERROR logs, spec violations, a task left running
                failures.append(f"{label}: {exc}")
                continue
            problem = check_answer(rec)
            texts[((rec.message or {}).get("content") or "")[:60]] += 1
            if problem:
                failures.append(f"{label}: {problem}")
            broken = tasks.failures()
            if broken:
                failures.append(f"{label}: {broken}")
                tasks.loop_errors.clear()
            tasks.forget_done()
            now = await versions(h)
            if now != last:
                failures.append(f"{label}: changed a session")
                last = now
            if len(failures) >= 20:
                break
    assert failures == [], f"{len(failures)} bad outcome(s) of {counts}:\n" + "\n".join(failures)
    assert await snapshot(h) == before
    # The payloads reached the real parsing: every family was sent and answered in its own words.
    tally = f"{counts} {kinds} {texts.most_common()}"
    assert counts["slash"] >= n // 2 and counts["component"] >= n // 2 - 1, tally
    if n >= 600:
        assert set(kinds) >= SLASH_KINDS | COMPONENT_KINDS, tally
        assert len(texts) >= 10, tally
