# Das Terminal (`python -m bot play <Spiel>` und `python -m bot simulate <Spiel>`): die Wörter, die alle Spiele teilen.

## Plätze

term-seat = Platz { $n }
term-you = { $name } (du)

## Spielen

term-banner = === { $title }: { $players } Spieler, Seed { $seed } ===
term-you-are = Du sitzt auf Platz 1; KIs spielen die anderen Plätze. Antworte auf jedes Menü mit seiner Nummer.
term-choice = Deine Wahl:
term-type-number = Gib eine Zahl von 1 bis { $n } ein.
term-not-finished = Das Spiel wurde nicht beendet.
term-nobody = niemand
term-winners = { $n ->
    [one] Gewinner
   *[other] Gewinner
}: { $names }
term-summary-winners = { $summary } ({ $n ->
    [one] Gewinner
   *[other] Gewinner
}: { $names })
term-game-over = *** Spielende: { $line } ***
term-bye = Tschüss!

## simulate: KI gegen KI, so schnell es geht

term-sim-header = { $title }: { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
}, { $players } Spieler, Seed { $seed }
term-sim-speed = { $games } Spiele/s   { $actions } Aktionen/s   { $per_game } Aktionen/Spiel   ({ $seconds } s)
term-sim-wins = Siege nach Platz: { $seats }
term-sim-average = Durchschnitt { $name }: { $value }
term-sim-counts = { $name }: { $counts }
term-yes = ja
term-no = nein
term-stat-none = keins
