# Bang & Twang su Discord: il tavolo, le mani, il registro, i ping e i risultati (cogs/bang_and_twang).
# Nomi e testi delle carte in cards.ftl. "Bang" e "Twang" sono i due suoni del riff.

## I set di melodie (righe della lobby)

bang_and_twang-set-green_circle = 🟢 Cerchio Verde — Melodie del Falò
bang_and_twang-set-red_triangle = 🔺 Triangolo Rosso — Polka del Borseggiatore
bang_and_twang-set-blue_square = 🟦 Quadrato Blu — Bis!
bang_and_twang-set-yellow_star = ⭐ Stella Gialla — Big Band
bang_and_twang-set-purple_diamond = 🔷 Rombo Viola — Maghi del Riff
bang_and_twang-set-orange_heart = 🧡 Cuore Arancione — Giga Dispettosa
bang_and_twang-set-unknown = ?

## Righe delle opzioni nella lobby

bang_and_twang-opt-wondertunes-all = 🌈 Melodie Meravigliose: 8 carte melodia a caso da tutti e sei i set
bang_and_twang-opt-wondertunes-pool = 🌈 Melodie Meravigliose: 8 carte melodia a caso da { $sets }
bang_and_twang-opt-double = 🎶 Doppia melodia: { $set }
bang_and_twang-opt-tunes = 🎶 Melodie: { $set }
bang_and_twang-opt-open-hands = 👐 Mani scoperte
bang_and_twang-opt-hidden-hands = 🤫 Mani nascoste
bang_and_twang-opt-timers = ⏱️ { $decision } s per decisione · ⚡ finestre di reazione di { $reaction } s

## Riff e carte

bang_and_twang-letter-bang = B
bang_and_twang-letter-twang = T
bang_and_twang-seat = Posto { $n }
bang_and_twang-hand-sequence = 🎼 **{ $card }** { $triplet } · { $points ->
        [one] { $points } pt
       *[other] { $points } pt
    }
bang_and_twang-hand-sequence-match = 🎼 **{ $card }** { $triplet } · { $points ->
        [one] { $points } pt
       *[other] { $points } pt
    } ✅ corrisponde
bang_and_twang-bank-line = { $card } · { $points ->
        [one] { $points } pt
       *[other] { $points } pt
    }
bang_and_twang-bank-line-top = 🔝 { $card } · { $points ->
        [one] { $points } pt
       *[other] { $points } pt
    }

## Il tavolo pubblico

bang_and_twang-table-title = 🐉 Bang & Twang — turno { $turn }
bang_and_twang-status-regular = ▶️ Tocca a **{ $who }**
bang_and_twang-status-extra = ▶️ Tocca a **{ $who }** (turno extra 🎉)
bang_and_twang-status-cut_in = ▶️ Tocca a **{ $who }** (⚡ si intromette)
bang_and_twang-status-interrupted = ⏸️ Il turno di { $who } aspetta
bang_and_twang-status-playing = 🎵 In gioco: { $card }
bang_and_twang-status-listening = 👂 In ascolto delle reazioni…
bang_and_twang-status-waiting = ⏳ Si aspetta { $names }
bang_and_twang-table-piles = 🃏 Mazzo di pesca: **{ $draw }** · 🗑️ scarti { $discard }
bang_and_twang-table-piles-top = 🃏 Mazzo di pesca: **{ $draw }** · 🗑️ scarti { $discard } (in cima: { $top })
bang_and_twang-player-counts = ✋ { $hand ->
        [one] { $hand } carta
       *[other] { $hand } carte
    } in mano · 🏦 { $bank } in banca
bang_and_twang-player-locked = 🔒 banca protetta
bang_and_twang-player-orchestra = 🎻 Orchestra al completo (rifornisce fino a 3)
bang_and_twang-player-extra = 🎉 +{ $n } turno
bang_and_twang-player-skips = ⏭️ salta ×{ $n }
bang_and_twang-player-known = 👁️ carte note in mano: { $cards }
bang_and_twang-table-log = 📜 Ultime azioni
bang_and_twang-table-footer-clockwise = Partita { $id } · ↻ si gira in senso orario · melodie: { $tunes }
bang_and_twang-table-footer-anticlockwise = Partita { $id } · ↺ si gira in senso antiorario · melodie: { $tunes }
bang_and_twang-button-flip = Gira { $slot }
bang_and_twang-button-move = Sposta { $src }→{ $dst }

