"""Forest Gangs events: past tense, each with an audience (docs/ARCHITECTURE.md C3, C7).

Seat numbers: humans 0..seats-1; the ghost is `seats`.
"""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field

from engines.base import Event
from engines.forest_gangs.state import CombatStep, Face


class ForestGangsEvent(Event):
    """Base of this game's events (the public audience by default: the shared frozen instance)."""

    kind: str


class RoundStarted(ForestGangsEvent):
    """A new round began (§3). Frozen: shared per round number and Loot (engine.py, `_STARTED`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["round_started"] = "round_started"
    round: int
    loot: int
    """Loot carried over into this round's combat (F9)."""


class CardsDrawn(ForestGangsEvent):
    """Public half of a draw: `seat` drew `count` cards.

    Frozen, as are the other events of draws and choices: each is the same every time for a
    seat (and card), so the engine hands out one shared instance (engine.py, `Shared`).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["cards_drawn"] = "cards_drawn"
    seat: int
    count: int


class CardDrawn(ForestGangsEvent):
    """Private half of a draw: the card, to the drawer only."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["card_drawn"] = "card_drawn"
    seat: int
    card: Face


class DeckReshuffled(ForestGangsEvent):
    """`seat` shuffled its discard pile into a new deck (§3.1, "The Deck and the Discard Pile").

    Frozen: shared per seat, count and ghost flag (engine.py, `_RESHUFFLED_AT`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["deck_reshuffled"] = "deck_reshuffled"
    seat: int
    count: int
    ghost: bool = False


class DecisionsOpened(ForestGangsEvent):
    """The table now waits on these seats (choose / ability / reveal); says nothing of answers.

    Frozen: shared per kind and seats (engine.py, `_ASKED`), its list of seats with it.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["decisions_opened"] = "decisions_opened"
    decision: str
    seats: list[int]


class CardChosen(ForestGangsEvent):
    """`seat` laid a card face down (which card is secret)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["card_chosen"] = "card_chosen"
    seat: int


class CardChosenPrivate(ForestGangsEvent):
    """To the chooser: which card was laid (matters when the engine picked at random)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["card_chosen_private"] = "card_chosen_private"
    seat: int
    card: Face


class CombatStepped(ForestGangsEvent):
    """One public step of the combat log (§4; §9 "Combat log")."""

    kind: Literal["combat_stepped"] = "combat_stepped"
    step: CombatStep
    ghost_seat: int | None = None
    round: int = 0
    """The round whose combat this step belongs to."""


class HandPassed(ForestGangsEvent):
    """Gnome passing (§5.7), private to the receiver: "you received `card` from `from_seat`".

    Frozen: shared per giver, receiver and card (engine.py, `_HANDED`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["hand_passed"] = "hand_passed"
    from_seat: int
    to_seat: int
    card: Face


class GameEnded(ForestGangsEvent):
    """The game is over (§6)."""

    kind: Literal["game_ended"] = "game_ended"
    reason: str
    """refill | reveal | duel (see CombatStep.reason)."""
    seat: int
    """Who could not draw or reveal (the ghost = `seats`)."""
    counts: list[int] = Field(default_factory=list)
    """Per zone (ghost last, if any)."""
    winners: list[int] = Field(default_factory=list)
    ghost_won: bool = False
    summary: str = ""
