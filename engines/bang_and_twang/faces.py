"""Every face Bang & Twang shows (sequence cards, tune cards, the two riff faces, the back), as
plain data for the card art (`engines.base.CardFace`; docs/rules/bang_and_twang.md §1-§4)."""

from __future__ import annotations

from functools import cache
from typing import Any

from engines.bang_and_twang.catalog import Step, TuneCard, load_catalog
from engines.base import CardFace

HELP_FACE = "s07"
"""The card `/campfire help` and the lobby show for this game."""
TABLE_COLOURS = ((60, 36, 70), (118, 78, 44), (52, 70, 104), (205, 133, 63))
"""The table picture's background, rim, cloth and accent (RGB)."""
CARD_COLOURS: dict[str, Any] = {
    "paper": (250, 244, 230),
    "ink": (44, 40, 52),
    "frames": {
        "sequence": (52, 73, 94),
        "green": (46, 150, 80),
        "red": (200, 50, 50),
        "blue": (40, 110, 190),
        "yellow": (222, 170, 20),
        "purple": (125, 60, 160),
        "orange": (230, 120, 30),
        "bang": (230, 120, 30),
        "twang": (46, 150, 80),
        "back": (70, 50, 110),
    },
}
"""The card art's paper, ink and frame colours (a frame colour key comes from the data: border, gang, set…)."""

FACE = {"B": "Bang", "T": "Twang"}


def _n(n: int | str | None, one: str, many: str) -> str:
    return one if n in (None, 1) else ("any" if n == "any" else f"{n}") + " " + many


def _step(step: Step) -> str:
    """One step of a tune card in a few words."""
    op, m = step.op, step.max
    words = {
        "riff_flip": f"flip {_n(m, 'a riff card', 'riff cards')}",
        "riff_move": f"move {_n(m, 'a riff card', 'riff cards')}",
        "riff_flip_or_move": "flip or move " + ("a riff card" if m in (None, 1) else f"up to {m}"),
        "riff_flip_all": "flip the whole riff",
        "riff_rotate": f"rotate the riff up to {m}×",
        "riff_set": "set the riff as you like",
        "bank_match": "bank any matches" if m == "any" else "bank a match",
        "bank_match_reversed": "bank a match read backwards",
        "bank_near_match": "bank a match off by one",
        "bank_any": "bank any card",
        "bank_self": f"bank this: {step.points} pt{'' if step.points == 1 else 's'}"
        + (", guards your bank" if step.guard else ""),
        "steal_top": "take the neighbours' top bank cards"
        if step.target == "next_then_previous"
        else "take a top bank card",
        "swap_top": "swap top bank cards",
        "peek_take": f"pick one of a bank's top {step.depth}",
        "steal_bottom": "take a bank's bottom card",
        "take_random_hand": "take a random hand card",
        "draw": f"draw {step.count}",
        "refresh_bonus": "refresh to 3 from now on",
        "pass_hands": "everyone passes their hand",
        "swap_hands": "swap hands with a player",
        "request_triplet": "ask for a triplet",
        "stage_dive": "reveal the top card",
        "everyone_bank_match": "everyone may bank a match",
        "extra_turn": "take another turn",
        "extra_actions": f"take {step.count} actions",
        "skip_turn": "a player skips a turn",
        "reorder_own_bank": "restack your bank",
        "pass_bank_tops": "bank tops pass on",
        "burn_bank_tops": "every bank loses its top",
        "react_cut_in": "take a turn before theirs",
        "react_cancel_tune": "cancel a tune card",
        "react_steal_banked": "steal a card just banked",
        "react_bank_on_riff_change": "bank when the riff changes",
    }
    return words.get(op, op.replace("_", " "))


def tune_summary(card: TuneCard) -> str:
    """A tune card's effect in a few words, from its steps ("Flip 2 riff cards, then bank a match")."""
    text = ", then ".join(_step(s) for s in card.steps)
    return text[:1].upper() + text[1:]


@cache
def card_faces() -> tuple[CardFace, ...]:
    """Sequence cards, tune cards (identical copies share a face), riff faces and the back."""
    cat = load_catalog()
    faces: list[CardFace] = []
    for s in cat.seq.values():
        faces.append(
            CardFace(
                id=s.id.lower(),
                name=s.title,
                kind="sequence",
                colour="sequence",
                icon=s.triplet,
                text=" ".join(FACE[x] for x in s.triplet),
                rank=str(s.score),
                badge=s.triplet,
                cards=(s.id,),
            )
        )
    for tune_set in cat.tune_sets:
        seen: dict[tuple[str, str], list[str]] = {}
        for c in tune_set.cards:
            seen.setdefault((c.name, cat.texts[c.id]), []).append(c.id)
        for ids in seen.values():
            c = cat.tunes[ids[0]]
            points = cat.points(c.id)
            faces.append(
                CardFace(
                    id=c.id.lower(),
                    name=c.name,
                    kind="tune",
                    colour=tune_set.colour,
                    icon=tune_set.symbol,
                    text=tune_summary(c),
                    rank=str(points) if points else "",
                    badge="⚡ reaction" if c.reaction else "",
                    cards=tuple(ids),
                )
            )
    for key, face in cat.riff["faces"].items():
        faces.append(
            CardFace(
                id=f"riff_{key.lower()}",
                name=face["name"],
                kind="riff",
                colour="bang" if key == "B" else "twang",
                icon="drum" if key == "B" else "mandolin",
                rank=key,
                cards=(f"riff_{key.lower()}",),  # the face's own id, as the riff row names it
            )
        )
    faces.append(CardFace(id="back", name="Bang & Twang", kind="back", colour="back", icon="back"))
    return tuple(faces)
