"""Pure renderers for BANG!: perspectives and legal actions → embeds and components (no API calls).

The table is drawn from `view_for(None)` only. A hand is drawn from `view_for(seat)` and that seat's
legal actions; its components point at a legal action by **index** (`act`), or carry the seat's own
card ids (`card`, `tgt`, `sid`) — allowed only because a hand is the owner's DM/ephemeral message.
Multi-step plays (card → target → which card) keep their state in the custom_ids of the re-rendered
hand, so the server remembers nothing between the steps.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import discord

from bot.emojis import card_emoji, card_mention
from bot.results import with_seat_names
from bot.storage import SessionRecord
from bot.ui import Payload, button, custom_id
from cogs.bang.messages import (
    ABILITY_NAME,
    CARD_TEXT,
    CHARACTER_TEXT,
    DECISION_TEXT,
    PURPOSE_TEXT,
    ROLE_TEXT,
    UPGRADE_TEXT,
    WEAPON_ABILITY_TEXT,
)
from engines.bang import catalog as cat
from engines.bang.actions import Choose, Discard, EndTurn, PlayCard, Respond, UseAbility
from engines.bang.faces import ROLE_NAMES
from engines.bang.perspective import BangPerspective, SeatView
from engines.bang.registry import check_success
from engines.base import Action, Event, Result

GAME = "bang"
COLOUR = discord.Colour.from_rgb(181, 101, 29)
LOG_LINES = 8
"""Recent public events shown on the table."""
NO_TARGET = -1
"""The `tgt` step's value for plays without a target seat (several ways to play one card)."""
EMBED_MAX = 6000
"""Discord: characters in one embed (title, description, fields, footer)."""
FOOTER_ROOM = 360
LOG_ROOM = 400
"""Room kept for the table's log: a table whose card pictures would leave less shows its cards as text."""
SELECT_MAX = 25
"""Discord: at most 25 options in a string select."""
BUTTONS_MAX = 20
"""Buttons in a hand (4 rows of 5; the 5th row is kept for a select or Back)."""
RESPONSE_KINDS = frozenset(
    {
        "respond_to_shot",
        "respond_to_indians",
        "respond_to_duel",
        "respond_to_arrow",
        "play_beer_or_die",
        "use_ability_when_targeted",
    }
)
"""Decisions a (usually non-active) player answers with Missed!/Barrel/Beer/take-the-hit buttons."""
WINDOW_KINDS = frozenset({"use_tumbleweed", "use_al_preacher", "ms_abigail_ignore"})
"""A&D: out-of-turn "use it or pass" windows (§3.1 #6, #10, #11)."""
OUT_OF_TURN = RESPONSE_KINDS | WINDOW_KINDS | {"discard_for_buntline"}
"""Decisions the table tells a human to answer in the DM / My hand."""
CHECK_OUTCOME = {
    "barrel": ("✅ the shot is dodged", "❌ no dodge"),
    "jourdonnais": ("✅ the shot is dodged", "❌ no dodge"),
    "jail": ("✅ out of Jail", "❌ stays in Jail"),
    "dynamite": ("✅ no explosion", "💥 it explodes"),
    "bomb": ("✅ the Bomb is passed on", "❌ the Bomb loses 2 ●"),
    "julie": ("✅ Julie Cutter shoots back", "❌ no shot back"),
}
"""What a draw! result means, for the Tumbleweed holder deciding whether to redo it."""
TOKEN_MAX = 4
"""A&D: at most 4 Load tokens on one card or character (§2.2)."""
TOKENS_ON_PLAY = 3
"""A&D: the supply must hold 3 tokens for a Dangerous card to be played (§2.2)."""
TOKEN_TOTAL = 32
CHARACTER_SLOT = "character"
PIP, NO_PIP = "●", "○"
TAKE_IT = {
    "respond_to_shot": "Take the hit (−1 ❤️)",
    "respond_to_indians": "Lose 1 ❤️",
    "respond_to_duel": "Give up the Duel (−1 ❤️)",
    "respond_to_arrow": "Lose 1 ❤️",
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
    "respond_to_arrow": "an Arrow is aimed at you",
    "use_tumbleweed": "you may redo a draw! with your Tumbleweed",
    "use_al_preacher": "you may use Al Preacher's ability",
    "ms_abigail_ignore": "you may ignore a card (Ms. Abigail)",
    "discard_for_buntline": "discard a card for Buntline Special",
}
"""The channel ping for a human who must answer out of turn."""
PHASE = {
    "setup": "setting up",
    "start": "start of turn",
    "draw": "phase 1 · draw",
    "play": "phase 2 · play cards",
    "discard": "phase 3 · discard",
    "ended": "end of turn",
}
"""The table's "whose turn" line: the step of the turn ("start of turn", "phase 2 · play cards")."""
DAMAGE_CAUSE = {
    "dynamite": "the Dynamite",
    "bomb": "the Bomb",
    "bang": "{src}'s BANG!",
    "gatling": "{src}'s Gatling",
    "indians": "{src}'s Indians!",
    "duel": "the Duel with {src}",
    "arrow": "{src}'s Arrow",
    "quick_shot": "{src}'s Quick Shot",
    "flintlock": "{src}'s Flintlock",
    "mexicali_kid": "{src}'s shot (Mexicali Kid)",
    "julie_cutter": "{src}'s shot (Julie Cutter)",
    "shot": "{src}'s shot",
}
"""What took a dying player's last life point, for the dying ping and prompt."""
ROLE_ICON = {"sheriff": "⭐", "deputy": "🛡️", "outlaw": "🦹", "renegade": "🐍"}
ROLE_NAME = {role: f"{ROLE_ICON[role]} {name}" for role, name in ROLE_NAMES.items()}
SOURCE = {
    "deck": "the deck",
    "stagecoach": "Stagecoach",
    "wells_fargo": "Wells Fargo",
    "black_jack_shown": "Black Jack shows",
    "discard": "the discard pile",
    "general_store": "the General Store",
    "bart_cassidy": "Bart Cassidy",
    "outlaw_reward": "reward",
    "caravan": "Caravan",
    "ace_up_the_sleeve": "Ace Up The Sleeve",
    "al_preacher": "Al Preacher",
    "bloody_mary": "Bloody Mary",
    "vulture_sam": "Vulture Sam",
    "suzy_lafayette": "Suzy Lafayette",
    "black_jack_extra": "Black Jack",
    "kit_carlson_look": "Kit Carlson",
    "kit_carlson_kept": "Kit Carlson",
    "reward": "reward for an Outlaw",
}
DISCARD_REASON = {
    "hand_limit": "hand limit",
    "weapon_replaced": "weapon replaced",
    "cat_balou": "Cat Balou",
    "squaw": "Squaw",
    "whip": "Whip",
    "jail": "Jail used up",
    "dynamite_exploded": "Dynamite exploded",
    "bomb_exploded": "the Bomb exploded",
    "exhausted": "no tokens left",
    "eliminated": "out of the game",
    "sheriff_penalty": "the Sheriff killed a Deputy",
    "buntline_special": "Buntline Special",
    "bass_greeves": "Bass Greeves",
}
"""Why cards were discarded, in the table log."""
AS_KIND = {"bang": "BANG!", "missed": "Missed!"}
"""Calamity Janet's cards played as the other one, in the table log."""
PENALTY = {
    "reward_3_cards": "draws 3 cards as a reward",
    "sheriff_discards_all": "discards every card: the Sheriff killed a Deputy",
}
"""Rewards and penalties (§1.10), in the table log."""
QUIET_DISCARDS = frozenset({"missed", "beer", "indians", "duel", "sid_ketchum"})
"""Discards already told by a card_played line."""


