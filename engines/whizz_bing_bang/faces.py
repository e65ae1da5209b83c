"""Every face Whizz Bing Bang shows (each sound in each cosmetic card colour, the punishment
tokens, the back), as plain data for the card art (`engines.base.CardFace`;
docs/rules/whizz_bing_bang.md §1, §4)."""

from __future__ import annotations

from functools import cache
from typing import Any

from engines.base import CardFace
from engines.whizz_bing_bang.catalog import SOUNDS, load_catalog, sound_of

HELP_FACE = "boom_red"
"""The card `/campfire help` and the lobby show for this game."""
TABLE_COLOURS = ((28, 40, 78), (70, 70, 90), (40, 94, 128), (251, 192, 45))
"""The table picture's background, rim, cloth and accent (RGB)."""
CARD_COLOURS: dict[str, Any] = {
    "paper": (252, 250, 244),
    "ink": (34, 34, 40),
    "frames": {
        "red": (211, 47, 47),
        "blue": (25, 118, 210),
        "green": (56, 142, 60),
        "yellow": (240, 180, 20),
        "purple": (123, 31, 162),
        "orange": (245, 124, 0),
        "back": (40, 40, 60),
    },
}
"""The card art's paper, ink and frame colours (a frame colour key comes from the data: border, gang, set…)."""

SOUND_TEXT = {
    "whizz": "The next player",
    "bing": "The direction reverses",
    "bang": "The next player is skipped",
    "boom": "Everyone slaps!",
}
"""What calling each sound does, in a few words (whizz_bing_bang.md §4)."""


@cache
def card_faces() -> tuple[CardFace, ...]:
    """One face per (sound, colour) with the cards that show it, one per token, and the back."""
    cat = load_catalog()
    faces: list[CardFace] = []
    for sound in SOUNDS:
        for colour in cat.tokens.colours:
            cards = tuple(c for c in cat.card_ids() if sound_of(c) == sound and cat.card_colour(c) == colour)
            faces.append(
                CardFace(
                    id=f"{sound}_{colour}",
                    name=sound.capitalize(),
                    kind="sound",
                    colour=colour,
                    icon=sound,
                    text=SOUND_TEXT[sound],
                    cards=cards,
                )
            )
    for colour in cat.tokens.colours:
        for sound in cat.tokens.kinds_in_give_order:
            faces.append(
                CardFace(
                    id=f"tok_{colour}_{sound}",
                    name=sound.capitalize(),
                    kind="token",
                    colour=colour,
                    icon=sound,
                    cards=(f"tok_{colour}_{sound}",),
                )
            )
    faces.append(CardFace(id="back", name="Whizz Bing Bang", kind="back", colour="back", icon="back"))
    return tuple(faces)
