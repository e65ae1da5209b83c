# Forest Gangs on Discord: the table, the hands, the lobby's option lines, pings and results
# (cogs/forest_gangs/render.py, cog.py). Public texts in the table's language, hands in the player's.
# Creature names and abilities are in cards.ftl.

## Lobby option lines

forest_gangs-option-players = 👥 Up to { $n ->
        [one] { $n } player
        *[other] { $n } players
    }
forest_gangs-option-ghost-on = 👻 Ghost player: on
forest_gangs-option-ghost-off = 👻 Ghost player: off
forest_gangs-option-ghost-auto = 👻 Ghost player: only with 2 players
forest_gangs-option-kids2 = 🧒 Kids 2 (no hands)
forest_gangs-option-kids1 = 🧒 Kids 1 (values only)
forest_gangs-option-abilities = 🐉 Creature abilities on
forest_gangs-option-timeouts = ⏱️ { $choice } s to choose · { $ability } s for abilities

## Recent lines

forest_gangs-event-loot-carried = 💰 Round { $round } starts with { $n ->
        [one] { $n } card
        *[other] { $n } cards
    } carried over in the Loot
forest_gangs-event-reshuffled = 🔀 { $who } shuffles their discard pile into a new deck ({ $n ->
        [one] { $n } card
        *[other] { $n } cards
    })
# $card: "🧙 Gnome (7)"; $why: one of the forest_gangs-reason-… texts.
forest_gangs-event-winner = ⚔️ Round { $round }: **{ $who }** wins ({ $why }) and takes { $n ->
        [one] { $n } card
        *[other] { $n } cards
    }
forest_gangs-event-winner-card = ⚔️ Round { $round }: **{ $who }** wins with { $card } ({ $why }) and takes { $n ->
        [one] { $n } card
        *[other] { $n } cards
    }
forest_gangs-event-no-winner = ⚔️ Round { $round }: nobody wins (no card left in play); the Loot of { $n ->
        [one] { $n } card
        *[other] { $n } cards
    } stays
forest_gangs-event-gnome = 🧙 Gnome! Everyone passed their hand card to the left

## Why a combat was won

forest_gangs-reason-mantis-in-duel = the Mantis wins a duel
forest_gangs-reason-fungid-lowest = the Fungid is the lowest card
forest_gangs-reason-highest = the highest card
forest_gangs-reason-only-card = the only card left
forest_gangs-reason-goatsheep = the Goatsheep banished the Dragoness

## Turn pings (the bot adds the mention and the countdown)

forest_gangs-ping-choose = choose your card for round { $round } (in your DMs or with **My hand**)
forest_gangs-ping-reveal = reveal your top card for round { $round } (in your DMs or with **My hand**)
forest_gangs-ping-shapeshifter = use your Shapeshifter or keep it (in your DMs or with **My hand**)
forest_gangs-ping-goblin = join the duel with your Goblin or stay out (in your DMs or with **My hand**)

## The table

forest_gangs-table-title = 🌲 Forest Gangs — round { $round }
forest_gangs-table-title-kids1 = 🌲 Forest Gangs — round { $round } · Kids 1
forest_gangs-table-title-kids2 = 🌲 Forest Gangs — round { $round } · Kids 2
# $due: Discord's relative time ("in 40 seconds").
forest_gangs-status-choose = 👉 Choose your card — use **My hand** or your DMs. Time's up { $due }.
forest_gangs-status-choose-soon = 👉 Choose your card — use **My hand** or your DMs. Time's up soon.
# $who: "Bob (Shapeshifter) and 🤖 AI 1 (Goblin)".
forest_gangs-status-abilities = ✨ Waiting for { $who }… { $due }
forest_gangs-status-reveal = 🃏 Reveal your top card!
# One seat an ability question waits for, with the card it is about.
forest_gangs-waiting-seat = { $who } ({ $card })
forest_gangs-waiting-answer = their answer
forest_gangs-waiting-nobody = the answers
forest_gangs-table-loot = 💰 **Loot:** { $n ->
        [one] { $n } card
        *[other] { $n } cards
    }
forest_gangs-table-loot-carried = 💰 **Loot:** { $n ->
        [one] { $n } card
        *[other] { $n } cards
    } (carried over: { $carried })
forest_gangs-legend = 🃏 deck · ✋ hand · 🗑 discard · **total** cards (most cards at the end wins)
forest_gangs-cards-bold = { $n ->
        [one] **{ $n }** card
        *[other] **{ $n }** cards
    }
forest_gangs-play-laid = ✅ card laid
forest_gangs-play-choosing = ⏳ choosing…
# A card in play that is out of the combat (it lost a tie, or sat out a duel).
forest_gangs-play-out = { $card } (out)
forest_gangs-field-combat = ⚔️ Combat
forest_gangs-field-last-combat = ⚔️ Last combat
forest_gangs-field-recent = 📜 Recent
# $hand and $rules: the sub-commands' names in this language.
forest_gangs-table-footer = Session { $id } · /forest_gangs { $hand } · /forest_gangs { $rules }
forest_gangs-seat = Seat { $n }