## La mano di un giocatore (DM o "La mia mano")

bang_and_twang-hand-title = 🐉 Bang & Twang — la tua mano
bang_and_twang-window-turn_start = ⚡ **Finestra di reazione:** sta per iniziare un turno (⚡ { $card }).
bang_and_twang-window-tune_played = ⚡ **Finestra di reazione:** è appena stata giocata una carta melodia (⚡ { $card }).
bang_and_twang-window-action_resolved = ⚡ **Finestra di reazione:** un'azione si è appena risolta (⚡ { $heckle } / { $ears }).
bang_and_twang-window-now = ⚡ **Finestra di reazione:** adesso.
bang_and_twang-window-nothing = Non hai carte reazione adatte. (La finestra si chiude da sola.)
bang_and_twang-window-may = Puoi giocare ora una carta reazione — oppure lasciar perdere.
bang_and_twang-prompt-take_action = 🎶 **Tocca a te.** Gira o sposta una carta del riff (poi puoi mettere in banca una carta che corrisponde), metti in banca una carta che corrisponde o gioca una carta melodia.
bang_and_twang-prompt-standard_action = 🎶 Fai un'azione normale: girare, spostare o mettere in banca (niente carte melodia).
bang_and_twang-prompt-may_bank = ✅ Una carta della tua mano ora corrisponde al riff. La metti in banca?
bang_and_twang-prompt-call_and_response = 🔁 { $card }: puoi mettere in banca una carta che corrisponde.
bang_and_twang-prompt-tune_bank = 🏦 Puoi mettere in banca una carta.
bang_and_twang-prompt-tune_flip = 🔄 Gira una carta del riff (o fermati).
bang_and_twang-prompt-tune_move = ↔️ Puoi spostare una carta del riff.
bang_and_twang-prompt-tune_change = 🎛️ Cambia il riff (girando o spostando), metti in banca una carta che corrisponde, o fermati.
bang_and_twang-prompt-tune_rotate = 🔃 { $card }: ruota il riff, o fermati.
bang_and_twang-prompt-tune_set_riff = 🎚️ { $card }: imposta il riff su una terna a scelta.
bang_and_twang-prompt-choose_target = 🎯 Scegli un giocatore.
bang_and_twang-prompt-peek_take = 👀 Metti nella tua banca una delle carte che vedi.
bang_and_twang-prompt-restack = 🗂️ { $card }: scegli la prossima carta della tua banca (dal fondo), o tieni quest'ordine.
bang_and_twang-prompt-name_triplet = 📣 { $card }: nomina una terna.
bang_and_twang-prompt-give_card = 🎁 { $card }: dai una delle tue carte che corrispondono.
bang_and_twang-prompt-other = Tocca a te decidere.
bang_and_twang-requested = Richiesta: { $triplet }
bang_and_twang-window-closes-at = ⏱️ La finestra si chiude { $due }.
bang_and_twang-window-closes-in = ⏱️ La finestra si chiude tra { $seconds } s.
bang_and_twang-answer-by = ⏱️ Rispondi { $due }; dopo, il bot fa per te una mossa sicura.
bang_and_twang-answer-within = ⏱️ Rispondi entro { $seconds } s; dopo, il bot fa per te una mossa sicura.
bang_and_twang-hand-idle = Ora non tocca a te — guarda il tavolo.
bang_and_twang-hand-field = ✋ La tua mano ({ $n })
bang_and_twang-empty = _vuota_
bang_and_twang-hand-peek = 👀 Stai guardando (dalla cima) — le vedi solo tu
bang_and_twang-hand-restack = 🗂️ Riordino
bang_and_twang-restack-placed = Già messe (dal fondo): { $cards }
bang_and_twang-restack-rest = Ancora da mettere: { $cards }
bang_and_twang-hand-bank = 🏦 La tua banca: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } carte
    }, { $points ->
        [one] { $points } pt
       *[other] { $points } pt
    } (dalla cima)
