"""Tables as Components V2 layouts with their picture (issue 32), through the strict double.

docs/ARCHITECTURE.md C16.4 (what a message shows, within Discord's limits) and C16.20 (the table
picture: drawn once per turn, kept on the message between clicks, the final table in the results).
Every game is played to the end with images on and with images off; every table version the double
kept is a body Discord accepts (`check_message_payload`) and nothing is refused (`h.refusals`). With
images on, a table shows exactly the file it has (no upload nobody sees), with alt text that tells
only what every player may know; a turn uploads at most one picture. Also: a restart keeps the
picture, images turned on or off mid-game, a drawing that fails leaves the words, and the ephemeral
"My hand" as a layout.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.gamecog import GameCog
from tests.cogs.conftest import Clock, custom_ids, is_layout, labels, make_bot, start_harness, texts, title
from tests.discord_harness import Harness, check_message_payload, harness_factory, iter_components  # noqa: F401
from tests.player_text import internal_names, player_texts

GALLERY, THUMBNAIL = 12, 11


@pytest.fixture
def both_backends() -> None:
    """SQLite only (like tests/bot/test_card_emojis.py): a bot with images on makes its card emojis
    at every start, and these tests play whole games. The tests across a restart, which read what a
    table shows from its PICTURE row, ask for `backend` and run on both."""


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    """The test's clock, also the double's (Whizz Bing Bang ranks clicks by Discord time)."""
    from tests import discord_harness

    c = Clock()
    monkeypatch.setattr(discord_harness.snowflakes, "_now_ms", lambda: round(c.now * 1000))
    return c


# ---- reading a table version --------------------------------------------------------------------------


def media_items(msg: dict[str, Any]) -> list[tuple[int, dict[str, Any]]]:
    """(component type, media item) of each picture a layout shows: gallery items and thumbnails."""
    out = []
    for comp in iter_components(msg.get("components") or []):
        if comp.get("type") == GALLERY:
            out += [(GALLERY, item) for item in comp.get("items") or []]
        elif comp.get("type") == THUMBNAIL:
            out.append((THUMBNAIL, comp))
    return out


def shown_file(msg: dict[str, Any]) -> tuple[str, str] | None:
    """(file name, alt text) of the one picture a version shows, checked against its files: the
    picture is the message's only file (nothing uploaded goes unseen). None: no picture, no file."""
    items = media_items(msg)
    files = msg.get("attachments") or []
    if not items:
        assert not files, f"a file nobody sees: {[a['filename'] for a in files]}"
        return None
    assert len(items) == 1 and len(files) == 1, (len(items), [a["filename"] for a in files])
    _, item = items[0]
    media = item["media"]
    assert str(media.get("attachment_id")) == str(files[0]["id"]), "the picture is the message's file"
    alt = item.get("description") or ""
    assert alt.strip(), "a picture has its alt text"
    return files[0]["filename"], alt


def table_uploads(h: Harness, table: dict[str, Any]) -> list[Any]:
    """The files uploaded with the table message (every version), oldest first."""
    mid = int(table["id"])
    return sorted((f for f in h.uploads.values() if f.message_id == mid), key=lambda f: f.id)


# ---- what the pictures may show -----------------------------------------------------------------------


@dataclass
class Spy:
    """What the test saw of the table pictures: the turns the table was drawn at, and for each picture
    file the card names hidden in hands when it was drawn (read beside the drawing, from the engine)."""

    turns: set[int] = field(default_factory=set)
    hidden: dict[str, set[str]] = field(default_factory=dict)
    public: dict[str, set[str]] = field(default_factory=dict)
    """file → the card names anything public showed when it was drawn."""
    roles: dict[str, dict[str, str]] = field(default_factory=dict)
    """file → {seat name: role} of the living non-Sheriffs (secret in BANG!) when it was drawn."""


def _names(game: str, ids: list[str]) -> set[str]:
    from engines import get_game

    lookup = get_game(game).table_card
    out = set()
    for cid in ids:
        try:
            out.add(lookup(cid)[0])
        except (KeyError, ValueError):
            continue
    return out


