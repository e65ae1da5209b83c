"""BANG! AI: plays its role from its own perspective and legal actions only (docs/ARCHITECTURE.md C3).

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
    # Armed & Dangerous (§2.6)
    "caravan": 7,
    "a_little_nip": 5,
    "quick_shot": 5,
    "flintlock": 5,
    "arrow": 5,
    "duck": 6,
    "reloading": 4,
    "rust": 4,
    "squaw": 5,
    "ace_up_the_sleeve": 5,
    "bandolier": 3,
    "big_fifty": 6,
    "bomb": 2,
    "buntline_special": 4,
    "bell_tower": 4,
    "crate": 7,
    "tumbleweed": 4,
    "double_barrel": 3,
    "whip": 5,
    "beer_keg": 5,
    "lock_pick": 5,
    "thunderer": 5,
}
DANGEROUS_OBJECT_SCORE = {
    "crate": 70.0,
    "ace_up_the_sleeve": 62.0,
    "lock_pick": 55.0,
    "whip": 52.0,
    "beer_keg": 50.0,
    "tumbleweed": 45.0,
    "bell_tower": 35.0,
    "bandolier": 30.0,
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
    for a in legal:
        if isinstance(a, UseAbility) and a.ability == "crate":
            return a
    cards = [a for a in legal if isinstance(a, Respond) and a.card is not None]
    me = p.seats[p.viewer or 0]
    # Duck!: buy the return upgrade when tokens are plentiful, otherwise play it plainly.
    rich = me.tokens + sum(me.card_tokens.values()) >= 4
    upgraded = {a.card for a in cards if isinstance(a, Respond) and a.upgrades}
    cards = [
        a for a in cards if isinstance(a, Respond) and (bool(a.upgrades) == (rich and a.card in upgraded))
    ]
    if cards:
        # Calamity Janet: spend a Missed! before a BANG! when she has both.
        order = {"missed": 0, "duck": 1}
        cards.sort(key=lambda a: order.get(_kind(a.card or ""), 2))
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
    if isinstance(a, UseAbility) and a.ability != "sid_ketchum":
        return _score_ability(p, a)
    if isinstance(a, UseAbility):
        return 30.0 if me.life <= 2 and len(hand) > 3 else 0.0
    if not isinstance(a, PlayCard):
        return 0.0
    k = _kind(a.card)
    ad = _score_ad_card(p, a, k)
    if ad is not None:
        return ad
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
        return 60.0 if a.target_card and _kind(a.target_card) in ("jail", "dynamite", "bomb") else 0.0
    if score <= 0:
        # Friendly players: only take away a Jail or Dynamite from them.
        if a.target_card and _kind(a.target_card) in ("jail", "dynamite", "bomb") and score < 0:
            return 55.0
        return 0.0
    low = 3.0 / max(1, p.seats[a.target].life)
    if k == "bang" or (k == "missed" and me.character == "calamity_janet"):
        return 50.0 + score * 3 + low + _weapon_bonus(p, a)
    if k in ("panic", "cat_balou"):
        bonus = 0.0
        if a.target_card:
            tk = _kind(a.target_card)
            if tk in ("jail", "dynamite", "bomb"):
                return 0.0
            bonus = CARD_VALUE.get(tk, 3)
        return 35.0 + score * 2 + bonus
    if k == "jail":
        return 30.0 + score
    if k == "duel":
        bangs = sum(1 for c in hand if _kind(c) == "bang")
        return 30.0 + score + bangs * 3
    return 0.0


# ---------------------------------------------------------------------- Armed & Dangerous (§2)
def _slots_value(p: BangPerspective, seat: Seat) -> int:
    s = p.seats[seat]
    return s.tokens + sum(s.card_tokens.values())


def _weapon_bonus(p: BangPerspective, a: PlayCard) -> float:
    """Worth paying the Dangerous weapon's token for this BANG!? (and a small cost for Bell Tower)."""
    bonus = -0.5 if a.bell_tower else 0.0
    if not a.weapon_ability or a.target is None:
        return bonus
    me = p.seats[p.viewer or 0]
    weapon = next((c for c in me.in_play if cat.card(c).weapon), None)
    wk = _kind(weapon) if weapon else ""
    tgt = p.seats[a.target]
    if wk == "thunderer":
        return bonus + 4.0
    if wk == "double_barrel":
        return bonus + 5.0
    if wk == "big_fifty":
        shields = sum(1 for c in tgt.in_play if _kind(c) in ("barrel", "crate", "mustang"))
        return bonus + (
            4.0 if shields or tgt.character in ("jourdonnais", "julie_cutter", "ms_abigail") else -1.0
        )
    if wk == "buntline_special":
        return bonus + (1.5 if tgt.hand_size else -1.0)
    return bonus