@dataclass(frozen=True)
class Step:
    """Where the owner is in a multi-step play (None = the plain hand)."""

    verb: str
    """"card" (pick a target), "tgt" (pick which of the target's cards / how), "confirm", or
    "abil" (pick how to use the ability named in `card`, within `group` when it has >25 uses)."""
    card: str = ""
    target: int | None = None
    index: int | None = None
    group: str | None = None


GROUP_SEP = "|"
"""Separates the ability from the group in an `abil` select value ("whip|3")."""


def ability_group(a: UseAbility) -> str:
    """How an ability's uses are grouped when they are too many for one select: by the slot that
    gets the tokens (Bass Greeves), else by the target seat."""
    if a.ability == "bass_greeves":
        return a.target_card or CHARACTER_SLOT
    return str(a.target) if a.target is not None else "-"


# ---------------------------------------------------------------------- small helpers
def seat_name(record: SessionRecord, seat: int | None) -> str:
    """A seat's display name (AI seats get a robot)."""
    if seat is None:
        return "nobody"
    if 0 <= seat < len(record.seats):
        info = record.seats[seat]
        return f"🤖 {info.name}" if info.ai else info.name
    return f"Seat {seat + 1}"


def _words(key: str) -> str:
    """An engine key in words: a character's or card's name when it is one ("vulture_sam" →
    "Vulture Sam"), else its words ("reward" → "reward")."""
    try:
        return cat.character(key).name
    except KeyError:
        pass
    return ABILITY_NAME.get(key, key.replace("_", " "))


def damage_cause(record: SessionRecord, p: BangPerspective) -> str | None:
    """What left the pending dying player at 0 or less ("the Dynamite", "Bob's BANG!"), if known."""
    d = p.pending
    if d is None or d.kind != "play_beer_or_die" or d.purpose not in DAMAGE_CAUSE:
        return None
    return DAMAGE_CAUSE[d.purpose].format(src=seat_name(record, d.attacker))


def dying_ping(record: SessionRecord, p: BangPerspective) -> str:
    """ "the Dynamite left you at 0 ❤️: play a Beer or you are out"."""
    d = p.pending
    assert d is not None
    life = p.seats[d.seat].life
    cause = damage_cause(record, p)
    head = f"{cause} left you at {life} ❤️" if cause else f"you are dying (at {life} ❤️)"
    if sum(s.alive for s in p.seats) <= 2:  # Beer does nothing with 2 players alive (U26)
        return f"{head}: use Sid Ketchum's ability or you are out"
    need = max(1, 1 - life)
    beers = "a Beer" if need == 1 else f"{need} Beers"
    return f"{head}: play {beers} or you are out"


def card_label(card_id: str | None) -> str:
    """ "BANG! (A♠)"."""
    return cat.card(card_id).label if card_id else "a card"


def shown(card_id: str, label: str | None = None) -> str:
    """A face-up card on the table: its picture (`<:name:id>`, CAMPFIRE_IMAGES) before its label, or
    the label alone (images off, or no emoji for that face)."""
    return card_mention(GAME, card_id) + (label if label is not None else card_label(card_id))


def shown_list(cards: list[str], limit: int = 1024, label: Callable[[str], str] | None = None) -> str:
    """Face-up cards in one line, with their pictures when the line still fits in `limit` (a custom
    emoji costs ~35 characters: an embed field holds 1,024), else as text."""
    named = label or card_label
    pictured = ", ".join(shown(c, named(c)) for c in cards)
    return pictured if len(pictured) <= limit else ", ".join(named(c) for c in cards)


def picture(a: Action) -> discord.PartialEmoji | None:
    """The card (or character) emoji of an answer on one card, when images are on."""
    card = getattr(a, "card", None)
    if card is None and isinstance(a, Choose) and a.option not in (None, "deck", "discard", "hand"):
        card = a.option
    return card_emoji(GAME, card) if isinstance(card, str) and card else None


def card_name(card_id: str) -> str:
    """ "BANG!"."""
    return cat.card(card_id).name


def char_name(char_id: str) -> str:
    """A character's name ("choosing…" before the choice)."""
    return cat.character(char_id).name if char_id else "choosing…"


def pips(n: int) -> str:
    """A&D Load tokens on one slot, out of 4: "●●○○"."""
    n = max(0, min(n, TOKEN_MAX))
    return PIP * n + NO_PIP * (TOKEN_MAX - n)


def armed(p: BangPerspective) -> bool:
    """Whether the Armed & Dangerous expansion is on."""
    return p.options.expansion == "armed_and_dangerous"


def in_play_label(s: SeatView, card_id: str) -> str:
    """An in-play card, with its tokens when it is a Dangerous card: "Big Fifty (Q♠) ●●●○"."""
    if card_id in s.card_tokens:
        return f"{card_label(card_id)} {pips(s.card_tokens[card_id])}"
    return card_label(card_id)


def slot_label(s: SeatView, slot: str) -> str:
    """A token slot of a seat: its character or one of its Dangerous cards, with the tokens."""
    if slot == CHARACTER_SLOT:
        return f"{char_name(s.character)} (character) {pips(s.tokens)}"
    return in_play_label(s, slot)


def spendable(s: SeatView) -> int:
    """Tokens a seat may spend on upgrades and abilities (character + own Dangerous cards)."""
    return s.tokens + sum(s.card_tokens.values())


