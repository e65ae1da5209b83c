# Forest Gangs en Discord: la mesa, las manos, las líneas de opciones del lobby, las menciones y los resultados
# (cogs/forest_gangs/render.py, cog.py). Textos públicos en el idioma de la mesa; las manos, en el del jugador.
# Nombres y habilidades de las criaturas: cards.ftl.

## Líneas de opciones del lobby

forest_gangs-option-players = 👥 Hasta { $n ->
        [one] { $n } jugador
        *[other] { $n } jugadores
    }
forest_gangs-option-ghost-on = 👻 Jugador fantasma: sí
forest_gangs-option-ghost-off = 👻 Jugador fantasma: no
forest_gangs-option-ghost-auto = 👻 Jugador fantasma: solo con 2 jugadores
forest_gangs-option-kids2 = 🧒 Niños 2 (sin mano)
forest_gangs-option-kids1 = 🧒 Niños 1 (solo valores)
forest_gangs-option-abilities = 🐉 Habilidades de las criaturas activadas
forest_gangs-option-timeouts = ⏱️ { $choice } s para elegir · { $ability } s para habilidades

## Líneas de «Reciente»

forest_gangs-event-loot-carried = 💰 La ronda { $round } empieza con { $n ->
        [one] { $n } carta acumulada
        *[other] { $n } cartas acumuladas
    } en el Botín
forest_gangs-event-reshuffled = 🔀 { $who } baraja su descarte y forma un mazo nuevo ({ $n ->
        [one] { $n } carta
        *[other] { $n } cartas
    })
# $card: «🧙 Gnomo (7)»; $why: uno de los textos forest_gangs-reason-….
forest_gangs-event-winner = ⚔️ Ronda { $round }: **{ $who }** gana ({ $why }) y se lleva { $n ->
        [one] { $n } carta
        *[other] { $n } cartas
    }
forest_gangs-event-winner-card = ⚔️ Ronda { $round }: **{ $who }** gana con { $card } ({ $why }) y se lleva { $n ->
        [one] { $n } carta
        *[other] { $n } cartas
    }
forest_gangs-event-no-winner = ⚔️ Ronda { $round }: nadie gana (no queda ninguna carta en juego); el Botín de { $n ->
        [one] { $n } carta
        *[other] { $n } cartas
    } se queda
forest_gangs-event-gnome = 🧙 ¡Gnomo! Todos pasaron a la izquierda la carta de su mano

## Por qué se ganó un combate

forest_gangs-reason-mantis-in-duel = la Mantis gana un duelo
forest_gangs-reason-fungid-lowest = el Fúngido es la carta más baja
forest_gangs-reason-highest = la carta más alta
forest_gangs-reason-only-card = la única carta que queda
forest_gangs-reason-goatsheep = la Cabra-oveja desterró a la Dragona

## Menciones de turno (el bot añade la mención y la cuenta atrás)

forest_gangs-ping-choose = elige tu carta para la ronda { $round } (en tus MD o con **Mi mano**)
forest_gangs-ping-reveal = revela la carta superior de tu mazo para la ronda { $round } (en tus MD o con **Mi mano**)
forest_gangs-ping-shapeshifter = usa tu Cambiaformas o quédatelo (en tus MD o con **Mi mano**)
forest_gangs-ping-goblin = únete al duelo con tu Goblin o quédate fuera (en tus MD o con **Mi mano**)

## La mesa

forest_gangs-table-title = 🌲 Forest Gangs — ronda { $round }
forest_gangs-table-title-kids1 = 🌲 Forest Gangs — ronda { $round } · Niños 1
forest_gangs-table-title-kids2 = 🌲 Forest Gangs — ronda { $round } · Niños 2
# $due: el tiempo relativo de Discord («dentro de 40 segundos»).
forest_gangs-status-choose = 👉 Elegid vuestra carta — con **Mi mano** o por MD. El tiempo se acaba { $due }.
forest_gangs-status-choose-soon = 👉 Elegid vuestra carta — con **Mi mano** o por MD. El tiempo se acaba pronto.
# $who: «Bob (Cambiaformas) y 🤖 IA 1 (Goblin)».
forest_gangs-status-abilities = ✨ Esperando a { $who }… { $due }
forest_gangs-status-reveal = 🃏 ¡Revelad la carta superior de vuestro mazo!
forest_gangs-waiting-seat = { $who } ({ $card })
forest_gangs-waiting-answer = su respuesta
forest_gangs-waiting-nobody = las respuestas
forest_gangs-table-loot = 💰 **Botín:** { $n ->
        [one] { $n } carta
        *[other] { $n } cartas
    }
forest_gangs-table-loot-carried = 💰 **Botín:** { $n ->
        [one] { $n } carta
        *[other] { $n } cartas
    } (acumuladas: { $carried })
forest_gangs-legend = 🃏 mazo · ✋ mano · 🗑 descarte · cartas en **total** (gana quien tenga más al final)
forest_gangs-cards-bold = { $n ->
        [one] **{ $n }** carta
        *[other] **{ $n }** cartas
    }
forest_gangs-play-laid = ✅ carta colocada
forest_gangs-play-choosing = ⏳ eligiendo…
forest_gangs-play-out = { $card } (fuera)
forest_gangs-field-combat = ⚔️ Combate
forest_gangs-field-last-combat = ⚔️ Último combate
forest_gangs-field-recent = 📜 Reciente
# $hand y $rules: los nombres de los subcomandos en este idioma.
forest_gangs-table-footer = Sesión { $id } · /forest_gangs { $hand } · /forest_gangs { $rules }
forest_gangs-seat = Asiento { $n }

