"""Pure renderers for Bang & Twang: perspectives → embeds and buttons (no API calls).

Custom ids: `bang_and_twang:<sid>:<token>:<verb>[:<arg>]`. The public table carries only the
riff buttons (flip / move, token `t<turn>`), which name no card. Everything that names a card
(bank, play a tune, react, give, …) lives on the owner's DM / ephemeral hand with `d<decision>`.

Every word comes from the catalogs (cogs/bang_and_twang/locales/<lang>/table.ftl, card names and
texts in cards.ftl), through a `Words` of the reader's language: the session's for the public table,
the seat's for a hand.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.emojis import card_emoji, card_mention
from bot.i18n import Words, seat_language, slug, table_language, words
from bot.storage import SessionRecord
from bot.ui import Payload, button, countdown, custom_id
from engines.bang_and_twang.actions import (
    BankCard,
    ChooseSeat,
    Done,
    FlipRiff,
    GiveCard,
    MoveRiff,
    NameTriplet,
    Pass,
    PlayTune,
    React,
    RestackPick,
    RotateRiff,
    SetRiff,
    TakeBankCard,
)
from engines.bang_and_twang.catalog import load_catalog
from engines.bang_and_twang.perspective import BangAndTwangPerspective, CardView
from engines.bang_and_twang.riff import flipped, moved
from engines.base import Action

GAME = "bang_and_twang"
COLOUR = discord.Colour.from_rgb(205, 133, 63)
CAT = load_catalog()
EN = words("en")
FACE_EMOJI = {"B": "🥁", "T": "🪕"}
FACE_NAME = {"B": "Bang", "T": "Twang"}
"""The riff faces' English names (their card names: `w.card(GAME, …)`)."""
SET_IDS = ("green_circle", "red_triangle", "blue_square", "yellow_star", "purple_diamond", "orange_heart")
LOG_LINES = 8
MAX_BUTTONS = 20
"""Hand buttons fit in rows 0–3; more options become selects (≤25 options each)."""

PROMPT_CARD = {
    "call_and_response": "Call and Response",
    "tune_rotate": "Round and Round",
    "tune_set_riff": "Tune Up",
    "restack": "Tidy Up",
    "name_triplet": "Request",
    "give_card": "Request",
}
"""The tune card a decision's prompt names (by its English name)."""
PROMPT_KINDS = {
    "take_action", "standard_action", "may_bank", "call_and_response", "tune_bank", "tune_flip",
    "tune_move", "tune_change", "tune_rotate", "tune_set_riff", "choose_target", "peek_take",
    "restack", "name_triplet", "give_card",
}  # fmt: skip
DONE_KEY = {
    "may_bank": "bang_and_twang-done-bank",
    "tune_bank": "bang_and_twang-done-bank",
    "call_and_response": "bang_and_twang-done-bank",
    "tune_flip": "bang_and_twang-done-flip",
    "tune_move": "bang_and_twang-done-move",
    "tune_change": "bang_and_twang-done-change",
    "tune_rotate": "bang_and_twang-done-rotate",
    "restack": "bang_and_twang-done-restack",
}
"""The words of "Done" in each decision that offers it."""


# ---- names and cards -------------------------------------------------------------------------------
def seat_name(record: SessionRecord, seat: int | None, w: Words = EN) -> str:
    """A seat's display name (🤖 for AI seats)."""
    if seat is None:
        return "—"
    if 0 <= seat < len(record.seats):
        info = record.seats[seat]
        return f"🤖 {info.name}" if info.ai else info.name
    return w("bang_and_twang-seat", n=seat + 1)


def set_label(set_id: str, w: Words = EN) -> str:
    """ "🟢 Green Circle — Campfire Tunes"."""
    return w(f"bang_and_twang-set-{set_id}" if set_id in SET_IDS else "bang_and_twang-set-unknown")


def card_name(name: str, w: Words = EN) -> str:
    """A card's name in `w`'s language, by its English name."""
    return w.card(GAME, name)


