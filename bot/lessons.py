"""A first lesson (issue 35): `/<game> learn` plays a short game against AIs in the learner's DM.

The lesson is an ordinary session (bot/sessions) whose channel is the learner's DM with the bot
(no server: `guild_id` None) and whose options say `lesson: True`: it starts at once with AI
seats and a fixed deal, pings off, and its result is never written (bot/sessions/writes.py). On
top of the learner's hand a **lesson line** gives the tip for the moment: chosen from the learner's
open decision (its kind) and, where the game says, what just happened. Tips are catalog messages
(`bot/locales/<lang>/learn.ftl`), keyed `learn-<game>-<decision kind>` and
`learn-<game>-saw-<event kind>`; a moment without a tip shows none.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.i18n import catalog, seat_language, text
from bot.sessions import LANGUAGE, LESSON, PINGS
from bot.storage import SeatInfo, SessionRecord
from bot.ui import Payload
from engines.base import Engine, Seat

LESSON_SEEDS: dict[str, int] = {"forest_gangs": 1, "bang": 2, "bang_and_twang": 226, "whizz_bing_bang": 5}
"""The deal of each game's lesson: chosen so that the first turns show the basics (Forest Gangs:
a duel after the first round; BANG!: the learner's turn first, then shots to answer; Bang & Twang:
the learner plays first, the riff is BBB and the hand holds a sequence card that matches it (a bank
at once) and Busker's Tip, the simplest tune card; the next turn a flip makes a bank possible;
Whizz Bing Bang: the learner calls first, a Boom is the second card revealed, then a Bang and a
Bing within the first five)."""
LESSON_PLAYERS: dict[str, int] = {"forest_gangs": 3, "bang": 4, "bang_and_twang": 3, "whizz_bing_bang": 3}
"""How many seats a lesson has (the learner and AIs): a small table, within the game's range."""
FG_SAW = ("duel", "giants_removed", "dragoness_banished", "gnome_pass", "goblins_joined", "shapeshifted")
"""Forest Gangs combat steps worth a word, the most telling first (the last round's combat log)."""


def is_lesson(record: SessionRecord) -> bool:
    """Whether a session is a `/<game> learn` lesson."""
    return bool(record.options.get(LESSON))


def lesson_options(lang: str) -> dict[str, Any]:
    """The session options of a lesson: the learner's language, no pings, and the lesson flag."""
    return {LESSON: True, PINGS: False, LANGUAGE: lang}


def lesson_seats(game: str, lang: str, low: int, high: int) -> list[SeatInfo]:
    """The AI seats beside the learner (the learner is seated first, as the host)."""
    players = min(max(LESSON_PLAYERS.get(game, 3), low), high)
    return [SeatInfo(name=text(lang, "ai-name", n=n), ai=True) for n in range(1, players)]


def _forest_gangs_saw(engine: Engine[Any]) -> list[str]:
    log = getattr(engine.state, "last_log", None) or []
    kinds = {step.kind for step in log}
    return [kind for kind in FG_SAW if kind in kinds][:1]


SAW: dict[str, Callable[[Engine[Any]], list[str]]] = {"forest_gangs": _forest_gangs_saw}
"""Per game: the event kinds of what just happened that deserve a word (most telling first)."""


def tip_keys(game: str, engine: Engine[Any], seat: Seat) -> list[str]:
    """The catalog keys of the moment's tips, in order: what just happened, then what to do now
    (the seat's open decision), else what to watch for while the others play."""
    keys = [f"learn-{game}-saw-{kind}" for kind in SAW.get(game, lambda _e: [])(engine)]
    mine = [d for d in engine.open_decisions() if d.seat == seat]
    if mine:
        keys.append(f"learn-{game}-{mine[0].kind}")
    elif engine.result is None:
        keys.append(f"learn-{game}-wait")
    return keys


def lesson_line(record: SessionRecord, engine: Engine[Any], seat: Seat) -> str | None:
    """The lesson line on top of a seat's hand, in the seat's language (None: no tip now)."""
    if not is_lesson(record) or record.seats[seat].user_id is None:
        return None
    lang = seat_language(record, seat)
    found = [text(lang, key) for key in tip_keys(record.game, engine, seat) if catalog().has(lang, key)]
    if not found:
        return None
    return "\n".join(["📘 " + found[0], *found[1:]])


def with_lesson(payload: Payload, line: str | None) -> Payload:
    """A hand with the lesson line on top (its words before the hand's own)."""
    if not line:
        return payload
    content = f"{line}\n\n{payload.content}" if payload.content else line
    return Payload(content[:2000], payload.embeds, payload.items, payload.picture)


# ---- `/<game> learn` ------------------------------------------------------------------------------
async def open_lesson(cog: Any, interaction: Any) -> None:
    """`/<game> learn`: the lesson starts at once in the learner's DM with the bot. In a DM the
    answer is the table; in a server a private answer links to it (nothing is posted in the
    channel). A lesson already running in that DM is answered with the way to it."""
    from bot.results import seat_range
    from bot.sessions import SessionError
    from bot.ui import DISCORD_FAULTS, display_name, jump_link, reader_language, reply

    lang = reader_language(interaction)
    user = interaction.user
    in_dm = interaction.guild_id is None
    if in_dm:
        channel: Any = interaction.channel
        channel_id = interaction.channel_id
    else:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            channel = await user.create_dm()
        except DISCORD_FAULTS:
            raise SessionError("learn_dm_closed") from None
        channel_id = channel.id
    storage = cog.bot.storage

    async def running(record: SessionRecord) -> SessionError:
        table = await storage.message(record.id, "table")
        link = jump_link(None, table[0], table[1]) if table is not None and table[1] else ""
        return SessionError("learn_running", link=link or "—", end=f"/{record.game} {text(lang, 'cmd-end')}")

    live = await storage.live_session(channel_id)
    if live is not None:
        raise await running(live)
    options = lesson_options(lang)
    low, high = seat_range(cog.game.engine, options)
    name = display_name(user)
    try:
        record = await cog.sessions.create_lobby(
            cog.key,
            guild_id=None,
            channel_id=channel_id,
            host_id=user.id,
            host_name=name,
            options=options,
            seats=lesson_seats(cog.key, lang, low, high),
            seed=LESSON_SEEDS.get(cog.key),
        )
    except SessionError as exc:
        if exc.code == "channel_busy" and (live := await storage.live_session(channel_id)) is not None:
            raise await running(live) from None
        raise
    outcome = await cog.sessions.lobby(channel_id, record.id, user.id, name, "start")
    presenter = cog.presenter
    payload = presenter.table_payload(outcome.record, outcome.engine)
    if in_dm:
        await presenter.answer_with_table(outcome.record, interaction, payload)
    else:
        msg = await presenter.post_table(outcome.record, channel, payload)
        link = jump_link(None, channel_id, msg.id) if msg is not None else ""
        await reply(interaction, text(lang, "learn-started", title=cog.title(lang), link=link or "—"))
    await presenter.publish(outcome, None)
