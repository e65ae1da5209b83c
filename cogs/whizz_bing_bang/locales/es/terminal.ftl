# La terminal (`python -m bot play whizz_bing_bang`): la mesa, los eventos, los menús y las palabras del juego en tiempo real.

## Palabras que se usan en todas partes

whizz_bing_bang-term-secs = { $s } s
whizz_bing_bang-term-no-time = —
whizz_bing_bang-term-colour-red = rojo
whizz_bing_bang-term-colour-blue = azul
whizz_bing_bang-term-colour-green = verde
whizz_bing_bang-term-colour-yellow = amarillo
whizz_bing_bang-term-colour-purple = morado
whizz_bing_bang-term-colour-orange = naranja
whizz_bing_bang-term-ranked = { $who } { $time }
whizz_bing_bang-term-scored = { $who } { $points }
whizz_bing_bang-term-input-slap = BOOM
whizz_bing_bang-term-input-punish = ¡Castigar!
whizz_bing_bang-term-input-pick_token = elección de ficha

## La mesa

whizz_bing_bang-term-header = Whizz Bing Bang — ronda { $round }   { $direction }
whizz_bing_bang-term-clockwise = ↻ en sentido horario
whizz_bing_bang-term-anticlockwise = ↺ en sentido antihorario
whizz_bing_bang-term-faceup = [{ $sound }] ({ $colour })
whizz_bing_bang-term-setup-2 = Mazo boca arriba: { $card } sobre { $n } cartas · descarte boca abajo: { $discard }
whizz_bing_bang-term-setup-1 = Descarte boca arriba: { $card } · mazo boca abajo: { $n }
whizz_bing_bang-term-must-say = { $who } tiene que decir { $what }
whizz_bing_bang-term-must-say-due = { $who } tiene que decir { $what } — demasiado lento a los { $due }
whizz_bing_bang-term-restart = { $whizz } (se vuelve a empezar)
whizz_bing_bang-term-slap-phase = ¡{ $boom }! revelado por { $who } — ¡todos a golpear! (la ventana se cierra a los { $due }; han golpeado: { $slapped })
whizz_bing_bang-term-nobody-yet = nadie todavía
whizz_bing_bang-term-punish-phase = ⚠️ { $who }: { $cause } — { $punish } (la ventana se cierra a los { $due })
whizz_bing_bang-term-over = Fin de la partida.
whizz_bing_bang-term-row = { $who } { $colour } { $dots } { $next } recibidas { $got }  ronda { $round }  total { $total }{ $handicap }
whizz_bing_bang-term-next = siguiente: { $token }
whizz_bing_bang-term-all-given = todas dadas
whizz_bing_bang-term-handicap = { " " }hándicap { $time }
whizz_bing_bang-term-legend = ●○ = fichas tuyas que te quedan por dar · siguiente = la ficha que darías · recibidas = fichas que te han dado · ronda/total = puntos (cada ficha delante de ti vale 1; gana quien tenga menos)
whizz_bing_bang-term-last-boom = Último Boom: { $ranking }
whizz_bing_bang-term-last-race = Última carrera: { $ranking }
whizz_bing_bang-term-your-tokens = Tus fichas: { $tokens }
whizz_bing_bang-term-token-slot = [{ $n }:{ $token }]

## Por qué se castiga a un jugador

whizz_bing_bang-term-cause-too_slow = demasiado lento
whizz_bing_bang-term-cause-out_of_turn = jugó fuera de turno
whizz_bing_bang-term-cause-slap_non_boom = golpeó una carta que no es un Boom
whizz_bing_bang-term-cause-last_boom_slap = último en golpear el Boom
whizz_bing_bang-term-cause-wrong_sound = dijo el sonido equivocado
whizz_bing_bang-term-cause-punish_without_cause = castigó sin motivo
whizz_bing_bang-term-cause-early = golpeó demasiado pronto, sobre la carta anterior al Boom

