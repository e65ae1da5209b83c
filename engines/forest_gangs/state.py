"""Forest Gangs state and options models (pure data; forest_gangs.md §2–§4).

The ghost, when it plays, is zone index `seats` (one past the last human seat); it appears
with that number in logs and events.
"""

from __future__ import annotations

from typing import Literal

from engines.base import GameState, Model, field
from engines.forest_gangs.catalog import flag_of, name_of, value_of

Phase = Literal["choose", "reveal", "shapeshifter", "goblin", "over"]


class ForestGangsOptions(Model, kw_only=True):
    """Lobby options (forest_gangs.md §11)."""

    ghost: bool | None = None
    """None = the spec default: on with 2 seats, off otherwise."""
    kids1: bool = False
    """Kids 1: values only, no abilities (§7.1)."""
    kids2: bool = False
    """Kids 2: no hands, reveal the deck top (§7.2); implies Kids 1 (F21)."""
    choice_timeout_s: int = 60
    ability_timeout_s: int = 20


class Zone(Model, kw_only=True):
    """One gang's cards: a human seat's or the ghost's (§2 setup)."""

    deck: list[str] = field(default_factory=list)
    """Face down; the last element is the top."""
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    chosen: str | None = None
    """The card laid face down this round, not yet revealed."""
    in_play: str | None = None


class Face(Model, frozen=True, kw_only=True):
    """A card's face: value, creature name and gang flag.

    Logs and events name cards by face, not by id: a card seen in an old log may since have
    gone into a deck or a hand, and ids in those zones are secret (docs/ARCHITECTURE.md C7). Frozen: `of`
    hands out one shared instance per card.
    """

    value: int
    name: str
    flag: str

    @classmethod
    def of(cls, card: str) -> Face:
        """The face of a card id."""
        return FACES[card]


class _Faces(dict[str, Face]):
    """Card id → its face, made on first use."""

    def __missing__(self, card: str) -> Face:
        got = self[card] = Face(value=value_of(card), name=name_of(card), flag=flag_of(card))
        return got


FACES: dict[str, Face] = _Faces()
"""`Face.of` as a lookup: the one shared face of each card (the engine's hot paths index it)."""


class Play(Model, frozen=True, kw_only=True):
    """A card in play for a seat (public), by face. Frozen: `of` shares one instance per play."""

    seat: int
    card: Face

    @classmethod
    def of(cls, seat: int, card: str) -> Play:
        """The play of card id `card` by `seat`."""
        return PLAYS[seat, card]


class _Plays(dict[tuple[int, str], Play]):
    """(seat, card id) → that play, made on first use."""

    def __missing__(self, key: tuple[int, str]) -> Play:
        seat, card = key
        got = self[key] = Play(seat=seat, card=FACES[card])
        return got


PLAYS: dict[tuple[int, str], Play] = _Plays()
"""`Play.of` as a lookup: the one shared play of each card by each seat."""


class CombatStep(Model, frozen=True, kw_only=True):
    """One line of the public combat log (forest_gangs.md §9 "Combat log").

    Frozen: one step is both in the state's log and in its `CombatStepped` event, and is only
    ever read once logged. Its lists are the step's own: read only too."""

    kind: Literal[
        "revealed",
        "shapeshifted",
        "duel",
        "giants_removed",
        "goblins_joined",
        "duel_played",
        "dragoness_banished",
        "winner",
        "no_winner",
        "gnome_pass",
        "game_end",
    ]
    level: int = 0
    """Duel level of the stage (0 = the round's first stage)."""
    plays: list[Play] = field(default_factory=list)
    """revealed/duel_played: new cards; shapeshifted: the revealed replacements;
    giants_removed/dragoness_banished: the removed cards; winner: the winning card."""
    seats: list[int] = field(default_factory=list)
    value: int | None = None
    """duel / giants_removed: the tied value; winner: the winning card's value."""
    winner: int | None = None
    seat: int | None = None
    """game_end: the seat (or ghost) that could not draw or reveal."""
    reason: str | None = None
    """winner: mantis_in_duel | fungid_lowest | highest | only_card | goatsheep;
    game_end: refill (a draw at the round start) | reveal (a round-start reveal, F25) | duel (§6.2)."""
    count: int | None = None
    """winner: cards won; no_winner: Loot carried over; game_end: cards dealt to each duelist."""


class ForestGangsState(GameState, kw_only=True):
    """The whole truth of a Forest Gangs game."""

    options: ForestGangsOptions = field(default_factory=ForestGangsOptions)
    ghost: bool = False
    kids1: bool = False
    kids2: bool = False
    zones: list[Zone] = field(default_factory=list)
    """Index 0..seats-1 humans, index `seats` the ghost (if any)."""
    loot: list[str] = field(default_factory=list)
    carried: int = 0
    """Loot cards carried over from an earlier combat into this one (F9)."""
    box: list[str] = field(default_factory=list)
    round: int = 0
    phase: Phase = "choose"
    participants: list[int] = field(default_factory=list)
    """P of §4: who takes part in the current combat stage."""
    tied: list[int] = field(default_factory=list)
    duel_happened: bool = False
    level: int = 0
    pending: list[int] = field(default_factory=list)
    """Secret answers collected so far: Shapeshifter users / Goblin joiners (never shown)."""
    log: list[CombatStep] = field(default_factory=list)
    """The current combat's public log."""
    last_log: list[CombatStep] = field(default_factory=list)
    """The previous combat's public log."""
    gave: list[str | None] = field(default_factory=list)
    """Per seat: the hand card it gave in the last Gnome pass (it knows where that card went)."""
    final_counts: list[int] = field(default_factory=list)
    """Card counts per zone at the end (ghost last)."""
