# Réponses aux actions et commandes refusées (éphémères, dans la langue du lecteur) : bot/ui.py `message_for`.
# Clés : err-<code> (tout jeu), err-game-<code> (formulation commune aux jeux), <game>-err-<code> dans cogs/<game>/locales.

## Tout jeu

err-no_game = Il n'y a pas de partie dans ce salon pour le moment.
err-channel_busy = Ce salon a déjà une partie. Termine-la d'abord (ou demande à l'hôte d'y mettre fin).
err-stale_button = Ce bouton date d'un moment antérieur de la partie ; utilise la table actuelle ou ta main.
err-forged_id = Je ne reconnais pas ce bouton.
err-not_seated = Tu ne joues pas dans cette partie.
err-not_your_turn = Ce n'est pas ton tour.
err-not_your_decision = Cette question s'adresse à un autre joueur.
err-decision_closed = Cette question a déjà reçu une réponse, ou le délai est écoulé.
err-illegal_action = Tu ne peux pas faire ça maintenant.
err-game_over = Cette partie est terminée.
err-already_started = La partie a déjà commencé.
err-not_started = La partie n'a pas encore commencé.
err-already_joined = Tu es déjà à cette table.
err-table_full = La table est complète ({ $max } places).
err-host_only = Seul l'hôte (ou un modérateur) peut faire ça.
err-host_cannot_leave = L'hôte ne peut pas quitter le lobby ; annule-le plutôt.
err-no_ai_to_remove = Il n'y a aucun joueur IA à retirer.
err-bad_seat_count = Ce jeu demande { $min }–{ $max } joueurs.
err-bad_options = Ces options ne fonctionnent pas ensemble.
err-bad_option = Cette option n'est pas valide : { $name } doit être entre { $low } et { $high }.
err-unknown_game = Ce jeu n'est pas disponible.
err-you_left = Tu as quitté cette partie.
err-ai_playing_your_seat = Une IA joue à ta place. Utilise la commande `reprendre` pour revenir.
err-not_ai_seat = Tu joues déjà ta place toi-même.
err-guild_only = Les parties se jouent dans les salons des serveurs.
err-other_game_here = Une autre partie est en cours dans ce salon.
err-option_type = Cette option n'est pas valide : { $name } (attendu : { $kind }).
err-option_choice = Cette option n'est pas valide : { $name } doit être l'un des choix proposés.
err-command_mismatch = Cette commande ne correspond pas à mes commandes (Discord est peut-être encore en train de les mettre à jour). Réessaie dans une minute.
err-option_invalid = Cette option n'est pas valide. Vérifie les options de la commande et réessaie.
err-not_here = Tu ne peux pas utiliser cette commande ici.
err-apology = Quelque chose s'est mal passé de mon côté ; la partie ne risque rien. Réessaie, s'il te plaît.
err-applied = ✅ C'est fait : l'action est bien passée (Discord a mis du temps à l'afficher ; la table est à jour).

## Commandes et boutons communs aux jeux ({ $game } est le groupe de commandes du jeu)

err-game-other_game_here = Ce salon joue à { $game } ; utilise `{ $command }`.
err-game-channel_command = Cette commande fonctionne dans un salon de serveur, là où se joue la partie. En MP, `/{ $game } main` affiche ta main, `/{ $game } règles` les règles et `/campfire aide` les commandes.
err-game-not_playing_anywhere = Tu ne joues à { $title } nulle part en ce moment. Lance ou rejoins une partie dans un salon de serveur (`/{ $game } lancer`).
err-game-rematch_players_only = Seuls les joueurs de cette partie (ou un modérateur) peuvent lancer une revanche. Tu pourras rejoindre le nouveau lobby dès que l'un d'eux l'ouvrira.
err-game-table_moved = Cette table a été remplacée par une plus récente ; la partie continue là-bas : { $link }
err-game-leave_in_lobby = La partie n'a pas encore commencé : clique plutôt sur **Quitter** dans le message du lobby.
err-game-already_left = Tu as déjà quitté cette partie : une IA joue ta place jusqu'à la fin.
err-game-you_left = Tu as quitté cette partie : une IA joue ta place jusqu'à la fin. Tu pourras rejouer à la prochaine partie (ou à sa revanche).
err-game-takeback_left = Tu as quitté cette partie avec `/{ $game } quitter`, donc ta place reste à l'IA jusqu'à la fin. Tu pourras rejouer à la prochaine partie (ou à sa revanche).
err-game-ai_playing_your_seat = Une IA joue ta place depuis que ton délai a expiré : `/{ $game } reprendre` te la rend.
err-game-rematch_open = Un lobby de revanche est déjà ouvert : clique sur **Rejoindre** dedans ({ $link }).
err-game-rematch_open_seated = Un lobby de revanche est déjà ouvert, et tu y as une place : { $link }
err-game-takeback_not_needed = Tu joues ta place toi-même : il n'y a rien à reprendre. (`/{ $game } reprendre` rend une place qu'une IA a prise après l'expiration de ton délai.)

## Ce que doit être une option (kind de err-option_type)

kind-text = du texte
kind-integer = un nombre entier
kind-number = un nombre
kind-boolean = vrai ou faux
kind-user = un utilisateur
kind-channel = un salon
kind-role = un rôle
kind-mentionable = un utilisateur ou un rôle
kind-attachment = un fichier
kind-valid = valide
kind-finite_number = un nombre fini
kind-text_length = un texte de { $low } à { $high } caractères

## /<jeu> règles

rules-title = 📜 { $title } — règles
