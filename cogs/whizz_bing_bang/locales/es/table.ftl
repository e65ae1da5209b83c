# Whizz Bing Bang en Discord: la mesa, la respuesta a una pulsación, las líneas Reciente, las opciones de
# la sala, los avisos y el final de la partida. Los nombres de los sonidos vienen de cards.ftl.

## Números

whizz_bing_bang-seconds = { $s } s
whizz_bing_bang-no-time = —
whizz_bing_bang-no-press = — (sin pulsación)
whizz_bing_bang-seat = Asiento { $n }

## La mesa

whizz_bing_bang-table-title = 💥 Whizz Bing Bang — ronda { $round }
whizz_bing_bang-direction = Sentido **{ $way ->
    [cw] ↻ horario
   *[acw] ↺ antihorario
  }** · { $pile }
whizz_bing_bang-pile = mazo: { $n }
whizz_bing_bang-pile-face-up = mazo boca arriba sobre { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
  }
whizz_bing_bang-status-call = ▶ **{ $who }** — di **{ $sound }**
whizz_bing_bang-status-restart = ▶ **{ $who }** vuelve a empezar en sentido horario: di **{ $whizz }** (muestre lo que muestre la carta)
whizz_bing_bang-status-slap = 💥 **¡{ $boom }!** ¡Todos a golpear: pulsa **{ $boom }**! (el más lento en { $s } se lleva una ficha)
whizz_bing_bang-status-punish = ⚠️ **{ $who }**: { $cause } — el primer **¡Castigar!** le da una ficha ({ $s })
whizz_bing_bang-status-over = Fin de la partida.
whizz_bing_bang-field-players = Jugadores
whizz_bing_bang-player-line = { $mark } { $dot } **{ $name }** { $dots } { $next } · recibidas { $got } · ronda **{ $round }** · total **{ $total }**
whizz_bing_bang-player-next = siguiente { $icon } { $token }
whizz_bing_bang-player-all-given = todas entregadas
whizz_bing_bang-player-handicap = hándicap { $ms } ms
whizz_bing_bang-legend = *●○ fichas propias por entregar · siguiente = la ficha que darías al castigar · recibidas = fichas que te dieron · ronda / total = puntos (1 por ficha delante de ti; gana quien tenga menos)*
whizz_bing_bang-field-last-boom = 💥 Último Boom — clasificación de golpes
whizz_bing_bang-field-last-race = ⚖️ Última carrera por castigar
whizz_bing_bang-verdict = → **{ $punisher }** castigó a **{ $culprit }** ({ $cause })
whizz_bing_bang-field-recent = 📜 Reciente
whizz_bing_bang-footer = Sesión { $id } · demasiado lento tras { $slow } · { $slap } para golpear un Boom · { $punish } para castigar · /whizz_bing_bang { $rules }

## Botones

whizz_bing_bang-button-punish = ¡Castigar!

## Por qué un jugador se equivocó

whizz_bing_bang-cause-too_slow = demasiado lento
whizz_bing_bang-cause-out_of_turn = jugó fuera de turno
whizz_bing_bang-cause-slap_non_boom = golpeó una carta que no es un Boom
whizz_bing_bang-cause-last_boom_slap = último en golpear el Boom
whizz_bing_bang-cause-wrong_sound = dijo el sonido equivocado
whizz_bing_bang-cause-punish_without_cause = castigó sin motivo
whizz_bing_bang-cause-early = golpeó demasiado pronto ({ $early })
whizz_bing_bang-cause-other = un error
whizz_bing_bang-early = un golpe a menos de { $s } de una carta nueva cuenta para la carta anterior, que no era un Boom

## Una pulsación, tal como la ve solo quien la hizo

