"""discord.py's view store stays empty: every click is routed by the one DynamicItem (bot/ui.py), so
no view is kept per message the bot sends or edits (it would grow for as long as the bot runs, by
one entry per table and hand ever drawn, and run a no-op task on every click)."""

from __future__ import annotations

import pytest

from tests.cogs.conftest import Clock, custom_ids, start_harness
from tests.cogs.test_forest_gangs_flow import open_table, play_to_the_end
from tests.discord_harness import harness_factory  # noqa: F401


@pytest.fixture
def clock() -> Clock:
    return Clock()


async def test_a_whole_game_leaves_no_view_in_discord_py_store(harness_factory, tmp_path, clock):  # noqa: F811
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ("cogs.forest_gangs",))
    members = h.members[:4]
    lobby = await open_table(h)
    first = custom_ids(h.last_dm(members[0]))
    await h.click(h.last_dm(members[0]), members[0], custom_id=first[0])
    store = h.bot._connection._view_store
    assert store._views == {} and store._synced_message_views == {}
    hand = await h.click(lobby, members[1], label="My hand")  # an ephemeral hand: buttons that work
    assert hand.ephemeral and custom_ids(hand.message)
    await h.click(hand.message, members[1], custom_id=custom_ids(hand.message)[0])
    await play_to_the_end(h, members)
    assert store._views == {} and store._synced_message_views == {} and store._modals == {}
    assert await h.bot.storage.live_session(h.channel.id) is None, "the game was played to its end"
