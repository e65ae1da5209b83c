"""BANG!'s turn flow: the tasks and decisions of a turn, from the character choice through the
start-of-turn checks, the three phases, shots, Indians!/Duel, General Store, dying, Sid Ketchum's
window and the after-damage abilities (bang.md §1.4–§1.15, §3.1). Registered into the tables of
registry.py when this module is imported (engine.py imports it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.bang import catalog as cat
from engines.bang import events as ev
from engines.bang.actions import (
    Choose,
    Discard,
    DiscardCards,
    EndTurn,
    PlayCard,
    Respond,
    UseAbility,
)
from engines.bang.registry import (
    CRATE_COST,
    DUCK_UPGRADE_COST,
    DYNAMITE_DAMAGE,
    LATE,
    PLAYS,
    PLAYS_MAX,
    _all_but,
    _first_pass,
    _only,
    check_success,
    decision,
    pass_answer,
    sid_options,
    task,
    use_sid,
)
from engines.bang.state import (
    Task,
)
from engines.base import Action, Seat

if TYPE_CHECKING:
    from engines.bang.engine import BangEngine


# ---- character choice (§1.4 option)
def _char_options(e: BangEngine, t: Task, seat: Seat, did: int) -> list[Action]:
    return [Choose(decision_id=did, option=c) for c in e.state.players[seat].character_options]


@task("choose_character")
def _run_choose_character(e: BangEngine, t: Task) -> None:
    assert t.seat is not None
    e.ask(t, "choose_character", t.seat, e.state.options.response_timeout_s)


@decision("choose_character", _char_options, lambda e, t, s, did, o: o[0])
def _answer_choose_character(e: BangEngine, t: Task, a: Action) -> None:
    assert isinstance(a, Choose) and t.seat is not None and a.option is not None
    e._pop()
    p = e.state.players[t.seat]
    p.character = a.option
    p.character_options = []
    e._emit(ev.CharacterChosen(seat=t.seat, character=a.option))


@task("begin")
def _run_begin(e: BangEngine, t: Task) -> None:
    e._pop()
    e._begin(t)


# ---- turn start: Dynamite, then Jail (§1.5), then phase 1
@task("start_turn")
def _run_start_turn(e: BangEngine, t: Task) -> None:
    e._pop()
    st = e.state
    assert t.seat is not None
    st.active = t.seat
    st.turn += 1
    st.turns_played += 1
    st.bangs_played = 0
    st.phase = "start"
    st.players[t.seat].used_this_turn = []
    e._emit(ev.TurnStarted(seat=t.seat, turn=st.turn))
    e._push(Task(kind="draw_phase", seat=t.seat))
    kinds = cat.KINDS
    for c in st.players[t.seat].in_play:
        if (kinds.get(c) or cat.kind(c)) in _START_CHECKS:
            break
    else:
        # Nothing to draw! for: the Dynamite, Jail and Bomb steps would only pop themselves, one
        # after the other, with no window between them (so no position shows them on the stack).
        return
    if e.ad:
        e._push(Task(kind="bomb", seat=t.seat))  # Bomb last (§1.5, §2.5)
    e._push(Task(kind="jail", seat=t.seat))
    e._push(Task(kind="dynamite", seat=t.seat))


_START_CHECKS = frozenset({"dynamite", "jail", "bomb"})
"""The in-play kinds a turn's start draws! for (`start_of_turn_check`)."""


def start_of_turn_check(e: BangEngine, t: Task, card_kind: str) -> None:
    """If the living seat still has `card_kind` in play, draw! for it, then resolve `<kind>_result`."""
    e._pop()
    assert t.seat is not None
    if e.state.players[t.seat].alive and e.has_in_play(t.seat, card_kind):
        e._push(Task(kind=f"{card_kind}_result", seat=t.seat))
        e._push(Task(kind="check", seat=t.seat, purpose=card_kind))


@task("dynamite")
def _run_dynamite(e: BangEngine, t: Task) -> None:
    start_of_turn_check(e, t, "dynamite")


