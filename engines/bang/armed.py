"""BANG! "Armed & Dangerous" (bang.md §2): Load tokens, Dangerous cards, upgrades, characters.

Registered into the same task / decision / effect tables as the base game (registry.py; flow.py, effects.py).
Every token move goes through `BangEngine.add_tokens` / `remove_tokens`, which keep the §2.2
invariant (supply + tokens on cards and characters == 32) and discard an emptied Dangerous card
at once (the Bomb explodes). Placing and paying tokens (place_token, pay_tokens) is in tokens.py.

Decision kinds added (answers in `legal_actions`):
- place_token: Choose(option="character") or Choose(card=<own Dangerous card>) per token gained
  (blue-card bonus, phase-3 bonus, Reloading); default = §3.2 placement rule. For the blue-card and
  phase-3 bonuses also Respond(None) = leave it (and the rest) in the supply, offered only when
  the supply after adding would hold fewer than `ask_below_supply` (house_rulings.yaml, U33).
- pay_tokens: the same shape, one token at a time, for upgrades and character abilities;
  default = character first, then the fullest non-Bomb card, the Bomb last.
- use_tumbleweed, use_al_preacher, ms_abigail_ignore: UseAbility(ability=...) or Respond(None).
- choose_bomb_target: Choose(seat=...) (default the next living player on the left).
- discard_for_buntline: Discard(card=...) (default random).
- respond_to_arrow: like respond_to_indians.
Phase-2 abilities are UseAbility actions on the play_turn decision: ace_up_the_sleeve, beer_keg,
lock_pick(target), whip(target, target_card), mexicali_kid(target), bass_greeves(cards=[c],
target_card=slot|None), frankie_canton(target, target_card|None = his character),
red_ringo(slots=[card, card?]).
"""

from __future__ import annotations

from itertools import combinations

from engines.bang import catalog as cat
from engines.bang import events as ev
from engines.bang import tokens as _tokens  # noqa: F401  (registers token placement and payment)
from engines.bang.actions import Choose, Discard, PlayCard, Respond, UseAbility
from engines.bang.effects import (
    EFFECTS,
    Effect,
    _has_bell_tower,
    _others,
    _others_memo,
    effect,
    play_at,
    play_built,
    play_of,
)
from engines.bang.engine import BangEngine
from engines.bang.registry import (
    CHARACTER_SLOT,
    DUCK_UPGRADE_COST,
    LATE,
    TOKEN_MAX,
    TOKENS_ON_PLAY,
    _first_pass,
    check_success,
    decision,
    sid_options,
    task,
)
from engines.bang.state import Task
from engines.base import Action, Seat, from_json, to_json

ACE_COST = 2
BEER_KEG_COST = 3
LOCK_PICK_COST = 3
WHIP_COST = 3
MEXICALI_COST = 2
AL_PREACHER_COST = 2
BASS_GREEVES_TOKENS = 2
RELOADING_TOKENS = 3
BOMB_BLACK_LOSS = 2
WEAPON_ABILITIES = frozenset({"big_fifty", "buntline_special", "double_barrel", "thunderer"})
ABIGAIL_EFFECTS = frozenset(
    {
        "bang",
        "duel",
        "steal_at_distance_1",
        "force_discard_any_player",
        "bang_effect_reachable",
        "arrow",
        "discard_any_card_in_play",
    }
)
"""Brown effects with a single target player that Ms. Abigail may ignore (§2.9)."""


# ---------------------------------------------------------------------- small helpers
def dangerous(e: BangEngine, seat: Seat, kind: str) -> str | None:
    """The seat's Dangerous card of `kind` in play, if any."""
    p = e.state.players[seat]
    tokens = p.card_tokens
    if tokens:
        for c in p.in_play:
            if c in tokens and cat.facts(c).kind == kind:
                return c
    return None


def loadout(e: BangEngine, seat: Seat) -> tuple[dict[str, str], str | None]:
    """(kind -> card of each of the seat's Dangerous cards, his weapon): `dangerous` and
    `weapon_of` of every kind in one pass over his cards in play, remembered while the play_turn
    answers are listed (`scan_memo`: every BANG! card and every ability asks again). A seat holds
    at most one Dangerous card of a kind (§2.3, and a Bomb goes only where none is)."""
    memo = e._scan
    if memo is not None:
        got = memo.get(("loadout", seat))
        if got is not None:
            return got  # type: ignore[no-any-return]
    p = e.state.players[seat]
    tokens = p.card_tokens
    kinds: dict[str, str] = {}
    weapon = None
    for c in p.in_play:
        d = cat.facts(c)
        if weapon is None and d.weapon:
            weapon = c
        if c in tokens and d.kind not in kinds:
            kinds[d.kind] = c
    got = (kinds, weapon)
    if memo is not None:
        memo[("loadout", seat)] = got
    return got


def card_tokens(e: BangEngine, seat: Seat, card_id: str | None) -> int:
    """Tokens on one of the seat's cards (0 if None)."""
    return e.state.players[seat].card_tokens.get(card_id, 0) if card_id else 0


def weapon_of(e: BangEngine, seat: Seat) -> str | None:
    """The seat's weapon card in play, if any."""
    return next((c for c in e.state.players[seat].in_play if cat.facts(c).weapon), None)


