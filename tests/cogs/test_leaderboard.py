"""`/campfire leaderboard` and `/campfire profile` (issue 35) through the real cogs and the strict
harness, on both backends: whole games by clicks rate their people (never an AI player), BANG!
records each seat's side, and the answers are private and in the reader's language."""

from __future__ import annotations

import re

import pytest

from bot.i18n import text
from tests.backends import sql
from tests.cogs.conftest import Clock, start_harness
from tests.cogs.test_bang_flow import SEED
from tests.cogs.test_bang_flow import open_game as open_bang
from tests.cogs.test_bang_flow import play_to_the_end as play_bang
from tests.cogs.test_forest_gangs_flow import lobby_button, play_to_the_end
from tests.discord_harness import Harness, harness_factory  # noqa: F401

FG = ("cogs.forest_gangs",)
MENTION = re.compile(r"<@(\d+)>")


@pytest.fixture
def clock() -> Clock:
    return Clock()


async def fg_game(h: Harness, humans: int = 3) -> None:
    """One Forest Gangs game of `humans` members and one AI player, by clicks to the end."""
    host, *others = h.members[:humans]
    lobby = (await h.slash("forest_gangs start", host)).message
    for m in others:
        assert (await h.click(lobby, m, custom_id=lobby_button(lobby, "join"))).callback_type == 7
    assert (await h.click(lobby, host, custom_id=lobby_button(h.message(lobby), "add_ai"))).callback_type == 7
    assert (await h.click(lobby, host, custom_id=lobby_button(h.message(lobby), "start"))).callback_type == 7
    await play_to_the_end(h, h.members[:humans])
    assert (await h.bot.storage.live_session(h.channel.id)) is None


def board_of(rec) -> tuple[str, list[int], str]:
    """An answer's title, the members its lines name in order, and its whole text."""
    embed = rec.message["embeds"][0]
    body = embed.get("description") or "\n".join(f["value"] for f in embed.get("fields") or [])
    lines = [line for line in body.splitlines() if not line.startswith("-#")]
    return (
        embed["title"],
        [int(MENTION.search(line).group(1)) for line in lines if MENTION.search(line)],
        body,
    )


async def test_two_forest_gangs_games_rank_the_winner_first_without_the_ai(harness_factory, tmp_path, clock):  # noqa: F811
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG)
    humans = h.members[:3]
    await fg_game(h)
    await fg_game(h)
    storage = h.bot.storage
    stats = {
        user: (played, won)
        for _name, played, won, user, _ai in await storage.stats(h.guild.id, "forest_gangs")
    }
    assert set(stats) == {m.id for m in humans} and all(p == 2 for p, _ in stats.values())

    # This week: by wins (then fewer games), each line with its counts; no AI player anywhere.
    rec = await h.slash("campfire leaderboard", humans[1], game="forest_gangs", period="week")
    assert rec.ephemeral
    title, order, body = board_of(rec)
    assert "Forest Gangs" in title and "7 days" in title
    assert sorted(order) == sorted(m.id for m in humans), body
    wins = [stats[u][1] for u in order]
    assert wins == sorted(wins, reverse=True), "the most wins first"
    first = body.splitlines()[0]
    assert f"**{stats[order[0]][1]} won** / 2 played" in first, first
    assert "AI" not in body and "🤖" not in body

    # All time: by rating, the same people, the rated games and wins as the results count them.
    rec = await h.slash("campfire leaderboard", humans[0], game="forest_gangs")
    title, order, body = board_of(rec)
    rows = await sql(
        storage,
        "SELECT user_id, ordinal, games, wins FROM ratings WHERE guild_id = ? AND game = ? ORDER BY ordinal DESC",
        h.guild.id,
        "forest_gangs",
    )
    assert [r["user_id"] for r in rows] == order, "ranked by rating; the AI player is not rated"
    assert {r["user_id"]: (r["games"], r["wins"]) for r in rows} == stats
    best = max(stats, key=lambda u: stats[u][1])
    if sorted(w for _, w in stats.values())[-2] < stats[best][1]:  # one player won more than the others
        assert order[0] == best, "the winner leads the board"
    assert "rating" in body

    # Every game at once (no game named): a field per game played.
    rec = await h.slash("campfire leaderboard", humans[0])
    fields = rec.message["embeds"][0]["fields"]
    assert [f["name"] for f in fields] == ["Forest Gangs"]


async def test_profiles_say_who_has_not_played_and_show_a_player_s_record(harness_factory, tmp_path, clock):  # noqa: F811
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG)
    watcher = h.members[-1]
    rec = await h.slash("campfire profile", h.members[0], player=watcher)
    assert rec.ephemeral
    embed = rec.message["embeds"][0]
    assert f"<@{watcher.id}> has not played" in embed["description"]
    await fg_game(h, humans=2)
    rec = await h.slash("campfire profile", h.members[1])
    embed = rec.message["embeds"][0]
    fields = {f["name"]: f["value"] for f in embed["fields"]}
    assert set(fields) == {"Forest Gangs", "Last games"}
    assert "/ 1 played" in fields["Forest Gangs"] and "Rating" in fields["Forest Gangs"]
    assert fields["Last games"].count("•") == 1
    # In Italian for an Italian reader; the watcher still has not played.
    h.locales[watcher.id] = "it"
    rec = await h.slash("campfire profile", watcher)
    assert rec.message["embeds"][0]["description"] == text("it", "profile-not-played", who=f"<@{watcher.id}>")


async def test_a_bang_game_records_every_seat_s_role_and_rates_only_the_human(
    harness_factory, tmp_path, clock
):  # noqa: F811
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ("cogs.bang",), seed=SEED)
    human = h.members[0]
    lobby = await open_bang(h, 1, 3)
    await play_bang(h, human, lobby, clock)
    storage = h.bot.storage
    seats = await sql(storage, "SELECT seat, user_id, side, won FROM result_players ORDER BY seat")
    sides = [r["side"] for r in seats]
    assert sides.count("sheriff") == 1 and set(sides) <= {"sheriff", "deputy", "outlaw", "renegade"}, sides
    rated = await sql(storage, "SELECT user_id, games, wins FROM ratings WHERE game = 'bang'")
    mine = next(r for r in seats if r["user_id"] == human.id)
    assert [(r["user_id"], r["games"], r["wins"]) for r in rated] == [(human.id, 1, mine["won"])]
    rec = await h.slash("campfire leaderboard", human, game="bang")
    _title, order, body = board_of(rec)
    assert order == [human.id]
    role = text("en", f"bang-card-{mine['side']}")
    assert f"-# {role} {mine['won']}/1" in body, body
    rec = await h.slash("campfire profile", human)
    fields = {f["name"]: f["value"] for f in rec.message["embeds"][0]["fields"]}
    assert f"{role} {mine['won']}/1" in fields["BANG!"] and f"as {role}" in fields["Last games"]


async def test_leaderboards_are_a_server_s_and_refused_in_a_dm(harness_factory, tmp_path, clock):  # noqa: F811
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG)
    member = h.members[0]
    rec = await h.slash("campfire leaderboard", member, channel=await member.create_dm())
    assert rec.ephemeral
    assert rec.message["content"] == text("en", "err-leaderboard_guild_only")
    rec = await h.slash("campfire leaderboard", member, game="forest_gangs", period="month")
    assert rec.message["embeds"][0]["description"] == text(
        "en", "leaderboard-empty", game="Forest Gangs", period=text("en", "leaderboard-period-month")
    )
