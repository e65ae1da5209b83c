# BANG! on Discord: the table, the hands, the log, the pings and the results (cogs/bang/render, cog.py).
# Card, character and role NAMES and their effect texts are in cards.ftl (`bang-card-…`); here they
# arrive as placeholders, except a few names inside whole sentences (BANG!, Missed!, Beer …).

## Lobby option lines

bang-option-players = 👥 3–{ $max } players: join, or add AI players
bang-option-two-characters = 🎭 Deal two characters each (keep one)
bang-option-one-character = 🎭 One character each
bang-option-timeouts = ⏱️ { $turn } s per action in your turn · { $answer } s to answer
bang-option-ad-on = 🧨 Armed & Dangerous: on
bang-option-ad-off = 🧨 Armed & Dangerous: off

## Small words

bang-nobody = nobody
bang-seat = Seat { $n }
bang-a-card = a card
bang-a-shot = A shot
bang-shot-of = { $name }'s shot
bang-choosing = choosing…
bang-within = within { $s } s
bang-slot-character = { $name } (character) { $pips }
bang-weapon = weapon
bang-weapon-its-ability = its ability
bang-upgrade = upgrade

## The table

bang-table-title = 🤠 BANG! — turn { $turn }
bang-table-turn = ▶️ **{ $name }**'s turn · { $phase }
bang-phase-setup = setting up
bang-phase-start = start of turn
bang-phase-draw = phase 1 · draw
bang-phase-play = phase 2 · play cards
bang-phase-discard = phase 3 · discard
bang-phase-ended = end of turn
bang-phase-other = playing
bang-table-answer-in-dm = Answer with the buttons in your DMs or with **My hand**.
bang-table-resolving = 🕓 About to land: { $cards }
bang-table-discard-top = 🗑️ Top of the discard: { $card }
bang-table-store = 🏪 General Store
bang-table-draw = 🎲 draw!
bang-table-recent = 📜 Recent
bang-table-footer = Deck { $deck } · discard { $discard } · session { $session } · /bang hand · /bang rules
bang-table-footer-ad = Deck { $deck } · discard { $discard } · { $pip } supply { $supply }/{ $total } · session { $session } · /bang hand · /bang rules
bang-table-legend = ▶️ whose turn · ⭐ Sheriff · ❤️ life/max · ✋ cards in hand · 🃏 cards in play · 💀 out
bang-table-legend-ad = ▶️ whose turn · ⭐ Sheriff · ❤️ life/max · ✋ cards in hand · 🃏 cards in play · 💀 out · { $pips } Load tokens (of 4)
bang-table-characters = Characters
bang-chars-title = 🎭 **Characters at this table**
bang-chars-choosing = • **{ $name }** — still choosing a character

# The table's "⏳ Waiting for …" line: what the waited-for player is doing.
bang-pending = ⏳ Waiting for **{ $name }** — { $what } · { $when }
bang-pending-card = ⏳ Waiting for **{ $name }** — { $what } ({ $card }) · { $when }
bang-pending-card-from = ⏳ Waiting for **{ $name }** — { $what } ({ $card } from { $by }) · { $when }
bang-decision-play_turn = playing cards
bang-decision-respond_to_shot = answering a shot
bang-decision-respond_to_indians = answering Indians!
bang-decision-respond_to_duel = answering a Duel
bang-decision-play_beer_or_die = dying: Beer or out
bang-decision-use_ability_when_targeted = may use Sid Ketchum's ability
bang-decision-pick_from_general_store = picking from the General Store
bang-decision-choose_character = choosing a character
bang-decision-choose_check_card = choosing the draw! card
bang-decision-choose_draw_source = choosing where to draw from
bang-decision-choose_card_to_put_back = choosing a card to put back
bang-decision-discard_to_hand_limit = discarding to the hand limit
bang-decision-respond_to_arrow = answering an Arrow
bang-decision-place_token = placing a token
bang-decision-pay_tokens = paying tokens
bang-decision-use_tumbleweed = may use Tumbleweed
bang-decision-use_al_preacher = may use Al Preacher's ability
bang-decision-ms_abigail_ignore = may ignore the card (Ms. Abigail)
bang-decision-choose_bomb_target = passing the Bomb
bang-decision-discard_for_buntline = discarding for Buntline Special
bang-decision-other = deciding

