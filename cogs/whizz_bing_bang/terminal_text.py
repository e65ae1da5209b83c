"""Whizz Bing Bang in the terminal, in the player's language (`python -m bot play whizz_bing_bang --lang …`).

Pure (no discord): bot/terminal.py imports it by name. The words are `whizz_bing_bang-term-…` in
`locales/<lang>/terminal.ftl`; the four sounds are card names (`w.card`). In English it reads exactly as
`engines/whizz_bing_bang/text.py` (the engine's own plain text, which the tests pin). `terminal_speech(w)`
gives the real-time loop (engines/whizz_bing_bang/terminal.py) its words: what it prints, and the words
a player may type (English ones always work too).
"""

from __future__ import annotations

from typing import Any

from bot.i18n import DEFAULT, Words
from bot.terminal import fixed
from engines.base import Action, Engine, Event, Seat
from engines.whizz_bing_bang.actions import Call, PickToken, Punish, Slap
from engines.whizz_bing_bang.events import RankEntry
from engines.whizz_bing_bang.terminal import Speech, parse_word
from engines.whizz_bing_bang.text import CAUSE_TEXT, IGNORED_TEXT, REFUSED_TEXT

GAME = "whizz_bing_bang"
COLOURS = {"red", "blue", "green", "yellow", "purple", "orange"}
INPUTS = {"slap", "punish", "pick_token"}


def _t(w: Words, key: str, **args: Any) -> str:
    return w(f"{GAME}-term-{key}", **args)


def _seat(w: Words, s: Seat | None) -> str:
    return "-" if s is None else w("term-seat", n=s + 1)


def sound(w: Words, name: str) -> str:
    """ "whizz" → "Whizz" (a sound is a card name)."""
    return w.card(GAME, name.capitalize())


def _and(w: Words, names: list[str]) -> str:
    """ "A and B and C" in English (as the engine writes it), the language's list elsewhere."""
    return " and ".join(names) if w.lang == DEFAULT else w.names(names)


def secs(w: Words, ms: int | None, *, places: int = 2) -> str:
    """Milliseconds as seconds: 420 → '0.42 s'."""
    return _t(w, "no-time") if ms is None else _t(w, "secs", s=fixed(w, ms / 1000, places))


def since(w: Words, at_ms: int | None, start_ms: int | None) -> str:
    """An instant as seconds after the prompt started: '+3.0 s' (the prompt's start not known: '')."""
    if at_ms is None or start_ms is None:
        return ""
    sign = "+" if at_ms >= start_ms else "−"
    return sign + _t(w, "secs", s=fixed(w, abs(at_ms - start_ms) / 1000, 1))


def _colour(w: Words, colour: str) -> str:
    return _t(w, f"colour-{colour}") if colour in COLOURS else colour


def cause_text(w: Words, cause: str | None, early: bool = False) -> str:
    """Why a player is punished."""
    if early:
        return _t(w, "cause-early")
    return _t(w, f"cause-{cause}") if cause in CAUSE_TEXT else str(cause)


def input_name(w: Words, kind: str, sound_name: str | None = None) -> str:
    """'Whizz', 'BOOM', 'Punish!': the button an input was made with."""
    if sound_name:
        return sound(w, sound_name)
    return _t(w, f"input-{kind}") if kind in INPUTS else kind


def render_ranking(ranking: list[RankEntry], w: Words) -> str:
    """'Seat 2 0.412 s, Seat 1 0.530 s, Seat 3 —'."""
    return ", ".join(
        _t(w, "ranked", who=_seat(w, r.seat), time=secs(w, r.reaction_ms, places=3)) for r in ranking
    )


def render_scores(scores: list[int], w: Words) -> str:
    """'Seat 1 4, Seat 2 5, Seat 3 6'."""
    return ", ".join(_t(w, "scored", who=_seat(w, s), points=n) for s, n in enumerate(scores))


