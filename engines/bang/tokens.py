"""BANG! "Armed & Dangerous" Load tokens put on and paid from slots (bang.md §2.2): the
`place_tokens` and `pay_tokens` tasks, their decisions and the ways of splitting tokens over a
seat's slots. Registered into the tables of registry.py when imported (armed.py imports it)."""

from __future__ import annotations

from collections.abc import Callable

from engines.bang import catalog as cat
from engines.bang.actions import Choose, Respond
from engines.bang.engine import BangEngine
from engines.bang.registry import (
    CHARACTER_SLOT,
    TOKEN_MAX,
    decision,
    task,
)
from engines.bang.state import PlayerState, Task
from engines.base import Action, Seat

SPLIT_WAYS_MAX = 25
"""Tokens to place or pay are offered all at once (one answer per way of splitting them over the
seat's slots) when there are at most this many ways; otherwise one token at a time only. It keeps
`legal_actions` short, and a Discord select holds 25 options."""


def _splits(caps: list[tuple[str, int]], n: int) -> list[list[str]]:
    """Every way to put n tokens on the slots (each at most its cap), in slot order; [] when
    there are more than SPLIT_WAYS_MAX ways."""
    out: list[list[str]] = []

    def rec(i: int, left: int, acc: list[str]) -> None:
        if len(out) > SPLIT_WAYS_MAX:
            return
        if left == 0:
            out.append(acc)
            return
        if i == len(caps):
            return
        slot, cap = caps[i]
        for k in range(min(cap, left), -1, -1):
            rec(i + 1, left - k, acc + [slot] * k)

    rec(0, n, [])
    return out if len(out) <= SPLIT_WAYS_MAX else []


def _split_options(did: int, caps: list[tuple[str, int]], need: int) -> list[Action]:
    """The all-at-once answers: only when 2+ tokens go over 2+ possible slots (§2.2: tokens
    placed or paid "as you like" over your Dangerous cards and character)."""
    caps = [(slot, cap) for slot, cap in caps if cap > 0]
    n = min(need, sum(cap for _, cap in caps))
    if n < 2 or len(caps) < 2:
        return []
    return [Choose(decision_id=did, slots=split) for split in _splits(caps, n)]


def _place_caps(e: BangEngine, seat: Seat) -> list[tuple[str, int]]:
    return [(slot, TOKEN_MAX - e.slot_tokens(seat, slot)) for slot in e.own_slots(seat)]


def _pay_caps(e: BangEngine, seat: Seat) -> list[tuple[str, int]]:
    return [(slot, e.slot_tokens(seat, slot)) for slot in e.own_slots(seat)]


OPTIONAL_BONUSES = frozenset({"blue_card", "phase_3"})
"""Token gains the player may decline (U33): the blue-card and the phase-3 bonuses."""


def bonus_threshold() -> int:
    """U33: a bonus token is asked about only when the supply after adding it would hold fewer
    than this many tokens (data/bang/house_rulings.yaml, `optional_token_bonus`)."""
    got = cat.load_house().named("optional_token_bonus").ask_below_supply
    assert got is not None
    return got


def bonus_is_optional(e: BangEngine, t: Task) -> bool:
    """Whether this token gain asks "add it or leave it in the supply" (docs/rules/bang.md U33):
    only the blue-card and phase-3 bonuses, and only when keeping the token could matter, i.e.
    the supply after adding it would hold fewer than the threshold (too few for a Dangerous card)."""
    return t.purpose in OPTIONAL_BONUSES and e.state.token_supply - 1 < bonus_threshold()


def _place_options(e: BangEngine, t: Task, seat: Seat, did: int) -> list[Action]:
    out: list[Action] = []
    for slot in e.own_slots(seat):
        if e.slot_tokens(seat, slot) < TOKEN_MAX:
            out.append(_slot_choice(did, slot))
    out += _split_options(did, _place_caps(e, seat), min(t.need, e.state.token_supply))
    if bonus_is_optional(e, t):
        out.append(Respond(decision_id=did, card=None))  # U33: leave it (and the rest) in the supply
    return out


