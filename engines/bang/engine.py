"""BANG! rules engine: setup, turn flow, the pending-effect stack and decisions (bang.md §1, §3, §4).

Pure rules; no I/O. Card effects are named handlers in `effects.py`; this module holds the
machinery they use: drawing, damage, dying, elimination, distance, checks and the stack.

The stack (`state.stack`) holds Tasks; the top one runs first. A task that needs an answer opens
one Decision and stays on top until answered (bang.md §4; one window at a time, §3 "Windows").
When the stack is empty the active player is in phase 2 and gets a `play_turn` decision whose
default ends the phase (the turn timer of §3.2).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from itertools import combinations
from typing import Any, ClassVar

from engines.bang import catalog as cat
from engines.bang import events as ev
from engines.bang.actions import (
    ACTION_ADAPTER,
    Choose,
    Discard,
    DiscardCards,
    EndTurn,
    New,
    PlayCard,
    Respond,
    UseAbility,
)
from engines.bang.state import (
    BangOptions,
    BangState,
    LivePlayer,
    LiveState,
    LiveTask,
    live_state,
    new_task,
    state_json,
)
from engines.base import Action, Audience, Decision, Engine, Event, Model, Result, Seat, contains_action
from engines.common.fast import maker
from engines.common.shuffle import shuffle

# 3-player variant targets (bang.md §1.3.3): who must kill whom.
THREE_PLAYER_TARGET = {"deputy": "renegade", "renegade": "outlaw", "outlaw": "deputy"}
REWARD_CARDS = 3
DYNAMITE_DAMAGE = 3
BOMB_DAMAGE = 2
TOKEN_TOTAL = 32
TOKEN_MAX = 4
TOKENS_ON_PLAY = 3
TOKEN_CENSUS_KEY = "load_token"
"""Pseudo-id counting supply + all tokens in the census (the §2.2 invariant: always 32)."""
CHARACTER_SLOT = "character"
CRATE_COST = 2
DUCK_UPGRADE_COST = 2
BLUE_SELF_EFFECTS = frozenset({"barrel", "mustang", "scope", "dynamite", "weapon", "weapon_unlimited_bang"})
STALEMATE_SIDE = "draw"
"""The `winning_side` of a game ended by H1 (house_rulings.yaml): nobody won."""
POSITION_IGNORES = frozenset(
    {"turn", "turns_played", "decision_seq", "decisions", "hostility", "ad_counts", "check_card"}
)
"""State fields that do not change what can happen next: counters, the AI's table memory, A&D
statistics, and the last "draw!" result (every check resets it before it reads it). Two positions
equal in everything else play out the same (H1 stalemate)."""


_COUNTED_EVENTS = (ev.AbilityUsed, ev.CardPlayed, ev.TokensChanged, ev.CardsDiscarded)
"""The events A&D statistics look at (`BangEngine._count`)."""
_COUNTED_TYPES = frozenset(_COUNTED_EVENTS)
"""The same, for a set lookup on `type(event)` per event (no subclasses of them exist)."""
new_decision = maker(Decision, "id", "seat", "kind", "source_card", "timeout_s", "default", "optional")
"""`Decision(...)` of every field without validation (`engines.common.fast`, faster than a
keyword builder): one per window opened; its `default` is a fresh dict (`action_json`)."""
_decision_opened = maker(
    ev.DecisionOpened, "seat", "decision_id", "decision", "source_card", "timeout_s", "attacker"
)
"""`DecisionOpened(...)` of these fields without validation: one per window opened."""


class _ProbeStop(Exception):
    """Ends a stalemate probe (H1): `stalemate` tells whether the round came back unchanged."""

    def __init__(self, stalemate: bool) -> None:
        super().__init__(stalemate)
        self.stalemate = stalemate


def check_success(purpose: str, card_id: str) -> bool:
    """Whether a "draw!" card succeeds for `purpose` (bang.md §1.11)."""
    c = cat.facts(card_id)
    if purpose in ("barrel", "jourdonnais", "jail"):
        return c.suit == "hearts"
    if purpose == "dynamite":
        # Success = no explosion: anything but a ♠ 2–9.
        return not (c.suit == "spades" and 2 <= c.rank_value <= 9)
    if purpose in ("bomb", "julie"):
        # Bomb: ♥/♦ = pass it (§2.6); Julie Cutter: ♥/♦ = she shoots back (§2.9).
        return c.red
    raise ValueError(purpose)


class BangEngine(Engine[BangState]):
    """The BANG! engine (base game; A&D-ready data model)."""

    name: ClassVar[str] = "bang"
    title: ClassVar[str] = "BANG!"
    rules_version: ClassVar[int] = 1
    min_seats: ClassVar[int] = 3
    max_seats: ClassVar[int] = 8
    state_model: ClassVar[type[BangState]] = BangState
    options_model: ClassVar[type[Model]] = BangOptions
    action_adapter: ClassVar[Any] = ACTION_ADAPTER
    max_steps: ClassVar[int] = 20_000

    state: LiveState  # type: ignore[assignment]
    """The live game (`engines.bang.state.LiveState`): the same attributes as `BangState`, on
    plain slots; `dump` and `state_model` give the pydantic model."""

    def __init__(self, state: BangState | LiveState) -> None:
        """An engine on `state`: a live state is played as it is (`from_position(engine.state)`
        after editing it by hand), a `BangState` (loaded or built) through its live twin."""
        super().__init__(state if type(state) is LiveState else live_state(state))  # type: ignore[arg-type]
        self._events: list[Event] = []
        self._excused: set[str] = set()
        self._legal_cache: tuple[Decision, list[Action], Seat, str] | None = None
        """The open decision whose answers were listed last, those answers (`_answers`), and the
        decision's seat and kind: the run loop, to_act, legal_actions and apply read them for every
        decision, and a pydantic field read costs several reads of a tuple item."""
        self._play_tasks: dict[Seat, LiveTask] = {}
        self._distance_memo: dict[Seat, dict[Seat, int]] | None = None
        """`distances_from` per seat while the play_turn answers are listed (the state is still)."""
        self._scan: dict[Any, Any] | None = None
        """Other facts remembered while the play_turn answers are listed (`scan_memo`): every card
        of the hand asks again for the same targets, reach and Dangerous cards."""
        self.plays: dict[Any, PlayCard] = PLAYS
        """Plays handed out before, by their fields (`effects.play_at` and the other targets
        functions): a PlayCard carries no decision id, so the same play is the same answer at
        every decision of every game, built once (answers are read, never mutated)."""
        self._probe: tuple[Seat, str] | None = None
        """Set on the throw-away copy that looks one round ahead for H1 (`nobody_can_act`)."""
        self._settled = False
        """Set when a decision opens (`_open`) or the game ends (`_finish`): what stops `_run`.
        Those two are the only places that append to `state.decisions` or set `state.result`,
        so the loop asks this flag instead of the state after every task."""
        self.ad: bool = state.options.expansion == "armed_and_dangerous"
        """Whether the Armed & Dangerous expansion is on. Read once: the options are the lobby's,
        fixed for the whole game, and the engine asks many times a step (every event emitted)."""

    def dump(self) -> str:
        """The state as JSON text (what the database stores): the live state's pydantic model,
        serialised as it always was."""
        return state_json(self.state)

    # ------------------------------------------------------------------ setup (§1.4)
    @classmethod
    def check_options(cls, seats: int, options: Model) -> None:
        """Options are checked by their model; A&D (§2) is available."""
        assert isinstance(options, BangOptions)

    @classmethod
    def _new_state(cls, seats: int, seed: int, options: Any) -> LiveState:  # type: ignore[override]
        eng = cls(LiveState(seats=seats, seed=seed, options=options))
        eng._setup()
        return eng.state

    def _setup(self) -> None:
        """Deal roles and characters, then (after any character choices) cards (§1.4, U29)."""
        st = self.state
        catalog = cat.load_catalog()
        rng = self.rng()
        roles = catalog.roles_for(st.seats)
        shuffle(roles, rng.getrandbits)
        st.players = [LivePlayer(role=r) for r in roles]
        for p in st.players:
            p.role_revealed = st.seats == 3 or p.role == "sheriff"
        chars = catalog.character_ids("base")
        if st.options.expansion == "armed_and_dangerous":
            chars += catalog.character_ids("armed_and_dangerous")
        shuffle(chars, rng.getrandbits)
        for i, p in enumerate(st.players):
            if st.options.deal_two_characters:
                p.character_options = chars[2 * i : 2 * i + 2]
            else:
                p.character = chars[i]
        deck = catalog.deck_ids("base")
        extra = catalog.deck_ids("armed_and_dangerous")
        if st.options.expansion == "armed_and_dangerous":
            deck += extra
        else:
            st.box = extra
        shuffle(deck, rng.getrandbits)
        st.deck = deck
        st.token_supply = TOKEN_TOTAL if self.ad else 0
        st.hostility = [[0] * st.seats for _ in range(st.seats)]
        first = self.first_seat()
        st.active = first
        st.stack.append(new_task(kind="begin", seat=first))
        if st.options.deal_two_characters:
            order = self.clockwise_from(first, include_self=True)
            for s in reversed(order):
                st.stack.append(new_task(kind="choose_character", seat=s))
        self._run()

    def first_seat(self) -> Seat:
        """The Sheriff starts; the Deputy in the 3-player variant (§1.4 step 4, §1.3.3)."""
        want = "deputy" if self.state.seats == 3 else "sheriff"
        return next(i for i, p in enumerate(self.state.players) if p.role == want)

    def _begin(self, task: LiveTask) -> None:
        """Set life and deal cards one at a time from the first player (§1.4 step 3, U29)."""
        st = self.state
        for p in st.players:
            p.max_life = cat.character(p.character).life + (1 if p.role == "sheriff" else 0)
            p.life = p.max_life
            start = cat.character(p.character).starting_tokens if self.ad else 0
            if start:
                # Red Ringo starts with 4 tokens from the supply (§2.1).
                p.tokens = self.take_from_supply(min(start, TOKEN_MAX))
        first = task.seat
        assert first is not None
        order = self.clockwise_from(first, include_self=True)
        for rnd in range(max(p.max_life for p in st.players)):
            for s in order:
                if len(st.players[s].hand) < st.players[s].max_life and rnd < st.players[s].max_life:
                    c = self._pop_deck()
                    if c is not None:
                        st.players[s].hand.append(c)
        roles = {i: p.role for i, p in enumerate(st.players) if p.role_revealed}
        sheriff = next((i for i, p in enumerate(st.players) if p.role == "sheriff"), None)
        self._emit(
            ev.New.GameStarted(
                seats=st.seats, sheriff=sheriff, characters=[p.character for p in st.players], roles=roles
            )
        )
        for i, p in enumerate(st.players):
            self._emit(ev.New.CardsDrawn(seat=i, count=len(p.hand), audience=_all_but(i)))
            self._emit(ev.New.CardsDrawnPrivate(seat=i, cards=list(p.hand), audience=_only(i)))
        st.stack.append(new_task(kind="start_turn", seat=first))

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
            ev.New.TokensChanged(
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
            ev.New.TokensChanged(
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
    def player(self, seat: Seat) -> LivePlayer:
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

    def _push(self, task: LiveTask) -> None:
        self.state.stack.append(task)

    def _pop(self) -> LiveTask:
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
            self._emit(ev.New.DeckReshuffled(size=len(st.deck)))
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
            self._emit(ev.New.CardsDrawn(seat=seat, count=len(got), source=source, audience=_all_but(seat)))
            self._emit(ev.New.CardsDrawnPrivate(seat=seat, cards=got, source=source, audience=_only(seat)))
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
        self._emit(ev.New.CardsDiscarded(seat=seat, cards=[card_id], reason=reason))
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
        self._emit(ev.New.CardsDiscarded(seat=seat, cards=list(cards), reason=reason))
        self.suzy_check(seat)

    def discard_in_play(self, seat: Seat, card_id: str, reason: str) -> None:
        """Move an in-play card to the discard pile (its tokens go back to the supply, §2.2)."""
        self.leave_play(seat, card_id)
        self.state.discard.append(card_id)
        self._emit(ev.New.CardsDiscarded(seat=seat, cards=[card_id], reason=reason))

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
            ev.New.CardMoved(
                from_seat=victim, to_seat=thief, card=None, reason=reason, audience=_all_but(thief)
            )
        )
        self._emit(
            ev.New.CardMovedPrivate(
                from_seat=victim, to_seat=thief, card=c, reason=reason, audience=_only(thief)
            )
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
        self._emit(ev.New.LifeChanged(seat=seat, delta=delta, life=new, reason=reason))

    def after_check(self, t: LiveTask) -> None:
        """A "draw!" was completed: the Tumbleweed holder may have it redone (§2.6, §3.1 #10)."""
        if not self.ad:
            return
        for s in self.living():
            p = self.state.players[s]
            tw = next((c for c in p.in_play if cat.facts(c).kind == "tumbleweed"), None)
            if tw is not None and p.card_tokens.get(tw, 0) >= 1:
                self._push(
                    new_task(kind="tumbleweed_window", seat=s, other=t.seat, card=tw, purpose=t.purpose)
                )
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
        self._emit(ev.New.LifeChanged(seat=seat, delta=-n, life=life, source=src, reason=reason))
        flags = ["big_fifty"] if ignore_ability else []
        self._push(new_task(kind="after_damage", seat=seat, src=src, need=n, flags=flags))
        if life <= 0:
            # `purpose`: what took the LP (the dying player's prompt says why)
            self._push(new_task(kind="dying", seat=seat, src=src, purpose=reason))

    def eliminate(self, seat: Seat, killer: Seat | None) -> None:
        """Eliminate a player in the order of §1.9: reveal, Vulture Sam, rewards/penalties, discard, end check."""
        st = self.state
        p = st.players[seat]
        p.alive = False
        p.role_revealed = True
        p.killed_by = killer
        self._emit(ev.New.PlayerEliminated(seat=seat, role=p.role, killer=killer))
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
                ev.New.CardsDrawn(
                    seat=sam,
                    count=len(public) + len(hidden),
                    source="vulture_sam",
                    from_seat=seat,
                    cards=public,
                    audience=_all_but(sam),
                )
            )
            self._emit(
                ev.New.CardsDrawnPrivate(
                    seat=sam, cards=public + hidden, source="vulture_sam", audience=_only(sam)
                )
            )
        # Rewards and penalties (§1.10): only a living killer other than the victim.
        rewarded = st.options.rewards_out_of_turn or killer == st.active
        if killer is not None and killer != seat and st.players[killer].alive and rewarded:
            if st.seats == 3 or p.role == "outlaw":
                self._emit(ev.New.PenaltyApplied(seat=killer, what="reward_3_cards"))
                self.draw(killer, REWARD_CARDS, source="reward")
            elif p.role == "deputy" and st.players[killer].role == "sheriff":
                self._emit(ev.New.PenaltyApplied(seat=killer, what="sheriff_discards_all"))
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
            self._emit(ev.New.CardsDiscarded(seat=seat, cards=cards, reason=reason))

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
            ev.New.GameEnded(
                winners=winners,
                winning_side=side,
                summary=st.result.summary,
                roles={i: p.role for i, p in enumerate(st.players)},
            )
        )

    # ------------------------------------------------------------------ the run loop
    def _settle(self) -> list[Event]:
        """A built position runs its task stack (an empty stack: the active player's `phase`)."""
        self._events = []
        self._excused = set()
        self._run()
        out, self._events = self._events, []
        return out

    def _run(self) -> None:
        """Run tasks until a decision is open, the game is over, or phase 2 waits for the player."""
        st = self.state
        if st.result is not None or st.decisions:
            return
        self._settled = False
        guard = 0
        while not self._settled:
            guard += 1
            if guard > 10_000:
                if self._probe is not None:
                    raise _ProbeStop(False)
                raise RuntimeError("bang: run loop does not settle")
            stack = st.stack
            if stack:
                task = stack[-1]
                TASKS[task.kind](self, task)
                continue
            active = st.active
            phase = st.phase
            if phase == "ended" or not st.players[active].alive:
                if phase != "ended":
                    self._emit(ev.New.TurnEnded(seat=active))
                st.phase = "ended"
                self._push(new_task(kind="start_turn", seat=self.next_living(active)))
                continue
            if phase == "play":
                if self._probe is not None:
                    seat, position = self._probe
                    if active == seat:
                        raise _ProbeStop(self.position() == position)
                elif not st.deck and not st.discard and self.nobody_can_act(active):
                    # (`nobody_can_act`'s first test is inline: a card in a pile always moves)
                    self.end_in_stalemate()
                    continue
                hidden = self.secret_hand(active)
                self.ask(
                    self._play_turn_task(active),
                    "play_turn",
                    active,
                    st.options.turn_timeout_s,
                    hidden=hidden,
                )
                continue
            raise RuntimeError(f"bang: nothing to do in phase {phase}")

    # ------------------------------------------------------------------ H1: when nobody can act any more
    def position(self) -> str:
        """The state without what cannot change the future (`POSITION_IGNORES`), as JSON."""
        return state_json(self.state, exclude=set(POSITION_IGNORES))

    def nobody_can_act(self, seat: Seat) -> bool:
        """House ruling H1 "stalemate" (data/bang/house_rulings.yaml): both piles are empty, the
        active `seat` can only end his turn, and one round played from here — every window with
        a single answer answered with it — meets no choice and brings his next phase 2 back to this
        very position. Then every later round is the same for ever (the rules are deterministic
        and nobody chooses anything), so nobody can act any more.

        The round is played on a copy; this engine is not touched. Only positions with both piles
        empty are looked at: otherwise every phase 1 moves a card (bang.md §1.12).
        """
        st = self.state
        if st.deck or st.discard or st.stack or self._probe is not None:
            return False
        task = new_task(kind="play_turn", seat=seat)
        did = st.decision_seq + 1
        opts = self.options_for(task, "play_turn", seat, did)
        if opts != [New.EndTurn(did)]:
            return False
        probe = type(self)(live_state(st))  # a deep copy
        probe._probe = (seat, self.position())
        try:
            ANSWERS["play_turn"](probe, task, opts[0])
            probe._run()
        except _ProbeStop as stop:
            return stop.stalemate
        return False  # the game ended in the round: it was not stuck

    def end_in_stalemate(self) -> None:
        """H1: the game ends as a draw, nobody wins (the Result's words are in the data)."""
        ruling = cat.load_house().named("stalemate")
        assert ruling.result is not None and ruling.result.winning_side == STALEMATE_SIDE
        self._finish([], STALEMATE_SIDE, ruling.result.why, ruling.result.verdict)

    def ask(self, task: LiveTask, kind: str, seat: Seat, timeout_s: int, *, hidden: bool = False) -> None:
        """Open a decision for the top task, or auto-resolve it (docs/ARCHITECTURE.md C5.3, bang.md §3).

        Auto-resolution happens when the only legal answer is the default and that is deducible
        from public information (`hidden` False); otherwise a window opens even with one option
        (§3 preamble) unless the option `open_windows_for_hidden_hands` is off.
        """
        did = self.state.decision_seq + 1
        opts = OPTIONS[kind](self, task, seat, did)
        default = DEFAULTS[kind](self, task, seat, did, opts)
        # The default is usually the listed answer itself (`pass_answer`, `_play_default`).
        only_default = len(opts) == 1 and (opts[0] is default or same_action(opts[0], default))
        if self._probe is not None:
            # Looking ahead for H1: a real choice means the round may go differently.
            if not only_default:
                raise _ProbeStop(False)
            ANSWERS[kind](self, task, default)
            return
        if only_default and not (hidden and self.state.options.open_windows_for_hidden_hands):
            ANSWERS[kind](self, task, default)
            return
        # Open it: `open_decision` (engines.base) for a default already built, the same Decision
        # made without validation (the makers' arguments in field order), its default's JSON form
        # copied from the action's fields.
        st = self.state
        card = task.card
        st.decision_seq = did
        d = new_decision(did, seat, kind, card, timeout_s, action_json(default), False)
        st.decisions.append(d)
        self._settled = True
        self._legal_cache = (d, opts, seat, kind)
        # `_emit`: a DecisionOpened is not counted
        attacker = task.src if kind != "play_turn" else None
        self._events.append(_decision_opened(seat, did, kind, card, timeout_s, attacker))

    def options_for(self, task: LiveTask, kind: str, seat: Seat, did: int) -> list[Action]:
        """Every legal answer to a decision of `kind` for the task."""
        return OPTIONS[kind](self, task, seat, did)

    def default_for(self, task: LiveTask, kind: str, seat: Seat, did: int, opts: list[Action]) -> Action:
        """The timeout default: legal, least revealing (§3)."""
        return DEFAULTS[kind](self, task, seat, did, opts)

    # ------------------------------------------------------------------ engine hooks
    def to_act(self) -> list[Seat]:
        """Only the newest decision is answered (one window at a time); it always has answers."""
        st = self.state
        decisions = st.decisions
        if not decisions or st.result is not None:
            return []
        d = decisions[-1]
        cache = self._legal_cache
        if cache is not None and cache[0] is d:
            return [cache[2]]  # the seat, cached with the answers
        return [d.seat]

    def _play_turn_task(self, seat: Seat) -> LiveTask:
        """The (read-only, never stacked) task a play_turn decision answers, one per seat."""
        got = self._play_tasks.get(seat)
        if got is None:
            got = self._play_tasks[seat] = new_task(kind="play_turn", seat=seat)
        return got

    def _answers(self, d: Decision) -> list[Action]:
        """The legal answers to the open decision `d` (the cached list itself: do not mutate).

        Cached for the open Decision object itself: the engine changes the state only in `apply`,
        which closes that decision first, so while it is open its answers stay the same; `ask`
        fills the cache with the answers it computed to open it. A state edited by hand goes
        through `from_position` (engines.base): a loaded or rebuilt state holds other Decision
        objects, so nothing cached for another position is ever handed out."""
        cache = self._legal_cache
        if cache is not None and cache[0] is d:
            return cache[1]
        seat, kind = d.seat, d.kind
        task = self._play_turn_task(seat) if kind == "play_turn" else self.state.stack[-1]
        out = self.options_for(task, kind, seat, d.id)
        self._legal_cache = (d, out, seat, kind)
        return out

    def legal_actions(self, seat: Seat) -> list[Action]:
        """`Engine.legal_actions` in one call: only the newest decision's seat has answers (so a
        seat out of range has none), the game being over closes every decision."""
        st = self.state
        decisions = st.decisions
        if not decisions or st.result is not None:
            return []
        d = decisions[-1]
        cache = self._legal_cache
        if cache is not None and cache[0] is d:
            # `_answers`, inline: the usual case (the seat is cached with the answers)
            return list(cache[1]) if cache[2] == seat else []
        if d.seat != seat:
            return []
        return list(self._answers(d))

    def _legal_actions(self, seat: Seat) -> list[Action]:
        decisions = self.state.decisions
        if not decisions or decisions[-1].seat != seat:
            return []
        return list(self._answers(decisions[-1]))

    def apply(self, seat: Seat | None, action: Action) -> list[Event]:
        """`Engine.apply`, with a shortcut for an answer that `legal_actions` handed out for the
        open decision (the very object, still cached for it): every check of the generic path
        would pass (the answers of a decision carry its id and its seat), so it is applied at
        once. Anything else (another object, a refused action, the system) takes the generic path."""
        cache = self._legal_cache
        if cache is not None and seat is not None:
            st = self.state
            decisions = st.decisions
            if decisions and cache[0] is decisions[-1] and st.result is None and cache[2] == seat:
                for a in cache[1]:
                    if a is action:
                        self._views.clear()
                        return self._apply(seat, action)
        return super().apply(seat, action)

    def _apply(self, seat: Seat | None, action: Action) -> list[Event]:
        self._events = []
        self._excused = set()
        st = self.state
        d = st.decisions.pop()  # `close_decision` of the newest one (the one answered)
        cache = self._legal_cache
        if cache is not None and cache[0] is d:
            d_seat, kind = cache[2], cache[3]
        else:
            d_seat, kind = d.seat, d.kind
        task = self._play_turn_task(d_seat) if kind == "play_turn" else st.stack[-1]
        ANSWERS[kind](self, task, action)
        self._run()
        out, self._events = self._events, []
        return out

    def _is_legal(self, seat: Seat, action: Action) -> bool:
        kind = type(action)
        if kind is DiscardCards:
            return discard_set_ok(self, seat, action)  # type: ignore[arg-type]
        decisions = self.state.decisions
        if not decisions:
            return False
        d = decisions[-1]
        if d.seat != seat or (kind is PlayCard and d.kind != "play_turn"):
            return False
        return contains_action(self._answers(d), action)

    # ------------------------------------------------------------------ views
    def view_for(self, viewer: Seat | None) -> Model:
        """The Perspective of `viewer` (None = the public table)."""
        from engines.bang.perspective import build_perspective

        return build_perspective(self, viewer)

    def census(self) -> Counter[str]:
        """Every physical card in every zone, box included."""
        st = self.state
        c: Counter[str] = Counter(st.deck)
        c.update(st.discard)
        c.update(st.box)
        c.update(st.store)
        c.update(st.looking)
        c.update(st.check_cards)
        c.update(st.resolving)
        for p in st.players:
            c.update(p.hand)
            c.update(p.in_play)
        if self.ad:
            # The token invariant (§2.2, §4): supply + tokens on cards and characters == 32.
            c[TOKEN_CENSUS_KEY] = self.token_count()
        return c

    def secret_ids(self, viewer: Seat | None) -> set[str]:
        """Undrawn cards, other seats' unrevealed hand cards, Kit Carlson's look (for others).

        Not the source card of an open decision: it was played face up and the window names it
        (the perspective's pending decision, DecisionOpened), wherever it is now. A reshuffle can
        bring it back into a hand while its effect still resolves (an Indians! whose kill
        reward reshuffles the discard pile and draws it); naming the card being resolved tells
        nothing about where it went."""
        st = self.state
        out = set(st.deck).difference(st.reshuffled)
        for i, p in enumerate(st.players):
            if i != viewer:
                out.update(c for c in p.hand if c not in p.revealed_hand)
        if st.looking and viewer != st.active:
            out.update(st.looking)
        for d in st.decisions:
            out.discard(d.source_card)  # type: ignore[arg-type]
        return out - self._excused

    def stats(self) -> dict[str, Any]:
        """Winning side and roles, and turns played (for simulate)."""
        r = self.state.result
        roles = sorted({self.state.players[w].role for w in r.winners}) if r else []
        side = "renegade" if roles == ["renegade"] else "outlaw" if roles == ["outlaw"] else "sheriff"
        if self.state.seats == 3 and roles:
            side = roles[0]
        if r is not None and not r.winners:
            side = STALEMATE_SIDE  # H1: nobody won
        out: dict[str, Any] = {"winning_side": side, "winning_roles": roles, "turns": self.state.turns_played}
        if self.ad:
            # §2.12: no scoring; the expansion's outcome stats, and the §2.2 invariant (1 = held).
            counts = self.state.ad_counts
            out["ad_uses"] = {k: v for k, v in counts.items() if k != "tokens_spent_or_lost"}
            out["tokens_spent_or_lost"] = counts.get("tokens_spent_or_lost", 0)
            out["token_invariant_held"] = self.token_count() == TOKEN_TOTAL
            out["survivors"] = len(self.living())
        return out


