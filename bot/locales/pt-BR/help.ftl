# /campfire ajuda (bot/campfire.py); o andamento da noite está em game_night.md ao lado deste arquivo.

help-title = 🔥 Campfire — ajuda
help-footer = Só você vê isto. As regras de cada jogo: /<jogo> { cmd-rules }
help-players = { $low }–{ $high } jogadores
