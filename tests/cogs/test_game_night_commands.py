"""The shared commands of a game night, through the real cogs and the strict harness.

Who may Rematch, `/table` retiring the old table, commands in DMs (only `hand` and `rules`
answer there, `/hand` finds the player's games), a channel that runs another game, a custom_id
of another game, `/leave` with its confirmation, `/takeback` explaining itself, and
`/campfire help`.
"""

from __future__ import annotations

import re
from typing import Any

import discord
import discord.ext.test as dpytest
import pytest

from bot.i18n import text
from tests.cogs.conftest import Clock, custom_ids, is_layout, labels, make_bot, start_harness, texts
from tests.cogs.test_forest_gangs_flow import ephemeral_text, open_table, play_to_the_end, session_of
from tests.discord_harness import Harness, find_component, harness_factory  # noqa: F401
from tests.player_text import internal_names, player_texts

FG = ("cogs.forest_gangs",)
TWO_GAMES = ("cogs.forest_gangs", "cogs.bang_and_twang")
ALL_GAMES = ("cogs.forest_gangs", "cogs.bang_and_twang", "cogs.whizz_bing_bang", "cogs.bang")
LINK_RE = re.compile(r"https://discord\.com/channels/(\d+)/(\d+)/(\d+)")


@pytest.fixture
def clock() -> Clock:
    return Clock()


def with_custom_id(msg: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    """A copy of a message dict whose component `old` carries the custom_id `new` (a forged click)."""
    import copy

    out = copy.deepcopy(msg)
    for row in out.get("components") or []:
        for comp in row.get("components", []):
            if comp.get("custom_id") == old:
                comp["custom_id"] = new
    return out


async def count_sessions(h: Harness) -> int:
    return await h.bot.storage.count_sessions()


def text_of(rec: Any) -> str:
    """Everything an interaction's answer shows: content and embeds."""
    msg = rec.message or {}
    return (msg.get("content") or "") + str(msg.get("embeds") or "")


# ---- Rematch -----------------------------------------------------------------------------------


async def test_a_stranger_cannot_rematch_and_nothing_is_created(harness_factory, tmp_path, clock):
    """Someone who did not play clicks Rematch: a private refusal; no lobby, no new session.

    A player then opens it and hosts it.
    """
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG)
    members = h.members[:3]
    stranger = h.members[3]
    lobby = await open_table(h, players=3)
    await play_to_the_end(h, members)
    final = h.message(lobby)
    assert "Rematch" in labels(final)
    before = await count_sessions(h)
    messages_before = len(h.channel_messages())
    refused = await h.click(final, stranger, label="Rematch")
    assert ephemeral_text(refused) == text("en", "err-game-rematch_players_only")
    assert await session_of(h) is None, "no lobby was opened"
    assert await count_sessions(h) == before
    assert len(h.channel_messages()) == messages_before, "nothing new in the channel"
    ok = await h.click(final, members[2], label="Rematch")
    assert not ok.ephemeral and "lobby" in ok.message["embeds"][0]["title"]
    new = await session_of(h)
    assert new.host_id == members[2].id
    assert [s.user_id for s in new.seats] == [members[2].id, members[0].id, members[1].id]


async def test_rematch_seats_only_those_who_played_to_the_end(harness_factory, tmp_path, clock):
    """A player who left mid-game (an AI played on) is not seated again by a Rematch; they can Join."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG)
    a, b, c = h.members[:3]
    lobby = await open_table(h, players=3)
    ask = await h.slash("forest_gangs leave", c)
    await h.click(ask.message, c, label="Leave the game")
    assert (await session_of(h)).seats[2].left
    await play_to_the_end(h, [a, b])
    await h.click(h.message(lobby), b, label="Rematch")
    new = await session_of(h)
    assert new.host_id == b.id
    assert [s.user_id for s in new.seats] == [b.id, a.id], "the player who left is not re-seated"
    joined = await h.click(h.last_message(), c, label="Join")
    assert not joined.ephemeral
    assert (await session_of(h)).seat_of(c.id) == 2


async def test_a_moderator_who_did_not_play_opens_the_rematch_for_the_players(
    harness_factory, tmp_path, clock
):
    """Manage Messages may Rematch without having played: the first player hosts, the moderator sits out."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG)
    members = h.members[:3]
    moderator = h.members[3]
    role = dpytest.backend.make_role(
        "Mods", h.guild, permissions=discord.Permissions(manage_messages=True).value
    )
    dpytest.backend.update_member(moderator, roles=[role])
    lobby = await open_table(h, players=3)
    await play_to_the_end(h, members)
    rec = await h.click(h.message(lobby), moderator, label="Rematch")
    assert not rec.ephemeral
    new = await session_of(h)
    assert new.host_id == members[0].id
    assert moderator.id not in [s.user_id for s in new.seats]