def _hidden_names(game: str, engine: Any) -> tuple[set[str], set[str]]:
    """(names of the cards in hands that nothing public shows, names of the cards something public
    shows), the public ones read from the perspective of no seat."""
    state = engine.state
    if game == "bang":
        held = [c for p in state.players for c in p.hand]
    elif game == "bang_and_twang":
        if state.options.open_hands:
            return set(), set()
        held = [c for hand in state.hands for c in hand]
    elif game == "forest_gangs":  # hands and the cards laid face down; public faces carry their name
        from engines.forest_gangs.catalog import CREATURE_NAMES, name_of

        seen = repr(engine.perspective(None))
        public = {n for n in CREATURE_NAMES.values() if f"name='{n}'" in seen}
        held = [c for z in state.zones for c in [*z.hand, *([z.chosen] if z.chosen else [])]]
        return {name_of(c) for c in held} - public, public
    else:
        return set(), set()
    public = _names(game, re.findall(r"[A-Za-z][\w]+", repr(engine.perspective(None))))
    return _names(game, held) - public, public


def spy_on_pictures(monkeypatch: pytest.MonkeyPatch) -> Spy:
    spy = Spy()
    real = GameCog.table_picture

    def table_picture(self: GameCog, record: Any, engine: Any) -> Any:
        spec = real(self, record, engine)
        if engine is not None and record.status == "running":
            spy.turns.add(engine.turn)
        if spec is None or engine is None or not spec.filename.startswith("table-"):
            return spec
        prepare = spec.prepare

        def watched() -> Any:
            spy.hidden[spec.filename], spy.public[spec.filename] = _hidden_names(self.key, engine)
            if self.key == "bang" and engine.result is None:
                from bot.results import player_name

                spy.roles[spec.filename] = {
                    player_name(record, p.seat if hasattr(p, "seat") else i): p.role
                    for i, p in enumerate(engine.state.players)
                    if p.life > 0 and p.role != "sheriff"
                }
            return prepare()

        return type(spec)(spec.filename, watched, spec.thumbnail)

    monkeypatch.setattr(GameCog, "table_picture", table_picture)
    return spy


def assert_nothing_hidden(spy: Spy, filename: str, alt: str) -> None:
    """The alt text names no card that only a hand holds, and no living player's secret role."""
    lines = alt.split("\n")
    body = "\n".join(line for line in lines[1:] if not line.startswith("Last: "))
    for name in sorted(spy.public.get(filename, set()), key=len, reverse=True):
        body = body.replace(name, "·")  # a public card may hold a hidden one's name ("Double Barrel")
    for name in spy.hidden.get(filename, set()):
        assert not re.search(rf"(?<!\w){re.escape(name)}(?![\w])", body), f"{name!r} is in a hand: {alt}"
    for who, role in spy.roles.get(filename, {}).items():
        line = next((x for x in lines if x.startswith(f"{who}: ")), "")
        assert role.capitalize() not in line, f"{who}'s role is secret: {line}"


# ---- the four games, played to the end ----------------------------------------------------------------


async def play_bang(h: Harness, clock: Clock, *, ad: bool = False) -> dict[str, Any]:
    from tests.cogs.test_bang_armed_flow import open_ad_game
    from tests.cogs.test_bang_flow import open_game, play_to_the_end

    lobby = await (open_ad_game(h, 1, 3) if ad else open_game(h, 1, 3))
    await play_to_the_end(h, h.members[0], lobby, clock)
    return lobby


async def play_twang(h: Harness, clock: Clock) -> dict[str, Any]:
    from tests.cogs.test_bang_and_twang_flow import open_table, play_to_the_end

    lobby = await open_table(h, 3)
    await play_to_the_end(h, lobby)
    return lobby


async def play_forest(h: Harness, clock: Clock) -> dict[str, Any]:
    from tests.cogs.test_forest_gangs_flow import open_table, play_to_the_end

    lobby = await open_table(h, 3)
    await play_to_the_end(h, h.members[:3])
    return lobby


