"""Pure renderers for BANG!: perspectives and legal actions → embeds and components (no API calls).

The table is drawn from `view_for(None)` only. A hand is drawn from `view_for(seat)` and that seat's
legal actions; its components point at a legal action by **index** (`act`), or carry the seat's own
card ids (`card`, `tgt`, `sid`) — allowed only because a hand is the owner's DM/ephemeral message.
Multi-step plays (card → target → which card) keep their state in the custom_ids of the re-rendered
hand, so the server remembers nothing between the steps.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord

from bot.storage import SessionRecord
from bot.ui import Payload, button, custom_id
from cogs.bang.messages import CARD_TEXT, CHARACTER_TEXT, DECISION_TEXT, ROLE_TEXT
from engines.bang import catalog as cat
from engines.bang.actions import Choose, Discard, EndTurn, PlayCard, Respond, UseAbility
from engines.bang.perspective import BangPerspective
from engines.base import Action, Event

GAME = "bang"
COLOUR = discord.Colour.from_rgb(181, 101, 29)
LOG_LINES = 8
"""Recent public events shown on the table."""
NO_TARGET = -1
"""The `tgt` step's value for plays without a target seat (several ways to play one card)."""
SELECT_MAX = 25
"""Discord: at most 25 options in a string select."""
BUTTONS_MAX = 20
"""Buttons in a hand (4 rows of 5; the 5th row is kept for a select or Back)."""
RESPONSE_KINDS = frozenset(
    {
        "respond_to_shot",
        "respond_to_indians",
        "respond_to_duel",
        "play_beer_or_die",
        "use_ability_when_targeted",
    }
)
"""Decisions a (usually non-active) player answers with Missed!/Barrel/Beer/take-the-hit buttons."""
TAKE_IT = {
    "respond_to_shot": "Take the hit (−1 ❤️)",
    "respond_to_indians": "Lose 1 ❤️",
    "respond_to_duel": "Give up the Duel (−1 ❤️)",
    "play_beer_or_die": "No Beer: I'm out 💀",
    "use_ability_when_targeted": "Let it happen",
}
PING_TEXT = {
    "respond_to_shot": "you are shot at",
    "respond_to_indians": "Indians! are coming",
    "respond_to_duel": "you are challenged to a Duel",
    "play_beer_or_die": "you are dying",
    "use_ability_when_targeted": "a card targets you",
    "pick_from_general_store": "pick your card from the General Store",
}
"""The channel ping for a human who must answer out of turn."""
PHASE = {
    "setup": "setting up",
    "start": "start of turn",
    "draw": "1 · draw",
    "play": "2 · play cards",
    "discard": "3 · discard",
    "ended": "end of turn",
}
ROLE_NAME = {"sheriff": "⭐ Sheriff", "deputy": "🛡️ Deputy", "outlaw": "🦹 Outlaw", "renegade": "🐍 Renegade"}
SOURCE = {
    "deck": "the deck",
    "stagecoach": "Stagecoach",
    "wells_fargo": "Wells Fargo",
    "black_jack_shown": "Black Jack shows",
    "discard": "the discard pile",
    "general_store": "the General Store",
    "bart_cassidy": "Bart Cassidy",
    "outlaw_reward": "reward",
}
QUIET_DISCARDS = frozenset({"missed", "beer", "indians", "duel", "sid_ketchum"})
"""Discards already told by a card_played line."""


@dataclass(frozen=True)
class Step:
    """Where the owner is in a multi-step play (None = the plain hand)."""

    verb: str
    """"card" (pick a target), "tgt" (pick which of the target's cards) or "confirm"."""
    card: str = ""
    target: int | None = None
    index: int | None = None


# ---------------------------------------------------------------------- small helpers
def seat_name(record: SessionRecord, seat: int | None) -> str:
    """A seat's display name (AI seats get a robot)."""
    if seat is None:
        return "nobody"
    if 0 <= seat < len(record.seats):
        info = record.seats[seat]
        return f"🤖 {info.name}" if info.ai else info.name
    return f"Seat {seat + 1}"


