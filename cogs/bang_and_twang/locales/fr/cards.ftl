# Les cartes de Bang & Twang en français : noms (clé : le nom anglais), les quelques mots de la face
# (-text) et l'effet complet de chaque carte mélodie (-effect). Bang et Twang restent tels quels.

## Sequence cards (song titles) and what they play

bang_and_twang-card-thunder-on-the-hill = Tonnerre sur la colline
bang_and_twang-sequence-thunder-on-the-hill-text = Bang Bang Bang
bang_and_twang-card-drumming-bear-stomp = La danse de l'ours tambour
bang_and_twang-sequence-drumming-bear-stomp-text = Bang Bang Bang
bang_and_twang-card-willow-string-reel = Reel des cordes de saule
bang_and_twang-sequence-willow-string-reel-text = Twang Twang Twang
bang_and_twang-card-moonlit-mandolin = Mandoline au clair de lune
bang_and_twang-sequence-moonlit-mandolin-text = Twang Twang Twang
bang_and_twang-card-two-knocks-and-a-twang = Deux coups et un Twang
bang_and_twang-sequence-two-knocks-and-a-twang-text = Bang Bang Twang
bang_and_twang-card-woodcutter-s-march = La marche du bûcheron
bang_and_twang-sequence-woodcutter-s-march-text = Bang Bang Twang
bang_and_twang-card-hop-over-the-brook = Saut par-dessus le ruisseau
bang_and_twang-sequence-hop-over-the-brook-text = Bang Twang Bang
bang_and_twang-card-badger-bounce = Le rebond du blaireau
bang_and_twang-sequence-badger-bounce-text = Bang Twang Bang
bang_and_twang-card-the-squirrel-s-tumble = La culbute de l'écureuil
bang_and_twang-sequence-the-squirrel-s-tumble-text = Twang Bang Bang
bang_and_twang-card-tinker-s-hammer = Le marteau du rétameur
bang_and_twang-sequence-tinker-s-hammer-text = Twang Bang Bang
bang_and_twang-card-lantern-waltz = Valse des lanternes
bang_and_twang-sequence-lantern-waltz-text = Twang Twang Bang
bang_and_twang-card-the-creaking-gate = La barrière qui grince
bang_and_twang-sequence-the-creaking-gate-text = Twang Twang Bang
bang_and_twang-card-owl-and-echo = Hibou et écho
bang_and_twang-sequence-owl-and-echo-text = Twang Bang Twang
bang_and_twang-card-stepping-stones = Pierres de gué
bang_and_twang-sequence-stepping-stones-text = Twang Bang Twang
bang_and_twang-card-kettle-song = La chanson de la bouilloire
bang_and_twang-sequence-kettle-song-text = Bang Twang Twang
bang_and_twang-card-crossroads-shuffle = Shuffle du carrefour
bang_and_twang-sequence-crossroads-shuffle-text = Bang Twang Twang

## Tune cards: name, a few words (-text) and the full effect (-effect)

bang_and_twang-card-double-strum = Double grattage
bang_and_twang-tune-double-strum-text = Retourne 2 cartes du riff, puis mets en banque
bang_and_twang-tune-double-strum-effect = Retourne jusqu'à deux cartes du riff, l'une après l'autre (deux cartes différentes). Ensuite tu peux mettre en banque une carte qui correspond.

bang_and_twang-card-shuffle-step = Pas glissé
bang_and_twang-tune-shuffle-step-text = Déplace une carte du riff, puis retournes-en une, puis mets en banque
bang_and_twang-tune-shuffle-step-effect = Tu peux déplacer une carte du riff. Ensuite tu peux retourner une carte du riff. Ensuite tu peux mettre en banque une carte qui correspond.

bang_and_twang-card-busker-s-tip = Pièce dans le chapeau
bang_and_twang-tune-busker-s-tip-text = En banque : 2 points
bang_and_twang-tune-busker-s-tip-effect = Mets cette carte en banque. Elle vaut 2 points.

bang_and_twang-card-free-verse = Vers libre
bang_and_twang-tune-free-verse-text = Mets en banque n'importe quelle carte
bang_and_twang-tune-free-verse-effect = Tu peux mettre en banque une carte séquence de ta main même si elle ne correspond pas au riff.