bang_and_twang-hand-footer = { $name } · partita { $id }

## Pulsanti della mano

bang_and_twang-do-bank = In banca: { $card }
bang_and_twang-do-flip = Gira { $slot } ({ $riff })
bang_and_twang-do-move = Sposta { $src }→{ $dst } ({ $riff })
bang_and_twang-do-rotate-left = La prima in fondo
bang_and_twang-do-rotate-right = L'ultima in testa
bang_and_twang-do-set = Imposta { $riff }
bang_and_twang-do-play = Gioca { $card }
bang_and_twang-do-play-no-effect = Gioca { $card } (senza effetto)
bang_and_twang-do-choose = Scegli { $who }
bang_and_twang-do-take = Prendi { $card }
bang_and_twang-do-card-n = carta { $n }
bang_and_twang-do-request = Chiedi { $triplet }
bang_and_twang-do-give = Dai { $card }
bang_and_twang-do-next = Prossima: { $card }
bang_and_twang-do-react = ⚡ { $card }
bang_and_twang-do-react-on = ⚡ { $card } su { $who }
bang_and_twang-do-react-bank = ⚡ { $card }, in banca { $bank }
bang_and_twang-do-pass = Non reagire
bang_and_twang-done-bank = Non mettere in banca
bang_and_twang-done-flip = Basta girare
bang_and_twang-done-move = Non spostare
bang_and_twang-done-change = Basta cambiare il riff
bang_and_twang-done-rotate = Basta ruotare
bang_and_twang-done-restack = Tieni quest'ordine
bang_and_twang-done = Fatto
bang_and_twang-pick = Scegli la tua mossa…
bang_and_twang-pick-more = Altre mosse…

## Ping del turno (dopo la menzione del giocatore)

bang_and_twang-ping-take_action = **tocca a te**: gira o sposta una carta del riff (poi metti in banca), metti in banca una carta che corrisponde o gioca una carta melodia (nei tuoi DM o con **{ btn-my-hand }**)
bang_and_twang-ping-may_bank = **tocca a te**: metti in banca la carta che corrisponde o lasciala (nei tuoi DM o con **{ btn-my-hand }**)
bang_and_twang-ping-own = **tocca a te**: la tua mossa (nei tuoi DM o con **{ btn-my-hand }**)
bang_and_twang-ping-give_card = dai una delle tue carte che corrispondono ({ $card }) (nei tuoi DM o con **{ btn-my-hand }**)
bang_and_twang-ping-call_and_response = { $card }: puoi mettere in banca una carta che corrisponde (nei tuoi DM o con **{ btn-my-hand }**)
bang_and_twang-ping-other = la tua mossa a Bang & Twang (nei tuoi DM o con **{ btn-my-hand }**)

## Ultime azioni (il registro del tavolo)

bang_and_twang-log-banked-sequence = 🏦 **{ $who }** mette in banca *{ $card }* ({ $triplet })
bang_and_twang-log-banked = 🏦 **{ $who }** mette in banca *{ $card }* ({ $points ->
        [one] { $points } pt
       *[other] { $points } pt
    })
