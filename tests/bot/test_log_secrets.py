"""No hidden card in any log line at any level, DEBUG included (docs/ARCHITECTURE.md C7).

`CAMPFIRE_LOG_LEVEL=DEBUG` used to turn on discord.py's DEBUG loggers: `discord.http` logs every
request body (DM hands included) and `discord.gateway` every event (a click carries the message it
was on). aiosqlite's DEBUG logs every query with its parameters (each game's whole state). Those
loggers now stay at INFO unless CAMPFIRE_DISCORD_DEBUG asks for their DEBUG.

The games test plays whole games of every game through the harness with `setup_logging("DEBUG")`
and one handler on the root logger that sees every record of every logger. The harness fakes
Discord below discord.py's HTTP and gateway layers, so each step also hands its request bodies and
its gateway event to `discord.http` / `discord.gateway` exactly as discord.py logs them. A card
is secret during a step when it is hidden from the public (`secret_ids(None)`: hands, decks, face-
down cards) both before and after the step; its id, or a name that no public card carries, may not
appear in any record of that step. The same game with CAMPFIRE_DISCORD_DEBUG on shows the check
bites.
"""

from __future__ import annotations

import json
import logging
import re
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.logging import LIBRARY_LOGGERS, setup_logging
from engines import get_game
from tests.bot.test_first_run import fake_discord  # noqa: F401  (pytest fixture)
from tests.bot.test_storage_guard import cli, environ
from tests.cogs.conftest import Clock, start_harness
from tests.discord_harness import Harness, harness_factory  # noqa: F401  (pytest fixture)


@pytest.fixture
def restore_logging() -> Iterator[None]:
    """setup_logging changes the process's loggers: put them back afterwards."""
    root = logging.getLogger()
    saved = (list(root.handlers), root.level)
    levels = {name: logging.getLogger(name).level for name in LIBRARY_LOGGERS}
    yield
    root.handlers[:] = saved[0]
    root.setLevel(saved[1])
    for name, level in levels.items():
        logging.getLogger(name).setLevel(level)


def test_debug_keeps_the_libraries_at_info_unless_asked(restore_logging):
    setup_logging("DEBUG")
    assert logging.getLogger("bot.sessions").isEnabledFor(logging.DEBUG)
    assert logging.getLogger("cogs.bang.cog").isEnabledFor(logging.DEBUG)
    for name in ("discord.http", "discord.gateway", "discord.webhook.async_", "discord.client", "aiosqlite"):
        assert not logging.getLogger(name).isEnabledFor(logging.DEBUG), name
        assert logging.getLogger(name).isEnabledFor(logging.INFO), name
    setup_logging("DEBUG", discord_debug=True)
    assert logging.getLogger("discord.http").isEnabledFor(logging.DEBUG)
    assert logging.getLogger("aiosqlite").isEnabledFor(logging.DEBUG)
    setup_logging("WARNING")
    assert not logging.getLogger("discord.http").isEnabledFor(logging.INFO)  # never louder than asked


def test_a_real_run_at_debug_logs_no_request_body(tmp_path, fake_discord):  # noqa: F811
    """`python -m bot run` at DEBUG: discord.http's body lines only with CAMPFIRE_DISCORD_DEBUG=true."""
    env = environ(
        tmp_path,
        fake_discord.base,
        CAMPFIRE_TOKEN="not-a-real-token",
        CAMPFIRE_LOG_LEVEL="DEBUG",
        CAMPFIRE_DATABASE_PATH=str(tmp_path / "db.sqlite3"),
    )
    quiet = cli(tmp_path, env, "run")
    assert quiet.returncode == 1 and "Discord rejected the bot token" in quiet.stderr
    assert "has returned 401" not in quiet.stderr
    loud = cli(tmp_path, {**env, "CAMPFIRE_DISCORD_DEBUG": "true"}, "run")
    assert loud.returncode == 1
    assert "/users/@me with None has returned 401" in loud.stderr  # discord.http's request line


# ---- whole games at DEBUG -----------------------------------------------------------------------------


