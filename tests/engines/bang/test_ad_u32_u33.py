"""Rulings U32 (payments legal although they change nothing) and U33 (the blue-card and phase-3
token bonuses are optional), docs/rules/bang.md §5.2 U32, U33 and data/bang/house_rulings.yaml."""

import random

from engines.bang import catalog as cat
from engines.bang.actions import Choose, Discard, PlayCard, Respond
from engines.bang.ai import choose_ai_action
from engines.bang.engine import BangEngine
from engines.bang.tokens import bonus_threshold
from tests.engines.bang.builders import ad_table, answer, end_turn, pending, play, tok


def _bangs(e, seat):
    return [a for a in e.legal_actions(seat) if isinstance(a, PlayCard) and cat.card(a.card).kind == "bang"]


def _leave(a):
    return isinstance(a, Respond) and a.card is None


# ---------------------------------------------------------------------- U32
def test_willy_the_kid_may_still_pay_bandolier_u32():
    """docs/rules/bang.md U32, §2.10: Willy the Kid has no BANG! limit, yet Bandolier's token is a
    legal payment (an exception to U31); it is paid and the BANG! resolves as usual."""
    e = ad_table(
        4,
        chars=["willy_the_kid", "black_jack", "black_jack", "black_jack"],
        hands={0: ["bang", "bang"], 1: ["beer"]},
        in_play={0: ["bandolier"]},
    )
    play(e, 0, "bang", target=1)
    answer(e, _leave)
    assert {a.bandolier for a in _bangs(e, 0)} == {False, True}
    band = next(a for a in _bangs(e, 0) if a.bandolier and a.target == 1)
    e.apply(0, band)
    assert tok(e, 0, "bandolier") == 2 and "bandolier" in e.state.players[0].used_this_turn
    answer(e, _leave)
    assert e.state.players[1].life == 2


def test_volcanic_holder_may_still_pay_bandolier_u32():
    """docs/rules/bang.md U32: with Volcanic (no BANG! limit) Bandolier is still offered and paid."""
    e = ad_table(4, hands={0: ["bang", "bang"], 1: ["beer"]}, in_play={0: ["volcanic", "bandolier"]})
    play(e, 0, "bang", target=1)
    answer(e, _leave)
    play(e, 0, "bang", target=1, bandolier=True)
    assert tok(e, 0, "bandolier") == 2


def test_big_fifty_payment_is_legal_against_a_target_with_nothing_to_ignore_u32():
    """docs/rules/bang.md U32: Big Fifty's token may be paid against any target, even one with no
    card in play and an ability that does nothing against the shot."""
    e = ad_table(4, hands={0: ["bang"], 1: ["beer"]}, in_play={0: ["big_fifty"]})
    assert not e.state.players[1].in_play
    assert {(a.target, a.weapon_ability) for a in _bangs(e, 0) if a.target == 1} == {(1, False), (1, True)}
    play(e, 0, "bang", target=1, weapon_ability=True)
    assert tok(e, 0, "big_fifty") == 2
    answer(e, _leave)
    assert e.state.players[1].life == 3


# ---------------------------------------------------------------------- U33
def test_the_threshold_is_data():
    """docs/rules/bang.md U33: the "supply after adding" threshold lives in house_rulings.yaml."""
    ruling = cat.load_house().rulings["U33"]
    assert ruling.name == "optional_token_bonus" and ruling.status == "house_design"
    assert bonus_threshold() == ruling.ask_below_supply == 3


def _with_supply(e: BangEngine, supply: int) -> BangEngine:
    """The same position with `supply` tokens in the supply (the rest on seat 3's character and
    cards, which play no part), so the 32-token invariant holds."""
    st = e.state
    move = st.token_supply - supply
    st.token_supply = supply
    st.players[3].tokens += move
    return BangEngine.from_position(st)


def test_blue_card_bonus_is_added_without_asking_when_the_supply_stays_at_3_or_more_u33():
    """docs/rules/bang.md U33: after adding, the supply still holds 3: no question, as before."""
    e = _with_supply(ad_table(4, hands={0: ["mustang"]}), 4)
    play(e, 0, "mustang")
    assert pending(e).kind == "play_turn" and tok(e, 0) == 1 and e.state.token_supply == 3


def test_blue_card_bonus_asks_when_the_supply_would_drop_below_3_u33():
    """docs/rules/bang.md U33: supply 3 → 2 after adding: the player is asked (add it on his
    character, or leave it); leaving it keeps the supply at 3, so a Dangerous card stays playable."""
    e = _with_supply(ad_table(4, hands={0: ["mustang", "whip"]}), 3)
    play(e, 0, "mustang")
    d = pending(e)
    assert d.kind == "place_token" and d.seat == 0
    opts = e.legal_actions(0)
    assert [type(a) for a in opts] == [Choose, Respond] and opts[0].option == "character"
    assert d.default["kind"] == "choose", "the timeout adds it, as before"
    answer(e, _leave)
    assert tok(e, 0) == 0 and e.state.token_supply == 3
    assert any(cat.card(a.card).kind == "whip" for a in e.legal_actions(0) if isinstance(a, PlayCard))


def test_adding_the_asked_token_works_and_several_slots_are_offered_u33():
    """docs/rules/bang.md U33: with a Dangerous card in play the question lists every slot below 4
    plus "leave it"; choosing a slot adds it there."""
    e = _with_supply(ad_table(4, hands={0: ["mustang"]}, in_play={0: ["whip"]}), 2)
    play(e, 0, "mustang")
    opts = e.legal_actions(0)
    assert sum(isinstance(a, Choose) for a in opts) == 2 and any(_leave(a) for a in opts)
    answer(e, lambda a: isinstance(a, Choose) and a.card is not None)
    assert tok(e, 0, "whip") == 4 and e.state.token_supply == 1


def test_phase_3_bonus_asks_per_token_and_leaving_keeps_the_rest_u33():
    """docs/rules/bang.md U33: phase 3 with 2 discards and a supply of 4: the first token (supply
    4 → 3) is added without asking, the second (3 → 2) asks; leaving it ends the bonus."""
    e = _with_supply(ad_table(4, hands={1: ["beer"] * 3 + ["bang"] * 3}, life={1: 4}, active=1), 4)
    end_turn(e)
    answer(e, lambda a: isinstance(a, Discard))
    assert pending(e).kind == "discard_to_hand_limit" and tok(e, 1) == 1 and e.state.token_supply == 3
    answer(e, lambda a: isinstance(a, Discard))
    assert pending(e).kind == "place_token"
    answer(e, _leave)
    assert tok(e, 1) == 1 and e.state.token_supply == 3


def test_reloading_is_never_optional_u33():
    """docs/rules/bang.md U33 covers only the two bonuses: Reloading's tokens are taken."""
    e = _with_supply(ad_table(4, hands={0: ["reloading"]}), 3)
    play(e, 0, "reloading")
    assert tok(e, 0) == 3 and e.state.token_supply == 0


def test_ai_leaves_the_token_only_to_keep_a_dangerous_card_playable_u33():
    """The AI's answer (docs/rules/bang.md U33): with a Dangerous card in hand and a supply of 3 it
    leaves the token; without one it adds it."""
    e = _with_supply(ad_table(4, hands={0: ["mustang", "whip"]}), 3)
    play(e, 0, "mustang")
    assert _leave(choose_ai_action(e, 0, random.Random(1)))
    e = _with_supply(ad_table(4, hands={0: ["mustang", "beer"]}), 3)
    play(e, 0, "mustang")
    a = choose_ai_action(e, 0, random.Random(1))
    assert isinstance(a, Choose) and a.option == "character"
