# Bang & Twang on Discord: the table, the hands, the log, pings and results (cogs/bang_and_twang).
# Card names and texts are in cards.ftl. "Bang" and "Twang" are the two sounds of the riff.

## The tune sets (lobby lines)

bang_and_twang-set-green_circle = 🟢 Green Circle — Campfire Tunes
bang_and_twang-set-red_triangle = 🔺 Red Triangle — Pickpocket Polka
bang_and_twang-set-blue_square = 🟦 Blue Square — Encore!
bang_and_twang-set-yellow_star = ⭐ Yellow Star — Big Band
bang_and_twang-set-purple_diamond = 🔷 Purple Diamond — Riff Wizards
bang_and_twang-set-orange_heart = 🧡 Orange Heart — Mischief Jig
bang_and_twang-set-unknown = ?

## Lobby option lines

bang_and_twang-opt-wondertunes-all = 🌈 Wondertunes: 8 random tune cards from all six sets
# $sets: the chosen sets' names, listed ("A, B and C")
bang_and_twang-opt-wondertunes-pool = 🌈 Wondertunes: 8 random tune cards from { $sets }
bang_and_twang-opt-double = 🎶 Double tune: { $set }
bang_and_twang-opt-tunes = 🎶 Tunes: { $set }
bang_and_twang-opt-open-hands = 👐 Open hands
bang_and_twang-opt-hidden-hands = 🤫 Hidden hands
bang_and_twang-opt-timers = ⏱️ { $decision } s per decision · ⚡ { $reaction } s reaction windows

## Riff and cards

