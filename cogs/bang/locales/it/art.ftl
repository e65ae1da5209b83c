# L'immagine del tavolo di BANG!: le parole disegnate e il testo alternativo.

bang-art-title = BANG!
bang-art-status = Turno { $turn }
bang-art-status-phase = Turno { $turn } · { $name } { $phase ->
    [setup] si prepara
    [start] inizia il turno
    [draw] pesca
    [play] gioca carte
    [discard] scarta
    [ended] chiude il turno
   *[other] gioca
}
bang-art-choosing = sceglie…
bang-art-out = fuori dal gioco
bang-art-token-supply = riserva segnalini { $n }
bang-art-store = Emporio
bang-art-check = estrarre!
bang-art-landing = in arrivo

## The alt text

bang-art-alt-life = { $life } vite su { $max }
bang-art-alt-hand = { $n ->
    [one] { $n } carta
   *[other] { $n } carte
} in mano
bang-art-alt-tokens = { $n ->
    [one] { $n } segnalino Carica
   *[other] { $n } segnalini Carica
}
bang-art-alt-loaded = { $card } ({ $n ->
    [one] { $n } segnalino
   *[other] { $n } segnalini
})
bang-art-alt-in-play = in gioco: { $cards }
bang-art-alt-piles = Mazzo { $deck ->
    [one] { $deck } carta
   *[other] { $deck } carte
}, scarti { $discard }
bang-art-alt-piles-top = Mazzo { $deck ->
    [one] { $deck } carta
   *[other] { $deck } carte
}, scarti { $discard } (in cima: { $card })
bang-art-alt-store = Emporio: { $cards }
bang-art-alt-check = estrarre!: { $cards }
bang-art-alt-landing = In arrivo: { $cards }
bang-art-alt-supply = Riserva segnalini { $n }

## Card faces: the badges

bang-art-badge-range = distanza { $n }
bang-art-badge-upgrade = potenziamento { $n } ●
