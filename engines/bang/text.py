"""Plain-text renderers for the terminal (docs/ARCHITECTURE.md C1.5): perspectives, events and actions.

Seats are shown counted from 1, as in every game's terminal ("You are seat 1"); decisions and
reasons are plain words, never the engine's internal names.
"""

from __future__ import annotations

from typing import Any

from engines.bang import catalog as cat
from engines.bang.actions import Choose, Discard, DiscardCards, EndTurn, PlayCard, Respond, UseAbility
from engines.bang.perspective import BangPerspective
from engines.base import Action, Event, Seat, to_data

PHASE_WORDS = {
    "setup": "setting up",
    "start": "start of turn",
    "draw": "phase 1 (draw)",
    "play": "phase 2 (play cards)",
    "discard": "phase 3 (discard)",
    "ended": "end of turn",
}
DECISION_WORDS = {
    "play_turn": "play cards, then end the turn",
    "respond_to_shot": "answer a shot (Missed!, Barrel, or take the hit)",
    "respond_to_indians": "answer Indians! (discard a BANG! or lose 1 life)",
    "respond_to_duel": "answer a Duel (discard a BANG! or lose 1 life)",
    "respond_to_arrow": "answer an Arrow (discard a BANG! or lose 1 life)",
    "play_beer_or_die": "dying: play a Beer or be out",
    "use_ability_when_targeted": "use Sid Ketchum's ability before a card lands, or let it happen",
    "pick_from_general_store": "pick a card from the General Store",
    "choose_check_card": "choose which draw! card counts (Lucky Duke)",
    "choose_draw_source": "choose where the first card is drawn from",
    "choose_card_to_put_back": "choose the card to put back on the deck (Kit Carlson)",
    "discard_to_hand_limit": "discard down to the life points",
    "choose_character": "choose a character",
    "place_token": "choose where gained Load tokens go",
    "pay_tokens": "choose where Load tokens are paid from",
    "use_tumbleweed": "redo a draw! with Tumbleweed, or let it stand",
    "use_al_preacher": "pay 2 tokens to draw a card (Al Preacher), or pass",
    "ms_abigail_ignore": "ignore the card (Ms. Abigail), or let it resolve",
    "choose_bomb_target": "pass the Bomb to another player",
    "discard_for_buntline": "discard a card for Buntline Special",
}
"""What the waited-for player must do, in plain words."""
REASON_WORDS = {
    "deck": "from the deck",
    "general_store": "from the General Store",
    "discard": "from the discard pile",
    "black_jack_shown": "Black Jack shows it",
    "black_jack_extra": "Black Jack's extra card",
    "kit_carlson_look": "Kit Carlson looks",
    "kit_carlson_kept": "Kit Carlson keeps them",
    "reward": "reward for an Outlaw",
    "vulture_sam": "Vulture Sam",
    "bart_cassidy": "Bart Cassidy",
    "suzy_lafayette": "Suzy Lafayette",
    "hand_limit": "hand limit",
    "weapon_replaced": "weapon replaced",
    "eliminated": "out of the game",
    "sheriff_penalty": "the Sheriff killed a Deputy",
    "dynamite_exploded": "Dynamite exploded",
    "bomb_exploded": "the Bomb exploded",
    "exhausted": "no tokens left",
    "dynamite_passed": "Dynamite passes on",
    "bomb_passed": "the Bomb is passed",
    "el_gringo": "El Gringo",
    "jesse_jones": "Jesse Jones",
    "phase_3": "discard bonus",
    "blue_card": "blue-card bonus",
    "missed": "Missed!",
    "beer": "Beer",
    "duel": "Duel",
    "indians": "Indians!",
    "cat_balou": "Cat Balou",
    "panic": "Panic!",
    "squaw": "Squaw",
    "whip": "Whip",
    "arrow": "Arrow",
    "shot": "a shot",
    "sid_ketchum": "Sid Ketchum",
    "buntline_special": "Buntline Special",
    "thunderer": "Thunderer",
    "duck_returned": "Duck! comes back",
    "flintlock_returned": "Flintlock comes back",
    "barrel": "Barrel",
    "jourdonnais": "Jourdonnais",
    "jail": "Jail",
    "dynamite": "Dynamite",
    "bomb": "the Bomb",
    "julie": "Julie Cutter",
}
"""Sources and reasons in event lines (others: the id with spaces)."""