async def play_whizz(
    h: Harness, clock: Clock, *, each: Callable[[dict[str, Any]], Awaitable[None]] | None = None
) -> dict[str, Any]:
    """1 human and 2 AI to 4 points: the human says what is expected and slaps every BOOM; AI inputs
    come at their deadlines. `each`: awaited after every step (the test looks at the table)."""
    from tests.cogs.test_whizz_bing_bang_flow import open_table

    human = h.members[0]
    lobby = await open_table(h, 1, ai=2, end_points=4)
    sid = (await h.bot.storage.live_session(h.channel.id)).id
    for _ in range(3000):
        rec = await h.bot.storage.get_session(sid)
        if rec.status == "finished":
            return lobby
        v = h.bot.sessions.engine_of(rec).view_for(0)
        if v.phase == "call" and v.active == 0 and not v.my_inputs:
            clock.now += 0.3
            await h.click(lobby, human, label=v.expected.capitalize())
        elif v.phase == "slap" and 0 not in v.slapped and not v.my_inputs:
            clock.now += 0.3
            await h.click(lobby, human, label="BOOM")
        else:
            nxt = await h.bot.storage.next_deadline()
            assert nxt is not None, "a running game always has a deadline"
            clock.now = max(clock.now, nxt[2])
            await h.bot.scheduler.fire_due()
            await h.settle()
        if each is not None:
            await each(lobby)
    raise AssertionError("the game did not end")


@dataclass(frozen=True)
class Game:
    ext: tuple[str, ...]
    play: Callable[[Harness, Clock], Awaitable[dict[str, Any]]]
    seed: int = 1
    pictures_in_play: bool = True


async def _play_bang_ad(h: Harness, clock: Clock) -> dict[str, Any]:
    return await play_bang(h, clock, ad=True)


GAMES = {
    "bang": Game(("cogs.bang",), play_bang),
    "bang_ad": Game(("cogs.bang",), _play_bang_ad),
    "bang_and_twang": Game(("cogs.bang_and_twang",), play_twang),
    "forest_gangs": Game(("cogs.forest_gangs",), play_forest),
    "whizz_bing_bang": Game(("cogs.whizz_bing_bang",), play_whizz, pictures_in_play=False),
}


@pytest.mark.parametrize("images", [True, False], ids=["images", "words"])
@pytest.mark.parametrize("game", list(GAMES))
async def test_a_whole_game_shows_its_table_picture_once_per_turn(
    harness_factory,  # noqa: F811
    tmp_path: Path,
    clock: Clock,
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    images: bool,
) -> None:
    """Images on: every version of the table is a layout showing exactly the file it has, with alt
    text naming no card only a hand holds and no secret role; the lobby shows the game's card, the
    running table its picture (none in Whizz Bing Bang), the results "table-end.png"; a picture is
    uploaded at most once per turn. Images off: embeds, no layout, no upload."""
    spec = GAMES[game]
    spy = spy_on_pictures(monkeypatch)
    h = await start_harness(
        harness_factory, tmp_path / "db.sqlite3", clock, spec.ext, seed=spec.seed, images=images
    )
    lobby = await spec.play(h, clock)
    await h.settle()
    assert not h.refusals
    versions = h.versions[int(lobby["id"])]
    assert "game over" in title(versions[-1]).lower()
    for mid, kept in h.versions.items():  # the table and the DM hands (the double checked each request)
        drawn = [msg for msg in kept if msg.get("embeds") or is_layout(msg)]
        assert all(is_layout(msg) == images for msg in drawn)
        for msg in kept if mid == int(lobby["id"]) else drawn[-1:]:
            check_message_payload(msg, where=f"message {mid}")
    assert not internal_names(player_texts(h))
    if not images:
        assert not any(is_layout(msg) for msg in versions)
        assert all(msg.get("embeds") for msg in versions)
        assert not h.uploads, "images off: nothing is uploaded"
        return
    assert all(is_layout(msg) for msg in versions)
    assert not any(msg.get("embeds") or msg.get("content") for msg in versions)
    assert h.unshown_attachments(lobby) == []
    assert [m.kind for m in h.media(lobby)] == ["gallery"]
    shown = [shown_file(msg) for msg in versions]
    lobby_files = {s[0] for s, msg in zip(shown, versions, strict=True) if s and "lobby" in title(msg)}
    assert lobby_files == {f"help_{game.removesuffix('_ad')}.png"}, "the game's card beside the lobby"
    in_play = [s for s, msg in zip(shown, versions, strict=True) if s and s[0].startswith("table-t")]
    if spec.pictures_in_play:
        assert in_play, "the running table shows its picture"
    else:
        assert not in_play, "no picture while Whizz Bing Bang is played"
    assert shown[-1] is not None and shown[-1][0] == "table-end.png", "the results show the final table"
    for name, alt in filter(None, shown):
        if name.startswith("table-"):
            assert_nothing_hidden(spy, name, alt)
            assert not internal_names([alt])
    if game != "whizz_bing_bang":
        assert any(spy.hidden.values()), "there were hidden cards to look for"
    if game in ("bang", "bang_ad"):
        assert any(spy.roles.values()), "there were secret roles to look for"
    uploads = table_uploads(h, lobby)
    names = [f.filename for f in uploads]
    assert len(names) == len(set(names)), f"a picture uploaded twice: {names}"
    assert len(uploads) <= len(spy.turns) + 2, (names, sorted(spy.turns))
    assert all(f.content_type == "image/png" for f in uploads)

    # A rematch opens a new lobby, a layout; once it is edited (a player joins), the game's card
    # shows beside its words. (The answer that opens a lobby carries no picture.)
    await h.click(lobby, h.members[0], label="Rematch")
    record = await h.bot.storage.live_session(h.channel.id)
    assert record is not None and record.status == "lobby"
    stored = await h.bot.storage.message(record.id, "table")
    again = h.message(stored[1])
    assert stored[1] != int(lobby["id"]) and is_layout(again) and "lobby" in title(again)
    check_message_payload(again, where="rematch lobby")
    newcomer = h.add_members(1, prefix="Newcomer")[0]
    await h.click(again, newcomer, label="Join")
    again = h.message(stored[1])
    check_message_payload(again, where="rematch lobby")
    assert [(m.kind, m.file.filename if m.file else None) for m in h.media(again)] == [
        ("thumbnail", f"help_{game.removesuffix('_ad')}.png")
    ]
    assert h.unshown_attachments(again) == [] and not h.refusals


