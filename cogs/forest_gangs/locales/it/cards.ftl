# Forest Gangs: nomi e abilità delle creature, il giocatore fantasma e le bandiere delle bande
# (chiavi dal nome inglese: bot/i18n.py `card_key`, `Words.card`, `Words.card_text`).
# Nomi nostri, gli stessi di rules.md.

forest_gangs-card-goatsheep = Caprapecora
forest_gangs-card-goblin = Goblin
forest_gangs-card-mantis = Mantide
forest_gangs-card-shapeshifter = Mutaforma
forest_gangs-card-fungid = Fungoide
forest_gangs-card-frog = Rana
forest_gangs-card-gnome = Gnomo
forest_gangs-card-giant = Gigante
forest_gangs-card-dragoness = Dragonessa
forest_gangs-card-ghost = Fantasma

## Le bandiere delle bande

forest_gangs-card-acorn = Ghianda
forest_gangs-card-mushroom = Fungo
forest_gangs-card-feather = Piuma
forest_gangs-card-moon = Luna
forest_gangs-card-leaf = Foglia
forest_gangs-card-stone = Pietra

## Le abilità delle creature, una riga ciascuna

forest_gangs-creature-goatsheep-text = Manda nel Bottino una Dragonessa in gioco prima che si decida il vincitore.
forest_gangs-creature-goblin-text = Quando altri iniziano un duello, puoi unirti.
forest_gangs-creature-mantis-text = Vince il combattimento se è giocata durante un duello.
forest_gangs-creature-shapeshifter-text = Può scambiarsi con la prima carta del tuo mazzo prima che si controllino le parità.
forest_gangs-creature-fungid-text = Vince se è la carta più bassa in gioco.
forest_gangs-creature-frog-text = Va giocata se ce l'hai in mano.
forest_gangs-creature-gnome-text = Se vince, tutti passano a sinistra la carta che hanno in mano.
forest_gangs-creature-giant-text = I Giganti non duellano mai: i Giganti in parità finiscono nel Bottino e perdono.
forest_gangs-creature-dragoness-text = Nessuna abilità — la carta più alta.
