# /campfire settings (bot/translator.py erklärt, wie die Schlüssel gebildet werden).

cmd-settings = einstellungen
cmd-settings-description = Die Spieleinstellungen dieses Servers (Server verwalten)
