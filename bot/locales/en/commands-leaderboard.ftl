# /campfire leaderboard and /campfire profile (bot/campfire.py, bot/leaderboard.py): names and descriptions.

cmd-leaderboard = leaderboard
cmd-leaderboard-description = This server's best players of a game
cmd-profile = profile
cmd-profile-description = A player's rating and record on this server
opt-game = game
opt-period = period
opt-player = player
campfire-opt-game-description = The game (every game when left out)
campfire-opt-period-description = All time by rating, or this week's or month's wins
campfire-opt-player-description = Whose profile (yours when left out)
leaderboard-choice-all = All time
leaderboard-choice-week = This week
leaderboard-choice-month = This month
