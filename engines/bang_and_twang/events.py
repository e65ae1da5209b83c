"""Events of Bang & Twang: past tense, each with an audience (R18 says who sees what)."""

from __future__ import annotations

from typing import Literal

from engines.base import Event


class GameStarted(Event, tag="game_started", kw_only=True):
    """The deck is shuffled, hands are dealt and the riff is laid out (§2)."""

    seats: int
    riff: str
    first_seat: int
    direction: int
    tunes: list[str]
    """Names of the tune cards in the deck (the set is public)."""


class TurnStarted(Event, tag="turn_started", kw_only=True):
    """A turn begins (regular, extra from Encore, or an interposed Cut In turn, §4.8)."""

    seat: int
    turn_kind: str
    resumed: bool = False


class TurnSkipped(Event, tag="turn_skipped", kw_only=True):
    """A turn did not happen because of Skip a Beat (§4.8)."""

    seat: int


class RiffChanged(Event, tag="riff_changed", kw_only=True):
    """The riff changed (flip, move, rotation, Tune Up or Key Change)."""

    seat: int
    change: Literal["flip", "move", "rotate", "set", "flip_all"]
    slot: int | None = None
    to_slot: int | None = None
    riff: str


class CardBanked(Event, tag="card_banked", kw_only=True):
    """A card went on top of a bank, announced publicly with title and sequence (§3.4)."""

    seat: int
    card: str
    name: str
    triplet: str | None = None
    points: int
    how: str = "match"


class TunePlayed(Event, tag="tune_played", kw_only=True):
    """A tune card was shown from a hand (public, R18)."""

    seat: int
    card: str
    name: str
    reaction: bool = False
    no_effect: bool = False


class TuneCancelled(Event, tag="tune_cancelled", kw_only=True):
    """Shush! cancelled a tune card (U6, R23)."""

    seat: int
    card: str
    by: int


class CardsDrawn(Event, tag="cards_drawn", kw_only=True):
    """Public half of a draw: how many cards (§3.5)."""

    seat: int
    count: int


class CardsDrawnPrivate(Event, tag="cards_drawn_private", kw_only=True):
    """Private half of a draw: which cards (drawer only)."""

    seat: int
    cards: list[str]


class BankCardMoved(Event, tag="bank_card_moved", kw_only=True):
    """A card moved between banks; the public sees who and from where, not which (R18)."""

    seat: int
    """The player who gets the card."""
    source: int
    """The player who loses it."""
    how: Literal["take_top", "take_bottom", "swap_top", "peek_take", "heckle", "pass_top"]


class BankCardMovedPrivate(Event, tag="bank_card_moved_private", kw_only=True):
    """Private half: the card(s) moved, shown to the two players involved (R18)."""

    seat: int
    source: int
    how: str
    card: str
    returned: str | None = None
    """Fiddle Swap: the card that went the other way."""


class BankPeeked(Event, tag="bank_peeked", kw_only=True):
    """Peek and Pinch (K7): the looked-at cards, top first (looker only)."""

    seat: int
    source: int
    cards: list[str]


class HandCardMoved(Event, tag="hand_card_moved", kw_only=True):
    """A card moved from one hand to another (Sleight of Hand, Request); public half."""

    seat: int
    source: int
    how: Literal["sleight", "request"]


class HandCardMovedPrivate(Event, tag="hand_card_moved_private", kw_only=True):
    """Private half: the card, shown to the giver and the receiver (R18)."""

    seat: int
    source: int
    card: str


class HandsMoved(Event, tag="hands_moved", kw_only=True):
    """Pass the Music (Y5) or Swap Hands (O7): whole hands changed owners; counts only."""

    seat: int
    how: Literal["pass", "swap"]
    other: int | None = None


class HandReceived(Event, tag="hand_received", kw_only=True):
    """Private half: the hand a seat received (shown to receiver and giver, R18)."""

    seat: int
    source: int
    cards: list[str]


class TripletNamed(Event, tag="triplet_named", kw_only=True):
    """Request (Y6): the named triplet (public)."""

    seat: int
    triplet: str


class CardRevealed(Event, tag="card_revealed", kw_only=True):
    """Stage Dive (Y7/Y8): the top card of the draw pile, shown to everyone."""

    seat: int
    card: str
    to_hand: bool


class BankRestacked(Event, tag="bank_restacked", kw_only=True):
    """Tidy Up (O1): a player restacked their own bank."""

    seat: int


class BankTopsPassed(Event, tag="bank_tops_passed", kw_only=True):
    """Round the Campfire (O2/O3): these seats passed their top card to the next player."""

    seat: int
    passers: list[int]


class BankTopsBurned(Event, tag="bank_tops_burned", kw_only=True):
    """Forest Fire (O4): top cards removed from the game (public, R18)."""

    seat: int
    owners: list[int]
    cards: list[str]


class TurnEffectQueued(Event, tag="turn_effect_queued", kw_only=True):
    """Encore / Skip a Beat / Full Orchestra / Double Time effects (public)."""

    seat: int
    effect: Literal["extra_turn", "skip", "refresh_target", "extra_actions"]
    target: int | None = None
    amount: int | None = None


class ReactionWindowOpened(Event, tag="reaction_window_opened", kw_only=True):
    """A reaction window opened for these seats (R14: regardless of who holds a card)."""

    window: str
    seats: list[int]


class GameEnded(Event, tag="game_ended", kw_only=True):
    """The game is over (§5)."""

    reason: Literal["out_of_cards", "stall", "turn_cap"]
    scores: list[int]
    winners: list[int]