def card_label(card_id: str | None) -> str:
    """ "BANG! (A♠)"."""
    return cat.card(card_id).label if card_id else "a card"


def card_name(card_id: str) -> str:
    """ "BANG!"."""
    return cat.card(card_id).name


def char_name(char_id: str) -> str:
    """A character's name ("choosing…" before the choice)."""
    return cat.character(char_id).name if char_id else "choosing…"


def countdown(due: float | None, timeout_s: int) -> str:
    """A Discord relative timestamp ("in 25 seconds") or the plain timeout."""
    return f"<t:{int(due)}:R>" if due else f"within {timeout_s} s"


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _select(
    cid: str,
    placeholder: str,
    options: list[tuple[str, str, str | None]],
    *,
    min_values: int = 1,
    max_values: int = 1,
) -> discord.ui.Select[Any]:
    """A string select (options: label, value, description), cut to Discord's limits."""
    opts = [
        discord.SelectOption(label=_clip(label, 100), value=value, description=_clip(d, 100) if d else None)
        for label, value, d in options[:SELECT_MAX]
    ]
    return discord.ui.Select(
        custom_id=cid,
        placeholder=_clip(placeholder, 150),
        options=opts,
        min_values=min(min_values, len(opts)),
        max_values=min(max_values, len(opts)),
    )


def pending_line(record: SessionRecord, p: BangPerspective, due: float | None) -> str:
    """ "⏳ Waiting for Ann — answering a shot (BANG! from Bob) · in 25 s"."""
    d = p.pending
    if d is None:
        return ""
    what = DECISION_TEXT.get(d.kind, d.kind.replace("_", " "))
    src = ""
    if d.source_card and d.kind != "play_turn":
        src = f" ({card_name(d.source_card)}"
        src += f" from {seat_name(record, d.attacker)})" if d.attacker is not None else ")"
    return f"⏳ Waiting for **{seat_name(record, d.seat)}** — {what}{src} · {countdown(due, d.timeout_s)}"


# ---------------------------------------------------------------------- the table
def table(
    record: SessionRecord, p: BangPerspective, due: float | None, hand_button: discord.ui.Button[Any]
) -> Payload:
    """The public table: every seat in order, whose turn and phase, the pending decision, the log."""
    lines = [f"▶️ **{seat_name(record, p.active)}**'s turn · phase {PHASE.get(p.phase, p.phase)}"]
    if p.pending is not None:
        lines.append(pending_line(record, p, due))
        waited = p.pending.seat
        if p.pending.kind in RESPONSE_KINDS and waited < len(record.seats) and record.seats[waited].human:
            lines.append("Answer with the buttons in your DMs or with **My hand**.")
    embed = discord.Embed(title=f"🤠 BANG! — turn {p.turn}", description="\n".join(lines), colour=COLOUR)
    for s in p.seats:
        head = ("▶️ " if s.seat == p.active else "") + ("⭐ " if s.is_sheriff else "")
        name = head + seat_name(record, s.seat) + ("" if s.alive else " 💀")
        rows = [f"**{char_name(s.character)}**"]
        if s.alive:
            rows.append(f"❤️ {s.life}/{s.max_life} · ✋ {s.hand_size}")
        if s.role and not s.is_sheriff:
            rows.append(ROLE_NAME.get(s.role, s.role))
        if s.in_play:
            rows.append("🃏 " + ", ".join(card_label(c) for c in s.in_play))
        embed.add_field(name=_clip(name, 256), value=_clip("\n".join(rows), 1024), inline=True)
    if p.store:
        embed.add_field(
            name="🏪 General Store", value=", ".join(card_label(c) for c in p.store), inline=False
        )
    if p.check_cards:
        embed.add_field(name="🎲 draw!", value=", ".join(card_label(c) for c in p.check_cards), inline=False)
    if record.recent_log:
        embed.add_field(
            name="📜 Recent", value=_clip("\n".join(record.recent_log[-LOG_LINES:]), 1024), inline=False
        )
    top = f" (top: {card_label(p.discard_top)})" if p.discard_top else ""
    embed.set_footer(
        text=f"Deck {p.deck_size} · discard {p.discard_size}{top} · session {record.id} · /bang hand · /bang rules"
    )
    items: list[discord.ui.Item[Any]] = []
    if p.pending is not None and p.pending.kind == "pick_from_general_store":
        # Public picks: store cards are face up; the index is the picker's legal-action index, and
        # the d<id> token lets only the picking seat use these buttons.
        token = f"d{p.pending.decision_id}"
        for i, c in enumerate(p.store[:BUTTONS_MAX]):
            items.append(
                button(
                    card_label(c),
                    custom_id(GAME, record.id, token, "act", i),
                    style=discord.ButtonStyle.primary,
                    emoji="🏪",
                )
            )
    items.append(hand_button)
    return Payload(embeds=[embed], items=items)


