"""`/campfire history` and **Replay** (issue 35): look back at a server's finished games.

`/campfire history` lists the channel's finished games, or a member's across the server, newest
first, ten a page with **Older**/**Newer**, each line the game, when it ended, the winners and the
players; a select opens the **Replay** of one. Everything is private (ephemeral) and in the reader's
language.

A replay is rebuilt from what the game stored: its first position (`Storage.initial_state`) and its
action log (`Storage.actions`), as `python -m bot replay` does (`SessionManager.replay`). A step is a
turn (the engine's `turn` changes): step 0 is the table as the game began, each next step the table
as the next turn began, with the table's Recent lines of what happened in between (the cog's
`event_line` of the public events), and the last step the game's results (`cog.finished`), where
hands and roles are revealed as they were at the end of the live game. Every step is drawn by the
game's own table renderer (`cog.table`), which shows only public information: never a hand or the
deck order.

The viewer keeps no state on the server: its buttons' custom_ids carry the session and the step
(`history:<session>:<f|p|n|l>:step:<n>`), so it works after a restart; a click is checked again
(a finished game of the clicker's server, a step that exists) and refused cleanly otherwise. The
list's page buttons carry the page (`history:00000000:c:older:<page>` for a channel,
`…:m:older:<member>,<page>` for a member).
"""

from __future__ import annotations

import datetime as dt
import json
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import DEFAULT, Words, catalog, words
from bot.sessions import SessionError
from bot.storage.records import ActionRow, HistoryGame, ResultSeat, SessionRecord
from bot.ui import ParsedId, Payload, button, custom_id, reader_language

if TYPE_CHECKING:
    from bot.client import CampfireBot
    from bot.gamecog import GameCog
    from engines.base import Engine

log = logging.getLogger(__name__)

PREFIX = "history"
"""The custom_id prefix of the history's and the replay's buttons (in place of a game's key)."""
NO_SESSION = "00000000"
"""The session part of the list's custom_ids (a list is of many sessions)."""
PAGE_SIZE = 10
"""Games a page of the history lists."""
MAX_PAGE = 10_000
"""The furthest page a custom_id may ask for (100,000 games back)."""
STEP_TOKENS = {
    "f": "history-btn-first",
    "p": "history-btn-previous",
    "n": "history-btn-next",
    "l": "history-btn-last",
}
"""The replay's buttons: their custom_id token (so two buttons that go to the same step still have
different ids) and their words."""
STEP_EMOJI = {"f": "⏮️", "p": "◀️", "n": "▶️", "l": "⏭️"}
EMBED_COLOUR = discord.Colour.from_rgb(230, 126, 34)
"""Campfire orange (`bot.campfire.EMBED_COLOUR`: that module imports this one, so not from there)."""


def seat_label(seat: ResultSeat, w: Words) -> str:
    """A seat as the list names it, as `/<game> stats` does: "🤖 AI 1" for an AI player, "Bob
    (finished by the AI)" for a human whose seat an AI finished."""
    if seat.user_id is None:
        return f"🤖 {seat.name}"
    return w("stats-finished-by-ai", name=seat.name) if seat.ai else seat.name


def display_name(user: Any) -> str:
    """A member's name as the server shows it."""
    return getattr(user, "display_name", None) or user.name


# ---- the list ----------------------------------------------------------------------------------------
def game_title(game: str, lang: str) -> str:
    """A game's name in `lang` (its key when the game is not known here)."""
    key = f"{game}-title"
    return catalog().text(lang, key) if catalog().has(DEFAULT, key) else game


def stamp(iso: str) -> str:
    """When a game finished, as a Discord timestamp (each reader sees their own time zone)."""
    try:
        at = dt.datetime.fromisoformat(iso)
    except ValueError:
        return "?"
    if at.tzinfo is None:
        at = at.replace(tzinfo=dt.UTC)
    return f"<t:{int(at.timestamp())}:f>"


def game_line(game: HistoryGame, w: Words, *, channel: bool) -> str:
    """One game of the list: the game, when, the winners, the players (`channel`: where it was)."""
    winners = [seat_label(s, w) for s in game.winners]
    head = w("history-winners", names=w.names(winners)) if winners else w("history-nobody")
    players = ", ".join(seat_label(s, w) for s in game.seats)
    where = f" · <#{game.channel_id}>" if channel else ""
    line = w(
        "history-line",
        game=game_title(game.game, w.lang),
        when=stamp(game.finished_at),
        winners=head,
        players=players,
    )
    return f"{line}{where}"


def page_ids(member: int | None, page: int) -> tuple[str, str]:
    """The custom_ids of the Older and Newer buttons of a page."""
    token, arg = ("c", "") if member is None else ("m", f"{member},")
    return (
        custom_id(PREFIX, NO_SESSION, token, "older", f"{arg}{page + 1}"),
        custom_id(PREFIX, NO_SESSION, token, "newer", f"{arg}{max(page - 1, 0)}"),
    )