@task("dynamite_result")
def _run_dynamite_result(e: BangEngine, t: Task) -> None:
    """♠2–9 explodes: 3 LP lost, caused by no player; else pass it left (§1.13 Dynamite)."""
    e._pop()
    assert t.seat is not None
    c = e.state.check_card
    dyn = next((x for x in e.state.players[t.seat].in_play if cat.facts(x).kind == "dynamite"), None)
    if c is None or dyn is None:
        return
    if check_success("dynamite", c):
        nxt = e.next_living(t.seat)
        e.state.players[t.seat].in_play.remove(dyn)
        e.state.players[nxt].in_play.append(dyn)
        e._emit(ev.CardMoved(from_seat=t.seat, to_seat=nxt, card=dyn, reason="dynamite_passed"))
    else:
        e.discard_in_play(t.seat, dyn, "dynamite_exploded")
        e.damage(t.seat, DYNAMITE_DAMAGE, None, "dynamite")


@task("jail")
def _run_jail(e: BangEngine, t: Task) -> None:
    start_of_turn_check(e, t, "jail")


@task("jail_result")
def _run_jail_result(e: BangEngine, t: Task) -> None:
    """♥ escapes; otherwise the turn is skipped. The Jail is discarded either way (§1.13, U7, U16)."""
    e._pop()
    assert t.seat is not None
    c = e.state.check_card
    jail = next((x for x in e.state.players[t.seat].in_play if cat.facts(x).kind == "jail"), None)
    if c is None or jail is None:
        return
    e.discard_in_play(t.seat, jail, "jail")
    if not check_success("jail", c):
        e.state.phase = "ended"
        e._emit(ev.TurnEnded(seat=t.seat, skipped=True))
        # Drop the rest of this turn's start-of-turn steps: the Bomb check (U7) and phase 1.
        e.state.stack = [
            x for x in e.state.stack if not (x.kind in ("draw_phase", "bomb") and x.seat == t.seat)
        ]


# ---- "draw!" checks (§1.11) with Lucky Duke's choice (§3.1 #9)
@task("check")
def _run_check(e: BangEngine, t: Task) -> None:
    assert t.seat is not None
    st = e.state
    st.check_card = None
    if e.char(t.seat) == "lucky_duke" and not st.check_cards:
        for _ in range(2):
            c = e._pop_deck()
            if c is not None:
                st.check_cards.append(c)
        if len(st.check_cards) == 2:
            e._emit(ev.CheckDrawn(seat=t.seat, purpose=t.purpose, cards=list(st.check_cards)))
            e.ask(t, "choose_check_card", t.seat, st.options.response_timeout_s)
            return
        # Only one card could be turned over: it is the result.
        e._pop()
        if st.check_cards:
            c = st.check_cards.pop()
            st.discard.append(c)
            st.check_card = c
            e._emit(
                ev.CheckDrawn(
                    seat=t.seat, purpose=t.purpose, cards=[c], card=c, success=check_success(t.purpose, c)
                )
            )
            e.after_check(t)
        return
    e._pop()
    c = e._pop_deck()
    if c is None:
        e._emit(ev.CheckDrawn(seat=t.seat, purpose=t.purpose, cards=[]))
        return
    st.discard.append(c)
    st.check_card = c
    e._emit(
        ev.CheckDrawn(seat=t.seat, purpose=t.purpose, cards=[c], card=c, success=check_success(t.purpose, c))
    )
    e.after_check(t)


def _lucky_options(e: BangEngine, t: Task, seat: Seat, did: int) -> list[Action]:
    return [Choose(decision_id=did, card=c) for c in e.state.check_cards]


def _lucky_default(e: BangEngine, t: Task, seat: Seat, did: int, opts: list[Action]) -> Action:
    """The card that gives the better result; the first if equal (§3.1 #9)."""
    for o in opts:
        assert isinstance(o, Choose) and o.card is not None
        if check_success(t.purpose, o.card):
            return o
    return opts[0]


