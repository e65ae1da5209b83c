"""One scenario per Armed & Dangerous character (bang.md §2.9), the base characters' A&D
interactions (§2.10) and the A&D UNCONFIRMED choices about them (§5.2)."""

from engines.bang import catalog as cat
from engines.bang.actions import Choose, PlayCard, Respond, UseAbility
from tests.engines.bang.builders import (
    ad_table,
    answer,
    end_turn,
    hand_kinds,
    in_play_kinds,
    pending,
    play,
    tok,
)

P = "black_jack"


def _pass(a):
    return isinstance(a, Respond) and a.card is None


def _card(a):
    return isinstance(a, Respond) and a.card is not None


def _ability(name, **kw):
    def pred(a):
        return (
            isinstance(a, UseAbility) and a.ability == name and all(getattr(a, k) == v for k, v in kw.items())
        )

    return pred


def _abilities(e, seat, name):
    return [a for a in e.legal_actions(seat) if isinstance(a, UseAbility) and a.ability == name]


def _pay_all(e):
    while pending(e) is not None and pending(e).kind == "pay_tokens":
        d = pending(e)
        e.apply(d.seat, e.default_action(d))


def _chars(seats, **at):
    out = [P] * seats
    for i, c in at.items():
        out[int(i[1:])] = c
    return out


# ---------------------------------------------------------------------- Al Preacher
def test_al_preacher_pays_2_to_draw_when_another_plays_blue_u30():
    """§2.9 Al Preacher, U30: when another player plays a blue/orange card, Al may pay 2 tokens to
    draw 1, out of turn; the window opens at once, before anything else."""
    e = ad_table(
        4, chars=_chars(4, s2="al_preacher"), hands={0: ["mustang", "missed"]}, tokens={2: {"character": 3}}
    )
    play(e, 0, "mustang")
    assert pending(e).kind == "use_al_preacher" and pending(e).seat == 2
    assert pending(e).default["kind"] == "respond"  # default: pass (§3.1 #11)
    answer(e, _ability("al_preacher"))
    assert len(e.state.players[2].hand) == 1 and tok(e, 2) == 1
    assert pending(e).kind == "play_turn"


def test_al_preacher_not_for_his_own_cards_or_brown_cards():
    """§2.9: only another player's blue or orange card triggers him."""
    e = ad_table(
        4, chars=_chars(4, s0="al_preacher"), hands={0: ["mustang", "missed"]}, tokens={0: {"character": 3}}
    )
    play(e, 0, "mustang")
    assert pending(e).kind == "play_turn"
    e2 = ad_table(
        4,
        chars=_chars(4, s2="al_preacher"),
        hands={0: ["stagecoach", "missed"]},
        tokens={2: {"character": 3}},
    )
    play(e2, 0, "stagecoach")
    assert pending(e2).kind == "play_turn"


# ---------------------------------------------------------------------- Bass Greeves
def test_bass_greeves_discards_1_for_2_tokens_on_one_slot_once_per_turn():
    """§2.9 Bass Greeves: once per turn, discard 1 card to add 2 tokens to one of his slots."""
    e = ad_table(4, chars=_chars(4, s0="bass_greeves"), hands={0: ["missed", "beer"]}, in_play={0: ["whip"]})
    whip = e.state.players[0].in_play[0]
    opts = _abilities(e, 0, "bass_greeves")
    assert {a.target_card for a in opts} == {None, whip}
    answer(e, _ability("bass_greeves", target_card=whip))
    assert tok(e, 0, "whip") == 4 and len(e.state.players[0].hand) == 1  # 3 + 2 capped at 4
    assert not _abilities(e, 0, "bass_greeves")


# ---------------------------------------------------------------------- Bloody Mary
def test_bloody_mary_draws_when_her_bang_card_is_cancelled():
    """§2.9 Bloody Mary: a cancelled BANG! card of hers draws her 1 card; other shots do not."""
    e = ad_table(
        4, chars=_chars(4, s0="bloody_mary"), hands={0: ["bang", "quick_shot"], 1: ["missed", "missed"]}
    )
    play(e, 0, "bang", target=1)
    answer(e, _card)
    assert len(e.state.players[0].hand) == 2
    play(e, 0, "quick_shot", target=1)
    answer(e, _card)
    assert len(e.state.players[0].hand) == 1


