# Le facce di Whizz Bing Bang, per nome inglese (bot/i18n.py `w.card`, `w.card_text`).
# I quattro suoni sono onomatopee: nessuna edizione italiana li ha rinominati, quindi restano Whizz,
# Bing, Bang e Boom (come nel riassunto delle regole).

whizz_bing_bang-card-whizz = Whizz
whizz_bing_bang-card-bing = Bing
whizz_bing_bang-card-bang = Bang
whizz_bing_bang-card-boom = Boom
whizz_bing_bang-card-whizz-bing-bang = Whizz Bing Bang

## Cosa fa ogni suono, in poche parole

whizz_bing_bang-sound-whizz-text = Il giocatore successivo
whizz_bing_bang-sound-bing-text = Il senso di gioco si inverte
whizz_bing_bang-sound-bang-text = Il giocatore successivo viene saltato
whizz_bing_bang-sound-boom-text = Tutti danno uno schiaffo!