@decision("choose_check_card", _lucky_options, _lucky_default)
def _answer_lucky(e: BangEngine, t: Task, a: Action) -> None:
    assert isinstance(a, Choose) and a.card is not None and t.seat is not None
    st = e.state
    e._pop()
    other = [c for c in st.check_cards if c != a.card]
    # U28: the unchosen card first, the chosen one on top.
    st.discard.extend(other)
    st.discard.append(a.card)
    st.check_cards = []
    st.check_card = a.card
    e._emit(
        ev.CheckDrawn(
            seat=t.seat,
            purpose=t.purpose,
            cards=[*other, a.card],
            card=a.card,
            success=check_success(t.purpose, a.card),
        )
    )
    e.after_check(t)


# ---- phase 1: draw (§1.5 and the phase-1 characters of §1.15)
@task("draw_phase")
def _run_draw_phase(e: BangEngine, t: Task) -> None:
    assert t.seat is not None
    st = e.state
    seat = t.seat
    if not st.players[seat].alive or st.phase == "ended":
        e._pop()
        return
    st.phase = "draw"
    ch = e.char(seat)
    if ch == "jesse_jones" and any(st.players[s].hand for s in e.clockwise_from(seat)):
        e.ask(t, "choose_draw_source", seat, st.options.turn_timeout_s)
        return
    if ch == "pedro_ramirez" and st.discard:
        e.ask(t, "choose_draw_source", seat, st.options.turn_timeout_s)
        return
    if ch == "kit_carlson":
        for _ in range(3):
            c = e._pop_deck()
            if c is not None:
                st.looking.append(c)
        if len(st.looking) == 3:
            e._emit(ev.CardsDrawn(seat=seat, count=3, source="kit_carlson_look", audience=_all_but(seat)))
            e._emit(
                ev.CardsDrawnPrivate(
                    seat=seat, cards=list(st.looking), source="kit_carlson_look", audience=_only(seat)
                )
            )
            e.ask(t, "choose_card_to_put_back", seat, st.options.turn_timeout_s)
            return
        e._pop()
        got = list(st.looking)
        st.looking = []
        st.players[seat].hand.extend(got)
        if got:
            e._emit(ev.CardsDrawn(seat=seat, count=len(got), audience=_all_but(seat)))
            e._emit(ev.CardsDrawnPrivate(seat=seat, cards=got, audience=_only(seat)))
        st.phase = "play"
        return
    e._pop()
    if ch == "black_jack":
        _black_jack_draw(e, seat)
    else:
        e.draw(seat, 2)
    st.phase = "play"


def _black_jack_draw(e: BangEngine, seat: Seat) -> None:
    """Black Jack shows his second card; ♥/♦ draws one more, unseen (§1.15)."""
    e.draw(seat, 1)
    second = e._pop_deck()
    if second is None:
        return
    e.take_into_hand(seat, second, public=True)
    e._emit(ev.CardsDrawn(seat=seat, count=1, source="black_jack_shown", cards=[second]))
    if cat.facts(second).red:
        e.draw(seat, 1, source="black_jack_extra")


def _source_options(e: BangEngine, t: Task, seat: Seat, did: int) -> list[Action]:
    st = e.state
    opts: list[Action] = [Choose(decision_id=did, option="deck")]
    if e.char(seat) == "jesse_jones":
        opts += [
            Choose(decision_id=did, option="hand", seat=s)
            for s in e.clockwise_from(seat)
            if st.players[s].hand
        ]
    elif st.discard:
        opts.append(Choose(decision_id=did, option="discard"))
    return opts


@decision("choose_draw_source", _source_options, lambda e, t, s, did, o: o[0])
def _answer_source(e: BangEngine, t: Task, a: Action) -> None:
    """Jesse Jones / Pedro Ramirez: the first card from a hand or the discard top (§1.15, §3.2)."""
    assert isinstance(a, Choose) and t.seat is not None
    e._pop()
    seat = t.seat
    if a.option == "hand" and a.seat is not None:
        e.steal_from_hand(seat, a.seat, 0, "jesse_jones")
        e.draw(seat, 1)
    elif a.option == "discard":
        c = e.state.discard.pop()
        e.take_into_hand(seat, c, public=True)
        e._emit(ev.CardsDrawn(seat=seat, count=1, source="discard", cards=[c]))
        e.draw(seat, 1)
    else:
        e.draw(seat, 2)
    e.state.phase = "play"