async def test_whizz_bing_bang_uploads_nothing_until_the_game_ends(
    harness_factory,  # noqa: F811
    tmp_path: Path,
    clock: Clock,
) -> None:
    """A reveal never waits for an upload: from Start to the last reveal the table has no file and
    nothing is uploaded; the results bring the one picture of the final table."""
    ext = GAMES["whizz_bing_bang"].ext
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ext, images=True)
    steps = 0

    async def look(lobby: dict[str, Any]) -> None:
        nonlocal steps
        record = await h.bot.storage.live_session(h.channel.id)
        if record is None or record.status != "running":
            return
        steps += 1
        table = h.message(lobby)
        assert is_layout(table) and shown_file(table) is None
        assert [f.filename for f in table_uploads(h, lobby)] == ["help_whizz_bing_bang.png"]

    lobby = await play_whizz(h, clock, each=look)
    assert steps > 20
    assert [f.filename for f in table_uploads(h, lobby)] == ["help_whizz_bing_bang.png", "table-end.png"]
    assert [f.filename for f in h.uploads.values()] == ["help_whizz_bing_bang.png", "table-end.png"]
    assert shown_file(h.message(lobby))[0] == "table-end.png"
    assert not h.refusals


# ---- one turn, one picture ----------------------------------------------------------------------------

BANG = ("cogs.bang",)


async def bang_table(h: Harness, humans: int, ais: int) -> tuple[dict[str, Any], str]:
    from tests.cogs.test_bang_flow import open_game, session_id

    lobby = await open_game(h, humans, ais)
    return lobby, session_id(h.message(lobby))


async def engine_of(h: Harness, sid: str) -> Any:
    return h.bot.sessions.engine_of(await h.bot.storage.get_session(sid))


