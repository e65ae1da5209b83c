# Risposte ad azioni e comandi rifiutati (effimere, nella lingua di chi legge): bot/ui.py `message_for`.
# Chiavi: err-<code> (ogni gioco), err-game-<code> (testo comune dei giochi), <game>-err-<code> in cogs/<game>/locales.

## Ogni gioco

err-no_game = Al momento non c'è nessuna partita in questo canale.
err-channel_busy = In questo canale c'è già una partita. Prima finiscila (o chiedi all'host di terminarla).
err-stale_button = Quel pulsante è di un momento precedente della partita; usa il tavolo attuale o la tua mano.
err-forged_id = Non riconosco quel pulsante.
err-not_seated = Non stai giocando in questa partita.
err-not_your_turn = Non è il tuo turno.
err-not_your_decision = Quella domanda è per un altro giocatore.
err-decision_closed = Quella domanda ha già avuto risposta, o il tempo è scaduto.
err-illegal_action = Non puoi farlo adesso.
err-game_over = Questa partita è finita.
err-already_started = La partita è già iniziata.
err-not_started = La partita non è ancora iniziata.
err-already_joined = Sei già a questo tavolo.
err-table_full = Il tavolo è pieno ({ $max } posti).
err-host_only = Solo l'host (o un moderatore) può farlo.
err-host_cannot_leave = L'host non può lasciare la lobby; annullala invece.
err-no_ai_to_remove = Non c'è nessun giocatore IA da rimuovere.
err-bad_seat_count = Questo gioco richiede { $min }–{ $max } giocatori.
err-bad_options = Queste opzioni non funzionano insieme.
err-bad_option = Opzione non valida: { $name } deve essere tra { $low } e { $high }.
err-unknown_game = Quel gioco non è disponibile.
err-you_left = Hai lasciato questa partita.
err-ai_playing_your_seat = Un'IA sta giocando al tuo posto. Usa il comando `riprendi` per tornare.
err-not_ai_seat = Stai già giocando tu al tuo posto.
err-guild_only = Le partite si giocano nei canali dei server.
err-other_game_here = In questo canale è in corso un'altra partita.
err-option_type = Opzione non valida: { $name } (atteso: { $kind }).
err-option_choice = Opzione non valida: { $name } deve essere una delle scelte elencate.
err-command_mismatch = Quel comando non corrisponde ai miei comandi (Discord potrebbe ancora aggiornarli). Riprova tra un minuto.
err-option_invalid = Opzione non valida. Controlla le opzioni del comando e riprova.
err-not_here = Non puoi usare quel comando qui.
err-apology = Qualcosa è andato storto da parte mia; la partita è al sicuro. Riprova, per favore.
err-applied = ✅ Fatto: è andato a buon fine (Discord è stato lento a mostrarlo; il tavolo è aggiornato).

## I comandi e i pulsanti comuni dei giochi ({ $game } è il gruppo di comandi del gioco)

err-game-other_game_here = In questo canale si gioca a { $game }; usa `{ $command }`.
err-game-channel_command = Questo comando funziona in un canale del server, dove si gioca. In DM, `/{ $game } mano` mostra la tua mano, `/{ $game } regole` le regole e `/campfire aiuto` i comandi.
err-game-not_playing_anywhere = Al momento non stai giocando a { $title } da nessuna parte. Inizia una partita o unisciti a una in un canale del server (`/{ $game } inizia`).
err-game-rematch_players_only = Solo i giocatori di questa partita (o un moderatore) possono avviare una rivincita. Potrai unirti alla nuova lobby appena uno di loro la apre.
err-game-table_moved = Questo tavolo è stato sostituito da uno più recente; la partita continua lì: { $link }
err-game-leave_in_lobby = La partita non è ancora iniziata: clicca invece su **Esci** nel messaggio della lobby.
err-game-already_left = Hai già lasciato questa partita: un'IA gioca al tuo posto fino alla fine.
err-game-you_left = Hai lasciato questa partita: un'IA gioca al tuo posto fino alla fine. Potrai giocare di nuovo nella prossima partita (o nella sua rivincita).
err-game-takeback_left = Hai lasciato questa partita con `/{ $game } esci`, quindi il tuo posto resta all'IA fino alla fine. Potrai giocare di nuovo nella prossima partita (o nella sua rivincita).
err-game-ai_playing_your_seat = Un'IA gioca al tuo posto da quando il tuo tempo è scaduto: `/{ $game } riprendi` te lo restituisce.
err-game-rematch_open = C'è già una lobby di rivincita aperta: clicca su **Partecipa** ({ $link }).
err-game-rematch_open_seated = C'è già una lobby di rivincita aperta, e hai un posto lì: { $link }
err-game-takeback_not_needed = Stai giocando tu al tuo posto: non c'è niente da riprendere. (`/{ $game } riprendi` ti restituisce un posto che un'IA ha preso dopo che il tuo tempo è scaduto.)

## Cosa deve essere un'opzione (kind di err-option_type)

kind-text = un testo
kind-integer = un numero intero
kind-number = un numero
kind-boolean = vero o falso
kind-user = un utente
kind-channel = un canale
kind-role = un ruolo
kind-mentionable = un utente o un ruolo
kind-attachment = un file
kind-valid = valido
kind-finite_number = un numero finito
kind-text_length = un testo di { $low }–{ $high } caratteri

## /<gioco> regole

rules-title = 📜 { $title } — regole
