"""What every BANG! renderer shares: the game's constants and player-facing words, the multi-step
`Step`, and small text helpers (names, card labels, pips, clipping, selects, countdowns, legends)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

import discord

from bot.emojis import card_emoji, card_mention
from bot.i18n import Words, seat_language, table_language, words
from bot.storage import SessionRecord
from bot.ui import custom_id
from cogs.bang.messages import ABILITY_NAME
from engines.bang import catalog as cat
from engines.bang.actions import Choose, UseAbility
from engines.bang.faces import ROLE_NAMES, card_faces
from engines.bang.perspective import BangPerspective, SeatView
from engines.base import Action, CardFace

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
    "barrel": ("bang-outcome-dodged", "bang-outcome-no-dodge"),
    "jourdonnais": ("bang-outcome-dodged", "bang-outcome-no-dodge"),
    "jail": ("bang-outcome-out-of-jail", "bang-outcome-stays-in-jail"),
    "dynamite": ("bang-outcome-no-explosion", "bang-outcome-explodes"),
    "bomb": ("bang-outcome-bomb-passed", "bang-outcome-bomb-loses"),
    "julie": ("bang-outcome-julie-shoots", "bang-outcome-julie-no-shot"),
}
"""What a draw! result means (catalog keys: success, failure), for the Tumbleweed holder deciding
whether to redo it."""
TOKEN_MAX = 4
"""A&D: at most 4 Load tokens on one card or character (§2.2)."""
TOKENS_ON_PLAY = 3
"""A&D: the supply must hold 3 tokens for a Dangerous card to be played (§2.2)."""
TOKEN_TOTAL = 32
CHARACTER_SLOT = "character"
PIP, NO_PIP = "●", "○"
ROLE_ICON = {"sheriff": "⭐", "deputy": "🛡️", "outlaw": "🦹", "renegade": "🐍"}
NAMED_SOURCES = {
    "black_jack_extra": "Black Jack",
    "kit_carlson_look": "Kit Carlson",
    "kit_carlson_kept": "Kit Carlson",
}
"""Sources of drawn cards told by a character's name (the others: `bang-source-<source>`, or a name)."""
AS_KIND = {"bang": "BANG!", "missed": "Missed!"}
"""Calamity Janet's cards played as the other one, in the table log (English card names)."""
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
def seat_name(record: SessionRecord, seat: int | None, w: Words | None = None) -> str:
    """A seat's display name (AI seats get a robot)."""
    if seat is None:
        return (w or words(table_language(record)))("bang-nobody")
    if 0 <= seat < len(record.seats):
        info = record.seats[seat]
        return f"🤖 {info.name}" if info.ai else info.name
    return (w or words(table_language(record)))("bang-seat", n=seat + 1)


def table_words(record: SessionRecord) -> Words:
    """The words of the table's public messages (the session's language)."""
    return words(table_language(record))


def hand_words(record: SessionRecord, seat: int) -> Words:
    """The words of a seat's private hand (the player's language, else the table's)."""
    return words(seat_language(record, seat))


@cache
def _faces() -> dict[str, CardFace]:
    return {f.id: f for f in card_faces()}


def name_of(w: Words, key: str) -> str | None:
    """An engine key that is a character's, a card kind's or an ability's name, in `w`'s language
    ("vulture_sam" → "Vulture Sam"); None for any other key."""
    try:
        return w.card(GAME, cat.character(key).name)
    except KeyError:
        pass
    kind = _kinds().get(key)
    if kind is not None:
        return w.card(GAME, kind)
    if key in ABILITY_NAME:
        return w.card(GAME, ABILITY_NAME[key])
    return None


@cache
def _kinds() -> dict[str, str]:
    """Card kind → its English name."""
    return {k.kind: k.name for k in cat.load_catalog().kinds}


def _words(w: Words, key: str) -> str:
    """An engine key in words: a character's or card's name when it is one, else the catalog's
    `bang-key-<key>` (or the key's words when no catalog has one)."""
    name = name_of(w, key)
    if name is not None:
        return name
    return w(f"bang-key-{key}") if w.has(f"bang-key-{key}") else key.replace("_", " ")


