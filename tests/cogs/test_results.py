"""Results and lobbies as players read them, through the real cogs: names, plurals, why it ended.

The final table and every player's DM show the same standings with the players' names (never
seat numbers), correct plurals and the reason the game ended; each lobby states the player count
its Start button accepts.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.results import player_name, plural, seat_range, with_seat_names
from bot.storage import SeatInfo, SessionRecord
from engines import get_game
from engines.common.runner import play_ai_game
from tests import discord_spec
from tests.cogs.conftest import Clock, custom_ids, labels, start_harness
from tests.discord_harness import Harness, harness_factory  # noqa: F401

ALL = ("cogs.bang", "cogs.whizz_bing_bang", "cogs.forest_gangs", "cogs.bang_and_twang")
SEAT_NUMBER = re.compile(r"\b[Ss]eat \d+\b|\bP\d\b")
BAD_PLURAL = re.compile(r"(?<![\d.])1\*{0,2} (cards|points|pts|rounds|turns)\b")


@pytest.fixture
def clock() -> Clock:
    return Clock()


def description(msg: dict[str, Any]) -> str:
    return msg["embeds"][0].get("description") or ""


def every_text(h: Harness) -> list[str]:
    """Every text of every version of every message the bot sent (channel, DMs, ephemerals)."""
    return [t for versions in h.versions.values() for v in versions for t in discord_spec.message_texts(v)]


async def finished_record(h: Harness, sid: str) -> SessionRecord:
    record = await h.bot.storage.get_session(sid)
    assert record is not None and record.status == "finished"
    return record


def assert_same_results_in_every_dm(h: Harness, members, table: dict[str, Any]) -> None:
    """Each player's DM hand became the results: the table's text, without buttons."""
    for m in members:
        dm = h.last_dm(m)
        assert "game over" in dm["embeds"][0]["title"]
        assert description(dm) == description(table), m.display_name
        assert not custom_ids(dm)


# ---- lobbies ---------------------------------------------------------------------------------------------
LOBBY_CASES = [
    ("forest_gangs", {}, 2),
    ("forest_gangs", {"ghost": False}, 3),
    ("bang_and_twang", {}, 2),
    ("bang", {}, 3),
    ("whizz_bing_bang", {}, 3),
    ("whizz_bing_bang", {"two_players": True}, 2),
]


@pytest.mark.parametrize(("game", "options", "fewest"), LOBBY_CASES)
async def test_lobby_minimum_is_what_start_accepts(harness_factory, tmp_path, clock, game, options, fewest):
    """The lobby says "a game needs at least N"; Start refuses N-1 players and starts with N."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, (f"cogs.{game}",))
    host = h.members[0]
    rec = await h.slash(f"{game} start", host, **options)
    lobby = rec.message
    said = re.search(r"a game needs at least (\d+)", description(h.message(lobby)))
    assert said is not None, description(h.message(lobby))
    assert int(said.group(1)) == fewest
    for _ in range(fewest - 2):
        await h.click(lobby, host, label="Add AI")
    refused = await h.click(lobby, host, label="Start")
    assert refused.ephemeral and refused.message["content"], "too few players: a short private answer"
    assert (await h.bot.storage.live_session(h.channel.id)).status == "lobby"
    await h.click(lobby, host, label="Add AI")
    started = await h.click(lobby, host, label="Start")
    assert not started.ephemeral
    assert (await h.bot.storage.live_session(h.channel.id)).status == "running"


