# /campfire leaderboard und /campfire profile (bot/leaderboard.py): private Antworten in der Sprache des Lesers.

leaderboard-title = 🏆 { $game } — { $period }
leaderboard-title-all = 🏆 Ranglisten — { $period }
leaderboard-period-all = insgesamt
leaderboard-period-week = letzte 7 Tage
leaderboard-period-month = letzte 30 Tage
leaderboard-row-rated = { $rank }. { $who } — Wertung **{ $rating }** · { $wins } gewonnen / { $games } gespielt ({ $pct } %)
leaderboard-row = { $rank }. { $who } — **{ $wins } gewonnen** / { $games } gespielt ({ $pct } %)
leaderboard-side = { $side } { $wins }/{ $games } ({ $pct } %)
leaderboard-empty = Auf diesem Server hat noch niemand eine Partie { $game } beendet ({ $period }).
leaderboard-empty-all = Auf diesem Server hat noch niemand eine Partie beendet ({ $period }).
leaderboard-footer-rating = Nach Spielstärke sortiert: Sie steigt mit Siegen gegen starke Spieler. KI-Spieler haben keine Wertung.
leaderboard-footer-wins = Nach Siegen sortiert, dann nach weniger Partien. Nur du siehst das.
err-leaderboard_guild_only = Ranglisten gehören zu einem Server: Nutze diesen Befehl in einem seiner Kanäle.

profile-title = 📇 { $name } auf diesem Server
profile-not-played = { $who } hat auf diesem Server noch keine Partie gespielt.
profile-rating = Wertung **{ $rating }** (Platz { $rank } von { $rated })
profile-record = { $wins } gewonnen / { $games } gespielt ({ $pct } %)
profile-last = Letzte Partien
profile-game-won = { $when } { $game }: 🏆 gewonnen
profile-game-lost = { $when } { $game }: verloren
profile-game-side = als { $side }
profile-game-by-ai = (von der KI beendet)
