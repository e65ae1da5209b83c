# BANG! in the terminal (`python -m bot play bang`): the table, the event lines and the menu of answers,
# cogs/bang/terminal_text.py. English is word for word what engines/bang/text.py writes.
# Card, character and role names and the characters' abilities come from cards.ftl (`w.card`, `w.card_text`).

## Seats

bang-term-seat = Seat { $n }
bang-term-nobody = nobody
bang-term-seat-you = { $seat } (you)
bang-term-choosing = (choosing)

## The table

bang-term-phase-setup = setting up
bang-term-phase-start = start of turn
bang-term-phase-draw = phase 1 (draw)
bang-term-phase-play = phase 2 (play cards)
bang-term-phase-discard = phase 3 (discard)
bang-term-phase-ended = end of turn
bang-term-phase-other = playing
bang-term-header = Turn { $turn } - { $seat } to play, { $phase }. Deck { $deck }, discard { $discard }
bang-term-header-top = Turn { $turn } - { $seat } to play, { $phase }. Deck { $deck }, discard { $discard } (top { $top })
bang-term-life = { $life }/{ $max } life
bang-term-dead = dead
bang-term-seat-cards = hand { $hand }  in play: { $play }
bang-term-seat-cards-distance = hand { $hand } distance { $distance }  in play: { $play }
bang-term-card-tokens = [{ $n }t]
bang-term-character-tokens = tokens on character: { $n }
bang-term-supply = Load tokens in the supply: { $n } ([3t] = 3 tokens on that card)
bang-term-store = { $store }: { $cards }
bang-term-you-are = You are { $seat } ({ $role }). Hand: { $cards }
bang-term-kit-looks = Kit Carlson looks at: { $cards }
bang-term-waiting = Waiting for { $seat }: { $what }
bang-term-waiting-you = Waiting for you: { $what }
bang-term-winners = Game over - winners: { $winners }

## What the waited-for player must do

bang-term-decision-play-turn = play cards, then end the turn
bang-term-decision-respond-to-shot = answer a shot (Missed!, Barrel, or take the hit)
bang-term-decision-respond-to-indians = answer Indians! (discard a BANG! or lose 1 life)
bang-term-decision-respond-to-duel = answer a Duel (discard a BANG! or lose 1 life)
bang-term-decision-respond-to-arrow = answer an Arrow (discard a BANG! or lose 1 life)
bang-term-decision-play-beer-or-die = dying: play a Beer or be out
bang-term-decision-use-ability-when-targeted = use Sid Ketchum's ability before a card lands, or let it happen
bang-term-decision-pick-from-general-store = pick a card from the General Store
bang-term-decision-choose-check-card = choose which draw! card counts (Lucky Duke)
bang-term-decision-choose-draw-source = choose where the first card is drawn from
bang-term-decision-choose-card-to-put-back = choose the card to put back on the deck (Kit Carlson)
bang-term-decision-discard-to-hand-limit = discard down to the life points
bang-term-decision-choose-character = choose a character
bang-term-decision-place-token = choose where gained Load tokens go
bang-term-decision-pay-tokens = choose where Load tokens are paid from
bang-term-decision-use-tumbleweed = redo a draw! with Tumbleweed, or let it stand
bang-term-decision-use-al-preacher = pay 2 tokens to draw a card (Al Preacher), or pass
bang-term-decision-ms-abigail-ignore = ignore the card (Ms. Abigail), or let it resolve
bang-term-decision-choose-bomb-target = pass the Bomb to another player
bang-term-decision-discard-for-buntline = discard a card for Buntline Special
bang-term-decision-other = decide

## Where cards come from, and why (in brackets in the event lines)

