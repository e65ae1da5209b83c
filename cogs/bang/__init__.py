"""BANG! on Discord: the extension entry point."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.client import CampfireBot


async def setup(bot: CampfireBot) -> None:
    """Load the cog (discord.py extension hook). The cog is imported here, not with the package, so
    that `cogs.bang.table_art` (the table picture, bot/art/table.py) imports without discord."""
    from cogs.bang.cog import BangCog

    await bot.add_cog(BangCog(bot))
