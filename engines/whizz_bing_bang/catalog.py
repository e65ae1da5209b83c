"""Whizz Bing Bang catalog: loads `data/whizz_bing_bang/` once (docs/ARCHITECTURE.md C4).

The only files the engine reads: `whizz_bing_bang.yaml` (the card data, described by docs/rules/whizz_bing_bang.md)
and `house_rulings.yaml` (Campfire's own rulings W29-W31 and the options they add). Card ids are `wbb_<sound>_<nn>`, e.g. `wbb_bing_07`; token ids are
`tok_<colour>_<kind>`, e.g. `tok_red_whizz`.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import yaml

from engines.base import Model, from_data

DATA_DIR = Path(__file__).resolve().parents[2] / "data" / "whizz_bing_bang"
DATA_FILE = DATA_DIR / "whizz_bing_bang.yaml"
HOUSE_FILE = DATA_DIR / "house_rulings.yaml"

SOUNDS = ("whizz", "bing", "bang", "boom")
CALL_SOUNDS = ("whizz", "bing", "bang")
TOKEN_ORDER = SOUNDS
"""Punishers give their tokens in this fixed order (§5.2)."""


class Players(Model, kw_only=True):
    """Seat limits (whizz_bing_bang.md §1)."""

    min: int
    max: int
    two_player_house_option: bool
    confirmed: bool


class Sound(Model, kw_only=True):
    """One of the four sounds and its effect id (§4)."""

    id: str
    effect: str


class CardColours(Model, kw_only=True):
    """Cosmetic card colours (§1)."""

    gameplay_effect: str
    default_assignment: str


class Deck(Model, kw_only=True):
    """The 55 sound cards (§1)."""

    total: int
    composition_confirmed: bool
    composition: dict[str, int]
    setup_card: str
    card_colours: CardColours
    reshuffle_when_empty: str


class Tokens(Model, kw_only=True):
    """Punishment tokens (§1, §5.2)."""

    total: int
    per_player: int
    colours_count: int
    colours: list[str]
    kinds_in_give_order: list[str]
    start_face_down_shuffled: bool
    reshuffle_after_each_punishment: bool


class Mistake(Model, kw_only=True):
    """A cause of punishment (§5.1)."""

    id: str
    confirmed: bool
    punisher: str
    beats: str | None = None
    ruling: str | None = None


class Scoring(Model, kw_only=True):
    """Round scoring and game end (§6)."""

    per_round: str
    game_end_threshold: int
    winner: str
    tie: str


class Timing(Model, kw_only=True):
    """Discord timing defaults in ms (§9)."""

    physical_slow_limit_beginner: int
    physical_slow_limit_expert: int
    boom_token_min_slow_limit: int
    latency_allowance: int
    slow_threshold_default: int
    boom_slap_window: int
    punish_window: int
    slap_anticipation_guard: int
    grace: int
    player_handicap_default: int
    clock: str


class HouseRuling(Model, kw_only=True):
    """One of our own rulings (HOUSE DESIGN), e.g. W30 double taps."""

    status: str
    inputs: list[str]
    ruling: str
    why: str


class House(Model, kw_only=True):
    """`house_rulings.yaml`: our rulings and the lobby options they add (unknown keys are errors)."""

    game: str
    rulings: dict[str, HouseRuling]
    lobby_options: dict[str, dict[str, Any]]

    def default(self, option: str) -> Any:
        """The default of one of the options these rulings add."""
        return self.lobby_options[option]["default"]


class Catalog(Model, kw_only=True):
    """The whole data file, validated (unknown top-level keys are errors)."""

    game: str
    title: str
    sources: dict[str, str]
    players: Players
    sounds: list[Sound]
    deck: Deck
    tokens: Tokens
    direction_token: int
    setups: dict[str, Any]
    turn: dict[str, Any]
    mistakes: list[Mistake]
    punishment: dict[str, Any]
    scoring: Scoring
    timing: Timing
    variants: dict[str, Any]
    lobby_options: dict[str, dict[str, Any]]

    def card_ids(self) -> list[str]:
        """Every card id of the deck, in a fixed order (census and setup)."""
        ids: list[str] = []
        for sound in SOUNDS:
            ids.extend(f"wbb_{sound}_{i:02d}" for i in range(1, self.deck.composition.get(sound, 0) + 1))
        return ids

    def effect_of(self, sound: str) -> str:
        """The effect id of a sound (§4): how a call of it passes the turn, or a Boom's slap."""
        return _EFFECTS[sound]

    def card_colour(self, card_id: str) -> str:
        """The cosmetic colour of a card: token colours dealt round-robin over the deck (§1)."""
        return self.tokens.colours[_CARD_INDEX[card_id] % len(self.tokens.colours)]


_CARD_INDEX: dict[str, int] = {}
_EFFECTS: dict[str, str] = {}


def sound_of(card_id: str) -> str:
    """The sound printed on a card (`wbb_bing_07` -> `bing`)."""
    return card_id.split("_", 2)[1]


@cache
def load_house(path: Path = HOUSE_FILE) -> House:
    """Load and validate our house rulings (cached)."""
    with path.open(encoding="utf-8") as fh:
        return from_data(House, yaml.safe_load(fh))


def double_tap_default() -> int:
    """W30: the default double-tap window in ms (`house_rulings.yaml`)."""
    return int(load_house().default("double_tap_ms"))


def late_claim_default() -> int:
    """W31: the default late-claim window in ms (`house_rulings.yaml`)."""
    return int(load_house().default("late_claim_ms"))


@cache
def load_catalog(path: Path = DATA_FILE) -> Catalog:
    """Load and validate the data file (cached; the engine's only file read)."""
    with path.open(encoding="utf-8") as fh:
        raw = yaml.safe_load(fh)
    cat = from_data(Catalog, raw)
    if sum(cat.deck.composition.values()) != cat.deck.total:
        raise ValueError("whizz_bing_bang: deck composition does not sum to the total")
    if set(cat.deck.composition) != set(SOUNDS) or [s.id for s in cat.sounds] != list(SOUNDS):
        raise ValueError("whizz_bing_bang: unknown sound in the data")
    if cat.tokens.kinds_in_give_order != list(SOUNDS):
        raise ValueError("whizz_bing_bang: token kinds must be the four sounds")
    _CARD_INDEX.update({cid: i for i, cid in enumerate(cat.card_ids())})
    _EFFECTS.update({s.id: s.effect for s in cat.sounds})
    return cat