## A hand (DM or ephemeral)

bang-hand-title = 🤠 BANG! — { $name }
bang-goal-sheriff = ⭐ **{ $role }** — kill every Outlaw and the Renegade. Everyone knows who you are.
bang-goal-deputy = 🛡️ **{ $role }** — protect the Sheriff; kill every Outlaw and the Renegade.
bang-goal-outlaw = 🦹 **{ $role }** — kill the Sheriff.
bang-goal-renegade = 🐍 **{ $role }** — be the last one standing (kill the Sheriff last).
bang-hand-life = ❤️ { $life }/{ $max } life · 🔫 weapon range { $range }
bang-hand-life-ad = ❤️ { $life }/{ $max } life · 🔫 weapon range { $range } · { $pip } { $tokens ->
        [one] 1 token
       *[other] { $tokens } tokens
    } to spend
bang-hand-out = 💀 You are out of the game.
bang-hand-cards = ✋ Your hand ({ $n })
bang-hand-empty = _empty_
bang-hand-in-play = 🃏 In play
bang-hand-distances = 📏 Distances (🎯 = in range)
bang-hand-looking = 👀 You look at
bang-hand-over = The game is over.
bang-hand-your-move = 👉 Your move
bang-hand-waiting = ⏳ Waiting
bang-hand-whose-turn = ▶️ **{ $name }**'s turn — the table shows more.
bang-hand-footer = Session { $session } · only you see this
bang-hand-legend = ❤️ life/max · 🔫 weapon range · 📏 distance (🎯 in range)
bang-hand-legend-ad = ❤️ life/max · 🔫 weapon range · 📏 distance (🎯 in range) · { $pips } Load tokens (of 4)
# A hand card's effect followed by its Armed & Dangerous upgrade.
bang-hand-upgrade = { $text } · ⬆ { $cost } { $pip }: { $what }
bang-hand-upgrade-repeatable = { $text } · ⬆ { $cost } { $pip }: { $what }, repeatable

# What one upgrade buys; what a Dangerous weapon's ability does.
bang-upgrade-caravan = +1 card
bang-upgrade-a_little_nip = +1 life
bang-upgrade-quick_shot = +1 target
bang-upgrade-flintlock = back to hand if dodged
bang-upgrade-arrow = +1 target
bang-upgrade-duck = back to hand
bang-upgrade-squaw = take the card instead
bang-weapon-ability-big_fifty = ignore their cards in play and ability
bang-weapon-ability-buntline_special = if dodged, they discard a card
bang-weapon-ability-double_barrel = this ♦ BANG! can't be cancelled
bang-weapon-ability-thunderer = the BANG! comes back to your hand

# What tokens or a draw! are for.
bang-purpose-upgrade = the upgrade
bang-purpose-duck = Duck!'s upgrade
bang-purpose-al_preacher = Al Preacher's draw
bang-purpose-mexicali_kid = Mexicali Kid's shot
bang-purpose-blue_card = the blue-card bonus
bang-purpose-phase_3 = your discard bonus
bang-purpose-reloading = Reloading
bang-purpose-barrel = Barrel
bang-purpose-jourdonnais = Jourdonnais
bang-purpose-jail = Jail
bang-purpose-dynamite = Dynamite
bang-purpose-bomb = the Bomb
bang-purpose-julie = Julie Cutter
bang-purpose-it = it
bang-purpose-bonus = a bonus
bang-purpose-of = { $who }'s { $what }

## Choices and buttons

bang-back = Back
bang-end-turn = End turn
bang-choose-placeholder = Choose…
bang-choice-pay-from = From { $slot }
bang-choice-place-on = On { $slot }
bang-choice-keep-bomb = Keep it
bang-choice-pass-bomb = Pass it to { $name }
bang-choice-deck = From the draw pile
bang-choice-discard = Top of the discard ({ $card })
bang-choice-hand = From { $name }'s hand
bang-choice-keep = Keep { $cards }
bang-choice-put-back = Put back { $card }
bang-choice-take = Take { $card }
bang-choice-play = Play { $card }
bang-choice-pass = Pass
bang-choice-other = Choose this

