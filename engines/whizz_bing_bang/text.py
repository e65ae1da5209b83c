"""Plain-text rendering of Whizz Bing Bang perspectives, events and actions (terminal, logs).

Players read times as seconds since the prompt they answer (the reveal, the restart, the Boom,
the posted mistake), never as clock readings; seats are "P1".."P6" (the bot swaps in names).
"""

from __future__ import annotations

from collections.abc import Callable
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
IGNORED_TEXT = {
    "double_tap": "a double tap — the same button again right after your last press of it is one press",
    "before_table": "pressed before the new round's table was shown",
    "late_claim": "too late for the race to punish that was just decided",
    "double_click": "a second press right after your own call",
    "boom_resolved": "that Boom was already ruled",
    "aimed_at_resolved_boom": "too soon after the reveal: it was aimed at the Boom before",
    "slap_window": "during a Boom only BOOM counts",
    "second_slap": "you had already slapped",
    "punishment_pending": "a mistake is being punished: only Punish! counts now",
    "own_mistake": "you can't punish your own mistake",
    "before_post": "pressed before the mistake was shown",
    "opens_token_row": "it opened your token row",
    "no_such_slot": "that token is no longer there",
    "wrong_token": "that is not your next token",
    "second_claim": "you had already claimed",
    "no_race": "there is no race to punish",
    "resolved": "an earlier press was ruled first",
    "race_over": "the race was already won",
    "ignored": "an earlier press was ruled first",
    "overtaken": "the turn had already moved on",
    "one_mistake_at_a_time": "an earlier mistake was being ruled",
}
"""Why a press did not count, in words (InputIgnored.reason)."""
EARLY_TEXT = "slapped too early, on the card before the Boom"
"""The cause of a slap inside the anticipation guard of a Boom (W16), in a log line."""
REFUSED_TEXT = {
    "input_too_old": "made before the last ruling",
    "duplicate_input": "already counted",
    "not_token_hunt": "token hunt is off",
}
"""Why the engine refused an input (RuleViolation codes), in words."""
INPUT_NAME = {"slap": "BOOM", "punish": "Punish!", "pick_token": "token pick"}
ARROW = {1: "↻ clockwise", -1: "↺ anticlockwise"}
LEGEND = (
    "●○ = own tokens left to give · next = the token you would give · "
    "received = tokens given to you · round/total = points (each token in front of you is 1; fewest wins)"
)


def _seat(s: Seat | None) -> str:
    return "-" if s is None else f"Seat {s + 1}"


def secs(ms: int | None, *, places: int = 2) -> str:
    """Milliseconds as seconds: 420 → '0.42 s'."""
    return "—" if ms is None else f"{ms / 1000:.{places}f} s"


def since(at_ms: int | None, start_ms: int | None) -> str:
    """An instant as seconds after the prompt started: '+3.0 s' (the prompt's start not known: '')."""
    if at_ms is None or start_ms is None:
        return ""
    return f"{'+' if at_ms >= start_ms else '−'}{abs(at_ms - start_ms) / 1000:.1f} s"


def late_claim_text(d: Any, name: Callable[[Seat], str] = _seat) -> str:
    """W31: 'Too late: Seat 1 claimed first (+0.60 s) and punished Seat 2; yours came at +1.70 s after
    the mistake was shown. It changed nothing' (`name` words a seat: the cog gives players' names)."""
    mine = (
        f"; yours came at +{d.race_claim_ms / 1000:.2f} s after the mistake was shown"
        if d.race_claim_ms is not None
        else ""
    )
    if d.race_winner is None:
        return f"Too late: nobody punished {name(d.race_culprit)} in time{mine}. It changed nothing"
    first = f" (+{d.race_winner_ms / 1000:.2f} s)" if d.race_winner_ms is not None else ""
    return (
        f"Too late: {name(d.race_winner)} claimed first{first} and punished {name(d.race_culprit)}"
        f"{mine}. It changed nothing"
    )


def early_text(guard_ms: int) -> str:
    """W16, why a slap on a Boom counted against the card before, with the table's guard."""
    return (
        f"a slap within {guard_ms / 1000:g} s of a new card counts against the card before,"
        " which was not a Boom"
    )


def input_name(kind: str, sound: str | None = None) -> str:
    """'Whizz', 'BOOM', 'Punish!': the button an input was made with."""
    return sound.capitalize() if sound else INPUT_NAME.get(kind, kind)


def render_ranking(ranking: list[RankEntry]) -> str:
    """'P2 0.412 s, P1 0.530 s, P3 —' (§9.3: the ranking with reaction times)."""
    return ", ".join(f"{_seat(r.seat)} {secs(r.reaction_ms, places=3)}" for r in ranking)


def render_scores(scores: list[int]) -> str:
    """'P1 4, P2 5, P3 6'."""
    return ", ".join(f"{_seat(s)} {n}" for s, n in enumerate(scores))


