"""The hard Bang & Twang AI: determinized rollouts over what a seat knows (issue 36; R18).

What a seat may know (perspective.py, R18): the riff, its own hand and its own bank (contents and
order), every count (hands, banks, draw pile), which banks are guarded (Lock the Case on top, so a
guarded bank's top card is a K5/K6), the discard pile, removed cards, Full Orchestra cards, the
card being resolved, the names of the tune cards in the deck (ids too, except for random
Wondertunes: which copy of a name is in the deck is secret), cards revealed by Stage Dive, cards
the seat itself handed to another hand, the Peek and Pinch cards it looked at, and the cards
banked during the current action (every bank is announced, R18). Everything else is hidden: the
draw pile's order and contents, the other hands, the other banks' contents and order, others'
answers in an open reaction window, the game's seed.

`determinize` keeps the known parts and re-deals every hidden card at random, each zone keeping
its size, within what the rules allow a zone to hold (a bank holds sequence cards and self-banked
tune cards only; a guarded bank has a Lock the Case on top, an unguarded one has not); others'
pending reactions are taken as passes and the seed is drawn anew. The true hidden values are only
counted, never read (tests/engines/bang_and_twang/test_search_fair.py scrambles them and checks
the determinization and the decision stay the same). Which banked cards still sit in which bank
after older actions (a sound player could remember the announcements) is not used yet: a lower
bound on what the seat may know.

`choose_hard_action` compares the seat's distinct candidate moves on the same determinized samples
(common random numbers), each played out to the end with the heuristic (`ai.choose_ai_action`) in
every seat, scored by win share plus a small bank-points margin; half-way the weaker candidates are
dropped. It keeps the heuristic's own move unless another candidate beats it by a standard error of
the paired difference (`SE_NEEDED`; two from 4 seats on), so it is never much worse than the normal AI, and optional
banks are taken without a search.
"""

from __future__ import annotations

import math
import random
from typing import Any

from engines.bang_and_twang.actions import (
    BankCard,
    FlipRiff,
    MoveRiff,
    PlayTune,
    React,
    RotateRiff,
    SetRiff,
)
from engines.bang_and_twang.ai import _after, _flip, _Mind, _move, choose_ai_action
from engines.bang_and_twang.board import CAT, GUARDS, POINTS, TRIPLET_OF
from engines.bang_and_twang.engine import BangAndTwangEngine
from engines.bang_and_twang.perspective import (
    BangAndTwangPerspective,
    PlayerView,
    PromptView,
    card_view,
)
from engines.bang_and_twang.state import BangAndTwangState
from engines.base import Action, Seat, clone
from engines.common.search import Budget, playout

DEFAULT_BUDGET = Budget(playouts=256)
"""Per decision: up to 256 playouts, fewer early in the game (`LONG_GAME`): about 100 ms, 150 ms
at the 95th percentile, of one core (the bot adds the 250 ms deadline of issue 36 as
`Budget.expired`)."""

BANKABLE: frozenset[str] = frozenset(
    [*CAT.seq, *(c for c, t in CAT.tunes.items() if any(s.op == "bank_self" for s in t.steps))]
)
"""What a bank can hold: sequence cards and the tune cards that bank themselves (§3.4, §4)."""
NAME: dict[str, str] = {c: t.name for c, t in CAT.tunes.items()}
COPIES: dict[str, list[str]] = {}
"""Tune name -> its copies' ids in catalog order (two copies of one name play the same)."""
for _c, _n in NAME.items():
    COPIES.setdefault(_n, []).append(_c)

MARGIN = 0.1
"""Weight per point of the bank margin (own points minus the best other) in a playout's score."""
MAX_STEPS = 2_000
LONG_GAME = 14
"""Cards left (draw pile and hands) from which a position's playouts count as long: with more,
the budget shrinks in proportion, so early decisions cost about what later ones do."""
CUT_TURNS: int | None = None
"""Playouts stop after this many turns and are scored by their bank margin (None: to the end)."""
SE_NEEDED = 1.0
"""The search's best replaces the heuristic's move only when it wins by this many standard errors
of their paired difference (1 measured better than 2: +6 points of h2h against +4, 2 seats)."""
SE_NEEDED_MANY = 2.0
"""The same from 4 seats on, where the search gains less (measured, paired with the all-normal
games: +2 points of h2h at 4 seats either way, at 6 seats -0.8 with 2 against -1.6 with 1)."""
KEEP = 2
SURE_BANKS = frozenset({"may_bank", "tune_bank", "call_and_response"})
"""Optional banks the heuristic takes without a search (a point now, nothing to weigh)."""
FIRST_SHARE = 0.35
"""The share of the budget spent on every candidate before all but the `KEEP` best (and the
heuristic's move) are dropped."""


