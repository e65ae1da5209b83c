"""Benchmark 2: Discord API calls and uploads per accepted action over whole games, images off and on.

    .venv/bin/python -m benchmarks.api_calls [--games 3] [--only forest_gangs bang bang_and_twang]
                                             [--wbb-games 2] [--no-emojis]

Whole 4-player games of Forest Gangs, BANG! and Bang & Twang played by clicks through the strict
double, once with CAMPFIRE_IMAGES off and once on (the same seeds: the same games), printed side by
side. Per accepted action (a click that wrote a new version; the clicks that chose a card or a
target before it are counted in its calls): interaction responses, table edits (bot-token message
edits), DM edits/sends, channel sends (the turn pings) and deletes (the ping before), with the most
in one accepted click; the uploads (files sent with a request) per action; the table picture's
uploads per turn, mean and max over every turn played, a turn being the engine's `turn` after each
move (target ≤ 1: the picture is named by the turn, `GameCog.picture_key`); the lobby's and the
results' pictures per game; the hands' uploads; kB per upload; the game-end message (one per game,
on its last action); and how many requests the strict double refused (Discord's OpenAPI spec and
run-time rules; it should be 0). Forest Gangs also prints its turn pings per round (≤ 1: one
message names everyone who must choose) and its Shapeshifter/Goblin question pings.

Whizz Bing Bang (`whizz_bing_bang`), images off then on: whole games played by clicks on a moving
clock (mistakes, double taps, Booms, races, idle players), counting the calls per press and the new
channel messages per ruling (a mistake, a Boom ranking, a race or a window closed with no claim): at
most one, and only to ping someone; and the uploads: no table picture while a game is played (a
reveal never waits for an upload), the lobby's card and the results' final table.

Card emojis (`card_emojis`, CAMPFIRE_IMAGES=true): the application-emoji calls of a cold start (one
list, one create per card face) and of a warm restart with nothing changed (0: the manifest beside the
database covers every face).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
from collections import Counter
from collections.abc import Awaitable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks._flow import custom_ids, harness, open_table, session_version
from bot.client import CampfireBot
from bot.config import Settings
from engines import game_info
from tests import discord_harness
from tests.discord_harness import (
    DM_EDIT,
    DM_SEND,
    EMOJI_KINDS,
    FOLLOWUP_SEND,
    INTERACTION_RESPONSE,
    MESSAGE_DELETE,
    MESSAGE_EDIT,
    MESSAGE_SEND,
    ORIGINAL_EDIT,
    WEBHOOK_MESSAGE_EDIT,
    Harness,
    make_harness,
)


def end_messages(h: Any, since: int) -> int:
    """The game-end announcements ("🏁 **Game over!** …") sent from call index `since`: one per
    game, on its last action, whatever the turn pings."""
    return sum(
        1
        for c in h.calls[since:]
        if c.kind == MESSAGE_SEND
        and c.error is None
        and ((c.payload or {}).get("content") or "").startswith("🏁")
    )


def turn_pings(h: Any, since: int, *, abilities: bool = False) -> int:
    """Turn pings (channel messages starting with 🔔) sent successfully from call index `since`:
    a round's (choose or reveal a card), or with `abilities` the Shapeshifter and Goblin
    questions' (each its own ping, asked in the middle of a round)."""

    def ability(text: str) -> bool:
        return "Shapeshifter" in text or "Goblin" in text

    return sum(
        1
        for c in h.calls[since:]
        if c.kind == MESSAGE_SEND
        and c.error is None
        and ((c.payload or {}).get("content") or "").startswith("🔔")
        and ability(c.payload["content"]) == abilities
    )


KINDS = (
    INTERACTION_RESPONSE,
    MESSAGE_EDIT,
    DM_EDIT,
    DM_SEND,
    MESSAGE_SEND,
    MESSAGE_DELETE,
    FOLLOWUP_SEND,
    ORIGINAL_EDIT,
    WEBHOOK_MESSAGE_EDIT,
)
"""The call kinds printed per action (a row is left out when it is 0 with images on and off)."""