def render_perspective(p: Any, w: Words) -> str:
    """A plain-text table: face-up card, direction, whose turn, tokens, scores, ranking, deadlines."""

    def who(seat: Seat | None) -> str:
        name = _seat(w, seat)
        return w("term-you", name=name) if seat is not None and seat == p.viewer else name

    direction = {1: _t(w, "clockwise"), -1: _t(w, "anticlockwise")}.get(p.direction, "")
    lines = [_t(w, "header", round=p.round, direction=direction)]
    card = _t(w, "faceup", sound=sound(w, p.faceup_sound).upper(), colour=_colour(w, p.faceup_colour))
    if p.setup == "setup_2":
        lines.append(_t(w, "setup-2", card=card, n=p.draw_count, discard=p.discard_count))
    else:
        lines.append(_t(w, "setup-1", card=card, n=p.draw_count))
    start = p.phase_start_ms
    if p.phase == "call":
        what = (
            _t(w, "restart", whizz=sound(w, "whizz"))
            if p.restart
            else (sound(w, p.expected) if p.expected else "?")
        )
        due = since(w, p.slow_deadline_ms, start)
        if due:
            lines.append(_t(w, "must-say-due", who=who(p.active), what=what, due=due))
        else:
            lines.append(_t(w, "must-say", who=who(p.active), what=what))
    elif p.phase == "slap":
        slapped = ", ".join(who(s) for s in p.slapped) or _t(w, "nobody-yet")
        lines.append(
            _t(
                w,
                "slap-phase",
                boom=sound(w, "boom").upper(),
                who=who(p.revealer),
                due=since(w, p.slap_window_end_ms, start),
                slapped=slapped,
            )
        )
    elif p.phase == "punish":
        lines.append(
            _t(
                w,
                "punish-phase",
                who=who(p.culprit),
                cause=cause_text(w, p.cause, p.early),
                punish=_t(w, "input-punish"),
                due=since(w, p.punish_window_end_ms, start),
            )
        )
    else:
        lines.append(_t(w, "over"))
    for pl in p.players:
        dots = "●" * pl.tokens_left + "○" * (4 - pl.tokens_left)
        nxt = _t(w, "next", token=sound(w, pl.next_token)) if pl.next_token else _t(w, "all-given")
        hc = _t(w, "handicap", time=secs(w, pl.handicap_ms)) if pl.handicap_ms else ""
        mark = "▶" if pl.seat == p.active else " "
        row = _t(
            w,
            "row",
            who=f"{who(pl.seat):<12}",
            colour=f"{_colour(w, pl.colour):<7}",
            dots=dots,
            next=f"{nxt:<12}",
            got=len(pl.received),
            round=pl.round_points,
            total=pl.total,
            handicap=hc,
        )
        lines.append(f"{mark} {row}")
    lines.append(_t(w, "legend"))
    if p.ranking:
        lines.append(
            _t(
                w,
                "last-boom" if p.ranking_kind == "boom" else "last-race",
                ranking=render_ranking(p.ranking, w),
            )
        )
    if p.my_row is not None:
        tokens = " ".join(
            _t(w, "token-slot", n=i + 1, token=sound(w, t).lower() if t else "?")
            for i, t in enumerate(p.my_row)
        )
        lines.append(_t(w, "your-tokens", tokens=tokens))
    if p.result is not None:
        lines.append(result_line(p.result.winners, p.result.scores, p.round, w))
    return "\n".join(lines)


def result_line(winners: list[Seat], scores: list[float], rounds: int, w: Words) -> str:
    """ "seat 2 wins with 3 points after 5 rounds" in the language."""
    names = _and(w, [_t(w, "result-seat", n=s + 1) for s in winners])
    low = int(min(scores)) if scores else 0
    return _t(w, "result", who=names, count=len(winners), n=low, rounds=rounds)


def render_summary(engine: Engine[Any], w: Words) -> str:
    """The finished game's one line (bot/terminal.py prints it once, at the end)."""
    result = engine.result
    assert result is not None
    return result_line(result.winners, result.scores, engine.state.round, w)


def late_claim_text(d: Any, w: Words) -> str:
    """W31: '(Too late: Seat 1 claimed first (+0.60 s) and punished Seat 2; yours came at …)'."""
    yours = (
        _t(w, "late-yours", time="+" + _t(w, "secs", s=fixed(w, d.race_claim_ms / 1000, 2)))
        if d.race_claim_ms is not None
        else ""
    )
    if d.race_winner is None:
        return _t(w, "late-nobody", culprit=_seat(w, d.race_culprit), yours=yours)
    first = (
        _t(w, "late-first-at", time="+" + _t(w, "secs", s=fixed(w, d.race_winner_ms / 1000, 2)))
        if d.race_winner_ms is not None
        else ""
    )
    return _t(
        w,
        "late-first",
        winner=_seat(w, d.race_winner),
        first=first,
        culprit=_seat(w, d.race_culprit),
        yours=yours,
    )