# ---- /table --------------------------------------------------------------------------------------


async def test_table_repost_retires_the_old_table_into_a_link(harness_factory, tmp_path, clock):
    """/table: the old table becomes a short link to the new one, with no buttons; a client that
    still shows its buttons gets the link privately and nothing is applied."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG)
    host, bob, carol, dave = h.members[:4]
    first = (await h.slash("forest_gangs start", host)).message
    await h.click(first, bob, label="Join")
    rec = await h.slash("forest_gangs table", carol)
    second = rec.message
    assert not rec.ephemeral and "lobby" in second["embeds"][0]["title"]
    old = h.message(first)
    link = LINK_RE.search(old["content"])
    assert link is not None, old["content"]
    assert link.groups() == (str(h.guild.id), str(h.channel.id), str(second["id"]))
    assert not old.get("embeds") and not old.get("components"), "the old table shows no table and no buttons"
    # A cached client still shows the old lobby's Join: answered with the link, nobody joins.
    stale = h.versions[int(first["id"])][-2]
    before = await session_of(h)
    refused = await h.click(first, dave, label="Join", raw_message=stale)
    text = ephemeral_text(refused)
    assert "replaced" in text and f"/{second['id']}" in text
    assert (await session_of(h)).version == before.version
    # The game goes on at the new table; a second repost retires that one too.
    await h.click(second, carol, label="Join")
    await h.click(second, host, label="Start")
    third = (await h.slash("forest_gangs table", dave)).message
    assert f"/{third['id']}" in h.message(second)["content"]
    stale_hand = h.versions[int(second["id"])][-2]
    assert "My hand" in labels(stale_hand)
    pointed = await h.click(second, bob, label="My hand", raw_message=stale_hand)
    assert f"/{third['id']}" in ephemeral_text(pointed)
    ok = await h.click(third, bob, label="My hand")
    assert ok.ephemeral and ok.message["embeds"], "the new table's buttons work"


# ---- DMs -------------------------------------------------------------------------------------------


async def test_synced_commands_say_where_they_work(harness_factory, tmp_path, clock):
    """Every group is offered in servers and in the bot's DMs (contexts 0 and 1), for a server
    install only; Discord sets contexts per top-level command, so the rest is refused in code."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ALL_GAMES)
    await h.bot.tree.sync()
    h.raise_problems()
    synced = {c["name"]: c for c in h.synced_commands}
    assert sorted(synced) == ["bang", "bang_and_twang", "campfire", "forest_gangs", "whizz_bing_bang"]
    for name, command in synced.items():
        assert command["contexts"] == [0, 1], name
        assert command["integration_types"] == [0], name


