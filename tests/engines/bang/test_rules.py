"""Dying, elimination, rewards and penalties, end of game, variants, decisions (bang.md §1.2–§1.10, §3)."""

import yaml

from engines.bang import catalog as cat
from engines.bang.actions import Choose, Respond
from engines.bang.effects import DANGEROUS_EFFECTS, EFFECTS, NOT_IMPLEMENTED
from engines.bang.engine import BangEngine
from tests.engines.bang.builders import answer, end_turn, pending, play, table


def _pass(a):
    return isinstance(a, Respond) and a.card is None


def _card(a):
    return isinstance(a, Respond) and a.card is not None


def test_beer_saves_a_dying_player_out_of_turn():
    """§1.9: a dying player may play Beer out of turn to get back to 1 LP."""
    e = table(5, hands={0: ["bang", "missed"], 1: ["beer"]}, life={1: 1})
    play(e, 0, "bang", target=1)
    answer(e, _pass)
    assert pending(e).kind == "play_beer_or_die"
    answer(e, _card)
    assert e.state.players[1].alive and e.state.players[1].life == 1


def test_dying_below_zero_needs_two_beers():
    """§1.9: at -1 LP (Dynamite) two Beers are needed."""
    e = table(
        5,
        hands={0: ["missed"], 1: ["beer", "beer"]},
        life={1: 2},
        in_play={1: ["dynamite"]},
        deck_top=["missed_5s", "bang_2c", "bang_3c"],
    )
    end_turn(e)
    assert e.state.players[1].life == -1
    answer(e, _card)
    assert pending(e).kind == "play_beer_or_die"
    answer(e, _card)
    assert e.state.players[1].alive and e.state.players[1].life == 1


def test_beer_cannot_save_with_two_players_left():
    """§1.9, U26: with 2 players alive Beer is not offered while dying."""
    e = table(4, hands={0: ["bang", "missed"], 1: ["beer"]}, life={1: 1})
    e.state.players[2].alive = False
    e.state.players[3].alive = False
    play(e, 0, "bang", target=1)
    answer(e, _pass)
    # No window: the only answer is to die, and that is public (Beer is useless for everyone).
    assert not e.state.players[1].alive


def test_dying_default_plays_enough_beers():
    """§3.1 #7 (rec.): the timeout default plays Beer when it is enough to survive."""
    e = table(5, hands={0: ["bang", "missed"], 1: ["beer"]}, life={1: 1})
    play(e, 0, "bang", target=1)
    answer(e, _pass)
    d = pending(e)
    assert d.default["card"] is not None
    e.apply(None, e.default_action(d))
    assert e.state.players[1].alive


def test_outlaw_killer_draws_three():
    """§1.10: whoever eliminates an Outlaw draws 3 cards."""
    e = table(5, hands={0: ["bang", "missed"]}, life={2: 1}, in_play={0: ["schofield"]})
    play(e, 0, "bang", target=2)
    assert not e.state.players[2].alive
    assert e.state.players[2].role_revealed
    assert len(e.state.players[0].hand) == 1 + 3


def test_sheriff_killing_a_deputy_discards_everything():
    """§1.10: the Sheriff who eliminates a Deputy discards all his hand and in-play cards."""
    e = table(5, hands={0: ["bang", "missed", "beer"]}, in_play={0: ["barrel"]}, life={1: 1})
    play(e, 0, "bang", target=1)
    assert not e.state.players[1].alive
    assert e.state.players[0].hand == [] and e.state.players[0].in_play == []


def test_dead_killer_gets_no_reward():
    """§1.10, §1.9 "Dead source": the killer must be alive to draw the reward."""
    e = table(5, hands={0: ["missed"]}, life={2: 1})
    e.state.players[0].alive = True
    # An Outlaw (2) dies to a Duel he lost against seat 3, already dead at that moment: no reward.
    e.state.players[3].alive = False
    e.eliminate(2, 3)
    assert len(e.state.players[3].hand) == 0


def test_sheriff_death_outlaws_win():
    """§1.3.2: the Sheriff dies while a Deputy and the Renegade live: the Outlaws win."""
    e = table(5, hands={2: ["bang", "missed"]}, life={0: 1}, active=2, in_play={2: ["schofield"]})
    play(e, 2, "bang", target=0)
    assert e.result is not None
    assert e.result.winners == [2, 3]


def test_renegade_alone_wins():
    """§1.3.2: the Renegade wins alone when he is the last player alive."""
    e = table(4, hands={3: ["bang", "missed"]}, life={0: 1}, active=3)
    e.state.players[1].alive = False
    e.state.players[2].alive = False
    play(e, 3, "bang", target=0)
    assert e.result.winners == [3]


