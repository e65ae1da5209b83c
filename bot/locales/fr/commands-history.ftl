# /campfire history (issue 35)
cmd-history = historique
cmd-history-description = Les parties terminées de ce salon, ou d'un membre ; en revoir une
opt-history-member = membre
history-opt-member-description = Les parties de qui, sur tout le serveur (vide : celles de ce salon)