def card_effect(card: str, w: Words = EN) -> str:
    """A tune card's full effect text in `w`'s language."""
    key = f"bang_and_twang-tune-{slug(CAT.tunes[card].name)}-effect"
    return w(key) if w.has(key) else CAT.texts[card]


def letters(triplet: str, w: Words = EN) -> str:
    """ "B T T" (the letters as the language writes them)."""
    short = {"B": w("bang_and_twang-letter-bang"), "T": w("bang_and_twang-letter-twang")}
    return " ".join(short[f] for f in triplet)


def triplet_text(triplet: str, w: Words = EN) -> str:
    """ "🥁🪕🪕 B T T"."""
    return "".join(FACE_EMOJI[f] for f in triplet) + " " + letters(triplet, w)


def riff_face(face: str) -> str:
    """A riff face's icon: the riff card's picture (`<:name:id>`, CAMPFIRE_IMAGES) or 🥁 / 🪕."""
    picture = card_emoji(GAME, f"riff_{face.lower()}")
    return str(picture) if picture is not None else FACE_EMOJI[face]


def riff_line(riff: str, w: Words = EN) -> str:
    """The riff row, left to right: `[1] 🥁 Bang  [2] 🪕 Twang  [3] 🪕 Twang`."""
    return "   ".join(
        f"`[{i + 1}]` {riff_face(f)} **{card_name(FACE_NAME[f], w)}**" for i, f in enumerate(riff)
    )


def card_line(c: CardView, riff: str | None = None, w: Words = EN) -> str:
    """One card of a hand, as its holder sees it."""
    if c.kind == "sequence":
        key = "bang_and_twang-hand-sequence-match" if riff is not None and c.triplet == riff else None
        return w(
            key or "bang_and_twang-hand-sequence",
            card=card_name(c.name, w),
            triplet=triplet_text(c.triplet or "", w),
            points=c.points,
        )
    bolt = "⚡ " if c.reaction else ""
    return f"🎵 {bolt}**{card_name(c.name, w)}** — {card_effect(c.id, w)}"


def shown(card: str, w: Words = EN) -> str:
    """A face-up tune card on the table: its picture (`<:name:id>`, CAMPFIRE_IMAGES) before its name in
    italics, or the name alone (images off, or no emoji for that face)."""
    return f"{card_mention(GAME, card)}*{card_name(CAT.tunes[card].name, w)}*"


def card_short(card: str, w: Words = EN) -> str:
    """A card's name for a button: "Kettle Song (B T T)" or "Double Strum"."""
    seq = CAT.seq.get(card)
    if seq is not None:
        return f"{card_name(seq.title, w)} ({letters(seq.triplet, w)})"
    return card_name(CAT.tunes[card].name, w)


def distinct_moves(riff: str, actions: list[Action]) -> list[Action]:
    """Drop moves that give the same riff as an earlier one (1→2 and 2→1 are the same row)."""
    seen: set[str] = set()
    out: list[Action] = []
    for a in actions:
        if isinstance(a, MoveRiff):
            result = moved(riff, a.src, a.dst)
            if result in seen:
                continue
            seen.add(result)
        out.append(a)
    return out


# ---- actions ⇄ custom_id verbs -----------------------------------------------------------------------
def encode(a: Action) -> tuple[str, str | None]:
    """(verb, arg) of an action; the decision id travels in the token."""
    if isinstance(a, BankCard):
        return "bank", a.card
    if isinstance(a, FlipRiff):
        return "flip", str(a.slot)
    if isinstance(a, MoveRiff):
        return "move", f"{a.src}{a.dst}"
    if isinstance(a, RotateRiff):
        return "rot", "l" if a.side == "left_to_end" else "r"
    if isinstance(a, SetRiff):
        return "setriff", a.triplet
    if isinstance(a, PlayTune):
        return "tune", a.card
    if isinstance(a, Done):
        return "done", None
    if isinstance(a, ChooseSeat):
        return "seat", str(a.seat)
    if isinstance(a, TakeBankCard):
        return "peek", str(a.depth)
    if isinstance(a, NameTriplet):
        return "name", a.triplet
    if isinstance(a, GiveCard):
        return "give", a.card
    if isinstance(a, RestackPick):
        return "restack", str(a.position)
    if isinstance(a, React):
        if a.target is not None:
            return "react", f"{a.card}.t{a.target}"
        if a.bank is not None:
            return "react", f"{a.card}.b{a.bank}"
        return "react", a.card
    if isinstance(a, Pass):
        return "pass", None
    raise ValueError(f"no button for {a.kind}")


