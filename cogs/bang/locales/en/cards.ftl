# BANG! (+ Armed & Dangerous): every card's, character's and role's printed name and its few words
# of effect, by the English name (`w.card("bang", name)`, `w.card_text("bang", kind, name, text)`).
# Names: `bang-card-<slug>`; texts: `bang-<kind>-<slug>-text` (kind = the face's: card, character, role).

## Base game: cards

bang-card-barrel = Barrel
bang-card-barrel-text = ♥ draw! cancels a shot
bang-card-dynamite = Dynamite
bang-card-dynamite-text = Passes around; may explode for 3
bang-card-jail = Jail
bang-card-jail-text = Jail a player (not the Sheriff)
bang-card-mustang = Mustang
bang-card-mustang-text = Others see you 1 further
bang-card-scope = Scope
bang-card-scope-text = You see others 1 closer
bang-card-volcanic = Volcanic
bang-card-volcanic-text = Range 1, any number of BANG!s
bang-card-schofield = Schofield
bang-card-schofield-text = Weapon, range 2
bang-card-remington = Remington
bang-card-remington-text = Weapon, range 3
bang-card-rev-carabine = Rev. Carabine
bang-card-rev-carabine-text = Weapon, range 4
bang-card-winchester = Winchester
bang-card-winchester-text = Weapon, range 5
bang-card-bang = BANG!
bang-card-bang-text = Shoot a player in range
bang-card-missed = Missed!
bang-card-missed-text = Cancel a shot at you
bang-card-beer = Beer
bang-card-beer-text = +1 life (also when dying)
bang-card-cat-balou = Cat Balou
bang-card-cat-balou-text = Make any player discard a card
bang-card-panic = Panic!
bang-card-panic-text = Take a card from a player at distance 1
bang-card-duel = Duel
bang-card-duel-text = Duel a player: discard BANG!s in turn
bang-card-general-store = General Store
bang-card-general-store-text = Everyone picks a revealed card
bang-card-indians = Indians!
bang-card-indians-text = Everyone discards a BANG! or loses 1 life
bang-card-stagecoach = Stagecoach
bang-card-stagecoach-text = Draw 2 cards
bang-card-gatling = Gatling
bang-card-gatling-text = A shot at every other player
bang-card-saloon = Saloon
bang-card-saloon-text = +1 life for everyone
bang-card-wells-fargo = Wells Fargo
bang-card-wells-fargo-text = Draw 3 cards

## Armed & Dangerous: cards (their upgrades are printed on the same cards)

bang-card-caravan = Caravan
bang-card-caravan-text = Draw 2 cards
bang-card-a-little-nip = A Little Nip
bang-card-a-little-nip-text = +1 life (own turn only)
bang-card-quick-shot = Quick Shot
bang-card-quick-shot-text = Shoot a player in range (not a BANG!)
bang-card-flintlock = Flintlock
bang-card-flintlock-text = Shoot a player in range (not a BANG!)
bang-card-arrow = Arrow
bang-card-arrow-text = A player discards a BANG! or loses 1 life
bang-card-duck = Duck!
bang-card-duck-text = Cancel a shot at you (like Missed!)
bang-card-reloading = Reloading
bang-card-reloading-text = Take 3 ● from the supply
bang-card-rust = Rust
bang-card-rust-text = Take 1 ● from each card/character of the others
bang-card-squaw = Squaw
bang-card-squaw-text = Discard any card in play (any distance)
bang-card-ace-up-the-sleeve = Ace Up The Sleeve
bang-card-ace-up-the-sleeve-text = Pay 2 ●: draw a card
bang-card-bandolier = Bandolier
bang-card-bandolier-text = Pay 1 ●: one extra BANG! this turn
bang-card-big-fifty = Big Fifty
bang-card-big-fifty-text = Weapon, range 6 · 1 ●: BANG! ignores target's cards & ability
bang-card-bomb = Bomb
bang-card-bomb-text = Play on anyone; black draw! −2 ●, empty = −2 life
bang-card-buntline-special = Buntline Special
bang-card-buntline-special-text = Weapon, range 2 · 1 ●: dodged BANG! costs them a card
bang-card-bell-tower = Bell Tower
bang-card-bell-tower-text = Pay 1 ●: next card sees everyone at distance 1
bang-card-crate = Crate
bang-card-crate-text = Pay 2 ●: a Missed! against a shot
bang-card-tumbleweed = Tumbleweed
bang-card-tumbleweed-text = Pay 1 ●: any draw! is drawn again
bang-card-double-barrel = Double Barrel
bang-card-double-barrel-text = Weapon, range 1 · 1 ●: ♦ BANG! can't be cancelled
bang-card-whip = Whip
bang-card-whip-text = Pay 3 ●: discard any card in play
bang-card-beer-keg = Beer Keg
bang-card-beer-keg-text = Pay 3 ●: +1 life (own turn)
bang-card-lock-pick = Lock Pick
bang-card-lock-pick-text = Pay 3 ●: take a random hand card of anyone
bang-card-thunderer = Thunderer
bang-card-thunderer-text = Weapon, range 3 · 1 ●: the BANG! returns to your hand

