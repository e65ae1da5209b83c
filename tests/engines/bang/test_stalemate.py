"""House ruling H1 "stalemate" (data/bang/house_rulings.yaml, docs/games/bang.md): when both piles
are empty and nobody can do anything any more, the game ends as a draw instead of passing turns
for ever (issue 11: the run loop used to raise `RuntimeError("bang: run loop does not settle")`).

bang.md §1.11/§1.12 only say that an empty deck is refilled from the discard pile and that with
both piles empty a draw does not happen and a "draw!" has no result. No 80- or 108-card game can
really leave every card out of reach, so the positions put the cards nobody holds in the box
(`rest_in_box`); the census is unchanged by every action, as the contract suite demands.
"""

from __future__ import annotations

import json
from typing import Any

from engines.bang import catalog as cat
from engines.bang.actions import EndTurn, PlayCard, UseAbility
from engines.bang.engine import BangEngine
from engines.bang.registry import STALEMATE_SIDE
from engines.base import Action, Seat, to_data
from tests.engines.bang.builders import ad_table, hand_card, pending, table, tok
from tests.engines.contract import check_no_leaks, check_rejected, takes

RULING = cat.load_house().named("stalemate")
assert RULING.result is not None
SUMMARY = f"{RULING.result.why}: {RULING.result.verdict}"


def act(e: BangEngine, seat: Seat, action: Action) -> list[Any]:
    """Apply one legal action with the contract suite's checks (tests/engines/contract.py): it
    never raises, cards (and A&D tokens) are conserved, the state round-trips through JSON, no
    perspective or event leaks a secret, and the same action on the stored position gives the
    same state (a replay matches)."""
    assert takes(e, seat, action), action
    census, before = e.census(), e.dump()
    events = e.apply(seat, action)
    assert e.census() == census, "cards and tokens are conserved"
    dumped = e.dump()
    assert BangEngine.load(dumped).dump() == dumped
    check_no_leaks(e, events)
    for x in events:
        json.dumps(to_data(x))
    again = BangEngine.load(before)
    again.apply(seat, action)
    assert again.dump() == dumped, "replaying the action gives the same state"
    return events


def assert_drawn(e: BangEngine, events: list[Any]) -> None:
    """The game is over as H1 says: nobody wins, every role face up, nothing left to answer."""
    r = e.result
    assert r is not None and r.winners == [] and r.scores == [0.0] * e.state.seats
    assert r.summary.startswith(SUMMARY + " (after "), r.summary
    assert e.state.phase == "ended" and not e.state.stack
    assert not e.open_decisions() and not e.to_act() and not e.system_actions()
    assert all(p.role_revealed for p in e.state.players)
    (ended,) = [x for x in events if x.kind == "game_ended"]
    assert ended.winners == [] and ended.winning_side == STALEMATE_SIDE == RULING.result.winning_side
    assert e.stats()["winning_side"] == "draw" and e.stats()["winning_roles"] == []
    check_rejected(e, e.state.active, EndTurn(decision_id=e.state.decision_seq))


def play_last(e: BangEngine, seat: Seat, kind: str) -> list[Any]:
    return act(e, seat, PlayCard(card=hand_card(e, seat, kind)))


def test_the_ruling_is_data() -> None:
    """H1 is a named house ruling with the words of its Result, not a hidden code branch."""
    house = cat.load_house()
    assert house.game == "bang" and RULING.status == "house_design"
    assert [k for k, r in house.rulings.items() if r.name == "stalemate"] == ["H1"]
    assert RULING.result.winning_side == "draw"
    assert "No one can draw or play a card any more" in SUMMARY


def test_last_card_played_with_both_piles_empty_ends_in_a_draw() -> None:
    """Alice plays her last card, a Barrel, with both piles empty and no cards anywhere else:
    every later turn could only be ended (the Jail's and the Dynamite's checks with no card have
    no result, bang.md §1.11). The action used to raise; now the game is a draw."""
    e = table(5, hands={0: ["barrel"]}, in_play={1: ["jail"], 2: ["dynamite"]}, rest_in_box=True)
    assert not e.state.deck and not e.state.discard
    turns = e.state.turns_played
    events = play_last(e, 0, "barrel")
    assert_drawn(e, events)
    assert e.state.turns_played == turns, "no turn is played for nothing"
    assert e.result is not None and e.result.summary == f"{SUMMARY} (after {turns} turn)"
    assert e.has_in_play(0, "barrel"), "the Barrel landed before the end"
    assert e.has_in_play(1, "jail") and e.has_in_play(2, "dynamite")


def test_ending_the_turn_into_the_stalemate_also_ends_the_game() -> None:
    """Alice at 1 life holds two Missed!: ending her turn means choosing which one to discard
    (phase 3, a real choice, so the game waited for her). Bob's phase 1 draws it, and then nobody
    can act any more: a draw, no exception, the Missed!s still in the hands."""
    e = table(5, hands={0: ["missed", "missed"]}, life={0: 1}, rest_in_box=True)
    d = pending(e)
    assert d is not None and d.kind == "play_turn" and d.seat == 0 and e.result is None
    act(e, 0, EndTurn(decision_id=d.id))
    d = pending(e)
    assert d is not None and d.kind == "discard_to_hand_limit" and e.result is None
    events = act(e, 0, e.legal_actions(0)[0])
    assert_drawn(e, events)
    assert [len(p.hand) for p in e.state.players] == [1, 1, 0, 0, 0]