def _kit_options(e: BangEngine, t: Task, seat: Seat, did: int) -> list[Action]:
    return [Choose(decision_id=did, card=c) for c in e.state.looking]


@decision("choose_card_to_put_back", _kit_options, lambda e, t, s, did, o: o[-1])
def _answer_kit(e: BangEngine, t: Task, a: Action) -> None:
    """Kit Carlson keeps 2 of 3 and puts the third back on top, face down (§1.15)."""
    assert isinstance(a, Choose) and a.card is not None and t.seat is not None
    e._pop()
    st = e.state
    keep = [c for c in st.looking if c != a.card]
    st.looking = []
    st.players[t.seat].hand.extend(keep)
    st.deck.append(a.card)
    e._emit(ev.CardsDrawnPrivate(seat=t.seat, cards=keep, source="kit_carlson_kept", audience=_only(t.seat)))
    st.phase = "play"


# ---- phase 2: the play_turn decision (its options are in effects.py)
def _play_default(e: BangEngine, t: Task, seat: Seat, did: int, opts: list[Action]) -> Action:
    end = opts[-1] if opts else None
    if type(end) is EndTurn and end.decision_id == did:
        return end  # the same answer `_play_options` lists last
    return EndTurn(decision_id=did)


def _play_options(e: BangEngine, t: Task, seat: Seat, did: int) -> list[Action]:
    if len(PLAYS) > PLAYS_MAX:
        PLAYS.clear()
    e._distance_memo = {}
    e._scan = {}
    try:
        out = LATE.play_options(e, seat, did)  # a fresh list: extended here, not copied
        if e.ad:
            out += LATE.ability_options(e, seat, did)
    finally:
        e._distance_memo = None
        e._scan = None
    out.append(EndTurn(decision_id=did))
    return out


@decision("play_turn", _play_options, _play_default)
def _answer_play(e: BangEngine, t: Task, a: Action) -> None:
    assert t.seat is not None
    # `type(a) is`, not isinstance: the action classes have no subclasses.
    if type(a) is EndTurn:
        e.state.phase = "discard"
        e._push(Task(kind="discard_phase", seat=t.seat))
    elif type(a) is UseAbility and a.ability == "sid_ketchum":
        use_sid(e, t.seat, a.cards)
    elif type(a) is UseAbility:
        LATE.use_ability(e, t.seat, a)
    elif type(a) is PlayCard:
        LATE.play_card(e, t.seat, a)


# ---- phase 3: discard to the hand limit (§1.5)
def excess_cards(e: BangEngine, seat: Seat) -> int:
    """How many cards the seat holds above its current LP: what phase 3 must discard (§1.5)."""
    p = e.state.players[seat]
    return max(0, len(p.hand) - max(p.life, 0))


@task("discard_phase")
def _run_discard_phase(e: BangEngine, t: Task) -> None:
    assert t.seat is not None
    p = e.state.players[t.seat]
    if p.alive and excess_cards(e, t.seat) > 0:
        e.ask(t, "discard_to_hand_limit", t.seat, e.state.options.turn_timeout_s)
        return
    e._pop()
    e.state.phase = "ended"
    if p.alive:
        e._emit(ev.TurnEnded(seat=t.seat))


def _discard_options(e: BangEngine, t: Task, seat: Seat, did: int) -> list[Action]:
    """One card at a time; the whole set at once (DiscardCards) is checked by `_is_legal`, since
    the sets cannot all be listed (12 cards, 7 too many: 792 of them)."""
    return [Discard(decision_id=did, card=c) for c in e.state.players[seat].hand]


def _discard_default(e: BangEngine, t: Task, seat: Seat, did: int, opts: list[Action]) -> Action:
    """Random excess cards, all at once (§3.2): drawn when the window opens, so the default is
    fixed and reveals nothing the player chose."""
    hand = list(e.state.players[seat].hand)
    n = excess_cards(e, seat)
    if n >= len(hand):
        return DiscardCards(decision_id=did, cards=hand)
    return DiscardCards(decision_id=did, cards=e.rng().sample(hand, n))