# ---------------------------------------------------------------------- a hand
def hand(
    record: SessionRecord,
    p: BangPerspective,
    legal: list[Action],
    seat: int,
    due: float | None,
    step: Step | None = None,
) -> Payload:
    """A seat's private message: role, character, cards, distances, and the buttons of its decision."""
    me = p.seats[seat]
    role = ROLE_TEXT.get(p.role or "", p.role or "")
    desc = [role]
    if me.character:
        desc.append(f"🎭 **{char_name(me.character)}** — {CHARACTER_TEXT.get(me.character, '')}")
    if me.alive:
        desc.append(f"❤️ {me.life}/{me.max_life} · 🔫 range {p.weapon_range}")
    else:
        desc.append("💀 You are out of the game.")
    embed = discord.Embed(
        title=f"🤠 BANG! — {seat_name(record, seat)}", description="\n".join(desc), colour=COLOUR
    )
    cards = p.hand or []
    hand_lines = [f"• {card_label(c)} — {CARD_TEXT.get(cat.card(c).kind, '')}" for c in cards]
    embed.add_field(
        name=f"✋ Your hand ({len(cards)})",
        value=_clip("\n".join(hand_lines) or "_empty_", 1024),
        inline=False,
    )
    if me.in_play:
        embed.add_field(name="🃏 In play", value=", ".join(card_label(c) for c in me.in_play), inline=False)
    if me.alive:
        dist = [
            f"{seat_name(record, s.seat)}: {s.distance}{' 🎯' if s.in_range else ''}"
            for s in p.seats
            if s.seat != seat and s.alive and s.distance is not None
        ]
        if dist:
            embed.add_field(
                name="📏 Distances (🎯 = in range)", value=_clip(" · ".join(dist), 1024), inline=False
            )
    if p.looking:
        embed.add_field(
            name="👀 You look at", value=", ".join(card_label(c) for c in p.looking), inline=False
        )
    items: list[discord.ui.Item[Any]] = []
    d = p.pending
    if p.winners is not None:
        embed.add_field(name="🏁", value="The game is over.", inline=False)
    elif d is not None and d.seat == seat and legal:
        token = f"d{d.decision_id}"
        prompt, items = _decision(record, p, legal, seat, token, step)
        embed.add_field(
            name="👉 Your move", value=_clip(f"{prompt}\n{countdown(due, d.timeout_s)}", 1024), inline=False
        )
    elif d is not None and me.alive:
        # Only whose turn it is (not the pending question of the moment): the DM is then edited
        # once per turn rather than after every action of the others (DM edit budget).
        embed.add_field(
            name="⏳ Waiting",
            value=f"▶️ **{seat_name(record, p.active)}**'s turn — the table shows more.",
            inline=False,
        )
    embed.set_footer(text=f"Session {record.id} · only you see this")
    return Payload(embeds=[embed], items=items)


def _cid(record: SessionRecord, token: str, verb: str, arg: str | int | None = None) -> str:
    return custom_id(GAME, record.id, token, verb, arg)