CARD_TEXT: dict[str, str] = {
    "bang": "Shoot a player in range",
    "missed": "Cancel a shot at you",
    "beer": "+1 life (also when dying)",
    "saloon": "+1 life for everyone",
    "stagecoach": "Draw 2 cards",
    "wells_fargo": "Draw 3 cards",
    "general_store": "Everyone picks a revealed card",
    "panic": "Take a card from a player at distance 1",
    "cat_balou": "Make any player discard a card",
    "duel": "Duel a player: discard BANG!s in turn",
    "gatling": "A shot at every other player",
    "indians": "Everyone discards a BANG! or loses 1 life",
    "jail": "Jail a player (not the Sheriff)",
    "dynamite": "Passes around; may explode for 3",
    "barrel": "♥ draw! cancels a shot",
    "mustang": "Others see you 1 further",
    "scope": "You see others 1 closer",
    "volcanic": "Range 1, any number of BANG!s",
    "schofield": "Weapon, range 2",
    "remington": "Weapon, range 3",
    "rev_carabine": "Weapon, range 4",
    "winchester": "Weapon, range 5",
    # Armed & Dangerous: new brown cards
    "caravan": "Draw 2 cards",
    "a_little_nip": "+1 life (own turn only)",
    "quick_shot": "Shoot a player in range (not a BANG!)",
    "flintlock": "Shoot a player in range (not a BANG!)",
    "arrow": "A player discards a BANG! or loses 1 life",
    "duck": "Cancel a shot at you (like Missed!)",
    "reloading": "Take 3 ● from the supply",
    "rust": "Take 1 ● from each card/character of the others",
    "squaw": "Discard any card in play (any distance)",
    # Armed & Dangerous: Dangerous (orange) cards, 3 ● when played
    "ace_up_the_sleeve": "Pay 2 ●: draw a card",
    "bandolier": "Pay 1 ●: one extra BANG! this turn",
    "big_fifty": "Weapon, range 6 · 1 ●: BANG! ignores target's cards & ability",
    "bomb": "Play on anyone; black draw! −2 ●, empty = −2 life",
    "buntline_special": "Weapon, range 2 · 1 ●: dodged BANG! costs them a card",
    "bell_tower": "Pay 1 ●: next card sees everyone at distance 1",
    "crate": "Pay 2 ●: a Missed! against a shot",
    "tumbleweed": "Pay 1 ●: any draw! is drawn again",
    "double_barrel": "Weapon, range 1 · 1 ●: ♦ BANG! can't be cancelled",
    "whip": "Pay 3 ●: discard any card in play",
    "beer_keg": "Pay 3 ●: +1 life (own turn)",
    "lock_pick": "Pay 3 ●: take a random hand card of anyone",
    "thunderer": "Weapon, range 3 · 1 ●: the BANG! returns to your hand",
}
"""Each card kind's effect in a few words (the cog's hand and choices, the card art)."""


CHARACTER_TEXT: dict[str, str] = {
    "bart_cassidy": "Draws a card each time he loses a life point.",
    "black_jack": "Shows his 2nd draw; on ♥/♦ he draws one more.",
    "calamity_janet": "Uses BANG! as Missed! and Missed! as BANG!.",
    "el_gringo": "Takes a random hand card from whoever hurts him.",
    "jesse_jones": "May draw his first card from a player's hand.",
    "jourdonnais": "Built-in Barrel: a ♥ draw! cancels a shot.",
    "kit_carlson": "Looks at 3 cards, keeps 2, puts 1 back.",
    "lucky_duke": "Draws 2 cards for every draw! and picks one.",
    "paul_regret": "Built-in Mustang: others see him 1 further.",
    "pedro_ramirez": "May draw his first card from the discard pile.",
    "rose_doolan": "Built-in Scope: sees others 1 closer.",
    "sid_ketchum": "Discard 2 cards to regain 1 life, any time.",
    "slab_the_killer": "His BANG!s need 2 Missed! to cancel.",
    "suzy_lafayette": "Draws a card whenever her hand is empty.",
    "vulture_sam": "Takes all cards of every eliminated player.",
    "willy_the_kid": "May play any number of BANG!s.",
    # Armed & Dangerous
    "al_preacher": "When another plays a blue/orange card: pay 2 ● to draw 1.",
    "bass_greeves": "Once a turn: discard 1 card to add 2 ● to one slot.",
    "bloody_mary": "Draws a card when her BANG! is cancelled.",
    "frankie_canton": "Once a turn: take 1 ● from any card or character.",
    "julie_cutter": "When hurt by a player: draw!, on ♥/♦ she shoots back.",
    "mexicali_kid": "Once a turn: pay 2 ● to shoot a player in range.",
    "ms_abigail": "May ignore a J–A brown card aimed only at her.",
    "red_ringo": "Starts with 4 ●; once a turn moves up to 2 ● to his cards.",
}
"""Each character's ability in one line (the terminal, and the cog's table, hand and Characters list)."""


