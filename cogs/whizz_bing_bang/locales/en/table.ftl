# Whizz Bing Bang on Discord (cogs/whizz_bing_bang/render.py, cog.py): the table, a press's private
# answer, the Recent lines, the lobby's option lines, pings and the end of the game.
# The sounds' names ($sound, $whizz, $boom, $token) come from cards.ftl; numbers ($s, $t, $ms …) are
# already written the language's way ("0.42", "0,42"), seconds carry their unit from `-seconds`.

## Numbers

whizz_bing_bang-seconds = { $s } s
whizz_bing_bang-no-time = —
whizz_bing_bang-no-press = — (no press)
# A seat the record does not know (should not happen).
whizz_bing_bang-seat = Seat { $n }

## The table

whizz_bing_bang-table-title = 💥 Whizz Bing Bang — round { $round }
whizz_bing_bang-direction = Direction **{ $way ->
    [cw] ↻ clockwise
   *[acw] ↺ anticlockwise
  }** · { $pile }
whizz_bing_bang-pile = draw pile: { $n }
whizz_bing_bang-pile-face-up = draw pile face up on { $n ->
    [one] { $n } card
   *[other] { $n } cards
  }
whizz_bing_bang-status-call = ▶ **{ $who }** — say **{ $sound }**
whizz_bing_bang-status-restart = ▶ **{ $who }** restarts clockwise: say **{ $whizz }** (whatever the card shows)
whizz_bing_bang-status-slap = 💥 **{ $boom }!** Everybody slap it — press **{ $boom }**! (slowest in { $s } gets a token)
whizz_bing_bang-status-punish = ⚠️ **{ $who }**: { $cause } — the first **Punish!** gives them a token ({ $s })
whizz_bing_bang-status-over = Game over.
whizz_bing_bang-field-players = Players
whizz_bing_bang-player-line = { $mark } { $dot } **{ $name }** { $dots } { $next } · received { $got } · round **{ $round }** · total **{ $total }**
whizz_bing_bang-player-next = next { $icon } { $token }
whizz_bing_bang-player-all-given = all given
whizz_bing_bang-player-handicap = handicap { $ms } ms
whizz_bing_bang-legend = *●○ own tokens left to give · next = the token you'd give when you punish · received = tokens given to you · round / total = points (1 a token in front of you; fewest wins)*
whizz_bing_bang-field-last-boom = 💥 Last Boom — slap ranking
whizz_bing_bang-field-last-race = ⚖️ Last race to punish
whizz_bing_bang-verdict = → **{ $punisher }** punished **{ $culprit }** ({ $cause })
whizz_bing_bang-field-recent = 📜 Recent
whizz_bing_bang-footer = Session { $id } · too slow after { $slow } · { $slap } to slap a Boom · { $punish } to punish · /whizz_bing_bang { $rules }

## Buttons (the sounds' buttons are named by cards.ftl)

whizz_bing_bang-button-punish = Punish!

## Why a player made a mistake ("⚠️ Ana: played out of turn", "punished Bo (too slow)")

whizz_bing_bang-cause-too_slow = too slow
whizz_bing_bang-cause-out_of_turn = played out of turn
whizz_bing_bang-cause-slap_non_boom = slapped a card that is not a Boom
whizz_bing_bang-cause-last_boom_slap = last to slap the Boom
whizz_bing_bang-cause-wrong_sound = called the wrong sound
whizz_bing_bang-cause-punish_without_cause = punished without cause
whizz_bing_bang-cause-early = slapped too early ({ $early })
whizz_bing_bang-cause-other = a mistake
# Why a slap on a Boom counted against the card before (the table's anticipation guard, $s).
whizz_bing_bang-early = a slap within { $s } of a new card counts against the card before, which was not a Boom

## A press, as its maker alone sees it

whizz_bing_bang-press-call = { $icon } **{ $sound }**
whizz_bing_bang-press-slap = 💥 **{ $boom }**
whizz_bing_bang-press-punish = ⚖️ **Punish!**
whizz_bing_bang-press-received = { $label } received
whizz_bing_bang-press-before = { $label } received **{ $t } before** { $phase ->
    [call] the card was shown
    [restart] the restart was shown
    [slap] the Boom was shown
    [punish] the mistake was shown
   *[other] the table changed
  }
whizz_bing_bang-press-after = { $label } received at **+{ $t }** after { $phase ->
    [call] the card was shown
    [restart] the restart was shown
    [slap] the Boom was shown
    [punish] the mistake was shown
   *[other] the table changed
  }
