"""Shared Discord UI: payloads, the one persistent DynamicItem, replies and the error path.

Every button and select the bot sends has a custom_id `<game>:<session>:<token>:<verb>[:<arg>]`
(≤ 100 characters, docs/ARCHITECTURE.md C11). One catch-all DynamicItem receives every click, so that old
buttons keep working after a restart and a forged id still gets an ephemeral answer.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import hashlib
import json
import logging
import re
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import aiohttp
import discord
from discord import app_commands
from discord.http import MultipartParameters, handle_message_parameters
from discord.utils import MISSING

from bot import collector
from bot.i18n import DEFAULT, catalog, language_of, placeholders, text
from bot.layout import Picture, PictureSpec, to_layout
from bot.sessions import SessionError, commits_so_far, guard_long_waits, reset_wait_guard, speak, unspeak
from bot.storage import ConcurrentUpdate, brief
from engines.base import NeedsConfirmation, RuleViolation

T = TypeVar("T")

log = logging.getLogger(__name__)

CUSTOM_ID_MAX = 100
"""Discord's limit on custom_id length."""
ID_RE = re.compile(
    r"(?P<game>[a-z_]{2,24}):(?P<sid>[0-9a-f]{8}):(?P<token>[a-z]\d{0,9}):(?P<verb>[a-z_]{1,24})(?::(?P<arg>[\w.\-,]{1,60}))?"
)


def apology(lang: str = DEFAULT) -> str:
    """What a player is told when something failed on our side (nothing was applied)."""
    return text(lang, "err-apology")


def applied(lang: str = DEFAULT) -> str:
    """Said instead of an answer that Discord refused, for an action that was committed."""
    return text(lang, "err-applied")


DISCORD_FAULTS: tuple[type[BaseException], ...] = (
    discord.HTTPException,
    discord.RateLimited,
    asyncio.TimeoutError,
    aiohttp.ClientError,
    OSError,
)
"""What a Discord request can fail with: a refusal, a rate limit, a timeout or the network."""
UNKNOWN_WEBHOOK = 10015
UNKNOWN_INTERACTION = 10062
"""The token is dead (answered too late, or never known): nothing more can be said through it."""
ALREADY_ACKNOWLEDGED = 40060
"""The interaction was answered already: follow-ups work."""
_REPLY_FAILURE = "campfire.reply_failure"
"""`Interaction.extras` key: the error of a refused answer to a committed action."""
SEEN = "campfire.seen"
"""`Interaction.extras` key: the loop time at which the interaction was created (`seen_at`)."""
ACK_WINDOW_S = 3.0
V2_FLAG = 1 << 15
"""The message flag of a Components V2 layout."""
"""Discord's window for the initial response to an interaction."""


