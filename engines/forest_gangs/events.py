"""Forest Gangs events: past tense, each with an audience (docs/ARCHITECTURE.md C3, C7).

Seat numbers: humans 0..seats-1; the ghost is `seats`.
"""

from __future__ import annotations

from engines.base import Event, field
from engines.forest_gangs.state import CombatStep, Face


class ForestGangsEvent(Event, kw_only=True):
    """Base of this game's events (the public audience by default: the shared frozen instance)."""


class RoundStarted(ForestGangsEvent, tag="round_started", kw_only=True):
    """A new round began (§3)."""

    round: int
    loot: int
    """Loot carried over into this round's combat (F9)."""


class CardsDrawn(ForestGangsEvent, tag="cards_drawn", frozen=True, kw_only=True):
    """Public half of a draw: `seat` drew `count` cards. Frozen: the engine shares one per seat."""

    seat: int
    count: int


class CardDrawn(ForestGangsEvent, tag="card_drawn", kw_only=True):
    """Private half of a draw: the card, to the drawer only."""

    seat: int
    card: Face


class DeckReshuffled(ForestGangsEvent, tag="deck_reshuffled", kw_only=True):
    """`seat` shuffled its discard pile into a new deck (§3.1, "The Deck and the Discard Pile")."""

    seat: int
    count: int
    ghost: bool = False


class DecisionsOpened(ForestGangsEvent, tag="decisions_opened", kw_only=True):
    """The table now waits on these seats (choose / ability / reveal); says nothing of answers."""

    decision: str
    seats: list[int]


class CardChosen(ForestGangsEvent, tag="card_chosen", frozen=True, kw_only=True):
    """`seat` laid a card face down (which card is secret). Frozen: the engine shares one per seat."""

    seat: int


class CardChosenPrivate(ForestGangsEvent, tag="card_chosen_private", kw_only=True):
    """To the chooser: which card was laid (matters when the engine picked at random)."""

    seat: int
    card: Face


class CombatStepped(ForestGangsEvent, tag="combat_stepped", kw_only=True):
    """One public step of the combat log (§4; §9 "Combat log")."""

    step: CombatStep
    ghost_seat: int | None = None
    round: int = 0
    """The round whose combat this step belongs to."""


class HandPassed(ForestGangsEvent, tag="hand_passed", kw_only=True):
    """Gnome passing (§5.7), private to the receiver: "you received `card` from `from_seat`"."""

    from_seat: int
    to_seat: int
    card: Face


class GameEnded(ForestGangsEvent, tag="game_ended", kw_only=True):
    """The game is over (§6)."""

    reason: str
    """refill | reveal | duel (see CombatStep.reason)."""
    seat: int
    """Who could not draw or reveal (the ghost = `seats`)."""
    counts: list[int] = field(default_factory=list)
    """Per zone (ghost last, if any)."""
    winners: list[int] = field(default_factory=list)
    ghost_won: bool = False
    summary: str = ""
