"""A simple Bang & Twang AI: banks when it can, looks one riff change ahead, plays tunes sensibly.

It reads only `engine.view_for(seat)` and `engine.legal_actions(seat)` (docs/ARCHITECTURE.md C3).
"""

from __future__ import annotations

import random
from typing import Any

from engines.bang_and_twang.actions import (
    BankCard,
    ChooseSeat,
    Done,
    FlipRiff,
    GiveCard,
    MoveRiff,
    NameTriplet,
    PlayTune,
    React,
    RestackPick,
    RotateRiff,
    SetRiff,
    TakeBankCard,
)
from engines.bang_and_twang.catalog import load_catalog
from engines.bang_and_twang.perspective import BangAndTwangPerspective
from engines.base import Action, Engine, Seat

CAT = load_catalog()
FLAT_VALUE = {
    "steal_top": 1.5,
    "swap_top": 1.0,
    "peek_take": 1.8,
    "steal_bottom": 1.2,
    "take_random_hand": 0.8,
    "extra_turn": 1.2,
    "extra_actions": 1.3,
    "skip_turn": 0.7,
    "refresh_bonus": 1.0,
    "draw": 0.9,
    "request_triplet": 0.9,
    "stage_dive": 0.9,
    "pass_hands": 0.2,
    "swap_hands": 0.3,
    "reorder_own_bank": 0.2,
    "pass_bank_tops": 0.3,
    "burn_bank_tops": 0.2,
    "everyone_bank_match": 0.4,
}


def _flip(r: str, i: int) -> str:
    return r[: i - 1] + ("T" if r[i - 1] == "B" else "B") + r[i:]


def _move(r: str, a: int, b: int) -> str:
    x = list(r)
    c = x.pop(a - 1)
    x.insert(b - 1, c)
    return "".join(x)


def _after(riff: str, a: Action) -> str:
    """The riff after a riff-changing answer (one move of look-ahead)."""
    if isinstance(a, FlipRiff):
        return _flip(riff, a.slot)
    if isinstance(a, MoveRiff):
        return _move(riff, a.src, a.dst)
    if isinstance(a, RotateRiff):
        return riff[1:] + riff[:1] if a.side == "left_to_end" else riff[-1:] + riff[:-1]
    if isinstance(a, SetRiff):
        return a.triplet
    return riff


def _neighbours(riff: str) -> set[str]:
    out = {_flip(riff, i) for i in (1, 2, 3)}
    out |= {_move(riff, a, b) for a in (1, 2, 3) for b in (1, 2, 3) if a != b}
    return out


def _dist(a: str, b: str) -> int:
    return sum(x != y for x, y in zip(a, b, strict=True))


class _Mind:
    """The AI's view of its own hand for one decision."""

    def __init__(self, p: BangAndTwangPerspective) -> None:
        self.p = p
        self.seqs = {c.id: c for c in p.hand if c.kind == "sequence"}

    def match_value(self, riff: str) -> float:
        """Points of the best hand card matching `riff` (0 if none)."""
        return max((c.points for c in self.seqs.values() if c.triplet == riff), default=0)

    def closeness(self, riff: str) -> float:
        """How near `riff` is to some hand card (higher is better)."""
        if not self.seqs:
            return 0.0
        return -min(_dist(riff, c.triplet or "") for c in self.seqs.values())

    def tune_value(self, card: str) -> float:
        """A rough value for playing a tune card now."""
        t = CAT.tunes[card]
        if t.reaction:
            return -1.0
        riff = self.p.riff
        others = [pl for pl in self.p.players if pl.seat != self.p.viewer]
        value = 0.0
        reach = {riff}
        for step in t.steps:
            op = step.op
            if op == "bank_self":
                value += CAT.points(card) + (0.5 if step.guard else 0)
            elif op in ("riff_flip", "riff_flip_or_move", "riff_move", "riff_rotate"):
                for _ in range(int(step.max or 1) if step.max != "any" else 1):
                    reach |= {n for r in reach for n in _neighbours(r)}
            elif op == "riff_flip_all":
                reach = {"".join("T" if c == "B" else "B" for c in r) for r in reach}
            elif op == "riff_set":
                reach = {c.triplet or riff for c in self.seqs.values()} or {riff}
            elif op == "bank_match":
                value += max((self.match_value(r) for r in reach), default=0) + 0.3
            elif op == "bank_any":
                value += max((c.points for c in self.seqs.values()), default=0)
            elif op == "bank_match_reversed":
                value += self.match_value(riff[::-1])
            elif op == "bank_near_match":
                value += max(
                    (c.points for c in self.seqs.values() if _dist(c.triplet or "", riff) <= 1), default=0
                )
            elif op in ("steal_top", "swap_top", "peek_take", "steal_bottom"):
                if any(pl.bank_size and not pl.bank_guarded for pl in others):
                    value += FLAT_VALUE[op]
            elif op == "take_random_hand":
                if any(pl.hand_size for pl in others):
                    value += FLAT_VALUE[op]
            else:
                value += FLAT_VALUE.get(op, 0.0)
        return value


