"""What every BANG! renderer shares: the game's constants and player-facing words, the multi-step
`Step`, and small text helpers (names, card labels, pips, clipping, selects, countdowns, legends)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import discord

from bot.emojis import card_emoji, card_mention
from bot.storage import SessionRecord
from bot.ui import custom_id
from cogs.bang.messages import (
    ABILITY_NAME,
    CARD_TEXT,
    DECISION_TEXT,
    UPGRADE_TEXT,
)
from engines.bang import catalog as cat
from engines.bang.actions import Choose, UseAbility
from engines.bang.faces import ROLE_NAMES
from engines.bang.perspective import BangPerspective, SeatView
from engines.base import Action

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


# ---------------------------------------------------------------------- legends, custom ids, words
def table_legend(ad: bool) -> str:
    """What the table's icons stand for (one line, in the footer)."""
    tokens = f" · {PIP}{NO_PIP} Load tokens (of 4)" if ad else ""
    return "▶️ whose turn · ⭐ Sheriff · ❤️ life/max · ✋ cards in hand · 🃏 cards in play · 💀 out" + tokens


def hand_legend(ad: bool) -> str:
    """What a hand's icons stand for (one line, in the footer)."""
    tokens = f" · {PIP}{NO_PIP} Load tokens (of 4)" if ad else ""
    return "❤️ life/max · 🔫 weapon range · 📏 distance (🎯 in range)" + tokens


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


def plural(n: int, word: str) -> str:
    """ "1 card", "2 cards", "1 life point", "3 life points"."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _tokens(n: int) -> str:
    """ "1 token", "3 tokens" ("tokens" when the engine does not say how many)."""
    return plural(n, "token") if n > 0 else "tokens"


def _which(n: int) -> str:
    """One token: "it"; several, asked one at a time: "the next one"."""
    return "it" if n == 1 else "the next one"
