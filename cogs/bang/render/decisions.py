"""The prompt and components of a seat's open decision other than its own turn's plays: responses,
reaction windows, optional bonuses, the hand limit, token splits, choices."""

from __future__ import annotations

from typing import Any

import discord

from bot.emojis import card_emoji
from bot.i18n import Words
from bot.storage import SessionRecord
from bot.ui import button
from cogs.bang.render.choices import _choice_label, _sid_select
from cogs.bang.render.common import (
    BUTTONS_MAX,
    CHARACTER_SLOT,
    CHECK_OUTCOME,
    GAME,
    PIP,
    RESPONSE_KINDS,
    SELECT_MAX,
    TOKENS_ON_PLAY,
    WINDOW_KINDS,
    Step,
    _cid,
    _select,
    armed,
    card_label,
    card_name,
    char_name,
    damage_cause,
    kind_text,
    picture,
    pips,
    purpose_text,
    seat_name,
    slot_label,
    upgrade_text,
)
from cogs.bang.render.turn import _play_turn
from engines.bang import catalog as cat
from engines.bang.actions import Choose, Discard, Respond, UseAbility
from engines.bang.perspective import BangPerspective
from engines.bang.registry import check_success
from engines.base import Action

PROMPT = {
    "choose_character": "bang-prompt-character",
    "choose_check_card": "bang-prompt-lucky-duke",
    "choose_draw_source": "bang-prompt-draw-source",
    "choose_card_to_put_back": "bang-prompt-kit-carlson",
    "pay_tokens": "bang-prompt-pay",
    "place_token": "bang-prompt-place",
    "choose_bomb_target": "bang-prompt-bomb",
}
"""The prompt of a plain choice (buttons or one select), by decision kind."""


def _decision(
    w: Words,
    record: SessionRecord,
    p: BangPerspective,
    legal: list[Action],
    seat: int,
    token: str,
    step: Step | None,
) -> tuple[str, list[discord.ui.Item[Any]]]:
    """The prompt and components of the seat's open decision."""
    assert p.pending is not None
    kind = p.pending.kind
    if kind == "play_turn":
        return _play_turn(w, record, p, legal, token, step)
    if kind in RESPONSE_KINDS:
        return _response(w, record, p, legal, token, kind)
    if kind in WINDOW_KINDS:
        return _window(w, record, p, legal, token, kind)
    if kind == "pick_from_general_store":
        return w("bang-prompt-store"), []
    if kind == "discard_for_buntline":
        opts = [
            (card_label(w, a.card), str(i), kind_text(w, a.card) or None)
            for i, a in enumerate(legal)
            if isinstance(a, Discard)
        ]
        sel = _select(_cid(record, token, "act"), w("bang-buntline-placeholder"), opts)
        card = w.card(GAME, "Buntline Special")
        if p.pending.attacker is not None:
            who = seat_name(record, p.pending.attacker, w)
            return w("bang-prompt-buntline-from", who=who, card=card), [sel]
        return w("bang-prompt-buntline", card=card), [sel]
    if kind == "discard_to_hand_limit":
        return _hand_limit(w, record, p, legal, seat, token)
    if kind in ("pay_tokens", "place_token") and any(isinstance(a, Choose) and a.slots for a in legal):
        return _token_split(w, p, legal, token, record, kind)
    if kind == "place_token" and any(isinstance(a, Respond) for a in legal):
        return _optional_bonus(w, record, p, legal, token)
    buttons: list[discord.ui.Item[Any]]
    if len(legal) > BUTTONS_MAX:
        # More answers than buttons fit: one select (Discord: 25 options at most).
        buttons = [
            _select(
                _cid(record, token, "act"),
                w("bang-choose-placeholder"),
                [(_choice_label(w, record, p, a), str(i), None) for i, a in enumerate(legal)],
            )
        ]
    else:
        buttons = [
            button(
                _choice_label(w, record, p, a),
                _cid(record, token, "act", i),
                style=discord.ButtonStyle.primary,
                # Kit Carlson's answer names the two cards kept, not the one it carries
                emoji=picture(a) if kind != "choose_card_to_put_back" else None,
            )
            for i, a in enumerate(legal)
        ]
    purpose = purpose_text(w, p.pending.purpose)
    prompt = w(
        PROMPT.get(kind, "bang-prompt-other"),
        pip=PIP,
        n=max(p.pending.tokens_needed, 0),
        purpose=purpose,
        supply=p.token_supply,
        lucky=w.card(GAME, "Lucky Duke"),
        kit=w.card(GAME, "Kit Carlson"),
    )
    return prompt, list(buttons)