def same_action(a: Action, b: Action) -> bool:
    """`a == b` for two actions (pydantic's `__eq__` is the same test, done generically)."""
    return type(a) is type(b) and a.__dict__ == b.__dict__


def action_json(action: Action) -> dict[str, Any]:
    """`action.model_dump(mode="json")` of a BANG! action: its fields in order, lists copied
    (every field is a str, int, bool, None or a list of str or int)."""
    out = dict(action.__dict__)
    for name in _LIST_FIELDS[type(action)]:
        out[name] = list(out[name])
    return out


_PASS: dict[str, Any] = {"kind": "respond", "decision_id": 0, "card": None, "upgrades": 0, "also": []}
"""The fields of `Respond(decision_id=…, card=None)` (`pass_answer` sets the id)."""
_LIST_FIELDS: dict[type, tuple[str, ...]] = {
    cls: tuple(n for n, f in cls.model_fields.items() if getattr(f.annotation, "__origin__", None) is list)
    for cls in (PlayCard, UseAbility, Respond, Choose, Discard, DiscardCards, EndTurn)
}
"""The list fields of each action class (`action_json` copies them)."""
PLAYS: dict[Any, PlayCard] = {}
"""`BangEngine.plays`: every PlayCard listed as an answer, by the fields it was built from (a
card id alone, or a tuple starting with it); shared by every engine of the process."""
PLAYS_MAX = 50_000
"""`PLAYS` starts afresh beyond this many plays (a bound on memory; tens of thousands of
(card, target, in-play card) combinations are possible, a game meets a few hundred)."""
_ORDERS: dict[tuple[int, Seat, bool], tuple[Seat, ...]] = {}
"""`clockwise_from`'s seat orders by (seats, seat, include_self), before the dead are dropped."""


