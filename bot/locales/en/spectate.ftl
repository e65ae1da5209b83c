# Spectators (issue 35): the Watch button, the spectator's DM view, taking an AI seat. bot/spectate.py.
# Buttons and Recent lines in the table's language; the view and the answers in the spectator's.

spectate-btn-watch = Watch
spectate-btn-stop = Stop watching
spectate-btn-open-seats = Let spectators take AI seats
spectate-btn-close-seats = Keep AI seats for the AI
spectate-btn-take = Take { $name }'s seat
spectate-frame = 👀 You are watching { $title } in { $channel }. This message follows the game and shows only what everyone can see.
spectate-frame-seats = 🪑 The host lets spectators take an AI seat between turns.
spectate-over = 👀 The game of { $title } you were watching is over.
spectate-sent = 👀 I sent you the table by DM; it follows the game: { $link }
spectate-already = 👀 You are already watching this game: { $link }
spectate-stopped = You stopped watching. Press Watch on the table to watch again.
spectate-took = 🪑 The seat is yours. Your hand is on its way by DM.
spectate-log-open = 🪑 The host lets spectators take AI seats.
spectate-log-closed = 🪑 The AI seats stay with the AI.
spectate-note-took = 🪑 { $name } takes over { $seat }'s seat.

err-spectate_seated = You are playing in this game: use My hand to see your cards.
err-spectate_full = This game already has { $max } spectators.
err-spectate_dm_closed = I can't send you a DM. Allow DMs from this server's members, then press Watch again.
err-spectate_seats_closed = The host hasn't opened the AI seats to spectators.
err-spectate_already_seated = You already have a seat at this table.
err-spectate_seat_gone = That seat isn't an AI seat any more.
err-spectate_seat_busy = That seat is in the middle of a move. Try again when it's done.