def _decision(
    record: SessionRecord, p: BangPerspective, legal: list[Action], seat: int, token: str, step: Step | None
) -> tuple[str, list[discord.ui.Item[Any]]]:
    """The prompt and components of the seat's open decision."""
    assert p.pending is not None
    kind = p.pending.kind
    if kind == "play_turn":
        return _play_turn(record, p, legal, token, step)
    if kind in RESPONSE_KINDS:
        return _response(record, p, legal, token, kind)
    if kind == "pick_from_general_store":
        return "🏪 General Store: pick your card with the buttons on the **table** message.", []
    if kind == "discard_to_hand_limit":
        extra = len(p.hand or []) - max(p.seats[seat].life, 0)
        opts = [
            (card_label(a.card), str(i), CARD_TEXT.get(cat.card(a.card).kind))
            for i, a in enumerate(legal)
            if isinstance(a, Discard)
        ]
        sel = _select(_cid(record, token, "act"), f"Discard a card ({extra} too many)", opts)
        return f"🗑️ Discard down to your life points: {extra} more.", [sel]
    buttons: list[discord.ui.Item[Any]]
    if len(legal) > BUTTONS_MAX:
        # More answers than buttons fit: one select (Discord: 25 options at most).
        buttons = [
            _select(
                _cid(record, token, "act"),
                "Choose…",
                [(_choice_label(record, p, a), str(i), None) for i, a in enumerate(legal)],
            )
        ]
    else:
        buttons = [
            button(
                _choice_label(record, p, a), _cid(record, token, "act", i), style=discord.ButtonStyle.primary
            )
            for i, a in enumerate(legal)
        ]
    prompt = {
        "choose_character": "🎭 Choose your character.",
        "choose_check_card": "🎲 Lucky Duke: choose which card counts for the draw!.",
        "choose_draw_source": "🂠 Where do you draw your first card from?",
        "choose_card_to_put_back": "👀 Kit Carlson: choose the card to put back on the deck.",
    }.get(kind, "Choose:")
    return prompt, list(buttons)


def _choice_label(record: SessionRecord, p: BangPerspective, a: Action) -> str:
    if isinstance(a, Choose):
        if a.option == "deck":
            return "From the draw pile"
        if a.option == "discard":
            return f"Top of the discard ({card_label(p.discard_top)})"
        if a.option == "hand" and a.seat is not None:
            return f"From {seat_name(record, a.seat)}'s hand"
        if a.card is not None:
            verb = "Put back" if p.pending and p.pending.kind == "choose_card_to_put_back" else "Take"
            return f"{verb} {card_label(a.card)}"
        if a.option:
            try:
                return f"{char_name(a.option)} — {CHARACTER_TEXT.get(a.option, '')}"
            except KeyError:
                return a.option
    if isinstance(a, EndTurn):
        return "End turn"
    if isinstance(a, Respond):
        return f"Play {card_label(a.card)}" if a.card else "Pass"
    if isinstance(a, UseAbility):
        return f"Use {a.ability.replace('_', ' ')}"
    return a.kind.replace("_", " ")


def _sid_select(
    record: SessionRecord, p: BangPerspective, legal: list[Action], token: str
) -> list[discord.ui.Item[Any]]:
    """Sid Ketchum: pick the two hand cards to discard for 1 life."""
    if not any(isinstance(a, UseAbility) and a.ability == "sid_ketchum" for a in legal):
        return []
    opts = [(card_label(c), c, None) for c in (p.hand or [])]
    return [
        _select(
            _cid(record, token, "sid"),
            "Sid Ketchum: discard 2 cards for +1 ❤️",
            opts,
            min_values=2,
            max_values=2,
        )
    ]


