"""Whizz Bing Bang state and options (whizz_bing_bang.md §3, §5.5, §11); pure data, no I/O."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from engines.base import GameState, Model, Seat, field
from engines.whizz_bing_bang.catalog import double_tap_default, late_claim_default
from engines.whizz_bing_bang.events import RankEntry

Phase = Literal["call", "slap", "punish"]
CAUSES = ("too_slow", "out_of_turn", "slap_non_boom", "last_boom_slap", "wrong_sound", "punish_without_cause")


class WhizzBingBangOptions(Model, kw_only=True):
    """Lobby options (whizz_bing_bang.md §11) with the spec's defaults, plus AI and test knobs."""

    two_players: bool = False
    """§7 house option: allow a 2-player table (Bang hands the turn back to the speaker)."""
    setup: Literal["setup_1", "setup_2"] = "setup_1"
    """§3: display only (RULING: both setups carry the same information)."""
    first_player: Literal["random", "host_choice"] = "random"
    first_seat: Seat = 0
    """The host's choice of first player when `first_player` is host_choice."""
    timing: Literal["beginner", "expert"] = "beginner"
    """§7: physical slowness limit 2000 ms (beginner) or 1500 ms (expert)."""
    latency_allowance_ms: Annotated[int, msgspec.Meta(ge=500, le=2000)] = 1000
    slap_window_ms: Annotated[int, msgspec.Meta(ge=100)] = 3000
    punish_window_ms: Annotated[int, msgspec.Meta(ge=100)] = 5000
    grace_ms: Annotated[int, msgspec.Meta(ge=0, le=2000)] = 1000
    slap_anticipation_guard_ms: Annotated[int, msgspec.Meta(ge=0)] = 120
    double_tap_ms: Annotated[int, msgspec.Meta(ge=0, le=2000)] = field(default_factory=double_tap_default)
    """W30 (house design): a press of the same button by the same seat less than this after their
    previous press of it (counted or ignored) is the same press, ignored; 0 = off (default in
    house_rulings.yaml)."""
    late_claim_ms: Annotated[int, msgspec.Meta(ge=0, le=5000)] = field(default_factory=late_claim_default)
    """W31 (house design): a Punish! press less than this after a race to punish was ruled is a late
    claim on that race, ignored; 0 = off (default in house_rulings.yaml)."""
    token_hunt: bool = False
    typed_words: bool = False
    """§9.1: typed words accepted (the cog maps them to Call/Slap; the engine is unaffected)."""
    player_handicap_ms: list[int] = field(default_factory=list)
    """§9.3, W28: per seat, subtracted from that seat's times wherever speed is judged: "too slow",
    the slap ranking and the race to punish (never the anticipation guard)."""
    end_points: Annotated[int, msgspec.Meta(ge=1)] = 15
    """§6: the game ends after a round in which someone reaches this total (data default 15)."""
    ai_reaction_ms: Annotated[int, msgspec.Meta(ge=0)] = 650
    """AI players' mean reaction time (normal distribution)."""
    ai_reaction_sd_ms: Annotated[int, msgspec.Meta(ge=0)] = 180
    ai_error_rate: Annotated[float, msgspec.Meta(ge=0.0, le=1.0)] = 0.04
    """Probability per prompt that an AI errs (wrong sound when active; rarer stray presses)."""


class Pending(Model, kw_only=True):
    """A buffered player input, waiting to be ruled in timestamp order (W22)."""

    seat: Seat
    kind: str
    sound: str | None = None
    slot: int | None = None
    at: int
    sf: int
    note: str | None = None
    """Why it was passed over as changing nothing (shown when it is dropped)."""

    @property
    def button(self) -> str:
        """Which button it was (W30 compares presses of the same button)."""
        return button_key(self.kind, self.sound, self.slot)


class Tap(Model, kw_only=True):
    """A press (W30), counted or ignored, kept while the double-tap window after it can matter."""

    seat: Seat
    button: str
    at: int
    sf: int


def button_key(kind: str, sound: str | None = None, slot: int | None = None) -> str:
    """'call:whizz', 'slap', 'punish', 'pick_token:2': the button a press was made with (W30)."""
    arg = sound if sound is not None else (str(slot) if slot is not None else "")
    return f"{kind}:{arg}" if arg else kind