def ability_name(ability: str) -> str:
    """ "lock_pick" → "Lock Pick"."""
    return ABILITY_NAME.get(ability, ability.replace("_", " "))


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
    pictures: dict[str, discord.PartialEmoji | None] | None = None,
) -> discord.ui.Select[Any]:
    """A string select (options: label, value, description), cut to Discord's limits; `pictures`:
    a card emoji per option value (CAMPFIRE_IMAGES)."""
    pics = pictures or {}
    opts = [
        discord.SelectOption(
            label=_clip(label, 100),
            value=value,
            description=_clip(d, 100) if d else None,
            emoji=pics.get(value),
        )
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
    if (
        d.source_card
        and d.kind not in ("play_turn", "use_tumbleweed")
        and card_name(d.source_card) not in what
    ):
        src = f" ({card_name(d.source_card)}"
        src += f" from {seat_name(record, d.attacker)})" if d.attacker is not None else ")"
    return f"⏳ Waiting for **{seat_name(record, d.seat)}** — {what}{src} · {countdown(due, d.timeout_s)}"


# ---------------------------------------------------------------------- the table
def table_legend(ad: bool) -> str:
    """What the table's icons stand for (one line, in the footer)."""
    tokens = f" · {PIP}{NO_PIP} Load tokens (of 4)" if ad else ""
    return "▶️ whose turn · ⭐ Sheriff · ❤️ life/max · ✋ cards in hand · 🃏 cards in play · 💀 out" + tokens


def hand_legend(ad: bool) -> str:
    """What a hand's icons stand for (one line, in the footer)."""
    tokens = f" · {PIP}{NO_PIP} Load tokens (of 4)" if ad else ""
    return "❤️ life/max · 🔫 weapon range · 📏 distance (🎯 in range)" + tokens


def _seats_embed(
    record: SessionRecord, p: BangPerspective, lines: list[str], *, pictures: bool
) -> discord.Embed:
    """The table's embed up to the log: the lines, then a field per seat, the General Store and the
    draw! cards; face-up cards with their pictures when `pictures` (and each field still fits)."""
    ad = armed(p)
    limit = 1024 if pictures else 0
    embed = discord.Embed(title=f"🤠 BANG! — turn {p.turn}", description="\n".join(lines), colour=COLOUR)
    for s in p.seats:
        head = ("▶️ " if s.seat == p.active else "") + ("⭐ " if s.is_sheriff else "")
        name = head + seat_name(record, s.seat) + ("" if s.alive else " 💀")
        rows = [f"**{char_name(s.character)}**" + (f" {pips(s.tokens)}" if ad and s.alive else "")]
        if s.character and s.alive:
            rows.append(f"_{CHARACTER_TEXT.get(s.character, '')}_")
        if s.alive:
            rows.append(f"❤️ {s.life}/{s.max_life} · ✋ {s.hand_size}")
        if s.role and not s.is_sheriff:
            rows.append(ROLE_NAME.get(s.role, s.role))
        if s.in_play:
            # The cards in play show their pictures while the seat's field fits in 1,024 characters.
            room = min(limit, 1024 - len("\n".join(rows)) - len("\n🃏 "))
            rows.append("🃏 " + shown_list(s.in_play, room, lambda c, s=s: in_play_label(s, c)))
        embed.add_field(name=_clip(name, 256), value=_clip("\n".join(rows), 1024), inline=True)
    if p.store:
        embed.add_field(name="🏪 General Store", value=shown_list(p.store, limit), inline=False)
    if p.check_cards:
        embed.add_field(name="🎲 draw!", value=shown_list(p.check_cards, limit), inline=False)
    return embed


def table(
    record: SessionRecord, p: BangPerspective, due: float | None, hand_button: discord.ui.Button[Any]
) -> Payload:
    """The public table: every seat in order, whose turn and phase, the pending decision, the log."""
    lines = [f"▶️ **{seat_name(record, p.active)}**'s turn · {PHASE.get(p.phase, 'playing')}"]
    if p.pending is not None:
        lines.append(pending_line(record, p, due))
        waited = p.pending.seat
        if p.pending.kind in OUT_OF_TURN and waited < len(record.seats) and record.seats[waited].human:
            lines.append("Answer with the buttons in your DMs or with **My hand**.")
    if p.resolving:
        lines.append("🕓 About to land: " + shown_list(p.resolving))
    if p.discard_top:
        # The last card played or discarded, face up (a footer cannot show a card's picture).
        lines.append(f"🗑️ Top of the discard: {shown(p.discard_top)}")
    ad = armed(p)
    embed = _seats_embed(record, p, lines, pictures=True)
    if len(embed) > EMBED_MAX - FOOTER_ROOM - LOG_ROOM:
        embed = _seats_embed(record, p, lines, pictures=False)  # a crowded table: the cards as text
    if record.recent_log:
        # Discord: 6000 characters per embed; the log gives way first (footer included below).
        room = EMBED_MAX - FOOTER_ROOM - len(embed)
        log = _clip("\n".join(record.recent_log[-LOG_LINES:]), min(1024, room - 20))
        if room > 40:
            embed.add_field(name="📜 Recent", value=log, inline=False)
    supply = f" · {PIP} supply {p.token_supply}/{TOKEN_TOTAL}" if ad else ""
    embed.set_footer(
        text=f"Deck {p.deck_size} · discard {p.discard_size}{supply} · session {record.id} · "
        f"/bang hand · /bang rules\n{table_legend(ad)}"
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
    items.append(characters_button(record))
    return Payload(embeds=[embed], items=items)


def characters_button(record: SessionRecord) -> discord.ui.Button[Any]:
    """The table's "Characters" button: every character in play and its ability, privately."""
    return button("Characters", custom_id(GAME, record.id, "x", "chars"), emoji="🎭", row=4)


def characters_text(record: SessionRecord, p: BangPerspective) -> str:
    """The answer to **Characters**: one line per seat, "🎭 **Alice** — Rose Doolan: sees others 1
    closer." (players out of the game last, marked 💀)."""
    lines = ["🎭 **Characters at this table**"]
    for s in sorted(p.seats, key=lambda s: not s.alive):
        if not s.character:
            lines.append(f"• **{seat_name(record, s.seat)}** — still choosing a character")
            continue
        out = " 💀" if not s.alive else ""
        sheriff = "⭐ " if s.is_sheriff else ""
        lines.append(
            f"• {sheriff}**{seat_name(record, s.seat)}**{out} — {char_name(s.character)}:"
            f" {CHARACTER_TEXT.get(s.character, '')}"
        )
    return _clip("\n".join(lines), 2000)


# ---------------------------------------------------------------------- a hand
def hand_cards(p: BangPerspective, seat: int) -> list[str] | None:
    """The card ids of the hand message's "Your hand" field, in its order, for the hand's picture:
    the cards held, not those in play nor the character. None for a seat out of the game (its
    cards went to the discard pile: docs/rules/bang.md §1.9) or a view with no hand."""
    if p.hand is None or not p.seats[seat].alive:
        return None
    return list(p.hand)


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
    ad = armed(p)
    if me.character:
        tokens = f" {pips(me.tokens)}" if ad else ""
        desc.append(f"🎭 **{char_name(me.character)}**{tokens} — {CHARACTER_TEXT.get(me.character, '')}")
    if me.alive:
        spend = f" · {PIP} {plural(spendable(me), 'token')} to spend" if ad else ""
        desc.append(f"❤️ {me.life}/{me.max_life} life · 🔫 weapon range {p.weapon_range}{spend}")
    else:
        desc.append("💀 You are out of the game.")
    embed = discord.Embed(
        title=f"🤠 BANG! — {seat_name(record, seat)}", description="\n".join(desc), colour=COLOUR
    )
    cards = p.hand or []
    hand_lines = [f"• {card_label(c)} — {card_text(c)}" for c in cards]
    embed.add_field(
        name=f"✋ Your hand ({len(cards)})",
        value=_clip("\n".join(hand_lines) or "_empty_", 1024),
        inline=False,
    )
    if me.in_play:
        embed.add_field(
            name="🃏 In play",
            value=_clip(", ".join(in_play_label(me, c) for c in me.in_play), 1024),
            inline=False,
        )
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
    embed.set_footer(text=f"Session {record.id} · only you see this\n{hand_legend(ad)}")
    return Payload(embeds=[embed], items=items)


def _cid(record: SessionRecord, token: str, verb: str, arg: str | int | None = None) -> str:
    return custom_id(GAME, record.id, token, verb, arg)


def card_text(card_id: str) -> str:
    """A hand card's one-line description, with its A&D upgrade (cost and what it buys)."""
    d = cat.card(card_id)
    text = CARD_TEXT.get(d.kind, "")
    if d.upgrade is not None and d.kind in UPGRADE_TEXT:
        again = ", repeatable" if d.upgrade.repeatable else ""
        text += f" · ⬆ {d.upgrade.cost} {PIP}: {UPGRADE_TEXT[d.kind]}{again}"
    return text


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
    if kind in WINDOW_KINDS:
        return _window(record, p, legal, token, kind)
    if kind == "pick_from_general_store":
        return "🏪 General Store: pick your card with the buttons on the **table** message.", []
    if kind == "discard_for_buntline":
        opts = [
            (card_label(a.card), str(i), CARD_TEXT.get(cat.card(a.card).kind))
            for i, a in enumerate(legal)
            if isinstance(a, Discard)
        ]
        src = f"**{seat_name(record, p.pending.attacker)}**'s " if p.pending.attacker is not None else ""
        sel = _select(_cid(record, token, "act"), "Discard a card of your choice", opts)
        return f"🔫 You dodged {src}Buntline Special shot: discard a card of your choice.", [sel]
    if kind == "discard_to_hand_limit":
        return _hand_limit(record, p, legal, seat, token)
    if kind in ("pay_tokens", "place_token") and any(isinstance(a, Choose) and a.slots for a in legal):
        return _token_split(p, legal, token, record, kind)
    if kind == "place_token" and any(isinstance(a, Respond) for a in legal):
        return _optional_bonus(record, p, legal, token)
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
                _choice_label(record, p, a),
                _cid(record, token, "act", i),
                style=discord.ButtonStyle.primary,
                # Kit Carlson's answer names the two cards kept, not the one it carries
                emoji=picture(a) if kind != "choose_card_to_put_back" else None,
            )
            for i, a in enumerate(legal)
        ]
    purpose = PURPOSE_TEXT.get(p.pending.purpose, p.pending.purpose.replace("_", " ") or "it")
    prompt = {
        "choose_character": "🎭 Choose your character.",
        "choose_check_card": "🎲 Lucky Duke: choose which card counts for the draw!.",
        "choose_draw_source": "🃏 Where do you draw your first card from?",
        "choose_card_to_put_back": "👀 Kit Carlson: choose the 2 cards you keep (one click); the third goes"
        " back on top of the deck, face down.",
        "pay_tokens": f"{PIP} Pay {_tokens(p.pending.tokens_needed)} for {purpose}: choose where"
        f" {_which(p.pending.tokens_needed)} comes from. A card left with 0 tokens is discarded.",
        "place_token": f"{PIP} You gain {_tokens(p.pending.tokens_needed)} ({purpose}): choose where"
        f" {_which(p.pending.tokens_needed)} goes (4 at most on each). Supply: {p.token_supply}.",
        "choose_bomb_target": "💣 Your Bomb's draw! came up red: pass it, with its tokens, to another player.",
    }.get(kind, "Choose:")
    return prompt, list(buttons)


