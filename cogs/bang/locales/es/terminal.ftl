# BANG! en la terminal (`python -m bot play bang`): la mesa, las líneas de eventos y el menú de respuestas,
# cogs/bang/terminal_text.py. Nombres de cartas, personajes y roles y habilidades de los personajes: cards.ftl.

## Puestos

bang-term-seat = Puesto { $n }
bang-term-nobody = nadie
bang-term-seat-you = { $seat } (tú)
bang-term-choosing = (eligiendo)

## La mesa

bang-term-phase-setup = preparación
bang-term-phase-start = inicio del turno
bang-term-phase-draw = fase 1 (robar)
bang-term-phase-play = fase 2 (jugar cartas)
bang-term-phase-discard = fase 3 (descartar)
bang-term-phase-ended = fin del turno
bang-term-phase-other = jugando
bang-term-header = Turno { $turn } - le toca a { $seat }, { $phase }. Mazo { $deck }, descarte { $discard }
bang-term-header-top = Turno { $turn } - le toca a { $seat }, { $phase }. Mazo { $deck }, descarte { $discard } (arriba { $top })
bang-term-life = { $life }/{ $max } vidas
bang-term-dead = muerto
bang-term-seat-cards = mano { $hand }  en juego: { $play }
bang-term-seat-cards-distance = mano { $hand } distancia { $distance }  en juego: { $play }
bang-term-card-tokens = [{ $n }f]
bang-term-character-tokens = fichas en el personaje: { $n }
bang-term-supply = Fichas de Carga en la reserva: { $n } ([3f] = 3 fichas en esa carta)
bang-term-store = { $store }: { $cards }
bang-term-you-are = Eres { $seat } ({ $role }). Mano: { $cards }
bang-term-kit-looks = Kit Carlson mira: { $cards }
bang-term-waiting = Esperando a { $seat }: { $what }
bang-term-waiting-you = Te toca: { $what }
bang-term-winners = Fin de la partida - ganadores: { $winners }

## Lo que debe hacer el jugador al que se espera

bang-term-decision-play-turn = juega cartas y luego termina el turno
bang-term-decision-respond-to-shot = responde a un disparo (¡Fallaste!, Barril o recibe el golpe)
bang-term-decision-respond-to-indians = responde a ¡Indios! (descarta un BANG! o pierde 1 vida)
bang-term-decision-respond-to-duel = responde a un Duelo (descarta un BANG! o pierde 1 vida)
bang-term-decision-respond-to-arrow = responde a una Flecha (descarta un BANG! o pierde 1 vida)
bang-term-decision-play-beer-or-die = te mueres: juega una Cerveza o quedas fuera
bang-term-decision-use-ability-when-targeted = usa la habilidad de Sid Ketchum antes de que la carta surta efecto, o deja que pase
bang-term-decision-pick-from-general-store = elige una carta del Almacén
bang-term-decision-choose-check-card = elige qué carta del desenfundar cuenta (Lucky Duke)
bang-term-decision-choose-draw-source = elige de dónde robas la primera carta
bang-term-decision-choose-card-to-put-back = elige la carta que vuelve al mazo (Kit Carlson)
bang-term-decision-discard-to-hand-limit = descarta hasta tener tantas cartas como vidas
bang-term-decision-choose-character = elige un personaje
bang-term-decision-place-token = elige dónde van las fichas de Carga ganadas
bang-term-decision-pay-tokens = elige de dónde se pagan las fichas de Carga
bang-term-decision-use-tumbleweed = repite un desenfundar con la Rodadora, o déjalo así
bang-term-decision-use-al-preacher = paga 2 fichas para robar una carta (Al Preacher), o pasa
bang-term-decision-ms-abigail-ignore = ignora la carta (Ms. Abigail), o deja que se resuelva
bang-term-decision-choose-bomb-target = pasa la Bomba a otro jugador
bang-term-decision-discard-for-buntline = descarta una carta por el Buntline Special
bang-term-decision-other = decide

## De dónde vienen las cartas, y por qué (entre paréntesis en las líneas de eventos)

