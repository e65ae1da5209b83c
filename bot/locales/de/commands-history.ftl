# /campfire history (issue 35)
cmd-history = verlauf
cmd-history-description = Beendete Spiele dieses Kanals oder eines Mitglieds; eines noch einmal ansehen
opt-history-member = mitglied
history-opt-member-description = Wessen Spiele, auf dem ganzen Server (leer: die dieses Kanals)