def _all_enemies(p: BangPerspective, seats: list[Seat]) -> float | None:
    scores = [enemy_score(p, s) for s in seats]
    return None if any(sc <= 0 for sc in scores) else sum(scores)


def _score_ad_card(p: BangPerspective, a: PlayCard, k: str) -> float | None:
    """Scores of the A&D cards (None: not an A&D card, use the base scoring)."""
    me = p.seats[p.viewer or 0]
    d = cat.card(a.card)
    if d.border == "orange" and not d.weapon:
        if k == "bomb":
            if a.target is None or a.target == me.seat:
                return 0.0
            sc = enemy_score(p, a.target)
            return 30.0 + sc if sc > 0 else 0.0
        return DANGEROUS_OBJECT_SCORE.get(k, 30.0)
    if k == "caravan":
        return 100.0 + 2 * a.upgrades
    if k == "a_little_nip":
        return 88.0 + a.upgrades if me.life < me.max_life else 0.0
    if k == "reloading":
        return 58.0
    if k == "rust":
        loot = sum(_slots_value(p, s.seat) > 0 for s in p.seats if s.alive and s.seat != me.seat)
        return 40.0 + 3 * loot if loot else 0.0
    if k in ("quick_shot", "arrow") and a.target is not None:
        total = _all_enemies(p, [a.target, *a.extra_targets])
        return 0.0 if total is None else 44.0 + total * 2 - (0.5 if a.bell_tower else 0.0)
    if k == "flintlock" and a.target is not None:
        sc = enemy_score(p, a.target)
        return 0.0 if sc <= 0 else 46.0 + sc * 2 + a.upgrades - (0.5 if a.bell_tower else 0.0)
    if k == "squaw" and a.target is not None and a.target_card is not None:
        tk = _kind(a.target_card)
        if a.target == me.seat:
            return 60.0 if tk in ("jail", "dynamite", "bomb") else 0.0
        sc = enemy_score(p, a.target)
        if sc <= 0:
            return 55.0 if tk in ("jail", "dynamite", "bomb") and sc < 0 else 0.0
        if tk in ("jail", "dynamite", "bomb"):
            return 0.0
        return 36.0 + sc * 2 + CARD_VALUE.get(tk, 3) + 2 * a.upgrades
    return None


def _score_ability(p: BangPerspective, a: UseAbility) -> float:
    """Phase-2 A&D abilities (§2.6, §2.9)."""
    me = p.seats[p.viewer or 0]
    hand = p.hand or []
    ab = a.ability
    if ab == "ace_up_the_sleeve":
        return 65.0
    if ab == "beer_keg":
        return 85.0
    if ab == "lock_pick" and a.target is not None:
        sc = enemy_score(p, a.target)
        return 40.0 + sc if sc > 0 else 0.0
    if ab == "whip" and a.target is not None and a.target_card is not None:
        tk = _kind(a.target_card)
        if a.target == me.seat:
            return 58.0 if tk in ("jail", "dynamite", "bomb") else 0.0
        sc = enemy_score(p, a.target)
        if sc <= 0 or tk in ("jail", "dynamite", "bomb"):
            return 0.0
        return 34.0 + sc * 2 + CARD_VALUE.get(tk, 3)
    if ab == "mexicali_kid" and a.target is not None:
        sc = enemy_score(p, a.target)
        return 48.0 + sc * 3 if sc > 0 else 0.0
    if ab == "bass_greeves" and a.cards:
        worth = CARD_VALUE.get(_kind(a.cards[0]), 3)
        slot_bonus = 1.0 if a.target_card is None else 0.0
        return 24.0 - worth + slot_bonus if len(hand) > me.life or worth <= 3 else 0.0
    if ab == "frankie_canton" and a.target is not None:
        if a.target == me.seat:
            return 0.0
        sc = enemy_score(p, a.target)
        bomb = a.target_card is not None and _kind(a.target_card) == "bomb"
        return 26.0 + sc + (8.0 if bomb and sc > 0 else 0.0) if sc > 0 or bomb else 0.0
    if ab == "red_ringo":
        return 20.0 + len(a.slots) if not any(_kind(c) == "bomb" for c in a.slots) else 0.0
    return 0.0


