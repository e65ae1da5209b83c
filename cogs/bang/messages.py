"""Player-facing wording for BANG!: card and character texts (the answers and the rules summary are in locales/)."""

# The cards' and characters' one-line effects live with the terminal's words (one text for both).
from engines.bang.text import CARD_TEXT as CARD_TEXT
from engines.bang.text import CHARACTER_TEXT as CHARACTER_TEXT

UPGRADE_TEXT: dict[str, str] = {
    "caravan": "+1 card",
    "a_little_nip": "+1 life",
    "quick_shot": "+1 target",
    "flintlock": "back to hand if dodged",
    "arrow": "+1 target",
    "duck": "back to hand",
    "squaw": "take the card instead",
}
"""What one upgrade buys (A&D §2.4); the cost comes from the catalog."""

WEAPON_ABILITY_TEXT: dict[str, str] = {
    "big_fifty": "ignore their cards in play and ability",
    "buntline_special": "if dodged, they discard a card",
    "double_barrel": "this ♦ BANG! can't be cancelled",
    "thunderer": "the BANG! comes back to your hand",
}
"""The Dangerous weapon's effect when 1 ● is paid with a BANG! card (A&D §2.6)."""

ABILITY_NAME: dict[str, str] = {
    "ace_up_the_sleeve": "Ace Up The Sleeve",
    "beer_keg": "Beer Keg",
    "lock_pick": "Lock Pick",
    "whip": "Whip",
    "mexicali_kid": "Mexicali Kid",
    "bass_greeves": "Bass Greeves",
    "frankie_canton": "Frankie Canton",
    "red_ringo": "Red Ringo",
    "sid_ketchum": "Sid Ketchum",
    "barrel": "Barrel",
    "jourdonnais": "Jourdonnais",
    "crate": "Crate",
    "tumbleweed": "Tumbleweed",
    "al_preacher": "Al Preacher",
    "ms_abigail": "Ms. Abigail",
    "julie_cutter": "Julie Cutter",
    "bandolier": "Bandolier",
    "bell_tower": "Bell Tower",
    "big_fifty": "Big Fifty",
    "buntline_special": "Buntline Special",
    "double_barrel": "Double Barrel",
    "thunderer": "Thunderer",
}

PURPOSE_TEXT: dict[str, str] = {
    "upgrade": "the upgrade",
    "duck": "Duck!'s upgrade",
    "al_preacher": "Al Preacher's draw",
    "mexicali_kid": "Mexicali Kid's shot",
    "blue_card": "the blue-card bonus",
    "phase_3": "your discard bonus",
    "reloading": "Reloading",
    "barrel": "Barrel",
    "jourdonnais": "Jourdonnais",
    "jail": "Jail",
    "dynamite": "Dynamite",
    "bomb": "the Bomb",
    "julie": "Julie Cutter",
}

ROLE_TEXT: dict[str, str] = {
    "sheriff": "⭐ **Sheriff** — kill every Outlaw and the Renegade. Everyone knows who you are.",
    "deputy": "🛡️ **Deputy** — protect the Sheriff; kill every Outlaw and the Renegade.",
    "outlaw": "🦹 **Outlaw** — kill the Sheriff.",
    "renegade": "🐍 **Renegade** — be the last one standing (kill the Sheriff last).",
}

DECISION_TEXT: dict[str, str] = {
    "play_turn": "playing cards",
    "respond_to_shot": "answering a shot",
    "respond_to_indians": "answering Indians!",
    "respond_to_duel": "answering a Duel",
    "play_beer_or_die": "dying: Beer or out",
    "use_ability_when_targeted": "may use Sid Ketchum's ability",
    "pick_from_general_store": "picking from the General Store",
    "choose_character": "choosing a character",
    "choose_check_card": "choosing the draw! card",
    "choose_draw_source": "choosing where to draw from",
    "choose_card_to_put_back": "choosing a card to put back",
    "discard_to_hand_limit": "discarding to the hand limit",
    "respond_to_arrow": "answering an Arrow",
    "place_token": "placing a token",
    "pay_tokens": "paying tokens",
    "use_tumbleweed": "may use Tumbleweed",
    "use_al_preacher": "may use Al Preacher's ability",
    "ms_abigail_ignore": "may ignore the card (Ms. Abigail)",
    "choose_bomb_target": "passing the Bomb",
    "discard_for_buntline": "discarding for Buntline Special",
}