def _slot_choice(did: int, slot: str) -> Choose:
    return (
        Choose(decision_id=did, option=CHARACTER_SLOT)
        if slot == CHARACTER_SLOT
        else Choose(decision_id=did, card=slot)
    )


def _slot_of(a: Choose) -> str:
    return a.card if a.card is not None else CHARACTER_SLOT


def _place_pick(e: BangEngine, seat: Seat, counts: dict[str, int]) -> str | None:
    """§3.2 placement: the character if below 4, else the Dangerous card with the fewest tokens,
    not the Bomb unless it is the only slot (None: no room anywhere)."""
    room = [s for s in e.own_slots(seat) if counts[s] < TOKEN_MAX]
    if not room:
        return None
    if CHARACTER_SLOT in room:
        return CHARACTER_SLOT
    return min(room, key=lambda c: (cat.facts(c).kind == "bomb", counts[c]))


def _pay_pick(e: BangEngine, seat: Seat, counts: dict[str, int]) -> str | None:
    """The character first, then the fullest non-Bomb Dangerous card; the Bomb last."""
    have = [s for s in e.own_slots(seat) if counts[s] > 0]
    if not have:
        return None
    if CHARACTER_SLOT in have:
        return CHARACTER_SLOT
    return min(have, key=lambda c: (cat.facts(c).kind == "bomb", -counts[c]))


SlotPick = Callable[[BangEngine, Seat, dict[str, int]], str | None]


def _greedy_default(e: BangEngine, seat: Seat, opts: list[Action], pick: SlotPick, sign: int) -> Action:
    """The single-token default; when the all-at-once answers exist, the one that the single
    default repeated token by token gives (one timeout instead of one per token)."""
    counts = {s: e.slot_tokens(seat, s) for s in e.own_slots(seat)}
    splits = [o for o in opts if isinstance(o, Choose) and o.slots]
    first = pick(e, seat, dict(counts))
    single = next(o for o in opts if isinstance(o, Choose) and not o.slots and _slot_of(o) == first)
    if not splits:
        return single
    chosen: list[str] = []
    for _ in range(len(splits[0].slots)):
        slot = pick(e, seat, counts)
        assert slot is not None
        chosen.append(slot)
        counts[slot] += sign
    order = e.own_slots(seat)
    chosen.sort(key=order.index)
    return next((o for o in splits if o.slots == chosen), single)


def _place_default(e: BangEngine, t: Task, seat: Seat, did: int, opts: list[Action]) -> Action:
    """§3.2: the character if below 4, else the Dangerous card with the fewest tokens, not the
    Bomb unless it is the only slot; every token at once when that answer exists."""
    return _greedy_default(e, seat, opts, _place_pick, +1)


@task("place_tokens")
def _run_place(e: BangEngine, t: Task) -> None:
    """Place gained tokens (§2.2); those that fit nowhere are not taken (U27)."""
    assert t.seat is not None
    p = e.state.players[t.seat]
    if t.need <= 0 or not p.alive or e.state.token_supply <= 0:
        e._pop()
        return
    room = _slots_where(p, lambda n: n < TOKEN_MAX)
    if not room:
        e._pop()  # no room anywhere: `_place_options` would be empty
        return
    if len(room) == 1 and not bonus_is_optional(e, t):
        # `ask` would apply its only answer at once (`_place_default` picks it too; public, so no
        # window): the usual case, a character alone or with full cards. Answered without it.
        t.need -= 1
        e.add_tokens(t.seat, room[0], 1, t.purpose)
        return
    e.ask(t, "place_token", t.seat, e.state.options.turn_timeout_s)


