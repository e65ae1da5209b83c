"""Actions of Bang & Twang. Every question is a Decision, so every action answers one.

Slots are 1 (left) to 3 (right) as in bang_and_twang.md §1.1.
"""

from __future__ import annotations

from typing import Literal

from engines.base import Action


class BankCard(Action, tag="bank_card", frozen=True, kw_only=True):
    """Bank a card from your hand (§3.2 A, or any bank step of a tune card / Call and Response)."""

    decision_id: int
    card: str


class FlipRiff(Action, tag="flip_riff", frozen=True, kw_only=True):
    """Flip the riff card in `slot` (§3.3)."""

    decision_id: int
    slot: int


class MoveRiff(Action, tag="move_riff", frozen=True, kw_only=True):
    """Take the riff card in slot `src` out and re-insert it in slot `dst` (§3.3, R1)."""

    decision_id: int
    src: int
    dst: int


class RotateRiff(Action, tag="rotate_riff", frozen=True, kw_only=True):
    """Round and Round (P3/P4): leftmost to the right end, or rightmost to the left end."""

    decision_id: int
    side: Literal["left_to_end", "right_to_front"]


class SetRiff(Action, tag="set_riff", frozen=True, kw_only=True):
    """Tune Up (G8): set the riff to any triplet."""

    decision_id: int
    triplet: str


class PlayTune(Action, tag="play_tune", frozen=True, kw_only=True):
    """Play a tune card from your hand as your action (§3.2 D; a reaction card: no effect, R20)."""

    decision_id: int
    card: str


class Done(Action, tag="done", frozen=True, kw_only=True):
    """Decline an optional step: don't bank, stop flipping/moving, keep the bank order."""

    decision_id: int


class ChooseSeat(Action, tag="choose_seat", frozen=True, kw_only=True):
    """Choose the target player of a tune step (§4.0 "chosen")."""

    decision_id: int
    seat: int


class TakeBankCard(Action, tag="take_bank_card", frozen=True, kw_only=True):
    """Peek and Pinch (K7): take the looked-at card at `depth` (0 = top) onto your bank."""

    decision_id: int
    depth: int


class NameTriplet(Action, tag="name_triplet", frozen=True, kw_only=True):
    """Request (Y6): name one of the 8 triplets (public)."""

    decision_id: int
    triplet: str


class GiveCard(Action, tag="give_card", frozen=True, kw_only=True):
    """Request (Y6): the card with the named triplet you give (your choice if you hold two)."""

    decision_id: int
    card: str


class RestackPick(Action, tag="restack_pick", frozen=True, kw_only=True):
    """Tidy Up (O1): put the card at `position` of the not-yet-restacked cards next (bottom up)."""

    decision_id: int
    position: int


class React(Action, tag="react", frozen=True, kw_only=True):
    """Play a reaction card (⚡) in an open window (§4.7).

    `target` is the seat Heckle takes from; `bank` the card Quick Ears banks (None = none).
    """

    decision_id: int
    card: str
    target: int | None = None
    bank: str | None = None


class Pass(Action, tag="pass", frozen=True, kw_only=True):
    """Do not react in this window (the default; reveals nothing, R14)."""

    decision_id: int


ACTION_TYPES: tuple[type[Action], ...] = (
    BankCard,
    FlipRiff,
    MoveRiff,
    RotateRiff,
    SetRiff,
    PlayTune,
    Done,
    ChooseSeat,
    TakeBankCard,
    NameTriplet,
    GiveCard,
    RestackPick,
    React,
    Pass,
)
"""Every action of this game (frozen: a listed answer cannot be changed by whoever holds it)."""