def decode(verb: str, arg: str | None, did: int) -> Action | None:
    """The action of a clicked (verb, arg) for decision `did`; None if it is not well formed."""
    a = arg or ""
    if verb == "bank" and a:
        return BankCard(decision_id=did, card=a)
    if verb == "flip" and a in ("1", "2", "3"):
        return FlipRiff(decision_id=did, slot=int(a))
    if verb == "move" and re.fullmatch(r"[123]{2}", a):
        return MoveRiff(decision_id=did, src=int(a[0]), dst=int(a[1]))
    if verb == "rot" and a in ("l", "r"):
        return RotateRiff(decision_id=did, side="left_to_end" if a == "l" else "right_to_front")
    if verb == "setriff" and re.fullmatch(r"[BT]{3}", a):
        return SetRiff(decision_id=did, triplet=a)
    if verb == "tune" and a:
        return PlayTune(decision_id=did, card=a)
    if verb == "done" and arg is None:
        return Done(decision_id=did)
    if verb == "seat" and a.isdigit():
        return ChooseSeat(decision_id=did, seat=int(a))
    if verb == "peek" and a.isdigit():
        return TakeBankCard(decision_id=did, depth=int(a))
    if verb == "name" and re.fullmatch(r"[BT]{3}", a):
        return NameTriplet(decision_id=did, triplet=a)
    if verb == "give" and a:
        return GiveCard(decision_id=did, card=a)
    if verb == "restack" and a.isdigit():
        return RestackPick(decision_id=did, position=int(a))
    if verb == "react" and a:
        card, _, rest = a.partition(".")
        if not rest:
            return React(decision_id=did, card=card)
        if rest[:1] == "t" and rest[1:].isdigit():
            return React(decision_id=did, card=card, target=int(rest[1:]))
        if rest[:1] == "b" and rest[1:]:
            return React(decision_id=did, card=card, bank=rest[1:])
        return None
    if verb == "pass" and arg is None:
        return Pass(decision_id=did)
    return None


ACTION_VERBS = {
    "bank", "flip", "move", "rot", "setriff", "tune", "done", "seat", "peek", "name", "give",
    "restack", "react", "pass",
}  # fmt: skip


def label(a: Action, kind: str, record: SessionRecord, p: BangAndTwangPerspective, w: Words = EN) -> str:
    """Button text of an action of a decision of `kind`."""
    if isinstance(a, BankCard):
        return w("bang_and_twang-do-bank", card=card_short(a.card, w))
    if isinstance(a, FlipRiff):
        return w("bang_and_twang-do-flip", slot=a.slot, riff=letters(flipped(p.riff, a.slot), w))
    if isinstance(a, MoveRiff):
        return w("bang_and_twang-do-move", src=a.src, dst=a.dst, riff=letters(moved(p.riff, a.src, a.dst), w))
    if isinstance(a, RotateRiff):
        return w(
            "bang_and_twang-do-rotate-left" if a.side == "left_to_end" else "bang_and_twang-do-rotate-right"
        )
    if isinstance(a, SetRiff):
        return w("bang_and_twang-do-set", riff=letters(a.triplet, w))
    if isinstance(a, PlayTune):
        key = "bang_and_twang-do-play-no-effect" if CAT.tunes[a.card].reaction else "bang_and_twang-do-play"
        return w(key, card=card_short(a.card, w))
    if isinstance(a, Done):
        return w(DONE_KEY.get(kind, "bang_and_twang-done"))
    if isinstance(a, ChooseSeat):
        return w("bang_and_twang-do-choose", who=seat_name(record, a.seat, w))
    if isinstance(a, TakeBankCard):
        peek = p.prompt.peek if p.prompt is not None else []
        name = (
            card_short(peek[a.depth].id, w)
            if a.depth < len(peek)
            else w("bang_and_twang-do-card-n", n=a.depth + 1)
        )
        return w("bang_and_twang-do-take", card=name)
    if isinstance(a, NameTriplet):
        return w("bang_and_twang-do-request", triplet=letters(a.triplet, w))
    if isinstance(a, GiveCard):
        return w("bang_and_twang-do-give", card=card_short(a.card, w))
    if isinstance(a, RestackPick):
        rest = p.prompt.restack_rest if p.prompt is not None else []
        name = (
            card_name(rest[a.position].name, w)
            if a.position < len(rest)
            else w("bang_and_twang-do-card-n", n=a.position + 1)
        )
        return w("bang_and_twang-do-next", card=name)
    if isinstance(a, React):
        tune = card_name(CAT.tunes[a.card].name, w)
        if a.target is not None:
            return w("bang_and_twang-do-react-on", card=tune, who=seat_name(record, a.target, w))
        if a.bank:
            return w("bang_and_twang-do-react-bank", card=tune, bank=card_short(a.bank, w))
        return w("bang_and_twang-do-react", card=tune)
    if isinstance(a, Pass):
        return w("bang_and_twang-do-pass")
    return w("bang_and_twang-done")