def _only(seat: Seat) -> Audience:
    return Audience.seat(seat)


def _all_but(seat: Seat) -> Audience:
    return Audience.all_but(seat)


class _Late:
    """Functions of effects.py and armed.py that this module calls. Those modules import this
    one, so they register their functions here when they are imported (engines/bang/__init__
    imports both) instead of being imported again on every call of a hot path."""

    play_options: Callable[[BangEngine, Seat, int], list[Action]]
    play_card: Callable[[BangEngine, Seat, PlayCard], None]
    ability_options: Callable[[BangEngine, Seat, int], list[Action]]
    use_ability: Callable[[BangEngine, Seat, UseAbility], None]
    release_flintlock: Callable[[BangEngine, LiveTask], None]
    shot_cancelled: Callable[[BangEngine, LiveTask], None]
    shot_hit: Callable[[BangEngine, LiveTask], None]
    duck_with_upgrade: Callable[[BangEngine, Seat, str], None]
    abigail_applies: Callable[[BangEngine, Seat, PlayCard, str], bool]
    pay_named_costs: Callable[[BangEngine, Seat, PlayCard], None]
    ad_bang_targets: Callable[[BangEngine, Seat, str], list[Action]]
    after_blue_or_orange: Callable[[BangEngine, Seat, str], None]


