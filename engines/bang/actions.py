"""BANG! actions: typed, imperative, discriminated on `kind` (docs/ARCHITECTURE.md C3); answers carry decision_id."""

from __future__ import annotations

from engines.base import Action, Seat, field


class PlayCard(Action, tag="play_card", kw_only=True):
    """Play a card from hand in phase 2 (bang.md §1.5).

    `target` is a seat; `target_card` an in-play card of the target (public id); `position` a
    face-down position in the target's hand (Panic!, Cat Balou: never an id, docs/ARCHITECTURE.md C7).
    `upgrades` is how many times an A&D upgrade is bought (§2.4); always 0 in the base game.
    """

    card: str
    target: Seat | None = None
    target_card: str | None = None
    position: int | None = None
    upgrades: int = 0
    extra_targets: list[Seat] = field(default_factory=list)
    """A&D Quick Shot / Arrow: the further targets bought with upgrades (§2.6); sorted."""
    weapon_ability: bool = False
    """A&D: pay 1 token from the Dangerous weapon for this BANG! card (§2.3)."""
    bandolier: bool = False
    """A&D: pay 1 token from Bandolier to play this extra BANG! card (§2.6)."""
    bell_tower: bool = False
    """A&D: pay 1 token from Bell Tower: everyone at distance 1 for this card (§2.6)."""


class UseAbility(Action, tag="use_ability", kw_only=True):
    """Use a character ability or an in-play card's free use (Barrel, Jourdonnais, Sid Ketchum).

    Out of turn it answers the open decision `decision_id`; in phase 2 `decision_id` is that of
    the play_turn decision. `cards` are the hand cards it discards (Sid Ketchum: two).
    """

    decision_id: int
    ability: str
    cards: list[str] = field(default_factory=list)
    target: Seat | None = None
    target_card: str | None = None
    """A&D: an in-play card aimed at (Whip, Frankie Canton) or the slot receiving tokens (Bass
    Greeves); None with a target = that seat's character."""
    slots: list[str] = field(default_factory=list)
    """A&D Red Ringo: the Dangerous card(s) receiving his tokens, one entry per token."""
    bell_tower: bool = False
    """A&D Mexicali Kid: pay 1 token from Bell Tower so the shot reaches everyone (§2.6)."""


class Respond(Action, tag="respond", kw_only=True):
    """Answer a decision with a card from hand (Missed!, Beer, a BANG! discarded), or None = take it."""

    decision_id: int
    card: str | None = None
    upgrades: int = 0
    """A&D Duck!: 1 = pay 2 tokens so it returns to hand after cancelling (§2.6)."""
    also: list[str] = field(default_factory=list)
    """Further cards of the same answer, played at once: a dying player's second (third…) Beer,
    when one is not enough to get back to 1 LP (§1.9)."""


class Choose(Action, tag="choose", kw_only=True):
    """Pick among public options: a card (General Store, Lucky Duke, Kit Carlson's card to put
    back), a seat (Jesse Jones), or an option key (Pedro Ramirez's source, a character)."""

    decision_id: int
    card: str | None = None
    seat: Seat | None = None
    option: str | None = None
    slots: list[str] = field(default_factory=list)
    """A&D place_token / pay_tokens: every token still to place or pay at once, one slot entry
    per token ("character" or a Dangerous card id), in the order of the seat's slots (§2.2)."""


class Discard(Action, tag="discard", kw_only=True):
    """Discard one card: one of the excess in phase 3 (bang.md §1.5; the window opens again for
    the rest), or the card of his choice a Buntline Special target loses (§2.6)."""

    decision_id: int
    card: str


class DiscardCards(Action, tag="discard_cards", kw_only=True):
    """Discard every excess card at once to the hand limit in phase 3 (bang.md §1.5): exactly as
    many cards as the hand holds above the current LP, in the order given (U28)."""

    decision_id: int
    cards: list[str]


class EndTurn(Action, tag="end_turn", kw_only=True):
    """End phase 2 (and go to phase 3); also the timeout default of the turn."""

    decision_id: int


ACTION_TYPES = (PlayCard, UseAbility, Respond, Choose, Discard, DiscardCards, EndTurn)
"""Every BANG! action class (the tagged union on `kind`)."""