def discard_set_ok(e: BangEngine, seat: Seat, a: DiscardCards) -> bool:
    """A whole-set phase-3 discard: exactly the excess, distinct cards, all in the seat's hand."""
    d = e.state.decisions[-1] if e.state.decisions else None
    if d is None or d.kind != "discard_to_hand_limit" or d.seat != seat or d.id != a.decision_id:
        return False
    hand = e.state.players[seat].hand
    return (
        len(a.cards) == excess_cards(e, seat)
        and len(set(a.cards)) == len(a.cards)
        and all(c in hand for c in a.cards)
    )


@decision("discard_to_hand_limit", _discard_options, _discard_default)
def _answer_discard(e: BangEngine, t: Task, a: Action) -> None:
    assert t.seat is not None
    # (`type(a) is`, as in `_answer_play`)
    cards = a.cards if type(a) is DiscardCards else [a.card] if type(a) is Discard else []
    assert cards
    e.discard_cards_from_hand(t.seat, cards, "hand_limit")
    if e.ad:
        # +1 Load token per card discarded in phase 3 (§2.2).
        e._push(Task(kind="place_tokens", seat=t.seat, need=len(cards), purpose="phase_3"))


# ---- shots (§1.8) and the response window (§3.1 #1, #2)
def _shot_options(e: BangEngine, t: Task, seat: Seat, did: int) -> list[Action]:
    p = e.state.players[seat]
    opts: list[Action] = []
    # A&D: Double Barrel's ♦ BANG! cannot be cancelled at all; Big Fifty ignores the target's cards
    # in play and character ability (Calamity's conversion too, U11), not Missed!/Duck! from hand.
    uncancellable = "uncancellable" in t.flags
    big_fifty = "big_fifty" in t.flags
    if not uncancellable:
        for c in p.hand:
            k = cat.facts(c).kind
            if k == "missed" or (k == "bang" and p.character == "calamity_janet" and not big_fifty):
                opts.append(Respond(decision_id=did, card=c))
            elif k == "duck":
                opts.append(Respond(decision_id=did, card=c))
                if e.spendable(seat) >= DUCK_UPGRADE_COST:
                    opts.append(Respond(decision_id=did, card=c, upgrades=1))
        if not big_fifty:
            if e.has_in_play(seat, "barrel") and "barrel" not in t.flags:
                opts.append(UseAbility(decision_id=did, ability="barrel"))
            if p.character == "jourdonnais" and "jourdonnais" not in t.flags:
                opts.append(UseAbility(decision_id=did, ability="jourdonnais"))
            crate = next((c for c in p.in_play if cat.facts(c).kind == "crate"), None)
            if crate is not None and p.card_tokens.get(crate, 0) >= CRATE_COST:
                opts.append(UseAbility(decision_id=did, ability="crate"))
    opts += sid_options(e, seat, did)
    opts.append(Respond(decision_id=did, card=None))
    return opts


def _shot_default(e: BangEngine, t: Task, seat: Seat, did: int, opts: list[Action]) -> Action:
    """(rec.) the free Barrel/Jourdonnais draw!s first, then take the hit (§3.1 #1)."""
    if e.state.options.auto_barrel_on_timeout:
        for o in opts:
            if type(o) is UseAbility and o.ability in ("barrel", "jourdonnais"):
                return o
    return pass_answer(did, opts)


@task("shot")
def _run_shot(e: BangEngine, t: Task) -> None:
    """A shot at t.seat from t.src needing t.need Missed! effects (Slab: 2 for his BANG! cards)."""
    assert t.seat is not None
    p = e.state.players[t.seat]
    if not p.alive:
        e._pop()
        if e.ad:
            LATE.release_flintlock(e, t)
        return
    if t.got >= t.need:
        e._pop()
        e._emit(ev.ShotMissed(seat=t.seat, src=t.src))
        if e.ad:
            LATE.shot_cancelled(e, t)
        return
    e.ask(t, "respond_to_shot", t.seat, e.state.options.response_timeout_s, hidden=e.secret_hand(t.seat))


