"""The seat's own turn: its cards to play, targets and variants (multi-step plays kept in custom_ids),
abilities, and why a play asks to be confirmed."""

from __future__ import annotations

from typing import Any

import discord

from bot.emojis import card_emoji
from bot.storage import SessionRecord
from bot.ui import button
from cogs.bang.messages import (
    CARD_TEXT,
    UPGRADE_TEXT,
    WEAPON_ABILITY_TEXT,
)
from cogs.bang.render.choices import _ability_label, _choice_label, _group_label, _sid_select
from cogs.bang.render.common import (
    GAME,
    GROUP_SEP,
    NO_TARGET,
    PIP,
    SELECT_MAX,
    Step,
    _cid,
    _select,
    ability_group,
    ability_name,
    armed,
    card_label,
    card_name,
    picture,
    seat_name,
)
from engines.bang import catalog as cat
from engines.bang.actions import EndTurn, PlayCard, UseAbility
from engines.bang.perspective import BangPerspective
from engines.base import Action


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
