"""A&D decision windows: kinds, timeouts and the timeout defaults of bang.md §3, and the public
token fields of the perspective (§2.2)."""

from engines.bang import catalog as cat
from engines.bang.actions import PlayCard, Respond, UseAbility
from engines.bang.engine import BangEngine
from tests.engines.bang.builders import ad_table, answer, end_turn, pending, play, tok


def _pass(a):
    return isinstance(a, Respond) and a.card is None


def _timeout(e):
    """Apply the open decision's default, as the scheduler does on timeout."""
    d = pending(e)
    return e.apply(None, e.default_action(d))


def test_tumbleweed_window_default_is_pass():
    """§3.1 #10: the Tumbleweed holder's default is to pass (no token spent)."""
    e = ad_table(
        4, hands={0: ["bang"], 1: ["beer"]}, in_play={0: ["tumbleweed"], 1: ["barrel"]}, deck_top=["beer"]
    )
    play(e, 0, "bang", target=1)
    answer(e, lambda a: isinstance(a, UseAbility))
    d = pending(e)
    assert d.kind == "use_tumbleweed" and d.timeout_s == e.state.options.response_timeout_s
    _timeout(e)
    assert tok(e, 0, "tumbleweed") == 3 and e.state.players[1].life == 4


def test_al_preacher_default_is_pass():
    """§3.1 #11: Al Preacher's default is to pass."""
    e = ad_table(
        4,
        chars=["black_jack", "al_preacher", "black_jack", "black_jack"],
        hands={0: ["barrel", "missed"]},
        tokens={1: {"character": 2}},
    )
    play(e, 0, "barrel")
    _timeout(e)
    assert tok(e, 1) == 2 and not e.state.players[1].hand


def test_buntline_default_discards_a_random_card():
    """§3.1 #12: a random card of the target's hand is discarded on timeout."""
    e = ad_table(
        4, hands={0: ["bang", "missed"], 1: ["missed", "beer", "panic"]}, in_play={0: ["buntline_special"]}
    )
    play(e, 0, "bang", target=1, weapon_ability=True)
    answer(e, lambda a: isinstance(a, Respond) and a.card is not None)
    assert pending(e).kind == "discard_for_buntline"
    _timeout(e)
    assert len(e.state.players[1].hand) == 1


def test_bomb_pass_default_is_the_next_player_on_the_left():
    """§3.2: the Bomb goes to the next living player on the left by default."""
    e = ad_table(4, hands={3: ["missed"]}, in_play={0: ["bomb"]}, active=3, deck_top=["beer"])
    e.state.players[1].alive = False
    e = BangEngine.from_position(e.state)  # edited by hand: start from it afresh
    end_turn(e)
    _timeout(e)
    assert "bomb" in [cat.card(c).kind for c in e.state.players[2].in_play]


def test_shot_default_never_spends_duck_or_crate_tokens():
    """§3.1 #1: the default takes the hit rather than spend a Duck! or Crate tokens."""
    e = ad_table(4, hands={0: ["bang"], 1: ["duck"]}, in_play={1: ["crate"]})
    play(e, 0, "bang", target=1)
    _timeout(e)
    assert e.state.players[1].life == 3 and tok(e, 1, "crate") == 3


def test_out_of_turn_payment_uses_the_response_timeout():
    """§3.1: paying for Duck!'s upgrade out of turn has the response timeout."""
    e = ad_table(4, hands={0: ["bang"], 1: ["duck"]}, in_play={1: ["crate"]}, tokens={1: {"character": 1}})
    play(e, 0, "bang", target=1)
    answer(e, lambda a: isinstance(a, Respond) and a.upgrades == 1)
    d = pending(e)
    assert d.kind == "pay_tokens" and d.timeout_s == e.state.options.response_timeout_s


def test_perspective_shows_every_token_publicly():
    """§2.2: tokens on each character and card in play, and the supply, are public fields."""
    e = ad_table(4, hands={0: ["missed"]}, in_play={1: ["whip"]}, tokens={1: {"character": 2, "whip": 4}})
    for viewer in (None, 0, 1):
        p = e.view_for(viewer)
        assert p.token_supply == 26
        assert p.seats[1].tokens == 2 and list(p.seats[1].card_tokens.values()) == [4]


def test_play_options_carry_the_paid_choices():
    """§3.2: upgrade amounts and weapon/Bandolier/Bell Tower payments are chosen with the play."""
    e = ad_table(4, hands={0: ["caravan", "bang"]}, in_play={0: ["thunderer"]}, tokens={0: {"character": 2}})
    plays = [a for a in e.legal_actions(0) if isinstance(a, PlayCard)]
    assert {a.upgrades for a in plays if cat.card(a.card).kind == "caravan"} == {0, 1, 2}  # 5 tokens
    assert {a.weapon_ability for a in plays if cat.card(a.card).kind == "bang"} == {False, True}
    assert pending(e).default["kind"] == "end_turn"


def test_text_renders_tokens_and_paid_choices():
    """text.py: the table shows tokens and the supply; menus and events name the paid choices."""
    from engines.bang.text import describe_action, render_event, render_perspective

    e = ad_table(
        4,
        hands={0: ["bang", "missed"], 1: ["beer"]},
        in_play={0: ["thunderer"]},
        tokens={0: {"character": 2}},
    )
    p = e.view_for(0)
    table_text = render_perspective(p)
    assert "Load tokens in the supply: 27" in table_text and "[3t]" in table_text
    a = next(a for a in e.legal_actions(0) if isinstance(a, PlayCard) and a.weapon_ability)
    assert "weapon's ability" in describe_action(a, p)
    lines = [render_event(ev, None) for ev in e.apply(0, a)]
    assert any(line and "[weapon ability]" in line for line in lines)
    assert any(line and "-1 token -> " in line for line in lines), lines
