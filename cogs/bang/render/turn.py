"""The seat's own turn: its cards to play, targets and variants (multi-step plays kept in custom_ids),
abilities, and why a play asks to be confirmed."""

from __future__ import annotations

from typing import Any

import discord

from bot.emojis import card_emoji
from bot.i18n import Words, words
from bot.storage import SessionRecord
from bot.ui import button
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
    kind_text,
    picture,
    seat_name,
    upgrade_text,
)
from engines.bang import catalog as cat
from engines.bang.actions import EndTurn, PlayCard, UseAbility
from engines.bang.perspective import BangPerspective
from engines.base import Action


def _target_text(
    w: Words, record: SessionRecord, p: BangPerspective, target: int | None
) -> tuple[str, str | None]:
    if target is None:
        return w("bang-target-play-it"), None
    s = p.seats[target]
    if s.distance is not None:
        desc = w("bang-target-distance", d=s.distance, life=s.life, hand=s.hand_size)
    else:
        desc = w("bang-target-you", life=s.life, hand=s.hand_size)
    return seat_name(record, target, w), desc


def _multi(plays: list[tuple[int, Action]]) -> bool:
    """Quick Shot / Arrow with upgrades: several targets in one play (a multi-select)."""
    return any(isinstance(a, PlayCard) and a.extra_targets for _, a in plays)


