# Das Terminal (`python -m bot play forest_gangs`): der Tisch, das Kampfprotokoll, Ereignisse und Menüs.

forest_gangs-term-ghost = Geist
forest_gangs-term-the-ghost = der Geist
forest_gangs-term-cards = { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
forest_gangs-term-card = { $name } ({ $value })

## Der Tisch

forest_gangs-term-header = Forest Gangs — Runde { $round }{ $mode } · Beute: { $loot }
forest_gangs-term-kids1 = { " · " }Kinder 1
forest_gangs-term-kids2 = { " · " }Kinder 2
forest_gangs-term-piles = Stapel { $deck } · Hand { $hand } · Ablage { $discard } = { $cards }
forest_gangs-term-plays = spielt { $card }
forest_gangs-term-out = { $play } (raus)
forest_gangs-term-laid = hat eine Karte verdeckt gelegt
forest_gangs-term-to-answer = muss antworten…
forest_gangs-term-hand = Deine Hand: { $cards }
forest_gangs-term-not-offered = Nicht angeboten: { $card } — du hast einen Frosch, und ein Frosch muss gespielt werden.
forest_gangs-term-waiting = Warten auf: { $what } — { $who }
forest_gangs-term-waiting-choose_card = alle legen eine Karte
forest_gangs-term-waiting-abilities = Fähigkeiten (Gestaltwandler, Goblin)
forest_gangs-term-waiting-reveal = alle decken ihre oberste Karte auf

## Das Kampfprotokoll

forest_gangs-term-level = [Duell { $level }]{ " " }
forest_gangs-term-play = { $who }: { $card }
forest_gangs-term-revealed = Aufgedeckt: { $plays }
forest_gangs-term-shapeshifted = { $level }Gestaltwandler eingesetzt → { $plays }
forest_gangs-term-duel = { $level }Duell der { $value }er: { $seats }
forest_gangs-term-giants = { $level }Gleich hohe Riesen kommen in die Beute: { $seats }
forest_gangs-term-goblins = { $level }Goblins steigen ins Duell ein: { $seats }
forest_gangs-term-duel-cards = { $level }Duellkarten: { $plays }
forest_gangs-term-banished = { $level }Das Ziegenschaf schickt die Drachin in die Beute ({ $plays })
forest_gangs-term-winner = { $who } gewinnt den Kampf ({ $why }) und nimmt { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
forest_gangs-term-why-mantis_in_duel = die Gottesanbeterin gewinnt ein Duell
forest_gangs-term-why-fungid_lowest = der Pilzling ist die niedrigste Karte
forest_gangs-term-why-highest = die höchste Karte
forest_gangs-term-why-only_card = die einzige übrige Karte
forest_gangs-term-why-goatsheep = das Ziegenschaf hat die Drachin verbannt
forest_gangs-term-no-winner = Keine Karte mehr im Spiel: Niemand gewinnt; die Beute ({ $n }) bleibt liegen
forest_gangs-term-gnome = Gnom! Alle geben ihre Handkarte nach links weiter
forest_gangs-term-someone = jemand
forest_gangs-term-end-duel = { $who } kann im Duell nicht ziehen: Spielende, { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
} für jeden Duellanten
forest_gangs-term-end-reveal = { $who } kann nicht aufdecken: Spielende
forest_gangs-term-end-draw = { $who } kann nicht ziehen: Spielende

## Ereignisse

forest_gangs-term-round = Runde { $round }
forest_gangs-term-round-loot = Runde { $round } (Beute aus der Vorrunde: { $loot })
forest_gangs-term-drew = Du hast { $card } gezogen
forest_gangs-term-reshuffled = { $who } mischt die Ablage zu einem neuen Stapel ({ $n })
forest_gangs-term-lays-hidden = { $who } legt eine Karte verdeckt
forest_gangs-term-you-lay = Du legst { $card }
forest_gangs-term-received = Du hast { $card } von { $who } bekommen

## Das Ergebnis

forest_gangs-term-wins = { $who } gewinnt mit { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
forest_gangs-term-ghost-wins = Der Geist gewinnt mit { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
forest_gangs-term-share = { $who } teilen sich den Sieg mit { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}

## Menüs

forest_gangs-term-play-random = Eine zufällige Karte spielen (wie bei Zeitablauf)
forest_gangs-term-play-card = { $card } spielen
forest_gangs-term-use-shapeshifter = Gestaltwandler einsetzen
forest_gangs-term-keep-shapeshifter = Gestaltwandler behalten
forest_gangs-term-join-duel = Ins Duell einsteigen
forest_gangs-term-stay-out = Draußen bleiben
forest_gangs-term-reveal = Aufdecken

## Statistiken von simulate

forest_gangs-term-stat-rounds = Runden
forest_gangs-term-stat-end = Ende
forest_gangs-term-stat-end-refill = kann beim Nachziehen nicht ziehen
forest_gangs-term-stat-end-reveal = kann nicht aufdecken
forest_gangs-term-stat-end-duel = kann im Duell nicht ziehen
forest_gangs-term-stat-ghost_won = Geist gewinnt
