# Public words every game shares (the table, the lobby, pings, results), in the session's language.

## Lobby

# An AI player's name at the table (1, 2, …).
ai-name = KI { $n }
