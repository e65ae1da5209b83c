"""Card catalog for Bang & Twang: loads data/bang_and_twang/*.yaml into `Model` types (cached).

This is the only file the engine reads. Printed values (scores, titles, tune texts) live in the
YAML so they can replace our defaults without touching the rules code (bang_and_twang.md §0).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any, Literal

import yaml

from engines.base import Model, field, from_data

DATA_DIR = Path(__file__).resolve().parents[2] / "data" / "bang_and_twang"
DATA_FILE = DATA_DIR / "bang_and_twang.yaml"
TEXTS_FILE = DATA_DIR / "tune_texts.yaml"

TRIPLETS: tuple[str, ...] = ("BBB", "BBT", "BTB", "BTT", "TBB", "TBT", "TTB", "TTT")
"""The 8 possible triplets, in the fixed order of bang_and_twang.md §1.2 (used for defaults)."""


class SequenceCard(Model, kw_only=True):
    """A sequence card (§1.2): a triplet, a title and a score."""

    id: str
    triplet: str
    title: str
    score: int


class Step(Model, kw_only=True):
    """One step of a tune card's effect, executed in list order (§4, YAML `effect_ops`)."""

    op: str
    max: int | Literal["any"] | None = None
    min: int | None = None
    distinct: bool | None = None
    points: int | None = None
    guard: bool | None = None
    target: str | None = None
    depth: int | None = None
    count: int | None = None
    amount: int | None = None
    max_differences: int | None = None
    bank_match_anytime: int | None = None
    seat: int | None = None
    """Engine-internal: the seat a dynamically expanded step is for (Call and Response)."""


class TuneCard(Model, kw_only=True):
    """A tune card (§4): its steps; reactions (⚡) have a trigger and are played out of turn."""

    id: str
    name: str
    steps: list[Step]
    reaction: bool = False
    trigger: str | None = None


class TuneSet(Model, kw_only=True):
    """One set of 8 tune cards (§1.3)."""

    id: str
    colour: str
    symbol: str
    name: str
    cards: list[TuneCard]
    identity_confirmed: bool = False
    theme_confirmed: bool | None = None
    texts_house_design: bool = True


class SequenceBlock(Model, kw_only=True):
    """The `sequence_cards` block of the YAML."""

    count: int
    triplet_distribution_confirmed: bool
    scores_confirmed: bool
    titles_house_design: bool
    cards: list[SequenceCard]


class StallRule(Model, kw_only=True):
    """The stall safety rule R12 (house design)."""

    house_design: bool
    description: str
    quiet_rounds: int
    hard_turn_cap: int


class TurnBlock(Model, kw_only=True):
    """The `turn` block of the YAML (§3)."""

    actions: list[str]
    pass_allowed: bool
    sequence_banks_per_turn: int
    empty_hand_start: str
    end_check: list[str]
    stall_rule: StallRule


class HandBlock(Model, kw_only=True):
    """The `hand` block of the YAML (§3.5)."""

    refresh_to: int
    discard_down: bool
    max_refresh_to: int


class ReactionWindows(Model, kw_only=True):
    """The `reaction_windows` block (§4.7)."""

    turn_start: list[str]
    tune_played: list[str]
    action_resolved: list[str]
    per_window: int
    during_cut_in_turn: bool
    open_if: str


class TuneTexts(Model, kw_only=True):
    """data/bang_and_twang/tune_texts.yaml: the effect text shown for each tune card id."""

    texts: dict[str, str]


class Catalog(Model, kw_only=True):
    """The whole YAML file, validated (unknown keys are errors)."""

    game: str
    title: str
    publisher: str
    year: int
    designers: list[str]
    sources: dict[str, str]
    players: dict[str, Any]
    hand: HandBlock
    riff: dict[str, Any]
    turn: TurnBlock
    deck_per_game: dict[str, Any]
    scoring: dict[str, Any]
    sequence_cards: SequenceBlock
    effect_ops: dict[str, str]
    reaction_window_seconds: int
    reaction_windows: ReactionWindows
    turn_order: dict[str, Any]
    tune_sets: list[TuneSet]
    variants: dict[str, Any]
    lobby_options: dict[str, Any]

    # ---- derived lookups (filled by `load_catalog`; not keys of the YAML) -----------------
    seq: dict[str, SequenceCard] = field(default_factory=dict)
    tunes: dict[str, TuneCard] = field(default_factory=dict)
    set_of: dict[str, str] = field(default_factory=dict)
    set_ids: list[str] = field(default_factory=list)
    texts: dict[str, str] = field(default_factory=dict)

    def points(self, card: str) -> int:
        """Points a card scores in a bank (§5): sequence score or a bank_self tune's points."""
        if card in self.seq:
            return self.seq[card].score
        for step in self.tunes[card].steps:
            if step.op == "bank_self":
                return step.points or 0
        return 0

    def all_ids(self) -> list[str]:
        """Every physical card in the box: 16 sequence cards then the 48 tune cards."""
        return [*self.seq, *self.tunes]


@cache
def load_catalog() -> Catalog:
    """Load and validate the YAML once; raises on unknown keys or malformed cards."""
    raw = yaml.safe_load(DATA_FILE.read_text(encoding="utf-8"))
    derived = {"seq", "tunes", "set_of", "set_ids", "texts"} & set(raw)
    if derived:
        raise ValueError(f"unknown keys in {DATA_FILE.name}: {sorted(derived)}")
    cat: Catalog = from_data(Catalog, raw)
    cat.seq = {c.id: c for c in cat.sequence_cards.cards}
    for s in cat.tune_sets:
        cat.set_ids.append(s.id)
        for c in s.cards:
            cat.tunes[c.id] = c
            cat.set_of[c.id] = s.id
    texts: TuneTexts = from_data(TuneTexts, yaml.safe_load(TEXTS_FILE.read_text(encoding="utf-8")))
    cat.texts = texts.texts
    if set(cat.texts) != set(cat.tunes):
        raise ValueError("tune_texts.yaml must have exactly one text per tune card")
    for c in cat.seq.values():
        if c.triplet not in TRIPLETS:
            raise ValueError(f"bad triplet {c.triplet} on {c.id}")
    return cat
