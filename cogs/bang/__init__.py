"""BANG! on Discord: the extension entry point."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.bang.cog import BangCog

if TYPE_CHECKING:
    from bot.client import CampfireBot


async def setup(bot: CampfireBot) -> None:
    """Load the cog (discord.py extension hook)."""
    await bot.add_cog(BangCog(bot))
