# /<game> learn (issue 35)
cmd-learn = apprendre
cmd-learn-description = Apprendre à jouer : une courte partie guidée contre des IA, dans tes MP
