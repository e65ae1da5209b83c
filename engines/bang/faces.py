"""Every face BANG! shows (cards, characters, roles, the back), as plain data for the card art
(`engines.base.CardFace`; docs/rules/bang.md §1.13-§1.15, §2.6, §2.9)."""

from __future__ import annotations

from functools import cache
from typing import Any

from engines.bang import catalog as cat
from engines.bang.text import CARD_TEXT, CHARACTER_TEXT
from engines.base import CardFace

HELP_FACE = "bang_as"
"""The card `/campfire help` and the lobby show for this game."""
TABLE_COLOURS = ((92, 58, 30), (120, 74, 38), (54, 96, 62), (181, 101, 29))
"""The table picture's background, rim, cloth and accent (RGB)."""
CARD_COLOURS: dict[str, Any] = {
    "paper": (247, 238, 216),
    "ink": (52, 36, 24),
    "frames": {
        "brown": (139, 90, 43),
        "blue": (38, 98, 168),
        "orange": (222, 118, 26),
        "character": (120, 92, 60),
        "character_ad": (168, 70, 40),
        "sheriff": (201, 150, 20),
        "deputy": (46, 125, 80),
        "outlaw": (150, 30, 30),
        "renegade": (88, 60, 130),
        "back": (150, 32, 28),
    },
}
"""The card art's paper, ink and frame colours (a frame colour key comes from the data: border, gang, set…)."""

ROLE_NAMES = {"sheriff": "Sheriff", "deputy": "Deputy", "outlaw": "Outlaw", "renegade": "Renegade"}
ROLE_GOALS = {
    "sheriff": "Kill every Outlaw and the Renegade",
    "deputy": "Protect the Sheriff",
    "outlaw": "Kill the Sheriff",
    "renegade": "Be the last one standing",
}
"""Each role's goal in a few words (bang.md §1.3)."""


@cache
def card_faces() -> tuple[CardFace, ...]:
    """One face per physical card (rank and suit differ), per character, per role, and the back."""
    catalog = cat.load_catalog()
    faces: list[CardFace] = []
    for c in catalog.cards.values():
        badge = f"range {c.range}" if c.weapon and c.range else ""
        if c.upgrade is not None:  # A&D §2.4: what one upgrade costs, in Load tokens
            badge = f"upgrade {c.upgrade.cost} ●"
        faces.append(
            CardFace(
                id=c.id,
                name=c.name,
                kind="card",
                colour=c.border,
                icon=c.kind,
                text=CARD_TEXT.get(c.kind, ""),
                rank=c.rank,
                suit=c.suit,
                badge=badge,
                cards=(c.id,),
            )
        )
    for ch in catalog.characters.values():
        faces.append(
            CardFace(
                id=f"character_{ch.id}",
                name=ch.name,
                kind="character",
                colour="character_ad" if ch.expansion == "armed_and_dangerous" else "character",
                icon="character",
                text=CHARACTER_TEXT.get(ch.id, ""),
                rank=str(ch.life),
                cards=(ch.id,),
            )
        )
    for role, name in ROLE_NAMES.items():
        faces.append(
            CardFace(id=f"role_{role}", name=name, kind="role", colour=role, icon=role, text=ROLE_GOALS[role])
        )
    faces.append(CardFace(id="back", name="BANG!", kind="back", colour="back", icon="back"))
    return tuple(faces)