LATE = _Late()


# ---------------------------------------------------------------------- task, option, default and answer tables
TaskFn = Callable[[BangEngine, LiveTask], None]
OptionsFn = Callable[[BangEngine, LiveTask, Seat, int], list[Action]]
DefaultFn = Callable[[BangEngine, LiveTask, Seat, int, list[Action]], Action]
AnswerFn = Callable[[BangEngine, LiveTask, Action], None]

TASKS: dict[str, TaskFn] = {}
OPTIONS: dict[str, OptionsFn] = {}
DEFAULTS: dict[str, DefaultFn] = {}
ANSWERS: dict[str, AnswerFn] = {}


def task(kind: str) -> Callable[[TaskFn], TaskFn]:
    """Register the runner of a task kind."""

    def deco(fn: TaskFn) -> TaskFn:
        TASKS[kind] = fn
        return fn

    return deco


def decision(kind: str, options: OptionsFn, default: DefaultFn) -> Callable[[AnswerFn], AnswerFn]:
    """Register a decision kind: its options, its default and the handler of its answer."""

    def deco(fn: AnswerFn) -> AnswerFn:
        OPTIONS[kind] = options
        DEFAULTS[kind] = default
        ANSWERS[kind] = fn
        return fn

    return deco


def _first_pass(e: BangEngine, t: LiveTask, seat: Seat, did: int, opts: list[Action]) -> Action:
    return pass_answer(did, opts)


