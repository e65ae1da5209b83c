"""Player-facing wording for Forest Gangs: the creatures' one-liners (the answers and the rules summary are in locales/)."""

# The creatures' one-liners live with the engine's words (one text for the table and the card art).
from engines.forest_gangs.faces import ABILITY_TEXT as ABILITY_TEXT
