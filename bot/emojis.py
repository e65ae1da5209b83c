"""Card faces as application emojis: make sure the application owns one emoji per face it shows.

Discord lets an application own up to 2,000 emojis (`Client.create_application_emoji`,
`fetch_application_emojis`, `Emoji.delete`; docs/ARCHITECTURE.md C16). A face's emoji name carries a
content hash of its picture, so a changed picture is a new name and an unchanged one is found again:

    cf<game code>_<8 hex of sha256(face id + PNG)>_<face id, trimmed>      e.g. cfbg_1a2b3c4d_volcanic

`sync_emojis` is idempotent: with a manifest of what the last sync left (`known`, names → ids, kept by
the caller) that already covers every wanted face it makes **no call at all**; otherwise one list call,
then creates only the missing faces and deletes only emojis this module made (its name pattern) that no
face wants any more. It never touches an emoji it did not make. Calls go one at a time (discord.py
waits out a 429 itself); a face that cannot be made (the 2,000 limit, a refusal) is left out of the
result and logged once, and the caller shows that card as text.
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import json
import logging
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import discord

from bot.ui import DISCORD_FAULTS
from engines import GAMES

log = logging.getLogger(__name__)

APPLICATION_EMOJI_LIMIT = 2000
"""Emojis one application may own (Discord's limit)."""

GAME_CODES = {g.key: g.code for g in GAMES}
"""The short code of each game in its emoji names (a name has at most 32 characters; `engines.GAMES`)."""

OURS = re.compile(rf"^cf(?:{'|'.join(GAME_CODES.values())})_[0-9a-f]{{8}}_[A-Za-z0-9_]*$")
"""The names this module gives: nothing else is ever deleted."""


def emoji_name(game: str, face_id: str, png: bytes) -> str:
    """The emoji name of a face: game code, content hash and as much of the face id as fits in 32."""
    digest = hashlib.sha256(face_id.encode() + b"\0" + png).hexdigest()[:8]
    slug = re.sub(r"[^A-Za-z0-9_]", "_", face_id)
    return f"cf{GAME_CODES[game]}_{digest}_{slug}"[:32]


class EmojiClient(Protocol):
    """The three calls sync needs: discord.Client has them (discord.py 2.5+)."""

    async def fetch_application_emojis(self) -> list[Any]: ...

    async def create_application_emoji(self, *, name: str, image: bytes) -> Any: ...


@dataclass
class SyncReport:
    """What a sync did: the faces' emoji ids, and the calls it made."""

    ids: dict[str, int] = field(default_factory=dict)
    """emoji name → id for every wanted face that has an emoji."""
    listed: bool = False
    created: list[str] = field(default_factory=list)
    deleted: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    """Wanted faces left without an emoji (the limit, or Discord refused): shown as text."""
    calls: int = 0
    """Requests made to Discord (list, create, delete; refused ones included)."""


async def sync_emojis(
    client: EmojiClient,
    wanted: Mapping[str, bytes],
    known: Mapping[str, int] | None = None,
) -> SyncReport:
    """Make the application's emojis match `wanted` (emoji name → PNG bytes; see `emoji_name`): every
    face of every game at once, since an emoji of ours that `wanted` lacks is deleted.

    `known` is the manifest the previous sync returned (`SyncReport.ids`): when it covers every wanted
    name, nothing is asked of Discord. Deletions come before creations, so a full set of changed faces
    still fits under the limit."""
    report = SyncReport()
    if known is not None and all(name in known for name in wanted):
        report.ids = {name: known[name] for name in wanted}
        return report
    existing = await client.fetch_application_emojis()
    report.listed = True
    report.calls += 1
    owned = {e.name: e for e in existing}
    for name, emoji in sorted(owned.items()):
        if OURS.match(name) and name not in wanted:
            report.calls += 1
            try:
                await emoji.delete()
            except DISCORD_FAULTS as exc:  # a refusal leaves it; the next sync tries again
                log.warning("Could not delete the application emoji %s: %s", name, exc)
                continue
            report.deleted.append(name)
            del owned[name]
    room = APPLICATION_EMOJI_LIMIT - len(owned)
    for name, png in wanted.items():
        if name in owned:
            report.ids[name] = owned[name].id
            continue
        if room <= 0:
            report.failed.append(name)
            continue
        report.calls += 1
        try:
            emoji = await client.create_application_emoji(name=name, image=png)
        except DISCORD_FAULTS as exc:  # that card shows as text; the others go on
            log.warning("Could not create the application emoji %s: %s", name, exc)
            report.failed.append(name)
            continue
        room -= 1
        report.created.append(name)
        report.ids[name] = emoji.id
    if report.failed:
        log.warning(
            "%d card faces have no emoji (shown as text): the application's emoji limit is %d",
            len(report.failed),
            APPLICATION_EMOJI_LIMIT,
        )
    return report


# ---------------------------------------------------------------------------------------------------
# Every card face as an emoji, process-wide (CAMPFIRE_IMAGES; bot/client.py syncs them at start-up)
# ---------------------------------------------------------------------------------------------------

MANIFEST_NAME = "campfire-emojis.json"
"""The manifest file, beside the SQLite database (the same local file with PostgreSQL)."""

_faces: dict[tuple[str, str], str] = {}
"""(game, face id) → emoji name of every face (filled by `catalogue`)."""
_emojis: dict[tuple[str, str], discord.PartialEmoji] = {}
"""(game, face id) → the application's emoji of that face (empty: text only)."""


@functools.cache
def catalogue() -> dict[str, bytes]:
    """Emoji name → 64 px PNG of every face of every game (rendered once per process; slow: run it
    in a thread)."""
    from bot.art import cards

    wanted: dict[str, bytes] = {}
    for game in cards.games():
        for face_id in cards.faces(game):
            png = cards.png_bytes(cards.render_face(game, face_id, cards.SMALL))
            name = emoji_name(game, face_id, png)
            _faces[(game, face_id)] = name
            wanted[name] = png
    return wanted


def manifest_path(database_path: Path) -> Path:
    """Where the manifest of the last sync lives."""
    return database_path.parent / MANIFEST_NAME


def load_manifest(path: Path, application_id: int) -> dict[str, int] | None:
    """The emoji ids the last sync of this application left (None: no usable manifest)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        ids = data[str(application_id)]
        return {str(name): int(eid) for name, eid in ids.items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def save_manifest(path: Path, application_id: int, ids: Mapping[str, int]) -> None:
    """Keep this application's emoji ids (other applications' entries stay); written atomically."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            data = {}
    except (OSError, ValueError):
        data = {}
    data[str(application_id)] = dict(sorted(ids.items()))
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=1), encoding="utf-8")
    tmp.replace(path)