def pass_answer(did: int, opts: list[Action]) -> Action:
    """`Respond(decision_id=did, card=None)` (take it, do nothing): the answer listed last when
    it is that one, as the windows list it, instead of building an equal one (a default is only
    read: its JSON form is stored, or it is applied when it is the only answer)."""
    last = opts[-1] if opts else None
    if type(last) is Respond and last.__dict__ == {**_PASS, "decision_id": did}:
        return last
    return New.RespondCard(did, None)


def sid_options(e: BangEngine, seat: Seat, did: int) -> list[Action]:
    """Sid Ketchum: discard any 2 hand cards to regain 1 LP (§1.15, U21)."""
    p = e.state.players[seat]
    if p.character != "sid_ketchum" or len(p.hand) < 2 or p.life >= p.max_life:
        return []
    return [
        New.UseAbility(decision_id=did, ability="sid_ketchum", cards=[a, b])
        for a, b in combinations(p.hand, 2)
    ]


def use_sid(e: BangEngine, seat: Seat, cards: list[str]) -> None:
    """Discard two cards, regain 1 LP (works with 2 players alive: not a Beer)."""
    e._emit(ev.New.AbilityUsed(seat=seat, ability="sid_ketchum", cards=list(cards)))
    for c in cards:
        e.discard_from_hand(seat, c, "sid_ketchum")
    e.heal(seat, 1, "sid_ketchum")


# ---- character choice (§1.4 option)
def _char_options(e: BangEngine, t: LiveTask, seat: Seat, did: int) -> list[Action]:
    return [New.Choose(decision_id=did, option=c) for c in e.state.players[seat].character_options]


@task("choose_character")
def _run_choose_character(e: BangEngine, t: LiveTask) -> None:
    assert t.seat is not None
    e.ask(t, "choose_character", t.seat, e.state.options.response_timeout_s)


@decision("choose_character", _char_options, lambda e, t, s, did, o: o[0])
def _answer_choose_character(e: BangEngine, t: LiveTask, a: Action) -> None:
    assert isinstance(a, Choose) and t.seat is not None and a.option is not None
    e._pop()
    p = e.state.players[t.seat]
    p.character = a.option
    p.character_options = []
    e._emit(ev.New.CharacterChosen(seat=t.seat, character=a.option))


@task("begin")
def _run_begin(e: BangEngine, t: LiveTask) -> None:
    e._pop()
    e._begin(t)


