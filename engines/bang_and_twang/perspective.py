"""What one seat (or the public table) may see of a Bang & Twang game (R18, docs/ARCHITECTURE.md C7).

Other players' hands and the draw pile have no fields here: only counts (unless open hands).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Literal

from engines.bang_and_twang.catalog import load_catalog
from engines.base import Model, Result, Seat, field

if TYPE_CHECKING:
    from engines.bang_and_twang.engine import BangAndTwangEngine

CAT = load_catalog()


class CardView(Model, kw_only=True):
    """A card as its holder sees it: title and triplet and score, or tune name and text."""

    id: str
    kind: Literal["sequence", "tune"]
    name: str
    triplet: str | None = None
    points: int = 0
    text: str = ""
    reaction: bool = False
    tune_set: str | None = None


class RiffSlot(Model, kw_only=True):
    """One slot of the riff row: its face and which physical riff card lies there (§1.1)."""

    slot: int
    face: Literal["B", "T"]
    card: int


class PlayerView(Model, kw_only=True):
    """Public facts about one seat (R18): counts, guard, refresh target, queued turn effects."""

    seat: int
    hand_size: int
    bank_size: int
    bank_guarded: bool
    refresh_to: int
    orchestra: list[str]
    pending_extra: int
    pending_skips: int
    hand: list[CardView] | None = None
    """Only with the open-hands option (§6)."""
    known: list[CardView] = field(default_factory=list)
    """Cards the viewer knows are in this hand: revealed by Stage Dive, or handed over by the
    viewer (Request, Sleight of Hand, Pass the Music, Swap Hands; R18)."""


class PromptView(Model, kw_only=True):
    """The decision the viewer must answer now, with the private facts it needs."""

    decision_id: int
    kind: str
    source_card: str | None
    timeout_s: int
    step_op: str | None = None
    peek: list[CardView] = field(default_factory=list)
    """Peek and Pinch: the looked-at cards, top first (looker only)."""
    restack_placed: list[CardView] = field(default_factory=list)
    restack_rest: list[CardView] = field(default_factory=list)
    triplet: str | None = None
    window: str | None = None


class BangAndTwangPerspective(Model, kw_only=True):
    """The table as `viewer` sees it (None = spectators / the public table message)."""

    viewer: Seat | None
    seats: int
    riff: str
    riff_row: list[RiffSlot]
    active_seat: Seat | None
    turn_kind: str | None
    interrupted_seat: Seat | None
    turn: int
    direction: int
    draw_count: int
    discard: list[str]
    removed: list[str]
    resolving: str | None
    """The tune card shown and being resolved."""
    tunes_in_deck: list[str]
    """Names of the tune cards in this game's deck (public)."""
    live_reactions: list[str]
    """Names of reaction cards in the deck and not yet discarded (R14)."""
    window: str | None
    waiting_on: list[Seat]
    players: list[PlayerView]
    hand: list[CardView]
    bank: list[CardView]
    """The viewer's own bank, bottom first (R18: the owner may look)."""
    prompt: PromptView | None
    open_hands: bool
    last_actions: list[str]
    result: Result | None
    end_reason: str | None = None
    """Why the game ended: out_of_cards | stall | turn_cap (None while it runs)."""
    end_seat: Seat | None = None
    """The active seat at the end (out of cards, for out_of_cards)."""


@cache
def card_view(card: str) -> CardView:
    """The full face of a card (for its holder); cached, card faces never change."""
    seq = CAT.seq.get(card)
    if seq is not None:
        return CardView(id=card, kind="sequence", name=seq.title, triplet=seq.triplet, points=seq.score)
    t = CAT.tunes[card]
    return CardView(
        id=card,
        kind="tune",
        name=t.name,
        points=CAT.points(card),
        text=CAT.texts[card],
        reaction=t.reaction,
        tune_set=CAT.set_of[card],
    )


def build_perspective(engine: BangAndTwangEngine, viewer: Seat | None) -> BangAndTwangPerspective:
    """Build the Perspective of `viewer` from the engine's state."""
    s = engine.state
    cur = s.current
    open_hands = s.options.open_hands
    players = [
        PlayerView(
            seat=i,
            hand_size=len(s.hands[i]),
            bank_size=len(s.banks[i]),
            bank_guarded=engine.guarded(i),
            refresh_to=s.refresh_to[i],
            orchestra=list(s.orchestra[i]),
            pending_extra=s.pending_extra[i],
            pending_skips=s.pending_skips[i],
            hand=[card_view(c) for c in s.hands[i]] if open_hands else None,
            known=[card_view(c) for c in s.hands[i] if i != viewer and engine.knows(viewer, c)],
        )
        for i in range(s.seats)
    ]
    prompt = None
    if viewer is not None:
        for d in s.decisions:
            if d.seat != viewer:
                continue
            ctx = cur.tune if cur is not None else None
            step = ctx.steps[ctx.i] if ctx is not None and ctx.i < len(ctx.steps) else None
            prompt = PromptView(
                decision_id=d.id,
                kind=d.kind,
                source_card=d.source_card,
                timeout_s=d.timeout_s,
                step_op=step.op if step is not None else None,
                window=s.window.kind if s.window is not None and d.kind.startswith("react_") else None,
            )
            if ctx is not None and ctx.seat == viewer:
                prompt.peek = [card_view(c) for c in ctx.peek] if d.kind == "peek_take" else []
                if d.kind == "restack":
                    prompt.restack_placed = [card_view(c) for c in ctx.placed]
                    prompt.restack_rest = [card_view(c) for c in ctx.rest]
            if ctx is not None:
                prompt.triplet = ctx.triplet
            break
    live = []
    for w in ("turn_start", "tune_played", "action_resolved"):
        live += [CAT.tunes[c].name for c in engine.live_reactions(w)]
    return BangAndTwangPerspective(
        viewer=viewer,
        seats=s.seats,
        riff=s.riff,
        riff_row=[
            RiffSlot(slot=i + 1, face=f, card=s.riff_order[i])  # type: ignore[arg-type]
            for i, f in enumerate(s.riff)
        ],
        active_seat=cur.seat if cur is not None else None,
        turn_kind=cur.kind if cur is not None else None,
        interrupted_seat=s.interrupted.seat if s.interrupted is not None else None,
        turn=s.turn,
        direction=s.direction,
        draw_count=len(s.draw),
        discard=list(s.discard),
        removed=list(s.removed),
        resolving=s.played[-1] if s.played else None,
        tunes_in_deck=[CAT.tunes[c].name for c in s.deck_tunes],
        live_reactions=live,
        window=s.window.kind if s.window is not None else None,
        waiting_on=sorted({d.seat for d in s.decisions}),
        players=players,
        hand=[card_view(c) for c in s.hands[viewer]] if viewer is not None else [],
        bank=[card_view(c) for c in s.banks[viewer]] if viewer is not None else [],
        prompt=prompt,
        open_hands=open_hands,
        last_actions=list(s.last),
        result=s.result,
        end_reason=s.end_reason,
        end_seat=s.end_seat,
    )
