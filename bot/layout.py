"""Messages as Components V2 layouts (issue 32; docs/ARCHITECTURE.md C16.4, C16.20).

A renderer draws every message as words first (`bot.ui.Payload`: an embed and its buttons), which is
what a server with images off sees. With images on, the presenter turns that payload into a layout:
one `Container` in the game's accent colour holding the title, the picture the renderer asked for
(a `MediaGallery` with its alt text), the text in `TextDisplay` blocks, the buttons in action rows and
the footer. Same words, same buttons, same custom_ids: only the dress changes, so every rule about
what a message may show (hidden information, custom_ids, one catch-all handler) still holds.

Discord's limits are kept by construction: at most 40 components counted nested and 4,000
characters of text in all (past it, card pictures in text fall back to their names, then the longest
blocks are cut with "…").

A picture is asked for with a `PictureSpec`: a file name that names its content (a new name, a new
upload; the same name, the message keeps the file it has) and a way to draw it. Drawing happens in
two steps: `prepare()` reads the game on the event loop (the engine may change after this publish),
and the closure it returns draws the PNG in a thread.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import discord

V2_COMPONENT_LIMIT = 40
"""Discord's limit on the components of a v2 message, nested ones counted."""
V2_TEXT_LIMIT = 4000
"""Discord's limit on the characters of all TextDisplays of a v2 message."""
ALT_LIMIT = 1024
"""Discord's limit on a media item's description (its alt text)."""
ROW_WIDTH = 5
"""Buttons per action row (a select fills a row)."""

Drawn = tuple[bytes, str]
"""A picture as drawn: PNG bytes and its alt text."""


@dataclass(frozen=True)
class PictureSpec:
    """A picture a message should show: `filename` names its content (e.g. "table-t12.png" for the
    table as turn 12 began), `prepare()` reads what it shows and returns the drawing to run in a thread."""

    filename: str
    prepare: Callable[[], Callable[[], Drawn]]
    thumbnail: bool = False
    """Shown small beside the title (a Section's Thumbnail) instead of large under it (a MediaGallery)."""


@dataclass(frozen=True)
class Picture:
    """A picture a message shows: its file name and alt text, and its PNG when it must be uploaded."""

    filename: str
    alt: str
    png: bytes | None = None
    thumbnail: bool = False

    def file(self) -> discord.File:
        """A fresh upload of it (a `discord.File` is read once per request)."""
        import io

        assert self.png is not None
        return discord.File(io.BytesIO(self.png), filename=self.filename, description=self.alt[:ALT_LIMIT])


def _rows(items: Sequence[discord.ui.Item[Any]]) -> list[list[discord.ui.Item[Any]]]:
    """The items in action rows as a View lays them out: an item's `row` if set, else the first row
    with room (a select takes a whole row)."""
    rows: dict[int, list[discord.ui.Item[Any]]] = {}
    width: dict[int, int] = {}
    for item in items:
        w = ROW_WIDTH if isinstance(item, discord.ui.Select) else 1
        row = item.row
        if row is None:
            row = 0
            while width.get(row, 0) + w > ROW_WIDTH:
                row += 1
        rows.setdefault(row, []).append(item)
        width[row] = width.get(row, 0) + w
    return [rows[r] for r in sorted(rows)]


def _cut(text: str, limit: int) -> str:
    """`text` in at most `limit` characters, whole lines first, with "…" when cut."""
    if len(text) <= limit:
        return text
    lines = text.split("\n")
    while lines and len("\n".join(lines)) + 2 > limit:
        lines.pop()
    kept = "\n".join(lines)
    return (kept + "\n…") if kept else text[: max(limit - 1, 0)] + "…"


