# The terminal (`python -m bot play bang_and_twang`, cogs/bang_and_twang/terminal_text.py): the table,
# events, prompts and menus, in the player's language. Card names and tune texts come from cards.ftl.

## Words used everywhere

# The one-letter short forms of the two sounds of the riff (as in "B T T").
bang_and_twang-term-letter-B = B
bang_and_twang-term-letter-T = T
# A riff card's face.
bang_and_twang-term-face-B = Bang
bang_and_twang-term-face-T = Twang
bang_and_twang-term-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
bang_and_twang-term-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
# A sequence card: its title, triplet and points: "Kettle Song (B T T, 1)".
bang_and_twang-term-sequence = { $name } ({ $triplet }, { $points })
# A sequence card in a hand or a peek: "Kettle Song [B T T] 1 pt".
bang_and_twang-term-sequence-view = { $name } [{ $triplet }] { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
bang_and_twang-term-tune-view = { $name }: { $text }
bang_and_twang-term-reaction-view = { $name } (reaction): { $text }
bang_and_twang-term-empty = (empty)

## The table

bang_and_twang-term-riff = Riff: { $slots }
bang_and_twang-term-slot = [{ $slot }] { $face }
bang_and_twang-term-turn = Turn { $turn }: { $whose }{ $interrupting }  | draw pile { $draw }  | discard { $discard }{ $top }
bang_and_twang-term-yours-turn = your turn ({ $seat })
bang_and_twang-term-yours-extra = your extra turn ({ $seat })
bang_and_twang-term-yours-cut_in = your cutting in ({ $seat })
bang_and_twang-term-theirs-turn = { $who }'s turn
bang_and_twang-term-theirs-extra = { $who }'s extra turn
bang_and_twang-term-theirs-cut_in = { $who }'s cutting in
bang_and_twang-term-interrupting = , interrupting { $who }
bang_and_twang-term-top = { " " }(top: { $card })
bang_and_twang-term-listening = Listening for reactions: { $window }…
bang_and_twang-term-window-turn_start = a turn is about to begin ({ $cut_in })
bang_and_twang-term-window-tune_played = a tune card was just played ({ $shush })
bang_and_twang-term-window-action_resolved = an action has just resolved ({ $heckle } / { $quick_ears })
bang_and_twang-term-window-now = now
bang_and_twang-term-player = { $who }: { $hand } in hand, { $bank } banked
bang_and_twang-term-bank-locked = bank locked
bang_and_twang-term-extra-turns = +{ $n ->
    [one] { $n } extra turn
   *[other] { $n } extra turns
}
bang_and_twang-term-skips = { $n ->
    [one] { $n } turn
   *[other] { $n } turns
} to skip
bang_and_twang-term-your-hand = Your hand: { $cards }
bang_and_twang-term-your-bank = Your bank ({ $points }): { $cards }
bang_and_twang-term-you-see = You see: { $cards }
bang_and_twang-term-game-over = Game over: { $summary }

## What each decision asks ($card: the tune card that asks, by its name in cards.ftl)

bang_and_twang-term-prompt-take_action = Your turn: flip or move a riff card (then you may bank a match), bank a matching card, or play a tune card.
bang_and_twang-term-prompt-standard_action = Take a standard action: flip, move or bank (no tune cards).
bang_and_twang-term-prompt-may_bank = A card in your hand matches the riff now. Bank it?
bang_and_twang-term-prompt-call_and_response = { $card }: you may bank one matching card.
bang_and_twang-term-prompt-tune_bank = You may bank a card.
bang_and_twang-term-prompt-tune_flip = Flip a riff card, or stop.
bang_and_twang-term-prompt-tune_move = You may move one riff card.
bang_and_twang-term-prompt-tune_change = Change the riff (flip or move), bank a match, or stop.
bang_and_twang-term-prompt-tune_rotate = { $card }: rotate the riff, or stop.
bang_and_twang-term-prompt-tune_set_riff = { $card }: set the riff to any triplet.
bang_and_twang-term-prompt-choose_target = Choose a player.
bang_and_twang-term-prompt-peek_take = Take one of the cards you see onto your bank.
bang_and_twang-term-prompt-restack = { $card }: pick the next card for your bank (bottom first), or keep the order.
bang_and_twang-term-prompt-name_triplet = { $card }: name a triplet.
bang_and_twang-term-prompt-give_card = { $card }: give one of your matching cards.
bang_and_twang-term-prompt-other = Your decision.
bang_and_twang-term-prompt-react = Reaction window: { $window }. Play a reaction card, or let it go.

## Events

bang_and_twang-term-start = Game starts: riff { $riff }, { $who } goes first.
bang_and_twang-term-resumes = { $who }'s turn resumes.
bang_and_twang-term-turn-extra = { $who } takes an extra turn.
bang_and_twang-term-turn-cut_in = { $who } cuts in: a turn of their own.
bang_and_twang-term-turn-regular = { $who }'s turn.
bang_and_twang-term-skipped = { $who }'s turn is skipped.
bang_and_twang-term-riff-flip = { $who } flips slot { $slot }: the riff is now { $riff }.
bang_and_twang-term-riff-move = { $who } moves slot { $slot } to { $to }: the riff is now { $riff }.
bang_and_twang-term-riff-rotate = { $who } rotates the riff: it is now { $riff }.
bang_and_twang-term-riff-set = { $who } sets the riff to { $riff }.
bang_and_twang-term-riff-flip_all = { $who } flips every riff card: the riff is now { $riff }.
bang_and_twang-term-riff-other = The riff is now { $riff }.
bang_and_twang-term-banks = { $who } banks { $card }.
bang_and_twang-term-banks-sequence = { $who } banks { $card } ({ $triplet }).
bang_and_twang-term-plays = { $who } plays { $card }.
bang_and_twang-term-plays-no-effect = { $who } plays { $card } (no effect).
bang_and_twang-term-shushes = { $who } shushes { $target }: { $card } is cancelled.
bang_and_twang-term-draws = { $who } draws { $n ->
    [one] { $n } card
   *[other] { $n } cards
}.
bang_and_twang-term-you-draw = You draw { $cards }.
bang_and_twang-term-takes-bank = { $who } takes a card from { $source }'s bank ({ $how }).
bang_and_twang-term-how-take_top = take top
bang_and_twang-term-how-take_bottom = take bottom
bang_and_twang-term-how-swap_top = swap top
bang_and_twang-term-how-peek_take = peek take
bang_and_twang-term-how-heckle = heckle
bang_and_twang-term-how-pass_top = pass top
bang_and_twang-term-bank-moves = { $card } moves from { $source }'s bank to { $who }'s.
bang_and_twang-term-bank-moves-for = { $card } moves from { $source }'s bank to { $who }'s for { $returned }.
bang_and_twang-term-you-see-bank = You see in { $source }'s bank: { $cards }.
bang_and_twang-term-takes-hand = { $who } takes a card from { $source }'s hand.
bang_and_twang-term-hand-moves = { $card } goes from { $source } to { $who }.
bang_and_twang-term-passes-music = { $who } passes the music.
bang_and_twang-term-swaps-hands = { $who } swaps hands with { $other }.
bang_and_twang-term-receives = { $who } receives from { $source }: { $cards }.
bang_and_twang-term-requests = { $who } requests { $triplet }.
bang_and_twang-term-reveals = { $who } reveals { $card }.
bang_and_twang-term-restacks = { $who } restacks their bank.
bang_and_twang-term-tops-pass = Bank tops pass round the campfire: { $seats }.
bang_and_twang-term-fire-burns = Forest fire burns { $cards }.
bang_and_twang-term-will-extra = { $who } will take an extra turn.
bang_and_twang-term-will-skip = { $who }'s next turn will be skipped.
bang_and_twang-term-refresh = { $who } now draws back up to { $n ->
    [one] { $n } card
   *[other] { $n } cards
}.
bang_and_twang-term-actions = { $who } takes { $n ->
    [one] { $n } action
   *[other] { $n } actions
}.
bang_and_twang-term-listening-now = Listening for reactions…
bang_and_twang-term-points-line = Game over. Points: { $scores }.
# One seat's points in the list above: "Seat 2 7".
bang_and_twang-term-seat-points = { $who } { $points }

## The result

bang_and_twang-term-wins = { $who } wins with { $n ->
    [one] { $n } point
   *[other] { $n } points
}
bang_and_twang-term-win = { $who } win with { $n ->
    [one] { $n } point
   *[other] { $n } points
}

## Menus

bang_and_twang-term-do-bank = Bank { $card }
bang_and_twang-term-do-flip = Flip { $slot }
bang_and_twang-term-do-flip-gives = Flip { $slot } (gives { $riff })
bang_and_twang-term-do-move = Move { $src }→{ $dst }
bang_and_twang-term-do-move-gives = Move { $src }→{ $dst } (gives { $riff })
bang_and_twang-term-do-left-to-end = Leftmost to the end
bang_and_twang-term-do-right-to-front = Rightmost to the front
bang_and_twang-term-do-set = Set riff { $riff }
bang_and_twang-term-do-play = Play { $card }
bang_and_twang-term-done-may_bank = Don't bank
bang_and_twang-term-done-tune_bank = Don't bank
bang_and_twang-term-done-call_and_response = Don't bank
bang_and_twang-term-done-tune_flip = Stop flipping
bang_and_twang-term-done-tune_move = Don't move
bang_and_twang-term-done-tune_change = Stop changing the riff
bang_and_twang-term-done-tune_rotate = Stop rotating
bang_and_twang-term-done-restack = Keep this order
bang_and_twang-term-done = Done
bang_and_twang-term-do-choose = Choose { $who }
bang_and_twang-term-do-take = Take card { $n } from the top
bang_and_twang-term-do-request = Request { $triplet }
bang_and_twang-term-do-give = Give { $card }
bang_and_twang-term-do-restack = Restack card { $n } next
bang_and_twang-term-do-react = React: { $card }
bang_and_twang-term-do-react-on = React: { $card } on { $who }
bang_and_twang-term-do-react-bank = React: { $card }, bank { $bank }
bang_and_twang-term-do-pass = Don't react

## simulate's statistics

bang_and_twang-term-stat-turns = turns
bang_and_twang-term-stat-top_score = top score
bang_and_twang-term-stat-banked = banked
bang_and_twang-term-stat-shared_win = shared win
