# BANG! en Discord: la mesa, las manos, el registro, los avisos y los resultados (cogs/bang/render, cog.py).
# Los NOMBRES de cartas, personajes y roles y sus textos están en cards.ftl (`bang-card-…`).

## Líneas de opciones en la sala

bang-option-players = 👥 3–{ $max } jugadores: únete o añade jugadores IA
bang-option-two-characters = 🎭 Dos personajes para cada uno (se queda uno)
bang-option-one-character = 🎭 Un personaje para cada uno
bang-option-timeouts = ⏱️ { $turn } s por acción en tu turno · { $answer } s para responder
bang-option-ad-on = 🧨 Armed & Dangerous: sí
bang-option-ad-off = 🧨 Armed & Dangerous: no

## Palabras cortas

bang-nobody = nadie
bang-seat = Asiento { $n }
bang-a-card = una carta
bang-a-shot = Un disparo
bang-shot-of = El disparo de { $name }
bang-choosing = eligiendo…
bang-within = en { $s } s
bang-slot-character = { $name } (personaje) { $pips }
bang-weapon = arma
bang-weapon-its-ability = su efecto
bang-upgrade = mejora

## La mesa

bang-table-title = 🤠 BANG! — turno { $turn }
bang-table-turn = ▶️ Turno de **{ $name }** · { $phase }
bang-phase-setup = preparación
bang-phase-start = inicio del turno
bang-phase-draw = fase 1 · robar
bang-phase-play = fase 2 · jugar cartas
bang-phase-discard = fase 3 · descartar
bang-phase-ended = fin del turno
bang-phase-other = jugando
bang-table-answer-in-dm = Responde con los botones de tus MD o con **Mi mano**.
bang-table-resolving = 🕓 A punto de llegar: { $cards }
bang-table-discard-top = 🗑️ Arriba del descarte: { $card }
bang-table-store = 🏪 Almacén
bang-table-draw = 🎲 ¡desenfunda!
bang-table-recent = 📜 Reciente
bang-table-footer = Mazo { $deck } · descarte { $discard } · partida { $session } · /bang mano · /bang reglas
bang-table-footer-ad = Mazo { $deck } · descarte { $discard } · { $pip } reserva { $supply }/{ $total } · partida { $session } · /bang mano · /bang reglas
bang-table-legend = ▶️ de quién es el turno · ⭐ Sheriff · ❤️ vida/máx · ✋ cartas en mano · 🃏 cartas en juego · 💀 fuera
bang-table-legend-ad = ▶️ de quién es el turno · ⭐ Sheriff · ❤️ vida/máx · ✋ cartas en mano · 🃏 cartas en juego · 💀 fuera · { $pips } fichas de carga (de 4)
bang-table-characters = Personajes
bang-chars-title = 🎭 **Los personajes de esta mesa**
bang-chars-choosing = • **{ $name }** — aún está eligiendo personaje

bang-pending = ⏳ Esperando a **{ $name }** — { $what } · { $when }
bang-pending-card = ⏳ Esperando a **{ $name }** — { $what } ({ $card }) · { $when }
bang-pending-card-from = ⏳ Esperando a **{ $name }** — { $what } ({ $card } de { $by }) · { $when }
bang-decision-play_turn = jugando cartas
bang-decision-respond_to_shot = respondiendo a un disparo
bang-decision-respond_to_indians = respondiendo a los ¡Indios!
bang-decision-respond_to_duel = respondiendo a un Duelo
bang-decision-play_beer_or_die = muriendo: Cerveza o fuera
bang-decision-use_ability_when_targeted = puede usar la habilidad de Sid Ketchum
bang-decision-pick_from_general_store = eligiendo del Almacén
bang-decision-choose_character = eligiendo personaje
bang-decision-choose_check_card = eligiendo la carta de ¡desenfunda!
bang-decision-choose_draw_source = eligiendo de dónde robar
bang-decision-choose_card_to_put_back = eligiendo una carta para devolver
bang-decision-discard_to_hand_limit = descartando hasta el límite de mano
bang-decision-respond_to_arrow = respondiendo a una Flecha
bang-decision-place_token = colocando una ficha
bang-decision-pay_tokens = pagando fichas
bang-decision-use_tumbleweed = puede usar la Rodadora
bang-decision-use_al_preacher = puede usar la habilidad de Al Preacher
bang-decision-ms_abigail_ignore = puede ignorar la carta (Ms. Abigail)
bang-decision-choose_bomb_target = pasando la Bomba
bang-decision-discard_for_buntline = descartando por la Buntline Special
bang-decision-other = decidiendo

