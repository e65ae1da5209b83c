# /campfire aiuto (bot/campfire.py); lo svolgimento della serata è in game_night.md accanto a questo file.

help-title = 🔥 Campfire — aiuto
help-footer = Lo vedi solo tu. Le regole di ogni gioco: /<gioco> { cmd-rules }
help-players = { $low }–{ $high } giocatori
