"""Labels of the choices a decision offers (cards, abilities and their groups) and Sid Ketchum's select."""

from __future__ import annotations

from typing import Any

import discord

from bot.storage import SessionRecord
from cogs.bang.messages import (
    CHARACTER_TEXT,
)
from cogs.bang.render.common import (
    CHARACTER_SLOT,
    PIP,
    _cid,
    _select,
    ability_name,
    card_label,
    char_name,
    pips,
    seat_name,
    slot_label,
)
from engines.bang.actions import Choose, EndTurn, Respond, UseAbility
from engines.bang.perspective import BangPerspective
from engines.base import Action


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