# ---------------------------------------------------------------------- Frankie Canton
def test_frankie_canton_takes_a_token_from_any_card():
    """§2.9 Frankie Canton: once per turn, 1 token from any Dangerous card or another character
    to his character; an emptied card is discarded."""
    e = ad_table(
        4,
        chars=_chars(4, s0="frankie_canton"),
        hands={0: ["missed"]},
        in_play={2: ["whip"]},
        tokens={2: {"whip": 1}, 3: {"character": 2}},
    )
    targets = {(a.target, a.target_card is None) for a in _abilities(e, 0, "frankie_canton")}
    assert targets == {(2, False), (3, True)}
    answer(e, _ability("frankie_canton", target=2))
    assert tok(e, 0) == 1 and "whip" not in in_play_kinds(e, 2)
    assert not _abilities(e, 0, "frankie_canton") and e.token_count() == 32


def test_frankie_canton_emptying_a_bomb_explodes_it():
    """§2.9: a Bomb emptied by Frankie Canton explodes on its holder."""
    e = ad_table(
        4,
        chars=_chars(4, s0="frankie_canton"),
        hands={0: ["missed"]},
        in_play={1: ["bomb"]},
        tokens={1: {"bomb": 1}},
    )
    answer(e, _ability("frankie_canton", target=1))
    assert e.state.players[1].life == 2


def test_frankie_canton_not_with_4_on_his_character():
    """§2.9: not allowed when his character already holds 4."""
    e = ad_table(
        4,
        chars=_chars(4, s0="frankie_canton"),
        hands={0: ["missed"]},
        in_play={1: ["whip"]},
        tokens={0: {"character": 4}},
    )
    assert not _abilities(e, 0, "frankie_canton")


# ---------------------------------------------------------------------- Julie Cutter
def test_julie_cutter_shoots_back_on_red():
    """§2.9 Julie Cutter: hurt by a player, she draw!s; ♥/♦ = one shot at him (any distance)."""
    e = ad_table(
        5,
        chars=_chars(5, s2="julie_cutter"),
        hands={0: ["duel", "beer"], 2: ["beer"]},
        deck_top=["beer_7h"],
    )
    play(e, 0, "duel", target=2)
    answer(e, _pass)  # Julie loses the Duel: 1 LP, caused by the Sheriff (U8)
    assert pending(e).kind == "respond_to_shot" and pending(e).seat == 0
    answer(e, _pass)
    assert e.state.players[0].life == 4 and e.state.players[2].life == 3


def test_julie_cutter_no_shot_on_black_or_without_a_source():
    """§2.9: on ♣/♠ nothing; Dynamite or Bomb damage (no player) never triggers her."""
    e = ad_table(
        4,
        chars=_chars(4, s1="julie_cutter"),
        hands={0: ["bang", "missed"], 1: ["beer"]},
        deck_top=["bang_2c"],
    )
    play(e, 0, "bang", target=1)
    answer(e, _pass)
    assert pending(e).kind == "play_turn" and e.state.players[0].life == 5
    e2 = ad_table(
        4,
        chars=_chars(4, s0="julie_cutter"),
        hands={3: ["missed"]},
        in_play={0: ["bomb"]},
        tokens={0: {"bomb": 1}},
        active=3,
        deck_top=["bang_2c", "beer"],
    )
    events = end_turn(e2)
    assert not [ev for ev in events if ev.kind == "check_drawn" and ev.purpose == "julie"]


def test_jourdonnais_barrel_works_against_julies_and_mexicalis_shots():
    """§2.10 Jourdonnais: his built-in Barrel works against every shot (Julie's, Mexicali's)."""
    e = ad_table(
        4,
        chars=_chars(4, s0="mexicali_kid", s1="jourdonnais"),
        hands={0: ["missed"], 1: ["beer"]},
        tokens={0: {"character": 2}},
        deck_top=["beer_7h"],
    )
    answer(e, _ability("mexicali_kid", target=1))
    _pay_all(e)
    assert _abilities(e, 1, "jourdonnais")
    answer(e, _ability("jourdonnais"))
    assert e.state.players[1].life == 4


