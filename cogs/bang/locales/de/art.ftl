# Das Tischbild von BANG!: die Wörter im Bild und sein Alternativtext.

bang-art-title = BANG!
bang-art-status = Zug { $turn }
bang-art-status-phase = Zug { $turn } · { $name } { $phase ->
    [setup] macht sich bereit
    [start] beginnt den Zug
    [draw] zieht
    [play] spielt Karten
    [discard] wirft ab
    [ended] beendet den Zug
   *[other] spielt
}
bang-art-choosing = wählt…
bang-art-out = aus dem Spiel
bang-art-token-supply = Marker-Vorrat { $n }
bang-art-store = Gemischtwarenladen
bang-art-check = Ziehen!
bang-art-landing = kommt gleich

## The alt text

bang-art-alt-life = { $life } von { $max } Leben
bang-art-alt-hand = { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
} auf der Hand
bang-art-alt-tokens = { $n ->
    [one] { $n } Ladungsmarker
   *[other] { $n } Ladungsmarker
}
bang-art-alt-loaded = { $card } ({ $n ->
    [one] { $n } Marker
   *[other] { $n } Marker
})
bang-art-alt-in-play = im Spiel: { $cards }
bang-art-alt-piles = Stapel { $deck ->
    [one] { $deck } Karte
   *[other] { $deck } Karten
}, Ablage { $discard }
bang-art-alt-piles-top = Stapel { $deck ->
    [one] { $deck } Karte
   *[other] { $deck } Karten
}, Ablage { $discard } (oben: { $card })
bang-art-alt-store = Gemischtwarenladen: { $cards }
bang-art-alt-check = Ziehen!: { $cards }
bang-art-alt-landing = Kommt gleich: { $cards }
bang-art-alt-supply = Marker-Vorrat { $n }

## Card faces: the badges

bang-art-badge-range = Reichweite { $n }
bang-art-badge-upgrade = Ausbau { $n } ●