## El registro del combate ($plays: «Ana: Gnomo (7), Bob: Gigante (8)»; $who: una lista de jugadores)

forest_gangs-step-in-duel = [duelo { $level }] { $step }
forest_gangs-step-revealed = Reveladas: { $plays }
forest_gangs-step-shapeshifted = Cambiaformas usado → { $plays }
forest_gangs-step-duel = Duelo de { $value }: { $who }
forest_gangs-step-giants = Los Gigantes empatan y van al Botín: { $who }
forest_gangs-step-goblins = Los Goblins se unen al duelo: { $who }
forest_gangs-step-duel-cards = Cartas del duelo: { $plays }
forest_gangs-step-banished = La Cabra-oveja manda a la Dragona al Botín ({ $plays })
forest_gangs-step-winner = { $who } gana el combate ({ $why }) y se lleva { $n ->
        [one] { $n } carta
        *[other] { $n } cartas
    }
forest_gangs-step-no-winner = No queda ninguna carta en juego: nadie gana; el Botín ({ $n }) se queda
forest_gangs-step-gnome = ¡Gnomo! Todos pasan a la izquierda la carta de su mano
forest_gangs-step-end-duel = { $who } no puede robar en el duelo: fin de la partida, { $n ->
        [one] { $n } carta
        *[other] { $n } cartas
    } para cada duelista
forest_gangs-step-end-draw = { $who } no puede robar: fin de la partida
forest_gangs-step-end-reveal = { $who } no puede revelar: fin de la partida
forest_gangs-someone = alguien

## La mano de un jugador (MD o efímera)

forest_gangs-hand-title = 🌲 Tu mano — ronda { $round }
forest_gangs-hand-empty = _No tienes cartas en la mano._
forest_gangs-hand-table = 📍 Mesa
forest_gangs-hand-piles = Tus montones
forest_gangs-hand-piles-value = 🃏 mazo { $deck } · ✋ mano { $hand } · 🗑 descarte { $discard } · { $cards }
forest_gangs-hand-in-play = En juego
forest_gangs-hand-time = ⏳ Tiempo
forest_gangs-timeout-choose = Responde { $due }; después se coloca por ti una carta al azar.
forest_gangs-timeout-shapeshifter = Responde { $due }; después te quedas el Cambiaformas.
forest_gangs-timeout-goblin = Responde { $due }; después te quedas fuera del duelo.
forest_gangs-timeout-reveal = Responde { $due }; después tu carta se revela por ti.
forest_gangs-hand-move = Tu jugada
forest_gangs-move-choose = Elige la carta que colocas boca abajo.
forest_gangs-move-frog = 🚫 No puedes colocar { $card }: tienes una Rana, y la Rana debe jugarse.
forest_gangs-move-shapeshifter = 🎭 ¿Usas tu Cambiaformas? Va al Botín y la carta superior de tu mazo ocupa su lugar.
forest_gangs-button-shapeshifter-use = Usar el Cambiaformas
forest_gangs-button-shapeshifter-keep = Quedármelo
forest_gangs-move-goblin = 👺 ¿Te unes al duelo con tu Goblin?
forest_gangs-button-goblin-join = Unirme al duelo
forest_gangs-button-goblin-stay = Quedarme fuera
forest_gangs-move-reveal = Da la vuelta a la carta superior de tu mazo.
forest_gangs-button-reveal = Revelar
forest_gangs-hand-waiting = Esperando
forest_gangs-hand-waiting-laid = Tu carta está colocada; esperando a los demás.
forest_gangs-hand-waiting-others = Esperando a los demás.
forest_gangs-hand-footer = { $name } · sesión { $id }

## Resultados

forest_gangs-final-stopped = Cartas cuando se detuvo la partida:
forest_gangs-headline-win = 🏆 { $who } gana con { $n ->
        [one] { $n } carta
        *[other] { $n } cartas
    }
forest_gangs-headline-win-tie = 🏆 { $who } gana con { $n ->
        [one] { $n } carta
        *[other] { $n } cartas
    } (empate a cartas, decidido por quien tiene más Dragonas, luego Gigantes, …)
forest_gangs-headline-share = 🏆 { $who } comparten la victoria con { $n ->
        [one] { $n } carta
        *[other] { $n } cartas
    } cada uno
forest_gangs-headline-share-tie = 🏆 { $who } comparten la victoria con { $n ->
        [one] { $n } carta
        *[other] { $n } cartas
    } cada uno (empate a cartas, decidido por quien tiene más Dragonas, luego Gigantes, …)
forest_gangs-end-duel = 🔚 { $who } tuvo que robar durante un duelo con el mazo y el descarte vacíos: las cartas en juego y el Botín se repartieron entre los duelistas ({ $n ->
        [one] { $n } carta
        *[other] { $n } cartas
    } cada uno).
forest_gangs-end-draw = 🔚 { $who } tuvo que robar una carta con el mazo y el descarte vacíos, así que la partida terminó.
forest_gangs-end-reveal = 🔚 { $who } tuvo que revelar una carta con el mazo y el descarte vacíos, así que la partida terminó.
forest_gangs-a-player = Un jugador
