"""The BANG! table the rules act on: Load tokens, small queries (seats, distance, ranges), moving
cards, events and the stack, damage, dying, elimination and the end of the game (bang.md §1, §4;
A&D §2.2). `BangBoard` is the base of the engine (engine.py); the turn flow, the card effects and
A&D call these methods."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.bang import catalog as cat
from engines.bang import events as ev
from engines.bang.registry import (
    BOMB_DAMAGE,
    CHARACTER_SLOT,
    REWARD_CARDS,
    THREE_PLAYER_TARGET,
    TOKEN_MAX,
    _all_but,
    _only,
)
from engines.bang.state import (
    BangState,
    PlayerState,
    Task,
)
from engines.base import Engine, Event, Result, Seat

_COUNTED_EVENTS = (ev.AbilityUsed, ev.CardPlayed, ev.TokensChanged, ev.CardsDiscarded)
"""The events A&D statistics look at (`BangEngine._count`)."""
_COUNTED_TYPES = frozenset(_COUNTED_EVENTS)
"""The same, for a set lookup on `type(event)` per event (no subclasses of them exist)."""
_ORDERS: dict[tuple[int, Seat, bool], tuple[Seat, ...]] = {}
"""`clockwise_from`'s seat orders by (seats, seat, include_self), before the dead are dropped."""


