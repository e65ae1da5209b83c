"""Pure renderers for Bang & Twang: perspectives → embeds and buttons (no API calls).

Custom ids: `bang_and_twang:<sid>:<token>:<verb>[:<arg>]`. The public table carries only the
riff buttons (flip / move, token `t<turn>`), which name no card. Everything that names a card
(bank, play a tune, react, give, …) lives on the owner's DM / ephemeral hand with `d<decision>`.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.emojis import card_emoji, card_mention
from bot.results import names_list, plural
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
from engines.bang_and_twang.text import DONE
from engines.base import Action

GAME = "bang_and_twang"
COLOUR = discord.Colour.from_rgb(205, 133, 63)
CAT = load_catalog()
FACE_EMOJI = {"B": "🥁", "T": "🪕"}
FACE_WORD = {"B": "Bang", "T": "Twang"}
SET_LABEL = {
    "green_circle": "🟢 Green Circle — Campfire Tunes",
    "red_triangle": "🔺 Red Triangle — Pickpocket Polka",
    "blue_square": "🟦 Blue Square — Encore!",
    "yellow_star": "⭐ Yellow Star — Big Band",
    "purple_diamond": "🔷 Purple Diamond — Riff Wizards",
    "orange_heart": "🧡 Orange Heart — Mischief Jig",
}
P_RE = re.compile(r"\b(?:Seat |P)(\d+)\b")
LOG_LINES = 8
MAX_BUTTONS = 20
"""Hand buttons fit in rows 0–3; more options become selects (≤25 options each)."""

WINDOW_TEXT = {
    "turn_start": "a turn is about to begin (⚡ Cut In)",
    "tune_played": "a tune card was just played (⚡ Shush!)",
    "action_resolved": "an action has just resolved (⚡ Heckle / Quick Ears)",
}
PROMPTS = {
    "take_action": "🎶 **Your turn.** Flip or move a riff card (you may then bank a match), bank a"
    " matching card, or play a tune card.",
    "standard_action": "🎶 Take a standard action: flip, move or bank (no tune cards).",
    "may_bank": "✅ A card in your hand matches the riff now. Bank it?",
    "call_and_response": "🔁 Call and Response: you may bank one matching card.",
    "tune_bank": "🏦 You may bank a card.",
    "tune_flip": "🔄 Flip a riff card (or stop).",
    "tune_move": "↔️ You may move one riff card.",
    "tune_change": "🎛️ Change the riff (flip or move), bank a match, or stop.",
    "tune_rotate": "🔃 Round and Round: rotate the riff, or stop.",
    "tune_set_riff": "🎚️ Tune Up: set the riff to any triplet.",
    "choose_target": "🎯 Choose a player.",
    "peek_take": "👀 Take one of the cards you see onto your bank.",
    "restack": "🗂️ Tidy Up: pick the next card for your bank (bottom first), or keep the order.",
    "name_triplet": "📣 Request: name a triplet.",
    "give_card": "🎁 Request: give one of your matching cards.",
}


# ---- names and cards -------------------------------------------------------------------------------
def seat_name(record: SessionRecord, seat: int | None) -> str:
    """A seat's display name (🤖 for AI seats)."""
    if seat is None:
        return "—"
    if 0 <= seat < len(record.seats):
        info = record.seats[seat]
        return f"🤖 {info.name}" if info.ai else info.name
    return f"Seat {seat + 1}"


def with_names(text: str, record: SessionRecord) -> str:
    """Replace the engine's "Seat 1" with the players' names."""
    return P_RE.sub(lambda m: seat_name(record, int(m.group(1)) - 1), text)


def triplet_text(triplet: str) -> str:
    """ "🥁🪕🪕 B T T"."""
    return "".join(FACE_EMOJI[f] for f in triplet) + " " + " ".join(triplet)


def riff_face(face: str) -> str:
    """A riff face's icon: the riff card's picture (`<:name:id>`, CAMPFIRE_IMAGES) or 🥁 / 🪕."""
    picture = card_emoji(GAME, f"riff_{face.lower()}")
    return str(picture) if picture is not None else FACE_EMOJI[face]


def riff_line(riff: str) -> str:
    """The riff row, left to right: `[1] 🥁 Bang  [2] 🪕 Twang  [3] 🪕 Twang`."""
    return "   ".join(f"`[{i + 1}]` {riff_face(f)} **{FACE_WORD[f]}**" for i, f in enumerate(riff))


