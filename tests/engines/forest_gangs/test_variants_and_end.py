"""Ghost and Kids variants (§7) and the end of the game (§6) beyond the F-rulings."""

from __future__ import annotations

from engines.common.runner import play_ai_game
from engines.forest_gangs import GAME
from tests.engines.forest_gangs.builders import (
    answer,
    c,
    choose,
    combat,
    decision_of,
    make,
    reveal_all,
    winner_step,
)


def test_kids2_duel_reveal_failure_deals_to_duelists():
    """§6.2 + §7.2: in Kids 2 a duelist who cannot reveal ends the game; in play + Loot are dealt."""
    e = make(3, options={"kids2": True}, decks={0: [c(0, 7), c(0, 9)], 1: [c(1, 7)], 2: [c(2, 1), c(2, 2)]})
    census = e.census()
    reveal_all(e)
    reveal_all(e)
    st = e.state
    assert st.result is not None and st.log[-1].reason == "duel"
    # 7,7,1 in the Loot + the 9 seat 0 revealed = 4 cards → 2 each to seats 0 and 1.
    assert len(st.zones[0].discard) == 2 and len(st.zones[1].discard) == 2
    assert e.census() == census


def test_ghost_in_a_failed_duel_gets_its_share():
    """§6.2: the ghost is one of the duelists D and receives an equal share."""
    e = make(
        2,
        hands={0: [c(0, 9), c(0, 8)], 1: [c(1, 3), c(1, 1)]},
        decks={1: [c(1, 2)], 2: [c(2, 9), c(2, 7)]},
    )
    choose(e, {0: c(0, 9), 1: c(1, 3)})
    st = e.state
    # 9 vs ghost 9 duel; seat 0 lays 8, ghost reveals 7, seat 0 cannot draw → deal 9,9,3 + 8,7.
    assert st.result is not None and st.log[-1].seats == [0, 2]
    assert len(st.zones[0].discard) == 2 and len(st.zones[2].discard) == 2


def test_mantis_revealed_by_shapeshifter_after_a_duel_wins():
    """§5.3: a Mantis revealed by a Shapeshifter in a stage after a duel wins."""
    e = make(
        3,
        hands={0: [c(0, 7), c(0, 4)], 1: [c(1, 7), c(1, 9)], 2: [c(2, 1), c(2, 2)]},
        decks={0: [c(0, 1), c(0, 3)], 1: [c(1, 1)], 2: [c(2, 3)]},
    )
    choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 1)})
    answer(e, 0, True)
    w = winner_step(e)
    assert (w.winner, w.reason) == (0, "mantis_in_duel")


def test_mantis_revealed_by_shapeshifter_without_duel_is_a_three():
    """§5.3: without a duel, a Mantis revealed by a Shapeshifter is just a 3."""
    e = make(
        3,
        hands={0: [c(0, 4), c(0, 1)], 1: [c(1, 8), c(1, 1)], 2: [c(2, 7), c(2, 2)]},
        decks={0: [c(0, 3)], 1: [c(1, 2)], 2: [c(2, 3)]},
    )
    choose(e, {0: c(0, 4), 1: c(1, 8), 2: c(2, 7)})
    answer(e, 0, True)
    assert winner_step(e).winner == 1


def test_goblin_may_join_at_a_deeper_duel_level():
    """§5.2: a Goblin played inside a duel stage may join that stage's new duel."""
    e = make(
        4,
        hands={0: [c(0, 7), c(0, 9)], 1: [c(1, 7), c(1, 9)], 2: [c(2, 7), c(2, 2)], 3: [c(3, 1), c(3, 4)]},
        decks={0: [c(0, 8), c(0, 1)], 1: [c(1, 1), c(1, 2)], 2: [c(2, 9), c(2, 1)], 3: [c(3, 2)]},
    )
    choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 7), 3: c(3, 1)})
    # level 1: 9, 9, Goblin → the 9s duel; seat 2's Goblin may join.
    d = decision_of(e, 2)
    assert d is not None and d.kind == "join_duel"
    answer(e, 2, True)
    log = combat(e)
    assert [s.seats for s in log if s.kind == "goblins_joined"] == [[2]]
    assert winner_step(e).level == 2


def test_gnome_winning_a_duel_passes_every_hand():
    """§5.7/F14: a Gnome winning a duel stage makes every player pass, non-duelists included."""
    e = make(
        3,
        hands={0: [c(0, 9), c(0, 7)], 1: [c(1, 9), c(1, 2)], 2: [c(2, 1), c(2, 8)]},
        decks={0: [c(0, 3)], 1: [c(1, 3)], 2: [c(2, 3)]},
    )
    choose(e, {0: c(0, 9), 1: c(1, 9), 2: c(2, 1)})
    w = winner_step(e)
    assert (w.winner, w.value, w.level) == (0, 7, 1)
    assert combat(e)[-1].kind == "gnome_pass"
    z = e.state.zones
    assert c(2, 8) in z[0].hand  # from the non-duelist on seat 2
    assert z[1].hand == [c(0, 3)] and z[2].hand == [c(1, 3)]


def test_single_fungid_wins_as_the_only_card():
    """§5.5: a Fungid alone in play wins as the only card (not "lowest")."""
    e = make(
        3,
        hands={0: [c(0, 5), c(0, 1)], 1: [c(1, 8), c(1, 1)], 2: [c(2, 8), c(2, 2)]},
        decks={0: [c(0, 2)], 1: [c(1, 2)], 2: [c(2, 3)]},
    )
    choose(e, {0: c(0, 5), 1: c(1, 8), 2: c(2, 8)})
    w = winner_step(e)
    assert (w.winner, w.reason) == (0, "only_card")


def test_cards_are_conserved_in_ai_games():
    """§1: the census (every zone, Loot and box) never changes, for every variant."""
    for options in ({}, {"ghost": True}, {"kids1": True}, {"kids2": True}):
        for seed in range(4):
            played = play_ai_game(GAME, 5, seed, options)
            assert sum(played.engine.census().values()) == 54
            assert set(played.engine.census().values()) == {1}


def test_result_scores_are_card_counts_per_seat():
    """§6.3: Result.scores = deck + hand + discard per human seat; winners hold the most."""
    played = play_ai_game(GAME, 4, 11)
    st = played.engine.state
    counts = [len(z.deck) + len(z.hand) + len(z.discard) for z in st.zones]
    assert st.result.scores == [float(x) for x in counts]
    assert all(counts[w] == max(counts) for w in st.result.winners)
