"""Pure renderers for Whizz Bing Bang: the public perspective → the table embed and its buttons.

There is nothing private in this game (token hunt aside), so there is no hand message: the
table carries every button. It is drawn from `view_for(None)` and the session record only.
A press is acknowledged to its maker alone (`press_head`, `press_ruling`, `press_waiting`).

Every word comes from the catalogs (cogs/whizz_bing_bang/locales/<lang>/table.ftl and cards.ftl)
in the language of a `Words` (`w`): the table's language for the table, Recent lines, pings and the
end; the presser's for the answer to a press. The engine's codes (a mistake's cause, why a press was
ignored) pick the message; engines/whizz_bing_bang/text.py stays the terminal's.
"""

from __future__ import annotations

from typing import Any

import discord
from babel.numbers import format_decimal

from bot.art.cards import PALETTES
from bot.emojis import card_emoji
from bot.i18n import BABEL_LOCALES, Words
from bot.storage import SessionRecord
from bot.ui import Payload, button, custom_id
from engines.base import Event
from engines.whizz_bing_bang.events import RankEntry
from engines.whizz_bing_bang.perspective import WhizzBingBangPerspective

GAME = "whizz_bing_bang"
K = "whizz_bing_bang-"
"""Every catalog message of this game starts with the game's key."""
CARD_EMOJI = {"whizz": "🌀", "bing": "🔔", "bang": "💢", "boom": "💥"}
TOKEN_EMOJI = {"whizz": "🌀", "bing": "🔔", "bang": "💢", "boom": "💥"}
COLOUR_RGB = PALETTES["whizz_bing_bang"].frames
"""The card colours as the card art draws them (the table's accent follows the face-up card)."""
COLOUR_DOT = {"red": "🔴", "blue": "🔵", "green": "🟢", "yellow": "🟡", "purple": "🟣", "orange": "🟠"}
LOG_LINES = 6
"""Recent-event lines shown on the table."""
SOUNDS = ("whizz", "bing", "bang", "boom")
PHASES = ("call", "restart", "slap", "punish")
"""What a press's time counts from (`press_head`): the card, the restart, the Boom, the mistake."""


# ---- words -------------------------------------------------------------------------------------
def sound(w: Words, name: str | None) -> str:
    """A sound's (or token's) name in `w`'s language: 'Whizz' (cards.ftl)."""
    return w.card(GAME, (name or "?").capitalize())


def boom(w: Words) -> str:
    """The Boom as the slap button shows it: 'BOOM'."""
    return sound(w, "boom").upper()


def number(w: Words, x: float, places: int | None = None) -> str:
    """A number the language's way: '1.5' · '1,5'; with `places`, that many decimals ('0,420')."""
    if places is None:
        return w.number(x)
    pattern = "#,##0." + "0" * places
    return format_decimal(x, format=pattern, locale=BABEL_LOCALES.get(w.lang, w.lang))


def secs(w: Words, ms: int | None, *, places: int | None = None) -> str:
    """Milliseconds as seconds: '0.42 s' (`places` decimals), '3 s' (as few as needed); '—' if None."""
    if ms is None:
        return w(K + "no-time")
    return w(K + "seconds", s=number(w, ms / 1000, places))


def cause_text(w: Words, cause: str | None) -> str:
    """'played out of turn' (a mistake's cause code, in words)."""
    key = f"{K}cause-{cause}"
    return w(key) if cause and w.has(key) else w(K + "cause-other")


def ignored_text(w: Words, reason: str | None) -> str:
    """Why a press did not count (InputIgnored.reason), in words."""
    key = f"{K}ignored-{reason}"
    if reason == "slap_window":
        return w(key, boom=boom(w))
    return w(key) if reason and w.has(key) else w(K + "ignored-other")


def early_text(w: Words, guard_ms: int) -> str:
    """W16, why a slap on a Boom counted against the card before, with the table's guard."""
    return w(K + "early", s=secs(w, guard_ms))


