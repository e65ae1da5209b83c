"""BANG! through the interaction harness: a whole 1-human/3-AI game by clicks, refusals, the table."""

from __future__ import annotations

import copy
import os
from dataclasses import dataclass, field
from typing import Any

import pytest

import bot.sessions
from tests.cogs.conftest import Clock, custom_ids, labels, start_harness
from tests.discord_harness import Harness, harness_factory, iter_components  # noqa: F401

EXT = ("cogs.bang",)
SEED = int(os.environ.get("BANG_TEST_SEED", "11"))
"""A fixed game seed: the AI shoots the human twice while he holds a Missed! (found by search)."""
EPHEMERAL = 64


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def fixed_seed(monkeypatch):
    monkeypatch.setattr(bot.sessions.secrets, "randbits", lambda _bits: SEED)


def selects(msg: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for c in iter_components(msg.get("components") or []) if c.get("type") == 3]


def session_id(msg: dict[str, Any]) -> str:
    return next(c.split(":")[1] for c in custom_ids(msg) if c.startswith("bang:"))


def move_text(msg: dict[str, Any]) -> str:
    for f in (msg.get("embeds") or [{}])[0].get("fields", []):
        if f["name"].startswith("👉"):
            return f["value"]
    return ""


async def open_game(h: Harness, humans: int, ais: int) -> dict[str, Any]:
    host, *others = h.members[:humans]
    rec = await h.slash("bang start", host, response_timeout=20)
    lobby = rec.message
    assert "lobby" in lobby["embeds"][0]["title"]
    for m in others:
        await h.click(lobby, m, label="Join")
    for _ in range(ais):
        await h.click(lobby, host, label="Add AI")
    start = await h.click(lobby, host, label="Start")
    assert start.callback_type == 7
    return lobby


async def version(h: Harness, sid: str) -> int:
    return (await h.bot.storage.get_session(sid)).version


@dataclass
class Story:
    """What the human did during the game (the test asserts each happened)."""

    targeted: int = 0
    missed: int = 0
    timed_out: int = 0
    late_refused: int = 0
    store_picks: int = 0
    plays_this_turn: int = 0
    steps: int = 0
    seen: list[str] = field(default_factory=list)


async def human_move(h: Harness, m, table: dict[str, Any], clock: Clock, story: Story) -> bool:
    """Play one decision of the human by clicking what the bot rendered; False if none is open."""
    dm = h.last_dm(m)
    text = move_text(dm)
    sid = session_id(table)
    story.steps += 1
    if "General Store" in text and "table" in text:
        store = [c for c in custom_ids(h.message(table)) if ":act:" in c]
        assert store, "the General Store buttons are on the table"
        await h.click(table, m, custom_id=store[0])
        story.store_picks += 1
        return True
    if not text:
        return False
    sels = {s["custom_id"].split(":")[3]: s for s in selects(dm)}
    labs = labels(dm)
    if "card" in sels:  # phase 2
        card_sel = sels["card"]
        opts = card_sel["options"]
        if story.plays_this_turn >= 3 or not opts:
            await h.click(dm, m, label="End turn")
            story.plays_this_turn = 0
            return True
        story.plays_this_turn += 1
        targeted = [o for o in opts if "target" in (o.get("description") or "")]
        pick = (targeted or opts)[0]
        await h.select(dm, m, [pick["value"]], custom_id=card_sel["custom_id"])
        step = h.last_dm(m)
        for _ in range(3):
            ssel = {s["custom_id"].split(":")[3]: s for s in selects(step)}
            if "tgt" in ssel:
                s = ssel["tgt"]
                await h.select(step, m, [s["options"][0]["value"]], custom_id=s["custom_id"])
            elif "act" in ssel and "card" not in ssel:
                s = ssel["act"]
                await h.select(step, m, [s["options"][0]["value"]], custom_id=s["custom_id"])
                story.targeted += 1
                return True
            elif any(lab.startswith("Play ") for lab in labels(step)) and "Back" in labels(step):
                await h.click(step, m, label=next(lab for lab in labels(step) if lab.startswith("Play ")))
                return True
            else:
                return True  # played at once
            step = h.last_dm(m)
        return True
    if "at you!" in text and "BANG!" in text:
        missed = [lab for lab in labs if lab.startswith("Play Missed!")]
        if missed and not story.missed:
            before = await version(h, sid)
            await h.click(dm, m, label=missed[0])
            assert await version(h, sid) > before
            story.missed += 1
            return True
        if story.missed and not story.timed_out:
            window = copy.deepcopy(dm)
            before = await version(h, sid)
            clock.now += 3600
            assert await h.bot.scheduler.fire_due() >= 1
            after = await version(h, sid)
            assert after > before
            story.timed_out += 1
            # An answer after the window closed: refused, nothing changes.
            late = await h.click(dm, m, raw_message=window, label=labels(window)[-1])
            assert late.ephemeral
            assert await version(h, sid) == after
            story.late_refused += 1
            return True
    if "act" in sels:  # discard to the hand limit
        s = sels["act"]
        await h.select(dm, m, [s["options"][0]["value"]], custom_id=s["custom_id"])
        return True
    if labs:
        await h.click(dm, m, label=labs[0])
        return True
    return False


async def play_to_the_end(h: Harness, m, table, clock: Clock, limit: int = 600) -> Story:
    story = Story()
    sid = session_id(h.message(table))
    for _ in range(limit):
        rec = await h.bot.storage.get_session(sid)
        if rec.status != "running":
            return story
        if not await human_move(h, m, table, clock, story):
            rec = await h.bot.storage.get_session(sid)
            assert rec.status != "running", "the human has nothing to click but the game goes on"
            return story
    raise AssertionError("game did not end")


async def test_one_human_three_ai_full_game_by_clicks(harness_factory, tmp_path, clock, fixed_seed):  # noqa: F811
    """1 human + 3 AI: the human plays cards, picks targets, dodges a BANG! with Missed!, lets
    another BANG! time out (a late answer is refused), and the game reaches the results row."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    human = h.members[0]
    lobby = await open_game(h, 1, 3)
    table = h.message(lobby)
    assert "turn" in table["embeds"][0]["title"]
    assert "My hand" in labels(table)
    first = h.last_dm(human)
    assert (
        "Sheriff" in first["embeds"][0]["description"]
        or "Outlaw" in first["embeds"][0]["description"]
        or ("Renegade" in first["embeds"][0]["description"])
    ), "the secret role comes by DM at the start"
    story = await play_to_the_end(h, human, lobby, clock)
    final = h.message(lobby)
    assert "game over" in final["embeds"][0]["title"]
    assert "Rematch" in labels(final)
    assert story.targeted >= 1, story
    assert story.missed == 1, story
    assert story.timed_out == 1 and story.late_refused == 1, story
    assert await h.bot.storage.games_played(h.guild.id, "bang") == 1
    assert len(await h.bot.storage.stats(h.guild.id, "bang")) == 1  # one human row
