"""BANG!'s handler registry: the task, option, default and answer tables that the turn flow
(flow.py), the card effects (effects.py) and A&D (armed.py) register into, and the constants and
small helpers they and the engine (engine.py) share (bang.md §1, §3, §4)."""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import TYPE_CHECKING, Any

from engines.bang import catalog as cat
from engines.bang import events as ev
from engines.bang.actions import (
    PlayCard,
    Respond,
    UseAbility,
)
from engines.bang.state import (
    Task,
)
from engines.base import Action, Audience, Seat

if TYPE_CHECKING:
    from engines.bang.engine import BangEngine

# 3-player variant targets (bang.md §1.3.3): who must kill whom.
THREE_PLAYER_TARGET = {"deputy": "renegade", "renegade": "outlaw", "outlaw": "deputy"}
REWARD_CARDS = 3
DYNAMITE_DAMAGE = 3
BOMB_DAMAGE = 2
TOKEN_TOTAL = 32
TOKEN_MAX = 4
TOKENS_ON_PLAY = 3
TOKEN_CENSUS_KEY = "load_token"
"""Pseudo-id counting supply + all tokens in the census (the §2.2 invariant: always 32)."""
CHARACTER_SLOT = "character"
CRATE_COST = 2
DUCK_UPGRADE_COST = 2
BLUE_SELF_EFFECTS = frozenset({"barrel", "mustang", "scope", "dynamite", "weapon", "weapon_unlimited_bang"})
STALEMATE_SIDE = "draw"
"""The `winning_side` of a game ended by H1 (house_rulings.yaml): nobody won."""
POSITION_IGNORES: dict[str, Any] = {
    "turn": 0,
    "turns_played": 0,
    "decision_seq": 0,
    "decisions": (),
    "hostility": (),
    "ad_counts": {},
    "check_card": None,
}
"""State fields that do not change what can happen next (each with the blank value a position
holds instead): counters, the AI's table memory, A&D statistics, and the last "draw!" result (every
check resets it before it reads it). Two positions equal in everything else play out the same (H1
stalemate)."""


def check_success(purpose: str, card_id: str) -> bool:
    """Whether a "draw!" card succeeds for `purpose` (bang.md §1.11)."""
    c = cat.facts(card_id)
    if purpose in ("barrel", "jourdonnais", "jail"):
        return c.suit == "hearts"
    if purpose == "dynamite":
        # Success = no explosion: anything but a ♠ 2–9.
        return not (c.suit == "spades" and 2 <= c.rank_value <= 9)
    if purpose in ("bomb", "julie"):
        # Bomb: ♥/♦ = pass it (§2.6); Julie Cutter: ♥/♦ = she shoots back (§2.9).
        return c.red
    raise ValueError(purpose)


PLAYS: dict[Any, PlayCard] = {}
"""`BangEngine.plays`: every PlayCard listed as an answer, by the fields it was built from (a
card id alone, or a tuple starting with it); shared by every engine of the process."""
PLAYS_MAX = 50_000
"""`PLAYS` starts afresh beyond this many plays (a bound on memory; tens of thousands of
(card, target, in-play card) combinations are possible, a game meets a few hundred)."""


def _only(seat: Seat) -> Audience:
    return Audience.seat(seat)


def _all_but(seat: Seat) -> Audience:
    return Audience.all_but(seat)


class _Late:
    """Functions of effects.py and armed.py that this module calls. Those modules import this
    one, so they register their functions here when they are imported (engines/bang/__init__
    imports both) instead of being imported again on every call of a hot path."""

    play_options: Callable[[BangEngine, Seat, int], list[Action]]
    play_card: Callable[[BangEngine, Seat, PlayCard], None]
    ability_options: Callable[[BangEngine, Seat, int], list[Action]]
    use_ability: Callable[[BangEngine, Seat, UseAbility], None]
    release_flintlock: Callable[[BangEngine, Task], None]
    shot_cancelled: Callable[[BangEngine, Task], None]
    shot_hit: Callable[[BangEngine, Task], None]
    duck_with_upgrade: Callable[[BangEngine, Seat, str], None]
    abigail_applies: Callable[[BangEngine, Seat, PlayCard, str], bool]
    pay_named_costs: Callable[[BangEngine, Seat, PlayCard], None]
    ad_bang_targets: Callable[[BangEngine, Seat, str], list[Action]]
    after_blue_or_orange: Callable[[BangEngine, Seat, str], None]


LATE = _Late()


# ---------------------------------------------------------------------- task, option, default and answer tables
TaskFn = Callable[["BangEngine", Task], None]
OptionsFn = Callable[["BangEngine", Task, Seat, int], list[Action]]
DefaultFn = Callable[["BangEngine", Task, Seat, int, list[Action]], Action]
AnswerFn = Callable[["BangEngine", Task, Action], None]

TASKS: dict[str, TaskFn] = {}
OPTIONS: dict[str, OptionsFn] = {}
DEFAULTS: dict[str, DefaultFn] = {}
ANSWERS: dict[str, AnswerFn] = {}


def task(kind: str) -> Callable[[TaskFn], TaskFn]:
    """Register the runner of a task kind."""

    def deco(fn: TaskFn) -> TaskFn:
        TASKS[kind] = fn
        return fn

    return deco


def decision(kind: str, options: OptionsFn, default: DefaultFn) -> Callable[[AnswerFn], AnswerFn]:
    """Register a decision kind: its options, its default and the handler of its answer."""

    def deco(fn: AnswerFn) -> AnswerFn:
        OPTIONS[kind] = options
        DEFAULTS[kind] = default
        ANSWERS[kind] = fn
        return fn

    return deco


def _first_pass(e: BangEngine, t: Task, seat: Seat, did: int, opts: list[Action]) -> Action:
    return pass_answer(did, opts)


def pass_answer(did: int, opts: list[Action]) -> Action:
    """`Respond(decision_id=did, card=None)` (take it, do nothing): the answer listed last when
    it is that one, as the windows list it, instead of building an equal one (a default is only
    read: its JSON form is stored, or it is applied when it is the only answer)."""
    last = opts[-1] if opts else None
    if (
        type(last) is Respond
        and last.card is None
        and last.decision_id == did
        and not last.upgrades
        and not last.also
    ):
        return last
    return Respond(decision_id=did, card=None)


def sid_options(e: BangEngine, seat: Seat, did: int) -> list[Action]:
    """Sid Ketchum: discard any 2 hand cards to regain 1 LP (§1.15, U21)."""
    p = e.state.players[seat]
    if p.character != "sid_ketchum" or len(p.hand) < 2 or p.life >= p.max_life:
        return []
    return [
        UseAbility(decision_id=did, ability="sid_ketchum", cards=[a, b]) for a, b in combinations(p.hand, 2)
    ]


def use_sid(e: BangEngine, seat: Seat, cards: list[str]) -> None:
    """Discard two cards, regain 1 LP (works with 2 players alive: not a Beer)."""
    e._emit(ev.AbilityUsed(seat=seat, ability="sid_ketchum", cards=list(cards)))
    for c in cards:
        e.discard_from_hand(seat, c, "sid_ketchum")
    e.heal(seat, 1, "sid_ketchum")
