"""Forest Gangs actions: every one answers an open Decision (docs/ARCHITECTURE.md C3, C5)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import ConfigDict, Field, TypeAdapter

from engines.base import Action


class ChooseCard(Action):
    """Lay a hand card face down for the round (§3.2); None = a random legal card.

    Frozen, as are the other actions: an answer is the same every time for a decision id (and
    card), so the engine hands out one shared instance (engine.py, `_answer`).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["choose_card"] = "choose_card"
    decision_id: int
    card: str | None = None


class UseShapeshifter(Action):
    """Use (or not) the Shapeshifter in play (§5.4); default: do not use."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["use_shapeshifter"] = "use_shapeshifter"
    decision_id: int
    use: bool = False


class JoinDuel(Action):
    """Join (or not) a duel of others with the Goblin in play (§5.2); default: do not join."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["join_duel"] = "join_duel"
    decision_id: int
    join: bool = False


class Reveal(Action):
    """Kids 2: turn over the top card of your gang deck (§7.2)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["reveal"] = "reveal"
    decision_id: int


AnyAction = Annotated[ChooseCard | UseShapeshifter | JoinDuel | Reveal, Field(discriminator="kind")]
ACTION_ADAPTER: TypeAdapter[AnyAction] = TypeAdapter(AnyAction)