def seat_name(w: Words, record: SessionRecord, seat: int | None) -> str:
    """A seat's display name (🤖 for AI seats)."""
    if seat is None:
        return "—"
    if 0 <= seat < len(record.seats):
        info = record.seats[seat]
        return f"🤖 {info.name}" if info.ai else info.name
    return w(K + "seat", n=seat + 1)


def ranking_text(w: Words, record: SessionRecord, ranking: list[RankEntry]) -> str:
    """'🥇 Ana 0.412 s · Bo 0.530 s · Cy — (no press)' (reaction times, to the ms)."""
    parts = []
    for i, r in enumerate(ranking):
        medal = "🥇 " if i == 0 and r.reaction_ms is not None else ""
        ms = secs(w, r.reaction_ms, places=3) if r.reaction_ms is not None else w(K + "no-press")
        parts.append(f"{medal}{seat_name(w, record, r.seat)} {ms}")
    return " · ".join(parts)


def status_line(w: Words, record: SessionRecord, p: WhizzBingBangPerspective) -> str:
    """What the table is waiting for, in one line."""
    if p.phase == "call":
        who = seat_name(w, record, p.active)
        if p.restart:
            return w(K + "status-restart", who=who, whizz=sound(w, "whizz"))
        return w(K + "status-call", who=who, sound=sound(w, p.expected))
    if p.phase == "slap":
        # No live count of the slaps: each slap would edit the table for everyone; the slapper's
        # own answer says it counted, and the ranking follows within the window.
        return w(K + "status-slap", boom=boom(w), s=secs(w, p.timing.slap_window_ms))
    if p.phase == "punish":
        cause = cause_text(w, p.cause)
        if p.early:  # W16: the big card is a Boom, so say why the slap was not on it
            cause = w(K + "cause-early", early=early_text(w, p.timing.guard_ms))
        return w(
            K + "status-punish",
            who=seat_name(w, record, p.culprit),
            cause=cause,
            s=secs(w, p.timing.punish_window_ms),
        )
    return w(K + "status-over")


def player_lines(w: Words, record: SessionRecord, p: WhizzBingBangPerspective) -> list[str]:
    """One line per seat: colour, tokens left to give, next token, tokens received, scores."""
    lines = []
    for pl in p.players:
        mark = "▶" if pl.seat == p.active else ("⚠️" if pl.seat == p.culprit else "▫️")
        dots = "●" * pl.tokens_left + "○" * (4 - pl.tokens_left)
        nxt = (
            w(K + "player-next", icon=TOKEN_EMOJI.get(pl.next_token, ""), token=sound(w, pl.next_token))
            if pl.next_token
            else w(K + "player-all-given")
        )
        got = "".join(TOKEN_EMOJI.get(t.rsplit("_", 1)[-1], "?") for t in pl.received) or "—"
        line = w(
            K + "player-line",
            mark=mark,
            dot=COLOUR_DOT.get(pl.colour, ""),
            name=seat_name(w, record, pl.seat),
            dots=dots,
            next=nxt,
            got=got,
            round=pl.round_points,
            total=pl.total,
        )
        if pl.handicap_ms:
            line += " · " + w(K + "player-handicap", ms=number(w, pl.handicap_ms))
        lines.append(line)
    return lines


def last_ruling(w: Words, record: SessionRecord, p: WhizzBingBangPerspective) -> str | None:
    """The latest ranking (Boom slaps or race to punish) with reaction times, and its verdict."""
    if not p.ranking or p.ranking_kind is None:
        return None
    verdict = ""
    if p.last_punisher is not None and p.last_culprit is not None:
        verdict = "\n" + w(
            K + "verdict",
            punisher=seat_name(w, record, p.last_punisher),
            culprit=seat_name(w, record, p.last_culprit),
            cause=cause_text(w, p.last_cause),
        )
    return ranking_text(w, record, p.ranking) + verdict