LEAVE_IN_SUPPLY = "Leave it in the supply"
"""The button that declines a blue-card or phase-3 bonus token (docs/rules/bang.md U33)."""


def _optional_bonus(
    record: SessionRecord, p: BangPerspective, legal: list[Action], token: str
) -> tuple[str, list[discord.ui.Item[Any]]]:
    """A&D U33: a bonus token that could matter: add it (on which slot), or leave it in the supply.
    Asked only when the supply after adding would fall below what a Dangerous card needs."""
    assert p.pending is not None and p.viewer is not None
    me = p.seats[p.viewer]
    purpose = PURPOSE_TEXT.get(p.pending.purpose, "a bonus")
    slots = [a for a in legal if isinstance(a, Choose)]
    left = p.token_supply - 1
    prompt = (
        f"{PIP} You may take 1 Load token ({purpose}). The supply holds {p.token_supply}: after"
        f" adding it {left} would be left, fewer than the {TOKENS_ON_PLAY} a Dangerous card needs"
        " to be played. Add it, or leave it in the supply?"
    )
    items: list[discord.ui.Item[Any]] = []
    for i, a in enumerate(legal):
        if isinstance(a, Choose):
            slot = slot_label(me, a.card if a.card is not None else CHARACTER_SLOT)
            label = f"Add a Load token (on {slot})" if len(slots) == 1 else f"Add it on {slot}"
            items.append(button(label, _cid(record, token, "act", i), style=discord.ButtonStyle.primary))
        elif isinstance(a, Respond):
            items.append(
                button(LEAVE_IN_SUPPLY, _cid(record, token, "act", i), style=discord.ButtonStyle.secondary)
            )
    return prompt, items[:BUTTONS_MAX]


def _hand_limit(
    record: SessionRecord, p: BangPerspective, legal: list[Action], seat: int, token: str
) -> tuple[str, list[discord.ui.Item[Any]]]:
    """Phase 3: one select where the player ticks exactly the excess cards (one interaction).

    The values are the seat's own card ids (this is its private message). A hand of more than
    25 cards (Discord's select limit) falls back to one card at a time."""
    cards = p.hand or []
    extra = len(cards) - max(p.seats[seat].life, 0)
    bonus = (
        f" Each discarded card earns you 1 {PIP} (you choose where)." if armed(p) and p.token_supply else ""
    )
    life = plural(p.seats[seat].life, "life point")
    if len(cards) > SELECT_MAX or extra < 1:
        opts = [
            (card_label(a.card), str(i), CARD_TEXT.get(cat.card(a.card).kind))
            for i, a in enumerate(legal)
            if isinstance(a, Discard)
        ]
        sel = _select(_cid(record, token, "act"), f"Discard a card ({extra} too many)", opts)
        return f"🗑️ Discard down to your {life}: {extra} more, one at a time.{bonus}", [sel]
    opts = [(card_label(c), c, CARD_TEXT.get(cat.card(c).kind)) for c in cards]
    which = "the card" if extra == 1 else f"all {extra} cards"
    sel = _select(
        _cid(record, token, "discards"),
        f"Tick {which} to discard",
        opts,
        min_values=extra,
        max_values=extra,
        pictures={c: card_emoji(GAME, c) for c in cards},
    )
    return (
        f"🗑️ You hold {plural(len(cards), 'card')} and have {life}: tick **{which}** to discard"
        f" in the menu{', in one go' if extra > 1 else ''}.{bonus}",
        [sel],
    )


