"""Player-facing wording of Bang & Twang rule codes and the /bang_and_twang rules summary."""

RULES = """\
**Goal:** bank the most points of sequence cards (and some tune cards) by the end.
**The riff:** three cards in a row, each 🥁 **Bang** (B) or 🪕 **Twang** (T), read left to right (slots 1–3).
**Your hand:** 2 secret cards — sequence cards (a triplet like B T T, a title and a score) and tune cards.
**Your turn — exactly one action, no passing:**
• **Bank** a sequence card whose triplet matches the riff exactly (it is read out: title and sequence).
• **Flip** one riff card (B↔T), then you *may* bank a match.
• **Move** one riff card to another slot, then you *may* bank a match.
• **Play a tune card** and follow its text.
At most one sequence card is banked per turn. Then draw back up to 2 cards.
**⚡ Reactions** (Blue Square): Cut In, Shush!, Heckle and Quick Ears are played *outside* your turn, in a short
window the bot opens; the first reactor in turn order wins.
**End:** when the draw pile is empty and the active player has no cards. Most points wins.
**On Discord:** Flip/Move buttons are on the table for the active player; Bank, tune cards and reactions are in
your hand (DM, or **My hand** on the table)."""
