# Bang & Twang en Discord: la mesa, las manos, el registro, los avisos y los resultados (cogs/bang_and_twang).
# Nombres y textos de las cartas en cards.ftl. «Bang» y «Twang» son los dos sonidos del riff.

## Los sets de melodías (líneas del lobby)

bang_and_twang-set-green_circle = 🟢 Círculo Verde — Melodías de Fogata
bang_and_twang-set-red_triangle = 🔺 Triángulo Rojo — Polca del Carterista
bang_and_twang-set-blue_square = 🟦 Cuadrado Azul — ¡Otra!
bang_and_twang-set-yellow_star = ⭐ Estrella Amarilla — Big Band
bang_and_twang-set-purple_diamond = 🔷 Rombo Morado — Magos del Riff
bang_and_twang-set-orange_heart = 🧡 Corazón Naranja — Giga Traviesa
bang_and_twang-set-unknown = ?

## Opciones en el lobby

bang_and_twang-opt-wondertunes-all = 🌈 Melodías Maravillosas: 8 cartas de melodía al azar de los seis sets
bang_and_twang-opt-wondertunes-pool = 🌈 Melodías Maravillosas: 8 cartas de melodía al azar de { $sets }
bang_and_twang-opt-double = 🎶 Melodía doble: { $set }
bang_and_twang-opt-tunes = 🎶 Melodías: { $set }
bang_and_twang-opt-open-hands = 👐 Manos a la vista
bang_and_twang-opt-hidden-hands = 🤫 Manos ocultas
bang_and_twang-opt-timers = ⏱️ { $decision } s por decisión · ⚡ ventanas de reacción de { $reaction } s

## Riff y cartas

bang_and_twang-letter-bang = B
bang_and_twang-letter-twang = T
bang_and_twang-seat = Puesto { $n }
bang_and_twang-hand-sequence = 🎼 **{ $card }** { $triplet } · { $points ->
        [one] { $points } pto
       *[other] { $points } ptos
    }
bang_and_twang-hand-sequence-match = 🎼 **{ $card }** { $triplet } · { $points ->
        [one] { $points } pto
       *[other] { $points } ptos
    } ✅ coincide
bang_and_twang-bank-line = { $card } · { $points ->
        [one] { $points } pto
       *[other] { $points } ptos
    }
bang_and_twang-bank-line-top = 🔝 { $card } · { $points ->
        [one] { $points } pto
       *[other] { $points } ptos
    }

## La mesa pública

bang_and_twang-table-title = 🐉 Bang & Twang — turno { $turn }
bang_and_twang-status-regular = ▶️ Le toca a **{ $who }**
bang_and_twang-status-extra = ▶️ Le toca a **{ $who }** (turno extra 🎉)
bang_and_twang-status-cut_in = ▶️ Le toca a **{ $who }** (⚡ se cuela)
bang_and_twang-status-interrupted = ⏸️ El turno de { $who } espera
bang_and_twang-status-playing = 🎵 En juego: { $card }
bang_and_twang-status-listening = 👂 Esperando reacciones…
bang_and_twang-status-waiting = ⏳ Esperando a { $names }
bang_and_twang-table-piles = 🃏 Mazo de robo: **{ $draw }** · 🗑️ descarte { $discard }
bang_and_twang-table-piles-top = 🃏 Mazo de robo: **{ $draw }** · 🗑️ descarte { $discard } (encima: { $top })
bang_and_twang-player-counts = ✋ { $hand ->
        [one] { $hand } carta
       *[other] { $hand } cartas
    } en la mano · 🏦 { $bank } en la banca
bang_and_twang-player-locked = 🔒 banca protegida
bang_and_twang-player-orchestra = 🎻 Orquesta completa (repone hasta 3)
bang_and_twang-player-extra = 🎉 +{ $n } turno
bang_and_twang-player-skips = ⏭️ pierde turno ×{ $n }
bang_and_twang-player-known = 👁️ se sabe que tiene: { $cards }
bang_and_twang-table-log = 📜 Últimas acciones
bang_and_twang-table-footer-clockwise = Partida { $id } · ↻ se juega en sentido horario · melodías: { $tunes }
bang_and_twang-table-footer-anticlockwise = Partida { $id } · ↺ se juega en sentido antihorario · melodías: { $tunes }
bang_and_twang-button-flip = Girar { $slot }
bang_and_twang-button-move = Mover { $src }→{ $dst }