## Una mano (MD o efímera)

bang-hand-title = 🤠 BANG! — { $name }
bang-goal-sheriff = ⭐ **{ $role }** — acaba con todos los Forajidos y el Renegado. Todos saben quién eres.
bang-goal-deputy = 🛡️ **{ $role }** — protege al Sheriff; acaba con todos los Forajidos y el Renegado.
bang-goal-outlaw = 🦹 **{ $role }** — acaba con el Sheriff.
bang-goal-renegade = 🐍 **{ $role }** — sé el último en pie (acaba con el Sheriff el último).
bang-hand-life = ❤️ { $life }/{ $max } vida · 🔫 alcance { $range }
bang-hand-life-ad = ❤️ { $life }/{ $max } vida · 🔫 alcance { $range } · { $pip } { $tokens ->
        [one] 1 ficha
       *[other] { $tokens } fichas
    } para gastar
bang-hand-out = 💀 Estás fuera de la partida.
bang-hand-cards = ✋ Tu mano ({ $n })
bang-hand-empty = _vacía_
bang-hand-in-play = 🃏 En juego
bang-hand-distances = 📏 Distancias (🎯 = a tiro)
bang-hand-looking = 👀 Estás mirando
bang-hand-over = La partida ha terminado.
bang-hand-your-move = 👉 Te toca
bang-hand-waiting = ⏳ Esperando
bang-hand-whose-turn = ▶️ Turno de **{ $name }** — la mesa muestra más.
bang-hand-footer = Partida { $session } · solo tú ves esto
bang-hand-legend = ❤️ vida/máx · 🔫 alcance · 📏 distancia (🎯 a tiro)
bang-hand-legend-ad = ❤️ vida/máx · 🔫 alcance · 📏 distancia (🎯 a tiro) · { $pips } fichas de carga (de 4)
bang-hand-upgrade = { $text } · ⬆ { $cost } { $pip }: { $what }
bang-hand-upgrade-repeatable = { $text } · ⬆ { $cost } { $pip }: { $what }, repetible

bang-upgrade-caravan = +1 carta
bang-upgrade-a_little_nip = +1 vida
bang-upgrade-quick_shot = +1 objetivo
bang-upgrade-flintlock = vuelve a la mano si lo esquivan
bang-upgrade-arrow = +1 objetivo
bang-upgrade-duck = vuelve a la mano
bang-upgrade-squaw = quédate la carta en su lugar
bang-weapon-ability-big_fifty = ignora sus cartas en juego y su habilidad
bang-weapon-ability-buntline_special = si lo esquivan, descartan una carta
bang-weapon-ability-double_barrel = este BANG! de ♦ no se puede anular
bang-weapon-ability-thunderer = el BANG! vuelve a tu mano

bang-purpose-upgrade = la mejora
bang-purpose-duck = la mejora de ¡Agáchate!
bang-purpose-al_preacher = el robo de Al Preacher
bang-purpose-mexicali_kid = el disparo de Mexicali Kid
bang-purpose-blue_card = el bono de carta azul
bang-purpose-phase_3 = tu bono de descarte
bang-purpose-reloading = Recarga
bang-purpose-barrel = Barril
bang-purpose-jourdonnais = Jourdonnais
bang-purpose-jail = Cárcel
bang-purpose-dynamite = Dinamita
bang-purpose-bomb = la Bomba
bang-purpose-julie = Julie Cutter
bang-purpose-it = esto
bang-purpose-bonus = un bono
bang-purpose-of = { $what } de { $who }

## Elecciones y botones

bang-back = Atrás
bang-end-turn = Terminar turno
bang-choose-placeholder = Elige…
bang-choice-pay-from = De { $slot }
bang-choice-place-on = En { $slot }
bang-choice-keep-bomb = Quedártela
bang-choice-pass-bomb = Pasársela a { $name }
bang-choice-deck = Del mazo
bang-choice-discard = Arriba del descarte ({ $card })
bang-choice-hand = De la mano de { $name }
bang-choice-keep = Quedarte { $cards }
bang-choice-put-back = Devolver { $card }
bang-choice-take = Coger { $card }
bang-choice-play = Jugar { $card }
bang-choice-pass = Pasar
bang-choice-other = Elegir esto