async def play_general_store(h: Harness, lobby: dict[str, Any], sid: str) -> int:
    """Alice (seat 0, the Sheriff with the seed) plays her General Store and every human picks from
    the table; returns how many clicks that took (all in her first turn)."""
    from tests.cogs.test_bang_flow import pending_decision, selects

    alice = h.members[0]
    dm = h.last_dm(alice)
    card_sel = next(s for s in selects(dm) if s["custom_id"].endswith(":card"))
    store = next(o["value"] for o in card_sel["options"] if o["label"].startswith("General Store"))
    await h.select(dm, alice, [store], custom_id=card_sel["custom_id"])
    clicks = 1
    record = await h.bot.storage.get_session(sid)
    for _ in range(8):
        buttons = [c for c in custom_ids(h.message(lobby)) if ":act:" in c]
        if not buttons:
            break
        seat = (await pending_decision(h, sid)).seat
        uid = record.seats[seat].user_id
        member = next(m for m in h.members if m.id == uid)
        await h.click(lobby, member, custom_id=buttons[0])
        clicks += 1
    return clicks


async def test_clicks_in_one_turn_keep_the_picture_and_a_new_turn_uploads_one(
    harness_factory,  # noqa: F811
    tmp_path: Path,
    clock: Clock,
) -> None:
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, BANG, images=True)
    alice = h.members[0]
    lobby, sid = await bang_table(h, 2, 2)
    turn = (await engine_of(h, sid)).turn
    first = h.message(lobby)
    name, _alt = shown_file(first)
    assert name == f"table-t{turn}.png"
    kept = first["attachments"][0]["id"]
    n, versions = len(h.calls), len(h.versions[int(lobby["id"])])
    clicks = await play_general_store(h, lobby, sid)
    assert clicks >= 3 and (await engine_of(h, sid)).turn == turn, "all in Alice's first turn"
    seen = h.versions[int(lobby["id"])][versions:]
    assert len(seen) >= clicks, "every click edited the table"
    for msg in seen:
        check_message_payload(msg, where="table")
        assert shown_file(msg)[0] == name
        assert [a["id"] for a in msg["attachments"]] == [kept], "the same file, not a new one"
    table_id = int(lobby["id"])
    on_table = [f for f in h.uploads_since(n) if f.message_id == table_id]
    assert on_table == [], "no table upload within the turn"
    assert all(f.filename.startswith("hand-") for f in h.uploads_since(n)), "only hands that changed"

    # End the turn (discarding down to her life first if she must): Bob's turn (seat 1, a human: the
    # table waits for him), one new picture.
    n = len(h.calls)
    await h.click(h.last_dm(alice), alice, label="End turn")
    for _ in range(3):
        if (await engine_of(h, sid)).turn != turn:
            break
        from tests.cogs.test_bang_flow import selects

        s = next(s for s in selects(h.last_dm(alice)) if s["custom_id"].endswith(":discards"))
        values = [o["value"] for o in s["options"][: s["min_values"]]]
        await h.select(h.last_dm(alice), alice, values, custom_id=s["custom_id"])
    new_turn = (await engine_of(h, sid)).turn
    assert new_turn != turn
    uploaded = [f for f in h.uploads_since(n) if f.message_id == table_id]
    assert [f.filename for f in uploaded] == [f"table-t{new_turn}.png"]
    table = h.message(lobby)
    assert [int(a["id"]) for a in table["attachments"]] == [uploaded[0].id], "the old picture is gone"
    assert shown_file(table)[0] == f"table-t{new_turn}.png"
    assert h.unshown_attachments(table) == []
    assert [m.file.id for m in h.media(table) if m.file] == [uploaded[0].id]
    assert not h.refusals


# ---- restarts -----------------------------------------------------------------------------------------


async def test_a_restart_keeps_the_picture_of_the_turn(
    harness_factory,  # noqa: F811
    tmp_path: Path,
    clock: Clock,
    backend: Any,
) -> None:
    """The picture row says what the table shows: a new process (nothing drawn in memory) uploads
    nothing for a click in the same turn."""
    db = tmp_path / "db.sqlite3"
    h = await start_harness(harness_factory, db, clock, BANG, images=True)
    lobby, sid = await bang_table(h, 1, 3)
    turn = (await engine_of(h, sid)).turn
    before = h.message(lobby)
    name, alt = shown_file(before)
    h = await h.restart(make_bot(db, clock, BANG, seed=2, images=True), setup=lambda b: b.prepare())
    uploads = len(h.uploads)
    version = (await h.bot.storage.get_session(sid)).version
    await play_general_store(h, lobby, sid)
    assert (await h.bot.storage.get_session(sid)).version > version
    assert (await engine_of(h, sid)).turn == turn
    after = h.message(lobby)
    assert shown_file(after) == (name, alt)
    assert after["attachments"][0]["id"] == before["attachments"][0]["id"]
    table_id = int(lobby["id"])
    again = [f for f in list(h.uploads.values())[uploads:] if f.message_id == table_id]
    assert again == [], "the same turn after a restart: the table uploads nothing"
    assert not h.refusals


