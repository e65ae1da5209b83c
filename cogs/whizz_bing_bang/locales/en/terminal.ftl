# The terminal (`python -m bot play whizz_bing_bang`, cogs/whizz_bing_bang/terminal_text.py): the table,
# events, menus and the real-time loop's words, in the player's language. The four sounds are card
# names (cards.ftl). Times are seconds after the prompt a player answers ("+3.0 s").

## Words used everywhere

# Seconds: "0.42 s".
whizz_bing_bang-term-secs = { $s } s
whizz_bing_bang-term-no-time = —
whizz_bing_bang-term-colour-red = red
whizz_bing_bang-term-colour-blue = blue
whizz_bing_bang-term-colour-green = green
whizz_bing_bang-term-colour-yellow = yellow
whizz_bing_bang-term-colour-purple = purple
whizz_bing_bang-term-colour-orange = orange
# A seat and its time in a ranking: "Seat 2 0.412 s".
whizz_bing_bang-term-ranked = { $who } { $time }
# A seat and its points: "Seat 1 4".
whizz_bing_bang-term-scored = { $who } { $points }
whizz_bing_bang-term-input-slap = BOOM
whizz_bing_bang-term-input-punish = Punish!
whizz_bing_bang-term-input-pick_token = token pick

## The table

whizz_bing_bang-term-header = Whizz Bing Bang — round { $round }   { $direction }
whizz_bing_bang-term-clockwise = ↻ clockwise
whizz_bing_bang-term-anticlockwise = ↺ anticlockwise
# The face-up card: "[BING] (red)".
whizz_bing_bang-term-faceup = [{ $sound }] ({ $colour })
whizz_bing_bang-term-setup-2 = Draw pile face up: { $card } on { $n } cards · discard face down: { $discard }
whizz_bing_bang-term-setup-1 = Discard face up: { $card } · draw pile face down: { $n }
whizz_bing_bang-term-must-say = { $who } must say { $what }
whizz_bing_bang-term-must-say-due = { $who } must say { $what } — too slow at { $due }
whizz_bing_bang-term-restart = { $whizz } (restart)
whizz_bing_bang-term-slap-phase = { $boom }! revealed by { $who } — everybody slap! (window closes at { $due }; slapped: { $slapped })
whizz_bing_bang-term-nobody-yet = nobody yet
whizz_bing_bang-term-punish-phase = ⚠️ { $who }: { $cause } — { $punish } (window closes at { $due })
whizz_bing_bang-term-over = Game over.
# One seat's row; the values come padded to line up in columns.
whizz_bing_bang-term-row = { $who } { $colour } { $dots } { $next } received { $got }  round { $round }  total { $total }{ $handicap }
whizz_bing_bang-term-next = next: { $token }
whizz_bing_bang-term-all-given = all given
whizz_bing_bang-term-handicap = { " " }handicap { $time }
whizz_bing_bang-term-legend = ●○ = own tokens left to give · next = the token you would give · received = tokens given to you · round/total = points (each token in front of you is 1; fewest wins)
whizz_bing_bang-term-last-boom = Last Boom: { $ranking }
whizz_bing_bang-term-last-race = Last race: { $ranking }
whizz_bing_bang-term-your-tokens = Your tokens: { $tokens }
# One token of the player's row: "[2:bing]", or "[2:?]" when not known.
whizz_bing_bang-term-token-slot = [{ $n }:{ $token }]

## Why a player is punished

whizz_bing_bang-term-cause-too_slow = too slow
whizz_bing_bang-term-cause-out_of_turn = played out of turn
whizz_bing_bang-term-cause-slap_non_boom = slapped a card that is not a Boom
whizz_bing_bang-term-cause-last_boom_slap = last to slap the Boom
whizz_bing_bang-term-cause-wrong_sound = called the wrong sound
whizz_bing_bang-term-cause-punish_without_cause = punished without cause
whizz_bing_bang-term-cause-early = slapped too early, on the card before the Boom

## Why a press did not count

whizz_bing_bang-term-ignored-double_tap = a double tap — the same button again right after your last press of it is one press
whizz_bing_bang-term-ignored-before_table = pressed before the new round's table was shown
whizz_bing_bang-term-ignored-late_claim = too late for the race to punish that was just decided
whizz_bing_bang-term-ignored-double_click = a second press right after your own call
whizz_bing_bang-term-ignored-boom_resolved = that Boom was already ruled
whizz_bing_bang-term-ignored-aimed_at_resolved_boom = too soon after the reveal: it was aimed at the Boom before
whizz_bing_bang-term-ignored-slap_window = during a Boom only BOOM counts
whizz_bing_bang-term-ignored-second_slap = you had already slapped
whizz_bing_bang-term-ignored-punishment_pending = a mistake is being punished: only Punish! counts now
whizz_bing_bang-term-ignored-own_mistake = you can't punish your own mistake
whizz_bing_bang-term-ignored-before_post = pressed before the mistake was shown
whizz_bing_bang-term-ignored-opens_token_row = it opened your token row
whizz_bing_bang-term-ignored-no_such_slot = that token is no longer there
whizz_bing_bang-term-ignored-wrong_token = that is not your next token
whizz_bing_bang-term-ignored-second_claim = you had already claimed
whizz_bing_bang-term-ignored-no_race = there is no race to punish
whizz_bing_bang-term-ignored-resolved = an earlier press was ruled first
whizz_bing_bang-term-ignored-race_over = the race was already won
whizz_bing_bang-term-ignored-ignored = an earlier press was ruled first
whizz_bing_bang-term-ignored-overtaken = the turn had already moved on
whizz_bing_bang-term-ignored-one_mistake_at_a_time = an earlier mistake was being ruled
whizz_bing_bang-term-did-not-count = (your { $input } did not count: { $why })
whizz_bing_bang-term-late-nobody = (Too late: nobody punished { $culprit } in time{ $yours }. It changed nothing)
whizz_bing_bang-term-late-first = (Too late: { $winner } claimed first{ $first } and punished { $culprit }{ $yours }. It changed nothing)
whizz_bing_bang-term-late-first-at = { " " }({ $time })
whizz_bing_bang-term-late-yours = ; yours came at { $time } after the mistake was shown

