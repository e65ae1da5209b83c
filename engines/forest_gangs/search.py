"""The hard Forest Gangs AI: determinized rollouts (engines.common.search) over what a seat knows.

`determinize` builds a whole game from `seat`'s knowledge only: the public table (pile counts,
cards in play, the Loot's size, the box, which is public by the setup rules, who still has to
answer), the seat's own hand and own face-down card. Every other card (others' hands and laid
cards, every deck and discard pile, the Loot) is pooled in a fixed order and re-dealt at random
into those places, each keeping its size; the game's seed is drawn anew, so no later reshuffle
follows the true one. Answers others already gave to a simultaneous Shapeshifter or Goblin
question are secret (`ForestGangsState.pending`): each is sampled as a coin flip (the ghost's are
fixed by the rules). The true hidden cards are never read, only counted (tests/engines/forest_gangs/
test_search_fair.py scrambles them and checks the decision stays the same).

Playouts look `HORIZON` rounds past the current one and are judged by the cards each side owns
(`placing`: §6.3 counts cards), which tells two moves apart with far fewer playouts than playing
every game to its end; the heuristic's own move is kept unless another beats it by two standard
errors (`engines.common.search.search`'s `prefer`).

What a seat could have remembered from older combats (which cards went to whose discard pile) is
not used: measured (benchmarks.ai_strength, 2 seats, 200 games), a search that knows every
card's place but the deck orders and the others' hands wins 53% against normal, no more than this
one; the deck order is what would win (83%), and no fair seat knows it. Forest Gangs leaves a
sharp player little to choose: two cards a round, one of them often forced.
"""

from __future__ import annotations

import random
from typing import Any

from engines.base import Action, Seat, clone
from engines.common.search import Budget, search
from engines.forest_gangs.actions import ChooseCard
from engines.forest_gangs.ai import choose_ai_action
from engines.forest_gangs.catalog import GOBLIN, SHAPESHIFTER, VALUE
from engines.forest_gangs.engine import ForestGangsEngine

DEFAULT_BUDGET = Budget(playouts=96)
"""Per decision: 96 playouts (p95 about 40–75 ms on one core; the bot adds the 250 ms deadline
of issue 36 as `Budget.expired`)."""


def determinize(engine: Any, seat: Seat, rng: random.Random) -> ForestGangsEngine:
    """A fresh engine consistent with `seat`'s knowledge, hidden cards re-dealt from `rng`."""
    st = clone(engine.state)
    zones = st.zones
    pool: list[str] = list(st.loot)
    for z, zone in enumerate(zones):
        pool += zone.deck
        pool += zone.discard
        if z != seat:
            pool += zone.hand
            if zone.chosen is not None:
                pool.append(zone.chosen)
    pool.sort()  # the true places and orders are forgotten here
    rng.shuffle(pool)
    it = iter(pool)

    def take(n: int) -> list[str]:
        return [next(it) for _ in range(n)]

    st.loot = take(len(st.loot))
    for z, zone in enumerate(zones):
        zone.deck = take(len(zone.deck))
        zone.discard = take(len(zone.discard))
        if z != seat:
            zone.hand = take(len(zone.hand))
            if zone.chosen is not None:
                zone.chosen = next(it)
    st.seed = rng.getrandbits(64)
    st.rng_draws = 0
    st.gave = []
    st.pending = _sample_pending(engine, seat, rng)
    return ForestGangsEngine(st)


def _sample_pending(engine: Any, seat: Seat, rng: random.Random) -> list[int]:
    """Who (besides the rules-bound ghost) already said yes to the open ability question: those
    asked (by the public cards in play) who no longer wait, each a coin flip."""
    st = engine.state
    kind = st.phase
    if kind not in ("shapeshifter", "goblin"):
        return []
    value = SHAPESHIFTER if kind == "shapeshifter" else GOBLIN
    waiting = {d.seat for d in st.decisions}
    ghost = st.seats if st.ghost else None
    out: list[int] = []
    for z in st.participants:
        card = st.zones[z].in_play
        if card is None or VALUE[card] != value or z in waiting or z == seat:
            continue
        if kind == "goblin" and z in st.tied:
            continue
        if kind == "shapeshifter":
            zone = st.zones[z]
            if not (zone.deck or zone.discard):  # counts only: public
                continue
        if z == ghost or rng.random() < 0.5:
            out.append(z)
    return out


def candidates(engine: Any, seat: Seat) -> list[Action]:
    """`seat`'s legal actions worth comparing: named cards only (the random pick is a mix of
    them), one per value (a gang flag has no game effect)."""
    out: list[Action] = []
    seen: set[int] = set()
    for a in engine.legal_actions(seat):
        if isinstance(a, ChooseCard):
            if a.card is None or VALUE[a.card] in seen:
                continue
            seen.add(VALUE[a.card])
        out.append(a)
    return out


def choose_hard_action(
    engine: Any, seat: Seat, rng: random.Random, budget: Budget | None = None
) -> Action | None:
    """The hard AI's action for `seat` (None if it has nothing to answer; budget None: the default)."""
    options = candidates(engine, seat)
    if not options:
        return None
    if len(options) == 1:
        return options[0]
    usual = choose_ai_action(engine, seat, rng)
    prefer = next((a for a in options if _same_choice(a, usual)), None)
    return search(
        engine,
        seat,
        rng,
        candidates=options,
        determinize=determinize,
        rollout=choose_ai_action,
        budget=budget or DEFAULT_BUDGET,
        score=placing,
        prefer=prefer,
        horizon=rounds_ahead,
    ).action


HORIZON = 2
"""Rounds a playout looks past the current one before it is judged by the cards each side owns."""


def rounds_ahead(engine: Any) -> Any:
    """The stop test of playouts from `engine`: `HORIZON` rounds after the current one begin."""
    stop = engine.state.round + HORIZON + 1
    return lambda e: e.state.round >= stop


def _same_choice(a: Action, b: Action | None) -> bool:
    """Whether candidate `a` is the heuristic's move `b` (a card of the same value counts)."""
    if isinstance(a, ChooseCard) and isinstance(b, ChooseCard):
        return a.card is not None and b.card is not None and VALUE[a.card] == VALUE[b.card]
    return a == b


def placing(engine: Any, seat: Seat) -> float:
    """A finished or cut game's value for `seat`: the cards it owns less the mean of the others'
    (the ghost included; §6.3: most cards wins), over 54, plus its win share if the game ended."""
    counts = [engine.rank_key(z)[0] for z in range(len(engine.state.zones))]
    others = [c for z, c in enumerate(counts) if z != seat]
    lead = (counts[seat] - sum(others) / len(others)) / 54
    result = engine.result
    share = 1.0 / len(result.winners) if result is not None and seat in result.winners else 0.0
    return share + lead
