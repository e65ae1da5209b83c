"""Events of Bang & Twang: past tense, each with an audience (R18 says who sees what)."""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field

from engines.base import PUBLIC, Audience, Event


class BTEvent(Event):
    """Base of this game's events: the public audience is shared, not deep-copied per event."""

    audience: Audience = Field(default_factory=lambda: PUBLIC)


FROZEN = ConfigDict(extra="forbid", frozen=True)
"""The config of the events the engine hands out as shared instances (one per distinct content,
engines/bang_and_twang/fast.py): they only have scalar fields and cannot be changed."""


class GameStarted(BTEvent):
    """The deck is shuffled, hands are dealt and the riff is laid out (§2)."""

    kind: Literal["game_started"] = "game_started"
    seats: int
    riff: str
    first_seat: int
    direction: int
    tunes: list[str]
    """Names of the tune cards in the deck (the set is public)."""


class TurnStarted(BTEvent):
    """A turn begins (regular, extra from Encore, or an interposed Cut In turn, §4.8)."""

    model_config = FROZEN

    kind: Literal["turn_started"] = "turn_started"
    seat: int
    turn_kind: str
    resumed: bool = False


class TurnSkipped(BTEvent):
    """A turn did not happen because of Skip a Beat (§4.8)."""

    kind: Literal["turn_skipped"] = "turn_skipped"
    seat: int


class RiffChanged(BTEvent):
    """The riff changed (flip, move, rotation, Tune Up or Key Change)."""

    model_config = FROZEN

    kind: Literal["riff_changed"] = "riff_changed"
    seat: int
    change: Literal["flip", "move", "rotate", "set", "flip_all"]
    slot: int | None = None
    to_slot: int | None = None
    riff: str


class CardBanked(BTEvent):
    """A card went on top of a bank, announced publicly with title and sequence (§3.4)."""

    model_config = FROZEN

    kind: Literal["card_banked"] = "card_banked"
    seat: int
    card: str
    name: str
    triplet: str | None = None
    points: int
    how: str = "match"


class TunePlayed(BTEvent):
    """A tune card was shown from a hand (public, R18)."""

    kind: Literal["tune_played"] = "tune_played"
    seat: int
    card: str
    name: str
    reaction: bool = False
    no_effect: bool = False


class TuneCancelled(BTEvent):
    """Shush! cancelled a tune card (U6, R23)."""

    kind: Literal["tune_cancelled"] = "tune_cancelled"
    seat: int
    card: str
    by: int


class CardsDrawn(BTEvent):
    """Public half of a draw: how many cards (§3.5)."""

    model_config = FROZEN

    kind: Literal["cards_drawn"] = "cards_drawn"
    seat: int
    count: int


class CardsDrawnPrivate(BTEvent):
    """Private half of a draw: which cards (drawer only)."""

    kind: Literal["cards_drawn_private"] = "cards_drawn_private"
    seat: int
    cards: list[str]


class BankCardMoved(BTEvent):
    """A card moved between banks; the public sees who and from where, not which (R18)."""

    kind: Literal["bank_card_moved"] = "bank_card_moved"
    seat: int
    """The player who gets the card."""
    source: int
    """The player who loses it."""
    how: Literal["take_top", "take_bottom", "swap_top", "peek_take", "heckle", "pass_top"]


class BankCardMovedPrivate(BTEvent):
    """Private half: the card(s) moved, shown to the two players involved (R18)."""

    kind: Literal["bank_card_moved_private"] = "bank_card_moved_private"
    seat: int
    source: int
    how: str
    card: str
    returned: str | None = None
    """Fiddle Swap: the card that went the other way."""


class BankPeeked(BTEvent):
    """Peek and Pinch (K7): the looked-at cards, top first (looker only)."""

    kind: Literal["bank_peeked"] = "bank_peeked"
    seat: int
    source: int
    cards: list[str]


class HandCardMoved(BTEvent):
    """A card moved from one hand to another (Sleight of Hand, Request); public half."""

    kind: Literal["hand_card_moved"] = "hand_card_moved"
    seat: int
    source: int
    how: Literal["sleight", "request"]


class HandCardMovedPrivate(BTEvent):
    """Private half: the card, shown to the giver and the receiver (R18)."""

    kind: Literal["hand_card_moved_private"] = "hand_card_moved_private"
    seat: int
    source: int
    card: str


class HandsMoved(BTEvent):
    """Pass the Music (Y5) or Swap Hands (O7): whole hands changed owners; counts only."""

    kind: Literal["hands_moved"] = "hands_moved"
    seat: int
    how: Literal["pass", "swap"]
    other: int | None = None


class HandReceived(BTEvent):
    """Private half: the hand a seat received (shown to receiver and giver, R18)."""

    kind: Literal["hand_received"] = "hand_received"
    seat: int
    source: int
    cards: list[str]


class TripletNamed(BTEvent):
    """Request (Y6): the named triplet (public)."""

    kind: Literal["triplet_named"] = "triplet_named"
    seat: int
    triplet: str


class CardRevealed(BTEvent):
    """Stage Dive (Y7/Y8): the top card of the draw pile, shown to everyone."""

    kind: Literal["card_revealed"] = "card_revealed"
    seat: int
    card: str
    to_hand: bool


class BankRestacked(BTEvent):
    """Tidy Up (O1): a player restacked their own bank."""

    kind: Literal["bank_restacked"] = "bank_restacked"
    seat: int


class BankTopsPassed(BTEvent):
    """Round the Campfire (O2/O3): these seats passed their top card to the next player."""

    kind: Literal["bank_tops_passed"] = "bank_tops_passed"
    seat: int
    passers: list[int]


class BankTopsBurned(BTEvent):
    """Forest Fire (O4): top cards removed from the game (public, R18)."""

    kind: Literal["bank_tops_burned"] = "bank_tops_burned"
    seat: int
    owners: list[int]
    cards: list[str]


class TurnEffectQueued(BTEvent):
    """Encore / Skip a Beat / Full Orchestra / Double Time effects (public)."""

    kind: Literal["turn_effect_queued"] = "turn_effect_queued"
    seat: int
    effect: Literal["extra_turn", "skip", "refresh_target", "extra_actions"]
    target: int | None = None
    amount: int | None = None


class ReactionWindowOpened(BTEvent):
    """A reaction window opened for these seats (R14: regardless of who holds a card)."""

    kind: Literal["reaction_window_opened"] = "reaction_window_opened"
    window: str
    seats: list[int]


class GameEnded(BTEvent):
    """The game is over (§5)."""

    kind: Literal["game_ended"] = "game_ended"
    reason: Literal["out_of_cards", "stall", "turn_cap"]
    scores: list[int]
    winners: list[int]