bang_and_twang-card-tune-up = Accordage
bang_and_twang-tune-tune-up-text = Règle le riff à ta guise, puis mets en banque
bang_and_twang-tune-tune-up-effect = Règle le riff sur le triplet de ton choix (n'importe quelles faces, n'importe quel ordre). Ensuite tu peux mettre en banque une carte qui correspond.

bang_and_twang-card-sticky-fingers = Doigts crochus
bang_and_twang-tune-sticky-fingers-text = Prends le dessus d'une banque
bang_and_twang-tune-sticky-fingers-effect = Choisis un adversaire dont la banque n'est pas vide. Prends la carte du dessus de sa banque.

bang_and_twang-card-fiddle-swap = Échange de violon
bang_and_twang-tune-fiddle-swap-text = Échange les dessus de banque
bang_and_twang-tune-fiddle-swap-effect = Choisis un adversaire dont la banque n'est pas vide. Échange la carte du dessus de ta banque avec celle du dessus de la sienne. Si ta banque est vide, prends seulement sa carte du dessus.

bang_and_twang-card-raid-the-neighbours = Razzia chez les voisins
bang_and_twang-tune-raid-the-neighbours-text = Prends le dessus des banques des voisins
bang_and_twang-tune-raid-the-neighbours-effect = Prends la carte du dessus de la banque du joueur suivant, puis du joueur précédent, dans le sens du tour. Si c'est le même joueur (partie à 2), ne prends qu'une carte.

bang_and_twang-card-lock-the-case = Étui verrouillé
bang_and_twang-tune-lock-the-case-text = En banque : 1 point, protège ta banque
bang_and_twang-tune-lock-the-case-effect = Mets cette carte en banque (elle vaut 1 point). Protection : tant qu'elle est sur le dessus de ta banque, aucun effet joué par un adversaire ne peut prendre, échanger, passer, retirer ou réordonner une carte de ta banque. Les réactions comptent comme des effets adverses.

bang_and_twang-card-peek-and-pinch = Lorgner et chiper
bang_and_twang-tune-peek-and-pinch-text = Choisis une des 3 premières d'une banque
bang_and_twang-tune-peek-and-pinch-effect = Choisis un adversaire dont la banque n'est pas vide. Regarde les 3 cartes du dessus de sa banque (moins si elle est plus petite). Mets-en une dans ta banque. Remets les autres dans leur ordre.

bang_and_twang-card-sleight-of-hand = Tour de passe-passe
bang_and_twang-tune-sleight-of-hand-text = Prends une carte au hasard d'une main, puis mets en banque
bang_and_twang-tune-sleight-of-hand-effect = Choisis un adversaire qui a au moins une carte en main. Prends une carte au hasard dans sa main et garde-la. Ensuite tu peux mettre en banque une carte qui correspond.

bang_and_twang-card-encore = Bis
bang_and_twang-tune-encore-text = Rejoue un tour
bang_and_twang-tune-encore-effect = Quand ce tour est entièrement fini (vérification de fin, fenêtre de réaction et repioche comprises), joue un autre tour complet.

bang_and_twang-card-double-time = Double tempo
bang_and_twang-tune-double-time-text = Fais 2 actions
bang_and_twang-tune-double-time-effect = Ce tour-ci, fais deux actions normales (chacune : mettre en banque, retourner puis peut-être mettre en banque, ou déplacer puis peut-être mettre en banque). Au plus une carte en banque par action. Tu ne peux pas y jouer de cartes mélodie.

bang_and_twang-card-skip-a-beat = Contretemps
bang_and_twang-tune-skip-a-beat-text = Un joueur passe son tour
bang_and_twang-tune-skip-a-beat-effect = Choisis un autre joueur. Son prochain tour est sauté. Les tours sautés se cumulent.

bang_and_twang-card-cut-in = Resquille
bang_and_twang-tune-cut-in-text = Joue un tour avant le sien
bang_and_twang-tune-cut-in-effect = Déclencheur : le tour d'un autre joueur va commencer. Avant qu'il agisse, joue toi-même un tour complet (une action, puis repioche). Ensuite son tour continue. Cela ne remplace pas ton prochain tour.