bang-term-why-deck = from the deck
bang-term-why-general-store = from the General Store
bang-term-why-discard = from the discard pile
bang-term-why-black-jack-shown = Black Jack shows it
bang-term-why-black-jack-extra = Black Jack's extra card
bang-term-why-kit-carlson-look = Kit Carlson looks
bang-term-why-kit-carlson-kept = Kit Carlson keeps them
bang-term-why-reward = reward for an Outlaw
bang-term-why-hand-limit = hand limit
bang-term-why-weapon-replaced = weapon replaced
bang-term-why-eliminated = out of the game
bang-term-why-sheriff-penalty = the Sheriff killed a Deputy
bang-term-why-dynamite-exploded = Dynamite exploded
bang-term-why-bomb-exploded = the Bomb exploded
bang-term-why-exhausted = no tokens left
bang-term-why-dynamite-passed = Dynamite passes on
bang-term-why-bomb-passed = the Bomb is passed
bang-term-why-phase-3 = discard bonus
bang-term-why-blue-card = blue-card bonus
bang-term-why-shot = a shot
bang-term-why-duck-returned = Duck! comes back
bang-term-why-flintlock-returned = Flintlock comes back
bang-term-why-bomb = the Bomb
bang-term-why-played = played
bang-term-why-upgrade = upgrade
bang-term-why-bomb-check = bomb check

## Event lines

bang-term-card-as = { $card } as { $kind }
bang-term-plays = { $who } plays { $card }
bang-term-plays-at = { $who } plays { $card } at { $target }
bang-term-paid-weapon-ability = weapon ability
bang-term-upgrades =
    { $n ->
        [one] { $n } upgrade
       *[other] { $n } upgrades
    }
bang-term-draws =
    { $n ->
        [one] { $who } draws { $n } card ({ $why })
       *[other] { $who } draws { $n } cards ({ $why })
    }
bang-term-draws-shown =
    { $n ->
        [one] { $who } draws { $n } card ({ $why }): { $cards }
       *[other] { $who } draws { $n } cards ({ $why }): { $cards }
    }
bang-term-you-draw = You draw { $cards } ({ $why })
bang-term-check = { $who } draw! for { $why }: { $cards }
bang-term-check-success = { $who } draw! for { $why }: { $card } -> success
bang-term-check-failure = { $who } draw! for { $why }: { $card } -> failure
bang-term-full-life = { $who } is already at full life ({ $life })
bang-term-gains-life =
    { $n ->
        [one] { $who } gains { $n } life point ({ $why }) -> { $life }
       *[other] { $who } gains { $n } life points ({ $why }) -> { $life }
    }
bang-term-loses-life =
    { $n ->
        [one] { $who } loses { $n } life point ({ $why }) -> { $life }
       *[other] { $who } loses { $n } life points ({ $why }) -> { $life }
    }
bang-term-eliminated = { $who } is eliminated: { $role }
bang-term-eliminated-by = { $who } is eliminated: { $role } (by { $killer })
bang-term-discards = { $who } discards { $cards } ({ $why })
bang-term-back-to-hand = { $card } goes back to { $seat }'s hand ({ $why })
bang-term-moves = { $card } moves from { $from } to { $to } ({ $why })
bang-term-moves-hidden = A card moves from { $from } to { $to } ({ $why })
bang-term-you-take = You take { $card } from { $seat } ({ $why })
bang-term-turn-started = --- Turn { $turn }: { $seat } ---
bang-term-game-over = GAME OVER: { $summary } (winners: { $winners })
bang-term-uses = { $who } uses { $ability }
bang-term-discarding = { $text } discarding { $cards }
bang-term-slot-character = character
bang-term-tokens =
    { $n ->
        [one] { $who } { $slot }: { $change } token -> { $tokens } ({ $why }; supply { $supply })
       *[other] { $who } { $slot }: { $change } tokens -> { $tokens } ({ $why }; supply { $supply })
    }
bang-term-shot-missed = The shot at { $seat } is missed
bang-term-reshuffled =
    { $n ->
        [one] The discard pile is reshuffled into a new draw pile ({ $n } card)
       *[other] The discard pile is reshuffled into a new draw pile ({ $n } cards)
    }
