# I comandi slash di /bang (bot/translator.py spiega come sono fatte le chiavi).

bang-description = BANG!: il gioco di carte del selvaggio West a ruoli nascosti
bang-start-description = Apri un tavolo di BANG! in questo canale (3–8 giocatori)

## Opzioni: nomi (minuscole, 1-32 lettere, cifre, - o _) e descrizioni

opt-deal_two_characters = due_personaggi
opt-expansion = espansione
opt-response_timeout = tempo_risposta
opt-turn_timeout = tempo_turno

bang-opt-deal_two_characters-description = Distribuisci due personaggi a ogni giocatore, che ne tiene uno
bang-opt-turn_timeout-description = Secondi per azione nel tuo turno (predefinito 120; allo scadere il turno finisce)
bang-opt-response_timeout-description = Secondi per rispondere a BANG!, Indiani!, Duello, … (predefinito 30; allo scadere subisci il colpo)
bang-opt-expansion-description = Espansione Armed & Dangerous: segnalini Carico, carte Pericolose, potenziamenti, 8 personaggi
bang-choice-none = Gioco base
bang-choice-armed_and_dangerous = Armed & Dangerous
bang-opt-max_players-description = Numero massimo di giocatori al tavolo (3–8, predefinito 8)
bang-opt-pings-description = Menziona chi deve agire con un breve messaggio nel canale (predefinito attivo)

## The game's name (a brand: the same in every edition we know of)

bang-title = BANG!
