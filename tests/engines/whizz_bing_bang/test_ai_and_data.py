"""AI self-play and the data file (whizz_bing_bang.yaml)."""

from __future__ import annotations

import pytest

from engines.common.runner import play_ai_game
from engines.whizz_bing_bang import GAME
from engines.whizz_bing_bang.catalog import SOUNDS, load_catalog, sound_of
from engines.whizz_bing_bang.state import WhizzBingBangOptions


def test_deck_has_55_cards_split_as_the_data_says():
    """§1: 55 sound cards; composition (UNCONFIRMED default 20/13/13/9) comes from the data."""
    cat = load_catalog()
    ids = cat.card_ids()
    assert len(ids) == len(set(ids)) == 55
    counts = {s: sum(1 for c in ids if sound_of(c) == s) for s in SOUNDS}
    assert counts == cat.deck.composition == {"whizz": 20, "bing": 13, "bang": 13, "boom": 9}


def test_option_defaults_are_the_lobby_defaults():
    """§11: every lobby option defaults to the spec's value."""
    cat = load_catalog()
    o = WhizzBingBangOptions()
    lob = cat.lobby_options
    assert o.two_players is lob["two_players"]["default"]
    assert o.setup == lob["setup"]["default"]
    assert o.first_player == lob["first_player_first_round"]["default"]
    assert o.timing == lob["timing"]["default"]
    assert o.latency_allowance_ms == lob["latency_allowance_ms"]["default"] == cat.timing.latency_allowance
    assert o.slap_window_ms == lob["slap_window_ms"]["default"] == cat.timing.boom_slap_window
    assert o.punish_window_ms == lob["punish_window_ms"]["default"] == cat.timing.punish_window
    assert o.grace_ms == lob["grace_ms"]["default"] == cat.timing.grace
    assert o.slap_anticipation_guard_ms == lob["slap_anticipation_guard_ms"]["default"]
    assert o.token_hunt is lob["token_hunt"]["default"]
    assert o.typed_words is lob["typed_words"]["default"]
    assert o.end_points == cat.scoring.game_end_threshold == 15
    assert (
        cat.timing.physical_slow_limit_beginner + o.latency_allowance_ms == cat.timing.slow_threshold_default
    )


@pytest.mark.parametrize(
    ("seats", "options"), [(2, {"two_players": True}), (3, {}), (4, {}), (5, {}), (6, {})]
)
def test_ai_games_finish_and_are_reproducible(seats, options):
    """AI self-play (autoplay in virtual time) ends and is reproducible from the seed."""
    a = play_ai_game(GAME, seats, 7, options)
    b = play_ai_game(GAME, seats, 7, options)
    assert a.engine.result is not None
    assert a.engine.dump() == b.engine.dump()
    assert max(a.engine.state.totals) >= 15


def test_ai_token_hunt_game_finishes():
    """§7 token hunt: AI players find their tokens and the game ends."""
    played = play_ai_game(GAME, 4, 3, {"token_hunt": True})
    assert played.engine.result is not None


def test_every_effect_id_has_a_handler_and_every_handler_is_used():
    """C4: each sound's effect id in the data maps to a handler; no handler is unused."""
    from engines.whizz_bing_bang.engine import REVEAL_EFFECTS, TURN_EFFECTS

    effects = {s.effect for s in load_catalog().sounds}
    assert effects == set(TURN_EFFECTS) | REVEAL_EFFECTS


def test_mistake_ids_are_the_engine_causes():
    """§5.1: the data's causes of punishment are exactly the engine's."""
    from engines.whizz_bing_bang.state import CAUSES

    assert {m.id for m in load_catalog().mistakes} == set(CAUSES)
