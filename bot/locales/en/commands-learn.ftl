# /<game> learn (issue 35)
cmd-learn = learn
cmd-learn-description = Learn to play: a short guided game against AIs, in your DMs