class BangBoard(Engine[BangState]):
    """The table's helpers of the BANG! engine (`BangEngine` adds setup, the run loop and the
    engine contract)."""

    # ------------------------------------------------------------------ Load tokens (A&D §2.2)
    def take_from_supply(self, n: int) -> int:
        """Take up to n tokens out of the supply; returns how many (§2.2 "Supply")."""
        st = self.state
        supply = st.token_supply
        got = max(0, min(n, supply))
        st.token_supply = supply - got
        return got

    def token_count(self) -> int:
        """Supply + every token on cards and characters (must stay 32, §4 "Token bookkeeping")."""
        st = self.state
        return st.token_supply + sum(p.tokens + sum(p.card_tokens.values()) for p in st.players)

    def slot_tokens(self, seat: Seat, slot: str) -> int:
        """Tokens on a slot: "character" or a Dangerous card id in front of the seat."""
        p = self.state.players[seat]
        return p.tokens if slot == CHARACTER_SLOT else p.card_tokens.get(slot, 0)

    def own_slots(self, seat: Seat) -> list[str]:
        """The seat's token slots: his character, then his Dangerous cards in play (§2.2)."""
        p = self.state.players[seat]
        return [CHARACTER_SLOT, *(c for c in p.in_play if c in p.card_tokens)]

    def spendable(self, seat: Seat) -> int:
        """Tokens the seat may spend on upgrades and abilities: character + own Dangerous cards."""
        p = self.state.players[seat]
        return p.tokens + sum(p.card_tokens.values())

    def add_tokens(self, seat: Seat, slot: str, n: int, reason: str) -> int:
        """Put up to n supply tokens on a slot, never above 4 (§2.2); returns how many."""
        p = self.state.players[seat]
        room = TOKEN_MAX - self.slot_tokens(seat, slot)
        got = self.take_from_supply(min(n, room))
        if got <= 0:
            return 0
        if slot == CHARACTER_SLOT:
            p.tokens += got
        else:
            p.card_tokens[slot] += got
        self._emit(
            ev.TokensChanged(
                seat=seat,
                slot=slot,
                delta=got,
                tokens=self.slot_tokens(seat, slot),
                reason=reason,
                supply=self.state.token_supply,
            )
        )
        return got

    def remove_tokens(self, seat: Seat, slot: str, n: int, reason: str, *, to_supply: bool = True) -> int:
        """Remove up to n tokens from a slot (to the supply unless moved elsewhere), then exhaustion:
        a Dangerous card left with 0 is discarded at once, a Bomb explodes (§2.2 "Exhaustion")."""
        p = self.state.players[seat]
        have = self.slot_tokens(seat, slot)
        got = min(n, have)
        if got <= 0:
            return 0
        if slot == CHARACTER_SLOT:
            p.tokens -= got
        else:
            p.card_tokens[slot] -= got
        if to_supply:
            st = self.state
            st.token_supply += got
        self._emit(
            ev.TokensChanged(
                seat=seat,
                slot=slot,
                delta=-got,
                tokens=have - got,
                reason=reason,
                supply=self.state.token_supply,
            )
        )
        if slot != CHARACTER_SLOT and p.card_tokens[slot] == 0:
            self.exhaust(seat, slot)
        return got

    def exhaust(self, seat: Seat, card_id: str) -> None:
        """A Dangerous card with no tokens left: discarded; the Bomb explodes on its holder (§2.2, §2.6)."""
        if card_id not in self.state.players[seat].in_play:
            return
        if cat.facts(card_id).kind == "bomb":
            self.discard_in_play(seat, card_id, "bomb_exploded")
            self.damage(seat, BOMB_DAMAGE, None, "bomb")
        else:
            self.discard_in_play(seat, card_id, "exhausted")

    def strip_tokens(self, seat: Seat, card_id: str) -> None:
        """A card leaving play gives its tokens back to the supply (§2.2 "When a Dangerous card leaves play")."""
        n = self.state.players[seat].card_tokens.pop(card_id, 0)
        self.state.token_supply += n

    def leave_play(self, seat: Seat, card_id: str) -> None:
        """Take a card out of play (not to the discard pile): its tokens return to the supply."""
        self.state.players[seat].in_play.remove(card_id)
        self.strip_tokens(seat, card_id)

    # ------------------------------------------------------------------ small queries
    def player(self, seat: Seat) -> PlayerState:
        """The seat's player state."""
        return self.state.players[seat]

    def char(self, seat: Seat) -> str:
        """The seat's character id."""
        return self.state.players[seat].character

    def living(self) -> list[Seat]:
        """Living seats in seat order."""
        return [i for i, p in enumerate(self.state.players) if p.alive]

    def alive_count(self) -> int:
        """How many players are alive (a dying player still counts, §1.9)."""
        return sum([p.alive for p in self.state.players])

    def clockwise_from(self, seat: Seat, include_self: bool = False) -> list[Seat]:
        """Living seats in play order starting after `seat` (or at it)."""
        players = self.state.players
        key = (self.state.seats, seat, include_self)
        order = _ORDERS.get(key)
        if order is None:
            n = self.state.seats
            order = _ORDERS[key] = (*range(seat if include_self else seat + 1, n), *range(seat))
        return [s for s in order if players[s].alive]

    def next_living(self, seat: Seat) -> Seat:
        """The next living player on the left (§0 "Clockwise")."""
        n = self.state.seats
        for k in range(1, n + 1):
            s = (seat + k) % n
            if self.state.players[s].alive:
                return s
        return seat

    def in_play_kinds(self, seat: Seat) -> list[str]:
        """Kinds of the seat's in-play cards."""
        return [cat.facts(c).kind for c in self.state.players[seat].in_play]

    def has_in_play(self, seat: Seat, kind: str) -> bool:
        """Whether the seat has a card of `kind` in play."""
        kinds = cat.KINDS
        for c in self.state.players[seat].in_play:  # noqa: SIM110  (a loop: no generator per call)
            if (kinds.get(c) or cat.kind(c)) == kind:
                return True
        return False

    def seat_distance(self, a: Seat, b: Seat) -> int:
        """Steps between two living seats, counting living players only (§1.7)."""
        order = self.living()
        if a not in order or b not in order:
            return 99
        i, j = order.index(a), order.index(b)
        d = abs(i - j)
        return min(d, len(order) - d)

    def distance(self, a: Seat, b: Seat) -> int:
        """Distance from a to b with Mustang/Paul Regret and Scope/Rose Doolan, at least 1 (§1.7)."""
        d = self.seat_distance(a, b)
        d += self.has_in_play(b, "mustang") + (self.char(b) == "paul_regret")
        d -= self.has_in_play(a, "scope") + (self.char(a) == "rose_doolan")
        return max(1, d)

    def distances_from(self, a: Seat) -> dict[Seat, int]:
        """distance(a, b) for every other living b, in one pass (same rule as `distance`).

        While the answers of a play_turn are listed (`_play_options`, which changes nothing) the
        result is remembered per seat: every card in the hand asks again (the callers of that
        time only read it, so it is handed out without a copy)."""
        memo = self._distance_memo
        if memo is not None:
            got = memo.get(a)
            if got is None:
                got = memo[a] = self._distances_from(a)
            return got
        return self._distances_from(a)

    def scan_memo(self, key: Any, compute: Callable[..., Any], *args: Any) -> Any:
        """`compute(*args)`, remembered under `key` while the play_turn answers are listed (the
        state does not change meanwhile); computed afresh at any other time. Callers must not
        mutate what it returns. (The arguments are passed along rather than bound in a lambda:
        every card of the hand asks, and a closure and its frame cost more than the lookup.)"""
        memo = self._scan
        if memo is None:
            return compute(*args)
        got = memo.get(key, memo)
        if got is memo:
            got = memo[key] = compute(*args)
        return got

    def _distances_from(self, a: Seat) -> dict[Seat, int]:
        """`distances_from` computed: the rule of `distance` for every other living seat, with
        `has_in_play` and the builtins (abs, min, max) written out in the loop: a BANG! card's
        reach asks this for 3 to 8 seats at almost every play_turn listing."""
        players = self.state.players
        if not players[a].alive:
            return {}
        order = [s for s, p in enumerate(players) if p.alive]
        n = len(order)
        i = order.index(a)
        kinds = cat.KINDS
        kind_of = cat.kind
        me = players[a]
        minus = me.character == "rose_doolan"
        for c in me.in_play:
            if (kinds.get(c) or kind_of(c)) == "scope":
                minus += 1
                break
        out: dict[Seat, int] = {}
        for j, b in enumerate(order):
            if j == i:
                continue
            d = j - i if j > i else i - j
            if n - d < d:
                d = n - d
            q = players[b]
            if q.character == "paul_regret":
                d += 1
            for c in q.in_play:
                if (kinds.get(c) or kind_of(c)) == "mustang":
                    d += 1
                    break
            d -= minus
            out[b] = d if d > 1 else 1
        return out

    def weapon_range(self, seat: Seat) -> int:
        """Range of the seat's weapon; the built-in Colt .45 has 1 (§1.6, §1.7)."""
        for c in self.state.players[seat].in_play:
            d = cat.facts(c)
            if d.weapon and d.range is not None:
                return d.range
        return 1

    def can_play_bang(self, seat: Seat) -> bool:
        """The one-BANG!-per-turn rule and its exceptions (§1.5, §4 "One-BANG! counter")."""
        return (
            self.state.bangs_played == 0
            or self.char(seat) == "willy_the_kid"
            or self.has_in_play(seat, "volcanic")
        )

    def beer_works(self) -> bool:
        """Beer has no effect (and is not offered, U26) with only 2 players alive (§1.9)."""
        return self.alive_count() > 2

    def is_bang_card(self, seat: Seat, card_id: str) -> bool:
        """A BANG! card for Duel/Indians!: BANG!, or Missed! for Calamity Janet (§1.15)."""
        k = cat.facts(card_id).kind
        return k == "bang" or (k == "missed" and self.char(seat) == "calamity_janet")

    def is_missed_card(self, seat: Seat, card_id: str) -> bool:
        """A Missed! answer: Missed!, or BANG! for Calamity Janet (§1.15)."""
        k = cat.facts(card_id).kind
        return k == "missed" or (k == "bang" and self.char(seat) == "calamity_janet")

    # ------------------------------------------------------------------ events & stack helpers
    def _emit(self, event: Event) -> None:
        self._events.append(event)
        if type(event) in _COUNTED_TYPES and self.ad:
            self._count(event)

    def _count(self, event: Event) -> None:
        """A&D statistics (stats()): uses, upgrades, tokens spent, Bomb explosions."""
        kind = type(event)  # the four classes have no subclasses: `is` tests are isinstance's
        counts = self.state.ad_counts
        key = ""
        if kind is ev.AbilityUsed:
            key = event.ability  # type: ignore[attr-defined]
        elif kind is ev.CardPlayed:
            if event.upgrades:  # type: ignore[attr-defined]
                key = "upgrades_bought"
        elif kind is ev.TokensChanged:
            delta = event.delta  # type: ignore[attr-defined]
            if delta < 0:
                counts["tokens_spent_or_lost"] = counts.get("tokens_spent_or_lost", 0) - delta
        elif kind is ev.CardsDiscarded and event.reason in ("bomb_exploded", "exhausted"):  # type: ignore[attr-defined]
            key = event.reason  # type: ignore[attr-defined]
        else:
            return
        if key:
            counts[key] = counts.get(key, 0) + 1

    def _push(self, task: Task) -> None:
        self.state.stack.append(task)

    def _pop(self) -> Task:
        return self.state.stack.pop()

    def _pop_deck(self) -> str | None:
        """Take the top card of the draw pile, reshuffling the whole discard pile if needed (§1.12, U18)."""
        st = self.state
        if not st.deck:
            if not st.discard:
                return None
            st.deck = st.discard
            st.discard = []
            self.shuffle(st.deck)
            st.reshuffled = sorted(st.deck)
            self._excuse_shown(st.reshuffled)
            self._emit(ev.DeckReshuffled(size=len(st.deck)))
        return st.deck.pop()

    def _excuse_shown(self, reshuffled: list[str]) -> None:
        """Cards shown publicly earlier in this step and then reshuffled stay public knowledge for
        this step's events: the leak check (docs/ARCHITECTURE.md C7) must not flag a discard shown before a
        reshuffle that a later draw in the same step took into a hand."""
        pool = set(reshuffled)
        for e in self._events:
            if e.audience.only is not None:
                continue
            for f in ("card", "target_card", "cards"):
                v = getattr(e, f, None)
                if isinstance(v, str) and v in pool:
                    self._excused.add(v)
                elif isinstance(v, list):
                    self._excused.update(x for x in v if x in pool)

    def draw(self, seat: Seat, n: int, source: str = "deck") -> list[str]:
        """Plain draw of n cards into hand (never a check, §1.11). Dead players draw nothing."""
        p = self.state.players[seat]
        got: list[str] = []
        if not p.alive:
            return got
        for _ in range(n):
            c = self._pop_deck()
            if c is None:
                break
            p.hand.append(c)
            got.append(c)
        if got:
            self._emit(ev.CardsDrawn(seat=seat, count=len(got), source=source, audience=_all_but(seat)))
            self._emit(ev.CardsDrawnPrivate(seat=seat, cards=got, source=source, audience=_only(seat)))
        return got

    def take_into_hand(self, seat: Seat, card_id: str, public: bool) -> None:
        """Put a card into a hand; `public` marks its identity as known to everyone."""
        p = self.state.players[seat]
        p.hand.append(card_id)
        if public:
            p.revealed_hand.append(card_id)

    def secret_hand(self, seat: Seat) -> bool:
        """Whether the seat holds a card the table has not seen (hand size is public, so a hand
        of revealed cards only is known to everyone; §3 "Hidden information")."""
        p = self.state.players[seat]
        if not p.revealed_hand:
            return bool(p.hand)  # the usual case, without a generator
        return any(c not in p.revealed_hand for c in p.hand)

    def remove_from_hand(self, seat: Seat, card_id: str) -> None:
        """Take a card out of a hand, then Suzy Lafayette's immediate draw (§1.15, §4)."""
        p = self.state.players[seat]
        p.hand.remove(card_id)
        if card_id in p.revealed_hand:
            p.revealed_hand.remove(card_id)
        self.suzy_check(seat)

    def suzy_check(self, seat: Seat) -> None:
        """Suzy Lafayette draws 1 as soon as her hand is empty, if alive (§1.15, U19)."""
        p = self.state.players[seat]
        if p.alive and not p.hand and p.character == "suzy_lafayette":
            self.draw(seat, 1, source="suzy_lafayette")

    def discard_from_hand(self, seat: Seat, card_id: str, reason: str) -> None:
        """Move a hand card to the discard pile (public from now on)."""
        self.state.players[seat].hand.remove(card_id)
        p = self.state.players[seat]
        if card_id in p.revealed_hand:
            p.revealed_hand.remove(card_id)
        self.state.discard.append(card_id)
        self._emit(ev.CardsDiscarded(seat=seat, cards=[card_id], reason=reason))
        self.suzy_check(seat)

    def discard_cards_from_hand(self, seat: Seat, cards: list[str], reason: str) -> None:
        """Move several hand cards to the discard pile in the given order, as one event (U28)."""
        if len(cards) == 1:
            self.discard_from_hand(seat, cards[0], reason)
            return
        p = self.state.players[seat]
        for c in cards:
            p.hand.remove(c)
            if c in p.revealed_hand:
                p.revealed_hand.remove(c)
            self.state.discard.append(c)
        self._emit(ev.CardsDiscarded(seat=seat, cards=list(cards), reason=reason))
        self.suzy_check(seat)

    def discard_in_play(self, seat: Seat, card_id: str, reason: str) -> None:
        """Move an in-play card to the discard pile (its tokens go back to the supply, §2.2)."""
        self.leave_play(seat, card_id)
        self.state.discard.append(card_id)
        self._emit(ev.CardsDiscarded(seat=seat, cards=[card_id], reason=reason))

    def shuffled_hand(self, seat: Seat) -> list[str]:
        """The seat's hand in a fresh random order: face-down positions map onto it (docs/ARCHITECTURE.md C7)."""
        order = list(self.state.players[seat].hand)
        self.shuffle(order)
        return order

    def steal_from_hand(self, thief: Seat, victim: Seat, position: int | None, reason: str) -> str | None:
        """Move a random (face-down) hand card from victim to thief (Panic!, El Gringo, Jesse Jones)."""
        hand = self.state.players[victim].hand
        if not hand:
            return None
        order = self.shuffled_hand(victim)
        c = order[(position or 0) % len(order)]
        # The victim (and, if it was revealed, everyone) saw this card earlier in this step (a
        # draw by Suzy Lafayette, Vulture Sam's public take): the face-down steal hides it from
        # now on, but those earlier events of the same step stay excused (docs/ARCHITECTURE.md C7).
        self._excused.add(c)
        self.remove_from_hand(victim, c)
        self.take_into_hand(thief, c, public=False)
        self._emit(
            ev.CardMoved(from_seat=victim, to_seat=thief, card=None, reason=reason, audience=_all_but(thief))
        )
        self._emit(
            ev.CardMovedPrivate(from_seat=victim, to_seat=thief, card=c, reason=reason, audience=_only(thief))
        )
        return c

    def heal(self, seat: Seat, n: int, reason: str) -> None:
        """Regain LP, never above max (§0)."""
        p = self.state.players[seat]
        if not p.alive:
            return
        life = p.life
        new = min(p.max_life, life + n)
        delta = new - life
        p.life = new
        self._emit(ev.LifeChanged(seat=seat, delta=delta, life=new, reason=reason))

    def after_check(self, t: Task) -> None:
        """A "draw!" was completed: the Tumbleweed holder may have it redone (§2.6, §3.1 #10)."""
        if not self.ad:
            return
        for s in self.living():
            p = self.state.players[s]
            tw = next((c for c in p.in_play if cat.facts(c).kind == "tumbleweed"), None)
            if tw is not None and p.card_tokens.get(tw, 0) >= 1:
                self._push(Task(kind="tumbleweed_window", seat=s, other=t.seat, card=tw, purpose=t.purpose))
                return

    def note_attack(self, src: Seat, target: Seat) -> None:
        """Record a public attack for the table's memory (AI hints)."""
        if src != target:
            self.state.hostility[src][target] += 1

    # ------------------------------------------------------------------ damage, dying, elimination (§1.9, §4)
    def damage(
        self, seat: Seat, n: int, src: Seat | None, reason: str, *, ignore_ability: bool = False
    ) -> None:
        """LP goes down; then the dying window; then after-loss triggers for survivors (§4 "Damage").

        `ignore_ability`: a paid Big Fifty shot, whose LP loss triggers none of the target's
        abilities (Bart Cassidy, El Gringo, Julie Cutter; §2.6); the dying window is normal."""
        p = self.state.players[seat]
        if not p.alive or n <= 0:
            return
        life = p.life - n
        p.life = life
        self._emit(ev.LifeChanged(seat=seat, delta=-n, life=life, source=src, reason=reason))
        flags = ["big_fifty"] if ignore_ability else []
        self._push(Task(kind="after_damage", seat=seat, src=src, need=n, flags=flags))
        if life <= 0:
            # `purpose`: what took the LP (the dying player's prompt says why)
            self._push(Task(kind="dying", seat=seat, src=src, purpose=reason))

    def eliminate(self, seat: Seat, killer: Seat | None) -> None:
        """Eliminate a player in the order of §1.9: reveal, Vulture Sam, rewards/penalties, discard, end check."""
        st = self.state
        p = st.players[seat]
        p.alive = False
        p.role_revealed = True
        p.killed_by = killer
        self._emit(ev.PlayerEliminated(seat=seat, role=p.role, killer=killer))
        # Vulture Sam takes everything (§1.15); the normal discard does not happen.
        sam = next(
            (i for i, q in enumerate(st.players) if q.alive and q.character == "vulture_sam" and i != seat),
            None,
        )
        if sam is not None and (p.hand or p.in_play):
            public = list(p.in_play) + [c for c in p.hand if c in p.revealed_hand]
            hidden = [c for c in p.hand if c not in p.revealed_hand]
            for c in p.in_play:
                self.strip_tokens(seat, c)
                self.take_into_hand(sam, c, public=True)
            for c in p.hand:
                self.take_into_hand(sam, c, public=c in p.revealed_hand)
            p.in_play, p.hand, p.revealed_hand = [], [], []
            self._emit(
                ev.CardsDrawn(
                    seat=sam,
                    count=len(public) + len(hidden),
                    source="vulture_sam",
                    from_seat=seat,
                    cards=public,
                    audience=_all_but(sam),
                )
            )
            self._emit(
                ev.CardsDrawnPrivate(
                    seat=sam, cards=public + hidden, source="vulture_sam", audience=_only(sam)
                )
            )
        # Rewards and penalties (§1.10): only a living killer other than the victim.
        rewarded = st.options.rewards_out_of_turn or killer == st.active
        if killer is not None and killer != seat and st.players[killer].alive and rewarded:
            if st.seats == 3 or p.role == "outlaw":
                self._emit(ev.PenaltyApplied(seat=killer, what="reward_3_cards"))
                self.draw(killer, REWARD_CARDS, source="reward")
            elif p.role == "deputy" and st.players[killer].role == "sheriff":
                self._emit(ev.PenaltyApplied(seat=killer, what="sheriff_discards_all"))
                self._discard_everything(killer, "sheriff_penalty")
                if not st.options.sheriff_penalty_keeps_character_tokens:
                    st.token_supply += st.players[killer].tokens  # U9 option (bang-server)
                    st.players[killer].tokens = 0
                self.suzy_check(killer)
        self._discard_everything(seat, "eliminated")
        # §1.9: the eliminated player's character tokens return to the supply.
        st.token_supply += p.tokens
        p.tokens = 0
        self._check_end(seat, killer)

    def _discard_everything(self, seat: Seat, reason: str) -> None:
        """In-play cards first, then hand cards in random order (§1.9 step 4, U23, U28)."""
        p = self.state.players[seat]
        cards = list(p.in_play)
        for c in cards:
            self.strip_tokens(seat, c)
        hand = list(p.hand)
        if hand:
            self.shuffle(hand)
        cards += hand
        p.in_play, p.hand, p.revealed_hand = [], [], []
        if cards:
            self.state.discard.extend(cards)
            self._emit(ev.CardsDiscarded(seat=seat, cards=cards, reason=reason))

    def _check_end(self, victim: Seat, killer: Seat | None) -> None:
        """End-of-game conditions, checked after each elimination (§1.3.2, §1.3.3, U14)."""
        st = self.state
        alive = self.living()
        winners: list[Seat] | None = None
        side = why = ""
        if st.seats == 3:
            if (
                killer is not None
                and killer != victim
                and st.players[killer].alive
                and THREE_PLAYER_TARGET[st.players[killer].role] == st.players[victim].role
            ):
                winners, side = [killer], st.players[killer].role
                why = f"The {side.title()} eliminated the {st.players[victim].role.title()}, his target"
            if winners is None and len(alive) == 1:
                winners, side = alive, st.players[alive[0]].role
                why = f"The {side.title()} is the last one standing"
        else:
            sheriff = next(i for i, p in enumerate(st.players) if p.role == "sheriff")
            if not st.players[sheriff].alive:
                if len(alive) == 1 and st.players[alive[0]].role == "renegade":
                    winners, side = alive, "renegade"
                    why = "The Sheriff died with only the Renegade left"
                else:
                    winners = [i for i, p in enumerate(st.players) if p.role == "outlaw"]
                    side = "outlaw"
                    why = "The Sheriff was killed"
            elif not any(st.players[i].role in ("outlaw", "renegade") for i in alive):
                winners = [i for i, p in enumerate(st.players) if p.role in ("sheriff", "deputy")]
                side = "sheriff"
                renegades = sum(1 for p in st.players if p.role == "renegade")
                why = f"Every Outlaw and the Renegade{'s' if renegades > 1 else ''} are dead"
        if winners is None:
            return
        if st.seats == 3:
            verdict = f"the {side.title()} wins"
        else:
            deputies = any(p.role == "deputy" for p in st.players)
            verdict = {
                "sheriff": "the Sheriff and his Deputies win" if deputies else "the Sheriff wins",
                "outlaw": "the Outlaws win",
                "renegade": "the Renegade wins alone",
            }[side]
        self._finish(winners, side, why, verdict)

    def _finish(self, winners: list[Seat], side: str, why: str, verdict: str) -> None:
        """End the game: every role face up, the Result "<why>: <verdict> (after N turns)"."""
        st = self.state
        for p in st.players:
            p.role_revealed = True
        turns = st.turns_played
        summary = f"{why}: {verdict} (after {turns} turn{'s' if turns != 1 else ''})"
        st.result = Result(
            winners=winners,
            scores=[1.0 if i in winners else 0.0 for i in range(st.seats)],
            summary=summary,
        )
        # Pending effects are dropped (§1.3.2, U14).
        st.stack = []
        st.decisions = []
        st.phase = "ended"
        self._settled = True
        self._emit(
            ev.GameEnded(
                winners=winners,
                winning_side=side,
                summary=st.result.summary,
                roles={i: p.role for i, p in enumerate(st.players)},
            )
        )