# Abilities of A&D cards and characters: the label, then the option's description.
bang-abil-use = Use { $name }
bang-abil-pay-from-it = pay { $n } { $pip } from it
bang-abil-ace = { $name }: draw a card
bang-abil-beer-keg = { $name }: +1 ❤️
bang-abil-lock-pick = { $name }: a random card from { $who }
bang-abil-whip = { $name }: discard { $who }'s { $card }
bang-abil-mexicali = { $name }: shoot { $who }
bang-abil-mexicali-tower = { $name }: shoot { $who } + { $tower } (distance 1)
bang-abil-mexicali-desc = pay 2 { $pip }, then choose where from (not a BANG!)
bang-abil-bass = { $name }: discard { $card }
bang-abil-bass-desc = +2 { $pip } on { $slot }
bang-abil-frankie = { $name }: take 1 { $pip } from { $who }
bang-abil-ringo = { $name }: move { $n } { $pip } to { $cards }
bang-abil-ringo-desc = from your character { $pips }
bang-abil-sid = { $name }: discard 2 cards for +1 ❤️
bang-abil-which = { $name }: which?
bang-abil-where-first = ✨ **{ $name }**: choose where first.
bang-abil-how = { $name }: how?
bang-abil-how-prompt = ✨ **{ $name }**: choose how to use it.
bang-group-onto = Onto { $slot }
bang-group-at = At { $name }

## Your own turn

bang-turn-prompt = { $fired ->
        [yes] Your turn: play cards, then **End turn**. You have already fired your BANG! this turn.
       *[no] Your turn: play cards, then **End turn**.
    }
bang-turn-nothing = { $fired ->
        [yes] Nothing to play. You have already fired your BANG! this turn. **End turn** when ready.
       *[no] Nothing to play. **End turn** when ready.
    }
bang-play-card-placeholder = 🃏 Play a card…
bang-use-ability-placeholder = ✨ Use an ability…
bang-then-target = then pick a target
bang-extra-upgrade = ⬆ upgrade
bang-extra-weapon = weapon { $pip }
bang-confirm = ⚠️ { $reason } Play it anyway?
bang-confirm-full-life = You are at full life: this { $card } would be wasted.
bang-confirm-saloon = Everyone is at full life: this { $card } would heal nobody.
bang-confirm-replace = This replaces your { $card }.
bang-confirm-replace-tokens = This replaces your { $card } (its { $n } { $pip } go back to the supply).
bang-target-play-it = Play it
bang-target-distance = distance { $d } · ❤️ { $life } · ✋ { $hand }
bang-target-you = you · ❤️ { $life } · ✋ { $hand }
bang-target-in-play = { $n } in play
bang-target-placeholder = Target of { $card }
bang-target-prompt = 🎯 Choose the target of **{ $card }**.
bang-multi-placeholder = Targets of { $card } (up to { $n })
bang-multi-prompt = 🎯 Choose the targets of **{ $card }**: the first is free, each more costs 1 { $pip } (up to { $n }). Then choose which of your cards pay.
bang-how-card-in-play = a card in play
bang-how-hand-card = 🃏 A card from their hand
bang-how-face-down = face down, at random
bang-how-placeholder = How to play it?
bang-how-placeholder-on = How to play it on { $name }?
bang-how-prompt = 🃏 **{ $card }**: choose how.
bang-how-prompt-ad = 🃏 **{ $card }**: choose how. Upgrades are paid next: you choose which of your cards (or your character) pay.
# What sets apart two ways of playing one card (after " + ").
bang-variant-upgrade = { $n ->
        [one] ⬆ { $what }
       *[other] ⬆ { $what } ×{ $n }
    }
bang-variant-weapon = { $weapon }: { $what }
bang-variant-bandolier = { $name } (extra BANG!)
bang-variant-bell-tower = { $name } (distance 1)
bang-variant-targets = { $n ->
        [one] +1 target
       *[other] +{ $n } targets
    }
