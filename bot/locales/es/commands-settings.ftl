# /campfire settings (bot/translator.py explica cómo se forman las claves).

cmd-settings = ajustes
cmd-settings-description = Los ajustes de juego de este servidor (Gestionar servidor)
