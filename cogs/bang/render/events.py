"""Public lines of the table's log for events, and the final result's headline and standings."""

from __future__ import annotations

import re
from typing import Any

from bot.i18n import Words
from bot.storage import SessionRecord
from cogs.bang.render.common import (
    AS_KIND,
    CHARACTER_SLOT,
    GAME,
    NAMED_SOURCES,
    PIP,
    QUIET_DISCARDS,
    _words,
    ability_name,
    card_label,
    card_name,
    char_name,
    purpose_text,
    role_name,
    seat_name,
    table_words,
)
from engines.base import Event, Result, to_data


def _source(w: Words, source: str) -> str:
    """Where drawn cards came from ("the deck", "Stagecoach", "Kit Carlson")."""
    if source in NAMED_SOURCES:
        return w.card(GAME, NAMED_SOURCES[source])
    key = f"bang-source-{source}"
    return w(key) if w.has(key) else _words(w, source)


def _reason(w: Words, reason: str) -> str:
    """Why cards were discarded ("hand limit", "Cat Balou")."""
    key = f"bang-discard-{reason}"
    return w(key) if w.has(key) else _words(w, reason)


# ---------------------------------------------------------------------- event lines
def event_line(e: Event, record: SessionRecord, w: Words | None = None) -> str | None:
    """One public line for the table log (None = not worth a line), in the table's language."""
    if not e.audience.sees(None):
        return None
    w = w or table_words(record)
    d: dict[str, Any] = to_data(e)
    k = e.kind

    def n(key: str) -> str:
        return seat_name(record, d.get(key), w)

    if k == "card_played":
        card = card_label(w, d["card"])
        if d["response"]:
            return w("bang-log-answers", who=n("seat"), card=card)
        targets = ""
        if d["target"] is not None and d["target"] != d["seat"]:
            targets = ", ".join(
                [n("target"), *(seat_name(record, x, w) for x in d.get("extra_targets") or [])]
            )
        tc = f" ({card_label(w, d['target_card'])})" if d["target_card"] else ""
        bits = [w("bang-log-upgrades", n=d["upgrades"])] if d.get("upgrades") else []
        if d.get("weapon_ability"):
            bits.append(w("bang-log-weapon-ability"))
        bits += [
            w.card(GAME, name)
            for flag, name in (("bandolier", "Bandolier"), ("bell_tower", "Bell Tower"))
            if d.get(flag)
        ]
        more = tc + (f" [{', '.join(bits)}]" if bits else "")
        as_ = ""
        if d["as_kind"]:
            as_ = w.card(GAME, AS_KIND[d["as_kind"]]) if d["as_kind"] in AS_KIND else _words(w, d["as_kind"])
        key = "bang-log-plays" + ("-as" if as_ else "") + ("-at" if targets else "")
        return w(key, who=n("seat"), card=card, kind=as_, target=targets, more=more)
    if k == "life_changed":
        if d["delta"] < 0:
            return w("bang-log-loses", who=n("seat"), n=-d["delta"], life=d["life"])
        if d["delta"] == 0:
            return w("bang-log-full-life", who=n("seat"), life=d["life"])
        return w("bang-log-gains", who=n("seat"), n=d["delta"], life=d["life"])
    if k == "player_eliminated":
        role = role_name(w, d["role"])
        if d["killer"] is not None and d["killer"] != d["seat"]:
            return w("bang-log-out-by", who=n("seat"), role=role, killer=n("killer"))
        return w("bang-log-out", who=n("seat"), role=role)
    if k == "turn_started":
        return w("bang-log-turn", turn=d["turn"], who=n("seat"))
    if k == "check_drawn":
        if d["card"] is None:
            return None
        what = purpose_text(w, d["purpose"])
        mark = "✅" if d["success"] else "❌"
        return w("bang-log-check", who=n("seat"), what=what, card=card_label(w, d["card"]), mark=mark)
    if k == "shot_missed":
        return w("bang-log-dodges", who=n("seat"))
    if k == "card_moved" and d["reason"] == "bomb_passed":
        return w("bang-log-bomb-passed", who=n("from_seat"), to=n("to_seat"))
    if k == "card_moved" and d["from_seat"] == d["to_seat"] and d["card"]:
        return w("bang-log-back-to-hand", card=card_label(w, d["card"]), who=n("to_seat"))
    if k == "card_moved":
        if d["card"]:
            return w("bang-log-takes", who=n("to_seat"), card=card_label(w, d["card"]), source=n("from_seat"))
        return w("bang-log-takes-hand-card", who=n("to_seat"), source=n("from_seat"))
    if k == "cards_discarded":
        if d["reason"] in QUIET_DISCARDS:
            return None
        cards = ", ".join(card_label(w, c) for c in d["cards"])
        return w("bang-log-discards", who=n("seat"), cards=cards, why=_reason(w, d["reason"]))
    if k == "store_revealed":
        return w("bang-log-store", cards=", ".join(card_label(w, c) for c in d["cards"]))
    if k == "cards_drawn":
        if not d["cards"]:
            return None
        cards = ", ".join(card_label(w, c) for c in d["cards"])
        return w("bang-log-draws", who=n("seat"), cards=cards, source=_source(w, d["source"]))
    if k == "character_chosen":
        return w("bang-log-character", who=n("seat"), character=char_name(w, d["character"]))
    if k == "ability_used":
        return w("bang-log-ability", who=n("seat"), ability=ability_name(w, d["ability"]))
    if k == "tokens_changed":
        if d["reason"] in ("rust", "frankie_canton", "bomb_check", "bass_greeves"):
            sign = "+" if d["delta"] >= 0 else "−"
            args = {"pip": PIP, "who": n("seat"), "delta": f"{sign}{abs(d['delta'])}", "tokens": d["tokens"]}
            if d["slot"] == CHARACTER_SLOT:
                return w("bang-log-tokens-character", **args)
            return w("bang-log-tokens", card=card_name(w, d["slot"]), **args)
        return None
    if k == "penalty_applied":
        key = f"bang-log-penalty-{d['what']}"
        if w.has(key):
            return w(key, who=n("seat"))
        return w("bang-log-penalty", who=n("seat"), what=_words(w, d["what"]))
    if k == "deck_reshuffled":
        return w("bang-log-reshuffle")
    if k == "game_ended":
        return "🏁 " + ending(w, d["summary"], record)
    return None


