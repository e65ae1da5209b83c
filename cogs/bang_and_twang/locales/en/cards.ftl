# Bang & Twang's cards in English: names (by the English name's slug), what each face says in a few
# words (-text), and each tune card's full effect (-effect). Song titles: translate them as titles.

## Sequence cards (song titles) and what they play

bang_and_twang-card-thunder-on-the-hill = Thunder on the Hill
bang_and_twang-sequence-thunder-on-the-hill-text = Bang Bang Bang
bang_and_twang-card-drumming-bear-stomp = Drumming Bear Stomp
bang_and_twang-sequence-drumming-bear-stomp-text = Bang Bang Bang
bang_and_twang-card-willow-string-reel = Willow-String Reel
bang_and_twang-sequence-willow-string-reel-text = Twang Twang Twang
bang_and_twang-card-moonlit-mandolin = Moonlit Mandolin
bang_and_twang-sequence-moonlit-mandolin-text = Twang Twang Twang
bang_and_twang-card-two-knocks-and-a-twang = Two Knocks and a Twang
bang_and_twang-sequence-two-knocks-and-a-twang-text = Bang Bang Twang
bang_and_twang-card-woodcutter-s-march = Woodcutter's March
bang_and_twang-sequence-woodcutter-s-march-text = Bang Bang Twang
bang_and_twang-card-hop-over-the-brook = Hop Over the Brook
bang_and_twang-sequence-hop-over-the-brook-text = Bang Twang Bang
bang_and_twang-card-badger-bounce = Badger Bounce
bang_and_twang-sequence-badger-bounce-text = Bang Twang Bang
bang_and_twang-card-the-squirrel-s-tumble = The Squirrel's Tumble
bang_and_twang-sequence-the-squirrel-s-tumble-text = Twang Bang Bang
bang_and_twang-card-tinker-s-hammer = Tinker's Hammer
bang_and_twang-sequence-tinker-s-hammer-text = Twang Bang Bang
bang_and_twang-card-lantern-waltz = Lantern Waltz
bang_and_twang-sequence-lantern-waltz-text = Twang Twang Bang
bang_and_twang-card-the-creaking-gate = The Creaking Gate
bang_and_twang-sequence-the-creaking-gate-text = Twang Twang Bang
bang_and_twang-card-owl-and-echo = Owl and Echo
bang_and_twang-sequence-owl-and-echo-text = Twang Bang Twang
bang_and_twang-card-stepping-stones = Stepping Stones
bang_and_twang-sequence-stepping-stones-text = Twang Bang Twang
bang_and_twang-card-kettle-song = Kettle Song
bang_and_twang-sequence-kettle-song-text = Bang Twang Twang
bang_and_twang-card-crossroads-shuffle = Crossroads Shuffle
bang_and_twang-sequence-crossroads-shuffle-text = Bang Twang Twang

## Tune cards: name, a few words (-text) and the full effect (-effect)

bang_and_twang-card-double-strum = Double Strum
bang_and_twang-tune-double-strum-text = Flip 2 riff cards, then bank a match
bang_and_twang-tune-double-strum-effect = Flip up to two riff cards, one after the other (two different cards). Then you may bank a match.

bang_and_twang-card-shuffle-step = Shuffle Step
bang_and_twang-tune-shuffle-step-text = Move a riff card, then flip a riff card, then bank a match
bang_and_twang-tune-shuffle-step-effect = You may move one riff card. Then you may flip one riff card. Then you may bank a match.

bang_and_twang-card-busker-s-tip = Busker's Tip
bang_and_twang-tune-busker-s-tip-text = Bank this: 2 pts
bang_and_twang-tune-busker-s-tip-effect = Bank this card. Worth 2 points.

bang_and_twang-card-free-verse = Free Verse
bang_and_twang-tune-free-verse-text = Bank any card
bang_and_twang-tune-free-verse-effect = You may bank one sequence card from your hand without matching the riff.

bang_and_twang-card-tune-up = Tune Up
bang_and_twang-tune-tune-up-text = Set the riff as you like, then bank a match
bang_and_twang-tune-tune-up-effect = Set the riff to any triplet you like (any faces, any order). Then you may bank a match.

bang_and_twang-card-sticky-fingers = Sticky Fingers
bang_and_twang-tune-sticky-fingers-text = Take a top bank card
bang_and_twang-tune-sticky-fingers-effect = Choose an opponent with a non-empty bank. Take the top card of their bank.

bang_and_twang-card-fiddle-swap = Fiddle Swap
bang_and_twang-tune-fiddle-swap-text = Swap top bank cards
bang_and_twang-tune-fiddle-swap-effect = Choose an opponent with a non-empty bank. Swap the top card of your bank with the top card of theirs. If your bank is empty, just take their top card.