class SimEngine(BangAndTwangEngine):
    """The engine of a playout: the same rules, but `view_for` fills only what the heuristic reads
    (riff, own hand, counts and guards, the prompt, the draw count), which is most of a playout's
    cost otherwise. Used only inside the search, on determinized worlds."""

    def view_for(self, viewer: Seat | None) -> BangAndTwangPerspective:
        s = self.state
        cur = s.current
        ctx = cur.tune if cur is not None else None
        players = [
            PlayerView(
                seat=i,
                hand_size=len(s.hands[i]),
                bank_size=len(s.banks[i]),
                bank_guarded=bool(s.banks[i]) and s.banks[i][-1] in GUARDS,
                refresh_to=0,
                orchestra=[],
                pending_extra=0,
                pending_skips=0,
            )
            for i in range(s.seats)
        ]
        prompt = None
        for d in s.decisions:
            if d.seat == viewer:
                prompt = PromptView(decision_id=d.id, kind=d.kind, source_card=None, timeout_s=0)
                if ctx is not None and ctx.seat == viewer:
                    if d.kind == "peek_take":
                        prompt.peek = [card_view(c) for c in ctx.peek]
                    elif d.kind == "restack":
                        prompt.restack_rest = [card_view(c) for c in ctx.rest]
                break
        return BangAndTwangPerspective(
            viewer=viewer,
            seats=s.seats,
            riff=s.riff,
            riff_row=[],
            active_seat=None,
            turn_kind=None,
            interrupted_seat=None,
            turn=s.turn,
            direction=s.direction,
            draw_count=len(s.draw),
            discard=[],
            removed=[],
            resolving=None,
            tunes_in_deck=[],
            live_reactions=[],
            window=None,
            waiting_on=[],
            players=players,
            hand=[card_view(c) for c in s.hands[viewer]] if viewer is not None else [],
            bank=[],
            prompt=prompt,
            open_hands=False,
            last_actions=[],
            result=None,
        )


_RIFFS = [a + b + c for a in "BT" for b in "BT" for c in "BT"]
_DIST = {(a, b): sum(x != y for x, y in zip(a, b, strict=True)) for a in _RIFFS for b in _RIFFS}
_FLIP = {(r, i): _flip(r, i) for r in _RIFFS for i in (1, 2, 3)}
_MOVE = {(r, a, b): _move(r, a, b) for r in _RIFFS for a in (1, 2, 3) for b in (1, 2, 3)}
_TUNE_VALUES: dict[tuple[Any, ...], float] = {}
"""`_Mind.tune_value` by what it reads: the card, the riff, the hand's sequence cards, whether an
opponent's bank can be targeted and whether an opponent holds cards (pure, so shared)."""


def _changed(riff: str, a: Any) -> str:
    """The riff after a flip or move (tables of `ai._after`)."""
    if type(a) is FlipRiff:
        return _FLIP[riff, a.slot]
    return _MOVE[riff, a.src, a.dst]


