"""Scenario builders for Forest Gangs tests: set hands, decks and piles directly (docs/ARCHITECTURE.md C13.2).

Seat i owns the gang with flag FLAGS[i] (the ghost: FLAGS[seats]). Decks are given TOP FIRST.
Every card not placed anywhere goes to the box, so the census stays constant afterwards.
"""

from __future__ import annotations

from typing import Any

from engines.base import Event
from engines.forest_gangs.actions import ChooseCard, JoinDuel, Reveal, UseShapeshifter
from engines.forest_gangs.engine import ForestGangsEngine
from engines.forest_gangs.state import ForestGangsOptions, Zone

FLAGS = ["acorn", "mushroom", "feather", "moon", "leaf", "stone"]


def c(seat: int, value: int) -> str:
    """The id of the card of `value` from seat `seat`'s own gang (ghost: seat = seats)."""
    return f"fg_{FLAGS[seat]}_{value}"


def make(
    seats: int,
    *,
    hands: dict[int, list[str]] | None = None,
    decks: dict[int, list[str]] | None = None,
    discards: dict[int, list[str]] | None = None,
    loot: list[str] | None = None,
    options: dict[str, Any] | None = None,
    seed: int = 0,
    start: bool = True,
) -> ForestGangsEngine:
    """A game with exactly these piles; `start` runs it (`from_position`): the round-1 refill and
    everyone's choice."""
    opts = ForestGangsOptions(**(options or {}))
    ForestGangsEngine.check_options(seats, opts)
    state = ForestGangsEngine.build_state(seats, seed, opts)
    everything = [c for z in state.zones for c in z.deck] + state.box
    hands, decks, discards = hands or {}, decks or {}, discards or {}
    state.zones = [
        Zone(
            deck=list(reversed(decks.get(z, []))),
            hand=list(hands.get(z, [])),
            discard=list(discards.get(z, [])),
        )
        for z in range(len(state.zones))
    ]
    state.loot = list(loot or [])
    placed = [c for z in state.zones for c in (*z.deck, *z.hand, *z.discard)] + state.loot
    assert len(placed) == len(set(placed)), "a card is placed twice"
    state.box = [c for c in everything if c not in set(placed)]
    if start:
        return ForestGangsEngine.from_position(state)
    return ForestGangsEngine(state)


def decision_of(engine: ForestGangsEngine, seat: int):
    """The open decision of `seat` (or None)."""
    return next((d for d in engine.state.decisions if d.seat == seat), None)


def choose(engine: ForestGangsEngine, picks: dict[int, str | None]) -> list[Event]:
    """Every listed seat lays its card; returns all events."""
    events: list[Event] = []
    for seat, card in picks.items():
        d = decision_of(engine, seat)
        assert d is not None and d.kind == "choose_card", (seat, d)
        events += engine.apply(seat, ChooseCard(decision_id=d.id, card=card))
    return events


def answer(engine: ForestGangsEngine, seat: int, yes: bool = True) -> list[Event]:
    """Answer `seat`'s open ability/reveal decision (use / join / reveal)."""
    d = decision_of(engine, seat)
    assert d is not None, seat
    if d.kind == "use_shapeshifter":
        return engine.apply(seat, UseShapeshifter(decision_id=d.id, use=yes))
    if d.kind == "join_duel":
        return engine.apply(seat, JoinDuel(decision_id=d.id, join=yes))
    if d.kind == "reveal":
        return engine.apply(seat, Reveal(decision_id=d.id))
    raise AssertionError(d.kind)


def reveal_all(engine: ForestGangsEngine) -> list[Event]:
    """Kids 2: every open reveal decision is answered."""
    events: list[Event] = []
    for d in list(engine.state.decisions):
        events += engine.apply(d.seat, Reveal(decision_id=d.id))
    return events


def kinds(steps) -> list[str]:
    """The kinds of a list of combat steps."""
    return [s.kind for s in steps]


def combat(engine: ForestGangsEngine):
    """The log of the combat that just finished (or is running)."""
    st = engine.state
    if st.log and st.log[0].kind == "revealed":
        return st.log
    return st.last_log


def winner_step(engine: ForestGangsEngine):
    """The winner/no_winner step of the last combat."""
    return next(s for s in combat(engine) if s.kind in ("winner", "no_winner"))