async def test_channel_commands_in_a_dm_are_refused_clearly(harness_factory, tmp_path, clock):
    """In a DM, start/table/leave/takeback/end/stats say they need a server channel (never "on
    this server — 0 games"); nothing is created. /rules answers there."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ALL_GAMES)
    member = h.members[0]
    dm = await member.create_dm()
    for game in ("bang", "forest_gangs"):
        for sub in ("start", "table", "leave", "takeback", "end", "stats"):
            rec = await h.slash(f"{game} {sub}", member, channel=dm)
            text = ephemeral_text(rec)
            assert "server channel" in text and f"/{game} hand" in text, (game, sub, text)
            assert "0 games" not in text_of(rec) and "on this server" not in text_of(rec)
    assert await count_sessions(h) == 0
    rules = await h.slash("bang rules", member, channel=dm)
    assert rules.ephemeral and "rules" in rules.message["embeds"][0]["title"]


async def test_hand_from_a_dm_finds_the_players_game(harness_factory, tmp_path, clock):
    """/forest_gangs hand in a DM: none → says so; one game → its hand, and its buttons act;
    two games in two channels → a choice, each button opens that game's hand."""
    bot = make_bot(tmp_path / "db.sqlite3", clock, FG)
    h = await harness_factory(bot, setup=lambda b: b.prepare(), text_channels=2)
    alice, bob, carol = h.members[:3]
    dm = await alice.create_dm()
    none = await h.slash("forest_gangs hand", alice, channel=dm)
    assert "not playing Forest Gangs anywhere" in ephemeral_text(none)
    await open_table(h, players=3)
    one = await h.slash("forest_gangs hand", alice, channel=dm)
    assert one.ephemeral and "Your hand" in one.message["embeds"][0]["title"]
    version = (await session_of(h)).version
    acted = await h.click(one.message, alice, custom_id=custom_ids(one.message)[0])
    assert acted.responded and (await session_of(h)).version == version + 1, "the DM hand's buttons act"
    # A second Forest Gangs game in the other channel.
    other = [c for c in h.config.channels if isinstance(c, discord.TextChannel)][1]
    lobby = (await h.slash("forest_gangs start", bob, channel=other)).message
    await h.click(lobby, alice, label="Join")
    await h.click(lobby, carol, label="Join")
    await h.click(lobby, bob, label="Start")
    pick = await h.slash("forest_gangs hand", alice, channel=dm)
    assert "2 channels" in ephemeral_text(pick)
    buttons = labels(pick.message)
    assert len(buttons) == 2 and any(other.name in b for b in buttons), buttons
    chosen = await h.click(pick.message, alice, label=next(b for b in buttons if other.name in b))
    assert chosen.ephemeral and "Your hand" in chosen.message["embeds"][0]["title"]
    second = await h.bot.storage.live_session(other.id)
    assert all(f":{second.id}:" in cid for cid in custom_ids(chosen.message)), "the chosen game's hand"


async def test_another_games_channel_is_named(harness_factory, tmp_path, clock):
    """A Bang & Twang command in a channel playing Forest Gangs names the game and its command."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, TWO_GAMES)
    await open_table(h, players=3)
    for sub in ("hand", "table", "leave", "takeback", "end"):
        rec = await h.slash(f"bang_and_twang {sub}", h.members[0])
        assert ephemeral_text(rec) == f"This channel is playing Forest Gangs; use `/forest_gangs {sub}`."
    assert (await session_of(h)).game == "forest_gangs"


# ---- forged ids ------------------------------------------------------------------------------------


async def test_a_custom_id_of_another_game_is_refused(harness_factory, tmp_path, clock):
    """`bang_and_twang:<forest gangs session>:x:join` is a forged button: refused, nobody joins."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, TWO_GAMES)
    host, outsider = h.members[0], h.members[1]
    lobby = (await h.slash("forest_gangs start", host)).message
    sid = (await session_of(h)).id
    join = find_component(lobby, label="Join")["custom_id"]
    forged_id = f"bang_and_twang:{sid}:x:join"
    forged = with_custom_id(h.message(lobby), join, forged_id)
    rec = await h.click(lobby, outsider, custom_id=forged_id, raw_message=forged)
    assert "recognise" in ephemeral_text(rec)
    assert [s.user_id for s in (await session_of(h)).seats] == [host.id]
    # The game's own button still works.
    assert not (await h.click(lobby, outsider, label="Join")).ephemeral


# ---- /leave and /takeback -----------------------------------------------------------------------------


