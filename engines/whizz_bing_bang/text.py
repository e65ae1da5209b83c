"""Plain-text rendering of Whizz Bing Bang perspectives, events and actions (terminal, logs)."""

from __future__ import annotations

from typing import Any

from engines.base import Action, Event, Seat
from engines.whizz_bing_bang.events import RankEntry

CAUSE_TEXT = {
    "too_slow": "too slow",
    "out_of_turn": "played out of turn",
    "slap_non_boom": "slapped a card that is not a Boom",
    "last_boom_slap": "last to slap the Boom",
    "wrong_sound": "called the wrong sound",
    "punish_without_cause": "punished without cause",
}
ARROW = {1: "↻ clockwise", -1: "↺ anticlockwise"}


def _seat(s: Seat | None) -> str:
    return "-" if s is None else f"P{s + 1}"


def render_ranking(ranking: list[RankEntry]) -> str:
    """'P2 412 ms, P1 530 ms, P3 —' (§9.3: the ranking with reaction times)."""
    return ", ".join(
        f"{_seat(r.seat)} {r.reaction_ms} ms" if r.reaction_ms is not None else f"{_seat(r.seat)} —"
        for r in ranking
    )


def render_perspective(p: Any) -> str:
    """A plain-text table: face-up card, direction, whose turn, tokens, scores, ranking, deadlines."""
    lines = [f"Whizz Bing Bang — round {p.round}, turn {p.turn}   {ARROW.get(p.direction, '')}"]
    card = f"[{p.faceup_sound.upper()}] ({p.faceup_colour})"
    if p.setup == "setup_2":
        lines.append(
            f"Draw pile face up: {card} on {p.draw_count} cards · discard face down: {p.discard_count}"
        )
    else:
        lines.append(f"Discard face up: {card} · draw pile face down: {p.draw_count}")
    if p.phase == "call":
        what = "Whizz (restart)" if p.restart else (p.expected or "?").capitalize()
        lines.append(f"{_seat(p.active)} must say {what}; too slow after {p.slow_deadline_ms} ms")
    elif p.phase == "slap":
        slapped = ", ".join(_seat(s) for s in p.slapped) or "nobody yet"
        lines.append(
            f"BOOM! revealed by {_seat(p.revealer)} — slap! (window ends {p.slap_window_end_ms} ms; {slapped})"
        )
    elif p.phase == "punish":
        lines.append(
            f"⚠️ {_seat(p.culprit)}: {CAUSE_TEXT.get(p.cause or '', p.cause)} — Punish! "
            f"(window ends {p.punish_window_end_ms} ms)"
        )
    else:
        lines.append("Game over.")
    for pl in p.players:
        dots = "●" * pl.tokens_left + "○" * (4 - pl.tokens_left)
        nxt = f"next: {pl.next_token.capitalize()}" if pl.next_token else "all given"
        got = len(pl.received)
        hc = f" handicap {pl.handicap_ms} ms" if pl.handicap_ms else ""
        mark = "▶" if pl.seat == p.active else " "
        lines.append(
            f"{mark} {_seat(pl.seat)} {pl.colour:<7} {dots} {nxt:<12} received {got}  "
            f"round {pl.round_points}  total {pl.total}{hc}"
        )
    if p.ranking:
        lines.append(f"Last {'Boom' if p.ranking_kind == 'boom' else 'race'}: {render_ranking(p.ranking)}")
    if p.my_row is not None:
        lines.append("Your tokens: " + " ".join(f"[{i + 1}:{t or '?'}]" for i, t in enumerate(p.my_row)))
    if p.next_tick_ms is not None:
        lines.append(f"clock {p.clock_ms} ms · next ruling at {p.next_tick_ms} ms")
    if p.result is not None:
        lines.append(p.result.summary)
    return "\n".join(lines)


def render_event(e: Event, viewer: Seat | None) -> str | None:
    """One line for an event as `viewer` sees it (None = nothing to show)."""
    if not e.audience.sees(viewer):
        return None
    k = e.kind
    d: Any = e
    if k == "round_started":
        return f"Round {d.round}: {_seat(d.starter)} starts (Whizz face up)."
    if k == "card_called":
        nxt = f"→ {_seat(d.next_seat)}" if d.next_seat is not None else "— BOOM!"
        rt = f" ({d.reaction_ms} ms)" if d.reaction_ms is not None else ""
        return f"{_seat(d.seat)} says {d.sound.capitalize()}{rt}, reveals {d.revealed.capitalize()} {nxt}"
    if k == "deck_reshuffled":
        return f"The discards are reshuffled into a new draw pile ({d.count} cards)."
    if k == "input_ignored":
        return f"(your {d.input} at {d.at_ms} ms was ignored: {d.reason.replace('_', ' ')})"
    if k == "mistake_ruled":
        late = " (late input)" if d.late else ""
        return f"⚠️ {_seat(d.culprit)}: {CAUSE_TEXT.get(d.cause, d.cause)}{late}"
    if k == "boom_ranked":
        who = (
            f"{_seat(d.punisher)} punishes {_seat(d.culprit)}" if d.punisher is not None else "nobody slapped"
        )
        return f"Boom ranking: {render_ranking(d.ranking)} → {who}"
    if k == "token_given":
        race = f" [race: {render_ranking(d.ranking)}]" if d.ranking and d.cause != "last_boom_slap" else ""
        return f"{_seat(d.giver)} gives their {d.token.capitalize()} token to {_seat(d.receiver)}{race}"
    if k == "nobody_punished":
        return f"Nobody punished {_seat(d.culprit)}."
    if k == "play_restarted":
        return f"{_seat(d.seat)} restarts clockwise: say Whizz!"
    if k == "token_peeked":
        return f"Token {d.slot + 1} is your {d.token.capitalize()} — not the one."
    if k == "round_scored":
        return f"Round {d.round} scores: {d.scores}; totals: {d.totals}"
    if k == "game_ended":
        return f"Game over: {', '.join(_seat(w) for w in d.winners)} win(s) with totals {d.totals}"
    return None


def describe_action(action: Action, perspective: Any) -> str:
    """Short menu text, e.g. 'Say Bing @1200 ms'."""
    a: Any = action
    if action.kind == "call":
        return f"Say {a.sound.capitalize()} @{a.at_ms} ms"
    if action.kind == "slap":
        return f"Slap (BOOM) @{a.at_ms} ms"
    if action.kind == "punish":
        return f"Punish! @{a.at_ms} ms"
    if action.kind == "pick_token":
        return f"Turn over token {a.slot + 1} @{a.at_ms} ms"
    if action.kind == "tick":
        return f"Clock → {a.now_ms} ms"
    if action.kind == "shown":
        return f"Shown at {a.at_ms} ms"
    return action.kind
