"""Whizz Bing Bang in other languages (issue 34): every word players read comes from the catalogs.

Whole games through the harness, every press a real click found by its custom_id (the labels are
translated). In the pseudo-language (`bot.i18n.PSEUDO`, every catalog letter accented) no plain ASCII
word may be left in anything the game drew; on an Italian server the table is Italian while each
player's private answers (the ephemeral acknowledgement of a press, edited with its ruling) are in
their own language. A typed call is also understood in the table's language.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.i18n import PSEUDO, words
from cogs.whizz_bing_bang import render
from tests.cogs.conftest import Clock, custom_ids, start_harness, title
from tests.cogs.test_whizz_bing_bang_flow import EXT, GAME, clock, now_ms, session  # noqa: F401
from tests.discord_harness import Harness, harness_factory  # noqa: F401
from tests.discord_spec import message_texts
from tests.i18n_check import leaked, speak_pseudo, untranslated
from tests.player_text import player_texts


def cid(msg: dict[str, Any], verb: str, arg: str | None = None) -> str:
    """The custom_id of the button for `verb` (and `arg`) on a message: `game:sid:token:verb[:arg]`."""
    for c in custom_ids(msg):
        parts = c.split(":")
        if len(parts) >= 4 and parts[3] == verb and (arg is None or parts[4:5] == [arg]):
            return c
    raise AssertionError(f"no {verb} {arg or ''} button in {custom_ids(msg)}")


async def open_by_id(h: Harness, humans: list[Any], ai: int = 0, **options: Any) -> dict[str, Any]:
    """`humans[0]` opens a table, the others join, AIs are added, it starts: every click by custom_id."""
    host, *others = humans
    lobby = (await h.slash(f"{GAME} start", host, **options)).message
    for m in others:
        await h.click(lobby, m, custom_id=cid(h.message(lobby), "join"))
    for _ in range(ai):
        await h.click(lobby, host, custom_id=cid(h.message(lobby), "add_ai"))
    start = await h.click(lobby, host, custom_id=cid(h.message(lobby), "start"))
    assert start.callback_type == 7
    return lobby


async def press(h: Harness, lobby: Any, member: Any, verb: str, arg: str | None = None) -> Any:
    return await h.click(lobby, member, custom_id=cid(h.message(lobby), verb, arg))


async def advance(h: Harness, clock: Clock) -> None:
    """Let the clock run to the next deadline (a ruling, an AI's input) and fire it."""
    nxt = await h.bot.storage.next_deadline()
    assert nxt is not None, "a running game always has a deadline"
    clock.now = max(clock.now, nxt[2])
    await h.bot.scheduler.fire_due()
    await h.settle()


async def play(h: Harness, clock: Clock, lobby: Any, humans: list[Any]) -> None:
    """Play to the end: the humans call what is expected (now and then the wrong sound, or out of
    turn), slap every Boom and race to punish every mistake that is not theirs; AI inputs and rulings
    come at their deadlines."""
    sid = (await session(h)).id
    seats = {m.id: i for i, m in enumerate(humans)}  # the humans sit first, in joining order
    sounds = ("whizz", "bing", "bang")
    erred: set[str] = set()  # each human calls the wrong sound once, one presses out of turn once
    for _ in range(3000):
        rec = await h.bot.storage.get_session(sid)
        if rec.status == "finished":
            return
        engine = h.bot.sessions.engine_of(rec)
        acted = False
        for m in humans:
            seat = seats[m.id]
            v = engine.view_for(seat)
            if v.my_inputs:
                continue
            if v.phase == "call" and v.active == seat:
                wrong = f"wrong{seat}" not in erred and not v.restart
                if wrong:
                    erred.add(f"wrong{seat}")
                said = next(s for s in sounds if s != v.expected) if wrong else v.expected
                clock.now += 0.3
                await press(h, lobby, m, "call", said)
            elif v.phase == "call" and "out" not in erred and len(humans) > 1 and len(erred) >= len(humans):
                erred.add("out")
                clock.now += 0.2
                await press(h, lobby, m, "call", "whizz")  # out of turn
            elif v.phase == "slap" and seat not in v.slapped:
                clock.now += 0.25
                await press(h, lobby, m, "slap")
            elif v.phase == "punish" and v.culprit != seat:
                clock.now += 0.3
                await press(h, lobby, m, "punish")
            else:
                continue
            acted = True
            break
        if not acted:
            await advance(h, clock)
    raise AssertionError("the game did not end")


def private_texts(h: Harness, member: Any) -> list[str]:
    """Every version of every ephemeral message shown to `member` (a press's acknowledgement and ruling)."""
    texts: list[str] = []
    for msg in h.ephemerals(member):
        for version in h.versions.get(int(msg["id"]), [msg]):
            texts += [t for t in message_texts(version) if t]
    return texts


def table_texts(h: Harness) -> list[str]:
    """Every version of every channel message (the lobby, the table, pings, the results)."""
    texts: list[str] = []
    for msg in h.channel_messages():
        for version in h.versions.get(int(msg["id"]), [msg]):
            texts += [t for t in message_texts(version) if t]
    return texts


async def test_a_whole_game_in_the_pseudo_language_leaves_no_english_word(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """2 humans and 1 AI to 4 points, with mistakes, Booms and races: no word of the game's own is
    left untranslated on the table, in Recent, in the pings, or in any player's private answers."""
    speak_pseudo(monkeypatch)
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    humans = h.members[:2]
    lobby = await open_by_id(h, humans, ai=1, end_points=4, ai_error_percent=30, token_hunt=False)
    rec = await session(h)
    assert rec.options.get("language") == PSEUDO
    await play(h, clock, lobby, humans)
    rec = await h.bot.storage.get_session(rec.id)
    names = [s.name for s in rec.seats] + [m.display_name for m in h.members] + [m.name for m in h.members]
    found = untranslated(player_texts(h), names)
    assert found == [], found[:10]
    w = words(PSEUDO)
    assert any(w(render.K + "field-players") in t for t in player_texts(h)), "the table was drawn"
    private = private_texts(h, humans[0]) + private_texts(h, humans[1])
    assert private and untranslated(private, names) == []


async def test_an_italian_server_with_a_german_and_an_italian_player(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,  # noqa: F811
) -> None:
    """The table, its Recent lines and the end are Italian; each player's private answers are in their
    own language (German, Italian)."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    h.guild_locale = "it"
    de, it = h.members[:2]
    h.locales[de.id] = "de"
    h.locales[it.id] = "it"
    lobby = await open_by_id(h, [de, it], ai=1, end_points=4, ai_error_percent=30)
    rec = await session(h)
    assert rec.options.get("language") == "it"
    assert [s.lang for s in rec.seats[:2]] == ["de", "it"]
    table = h.message(lobby)
    assert title(table).startswith("💥 Whizz Bing Bang — round 1"), title(table)
    assert "Punisci!" in [c.get("label") for c in _buttons(table)]
    await play(h, clock, lobby, [de, it])

    public = table_texts(h)
    assert leaked(public, "it") == [], leaked(public, "it")[:5]
    assert any("Giocatori" in t for t in public) and any("Recenti" in t for t in public)
    assert any("Vince chi ha meno punti." in t for t in public), "the end reason is Italian"

    german = private_texts(h, de)
    assert german and leaked(german, "de") == [], leaked(german, "de")[:5]
    assert any("erhalten" in t for t in german), german[:5]
    assert any("⚠️ Ein Fehler: du hast den falschen Laut gerufen." in t for t in german), german
    assert not any("ricevuto" in t for t in german), "nothing private of the German player in Italian"
    italian = private_texts(h, it)
    assert italian and leaked(italian, "it") == [], leaked(italian, "it")[:5]
    assert any("ricevuto" in t for t in italian), italian[:5]
    assert any("⚠️ Errore: hai detto il suono sbagliato." in t for t in italian), italian


def _buttons(msg: dict[str, Any]) -> list[dict[str, Any]]:
    from tests.discord_harness import iter_components

    return [c for c in iter_components(msg.get("components") or []) if c.get("custom_id")]


@pytest.mark.parametrize(("locale", "typed"), [("de", "Bumm!"), ("it", "bum")])
async def test_a_typed_boom_in_the_tables_language_is_a_slap(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,  # noqa: F811
    locale: str,
    typed: str,
) -> None:
    """On a German table "Bumm!" slaps a Boom, on an Italian one "bum" (and "boom" still does)."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, message_content=True)
    h.guild_locale = locale
    members = h.members[:3]
    lobby = await open_by_id(h, members, typed_words=True)
    assert (await session(h)).options.get("language") == locale
    for _ in range(200):  # correct calls until a Boom is revealed
        rec = await session(h)
        v = h.bot.sessions.engine_of(rec).view_for(None)
        if v.phase == "slap":
            break
        clock.now += 0.3
        await press(h, lobby, members[v.active], "call", v.expected)
    else:
        raise AssertionError("no Boom was revealed")
    clock.now += 0.4
    await h.say(members[0], typed, at_ms=now_ms(clock))
    v = h.bot.sessions.engine_of(await session(h)).view_for(None)
    assert 0 in v.slapped, "the typed word was a slap"
    await h.say(members[1], "BOOM", at_ms=now_ms(clock) + 100)
    v = h.bot.sessions.engine_of(await session(h)).view_for(None)
    assert v.phase != "slap" or 1 in v.slapped, "the English word still counts"


async def test_token_hunt_row_in_the_hunters_language(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,  # noqa: F811
) -> None:
    """On a German table a French hunter's private token row is French, and so is a wrong pick's face."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    h.guild_locale = "de"
    members = h.members[:3]
    for m in members:
        h.locales[m.id] = "fr"
    lobby = await open_by_id(h, members, token_hunt=True)
    v = h.bot.sessions.engine_of(await session(h)).view_for(None)
    culprit, hunter = (v.active + 1) % 3, (v.active + 2) % 3
    clock.now += 0.3
    await press(h, lobby, members[culprit], "call", "whizz")  # out of turn
    clock.now += 1.1
    await h.bot.scheduler.fire_due()
    await h.settle()
    table = h.message(lobby)
    assert "Bestrafen!" in [c.get("label") for c in _buttons(table)], "the table is German"
    clock.now += 0.3
    rec = await press(h, lobby, members[hunter], "punish")
    assert rec.ephemeral
    row = h.ephemerals(members[hunter])[-1]
    assert title(row) == "⚖️ Chasse aux jetons — trouve ton jeton"
    assert [c["label"] for c in _buttons(row)] == [f"Jeton {i}" for i in range(1, 5)]
    secret = list(h.bot.sessions.engine_of(await session(h)).state.rows[hunter])
    wrong = next(i for i in range(4) if secret[i] != "whizz")
    clock.now += 0.2
    await h.click(row, members[hunter], custom_id=cid(row, "pick", str(wrong)))
    shown = [c["label"] for c in _buttons(h.message(row))]
    assert f"{secret[wrong].capitalize()} (pas celui-là)" in shown, shown
