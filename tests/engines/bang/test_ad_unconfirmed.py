"""The remaining UNCONFIRMED choices of bang.md §5.2 that the engine decides, one test each
(U4, U11, U20, U22, U23, U28, U29), with the expansion on. The others are tested next to their
card or character (test_ad_cards.py, test_ad_characters.py, test_ad_tokens.py) or in the base
tests (U8, U14–U19, U21, U26)."""

from engines.bang import catalog as cat
from engines.bang.actions import Respond, UseAbility
from engines.bang.engine import BangEngine
from engines.bang.state import Task
from tests.engines.bang.builders import AD, ad_table, answer, pending, play


def _pass(a):
    return isinstance(a, Respond) and a.card is None


def _card(a):
    return isinstance(a, Respond) and a.card is not None


def test_end_of_game_is_unchanged_by_the_expansion_u4():
    """U4, §2.12: base end conditions and no scoring: the Sheriff wins when the last Renegade
    falls after the Outlaws; tokens count for nothing."""
    e = ad_table(4, hands={0: ["bang"]}, life={3: 1}, tokens={3: {"character": 4}, 0: {"character": 1}})
    for s in (1, 2):
        e.state.players[s].alive = False
    e = BangEngine.from_position(e.state)  # edited by hand: start from it afresh
    play(e, 0, "bang", target=3)
    r = e.state.result
    assert r is not None and r.winners == [0] and r.scores == [1.0, 0.0, 0.0, 0.0]


def test_big_fifty_ignores_mustang_for_the_reach_u11():
    """U11: with Big Fifty paid, the target's Mustang and Paul Regret do not count for the reach
    (range 6 reaches everyone at 8 seats or fewer anyway, so the rule is checked on `reach`)."""
    from engines.bang.armed import reach

    e = ad_table(
        4,
        chars=["black_jack", "paul_regret", "black_jack", "black_jack"],
        hands={0: ["bang"]},
        in_play={1: ["mustang"]},
    )
    assert 1 not in reach(e, 0) and 1 in reach(e, 0, ignore_horses=True)


def test_simultaneous_triggers_shooter_first_u20():
    """U20: a cancelled BANG! of Bloody Mary with Buntline paid: her draw (active player) comes
    before the target's Buntline discard."""
    e = ad_table(
        4,
        chars=["bloody_mary", "black_jack", "black_jack", "black_jack"],
        hands={0: ["bang", "beer"], 1: ["missed", "beer", "panic"]},
        in_play={0: ["buntline_special"]},
    )
    play(e, 0, "bang", target=1, weapon_ability=True)
    events = answer(e, _card)
    assert [ev.kind for ev in events if ev.kind == "cards_drawn_private"] and pending(
        e
    ).kind == "discard_for_buntline"
    assert len(e.state.players[0].hand) == 2


def test_draw_check_with_no_cards_has_no_result_u22():
    """U22: with both piles empty a Barrel "draw!" produces nothing; the shot goes on."""
    e = ad_table(4, hands={0: ["bang"], 1: ["beer"]}, in_play={1: ["barrel"]})
    e.state.box.extend(e.state.deck)
    e.state.deck = []
    e = BangEngine.from_position(e.state)  # edited by hand: start from it afresh
    play(e, 0, "bang", target=1)
    answer(e, lambda a: isinstance(a, UseAbility) and a.ability == "barrel")
    assert pending(e).kind == "respond_to_shot"
    answer(e, _pass)
    assert e.state.players[1].life == 3


def test_eliminated_player_discards_in_play_first_then_hand_u23():
    """U23: in-play cards (tokens back) first, then hand cards, with no prompt."""
    e = ad_table(4, hands={0: ["bang"], 1: ["beer"]}, in_play={1: ["whip", "barrel"]}, life={1: 1})
    play(e, 0, "bang", target=1)
    answer(e, _pass)
    answer(e, _pass)  # no Beer played: eliminated
    kinds = [cat.card(c).kind for c in e.state.discard[-3:]]
    assert kinds == ["whip", "barrel", "beer"] and e.state.token_supply == 32


def test_emptied_weapon_lies_above_the_bang_it_paid_for_u28():
    """U28: the played BANG! reaches the discard pile first; the weapon emptied by the payment
    lands on top of it."""
    e = ad_table(
        4,
        hands={0: ["bang_2d"], 1: ["beer"]},
        in_play={0: ["double_barrel"]},
        tokens={0: {"double_barrel": 1}},
    )
    play(e, 0, "bang", target=1, weapon_ability=True)
    assert [cat.card(c).kind for c in e.state.discard[-2:]] == ["bang", "double_barrel"]


def test_initial_deal_is_round_robin_from_the_sheriff_u29():
    """U29: cards are dealt one at a time, clockwise from the Sheriff, up to each max LP."""
    e = BangEngine.new(4, 7, AD)
    st = e.state
    cards = sorted(st.deck + [c for p in st.players for c in p.hand])
    for p in st.players:
        p.hand = []
    st.deck = list(cards)
    st.stack, st.decisions = [], []
    sheriff = next(i for i, p in enumerate(st.players) if p.role == "sheriff")
    e._begin(Task(kind="begin", seat=sheriff))
    order = [(sheriff + k) % 4 for k in range(4)]
    assert [st.players[s].hand[0] for s in order] == [cards[-1], cards[-2], cards[-3], cards[-4]]
    assert st.players[sheriff].hand[1] == cards[-5]
    assert all(len(p.hand) == p.max_life for p in st.players)
