"""Bang & Twang in the terminal, in the player's language (`python -m bot play bang_and_twang --lang …`).

Pure (no discord): bot/terminal.py imports it by name. The words are `bang_and_twang-term-…` in
`locales/<lang>/terminal.ftl`; card names `w.card("bang_and_twang", name)`, a tune's effect
`bang_and_twang-tune-<slug>-effect` (cards.ftl) when a catalog has it. In English it reads exactly as
`engines/bang_and_twang/text.py` (the engine's own plain text, which the tests pin).
"""

from __future__ import annotations

from typing import Any

from bot.i18n import Words, slug
from engines.bang_and_twang import events as ev
from engines.bang_and_twang.actions import (
    BankCard,
    ChooseSeat,
    Done,
    FlipRiff,
    GiveCard,
    MoveRiff,
    NameTriplet,
    Pass,
    PlayTune,
    React,
    RestackPick,
    RotateRiff,
    SetRiff,
    TakeBankCard,
)
from engines.bang_and_twang.catalog import load_catalog
from engines.bang_and_twang.perspective import BangAndTwangPerspective, CardView
from engines.bang_and_twang.riff import flipped, moved
from engines.bang_and_twang.text import DONE, PROMPTS, WINDOWS
from engines.base import Action, Engine, Event, Seat

GAME = "bang_and_twang"
CAT = load_catalog()
TURN_KINDS = {"extra", "cut_in"}
ASKED_BY = {
    "call_and_response": "Call and Response",
    "tune_rotate": "Round and Round",
    "tune_set_riff": "Tune Up",
    "restack": "Tidy Up",
    "name_triplet": "Request",
    "give_card": "Request",
}
"""The tune card a decision's question names."""
HOWS = {"take_top", "take_bottom", "swap_top", "peek_take", "heckle", "pass_top"}


def _t(w: Words, key: str, **args: Any) -> str:
    return w(f"{GAME}-term-{key}", **args)


def _p(w: Words, seat: int | None) -> str:
    return "-" if seat is None else w("term-seat", n=seat + 1)


def triplet(w: Words, letters: str) -> str:
    """ "BTT" → "B T T" in the language's letters."""
    return " ".join(_t(w, f"letter-{x}") if x in "BT" else x for x in letters)


def _name(w: Words, name: str) -> str:
    return w.card(GAME, name)


def card_name(w: Words, card: str) -> str:
    """'Kettle Song (B T T, 1)' or 'Double Strum', in the language."""
    seq = CAT.seq.get(card)
    if seq is not None:
        return _t(w, "sequence", name=_name(w, seq.title), triplet=triplet(w, seq.triplet), points=seq.score)
    return _name(w, CAT.tunes[card].name)


def _tune_name(w: Words, card: str) -> str:
    return _name(w, CAT.tunes[card].name)


def _effect(w: Words, name: str, text: str) -> str:
    key = f"{GAME}-tune-{slug(name)}-effect"
    return w(key) if text and w.has(key) else text


def _cv(w: Words, c: CardView) -> str:
    if c.kind == "sequence":
        return _t(
            w, "sequence-view", name=_name(w, c.name), triplet=triplet(w, c.triplet or ""), points=c.points
        )
    text = _effect(w, c.name, c.text)
    return _t(w, "reaction-view" if c.reaction else "tune-view", name=_name(w, c.name), text=text)


def prompt_text(w: Words, kind: str, window: str | None = None) -> str:
    """What a decision asks, in words (never its internal kind)."""
    if kind.startswith("react_"):
        return _t(w, "prompt-react", window=_window(w, window))
    if kind not in PROMPTS:
        return _t(w, "prompt-other")
    return _t(w, f"prompt-{kind}", card=_name(w, ASKED_BY.get(kind, "")))


def _window(w: Words, window: str | None) -> str:
    """Which reaction window is open, with the reaction cards it is for."""
    if window not in WINDOWS:
        return _t(w, "window-now")
    names = {
        "cut_in": "Cut In",
        "shush": "Shush!",
        "heckle": "Heckle",
        "quick_ears": "Quick Ears",
    }
    return _t(w, f"window-{window}", **{k: _name(w, v) for k, v in names.items()})


