"""Scenario builders for Bang & Twang rule tests: a position with chosen hands, banks and piles."""

from __future__ import annotations

from typing import Any

from engines.bang_and_twang.catalog import load_catalog
from engines.bang_and_twang.engine import BangAndTwangEngine
from engines.bang_and_twang.state import BangAndTwangOptions, BangAndTwangState, TurnCtx
from engines.base import Action, Event

CAT = load_catalog()


def build(
    seats: int = 2,
    *,
    hands: list[list[str]] | None = None,
    banks: list[list[str]] | None = None,
    draw: list[str] | None = None,
    riff: str = "BBB",
    active: int = 0,
    kind: str = "regular",
    deck_tunes: list[str] | None = None,
    discard: list[str] | None = None,
    options: dict[str, Any] | None = None,
    start: bool = True,
    **state: Any,
) -> BangAndTwangEngine:
    """A game with the given zones; `draw` is listed top card FIRST; banks bottom first.

    `start` runs the position (`from_position`): `active`'s turn of `kind` begins.

    Every card not placed goes to the box, so the census is always the full 64 cards.
    `deck_tunes` defaults to the tune cards placed anywhere (R14 looks at it).
    """
    s = BangAndTwangState(seats=seats, seed=1, options=BangAndTwangOptions(**(options or {})))
    s.hands = [list(h) for h in (hands or [[] for _ in range(seats)])]
    s.banks = [list(b) for b in (banks or [[] for _ in range(seats)])]
    s.draw = list(reversed(draw or []))
    s.discard = list(discard or [])
    s.riff = riff
    s.orchestra = [[] for _ in range(seats)]
    s.refresh_to = [2] * seats
    s.pending_extra = [0] * seats
    s.pending_skips = [0] * seats
    for k, v in state.items():
        setattr(s, k, v)
    placed = [*s.draw, *s.discard, *(c for h in s.hands for c in h), *(c for b in s.banks for c in b)]
    placed += [c for o in s.orchestra for c in o]
    s.deck_tunes = list(deck_tunes) if deck_tunes is not None else [c for c in placed if c in CAT.tunes]
    s.box = [c for c in CAT.all_ids() if c not in placed]
    if not start:
        return BangAndTwangEngine(s)
    if kind == "regular":
        s.first_seat = active
    else:
        s.current, s.turn = TurnCtx(seat=active, kind=kind), 1  # type: ignore[arg-type]
    return BangAndTwangEngine.from_position(s)


def decision_of(eng: BangAndTwangEngine, seat: int):
    """The open decision of `seat` (asserts there is one)."""
    ds = [d for d in eng.state.decisions if d.seat == seat]
    assert ds, f"seat {seat} has no open decision; open: {[(d.seat, d.kind) for d in eng.state.decisions]}"
    return ds[0]


def kind_of(eng: BangAndTwangEngine, seat: int) -> str | None:
    """The kind of `seat`'s open decision, or None."""
    ds = [d for d in eng.state.decisions if d.seat == seat]
    return ds[0].kind if ds else None


def answer(eng: BangAndTwangEngine, who: int, cls: type[Action], **fields: Any) -> list[Event]:
    """Answer `who`'s open decision with `cls(**fields)` through the public apply()."""
    d = decision_of(eng, who)
    return eng.apply(who, cls(decision_id=d.id, **fields))


def legal_kinds(eng: BangAndTwangEngine, seat: int) -> set[str]:
    """The action kinds `seat` may take now."""
    return {a.kind for a in eng.legal_actions(seat)}


def score(eng: BangAndTwangEngine, seat: int) -> int:
    """Points in `seat`'s bank (§5)."""
    return sum(CAT.points(c) for c in eng.state.banks[seat])


def timeout(eng: BangAndTwangEngine, seat: int) -> list[Event]:
    """Let `seat`'s open decision time out (the system applies the default)."""
    d = decision_of(eng, seat)
    return eng.apply(None, eng.default_action(d))
