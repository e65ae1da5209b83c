"""BANG! actions: typed, imperative, discriminated on `kind` (docs/ARCHITECTURE.md C3); answers carry decision_id."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from engines.bang.fast import constructor
from engines.base import Action, Seat
from engines.common.fast import maker


class PlayCard(Action):
    """Play a card from hand in phase 2 (bang.md §1.5).

    `target` is a seat; `target_card` an in-play card of the target (public id); `position` a
    face-down position in the target's hand (Panic!, Cat Balou: never an id, docs/ARCHITECTURE.md C7).
    `upgrades` is how many times an A&D upgrade is bought (§2.4); always 0 in the base game.
    """

    kind: Literal["play_card"] = "play_card"
    card: str
    target: Seat | None = None
    target_card: str | None = None
    position: int | None = None
    upgrades: int = 0
    extra_targets: list[Seat] = Field(default_factory=list)
    """A&D Quick Shot / Arrow: the further targets bought with upgrades (§2.6); sorted."""
    weapon_ability: bool = False
    """A&D: pay 1 token from the Dangerous weapon for this BANG! card (§2.3)."""
    bandolier: bool = False
    """A&D: pay 1 token from Bandolier to play this extra BANG! card (§2.6)."""
    bell_tower: bool = False
    """A&D: pay 1 token from Bell Tower: everyone at distance 1 for this card (§2.6)."""


class UseAbility(Action):
    """Use a character ability or an in-play card's free use (Barrel, Jourdonnais, Sid Ketchum).

    Out of turn it answers the open decision `decision_id`; in phase 2 `decision_id` is that of
    the play_turn decision. `cards` are the hand cards it discards (Sid Ketchum: two).
    """

    kind: Literal["use_ability"] = "use_ability"
    decision_id: int
    ability: str
    cards: list[str] = Field(default_factory=list)
    target: Seat | None = None
    target_card: str | None = None
    """A&D: an in-play card aimed at (Whip, Frankie Canton) or the slot receiving tokens (Bass
    Greeves); None with a target = that seat's character."""
    slots: list[str] = Field(default_factory=list)
    """A&D Red Ringo: the Dangerous card(s) receiving his tokens, one entry per token."""
    bell_tower: bool = False
    """A&D Mexicali Kid: pay 1 token from Bell Tower so the shot reaches everyone (§2.6)."""


class Respond(Action):
    """Answer a decision with a card from hand (Missed!, Beer, a BANG! discarded), or None = take it."""

    kind: Literal["respond"] = "respond"
    decision_id: int
    card: str | None = None
    upgrades: int = 0
    """A&D Duck!: 1 = pay 2 tokens so it returns to hand after cancelling (§2.6)."""
    also: list[str] = Field(default_factory=list)
    """Further cards of the same answer, played at once: a dying player's second (third…) Beer,
    when one is not enough to get back to 1 LP (§1.9)."""


class Choose(Action):
    """Pick among public options: a card (General Store, Lucky Duke, Kit Carlson's card to put
    back), a seat (Jesse Jones), or an option key (Pedro Ramirez's source, a character)."""

    kind: Literal["choose"] = "choose"
    decision_id: int
    card: str | None = None
    seat: Seat | None = None
    option: str | None = None
    slots: list[str] = Field(default_factory=list)
    """A&D place_token / pay_tokens: every token still to place or pay at once, one slot entry
    per token ("character" or a Dangerous card id), in the order of the seat's slots (§2.2)."""


class Discard(Action):
    """Discard one card: one of the excess in phase 3 (bang.md §1.5; the window opens again for
    the rest), or the card of his choice a Buntline Special target loses (§2.6)."""

    kind: Literal["discard"] = "discard"
    decision_id: int
    card: str


class DiscardCards(Action):
    """Discard every excess card at once to the hand limit in phase 3 (bang.md §1.5): exactly as
    many cards as the hand holds above the current LP, in the order given (U28)."""

    kind: Literal["discard_cards"] = "discard_cards"
    decision_id: int
    cards: list[str]


class EndTurn(Action):
    """End phase 2 (and go to phase 3); also the timeout default of the turn."""

    kind: Literal["end_turn"] = "end_turn"
    decision_id: int


AnyAction = Annotated[
    PlayCard | UseAbility | Respond | Choose | Discard | DiscardCards | EndTurn, Field(discriminator="kind")
]
ACTION_ADAPTER: TypeAdapter[AnyAction] = TypeAdapter(AnyAction)


_END_TURN = maker(EndTurn, "decision_id")
_DISCARD = maker(Discard, "decision_id", "card")
_RESPOND_CARD = maker(Respond, "decision_id", "card")
_CHOOSE_CARD = maker(Choose, "decision_id", "card")


class New:
    """Validation-free builders of the actions above, for the answers the engine lists itself
    (`engines.bang.fast`): `New.PlayCard(card=...)` is `PlayCard(card=...)`, without validation."""

    PlayCard = constructor(PlayCard)
    UseAbility = constructor(UseAbility)
    Respond = constructor(Respond)
    Choose = constructor(Choose)
    DiscardCards = constructor(DiscardCards)
    # Fixed builders (`engines.common.fast.maker`: the fields as parameters, no dict of keywords)
    # for the answers listed at almost every window, each with exactly these fields; the engine
    # calls them positionally, in this order (`New.Discard(did, card)`).
    EndTurn = _END_TURN
    Discard = _DISCARD
    RespondCard = _RESPOND_CARD
    """`Respond(decision_id=..., card=...)`: a card played in answer, or None (pass)."""
    ChooseCard = _CHOOSE_CARD
    """`Choose(decision_id=..., card=...)`."""
