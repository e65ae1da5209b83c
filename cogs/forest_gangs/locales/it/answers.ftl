# /forest_gangs: risposte ad azioni rifiutate (effimere, nella lingua di chi legge): bot/ui.py `message_for`.

forest_gangs-err-not_in_hand = Quella carta non è più nella tua mano.
forest_gangs-err-frog_must_be_played = Hai una Rana: devi giocarla (regola della Rana).
forest_gangs-err-ghost_required = In due serve il giocatore fantasma: avvia il tavolo senza `fantasma: False`, o aggiungi un giocatore.
forest_gangs-err-ghost_unavailable = Con 6 giocatori non resta una banda libera per il fantasma: togli un giocatore, o inizia senza il fantasma.
forest_gangs-err-bad_seat_count = Forest Gangs richiede { $min }–{ $max } giocatori (in 2 si gioca con il fantasma).