def _token_split(
    p: BangPerspective, legal: list[Action], token: str, record: SessionRecord, kind: str
) -> tuple[str, list[discord.ui.Item[Any]]]:
    """A&D: every token to place or pay in one choice — a select of the ways to split them."""
    assert p.pending is not None and p.viewer is not None
    me = p.seats[p.viewer]
    opts: list[tuple[str, str, str | None]] = []
    n = 0
    for i, a in enumerate(legal):
        if isinstance(a, Choose) and a.slots:
            n = len(a.slots)
            parts = [
                f"{a.slots.count(slot)} {'from' if kind == 'pay_tokens' else 'on'} {slot_label(me, slot)}"
                for slot in dict.fromkeys(a.slots)
            ]
            opts.append((" + ".join(parts), str(i), None))
    purpose = PURPOSE_TEXT.get(p.pending.purpose, p.pending.purpose.replace("_", " ") or "it")
    if kind == "pay_tokens":
        prompt = (
            f"{PIP} Pay {plural(n, 'token')} for {purpose}: choose where they come from."
            " A card left with 0 tokens is discarded (a Bomb explodes)."
        )
        placeholder = f"Pay {plural(n, 'token')} from…"
    else:
        prompt = (
            f"{PIP} You gain {plural(n, 'token')} ({purpose}): choose where they go (4 at most on each)."
            f" Supply: {p.token_supply}."
        )
        placeholder = f"Put {plural(n, 'token')} on…"
    items: list[discord.ui.Item[Any]] = [_select(_cid(record, token, "act"), placeholder, opts)]
    leave = next((i for i, a in enumerate(legal) if isinstance(a, Respond)), None)
    if leave is not None:  # U33: the bonus may be declined
        prompt += (
            f" Or leave them in the supply: after adding them fewer than {TOKENS_ON_PLAY} would be"
            " left for a Dangerous card."
        )
        items.append(
            button(LEAVE_IN_SUPPLY, _cid(record, token, "act", leave), style=discord.ButtonStyle.secondary)
        )
    return prompt, items


def plural(n: int, word: str) -> str:
    """ "1 card", "2 cards", "1 life point", "3 life points"."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _tokens(n: int) -> str:
    """ "1 token", "3 tokens" ("tokens" when the engine does not say how many)."""
    return plural(n, "token") if n > 0 else "tokens"


def _which(n: int) -> str:
    """One token: "it"; several, asked one at a time: "the next one"."""
    return "it" if n == 1 else "the next one"


def _choice_label(record: SessionRecord, p: BangPerspective, a: Action) -> str:
    kind = p.pending.kind if p.pending is not None else ""
    if isinstance(a, Choose):
        if kind in ("pay_tokens", "place_token") and p.viewer is not None:
            slot = a.card if a.card is not None else CHARACTER_SLOT
            verb = "From" if kind == "pay_tokens" else "On"
            return f"{verb} {slot_label(p.seats[p.viewer], slot)}"
        if kind == "choose_bomb_target" and a.seat is not None:
            return "Keep it" if a.seat == p.viewer else f"Pass it to {seat_name(record, a.seat)}"
        if a.option == "deck":
            return "From the draw pile"
        if a.option == "discard":
            return f"Top of the discard ({card_label(p.discard_top)})"
        if a.option == "hand" and a.seat is not None:
            return f"From {seat_name(record, a.seat)}'s hand"
        if a.card is not None and kind == "choose_card_to_put_back":
            keep = [c for c in p.looking if c != a.card]
            return (
                "Keep " + " + ".join(card_label(c) for c in keep)
                if keep
                else f"Put back {card_label(a.card)}"
            )
        if a.card is not None:
            return f"Take {card_label(a.card)}"
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
        return _ability_label(record, p, a)[0]
    return a.kind.replace("_", " ")


def _ability_label(record: SessionRecord, p: BangPerspective, a: UseAbility) -> tuple[str, str | None]:
    """A phase-2 ability use: the label and a description (A&D objects and characters)."""
    ab, name = a.ability, ability_name(a.ability)
    who = seat_name(record, a.target) if a.target is not None else ""
    target_seat = p.seats[a.target] if a.target is not None else None
    if ab == "ace_up_the_sleeve":
        return f"{name}: draw a card", f"pay 2 {PIP} from it"
    if ab == "beer_keg":
        return f"{name}: +1 ❤️", f"pay 3 {PIP} from it"
    if ab == "lock_pick":
        return f"{name}: a random card from {who}", f"pay 3 {PIP} from it"
    if ab == "whip" and target_seat is not None and a.target_card:
        return f"{name}: discard {who}'s {card_label(a.target_card)}", f"pay 3 {PIP} from it"
    if ab == "mexicali_kid":
        tower = " + Bell Tower (distance 1)" if getattr(a, "bell_tower", False) else ""
        return f"{name}: shoot {who}{tower}", f"pay 2 {PIP}, then choose where from (not a BANG!)"
    if ab == "bass_greeves" and a.cards and p.viewer is not None:
        slot = slot_label(p.seats[p.viewer], a.target_card or CHARACTER_SLOT)
        return f"{name}: discard {card_label(a.cards[0])}", f"+2 {PIP} on {slot}"
    if ab == "frankie_canton" and target_seat is not None:
        return f"{name}: take 1 {PIP} from {who}", slot_label(target_seat, a.target_card or CHARACTER_SLOT)
    if ab == "red_ringo" and p.viewer is not None:
        me = p.seats[p.viewer]
        moved = ", ".join(card_label(c) for c in a.slots)
        return f"{name}: move {len(a.slots)} {PIP} to {moved}", f"from your character {pips(me.tokens)}"
    if ab == "sid_ketchum":
        return f"{name}: discard 2 cards for +1 ❤️", None
    return f"Use {name}", None


def _group_label(record: SessionRecord, p: BangPerspective, ability: str, group: str) -> str:
    """A group of an ability's uses: a slot of the viewer (Bass Greeves) or a seat."""
    if ability == "bass_greeves" and p.viewer is not None:
        return f"Onto {slot_label(p.seats[p.viewer], group)}"
    if group.isdigit():
        return f"At {seat_name(record, int(group))}"
    return ability_name(ability)


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
    """Missed!/Duck!/Barrel/Crate/Beer/BANG! buttons (one per card name and upgrade), Sid's select,
    and take-it."""
    d = p.pending
    assert d is not None
    items: list[discord.ui.Item[Any]] = []
    seen: dict[tuple[str, int, int], int] = {}
    for a in legal:
        if isinstance(a, Respond) and a.card:
            key = (card_name(a.card), a.upgrades, len(a.also))
            seen[key] = seen.get(key, 0) + 1
    shown: set[tuple[str, int, int]] = set()
    take: discord.ui.Button[Any] | None = None
    for i, a in enumerate(legal):
        if isinstance(a, Respond) and a.card and a.also:
            # Several Beers at once: all it takes to get back to 1 life (§1.9).
            label = f"Play {1 + len(a.also)} {card_name(a.card)}s (back to 1 ❤️)"
            items.insert(0, button(label, _cid(record, token, "act", i), style=discord.ButtonStyle.success))
        elif isinstance(a, Respond) and a.card:
            key = (card_name(a.card), a.upgrades, 0)
            if key in shown:
                continue
            shown.add(key)
            n = seen[key]
            label = f"Play {key[0]}" + (f" (×{n})" if n > 1 else "")
            if a.upgrades:
                up = cat.card(a.card).upgrade
                label += (
                    f" + {UPGRADE_TEXT.get(cat.card(a.card).kind, 'upgrade')} ({up.cost if up else 2} {PIP})"
                )
            items.append(
                button(
                    label, _cid(record, token, "act", i), style=discord.ButtonStyle.success, emoji=picture(a)
                )
            )
        elif isinstance(a, UseAbility) and a.ability in ("barrel", "jourdonnais"):
            label = "Barrel draw!" if a.ability == "barrel" else "Jourdonnais draw!"
            items.append(
                button(label, _cid(record, token, "act", i), style=discord.ButtonStyle.primary, emoji="🛢️")
            )
        elif isinstance(a, UseAbility) and a.ability == "crate":
            items.append(
                button(
                    f"Crate (pay 2 {PIP}): Missed!",
                    _cid(record, token, "act", i),
                    style=discord.ButtonStyle.primary,
                    emoji="📦",
                )
            )
        elif isinstance(a, Respond) and a.card is None:
            take = button(
                TAKE_IT.get(kind, "Pass"), _cid(record, token, "act", i), style=discord.ButtonStyle.danger
            )
    items = items[: BUTTONS_MAX - 1]
    if take is not None:
        items.append(take)
    src = card_name(d.source_card) if d.source_card else "A shot"
    if (
        not d.source_card
        and d.attacker is not None
        and p.seats[d.attacker].character
        in (
            "mexicali_kid",
            "julie_cutter",
        )
    ):
        src = f"{char_name(p.seats[d.attacker].character)}'s shot"
    who = f" from **{seat_name(record, d.attacker)}**" if d.attacker is not None else ""
    if d.attacker is not None and d.attacker == p.viewer:
        who = " (yours)"
    prompt = {
        "respond_to_shot": f"🎯 **{src}**{who} at you! Dodge it or take the hit.",
        "respond_to_indians": f"🏹 **Indians!**{who}: discard a BANG! or lose 1 life.",
        "respond_to_duel": f"🤺 **Duel**{who}: discard a BANG! or lose 1 life.",
        "respond_to_arrow": f"🏹 **Arrow**{who}: discard a BANG! or lose 1 life.",
        "play_beer_or_die": _dying_prompt(record, p),
        "use_ability_when_targeted": f"🎯 **{src}**{who} targets you. Use your ability first?",
    }.get(kind, "Answer:")
    return prompt, [*_sid_select(record, p, legal, token), *items]


