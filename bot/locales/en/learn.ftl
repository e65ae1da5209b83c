# /<game> learn: a first lesson against AIs in the learner's DM (issue 35, bot/lessons.py)
learn-started = Your { $title } lesson is ready in your DMs: { $link }
err-learn_running = You already have a lesson running: { $link } (finish it, or end it with `{ $end }`).
err-learn_dm_closed = I can't send you a direct message. Allow DMs from this server's members, then try again.

## Forest Gangs tips: what to do now (by decision), then what just happened (saw-)
learn-forest_gangs-choose_card = Lay a card face down: everyone reveals together and the highest card wins the round and takes every card in play.
learn-forest_gangs-use_shapeshifter = Your Shapeshifter may swap itself for the top card of your deck. Say yes if that card could beat the others.
learn-forest_gangs-join_duel = Your Goblin may join the duel: you then play your last card too and may win it all.
learn-forest_gangs-reveal = Turn your card over.
learn-forest_gangs-wait = The others are choosing. Watch the table: the log says who won each round.
learn-forest_gangs-saw-duel = A duel! The highest cards tied, so every card went to the Loot and the tied players played their other card. The winner takes the Loot too.
learn-forest_gangs-saw-giants_removed = The Giants tied, so they did not duel: they went to the Loot and lost.
learn-forest_gangs-saw-dragoness_banished = A Goatsheep sent the Dragoness to the Loot.
learn-forest_gangs-saw-gnome_pass = A Gnome won: everyone passed their hand card to the left.
learn-forest_gangs-saw-goblins_joined = A Goblin joined the duel.
learn-forest_gangs-saw-shapeshifted = A Shapeshifter swapped itself for the top card of its deck.

## BANG! tips
learn-bang-play_turn = Your turn: play BANG! on a player in range to take a life, Beer to heal, or put cards in front of you. Then end your turn.
learn-bang-respond_to_shot = You were shot: play Missed! to dodge, or take the hit and lose a life.
learn-bang-respond_to_duel = A duel: play a BANG! to answer, or give up and lose a life. Whoever runs out of BANG! first is hit.
learn-bang-respond_to_indians = Indians! Discard a BANG! or lose a life.
learn-bang-discard_to_hand_limit = Too many cards: at the end of your turn you may keep only as many cards as you have lives.
learn-bang-choose_draw_source = Choose where to draw your cards from.
learn-bang-play_beer_or_die = You are out of lives: drink a Beer now to stay in the game.
learn-bang-pick_from_general_store = General Store: take one card of those shown.
learn-bang-choose_card_to_put_back = Pick the card to put back.
learn-bang-choose_character = Pick your character: each has a special ability.
learn-bang-wait = The others are playing. Your role is secret: the table shows the Sheriff; find out who is on your side.

## Bang & Twang tips
learn-bang_and_twang-take_action = Your turn: bank a sequence card that matches the riff, or flip or move a riff card first, or play a tune card.
learn-bang_and_twang-choose_target = Choose whose cards the tune card touches.
learn-bang_and_twang-may_bank = You changed the riff: bank a sequence card that matches it now, or you are done.
learn-bang_and_twang-tune_flip = The tune card lets you flip riff cards: flip one, or you are done.
learn-bang_and_twang-tune_move = The tune card lets you move a riff card to another place, or you are done.
learn-bang_and_twang-tune_bank = The tune card lets you bank a card: pick one, or you are done.
learn-bang_and_twang-tune_set_riff = The tune card lets you set the riff: pick the three sounds you want.
learn-bang_and_twang-react_cut_in = You may react now, or let it pass.
learn-bang_and_twang-react_cancel_tune = You may react now, or let it pass.
learn-bang_and_twang-react_steal_banked = You may react now, or let it pass.
learn-bang_and_twang-react_bank_on_riff_change = You may react now, or let it pass.
learn-bang_and_twang-wait = The others are playing. Banked cards score at the end: the most points wins.

## Whizz Bing Bang tips
learn-whizz_bing_bang-wait = On your turn, press the sound of the face-up card. Bing turns play around, Bang skips the next player, and a Boom is for everyone: press BOOM fast.
