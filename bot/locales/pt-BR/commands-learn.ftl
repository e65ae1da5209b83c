# /<game> learn (issue 35)
cmd-learn = aprender
cmd-learn-description = Aprenda a jogar: uma partida guiada curta contra IAs, nas suas DMs
