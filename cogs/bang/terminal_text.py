"""BANG! in the terminal, in the reader's language (issue 34): the table, the event lines and the menu of
answers of `python -m bot play bang`, from the catalogs (cogs/bang/locales/<lang>/terminal.ftl; card,
character and role names and the characters' abilities from cards.ftl through `Words.card` and
`Words.card_text`).

In English every line is byte for byte what engines/bang/text.py writes (the engine's own terminal
text, which stays as it is; tests/bot/test_bang_terminal_text.py compares the two over whole AI
games). That file writes some names as the engine's ids in plain words ("wells fargo", "outlaw",
"Ms Abigail"); English keeps those words, every other language names the card, character or role as
its cards.ftl does.

Pure: no discord (bot/terminal.py imports it by the game's key, `cogs.bang.terminal_text`).
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from bot.i18n import DEFAULT, Words
from engines.bang import catalog as cat
from engines.bang.actions import Choose, Discard, DiscardCards, EndTurn, PlayCard, Respond, UseAbility
from engines.bang.faces import ROLE_NAMES
from engines.bang.perspective import BangPerspective, SeatView
from engines.bang.registry import THREE_PLAYER_TARGET
from engines.bang.text import CHARACTER_TEXT
from engines.base import Action, Event, Seat, to_data

GAME = "bang"

WHY_NAMES = {
    "vulture_sam": "Vulture Sam",
    "bart_cassidy": "Bart Cassidy",
    "suzy_lafayette": "Suzy Lafayette",
    "el_gringo": "El Gringo",
    "jesse_jones": "Jesse Jones",
    "missed": "Missed!",
    "beer": "Beer",
    "duel": "Duel",
    "indians": "Indians!",
    "cat_balou": "Cat Balou",
    "panic": "Panic!",
    "squaw": "Squaw",
    "whip": "Whip",
    "arrow": "Arrow",
    "sid_ketchum": "Sid Ketchum",
    "buntline_special": "Buntline Special",
    "thunderer": "Thunderer",
    "barrel": "Barrel",
    "jourdonnais": "Jourdonnais",
    "jail": "Jail",
    "dynamite": "Dynamite",
    "julie": "Julie Cutter",
}
"""Reasons shown as a card's or character's name, by their English name (the rest have a
`bang-term-why-…` message, or are a card's or character's id: `_name`)."""

COLUMNS = (12, 16, 9, 11)
"""The least widths of the table's columns (seat, character, role, life), engines/bang/text.py's: a
language with longer words widens a column for the whole table instead of pushing one row out of line."""
"""Who eliminates whom to win a three-player game (the engine's rule; the end summary's sentences)."""


def _k(key: str) -> str:
    """An engine id as a catalog key's tail: "general_store" → "general-store"."""
    return key.replace("_", "-")


def _message(w: Words, key: str, other: str) -> str:
    """The message `key`, or `other` when the catalogs have no `key` (a phase or decision with no words of its own)."""
    return w(key if w.has(key) else other)


@cache
def _names() -> dict[str, str]:
    """The English name of every card kind, character and role, by its engine id."""
    catalog = cat.load_catalog()
    names = {k.kind: k.name for k in catalog.kinds}
    names.update({c.id: c.name for c in catalog.characters.values()})
    names.update(ROLE_NAMES)
    return names


def _name(key: str, english: str, w: Words) -> str:
    """The card, character or role with the engine id `key`, named in `w`'s language; in English the
    words engines/bang/text.py writes for it (`english`: the id in plain words, or title case)."""
    name = _names().get(key)
    return english if name is None or w.lang == DEFAULT else w.card(GAME, name)


def _c(card_id: str | None, w: Words) -> str:
    """A physical card: its name and its rank and suit, "BANG! (A♠)"."""
    if not card_id:
        return "?"
    f = cat.facts(card_id)
    return f"{w.card(GAME, f.name)} ({f.rank}{cat.SUIT_SYMBOL[f.suit]})"


def _cards(cards: list[str], w: Words) -> str:
    return ", ".join(_c(c, w) for c in cards)


def _ch(char_id: str, w: Words) -> str:
    return w.card(GAME, cat.character(char_id).name) if char_id else w("bang-term-choosing")


def _ability_text(char_id: str, w: Words) -> str:
    if not char_id:
        return ""
    return w.card_text(GAME, "character", cat.character(char_id).name, CHARACTER_TEXT.get(char_id, ""))


