# /campfire leaderboard e /campfire profile (bot/campfire.py, bot/leaderboard.py): nomi e descrizioni.

cmd-leaderboard = classifica
cmd-leaderboard-description = I migliori giocatori di un gioco su questo server
cmd-profile = profilo
cmd-profile-description = Punteggio e risultati di un giocatore su questo server
opt-game = gioco
opt-period = periodo
opt-player = giocatore
campfire-opt-game-description = Il gioco (tutti i giochi se non indicato)
campfire-opt-period-description = Sempre, per punteggio, oppure le vittorie di questa settimana o mese
campfire-opt-player-description = Di chi è il profilo (il tuo se non indicato)
leaderboard-choice-all = Sempre
leaderboard-choice-week = Questa settimana
leaderboard-choice-month = Questo mese
