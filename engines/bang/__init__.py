"""BANG! (base game + Armed & Dangerous): pure rules engine, AI and text renderers.

API for the cog (see the module docstrings for details):

- Options `BangOptions`: expansion ("none" | "armed_and_dangerous"), deal_two_characters,
  turn_timeout_s, response_timeout_s, open_windows_for_hidden_hands, auto_barrel_on_timeout,
  auto_beer_on_timeout, cat_balou_own_cards (also Squaw/Whip, U15), duel_damage_source,
  rewards_out_of_turn; A&D UNCONFIRMED choices: slab_buntline_missed_needed (U5),
  bomb_may_stay (U6), sheriff_penalty_keeps_character_tokens (U9), abigail_ignores_double_barrel
  (U10), calamity_bang_uses_ad_abilities (U13), heal_cards_with_two_alive (U12).
- The game ends by the roles' goals (bang.md §1.3), or as a draw (Result winners [], stats
  winning_side "draw") by house ruling H1 (data/bang/house_rulings.yaml) when both piles are
  empty and nobody can act any more (`BangEngine.nobody_can_act`).
- Exactly one Decision is open at any time (or none once the game is over). In phase 2 it is the
  active player's `play_turn` (default EndTurn). Other kinds: respond_to_shot, respond_to_indians,
  respond_to_duel, play_beer_or_die, use_ability_when_targeted, pick_from_general_store,
  choose_check_card, choose_draw_source, choose_card_to_put_back, discard_to_hand_limit,
  choose_character; A&D (armed.py): place_token, pay_tokens (Choose(option="character") or
  Choose(card=<own Dangerous card>), one token each), use_tumbleweed, use_al_preacher,
  ms_abigail_ignore (UseAbility or Respond(None)), choose_bomb_target (Choose(seat)),
  discard_for_buntline (Discard), respond_to_arrow (like respond_to_indians).
  The answers are `engine.legal_actions(seat)`.
- Actions: PlayCard(card, target, target_card, position, upgrades, extra_targets,
  weapon_ability, bandolier, bell_tower) in phase 2 (no decision_id; guard it with the turn
  token); UseAbility(decision_id, ability, cards, target, target_card, slots, bell_tower) for
  Barrel, Jourdonnais, Sid Ketchum, Crate (answering a shot) and the phase-2 A&D abilities
  (ace_up_the_sleeve, beer_keg, lock_pick, whip, mexicali_kid, bass_greeves, frankie_canton,
  red_ringo); Respond(decision_id, card|None, upgrades) (Duck!: upgrades=1 keeps it);
  Choose(decision_id, card|seat|option, slots: every token to place/pay at once, A&D);
  Discard(decision_id, card); DiscardCards(decision_id, cards): the whole phase-3 excess at once
  (checked by `_is_legal`, not listed in legal_actions; it is the timeout default);
  Respond(..., also=[more Beers]) for a dying player who needs several; EndTurn(decision_id).
- A decision whose only answer is public knowledge is resolved at once (docs/ARCHITECTURE.md C5): a hand the
  table has fully seen is no secret, and a dying player whose hand goes face up to the discard
  pile (no living Vulture Sam) has nothing to hide by dying without a prompt.
- Perspective `BangPerspective` (`view_for(seat|None)`): seats in order (character, life/max,
  hand size, in-play ids, revealed role, is_sheriff, distance from the viewer, in_range; A&D:
  tokens on the character, card_tokens per Dangerous card, used_this_turn), active seat, phase,
  turn, deck/discard sizes and top, General Store cards, Lucky Duke's check cards, token_supply,
  the pending decision (id, seat, kind, source card, timeout, attacker, check purpose; A&D:
  subject, tokens_needed); for a seat also its hand, role, Kit Carlson's look and whether it may
  play a BANG!.
- Events (`events.py`): public and private twins for draws and face-down steals, everything else
  public; DecisionOpened announces each window; TokensChanged for every token move; CardPlayed
  carries the A&D choices (extra_targets, upgrades, weapon_ability, bandolier, bell_tower).
"""

from __future__ import annotations

from typing import Any

from engines.bang import armed as _armed  # noqa: F401  (registers the A&D handlers)
from engines.bang import effects as _effects  # noqa: F401  (registers the card handlers)
from engines.bang.ai import choose_ai_action
from engines.bang.engine import BangEngine
from engines.bang.faces import card_faces
from engines.bang.search import choose_hard_action
from engines.bang.text import describe_action, render_event, render_perspective
from engines.base import Engine, GameModule


def stats(engine: Engine[Any]) -> dict[str, Any]:
    """Winning role(s) and turns played, for `simulate`."""
    assert isinstance(engine, BangEngine)
    return engine.stats()


def table_card(card_id: str) -> tuple[str, str, str]:
    """A card's public face for the table image: (name, "A♠", border); a character's is (name, "",
    "character")."""
    from engines.bang import catalog

    try:
        c = catalog.card(card_id)
    except KeyError:
        return (catalog.character(card_id).name, "", "character")
    return (c.name, f"{c.rank}{catalog.SUIT_SYMBOL[c.suit]}", c.border)


GAME = GameModule(
    card_faces=card_faces,
    engine=BangEngine,
    choose_ai_action=choose_ai_action,
    hard_ai=choose_hard_action,
    render_perspective=render_perspective,
    render_event=render_event,
    describe_action=describe_action,
    stats=stats,
    test_setups=(
        *tuple((n, {}) for n in range(3, 9)),
        (5, {"deal_two_characters": True}),
        (7, {"open_windows_for_hidden_hands": False, "cat_balou_own_cards": False}),
        *tuple((n, {"expansion": "armed_and_dangerous"}) for n in range(4, 8)),
        (5, {"expansion": "armed_and_dangerous", "bomb_may_stay": True, "slab_buntline_missed_needed": 2}),
        (6, {"expansion": "armed_and_dangerous", "deal_two_characters": True, "cat_balou_own_cards": False}),
    ),
    table_card=table_card,
)