def buttons(w: Words, record: SessionRecord, p: WhizzBingBangPerspective) -> list[discord.ui.Item[Any]]:
    """[Whizz] [Bing] [Bang] [💥 BOOM] [⚖️ Punish!] — always all five, for everyone (§9.1)."""
    token = f"t{p.turn}"

    def cid(verb: str, arg: str | None = None) -> str:
        return custom_id(GAME, record.id, token, verb, arg)

    return [
        button(sound(w, "whizz"), cid("call", "whizz"), style=discord.ButtonStyle.primary, emoji="🌀"),
        button(sound(w, "bing"), cid("call", "bing"), style=discord.ButtonStyle.primary, emoji="🔔"),
        button(sound(w, "bang"), cid("call", "bang"), style=discord.ButtonStyle.primary, emoji="💢"),
        button(boom(w), cid("slap"), style=discord.ButtonStyle.danger, emoji="💥"),
        button(w(K + "button-punish"), cid("punish"), style=discord.ButtonStyle.secondary, emoji="⚖️"),
    ]


def table(w: Words, record: SessionRecord, p: WhizzBingBangPerspective) -> Payload:
    """The table: the face-up card big, direction, whose turn, tokens, scores, last ranking, log."""
    faceup = p.faceup_sound
    # The face-up card's own picture (an application emoji: text, nothing to upload, so the reveal
    # waits for nothing) replaces the sound's icon before the big word; text alone when images are off.
    picture = card_emoji(GAME, p.faceup)
    card = f"# {picture if picture is not None else CARD_EMOJI.get(faceup, '')} {sound(w, faceup).upper()}"
    pile = w(K + "pile-face-up", n=p.draw_count) if p.setup == "setup_2" else w(K + "pile", n=p.draw_count)
    way = "cw" if p.direction == 1 else "acw"
    description = "\n".join([card, status_line(w, record, p), w(K + "direction", way=way, pile=pile)])
    embed = discord.Embed(
        title=w(K + "table-title", round=p.round),
        description=description,
        colour=discord.Colour.from_rgb(*COLOUR_RGB.get(p.faceup_colour, (230, 126, 34))),
    )
    players = "\n".join(player_lines(w, record, p))
    legend = w(K + "legend")
    embed.add_field(
        name=w(K + "field-players"),
        value=_clip(players, 1024 - len(legend) - 1) + "\n" + legend,
        inline=False,
    )
    ruling = last_ruling(w, record, p)
    if ruling:
        title = w(K + "field-last-boom") if p.ranking_kind == "boom" else w(K + "field-last-race")
        embed.add_field(name=title, value=_clip(ruling, 1024), inline=False)
    if record.recent_log:
        embed.add_field(
            name=w(K + "field-recent"),
            value=_clip("\n".join(record.recent_log[-LOG_LINES:]), 1024),
            inline=False,
        )
    t = p.timing
    embed.set_footer(
        text=w(
            K + "footer",
            id=record.id,
            slow=secs(w, t.slow_limit_ms),
            slap=secs(w, t.slap_window_ms),
            punish=secs(w, t.punish_window_ms),
            rules=w("cmd-rules"),
        )
    )
    return Payload(embeds=[embed], items=buttons(w, record, p))


def token_row(w: Words, record: SessionRecord, p: WhizzBingBangPerspective, seat: int) -> Payload:
    """Token hunt (§7): the seat's own face-down tokens, to find the next one (ephemeral only)."""
    me = p.players[seat]
    row = p.my_row or []
    racing = p.phase == "punish" and p.culprit is not None and p.culprit != seat and bool(row)
    if not racing:
        embed = discord.Embed(
            title=w(K + "hunt-title"),
            description=w(K + "hunt-idle"),
            colour=discord.Colour.dark_grey(),
        )
        return Payload(embeds=[embed])
    embed = discord.Embed(
        title=w(K + "hunt-find-title"),
        description=w(
            K + "hunt-find",
            who=seat_name(w, record, p.culprit),
            icon=TOKEN_EMOJI.get(me.next_token, ""),
            token=sound(w, me.next_token),
        ),
        colour=discord.Colour.from_rgb(230, 126, 34),
    )
    items: list[discord.ui.Item[Any]] = []
    for slot, token in enumerate(row):
        cid = custom_id(GAME, record.id, f"t{p.turn}", "pick", slot)
        if token is None:
            items.append(button(w(K + "hunt-slot", n=slot + 1), cid, emoji="🎴"))
        else:
            items.append(
                button(
                    w(K + "hunt-not-it", token=sound(w, token)),
                    cid,
                    emoji=card_emoji(GAME, f"tok_{me.colour}_{token}") or TOKEN_EMOJI.get(token),
                    disabled=True,
                )
            )
    return Payload(embeds=[embed], items=items)


