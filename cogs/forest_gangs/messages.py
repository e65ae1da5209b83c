"""Player-facing wording of Forest Gangs rule codes and the /forest_gangs rules summary."""

# The creatures' one-liners live with the engine's words (one text for the table and the card art).
from engines.forest_gangs.faces import ABILITY_TEXT as ABILITY_TEXT

RULES = """\
**Goal:** own the most cards when the game ends.
**Each round:** draw up to 2 cards from your gang deck, then everyone secretly lays one card.
All cards are revealed together and fight:
• **Duel** — if two or more cards tie, the highest tie duels: every card in play goes to the Loot,
  the duellists play their other card and draw one. Repeat until there is no tie.
• The **highest card wins** the combat and takes every card in play plus the Loot.
**Creatures:** 🐐 1 Goatsheep sends a Dragoness to the Loot · 👺 2 Goblin may join others' duels ·
🦗 3 Mantis wins if played during a duel · 🎭 4 Shapeshifter may swap itself for your deck's top card ·
🍄 5 Fungid wins if it is the lowest · 🐸 6 Frog must be played · 🧙 7 Gnome (if it wins) makes everyone
pass their hand card left · 🗿 8 Giants never duel: tied Giants go to the Loot · 🐉 9 Dragoness.
**End:** when someone must draw with an empty deck and discard. Most cards wins (ties: most 9s, 8s, …).
**Options:** ghost player (2–5 players; always with 2), Kids 1 (values only), Kids 2 (no hands).
Use **My hand** on the table (or your DMs) to choose your card."""
