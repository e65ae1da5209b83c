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
from engines.bang_and_twang.riff import flipped, moved
from engines.base import Action, Event, Seat

CAT = load_catalog()
FACE = {"B": "Bang", "T": "Twang"}


PROMPTS = {
    "take_action": "Your turn: flip or move a riff card (then you may bank a match), bank a matching card,"
    " or play a tune card.",
    "standard_action": "Take a standard action: flip, move or bank (no tune cards).",
    "may_bank": "A card in your hand matches the riff now. Bank it?",
    "call_and_response": "Call and Response: you may bank one matching card.",
    "tune_bank": "You may bank a card.",
    "tune_flip": "Flip a riff card, or stop.",
    "tune_move": "You may move one riff card.",
    "tune_change": "Change the riff (flip or move), bank a match, or stop.",
    "tune_rotate": "Round and Round: rotate the riff, or stop.",
    "tune_set_riff": "Tune Up: set the riff to any triplet.",
    "choose_target": "Choose a player.",
    "peek_take": "Take one of the cards you see onto your bank.",
    "restack": "Tidy Up: pick the next card for your bank (bottom first), or keep the order.",
    "name_triplet": "Request: name a triplet.",
    "give_card": "Request: give one of your matching cards.",
}
"""What each decision asks, in plain words (the terminal; the cog has its own, with emoji)."""
DONE = {
    "may_bank": "Don't bank",
    "tune_bank": "Don't bank",
    "call_and_response": "Don't bank",
    "tune_flip": "Stop flipping",
    "tune_move": "Don't move",
    "tune_change": "Stop changing the riff",
    "tune_rotate": "Stop rotating",
    "restack": "Keep this order",
}
"""The words of "Done" in each decision that offers it."""
WINDOWS = {
    "turn_start": "a turn is about to begin (Cut In)",
    "tune_played": "a tune card was just played (Shush!)",
    "action_resolved": "an action has just resolved (Heckle / Quick Ears)",
}


def _p(seat: int | None) -> str:
    return "-" if seat is None else f"Seat {seat + 1}"