## Por qué una pulsación no contó

whizz_bing_bang-term-ignored-double_tap = un doble toque — el mismo botón justo después de tu última pulsación cuenta como una sola
whizz_bing_bang-term-ignored-before_table = pulsado antes de que se mostrara la mesa de la nueva ronda
whizz_bing_bang-term-ignored-late_claim = demasiado tarde para la carrera de castigo que se acaba de decidir
whizz_bing_bang-term-ignored-double_click = una segunda pulsación justo después de tu propio sonido
whizz_bing_bang-term-ignored-boom_resolved = ese Boom ya estaba resuelto
whizz_bing_bang-term-ignored-aimed_at_resolved_boom = demasiado pronto tras la revelación: iba dirigido al Boom anterior
whizz_bing_bang-term-ignored-slap_window = durante un Boom solo cuenta BOOM
whizz_bing_bang-term-ignored-second_slap = ya habías golpeado
whizz_bing_bang-term-ignored-punishment_pending = se está castigando un error: ahora solo cuenta ¡Castigar!
whizz_bing_bang-term-ignored-own_mistake = no puedes castigar tu propio error
whizz_bing_bang-term-ignored-before_post = pulsado antes de que se mostrara el error
whizz_bing_bang-term-ignored-opens_token_row = abrió tu fila de fichas
whizz_bing_bang-term-ignored-no_such_slot = esa ficha ya no está
whizz_bing_bang-term-ignored-wrong_token = esa no es tu siguiente ficha
whizz_bing_bang-term-ignored-second_claim = ya lo habías reclamado
whizz_bing_bang-term-ignored-no_race = no hay ninguna carrera de castigo
whizz_bing_bang-term-ignored-resolved = una pulsación anterior se resolvió primero
whizz_bing_bang-term-ignored-race_over = la carrera ya estaba ganada
whizz_bing_bang-term-ignored-ignored = una pulsación anterior se resolvió primero
whizz_bing_bang-term-ignored-overtaken = el turno ya había pasado
whizz_bing_bang-term-ignored-one_mistake_at_a_time = se estaba resolviendo un error anterior
whizz_bing_bang-term-did-not-count = (tu { $input } no contó: { $why })
whizz_bing_bang-term-late-nobody = (Demasiado tarde: nadie castigó a { $culprit } a tiempo{ $yours }. No cambió nada)
whizz_bing_bang-term-late-first = (Demasiado tarde: { $winner } reclamó primero{ $first } y castigó a { $culprit }{ $yours }. No cambió nada)
whizz_bing_bang-term-late-first-at = { " " }({ $time })
whizz_bing_bang-term-late-yours = ; el tuyo llegó a los { $time } de mostrarse el error

## Eventos

whizz_bing_bang-term-round-started = Ronda { $round }: empieza { $who } ({ $whizz } boca arriba).
whizz_bing_bang-term-called = { $who } dice { $sound }{ $time }, revela { $revealed } { $next }
whizz_bing_bang-term-called-time = { " " }({ $time })
whizz_bing_bang-term-called-next = → { $who }
whizz_bing_bang-term-called-boom = — ¡{ $boom }!
whizz_bing_bang-term-reshuffled = El descarte se baraja en un mazo nuevo ({ $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}).
whizz_bing_bang-term-mistake = ⚠️ { $culprit }: { $cause }
whizz_bing_bang-term-mistake-late = ⚠️ { $culprit }: { $cause } (una pulsación que llegó tarde)
whizz_bing_bang-term-boom-ranking = Clasificación del Boom: { $ranking } → { $outcome }
whizz_bing_bang-term-punishes = { $punisher } castiga a { $culprit }
whizz_bing_bang-term-nobody-slapped = nadie golpeó
whizz_bing_bang-term-token-given = { $giver } da su ficha { $token } a { $receiver }
whizz_bing_bang-term-token-given-race = { $giver } da su ficha { $token } a { $receiver } [carrera: { $ranking }]
whizz_bing_bang-term-nobody-punished = Nadie castigó a { $culprit }.
whizz_bing_bang-term-restarts = { $who } vuelve a empezar en sentido horario: ¡di { $whizz }!
whizz_bing_bang-term-peeked = La ficha { $n } es tu { $token } — no es la buena.
whizz_bing_bang-term-round-scored = Puntos de la ronda { $round }: { $scores } · totales: { $totals }
whizz_bing_bang-term-game-ended = Fin de la partida: { $who } { $count ->
    [one] gana
   *[other] comparten la victoria
} con { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
}.