GAMES = {
    key: (f"{game_info(key).title}, 4 players", (game_info(key).cog,))
    for key in ("forest_gangs", "bang", "bang_and_twang")  # the games whose moves `play` knows (below)
}


@dataclass
class Tally:
    """What one run (a game, images on or off) counted over its whole games."""

    images: bool
    games: int = 0
    finished: int = 0
    clicks: int = 0
    actions: int = 0
    """Accepted actions: clicks that wrote a new version of the session."""
    calls: Counter[str] = field(default_factory=Counter)
    """Every successful call after each game's Start (the clicks that chose a card or a target
    before the accepted one included), by kind."""
    worst: Counter[str] = field(default_factory=Counter)
    """The most calls of a kind in one accepted click."""
    turn_uploads: Counter[tuple[int, int]] = field(default_factory=Counter)
    """Table picture uploads by (game, turn) while the game runs; every turn played has a key."""
    lobby_uploads: int = 0
    end_uploads: int = 0
    other_uploads: int = 0
    """Files on other messages than the table (hands)."""
    play_uploads: int = 0
    """Every file uploaded after each game's Start (the table's and the hands')."""
    sizes: list[int] = field(default_factory=list)
    end_messages: int = 0
    refusals: int = 0
    extra: dict[str, float] = field(default_factory=dict)


class Run:
    """Counts one game's calls and uploads: every click through the harness (accepted when the
    session's version moved), and the uploads of each step by the turn the step left the game in."""

    def __init__(self, h: Harness, tally: Tally) -> None:
        self.h = h
        self.tally = tally
        self.steps: list[tuple[int, int, int | None, str]] = []
        """(first call, end call, turn after, status after) of each step of the game being played."""
        self.sid = ""
        self.play_from = 0
        self._real = h.dispatch
        h.dispatch = self.dispatch  # type: ignore[method-assign]

    async def dispatch(self, payload: dict[str, Any], **kw: Any) -> Any:
        h = self.h
        before = await session_version(self.h, payload)
        start = len(h.calls)
        rec = await self._real(payload, **kw)
        if payload.get("type") != 3 or not self.play_from:  # a slash command, or the lobby
            return rec
        self.tally.clicks += 1
        if await session_version(self.h, payload) > before:
            self.tally.actions += 1
            for kind, n in h.counts(since=start).items():
                self.tally.worst[kind] = max(self.tally.worst[kind], n)
        return rec

    async def begin(self, opening: Awaitable[Any]) -> None:
        """The game's lobby, joins and Start (`opening`): its first step."""
        start = len(self.h.calls)
        await opening
        record = await self.h.bot.storage.live_session(self.h.channel.id)
        assert record is not None, "the game did not start"
        self.sid = record.id
        self.play_from = len(self.h.calls)
        await self._note(start)

    async def step(self, work: Awaitable[Any]) -> Any:
        """One move of the game (a click or a few, a deadline); returns what `work` returns."""
        start = len(self.h.calls)
        got = await work
        await self._note(start)
        return got

    async def _note(self, start: int) -> None:
        record = await self.h.bot.storage.get_session(self.sid)
        turn = None
        if record.status == "running":
            turn = self.h.bot.sessions.engine_of(record).turn
        self.steps.append((start, len(self.h.calls), turn, record.status))

    async def status(self) -> str:
        return (await self.h.bot.storage.get_session(self.sid)).status

    async def end(self, game: int) -> None:
        """Count the game just played (ending it if it is still running)."""
        h, t = self.h, self.tally
        t.games += 1
        if await self.status() == "finished":
            t.finished += 1
        t.calls.update(h.counts(since=self.play_from))
        t.end_messages += end_messages(h, self.play_from)
        table = await h.bot.storage.message(self.sid, "table")
        table_id = table[1] if table is not None else None
        first = self.steps[0][0]
        for _, _, turn, _ in self.steps:
            if turn is not None:
                t.turn_uploads[(game, turn)] += 0  # every turn played counts, with or without a picture
        for f in h.uploads_since(first):
            t.sizes.append(f.size)
            if f.call_seq >= self.play_from:
                t.play_uploads += 1
            if f.message_id != table_id:
                t.other_uploads += 1
                continue
            if f.filename.startswith("help_"):
                t.lobby_uploads += 1
                continue
            _, _, turn, _ = next((s for s in self.steps if s[0] <= f.call_seq < s[1]), self.steps[-1])
            if turn is None:
                t.end_uploads += 1
            else:
                t.turn_uploads[(game, turn)] += 1
        if await self.status() == "running":
            await h.slash(f"{(await h.bot.storage.get_session(self.sid)).game} end", h.members[0])
        self.steps.clear()
        self.play_from = 0

    def stop(self) -> None:
        self.h.dispatch = self._real  # type: ignore[method-assign]


