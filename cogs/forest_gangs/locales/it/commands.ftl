# I comandi slash di /forest_gangs (bot/translator.py spiega come sono fatte le chiavi).

forest_gangs-description = Forest Gangs: carte segrete, duelli selvaggi
forest_gangs-start-description = Apri un tavolo di Forest Gangs in questo canale

## Opzioni: nomi (minuscole, 1-32 lettere, cifre, - o _) e descrizioni

opt-ability_timeout = tempo_abilità
opt-choice_timeout = tempo_scelta
opt-ghost = fantasma
opt-kids1 = bambini1
opt-kids2 = bambini2

forest_gangs-opt-ghost-description = Aggiungi il giocatore fantasma (sempre attivo con 2 giocatori; non con 6)
forest_gangs-opt-kids1-description = Bambini 1: solo valori, niente abilità delle creature
forest_gangs-opt-kids2-description = Bambini 2: niente mani, tutti rivelano la prima carta del proprio mazzo (implica Bambini 1)
forest_gangs-opt-choice_timeout-description = Secondi per scegliere una carta (predefinito 60; allo scadere, una carta a caso)
forest_gangs-opt-ability_timeout-description = Secondi per le decisioni di Mutaforma/Goblin (predefinito 20; allo scadere, no)
forest_gangs-opt-max_players-description = Numero massimo di giocatori al tavolo (2–6, predefinito 6)
forest_gangs-opt-pings-description = Menziona chi deve agire con un breve messaggio nel canale (predefinito attivo)

## The game's name (a brand: the same in every edition we know of)

forest_gangs-title = Forest Gangs