def _seat(n: int | None, w: Words) -> str:
    """A seat as players count it ("Seat 1" for index 0), or nobody."""
    return w("bang-term-nobody") if n is None else w("bang-term-seat", n=n + 1)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _seats(seats: list[int], w: Words) -> str:
    return ", ".join(_seat(s, w) for s in seats)


def _why(key: str, w: Words) -> str:
    """Where a card comes from or why something happens (in brackets in the event lines)."""
    if key in WHY_NAMES:
        return w.card(GAME, WHY_NAMES[key])
    message = f"bang-term-why-{_k(key)}"
    if w.has(message):
        return w(message)
    return _name(key, key.replace("_", " "), w)


def _role(role: str | None, w: Words) -> str:
    return _name(role, role, w) if role else "?"


def _ability(key: str, w: Words) -> str:
    return _name(key, key.replace("_", " ").title(), w)


def render_perspective(p: BangPerspective, w: Words) -> str:
    """A plain-text table: every seat, then the viewer's hand and the pending decision."""
    phase = _message(w, f"bang-term-phase-{_k(p.phase)}", "bang-term-phase-other")
    head = {
        "turn": p.turn,
        "seat": _seat(p.active, w),
        "phase": phase,
        "deck": p.deck_size,
        "discard": p.discard_size,
    }
    lines = [
        w("bang-term-header-top", **head, top=_c(p.discard_top, w))
        if p.discard_top
        else w("bang-term-header", **head)
    ]
    rows = [_seat_row(s, p, w) for s in p.seats]
    widths = [max([least, *(len(row[i]) for row in rows)]) for i, least in enumerate(COLUMNS)]
    for s, row in zip(p.seats, rows, strict=True):
        mark = ">" if s.seat == p.active else " "
        columns = " ".join(f"{text:{width}}" for text, width in zip(row, widths, strict=False))
        lines.append(f"{mark}{columns} {row[-1]}")
        if s.character:
            lines.append(f"      {_ch(s.character, w)}: {_ability_text(s.character, w)}")
    if p.options.expansion != "none":
        lines.append(w("bang-term-supply", n=p.token_supply))
    if p.store:
        lines.append(w("bang-term-store", store=w.card(GAME, "General Store"), cards=_cards(p.store, w)))
    if p.hand is not None and p.viewer is not None:
        lines.append(
            w(
                "bang-term-you-are",
                seat=_seat(p.viewer, w),
                role=_role(p.role, w),
                cards=_cards(p.hand, w) or "-",
            )
        )
    if p.looking:
        lines.append(w("bang-term-kit-looks", cards=_cards(p.looking, w)))
    if p.pending:
        kind = p.pending.kind
        what = _message(w, f"bang-term-decision-{_k(kind)}", "bang-term-decision-other")
        if p.pending.seat == p.viewer:
            lines.append(w("bang-term-waiting-you", what=what))
        else:
            lines.append(w("bang-term-waiting", seat=_seat(p.pending.seat, w), what=what))
    if p.winners is not None:
        lines.append(w("bang-term-winners", winners=_seats(p.winners, w) or w("bang-term-nobody")))
    return "\n".join(lines)


def _seat_row(s: SeatView, p: BangPerspective, w: Words) -> list[str]:
    """One seat's columns on the table (seat, character, role, life) and the rest of its line."""
    who = _seat(s.seat, w)
    if s.seat == p.viewer:
        who = w("bang-term-seat-you", seat=who)
    state = w("bang-term-life", life=s.life, max=s.max_life) if s.alive else w("bang-term-dead")
    play = (
        ", ".join(
            _c(c, w) + (w("bang-term-card-tokens", n=s.card_tokens[c]) if c in s.card_tokens else "")
            for c in s.in_play
        )
        or "-"
    )
    if s.tokens:
        play += "  " + w("bang-term-character-tokens", n=s.tokens)
    cards = (
        w("bang-term-seat-cards-distance", hand=s.hand_size, distance=s.distance, play=play)
        if s.distance is not None
        else w("bang-term-seat-cards", hand=s.hand_size, play=play)
    )
    return [who, _ch(s.character, w), _role(s.role, w), state, cards]


