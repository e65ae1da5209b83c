"""A sensible Forest Gangs AI that reads only its perspective and its legal actions (docs/ARCHITECTURE.md C3)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from engines.base import Action, Seat
from engines.forest_gangs.actions import ChooseCard, JoinDuel, Reveal, UseShapeshifter
from engines.forest_gangs.perspective import ForestGangsPerspective

# How good a card is to lead with in the round's first stage (values only count for Kids).
LEAD_VALUE = {1: 2.5, 2: 3.5, 3: 1.5, 4: 5.5, 5: 5.0, 6: 6.0, 7: 7.0, 8: 7.0, 9: 9.0}
# How good a card is to keep for a possible duel (a Mantis wins any duel it survives, §5.3).
KEEP_VALUE = {1: 3.0, 2: 1.5, 3: 8.5, 4: 5.0, 5: 5.0, 6: 5.0, 7: 6.5, 8: 5.0, 9: 8.0}


def choose_ai_action(engine: Any, seat: Seat, rng: random.Random) -> Action | None:
    """Pick an action for `seat` using only `view_for(seat)` and `legal_actions(seat)`."""
    legal = engine.legal_actions(seat)
    if not legal:
        return None
    first = legal[0]
    if isinstance(first, Reveal):
        return first
    p: ForestGangsPerspective = engine.view_for(seat)
    if isinstance(first, ChooseCard):
        return _choose(p, legal, rng)
    if isinstance(first, UseShapeshifter):
        use = not _would_win(p, seat)
        return next(a for a in legal if isinstance(a, UseShapeshifter) and a.use == use)
    if isinstance(first, JoinDuel):
        join = _should_join(p, rng)
        return next(a for a in legal if isinstance(a, JoinDuel) and a.join == join)
    return first


def _choose(p: ForestGangsPerspective, legal: list[Action], rng: random.Random) -> Action:
    """Lead with a card that may win now; keep a strong card (Mantis, Dragoness) for duels."""
    options = [a for a in legal if isinstance(a, ChooseCard) and a.card is not None]
    if not options:
        return legal[0]
    hand = {c.id: c.value for c in p.hand}
    if len(options) == 1:
        return options[0]
    best: tuple[float, ChooseCard] | None = None
    for a in options:
        assert a.card is not None
        lead = hand[a.card]
        rest = [v for c, v in hand.items() if c != a.card]
        keep = rest[0] if rest else 0
        if p.kids1:
            score = lead + 0.4 * keep
        else:
            score = LEAD_VALUE[lead] + 0.5 * KEEP_VALUE.get(keep, 0.0)
            if lead == 1 and _others_likely_dragoness(p):
                score += 2.0
        score += rng.random() * 0.8
        if best is None or score > best[0]:
            best = (score, a)
    assert best is not None
    return best[1]


def _others_likely_dragoness(p: ForestGangsPerspective) -> bool:
    """A rough guess that a Dragoness will be led: others hold many cards and few 9s are out."""
    out = Counter(s.card.value for step in p.last_combat for s in step.plays)
    return out[9] == 0 and len(p.players) >= 4


def _would_win(p: ForestGangsPerspective, seat: int) -> bool:
    """Whether `seat`'s card in play wins the stage as it stands (a simplified §4)."""
    cards = {s.seat: s.in_play.value for s in p.players if s.in_stage and s.in_play is not None}
    mine = cards.get(seat)
    if mine is None:
        return False
    counts = Counter(cards.values())
    while True:
        ties = [v for v, n in counts.items() if n >= 2]
        if not ties:
            break
        v = max(ties)
        if v == 8 and not p.kids1:
            del counts[8]
            cards = {z: c for z, c in cards.items() if c != 8}
            continue
        return False  # a duel: our Shapeshifter goes to the Loot anyway unless we are in it
    if not cards:
        return False
    values = set(cards.values())
    if not p.kids1:
        if p.duel_happened and 3 in values:
            return mine == 3
        if 1 in values and 9 in values:
            cards = {z: c for z, c in cards.items() if c != 9}
        if len(cards) > 1 and min(cards.values()) == 5:
            return mine == 5
    return bool(cards) and max(cards, key=lambda z: cards[z]) == seat


def _should_join(p: ForestGangsPerspective, rng: random.Random) -> bool:
    """Join a duel with the Goblin when the kept hand card is strong or the Loot is rich (§5.2)."""
    if p.kids2 or not p.hand:
        return True
    keep = p.hand[0].value
    strength = KEEP_VALUE.get(keep, 0.0)
    stake = p.loot + sum(1 for s in p.players if s.in_stage and s.in_play is not None)
    return strength + 0.3 * stake + rng.random() >= 4.5
