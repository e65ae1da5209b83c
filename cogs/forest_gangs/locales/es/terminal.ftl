# La terminal (`python -m bot play forest_gangs`): la mesa, el registro del combate, los eventos y los menús.

forest_gangs-term-ghost = Fantasma
forest_gangs-term-the-ghost = el fantasma
forest_gangs-term-cards = { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
forest_gangs-term-card = { $name } ({ $value })

## La mesa

forest_gangs-term-header = Forest Gangs — ronda { $round }{ $mode } · Botín: { $loot }
forest_gangs-term-kids1 = { " · " }Niños 1
forest_gangs-term-kids2 = { " · " }Niños 2
forest_gangs-term-piles = mazo { $deck } · mano { $hand } · descarte { $discard } = { $cards }
forest_gangs-term-plays = juega { $card }
forest_gangs-term-out = { $play } (fuera)
forest_gangs-term-laid = ha puesto una carta boca abajo
forest_gangs-term-to-answer = tiene que responder…
forest_gangs-term-hand = Tu mano: { $cards }
forest_gangs-term-not-offered = No disponible: { $card } — tienes una Rana, y la Rana hay que jugarla.
forest_gangs-term-waiting = Esperando: { $what } — { $who }
forest_gangs-term-waiting-choose_card = que todos pongan una carta
forest_gangs-term-waiting-abilities = habilidades (Cambiaformas, Goblin)
forest_gangs-term-waiting-reveal = que todos revelen la carta de arriba del mazo

## El registro del combate

forest_gangs-term-level = [duelo { $level }]{ " " }
forest_gangs-term-play = { $who }: { $card }
forest_gangs-term-revealed = Reveladas: { $plays }
forest_gangs-term-shapeshifted = { $level }Cambiaformas usado → { $plays }
forest_gangs-term-duel = { $level }Duelo de { $value }: { $seats }
forest_gangs-term-giants = { $level }Los Gigantes empatan y van al Botín: { $seats }
forest_gangs-term-goblins = { $level }Los Goblins se unen al duelo: { $seats }
forest_gangs-term-duel-cards = { $level }Cartas del duelo: { $plays }
forest_gangs-term-banished = { $level }La Cabra-oveja manda a la Dragona al Botín ({ $plays })
forest_gangs-term-winner = { $who } gana el combate ({ $why }) y se lleva { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
forest_gangs-term-why-mantis_in_duel = la Mantis gana un duelo
forest_gangs-term-why-fungid_lowest = el Fúngido es la carta más baja
forest_gangs-term-why-highest = la carta más alta
forest_gangs-term-why-only_card = la única carta que queda
forest_gangs-term-why-goatsheep = la Cabra-oveja desterró a la Dragona
forest_gangs-term-no-winner = No queda ninguna carta en juego: nadie gana; el Botín ({ $n }) se queda
forest_gangs-term-gnome = ¡Gnomo! Todos pasan a la izquierda la carta de su mano
forest_gangs-term-someone = alguien
forest_gangs-term-end-duel = { $who } no puede robar en el duelo: fin de la partida, { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
} para cada duelista
forest_gangs-term-end-reveal = { $who } no puede revelar: fin de la partida
forest_gangs-term-end-draw = { $who } no puede robar: fin de la partida

## Eventos

forest_gangs-term-round = Ronda { $round }
forest_gangs-term-round-loot = Ronda { $round } (Botín de la ronda anterior: { $loot })
forest_gangs-term-drew = Robaste { $card }
forest_gangs-term-reshuffled = { $who } baraja el descarte en un mazo nuevo ({ $n })
forest_gangs-term-lays-hidden = { $who } pone una carta boca abajo
forest_gangs-term-you-lay = Pones { $card }
forest_gangs-term-received = Recibiste { $card } de { $who }

## El resultado

forest_gangs-term-wins = { $who } gana con { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
forest_gangs-term-ghost-wins = El fantasma gana con { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
forest_gangs-term-share = { $who } comparten la victoria con { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}

## Menús

forest_gangs-term-play-random = Jugar una carta al azar (lo que pasa si se acaba el tiempo)
forest_gangs-term-play-card = Jugar { $card }
forest_gangs-term-use-shapeshifter = Usar el Cambiaformas
forest_gangs-term-keep-shapeshifter = Quedarse el Cambiaformas
forest_gangs-term-join-duel = Unirse al duelo
forest_gangs-term-stay-out = Quedarse fuera
forest_gangs-term-reveal = Revelar

## Estadísticas de simulate

forest_gangs-term-stat-rounds = rondas
forest_gangs-term-stat-end = final
forest_gangs-term-stat-end-refill = no puede robar al reponer
forest_gangs-term-stat-end-reveal = no puede revelar
forest_gangs-term-stat-end-duel = no puede robar en un duelo
forest_gangs-term-stat-ghost_won = gana el fantasma