def render_event(e: Event, viewer: Seat | None, w: Words) -> str | None:
    """One line for an event as `viewer` sees it (None = nothing to show)."""
    if not e.audience.sees(viewer):
        return None
    d: dict[str, Any] = to_data(e)
    k = e.kind
    who = _cap(_seat(d.get("seat"), w)) if "seat" in d else ""
    if k == "card_played":
        return _card_played(d, who, w)
    if k == "cards_drawn":
        args = {"who": who, "n": d["count"], "why": _why(d["source"], w)}
        if d["cards"]:
            return w("bang-term-draws-shown", **args, cards=_cards(d["cards"], w))
        return w("bang-term-draws", **args)
    if k == "cards_drawn_private":
        return w("bang-term-you-draw", cards=_cards(d["cards"], w), why=_why(d["source"], w))
    if k == "check_drawn":
        why = _why(d["purpose"], w)
        if d["card"] is None:
            return w("bang-term-check", who=who, why=why, cards=_cards(d["cards"], w))
        key = "bang-term-check-success" if d["success"] else "bang-term-check-failure"
        return w(key, who=who, why=why, card=_c(d["card"], w))
    if k == "life_changed":
        if d["delta"] == 0:
            return w("bang-term-full-life", who=who, life=d["life"])
        key = "bang-term-gains-life" if d["delta"] > 0 else "bang-term-loses-life"
        return w(key, who=who, n=abs(d["delta"]), why=_why(d["reason"], w), life=d["life"])
    if k == "player_eliminated":
        role = _role(d["role"], w)
        if d["killer"] is not None and d["killer"] != d["seat"]:
            return w("bang-term-eliminated-by", who=who, role=role, killer=_seat(d["killer"], w))
        return w("bang-term-eliminated", who=who, role=role)
    if k == "cards_discarded":
        return w("bang-term-discards", who=who, cards=_cards(d["cards"], w), why=_why(d["reason"], w))
    if k == "card_moved" and d["from_seat"] == d["to_seat"] and d["card"]:
        return w(
            "bang-term-back-to-hand",
            card=_c(d["card"], w),
            seat=_seat(d["to_seat"], w),
            why=_why(d["reason"], w),
        )
    if k == "card_moved":
        args = {"from": _seat(d["from_seat"], w), "to": _seat(d["to_seat"], w), "why": _why(d["reason"], w)}
        if d["card"]:
            return w("bang-term-moves", card=_c(d["card"], w), **args)
        return w("bang-term-moves-hidden", **args)
    if k == "card_moved_private":
        return w(
            "bang-term-you-take",
            card=_c(d["card"], w),
            seat=_seat(d["from_seat"], w),
            why=_why(d["reason"], w),
        )
    if k == "turn_started":
        return w("bang-term-turn-started", turn=d["turn"], seat=_seat(d["seat"], w))
    if k == "game_ended":
        winners = _seats(d["winners"], w) or w("bang-term-nobody")
        return w("bang-term-game-over", summary=summary(d["summary"], w), winners=winners)
    if k == "ability_used":
        line = w("bang-term-uses", who=who, ability=_ability(d["ability"], w))
        return w("bang-term-discarding", text=line, cards=_cards(d["cards"], w)) if d["cards"] else line
    if k == "tokens_changed":
        slot = w("bang-term-slot-character") if d["slot"] == "character" else _c(d["slot"], w)
        sign = "+" if d["delta"] >= 0 else ""
        return w(
            "bang-term-tokens",
            who=who,
            slot=slot,
            change=f"{sign}{d['delta']}",
            n=abs(d["delta"]),
            tokens=d["tokens"],
            why=_why(d["reason"], w),
            supply=d["supply"],
        )
    if k == "shot_missed":
        return w("bang-term-shot-missed", seat=_seat(d["seat"], w))
    if k == "deck_reshuffled":
        return w("bang-term-reshuffled", n=d["size"])
    if k == "store_revealed":
        return w("bang-term-store", store=w.card(GAME, "General Store"), cards=_cards(d["cards"], w))
    if k == "penalty_applied":
        if d["what"] == "reward_3_cards":
            return w("bang-term-penalty-reward", who=who)
        if d["what"] == "sheriff_discards_all":
            return w("bang-term-penalty-sheriff", who=who)
        return f"{who} {d['what'].replace('_', ' ')}"
    if k == "character_chosen":
        return w("bang-term-character-chosen", who=who, character=_ch(d["character"], w))
    if k == "game_started":
        chars = ", ".join(f"{i + 1}: {_ch(c, w)}" for i, c in enumerate(d["characters"]))
        if d["sheriff"] is not None:
            return w(
                "bang-term-game-started-sheriff",
                seats=d["seats"],
                characters=chars,
                sheriff=_seat(d["sheriff"], w),
            )
        return w("bang-term-game-started", seats=d["seats"], characters=chars)
    if k == "turn_ended":
        return w("bang-term-jailed", who=who, jail=w.card(GAME, "Jail")) if d["skipped"] else None
    return None


