# A imagem da mesa de BANG!: as palavras desenhadas e o texto alternativo.

bang-art-title = BANG!
bang-art-status = Turno { $turn }
bang-art-status-phase = Turno { $turn } · { $name } { $phase ->
    [setup] se prepara
    [start] começa o turno
    [draw] compra
    [play] joga cartas
    [discard] descarta
    [ended] encerra o turno
   *[other] joga
}
bang-art-choosing = escolhendo…
bang-art-out = fora do jogo
bang-art-token-supply = reserva de marcadores { $n }
bang-art-store = Armazém
bang-art-check = Saque!
bang-art-landing = prestes a chegar

## The alt text

bang-art-alt-life = { $life } de { $max } vidas
bang-art-alt-hand = { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
} na mão
bang-art-alt-tokens = { $n ->
    [one] { $n } marcador de Carga
   *[other] { $n } marcadores de Carga
}
bang-art-alt-loaded = { $card } ({ $n ->
    [one] { $n } marcador
   *[other] { $n } marcadores
})
bang-art-alt-in-play = em jogo: { $cards }
bang-art-alt-piles = Baralho { $deck ->
    [one] { $deck } carta
   *[other] { $deck } cartas
}, descarte { $discard }
bang-art-alt-piles-top = Baralho { $deck ->
    [one] { $deck } carta
   *[other] { $deck } cartas
}, descarte { $discard } (no topo: { $card })
bang-art-alt-store = Armazém: { $cards }
bang-art-alt-check = Saque!: { $cards }
bang-art-alt-landing = Prestes a chegar: { $cards }
bang-art-alt-supply = Reserva de marcadores { $n }

## Card faces: the badges

bang-art-badge-range = alcance { $n }
bang-art-badge-upgrade = melhoria { $n } ●