whizz_bing_bang-ruling-called = ✅ Right call: **{ $sound }** revealed.
whizz_bing_bang-ruling-mistake = ⚠️ A mistake: { $what }. The first **Punish!** gives you a token; then you restart with **{ $whizz }**.
whizz_bing_bang-ruling-early = ⚠️ Too early: { $early }. The first **Punish!** gives you a token; then you restart with **{ $whizz }**.
whizz_bing_bang-you-too_slow = you were too slow
whizz_bing_bang-you-out_of_turn = you played out of turn
whizz_bing_bang-you-slap_non_boom = you slapped a card that is not a Boom
whizz_bing_bang-you-last_boom_slap = you were the last to slap the Boom
whizz_bing_bang-you-wrong_sound = you called the wrong sound
whizz_bing_bang-you-punish_without_cause = you punished without cause
whizz_bing_bang-you-other = you made a mistake
whizz_bing_bang-ruling-fastest = 🥇 Fastest slap ({ $t }): you give **{ $culprit }** { $token ->
    [none] your token.
   *[other] your **{ $token }** token.
  }
whizz_bing_bang-ruling-slowest = 🐢 Slowest slap ({ $t }): **{ $punisher }** gives you { $token ->
    [none] their token
   *[other] their **{ $token }** token
  }; you restart with **{ $whizz }**.
whizz_bing_bang-ruling-slap-counted = 💥 Slap counted: { $pos ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $pos }th
  } of { $n } ({ $t }). **{ $punisher }** punished **{ $culprit }**.
whizz_bing_bang-ruling-won-race = ⚖️ You won the race ({ $t }): **{ $receiver }** gets { $token ->
    [none] your token.
   *[other] your **{ $token }** token.
  }
whizz_bing_bang-ruling-lost-race = ⚖️ Claim counted ({ $t }), but **{ $winner }** was faster ({ $best }).
whizz_bing_bang-ruling-lost-race-handicap = ⚖️ Claim counted ({ $t }), but **{ $winner }** was faster ({ $best }, less a { $handicap } handicap).
whizz_bing_bang-ruling-ignored = ▫️ Not counted: { $why }. It changed nothing.
whizz_bing_bang-late-won = ⚖️ Too late: **{ $winner }** claimed first (+{ $first }) and punished **{ $culprit }**; yours came at +{ $mine } after the mistake was shown. It changed nothing.
whizz_bing_bang-late-nobody = ⚖️ Too late: nobody punished **{ $culprit }** in time; yours came at +{ $mine } after the mistake was shown. It changed nothing.
whizz_bing_bang-late-unknown = ⚖️ Too late for the race to punish that was just decided. It changed nothing.
whizz_bing_bang-waiting-ignored = ▫️ Not counted: { $why }.
whizz_bing_bang-waiting-slap = ⏳ The ranking comes when everyone has slapped or the window closes.
whizz_bing_bang-waiting-punish = ⏳ The race is ruled { $grace } after the first claim (an earlier claim may still be on its way).
whizz_bing_bang-waiting-call = ⏳ The ruling comes after the { $grace } grace period (an earlier press may still be on its way).
whizz_bing_bang-press-game-over = 🏁 The game is over.
whizz_bing_bang-press-game-ended = 🏁 The game ended before this press was ruled.

## Why a press did not count ("▫️ Not counted: …")

whizz_bing_bang-ignored-double_tap = a double tap — the same button again right after your last press of it is one press
whizz_bing_bang-ignored-before_table = pressed before the new round's table was shown
whizz_bing_bang-ignored-late_claim = too late for the race to punish that was just decided
whizz_bing_bang-ignored-double_click = a second press right after your own call
whizz_bing_bang-ignored-boom_resolved = that Boom was already ruled
whizz_bing_bang-ignored-aimed_at_resolved_boom = too soon after the reveal: it was aimed at the Boom before
whizz_bing_bang-ignored-slap_window = during a Boom only { $boom } counts
whizz_bing_bang-ignored-second_slap = you had already slapped
whizz_bing_bang-ignored-punishment_pending = a mistake is being punished: only Punish! counts now
whizz_bing_bang-ignored-own_mistake = you can't punish your own mistake
whizz_bing_bang-ignored-before_post = pressed before the mistake was shown
whizz_bing_bang-ignored-opens_token_row = it opened your token row
whizz_bing_bang-ignored-no_such_slot = that token is no longer there
whizz_bing_bang-ignored-wrong_token = that is not your next token
whizz_bing_bang-ignored-second_claim = you had already claimed
whizz_bing_bang-ignored-no_race = there is no race to punish
whizz_bing_bang-ignored-resolved = an earlier press was ruled first
whizz_bing_bang-ignored-race_over = the race was already won
whizz_bing_bang-ignored-ignored = an earlier press was ruled first
whizz_bing_bang-ignored-overtaken = the turn had already moved on
whizz_bing_bang-ignored-one_mistake_at_a_time = an earlier mistake was being ruled
whizz_bing_bang-ignored-other = it changed nothing

## Token hunt (the seat's own face-down tokens, ephemeral)

