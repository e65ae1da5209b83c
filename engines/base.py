"""The engine contract shared by every game (docs/ARCHITECTURE.md C3–C7); pure rules, no I/O.

An engine wraps one state that is the whole truth of a game. Every type of an engine (its state,
options, actions, events, decisions and perspectives) is declared once, as a `Model`: a
`msgspec.Struct`, read as fast as a plain slotted object and built faster, and turned into JSON and
back (with validation) by `msgspec` at the storage boundary (`Engine.dump`, `Engine.load`,
`Engine.parse_action`). Actions and events are tagged unions on `kind`.

The framework here does the generic checks once (finished game, unknown seat, open decision, a
listed answer) and each game implements the hooks. Nothing in this package may import discord,
the bot or a cog, read the clock or use the global random module.
"""

from __future__ import annotations

import _random
import functools
import json
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from hashlib import sha512
from operator import attrgetter
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Self, TypeVar, Union

import msgspec
from msgspec import field

from engines.common.shuffle import shuffle

Seat = int
"""A 0-based table position. Discord ids never enter an engine."""

SYSTEM: None = None
"""The seat value used for actions applied by the system (timeouts, deadlines)."""


class Model(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """Base of every engine type: a `msgspec.Struct`; unknown fields are errors when data is
    decoded, and so are ad-hoc attributes (no `__dict__`).

    Every subclass with fields says `kw_only=True` too (`class Zone(Model, kw_only=True)`; msgspec
    applies it to a class's own fields only): fields with and without defaults may then come in any
    order, and they stay in declaration order, the base's first (tests/test_architecture.py checks).
    A list or dict field's default is `field(default_factory=list)`. Decoding (`from_json`,
    `from_data`) validates types; building one in code (`Zone(hand=[...])`) does not.
    """


class Audience(Model, frozen=True, kw_only=True):
    """Who may see an event: `only` these seats (None = everyone) minus `hide_from`.

    Frozen, so one instance is shared by every event with the same audience (`seat`, `all_but`
    and `everyone` hand out cached instances).
    """

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


PUBLIC = Audience()
_ONLY: dict[Seat, Audience] = {}
_ALL_BUT: dict[Seat, Audience] = {}


class _Tag:
    """`kind` of a tagged class: its tag (`class Bang(Event, tag="bang", kw_only=True)`), read from
    msgspec's config on first use and then kept as a plain class attribute. Each class gets its own
    (`_Tagged.__init_subclass__`), so a class never reads a parent's tag."""

    def __get__(self, obj: object, cls: type[msgspec.Struct]) -> str:
        tag = cls.__struct_config__.tag
        cls.kind = tag  # type: ignore[attr-defined]
        return tag  # type: ignore[return-value]


class _Tagged(Model, kw_only=True):
    """What actions and events share: a `kind` that is their tag."""

    kind: ClassVar[str] = _Tag()  # type: ignore[assignment]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.kind = _Tag()  # type: ignore[assignment]


class Action(_Tagged, tag_field="kind", kw_only=True):
    """Base of every action, a tagged union on `kind`:
    `class PlayCard(Action, tag="play_card", kw_only=True)`.

    `kind` is the tag (a class attribute, not a field); it comes first in the JSON form."""


class Event(_Tagged, tag_field="kind", kw_only=True):
    """Base of every event: past tense, with an audience; tagged like actions
    (`class CardPlayed(Event, tag="card_played", kw_only=True)`)."""

    audience: Audience = PUBLIC
    """A shared frozen instance (`Audience.seat`, `all_but`, `everyone`)."""


class Decision(Model, kw_only=True):
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


class Result(Model, kw_only=True):
    """The outcome of a finished game."""

    winners: list[Seat]
    scores: list[float] = field(default_factory=list)
    """Per seat, in seat order; what a "score" is depends on the game."""
    summary: str = ""
    """One public line, e.g. "The ghost wins with 19 cards"."""


M = TypeVar("M", bound=Model)


class GameState(Model, kw_only=True):
    """Fields every game state carries. Games subclass it and add their own."""

    seats: int
    seed: int
    rng_draws: int = 0
    turn: int = 0
    """Bumps when a new turn/round starts; `t<turn>` tokens in custom_ids refer to it."""
    decision_seq: int = 0
    decisions: list[Decision] = field(default_factory=list)
    result: Result | None = None


def to_json(value: Model) -> str:
    """The JSON text of an engine value (fields in declaration order, a tagged one's `kind` first)."""
    return _ENCODER.encode(value).decode()


def to_data(value: Any) -> Any:
    """An engine value as plain JSON data (dicts, lists, str, int, float, bool, None)."""
    return msgspec.to_builtins(value)


def from_json(kind: Any, text: str | bytes) -> Any:
    """Decode and validate JSON text as `kind` (a Model class or a union of them); a bad text
    raises `msgspec.ValidationError` (a ValueError)."""
    return _decoder(kind).decode(text)


def from_data(kind: Any, data: Any) -> Any:
    """Validate plain data (what `to_data` gives, or a JSON dict) as `kind`."""
    return msgspec.convert(data, kind)


def clone(value: M) -> M:
    """A deep copy of an engine value (a state, say), sharing nothing mutable with it."""
    return _decoder(type(value)).decode(_ENCODER.encode(value))


replace = msgspec.structs.replace
"""`replace(value, **changes)`: a shallow copy of a Model with some fields changed."""

_ENCODER = msgspec.json.Encoder()


@functools.cache
def _decoder(kind: Any) -> msgspec.json.Decoder[Any]:
    """The JSON decoder of one type, made once."""
    return msgspec.json.Decoder(kind)


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

    Subclasses set the class variables and implement `_new_state`, `_settle`, `view_for`,
    `census` and `secret_ids`, and the decision hooks below.

    **Answering a decision** (docs/ARCHITECTURE.md C5) goes one way for every game: `apply` finds
    the decision the seat may answer now (`answerable`, by default the seat's oldest open one),
    checks the action is one of its answers (`accepts`: by default, listed by `answers`), closes
    the decision and hands it with the action to the game's `_answer`. A timeout (the system
    applying a decision's default) takes the same road. `answers(decision)` lists every legal
    answer; the engine remembers them for the position (`answers_to`), and the memo empties itself
    at every `apply`. A game may put the answers it already listed while opening a decision in the
    memo (`remember_answers`).

    Actions that answer no decision (a real-time game's calls and slaps) are listed by
    `_legal_actions`, checked by `_is_legal` and applied by `_apply`; actions only the system may
    apply (a clock tick) by `system_actions`.

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

    A state edited by hand while an engine holds it goes through `from_position` again (the one
    public way to start from a built position): an engine remembers things of the position it
    holds (its answers, its views), and a fresh engine remembers nothing.
    """

    name: ClassVar[str]
    title: ClassVar[str]
    rules_version: ClassVar[int] = 1
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    state_model: ClassVar[type[GameState]]
    options_model: ClassVar[type[Model]]
    action_types: ClassVar[tuple[type[Action], ...]]
    """Every Action class of the game (a tagged union on `kind`)."""
    max_steps: ClassVar[int] = 20_000
    """A bound no legal game reaches; the contract suite fails a game that does."""

    def __init__(self, state: S) -> None:
        self.state: S = state
        self.start_events: list[Event] = []
        """The events of `from_position`'s start (empty for `new` and `load`)."""
        self._views: dict[Seat | None, Model] = {}
        """`perspective`'s memo: the views drawn of the current position (emptied by `apply`)."""
        self._answers: dict[int, list[Action]] = {}
        """`answers_to`'s memo: the answers of each open decision, by id (emptied by `apply`)."""

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
        """Validate options (a Model, a dict or None for the defaults); bad options raise
        `msgspec.ValidationError` (a ValueError)."""
        if options is None:
            return cls.options_model()
        if isinstance(options, cls.options_model):
            return options
        if isinstance(options, msgspec.Struct):
            options = to_data(options)
        return from_data(cls.options_model, options)

    @classmethod
    def check_options(cls, seats: int, options: Model) -> None:
        """Raise RuleViolation when the options do not fit this number of seats."""

    @classmethod
    def _new_state(cls, seats: int, seed: int, options: Any) -> S:
        raise NotImplementedError

    @classmethod
    def load(cls, state: S | str | bytes | dict[str, Any]) -> Self:
        """Rebuild an engine from a stored state (the state itself, JSON text or a dict),
        validated against `state_model`."""
        if isinstance(state, (str, bytes)):
            return cls(from_json(cls.state_model, state))
        if isinstance(state, dict):
            return cls(from_data(cls.state_model, state))
        return cls(state)

    @classmethod
    def from_position(cls, state: S | str | dict[str, Any]) -> Self:
        """Start from a built position: run it until it waits for a decision (see the class doc).

        The state (a Model, JSON text or a dict) is taken as it is, not re-dealt; the events of
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
        return _ENCODER.encode(self.state).decode()

    @classmethod
    def parse_action(cls, data: dict[str, Any] | str | bytes) -> Action:
        """Parse an action from its JSON form; unknown kinds raise RuleViolation("forged_action")."""
        kind = _action_union(cls.action_types)
        try:
            if isinstance(data, (str, bytes)):
                return from_json(kind, data)  # type: ignore[no-any-return]
            return from_data(kind, data)  # type: ignore[no-any-return]
        except (ValueError, TypeError) as exc:
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
        """Every action `seat` may take now; [] if it cannot act: the answers of the decision it
        may answer now (`answerable`), or else the game's other actions (`_legal_actions`)."""
        st = self.state
        if st.result is not None or not 0 <= seat < st.seats:
            return []
        d = self.answerable(seat)
        if d is None:
            return self._legal_actions(seat)
        got = self._answers.get(d.id)
        if got is None:
            got = self._answers[d.id] = self.answers(d)
        return list(got)

    def to_act(self) -> list[Seat]:
        """Seats that have at least one legal action now, in seat order.

        Games may override it with a cheaper equivalent (e.g. the seats with a decision open);
        the contract suite checks that it always equals this definition.
        """
        return [s for s in range(self.state.seats) if self.legal_actions(s)]

    def default_action(self, decision: Decision) -> Action:
        """The typed default of a decision."""
        return self.parse_action(decision.default)

    # ---- answering a decision (the one way, see the class doc) ------------------------------
    def answerable(self, seat: Seat) -> Decision | None:
        """The open decision `seat` may answer now (None: none). By default its oldest open one;
        a game where only the newest question may be answered says so here."""
        for d in self.state.decisions:
            if d.seat == seat:
                return d
        return None

    def answers(self, decision: Decision) -> list[Action]:
        """Every legal answer to the open `decision` (a game hook; read through `answers_to`)."""
        raise NotImplementedError

    def answers_to(self, decision: Decision) -> list[Action]:
        """The answers of an open decision, listed once per position (the memo's own list: read it,
        never change it)."""
        got = self._answers.get(decision.id)
        if got is None:
            got = self._answers[decision.id] = self.answers(decision)
        return got

    def remember_answers(self, decision: Decision, answers: list[Action]) -> None:
        """Put the answers a game listed while opening `decision` in the memo, so they are not
        listed again (they must be what `answers(decision)` gives)."""
        self._answers[decision.id] = answers

    def accepts(self, decision: Decision, action: Action) -> bool:
        """Whether `action` answers the open `decision`: by default, it is one of its answers. A game
        whose answers cannot all be listed (a choice of several cards) decides here."""
        return action in self.answers_to(decision)

    def _answer(self, seat: Seat, decision: Decision, action: Action) -> list[Event]:
        """Apply `action`, the answer of `seat` to `decision` (already closed): a game hook."""
        raise NotImplementedError

    # ---- the one mutating entry point -----------------------------------------------------
    def apply(self, seat: Seat | None, action: Action) -> list[Event]:
        """Validate, then mutate. A rejected action leaves the state byte-identical.

        `seat` None is the system: it may apply the default of an open decision (a timeout) or
        an action the game allows the system (`system_actions`).
        """
        self._views.clear()
        st = self.state
        if st.result is not None:
            raise RuleViolation("game_over")
        decision_id = getattr(action, "decision_id", None)
        if seat is None:
            if decision_id is None:
                if not self._system_legal(action):
                    raise RuleViolation("not_allowed")
                self._answers.clear()
                return self._apply(None, action)
            d = self.decision(decision_id)
            if d is None:
                raise RuleViolation("decision_closed")
            if self.parse_action(d.default) != action:
                raise RuleViolation("not_the_default")
            return self._close_and_answer(d.seat, d, action)
        if not 0 <= seat < st.seats:
            raise RuleViolation("unknown_seat")
        if decision_id is not None:
            d = self.decision(decision_id)
            if d is None:
                raise RuleViolation("decision_closed")
            if d.seat != seat:
                raise RuleViolation("not_your_decision")
        d = self.answerable(seat)
        if d is not None and self.accepts(d, action):
            return self._close_and_answer(seat, d, action)
        if self._is_legal(seat, action):
            self._answers.clear()
            return self._apply(seat, action)
        raise RuleViolation(self._illegal_code(seat, action))

    def _close_and_answer(self, seat: Seat, decision: Decision, action: Action) -> list[Event]:
        """Close `decision` (it leaves the open ones), forget the position's answers, answer it."""
        decisions = self.state.decisions
        for i, d in enumerate(decisions):
            if d is decision:
                del decisions[i]
                break
        self._answers.clear()
        return self._answer(seat, decision, action)

    def _is_legal(self, seat: Seat, action: Action) -> bool:
        """Whether an action that answers no decision is legal for `seat` now (by default: one of
        `_legal_actions`)."""
        return action in self._legal_actions(seat)

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
        """The actions `seat` may take that answer no decision (a real-time game's): none by default."""
        return []

    def _apply(self, seat: Seat | None, action: Action) -> list[Event]:
        """Apply an action that answers no decision (checked by `_is_legal` or `system_actions`)."""
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
    hard_ai: Callable[..., Action | None] | None = None
    """The *hard* AI (issue 36): `hard_ai(engine, seat, rng, budget=None)`, a search over what
    `seat` may know (`engines.common.search`; `budget` an `engines.common.search.Budget`, None for
    the game's default). None: the game's hard seats play `choose_ai_action`."""
    easy_ai: Callable[[Engine[Any], Seat, random.Random], Action | None] | None = None
    """The *easy* AI, when a game words its own (a reflex game reacts slower); None: the generic
    one of `engines.common.strength` (the heuristic with some mistakes)."""
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


def json_form(action: Action) -> dict[str, Any]:
    """The action as plain JSON data (a decision's `default`): its `kind` first, then its fields."""
    return msgspec.to_builtins(action)  # type: ignore[no-any-return]


def contains_action(actions: Sequence[Action], action: Action) -> bool:
    """`action in actions`: the same object, or one of the same class with equal fields."""
    return action in actions


@functools.cache
def _action_union(types: tuple[type[Action], ...]) -> Any:
    """The tagged union of a game's Action classes, made once."""
    return Union[types]  # noqa: UP007 (a union built from a tuple of classes)


def visible_events(events: Iterable[Event], viewer: Seat | None) -> list[Event]:
    """The events `viewer` may see."""
    return [e for e in events if e.audience.sees(viewer)]


def contains_any_id(blob: str, ids: Sequence[str] | set[str]) -> set[str]:
    """Which of `ids` occur as whole JSON strings in `blob` (used by leak checks)."""
    return {i for i in ids if json.dumps(i) in blob}