async def test_leave_asks_first_stay_changes_nothing(harness_factory, tmp_path, clock):
    """/leave shows a private confirmation; Stay keeps the seat and changes nothing."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG)
    bob = h.members[1]
    await open_table(h, players=3)
    before = await session_of(h)
    ask = await h.slash("forest_gangs leave", bob)
    assert ask.ephemeral and "Leave this game?" in ask.message["content"]
    assert labels(ask.message) == ["Leave the game", "Stay"]
    assert (await session_of(h)).version == before.version, "asking commits nothing"
    stay = await h.click(ask.message, bob, label="Stay")
    assert stay.callback_type == 7
    shown = h.message(ask.message)
    assert "stay" in shown["content"] and not shown.get("components")
    after = await session_of(h)
    assert after.version == before.version and not after.seats[1].ai


async def test_leave_confirmed_after_a_restart_then_takeback_explains(harness_factory, tmp_path, clock):
    """The confirmation's button works after a restart (the shared catch-all item); the seat goes
    to an AI; /takeback then says why it can't return, and says when there is nothing to return."""
    db = tmp_path / "db.sqlite3"
    h = await start_harness(harness_factory, db, clock, FG)
    alice, bob = h.members[:2]
    await open_table(h, players=3)
    ask = await h.slash("forest_gangs leave", bob)
    h = await h.restart(make_bot(db, clock, FG), setup=lambda b: b.prepare())
    done = await h.click(ask.message, bob, label="Leave the game")
    assert done.callback_type == 7
    shown = h.message(ask.message)
    assert "You left the game" in shown["content"] and not shown.get("components")
    record = await session_of(h)
    assert record.seats[1].left and record.seats[1].ai
    assert any("left the game" in m.get("content", "") for m in h.channel_messages())
    back = await h.slash("forest_gangs takeback", bob)
    assert "/forest_gangs leave" in ephemeral_text(back) and "Rematch" in ephemeral_text(back)
    again = await h.slash("forest_gangs leave", bob)
    assert ephemeral_text(again) == text("en", "err-game-already_left")
    # The old confirmation clicked again: refused, nothing changes.
    version = (await session_of(h)).version
    twice = await h.click(
        ask.message, bob, label="Leave the game", raw_message=h.versions[int(ask.message["id"])][0]
    )
    assert twice.ephemeral and (await session_of(h)).version == version
    playing = await h.slash("forest_gangs takeback", alice)
    assert "nothing to take back" in ephemeral_text(playing)
    assert not (await session_of(h)).seats[0].ai


# ---- /campfire help -------------------------------------------------------------------------------------


@pytest.mark.parametrize("where", ["channel", "dm"])
async def test_campfire_help_lists_the_games_and_the_evening(harness_factory, tmp_path, clock, where):
    """/campfire help: only to the caller, the four games with their commands, and the evening's steps."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ALL_GAMES)
    member = h.members[0]
    channel = await member.create_dm() if where == "dm" else None
    rec = await h.slash("campfire help", member, channel=channel)
    assert rec.ephemeral
    embed = rec.message["embeds"][0]
    fields = {f["name"]: f["value"] for f in embed["fields"]}
    assert sorted(fields) == sorted(
        ["BANG!", "Forest Gangs", "The Forest Dragon: Bang & Twang", "Whizz Bing Bang"]
    )
    for key, title in (
        ("bang", "BANG!"),
        ("forest_gangs", "Forest Gangs"),
        ("bang_and_twang", "The Forest Dragon: Bang & Twang"),
        ("whizz_bing_bang", "Whizz Bing Bang"),
    ):
        value = fields[title]
        assert f"`/{key}`" in value
        for sub in ("start", "hand", "table", "leave", "takeback", "end", "rules", "stats"):
            assert f"`{sub}`" in value, (title, sub)
    assert "3–6 players" in fields["Whizz Bing Bang"] and "3–8 players" in fields["BANG!"]
    steps = embed["description"]
    order = [
        steps.index(w)
        for w in ("start", "lobby", "Join", "Add AI", "Start", "table", "DM", "results", "Rematch")
    ]
    assert order == sorted(order), (
        "start → lobby → join/add AI → start → table + DM hands → results → rematch"
    )
    size = len(embed["title"]) + len(steps) + sum(len(f["name"]) + len(f["value"]) for f in embed["fields"])
    assert size + len(embed["footer"]["text"]) <= 6000 and len(steps) <= 4096


def v2_texts(components: list[dict[str, Any]]) -> list[str]:
    """Every TextDisplay's content of a Components V2 message, in order."""
    out: list[str] = []
    for comp in components:
        if comp.get("type") == 10:
            out.append(comp["content"])
        out.extend(v2_texts(comp.get("components") or []))
    return out