def _one_token(legal: list[Action]) -> list[Action]:
    """The one-token answers (the AI places and pays token by token, not all at once)."""
    return [a for a in legal if not (isinstance(a, Choose) and a.slots)] or legal


def _place_token(p: BangPerspective, legal: list[Action], rng: random.Random) -> Action:
    """The character first (flexible for upgrades), then the emptiest card; never the Bomb if avoidable.

    A bonus it may decline (U33: offered only when the supply would fall below what a Dangerous
    card needs) is left in the supply when it holds a Dangerous card it could still play."""
    leave = next((a for a in legal if isinstance(a, Respond)), None)
    if leave is not None:
        if _keeps_a_dangerous_card_playable(p):
            return leave
        legal = [a for a in legal if a is not leave]
    legal = _one_token(legal)
    for a in legal:
        if isinstance(a, Choose) and a.option == "character":
            return a
    me = p.seats[p.viewer or 0]

    def key(a: Action) -> tuple[int, int]:
        assert isinstance(a, Choose) and a.card is not None
        return (_kind(a.card) == "bomb", me.card_tokens.get(a.card, 0))

    return min(legal, key=key)


def _keeps_a_dangerous_card_playable(p: BangPerspective) -> bool:
    """Whether the seat holds a Dangerous card (not already in front of it) that the supply can
    still pay for now (3 tokens) and could not after one more token is taken."""
    from engines.bang.registry import TOKENS_ON_PLAY

    if p.token_supply < TOKENS_ON_PLAY or p.viewer is None:
        return False
    mine = {_kind(c) for c in p.seats[p.viewer].in_play}
    return any(cat.card(c).border == "orange" and _kind(c) not in mine for c in p.hand or [])


def _pay_tokens(p: BangPerspective, legal: list[Action], rng: random.Random) -> Action:
    """Pay from the character, then from the fullest card; the Bomb only as a last resort."""
    legal = _one_token(legal)
    for a in legal:
        if isinstance(a, Choose) and a.option == "character":
            return a
    me = p.seats[p.viewer or 0]

    def key(a: Action) -> tuple[int, int]:
        assert isinstance(a, Choose) and a.card is not None
        return (_kind(a.card) == "bomb", -me.card_tokens.get(a.card, 0))

    return min(legal, key=key)


def _tumbleweed(p: BangPerspective, legal: list[Action], rng: random.Random) -> Action:
    """Redo a draw! that went well for an enemy or badly for us or an ally."""
    from engines.bang.registry import check_success

    use = next((a for a in legal if isinstance(a, UseAbility)), None)
    pending = p.pending
    if use is None or pending is None or pending.subject is None or p.discard_top is None:
        return _pass(legal)
    try:
        ok = check_success(pending.purpose, p.discard_top)
    except ValueError:
        return _pass(legal)
    score = enemy_score(p, pending.subject) if pending.subject != p.viewer else -10.0
    if (score > 0 and ok) or (score < 0 and not ok):
        return use
    return _pass(legal)


def _use_it(p: BangPerspective, legal: list[Action], rng: random.Random) -> Action:
    """Al Preacher's draw and Ms. Abigail's ignore are nearly always worth it."""
    return next((a for a in legal if isinstance(a, UseAbility)), _pass(legal))


def _bomb_target(p: BangPerspective, legal: list[Action], rng: random.Random) -> Action:
    return max(
        legal, key=lambda a: enemy_score(p, a.seat) if isinstance(a, Choose) and a.seat is not None else -99
    )


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
    "respond_to_arrow": _respond_discard,
    "place_token": _place_token,
    "pay_tokens": _pay_tokens,
    "use_tumbleweed": _tumbleweed,
    "use_al_preacher": _use_it,
    "ms_abigail_ignore": _use_it,
    "choose_bomb_target": _bomb_target,
    "discard_for_buntline": _discard,
}
