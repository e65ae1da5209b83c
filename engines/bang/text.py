"""Plain-text renderers for the terminal (DESIGN.md C1.5): perspectives, events and actions."""

from __future__ import annotations

from typing import Any

from engines.bang import catalog as cat
from engines.bang.actions import Choose, Discard, EndTurn, PlayCard, Respond, UseAbility
from engines.bang.perspective import BangPerspective
from engines.base import Action, Event, Seat


def _c(card_id: str | None) -> str:
    return cat.card(card_id).label if card_id else "?"


def _ch(char_id: str) -> str:
    return cat.character(char_id).name if char_id else "(choosing)"


def render_perspective(p: BangPerspective) -> str:
    """A plain-text table: every seat, then the viewer's hand and the pending decision."""
    lines = [
        f"Turn {p.turn} - seat {p.active} to play, phase {p.phase}. Deck {p.deck_size}, discard {p.discard_size}"
        + (f" (top {_c(p.discard_top)})" if p.discard_top else "")
    ]
    for s in p.seats:
        mark = ">" if s.seat == p.active else " "
        role = s.role or "?"
        dist = f" d={s.distance}" if s.distance is not None else ""
        state = f"{s.life}/{s.max_life} LP" if s.alive else "dead"
        play = (
            ", ".join(_c(c) + (f"[{s.card_tokens[c]}t]" if c in s.card_tokens else "") for c in s.in_play)
            or "-"
        )
        if s.tokens:
            play += f"  tokens on character: {s.tokens}"
        lines.append(
            f"{mark}[{s.seat}] {_ch(s.character):16} {role:9} {state:9} hand {s.hand_size}{dist}  in play: {play}"
        )
    if p.options.expansion != "none":
        lines.append(f"Load tokens in the supply: {p.token_supply}")
    if p.store:
        lines.append("General Store: " + ", ".join(_c(c) for c in p.store))
    if p.hand is not None:
        lines.append(
            f"You are seat {p.viewer} ({p.role}). Hand: " + (", ".join(_c(c) for c in p.hand) or "-")
        )
    if p.looking:
        lines.append("Kit Carlson looks at: " + ", ".join(_c(c) for c in p.looking))
    if p.pending:
        lines.append(f"Waiting for seat {p.pending.seat}: {p.pending.kind}")
    if p.winners is not None:
        lines.append(f"Game over - winners: {p.winners}")
    return "\n".join(lines)


