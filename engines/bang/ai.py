"""BANG! AI: plays its role from its own perspective and legal actions only (DESIGN.md C3).

Sheriff and Deputies protect the Sheriff and never target each other on purpose, Outlaws go for
the Sheriff, the Renegade helps the Sheriff until only the Sheriff is left to beat. Answers use
Barrel first, then Missed!, Beer when dying; better weapons are equipped.
"""

from __future__ import annotations

import random
from typing import Any

from engines.bang import catalog as cat
from engines.bang.actions import Choose, Discard, EndTurn, PlayCard, Respond, UseAbility
from engines.bang.perspective import BangPerspective
from engines.base import Action, Seat

CARD_VALUE = {
    "bang": 5,
    "missed": 6,
    "beer": 6,
    "barrel": 8,
    "mustang": 7,
    "scope": 5,
    "volcanic": 4,
    "schofield": 4,
    "remington": 5,
    "rev_carabine": 6,
    "winchester": 6,
    "panic": 6,
    "cat_balou": 5,
    "duel": 4,
    "gatling": 6,
    "indians": 5,
    "stagecoach": 6,
    "wells_fargo": 7,
    "general_store": 4,
    "saloon": 4,
    "jail": 4,
    "dynamite": 1,
}
THREE_TARGET = {"deputy": "renegade", "renegade": "outlaw", "outlaw": "deputy"}


def _kind(card_id: str) -> str:
    return cat.card(card_id).kind


def enemy_score(p: BangPerspective, other: Seat) -> float:
    """How much the viewer wants to hurt `other` (> 0 enemy, < 0 ally), from public facts only."""
    me = p.viewer
    assert me is not None and p.role is not None
    s = p.seats[other]
    if other == me or not s.alive:
        return -10.0
    role = p.role
    known = s.role
    hits_on_me = p.seats[me].attacks_received[other] if p.seats[me].attacks_received else 0
    # Attacks on players revealed as Outlaws hint that `other` sides with the law.
    hits_on_outlaws = sum(
        x.attacks_received[other]
        for x in p.seats
        if x.role == "outlaw" and x.attacks_received and x.seat != other
    )
    if len(p.seats) == 3:
        return 10.0 if known == THREE_TARGET[role] else 2.0
    if role in ("sheriff", "deputy"):
        if s.is_sheriff:
            return -10.0
        if known in ("outlaw", "renegade"):
            return 6.0
        if known == "deputy":
            return -6.0
        return 0.3 + 2.0 * s.attacked_sheriff + 1.0 * hits_on_me - 1.0 * hits_on_outlaws
    if role == "outlaw":
        if s.is_sheriff:
            return 10.0
        if known == "outlaw":
            return -6.0
        if known == "deputy":
            return 5.0
        return 1.0 + hits_on_me - 1.5 * s.attacked_sheriff + 1.0 * hits_on_outlaws
    # renegade: keep the Sheriff alive until everyone else is gone.
    others_alive = [x for x in p.seats if x.alive and x.seat != me and not x.is_sheriff]
    if s.is_sheriff:
        return 10.0 if not others_alive else -4.0
    if known == "outlaw":
        return 6.0
    if known == "deputy":
        return 3.0
    return 1.0 + 2.0 * s.attacked_sheriff + hits_on_me


def choose_ai_action(engine: Any, seat: Seat, rng: random.Random) -> Action | None:
    """Pick an action for `seat` (None only when it has nothing to do)."""
    legal = engine.legal_actions(seat)
    if not legal:
        return None
    if len(legal) == 1:
        return legal[0]
    p: BangPerspective = engine.view_for(seat)
    kind = p.pending.kind if p.pending else ""
    handler = HANDLERS.get(kind)
    if handler is None:
        return rng.choice(legal)
    return handler(p, legal, rng)


def _respond_shot(p: BangPerspective, legal: list[Action], rng: random.Random) -> Action:
    for a in legal:
        if isinstance(a, UseAbility) and a.ability in ("barrel", "jourdonnais"):
            return a
    cards = [a for a in legal if isinstance(a, Respond) and a.card is not None]
    if cards:
        # Calamity Janet: spend a Missed! before a BANG! when she has both.
        cards.sort(key=lambda a: 0 if _kind(a.card or "") == "missed" else 1)
        return cards[0]
    return _pass(legal)


def _respond_discard(p: BangPerspective, legal: list[Action], rng: random.Random) -> Action:
    cards = [a for a in legal if isinstance(a, Respond) and a.card is not None]
    me = p.seats[p.viewer or 0]
    attacker = p.pending.attacker if p.pending else None
    if cards:
        # In a Duel against an ally at full health, losing 1 LP may be better than a BANG!; keep it simple.
        if (
            attacker is not None
            and enemy_score(p, attacker) < 0
            and me.life > 2
            and p.pending
            and p.pending.kind == "respond_to_duel"
        ):
            return _pass(legal)
        cards.sort(key=lambda a: 0 if _kind(a.card or "") == "bang" else 1)
        return cards[0]
    return _pass(legal)


def _dying(p: BangPerspective, legal: list[Action], rng: random.Random) -> Action:
    for a in legal:
        if isinstance(a, Respond) and a.card is not None:
            return a
    for a in legal:
        if isinstance(a, UseAbility):
            return a
    return _pass(legal)


def _sid_window(p: BangPerspective, legal: list[Action], rng: random.Random) -> Action:
    """Sid Ketchum heals before Panic!/Cat Balou/Jail land when he is low on LP."""
    me = p.seats[p.viewer or 0]
    if me.life <= 2:
        for a in legal:
            if isinstance(a, UseAbility):
                return a
    return _pass(legal)


