# Las cartas de Bang & Twang en español: nombres (clave: el nombre inglés), las pocas palabras de la cara
# (-text) y el efecto completo de cada carta de melodía (-effect). Bang y Twang se quedan tal cual.

## Sequence cards (song titles) and what they play

bang_and_twang-card-thunder-on-the-hill = Trueno en la colina
bang_and_twang-sequence-thunder-on-the-hill-text = Bang Bang Bang
bang_and_twang-card-drumming-bear-stomp = El pisotón del oso tamborilero
bang_and_twang-sequence-drumming-bear-stomp-text = Bang Bang Bang
bang_and_twang-card-willow-string-reel = Reel de las cuerdas de sauce
bang_and_twang-sequence-willow-string-reel-text = Twang Twang Twang
bang_and_twang-card-moonlit-mandolin = Mandolina a la luz de la luna
bang_and_twang-sequence-moonlit-mandolin-text = Twang Twang Twang
bang_and_twang-card-two-knocks-and-a-twang = Dos golpes y un Twang
bang_and_twang-sequence-two-knocks-and-a-twang-text = Bang Bang Twang
bang_and_twang-card-woodcutter-s-march = Marcha del leñador
bang_and_twang-sequence-woodcutter-s-march-text = Bang Bang Twang
bang_and_twang-card-hop-over-the-brook = Salto sobre el arroyo
bang_and_twang-sequence-hop-over-the-brook-text = Bang Twang Bang
bang_and_twang-card-badger-bounce = El brinco del tejón
bang_and_twang-sequence-badger-bounce-text = Bang Twang Bang
bang_and_twang-card-the-squirrel-s-tumble = La voltereta de la ardilla
bang_and_twang-sequence-the-squirrel-s-tumble-text = Twang Bang Bang
bang_and_twang-card-tinker-s-hammer = El martillo del hojalatero
bang_and_twang-sequence-tinker-s-hammer-text = Twang Bang Bang
bang_and_twang-card-lantern-waltz = Vals de los faroles
bang_and_twang-sequence-lantern-waltz-text = Twang Twang Bang
bang_and_twang-card-the-creaking-gate = La verja que cruje
bang_and_twang-sequence-the-creaking-gate-text = Twang Twang Bang
bang_and_twang-card-owl-and-echo = Búho y eco
bang_and_twang-sequence-owl-and-echo-text = Twang Bang Twang
bang_and_twang-card-stepping-stones = Piedras del vado
bang_and_twang-sequence-stepping-stones-text = Twang Bang Twang
bang_and_twang-card-kettle-song = La canción de la tetera
bang_and_twang-sequence-kettle-song-text = Bang Twang Twang
bang_and_twang-card-crossroads-shuffle = Shuffle de la encrucijada
bang_and_twang-sequence-crossroads-shuffle-text = Bang Twang Twang

## Tune cards: name, a few words (-text) and the full effect (-effect)

bang_and_twang-card-double-strum = Doble rasgueo
bang_and_twang-tune-double-strum-text = Gira 2 cartas del riff y luego guarda en la banca
bang_and_twang-tune-double-strum-effect = Gira hasta dos cartas del riff, una tras otra (dos cartas distintas). Después puedes guardar en tu banca una carta que coincida.

bang_and_twang-card-shuffle-step = Paso arrastrado
bang_and_twang-tune-shuffle-step-text = Mueve una carta del riff, gira otra y luego guarda en la banca
bang_and_twang-tune-shuffle-step-effect = Puedes mover una carta del riff. Después puedes girar una carta del riff. Después puedes guardar en tu banca una carta que coincida.

bang_and_twang-card-busker-s-tip = Propina callejera
bang_and_twang-tune-busker-s-tip-text = A la banca: 2 puntos
bang_and_twang-tune-busker-s-tip-effect = Guarda esta carta en tu banca. Vale 2 puntos.

bang_and_twang-card-free-verse = Verso libre
bang_and_twang-tune-free-verse-text = Guarda en la banca cualquier carta
bang_and_twang-tune-free-verse-effect = Puedes guardar en tu banca una carta de secuencia de tu mano aunque no coincida con el riff.

