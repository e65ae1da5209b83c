# Il terminale (`python -m bot play bang_and_twang`): il tavolo, gli eventi, le domande e i menu.

## Parole usate ovunque

bang_and_twang-term-letter-B = B
bang_and_twang-term-letter-T = T
bang_and_twang-term-face-B = Bang
bang_and_twang-term-face-T = Twang
bang_and_twang-term-cards = { $n ->
    [one] { $n } carta
   *[other] { $n } carte
}
bang_and_twang-term-points = { $n ->
    [one] { $n } punto
   *[other] { $n } punti
}
bang_and_twang-term-sequence = { $name } ({ $triplet }, { $points })
bang_and_twang-term-sequence-view = { $name } [{ $triplet }] { $points ->
    [one] { $points } pt
   *[other] { $points } pt
}
bang_and_twang-term-tune-view = { $name }: { $text }
bang_and_twang-term-reaction-view = { $name } (reazione): { $text }
bang_and_twang-term-empty = (vuota)

## Il tavolo

bang_and_twang-term-riff = Riff: { $slots }
bang_and_twang-term-slot = [{ $slot }] { $face }
bang_and_twang-term-turn = Turno { $turn }: { $whose }{ $interrupting }  | mazzo { $draw }  | scarti { $discard }{ $top }
bang_and_twang-term-yours-turn = tocca a te ({ $seat })
bang_and_twang-term-yours-extra = il tuo turno extra ({ $seat })
bang_and_twang-term-yours-cut_in = ti intrometti ({ $seat })
bang_and_twang-term-theirs-turn = turno di { $who }
bang_and_twang-term-theirs-extra = turno extra di { $who }
bang_and_twang-term-theirs-cut_in = { $who } si intromette
bang_and_twang-term-interrupting = , interrompendo { $who }
bang_and_twang-term-top = { " " }(in cima: { $card })
bang_and_twang-term-listening = In attesa di reazioni: { $window }…
bang_and_twang-term-window-turn_start = sta per iniziare un turno ({ $cut_in })
bang_and_twang-term-window-tune_played = è appena stata giocata una carta melodia ({ $shush })
bang_and_twang-term-window-action_resolved = un'azione si è appena risolta ({ $heckle } / { $quick_ears })
bang_and_twang-term-window-now = adesso
bang_and_twang-term-player = { $who }: { $hand } in mano, { $bank } in banca
bang_and_twang-term-bank-locked = banca chiusa
bang_and_twang-term-extra-turns = +{ $n ->
    [one] { $n } turno extra
   *[other] { $n } turni extra
}
bang_and_twang-term-skips = { $n ->
    [one] { $n } turno
   *[other] { $n } turni
} da saltare
bang_and_twang-term-your-hand = La tua mano: { $cards }
bang_and_twang-term-your-bank = La tua banca ({ $points }): { $cards }
bang_and_twang-term-you-see = Vedi: { $cards }
bang_and_twang-term-game-over = Partita finita: { $summary }

## Che cosa chiede ogni decisione

bang_and_twang-term-prompt-take_action = Tocca a te: gira o sposta una carta del riff (poi puoi mettere in banca una carta che corrisponde), metti in banca una carta che corrisponde o gioca una carta melodia.
bang_and_twang-term-prompt-standard_action = Fai un'azione normale: girare, spostare o mettere in banca (niente carte melodia).
bang_and_twang-term-prompt-may_bank = Una carta della tua mano ora corrisponde al riff. La metti in banca?
bang_and_twang-term-prompt-call_and_response = { $card }: puoi mettere in banca una carta che corrisponde.
bang_and_twang-term-prompt-tune_bank = Puoi mettere in banca una carta.
bang_and_twang-term-prompt-tune_flip = Gira una carta del riff, o fermati.
bang_and_twang-term-prompt-tune_move = Puoi spostare una carta del riff.
bang_and_twang-term-prompt-tune_change = Cambia il riff (gira o sposta), metti in banca una carta che corrisponde, o fermati.
bang_and_twang-term-prompt-tune_rotate = { $card }: fai ruotare il riff, o fermati.
bang_and_twang-term-prompt-tune_set_riff = { $card }: imposta il riff su una tripletta qualsiasi.
bang_and_twang-term-prompt-choose_target = Scegli un giocatore.
bang_and_twang-term-prompt-peek_take = Prendi una delle carte che vedi e mettila nella tua banca.
bang_and_twang-term-prompt-restack = { $card }: scegli la prossima carta della tua banca (dal fondo), o lascia l'ordine com'è.
bang_and_twang-term-prompt-name_triplet = { $card }: nomina una tripletta.
bang_and_twang-term-prompt-give_card = { $card }: dai una delle tue carte che corrispondono.
bang_and_twang-term-prompt-other = Tocca a te decidere.
bang_and_twang-term-prompt-react = Finestra di reazione: { $window }. Gioca una carta reazione, o lascia perdere.

## Eventi