# ---- turn start: Dynamite, then Jail (§1.5), then phase 1
@task("start_turn")
def _run_start_turn(e: BangEngine, t: LiveTask) -> None:
    e._pop()
    st = e.state
    assert t.seat is not None
    st.active = t.seat
    st.turn += 1
    st.turns_played += 1
    st.bangs_played = 0
    st.phase = "start"
    st.players[t.seat].used_this_turn = []
    e._emit(ev.New.TurnStarted(seat=t.seat, turn=st.turn))
    e._push(new_task(kind="draw_phase", seat=t.seat))
    kinds = cat.KINDS
    for c in st.players[t.seat].in_play:
        if (kinds.get(c) or cat.kind(c)) in _START_CHECKS:
            break
    else:
        # Nothing to draw! for: the Dynamite, Jail and Bomb steps would only pop themselves, one
        # after the other, with no window between them (so no position shows them on the stack).
        return
    if e.ad:
        e._push(new_task(kind="bomb", seat=t.seat))  # Bomb last (§1.5, §2.5)
    e._push(new_task(kind="jail", seat=t.seat))
    e._push(new_task(kind="dynamite", seat=t.seat))


_START_CHECKS = frozenset({"dynamite", "jail", "bomb"})
"""The in-play kinds a turn's start draws! for (`start_of_turn_check`)."""


def start_of_turn_check(e: BangEngine, t: LiveTask, card_kind: str) -> None:
    """If the living seat still has `card_kind` in play, draw! for it, then resolve `<kind>_result`."""
    e._pop()
    assert t.seat is not None
    if e.state.players[t.seat].alive and e.has_in_play(t.seat, card_kind):
        e._push(new_task(kind=f"{card_kind}_result", seat=t.seat))
        e._push(new_task(kind="check", seat=t.seat, purpose=card_kind))


@task("dynamite")
def _run_dynamite(e: BangEngine, t: LiveTask) -> None:
    start_of_turn_check(e, t, "dynamite")


@task("dynamite_result")
def _run_dynamite_result(e: BangEngine, t: LiveTask) -> None:
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
        e._emit(ev.New.CardMoved(from_seat=t.seat, to_seat=nxt, card=dyn, reason="dynamite_passed"))
    else:
        e.discard_in_play(t.seat, dyn, "dynamite_exploded")
        e.damage(t.seat, DYNAMITE_DAMAGE, None, "dynamite")


@task("jail")
def _run_jail(e: BangEngine, t: LiveTask) -> None:
    start_of_turn_check(e, t, "jail")


@task("jail_result")
def _run_jail_result(e: BangEngine, t: LiveTask) -> None:
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
        e._emit(ev.New.TurnEnded(seat=t.seat, skipped=True))
        # Drop the rest of this turn's start-of-turn steps: the Bomb check (U7) and phase 1.
        e.state.stack = [
            x for x in e.state.stack if not (x.kind in ("draw_phase", "bomb") and x.seat == t.seat)
        ]


# ---- "draw!" checks (§1.11) with Lucky Duke's choice (§3.1 #9)
@task("check")
def _run_check(e: BangEngine, t: LiveTask) -> None:
    assert t.seat is not None
    st = e.state
    st.check_card = None
    if e.char(t.seat) == "lucky_duke" and not st.check_cards:
        for _ in range(2):
            c = e._pop_deck()
            if c is not None:
                st.check_cards.append(c)
        if len(st.check_cards) == 2:
            e._emit(ev.New.CheckDrawn(seat=t.seat, purpose=t.purpose, cards=list(st.check_cards)))
            e.ask(t, "choose_check_card", t.seat, st.options.response_timeout_s)
            return
        # Only one card could be turned over: it is the result.
        e._pop()
        if st.check_cards:
            c = st.check_cards.pop()
            st.discard.append(c)
            st.check_card = c
            e._emit(
                ev.New.CheckDrawn(
                    seat=t.seat, purpose=t.purpose, cards=[c], card=c, success=check_success(t.purpose, c)
                )
            )
            e.after_check(t)
        return
    e._pop()
    c = e._pop_deck()
    if c is None:
        e._emit(ev.New.CheckDrawn(seat=t.seat, purpose=t.purpose, cards=[]))
        return
    st.discard.append(c)
    st.check_card = c
    e._emit(
        ev.New.CheckDrawn(
            seat=t.seat, purpose=t.purpose, cards=[c], card=c, success=check_success(t.purpose, c)
        )
    )
    e.after_check(t)


def _lucky_options(e: BangEngine, t: LiveTask, seat: Seat, did: int) -> list[Action]:
    return [New.ChooseCard(did, c) for c in e.state.check_cards]


def _lucky_default(e: BangEngine, t: LiveTask, seat: Seat, did: int, opts: list[Action]) -> Action:
    """The card that gives the better result; the first if equal (§3.1 #9)."""
    for o in opts:
        assert isinstance(o, Choose) and o.card is not None
        if check_success(t.purpose, o.card):
            return o
    return opts[0]