bang_and_twang-card-tune-up = Afinación
bang_and_twang-tune-tune-up-text = Pon el riff a tu gusto y luego guarda en la banca
bang_and_twang-tune-tune-up-effect = Pon el riff en el triplete que quieras (cualquier cara, cualquier orden). Después puedes guardar en tu banca una carta que coincida.

bang_and_twang-card-sticky-fingers = Manos largas
bang_and_twang-tune-sticky-fingers-text = Toma la carta de encima de una banca
bang_and_twang-tune-sticky-fingers-effect = Elige a un rival con la banca no vacía. Toma la carta de encima de su banca.

bang_and_twang-card-fiddle-swap = Cambio de violín
bang_and_twang-tune-fiddle-swap-text = Intercambia las cartas de encima de las bancas
bang_and_twang-tune-fiddle-swap-effect = Elige a un rival con la banca no vacía. Cambia la carta de encima de tu banca por la de encima de la suya. Si tu banca está vacía, solo toma su carta de encima.

bang_and_twang-card-raid-the-neighbours = Saqueo a los vecinos
bang_and_twang-tune-raid-the-neighbours-text = Toma las cartas de encima de las bancas vecinas
bang_and_twang-tune-raid-the-neighbours-effect = Toma la carta de encima de la banca del siguiente jugador y luego la del anterior, en el sentido del turno. Si son el mismo jugador (partida a 2), toma una sola carta.

bang_and_twang-card-lock-the-case = Cierra el estuche
bang_and_twang-tune-lock-the-case-text = A la banca: 1 punto, protege tu banca
bang_and_twang-tune-lock-the-case-effect = Guarda esta carta en tu banca (vale 1 punto). Protección: mientras esté encima de tu banca, ningún efecto jugado por un rival puede tomar, cambiar, pasar, quitar ni reordenar cartas de tu banca. Las reacciones cuentan como efectos de los rivales.

bang_and_twang-card-peek-and-pinch = Fisgar y birlar
bang_and_twang-tune-peek-and-pinch-text = Elige una de las 3 de encima de una banca
bang_and_twang-tune-peek-and-pinch-effect = Elige a un rival con la banca no vacía. Mira las 3 cartas de encima de su banca (menos si tiene menos). Pon una de ellas en tu banca. Devuelve las demás en su orden.

bang_and_twang-card-sleight-of-hand = Juego de manos
bang_and_twang-tune-sleight-of-hand-text = Toma una carta al azar de una mano y luego guarda en la banca
bang_and_twang-tune-sleight-of-hand-effect = Elige a un rival con al menos una carta en la mano. Toma una carta al azar de su mano y quédatela. Después puedes guardar en tu banca una carta que coincida.

bang_and_twang-card-encore = ¡Otra!
bang_and_twang-tune-encore-text = Juega otro turno
bang_and_twang-tune-encore-effect = Cuando este turno haya terminado del todo (comprobación de final, ventana de reacción y reposición incluidas), juega otro turno completo.

bang_and_twang-card-double-time = Doble tiempo
bang_and_twang-tune-double-time-text = Haz 2 acciones
bang_and_twang-tune-double-time-effect = En este turno haz dos acciones normales (cada una: guardar en la banca, girar y quizá guardar, o mover y quizá guardar). Como máximo una carta a la banca por acción. No puedes jugar cartas de melodía en ellas.

bang_and_twang-card-skip-a-beat = Salto de compás
bang_and_twang-tune-skip-a-beat-text = Un jugador pierde un turno
bang_and_twang-tune-skip-a-beat-effect = Elige a otro jugador. Su próximo turno se salta. Los saltos se acumulan.

bang_and_twang-card-cut-in = Colarse
bang_and_twang-tune-cut-in-text = Juega un turno antes que él
bang_and_twang-tune-cut-in-effect = Activación: está a punto de empezar el turno de otro jugador. Antes de que actúe, juega tú un turno completo (una acción y luego reponer). Después su turno sigue. No sustituye a tu próximo turno.