async def a_few_clicks(h: Harness, members: list[Any], clicks: int = 6) -> None:
    """Each player in turn clicks the first button of their DM hand (Forest Gangs)."""
    for i in range(clicks):
        m = members[i % len(members)]
        dm = h.last_dm(m)
        if custom_ids(dm):
            await h.click(dm, m, custom_id=custom_ids(dm)[0])


async def test_images_turned_on_mid_game_edit_the_embed_table_into_a_layout(
    harness_factory,  # noqa: F811
    tmp_path: Path,
    clock: Clock,
    backend: Any,
) -> None:
    from tests.cogs.test_forest_gangs_flow import open_table

    db = tmp_path / "db.sqlite3"
    ext = GAMES["forest_gangs"].ext
    h = await start_harness(harness_factory, db, clock, ext, images=False)
    members = h.members[:3]
    lobby = await open_table(h, 3)
    assert h.message(lobby).get("embeds") and not is_layout(h.message(lobby))
    words = len(h.versions[int(lobby["id"])])
    h = await h.restart(make_bot(db, clock, ext, seed=2, images=True), setup=lambda b: b.prepare())
    dm = h.last_dm(members[0])
    await h.click(dm, members[0], custom_id=custom_ids(dm)[0])
    table = h.message(lobby)
    assert is_layout(table) and not table.get("embeds") and not table.get("content")
    check_message_payload(table, where="table")
    name, _alt = shown_file(table)
    assert name.startswith("table-t")
    assert h.unshown_attachments(table) == []
    await a_few_clicks(h, members)
    for msg in h.versions[int(lobby["id"])][words:]:
        check_message_payload(msg, where="table")
        assert is_layout(msg)
    assert shown_file(h.message(lobby))[0].startswith("table-t")
    for m in members:  # the DM hands were edited into layouts as well
        dm = h.last_dm(m)
        assert is_layout(dm) and not dm.get("embeds")
        check_message_payload(dm, where="DM hand")
    assert not h.refusals


async def test_images_turned_off_mid_game_leave_a_layout_without_picture(
    harness_factory,  # noqa: F811
    tmp_path: Path,
    clock: Clock,
    backend: Any,
) -> None:
    """The V2 flag cannot be taken off a message: the table stays a layout, now without a file."""
    from tests.cogs.test_forest_gangs_flow import open_table

    db = tmp_path / "db.sqlite3"
    ext = GAMES["forest_gangs"].ext
    h = await start_harness(harness_factory, db, clock, ext, images=True)
    members = h.members[:3]
    lobby = await open_table(h, 3)
    assert shown_file(h.message(lobby)) is not None
    h = await h.restart(make_bot(db, clock, ext, seed=2, images=False), setup=lambda b: b.prepare())
    uploads = len(h.uploads)
    dm = h.last_dm(members[0])
    await h.click(dm, members[0], custom_id=custom_ids(dm)[0])
    table = h.message(lobby)
    assert is_layout(table) and shown_file(table) is None and not table.get("attachments")
    await a_few_clicks(h, members)
    later = h.message(lobby)
    assert is_layout(later) and shown_file(later) is None and "round" in title(later).lower()
    for msg in h.versions[int(lobby["id"])]:
        check_message_payload(msg, where="table")
    for m in members:  # the DM hands too stay layouts
        dm = h.last_dm(m)
        assert is_layout(dm)
        check_message_payload(dm, where="DM hand")
    assert len(h.uploads) == uploads, "images off: nothing uploaded"
    assert not h.refusals


# ---- a drawing that fails -----------------------------------------------------------------------------