bang-term-penalty-reward = { $who } draws 3 cards as a reward
bang-term-penalty-sheriff = { $who } discards every card (killed a Deputy)
bang-term-character-chosen = { $who } plays { $character }
bang-term-game-started = A game of BANG! for { $seats } begins ({ $characters })
bang-term-game-started-sheriff = A game of BANG! for { $seats } begins ({ $characters }); the Sheriff is { $sheriff }
bang-term-jailed = { $who }'s turn is skipped ({ $jail })

## How a game ends (the summary in GAME OVER)

bang-term-end = { $why }: { $verdict } (after { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    })
bang-term-end-target =
    { $side ->
        [deputy] The Deputy eliminated the Renegade, his target
        [outlaw] The Outlaw eliminated the Deputy, his target
       *[renegade] The Renegade eliminated the Outlaw, his target
    }
bang-term-end-last-standing =
    { $side ->
        [deputy] The Deputy is the last one standing
        [outlaw] The Outlaw is the last one standing
       *[renegade] The Renegade is the last one standing
    }
bang-term-end-renegade-left = The Sheriff died with only the Renegade left
bang-term-end-sheriff-killed = The Sheriff was killed
bang-term-end-town-cleared =
    { $renegades ->
        [one] Every Outlaw and the Renegade are dead
       *[other] Every Outlaw and the Renegades are dead
    }
bang-term-end-stalemate = No one can draw or play a card any more
bang-term-verdict-three =
    { $side ->
        [deputy] the Deputy wins
        [outlaw] the Outlaw wins
       *[renegade] the Renegade wins
    }
bang-term-verdict-sheriff-deputies = the Sheriff and his Deputies win
bang-term-verdict-sheriff = the Sheriff wins
bang-term-verdict-outlaws = the Outlaws win
bang-term-verdict-renegade = the Renegade wins alone
bang-term-verdict-draw = the game ends in a draw, nobody wins

## The menu of answers

bang-term-play = Play { $card }
bang-term-on = { $text } on { $seat }
bang-term-taking = { $text } taking { $card }
bang-term-face-down = { $text }: face-down hand card { $n }
bang-term-face-down-of = { $text }: face-down hand card { $n } of { $size }
bang-term-and-seats = { $text } and { $seats }
bang-term-with-upgrades =
    { $n ->
        [one] { $text } with { $n } upgrade
       *[other] { $text } with { $n } upgrades
    }
bang-term-with-weapon-ability = { $text } using the weapon's ability (1 token)
bang-term-with-bandolier = { $text } with Bandolier (1 token)
bang-term-with-bell-tower = { $text } with Bell Tower (1 token)
bang-term-end-turn = End turn
bang-term-and-more =
    { $n ->
        [one] { $text } and { $n } more card ({ $cards })
       *[other] { $text } and { $n } more cards ({ $cards })
    }
bang-term-keep-duck = { $text } and pay 2 tokens to keep it
bang-term-pass-respond-to-shot = Take the hit (lose 1 life)
bang-term-pass-respond-to-indians = Lose 1 life
bang-term-pass-respond-to-arrow = Lose 1 life
bang-term-pass-respond-to-duel = Give up the Duel (lose 1 life)
bang-term-pass-play-beer-or-die = Play no Beer: you are out
bang-term-pass-use-ability-when-targeted = Let it happen
bang-term-pass-place-token = Leave it in the supply (add no token)
bang-term-pass = Pass
bang-term-use = Use { $ability }
bang-term-moving-tokens = { $text } moving tokens to { $cards }
bang-term-all-tokens = All tokens at once: { $parts }
bang-term-tokens-on-character = { $n } on your character
bang-term-tokens-on-card = { $n } on { $card }
bang-term-add-on = Add it on { $card }
bang-term-choose = Choose { $option }
bang-term-draw-from-hand = Draw the first card from { $seat }'s hand
bang-term-draw-from-deck = Draw from the deck
bang-term-draw-from-discard = Draw the first card from the discard pile
bang-term-add-on-character = Add it on your character
bang-term-your-character = Your character
bang-term-be = Be { $character }
bang-term-discard = Discard { $cards }