def picture(a: Action, p: BangAndTwangPerspective) -> discord.PartialEmoji | None:
    """The card emoji of an action on one card (bank, play, give, take, react), when images are on."""
    card: str | None = None
    if isinstance(a, BankCard | PlayTune | GiveCard | React):
        card = a.card
    elif isinstance(a, TakeBankCard):
        peek = p.prompt.peek if p.prompt is not None else []
        card = peek[a.depth].id if a.depth < len(peek) else None
    return card_emoji(GAME, card) if card else None


def _style(a: Action) -> discord.ButtonStyle:
    if isinstance(a, BankCard | React):
        return discord.ButtonStyle.success
    if isinstance(a, PlayTune):
        return discord.ButtonStyle.primary
    return discord.ButtonStyle.secondary


def action_items(
    record: SessionRecord,
    p: BangAndTwangPerspective,
    token: str,
    kind: str,
    legal: list[Action],
    w: Words = EN,
) -> list[discord.ui.Item[Any]]:
    """Buttons for the legal answers (5 per row), or selects when they do not fit."""
    if len(legal) <= MAX_BUTTONS:
        items: list[discord.ui.Item[Any]] = []
        for i, a in enumerate(legal):
            verb, arg = encode(a)
            items.append(
                button(
                    label(a, kind, record, p, w)[:80],
                    custom_id(GAME, record.id, token, verb, arg),
                    style=_style(a),
                    emoji=picture(a, p),
                    row=i // 5,
                )
            )
        return items
    selects: list[discord.ui.Item[Any]] = []
    for n, start in enumerate(range(0, len(legal), 25)):
        chunk = legal[start : start + 25]
        options = []
        for a in chunk:
            verb, arg = encode(a)
            options.append(
                discord.SelectOption(
                    label=label(a, kind, record, p, w)[:100], value=f"{verb}:{arg or ''}", emoji=picture(a, p)
                )
            )
        selects.append(
            discord.ui.Select(
                custom_id=custom_id(GAME, record.id, token, "pick", n),
                placeholder=w("bang_and_twang-pick" if n == 0 else "bang_and_twang-pick-more")[:150],
                options=options,
                row=min(n, 3),
            )
        )
    return selects[:4]


