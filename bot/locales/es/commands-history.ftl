# /campfire history (issue 35)
cmd-history = historial
cmd-history-description = Las partidas terminadas de este canal, o de un miembro; vuelve a ver una
opt-history-member = miembro
history-opt-member-description = De quién son las partidas, en todo el servidor (vacío: las de este canal)
