"""The hard BANG! AI: determinized rollouts over what a seat knows (issue 36).

`determinize` builds a whole game from `seat`'s knowledge only: its own role, hand (and Kit
Carlson's look while it is his), the public table (life, cards in play, tokens, the discard pile,
the General Store, Lucky Duke's cards, the Sheriff and every revealed role, cards the table saw
going into a hand, `revealed_hand`) and the public memory of who attacked whom
(`state.hostility`, the perspective's `attacks_received`). Everything else is re-dealt:

- the cards nobody may see (the draw pile, others' unrevealed hand cards, another Kit Carlson's
  look) are pooled in a fixed order and dealt again at random, each place keeping its size;
- the unrevealed roles are the role cards of bang.md §1.2 not yet accounted for, dealt again
  with a bias from the public history only: a seat that attacked the Sheriff is likely an Outlaw,
  one that attacked a player of its own side less likely so (`role_weight`);
- characters another player was dealt but did not show (the deal-two option, §1.4) come from
  the characters nobody showed;
- the game's seed is drawn anew, so no later reshuffle or draw! follows the true one.

The true hidden values are never read, only counted (tests/engines/bang/test_search_fair.py
scrambles them and checks the sample and the decision stay the same). What a seat saw privately
and could remember (a card it lost to a Panic!) is not used: a sound lower bound on its knowledge.

BANG! games are long and most of a seat's answers are forced or obvious, so the search is kept
cheap: it looks only at the main-phase plays that aim at someone or heal (`candidates`: the
heuristic's play, the few next best by the heuristic's own scores, and ending the turn) and at
Duel answers. Each candidate is applied to the same samples (common random numbers) and played on
with the heuristic (`engines.bang.ai.choose_ai_action`) in every seat for one round of turns
(`HORIZON`); the cut position is scored by `evaluate`, a logistic model per side (the Sheriff's,
the Outlaws', a Renegade's) of the chance that side goes on to win, fitted on normal-AI games. A
candidate that falls clearly behind the heuristic's move is dropped early (`DROP`), and the
heuristic's move is kept unless another beats it by `MARGIN` standard errors of the paired
difference, so the search is never much worse than the normal AI.
"""

from __future__ import annotations

import itertools
import math
import random
from typing import Any

from engines.bang import catalog as cat
from engines.bang.actions import EndTurn, PlayCard, Respond, UseAbility
from engines.bang.ai import _score_play, choose_ai_action
from engines.bang.engine import BangEngine
from engines.base import Action, Seat, clone
from engines.common.search import Budget

DEFAULT_BUDGET = Budget(playouts=160)
"""Per searched decision: 160 playouts of one round each at 4 seats, fewer at bigger tables (a
rollout there costs more of the budget): p50 about 25–75 ms, p95 about 175–210 ms on one core
(benchmarks.ai_strength); the bot adds the 250 ms deadline of issue 36 as `Budget.expired`."""

HORIZON = 1.0
"""Rollouts are cut after this many rounds of turns (times the seats) and `evaluate`d."""

MARGIN = 1.0
"""Standard errors of the paired difference by which a move must beat the heuristic's."""

MIN_SAMPLES = 10
"""Samples before a candidate may be dropped or chosen."""

DROP = 2.0
"""A candidate whose mean difference to the heuristic's move plus this many standard errors is
not above 0 is dropped."""

MAX_CANDIDATES = 3
"""The heuristic's move and at most this many others (ending the turn among them)."""

TARGETED = frozenset(
    {
        "bang",
        "missed",
        "panic",
        "cat_balou",
        "duel",
        "jail",
        "gatling",
        "indians",
        "dynamite",
        "beer",
        "saloon",
        "quick_shot",
        "arrow",
        "flintlock",
        "squaw",
        "bomb",
    }
)
"""Card kinds whose play is worth a look ahead: they hurt (or spare) someone, or heal now
instead of later. Equipment and draws are played as the heuristic says."""

SEARCHED = frozenset({"play_turn", "respond_to_duel", "discard_to_hand_limit", "pick_from_general_store"})
"""Decision kinds the hard AI searches; every other answer is the heuristic's."""

BY_KIND = frozenset({"discard_to_hand_limit", "pick_from_general_store"})
"""Decisions among cards where one card of a kind is as good as another: one candidate a kind."""

LAW = frozenset({"sheriff", "deputy"})