def _card_played(d: dict[str, Any], who: str, w: Words) -> str:
    card = _c(d["card"], w)
    if d["as_kind"]:
        card = w("bang-term-card-as", card=card, kind=_name(d["as_kind"], d["as_kind"].replace("_", " "), w))
    extra = d.get("extra_targets") or []
    if d["target"] is not None:
        line = w("bang-term-plays-at", who=who, card=card, target=_seats([d["target"], *extra], w))
    else:
        line = w("bang-term-plays", who=who, card=card) + "".join(f", {_seat(t, w)}" for t in extra)
    if d["target_card"]:
        line += f" ({_c(d['target_card'], w)})"
    words = [w("bang-term-paid-weapon-ability")] if d.get("weapon_ability") else []
    words += [
        w.card(GAME, name)
        for key, name in (("bandolier", "Bandolier"), ("bell_tower", "Bell Tower"))
        if d.get(key)
    ]
    if d.get("upgrades"):
        words.append(w("bang-term-upgrades", n=d["upgrades"]))
    return line + (f" [{', '.join(words)}]" if words else "")


_SUMMARY = re.compile(r"^(?P<why>.*): (?P<verdict>[^:]*) \(after (?P<turns>\d+) turns?\)$")
_TARGET = re.compile(r"^The (\w+) eliminated the (\w+), his target$")
_LAST = re.compile(r"^The (\w+) is the last one standing$")
_THREE_WINS = re.compile(r"^the (\w+) wins$")
_WHYS = {
    "The Sheriff died with only the Renegade left": ("bang-term-end-renegade-left", {}),
    "The Sheriff was killed": ("bang-term-end-sheriff-killed", {}),
    "Every Outlaw and the Renegade are dead": ("bang-term-end-town-cleared", {"renegades": 1}),
    "Every Outlaw and the Renegades are dead": ("bang-term-end-town-cleared", {"renegades": 2}),
}
_VERDICTS = {
    "the Sheriff and his Deputies win": "bang-term-verdict-sheriff-deputies",
    "the Sheriff wins": "bang-term-verdict-sheriff",
    "the Outlaws win": "bang-term-verdict-outlaws",
    "the Renegade wins alone": "bang-term-verdict-renegade",
}
_THREE_SIDES = {"deputy", "outlaw", "renegade"}


def summary(text: str, w: Words) -> str:
    """The engine's end summary ("<why>: <verdict> (after N turns)", the words of engines/bang/board.py
    and the stalemate ruling) in `w`'s language; as it is when it is not one of those."""
    m = _SUMMARY.match(text)
    if not m:
        return text
    why, verdict = _end_why(m["why"], w), _verdict(m["verdict"], w)
    if why is None or verdict is None:
        return text
    return w("bang-term-end", why=why, verdict=verdict, turns=int(m["turns"]))


def _end_why(text: str, w: Words) -> str | None:
    if text in _WHYS:
        key, args = _WHYS[text]
        return w(key, **args)
    stalemate = cat.load_house().named("stalemate").result
    if stalemate is not None and text == stalemate.why:
        return w("bang-term-end-stalemate")
    if m := _TARGET.match(text):
        pair = (m[1].lower(), m[2].lower())
        return (
            w("bang-term-end-target", side=pair[0]) if THREE_PLAYER_TARGET.get(pair[0]) == pair[1] else None
        )
    if (m := _LAST.match(text)) and m[1].lower() in _THREE_SIDES:
        return w("bang-term-end-last-standing", side=m[1].lower())
    return None