def role_name(w: Words, role: str) -> str:
    """ "⭐ Sheriff"."""
    name = ROLE_NAMES.get(role)
    return f"{ROLE_ICON[role]} {w.card(GAME, name)}" if name else role


def damage_cause(w: Words, record: SessionRecord, p: BangPerspective) -> str | None:
    """What left the pending dying player at 0 or less ("the Dynamite", "Bob's BANG!"), if known."""
    d = p.pending
    if d is None or d.kind != "play_beer_or_die" or not w.has(f"bang-cause-{d.purpose}"):
        return None
    return w(f"bang-cause-{d.purpose}", src=seat_name(record, d.attacker, w))


def dying_ping(w: Words, record: SessionRecord, p: BangPerspective) -> str:
    """ "the Dynamite left you at 0 ❤️: play a Beer or you are out"."""
    d = p.pending
    assert d is not None
    life = p.seats[d.seat].life
    cause = damage_cause(w, record, p)
    need = max(1, 1 - life)
    sid = sum(s.alive for s in p.seats) <= 2  # Beer does nothing with 2 players alive (U26)
    if cause:
        key = "bang-ping-dying-cause-sid" if sid else "bang-ping-dying-cause"
        return w(key, cause=cause, life=life, need=need)
    return w("bang-ping-dying-sid" if sid else "bang-ping-dying", life=life, need=need)


def card_label(w: Words, card_id: str | None) -> str:
    """ "BANG! (A♠)"."""
    if not card_id:
        return w("bang-a-card")
    d = cat.card(card_id)
    return f"{w.card(GAME, d.name)} ({d.label.rsplit(' (', 1)[-1]}"


def shown(w: Words, card_id: str, label: str | None = None) -> str:
    """A face-up card on the table: its picture (`<:name:id>`, CAMPFIRE_IMAGES) before its label, or
    the label alone (images off, or no emoji for that face)."""
    return card_mention(GAME, card_id) + (label if label is not None else card_label(w, card_id))


def shown_list(
    w: Words, cards: list[str], limit: int = 1024, label: Callable[[str], str] | None = None
) -> str:
    """Face-up cards in one line, with their pictures when the line still fits in `limit` (a custom
    emoji costs ~35 characters: an embed field holds 1,024), else as text."""

    def named(c: str) -> str:
        return label(c) if label is not None else card_label(w, c)

    pictured = ", ".join(shown(w, c, named(c)) for c in cards)
    return pictured if len(pictured) <= limit else ", ".join(named(c) for c in cards)


def picture(a: Action) -> discord.PartialEmoji | None:
    """The card (or character) emoji of an answer on one card, when images are on."""
    card = getattr(a, "card", None)
    if card is None and isinstance(a, Choose) and a.option not in (None, "deck", "discard", "hand"):
        card = a.option
    return card_emoji(GAME, card) if isinstance(card, str) and card else None


def card_name(w: Words, card_id: str) -> str:
    """ "BANG!"."""
    return w.card(GAME, cat.card(card_id).name)


def char_name(w: Words, char_id: str) -> str:
    """A character's name ("choosing…" before the choice)."""
    return w.card(GAME, cat.character(char_id).name) if char_id else w("bang-choosing")


def char_text(w: Words, char_id: str) -> str:
    """A character's ability in one line, from the catalogs ("" before the choice)."""
    face = _faces().get(f"character_{char_id}") if char_id else None
    if face is None:
        return ""
    return w.card_text(GAME, "character", face.name, face.text)


def kind_text(w: Words, card_id: str) -> str:
    """A card's effect in a few words, from the catalogs (by its kind's English name)."""
    face = _faces().get(card_id)
    if face is None:
        return ""
    return w.card_text(GAME, "card", face.name, face.text)


def pips(n: int) -> str:
    """A&D Load tokens on one slot, out of 4: "●●○○"."""
    n = max(0, min(n, TOKEN_MAX))
    return PIP * n + NO_PIP * (TOKEN_MAX - n)