## La mano de un jugador (MD o «Mi mano»)

bang_and_twang-hand-title = 🐉 Bang & Twang — tu mano
bang_and_twang-window-turn_start = ⚡ **Ventana de reacción:** está a punto de empezar un turno (⚡ { $card }).
bang_and_twang-window-tune_played = ⚡ **Ventana de reacción:** se acaba de jugar una carta de melodía (⚡ { $card }).
bang_and_twang-window-action_resolved = ⚡ **Ventana de reacción:** una acción se acaba de resolver (⚡ { $heckle } / { $ears }).
bang_and_twang-window-now = ⚡ **Ventana de reacción:** ahora.
bang_and_twang-window-nothing = No tienes ninguna carta de reacción que sirva. (La ventana se cierra sola.)
bang_and_twang-window-may = Puedes jugar ahora una carta de reacción — o dejarlo pasar.
bang_and_twang-prompt-take_action = 🎶 **Te toca.** Gira o mueve una carta del riff (después puedes guardar una carta que coincida), guarda en la banca una carta que coincida o juega una carta de melodía.
bang_and_twang-prompt-standard_action = 🎶 Haz una acción normal: girar, mover o guardar en la banca (sin cartas de melodía).
bang_and_twang-prompt-may_bank = ✅ Una carta de tu mano coincide ahora con el riff. ¿La guardas en la banca?
bang_and_twang-prompt-call_and_response = 🔁 { $card }: puedes guardar en la banca una carta que coincida.
bang_and_twang-prompt-tune_bank = 🏦 Puedes guardar una carta en la banca.
bang_and_twang-prompt-tune_flip = 🔄 Gira una carta del riff (o para).
bang_and_twang-prompt-tune_move = ↔️ Puedes mover una carta del riff.
bang_and_twang-prompt-tune_change = 🎛️ Cambia el riff (girar o mover), guarda una carta que coincida, o para.
bang_and_twang-prompt-tune_rotate = 🔃 { $card }: rota el riff, o para.
bang_and_twang-prompt-tune_set_riff = 🎚️ { $card }: pon el riff en el triplete que quieras.
bang_and_twang-prompt-choose_target = 🎯 Elige a un jugador.
bang_and_twang-prompt-peek_take = 👀 Pon en tu banca una de las cartas que ves.
bang_and_twang-prompt-restack = 🗂️ { $card }: elige la siguiente carta de tu banca (desde abajo), o deja el orden.
bang_and_twang-prompt-name_triplet = 📣 { $card }: di un triplete.
bang_and_twang-prompt-give_card = 🎁 { $card }: da una de tus cartas que coincidan.
bang_and_twang-prompt-other = Te toca decidir.
bang_and_twang-requested = Pedido: { $triplet }
bang_and_twang-window-closes-at = ⏱️ La ventana se cierra { $due }.
bang_and_twang-window-closes-in = ⏱️ La ventana se cierra en { $seconds } s.
bang_and_twang-answer-by = ⏱️ Responde { $due }; después, el bot hace por ti una jugada segura.
bang_and_twang-answer-within = ⏱️ Responde en menos de { $seconds } s; después, el bot hace por ti una jugada segura.
bang_and_twang-hand-idle = Ahora no te toca — atento a la mesa.
bang_and_twang-hand-field = ✋ Tu mano ({ $n })
bang_and_twang-empty = _vacía_
bang_and_twang-hand-peek = 👀 Estás mirando (desde arriba) — solo tú las ves
bang_and_twang-hand-restack = 🗂️ Reordenando
bang_and_twang-restack-placed = Colocadas (desde abajo): { $cards }
bang_and_twang-restack-rest = Por colocar: { $cards }
bang_and_twang-hand-bank = 🏦 Tu banca: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }, { $points ->
        [one] { $points } pto
       *[other] { $points } ptos
    } (desde arriba)
