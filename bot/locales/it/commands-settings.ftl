# /campfire settings (bot/translator.py spiega come sono fatte le chiavi).

cmd-settings = impostazioni
cmd-settings-description = Le impostazioni di gioco di questo server (Gestisci server)
