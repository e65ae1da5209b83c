"""BANG! card effects as named handlers (docs/ARCHITECTURE.md C4); one per `effect:` id of data/bang/cards.yaml.

Each effect registers two functions: `targets` lists the legal PlayCard actions for one card in
phase 2, and `resolve` applies it (pushing tasks on the stack for anything that needs answers).
A&D effect ids are listed in `NOT_IMPLEMENTED` until the expansion is built.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engines.bang import catalog as cat
from engines.bang import events as ev
from engines.bang.actions import PlayCard
from engines.bang.engine import BangEngine
from engines.bang.registry import BLUE_SELF_EFFECTS, LATE, sid_options, task
from engines.bang.state import Task
from engines.base import Action, Seat, from_json, to_json

TargetsFn = Callable[[BangEngine, Seat, str], list[Action]]
ResolveFn = Callable[[BangEngine, Seat, PlayCard], None]


@dataclass(frozen=True)
class Effect:
    """A card effect: who/what it may target and how it resolves."""

    targets: TargetsFn
    resolve: ResolveFn


EFFECTS: dict[str, Effect] = {}

SID_WINDOW_EFFECTS = frozenset(
    {"steal_at_distance_1", "force_discard_any_player", "jail", "discard_any_card_in_play", "bomb"}
)
"""Targeted cards without an answer window of their own: Sid Ketchum gets one (U21)."""

DANGEROUS_EFFECTS: frozenset[str] = frozenset(
    {
        "draw_1",
        "extra_bang_card_this_turn",
        "bang_ignores_target_cards_in_play_and_ability",
        "bang_if_canceled_target_discards_from_hand",
        "next_card_all_players_at_distance_1",
        "force_redraw",
        "diamond_bang_cannot_be_canceled",
        "steal_random_hand_card_any_player",
        "bang_card_returns_to_hand",
    }
)
"""Effect ids of orange cards: all are played as "dangerous" (in play with 3 tokens, §2.3); their
uses are abilities (armed.py). Shared ids (missed, heal_1_own_turn, discard_any_card_in_play)
dispatch on the border in `effect_of`."""
NOT_IMPLEMENTED: frozenset[str] = frozenset()
"""Effect ids without a handler (none: A&D is built, armed.py)."""


def effect(name: str, targets: TargetsFn) -> Callable[[ResolveFn], ResolveFn]:
    """Register the handler of an effect id."""

    def deco(fn: ResolveFn) -> ResolveFn:
        EFFECTS[name] = Effect(targets=targets, resolve=fn)
        return fn

    return deco


def effect_of(e: BangEngine, seat: Seat, card_id: str) -> str:
    """The effect a card has when `seat` plays it: Calamity Janet's Missed! is a BANG! (§1.15)."""
    d = cat.facts(card_id)
    if d.kind == "missed" and e.char(seat) == "calamity_janet":
        return "bang"
    if d.border == "orange":
        return "bomb" if d.kind == "bomb" else "dangerous"
    return d.effect


_PLAY_EFFECT: dict[str, tuple[str, str]] = {}
"""card id -> (kind, `effect_of` for anyone but Calamity Janet), filled on first use."""


def _play_effect(card_id: str) -> tuple[str, str]:
    got = _PLAY_EFFECT.get(card_id)
    if got is None:
        d = cat.facts(card_id)
        eff = ("bomb" if d.kind == "bomb" else "dangerous") if d.border == "orange" else d.effect
        got = _PLAY_EFFECT[card_id] = (d.kind, eff)
    return got


def play_options(e: BangEngine, seat: Seat, did: int) -> list[Action]:
    """Every card play (and Sid Ketchum's ability) the active player may make now in phase 2."""
    out: list[Action] = []
    calamity = e.state.players[seat].character == "calamity_janet"
    effects = EFFECTS
    for c in e.state.players[seat].hand:
        kind, name = _PLAY_EFFECT.get(c) or _play_effect(c)
        if calamity and kind == "missed":
            name = "bang"  # `effect_of`: Calamity Janet's Missed! is a BANG!
        eff = effects.get(name)
        if eff is not None:
            out += eff.targets(e, seat, c)
    out += sid_options(e, seat, did)
    return out