bang-abil-use = Usar { $name }
bang-abil-pay-from-it = paga { $n } { $pip } de esta carta
bang-abil-ace = { $name }: roba una carta
bang-abil-beer-keg = { $name }: +1 ❤️
bang-abil-lock-pick = { $name }: una carta al azar de { $who }
bang-abil-whip = { $name }: descarta { $card } de { $who }
bang-abil-mexicali = { $name }: dispara a { $who }
bang-abil-mexicali-tower = { $name }: dispara a { $who } + { $tower } (distancia 1)
bang-abil-mexicali-desc = paga 2 { $pip } y luego elige de dónde (no es un BANG!)
bang-abil-bass = { $name }: descarta { $card }
bang-abil-bass-desc = +2 { $pip } en { $slot }
bang-abil-frankie = { $name }: coge 1 { $pip } de { $who }
bang-abil-ringo = { $name }: mueve { $n } { $pip } a { $cards }
bang-abil-ringo-desc = desde tu personaje { $pips }
bang-abil-sid = { $name }: descarta 2 cartas por +1 ❤️
bang-abil-which = { $name }: ¿cuál?
bang-abil-where-first = ✨ **{ $name }**: elige primero dónde.
bang-abil-how = { $name }: ¿cómo?
bang-abil-how-prompt = ✨ **{ $name }**: elige cómo usarla.
bang-group-onto = En { $slot }
bang-group-at = Contra { $name }

## Tu turno

bang-turn-prompt = { $fired ->
        [yes] Te toca: juega cartas y luego **Terminar turno**. Ya has disparado tu BANG! este turno.
       *[no] Te toca: juega cartas y luego **Terminar turno**.
    }
bang-turn-nothing = { $fired ->
        [yes] Nada que jugar. Ya has disparado tu BANG! este turno. **Terminar turno** cuando quieras.
       *[no] Nada que jugar. **Terminar turno** cuando quieras.
    }
bang-play-card-placeholder = 🃏 Jugar una carta…
bang-use-ability-placeholder = ✨ Usar una habilidad…
bang-then-target = luego elige un objetivo
bang-extra-upgrade = ⬆ mejora
bang-extra-weapon = arma { $pip }
bang-confirm = ⚠️ { $reason } ¿La juegas igualmente?
bang-confirm-full-life = Tienes la vida al máximo: esta { $card } se desperdiciaría.
bang-confirm-saloon = Todos tienen la vida al máximo: este { $card } no curaría a nadie.
bang-confirm-replace = Esto sustituye tu { $card }.
bang-confirm-replace-tokens = Esto sustituye tu { $card } (sus { $n } { $pip } vuelven a la reserva).
bang-target-play-it = Jugarla
bang-target-distance = distancia { $d } · ❤️ { $life } · ✋ { $hand }
bang-target-you = tú · ❤️ { $life } · ✋ { $hand }
bang-target-in-play = { $n } en juego
bang-target-placeholder = Objetivo de { $card }
bang-target-prompt = 🎯 Elige el objetivo de **{ $card }**.
bang-multi-placeholder = Objetivos de { $card } (hasta { $n })
bang-multi-prompt = 🎯 Elige los objetivos de **{ $card }**: el primero es gratis, cada uno más cuesta 1 { $pip } (hasta { $n }). Luego eliges qué cartas tuyas pagan.
bang-how-card-in-play = una carta en juego
bang-how-hand-card = 🃏 Una carta de su mano
bang-how-face-down = boca abajo, al azar
bang-how-placeholder = ¿Cómo la juegas?
bang-how-placeholder-on = ¿Cómo la juegas contra { $name }?
bang-how-prompt = 🃏 **{ $card }**: elige cómo.
bang-how-prompt-ad = 🃏 **{ $card }**: elige cómo. Las mejoras se pagan después: eliges qué cartas tuyas (o tu personaje) pagan.
bang-variant-upgrade = { $n ->
        [one] ⬆ { $what }
       *[other] ⬆ { $what } ×{ $n }
    }
bang-variant-weapon = { $weapon }: { $what }
bang-variant-bandolier = { $name } (un BANG! extra)
bang-variant-bell-tower = { $name } (distancia 1)
bang-variant-targets = { $n ->
        [one] +1 objetivo
       *[other] +{ $n } objetivos
    }
