# /forest_gangs: respostas a ações recusadas (efêmeras, no idioma de quem lê): bot/ui.py `message_for`.

forest_gangs-err-not_in_hand = Essa carta não está mais na sua mão.
forest_gangs-err-frog_must_be_played = Você tem um Sapo: precisa jogá-lo (regra do Sapo).
forest_gangs-err-ghost_required = Com dois jogadores é preciso o jogador fantasma: abra a mesa sem `fantasma: False`, ou adicione um jogador.
forest_gangs-err-ghost_unavailable = Com 6 jogadores não sobra nenhuma gangue para um fantasma: remova um jogador, ou comece sem o fantasma.
forest_gangs-err-bad_seat_count = Forest Gangs precisa de { $min }–{ $max } jogadores (com 2, joga-se com o fantasma).
