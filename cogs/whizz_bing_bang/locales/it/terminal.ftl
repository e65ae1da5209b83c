# Il terminale (`python -m bot play whizz_bing_bang`): il tavolo, gli eventi, i menu e le parole del gioco in tempo reale.

## Parole usate ovunque

whizz_bing_bang-term-secs = { $s } s
whizz_bing_bang-term-no-time = —
whizz_bing_bang-term-colour-red = rosso
whizz_bing_bang-term-colour-blue = blu
whizz_bing_bang-term-colour-green = verde
whizz_bing_bang-term-colour-yellow = giallo
whizz_bing_bang-term-colour-purple = viola
whizz_bing_bang-term-colour-orange = arancione
whizz_bing_bang-term-ranked = { $who } { $time }
whizz_bing_bang-term-scored = { $who } { $points }
whizz_bing_bang-term-input-slap = BOOM
whizz_bing_bang-term-input-punish = Punisci!
whizz_bing_bang-term-input-pick_token = scelta del gettone

## Il tavolo

whizz_bing_bang-term-header = Whizz Bing Bang — round { $round }   { $direction }
whizz_bing_bang-term-clockwise = ↻ in senso orario
whizz_bing_bang-term-anticlockwise = ↺ in senso antiorario
whizz_bing_bang-term-faceup = [{ $sound }] ({ $colour })
whizz_bing_bang-term-setup-2 = Mazzo scoperto: { $card } su { $n } carte · scarti coperti: { $discard }
whizz_bing_bang-term-setup-1 = Scarti scoperti: { $card } · mazzo coperto: { $n }
whizz_bing_bang-term-must-say = { $who } deve dire { $what }
whizz_bing_bang-term-must-say-due = { $who } deve dire { $what } — troppo lento a { $due }
whizz_bing_bang-term-restart = { $whizz } (si riparte)
whizz_bing_bang-term-slap-phase = { $boom }! rivelato da { $who } — tutti giù la mano! (la finestra si chiude a { $due }; schiaffi: { $slapped })
whizz_bing_bang-term-nobody-yet = ancora nessuno
whizz_bing_bang-term-punish-phase = ⚠️ { $who }: { $cause } — { $punish } (la finestra si chiude a { $due })
whizz_bing_bang-term-over = Partita finita.
whizz_bing_bang-term-row = { $who } { $colour } { $dots } { $next } ricevuti { $got }  round { $round }  totale { $total }{ $handicap }
whizz_bing_bang-term-next = prossimo: { $token }
whizz_bing_bang-term-all-given = tutti dati
whizz_bing_bang-term-handicap = { " " }handicap { $time }
whizz_bing_bang-term-legend = ●○ = gettoni tuoi ancora da dare · prossimo = il gettone che daresti · ricevuti = gettoni dati a te · round/totale = punti (ogni gettone davanti a te vale 1; vince chi ne ha meno)
whizz_bing_bang-term-last-boom = Ultimo Boom: { $ranking }
whizz_bing_bang-term-last-race = Ultima gara: { $ranking }
whizz_bing_bang-term-your-tokens = I tuoi gettoni: { $tokens }
whizz_bing_bang-term-token-slot = [{ $n }:{ $token }]

## Perché un giocatore viene punito

whizz_bing_bang-term-cause-too_slow = troppo lento
whizz_bing_bang-term-cause-out_of_turn = ha giocato fuori turno
whizz_bing_bang-term-cause-slap_non_boom = schiaffo su una carta che non è un Boom
whizz_bing_bang-term-cause-last_boom_slap = ultimo a dare lo schiaffo sul Boom
whizz_bing_bang-term-cause-wrong_sound = ha detto il suono sbagliato
whizz_bing_bang-term-cause-punish_without_cause = ha punito senza motivo
whizz_bing_bang-term-cause-early = schiaffo troppo presto, sulla carta prima del Boom

## Perché una pressione non conta

