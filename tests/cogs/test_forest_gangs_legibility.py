"""Forest Gangs as players read it: a legend for the pile icons, who won each combat, the Frog rule."""

from __future__ import annotations

import re

import pytest

from bot.i18n import words
from cogs.forest_gangs.render import card_label
from engines import get_game
from engines.forest_gangs.perspective import CardView
from tests import discord_spec
from tests.cogs.conftest import Clock, custom_ids, labels, start_harness
from tests.cogs.test_forest_gangs_flow import open_table
from tests.discord_harness import Harness, harness_factory  # noqa: F401

EXT = ("cogs.forest_gangs",)
LEGEND = words("en")("forest_gangs-legend")
PILES = re.compile(r"🃏 \d+ · ✋ \d+ · 🗑 \d+ · \*\*(\d+)\*\* (cards?)$")


@pytest.fixture
def clock() -> Clock:
    return Clock()


def field(msg: dict, name: str) -> str | None:
    return next((f["value"] for f in msg["embeds"][0].get("fields", []) if f["name"] == name), None)


async def click_first_until(h: Harness, members, done) -> None:
    """Each player clicks the first button of their DM hand until `done()` is true."""
    for _ in range(200):
        if await done():
            return
        m = next((m for m in members if custom_ids(h.last_dm(m))), None)
        assert m is not None, "nobody can act"
        await h.click(h.last_dm(m), m, custom_id=custom_ids(h.last_dm(m))[0])
    raise AssertionError("never got there")


async def test_recent_says_who_won_each_combat_and_with_what(harness_factory, tmp_path, clock):
    """After each combat the table's Recent names the round's winner and the card, never a bare "Round 2"."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    lobby = await open_table(h, players=3)
    record = await h.bot.storage.live_session(h.channel.id)

    def engine():
        return get_game("forest_gangs").engine.load(record.state)

    async def round_over(n: int):
        nonlocal record
        record = await h.bot.storage.live_session(h.channel.id) or record
        return engine().state.round > n or engine().result is not None

    for n in (1, 2):
        await click_first_until(h, members, lambda n=n: round_over(n))
        steps = engine().state.last_log if engine().state.round > n else engine().state.log
        end = next(s for s in steps if s.kind in ("winner", "no_winner"))
        recent = field(h.message(lobby), "📜 Recent")
        assert recent is not None
        if end.kind == "winner":
            name = record.seats[end.winner].name
            face = end.plays[0].card
            card = card_label(CardView(id="x", value=face.value, name=face.name, flag=face.flag))
            assert f"⚔️ Round {n}: **{name}** wins with {card}" in recent, recent
        else:
            assert f"⚔️ Round {n}: nobody wins" in recent, recent
    assert not [line for line in recent.splitlines() if re.fullmatch(r"Round \d+", line)]


async def test_table_has_a_legend_and_counts_read_with_plurals(harness_factory, tmp_path, clock):
    """Every version of the table explains its pile icons, and each count says "1 card" / "n cards"."""
    from tests.cogs.test_forest_gangs_flow import play_to_the_end

    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    lobby = await open_table(h, players=3)
    await play_to_the_end(h, members)
    versions = h.versions[int(lobby["id"])]
    running = [v for v in versions if "round" in (v["embeds"][0].get("title") or "")]
    assert len(running) > 5
    for v in running:
        assert LEGEND in v["embeds"][0]["description"]
        for f in v["embeds"][0]["fields"]:
            if f["name"] in ("⚔️ Combat", "⚔️ Last combat", "📜 Recent"):
                continue
            m = PILES.search(f["value"])
            assert m is not None, f["value"]
            assert m.group(2) == ("card" if m.group(1) == "1" else "cards")


async def test_a_frog_hand_says_why_the_other_card_is_not_offered(harness_factory, tmp_path, clock):
    """A player holding a Frog sees only the Frog button, and the hand says why the other card is missing."""
    from tests.cogs.test_forest_gangs_flow import play_to_the_end

    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:4]
    await open_table(h, players=4)
    await play_to_the_end(h, members)
    frog_hands = []
    for m in members:
        for dm in h.dms(m):
            for v in h.versions[int(dm["id"])]:
                hand = v["embeds"][0].get("description") or ""
                if "Frog (6)" in hand and hand.count("\n") == 1 and labels(v) == ["🐸 Frog (6)"]:
                    frog_hands.append(v)
    assert frog_hands, "no player held a Frog and another card in this seeded game"
    for v in frog_hands:
        move = next(f["value"] for f in v["embeds"][0]["fields"] if f["name"] == "Your move")
        assert "can't be laid: you hold a Frog, and a Frog must be played." in move
        assert not any("🐸" in line for line in move.splitlines()[1:])


async def test_every_text_reads_without_internal_names(harness_factory, tmp_path, clock):
    """No decision kind, phase name or "Seat N" in any message of a whole game."""
    from tests.cogs.test_forest_gangs_flow import play_to_the_end

    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    await open_table(h, players=3)
    await play_to_the_end(h, members)
    texts = [t for vs in h.versions.values() for v in vs for t in discord_spec.message_texts(v)]
    internal = re.compile(r"choose_card|use_shapeshifter|join_duel|\bSeat \d|\b1 cards\b")
    assert not [t for t in texts if internal.search(t)]