def final_lines(w: Words, record: SessionRecord, p: WhizzBingBangPerspective) -> list[str]:
    """Final totals, fewest points first."""
    order = sorted(p.players, key=lambda pl: pl.total)
    return [w(K + "final-line", name=seat_name(w, record, pl.seat), n=pl.total) for pl in order] + [
        w(K + "final-rounds", n=p.round)
    ]


def end_reason(w: Words, record: SessionRecord, p: WhizzBingBangPerspective, end_points: int) -> str | None:
    """Why the game ended (UX review #6, docs/rules/whizz_bing_bang.md §2, §5.3, §6): who reached the
    end score, which Boom token ended the last round, and the deciding ranking (the Boom's slaps or
    the race to punish)."""
    if p.result is None:
        return None
    over = sorted((pl for pl in p.players if pl.total >= end_points), key=lambda pl: -pl.total)
    if not over:
        return None
    if len(over) == 1:
        first = w(K + "end-one", who=seat_name(w, record, over[0].seat), n=over[0].total, end=end_points)
    else:
        each = [w(K + "end-each", name=seat_name(w, record, pl.seat), n=pl.total) for pl in over]
        first = w(K + "end-many", who=w.names(each), end=end_points)
    lines = [first]
    if p.last_punisher is not None and p.last_culprit is not None:
        lines.append(
            w(
                K + "end-last-round",
                giver=seat_name(w, record, p.last_punisher),
                receiver=seat_name(w, record, p.last_culprit),
                cause=cause_text(w, p.last_cause),
            )
        )
    if p.ranking and p.ranking_kind is not None:
        key = "end-deciding-boom" if p.ranking_kind == "boom" else "end-deciding-race"
        lines.append(w(K + key, ranking=ranking_text(w, record, p.ranking)))
    return "\n".join(lines)


# ---- the Recent lines ----------------------------------------------------------------------------
def event_line(w: Words, record: SessionRecord, e: Event) -> str | None:
    """One public line for an event, from its codes and fields (None: nothing public to show)."""
    if not e.audience.sees(None):
        return None
    d: Any = e
    name = lambda s: seat_name(w, record, s)  # noqa: E731
    k = e.kind
    if k == "round_started":
        return w(K + "event-round", round=d.round, who=name(d.starter), whizz=sound(w, "whizz"))
    if k == "card_called":
        args = {
            "who": name(d.seat),
            "sound": sound(w, d.sound),
            "t": secs(w, d.reaction_ms, places=2),
            "revealed": sound(w, d.revealed),
        }
        if d.next_seat is None:
            return w(K + "event-called-boom", boom=boom(w), **args)
        return w(K + "event-called", next=name(d.next_seat), **args)
    if k == "deck_reshuffled":
        return w(K + "event-reshuffled", n=d.count)
    if k == "mistake_ruled":
        guard = int(record.options.get("slap_anticipation_guard_ms", 120))
        cause = w(K + "cause-early", early=early_text(w, guard)) if d.early else cause_text(w, d.cause)
        key = "event-mistake-late" if d.late else "event-mistake"
        return w(K + key, who=name(d.culprit), cause=cause)
    if k == "boom_ranked":
        ranking = ranking_text(w, record, d.ranking)
        if d.punisher is None:
            return w(K + "event-boom-nobody", ranking=ranking)
        return w(K + "event-boom", ranking=ranking, punisher=name(d.punisher), culprit=name(d.culprit))
    if k == "token_given":
        args = {"giver": name(d.giver), "token": sound(w, d.token), "receiver": name(d.receiver)}
        if d.ranking and d.cause != "last_boom_slap":
            return w(K + "event-token-race", ranking=ranking_text(w, record, d.ranking), **args)
        return w(K + "event-token", **args)
    if k == "nobody_punished":
        return w(K + "event-nobody-punished", who=name(d.culprit))
    if k == "play_restarted":
        return w(K + "event-restart", who=name(d.seat), whizz=sound(w, "whizz"))
    if k == "round_scored":
        return w(
            K + "event-round-scored",
            round=d.round,
            scores=_scores(w, record, d.scores),
            totals=_scores(w, record, d.totals),
        )
    if k == "game_ended":
        low = min(d.totals) if d.totals else 0
        names = w.names([name(s) for s in d.winners])
        return w(K + "event-game-ended", names=names, count=len(d.winners), n=low)
    return None