async def test_a_drawing_that_raises_leaves_the_words(
    harness_factory,  # noqa: F811
    tmp_path: Path,
    clock: Clock,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    from bot.art import table as art

    def broken(scene: Any) -> bytes:
        raise RuntimeError("the drawing broke")

    monkeypatch.setattr(art, "draw", broken)
    ext = GAMES["forest_gangs"].ext
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ext, images=True)
    members = h.members[:3]
    host, *others = members
    lobby = (await h.slash("forest_gangs start", host)).message
    for m in others:
        await h.click(lobby, m, label="Join")
    start = await h.click(lobby, host, label="Start", settle=False)
    await h.settle(check=False)
    problems = h.pop_violations()
    assert any("Drawing table-t" in p and "failed" in p for p in problems), problems
    assert "the drawing broke" in caplog.text
    assert start.callback_type == 7
    record = await h.bot.storage.live_session(h.channel.id)
    assert record is not None and record.status == "running", "the game started all the same"
    table = h.message(lobby)
    assert is_layout(table) and shown_file(table) is None
    assert "round 1" in title(table).lower() and "My hand" in labels(table)
    check_message_payload(table, where="table")
    # The next action goes through too, still with words alone.
    version = record.version
    dm = h.last_dm(members[0])
    await h.click(dm, members[0], custom_id=custom_ids(dm)[0], settle=False)
    await h.settle(check=False)
    h.pop_violations()
    assert (await h.bot.storage.get_session(record.id)).version > version
    assert shown_file(h.message(lobby)) is None
    assert not h.refusals


# ---- the ephemeral hand -------------------------------------------------------------------------------


async def test_my_hand_with_closed_dms_is_a_layout_and_its_steps_edit_it(
    harness_factory,  # noqa: F811
    tmp_path: Path,
    clock: Clock,
) -> None:
    from tests.cogs.test_bang_flow import selects

    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, BANG, images=True)
    alice = h.members[0]
    h.forbid_dms(alice)
    lobby, sid = await bang_table(h, 1, 3)
    shown = await h.click(lobby, alice, label="My hand")
    hand = shown.message
    assert shown.ephemeral and is_layout(hand)
    check_message_payload(hand, where="hand")
    card_sel = next(s for s in selects(hand) if s["custom_id"].endswith(":card"))
    bang = next(o["value"] for o in card_sel["options"] if o["label"].startswith("BANG!"))
    version = (await h.bot.storage.get_session(sid)).version
    step = await h.click(hand, alice, values=[bang], custom_id=card_sel["custom_id"])
    assert step.callback_type == 7 and is_layout(step.message)
    check_message_payload(step.message, where="hand step")
    back = await h.click(step.message, alice, label="Back")
    assert is_layout(back.message)
    step = await h.click(back.message, alice, values=[bang], custom_id=card_sel["custom_id"])
    target = next(s for s in selects(step.message) if s["custom_id"].endswith(":act"))
    done = await h.click(
        step.message, alice, values=[target["options"][0]["value"]], custom_id=target["custom_id"]
    )
    assert is_layout(done.message)
    assert (await h.bot.storage.get_session(sid)).version == version + 1, "the card was played"
    for eph in h.ephemerals(alice):
        check_message_payload(eph, where="ephemeral hand")
    assert not h.refusals


async def test_a_table_posted_again_carries_its_picture_and_keeps_it(
    harness_factory,  # noqa: F811
    tmp_path: Path,
    clock: Clock,
) -> None:
    """`/forest_gangs table` posts the table again: the new message has the turn's picture as its own
    file (a new message has no file to keep), and the next click in that turn uploads nothing."""
    from tests.cogs.test_forest_gangs_flow import open_table

    ext = GAMES["forest_gangs"].ext
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ext, images=True)
    members = h.members[:3]
    lobby = await open_table(h, 3)
    name, alt = shown_file(h.message(lobby))
    record = await h.bot.storage.live_session(h.channel.id)
    await h.slash("forest_gangs table", members[1])
    stored = await h.bot.storage.message(record.id, "table")
    assert stored is not None and stored[1] != int(lobby["id"]), "a new table message"
    table = h.message(stored[1])
    assert is_layout(table) and shown_file(table) == (name, alt)
    assert h.unshown_attachments(table) == []
    check_message_payload(table, where="table posted again")
    retired = h.message(lobby)  # a layout cannot go back to plain content: a layout with the link
    assert is_layout(retired) and any("table moved" in t for t in texts(retired))
    assert not retired.get("attachments") and not custom_ids(retired)
    check_message_payload(retired, where="retired table")
    uploads = len(h.uploads)
    turn = h.bot.sessions.engine_of(await h.bot.storage.get_session(record.id)).turn
    dm = h.last_dm(members[0])
    await h.click(dm, members[0], custom_id=custom_ids(dm)[0])
    now = h.bot.sessions.engine_of(await h.bot.storage.get_session(record.id)).turn
    after = h.message(stored[1])
    if now == turn:
        on_table = [f for f in list(h.uploads.values())[uploads:] if f.message_id == stored[1]]
        assert on_table == [] and shown_file(after) == (name, alt)
        assert after["attachments"] == table["attachments"]
    else:
        assert shown_file(after)[0] == f"table-t{now}.png"
    assert not h.refusals