def leave_in_supply(w: Words) -> str:
    """The button that declines a blue-card or phase-3 bonus token (docs/rules/bang.md U33)."""
    return w("bang-leave-in-supply")


LEAVE_IN_SUPPLY = "Leave it in the supply"
"""That button's English label (the tests click it in English games)."""


def _optional_bonus(
    w: Words, record: SessionRecord, p: BangPerspective, legal: list[Action], token: str
) -> tuple[str, list[discord.ui.Item[Any]]]:
    """A&D U33: a bonus token that could matter: add it (on which slot), or leave it in the supply.
    Asked only when the supply after adding would fall below what a Dangerous card needs."""
    assert p.pending is not None and p.viewer is not None
    me = p.seats[p.viewer]
    purpose = purpose_text(w, p.pending.purpose, "bang-purpose-bonus")
    slots = [a for a in legal if isinstance(a, Choose)]
    prompt = w(
        "bang-bonus-prompt",
        pip=PIP,
        purpose=purpose,
        supply=p.token_supply,
        left=p.token_supply - 1,
        need=TOKENS_ON_PLAY,
    )
    items: list[discord.ui.Item[Any]] = []
    for i, a in enumerate(legal):
        if isinstance(a, Choose):
            slot = slot_label(w, me, a.card if a.card is not None else CHARACTER_SLOT)
            label = w("bang-bonus-add-one" if len(slots) == 1 else "bang-bonus-add-on", slot=slot)
            items.append(button(label, _cid(record, token, "act", i), style=discord.ButtonStyle.primary))
        elif isinstance(a, Respond):
            items.append(
                button(leave_in_supply(w), _cid(record, token, "act", i), style=discord.ButtonStyle.secondary)
            )
    return prompt, items[:BUTTONS_MAX]


def _hand_limit(
    w: Words, record: SessionRecord, p: BangPerspective, legal: list[Action], seat: int, token: str
) -> tuple[str, list[discord.ui.Item[Any]]]:
    """Phase 3: one select where the player ticks exactly the excess cards (one interaction).

    The values are the seat's own card ids (this is its private message). A hand of more than
    25 cards (Discord's select limit) falls back to one card at a time."""
    cards = p.hand or []
    life = p.seats[seat].life
    extra = len(cards) - max(life, 0)
    bonus = " " + w("bang-limit-bonus", pip=PIP) if armed(p) and p.token_supply else ""
    if len(cards) > SELECT_MAX or extra < 1:
        opts = [
            (card_label(w, a.card), str(i), kind_text(w, a.card) or None)
            for i, a in enumerate(legal)
            if isinstance(a, Discard)
        ]
        sel = _select(_cid(record, token, "act"), w("bang-limit-one-placeholder", n=extra), opts)
        return w("bang-limit-one", life=life, n=extra) + bonus, [sel]
    opts = [(card_label(w, c), c, kind_text(w, c) or None) for c in cards]
    sel = _select(
        _cid(record, token, "discards"),
        w("bang-limit-placeholder", n=extra),
        opts,
        min_values=extra,
        max_values=extra,
        pictures={c: card_emoji(GAME, c) for c in cards},
    )
    return w("bang-limit-prompt", cards=len(cards), life=life, n=extra) + bonus, [sel]


