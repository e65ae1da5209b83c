"""Card faces as application emojis (bot/emojis.py, issue 32): idempotent, limit-aware, and it only
ever deletes the emojis it made."""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import Any

import discord
import pytest

from bot.emojis import APPLICATION_EMOJI_LIMIT, OURS, emoji_name, sync_emojis
from tests.discord_harness import harness_factory  # noqa: F401  (pytest fixture)

NAME = re.compile(r"^[A-Za-z0-9_]{2,32}$")


@dataclass
class FakeEmoji:
    app: FakeApplication
    id: int
    name: str

    async def delete(self) -> None:
        self.app.calls.append(("delete", self.name))
        self.app.emojis.pop(self.name)


class _Response:
    status = 400
    reason = "Bad Request"


class FakeApplication:
    """An application's emojis as Discord keeps them: names 2-32 of [A-Za-z0-9_], unique, 2,000 at most."""

    def __init__(self) -> None:
        self.emojis: dict[str, FakeEmoji] = {}
        self.calls: list[tuple[str, str]] = []
        self.ids = itertools.count(1000)
        self.refuse: set[str] = set()

    def add(self, name: str) -> FakeEmoji:
        e = FakeEmoji(self, next(self.ids), name)
        self.emojis[name] = e
        return e

    async def fetch_application_emojis(self) -> list[Any]:
        self.calls.append(("list", ""))
        return list(self.emojis.values())

    async def create_application_emoji(self, *, name: str, image: bytes) -> Any:
        self.calls.append(("create", name))
        if not NAME.match(name) or name in self.emojis or len(self.emojis) >= APPLICATION_EMOJI_LIMIT:
            raise discord.HTTPException(_Response(), {"code": 50035, "message": "Invalid Form Body"})
        if name in self.refuse:
            raise discord.HTTPException(_Response(), {"code": 30056, "message": "Maximum emojis reached"})
        return self.add(name)


def wanted(game: str, faces: dict[str, bytes]) -> dict[str, bytes]:
    return {emoji_name(game, face, png): png for face, png in faces.items()}


FACES = {"bang": b"png-bang", "volcanic": b"png-volcanic", "mustang": b"png-mustang"}


def test_names_are_valid_ours_and_change_with_the_picture():
    """A name is a valid Discord emoji name (≤ 32), matched as ours, and a new picture is a new name."""
    long = emoji_name("bang_and_twang", "a_very_long_face_identifier_indeed", b"x")
    assert NAME.match(long) and len(long) == 32 and OURS.match(long)
    assert emoji_name("bang", "volcanic", b"a") != emoji_name("bang", "volcanic", b"b")
    assert emoji_name("bang", "volcanic", b"a") == emoji_name("bang", "volcanic", b"a")
    assert not OURS.match("party_parrot") and not OURS.match("cfzz_1a2b3c4d_x")


async def test_first_sync_creates_every_face_and_a_warm_restart_makes_no_call():
    app = FakeApplication()
    want = wanted("bang", FACES)
    first = await sync_emojis(app, want)
    assert sorted(first.created) == sorted(want) and set(first.ids) == set(want)
    assert first.calls == 1 + len(want)
    app.calls.clear()
    again = await sync_emojis(app, want, known=first.ids)
    assert app.calls == [] and again.calls == 0 and again.ids == first.ids


async def test_without_a_manifest_one_list_call_and_nothing_created():
    app = FakeApplication()
    want = wanted("bang", FACES)
    first = await sync_emojis(app, want)
    app.calls.clear()
    again = await sync_emojis(app, want)
    assert app.calls == [("list", "")] and again.created == [] and again.ids == first.ids


async def test_a_changed_picture_replaces_only_its_own_emoji_and_never_a_foreign_one():
    app = FakeApplication()
    app.add("party_parrot")
    first = await sync_emojis(app, wanted("bang", FACES))
    changed = dict(FACES, volcanic=b"png-volcanic-v2")
    report = await sync_emojis(app, wanted("bang", changed), known=first.ids)
    old, new = (
        emoji_name("bang", "volcanic", FACES["volcanic"]),
        emoji_name("bang", "volcanic", b"png-volcanic-v2"),
    )
    assert report.deleted == [old] and report.created == [new]
    assert "party_parrot" in app.emojis and old not in app.emojis and new in app.emojis
    assert len(app.emojis) == 1 + len(FACES)


async def test_at_the_limit_the_rest_stays_text_and_nothing_foreign_is_removed(caplog):
    app = FakeApplication()
    for i in range(APPLICATION_EMOJI_LIMIT - 1):
        app.add(f"server_emoji_{i}")
    want = wanted("bang", FACES)
    report = await sync_emojis(app, want)
    assert len(report.created) == 1 and len(report.failed) == 2
    assert len(app.emojis) == APPLICATION_EMOJI_LIMIT
    assert set(report.ids) == set(report.created)
    assert "2 card faces have no emoji (shown as text)" in caplog.text
    assert report.calls == 2  # the list and one create: no request Discord would refuse for the limit


@pytest.mark.parametrize("refused", ["volcanic"])
async def test_a_refused_face_is_left_out_and_the_others_go_on(refused, caplog):
    app = FakeApplication()
    app.refuse.add(emoji_name("bang", refused, FACES[refused]))
    report = await sync_emojis(app, wanted("bang", FACES))
    assert report.failed == [emoji_name("bang", refused, FACES[refused])]
    assert len(report.created) == len(FACES) - 1
    assert "Could not create the application emoji" in caplog.text


async def test_sync_through_discord_py_against_the_strict_double(harness_factory):  # noqa: F811
    """The real discord.Client against the strict double's application-emoji endpoints: the first sync
    makes every face (valid names and PNGs), a restart with the manifest makes no emoji call, one
    without it only lists."""
    import io

    from PIL import Image

    from tests.discord_harness import EMOJI_KINDS
    from tests.harness.test_strict_double import make_bot

    def png(colour: str) -> bytes:
        out = io.BytesIO()
        Image.new("RGB", (64, 64), colour).save(out, format="PNG")
        return out.getvalue()

    h = await harness_factory(make_bot())
    want = wanted("bang", {"bang": png("red"), "volcanic": png("blue")})
    first = await sync_emojis(h.bot, want)
    assert sorted(first.created) == sorted(want)
    assert {e["name"] for e in h.application_emojis()} == set(want)
    h2 = await h.restart(make_bot())
    before = h2.count(*EMOJI_KINDS)
    warm = await sync_emojis(h2.bot, want, known=first.ids)
    assert h2.count(*EMOJI_KINDS) == before and warm.ids == first.ids
    listed = await sync_emojis(h2.bot, want)
    assert h2.count(*EMOJI_KINDS) == before + 1 and listed.created == [] and listed.ids == first.ids