@pytest.mark.parametrize(("where", "cold"), [("channel", False), ("dm", False), ("channel", True)])
async def test_campfire_help_with_images_shows_a_card_of_every_game(
    harness_factory, tmp_path, clock, where, cold
):
    """Images on: /campfire help is a Components V2 card, only to the caller, with the embed's words and
    one card picture per game (uploaded, alt text = the card and what it does). `cold`: the pictures
    are not drawn yet, so the answer is deferred while they are drawn in a thread."""
    from bot.campfire import game_night, help_cards

    help_cards.cache_clear()
    if not cold:
        help_cards()
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ALL_GAMES, images=True)
    member = h.members[0]
    channel = await member.create_dm() if where == "dm" else None
    rec = await h.slash("campfire help", member, channel=channel)
    assert rec.ephemeral and rec.callback_type == (5 if cold else 4)
    msg = h.ephemerals(member)[-1] if cold else rec.message
    assert int(msg["flags"]) & (1 << 15) and not msg.get("embeds")
    texts = "\n".join(v2_texts(msg["components"]))
    assert game_night() in texts and "Only you see this" in texts
    for key, title in (
        ("bang", "BANG!"),
        ("forest_gangs", "Forest Gangs"),
        ("bang_and_twang", "The Forest Dragon: Bang & Twang"),
        ("whizz_bing_bang", "Whizz Bing Bang"),
    ):
        section = texts[texts.index(f"### {title}\n") :]
        assert f"`/{key}`" in section.split("###")[1], title
        for sub in ("start", "hand", "table", "leave", "takeback", "end", "rules", "stats"):
            assert f"`{sub}`" in section.split("###")[1], (title, sub)
    media = h.media(msg)
    assert [m.kind for m in media] == ["thumbnail"] * 4
    assert all(m.file is not None and m.file.data.startswith(b"\x89PNG") for m in media)
    alts = {m.file.filename: m.description for m in media if m.file}
    assert alts == {
        "help_forest_gangs.png": "Mantis: Wins the combat if it is played during a duel.",
        "help_bang_and_twang.png": "Hop Over the Brook: Bang Twang Bang",
        "help_whizz_bing_bang.png": "Boom: Everyone slaps!",
        "help_bang.png": "BANG!: Shoot a player in range",
    }
    assert len(h.attachments(msg)) == 4 and not h.unshown_attachments(msg)
    assert not internal_names(player_texts(h))
    h.raise_problems()


async def test_campfire_help_without_images_is_the_embed(harness_factory, tmp_path, clock):
    """Images off (CAMPFIRE_IMAGES=false): the embed, no files, no Components V2, nothing drawn."""
    from bot.campfire import help_cards

    help_cards.cache_clear()
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ALL_GAMES)
    rec = await h.slash("campfire help", h.members[0])
    assert rec.ephemeral and rec.message["embeds"][0]["title"] == "🔥 Campfire — help"
    assert not int(rec.message.get("flags") or 0) & (1 << 15) and not rec.message.get("attachments")
    assert help_cards.cache_info().currsize == 0


async def test_table_repost_with_images_retires_the_old_layout_into_a_link(harness_factory, tmp_path, clock):
    """Images on: the old table is a layout, so its link is a layout too (Discord refuses content on it),
    without the old picture or buttons; the new table carries the picture again."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG, images=True)
    host, bob, carol = h.members[:3]
    first = (await h.slash("forest_gangs start", host)).message
    for m in (bob, carol):
        await h.click(first, m, label="Join")
    await h.click(first, host, label="Start")
    assert h.media(first), "the running table shows its picture"
    second = (await h.slash("forest_gangs table", carol)).message
    old = h.message(first)
    assert is_layout(old) and not custom_ids(old) and h.attachments(old) == []
    link = LINK_RE.search("\n".join(texts(old)))
    assert link is not None and link.group(3) == str(second["id"])
    assert is_layout(h.message(second)) and h.media(second), "the new table has the picture"
    assert not h.refusals