def armed(p: BangPerspective) -> bool:
    """Whether the Armed & Dangerous expansion is on."""
    return p.options.expansion == "armed_and_dangerous"


def in_play_label(w: Words, s: SeatView, card_id: str) -> str:
    """An in-play card, with its tokens when it is a Dangerous card: "Big Fifty (Q♠) ●●●○"."""
    if card_id in s.card_tokens:
        return f"{card_label(w, card_id)} {pips(s.card_tokens[card_id])}"
    return card_label(w, card_id)


def slot_label(w: Words, s: SeatView, slot: str) -> str:
    """A token slot of a seat: its character or one of its Dangerous cards, with the tokens."""
    if slot == CHARACTER_SLOT:
        return w("bang-slot-character", name=char_name(w, s.character), pips=pips(s.tokens))
    return in_play_label(w, s, slot)


def spendable(s: SeatView) -> int:
    """Tokens a seat may spend on upgrades and abilities (character + own Dangerous cards)."""
    return s.tokens + sum(s.card_tokens.values())


def ability_name(w: Words, ability: str) -> str:
    """ "lock_pick" → "Lock Pick"."""
    return _words(w, ability)


def upgrade_text(w: Words, kind: str) -> str:
    """What one upgrade of a card kind buys ("+1 target")."""
    key = f"bang-upgrade-{kind}"
    return w(key) if w.has(key) else w("bang-upgrade")


def purpose_text(w: Words, purpose: str, fallback: str = "bang-purpose-it") -> str:
    """What tokens or a draw! are for ("the upgrade", "Barrel"), in words."""
    key = f"bang-purpose-{purpose}"
    if w.has(key):
        return w(key)
    return name_of(w, purpose) or w(fallback)


def countdown(w: Words, due: float | None, timeout_s: int) -> str:
    """A Discord relative timestamp ("in 25 seconds") or the plain timeout."""
    return f"<t:{int(due)}:R>" if due else w("bang-within", s=timeout_s)


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


def pending_line(w: Words, record: SessionRecord, p: BangPerspective, due: float | None) -> str:
    """ "⏳ Waiting for Ann — answering a shot (BANG! from Bob) · in 25 s"."""
    d = p.pending
    if d is None:
        return ""
    key = f"bang-decision-{d.kind}"
    what = w(key) if w.has(key) else w("bang-decision-other")
    name = seat_name(record, d.seat, w)
    when = countdown(w, due, d.timeout_s)
    card = card_name(w, d.source_card) if d.source_card else ""
    if card and d.kind not in ("play_turn", "use_tumbleweed") and card not in what:
        if d.attacker is not None:
            by = seat_name(record, d.attacker, w)
            return w("bang-pending-card-from", name=name, what=what, card=card, by=by, when=when)
        return w("bang-pending-card", name=name, what=what, card=card, when=when)
    return w("bang-pending", name=name, what=what, when=when)


# ---------------------------------------------------------------------- legends, custom ids, words
def table_legend(w: Words, ad: bool) -> str:
    """What the table's icons stand for (one line, in the footer)."""
    return w("bang-table-legend-ad" if ad else "bang-table-legend", pips=PIP + NO_PIP)


def hand_legend(w: Words, ad: bool) -> str:
    """What a hand's icons stand for (one line, in the footer)."""
    return w("bang-hand-legend-ad" if ad else "bang-hand-legend", pips=PIP + NO_PIP)


def _cid(record: SessionRecord, token: str, verb: str, arg: str | int | None = None) -> str:
    return custom_id(GAME, record.id, token, verb, arg)


def card_text(w: Words, card_id: str) -> str:
    """A hand card's one-line description, with its A&D upgrade (cost and what it buys)."""
    d = cat.card(card_id)
    text = kind_text(w, card_id)
    if d.upgrade is not None and w.has(f"bang-upgrade-{d.kind}"):
        key = "bang-hand-upgrade-repeatable" if d.upgrade.repeatable else "bang-hand-upgrade"
        return w(key, text=text, cost=d.upgrade.cost, pip=PIP, what=upgrade_text(w, d.kind))
    return text
