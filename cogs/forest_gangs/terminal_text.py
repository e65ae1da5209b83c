"""Forest Gangs in the terminal, in the player's language (`python -m bot play forest_gangs --lang …`).

Pure (no discord): bot/terminal.py imports it by name. The words are `forest_gangs-term-…` in
`locales/<lang>/terminal.ftl`, creature names `w.card("forest_gangs", name)`. In English it reads
exactly as `engines/forest_gangs/text.py` (the engine's own plain text, which the tests pin).
"""

from __future__ import annotations

from typing import Any

from bot.i18n import Words
from engines.base import Action, Engine, Event
from engines.forest_gangs.actions import ChooseCard, JoinDuel, Reveal, UseShapeshifter
from engines.forest_gangs.catalog import name_of, value_of
from engines.forest_gangs.events import (
    CardChosen,
    CardChosenPrivate,
    CardDrawn,
    CombatStepped,
    DeckReshuffled,
    GameEnded,
    HandPassed,
    RoundStarted,
)
from engines.forest_gangs.perspective import ForestGangsPerspective
from engines.forest_gangs.state import CombatStep
from engines.forest_gangs.text import unplayable

GAME = "forest_gangs"
WHY = {"mantis_in_duel", "fungid_lowest", "highest", "only_card", "goatsheep"}
"""The reasons a combat is won that have words (`forest_gangs-term-why-<reason>`)."""
WAITING = {
    "choose_card": "choose_card",
    "use_shapeshifter": "abilities",
    "join_duel": "abilities",
    "reveal": "reveal",
}
"""What the table waits for, by decision kind (which ability is not said: hands stay secret)."""


def _t(w: Words, key: str, **args: Any) -> str:
    return w(f"{GAME}-term-{key}", **args)


def _who(w: Words, seat: int, ghost_seat: int | None = None) -> str:
    """A seat's name (counted from 1); the ghost is named."""
    if ghost_seat is not None and seat == ghost_seat:
        return _t(w, "ghost")
    return w("term-seat", n=seat + 1)


def _named(w: Words, name: str, value: int) -> str:
    """ "Gnome (7)" in the language."""
    return _t(w, "card", name=w.card(GAME, name), value=value)


def _card(w: Words, card: str) -> str:
    return _named(w, name_of(card), value_of(card))


def _and(w: Words, names: list[str]) -> str:
    """ "A, B and C" (English without the serial comma, as the engine writes it)."""
    if w.lang == "en" and len(names) > 2:
        return ", ".join(names[:-1]) + " and " + names[-1]
    return w.names(names)


def render_step(step: CombatStep, w: Words, ghost_seat: int | None = None) -> str:
    """One combat-log line."""

    def who(s: int) -> str:
        return _who(w, s, ghost_seat)

    plays = ", ".join(
        _t(w, "play", who=who(p.seat), card=_named(w, p.card.name, p.card.value)) for p in step.plays
    )
    seats = ", ".join(who(s) for s in step.seats)
    level = _t(w, "level", level=step.level) if step.level else ""
    match step.kind:
        case "revealed":
            return _t(w, "revealed", plays=plays)
        case "shapeshifted":
            return _t(w, "shapeshifted", level=level, plays=plays)
        case "duel":
            return _t(w, "duel", level=level, value=step.value or 0, seats=seats)
        case "giants_removed":
            return _t(w, "giants", level=level, seats=seats)
        case "goblins_joined":
            return _t(w, "goblins", level=level, seats=seats)
        case "duel_played":
            return _t(w, "duel-cards", level=level, plays=plays)
        case "dragoness_banished":
            return _t(w, "banished", level=level, plays=plays)
        case "winner":
            assert step.winner is not None
            reason = step.reason or ""
            why = _t(w, f"why-{reason}") if reason in WHY else reason.replace("_", " ")
            return _t(w, "winner", who=who(step.winner), why=why, n=step.count)
        case "no_winner":
            return _t(w, "no-winner", n=step.count)
        case "gnome_pass":
            return _t(w, "gnome")
        case "game_end":
            failed = who(step.seat) if step.seat is not None else _t(w, "someone")
            if step.reason == "duel":
                return _t(w, "end-duel", who=failed, n=step.count)
            return _t(w, "end-reveal" if step.reason == "reveal" else "end-draw", who=failed)
    return step.kind


