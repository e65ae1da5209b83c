# A imagem da mesa de Forest Gangs: as palavras desenhadas e o texto alternativo.

forest_gangs-art-title = Forest Gangs
forest_gangs-art-status = Rodada { $round }{ $waiting ->
    [choose_card] { " · " }todos baixam uma carta
    [abilities] { " · " }aguardando habilidades
    [reveal] { " · " }revelem a carta do topo
   *[other] {""}
}
forest_gangs-art-ghost = Fantasma
forest_gangs-art-kids = Crianças { $n }
forest_gangs-art-mark-duel = DUELO
forest_gangs-art-mark-duel-alt = no duelo

## A seat's plate

forest_gangs-art-value = valor { $n }
forest_gangs-art-card-out = { $card } (fora)
forest_gangs-art-laid = carta baixada
forest_gangs-art-last = última: { $card }
forest_gangs-art-no-card = nenhuma carta
forest_gangs-art-deck-hand = baralho { $deck } · mão { $hand }
forest_gangs-art-total = { $n ->
    [one] carta
   *[other] cartas
}

## The middle of the table

forest_gangs-art-loot-pile = o Espólio { $n }
forest_gangs-art-carried = { $n } acumuladas
forest_gangs-art-combat = Último combate: { $who } venceu, +{ $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
forest_gangs-art-combat-card = Último combate: { $who } venceu com { $card } ({ $value }), +{ $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
forest_gangs-art-combat-value = Último combate: { $who } venceu com um ({ $value }), +{ $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}

## The alt text

forest_gangs-art-alt-in-play = { $card } ({ $value }) em jogo{ $out ->
    [yes] , fora deste combate
   *[no] {""}
}
forest_gangs-art-alt-in-play-value = um { $value } em jogo{ $out ->
    [yes] , fora deste combate
   *[no] {""}
}
forest_gangs-art-alt-laid = carta baixada virada para baixo
forest_gangs-art-alt-before = jogou { $card } ({ $value }) no último combate
forest_gangs-art-alt-before-value = jogou um ({ $value }) no último combate
forest_gangs-art-alt-no-card = nenhuma carta em jogo
forest_gangs-art-alt-piles = baralho { $deck }, mão { $hand }, descarte { $discard }; { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
forest_gangs-art-alt-seat = { $head }; { $piles }
forest_gangs-art-alt-ghost = o jogador fantasma; { $head }; { $piles }
forest_gangs-art-alt-loot = O Espólio: { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}{ $carried ->
    [0] {""}
   *[other] { " " }({ $carried } acumuladas)
}

## Hand pictures: a creature card in words

forest_gangs-art-face-creature = { $name } ({ $rank }, { $colour ->
    [acorn] gangue da bolota
    [mushroom] gangue do cogumelo
    [feather] gangue da pena
    [moon] gangue da lua
    [leaf] gangue da folha
   *[stone] gangue da pedra
})
