# /<game> learn (issue 35)
cmd-learn = impara
cmd-learn-description = Impara a giocare: una breve partita guidata contro le IA, nei tuoi DM
