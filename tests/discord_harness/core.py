"""The harness's core: state, world, installation, recording, faults and the message store."""

from __future__ import annotations

import asyncio
import contextvars
import itertools
import logging
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import discord
import discord.ext.test as dpytest
from discord.ext.test import backend as dpy_backend
from discord.webhook import async_ as webhook_async

from tests import discord_spec as spec_rules
from tests.discord_harness import snowflakes
from tests.discord_harness.adapter import FakeInteractionAdapter
from tests.discord_harness.payloads import _user_dict
from tests.discord_harness.records import (
    ACK_DEADLINE_S,
    SETTLE_TASK_PREFIXES,
    TOKEN_LIFETIME_S,
    ApiCall,
    InteractionRecord,
    JsonDict,
    UploadedFile,
)
from tests.discord_harness.snowflakes import _jsonable, snowflake_at

if TYPE_CHECKING:
    from tests.discord_harness.harness import Harness


class _ErrorLogHandler(logging.Handler):
    def __init__(self, sink: list[logging.LogRecord]) -> None:
        super().__init__(level=logging.ERROR)
        self.sink = sink

    def emit(self, record: logging.LogRecord) -> None:
        self.sink.append(record)


_ACTIVE: list[Harness] = []
_CREATED: list[Harness] = []  # every harness ever made; the fixture verifies those made during its test
_DEFAULT_ADAPTER = contextvars.Context().run(webhook_async.async_context.get)