def _names(game: str) -> Callable[[str], str | None] | None:
    """The printed name of a card id, for the games whose names tell something.

    Whizz Bing Bang's cards are named by their sound, and all four sounds are on every table's
    buttons: only the ids (the draw pile's order) are secret there.
    """
    if game == "forest_gangs":
        from engines.forest_gangs.catalog import name_of

        return name_of
    if game == "bang":
        from engines.bang.catalog import card

        return lambda cid: card(cid).name
    if game == "bang_and_twang":
        from engines.bang_and_twang.catalog import load_catalog

        cat = load_catalog()
        return lambda cid: cat.seq[cid].title if cid in cat.seq else cat.tunes[cid].name
    return None


class SecretWatch(logging.Handler):
    """Every record of every logger, checked step by step against the cards secret during the step."""

    def __init__(self, h: Harness, db: Path) -> None:
        super().__init__(level=logging.NOTSET)
        self.h = h
        self.db = db
        self.pending: list[logging.LogRecord] = []
        self.records = 0
        self.debug_records = 0
        self.checked_ids: set[str] = set()
        self.every_id: set[str] = set()
        self.leaks: list[str] = []
        self.depth = 0
        self.steps = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.pending.append(record)
        self.records += 1
        self.debug_records += record.levelno == logging.DEBUG

    def hidden(self) -> tuple[str | None, set[str]]:
        """(game, ids hidden from the public) of the channel's newest session (read without logging)."""
        con = sqlite3.connect(self.db)
        try:
            row = con.execute(
                "SELECT game, status, state FROM sessions WHERE channel_id = ? ORDER BY rowid DESC LIMIT 1",
                (self.h.channel.id,),
            ).fetchone()
        finally:
            con.close()
        if row is None or row[2] is None:
            return (row[0] if row else None), set()
        engine = get_game(row[0]).engine.load(row[2])
        return row[0], set(engine.secret_ids(None))

    def check(self, game: str | None, secret: set[str]) -> None:
        records, self.pending = self.pending, []
        if not secret or game is None:
            return
        self.checked_ids |= secret
        self.every_id |= secret
        namer = _names(game)
        patterns = [re.escape(i) for i in secret]
        if namer is not None:
            public = {namer(c) for c in self.every_id - secret}
            names = {namer(c) for c in secret} - public - {None}
            patterns += [re.escape(n) for n in names if n]  # type: ignore[arg-type]
        found = re.compile(
            r"(?<![A-Za-z0-9_])(" + "|".join(sorted(patterns, key=len, reverse=True)) + r")(?![A-Za-z0-9_])"
        )
        for record in records:
            text = record.getMessage() + (f"\n{record.exc_text}" if record.exc_text else "")
            hit = found.search(text)
            if hit:
                self.leaks.append(f"{record.name} {record.levelname}: {hit.group(1)!r} in {text[:300]!r}")

    def install(self) -> None:
        """Wrap every way a step reaches the bot: dispatched payloads and fired deadlines."""
        h, watch = self.h, self
        dispatch, fire_due = h.dispatch, h.bot.scheduler.fire_due

        async def step(run: Callable[[], Any], payload: Any = None) -> Any:
            if watch.depth:
                return await run()
            watch.depth += 1
            try:
                watch.check(None, set())  # records before the step are not its own
                game, before = watch.hidden()
                first_call = len(h.calls)
                if payload is not None:  # what discord.gateway logs for each event received
                    logging.getLogger("discord.gateway").debug(
                        "For Shard ID %s: WebSocket Event: %s",
                        None,
                        json.dumps({"t": "INTERACTION_CREATE", "d": payload}),
                    )
                result = await run()
                for call in h.calls[first_call:]:  # what discord.http logs for each request
                    logging.getLogger("discord.http").debug(
                        "%s %s with %s has returned %s", call.method, call.path, json.dumps(call.payload), 200
                    )
                game_after, after = watch.hidden()
                watch.steps += 1
                watch.check(game or game_after, before & after if before else after)
                return result
            finally:
                watch.depth -= 1

        async def watched_dispatch(payload: Any, *args: Any, **kwargs: Any) -> Any:
            return await step(lambda: dispatch(payload, *args, **kwargs), payload)

        async def watched_fire_due() -> int:
            return await step(fire_due)

        h.dispatch = watched_dispatch  # type: ignore[method-assign]
        h.bot.scheduler.fire_due = watched_fire_due  # type: ignore[method-assign]