def test_a_hand_that_can_never_be_played_asks_nobody_to_click_for_ever() -> None:
    """Bob keeps a Missed! nobody can ever make him use, Carol a BANG! with nobody in range (his
    Colt reaches 1; Mustangs all round). Their privacy windows (§3 preamble) would only offer
    "End turn" for ever: the game ends instead, and their hands stay secret."""
    e = table(
        3,
        hands={0: ["barrel"], 1: ["missed"], 2: ["bang"]},
        in_play={0: ["mustang"], 1: ["mustang"], 2: []},
        rest_in_box=True,
    )
    events = play_last(e, 0, "barrel")
    assert_drawn(e, events)
    assert [cat.card(c).kind for c in e.state.players[1].hand] == ["missed"]
    assert all(x.kind != "decision_opened" for x in events)


def test_someone_who_can_still_shoot_is_waited_for() -> None:
    """Not a stalemate while a choice is left: Bob holds a BANG! and Alice is in range, so after
    Alice's last card the game waits for Bob's turn (a real decision), however long he waits."""
    e = table(4, hands={0: ["barrel"], 1: ["bang"]}, rest_in_box=True)
    play_last(e, 0, "barrel")
    assert e.result is None
    for _ in range(3):  # Bob keeps not shooting: his turn comes back, still a real choice
        d = pending(e)
        assert d is not None and d.kind == "play_turn" and d.seat == 1
        assert any(isinstance(a, PlayCard) for a in e.legal_actions(1))
        act(e, 1, EndTurn(decision_id=d.id))
        assert e.result is None


def test_one_card_going_round_keeps_the_game_alive() -> None:
    """Bob shoots whoever he can with the only BANG! in the game: it goes to the discard pile,
    the next phase 1 draws it, and so it goes round the table. Never a stalemate: the game ends
    the ordinary way (here the Sheriff, Alice, is the last one standing)."""
    e = table(4, hands={0: ["barrel"], 1: ["bang"]}, rest_in_box=True)
    play_last(e, 0, "barrel")
    for _ in range(200):
        if e.result is not None:
            break
        d = pending(e)
        assert d is not None
        legal = e.legal_actions(d.seat)
        shot = next((a for a in legal if isinstance(a, PlayCard) and a.target is not None), None)
        act(e, d.seat, shot or e.default_action(d))
    assert e.result is not None and e.result.winners == [0], e.result
    assert e.result.summary.startswith("Every Outlaw and the Renegade are dead")


def test_armed_and_dangerous_tokens_with_nothing_to_spend_them_on() -> None:
    """A&D: tokens alone are no way out. Ace Up The Sleeve needs a pile to draw from (§2.6),
    a Bomb's check with no card has no result, Alice's blue-card bonus token (§2.2) has no use:
    the game ends drawn and the 32 tokens are all still there."""
    e = ad_table(
        4,
        hands={0: ["barrel"]},
        in_play={1: ["ace_up_the_sleeve"], 2: ["bomb"]},
        tokens={1: {"ace_up_the_sleeve": 4}, 2: {"bomb": 1}},
        rest_in_box=True,
    )
    events = play_last(e, 0, "barrel")
    assert_drawn(e, events)
    assert tok(e, 0) == 1, "the bonus token was placed before the end"
    assert tok(e, 1, "ace_up_the_sleeve") == 4 and tok(e, 2, "bomb") == 1
    assert e.token_count() == 32 and e.stats()["token_invariant_held"]


def test_armed_and_dangerous_an_ability_left_is_a_real_decision() -> None:
    """A&D: Bob is Frankie Canton (§2.9) and Carol has 2 tokens on her character: Bob has a real
    choice each turn, so the game waits for him; once he has taken every token he can reach,
    nobody can act any more and the game ends drawn."""
    e = ad_table(
        4,
        chars=["black_jack", "frankie_canton", "black_jack", "black_jack"],
        hands={0: ["barrel"]},
        tokens={2: {"character": 2}},
        rest_in_box=True,
    )
    play_last(e, 0, "barrel")
    assert e.result is None
    d = pending(e)
    assert d is not None and d.kind == "play_turn" and d.seat == 1
    events: list[Any] = []
    taken = 0
    for _ in range(100):
        if e.result is not None:
            break
        d = pending(e)
        assert d is not None
        legal = e.legal_actions(d.seat)
        take = next((a for a in legal if isinstance(a, UseAbility) and a.ability == "frankie_canton"), None)
        taken += take is not None
        events = act(e, d.seat, take or e.default_action(d))
    assert_drawn(e, events)
    assert taken == 3, "Carol's 2 tokens and Alice's bonus token"
    assert tok(e, 1) == 3 and tok(e, 0) == tok(e, 2) == 0
    assert e.token_count() == 32


def test_no_stalemate_while_a_pile_holds_a_card() -> None:
    """A BANG! in the discard pile: Bob's phase 1 draws it and he may shoot Alice, so the game
    waits for him. Had it been a Missed!, nobody could act after that draw (a draw, 2 turns)."""
    e = table(4, hands={0: ["barrel"]}, discard=["bang"], rest_in_box=True)
    play_last(e, 0, "barrel")
    assert e.result is None
    d = pending(e)
    assert d is not None and d.seat == 1 and len(e.state.players[1].hand) == 1
    assert any(isinstance(a, PlayCard) for a in e.legal_actions(1))
    e = table(4, hands={0: ["barrel"]}, discard=["missed"], rest_in_box=True)
    assert_drawn(e, play_last(e, 0, "barrel"))
    assert e.result is not None and e.result.summary.endswith("(after 2 turns)")