bang-cost = paga { $parts }
bang-cost-upgrades = { $n } { $pip } de cualquiera de tus espacios
bang-cost-from = 1 { $pip } de { $name }

## Otras decisiones

bang-prompt-store = 🏪 Almacén: elige tu carta con los botones del mensaje de la **mesa**.
bang-prompt-buntline = 🔫 Has esquivado un disparo de { $card }: descarta una carta a tu elección.
bang-prompt-buntline-from = 🔫 Has esquivado el disparo de { $card } de **{ $who }**: descarta una carta a tu elección.
bang-buntline-placeholder = Descarta una carta a tu elección
bang-prompt-character = 🎭 Elige tu personaje.
bang-prompt-lucky-duke = 🎲 { $lucky }: elige qué carta cuenta para el ¡desenfunda!.
bang-prompt-draw-source = 🃏 ¿De dónde robas tu primera carta?
bang-prompt-kit-carlson = 👀 { $kit }: elige las 2 cartas que te quedas (un clic); la tercera vuelve boca abajo encima del mazo.
bang-prompt-pay = { $pip } Paga { $n ->
        [0] fichas
        [one] 1 ficha
       *[other] { $n } fichas
    } por { $purpose }: elige de dónde { $n ->
        [one] sale
       *[other] sale la siguiente
    }. Una carta que se queda con 0 fichas se descarta.
bang-prompt-place = { $pip } Ganas { $n ->
        [0] fichas
        [one] 1 ficha
       *[other] { $n } fichas
    } ({ $purpose }): elige dónde { $n ->
        [one] va
       *[other] va la siguiente
    } (4 como máximo en cada una). Reserva: { $supply }.
bang-prompt-bomb = 💣 El ¡desenfunda! de tu Bomba salió rojo: pásala, con sus fichas, a otro jugador.
bang-prompt-other = Elige:
bang-leave-in-supply = Dejarla en la reserva
bang-bonus-prompt = { $pip } Puedes coger 1 ficha de carga ({ $purpose }). La reserva tiene { $supply }: si la coges quedarían { $left }, menos de las { $need } que necesita una carta Peligrosa para jugarse. ¿La coges o la dejas en la reserva?
bang-bonus-add-one = Coger una ficha de carga (en { $slot })
bang-bonus-add-on = Ponerla en { $slot }
bang-limit-bonus = Cada carta descartada te da 1 { $pip } (tú eliges dónde).
bang-limit-one = 🗑️ Descarta hasta tus { $life ->
        [one] 1 punto de vida
       *[other] { $life } puntos de vida
    }: { $n } más, de una en una.
bang-limit-one-placeholder = Descarta una carta ({ $n } de más)
bang-limit-placeholder = { $n ->
        [one] Marca la carta que descartas
       *[other] Marca las { $n } cartas que descartas
    }
bang-limit-prompt = 🗑️ Tienes { $cards ->
        [one] 1 carta
       *[other] { $cards } cartas
    } y { $life ->
        [one] 1 punto de vida
       *[other] { $life } puntos de vida
    }: { $n ->
        [one] marca **la carta** que descartas en el menú.
       *[other] marca **las { $n } cartas** que descartas en el menú, de una vez.
    }
bang-split-from = { $n } de { $slot }
bang-split-on = { $n } en { $slot }
bang-split-pay = { $pip } Paga { $n ->
        [one] 1 ficha
       *[other] { $n } fichas
    } por { $purpose }: elige de dónde salen. Una carta que se queda con 0 fichas se descarta (una Bomba explota).
bang-split-pay-placeholder = Pagar { $n ->
        [one] 1 ficha
       *[other] { $n } fichas
    } de…
bang-split-place = { $pip } Ganas { $n ->
        [one] 1 ficha
       *[other] { $n } fichas
    } ({ $purpose }): elige dónde van (4 como máximo en cada una). Reserva: { $supply }.
bang-split-place-placeholder = Poner { $n ->
        [one] 1 ficha
       *[other] { $n } fichas
    } en…
bang-split-leave = O déjalas en la reserva: si las coges quedarían menos de { $need } para una carta Peligrosa.

## Respuestas fuera de tu turno

bang-respond-beers = Jugar { $n } Cervezas (vuelves a 1 ❤️)
bang-respond-play = { $n ->
        [one] Jugar { $card }
       *[other] Jugar { $card } (×{ $n })
    }