def _dying_prompt(record: SessionRecord, p: BangPerspective) -> str:
    """ "The Dynamite left you at 0 ❤️: you are dying! Play a Beer to get back to 1 ❤️…"."""
    me = p.seats[p.viewer] if p.viewer is not None else None
    need = max(1, 1 - me.life) if me is not None else 1
    beers = "a Beer" if need == 1 else f"{need} Beers"
    at = f" (at {me.life} ❤️)" if me is not None else ""
    cause = damage_cause(record, p)
    why = f" {cause[0].upper()}{cause[1:]} left you at {me.life} ❤️:" if cause and me is not None else ""
    dying = "you are dying!" if why else f"You are dying{at}!"
    return f"💀{why} {dying} Play {beers} to get back to 1 ❤️ and stay in the game."


def _window(
    record: SessionRecord, p: BangPerspective, legal: list[Action], token: str, kind: str
) -> tuple[str, list[discord.ui.Item[Any]]]:
    """A&D out-of-turn windows: Tumbleweed, Al Preacher, Ms. Abigail — use it, or pass."""
    d = p.pending
    assert d is not None and p.viewer is not None
    me = p.seats[p.viewer]
    if kind == "use_tumbleweed":
        tw = next((c for c in me.in_play if cat.card(c).kind == "tumbleweed"), None)
        left = f" (it holds {pips(me.card_tokens.get(tw, 0))})" if tw else ""
        what = PURPOSE_TEXT.get(d.purpose, d.purpose.replace("_", " "))
        if d.subject is not None:
            what = f"{seat_name(record, d.subject)}'s {what}"
        res = ""
        if p.discard_top:
            try:
                ok: bool | None = check_success(d.purpose, p.discard_top)
            except ValueError:
                ok = None
            outcome = CHECK_OUTCOME.get(d.purpose, ("success", "failure"))
            res = f": **{card_label(p.discard_top)}**" + (
                f" — {outcome[0 if ok else 1]}" if ok is not None else ""
            )
        prompt = (
            f"🌵 The draw! for {what} came up{res}. Pay 1 {PIP} from your Tumbleweed{left} to draw it again?"
        )
        use, keep = f"Redo the draw! (1 {PIP})", "Let it stand"
    elif kind == "use_al_preacher":
        src = card_label(d.source_card) if d.source_card else "a blue/orange card"
        prompt = f"✝️ Another player played {src}. Pay 2 {PIP} to draw a card (Al Preacher)?"
        use, keep = f"Draw a card (2 {PIP})", "Pass"
    else:
        src = card_label(d.source_card) if d.source_card else "a card"
        who = f" from **{seat_name(record, d.attacker)}**" if d.attacker is not None else ""
        prompt = f"🎩 **{src}**{who} targets only you. Ignore it entirely (Ms. Abigail)?"
        use, keep = "Ignore it", "Let it resolve"
    items: list[discord.ui.Item[Any]] = []
    for i, a in enumerate(legal):
        if isinstance(a, UseAbility):
            items.append(button(use, _cid(record, token, "act", i), style=discord.ButtonStyle.success))
        else:
            items.append(button(keep, _cid(record, token, "act", i), style=discord.ButtonStyle.secondary))
    return prompt, items


def _target_text(record: SessionRecord, p: BangPerspective, target: int | None) -> tuple[str, str | None]:
    if target is None:
        return "Play it", None
    s = p.seats[target]
    desc = f"distance {s.distance}" if s.distance is not None else "you"
    desc += f" · ❤️ {s.life} · ✋ {s.hand_size}"
    return seat_name(record, target), desc


def _multi(plays: list[tuple[int, Action]]) -> bool:
    """Quick Shot / Arrow with upgrades: several targets in one play (a multi-select)."""
    return any(isinstance(a, PlayCard) and a.extra_targets for _, a in plays)


