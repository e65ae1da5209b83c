"""Plain-text rendering of Bang & Twang perspectives, events and actions (terminal, logs)."""

from __future__ import annotations

from typing import Any

from engines.bang_and_twang import events as ev
from engines.bang_and_twang.actions import (
    BankCard,
    ChooseSeat,
    Done,
    FlipRiff,
    GiveCard,
    MoveRiff,
    NameTriplet,
    Pass,
    PlayTune,
    React,
    RestackPick,
    RotateRiff,
    SetRiff,
    TakeBankCard,
)
from engines.bang_and_twang.catalog import load_catalog
from engines.bang_and_twang.perspective import BangAndTwangPerspective, CardView
from engines.base import Action, Event, Seat

CAT = load_catalog()
FACE = {"B": "Bang", "T": "Twang"}


def _p(seat: int | None) -> str:
    return "-" if seat is None else f"P{seat + 1}"


def card_name(card: str) -> str:
    """'Kettle Song (B T T, 1)' or 'Double Strum'."""
    seq = CAT.seq.get(card)
    if seq is not None:
        return f"{seq.title} ({' '.join(seq.triplet)}, {seq.score})"
    return CAT.tunes[card].name


def _cv(c: CardView) -> str:
    if c.kind == "sequence":
        return f"{c.name} [{' '.join(c.triplet or '')}] {c.points}pt"
    return f"{c.name}{' ⚡' if c.reaction else ''}: {c.text}"


def render_perspective(p: BangAndTwangPerspective) -> str:
    """A plain-text table for the terminal."""
    lines = [
        "Riff: " + "  ".join(f"[{r.slot}] {FACE[r.face]}" for r in p.riff_row),
        f"Turn {p.turn}: {_p(p.active_seat)} ({p.turn_kind})"
        + (f", interrupting {_p(p.interrupted_seat)}" if p.interrupted_seat is not None else "")
        + f"  | draw pile {p.draw_count}  | discard {len(p.discard)}"
        + (f" (top: {CAT.tunes[p.discard[-1]].name})" if p.discard else ""),
    ]
    if p.window:
        lines.append(f"Listening for reactions ({p.window})…")
    for pl in p.players:
        extra = []
        if pl.bank_guarded:
            extra.append("locked")
        if pl.orchestra:
            extra.append("full orchestra")
        if pl.pending_extra:
            extra.append(f"+{pl.pending_extra} turn")
        if pl.pending_skips:
            extra.append(f"skip x{pl.pending_skips}")
        mark = ">" if pl.seat == p.active_seat else " "
        row = f"{mark} {_p(pl.seat)}: hand {pl.hand_size}, bank {pl.bank_size}" + (
            f" ({', '.join(extra)})" if extra else ""
        )
        if pl.hand is not None:
            row += " | " + "; ".join(_cv(c) for c in pl.hand)
        lines.append(row)
    if p.viewer is not None:
        lines.append("Your hand: " + ("; ".join(_cv(c) for c in p.hand) or "(empty)"))
        lines.append(f"Your bank ({sum(c.points for c in p.bank)} pts): " + ", ".join(c.name for c in p.bank))
        if p.prompt is not None:
            lines.append(f"You must answer: {p.prompt.kind}")
            if p.prompt.peek:
                lines.append("You see: " + "; ".join(_cv(c) for c in p.prompt.peek))
    if p.last_actions:
        lines.append("Recently: " + " · ".join(p.last_actions[-4:]))
    if p.result is not None:
        lines.append(f"Game over: {p.result.summary}")
    return "\n".join(lines)