bang_and_twang-card-raid-the-neighbours = Raid the Neighbours
bang_and_twang-tune-raid-the-neighbours-text = Take the neighbours' top bank cards
bang_and_twang-tune-raid-the-neighbours-effect = Take the top card of the bank of the next player, then of the previous player, in turn direction. If both are the same player (2-player game), take one card only.

bang_and_twang-card-lock-the-case = Lock the Case
bang_and_twang-tune-lock-the-case-text = Bank this: 1 pt, guards your bank
bang_and_twang-tune-lock-the-case-effect = Bank this card (worth 1 point). Guard: while it is the top card of your bank, no effect played by an opponent can take, swap, pass, remove or rearrange any card of your bank. Reactions count as opponents' effects.

bang_and_twang-card-peek-and-pinch = Peek and Pinch
bang_and_twang-tune-peek-and-pinch-text = Pick one of a bank's top 3
bang_and_twang-tune-peek-and-pinch-effect = Choose an opponent with a non-empty bank. Look at its top 3 cards (fewer if it is smaller). Take one of them onto your bank. Put the others back in their original order.

bang_and_twang-card-sleight-of-hand = Sleight of Hand
bang_and_twang-tune-sleight-of-hand-text = Take a random hand card, then bank a match
bang_and_twang-tune-sleight-of-hand-effect = Choose an opponent with at least one card in hand. Take one card at random from their hand into yours. Then you may bank a match.

bang_and_twang-card-encore = Encore
bang_and_twang-tune-encore-text = Take another turn
bang_and_twang-tune-encore-effect = When this turn is completely over (end check, reaction window and refresh included), take another full turn.

bang_and_twang-card-double-time = Double Time
bang_and_twang-tune-double-time-text = Take 2 actions
bang_and_twang-tune-double-time-effect = This turn, take two standard actions (each a Bank, Flip+may bank or Move+may bank). You may bank at most one card per action. You may not play tune cards as part of them.

bang_and_twang-card-skip-a-beat = Skip a Beat
bang_and_twang-tune-skip-a-beat-text = A player skips a turn
bang_and_twang-tune-skip-a-beat-effect = Choose another player. Their next turn is skipped. Skips stack.

bang_and_twang-card-cut-in = Cut In
bang_and_twang-tune-cut-in-text = Take a turn before theirs
bang_and_twang-tune-cut-in-effect = Trigger: another player's turn is about to begin. Before they act, take a full turn yourself (one action, then refresh). Then their turn goes ahead. It does not replace your own next turn.

bang_and_twang-card-shush = Shush!
bang_and_twang-tune-shush-text = Cancel a tune card
bang_and_twang-tune-shush-effect = Trigger: another player has just played a tune card and it has not resolved yet. That card is discarded with no effect. That player must then take a standard action (bank, flip or move) instead. Cannot target a reaction card.

bang_and_twang-card-heckle = Heckle
bang_and_twang-tune-heckle-text = Steal a card just banked
bang_and_twang-tune-heckle-effect = Trigger: during the action just resolved, another player banked a sequence card that is still the top card of their bank. Move that card from the top of their bank to the top of yours.

bang_and_twang-card-quick-ears = Quick Ears
bang_and_twang-tune-quick-ears-text = Bank when the riff changes
bang_and_twang-tune-quick-ears-effect = Trigger: another player changed the riff (flip, move or any tune effect) during the action just resolved. You may bank one sequence card from your hand that matches the riff as it now stands.

bang_and_twang-card-roadie = Roadie
bang_and_twang-tune-roadie-text = Draw 2, then flip or move a riff card, then bank a match
bang_and_twang-tune-roadie-effect = Draw 2 cards (fewer if the draw pile runs out) and keep them all. Then you may flip or move one riff card. Then you may bank a match.

bang_and_twang-card-full-orchestra = Full Orchestra
bang_and_twang-tune-full-orchestra-text = Refresh to 3 from now on
bang_and_twang-tune-full-orchestra-effect = Put this card face up in front of you (not in your bank; 0 points). For the rest of the game your refresh target is 3 instead of 2. No card can take it from you, and a deck never holds more than one Full Orchestra.

bang_and_twang-card-medley = Medley
bang_and_twang-tune-medley-text = Flip or move a riff card, then bank any matches
bang_and_twang-tune-medley-effect = You may flip or move one riff card. Then bank any number of sequence cards from your hand that match.