@dataclass
class Payload:
    """What one message should show: pure data made by a renderer, no API calls."""

    content: str | None = None
    embeds: list[discord.Embed] = field(default_factory=list)
    items: list[discord.ui.Item[Any]] = field(default_factory=list)
    picture: PictureSpec | None = None
    """The picture the renderer asks for when images are on (`bot.layout`); words alone ignore it."""
    layout: discord.ui.LayoutView | None = None
    """Set by `dressed()`: the message as a Components V2 layout (sent instead of content/embeds)."""
    shown: Picture | None = None
    """With `layout`: the picture the layout shows (None: none, and an edit removes any file)."""
    upload: bool = False
    """With `layout`: `shown` is new to the message and goes with the request (it replaces the files)."""
    _digest: str | None = field(default=None, init=False, repr=False, compare=False)
    _embeds_wire: list[dict[str, Any]] | None = field(default=None, init=False, repr=False, compare=False)
    _components_wire: list[dict[str, Any]] | None = field(default=None, init=False, repr=False, compare=False)
    _pictured: tuple[str, Payload] | None = field(default=None, init=False, repr=False, compare=False)
    _dressings: dict[Hashable, Payload] | None = field(default=None, init=False, repr=False, compare=False)

    def view(self) -> discord.ui.View | None:
        """A timeout-less view of the items (None when there are none)."""
        if not self.items:
            return None
        view = discord.ui.View(timeout=None)
        for item in self.items:
            view.add_item(item)
        return view

    def kwargs(self, *, new: bool = False) -> dict[str, Any]:
        """Keyword arguments for send/edit (an empty view clears old buttons); `new`: for a send
        (a layout's picture goes as `files`), else for an edit (as `attachments`, which replace the
        message's files; no `attachments` keeps them).

        The view is stopped before it is sent: every click is routed from its custom_id by the one
        DynamicItem (`SessionItem`), so a view that discord.py kept for each message sent or edited
        would only fill its view store for ever (every table and hand the bot ever drew) and run a
        do-nothing task on every click. Its components are sent all the same.
        """
        if self.layout is not None:
            out: dict[str, Any] = {"content": None, "embeds": [], "view": self.layout}
            if self.upload and self.shown is not None:
                out["files" if new else "attachments"] = [self.shown.file()]
            elif self.shown is None and not new:
                out["attachments"] = []
            return out
        view = self.view() or discord.ui.View()
        view.stop()
        return {"content": self.content, "embeds": self.embeds, "view": view}

    def with_picture(self, picture: PictureSpec | None) -> Payload:
        """The same words asking for `picture` (a copy: renderers may hand out a payload again, and
        get the same copy back for the same picture, with its layouts and digests worked out)."""
        name = picture.filename if picture is not None else ""
        kept = self._pictured
        if kept is not None and kept[0] == name:
            return kept[1]
        out = Payload(content=self.content, embeds=self.embeds, items=self.items, picture=picture)
        self._pictured = (name, out)
        return out

    def dressed(self, shown: Picture | None, *, upload: bool, accent: Any = None) -> Payload:
        """The same message as a Components V2 layout showing `shown` (`upload`: its file goes with
        the request)."""
        upload = upload and shown is not None and shown.png is not None
        key = (shown.filename, shown.alt, shown.thumbnail, upload, accent) if shown else (None, accent)
        dressings = self._dressings
        if dressings is None:
            dressings = self._dressings = {}
        got = dressings.get(key)
        if got is not None:
            return got
        layout = to_layout(
            content=self.content, embeds=self.embeds, items=self.items, picture=shown, accent=accent
        )
        got = Payload(
            content=self.content,
            embeds=self.embeds,
            items=self.items,
            picture=self.picture,
            layout=layout,
            shown=shown,
            upload=upload,
        )
        if not upload:  # an upload goes once; a kept picture is dressed again at every action
            dressings[key] = got
        return got

    def params(self, allowed_mentions: discord.AllowedMentions | None) -> MultipartParameters:
        """The REST request of an edit of a layout (multipart when its picture is uploaded)."""
        assert self.layout is not None
        kwargs = self.kwargs()
        return handle_message_parameters(
            content=None,
            embeds=[],
            view=self.layout,
            attachments=kwargs.get("attachments", MISSING),
            allowed_mentions=allowed_mentions if allowed_mentions is not None else MISSING,
        )

    def body(self, allowed_mentions: dict[str, Any] | None = None) -> dict[str, Any]:
        """The JSON body of a REST message create or edit of this payload: what discord.py's
        `handle_message_parameters` makes of `kwargs()` (content, embeds, components, tts and the
        client's allowed mentions), with the embeds and components worked out once per payload.

        The presenter edits tables and hands over REST with it (`Presenter._edit`): the same request,
        without discord.py parsing Discord's answer into a Message the bot would not read.
        """
        components = self._components_wire
        if components is None and self.layout is not None:
            components = self._components_wire = self.layout.to_components()
        if components is None:
            view = self.view()
            components = self._components_wire = view.to_components() if view is not None else []
        if self.layout is not None:
            # Components V2 (flag 1<<15): no content or embeds (null/empty clear an old message's).
            out: dict[str, Any] = {
                "embeds": [],
                "content": None,
                "components": components,
                "flags": V2_FLAG,
                "tts": False,
            }
            if self.shown is None:
                out["attachments"] = []
        else:
            out = {
                "embeds": self._embed_dicts(),
                "content": self.content,
                "components": components,
                "tts": False,
            }
        if allowed_mentions is not None:
            out["allowed_mentions"] = allowed_mentions
        return out

    def _embed_dicts(self) -> list[dict[str, Any]]:
        got = self._embeds_wire
        if got is None:
            got = self._embeds_wire = [e.to_dict() for e in self.embeds]
        return got

    def digest(self) -> str:
        """A hash of what the user would see, to skip edits that change nothing.

        Worked out once per payload: a payload is not changed once drawn, and a renderer may
        hand out the same one again (`cogs.bang.cog.BangCog.hand` for a hand that did not change).
        """
        got = self._digest
        if got is None:
            got = self._digest = self._hash()
        return got

    def _hash(self) -> str:
        data: dict[str, Any] = {
            "c": self.content,
            "e": self._embed_dicts(),
            "i": [_item_dict(i) for i in self.items],
        }
        if self.layout is not None:  # the same words in a layout look different: a digest of its own
            data = {"v2": self.body()["components"]}
        return hashlib.sha256(json.dumps(data, sort_keys=True, default=str).encode()).hexdigest()[:32]


