# /campfire leaderboard et /campfire profile (bot/campfire.py, bot/leaderboard.py) : noms et descriptions.

cmd-leaderboard = classement
cmd-leaderboard-description = Les meilleurs joueurs d'un jeu sur ce serveur
cmd-profile = profil
cmd-profile-description = La cote et le bilan d'un joueur sur ce serveur
opt-game = jeu
opt-period = periode
opt-player = joueur
campfire-opt-game-description = Le jeu (tous les jeux si non précisé)
campfire-opt-period-description = Depuis toujours par cote, ou les victoires de cette semaine ou de ce mois
campfire-opt-player-description = Le profil de qui (le vôtre si non précisé)
leaderboard-choice-all = Depuis toujours
leaderboard-choice-week = Cette semaine
leaderboard-choice-month = Ce mois-ci
