"""Benchmark 2: Discord API calls per accepted action over whole Forest Gangs games.

    .venv/bin/python -m benchmarks.api_calls [--games 3] [--wbb-games 2]

Counts, per accepted click, the calls recorded by the harness fakes: interaction responses,
table edits (bot-token message edits), DM edits/sends, channel sends (the turn pings) and
deletes (the ping before), the turn pings per round (≤ 1: one message names everyone who must
choose), the game-end message (one per game, on its last action), and how many requests the strict double refused (Discord's OpenAPI spec and run-time
rules; it should be 0).

Whizz Bing Bang (`whizz_bing_bang`): whole games played by clicks on a moving clock (mistakes,
double taps, Booms, races, idle players), counting the calls per press and the new channel
messages per ruling (a mistake, a Boom ranking, a race or a window closed with no claim): at most
one, and only to ping someone.

Card emojis (`card_emojis`, CAMPFIRE_IMAGES=true): the application-emoji calls of a cold start (one
list, one create per card face) and of a warm restart with nothing changed (0: the manifest beside the
database covers every face).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from benchmarks._flow import custom_ids, harness, open_table
from bot.client import CampfireBot
from bot.config import Settings
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


async def main(games: int) -> None:
    """Play `games` 4-player games by clicks and print the per-action call counts and the turn
    pings per round (a Forest Gangs round is its turn: everyone chooses at once)."""
    h = await harness()
    try:
        per_kind: Counter[str] = Counter()
        worst: Counter[str] = Counter()
        actions = 0
        per_round: Counter[tuple[int, int]] = Counter()
        rounds = 0
        ends = 0
        questions = 0
        engine_cls = h.bot.sessions.game("forest_gangs").engine
        for g in range(games):
            start = len(h.calls)
            await open_table(h)
            per_round[(g, 1)] += turn_pings(h, start)
            sid = (await h.bot.storage.live_session(h.channel.id)).id
            members = h.members[:4]
            while True:
                target = next(((m, h.last_dm(m)) for m in members if custom_ids(h.last_dm(m))), None)
                if target is None:
                    break
                m, dm = target
                start = len(h.calls)
                with h.measure() as n:
                    try:
                        await h.click(dm, m, custom_id=custom_ids(dm)[0])
                    except AssertionError as e:  # a request Discord would refuse: counted below
                        print(f"  refused: {e}")
                actions += 1
                per_kind.update(n)
                for k, v in n.items():
                    worst[k] = max(worst[k], v)
                record = await h.bot.storage.get_session(sid)
                per_round[(g, engine_cls.load(record.state).state.round)] += turn_pings(h, start)
                questions += turn_pings(h, start, abilities=True)
                ended = end_messages(h, start)
                assert ended == (record.status == "finished"), (
                    "the end message comes with the last action only"
                )
                ends += ended
            rounds += engine_cls.load((await h.bot.storage.get_session(sid)).state).state.round
    finally:
        await h.shutdown()  # also when a game fails: an open database keeps the process alive
    print(f"{games} games, {actions} accepted actions (4 players)")
    for kind in (INTERACTION_RESPONSE, MESSAGE_EDIT, DM_EDIT, DM_SEND, MESSAGE_SEND, MESSAGE_DELETE):
        print(f"  {kind:22} {per_kind[kind] / actions:6.2f} per action   max {worst[kind]}")
    total = sum(per_kind.values())
    print(f"  {'all calls':22} {total / actions:6.2f} per action")
    pinged = sum(per_round.values())
    most = max(per_round.values(), default=0)
    print(
        f"  turn pings: {pinged / max(rounds, 1):.2f} per turn (round) over {rounds} rounds,"
        f" max {most} in one round ({'≤ 1: ok' if most <= 1 else 'MORE THAN 1'});"
        " the ping before is deleted (message_delete above)"
    )
    print(
        f"  Shapeshifter/Goblin question pings: {questions / max(games, 1):.2f} per game (one per question)"
    )
    print(f"  game-end messages: {ends / max(games, 1):.2f} per game (1: the last action's channel message)")
    print(f"  requests Discord would refuse (spec and run-time rules): {len(h.refusals)}")


WBB_RULINGS = ("mistake_ruled", "boom_ranked", "token_given", "nobody_punished")
"""Whizz Bing Bang events that are a ruling (a Boom's ranking and its token are one ruling)."""


class MovingClock:
    """The bot's clock, moved by the benchmark (Discord's clock in the harness follows it)."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


async def whizz_bing_bang(games: int, seed: int = 1) -> dict[str, float]:
    """Play `games` 4-player Whizz Bing Bang games by clicks; print calls per press and per ruling.

    Returns the figures printed (for tests): new channel messages per ruling and the most in one
    ruling, and the calls per press.
    """
    clock = MovingClock()
    saved = discord_harness._now_ms
    discord_harness._now_ms = lambda: round(clock.now * 1000)  # snowflakes and edit times follow it
    try:
        cfg = Settings(  # type: ignore[call-arg]
            _env_file=None,
            database_path=Path(tempfile.mkdtemp()) / "wbb.sqlite3",
            sync_commands=False,
            images=False,
        )
        seeds = iter(range(seed, 10**9))
        bot = CampfireBot(
            cfg, extensions=("cogs.whizz_bing_bang",), clock=clock, seed_source=lambda: next(seeds)
        )
        h = await make_harness(bot, setup=lambda b: b.prepare(), members=6)
        try:
            return await _play_wbb(h, clock, games, random.Random(seed))
        finally:
            await h.shutdown()  # also when a game fails: an open database keeps the process alive
    finally:
        discord_harness._now_ms = saved


async def _play_wbb(h: Any, clock: MovingClock, games: int, rng: random.Random) -> dict[str, float]:
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

    for _ in range(games):
        host, *others = members
        lobby = (await h.slash("whizz_bing_bang start", host, end_points=8)).message
        for m in others:
            await h.click(lobby, m, label="Join")
        await h.click(lobby, host, label="Start")
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
    cog.present = present
    per_ruling = sends / rulings if rulings else 0.0
    print(f"Whizz Bing Bang: {games} games (4 players), {presses} presses, {rulings} rulings")
    for kind in (INTERACTION_RESPONSE, FOLLOWUP_SEND, ORIGINAL_EDIT, WEBHOOK_MESSAGE_EDIT, MESSAGE_EDIT):
        print(f"  {kind:22} {per_press[kind] / max(presses, 1):6.2f} per press")
    print(f"  {'new channel messages':22} {per_ruling:6.2f} per ruling   max {worst} in one ruling (≤ 1)")
    print(f"  game-end messages: {ends / max(games, 1):.2f} per game (1)")
    print(f"  requests Discord would refuse (spec and run-time rules): {len(h.refusals)}")
    return {
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
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--wbb-games", type=int, default=2, help="Whizz Bing Bang games (0 = skip)")
    parser.add_argument("--no-emojis", action="store_true", help="skip the card emoji start-ups")
    args = parser.parse_args()
    if not args.no_emojis:
        asyncio.run(card_emojis())
    if args.games:
        asyncio.run(main(args.games))
    if args.wbb_games:
        asyncio.run(whizz_bing_bang(args.wbb_games))
