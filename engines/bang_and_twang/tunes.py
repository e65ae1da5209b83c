"""Tune-card step handlers, one per YAML `effect_ops` id (bang_and_twang.md §4; docs/ARCHITECTURE.md C4).

Each handler gets the engine, the tune being resolved and the current step, and returns True when
the step is finished or False when it asked a question (or must run again). Any step without a
legal target is skipped (R10).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engines.bang_and_twang.catalog import Step, load_catalog
from engines.bang_and_twang.events import (
    BankCardMoved,
    BankCardMovedPrivate,
    BankPeeked,
    BankTopsBurned,
    BankTopsPassed,
    CardRevealed,
    CardsDrawn,
    CardsDrawnPrivate,
    HandReceived,
    HandsMoved,
    TurnEffectQueued,
)
from engines.bang_and_twang.riff import rotated
from engines.bang_and_twang.state import TuneCtx
from engines.base import Audience

if TYPE_CHECKING:
    from engines.bang_and_twang.engine import BangAndTwangEngine

CAT = load_catalog()
BANK_MODES = {
    "bank_match": "match",
    "bank_match_reversed": "reversed",
    "bank_near_match": "near",
    "bank_any": "any",
}
"""Bank step ops and the matching rule each uses (§4.0, §4.1, §4.5)."""
TARGET_OPS_BANK = {"steal_top", "swap_top", "peek_take", "steal_bottom"}
"""Ops whose chosen target must have a non-empty, unguarded bank (§4.0 guard)."""

Op = Callable[["BangAndTwangEngine", TuneCtx, Step], bool]
OPS: dict[str, Op] = {}


def op(name: str) -> Callable[[Op], Op]:
    """Register a handler for a tune step op."""

    def deco(fn: Op) -> Op:
        """Store `fn` under `name`."""
        OPS[name] = fn
        return fn

    return deco


@op("riff_flip")
def _riff_flip(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Flip up to `max` riff cards, distinct if asked (G1/G2 Double Strum, G3/G4, P7)."""
    if ctx.done >= int(step.max or 1) or (step.distinct and len(ctx.used) >= 3):
        return True
    e.ask(ctx.seat, "tune_flip")
    return False


