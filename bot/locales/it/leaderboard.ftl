# /campfire leaderboard e /campfire profile (bot/leaderboard.py): risposte private, nella lingua di chi legge.

leaderboard-title = 🏆 { $game } — { $period }
leaderboard-title-all = 🏆 Classifiche — { $period }
leaderboard-period-all = da sempre
leaderboard-period-week = ultimi 7 giorni
leaderboard-period-month = ultimi 30 giorni
leaderboard-row-rated = { $rank }. { $who } — punteggio **{ $rating }** · { $wins } vinte / { $games } giocate ({ $pct }%)
leaderboard-row = { $rank }. { $who } — **{ $wins } vinte** / { $games } giocate ({ $pct }%)
leaderboard-side = { $side } { $wins }/{ $games } ({ $pct }%)
leaderboard-empty = Nessuno ha ancora finito una partita di { $game } su questo server ({ $period }).
leaderboard-empty-all = Nessuno ha ancora finito una partita su questo server ({ $period }).
leaderboard-footer-rating = Ordinati per punteggio di abilità: cresce vincendo contro giocatori forti. I giocatori IA non hanno punteggio.
leaderboard-footer-wins = Ordinati per vittorie, poi per meno partite. Lo vedi solo tu.
err-leaderboard_guild_only = Le classifiche sono di un server: usa questo comando in uno dei suoi canali.

profile-title = 📇 { $name } su questo server
profile-not-played = { $who } non ha ancora giocato una partita su questo server.
profile-rating = Punteggio **{ $rating }** (#{ $rank } su { $rated })
profile-record = { $wins } vinte / { $games } giocate ({ $pct }%)
profile-last = Ultime partite
profile-game-won = { $when } { $game }: 🏆 vinta
profile-game-lost = { $when } { $game }: persa
profile-game-side = come { $side }
profile-game-by-ai = (finita dall'IA)