class KeptHands:
    """The hand last drawn for each (session, seat), handed out again while its key is the same.

    A cog's `hand_key` is everything a hand shows, read from the engine without building a
    perspective: when it has not changed, neither has the hand, and the presenter (which draws
    every other human's hand after each click, only to compare digests) is spared the drawing.
    The oldest entries go first past `kept` (a hand is about a kilobyte).
    """

    def __init__(self, kept: int = 8192) -> None:
        self.kept = kept
        self._hands: dict[tuple[str, int], tuple[Hashable, Payload]] = {}

    def get(self, session_id: str, seat: int, key: Hashable) -> Payload | None:
        """The kept hand of the seat if it was drawn under this very key."""
        got = self._hands.get((session_id, seat))
        return got[1] if got is not None and got[0] == key else None

    def put(self, session_id: str, seat: int, key: Hashable, payload: Payload) -> None:
        """Keep the hand just drawn under its key (it replaces the seat's last one)."""
        hands = self._hands
        hands.pop((session_id, seat), None)
        hands[(session_id, seat)] = (key, payload)
        if len(hands) > self.kept:
            del hands[next(iter(hands))]  # the one drawn longest ago


def _item_dict(item: discord.ui.Item[Any]) -> dict[str, Any]:
    to_dict = getattr(item, "to_component_dict", None)
    return to_dict() if to_dict else {"repr": repr(item)}


def countdown(record: Any, decision_id: int | None = None) -> str:
    """Discord's self-updating "in 42 seconds" for a decision's deadline (or the earliest one); "" if none.

    `record` is a SessionRecord; its `deadlines` are loaded with it, so this survives restarts.
    """
    deadlines: dict[str, float] = getattr(record, "deadlines", {}) or {}
    if decision_id is not None:
        due = deadlines.get(f"d{decision_id}")
    else:
        dues = [v for k, v in deadlines.items() if k.startswith("d")]
        due = min(dues) if dues else None
    return f"<t:{int(due)}:R>" if due is not None else ""


def custom_id(game: str, sid: str, token: str, verb: str, arg: str | int | None = None) -> str:
    """Build a custom_id and check it against Discord's 100-character limit."""
    cid = f"{game}:{sid}:{token}:{verb}" if arg is None else f"{game}:{sid}:{token}:{verb}:{arg}"
    if len(cid) > CUSTOM_ID_MAX or not ID_RE.fullmatch(cid):
        raise ValueError(f"bad custom_id {cid!r}")
    return cid


def button(
    label: str,
    cid: str,
    *,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    emoji: str | discord.PartialEmoji | None = None,
    disabled: bool = False,
    row: int | None = None,
) -> discord.ui.Button[Any]:
    """A button with our custom_id (labels are cut to Discord's 80 characters); `emoji` a unicode one
    or a card's application emoji (`bot.emojis.card_emoji`)."""
    return discord.ui.Button(
        label=label[:80], custom_id=cid, style=style, emoji=emoji, disabled=disabled, row=row
    )


@dataclass(frozen=True)
class ParsedId:
    """A parsed custom_id."""

    game: str
    sid: str
    token: str
    verb: str
    arg: str | None


def parse_custom_id(raw: str) -> ParsedId | None:
    """Parse `<game>:<sid>:<token>:<verb>[:<arg>]`; None if it is not one of ours."""
    m = ID_RE.fullmatch(raw)
    if m is None:
        return None
    return ParsedId(m["game"], m["sid"], m["token"], m["verb"], m["arg"])