# ---------------------------------------------------------------------- determinization
def role_weight(roles: list[str], hostility: list[list[int]], sheriff: Seat | None) -> float:
    """How well a whole role assignment explains the public attacks (bang.md §1.3 goals): an
    attack on the Sheriff is an Outlaw's move (a Deputy's hardly ever, a Renegade's seldom while
    others live), an attack on a player of one's own side is unlikely."""
    w = 1.0
    for a, row in enumerate(hostility):
        ra = roles[a]
        for b, h in enumerate(row):
            if not h or a == b:
                continue
            rb = roles[b]
            if b == sheriff:
                if ra == "deputy":
                    w *= 0.1**h
                elif ra == "renegade":
                    w *= 0.3**h
            elif (ra in LAW and rb in LAW) or (ra == rb == "outlaw"):
                w *= 0.4**h
    return w


def sample_roles(engine: BangEngine, seat: Seat, rng: random.Random) -> list[str]:
    """Every seat's role: the known ones (own, revealed) kept, the others dealt from the role
    cards left, weighted by `role_weight` over every distinct assignment."""
    st = engine.state
    players = st.players
    known = [p.role if (p.role_revealed or i == seat) else None for i, p in enumerate(players)]
    unknown = [i for i, r in enumerate(known) if r is None]
    if not unknown:
        return [r or "" for r in known]
    left = cat.load_catalog().roles_for(st.seats)
    for r in known:
        if r is not None:
            left.remove(r)
    left.sort()
    sheriff = next((i for i, r in enumerate(known) if r == "sheriff"), None)
    options: list[tuple[list[str], float]] = []
    total = 0.0
    for perm in sorted(set(itertools.permutations(left, len(unknown)))):
        roles = list(known)
        for i, r in zip(unknown, perm, strict=True):
            roles[i] = r
        full = [r or "" for r in roles]
        w = role_weight(full, st.hostility, sheriff)
        options.append((full, w))
        total += w
    x = rng.random() * total
    for full, w in options:
        x -= w
        if x <= 0:
            return full
    return options[-1][0]


def determinize(engine: Any, seat: Seat, rng: random.Random) -> BangEngine:
    """A fresh engine consistent with `seat`'s knowledge, hidden cards and roles re-dealt from
    `rng` (see the module doc)."""
    st = clone(engine.state)
    roles = sample_roles(engine, seat, rng)
    players = st.players
    for i, p in enumerate(players):
        p.role = roles[i]  # type: ignore[assignment]
    own_look = st.active == seat
    pool: list[str] = list(st.deck)
    hidden_in: list[int] = []
    for i, p in enumerate(players):
        if i == seat:
            continue
        secret = [c for c in p.hand if c not in p.revealed_hand]
        pool += secret
        hidden_in.append(len(secret))
    if st.looking and not own_look:
        pool += st.looking
    pool.sort()  # the true places and orders are forgotten here
    rng.shuffle(pool)
    it = iter(pool)
    k = 0
    for i, p in enumerate(players):
        if i == seat:
            continue
        n = hidden_in[k]
        k += 1
        shown = [c for c in p.hand if c in p.revealed_hand]
        p.hand = shown + [next(it) for _ in range(n)]
    if st.looking and not own_look:
        st.looking = [next(it) for _ in range(len(st.looking))]
    st.deck = list(it)
    _redeal_characters(st, seat, rng)
    st.seed = rng.getrandbits(64)
    st.rng_draws = 0
    return BangEngine(st)


def _redeal_characters(st: Any, seat: Seat, rng: random.Random) -> None:
    """Others' dealt-but-unshown character cards (§1.4 deal-two option) from the unshown ones."""
    if not st.options.deal_two_characters:
        return
    shown = {p.character for p in st.players if p.character}
    shown.update(st.players[seat].character_options)
    chars = cat.load_catalog().character_ids("base")
    if st.options.expansion == "armed_and_dangerous":
        chars += cat.load_catalog().character_ids("armed_and_dangerous")
    pool = sorted(c for c in chars if c not in shown)
    rng.shuffle(pool)
    for i, p in enumerate(st.players):
        if i == seat or not p.character_options:
            continue
        if p.character:
            p.character_options = [p.character, pool.pop()]
        else:
            p.character_options = [pool.pop(), pool.pop()]