async def forest_gangs_game(h: Harness, run: Run, g: int, per_round: Counter[tuple[int, int]]) -> None:
    """A 4-player Forest Gangs game: each click lays the first card of a DM hand (a Forest Gangs
    round is its turn: everyone chooses at once)."""
    start = len(h.calls)
    await run.begin(open_table(h))
    per_round[(g, 1)] += turn_pings(h, start)
    engine_cls = h.bot.sessions.game("forest_gangs").engine
    members = h.members[:4]
    while True:
        target = next(((m, h.last_dm(m)) for m in members if custom_ids(h.last_dm(m))), None)
        if target is None:
            break
        m, dm = target
        start = len(h.calls)
        try:
            await run.step(h.click(dm, m, custom_id=custom_ids(dm)[0]))
        except AssertionError as e:  # a request Discord would refuse: counted below
            print(f"  refused: {e}")
        record = await h.bot.storage.get_session(run.sid)
        per_round[(g, engine_cls.load(record.state).state.round)] += turn_pings(h, start)
        run.tally.extra["questions"] = run.tally.extra.get("questions", 0) + turn_pings(
            h, start, abilities=True
        )
        assert end_messages(h, start) == (record.status == "finished"), (
            "the end message comes with the last action only"
        )
    rounds = engine_cls.load((await h.bot.storage.get_session(run.sid)).state).state.round
    run.tally.extra["rounds"] = run.tally.extra.get("rounds", 0) + rounds


async def bang_game(h: Harness, run: Run, g: int) -> None:
    """A 4-player BANG! game, every seat human: whoever must act clicks what the bot drew (the test
    suite's player, tests/cogs/test_bang_flow.py: a card, then its target; a deadline let pass)."""
    from tests.cogs.test_bang_flow import Story, human_move, move_text

    host, *others = h.members[:4]

    async def opening() -> None:
        lobby = (await h.slash("bang start", host)).message
        for m in others:
            await h.click(lobby, m, label="Join")
        await h.click(lobby, host, label="Start")

    await run.begin(opening())
    table = h.message((await h.bot.storage.message(run.sid, "table"))[1])
    story = Story()
    for _ in range(3000):
        if await run.status() != "running":
            break
        movers = [m for m in h.members[:4] if move_text(h.last_dm(m))]
        if not movers or not await run.step(human_move(h, movers[0], table, h.bot.clock, story)):  # type: ignore[arg-type]
            break


