# Whizz Bing Bang su Discord: il tavolo, la risposta a una pressione, le righe Recenti, le opzioni della
# lobby, i ping e la fine della partita. I nomi dei suoni vengono da cards.ftl.

## Numeri

whizz_bing_bang-seconds = { $s } s
whizz_bing_bang-no-time = —
whizz_bing_bang-no-press = — (nessuna pressione)
whizz_bing_bang-seat = Posto { $n }

## Il tavolo

whizz_bing_bang-table-title = 💥 Whizz Bing Bang — round { $round }
whizz_bing_bang-direction = Senso **{ $way ->
    [cw] ↻ orario
   *[acw] ↺ antiorario
  }** · { $pile }
whizz_bing_bang-pile = mazzo: { $n }
whizz_bing_bang-pile-face-up = mazzo scoperto su { $n ->
    [one] { $n } carta
   *[other] { $n } carte
  }
whizz_bing_bang-status-call = ▶ **{ $who }** — di' **{ $sound }**
whizz_bing_bang-status-restart = ▶ **{ $who }** riparte in senso orario: di' **{ $whizz }** (qualunque cosa mostri la carta)
whizz_bing_bang-status-slap = 💥 **{ $boom }!** Tutti giù lo schiaffo — premete **{ $boom }**! (il più lento entro { $s } prende un gettone)
whizz_bing_bang-status-punish = ⚠️ **{ $who }**: { $cause } — il primo **Punisci!** gli dà un gettone ({ $s })
whizz_bing_bang-status-over = Partita finita.
whizz_bing_bang-field-players = Giocatori
whizz_bing_bang-player-line = { $mark } { $dot } **{ $name }** { $dots } { $next } · ricevuti { $got } · round **{ $round }** · totale **{ $total }**
whizz_bing_bang-player-next = prossimo { $icon } { $token }
whizz_bing_bang-player-all-given = tutti dati
whizz_bing_bang-player-handicap = handicap { $ms } ms
whizz_bing_bang-legend = *●○ gettoni tuoi ancora da dare · prossimo = il gettone che daresti punendo · ricevuti = gettoni dati a te · round / totale = punti (1 per gettone davanti a te; vince chi ne ha meno)*
whizz_bing_bang-field-last-boom = 💥 Ultimo Boom — classifica degli schiaffi
whizz_bing_bang-field-last-race = ⚖️ Ultima gara a punire
whizz_bing_bang-verdict = → **{ $punisher }** ha punito **{ $culprit }** ({ $cause })
whizz_bing_bang-field-recent = 📜 Recenti
whizz_bing_bang-footer = Sessione { $id } · troppo lento dopo { $slow } · { $slap } per lo schiaffo su un Boom · { $punish } per punire · /whizz_bing_bang { $rules }

## Pulsanti

whizz_bing_bang-button-punish = Punisci!

## Perché un giocatore ha sbagliato

whizz_bing_bang-cause-too_slow = troppo lento
whizz_bing_bang-cause-out_of_turn = ha giocato fuori turno
whizz_bing_bang-cause-slap_non_boom = schiaffo su una carta che non è un Boom
whizz_bing_bang-cause-last_boom_slap = ultimo a dare lo schiaffo sul Boom
whizz_bing_bang-cause-wrong_sound = ha detto il suono sbagliato
whizz_bing_bang-cause-punish_without_cause = ha punito senza motivo
whizz_bing_bang-cause-early = schiaffo troppo presto ({ $early })
whizz_bing_bang-cause-other = un errore
whizz_bing_bang-early = uno schiaffo entro { $s } da una nuova carta conta sulla carta precedente, che non era un Boom

## Una pressione, come la vede solo chi l'ha fatta

whizz_bing_bang-press-call = { $icon } **{ $sound }**
whizz_bing_bang-press-slap = 💥 **{ $boom }**
whizz_bing_bang-press-punish = ⚖️ **Punisci!**
whizz_bing_bang-press-received = { $label } ricevuto
whizz_bing_bang-press-before = { $label } ricevuto **{ $t } prima** { $phase ->
    [call] che la carta fosse mostrata
    [restart] che la ripartenza fosse mostrata
    [slap] che il Boom fosse mostrato
    [punish] che l'errore fosse mostrato
   *[other] che il tavolo cambiasse
  }
