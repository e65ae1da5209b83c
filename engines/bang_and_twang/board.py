"""The Bang & Twang table the rules act on: the catalog's derived tables (reaction windows, guards,
points, names), and `BangAndTwangBoard`, the engine's base with the small helpers (events, seat
order, guards, fitting a riff) and the zones (banks, hands, the riff) (bang_and_twang.md §2–§5)."""

from __future__ import annotations

from engines.bang_and_twang.actions import FlipRiff, MoveRiff
from engines.bang_and_twang.catalog import load_catalog
from engines.bang_and_twang.events import (
    BankCardMoved,
    BankCardMovedPrivate,
    CardBanked,
    CardsDrawn,
    CardsDrawnPrivate,
    RiffChanged,
)
from engines.bang_and_twang.riff import changing_moves
from engines.bang_and_twang.state import BangAndTwangState
from engines.base import Action, Audience, Engine, Event

CAT = load_catalog()
REACT_OP: dict[str, str] = {cid: c.steps[0].op for cid, c in CAT.tunes.items() if c.reaction}
"""Reaction card id -> its react_* op (U5-U8)."""
WINDOWS = ("turn_start", "tune_played", "action_resolved")
WINDOW_CARDS: dict[str, frozenset[str]] = {w: frozenset(getattr(CAT.reaction_windows, w)) for w in WINDOWS}
"""Which reaction cards each window of §4.7 serves (YAML `reaction_windows`)."""
GUARDS: frozenset[str] = frozenset(
    cid for cid, c in CAT.tunes.items() if any(s.op == "bank_self" and s.guard for s in c.steps)
)
"""Lock the Case (K5, K6): a bank with one of these on top is guarded (§4.0)."""
LAST_LINES = 8
TRIPLET_OF: dict[str, str] = {cid: c.triplet for cid, c in CAT.seq.items()}
"""Sequence card id -> its triplet (tune cards are absent: they never match a riff)."""
POINTS: dict[str, int] = {cid: CAT.points(cid) for cid in CAT.all_ids()}
"""Card id -> points in a bank (§5), computed once instead of walking a tune's steps each time."""
NAME_OF: dict[str, str] = {
    **{cid: c.title for cid, c in CAT.seq.items()},
    **{cid: c.name for cid, c in CAT.tunes.items()},
}
"""Card id -> the name a CardBanked event announces (sequence title or tune name)."""
TUNE_IDS: frozenset[str] = frozenset(CAT.tunes)
QUIET_ROUNDS = CAT.turn.stall_rule.quiet_rounds
TURN_CAP = CAT.turn.stall_rule.hard_turn_cap


