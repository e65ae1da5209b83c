# /<game> learn : une première leçon contre des IA, dans les MP de l'apprenant (issue 35, bot/lessons.py)
learn-started = Ta leçon de { $title } t'attend dans tes MP : { $link }
err-learn_running = Tu as déjà une leçon en cours : { $link } (termine-la, ou arrête-la avec `{ $end }`).
err-learn_dm_closed = Je ne peux pas t'envoyer de message privé. Autorise les MP des membres de ce serveur, puis réessaie.

## Forest Gangs
learn-forest_gangs-choose_card = Pose une carte face cachée : tout le monde révèle en même temps et la plus haute carte gagne la manche et prend toutes les cartes en jeu.
learn-forest_gangs-use_shapeshifter = Ton Métamorphe peut s'échanger contre la carte du dessus de ta pioche. Dis oui si cette carte peut battre les autres.
learn-forest_gangs-join_duel = Ton Gobelin peut se joindre au duel : tu joues alors aussi ta dernière carte et tu peux tout gagner.
learn-forest_gangs-reveal = Retourne ta carte.
learn-forest_gangs-wait = Les autres choisissent. Regarde la table : le journal dit qui a gagné chaque manche.
learn-forest_gangs-saw-duel = Un duel ! Les plus hautes cartes étaient à égalité : toutes les cartes sont allées au Butin et les ex æquo ont joué leur autre carte. Le gagnant prend aussi le Butin.
learn-forest_gangs-saw-giants_removed = Les Géants étaient à égalité et ne se battent pas en duel : ils sont allés au Butin et ont perdu.
learn-forest_gangs-saw-dragoness_banished = Une Chèvre-mouton a envoyé la Dragonne au Butin.
learn-forest_gangs-saw-gnome_pass = Un Gnome a gagné : chacun a passé sa carte en main au joueur de gauche.
learn-forest_gangs-saw-goblins_joined = Un Gobelin s'est joint au duel.
learn-forest_gangs-saw-shapeshifted = Un Métamorphe s'est échangé contre la carte du dessus de sa pioche.

## BANG!
learn-bang-play_turn = À toi : joue BANG! sur un joueur à portée pour lui ôter une vie, une Bière pour te soigner, ou pose des cartes devant toi. Puis finis ton tour.
learn-bang-respond_to_shot = On t'a tiré dessus : joue Raté ! pour esquiver, ou encaisse et perds une vie.
learn-bang-respond_to_duel = Un duel : réponds avec un BANG!, ou abandonne et perds une vie. Le premier à court de BANG! est touché.
learn-bang-respond_to_indians = Indiens ! Défausse un BANG! ou perds une vie.
learn-bang-discard_to_hand_limit = Trop de cartes : à la fin de ton tour, tu ne peux garder qu'autant de cartes que de vies.
learn-bang-choose_draw_source = Choisis où piocher tes cartes.
learn-bang-play_beer_or_die = Tu n'as plus de vie : bois une Bière maintenant pour rester en jeu.
learn-bang-pick_from_general_store = Magasin : prends une des cartes montrées.
learn-bang-choose_card_to_put_back = Choisis la carte à remettre.
learn-bang-choose_character = Choisis ton personnage : chacun a un pouvoir spécial.
learn-bang-wait = Les autres jouent. Ton rôle est secret : la table montre le Shérif ; découvre qui est de ton côté.

## Bang & Twang
learn-bang_and_twang-take_action = À toi : mets en banque une carte séquence qui correspond au riff, ou retourne ou déplace d'abord une carte riff, ou joue une carte mélodie.
learn-bang_and_twang-choose_target = Choisis à qui sont les cartes que touche la carte mélodie.
learn-bang_and_twang-may_bank = Tu as changé le riff : mets en banque une carte séquence qui lui correspond, ou tu as fini.
learn-bang_and_twang-tune_flip = La carte mélodie te fait retourner des cartes riff : retournes-en une, ou tu as fini.
learn-bang_and_twang-tune_move = La carte mélodie te fait déplacer une carte riff, ou tu as fini.
learn-bang_and_twang-tune_bank = La carte mélodie te fait mettre une carte en banque : choisis-en une, ou tu as fini.
learn-bang_and_twang-tune_set_riff = La carte mélodie te fait choisir le riff : choisis les trois sons que tu veux.
learn-bang_and_twang-react_cut_in = Tu peux réagir maintenant, ou laisser passer.
learn-bang_and_twang-react_cancel_tune = Tu peux réagir maintenant, ou laisser passer.
learn-bang_and_twang-react_steal_banked = Tu peux réagir maintenant, ou laisser passer.
learn-bang_and_twang-react_bank_on_riff_change = Tu peux réagir maintenant, ou laisser passer.
learn-bang_and_twang-wait = Les autres jouent. Les cartes en banque rapportent des points à la fin : le plus de points gagne.

## Whizz Bing Bang
learn-whizz_bing_bang-wait = À ton tour, appuie sur le son de la carte visible. Bing inverse le sens, Bang saute le suivant, et un Boom concerne tout le monde : appuie vite sur BOOM.
