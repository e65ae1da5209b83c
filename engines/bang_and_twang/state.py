"""State and lobby options of Bang & Twang (pure data; bang_and_twang.md §2, §3, §4.7, §4.8, §10)."""

from __future__ import annotations

from typing import Literal

from engines.bang_and_twang.catalog import Step
from engines.base import GameState, Model, field

SetId = Literal[
    "green_circle", "red_triangle", "blue_square", "yellow_star", "purple_diamond", "orange_heart"
]
ALL_SETS: list[SetId] = [
    "green_circle",
    "red_triangle",
    "blue_square",
    "yellow_star",
    "purple_diamond",
    "orange_heart",
]


class BangAndTwangOptions(Model, kw_only=True):
    """Lobby options with the defaults of bang_and_twang.md §10."""

    tune_mode: Literal["single", "double", "wondertunes"] = "single"
    """§6: one set (default), Double tune (two sets, 40 cards) or Wondertunes (8 mixed cards)."""
    tune_set: SetId = "green_circle"
    """The set for `single`, and the first set of `double` (§10)."""
    second_tune_set: SetId | None = None
    """Double tune's second set; None = the next set in §4 order after `tune_set`."""
    wondertunes_mode: Literal["random", "custom"] = "random"
    wondertunes_pool: list[SetId] = field(default_factory=lambda: list(ALL_SETS))
    """Random Wondertunes: 8 cards drawn without replacement from these sets (R19)."""
    wondertunes_cards: list[str] = field(default_factory=lambda: [f"G{i}" for i in range(1, 9)])
    """Custom Wondertunes: exactly 8 card ids out of the 48."""
    open_hands: bool = False
    """§6 Open hands: every hand is visible to everyone."""
    first_player: int | None = None
    """R17: the host's choice of seat; None = random."""
    direction: Literal["clockwise", "anticlockwise"] = "clockwise"
    """§2 step 8: clockwise = increasing seat index."""
    starting_riff: Literal["BBB", "TTT", "random"] = "random"
    tie: Literal["shared", "most_banked_cards"] = "shared"
    """§5: tied players share the win, or the optional tie-break by number of banked cards."""
    decision_timeout_s: int = 120
    reaction_window_s: int = 6


class TuneCtx(Model, kw_only=True):
    """A tune card being resolved step by step (§3.2 D). `steps` may grow (expanded steps)."""

    card: str
    seat: int
    steps: list[Step]
    i: int = 0
    done: int = 0
    """Riff changes (flips/moves/rotations) made in the current step."""
    banked: int = 0
    """Cards banked in the current step."""
    used: list[int] = field(default_factory=list)
    """Slots already flipped in the current step (distinct flips)."""
    target: int | None = None
    """The seat chosen for the current step, once chosen."""
    peek: list[str] = field(default_factory=list)
    """Peek and Pinch: the looked-at cards, top first."""
    rest: list[str] = field(default_factory=list)
    placed: list[str] = field(default_factory=list)
    """Tidy Up: cards restacked so far (bottom first) and the rest in their old order."""
    triplet: str | None = None
    """Request: the named triplet."""
    givers: list[int] = field(default_factory=list)
    """Request: opponents still to give, in turn direction."""
    stage: int = 0
    """Sub-stage inside the current step (0 = not started)."""
    over: bool = False
    """The current step is finished (the next loop moves on)."""


class TurnCtx(Model, kw_only=True):
    """The turn being played (§3, §4.8): regular, extra (Encore) or an interposed Cut In turn."""

    seat: int
    kind: Literal["regular", "extra", "cut_in"] = "regular"
    phase: str = "begin"
    shushed: bool = False
    """R23: the tune card was cancelled; the next action must be a standard one."""
    progress: bool = False
    """A card was banked or played from a hand during this turn (R12/R22)."""
    quiet_counts: bool = False
    """The draw pile was already empty before this turn's refresh (R12/R22 counting)."""
    riff_changed: bool = False
    banked: list[tuple[int, str]] = field(default_factory=list)
    """(seat, sequence card) banked during the current action (Heckle, §4.7)."""
    tune: TuneCtx | None = None


class ReactAnswer(Model, kw_only=True):
    """A seat's wish to react in an open window (resolved when every seat has answered)."""

    seat: int
    card: str
    target: int | None = None
    bank: str | None = None


class WindowCtx(Model, kw_only=True):
    """An open reaction window (§4.7): the eligible seats in priority order and the reactors."""

    kind: Literal["turn_start", "tune_played", "action_resolved"]
    order: list[int]
    reacts: list[ReactAnswer] = field(default_factory=list)


class BangAndTwangState(GameState, kw_only=True):
    """The whole truth of a game. Piles hold card ids; banks and the draw pile have the top LAST."""

    options: BangAndTwangOptions
    riff: str = "BBB"
    riff_order: list[int] = field(default_factory=lambda: [1, 2, 3])
    """Which physical riff card lies in slots 1, 2, 3 (moves reorder them, §3.3)."""
    hands: list[list[str]] = field(default_factory=list)
    banks: list[list[str]] = field(default_factory=list)
    draw: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    box: list[str] = field(default_factory=list)
    """Tune cards not in this game's deck."""
    removed: list[str] = field(default_factory=list)
    """Cards removed from the game by Forest Fire (O4); public, score nothing."""
    orchestra: list[list[str]] = field(default_factory=list)
    """Full Orchestra cards face up in front of each seat (Y3)."""
    played: list[str] = field(default_factory=list)
    """The tune card shown and being resolved."""
    revealed: list[str] = field(default_factory=list)
    """Cards in a hand whose identity is public (Stage Dive reveal, R18)."""
    known: list[tuple[int, str]] = field(default_factory=list)
    """(seat, card): the seat handed this card to the hand that holds it, so it knows (R18)."""
    deck_tunes: list[str] = field(default_factory=list)
    """The tune cards in this game's deck (R14: windows depend on it)."""
    refresh_to: list[int] = field(default_factory=list)
    direction: int = 1
    first_seat: int = 0
    current: TurnCtx | None = None
    interrupted: TurnCtx | None = None
    window: WindowCtx | None = None
    pending_extra: list[int] = field(default_factory=list)
    pending_skips: list[int] = field(default_factory=list)
    quiet: int = 0
    turns_taken: int = 0
    last: list[str] = field(default_factory=list)
    """The last few public actions, one short line each (table view)."""
    end_reason: Literal["out_of_cards", "stall", "turn_cap"] | None = None
    """Why the game ended (§5, R12): the active seat ran out of cards, a stall, or the turn cap."""
    end_seat: int | None = None
    """The active seat when the game ended (the one out of cards, for out_of_cards)."""
