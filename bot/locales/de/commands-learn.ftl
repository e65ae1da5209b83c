# /<game> learn (issue 35)
cmd-learn = lernen
cmd-learn-description = Spielen lernen: eine kurze geführte Partie gegen KIs, in deinen DMs
