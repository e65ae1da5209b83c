"""The strict double grows with issue 32: uploads, Components V2 and application emojis, each rule biting.

Every test sends real discord.py objects (a `discord.ui.LayoutView` with Container, Section,
TextDisplay, Thumbnail, MediaGallery, File and Separator; `discord.File` uploads; application emojis
made with `Client.create_application_emoji`) through the harness bot, and expects Discord's answer:
a good request passes and is recorded (files with their bytes, emojis the application owns), a bad
one gets the error Discord gives (400 / 50035 with the field path, 413 / 40005, 404 / 10014) and
fails the test that sent it. Shapes discord.py itself will not build (41 components, four texts in a
Section) go through discord.py's HTTP layer as raw JSON, exactly where discord.py hands them over.
The rules are docs/ARCHITECTURE.md C16.4 (components), C16.17 (emoji) and C16.20 (attachments).
"""

from __future__ import annotations

import io
import random
import re
from collections.abc import Awaitable
from typing import Any

import discord
import pytest
from discord.http import MultipartParameters
from PIL import Image

from tests import discord_spec as spec_rules
from tests.discord_harness import (
    APP_EMOJI_CREATE,
    EMOJI_KINDS,
    Harness,
    find_component,
    harness_factory,  # noqa: F401  (pytest fixture)
)
from tests.harness.test_strict_double import accepted, make_bot, raw_callback, refused

V2 = 1 << 15


def png(width: int = 8, height: int = 8, colour: str = "red") -> bytes:
    """A real PNG image."""
    out = io.BytesIO()
    Image.new("RGB", (width, height), colour).save(out, format="PNG")
    return out.getvalue()


def upload(name: str = "table.png", data: bytes | None = None, **kw: Any) -> discord.File:
    return discord.File(io.BytesIO(png() if data is None else data), filename=name, **kw)


@pytest.fixture
async def h(harness_factory) -> Harness:  # noqa: F811
    return await harness_factory(make_bot())


async def refused_now(h: Harness, awaitable: Awaitable[Any], rule: str) -> discord.HTTPException:
    """Await a request made outside an interaction; Discord refuses it and the double names `rule`."""
    with pytest.raises(discord.HTTPException) as got:
        await awaitable
    problems = h.pop_violations()
    assert any(re.search(rule, p) for p in problems), problems
    return got.value


def table_view(
    *, image: str = "attachment://table.png", alt: str = "The table, in words"
) -> discord.ui.LayoutView:
    """A table the way issue 32 lays it out: a Container with the image, text, a section and buttons."""
    view = discord.ui.LayoutView(timeout=None)
    box = discord.ui.Container(accent_colour=discord.Colour(0xC0392B))
    box.add_item(discord.ui.TextDisplay("## BANG! — round 3"))
    box.add_item(discord.ui.MediaGallery(discord.MediaGalleryItem(image, description=alt)))
    box.add_item(
        discord.ui.Section(
            discord.ui.TextDisplay("Ann: 4 life, 3 cards"),
            accessory=discord.ui.Thumbnail("attachment://card.png", description="Ann's character"),
        )
    )
    box.add_item(discord.ui.Separator())
    box.add_item(
        discord.ui.Section(
            discord.ui.TextDisplay("Your turn, Ann"),
            accessory=discord.ui.Button(label="Draw", custom_id="t:draw"),
        )
    )
    box.add_item(discord.ui.ActionRow(discord.ui.Button(label="My hand", custom_id="t:hand")))
    box.add_item(discord.ui.File("attachment://log.txt"))
    view.add_item(box)
    return view


def table_files() -> list[discord.File]:
    return [
        upload("table.png", png(64, 40)),
        upload("card.png", png(16, 16, "blue")),
        upload("log.txt", b"Ann drew 2"),
    ]


# ---------------------------------------------------------------------------------------------
# Uploads: parsed, kept, referenced (docs/ARCHITECTURE.md C16.20)
# ---------------------------------------------------------------------------------------------