# The one-letter short forms of the two sounds (as in "B T T").
bang_and_twang-letter-bang = B
bang_and_twang-letter-twang = T
# A seat past the table's seats (should not happen).
bang_and_twang-seat = Seat { $n }
# A sequence card in a hand: $triplet is "🥁🪕🪕 B T T".
bang_and_twang-hand-sequence = 🎼 **{ $card }** { $triplet } · { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
bang_and_twang-hand-sequence-match = 🎼 **{ $card }** { $triplet } · { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    } ✅ matches
# A card of the reader's own bank: $card is its name (and sequence).
bang_and_twang-bank-line = { $card } · { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
bang_and_twang-bank-line-top = 🔝 { $card } · { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }

## The public table

bang_and_twang-table-title = 🐉 Bang & Twang — turn { $turn }
bang_and_twang-status-regular = ▶️ **{ $who }**'s turn
bang_and_twang-status-extra = ▶️ **{ $who }**'s turn (extra turn 🎉)
bang_and_twang-status-cut_in = ▶️ **{ $who }**'s turn (⚡ cutting in)
bang_and_twang-status-interrupted = ⏸️ { $who }'s turn waits
bang_and_twang-status-playing = 🎵 Playing { $card }
bang_and_twang-status-listening = 👂 Listening for reactions…
bang_and_twang-status-waiting = ⏳ Waiting for { $names }
bang_and_twang-table-piles = 🃏 Draw pile: **{ $draw }** · 🗑️ discard { $discard }
bang_and_twang-table-piles-top = 🃏 Draw pile: **{ $draw }** · 🗑️ discard { $discard } (top: { $top })
bang_and_twang-player-counts = ✋ { $hand ->
        [one] { $hand } card
       *[other] { $hand } cards
    } in hand · 🏦 { $bank } banked
bang_and_twang-player-locked = 🔒 bank locked
bang_and_twang-player-orchestra = 🎻 Full Orchestra (refresh to 3)
bang_and_twang-player-extra = 🎉 +{ $n } turn
bang_and_twang-player-skips = ⏭️ skip ×{ $n }
bang_and_twang-player-known = 👁️ known in hand: { $cards }
bang_and_twang-table-log = 📜 Last actions
bang_and_twang-table-footer-clockwise = Session { $id } · ↻ play goes clockwise · tunes: { $tunes }
bang_and_twang-table-footer-anticlockwise = Session { $id } · ↺ play goes anticlockwise · tunes: { $tunes }
bang_and_twang-button-flip = Flip { $slot }
bang_and_twang-button-move = Move { $src }→{ $dst }

## A player's hand (DM or "My hand")

bang_and_twang-hand-title = 🐉 Bang & Twang — your hand
bang_and_twang-window-turn_start = ⚡ **Reaction window:** a turn is about to begin (⚡ { $card }).
bang_and_twang-window-tune_played = ⚡ **Reaction window:** a tune card was just played (⚡ { $card }).
bang_and_twang-window-action_resolved = ⚡ **Reaction window:** an action has just resolved (⚡ { $heckle } / { $ears }).
bang_and_twang-window-now = ⚡ **Reaction window:** now.
bang_and_twang-window-nothing = You have no reaction card that fits. (The window closes by itself.)
bang_and_twang-window-may = You may play a reaction card now — or let it go.
bang_and_twang-prompt-take_action = 🎶 **Your turn.** Flip or move a riff card (you may then bank a match), bank a matching card, or play a tune card.
bang_and_twang-prompt-standard_action = 🎶 Take a standard action: flip, move or bank (no tune cards).
bang_and_twang-prompt-may_bank = ✅ A card in your hand matches the riff now. Bank it?
# $card: the tune card's name (Call and Response, Round and Round, Tune Up, Tidy Up, Request)
bang_and_twang-prompt-call_and_response = 🔁 { $card }: you may bank one matching card.
bang_and_twang-prompt-tune_bank = 🏦 You may bank a card.
bang_and_twang-prompt-tune_flip = 🔄 Flip a riff card (or stop).
bang_and_twang-prompt-tune_move = ↔️ You may move one riff card.
bang_and_twang-prompt-tune_change = 🎛️ Change the riff (flip or move), bank a match, or stop.
bang_and_twang-prompt-tune_rotate = 🔃 { $card }: rotate the riff, or stop.
bang_and_twang-prompt-tune_set_riff = 🎚️ { $card }: set the riff to any triplet.
bang_and_twang-prompt-choose_target = 🎯 Choose a player.
bang_and_twang-prompt-peek_take = 👀 Take one of the cards you see onto your bank.
bang_and_twang-prompt-restack = 🗂️ { $card }: pick the next card for your bank (bottom first), or keep the order.
bang_and_twang-prompt-name_triplet = 📣 { $card }: name a triplet.
bang_and_twang-prompt-give_card = 🎁 { $card }: give one of your matching cards.
bang_and_twang-prompt-other = Your decision.
bang_and_twang-requested = Requested: { $triplet }
bang_and_twang-window-closes-at = ⏱️ The window closes { $due }.
bang_and_twang-window-closes-in = ⏱️ The window closes in { $seconds } s.
bang_and_twang-answer-by = ⏱️ Answer { $due }; after that the bot makes a safe move for you.
bang_and_twang-answer-within = ⏱️ Answer within { $seconds } s; after that the bot makes a safe move for you.
bang_and_twang-hand-idle = Not your move right now — watch the table.
bang_and_twang-hand-field = ✋ Your hand ({ $n })
bang_and_twang-empty = _empty_
bang_and_twang-hand-peek = 👀 You look at (top first) — only you see these
bang_and_twang-hand-restack = 🗂️ Restacking
bang_and_twang-restack-placed = Placed (bottom first): { $cards }
bang_and_twang-restack-rest = Still to place: { $cards }
bang_and_twang-hand-bank = 🏦 Your bank: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }, { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    } (top first)
bang_and_twang-hand-footer = { $name } · session { $id }

## Buttons of a hand

bang_and_twang-do-bank = Bank { $card }
bang_and_twang-do-flip = Flip { $slot } ({ $riff })
bang_and_twang-do-move = Move { $src }→{ $dst } ({ $riff })
bang_and_twang-do-rotate-left = Leftmost to the end
bang_and_twang-do-rotate-right = Rightmost to the front
bang_and_twang-do-set = Set { $riff }
bang_and_twang-do-play = Play { $card }
bang_and_twang-do-play-no-effect = Play { $card } (no effect)
bang_and_twang-do-choose = Choose { $who }
bang_and_twang-do-take = Take { $card }
bang_and_twang-do-card-n = card { $n }
bang_and_twang-do-request = Request { $triplet }
bang_and_twang-do-give = Give { $card }
bang_and_twang-do-next = Next: { $card }
bang_and_twang-do-react = ⚡ { $card }
bang_and_twang-do-react-on = ⚡ { $card } on { $who }
bang_and_twang-do-react-bank = ⚡ { $card }, bank { $bank }
bang_and_twang-do-pass = Don't react
bang_and_twang-done-bank = Don't bank
bang_and_twang-done-flip = Stop flipping
bang_and_twang-done-move = Don't move
bang_and_twang-done-change = Stop changing the riff
bang_and_twang-done-rotate = Stop rotating
bang_and_twang-done-restack = Keep this order
bang_and_twang-done = Done
bang_and_twang-pick = Choose your move…
bang_and_twang-pick-more = More moves…

## Turn pings (after the player's mention)

bang_and_twang-ping-take_action = **your turn**: flip or move a riff card (then bank a match), bank a matching card or play a tune card (in your DMs or with **{ btn-my-hand }**)
bang_and_twang-ping-may_bank = **your turn**: bank your matching card or let it be (in your DMs or with **{ btn-my-hand }**)
bang_and_twang-ping-own = **your turn**: your move (in your DMs or with **{ btn-my-hand }**)
bang_and_twang-ping-give_card = give one of your matching cards ({ $card }) (in your DMs or with **{ btn-my-hand }**)
bang_and_twang-ping-call_and_response = { $card }: you may bank one matching card (in your DMs or with **{ btn-my-hand }**)
bang_and_twang-ping-other = your move in Bang & Twang (in your DMs or with **{ btn-my-hand }**)

## Recent actions (the table's log)

bang_and_twang-log-banked-sequence = 🏦 **{ $who }** banks *{ $card }* ({ $triplet })
bang_and_twang-log-banked = 🏦 **{ $who }** banks *{ $card }* ({ $points ->
        [one] { $points } pt
       *[other] { $points } pts
    })
bang_and_twang-log-start = Game starts: riff { $riff }, { $who } goes first.
bang_and_twang-log-turn-resumed = { $who }'s turn resumes.
bang_and_twang-log-turn-extra = { $who } takes an extra turn.
bang_and_twang-log-turn-cut_in = { $who } cuts in: a turn of their own.
bang_and_twang-log-turn = { $who }'s turn.
bang_and_twang-log-skipped = { $who }'s turn is skipped.
bang_and_twang-log-riff-flip = { $who } flips slot { $slot }: the riff is now { $riff }.
bang_and_twang-log-riff-move = { $who } moves slot { $slot } to { $to }: the riff is now { $riff }.
bang_and_twang-log-riff-rotate = { $who } rotates the riff: it is now { $riff }.
bang_and_twang-log-riff-set = { $who } sets the riff to { $riff }.
bang_and_twang-log-riff-flip_all = { $who } flips every riff card: the riff is now { $riff }.
bang_and_twang-log-riff = The riff is now { $riff }.
bang_and_twang-log-played = { $who } plays { $card }.
bang_and_twang-log-played-no-effect = { $who } plays { $card } (no effect).
bang_and_twang-log-cancelled = { $by } shushes { $who }: { $card } is cancelled.
bang_and_twang-log-drawn = { $who } draws { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }.
bang_and_twang-log-bank-take_top = { $who } takes a card from the top of { $source }'s bank.
bang_and_twang-log-bank-take_bottom = { $who } takes a card from the bottom of { $source }'s bank.
bang_and_twang-log-bank-swap_top = { $who } swaps top bank cards with { $source }.
bang_and_twang-log-bank-peek_take = { $who } takes a card from { $source }'s bank after a peek.
bang_and_twang-log-bank-heckle = { $who } heckles and takes a card from { $source }'s bank.
bang_and_twang-log-bank-pass_top = { $who } takes a card from { $source }'s bank.
bang_and_twang-log-hand-sleight = { $who } takes a card from { $source }'s hand.
bang_and_twang-log-hand-request = { $source } gives { $who } a card from their hand.
bang_and_twang-log-hands-pass = { $who } passes the music: every hand moves on.
bang_and_twang-log-hands-swap = { $who } swaps hands with { $other }.
bang_and_twang-log-requested = { $who } requests { $triplet }.
bang_and_twang-log-revealed = { $who } reveals { $card }.
bang_and_twang-log-restacked = { $who } restacks their bank.
bang_and_twang-log-tops-passed = Bank tops pass round the campfire: { $names }.
bang_and_twang-log-tops-burned = Forest fire burns { $cards }.
bang_and_twang-log-tops-burned-none = Forest fire: no bank had a card to burn.
bang_and_twang-log-effect-extra_turn = { $who } will take an extra turn.
bang_and_twang-log-effect-skip = { $who }'s next turn will be skipped.
bang_and_twang-log-effect-refresh_target = { $who } now draws back up to { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }.
bang_and_twang-log-effect-extra_actions = { $who } takes { $n } actions.
bang_and_twang-log-ended = Game over. Points: { $scores }.
# One player's points in the game-over line: "Ana 7".
bang_and_twang-log-score = { $who } { $points }

## Results

bang_and_twang-final-stopped = Cards banked when the game was stopped:
bang_and_twang-final-stopped-line = { $who } — { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } banked
bang_and_twang-final-line = { $who } — **{ $points ->
        [one] { $points } point
       *[other] { $points } points
    }** ({ $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } banked)
bang_and_twang-final-line-won = 🏆 { $who } — **{ $points ->
        [one] { $points } point
       *[other] { $points } points
    }** ({ $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } banked)
bang_and_twang-headline-one = 🏆 { $names } wins with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
bang_and_twang-headline-one-tiebreak = 🏆 { $names } wins with { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (a tie on points, decided by the most banked cards)
bang_and_twang-headline-shared = 🏆 { $names } share the win with { $points ->
        [one] { $points } point
       *[other] { $points } points
    } each
bang_and_twang-headline-shared-tiebreak = 🏆 { $names } share the win with { $points ->
        [one] { $points } point
       *[other] { $points } points
    } each (a tie on points, decided by the most banked cards)
bang_and_twang-end-out_of_cards = 🔚 The draw pile was empty and { $who } had no cards left, so the game ended.
bang_and_twang-end-out_of_cards-anyone = 🔚 The draw pile was empty and the active player had no cards left, so the game ended.
bang_and_twang-end-stall = 🔚 The draw pile was empty and nobody banked or played a card for { $rounds } rounds (the stall rule), so the game ended.
bang_and_twang-end-turn_cap = 🔚 The game reached the limit of { $turns } turns.
