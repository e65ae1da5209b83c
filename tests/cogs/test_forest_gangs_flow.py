"""Forest Gangs through the interaction harness: lobby, a whole game by clicks, bad input, restart."""

from __future__ import annotations

import pytest

from tests.cogs.conftest import Clock, custom_ids, labels, start_harness
from tests.discord_harness import Harness, harness_factory  # noqa: F401

EXT = ("cogs.forest_gangs",)


@pytest.fixture
def clock() -> Clock:
    return Clock()


async def open_table(h: Harness, players: int = 4):
    host, *others = h.members[:players]
    rec = await h.slash("forest_gangs start", host)
    lobby = rec.message
    assert "lobby" in lobby["embeds"][0]["title"]
    for m in others:
        click = await h.click(lobby, m, label="Join")
        assert click.callback_type == 7
    start = await h.click(lobby, host, label="Start")
    assert start.callback_type == 7
    return lobby


def hand_dm(h: Harness, member):
    return h.last_dm(member)


async def play_to_the_end(h: Harness, members, limit: int = 400) -> None:
    """Click the first button of each player's DM hand until the game ends."""
    for _ in range(limit):
        progressed = False
        for m in members:
            dm = hand_dm(h, m)
            ids = custom_ids(dm)
            if ids:
                await h.click(dm, m, custom_id=ids[0])
                progressed = True
                break
        if not progressed:
            return
    raise AssertionError("game did not end")


async def test_full_game_by_clicks_reaches_the_results_row(harness_factory, tmp_path, clock):  # noqa: F811
    """Open a lobby, join 4 players, start, play a whole game by clicking hand buttons; results stored."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:4]
    lobby = await open_table(h)
    table = h.message(lobby)
    assert "round 1" in table["embeds"][0]["title"]
    assert "My hand" in labels(table)
    for m in members:
        assert custom_ids(hand_dm(h, m)), "every player got a hand with buttons by DM"
    await play_to_the_end(h, members)
    final = h.message(lobby)
    assert "game over" in final["embeds"][0]["title"]
    assert "Rematch" in labels(final)
    storage = h.bot.storage
    assert await storage.games_played(h.guild.id, "forest_gangs") == 1
    stats = await storage.stats(h.guild.id, "forest_gangs")
    assert len(stats) == 4