def _token_split(
    w: Words, p: BangPerspective, legal: list[Action], token: str, record: SessionRecord, kind: str
) -> tuple[str, list[discord.ui.Item[Any]]]:
    """A&D: every token to place or pay in one choice — a select of the ways to split them."""
    assert p.pending is not None and p.viewer is not None
    me = p.seats[p.viewer]
    opts: list[tuple[str, str, str | None]] = []
    n = 0
    part = "bang-split-from" if kind == "pay_tokens" else "bang-split-on"
    for i, a in enumerate(legal):
        if isinstance(a, Choose) and a.slots:
            n = len(a.slots)
            parts = [
                w(part, n=a.slots.count(slot), slot=slot_label(w, me, slot))
                for slot in dict.fromkeys(a.slots)
            ]
            opts.append((" + ".join(parts), str(i), None))
    purpose = purpose_text(w, p.pending.purpose)
    if kind == "pay_tokens":
        prompt = w("bang-split-pay", pip=PIP, n=n, purpose=purpose)
        placeholder = w("bang-split-pay-placeholder", n=n)
    else:
        prompt = w("bang-split-place", pip=PIP, n=n, purpose=purpose, supply=p.token_supply)
        placeholder = w("bang-split-place-placeholder", n=n)
    items: list[discord.ui.Item[Any]] = [_select(_cid(record, token, "act"), placeholder, opts)]
    leave = next((i for i, a in enumerate(legal) if isinstance(a, Respond)), None)
    if leave is not None:  # U33: the bonus may be declined
        prompt += " " + w("bang-split-leave", need=TOKENS_ON_PLAY)
        items.append(
            button(leave_in_supply(w), _cid(record, token, "act", leave), style=discord.ButtonStyle.secondary)
        )
    return prompt, items


def _response(
    w: Words, record: SessionRecord, p: BangPerspective, legal: list[Action], token: str, kind: str
) -> tuple[str, list[discord.ui.Item[Any]]]:
    """Missed!/Duck!/Barrel/Crate/Beer/BANG! buttons (one per card name and upgrade), Sid's select,
    and take-it."""
    d = p.pending
    assert d is not None
    items: list[discord.ui.Item[Any]] = []
    seen: dict[tuple[str, int, int], int] = {}
    for a in legal:
        if isinstance(a, Respond) and a.card:
            key = (card_name(w, a.card), a.upgrades, len(a.also))
            seen[key] = seen.get(key, 0) + 1
    shown: set[tuple[str, int, int]] = set()
    take: discord.ui.Button[Any] | None = None
    for i, a in enumerate(legal):
        if isinstance(a, Respond) and a.card and a.also:
            # Several Beers at once: all it takes to get back to 1 life (§1.9).
            label = w("bang-respond-beers", n=1 + len(a.also), card=card_name(w, a.card))
            items.insert(0, button(label, _cid(record, token, "act", i), style=discord.ButtonStyle.success))
        elif isinstance(a, Respond) and a.card:
            key = (card_name(w, a.card), a.upgrades, 0)
            if key in shown:
                continue
            shown.add(key)
            n = seen[key]
            if a.upgrades:
                up = cat.card(a.card).upgrade
                label = w(
                    "bang-respond-play-upgrade",
                    card=key[0],
                    n=n,
                    upgrade=upgrade_text(w, cat.card(a.card).kind),
                    cost=up.cost if up else 2,
                    pip=PIP,
                )
            else:
                label = w("bang-respond-play", card=key[0], n=n)
            items.append(
                button(
                    label, _cid(record, token, "act", i), style=discord.ButtonStyle.success, emoji=picture(a)
                )
            )
        elif isinstance(a, UseAbility) and a.ability in ("barrel", "jourdonnais"):
            name = w.card(GAME, "Barrel" if a.ability == "barrel" else "Jourdonnais")
            items.append(
                button(
                    w("bang-respond-draw", name=name),
                    _cid(record, token, "act", i),
                    style=discord.ButtonStyle.primary,
                    emoji="🛢️",
                )
            )
        elif isinstance(a, UseAbility) and a.ability == "crate":
            items.append(
                button(
                    w("bang-respond-crate", name=w.card(GAME, "Crate"), pip=PIP),
                    _cid(record, token, "act", i),
                    style=discord.ButtonStyle.primary,
                    emoji="📦",
                )
            )
        elif isinstance(a, Respond) and a.card is None:
            key = f"bang-take-{kind}"
            take = button(
                w(key) if w.has(key) else w("bang-choice-pass"),
                _cid(record, token, "act", i),
                style=discord.ButtonStyle.danger,
            )
    items = items[: BUTTONS_MAX - 1]
    if take is not None:
        items.append(take)
    src = card_name(w, d.source_card) if d.source_card else w("bang-a-shot")
    if (
        not d.source_card
        and d.attacker is not None
        and p.seats[d.attacker].character in ("mexicali_kid", "julie_cutter")
    ):
        src = w("bang-shot-of", name=char_name(w, p.seats[d.attacker].character))
    by = "none"
    who = ""
    if d.attacker is not None:
        by = "yours" if d.attacker == p.viewer else "other"
        who = seat_name(record, d.attacker, w)
    if kind == "play_beer_or_die":
        prompt = _dying_prompt(w, record, p)
    elif kind in ("respond_to_indians", "respond_to_duel", "respond_to_arrow"):
        icon, name = {
            "respond_to_indians": ("🏹", "Indians!"),
            "respond_to_duel": ("🤺", "Duel"),
            "respond_to_arrow": ("🏹", "Arrow"),
        }[kind]
        prompt = w("bang-respond-discard-bang", icon=icon, card=w.card(GAME, name), by=by, who=who)
    elif kind == "respond_to_shot":
        prompt = w("bang-respond-shot", src=src, by=by, who=who)
    elif kind == "use_ability_when_targeted":
        prompt = w("bang-respond-targeted", src=src, by=by, who=who)
    else:
        prompt = w("bang-respond-other")
    return prompt, [*_sid_select(w, record, p, legal, token), *items]