whizz_bing_bang-press-after = { $label } ricevuto a **+{ $t }** da quando { $phase ->
    [call] è stata mostrata la carta
    [restart] è stata mostrata la ripartenza
    [slap] è stato mostrato il Boom
    [punish] è stato mostrato l'errore
   *[other] il tavolo è cambiato
  }
whizz_bing_bang-ruling-called = ✅ Giusto: rivelato **{ $sound }**.
whizz_bing_bang-ruling-mistake = ⚠️ Errore: { $what }. Il primo **Punisci!** ti dà un gettone; poi riparti con **{ $whizz }**.
whizz_bing_bang-ruling-early = ⚠️ Troppo presto: { $early }. Il primo **Punisci!** ti dà un gettone; poi riparti con **{ $whizz }**.
whizz_bing_bang-you-too_slow = sei stato troppo lento
whizz_bing_bang-you-out_of_turn = hai giocato fuori turno
whizz_bing_bang-you-slap_non_boom = hai dato uno schiaffo a una carta che non è un Boom
whizz_bing_bang-you-last_boom_slap = sei stato l'ultimo a dare lo schiaffo sul Boom
whizz_bing_bang-you-wrong_sound = hai detto il suono sbagliato
whizz_bing_bang-you-punish_without_cause = hai punito senza motivo
whizz_bing_bang-you-other = hai sbagliato
whizz_bing_bang-ruling-fastest = 🥇 Schiaffo più veloce ({ $t }): dai a **{ $culprit }** { $token ->
    [none] il tuo gettone.
   *[other] il tuo gettone **{ $token }**.
  }
whizz_bing_bang-ruling-slowest = 🐢 Schiaffo più lento ({ $t }): **{ $punisher }** ti dà { $token ->
    [none] il suo gettone
   *[other] il suo gettone **{ $token }**
  }; riparti con **{ $whizz }**.
whizz_bing_bang-ruling-slap-counted = 💥 Schiaffo contato: { $pos ->
    [1] 1º
   *[other] { $pos }º
  } su { $n } ({ $t }). **{ $punisher }** ha punito **{ $culprit }**.
whizz_bing_bang-ruling-won-race = ⚖️ Hai vinto la gara ({ $t }): **{ $receiver }** riceve { $token ->
    [none] il tuo gettone.
   *[other] il tuo gettone **{ $token }**.
  }
whizz_bing_bang-ruling-lost-race = ⚖️ Richiesta contata ({ $t }), ma **{ $winner }** è stato più veloce ({ $best }).
whizz_bing_bang-ruling-lost-race-handicap = ⚖️ Richiesta contata ({ $t }), ma **{ $winner }** è stato più veloce ({ $best }, meno un handicap di { $handicap }).
whizz_bing_bang-ruling-ignored = ▫️ Non contato: { $why }. Non ha cambiato nulla.
whizz_bing_bang-late-won = ⚖️ Troppo tardi: **{ $winner }** ha reclamato per primo (+{ $first }) e ha punito **{ $culprit }**; il tuo è arrivato a +{ $mine } da quando è stato mostrato l'errore. Non ha cambiato nulla.
whizz_bing_bang-late-nobody = ⚖️ Troppo tardi: nessuno ha punito **{ $culprit }** in tempo; il tuo è arrivato a +{ $mine } da quando è stato mostrato l'errore. Non ha cambiato nulla.
whizz_bing_bang-late-unknown = ⚖️ Troppo tardi per la gara a punire appena decisa. Non ha cambiato nulla.
whizz_bing_bang-waiting-ignored = ▫️ Non contato: { $why }.
whizz_bing_bang-waiting-slap = ⏳ La classifica arriva quando tutti hanno dato lo schiaffo o il tempo scade.
whizz_bing_bang-waiting-punish = ⏳ La gara si decide { $grace } dopo la prima richiesta (una richiesta precedente potrebbe essere ancora in arrivo).
whizz_bing_bang-waiting-call = ⏳ La decisione arriva dopo il periodo di tolleranza di { $grace } (una pressione precedente potrebbe essere ancora in arrivo).
whizz_bing_bang-press-game-over = 🏁 La partita è finita.
whizz_bing_bang-press-game-ended = 🏁 La partita è finita prima che questa pressione fosse giudicata.