def _response(
    record: SessionRecord, p: BangPerspective, legal: list[Action], token: str, kind: str
) -> tuple[str, list[discord.ui.Item[Any]]]:
    """Missed!/Barrel/Beer/BANG! buttons (one per card name), Sid's select, and take-it."""
    d = p.pending
    assert d is not None
    items: list[discord.ui.Item[Any]] = []
    seen: dict[str, int] = {}
    for a in legal:
        if isinstance(a, Respond) and a.card:
            seen[card_name(a.card)] = seen.get(card_name(a.card), 0) + 1
    shown: set[str] = set()
    take: discord.ui.Button[Any] | None = None
    for i, a in enumerate(legal):
        if isinstance(a, Respond) and a.card:
            name = card_name(a.card)
            if name in shown:
                continue
            shown.add(name)
            n = seen[name]
            items.append(
                button(
                    f"Play {name}" + (f" (×{n})" if n > 1 else ""),
                    _cid(record, token, "act", i),
                    style=discord.ButtonStyle.success,
                )
            )
        elif isinstance(a, UseAbility) and a.ability in ("barrel", "jourdonnais"):
            label = "Barrel draw!" if a.ability == "barrel" else "Jourdonnais draw!"
            items.append(
                button(label, _cid(record, token, "act", i), style=discord.ButtonStyle.primary, emoji="🛢️")
            )
        elif isinstance(a, Respond) and a.card is None:
            take = button(
                TAKE_IT.get(kind, "Pass"), _cid(record, token, "act", i), style=discord.ButtonStyle.danger
            )
    items = items[: BUTTONS_MAX - 1]
    if take is not None:
        items.append(take)
    src = card_name(d.source_card) if d.source_card else "A card"
    who = f" from **{seat_name(record, d.attacker)}**" if d.attacker is not None else ""
    prompt = {
        "respond_to_shot": f"🎯 **{src}**{who} at you! Dodge it or take the hit.",
        "respond_to_indians": f"🏹 **Indians!**{who}: discard a BANG! or lose 1 life.",
        "respond_to_duel": f"🤺 **Duel**{who}: discard a BANG! or lose 1 life.",
        "play_beer_or_die": "💀 You are dying! Play a Beer to stay in the game.",
        "use_ability_when_targeted": f"🎯 **{src}**{who} targets you. Use your ability first?",
    }.get(kind, "Answer:")
    return prompt, [*_sid_select(record, p, legal, token), *items]


def _target_text(record: SessionRecord, p: BangPerspective, target: int | None) -> tuple[str, str | None]:
    if target is None:
        return "Play it", None
    s = p.seats[target]
    desc = f"distance {s.distance}" if s.distance is not None else "you"
    desc += f" · ❤️ {s.life} · ✋ {s.hand_size}"
    return seat_name(record, target), desc


