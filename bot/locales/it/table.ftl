# Parole pubbliche comuni a tutti i giochi (lobby, risultati, ping, note) e risposte private dei comandi comuni.

## Lobby

ai-name = IA { $n }
ai-name-strength = { $name } ({ $strength })
lobby-add-ai-menu = Aggiungi un giocatore IA di livello…
ai-strength-easy = Facile
ai-strength-normal = Normale
ai-strength-hard = Difficile
ai-strength-easy-desc = Conosce le regole, ogni tanto sbaglia
ai-strength-normal-desc = Gioca in modo solido
ai-strength-hard-desc = Pensa in anticipo a ciò che non vede
lobby-title = 🔥 { $title } — lobby
lobby-host = Ospite: { $host }
lobby-players = Giocatori { $players }/{ $max } · per giocare ne servono { $needs }:
lobby-needs-exactly = esattamente { $low }
lobby-needs-range = { $low }–{ $high }
lobby-needs-at-least = almeno { $low }
lobby-options = Opzioni
lobby-no-pings = 🔕 Niente avvisi di turno (i giocatori non vengono menzionati quando tocca a loro)
lobby-footer = Partita { $id } · la avvia chi la ospita (o un moderatore)
lobby-closed = { $title } — lobby chiusa
btn-join = Partecipa
btn-leave = Esci
btn-add-ai = Aggiungi IA
btn-remove-ai = Togli IA
btn-start = Inizia
btn-cancel = Annulla
btn-my-hand = La mia mano
btn-rematch = Rivincita
btn-leave-game = Lascia la partita
btn-stay = Resto

## Risultati

over-title = 🏁 { $title } — partita finita
over-footer = Partita { $id }
result-stopped = La partita è stata interrotta prima della fine.
result-winners = 🏆 { $names } { $count ->
    [one] vince!
   *[other] vincono insieme!
}
result-nobody = Nessuno vince.
end-game-over = 🏁 **Partita finita!** { $headline }
end-also = Al tavolo anche: { $mentions }.
end-rematch = La **Rivincita** è sul tavolo.

## Avvisi di turno e note

ping-default = tocca a te in { $title }: rispondi nei DM o con **La mia mano**
dm-blocked = { $mention }, non riesco a mandarti messaggi diretti. Usa il pulsante **La mia mano** sul tavolo per vedere le tue carte e giocare.
table-moved = ➡️ Questo tavolo di { $title } si è spostato: { $link }
note-ended = 🛑 Chi ospita ha terminato la partita.
note-everyone-left = 🏳️ Tutti i giocatori sono usciti o inattivi: la partita è finita.
note-left = 🚪 { $name } ha lasciato la partita: un'IA gioca al suo posto.
note-back = 🙋 { $name } è tornato al suo posto.
note-idle-ai = 🤖 { $who } non ha risposto in tempo { $count ->
    [one] una volta
   *[other] { $count } volte di fila
}: ora un'IA gioca al suo posto (`/{ $game } { $takeback }` lo restituisce).
note-idle-warning = ⏰ { $who }, non hai risposto in tempo { $count ->
    [one] una volta
   *[other] { $count } volte di fila
}; la prossima volta un'IA prende il tuo posto.
note-idle-warning-log = ⏰ { $who } non ha risposto in tempo { $count ->
    [one] una volta
   *[other] { $count } volte di fila
}; la prossima volta un'IA prende il suo posto.

## Risposte private dei comandi comuni

hand-nothing = In questa partita non hai niente di privato in questo momento.
hand-which = Stai giocando a { $title } in { $count ->
    [one] un canale
   *[other] { $count } canali
}. Quale mano?
leave-ask = **Lasciare la partita?** Un'IA gioca al tuo posto fino alla fine e non potrai riprenderlo (`/{ $game } { $takeback }` serve solo per un posto perso per inattività).
leave-done = 🚪 Hai lasciato la partita: un'IA gioca al tuo posto fino alla fine. Ci vediamo alla prossima (`/{ $game } { $start }`, o Rivincita alla fine).
leave-stay = 👍 Resti in partita. Non è cambiato nulla.
takeback-done = 🙋 Bentornato! Il posto è di nuovo tuo; l'IA ha smesso di giocarlo.
end-done = La partita è stata terminata.

## /<game> stats

stats-title = 📊 { $title } su questo server
stats-none = Su questo server non è ancora finita nessuna partita.
stats-total = Partite finite: { $total }
stats-row = { $rank }. **{ $name }** — { $won } vinte / { $played } giocate
stats-row-ai = { $rank }. **{ $name }** — { $won } vinte / { $played } giocate (un'IA ne ha finite { $by_ai } al suo posto)
stats-last = **Ultime partite**
stats-winners = 🏆 { $names }
stats-nobody = 🤝 nessun vincitore
stats-with = · con { $others }
stats-finished-by-ai = { $name } (finita dall'IA)