@decision("respond_to_shot", _shot_options, _shot_default)
def _answer_shot(e: BangEngine, t: Task, a: Action) -> None:
    assert t.seat is not None
    seat = t.seat
    if isinstance(a, Respond) and a.card is None:
        e._pop()
        if e.ad:
            LATE.shot_hit(e, t)
        e.damage(seat, 1, t.src, t.purpose or "shot", ignore_ability="big_fifty" in t.flags)
    elif isinstance(a, Respond) and a.card is not None:
        as_kind = None if cat.facts(a.card).kind in ("missed", "duck") else "missed"
        e._emit(ev.CardPlayed(seat=seat, card=a.card, as_kind=as_kind, response=True))
        if a.upgrades:
            # Duck! with its upgrade: set aside, 2 tokens paid, then back to hand (§2.6, U3).
            LATE.duck_with_upgrade(e, seat, a.card)
            return
        e.discard_from_hand(seat, a.card, "missed")
        t.got += 1
    elif isinstance(a, UseAbility) and a.ability == "crate":
        crate = next(c for c in e.state.players[seat].in_play if cat.facts(c).kind == "crate")
        e._emit(ev.AbilityUsed(seat=seat, ability="crate"))
        t.got += 1
        e.remove_tokens(seat, crate, CRATE_COST, "crate")
    elif isinstance(a, UseAbility) and a.ability in ("barrel", "jourdonnais"):
        t.flags.append(a.ability)
        e._emit(ev.AbilityUsed(seat=seat, ability=a.ability))
        e._push(Task(kind="barrel_result", seat=seat))
        e._push(Task(kind="check", seat=seat, purpose=a.ability))
    elif isinstance(a, UseAbility) and a.ability == "sid_ketchum":
        use_sid(e, seat, a.cards)


@task("barrel_result")
def _run_barrel_result(e: BangEngine, t: Task) -> None:
    """A ♥ counts as one Missed! effect against the shot below (§1.8)."""
    e._pop()
    c = e.state.check_card
    if c is not None and check_success("barrel", c):
        below = e.state.stack[-1]
        assert below.kind == "shot"
        below.got += 1


# ---- Indians! and Duel (§1.13): discard a BANG! card or lose 1 LP
def _bang_discard_options(e: BangEngine, t: Task, seat: Seat, did: int) -> list[Action]:
    p = e.state.players[seat]
    opts: list[Action] = [Respond(decision_id=did, card=c) for c in p.hand if e.is_bang_card(seat, c)]
    opts += sid_options(e, seat, did)
    opts.append(Respond(decision_id=did, card=None))
    return opts


def ask_discard_a_bang(e: BangEngine, t: Task, kind: str) -> None:
    """Ask a living target to discard a BANG! or lose 1 life (Indians!, and A&D's Arrow)."""
    assert t.seat is not None
    p = e.state.players[t.seat]
    if not p.alive:
        e._pop()
        return
    e.ask(t, kind, t.seat, e.state.options.response_timeout_s, hidden=e.secret_hand(t.seat))


def answer_discard_a_bang(e: BangEngine, t: Task, a: Action, reason: str) -> None:
    """Discard the BANG! (or what stands for one) or take 1 damage; Sid Ketchum may heal first."""
    assert t.seat is not None
    if isinstance(a, UseAbility):
        use_sid(e, t.seat, a.cards)
        return
    assert isinstance(a, Respond)
    e._pop()
    if a.card is None:
        e.damage(t.seat, 1, t.src, reason)
    else:
        e._emit(ev.CardPlayed(seat=t.seat, card=a.card, response=True, as_kind=_as_bang(a.card)))
        e.discard_from_hand(t.seat, a.card, reason)


@task("indians_hit")
def _run_indians(e: BangEngine, t: Task) -> None:
    ask_discard_a_bang(e, t, "respond_to_indians")


@decision("respond_to_indians", _bang_discard_options, _first_pass)
def _answer_indians(e: BangEngine, t: Task, a: Action) -> None:
    answer_discard_a_bang(e, t, a, "indians")