def _verdict(text: str, w: Words) -> str | None:
    if text in _VERDICTS:
        return w(_VERDICTS[text])
    stalemate = cat.load_house().named("stalemate").result
    if stalemate is not None and text == stalemate.verdict:
        return w("bang-term-verdict-draw")
    if (m := _THREE_WINS.match(text)) and m[1].lower() in _THREE_SIDES:
        return w("bang-term-verdict-three", side=m[1].lower())
    return None


def _kind_of(p: Any) -> str:
    """The kind of the decision pending in perspective `p` ("" when none)."""
    return p.pending.kind if isinstance(p, BangPerspective) and p.pending else ""


def describe_action(a: Action, p: Any, w: Words) -> str:
    """Short menu text for an action."""
    if isinstance(a, PlayCard):
        return _play_card(a, p, w)
    if isinstance(a, EndTurn):
        return w("bang-term-end-turn")
    if isinstance(a, Respond):
        if a.card:
            s = w("bang-term-play", card=_c(a.card, w))
            if a.also:
                s = w("bang-term-and-more", text=s, n=len(a.also), cards=_cards(a.also, w))
            return w("bang-term-keep-duck", text=s) if a.upgrades else s
        kind = _kind_of(p)
        return _message(w, f"bang-term-pass-{_k(kind)}", "bang-term-pass")
    if isinstance(a, UseAbility):
        s = w("bang-term-use", ability=_ability(a.ability, w))
        if a.target is not None:
            s = w("bang-term-on", text=s, seat=_seat(a.target, w))
        if a.target_card:
            s += f" ({_c(a.target_card, w)})"
        if a.slots:
            s = w("bang-term-moving-tokens", text=s, cards=_cards(a.slots, w))
        return w("bang-term-discarding", text=s, cards=_cards(a.cards, w)) if a.cards else s
    if isinstance(a, Choose):
        return _choose(a, p, w)
    if isinstance(a, Discard):
        return w("bang-term-discard", cards=_c(a.card, w))
    if isinstance(a, DiscardCards):
        return w("bang-term-discard", cards=_cards(a.cards, w))
    return a.kind.replace("_", " ")


def _play_card(a: PlayCard, p: Any, w: Words) -> str:
    s = w("bang-term-play", card=_c(a.card, w))
    if a.target is not None:
        s = w("bang-term-on", text=s, seat=_seat(a.target, w))
    if a.target_card:
        s = w("bang-term-taking", text=s, card=_c(a.target_card, w))
    if a.position is not None:
        size = p.seats[a.target].hand_size if isinstance(p, BangPerspective) and a.target is not None else 0
        if size:
            s = w("bang-term-face-down-of", text=s, n=a.position + 1, size=size)
        else:
            s = w("bang-term-face-down", text=s, n=a.position + 1)
    if a.extra_targets:
        s = w("bang-term-and-seats", text=s, seats=_seats(a.extra_targets, w))
    if a.upgrades:
        s = w("bang-term-with-upgrades", text=s, n=a.upgrades)
    if a.weapon_ability:
        s = w("bang-term-with-weapon-ability", text=s)
    if a.bandolier:
        s = w("bang-term-with-bandolier", text=s)
    if a.bell_tower:
        s = w("bang-term-with-bell-tower", text=s)
    return s


def _choose(a: Choose, p: Any, w: Words) -> str:
    placing = _kind_of(p) == "place_token"
    if a.slots:
        parts = [
            w("bang-term-tokens-on-character", n=a.slots.count(x))
            if x == "character"
            else w("bang-term-tokens-on-card", n=a.slots.count(x), card=_c(x, w))
            for x in dict.fromkeys(a.slots)
        ]
        return w("bang-term-all-tokens", parts=" + ".join(parts))
    if a.card:
        card = _c(a.card, w)
        return w("bang-term-add-on", card=card) if placing else w("bang-term-choose", option=card)
    if a.option == "hand" and a.seat is not None:
        return w("bang-term-draw-from-hand", seat=_seat(a.seat, w))
    if a.option == "deck":
        return w("bang-term-draw-from-deck")
    if a.option == "discard":
        return w("bang-term-draw-from-discard")
    if a.option == "character":
        return w("bang-term-add-on-character" if placing else "bang-term-your-character")
    if a.seat is not None:
        return _cap(_seat(a.seat, w))
    if a.option and a.option in cat.load_catalog().characters:
        return w("bang-term-be", character=_ch(a.option, w))
    return w("bang-term-choose", option=str(a.option))
