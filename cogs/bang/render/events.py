"""Public lines of the table's log for events, and the final result's headline and standings."""

from __future__ import annotations

from typing import Any

from bot.results import with_seat_names
from bot.storage import SessionRecord
from cogs.bang.messages import (
    PURPOSE_TEXT,
)
from cogs.bang.render.common import (
    AS_KIND,
    CHARACTER_SLOT,
    DISCARD_REASON,
    PENALTY,
    PIP,
    QUIET_DISCARDS,
    ROLE_NAME,
    SOURCE,
    _words,
    ability_name,
    card_label,
    card_name,
    char_name,
    plural,
    seat_name,
)
from engines.base import Event, Result, to_data


# ---------------------------------------------------------------------- event lines
def event_line(e: Event, record: SessionRecord) -> str | None:
    """One public line for the table log (None = not worth a line)."""
    if not e.audience.sees(None):
        return None
    d: dict[str, Any] = to_data(e)
    k = e.kind

    def n(key: str) -> str:
        return seat_name(record, d.get(key))

    if k == "card_played":
        if d["response"]:
            return f"🛡️ {n('seat')} answers with {card_label(d['card'])}"
        as_ = f" as {AS_KIND.get(d['as_kind'], _words(d['as_kind']))}" if d["as_kind"] else ""
        tgt = f" at {n('target')}" if d["target"] is not None and d["target"] != d["seat"] else ""
        tc = f" ({card_label(d['target_card'])})" if d["target_card"] else ""
        more = "".join(f", {seat_name(record, x)}" for x in d.get("extra_targets") or [])
        bits = [plural(d["upgrades"], "upgrade")] if d.get("upgrades") else []
        bits += [
            txt
            for flag, txt in (
                ("weapon_ability", "weapon ability"),
                ("bandolier", "Bandolier"),
                ("bell_tower", "Bell Tower"),
            )
            if d.get(flag)
        ]
        extra = f" [{', '.join(bits)}]" if bits else ""
        return f"🃏 {n('seat')} plays {card_label(d['card'])}{as_}{tgt}{more}{tc}{extra}"
    if k == "life_changed":
        if d["delta"] < 0:
            return f"💥 {n('seat')} loses {-d['delta']} ❤️ → {d['life']}"
        if d["delta"] == 0:
            return f"❤️ {n('seat')} is already at full life ({d['life']} ❤️)"
        return f"❤️ {n('seat')} gains {d['delta']} ❤️ → {d['life']}"
    if k == "player_eliminated":
        by = f" (by {n('killer')})" if d["killer"] is not None and d["killer"] != d["seat"] else ""
        return f"💀 {n('seat')} is out — {ROLE_NAME.get(d['role'], d['role'])}{by}"
    if k == "turn_started":
        return f"▶️ Turn {d['turn']}: {n('seat')}"
    if k == "check_drawn":
        if d["card"] is None:
            return None
        what = PURPOSE_TEXT.get(d["purpose"], d["purpose"].replace("_", " "))
        return f"🎲 {n('seat')} draw! for {what}: {card_label(d['card'])} {'✅' if d['success'] else '❌'}"
    if k == "shot_missed":
        return f"💨 {n('seat')} dodges the shot"
    if k == "card_moved" and d["reason"] == "bomb_passed":
        return f"💣 {n('from_seat')} passes the Bomb to {n('to_seat')}"
    if k == "card_moved" and d["from_seat"] == d["to_seat"] and d["card"]:
        return f"↩️ {card_label(d['card'])} goes back to {n('to_seat')}'s hand"
    if k == "card_moved":
        what = card_label(d["card"]) if d["card"] else "a hand card"
        return f"🤏 {n('to_seat')} takes {what} from {n('from_seat')}"
    if k == "cards_discarded":
        if d["reason"] in QUIET_DISCARDS:
            return None
        why = DISCARD_REASON.get(d["reason"], d["reason"].replace("_", " "))
        return f"🗑️ {n('seat')} discards {', '.join(card_label(c) for c in d['cards'])} ({why})"
    if k == "store_revealed":
        return "🏪 General Store: " + ", ".join(card_label(c) for c in d["cards"])
    if k == "cards_drawn":
        if not d["cards"]:
            return None
        src = SOURCE.get(d["source"]) or _words(d["source"])
        return f"🃏 {n('seat')} takes {', '.join(card_label(c) for c in d['cards'])} ({src})"
    if k == "character_chosen":
        return f"🎭 {n('seat')} is {char_name(d['character'])}"
    if k == "ability_used":
        return f"✨ {n('seat')} uses {ability_name(d['ability'])}"
    if k == "tokens_changed":
        if d["reason"] in ("rust", "frankie_canton", "bomb_check", "bass_greeves"):
            slot = "character" if d["slot"] == CHARACTER_SLOT else card_name(d["slot"])
            sign = "+" if d["delta"] >= 0 else "−"
            return f"{PIP} {n('seat')}: {sign}{abs(d['delta'])} on {slot} → {d['tokens']}"
        return None
    if k == "penalty_applied":
        return f"⚖️ {n('seat')} {PENALTY.get(d['what'], _words(d['what']))}"
    if k == "deck_reshuffled":
        return "🔀 The discard pile is shuffled into a new deck"
    if k == "game_ended":
        return f"🏁 {d['summary']}"
    return None


def headline(record: SessionRecord, result: Result) -> str:
    """The results' first line: why the game ended and which side won, in the engine's words
    ("🏆 The Sheriff was killed: the Outlaws win (after 21 turns)"). The winners are not listed
    again: each has 🏆 on his own line of the standings (`final_lines`). A game that nobody won
    (house ruling H1, a stalemate) gets 🤝 instead of the trophy."""
    return f"{'🏆' if result.winners else '🤝'} {with_seat_names(result.summary, record)}"


def final_lines(record: SessionRecord, players: list[Any], winners: list[int] | None) -> list[str]:
    """Every player's standing at the end, winners first, then survivors, with role and fate.

    `players` are the engine's PlayerStates: at the end every role is public (§1.3), also when
    the host stopped the game early (`winners` None)."""
    won = set(winners or [])
    order = sorted(range(len(players)), key=lambda i: (i not in won, not players[i].alive, i))
    out = []
    for i in order:
        pl = players[i]
        role = ROLE_NAME.get(pl.role, pl.role)
        char = f" · {char_name(pl.character)}" if pl.character else ""
        if pl.alive:
            fate = f"{pl.life}/{pl.max_life} ❤️"
        elif pl.killed_by is not None and pl.killed_by != i:
            fate = f"killed by {seat_name(record, pl.killed_by)}"
        else:
            fate = "out"
        mark = "🏆 " if i in won else ""
        out.append(f"{mark}{'❤️' if pl.alive else '💀'} **{seat_name(record, i)}** — {role}{char} · {fate}")
    return out
