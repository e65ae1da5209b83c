# Answers to refused actions and commands (ephemeral, in the reader's language): bot/ui.py `message_for`.
# Keys: err-<code> (any game), err-game-<code> (a game's shared wording), <game>-err-<code> in cogs/<game>/locales.

## Any game

err-no_game = There is no game in this channel right now.
err-channel_busy = This channel already has a game. Finish it (or ask the host to end it) first.
err-stale_button = That button is from an earlier moment of the game; use the current table or your hand.
err-forged_id = I don't recognise that button.
err-not_seated = You are not playing in this game.
err-not_your_turn = It's not your turn.
err-not_your_decision = That question is for another player.
err-decision_closed = That question has already been answered or timed out.
err-illegal_action = You can't do that right now.
err-game_over = This game is over.
err-already_started = The game has already started.
err-not_started = The game hasn't started yet.
err-already_joined = You are already at this table.
err-table_full = The table is full ({ $max } seats).
err-host_only = Only the host (or a moderator) can do that.
err-host_cannot_leave = The host can't leave the lobby; cancel it instead.
err-no_ai_to_remove = There is no AI player to remove.
err-bad_seat_count = This game needs { $min }–{ $max } players.
err-bad_options = Those options don't work together.
err-bad_option = That option isn't valid: { $name } must be between { $low } and { $high }.
err-unknown_game = That game isn't available.
err-you_left = You left this game.
err-ai_playing_your_seat = An AI is playing your seat. Use the take-back command to return.
err-not_ai_seat = You are already playing your seat.
err-guild_only = Games are played in server channels.
err-other_game_here = Another game is running in this channel.
err-option_type = That option isn't valid: { $name } must be { $kind }.
err-option_choice = That option isn't valid: { $name } must be one of the listed choices.
err-command_mismatch = That command doesn't match my commands (Discord may still be updating them). Try again in a minute.
err-option_invalid = That option isn't valid. Check the command's options and try again.
err-not_here = You can't use that command here.
err-apology = Something went wrong on my side; the game is safe. Please try again.
err-applied = ✅ Done: that went through (Discord was slow to show it; the table is up to date).

## The games' shared commands and buttons ({ $game } is the game's command group)

err-game-other_game_here = This channel is playing { $game }; use `{ $command }`.
err-game-channel_command = This command works in a server channel, where the game is played. In DMs, `/{ $game } hand` shows your hand, `/{ $game } rules` the rules and `/campfire help` the commands.
err-game-not_playing_anywhere = You are not playing { $title } anywhere right now. Start or join a game in a server channel (`/{ $game } start`).
err-game-rematch_players_only = Only the players of this game (or a moderator) can start a rematch. You can join the new lobby once one of them opens it.
err-game-table_moved = This table was replaced by a newer one; the game goes on there: { $link }
err-game-leave_in_lobby = The game hasn't started yet: click **Leave** on the lobby message instead.
err-game-already_left = You have already left this game: an AI plays your seat until the end.
err-game-you_left = You left this game: an AI plays your seat until the end. You can play again in the next game (or its Rematch).
err-game-takeback_left = You left this game with `/{ $game } leave`, so your seat stays with the AI until the end. You can play again in the next game (or its Rematch).
err-game-ai_playing_your_seat = An AI is playing your seat since you timed out: `/{ $game } takeback` returns it.
err-game-rematch_open = A rematch lobby is already open: click **Join** on it ({ $link }).
err-game-rematch_open_seated = A rematch lobby is already open, and you have a seat in it: { $link }
err-game-takeback_not_needed = You are playing your seat yourself: there is nothing to take back. (`/{ $game } takeback` returns a seat an AI took over after you timed out.)

## What an option must be (the kind of err-option_type)

kind-text = text
kind-integer = a whole number
kind-number = a number
kind-boolean = true or false
kind-user = a user
kind-channel = a channel
kind-role = a role
kind-mentionable = a user or a role
kind-attachment = a file
kind-valid = valid
kind-finite_number = a finite number
kind-text_length = text of { $low }–{ $high } characters

## /<game> rules

rules-title = 📜 { $title } — rules
