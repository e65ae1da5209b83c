# /campfire aide (bot/campfire.py) ; le déroulement de la soirée est dans game_night.md à côté de ce fichier.

help-title = 🔥 Campfire — aide
help-footer = Toi seul vois ce message. Les règles de chaque jeu : /<jeu> { cmd-rules }
help-players = { $low }–{ $high } joueurs
