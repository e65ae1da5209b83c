# Shared words of the slash commands (bot/translator.py says how keys are made).

## Subcommands every game has: their names (lower case, 1-32 letters, digits, - or _) and descriptions

cmd-hand = hand
cmd-hand-description = Show your hand (only you can see it)
cmd-table = table
cmd-table-description = Post the game table again at the bottom of the channel
cmd-leave = leave
cmd-leave-description = Leave the running game (after a confirmation)
cmd-takeback = takeback
cmd-takeback-description = Take your seat back from the AI after timing out
cmd-end = end
cmd-end-description = End the game in this channel (host or moderator)
cmd-rules = rules
cmd-rules-description = A short summary of the rules and options
cmd-stats = stats
cmd-stats-description = Results of this game on this server
cmd-start = start
cmd-help = help
cmd-help-description = The games, their commands and how a game night runs

## Options more than one game has

opt-max_players = max_players
opt-pings = pings
opt-thread = thread
opt-thread-description = Open the game in a new thread (on) or in this channel (off); default: the server's setting

## /campfire

campfire-description = Campfire: the games and how to play them