async def load_card_emojis(client: EmojiClient, application_id: int, database_path: Path) -> int:
    """Make sure the application owns every face's emoji and remember them process-wide.

    Renders in a thread (the event loop keeps running), syncs (no call when the manifest covers every
    face) and saves the manifest. Any failure logs one line and leaves the cards as text. Returns the
    number of faces with an emoji."""
    _emojis.clear()
    try:
        wanted = await asyncio.to_thread(catalogue)
        path = manifest_path(database_path)
        known = load_manifest(path, application_id)
        if known is None or any(name not in known for name in wanted):
            log.info("Card emojis: syncing the application's emojis (a first start makes %d)", len(wanted))
        report = await sync_emojis(client, wanted, known)
        if report.calls:
            save_manifest(path, application_id, report.ids)
    except (*DISCORD_FAULTS, discord.ClientException) as exc:
        log.warning("Card emojis are off for now (cards show as text): %s", exc)
        return 0
    for key, name in _faces.items():
        eid = report.ids.get(name)
        if eid is not None:
            _emojis[key] = discord.PartialEmoji(name=name, id=eid)
    log.info("Card emojis: %d faces (%d made, %d calls)", len(_emojis), len(report.created), report.calls)
    return len(_emojis)


def forget_card_emojis() -> None:
    """Text only from now on (CAMPFIRE_IMAGES=false)."""
    _emojis.clear()


def card_emoji(game: str, card_id: str) -> discord.PartialEmoji | None:
    """The emoji of a card (by its engine id) when images are on and its face has one, else None."""
    if not _emojis:
        return None
    from bot.art import cards

    try:
        face = cards.face_for(game, card_id)
    except (KeyError, ValueError):
        return None
    return _emojis.get((game, face))


def card_mention(game: str, card_id: str) -> str:
    """`<:name:id> ` to put before a card's name in text, or "" (text only)."""
    emoji = card_emoji(game, card_id)
    return f"{emoji} " if emoji is not None else ""