whizz_bing_bang-press-call = { $icon } **{ $sound }**
whizz_bing_bang-press-slap = 💥 **{ $boom }**
whizz_bing_bang-press-punish = ⚖️ **¡Castigar!**
whizz_bing_bang-press-received = { $label } recibido
whizz_bing_bang-press-before = { $label } recibido **{ $t } antes** de que { $phase ->
    [call] se mostrara la carta
    [restart] se mostrara el reinicio
    [slap] se mostrara el Boom
    [punish] se mostrara el error
   *[other] cambiara la mesa
  }
whizz_bing_bang-press-after = { $label } recibido a **+{ $t }** después de que { $phase ->
    [call] se mostrara la carta
    [restart] se mostrara el reinicio
    [slap] se mostrara el Boom
    [punish] se mostrara el error
   *[other] cambiara la mesa
  }
whizz_bing_bang-ruling-called = ✅ Llamada correcta: se revela **{ $sound }**.
whizz_bing_bang-ruling-mistake = ⚠️ Un error: { $what }. El primer **¡Castigar!** te da una ficha; luego vuelves a empezar con **{ $whizz }**.
whizz_bing_bang-ruling-early = ⚠️ Demasiado pronto: { $early }. El primer **¡Castigar!** te da una ficha; luego vuelves a empezar con **{ $whizz }**.
whizz_bing_bang-you-too_slow = fuiste demasiado lento
whizz_bing_bang-you-out_of_turn = jugaste fuera de turno
whizz_bing_bang-you-slap_non_boom = golpeaste una carta que no es un Boom
whizz_bing_bang-you-last_boom_slap = fuiste el último en golpear el Boom
whizz_bing_bang-you-wrong_sound = dijiste el sonido equivocado
whizz_bing_bang-you-punish_without_cause = castigaste sin motivo
whizz_bing_bang-you-other = te equivocaste
whizz_bing_bang-ruling-fastest = 🥇 Golpe más rápido ({ $t }): le das a **{ $culprit }** { $token ->
    [none] tu ficha.
   *[other] tu ficha **{ $token }**.
  }
whizz_bing_bang-ruling-slowest = 🐢 Golpe más lento ({ $t }): **{ $punisher }** te da { $token ->
    [none] su ficha
   *[other] su ficha **{ $token }**
  }; vuelves a empezar con **{ $whizz }**.
whizz_bing_bang-ruling-slap-counted = 💥 Golpe contado: { $pos ->
    [1] 1.º
   *[other] { $pos }.º
  } de { $n } ({ $t }). **{ $punisher }** castigó a **{ $culprit }**.
whizz_bing_bang-ruling-won-race = ⚖️ Ganaste la carrera ({ $t }): **{ $receiver }** recibe { $token ->
    [none] tu ficha.
   *[other] tu ficha **{ $token }**.
  }
whizz_bing_bang-ruling-lost-race = ⚖️ Reclamación contada ({ $t }), pero **{ $winner }** fue más rápido ({ $best }).
whizz_bing_bang-ruling-lost-race-handicap = ⚖️ Reclamación contada ({ $t }), pero **{ $winner }** fue más rápido ({ $best }, restando un hándicap de { $handicap }).
whizz_bing_bang-ruling-ignored = ▫️ No contó: { $why }. No cambió nada.
whizz_bing_bang-late-won = ⚖️ Demasiado tarde: **{ $winner }** reclamó primero (+{ $first }) y castigó a **{ $culprit }**; la tuya llegó a +{ $mine } después de que se mostrara el error. No cambió nada.
whizz_bing_bang-late-nobody = ⚖️ Demasiado tarde: nadie castigó a **{ $culprit }** a tiempo; la tuya llegó a +{ $mine } después de que se mostrara el error. No cambió nada.
whizz_bing_bang-late-unknown = ⚖️ Demasiado tarde para la carrera por castigar que se acaba de decidir. No cambió nada.
whizz_bing_bang-waiting-ignored = ▫️ No contó: { $why }.
whizz_bing_bang-waiting-slap = ⏳ La clasificación llega cuando todos hayan golpeado o se acabe el tiempo.
whizz_bing_bang-waiting-punish = ⏳ La carrera se decide { $grace } después de la primera reclamación (puede que aún llegue una reclamación anterior).
whizz_bing_bang-waiting-call = ⏳ La decisión llega tras el margen de gracia de { $grace } (puede que aún llegue una pulsación anterior).
whizz_bing_bang-press-game-over = 🏁 La partida ha terminado.
whizz_bing_bang-press-game-ended = 🏁 La partida terminó antes de que se decidiera esta pulsación.

