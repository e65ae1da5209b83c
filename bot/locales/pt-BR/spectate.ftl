# Espectadores (issue 35): o botão Assistir, a visão por DM do espectador, assumir um lugar da IA. bot/spectate.py.
# Botões e linhas de "Recente" no idioma da mesa; a visão e as respostas no do espectador.

spectate-btn-watch = Assistir
spectate-btn-stop = Parar de assistir
spectate-btn-open-seats = Deixar os lugares da IA para espectadores
spectate-btn-close-seats = Manter os lugares com a IA
spectate-btn-take = Assumir o lugar de { $name }
spectate-frame = 👀 Você está assistindo { $title } em { $channel }. Esta mensagem acompanha a partida e mostra só o que todos veem.
spectate-frame-seats = 🪑 O anfitrião deixa espectadores assumirem um lugar da IA entre os turnos.
spectate-over = 👀 A partida de { $title } que você assistia terminou.
spectate-sent = 👀 Mandei a mesa por DM; ela acompanha a partida: { $link }
spectate-already = 👀 Você já está assistindo esta partida: { $link }
spectate-stopped = Você parou de assistir. Aperte Assistir na mesa para assistir de novo.
spectate-took = 🪑 O lugar é seu. Sua mão chega por DM.
spectate-log-open = 🪑 O anfitrião deixa espectadores assumirem os lugares da IA.
spectate-log-closed = 🪑 Os lugares da IA ficam com a IA.
spectate-note-took = 🪑 { $name } assume o lugar de { $seat }.

err-spectate_seated = Você está jogando nesta partida: use Minha mão para ver suas cartas.
err-spectate_full = Esta partida já tem { $max } espectadores.
err-spectate_dm_closed = Não consigo te mandar DM. Permita DMs de membros deste servidor e aperte Assistir de novo.
err-spectate_seats_closed = O anfitrião não abriu os lugares da IA para espectadores.
err-spectate_already_seated = Você já tem um lugar nesta mesa.
err-spectate_seat_gone = Esse lugar não é mais da IA.
err-spectate_seat_busy = Esse lugar está no meio de uma jogada. Tente quando terminar.
