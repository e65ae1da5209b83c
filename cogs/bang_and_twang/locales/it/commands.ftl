# I comandi slash di /bang_and_twang (bot/translator.py spiega come sono fatte le chiavi).

bang_and_twang-description = The Forest Dragon: Bang & Twang — abbina il riff
bang_and_twang-start-description = Apri un tavolo di Bang & Twang in questo canale

## Opzioni: nomi (minuscole, 1-32 lettere, cifre, - o _) e descrizioni

opt-decision_timeout = tempo_decisione
opt-open_hands = mani_scoperte
opt-reaction_window = finestra_reazione
opt-tunes = melodie

bang_and_twang-opt-tunes-description = Quali carte melodia vanno nel mazzo (predefinito: Cerchio Verde, il set iniziale)
bang_and_twang-choice-green_circle = Cerchio Verde — Melodie del Falò (iniziale)
bang_and_twang-choice-red_triangle = Triangolo Rosso — Polka del Borseggiatore (furti alla banca)
bang_and_twang-choice-blue_square = Quadrato Blu — Bis! (turni extra, interruzioni ⚡)
bang_and_twang-choice-yellow_star = Stella Gialla — Big Band (mani più grandi)
bang_and_twang-choice-purple_diamond = Rombo Viola — Maghi del Riff (controllo del riff)
bang_and_twang-choice-orange_heart = Cuore Arancione — Giga Dispettosa (trucchi con la banca)
bang_and_twang-choice-wondertunes = Melodie Meravigliose — 8 carte a caso da tutti e sei i set
bang_and_twang-opt-open_hands-description = Gioca con tutte le mani scoperte sul tavolo
bang_and_twang-opt-decision_timeout-description = Secondi per ogni decisione (predefinito 120; allo scadere, una mossa sicura predefinita)
bang_and_twang-opt-reaction_window-description = Secondi in cui resta aperta una finestra di reazione ⚡ (predefinito 6)
bang_and_twang-opt-pings-description = Menziona chi deve agire con un breve messaggio nel canale (predefinito attivo)

## The game's name (a brand: the same in every edition we know of)

bang_and_twang-title = The Forest Dragon: Bang & Twang