def card_line(c: CardView, riff: str | None = None) -> str:
    """One card of a hand, as its holder sees it."""
    if c.kind == "sequence":
        mark = " ✅ matches" if riff is not None and c.triplet == riff else ""
        return f"🎼 **{c.name}** {triplet_text(c.triplet or '')} · {plural(c.points, 'pt')}{mark}"
    bolt = "⚡ " if c.reaction else ""
    return f"🎵 {bolt}**{c.name}** — {c.text}"


def shown(card: str) -> str:
    """A face-up tune card on the table: its picture (`<:name:id>`, CAMPFIRE_IMAGES) before its name in
    italics, or the name alone (images off, or no emoji for that face)."""
    return f"{card_mention(GAME, card)}*{CAT.tunes[card].name}*"


def card_short(card: str) -> str:
    """A card's name for a button: "Kettle Song (B T T)" or "Double Strum"."""
    seq = CAT.seq.get(card)
    if seq is not None:
        return f"{seq.title} ({' '.join(seq.triplet)})"
    return CAT.tunes[card].name


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


def label(a: Action, kind: str, record: SessionRecord, p: BangAndTwangPerspective) -> str:
    """Button text of an action of a decision of `kind`."""
    if isinstance(a, BankCard):
        return f"Bank {card_short(a.card)}"
    if isinstance(a, FlipRiff):
        return f"Flip {a.slot} ({' '.join(flipped(p.riff, a.slot))})"
    if isinstance(a, MoveRiff):
        return f"Move {a.src}→{a.dst} ({' '.join(moved(p.riff, a.src, a.dst))})"
    if isinstance(a, RotateRiff):
        return "Leftmost to the end" if a.side == "left_to_end" else "Rightmost to the front"
    if isinstance(a, SetRiff):
        return f"Set {' '.join(a.triplet)}"
    if isinstance(a, PlayTune):
        return f"Play {card_short(a.card)}" + (" (no effect)" if CAT.tunes[a.card].reaction else "")
    if isinstance(a, Done):
        return DONE.get(kind, "Done")
    if isinstance(a, ChooseSeat):
        return f"Choose {seat_name(record, a.seat)}"
    if isinstance(a, TakeBankCard):
        peek = p.prompt.peek if p.prompt is not None else []
        name = card_short(peek[a.depth].id) if a.depth < len(peek) else f"card {a.depth + 1}"
        return f"Take {name}"
    if isinstance(a, NameTriplet):
        return f"Request {' '.join(a.triplet)}"
    if isinstance(a, GiveCard):
        return f"Give {card_short(a.card)}"
    if isinstance(a, RestackPick):
        rest = p.prompt.restack_rest if p.prompt is not None else []
        name = rest[a.position].name if a.position < len(rest) else f"card {a.position + 1}"
        return f"Next: {name}"
    if isinstance(a, React):
        extra = (
            f" on {seat_name(record, a.target)}"
            if a.target is not None
            else (f", bank {card_short(a.bank)}" if a.bank else "")
        )
        return f"⚡ {CAT.tunes[a.card].name}{extra}"
    if isinstance(a, Pass):
        return "Don't react"
    return a.kind


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
) -> list[discord.ui.Item[Any]]:
    """Buttons for the legal answers (5 per row), or selects when they do not fit."""
    if len(legal) <= MAX_BUTTONS:
        items: list[discord.ui.Item[Any]] = []
        for i, a in enumerate(legal):
            verb, arg = encode(a)
            items.append(
                button(
                    label(a, kind, record, p),
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
                    label=label(a, kind, record, p)[:100], value=f"{verb}:{arg or ''}", emoji=picture(a, p)
                )
            )
        selects.append(
            discord.ui.Select(
                custom_id=custom_id(GAME, record.id, token, "pick", n),
                placeholder="Choose your move…" if n == 0 else "More moves…",
                options=options,
                row=min(n, 3),
            )
        )
    return selects[:4]


# ---- the public table ------------------------------------------------------------------------------------
def status_line(record: SessionRecord, p: BangAndTwangPerspective) -> str:
    """Whose turn it is and what the table waits for."""
    who = f"**{seat_name(record, p.active_seat)}**"
    kind = {"extra": " (extra turn 🎉)", "cut_in": " (⚡ cutting in)"}.get(p.turn_kind or "", "")
    lines = [f"▶️ {who}'s turn{kind}"]
    if p.interrupted_seat is not None:
        lines[0] += f" — {seat_name(record, p.interrupted_seat)}'s turn waits"
    if p.resolving:
        lines.append(f"🎵 Playing {shown(p.resolving)}")
    if p.window:
        lines.append("👂 Listening for reactions…")
    elif p.waiting_on and p.waiting_on != [p.active_seat]:
        lines.append("⏳ Waiting for " + ", ".join(seat_name(record, s) for s in p.waiting_on))
    return "\n".join(lines)


