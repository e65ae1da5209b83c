# /whizz_bing_bang: risposte ad azioni rifiutate (effimere, nella lingua di chi legge): bot/ui.py `message_for`.

whizz_bing_bang-err-input_too_old = Troppo tardi: hai premuto prima dell'ultima decisione, quindi non conta più.
whizz_bing_bang-err-duplicate_input = Quella pressione è già stata contata.
whizz_bing_bang-err-not_token_hunt = La caccia ai gettoni non è attiva a questo tavolo.
whizz_bing_bang-err-system_only = Solo l'orologio del bot può farlo.
whizz_bing_bang-err-two_players_option_off = Whizz Bing Bang richiede almeno { $min } giocatori (o l'opzione per 2 giocatori).
whizz_bing_bang-err-bad_first_seat = Il primo giocatore scelto non è al tavolo.
whizz_bing_bang-err-bad_handicaps = Serve un handicap per ogni giocatore.
whizz_bing_bang-err-stale_button = Il tavolo è andato avanti da quando l'hai visto: guarda di nuovo la carta e premi ancora.
whizz_bing_bang-err-typed_words_unavailable = Questo bot non può leggere i messaggi scritti (manca l'intent Message Content): usa i pulsanti, o inizia senza parole scritte.
