# /campfire ayuda (bot/campfire.py); el desarrollo de la noche está en game_night.md junto a este archivo.

help-title = 🔥 Campfire — ayuda
help-footer = Solo tú ves esto. Las reglas de cada juego: /<juego> { cmd-rules }
help-players = { $low }–{ $high } jugadores
