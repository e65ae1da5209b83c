"""Scenario builders for BANG! tests: a table with given roles, characters, hands, play areas and
deck top, in phase 2 of the active player (docs/ARCHITECTURE.md C13.2)."""

from __future__ import annotations

from typing import Any

from engines.bang import catalog as cat
from engines.bang.actions import EndTurn, PlayCard
from engines.bang.engine import BangEngine
from engines.bang.registry import TOKEN_CENSUS_KEY
from engines.base import Action

PLAIN = "black_jack"
"""Black Jack's ability only acts in his own phase 1, so he is neutral in phase-2 scenarios."""

DEFAULT_ROLES = {
    3: ["deputy", "outlaw", "renegade"],
    4: ["sheriff", "outlaw", "outlaw", "renegade"],
    5: ["sheriff", "deputy", "outlaw", "outlaw", "renegade"],
    6: ["sheriff", "deputy", "outlaw", "outlaw", "outlaw", "renegade"],
    7: ["sheriff", "deputy", "deputy", "outlaw", "outlaw", "outlaw", "renegade"],
    8: ["sheriff", "deputy", "deputy", "outlaw", "outlaw", "outlaw", "renegade", "renegade"],
}


def table(
    seats: int = 4,
    *,
    roles: list[str] | None = None,
    chars: list[str] | None = None,
    hands: dict[int, list[str]] | None = None,
    in_play: dict[int, list[str]] | None = None,
    deck_top: list[str] | None = None,
    discard: list[str] | None = None,
    life: dict[int, int] | None = None,
    active: int = 0,
    options: dict[str, Any] | None = None,
    phase: str = "play",
    tokens: dict[int, dict[str, int]] | None = None,
    rest_in_box: bool = False,
) -> BangEngine:
    """Build a position. Cards are given by kind ("bang") or exact id ("bang_ah"); `deck_top`
    lists the next cards drawn, in order. Characters default to PLAIN. `rest_in_box` puts every
    card not placed in the box (out of this game), so the draw pile is `deck_top` only."""
    e = BangEngine.new(seats, 1, options)
    st = e.state
    pool = sorted(e.census().elements())
    pool = [c for c in pool if c not in st.box and c != TOKEN_CENSUS_KEY]
    used: set[str] = set()
    known = cat.load_catalog().cards
    specs = [c for group in (hands or {}, in_play or {}) for cards in group.values() for c in cards]
    specs += list(deck_top or []) + list(discard or [])
    explicit = {c for c in specs if c in known}
    used.update(explicit)

    def take(spec: str) -> str:
        if spec in known:
            return spec
        for c in pool:
            if c not in used and cat.card(c).kind == spec:
                used.add(c)
                return c
        raise KeyError(spec)

    roles = roles or DEFAULT_ROLES[seats]
    chars = chars or [PLAIN] * seats
    for i, p in enumerate(st.players):
        p.role = roles[i]  # type: ignore[assignment]
        p.character = chars[i]
        p.character_options = []
        p.max_life = cat.character(chars[i]).life + (1 if roles[i] == "sheriff" else 0)
        p.life = (life or {}).get(i, p.max_life)
        p.role_revealed = seats == 3 or roles[i] == "sheriff"
        p.hand = [take(c) for c in (hands or {}).get(i, [])]
        p.in_play = [take(c) for c in (in_play or {}).get(i, [])]
        p.revealed_hand = []
        p.alive = True
    if e.ad:
        # A&D: every Dangerous card in play holds 3 tokens unless `tokens` says otherwise
        # ({seat: {"character": n, "<kind or id>": n}}); the supply holds the rest of the 32.
        for i, p in enumerate(st.players):
            p.tokens, p.card_tokens, p.used_this_turn = 0, {}, []
            spec = (tokens or {}).get(i, {})
            for c in p.in_play:
                if cat.card(c).border == "orange":
                    p.card_tokens[c] = spec.get(c, spec.get(cat.card(c).kind, 3))
            p.tokens = spec.get("character", 0)
        st.token_supply = 0
        st.token_supply = 32 - e.token_count()
        assert st.token_supply >= 0
    top = [take(c) for c in (deck_top or [])]
    st.discard = [take(c) for c in (discard or [])]
    rest = [c for c in pool if c not in used]
    if rest_in_box:
        st.box += rest
        rest = []
    st.deck = rest + list(reversed(top))
    st.store, st.looking, st.check_cards = [], [], []
    st.stack, st.decisions = [], []
    st.resolving = []
    st.active = active
    st.phase = phase  # type: ignore[assignment]
    st.bangs_played = 0
    st.turn = 1
    return BangEngine.from_position(st)


def hand_card(e: BangEngine, seat: int, kind: str) -> str:
    """The first card of `kind` in a seat's hand."""
    return next(c for c in e.state.players[seat].hand if cat.card(c).kind == kind)


def play(e: BangEngine, seat: int, kind: str, **kw: Any) -> list[Any]:
    """Play the first card of `kind` from the seat's hand."""
    return e.apply(seat, PlayCard(card=hand_card(e, seat, kind), **kw))


def pending(e: BangEngine) -> Any:
    """The open decision (or None)."""
    return e.state.decisions[-1] if e.state.decisions else None


def answer(e: BangEngine, pred: Any) -> list[Any]:
    """Answer the open decision with the first legal action matching `pred`."""
    d = pending(e)
    assert d is not None, "no decision open"
    for a in e.legal_actions(d.seat):
        if pred(a):
            return e.apply(d.seat, a)
    raise AssertionError(f"no matching answer among {e.legal_actions(d.seat)}")


def end_turn(e: BangEngine) -> list[Any]:
    """End the active player's phase 2."""
    d = pending(e)
    assert d is not None and d.kind == "play_turn"
    return e.apply(d.seat, EndTurn(decision_id=d.id))


def kinds(actions: list[Action]) -> list[str]:
    """Action kinds (for quick asserts)."""
    return [a.kind for a in actions]


AD = {"expansion": "armed_and_dangerous"}
"""Options of an Armed & Dangerous table."""


def ad_table(seats: int = 4, **kw: Any) -> BangEngine:
    """A `table` with the A&D expansion on (extra options merge in)."""
    kw["options"] = {**AD, **(kw.get("options") or {})}
    return table(seats, **kw)


def tok(e: BangEngine, seat: int, slot: str = "character") -> int:
    """Tokens on a seat's character ("character") or on its in-play card of a kind or id."""
    p = e.state.players[seat]
    if slot == "character":
        return p.tokens
    for c, n in p.card_tokens.items():
        if c == slot or cat.card(c).kind == slot:
            return n
    return 0


def in_play_kinds(e: BangEngine, seat: int) -> list[str]:
    """Kinds of a seat's cards in play."""
    return [cat.card(c).kind for c in e.state.players[seat].in_play]


def hand_kinds(e: BangEngine, seat: int) -> list[str]:
    """Kinds of a seat's hand cards."""
    return [cat.card(c).kind for c in e.state.players[seat].hand]