# ---------------------------------------------------------------------- Mexicali Kid
def test_mexicali_kid_pays_2_for_a_shot_once_per_turn():
    """§2.9 Mexicali Kid: once per turn, 2 tokens = a shot at a reachable player; not a BANG!."""
    e = ad_table(
        5, chars=_chars(5, s0="mexicali_kid"), hands={0: ["bang"], 1: ["beer"]}, tokens={0: {"character": 4}}
    )
    assert {a.target for a in _abilities(e, 0, "mexicali_kid")} == {1, 4}
    answer(e, _ability("mexicali_kid", target=1))
    answer(e, _pass)
    assert e.state.players[1].life == 3 and tok(e, 0) == 2
    assert not _abilities(e, 0, "mexicali_kid") and e.state.bangs_played == 0


def test_mexicali_kid_not_usable_out_of_turn():
    """§2.9: not usable out of turn (no answer to Indians!, Arrow, Duel)."""
    e = ad_table(
        4,
        chars=_chars(4, s1="mexicali_kid"),
        hands={0: ["indians"], 1: ["missed"]},
        tokens={1: {"character": 4}},
    )
    play(e, 0, "indians")
    assert not any(isinstance(a, UseAbility) for a in e.legal_actions(1))


# ---------------------------------------------------------------------- Ms. Abigail
def test_ms_abigail_ignores_a_single_target_high_brown_card():
    """§2.9 Ms. Abigail: sole target of a brown J–A card, she may ignore it; it still counts."""
    e = ad_table(4, chars=_chars(4, s1="ms_abigail"), hands={0: ["bang_kd", "bang"], 1: ["beer"]})
    e.apply(0, PlayCard(card="bang_kd", target=1))
    assert pending(e).kind == "ms_abigail_ignore"
    assert pending(e).default["kind"] == "use_ability"  # (rec.) ignore it
    answer(e, _ability("ms_abigail"))
    assert e.state.players[1].life == 4 and e.state.bangs_played == 1
    assert pending(e).kind == "play_turn"


def test_ms_abigail_cannot_ignore_low_ranks_or_multi_target_cards():
    """§2.9: not for ranks 2–10, nor for cards hitting several players (Gatling)."""
    e = ad_table(4, chars=_chars(4, s1="ms_abigail"), hands={0: ["bang_2c", "gatling"], 1: ["beer"]})
    e.apply(0, PlayCard(card="bang_2c", target=1))
    assert pending(e).kind == "respond_to_shot"


def test_ms_abigail_may_ignore_double_barrel_u10():
    """U10: Ms. Abigail may still ignore a J–A ♦ BANG! paid with Double Barrel (option)."""
    e = ad_table(
        4,
        chars=_chars(4, s1="ms_abigail"),
        hands={0: ["bang_kd"], 1: ["beer"]},
        in_play={0: ["double_barrel"]},
    )
    e.apply(0, PlayCard(card="bang_kd", target=1, weapon_ability=True))
    assert pending(e).kind == "ms_abigail_ignore"
    e2 = ad_table(
        4,
        chars=_chars(4, s1="ms_abigail"),
        hands={0: ["bang_kd"], 1: ["beer"]},
        in_play={0: ["double_barrel"]},
        options={"abigail_ignores_double_barrel": False},
    )
    e2.apply(0, PlayCard(card="bang_kd", target=1, weapon_ability=True))
    assert pending(e2).kind == "respond_to_shot"


def test_ms_abigail_cannot_ignore_big_fifty():
    """§2.6 Big Fifty ignores the target's ability, Ms. Abigail's too."""
    e = ad_table(
        4, chars=_chars(4, s1="ms_abigail"), hands={0: ["bang_kd"], 1: ["beer"]}, in_play={0: ["big_fifty"]}
    )
    e.apply(0, PlayCard(card="bang_kd", target=1, weapon_ability=True))
    assert pending(e).kind == "respond_to_shot"