def _slots_where(p: PlayerState, ok: Callable[[int], bool]) -> list[str]:
    """The player's slots (`own_slots`, in its order) holding a count of tokens that `ok`
    accepts: `_place_options` and `_pay_options` list one answer per such slot and the
    all-at-once answers only with two of them, so one slot means one answer, which is also the
    default (`_place_pick`, `_pay_pick`), and none means no answer, all without building them."""
    out = [CHARACTER_SLOT] if ok(p.tokens) else []
    tokens = p.card_tokens
    if tokens:
        out += [c for c in p.in_play if c in tokens and ok(tokens[c])]
    return out


def _grouped(
    e: BangEngine, seat: Seat, slots: list[str], *, bomb_last: bool = False
) -> list[tuple[str, int]]:
    """(slot, tokens) of an all-at-once answer, in slot order (the Bomb last when paying, so an
    emptied Bomb explodes after the rest is paid, as one token at a time would allow)."""
    order = e.own_slots(seat)
    groups = [(s, slots.count(s)) for s in order if s in slots]
    if bomb_last:
        groups.sort(key=lambda g: g[0] != CHARACTER_SLOT and cat.facts(g[0]).kind == "bomb")
    return groups


@decision("place_token", _place_options, _place_default)
def _answer_place(e: BangEngine, t: Task, a: Action) -> None:
    """A slot (or every token at once); a pass (U33) leaves this token and the rest of the bonus
    in the supply."""
    if isinstance(a, Respond):
        e._pop()
        return
    assert isinstance(a, Choose) and t.seat is not None
    if a.slots:
        t.need -= len(a.slots)
        for slot, n in _grouped(e, t.seat, a.slots):
            e.add_tokens(t.seat, slot, n, t.purpose)
        return
    t.need -= 1
    e.add_tokens(t.seat, _slot_of(a), 1, t.purpose)


def _pay_options(e: BangEngine, t: Task, seat: Seat, did: int) -> list[Action]:
    singles: list[Action] = [_slot_choice(did, s) for s in e.own_slots(seat) if e.slot_tokens(seat, s) > 0]
    return singles + _split_options(did, _pay_caps(e, seat), t.need)


def _pay_default(e: BangEngine, t: Task, seat: Seat, did: int, opts: list[Action]) -> Action:
    """The character first, then the fullest non-Bomb Dangerous card; the Bomb last; every token
    at once when that answer exists."""
    return _greedy_default(e, seat, opts, _pay_pick, -1)


@task("pay_tokens")
def _run_pay(e: BangEngine, t: Task) -> None:
    """Pay t.need tokens from any mix of the seat's slots (§2.2 "Spending")."""
    assert t.seat is not None
    p = e.state.players[t.seat]
    have = _slots_where(p, lambda n: n > 0) if t.need > 0 and p.alive else []
    if not have:
        e._pop()
        return
    if len(have) == 1:
        # `ask` would apply its only answer at once (as in `_run_place`); one token a run, since
        # an emptied card may push tasks (a Bomb's damage) that run before the next token.
        t.need -= 1
        e.remove_tokens(t.seat, have[0], 1, t.purpose or "payment")
        return
    # Out of turn (Duck!, Al Preacher) the response timeout applies (§3.1).
    opts = e.state.options
    timeout = opts.turn_timeout_s if t.seat == e.state.active else opts.response_timeout_s
    e.ask(t, "pay_tokens", t.seat, timeout)


@decision("pay_tokens", _pay_options, _pay_default)
def _answer_pay(e: BangEngine, t: Task, a: Action) -> None:
    """Tokens paid; an emptied Dangerous card goes at once, before the paid effect (U24)."""
    assert isinstance(a, Choose) and t.seat is not None
    if a.slots:
        t.need -= len(a.slots)
        for slot, n in _grouped(e, t.seat, a.slots, bomb_last=True):
            e.remove_tokens(t.seat, slot, n, t.purpose or "payment")
        return
    t.need -= 1
    e.remove_tokens(t.seat, _slot_of(a), 1, t.purpose or "payment")
