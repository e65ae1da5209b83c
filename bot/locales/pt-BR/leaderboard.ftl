# /campfire leaderboard e /campfire profile (bot/leaderboard.py): respostas privadas, no idioma de quem lê.

leaderboard-title = 🏆 { $game } — { $period }
leaderboard-title-all = 🏆 Rankings — { $period }
leaderboard-period-all = desde sempre
leaderboard-period-week = últimos 7 dias
leaderboard-period-month = últimos 30 dias
leaderboard-row-rated = { $rank }. { $who } — pontuação **{ $rating }** · { $wins } vencidas / { $games } jogadas ({ $pct }%)
leaderboard-row = { $rank }. { $who } — **{ $wins } vencidas** / { $games } jogadas ({ $pct }%)
leaderboard-side = { $side } { $wins }/{ $games } ({ $pct }%)
leaderboard-empty = Ninguém terminou ainda uma partida de { $game } neste servidor ({ $period }).
leaderboard-empty-all = Ninguém terminou ainda uma partida neste servidor ({ $period }).
leaderboard-footer-rating = Ordenados por pontuação de habilidade: ela sobe quando você vence jogadores fortes. Jogadores IA não têm pontuação.
leaderboard-footer-wins = Ordenados por vitórias, depois por menos partidas. Só você vê isto.
err-leaderboard_guild_only = Os rankings pertencem a um servidor: use este comando em um dos canais dele.

profile-title = 📇 { $name } neste servidor
profile-not-played = { $who } ainda não jogou nenhuma partida neste servidor.
profile-rating = Pontuação **{ $rating }** (#{ $rank } de { $rated })
profile-record = { $wins } vencidas / { $games } jogadas ({ $pct }%)
profile-last = Últimas partidas
profile-game-won = { $when } { $game }: 🏆 vencida
profile-game-lost = { $when } { $game }: perdida
profile-game-side = como { $side }
profile-game-by-ai = (terminada pela IA)