# ---------------------------------------------------------------------- Red Ringo
def test_red_ringo_moves_up_to_2_tokens_to_his_cards():
    """§2.9 Red Ringo: once per turn, up to 2 tokens from his character to his Dangerous cards
    (one card or two), never back."""
    e = ad_table(
        4,
        chars=_chars(4, s0="red_ringo"),
        hands={0: ["missed"]},
        in_play={0: ["whip", "crate"]},
        tokens={0: {"character": 4, "whip": 2, "crate": 3}},
    )
    whip = next(c for c in e.state.players[0].in_play if cat.card(c).kind == "whip")
    crate = next(c for c in e.state.players[0].in_play if cat.card(c).kind == "crate")
    opts = {tuple(a.slots) for a in _abilities(e, 0, "red_ringo")}
    assert opts == {
        (whip,),
        (whip, whip),
        (crate,),
        tuple(sorted((whip, crate), key=lambda c: e.state.players[0].in_play.index(c))),
    }
    answer(e, _ability("red_ringo", slots=[whip, whip]))
    assert tok(e, 0) == 2 and tok(e, 0, "whip") == 4
    assert not _abilities(e, 0, "red_ringo")


# ---------------------------------------------------------------------- base characters with A&D (§2.10)
def test_slab_needs_two_missed_with_a_dangerous_weapon():
    """§2.10 Slab: his BANG! needs 2 Missed! effects also when fired with a Dangerous weapon."""
    e = ad_table(
        4,
        chars=_chars(4, s0="slab_the_killer"),
        hands={0: ["bang"], 1: ["missed", "missed"]},
        in_play={0: ["thunderer"]},
    )
    play(e, 0, "bang", target=1, weapon_ability=True)
    answer(e, _card)
    assert pending(e).kind == "respond_to_shot"
    answer(e, _card)
    assert e.state.players[1].life == 4


def test_jourdonnais_cancelling_a_buntline_bang_still_costs_the_discard():
    """§2.10 Jourdonnais: cancelling a Buntline BANG! with his Barrel still triggers the discard."""
    e = ad_table(
        4,
        chars=_chars(4, s1="jourdonnais"),
        hands={0: ["bang", "missed"], 1: ["beer", "panic"]},
        in_play={0: ["buntline_special"]},
        deck_top=["beer_7h"],
    )
    play(e, 0, "bang", target=1, weapon_ability=True)
    answer(e, _ability("jourdonnais"))
    assert pending(e).kind == "discard_for_buntline"


def test_el_gringo_steals_after_mexicali_shot():
    """§2.10 El Gringo: his steal also applies to losses from Mexicali Kid's shot."""
    e = ad_table(
        4,
        chars=_chars(4, s0="mexicali_kid", s1="el_gringo"),
        hands={0: ["missed", "beer"], 1: ["beer"]},
        tokens={0: {"character": 2}},
    )
    answer(e, _ability("mexicali_kid", target=1))
    answer(e, _pass)
    assert len(e.state.players[1].hand) == 2 and len(e.state.players[0].hand) == 1


def test_sid_ketchum_works_out_of_turn_but_nip_does_not():
    """§2.11: only Beer (and Sid Ketchum's ability) can save a dying player."""
    e = ad_table(
        4,
        chars=_chars(4, s1="sid_ketchum"),
        hands={0: ["bang"], 1: ["a_little_nip", "caravan"]},
        life={1: 1},
    )
    play(e, 0, "bang", target=1)
    answer(e, _pass)
    assert pending(e).kind == "play_beer_or_die"
    answer(e, lambda a: isinstance(a, UseAbility) and a.ability == "sid_ketchum")
    assert e.state.players[1].alive and e.state.players[1].life == 1


def test_abilities_only_in_phase_2_u25():
    """U25: Frankie Canton cannot touch a Bomb before its start-of-turn check: no window opens
    between the start of the turn and the check."""
    e = ad_table(
        4,
        chars=_chars(4, s0="frankie_canton"),
        hands={3: ["missed"]},
        in_play={0: ["bomb"]},
        tokens={0: {"bomb": 1}},
        active=3,
        deck_top=["bang_2c", "beer", "beer"],
    )
    end_turn(e)
    assert "bomb" not in in_play_kinds(e, 0) and e.state.players[0].life == 3
    assert pending(e).kind == "play_turn" and _abilities(e, 0, "frankie_canton") == []