bang_and_twang-log-start = Si comincia: riff { $riff }, inizia { $who }.
bang_and_twang-log-turn-resumed = Riprende il turno di { $who }.
bang_and_twang-log-turn-extra = { $who } fa un turno extra.
bang_and_twang-log-turn-cut_in = { $who } si intromette: un turno tutto suo.
bang_and_twang-log-turn = Tocca a { $who }.
bang_and_twang-log-skipped = { $who } salta il turno.
bang_and_twang-log-riff-flip = { $who } gira la posizione { $slot }: ora il riff è { $riff }.
bang_and_twang-log-riff-move = { $who } sposta la posizione { $slot } in { $to }: ora il riff è { $riff }.
bang_and_twang-log-riff-rotate = { $who } ruota il riff: ora è { $riff }.
bang_and_twang-log-riff-set = { $who } imposta il riff su { $riff }.
bang_and_twang-log-riff-flip_all = { $who } gira tutte le carte del riff: ora il riff è { $riff }.
bang_and_twang-log-riff = Ora il riff è { $riff }.
bang_and_twang-log-played = { $who } gioca { $card }.
bang_and_twang-log-played-no-effect = { $who } gioca { $card } (senza effetto).
bang_and_twang-log-cancelled = { $by } zittisce { $who }: { $card } è annullata.
bang_and_twang-log-drawn = { $who } pesca { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }.
bang_and_twang-log-bank-take_top = { $who } prende una carta dalla cima della banca di { $source }.
bang_and_twang-log-bank-take_bottom = { $who } prende una carta dal fondo della banca di { $source }.
bang_and_twang-log-bank-swap_top = { $who } scambia la carta in cima alla banca con { $source }.
bang_and_twang-log-bank-peek_take = { $who } sbircia e prende una carta dalla banca di { $source }.
bang_and_twang-log-bank-heckle = { $who } fischia e prende una carta dalla banca di { $source }.
bang_and_twang-log-bank-pass_top = { $who } prende una carta dalla banca di { $source }.
bang_and_twang-log-hand-sleight = { $who } prende una carta dalla mano di { $source }.
bang_and_twang-log-hand-request = { $source } dà a { $who } una carta della sua mano.
bang_and_twang-log-hands-pass = { $who } passa la musica: ogni mano va avanti.
bang_and_twang-log-hands-swap = { $who } scambia la mano con { $other }.
bang_and_twang-log-requested = { $who } chiede { $triplet }.
bang_and_twang-log-revealed = { $who } scopre { $card }.
bang_and_twang-log-restacked = { $who } riordina la sua banca.
bang_and_twang-log-tops-passed = Le cime delle banche girano attorno al falò: { $names }.
bang_and_twang-log-tops-burned = L'incendio nel bosco brucia { $cards }.
bang_and_twang-log-tops-burned-none = Incendio nel bosco: nessuna banca aveva carte da bruciare.
bang_and_twang-log-effect-extra_turn = { $who } farà un turno extra.
bang_and_twang-log-effect-skip = { $who } salterà il prossimo turno.
bang_and_twang-log-effect-refresh_target = { $who } ora si rifornisce fino a { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }.
bang_and_twang-log-effect-extra_actions = { $who } fa { $n } azioni.
bang_and_twang-log-ended = Partita finita. Punti: { $scores }.
bang_and_twang-log-score = { $who } { $points }

## Risultati

bang_and_twang-final-stopped = Carte in banca quando la partita è stata fermata:
bang_and_twang-final-stopped-line = { $who } — { $cards ->
        [one] { $cards } carta
       *[other] { $cards } carte
    } in banca
bang_and_twang-final-line = { $who } — **{ $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }** ({ $cards ->
        [one] { $cards } carta
       *[other] { $cards } carte
    } in banca)
bang_and_twang-final-line-won = 🏆 { $who } — **{ $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }** ({ $cards ->
        [one] { $cards } carta
       *[other] { $cards } carte
    } in banca)
bang_and_twang-headline-one = 🏆 { $names } vince con { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }
bang_and_twang-headline-one-tiebreak = 🏆 { $names } vince con { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    } (pareggio ai punti, deciso da chi ha più carte in banca)
bang_and_twang-headline-shared = 🏆 { $names } vincono insieme con { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    } a testa
bang_and_twang-headline-shared-tiebreak = 🏆 { $names } vincono insieme con { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    } a testa (pareggio ai punti, deciso da chi ha più carte in banca)
bang_and_twang-end-out_of_cards = 🔚 Il mazzo di pesca era vuoto e { $who } non aveva più carte, quindi la partita è finita.
bang_and_twang-end-out_of_cards-anyone = 🔚 Il mazzo di pesca era vuoto e il giocatore di turno non aveva più carte, quindi la partita è finita.
bang_and_twang-end-stall = 🔚 Il mazzo di pesca era vuoto e per { $rounds } giri nessuno ha messo in banca o giocato una carta (la regola dello stallo), quindi la partita è finita.
bang_and_twang-end-turn_cap = 🔚 La partita ha raggiunto il limite di { $turns } turni.
