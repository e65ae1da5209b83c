# /campfire history (issue 35)
cmd-history = cronologia
cmd-history-description = Le partite finite di questo canale, o di un membro; rivedine una
opt-history-member = membro
history-opt-member-description = Di chi sono le partite, su tutto il server (vuoto: quelle di questo canale)
