# O terminal (`python -m bot play <jogo>` e `python -m bot simulate <jogo>`): as palavras comuns a todos os jogos.

## Lugares

term-seat = Lugar { $n }
term-you = { $name } (você)

## Jogar

term-banner = === { $title }: { $players } jogadores, semente { $seed } ===
term-you-are = Você está no lugar 1; IAs jogam nos outros lugares. Responda cada menu com o número dele.
term-choice = Sua escolha:
term-type-number = Digite um número de 1 a { $n }.
term-not-finished = A partida não terminou.
term-nobody = ninguém
term-winners = { $n ->
    [one] Vence
   *[other] Vencem
}: { $names }
term-summary-winners = { $summary } ({ $n ->
    [one] vence
   *[other] vencem
}: { $names })
term-game-over = *** Fim de jogo: { $line } ***
term-bye = Tchau!

## simulate: IAs jogando entre si, o mais rápido possível

term-sim-header = { $title }: { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $players } jogadores, semente { $seed }
term-sim-speed = { $games } partidas/s   { $actions } ações/s   { $per_game } ações/partida   ({ $seconds } s)
term-sim-wins = vitórias por lugar: { $seats }
term-sim-average = média de { $name }: { $value }
term-sim-counts = { $name }: { $counts }
term-yes = sim
term-no = não
term-stat-none = nenhum