## Por qué una pulsación no contó

whizz_bing_bang-ignored-double_tap = un doble toque — el mismo botón justo después de tu última pulsación cuenta como una sola
whizz_bing_bang-ignored-before_table = pulsado antes de que se mostrara la mesa de la nueva ronda
whizz_bing_bang-ignored-late_claim = demasiado tarde para la carrera por castigar que se acaba de decidir
whizz_bing_bang-ignored-double_click = una segunda pulsación justo después de tu propia llamada
whizz_bing_bang-ignored-boom_resolved = ese Boom ya estaba decidido
whizz_bing_bang-ignored-aimed_at_resolved_boom = demasiado pronto tras la revelación: iba dirigido al Boom anterior
whizz_bing_bang-ignored-slap_window = durante un Boom solo cuenta { $boom }
whizz_bing_bang-ignored-second_slap = ya habías golpeado
whizz_bing_bang-ignored-punishment_pending = se está castigando un error: ahora solo cuenta ¡Castigar!
whizz_bing_bang-ignored-own_mistake = no puedes castigar tu propio error
whizz_bing_bang-ignored-before_post = pulsado antes de que se mostrara el error
whizz_bing_bang-ignored-opens_token_row = abrió tu fila de fichas
whizz_bing_bang-ignored-no_such_slot = esa ficha ya no está
whizz_bing_bang-ignored-wrong_token = esa no es tu siguiente ficha
whizz_bing_bang-ignored-second_claim = ya habías reclamado
whizz_bing_bang-ignored-no_race = no hay ninguna carrera por castigar
whizz_bing_bang-ignored-resolved = se decidió antes una pulsación anterior
whizz_bing_bang-ignored-race_over = la carrera ya estaba ganada
whizz_bing_bang-ignored-ignored = se decidió antes una pulsación anterior
whizz_bing_bang-ignored-overtaken = el turno ya había pasado
whizz_bing_bang-ignored-one_mistake_at_a_time = se estaba decidiendo un error anterior
whizz_bing_bang-ignored-other = no cambió nada

## Caza de fichas

whizz_bing_bang-hunt-title = ⚖️ Caza de fichas
whizz_bing_bang-hunt-idle = Ahora no hay ninguna carrera por castigar.
whizz_bing_bang-hunt-find-title = ⚖️ Caza de fichas — encuentra tu ficha
whizz_bing_bang-hunt-find = Castiga a **{ $who }**: dale la vuelta a tu ficha **{ $icon } { $token }**. El primer clic correcto gana la carrera; uno equivocado te muestra esa ficha.
whizz_bing_bang-hunt-slot = Ficha { $n }
whizz_bing_bang-hunt-not-it = { $token } (no es esta)

## Reciente

whizz_bing_bang-event-round = Ronda { $round }: empieza { $who } ({ $whizz } boca arriba).
whizz_bing_bang-event-called = { $who } dice { $sound } ({ $t }), revela { $revealed } → { $next }
whizz_bing_bang-event-called-boom = { $who } dice { $sound } ({ $t }), revela { $revealed } — ¡{ $boom }!
whizz_bing_bang-event-reshuffled = Los descartes se barajan en un nuevo mazo ({ $n ->
    [one] { $n } carta
   *[other] { $n } cartas
  }).
