"""Pure renderers for Whizz Bing Bang: the public perspective → the table embed and its buttons.

There is nothing private in this game (token hunt aside), so there is no hand message: the
table carries every button. It is drawn from `view_for(None)` and the session record only.
A press is acknowledged to its maker alone (`press_head`, `press_ruling`, `press_waiting`).
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.art.cards import PALETTES
from bot.emojis import card_emoji
from bot.results import plural
from bot.storage import SessionRecord
from bot.ui import Payload, button, custom_id
from engines.base import Event
from engines.whizz_bing_bang.events import RankEntry
from engines.whizz_bing_bang.perspective import WhizzBingBangPerspective
from engines.whizz_bing_bang.text import CAUSE_TEXT, IGNORED_TEXT, early_text, late_claim_text, secs

GAME = "whizz_bing_bang"
SEAT_RE = re.compile(r"\b(?:Seat |P)(\d+)\b")
CARD_EMOJI = {"whizz": "🌀", "bing": "🔔", "bang": "💢", "boom": "💥"}
TOKEN_EMOJI = {"whizz": "🌀", "bing": "🔔", "bang": "💢", "boom": "💥"}
COLOUR_RGB = PALETTES["whizz_bing_bang"].frames
"""The card colours as the card art draws them (the table's accent follows the face-up card)."""
COLOUR_DOT = {"red": "🔴", "blue": "🔵", "green": "🟢", "yellow": "🟡", "purple": "🟣", "orange": "🟠"}
ARROW = {1: "↻ clockwise", -1: "↺ anticlockwise"}
LOG_LINES = 6
"""Recent-event lines shown on the table."""
LEGEND = (
    "*●○ own tokens left to give · next = the token you'd give when you punish ·"
    " received = tokens given to you · round / total = points (1 a token in front of you; fewest wins)*"
)
"""One line under the players: what their icons and numbers mean."""
PRESS_LABEL = {
    ("call", "whizz"): "🌀 **Whizz**",
    ("call", "bing"): "🔔 **Bing**",
    ("call", "bang"): "💢 **Bang**",
    ("slap", None): "💥 **BOOM**",
    ("punish", None): "⚖️ **Punish!**",
}
SHOWN_WHAT = {
    "call": "the card was shown",
    "restart": "the restart was shown",
    "slap": "the Boom was shown",
    "punish": "the mistake was shown",
}


def seat_name(record: SessionRecord, seat: int | None) -> str:
    """A seat's display name (🤖 for AI seats)."""
    if seat is None:
        return "—"
    if 0 <= seat < len(record.seats):
        info = record.seats[seat]
        return f"🤖 {info.name}" if info.ai else info.name
    return f"P{seat + 1}"


def with_names(text: str, record: SessionRecord) -> str:
    """Replace the engine's "P<n>" with the players' names."""
    return SEAT_RE.sub(lambda m: seat_name(record, int(m.group(1)) - 1), text)


def ranking_text(record: SessionRecord, ranking: list[RankEntry]) -> str:
    """'🥇 Ana 0.412 s · Bo 0.530 s · Cy — (no press)' (reaction times, to the ms)."""
    parts = []
    for i, r in enumerate(ranking):
        medal = "🥇 " if i == 0 and r.reaction_ms is not None else ""
        ms = secs(r.reaction_ms, places=3) if r.reaction_ms is not None else "— (no press)"
        parts.append(f"{medal}{seat_name(record, r.seat)} {ms}")
    return " · ".join(parts)


def status_line(record: SessionRecord, p: WhizzBingBangPerspective) -> str:
    """What the table is waiting for, in one line."""
    if p.phase == "call":
        who = seat_name(record, p.active)
        if p.restart:
            return f"▶ **{who}** restarts clockwise: say **Whizz** (whatever the card shows)"
        return f"▶ **{who}** — say **{(p.expected or '?').capitalize()}**"
    if p.phase == "slap":
        # No live count of the slaps: each slap would edit the table for everyone; the slapper's
        # own answer says it counted, and the ranking follows within the window.
        return (
            f"💥 **BOOM!** Everybody slap it — press **BOOM**! (slowest in"
            f" {p.timing.slap_window_ms / 1000:g} s gets a token)"
        )
    if p.phase == "punish":
        cause = CAUSE_TEXT.get(p.cause or "", p.cause or "")
        if p.early:  # W16: the big card is a Boom, so say why the slap was not on it
            cause = f"slapped too early ({early_text(p.timing.guard_ms)})"
        return (
            f"⚠️ **{seat_name(record, p.culprit)}**: {cause} — the first **Punish!** gives them a token"
            f" ({p.timing.punish_window_ms / 1000:g} s)"
        )
    return "Game over."


def player_lines(record: SessionRecord, p: WhizzBingBangPerspective) -> list[str]:
    """One line per seat: colour, tokens left to give, next token, tokens received, scores."""
    lines = []
    for pl in p.players:
        mark = "▶" if pl.seat == p.active else ("⚠️" if pl.seat == p.culprit else "▫️")
        dots = "●" * pl.tokens_left + "○" * (4 - pl.tokens_left)
        nxt = (
            f"next {TOKEN_EMOJI.get(pl.next_token, '')} {pl.next_token.capitalize()}"
            if pl.next_token
            else "all given"
        )
        got = "".join(TOKEN_EMOJI.get(t.rsplit("_", 1)[-1], "?") for t in pl.received) or "—"
        hc = f" · handicap {pl.handicap_ms} ms" if pl.handicap_ms else ""
        lines.append(
            f"{mark} {COLOUR_DOT.get(pl.colour, '')} **{seat_name(record, pl.seat)}** {dots} {nxt}"
            f" · received {got} · round **{pl.round_points}** · total **{pl.total}**{hc}"
        )
    return lines


def last_ruling(record: SessionRecord, p: WhizzBingBangPerspective) -> str | None:
    """The latest ranking (Boom slaps or race to punish) with reaction times, and its verdict."""
    if not p.ranking or p.ranking_kind is None:
        return None
    cause = CAUSE_TEXT.get(p.last_cause or "", p.last_cause or "")
    verdict = ""
    if p.last_punisher is not None and p.last_culprit is not None:
        verdict = (
            f"\n→ **{seat_name(record, p.last_punisher)}** punished"
            f" **{seat_name(record, p.last_culprit)}** ({cause})"
        )
    return ranking_text(record, p.ranking) + verdict


def buttons(record: SessionRecord, p: WhizzBingBangPerspective) -> list[discord.ui.Item[Any]]:
    """[Whizz] [Bing] [Bang] [💥 BOOM] [⚖️ Punish!] — always all five, for everyone (§9.1)."""
    token = f"t{p.turn}"

    def cid(verb: str, arg: str | None = None) -> str:
        return custom_id(GAME, record.id, token, verb, arg)

    return [
        button("Whizz", cid("call", "whizz"), style=discord.ButtonStyle.primary, emoji="🌀"),
        button("Bing", cid("call", "bing"), style=discord.ButtonStyle.primary, emoji="🔔"),
        button("Bang", cid("call", "bang"), style=discord.ButtonStyle.primary, emoji="💢"),
        button("BOOM", cid("slap"), style=discord.ButtonStyle.danger, emoji="💥"),
        button("Punish!", cid("punish"), style=discord.ButtonStyle.secondary, emoji="⚖️"),
    ]


def table(record: SessionRecord, p: WhizzBingBangPerspective) -> Payload:
    """The table: the face-up card big, direction, whose turn, tokens, scores, last ranking, log."""
    sound = p.faceup_sound
    # The face-up card's own picture (an application emoji: text, nothing to upload, so the reveal
    # waits for nothing) replaces the sound's icon before the big word; text alone when images are off.
    picture = card_emoji(GAME, p.faceup)
    card = f"# {picture if picture is not None else CARD_EMOJI.get(sound, '')} {sound.upper()}"
    pile = (
        f"draw pile face up on {p.draw_count} cards" if p.setup == "setup_2" else f"draw pile: {p.draw_count}"
    )
    description = "\n".join(
        [
            card,
            status_line(record, p),
            f"Direction **{ARROW.get(p.direction, '')}** · {pile}",
        ]
    )
    embed = discord.Embed(
        title=f"💥 Whizz Bing Bang — round {p.round}",
        description=description,
        colour=discord.Colour.from_rgb(*COLOUR_RGB.get(p.faceup_colour, (230, 126, 34))),
    )
    players = "\n".join(player_lines(record, p))
    embed.add_field(
        name="Players", value=_clip(players, 1024 - len(LEGEND) - 1) + "\n" + LEGEND, inline=False
    )
    ruling = last_ruling(record, p)
    if ruling:
        title = "💥 Last Boom — slap ranking" if p.ranking_kind == "boom" else "⚖️ Last race to punish"
        embed.add_field(name=title, value=_clip(ruling, 1024), inline=False)
    if record.recent_log:
        embed.add_field(
            name="📜 Recent", value=_clip("\n".join(record.recent_log[-LOG_LINES:]), 1024), inline=False
        )
    embed.set_footer(text=f"Session {record.id} · {three_numbers(p.timing)} · /whizz_bing_bang rules")
    return Payload(embeds=[embed], items=buttons(record, p))


def three_numbers(t: Any) -> str:
    """The three numbers a player needs (UX review #15): 'too slow after 3 s · 3 s to slap a Boom ·
    5 s to punish'. The engineering knobs (grace, guard, double tap, AI spread) stay off the table."""
    return (
        f"too slow after {t.slow_limit_ms / 1000:g} s · {t.slap_window_ms / 1000:g} s to slap a Boom"
        f" · {t.punish_window_ms / 1000:g} s to punish"
    )


def token_row(record: SessionRecord, p: WhizzBingBangPerspective, seat: int) -> Payload:
    """Token hunt (§7): the seat's own face-down tokens, to find the next one (ephemeral only)."""
    me = p.players[seat]
    row = p.my_row or []
    racing = p.phase == "punish" and p.culprit is not None and p.culprit != seat and bool(row)
    if not racing:
        embed = discord.Embed(
            title="⚖️ Token hunt",
            description="No race to punish right now.",
            colour=discord.Colour.dark_grey(),
        )
        return Payload(embeds=[embed])
    want = (me.next_token or "").capitalize()
    embed = discord.Embed(
        title="⚖️ Token hunt — find your token",
        description=f"Punish **{seat_name(record, p.culprit)}**: turn over your **{TOKEN_EMOJI.get(me.next_token, '')}"
        f" {want}** token. The first correct click wins the race; a wrong one shows you that token.",
        colour=discord.Colour.from_rgb(230, 126, 34),
    )
    items: list[discord.ui.Item[Any]] = []
    for slot, token in enumerate(row):
        if token is None:
            items.append(
                button(
                    f"Token {slot + 1}", custom_id(GAME, record.id, f"t{p.turn}", "pick", slot), emoji="🎴"
                )
            )
        else:
            items.append(
                button(
                    f"{token.capitalize()} (not it)",
                    custom_id(GAME, record.id, f"t{p.turn}", "pick", slot),
                    emoji=card_emoji(GAME, f"tok_{me.colour}_{token}") or TOKEN_EMOJI.get(token),
                    disabled=True,
                )
            )
    return Payload(embeds=[embed], items=items)


def final_lines(record: SessionRecord, p: WhizzBingBangPerspective) -> list[str]:
    """Final totals, fewest points first."""
    order = sorted(p.players, key=lambda pl: pl.total)
    return [f"{seat_name(record, pl.seat)}: **{plural(pl.total, 'point')}**" for pl in order] + [
        f"Rounds played: {p.round}"
    ]


def end_reason(record: SessionRecord, p: WhizzBingBangPerspective, end_points: int) -> str | None:
    """Why the game ended (UX review #6, docs/rules/whizz_bing_bang.md §2, §5.3, §6): who reached the
    end score, which Boom token ended the last round, and the deciding ranking (the Boom's slaps or
    the race to punish)."""
    if p.result is None:
        return None
    over = sorted((pl for pl in p.players if pl.total >= end_points), key=lambda pl: -pl.total)
    if not over:
        return None
    if len(over) == 1:
        who = f"**{seat_name(record, over[0].seat)}** reached {plural(over[0].total, 'point')}"
    else:
        each = [f"**{seat_name(record, pl.seat)}** ({plural(pl.total, 'point')})" for pl in over]
        who = ", ".join(each[:-1]) + " and " + each[-1] + " reached the end score"
    lines = [f"🔚 {who} (the game ends at {end_points}). Fewest points wins."]
    if p.last_punisher is not None and p.last_culprit is not None:
        cause = CAUSE_TEXT.get(p.last_cause or "", p.last_cause or "")
        lines.append(
            f"The last round ended when **{seat_name(record, p.last_punisher)}** gave away their Boom token"
            f" to **{seat_name(record, p.last_culprit)}** ({cause})."
        )
    if p.ranking and p.ranking_kind is not None:
        title = "💥 The deciding Boom" if p.ranking_kind == "boom" else "⚖️ The deciding race to punish"
        lines.append(f"{title}: {ranking_text(record, p.ranking)}")
    return "\n".join(lines)


# ---- a press, as its maker sees it ---------------------------------------------------------------
def press_label(verb: str, arg: str | None) -> str:
    """'🌀 **Whizz**', '💥 **BOOM**', '⚖️ **Punish!**'."""
    return PRESS_LABEL.get((verb, arg if verb == "call" else None), verb)


def press_head(label: str, at_ms: int, start_ms: int | None, phase: str) -> str:
    """'🌀 **Whizz** received at **+0.42 s** after the card was shown' (Discord's time of the press)."""
    what = SHOWN_WHAT.get(phase, "the table changed")
    if start_ms is None:
        return f"{label} received"
    delta = at_ms - start_ms
    if delta < 0:
        return f"{label} received **{-delta / 1000:.2f} s before** {what}"
    return f"{label} received at **+{delta / 1000:.2f} s** after {what}"


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def press_ruling(record: SessionRecord, events: list[Event], seat: int, snowflake: int) -> str | None:
    """How the press `snowflake` of `seat` was ruled, if one of `events` rules it; else None."""
    name = lambda s: f"**{seat_name(record, s)}**"  # noqa: E731
    for i, e in enumerate(events):
        d: Any = e
        if e.kind == "card_called" and d.snowflake == snowflake:
            return f"✅ Right call: **{d.revealed.capitalize()}** revealed."
        if e.kind == "mistake_ruled" and d.snowflake == snowflake:
            then = "The first **Punish!** gives you a token; then you restart with **Whizz**."
            if getattr(d, "early", False):  # W16: on a Boom, say why it counted against the card before
                guard = int(record.options.get("slap_anticipation_guard_ms", 120))
                return f"⚠️ Too early: {early_text(guard)}. {then}"
            cause = CAUSE_TEXT.get(d.cause, d.cause)
            return f"⚠️ A mistake: you {cause}. {then}"
        if e.kind == "input_ignored" and d.snowflake == snowflake and d.reason == "late_claim":
            return late_claim(record, d)
        if e.kind == "input_ignored" and d.snowflake == snowflake:
            why = IGNORED_TEXT.get(d.reason, d.reason.replace("_", " "))
            return f"▫️ Not counted: {why}. It changed nothing."
        if e.kind in ("boom_ranked", "token_given"):
            mine = next((r for r in d.ranking if r.snowflake == snowflake), None)
            if mine is None:
                continue
            t = secs(mine.reaction_ms, places=3)
            given = next((g for g in events[i:] if g.kind == "token_given"), None)
            token = f" **{getattr(given, 'token', '').capitalize()}**" if given is not None else ""
            if e.kind == "boom_ranked":
                if d.punisher == seat:
                    return f"🥇 Fastest slap ({t}): you give {name(d.culprit)} your{token} token."
                if d.culprit == seat:
                    return (
                        f"🐢 Slowest slap ({t}): {name(d.punisher)} gives you their{token} token;"
                        " you restart with **Whizz**."
                    )
                pos = d.ranking.index(mine) + 1
                return (
                    f"💥 Slap counted: {_ordinal(pos)} of {len(d.ranking)} ({t}). {name(d.punisher)}"
                    f" punished {name(d.culprit)}."
                )
            if d.cause == "last_boom_slap":
                continue
            if d.giver == seat:
                return f"⚖️ You won the race ({t}): {name(d.receiver)} gets your{token} token."
            best = secs(d.ranking[0].reaction_ms, places=3) if d.ranking else ""
            hc = record.options.get("player_handicap_ms") or []
            less = hc[d.giver] if 0 <= d.giver < len(hc) else 0
            if less:  # W28: the race is judged with the handicaps subtracted
                best += f", less a {less / 1000:g} s handicap"
            return f"⚖️ Claim counted ({t}), but {name(d.giver)} was faster ({best})."
    return None


def late_claim(record: SessionRecord, d: Any) -> str:
    """W31: '⚖️ Too late: **Alice** claimed first (+0.60 s) and punished **Bob**; yours came at +1.70 s
    after the mistake was shown. It changed nothing.' (the engine's words, with players' names)"""
    return f"⚖️ {late_claim_text(d, lambda s: f'**{seat_name(record, s)}**')}."


def press_waiting(p: WhizzBingBangPerspective, snowflake: int) -> str:
    """What a press not ruled yet is waiting for (`p` = its maker's view). Never "counted" before the
    ruling (UX review #5): a slap inside the guard, or a claim too late, is only known then."""
    note = p.my_pending.get(snowflake)
    if note:
        return f"▫️ Not counted: {IGNORED_TEXT.get(note, note.replace('_', ' '))}."
    grace = f"{p.timing.grace_ms / 1000:g} s"
    if p.phase == "slap":
        return "⏳ The ranking comes when everyone has slapped or the window closes."
    if p.phase == "punish":
        return (
            f"⏳ The race is ruled {grace} after the first claim (an earlier claim may still be on its way)."
        )
    return f"⏳ The ruling comes after the {grace} grace period (an earlier press may still be on its way)."


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