def _play_turn(
    w: Words, record: SessionRecord, p: BangPerspective, legal: list[Action], token: str, step: Step | None
) -> tuple[str, list[discord.ui.Item[Any]]]:
    """Phase 2: a select of playable cards, then targets, then which card / how (upgrades, the
    Dangerous weapon's ability, Bandolier, Bell Tower); a select of A&D abilities."""
    back = button(w("bang-back"), _cid(record, token, "back"), emoji="↩️")
    if step is not None and step.verb == "confirm" and step.index is not None and step.index < len(legal):
        a = legal[step.index]
        assert isinstance(a, PlayCard)
        confirm = button(
            w("bang-choice-play", card=card_label(w, a.card)),
            _cid(record, token, "act", step.index),
            style=discord.ButtonStyle.success,
            emoji=picture(a),
        )
        return w("bang-confirm", reason=confirm_reason(p, a.card, w) or ""), [confirm, back]
    if step is not None and step.verb == "abil":
        uses = [
            (i, a)
            for i, a in enumerate(legal)
            if isinstance(a, UseAbility)
            and a.ability == step.card
            and (step.group is None or ability_group(a) == step.group)
        ]
        name = ability_name(w, step.card)
        if len(uses) > SELECT_MAX and step.group is None:
            groups = list(dict.fromkeys(ability_group(a) for _, a in uses if isinstance(a, UseAbility)))
            sel = _select(
                _cid(record, token, "abil"),
                w("bang-abil-which", name=name),
                [
                    (_group_label(w, record, p, step.card, g), f"{step.card}{GROUP_SEP}{g}", None)
                    for g in groups
                ],
            )
            return w("bang-abil-where-first", name=name), [sel, back]
        if uses:
            opts = [(*_ability_label(w, record, p, a), i) for i, a in uses]
            sel = _select(
                _cid(record, token, "act"),
                w("bang-abil-how", name=name),
                [(label, str(i), desc) for label, desc, i in opts],
            )
            return w("bang-abil-how-prompt", name=name), [sel, back]
    if step is not None and step.verb == "card":
        plays = [(i, a) for i, a in enumerate(legal) if isinstance(a, PlayCard) and a.card == step.card]
        if plays and _multi(plays):
            seats: set[int] = set()
            most = 1
            for _, a in plays:
                assert isinstance(a, PlayCard) and a.target is not None
                seats.update([a.target, *a.extra_targets])
                most = max(most, 1 + len(a.extra_targets))
            label = card_label(w, step.card)
            opts_m = [(*_target_text(w, record, p, t), t) for t in sorted(seats)]
            sel = _select(
                _cid(record, token, "multi", step.card),
                w("bang-multi-placeholder", card=label, n=most),
                [(name, str(t), desc) for name, desc, t in opts_m],
                max_values=most,
            )
            return w("bang-multi-prompt", card=label, n=most, pip=PIP), [sel, back]
        if plays and {a.target for _, a in plays if isinstance(a, PlayCard)} == {None}:
            step = Step("tgt", card=step.card, target=NO_TARGET)
        elif plays:
            by_target: dict[int | None, list[int]] = {}
            for i, a in plays:
                assert isinstance(a, PlayCard)
                by_target.setdefault(a.target, []).append(i)
            label = card_label(w, step.card)
            direct = all(len(v) == 1 for v in by_target.values())
            opts2: list[tuple[str, str, str | None]] = []
            for t, v in by_target.items():
                name, desc = _target_text(w, record, p, t)
                if direct:
                    extra = _variant(w, p, legal[v[0]])  # type: ignore[arg-type]
                    opts2.append((name, str(v[0]), f"{desc or ''}{extra}" or None))
                else:
                    in_play = (
                        " · " + w("bang-target-in-play", n=len(p.seats[t].in_play)) if t is not None else ""
                    )
                    opts2.append(
                        (name, str(t if t is not None else NO_TARGET), f"{desc or ''}{in_play}" or None)
                    )
            verb = "act" if direct else "tgt"
            arg = None if direct else step.card
            sel = _select(_cid(record, token, verb, arg), w("bang-target-placeholder", card=label), opts2)
            return w("bang-target-prompt", card=label), [sel, back]
    if step is not None and step.verb == "tgt" and step.target is not None:
        want = None if step.target == NO_TARGET else step.target
        opts3: list[tuple[str, str, str | None]] = []
        hand_done: set[str] = set()
        for i, a in enumerate(legal):
            if not (isinstance(a, PlayCard) and a.card == step.card and a.target == want):
                continue
            extra = _variant(w, p, a)
            if a.target_card is not None:
                opts3.append((card_label(w, a.target_card) + extra, str(i), w("bang-how-card-in-play")))
            elif a.position is not None:
                if extra not in hand_done:
                    # Face-down hand cards are positions; the engine shuffles, so one option is enough.
                    hand_done.add(extra)
                    opts3.append((w("bang-how-hand-card") + extra, str(i), w("bang-how-face-down")))
            else:
                opts3.append(
                    (w("bang-choice-play", card=card_name(w, a.card)) + extra, str(i), _variant_cost(w, p, a))
                )
        if opts3:
            if want is not None:
                placeholder = w("bang-how-placeholder-on", name=seat_name(record, want, w))
            else:
                placeholder = w("bang-how-placeholder")
            sel = _select(_cid(record, token, "act"), placeholder, opts3)
            key = "bang-how-prompt-ad" if armed(p) else "bang-how-prompt"
            return w(key, card=card_label(w, step.card)), [sel, back]
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
                extras.setdefault(a.card, set()).add(w("bang-extra-upgrade"))
            if a.weapon_ability:
                extras.setdefault(a.card, set()).add(w("bang-extra-weapon", pip=PIP))
    items: list[discord.ui.Item[Any]] = []
    if playable:
        opts4 = []
        for c in playable:
            bits = [kind_text(w, c)]
            if c in needs_target:
                bits.append(w("bang-then-target"))
            bits += sorted(extras.get(c, ()))
            opts4.append((card_label(w, c), c, " · ".join(b for b in bits if b) or None))
        items.append(
            _select(
                _cid(record, token, "card"),
                w("bang-play-card-placeholder"),
                opts4,
                pictures={c: card_emoji(GAME, c) for c in playable},
            )
        )
    items += _sid_select(w, record, p, legal, token)
    uses = [(i, a) for i, a in enumerate(legal) if isinstance(a, UseAbility) and a.ability != "sid_ketchum"]
    if uses:
        if len(uses) <= SELECT_MAX:
            opts5 = [(*_ability_label(w, record, p, a), i) for i, a in uses]  # type: ignore[arg-type]
            items.append(
                _select(
                    _cid(record, token, "act"),
                    w("bang-use-ability-placeholder"),
                    [(label, str(i), desc) for label, desc, i in opts5],
                )
            )
        else:
            names = list(dict.fromkeys(a.ability for _, a in uses if isinstance(a, UseAbility)))
            items.append(
                _select(
                    _cid(record, token, "abil"),
                    w("bang-use-ability-placeholder"),
                    [(ability_name(w, n), n, None) for n in names],
                )
            )
    end: list[discord.ui.Item[Any]] = []
    others: list[discord.ui.Item[Any]] = []
    for i, a in enumerate(legal):
        if isinstance(a, EndTurn):
            end.append(
                button(
                    w("bang-end-turn"),
                    _cid(record, token, "act", i),
                    style=discord.ButtonStyle.danger,
                    emoji="⏭️",
                )
            )
        elif not isinstance(a, PlayCard | UseAbility):
            others.append(
                button(_choice_label(w, record, p, a), _cid(record, token, "act", i), emoji=picture(a))
            )
    items += others[:4] + end
    fired = "no" if p.can_play_bang else "yes"
    prompt = w("bang-turn-prompt" if playable else "bang-turn-nothing", fired=fired)
    return prompt, items


