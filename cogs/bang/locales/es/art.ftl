# La imagen de la mesa de BANG!: las palabras dibujadas y su texto alternativo.

bang-art-title = BANG!
bang-art-status = Turno { $turn }
bang-art-status-phase = Turno { $turn } · { $name } { $phase ->
    [setup] se prepara
    [start] empieza su turno
    [draw] roba
    [play] juega cartas
    [discard] descarta
    [ended] termina su turno
   *[other] juega
}
bang-art-choosing = eligiendo…
bang-art-out = fuera del juego
bang-art-token-supply = reserva de fichas { $n }
bang-art-store = Almacén
bang-art-check = ¡Desenfunda!
bang-art-landing = a punto de llegar

## The alt text

bang-art-alt-life = { $life } de { $max } vidas
bang-art-alt-hand = { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
} en la mano
bang-art-alt-tokens = { $n ->
    [one] { $n } ficha de Carga
   *[other] { $n } fichas de Carga
}
bang-art-alt-loaded = { $card } ({ $n ->
    [one] { $n } ficha
   *[other] { $n } fichas
})
bang-art-alt-in-play = en juego: { $cards }
bang-art-alt-piles = Mazo { $deck ->
    [one] { $deck } carta
   *[other] { $deck } cartas
}, descarte { $discard }
bang-art-alt-piles-top = Mazo { $deck ->
    [one] { $deck } carta
   *[other] { $deck } cartas
}, descarte { $discard } (arriba: { $card })
bang-art-alt-store = Almacén: { $cards }
bang-art-alt-check = ¡Desenfunda!: { $cards }
bang-art-alt-landing = A punto de llegar: { $cards }
bang-art-alt-supply = Reserva de fichas { $n }

## Card faces: the badges

bang-art-badge-range = alcance { $n }
bang-art-badge-upgrade = mejora { $n } ●