bang_and_twang-card-shush = ¡Chis!
bang_and_twang-tune-shush-text = Anula una carta de melodía
bang_and_twang-tune-shush-effect = Activación: otro jugador acaba de jugar una carta de melodía que aún no se ha resuelto. Se descarta sin efecto. Ese jugador debe hacer en su lugar una acción normal (guardar en la banca, girar o mover). No sirve contra una carta de reacción.

bang_and_twang-card-heckle = Abucheo
bang_and_twang-tune-heckle-text = Roba una carta recién guardada
bang_and_twang-tune-heckle-effect = Activación: durante la acción que acaba de resolverse, otro jugador guardó en su banca una carta de secuencia que sigue encima de su banca. Pasa esa carta de encima de su banca a encima de la tuya.

bang_and_twang-card-quick-ears = Oído fino
bang_and_twang-tune-quick-ears-text = Guarda en la banca cuando cambia el riff
bang_and_twang-tune-quick-ears-effect = Activación: otro jugador cambió el riff (girando, moviendo o con un efecto de melodía) durante la acción que acaba de resolverse. Puedes guardar en tu banca una carta de secuencia de tu mano que coincida con el riff tal como está ahora.

bang_and_twang-card-roadie = Roadie
bang_and_twang-tune-roadie-text = Roba 2, gira o mueve una carta del riff y luego guarda en la banca
bang_and_twang-tune-roadie-effect = Roba 2 cartas (menos si se acaba el mazo) y quédatelas todas. Después puedes girar o mover una carta del riff. Después puedes guardar en tu banca una carta que coincida.

bang_and_twang-card-full-orchestra = Orquesta completa
bang_and_twang-tune-full-orchestra-text = Desde ahora repones hasta 3
bang_and_twang-tune-full-orchestra-effect = Pon esta carta boca arriba delante de ti (no en tu banca; 0 puntos). Durante el resto de la partida repones hasta 3 cartas en vez de 2. Ninguna carta te la puede quitar, y un mazo nunca tiene más de una Orquesta completa.

bang_and_twang-card-medley = Popurrí
bang_and_twang-tune-medley-text = Gira o mueve una carta del riff y luego guarda todas las que coincidan
bang_and_twang-tune-medley-effect = Puedes girar o mover una carta del riff. Después guarda en tu banca todas las cartas de secuencia de tu mano que coincidan.

bang_and_twang-card-pass-the-music = Pasa la música
bang_and_twang-tune-pass-the-music-text = Todos pasan su mano, cambia el riff y luego guarda en la banca
bang_and_twang-tune-pass-the-music-effect = Cada jugador, tú incluido, pasa a la vez toda su mano al siguiente jugador en el sentido del turno. Después puedes girar o mover una carta del riff, y puedes guardar en tu banca una carta que coincida.

bang_and_twang-card-request = Petición
bang_and_twang-tune-request-text = Pide un triplete y luego guarda en la banca
bang_and_twang-tune-request-effect = Di uno de los 8 tripletes (en voz alta). Cada rival que tenga una carta de secuencia con ese triplete te da una (elige él si tiene dos; si se acaba el tiempo, la de menos puntos). Después puedes guardar en tu banca una carta que coincida.

bang_and_twang-card-stage-dive = Salto al público
bang_and_twang-tune-stage-dive-text = Revela la carta de arriba, cambia el riff y luego guarda en la banca
bang_and_twang-tune-stage-dive-effect = Revela a todos la carta de arriba del mazo de robo. Si es una carta de secuencia que coincide con el riff, guárdala en tu banca y para. Si no, llévala a tu mano; después puedes girar o mover una carta del riff, y puedes guardar en tu banca una carta que coincida. Mazo vacío: sáltate la revelación y sigue con el giro o el movimiento y la banca.

bang_and_twang-card-key-change = Cambio de tono
bang_and_twang-tune-key-change-text = Gira todo el riff y luego guarda en la banca
bang_and_twang-tune-key-change-effect = Gira las tres cartas del riff. Después puedes guardar en tu banca una carta que coincida.