def history_payload(
    games: list[HistoryGame], lang: str, *, page: int, member: tuple[int, str] | None
) -> Payload:
    """A page of the history (`games`: up to PAGE_SIZE + 1, the one more saying an older page
    exists) of the channel, or of `member` (their id and name)."""
    w = words(lang)
    shown, more = games[:PAGE_SIZE], len(games) > PAGE_SIZE
    name = member[1] if member is not None else ""
    title = w("history-title-member", name=name) if member is not None else w("history-title-channel")
    if shown:
        lines = [
            f"{page * PAGE_SIZE + i + 1}. {game_line(g, w, channel=member is not None)}"
            for i, g in enumerate(shown)
        ]
        body = "\n".join(lines)
    elif page:
        body = w("history-no-more")
    else:
        body = w("history-none-member", name=name) if member is not None else w("history-none-channel")
    embed = discord.Embed(title=title[:256], description=body[:4000], colour=EMBED_COLOUR)
    if shown or page:
        embed.set_footer(text=w("history-footer", page=page + 1))
    items: list[discord.ui.Item[Any]] = []
    if shown:
        options = [
            discord.SelectOption(
                label=f"{page * PAGE_SIZE + i + 1}. {game_title(g.game, lang)}"[:100],
                value=g.session_id,
                description=(
                    w("history-winners", names=w.names([seat_label(s, w) for s in g.winners]))
                    if g.winners
                    else w("history-nobody")
                )[:100],
                emoji="🎞️",
            )
            for i, g in enumerate(shown)
        ]
        items.append(
            discord.ui.Select(
                custom_id=custom_id(PREFIX, NO_SESSION, "s", "replay"),
                placeholder=w("history-pick")[:150],
                options=options,
                row=0,
            )
        )
    if shown or page:
        older, newer = page_ids(member[0] if member is not None else None, page)
        items.append(button(w("history-newer"), newer, emoji="⬅️", disabled=page == 0, row=1))
        items.append(button(w("history-older"), older, emoji="➡️", disabled=not more, row=1))
    return Payload(embeds=[embed], items=items)


async def show_history(
    bot: CampfireBot, interaction: discord.Interaction[Any], member: tuple[int, str] | None, page: int = 0
) -> Payload:
    """The page `page` of the channel's history (or `member`'s, their id and name, in the server)
    for this reader."""
    if interaction.guild_id is None or interaction.channel_id is None:
        raise SessionError("guild_only")
    offset, limit = page * PAGE_SIZE, PAGE_SIZE + 1
    storage = bot.storage
    if member is None:
        games = await storage.history_of_channel(interaction.channel_id, limit, offset)
    else:
        games = await storage.history_of_member(interaction.guild_id, member[0], limit, offset)
    return history_payload(games, reader_language(interaction), page=page, member=member)


# ---- the replay ----------------------------------------------------------------------------------------
@dataclass
class ReplayStep:
    """One step of a replay: the game as that step shows it."""

    index: int
    count: int
    """How many steps the replay has (the last is the results)."""
    engine: Engine[Any]
    lines: list[str]
    """The public lines of what happened since the step before (the table's Recent lines)."""

    @property
    def last(self) -> bool:
        return self.index == self.count - 1


class ReplayBroken(Exception):
    """The stored log does not rebuild the stored game (other rules since): no replay."""


def replay_step(
    cog: GameCog, record: SessionRecord, initial_state: str, rows: list[ActionRow], step: int
) -> ReplayStep:
    """Rebuild the game from its first position and its log, and keep step `step` (None past the end
    is the caller's: `count` says how many there are). A step ends where the engine's turn changes;
    actions after the last such change make the last step. ReplayBroken when the log does not replay
    or does not end where the game ended."""
    eng = cog.game.engine
    try:
        engine = eng.load(initial_state)
        kept: tuple[str, list[str]] | None = (initial_state, []) if step == 0 else None
        index, pending, lines = 0, False, []
        for row in rows:
            before = engine.turn
            events = engine.apply(row.seat, eng.parse_action(json.loads(row.action_json)))
            pending = True
            if index + 1 == step:
                for event in events:
                    if event.audience.sees(None):
                        line = cog.event_line(event, record)
                        if line:
                            lines.append(line)
            if engine.turn != before:
                index, pending = index + 1, False
                if index == step:
                    kept = (engine.dump(), lines)
        if pending:
            index += 1
            if index == step:
                kept = (engine.dump(), lines)
        final = engine.dump()
    except Exception as exc:  # a log another version of the rules wrote: said plainly, logged here
        log.warning("Replay of session=%s does not rebuild (%s)", record.id, type(exc).__name__)
        raise ReplayBroken(record.id) from exc
    if record.state is not None and final != record.state:
        log.warning("Replay of session=%s ends elsewhere than the stored game", record.id)
        raise ReplayBroken(record.id)
    if kept is None:
        raise SessionError("forged_id")  # a step the game does not have
    state, step_lines = kept
    return ReplayStep(step, index + 1, engine if state == final else eng.load(state), step_lines)


