# Las caras de Whizz Bing Bang, por su nombre en inglés (bot/i18n.py `w.card`, `w.card_text`).
# Los cuatro sonidos son onomatopeyas: ninguna edición en español los renombró, así que siguen siendo
# Whizz, Bing, Bang y Boom (como en el resumen de las reglas).

whizz_bing_bang-card-whizz = Whizz
whizz_bing_bang-card-bing = Bing
whizz_bing_bang-card-bang = Bang
whizz_bing_bang-card-boom = Boom
whizz_bing_bang-card-whizz-bing-bang = Whizz Bing Bang

## Lo que hace cada sonido, en pocas palabras

whizz_bing_bang-sound-whizz-text = El siguiente jugador
whizz_bing_bang-sound-bing-text = El sentido se invierte
whizz_bing_bang-sound-bang-text = Se salta al siguiente jugador
whizz_bing_bang-sound-boom-text = ¡Todos golpean!
