"""Forest Gangs card catalog: loads `data/forest_gangs/forest_gangs.yaml` once (docs/ARCHITECTURE.md C4).

The only file the engine reads. Card ids are `fg_<flag>_<value>`, e.g. `fg_acorn_7`.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import yaml

from engines.base import Model, from_data

DATA_FILE = Path(__file__).resolve().parents[2] / "data" / "forest_gangs" / "forest_gangs.yaml"


class Creature(Model, kw_only=True):
    """One of the nine creatures (forest_gangs.md §1.1)."""

    value: int
    name: str
    ability: str
    timing: str
    summary: str
    optional: bool = False


class Components(Model, kw_only=True):
    """Box contents (forest_gangs.md §1)."""

    gang_cards: int
    gangs: int
    cards_per_gang: int
    reference_cards: int
    flags: list[str]
    flag_has_game_effect: bool


class Players(Model, kw_only=True):
    """Seat limits (forest_gangs.md §2)."""

    min_without_ghost: int
    min_with_ghost: int
    max: int
    ghost_allowed_if_humans_at_most: int


class DiscordDefaults(Model, kw_only=True):
    """House-design timeouts (forest_gangs.md §9)."""

    choose_card_timeout_s: int
    choose_card_timeout_action: str
    ability_decision_timeout_s: int
    ability_decision_timeout_action: str


class Catalog(Model, kw_only=True):
    """The whole data file, validated (unknown keys are errors)."""

    game: str
    title: str
    bgg_id: int
    year: int
    sources: dict[str, str]
    components: Components
    players: Players
    hand_size: int
    creatures: list[Creature]
    gang_set: list[int]
    combat: dict[str, Any]
    shapeshifter: dict[str, Any]
    frog: dict[str, Any]
    end_of_game: dict[str, Any]
    variants: dict[str, Any]
    discord_defaults: DiscordDefaults
    lobby_options: dict[str, Any]

    def creature(self, value: int) -> Creature:
        """The creature with this value (1–9)."""
        return self.creatures[value - 1]


@cache
def catalog() -> Catalog:
    """The validated catalog (cached)."""
    with DATA_FILE.open(encoding="utf-8") as fh:
        raw = yaml.safe_load(fh)
    cat: Catalog = from_data(Catalog, raw)
    if [c.value for c in cat.creatures] != list(range(1, 10)):
        raise ValueError("forest_gangs: creatures must be values 1..9 in order")
    return cat


def card_id(flag: str, value: int) -> str:
    """The id of the card of `value` in the gang with `flag`."""
    return f"fg_{flag}_{value}"


def value_of(card: str) -> int:
    """The value (1–9) of a card id; the value is the id's last character."""
    return int(card[-1])


def flag_of(card: str) -> str:
    """The gang flag of a card id."""
    return card[3:-2]


def name_of(card: str) -> str:
    """The creature name of a card id."""
    return CREATURE_NAMES[value_of(card)]


CREATURE_NAMES: dict[int, str] = {c.value: c.name for c in catalog().creatures}
"""Value → creature name, from the data file."""

GANGS: tuple[tuple[str, ...], ...] = tuple(
    tuple(card_id(flag, v) for v in catalog().gang_set) for flag in catalog().components.flags
)
"""The card ids of each gang, in flag order, each in `gang_set` order (the unshuffled decks)."""


class _Values(dict[str, int]):
    """Card id → value: a table of every card of the box, ids outside it parsed on demand."""

    def __missing__(self, card: str) -> int:
        return value_of(card)


VALUE: dict[str, int] = _Values({card: value_of(card) for gang in GANGS for card in gang})
"""`value_of` as a lookup (the engine asks for values dozens of times per decision)."""

GOATSHEEP, GOBLIN, MANTIS, SHAPESHIFTER, FUNGID, FROG, GNOME, GIANT, DRAGONESS = range(1, 10)
"""The creatures' values (forest_gangs.md §1.1)."""
HAND_SIZE = 2
MAX_SEATS = catalog().players.max
BOXES = [tuple(c for g in GANGS[n:] for c in g) for n in range(len(GANGS) + 1)]
"""The box of a game with `n` gangs dealt: every other gang's cards, in catalog order."""