bang_and_twang-hand-footer = { $name } · partida { $id }

## Botones de una mano

bang_and_twang-do-bank = A la banca: { $card }
bang_and_twang-do-flip = Girar { $slot } ({ $riff })
bang_and_twang-do-move = Mover { $src }→{ $dst } ({ $riff })
bang_and_twang-do-rotate-left = La primera al final
bang_and_twang-do-rotate-right = La última al principio
bang_and_twang-do-set = Poner { $riff }
bang_and_twang-do-play = Jugar { $card }
bang_and_twang-do-play-no-effect = Jugar { $card } (sin efecto)
bang_and_twang-do-choose = Elegir a { $who }
bang_and_twang-do-take = Tomar { $card }
bang_and_twang-do-card-n = carta { $n }
bang_and_twang-do-request = Pedir { $triplet }
bang_and_twang-do-give = Dar { $card }
bang_and_twang-do-next = Siguiente: { $card }
bang_and_twang-do-react = ⚡ { $card }
bang_and_twang-do-react-on = ⚡ { $card } contra { $who }
bang_and_twang-do-react-bank = ⚡ { $card }, a la banca: { $bank }
bang_and_twang-do-pass = No reaccionar
bang_and_twang-done-bank = No guardar
bang_and_twang-done-flip = Dejar de girar
bang_and_twang-done-move = No mover
bang_and_twang-done-change = Dejar el riff así
bang_and_twang-done-rotate = Dejar de rotar
bang_and_twang-done-restack = Dejar este orden
bang_and_twang-done = Hecho
bang_and_twang-pick = Elige tu jugada…
bang_and_twang-pick-more = Más jugadas…

## Avisos de turno (tras la mención del jugador)

bang_and_twang-ping-take_action = **te toca**: gira o mueve una carta del riff (y guarda si coincide), guarda en la banca una carta que coincida o juega una carta de melodía (en tus MD o con **{ btn-my-hand }**)
bang_and_twang-ping-may_bank = **te toca**: guarda en la banca tu carta que coincide o déjala (en tus MD o con **{ btn-my-hand }**)
bang_and_twang-ping-own = **te toca**: tu jugada (en tus MD o con **{ btn-my-hand }**)
bang_and_twang-ping-give_card = da una de tus cartas que coincidan ({ $card }) (en tus MD o con **{ btn-my-hand }**)
bang_and_twang-ping-call_and_response = { $card }: puedes guardar en la banca una carta que coincida (en tus MD o con **{ btn-my-hand }**)
bang_and_twang-ping-other = tu jugada en Bang & Twang (en tus MD o con **{ btn-my-hand }**)

## Últimas acciones (el registro de la mesa)

bang_and_twang-log-banked-sequence = 🏦 **{ $who }** guarda *{ $card }* en la banca ({ $triplet })
bang_and_twang-log-banked = 🏦 **{ $who }** guarda *{ $card }* en la banca ({ $points ->
        [one] { $points } pto
       *[other] { $points } ptos
    })
