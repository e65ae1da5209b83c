"""Forest Gangs' prebuilt models: the creature numbers, the builders of the models the engine makes
on every decision without validation (fast.py), and the shared (frozen) events, combat steps,
answers and decisions it hands out instead of building equal ones (forest_gangs.md; engine.py uses
them)."""

from __future__ import annotations

from operator import attrgetter

from engines.base import (
    Action,
    Audience,
    Decision,
    Result,
)
from engines.forest_gangs.actions import ChooseCard, JoinDuel, Reveal, UseShapeshifter
from engines.forest_gangs.catalog import GANGS, VALUE, catalog
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
from engines.forest_gangs.fast import Shared, SharedUpTo, maker
from engines.forest_gangs.state import (
    FACES,
    PLAYS,
    CombatStep,
    ForestGangsOptions,
    ForestGangsState,
    Zone,
)

GOATSHEEP, GOBLIN, MANTIS, SHAPESHIFTER, FUNGID, FROG, GNOME, GIANT, DRAGONESS = range(1, 10)
HAND_SIZE = 2
MAX_SEATS = catalog().players.max

# Builders of the models the engine makes on every decision, without validation (see fast.py).
_CHOOSE = maker(ChooseCard, "decision_id", "card")
_USE = maker(UseShapeshifter, "decision_id", "use")
_JOIN = maker(JoinDuel, "decision_id", "join")
_REVEAL = maker(Reveal, "decision_id")
_DECISION = maker(Decision, "id", "seat", "kind", "source_card", "timeout_s", "default", "optional")
_STEP = maker(CombatStep)  # any keywords: each kind of step has its own fields
# ... and fixed builders for the frequent kinds of steps (a little faster)
_STEP_PLAYS = maker(CombatStep, "kind", "level", "plays")
_STEP_PLAYS_SEATS = maker(CombatStep, "kind", "level", "plays", "seats")
_ZONE = maker(Zone, "deck")
_DEFAULT_OPTIONS = maker(ForestGangsOptions)  # called with no keyword: what validating {} makes
_RESULT = maker(Result, "winners", "scores", "summary")
_ENDED = maker(GameEnded, "reason", "seat", "counts", "winners", "ghost_won", "summary")
_STATE = maker(ForestGangsState, "seats", "seed", "options", "ghost", "kids1", "kids2", "zones", "box")
_ROUND_STARTED = maker(RoundStarted, "round", "loot")
_OPENED = maker(DecisionsOpened, "decision", "seats")
_STEPPED = maker(CombatStepped, "step", "ghost_seat", "round")
# ... and the first instance of each shared table below (the tables make one on a key's first
# use: with a few thousand keys, games keep meeting new ones, and validating them cost more)
_STEP_WINNER = maker(CombatStep, "kind", "level", "plays", "winner", "reason", "value", "count")
_STEP_SEATS_VALUE = maker(CombatStep, "kind", "level", "seats", "value")
_RESHUFFLED = maker(DeckReshuffled, "seat", "count", "ghost")
_PASSED = maker(HandPassed, "from_seat", "to_seat", "card", "audience")
_SEAT_OF = attrgetter("seat")
_SHAPESHIFTER_BIT = 1 << SHAPESHIFTER
_GOAT_DRAGONESS = 1 << GOATSHEEP | 1 << DRAGONESS
"""Bits of a set of values held as an int (`_stage`)."""
_HIGH_TO_LOW = range(9, 0, -1)
_BOXES = [tuple(c for g in GANGS[n:] for c in g) for n in range(len(GANGS) + 1)]
"""The box of a game with `n` gangs dealt: every other gang's cards, in catalog order."""

# The events of draws and choices, one shared (frozen) instance per seat, or per seat and card.
_DREW: Shared[int, CardsDrawn] = Shared(lambda z: CardsDrawn(seat=z, count=1, audience=Audience.all_but(z)))
_DREW_CARD: Shared[tuple[int, str], CardDrawn] = Shared(
    lambda key: CardDrawn(seat=key[0], card=FACES[key[1]], audience=Audience.seat(key[0]))
)
_STARTED: Shared[tuple[int, int], RoundStarted] = Shared(lambda key: _ROUND_STARTED(key[0], key[1]))
"""Per round number (up to `_SHARED_IDS`, below) and Loot carried over."""
_ASKED: Shared[tuple[str, tuple[int, ...]], DecisionsOpened] = Shared(
    lambda key: DecisionsOpened(decision=key[0], seats=list(key[1]))
)
"""Per kind of decision and seats asked (its list of seats is shared too: read only)."""
_LAID: Shared[int, CardChosen] = Shared(lambda z: CardChosen(seat=z, audience=Audience.all_but(z)))
_LAID_CARD: Shared[tuple[int, str], CardChosenPrivate] = Shared(
    lambda key: CardChosenPrivate(seat=key[0], card=FACES[key[1]], audience=Audience.seat(key[0]))
)
_RESHUFFLED_AT: Shared[tuple[int, int, bool], DeckReshuffled] = Shared(
    lambda key: _RESHUFFLED(key[0], key[1], key[2])
)
"""Per zone, count of cards reshuffled and whether the zone is the ghost's."""
_HANDED: Shared[tuple[int, int, str], HandPassed] = Shared(
    lambda key: _PASSED(key[0], key[1], FACES[key[2]], Audience.seat(key[1]))
)
"""Per giver, receiver and card of a Gnome pass."""

