# /bang_and_twang: Antworten auf abgelehnte Aktionen (ephemer, in der Sprache des Lesers): bot/ui.py `message_for`.

bang_and_twang-err-bad_first_player = Dieser Startspieler sitzt nicht am Tisch.
bang_and_twang-err-same_tune_sets = Doppelte Melodie braucht zwei verschiedene Melodie-Sets.
bang_and_twang-err-bad_wondertunes_cards = Wundermelodien braucht genau 8 verschiedene Melodiekarten-IDs aus den 48.
bang_and_twang-err-empty_wondertunes_pool = Wähle mindestens ein Melodie-Set für zufällige Wundermelodien.
bang_and_twang-err-illegal_action = Das kannst du gerade nicht tun — deine Möglichkeiten siehst du in der Nachricht mit deiner Hand.