def _n(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def card_name(card: str) -> str:
    """'Kettle Song (B T T, 1)' or 'Double Strum'."""
    seq = CAT.seq.get(card)
    if seq is not None:
        return f"{seq.title} ({' '.join(seq.triplet)}, {seq.score})"
    return CAT.tunes[card].name


def _cv(c: CardView) -> str:
    if c.kind == "sequence":
        return f"{c.name} [{' '.join(c.triplet or '')}] {_n(c.points, 'pt')}"
    return f"{c.name}{' (reaction)' if c.reaction else ''}: {c.text}"


def prompt_text(kind: str, window: str | None = None) -> str:
    """What a decision asks, in words (never its internal kind)."""
    if kind.startswith("react_"):
        return f"Reaction window: {WINDOWS.get(window or '', 'now')}. Play a reaction card, or let it go."
    return PROMPTS.get(kind, "Your decision.")


def render_perspective(p: BangAndTwangPerspective) -> str:
    """A plain-text table for the terminal."""

    def who(seat: int | None) -> str:
        return _p(seat) + (" (you)" if seat is not None and seat == p.viewer else "")

    kind = {"extra": "extra turn", "cut_in": "cutting in"}.get(p.turn_kind or "", "turn")
    lines = [
        "Riff: " + "  ".join(f"[{r.slot}] {FACE[r.face]}" for r in p.riff_row),
        f"Turn {p.turn}: "
        + (f"your {kind} ({_p(p.viewer)})" if p.active_seat == p.viewer else f"{who(p.active_seat)}'s {kind}")
        + (f", interrupting {who(p.interrupted_seat)}" if p.interrupted_seat is not None else "")
        + f"  | draw pile {p.draw_count}  | discard {len(p.discard)}"
        + (f" (top: {CAT.tunes[p.discard[-1]].name})" if p.discard else ""),
    ]
    if p.window:
        lines.append(f"Listening for reactions: {WINDOWS.get(p.window, p.window)}…")
    for pl in p.players:
        extra = []
        if pl.bank_guarded:
            extra.append("bank locked")
        if pl.orchestra:
            extra.append("Full Orchestra")
        if pl.pending_extra:
            extra.append(f"+{_n(pl.pending_extra, 'extra turn')}")
        if pl.pending_skips:
            extra.append(f"{_n(pl.pending_skips, 'turn')} to skip")
        mark = ">" if pl.seat == p.active_seat else " "
        row = (
            f"{mark} {who(pl.seat)}: {_n(pl.hand_size, 'card')} in hand, {_n(pl.bank_size, 'card')} banked"
            + (f" ({', '.join(extra)})" if extra else "")
        )
        if pl.hand is not None:
            row += " | " + "; ".join(_cv(c) for c in pl.hand)
        lines.append(row)
    if p.viewer is not None:
        lines.append("Your hand: " + ("; ".join(_cv(c) for c in p.hand) or "(empty)"))
        points = sum(c.points for c in p.bank)
        lines.append(
            f"Your bank ({_n(points, 'point')}): " + (", ".join(c.name for c in p.bank) or "(empty)")
        )
        if p.prompt is not None:
            lines.append(prompt_text(p.prompt.kind, p.prompt.window))
            if p.prompt.peek:
                lines.append("You see: " + "; ".join(_cv(c) for c in p.prompt.peek))
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
        if e.resumed:
            return f"{_p(e.seat)}'s turn resumes."
        return {
            "extra": f"{_p(e.seat)} takes an extra turn.",
            "cut_in": f"{_p(e.seat)} cuts in: a turn of their own.",
        }.get(e.turn_kind, f"{_p(e.seat)}'s turn.")
    if isinstance(e, ev.TurnSkipped):
        return f"{_p(e.seat)}'s turn is skipped."
    if isinstance(e, ev.RiffChanged):
        riff = " ".join(e.riff)
        return {
            "flip": f"{_p(e.seat)} flips slot {e.slot}: the riff is now {riff}.",
            "move": f"{_p(e.seat)} moves slot {e.slot} to {e.to_slot}: the riff is now {riff}.",
            "rotate": f"{_p(e.seat)} rotates the riff: it is now {riff}.",
            "set": f"{_p(e.seat)} sets the riff to {riff}.",
            "flip_all": f"{_p(e.seat)} flips every riff card: the riff is now {riff}.",
        }.get(e.change, f"The riff is now {riff}.")
    if isinstance(e, ev.CardBanked):
        seq = f" ({' '.join(e.triplet)})" if e.triplet else ""
        return f"{_p(e.seat)} banks {e.name}{seq}."
    if isinstance(e, ev.TunePlayed):
        return f"{_p(e.seat)} plays {e.name}{' (no effect)' if e.no_effect else ''}."
    if isinstance(e, ev.TuneCancelled):
        return f"{_p(e.by)} shushes {_p(e.seat)}: {CAT.tunes[e.card].name} is cancelled."
    if isinstance(e, ev.CardsDrawn):
        return f"{_p(e.seat)} draws {_n(e.count, 'card')}."
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
            "refresh_target": f"{_p(e.seat)} now draws back up to {_n(e.amount, 'card')}.",
            "extra_actions": f"{_p(e.seat)} takes {e.amount} actions.",
        }[e.effect]
    if isinstance(e, ev.ReactionWindowOpened):
        return "Listening for reactions…"
    if isinstance(e, ev.GameEnded):
        return "Game over. Points: " + ", ".join(f"{_p(i)} {v}" for i, v in enumerate(e.scores)) + "."
    return None


def describe_action(a: Action, p: Any) -> str:
    """Short menu text for an action, e.g. "Bank Kettle Song (B T T, 1)"."""
    if isinstance(a, BankCard):
        return f"Bank {card_name(a.card)}"
    riff = getattr(p, "riff", None)
    if isinstance(a, FlipRiff):
        if not riff:
            return f"Flip {a.slot}"
        return f"Flip {a.slot} (gives {' '.join(flipped(riff, a.slot))})"
    if isinstance(a, MoveRiff):
        return f"Move {a.src}→{a.dst}" + (f" (gives {' '.join(moved(riff, a.src, a.dst))})" if riff else "")
    if isinstance(a, RotateRiff):
        return "Leftmost to the end" if a.side == "left_to_end" else "Rightmost to the front"
    if isinstance(a, SetRiff):
        return f"Set riff {' '.join(a.triplet)}"
    if isinstance(a, PlayTune):
        return f"Play {CAT.tunes[a.card].name}"
    if isinstance(a, Done):
        prompt = getattr(p, "prompt", None)
        return DONE.get(prompt.kind if prompt is not None else "", "Done")
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
        return "Don't react"
    return a.kind
