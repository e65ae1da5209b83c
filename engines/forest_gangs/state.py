"""Forest Gangs state and options models (pure data; forest_gangs.md §2–§4).

The ghost, when it plays, is zone index `seats` (one past the last human seat); it appears
with that number in logs and events.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import attrgetter
from typing import Literal

from pydantic import ConfigDict, Field

from engines.base import GameState, Model
from engines.common.live import LiveGameState, copied
from engines.forest_gangs.catalog import flag_of, name_of, value_of
from engines.forest_gangs.fast import maker

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
    gone into a deck or a hand, and ids in those zones are secret (docs/ARCHITECTURE.md C7). Frozen: `of`
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
    """One line of the public combat log (forest_gangs.md §9 "Combat log").

    Frozen: the steps that are the same every time for a few values (a winner, a duel, a Gnome
    pass...) are shared, one instance per key (engine.py, `_WON` and the tables beside it); a
    step is only ever read once logged. Its lists are the step's own: read only too."""

    model_config = ConfigDict(extra="forbid", frozen=True)

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


# ---------------------------------------------------------------------- the live game
# The engine plays on plain `__slots__` twins of `Zone` and `ForestGangsState`, with the same
# attribute names and the same values: on CPython 3.11 a pydantic model gets no attribute
# specialisation (BaseModel defines `__getattr__`, so every `zone.hand` or `st.seats` is a generic
# lookup, about twice a plain one), and a decision reads some seventy state and zone fields. The
# pydantic models stay the stored format: `live_state` converts a state in (load, from_position)
# and `state_json` serialises the live one as the model does (dump).


@dataclass(slots=True, kw_only=True)
class LiveZone:
    """The live twin of `Zone` (same fields, same defaults; see the note above)."""

    deck: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    chosen: str | None = None
    in_play: str | None = None


@dataclass(slots=True, kw_only=True)
class LiveState(LiveGameState):
    """The live twin of `ForestGangsState`: what `ForestGangsEngine.state` is while a game is played.

    Attribute reads and writes work as on the model (the cogs and the tests read and edit it); the
    stored form is `state_json(live)`. `options`, `decisions` (each a `Decision`), `log` and
    `last_log` (each a `CombatStep`) and `result` hold the pydantic models themselves: they are
    built once and only read."""

    options: ForestGangsOptions = field(default_factory=ForestGangsOptions)
    ghost: bool = False
    kids1: bool = False
    kids2: bool = False
    zones: list[LiveZone] = field(default_factory=list)
    loot: list[str] = field(default_factory=list)
    carried: int = 0
    box: list[str] = field(default_factory=list)
    round: int = 0
    phase: Phase = "choose"
    participants: list[int] = field(default_factory=list)
    tied: list[int] = field(default_factory=list)
    duel_happened: bool = False
    level: int = 0
    pending: list[int] = field(default_factory=list)
    log: list[CombatStep] = field(default_factory=list)
    last_log: list[CombatStep] = field(default_factory=list)
    gave: list[str | None] = field(default_factory=list)
    final_counts: list[int] = field(default_factory=list)


_ZONE_FIELDS = tuple(Zone.model_fields)
_STATE_FIELDS = tuple(ForestGangsState.model_fields)
_zone_values = attrgetter(*_ZONE_FIELDS)
_state_values = attrgetter(*_STATE_FIELDS)
_zone_over = maker(Zone, *_ZONE_FIELDS)
_state_over = maker(ForestGangsState, *_STATE_FIELDS)
_ZONES = _STATE_FIELDS.index("zones")


def live_state(st: ForestGangsState | LiveState) -> LiveState:
    """The live twin of a whole state (a model, or a live state: then a deep copy), sharing no
    list with it; the models it holds (options, decisions, log steps, result) are shared."""
    values = {f: copied(v) for f, v in zip(_STATE_FIELDS, _state_values(st), strict=True)}
    values["zones"] = [
        LiveZone(
            deck=list(z.deck), hand=list(z.hand), discard=list(z.discard), chosen=z.chosen, in_play=z.in_play
        )
        for z in st.zones
    ]
    return LiveState(**values)


def state_json(st: LiveState) -> str:
    """`dump`: the JSON of the `ForestGangsState` with the live values, the same text the model
    of a loaded or validated state writes (tests/engines/forest_gangs/test_fast.py checks both at
    every step of random games). The model is built over the live lists, nothing copied: it
    only lives for its serialisation."""
    values = list(_state_values(st))
    values[_ZONES] = [_zone_over(*_zone_values(z)) for z in st.zones]
    return _state_over(*values).model_dump_json()
