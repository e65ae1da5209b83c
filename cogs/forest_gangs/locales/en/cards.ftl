# Forest Gangs: the creatures' names and abilities, the ghost player and the gangs' flags
# (keys by the English name: bot/i18n.py `card_key`, `Words.card`, `Words.card_text`).
# Our own names, the same as in rules.md.

forest_gangs-card-goatsheep = Goatsheep
forest_gangs-card-goblin = Goblin
forest_gangs-card-mantis = Mantis
forest_gangs-card-shapeshifter = Shapeshifter
forest_gangs-card-fungid = Fungid
forest_gangs-card-frog = Frog
forest_gangs-card-gnome = Gnome
forest_gangs-card-giant = Giant
forest_gangs-card-dragoness = Dragoness
forest_gangs-card-ghost = Ghost

## The gangs' flags

forest_gangs-card-acorn = Acorn
forest_gangs-card-mushroom = Mushroom
forest_gangs-card-feather = Feather
forest_gangs-card-moon = Moon
forest_gangs-card-leaf = Leaf
forest_gangs-card-stone = Stone

## The creatures' abilities, one line each

forest_gangs-creature-goatsheep-text = Sends a Dragoness in play to the Loot before the winner is decided.
forest_gangs-creature-goblin-text = When others start a duel, you may join it.
forest_gangs-creature-mantis-text = Wins the combat if it is played during a duel.
forest_gangs-creature-shapeshifter-text = May swap itself for the top card of your deck before ties are checked.
forest_gangs-creature-fungid-text = Wins if it is the lowest card in play.
forest_gangs-creature-frog-text = Must be played if you hold it.
forest_gangs-creature-gnome-text = If it wins, everyone passes their hand card to the left.
forest_gangs-creature-giant-text = Giants never duel: tied Giants go to the Loot and lose.
forest_gangs-creature-dragoness-text = No ability — the highest card.