# ---------------------------------------------------------------------- evaluation of a cut game
def features(st: Any, seat: Seat) -> list[float]:
    """What the evaluation of a cut playout reads, for `seat`'s side (its role in that world):
    life and cards of its side and of each other side, the Sheriff's life."""
    players = st.players
    me = players[seat]
    role = me.role
    law_life = law_n = out_life = out_n = ren_life = ren_n = 0
    law_hand = out_hand = ren_hand = 0
    sheriff_life = 0
    own_life = own_hand = 0
    for i, p in enumerate(players):
        if not p.alive:
            continue
        r = p.role
        h = len(p.hand) + 0.5 * len(p.in_play)
        if r == "renegade" and role == "renegade" and i == seat:
            own_life, own_hand = p.life, h
        elif r in LAW:
            law_life += p.life
            law_n += 1
            law_hand += h
            if r == "sheriff":
                sheriff_life = p.life
        elif r == "outlaw":
            out_life += p.life
            out_n += 1
            out_hand += h
        else:
            ren_life += p.life
            ren_n += 1
            ren_hand += h
    return [
        1.0,
        sheriff_life,
        1.0 if sheriff_life == 1 else 0.0,
        law_n,
        law_life,
        law_hand,
        out_n,
        out_life,
        out_hand,
        ren_n,
        ren_life,
        ren_hand,
        own_life,
        own_hand,
        1.0 if own_life else 0.0,
    ]


def side_of(role: str) -> str:
    """The evaluation model of a role: the Sheriff's side, the Outlaws, a Renegade alone."""
    return "law" if role in LAW else role


EVAL_WEIGHTS = {
    "law": (
        -0.491,
        0.3931,
        -0.5168,
        -0.2085,
        0.0779,
        0.129,
        0.1759,
        -0.1737,
        -0.1152,
        0.4054,
        -0.3067,
        -0.0938,
    ),
    "outlaw": (
        0.0102,
        -0.4973,
        0.7669,
        0.0157,
        -0.032,
        -0.1397,
        -0.0085,
        0.2824,
        0.153,
        -0.1695,
        -0.0084,
        -0.0671,
    ),
    "renegade": (
        -0.6756,
        -0.1363,
        -0.1662,
        -0.0294,
        -0.0604,
        -0.0522,
        -0.1235,
        -0.1187,
        0.0159,
        0.0,
        0.0,
        0.0,
        0.4243,
        0.1799,
        -0.6756,
    ),
}
"""A logistic model per side of the chance that the side wins from a position, fitted on the
`features` of the start of turns of normal-AI games (4-7 seats, base and A&D), so that it
estimates what the heuristic playout would bring."""


def evaluate(engine: BangEngine, seat: Seat) -> float:
    """`seat`'s value of a finished (1 = its side won) or cut game (the model's chance)."""
    st = engine.state
    result = st.result
    if result is not None:
        return 1.0 if seat in result.winners else 0.0
    if not st.players[seat].alive and st.players[seat].role == "renegade":
        return 0.0
    w = EVAL_WEIGHTS[side_of(st.players[seat].role)]
    x = sum(a * b for a, b in zip(w, features(st, seat), strict=False))
    return 1.0 / (1.0 + math.exp(-x))


def cut_playout(engine: BangEngine, rng: random.Random, turns: int, max_steps: int = 400) -> None:
    """Play on with the heuristic in every seat until the game ends or `turns` more turns began."""
    st = engine.state
    stop = st.turns_played + turns
    steps = 0
    while st.result is None and st.turns_played < stop and steps < max_steps:
        steps += 1
        seat = st.decisions[-1].seat
        action = choose_ai_action(engine, seat, rng)
        if action is None:
            action = engine.default_action(st.decisions[-1])
            seat = None  # type: ignore[assignment]
        engine.apply(seat, action)


# ---------------------------------------------------------------------- candidates
def _worth_a_look(a: Action) -> bool:
    """A play that aims at someone or heals (the rest the heuristic plays as it likes)."""
    if isinstance(a, PlayCard):
        return cat.card(a.card).kind in TARGETED or a.target is not None
    if isinstance(a, UseAbility):
        return a.target is not None
    return False


def _card_kind(a: Action) -> str:
    """The kind of the card an answer names ("" for none)."""
    card = getattr(a, "card", None)
    return cat.card(card).kind if card else ""


