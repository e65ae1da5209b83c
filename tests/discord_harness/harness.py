"""`Harness` (all its parts together), `make_harness` and the `harness_factory` fixture."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Awaitable, Callable
from typing import Any

import discord
import discord.ext.test as dpytest
import pytest
from discord.ext.test import backend as dpy_backend
from discord.ext.test import factories as dpy_factories

from tests.discord_harness.checks import Checks
from tests.discord_harness.core import _CREATED
from tests.discord_harness.emojis import EmojiSide
from tests.discord_harness.interactions import InteractionSide
from tests.discord_harness.outgoing import Outgoing
from tests.discord_harness.reading import Reading
from tests.discord_harness.rest import RestSide
from tests.discord_harness.snowflakes import _jsonable
from tests.discord_harness.threads import ThreadSide
from tests.discord_harness.users import UserSide


class Harness(UserSide, RestSide, ThreadSide, EmojiSide, InteractionSide, Outgoing, Checks, Reading):
    """A dpytest-configured bot plus interaction recording. Build with `make_harness` / `harness_factory`."""

    # ---------------------------------------------------------------- restart

    async def restart(
        self,
        bot: discord.Client,
        setup: Callable[[discord.Client], Awaitable[None] | None] | None = None,
        *,
        close_old: bool = True,
    ) -> Harness:
        """Simulate a process restart: a new bot on the *same* Discord world (ids, messages, DMs).

        The guild, channels, members and the bot user keep their ids; messages already sent stay
        fetchable, and `messages` keeps their last versions so old buttons can be clicked.
        """
        await self.settle(check=False)
        if close_old:
            await self.shutdown()
        old_backend = dpy_backend._cur_config
        ids = list(self._world_ids)
        new = await make_harness(
            bot,
            setup=None,
            _replay_ids=ids,
            _reset_ids=False,
            **self._configure_kwargs,
        )
        for name, discrim, uid, nick in self._added_members:
            user = dpy_backend.make_user(name, discrim, id_num=uid)
            dpy_backend.make_member(user, new.guild, nick=nick)
        new._added_members = list(self._added_members)
        for cid, history in old_backend.messages.items():
            dpy_backend._cur_config.messages.setdefault(cid, []).extend(_jsonable(history))
        new.messages = _jsonable(self.messages)
        new.versions = {k: list(v) for k, v in self.versions.items()}
        new.dm_channel_ids = dict(self.dm_channel_ids)
        new.uploads = dict(self.uploads)
        new.upload_limit_bytes = self.upload_limit_bytes
        new.app_emojis = _jsonable(self.app_emojis)
        new.app_emoji_images = dict(self.app_emoji_images)
        new.app_emoji_limit = self.app_emoji_limit
        new.guild_emoji_ids = set(self.guild_emoji_ids)
        new.forbidden_dm_user_ids = set(self.forbidden_dm_user_ids)
        new._id_counter = itertools.count(next(self._id_counter) + 1)
        new.error_loggers = self.error_loggers
        self.close()
        if setup is not None:
            res = setup(bot)
            if asyncio.iscoroutine(res):
                await res
        return new


async def make_harness(
    bot: discord.Client,
    *,
    setup: Callable[[discord.Client], Awaitable[None] | None] | None = None,
    guilds: int | list[str] = 1,
    text_channels: int | list[str] = 1,
    voice_channels: int | list[str] = 0,
    members: int | list[str] = 4,
    _replay_ids: list[int] | None = None,
    _reset_ids: bool = True,
) -> Harness:
    """Configure `bot` with dpytest FIRST, re-link the command tree, install the fakes, then run `setup`.

    `setup(bot)` (sync or async) is where a test registers ``bot.add_dynamic_items(...)``,
    ``bot.add_view(...)``, cogs or opens storage. Call `Harness.close()` (the fixture does) and
    `Harness.verify()` at the end.
    """
    if _reset_ids:
        dpy_factories.generated_ids = 0
    await bot._async_setup_hook()  # sets bot.loop (CommandTree schedules on it)

    harness = Harness(bot)
    _CREATED.append(harness)
    harness._configure_kwargs = {
        "guilds": guilds,
        "text_channels": text_channels,
        "voice_channels": voice_channels,
        "members": members,
    }
    # Record (or replay, for restart) the ids dpytest makes for the world so a restart keeps them.
    real_make_id = dpy_factories.make_id
    replay = iter(_replay_ids or ())

    def make_id() -> int:
        nid = next(replay, None)
        if nid is None:
            nid = real_make_id()
        harness._world_ids.append(nid)
        return nid

    # dpytest's members only exist if the member cache is on; a bot with default intents (no
    # privileged members intent) gets it for the test only, and its real intents back after.
    real_intents = bot._connection._intents
    test_intents = discord.Intents._from_value(real_intents.value)
    test_intents.members = True
    bot._connection._intents = test_intents
    bot._connection.member_cache_flags = discord.MemberCacheFlags.from_intents(test_intents)
    dpy_factories.make_id = make_id
    try:
        dpytest.configure(
            bot, guilds=guilds, text_channels=text_channels, voice_channels=voice_channels, members=members
        )
    finally:
        dpy_factories.make_id = real_make_id
    bot._connection._intents = real_intents
    tree = getattr(bot, "tree", None)
    if tree is not None:
        bot._connection._command_tree = tree  # configure() replaced the connection state
        tree._http = bot.http  # ... and the HTTP client: sync() must go through the recording fake
    bot._connection.application_id = bot.user.id  # type: ignore[union-attr]
    harness._install()
    if setup is not None:
        res = setup(bot)
        if asyncio.iscoroutine(res):
            await res
    return harness


@pytest.fixture
async def harness_factory() -> Any:
    """Fixture: ``h = await harness_factory(bot, setup=..., members=4)``; verifies and closes at teardown."""
    start = len(_CREATED)

    async def factory(bot: discord.Client, **kwargs: Any) -> Harness:
        return await make_harness(bot, **kwargs)

    yield factory
    made = _CREATED[start:]  # includes harnesses made by Harness.restart()
    del _CREATED[start:]
    try:
        for h in made:
            if not h._closed:
                await h.settle(check=False)
        for h in made:
            h.verify()
    finally:
        for h in made:
            await h.shutdown()
        await dpytest.empty_queue()