ClickHandler = Callable[[discord.Interaction[Any], ParsedId, list[str]], Awaitable[None]]

_handlers: dict[str, ClickHandler] = {}


def register_game_ui(game: str, handler: ClickHandler) -> None:
    """Called by a cog in cog_load: where its clicks go (the wording of its error codes is in its
    catalogs, `cogs/<game>/locales/`)."""
    _handlers[game] = handler


def unregister_game_ui(game: str) -> None:
    """Called by a cog in cog_unload."""
    _handlers.pop(game, None)


class ChannelCommandOnly(app_commands.CheckFailure):
    """A game command other than `hand`/`rules` used in a DM: it needs the game's channel."""

    def __init__(self, game: str) -> None:
        super().__init__(f"/{game} needs a server channel")
        self.code = "channel_command"
        self.params: dict[str, Any] = {"game": game}


def format_bound(value: float) -> str:
    """A range bound as the range message shows it (2.0 → "2")."""
    return f"{value:g}" if isinstance(value, float) else str(value)


def message_for(
    game: str | None, code: str, params: dict[str, Any] | None = None, lang: str = DEFAULT
) -> str:
    """The player-facing text of an error code in `lang`: the game's own wording
    (`<game>-err-<code>`, cogs/<game>/locales), then the games' shared one (`err-game-<code>`), then
    the generic one (`err-<code>`, bot/locales). `{ $game }` is the game's command group
    (`/{ $game } takeback`); a `kind` parameter is a `kind-<code>` message, worded in `lang` too."""
    c = catalog()
    args = {"game": game or "", **(params or {})}
    if "kind" in args and c.has(DEFAULT, f"kind-{args['kind']}"):  # what an option must be, worded too
        args["kind"] = c.text(lang, f"kind-{args['kind']}", **args)
    keys = (f"{game}-err-{code}", f"err-game-{code}") if game else ()
    for key in (*keys, f"err-{code}"):
        if c.has(DEFAULT, key):
            try:
                return c.text(lang, key, **args)
            except ValueError:  # a placeholder without its value: the words as they are
                return c.text(
                    lang, key, **{name: "" for name in placeholders(c.sources[DEFAULT][key])} | args
                )
    return code.replace("_", " ").capitalize() + "."


def reader_language(interaction: discord.Interaction[Any]) -> str:
    """The language of the person who clicked or typed the command (their Discord client's)."""
    return language_of(getattr(interaction, "locale", None))


async def reply(interaction: discord.Interaction[Any], text: str, **kwargs: Any) -> None:
    """An ephemeral answer, whether or not the interaction was already acknowledged."""
    kwargs.setdefault("ephemeral", True)
    if interaction.response.is_done():
        await interaction.followup.send(text, **kwargs)
    else:
        await interaction.response.send_message(text, **kwargs)


def describe_fault(exc: BaseException) -> str:
    """A short log text of a Discord failure (status and code; never the payload)."""
    if isinstance(exc, discord.HTTPException):
        return f"{type(exc).__name__} {exc.status}/{exc.code}"
    if isinstance(exc, discord.RateLimited):
        return f"RateLimited retry_after={exc.retry_after:.2f}s"
    return type(exc).__name__


DATABASE_MODULES = frozenset(
    {"bot.storage", *(f"bot.storage.{m}" for m in ("anchors", "files", "postgres", "sql", "sqlite"))}
)
"""The project's modules that talk to the database (SQLite through aiosqlite, PostgreSQL through asyncpg)."""


def database_fault(exc: BaseException) -> bool:
    """Whether an error of a kind a Discord request also raises (an OSError such as a refused
    connection, a timeout) came from the database instead: the deepest of the project's own frames
    it went through is the storage's (a PostgreSQL outage, a pool that had no connection in time, a
    SQLite file whose disk went away), not the presenter's or a cog's Discord call."""
    deepest = None
    tb = exc.__traceback__
    while tb is not None:
        name = tb.tb_frame.f_globals.get("__name__", "")
        if name.startswith(("bot.", "cogs.")):
            deepest = name
        tb = tb.tb_next
    return deepest in DATABASE_MODULES