def _as_bang(card_id: str) -> str | None:
    return None if cat.facts(card_id).kind == "bang" else "bang"


@task("duel")
def _run_duel(e: BangEngine, t: Task) -> None:
    """t.seat answers now; t.src challenged t.other; they alternate (§1.13 Duel)."""
    assert t.seat is not None
    p = e.state.players[t.seat]
    if not p.alive:
        e._pop()
        return
    e.ask(t, "respond_to_duel", t.seat, e.state.options.response_timeout_s, hidden=e.secret_hand(t.seat))


@decision("respond_to_duel", _bang_discard_options, _first_pass)
def _answer_duel(e: BangEngine, t: Task, a: Action) -> None:
    assert t.seat is not None and t.src is not None and t.other is not None
    if isinstance(a, UseAbility):
        use_sid(e, t.seat, a.cards)
        return
    assert isinstance(a, Respond)
    opponent = t.other if t.seat == t.src else t.src
    if a.card is None:
        e._pop()
        # U8: the other duelist is the source of the damage (an option: the challenger).
        source = opponent if e.state.options.duel_damage_source == "other_duelist" else t.src
        e.damage(t.seat, 1, source, "duel")
    else:
        e._emit(ev.CardPlayed(seat=t.seat, card=a.card, response=True, as_kind=_as_bang(a.card)))
        e.discard_from_hand(t.seat, a.card, "duel")
        t.seat = opponent


# ---- General Store (§1.13, §3.1 #8)
@task("gs_pick")
def _run_gs_pick(e: BangEngine, t: Task) -> None:
    assert t.seat is not None
    if not e.state.players[t.seat].alive or not e.state.store:
        e._pop()
        return
    e.ask(t, "pick_from_general_store", t.seat, e.state.options.response_timeout_s)


def _gs_options(e: BangEngine, t: Task, seat: Seat, did: int) -> list[Action]:
    return [Choose(decision_id=did, card=c) for c in e.state.store]


def _gs_default(e: BangEngine, t: Task, seat: Seat, did: int, opts: list[Action]) -> Action:
    """A random one of the remaining cards (§3.1 #8)."""
    if len(opts) == 1:
        return opts[0]
    return e.pick(opts)


@decision("pick_from_general_store", _gs_options, _gs_default)
def _answer_gs(e: BangEngine, t: Task, a: Action) -> None:
    assert isinstance(a, Choose) and a.card is not None and t.seat is not None
    e._pop()
    e.state.store.remove(a.card)
    e.take_into_hand(t.seat, a.card, public=True)
    e._emit(ev.CardsDrawn(seat=t.seat, count=1, source="general_store", cards=[a.card]))


@task("gs_end")
def _run_gs_end(e: BangEngine, t: Task) -> None:
    e._pop()
    if e.state.store:
        e.state.discard.extend(e.state.store)
        e.state.store = []


# ---- dying (§1.9, §3.1 #7)
def beers_needed(e: BangEngine, seat: Seat) -> int:
    """Beers a dying player needs to get back to 1 LP (at -1 LP: 2; §1.9)."""
    return max(1, 1 - e.state.players[seat].life)


def _dying_options(e: BangEngine, t: Task, seat: Seat, did: int) -> list[Action]:
    """One Beer at a time, or (when one is not enough) all the Beers it takes at once (§1.9)."""
    p = e.state.players[seat]
    opts: list[Action] = []
    beers = [c for c in p.hand if cat.facts(c).kind == "beer"] if e.beer_works() else []
    opts += [Respond(decision_id=did, card=c) for c in beers]
    need = beers_needed(e, seat)
    if need > 1 and len(beers) >= need:
        opts.append(Respond(decision_id=did, card=beers[0], also=beers[1:need]))
    opts += sid_options(e, seat, did)
    opts.append(Respond(decision_id=did, card=None))
    return opts


