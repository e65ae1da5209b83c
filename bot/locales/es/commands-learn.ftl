# /<game> learn (issue 35)
cmd-learn = aprender
cmd-learn-description = Aprende a jugar: una partida guiada corta contra IA, en tus MD