def render_perspective(p: BangAndTwangPerspective, w: Words) -> str:
    """A plain-text table for the terminal."""

    def who(seat: int | None) -> str:
        name = _p(w, seat)
        return w("term-you", name=name) if seat is not None and seat == p.viewer else name

    kind = p.turn_kind if p.turn_kind in TURN_KINDS else "turn"
    if p.active_seat == p.viewer:
        whose = _t(w, f"yours-{kind}", seat=_p(w, p.viewer))
    else:
        whose = _t(w, f"theirs-{kind}", who=who(p.active_seat))
    slots = "  ".join(_t(w, "slot", slot=r.slot, face=_t(w, f"face-{r.face}")) for r in p.riff_row)
    lines = [
        _t(w, "riff", slots=slots),
        _t(
            w,
            "turn",
            turn=p.turn,
            whose=whose,
            interrupting=_t(w, "interrupting", who=who(p.interrupted_seat))
            if p.interrupted_seat is not None
            else "",
            draw=p.draw_count,
            discard=len(p.discard),
            top=_t(w, "top", card=_tune_name(w, p.discard[-1])) if p.discard else "",
        ),
    ]
    if p.window:
        window = _window(w, p.window) if p.window in WINDOWS else p.window
        lines.append(_t(w, "listening", window=window))
    for pl in p.players:
        extra = []
        if pl.bank_guarded:
            extra.append(_t(w, "bank-locked"))
        if pl.orchestra:
            extra.append(_name(w, "Full Orchestra"))
        if pl.pending_extra:
            extra.append(_t(w, "extra-turns", n=pl.pending_extra))
        if pl.pending_skips:
            extra.append(_t(w, "skips", n=pl.pending_skips))
        mark = ">" if pl.seat == p.active_seat else " "
        hand, bank = _t(w, "cards", n=pl.hand_size), _t(w, "cards", n=pl.bank_size)
        row = f"{mark} " + _t(w, "player", who=who(pl.seat), hand=hand, bank=bank)
        if extra:
            row += f" ({', '.join(extra)})"
        if pl.hand is not None:
            row += " | " + "; ".join(_cv(w, c) for c in pl.hand)
        lines.append(row)
    if p.viewer is not None:
        empty = _t(w, "empty")
        lines.append(_t(w, "your-hand", cards="; ".join(_cv(w, c) for c in p.hand) or empty))
        points = _t(w, "points", n=sum(c.points for c in p.bank))
        lines.append(
            _t(w, "your-bank", points=points, cards=", ".join(_name(w, c.name) for c in p.bank) or empty)
        )
        if p.prompt is not None:
            lines.append(prompt_text(w, p.prompt.kind, p.prompt.window))
            if p.prompt.peek:
                lines.append(_t(w, "you-see", cards="; ".join(_cv(w, c) for c in p.prompt.peek)))
    if p.result is not None:
        lines.append(_t(w, "game-over", summary=result_line(p.result.winners, p.result.scores, w)))
    return "\n".join(lines)


def result_line(winners: list[Seat], scores: list[float], w: Words) -> str:
    """ "Seat 1 & Seat 3 win with 7 points" in the language."""
    top = int(max(scores, default=0))
    names = " & ".join(w("term-seat", n=s + 1) for s in winners)
    return _t(w, "win" if len(winners) > 1 else "wins", who=names, n=top)


def render_summary(engine: Engine[Any], w: Words) -> str:
    """The finished game's one line (bot/terminal.py prints it once, at the end)."""
    result = engine.result
    assert result is not None
    return result_line(result.winners, result.scores, w)


