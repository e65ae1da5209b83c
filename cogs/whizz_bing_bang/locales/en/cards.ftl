# Whizz Bing Bang's faces (bot/art/cards.py `faces("whizz_bing_bang")`), by their English names:
# `w.card(game, name)` and `w.card_text(game, kind, name, text)` (bot/i18n.py).
# The four sounds are what players call out and press. They are onomatopoeia and no edition in another
# language renamed them, so every language keeps Whizz, Bing, Bang and Boom (as its rules summary does);
# a language's own spelling of a sound a player may type is in table.ftl (`whizz_bing_bang-typed-…`).

whizz_bing_bang-card-whizz = Whizz
whizz_bing_bang-card-bing = Bing
whizz_bing_bang-card-bang = Bang
whizz_bing_bang-card-boom = Boom
# The card back.
whizz_bing_bang-card-whizz-bing-bang = Whizz Bing Bang

## What calling each sound does, in a few words (on the card face)

whizz_bing_bang-sound-whizz-text = The next player
whizz_bing_bang-sound-bing-text = The direction reverses
whizz_bing_bang-sound-bang-text = The next player is skipped
whizz_bing_bang-sound-boom-text = Everyone slaps!
