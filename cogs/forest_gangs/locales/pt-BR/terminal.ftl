# O terminal (`python -m bot play forest_gangs`): a mesa, o registro do combate, os eventos e os menus.

forest_gangs-term-ghost = Fantasma
forest_gangs-term-the-ghost = o fantasma
forest_gangs-term-cards = { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
forest_gangs-term-card = { $name } ({ $value })

## A mesa

forest_gangs-term-header = Forest Gangs — rodada { $round }{ $mode } · Espólio: { $loot }
forest_gangs-term-kids1 = { " · " }Crianças 1
forest_gangs-term-kids2 = { " · " }Crianças 2
forest_gangs-term-piles = baralho { $deck } · mão { $hand } · descarte { $discard } = { $cards }
forest_gangs-term-plays = joga { $card }
forest_gangs-term-out = { $play } (fora)
forest_gangs-term-laid = baixou uma carta virada para baixo
forest_gangs-term-to-answer = precisa responder…
forest_gangs-term-hand = Sua mão: { $cards }
forest_gangs-term-not-offered = Não oferecida: { $card } — você tem um Sapo, e o Sapo tem que ser jogado.
forest_gangs-term-waiting = Esperando: { $what } — { $who }
forest_gangs-term-waiting-choose_card = todos baixarem uma carta
forest_gangs-term-waiting-abilities = habilidades (Metamorfo, Goblin)
forest_gangs-term-waiting-reveal = todos revelarem a carta do topo do baralho

## O registro do combate

forest_gangs-term-level = [duelo { $level }]{ " " }
forest_gangs-term-play = { $who }: { $card }
forest_gangs-term-revealed = Reveladas: { $plays }
forest_gangs-term-shapeshifted = { $level }Metamorfo usado → { $plays }
forest_gangs-term-duel = { $level }Duelo de { $value }: { $seats }
forest_gangs-term-giants = { $level }Gigantes empatam e vão para o Espólio: { $seats }
forest_gangs-term-goblins = { $level }Goblins entram no duelo: { $seats }
forest_gangs-term-duel-cards = { $level }Cartas do duelo: { $plays }
forest_gangs-term-banished = { $level }A Cabra-ovelha manda a Dragoa para o Espólio ({ $plays })
forest_gangs-term-winner = { $who } vence o combate ({ $why }) e leva { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
forest_gangs-term-why-mantis_in_duel = o Louva-a-deus vence um duelo
forest_gangs-term-why-fungid_lowest = o Fungoide é a carta mais baixa
forest_gangs-term-why-highest = a carta mais alta
forest_gangs-term-why-only_card = a única carta que sobrou
forest_gangs-term-why-goatsheep = a Cabra-ovelha baniu a Dragoa
forest_gangs-term-no-winner = Não sobrou carta em jogo: ninguém vence; o Espólio ({ $n }) continua lá
forest_gangs-term-gnome = Gnomo! Todos passam a carta da mão para a esquerda
forest_gangs-term-someone = alguém
forest_gangs-term-end-duel = { $who } não pode comprar no duelo: fim de jogo, { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
} para cada duelista
forest_gangs-term-end-reveal = { $who } não pode revelar: fim de jogo
forest_gangs-term-end-draw = { $who } não pode comprar: fim de jogo

## Eventos

forest_gangs-term-round = Rodada { $round }
forest_gangs-term-round-loot = Rodada { $round } (Espólio da rodada anterior: { $loot })
forest_gangs-term-drew = Você comprou { $card }
forest_gangs-term-reshuffled = { $who } embaralha o descarte num baralho novo ({ $n })
forest_gangs-term-lays-hidden = { $who } baixa uma carta virada para baixo
forest_gangs-term-you-lay = Você baixa { $card }
forest_gangs-term-received = Você recebeu { $card } de { $who }

## O resultado

forest_gangs-term-wins = { $who } vence com { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
forest_gangs-term-ghost-wins = O fantasma vence com { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
forest_gangs-term-share = { $who } dividem a vitória com { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}

## Menus

forest_gangs-term-play-random = Jogar uma carta aleatória (o que acontece quando o tempo acaba)
forest_gangs-term-play-card = Jogar { $card }
forest_gangs-term-use-shapeshifter = Usar o Metamorfo
forest_gangs-term-keep-shapeshifter = Ficar com o Metamorfo
forest_gangs-term-join-duel = Entrar no duelo
forest_gangs-term-stay-out = Ficar de fora
forest_gangs-term-reveal = Revelar

## Estatísticas do simulate

forest_gangs-term-stat-rounds = rodadas
forest_gangs-term-stat-end = fim
forest_gangs-term-stat-end-refill = não pode comprar na reposição
forest_gangs-term-stat-end-reveal = não pode revelar
forest_gangs-term-stat-end-duel = não pode comprar num duelo
forest_gangs-term-stat-ghost_won = vitória do fantasma