bang-respond-play-upgrade = { $n ->
        [one] Jugar { $card } + { $upgrade } ({ $cost } { $pip })
       *[other] Jugar { $card } (×{ $n }) + { $upgrade } ({ $cost } { $pip })
    }
bang-respond-draw = ¡Desenfunda! con { $name }
bang-respond-crate = { $name } (paga 2 { $pip }): ¡Fallaste!
bang-take-respond_to_shot = Encajar el disparo (−1 ❤️)
bang-take-respond_to_indians = Perder 1 ❤️
bang-take-respond_to_duel = Rendirse en el Duelo (−1 ❤️)
bang-take-respond_to_arrow = Perder 1 ❤️
bang-take-play_beer_or_die = Sin Cerveza: estoy fuera 💀
bang-take-use_ability_when_targeted = Dejar que pase
bang-respond-shot = 🎯 ¡**{ $src }**{ $by ->
        [other] {" "}de **{ $who }**
        [yours] {" "}(tuyo)
       *[none] {""}
    } contra ti! Esquívalo o encaja el disparo.
bang-respond-targeted = 🎯 **{ $src }**{ $by ->
        [other] {" "}de **{ $who }**
        [yours] {" "}(tuyo)
       *[none] {""}
    } te apunta. ¿Usas antes tu habilidad?
bang-respond-discard-bang = { $icon } **{ $card }**{ $by ->
        [other] {" "}de **{ $who }**
        [yours] {" "}(tuyos)
       *[none] {""}
    }: descarta un BANG! o pierde 1 vida.
bang-respond-other = Responde:
bang-dying-cause = 💀 { $cause } te dejó a { $life } ❤️: ¡te estás muriendo! Juega { $need ->
        [one] una Cerveza
       *[other] { $need } Cervezas
    } para volver a 1 ❤️ y seguir en la partida.
bang-dying = 💀 ¡Te estás muriendo (a { $life } ❤️)! Juega { $need ->
        [one] una Cerveza
       *[other] { $need } Cervezas
    } para volver a 1 ❤️ y seguir en la partida.
bang-cause-dynamite = la Dinamita
bang-cause-bomb = la Bomba
bang-cause-bang = el BANG! de { $src }
bang-cause-gatling = la Gatling de { $src }
bang-cause-indians = los ¡Indios! de { $src }
bang-cause-duel = el Duelo con { $src }
bang-cause-arrow = la Flecha de { $src }
bang-cause-quick_shot = el Disparo rápido de { $src }
bang-cause-flintlock = la Flintlock de { $src }
bang-cause-mexicali_kid = el disparo de { $src } (Mexicali Kid)
bang-cause-julie_cutter = el disparo de { $src } (Julie Cutter)
bang-cause-shot = el disparo de { $src }
bang-tumbleweed = 🌵 Ha salido el ¡desenfunda! para { $what }. ¿Pagas 1 { $pip } de tu { $tumbleweed } ({ $pips }) para repetirlo?
bang-tumbleweed-card = 🌵 El ¡desenfunda! para { $what } ha dado **{ $card }**. ¿Pagas 1 { $pip } de tu { $tumbleweed } ({ $pips }) para repetirlo?
bang-tumbleweed-outcome = 🌵 El ¡desenfunda! para { $what } ha dado **{ $card }** — { $outcome }. ¿Pagas 1 { $pip } de tu { $tumbleweed } ({ $pips }) para repetirlo?
bang-tumbleweed-redo = Repetir el ¡desenfunda! (1 { $pip })
bang-tumbleweed-keep = Dejarlo así
bang-outcome-dodged = ✅ el disparo se esquiva
bang-outcome-no-dodge = ❌ no lo esquiva
bang-outcome-out-of-jail = ✅ sale de la Cárcel
bang-outcome-stays-in-jail = ❌ sigue en la Cárcel
bang-outcome-no-explosion = ✅ no explota
bang-outcome-explodes = 💥 explota
bang-outcome-bomb-passed = ✅ la Bomba pasa al siguiente
bang-outcome-bomb-loses = ❌ la Bomba pierde 2 ●
bang-outcome-julie-shoots = ✅ Julie Cutter devuelve el disparo
bang-outcome-julie-no-shot = ❌ no devuelve el disparo
bang-outcome-success = ✅ éxito
bang-outcome-failure = ❌ fallo
bang-preacher = ✝️ Otro jugador ha jugado { $card }. ¿Pagas 2 { $pip } para robar una carta ({ $name })?
bang-preacher-any = ✝️ Otro jugador ha jugado una carta azul/naranja. ¿Pagas 2 { $pip } para robar una carta ({ $name })?
bang-preacher-draw = Robar una carta (2 { $pip })
bang-abigail = 🎩 **{ $card }**{ $by ->
        [other] {" "}de **{ $who }**
       *[none] {""}
    } solo te apunta a ti. ¿La ignoras del todo ({ $name })?