def render_perspective(p: Any) -> str:
    """A plain-text table: face-up card, direction, whose turn, tokens, scores, ranking, deadlines."""
    lines = [f"Whizz Bing Bang — round {p.round}   {ARROW.get(p.direction, '')}"]
    card = f"[{p.faceup_sound.upper()}] ({p.faceup_colour})"
    if p.setup == "setup_2":
        lines.append(
            f"Draw pile face up: {card} on {p.draw_count} cards · discard face down: {p.discard_count}"
        )
    else:
        lines.append(f"Discard face up: {card} · draw pile face down: {p.draw_count}")
    start = p.phase_start_ms
    if p.phase == "call":
        what = "Whizz (restart)" if p.restart else (p.expected or "?").capitalize()
        due = since(p.slow_deadline_ms, start)
        lines.append(f"{_who(p, p.active)} must say {what}" + (f" — too slow at {due}" if due else ""))
    elif p.phase == "slap":
        slapped = ", ".join(_who(p, s) for s in p.slapped) or "nobody yet"
        lines.append(
            f"BOOM! revealed by {_who(p, p.revealer)} — everybody slap! "
            f"(window closes at {since(p.slap_window_end_ms, start)}; slapped: {slapped})"
        )
    elif p.phase == "punish":
        lines.append(
            f"⚠️ {_who(p, p.culprit)}: {EARLY_TEXT if p.early else CAUSE_TEXT.get(p.cause or '', p.cause)}"
            " — Punish! "
            f"(window closes at {since(p.punish_window_end_ms, start)})"
        )
    else:
        lines.append("Game over.")
    for pl in p.players:
        dots = "●" * pl.tokens_left + "○" * (4 - pl.tokens_left)
        nxt = f"next: {pl.next_token.capitalize()}" if pl.next_token else "all given"
        got = len(pl.received)
        hc = f" handicap {secs(pl.handicap_ms)}" if pl.handicap_ms else ""
        mark = "▶" if pl.seat == p.active else " "
        lines.append(
            f"{mark} {_who(p, pl.seat):<12} {pl.colour:<7} {dots} {nxt:<12} received {got}  "
            f"round {pl.round_points}  total {pl.total}{hc}"
        )
    lines.append(LEGEND)
    if p.ranking:
        lines.append(f"Last {'Boom' if p.ranking_kind == 'boom' else 'race'}: {render_ranking(p.ranking)}")
    if p.my_row is not None:
        lines.append("Your tokens: " + " ".join(f"[{i + 1}:{t or '?'}]" for i, t in enumerate(p.my_row)))
    if p.result is not None:
        lines.append(p.result.summary)
    return "\n".join(lines)


def _who(p: Any, seat: Seat | None) -> str:
    """'Seat 2', or 'Seat 1 (you)' for the viewer."""
    name = _seat(seat)
    return f"{name} (you)" if seat is not None and seat == getattr(p, "viewer", None) else name


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
        rt = f" ({secs(d.reaction_ms)})" if d.reaction_ms is not None else ""
        return f"{_seat(d.seat)} says {d.sound.capitalize()}{rt}, reveals {d.revealed.capitalize()} {nxt}"
    if k == "deck_reshuffled":
        return f"The discards are reshuffled into a new draw pile ({d.count} cards)."
    if k == "input_ignored":
        if d.reason == "late_claim":
            return f"({late_claim_text(d)})"
        why = IGNORED_TEXT.get(d.reason, d.reason.replace("_", " "))
        return f"(your {input_name(d.input, d.sound)} did not count: {why})"
    if k == "mistake_ruled":
        late = " (a press that arrived late)" if d.late else ""
        cause = EARLY_TEXT if d.early else CAUSE_TEXT.get(d.cause, d.cause)
        return f"⚠️ {_seat(d.culprit)}: {cause}{late}"
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
        return f"Round {d.round} points: {render_scores(d.scores)} · totals: {render_scores(d.totals)}"
    if k == "game_ended":
        low = min(d.totals) if d.totals else 0
        names = " and ".join(_seat(w) for w in d.winners)
        verb = "wins" if len(d.winners) == 1 else "share the win"
        return f"Game over: {names} {verb} with {low} point{'' if low == 1 else 's'}."
    return None


def describe_action(action: Action, perspective: Any) -> str:
    """Short menu text, e.g. 'Say Bing at +1.2 s' (seconds after the prompt began)."""
    a: Any = action
    start = getattr(perspective, "phase_start_ms", None)
    when = since(getattr(a, "at_ms", None), start)
    at = f" at {when}" if when else ""
    if action.kind == "call":
        return f"Say {a.sound.capitalize()}{at}"
    if action.kind == "slap":
        return f"Slap (BOOM){at}"
    if action.kind == "punish":
        return f"Punish!{at}"
    if action.kind == "pick_token":
        return f"Turn over token {a.slot + 1}{at}"
    if action.kind == "tick":
        return "Let the clock run"
    if action.kind == "shown":
        return "The table is shown"
    return action.kind
