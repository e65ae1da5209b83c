"""Labels of the choices a decision offers (cards, abilities and their groups) and Sid Ketchum's select."""

from __future__ import annotations

from typing import Any

import discord

from bot.i18n import Words
from bot.storage import SessionRecord
from cogs.bang.render.common import (
    CHARACTER_SLOT,
    PIP,
    _cid,
    _select,
    ability_name,
    card_label,
    char_name,
    char_text,
    pips,
    seat_name,
    slot_label,
)
from engines.bang.actions import Choose, EndTurn, Respond, UseAbility
from engines.bang.perspective import BangPerspective
from engines.base import Action


def _choice_label(w: Words, record: SessionRecord, p: BangPerspective, a: Action) -> str:
    kind = p.pending.kind if p.pending is not None else ""
    if isinstance(a, Choose):
        if kind in ("pay_tokens", "place_token") and p.viewer is not None:
            slot = slot_label(w, p.seats[p.viewer], a.card if a.card is not None else CHARACTER_SLOT)
            return w("bang-choice-pay-from" if kind == "pay_tokens" else "bang-choice-place-on", slot=slot)
        if kind == "choose_bomb_target" and a.seat is not None:
            if a.seat == p.viewer:
                return w("bang-choice-keep-bomb")
            return w("bang-choice-pass-bomb", name=seat_name(record, a.seat, w))
        if a.option == "deck":
            return w("bang-choice-deck")
        if a.option == "discard":
            return w("bang-choice-discard", card=card_label(w, p.discard_top))
        if a.option == "hand" and a.seat is not None:
            return w("bang-choice-hand", name=seat_name(record, a.seat, w))
        if a.card is not None and kind == "choose_card_to_put_back":
            keep = [c for c in p.looking if c != a.card]
            if keep:
                return w("bang-choice-keep", cards=" + ".join(card_label(w, c) for c in keep))
            return w("bang-choice-put-back", card=card_label(w, a.card))
        if a.card is not None:
            return w("bang-choice-take", card=card_label(w, a.card))
        if a.option:
            try:
                return f"{char_name(w, a.option)} — {char_text(w, a.option)}"
            except KeyError:
                return a.option
    if isinstance(a, EndTurn):
        return w("bang-end-turn")
    if isinstance(a, Respond):
        return w("bang-choice-play", card=card_label(w, a.card)) if a.card else w("bang-choice-pass")
    if isinstance(a, UseAbility):
        return _ability_label(w, record, p, a)[0]
    return w("bang-choice-other")


def _ability_label(
    w: Words, record: SessionRecord, p: BangPerspective, a: UseAbility
) -> tuple[str, str | None]:
    """A phase-2 ability use: the label and a description (A&D objects and characters)."""
    ab, name = a.ability, ability_name(w, a.ability)
    who = seat_name(record, a.target, w) if a.target is not None else ""
    target_seat = p.seats[a.target] if a.target is not None else None
    if ab == "ace_up_the_sleeve":
        return w("bang-abil-ace", name=name), w("bang-abil-pay-from-it", n=2, pip=PIP)
    if ab == "beer_keg":
        return w("bang-abil-beer-keg", name=name), w("bang-abil-pay-from-it", n=3, pip=PIP)
    if ab == "lock_pick":
        return w("bang-abil-lock-pick", name=name, who=who), w("bang-abil-pay-from-it", n=3, pip=PIP)
    if ab == "whip" and target_seat is not None and a.target_card:
        label = w("bang-abil-whip", name=name, who=who, card=card_label(w, a.target_card))
        return label, w("bang-abil-pay-from-it", n=3, pip=PIP)
    if ab == "mexicali_kid":
        if getattr(a, "bell_tower", False):
            label = w("bang-abil-mexicali-tower", name=name, who=who, tower=w.card("bang", "Bell Tower"))
        else:
            label = w("bang-abil-mexicali", name=name, who=who)
        return label, w("bang-abil-mexicali-desc", pip=PIP)
    if ab == "bass_greeves" and a.cards and p.viewer is not None:
        slot = slot_label(w, p.seats[p.viewer], a.target_card or CHARACTER_SLOT)
        return w("bang-abil-bass", name=name, card=card_label(w, a.cards[0])), w(
            "bang-abil-bass-desc", pip=PIP, slot=slot
        )
    if ab == "frankie_canton" and target_seat is not None:
        slot = slot_label(w, target_seat, a.target_card or CHARACTER_SLOT)
        return w("bang-abil-frankie", name=name, pip=PIP, who=who), slot
    if ab == "red_ringo" and p.viewer is not None:
        me = p.seats[p.viewer]
        moved = ", ".join(card_label(w, c) for c in a.slots)
        label = w("bang-abil-ringo", name=name, n=len(a.slots), pip=PIP, cards=moved)
        return label, w("bang-abil-ringo-desc", pips=pips(me.tokens))
    if ab == "sid_ketchum":
        return w("bang-abil-sid", name=name), None
    return w("bang-abil-use", name=name), None


def _group_label(w: Words, record: SessionRecord, p: BangPerspective, ability: str, group: str) -> str:
    """A group of an ability's uses: a slot of the viewer (Bass Greeves) or a seat."""
    if ability == "bass_greeves" and p.viewer is not None:
        return w("bang-group-onto", slot=slot_label(w, p.seats[p.viewer], group))
    if group.isdigit():
        return w("bang-group-at", name=seat_name(record, int(group), w))
    return ability_name(w, ability)


def _sid_select(
    w: Words, record: SessionRecord, p: BangPerspective, legal: list[Action], token: str
) -> list[discord.ui.Item[Any]]:
    """Sid Ketchum: pick the two hand cards to discard for 1 life."""
    if not any(isinstance(a, UseAbility) and a.ability == "sid_ketchum" for a in legal):
        return []
    opts = [(card_label(w, c), c, None) for c in (p.hand or [])]
    return [
        _select(
            _cid(record, token, "sid"),
            w("bang-abil-sid", name=ability_name(w, "sid_ketchum")),
            opts,
            min_values=2,
            max_values=2,
        )
    ]
