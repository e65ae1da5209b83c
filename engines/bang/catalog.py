"""BANG! card catalog: loads data/bang/cards.yaml into validated models (engine layer, read-only),
and data/bang/house_rulings.yaml (Campfire's own rulings, HOUSE DESIGN).

Each physical card gets a short stable id built from its catalog id, rank and suit
(``bang_ad`` ``2`` ``clubs`` -> ``"bang_ad_2c"``; a second identical copy gets ``_2``).
These are the only file reads the engine does (docs/ARCHITECTURE.md C1, C4).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

import yaml

from engines.base import Model, field, from_data

DATA_FILE = Path(__file__).resolve().parents[2] / "data" / "bang" / "cards.yaml"
HOUSE_FILE = DATA_FILE.with_name("house_rulings.yaml")

Suit = Literal["hearts", "diamonds", "clubs", "spades"]
Rank = Literal["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
Border = Literal["brown", "blue", "orange"]
Expansion = Literal["base", "armed_and_dangerous"]

RANK_ORDER: dict[str, int] = {
    r: i for i, r in enumerate(["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"], 2)
}
SUIT_LETTER = {"hearts": "h", "diamonds": "d", "clubs": "c", "spades": "s"}
SUIT_SYMBOL = {"hearts": "♥", "diamonds": "♦", "clubs": "♣", "spades": "♠"}


class Copy(Model, kw_only=True):
    """One physical copy: suit and rank."""

    suit: Suit
    rank: Rank


class Upgrade(Model, kw_only=True):
    """A brown card's Load-token upgrade (A&D §2.4)."""

    cost: int
    repeatable: bool
    effect: str


class Tokens(Model, kw_only=True):
    """Token data of an orange card (A&D §2.3)."""

    activate: int | None = None
    lose_on_black_draw: int | None = None


class CardKindDef(Model, kw_only=True):
    """One card kind per expansion, as in the yaml."""

    id: str
    kind: str
    name: str
    expansion: Expansion
    border: Border
    effect: str
    weapon: bool = False
    range: int | None = None
    reprint_of: str | None = None
    upgrade: Upgrade | None = None
    tokens: Tokens | None = None
    once_per_turn: bool = False
    explosion_damage: int | None = None
    copies: list[Copy]


class CardDef(Model, kw_only=True):
    """One physical card: its id plus the kind's data (the engine's view of a card)."""

    id: str
    kind: str
    name: str
    expansion: Expansion
    border: Border
    effect: str
    suit: Suit
    rank: Rank
    weapon: bool = False
    range: int | None = None
    upgrade: Upgrade | None = None
    tokens: Tokens | None = None
    red: bool = False
    """♥ or ♦ (bang.md §0); set from the suit at load."""
    rank_value: int = 0
    """2..14 (A high); set from the rank at load."""
    label: str = ""
    """Short public label, e.g. "BANG! (A♠)"; set at load."""


class CharacterDef(Model, kw_only=True):
    """A character card (bang.md §1.15, §2.9)."""

    id: str
    name: str
    expansion: Expansion
    life: int
    ability: str
    token_cost: int | None = None
    out_of_turn: bool = False
    once_per_turn: bool = False
    starting_tokens: int = 0


class Meta(Model, kw_only=True):
    """The yaml's meta block."""

    load_tokens: dict[str, int]
    roles: dict[str, dict[str, int | str]]
    deck_size: dict[str, int]


class CatalogFile(Model, kw_only=True):
    """The whole yaml file."""

    meta: Meta
    cards: list[CardKindDef]
    characters: list[CharacterDef]


class Catalog(Model, kw_only=True):
    """The loaded catalog: physical cards by id (in deck order of the file) and characters."""

    meta: Meta
    kinds: list[CardKindDef]
    cards: dict[str, CardDef] = field(default_factory=dict)
    characters: dict[str, CharacterDef] = field(default_factory=dict)

    def deck_ids(self, expansion: Expansion) -> list[str]:
        """Ids of the physical cards of one expansion, in file order."""
        return [c.id for c in self.cards.values() if c.expansion == expansion]

    def character_ids(self, expansion: Expansion) -> list[str]:
        """Ids of the characters of one expansion."""
        return [c.id for c in self.characters.values() if c.expansion == expansion]

    def roles_for(self, seats: int) -> list[str]:
        """The role cards dealt for `seats` players (bang.md §1.2)."""
        row = self.meta.roles[str(seats)]
        out: list[str] = []
        for role in ("sheriff", "deputy", "outlaw", "renegade"):
            n = row.get(role, 0)
            assert isinstance(n, int)
            out += [role] * n
        return out


