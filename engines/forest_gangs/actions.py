"""Forest Gangs actions: every one answers an open Decision (docs/ARCHITECTURE.md C3, C5)."""

from __future__ import annotations

from engines.base import Action


class ChooseCard(Action, tag="choose_card", kw_only=True):
    """Lay a hand card face down for the round (§3.2); None = a random legal card."""

    decision_id: int
    card: str | None = None


class UseShapeshifter(Action, tag="use_shapeshifter", kw_only=True):
    """Use (or not) the Shapeshifter in play (§5.4); default: do not use."""

    decision_id: int
    use: bool = False


class JoinDuel(Action, tag="join_duel", kw_only=True):
    """Join (or not) a duel of others with the Goblin in play (§5.2); default: do not join."""

    decision_id: int
    join: bool = False


class Reveal(Action, tag="reveal", kw_only=True):
    """Kids 2: turn over the top card of your gang deck (§7.2)."""

    decision_id: int


ACTION_TYPES: tuple[type[Action], ...] = (ChooseCard, UseShapeshifter, JoinDuel, Reveal)
"""Every action of the game (`ForestGangsEngine.action_types`)."""
