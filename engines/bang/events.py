"""BANG! events: past tense, with audiences (docs/ARCHITECTURE.md C3); presentation only, never replayed.

Hidden card ids appear only in events whose audience owns them (the *Private twins).
"""

from __future__ import annotations

from engines.base import Event, Seat, field


class BangEvent(Event, kw_only=True):
    """Base of BANG! events (the public audience by default: the shared frozen instance)."""


class GameStarted(BangEvent, tag="game_started", kw_only=True):
    """Roles and characters are dealt; `roles` holds only the public (face-up) roles."""

    seats: int
    sheriff: Seat | None
    characters: list[str]
    roles: dict[int, str] = field(default_factory=dict)


class CharacterChosen(BangEvent, tag="character_chosen", kw_only=True):
    """A player kept one of the two characters dealt (§1.4 option)."""

    seat: Seat
    character: str


class TurnStarted(BangEvent, tag="turn_started", kw_only=True):
    """A new turn begins."""

    seat: Seat
    turn: int


class CardsDrawn(BangEvent, tag="cards_drawn", kw_only=True):
    """`seat` took `count` cards into hand from `source` (public half; ids only when public)."""

    seat: Seat
    count: int
    source: str = "deck"
    from_seat: Seat | None = None
    cards: list[str] = field(default_factory=list)
    """Only cards every viewer may know (discard top, General Store, in-play cards taken)."""


class CardsDrawnPrivate(BangEvent, tag="cards_drawn_private", kw_only=True):
    """The drawer's half of CardsDrawn, with the ids."""

    seat: Seat
    cards: list[str]
    source: str = "deck"


class CardPlayed(BangEvent, tag="card_played", kw_only=True):
    """A card was played from hand (or as an answer); `as_kind` when used as another card."""

    seat: Seat
    card: str
    target: Seat | None = None
    target_card: str | None = None
    as_kind: str | None = None
    response: bool = False
    extra_targets: list[Seat] = field(default_factory=list)
    upgrades: int = 0
    weapon_ability: bool = False
    bandolier: bool = False
    bell_tower: bool = False


class AbilityUsed(BangEvent, tag="ability_used", kw_only=True):
    """A character ability or a Barrel was used."""

    seat: Seat
    ability: str
    cards: list[str] = field(default_factory=list)


class CheckDrawn(BangEvent, tag="check_drawn", kw_only=True):
    """A "draw!" was made (§1.11): the card(s) turned over, the one that counts, the outcome."""

    seat: Seat
    purpose: str
    cards: list[str]
    card: str | None = None
    success: bool | None = None


class CardsDiscarded(BangEvent, tag="cards_discarded", kw_only=True):
    """Cards went to the discard pile from a seat's hand or play area (ids are now public)."""

    seat: Seat
    cards: list[str]
    reason: str


class CardMoved(BangEvent, tag="card_moved", kw_only=True):
    """An in-play card moved between seats (Dynamite passed) or a card was stolen."""

    from_seat: Seat
    to_seat: Seat
    card: str | None
    """None when the card was a face-down hand card (see CardMovedPrivate)."""
    reason: str


class CardMovedPrivate(BangEvent, tag="card_moved_private", kw_only=True):
    """The receiver's half of a face-down card taken from a hand."""

    from_seat: Seat
    to_seat: Seat
    card: str
    reason: str


class TokensChanged(BangEvent, tag="tokens_changed", kw_only=True):
    """A&D: Load tokens were added to or removed from a slot ("character" or a Dangerous card id)."""

    seat: Seat
    slot: str
    delta: int
    tokens: int
    reason: str
    supply: int


class ShotMissed(BangEvent, tag="shot_missed", kw_only=True):
    """A shot was cancelled."""

    seat: Seat
    src: Seat | None


class LifeChanged(BangEvent, tag="life_changed", kw_only=True):
    """A seat lost or regained LP; `source` is who caused a loss (None = no player)."""

    seat: Seat
    delta: int
    life: int
    source: Seat | None = None
    reason: str = ""


class PlayerEliminated(BangEvent, tag="player_eliminated", kw_only=True):
    """A player was eliminated; his role is revealed (§1.9)."""

    seat: Seat
    role: str
    killer: Seat | None


class PenaltyApplied(BangEvent, tag="penalty_applied", kw_only=True):
    """Reward or penalty for an elimination (§1.10)."""

    seat: Seat
    what: str


class DeckReshuffled(BangEvent, tag="deck_reshuffled", kw_only=True):
    """The discard pile became the new draw pile (§1.12)."""

    size: int


class StoreRevealed(BangEvent, tag="store_revealed", kw_only=True):
    """General Store cards turned face up."""

    cards: list[str]


class DecisionOpened(BangEvent, tag="decision_opened", kw_only=True):
    """A question was put to a seat (the options are in that seat's legal actions)."""

    seat: Seat
    decision_id: int
    decision: str
    source_card: str | None = None
    timeout_s: int
    attacker: Seat | None = None
    """Who caused what is being answered (shooter, Duel or Indians! player), if anyone."""


class TurnEnded(BangEvent, tag="turn_ended", kw_only=True):
    """A turn ended (also when a Jail skipped it)."""

    seat: Seat
    skipped: bool = False


class GameEnded(BangEvent, tag="game_ended", kw_only=True):
    """The game is over."""

    winners: list[Seat]
    winning_side: str
    summary: str
    roles: dict[int, str]
