"""BANG! events: past tense, with audiences (docs/ARCHITECTURE.md C3); presentation only, never replayed.

Hidden card ids appear only in events whose audience owns them (the *Private twins).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from engines.bang.fast import constructor
from engines.base import Event, Seat
from engines.common.fast import maker


class BangEvent(Event):
    """Base of BANG! events (the public audience by default: the shared frozen instance)."""


class GameStarted(BangEvent):
    """Roles and characters are dealt; `roles` holds only the public (face-up) roles."""

    kind: Literal["game_started"] = "game_started"
    seats: int
    sheriff: Seat | None
    characters: list[str]
    roles: dict[int, str] = Field(default_factory=dict)


class CharacterChosen(BangEvent):
    """A player kept one of the two characters dealt (§1.4 option)."""

    kind: Literal["character_chosen"] = "character_chosen"
    seat: Seat
    character: str


class TurnStarted(BangEvent):
    """A new turn begins."""

    kind: Literal["turn_started"] = "turn_started"
    seat: Seat
    turn: int


class CardsDrawn(BangEvent):
    """`seat` took `count` cards into hand from `source` (public half; ids only when public)."""

    kind: Literal["cards_drawn"] = "cards_drawn"
    seat: Seat
    count: int
    source: str = "deck"
    from_seat: Seat | None = None
    cards: list[str] = Field(default_factory=list)
    """Only cards every viewer may know (discard top, General Store, in-play cards taken)."""


class CardsDrawnPrivate(BangEvent):
    """The drawer's half of CardsDrawn, with the ids."""

    kind: Literal["cards_drawn_private"] = "cards_drawn_private"
    seat: Seat
    cards: list[str]
    source: str = "deck"


class CardPlayed(BangEvent):
    """A card was played from hand (or as an answer); `as_kind` when used as another card."""

    kind: Literal["card_played"] = "card_played"
    seat: Seat
    card: str
    target: Seat | None = None
    target_card: str | None = None
    as_kind: str | None = None
    response: bool = False
    extra_targets: list[Seat] = Field(default_factory=list)
    upgrades: int = 0
    weapon_ability: bool = False
    bandolier: bool = False
    bell_tower: bool = False


class AbilityUsed(BangEvent):
    """A character ability or a Barrel was used."""

    kind: Literal["ability_used"] = "ability_used"
    seat: Seat
    ability: str
    cards: list[str] = Field(default_factory=list)


class CheckDrawn(BangEvent):
    """A "draw!" was made (§1.11): the card(s) turned over, the one that counts, the outcome."""

    kind: Literal["check_drawn"] = "check_drawn"
    seat: Seat
    purpose: str
    cards: list[str]
    card: str | None = None
    success: bool | None = None


class CardsDiscarded(BangEvent):
    """Cards went to the discard pile from a seat's hand or play area (ids are now public)."""

    kind: Literal["cards_discarded"] = "cards_discarded"
    seat: Seat
    cards: list[str]
    reason: str


class CardMoved(BangEvent):
    """An in-play card moved between seats (Dynamite passed) or a card was stolen."""

    kind: Literal["card_moved"] = "card_moved"
    from_seat: Seat
    to_seat: Seat
    card: str | None
    """None when the card was a face-down hand card (see CardMovedPrivate)."""
    reason: str


class CardMovedPrivate(BangEvent):
    """The receiver's half of a face-down card taken from a hand."""

    kind: Literal["card_moved_private"] = "card_moved_private"
    from_seat: Seat
    to_seat: Seat
    card: str
    reason: str


class TokensChanged(BangEvent):
    """A&D: Load tokens were added to or removed from a slot ("character" or a Dangerous card id)."""

    kind: Literal["tokens_changed"] = "tokens_changed"
    seat: Seat
    slot: str
    delta: int
    tokens: int
    reason: str
    supply: int


class ShotMissed(BangEvent):
    """A shot was cancelled."""

    kind: Literal["shot_missed"] = "shot_missed"
    seat: Seat
    src: Seat | None


