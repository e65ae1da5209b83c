"""Game cogs: one package per game, each a thin layer over its engine."""