def replay_payload(cog: GameCog, record: SessionRecord, at: ReplayStep, lang: str) -> Payload:
    """A step as the viewer shows it: a line saying where the replay is, the game's own public table
    (its results at the last step) in the reader's language, and the four buttons."""
    w = words(lang)
    options = {**record.options, "language": lang}
    title = game_title(record.game, lang)
    if at.last:
        shown = cog.finished(record.copy(options=options, deadlines={}), at.engine)
        head = w("history-replay-end", game=title, step=at.index + 1, steps=at.count)
    else:
        view = record.copy(
            status="running", options=options, recent_log=list(at.lines), deadlines={}, state=None
        )
        shown = cog.table(view, at.engine)
        key = "history-replay-start" if at.index == 0 else "history-replay-step"
        head = w(key, game=title, step=at.index + 1, steps=at.count)
    targets = {"f": 0, "p": max(at.index - 1, 0), "n": min(at.index + 1, at.count - 1), "l": at.count - 1}
    items: list[discord.ui.Item[Any]] = [
        button(
            w(STEP_TOKENS[token]),
            custom_id(PREFIX, record.id, token, "step", target),
            emoji=STEP_EMOJI[token],
            disabled=target == at.index,
            style=discord.ButtonStyle.primary if token == "n" else discord.ButtonStyle.secondary,
            row=0,
        )
        for token, target in targets.items()
    ]
    return Payload(content=head, embeds=list(shown.embeds), items=items)


async def replay(
    bot: CampfireBot, interaction: discord.Interaction[Any], session_id: str, step: int
) -> Payload:
    """Step `step` of the replay of `session_id` for this reader, after checking the click: a finished
    game of the clicker's server (else "forged_id"), a game loaded here that replays
    ("history-err-replay_unavailable")."""
    if interaction.guild_id is None or not 0 <= step <= 100_000:
        raise SessionError("forged_id")
    record = await bot.storage.get_session(session_id)
    if record is None or record.guild_id != interaction.guild_id or record.status != "finished":
        raise SessionError("forged_id")
    cog = next((c for c in bot.games.cogs() if c.key == record.game), None)
    initial = await bot.storage.initial_state(session_id)
    if cog is None or initial is None:
        raise SessionError("replay_unavailable")
    rows = await bot.storage.actions(session_id)
    try:
        at = replay_step(cog, record, initial, rows, step)
    except ReplayBroken:
        raise SessionError("replay_unavailable") from None
    return replay_payload(cog, record, at, reader_language(interaction))


# ---- clicks ----------------------------------------------------------------------------------------------
async def on_click(
    bot: CampfireBot, interaction: discord.Interaction[Any], parsed: ParsedId, values: list[str]
) -> None:
    """A click on a history list or a replay (registered under PREFIX in `bot.ui`'s router)."""
    if (
        parsed.verb == "step"
        and parsed.token in STEP_TOKENS
        and parsed.arg is not None
        and parsed.arg.isdigit()
    ):
        payload = await replay(bot, interaction, parsed.sid, int(parsed.arg))
        await interaction.response.edit_message(**payload.kwargs())
        return
    if parsed.sid != NO_SESSION:
        raise SessionError("forged_id")
    if parsed.verb == "replay" and parsed.token == "s" and len(values) == 1:
        payload = await replay(bot, interaction, values[0], 0)
        await interaction.response.send_message(ephemeral=True, **payload.kwargs(new=True))
        return
    if parsed.verb in ("older", "newer") and parsed.arg is not None:
        member: tuple[int, str] | None = None
        page_text = parsed.arg
        if parsed.token == "m":
            who, _, page_text = parsed.arg.partition(",")
            if not who.isdigit():
                raise SessionError("forged_id")
            member = (int(who), member_name(bot, interaction, int(who)))
        elif parsed.token != "c":
            raise SessionError("forged_id")
        if not page_text.isdigit() or int(page_text) > MAX_PAGE:
            raise SessionError("forged_id")
        payload = await show_history(bot, interaction, member, int(page_text))
        await interaction.response.edit_message(**payload.kwargs())
        return
    raise SessionError("forged_id")


def member_name(bot: CampfireBot, interaction: discord.Interaction[Any], user_id: int) -> str:
    """A member's name as the server shows it (their account's name when they left the server)."""
    guild = interaction.guild
    found = (guild.get_member(user_id) if guild is not None else None) or bot.get_user(user_id)
    return display_name(found) if found is not None else "?"
