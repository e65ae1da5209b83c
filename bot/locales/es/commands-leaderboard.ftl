# /campfire leaderboard y /campfire profile (bot/campfire.py, bot/leaderboard.py): nombres y descripciones.

cmd-leaderboard = clasificacion
cmd-leaderboard-description = Los mejores jugadores de un juego en este servidor
cmd-profile = perfil
cmd-profile-description = La puntuación y el historial de un jugador en este servidor
opt-game = juego
opt-period = periodo
opt-player = jugador
campfire-opt-game-description = El juego (todos los juegos si no se indica)
campfire-opt-period-description = Desde siempre por puntuación, o las victorias de esta semana o este mes
campfire-opt-player-description = De quién es el perfil (el tuyo si no se indica)
leaderboard-choice-all = Desde siempre
leaderboard-choice-week = Esta semana
leaderboard-choice-month = Este mes
