# BANG! (+ Armed & Dangerous): every card's, character's and role's printed name and its few words
# of effect, by the English name (`w.card("bang", name)`, `w.card_text("bang", kind, name, text)`).
# Names: `bang-card-<slug>`; texts: `bang-<kind>-<slug>-text` (kind = the face's: card, character, role).

## Base game: cards

bang-card-barrel = Planque
bang-card-barrel-text = ♥ en dégainant annule un tir
bang-card-dynamite = Dynamite
bang-card-dynamite-text = Passe de main en main ; peut exploser pour 3
bang-card-jail = Prison
bang-card-jail-text = Emprisonne un joueur (pas le Shérif)
bang-card-mustang = Mustang
bang-card-mustang-text = Les autres te voient à 1 de plus
bang-card-scope = Lunette
bang-card-scope-text = Tu vois les autres à 1 de moins
bang-card-volcanic = Volcanic
bang-card-volcanic-text = Portée 1, autant de BANG! que tu veux
bang-card-schofield = Schofield
bang-card-schofield-text = Arme, portée 2
bang-card-remington = Remington
bang-card-remington-text = Arme, portée 3
bang-card-rev-carabine = Rev. Carabine
bang-card-rev-carabine-text = Arme, portée 4
bang-card-winchester = Winchester
bang-card-winchester-text = Arme, portée 5
bang-card-bang = BANG!
bang-card-bang-text = Tire sur un joueur à portée
bang-card-missed = Raté !
bang-card-missed-text = Annule un tir contre toi
bang-card-beer = Bière
bang-card-beer-text = +1 vie (même à l'agonie)
bang-card-cat-balou = Coup de foudre
bang-card-cat-balou-text = Fais défausser une carte à un joueur
bang-card-panic = Braquage
bang-card-panic-text = Prends une carte à un joueur à distance 1
bang-card-duel = Duel
bang-card-duel-text = Défie un joueur : défaussez des BANG! tour à tour
bang-card-general-store = Magasin
bang-card-general-store-text = Chacun prend une carte révélée
bang-card-indians = Indiens !
bang-card-indians-text = Chacun défausse un BANG! ou perd 1 vie
bang-card-stagecoach = Diligence
bang-card-stagecoach-text = Pioche 2 cartes
bang-card-gatling = Gatling
bang-card-gatling-text = Un tir sur chaque autre joueur
bang-card-saloon = Saloon
bang-card-saloon-text = +1 vie pour tout le monde
bang-card-wells-fargo = Convoi
bang-card-wells-fargo-text = Pioche 3 cartes

## Armed & Dangerous: cards (their upgrades are printed on the same cards)

bang-card-caravan = Caravane
bang-card-caravan-text = Pioche 2 cartes
bang-card-a-little-nip = Petit remontant
bang-card-a-little-nip-text = +1 vie (à ton tour seulement)
bang-card-quick-shot = Tir rapide
bang-card-quick-shot-text = Tire sur un joueur à portée (pas un BANG!)
bang-card-flintlock = Flintlock
bang-card-flintlock-text = Tire sur un joueur à portée (pas un BANG!)
bang-card-arrow = Flèche
bang-card-arrow-text = Un joueur défausse un BANG! ou perd 1 vie
bang-card-duck = À couvert !
bang-card-duck-text = Annule un tir contre toi (comme Raté !)
bang-card-reloading = Rechargement
bang-card-reloading-text = Prends 3 ● dans la réserve
bang-card-rust = Rouille
bang-card-rust-text = Prends 1 ● sur chaque carte/personnage des autres
bang-card-squaw = Squaw
bang-card-squaw-text = Défausse une carte en jeu (à toute distance)
bang-card-ace-up-the-sleeve = As dans la manche
bang-card-ace-up-the-sleeve-text = Paie 2 ● : pioche une carte
bang-card-bandolier = Cartouchière
bang-card-bandolier-text = Paie 1 ● : un BANG! de plus ce tour-ci
bang-card-big-fifty = Big Fifty
bang-card-big-fifty-text = Arme, portée 6 · 1 ● : le BANG! ignore cartes et pouvoir de la cible
bang-card-bomb = Bombe
bang-card-bomb-text = Sur n'importe qui ; dégainer noir −2 ●, vide = −2 vies
bang-card-buntline-special = Buntline Special
bang-card-buntline-special-text = Arme, portée 2 · 1 ● : BANG! esquivé = la cible perd une carte
bang-card-bell-tower = Clocher
bang-card-bell-tower-text = Paie 1 ● : ta prochaine carte voit tout le monde à 1
bang-card-crate = Caisse
bang-card-crate-text = Paie 2 ● : un Raté ! contre un tir
bang-card-tumbleweed = Virevoltant
bang-card-tumbleweed-text = Paie 1 ● : un dégainer est refait
bang-card-double-barrel = Double canon
bang-card-double-barrel-text = Arme, portée 1 · 1 ● : un BANG! ♦ ne peut être annulé
bang-card-whip = Fouet
bang-card-whip-text = Paie 3 ● : défausse une carte en jeu
bang-card-beer-keg = Tonneau de bière
bang-card-beer-keg-text = Paie 3 ● : +1 vie (à ton tour)
bang-card-lock-pick = Crochet
bang-card-lock-pick-text = Paie 3 ● : prends une carte au hasard dans une main
bang-card-thunderer = Thunderer
bang-card-thunderer-text = Arme, portée 3 · 1 ● : le BANG! revient dans ta main

## Base game: characters

bang-card-bart-cassidy = Bart Cassidy
bang-character-bart-cassidy-text = Pioche une carte chaque fois qu'il perd un point de vie.
bang-card-black-jack = Black Jack
bang-character-black-jack-text = Montre sa 2e carte piochée ; sur ♥/♦ il en pioche une autre.
bang-card-calamity-janet = Calamity Janet
bang-character-calamity-janet-text = Ses BANG! valent des Raté ! et ses Raté ! des BANG!.
bang-card-el-gringo = El Gringo
bang-character-el-gringo-text = Prend au hasard une carte de la main de qui le blesse.
bang-card-jesse-jones = Jesse Jones
bang-character-jesse-jones-text = Peut piocher sa première carte dans la main d'un joueur.
bang-card-jourdonnais = Jourdonnais
bang-character-jourdonnais-text = Planque intégrée : un ♥ en dégainant annule un tir.
bang-card-kit-carlson = Kit Carlson
bang-character-kit-carlson-text = Regarde 3 cartes, en garde 2, en repose 1.
bang-card-lucky-duke = Lucky Duke
bang-character-lucky-duke-text = À chaque dégainer, retourne 2 cartes et en choisit une.
bang-card-paul-regret = Paul Regret
bang-character-paul-regret-text = Mustang intégré : les autres le voient à 1 de plus.
bang-card-pedro-ramirez = Pedro Ramirez
bang-character-pedro-ramirez-text = Peut piocher sa première carte dans la défausse.
bang-card-rose-doolan = Rose Doolan
bang-character-rose-doolan-text = Lunette intégrée : voit les autres à 1 de moins.
bang-card-sid-ketchum = Sid Ketchum
bang-character-sid-ketchum-text = Défausse 2 cartes pour regagner 1 vie, à tout moment.
bang-card-slab-the-killer = Slab the Killer
bang-character-slab-the-killer-text = Il faut 2 Raté ! pour annuler ses BANG!.
bang-card-suzy-lafayette = Suzy Lafayette
bang-character-suzy-lafayette-text = Pioche une carte dès que sa main est vide.
bang-card-vulture-sam = Vulture Sam
bang-character-vulture-sam-text = Prend toutes les cartes de chaque joueur éliminé.
bang-card-willy-the-kid = Willy the Kid
bang-character-willy-the-kid-text = Peut jouer autant de BANG! qu'il veut.

## Armed & Dangerous: characters

bang-card-al-preacher = Al Preacher
bang-character-al-preacher-text = Quand un autre joue une carte bleue/orange : paie 2 ● pour piocher 1.
bang-card-bass-greeves = Bass Greeves
bang-character-bass-greeves-text = Une fois par tour : défausse 1 carte, met 2 ● sur une de ses cartes.
bang-card-bloody-mary = Bloody Mary
bang-character-bloody-mary-text = Pioche une carte quand son BANG! est annulé.
bang-card-frankie-canton = Frankie Canton
bang-character-frankie-canton-text = Une fois par tour : prend 1 ● sur une carte ou un personnage.
bang-card-julie-cutter = Julie Cutter
bang-character-julie-cutter-text = Blessée par un joueur : elle dégaine, sur ♥/♦ elle riposte.
bang-card-mexicali-kid = Mexicali Kid
bang-character-mexicali-kid-text = Une fois par tour : paie 2 ● pour tirer sur un joueur à portée.
bang-card-ms-abigail = Ms. Abigail
bang-character-ms-abigail-text = Peut ignorer une carte marron J–A qui ne vise qu'elle.
bang-card-red-ringo = Red Ringo
bang-character-red-ringo-text = Commence avec 4 ● ; une fois par tour, déplace jusqu'à 2 ● sur ses cartes.

## Roles

bang-card-sheriff = Shérif
bang-role-sheriff-text = Élimine tous les Hors-la-loi et le Renégat
bang-card-deputy = Adjoint
bang-role-deputy-text = Protège le Shérif
bang-card-outlaw = Hors-la-loi
bang-role-outlaw-text = Élimine le Shérif
bang-card-renegade = Renégat
bang-role-renegade-text = Sois le dernier en vie