def candidates(engine: Any, seat: Seat, rng: random.Random | None = None) -> list[Action]:
    """`seat`'s actions worth comparing now: [] when the decision is not searched or the choice
    is plain. The first is the heuristic's move (drawn from `rng`, or its best-scored one), then
    the best-scored others, then ending the turn; for a discard or a General Store pick, one
    card of each other kind."""
    legal = engine.legal_actions(seat)
    if len(legal) < 2:
        return []
    st = engine.state
    kind = st.decisions[-1].kind if st.decisions else ""
    if kind not in SEARCHED or st.phase == "setup":
        return []
    own = choose_ai_action(engine, seat, rng if rng is not None else random.Random(0))
    if own is None:
        return []
    if kind == "respond_to_duel":
        out = [own]
        for a in legal:
            if isinstance(a, Respond) and a not in out and (a.card is None or len(out) < 2):
                out.append(a)
        return out[: MAX_CANDIDATES + 1]
    if kind in BY_KIND:
        out = [own]
        kinds = {_card_kind(own)}
        for a in legal:
            k = _card_kind(a)
            if k not in kinds and len(out) <= MAX_CANDIDATES:
                kinds.add(k)
                out.append(a)
        return out if len(out) >= 2 else []
    view = engine.view_for(seat)
    end = next((a for a in legal if isinstance(a, EndTurn)), None)
    scored = sorted(
        ((_score_play(view, a), i) for i, a in enumerate(legal) if a != own and a != end),
        reverse=True,
    )
    others = [legal[i] for sc, i in scored if sc > 0][: MAX_CANDIDATES - 1]
    interesting = _worth_a_look(own) or any(_worth_a_look(a) for a in others)
    if not interesting:
        return []
    out = [own] + [a for a in others if _worth_a_look(a) or a is others[0]]
    if end is not None and own != end:
        out.append(end)
    return out if len(out) >= 2 else []


# ---------------------------------------------------------------------- search
def _bound(d: list[float], k: float) -> float:
    """mean + k standard errors of the paired differences `d` (at least two)."""
    m = len(d)
    mean = sum(d) / m
    var = sum((x - mean) ** 2 for x in d) / (m - 1)
    return mean + k * math.sqrt(var / m)


def choose_hard_action(
    engine: Any, seat: Seat, rng: random.Random, budget: Budget | None = None
) -> Action | None:
    """The hard AI's action for `seat` (None if it has nothing to answer; budget None: the
    default). Unsearched decisions get the heuristic's answer.

    Every candidate is played out on the same samples; after `MIN_SAMPLES`, a candidate that
    cannot be shown better than the heuristic's move (its mean difference plus `DROP` standard
    errors is not above 0) is dropped, and the search ends when none is left or the budget is
    spent. `Budget.playouts` counts rollouts of a four-seat table: a rollout at more seats plays
    a longer round of costlier steps (every seat is looked at each step) and counts for
    (turns / 4)·√(seats / 4) of them (measured: the decision time then hardly grows with seats)."""
    options = candidates(engine, seat, rng)
    if not options:
        return choose_ai_action(engine, seat, rng)
    budget = budget or DEFAULT_BUDGET
    n = len(options)
    seats = len(engine.state.players)
    turns = max(1, round(HORIZON * seats))
    cost = max(1.0, (turns / 4) * math.sqrt(seats / 4))
    left = float(budget.playouts)
    expired = budget.expired
    alive = list(range(1, n))
    diffs: list[list[float]] = [[] for _ in range(n)]
    samples = 0
    while (alive and left >= cost * (1 + len(alive))) or not samples:
        if samples and expired is not None and expired():
            break
        world = determinize(engine, seat, rng)
        base = world.state
        seed = rng.getrandbits(64)
        scores: dict[int, float] = {}
        for i in [0, *alive]:
            sim = BangEngine(clone(base))
            sim.apply(seat, options[i])
            cut_playout(sim, random.Random(seed), turns)
            scores[i] = evaluate(sim, seat)
            left -= cost
        for i in alive:
            diffs[i].append(scores[i] - scores[0])
        samples += 1
        if samples >= MIN_SAMPLES:
            alive = [i for i in alive if _bound(diffs[i], DROP) > 0]
    best, best_lo = 0, 0.0
    for i in range(1, n):
        if len(diffs[i]) < MIN_SAMPLES:
            continue
        lo = _bound(diffs[i], -MARGIN)
        if lo > best_lo:
            best, best_lo = i, lo
    return options[best]