def _play_turn(
    record: SessionRecord, p: BangPerspective, legal: list[Action], token: str, step: Step | None
) -> tuple[str, list[discord.ui.Item[Any]]]:
    """Phase 2: a select of playable cards, then targets, then which card / how (upgrades, the
    Dangerous weapon's ability, Bandolier, Bell Tower); a select of A&D abilities."""
    back = button("Back", _cid(record, token, "back"), emoji="↩️")
    if step is not None and step.verb == "confirm" and step.index is not None and step.index < len(legal):
        a = legal[step.index]
        assert isinstance(a, PlayCard)
        confirm = button(
            f"Play {card_label(a.card)}",
            _cid(record, token, "act", step.index),
            style=discord.ButtonStyle.success,
            emoji=picture(a),
        )
        return f"⚠️ {confirm_reason(p, a.card)} Play it anyway?", [confirm, back]
    if step is not None and step.verb == "abil":
        uses = [
            (i, a)
            for i, a in enumerate(legal)
            if isinstance(a, UseAbility)
            and a.ability == step.card
            and (step.group is None or ability_group(a) == step.group)
        ]
        if len(uses) > SELECT_MAX and step.group is None:
            groups = list(dict.fromkeys(ability_group(a) for _, a in uses if isinstance(a, UseAbility)))
            sel = _select(
                _cid(record, token, "abil"),
                f"{ability_name(step.card)}: which?",
                [(_group_label(record, p, step.card, g), f"{step.card}{GROUP_SEP}{g}", None) for g in groups],
            )
            return f"✨ **{ability_name(step.card)}**: choose where first.", [sel, back]
        if uses:
            opts = [(*_ability_label(record, p, a), i) for i, a in uses]
            sel = _select(
                _cid(record, token, "act"),
                f"{ability_name(step.card)}: how?",
                [(label, str(i), desc) for label, desc, i in opts],
            )
            return f"✨ **{ability_name(step.card)}**: choose how to use it.", [sel, back]
    if step is not None and step.verb == "card":
        plays = [(i, a) for i, a in enumerate(legal) if isinstance(a, PlayCard) and a.card == step.card]
        if plays and _multi(plays):
            seats: set[int] = set()
            most = 1
            for _, a in plays:
                assert isinstance(a, PlayCard) and a.target is not None
                seats.update([a.target, *a.extra_targets])
                most = max(most, 1 + len(a.extra_targets))
            label = card_label(step.card)
            opts_m = [(*_target_text(record, p, t), t) for t in sorted(seats)]
            sel = _select(
                _cid(record, token, "multi", step.card),
                f"Targets of {label} (up to {most})",
                [(name, str(t), desc) for name, desc, t in opts_m],
                max_values=most,
            )
            return (
                f"🎯 Choose the targets of **{label}**: the first is free, each more costs 1 {PIP} "
                f"(up to {most}). Then choose which of your cards pay.",
                [sel, back],
            )
        if plays and {a.target for _, a in plays if isinstance(a, PlayCard)} == {None}:
            step = Step("tgt", card=step.card, target=NO_TARGET)
        elif plays:
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
                    extra = _variant(p, legal[v[0]])  # type: ignore[arg-type]
                    opts2.append((name, str(v[0]), f"{desc}{extra}"))
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
        hand_done: set[str] = set()
        for i, a in enumerate(legal):
            if not (isinstance(a, PlayCard) and a.card == step.card and a.target == want):
                continue
            extra = _variant(p, a)
            if a.target_card is not None:
                opts3.append((card_label(a.target_card) + extra, str(i), "a card in play"))
            elif a.position is not None:
                if extra not in hand_done:
                    # Face-down hand cards are positions; the engine shuffles, so one option is enough.
                    hand_done.add(extra)
                    opts3.append(("🃏 A card from their hand" + extra, str(i), "face down, at random"))
            else:
                opts3.append((f"Play {card_name(a.card)}{extra}", str(i), _variant_cost(p, a)))
        if opts3:
            sel = _select(
                _cid(record, token, "act"),
                "How to play it" + (f" on {seat_name(record, want)}?" if want is not None else "?"),
                opts3,
            )
            pay = (
                " Upgrades are paid next: you choose which of your cards (or your character) pay."
                if armed(p)
                else ""
            )
            return f"🃏 **{card_label(step.card)}**: choose how.{pay}", [sel, back]
    # The plain phase-2 hand.
    playable: list[str] = []
    needs_target: set[str] = set()
    extras: dict[str, set[str]] = {}
    count: dict[str, int] = {}
    for a in legal:
        if isinstance(a, PlayCard):
            if a.card not in count:
                playable.append(a.card)
            count[a.card] = count.get(a.card, 0) + 1
            if a.target is not None:
                needs_target.add(a.card)
            if a.upgrades:
                extras.setdefault(a.card, set()).add("⬆ upgrade")
            if a.weapon_ability:
                extras.setdefault(a.card, set()).add(f"weapon {PIP}")
    items: list[discord.ui.Item[Any]] = []
    if playable:
        opts4 = [
            (
                card_label(c),
                c,
                (
                    CARD_TEXT.get(cat.card(c).kind, "")
                    + (" · then pick a target" if c in needs_target else "")
                    + "".join(f" · {x}" for x in sorted(extras.get(c, ())))
                ).strip(" ·"),
            )
            for c in playable
        ]
        items.append(
            _select(
                _cid(record, token, "card"),
                "🃏 Play a card…",
                opts4,
                pictures={c: card_emoji(GAME, c) for c in playable},
            )
        )
    items += _sid_select(record, p, legal, token)
    uses = [(i, a) for i, a in enumerate(legal) if isinstance(a, UseAbility) and a.ability != "sid_ketchum"]
    if uses:
        if len(uses) <= SELECT_MAX:
            opts5 = [(*_ability_label(record, p, a), i) for i, a in uses]  # type: ignore[arg-type]
            items.append(
                _select(
                    _cid(record, token, "act"),
                    "✨ Use an ability…",
                    [(label, str(i), desc) for label, desc, i in opts5],
                )
            )
        else:
            names = list(dict.fromkeys(a.ability for _, a in uses if isinstance(a, UseAbility)))
            items.append(
                _select(
                    _cid(record, token, "abil"),
                    "✨ Use an ability…",
                    [(ability_name(n), n, None) for n in names],
                )
            )
    end: list[discord.ui.Item[Any]] = []
    others: list[discord.ui.Item[Any]] = []
    for i, a in enumerate(legal):
        if isinstance(a, EndTurn):
            end.append(
                button("End turn", _cid(record, token, "act", i), style=discord.ButtonStyle.danger, emoji="⏭️")
            )
        elif not isinstance(a, PlayCard | UseAbility):
            others.append(
                button(_choice_label(record, p, a), _cid(record, token, "act", i), emoji=picture(a))
            )
    items += others[:4] + end
    bang_note = "" if p.can_play_bang else " You have already fired your BANG! this turn."
    prompt = (
        f"Your turn: play cards, then **End turn**.{bang_note}"
        if playable
        else f"Nothing to play.{bang_note} **End turn** when ready."
    )
    return prompt, items


def _weapon(p: BangPerspective) -> str | None:
    """The viewer's weapon in play."""
    if p.viewer is None:
        return None
    return next((c for c in p.seats[p.viewer].in_play if cat.card(c).weapon), None)


def _variant(p: BangPerspective, a: PlayCard) -> str:
    """What distinguishes plays of one card at one target besides the card aimed at (A&D extras)."""
    bits = []
    kind = cat.card(a.card).kind
    if a.upgrades:
        what = UPGRADE_TEXT.get(kind, "upgrade")
        bits.append(f"⬆ {what}" + (f" ×{a.upgrades}" if a.upgrades > 1 else ""))
    if a.weapon_ability:
        w = _weapon(p)
        wk = cat.card(w).kind if w else ""
        bits.append(f"{card_name(w) if w else 'weapon'}: {WEAPON_ABILITY_TEXT.get(wk, 'its ability')}")
    if a.bandolier:
        bits.append("Bandolier (extra BANG!)")
    if a.bell_tower:
        bits.append("Bell Tower (distance 1)")
    if a.extra_targets:
        bits.append(f"+{len(a.extra_targets)} target{'s' if len(a.extra_targets) > 1 else ''}")
    return f" + {', '.join(bits)}" if bits else ""