class LifeChanged(BangEvent):
    """A seat lost or regained LP; `source` is who caused a loss (None = no player)."""

    kind: Literal["life_changed"] = "life_changed"
    seat: Seat
    delta: int
    life: int
    source: Seat | None = None
    reason: str = ""


class PlayerEliminated(BangEvent):
    """A player was eliminated; his role is revealed (§1.9)."""

    kind: Literal["player_eliminated"] = "player_eliminated"
    seat: Seat
    role: str
    killer: Seat | None


class PenaltyApplied(BangEvent):
    """Reward or penalty for an elimination (§1.10)."""

    kind: Literal["penalty_applied"] = "penalty_applied"
    seat: Seat
    what: str


class DeckReshuffled(BangEvent):
    """The discard pile became the new draw pile (§1.12)."""

    kind: Literal["deck_reshuffled"] = "deck_reshuffled"
    size: int


class StoreRevealed(BangEvent):
    """General Store cards turned face up."""

    kind: Literal["store_revealed"] = "store_revealed"
    cards: list[str]


class DecisionOpened(BangEvent):
    """A question was put to a seat (the options are in that seat's legal actions)."""

    kind: Literal["decision_opened"] = "decision_opened"
    seat: Seat
    decision_id: int
    decision: str
    source_card: str | None = None
    timeout_s: int
    attacker: Seat | None = None
    """Who caused what is being answered (shooter, Duel or Indians! player), if anyone."""


class TurnEnded(BangEvent):
    """A turn ended (also when a Jail skipped it)."""

    kind: Literal["turn_ended"] = "turn_ended"
    seat: Seat
    skipped: bool = False


class GameEnded(BangEvent):
    """The game is over."""

    kind: Literal["game_ended"] = "game_ended"
    winners: list[Seat]
    winning_side: str
    summary: str
    roles: dict[int, str]


AnyEvent = Annotated[
    GameStarted
    | CharacterChosen
    | TurnStarted
    | CardsDrawn
    | CardsDrawnPrivate
    | CardPlayed
    | AbilityUsed
    | CheckDrawn
    | CardsDiscarded
    | CardMoved
    | CardMovedPrivate
    | ShotMissed
    | TokensChanged
    | LifeChanged
    | PlayerEliminated
    | PenaltyApplied
    | DeckReshuffled
    | StoreRevealed
    | DecisionOpened
    | TurnEnded
    | GameEnded,
    Field(discriminator="kind"),
]


class New:
    """Validation-free builders of the events above (`engines.bang.fast`): `New.CardPlayed(...)`
    is `CardPlayed(...)` without validation; the engine makes every event with them."""

    GameStarted = constructor(GameStarted)
    CharacterChosen = constructor(CharacterChosen)
    TurnStarted = constructor(TurnStarted)
    CardsDrawn = constructor(CardsDrawn)
    CardsDrawnPrivate = constructor(CardsDrawnPrivate)
    CardPlayed = constructor(CardPlayed)
    AbilityUsed = constructor(AbilityUsed)
    CheckDrawn = constructor(CheckDrawn)
    CardsDiscarded = constructor(CardsDiscarded)
    CardMoved = constructor(CardMoved)
    CardMovedPrivate = constructor(CardMovedPrivate)
    TokensChanged = maker(TokensChanged, "seat", "slot", "delta", "tokens", "reason", "supply")
    """Always built with these fields (`engines.common.fast`: faster than a keyword builder)."""
    ShotMissed = constructor(ShotMissed)
    LifeChanged = constructor(LifeChanged)
    PlayerEliminated = constructor(PlayerEliminated)
    PenaltyApplied = constructor(PenaltyApplied)
    DeckReshuffled = constructor(DeckReshuffled)
    StoreRevealed = constructor(StoreRevealed)
    DecisionOpened = constructor(DecisionOpened)
    TurnEnded = constructor(TurnEnded)
    GameEnded = constructor(GameEnded)