def render_event(e: Event, viewer: Seat | None) -> str | None:
    """One line for an event as `viewer` sees it (None = nothing to show)."""
    if not e.audience.sees(viewer):
        return None
    d: dict[str, Any] = e.model_dump()
    k = e.kind
    if k == "card_played":
        tgt = f" at seat {d['target']}" if d["target"] is not None else ""
        tc = f" ({_c(d['target_card'])})" if d["target_card"] else ""
        as_ = f" as {d['as_kind']}" if d["as_kind"] else ""
        extra = "".join(f", seat {t}" for t in d.get("extra_targets") or [])
        paid = [
            label
            for key, label in (
                ("weapon_ability", "weapon ability"),
                ("bandolier", "Bandolier"),
                ("bell_tower", "Bell Tower"),
            )
            if d.get(key)
        ]
        if d.get("upgrades"):
            paid.append(f"{d['upgrades']} upgrade(s)")
        how = f" [{', '.join(paid)}]" if paid else ""
        return f"Seat {d['seat']} plays {_c(d['card'])}{as_}{tgt}{extra}{tc}{how}"
    if k == "cards_drawn":
        shown = f": {', '.join(_c(c) for c in d['cards'])}" if d["cards"] else ""
        return f"Seat {d['seat']} draws {d['count']} ({d['source']}){shown}"
    if k == "cards_drawn_private":
        return f"You draw {', '.join(_c(c) for c in d['cards'])} ({d['source']})"
    if k == "check_drawn":
        if d["card"] is None:
            return f"Seat {d['seat']} draw! for {d['purpose']}: {', '.join(_c(c) for c in d['cards'])}"
        return f"Seat {d['seat']} draw! for {d['purpose']}: {_c(d['card'])} -> {'success' if d['success'] else 'fail'}"
    if k == "life_changed":
        return (
            f"Seat {d['seat']} {'+' if d['delta'] >= 0 else ''}{d['delta']} LP ({d['reason']}) -> {d['life']}"
        )
    if k == "player_eliminated":
        return f"Seat {d['seat']} is eliminated: {d['role']}" + (
            f" (by seat {d['killer']})" if d["killer"] is not None else ""
        )
    if k == "cards_discarded":
        return f"Seat {d['seat']} discards {', '.join(_c(c) for c in d['cards'])} ({d['reason']})"
    if k == "card_moved":
        return f"{_c(d['card']) if d['card'] else 'A card'} moves from seat {d['from_seat']} to seat {d['to_seat']} ({d['reason']})"
    if k == "card_moved_private":
        return f"You take {_c(d['card'])} from seat {d['from_seat']} ({d['reason']})"
    if k == "turn_started":
        return f"--- Turn {d['turn']}: seat {d['seat']} ---"
    if k == "game_ended":
        return f"GAME OVER: {d['summary']} (winners {d['winners']})"
    if k == "decision_opened":
        return None
    if k == "ability_used":
        extra = f" discarding {', '.join(_c(c) for c in d['cards'])}" if d["cards"] else ""
        return f"Seat {d['seat']} uses {d['ability'].replace('_', ' ')}{extra}"
    if k == "tokens_changed":
        where = "character" if d["slot"] == "character" else _c(d["slot"])
        sign = "+" if d["delta"] >= 0 else ""
        return f"Seat {d['seat']} {where}: {sign}{d['delta']} token(s) -> {d['tokens']} ({d['reason']}; supply {d['supply']})"
    if k == "shot_missed":
        return f"The shot at seat {d['seat']} is missed"
    if k == "deck_reshuffled":
        return f"The discard pile is reshuffled into a new draw pile ({d['size']} cards)"
    if k == "store_revealed":
        return "General Store: " + ", ".join(_c(c) for c in d["cards"])
    if k == "penalty_applied":
        what = {
            "reward_3_cards": "draws 3 cards as a reward",
            "sheriff_discards_all": "discards every card (killed a Deputy)",
        }
        return f"Seat {d['seat']} {what.get(d['what'], d['what'])}"
    if k == "character_chosen":
        return f"Seat {d['seat']} plays {_ch(d['character'])}"
    if k == "game_started":
        chars = ", ".join(f"{i}: {_ch(c)}" for i, c in enumerate(d["characters"]))
        sheriff = f"; the Sheriff is seat {d['sheriff']}" if d["sheriff"] is not None else ""
        return f"A game of BANG! for {d['seats']} begins ({chars}){sheriff}"
    if k == "turn_ended":
        return f"Seat {d['seat']}'s turn is skipped (Jail)" if d["skipped"] else None
    return f"{k}: " + ", ".join(f"{a}={b}" for a, b in d.items() if a not in ("kind", "audience"))


def describe_action(a: Action, p: Any) -> str:
    """Short menu text for an action."""
    if isinstance(a, PlayCard):
        s = f"Play {_c(a.card)}"
        if a.target is not None:
            s += f" on seat {a.target}"
        if a.target_card:
            s += f" taking {_c(a.target_card)}"
        if a.position is not None:
            s += f" (hand card #{a.position + 1})"
        if a.extra_targets:
            s += " and seat " + ", ".join(str(t) for t in a.extra_targets)
        if a.upgrades:
            s += f" with {a.upgrades} upgrade(s)"
        if a.weapon_ability:
            s += " using the weapon's ability (1 token)"
        if a.bandolier:
            s += " with Bandolier (1 token)"
        if a.bell_tower:
            s += " with Bell Tower (1 token)"
        return s
    if isinstance(a, EndTurn):
        return "End turn"
    if isinstance(a, Respond):
        if a.card:
            return f"Play {_c(a.card)}" + (" and pay 2 tokens to keep it" if a.upgrades else "")
        return "Take it / pass"
    if isinstance(a, UseAbility):
        s = f"Use {a.ability.replace('_', ' ')}"
        if a.target is not None:
            s += f" on seat {a.target}"
        if a.target_card:
            s += f" ({_c(a.target_card)})"
        if a.slots:
            s += " moving tokens to " + ", ".join(_c(c) for c in a.slots)
        return s + (f" discarding {', '.join(_c(c) for c in a.cards)}" if a.cards else "")
    if isinstance(a, Choose):
        if a.card:
            return f"Choose {_c(a.card)}"
        if a.option == "hand" and a.seat is not None:
            return f"Draw first card from seat {a.seat}'s hand"
        if a.option == "character":
            return "Your character"
        if a.seat is not None:
            return f"Seat {a.seat}"
        if a.option and a.option in cat.load_catalog().characters:
            return f"Be {_ch(a.option)}"
        return f"Choose {a.option}"
    if isinstance(a, Discard):
        return f"Discard {_c(a.card)}"
    return a.kind
