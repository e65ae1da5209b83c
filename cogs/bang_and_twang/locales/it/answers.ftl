# /bang_and_twang: risposte ad azioni rifiutate (effimere, nella lingua di chi legge): bot/ui.py `message_for`.

bang_and_twang-err-bad_first_player = Quel primo giocatore non è al tavolo.
bang_and_twang-err-same_tune_sets = La doppia melodia richiede due set di melodie diversi.
bang_and_twang-err-bad_wondertunes_cards = Melodie Meravigliose richiede esattamente 8 id diversi di carte melodia, tra i 48.
bang_and_twang-err-empty_wondertunes_pool = Scegli almeno un set di melodie per le Melodie Meravigliose casuali.
bang_and_twang-err-illegal_action = Non puoi farlo adesso — guarda il messaggio della tua mano per le tue opzioni.