async def test_a_table_posted_again_with_images_off_stays_words(
    harness_factory,  # noqa: F811
    tmp_path: Path,
    clock: Clock,
) -> None:
    """Images on, then off: `/table` posts the table again as an embed; the replaced layout gets
    its link as a layout, and the new table stays an embed on the next action (what the old
    message showed says nothing about the new one)."""
    from tests.cogs.test_forest_gangs_flow import open_table

    db = tmp_path / "db.sqlite3"
    ext = GAMES["forest_gangs"].ext
    h = await start_harness(harness_factory, db, clock, ext, images=True)
    members = h.members[:3]
    lobby = await open_table(h, 3)
    h = await h.restart(make_bot(db, clock, ext, seed=2, images=False), setup=lambda b: b.prepare())
    record = await h.bot.storage.live_session(h.channel.id)
    await h.slash("forest_gangs table", members[1])
    stored = await h.bot.storage.message(record.id, "table")
    assert stored is not None and stored[1] != int(lobby["id"])
    retired = h.message(lobby)
    assert is_layout(retired) and any("table moved" in t for t in texts(retired))
    assert not is_layout(h.message(stored[1])) and h.message(stored[1]).get("embeds")
    await a_few_clicks(h, members, 3)
    table = h.message(stored[1])
    assert not is_layout(table) and table.get("embeds"), "images off: the new table stays words"
    for msg in h.versions[stored[1]]:
        check_message_payload(msg, where="table posted again")
    assert not h.refusals


# ---- hands --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["bang", "bang_and_twang", "forest_gangs"])
async def test_a_dm_hand_shows_a_picture_of_its_cards(
    harness_factory,  # noqa: F811
    tmp_path: Path,
    clock: Clock,
    game: str,
) -> None:
    """Images on: each player's DM hand is a layout whose picture shows exactly their cards (its alt
    text names every one, in the hand's order), in their DM only, never on the table (issue 32,
    "hands with pictures")."""
    from bot.art import cards

    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, GAMES[game].ext, images=True)
    host, *others = h.members[:3]
    lobby = (await h.slash(f"{game} start", host)).message
    for m in others:
        await h.click(lobby, m, label="Join")
    await h.click(lobby, host, label="Start")
    record = await h.bot.storage.live_session(h.channel.id)
    engine = h.bot.sessions.engine_of(record)
    cog = h.bot.get_cog(next(c for c in h.bot.cogs if getattr(h.bot.cogs[c], "key", None) == game))
    assert cog is not None
    for seat, m in enumerate([host, *others]):
        dm = h.last_dm(m)
        assert is_layout(dm)
        shown = shown_file(dm)
        assert shown is not None and shown[0].startswith("hand-"), "the hand's picture"
        ids = cog.hand_cards(record, engine, seat)
        assert ids, "everyone holds cards at the start"
        alt = shown[1]
        assert alt.startswith(f"Your hand, {len(ids)} card"), alt
        names = [cards.faces(game)[cards.face_for(game, c)].name for c in ids]
        at = [alt.find(n) for n in names]
        assert -1 not in at and at == sorted(at), "every card named, in the hand's order"
    table_files = {f.filename for f in table_uploads(h, lobby)}
    assert not any(name.startswith("hand-") for name in table_files), "a hand never shows on the table"
    assert not h.refusals
