"""The presenter's REST edits and sends (`Payload.body`, `Edited`) are the requests discord.py makes.

The presenter edits tables and DM hands, and sends turn pings, through discord.py's HTTP client
directly, so that Discord's answer is not parsed into a Message the bot never reads. What goes on
the wire must stay what `PartialMessage.edit(**payload.kwargs())` and `Messageable.send` send.
"""

from __future__ import annotations

import datetime as dt

import discord
from discord.http import handle_message_parameters

from bot.presenter import Edited
from bot.ui import Payload, button

CLIENT_MENTIONS = discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False)


def sample(content: str | None = "Your hand") -> Payload:
    embed = discord.Embed(title="🃏 Hand", description="Bang! · Missed!", colour=0x8B5A2B)
    embed.add_field(name="Life", value="❤️❤️❤️", inline=True)
    embed.set_footer(text="turn 3")
    items = [button(f"Play {i}", f"bang:abcd1234:t3:play:{i}") for i in range(7)]
    return Payload(content=content, embeds=[embed], items=items)


def test_edit_body_is_discord_pys_edit_request() -> None:
    for payload in (sample(), sample(content=None), Payload(content="Game over", embeds=[], items=[])):
        expected = handle_message_parameters(
            **payload.kwargs(), previous_allowed_mentions=CLIENT_MENTIONS
        ).payload
        assert payload.body(CLIENT_MENTIONS.to_dict()) == expected


def test_body_and_digest_agree_with_a_fresh_payload() -> None:
    """The embeds and components are worked out once: asking twice (or for the digest first) gives
    the same request, and the digest is that of an identical payload drawn again."""
    payload = sample()
    digest = payload.digest()
    first = payload.body()
    assert payload.body() == first
    assert "allowed_mentions" not in first
    assert sample().digest() == digest
    assert sample(content="Other").digest() != digest


def test_edited_reads_ids_and_discords_clock() -> None:
    mid = 1_234_567_890_123_456_789
    data = {"id": str(mid), "channel_id": "42", "edited_timestamp": "2026-12-03T08:00:00.500000+00:00"}
    got = Edited.of(data, 7)
    assert (got.id, got.channel_id) == (mid, 42)
    assert got.created_at == discord.utils.snowflake_time(mid)
    assert got.edited_at == dt.datetime(2026, 12, 3, 8, 0, 0, 500000, tzinfo=dt.UTC)
    # A fresh message (no edit yet) and an answer without channel_id: the request's channel.
    fresh = Edited.of({"id": str(mid), "edited_timestamp": None}, 7)
    assert fresh.channel_id == 7 and fresh.edited_at is None