async def bang_and_twang_game(h: Harness, run: Run, g: int) -> None:
    """A 4-player Bang & Twang game: each deciding human clicks what the engine's AI would choose
    (the test suite's player, tests/cogs/test_bang_and_twang_flow.py)."""
    from engines.bang_and_twang import GAME
    from tests.cogs.test_bang_and_twang_flow import click_action
    from tests.cogs.test_bang_and_twang_flow import open_table as open_bt

    rng = random.Random(7 + g)
    lobby: dict[str, Any] = {}

    async def opening() -> None:
        lobby.update(await open_bt(h, 4))

    await run.begin(opening())
    for _ in range(3000):
        record = await h.bot.storage.get_session(run.sid)
        if record.status != "running":
            break
        engine = h.bot.sessions.engine_of(record)
        d = engine.open_decisions()[-1]
        action = GAME.choose_ai_action(engine, d.seat, rng)
        await run.step(click_action(h, lobby, record, engine, d.seat, action))


async def play(game: str, games: int, *, images: bool) -> Tally:
    """Play `games` whole games of `game` by clicks, images on or off, and count them."""
    tally = Tally(images=images)
    h = await harness(images=images, extensions=GAMES[game][1])
    run = Run(h, tally)
    per_round: Counter[tuple[int, int]] = Counter()
    try:
        for g in range(games):
            if game == "forest_gangs":
                await forest_gangs_game(h, run, g, per_round)
            elif game == "bang":
                await bang_game(h, run, g)
            else:
                await bang_and_twang_game(h, run, g)
            await run.end(g)
    finally:
        run.stop()
        tally.refusals = len(h.refusals)
        await h.shutdown()  # also when a game fails: an open database keeps the process alive
    if game == "forest_gangs":
        tally.extra["pings"] = sum(per_round.values())
        tally.extra["most_pings"] = max(per_round.values(), default=0)
    return tally


def side_by_side(title: str, off: Tally, on: Tally) -> None:
    """Print one game's figures, images off and on in two columns."""

    def row(name: str, a: str, b: str) -> None:
        print(f"  {name:<44} {a:>14} {b:>14}")

    def per(t: Tally, n: float) -> float:
        return n / max(t.actions, 1)

    print(f"{title}: {off.games} games ({off.finished} and {on.finished} played to the end)")
    row("", "images off", "images on")
    row("clicks / accepted actions", f"{off.clicks} / {off.actions}", f"{on.clicks} / {on.actions}")
    for kind in KINDS:
        if off.calls[kind] or on.calls[kind]:
            row(
                f"{kind} per action (max in one)",
                f"{per(off, off.calls[kind]):.2f} ({off.worst[kind]})",
                f"{per(on, on.calls[kind]):.2f} ({on.worst[kind]})",
            )
    row(
        "all calls per action",
        f"{per(off, sum(off.calls.values())):.2f}",
        f"{per(on, sum(on.calls.values())):.2f}",
    )
    row("uploads per action", f"{per(off, off.play_uploads):.2f}", f"{per(on, on.play_uploads):.2f}")
    for t in (off, on):
        t.extra["turns"] = len(t.turn_uploads)
        t.extra["mean"] = sum(t.turn_uploads.values()) / max(len(t.turn_uploads), 1)
        t.extra["max"] = max(t.turn_uploads.values(), default=0)
    row("turns played", f"{off.extra['turns']:.0f}", f"{on.extra['turns']:.0f}")
    row(
        "table uploads per turn: mean / max (≤ 1)",
        f"{off.extra['mean']:.2f} / {off.extra['max']:.0f}",
        f"{on.extra['mean']:.2f} / {on.extra['max']:.0f}",
    )
    row(
        "lobby / results pictures per game",
        f"{off.lobby_uploads / off.games:.2f} / {off.end_uploads / off.games:.2f}",
        f"{on.lobby_uploads / on.games:.2f} / {on.end_uploads / on.games:.2f}",
    )
    row(
        "other uploads (hands) per action",
        f"{per(off, off.other_uploads):.2f}",
        f"{per(on, on.other_uploads):.2f}",
    )
    for t in (off, on):
        t.extra["kb"] = sum(t.sizes) / max(len(t.sizes), 1) / 1000
        t.extra["max_kb"] = max(t.sizes, default=0) / 1000
    row(
        "kB per upload: mean / max",
        f"{off.extra['kb']:.1f} / {off.extra['max_kb']:.1f}",
        f"{on.extra['kb']:.1f} / {on.extra['max_kb']:.1f}",
    )
    row(
        "game-end messages per game (1)",
        f"{off.end_messages / off.games:.2f}",
        f"{on.end_messages / on.games:.2f}",
    )
    row("requests Discord would refuse", str(off.refusals), str(on.refusals))
    if "rounds" in off.extra:
        for t, label in ((off, "off"), (on, "on")):
            rounds = max(t.extra["rounds"], 1)
            print(
                f"  images {label}: turn pings {t.extra['pings'] / rounds:.2f} per turn (round) over"
                f" {t.extra['rounds']:.0f} rounds, max {t.extra['most_pings']:.0f} in one round"
                f" ({'≤ 1: ok' if t.extra['most_pings'] <= 1 else 'MORE THAN 1'}; the ping before is"
                f" deleted: message_delete above); Shapeshifter/Goblin question pings"
                f" {t.extra.get('questions', 0) / t.games:.2f} per game (one per question)"
            )


