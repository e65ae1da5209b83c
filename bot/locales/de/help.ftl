# /campfire hilfe (bot/campfire.py); der Ablauf des Abends steht in game_night.md neben dieser Datei.

help-title = 🔥 Campfire — Hilfe
help-footer = Nur du siehst das. Die Regeln jedes Spiels: /<spiel> { cmd-rules }
help-players = { $low }–{ $high } Spieler
