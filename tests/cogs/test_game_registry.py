"""A game cog registers in the bot's registry of games as a whole and unregisters as a whole
(`bot/games.py`): unloading it leaves no trace anywhere a game is looked up, and loading it again
works."""

from __future__ import annotations

from typing import Any

import pytest

from bot import ui
from tests.cogs.conftest import Clock, labels, start_harness
from tests.discord_harness import harness_factory  # noqa: F401

EXT = ("cogs.forest_gangs", "cogs.whizz_bing_bang")


@pytest.fixture
def clock() -> Clock:
    return Clock()


def places(bot: Any, key: str) -> dict[str, bool]:
    """Whether `key` is found in each place a game is registered."""
    return {
        "registry": key in bot.games,
        "engine": key in bot.sessions.games,
        "event lines": key in bot.sessions.event_line,
        "timers": key in bot.sessions.timers,
        "before commit": key in bot.sessions.before_commit,
        "renderer": key in bot.presenter.renderers,
        "click handler": key in ui._handlers,
        "timeout presenter": key in bot.games.timeout_presenters,
        "commands": bot.tree.get_command(key) is not None,
    }


async def test_unloading_a_game_cog_leaves_no_trace_and_loading_it_again_works(
    harness_factory, tmp_path, clock
):
    """Unload a game: nothing of it stays; load it again: it is found everywhere and a lobby opens."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    bot = h.bot
    assert bot.games.keys() == ["forest_gangs", "whizz_bing_bang"]
    loaded = {key: places(bot, key) for key in ("forest_gangs", "whizz_bing_bang")}
    assert all(loaded["whizz_bing_bang"].values()), loaded  # the real-time game uses every place
    assert [p for p, there in loaded["forest_gangs"].items() if not there] == ["timers"]

    for key, other in (("whizz_bing_bang", "forest_gangs"), ("forest_gangs", "whizz_bing_bang")):
        await bot.unload_extension(f"cogs.{key}")
        assert not any(places(bot, key).values()), places(bot, key)
        assert places(bot, other) == loaded[other]  # the other game stays as it was
        assert bot.games.keys() == [other]
        await bot.load_extension(f"cogs.{key}")
        assert places(bot, key) == loaded[key]
    assert bot.games.keys() == ["whizz_bing_bang", "forest_gangs"]

    a, b = h.members[:2]
    rec = await h.slash("forest_gangs start", a)
    lobby = rec.message
    assert "Join" in labels(lobby)
    await h.click(lobby, b, label="Join")
    record = await bot.storage.live_session(h.channel.id)
    assert record.game == "forest_gangs" and [s.user_id for s in record.seats] == [a.id, b.id]