# ---- the public table ------------------------------------------------------------------------------------
def status_line(record: SessionRecord, p: BangAndTwangPerspective, w: Words = EN) -> str:
    """Whose turn it is and what the table waits for."""
    kind = p.turn_kind if p.turn_kind in ("extra", "cut_in") else "regular"
    lines = [w(f"bang_and_twang-status-{kind}", who=seat_name(record, p.active_seat, w))]
    if p.interrupted_seat is not None:
        lines.append(w("bang_and_twang-status-interrupted", who=seat_name(record, p.interrupted_seat, w)))
    if p.resolving:
        lines.append(w("bang_and_twang-status-playing", card=shown(p.resolving, w)))
    if p.window:
        lines.append(w("bang_and_twang-status-listening"))
    elif p.waiting_on and p.waiting_on != [p.active_seat]:
        names = w.names([seat_name(record, s, w) for s in p.waiting_on])
        lines.append(w("bang_and_twang-status-waiting", names=names))
    return "\n".join(lines)


def player_value(p: BangAndTwangPerspective, seat: int, w: Words = EN) -> str:
    """Public counts of one seat (R18): hand size, bank size, guard, orchestra, queued turns."""
    pl = p.players[seat]
    parts = [w("bang_and_twang-player-counts", hand=pl.hand_size, bank=pl.bank_size)]
    flags = []
    if pl.bank_guarded:
        flags.append(w("bang_and_twang-player-locked"))
    if pl.orchestra:
        flags.append(w("bang_and_twang-player-orchestra"))
    if pl.pending_extra:
        flags.append(w("bang_and_twang-player-extra", n=pl.pending_extra))
    if pl.pending_skips:
        flags.append(w("bang_and_twang-player-skips", n=pl.pending_skips))
    if flags:
        parts.append(" · ".join(flags))
    if pl.hand is not None:
        parts.extend(card_line(c, None, w) for c in pl.hand)
    elif pl.known:
        cards = w.names([f"*{card_name(c.name, w)}*" for c in pl.known])
        parts.append(w("bang_and_twang-player-known", cards=cards))
    return _clip("\n".join(parts), 1024)


def table(
    record: SessionRecord,
    p: BangAndTwangPerspective,
    riff_actions: list[Action],
    hand_button: discord.ui.Button[Any],
    w: Words | None = None,
) -> Payload:
    """The public table, in the session's language. `riff_actions`: the active seat's legal
    flips/moves (they name no card)."""
    w = w or words(table_language(record))
    top = p.discard[-1] if p.discard and p.discard[-1] in CAT.tunes else None
    piles = (
        w("bang_and_twang-table-piles-top", draw=p.draw_count, discard=len(p.discard), top=shown(top, w))
        if top is not None
        else w("bang_and_twang-table-piles", draw=p.draw_count, discard=len(p.discard))
    )
    embed = discord.Embed(
        title=w("bang_and_twang-table-title", turn=p.turn)[:256],
        description=f"{riff_line(p.riff, w)}\n\n{status_line(record, p, w)}\n{piles}",
        colour=COLOUR,
    )
    for pl in p.players:
        mark = "▶️ " if pl.seat == p.active_seat else ""
        embed.add_field(
            name=f"{mark}{seat_name(record, pl.seat, w)}"[:256],
            value=player_value(p, pl.seat, w),
            inline=True,
        )
    if record.recent_log:
        embed.add_field(
            name=w("bang_and_twang-table-log")[:256],
            value=_clip("\n".join(record.recent_log[-LOG_LINES:]), 1024),
            inline=False,
        )
    tunes = ", ".join(sorted({card_name(n, w) for n in p.tunes_in_deck}))
    footer = "clockwise" if p.direction == 1 else "anticlockwise"
    embed.set_footer(text=w(f"bang_and_twang-table-footer-{footer}", id=record.id, tunes=tunes)[:2048])
    items: list[discord.ui.Item[Any]] = []
    token = f"t{p.turn}"
    flips = [a for a in riff_actions if isinstance(a, FlipRiff)]
    moves = [a for a in distinct_moves(p.riff, riff_actions) if isinstance(a, MoveRiff)]
    for a in flips:
        items.append(
            button(
                w("bang_and_twang-button-flip", slot=a.slot)[:80],
                custom_id(GAME, record.id, token, "flip", a.slot),
                emoji="🔄",
                row=0,
            )
        )
    for a in moves:
        items.append(
            button(
                w("bang_and_twang-button-move", src=a.src, dst=a.dst)[:80],
                custom_id(GAME, record.id, token, "move", f"{a.src}{a.dst}"),
                emoji="↔️",
                row=1,
            )
        )
    items.append(hand_button)
    return Payload(embeds=[embed], items=items)