bang-term-why-deck = del mazo
bang-term-why-general-store = del Almacén
bang-term-why-discard = del descarte
bang-term-why-black-jack-shown = Black Jack la enseña
bang-term-why-black-jack-extra = carta extra de Black Jack
bang-term-why-kit-carlson-look = Kit Carlson mira
bang-term-why-kit-carlson-kept = Kit Carlson se las queda
bang-term-why-reward = recompensa por un Forajido
bang-term-why-hand-limit = límite de mano
bang-term-why-weapon-replaced = arma sustituida
bang-term-why-eliminated = fuera de la partida
bang-term-why-sheriff-penalty = el Sheriff mató a un Alguacil
bang-term-why-dynamite-exploded = la Dinamita explotó
bang-term-why-bomb-exploded = la Bomba explotó
bang-term-why-exhausted = sin fichas
bang-term-why-dynamite-passed = la Dinamita pasa al siguiente
bang-term-why-bomb-passed = la Bomba se pasa
bang-term-why-phase-3 = bonificación de descarte
bang-term-why-blue-card = bonificación de carta azul
bang-term-why-shot = un disparo
bang-term-why-duck-returned = ¡Agáchate! vuelve
bang-term-why-flintlock-returned = Flintlock vuelve
bang-term-why-bomb = la Bomba
bang-term-why-played = jugada
bang-term-why-upgrade = mejora
bang-term-why-bomb-check = desenfundar por la Bomba

## Líneas de eventos

bang-term-card-as = { $card } como { $kind }
bang-term-plays = { $who } juega { $card }
bang-term-plays-at = { $who } juega { $card } contra { $target }
bang-term-paid-weapon-ability = habilidad del arma
bang-term-upgrades =
    { $n ->
        [one] { $n } mejora
       *[other] { $n } mejoras
    }
bang-term-draws =
    { $n ->
        [one] { $who } roba { $n } carta ({ $why })
       *[other] { $who } roba { $n } cartas ({ $why })
    }
bang-term-draws-shown =
    { $n ->
        [one] { $who } roba { $n } carta ({ $why }): { $cards }
       *[other] { $who } roba { $n } cartas ({ $why }): { $cards }
    }
bang-term-you-draw = Robas { $cards } ({ $why })
bang-term-check = { $who } desenfunda por { $why }: { $cards }
bang-term-check-success = { $who } desenfunda por { $why }: { $card } -> éxito
bang-term-check-failure = { $who } desenfunda por { $why }: { $card } -> fallo
bang-term-full-life = { $who } ya tiene todas sus vidas ({ $life })
bang-term-gains-life =
    { $n ->
        [one] { $who } gana { $n } punto de vida ({ $why }) -> { $life }
       *[other] { $who } gana { $n } puntos de vida ({ $why }) -> { $life }
    }
bang-term-loses-life =
    { $n ->
        [one] { $who } pierde { $n } punto de vida ({ $why }) -> { $life }
       *[other] { $who } pierde { $n } puntos de vida ({ $why }) -> { $life }
    }
bang-term-eliminated = { $who } queda eliminado: { $role }
bang-term-eliminated-by = { $who } queda eliminado: { $role } (por { $killer })
bang-term-discards = { $who } descarta { $cards } ({ $why })
bang-term-back-to-hand = { $card } vuelve a la mano de { $seat } ({ $why })
bang-term-moves = { $card } pasa de { $from } a { $to } ({ $why })
bang-term-moves-hidden = Una carta pasa de { $from } a { $to } ({ $why })
bang-term-you-take = Tomas { $card } de { $seat } ({ $why })
bang-term-turn-started = --- Turno { $turn }: { $seat } ---
bang-term-game-over = FIN DE LA PARTIDA: { $summary } (ganadores: { $winners })
bang-term-uses = { $who } usa { $ability }
bang-term-discarding = { $text } descartando { $cards }
bang-term-slot-character = personaje
bang-term-tokens =
    { $n ->
        [one] { $who } { $slot }: { $change } ficha -> { $tokens } ({ $why }; reserva { $supply })
       *[other] { $who } { $slot }: { $change } fichas -> { $tokens } ({ $why }; reserva { $supply })
    }
bang-term-shot-missed = El disparo a { $seat } falla
bang-term-reshuffled =
    { $n ->
        [one] El descarte se baraja como nuevo mazo ({ $n } carta)
       *[other] El descarte se baraja como nuevo mazo ({ $n } cartas)
    }