bang-abigail-ignore = Ignorarla
bang-abigail-resolve = Dejar que se resuelva

## Avisos en el canal

bang-ping-in-dm = { $what } (en tus MD o con **Mi mano**)
bang-ping-on-table = { $what } con los botones de la mesa
bang-ping-your-turn = **te toca**: { $what }
bang-own-play_turn = juega cartas o termina tu turno
bang-own-choose_draw_source = elige de dónde robar
bang-own-choose_check_card = elige tu carta de ¡desenfunda!
bang-own-choose_card_to_put_back = elige una carta para devolver
bang-own-discard_to_hand_limit = descarta hasta tu límite de mano
bang-own-pick_from_general_store = elige tu carta del Almacén
bang-own-choose_character = elige tu personaje
bang-own-place_token = coloca tu ficha de carga
bang-own-pay_tokens = paga las fichas de carga
bang-own-choose_bomb_target = pasa la Bomba
bang-own-respond_to_duel = responde al Duelo: juega un BANG! o encaja el golpe
bang-own-other = te toca
bang-ping-shot = { $by ->
        [other] responde al { $card } de { $who }: ¡Fallaste! o encaja el golpe
       *[none] responde al { $card }: ¡Fallaste! o encaja el golpe
    }
bang-ping-respond_to_indians = { $by ->
        [other] responde a los ¡Indios! de { $who }: descarta un BANG! o encaja el golpe
       *[none] responde a los ¡Indios!: descarta un BANG! o encaja el golpe
    }
bang-ping-respond_to_duel = { $by ->
        [other] responde al Duelo de { $who }: juega un BANG! o encaja el golpe
       *[none] responde al Duelo: juega un BANG! o encaja el golpe
    }
bang-ping-respond_to_arrow = { $by ->
        [other] una Flecha de { $who } te apunta: esquívala o encaja el golpe
       *[none] una Flecha te apunta: esquívala o encaja el golpe
    }
bang-ping-choose_character = elige tu personaje
bang-ping-play_beer_or_die = te estás muriendo
bang-ping-use_ability_when_targeted = una carta te apunta
bang-ping-pick_from_general_store = elige tu carta del Almacén
bang-ping-use_tumbleweed = puedes repetir un ¡desenfunda! con tu Rodadora
bang-ping-use_al_preacher = puedes usar la habilidad de Al Preacher
bang-ping-ms_abigail_ignore = puedes ignorar una carta (Ms. Abigail)
bang-ping-discard_for_buntline = descarta una carta por la Buntline Special
bang-ping-other = te toca
bang-ping-with-card = { $what } ({ $card })
bang-ping-card-from = { $card } de { $who }
bang-ping-dying-cause = { $cause } te dejó a { $life } ❤️: juega { $need ->
        [one] una Cerveza
       *[other] { $need } Cervezas
    } o estás fuera
bang-ping-dying = te estás muriendo (a { $life } ❤️): juega { $need ->
        [one] una Cerveza
       *[other] { $need } Cervezas
    } o estás fuera
bang-ping-dying-cause-sid = { $cause } te dejó a { $life } ❤️: usa la habilidad de Sid Ketchum o estás fuera
bang-ping-dying-sid = te estás muriendo (a { $life } ❤️): usa la habilidad de Sid Ketchum o estás fuera

## El registro (Reciente)

bang-log-answers = 🛡️ { $who } responde con { $card }
bang-log-plays = 🃏 { $who } juega { $card }{ $more }
bang-log-plays-at = 🃏 { $who } juega { $card } contra { $target }{ $more }
bang-log-plays-as = 🃏 { $who } juega { $card } como { $kind }{ $more }
bang-log-plays-as-at = 🃏 { $who } juega { $card } como { $kind } contra { $target }{ $more }
bang-log-upgrades = { $n ->
        [one] 1 mejora
       *[other] { $n } mejoras
    }
