# /bang_and_twang : réponses aux actions refusées (éphémères, dans la langue du lecteur) : bot/ui.py `message_for`.

bang_and_twang-err-bad_first_player = Ce premier joueur n'est pas à la table.
bang_and_twang-err-same_tune_sets = La double mélodie demande deux sets de mélodies différents.
bang_and_twang-err-bad_wondertunes_cards = Mélodies merveilleuses demande exactement 8 ids de cartes mélodie différents parmi les 48.
bang_and_twang-err-empty_wondertunes_pool = Choisis au moins un set de mélodies pour les Mélodies merveilleuses au hasard.
bang_and_twang-err-illegal_action = Tu ne peux pas faire ça maintenant — regarde le message de ta main pour voir tes options.
