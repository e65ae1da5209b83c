# /bang: risposte ad azioni rifiutate (effimere, nella lingua di chi legge): bot/ui.py `message_for`.

bang-err-expansion_not_available = L'espansione Armed & Dangerous non è ancora disponibile; inizia senza.
bang-err-illegal_action = Non puoi giocarlo adesso.
bang-err-not_your_turn = Non è il tuo turno, e al momento nessuno ti sta chiedendo niente.
bang-err-decision_closed = Quella domanda ha già avuto risposta, o il tempo è scaduto.
bang-err-not_the_default = Quella non è la risposta predefinita.
bang-err-forged_action = Non riconosco quella mossa.
bang-err-bad_seat_count = BANG! richiede { $min }–{ $max } giocatori.
bang-err-card_gone = Quella carta non si può più giocare in quel modo; ecco la tua mano attuale.
bang-err-store_pick_later = Tocca a **{ $name }** scegliere dall'Emporio; il tuo turno di scegliere viene dopo.
bang-err-store_pick_done = Tocca a **{ $name }** scegliere dall'Emporio; tu hai già preso la tua carta.