def pay_named_costs(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """Pay the card-specific costs chosen with a play: Bandolier, Bell Tower, the weapon's ability
    (1 token each, from that card; an emptied card is discarded at once, §2.3). Thunderer takes
    the BANG! card back into the hand before the target reacts (§2.6)."""
    p = e.state.players[seat]
    if a.bandolier:
        p.used_this_turn.append("bandolier")
        c = dangerous(e, seat, "bandolier")
        assert c is not None
        e._emit(ev.AbilityUsed(seat=seat, ability="bandolier"))
        e.remove_tokens(seat, c, 1, "bandolier")
    if a.bell_tower:
        c = dangerous(e, seat, "bell_tower")
        assert c is not None
        e._emit(ev.AbilityUsed(seat=seat, ability="bell_tower"))
        e.remove_tokens(seat, c, 1, "bell_tower")
    if a.weapon_ability:
        w = weapon_of(e, seat)
        assert w is not None
        kind = cat.facts(w).kind
        e.state.paid_weapon = kind
        e._emit(ev.AbilityUsed(seat=seat, ability=kind))
        e.remove_tokens(seat, w, 1, kind)
        if kind == "thunderer" and a.card in e.state.discard:
            e.state.discard.remove(a.card)
            e.take_into_hand(seat, a.card, public=True)
            e._emit(ev.CardMoved(from_seat=seat, to_seat=seat, card=a.card, reason="thunderer"))


def abigail_applies(e: BangEngine, seat: Seat, a: PlayCard, eff: str) -> bool:
    """Ms. Abigail may ignore a brown J–A card of which she is the only target (§2.9, U10)."""
    t = a.target
    if t is None or t == seat or a.extra_targets:
        return False
    q = e.state.players[t]
    d = cat.facts(a.card)
    if not q.alive or q.character != "ms_abigail" or d.border != "brown" or d.rank_value < 11:
        return False
    if eff not in ABIGAIL_EFFECTS:
        return False
    if a.weapon_ability and e.state.paid_weapon == "big_fifty":
        return False  # Big Fifty ignores her ability (§2.6)
    if a.weapon_ability and e.state.paid_weapon == "double_barrel":
        return e.state.options.abigail_ignores_double_barrel
    return True


def after_blue_or_orange(e: BangEngine, seat: Seat, card_id: str) -> None:
    """A blue or orange card was played into play: Al Preacher's window, then (first) the
    blue-card token bonus of its player (§2.2, §2.9; U20: the active player's first)."""
    for s in e.clockwise_from(seat):
        q = e.state.players[s]
        if (
            q.character == "al_preacher"
            and e.spendable(s) >= AL_PREACHER_COST
            and e.state.deck + e.state.discard
        ):
            e._push(Task(kind="al_preacher_window", seat=s, src=seat, card=card_id))
    if cat.facts(card_id).border == "blue":
        e._push(Task(kind="place_tokens", seat=seat, need=1, purpose="blue_card"))


def reach(e: BangEngine, seat: Seat, ignore_horses: bool = False) -> set[Seat]:
    """Seats within the seat's weapon range; `ignore_horses` drops the targets' Mustang and Paul
    Regret (a paid Big Fifty shot, U11). Without it, one comprehension over `distances_from`:
    every BANG! card's listing asks."""
    rng = e.weapon_range(seat)
    dists = e.distances_from(seat)
    if not ignore_horses:
        return {s for s, d in dists.items() if d <= rng}
    out = set()
    for s, d in dists.items():
        d = max(1, d - e.has_in_play(s, "mustang") - (e.char(s) == "paul_regret"))
        if d <= rng:
            out.add(s)
    return out


# ---------------------------------------------------------------------- BANG! with A&D options
def ad_bang_targets(e: BangEngine, seat: Seat, card: str) -> list[Action]:
    """BANG! plays with Bandolier, Bell Tower and the weapon's ability (§2.3, §2.6; U13, U31).

    The plays differ between BANG! cards only by whether the card is a real BANG! (`real`) and
    a ♦ (Double Barrel, U31): the (target, bandolier, bell tower, weapon) choices are worked out
    once per such pair while the play_turn answers are listed."""
    got = _BANG_CARDS.get(card)
    if got is None:
        d = cat.facts(card)
        got = _BANG_CARDS[card] = (d.kind == "bang", d.suit == "diamonds")
    real = got[0] or e.state.options.calamity_bang_uses_ad_abilities
    spec: list[tuple[Seat, bool, bool, bool]] = e.scan_memo(
        ("ad_bang", seat, real, got[1]), _ad_bang_spec, e, seat, real, got[1]
    )
    new = PlayCard
    plays = e.plays
    out: list[Action] = []
    for s, band, bell, weapon in spec:
        key = (card, s, band, bell, weapon)
        a = plays.get(key)
        if a is None:
            a = plays[key] = (
                new(card=card, target=s, bandolier=band, bell_tower=bell, weapon_ability=True)
                if weapon
                else new(card=card, target=s, bandolier=band, bell_tower=bell)
            )
        out.append(a)
    return out


_BANG_CARDS: dict[str, tuple[bool, bool]] = {}
"""card id -> (a BANG! card itself, a ♦): what `ad_bang_targets` reads of a card, filled on use."""


def _ad_bang_spec(
    e: BangEngine, seat: Seat, real: bool, diamond: bool
) -> list[tuple[Seat, bool, bool, bool]]:
    """(target, bandolier, bell_tower, weapon_ability) of each BANG! play, in `ad_bang_targets` order."""
    variants, normal, tower, wk, weapon_tokens = e.scan_memo(("ad_bang_seat", seat), _ad_bang_seat, e, seat)
    if not real:
        variants = variants[:1] if variants and not variants[0] else []
        tower = False
    if not variants:
        return []
    can_weapon = real and wk in WEAPON_ABILITIES and weapon_tokens
    if wk == "double_barrel" and not diamond:
        can_weapon = False  # U31: it would do nothing
    big = (
        e.scan_memo(("big_reach", seat), reach, e, seat, True) if can_weapon and wk == "big_fifty" else normal
    )
    others = _others_memo(e, seat)
    out: list[tuple[Seat, bool, bool, bool]] = []
    for band_flag in variants:
        for s in others:
            for bell in (False, True) if tower else (False,):
                if bell and s in normal:
                    continue  # U31: Bell Tower only where it changes the reach
                if bell or s in normal:
                    out.append((s, band_flag, bell, False))
                # Big Fifty against any target, even one with nothing to ignore (U32)
                if can_weapon and (bell or s in big):
                    out.append((s, band_flag, bell, True))
    return out


def _ad_bang_seat(e: BangEngine, seat: Seat) -> tuple[list[bool], set[Seat], bool, str, bool]:
    """What `_ad_bang_spec` reads of the seat for a real BANG! card, whatever its suit: the
    bandolier variants (False: the turn's own BANG!), the reach, Bell Tower usable, the weapon's
    kind and whether it holds a token. A Missed! of Calamity Janet without the A&D abilities
    (U13) keeps only the plain variant and no Bell Tower."""
    st = e.state
    p = st.players[seat]
    variants: list[bool] = []
    if e.can_play_bang(seat):
        variants.append(False)
    danger, w = loadout(e, seat)
    band = danger.get("bandolier")
    # Offered once a BANG! was played this turn, also to a player without a BANG! limit (Willy
    # the Kid, Volcanic): docs/rules/bang.md U32 makes that payment legal although it changes nothing.
    if band and st.bangs_played > 0 and "bandolier" not in p.used_this_turn:
        variants.append(True)
    normal: set[Seat] = e.scan_memo(("reach", seat), reach, e, seat) if variants else set()
    bell = danger.get("bell_tower")
    tower = bell is not None and p.card_tokens[bell] >= 1  # `_has_bell_tower`
    wk = cat.facts(w).kind if w else ""
    return variants, normal, tower, wk, card_tokens(e, seat, w) >= 1


# ---------------------------------------------------------------------- orange cards into play (§2.3)
def _dangerous_targets(e: BangEngine, seat: Seat, card: str) -> list[Action]:
    """In front of yourself, 3 tokens from the supply (not playable if it holds fewer), no two with
    the same name (§2.2, §2.3)."""
    if e.state.token_supply < TOKENS_ON_PLAY or e.has_in_play(seat, cat.facts(card).kind):
        return []
    return [play_of(e, card)]


def _place_dangerous(e: BangEngine, owner: Seat, player: Seat, card_id: str) -> None:
    p = e.state.players[owner]
    p.in_play.append(card_id)
    p.card_tokens[card_id] = 0
    e.add_tokens(owner, card_id, TOKENS_ON_PLAY, "played")


@effect("dangerous", _dangerous_targets)
def play_dangerous(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """Put a Dangerous card in play with 3 tokens; a weapon replaces the old one (§2.3)."""
    p = e.state.players[seat]
    if cat.facts(a.card).weapon:
        for old in [c for c in p.in_play if cat.facts(c).weapon]:
            e.discard_in_play(seat, old, "weapon_replaced")
    _place_dangerous(e, seat, seat, a.card)
    after_blue_or_orange(e, seat, a.card)


def _bomb_targets(e: BangEngine, seat: Seat, card: str) -> list[Action]:
    if e.state.token_supply < TOKENS_ON_PLAY:
        return []
    return [
        play_at(e, card, s) for s in e.clockwise_from(seat, include_self=True) if not e.has_in_play(s, "bomb")
    ]


@effect("bomb", _bomb_targets)
def play_bomb(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """The Bomb goes in front of any living player, yourself included, with 3 tokens (§2.6)."""
    assert a.target is not None
    if a.target != seat:
        e.note_attack(seat, a.target)
    _place_dangerous(e, a.target, seat, a.card)
    after_blue_or_orange(e, seat, a.card)


# ---------------------------------------------------------------------- new brown cards (§2.6)
def _upgrade_counts(e: BangEngine, seat: Seat, card: str, limit: int = 99, reserve: int = 0) -> range:
    """How many upgrades the seat can buy (`reserve`: tokens already committed, e.g. Bell Tower's)."""
    d = cat.facts(card)
    if d.upgrade is None:
        return range(1)
    top = (e.spendable(seat) - reserve) // d.upgrade.cost
    if not d.upgrade.repeatable:
        top = min(top, 1)
    return range(min(top, limit) + 1)


def _caravan_or_draw_targets(e: BangEngine, seat: Seat, card: str) -> list[Action]:
    """Stagecoach; Caravan with 0..n upgrades (§2.6, U2)."""
    return [
        play_built(e, (card, "upgrades", u), card=card, upgrades=u) for u in _upgrade_counts(e, seat, card)
    ]


EFFECTS["draw_2"] = Effect(targets=_caravan_or_draw_targets, resolve=EFFECTS["draw_2"].resolve)


def _nip_targets(e: BangEngine, seat: Seat, card: str) -> list[Action]:
    """A Little Nip: own turn only; upgrades only while they heal something (U31; U12)."""
    if e.alive_count() <= 2 and not e.state.options.heal_cards_with_two_alive:
        return []
    p = e.state.players[seat]
    useful = max(0, p.max_life - p.life - 1)
    return [
        play_built(e, (card, "upgrades", u), card=card, upgrades=u)
        for u in _upgrade_counts(e, seat, card, useful)
    ]


@effect("heal_1_own_turn", _nip_targets)
def little_nip(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """A Little Nip: regain 1 LP, +1 per 3 tokens paid (§2.6)."""
    e.heal(seat, 1 + a.upgrades, "a_little_nip")


def _multi_targets(
    e: BangEngine, seat: Seat, card: str, pool: list[Seat], tower_pool: list[Seat]
) -> list[Action]:
    """One target plus one per upgrade, all different (Quick Shot, Arrow; §2.6)."""
    out: list[Action] = []
    for pool_, bell in ((pool, False), (tower_pool, True)):
        extra = len(_upgrade_counts(e, seat, card, reserve=int(bell))) - 1
        for n in range(1, min(len(pool_), extra + 1) + 1):
            for combo in combinations(sorted(pool_), n):
                if bell and all(s in pool for s in combo):
                    continue
                out.append(
                    play_built(
                        e,
                        (card, "multi", combo, bell),
                        card=card,
                        target=combo[0],
                        extra_targets=list(combo[1:]),
                        upgrades=n - 1,
                        bell_tower=bell,
                    )
                )
    return out


def _shot_card_targets(e: BangEngine, seat: Seat, card: str) -> list[Action]:
    """Quick Shot / Flintlock: reachable players (Bell Tower: everyone) (§2.6)."""
    normal = sorted(e.scan_memo(("reach", seat), reach, e, seat))
    tower = sorted(_others_memo(e, seat)) if _has_bell_tower(e, seat) else []
    if cat.facts(card).kind == "quick_shot":
        return _multi_targets(e, seat, card, normal, tower)
    out: list[Action] = []
    ups = list(_upgrade_counts(e, seat, card))
    for s in normal:
        out += [play_built(e, (card, "shot", s, u), card=card, target=s, upgrades=u) for u in ups]
    ups_bell = list(_upgrade_counts(e, seat, card, reserve=1))
    for s in tower:
        if s not in normal:
            out += [
                play_built(e, (card, "shot_bell", s, u), card=card, target=s, upgrades=u, bell_tower=True)
                for u in ups_bell
            ]
    return out


@effect("bang_effect_reachable", _shot_card_targets)
def shot_card(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """Quick Shot / Flintlock: a shot per target, not a BANG! card (§2.6)."""
    assert a.target is not None
    kind = cat.facts(a.card).kind
    targets = sorted([a.target, *a.extra_targets], key=lambda s: (s - seat) % e.state.seats)
    flags = ["flintlock_return"] if kind == "flintlock" and a.upgrades else []
    for s in reversed(targets):
        e.note_attack(seat, s)
        e._push(Task(kind="shot", seat=s, src=seat, card=a.card, need=1, purpose=kind, flags=list(flags)))


def _arrow_targets(e: BangEngine, seat: Seat, card: str) -> list[Action]:
    return _multi_targets(e, seat, card, sorted(_others_memo(e, seat)), [])


@effect("arrow", _arrow_targets)
def arrow(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """Arrow: each target discards a BANG! card or loses 1 LP; not a shot (§2.6)."""
    assert a.target is not None
    targets = sorted([a.target, *a.extra_targets], key=lambda s: (s - seat) % e.state.seats)
    for s in reversed(targets):
        e.note_attack(seat, s)
        e._push(Task(kind="arrow_hit", seat=s, src=seat, card=a.card))


@effect("gain_3_tokens", lambda e, seat, card: [play_of(e, card)])
def reloading(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """Reloading: 3 supply tokens spread over your slots, 4 max each (§2.6)."""
    e._push(Task(kind="place_tokens", seat=seat, need=RELOADING_TOKENS, purpose="reloading"))


@effect("rust", lambda e, seat, card: [play_of(e, card)])
def rust(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """Rust: every other player loses 1 token per slot; you gain them on your character (§2.6)."""
    for s in reversed(_others(e, seat)):
        e._push(Task(kind="rust_hit", seat=s, src=seat, card=a.card))


@task("rust_hit")
def _run_rust_hit(e: BangEngine, t: Task) -> None:
    e._pop()
    assert t.seat is not None and t.src is not None
    p = e.state.players[t.seat]
    if not p.alive:
        return
    taken = 0
    for slot in [s for s in e.own_slots(t.seat) if e.slot_tokens(t.seat, s) > 0]:
        taken += e.remove_tokens(t.seat, slot, 1, "rust", to_supply=False)
    if not taken:
        return
    me = e.state.players[t.src]
    keep = min(taken, TOKEN_MAX - me.tokens) if me.alive else 0
    me.tokens += keep
    e.state.token_supply += taken - keep
    e._emit(
        ev.TokensChanged(
            seat=t.src,
            slot=CHARACTER_SLOT,
            delta=keep,
            tokens=me.tokens,
            reason="rust",
            supply=e.state.token_supply,
        )
    )


def _squaw_targets(e: BangEngine, seat: Seat, card: str) -> list[Action]:
    """Any card in play in front of any player (own cards: option U15); upgrade once (§2.6)."""
    out: list[Action] = []
    seats = list(_others_memo(e, seat))
    if e.state.options.cat_balou_own_cards:
        seats.append(seat)
    for s in seats:
        # `_card_choices` (in-play cards) with upgrades set, built once (`play_built`)
        for c in e.state.players[s].in_play:
            out += [
                play_built(e, (card, "squaw", s, c, u), card=card, target=s, target_card=c, upgrades=u)
                for u in _upgrade_counts(e, seat, card)
            ]
    return out


@effect("discard_any_card_in_play", _squaw_targets)
def squaw(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """Squaw: discard the card, or with the upgrade take it into your hand (without tokens)."""
    assert a.target is not None and a.target_card is not None
    if a.target_card not in e.state.players[a.target].in_play:
        return
    if a.target != seat:
        e.note_attack(seat, a.target)
    if a.upgrades:
        e.leave_play(a.target, a.target_card)
        e.take_into_hand(seat, a.target_card, public=True)
        e._emit(ev.CardMoved(from_seat=a.target, to_seat=seat, card=a.target_card, reason="squaw"))
    else:
        e.discard_in_play(a.target, a.target_card, "squaw")


# ---------------------------------------------------------------------- Tumbleweed (§2.6, §3.1 #10)
def _use_or_pass(ability: str) -> object:
    def opts(e: BangEngine, t: Task, seat: Seat, did: int) -> list[Action]:
        return [UseAbility(decision_id=did, ability=ability), Respond(decision_id=did, card=None)]

    return opts


@task("tumbleweed_window")
def _run_tumbleweed(e: BangEngine, t: Task) -> None:
    assert t.seat is not None
    if not e.state.players[t.seat].alive or card_tokens(e, t.seat, t.card) < 1 or e.state.check_card is None:
        e._pop()
        return
    e.ask(t, "use_tumbleweed", t.seat, e.state.options.response_timeout_s)


@decision("use_tumbleweed", _use_or_pass("tumbleweed"), _first_pass)  # type: ignore[arg-type]
def _answer_tumbleweed(e: BangEngine, t: Task, a: Action) -> None:
    """Pay 1: the "draw!" just completed is made again; the first card stays discarded."""
    e._pop()
    if isinstance(a, Respond):
        return
    assert t.seat is not None and t.other is not None and t.card is not None
    e._emit(ev.AbilityUsed(seat=t.seat, ability="tumbleweed"))
    e.state.check_card = None
    e.remove_tokens(t.seat, t.card, 1, "tumbleweed")
    e._push(Task(kind="check", seat=t.other, purpose=t.purpose))


# ---------------------------------------------------------------------- Bomb (§2.6)
@task("bomb")
def _run_bomb(e: BangEngine, t: Task) -> None:
    from engines.bang.flow import start_of_turn_check

    start_of_turn_check(e, t, "bomb")


@task("bomb_result")
def _run_bomb_result(e: BangEngine, t: Task) -> None:
    """♥/♦: pass it to another player; ♣/♠: remove 2 tokens, exploding when none remain."""
    assert t.seat is not None
    c = e.state.check_card
    bomb = dangerous(e, t.seat, "bomb")
    if c is None or bomb is None or not e.state.players[t.seat].alive:
        e._pop()
        return
    if check_success("bomb", c):
        if not _bomb_pass_options(e, t, t.seat, 0):
            e._pop()
            return
        e.ask(t, "choose_bomb_target", t.seat, e.state.options.turn_timeout_s)
        return
    e._pop()
    e.remove_tokens(t.seat, bomb, BOMB_BLACK_LOSS, "bomb_check")


def _bomb_pass_options(e: BangEngine, t: Task, seat: Seat, did: int) -> list[Action]:
    seats = [s for s in e.clockwise_from(seat) if not e.has_in_play(s, "bomb")]
    if e.state.options.bomb_may_stay:
        seats.append(seat)
    return [Choose(decision_id=did, seat=s) for s in seats]


@decision("choose_bomb_target", _bomb_pass_options, lambda e, t, s, did, o: o[0])
def _answer_bomb_pass(e: BangEngine, t: Task, a: Action) -> None:
    """The Bomb moves with its tokens; passing is not playing (no tokens, no bonus)."""
    assert isinstance(a, Choose) and a.seat is not None and t.seat is not None
    e._pop()
    if a.seat == t.seat:
        return
    bomb = dangerous(e, t.seat, "bomb")
    assert bomb is not None
    src, dst = e.state.players[t.seat], e.state.players[a.seat]
    src.in_play.remove(bomb)
    dst.in_play.append(bomb)
    dst.card_tokens[bomb] = src.card_tokens.pop(bomb)
    e._emit(ev.CardMoved(from_seat=t.seat, to_seat=a.seat, card=bomb, reason="bomb_passed"))


# ---------------------------------------------------------------------- shots with A&D
def shot_cancelled(e: BangEngine, t: Task) -> None:
    """After a cancelled shot: Flintlock's return, Bloody Mary's draw, Buntline's discard (§2.6,
    §2.9); the shooter's triggers first, then the target's (U20)."""
    if "flintlock_return" in t.flags and t.card in e.state.resolving:
        e.state.resolving.remove(t.card)
        assert t.src is not None
        if e.state.players[t.src].alive:
            e.take_into_hand(t.src, t.card, public=True)
            e._emit(ev.CardMoved(from_seat=t.src, to_seat=t.src, card=t.card, reason="flintlock_returned"))
        else:
            e.state.discard.append(t.card)
    if "buntline" in t.flags and t.seat is not None and e.state.players[t.seat].hand:
        e._push(Task(kind="buntline_discard", seat=t.seat, src=t.src, card=t.card))
    if "bang_card" in t.flags and t.src is not None and e.char(t.src) == "bloody_mary":
        e.draw(t.src, 1, source="bloody_mary")


def shot_hit(e: BangEngine, t: Task) -> None:
    """A shot not cancelled: a set-aside Flintlock goes to the discard pile (§2.6)."""
    release_flintlock(e, t)


def release_flintlock(e: BangEngine, t: Task) -> None:
    """Discard a Flintlock set aside for a shot that hit or never happened."""
    if "flintlock_return" in t.flags and t.card in e.state.resolving:
        e.state.resolving.remove(t.card)
        e.state.discard.append(t.card)


@task("buntline_discard")
def _run_buntline(e: BangEngine, t: Task) -> None:
    assert t.seat is not None
    if not e.state.players[t.seat].alive or not e.state.players[t.seat].hand:
        e._pop()
        return
    e.ask(t, "discard_for_buntline", t.seat, e.state.options.response_timeout_s)


def _buntline_options(e: BangEngine, t: Task, seat: Seat, did: int) -> list[Action]:
    return [Discard(decision_id=did, card=c) for c in e.state.players[seat].hand]


def _random_default(e: BangEngine, t: Task, seat: Seat, did: int, opts: list[Action]) -> Action:
    """A random card of his hand (§3.1 #12)."""
    return opts[0] if len(opts) == 1 else e.pick(opts)


@decision("discard_for_buntline", _buntline_options, _random_default)
def _answer_buntline(e: BangEngine, t: Task, a: Action) -> None:
    assert isinstance(a, Discard) and t.seat is not None
    e._pop()
    e.discard_from_hand(t.seat, a.card, "buntline_special")


def duck_with_upgrade(e: BangEngine, seat: Seat, card_id: str) -> None:
    """Duck! with its upgrade: set aside, 2 tokens paid, counts as a Missed!, back to hand (U3)."""
    e.remove_from_hand(seat, card_id)
    e.state.resolving.append(card_id)
    e._push(Task(kind="duck_return", seat=seat, card=card_id))
    e._push(Task(kind="pay_tokens", seat=seat, need=DUCK_UPGRADE_COST, purpose="duck"))


@task("duck_return")
def _run_duck_return(e: BangEngine, t: Task) -> None:
    e._pop()
    assert t.seat is not None and t.card is not None
    e.state.resolving.remove(t.card)
    below = e.state.stack[-1] if e.state.stack else None
    if below is not None and below.kind == "shot" and below.seat == t.seat:
        below.got += 1
    if e.state.players[t.seat].alive:
        e.take_into_hand(t.seat, t.card, public=True)
        e._emit(ev.CardMoved(from_seat=t.seat, to_seat=t.seat, card=t.card, reason="duck_returned"))
    else:
        e.state.discard.append(t.card)


# ---------------------------------------------------------------------- Arrow answers (§2.6)
def _arrow_options(e: BangEngine, t: Task, seat: Seat, did: int) -> list[Action]:
    from engines.bang.registry import OPTIONS

    return OPTIONS["respond_to_indians"](e, t, seat, did)


@task("arrow_hit")
def _run_arrow(e: BangEngine, t: Task) -> None:
    from engines.bang.flow import ask_discard_a_bang

    ask_discard_a_bang(e, t, "respond_to_arrow")


@decision("respond_to_arrow", _arrow_options, _first_pass)
def _answer_arrow(e: BangEngine, t: Task, a: Action) -> None:
    from engines.bang.flow import answer_discard_a_bang

    answer_discard_a_bang(e, t, a, "arrow")


# ---------------------------------------------------------------------- Julie Cutter (§2.9)
@task("julie_result")
def _run_julie(e: BangEngine, t: Task) -> None:
    e._pop()
    assert t.seat is not None and t.other is not None
    c = e.state.check_card
    if c is None or not check_success("julie", c):
        return
    if e.state.players[t.seat].alive and e.state.players[t.other].alive:
        e.note_attack(t.seat, t.other)
        e._emit(ev.AbilityUsed(seat=t.seat, ability="julie_cutter"))
        e._push(Task(kind="shot", seat=t.other, src=t.seat, need=1, purpose="julie_cutter"))


# ---------------------------------------------------------------------- Ms. Abigail (§2.9, §3.1 #6)
@task("abigail_window")
def _run_abigail(e: BangEngine, t: Task) -> None:
    assert t.seat is not None
    if not e.state.players[t.seat].alive:
        e._pop()
        return
    e.ask(t, "ms_abigail_ignore", t.seat, e.state.options.response_timeout_s)


@decision(
    "ms_abigail_ignore",
    _use_or_pass("ms_abigail"),  # type: ignore[arg-type]
    lambda e, t, s, did, o: o[0],  # (rec.) ignore it
)
def _answer_abigail(e: BangEngine, t: Task, a: Action) -> None:
    """Ignoring: the card does nothing (it still counted as played; paid tokens are lost)."""
    e._pop()
    if isinstance(a, Respond):
        return
    assert t.seat is not None
    e._emit(ev.AbilityUsed(seat=t.seat, ability="ms_abigail"))
    e.state.paid_weapon = ""
    # Drop the windows up to the card's own resolution and mark it ignored.
    while e.state.stack:
        top = e.state.stack[-1]
        if top.kind == "resolve_card":
            top.flags.append("ignored")
            if t.card in e.state.resolving and cat.facts(t.card).kind == "flintlock":
                e.state.resolving.remove(t.card)
                e.state.discard.append(t.card)
            return
        e._pop()


# ---------------------------------------------------------------------- Al Preacher (§2.9, §3.1 #11, U30)
@task("al_preacher_window")
def _run_al(e: BangEngine, t: Task) -> None:
    assert t.seat is not None
    if not e.state.players[t.seat].alive or e.spendable(t.seat) < AL_PREACHER_COST:
        e._pop()
        return
    e.ask(t, "use_al_preacher", t.seat, e.state.options.response_timeout_s)


@decision("use_al_preacher", _use_or_pass("al_preacher"), _first_pass)  # type: ignore[arg-type]
def _answer_al(e: BangEngine, t: Task, a: Action) -> None:
    """Pay 2 tokens, draw 1 card; at most once per blue/orange card played."""
    e._pop()
    if isinstance(a, Respond):
        return
    assert t.seat is not None
    e._emit(ev.AbilityUsed(seat=t.seat, ability="al_preacher"))
    e._push(Task(kind="draw_after_payment", seat=t.seat, need=1, purpose="al_preacher"))
    e._push(Task(kind="pay_tokens", seat=t.seat, need=AL_PREACHER_COST, purpose="al_preacher"))


@task("draw_after_payment")
def _run_draw_after_payment(e: BangEngine, t: Task) -> None:
    e._pop()
    assert t.seat is not None
    e.draw(t.seat, t.need, source=t.purpose)


# ---------------------------------------------------------------------- phase-2 abilities
def _object_options(e: BangEngine, seat: Seat, did: int, out: list[Action]) -> None:
    """Ace Up The Sleeve, Beer Keg, Lock Pick and Whip uses (part of `ability_options`)."""
    st = e.state
    p = st.players[seat]
    piles = bool(st.deck or st.discard)
    danger = loadout(e, seat)[0]
    ace = danger.get("ace_up_the_sleeve")
    if ace and card_tokens(e, seat, ace) >= ACE_COST and piles:
        out.append(UseAbility(decision_id=did, ability="ace_up_the_sleeve"))
    keg = danger.get("beer_keg")
    two_ok = keg and (e.alive_count() > 2 or st.options.heal_cards_with_two_alive)
    if keg and card_tokens(e, seat, keg) >= BEER_KEG_COST and p.life < p.max_life and two_ok:
        out.append(UseAbility(decision_id=did, ability="beer_keg"))
    pick = danger.get("lock_pick")
    if pick and card_tokens(e, seat, pick) >= LOCK_PICK_COST:
        out += [
            UseAbility(decision_id=did, ability="lock_pick", target=s)
            for s in _others(e, seat)
            if st.players[s].hand
        ]
    whip = danger.get("whip")
    if whip and card_tokens(e, seat, whip) >= WHIP_COST:
        seats = list(_others_memo(e, seat)) + ([seat] if st.options.cat_balou_own_cards else [])
        for s in seats:
            out += [
                UseAbility(decision_id=did, ability="whip", target=s, target_card=c)
                for c in st.players[s].in_play
                if not (s == seat and c == whip)
            ]


def ability_options(e: BangEngine, seat: Seat, did: int) -> list[Action]:
    """Dangerous objects and character abilities usable now in phase 2 (§2.3, §2.9; U25, U31)."""
    st = e.state
    p = st.players[seat]
    out: list[Action] = []
    if p.card_tokens:  # without Dangerous cards in play none of the four objects exists
        _object_options(e, seat, did, out)
    ch = p.character
    if ch not in p.used_this_turn:
        if ch == "mexicali_kid" and e.spendable(seat) >= MEXICALI_COST:
            near = reach(e, seat)
            out += [UseAbility(decision_id=did, ability=ch, target=s) for s in sorted(near)]
            if _has_bell_tower(e, seat) and e.spendable(seat) >= MEXICALI_COST + 1:
                # Bell Tower also works for Mexicali Kid's shot (§2.6), only where it matters (U31).
                out += [
                    UseAbility(decision_id=did, ability=ch, target=s, bell_tower=True)
                    for s in _others(e, seat)
                    if s not in near
                ]
        elif ch == "bass_greeves" and p.hand and st.token_supply > 0:
            slots = [s for s in e.own_slots(seat) if e.slot_tokens(seat, s) < TOKEN_MAX]
            for c in p.hand:
                for slot in slots:
                    out.append(
                        UseAbility(
                            decision_id=did,
                            ability=ch,
                            cards=[c],
                            target_card=None if slot == CHARACTER_SLOT else slot,
                        )
                    )
        elif ch == "frankie_canton" and p.tokens < TOKEN_MAX:
            for s in e.clockwise_from(seat, include_self=True):
                q = st.players[s]
                if s != seat and q.tokens > 0:
                    out.append(UseAbility(decision_id=did, ability=ch, target=s))
                out += [
                    UseAbility(decision_id=did, ability=ch, target=s, target_card=c)
                    for c in q.in_play
                    if q.card_tokens.get(c, 0) > 0
                ]
        elif ch == "red_ringo" and p.tokens > 0:
            cards = [c for c in p.in_play if c in p.card_tokens and p.card_tokens[c] < TOKEN_MAX]
            for c in cards:
                out.append(UseAbility(decision_id=did, ability=ch, slots=[c]))
                if p.tokens >= 2 and p.card_tokens[c] <= TOKEN_MAX - 2:
                    out.append(UseAbility(decision_id=did, ability=ch, slots=[c, c]))
            if p.tokens >= 2:
                out += [
                    UseAbility(decision_id=did, ability=ch, slots=[a, b]) for a, b in combinations(cards, 2)
                ]
    return out


def _ability_effect(e: BangEngine, seat: Seat, a: UseAbility) -> None:
    """Lock Pick / Whip once paid: take a random hand card, or discard a card in play (§2.6)."""
    st = e.state
    assert a.target is not None
    if not st.players[seat].alive and a.ability == "lock_pick":
        return
    if a.ability == "lock_pick":
        e.steal_from_hand(seat, a.target, e.rng().randrange(1 << 16), a.ability)
    elif a.target_card is not None and a.target_card in st.players[a.target].in_play:
        e.discard_in_play(a.target, a.target_card, a.ability)


@task("resolve_ability")
def _run_resolve_ability(e: BangEngine, t: Task) -> None:
    """An ability whose effect waited for Sid Ketchum's window (U21)."""
    e._pop()
    assert t.src is not None
    _ability_effect(e, t.src, from_json(UseAbility, t.purpose))


def use_ability(e: BangEngine, seat: Seat, a: UseAbility) -> None:
    """Apply a phase-2 ability chosen from `ability_options`."""
    st = e.state
    p = st.players[seat]
    ab = a.ability
    e._emit(ev.AbilityUsed(seat=seat, ability=ab, cards=list(a.cards)))
    if ab == "ace_up_the_sleeve":
        c = dangerous(e, seat, ab)
        assert c is not None
        e.remove_tokens(seat, c, ACE_COST, ab)
        e.draw(seat, 1, source=ab)
    elif ab == "beer_keg":
        c = dangerous(e, seat, ab)
        assert c is not None
        e.remove_tokens(seat, c, BEER_KEG_COST, ab)
        e.heal(seat, 1, ab)
    elif ab in ("lock_pick", "whip"):
        c = dangerous(e, seat, ab)
        assert c is not None and a.target is not None
        if a.target != seat:
            e.note_attack(seat, a.target)
        e.remove_tokens(seat, c, LOCK_PICK_COST if ab == "lock_pick" else WHIP_COST, ab)
        if a.target != seat and sid_options(e, a.target, 0):
            # U21: Sid Ketchum may heal when an ability targets him, before it takes effect.
            e._push(Task(kind="resolve_ability", src=seat, purpose=to_json(a)))
            e._push(Task(kind="sid_window", seat=a.target, src=seat))
            return
        _ability_effect(e, seat, a)
    elif ab == "mexicali_kid":
        assert a.target is not None
        p.used_this_turn.append(ab)
        e.note_attack(seat, a.target)
        if a.bell_tower:
            tower = dangerous(e, seat, "bell_tower")
            assert tower is not None
            e._emit(ev.AbilityUsed(seat=seat, ability="bell_tower"))
            e.remove_tokens(seat, tower, 1, "bell_tower")
        e._push(Task(kind="shot", seat=a.target, src=seat, need=1, purpose=ab))
        e._push(Task(kind="pay_tokens", seat=seat, need=MEXICALI_COST, purpose=ab))
    elif ab == "bass_greeves":
        p.used_this_turn.append(ab)
        slot = a.target_card or CHARACTER_SLOT
        e.discard_from_hand(seat, a.cards[0], ab)
        if slot == CHARACTER_SLOT or slot in p.in_play:
            e.add_tokens(seat, slot, BASS_GREEVES_TOKENS, ab)
    elif ab == "frankie_canton":
        assert a.target is not None
        p.used_this_turn.append(ab)
        slot = a.target_card or CHARACTER_SLOT
        got = e.remove_tokens(a.target, slot, 1, ab, to_supply=False)
        p.tokens += got
        e._emit(
            ev.TokensChanged(
                seat=seat, slot=CHARACTER_SLOT, delta=got, tokens=p.tokens, reason=ab, supply=st.token_supply
            )
        )
    elif ab == "red_ringo":
        p.used_this_turn.append(ab)
        for c in a.slots:
            p.tokens -= 1
            p.card_tokens[c] += 1
            e._emit(
                ev.TokensChanged(
                    seat=seat, slot=c, delta=1, tokens=p.card_tokens[c], reason=ab, supply=st.token_supply
                )
            )
    else:
        raise AssertionError(ab)


for _fn in (
    ability_options,
    use_ability,
    release_flintlock,
    shot_cancelled,
    shot_hit,
    duck_with_upgrade,
    abigail_applies,
    pay_named_costs,
    ad_bang_targets,
    after_blue_or_orange,
):
    setattr(LATE, _fn.__name__, _fn)