def render_event(e: Event, viewer: Seat | None) -> str | None:
    """One line for an event as `viewer` sees it (None = nothing worth showing)."""
    if not e.audience.sees(viewer):
        return None
    if isinstance(e, ev.GameStarted):
        return f"Game starts: riff {' '.join(e.riff)}, {_p(e.first_seat)} goes first."
    if isinstance(e, ev.TurnStarted):
        return f"{_p(e.seat)}'s {'turn resumes' if e.resumed else e.turn_kind.replace('_', ' ') + ' turn'}."
    if isinstance(e, ev.TurnSkipped):
        return f"{_p(e.seat)}'s turn is skipped."
    if isinstance(e, ev.RiffChanged):
        how = {"flip": f"flips slot {e.slot}", "move": f"moves slot {e.slot} to {e.to_slot}"}.get(
            e.change, e.change
        )
        return f"{_p(e.seat)} {how.replace('_', ' ')}: riff is now {' '.join(e.riff)}."
    if isinstance(e, ev.CardBanked):
        seq = f" ({' '.join(e.triplet)})" if e.triplet else ""
        return f"{_p(e.seat)} banks {e.name}{seq}."
    if isinstance(e, ev.TunePlayed):
        return f"{_p(e.seat)} plays {e.name}{' (no effect)' if e.no_effect else ''}."
    if isinstance(e, ev.TuneCancelled):
        return f"{_p(e.by)} shushes {_p(e.seat)}: {CAT.tunes[e.card].name} is cancelled."
    if isinstance(e, ev.CardsDrawn):
        return f"{_p(e.seat)} draws {e.count}."
    if isinstance(e, ev.CardsDrawnPrivate):
        return "You draw " + ", ".join(card_name(c) for c in e.cards) + "."
    if isinstance(e, ev.BankCardMoved):
        return f"{_p(e.seat)} takes a card from {_p(e.source)}'s bank ({e.how.replace('_', ' ')})."
    if isinstance(e, ev.BankCardMovedPrivate):
        back = f" for {card_name(e.returned)}" if e.returned else ""
        return f"{card_name(e.card)} moves from {_p(e.source)}'s bank to {_p(e.seat)}'s{back}."
    if isinstance(e, ev.BankPeeked):
        return f"You see in {_p(e.source)}'s bank: " + ", ".join(card_name(c) for c in e.cards) + "."
    if isinstance(e, ev.HandCardMoved):
        return f"{_p(e.seat)} takes a card from {_p(e.source)}'s hand."
    if isinstance(e, ev.HandCardMovedPrivate):
        return f"{card_name(e.card)} goes from {_p(e.source)} to {_p(e.seat)}."
    if isinstance(e, ev.HandsMoved):
        return f"{_p(e.seat)} " + (
            "passes the music." if e.how == "pass" else f"swaps hands with {_p(e.other)}."
        )
    if isinstance(e, ev.HandReceived):
        return f"{_p(e.seat)} receives from {_p(e.source)}: " + ", ".join(card_name(c) for c in e.cards) + "."
    if isinstance(e, ev.TripletNamed):
        return f"{_p(e.seat)} requests {' '.join(e.triplet)}."
    if isinstance(e, ev.CardRevealed):
        return f"{_p(e.seat)} reveals {card_name(e.card)}."
    if isinstance(e, ev.BankRestacked):
        return f"{_p(e.seat)} restacks their bank."
    if isinstance(e, ev.BankTopsPassed):
        return "Bank tops pass round the campfire: " + ", ".join(_p(s) for s in e.passers) + "."
    if isinstance(e, ev.BankTopsBurned):
        return "Forest fire burns " + ", ".join(card_name(c) for c in e.cards) + "."
    if isinstance(e, ev.TurnEffectQueued):
        return {
            "extra_turn": f"{_p(e.seat)} will take an extra turn.",
            "skip": f"{_p(e.target)}'s next turn will be skipped.",
            "refresh_target": f"{_p(e.seat)} now refreshes to {e.amount}.",
            "extra_actions": f"{_p(e.seat)} takes {e.amount} actions.",
        }[e.effect]
    if isinstance(e, ev.ReactionWindowOpened):
        return "Listening for reactions…"
    if isinstance(e, ev.GameEnded):
        return "Game over: " + ", ".join(f"{_p(i)} {v}" for i, v in enumerate(e.scores)) + "."
    return None


def describe_action(a: Action, p: Any) -> str:
    """Short menu text for an action, e.g. "Bank Kettle Song (B T T, 1)"."""
    if isinstance(a, BankCard):
        return f"Bank {card_name(a.card)}"
    if isinstance(a, FlipRiff):
        return f"Flip {a.slot}"
    if isinstance(a, MoveRiff):
        return f"Move {a.src}→{a.dst}"
    if isinstance(a, RotateRiff):
        return "Leftmost to the end" if a.side == "left_to_end" else "Rightmost to the front"
    if isinstance(a, SetRiff):
        return f"Set riff {' '.join(a.triplet)}"
    if isinstance(a, PlayTune):
        return f"Play {CAT.tunes[a.card].name}"
    if isinstance(a, Done):
        return "Done"
    if isinstance(a, ChooseSeat):
        return f"Choose {_p(a.seat)}"
    if isinstance(a, TakeBankCard):
        return f"Take card {a.depth + 1} from the top"
    if isinstance(a, NameTriplet):
        return f"Request {' '.join(a.triplet)}"
    if isinstance(a, GiveCard):
        return f"Give {card_name(a.card)}"
    if isinstance(a, RestackPick):
        return f"Restack card {a.position + 1} next"
    if isinstance(a, React):
        extra = (
            f" on {_p(a.target)}"
            if a.target is not None
            else (f", bank {card_name(a.bank)}" if a.bank else "")
        )
        return f"React: {CAT.tunes[a.card].name}{extra}"
    if isinstance(a, Pass):
        return "Pass"
    return a.kind
