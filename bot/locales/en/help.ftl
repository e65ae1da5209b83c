# /campfire help (bot/campfire.py); the evening's shape is game_night.md beside this file.

help-title = 🔥 Campfire — help
help-footer = Only you see this. Every game's rules: /<game> { cmd-rules }
help-players = { $low }–{ $high } players