# ---- a seat's hand --------------------------------------------------------------------------------------
def hand_cards(p: BangAndTwangPerspective) -> list[str]:
    """The card ids of the hand message's "Your hand" field, in its order (sequence and tune cards
    held: docs/rules/bang_and_twang.md §1.2, §1.3), for the hand's picture. Banked cards are not in
    the hand."""
    return [c.id for c in p.hand]


def window_text(window: str | None, w: Words) -> str:
    """ "⚡ Reaction window: a tune card was just played (⚡ Shush!)."."""
    if window == "turn_start":
        return w("bang_and_twang-window-turn_start", card=card_name("Cut In", w))
    if window == "tune_played":
        return w("bang_and_twang-window-tune_played", card=card_name("Shush!", w))
    if window == "action_resolved":
        return w(
            "bang_and_twang-window-action_resolved",
            heckle=card_name("Heckle", w),
            ears=card_name("Quick Ears", w),
        )
    return w("bang_and_twang-window-now")


def prompt_text(kind: str, w: Words) -> str:
    """What a decision asks, in words."""
    if kind not in PROMPT_KINDS:
        return w("bang_and_twang-prompt-other")
    return w(f"bang_and_twang-prompt-{kind}", card=card_name(PROMPT_CARD.get(kind, ""), w))


def hand(
    record: SessionRecord, p: BangAndTwangPerspective, seat: int, legal: list[Action], w: Words | None = None
) -> Payload:
    """A seat's private message, in the seat's language: hand, own bank, and the buttons of its open
    decision.

    While the seat has nothing to decide the message shows no riff or turn info, so it is only
    edited when the seat's own cards change (fewer DM edits).
    """
    w = w or words(seat_language(record, seat))
    prompt = p.prompt
    active = prompt is not None
    bank_pts = sum(c.points for c in p.bank)
    embed = discord.Embed(title=w("bang_and_twang-hand-title")[:256], colour=COLOUR)
    desc: list[str] = []
    if active:
        assert prompt is not None
        desc.append(riff_line(p.riff, w))
        if prompt.kind.startswith("react_"):
            desc.append(window_text(prompt.window, w))
            desc.append(
                w("bang_and_twang-window-nothing" if len(legal) <= 1 else "bang_and_twang-window-may")
            )
        else:
            desc.append(prompt_text(prompt.kind, w))
        if prompt.source_card and prompt.source_card in CAT.tunes:
            name = card_name(CAT.tunes[prompt.source_card].name, w)
            desc.append(f"🎵 *{name}*: {card_effect(prompt.source_card, w)}")
        if prompt.triplet and prompt.kind == "give_card":
            desc.append(w("bang_and_twang-requested", triplet=triplet_text(prompt.triplet, w)))
        due = countdown(record, prompt.decision_id)
        if prompt.kind.startswith("react_"):
            desc.append(
                w("bang_and_twang-window-closes-at", due=due)
                if due
                else w("bang_and_twang-window-closes-in", seconds=prompt.timeout_s)
            )
        else:
            desc.append(
                w("bang_and_twang-answer-by", due=due)
                if due
                else w("bang_and_twang-answer-within", seconds=prompt.timeout_s)
            )
    else:
        desc.append(w("bang_and_twang-hand-idle"))
    embed.description = _clip("\n".join(desc), 4000)
    riff = p.riff if active else None
    empty = w("bang_and_twang-empty")
    embed.add_field(
        name=w("bang_and_twang-hand-field", n=len(p.hand))[:256],
        value=_clip("\n".join(card_line(c, riff, w) for c in p.hand) or empty, 1024),
        inline=False,
    )
    if active and prompt is not None and prompt.peek:
        embed.add_field(
            name=w("bang_and_twang-hand-peek")[:256],
            value=_clip("\n".join(card_line(c, None, w) for c in prompt.peek), 1024),
            inline=False,
        )
    if active and prompt is not None and (prompt.restack_placed or prompt.restack_rest):
        placed = w.names([card_name(c.name, w) for c in prompt.restack_placed]) or "—"
        rest = w.names([card_name(c.name, w) for c in prompt.restack_rest]) or "—"
        embed.add_field(
            name=w("bang_and_twang-hand-restack")[:256],
            value=_clip(
                w("bang_and_twang-restack-placed", cards=placed)
                + "\n"
                + w("bang_and_twang-restack-rest", cards=rest),
                1024,
            ),
            inline=False,
        )
    bank_lines = [
        w(
            "bang_and_twang-bank-line-top" if i == 0 else "bang_and_twang-bank-line",
            card=card_name(c.name, w) + (f" ({letters(c.triplet, w)})" if c.triplet else ""),
            points=c.points,
        )
        for i, c in enumerate(reversed(p.bank))
    ]
    embed.add_field(
        name=w("bang_and_twang-hand-bank", cards=len(p.bank), points=bank_pts)[:256],
        value=_clip("\n".join(bank_lines) or empty, 1024),
        inline=False,
    )
    name = record.seats[seat].name if seat < len(record.seats) else w("bang_and_twang-seat", n=seat + 1)
    embed.set_footer(text=w("bang_and_twang-hand-footer", name=name, id=record.id)[:2048])
    items: list[discord.ui.Item[Any]] = []
    if prompt is not None and legal:
        items = action_items(
            record, p, f"d{prompt.decision_id}", prompt.kind, distinct_moves(p.riff, legal), w
        )
    return Payload(embeds=[embed], items=items)