class BangAndTwangBoard(Engine[BangAndTwangState]):
    """The table's helpers of the Bang & Twang engine (`BangAndTwangEngine` adds setup, the turn
    flow, tune cards, decisions and the engine contract)."""

    # ---- small helpers -------------------------------------------------------------------------
    def emit(self, event: Event) -> None:
        """Record an event for the current apply() (returned to the caller)."""
        self._ev.append(event)

    def say(self, line: str) -> None:
        """Add a short public line to the table's "last actions" (kept to the last few)."""
        last = self.state.last
        last.append(line)
        if len(last) > LAST_LINES:
            del last[0]

    def seat_after(self, seat: int, k: int = 1) -> int:
        """The seat `k` places after `seat` in turn direction."""
        s = self.state
        return (seat + k * s.direction) % s.seats

    def order_after(self, seat: int) -> list[int]:
        """The other seats in turn direction, starting after `seat` (§4.7 priority)."""
        return [self.seat_after(seat, k) for k in range(1, self.state.seats)]

    def guarded(self, seat: int) -> bool:
        """Lock the Case is the top card of this bank (§4.0 guarded bank)."""
        bank = self.state.banks[seat]
        return bool(bank) and bank[-1] in GUARDS

    def fits(self, card: str, mode: str = "match", max_diff: int = 1) -> bool:
        """Whether a hand card can be banked now under a bank step's rule (§3.2 A, §4.5)."""
        t = TRIPLET_OF.get(card)
        if t is None:
            return False
        r = self.state.riff
        if mode == "match":
            return t == r
        if mode == "reversed":
            return t == r[::-1]
        if mode == "near":
            return sum(a != b for a, b in zip(t, r, strict=True)) <= max_diff
        return True

    @staticmethod
    def best(cards: list[str]) -> str:
        """The highest-scoring card, first in hand order on ties (AFK default, §8)."""
        top, top_points = cards[0], POINTS[cards[0]]
        for c in cards:
            if POINTS[c] > top_points:
                top, top_points = c, POINTS[c]
        return top

    # ---- zones ---------------------------------------------------------------------------------
    def bank_card(self, seat: int, card: str, how: str) -> None:
        """Put a card on top of `seat`'s bank and announce it (§3.4). The caller removed it."""
        s = self.state
        s.banks[seat].append(card)
        cur = s.current
        triplet = TRIPLET_OF.get(card)
        if cur is not None:
            cur.progress = True
            if triplet is not None:
                cur.banked.append((seat, card))
        name = NAME_OF[card]
        self._ev.append(
            CardBanked(seat=seat, card=card, name=name, triplet=triplet, points=POINTS[card], how=how)
        )
        self.say(f"P{seat + 1} banks {name}" + (f" ({triplet})" if triplet is not None else ""))

    def bank_from_hand(self, seat: int, card: str, how: str) -> None:
        """Bank a card from `seat`'s hand (§3.4)."""
        self.state.hands[seat].remove(card)
        self.bank_card(seat, card, how)

    def _refresh(self, seat: int) -> None:
        """Draw until the hand holds the refresh target; never discard down (§3.5, R5, R6)."""
        st = self.state
        hand = st.hands[seat]
        need = st.refresh_to[seat] - len(hand)
        draw = st.draw
        if need <= 0 or not draw:
            return
        cards = [draw.pop() for _ in range(min(need, len(draw)))]
        hand.extend(cards)
        self._ev.append(CardsDrawn(seat=seat, count=len(cards), audience=Audience.all_but(seat)))
        self._ev.append(CardsDrawnPrivate(seat=seat, cards=cards, audience=Audience.seat(seat)))

    def change_riff(
        self, seat: int, riff: str, change: str, slot: int | None = None, to: int | None = None
    ) -> None:
        """Set the riff after a flip/move/rotation/Tune Up/Key Change and announce it (§3.3)."""
        s = self.state
        if change == "move" and slot is not None and to is not None:
            o = s.riff_order
            o.insert(to - 1, o.pop(slot - 1))
        elif change == "rotate":
            s.riff_order = (
                s.riff_order[1:] + s.riff_order[:1] if slot == 1 else s.riff_order[-1:] + s.riff_order[:-1]
            )
        cur = s.current
        if riff != s.riff and cur is not None:
            cur.riff_changed = True
        s.riff = riff
        self._ev.append(RiffChanged(seat=seat, change=change, slot=slot, to_slot=to, riff=riff))  # type: ignore[arg-type]
        self.say(f"P{seat + 1} {change} -> {riff}")

    def move_bank_card(self, taker: int, source: int, index: int, how: str) -> str:
        """Move the card at `index` of `source`'s bank onto `taker`'s bank (R18 audiences)."""
        s = self.state
        card = s.banks[source].pop(index)
        s.banks[taker].append(card)
        self.emit(BankCardMoved(seat=taker, source=source, how=how))  # type: ignore[arg-type]
        self.emit(
            BankCardMovedPrivate(
                seat=taker,
                source=source,
                how=how,
                card=card,
                audience=Audience(only=frozenset({taker, source})),
            )
        )
        self.say(f"P{taker + 1} {how.replace('_', ' ')} from P{source + 1}")
        return card

    def riff_moves(self, did: int) -> list[Action]:
        """Every move that changes the riff (R1, R2: no-op moves are not offered)."""
        return [MoveRiff(decision_id=did, src=a, dst=b) for a, b in changing_moves(self.state.riff)]

    def riff_changes(self, did: int) -> list[Action]:
        """The riff changes of a standard action: the 3 flips, then every move that changes the
        riff (§3.3)."""
        out: list[Action] = [
            FlipRiff(decision_id=did, slot=1),
            FlipRiff(decision_id=did, slot=2),
            FlipRiff(decision_id=did, slot=3),
        ]
        out += [MoveRiff(decision_id=did, src=a, dst=b) for a, b in changing_moves(self.state.riff)]
        return out