def _play_turn(
    record: SessionRecord, p: BangPerspective, legal: list[Action], token: str, step: Step | None
) -> tuple[str, list[discord.ui.Item[Any]]]:
    """Phase 2: a select of playable cards, then targets, then which card (Panic!/Cat Balou)."""
    back = button("Back", _cid(record, token, "back"), emoji="↩️")
    if step is not None and step.verb == "confirm" and step.index is not None and step.index < len(legal):
        a = legal[step.index]
        assert isinstance(a, PlayCard)
        confirm = button(
            f"Play {card_label(a.card)}",
            _cid(record, token, "act", step.index),
            style=discord.ButtonStyle.success,
        )
        return f"⚠️ {confirm_reason(p, a.card)} Play it anyway?", [confirm, back]
    if step is not None and step.verb == "card":
        plays = [(i, a) for i, a in enumerate(legal) if isinstance(a, PlayCard) and a.card == step.card]
        if plays:
            by_target: dict[int | None, list[int]] = {}
            for i, a in plays:
                assert isinstance(a, PlayCard)
                by_target.setdefault(a.target, []).append(i)
            label = card_label(step.card)
            direct = all(len(v) == 1 for v in by_target.values())
            opts2: list[tuple[str, str, str | None]] = []
            for t, v in by_target.items():
                name, desc = _target_text(record, p, t)
                if direct:
                    opts2.append((name, str(v[0]), desc))
                else:
                    in_play = f" · {len(p.seats[t].in_play)} in play" if t is not None else ""
                    opts2.append((name, str(t if t is not None else NO_TARGET), f"{desc}{in_play}"))
            if direct:
                sel = _select(_cid(record, token, "act"), f"Target of {label}", opts2)
            else:
                sel = _select(_cid(record, token, "tgt", step.card), f"Target of {label}", opts2)
            return f"🎯 Choose the target of **{label}**.", [sel, back]
    if step is not None and step.verb == "tgt" and step.target is not None:
        want = None if step.target == NO_TARGET else step.target
        opts3: list[tuple[str, str, str | None]] = []
        hand_done = False
        for i, a in enumerate(legal):
            if not (isinstance(a, PlayCard) and a.card == step.card and a.target == want):
                continue
            extra = _variant(a)
            if a.target_card is not None:
                opts3.append((card_label(a.target_card), str(i), "a card in play" + extra))
            elif a.position is not None:
                if not hand_done:
                    # Face-down hand cards are positions; the engine shuffles, so one option is enough.
                    hand_done = True
                    opts3.append(("🂠 A card from their hand", str(i), "face down, at random" + extra))
            else:
                opts3.append((f"Play {card_name(a.card)}{extra}", str(i), None))
        if opts3:
            sel = _select(
                _cid(record, token, "act"),
                "How to play it" + (f" on {seat_name(record, want)}?" if want is not None else "?"),
                opts3,
            )
            return f"🃏 **{card_label(step.card)}**: choose how.", [sel, back]
    # The plain phase-2 hand.
    playable: list[str] = []
    needs_target: set[str] = set()
    count: dict[str, int] = {}
    for a in legal:
        if isinstance(a, PlayCard):
            if a.card not in count:
                playable.append(a.card)
            count[a.card] = count.get(a.card, 0) + 1
            if a.target is not None:
                needs_target.add(a.card)
    items: list[discord.ui.Item[Any]] = []
    if playable:
        opts4 = [
            (
                card_label(c),
                c,
                (
                    CARD_TEXT.get(cat.card(c).kind, "")
                    + (" · then pick a target" if c in needs_target else "")
                ).strip(" ·"),
            )
            for c in playable
        ]
        items.append(_select(_cid(record, token, "card"), "🃏 Play a card…", opts4))
    items += _sid_select(record, p, legal, token)
    end: list[discord.ui.Item[Any]] = []
    others: list[discord.ui.Item[Any]] = []
    for i, a in enumerate(legal):
        if isinstance(a, EndTurn):
            end.append(
                button("End turn", _cid(record, token, "act", i), style=discord.ButtonStyle.danger, emoji="⏭️")
            )
        elif not isinstance(a, PlayCard) and not (isinstance(a, UseAbility) and a.ability == "sid_ketchum"):
            # Any other phase-2 move (character abilities of the expansion): one button each.
            others.append(button(_choice_label(record, p, a), _cid(record, token, "act", i)))
    items += others[: BUTTONS_MAX - 1 - 5 * (len(items) > 1)] + end
    bang_note = "" if p.can_play_bang else " You have already fired your BANG! this turn."
    prompt = (
        f"Your turn: play cards, then **End turn**.{bang_note}"
        if playable
        else f"Nothing to play.{bang_note} **End turn** when ready."
    )
    return prompt, items


def _variant(a: PlayCard) -> str:
    """What distinguishes plays of one card at one target besides the card aimed at (A&D extras)."""
    bits = []
    if a.upgrades:
        bits.append(f"upgrade ×{a.upgrades}")
    for flag, text in (
        ("weapon_ability", "weapon ability"),
        ("bandolier", "Bandolier"),
        ("bell_tower", "Bell Tower"),
    ):
        if getattr(a, flag, False):
            bits.append(text)
    extra = getattr(a, "extra_targets", None)
    if extra:
        bits.append(f"+{len(extra)} target{'s' if len(extra) > 1 else ''}")
    return f" · {', '.join(bits)}" if bits else ""


