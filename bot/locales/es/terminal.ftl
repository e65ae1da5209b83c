# La terminal (`python -m bot play <juego>` y `python -m bot simulate <juego>`): las palabras comunes a todos los juegos.

## Asientos

term-seat = Asiento { $n }
term-you = { $name } (tú)

## Jugar

term-banner = === { $title }: { $players } jugadores, semilla { $seed } ===
term-you-are = Estás en el asiento 1; las IA juegan en los demás. Responde a cada menú con su número.
term-choice = Tu elección:
term-type-number = Escribe un número del 1 al { $n }.
term-not-finished = La partida no terminó.
term-nobody = nadie
term-winners = { $n ->
    [one] Gana
   *[other] Ganan
}: { $names }
term-summary-winners = { $summary } ({ $n ->
    [one] gana
   *[other] ganan
}: { $names })
term-game-over = *** Fin de la partida: { $line } ***
term-bye = ¡Adiós!

## simulate: las IA juegan entre ellas, a toda velocidad

term-sim-header = { $title }: { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $players } jugadores, semilla { $seed }
term-sim-speed = { $games } partidas/s   { $actions } acciones/s   { $per_game } acciones/partida   ({ $seconds } s)
term-sim-wins = victorias por asiento: { $seats }
term-sim-average = media de { $name }: { $value }
term-sim-counts = { $name }: { $counts }
term-yes = sí
term-no = no
term-stat-none = ninguno
