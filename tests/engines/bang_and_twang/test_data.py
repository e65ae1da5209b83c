"""Catalog counts (§1) and every effect op has a handler (C4); the data against docs/rules: tests/test_data_files.py."""

from __future__ import annotations

from engines.bang_and_twang.catalog import load_catalog
from engines.bang_and_twang.tunes import OPS


def test_catalog_counts() -> None:
    """§1.2/§1.3: 16 sequence cards (2 per triplet) and 6 sets of 8 tune cards."""
    cat = load_catalog()
    assert len(cat.seq) == 16 and len(cat.tunes) == 48
    triplets = [c.triplet for c in cat.seq.values()]
    assert all(triplets.count(t) == 2 for t in set(triplets)) and len(set(triplets)) == 8
    assert sum(c.score for c in cat.seq.values()) == 28
    assert all(len(s.cards) == 8 for s in cat.tune_sets) and len(cat.tune_sets) == 6


def test_every_effect_op_has_a_handler_and_every_handler_is_used() -> None:
    """C4: each op in the data has a handler; each handler serves the data or an expansion."""
    cat = load_catalog()
    used = {st.op for t in cat.tunes.values() for st in t.steps}
    assert used <= set(OPS)
    assert set(cat.effect_ops) <= set(OPS)
    internal = {"seat_bank_match", "standard_action"}  # steps the engine expands into
    assert set(OPS) - used - internal <= set(cat.effect_ops)


def test_points_of_banked_tune_cards() -> None:
    """§5: Busker's Tip 2, Lock the Case 1, Lucky Acorn 3; other tune cards 0."""
    cat = load_catalog()
    assert [cat.points(c) for c in ("G5", "G6", "K5", "K6", "O5", "O6", "Y3", "G1")] == [
        2,
        2,
        1,
        1,
        3,
        3,
        0,
        0,
    ]


def test_every_tune_card_has_a_text() -> None:
    """Each tune card has its effect text in data/ (shown on the card face)."""
    cat = load_catalog()
    assert set(cat.texts) == set(cat.tunes)
