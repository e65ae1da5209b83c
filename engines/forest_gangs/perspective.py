"""What one viewer may see of a Forest Gangs game (docs/ARCHITECTURE.md C7, forest_gangs.md F23).

Public: pile counts, cards in play, the combat log, who still has to answer. Private: the
viewer's own hand and open decisions. No field holds another seat's hand or any deck order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engines.base import Decision, Model, Result, field
from engines.forest_gangs.catalog import flag_of, name_of, value_of
from engines.forest_gangs.state import CombatStep

if TYPE_CHECKING:
    from engines.forest_gangs.engine import ForestGangsEngine


class CardView(Model, kw_only=True):
    """A face-up card: id, value, creature name and gang flag."""

    id: str
    value: int
    name: str
    flag: str

    @classmethod
    def of(cls, card: str) -> CardView:
        """The view of a card id."""
        return cls(id=card, value=value_of(card), name=name_of(card), flag=flag_of(card))


class SeatView(Model, kw_only=True):
    """Public facts about one seat (or the ghost)."""

    seat: int
    ghost: bool
    deck: int
    discard: int
    hand: int
    cards: int
    """deck + hand + discard (what counts at the end, §6.3)."""
    in_play: CardView | None = None
    in_stage: bool
    """Still taking part in the current combat stage (P of §4)."""
    laid: bool
    """Has laid a card face down this round (which one is secret)."""
    waiting: bool
    """The table waits on this seat's answer."""


class ForestGangsPerspective(Model, kw_only=True):
    """The whole Forest Gangs table as `viewer` sees it (None = public/spectators)."""

    viewer: int | None
    seats: int
    ghost: bool
    ghost_seat: int | None
    kids1: bool
    kids2: bool
    choice_timeout_s: int
    ability_timeout_s: int
    round: int
    turn: int
    phase: str
    players: list[SeatView]
    """Humans in seat order, then the ghost (seat number `seats`)."""
    loot: int
    loot_carried: int
    """Cards of the Loot carried over from an earlier combat (F9)."""
    to_choose: list[int]
    """Seats that still have to lay their card this round (choose phase)."""
    waiting_on: list[int]
    """Seats with an open decision (any kind)."""
    waiting_for: str | None
    """The open decision kind: choose_card | use_shapeshifter | join_duel | reveal."""
    participants: list[int]
    level: int
    duel_happened: bool
    combat_log: list[CombatStep]
    """The current combat so far (empty right after a new round starts)."""
    last_combat: list[CombatStep]
    """The previous combat, complete."""
    hand: list[CardView] = field(default_factory=list)
    """The viewer's own hand (empty for the public view)."""
    decisions: list[Decision] = field(default_factory=list)
    """The viewer's own open decisions."""
    legal_cards: list[str] = field(default_factory=list)
    """Own cards the viewer may lay now (the Frog rule applied)."""
    final_counts: list[int] = field(default_factory=list)
    result: Result | None = None
    winning_zones: list[int] = field(default_factory=list)
    """At the end: every zone that won, the ghost included (`result.winners` has humans only)."""
    tie_break: bool = False
    """At the end: a loser had as many cards as the winners (most 9s, 8s, … decided, §6.3)."""
    end_step: CombatStep | None = None
    """At the end: the combat-log step that says who could not draw or reveal, and where."""


def build_perspective(engine: ForestGangsEngine, viewer: int | None) -> ForestGangsPerspective:
    """Build the perspective of `viewer` from the engine's state."""
    st = engine.state
    waiting = {d.seat for d in st.decisions}
    kind = st.decisions[0].kind if st.decisions else None
    players = [
        SeatView(
            seat=z,
            ghost=engine.is_ghost(z),
            deck=len(zone.deck),
            discard=len(zone.discard),
            hand=len(zone.hand),
            cards=len(zone.deck) + len(zone.hand) + len(zone.discard),
            in_play=CardView.of(zone.in_play) if zone.in_play is not None else None,
            in_stage=z in st.participants and st.phase != "over",
            laid=zone.chosen is not None,
            waiting=z in waiting,
        )
        for z, zone in enumerate(st.zones)
    ]
    own = viewer is not None and 0 <= viewer < st.seats
    mine = st.zones[viewer] if own and viewer is not None else None
    return ForestGangsPerspective(
        viewer=viewer,
        seats=st.seats,
        ghost=st.ghost,
        ghost_seat=engine.ghost_seat,
        kids1=st.kids1,
        kids2=st.kids2,
        choice_timeout_s=st.options.choice_timeout_s,
        ability_timeout_s=st.options.ability_timeout_s,
        round=st.round,
        turn=st.turn,
        phase=st.phase,
        players=players,
        loot=len(st.loot),
        loot_carried=st.carried,
        to_choose=sorted(d.seat for d in st.decisions if d.kind == "choose_card"),
        waiting_on=sorted(waiting),
        waiting_for=kind,
        participants=list(st.participants),
        level=st.level,
        duel_happened=st.duel_happened,
        combat_log=list(st.log),
        last_combat=list(st.last_log),
        hand=[CardView.of(c) for c in mine.hand] if mine is not None else [],
        decisions=[d for d in st.decisions if d.seat == viewer] if own else [],
        legal_cards=engine.legal_cards(viewer) if mine is not None and viewer is not None else [],
        final_counts=list(st.final_counts),
        result=st.result,
        **_ending(engine),
    )


def _ending(engine: ForestGangsEngine) -> dict[str, Any]:
    """Who won (ghost included), whether the tie-break decided, and the end step (§6)."""
    st = engine.state
    if st.result is None or not st.final_counts:
        return {}
    keys = [engine.rank_key(z) for z in range(engine.zone_count())]
    best = max(keys)
    winning = [z for z, k in enumerate(keys) if k == best]
    top = st.final_counts[winning[0]]
    tie_break = any(c == top for z, c in enumerate(st.final_counts) if z not in winning)
    end = next((step for step in reversed(st.log + st.last_log) if step.kind == "game_end"), None)
    return {"winning_zones": winning, "tie_break": tie_break, "end_step": end}