# ---------------------------------------------------------------------- the ending
_SUMMARY = re.compile(r"^(?P<why>.*): (?P<verdict>.*) \(after (?P<turns>\d+) turns?\)$")
_TARGET = re.compile(r"^The (?P<side>\w+) eliminated the \w+, his target$")
_LAST = re.compile(r"^The (?P<side>\w+) is the last one standing$")
WHY = {
    "The Sheriff died with only the Renegade left": "bang-why-renegade-alone",
    "The Sheriff was killed": "bang-why-sheriff-killed",
    "Every Outlaw and the Renegade are dead": "bang-why-town-clean",
    "Every Outlaw and the Renegades are dead": "bang-why-town-clean-renegades",
    "No one can draw or play a card any more": "bang-why-stalemate",
}
"""The engine's reasons for the end (engines/bang/board.py `_check_end`, the H1 ruling's data)."""
VERDICT = {
    "the Sheriff and his Deputies win": "bang-verdict-sheriff-deputies",
    "the Sheriff wins": "bang-verdict-sheriff",
    "the Outlaws win": "bang-verdict-outlaws",
    "the Renegade wins alone": "bang-verdict-renegade",
    "the Deputy wins": "bang-verdict-deputy-3",
    "the Outlaw wins": "bang-verdict-outlaw-3",
    "the Renegade wins": "bang-verdict-renegade-3",
    "the game ends in a draw, nobody wins": "bang-verdict-draw",
}


def ending(w: Words, summary: str, record: SessionRecord) -> str:
    """The engine's summary ("<why>: <verdict> (after N turns)", in English, its only words) told
    in `w`'s language; an ending the engine words some other way is shown as the engine wrote it."""
    m = _SUMMARY.match(summary)
    if m is None:
        return summary
    why, verdict = m.group("why"), m.group("verdict")
    target, last = _TARGET.match(why), _LAST.match(why)
    if target is not None:
        why_text = w("bang-why-target", side=target.group("side").lower())
    elif last is not None:
        why_text = w("bang-why-last-standing", side=last.group("side").lower())
    elif why in WHY:
        why_text = w(WHY[why])
    else:
        return summary
    if verdict not in VERDICT:
        return summary
    return w("bang-ending", why=why_text, verdict=w(VERDICT[verdict]), turns=int(m.group("turns")))


def headline(record: SessionRecord, result: Result, w: Words | None = None) -> str:
    """The results' first line: why the game ended and which side won
    ("🏆 The Sheriff was killed: the Outlaws win (after 21 turns)"). The winners are not listed
    again: each has 🏆 on his own line of the standings (`final_lines`). A game that nobody won
    (house ruling H1, a stalemate) gets 🤝 instead of the trophy."""
    w = w or table_words(record)
    return f"{'🏆' if result.winners else '🤝'} {ending(w, result.summary, record)}"


def final_lines(
    record: SessionRecord, players: list[Any], winners: list[int] | None, w: Words | None = None
) -> list[str]:
    """Every player's standing at the end, winners first, then survivors, with role and fate.

    `players` are the engine's PlayerStates: at the end every role is public (§1.3), also when
    the host stopped the game early (`winners` None)."""
    w = w or table_words(record)
    won = set(winners or [])
    order = sorted(range(len(players)), key=lambda i: (i not in won, not players[i].alive, i))
    out = []
    for i in order:
        pl = players[i]
        role = role_name(w, pl.role)
        char = f" · {char_name(w, pl.character)}" if pl.character else ""
        if pl.alive:
            fate = f"{pl.life}/{pl.max_life} ❤️"
        elif pl.killed_by is not None and pl.killed_by != i:
            fate = w("bang-fate-killed", name=seat_name(record, pl.killed_by, w))
        else:
            fate = w("bang-fate-out")
        mark = "🏆 " if i in won else ""
        out.append(f"{mark}{'❤️' if pl.alive else '💀'} **{seat_name(record, i, w)}** — {role}{char} · {fate}")
    return out
