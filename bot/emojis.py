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

import hashlib
import logging
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from bot.ui import DISCORD_FAULTS

log = logging.getLogger(__name__)

APPLICATION_EMOJI_LIMIT = 2000
"""Emojis one application may own (Discord's limit)."""

GAME_CODES = {"bang": "bg", "whizz_bing_bang": "wb", "bang_and_twang": "bt", "forest_gangs": "fg"}
"""The short code of each game in its emoji names (a name has at most 32 characters)."""

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