def render_perspective(p: ForestGangsPerspective, w: Words) -> str:
    """A plain-text table: piles per seat, cards in play, the combat log, the viewer's hand."""
    mode = _t(w, "kids2") if p.kids2 else _t(w, "kids1") if p.kids1 else ""
    lines = [_t(w, "header", round=p.round, mode=mode, loot=_t(w, "cards", n=p.loot))]

    def name(seat: int) -> str:
        own = _who(w, seat, p.ghost_seat)
        return w("term-you", name=own) if seat == p.viewer else own

    names = {s.seat: name(s.seat) for s in p.players}
    width = max(len(n) for n in names.values())
    for s in p.players:
        if s.in_play:
            play = _t(w, "plays", card=_card(w, s.in_play.id))
            if not (s.in_stage or p.phase == "over"):
                play = _t(w, "out", play=play)
        elif s.laid:
            play = _t(w, "laid")
        elif s.waiting:
            play = _t(w, "to-answer")
        else:
            play = ""
        piles = _t(
            w,
            "piles",
            deck=f"{s.deck:2}",
            hand=str(s.hand),
            discard=f"{s.discard:2}",
            cards=f"{_t(w, 'cards', n=s.cards):>8}",
        )
        lines.append(f"  {names[s.seat]:{width}}  {piles}  {play}".rstrip())
    # A fresh round's log (or a game end at the refill) follows the previous combat.
    log = p.combat_log
    if not log or log[0].kind != "revealed":
        log = p.last_combat + log
    for step in log:
        lines.append("  " + render_step(step, w, p.ghost_seat))
    if p.hand:
        lines.append(_t(w, "hand", cards=", ".join(_named(w, c.name, c.value) for c in p.hand)))
    for card, _why in unplayable(p):
        lines.append("  " + _t(w, "not-offered", card=_named(w, card.name, card.value)))
    if p.waiting_for and p.result is None:
        who = ", ".join(names[s] for s in p.waiting_on)
        what = WAITING.get(p.waiting_for)
        lines.append(_t(w, "waiting", what=_t(w, f"waiting-{what}") if what else p.waiting_for, who=who))
    if p.result is not None:
        lines.append(summary_of(p, w))
    return "\n".join(lines)


def summary_of(p: ForestGangsPerspective, w: Words) -> str:
    """The result's line ("Seat 2 wins with 19 cards"), from a finished game's perspective."""
    assert p.result is not None
    zones = p.winning_zones or list(p.result.winners)
    ghost_won = p.ghost_seat is not None and p.ghost_seat in zones
    count = p.final_counts[zones[0]] if p.final_counts and zones else 0
    winners = [w("term-seat", n=s + 1) for s in p.result.winners]
    if not winners and ghost_won:
        return _t(w, "ghost-wins", n=count)
    if len(winners) == 1 and not ghost_won:
        return _t(w, "wins", who=winners[0], n=count)
    listed = _and(w, winners + ([_t(w, "the-ghost")] if ghost_won else []))
    return _t(w, "share", who=listed, n=count)


def render_summary(engine: Engine[Any], w: Words) -> str:
    """The finished game's one line, in the language (bot/terminal.py prints it once, at the end)."""
    return summary_of(engine.view_for(None), w)


def render_event(e: Event, viewer: int | None, w: Words) -> str | None:
    """One line for an event as `viewer` sees it (None = nothing worth a line)."""
    if not e.audience.sees(viewer):
        return None
    match e:
        case RoundStarted():
            if e.loot:
                return _t(w, "round-loot", round=e.round, loot=e.loot)
            return _t(w, "round", round=e.round)
        case CardDrawn():
            return _t(w, "drew", card=_named(w, e.card.name, e.card.value))
        case DeckReshuffled():
            who = _t(w, "ghost") if e.ghost else _who(w, e.seat)
            return _t(w, "reshuffled", who=who, n=e.count)
        case CardChosen():
            return _t(w, "lays-hidden", who=_who(w, e.seat))
        case CardChosenPrivate():
            return _t(w, "you-lay", card=_named(w, e.card.name, e.card.value))
        case CombatStepped():
            return render_step(e.step, w, e.ghost_seat)
        case HandPassed():
            return _t(w, "received", card=_named(w, e.card.name, e.card.value), who=_who(w, e.from_seat))
        case GameEnded():
            return _ended(e, w)
    return None


def _ended(e: GameEnded, w: Words) -> str:
    """The game-end event's line: the same words as the result's."""
    count = max(e.counts) if e.counts else 0  # the winners' (most cards wins, §6.3)
    winners = [w("term-seat", n=s + 1) for s in e.winners]
    if not winners and e.ghost_won:
        return _t(w, "ghost-wins", n=count)
    if len(winners) == 1 and not e.ghost_won:
        return _t(w, "wins", who=winners[0], n=count)
    listed = _and(w, winners + ([_t(w, "the-ghost")] if e.ghost_won else []))
    return _t(w, "share", who=listed, n=count)


def describe_action(action: Action, perspective: Any, w: Words) -> str:
    """Short menu text, e.g. "Play Gnome (7)"."""
    match action:
        case ChooseCard(card=None):
            return _t(w, "play-random")
        case ChooseCard(card=str(card)):
            return _t(w, "play-card", card=_card(w, card))
        case UseShapeshifter(use=use):
            return _t(w, "use-shapeshifter" if use else "keep-shapeshifter")
        case JoinDuel(join=join):
            return _t(w, "join-duel" if join else "stay-out")
        case Reveal():
            return _t(w, "reveal")
    return action.kind
