"""Engine keys of BANG! that name a card or a character, by their English names (the catalog keys of
names: `w.card("bang", name)`). Every other player-facing word is in locales/<lang>/table.ftl."""

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
    "julie": "Julie Cutter",
    "bandolier": "Bandolier",
    "bell_tower": "Bell Tower",
    "big_fifty": "Big Fifty",
    "buntline_special": "Buntline Special",
    "double_barrel": "Double Barrel",
    "thunderer": "Thunderer",
}
"""An ability (or purpose, source, reason) that is a card's or character's name → that English name."""