class HarnessCore:
    """The harness's state, its world (guild, channels, members), installing the fakes, recording calls
    and faults, and the message store. The other parts of `Harness` build on it."""

    def __init__(self, bot: discord.Client) -> None:
        self.bot = bot
        self.adapter = FakeInteractionAdapter(self)
        self.calls: list[ApiCall] = []
        self.interactions: dict[int, InteractionRecord] = {}
        self._by_token: dict[str, InteractionRecord] = {}
        self._by_original: dict[int, list[InteractionRecord]] = {}
        """message id -> the interactions whose original response it is (`_refresh_rec_message`)."""
        self.messages: dict[int, JsonDict] = {}  # id -> latest version as users see it
        self.locales: dict[int, str] = {}
        """user id -> their Discord client's locale (`interaction.locale`; "en-US" when not set)."""
        self.guild_locale = "en-US"
        """The server's language (`interaction.guild_locale`)."""
        self.versions: dict[int, list[JsonDict]] = {}  # id -> every version, oldest first
        self.violations: list[str] = []
        #: Every request Discord would have refused, for the whole life of the harness (never cleared).
        self.refusals: list[str] = []
        self.errors: list[logging.LogRecord] = []
        self.forbidden_dm_user_ids: set[int] = set()
        #: The commands Discord holds after the last bulk overwrite (``tree.sync()``), as it answered.
        self.synced_commands: list[JsonDict] = []
        self.dm_channel_ids: dict[int, int] = {}  # user id -> DM channel id
        #: Every file Discord accepted from the bot, by attachment id (`attachments()` reads them).
        self.uploads: dict[int, UploadedFile] = {}
        #: A request's files may come to this many bytes in all (Discord's default for bots: 10 MiB).
        self.upload_limit_bytes: int = spec_rules.UPLOAD_LIMIT_BYTES
        #: The application's emojis as Discord holds them (id -> emoji object), and their images.
        self.app_emojis: dict[int, JsonDict] = {}
        self.app_emoji_images: dict[int, bytes] = {}
        #: How many emojis the application may own (Discord: 2,000).
        self.app_emoji_limit: int = spec_rules.APPLICATION_EMOJI_LIMIT
        #: Ids of server emojis the bot may use on components, besides those of its guilds' caches.
        self.guild_emoji_ids: set[int] = set()
        self.ack_deadline_s: float = ACK_DEADLINE_S
        #: How long follow-ups and @original edits may use an interaction's token (Discord: 15 min).
        self.token_lifetime_s: float = TOKEN_LIFETIME_S
        #: Task-name prefixes `settle()` waits for; add the bot's own fire-and-forget task names here.
        self.settle_prefixes: tuple[str, ...] = SETTLE_TASK_PREFIXES
        self._faults: list[tuple[Callable[[ApiCall], bool], BaseException]] = []
        self._id_counter = itertools.count(1)
        self._added_members: list[tuple[str, str, int, str | None]] = []
        self._configure_kwargs: JsonDict = {}
        self._world_ids: list[int] = []
        #: Benchmarks only (`benchmarks.click_latency`): record without refereeing or copying, so that
        #: what is timed is the bot, not its double. Every test keeps the strict double (False).
        self.lean = False
        #: Seconds each message edit takes to come back (Discord's round trip; 0: at once). With it,
        #: `max_edits_in_flight` tells edits sent one after another from edits sent together.
        self.edit_round_trip_s = 0.0
        self.edits_in_flight = 0
        self.max_edits_in_flight = 0
        #: The double's own time on the event loop, in seconds: how long its request handlers (the
        #: REST routes and the interaction webhooks it answers in Discord's place) ran, which a real
        #: Discord spends on its own servers. Benchmarks take it out of the bot's figures. Exact with
        #: `edit_round_trip_s` 0 (a handler then never waits); with a round trip it counts the wait.
        self.double_s = 0.0
        self._serving_depth = 0
        #: perf_counter() when the last `settle()` first found no bot task pending (the bot's work
        #: ended there; the settle's own quiet rounds come after).
        self.quiet_at: float | None = None
        self._log_handler = _ErrorLogHandler(self.errors)
        #: Loggers whose ERROR records (e.g. "Ignoring exception in ...", ``log.exception``) fail the test.
        self.error_loggers: tuple[str, ...] = ("discord", "bot", "cogs")
        self._closed = False

    # ---------------------------------------------------------------- world

    @property
    def config(self) -> Any:
        """dpytest's RunnerConfig (guilds, channels, members)."""
        return dpytest.get_config()

    @property
    def guild(self) -> discord.Guild:
        """The first dpytest guild."""
        return self.config.guilds[0]

    @property
    def channel(self) -> discord.TextChannel:
        """The first text channel of the first guild."""
        return next(c for c in self.config.channels if isinstance(c, discord.TextChannel))

    @property
    def members(self) -> list[discord.Member]:
        """Human members of the first guild (dpytest's plus `add_members`), in creation order."""
        me = self.bot.user.id if self.bot.user else None
        return [m for m in self.guild.members if m.id != me]

    @property
    def application_id(self) -> int:
        """The application id used in payloads (the bot user id)."""
        return int(self.bot.application_id or self.bot.user.id)  # type: ignore[union-attr]

    def add_members(
        self, n: int, prefix: str = "Player", guild: discord.Guild | None = None
    ) -> list[discord.Member]:
        """Create `n` new guild members named ``{prefix}{i}``."""
        guild = guild or self.guild
        out = []
        for _ in range(n):
            i = len(self._added_members) + 1
            name = f"{prefix}{i}"
            discrim = f"{(i % 9999) or 1:04}"
            user = dpy_backend.make_user(name, discrim)
            member = dpy_backend.make_member(user, guild, nick=name)
            self._added_members.append((name, discrim, user.id, name))
            out.append(member)
        return out

    def next_id(self, at_ms: int | None = None) -> int:
        """A fresh snowflake for a message Discord creates (worker 2, so it never collides with dpytest's)."""
        return snowflake_at(
            snowflakes._now_ms() if at_ms is None else at_ms, next(self._id_counter), worker=2
        )

    # ---------------------------------------------------------------- installation

    def _install(self) -> None:
        webhook_async.async_context.set(self.adapter)
        # Safety net: tasks started in another context (a fixture, a scheduler) still see the fake.
        _DEFAULT_ADAPTER.request = self.adapter.request  # type: ignore[method-assign]
        _ACTIVE.append(self)
        for name in self.error_loggers:
            logging.getLogger(name).addHandler(self._log_handler)
        self._wrap_http()
        self._wrap_threads()  # type: ignore[attr-defined]

    def close(self) -> None:
        """Uninstall: restore the default adapter and detach the error-log capture."""
        if self._closed:
            return
        self._closed = True
        for name in self.error_loggers:
            logging.getLogger(name).removeHandler(self._log_handler)
        if self in _ACTIVE:
            _ACTIVE.remove(self)
        if _ACTIVE:
            _DEFAULT_ADAPTER.request = _ACTIVE[-1].adapter.request  # type: ignore[method-assign]
        else:
            _DEFAULT_ADAPTER.__dict__.pop("request", None)

    def _resolve_channel(self, channel_id: int) -> discord.abc.Messageable | None:
        ch = self.bot.get_channel(channel_id)
        if ch is None:
            for user_id, cid in self.dm_channel_ids.items():
                user = self.bot.get_user(user_id)
                if cid == channel_id and user is not None:
                    ch = discord.DMChannel(
                        me=self.bot.user,  # type: ignore[arg-type]
                        state=self.bot._connection,
                        data={"id": cid, "type": 1, "recipients": [_user_dict(user)]},  # type: ignore[typeddict-item]
                    )
        return ch  # type: ignore[return-value]

    async def shutdown(self) -> None:
        """Close the bot (its ``close()`` runs: scheduler, storage...) and uninstall the fakes."""
        if not self.bot.is_closed():
            self.bot.ws = None  # type: ignore[assignment]  # dpytest's FakeWebSocket can't close
            await self.bot.close()
        self.close()

    def _ensure_context(self) -> None:
        if webhook_async.async_context.get() is not self.adapter:
            webhook_async.async_context.set(self.adapter)

    # ---------------------------------------------------------------- recording helpers

    @contextmanager
    def serving(self) -> Iterator[None]:
        """Time a request handler of the double (Discord's side of a call) into `double_s`."""
        self._serving_depth += 1
        started = time.perf_counter()
        try:
            yield
        finally:
            self._serving_depth -= 1
            if not self._serving_depth:
                self.double_s += time.perf_counter() - started

    def _record(self, call: ApiCall, rec: InteractionRecord | None = None) -> ApiCall:
        call.at = asyncio.get_running_loop().time()
        call.double_s = self.double_s
        call.seq = len(self.calls)
        self.calls.append(call)
        if rec is not None:
            rec.calls.append(call)
        return call

    def _refuse(self, text: str, exc: BaseException) -> None:
        """Record a breach of Discord's rules (settle()/verify() raise it) and raise Discord's answer."""
        self.violations.append(f"Discord would refuse {text}")
        self.refusals.append(text)
        raise exc

    def age_interaction(self, rec: InteractionRecord, seconds: float) -> None:
        """Pretend `rec` was dispatched `seconds` earlier (its token expires after 15 min)."""
        rec.dispatched_at -= seconds

    def _fault_for(self, call: ApiCall) -> BaseException | None:
        for i, (pred, exc) in enumerate(self._faults):
            if pred(call):
                del self._faults[i]
                return exc
        return None

    def fail_next(
        self, kind: str, error: BaseException, *, where: Callable[[ApiCall], bool] | None = None
    ) -> None:
        """Make the next API call of `kind` (e.g. MESSAGE_EDIT) raise `error` (e.g. ``http_error(429)``)."""
        self._faults.append((lambda c: c.kind == kind and (where is None or where(c)), error))

    def forbid_dms(self, *users: discord.abc.Snowflake) -> None:
        """DMs to these users fail with Forbidden 403 / 50007 "Cannot send messages to this user"."""
        self.forbidden_dm_user_ids.update(u.id for u in users)

    def _store(self, msg: JsonDict, *, to_channel: bool) -> JsonDict:
        if not self.lean:
            msg = _jsonable(msg)
        mid = int(msg["id"])
        self.messages[mid] = msg
        if not self.lean:
            self.versions.setdefault(mid, []).append(msg)
        if to_channel:
            cfg = dpy_backend._cur_config
            cid = int(msg["channel_id"])
            history = cfg.messages.setdefault(cid, [])
            backend_copy = dict(msg) if self.lean else _jsonable(msg)
            backend_copy["id"] = mid  # dpytest compares ids as ints
            for i, old in enumerate(history):
                if int(old["id"]) == mid:
                    history[i] = backend_copy
                    break
            else:
                history.append(backend_copy)
        return msg
