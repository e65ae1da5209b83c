"""A tiny contract-abiding game used to test the runtime without depending on a real game.

High card: every round each seat secretly plays one of its cards (a Decision each, default
"lowest card"); the highest card wins the round. Three rounds; most rounds won wins.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from engines.base import Action, Decision, Engine, Event, GameModule, GameState, Model, Result, field


class ToyOptions(Model, kw_only=True):
    rounds: int = 3
    timeout_s: int = 30


class Play(Action, tag="play", kw_only=True):
    decision_id: int
    card: int


class Played(Event, tag="played", kw_only=True):
    seat: int


class RoundWon(Event, tag="round_won", kw_only=True):
    seat: int
    cards: list[int]


class ToyState(GameState, kw_only=True):
    options: ToyOptions
    hands: list[list[int]]
    table: dict[int, int] = field(default_factory=dict)
    wins: list[int]
    round: int = 1


class ToyPerspective(Model, kw_only=True):
    viewer: int | None
    round: int
    wins: list[int]
    hand: list[int] | None
    waiting: list[int]


class ToyEngine(Engine[ToyState]):
    name = "toy"
    title = "Toy High Card"
    min_seats = 2
    max_seats = 4
    state_model = ToyState
    options_model = ToyOptions
    action_types = (Play,)

    @classmethod
    def _new_state(cls, seats: int, seed: int, options: Any) -> ToyState:
        deck = list(range(1, 4 * seats * options.rounds + 1))
        state = ToyState(seats=seats, seed=seed, options=options, hands=[], wins=[0] * seats)
        random.Random(f"{seed}:deal").shuffle(deck)
        state.hands = [sorted(deck[i * options.rounds : (i + 1) * options.rounds]) for i in range(seats)]
        engine = cls(state)
        engine._open_round()
        return state

    def _open_round(self) -> None:
        self.state.turn += 1
        for seat in range(self.state.seats):
            low = min(self.state.hands[seat])
            self.open_decision(
                seat,
                "play_card",
                self.state.options.timeout_s,
                lambda did, low=low: Play(decision_id=did, card=low),
            )

    def answers(self, decision: Decision) -> list[Action]:
        return [Play(decision_id=decision.id, card=c) for c in self.state.hands[decision.seat]]

    def _answer(self, seat: int, decision: Decision, action: Action) -> list[Event]:
        assert isinstance(action, Play)
        self.state.hands[seat].remove(action.card)
        self.state.table[seat] = action.card
        events: list[Event] = [Played(seat=seat)]
        if not self.state.decisions:
            winner = max(self.state.table, key=lambda s: self.state.table[s])
            self.state.wins[winner] += 1
            events.append(RoundWon(seat=winner, cards=sorted(self.state.table.values())))
            self.state.table = {}
            if self.state.round >= self.state.options.rounds:
                best = max(self.state.wins)
                self.state.result = Result(
                    winners=[s for s, w in enumerate(self.state.wins) if w == best],
                    scores=[float(w) for w in self.state.wins],
                    summary=f"Best: {best} rounds",
                )
            else:
                self.state.round += 1
                self._open_round()
        return events

    def view_for(self, viewer: int | None) -> ToyPerspective:
        return ToyPerspective(
            viewer=viewer,
            round=self.state.round,
            wins=list(self.state.wins),
            hand=list(self.state.hands[viewer]) if viewer is not None else None,
            waiting=[d.seat for d in self.state.decisions],
        )

    def census(self) -> Counter[str]:
        c: Counter[str] = Counter()
        return c

    def secret_ids(self, viewer: int | None) -> set[str]:
        return set()


def _ai(engine: Engine[Any], seat: int, rng: random.Random) -> Action | None:
    legal = engine.legal_actions(seat)
    return max(legal, key=lambda a: a.card) if legal else None  # type: ignore[attr-defined]


TOY = GameModule(
    engine=ToyEngine,
    choose_ai_action=_ai,
    render_perspective=lambda p: str(p),
    render_event=lambda e, v: f"seat {e.seat + 1} wins the round" if e.kind == "round_won" else None,  # type: ignore[attr-defined]
    describe_action=lambda a, p: f"play {a.card}",  # type: ignore[attr-defined]
)