whizz_bing_bang-term-ignored-double_tap = un doppio tocco — lo stesso pulsante premuto subito dopo conta come una sola pressione
whizz_bing_bang-term-ignored-before_table = premuto prima che comparisse il tavolo del nuovo round
whizz_bing_bang-term-ignored-late_claim = troppo tardi per la gara a punire appena decisa
whizz_bing_bang-term-ignored-double_click = una seconda pressione subito dopo la tua chiamata
whizz_bing_bang-term-ignored-boom_resolved = quel Boom era già stato giudicato
whizz_bing_bang-term-ignored-aimed_at_resolved_boom = troppo presto dopo la rivelazione: era diretto al Boom precedente
whizz_bing_bang-term-ignored-slap_window = durante un Boom conta solo BOOM
whizz_bing_bang-term-ignored-second_slap = avevi già dato lo schiaffo
whizz_bing_bang-term-ignored-punishment_pending = si sta punendo un errore: ora conta solo Punisci!
whizz_bing_bang-term-ignored-own_mistake = non puoi punire un tuo errore
whizz_bing_bang-term-ignored-before_post = premuto prima che l'errore fosse mostrato
whizz_bing_bang-term-ignored-opens_token_row = ha aperto la tua fila di gettoni
whizz_bing_bang-term-ignored-no_such_slot = quel gettone non c'è più
whizz_bing_bang-term-ignored-wrong_token = non è il tuo prossimo gettone
whizz_bing_bang-term-ignored-second_claim = avevi già reclamato
whizz_bing_bang-term-ignored-no_race = non c'è nessuna gara a punire
whizz_bing_bang-term-ignored-resolved = una pressione precedente è stata giudicata prima
whizz_bing_bang-term-ignored-race_over = la gara era già stata vinta
whizz_bing_bang-term-ignored-ignored = una pressione precedente è stata giudicata prima
whizz_bing_bang-term-ignored-overtaken = il turno era già passato
whizz_bing_bang-term-ignored-one_mistake_at_a_time = si stava già giudicando un errore precedente
whizz_bing_bang-term-did-not-count = (il tuo { $input } non è contato: { $why })
whizz_bing_bang-term-late-nobody = (Troppo tardi: nessuno ha punito { $culprit } in tempo{ $yours }. Non ha cambiato nulla)
whizz_bing_bang-term-late-first = (Troppo tardi: { $winner } ha reclamato per primo{ $first } e ha punito { $culprit }{ $yours }. Non ha cambiato nulla)
whizz_bing_bang-term-late-first-at = { " " }({ $time })
whizz_bing_bang-term-late-yours = ; il tuo è arrivato a { $time } dopo che l'errore è stato mostrato

## Eventi

whizz_bing_bang-term-round-started = Round { $round }: comincia { $who } ({ $whizz } scoperto).
whizz_bing_bang-term-called = { $who } dice { $sound }{ $time }, rivela { $revealed } { $next }
whizz_bing_bang-term-called-time = { " " }({ $time })
whizz_bing_bang-term-called-next = → { $who }
whizz_bing_bang-term-called-boom = — { $boom }!
whizz_bing_bang-term-reshuffled = Gli scarti vengono rimescolati in un nuovo mazzo ({ $n ->
    [one] { $n } carta
   *[other] { $n } carte
}).
whizz_bing_bang-term-mistake = ⚠️ { $culprit }: { $cause }
whizz_bing_bang-term-mistake-late = ⚠️ { $culprit }: { $cause } (una pressione arrivata in ritardo)
whizz_bing_bang-term-boom-ranking = Classifica del Boom: { $ranking } → { $outcome }
whizz_bing_bang-term-punishes = { $punisher } punisce { $culprit }
whizz_bing_bang-term-nobody-slapped = nessuno ha dato lo schiaffo
whizz_bing_bang-term-token-given = { $giver } dà il suo gettone { $token } a { $receiver }
whizz_bing_bang-term-token-given-race = { $giver } dà il suo gettone { $token } a { $receiver } [gara: { $ranking }]
whizz_bing_bang-term-nobody-punished = Nessuno ha punito { $culprit }.
whizz_bing_bang-term-restarts = { $who } riparte in senso orario: di' { $whizz }!
whizz_bing_bang-term-peeked = Il gettone { $n } è il tuo { $token } — non è quello giusto.
whizz_bing_bang-term-round-scored = Punti del round { $round }: { $scores } · totali: { $totals }
whizz_bing_bang-term-game-ended = Partita finita: { $who } { $count ->
    [one] vince
   *[other] vincono insieme
} con { $n ->
    [one] { $n } punto
   *[other] { $n } punti
}.