def test_sheriff_wins_when_outlaws_and_renegade_are_dead():
    """§1.3.2: every Outlaw and Renegade eliminated: Sheriff and Deputies win, dead or alive."""
    e = table(5, hands={0: ["bang", "missed"]}, life={4: 1}, in_play={0: ["winchester"]})
    e.state.players[1].alive = False
    e.state.players[2].alive = False
    e.state.players[3].alive = False
    play(e, 0, "bang", target=4)
    assert e.result.winners == [0, 1]


def test_game_end_drops_pending_effects():
    """§1.3.2, U14: the game ends at once; remaining Gatling targets are dropped."""
    e = table(4, hands={3: ["gatling", "missed"]}, life={0: 1}, active=3)
    e.state.players[1].alive = False
    e.state.players[2].alive = False
    play(e, 3, "gatling")
    assert e.result is not None and e.state.stack == [] and e.state.decisions == []


def test_three_player_variant_roles_face_up_and_deputy_starts():
    """§1.3.3: roles face up, no Sheriff, the Deputy takes the first turn."""
    e = BangEngine.new(3, 7)
    assert all(p.role_revealed for p in e.state.players)
    deputy = next(i for i, p in enumerate(e.state.players) if p.role == "deputy")
    assert e.state.active == deputy


def test_three_player_personal_kill_of_target_wins():
    """§1.3.3: you win at once if you personally eliminate your target."""
    e = table(3, hands={0: ["bang", "missed"]}, life={2: 1})
    play(e, 0, "bang", target=2)  # deputy kills the renegade
    assert e.result.winners == [0]


def test_three_player_killing_non_target_draws_three_and_play_goes_on():
    """§1.3.3: anyone who eliminates another draws 3; if it is not his target the game goes on."""
    e = table(3, hands={0: ["bang", "missed"]}, life={1: 1})
    play(e, 0, "bang", target=1)  # deputy kills the outlaw (not his target)
    assert e.result is None
    assert len(e.state.players[0].hand) == 1 + 3


def test_three_player_jail_on_anyone():
    """§1.3.3: with no Sheriff, Jail may be played on anyone."""
    e = table(3, hands={1: ["jail"]}, active=1)
    assert pending(e).kind == "play_turn"
    assert {a.target for a in e.legal_actions(1) if a.kind == "play_card"} == {0, 2}


def test_eight_players_two_renegades():
    """§1.2: 8 players: 1 Sheriff, 2 Deputies, 3 Outlaws, 2 Renegades."""
    e = BangEngine.new(8, 3)
    roles = sorted(p.role for p in e.state.players)
    assert roles == ["deputy", "deputy", "outlaw", "outlaw", "outlaw", "renegade", "renegade", "sheriff"]


def test_eight_players_sheriff_dies_with_two_renegades_alive_outlaws_win():
    """§1.3.2: with 8 players, if the Sheriff dies while both Renegades live, the Outlaws win."""
    e = table(8, hands={6: ["bang", "missed"]}, life={0: 1}, active=6, in_play={6: ["winchester"]})
    for s in (1, 2, 3, 4, 5):
        e.state.players[s].alive = False
    play(e, 6, "bang", target=0)
    assert e.result.winners == [3, 4, 5]


def test_setup_life_and_cards_sheriff_plus_one():
    """§1.4: max LP = bullets (+1 for the Sheriff); each player starts with that many cards."""
    e = BangEngine.new(5, 11)
    for i, p in enumerate(e.state.players):
        bullets = cat.character(p.character).life
        assert p.max_life == bullets + (p.role == "sheriff") == p.life
        if i != e.state.active:  # the Sheriff has already started his first turn
            assert len(p.hand) == p.max_life
    assert e.census() == BangEngine.new(5, 12).census()
    assert sum(e.census().values()) == 108


def test_deal_two_characters_is_a_decision():
    """§1.4, U17: with the option, each player keeps one of two characters."""
    e = BangEngine.new(4, 5, {"deal_two_characters": True})
    d = pending(e)
    assert d.kind == "choose_character"
    opts = e.legal_actions(d.seat)
    assert len(opts) == 2 and all(isinstance(a, Choose) for a in opts)


def test_expansion_option_builds_the_108_card_game():
    """§2.1: with A&D the deck is 108 cards, 24 characters in the pool, 32 tokens in the supply."""
    e = BangEngine.new(5, 1, {"expansion": "armed_and_dangerous"})
    assert not e.state.box
    cards = e.census()
    assert cards.pop("load_token") == 32
    assert sum(cards.values()) == 108


def test_window_opens_for_a_hand_without_missed():
    """§3 preamble: a window opens whenever the target holds cards, so skipping reveals nothing."""
    e = table(4, hands={0: ["bang", "missed"], 1: ["beer"]})
    play(e, 0, "bang", target=1)
    d = pending(e)
    assert d.kind == "respond_to_shot" and e.legal_actions(1) == [Respond(decision_id=d.id, card=None)]


