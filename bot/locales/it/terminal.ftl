# Il terminale (`python -m bot play <gioco>` e `python -m bot simulate <gioco>`): le parole comuni a ogni gioco.

## Posti

term-seat = Posto { $n }
term-you = { $name } (tu)

## Si gioca

term-banner = === { $title }: { $players } giocatori, seme { $seed } ===
term-you-are = Sei al posto 1; le IA giocano negli altri posti. Rispondi a ogni menu con il suo numero.
term-choice = La tua scelta:
term-type-number = Scrivi un numero da 1 a { $n }.
term-not-finished = La partita non è finita.
term-nobody = nessuno
term-winners = { $n ->
    [one] Vince
   *[other] Vincono
}: { $names }
term-summary-winners = { $summary } ({ $n ->
    [one] vince
   *[other] vincono
}: { $names })
term-game-over = *** Partita finita: { $line } ***
term-bye = Ciao!

## simulate: partite tra IA, alla massima velocità

term-sim-header = { $title }: { $games ->
    [one] { $games } partita
   *[other] { $games } partite
}, { $players } giocatori, seme { $seed }
term-sim-speed = { $games } partite/s   { $actions } azioni/s   { $per_game } azioni/partita   ({ $seconds } s)
term-sim-wins = vittorie per posto: { $seats }
term-sim-average = media { $name }: { $value }
term-sim-counts = { $name }: { $counts }
term-yes = sì
term-no = no
term-stat-none = nessuno