async def test_a_layout_view_with_files_is_accepted_and_recorded(h: Harness) -> None:
    """A V2 table with three uploads: the double keeps the bytes, and every media item names its file."""
    sent: list[discord.InteractionMessage] = []

    async def send(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(view=table_view(), files=table_files())
        sent.append(await interaction.original_response())

    await accepted(h, send)
    message = h.message(sent[0].id)
    assert int(message["flags"]) & V2 and message["content"] == "" and message["embeds"] == []
    files = h.attachments(message)
    assert [(f.filename, f.content_type) for f in files] == [
        ("table.png", "image/png"),
        ("card.png", "image/png"),
        ("log.txt", "text/plain"),
    ]
    assert files[0].data == png(64, 40) and (files[0].width, files[0].height) == (64, 40)
    media = h.media(message)
    assert [(m.kind, m.file.filename if m.file else None, m.description) for m in media] == [
        ("gallery", "table.png", "The table, in words"),
        ("thumbnail", "card.png", "Ann's character"),
        ("file", "log.txt", None),
    ]
    # Discord answers with the attachment's url in place of attachment://, which discord.py parses.
    assert sent[0].attachments[0].filename == "table.png"
    assert await sent[0].attachments[0].read() == png(64, 40)
    # h.click finds buttons in a section's accessory and in an action row inside the container.
    assert find_component(message, label="Draw")["custom_id"] == "t:draw"
    assert find_component(message, label="My hand")["custom_id"] == "t:hand"
    assert h.uploads_since(0) == files
    assert h.unshown_attachments(message) == []


async def test_channel_send_follow_up_and_ephemeral_uploads_are_recorded(h: Harness) -> None:
    sent: list[discord.Message] = []

    async def send(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True)
        sent.append(await interaction.channel.send(view=table_view(), files=table_files()))  # type: ignore[union-attr]
        embed = discord.Embed(title="Hand").set_image(url="attachment://hand.png")
        sent.append(
            await interaction.followup.send(embed=embed, file=upload("hand.png"), ephemeral=True, wait=True)
        )

    await accepted(h, send)
    assert [f.filename for f in h.attachments(sent[0])] == ["table.png", "card.png", "log.txt"]
    hand = h.message(sent[1].id)
    assert [m.kind for m in h.media(hand)] == ["embed"]
    assert h.media(hand)[0].file == h.attachments(hand)[0]
    assert h.message(sent[0].id) in h.channel_messages()


async def test_an_attachment_reference_without_its_file_is_refused(h: Harness) -> None:
    async def send(interaction: discord.Interaction) -> None:
        files = [upload("card.png"), upload("log.txt", b"x")]  # no table.png
        await interaction.response.send_message(view=table_view(), files=files)

    e = await refused(
        h,
        send,
        rule=r"data\.components\.0\.components\.1\.items\.0\.media\.url: attachment://table\.png names no file "
        r"of the message \(it has \['card\.png', 'log\.txt'\]\) \[attachment:// names an uploaded file\]",
    )
    assert (e.status, e.code) == (400, 50035)

    async def embed(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True)
        em = discord.Embed(title="t").set_thumbnail(url="attachment://missing.png")
        await interaction.channel.send(embed=em, file=upload("there.png"))  # type: ignore[union-attr]

    await refused(h, embed, rule=r"embeds\.0\.thumbnail\.url: attachment://missing\.png names no file")


async def test_thumbnails_show_images_and_files_show_uploads_only(h: Harness) -> None:
    async def text_thumbnail(interaction: discord.Interaction) -> None:
        view = discord.ui.LayoutView()
        view.add_item(discord.ui.Section("Ann", accessory=discord.ui.Thumbnail("attachment://notes.txt")))
        await interaction.response.send_message(view=view, file=upload("notes.txt", b"not an image"))

    await refused(
        h,
        text_thumbnail,
        rule=r"accessory\.media\.url: a Thumbnail shows an image, and notes\.txt is text/plain",
    )

    async def web_file(interaction: discord.Interaction) -> None:
        view = discord.ui.LayoutView()
        view.add_item(discord.ui.File("https://example.com/rules.pdf"))
        await interaction.response.send_message(view=view)

    await refused(
        h, web_file, rule=r"data\.components\.0\.file\.url: a File component shows an uploaded file only"
    )

    async def bad_scheme(interaction: discord.Interaction) -> None:
        view = discord.ui.LayoutView()
        view.add_item(discord.ui.MediaGallery(discord.MediaGalleryItem("ftp://example.com/t.png")))
        await interaction.response.send_message(view=view)

    await refused(
        h, bad_scheme, rule=r"items\.0\.media\.url: media url 'ftp://example\.com/t\.png' is neither"
    )

    async def web_image(interaction: discord.Interaction) -> None:
        view = discord.ui.LayoutView()
        view.add_item(discord.ui.MediaGallery(discord.MediaGalleryItem("https://example.com/t.png")))
        await interaction.response.send_message(view=view)

    await accepted(h, web_image)


async def test_uploads_over_the_10_mib_limit_get_413(h: Harness) -> None:
    """Discord's default upload limit for a bot is 10 MiB for a request's files in all: 413 / 40005."""
    assert h.upload_limit_bytes == 10 * 1024 * 1024

    async def big(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(file=upload("big.bin", b"\0" * (10 * 1024 * 1024 + 1)))

    e = await refused(h, big, rule=r"-> 413/40005: the files come to 10485761 bytes > the upload limit")
    assert (e.status, e.code) == (413, 40005)

    async def two_halves(interaction: discord.Interaction) -> None:
        half = b"\0" * (5 * 1024 * 1024 + 1)
        await interaction.response.send_message(files=[upload("a.bin", half), upload("b.bin", half)])

    await refused(h, two_halves, rule=r"413/40005: the files come to 10485762 bytes")

    async def fits(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(file=upload("ok.bin", b"\0" * (10 * 1024 * 1024)))

    await accepted(h, fits)


async def test_more_than_ten_files_are_refused(h: Harness) -> None:
    """discord.py stops at 10 files itself; a hand-made multipart request with 11 is Discord's to refuse."""

    async def eleven(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True)
        parts: list[dict[str, Any]] = [{"name": "payload_json", "value": '{"content": "eleven"}'}]
        parts += [
            {
                "name": f"files[{i}]",
                "value": io.BytesIO(b"x"),
                "filename": f"{i}.txt",
                "content_type": "application/octet-stream",
            }
            for i in range(11)
        ]
        await interaction.client.http.send_message(  # type: ignore[attr-defined]
            interaction.channel_id, params=MultipartParameters(payload=None, multipart=parts, files=None)
        )

    e = await refused(h, eleven, rule=r"files: 11 files > 10")
    assert e.code == 50035


async def test_an_edit_keeps_or_replaces_attachments_per_the_attachments_field(h: Harness) -> None:
    sent: list[discord.Message] = []

    async def send(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True)
        sent.append(await interaction.channel.send("table", file=upload("a.png", png(2, 2))))  # type: ignore[union-attr]

    await accepted(h, send)
    msg = sent[0]
    names = lambda: [f.filename for f in h.attachments(msg)]  # noqa: E731
    assert names() == ["a.png"]
    msg = await msg.edit(content="table, edited")  # no attachments field: kept
    assert names() == ["a.png"]
    msg = await msg.edit(attachments=[msg.attachments[0], upload("b.png")])  # kept + new
    assert names() == ["a.png", "b.png"]
    msg = await msg.edit(attachments=[upload("c.png", png(3, 3))])  # replaced
    assert names() == ["c.png"] and h.attachments(msg)[0].data == png(3, 3)
    msg = await msg.edit(attachments=[])  # removed
    assert names() == []
    h.raise_problems()

    stranger = {"content": "x", "attachments": [{"id": "123456789012345678"}]}
    await refused_now(
        h,
        h.bot.http.edit_message(msg.channel.id, msg.id, params=MultipartParameters(stranger, None, None)),
        r"attachments\.0\.id: attachment 123456789012345678 is neither a file of this request",
    )


async def test_an_edit_of_a_v2_table_reuses_its_image_or_replaces_it(h: Harness) -> None:
    """A click answered with a new layout: the old image stays unless the edit uploads a new one."""
    views: list[discord.ui.LayoutView] = []

    class Table(discord.ui.LayoutView):
        def __init__(self, turn: int) -> None:
            super().__init__(timeout=None)
            box = discord.ui.Container()
            box.add_item(discord.ui.MediaGallery(discord.MediaGalleryItem("attachment://table.png")))
            button: discord.ui.Button[Table] = discord.ui.Button(label="End turn", custom_id=f"end:{turn}")
            button.callback = self.end  # type: ignore[method-assign]
            box.add_item(discord.ui.Section(f"Turn {turn}", accessory=button))
            self.add_item(box)
            self.turn = turn
            views.append(self)

        async def end(self, interaction: discord.Interaction) -> None:
            nxt = Table(self.turn + 1)
            if self.turn % 2:  # odd turns draw a new image; even turns keep the one there is
                await interaction.response.edit_message(
                    view=nxt, attachments=[upload("table.png", png(5, 5))]
                )
            else:
                await interaction.response.edit_message(view=nxt)

    sent: list[discord.InteractionMessage] = []

    async def send(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(view=Table(1), file=upload("table.png", png(4, 4)))
        sent.append(await interaction.original_response())

    await accepted(h, send)
    first = h.attachments(sent[0])[0]
    click = await h.click(sent[0], h.members[0], label="End turn")  # turn 1 -> 2, new image
    assert click.callback_type == 7
    second = h.attachments(sent[0])
    assert [f.data for f in second] == [png(5, 5)] and second[0].id != first.id
    await h.click(sent[0], h.members[0], label="End turn")  # turn 2 -> 3, image kept
    assert h.attachments(sent[0]) == second and h.unshown_attachments(sent[0]) == []
    assert h.media(sent[0])[0].file == second[0]
    assert len(h.uploads_since(0)) == 2


# ---------------------------------------------------------------------------------------------
# Components V2 (docs/ARCHITECTURE.md C16.4)
# ---------------------------------------------------------------------------------------------


def container(*children: dict[str, Any], **kw: Any) -> dict[str, Any]:
    return {"type": 17, "components": list(children), **kw}


def text(content: str = "t", **kw: Any) -> dict[str, Any]:
    return {"type": 10, "content": content, **kw}


def v2(*components: dict[str, Any]) -> dict[str, Any]:
    return {"type": 4, "data": {"flags": V2, "components": list(components)}}


async def test_v2_messages_carry_no_content_or_embeds(h: Harness) -> None:
    async def with_content(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("Table", view=table_view(), files=table_files())

    e = await refused(h, with_content, rule=r"data\.flags: components v2 messages cannot carry content")
    assert e.code == 50035

    async def with_embed(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            embed=discord.Embed(title="T"), view=table_view(), files=table_files()
        )

    await refused(h, with_embed, rule=r"components v2 messages cannot carry embeds")


async def test_v2_allows_40_components_counted_nested_and_4000_characters(h: Harness) -> None:
    thirty_nine = [text(str(i)) for i in range(39)]
    await accepted(h, raw_callback(v2(container(*thirty_nine))))  # 40 with the container
    e = await refused(
        h,
        raw_callback(v2(container(*thirty_nine, text("one too many")))),
        rule=r"data\.components: 41 components \(nested ones count\) > 40",
    )
    assert e.code == 50035

    async def long_texts(interaction: discord.Interaction) -> None:
        view = discord.ui.LayoutView()
        view.add_item(discord.ui.TextDisplay("x" * 2000))
        view.add_item(discord.ui.Container(discord.ui.TextDisplay("y" * 2001)))
        await interaction.response.send_message(view=view)

    await refused(h, long_texts, rule=r"data\.components: the text displays hold 4001 characters > 4000")


async def test_what_sections_galleries_and_containers_may_hold(h: Harness) -> None:
    """The spec's schemas: 1-3 TextDisplays and one Thumbnail or Button in a Section, 1-10 gallery items,
    a Container's children, accent_color 0..0xFFFFFF."""
    button = {"type": 2, "style": 1, "label": "Go", "custom_id": "go"}
    section = {"type": 9, "components": [text(str(i)) for i in range(4)], "accessory": button}
    await refused(h, raw_callback(v2(section)), rule=r"data\.components\.0\.components: .* is too long")
    no_accessory = {"type": 9, "components": [text()]}
    await refused(h, raw_callback(v2(no_accessory)), rule=r"'accessory' is a required property")
    select = {"type": 3, "custom_id": "s", "options": [{"label": "a", "value": "a"}]}
    await refused(
        h,
        raw_callback(v2({"type": 9, "components": [text()], "accessory": select})),
        rule=r"data\.components\.0\.accessory",
    )
    items = [{"media": {"url": f"https://example.com/{i}.png"}} for i in range(11)]
    await refused(
        h,
        raw_callback(v2({"type": 12, "items": items})),
        rule=r"items: an array of 11 items \(at most 10\) is too long",
    )
    await refused(h, raw_callback(v2({"type": 12, "items": []})), rule=r"items: \[\] should be non-empty")
    thumb = {"type": 11, "media": {"url": "https://example.com/t.png"}}
    await refused(h, raw_callback(v2(container(thumb))), rule=r"data\.components\.0\.components\.0")
    await refused(
        h,
        raw_callback(v2(container(text(), accent_color=0x1000000))),
        rule=r"accent_color: 16777216 is greater than the maximum of 16777215",
    )
    await refused(
        h,
        raw_callback(v2({"type": 2, "style": 1, "label": "x", "custom_id": "x"})),
        rule=r"data\.components\.0",
    )
    good = {"type": 9, "components": [text("a"), text("b"), text("c")], "accessory": thumb}
    await accepted(h, raw_callback(v2(container(good, {"type": 14}, {"type": 12, "items": items[:10]}))))


async def test_v2_component_ids_and_custom_ids_are_unique(h: Harness) -> None:
    async def twice(interaction: discord.Interaction) -> None:
        view = discord.ui.LayoutView()
        view.add_item(discord.ui.TextDisplay("a", id=7))
        view.add_item(discord.ui.Container(discord.ui.TextDisplay("b", id=7)))
        await interaction.response.send_message(view=view)

    await refused(
        h, twice, rule=r"data\.components\.1\.components\.0\.id: component id 7 is also used at components\.0"
    )

    async def same_custom_id(interaction: discord.Interaction) -> None:
        view = discord.ui.LayoutView()
        box = discord.ui.Container(
            discord.ui.Section("a", accessory=discord.ui.Button(label="A", custom_id="same")),
            discord.ui.ActionRow(discord.ui.Button(label="B", custom_id="same")),
        )
        view.add_item(box)
        await interaction.response.send_message(view=view)

    await refused(
        h, same_custom_id, rule=r"custom_id 'same' is also used at components\.0\.components\.0\.accessory"
    )
    long_id = {"type": 2, "style": 1, "label": "x", "custom_id": "c" * 101}
    await refused(
        h,
        raw_callback(v2({"type": 9, "components": [text()], "accessory": long_id})),
        rule=r"accessory\.custom_id",
    )


async def test_v2_components_need_the_flag(h: Harness) -> None:
    body = {"type": 4, "data": {"components": [container(text())]}}
    await refused(h, raw_callback(body), rule=r"v1 messages hold action rows only")


async def test_the_v2_flag_stays_and_an_edit_into_v2_clears_content(h: Harness) -> None:
    sent: list[discord.Message] = []

    async def send(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True)
        sent.append(await interaction.channel.send("Lobby: 2 players"))  # type: ignore[union-attr]
        sent.append(await interaction.channel.send(view=table_view(), files=table_files()))  # type: ignore[union-attr]

    await accepted(h, send)
    lobby, table = sent
    layout = discord.ui.LayoutView()
    layout.add_item(discord.ui.TextDisplay("The table"))
    await refused_now(
        h,
        lobby.edit(view=layout),
        r"flags: the message would be components v2 and still carry its content: clear them",
    )
    lobby = await lobby.edit(content=None, view=layout)  # what Discord asks: content set to null
    assert int(h.message(lobby)["flags"]) & V2 and h.message(lobby)["content"] == ""
    h.raise_problems()
    await refused_now(
        h,
        h.bot.http.edit_message(
            table.channel.id, table.id, params=MultipartParameters({"flags": 0}, None, None)
        ),
        r"flags: the components v2 flag \(1<<15\) cannot be removed",
    )
    await refused_now(h, table.edit(content="words"), r"components v2 messages cannot carry content")
    assert int(h.message(table)["flags"]) & V2


# ---------------------------------------------------------------------------------------------
# Application emojis (docs/ARCHITECTURE.md C16.17)
# ---------------------------------------------------------------------------------------------


async def test_application_emojis_made_listed_renamed_used_and_deleted(h: Harness) -> None:
    client = h.bot
    ace = await client.create_application_emoji(name="card_ace", image=png(64, 64))
    assert ace.is_application_owned() and ace.name == "card_ace"
    assert [e.id for e in await client.fetch_application_emojis()] == [ace.id]
    assert (await client.fetch_application_emoji(ace.id)).name == "card_ace"
    assert h.app_emoji_images[ace.id] == png(64, 64)
    ace = await ace.edit(name="card_ace_2")
    assert h.application_emojis()[0]["name"] == "card_ace_2"

    async def hand(interaction: discord.Interaction) -> None:
        view = discord.ui.LayoutView()
        view.add_item(discord.ui.ActionRow(discord.ui.Button(label="Ace", emoji=ace, custom_id="h:ace")))
        await interaction.response.send_message(view=view, ephemeral=True)

    await accepted(h, hand)
    await ace.delete()
    assert h.application_emojis() == []
    e = await refused(h, hand, rule=r"components\.0\.components\.0\.emoji\.id: Invalid emoji: 'card_ace_2'")
    assert e.code == 50035
    with pytest.raises(discord.NotFound) as gone:
        await ace.delete()
    assert gone.value.code == spec_rules.UNKNOWN_EMOJI
    assert h.count(*EMOJI_KINDS) == 5 and h.count(*EMOJI_KINDS, errors=True) == 6
    assert h.count(APP_EMOJI_CREATE) == 1
    h.raise_problems()


async def test_a_component_emoji_id_must_be_the_applications_or_a_known_servers(h: Harness) -> None:
    foreign = discord.PartialEmoji(name="x", id=123456789012345678)

    async def select(interaction: discord.Interaction) -> None:
        view = discord.ui.View()
        view.add_item(
            discord.ui.Select(
                custom_id="s", options=[discord.SelectOption(label="A", value="a", emoji=foreign)]
            )
        )
        await interaction.response.send_message("pick", view=view)

    await refused(h, select, rule=r"options\.0\.emoji\.id: Invalid emoji: 'x' \(id 123456789012345678\)")
    h.guild_emoji_ids.add(foreign.id)  # an emoji of a server the bot is in
    await accepted(h, select)


async def test_application_emoji_names_images_and_limits(h: Harness) -> None:
    client = h.bot
    for name, rule in (
        ("a", r"name: 'a' is too short"),
        ("card-ace", r"name: name 'card-ace' must be 2-32 letters, digits or underscores"),
        ("x" * 33, r"name: .* is too long"),
    ):
        await refused_now(h, client.create_application_emoji(name=name, image=png()), rule)
    noise = io.BytesIO()
    Image.frombytes("RGB", (400, 400), random.Random(32).randbytes(400 * 400 * 3)).save(noise, format="PNG")
    big = noise.getvalue()
    assert len(big) > 256 * 1024
    e = await refused_now(
        h,
        client.create_application_emoji(name="big", image=big),
        r"image: File cannot be larger than 256\.0 kb",
    )
    assert e.code == 50035
    gif_called_png = "data:image/png;base64,R0lGODlhAQABAAAAACw="
    await refused_now(
        h,
        client.http.create_application_emoji(h.application_id, "lie", gif_called_png),
        r"image: not a data:image/\(png\|jpeg\|gif\|webp\);base64 URI of such an image",
    )

    await client.create_application_emoji(name="card_ace", image=png())
    with pytest.raises(discord.HTTPException) as taken:
        await client.create_application_emoji(name="card_ace", image=png())
    assert (taken.value.status, taken.value.code) == (400, 50035)
    assert "In name: Emoji name already taken" in taken.value.text  # discord.py drops the field's code
    h.app_emoji_limit = 2
    await client.create_application_emoji(name="card_two", image=png())
    with pytest.raises(discord.HTTPException) as full:
        await client.create_application_emoji(name="card_three", image=png())
    assert (full.value.status, full.value.code) == (400, spec_rules.MAX_EMOJIS_REACHED)
    assert (
        h.pop_violations() == []
    )  # a taken name or a full application is Discord's state, not a bad request


async def test_the_applications_emojis_survive_a_restart(harness_factory) -> None:  # noqa: F811
    h = await harness_factory(make_bot())
    ace = await h.bot.create_application_emoji(name="card_ace", image=png())
    h2 = await h.restart(make_bot())
    assert [e.id for e in await h2.bot.fetch_application_emojis()] == [ace.id]
    assert ace.id in h2.known_emoji_ids()


async def test_alt_text_is_text_players_read(h: Harness) -> None:
    """A picture's alt text is what a screen reader says: the player-text scans read it too."""

    async def send(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            view=table_view(alt="seat_3 has 🂠 cards"), files=table_files()
        )

    await accepted(h, send)
    texts = [t for v in h.versions.values() for t in spec_rules.message_texts(v[-1])]
    assert "seat_3 has 🂠 cards" in texts and "Ann's character" in texts
    with pytest.raises(AssertionError, match=r"U\+1F0A0"):
        h.assert_icons_are_emoji()
    h.versions.clear()  # leave a clean harness for the fixture's own teardown check


async def test_custom_emoji_in_text_must_be_one_the_application_can_use(h: Harness) -> None:
    """Discord accepts ``<:name:id>`` of an unknown emoji but shows ':name:': the double fails the test."""
    ace = await h.bot.create_application_emoji(name="card_ace", image=png())

    async def known(interaction: discord.Interaction) -> None:
        view = discord.ui.LayoutView()
        view.add_item(discord.ui.TextDisplay(f"Last played: {ace} Ace"))
        await interaction.response.send_message(view=view)

    await accepted(h, known)

    async def unknown(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("Last played: <:card_two:123456789012345678> Two")

    h.bot.action = unknown  # type: ignore[attr-defined]
    rec = await h.slash("raw", settle=False, expect_response=False)
    with pytest.raises(
        AssertionError, match=r"a custom emoji Discord shows as text: .*players read ':card_two:'"
    ):
        await h.settle()
    rec.waived = True


async def test_a_v2_upload_no_component_shows_is_reported(h: Harness) -> None:
    """Discord accepts it but hides it: `unshown_attachments` lets a test count it as wasted."""
    sent: list[discord.InteractionMessage] = []

    async def send(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            view=table_view(), files=[*table_files(), upload("extra.png")]
        )
        sent.append(await interaction.original_response())

    await accepted(h, send)
    assert [f.filename for f in h.unshown_attachments(sent[0])] == ["extra.png"]