def _variant_cost(p: BangPerspective, a: PlayCard) -> str | None:
    """The tokens a play costs, for the option's description."""
    parts = []
    up = cat.card(a.card).upgrade
    if a.upgrades and up is not None:
        parts.append(f"{up.cost * a.upgrades} {PIP} from any of your slots")
    named = [
        n
        for flag, n in (
            (a.weapon_ability, "weapon"),
            (a.bandolier, "Bandolier"),
            (a.bell_tower, "Bell Tower"),
        )
        if flag
    ]
    if named:
        parts.append(" + ".join(f"1 {PIP} from {n}" for n in named))
    return "pay " + ", ".join(parts) if parts else None


def confirm_reason(p: BangPerspective, card: str) -> str | None:
    """Why a single-action play deserves a confirmation (None = just play it)."""
    d = cat.card(card)
    me = p.seats[p.viewer] if p.viewer is not None else None
    if me is None:
        return None
    if d.kind in ("beer", "a_little_nip") and me.life >= me.max_life:
        return f"You are at full life: this {d.name} would be wasted."
    if d.kind == "saloon" and all(s.life >= s.max_life for s in p.seats if s.alive):
        return "Everyone is at full life: this Saloon would heal nobody."
    if d.weapon:
        old = [c for c in me.in_play if cat.card(c).weapon]
        if old:
            lost = (
                f" (its {me.card_tokens[old[0]]} {PIP} go back to the supply)"
                if me.card_tokens.get(old[0])
                else ""
            )
            return f"This replaces your {card_label(old[0])}{lost}."
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
        as_ = f" as {AS_KIND.get(d['as_kind'], _words(d['as_kind']))}" if d["as_kind"] else ""
        tgt = f" at {n('target')}" if d["target"] is not None and d["target"] != d["seat"] else ""
        tc = f" ({card_label(d['target_card'])})" if d["target_card"] else ""
        more = "".join(f", {seat_name(record, x)}" for x in d.get("extra_targets") or [])
        bits = [plural(d["upgrades"], "upgrade")] if d.get("upgrades") else []
        bits += [
            txt
            for flag, txt in (
                ("weapon_ability", "weapon ability"),
                ("bandolier", "Bandolier"),
                ("bell_tower", "Bell Tower"),
            )
            if d.get(flag)
        ]
        extra = f" [{', '.join(bits)}]" if bits else ""
        return f"🃏 {n('seat')} plays {card_label(d['card'])}{as_}{tgt}{more}{tc}{extra}"
    if k == "life_changed":
        if d["delta"] < 0:
            return f"💥 {n('seat')} loses {-d['delta']} ❤️ → {d['life']}"
        if d["delta"] == 0:
            return f"❤️ {n('seat')} is already at full life ({d['life']} ❤️)"
        return f"❤️ {n('seat')} gains {d['delta']} ❤️ → {d['life']}"
    if k == "player_eliminated":
        by = f" (by {n('killer')})" if d["killer"] is not None and d["killer"] != d["seat"] else ""
        return f"💀 {n('seat')} is out — {ROLE_NAME.get(d['role'], d['role'])}{by}"
    if k == "turn_started":
        return f"▶️ Turn {d['turn']}: {n('seat')}"
    if k == "check_drawn":
        if d["card"] is None:
            return None
        what = PURPOSE_TEXT.get(d["purpose"], d["purpose"].replace("_", " "))
        return f"🎲 {n('seat')} draw! for {what}: {card_label(d['card'])} {'✅' if d['success'] else '❌'}"
    if k == "shot_missed":
        return f"💨 {n('seat')} dodges the shot"
    if k == "card_moved" and d["reason"] == "bomb_passed":
        return f"💣 {n('from_seat')} passes the Bomb to {n('to_seat')}"
    if k == "card_moved" and d["from_seat"] == d["to_seat"] and d["card"]:
        return f"↩️ {card_label(d['card'])} goes back to {n('to_seat')}'s hand"
    if k == "card_moved":
        what = card_label(d["card"]) if d["card"] else "a hand card"
        return f"🤏 {n('to_seat')} takes {what} from {n('from_seat')}"
    if k == "cards_discarded":
        if d["reason"] in QUIET_DISCARDS:
            return None
        why = DISCARD_REASON.get(d["reason"], d["reason"].replace("_", " "))
        return f"🗑️ {n('seat')} discards {', '.join(card_label(c) for c in d['cards'])} ({why})"
    if k == "store_revealed":
        return "🏪 General Store: " + ", ".join(card_label(c) for c in d["cards"])
    if k == "cards_drawn":
        if not d["cards"]:
            return None
        src = SOURCE.get(d["source"]) or _words(d["source"])
        return f"🃏 {n('seat')} takes {', '.join(card_label(c) for c in d['cards'])} ({src})"
    if k == "character_chosen":
        return f"🎭 {n('seat')} is {char_name(d['character'])}"
    if k == "ability_used":
        return f"✨ {n('seat')} uses {ability_name(d['ability'])}"
    if k == "tokens_changed":
        if d["reason"] in ("rust", "frankie_canton", "bomb_check", "bass_greeves"):
            slot = "character" if d["slot"] == CHARACTER_SLOT else card_name(d["slot"])
            sign = "+" if d["delta"] >= 0 else "−"
            return f"{PIP} {n('seat')}: {sign}{abs(d['delta'])} on {slot} → {d['tokens']}"
        return None
    if k == "penalty_applied":
        return f"⚖️ {n('seat')} {PENALTY.get(d['what'], _words(d['what']))}"
    if k == "deck_reshuffled":
        return "🔀 The discard pile is shuffled into a new deck"
    if k == "game_ended":
        return f"🏁 {d['summary']}"
    return None


def headline(record: SessionRecord, result: Result) -> str:
    """The results' first line: why the game ended and which side won, in the engine's words
    ("🏆 The Sheriff was killed: the Outlaws win (after 21 turns)"). The winners are not listed
    again: each has 🏆 on his own line of the standings (`final_lines`). A game that nobody won
    (house ruling H1, a stalemate) gets 🤝 instead of the trophy."""
    return f"{'🏆' if result.winners else '🤝'} {with_seat_names(result.summary, record)}"


def final_lines(record: SessionRecord, players: list[Any], winners: list[int] | None) -> list[str]:
    """Every player's standing at the end, winners first, then survivors, with role and fate.

    `players` are the engine's PlayerStates: at the end every role is public (§1.3), also when
    the host stopped the game early (`winners` None)."""
    won = set(winners or [])
    order = sorted(range(len(players)), key=lambda i: (i not in won, not players[i].alive, i))
    out = []
    for i in order:
        pl = players[i]
        role = ROLE_NAME.get(pl.role, pl.role)
        char = f" · {char_name(pl.character)}" if pl.character else ""
        if pl.alive:
            fate = f"{pl.life}/{pl.max_life} ❤️"
        elif pl.killed_by is not None and pl.killed_by != i:
            fate = f"killed by {seat_name(record, pl.killed_by)}"
        else:
            fate = "out"
        mark = "🏆 " if i in won else ""
        out.append(f"{mark}{'❤️' if pl.alive else '💀'} **{seat_name(record, i)}** — {role}{char} · {fate}")
    return out