bang-cost = pay { $parts }
bang-cost-upgrades = { $n } { $pip } from any of your slots
bang-cost-from = 1 { $pip } from { $name }

## Other decisions

bang-prompt-store = 🏪 General Store: pick your card with the buttons on the **table** message.
bang-prompt-buntline = 🔫 You dodged { $card } shot: discard a card of your choice.
bang-prompt-buntline-from = 🔫 You dodged **{ $who }**'s { $card } shot: discard a card of your choice.
bang-buntline-placeholder = Discard a card of your choice
bang-prompt-character = 🎭 Choose your character.
bang-prompt-lucky-duke = 🎲 { $lucky }: choose which card counts for the draw!.
bang-prompt-draw-source = 🃏 Where do you draw your first card from?
bang-prompt-kit-carlson = 👀 { $kit }: choose the 2 cards you keep (one click); the third goes back on top of the deck, face down.
bang-prompt-pay = { $pip } Pay { $n ->
        [0] tokens
        [one] 1 token
       *[other] { $n } tokens
    } for { $purpose }: choose where { $n ->
        [one] it
       *[other] the next one
    } comes from. A card left with 0 tokens is discarded.
bang-prompt-place = { $pip } You gain { $n ->
        [0] tokens
        [one] 1 token
       *[other] { $n } tokens
    } ({ $purpose }): choose where { $n ->
        [one] it
       *[other] the next one
    } goes (4 at most on each). Supply: { $supply }.
bang-prompt-bomb = 💣 Your Bomb's draw! came up red: pass it, with its tokens, to another player.
bang-prompt-other = Choose:
bang-leave-in-supply = Leave it in the supply
bang-bonus-prompt = { $pip } You may take 1 Load token ({ $purpose }). The supply holds { $supply }: after adding it { $left } would be left, fewer than the { $need } a Dangerous card needs to be played. Add it, or leave it in the supply?
bang-bonus-add-one = Add a Load token (on { $slot })
bang-bonus-add-on = Add it on { $slot }
bang-limit-bonus = Each discarded card earns you 1 { $pip } (you choose where).
bang-limit-one = 🗑️ Discard down to your { $life ->
        [one] 1 life point
       *[other] { $life } life points
    }: { $n } more, one at a time.
bang-limit-one-placeholder = Discard a card ({ $n } too many)
bang-limit-placeholder = { $n ->
        [one] Tick the card to discard
       *[other] Tick all { $n } cards to discard
    }
bang-limit-prompt = 🗑️ You hold { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    } and have { $life ->
        [one] 1 life point
       *[other] { $life } life points
    }: { $n ->
        [one] tick **the card** to discard in the menu.
       *[other] tick **all { $n } cards** to discard in the menu, in one go.
    }
bang-split-from = { $n } from { $slot }
bang-split-on = { $n } on { $slot }
bang-split-pay = { $pip } Pay { $n ->
        [one] 1 token
       *[other] { $n } tokens
    } for { $purpose }: choose where they come from. A card left with 0 tokens is discarded (a Bomb explodes).
bang-split-pay-placeholder = Pay { $n ->
        [one] 1 token
       *[other] { $n } tokens
    } from…
bang-split-place = { $pip } You gain { $n ->
        [one] 1 token
       *[other] { $n } tokens
    } ({ $purpose }): choose where they go (4 at most on each). Supply: { $supply }.
bang-split-place-placeholder = Put { $n ->
        [one] 1 token
       *[other] { $n } tokens
    } on…
bang-split-leave = Or leave them in the supply: after adding them fewer than { $need } would be left for a Dangerous card.

## Answers out of turn

bang-respond-beers = Play { $n } Beers (back to 1 ❤️)
bang-respond-play = { $n ->
        [one] Play { $card }
       *[other] Play { $card } (×{ $n })
    }
bang-respond-play-upgrade = { $n ->
        [one] Play { $card } + { $upgrade } ({ $cost } { $pip })
       *[other] Play { $card } (×{ $n }) + { $upgrade } ({ $cost } { $pip })
    }
