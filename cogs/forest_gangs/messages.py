"""Player-facing wording for Forest Gangs: the creatures' one-liners in English (the answers, the table's
words, the creature names and abilities in every language, and the rules summary are in locales/)."""

# The creatures' English one-liners live with the engine's words (one text for the terminal and the card
# art); Discord shows them through `Words.card_text` (locales/<lang>/cards.ftl), with these as the fallback.
from engines.forest_gangs.faces import ABILITY_TEXT as ABILITY_TEXT
