# La terminal (`python -m bot play bang_and_twang`): la mesa, los eventos, las preguntas y los menús.

## Palabras que se usan en todas partes

bang_and_twang-term-letter-B = B
bang_and_twang-term-letter-T = T
bang_and_twang-term-face-B = Bang
bang_and_twang-term-face-T = Twang
bang_and_twang-term-cards = { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
bang_and_twang-term-points = { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
}
bang_and_twang-term-sequence = { $name } ({ $triplet }, { $points })
bang_and_twang-term-sequence-view = { $name } [{ $triplet }] { $points ->
    [one] { $points } pto
   *[other] { $points } ptos
}
bang_and_twang-term-tune-view = { $name }: { $text }
bang_and_twang-term-reaction-view = { $name } (reacción): { $text }
bang_and_twang-term-empty = (vacía)

## La mesa

bang_and_twang-term-riff = Riff: { $slots }
bang_and_twang-term-slot = [{ $slot }] { $face }
bang_and_twang-term-turn = Turno { $turn }: { $whose }{ $interrupting }  | mazo { $draw }  | descarte { $discard }{ $top }
bang_and_twang-term-yours-turn = te toca ({ $seat })
bang_and_twang-term-yours-extra = tu turno extra ({ $seat })
bang_and_twang-term-yours-cut_in = te cuelas ({ $seat })
bang_and_twang-term-theirs-turn = turno de { $who }
bang_and_twang-term-theirs-extra = turno extra de { $who }
bang_and_twang-term-theirs-cut_in = { $who } se cuela
bang_and_twang-term-interrupting = , interrumpiendo a { $who }
bang_and_twang-term-top = { " " }(arriba: { $card })
bang_and_twang-term-listening = Esperando reacciones: { $window }…
bang_and_twang-term-window-turn_start = está a punto de empezar un turno ({ $cut_in })
bang_and_twang-term-window-tune_played = se acaba de jugar una carta de melodía ({ $shush })
bang_and_twang-term-window-action_resolved = una acción se acaba de resolver ({ $heckle } / { $quick_ears })
bang_and_twang-term-window-now = ahora
bang_and_twang-term-player = { $who }: { $hand } en la mano, { $bank } en la banca
bang_and_twang-term-bank-locked = banca cerrada
bang_and_twang-term-extra-turns = +{ $n ->
    [one] { $n } turno extra
   *[other] { $n } turnos extra
}
bang_and_twang-term-skips = { $n ->
    [one] { $n } turno
   *[other] { $n } turnos
} sin jugar
bang_and_twang-term-your-hand = Tu mano: { $cards }
bang_and_twang-term-your-bank = Tu banca ({ $points }): { $cards }
bang_and_twang-term-you-see = Ves: { $cards }
bang_and_twang-term-game-over = Fin de la partida: { $summary }

## Qué pregunta cada decisión

bang_and_twang-term-prompt-take_action = Te toca: gira o mueve una carta del riff (después puedes guardar en la banca una carta que coincida), guarda en la banca una carta que coincida o juega una carta de melodía.
bang_and_twang-term-prompt-standard_action = Haz una acción normal: girar, mover o guardar en la banca (sin cartas de melodía).
bang_and_twang-term-prompt-may_bank = Una carta de tu mano coincide ahora con el riff. ¿La guardas en la banca?
bang_and_twang-term-prompt-call_and_response = { $card }: puedes guardar en la banca una carta que coincida.
bang_and_twang-term-prompt-tune_bank = Puedes guardar una carta en la banca.
bang_and_twang-term-prompt-tune_flip = Gira una carta del riff, o para.
bang_and_twang-term-prompt-tune_move = Puedes mover una carta del riff.
bang_and_twang-term-prompt-tune_change = Cambia el riff (gira o mueve), guarda una carta que coincida, o para.
bang_and_twang-term-prompt-tune_rotate = { $card }: rota el riff, o para.
bang_and_twang-term-prompt-tune_set_riff = { $card }: pon el riff en el triplete que quieras.
bang_and_twang-term-prompt-choose_target = Elige a un jugador.
bang_and_twang-term-prompt-peek_take = Lleva a tu banca una de las cartas que ves.
bang_and_twang-term-prompt-restack = { $card }: elige la siguiente carta de tu banca (desde abajo), o deja el orden.
bang_and_twang-term-prompt-name_triplet = { $card }: di un triplete.
bang_and_twang-term-prompt-give_card = { $card }: da una de tus cartas que coinciden.
bang_and_twang-term-prompt-other = Te toca decidir.
bang_and_twang-term-prompt-react = Ventana de reacción: { $window }. Juega una carta de reacción, o déjalo pasar.

## Eventos

bang_and_twang-term-start = Empieza la partida: riff { $riff }, empieza { $who }.
bang_and_twang-term-resumes = Sigue el turno de { $who }.
bang_and_twang-term-turn-extra = { $who } juega un turno extra.
bang_and_twang-term-turn-cut_in = { $who } se cuela: un turno para sí.
bang_and_twang-term-turn-regular = Turno de { $who }.
bang_and_twang-term-skipped = { $who } pierde su turno.
bang_and_twang-term-riff-flip = { $who } gira la posición { $slot }: ahora el riff es { $riff }.
bang_and_twang-term-riff-move = { $who } mueve la posición { $slot } a la { $to }: ahora el riff es { $riff }.
bang_and_twang-term-riff-rotate = { $who } rota el riff: ahora es { $riff }.
bang_and_twang-term-riff-set = { $who } pone el riff en { $riff }.
bang_and_twang-term-riff-flip_all = { $who } gira todas las cartas del riff: ahora el riff es { $riff }.
bang_and_twang-term-riff-other = Ahora el riff es { $riff }.
bang_and_twang-term-banks = { $who } guarda en la banca { $card }.
bang_and_twang-term-banks-sequence = { $who } guarda en la banca { $card } ({ $triplet }).
bang_and_twang-term-plays = { $who } juega { $card }.
bang_and_twang-term-plays-no-effect = { $who } juega { $card } (sin efecto).
bang_and_twang-term-shushes = { $who } hace callar a { $target }: { $card } queda anulada.
bang_and_twang-term-draws = { $who } roba { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}.
bang_and_twang-term-you-draw = Robas { $cards }.
bang_and_twang-term-takes-bank = { $who } toma una carta de la banca de { $source } ({ $how }).
bang_and_twang-term-how-take_top = la de arriba
bang_and_twang-term-how-take_bottom = la de abajo
bang_and_twang-term-how-swap_top = cambio de las de arriba
bang_and_twang-term-how-peek_take = tras echar un vistazo
bang_and_twang-term-how-heckle = abucheo
bang_and_twang-term-how-pass_top = la de arriba pasa al vecino
bang_and_twang-term-bank-moves = { $card } pasa de la banca de { $source } a la de { $who }.
bang_and_twang-term-bank-moves-for = { $card } pasa de la banca de { $source } a la de { $who }, a cambio de { $returned }.
bang_and_twang-term-you-see-bank = Ves en la banca de { $source }: { $cards }.
bang_and_twang-term-takes-hand = { $who } toma una carta de la mano de { $source }.
bang_and_twang-term-hand-moves = { $card } pasa de { $source } a { $who }.
bang_and_twang-term-passes-music = { $who } pasa la música.
bang_and_twang-term-swaps-hands = { $who } cambia la mano con { $other }.
bang_and_twang-term-receives = { $who } recibe de { $source }: { $cards }.
bang_and_twang-term-requests = { $who } pide { $triplet }.
bang_and_twang-term-reveals = { $who } revela { $card }.
bang_and_twang-term-restacks = { $who } reordena su banca.
bang_and_twang-term-tops-pass = Las cartas de arriba de las bancas dan la vuelta a la fogata: { $seats }.
bang_and_twang-term-fire-burns = El incendio forestal quema { $cards }.
bang_and_twang-term-will-extra = { $who } jugará un turno extra.
bang_and_twang-term-will-skip = { $who } perderá su próximo turno.
bang_and_twang-term-refresh = { $who } ahora roba hasta tener { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}.
bang_and_twang-term-actions = { $who } hace { $n ->
    [one] { $n } acción
   *[other] { $n } acciones
}.
bang_and_twang-term-listening-now = Esperando reacciones…
bang_and_twang-term-points-line = Fin de la partida. Puntos: { $scores }.
bang_and_twang-term-seat-points = { $who } { $points }

## El resultado

bang_and_twang-term-wins = { $who } gana con { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
}
bang_and_twang-term-win = { $who } ganan con { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
}

## Menús

bang_and_twang-term-do-bank = A la banca: { $card }
bang_and_twang-term-do-flip = Girar { $slot }
bang_and_twang-term-do-flip-gives = Girar { $slot } (queda { $riff })
bang_and_twang-term-do-move = Mover { $src }→{ $dst }
bang_and_twang-term-do-move-gives = Mover { $src }→{ $dst } (queda { $riff })
bang_and_twang-term-do-left-to-end = La primera al final
bang_and_twang-term-do-right-to-front = La última al principio
bang_and_twang-term-do-set = Poner el riff en { $riff }
bang_and_twang-term-do-play = Jugar { $card }
bang_and_twang-term-done-may_bank = No guardar
bang_and_twang-term-done-tune_bank = No guardar
bang_and_twang-term-done-call_and_response = No guardar
bang_and_twang-term-done-tune_flip = Dejar de girar
bang_and_twang-term-done-tune_move = No mover
bang_and_twang-term-done-tune_change = Dejar de cambiar el riff
bang_and_twang-term-done-tune_rotate = Dejar de rotar
bang_and_twang-term-done-restack = Dejar este orden
bang_and_twang-term-done = Listo
bang_and_twang-term-do-choose = Elegir a { $who }
bang_and_twang-term-do-take = Tomar la carta { $n } desde arriba
bang_and_twang-term-do-request = Pedir { $triplet }
bang_and_twang-term-do-give = Dar { $card }
bang_and_twang-term-do-restack = Después la carta { $n }
bang_and_twang-term-do-react = Reaccionar: { $card }
bang_and_twang-term-do-react-on = Reaccionar: { $card } contra { $who }
bang_and_twang-term-do-react-bank = Reaccionar: { $card }, guardar { $bank }
bang_and_twang-term-do-pass = No reaccionar

## Estadísticas de simulate

bang_and_twang-term-stat-turns = turnos
bang_and_twang-term-stat-top_score = mejor puntuación
bang_and_twang-term-stat-banked = cartas en las bancas
bang_and_twang-term-stat-shared_win = victoria compartida
