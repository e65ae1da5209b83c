"""The engine contract shared by every game (docs/ARCHITECTURE.md C3–C7); pure rules, no I/O.

An engine wraps one pydantic state model that is the whole truth of a game. The framework here
does the generic checks once (finished game, unknown seat, legality, open decision) and each game
implements the `_`-prefixed hooks. Nothing in this package may import discord, the bot or a cog,
read the clock or use the global random module.
"""

from __future__ import annotations

import _random
import json
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from hashlib import sha512
from operator import attrgetter
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Self, TypeVar

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from engines.common.shuffle import shuffle

Seat = int
"""A 0-based table position. Discord ids never enter an engine."""

SYSTEM: None = None
"""The seat value used for actions applied by the system (timeouts, deadlines)."""


class Model(BaseModel):
    """Base of every engine model: unknown fields and ad-hoc attributes are errors."""

    model_config = ConfigDict(extra="forbid", validate_assignment=False)


class Audience(Model):
    """Who may see an event: `only` these seats (None = everyone) minus `hide_from`.

    Frozen, so one instance is shared by every event with the same audience (`seat`, `all_but`
    and `everyone` hand out cached instances).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    only: frozenset[Seat] | None = None
    hide_from: frozenset[Seat] = frozenset()

    def sees(self, viewer: Seat | None) -> bool:
        """Whether `viewer` (None = the public table / spectators) may see the event."""
        if self.only is not None:
            return viewer is not None and viewer in self.only and viewer not in self.hide_from
        return viewer is None or viewer not in self.hide_from

    @classmethod
    def everyone(cls) -> Audience:
        """Everyone, spectators included."""
        return PUBLIC

    @classmethod
    def seat(cls, seat: Seat) -> Audience:
        """Only `seat`."""
        got = _ONLY.get(seat)
        if got is None:
            got = _ONLY[seat] = cls(only=frozenset({seat}))
        return got

    @classmethod
    def all_but(cls, seat: Seat) -> Audience:
        """Everyone except `seat` (the public half of a private/public event pair)."""
        got = _ALL_BUT.get(seat)
        if got is None:
            got = _ALL_BUT[seat] = cls(hide_from=frozenset({seat}))
        return got


PUBLIC = Audience()
_ONLY: dict[Seat, Audience] = {}
_ALL_BUT: dict[Seat, Audience] = {}


class RuleViolation(Exception):
    """An action the rules forbid. `code` is a stable snake_case key; the cog owns the wording.

    Params must be public or belong to the actor (docs/ARCHITECTURE.md C7).
    """

    def __init__(self, code: str, **params: str | int) -> None:
        super().__init__(code)
        self.code = code
        self.params = params

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.code!r})"


class NeedsConfirmation(RuleViolation):
    """The action is legal but unwise; the cog asks and resends it with `confirmed=True`."""


class Action(Model):
    """Base of every action. Subclasses set `kind: Literal["snake_case_name"]`."""

    kind: str


class Event(Model):
    """Base of every event: past tense, with an audience. Subclasses set `kind: Literal[...]`."""

    kind: str
    audience: Audience = Field(default_factory=lambda: PUBLIC)
    """A shared frozen instance (a plain `= PUBLIC` default would be deep-copied per event)."""


class Decision(Model):
    """A question the engine is waiting on, asked of one seat (possibly not the active one).

    `default` is the JSON form of the action applied on timeout; it must be legal and reveal
    nothing the seat did not have to reveal (docs/ARCHITECTURE.md C5).
    """

    id: int
    seat: Seat
    kind: str
    source_card: str | None = None
    timeout_s: int
    default: dict[str, Any]
    optional: bool = False
    """A question the seat may leave unanswered on purpose (an open reaction window): its timeout is
    no sign that the player is away, so it never counts towards taking the seat over."""


class Result(Model):
    """The outcome of a finished game."""

    winners: list[Seat]
    scores: list[float] = Field(default_factory=list)
    """Per seat, in seat order; what a "score" is depends on the game."""
    summary: str = ""
    """One public line, e.g. "The ghost wins with 19 cards"."""


class GameState(Model):
    """Fields every game state carries. Games subclass it and add their own."""

    seats: int
    seed: int
    rng_draws: int = 0
    turn: int = 0
    """Bumps when a new turn/round starts; `t<turn>` tokens in custom_ids refer to it."""
    decision_seq: int = 0
    decisions: list[Decision] = Field(default_factory=list)
    result: Result | None = None


S = TypeVar("S", bound=GameState)
T = TypeVar("T")


def draw_rng(state: GameState) -> random.Random:
    """A fresh RNG for one random draw; its state lives in (seed, rng_draws) (docs/ARCHITECTURE.md C6).

    str seeding is SHA-512 based, so it does not depend on PYTHONHASHSEED. The generator is the
    one `random.Random(f"{seed}:{rng_draws}")` makes, seeded as `Random.seed` seeds it from a str
    (the int of the text and its SHA-512), without the Python-level `__init__` and `seed` around
    the C seeding (tests/engines/test_draw_rng.py checks the two are the same generator).
    """
    key = f"{state.seed}:{state.rng_draws}".encode()
    rng = _new_random(random.Random)
    _seed_random(rng, int.from_bytes(key + sha512(key).digest(), "big"))
    rng.gauss_next = None  # what `Random.seed` sets after the C seeding
    state.rng_draws += 1
    return rng


_new_random = random.Random.__new__
_seed_random = _random.Random.seed
"""The C constructor (it does not seed) and the C seeding of `random.Random`."""


def ai_rng(seed: int, seat: Seat, step: int) -> random.Random:
    """The AI's own randomness: a separate stream from the game's (bang-server's bot_rng)."""
    return random.Random(f"ai:{seed}:{seat}:{step}")


class Engine(Generic[S]):
    """Base class of every game engine.

    Subclasses set the class variables and implement `_new_state`, `_settle`, `_legal_actions`,
    `_apply`, `view_for`, `census` and `secret_ids`. They may override `_system_legal` for actions
    only the system may apply (deadlines) and `_is_legal` when actions cannot be enumerated exactly.

    Three ways to get an engine:

    - `new(seats, seed, options)` deals a new game;
    - `load(state)` rebuilds a stored game exactly as it was (the bot, after every action);
    - `from_position(state)` starts from a position built by hand (a test, a puzzle, a replay of
      a reported bug): the state is put together field by field (e.g. hands, decks and whose turn
      it is; open decisions and any pending internal work left empty) and the engine runs it until
      it waits for a decision or the game is over, exactly as it does after an action. What
      "running" means is the game's (`_settle`): Forest Gangs starts the round (the refill, then
      everyone's choice), Bang & Twang starts the turn of `current` (or of `first_seat` when no
      turn is set) and plays its automatic steps, BANG! runs its task stack (or gives the active
      player the phase it is in), Whizz Bing Bang sets up a round when none is running. The
      events of that start are in `start_events`.

    A state edited by hand while an engine holds it goes through `from_position` again: engines
    keep per-position caches (the legal answers of an open decision), and a fresh engine has none.
    """

    name: ClassVar[str]
    title: ClassVar[str]
    rules_version: ClassVar[int] = 1
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    state_model: ClassVar[type[GameState]]
    options_model: ClassVar[type[Model]]
    action_adapter: ClassVar[TypeAdapter[Any]]
    """TypeAdapter of the game's Action union (discriminated on `kind`)."""
    max_steps: ClassVar[int] = 20_000
    """A bound no legal game reaches; the contract suite fails a game that does."""

    def __init__(self, state: S) -> None:
        self.state: S = state
        self.start_events: list[Event] = []
        """The events of `from_position`'s start (empty for `new` and `load`)."""
        self._views: dict[Seat | None, Model] = {}
        """`perspective`'s memo: the views drawn of the current position (emptied by `apply`)."""

    # ---- construction -------------------------------------------------------------------
    @classmethod
    def new(cls, seats: int, seed: int, options: Model | dict[str, Any] | None = None) -> Self:
        """Set up a new game for `seats` players with a seed and the game's options."""
        opts = cls.parse_options(options)
        if not cls.min_seats <= seats <= cls.max_seats:
            raise RuleViolation("bad_seat_count", min=cls.min_seats, max=cls.max_seats)
        cls.check_options(seats, opts)
        return cls(cls._new_state(seats, seed, opts))

    @classmethod
    def parse_options(cls, options: Model | dict[str, Any] | None) -> Model:
        """Validate options (a model, a dict or None for the defaults)."""
        if options is None:
            return cls.options_model()
        if isinstance(options, cls.options_model):
            return options
        if isinstance(options, BaseModel):
            options = options.model_dump()
        return cls.options_model.model_validate(options)

    @classmethod
    def check_options(cls, seats: int, options: Model) -> None:
        """Raise RuleViolation when the options do not fit this number of seats."""

    @classmethod
    def _new_state(cls, seats: int, seed: int, options: Any) -> S:
        raise NotImplementedError

    @classmethod
    def load(cls, state: S | str | dict[str, Any]) -> Self:
        """Rebuild an engine from a stored state (model, JSON text or dict)."""
        if isinstance(state, str):
            return cls(cls.state_model.model_validate_json(state))  # type: ignore[arg-type]
        if isinstance(state, dict):
            return cls(cls.state_model.model_validate(state))  # type: ignore[arg-type]
        return cls(state)

    @classmethod
    def from_position(cls, state: S | str | dict[str, Any]) -> Self:
        """Start from a built position: run it until it waits for a decision (see the class doc).

        The state (a model, JSON text or a dict) is taken as it is, not re-dealt; the events of
        the start are kept in `start_events`.
        """
        engine = cls.load(state)
        if engine.state.result is None:
            engine.start_events = engine._settle()
        return engine

    def _settle(self) -> list[Event]:
        """Run a built position until it waits for a decision; return the events (a game hook)."""
        raise NotImplementedError

    def dump(self) -> str:
        """The state as JSON text (what the database stores)."""
        return self.state.model_dump_json()

    @classmethod
    def parse_action(cls, data: dict[str, Any] | str) -> Action:
        """Parse an action from its JSON form; unknown kinds raise RuleViolation("forged_action")."""
        try:
            if isinstance(data, str):
                return cls.action_adapter.validate_json(data)
            return cls.action_adapter.validate_python(data)
        except ValueError as exc:
            raise RuleViolation("forged_action") from exc

    # ---- queries --------------------------------------------------------------------------
    if TYPE_CHECKING:

        @property
        def result(self) -> Result | None:
            """None while the game runs."""

        @property
        def turn(self) -> int:
            """The turn token (`t<turn>` in custom_ids)."""

    else:
        # `state.result` and `state.turn` read in C (operator.attrgetter): a self-play loop asks
        # `result` before every decision, and a Python property costs a call frame each time.
        result = property(attrgetter("state.result"), doc="None while the game runs.")
        turn = property(attrgetter("state.turn"), doc="The turn token (`t<turn>` in custom_ids).")

    def open_decisions(self) -> list[Decision]:
        """Questions waiting for an answer, oldest first (the last one is answered first)."""
        return list(self.state.decisions)

    def decision(self, decision_id: int) -> Decision | None:
        """The open decision with this id, if any."""
        for d in self.state.decisions:
            if d.id == decision_id:
                return d
        return None

    def legal_actions(self, seat: Seat) -> list[Action]:
        """Every action `seat` may take now; [] if it cannot act."""
        if self.state.result is not None or not 0 <= seat < self.state.seats:
            return []
        return self._legal_actions(seat)

    def to_act(self) -> list[Seat]:
        """Seats that have at least one legal action now, in seat order.

        Games may override it with a cheaper equivalent (e.g. the seats with a decision open);
        the contract suite checks that it always equals this definition.
        """
        return [s for s in range(self.state.seats) if self.legal_actions(s)]

    def default_action(self, decision: Decision) -> Action:
        """The typed default of a decision."""
        return self.parse_action(decision.default)

    # ---- the one mutating entry point -----------------------------------------------------
    def apply(self, seat: Seat | None, action: Action) -> list[Event]:
        """Validate, then mutate. A rejected action leaves the state byte-identical.

        `seat` None is the system: it may apply the default of an open decision (a timeout) or
        an action the game allows the system (`_system_legal`).
        """
        self._views.clear()
        if self.state.result is not None:
            raise RuleViolation("game_over")
        if seat is None:
            actor = self._system_actor(action)
            return self._apply(actor, action)
        if not 0 <= seat < self.state.seats:
            raise RuleViolation("unknown_seat")
        decision_id = action.__dict__.get("decision_id")  # a field (or none): no pydantic __getattr__
        if decision_id is not None:
            d = self.decision(decision_id)
            if d is None:
                raise RuleViolation("decision_closed")
            if d.seat != seat:
                raise RuleViolation("not_your_decision")
        if not self._is_legal(seat, action):
            raise RuleViolation(self._illegal_code(seat, action))
        return self._apply(seat, action)

    def _system_actor(self, action: Action) -> Seat | None:
        """Resolve which seat a system action acts for, or raise RuleViolation."""
        decision_id = action.__dict__.get("decision_id")
        if decision_id is not None:
            d = self.decision(decision_id)
            if d is None:
                raise RuleViolation("decision_closed")
            if self.parse_action(d.default) != action:
                raise RuleViolation("not_the_default")
            return d.seat
        if self._system_legal(action):
            return None
        raise RuleViolation("not_allowed")

    def _is_legal(self, seat: Seat, action: Action) -> bool:
        return contains_action(self.legal_actions(seat), action)

    def _illegal_code(self, seat: Seat, action: Action) -> str:
        """The error code for an action that is not legal for `seat` now."""
        if not self.legal_actions(seat):
            return "not_your_turn"
        return "illegal_action"

    def _system_legal(self, action: Action) -> bool:
        return action in self.system_actions()

    def system_actions(self) -> list[Action]:
        """Actions only the system may apply now (e.g. a real-time game's clock tick).

        The bot applies them from its scheduler, the runner when no AI acts, and the contract
        suite samples them like any other legal action. Most games have none.
        """
        return []

    # ---- hooks each game implements ----------------------------------------------------------
    def _legal_actions(self, seat: Seat) -> list[Action]:
        raise NotImplementedError

    def _apply(self, seat: Seat | None, action: Action) -> list[Event]:
        raise NotImplementedError

    def view_for(self, viewer: Seat | None) -> Model:
        """The Perspective of `viewer` (None = public). It has no fields for hidden information."""
        raise NotImplementedError

    def perspective(self, viewer: Seat | None) -> Model:
        """`view_for(viewer)`, drawn once per position: the bot draws one position several times
        (the clicker's answer, the table, each hand's digest, the ping), so the view is kept until
        the next `apply`. Read-only for callers (it is shared); a state edited by hand goes
        through `from_position`, as for every per-position cache."""
        got = self._views.get(viewer)
        if got is None:
            got = self._views[viewer] = self.view_for(viewer)
        return got

    def census(self) -> Counter[str]:
        """Every physical card of the game, in every zone (box included), as a multiset of ids.

        The contract suite checks it never changes: cards are conserved.
        """
        raise NotImplementedError

    def secret_ids(self, viewer: Seat | None) -> set[str]:
        """Card ids `viewer` must not be able to learn now (others' hands, undrawn cards)."""
        raise NotImplementedError

    # ---- helpers for games ---------------------------------------------------------------------
    def rng(self) -> random.Random:
        """A fresh RNG drawn from the state (docs/ARCHITECTURE.md C6)."""
        return draw_rng(self.state)

    def shuffle(self, cards: list[str]) -> None:
        """`self.rng().shuffle(cards)` (the same swaps, engines.common.shuffle). Zero or one card
        draws nothing to shuffle, so the generator (costly to seed) is not built: the draw is only
        counted, and every later draw is what it would have been."""
        if len(cards) <= 1:
            self.state.rng_draws += 1
        else:
            shuffle(cards, self.rng().getrandbits)

    def pick(self, items: Sequence[T]) -> T:
        """`self.rng().choice(items)`. Of a single item the pick is that item whatever the draw
        gives, so the generator is not built: the draw is only counted (as for `shuffle`)."""
        n = len(items)
        if n == 1:
            self.state.rng_draws += 1
            return items[0]
        getrandbits = self.rng().getrandbits  # `Random.choice`, with `_randbelow(n)` inline
        if not n:
            raise IndexError("Cannot choose from an empty sequence")
        k = n.bit_length()
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        return items[r]

    def open_decision(
        self,
        seat: Seat,
        kind: str,
        timeout_s: int,
        default: Callable[[int], Action],
        source_card: str | None = None,
        *,
        optional: bool = False,
    ) -> Decision:
        """Open a decision; `default` gets the new decision id and builds the default action."""
        self.state.decision_seq += 1
        did = self.state.decision_seq
        d = Decision(
            id=did,
            seat=seat,
            kind=kind,
            source_card=source_card,
            timeout_s=timeout_s,
            default=json_form(default(did)),
            optional=optional,
        )
        self.state.decisions.append(d)
        return d

    def close_decision(self, decision_id: int) -> None:
        """Remove an answered (or obsolete) decision."""
        decisions = self.state.decisions
        for i, d in enumerate(decisions):
            if d.id == decision_id:
                del decisions[i]
                return


@dataclass(frozen=True)
class CardFace:
    """One card face (or token) a game shows, described in plain data for the card art
    (`bot/art/cards.py` draws it; engines draw nothing). Built from the game's catalog, so a card
    added to `data/` gets a face without touching the art."""

    id: str
    """Stable face id, unique in the game (a file name and an emoji name: `[a-z0-9_]`)."""
    name: str
    """The title printed on the face."""
    kind: str
    """Layout family: card, character, role, creature, sequence, tune, riff, sound, token or back."""
    colour: str
    """Palette key from the data: a border, gang flag, tune-set or token colour, a role."""
    icon: str
    """What the icon shows (a card kind, a creature, a sound, a flag): the art maps it to shapes."""
    text: str = ""
    """The effect in a few words (the players' own wording)."""
    rank: str = ""
    """Rank or value in the corner ("A", "10", "7"); score or life for some kinds."""
    suit: str = ""
    """hearts, diamonds, clubs or spades (BANG! cards); "" otherwise."""
    badge: str = ""
    """A short extra mark: a weapon's range, an upgrade's cost, a triplet, "⚡ reaction"."""
    cards: tuple[str, ...] = ()
    """The card ids (engine ids) that show this face; () for faces that are not cards."""


@dataclass(frozen=True)
class GameModule:
    """Everything the bot, the terminal and the simulator need to know about one game.

    Each `engines/<game>/__init__.py` exposes one as `GAME`.
    """

    engine: type[Engine[Any]]
    choose_ai_action: Callable[[Engine[Any], Seat, random.Random], Action | None]
    """The AI: given the engine (it must read only `view_for(seat)` and `legal_actions(seat)`),
    its seat and its own RNG, pick an action (None = wait, for real-time games)."""
    render_perspective: Callable[[Any], str]
    """Plain-text table for the terminal, from a Perspective."""
    render_event: Callable[[Event, Seat | None], str | None]
    """One plain-text line for an event as `viewer` sees it (None = nothing to show)."""
    describe_action: Callable[[Action, Any], str]
    """Short text for an action, given the actor's Perspective (terminal menus, logs)."""
    autoplay: Callable[..., Any] | None = None
    """Optional game-specific self-play loop (real-time games); see engines.common.runner."""
    stats: Callable[[Engine[Any]], dict[str, Any]] | None = None
    """Optional per-game outcome statistics for `simulate` (e.g. wins by role)."""
    terminal: Callable[..., Any] | None = None
    """Optional game-specific terminal loop for `python -m bot play` (real-time games)."""
    card_faces: Callable[[], tuple[CardFace, ...]] | None = None
    """Every card face the game shows, for the card art (`bot/art/cards.py`)."""
    test_setups: tuple[tuple[int, dict[str, Any]], ...] = ()
    """(seats, options) pairs the contract suite samples; default: every seat count, default options."""
    table_card: Callable[[str], tuple[str, str, str]] | None = None
    """The public face of a card (or character) id for the table image (`bot/art/table.py`):
    (name, corner mark such as "A♠" or "", colour key such as a border or a tune set)."""

    def setups(self) -> list[tuple[int, dict[str, Any]]]:
        """The (seats, options) pairs to test with."""
        if self.test_setups:
            return list(self.test_setups)
        return [(n, {}) for n in range(self.engine.min_seats, self.engine.max_seats + 1)]


_SCALARS = (str, int, bool, type(None))


def json_form(action: Action) -> dict[str, Any]:
    """`action.model_dump(mode="json")`; a flat action (only str, int, bool and None fields, as
    most are) is copied from its fields, in the same order, without going through pydantic."""
    fields = action.__dict__
    if all(type(v) in _SCALARS for v in fields.values()):
        return dict(fields)
    return action.model_dump(mode="json")


def contains_action(actions: Sequence[Action], action: Action) -> bool:
    """`action in actions`, without pydantic's generic `__eq__` (same class and same fields).

    Engine models have no private attributes and forbid extra fields, so this is equality. The
    usual answer is the very object `legal_actions` handed out: one pass compares identities
    only, before any fields are compared (an action rebuilt from a button or a stored log).
    """
    for a in actions:
        if a is action:
            return True
    kind, fields = type(action), action.__dict__
    for a in actions:  # noqa: SIM110 (a loop: 3x cheaper than any() over a generator)
        if type(a) is kind and a.__dict__ == fields:
            return True
    return False


def visible_events(events: Iterable[Event], viewer: Seat | None) -> list[Event]:
    """The events `viewer` may see."""
    return [e for e in events if e.audience.sees(viewer)]


def contains_any_id(blob: str, ids: Sequence[str] | set[str]) -> set[str]:
    """Which of `ids` occur as whole JSON strings in `blob` (used by leak checks)."""
    return {i for i in ids if json.dumps(i) in blob}