whizz_bing_bang-event-mistake = ⚠️ { $who }: { $cause }
whizz_bing_bang-event-mistake-late = ⚠️ { $who }: { $cause } (una pulsación que llegó tarde)
whizz_bing_bang-event-boom = Clasificación del Boom: { $ranking } → { $punisher } castiga a { $culprit }
whizz_bing_bang-event-boom-nobody = Clasificación del Boom: { $ranking } → nadie golpeó
whizz_bing_bang-event-token = { $giver } da su ficha { $token } a { $receiver }
whizz_bing_bang-event-token-race = { $giver } da su ficha { $token } a { $receiver } [carrera: { $ranking }]
whizz_bing_bang-event-nobody-punished = Nadie castigó a { $who }.
whizz_bing_bang-event-restart = { $who } vuelve a empezar en sentido horario: ¡di { $whizz }!
whizz_bing_bang-event-round-scored = Puntos de la ronda { $round }: { $scores } · totales: { $totals }
whizz_bing_bang-event-score = { $name } { $n }
whizz_bing_bang-event-game-ended = Fin de la partida: { $names } { $count ->
    [one] gana
   *[other] comparten la victoria
  } con { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
  }.

## Opciones de la sala

whizz_bing_bang-option-timing = ⏱️ Demasiado lento tras **{ $slow }** · 💥 **{ $slap }** para golpear un Boom · ⚖️ **{ $punish }** para castigar
whizz_bing_bang-option-typed-on = ⌨️ Palabras escritas: sí ({ $words })
whizz_bing_bang-option-typed-off = ⌨️ Palabras escritas: no (solo botones)
whizz_bing_bang-option-end = 🏁 Termina a los { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
  } · Preparación n.º { $setup }
whizz_bing_bang-option-two-players = se permiten 2 jugadores
whizz_bing_bang-option-ai = 🤖 Los jugadores IA reaccionan en unos { $s }
whizz_bing_bang-option-token-hunt = 🔎 Caza de fichas: para castigar, encuentra tu siguiente ficha entre tus fichas boca abajo
whizz_bing_bang-option-first = ▶ Primer jugador: asiento { $n }

## Palabras escritas (además de las inglesas): el sonido como lo escribe el español

whizz_bing_bang-typed-whizz = whizz
whizz_bing_bang-typed-bing = bing
whizz_bing_bang-typed-bang = bang
whizz_bing_bang-typed-boom = boom, bum

## Avisos y final

whizz_bing_bang-ping-too-slow = ⏰ { $mention }, fuiste demasiado lento: vuelves a empezar con **{ $whizz }** cuando lo diga la mesa.
whizz_bing_bang-ping-too-slow-last = ⏰ { $mention }, fuiste demasiado lento: vuelves a empezar con **{ $whizz }** cuando lo diga la mesa. Una vez más y una IA ocupa tu asiento.
whizz_bing_bang-ping-ai = 🤖 { $mention } fue demasiado lento { $n } veces seguidas: ahora una IA juega en su asiento (`/whizz_bing_bang { $takeback }` para volver).
whizz_bing_bang-final-line = { $name }: **{ $n ->
    [one] { $n } punto
   *[other] { $n } puntos
  }**
whizz_bing_bang-final-rounds = Rondas jugadas: { $n }
whizz_bing_bang-end-one = 🔚 **{ $who }** llegó a { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
  } (la partida termina a los { $end }). Gana quien tenga menos puntos.
whizz_bing_bang-end-many = 🔚 { $who } llegaron a la puntuación final (la partida termina a los { $end }). Gana quien tenga menos puntos.
whizz_bing_bang-end-each = **{ $name }** ({ $n ->
    [one] { $n } punto
   *[other] { $n } puntos
  })
whizz_bing_bang-end-last-round = La última ronda terminó cuando **{ $giver }** entregó su ficha Boom a **{ $receiver }** ({ $cause }).
whizz_bing_bang-end-deciding-boom = 💥 El Boom decisivo: { $ranking }
whizz_bing_bang-end-deciding-race = ⚖️ La carrera por castigar decisiva: { $ranking }
