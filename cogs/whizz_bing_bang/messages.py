"""Player-facing wording of Whizz Bing Bang rule codes and the /whizz_bing_bang rules summary."""

RULES = """\
**Goal:** have the fewest points when someone reaches the end score (15 by default).
**Your turn:** read the face-up card aloud by pressing its button — **Whizz**, **Bing** or **Bang**.
That reveals the next card, and the sound you called decides who plays next:
• **Whizz** — the next player in the current direction.
• **Bing** — the direction reverses (the previous player plays).
• **Bang** — the next player is skipped.
**💥 BOOM:** when a Boom is revealed, everyone slaps it (press **BOOM**). The fastest slapper
gives a token to the slowest (or to whoever did not slap). The ranking is shown with reaction times.
**Mistakes:** too slow (2 s + the latency allowance), out of turn, wrong sound, slapping a card
that is not a Boom, pressing **Punish!** without cause. After a mistake is posted, the first
**Punish!** gives the culprit your next token (always Whizz → Bing → Bang → Boom).
The punished player restarts clockwise, saying **Whizz** whatever the card shows.
**End of round:** when someone gives away their Boom token. Each token in front of you (your own
left + received) costs 1 point.
**Timing:** every press is timed by Discord's own clock (the click's or message's id), never by
when the bot received it, and the bot waits a short grace period before each ruling.
**Your presses:** a right call shows the next card; any other press is answered to you alone
("received at +0.42 s") and that answer shows its ruling when it comes. The same button twice in
quick succession is one press (a double tap), and nothing counts before a new round's table is shown.
A **Punish!** a moment after a race was decided is too late, not a mistake: you are told who won.
A slap a split second after a new card appears was aimed at the card before.
The table's footer gives the timings: too slow after how long, how long to slap, how long to punish.
Typed words (`whizz`, `bing`, `bang`, `boom`) count too when the bot can read messages."""
