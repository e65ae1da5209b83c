"""The combat algorithm of forest_gangs.md §4, step by step, and the §8.1 rulebook example."""

from __future__ import annotations

from collections import Counter

from engines.forest_gangs.events import CombatStepped
from tests.engines.forest_gangs.builders import (
    answer,
    c,
    choose,
    combat,
    decision_of,
    kinds,
    make,
    winner_step,
)


def test_rulebook_example_8_1():
    """§8.1: Gnome, Gnome, Goblin, Goblin, Dragoness, Shapeshifter → the Fungid wins everything."""
    e = make(
        6,
        hands={
            0: [c(0, 7), c(0, 1)],
            1: [c(1, 7), c(1, 3)],
            2: [c(2, 2), c(2, 5)],
            3: [c(3, 2), c(3, 7)],
            4: [c(4, 9), c(4, 8)],
            5: [c(5, 4), c(5, 8)],
        },
        decks={0: [c(0, 2)], 1: [c(1, 2)], 2: [c(2, 1)], 3: [c(3, 1)], 4: [c(4, 1)], 5: [c(5, 9), c(5, 1)]},
    )
    census = e.census()
    choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 2), 3: c(3, 2), 4: c(4, 9)})
    assert e.state.log == []  # nothing is revealed until everyone has chosen
    choose(e, {5: c(5, 4)})
    # 1. Shapeshifter phase: only seat 5 is asked.
    assert [d.kind for d in e.state.decisions] == ["use_shapeshifter"]
    answer(e, 5, True)
    # 2./3. The 9s duel (not the Gnomes); both Goblin players are asked to join.
    assert sorted(d.seat for d in e.state.decisions) == [2, 3]
    assert {d.kind for d in e.state.decisions} == {"join_duel"}
    answer(e, 2, True)
    answer(e, 3, True)
    log = combat(e)
    assert kinds(log) == [
        "revealed",
        "shapeshifted",
        "duel",
        "goblins_joined",
        "duel_played",
        "giants_removed",
        "winner",
    ]
    assert log[1].plays[0].seat == 5 and log[1].plays[0].card.value == 9
    assert log[2].value == 9 and log[2].seats == [4, 5]
    assert log[3].seats == [2, 3]
    assert {p.seat: p.card.value for p in log[4].plays} == {2: 5, 3: 7, 4: 8, 5: 8}
    assert log[5].seats == [4, 5]
    w = log[6]
    assert (w.winner, w.reason, w.value) == (2, "fungid_lowest", 5)
    # Every played card (7,7,2,2,9,4,9 then 5,7,8,8) goes to the Fungid player.
    assert w.count == 11
    z = e.state.zones[2]  # the next round's refill already reshuffled the winnings into the deck
    owned = Counter(int(x[-1]) for x in z.deck + z.hand + z.discard)
    assert owned == Counter([7, 7, 2, 2, 9, 4, 9, 5, 7, 8, 8, 1])
    assert e.state.loot == []
    assert e.census() == census


def test_no_tie_highest_wins_and_takes_cards_in_play():
    """§4 steps 4e/5: without a tie the highest card wins every card in play."""
    e = make(
        3,
        hands={0: [c(0, 9), c(0, 1)], 1: [c(1, 7), c(1, 1)], 2: [c(2, 6), c(2, 1)]},
        decks={0: [c(0, 2)], 1: [c(1, 2)], 2: [c(2, 2)]},
    )
    choose(e, {0: c(0, 9), 1: c(1, 7), 2: c(2, 6)})
    w = winner_step(e)
    assert (w.winner, w.reason, w.count) == (0, "highest", 3)
    assert sorted(e.state.zones[0].discard) == sorted([c(0, 9), c(1, 7), c(2, 6)])


def test_only_highest_tie_duels():
    """§3 "Duel": with two ties only the higher value duels; others leave the combat."""
    e = make(
        4,
        hands={0: [c(0, 7), c(0, 9)], 1: [c(1, 7), c(1, 8)], 2: [c(2, 5), c(2, 1)], 3: [c(3, 5), c(3, 1)]},
        decks={0: [c(0, 2)], 1: [c(1, 2)]},
    )
    choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 5), 3: c(3, 5)})
    log = combat(e)
    duel = next(s for s in log if s.kind == "duel")
    assert duel.value == 7 and duel.seats == [0, 1]
    assert winner_step(e).winner == 0  # the Dragoness kept in hand wins the duel stage


