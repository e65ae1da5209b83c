"""The Forest Dragon: Bang & Twang on Discord: the extension entry point."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.bang_and_twang.cog import BangAndTwangCog

if TYPE_CHECKING:
    from bot.client import CampfireBot


async def setup(bot: CampfireBot) -> None:
    """Load the cog (discord.py extension hook)."""
    await bot.add_cog(BangAndTwangCog(bot))