bang-respond-draw = { $name } draw!
bang-respond-crate = { $name } (pay 2 { $pip }): Missed!
bang-take-respond_to_shot = Take the hit (−1 ❤️)
bang-take-respond_to_indians = Lose 1 ❤️
bang-take-respond_to_duel = Give up the Duel (−1 ❤️)
bang-take-respond_to_arrow = Lose 1 ❤️
bang-take-play_beer_or_die = No Beer: I'm out 💀
bang-take-use_ability_when_targeted = Let it happen
# $by: "other" (from **$who**), "yours" (the player's own card) or "none".
bang-respond-shot = 🎯 **{ $src }**{ $by ->
        [other] {" "}from **{ $who }**
        [yours] {" "}(yours)
       *[none] {""}
    } at you! Dodge it or take the hit.
bang-respond-targeted = 🎯 **{ $src }**{ $by ->
        [other] {" "}from **{ $who }**
        [yours] {" "}(yours)
       *[none] {""}
    } targets you. Use your ability first?
bang-respond-discard-bang = { $icon } **{ $card }**{ $by ->
        [other] {" "}from **{ $who }**
        [yours] {" "}(yours)
       *[none] {""}
    }: discard a BANG! or lose 1 life.
bang-respond-other = Answer:
bang-dying-cause = 💀 { $cause } left you at { $life } ❤️: you are dying! Play { $need ->
        [one] a Beer
       *[other] { $need } Beers
    } to get back to 1 ❤️ and stay in the game.
bang-dying = 💀 You are dying (at { $life } ❤️)! Play { $need ->
        [one] a Beer
       *[other] { $need } Beers
    } to get back to 1 ❤️ and stay in the game.
# What took a dying player's last life point ($src: who shot).
bang-cause-dynamite = the Dynamite
bang-cause-bomb = the Bomb
bang-cause-bang = { $src }'s BANG!
bang-cause-gatling = { $src }'s Gatling
bang-cause-indians = { $src }'s Indians!
bang-cause-duel = the Duel with { $src }
bang-cause-arrow = { $src }'s Arrow
bang-cause-quick_shot = { $src }'s Quick Shot
bang-cause-flintlock = { $src }'s Flintlock
bang-cause-mexicali_kid = { $src }'s shot (Mexicali Kid)
bang-cause-julie_cutter = { $src }'s shot (Julie Cutter)
bang-cause-shot = { $src }'s shot
# Tumbleweed: redo a draw!
bang-tumbleweed = 🌵 The draw! for { $what } came up. Pay 1 { $pip } from your { $tumbleweed } ({ $pips }) to draw it again?
bang-tumbleweed-card = 🌵 The draw! for { $what } came up: **{ $card }**. Pay 1 { $pip } from your { $tumbleweed } ({ $pips }) to draw it again?
bang-tumbleweed-outcome = 🌵 The draw! for { $what } came up: **{ $card }** — { $outcome }. Pay 1 { $pip } from your { $tumbleweed } ({ $pips }) to draw it again?
bang-tumbleweed-redo = Redo the draw! (1 { $pip })
bang-tumbleweed-keep = Let it stand
bang-outcome-dodged = ✅ the shot is dodged
bang-outcome-no-dodge = ❌ no dodge
bang-outcome-out-of-jail = ✅ out of Jail
bang-outcome-stays-in-jail = ❌ stays in Jail
bang-outcome-no-explosion = ✅ no explosion
bang-outcome-explodes = 💥 it explodes
bang-outcome-bomb-passed = ✅ the Bomb is passed on
bang-outcome-bomb-loses = ❌ the Bomb loses 2 ●
bang-outcome-julie-shoots = ✅ Julie Cutter shoots back
bang-outcome-julie-no-shot = ❌ no shot back
bang-outcome-success = ✅ success
bang-outcome-failure = ❌ failure
bang-preacher = ✝️ Another player played { $card }. Pay 2 { $pip } to draw a card ({ $name })?
bang-preacher-any = ✝️ Another player played a blue/orange card. Pay 2 { $pip } to draw a card ({ $name })?
bang-preacher-draw = Draw a card (2 { $pip })
bang-abigail = 🎩 **{ $card }**{ $by ->
        [other] {" "}from **{ $who }**
       *[none] {""}
    } targets only you. Ignore it entirely ({ $name })?