bang_and_twang-card-pass-the-music = Pass the Music
bang_and_twang-tune-pass-the-music-text = Everyone passes their hand, then flip or move a riff card, then bank a match
bang_and_twang-tune-pass-the-music-effect = Every player, you included, passes their whole hand at the same moment to the next player in turn direction. Then you may flip or move one riff card, and you may bank a match.

bang_and_twang-card-request = Request
bang_and_twang-tune-request-text = Ask for a triplet, then bank a match
bang_and_twang-tune-request-effect = Name one of the 8 triplets (public). Each opponent who holds a sequence card with that triplet gives you one of them (their choice if they hold two; on timeout the lower-scoring one). Then you may bank a match.

bang_and_twang-card-stage-dive = Stage Dive
bang_and_twang-tune-stage-dive-text = Reveal the top card, then flip or move a riff card, then bank a match
bang_and_twang-tune-stage-dive-effect = Reveal the top card of the draw pile to everyone. If it is a sequence card that matches the riff, bank it and stop. Otherwise put it in your hand; then you may flip or move one riff card, and you may bank a match. Empty draw pile: skip the reveal and go on with the flip or move and the bank.

bang_and_twang-card-key-change = Key Change
bang_and_twang-tune-key-change-text = Flip the whole riff, then bank a match
bang_and_twang-tune-key-change-effect = Flip all three riff cards. Then you may bank a match.

bang_and_twang-card-round-and-round = Round and Round
bang_and_twang-tune-round-and-round-text = Rotate the riff up to 2×, then bank a match
bang_and_twang-tune-round-and-round-effect = Up to twice: move the leftmost riff card to the right end, or the rightmost to the left end (your choice each time). Then you may bank a match.

bang_and_twang-card-echo = Echo
bang_and_twang-tune-echo-text = Bank a match read backwards
bang_and_twang-tune-echo-effect = You may bank one sequence card from your hand whose triplet equals the riff read right to left. A palindrome (BBB, BTB, TBT, TTT) therefore needs an ordinary match.

bang_and_twang-card-improvise = Improvise
bang_and_twang-tune-improvise-text = Bank a match off by one
bang_and_twang-tune-improvise-effect = You may bank one sequence card from your hand that differs from the riff in at most one slot.

bang_and_twang-card-call-and-response = Call and Response
bang_and_twang-tune-call-and-response-text = Flip a riff card, then everyone may bank a match
bang_and_twang-tune-call-and-response-effect = Flip one riff card. Then, starting with you and going round in turn direction, each player may bank one matching sequence card from their hand. Only you refresh this turn.

bang_and_twang-card-solo = Solo
bang_and_twang-tune-solo-text = Flip or move up to 3
bang_and_twang-tune-solo-effect = Carry out up to three riff changes, in any mix of flips and moves. Before, between or after them you may bank one matching card in total.

bang_and_twang-card-tidy-up = Tidy Up
bang_and_twang-tune-tidy-up-text = Restack your bank, then flip or move a riff card, then bank a match
bang_and_twang-tune-tidy-up-effect = Look through your own bank and restack it in any order. Then you may flip or move one riff card, and you may bank a match.

bang_and_twang-card-round-the-campfire = Round the Campfire
bang_and_twang-tune-round-the-campfire-text = Bank tops pass on
bang_and_twang-tune-round-the-campfire-effect = Each player with a non-empty bank passes its top card, all at the same moment, to the next player in turn direction, who puts it on top of their bank.

bang_and_twang-card-forest-fire = Forest Fire
bang_and_twang-tune-forest-fire-text = Every bank loses its top
bang_and_twang-tune-forest-fire-effect = Each player, you included, removes the top card of their bank from the game (it goes back in the box and scores nothing).

bang_and_twang-card-lucky-acorn = Lucky Acorn
bang_and_twang-tune-lucky-acorn-text = Bank this: 3 pts
bang_and_twang-tune-lucky-acorn-effect = Bank this card. Worth 3 points.

bang_and_twang-card-swap-hands = Swap Hands
bang_and_twang-tune-swap-hands-text = Swap hands with a player
bang_and_twang-tune-swap-hands-effect = Choose another player. Exchange your whole hand with theirs.

bang_and_twang-card-dig-deep = Dig Deep
bang_and_twang-tune-dig-deep-text = Take a bank's bottom card
bang_and_twang-tune-dig-deep-effect = Choose an opponent with a non-empty bank. Take the bottom card of their bank and put it on top of yours.

## The riff's two sounds and the card back

bang_and_twang-card-bang = Bang
bang_and_twang-card-twang = Twang
bang_and_twang-card-bang-twang = Bang & Twang
