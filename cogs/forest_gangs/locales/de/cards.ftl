# Forest Gangs: Namen und Fähigkeiten der Kreaturen, der Geisterspieler und die Flaggen der Banden
# (Schlüssel nach dem englischen Namen: bot/i18n.py `card_key`, `Words.card`, `Words.card_text`).
# Unsere eigenen Namen, dieselben wie in rules.md.

forest_gangs-card-goatsheep = Ziegenschaf
forest_gangs-card-goblin = Goblin
forest_gangs-card-mantis = Gottesanbeterin
forest_gangs-card-shapeshifter = Gestaltwandler
forest_gangs-card-fungid = Pilzling
forest_gangs-card-frog = Frosch
forest_gangs-card-gnome = Gnom
forest_gangs-card-giant = Riese
forest_gangs-card-dragoness = Drachin
forest_gangs-card-ghost = Geist

## Die Flaggen der Banden

forest_gangs-card-acorn = Eichel
forest_gangs-card-mushroom = Pilz
forest_gangs-card-feather = Feder
forest_gangs-card-moon = Mond
forest_gangs-card-leaf = Blatt
forest_gangs-card-stone = Stein

## Die Fähigkeiten der Kreaturen, je eine Zeile

forest_gangs-creature-goatsheep-text = Schickt eine Drachin im Spiel in die Beute, bevor der Sieger feststeht.
forest_gangs-creature-goblin-text = Wenn andere ein Duell beginnen, darfst du mitmachen.
forest_gangs-creature-mantis-text = Gewinnt den Kampf, wenn sie in einem Duell gespielt wird.
forest_gangs-creature-shapeshifter-text = Darf sich gegen die oberste Karte deines Stapels tauschen, bevor Gleichstände geprüft werden.
forest_gangs-creature-fungid-text = Gewinnt, wenn er die niedrigste Karte im Spiel ist.
forest_gangs-creature-frog-text = Muss gespielt werden, wenn du ihn hast.
forest_gangs-creature-gnome-text = Wenn er gewinnt, geben alle ihre Handkarte nach links weiter.
forest_gangs-creature-giant-text = Riesen duellieren sich nie: Gleich hohe Riesen kommen in die Beute und verlieren.
forest_gangs-creature-dragoness-text = Keine Fähigkeit — die höchste Karte.