def play_card(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """Play a card: it leaves the hand (a brown one goes to the discard pile at once, §1.12), then
    Suzy Lafayette may draw, then the effect resolves (§1.15)."""
    st = e.state
    p = st.players[seat]
    card, target, upgrades, bandolier = a.card, a.target, a.upgrades, a.bandolier
    d = cat.facts(card)
    border = d.border
    kind, eff = _PLAY_EFFECT.get(card) or _play_effect(card)
    if kind == "missed" and p.character == "calamity_janet":
        eff = "bang"  # `effect_of`, from the table
    as_kind = "bang" if eff == "bang" and kind != "bang" else None
    e._emit(
        ev.CardPlayed(
            seat=seat,
            card=card,
            target=target,
            target_card=a.target_card,
            as_kind=as_kind,
            extra_targets=list(a.extra_targets),  # the play may be a shared one (`BangEngine.plays`)
            upgrades=upgrades,
            weapon_ability=a.weapon_ability,
            bandolier=bandolier,
            bell_tower=a.bell_tower,
        )
    )
    p.hand.remove(card)
    revealed = p.revealed_hand
    if revealed and card in revealed:
        revealed.remove(card)
    if border == "brown":
        if kind == "flintlock" and upgrades:
            st.resolving.append(card)  # set aside until its shot is settled (§1.12)
        else:
            st.discard.append(card)
    if eff == "bang" and not bandolier:
        # §4 "One-BANG! counter" (an ignored BANG! still counts)
        st.bangs_played += 1
    pre: list[Task] = []
    if e.ad:
        LATE.pay_named_costs(e, seat, a)
        if upgrades and d.upgrade is not None:
            pre.append(Task(kind="pay_tokens", seat=seat, need=d.upgrade.cost * upgrades, purpose="upgrade"))
        if LATE.abigail_applies(e, seat, a, eff):
            pre.append(Task(kind="abigail_window", seat=target, src=seat, card=card))
    e.suzy_check(seat)
    sid = (
        eff in SID_WINDOW_EFFECTS
        and target is not None
        and target != seat
        and bool(sid_options(e, target, 0))
    )
    if sid or pre:
        # U21: Sid Ketchum may heal when a card targets him, before it takes effect; A&D upgrades
        # are paid and Ms. Abigail decides before the card resolves (§2.4, §2.9).
        if border != "brown":
            st.resolving.append(card)  # a Jail waits in public view until it lands
        e._push(Task(kind="resolve_card", src=seat, card=card, purpose=to_json(a)))
        if sid:
            assert target is not None
            e._push(Task(kind="sid_window", seat=target, src=seat, card=card))
        for t in reversed(pre):
            e._push(t)
        return
    EFFECTS[eff].resolve(e, seat, a)


@task("resolve_card")
def _run_resolve_card(e: BangEngine, t: Task) -> None:
    """Resolve a card whose effect waited for a window (Sid Ketchum's, U21)."""
    e._pop()
    assert t.src is not None
    a = from_json(PlayCard, t.purpose)
    if a.card in e.state.resolving and cat.facts(a.card).border != "brown":
        e.state.resolving.remove(a.card)
    if "ignored" in t.flags:
        return
    EFFECTS[effect_of(e, t.src, a.card)].resolve(e, t.src, a)


# ---------------------------------------------------------------------- targeting helpers
def _others(e: BangEngine, seat: Seat) -> list[Seat]:
    """The other living seats, clockwise from the next (a fresh list)."""
    return e.clockwise_from(seat)


def _others_memo(e: BangEngine, seat: Seat) -> list[Seat]:
    """`_others`, remembered while the play_turn answers are listed (read it, never mutate it)."""
    return e.scan_memo(("others", seat), e.clockwise_from, seat)  # type: ignore[no-any-return]


def play_of(e: BangEngine, card: str) -> PlayCard:
    """`PlayCard(card=card)`, built once per game (`BangEngine.plays`)."""
    a = e.plays.get(card)
    if a is None:
        a = e.plays[card] = PlayCard(card=card)
    return a


def play_at(e: BangEngine, card: str, target: Seat) -> PlayCard:
    """`PlayCard(card=card, target=target)`, built once per game (`BangEngine.plays`)."""
    key = (card, target)
    a = e.plays.get(key)
    if a is None:
        a = e.plays[key] = PlayCard(card=card, target=target)
    return a


def play_built(e: BangEngine, key: tuple[Any, ...], **fields: Any) -> PlayCard:
    """`PlayCard(**fields)`, built once under `key` (`BangEngine.plays`): the plays with upgrades,
    extra targets or Bell Tower (A&D), which would otherwise be built afresh at every listing. The
    key is `(card, tag, ...)` with a str tag, so it never meets the keys of `play_at`,
    `_card_choices` or `ad_bang_targets` (a seat there); the same key must always come with the
    same fields."""
    a = e.plays.get(key)
    if a is None:
        a = e.plays[key] = PlayCard(**fields)
    return a


def _no_target(e: BangEngine, seat: Seat, card: str) -> list[Action]:
    return [play_of(e, card)]


def _card_choices(e: BangEngine, seat: Seat, card: str, target: Seat, hand_too: bool) -> list[Action]:
    """A chosen in-play card (by public id) or a face-down hand position (docs/ARCHITECTURE.md C7); each
    play built once per game (`BangEngine.plays`)."""
    t = e.state.players[target]
    plays = e.plays
    out: list[Action] = []
    for c in t.in_play:
        key = (card, target, "card", c)
        a = plays.get(key)
        if a is None:
            a = plays[key] = PlayCard(card=card, target=target, target_card=c)
        out.append(a)
    if hand_too:
        for i in range(len(t.hand)):
            key = (card, target, "position", i)
            a = plays.get(key)
            if a is None:
                a = plays[key] = PlayCard(card=card, target=target, position=i)
            out.append(a)
    return out


# ---------------------------------------------------------------------- BANG! and shots
def _bang_targets(e: BangEngine, seat: Seat, card: str) -> list[Action]:
    if e.ad:
        return LATE.ad_bang_targets(e, seat, card)
    targets: list[Seat] = e.scan_memo(("bang", seat), _bang_reach, e, seat)
    return [play_at(e, card, s) for s in targets]


def _bang_reach(e: BangEngine, seat: Seat) -> list[Seat]:
    """The seats a BANG! card of `seat` may target now (none when he may not play one)."""
    if not e.can_play_bang(seat):
        return []
    rng = e.weapon_range(seat)
    dists = e.distances_from(seat)
    return [s for s in _others_memo(e, seat) if dists[s] <= rng]


@effect("bang", _bang_targets)
def bang(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """A shot at a reachable player; counts toward the limit; Slab needs 2 Missed! (§1.13, §1.8)."""
    assert a.target is not None
    e.note_attack(seat, a.target)
    need = 2 if e.char(seat) == "slab_the_killer" else 1
    flags = ["bang_card"]
    weapon, e.state.paid_weapon = e.state.paid_weapon, ""
    if a.weapon_ability:
        flag = {
            "big_fifty": "big_fifty",
            "buntline_special": "buntline",
            "double_barrel": "uncancellable",
        }.get(weapon)
        if flag:
            flags.append(flag)
        if flag == "buntline" and need == 2:
            need = e.state.options.slab_buntline_missed_needed  # U5: 3 Missed! by default
    e._push(Task(kind="shot", seat=a.target, src=seat, card=a.card, need=need, purpose="bang", flags=flags))


def _missed_targets(e: BangEngine, seat: Seat, card: str) -> list[Action]:
    return []


@effect("missed", _missed_targets)
def missed(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """Missed! is only an answer to a shot (§1.13); it is never played in phase 2."""
    raise AssertionError("missed is not playable in phase 2")


@effect("gatling", _no_target)
def gatling(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """A shot at every other living player, clockwise from the next (§1.13, §1.16); not a BANG! card."""
    for s in reversed(_others(e, seat)):
        e._push(Task(kind="shot", seat=s, src=seat, card=a.card, need=1, purpose="gatling"))


# ---------------------------------------------------------------------- Indians!, Duel
@effect("indians", _no_target)
def indians(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """Every other player discards a BANG! card or loses 1 LP, clockwise (§1.13, §1.16)."""
    for s in reversed(_others(e, seat)):
        e._push(Task(kind="indians_hit", seat=s, src=seat, card=a.card))


def _duel_targets(e: BangEngine, seat: Seat, card: str) -> list[Action]:
    return [play_at(e, card, s) for s in _others_memo(e, seat)]


@effect("duel", _duel_targets)
def duel(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """Any other player; the challenged discards a BANG! first, then alternately (§1.13)."""
    assert a.target is not None
    e.note_attack(seat, a.target)
    e._push(Task(kind="duel", seat=a.target, src=seat, other=a.target, card=a.card))


# ---------------------------------------------------------------------- healing and drawing
def _beer_targets(e: BangEngine, seat: Seat, card: str) -> list[Action]:
    return [play_of(e, card)] if e.beer_works() else []


@effect("beer", _beer_targets)
def beer(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """+1 LP up to max; not with 2 players alive (§1.13, U26)."""
    e.heal(seat, 1, "beer")


@effect("saloon", _no_target)
def saloon(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """Every living player regains 1 LP; works with 2 alive (§1.13)."""
    for s in e.clockwise_from(seat, include_self=True):
        e.heal(s, 1, "saloon")


@effect("draw_2", _no_target)
def stagecoach(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """Stagecoach: draw 2 (§1.13); A&D Caravan: +1 per upgrade bought (§2.6, U2)."""
    e.draw(seat, 2 + a.upgrades, source=cat.facts(a.card).kind)


@effect("draw_3", _no_target)
def wells_fargo(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """Wells Fargo: draw 3 (§1.13)."""
    e.draw(seat, 3, source="wells_fargo")


@effect("general_store", _no_target)
def general_store(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """Reveal one card per living player; each picks one, starting with the player (§1.13)."""
    order = e.clockwise_from(seat, include_self=True)
    for _ in order:
        c = e._pop_deck()
        if c is not None:
            e.state.store.append(c)
    e._emit(ev.StoreRevealed(cards=list(e.state.store)))
    e._push(Task(kind="gs_end", src=seat, card=a.card))
    for s in reversed(order):
        e._push(Task(kind="gs_pick", seat=s, src=seat, card=a.card))


# ---------------------------------------------------------------------- Panic!, Cat Balou
def _panic_targets(e: BangEngine, seat: Seat, card: str) -> list[Action]:
    out: list[Action] = []
    dists = e.distances_from(seat)
    tower = e.ad and _has_bell_tower(e, seat)
    for s in _others_memo(e, seat):
        if dists[s] <= 1:
            out += _card_choices(e, seat, card, s, hand_too=True)
        elif tower:
            # A&D Bell Tower: everyone at distance 1 for this card (§2.6): `_card_choices` with
            # bell_tower set.
            t = e.state.players[s]
            for c in t.in_play:
                out.append(
                    play_built(
                        e, (card, "bell", s, "card", c), card=card, target=s, target_card=c, bell_tower=True
                    )
                )
            for i in range(len(t.hand)):
                out.append(
                    play_built(
                        e, (card, "bell", s, "position", i), card=card, target=s, position=i, bell_tower=True
                    )
                )
    return out


def _has_bell_tower(e: BangEngine, seat: Seat) -> bool:
    p = e.state.players[seat]
    return any(cat.facts(c).kind == "bell_tower" and p.card_tokens.get(c, 0) >= 1 for c in p.in_play)


@effect("steal_at_distance_1", _panic_targets)
def panic(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """Take a random hand card or a chosen in-play card of a player at distance 1 (§1.13)."""
    assert a.target is not None
    e.note_attack(seat, a.target)
    if a.target_card is not None:
        e.leave_play(a.target, a.target_card)  # A&D: without its tokens (§2.2)
        e.take_into_hand(seat, a.target_card, public=True)
        e._emit(ev.CardMoved(from_seat=a.target, to_seat=seat, card=a.target_card, reason="panic"))
    else:
        e.steal_from_hand(seat, a.target, a.position, "panic")


def _cat_targets(e: BangEngine, seat: Seat, card: str) -> list[Action]:
    out: list[Action] = []
    for s in _others_memo(e, seat):
        out += _card_choices(e, seat, card, s, hand_too=True)
    if e.state.options.cat_balou_own_cards:
        out += _card_choices(e, seat, card, seat, hand_too=False)
    return out


@effect("force_discard_any_player", _cat_targets)
def cat_balou(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """Discard a random hand card or a chosen in-play card of any player (§1.13, U15)."""
    assert a.target is not None
    if a.target != seat:
        e.note_attack(seat, a.target)
    if a.target_card is not None:
        e.discard_in_play(a.target, a.target_card, "cat_balou")
    elif e.state.players[a.target].hand:
        order = e.shuffled_hand(a.target)
        e.discard_from_hand(a.target, order[(a.position or 0) % len(order)], "cat_balou")


# ---------------------------------------------------------------------- blue cards
def _equip_targets(e: BangEngine, seat: Seat, card: str) -> list[Action]:
    """Blue cards in front of yourself: no two with the same name (§1.5)."""
    kind = cat.facts(card).kind
    return [] if e.has_in_play(seat, kind) else [play_of(e, card)]


def _equip(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """Put a blue card in play; a new weapon replaces the old one (§1.5, §1.6)."""
    p = e.state.players[seat]
    if cat.facts(a.card).weapon:
        for old in [c for c in p.in_play if cat.facts(c).weapon]:
            e.discard_in_play(seat, old, "weapon_replaced")
    p.in_play.append(a.card)
    if e.ad:
        LATE.after_blue_or_orange(e, seat, a.card)


for _name in BLUE_SELF_EFFECTS:
    effect(_name, _equip_targets)(_equip)


def _jail_targets(e: BangEngine, seat: Seat, card: str) -> list[Action]:
    """Any other player except the Sheriff, not already jailed (§1.13; anyone in the 3-player game)."""
    return [
        play_at(e, card, s)
        for s in _others_memo(e, seat)
        if e.state.players[s].role != "sheriff" and not e.has_in_play(s, "jail")
    ]


@effect("jail", _jail_targets)
def jail(e: BangEngine, seat: Seat, a: PlayCard) -> None:
    """Put Jail in front of the target (§1.13)."""
    assert a.target is not None
    e.note_attack(seat, a.target)
    e.state.players[a.target].in_play.append(a.card)
    if e.ad:
        LATE.after_blue_or_orange(e, seat, a.card)


LATE.play_options = play_options
LATE.play_card = play_card
