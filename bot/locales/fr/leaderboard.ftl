# /campfire leaderboard et /campfire profile (bot/leaderboard.py) : réponses privées, dans la langue du lecteur.

leaderboard-title = 🏆 { $game } — { $period }
leaderboard-title-all = 🏆 Classements — { $period }
leaderboard-period-all = depuis toujours
leaderboard-period-week = les 7 derniers jours
leaderboard-period-month = les 30 derniers jours
leaderboard-row-rated = { $rank }. { $who } — cote **{ $rating }** · { $wins } gagnées / { $games } jouées ({ $pct } %)
leaderboard-row = { $rank }. { $who } — **{ $wins } gagnées** / { $games } jouées ({ $pct } %)
leaderboard-side = { $side } { $wins }/{ $games } ({ $pct } %)
leaderboard-empty = Personne n'a encore terminé de partie de { $game } sur ce serveur ({ $period }).
leaderboard-empty-all = Personne n'a encore terminé de partie sur ce serveur ({ $period }).
leaderboard-footer-rating = Classés par cote : elle monte quand vous battez des joueurs forts. Les joueurs IA n'ont pas de cote.
leaderboard-footer-wins = Classés par victoires, puis par moins de parties. Vous seul voyez ceci.
err-leaderboard_guild_only = Les classements appartiennent à un serveur : utilisez cette commande dans l'un de ses salons.

profile-title = 📇 { $name } sur ce serveur
profile-not-played = { $who } n'a encore joué aucune partie sur ce serveur.
profile-rating = Cote **{ $rating }** ({ $rank }e sur { $rated })
profile-record = { $wins } gagnées / { $games } jouées ({ $pct } %)
profile-last = Dernières parties
profile-game-won = { $when } { $game } : 🏆 gagnée
profile-game-lost = { $when } { $game } : perdue
profile-game-side = en { $side }
profile-game-by-ai = (terminée par l'IA)