def rollout_policy(engine: Any, seat: Seat, rng: random.Random) -> Action | None:
    """`ai.choose_ai_action`, move for move and draw for draw from `rng` (the test checks it), with
    its main turn worked out from tables instead of the view: the playouts' policy."""
    legal = engine.legal_actions(seat)
    if len(legal) < 2:
        return legal[0] if legal else None
    banks = [a for a in legal if type(a) is BankCard]
    if banks:
        return max(banks, key=lambda a: POINTS[a.card])
    st = engine.state
    kind = next(d.kind for d in st.decisions if d.seat == seat)
    if kind != "take_action" and kind != "standard_action":
        return choose_ai_action(engine, seat, rng)
    riff = st.riff
    seqs = [c for c in st.hands[seat] if c in TRIPLET_OF]
    memo: dict[str, tuple[int, int]] = {}

    def value(r: str) -> tuple[int, int]:
        got = memo.get(r)
        if got is None:
            mv = max((POINTS[c] for c in seqs if TRIPLET_OF[c] == r), default=0)
            cl = -min((_DIST[r, TRIPLET_OF[c]] for c in seqs), default=0)
            got = memo[r] = (mv, cl)
        return got

    changes = [a for a in legal if type(a) is FlipRiff or type(a) is MoveRiff]
    best_change = max(changes, key=lambda a: (*value(_changed(riff, a)), rng.random()))
    change_value = value(_changed(riff, best_change))[0]
    tunes = [a for a in legal if type(a) is PlayTune]
    if tunes:
        others = [t for t in range(st.seats) if t != seat]
        banks_open = any(st.banks[t] and st.banks[t][-1] not in GUARDS for t in others)
        hands_full = any(st.hands[t] for t in others)
        situation = (riff, tuple(sorted(seqs)), banks_open, hands_full)
        mind: list[_Mind] = []

        def tune_value(card: str) -> float:
            key = (card, *situation)
            got = _TUNE_VALUES.get(key)
            if got is None:
                if not mind:
                    mind.append(_Mind(engine.view_for(seat)))
                got = _TUNE_VALUES[key] = mind[0].tune_value(card)
            return got

        best_tune = max(tunes, key=lambda a: (tune_value(a.card), rng.random()))
        tv = tune_value(best_tune.card)
        if tv > change_value or (tv >= 0 and not seqs and change_value == 0 and rng.random() < 0.8):
            return best_tune
        only_reactions = all(tune_value(a.card) < 0 for a in tunes)
        if not seqs and change_value == 0 and only_reactions and not st.draw:
            return tunes[0]
    return best_change


def determinize(engine: Any, seat: Seat, rng: random.Random) -> BangAndTwangEngine:
    """A fresh engine consistent with `seat`'s knowledge, hidden cards re-dealt from `rng`."""
    st: BangAndTwangState = clone(engine.state)
    n = st.seats
    cur = st.current
    ctx = cur.tune if cur is not None else None
    open_hands = st.options.open_hands
    known_by_me = {c for g, c in st.known if g == seat} | set(st.revealed)

    # Known positions in other banks: cards banked in the current action (announced, R18) and
    # the cards this seat is peeking at (Peek and Pinch).
    fixed: list[dict[int, str]] = [{} for _ in range(n)]
    if cur is not None:
        for t, c in cur.banked:
            if t != seat and c in st.banks[t]:
                fixed[t][st.banks[t].index(c)] = c
    if ctx is not None and ctx.seat == seat and ctx.peek and ctx.target is not None:
        bank = st.banks[ctx.target]
        for k, c in enumerate(ctx.peek):
            fixed[ctx.target][len(bank) - 1 - k] = c

    pool: list[str] = list(st.draw)
    shown_hands: list[list[str]] = []
    for t in range(n):
        hand = st.hands[t]
        if t == seat or open_hands:
            shown_hands.append(list(hand))
            continue
        shown = [c for c in hand if c in known_by_me]
        shown_hands.append(shown)
        pool += [c for c in hand if c not in known_by_me]
    for t in range(n):
        if t != seat:
            pool += [c for i, c in enumerate(st.banks[t]) if i not in fixed[t]]

    if st.options.tune_mode == "wondertunes" and st.options.wondertunes_mode == "random":
        _relabel_copies(st, pool)

    pool.sort()  # the true places and orders are forgotten here
    rng.shuffle(pool)

    def take(ok: Any) -> str:
        for i in range(len(pool) - 1, -1, -1):
            if ok(pool[i]):
                return pool.pop(i)
        raise AssertionError("no card fits")  # the truth fits, so a greedy deal does

    guarded = [engine.guarded(t) for t in range(n)]  # public: the view shows it

    def fits(t: int, i: int, c: str) -> bool:
        if c not in BANKABLE:
            return False
        if i == len(st.banks[t]) - 1:  # the top: a guard exactly when the bank is guarded
            return (c in GUARDS) == guarded[t]
        return True

    new_banks: list[list[str | None]] = []
    for t in range(n):
        if t == seat:
            new_banks.append(list(st.banks[t]))
        else:
            new_banks.append([fixed[t].get(i) for i in range(len(st.banks[t]))])
    # A card the seat knows about (revealed, or handed over by it) that is in no hand it sees
    # lies in a bank (cards never go back to the draw pile): place those first.
    for c in [c for c in pool if c in known_by_me]:
        free = [(t, i) for t, bank in enumerate(new_banks) for i, x in enumerate(bank) if x is None]
        t, i = rng.choice([(t, i) for t, i in free if fits(t, i, c)])
        new_banks[t][i] = c
        pool.remove(c)
    for t in range(n):  # hidden tops, then the rest of the banks
        bank = new_banks[t]
        if bank and bank[-1] is None:
            top = len(bank) - 1
            bank[-1] = take(lambda c, t=t, top=top: fits(t, top, c))
    for t in range(n):
        bank = new_banks[t]
        for i, c in enumerate(bank):
            if c is None:
                bank[i] = take(lambda c: c in BANKABLE)
    st.banks = [[c for c in bank if c is not None] for bank in new_banks]
    for t in range(n):
        hand = shown_hands[t]
        st.hands[t] = hand + [pool.pop() for _ in range(len(st.hands[t]) - len(hand))]
    st.draw = pool

    if ctx is not None and ctx.seat != seat:  # another's private step: from the dealt bank
        if ctx.peek and ctx.target is not None:
            bank = st.banks[ctx.target]
            ctx.peek = list(reversed(bank[len(bank) - len(ctx.peek) :]))
        if ctx.placed or ctx.rest:
            bank = st.banks[ctx.seat]
            ctx.placed = bank[: len(ctx.placed)]
            ctx.rest = bank[len(ctx.placed) :]
    if st.window is not None:
        st.window.reacts = [r for r in st.window.reacts if r.seat == seat]
    st.known = [(g, c) for g, c in st.known if g == seat]
    st.seed = rng.getrandbits(64)
    st.rng_draws = 0
    return BangAndTwangEngine(st)