def _pass(legal: list[Action]) -> Action:
    for a in legal:
        if isinstance(a, Respond) and a.card is None:
            return a
    return legal[-1]


def _choose_best_card(p: BangPerspective, legal: list[Action], rng: random.Random) -> Action:
    return max(
        legal, key=lambda a: CARD_VALUE.get(_kind(a.card), 3) if isinstance(a, Choose) and a.card else 0
    )


def _put_back(p: BangPerspective, legal: list[Action], rng: random.Random) -> Action:
    return min(
        legal, key=lambda a: CARD_VALUE.get(_kind(a.card), 3) if isinstance(a, Choose) and a.card else 0
    )


def _lucky(p: BangPerspective, legal: list[Action], rng: random.Random) -> Action:
    purpose = p.pending.purpose if p.pending else ""

    def good(a: Action) -> int:
        assert isinstance(a, Choose) and a.card is not None
        c = cat.card(a.card)
        if purpose == "dynamite":
            return 0 if c.suit == "spades" and 2 <= c.rank_value <= 9 else 1
        return 1 if c.suit == "hearts" else 0

    return max(legal, key=good)


def _source(p: BangPerspective, legal: list[Action], rng: random.Random) -> Action:
    best: Action = legal[0]
    best_score = 0.0
    for a in legal:
        assert isinstance(a, Choose)
        if a.option == "hand" and a.seat is not None:
            sc = enemy_score(p, a.seat) + 0.1 * p.seats[a.seat].hand_size
            if sc > best_score:
                best, best_score = a, sc
        elif a.option == "discard" and p.discard_top is not None:
            sc = CARD_VALUE.get(_kind(p.discard_top), 3) - 4.5
            if sc > best_score:
                best, best_score = a, sc
    return best


def _discard(p: BangPerspective, legal: list[Action], rng: random.Random) -> Action:
    return min(legal, key=lambda a: CARD_VALUE.get(_kind(a.card), 3) if isinstance(a, Discard) else 99)


def _character(p: BangPerspective, legal: list[Action], rng: random.Random) -> Action:
    return max(legal, key=lambda a: cat.character(a.option).life if isinstance(a, Choose) and a.option else 0)


def _play_turn(p: BangPerspective, legal: list[Action], rng: random.Random) -> Action:
    best: Action | None = None
    best_score = 0.0
    for a in legal:
        sc = _score_play(p, a) + rng.random() * 0.5
        if sc > best_score:
            best, best_score = a, sc
    if best is None:
        return next(a for a in legal if isinstance(a, EndTurn))
    return best


def _score_play(p: BangPerspective, a: Action) -> float:
    me = p.seats[p.viewer or 0]
    hand = p.hand or []
    if isinstance(a, UseAbility):
        return 30.0 if me.life <= 2 and len(hand) > 3 else 0.0
    if not isinstance(a, PlayCard):
        return 0.0
    k = _kind(a.card)
    if k in ("stagecoach", "wells_fargo"):
        return 100.0
    if k in ("barrel", "mustang"):
        return 80.0
    if k == "scope":
        return 60.0
    if cat.card(a.card).weapon:
        rng_new = cat.card(a.card).range or 1
        if k == "volcanic":
            bangs = sum(1 for c in hand if _kind(c) == "bang")
            return 72.0 if bangs >= 2 and p.weapon_range <= 2 else 0.0
        return 70.0 + rng_new if rng_new > p.weapon_range else 0.0
    if k == "dynamite":
        return 8.0 if p.role in ("outlaw", "renegade") else 0.0
    if k == "beer":
        return 90.0 if me.life < me.max_life else 0.0
    if k == "saloon":
        return 50.0 if me.life < me.max_life else 0.0
    if k == "general_store":
        return 40.0
    if a.target is None:
        if k in ("gatling", "indians"):
            net = sum(
                1 if enemy_score(p, s.seat) > 0 else -1 for s in p.seats if s.alive and s.seat != me.seat
            )
            return 45.0 if net > 0 else 0.0
        return 0.0
    score = enemy_score(p, a.target)
    if a.target == me.seat:
        # Cat Balou on our own Jail or Dynamite.
        return 60.0 if a.target_card and _kind(a.target_card) in ("jail", "dynamite") else 0.0
    if score <= 0:
        # Friendly players: only take away a Jail or Dynamite from them.
        if a.target_card and _kind(a.target_card) in ("jail", "dynamite") and score < 0:
            return 55.0
        return 0.0
    low = 3.0 / max(1, p.seats[a.target].life)
    if k == "bang":
        return 50.0 + score * 3 + low
    if k in ("panic", "cat_balou"):
        bonus = 0.0
        if a.target_card:
            tk = _kind(a.target_card)
            if tk in ("jail", "dynamite"):
                return 0.0
            bonus = CARD_VALUE.get(tk, 3)
        return 35.0 + score * 2 + bonus
    if k == "jail":
        return 30.0 + score
    if k == "duel":
        bangs = sum(1 for c in hand if _kind(c) == "bang")
        return 30.0 + score + bangs * 3
    return 0.0


HANDLERS = {
    "respond_to_shot": _respond_shot,
    "respond_to_indians": _respond_discard,
    "respond_to_duel": _respond_discard,
    "play_beer_or_die": _dying,
    "pick_from_general_store": _choose_best_card,
    "choose_card_to_put_back": _put_back,
    "choose_check_card": _lucky,
    "choose_draw_source": _source,
    "discard_to_hand_limit": _discard,
    "choose_character": _character,
    "play_turn": _play_turn,
    "use_ability_when_targeted": _sid_window,
}