def _dying_default(e: BangEngine, t: Task, seat: Seat, did: int, opts: list[Action]) -> Action:
    """(rec.) play Beers when they are enough to reach 1 LP, all at once; never Sid's discards
    (§3.1 #7)."""
    need = beers_needed(e, seat)
    plays = [o for o in opts if isinstance(o, Respond) and o.card is not None]
    if e.state.options.auto_beer_on_timeout and len([o for o in plays if not o.also]) >= need:
        return next(o for o in plays if len(o.also) == need - 1)
    return pass_answer(did, opts)


def death_reveals_the_hand(e: BangEngine, seat: Seat) -> bool:
    """Whether eliminating the seat now would show its whole hand to the table: it goes face up
    to the discard pile unless a living Vulture Sam takes it (§1.9 steps 2 and 4)."""
    return not any(
        q.alive and q.character == "vulture_sam" and i != seat for i, q in enumerate(e.state.players)
    )


@task("dying")
def _run_dying(e: BangEngine, t: Task) -> None:
    """The dying window (§1.9, §3.1 #7). It opens even without a Beer when the hand stays secret
    (§3 "Hidden information"); when dying would discard the hand face up anyway, "out" reveals
    nothing new and is resolved at once (docs/ARCHITECTURE.md C5.3)."""
    assert t.seat is not None
    p = e.state.players[t.seat]
    if not p.alive or p.life > 0:
        e._pop()
        return
    hidden = e.secret_hand(t.seat) and e.beer_works() and not death_reveals_the_hand(e, t.seat)
    e.ask(t, "play_beer_or_die", t.seat, e.state.options.response_timeout_s, hidden=hidden)


@decision("play_beer_or_die", _dying_options, _dying_default)
def _answer_dying(e: BangEngine, t: Task, a: Action) -> None:
    assert t.seat is not None
    if isinstance(a, UseAbility):
        use_sid(e, t.seat, a.cards)
        return
    assert isinstance(a, Respond)
    if a.card is None:
        e._pop()
        e.eliminate(t.seat, t.src)
        return
    for c in [a.card, *a.also]:
        e._emit(ev.CardPlayed(seat=t.seat, card=c, response=True))
        e.discard_from_hand(t.seat, c, "beer")
        e.heal(t.seat, 1, "beer")


# ---- Sid Ketchum's window when a card without its own answer targets him (§1.15, U21)
def _sid_window_options(e: BangEngine, t: Task, seat: Seat, did: int) -> list[Action]:
    return [*sid_options(e, seat, did), Respond(decision_id=did, card=None)]


@task("sid_window")
def _run_sid_window(e: BangEngine, t: Task) -> None:
    assert t.seat is not None
    if not e.state.players[t.seat].alive:
        e._pop()
        return
    # Sid's options depend only on public facts (character, LP, hand size): no hidden window.
    e.ask(t, "use_ability_when_targeted", t.seat, e.state.options.response_timeout_s)


@decision("use_ability_when_targeted", _sid_window_options, _first_pass)
def _answer_sid_window(e: BangEngine, t: Task, a: Action) -> None:
    assert t.seat is not None
    if isinstance(a, UseAbility):
        use_sid(e, t.seat, a.cards)
        return
    e._pop()


# ---- after losing LP (§4 "Damage" step 3): Bart Cassidy, El Gringo
@task("after_damage")
def _run_after_damage(e: BangEngine, t: Task) -> None:
    e._pop()
    assert t.seat is not None
    p = e.state.players[t.seat]
    if not p.alive or "big_fifty" in t.flags:
        return
    if (
        p.character == "julie_cutter"
        and t.src is not None
        and t.src != t.seat
        and e.state.players[t.src].alive
    ):
        # Julie Cutter: "draw!"; on ♥/♦ the player who hurt her is shot (§2.9).
        e._push(Task(kind="julie_result", seat=t.seat, other=t.src))
        e._push(Task(kind="check", seat=t.seat, purpose="julie"))
    if p.character == "bart_cassidy":
        e.draw(t.seat, t.need, source="bart_cassidy")
    elif (
        p.character == "el_gringo" and t.src is not None and t.src != t.seat and e.state.players[t.src].alive
    ):
        for _ in range(t.need):
            if e.steal_from_hand(t.seat, t.src, 0, "el_gringo") is None:
                break
