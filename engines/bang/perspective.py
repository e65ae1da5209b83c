"""BANG! perspectives: what one viewer may see (docs/ARCHITECTURE.md C7); no fields for hidden information."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.bang.state import BangOptions
from engines.base import Model, Seat, field

if TYPE_CHECKING:
    from engines.bang.engine import BangEngine


class SeatView(Model, kw_only=True):
    """One seat as the viewer sees it: public facts only (role only when revealed or own)."""

    seat: Seat
    character: str
    character_options: list[str] = field(default_factory=list)
    """Only for the viewer's own seat while he chooses (§1.4 option)."""
    life: int
    max_life: int
    hand_size: int
    in_play: list[str]
    alive: bool
    role: str | None
    is_sheriff: bool
    distance: int | None
    """Distance from the viewer to this seat (§1.7); None for the viewer, dead seats or spectators."""
    in_range: bool = False
    """Whether the viewer's weapon reaches this seat."""
    attacked_sheriff: int = 0
    """Public count of attacks on the Sheriff by this seat (table memory)."""
    attacks_received: list[int] = field(default_factory=list)
    """attacks_received[s]: public count of attacks seat s made on this seat."""
    tokens: int = 0
    """A&D: Load tokens on this seat's character (public, §2.2)."""
    card_tokens: dict[str, int] = field(default_factory=dict)
    """A&D: Load tokens on each of this seat's Dangerous cards in play, by card id (public)."""
    used_this_turn: list[str] = field(default_factory=list)
    """A&D once-per-turn uses already made this turn (bandolier, character abilities)."""


class PendingView(Model, kw_only=True):
    """The decision the table waits on (its options are in the deciding seat's legal actions)."""

    decision_id: int
    seat: Seat
    kind: str
    source_card: str | None
    timeout_s: int
    purpose: str = ""
    """What a draw! is for (barrel, jourdonnais, jail, dynamite) when Lucky Duke chooses."""
    attacker: Seat | None = None
    """Who caused the pending effect (shooter, Indians!/Duel player), if any."""
    subject: Seat | None = None
    """A&D: whose "draw!" a Tumbleweed window would redo, or who played the card Al Preacher
    reacts to (None otherwise)."""
    tokens_needed: int = 0
    """A&D: tokens still to pay (pay_tokens) or to place (place_token)."""


class BangPerspective(Model, kw_only=True):
    """The table as one viewer (None = the public) sees it."""

    viewer: Seat | None
    options: BangOptions
    seats: list[SeatView]
    active: Seat
    phase: str
    turn: int
    deck_size: int
    discard_size: int
    discard_top: str | None
    store: list[str]
    check_cards: list[str]
    resolving: list[str] = field(default_factory=list)
    """A played blue card waiting for a window before it lands (public)."""
    pending: PendingView | None
    bangs_played: int
    token_supply: int = 0
    """A&D: Load tokens left in the common supply (public; 0 without the expansion)."""
    hand: list[str] | None = None
    """The viewer's own hand (None for spectators)."""
    role: str | None = None
    """The viewer's own role."""
    looking: list[str] = field(default_factory=list)
    """Kit Carlson's three cards, for Kit only."""
    can_play_bang: bool = False
    weapon_range: int = 1
    winners: list[Seat] | None = None


def build_perspective(e: BangEngine, viewer: Seat | None) -> BangPerspective:
    """Build the perspective of `viewer` from the engine."""
    st = e.state
    sheriff = next((i for i, p in enumerate(st.players) if p.role == "sheriff"), None)
    seats: list[SeatView] = []
    viewer_alive = viewer is not None and st.players[viewer].alive
    rng = e.weapon_range(viewer) if viewer_alive and viewer is not None else 0
    dists = e.distances_from(viewer) if viewer_alive and viewer is not None else {}
    for i, p in enumerate(st.players):
        show_role = p.role_revealed or i == viewer
        dist = dists.get(i)
        seats.append(
            SeatView(
                seat=i,
                character=p.character,
                character_options=list(p.character_options) if i == viewer else [],
                life=p.life,
                max_life=p.max_life,
                hand_size=len(p.hand),
                in_play=list(p.in_play),
                alive=p.alive,
                role=p.role if show_role else None,
                is_sheriff=p.role == "sheriff",
                distance=dist,
                in_range=dist is not None and dist <= rng,
                attacked_sheriff=st.hostility[i][sheriff] if sheriff is not None and st.hostility else 0,
                attacks_received=[st.hostility[a][i] for a in range(st.seats)] if st.hostility else [],
                tokens=p.tokens,
                card_tokens=dict(p.card_tokens),
                used_this_turn=list(p.used_this_turn),
            )
        )
    pending = None
    if st.decisions:
        d = st.decisions[-1]
        top = st.stack[-1] if st.stack and d.kind != "play_turn" else None
        pending = PendingView(
            decision_id=d.id,
            seat=d.seat,
            kind=d.kind,
            source_card=d.source_card,
            timeout_s=d.timeout_s,
            purpose=top.purpose if top is not None else "",
            attacker=top.src if top is not None else None,
            subject=(
                top.other if d.kind == "use_tumbleweed" else top.src if d.kind == "use_al_preacher" else None
            )
            if top is not None
            else None,
            tokens_needed=top.need if top is not None and d.kind in ("pay_tokens", "place_token") else 0,
        )
    own = st.players[viewer] if viewer is not None else None
    return BangPerspective(
        viewer=viewer,
        options=st.options,
        seats=seats,
        active=st.active,
        phase=st.phase,
        turn=st.turn,
        deck_size=len(st.deck),
        discard_size=len(st.discard),
        discard_top=st.discard[-1] if st.discard else None,
        store=list(st.store),
        check_cards=list(st.check_cards),
        resolving=list(st.resolving),
        pending=pending,
        bangs_played=st.bangs_played,
        token_supply=st.token_supply,
        hand=list(own.hand) if own is not None else None,
        role=own.role if own is not None else None,
        looking=list(st.looking) if viewer is not None and viewer == st.active else [],
        can_play_bang=viewer is not None and viewer_alive and e.can_play_bang(viewer),
        weapon_range=rng,
        winners=list(st.result.winners) if st.result else None,
    )