bang_and_twang-card-round-and-round = Vueltas y vueltas
bang_and_twang-tune-round-and-round-text = Rota el riff hasta 2 veces y luego guarda en la banca
bang_and_twang-tune-round-and-round-effect = Hasta dos veces: pasa la carta del riff de más a la izquierda al extremo derecho, o la de más a la derecha al principio (tú eliges cada vez). Después puedes guardar en tu banca una carta que coincida.

bang_and_twang-card-echo = Eco
bang_and_twang-tune-echo-text = Guarda una carta leída al revés
bang_and_twang-tune-echo-effect = Puedes guardar en tu banca una carta de secuencia de tu mano cuyo triplete sea el riff leído de derecha a izquierda. Un palíndromo (BBB, BTB, TBT, TTT) necesita por tanto una coincidencia normal.

bang_and_twang-card-improvise = Improvisa
bang_and_twang-tune-improvise-text = Guarda una carta que falle por una
bang_and_twang-tune-improvise-effect = Puedes guardar en tu banca una carta de secuencia de tu mano que se diferencie del riff en una posición como mucho.

bang_and_twang-card-call-and-response = Pregunta y respuesta
bang_and_twang-tune-call-and-response-text = Gira una carta del riff y luego todos pueden guardar
bang_and_twang-tune-call-and-response-effect = Gira una carta del riff. Después, empezando por ti y en el sentido del turno, cada jugador puede guardar en su banca una carta de secuencia de su mano que coincida. Solo tú repones en este turno.

bang_and_twang-card-solo = Solo
bang_and_twang-tune-solo-text = Gira o mueve hasta 3 veces
bang_and_twang-tune-solo-effect = Haz hasta tres cambios del riff, mezclando giros y movimientos como quieras. Antes, entre ellos o después puedes guardar en tu banca una carta que coincida, una sola en total.

bang_and_twang-card-tidy-up = Ordenar
bang_and_twang-tune-tidy-up-text = Reordena tu banca, cambia el riff y luego guarda en la banca
bang_and_twang-tune-tidy-up-effect = Revisa tu propia banca y vuelve a apilarla en el orden que quieras. Después puedes girar o mover una carta del riff, y puedes guardar en tu banca una carta que coincida.

bang_and_twang-card-round-the-campfire = Alrededor de la fogata
bang_and_twang-tune-round-the-campfire-text = Las cartas de encima de las bancas pasan al siguiente
bang_and_twang-tune-round-the-campfire-effect = Cada jugador con la banca no vacía pasa su carta de encima, todos a la vez, al siguiente jugador en el sentido del turno, que la pone encima de su banca.

bang_and_twang-card-forest-fire = Incendio forestal
bang_and_twang-tune-forest-fire-text = Cada banca pierde su carta de encima
bang_and_twang-tune-forest-fire-effect = Cada jugador, tú incluido, quita del juego la carta de encima de su banca (vuelve a la caja y no puntúa).

bang_and_twang-card-lucky-acorn = Bellota de la suerte
bang_and_twang-tune-lucky-acorn-text = A la banca: 3 puntos
bang_and_twang-tune-lucky-acorn-effect = Guarda esta carta en tu banca. Vale 3 puntos.

bang_and_twang-card-swap-hands = Cambio de manos
bang_and_twang-tune-swap-hands-text = Cambia tu mano con un jugador
bang_and_twang-tune-swap-hands-effect = Elige a otro jugador. Cambia toda tu mano por la suya.

bang_and_twang-card-dig-deep = Cava hondo
bang_and_twang-tune-dig-deep-text = Toma la carta de abajo de una banca
bang_and_twang-tune-dig-deep-effect = Elige a un rival con la banca no vacía. Toma la carta de abajo de su banca y ponla encima de la tuya.

## The riff's two sounds and the card back

bang_and_twang-card-bang = Bang
bang_and_twang-card-twang = Twang
bang_and_twang-card-bang-twang = Bang & Twang