## Il risultato

whizz_bing_bang-term-result-seat = posto { $n }
whizz_bing_bang-term-result = { $who } { $count ->
    [one] vince
   *[other] vincono insieme
} con { $n ->
    [one] { $n } punto
   *[other] { $n } punti
} dopo { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } round
}

## Menu

whizz_bing_bang-term-say = Di' { $sound }
whizz_bing_bang-term-say-at = Di' { $sound } a { $when }
whizz_bing_bang-term-slap = Schiaffo ({ $boom })
whizz_bing_bang-term-slap-at = Schiaffo ({ $boom }) a { $when }
whizz_bing_bang-term-punish = Punisci!
whizz_bing_bang-term-punish-at = Punisci! a { $when }
whizz_bing_bang-term-pick = Gira il gettone { $n }
whizz_bing_bang-term-pick-at = Gira il gettone { $n } a { $when }
whizz_bing_bang-term-tick = Lascia scorrere il tempo
whizz_bing_bang-term-shown = Il tavolo è in vista

## Il terminale in tempo reale (scrivi tu le parole)

whizz_bing_bang-term-banner = === { $title }: { $players } giocatori, seme { $seed } — sei al posto 1 ===
whizz_bing_bang-term-help = Scrivi una parola e premi Invio: whizz, bing, bang, boom (schiaffo), punisci (p), oppure in caccia ai gettoni una posizione da 1 a 4. Con 'esci' lasci il tavolo.
whizz_bing_bang-term-type-whizz = whizz, w
whizz_bing_bang-term-type-bing = bing, bi
whizz_bing_bang-term-type-bang = bang, ba
whizz_bing_bang-term-type-slap = boom, b, schiaffo
whizz_bing_bang-term-type-punish = punisci, p
whizz_bing_bang-term-type-quit = esci, q
whizz_bing_bang-term-left = Hai lasciato il tavolo.
whizz_bing_bang-term-you-typed = tu: { $input }
whizz_bing_bang-term-you-typed-at = tu: { $input } a { $when }
whizz_bing_bang-term-refused = (non contato: { $why })
whizz_bing_bang-term-refused-input_too_old = fatto prima dell'ultima decisione
whizz_bing_bang-term-refused-duplicate_input = già contato
whizz_bing_bang-term-refused-not_token_hunt = la caccia ai gettoni non è attiva

## Le statistiche di simulate

whizz_bing_bang-term-stat-rounds = round
whizz_bing_bang-term-stat-tokens_given = gettoni dati
whizz_bing_bang-term-stat-unclaimed_mistakes = errori non puniti
whizz_bing_bang-term-stat-punishments_by_cause = punizioni per motivo
whizz_bing_bang-term-stat-punishments_by_cause-too_slow = troppo lento
whizz_bing_bang-term-stat-punishments_by_cause-out_of_turn = fuori turno
whizz_bing_bang-term-stat-punishments_by_cause-slap_non_boom = schiaffo su una carta che non è un Boom
whizz_bing_bang-term-stat-punishments_by_cause-last_boom_slap = ultimo schiaffo sul Boom
whizz_bing_bang-term-stat-punishments_by_cause-wrong_sound = suono sbagliato
whizz_bing_bang-term-stat-punishments_by_cause-punish_without_cause = punizione senza motivo