## Perché una pressione non è contata

whizz_bing_bang-ignored-double_tap = un doppio tocco — lo stesso pulsante premuto subito dopo conta come una sola pressione
whizz_bing_bang-ignored-before_table = premuto prima che comparisse il tavolo del nuovo round
whizz_bing_bang-ignored-late_claim = troppo tardi per la gara a punire appena decisa
whizz_bing_bang-ignored-double_click = una seconda pressione subito dopo la tua chiamata
whizz_bing_bang-ignored-boom_resolved = quel Boom era già stato giudicato
whizz_bing_bang-ignored-aimed_at_resolved_boom = troppo presto dopo la rivelazione: era diretto al Boom precedente
whizz_bing_bang-ignored-slap_window = durante un Boom conta solo { $boom }
whizz_bing_bang-ignored-second_slap = avevi già dato lo schiaffo
whizz_bing_bang-ignored-punishment_pending = si sta punendo un errore: ora conta solo Punisci!
whizz_bing_bang-ignored-own_mistake = non puoi punire un tuo errore
whizz_bing_bang-ignored-before_post = premuto prima che l'errore fosse mostrato
whizz_bing_bang-ignored-opens_token_row = ha aperto la tua fila di gettoni
whizz_bing_bang-ignored-no_such_slot = quel gettone non c'è più
whizz_bing_bang-ignored-wrong_token = non è il tuo prossimo gettone
whizz_bing_bang-ignored-second_claim = avevi già reclamato
whizz_bing_bang-ignored-no_race = non c'è nessuna gara a punire
whizz_bing_bang-ignored-resolved = una pressione precedente è stata giudicata prima
whizz_bing_bang-ignored-race_over = la gara era già stata vinta
whizz_bing_bang-ignored-ignored = una pressione precedente è stata giudicata prima
whizz_bing_bang-ignored-overtaken = il turno era già passato
whizz_bing_bang-ignored-one_mistake_at_a_time = si stava già giudicando un errore precedente
whizz_bing_bang-ignored-other = non ha cambiato nulla

## Caccia ai gettoni

whizz_bing_bang-hunt-title = ⚖️ Caccia ai gettoni
whizz_bing_bang-hunt-idle = Nessuna gara a punire in questo momento.
whizz_bing_bang-hunt-find-title = ⚖️ Caccia ai gettoni — trova il tuo gettone
whizz_bing_bang-hunt-find = Punisci **{ $who }**: gira il tuo gettone **{ $icon } { $token }**. Il primo clic giusto vince la gara; uno sbagliato ti mostra quel gettone.
whizz_bing_bang-hunt-slot = Gettone { $n }
whizz_bing_bang-hunt-not-it = { $token } (non è questo)

## Recenti

whizz_bing_bang-event-round = Round { $round }: inizia { $who } ({ $whizz } scoperto).
whizz_bing_bang-event-called = { $who } dice { $sound } ({ $t }), rivela { $revealed } → { $next }
whizz_bing_bang-event-called-boom = { $who } dice { $sound } ({ $t }), rivela { $revealed } — { $boom }!
whizz_bing_bang-event-reshuffled = Gli scarti vengono rimescolati in un nuovo mazzo ({ $n ->
    [one] { $n } carta
   *[other] { $n } carte
  }).
