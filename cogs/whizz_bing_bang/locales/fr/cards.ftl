# Les faces de Whizz Bing Bang, par leur nom anglais (bot/i18n.py `w.card`, `w.card_text`).
# Les quatre sons sont des onomatopées : aucune édition française ne les a renommés, ils restent donc
# Whizz, Bing, Bang et Boom (comme dans le résumé des règles).

whizz_bing_bang-card-whizz = Whizz
whizz_bing_bang-card-bing = Bing
whizz_bing_bang-card-bang = Bang
whizz_bing_bang-card-boom = Boom
whizz_bing_bang-card-whizz-bing-bang = Whizz Bing Bang

## Ce que fait chaque son, en quelques mots

whizz_bing_bang-sound-whizz-text = Le joueur suivant
whizz_bing_bang-sound-bing-text = Le sens s'inverse
whizz_bing_bang-sound-bang-text = Le joueur suivant est sauté
whizz_bing_bang-sound-boom-text = Tout le monde tape !
