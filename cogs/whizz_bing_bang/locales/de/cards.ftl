# Die Gesichter von Whizz Bing Bang, nach englischem Namen (bot/i18n.py `w.card`, `w.card_text`).
# Die vier Laute sind Lautmalerei: keine deutsche Ausgabe hat sie umbenannt, also bleiben Whizz,
# Bing, Bang und Boom (wie in der Regelübersicht).

whizz_bing_bang-card-whizz = Whizz
whizz_bing_bang-card-bing = Bing
whizz_bing_bang-card-bang = Bang
whizz_bing_bang-card-boom = Boom
whizz_bing_bang-card-whizz-bing-bang = Whizz Bing Bang

## Was jeder Laut bewirkt, in wenigen Worten

whizz_bing_bang-sound-whizz-text = Der nächste Spieler
whizz_bing_bang-sound-bing-text = Die Richtung kehrt sich um
whizz_bing_bang-sound-bang-text = Der nächste Spieler wird übersprungen
whizz_bing_bang-sound-boom-text = Alle hauen drauf!