bang-abigail-ignore = Ignore it
bang-abigail-resolve = Let it resolve

## Pings (the channel message that mentions who must act)

# $what is one of the bang-own-…/bang-ping-… texts below.
bang-ping-in-dm = { $what } (in your DMs or with **My hand**)
bang-ping-on-table = { $what } with the buttons on the table
bang-ping-your-turn = **your turn**: { $what }
bang-own-play_turn = play cards or end your turn
bang-own-choose_draw_source = choose where to draw from
bang-own-choose_check_card = choose your draw! card
bang-own-choose_card_to_put_back = choose a card to put back
bang-own-discard_to_hand_limit = discard down to your hand limit
bang-own-pick_from_general_store = pick your card from the General Store
bang-own-choose_character = choose your character
bang-own-place_token = place your Load token
bang-own-pay_tokens = pay the Load tokens
bang-own-choose_bomb_target = pass the Bomb
bang-own-respond_to_duel = answer the Duel: play a BANG! or take the hit
bang-own-other = your move
bang-ping-shot = { $by ->
        [other] answer the { $card } from { $who }: Missed! or take the hit
       *[none] answer the { $card }: Missed! or take the hit
    }
bang-ping-respond_to_indians = { $by ->
        [other] answer Indians! from { $who }: discard a BANG! or take the hit
       *[none] answer Indians!: discard a BANG! or take the hit
    }
bang-ping-respond_to_duel = { $by ->
        [other] answer the Duel from { $who }: play a BANG! or take the hit
       *[none] answer the Duel: play a BANG! or take the hit
    }
bang-ping-respond_to_arrow = { $by ->
        [other] an Arrow from { $who } is aimed at you: dodge it or take the hit
       *[none] an Arrow is aimed at you: dodge it or take the hit
    }
bang-ping-choose_character = choose your character
bang-ping-play_beer_or_die = you are dying
bang-ping-use_ability_when_targeted = a card targets you
bang-ping-pick_from_general_store = pick your card from the General Store
bang-ping-use_tumbleweed = you may redo a draw! with your Tumbleweed
bang-ping-use_al_preacher = you may use Al Preacher's ability
bang-ping-ms_abigail_ignore = you may ignore a card (Ms. Abigail)
bang-ping-discard_for_buntline = discard a card for Buntline Special
bang-ping-other = it's your move
bang-ping-with-card = { $what } ({ $card })
bang-ping-card-from = { $card } from { $who }
bang-ping-dying-cause = { $cause } left you at { $life } ❤️: play { $need ->
        [one] a Beer
       *[other] { $need } Beers
    } or you are out
bang-ping-dying = you are dying (at { $life } ❤️): play { $need ->
        [one] a Beer
       *[other] { $need } Beers
    } or you are out
bang-ping-dying-cause-sid = { $cause } left you at { $life } ❤️: use Sid Ketchum's ability or you are out
bang-ping-dying-sid = you are dying (at { $life } ❤️): use Sid Ketchum's ability or you are out

## The log (Recent)

bang-log-answers = 🛡️ { $who } answers with { $card }
bang-log-plays = 🃏 { $who } plays { $card }{ $more }
bang-log-plays-at = 🃏 { $who } plays { $card } at { $target }{ $more }
bang-log-plays-as = 🃏 { $who } plays { $card } as { $kind }{ $more }
bang-log-plays-as-at = 🃏 { $who } plays { $card } as { $kind } at { $target }{ $more }
bang-log-upgrades = { $n ->
        [one] 1 upgrade
       *[other] { $n } upgrades
    }
