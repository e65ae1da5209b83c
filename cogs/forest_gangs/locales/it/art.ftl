# L'immagine del tavolo di Forest Gangs: le parole disegnate e il testo alternativo.

forest_gangs-art-title = Forest Gangs
forest_gangs-art-status = Round { $round }{ $waiting ->
    [choose_card] { " · " }tutti calano una carta
    [abilities] { " · " }in attesa delle abilità
    [reveal] { " · " }rivela la carta in cima
   *[other] {""}
}
forest_gangs-art-ghost = Fantasma
forest_gangs-art-kids = Bambini { $n }
forest_gangs-art-mark-duel = DUELLO
forest_gangs-art-mark-duel-alt = nel duello

## A seat's plate

forest_gangs-art-value = valore { $n }
forest_gangs-art-card-out = { $card } (fuori)
forest_gangs-art-laid = carta calata
forest_gangs-art-last = ultima: { $card }
forest_gangs-art-no-card = nessuna carta
forest_gangs-art-deck-hand = mazzo { $deck } · mano { $hand }
forest_gangs-art-total = { $n ->
    [one] carta
   *[other] carte
}

## The middle of the table

forest_gangs-art-loot-pile = Bottino { $n }
forest_gangs-art-carried = { $n } dal round prima
forest_gangs-art-combat = Ultimo combattimento: vince { $who }, +{ $n ->
    [one] { $n } carta
   *[other] { $n } carte
}
forest_gangs-art-combat-card = Ultimo combattimento: vince { $who } con { $card } ({ $value }), +{ $n ->
    [one] { $n } carta
   *[other] { $n } carte
}
forest_gangs-art-combat-value = Ultimo combattimento: vince { $who } con un ({ $value }), +{ $n ->
    [one] { $n } carta
   *[other] { $n } carte
}

## The alt text

forest_gangs-art-alt-in-play = { $card } ({ $value }) in gioco{ $out ->
    [yes] , fuori da questo combattimento
   *[no] {""}
}
forest_gangs-art-alt-in-play-value = un { $value } in gioco{ $out ->
    [yes] , fuori da questo combattimento
   *[no] {""}
}
forest_gangs-art-alt-laid = carta calata coperta
forest_gangs-art-alt-before = ha giocato { $card } ({ $value }) nell'ultimo combattimento
forest_gangs-art-alt-before-value = ha giocato un ({ $value }) nell'ultimo combattimento
forest_gangs-art-alt-no-card = nessuna carta in gioco
forest_gangs-art-alt-piles = mazzo { $deck }, mano { $hand }, scarti { $discard }; { $n ->
    [one] { $n } carta
   *[other] { $n } carte
}
forest_gangs-art-alt-seat = { $head }; { $piles }
forest_gangs-art-alt-ghost = il giocatore fantasma; { $head }; { $piles }
forest_gangs-art-alt-loot = Il Bottino: { $n ->
    [one] { $n } carta
   *[other] { $n } carte
}{ $carried ->
    [0] {""}
   *[other] { " " }({ $carried } dal round prima)
}

## Hand pictures: a creature card in words

forest_gangs-art-face-creature = { $name } ({ $rank }, { $colour ->
    [acorn] banda della ghianda
    [mushroom] banda del fungo
    [feather] banda della piuma
    [moon] banda della luna
    [leaf] banda della foglia
   *[stone] banda della pietra
})
