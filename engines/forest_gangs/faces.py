"""Every face Forest Gangs shows (nine creatures in each of six gangs, the back), as plain data
for the card art (`engines.base.CardFace`; docs/rules/forest_gangs.md §1.1)."""

from __future__ import annotations

from functools import cache
from typing import Any

from engines.base import CardFace
from engines.forest_gangs.catalog import GANGS, catalog, flag_of, value_of

HELP_FACE = "fg_acorn_3"
"""The card `/campfire help` and the lobby show for this game."""
TABLE_COLOURS = ((26, 58, 34), (96, 70, 40), (44, 100, 56), (46, 125, 50))
"""The table picture's background, rim, cloth and accent (RGB)."""
CARD_COLOURS: dict[str, Any] = {
    "paper": (244, 240, 226),
    "ink": (40, 48, 36),
    "frames": {
        "acorn": (166, 104, 42),
        "mushroom": (192, 57, 43),
        "feather": (41, 128, 185),
        "moon": (108, 52, 131),
        "leaf": (39, 150, 80),
        "stone": (110, 122, 124),
        "back": (46, 90, 50),
    },
}
"""The card art's paper, ink and frame colours (a frame colour key comes from the data: border, gang, set…)."""

ABILITY_TEXT: dict[int, str] = {
    1: "Sends a Dragoness in play to the Loot before the winner is decided.",
    2: "When others start a duel, you may join it.",
    3: "Wins the combat if it is played during a duel.",
    4: "May swap itself for the top card of your deck before ties are checked.",
    5: "Wins if it is the lowest card in play.",
    6: "Must be played if you hold it.",
    7: "If it wins, everyone passes their hand card to the left.",
    8: "Giants never duel: tied Giants go to the Loot and lose.",
    9: "No ability — the highest card.",
}
"""Player-facing one-liners for each creature's ability (forest_gangs.md §1.1)."""


@cache
def card_faces() -> tuple[CardFace, ...]:
    """One face per card (the gang's flag and colour, the creature's value, name and ability)."""
    cat = catalog()
    faces = [
        CardFace(
            id=card,
            name=cat.creature(value_of(card)).name,
            kind="creature",
            colour=flag_of(card),
            icon=cat.creature(value_of(card)).name.lower(),
            text=ABILITY_TEXT.get(value_of(card), ""),
            rank=str(value_of(card)),
            badge=flag_of(card),
            cards=(card,),
        )
        for gang in GANGS
        for card in gang
    ]
    faces.append(CardFace(id="back", name="Forest Gangs", kind="back", colour="back", icon="back"))
    return tuple(faces)
