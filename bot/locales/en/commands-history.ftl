# /campfire history (issue 35)
cmd-history = history
cmd-history-description = Finished games of this channel, or a member's; replay one
opt-history-member = member
history-opt-member-description = Whose games, across this server (leave empty for this channel's)