bang_and_twang-log-start = Empieza la partida: riff { $riff }, sale { $who }.
bang_and_twang-log-turn-resumed = Sigue el turno de { $who }.
bang_and_twang-log-turn-extra = { $who } juega un turno extra.
bang_and_twang-log-turn-cut_in = { $who } se cuela: un turno propio.
bang_and_twang-log-turn = Le toca a { $who }.
bang_and_twang-log-skipped = { $who } pierde el turno.
bang_and_twang-log-riff-flip = { $who } gira la posición { $slot }: ahora el riff es { $riff }.
bang_and_twang-log-riff-move = { $who } mueve la posición { $slot } a la { $to }: ahora el riff es { $riff }.
bang_and_twang-log-riff-rotate = { $who } rota el riff: ahora es { $riff }.
bang_and_twang-log-riff-set = { $who } pone el riff en { $riff }.
bang_and_twang-log-riff-flip_all = { $who } gira todas las cartas del riff: ahora el riff es { $riff }.
bang_and_twang-log-riff = Ahora el riff es { $riff }.
bang_and_twang-log-played = { $who } juega { $card }.
bang_and_twang-log-played-no-effect = { $who } juega { $card } (sin efecto).
bang_and_twang-log-cancelled = { $by } manda callar a { $who }: { $card } queda anulada.
bang_and_twang-log-drawn = { $who } roba { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }.
bang_and_twang-log-bank-take_top = { $who } toma la carta de encima de la banca de { $source }.
bang_and_twang-log-bank-take_bottom = { $who } toma la carta de abajo de la banca de { $source }.
bang_and_twang-log-bank-swap_top = { $who } cambia su carta de encima de la banca con { $source }.
bang_and_twang-log-bank-peek_take = { $who } fisga y toma una carta de la banca de { $source }.
bang_and_twang-log-bank-heckle = { $who } abuchea y toma una carta de la banca de { $source }.
bang_and_twang-log-bank-pass_top = { $who } toma una carta de la banca de { $source }.
bang_and_twang-log-hand-sleight = { $who } toma una carta de la mano de { $source }.
bang_and_twang-log-hand-request = { $source } le da a { $who } una carta de su mano.
bang_and_twang-log-hands-pass = { $who } pasa la música: cada mano pasa al siguiente.
bang_and_twang-log-hands-swap = { $who } cambia su mano con { $other }.
bang_and_twang-log-requested = { $who } pide { $triplet }.
bang_and_twang-log-revealed = { $who } revela { $card }.
bang_and_twang-log-restacked = { $who } reordena su banca.
bang_and_twang-log-tops-passed = Las cartas de encima de las bancas dan la vuelta a la fogata: { $names }.
bang_and_twang-log-tops-burned = El incendio forestal quema { $cards }.
bang_and_twang-log-tops-burned-none = Incendio forestal: ninguna banca tenía cartas que quemar.
bang_and_twang-log-effect-extra_turn = { $who } jugará un turno extra.
bang_and_twang-log-effect-skip = { $who } perderá su próximo turno.
bang_and_twang-log-effect-refresh_target = { $who } ahora repone hasta { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }.
bang_and_twang-log-effect-extra_actions = { $who } hace { $n } acciones.
bang_and_twang-log-ended = Fin de la partida. Puntos: { $scores }.
bang_and_twang-log-score = { $who } { $points }

## Resultados

bang_and_twang-final-stopped = Cartas en la banca cuando se detuvo la partida:
bang_and_twang-final-stopped-line = { $who } — { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } en la banca
bang_and_twang-final-line = { $who } — **{ $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }** ({ $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } en la banca)
bang_and_twang-final-line-won = 🏆 { $who } — **{ $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }** ({ $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } en la banca)
bang_and_twang-headline-one = 🏆 { $names } gana con { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
bang_and_twang-headline-one-tiebreak = 🏆 { $names } gana con { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } (empate a puntos, decidido por quien tiene más cartas en la banca)
bang_and_twang-headline-shared = 🏆 { $names } comparten la victoria con { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } cada uno
bang_and_twang-headline-shared-tiebreak = 🏆 { $names } comparten la victoria con { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } cada uno (empate a puntos, decidido por quien tiene más cartas en la banca)
bang_and_twang-end-out_of_cards = 🔚 El mazo de robo estaba vacío y { $who } no tenía más cartas, así que terminó la partida.
bang_and_twang-end-out_of_cards-anyone = 🔚 El mazo de robo estaba vacío y el jugador activo no tenía más cartas, así que terminó la partida.
bang_and_twang-end-stall = 🔚 El mazo de robo estaba vacío y nadie guardó ni jugó una carta durante { $rounds } rondas (la regla del bloqueo), así que terminó la partida.
bang_and_twang-end-turn_cap = 🔚 La partida llegó al límite de { $turns } turnos.