def test_duck_choice_default_and_choose_helpers():
    """§3.1 #1: the shot default never spends cards or tokens (no Duck!, no Crate)."""
    e = ad_table(4, hands={0: ["bang"], 1: ["duck"]}, in_play={1: ["crate"]})
    play(e, 0, "bang", target=1)
    assert pending(e).default == {
        "kind": "respond",
        "decision_id": pending(e).id,
        "card": None,
        "upgrades": 0,
        "also": [],
    }


def test_vulture_sam_tokens_and_hand_kinds_helper():
    """§2.10: Vulture Sam takes a Bomb from a dead player's play area into hand, no explosion."""
    e = ad_table(
        4,
        chars=_chars(4, s2="vulture_sam"),
        hands={0: ["bang"]},
        in_play={1: ["bomb"]},
        life={1: 1},
    )
    play(e, 0, "bang", target=1)
    assert "bomb" in hand_kinds(e, 2) and e.state.players[2].life == 4
    assert e.token_count() == 32


def test_choose_place_token_on_bomb_only_when_it_is_the_only_slot():
    """§3.2 placement default: not the Bomb unless it is the only slot below 4."""
    e = ad_table(
        4,
        hands={0: ["mustang", "missed"]},
        in_play={0: ["bomb", "whip"]},
        tokens={0: {"character": 4, "bomb": 1, "whip": 2}},
    )
    play(e, 0, "mustang")
    d = pending(e)
    assert d.kind == "place_token" and cat.card(d.default["card"]).kind == "whip"
    answer(e, lambda a: isinstance(a, Choose) and cat.card(a.card).kind == "bomb")
    assert tok(e, 0, "bomb") == 2


def test_mexicali_kid_with_bell_tower_reaches_everyone():
    """§2.6 Bell Tower: it also serves Mexicali Kid's shot, only where it changes the reach (U31)."""
    e = ad_table(
        5,
        chars=_chars(5, s0="mexicali_kid"),
        hands={0: ["missed"], 2: ["beer"]},
        in_play={0: ["bell_tower"]},
        tokens={0: {"character": 2}},
    )
    opts = {(a.target, a.bell_tower) for a in _abilities(e, 0, "mexicali_kid")}
    assert opts == {(1, False), (4, False), (2, True), (3, True)}
    answer(e, _ability("mexicali_kid", target=2, bell_tower=True))
    _pay_all(e)
    assert pending(e).kind == "respond_to_shot" and pending(e).seat == 2


def test_sid_ketchum_may_heal_when_a_bomb_is_played_on_him_u21():
    """U21: Sid Ketchum gets his window when a card targets him (Bomb, Squaw) before it lands."""
    e = ad_table(
        4,
        chars=_chars(4, s1="sid_ketchum"),
        hands={0: ["bomb", "missed"], 1: ["beer", "missed"]},
        life={1: 2},
    )
    play(e, 0, "bomb", target=1)
    assert pending(e).kind == "use_ability_when_targeted" and pending(e).seat == 1
    answer(e, _pass)
    assert tok(e, 1, "bomb") == 3


def test_ms_abigail_cannot_ignore_cards_hitting_everyone():
    """FAQ Ms. Abigail: no effect against cards hitting all players, even a J–A one (Indians! A♦)."""
    e = ad_table(4, chars=_chars(4, s1="ms_abigail"), hands={0: ["indians_ad", "missed"], 1: ["beer"]})
    e.apply(0, PlayCard(card="indians_ad", target=None))
    assert pending(e).kind == "respond_to_indians"


def test_sid_ketchum_may_heal_before_a_lock_pick_lands_u21():
    """U21: an ability aimed at Sid Ketchum (Lock Pick) opens his window before it takes effect."""
    e = ad_table(
        4,
        chars=_chars(4, s1="sid_ketchum"),
        hands={0: ["missed"], 1: ["beer", "missed", "bang"]},
        in_play={0: ["lock_pick"]},
        life={1: 2},
    )
    answer(e, _ability("lock_pick", target=1))
    assert pending(e).kind == "use_ability_when_targeted"
    answer(e, lambda a: isinstance(a, UseAbility) and a.ability == "sid_ketchum")
    # One card left: the window closes by itself and the Lock Pick takes it.
    assert e.state.players[1].life == 3 and len(e.state.players[1].hand) == 0
    assert len(e.state.players[0].hand) == 2
