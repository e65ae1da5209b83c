"""Plain-text rendering of Forest Gangs perspectives, events and actions (terminal; no Discord)."""

from __future__ import annotations

from typing import Any

from engines.base import Action, Event
from engines.forest_gangs.actions import ChooseCard, JoinDuel, Reveal, UseShapeshifter
from engines.forest_gangs.catalog import name_of, value_of
from engines.forest_gangs.events import (
    CardChosen,
    CardChosenPrivate,
    CardDrawn,
    CardsDrawn,
    CombatStepped,
    DecisionsOpened,
    DeckReshuffled,
    GameEnded,
    HandPassed,
    RoundStarted,
)
from engines.forest_gangs.perspective import CardView, ForestGangsPerspective
from engines.forest_gangs.state import CombatStep, Face

REASONS = {
    "mantis_in_duel": "the Mantis wins a duel",
    "fungid_lowest": "the Fungid is the lowest card",
    "highest": "the highest card",
    "only_card": "the only card left",
    "goatsheep": "the Goatsheep banished the Dragoness",
}
DECISIONS = {
    "choose_card": "everyone to lay a card",
    "use_shapeshifter": "abilities (Shapeshifter, Goblin)",
    "join_duel": "abilities (Shapeshifter, Goblin)",
    "reveal": "everyone to reveal their top card",
}
"""What the table waits for, by decision kind (which ability is not said: hands stay secret)."""


def _who(seat: int, ghost_seat: int | None = None) -> str:
    """Display name of a seat (1-based); the ghost is named."""
    if ghost_seat is not None and seat == ghost_seat:
        return "Ghost"
    return f"Seat {seat + 1}"


def _card(card: str) -> str:
    return f"{name_of(card)} ({value_of(card)})"


def _face(card: Face) -> str:
    return f"{card.name} ({card.value})"


def render_step(step: CombatStep, ghost_seat: int | None = None) -> str:
    """One combat-log line."""

    def who(s: int) -> str:
        return _who(s, ghost_seat)

    def plays() -> str:
        out = []
        for p in step.plays:
            out.append(f"{who(p.seat)}: {_face(p.card)}")
        return ", ".join(out)

    lvl = f"[duel {step.level}] " if step.level else ""
    match step.kind:
        case "revealed":
            return f"Revealed: {plays()}"
        case "shapeshifted":
            return f"{lvl}Shapeshifter used → {plays()}"
        case "duel":
            return f"{lvl}Duel of {step.value}s: " + ", ".join(who(s) for s in step.seats)
        case "giants_removed":
            return f"{lvl}Giants tie and go to the Loot: " + ", ".join(who(s) for s in step.seats)
        case "goblins_joined":
            return f"{lvl}Goblins join the duel: " + ", ".join(who(s) for s in step.seats)
        case "duel_played":
            return f"{lvl}Duel cards: {plays()}"
        case "dragoness_banished":
            return f"{lvl}The Goatsheep sends the Dragoness to the Loot ({plays()})"
        case "winner":
            assert step.winner is not None
            why = REASONS.get(step.reason or "", step.reason or "")
            return f"{who(step.winner)} wins the combat ({why}) and takes {step.count} cards"
        case "no_winner":
            return f"No card left in play: nobody wins; the Loot ({step.count}) stays"
        case "gnome_pass":
            return "Gnome! Everyone passes their hand card to the left"
        case "game_end":
            who_failed = who(step.seat) if step.seat is not None else "someone"
            if step.reason == "duel":
                return f"{who_failed} cannot draw in the duel: game over, {step.count} cards dealt to each duelist"
            return f"{who_failed} cannot {'reveal' if step.reason == 'reveal' else 'draw'}: game over"
    return step.kind


FROG_REASON = "you hold a Frog, and a Frog must be played"


def unplayable(p: ForestGangsPerspective) -> list[tuple[CardView, str]]:
    """The viewer's hand cards it may not lay now, each with the reason (only the Frog rule, §5.6)."""
    if not any(d.kind == "choose_card" for d in p.decisions):
        return []
    legal = set(p.legal_cards)
    return [(c, FROG_REASON) for c in p.hand if c.id not in legal]


def _cards(n: int) -> str:
    return f"{n} card{'' if n == 1 else 's'}"


def render_perspective(p: ForestGangsPerspective) -> str:
    """A plain-text table: piles per seat, cards in play, the combat log, the viewer's hand."""
    mode = " · Kids 2" if p.kids2 else " · Kids 1" if p.kids1 else ""
    lines = [f"Forest Gangs — round {p.round}{mode} · Loot: {_cards(p.loot)}"]
    names = {s.seat: _who(s.seat, p.ghost_seat) + (" (you)" if s.seat == p.viewer else "") for s in p.players}
    width = max(len(n) for n in names.values())
    for s in p.players:
        if s.in_play:
            play = f"plays {_card(s.in_play.id)}" + ("" if s.in_stage or p.phase == "over" else " (out)")
        elif s.laid:
            play = "has laid a card face down"
        elif s.waiting:
            play = "to answer…"
        else:
            play = ""
        lines.append(
            f"  {names[s.seat]:{width}}  deck {s.deck:2} · hand {s.hand} · discard {s.discard:2}"
            f" = {_cards(s.cards):>8}  {play}".rstrip()
        )
    # A fresh round's log (or a game end at the refill) follows the previous combat.
    log = p.combat_log
    if not log or log[0].kind != "revealed":
        log = p.last_combat + log
    for step in log:
        lines.append("  " + render_step(step, p.ghost_seat))
    if p.hand:
        lines.append("Your hand: " + ", ".join(f"{c.name} ({c.value})" for c in p.hand))
    for card, why in unplayable(p):
        lines.append(f"  Not offered: {card.name} ({card.value}) — {why}.")
    if p.waiting_for and p.result is None:
        who = ", ".join(names[s] for s in p.waiting_on)
        lines.append(f"Waiting for: {DECISIONS.get(p.waiting_for, p.waiting_for)} — {who}")
    if p.result is not None:
        lines.append(p.result.summary)
    return "\n".join(lines)


def render_event(e: Event, viewer: int | None) -> str | None:
    """One line for an event as `viewer` sees it (None = nothing worth a line)."""
    if not e.audience.sees(viewer):
        return None
    match e:
        case RoundStarted():
            extra = f" (Loot carried over: {e.loot})" if e.loot else ""
            return f"Round {e.round}{extra}"
        case CardsDrawn():
            return None
        case CardDrawn():
            return f"You drew {_face(e.card)}"
        case DeckReshuffled():
            return f"{'Ghost' if e.ghost else _who(e.seat)} shuffles the discard pile into a new deck ({e.count})"
        case CardChosen():
            return f"{_who(e.seat)} lays a card face down"
        case CardChosenPrivate():
            return f"You lay {_face(e.card)}"
        case DecisionsOpened():
            return None
        case CombatStepped():
            return render_step(e.step, e.ghost_seat)
        case HandPassed():
            return f"You received {_face(e.card)} from {_who(e.from_seat)}"
        case GameEnded():
            return e.summary
    return None


def describe_action(action: Action, perspective: Any) -> str:
    """Short menu text, e.g. "Play Gnome (7)"."""
    match action:
        case ChooseCard(card=None):
            return "Play a card at random (what a timeout does)"
        case ChooseCard(card=str(card)):
            return f"Play {_card(card)}"
        case UseShapeshifter(use=use):
            return "Use the Shapeshifter" if use else "Keep the Shapeshifter"
        case JoinDuel(join=join):
            return "Join the duel" if join else "Stay out"
        case Reveal():
            return "Reveal"
    return action.kind