## Events

whizz_bing_bang-term-round-started = Round { $round }: { $who } starts ({ $whizz } face up).
whizz_bing_bang-term-called = { $who } says { $sound }{ $time }, reveals { $revealed } { $next }
whizz_bing_bang-term-called-time = { " " }({ $time })
whizz_bing_bang-term-called-next = → { $who }
whizz_bing_bang-term-called-boom = — { $boom }!
whizz_bing_bang-term-reshuffled = The discards are reshuffled into a new draw pile ({ $n ->
    [one] { $n } card
   *[other] { $n } cards
}).
whizz_bing_bang-term-mistake = ⚠️ { $culprit }: { $cause }
whizz_bing_bang-term-mistake-late = ⚠️ { $culprit }: { $cause } (a press that arrived late)
whizz_bing_bang-term-boom-ranking = Boom ranking: { $ranking } → { $outcome }
whizz_bing_bang-term-punishes = { $punisher } punishes { $culprit }
whizz_bing_bang-term-nobody-slapped = nobody slapped
whizz_bing_bang-term-token-given = { $giver } gives their { $token } token to { $receiver }
whizz_bing_bang-term-token-given-race = { $giver } gives their { $token } token to { $receiver } [race: { $ranking }]
whizz_bing_bang-term-nobody-punished = Nobody punished { $culprit }.
whizz_bing_bang-term-restarts = { $who } restarts clockwise: say { $whizz }!
whizz_bing_bang-term-peeked = Token { $n } is your { $token } — not the one.
whizz_bing_bang-term-round-scored = Round { $round } points: { $scores } · totals: { $totals }
whizz_bing_bang-term-game-ended = Game over: { $who } { $count ->
    [one] wins
   *[other] share the win
} with { $n ->
    [one] { $n } point
   *[other] { $n } points
}.

## The result

# A seat in the result line: "seat 2".
whizz_bing_bang-term-result-seat = seat { $n }
whizz_bing_bang-term-result = { $who } { $count ->
    [one] wins
   *[other] share the win
} with { $n ->
    [one] { $n } point
   *[other] { $n } points
} after { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}

## Menus

whizz_bing_bang-term-say = Say { $sound }
whizz_bing_bang-term-say-at = Say { $sound } at { $when }
whizz_bing_bang-term-slap = Slap ({ $boom })
whizz_bing_bang-term-slap-at = Slap ({ $boom }) at { $when }
whizz_bing_bang-term-punish = Punish!
whizz_bing_bang-term-punish-at = Punish! at { $when }
whizz_bing_bang-term-pick = Turn over token { $n }
whizz_bing_bang-term-pick-at = Turn over token { $n } at { $when }
whizz_bing_bang-term-tick = Let the clock run
whizz_bing_bang-term-shown = The table is shown

## The real-time terminal (you type the words)

whizz_bing_bang-term-banner = === { $title }: { $players } players, seed { $seed } — you are seat 1 ===
whizz_bing_bang-term-help = Type a word and press Enter: whizz, bing, bang, boom (slap), punish (p), or a token slot 1-4 in token hunt. 'quit' leaves.
# The words a player may type for each input, separated by commas (the English ones always work too).
whizz_bing_bang-term-type-whizz = whizz, w
whizz_bing_bang-term-type-bing = bing, bi
whizz_bing_bang-term-type-bang = bang, ba
whizz_bing_bang-term-type-slap = boom, b, slap
whizz_bing_bang-term-type-punish = punish, p
whizz_bing_bang-term-type-quit = quit, exit, q
whizz_bing_bang-term-left = You left the table.
whizz_bing_bang-term-you-typed = you: { $input }
whizz_bing_bang-term-you-typed-at = you: { $input } at { $when }
whizz_bing_bang-term-refused = (not counted: { $why })
whizz_bing_bang-term-refused-input_too_old = made before the last ruling
whizz_bing_bang-term-refused-duplicate_input = already counted
whizz_bing_bang-term-refused-not_token_hunt = token hunt is off

## simulate's statistics

whizz_bing_bang-term-stat-rounds = rounds
whizz_bing_bang-term-stat-tokens_given = tokens given
whizz_bing_bang-term-stat-unclaimed_mistakes = unclaimed mistakes
whizz_bing_bang-term-stat-punishments_by_cause = punishments by cause
whizz_bing_bang-term-stat-punishments_by_cause-too_slow = too slow
whizz_bing_bang-term-stat-punishments_by_cause-out_of_turn = played out of turn
whizz_bing_bang-term-stat-punishments_by_cause-slap_non_boom = slapped a card that is not a Boom
whizz_bing_bang-term-stat-punishments_by_cause-last_boom_slap = last to slap the Boom
whizz_bing_bang-term-stat-punishments_by_cause-wrong_sound = called the wrong sound
whizz_bing_bang-term-stat-punishments_by_cause-punish_without_cause = punished without cause