async def test_forest_gangs_lobby_with_the_ghost_says_at_most_five(harness_factory, tmp_path, clock):
    """With the ghost on the lobby says 2–5 (the ghost needs a spare gang); Start refuses 6."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ("cogs.forest_gangs",))
    host = h.members[0]
    lobby = (await h.slash("forest_gangs start", host, ghost=True)).message
    assert "a game needs 2–5" in description(h.message(lobby))
    for _ in range(5):
        await h.click(lobby, host, label="Add AI")
    refused = await h.click(lobby, host, label="Start")
    assert "no spare gang" in refused.message["content"]
    await h.click(lobby, host, label="Remove AI")
    assert not (await h.click(lobby, host, label="Start")).ephemeral


def test_seat_range_follows_each_engine_check():
    """seat_range is the start check: every game, default options and the options that change it."""
    assert seat_range(get_game("whizz_bing_bang").engine, {}) == (3, 6)
    assert seat_range(get_game("whizz_bing_bang").engine, {"two_players": True}) == (2, 6)
    assert seat_range(get_game("forest_gangs").engine, {"ghost": True, "max_players": 6}) == (2, 5)
    assert seat_range(get_game("forest_gangs").engine, {"max_players": 4}) == (2, 4)
    assert seat_range(get_game("bang").engine, {}) == (3, 8)


# ---- results ----------------------------------------------------------------------------------------------
async def test_forest_gangs_results_name_winners_in_the_table_and_every_dm(harness_factory, tmp_path, clock):
    """A whole game: the results name the winner, why it ended and every count; each DM shows the same."""
    from tests.cogs.test_forest_gangs_flow import play_to_the_end

    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ("cogs.forest_gangs",))
    members = h.members[:3]
    lobby = (await h.slash("forest_gangs start", members[0])).message
    for m in members[1:]:
        await h.click(lobby, m, label="Join")
    await h.click(lobby, members[0], label="Add AI")
    await h.click(lobby, members[0], label="Start")
    sid = (await h.bot.storage.live_session(h.channel.id)).id
    await play_to_the_end(h, members)
    record = await finished_record(h, sid)
    engine = get_game("forest_gangs").engine.load(record.state)
    result, counts = engine.result, engine.state.final_counts
    table = h.message(lobby)
    text = description(table)
    headline = text.splitlines()[0]
    winners = [player_name(record, w) for w in result.winners]
    assert winners and all(name in headline for name in winners)
    assert f"with {plural(counts[result.winners[0]], 'card')}" in headline
    reason = next(line for line in text.splitlines() if line.startswith("🔚"))
    assert any(name in reason for name in [*(s.name for s in record.seats), "Ghost"]), reason
    for seat in range(len(record.seats)):
        assert f"{player_name(record, seat)} — **{counts[seat]}** card" in text
    assert "Rematch" in labels(table)
    assert_same_results_in_every_dm(h, members, table)
    texts = every_text(h)
    assert not [t for t in texts if SEAT_NUMBER.search(t)]
    assert not [t for t in texts if BAD_PLURAL.search(t)]


async def test_bang_and_twang_results_name_winners_in_the_table_and_every_dm(
    harness_factory, tmp_path, clock
):
    """A whole game: names with points and banked cards, the end reason, the same text in every DM."""
    from tests.cogs.test_bang_and_twang_flow import open_table, play_to_the_end, session

    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ("cogs.bang_and_twang",))
    lobby = await open_table(h, 3)
    sid = (await session(h)).id
    await play_to_the_end(h, lobby)
    record = await finished_record(h, sid)
    engine = get_game("bang_and_twang").engine.load(record.state)
    result = engine.result
    table = h.message(lobby)
    text = description(table)
    headline = text.splitlines()[0]
    assert all(player_name(record, w) in headline for w in result.winners)
    assert f"{plural(int(max(result.scores)), 'point')}" in headline
    assert any(line.startswith("🔚") for line in text.splitlines())
    for seat in range(3):
        banked = len(engine.state.banks[seat])
        line = f"{player_name(record, seat)} — **{plural(int(result.scores[seat]), 'point')}**"
        assert f"{line} ({plural(banked, 'card')} banked)" in text
    assert_same_results_in_every_dm(h, h.members[:3], table)
    texts = every_text(h)
    assert not [t for t in texts if SEAT_NUMBER.search(t)]
    assert not [t for t in texts if BAD_PLURAL.search(t)]


async def test_a_game_ended_by_the_host_says_so_with_the_counts_so_far(harness_factory, tmp_path, clock):
    """/forest_gangs end: table and DMs say the host stopped it and list each player's cards."""
    from tests.cogs.test_forest_gangs_flow import open_table

    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ("cogs.forest_gangs",))
    members = h.members[:3]
    lobby = await open_table(h, players=3)
    await h.slash("forest_gangs end", members[0])
    table = h.message(lobby)
    text = description(table)
    assert text.startswith("**The game was stopped before its end.**")
    assert "🛑 The game was ended by the host." in text
    assert "Cards when the game was stopped:" in text
    assert all(f"{m.display_name} — **9** cards" in text for m in members)
    assert_same_results_in_every_dm(h, members, table)


@pytest.mark.parametrize(
    ("game", "seats", "options"),
    [
        ("bang", 4, {}),
        ("whizz_bing_bang", 3, {"end_points": 1}),
        ("forest_gangs", 3, {"ghost": True}),
        ("bang_and_twang", 2, {}),
    ],
)
async def test_results_of_every_game_name_players_in_a_dm(
    harness_factory, tmp_path, clock, game, seats, options
):
    """The results as a DM shows them (no engine passed: rebuilt from the stored state) name the winners."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ALL)
    played = play_ai_game(get_game(game), seats, 5, options)
    record = SessionRecord(
        id="abcdef12",
        guild_id=h.guild.id,
        channel_id=h.channel.id,
        game=game,
        rules_version=1,
        seed=5,
        host_id=1,
        seats=[SeatInfo(user_id=100 + i, name=f"Player{i}") for i in range(seats)],
        options={},
        status="finished",
        version=9,
        state=played.engine.dump(),
    )
    cog = next(c for c in h.bot.cogs.values() if getattr(c, "key", None) == game)
    text = cog.finished(record, None).embeds[0].description or ""
    headline = text.splitlines()[0] + "\n" + text.splitlines()[1]
    # Named in the headline, or (BANG!: the headline says which side won) on their own 🏆 line.
    marked = "\n".join(x for x in text.splitlines() if x.startswith("🏆"))
    assert all(f"Player{w}" in headline or f"Player{w}" in marked for w in played.engine.result.winners), text
    assert not SEAT_NUMBER.search(text), text
    assert not BAD_PLURAL.search(headline), headline


def test_engine_sentences_get_names_and_singulars():
    """The generic fallback for an engine summary: seat numbers become names, "1 points" singular."""
    record = SessionRecord(
        id="abcdef12",
        guild_id=1,
        channel_id=2,
        game="whizz_bing_bang",
        rules_version=1,
        seed=1,
        host_id=1,
        seats=[SeatInfo(user_id=i + 1, name=n) for i, n in enumerate(["Ana", "Ben", "Cy", "Dee"])]
        + [SeatInfo(name="AI 1", ai=True)],
        options={},
        status="finished",
        version=1,
    )
    assert (
        with_seat_names("seat 4 wins with 1 points after 1 rounds", record)
        == "Dee wins with 1 point after 1 round"
    )
    assert with_seat_names("Seat 5 and seat 1 share 11 points", record) == "🤖 AI 1 and Ana share 11 points"
