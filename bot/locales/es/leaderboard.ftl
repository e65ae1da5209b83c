# /campfire leaderboard y /campfire profile (bot/leaderboard.py): respuestas privadas, en el idioma de quien lee.

leaderboard-title = 🏆 { $game } — { $period }
leaderboard-title-all = 🏆 Clasificaciones — { $period }
leaderboard-period-all = desde siempre
leaderboard-period-week = los últimos 7 días
leaderboard-period-month = los últimos 30 días
leaderboard-row-rated = { $rank }. { $who } — puntuación **{ $rating }** · { $wins } ganadas / { $games } jugadas ({ $pct } %)
leaderboard-row = { $rank }. { $who } — **{ $wins } ganadas** / { $games } jugadas ({ $pct } %)
leaderboard-side = { $side } { $wins }/{ $games } ({ $pct } %)
leaderboard-empty = Nadie ha terminado aún una partida de { $game } en este servidor ({ $period }).
leaderboard-empty-all = Nadie ha terminado aún una partida en este servidor ({ $period }).
leaderboard-footer-rating = Ordenados por puntuación de habilidad: sube al ganar contra jugadores fuertes. Los jugadores IA no tienen puntuación.
leaderboard-footer-wins = Ordenados por victorias, luego por menos partidas. Solo tú ves esto.
err-leaderboard_guild_only = Las clasificaciones son de un servidor: usa este comando en uno de sus canales.

profile-title = 📇 { $name } en este servidor
profile-not-played = { $who } aún no ha jugado ninguna partida en este servidor.
profile-rating = Puntuación **{ $rating }** (#{ $rank } de { $rated })
profile-record = { $wins } ganadas / { $games } jugadas ({ $pct } %)
profile-last = Últimas partidas
profile-game-won = { $when } { $game }: 🏆 ganada
profile-game-lost = { $when } { $game }: perdida
profile-game-side = como { $side }
profile-game-by-ai = (terminada por la IA)
