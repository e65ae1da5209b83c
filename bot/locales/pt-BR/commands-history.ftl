# /campfire history (issue 35)
cmd-history = histórico
cmd-history-description = As partidas terminadas deste canal, ou de um membro; reveja uma
opt-history-member = membro
history-opt-member-description = De quem são as partidas, no servidor todo (vazio: as deste canal)
