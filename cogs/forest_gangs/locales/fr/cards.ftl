# Forest Gangs : noms et pouvoirs des créatures, le joueur fantôme et les drapeaux des bandes
# (clés d'après le nom anglais : bot/i18n.py `card_key`, `Words.card`, `Words.card_text`).
# Nos propres noms, les mêmes que dans rules.md.

forest_gangs-card-goatsheep = Chèvre-mouton
forest_gangs-card-goblin = Gobelin
forest_gangs-card-mantis = Mante
forest_gangs-card-shapeshifter = Métamorphe
forest_gangs-card-fungid = Fongide
forest_gangs-card-frog = Grenouille
forest_gangs-card-gnome = Gnome
forest_gangs-card-giant = Géant
forest_gangs-card-dragoness = Dragonne
forest_gangs-card-ghost = Fantôme

## Les drapeaux des bandes

forest_gangs-card-acorn = Gland
forest_gangs-card-mushroom = Champignon
forest_gangs-card-feather = Plume
forest_gangs-card-moon = Lune
forest_gangs-card-leaf = Feuille
forest_gangs-card-stone = Pierre

## Les pouvoirs des créatures, une ligne chacun

forest_gangs-creature-goatsheep-text = Envoie au Butin une Dragonne en jeu avant que le gagnant soit désigné.
forest_gangs-creature-goblin-text = Quand d'autres lancent un duel, tu peux t'y joindre.
forest_gangs-creature-mantis-text = Gagne le combat si elle est jouée pendant un duel.
forest_gangs-creature-shapeshifter-text = Peut s'échanger contre la carte du dessus de ton paquet avant le test des égalités.
forest_gangs-creature-fungid-text = Gagne si c'est la carte la plus faible en jeu.
forest_gangs-creature-frog-text = Doit être jouée si tu l'as en main.
forest_gangs-creature-gnome-text = S'il gagne, chacun passe sa carte en main à sa gauche.
forest_gangs-creature-giant-text = Les Géants ne font jamais de duel : des Géants à égalité vont au Butin et perdent.
forest_gangs-creature-dragoness-text = Aucun pouvoir — la carte la plus forte.
