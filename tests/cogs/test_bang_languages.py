"""BANG! in every language (issue 34): whole games through the harness, clicking by custom_id (labels
are translated), with the table in the server's language and each hand in its player's.

- In the pseudo-language (every catalog letter accented) nothing a player reads is left in plain
  English: every text of the table, the hands, the log, the pings and the results comes from a
  catalog (base game and Armed & Dangerous).
- With an Italian server, a German and an Italian player: the table, pings and results are Italian,
  the German player's DMs German, the Italian player's Italian.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.i18n import LANGUAGES, PSEUDO, card_key, catalog, text, words
from bot.ui import button
from cogs.bang import render
from engines.bang import GAME
from engines.bang.actions import EndTurn, PlayCard
from engines.bang.engine import BangEngine
from engines.bang.faces import card_faces
from engines.base import ai_rng
from tests.cogs.conftest import Clock, custom_ids, start_harness
from tests.cogs.test_bang_armed_flow import engine_now
from tests.cogs.test_bang_flow import EXT, SEED, selects, session_id
from tests.cogs.test_bang_render import as_message
from tests.cogs.test_bang_render import record as render_record
from tests.discord_harness import Harness, check_message_payload, harness_factory, iter_components  # noqa: F401
from tests.discord_spec import message_texts
from tests.i18n_check import leaked, speak_pseudo, untranslated
from tests.player_text import player_texts

AD = "armed_and_dangerous"


@pytest.fixture
def clock() -> Clock:
    return Clock()


def click_id(msg: dict[str, Any], verb: str) -> str:
    """The custom_id of a lobby button by its verb."""
    return next(c for c in custom_ids(msg) if c.endswith(f":{verb}"))


async def open_table(h: Harness, humans: list[Any], ais: int, **options: Any) -> dict[str, Any]:
    """A lobby opened by the first human, joined by the others, with `ais` AI seats, started."""
    host, *others = humans
    lobby = (await h.slash("bang start", host, response_timeout=20, **options)).message
    for m in others:
        await h.click(lobby, m, custom_id=click_id(lobby, "join"))
    for _ in range(ais):
        await h.click(lobby, host, custom_id=click_id(lobby, "add_ai"))
    start = await h.click(lobby, host, custom_id=click_id(lobby, "start"))
    assert not start.ephemeral, (start.message or {}).get("content")
    return lobby


def _buttons(msg: dict[str, Any], token: str) -> list[str]:
    return [
        c["custom_id"]
        for c in iter_components(msg.get("components") or [])
        if c.get("type") == 2
        and c.get("custom_id")
        and f":{token}:" in c["custom_id"]
        and ":act" in c["custom_id"]
    ]


def _selects(msg: dict[str, Any], token: str) -> dict[str, dict[str, Any]]:
    return {s["custom_id"].split(":")[3]: s for s in selects(msg) if f":{token}:" in s["custom_id"]}


async def _pick(h: Harness, msg: dict[str, Any], m: Any, sel: dict[str, Any], n: int = 1) -> None:
    await h.select(msg, m, [o["value"] for o in sel["options"][:n]], custom_id=sel["custom_id"])


async def play_by_ids(h: Harness, lobby: dict[str, Any], humans: dict[int, Any], limit: int = 1500) -> None:
    """Play the humans' decisions to the end of the game by custom_id: the first card of the play
    menu (then the first target / way), at most three plays a turn, then End turn; every other
    question gets its first option or button. The AI seats play themselves."""
    sid = session_id(h.message(lobby))
    plays = 0
    for _ in range(limit):
        engine = await engine_now(h, sid)
        if engine.result is not None:
            return
        mine = [d for d in engine.state.decisions if d.seat in humans]
        if not mine:
            record = await h.bot.storage.get_session(sid)
            assert record.status != "running", "a human has nothing to click but the game goes on"
            return
        d = mine[0]
        m, token = humans[d.seat], f"d{d.id}"
        if d.kind == "pick_from_general_store":
            table = h.message(lobby)
            await h.click(table, m, custom_id=_buttons(table, token)[0])
            continue
        dm = h.last_dm(m)
        sels, buttons = _selects(dm, token), _buttons(dm, token)
        if "discards" in sels:
            await _pick(h, dm, m, sels["discards"], sels["discards"]["min_values"])
        elif "card" in sels and plays < 3:
            plays += 1
            await _pick(h, dm, m, sels["card"])
            for _ in range(4):  # card → target → which card / how (or confirm)
                step = h.last_dm(m)
                ssel = _selects(step, token)
                verb = next((v for v in ("tgt", "multi", "act") if v in ssel), None)
                if verb is not None:
                    await _pick(h, step, m, ssel[verb])
                    if verb != "tgt":
                        break
                elif _buttons(step, token) and "card" not in ssel:
                    await h.click(step, m, custom_id=_buttons(step, token)[0])  # the confirmation
                    break
                else:
                    break  # played at once
        elif d.kind == "play_turn":
            plays = 0
            end = next(i for i, a in enumerate(engine.legal_actions(d.seat)) if isinstance(a, EndTurn))
            await h.click(dm, m, custom_id=f"bang:{sid}:{token}:act:{end}")
        elif "act" in sels:
            await _pick(h, dm, m, sels["act"])
        elif buttons:
            await h.click(dm, m, custom_id=buttons[0])
        elif "sid" in sels:
            await _pick(h, dm, m, sels["sid"], 2)
        else:
            raise AssertionError(f"nothing to click for {d.kind}: {custom_ids(dm)}")
    raise AssertionError("the game did not end")


def english_card_names_without_messages() -> set[str]:
    """Card, character and role names no catalog has yet (shown in English until cards.ftl has them)."""
    return {f.name for f in card_faces() if not catalog().has("en", card_key("bang", f.name))}


def texts_in(h: Harness, channel_id: int) -> list[str]:
    """Every text of every version of the messages of one channel (the table's, or a DM's)."""
    out: list[str] = []
    for versions in h.versions.values():
        for v in versions:
            if int(v.get("channel_id") or 0) == channel_id:
                out.extend(t for t in message_texts(v) if t)
    return out


async def names_at(h: Harness, lobby: dict[str, Any]) -> list[str]:
    record = await h.bot.storage.get_session(session_id(h.message(lobby)))
    return [s.name for s in record.seats] + [m.display_name for m in h.members] + [m.name for m in h.members]


@pytest.mark.parametrize(("ais", "options"), [(2, {}), (3, {"expansion": AD})])
async def test_a_whole_game_in_the_pseudo_language_leaves_nothing_untranslated(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,
    monkeypatch,
    ais,
    options,
):
    """1 human + AIs to the results, base game and Armed & Dangerous: every text players read (table,
    hands, log, pings, answers, results) came from a catalog."""
    speak_pseudo(monkeypatch)
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    human = h.members[0]
    lobby = await open_table(h, [human], ais, **options)
    record = await h.bot.storage.live_session(h.channel.id)
    assert record.options["language"] == PSEUDO and record.seats[0].lang == PSEUDO
    await h.click(lobby, human, custom_id=click_id(h.message(lobby), "chars"))  # the Characters answer
    await play_by_ids(h, lobby, {0: human})
    record = await h.bot.storage.get_session(record.id)
    assert record.status != "running"
    texts = player_texts(h)
    assert any(text(PSEUDO, "bang-hand-your-move") in t for t in texts)
    names = await names_at(h, lobby)
    # Until cards.ftl names every card, character and role, those names are English (w.card's
    # fallback); they are not this game's untranslated text.
    names += sorted(english_card_names_without_messages())
    assert untranslated(texts, names) == []


async def test_an_italian_table_with_a_german_and_an_italian_player(harness_factory, tmp_path, clock):  # noqa: F811
    """The server is Italian: the table, the log, the pings and the results are Italian; Jonas's
    client is German (his DMs are German), Giulia's Italian (hers are Italian)."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    h.guild_locale = "it"
    giulia, jonas = h.members[:2]
    h.locales.update({giulia.id: "it", jonas.id: "de"})
    lobby = await open_table(h, [giulia, jonas], 2)
    record = await h.bot.storage.live_session(h.channel.id)
    assert record.options["language"] == "it" and [s.lang for s in record.seats][:2] == ["it", "de"]
    await play_by_ids(h, lobby, {0: giulia, 1: jonas})

    table = texts_in(h, h.channel.id)
    assert leaked(table, "it") == []
    assert any(t.startswith("🤠 BANG! — turno ") for t in table), "the Italian table title"
    assert any("Ultime mosse" in t for t in table), "the Italian log"
    for member, lang, known in ((jonas, "de", "✋ Deine Hand ("), (giulia, "it", "✋ La tua mano (")):
        dms = texts_in(h, h.dm_channel_ids[member.id])
        assert dms, f"{lang}: no DM"
        assert leaked(dms, lang) == [], lang
        assert any(known in t for t in dms), f"{lang}: {known!r} not in the DMs"
    # The two hands never use each other's language.
    assert not any("Deine Hand" in t for t in texts_in(h, h.dm_channel_ids[giulia.id]))
    assert not any("La tua mano" in t for t in texts_in(h, h.dm_channel_ids[jonas.id]))


