# /campfire settings : les réglages de jeu du serveur (bot/serversettings.py) et un fil par partie
# (bot/gamethreads.py).

settings-title = ⚙️ Réglages de jeu de ce serveur
settings-intro = Chaque changement est enregistré tout de suite et vaut pour la prochaine table ouverte ici. Les options données à une commande de lancement restent prioritaires.
settings-on = Oui
settings-off = Non
settings-auto = Automatique
settings-seconds = { $n } s
settings-pings = Rappels de tour
settings-role = Rôle à mentionner
settings-no-role = aucun
settings-role-pick = Rôle mentionné avec le joueur dans les rappels de tour
settings-ai-fill = L'IA remplace les joueurs inactifs
settings-ai-strength = Niveau des IA ajoutées
settings-where = Où se jouent les parties
settings-where-channel = Dans ce salon
settings-where-thread = Un nouveau fil par partie
settings-language = Langue de la table
settings-language-server = La langue du serveur
settings-game-pick = Choisis un jeu pour régler ses valeurs par défaut
settings-game-defaults = { $title } : valeurs par défaut
settings-default-mark = (par défaut)
settings-timeouts-button = Changer les délais
settings-reset-game = Réinitialiser ce jeu
settings-timeouts-title = Délais de { $title }
settings-recent = Derniers changements
settings-recent-line = { $who } a réglé { $setting } sur **{ $value }** { $when }
settings-back-to-default = la valeur par défaut
settings-thread-name = 🔥 { $title } — { $host }
settings-thread-opened = 🔥 { $host } a ouvert une table de { $title } dans un nouveau fil : { $link }
settings-thread-results = 🧵 Cette partie s'est jouée dans { $thread }.

err-settings_admin_only = Seuls les membres ayant la permission Gérer le serveur peuvent changer les réglages de jeu.
err-settings_bad_number = { $name } : tape un nombre de { $low } à { $high }. Rien n'a été changé.
err-thread_permissions = Je ne peux pas lancer ce jeu dans un fil ici : il me faut les permissions Créer des fils publics et Envoyer des messages dans les fils dans ce salon.
err-thread_failed = Discord ne m'a pas laissé créer le fil de la partie. Réessaie dans un instant.