def token_dead(exc: BaseException | None) -> bool:
    """Whether Discord said the interaction token no longer works (10062 late ack, 10015)."""
    return isinstance(exc, discord.HTTPException) and exc.code in (UNKNOWN_INTERACTION, UNKNOWN_WEBHOOK)


def already_acknowledged(exc: BaseException | None) -> bool:
    """Whether Discord said the interaction was answered already (40060)."""
    return isinstance(exc, discord.HTTPException) and exc.code == ALREADY_ACKNOWLEDGED


def transient(exc: BaseException) -> bool:
    """A failure worth retrying: 429, 5xx, a timeout or a network error (not a 4xx refusal)."""
    if isinstance(exc, discord.HTTPException):
        return exc.status == 429 or exc.status >= 500
    return isinstance(exc, discord.RateLimited | asyncio.TimeoutError | aiohttp.ClientError | OSError)


def retry_after(exc: BaseException) -> float | None:
    """Seconds Discord asked us to wait (429), from the exception or its response headers; None if not said."""
    if isinstance(exc, discord.RateLimited):
        return float(exc.retry_after)
    if not isinstance(exc, discord.HTTPException) or exc.status != 429:
        return None
    values: list[Any] = [getattr(exc, "retry_after", None)]
    headers = getattr(exc.response, "headers", None)
    if headers is not None:
        values += [headers.get("X-RateLimit-Reset-After"), headers.get("Retry-After")]
    for value in values:
        try:
            seconds = float(value)
        except (TypeError, ValueError):
            continue
        if seconds >= 0:
            return seconds
    return None


def reply_failure(interaction: discord.Interaction[Any]) -> BaseException | None:
    """The error Discord answered our reply to a committed action with (see `respond`), if any."""
    return interaction.extras.get(_REPLY_FAILURE)


async def respond(interaction: discord.Interaction[Any], call: Callable[[], Awaitable[T]]) -> T | None:
    """Answer an action that is already committed; a refusal never undoes or hides it.

    When Discord refuses the answer (10062 late, 40060 already answered, 5xx, 429, a timeout),
    the error is remembered on the interaction (`reply_failure`; the caller then edits the
    table and hands over the bot's own REST routes), logged at INFO, and the player is told
    the action was done where the token still works (`confirm_applied`). Returns None then.
    """
    try:
        return await call()
    except DISCORD_FAULTS as exc:
        interaction.extras[_REPLY_FAILURE] = exc
        log.info("The answer to an applied action was refused (%s)", describe_fault(exc))
        await confirm_applied(interaction)
        return None


async def confirm_applied(interaction: discord.Interaction[Any]) -> None:
    """Tell the player, ephemerally, that their action was applied, if Discord still takes the token.

    After 10062 the token is dead: nothing is sent. After 40060 the interaction is answered: a
    follow-up. After a 5xx, 429 or timeout the answer may not have reached Discord: one more
    answer, and a follow-up if that one says it was answered after all.
    """
    failure = reply_failure(interaction)
    if token_dead(failure):
        return
    try:
        if interaction.response.is_done() or already_acknowledged(failure):
            await interaction.followup.send(applied(reader_language(interaction)), ephemeral=True)
            return
        try:
            await interaction.response.send_message(applied(reader_language(interaction)), ephemeral=True)
        except discord.HTTPException as exc:
            if not already_acknowledged(exc):
                raise
            await interaction.followup.send(applied(reader_language(interaction)), ephemeral=True)
    except DISCORD_FAULTS as exc:
        log.info("Could not confirm an applied action (%s)", describe_fault(exc))