def _scores(w: Words, record: SessionRecord, scores: list[int]) -> str:
    """'Ana 4, Bo 5, Cy 6'."""
    return ", ".join(w(K + "event-score", name=seat_name(w, record, s), n=n) for s, n in enumerate(scores))


# ---- the lobby's option lines --------------------------------------------------------------------
def typed_words(w: Words) -> dict[str, str]:
    """What a player may type for each call in `w`'s language: its spellings (table.ftl
    `whizz_bing_bang-typed-<sound>`) and the sound's name → the sound."""
    out: dict[str, str] = {}
    for s in SOUNDS:
        for word in [*w(f"{K}typed-{s}").split(","), sound(w, s)]:
            word = word.strip().lower()
            if word:
                out.setdefault(word, s)
    return out


def option_lines(w: Words, o: dict[str, Any]) -> list[str]:
    """Lobby lines: the three numbers a player needs and what changes play (see the cog's
    `describe_options`)."""
    slow = (2000 if o.get("timing") != "expert" else 1500) + int(o.get("latency_allowance_ms", 1000))
    if o.get("typed_words"):
        typed = w(K + "option-typed-on", words=", ".join(w(f"{K}typed-{s}") for s in SOUNDS))
    else:
        typed = w(K + "option-typed-off")
    end = w(K + "option-end", n=int(o.get("end_points", 15)), setup=2 if o.get("setup") == "setup_2" else 1)
    if o.get("two_players"):
        end += " · " + w(K + "option-two-players")
    lines = [
        w(
            K + "option-timing",
            slow=secs(w, slow),
            slap=secs(w, int(o.get("slap_window_ms", 3000))),
            punish=secs(w, int(o.get("punish_window_ms", 5000))),
        ),
        typed,
        end,
    ]
    if int(o.get("ai_reaction_ms", 650)) != 650:
        lines.append(w(K + "option-ai", s=secs(w, int(o["ai_reaction_ms"]))))
    if o.get("token_hunt"):
        lines.append(w(K + "option-token-hunt"))
    if o.get("first_player") == "host_choice":
        lines.append(w(K + "option-first", n=int(o.get("first_seat", 0)) + 1))
    return lines


# ---- a press, as its maker sees it ---------------------------------------------------------------
def press_label(w: Words, verb: str, arg: str | None) -> str:
    """'🌀 **Whizz**', '💥 **BOOM**', '⚖️ **Punish!**'."""
    if verb == "call" and arg in CARD_EMOJI:
        return w(K + "press-call", icon=CARD_EMOJI[arg], sound=sound(w, arg))
    if verb == "slap":
        return w(K + "press-slap", boom=boom(w))
    return w(K + "press-punish")


def press_head(w: Words, label: str, at_ms: int, start_ms: int | None, phase: str) -> str:
    """'🌀 **Whizz** received at **+0.42 s** after the card was shown' (Discord's time of the press)."""
    if start_ms is None:
        return w(K + "press-received", label=label)
    what = phase if phase in PHASES else "other"
    delta = at_ms - start_ms
    if delta < 0:
        return w(K + "press-before", label=label, t=secs(w, -delta, places=2), phase=what)
    return w(K + "press-after", label=label, t=secs(w, delta, places=2), phase=what)