bang_and_twang-card-shush = Chut !
bang_and_twang-tune-shush-text = Annule une carte mélodie
bang_and_twang-tune-shush-effect = Déclencheur : un autre joueur vient de jouer une carte mélodie qui n'est pas encore résolue. Elle est défaussée sans effet. Ce joueur doit faire à la place une action normale (mettre en banque, retourner ou déplacer). Sans effet sur une carte réaction.

bang_and_twang-card-heckle = Huées
bang_and_twang-tune-heckle-text = Vole une carte tout juste mise en banque
bang_and_twang-tune-heckle-effect = Déclencheur : pendant l'action qui vient de se résoudre, un autre joueur a mis en banque une carte séquence qui est encore sur le dessus de sa banque. Déplace cette carte du dessus de sa banque sur le dessus de la tienne.

bang_and_twang-card-quick-ears = Oreille fine
bang_and_twang-tune-quick-ears-text = Mets en banque quand le riff change
bang_and_twang-tune-quick-ears-effect = Déclencheur : un autre joueur a changé le riff (en retournant, en déplaçant ou par un effet de mélodie) pendant l'action qui vient de se résoudre. Tu peux mettre en banque une carte séquence de ta main qui correspond au riff tel qu'il est maintenant.

bang_and_twang-card-roadie = Roadie
bang_and_twang-tune-roadie-text = Pioche 2, puis retourne ou déplace une carte du riff, puis mets en banque
bang_and_twang-tune-roadie-effect = Pioche 2 cartes (moins si la pioche s'épuise) et garde-les toutes. Ensuite tu peux retourner ou déplacer une carte du riff. Ensuite tu peux mettre en banque une carte qui correspond.

bang_and_twang-card-full-orchestra = Grand orchestre
bang_and_twang-tune-full-orchestra-text = Désormais, repioche jusqu'à 3
bang_and_twang-tune-full-orchestra-effect = Pose cette carte face visible devant toi (pas dans ta banque ; 0 point). Pour le reste de la partie, tu repioches jusqu'à 3 cartes au lieu de 2. Aucune carte ne peut te la prendre, et un paquet ne contient jamais plus d'un Grand orchestre.

bang_and_twang-card-medley = Pot-pourri
bang_and_twang-tune-medley-text = Retourne ou déplace une carte du riff, puis mets en banque toutes celles qui correspondent
bang_and_twang-tune-medley-effect = Tu peux retourner ou déplacer une carte du riff. Ensuite mets en banque autant de cartes séquence de ta main qui correspondent que tu veux.

bang_and_twang-card-pass-the-music = Fais tourner la musique
bang_and_twang-tune-pass-the-music-text = Tout le monde passe sa main, puis change le riff, puis mets en banque
bang_and_twang-tune-pass-the-music-effect = Chaque joueur, toi compris, passe au même moment toute sa main au joueur suivant dans le sens du tour. Ensuite tu peux retourner ou déplacer une carte du riff, et tu peux mettre en banque une carte qui correspond.

bang_and_twang-card-request = Demande spéciale
bang_and_twang-tune-request-text = Demande un triplet, puis mets en banque
bang_and_twang-tune-request-effect = Annonce l'un des 8 triplets (à voix haute). Chaque adversaire qui a une carte séquence avec ce triplet t'en donne une (à son choix s'il en a deux ; à la fin du temps, celle qui vaut le moins). Ensuite tu peux mettre en banque une carte qui correspond.

bang_and_twang-card-stage-dive = Slam
bang_and_twang-tune-stage-dive-text = Révèle la carte du dessus, puis change le riff, puis mets en banque
bang_and_twang-tune-stage-dive-effect = Révèle à tous la carte du dessus de la pioche. Si c'est une carte séquence qui correspond au riff, mets-la en banque et arrête-toi. Sinon, prends-la en main ; ensuite tu peux retourner ou déplacer une carte du riff, et tu peux mettre en banque une carte qui correspond. Pioche vide : pas de révélation, passe directement au retournement ou au déplacement et à la banque.

bang_and_twang-card-key-change = Changement de ton
bang_and_twang-tune-key-change-text = Retourne tout le riff, puis mets en banque
bang_and_twang-tune-key-change-effect = Retourne les trois cartes du riff. Ensuite tu peux mettre en banque une carte qui correspond.

bang_and_twang-card-round-and-round = Tourne et retourne
bang_and_twang-tune-round-and-round-text = Fais tourner le riff jusqu'à 2 fois, puis mets en banque
bang_and_twang-tune-round-and-round-effect = Jusqu'à deux fois : mets la carte la plus à gauche du riff tout à droite, ou la plus à droite tout à gauche (à ton choix à chaque fois). Ensuite tu peux mettre en banque une carte qui correspond.

bang_and_twang-card-echo = Écho
bang_and_twang-tune-echo-text = Mets en banque une carte lue à l'envers
bang_and_twang-tune-echo-effect = Tu peux mettre en banque une carte séquence de ta main dont le triplet est le riff lu de droite à gauche. Un palindrome (BBB, BTB, TBT, TTT) demande donc une correspondance normale.

bang_and_twang-card-improvise = Impro
bang_and_twang-tune-improvise-text = Mets en banque une carte à une près
bang_and_twang-tune-improvise-effect = Tu peux mettre en banque une carte séquence de ta main qui diffère du riff sur un emplacement au plus.

bang_and_twang-card-call-and-response = Question-réponse
bang_and_twang-tune-call-and-response-text = Retourne une carte du riff, puis chacun peut mettre en banque
bang_and_twang-tune-call-and-response-effect = Retourne une carte du riff. Ensuite, en commençant par toi et dans le sens du tour, chaque joueur peut mettre en banque une carte séquence de sa main qui correspond. Toi seul repioches ce tour-ci.

bang_and_twang-card-solo = Solo
bang_and_twang-tune-solo-text = Retourne ou déplace jusqu'à 3 fois
bang_and_twang-tune-solo-effect = Fais jusqu'à trois changements du riff, retournements et déplacements mélangés comme tu veux. Avant, entre ou après, tu peux mettre en banque une carte qui correspond, une seule en tout.

bang_and_twang-card-tidy-up = Rangement
bang_and_twang-tune-tidy-up-text = Réordonne ta banque, puis change le riff, puis mets en banque
bang_and_twang-tune-tidy-up-effect = Parcours ta propre banque et réempile-la dans l'ordre de ton choix. Ensuite tu peux retourner ou déplacer une carte du riff, et tu peux mettre en banque une carte qui correspond.

bang_and_twang-card-round-the-campfire = Autour du feu
bang_and_twang-tune-round-the-campfire-text = Les dessus des banques passent au suivant
bang_and_twang-tune-round-the-campfire-effect = Chaque joueur dont la banque n'est pas vide passe sa carte du dessus, tous au même moment, au joueur suivant dans le sens du tour, qui la pose sur le dessus de sa banque.

bang_and_twang-card-forest-fire = Feu de forêt
bang_and_twang-tune-forest-fire-text = Chaque banque perd sa carte du dessus
bang_and_twang-tune-forest-fire-effect = Chaque joueur, toi compris, retire du jeu la carte du dessus de sa banque (elle retourne dans la boîte et ne rapporte rien).

bang_and_twang-card-lucky-acorn = Gland porte-bonheur
bang_and_twang-tune-lucky-acorn-text = En banque : 3 points
bang_and_twang-tune-lucky-acorn-effect = Mets cette carte en banque. Elle vaut 3 points.

bang_and_twang-card-swap-hands = Échange de mains
bang_and_twang-tune-swap-hands-text = Échange ta main avec un joueur
bang_and_twang-tune-swap-hands-effect = Choisis un autre joueur. Échange toute ta main contre la sienne.

bang_and_twang-card-dig-deep = Fouille profonde
bang_and_twang-tune-dig-deep-text = Prends le dessous d'une banque
bang_and_twang-tune-dig-deep-effect = Choisis un adversaire dont la banque n'est pas vide. Prends la carte du dessous de sa banque et pose-la sur le dessus de la tienne.

## The riff's two sounds and the card back

bang_and_twang-card-bang = Bang
bang_and_twang-card-twang = Twang
bang_and_twang-card-bang-twang = Bang & Twang
