"""Actions of Bang & Twang. Every question is a Decision, so every action answers one.

Slots are 1 (left) to 3 (right) as in bang_and_twang.md §1.1.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import ConfigDict, Field, TypeAdapter

from engines.base import Action

FROZEN = ConfigDict(extra="forbid", frozen=True)
"""Every action of this game is frozen: the engine hands out one shared instance per decision id
and content (engines/bang_and_twang/fast.py), so none may be changed after it is made."""


class BankCard(Action):
    """Bank a card from your hand (§3.2 A, or any bank step of a tune card / Call and Response)."""

    model_config = FROZEN

    kind: Literal["bank_card"] = "bank_card"
    decision_id: int
    card: str


class FlipRiff(Action):
    """Flip the riff card in `slot` (§3.3)."""

    model_config = FROZEN

    kind: Literal["flip_riff"] = "flip_riff"
    decision_id: int
    slot: int


class MoveRiff(Action):
    """Take the riff card in slot `src` out and re-insert it in slot `dst` (§3.3, R1)."""

    model_config = FROZEN

    kind: Literal["move_riff"] = "move_riff"
    decision_id: int
    src: int
    dst: int


class RotateRiff(Action):
    """Round and Round (P3/P4): leftmost to the right end, or rightmost to the left end."""

    model_config = FROZEN

    kind: Literal["rotate_riff"] = "rotate_riff"
    decision_id: int
    side: Literal["left_to_end", "right_to_front"]


class SetRiff(Action):
    """Tune Up (G8): set the riff to any triplet."""

    model_config = FROZEN

    kind: Literal["set_riff"] = "set_riff"
    decision_id: int
    triplet: str


class PlayTune(Action):
    """Play a tune card from your hand as your action (§3.2 D; a reaction card: no effect, R20)."""

    model_config = FROZEN

    kind: Literal["play_tune"] = "play_tune"
    decision_id: int
    card: str


class Done(Action):
    """Decline an optional step: don't bank, stop flipping/moving, keep the bank order."""

    model_config = FROZEN

    kind: Literal["done"] = "done"
    decision_id: int


class ChooseSeat(Action):
    """Choose the target player of a tune step (§4.0 "chosen")."""

    model_config = FROZEN

    kind: Literal["choose_seat"] = "choose_seat"
    decision_id: int
    seat: int


class TakeBankCard(Action):
    """Peek and Pinch (K7): take the looked-at card at `depth` (0 = top) onto your bank."""

    model_config = FROZEN

    kind: Literal["take_bank_card"] = "take_bank_card"
    decision_id: int
    depth: int


class NameTriplet(Action):
    """Request (Y6): name one of the 8 triplets (public)."""

    model_config = FROZEN

    kind: Literal["name_triplet"] = "name_triplet"
    decision_id: int
    triplet: str


class GiveCard(Action):
    """Request (Y6): the card with the named triplet you give (your choice if you hold two)."""

    model_config = FROZEN

    kind: Literal["give_card"] = "give_card"
    decision_id: int
    card: str


class RestackPick(Action):
    """Tidy Up (O1): put the card at `position` of the not-yet-restacked cards next (bottom up)."""

    model_config = FROZEN

    kind: Literal["restack_pick"] = "restack_pick"
    decision_id: int
    position: int


class React(Action):
    """Play a reaction card (⚡) in an open window (§4.7).

    `target` is the seat Heckle takes from; `bank` the card Quick Ears banks (None = none).
    """

    model_config = FROZEN

    kind: Literal["react"] = "react"
    decision_id: int
    card: str
    target: int | None = None
    bank: str | None = None


class Pass(Action):
    """Do not react in this window (the default; reveals nothing, R14)."""

    model_config = FROZEN

    kind: Literal["pass"] = "pass"
    decision_id: int


AnyAction = Annotated[
    BankCard
    | FlipRiff
    | MoveRiff
    | RotateRiff
    | SetRiff
    | PlayTune
    | Done
    | ChooseSeat
    | TakeBankCard
    | NameTriplet
    | GiveCard
    | RestackPick
    | React
    | Pass,
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[AnyAction] = TypeAdapter(AnyAction)