def final_lines(record: SessionRecord, p: BangAndTwangPerspective, w: Words | None = None) -> list[str]:
    """Every player's points and banked cards, winners first (🏆), then most points.

    A game stopped before its end shows banked-card counts only: what is in a bank stays secret.
    """
    w = w or words(table_language(record))
    if p.result is None:
        return [w("bang_and_twang-final-stopped")] + [
            w("bang_and_twang-final-stopped-line", who=seat_name(record, pl.seat, w), cards=pl.bank_size)
            for pl in p.players
        ]
    scores = [int(x) for x in p.result.scores]
    won = set(p.result.winners)
    order = sorted(range(p.seats), key=lambda z: (z not in won, -scores[z]))
    return [
        w(
            "bang_and_twang-final-line-won" if z in won else "bang_and_twang-final-line",
            who=seat_name(record, z, w),
            points=scores[z],
            cards=p.players[z].bank_size,
        )
        for z in order
    ]


def headline(record: SessionRecord, p: BangAndTwangPerspective, w: Words | None = None) -> str | None:
    """ "🏆 Ana wins with 7 points"; ties share the win (or the banked-card tie-break decided)."""
    if p.result is None or not p.result.winners:
        return None
    w = w or words(table_language(record))
    winners = p.result.winners
    top = int(max(p.result.scores))
    names = w.names([seat_name(record, s, w) for s in winners])
    key = "bang_and_twang-headline-one" if len(winners) == 1 else "bang_and_twang-headline-shared"
    if sum(1 for v in p.result.scores if int(v) == top) > len(winners):
        key += "-tiebreak"
    return w(key, names=names, points=top)


def end_reason(record: SessionRecord, p: BangAndTwangPerspective, w: Words | None = None) -> str | None:
    """Why the game ended (§5, R12)."""
    if p.result is None or p.end_reason is None:
        return None
    w = w or words(table_language(record))
    if p.end_reason == "out_of_cards":
        if p.end_seat is None:
            return w("bang_and_twang-end-out_of_cards-anyone")
        return w("bang_and_twang-end-out_of_cards", who=seat_name(record, p.end_seat, w))
    rule = CAT.turn.stall_rule
    if p.end_reason == "stall":
        return w("bang_and_twang-end-stall", rounds=rule.quiet_rounds)
    return w("bang_and_twang-end-turn_cap", turns=rule.hard_turn_cap)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