def ability_text(char_id: str) -> str:
    """A character's ability in one line ("" before the character is chosen)."""
    return CHARACTER_TEXT.get(char_id, "") if char_id else ""


def _c(card_id: str | None) -> str:
    return cat.facts(card_id).label if card_id else "?"


def _ch(char_id: str) -> str:
    return cat.character(char_id).name if char_id else "(choosing)"


def seat(n: int | None) -> str:
    """A seat as players count it, as every game's terminal names it: "Seat 1" for index 0."""
    return "nobody" if n is None else f"Seat {n + 1}"


def _why(key: str) -> str:
    return REASON_WORDS.get(key, key.replace("_", " "))


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def render_perspective(p: BangPerspective) -> str:
    """A plain-text table: every seat, then the viewer's hand and the pending decision."""
    lines = [
        f"Turn {p.turn} - {seat(p.active)} to play, {PHASE_WORDS.get(p.phase, 'playing')}."
        f" Deck {p.deck_size}, discard {p.discard_size}"
        + (f" (top {_c(p.discard_top)})" if p.discard_top else "")
    ]
    for s in p.seats:
        mark = ">" if s.seat == p.active else " "
        role = s.role or "?"
        dist = f" distance {s.distance}" if s.distance is not None else ""
        state = f"{s.life}/{s.max_life} life" if s.alive else "dead"
        play = (
            ", ".join(_c(c) + (f"[{s.card_tokens[c]}t]" if c in s.card_tokens else "") for c in s.in_play)
            or "-"
        )
        if s.tokens:
            play += f"  tokens on character: {s.tokens}"
        lines.append(
            f"{mark}{seat(s.seat) + (' (you)' if s.seat == p.viewer else ''):12} {_ch(s.character):16} {role:9} {state:11} hand {s.hand_size}{dist}"
            f"  in play: {play}"
        )
        if s.character:
            lines.append(f"      {_ch(s.character)}: {ability_text(s.character)}")
    if p.options.expansion != "none":
        lines.append(f"Load tokens in the supply: {p.token_supply} ([3t] = 3 tokens on that card)")
    if p.store:
        lines.append("General Store: " + ", ".join(_c(c) for c in p.store))
    if p.hand is not None and p.viewer is not None:
        lines.append(
            f"You are {seat(p.viewer)} ({p.role}). Hand: " + (", ".join(_c(c) for c in p.hand) or "-")
        )
    if p.looking:
        lines.append("Kit Carlson looks at: " + ", ".join(_c(c) for c in p.looking))
    if p.pending:
        who = "you" if p.pending.seat == p.viewer else seat(p.pending.seat)
        what = DECISION_WORDS.get(p.pending.kind, "decide")
        lines.append(f"Waiting for {who}: {what}")
    if p.winners is not None:
        lines.append("Game over - winners: " + (", ".join(seat(w) for w in p.winners) or "nobody"))
    return "\n".join(lines)