bang-log-weapon-ability = weapon ability
bang-log-loses = 💥 { $who } loses { $n } ❤️ → { $life }
bang-log-full-life = ❤️ { $who } is already at full life ({ $life } ❤️)
bang-log-gains = ❤️ { $who } gains { $n } ❤️ → { $life }
bang-log-out = 💀 { $who } is out — { $role }
bang-log-out-by = 💀 { $who } is out — { $role } (by { $killer })
bang-log-turn = ▶️ Turn { $turn }: { $who }
bang-log-check = 🎲 { $who } draw! for { $what }: { $card } { $mark }
bang-log-dodges = 💨 { $who } dodges the shot
bang-log-bomb-passed = 💣 { $who } passes the Bomb to { $to }
bang-log-back-to-hand = ↩️ { $card } goes back to { $who }'s hand
bang-log-takes = 🤏 { $who } takes { $card } from { $source }
bang-log-takes-hand-card = 🤏 { $who } takes a hand card from { $source }
bang-log-discards = 🗑️ { $who } discards { $cards } ({ $why })
bang-log-store = 🏪 General Store: { $cards }
bang-log-draws = 🃏 { $who } takes { $cards } ({ $source })
bang-log-character = 🎭 { $who } is { $character }
bang-log-ability = ✨ { $who } uses { $ability }
bang-log-tokens = { $pip } { $who }: { $delta } on { $card } → { $tokens }
bang-log-tokens-character = { $pip } { $who }: { $delta } on character → { $tokens }
bang-log-penalty-reward_3_cards = ⚖️ { $who } draws 3 cards as a reward
bang-log-penalty-sheriff_discards_all = ⚖️ { $who } discards every card: the Sheriff killed a Deputy
bang-log-penalty = ⚖️ { $who }: { $what }
bang-log-reshuffle = 🔀 The discard pile is shuffled into a new deck
# Where drawn cards came from (names of cards and characters come from cards.ftl).
bang-source-deck = the deck
bang-source-black_jack_shown = Black Jack shows
bang-source-discard = the discard pile
bang-source-general_store = the General Store
bang-source-outlaw_reward = reward
bang-source-reward = reward for an Outlaw
# Why cards were discarded.
bang-discard-hand_limit = hand limit
bang-discard-weapon_replaced = weapon replaced
bang-discard-jail = Jail used up
bang-discard-dynamite_exploded = Dynamite exploded
bang-discard-bomb_exploded = the Bomb exploded
bang-discard-exhausted = no tokens left
bang-discard-eliminated = out of the game
bang-discard-sheriff_penalty = the Sheriff killed a Deputy
bang-discard-panic = Panic!
bang-discard-dynamite_passed = Dynamite passes on
bang-discard-bomb_passed = the Bomb is passed

## The end

# "<why>: <verdict> (after N turns)".
bang-ending = { $why }: { $verdict } ({ $turns ->
        [one] after 1 turn
       *[other] after { $turns } turns
    })
bang-why-target = { $side ->
        [deputy] The Deputy eliminated the Renegade, his target
        [renegade] The Renegade eliminated the Outlaw, his target
       *[outlaw] The Outlaw eliminated the Deputy, his target
    }
bang-why-last-standing = { $side ->
        [deputy] The Deputy is the last one standing
        [renegade] The Renegade is the last one standing
        [sheriff] The Sheriff is the last one standing
       *[outlaw] The Outlaw is the last one standing
    }
bang-why-renegade-alone = The Sheriff died with only the Renegade left
bang-why-sheriff-killed = The Sheriff was killed
bang-why-town-clean = Every Outlaw and the Renegade are dead
bang-why-town-clean-renegades = Every Outlaw and the Renegades are dead
bang-why-stalemate = No one can draw or play a card any more
bang-verdict-sheriff-deputies = the Sheriff and his Deputies win
bang-verdict-sheriff = the Sheriff wins
bang-verdict-outlaws = the Outlaws win
bang-verdict-renegade = the Renegade wins alone
bang-verdict-deputy-3 = the Deputy wins
bang-verdict-outlaw-3 = the Outlaw wins
bang-verdict-renegade-3 = the Renegade wins
bang-verdict-draw = the game ends in a draw, nobody wins
bang-fate-killed = killed by { $name }
bang-fate-out = out