def choose_ai_action(engine: Engine[Any], seat: Seat, rng: random.Random) -> Action | None:
    """Pick an action for `seat` from its perspective and legal actions only."""
    legal = engine.legal_actions(seat)
    if not legal:
        return None
    if len(legal) == 1:
        return legal[0]
    p = engine.view_for(seat)
    assert isinstance(p, BangAndTwangPerspective)
    m = _Mind(p)
    kind = p.prompt.kind if p.prompt is not None else ""
    banks = [a for a in legal if isinstance(a, BankCard)]
    if banks:
        # Prefer banking, highest score first (§3.2 A: "usually a good idea").
        return max(banks, key=lambda a: CAT.points(a.card))
    if kind in ("take_action", "standard_action"):
        return _turn(m, legal, rng)
    if kind.startswith("react_"):
        reacts = [a for a in legal if isinstance(a, React)]
        if reacts:
            return max(reacts, key=lambda a: (a.bank is not None, rng.random()))
        return legal[0]
    if kind == "choose_target":
        by = {pl.seat: pl for pl in p.players}
        return max(
            legal,
            key=lambda a: (
                (by[a.seat].bank_size, by[a.seat].hand_size) if isinstance(a, ChooseSeat) else (0, 0)
            ),
        )
    if kind == "peek_take":
        return max(
            (a for a in legal if isinstance(a, TakeBankCard)),
            key=lambda a: p.prompt.peek[a.depth].points if p.prompt else 0,
        )
    if kind == "name_triplet":
        return next((a for a in legal if isinstance(a, NameTriplet) and a.triplet == p.riff), legal[0])
    if kind == "give_card":
        return min((a for a in legal if isinstance(a, GiveCard)), key=lambda a: CAT.points(a.card))
    if kind == "restack":
        rest = p.prompt.restack_rest if p.prompt else []
        guard = [i for i, c in enumerate(rest) if c.id in ("K5", "K6")]
        if guard and len(rest) > 1:
            pick = next(i for i in range(len(rest)) if i not in guard)
            return RestackPick(decision_id=p.prompt.decision_id if p.prompt else 0, position=pick)
        return next(a for a in legal if isinstance(a, Done))
    if kind == "tune_set_riff":
        return max(legal, key=lambda a: (m.match_value(_after(p.riff, a)), m.closeness(_after(p.riff, a))))
    # Riff steps inside tune cards: make a match if possible, else get closer, else stop.
    changes = [a for a in legal if isinstance(a, FlipRiff | MoveRiff | RotateRiff)]
    done = next((a for a in legal if isinstance(a, Done)), None)
    if m.match_value(p.riff) and done is not None:
        return done
    if changes:
        best = max(
            changes,
            key=lambda a: (m.match_value(_after(p.riff, a)), m.closeness(_after(p.riff, a)), rng.random()),
        )
        gain = m.closeness(_after(p.riff, best)) > m.closeness(p.riff) or m.match_value(_after(p.riff, best))
        if gain or done is None:
            return best
    return done if done is not None else legal[0]


def _turn(m: _Mind, legal: list[Action], rng: random.Random) -> Action:
    """The main action: flip/move into a match, a good tune, or edge closer to a hand card."""
    riff = m.p.riff
    changes = [a for a in legal if isinstance(a, FlipRiff | MoveRiff)]
    tunes = [a for a in legal if isinstance(a, PlayTune)]
    best_change = max(
        changes, key=lambda a: (m.match_value(_after(riff, a)), m.closeness(_after(riff, a)), rng.random())
    )
    change_value = m.match_value(_after(riff, best_change))
    if tunes:
        best_tune = max(tunes, key=lambda a: (m.tune_value(a.card), rng.random()))
        tv = m.tune_value(best_tune.card)
        if tv > change_value or (tv >= 0 and not m.seqs and change_value == 0 and rng.random() < 0.8):
            return best_tune
        only_reactions = all(m.tune_value(a.card) < 0 for a in tunes)
        if not m.seqs and change_value == 0 and only_reactions and m.p.draw_count == 0:
            # Only reaction cards left and nothing to draw: discard one to end the game (R20).
            return tunes[0]
    return best_change
