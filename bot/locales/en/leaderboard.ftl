# /campfire leaderboard and /campfire profile (bot/leaderboard.py): private answers, in the reader's language.

leaderboard-title = 🏆 { $game } — { $period }
leaderboard-title-all = 🏆 Leaderboards — { $period }
leaderboard-period-all = all time
leaderboard-period-week = the last 7 days
leaderboard-period-month = the last 30 days
leaderboard-row-rated = { $rank }. { $who } — rating **{ $rating }** · { $wins } won / { $games } played ({ $pct }%)
leaderboard-row = { $rank }. { $who } — **{ $wins } won** / { $games } played ({ $pct }%)
leaderboard-side = { $side } { $wins }/{ $games } ({ $pct }%)
leaderboard-empty = No game of { $game } has finished on this server yet ({ $period }).
leaderboard-empty-all = No game has finished on this server yet ({ $period }).
leaderboard-footer-rating = Ranked by skill rating: it grows as you win against strong players. AI players are not rated.
leaderboard-footer-wins = Ranked by wins, then by fewest games. Only you see this.
err-leaderboard_guild_only = Leaderboards belong to a server: use this command in one of its channels.

profile-title = 📇 { $name } on this server
profile-not-played = { $who } has not played a game on this server yet.
profile-rating = Rating **{ $rating }** (#{ $rank } of { $rated })
profile-record = { $wins } won / { $games } played ({ $pct }%)
profile-last = Last games
profile-game-won = { $when } { $game }: 🏆 won
profile-game-lost = { $when } { $game }: lost
profile-game-side = as { $side }
profile-game-by-ai = (finished by the AI)