async def run_guarded(interaction: discord.Interaction[Any], game: str | None, work: Awaitable[None]) -> None:
    """The central error path (docs/ARCHITECTURE.md C9), in this order.

    1. RuleViolation / SessionError / NeedsConfirmation → a short ephemeral text from the
       game's catalog; logged at DEBUG only. A lost version race (ConcurrentUpdate: nothing
       was written) is answered as a stale button and logged at INFO.
    2. A database failure of a kind Discord requests also raise (a refused connection, a timeout:
       `database_fault`) → logged at ERROR as a database failure, with the error; an apology.
       A Discord failure (refusal, rate limit, timeout, network) → logged at WARNING (INFO for
       Forbidden), never at ERROR. If the request had committed something, the player is told it
       was applied (never "try again"); otherwise an apology, when the token still works.
    3. Anything else → log.exception with the custom_id/command and the error (as a database
       failure when the storage raised it: "database or disk is full"); an ephemeral apology, which is
       true when nothing was committed; if something was, the player is told it was applied.
    No interaction is left unanswered. Then the garbage collection that fell due meanwhile runs
    (bot/collector.py), not inside the answer.
    """
    commits = commits_so_far()
    languages = speak(reader_language(interaction), language_of(getattr(interaction, "guild_locale", None)))
    try:
        await work
    except (RuleViolation, SessionError, NeedsConfirmation) as exc:
        log.debug("refused game=%s code=%s", game, exc.code)
        await _say(interaction, message_for(game, exc.code, exc.params, reader_language(interaction)))
    except ConcurrentUpdate:
        log.info("Lost a version race game=%s at=%s: answered as a stale button", game, _where(interaction))
        await _say(interaction, message_for(game, "stale_button", lang=reader_language(interaction)))
    except DISCORD_FAULTS as exc:
        applied = commits_so_far() != commits
        if database_fault(exc):  # e.g. PostgreSQL refusing connections: not Discord's doing
            log.error(
                "Database failure game=%s at=%s applied=%s (%s)",
                game,
                _where(interaction),
                applied,
                brief(exc),
            )
            if applied:
                if reply_failure(interaction) is None:
                    await confirm_applied(interaction)
            else:
                await _apologise(interaction)
            return
        level = logging.INFO if isinstance(exc, discord.Forbidden) else logging.WARNING
        log.log(
            level,
            "Discord failure game=%s at=%s applied=%s (%s)",
            game,
            _where(interaction),
            applied,
            describe_fault(exc),
        )
        if applied:
            if not interaction.response.is_done() and reply_failure(interaction) is None:
                await confirm_applied(interaction)
        elif not token_dead(exc):
            await _apologise(interaction)
    except Exception as exc:
        applied = commits_so_far() != commits
        what = "Database failure" if database_fault(exc) else "Unexpected error"
        log.exception(
            "%s game=%s at=%s applied=%s (%s)", what, game, _where(interaction), applied, brief(exc)
        )
        if applied:
            if reply_failure(interaction) is None:
                await confirm_applied(interaction)
        else:
            await _apologise(interaction)
    finally:
        unspeak(languages)
        collector.after_request()  # the collection due, now that the answer and edits are out


def seen_at(interaction: discord.Interaction[Any]) -> float:
    """When the interaction was created, on the loop's clock: now, less its age by its snowflake
    when that age is plausible (0–3 s; a clock far from Discord's is ignored). A task that starts
    late (a loaded loop) still knows how long its interaction has waited."""
    now = asyncio.get_running_loop().time()
    age = (discord.utils.utcnow() - interaction.created_at).total_seconds()
    return now - age if 0.0 <= age <= ACK_WINDOW_S else now


class Deferral:
    """One interaction's guard for waits (the channel lock, the database): a `window` around a
    request that may wait acknowledges the interaction if it is still waiting `after_s` after
    the interaction was created (type 6 for a click: no loading state), so that Discord's 3 s
    window is never missed. The answer then comes through the token:
    refusals as follow-ups (`reply`), the clicked message through `edit_original_response` and
    the table over REST (the presenter sees the response done).

    Nothing is sent when the request is quick, so an accepted click still costs one response.
    The deferral runs concurrently with the wait; leaving the outermost window waits for it, so
    no other answer can race it. Windows may nest (one timer for all).
    """

    def __init__(self, interaction: discord.Interaction[Any]) -> None:
        self.interaction = interaction
        self._depth = 0
        self._timer: asyncio.TimerHandle | None = None
        self._task: asyncio.Task[None] | None = None

    @contextlib.asynccontextmanager
    async def window(self, after_s: float) -> AsyncIterator[None]:
        """Around a wait: defer once the interaction is `after_s` old (at once if it is already)."""
        self._depth += 1
        try:
            if self._depth == 1:
                loop = asyncio.get_running_loop()
                seen = float(self.interaction.extras.get(SEEN, loop.time()))
                delay = seen + after_s - loop.time()
                if delay <= 0:
                    await self.defer()
                else:
                    self._timer = loop.call_later(delay, self._start)
            yield
        finally:
            self._depth -= 1
            if self._depth == 0:
                if self._timer is not None:
                    self._timer.cancel()
                    self._timer = None
                task, self._task = self._task, None
                if task is not None:
                    await task

    def _start(self) -> None:
        self._timer = None
        self._task = asyncio.ensure_future(self.defer())

    async def defer(self) -> None:
        """Acknowledge now, unless something answered already (never raises for Discord faults)."""
        interaction = self.interaction
        if interaction.response.is_done():
            return
        try:
            await interaction.response.defer()
            log.debug("Deferred a waiting interaction at=%s", _where(interaction))
        except discord.InteractionResponded:
            pass
        except DISCORD_FAULTS as exc:
            log.info("Could not defer a waiting interaction (%s)", describe_fault(exc))