def _relabel_copies(st: BangAndTwangState, pool: list[str]) -> None:
    """Random Wondertunes: which copy of a tune name is in the deck is secret (only the names are
    public), so every hidden tune card takes the first copy of its name nobody sees, the deck's
    list follows (names in the same order) and the box is the rest."""
    hidden = set(pool)
    seen = {c for c in st.deck_tunes if c not in hidden}
    free: dict[str, list[str]] = {name: [c for c in ids if c not in seen] for name, ids in COPIES.items()}
    mapping: dict[str, str] = {}
    for c in sorted(c for c in pool if c in NAME):
        mapping[c] = free[NAME[c]].pop(0)
    pool[:] = [mapping.get(c, c) for c in pool]
    by_name: dict[str, list[str]] = {}
    for c in sorted({*seen, *mapping.values()}):
        by_name.setdefault(NAME[c], []).append(c)
    st.deck_tunes = [by_name[NAME[c]].pop(0) for c in st.deck_tunes]
    deck = set(st.deck_tunes)
    st.box = [c for c in CAT.tunes if c not in deck]


def candidates(engine: Any, seat: Seat) -> list[Action]:
    """`seat`'s legal actions worth comparing: one per resulting riff for riff changes, the best
    bank of a triplet, one tune card per name, one React per card and bank."""
    out: list[Action] = []
    seen: set[Any] = set()
    riff = engine.state.riff
    legal = engine.legal_actions(seat)
    banks = [a for a in legal if isinstance(a, BankCard)]
    best_bank: dict[str | None, BankCard] = {}
    for a in banks:
        t = TRIPLET_OF.get(a.card)
        if t not in best_bank or POINTS[a.card] > POINTS[best_bank[t].card]:
            best_bank[t] = a
    for a in legal:
        if isinstance(a, BankCard):
            key: Any = ("bank", a.card) if best_bank[TRIPLET_OF.get(a.card)] is a else None
        elif isinstance(a, FlipRiff | MoveRiff | RotateRiff | SetRiff):
            key = ("riff", _after(riff, a))
        elif isinstance(a, PlayTune):
            key = ("tune", NAME[a.card])
        elif isinstance(a, React):
            key = ("react", NAME[a.card], a.target, a.bank)
        else:
            key = a
        if key is None or key in seen:
            continue
        seen.add(key)
        out.append(a)
    return out


def score(engine: BangAndTwangEngine, seat: Seat) -> float:
    """Win share (1/k of a k-way win), or for a playout cut before the end the win chance its
    bank margin gives (a logistic fitted on the heuristic's self-play, wider with more cards left),
    plus `MARGIN` per point of lead over the best other bank."""
    st = engine.state
    points = [sum(POINTS[c] for c in bank) for bank in st.banks]
    lead = points[seat] - max(p for i, p in enumerate(points) if i != seat)
    result = st.result
    if result is not None:
        win = 1.0 / len(result.winners) if seat in result.winners else 0.0
    else:
        left = len(st.draw) + sum(len(h) for h in st.hands)
        spread = 0.75 + 0.12 * left
        shift = -(st.seats - 2) * (0.2 + 0.015 * left)
        win = 1.0 / (1.0 + math.exp(-(lead / spread + shift)))
    return win + MARGIN * lead


