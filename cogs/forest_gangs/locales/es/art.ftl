# La imagen de la mesa de Forest Gangs: las palabras dibujadas y su texto alternativo.

forest_gangs-art-title = Forest Gangs
forest_gangs-art-status = Ronda { $round }{ $waiting ->
    [choose_card] { " · " }todos colocan una carta
    [abilities] { " · " }esperando habilidades
    [reveal] { " · " }revelad la carta de arriba
   *[other] {""}
}
forest_gangs-art-ghost = Fantasma
forest_gangs-art-kids = Niños { $n }
forest_gangs-art-mark-duel = DUELO
forest_gangs-art-mark-duel-alt = en el duelo

## A seat's plate

forest_gangs-art-value = valor { $n }
forest_gangs-art-card-out = { $card } (fuera)
forest_gangs-art-laid = carta colocada
forest_gangs-art-last = última: { $card }
forest_gangs-art-no-card = sin carta
forest_gangs-art-deck-hand = mazo { $deck } · mano { $hand }
forest_gangs-art-total = { $n ->
    [one] carta
   *[other] cartas
}

## The middle of the table

forest_gangs-art-loot-pile = el Botín { $n }
forest_gangs-art-carried = { $n } acumuladas
forest_gangs-art-combat = Último combate: gana { $who }, +{ $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
forest_gangs-art-combat-card = Último combate: gana { $who } con { $card } ({ $value }), +{ $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
forest_gangs-art-combat-value = Último combate: gana { $who } con un ({ $value }), +{ $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}

## The alt text

forest_gangs-art-alt-in-play = { $card } ({ $value }) en juego{ $out ->
    [yes] , fuera de este combate
   *[no] {""}
}
forest_gangs-art-alt-in-play-value = un { $value } en juego{ $out ->
    [yes] , fuera de este combate
   *[no] {""}
}
forest_gangs-art-alt-laid = carta colocada boca abajo
forest_gangs-art-alt-before = jugó { $card } ({ $value }) en el último combate
forest_gangs-art-alt-before-value = jugó un ({ $value }) en el último combate
forest_gangs-art-alt-no-card = ninguna carta en juego
forest_gangs-art-alt-piles = mazo { $deck }, mano { $hand }, descarte { $discard }; { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
forest_gangs-art-alt-seat = { $head }; { $piles }
forest_gangs-art-alt-ghost = el jugador fantasma; { $head }; { $piles }
forest_gangs-art-alt-loot = El Botín: { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}{ $carried ->
    [0] {""}
   *[other] { " " }({ $carried } acumuladas)
}

## Hand pictures: a creature card in words

forest_gangs-art-face-creature = { $name } ({ $rank }, { $colour ->
    [acorn] banda de la bellota
    [mushroom] banda de la seta
    [feather] banda de la pluma
    [moon] banda de la luna
    [leaf] banda de la hoja
   *[stone] banda de la piedra
})
