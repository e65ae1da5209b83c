# /campfire leaderboard und /campfire profile (bot/campfire.py, bot/leaderboard.py): Namen und Beschreibungen.

cmd-leaderboard = rangliste
cmd-leaderboard-description = Die besten Spieler eines Spiels auf diesem Server
cmd-profile = profil
cmd-profile-description = Wertung und Bilanz eines Spielers auf diesem Server
opt-game = spiel
opt-period = zeitraum
opt-player = spieler
campfire-opt-game-description = Das Spiel (ohne Angabe alle Spiele)
campfire-opt-period-description = Insgesamt nach Wertung, oder die Siege dieser Woche oder dieses Monats
campfire-opt-player-description = Wessen Profil (ohne Angabe deins)
leaderboard-choice-all = Insgesamt
leaderboard-choice-week = Diese Woche
leaderboard-choice-month = Diesen Monat
