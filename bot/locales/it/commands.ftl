# Parole comuni dei comandi slash (bot/translator.py spiega come sono fatte le chiavi).

## Sottocomandi presenti in ogni gioco: nomi (minuscole, 1-32 lettere, cifre, - o _) e descrizioni

cmd-hand = mano
cmd-hand-description = Mostra la tua mano (la vedi solo tu)
cmd-table = tavolo
cmd-table-description = Ripubblica il tavolo di gioco in fondo al canale
cmd-leave = esci
cmd-leave-description = Abbandona la partita in corso (dopo una conferma)
cmd-takeback = riprendi
cmd-takeback-description = Riprendi il tuo posto dall'IA dopo che il tuo tempo è scaduto
cmd-end = termina
cmd-end-description = Termina la partita in questo canale (host o moderatore)
cmd-rules = regole
cmd-rules-description = Un breve riassunto delle regole e delle opzioni
cmd-stats = statistiche
cmd-stats-description = Risultati di questo gioco su questo server
cmd-start = inizia
cmd-help = aiuto
cmd-help-description = I giochi, i loro comandi e come si svolge una serata di gioco

## Opzioni presenti in più giochi

opt-max_players = max_giocatori
opt-pings = menzioni
opt-thread = thread
opt-thread-description = Apri la partita in un nuovo thread (sì) o in questo canale (no); predefinito: il server

## /campfire

campfire-description = Campfire: i giochi e come giocarli
