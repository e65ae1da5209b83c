"""Forest Gangs on Discord: the extension entry point."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.forest_gangs.cog import ForestGangsCog

if TYPE_CHECKING:
    from bot.client import CampfireBot


async def setup(bot: CampfireBot) -> None:
    """Load the cog (discord.py extension hook)."""
    await bot.add_cog(ForestGangsCog(bot))