# ---------------------------------------------------------------------- every language fits Discord
@pytest.mark.parametrize("lang", [*LANGUAGES, PSEUDO])
def test_every_language_renders_whole_games_within_discords_limits(lang):
    """A whole AI game (8 seats, Armed & Dangerous) drawn in each language: the
    table, the hand of whoever must act (and every card's target step), the log lines and the
    results all pass Discord's limits (German is long), with no placeholder left unfilled."""
    w = words(lang)
    for seats, seed, options in ((8, 3, {"expansion": AD}),):
        engine = BangEngine.new(seats, seed, options)
        rec = render_record(seats)
        rec.options["language"] = lang
        hand_button = button(w("btn-my-hand"), f"bang:{rec.id}:x:hand")
        step = 0
        while engine.result is None and step < 2000:
            table = as_message(render.table(rec, engine.view_for(None), 1_800_000_000.0, hand_button, w))
            check_message_payload(table, where=f"{lang} table")
            d = engine.open_decisions()[-1]
            legal = engine.legal_actions(d.seat)
            p = engine.view_for(d.seat)
            views = [None]
            if d.kind == "play_turn" and step % 5 == 0:
                views += [
                    render.Step("card", card=c)
                    for c in sorted({a.card for a in legal if isinstance(a, PlayCard)})
                ]
            for view in views:
                hand = as_message(render.hand(rec, p, legal, d.seat, None, view, w))
                check_message_payload(hand, where=f"{lang} hand")
                assert not [t for t in message_texts(hand) if "{$" in t or "{ $" in t]
            action = GAME.choose_ai_action(engine, d.seat, ai_rng(seed, d.seat, step))
            for e in engine.apply(d.seat, action):
                line = render.event_line(e, rec, w)
                if line:
                    assert "{$" not in line, line
                    rec.recent_log = [*rec.recent_log, line][-8:]
            step += 1
        assert engine.result is not None
        headline = render.headline(rec, engine.result, w)
        lines = render.final_lines(rec, engine.state.players, list(engine.result.winners), w)
        assert headline and all(lines)
        if lang != "en":
            assert "after" not in headline and " turns)" not in headline, headline
