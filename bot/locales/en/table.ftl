# Public words every game shares (the lobby, the results, pings, notes), in the session's language
# (bot.i18n.table_language); and the shared private answers of the game commands (the reader's).

## Lobby

# An AI player's name at the table (1, 2, …).
ai-name = AI { $n }
ai-name-strength = { $name } ({ $strength })
lobby-add-ai-menu = Add an AI player of strength…
ai-strength-easy = Easy
ai-strength-normal = Normal
ai-strength-hard = Hard
ai-strength-easy-desc = Knows the rules, slips now and then
ai-strength-normal-desc = Plays a sound game
ai-strength-hard-desc = Thinks ahead about what it cannot see
lobby-title = 🔥 { $title } — lobby
lobby-host = Host: { $host }
lobby-players = Players { $players }/{ $max } · a game needs { $needs }:
lobby-needs-exactly = exactly { $low }
lobby-needs-range = { $low }–{ $high }
lobby-needs-at-least = at least { $low }
lobby-options = Options
lobby-no-pings = 🔕 No turn pings (players are not mentioned when it is their turn)
lobby-footer = Session { $id } · the host (or a moderator) starts the game
lobby-closed = { $title } — lobby closed
btn-join = Join
btn-leave = Leave
btn-add-ai = Add AI
btn-remove-ai = Remove AI
btn-start = Start
btn-cancel = Cancel
btn-my-hand = My hand
btn-rematch = Rematch
btn-leave-game = Leave the game
btn-stay = Stay

## Results

over-title = 🏁 { $title } — game over
over-footer = Session { $id }
result-stopped = The game was stopped before its end.
result-winners = 🏆 { $names } { $count ->
    [one] wins!
   *[other] share the win!
}
result-nobody = Nobody wins.
end-game-over = 🏁 **Game over!** { $headline }
end-also = Also at the table: { $mentions }.
end-rematch = **Rematch** is on the table.

## Turn pings and notes

ping-default = your move in { $title }: answer in your DMs or with **My hand**
dm-blocked = { $mention }, I can't send you direct messages. Use the **My hand** button on the table to see your cards and act.
table-moved = ➡️ This { $title } table moved: { $link }
note-ended = 🛑 The game was ended by the host.
note-everyone-left = 🏳️ Every player has left or gone idle: the game is over.
note-left = 🚪 { $name } left the game: an AI plays their seat.
note-back = 🙋 { $name } is back in their seat.
note-idle-ai = 🤖 { $who } timed out { $count ->
    [one] once
   *[other] { $count } times in a row
}: an AI plays their seat now (`/{ $game } { $takeback }` returns it).
note-idle-warning = ⏰ { $who }, you timed out { $count ->
    [one] once
   *[other] { $count } times in a row
}; next time an AI takes over your seat.
note-idle-warning-log = ⏰ { $who } timed out { $count ->
    [one] once
   *[other] { $count } times in a row
}; next time an AI takes over their seat.

## Private answers of the shared game commands (the reader's language)

hand-nothing = You have nothing private in this game right now.
hand-which = You are playing { $title } in { $count ->
    [one] one channel
   *[other] { $count } channels
}. Which hand?
leave-ask = **Leave this game?** An AI plays your seat until the end, and you can't take it back (`/{ $game } { $takeback }` is only for a seat lost by timing out).
leave-done = 🚪 You left the game: an AI plays your seat until the end. See you at the next game (`/{ $game } { $start }`, or Rematch at the end).
leave-stay = 👍 You stay in the game. Nothing changed.
takeback-done = 🙋 Welcome back! Your seat is yours again; the AI has stopped playing it.
end-done = The game has been ended.

## /<game> stats

stats-title = 📊 { $title } on this server
stats-none = No game has finished on this server yet.
stats-total = Games finished: { $total }
stats-row = { $rank }. **{ $name }** — { $won } won / { $played } played
stats-row-ai = { $rank }. **{ $name }** — { $won } won / { $played } played (an AI finished { $by_ai } for them)
stats-last = **Last games**
stats-winners = 🏆 { $names }
stats-nobody = 🤝 nobody won
stats-with = · with { $others }
stats-finished-by-ai = { $name } (finished by the AI)
