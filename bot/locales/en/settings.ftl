# /campfire settings: a server's own game settings (bot/serversettings.py), and a thread per game
# (bot/gamethreads.py).

settings-title = ⚙️ Game settings for this server
settings-intro = Each change is saved at once and applies to the next table opened here. Options given to a start command still win.
settings-on = On
settings-off = Off
settings-auto = Automatic
settings-seconds = { $n } s
settings-pings = Turn pings
settings-role = Ping role
settings-no-role = none
settings-role-pick = Role to mention with the player in turn pings
settings-ai-fill = AI takes over idle players
settings-ai-strength = Strength of added AIs
settings-where = Where games run
settings-where-channel = In this channel
settings-where-thread = A new thread per game
settings-language = Table language
settings-language-server = The server's language
settings-game-pick = Choose a game to set its defaults
settings-game-defaults = { $title }: defaults
settings-default-mark = (default)
settings-timeouts-button = Change timeouts
settings-reset-game = Reset this game
settings-timeouts-title = { $title } timeouts
settings-recent = Last changes
settings-recent-line = { $who } set { $setting } to **{ $value }** { $when }
settings-back-to-default = the default
settings-thread-name = 🔥 { $title } — { $host }
settings-thread-opened = 🔥 { $host } opened a { $title } table in a new thread: { $link }
settings-thread-results = 🧵 This game was played in { $thread }.

err-settings_admin_only = Only members with the Manage Server permission can change the game settings.
err-settings_bad_number = { $name }: type a number from { $low } to { $high }. Nothing was changed.
err-thread_permissions = I can't run this game in a thread here: I need the Create Public Threads and Send Messages in Threads permissions in this channel.
err-thread_failed = Discord did not let me create the game's thread just now. Try again in a moment.