whizz_bing_bang-event-mistake = ⚠️ { $who }: { $cause }
whizz_bing_bang-event-mistake-late = ⚠️ { $who }: { $cause } (una pressione arrivata in ritardo)
whizz_bing_bang-event-boom = Classifica del Boom: { $ranking } → { $punisher } punisce { $culprit }
whizz_bing_bang-event-boom-nobody = Classifica del Boom: { $ranking } → nessuno ha dato lo schiaffo
whizz_bing_bang-event-token = { $giver } dà il suo gettone { $token } a { $receiver }
whizz_bing_bang-event-token-race = { $giver } dà il suo gettone { $token } a { $receiver } [gara: { $ranking }]
whizz_bing_bang-event-nobody-punished = Nessuno ha punito { $who }.
whizz_bing_bang-event-restart = { $who } riparte in senso orario: di' { $whizz }!
whizz_bing_bang-event-round-scored = Punti del round { $round }: { $scores } · totali: { $totals }
whizz_bing_bang-event-score = { $name } { $n }
whizz_bing_bang-event-game-ended = Partita finita: { $names } { $count ->
    [one] vince
   *[other] vincono a pari merito
  } con { $n ->
    [one] { $n } punto
   *[other] { $n } punti
  }.

## Opzioni della lobby

whizz_bing_bang-option-timing = ⏱️ Troppo lento dopo **{ $slow }** · 💥 **{ $slap }** per lo schiaffo su un Boom · ⚖️ **{ $punish }** per punire
whizz_bing_bang-option-typed-on = ⌨️ Parole scritte: sì ({ $words })
whizz_bing_bang-option-typed-off = ⌨️ Parole scritte: no (solo pulsanti)
whizz_bing_bang-option-end = 🏁 Finisce a { $n ->
    [one] { $n } punto
   *[other] { $n } punti
  } · Preparazione n°{ $setup }
whizz_bing_bang-option-two-players = 2 giocatori ammessi
whizz_bing_bang-option-ai = 🤖 I giocatori IA reagiscono in circa { $s }
whizz_bing_bang-option-token-hunt = 🔎 Caccia ai gettoni: per punire, trova il tuo prossimo gettone tra i tuoi gettoni coperti
whizz_bing_bang-option-first = ▶ Primo giocatore: posto { $n }

## Parole scritte (oltre a quelle inglesi): il suono come lo scrive l'italiano

whizz_bing_bang-typed-whizz = whizz
whizz_bing_bang-typed-bing = bing
whizz_bing_bang-typed-bang = bang
whizz_bing_bang-typed-boom = boom, bum

## Ping e fine

whizz_bing_bang-ping-too-slow = ⏰ { $mention }, sei stato troppo lento: riparti con **{ $whizz }** quando lo dice il tavolo.
whizz_bing_bang-ping-too-slow-last = ⏰ { $mention }, sei stato troppo lento: riparti con **{ $whizz }** quando lo dice il tavolo. Ancora una volta e un'IA prende il tuo posto.
whizz_bing_bang-ping-ai = 🤖 { $mention } è stato troppo lento { $n } volte di fila: ora un'IA gioca al suo posto (`/whizz_bing_bang { $takeback }` per tornare).
whizz_bing_bang-final-line = { $name }: **{ $n ->
    [one] { $n } punto
   *[other] { $n } punti
  }**
whizz_bing_bang-final-rounds = Round giocati: { $n }
whizz_bing_bang-end-one = 🔚 **{ $who }** ha raggiunto { $n ->
    [one] { $n } punto
   *[other] { $n } punti
  } (la partita finisce a { $end }). Vince chi ha meno punti.
whizz_bing_bang-end-many = 🔚 { $who } hanno raggiunto il punteggio finale (la partita finisce a { $end }). Vince chi ha meno punti.
whizz_bing_bang-end-each = **{ $name }** ({ $n ->
    [one] { $n } punto
   *[other] { $n } punti
  })
whizz_bing_bang-end-last-round = L'ultimo round è finito quando **{ $giver }** ha ceduto il suo gettone Boom a **{ $receiver }** ({ $cause }).
whizz_bing_bang-end-deciding-boom = 💥 Il Boom decisivo: { $ranking }
whizz_bing_bang-end-deciding-race = ⚖️ La gara a punire decisiva: { $ranking }
