# /bang_and_twang: respostas a ações recusadas (efêmeras, no idioma de quem lê): bot/ui.py `message_for`.

bang_and_twang-err-bad_first_player = Esse primeiro jogador não está na mesa.
bang_and_twang-err-same_tune_sets = A melodia dupla precisa de dois sets de melodias diferentes.
bang_and_twang-err-bad_wondertunes_cards = Melodias Maravilhosas precisa de exatamente 8 ids diferentes de cartas de melodia, das 48.
bang_and_twang-err-empty_wondertunes_pool = Escolha pelo menos um set de melodias para as Melodias Maravilhosas aleatórias.
bang_and_twang-err-illegal_action = Você não pode fazer isso agora — confira a mensagem da sua mão para ver suas opções.