def render_event(e: Event, viewer: Seat | None, w: Words) -> str | None:
    """One line for an event as `viewer` sees it (None = nothing to show)."""
    if not e.audience.sees(viewer):
        return None
    k = e.kind
    d: Any = e
    if k == "round_started":
        return _t(w, "round-started", round=d.round, who=_seat(w, d.starter), whizz=sound(w, "whizz"))
    if k == "card_called":
        if d.next_seat is not None:
            nxt = _t(w, "called-next", who=_seat(w, d.next_seat))
        else:
            nxt = _t(w, "called-boom", boom=sound(w, "boom").upper())
        rt = _t(w, "called-time", time=secs(w, d.reaction_ms)) if d.reaction_ms is not None else ""
        return _t(
            w,
            "called",
            who=_seat(w, d.seat),
            sound=sound(w, d.sound),
            time=rt,
            revealed=sound(w, d.revealed),
            next=nxt,
        )
    if k == "deck_reshuffled":
        return _t(w, "reshuffled", n=d.count)
    if k == "input_ignored":
        if d.reason == "late_claim":
            return late_claim_text(d, w)
        why = _t(w, f"ignored-{d.reason}") if d.reason in IGNORED_TEXT else d.reason.replace("_", " ")
        return _t(w, "did-not-count", input=input_name(w, d.input, d.sound), why=why)
    if k == "mistake_ruled":
        cause = cause_text(w, d.cause, d.early)
        return _t(w, "mistake-late" if d.late else "mistake", culprit=_seat(w, d.culprit), cause=cause)
    if k == "boom_ranked":
        if d.punisher is not None:
            outcome = _t(w, "punishes", punisher=_seat(w, d.punisher), culprit=_seat(w, d.culprit))
        else:
            outcome = _t(w, "nobody-slapped")
        return _t(w, "boom-ranking", ranking=render_ranking(d.ranking, w), outcome=outcome)
    if k == "token_given":
        args = {"giver": _seat(w, d.giver), "token": sound(w, d.token), "receiver": _seat(w, d.receiver)}
        if d.ranking and d.cause != "last_boom_slap":
            return _t(w, "token-given-race", ranking=render_ranking(d.ranking, w), **args)
        return _t(w, "token-given", **args)
    if k == "nobody_punished":
        return _t(w, "nobody-punished", culprit=_seat(w, d.culprit))
    if k == "play_restarted":
        return _t(w, "restarts", who=_seat(w, d.seat), whizz=sound(w, "whizz"))
    if k == "token_peeked":
        return _t(w, "peeked", n=d.slot + 1, token=sound(w, d.token))
    if k == "round_scored":
        return _t(
            w,
            "round-scored",
            round=d.round,
            scores=render_scores(d.scores, w),
            totals=render_scores(d.totals, w),
        )
    if k == "game_ended":
        low = min(d.totals) if d.totals else 0
        names = _and(w, [_seat(w, s) for s in d.winners])
        return _t(w, "game-ended", who=names, count=len(d.winners), n=low)
    return None


def describe_action(action: Action, perspective: Any, w: Words) -> str:
    """Short menu text, e.g. 'Say Bing at +1.2 s' (seconds after the prompt began)."""
    a: Any = action
    when = since(w, getattr(a, "at_ms", None), getattr(perspective, "phase_start_ms", None))
    at = "-at" if when else ""
    if action.kind == "call":
        return _t(w, f"say{at}", sound=sound(w, a.sound), when=when)
    if action.kind == "slap":
        return _t(w, f"slap{at}", boom=sound(w, "boom").upper(), when=when)
    if action.kind == "punish":
        return _t(w, f"punish{at}", when=when)
    if action.kind == "pick_token":
        return _t(w, f"pick{at}", n=a.slot + 1, when=when)
    if action.kind == "tick":
        return _t(w, "tick")
    if action.kind == "shown":
        return _t(w, "shown")
    return action.kind


class WordsSpeech(Speech):
    """The real-time loop's words in a language (engines/whizz_bing_bang/terminal.py `Speech`)."""

    def __init__(self, w: Words) -> None:
        self.w = w
        self.help = _t(w, "help")
        self.left = _t(w, "left")

    def banner(self, title: str, players: int, seed: int) -> str:
        w = self.w
        name = w(f"{GAME}-title") if w.has(f"{GAME}-title") else title
        return _t(w, "banner", title=name, players=players, seed=str(seed))

    def perspective(self, p: Any) -> str:
        return render_perspective(p, self.w)

    def event(self, e: Event, viewer: Seat | None) -> str | None:
        return render_event(e, viewer, self.w)

    def _typed(self, what: str) -> set[str]:
        """The words the language (and English) lets a player type for `what`."""
        found = {x.strip().lower() for x in _t(self.w, f"type-{what}").split(",")}
        return {x for x in found if x}

    def quits(self, text: str) -> bool:
        return Speech.quits(self, text) or text.strip().lower() in self._typed("quit")

    def parse(self, text: str, at_ms: int, snowflake: int) -> Action | None:
        word = text.strip().lower()
        for call in ("whizz", "bing", "bang"):
            if word in self._typed(call):
                return Call(sound=call, at_ms=at_ms, snowflake=snowflake)  # type: ignore[arg-type]
        if word in self._typed("slap"):
            return Slap(at_ms=at_ms, snowflake=snowflake)
        if word in self._typed("punish"):
            return Punish(at_ms=at_ms, snowflake=snowflake)
        if word in ("1", "2", "3", "4"):
            return PickToken(slot=int(word) - 1, at_ms=at_ms, snowflake=snowflake)
        return parse_word(text, at_ms, snowflake)

    def since(self, at_ms: int | None, start_ms: int | None) -> str:
        return since(self.w, at_ms, start_ms)

    def typed(self, kind: str, sound: str | None, when: str) -> str:
        name = input_name(self.w, kind, sound)
        return (
            _t(self.w, "you-typed-at", input=name, when=when) if when else _t(self.w, "you-typed", input=name)
        )

    def refused(self, code: str) -> str:
        why = _t(self.w, f"refused-{code}") if code in REFUSED_TEXT else code.replace("_", " ")
        return _t(self.w, "refused", why=why)

    def game_over(self, engine: Any) -> str:
        return self.w("term-game-over", line=render_summary(engine, self.w))


def terminal_speech(w: Words) -> Speech:
    """The real-time terminal's words in `w`'s language (bot/terminal.py passes it to the loop)."""
    return WordsSpeech(w)