def _where(interaction: discord.Interaction[Any]) -> str:
    """The clicked button (without its argument) or the command, for logs."""
    data = interaction.data or {}
    return _loggable_id(str(data.get("custom_id") or "")) or str(data.get("name") or "")


async def _say(interaction: discord.Interaction[Any], text: str) -> None:
    try:
        await reply(interaction, text)
    except DISCORD_FAULTS as exc:
        log.info("Could not answer a refused interaction (%s)", describe_fault(exc))


def _loggable_id(raw: str) -> str:
    """A custom_id without its argument: a hand button's argument may be a hidden card id (C7)."""
    parsed = parse_custom_id(raw)
    if parsed is None:
        return "unrecognised" if raw else ""
    return f"{parsed.game}:{parsed.sid}:{parsed.token}:{parsed.verb}"


async def _apologise(interaction: discord.Interaction[Any]) -> None:
    try:
        await reply(interaction, apology(reader_language(interaction)))
    except DISCORD_FAULTS as exc:
        log.info("Could not send the apology (%s)", describe_fault(exc))


class SessionItem(discord.ui.DynamicItem[discord.ui.Item[Any]], template=r"(?P<raw>[\s\S]{1,100})"):
    """The one persistent item: it catches every button/select click on the bot's messages.

    `from_custom_id` only parses and never raises; `interaction_check` always allows; `callback`
    runs the game's handler inside `run_guarded` (DynamicItems have no error hook).
    """

    def __init__(self, item: discord.ui.Item[Any]) -> None:
        super().__init__(item)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> SessionItem:
        """Wrap the message's own component; parsing happens in the callback."""
        interaction.extras.setdefault(SEEN, seen_at(interaction))
        return cls(item)

    @property
    def raw(self) -> str:
        """The clicked custom_id."""
        return str(getattr(self.item, "custom_id", "") or "")

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        """Always allow: refusals are answered in the callback, never silently."""
        return True

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Route the click to its game's handler."""
        parsed = parse_custom_id(self.raw)
        values = list(getattr(self.item, "values", []) or [])
        game = parsed.game if parsed else None
        handler = _handlers.get(game or "")

        async def work() -> None:
            if parsed is None or handler is None:
                raise SessionError("forged_id")
            await handler(interaction, parsed, values)

        # A click that has to wait for the lock or the database is deferred (`Deferral`) by the
        # session manager's `submit` and `lobby`, whose callers all answer through the token then.
        guard = guard_long_waits(Deferral(interaction).window)
        try:
            await run_guarded(interaction, game, work())
        finally:
            reset_wait_guard(guard)


def jump_link(guild_id: int | None, channel_id: int, message_id: int) -> str:
    """Discord's link to a message (a click opens the channel at that message)."""
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


def display_name(user: discord.abc.User) -> str:
    """A member's name as shown at the table."""
    return getattr(user, "display_name", None) or user.name


def discord_time(iso: str) -> str:
    """An ISO time (UTC when it names no zone) as a Discord timestamp each reader sees in their own
    time zone and language ("3 days ago"); "" for text that is not a time."""
    try:
        at = dt.datetime.fromisoformat(iso)
    except ValueError:
        return ""
    if at.tzinfo is None:
        at = at.replace(tzinfo=dt.UTC)
    return f"<t:{int(at.timestamp())}:R>"
