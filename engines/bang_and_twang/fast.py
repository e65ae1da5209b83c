"""Validation-free builders of this game's own models, for the hot path of the turn machine.

A pydantic `__init__` validates every field (a couple of µs); the engine builds about ten actions,
events and decisions per decision taken, always from values it made itself, so validation never
finds anything. The builders here assemble the very instance validation would produce — the same
`__dict__` (every field, in declaration order, defaults filled in), the same `model_fields_set`
(the keyword arguments the validated call passes) and no extra or private attributes — the way
`BaseModel.model_construct` does, without its generic per-field loop: `maker` writes, once per
builder at import, a small function with the fields spelled out (engines/common/fast.py, shared
with the other engines).

Each builder stands for one validated call of the rules (named in its docstring); the tests in
tests/engines/bang_and_twang/test_fast.py check builder by builder that the instance equals the
validated one, fields-set and field order included. The caller's duty: values of the declared
types (nothing is coerced), and lists that are not mutated afterwards (validation would have
copied them; here the list handed in is the one kept).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from engines.bang_and_twang.actions import (
    BankCard,
    ChooseSeat,
    Done,
    FlipRiff,
    GiveCard,
    MoveRiff,
    NameTriplet,
    Pass,
    PlayTune,
    React,
    RestackPick,
    RotateRiff,
    SetRiff,
    TakeBankCard,
)
from engines.bang_and_twang.events import (
    CardBanked,
    CardsDrawn,
    CardsDrawnPrivate,
    ReactionWindowOpened,
    RiffChanged,
    TunePlayed,
    TurnStarted,
)
from engines.bang_and_twang.riff import moved
from engines.bang_and_twang.state import TuneCtx, TurnCtx
from engines.base import Action, Audience, Decision
from engines.common.fast import SLOTS, maker

# ---- actions: `Kind(decision_id=did, ...)` as engine.py lists them ------------------------------------
bank_card: Callable[[int, str], BankCard] = maker(BankCard, "decision_id", "card")
flip_riff: Callable[[int, int], FlipRiff] = maker(FlipRiff, "decision_id", "slot")
move_riff: Callable[[int, int, int], MoveRiff] = maker(MoveRiff, "decision_id", "src", "dst")
rotate_riff: Callable[[int, str], RotateRiff] = maker(RotateRiff, "decision_id", "side")
set_riff: Callable[[int, str], SetRiff] = maker(SetRiff, "decision_id", "triplet")
play_tune: Callable[[int, str], PlayTune] = maker(PlayTune, "decision_id", "card")
done: Callable[[int], Done] = maker(Done, "decision_id")
choose_seat: Callable[[int, int], ChooseSeat] = maker(ChooseSeat, "decision_id", "seat")
take_bank_card: Callable[[int, int], TakeBankCard] = maker(TakeBankCard, "decision_id", "depth")
name_triplet: Callable[[int, str], NameTriplet] = maker(NameTriplet, "decision_id", "triplet")
give_card: Callable[[int, str], GiveCard] = maker(GiveCard, "decision_id", "card")
restack_pick: Callable[[int, int], RestackPick] = maker(RestackPick, "decision_id", "position")
react: Callable[[int, str], React] = maker(React, "decision_id", "card")
react_target: Callable[[int, str, int], React] = maker(React, "decision_id", "card", "target")
"""Heckle: `React(decision_id=..., card=..., target=...)`."""
react_bank: Callable[[int, str, str], React] = maker(React, "decision_id", "card", "bank")
"""Quick Ears: `React(decision_id=..., card=..., bank=...)`."""
pass_: Callable[[int], Pass] = maker(Pass, "decision_id")

_new, _set_dict, _set_fields_set, _set_extra, _set_private = (
    SLOTS[k] for k in ("_new", "_set_dict", "_set_fields_set", "_set_extra", "_set_private")
)


def riff_answers(did: int, moves: tuple[tuple[int, int], ...]) -> tuple[Action, ...]:
    """`flip_riff(did, 1), flip_riff(did, 2), flip_riff(did, 3)` then `move_riff(did, src, dst)`
    for each of `moves`: the riff changes every take_action lists, built in one loop (the same
    instances as those builders make, without a call per action)."""
    out: list[Action] = []
    for slot in (1, 2, 3):
        m = _new(FlipRiff)
        _set_dict(m, {"kind": "flip_riff", "decision_id": did, "slot": slot})
        _set_fields_set(m, {"decision_id", "slot"})
        _set_extra(m, None)
        _set_private(m, None)
        out.append(m)
    for src, dst in moves:
        m = _new(MoveRiff)
        _set_dict(m, {"kind": "move_riff", "decision_id": did, "src": src, "dst": dst})
        _set_fields_set(m, {"decision_id", "src", "dst"})
        _set_extra(m, None)
        _set_private(m, None)
        out.append(m)
    return tuple(out)


# ---- shared answers ------------------------------------------------------------------------------------
# An answer is the same model every time for its decision id and content, and a game's ids run
# 1, 2, ... (every game asks the same few hundred), so the frequent answers are made once and
# handed out to every game that lists them: a lookup costs a fraction of a build. Every action of
# this game is frozen (actions.FROZEN), so a shared one cannot be changed by whoever holds it.
SHARED_LIMIT = 50_000
"""Entries a table keeps at most (a few thousand in practice: ids of a long game x cards or
riffs); past it, a key it does not hold gets a fresh instance per use (the same model)."""


class SharedAnswers(dict[Any, Any]):
    """Key -> the value `make(*key)` (or `make(key)` for a scalar key) made on first use, kept
    while the table holds fewer than `SHARED_LIMIT` entries."""

    def __init__(self, make: Callable[..., Any], star: bool = True) -> None:
        super().__init__()
        self.make = make
        self.star = star

    def __missing__(self, key: Any) -> Any:
        got = self.make(*key) if self.star else self.make(key)
        if len(self) < SHARED_LIMIT:
            self[key] = got
        return got


CHANGES: dict[tuple[int, str], tuple[Action, ...]] = SharedAnswers(
    lambda did, riff: riff_answers(did, changing_moves(riff))
)
"""(did, riff) -> take_action's riff changes for that riff: its 3 flips, then every move that
changes it (`riff_answers`). Do not mutate (a tuple)."""
BANK: dict[tuple[int, str], BankCard] = SharedAnswers(bank_card)
"""(did, card) -> `bank_card(did, card)`."""
PLAY: dict[tuple[int, str], PlayTune] = SharedAnswers(play_tune)
"""(did, card) -> `play_tune(did, card)`."""
DONE: dict[int, Done] = SharedAnswers(done, star=False)
"""did -> `done(did)`."""
PASS: dict[int, Pass] = SharedAnswers(pass_, star=False)
"""did -> `pass_(did)`."""


@cache
def changing_moves(riff: str) -> tuple[tuple[int, int], ...]:
    """(src, dst) of every move that changes `riff`, in slot order (a pure function of the riff)."""
    return tuple((a, b) for a in (1, 2, 3) for b in (1, 2, 3) if a != b and moved(riff, a, b) != riff)


# ---- decisions and state pieces --------------------------------------------------------------------------
decision: Callable[[int, int, str, str | None, int, dict[str, Any], bool], Decision] = maker(
    Decision, "id", "seat", "kind", "source_card", "timeout_s", "default", "optional"
)
"""A Decision as `Engine.open_decision` builds it (every field passed; `default` a fresh dict)."""
turn_ctx: Callable[[int, str], TurnCtx] = maker(TurnCtx, "seat", "kind")
"""`TurnCtx(seat=seat, kind=kind)`: a turn at its beginning."""
tune_ctx: Callable[[str, int, list[Any]], TuneCtx] = maker(TuneCtx, "card", "seat", "steps")
"""`TuneCtx(card=card, seat=seat, steps=steps)`: a tune card about to resolve (a fresh list of Steps)."""

# ---- events ---------------------------------------------------------------------------------------------------
# The frozen events (events.FROZEN) of the turn machine are shared: one instance per distinct
# content, made on first use (a few hundred at most: seats x riffs x slots, seats x cards).
turn_started: Callable[[int, str], TurnStarted] = cache(maker(TurnStarted, "seat", "turn_kind"))
_cards_drawn = maker(CardsDrawn, "seat", "count", "audience")


@cache
def cards_drawn(seat: int, count: int) -> CardsDrawn:
    """`CardsDrawn(seat=seat, count=count, audience=Audience.all_but(seat))`, the public half of a
    draw (shared; keyed on the two numbers, as hashing a frozen model is slow)."""
    return _cards_drawn(seat, count, Audience.all_but(seat))


riff_changed: Callable[..., RiffChanged] = cache(
    maker(RiffChanged, "seat", "change", "slot", "to_slot", "riff")
)
card_banked: Callable[..., CardBanked] = cache(
    maker(CardBanked, "seat", "card", "name", "triplet", "points", "how")
)
cards_drawn_private: Callable[..., CardsDrawnPrivate] = maker(CardsDrawnPrivate, "seat", "cards", "audience")
tune_played: Callable[[int, str, str, bool], TunePlayed] = maker(
    TunePlayed, "seat", "card", "name", "no_effect"
)
"""A tune card shown from a hand on its owner's turn (§3.2 D; `no_effect` for a reaction card, R20)."""
reaction_window_opened: Callable[[str, list[int]], ReactionWindowOpened] = maker(
    ReactionWindowOpened, "window", "seats"
)
