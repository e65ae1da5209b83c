# The terminal (`python -m bot play <game>` and `python -m bot simulate <game>`, bot/terminal.py):
# the words every game's terminal shares. A game's own words are in cogs/<game>/locales/<lang>/terminal.ftl.

## Seats

# A seat at the table, counted from 1.
term-seat = Seat { $n }
# The reader's own seat.
term-you = { $name } (you)

## Playing

term-banner = === { $title }: { $players } players, seed { $seed } ===
term-you-are = You are seat 1; AIs play the other seats. Answer each menu with its number.
# The prompt before the player types a menu number.
term-choice = Your choice:
term-type-number = Type a number from 1 to { $n }.
term-not-finished = The game did not finish.
term-nobody = nobody
term-winners = { $n ->
    [one] Winner
   *[other] Winners
}: { $names }
# The game's one-line result, then who won (the player included).
term-summary-winners = { $summary } ({ $n ->
    [one] winner
   *[other] winners
}: { $names })
term-game-over = *** Game over: { $line } ***
term-bye = Bye!

## simulate: AI self-play at speed

term-sim-header = { $title }: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $players } players, seed { $seed }
term-sim-speed = { $games } games/s   { $actions } actions/s   { $per_game } actions/game   ({ $seconds } s)
term-sim-wins = wins by seat: { $seats }
term-sim-average = average { $name }: { $value }
term-sim-counts = { $name }: { $counts }
term-yes = yes
term-no = no
term-stat-none = none