## The combat log ($plays: "Ana: 🧙 Gnome (7), Bob: 🗿 Giant (8)"; $who: a list of players)

# A step inside a duel ($level: 1 for the first duel, 2 for a duel inside it, …).
forest_gangs-step-in-duel = [duel { $level }] { $step }
forest_gangs-step-revealed = Revealed: { $plays }
forest_gangs-step-shapeshifted = Shapeshifter used → { $plays }
forest_gangs-step-duel = Duel of { $value }s: { $who }
forest_gangs-step-giants = Giants tie and go to the Loot: { $who }
forest_gangs-step-goblins = Goblins join the duel: { $who }
forest_gangs-step-duel-cards = Duel cards: { $plays }
forest_gangs-step-banished = The Goatsheep sends the Dragoness to the Loot ({ $plays })
forest_gangs-step-winner = { $who } wins the combat ({ $why }) and takes { $n ->
        [one] { $n } card
        *[other] { $n } cards
    }
forest_gangs-step-no-winner = No card left in play: nobody wins; the Loot ({ $n }) stays
forest_gangs-step-gnome = Gnome! Everyone passes their hand card to the left
forest_gangs-step-end-duel = { $who } cannot draw in the duel: game over, { $n ->
        [one] { $n } card
        *[other] { $n } cards
    } dealt to each duelist
forest_gangs-step-end-draw = { $who } cannot draw: game over
forest_gangs-step-end-reveal = { $who } cannot reveal: game over
forest_gangs-someone = someone

## A player's hand (DM or ephemeral)

forest_gangs-hand-title = 🌲 Your hand — round { $round }
forest_gangs-hand-empty = _No cards in hand._
forest_gangs-hand-table = 📍 Table
forest_gangs-hand-piles = Your piles
# $cards: forest_gangs-cards-bold.
forest_gangs-hand-piles-value = 🃏 deck { $deck } · ✋ hand { $hand } · 🗑 discard { $discard } · { $cards }
forest_gangs-hand-in-play = In play
forest_gangs-hand-time = ⏳ Time
# $due: Discord's relative time ("in 40 seconds").
forest_gangs-timeout-choose = Answer { $due }; after that a random card is laid for you.
forest_gangs-timeout-shapeshifter = Answer { $due }; after that you keep the Shapeshifter.
forest_gangs-timeout-goblin = Answer { $due }; after that you stay out of the duel.
forest_gangs-timeout-reveal = Answer { $due }; after that your card is revealed for you.
forest_gangs-hand-move = Your move
forest_gangs-move-choose = Choose the card to lay face down.
forest_gangs-move-frog = 🚫 { $card } can't be laid: you hold a Frog, and a Frog must be played.
forest_gangs-move-shapeshifter = 🎭 Use your Shapeshifter? It goes to the Loot and the top card of your deck takes its place.
forest_gangs-button-shapeshifter-use = Use the Shapeshifter
forest_gangs-button-shapeshifter-keep = Keep it
forest_gangs-move-goblin = 👺 Join the duel with your Goblin?
forest_gangs-button-goblin-join = Join the duel
forest_gangs-button-goblin-stay = Stay out
forest_gangs-move-reveal = Turn over the top card of your deck.
forest_gangs-button-reveal = Reveal
forest_gangs-hand-waiting = Waiting
forest_gangs-hand-waiting-laid = Your card is laid; waiting for the others.
forest_gangs-hand-waiting-others = Waiting for the others.
forest_gangs-hand-footer = { $name } · session { $id }

## Results

forest_gangs-final-stopped = Cards when the game was stopped:
forest_gangs-headline-win = 🏆 { $who } wins with { $n ->
        [one] { $n } card
        *[other] { $n } cards
    }
forest_gangs-headline-win-tie = 🏆 { $who } wins with { $n ->
        [one] { $n } card
        *[other] { $n } cards
    } (a tie on cards, decided by the most Dragonesses, then Giants, …)
forest_gangs-headline-share = 🏆 { $who } share the victory with { $n ->
        [one] { $n } card
        *[other] { $n } cards
    } each
forest_gangs-headline-share-tie = 🏆 { $who } share the victory with { $n ->
        [one] { $n } card
        *[other] { $n } cards
    } each (a tie on cards, decided by the most Dragonesses, then Giants, …)
forest_gangs-end-duel = 🔚 { $who } had to draw during a duel with an empty deck and discard pile: the cards in play and the Loot were shared among the duellists ({ $n ->
        [one] { $n } card
        *[other] { $n } cards
    } each).
forest_gangs-end-draw = 🔚 { $who } had to draw a card with an empty deck and discard pile, so the game ended.
forest_gangs-end-reveal = 🔚 { $who } had to reveal a card with an empty deck and discard pile, so the game ended.
forest_gangs-a-player = A player