@op("riff_move")
def _riff_move(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Up to `max` moves; a no-op move just wastes the step (R2)."""
    if ctx.done >= int(step.max or 1) or not e.riff_moves(0):
        return True
    e.ask(ctx.seat, "tune_move")
    return False


@op("riff_flip_or_move")
def _riff_flip_or_move(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Up to `max` flips or moves (Y1, Y4, Y5, Y7, O1); Solo (P8) may bank once at any time."""
    can_bank = bool(step.bank_match_anytime) and ctx.banked < int(step.bank_match_anytime or 0)
    can_bank = can_bank and any(e.fits(c) for c in e.state.hands[ctx.seat])
    if ctx.done >= int(step.max or 1) and not can_bank:
        return True
    e.ask(ctx.seat, "tune_change")
    return False


@op("riff_flip_all")
def _riff_flip_all(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Key Change (P1/P2): flip all three riff cards."""
    riff = "".join("T" if c == "B" else "B" for c in e.state.riff)
    e.change_riff(ctx.seat, riff, "flip_all")
    return True


@op("riff_rotate")
def _riff_rotate(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Round and Round (P3/P4): up to `max` rotations."""
    r = e.state.riff
    if ctx.done >= int(step.max or 1) or rotated(r, "left_to_end") == r:
        return True
    e.ask(ctx.seat, "tune_rotate")
    return False


@op("riff_set")
def _riff_set(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Tune Up (G8): set the riff to any triplet."""
    e.ask(ctx.seat, "tune_set_riff")
    return False


def _bank_step(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """A bank step: match / read right to left / near match / without matching (§4.0, §4.5)."""
    limit = None if step.max == "any" else int(step.max or 1)
    if limit is not None and ctx.banked >= limit:
        return True
    mode = BANK_MODES[step.op]
    if not any(e.fits(c, mode, step.max_differences or 1) for c in e.state.hands[ctx.seat]):
        return True
    e.ask(ctx.seat, "tune_bank")
    return False


for _name in BANK_MODES:
    OPS[_name] = _bank_step


@op("bank_self")
def _bank_self(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Bank this card (G5/G6, K5/K6, O5/O6); it does not use the banking limit (§4.0)."""
    e.state.played.remove(ctx.card)
    e.bank_card(ctx.seat, ctx.card, "tune")
    return True


def _choose(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> int | None:
    """The chosen target, asking if needed; None when asked or when no target exists (R10)."""
    if ctx.target is not None:
        return ctx.target
    if not e.targets(ctx, step):
        ctx.over = True
        return None
    e.ask(ctx.seat, "choose_target")
    return ctx.target


@op("steal_top")
def _steal_top(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Sticky Fingers (K1/K2) and Raid the Neighbours (K4, R16)."""
    s = e.state
    if step.target == "next_then_previous":
        nxt, prev = e.seat_after(ctx.seat), e.seat_after(ctx.seat, -1)
        for t in dict.fromkeys([nxt, prev]):
            if t != ctx.seat and s.banks[t] and not e.guarded(t):
                e.move_bank_card(ctx.seat, t, len(s.banks[t]) - 1, "take_top")
        return True
    t = _choose(e, ctx, step)
    if t is None:
        return ctx.over
    e.move_bank_card(ctx.seat, t, len(s.banks[t]) - 1, "take_top")
    return True


@op("swap_top")
def _swap_top(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Fiddle Swap (K3): swap the top cards; with an empty own bank, just take theirs."""
    s = e.state
    t = _choose(e, ctx, step)
    if t is None:
        return ctx.over
    mine = s.banks[ctx.seat]
    if not mine:
        e.move_bank_card(ctx.seat, t, len(s.banks[t]) - 1, "take_top")
        return True
    theirs = s.banks[t]
    a, b = mine.pop(), theirs.pop()
    mine.append(b)
    theirs.append(a)
    e.emit(BankCardMoved(seat=ctx.seat, source=t, how="swap_top"))
    e.emit(
        BankCardMovedPrivate(
            seat=ctx.seat,
            source=t,
            how="swap_top",
            card=b,
            returned=a,
            audience=Audience(only=frozenset({ctx.seat, t})),
        )
    )
    e.say(f"P{ctx.seat + 1} swaps bank tops with P{t + 1}")
    return True


@op("peek_take")
def _peek_take(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Peek and Pinch (K7): look at the top `depth` cards, take one, the rest stay in order."""
    s = e.state
    t = _choose(e, ctx, step)
    if t is None:
        return ctx.over
    if not ctx.peek:
        ctx.peek = list(reversed(s.banks[t][-int(step.depth or 3) :]))
        e.emit(BankPeeked(seat=ctx.seat, source=t, cards=ctx.peek, audience=Audience.seat(ctx.seat)))
    e.ask(ctx.seat, "peek_take")
    return False


@op("steal_bottom")
def _steal_bottom(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Dig Deep (O8): the bottom card of their bank onto the top of yours."""
    t = _choose(e, ctx, step)
    if t is None:
        return ctx.over
    e.move_bank_card(ctx.seat, t, 0, "take_bottom")
    return True


@op("take_random_hand")
def _take_random_hand(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Sleight of Hand (K8): a random card from their hand into yours."""
    s = e.state
    t = _choose(e, ctx, step)
    if t is None:
        return ctx.over
    for _ in range(int(step.count or 1)):
        if s.hands[t]:
            card = s.hands[t][e.rng().randrange(len(s.hands[t]))]
            e.move_hand_card(ctx.seat, t, card, "sleight")
    return True


@op("draw")
def _draw_op(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Roadie (Y1/Y2): draw `count` cards (fewer if the pile runs out) and keep them."""
    s = e.state
    n = min(int(step.count or 1), len(s.draw))
    if n:
        cards = [s.draw.pop() for _ in range(n)]
        s.hands[ctx.seat].extend(cards)
        e.emit(CardsDrawn(seat=ctx.seat, count=n, audience=Audience.all_but(ctx.seat)))
        e.emit(CardsDrawnPrivate(seat=ctx.seat, cards=cards, audience=Audience.seat(ctx.seat)))
    return True


@op("refresh_bonus")
def _refresh_bonus(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Full Orchestra (Y3): face up in front of you; refresh target +1, capped (R21)."""
    s = e.state
    s.played.remove(ctx.card)
    s.orchestra[ctx.seat].append(ctx.card)
    s.refresh_to[ctx.seat] = min(s.refresh_to[ctx.seat] + int(step.amount or 1), CAT.hand.max_refresh_to)
    e.emit(TurnEffectQueued(seat=ctx.seat, effect="refresh_target", amount=s.refresh_to[ctx.seat]))
    return True


@op("pass_hands")
def _pass_hands(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Pass the Music (Y5): every hand to the next player at once (2 players: a swap, R16)."""
    s = e.state
    old = s.hands
    new: list[list[str]] = [[] for _ in old]
    for seat, hand in enumerate(old):
        new[e.seat_after(seat)] = hand
    s.hands = new
    e.emit(HandsMoved(seat=ctx.seat, how="pass"))
    for seat, hand in enumerate(old):
        to = e.seat_after(seat)
        for card in hand:
            e.note_handover(card, seat, public=True)
        pair = Audience(only=frozenset({seat, to}))
        e.emit(HandReceived(seat=to, source=seat, cards=list(hand), audience=pair))
    e.say(f"P{ctx.seat + 1} passes the music")
    return True


@op("swap_hands")
def _swap_hands(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Swap Hands (O7): exchange whole hands with the chosen player."""
    s = e.state
    t = _choose(e, ctx, step)
    if t is None:
        return ctx.over
    me = ctx.seat
    s.hands[me], s.hands[t] = s.hands[t], s.hands[me]
    for card in s.hands[me]:
        e.note_handover(card, t, public=True)
    for card in s.hands[t]:
        e.note_handover(card, me, public=True)
    pair = Audience(only=frozenset({me, t}))
    e.emit(HandsMoved(seat=me, how="swap", other=t))
    e.emit(HandReceived(seat=me, source=t, cards=list(s.hands[me]), audience=pair))
    e.emit(HandReceived(seat=t, source=me, cards=list(s.hands[t]), audience=pair))
    e.say(f"P{me + 1} swaps hands with P{t + 1}")
    return True


@op("request_triplet")
def _request(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Request (Y6): name a triplet; each opponent holding it gives one (their choice)."""
    s = e.state
    if ctx.triplet is None:
        e.ask(ctx.seat, "name_triplet")
        return False
    while ctx.givers:
        g = ctx.givers[0]
        if not any(c in CAT.seq and CAT.seq[c].triplet == ctx.triplet for c in s.hands[g]):
            ctx.givers.pop(0)
            continue
        e.ask(g, "give_card")
        return False
    return True


@op("stage_dive")
def _stage_dive(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Stage Dive (Y7/Y8): reveal the top card; a match is banked and the card stops."""
    s = e.state
    if not s.draw:
        return True
    card = s.draw.pop()
    match = e.fits(card)
    e.emit(CardRevealed(seat=ctx.seat, card=card, to_hand=not match))
    if match:
        e.bank_card(ctx.seat, card, "stage_dive")
        ctx.i = len(ctx.steps)
        return False
    s.hands[ctx.seat].append(card)
    s.revealed.append(card)
    return True


@op("everyone_bank_match")
def _everyone_bank(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Call and Response (P7): from you round the table, each may bank one match."""
    seats = [ctx.seat, *e.order_after(ctx.seat)]
    ctx.steps[ctx.i + 1 : ctx.i + 1] = [Step(op="seat_bank_match", seat=t) for t in seats]
    return True


@op("seat_bank_match")
def _seat_bank(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """One seat's optional bank in Call and Response; asked even without a match (no leak)."""
    seat = int(step.seat or 0)
    if not e.state.hands[seat]:
        return True
    e.ask(seat, "call_and_response", auto=False)
    return False


@op("extra_turn")
def _extra_turn(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Encore (U1/U2): another full turn after this one (§4.8)."""
    e.state.pending_extra[ctx.seat] += 1
    e.emit(TurnEffectQueued(seat=ctx.seat, effect="extra_turn"))
    return True


@op("extra_actions")
def _extra_actions(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Double Time (U3): `count` standard actions, no tune cards."""
    n = int(step.count or 2)
    ctx.steps[ctx.i + 1 : ctx.i + 1] = [Step(op="standard_action") for _ in range(n)]
    e.emit(TurnEffectQueued(seat=ctx.seat, effect="extra_actions", amount=n))
    return True


@op("standard_action")
def _standard_action(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """One standard action of Double Time (A, B or C)."""
    e.ask(ctx.seat, "standard_action")
    return False


@op("skip_turn")
def _skip_turn(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Skip a Beat (U4): the chosen player's next turn is skipped; skips stack."""
    t = _choose(e, ctx, step)
    if t is None:
        return ctx.over
    e.state.pending_skips[t] += 1
    e.emit(TurnEffectQueued(seat=ctx.seat, effect="skip", target=t))
    e.say(f"P{ctx.seat + 1} skips P{t + 1}")
    return True


@op("reorder_own_bank")
def _reorder(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Tidy Up (O1): restack your own bank in any order, one card at a time from the bottom."""
    bank = e.state.banks[ctx.seat]
    if ctx.stage == 0:
        if len(bank) < 2:
            return True
        ctx.stage = 1
        ctx.rest = list(bank)
        ctx.placed = []
    e.ask(ctx.seat, "restack")
    return False


@op("pass_bank_tops")
def _pass_bank_tops(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Round the Campfire (O2/O3): top cards pass at once; a guarded opponent keeps theirs (R13)."""
    s = e.state
    passers = [t for t in range(s.seats) if s.banks[t] and (t == ctx.seat or not e.guarded(t))]
    tops = {t: s.banks[t].pop() for t in passers}
    for t in passers:
        s.banks[e.seat_after(t)].append(tops[t])
    e.emit(BankTopsPassed(seat=ctx.seat, passers=passers))
    for t in passers:
        to = e.seat_after(t)
        e.emit(
            BankCardMovedPrivate(
                seat=to, source=t, how="pass_top", card=tops[t], audience=Audience(only=frozenset({t, to}))
            )
        )
    e.say(f"P{ctx.seat + 1}: round the campfire")
    return True


@op("burn_bank_tops")
def _burn(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Forest Fire (O4): every top card leaves the game; guarded opponents lose nothing (R13)."""
    s = e.state
    owners = [t for t in range(s.seats) if s.banks[t] and (t == ctx.seat or not e.guarded(t))]
    cards = [s.banks[t].pop() for t in owners]
    s.removed.extend(cards)
    e.emit(BankTopsBurned(seat=ctx.seat, owners=owners, cards=cards))
    e.say(f"P{ctx.seat + 1}: forest fire burns {len(cards)}")
    return True


def _reaction_step(e: BangAndTwangEngine, ctx: TuneCtx, step: Step) -> bool:
    """Reaction cards never resolve as a step (they are played in windows, §4.7)."""
    return True


for _name in ("react_cut_in", "react_cancel_tune", "react_steal_banked", "react_bank_on_riff_change"):
    OPS[_name] = _reaction_step