def physical_id(kind_id: str, copy: Copy) -> str:
    """The base id of a physical copy (a duplicate gets a suffix at load)."""
    return f"{kind_id}_{copy.rank.lower()}{SUIT_LETTER[copy.suit]}"


@cache
def load_catalog() -> Catalog:
    """Load and validate the card data once (docs/ARCHITECTURE.md C4)."""
    raw = yaml.safe_load(DATA_FILE.read_text(encoding="utf-8"))
    parsed = from_data(CatalogFile, raw)
    cat = Catalog(meta=parsed.meta, kinds=parsed.cards)
    for kind in parsed.cards:
        for copy in kind.copies:
            cid = physical_id(kind.id, copy)
            n = 2
            while cid in cat.cards:
                cid = f"{physical_id(kind.id, copy)}_{n}"
                n += 1
            cat.cards[cid] = CardDef(
                id=cid,
                kind=kind.kind,
                name=kind.name,
                expansion=kind.expansion,
                border=kind.border,
                effect=kind.effect,
                suit=copy.suit,
                rank=copy.rank,
                weapon=kind.weapon,
                range=kind.range,
                upgrade=kind.upgrade,
                tokens=kind.tokens,
                red=copy.suit in ("hearts", "diamonds"),
                rank_value=RANK_ORDER[copy.rank],
                label=f"{kind.name} ({copy.rank}{SUIT_SYMBOL[copy.suit]})",
            )
    for ch in parsed.characters:
        cat.characters[ch.id] = ch
    return cat


class RulingResult(Model, kw_only=True):
    """How a game ended by a house ruling is reported: "<why>: <verdict> (after N turns)"."""

    winning_side: str
    why: str
    verdict: str


class HouseRuling(Model, kw_only=True):
    """One of our own rulings (HOUSE DESIGN), e.g. H1 stalemate."""

    name: str
    status: Literal["house_design"]
    ruling: str
    why: str
    result: RulingResult | None = None
    ask_below_supply: int | None = None
    """U33 (optional_token_bonus): ask about a blue-card or phase-3 token only when the supply
    after adding it would hold fewer than this many tokens."""


class House(Model, kw_only=True):
    """`house_rulings.yaml` (unknown keys are errors)."""

    game: Literal["bang"]
    rulings: dict[str, HouseRuling]

    def named(self, name: str) -> HouseRuling:
        """The ruling called `name` (e.g. "stalemate")."""
        return next(r for r in self.rulings.values() if r.name == name)


@cache
def load_house() -> House:
    """Load and validate our house rulings once."""
    return from_data(House, yaml.safe_load(HOUSE_FILE.read_text(encoding="utf-8")))


_CARDS: dict[str, CardDef] = {}
KINDS: dict[str, str] = {}
"""card id -> kind, filled with the card table on first use: `KINDS.get(c) or kind(c)` in hot
loops skips a function call per card."""


def card(card_id: str) -> CardDef:
    """The definition of a physical card."""
    try:
        return _CARDS[card_id]
    except KeyError:
        _CARDS.update(load_catalog().cards)
        KINDS.update({cid: c.kind for cid, c in _CARDS.items()})
        return _CARDS[card_id]


def facts(card_id: str) -> CardDef:
    """The data of a physical card (`card`; the name the engine's hot paths use)."""
    try:
        return _CARDS[card_id]
    except KeyError:
        return card(card_id)


def kind(card_id: str) -> str:
    """The kind of a physical card (`card(card_id).kind`)."""
    got = KINDS.get(card_id)
    return got if got is not None else card(card_id).kind


def character(char_id: str) -> CharacterDef:
    """The definition of a character."""
    return load_catalog().characters[char_id]
