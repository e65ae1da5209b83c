# I comandi slash di /whizz_bing_bang (bot/translator.py spiega come sono fatte le chiavi).

whizz_bing_bang-description = Whizz Bing Bang: leggi la carta, presto!
whizz_bing_bang-start-description = Apri un tavolo di Whizz Bing Bang in questo canale

## Opzioni: nomi (minuscole, 1-32 lettere, cifre, - o _) e descrizioni

opt-ai_error_percent = ia_percentuale_errore
opt-ai_reaction_ms = ia_reazione_ms
opt-ai_reaction_sd_ms = ia_reazione_ds_ms
opt-anticipation_guard_ms = anti_anticipo_ms
opt-double_tap_ms = doppio_tocco_ms
opt-end_points = punti_finali
opt-expert = esperto
opt-first_player = primo_giocatore
opt-grace = tolleranza
opt-handicaps_ms = handicap_ms
opt-late_claim_ms = punizione_tardiva_ms
opt-latency_allowance = margine_latenza
opt-punish_window = finestra_punizione
opt-setup = preparazione
opt-slap_window = finestra_schiaffo
opt-token_hunt = caccia_gettoni
opt-two_players = due_giocatori
opt-typed_words = parole_scritte

whizz_bing_bang-opt-two_players-description = Consenti un tavolo da 2 giocatori (regola della casa)
whizz_bing_bang-opt-setup-description = Preparazione n°1 o n°2 (solo visualizzazione)
whizz_bing_bang-choice-setup_1 = Preparazione n°1 (scarti a faccia in su)
whizz_bing_bang-choice-setup_2 = Preparazione n°2 (mazzo di pesca a faccia in su)
whizz_bing_bang-opt-expert-description = Tempi da esperti: 1.5 s invece di 2 s prima di 'troppo lento'
whizz_bing_bang-opt-latency_allowance-description = Secondi aggiunti al limite di lentezza per la rete (0.5–2, predefinito 1)
whizz_bing_bang-opt-slap_window-description = Secondi per schiaffeggiare un Boom (predefinito 3)
whizz_bing_bang-opt-punish_window-description = Secondi per premere Punish! dopo un errore (predefinito 5)
whizz_bing_bang-opt-grace-description = Secondi che il bot attende input tardivi dopo una scadenza, prima di decidere (0–2, predefinito 1)
whizz_bing_bang-opt-anticipation_guard_ms-description = Uno schiaffo così presto dopo una rivelazione mirava alla carta prima (ms, 0 = off)
whizz_bing_bang-opt-double_tap_ms-description = Stesso pulsante ripremuto entro questi ms: conta una volta, doppio tocco (predefinito 500, 0 = off)
whizz_bing_bang-opt-late_claim_ms-description = Un Punish! entro questi ms dalla decisione di una gara è tardivo, non un errore (predefinito 1000)
whizz_bing_bang-opt-typed_words-description = Accetta anche whizz/bing/bang/boom scritti (predefinito: attivo se il bot legge i messaggi)
whizz_bing_bang-opt-end_points-description = La partita finisce quando qualcuno raggiunge questo totale (predefinito 15)
whizz_bing_bang-opt-first_player-description = Numero del posto del primo giocatore (predefinito: casuale)
whizz_bing_bang-opt-ai_reaction_ms-description = Tempo medio di reazione dei giocatori IA in ms (predefinito 650)
whizz_bing_bang-opt-ai_reaction_sd_ms-description = Variabilità del tempo di reazione dell'IA in ms (predefinito 180)
whizz_bing_bang-opt-ai_error_percent-description = Probabilità in % che un'IA sbagli su un segnale (predefinito 4)
whizz_bing_bang-opt-token_hunt-description = Caccia ai gettoni: per punire, trova il tuo prossimo gettone tra i tuoi gettoni coperti
whizz_bing_bang-opt-handicaps_ms-description = Handicap per posto in ms per connessioni lente, es. 0,300,0 (uno per giocatore)

## The game's name (a brand: the same in every edition we know of)

whizz_bing_bang-title = Whizz Bing Bang