def _weapon(p: BangPerspective) -> str | None:
    """The viewer's weapon in play."""
    if p.viewer is None:
        return None
    return next((c for c in p.seats[p.viewer].in_play if cat.card(c).weapon), None)


def _variant(w: Words, p: BangPerspective, a: PlayCard) -> str:
    """What distinguishes plays of one card at one target besides the card aimed at (A&D extras)."""
    bits = []
    kind = cat.card(a.card).kind
    if a.upgrades:
        bits.append(w("bang-variant-upgrade", what=upgrade_text(w, kind), n=a.upgrades))
    if a.weapon_ability:
        weapon = _weapon(p)
        wk = cat.card(weapon).kind if weapon else ""
        what = (
            w(f"bang-weapon-ability-{wk}")
            if w.has(f"bang-weapon-ability-{wk}")
            else w("bang-weapon-its-ability")
        )
        name = card_name(w, weapon) if weapon else w("bang-weapon")
        bits.append(w("bang-variant-weapon", weapon=name, what=what))
    if a.bandolier:
        bits.append(w("bang-variant-bandolier", name=w.card(GAME, "Bandolier")))
    if a.bell_tower:
        bits.append(w("bang-variant-bell-tower", name=w.card(GAME, "Bell Tower")))
    if a.extra_targets:
        bits.append(w("bang-variant-targets", n=len(a.extra_targets)))
    return f" + {', '.join(bits)}" if bits else ""


def _variant_cost(w: Words, p: BangPerspective, a: PlayCard) -> str | None:
    """The tokens a play costs, for the option's description."""
    parts = []
    up = cat.card(a.card).upgrade
    if a.upgrades and up is not None:
        parts.append(w("bang-cost-upgrades", n=up.cost * a.upgrades, pip=PIP))
    named = [
        name
        for flag, name in (
            (a.weapon_ability, w("bang-weapon")),
            (a.bandolier, w.card(GAME, "Bandolier")),
            (a.bell_tower, w.card(GAME, "Bell Tower")),
        )
        if flag
    ]
    if named:
        parts.append(" + ".join(w("bang-cost-from", pip=PIP, name=n) for n in named))
    return w("bang-cost", parts=", ".join(parts)) if parts else None


def confirm_reason(p: BangPerspective, card: str, w: Words | None = None) -> str | None:
    """Why a single-action play deserves a confirmation (None = just play it)."""
    w = w or words("en")
    d = cat.card(card)
    me = p.seats[p.viewer] if p.viewer is not None else None
    if me is None:
        return None
    if d.kind in ("beer", "a_little_nip") and me.life >= me.max_life:
        return w("bang-confirm-full-life", card=w.card(GAME, d.name))
    if d.kind == "saloon" and all(s.life >= s.max_life for s in p.seats if s.alive):
        return w("bang-confirm-saloon", card=w.card(GAME, d.name))
    if d.weapon:
        old = [c for c in me.in_play if cat.card(c).weapon]
        if old:
            if me.card_tokens.get(old[0]):
                n = me.card_tokens[old[0]]
                return w("bang-confirm-replace-tokens", card=card_label(w, old[0]), n=n, pip=PIP)
            return w("bang-confirm-replace", card=card_label(w, old[0]))
    return None
