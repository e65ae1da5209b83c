# Das Tischbild von Forest Gangs: die Wörter im Bild und sein Alternativtext.

forest_gangs-art-title = Forest Gangs
forest_gangs-art-status = Runde { $round }{ $waiting ->
    [choose_card] { " · " }alle legen eine Karte aus
    [abilities] { " · " }wartet auf Fähigkeiten
    [reveal] { " · " }deckt eure oberste Karte auf
   *[other] {""}
}
forest_gangs-art-ghost = Geist
forest_gangs-art-kids = Kinder { $n }
forest_gangs-art-mark-duel = DUELL
forest_gangs-art-mark-duel-alt = im Duell

## A seat's plate

forest_gangs-art-value = Wert { $n }
forest_gangs-art-card-out = { $card } (raus)
forest_gangs-art-laid = Karte liegt
forest_gangs-art-last = zuletzt: { $card }
forest_gangs-art-no-card = keine Karte
forest_gangs-art-deck-hand = Stapel { $deck } · Hand { $hand }
forest_gangs-art-total = { $n ->
    [one] Karte
   *[other] Karten
}

## The middle of the table

forest_gangs-art-loot-pile = Beute { $n }
forest_gangs-art-carried = { $n } übernommen
forest_gangs-art-combat = Letzter Kampf: { $who } gewinnt, +{ $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
forest_gangs-art-combat-card = Letzter Kampf: { $who } gewinnt mit { $card } ({ $value }), +{ $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
forest_gangs-art-combat-value = Letzter Kampf: { $who } gewinnt mit einer ({ $value }), +{ $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}

## The alt text

forest_gangs-art-alt-in-play = { $card } ({ $value }) im Spiel{ $out ->
    [yes] , aus diesem Kampf raus
   *[no] {""}
}
forest_gangs-art-alt-in-play-value = eine { $value } im Spiel{ $out ->
    [yes] , aus diesem Kampf raus
   *[no] {""}
}
forest_gangs-art-alt-laid = Karte verdeckt ausgelegt
forest_gangs-art-alt-before = spielte { $card } ({ $value }) im letzten Kampf
forest_gangs-art-alt-before-value = spielte eine ({ $value }) im letzten Kampf
forest_gangs-art-alt-no-card = keine Karte im Spiel
forest_gangs-art-alt-piles = Stapel { $deck }, Hand { $hand }, Ablage { $discard }; { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
forest_gangs-art-alt-seat = { $head }; { $piles }
forest_gangs-art-alt-ghost = der Geisterspieler; { $head }; { $piles }
forest_gangs-art-alt-loot = Die Beute: { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}{ $carried ->
    [0] {""}
   *[other] { " " }({ $carried } übernommen)
}

## Hand pictures: a creature card in words

forest_gangs-art-face-creature = { $name } ({ $rank }, { $colour ->
    [acorn] Eichel-Bande
    [mushroom] Pilz-Bande
    [feather] Feder-Bande
    [moon] Mond-Bande
    [leaf] Blatt-Bande
   *[stone] Stein-Bande
})