bang-term-penalty-reward = { $who } roba 3 cartas como recompensa
bang-term-penalty-sheriff = { $who } descarta todas sus cartas (mató a un Alguacil)
bang-term-character-chosen = { $who } juega con { $character }
bang-term-game-started = Empieza una partida de BANG! para { $seats } ({ $characters })
bang-term-game-started-sheriff = Empieza una partida de BANG! para { $seats } ({ $characters }); el Sheriff es { $sheriff }
bang-term-jailed = { $who } pierde el turno ({ $jail })

## Cómo termina una partida (el resumen de FIN DE LA PARTIDA)

bang-term-end = { $why }: { $verdict } (tras { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    })
bang-term-end-target =
    { $side ->
        [deputy] El Alguacil eliminó al Renegado, su objetivo
        [outlaw] El Forajido eliminó al Alguacil, su objetivo
       *[renegade] El Renegado eliminó al Forajido, su objetivo
    }
bang-term-end-last-standing =
    { $side ->
        [deputy] El Alguacil es el último en pie
        [outlaw] El Forajido es el último en pie
       *[renegade] El Renegado es el último en pie
    }
bang-term-end-renegade-left = El Sheriff murió y solo queda el Renegado
bang-term-end-sheriff-killed = El Sheriff ha muerto
bang-term-end-town-cleared =
    { $renegades ->
        [one] Todos los Forajidos y el Renegado están muertos
       *[other] Todos los Forajidos y los Renegados están muertos
    }
bang-term-end-stalemate = Nadie puede robar ni jugar más cartas
bang-term-verdict-three =
    { $side ->
        [deputy] gana el Alguacil
        [outlaw] gana el Forajido
       *[renegade] gana el Renegado
    }
bang-term-verdict-sheriff-deputies = ganan el Sheriff y sus Alguaciles
bang-term-verdict-sheriff = gana el Sheriff
bang-term-verdict-outlaws = ganan los Forajidos
bang-term-verdict-renegade = gana el Renegado, en solitario
bang-term-verdict-draw = la partida acaba en empate, nadie gana

## El menú de respuestas

bang-term-play = Jugar { $card }
bang-term-on = { $text } contra { $seat }
bang-term-taking = { $text } quitando { $card }
bang-term-face-down = { $text }: carta tapada { $n } de la mano
bang-term-face-down-of = { $text }: carta tapada { $n } de { $size } de la mano
bang-term-and-seats = { $text } y { $seats }
bang-term-with-upgrades =
    { $n ->
        [one] { $text } con { $n } mejora
       *[other] { $text } con { $n } mejoras
    }
bang-term-with-weapon-ability = { $text } usando la habilidad del arma (1 ficha)
bang-term-with-bandolier = { $text } con la Bandolera (1 ficha)
bang-term-with-bell-tower = { $text } con el Campanario (1 ficha)
bang-term-end-turn = Terminar el turno
bang-term-and-more =
    { $n ->
        [one] { $text } y { $n } carta más ({ $cards })
       *[other] { $text } y { $n } cartas más ({ $cards })
    }
bang-term-keep-duck = { $text } y pagar 2 fichas para conservarla
bang-term-pass-respond-to-shot = Recibir el golpe (perder 1 vida)
bang-term-pass-respond-to-indians = Perder 1 vida
bang-term-pass-respond-to-arrow = Perder 1 vida
bang-term-pass-respond-to-duel = Rendirse en el Duelo (perder 1 vida)
bang-term-pass-play-beer-or-die = Sin Cerveza: quedas fuera
bang-term-pass-use-ability-when-targeted = Dejar que pase
bang-term-pass-place-token = Dejarla en la reserva (ninguna ficha)
bang-term-pass = Pasar
bang-term-use = Usar { $ability }
bang-term-moving-tokens = { $text } moviendo fichas a { $cards }
bang-term-all-tokens = Todas las fichas a la vez: { $parts }
bang-term-tokens-on-character = { $n } en tu personaje
bang-term-tokens-on-card = { $n } en { $card }
bang-term-add-on = Ponerla en { $card }
bang-term-choose = Elegir { $option }
bang-term-draw-from-hand = Robar la primera carta de la mano de { $seat }
bang-term-draw-from-deck = Robar del mazo
bang-term-draw-from-discard = Robar la primera carta del descarte
bang-term-add-on-character = Ponerla en tu personaje
bang-term-your-character = Tu personaje
bang-term-be = Jugar con { $character }
bang-term-discard = Descartar { $cards }