def embed_blocks(embed: discord.Embed) -> tuple[str, list[str], str]:
    """An embed as (head, blocks, footer): the title and description, one block per field or run of
    inline fields, and the footer's words."""
    head = []
    if embed.title:
        head.append(f"## {embed.title}")
    if embed.description:
        head.append(embed.description)
    blocks: list[str] = []
    inline: list[str] = []
    for f in embed.fields:
        text = f"**{f.name}**\n{f.value}" if f.name and f.name.strip("\u200b ") else str(f.value or "")
        if f.inline:
            inline.append(text)
            continue
        if inline:
            blocks.append("\n\n".join(inline))
            inline = []
        blocks.append(text)
    if inline:
        blocks.append("\n\n".join(inline))
    footer = embed.footer.text or "" if embed.footer else ""
    return "\n".join(head), blocks, footer


CUSTOM_EMOJI = re.compile(r"<a?:\w{2,32}:\d{15,21}> ?")
"""A custom emoji in text (a card's picture), with the space before the card's name."""


def fit_text(texts: list[str], limit: int = V2_TEXT_LIMIT) -> list[str]:
    """The blocks in `limit` characters: card pictures in text become their names alone first (each
    is about 40 characters of markup before the name), then the longest blocks are cut."""
    out = list(texts)
    if sum(len(t) for t in out) > limit:
        out = [CUSTOM_EMOJI.sub("", t) for t in out]
    while sum(len(t) for t in out) > limit:
        longest = max(range(len(out)), key=lambda i: len(out[i]))
        over = sum(len(t) for t in out) - limit
        out[longest] = _cut(out[longest], max(len(out[longest]) - over, 1))
    return out


def to_layout(
    *,
    content: str | None,
    embeds: Sequence[discord.Embed],
    items: Sequence[discord.ui.Item[Any]],
    picture: Picture | None,
    accent: discord.Colour | int | None = None,
) -> discord.ui.LayoutView:
    """The layout of a message drawn as words (`content`, `embeds`, `items`), with `picture` under
    the title. Within Discord's limits: 40 components, 4,000 characters of text."""
    head, blocks, footer = "", [], ""
    if content:
        blocks.append(content)
    for i, embed in enumerate(embeds):
        h, b, f = embed_blocks(embed)
        if i == 0:
            head = h
        elif h:
            blocks.append(h)
        blocks.extend(b)
        footer = f or footer
        if accent is None and embed.colour is not None:
            accent = embed.colour
    rows = _rows(items)
    # Components: the view's container, head, gallery, one separator before the rows, the rows and
    # their items, the footer; text blocks get what is left (merged from the end when too many).
    fixed = 2 + bool(head) + bool(picture) + bool(footer) + (1 + len(rows) + len(items) if rows else 0)
    room = max(V2_COMPONENT_LIMIT - fixed, 1)
    while len(blocks) > room:
        blocks[-2:] = ["\n\n".join(blocks[-2:])]
    texts = fit_text([head, *blocks, f"-# {footer}" if footer else ""])
    head_t, rest, footer_t = texts[0], texts[1:-1], texts[-1]
    view = discord.ui.LayoutView(timeout=None)
    box: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(accent_colour=accent)
    if picture is not None and picture.thumbnail and head_t:
        thumb = discord.ui.Thumbnail(f"attachment://{picture.filename}", description=picture.alt[:ALT_LIMIT])
        box.add_item(discord.ui.Section(discord.ui.TextDisplay(head_t), accessory=thumb))
    elif head_t:
        box.add_item(discord.ui.TextDisplay(head_t))
    if picture is not None and not (picture.thumbnail and head_t):
        box.add_item(
            discord.ui.MediaGallery(
                discord.MediaGalleryItem(
                    f"attachment://{picture.filename}", description=picture.alt[:ALT_LIMIT]
                )
            )
        )
    for text in rest:
        if text:
            box.add_item(discord.ui.TextDisplay(text))
    if rows:
        box.add_item(discord.ui.Separator())
        for row in rows:
            box.add_item(discord.ui.ActionRow(*row))
    if footer_t:
        box.add_item(discord.ui.TextDisplay(footer_t))
    view.add_item(box)
    view.stop()  # clicks are routed by custom_id (bot.ui.SessionItem), never by this view
    return view