def player_value(p: BangAndTwangPerspective, seat: int) -> str:
    """Public counts of one seat (R18): hand size, bank size, guard, orchestra, queued turns."""
    pl = p.players[seat]
    parts = [f"✋ {plural(pl.hand_size, 'card')} in hand · 🏦 {pl.bank_size} banked"]
    flags = []
    if pl.bank_guarded:
        flags.append("🔒 bank locked")
    if pl.orchestra:
        flags.append("🎻 Full Orchestra (refresh to 3)")
    if pl.pending_extra:
        flags.append(f"🎉 +{pl.pending_extra} turn")
    if pl.pending_skips:
        flags.append(f"⏭️ skip ×{pl.pending_skips}")
    if flags:
        parts.append(" · ".join(flags))
    if pl.hand is not None:
        parts.extend(card_line(c) for c in pl.hand)
    elif pl.known:
        parts.append("👁️ known in hand: " + ", ".join(f"*{c.name}*" for c in pl.known))
    return _clip("\n".join(parts), 1024)


def table(
    record: SessionRecord,
    p: BangAndTwangPerspective,
    riff_actions: list[Action],
    hand_button: discord.ui.Button[Any],
) -> Payload:
    """The public table. `riff_actions`: the active seat's legal flips/moves (they name no card)."""
    discard = f" · 🗑️ discard {len(p.discard)}" + (
        f" (top: {shown(p.discard[-1])})" if p.discard and p.discard[-1] in CAT.tunes else ""
    )
    embed = discord.Embed(
        title=f"🐉 Bang & Twang — turn {p.turn}",
        description=f"{riff_line(p.riff)}\n\n{status_line(record, p)}\n🃏 Draw pile: **{p.draw_count}**{discard}",
        colour=COLOUR,
    )
    arrow = "↻" if p.direction == 1 else "↺"
    for pl in p.players:
        mark = "▶️ " if pl.seat == p.active_seat else ""
        embed.add_field(
            name=f"{mark}{seat_name(record, pl.seat)}"[:256], value=player_value(p, pl.seat), inline=True
        )
    if record.recent_log:
        embed.add_field(
            name="📜 Last actions", value=_clip("\n".join(record.recent_log[-LOG_LINES:]), 1024), inline=False
        )
    embed.set_footer(
        text=f"Session {record.id} · {arrow} play goes {'clockwise' if p.direction == 1 else 'anticlockwise'}"
        f" · tunes: {', '.join(sorted(set(p.tunes_in_deck)))}"[:2048]
    )
    items: list[discord.ui.Item[Any]] = []
    token = f"t{p.turn}"
    flips = [a for a in riff_actions if isinstance(a, FlipRiff)]
    moves = [a for a in distinct_moves(p.riff, riff_actions) if isinstance(a, MoveRiff)]
    for a in flips:
        items.append(
            button(f"Flip {a.slot}", custom_id(GAME, record.id, token, "flip", a.slot), emoji="🔄", row=0)
        )
    for a in moves:
        items.append(
            button(
                f"Move {a.src}→{a.dst}",
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


def hand(record: SessionRecord, p: BangAndTwangPerspective, seat: int, legal: list[Action]) -> Payload:
    """A seat's private message: hand, own bank, and the buttons of its open decision.

    While the seat has nothing to decide the message shows no riff or turn info, so it is only
    edited when the seat's own cards change (fewer DM edits).
    """
    prompt = p.prompt
    active = prompt is not None
    bank_pts = sum(c.points for c in p.bank)
    embed = discord.Embed(title="🐉 Bang & Twang — your hand", colour=COLOUR)
    desc: list[str] = []
    if active:
        assert prompt is not None
        desc.append(riff_line(p.riff))
        if prompt.kind.startswith("react_"):
            desc.append(f"⚡ **Reaction window:** {WINDOW_TEXT.get(prompt.window or '', 'now')}.")
            if len(legal) <= 1:
                desc.append("You have no reaction card that fits. (The window closes by itself.)")
            else:
                desc.append("You may play a reaction card now — or let it go.")
        else:
            desc.append(PROMPTS.get(prompt.kind, "Your decision."))
        if prompt.source_card and prompt.source_card in CAT.tunes:
            desc.append(f"🎵 *{CAT.tunes[prompt.source_card].name}*: {CAT.texts[prompt.source_card]}")
        if prompt.triplet and prompt.kind == "give_card":
            desc.append(f"Requested: {triplet_text(prompt.triplet)}")
        due = countdown(record, prompt.decision_id)
        if prompt.kind.startswith("react_"):
            desc.append(f"⏱️ The window closes {due or f'in {prompt.timeout_s} s'}.")
        else:
            desc.append(
                f"⏱️ Answer {due or f'within {prompt.timeout_s} s'}; after that the bot makes a safe move for you."
            )
    else:
        desc.append("Not your move right now — watch the table.")
    embed.description = _clip("\n".join(desc), 4000)
    riff = p.riff if active else None
    embed.add_field(
        name=f"✋ Your hand ({len(p.hand)})",
        value=_clip("\n".join(card_line(c, riff) for c in p.hand) or "_empty_", 1024),
        inline=False,
    )
    if active and prompt is not None and prompt.peek:
        embed.add_field(
            name="👀 You look at (top first) — only you see these",
            value=_clip("\n".join(card_line(c) for c in prompt.peek), 1024),
            inline=False,
        )
    if active and prompt is not None and (prompt.restack_placed or prompt.restack_rest):
        embed.add_field(
            name="🗂️ Restacking",
            value=_clip(
                "Placed (bottom first): "
                + (", ".join(c.name for c in prompt.restack_placed) or "—")
                + "\nStill to place: "
                + ", ".join(c.name for c in prompt.restack_rest),
                1024,
            ),
            inline=False,
        )
    bank_lines = [
        f"{'🔝 ' if i == 0 else ''}{c.name}"
        + (f" ({' '.join(c.triplet)})" if c.triplet else "")
        + f" · {plural(c.points, 'pt')}"
        for i, c in enumerate(reversed(p.bank))
    ]
    embed.add_field(
        name=f"🏦 Your bank: {plural(len(p.bank), 'card')}, {plural(bank_pts, 'pt')} (top first)",
        value=_clip("\n".join(bank_lines) or "_empty_", 1024),
        inline=False,
    )
    name = record.seats[seat].name if seat < len(record.seats) else f"Seat {seat + 1}"
    embed.set_footer(text=f"{name} · session {record.id}")
    items: list[discord.ui.Item[Any]] = []
    if prompt is not None and legal:
        items = action_items(record, p, f"d{prompt.decision_id}", prompt.kind, distinct_moves(p.riff, legal))
    return Payload(embeds=[embed], items=items)


def final_lines(record: SessionRecord, p: BangAndTwangPerspective) -> list[str]:
    """Every player's points and banked cards, winners first (🏆), then most points.

    A game stopped before its end shows banked-card counts only: what is in a bank stays secret.
    """
    if p.result is None:
        return ["Cards banked when the game was stopped:"] + [
            f"{seat_name(record, pl.seat)} — {plural(pl.bank_size, 'card')} banked" for pl in p.players
        ]
    scores = [int(x) for x in p.result.scores]
    won = set(p.result.winners)
    order = sorted(range(p.seats), key=lambda z: (z not in won, -scores[z]))
    return [
        f"{'🏆 ' if z in won else ''}{seat_name(record, z)} — **{plural(scores[z], 'point')}**"
        f" ({plural(p.players[z].bank_size, 'card')} banked)"
        for z in order
    ]


def headline(record: SessionRecord, p: BangAndTwangPerspective) -> str | None:
    """ "🏆 Ana wins with 7 points"; ties share the win (or the banked-card tie-break decided)."""
    if p.result is None or not p.result.winners:
        return None
    winners = p.result.winners
    top = int(max(p.result.scores))
    names = names_list([seat_name(record, w) for w in winners])
    if len(winners) == 1:
        text = f"🏆 {names} wins with {plural(top, 'point')}"
    else:
        text = f"🏆 {names} share the win with {plural(top, 'point')} each"
    if sum(1 for v in p.result.scores if int(v) == top) > len(winners):
        text += " (a tie on points, decided by the most banked cards)"
    return text


def end_reason(record: SessionRecord, p: BangAndTwangPerspective) -> str | None:
    """Why the game ended (§5, R12)."""
    if p.result is None or p.end_reason is None:
        return None
    if p.end_reason == "out_of_cards":
        who = seat_name(record, p.end_seat) if p.end_seat is not None else "The active player"
        return f"🔚 The draw pile was empty and {who} had no cards left, so the game ended."
    rule = CAT.turn.stall_rule
    if p.end_reason == "stall":
        return (
            f"🔚 The draw pile was empty and nobody banked or played a card for {rule.quiet_rounds} rounds"
            " (the stall rule), so the game ended."
        )
    return f"🔚 The game reached the limit of {rule.hard_turn_cap} turns."


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
