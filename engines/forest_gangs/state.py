"""Forest Gangs state and options models (pure data; forest_gangs.md §2–§4).

The ghost, when it plays, is zone index `seats` (one past the last human seat); it appears
with that number in logs and events.
"""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field

from engines.base import GameState, Model
from engines.forest_gangs.catalog import flag_of, name_of, value_of

Phase = Literal["choose", "reveal", "shapeshifter", "goblin", "over"]


class ForestGangsOptions(Model):
    """Lobby options (forest_gangs.md §11)."""

    ghost: bool | None = None
    """None = the spec default: on with 2 seats, off otherwise."""
    kids1: bool = False
    """Kids 1: values only, no abilities (§7.1)."""
    kids2: bool = False
    """Kids 2: no hands, reveal the deck top (§7.2); implies Kids 1 (F21)."""
    choice_timeout_s: int = 60
    ability_timeout_s: int = 20


class Zone(Model):
    """One gang's cards: a human seat's or the ghost's (§2 setup)."""

    deck: list[str] = Field(default_factory=list)
    """Face down; the last element is the top."""
    hand: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    chosen: str | None = None
    """The card laid face down this round, not yet revealed."""
    in_play: str | None = None


Zone.__setattr__ = object.__setattr__  # type: ignore[assignment,method-assign]
Zone.__delattr__ = object.__delattr__  # type: ignore[assignment,method-assign]
"""Plain attribute stores (see `ForestGangsState` below for why)."""


class Face(Model):
    """A card's face: value, creature name and gang flag.

    Logs and events name cards by face, not by id: a card seen in an old log may since have
    gone into a deck or a hand, and ids in those zones are secret (DESIGN.md C7). Frozen: `of`
    hands out one shared instance per card.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

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


class Play(Model):
    """A card in play for a seat (public), by face. Frozen: `of` shares one instance per play."""

    model_config = ConfigDict(extra="forbid", frozen=True)

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


class CombatStep(Model):
    """One line of the public combat log (forest_gangs.md §9 "Combat log")."""

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
    plays: list[Play] = Field(default_factory=list)
    """revealed/duel_played: new cards; shapeshifted: the revealed replacements;
    giants_removed/dragoness_banished: the removed cards; winner: the winning card."""
    seats: list[int] = Field(default_factory=list)
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


class ForestGangsState(GameState):
    """The whole truth of a Forest Gangs game."""

    options: ForestGangsOptions = Field(default_factory=ForestGangsOptions)
    ghost: bool = False
    kids1: bool = False
    kids2: bool = False
    zones: list[Zone] = Field(default_factory=list)
    """Index 0..seats-1 humans, index `seats` the ghost (if any)."""
    loot: list[str] = Field(default_factory=list)
    carried: int = 0
    """Loot cards carried over from an earlier combat into this one (F9)."""
    box: list[str] = Field(default_factory=list)
    round: int = 0
    phase: Phase = "choose"
    participants: list[int] = Field(default_factory=list)
    """P of §4: who takes part in the current combat stage."""
    tied: list[int] = Field(default_factory=list)
    duel_happened: bool = False
    level: int = 0
    pending: list[int] = Field(default_factory=list)
    """Secret answers collected so far: Shapeshifter users / Goblin joiners (never shown)."""
    log: list[CombatStep] = Field(default_factory=list)
    """The current combat's public log."""
    last_log: list[CombatStep] = Field(default_factory=list)
    """The previous combat's public log."""
    gave: list[str | None] = Field(default_factory=list)
    """Per seat: the hand card it gave in the last Gnome pass (it knows where that card went)."""
    final_counts: list[int] = Field(default_factory=list)
    """Card counts per zone at the end (ghost last)."""


ForestGangsState.__setattr__ = object.__setattr__  # type: ignore[assignment,method-assign]
ForestGangsState.__delattr__ = object.__delattr__  # type: ignore[assignment,method-assign]
"""Assigning a field of the state models is a plain attribute store, a tenth of the cost of
pydantic's generic `__setattr__` (the engine assigns state fields dozens of times per decision).
These models validate no assignment, so pydantic would only store the value too, and mark the
field as set: a mark nothing reads here (`dump` writes every field; a loaded state has them all
set). What is lost: a misspelled field name is not refused at run time (it would be stored
beside the fields and never dumped).

`__delattr__` is object's too (pydantic's only does what object's does for these models: no
private attributes, no extras): with both of object's own methods the class's C slot is object's
generic store itself, so an assignment costs what it costs on a plain object (with pydantic's
`__delattr__` left, every store still went through a Python-level lookup of `__setattr__`)."""