bang-log-weapon-ability = efecto del arma
bang-log-loses = 💥 { $who } pierde { $n } ❤️ → { $life }
bang-log-full-life = ❤️ { $who } ya tiene la vida al máximo ({ $life } ❤️)
bang-log-gains = ❤️ { $who } gana { $n } ❤️ → { $life }
bang-log-out = 💀 { $who } queda fuera — { $role }
bang-log-out-by = 💀 { $who } queda fuera — { $role } (por { $killer })
bang-log-turn = ▶️ Turno { $turn }: { $who }
bang-log-check = 🎲 ¡Desenfunda! de { $who } para { $what }: { $card } { $mark }
bang-log-dodges = 💨 { $who } esquiva el disparo
bang-log-bomb-passed = 💣 { $who } le pasa la Bomba a { $to }
bang-log-back-to-hand = ↩️ { $card } vuelve a la mano de { $who }
bang-log-takes = 🤏 { $who } coge { $card } de { $source }
bang-log-takes-hand-card = 🤏 { $who } coge una carta de la mano de { $source }
bang-log-discards = 🗑️ { $who } descarta { $cards } ({ $why })
bang-log-store = 🏪 Almacén: { $cards }
bang-log-draws = 🃏 { $who } coge { $cards } ({ $source })
bang-log-character = 🎭 { $who } es { $character }
bang-log-ability = ✨ { $who } usa { $ability }
bang-log-tokens = { $pip } { $who }: { $delta } en { $card } → { $tokens }
bang-log-tokens-character = { $pip } { $who }: { $delta } en el personaje → { $tokens }
bang-log-penalty-reward_3_cards = ⚖️ { $who } roba 3 cartas como recompensa
bang-log-penalty-sheriff_discards_all = ⚖️ { $who } descarta todas sus cartas: el Sheriff mató a un Alguacil
bang-log-penalty = ⚖️ { $who }: { $what }
bang-log-reshuffle = 🔀 El descarte se baraja como nuevo mazo
bang-source-deck = el mazo
bang-source-black_jack_shown = Black Jack la enseña
bang-source-discard = el descarte
bang-source-general_store = el Almacén
bang-source-outlaw_reward = recompensa
bang-source-reward = recompensa por un Forajido
bang-discard-hand_limit = límite de mano
bang-discard-weapon_replaced = arma sustituida
bang-discard-jail = Cárcel cumplida
bang-discard-dynamite_exploded = la Dinamita explotó
bang-discard-bomb_exploded = la Bomba explotó
bang-discard-exhausted = sin fichas
bang-discard-eliminated = fuera de la partida
bang-discard-sheriff_penalty = el Sheriff mató a un Alguacil
bang-discard-panic = ¡Pánico!
bang-discard-dynamite_passed = la Dinamita pasa al siguiente
bang-discard-bomb_passed = la Bomba se pasa

## El final

bang-ending = { $why }: { $verdict } ({ $turns ->
        [one] tras 1 turno
       *[other] tras { $turns } turnos
    })
bang-why-target = { $side ->
        [deputy] El Alguacil eliminó al Renegado, su objetivo
        [renegade] El Renegado eliminó al Forajido, su objetivo
       *[outlaw] El Forajido eliminó al Alguacil, su objetivo
    }
bang-why-last-standing = { $side ->
        [deputy] El Alguacil es el último en pie
        [renegade] El Renegado es el último en pie
        [sheriff] El Sheriff es el último en pie
       *[outlaw] El Forajido es el último en pie
    }
bang-why-renegade-alone = El Sheriff murió y solo quedó el Renegado
bang-why-sheriff-killed = El Sheriff ha muerto
bang-why-town-clean = Todos los Forajidos y el Renegado han muerto
bang-why-town-clean-renegades = Todos los Forajidos y los Renegados han muerto
bang-why-stalemate = Nadie puede robar ni jugar cartas ya
bang-verdict-sheriff-deputies = ganan el Sheriff y sus Alguaciles
bang-verdict-sheriff = gana el Sheriff
bang-verdict-outlaws = ganan los Forajidos
bang-verdict-renegade = gana el Renegado, solo
bang-verdict-deputy-3 = gana el Alguacil
bang-verdict-outlaw-3 = gana el Forajido
bang-verdict-renegade-3 = gana el Renegado
bang-verdict-draw = la partida acaba en empate, nadie gana
bang-fate-killed = abatido por { $name }
bang-fate-out = fuera