bang_and_twang-term-start = Si comincia: riff { $riff }, inizia { $who }.
bang_and_twang-term-resumes = Riprende il turno di { $who }.
bang_and_twang-term-turn-extra = { $who } fa un turno extra.
bang_and_twang-term-turn-cut_in = { $who } si intromette: un turno tutto suo.
bang_and_twang-term-turn-regular = Turno di { $who }.
bang_and_twang-term-skipped = { $who } salta il turno.
bang_and_twang-term-riff-flip = { $who } gira la posizione { $slot }: ora il riff è { $riff }.
bang_and_twang-term-riff-move = { $who } sposta la posizione { $slot } in { $to }: ora il riff è { $riff }.
bang_and_twang-term-riff-rotate = { $who } fa ruotare il riff: ora è { $riff }.
bang_and_twang-term-riff-set = { $who } imposta il riff su { $riff }.
bang_and_twang-term-riff-flip_all = { $who } gira tutte le carte del riff: ora il riff è { $riff }.
bang_and_twang-term-riff-other = Ora il riff è { $riff }.
bang_and_twang-term-banks = { $who } mette in banca { $card }.
bang_and_twang-term-banks-sequence = { $who } mette in banca { $card } ({ $triplet }).
bang_and_twang-term-plays = { $who } gioca { $card }.
bang_and_twang-term-plays-no-effect = { $who } gioca { $card } (nessun effetto).
bang_and_twang-term-shushes = { $who } zittisce { $target }: { $card } è annullata.
bang_and_twang-term-draws = { $who } pesca { $n ->
    [one] { $n } carta
   *[other] { $n } carte
}.
bang_and_twang-term-you-draw = Peschi { $cards }.
bang_and_twang-term-takes-bank = { $who } prende una carta dalla banca di { $source } ({ $how }).
bang_and_twang-term-how-take_top = dalla cima
bang_and_twang-term-how-take_bottom = dal fondo
bang_and_twang-term-how-swap_top = scambio delle cime
bang_and_twang-term-how-peek_take = sbirciata
bang_and_twang-term-how-heckle = disturbo
bang_and_twang-term-how-pass_top = passaggio della cima
bang_and_twang-term-bank-moves = { $card } passa dalla banca di { $source } a quella di { $who }.
bang_and_twang-term-bank-moves-for = { $card } passa dalla banca di { $source } a quella di { $who } in cambio di { $returned }.
bang_and_twang-term-you-see-bank = Nella banca di { $source } vedi: { $cards }.
bang_and_twang-term-takes-hand = { $who } prende una carta dalla mano di { $source }.
bang_and_twang-term-hand-moves = { $card } passa da { $source } a { $who }.
bang_and_twang-term-passes-music = { $who } passa la musica.
bang_and_twang-term-swaps-hands = { $who } scambia la mano con { $other }.
bang_and_twang-term-receives = { $who } riceve da { $source }: { $cards }.
bang_and_twang-term-requests = { $who } chiede { $triplet }.
bang_and_twang-term-reveals = { $who } rivela { $card }.
bang_and_twang-term-restacks = { $who } riordina la sua banca.
bang_and_twang-term-tops-pass = Le cime delle banche girano attorno al fuoco: { $seats }.
bang_and_twang-term-fire-burns = L'incendio nel bosco brucia { $cards }.
bang_and_twang-term-will-extra = { $who } farà un turno extra.
bang_and_twang-term-will-skip = { $who } salterà il prossimo turno.
bang_and_twang-term-refresh = Ora { $who } ripesca fino a { $n ->
    [one] { $n } carta
   *[other] { $n } carte
}.
bang_and_twang-term-actions = { $who } fa { $n ->
    [one] { $n } azione
   *[other] { $n } azioni
}.
bang_and_twang-term-listening-now = In attesa di reazioni…
bang_and_twang-term-points-line = Partita finita. Punti: { $scores }.
bang_and_twang-term-seat-points = { $who } { $points }

## Il risultato

bang_and_twang-term-wins = { $who } vince con { $n ->
    [one] { $n } punto
   *[other] { $n } punti
}
bang_and_twang-term-win = { $who } vincono con { $n ->
    [one] { $n } punto
   *[other] { $n } punti
}

## Menu

bang_and_twang-term-do-bank = In banca: { $card }
bang_and_twang-term-do-flip = Gira { $slot }
bang_and_twang-term-do-flip-gives = Gira { $slot } (diventa { $riff })
bang_and_twang-term-do-move = Sposta { $src }→{ $dst }
bang_and_twang-term-do-move-gives = Sposta { $src }→{ $dst } (diventa { $riff })
bang_and_twang-term-do-left-to-end = La prima in fondo
bang_and_twang-term-do-right-to-front = L'ultima in testa
bang_and_twang-term-do-set = Imposta il riff { $riff }
bang_and_twang-term-do-play = Gioca { $card }
bang_and_twang-term-done-may_bank = Non mettere in banca
bang_and_twang-term-done-tune_bank = Non mettere in banca
bang_and_twang-term-done-call_and_response = Non mettere in banca
bang_and_twang-term-done-tune_flip = Smetti di girare
bang_and_twang-term-done-tune_move = Non spostare
bang_and_twang-term-done-tune_change = Smetti di cambiare il riff
bang_and_twang-term-done-tune_rotate = Smetti di ruotare
bang_and_twang-term-done-restack = Lascia quest'ordine
bang_and_twang-term-done = Fatto
bang_and_twang-term-do-choose = Scegli { $who }
bang_and_twang-term-do-take = Prendi la carta { $n } dalla cima
bang_and_twang-term-do-request = Chiedi { $triplet }
bang_and_twang-term-do-give = Dai { $card }
bang_and_twang-term-do-restack = Prossima: la carta { $n }
bang_and_twang-term-do-react = Reagisci: { $card }
bang_and_twang-term-do-react-on = Reagisci: { $card } su { $who }
bang_and_twang-term-do-react-bank = Reagisci: { $card }, metti in banca { $bank }
bang_and_twang-term-do-pass = Non reagire

## Le statistiche di simulate

bang_and_twang-term-stat-turns = turni
bang_and_twang-term-stat-top_score = punteggio migliore
bang_and_twang-term-stat-banked = carte in banca
bang_and_twang-term-stat-shared_win = vittoria condivisa
