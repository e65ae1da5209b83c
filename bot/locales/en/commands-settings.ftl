# /campfire settings (bot/translator.py explains how the keys are made).

cmd-settings = settings
cmd-settings-description = This server's game settings (Manage Server)