## Base game: characters

bang-card-bart-cassidy = Bart Cassidy
bang-character-bart-cassidy-text = Draws a card each time he loses a life point.
bang-card-black-jack = Black Jack
bang-character-black-jack-text = Shows his 2nd draw; on ♥/♦ he draws one more.
bang-card-calamity-janet = Calamity Janet
bang-character-calamity-janet-text = Uses BANG! as Missed! and Missed! as BANG!.
bang-card-el-gringo = El Gringo
bang-character-el-gringo-text = Takes a random hand card from whoever hurts him.
bang-card-jesse-jones = Jesse Jones
bang-character-jesse-jones-text = May draw his first card from a player's hand.
bang-card-jourdonnais = Jourdonnais
bang-character-jourdonnais-text = Built-in Barrel: a ♥ draw! cancels a shot.
bang-card-kit-carlson = Kit Carlson
bang-character-kit-carlson-text = Looks at 3 cards, keeps 2, puts 1 back.
bang-card-lucky-duke = Lucky Duke
bang-character-lucky-duke-text = Draws 2 cards for every draw! and picks one.
bang-card-paul-regret = Paul Regret
bang-character-paul-regret-text = Built-in Mustang: others see him 1 further.
bang-card-pedro-ramirez = Pedro Ramirez
bang-character-pedro-ramirez-text = May draw his first card from the discard pile.
bang-card-rose-doolan = Rose Doolan
bang-character-rose-doolan-text = Built-in Scope: sees others 1 closer.
bang-card-sid-ketchum = Sid Ketchum
bang-character-sid-ketchum-text = Discard 2 cards to regain 1 life, any time.
bang-card-slab-the-killer = Slab the Killer
bang-character-slab-the-killer-text = His BANG!s need 2 Missed! to cancel.
bang-card-suzy-lafayette = Suzy Lafayette
bang-character-suzy-lafayette-text = Draws a card whenever her hand is empty.
bang-card-vulture-sam = Vulture Sam
bang-character-vulture-sam-text = Takes all cards of every eliminated player.
bang-card-willy-the-kid = Willy the Kid
bang-character-willy-the-kid-text = May play any number of BANG!s.

## Armed & Dangerous: characters

bang-card-al-preacher = Al Preacher
bang-character-al-preacher-text = When another plays a blue/orange card: pay 2 ● to draw 1.
bang-card-bass-greeves = Bass Greeves
bang-character-bass-greeves-text = Once a turn: discard 1 card to add 2 ● to one slot.
bang-card-bloody-mary = Bloody Mary
bang-character-bloody-mary-text = Draws a card when her BANG! is cancelled.
bang-card-frankie-canton = Frankie Canton
bang-character-frankie-canton-text = Once a turn: take 1 ● from any card or character.
bang-card-julie-cutter = Julie Cutter
bang-character-julie-cutter-text = When hurt by a player: draw!, on ♥/♦ she shoots back.
bang-card-mexicali-kid = Mexicali Kid
bang-character-mexicali-kid-text = Once a turn: pay 2 ● to shoot a player in range.
bang-card-ms-abigail = Ms. Abigail
bang-character-ms-abigail-text = May ignore a J–A brown card aimed only at her.
bang-card-red-ringo = Red Ringo
bang-character-red-ringo-text = Starts with 4 ●; once a turn moves up to 2 ● to his cards.

## Roles

bang-card-sheriff = Sheriff
bang-role-sheriff-text = Kill every Outlaw and the Renegade
bang-card-deputy = Deputy
bang-role-deputy-text = Protect the Sheriff
bang-card-outlaw = Outlaw
bang-role-outlaw-text = Kill the Sheriff
bang-card-renegade = Renegade
bang-role-renegade-text = Be the last one standing