def render_event(e: Event, viewer: Seat | None) -> str | None:
    """One line for an event as `viewer` sees it (None = nothing to show)."""
    if not e.audience.sees(viewer):
        return None
    d: dict[str, Any] = to_data(e)
    k = e.kind
    who = seat(d.get("seat")).capitalize() if "seat" in d else ""
    if k == "card_played":
        tgt = f" at {seat(d['target'])}" if d["target"] is not None else ""
        tc = f" ({_c(d['target_card'])})" if d["target_card"] else ""
        as_ = f" as {d['as_kind'].replace('_', ' ')}" if d["as_kind"] else ""
        extra = "".join(f", {seat(t)}" for t in d.get("extra_targets") or [])
        paid = [
            label
            for key, label in (
                ("weapon_ability", "weapon ability"),
                ("bandolier", "Bandolier"),
                ("bell_tower", "Bell Tower"),
            )
            if d.get(key)
        ]
        if d.get("upgrades"):
            paid.append(_plural(d["upgrades"], "upgrade"))
        how = f" [{', '.join(paid)}]" if paid else ""
        return f"{who} plays {_c(d['card'])}{as_}{tgt}{extra}{tc}{how}"
    if k == "cards_drawn":
        shown = f": {', '.join(_c(c) for c in d['cards'])}" if d["cards"] else ""
        return f"{who} draws {_plural(d['count'], 'card')} ({_why(d['source'])}){shown}"
    if k == "cards_drawn_private":
        return f"You draw {', '.join(_c(c) for c in d['cards'])} ({_why(d['source'])})"
    if k == "check_drawn":
        if d["card"] is None:
            return f"{who} draw! for {_why(d['purpose'])}: {', '.join(_c(c) for c in d['cards'])}"
        result = "success" if d["success"] else "failure"
        return f"{who} draw! for {_why(d['purpose'])}: {_c(d['card'])} -> {result}"
    if k == "life_changed":
        if d["delta"] == 0:
            return f"{who} is already at full life ({d['life']})"
        verb = "gains" if d["delta"] > 0 else "loses"
        return f"{who} {verb} {_plural(abs(d['delta']), 'life point')} ({_why(d['reason'])}) -> {d['life']}"
    if k == "player_eliminated":
        by = f" (by {seat(d['killer'])})" if d["killer"] is not None and d["killer"] != d["seat"] else ""
        return f"{who} is eliminated: {d['role']}{by}"
    if k == "cards_discarded":
        return f"{who} discards {', '.join(_c(c) for c in d['cards'])} ({_why(d['reason'])})"
    if k == "card_moved" and d["from_seat"] == d["to_seat"] and d["card"]:
        return f"{_c(d['card'])} goes back to {seat(d['to_seat'])}'s hand ({_why(d['reason'])})"
    if k == "card_moved":
        what = _c(d["card"]) if d["card"] else "A card"
        return f"{what} moves from {seat(d['from_seat'])} to {seat(d['to_seat'])} ({_why(d['reason'])})"
    if k == "card_moved_private":
        return f"You take {_c(d['card'])} from {seat(d['from_seat'])} ({_why(d['reason'])})"
    if k == "turn_started":
        return f"--- Turn {d['turn']}: {seat(d['seat'])} ---"
    if k == "game_ended":
        winners = ", ".join(seat(w) for w in d["winners"]) or "nobody"
        return f"GAME OVER: {d['summary']} (winners: {winners})"
    if k == "decision_opened":
        return None
    if k == "ability_used":
        extra = f" discarding {', '.join(_c(c) for c in d['cards'])}" if d["cards"] else ""
        return f"{who} uses {d['ability'].replace('_', ' ').title()}{extra}"
    if k == "tokens_changed":
        where = "character" if d["slot"] == "character" else _c(d["slot"])
        sign = "+" if d["delta"] >= 0 else ""
        return (
            f"{who} {where}: {sign}{d['delta']} token{'' if abs(d['delta']) == 1 else 's'} -> {d['tokens']}"
            f" ({_why(d['reason'])}; supply {d['supply']})"
        )
    if k == "shot_missed":
        return f"The shot at {seat(d['seat'])} is missed"
    if k == "deck_reshuffled":
        return f"The discard pile is reshuffled into a new draw pile ({_plural(d['size'], 'card')})"
    if k == "store_revealed":
        return "General Store: " + ", ".join(_c(c) for c in d["cards"])
    if k == "penalty_applied":
        what = {
            "reward_3_cards": "draws 3 cards as a reward",
            "sheriff_discards_all": "discards every card (killed a Deputy)",
        }
        return f"{who} {what.get(d['what'], d['what'].replace('_', ' '))}"
    if k == "character_chosen":
        return f"{who} plays {_ch(d['character'])}"
    if k == "game_started":
        chars = ", ".join(f"{i + 1}: {_ch(c)}" for i, c in enumerate(d["characters"]))
        sheriff = f"; the Sheriff is {seat(d['sheriff'])}" if d["sheriff"] is not None else ""
        return f"A game of BANG! for {d['seats']} begins ({chars}){sheriff}"
    if k == "turn_ended":
        return f"{who}'s turn is skipped (Jail)" if d["skipped"] else None
    return None