async def main(games: int, only: tuple[str, ...] = tuple(GAMES)) -> dict[str, tuple[Tally, Tally]]:
    """Play `games` 4-player games of each game by clicks, images off then on, and print the
    per-action call counts and uploads side by side."""
    out = {}
    for game in only:
        off = await play(game, games, images=False)
        on = await play(game, games, images=True)
        side_by_side(GAMES[game][0], off, on)
        out[game] = (off, on)
    return out


WBB_RULINGS = ("mistake_ruled", "boom_ranked", "token_given", "nobody_punished")
"""Whizz Bing Bang events that are a ruling (a Boom's ranking and its token are one ruling)."""


class MovingClock:
    """The bot's clock, moved by the benchmark (Discord's clock in the harness follows it)."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


async def whizz_bing_bang(games: int, seed: int = 1, *, images: bool = False) -> dict[str, Any]:
    """Play `games` 4-player Whizz Bing Bang games by clicks; print calls per press and per ruling,
    and with `images` the uploads (no table picture while a game is played: a reveal never waits
    for an upload; the lobby's card and the results' final table only).

    Returns the figures printed (for tests): new channel messages per ruling and the most in one
    ruling, the game-end messages and the uploads.
    """
    clock = MovingClock()
    saved = discord_harness.snowflakes._now_ms
    discord_harness.snowflakes._now_ms = lambda: round(
        clock.now * 1000
    )  # snowflakes and edit times follow it
    try:
        cfg = Settings(  # type: ignore[call-arg]
            _env_file=None,
            database_path=Path(tempfile.mkdtemp()) / "wbb.sqlite3",
            sync_commands=False,
            images=images,
        )
        seeds = iter(range(seed, 10**9))
        bot = CampfireBot(
            cfg, extensions=("cogs.whizz_bing_bang",), clock=clock, seed_source=lambda: next(seeds)
        )
        h = await make_harness(bot, setup=lambda b: b.prepare(), members=6)
        try:
            return await _play_wbb(h, clock, games, random.Random(seed), images=images)
        finally:
            await h.shutdown()  # also when a game fails: an open database keeps the process alive
    finally:
        discord_harness.snowflakes._now_ms = saved


async def _play_wbb(
    h: Any, clock: MovingClock, games: int, rng: random.Random, *, images: bool = False
) -> dict[str, Any]:
    cog: Any = next(c for c in h.bot.cogs.values() if getattr(c, "key", None) == "whizz_bing_bang")
    seen: list[Any] = []
    present = cog.present

    async def spy(outcome: Any, interaction: Any, press: Any = None) -> None:
        seen.extend(outcome.events)
        await present(outcome, interaction, press)

    cog.present = spy
    members = h.members[:4]
    presses, rulings, sends, worst, steps_with_rulings, ends = 0, 0, 0, 0, 0, 0
    per_press: Counter[str] = Counter()

    async def step(work: Any, *, is_press: bool) -> None:
        nonlocal presses, rulings, sends, worst, steps_with_rulings, ends
        seen.clear()
        start = len(h.calls)
        with h.measure() as n:
            await work
        ended = end_messages(h, start)  # the game's end: its own message, not a ruling's
        ends += ended
        n[MESSAGE_SEND] -= ended
        ruled = sum(1 for e in seen if e.kind in WBB_RULINGS and not _second_half_of_a_boom(e, seen))
        if is_press:
            presses += 1
            per_press.update(n)
        if ruled:
            steps_with_rulings += 1
            rulings += ruled
            sends += n[MESSAGE_SEND]
            worst = max(worst, n[MESSAGE_SEND])
        else:
            assert n[MESSAGE_SEND] == 0, "a new channel message without a ruling"

    async def tick(seconds: float) -> None:
        clock.now += seconds
        await h.bot.scheduler.fire_due()
        await h.settle()

    async def click(seat: int, label: str, at_ms: int | None = None) -> None:
        await step(h.click(lobby, members[seat], label=label, at_ms=at_ms), is_press=True)

    uploads: Counter[str] = Counter()
    sizes: list[int] = []
    for _ in range(games):
        host, *others = members
        opened = len(h.calls)
        lobby = (await h.slash("whizz_bing_bang start", host, end_points=8)).message
        for m in others:
            await h.click(lobby, m, label="Join")
        await h.click(lobby, host, label="Start")
        play_from = len(h.calls)
        sid = (await h.bot.storage.live_session(h.channel.id)).id
        for _ in range(4000):
            rec = await h.bot.storage.get_session(sid)
            if rec.status != "running":
                break
            v = h.bot.sessions.engine_of(rec).view_for(None)
            clock.now += 0.3
            now = round(clock.now * 1000)
            r = rng.random()
            if v.phase == "call" and not rec.seats[v.active].ai:
                if r < 0.12:  # someone plays out of turn
                    await click(next(s for s in range(4) if s != v.active), "Whizz")
                elif r < 0.16:  # the active player looks away: too slow (a ping)
                    await step(tick(4.2), is_press=False)
                    continue
                else:
                    await click(v.active, v.expected.capitalize())
                    if r > 0.8:  # a double tap 0.3 s later
                        clock.now += 0.3
                        await click(v.active, v.expected.capitalize())
            elif v.phase == "slap":
                order = list(range(4))
                rng.shuffle(order)
                clock.now = (v.phase_start_ms + 1200) / 1000
                for k, seat in enumerate(order[: 4 if r < 0.7 else 3]):
                    await click(seat, "BOOM", at_ms=v.phase_start_ms + 250 + 150 * k)
            elif v.phase == "punish":
                claimers = [s for s in range(4) if s != v.culprit][: 1 + int(r * 3)]
                clock.now = max(clock.now, (v.phase_start_ms + 900) / 1000)
                for k, seat in enumerate(claimers):
                    await click(seat, "Punish!", at_ms=max(now, v.phase_start_ms + 200 + 120 * k))
                if r > 0.5:  # the winner taps again 0.3 s later
                    await click(claimers[0], "Punish!", at_ms=max(now, v.phase_start_ms + 500))
            await step(tick(1.2), is_press=False)
        for f in h.uploads_since(opened):
            sizes.append(f.size)
            if f.filename.startswith("help_"):
                uploads["lobby"] += 1
            elif f.filename == "table-end.png":
                uploads["results"] += 1
            else:
                uploads["during play" if f.call_seq >= play_from else "start"] += 1
    cog.present = present
    per_ruling = sends / rulings if rulings else 0.0
    print(
        f"Whizz Bing Bang, images {'on' if images else 'off'}: {games} games (4 players),"
        f" {presses} presses, {rulings} rulings"
    )
    for kind in (INTERACTION_RESPONSE, FOLLOWUP_SEND, ORIGINAL_EDIT, WEBHOOK_MESSAGE_EDIT, MESSAGE_EDIT):
        print(f"  {kind:22} {per_press[kind] / max(presses, 1):6.2f} per press")
    print(f"  {'new channel messages':22} {per_ruling:6.2f} per ruling   max {worst} in one ruling (≤ 1)")
    print(f"  game-end messages: {ends / max(games, 1):.2f} per game (1)")
    during = uploads["during play"] + uploads["start"]
    print(
        f"  uploads: {during} table pictures while the games ran (0: none during play),"
        f" {uploads['lobby'] / max(games, 1):.2f} lobby and {uploads['results'] / max(games, 1):.2f}"
        f" results pictures per game, {sum(uploads.values()) / max(presses, 1):.3f} per press;"
        f" {sum(sizes) / max(len(sizes), 1) / 1000:.1f} kB per upload (max {max(sizes, default=0) / 1000:.1f})"
    )
    print(f"  requests Discord would refuse (spec and run-time rules): {len(h.refusals)}")
    return {
        "per_press": {
            k: per_press[k] / max(presses, 1)
            for k in (INTERACTION_RESPONSE, FOLLOWUP_SEND, ORIGINAL_EDIT, WEBHOOK_MESSAGE_EDIT, MESSAGE_EDIT)
        },  # type: ignore[dict-item]
        "uploads_during_play": during,
        "uploads": sum(uploads.values()),
        "messages_per_ruling": per_ruling,
        "max_messages_per_ruling": worst,
        "rulings": rulings,
        "end_messages": ends,
    }


def _second_half_of_a_boom(event: Any, events: list[Any]) -> bool:
    """A Boom's token is part of its ranking (one ruling), as is a W9 race's mistake post."""
    if event.kind == "token_given" and event.cause == "last_boom_slap":
        return any(e.kind == "boom_ranked" for e in events)
    return event.kind == "mistake_ruled" and event.cause == "last_boom_slap"


async def card_emojis() -> tuple[int, int]:
    """Start a bot with card emojis, then restart it: print (and return) the emoji calls of each."""
    db = Path(tempfile.mkdtemp()) / "emojis.sqlite3"

    def bot() -> CampfireBot:
        cfg = Settings(_env_file=None, database_path=db, sync_commands=False, images=True)  # type: ignore[call-arg]
        return CampfireBot(cfg, extensions=("cogs.forest_gangs",))

    h = await make_harness(bot(), setup=lambda b: b.prepare())
    cold = h.count(*EMOJI_KINDS)
    h = await h.restart(bot(), setup=lambda b: b.prepare())
    warm = h.count(*EMOJI_KINDS)
    await h.shutdown()
    print(f"Card emojis: {cold} emoji calls on a cold start, {warm} on a warm restart (0)")
    return cold, warm


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--games", type=int, default=3, help="games of each game, images off and on (0 = skip)"
    )
    parser.add_argument(
        "--only",
        nargs="+",
        choices=tuple(GAMES),
        default=tuple(GAMES),
        help="these games only (default: all)",
    )
    parser.add_argument("--wbb-games", type=int, default=2, help="Whizz Bing Bang games (0 = skip)")
    parser.add_argument("--no-emojis", action="store_true", help="skip the card emoji start-ups")
    args = parser.parse_args()
    print(f"$ python -m benchmarks.api_calls {' '.join(sys.argv[1:])}")
    if not args.no_emojis:
        asyncio.run(card_emojis())
    if args.games:
        asyncio.run(main(args.games, tuple(args.only)))
    if args.wbb_games:
        asyncio.run(whizz_bing_bang(args.wbb_games))
        asyncio.run(whizz_bing_bang(args.wbb_games, images=True))
