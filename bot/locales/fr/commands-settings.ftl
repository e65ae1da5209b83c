# /campfire settings (bot/translator.py explique comment les clés sont faites).

cmd-settings = reglages
cmd-settings-description = Les réglages de jeu de ce serveur (Gérer le serveur)
