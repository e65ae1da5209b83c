"""The prompt and components of a seat's open decision other than its own turn's plays: responses,
reaction windows, optional bonuses, the hand limit, token splits, choices."""

from __future__ import annotations

from typing import Any

import discord

from bot.emojis import card_emoji
from bot.storage import SessionRecord
from bot.ui import button
from cogs.bang.messages import (
    CARD_TEXT,
    PURPOSE_TEXT,
    UPGRADE_TEXT,
)
from cogs.bang.render.choices import _choice_label, _sid_select
from cogs.bang.render.common import (
    BUTTONS_MAX,
    CHARACTER_SLOT,
    CHECK_OUTCOME,
    GAME,
    PIP,
    RESPONSE_KINDS,
    SELECT_MAX,
    TAKE_IT,
    TOKENS_ON_PLAY,
    WINDOW_KINDS,
    Step,
    _cid,
    _select,
    _tokens,
    _which,
    armed,
    card_label,
    card_name,
    char_name,
    damage_cause,
    picture,
    pips,
    plural,
    seat_name,
    slot_label,
)
from cogs.bang.render.turn import _play_turn
from engines.bang import catalog as cat
from engines.bang.actions import Choose, Discard, Respond, UseAbility
from engines.bang.perspective import BangPerspective
from engines.bang.registry import check_success
from engines.base import Action


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