@decision("choose_check_card", _lucky_options, _lucky_default)
def _answer_lucky(e: BangEngine, t: LiveTask, a: Action) -> None:
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
        ev.New.CheckDrawn(
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
def _run_draw_phase(e: BangEngine, t: LiveTask) -> None:
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
            e._emit(ev.New.CardsDrawn(seat=seat, count=3, source="kit_carlson_look", audience=_all_but(seat)))
            e._emit(
                ev.New.CardsDrawnPrivate(
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
            e._emit(ev.New.CardsDrawn(seat=seat, count=len(got), audience=_all_but(seat)))
            e._emit(ev.New.CardsDrawnPrivate(seat=seat, cards=got, audience=_only(seat)))
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
    e._emit(ev.New.CardsDrawn(seat=seat, count=1, source="black_jack_shown", cards=[second]))
    if cat.facts(second).red:
        e.draw(seat, 1, source="black_jack_extra")


def _source_options(e: BangEngine, t: LiveTask, seat: Seat, did: int) -> list[Action]:
    st = e.state
    opts: list[Action] = [New.Choose(decision_id=did, option="deck")]
    if e.char(seat) == "jesse_jones":
        opts += [
            New.Choose(decision_id=did, option="hand", seat=s)
            for s in e.clockwise_from(seat)
            if st.players[s].hand
        ]
    elif st.discard:
        opts.append(New.Choose(decision_id=did, option="discard"))
    return opts


@decision("choose_draw_source", _source_options, lambda e, t, s, did, o: o[0])
def _answer_source(e: BangEngine, t: LiveTask, a: Action) -> None:
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
        e._emit(ev.New.CardsDrawn(seat=seat, count=1, source="discard", cards=[c]))
        e.draw(seat, 1)
    else:
        e.draw(seat, 2)
    e.state.phase = "play"


def _kit_options(e: BangEngine, t: LiveTask, seat: Seat, did: int) -> list[Action]:
    return [New.ChooseCard(did, c) for c in e.state.looking]


@decision("choose_card_to_put_back", _kit_options, lambda e, t, s, did, o: o[-1])
def _answer_kit(e: BangEngine, t: LiveTask, a: Action) -> None:
    """Kit Carlson keeps 2 of 3 and puts the third back on top, face down (§1.15)."""
    assert isinstance(a, Choose) and a.card is not None and t.seat is not None
    e._pop()
    st = e.state
    keep = [c for c in st.looking if c != a.card]
    st.looking = []
    st.players[t.seat].hand.extend(keep)
    st.deck.append(a.card)
    e._emit(
        ev.New.CardsDrawnPrivate(seat=t.seat, cards=keep, source="kit_carlson_kept", audience=_only(t.seat))
    )
    st.phase = "play"


# ---- phase 2: the play_turn decision (its options are in effects.py)
def _play_default(e: BangEngine, t: LiveTask, seat: Seat, did: int, opts: list[Action]) -> Action:
    end = opts[-1] if opts else None
    if type(end) is EndTurn and end.decision_id == did:
        return end  # the same answer `_play_options` lists last
    return New.EndTurn(did)


def _play_options(e: BangEngine, t: LiveTask, seat: Seat, did: int) -> list[Action]:
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
    out.append(New.EndTurn(did))
    return out


@decision("play_turn", _play_options, _play_default)
def _answer_play(e: BangEngine, t: LiveTask, a: Action) -> None:
    assert t.seat is not None
    # `type(a) is`, not isinstance: the action classes have no subclasses, and an isinstance test
    # against a pydantic class that fails goes through ABCMeta's subclass check.
    if type(a) is EndTurn:
        e.state.phase = "discard"
        e._push(new_task(kind="discard_phase", seat=t.seat))
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
def _run_discard_phase(e: BangEngine, t: LiveTask) -> None:
    assert t.seat is not None
    p = e.state.players[t.seat]
    if p.alive and excess_cards(e, t.seat) > 0:
        e.ask(t, "discard_to_hand_limit", t.seat, e.state.options.turn_timeout_s)
        return
    e._pop()
    e.state.phase = "ended"
    if p.alive:
        e._emit(ev.New.TurnEnded(seat=t.seat))


def _discard_options(e: BangEngine, t: LiveTask, seat: Seat, did: int) -> list[Action]:
    """One card at a time; the whole set at once (DiscardCards) is checked by `_is_legal`, since
    the sets cannot all be listed (12 cards, 7 too many: 792 of them)."""
    return [New.Discard(did, c) for c in e.state.players[seat].hand]


def _discard_default(e: BangEngine, t: LiveTask, seat: Seat, did: int, opts: list[Action]) -> Action:
    """Random excess cards, all at once (§3.2): drawn when the window opens, so the default is
    fixed and reveals nothing the player chose."""
    hand = list(e.state.players[seat].hand)
    n = excess_cards(e, seat)
    if n >= len(hand):
        return New.DiscardCards(decision_id=did, cards=hand)
    return New.DiscardCards(decision_id=did, cards=e.rng().sample(hand, n))


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
def _answer_discard(e: BangEngine, t: LiveTask, a: Action) -> None:
    assert t.seat is not None
    # (`type(a) is`, as in `_answer_play`)
    cards = a.cards if type(a) is DiscardCards else [a.card] if type(a) is Discard else []
    assert cards
    e.discard_cards_from_hand(t.seat, cards, "hand_limit")
    if e.ad:
        # +1 Load token per card discarded in phase 3 (§2.2).
        e._push(new_task(kind="place_tokens", seat=t.seat, need=len(cards), purpose="phase_3"))


# ---- shots (§1.8) and the response window (§3.1 #1, #2)
def _shot_options(e: BangEngine, t: LiveTask, seat: Seat, did: int) -> list[Action]:
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
                opts.append(New.RespondCard(did, c))
            elif k == "duck":
                opts.append(New.RespondCard(did, c))
                if e.spendable(seat) >= DUCK_UPGRADE_COST:
                    opts.append(New.Respond(decision_id=did, card=c, upgrades=1))
        if not big_fifty:
            if e.has_in_play(seat, "barrel") and "barrel" not in t.flags:
                opts.append(New.UseAbility(decision_id=did, ability="barrel"))
            if p.character == "jourdonnais" and "jourdonnais" not in t.flags:
                opts.append(New.UseAbility(decision_id=did, ability="jourdonnais"))
            crate = next((c for c in p.in_play if cat.facts(c).kind == "crate"), None)
            if crate is not None and p.card_tokens.get(crate, 0) >= CRATE_COST:
                opts.append(New.UseAbility(decision_id=did, ability="crate"))
    opts += sid_options(e, seat, did)
    opts.append(New.RespondCard(did, None))
    return opts


def _shot_default(e: BangEngine, t: LiveTask, seat: Seat, did: int, opts: list[Action]) -> Action:
    """(rec.) the free Barrel/Jourdonnais draw!s first, then take the hit (§3.1 #1)."""
    if e.state.options.auto_barrel_on_timeout:
        for o in opts:
            if type(o) is UseAbility and o.ability in ("barrel", "jourdonnais"):
                return o
    return pass_answer(did, opts)


@task("shot")
def _run_shot(e: BangEngine, t: LiveTask) -> None:
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
        e._emit(ev.New.ShotMissed(seat=t.seat, src=t.src))
        if e.ad:
            LATE.shot_cancelled(e, t)
        return
    e.ask(t, "respond_to_shot", t.seat, e.state.options.response_timeout_s, hidden=e.secret_hand(t.seat))


@decision("respond_to_shot", _shot_options, _shot_default)
def _answer_shot(e: BangEngine, t: LiveTask, a: Action) -> None:
    assert t.seat is not None
    seat = t.seat
    if isinstance(a, Respond) and a.card is None:
        e._pop()
        if e.ad:
            LATE.shot_hit(e, t)
        e.damage(seat, 1, t.src, t.purpose or "shot", ignore_ability="big_fifty" in t.flags)
    elif isinstance(a, Respond) and a.card is not None:
        as_kind = None if cat.facts(a.card).kind in ("missed", "duck") else "missed"
        e._emit(ev.New.CardPlayed(seat=seat, card=a.card, as_kind=as_kind, response=True))
        if a.upgrades:
            # Duck! with its upgrade: set aside, 2 tokens paid, then back to hand (§2.6, U3).
            LATE.duck_with_upgrade(e, seat, a.card)
            return
        e.discard_from_hand(seat, a.card, "missed")
        t.got += 1
    elif isinstance(a, UseAbility) and a.ability == "crate":
        crate = next(c for c in e.state.players[seat].in_play if cat.facts(c).kind == "crate")
        e._emit(ev.New.AbilityUsed(seat=seat, ability="crate"))
        t.got += 1
        e.remove_tokens(seat, crate, CRATE_COST, "crate")
    elif isinstance(a, UseAbility) and a.ability in ("barrel", "jourdonnais"):
        t.flags.append(a.ability)
        e._emit(ev.New.AbilityUsed(seat=seat, ability=a.ability))
        e._push(new_task(kind="barrel_result", seat=seat))
        e._push(new_task(kind="check", seat=seat, purpose=a.ability))
    elif isinstance(a, UseAbility) and a.ability == "sid_ketchum":
        use_sid(e, seat, a.cards)


@task("barrel_result")
def _run_barrel_result(e: BangEngine, t: LiveTask) -> None:
    """A ♥ counts as one Missed! effect against the shot below (§1.8)."""
    e._pop()
    c = e.state.check_card
    if c is not None and check_success("barrel", c):
        below = e.state.stack[-1]
        assert below.kind == "shot"
        below.got += 1


# ---- Indians! and Duel (§1.13): discard a BANG! card or lose 1 LP
def _bang_discard_options(e: BangEngine, t: LiveTask, seat: Seat, did: int) -> list[Action]:
    p = e.state.players[seat]
    opts: list[Action] = [New.RespondCard(did, c) for c in p.hand if e.is_bang_card(seat, c)]
    opts += sid_options(e, seat, did)
    opts.append(New.RespondCard(did, None))
    return opts


def ask_discard_a_bang(e: BangEngine, t: LiveTask, kind: str) -> None:
    """Ask a living target to discard a BANG! or lose 1 life (Indians!, and A&D's Arrow)."""
    assert t.seat is not None
    p = e.state.players[t.seat]
    if not p.alive:
        e._pop()
        return
    e.ask(t, kind, t.seat, e.state.options.response_timeout_s, hidden=e.secret_hand(t.seat))


def answer_discard_a_bang(e: BangEngine, t: LiveTask, a: Action, reason: str) -> None:
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
        e._emit(ev.New.CardPlayed(seat=t.seat, card=a.card, response=True, as_kind=_as_bang(a.card)))
        e.discard_from_hand(t.seat, a.card, reason)


@task("indians_hit")
def _run_indians(e: BangEngine, t: LiveTask) -> None:
    ask_discard_a_bang(e, t, "respond_to_indians")


@decision("respond_to_indians", _bang_discard_options, _first_pass)
def _answer_indians(e: BangEngine, t: LiveTask, a: Action) -> None:
    answer_discard_a_bang(e, t, a, "indians")


def _as_bang(card_id: str) -> str | None:
    return None if cat.facts(card_id).kind == "bang" else "bang"


@task("duel")
def _run_duel(e: BangEngine, t: LiveTask) -> None:
    """t.seat answers now; t.src challenged t.other; they alternate (§1.13 Duel)."""
    assert t.seat is not None
    p = e.state.players[t.seat]
    if not p.alive:
        e._pop()
        return
    e.ask(t, "respond_to_duel", t.seat, e.state.options.response_timeout_s, hidden=e.secret_hand(t.seat))


@decision("respond_to_duel", _bang_discard_options, _first_pass)
def _answer_duel(e: BangEngine, t: LiveTask, a: Action) -> None:
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
        e._emit(ev.New.CardPlayed(seat=t.seat, card=a.card, response=True, as_kind=_as_bang(a.card)))
        e.discard_from_hand(t.seat, a.card, "duel")
        t.seat = opponent


# ---- General Store (§1.13, §3.1 #8)
@task("gs_pick")
def _run_gs_pick(e: BangEngine, t: LiveTask) -> None:
    assert t.seat is not None
    if not e.state.players[t.seat].alive or not e.state.store:
        e._pop()
        return
    e.ask(t, "pick_from_general_store", t.seat, e.state.options.response_timeout_s)


def _gs_options(e: BangEngine, t: LiveTask, seat: Seat, did: int) -> list[Action]:
    return [New.ChooseCard(did, c) for c in e.state.store]


def _gs_default(e: BangEngine, t: LiveTask, seat: Seat, did: int, opts: list[Action]) -> Action:
    """A random one of the remaining cards (§3.1 #8)."""
    if len(opts) == 1:
        return opts[0]
    return e.pick(opts)


@decision("pick_from_general_store", _gs_options, _gs_default)
def _answer_gs(e: BangEngine, t: LiveTask, a: Action) -> None:
    assert isinstance(a, Choose) and a.card is not None and t.seat is not None
    e._pop()
    e.state.store.remove(a.card)
    e.take_into_hand(t.seat, a.card, public=True)
    e._emit(ev.New.CardsDrawn(seat=t.seat, count=1, source="general_store", cards=[a.card]))


@task("gs_end")
def _run_gs_end(e: BangEngine, t: LiveTask) -> None:
    e._pop()
    if e.state.store:
        e.state.discard.extend(e.state.store)
        e.state.store = []


# ---- dying (§1.9, §3.1 #7)
def beers_needed(e: BangEngine, seat: Seat) -> int:
    """Beers a dying player needs to get back to 1 LP (at -1 LP: 2; §1.9)."""
    return max(1, 1 - e.state.players[seat].life)


def _dying_options(e: BangEngine, t: LiveTask, seat: Seat, did: int) -> list[Action]:
    """One Beer at a time, or (when one is not enough) all the Beers it takes at once (§1.9)."""
    p = e.state.players[seat]
    opts: list[Action] = []
    beers = [c for c in p.hand if cat.facts(c).kind == "beer"] if e.beer_works() else []
    opts += [New.RespondCard(did, c) for c in beers]
    need = beers_needed(e, seat)
    if need > 1 and len(beers) >= need:
        opts.append(New.Respond(decision_id=did, card=beers[0], also=beers[1:need]))
    opts += sid_options(e, seat, did)
    opts.append(New.RespondCard(did, None))
    return opts


def _dying_default(e: BangEngine, t: LiveTask, seat: Seat, did: int, opts: list[Action]) -> Action:
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
def _run_dying(e: BangEngine, t: LiveTask) -> None:
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
def _answer_dying(e: BangEngine, t: LiveTask, a: Action) -> None:
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
        e._emit(ev.New.CardPlayed(seat=t.seat, card=c, response=True))
        e.discard_from_hand(t.seat, c, "beer")
        e.heal(t.seat, 1, "beer")


# ---- Sid Ketchum's window when a card without its own answer targets him (§1.15, U21)
def _sid_window_options(e: BangEngine, t: LiveTask, seat: Seat, did: int) -> list[Action]:
    return [*sid_options(e, seat, did), New.RespondCard(did, None)]


@task("sid_window")
def _run_sid_window(e: BangEngine, t: LiveTask) -> None:
    assert t.seat is not None
    if not e.state.players[t.seat].alive:
        e._pop()
        return
    # Sid's options depend only on public facts (character, LP, hand size): no hidden window.
    e.ask(t, "use_ability_when_targeted", t.seat, e.state.options.response_timeout_s)


@decision("use_ability_when_targeted", _sid_window_options, _first_pass)
def _answer_sid_window(e: BangEngine, t: LiveTask, a: Action) -> None:
    assert t.seat is not None
    if isinstance(a, UseAbility):
        use_sid(e, t.seat, a.cards)
        return
    e._pop()


# ---- after losing LP (§4 "Damage" step 3): Bart Cassidy, El Gringo
@task("after_damage")
def _run_after_damage(e: BangEngine, t: LiveTask) -> None:
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
        e._push(new_task(kind="julie_result", seat=t.seat, other=t.src))
        e._push(new_task(kind="check", seat=t.seat, purpose="julie"))
    if p.character == "bart_cassidy":
        e.draw(t.seat, t.need, source="bart_cassidy")
    elif (
        p.character == "el_gringo" and t.src is not None and t.src != t.seat and e.state.players[t.src].alive
    ):
        for _ in range(t.need):
            if e.steal_from_hand(t.seat, t.src, 0, "el_gringo") is None:
                break