# The combat steps that are the same every time for a few values, one shared (frozen) instance
# each, as built before with the same fields (so the same fields set). Their keys are bounded by
# the cards (54) and seats (6), but a winner's takes a level and a count: `SharedUpTo` keeps at
# most `_SHARED_STEPS` of each kind, and past that builds a fresh step per use.
# The steps of reveals and duel plays hold every card in play: too many to share, they are built.
_SHARED_STEPS = 20_000
_WON: SharedUpTo[tuple[int, int, str, str, int], CombatStep] = SharedUpTo(
    lambda key: _STEP_WINNER(
        "winner", key[0], [PLAYS[key[1], key[2]]], key[1], key[3], VALUE[key[2]], key[4]
    ),
    _SHARED_STEPS,
)
"""Per level, winning zone, winning card, reason and cards won."""
_DUEL: SharedUpTo[tuple[int, tuple[int, ...], int], CombatStep] = SharedUpTo(
    lambda key: _STEP_SEATS_VALUE("duel", key[0], list(key[1]), key[2]), _SHARED_STEPS
)
"""Per level, tied zones and tied value."""
_JOINED_DUEL: SharedUpTo[tuple[int, tuple[int, ...]], CombatStep] = SharedUpTo(
    lambda key: _STEP(kind="goblins_joined", level=key[0], seats=list(key[1])), _SHARED_STEPS
)
"""Per level and Goblin joiners."""
_NO_WINNER: SharedUpTo[tuple[int, int], CombatStep] = SharedUpTo(
    lambda key: _STEP(kind="no_winner", level=key[0], count=key[1]), _SHARED_STEPS
)
"""Per level and Loot carried over."""
_BANISHED: SharedUpTo[tuple[int, int, str], CombatStep] = SharedUpTo(
    lambda key: _STEP(kind="dragoness_banished", level=key[0], plays=[PLAYS[key[1], key[2]]]),
    _SHARED_STEPS,
)
"""Per level, zone and Dragoness banished."""
_GNOME_PASSED: SharedUpTo[tuple[int, int], CombatStep] = SharedUpTo(
    lambda key: _STEP(kind="gnome_pass", level=key[0], seats=list(range(key[1]))), _SHARED_STEPS
)
"""Per level and number of seats."""

# The answers to decisions, one shared (frozen) instance per decision id and card (or use / join).
# A game's ids (and round numbers) run 1, 2, …, so every game asks the same few hundred; ids and
# rounds past `_SHARED_IDS` (a game longer than any played) get fresh ones: the tables stay small.
_SHARED_IDS = 1000
# A game meets new (id, card) keys to the end (ids x 54 cards): each is made by its builder.
_CHOSEN: Shared[tuple[int, str | None], ChooseCard] = Shared(lambda key: _CHOOSE(key[0], key[1]))
_USED: Shared[tuple[int, bool], UseShapeshifter] = Shared(lambda key: _USE(key[0], key[1]))
_JOINED: Shared[tuple[int, bool], JoinDuel] = Shared(lambda key: _JOIN(key[0], key[1]))
_REVEALED: Shared[int, Reveal] = Shared(lambda did: _REVEAL(did))

_DECISIONS: dict[tuple[int, int, str, str | None, int], Decision] = {}
"""The decisions `_open` made, per (id, seat, kind, source card, timeout): a decision is the same
model every time for those (its default follows from its id and kind), so one instance serves
every game that asks it, as the shared answers do (ids past `_SHARED_IDS` get fresh ones). Not a
`Shared` table: `Decision` (engines/base.py) is not frozen; the engine never changes one (a
decision is opened and closed, never edited: the live state holds them "built once and only
read", state.py), and whoever edits a position by hand builds new ones (`from_position`). A
lookup costs a tenth of a build and of the default's dict."""


def _choice_answers(cards: list[str], did: int) -> list[Action]:
    """The answers to choice `did` among `cards`: each card, then the random pick (None) last."""
    if did <= _SHARED_IDS:
        answers: list[Action] = [_CHOSEN[did, c] for c in cards]
        answers.append(_CHOSEN[did, None])
    else:
        answers = [_CHOOSE(did, c) for c in cards]
        answers.append(_CHOOSE(did, None))
    return answers
