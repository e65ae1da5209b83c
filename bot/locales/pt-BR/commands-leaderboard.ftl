# /campfire leaderboard e /campfire profile (bot/campfire.py, bot/leaderboard.py): nomes e descrições.

cmd-leaderboard = ranking
cmd-leaderboard-description = Os melhores jogadores de um jogo neste servidor
cmd-profile = perfil
cmd-profile-description = A pontuação e o histórico de um jogador neste servidor
opt-game = jogo
opt-period = periodo
opt-player = jogador
campfire-opt-game-description = O jogo (todos os jogos se não for informado)
campfire-opt-period-description = Desde sempre por pontuação, ou as vitórias desta semana ou deste mês
campfire-opt-player-description = De quem é o perfil (o seu se não for informado)
leaderboard-choice-all = Desde sempre
leaderboard-choice-week = Esta semana
leaderboard-choice-month = Este mês