def kind_of(p: Any) -> str:
    """The kind of the decision pending in perspective `p` ("" when none)."""
    return p.pending.kind if isinstance(p, BangPerspective) and p.pending else ""


def describe_action(a: Action, p: Any) -> str:
    """Short menu text for an action."""
    if isinstance(a, PlayCard):
        s = f"Play {_c(a.card)}"
        if a.target is not None:
            s += f" on {seat(a.target)}"
        if a.target_card:
            s += f" taking {_c(a.target_card)}"
        if a.position is not None:
            size = (
                p.seats[a.target].hand_size if isinstance(p, BangPerspective) and a.target is not None else 0
            )
            of = f" of {size}" if size else ""
            s += f": face-down hand card {a.position + 1}{of}"
        if a.extra_targets:
            s += " and " + ", ".join(seat(t) for t in a.extra_targets)
        if a.upgrades:
            s += f" with {_plural(a.upgrades, 'upgrade')}"
        if a.weapon_ability:
            s += " using the weapon's ability (1 token)"
        if a.bandolier:
            s += " with Bandolier (1 token)"
        if a.bell_tower:
            s += " with Bell Tower (1 token)"
        return s
    if isinstance(a, EndTurn):
        return "End turn"
    if isinstance(a, Respond):
        if a.card:
            more = (
                f" and {_plural(len(a.also), 'more card')} ({', '.join(_c(c) for c in a.also)})"
                if a.also
                else ""
            )
            return f"Play {_c(a.card)}{more}" + (" and pay 2 tokens to keep it" if a.upgrades else "")
        kind = p.pending.kind if isinstance(p, BangPerspective) and p.pending else ""
        return {
            "respond_to_shot": "Take the hit (lose 1 life)",
            "respond_to_indians": "Lose 1 life",
            "respond_to_arrow": "Lose 1 life",
            "respond_to_duel": "Give up the Duel (lose 1 life)",
            "play_beer_or_die": "Play no Beer: you are out",
            "use_ability_when_targeted": "Let it happen",
            "place_token": "Leave it in the supply (add no token)",
        }.get(kind, "Pass")
    if isinstance(a, UseAbility):
        s = f"Use {a.ability.replace('_', ' ').title()}"
        if a.target is not None:
            s += f" on {seat(a.target)}"
        if a.target_card:
            s += f" ({_c(a.target_card)})"
        if a.slots:
            s += " moving tokens to " + ", ".join(_c(c) for c in a.slots)
        return s + (f" discarding {', '.join(_c(c) for c in a.cards)}" if a.cards else "")
    if isinstance(a, Choose):
        if a.slots:
            parts = [
                f"{a.slots.count(x)} on {'your character' if x == 'character' else _c(x)}"
                for x in dict.fromkeys(a.slots)
            ]
            return "All tokens at once: " + " + ".join(parts)
        if a.card:
            return f"Add it on {_c(a.card)}" if kind_of(p) == "place_token" else f"Choose {_c(a.card)}"
        if a.option == "hand" and a.seat is not None:
            return f"Draw the first card from {seat(a.seat)}'s hand"
        if a.option == "deck":
            return "Draw from the deck"
        if a.option == "discard":
            return "Draw the first card from the discard pile"
        if a.option == "character":
            return "Add it on your character" if kind_of(p) == "place_token" else "Your character"
        if a.seat is not None:
            return seat(a.seat).capitalize()
        if a.option and a.option in cat.load_catalog().characters:
            return f"Be {_ch(a.option)}"
        return f"Choose {a.option}"
    if isinstance(a, Discard):
        return f"Discard {_c(a.card)}"
    if isinstance(a, DiscardCards):
        return "Discard " + ", ".join(_c(c) for c in a.cards)
    return a.kind.replace("_", " ")