def test_auto_resolve_with_an_empty_hand():
    """§3, docs/ARCHITECTURE.md C5: an empty hand and no Barrel means the only answer is public: no window."""
    e = table(4, hands={0: ["bang", "missed"], 1: []})
    play(e, 0, "bang", target=1)
    assert pending(e).kind == "play_turn" and e.state.players[1].life == 3


def test_auto_resolve_option_off_skips_windows():
    """Option open_windows_for_hidden_hands=False: auto-resolve whenever only the default is legal."""
    e = table(4, hands={0: ["bang", "missed"], 1: ["beer"]}, options={"open_windows_for_hidden_hands": False})
    play(e, 0, "bang", target=1)
    assert pending(e).kind == "play_turn" and e.state.players[1].life == 3


def test_shot_default_uses_the_barrel_first():
    """§3.1 #1 (rec.): the default makes the free Barrel draw! first."""
    e = table(4, hands={0: ["bang", "missed"], 1: ["missed"]}, in_play={1: ["barrel"]})
    play(e, 0, "bang", target=1)
    d = pending(e).default
    assert d["kind"] == "use_ability" and d["decision_id"] == pending(e).id and d["ability"] == "barrel"


def test_vulture_sam_as_sheriff_killing_a_deputy_discards_everything():
    """§1.10: Sheriff Vulture Sam first takes the Deputy's cards, then discards everything."""
    e = table(
        5,
        chars=["vulture_sam", "black_jack", "black_jack", "black_jack", "black_jack"],
        hands={0: ["bang", "missed"], 1: []},
        in_play={1: ["scope"]},
        life={1: 1},
    )
    play(e, 0, "bang", target=1)
    assert e.state.players[0].hand == [] and e.state.players[0].in_play == []


def test_public_view_hides_hands_and_roles():
    """docs/ARCHITECTURE.md C7: the public view holds counts and public roles only."""
    e = table(5, hands={0: ["bang"], 1: ["missed"]})
    p = e.view_for(None)
    assert p.hand is None and p.seats[1].hand_size == 1
    assert [s.role for s in p.seats] == ["sheriff", None, None, None, None]
    own = e.view_for(1)
    assert own.role == "deputy" and own.hand == e.state.players[1].hand
    assert own.seats[0].distance == 1


def test_catalog_counts_match_the_rules_and_every_effect_has_a_handler():
    """docs/ARCHITECTURE.md C4: copy counts match the rules reference (bang.md §1.14, §2.8); every base effect id has a handler."""
    raw = yaml.safe_load(cat.DATA_FILE.read_text(encoding="utf-8"))
    catalog = cat.load_catalog()
    assert len(catalog.deck_ids("base")) == 80
    assert len(catalog.deck_ids("armed_and_dangerous")) == 28
    assert len(catalog.characters) == 24
    assert sum(len(k["copies"]) for k in raw["cards"]) == 108
    base_effects = {k.effect for k in catalog.kinds if k.expansion == "base"}
    ad_effects = {k.effect for k in catalog.kinds if k.expansion == "armed_and_dangerous"}
    assert base_effects <= set(EFFECTS)
    assert not NOT_IMPLEMENTED
    assert ad_effects - set(EFFECTS) <= DANGEROUS_EFFECTS
    assert {"dangerous", "bomb"} <= set(EFFECTS)
    assert len(set(catalog.cards)) == 108


def test_duel_source_option_challenger():
    """U8 option: with duel_damage_source=challenger, a losing challenger hurts himself (no El Gringo steal)."""
    e = table(
        4,
        chars=["el_gringo", "black_jack", "black_jack", "black_jack"],
        hands={0: ["duel", "beer"], 1: ["bang", "missed"]},
        options={"duel_damage_source": "challenger"},
    )
    play(e, 0, "duel", target=1)
    answer(e, _card)
    answer(e, _pass)
    assert e.state.players[0].life == 3 and len(e.state.players[0].hand) == 1


def test_rewards_only_in_killers_turn_option():
    """U8 option: rewards_out_of_turn=False gives no reward for a kill outside the killer's turn."""
    e = table(
        5,
        hands={2: ["duel", "missed"], 0: ["bang", "beer"]},
        life={2: 1},
        active=2,
        options={"rewards_out_of_turn": False},
    )
    play(e, 2, "duel", target=0)
    answer(e, _card)  # the Sheriff discards a BANG!
    answer(e, _pass)  # the Outlaw gives up, and has no Beer: out at once (no Vulture Sam)
    assert not e.state.players[2].alive and len(e.state.players[0].hand) == 1