async def _forest_gangs(h: Harness, clock: Clock) -> None:
    from tests.cogs.test_forest_gangs_flow import open_table, play_to_the_end

    await open_table(h, 4)
    await play_to_the_end(h, h.members[:4])


async def _bang_and_twang(h: Harness, clock: Clock) -> None:
    from tests.cogs.test_bang_and_twang_flow import open_table, play_to_the_end

    lobby = await open_table(h, 3)
    await play_to_the_end(h, lobby)


async def _bang(h: Harness, clock: Clock) -> None:
    from tests.cogs.test_bang_flow import open_game, play_to_the_end

    lobby = await open_game(h, 1, 3)
    await play_to_the_end(h, h.members[0], lobby, clock)


async def _whizz_bing_bang(h: Harness, clock: Clock) -> None:
    """Three humans to 4 points by button clicks: calls, out-of-turn mistakes, Booms, punishing."""
    from tests.cogs.test_whizz_bing_bang_flow import open_table, press, session, tick

    members = h.members[:3]
    lobby = await open_table(h, 3, end_points=4)
    sid = (await session(h)).id
    for i in range(400):
        rec = await h.bot.storage.get_session(sid)
        if rec.status == "finished":
            return
        v = h.bot.sessions.engine_of(rec).view_for(None)
        clock.now += 0.25
        if v.phase == "call":
            if i % 3 == 2:
                await press(h, lobby, members[next(s for s in (1, 2) if s != v.active)], "Whizz")
                await tick(h, clock, 1.1)
            else:
                await press(h, lobby, members[v.active], v.expected.capitalize())
        elif v.phase == "slap":
            base = round(clock.now * 1000)
            for k in range(3):
                await press(h, lobby, members[k], "BOOM", at_ms=base + 300 + 100 * k)
        elif v.phase == "punish":
            await press(h, lobby, members[0 if v.culprit != 0 else 1], "Punish!")
            await tick(h, clock, 1.1)
    raise AssertionError("the game did not end")


GAMES = {
    "forest_gangs": _forest_gangs,
    "bang_and_twang": _bang_and_twang,
    "bang": _bang,
    "whizz_bing_bang": _whizz_bing_bang,
}


async def _play_watched(
    factory: Any, tmp_path: Path, game: str, monkeypatch: pytest.MonkeyPatch
) -> SecretWatch:
    clock = Clock()
    if game == "whizz_bing_bang":
        from tests import discord_harness

        monkeypatch.setattr(discord_harness.snowflakes, "_now_ms", lambda: round(clock.now * 1000))
    db = tmp_path / "db.sqlite3"
    h = await start_harness(factory, db, clock, (f"cogs.{game}",))
    watch = SecretWatch(h, db)
    logging.getLogger().addHandler(watch)
    try:
        watch.install()
        await GAMES[game](h, clock)
        rec = await h.bot.storage.live_session(h.channel.id)
        assert rec is None, "the game ran to its end"
    finally:
        logging.getLogger().removeHandler(watch)
    return watch


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_whole_games_at_debug_log_no_hidden_card(
    harness_factory, tmp_path, monkeypatch, restore_logging, game
):  # noqa: F811
    """CAMPFIRE_LOG_LEVEL=DEBUG, every logger captured, a whole game: no hidden id or name anywhere."""
    setup_logging("DEBUG")
    watch = await _play_watched(harness_factory, tmp_path, game, monkeypatch)
    assert watch.steps > 10 and watch.debug_records > 10, "the game was played and logged at DEBUG"
    assert len(watch.checked_ids) >= 10, "there were hidden cards to look for"
    assert watch.leaks == [], "\n".join(watch.leaks[:5])


async def test_the_check_finds_hands_when_the_libraries_log_at_debug(
    harness_factory, tmp_path, monkeypatch, restore_logging
):  # noqa: F811
    """The same game with CAMPFIRE_DISCORD_DEBUG on: the hands in request bodies and queries are found."""
    setup_logging("DEBUG", discord_debug=True)
    watch = await _play_watched(harness_factory, tmp_path, "forest_gangs", monkeypatch)
    loggers = {leak.split(" ", 1)[0] for leak in watch.leaks}
    assert {"discord.http", "discord.gateway", "aiosqlite"} <= loggers, loggers