def confirm_reason(p: BangPerspective, card: str) -> str | None:
    """Why a single-action play deserves a confirmation (None = just play it)."""
    d = cat.card(card)
    me = p.seats[p.viewer] if p.viewer is not None else None
    if me is None:
        return None
    if d.kind == "beer" and me.life >= me.max_life:
        return "You are at full life: this Beer would be wasted."
    if d.weapon:
        old = [c for c in me.in_play if cat.card(c).weapon]
        if old:
            return f"This replaces your {card_label(old[0])}."
    return None


# ---------------------------------------------------------------------- event lines
def event_line(e: Event, record: SessionRecord) -> str | None:
    """One public line for the table log (None = not worth a line)."""
    if not e.audience.sees(None):
        return None
    d: dict[str, Any] = e.model_dump()
    k = e.kind

    def n(key: str) -> str:
        return seat_name(record, d.get(key))

    if k == "card_played":
        if d["response"]:
            return f"🛡️ {n('seat')} answers with {card_label(d['card'])}"
        as_ = f" as {d['as_kind'].replace('_', ' ')}" if d["as_kind"] else ""
        tgt = f" at {n('target')}" if d["target"] is not None and d["target"] != d["seat"] else ""
        tc = f" ({card_label(d['target_card'])})" if d["target_card"] else ""
        return f"🃏 {n('seat')} plays {card_label(d['card'])}{as_}{tgt}{tc}"
    if k == "life_changed":
        if d["delta"] < 0:
            return f"💥 {n('seat')} loses {-d['delta']} ❤️ → {d['life']}"
        return f"❤️ {n('seat')} gains {d['delta']} → {d['life']}"
    if k == "player_eliminated":
        by = f" (by {n('killer')})" if d["killer"] is not None and d["killer"] != d["seat"] else ""
        return f"💀 {n('seat')} is out — {ROLE_NAME.get(d['role'], d['role'])}{by}"
    if k == "turn_started":
        return f"▶️ Turn {d['turn']}: {n('seat')}"
    if k == "check_drawn":
        if d["card"] is None:
            return None
        return f"🎲 {n('seat')} draw! for {d['purpose']}: {card_label(d['card'])} {'✅' if d['success'] else '❌'}"
    if k == "shot_missed":
        return f"💨 {n('seat')} dodges the shot"
    if k == "card_moved":
        what = card_label(d["card"]) if d["card"] else "a hand card"
        return f"🤏 {n('to_seat')} takes {what} from {n('from_seat')}"
    if k == "cards_discarded":
        if d["reason"] in QUIET_DISCARDS:
            return None
        return f"🗑️ {n('seat')} discards {', '.join(card_label(c) for c in d['cards'])} ({d['reason'].replace('_', ' ')})"
    if k == "store_revealed":
        return "🏪 General Store: " + ", ".join(card_label(c) for c in d["cards"])
    if k == "cards_drawn":
        if not d["cards"]:
            return None
        src = SOURCE.get(d["source"], d["source"].replace("_", " "))
        return f"🂠 {n('seat')} takes {', '.join(card_label(c) for c in d['cards'])} ({src})"
    if k == "character_chosen":
        return f"🎭 {n('seat')} is {char_name(d['character'])}"
    if k == "ability_used":
        return f"✨ {n('seat')} uses {d['ability'].replace('_', ' ')}"
    if k == "penalty_applied":
        return f"⚖️ {n('seat')}: {d['what'].replace('_', ' ')}"
    if k == "deck_reshuffled":
        return "🔀 The discard pile is shuffled into a new deck"
    if k == "game_ended":
        return f"🏁 {d['summary']}"
    return None


def final_lines(record: SessionRecord, roles: list[str], alive: list[bool]) -> list[str]:
    """Every seat's role at the end, survivors first."""
    order = sorted(range(len(roles)), key=lambda i: (not alive[i], i))
    return [
        f"{'❤️' if alive[i] else '💀'} {seat_name(record, i)} — {ROLE_NAME.get(roles[i], roles[i])}"
        for i in order
    ]