def _dying_prompt(w: Words, record: SessionRecord, p: BangPerspective) -> str:
    """ "The Dynamite left you at 0 ❤️: you are dying! Play a Beer to get back to 1 ❤️…"."""
    me = p.seats[p.viewer] if p.viewer is not None else None
    life = me.life if me is not None else 0
    need = max(1, 1 - life)
    cause = damage_cause(w, record, p)
    if cause and me is not None:
        return w("bang-dying-cause", cause=cause[:1].upper() + cause[1:], life=life, need=need)
    return w("bang-dying", life=life, need=need)


def _window(
    w: Words, record: SessionRecord, p: BangPerspective, legal: list[Action], token: str, kind: str
) -> tuple[str, list[discord.ui.Item[Any]]]:
    """A&D out-of-turn windows: Tumbleweed, Al Preacher, Ms. Abigail — use it, or pass."""
    d = p.pending
    assert d is not None and p.viewer is not None
    me = p.seats[p.viewer]
    if kind == "use_tumbleweed":
        tw = next((c for c in me.in_play if cat.card(c).kind == "tumbleweed"), None)
        held = pips(me.card_tokens.get(tw, 0)) if tw else pips(0)
        what = purpose_text(w, d.purpose)
        if d.subject is not None:
            what = w("bang-purpose-of", who=seat_name(record, d.subject, w), what=what)
        args = {"what": what, "pip": PIP, "pips": held, "tumbleweed": w.card(GAME, "Tumbleweed")}
        if p.discard_top:
            try:
                ok: bool | None = check_success(d.purpose, p.discard_top)
            except ValueError:
                ok = None
            keys = CHECK_OUTCOME.get(d.purpose, ("bang-outcome-success", "bang-outcome-failure"))
            card = card_label(w, p.discard_top)
            if ok is not None:
                outcome = w(keys[0 if ok else 1])
                prompt = w("bang-tumbleweed-outcome", card=card, outcome=outcome, **args)
            else:
                prompt = w("bang-tumbleweed-card", card=card, **args)
        else:
            prompt = w("bang-tumbleweed", **args)
        use, keep = w("bang-tumbleweed-redo", pip=PIP), w("bang-tumbleweed-keep")
    elif kind == "use_al_preacher":
        preacher = w.card(GAME, "Al Preacher")
        if d.source_card:
            prompt = w("bang-preacher", card=card_label(w, d.source_card), pip=PIP, name=preacher)
        else:
            prompt = w("bang-preacher-any", pip=PIP, name=preacher)
        use, keep = w("bang-preacher-draw", pip=PIP), w("bang-choice-pass")
    else:
        card = card_label(w, d.source_card) if d.source_card else w("bang-a-card")
        who = seat_name(record, d.attacker, w) if d.attacker is not None else ""
        prompt = w(
            "bang-abigail",
            card=card,
            by="other" if who else "none",
            who=who,
            name=w.card(GAME, "Ms. Abigail"),
        )
        use, keep = w("bang-abigail-ignore"), w("bang-abigail-resolve")
    items: list[discord.ui.Item[Any]] = []
    for i, a in enumerate(legal):
        if isinstance(a, UseAbility):
            items.append(button(use, _cid(record, token, "act", i), style=discord.ButtonStyle.success))
        else:
            items.append(button(keep, _cid(record, token, "act", i), style=discord.ButtonStyle.secondary))
    return prompt, items