def test_duelists_play_hand_card_then_draw():
    """§4 step 3d: duelists play their remaining hand card without a choice, then draw 1."""
    e = make(
        3,
        hands={0: [c(0, 7), c(0, 9)], 1: [c(1, 7), c(1, 8)], 2: [c(2, 5), c(2, 1)]},
        decks={0: [c(0, 2), c(0, 3)], 1: [c(1, 2), c(1, 3)]},
    )
    choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 5)})
    played = next(s for s in combat(e) if s.kind == "duel_played")
    assert {p.seat: p.card.value for p in played.plays} == {0: 9, 1: 8}
    # Seat 0 won 7,7,5 (Loot) + 9,8 in play; the duelists drew their deck top after playing,
    # then drew again at the next round's refill.
    assert len(e.state.zones[0].discard) == 5
    assert e.state.zones[0].hand == [c(0, 2), c(0, 3)]
    assert e.state.zones[2].hand == [c(2, 1)]  # the non-duelist keeps its hand card, no draw (no deck)


def test_duel_chain_continues_until_no_tie():
    """§4 step 3e: a new tie in a duel stage starts another duel (no limit to chaining)."""
    e = make(
        3,
        hands={0: [c(0, 7), c(0, 5)], 1: [c(1, 7), c(1, 5)], 2: [c(2, 1), c(2, 2)]},
        decks={0: [c(0, 9), c(0, 1)], 1: [c(1, 8), c(1, 1)], 2: [c(2, 3)]},
    )
    choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 1)})
    log = combat(e)
    assert [s.value for s in log if s.kind == "duel"] == [7, 5]
    w = winner_step(e)
    assert (w.winner, w.level) == (0, 2)
    assert w.count == 7  # 7,7,1 + 5,5 to the Loot, then 9 and 8 in play


def test_no_card_in_play_means_no_winner():
    """§4 step 4a / F9: when no card is left in play nobody wins and the Loot stays."""
    e = make(
        3,
        hands={0: [c(0, 8), c(0, 1)], 1: [c(1, 8), c(1, 2)], 2: [c(2, 8), c(2, 3)]},
        decks={0: [c(0, 4)], 1: [c(1, 4)], 2: [c(2, 4)]},
    )
    choose(e, {0: c(0, 8), 1: c(1, 8), 2: c(2, 8)})
    assert kinds(combat(e)) == ["revealed", "giants_removed", "no_winner"]
    assert len(e.state.loot) == 3 and e.state.carried == 3


def test_combat_events_mirror_the_log():
    """§9: every combat step is also a public event, in order."""
    e = make(3, hands={0: [c(0, 9), c(0, 1)], 1: [c(1, 7), c(1, 1)], 2: [c(2, 6), c(2, 1)]}, decks={})
    events = choose(e, {0: c(0, 9), 1: c(1, 7), 2: c(2, 6)})
    steps = [ev.step.kind for ev in events if isinstance(ev, CombatStepped)]
    assert steps[:2] == ["revealed", "winner"]


def test_shapeshifter_phase_runs_in_duel_stages():
    """§4 step 1 / §5.4: a Shapeshifter played in a duel stage may be used before that duel check."""
    e = make(
        3,
        hands={0: [c(0, 7), c(0, 4)], 1: [c(1, 7), c(1, 8)], 2: [c(2, 1), c(2, 2)]},
        decks={0: [c(0, 2), c(0, 9)], 1: [c(1, 3)], 2: [c(2, 3)]},
    )
    choose(e, {0: c(0, 7), 1: c(1, 7), 2: c(2, 1)})
    d = decision_of(e, 0)
    assert d is not None and d.kind == "use_shapeshifter"
    answer(e, 0, True)
    # Seat 0 drew the Goblin after playing; the Shapeshifter reveals the next card: the 9.
    w = winner_step(e)
    assert (w.winner, w.value) == (0, 9)
