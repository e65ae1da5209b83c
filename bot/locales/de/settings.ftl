# /campfire settings: die Spieleinstellungen des Servers (bot/serversettings.py) und ein Thread pro
# Spiel (bot/gamethreads.py).

settings-title = ⚙️ Spieleinstellungen dieses Servers
settings-intro = Jede Änderung wird sofort gespeichert und gilt für den nächsten Tisch, der hier geöffnet wird. Optionen eines Startbefehls haben weiterhin Vorrang.
settings-on = An
settings-off = Aus
settings-auto = Automatisch
settings-seconds = { $n } s
settings-pings = Zug-Erinnerungen
settings-role = Erinnerungsrolle
settings-no-role = keine
settings-role-pick = Rolle, die in Zug-Erinnerungen mit dem Spieler erwähnt wird
settings-ai-fill = Die KI übernimmt inaktive Spieler
settings-ai-strength = Stärke neuer KIs
settings-where = Wo gespielt wird
settings-where-channel = In diesem Kanal
settings-where-thread = Ein neuer Thread pro Spiel
settings-language = Sprache des Tisches
settings-language-server = Die Sprache des Servers
settings-game-pick = Wähle ein Spiel, um seine Standardwerte festzulegen
settings-game-defaults = { $title }: Standardwerte
settings-default-mark = (Standard)
settings-timeouts-button = Zeiten ändern
settings-reset-game = Dieses Spiel zurücksetzen
settings-timeouts-title = Zeiten für { $title }
settings-recent = Letzte Änderungen
settings-recent-line = { $who } hat { $setting } auf **{ $value }** gesetzt, { $when }
settings-back-to-default = den Standard
settings-thread-name = 🔥 { $title } — { $host }
settings-thread-opened = 🔥 { $host } hat einen Tisch für { $title } in einem neuen Thread geöffnet: { $link }
settings-thread-results = 🧵 Dieses Spiel wurde in { $thread } gespielt.

err-settings_admin_only = Nur Mitglieder mit der Berechtigung „Server verwalten“ können die Spieleinstellungen ändern.
err-settings_bad_number = { $name }: Gib eine Zahl von { $low } bis { $high } ein. Es wurde nichts geändert.
err-thread_permissions = Ich kann dieses Spiel hier nicht in einem Thread laufen lassen: Ich brauche in diesem Kanal die Berechtigungen „Öffentliche Threads erstellen“ und „Nachrichten in Threads senden“.
err-thread_failed = Discord hat mich den Thread des Spiels gerade nicht erstellen lassen. Versuch es gleich noch einmal.
