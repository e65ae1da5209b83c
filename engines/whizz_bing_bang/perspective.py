"""What one seat (or the public table) sees of a Whizz Bing Bang game (docs/ARCHITECTURE.md C7).

Nothing is hidden except the draw pile order and, in token hunt, the order of face-down tokens:
a seat sees only its own peeked tokens. Deadlines are given so the bot knows when to tick.
"""

from __future__ import annotations

from typing import Literal

from engines.base import Model, Result, Seat
from engines.whizz_bing_bang.events import RankEntry


class PlayerInfo(Model, kw_only=True):
    """One seat at the table (§9.5): tokens left to give, tokens received, scores."""

    seat: Seat
    colour: str
    tokens_left: int
    next_token: str | None
    received: list[str]
    round_points: int
    """Points if the round ended now: own tokens left + tokens received (§6, W1)."""
    total: int
    handicap_ms: int = 0


class Timing(Model, kw_only=True):
    """The table's timing settings in ms (§9, §11), for the bot and the AI."""

    slow_limit_ms: int
    slap_window_ms: int
    punish_window_ms: int
    grace_ms: int
    guard_ms: int
    double_tap_ms: int = 0
    """W30: presses of one button by one seat closer together than this are one press."""
    late_claim_ms: int = 0
    """W31: a Punish! this soon after a race was ruled is a late claim on it."""
    ai_reaction_ms: int
    ai_reaction_sd_ms: int
    ai_error_rate: float


class WhizzBingBangPerspective(Model, kw_only=True):
    """The table as `viewer` sees it (None = the public table)."""

    viewer: Seat | None
    seats: int
    round: int
    turn: int
    setup: str
    phase: Literal["call", "slap", "punish", "over"]
    faceup: str
    faceup_sound: str
    faceup_colour: str
    draw_count: int
    discard_count: int
    direction: int
    """+1 clockwise, -1 anticlockwise (the Direction token)."""
    active: Seat | None
    """The seat that must call (call phase)."""
    expected: str | None
    """The right sound for the active seat: the face-up card's, or Whizz on a restart."""
    restart: bool
    phase_start_ms: int | None
    """When the current prompt started: reveal / restart post (call), Boom reveal (slap), post (punish)."""
    slow_deadline_ms: int | None
    slap_window_end_ms: int | None
    punish_window_end_ms: int | None
    revealer: Seat | None
    slapped: list[Seat]
    culprit: Seat | None
    cause: str | None
    early: bool = False
    """The posted mistake is a slap too early for the new card, counted against the card before (W16)."""
    players: list[PlayerInfo]
    ranking: list[RankEntry]
    ranking_kind: str | None
    last_punisher: Seat | None
    last_culprit: Seat | None
    last_cause: str | None
    clock_ms: int
    next_tick_ms: int | None
    """The bot applies Tick(now_ms) at this Discord time (deadline + grace, W24)."""
    shown_pending: bool
    """Whether a Shown(turn, at_ms) for this prompt would still be accepted (W14, W27)."""
    token_hunt: bool
    my_row: list[str | None] | None = None
    """Token hunt: the viewer's face-down tokens by slot, with the kinds they peeked at."""
    my_inputs: int = 0
    """How many inputs the viewer made since this prompt began."""
    my_last_input_ms: int | None = None
    my_last_press_ms: dict[str, int] = {}
    """The viewer's latest press of each button (`button_key`) recent enough for W30 to matter."""
    my_pending: dict[int, str | None] = {}
    """The viewer's presses not ruled yet, by snowflake: None = waiting for a ruling, else why it
    changes nothing in the current prompt (an `InputIgnored` reason, final once the prompt is settled)."""
    race_ruled_ms: int | None = None
    """When the last race to punish was ruled (W31: a Punish! soon after it is a late claim)."""
    timing: Timing
    result: Result | None = None