class CallCtx(Model, kw_only=True):
    """Who must call what, and since when (§5.5 CALL); kept per turn for late inputs (W25)."""

    active: Seat
    expected: str
    """The right sound: the face-up card's, or Whizz on a restart (§5.4)."""
    restart: bool = False
    round_start: bool = False
    """The round's first prompt: sound and BOOM presses before its table was shown are ignored (W29)."""
    faceup_boom: bool = False
    """The face-up card is an already resolved Boom (restart after a Boom, W11)."""
    prev_boom: bool = False
    """The card before the face-up one was a Boom (anticipation guard, W16)."""
    last_reveal_ms: int | None = None
    last_caller: Seat | None = None
    start_ms: int | None = None
    """Slowness timer start (W14); None until the table is first shown."""
    end_ms: int | None = None
    """For history entries: the timestamp of the correct call that ended this turn."""
    end_sf: int = 0
    """With `end_ms`: that call's snowflake, which orders inputs made in the same ms (§9.3)."""


class RaceRuled(Model, kw_only=True):
    """The last race to punish that was ruled (W31): a Punish! just after it is a late claim on it."""

    ruled_ms: int
    posted_ms: int
    """When that race's mistake was posted (the presser is told their time from it)."""
    culprit: Seat
    winner: Seat | None = None
    """None: nobody claimed in time (W5)."""
    winner_ms: int | None = None
    """The winner's time after the post."""


class LateMistake(Model, kw_only=True):
    """A mistake found in an input that arrived after a later correct call (W25)."""

    seat: Seat
    cause: str
    at: int
    sf: int = 0
    button: str = ""


class WhizzBingBangState(GameState, kw_only=True):
    """The whole truth of a Whizz Bing Bang game. Times are Discord ms (virtual in self-play)."""

    options: WhizzBingBangOptions
    round: int = 1
    phase: Phase = "call"
    direction: int = 1
    """+1 = clockwise (increasing seat index), -1 = anticlockwise (§3)."""
    draw: list[str] = field(default_factory=list)
    """Face-down draw pile; the top is the last element."""
    discard: list[str] = field(default_factory=list)
    """Played cards; the last element is the only face-up card."""
    ctx: CallCtx | None = None
    # slap phase (§4.1)
    reveal_ms: int = 0
    revealer: Seat | None = None
    slap_prev_boom: bool = False
    # punish phase (§5.2)
    culprit: Seat | None = None
    cause: str | None = None
    mistake_at: int = 0
    posted_ms: int = 0
    early: bool = False
    """The mistake is a slap inside the anticipation guard of a new card (W16): "too early"."""
    race: RaceRuled | None = None
    """The last race to punish ruled (W31, late claims)."""
    # tokens and scores
    given: list[int] = field(default_factory=list)
    received: list[list[str]] = field(default_factory=list)
    rows: list[list[str]] = field(default_factory=list)
    """Token hunt: each seat's remaining own tokens, face down, in shuffled order (§7)."""
    peeks: list[list[int]] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    last_round_scores: list[int] = field(default_factory=list)
    # time and the input buffer (W22-W25)
    clock_ms: int = 0
    ruled_ms: int = 0
    ruled_sf: int = -1
    """With `ruled_ms`: the (time, snowflake) of the last ruling; anything at or before it is settled."""
    """Inputs stamped before this instant are refused: rulings are never rolled back (W22)."""
    last_call_ms: int | None = None
    last_call_sf: int = 0
    """With `last_call_ms`: the (time, snowflake) of the last applied call; an input before it is late (W25)."""
    buffer: list[Pending] = field(default_factory=list)
    seen_sf: list[int] = field(default_factory=list)
    taps: list[Tap] = field(default_factory=list)
    """Recent presses, counted or ignored, for the double-tap window (W30); pruned at each ruling."""
    history: list[CallCtx] = field(default_factory=list)
    late: LateMistake | None = None
    next_tick_ms: int = 0
    shown_done: bool = False
    acted: list[int] = field(default_factory=list)
    last_input_ms: list[int | None] = field(default_factory=list)
    input_seq: int = 0
    # the latest ranking shown after a Boom or a punishment
    ranking: list[RankEntry] = field(default_factory=list)
    ranking_kind: Literal["boom", "punish"] | None = None
    last_punisher: Seat | None = None
    last_culprit: Seat | None = None
    last_cause: str | None = None
    # statistics for `simulate`
    mistakes: dict[str, int] = field(default_factory=dict)
    tokens_given: int = 0
    unclaimed: int = 0