def _playout(engine: SimEngine, rng: random.Random, turns: int | None) -> None:
    """`engines.common.search.playout` with the heuristic, cut after `turns` more turns (None: to
    the end)."""
    if turns is None:
        playout(engine, rollout_policy, rng, MAX_STEPS)
        return
    stop = engine.state.turns_taken + turns
    playout(engine, rollout_policy, rng, MAX_STEPS, lambda e: e.state.turns_taken >= stop)


def _same(a: Action, b: Action, riff: str) -> bool:
    """Whether two actions are the same candidate (equal, or the same riff change)."""
    if a == b:
        return True
    riffy = (FlipRiff, MoveRiff, RotateRiff, SetRiff)
    if isinstance(a, riffy) and isinstance(b, riffy):
        return _after(riff, a) == _after(riff, b)
    if isinstance(a, PlayTune) and isinstance(b, PlayTune):
        return NAME[a.card] == NAME[b.card]
    return False


def choose_hard_action(
    engine: Any, seat: Seat, rng: random.Random, budget: Budget | None = None
) -> Action | None:
    """The hard AI's action for `seat` (None if it has nothing to answer; budget None: the default)."""
    legal = engine.legal_actions(seat)
    if not legal:
        return None
    if len(legal) == 1:
        return legal[0]
    budget = budget or DEFAULT_BUDGET
    normal = choose_ai_action(engine, seat, rng)  # first, drawing what the normal AI draws
    assert normal is not None
    kind = next(d.kind for d in engine.state.decisions if d.seat == seat)
    if kind in SURE_BANKS and isinstance(normal, BankCard):
        return normal  # an optional bank: banking the best card is the move (§3.2 A)
    options = candidates(engine, seat)
    riff = engine.state.riff
    base = next((i for i, a in enumerate(options) if _same(a, normal, riff)), None)
    if base is None:
        options.append(normal)
        base = len(options) - 1
    else:
        options[base] = normal
    k = len(options)
    if k == 1:
        return normal
    values = _evaluate(engine, seat, rng, options, base, budget)
    m = len(values[base])
    means = {i: sum(v) / len(v) for i, v in values.items()}
    best = max(values, key=lambda i: (means[i], i == base, -i))
    if best == base:
        return normal
    diffs = [x - y for x, y in zip(values[best], values[base], strict=True)]
    mean = sum(diffs) / m
    var = sum((d - mean) ** 2 for d in diffs) / (m - 1)
    needed = SE_NEEDED if engine.state.seats <= 3 else SE_NEEDED_MANY
    if mean > needed * math.sqrt(var / m):
        return options[best]
    return normal


def _evaluate(
    engine: Any, seat: Seat, rng: random.Random, options: list[Action], base: int, budget: Budget
) -> dict[int, list[float]]:
    """Playout scores per sample of the candidates still in the race at the end: every candidate
    on the first `FIRST_SHARE` of the budget, then the `KEEP` best so far and the heuristic's move
    (all on the same samples: common random numbers)."""
    k = len(options)
    values: dict[int, list[float]] = {i: [] for i in range(k)}
    active = list(range(k))
    st = engine.state
    left = len(st.draw) + sum(len(h) for h in st.hands)  # a playout's length goes with it
    total = int(budget.playouts * min(1.0, LONG_GAME / max(1, left)))
    first = max(2, int(total * FIRST_SHARE) // k)
    spent = 0
    sample = 0
    expired = budget.expired
    while True:
        if sample == first and len(active) > KEEP + 1:
            ranked = sorted(active, key=lambda i: -sum(values[i]))
            active = sorted({*ranked[:KEEP], base})
            values = {i: values[i] for i in active}
        if sample >= 2 and (spent + len(active) > total or (expired is not None and expired())):
            return values
        world = determinize(engine, seat, rng)
        state = world.state
        seed = rng.getrandbits(64)
        for i in active:
            sim = SimEngine(clone(state))
            sim.apply(seat, options[i])
            _playout(sim, random.Random(seed), CUT_TURNS)
            values[i].append(score(sim, seat))
        spent += len(active)
        sample += 1