def press_ruling(
    w: Words, record: SessionRecord, events: list[Event], seat: int, snowflake: int
) -> str | None:
    """How the press `snowflake` of `seat` was ruled, if one of `events` rules it; else None."""
    name = lambda s: seat_name(w, record, s)  # noqa: E731
    whizz = sound(w, "whizz")
    for i, e in enumerate(events):
        d: Any = e
        if e.kind == "card_called" and d.snowflake == snowflake:
            return w(K + "ruling-called", sound=sound(w, d.revealed))
        if e.kind == "mistake_ruled" and d.snowflake == snowflake:
            if getattr(d, "early", False):  # W16: on a Boom, say why it counted against the card before
                guard = int(record.options.get("slap_anticipation_guard_ms", 120))
                return w(K + "ruling-early", early=early_text(w, guard), whizz=whizz)
            key = f"{K}you-{d.cause}"
            what = w(key) if w.has(key) else w(K + "you-other")
            return w(K + "ruling-mistake", what=what, whizz=whizz)
        if e.kind == "input_ignored" and d.snowflake == snowflake and d.reason == "late_claim":
            return late_claim(w, record, d)
        if e.kind == "input_ignored" and d.snowflake == snowflake:
            return w(K + "ruling-ignored", why=ignored_text(w, d.reason))
        if e.kind in ("boom_ranked", "token_given"):
            mine = next((r for r in d.ranking if r.snowflake == snowflake), None)
            if mine is None:
                continue
            t = secs(w, mine.reaction_ms, places=3)
            given = next((g for g in events[i:] if g.kind == "token_given"), None)
            token = sound(w, getattr(given, "token", "")) if given is not None else "none"
            if e.kind == "boom_ranked":
                if d.punisher == seat:
                    return w(K + "ruling-fastest", t=t, culprit=name(d.culprit), token=token)
                if d.culprit == seat:
                    return w(K + "ruling-slowest", t=t, punisher=name(d.punisher), token=token, whizz=whizz)
                return w(
                    K + "ruling-slap-counted",
                    pos=d.ranking.index(mine) + 1,
                    n=len(d.ranking),
                    t=t,
                    punisher=name(d.punisher),
                    culprit=name(d.culprit),
                )
            if d.cause == "last_boom_slap":
                continue
            if d.giver == seat:
                return w(K + "ruling-won-race", t=t, receiver=name(d.receiver), token=token)
            best = secs(w, d.ranking[0].reaction_ms, places=3) if d.ranking else w(K + "no-time")
            hc = record.options.get("player_handicap_ms") or []
            less = hc[d.giver] if 0 <= d.giver < len(hc) else 0
            if less:  # W28: the race is judged with the handicaps subtracted
                return w(
                    K + "ruling-lost-race-handicap",
                    t=t,
                    winner=name(d.giver),
                    best=best,
                    handicap=secs(w, less),
                )
            return w(K + "ruling-lost-race", t=t, winner=name(d.giver), best=best)
    return None


def late_claim(w: Words, record: SessionRecord, d: Any) -> str:
    """W31: '⚖️ Too late: **Alice** claimed first (+0.60 s) and punished **Bob**; yours came at +1.70 s
    after the mistake was shown. It changed nothing.'"""
    if d.race_culprit is None or d.race_claim_ms is None:
        return w(K + "late-unknown")
    culprit = seat_name(w, record, d.race_culprit)
    mine = secs(w, d.race_claim_ms, places=2)
    if d.race_winner is None:
        return w(K + "late-nobody", culprit=culprit, mine=mine)
    first = secs(w, d.race_winner_ms, places=2)
    return w(
        K + "late-won", winner=seat_name(w, record, d.race_winner), first=first, culprit=culprit, mine=mine
    )


def press_waiting(w: Words, p: WhizzBingBangPerspective, snowflake: int) -> str:
    """What a press not ruled yet is waiting for (`p` = its maker's view). Never "counted" before the
    ruling (UX review #5): a slap inside the guard, or a claim too late, is only known then."""
    note = p.my_pending.get(snowflake)
    if note:
        return w(K + "waiting-ignored", why=ignored_text(w, note))
    grace = secs(w, p.timing.grace_ms)
    if p.phase == "slap":
        return w(K + "waiting-slap")
    if p.phase == "punish":
        return w(K + "waiting-punish", grace=grace)
    return w(K + "waiting-call", grace=grace)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
