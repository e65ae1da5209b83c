"""The checks of `Engine.apply` for a seat's answer, done once each: shared by the engines whose
`apply` takes a short path for an answer to an open decision (Bang & Twang, Forest Gangs).

`locate(decisions, decision_id, seat)` finds the decision answered and the seat's first open one
(whose answers are the seat's legal actions), raising the codes `Engine.apply` raises in the same
order (then `engines.base.contains_action` tells whether the action is one of those answers).
"""

from __future__ import annotations

from engines.base import Decision, RuleViolation, Seat


def locate(decisions: list[Decision], decision_id: int, seat: Seat) -> tuple[int, Decision]:
    """(the place of the open decision `decision_id` in `decisions`, the seat's first open
    decision). Raises `decision_closed` when no open decision has that id and
    `not_your_decision` when it is another seat's, as `Engine.apply` does."""
    i = 0
    for d in decisions:
        if d.id == decision_id:
            break
        i += 1
    else:
        raise RuleViolation("decision_closed")
    if d.seat != seat:
        raise RuleViolation("not_your_decision")
    if i:
        for e in decisions[:i]:
            if e.seat == seat:
                return i, e
    return i, d