def render_event(e: Event, viewer: Seat | None, w: Words) -> str | None:
    """One line for an event as `viewer` sees it (None = nothing worth showing)."""
    if not e.audience.sees(viewer):
        return None

    def p(seat: int | None) -> str:
        return _p(w, seat)

    def cards(ids: list[str]) -> str:
        return ", ".join(card_name(w, c) for c in ids)

    if isinstance(e, ev.GameStarted):
        return _t(w, "start", riff=triplet(w, e.riff), who=p(e.first_seat))
    if isinstance(e, ev.TurnStarted):
        if e.resumed:
            return _t(w, "resumes", who=p(e.seat))
        return _t(w, f"turn-{e.turn_kind}" if e.turn_kind in TURN_KINDS else "turn-regular", who=p(e.seat))
    if isinstance(e, ev.TurnSkipped):
        return _t(w, "skipped", who=p(e.seat))
    if isinstance(e, ev.RiffChanged):
        riff = triplet(w, e.riff)
        if e.change in ("flip", "move", "rotate", "set", "flip_all"):
            return _t(w, f"riff-{e.change}", who=p(e.seat), slot=e.slot or 0, to=e.to_slot or 0, riff=riff)
        return _t(w, "riff-other", riff=riff)
    if isinstance(e, ev.CardBanked):
        if e.triplet:
            return _t(
                w, "banks-sequence", who=p(e.seat), card=_name(w, e.name), triplet=triplet(w, e.triplet)
            )
        return _t(w, "banks", who=p(e.seat), card=_name(w, e.name))
    if isinstance(e, ev.TunePlayed):
        return _t(w, "plays-no-effect" if e.no_effect else "plays", who=p(e.seat), card=_name(w, e.name))
    if isinstance(e, ev.TuneCancelled):
        return _t(w, "shushes", who=p(e.by), target=p(e.seat), card=_tune_name(w, e.card))
    if isinstance(e, ev.CardsDrawn):
        return _t(w, "draws", who=p(e.seat), n=e.count)
    if isinstance(e, ev.CardsDrawnPrivate):
        return _t(w, "you-draw", cards=cards(e.cards))
    if isinstance(e, ev.BankCardMoved):
        how = _t(w, f"how-{e.how}") if e.how in HOWS else e.how.replace("_", " ")
        return _t(w, "takes-bank", who=p(e.seat), source=p(e.source), how=how)
    if isinstance(e, ev.BankCardMovedPrivate):
        if e.returned:
            return _t(
                w,
                "bank-moves-for",
                card=card_name(w, e.card),
                source=p(e.source),
                who=p(e.seat),
                returned=card_name(w, e.returned),
            )
        return _t(w, "bank-moves", card=card_name(w, e.card), source=p(e.source), who=p(e.seat))
    if isinstance(e, ev.BankPeeked):
        return _t(w, "you-see-bank", source=p(e.source), cards=cards(e.cards))
    if isinstance(e, ev.HandCardMoved):
        return _t(w, "takes-hand", who=p(e.seat), source=p(e.source))
    if isinstance(e, ev.HandCardMovedPrivate):
        return _t(w, "hand-moves", card=card_name(w, e.card), source=p(e.source), who=p(e.seat))
    if isinstance(e, ev.HandsMoved):
        if e.how == "pass":
            return _t(w, "passes-music", who=p(e.seat))
        return _t(w, "swaps-hands", who=p(e.seat), other=p(e.other))
    if isinstance(e, ev.HandReceived):
        return _t(w, "receives", who=p(e.seat), source=p(e.source), cards=cards(e.cards))
    if isinstance(e, ev.TripletNamed):
        return _t(w, "requests", who=p(e.seat), triplet=triplet(w, e.triplet))
    if isinstance(e, ev.CardRevealed):
        return _t(w, "reveals", who=p(e.seat), card=card_name(w, e.card))
    if isinstance(e, ev.BankRestacked):
        return _t(w, "restacks", who=p(e.seat))
    if isinstance(e, ev.BankTopsPassed):
        return _t(w, "tops-pass", seats=", ".join(p(s) for s in e.passers))
    if isinstance(e, ev.BankTopsBurned):
        return _t(w, "fire-burns", cards=cards(e.cards))
    if isinstance(e, ev.TurnEffectQueued):
        if e.effect == "extra_turn":
            return _t(w, "will-extra", who=p(e.seat))
        if e.effect == "skip":
            return _t(w, "will-skip", who=p(e.target))
        if e.effect == "refresh_target":
            return _t(w, "refresh", who=p(e.seat), n=e.amount)
        return _t(w, "actions", who=p(e.seat), n=e.amount)
    if isinstance(e, ev.ReactionWindowOpened):
        return _t(w, "listening-now")
    if isinstance(e, ev.GameEnded):
        scores = ", ".join(_t(w, "seat-points", who=p(i), points=v) for i, v in enumerate(e.scores))
        return _t(w, "points-line", scores=scores)
    return None


def describe_action(a: Action, p: Any, w: Words) -> str:
    """Short menu text for an action, e.g. "Bank Kettle Song (B T T, 1)"."""
    if isinstance(a, BankCard):
        return _t(w, "do-bank", card=card_name(w, a.card))
    riff = getattr(p, "riff", None)
    if isinstance(a, FlipRiff):
        if not riff:
            return _t(w, "do-flip", slot=a.slot)
        return _t(w, "do-flip-gives", slot=a.slot, riff=triplet(w, "".join(flipped(riff, a.slot))))
    if isinstance(a, MoveRiff):
        if not riff:
            return _t(w, "do-move", src=a.src, dst=a.dst)
        return _t(
            w, "do-move-gives", src=a.src, dst=a.dst, riff=triplet(w, "".join(moved(riff, a.src, a.dst)))
        )
    if isinstance(a, RotateRiff):
        return _t(w, "do-left-to-end" if a.side == "left_to_end" else "do-right-to-front")
    if isinstance(a, SetRiff):
        return _t(w, "do-set", riff=triplet(w, a.triplet))
    if isinstance(a, PlayTune):
        return _t(w, "do-play", card=_tune_name(w, a.card))
    if isinstance(a, Done):
        prompt = getattr(p, "prompt", None)
        kind = prompt.kind if prompt is not None else ""
        return _t(w, f"done-{kind}") if kind in DONE else _t(w, "done")
    if isinstance(a, ChooseSeat):
        return _t(w, "do-choose", who=_p(w, a.seat))
    if isinstance(a, TakeBankCard):
        return _t(w, "do-take", n=a.depth + 1)
    if isinstance(a, NameTriplet):
        return _t(w, "do-request", triplet=triplet(w, a.triplet))
    if isinstance(a, GiveCard):
        return _t(w, "do-give", card=card_name(w, a.card))
    if isinstance(a, RestackPick):
        return _t(w, "do-restack", n=a.position + 1)
    if isinstance(a, React):
        card = _tune_name(w, a.card)
        if a.target is not None:
            return _t(w, "do-react-on", card=card, who=_p(w, a.target))
        if a.bank:
            return _t(w, "do-react-bank", card=card, bank=card_name(w, a.bank))
        return _t(w, "do-react", card=card)
    if isinstance(a, Pass):
        return _t(w, "do-pass")
    return a.kind