## El resultado

whizz_bing_bang-term-result-seat = asiento { $n }
whizz_bing_bang-term-result = { $who } { $count ->
    [one] gana
   *[other] comparten la victoria
} con { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
} tras { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}

## Menús

whizz_bing_bang-term-say = Decir { $sound }
whizz_bing_bang-term-say-at = Decir { $sound } a los { $when }
whizz_bing_bang-term-slap = Golpear ({ $boom })
whizz_bing_bang-term-slap-at = Golpear ({ $boom }) a los { $when }
whizz_bing_bang-term-punish = ¡Castigar!
whizz_bing_bang-term-punish-at = ¡Castigar! a los { $when }
whizz_bing_bang-term-pick = Dar la vuelta a la ficha { $n }
whizz_bing_bang-term-pick-at = Dar la vuelta a la ficha { $n } a los { $when }
whizz_bing_bang-term-tick = Dejar correr el reloj
whizz_bing_bang-term-shown = La mesa está a la vista

## La terminal en tiempo real (tú escribes las palabras)

whizz_bing_bang-term-banner = === { $title }: { $players } jugadores, semilla { $seed } — estás en el asiento 1 ===
whizz_bing_bang-term-help = Escribe una palabra y pulsa Intro: whizz, bing, bang, boom (golpear), castigar (p), o en la caza de fichas una posición del 1 al 4. Con 'salir' dejas la mesa.
whizz_bing_bang-term-type-whizz = whizz, w
whizz_bing_bang-term-type-bing = bing, bi
whizz_bing_bang-term-type-bang = bang, ba
whizz_bing_bang-term-type-slap = boom, b, golpear
whizz_bing_bang-term-type-punish = castigar, p
whizz_bing_bang-term-type-quit = salir, q
whizz_bing_bang-term-left = Has dejado la mesa.
whizz_bing_bang-term-you-typed = tú: { $input }
whizz_bing_bang-term-you-typed-at = tú: { $input } a los { $when }
whizz_bing_bang-term-refused = (no contó: { $why })
whizz_bing_bang-term-refused-input_too_old = hecho antes de la última decisión
whizz_bing_bang-term-refused-duplicate_input = ya contado
whizz_bing_bang-term-refused-not_token_hunt = la caza de fichas no está activada

## Estadísticas de simulate

whizz_bing_bang-term-stat-rounds = rondas
whizz_bing_bang-term-stat-tokens_given = fichas dadas
whizz_bing_bang-term-stat-unclaimed_mistakes = errores sin castigar
whizz_bing_bang-term-stat-punishments_by_cause = castigos por motivo
whizz_bing_bang-term-stat-punishments_by_cause-too_slow = demasiado lento
whizz_bing_bang-term-stat-punishments_by_cause-out_of_turn = fuera de turno
whizz_bing_bang-term-stat-punishments_by_cause-slap_non_boom = golpe a una carta que no es un Boom
whizz_bing_bang-term-stat-punishments_by_cause-last_boom_slap = último en golpear el Boom
whizz_bing_bang-term-stat-punishments_by_cause-wrong_sound = sonido equivocado
whizz_bing_bang-term-stat-punishments_by_cause-punish_without_cause = castigo sin motivo
