"""Whizz Bing Bang events (past tense, with audiences). Presentation and logs only."""

from __future__ import annotations

from engines.base import Event, Model, Seat, field


class RankEntry(Model, kw_only=True):
    """One line of a ranking: a seat and its reaction time in ms (None = did not act)."""

    seat: Seat
    reaction_ms: int | None = None
    snowflake: int | None = None
    """The input ranked (its Discord id), so its maker can be told how it was ruled; None = no press."""


class RoundStarted(Event, tag="round_started", kw_only=True):
    """A round began (§3): the setup Whizz is face up and `starter` plays first."""

    round: int
    starter: Seat
    at_ms: int | None = None


class CardCalled(Event, tag="card_called", kw_only=True):
    """`seat` called `sound` correctly at `at_ms`, reading a `read` card, and revealed a `revealed` card.

    `next_seat` plays next (None when a Boom was revealed). Sounds, not card ids: events never name
    a physical card, so no event can hint at the draw pile after a reshuffle.
    """

    seat: Seat
    sound: str
    at_ms: int
    reaction_ms: int | None = None
    read: str
    revealed: str
    revealed_colour: str
    next_seat: Seat | None = None
    direction: int
    snowflake: int = 0
    """The call's Discord id (the bot tells its maker how it was ruled)."""


class DeckReshuffled(Event, tag="deck_reshuffled", kw_only=True):
    """The draw pile ran out: the discards except the face-up card were reshuffled (W15)."""

    count: int


class InputIgnored(Event, tag="input_ignored", kw_only=True):
    """An input that changed nothing (W3, W7, W10, W11, W16, W23, W25, W29, W30, W31), shown to its maker only."""

    seat: Seat
    input: str
    at_ms: int
    reason: str
    snowflake: int = 0
    sound: str | None = None
    race_culprit: Seat | None = None
    """W31 (a late claim): the race it came too late for: its culprit, its winner (None = nobody
    claimed in time), the winner's time and this press's time, both after that mistake was posted."""
    race_winner: Seat | None = None
    race_winner_ms: int | None = None
    race_claim_ms: int | None = None


class MistakeRuled(Event, tag="mistake_ruled", kw_only=True):
    """A mistake was ruled (§5.1): `culprit` made mistake `cause` at `at_ms`; the post is at `posted_ms`."""

    culprit: Seat
    cause: str
    at_ms: int
    posted_ms: int
    late: bool = False
    snowflake: int = 0
    """The input that was the mistake (0 when none was: too slow, nobody slapped a Boom)."""
    early: bool = False
    """A slap within the anticipation guard of a new card, counted against the card before (W16)."""


class BoomRanked(Event, tag="boom_ranked", kw_only=True):
    """A Boom's slap window closed (§4.1, W8, W9): the slap ranking with reaction times."""

    ranking: list[RankEntry]
    punisher: Seat | None
    culprit: Seat


class TokenGiven(Event, tag="token_given", kw_only=True):
    """`giver` gave their next token `token` to `receiver` for `cause` (§5.2); `ranking` = the race."""

    giver: Seat
    receiver: Seat
    token: str
    token_id: str
    cause: str
    ranking: list[RankEntry] = field(default_factory=list)


class NobodyPunished(Event, tag="nobody_punished", kw_only=True):
    """The punish window closed with no claim (W5): no token changes hands."""

    culprit: Seat


class PlayRestarted(Event, tag="play_restarted", kw_only=True):
    """`seat` restarts play clockwise, saying Whizz (§5.4)."""

    seat: Seat
    at_ms: int


class TokenPeeked(Event, tag="token_peeked", kw_only=True):
    """Token hunt (§7): a wrong pick showed the picker the token in `slot` (private)."""

    seat: Seat
    slot: int
    token: str


class RoundScored(Event, tag="round_scored", kw_only=True):
    """The round ended (§5.3, §6): round scores and running totals, per seat."""

    round: int
    scores: list[int]
    totals: list[int]


class GameEnded(Event, tag="game_ended", kw_only=True):
    """Someone reached the end threshold (§6): fewest points wins (ties share, W18)."""

    winners: list[Seat]
    totals: list[int]
