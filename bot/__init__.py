"""Campfire's Discord runtime: config, client, storage, sessions, scheduler and shared UI."""