whizz_bing_bang-hunt-title = ⚖️ Token hunt
whizz_bing_bang-hunt-idle = No race to punish right now.
whizz_bing_bang-hunt-find-title = ⚖️ Token hunt — find your token
whizz_bing_bang-hunt-find = Punish **{ $who }**: turn over your **{ $icon } { $token }** token. The first correct click wins the race; a wrong one shows you that token.
whizz_bing_bang-hunt-slot = Token { $n }
whizz_bing_bang-hunt-not-it = { $token } (not it)

## Recent (one line per event, on the table)

whizz_bing_bang-event-round = Round { $round }: { $who } starts ({ $whizz } face up).
whizz_bing_bang-event-called = { $who } says { $sound } ({ $t }), reveals { $revealed } → { $next }
whizz_bing_bang-event-called-boom = { $who } says { $sound } ({ $t }), reveals { $revealed } — { $boom }!
whizz_bing_bang-event-reshuffled = The discards are reshuffled into a new draw pile ({ $n ->
    [one] { $n } card
   *[other] { $n } cards
  }).
whizz_bing_bang-event-mistake = ⚠️ { $who }: { $cause }
whizz_bing_bang-event-mistake-late = ⚠️ { $who }: { $cause } (a press that arrived late)
whizz_bing_bang-event-boom = Boom ranking: { $ranking } → { $punisher } punishes { $culprit }
whizz_bing_bang-event-boom-nobody = Boom ranking: { $ranking } → nobody slapped
whizz_bing_bang-event-token = { $giver } gives their { $token } token to { $receiver }
whizz_bing_bang-event-token-race = { $giver } gives their { $token } token to { $receiver } [race: { $ranking }]
whizz_bing_bang-event-nobody-punished = Nobody punished { $who }.
whizz_bing_bang-event-restart = { $who } restarts clockwise: say { $whizz }!
whizz_bing_bang-event-round-scored = Round { $round } points: { $scores } · totals: { $totals }
whizz_bing_bang-event-score = { $name } { $n }
whizz_bing_bang-event-game-ended = Game over: { $names } { $count ->
    [one] wins
   *[other] share the win
  } with { $n ->
    [one] { $n } point
   *[other] { $n } points
  }.

## Lobby option lines

whizz_bing_bang-option-timing = ⏱️ Too slow after **{ $slow }** · 💥 **{ $slap }** to slap a Boom · ⚖️ **{ $punish }** to punish
whizz_bing_bang-option-typed-on = ⌨️ Typed words: on ({ $words })
whizz_bing_bang-option-typed-off = ⌨️ Typed words: off (buttons only)
whizz_bing_bang-option-end = 🏁 Ends at { $n ->
    [one] { $n } point
   *[other] { $n } points
  } · Setup n°{ $setup }
whizz_bing_bang-option-two-players = 2 players allowed
whizz_bing_bang-option-ai = 🤖 AI players react in about { $s }
whizz_bing_bang-option-token-hunt = 🔎 Token hunt: to punish, find your next token among your face-down tokens
whizz_bing_bang-option-first = ▶ First player: seat { $n }

## Typed words: what a player may type for each call (comma-separated, lower case), besides the
## English words (whizz, whiz, bing, bang, boom): the sound as the language spells it, if it does.

whizz_bing_bang-typed-whizz = whizz
whizz_bing_bang-typed-bing = bing
whizz_bing_bang-typed-bang = bang
whizz_bing_bang-typed-boom = boom

## Pings (a new channel message) and the end

whizz_bing_bang-ping-too-slow = ⏰ { $mention }, you were too slow: you restart with **{ $whizz }** when the table says so.
whizz_bing_bang-ping-too-slow-last = ⏰ { $mention }, you were too slow: you restart with **{ $whizz }** when the table says so. Once more and an AI takes your seat.
whizz_bing_bang-ping-ai = 🤖 { $mention } was too slow { $n } times in a row: an AI plays their seat now (`/whizz_bing_bang { $takeback }` to return).
whizz_bing_bang-final-line = { $name }: **{ $n ->
    [one] { $n } point
   *[other] { $n } points
  }**
whizz_bing_bang-final-rounds = Rounds played: { $n }
whizz_bing_bang-end-one = 🔚 **{ $who }** reached { $n ->
    [one] { $n } point
   *[other] { $n } points
  } (the game ends at { $end }). Fewest points wins.
whizz_bing_bang-end-many = 🔚 { $who } reached the end score (the game ends at { $end }). Fewest points wins.
whizz_bing_bang-end-each = **{ $name }** ({ $n ->
    [one] { $n } point
   *[other] { $n } points
  })
whizz_bing_bang-end-last-round = The last round ended when **{ $giver }** gave away their Boom token to **{ $receiver }** ({ $cause }).
whizz_bing_bang-end-deciding-boom = 💥 The deciding Boom: { $ranking }
whizz_bing_bang-end-deciding-race = ⚖️ The deciding race to punish: { $ranking }
