# Palavras públicas comuns a todos os jogos (sala, resultados, avisos, notas) e respostas privadas dos comandos comuns.

## Sala

ai-name = IA { $n }
ai-name-strength = { $name } ({ $strength })
lobby-add-ai-menu = Adicionar uma IA de nível…
ai-strength-easy = Fácil
ai-strength-normal = Normal
ai-strength-hard = Difícil
ai-strength-easy-desc = Conhece as regras, às vezes erra
ai-strength-normal-desc = Joga com solidez
ai-strength-hard-desc = Pensa à frente no que não vê
lobby-title = 🔥 { $title } — sala
lobby-host = Anfitrião: { $host }
lobby-players = Jogadores { $players }/{ $max } · uma partida precisa de { $needs }:
lobby-needs-exactly = exatamente { $low }
lobby-needs-range = { $low } a { $high }
lobby-needs-at-least = pelo menos { $low }
lobby-options = Opções
lobby-no-pings = 🔕 Sem avisos de vez (os jogadores não são mencionados quando é a vez deles)
lobby-footer = Partida { $id } · o anfitrião (ou um moderador) começa a partida
lobby-closed = { $title } — sala fechada
btn-join = Entrar
btn-leave = Sair
btn-add-ai = Adicionar IA
btn-remove-ai = Remover IA
btn-start = Começar
btn-cancel = Cancelar
btn-my-hand = Minha mão
btn-rematch = Revanche
btn-leave-game = Sair da partida
btn-stay = Ficar

## Resultados

over-title = 🏁 { $title } — fim de jogo
over-footer = Partida { $id }
result-stopped = A partida foi interrompida antes do fim.
result-winners = 🏆 { $names } { $count ->
    [one] vence!
   *[other] dividem a vitória!
}
result-nobody = Ninguém vence.
end-game-over = 🏁 **Fim de jogo!** { $headline }
end-also = Também na mesa: { $mentions }.
end-rematch = A **Revanche** está na mesa.

## Avisos de vez e notas

ping-default = sua vez em { $title }: responda nas suas DMs ou com **Minha mão**
dm-blocked = { $mention }, não consigo te enviar mensagens diretas. Use o botão **Minha mão** na mesa para ver suas cartas e jogar.
table-moved = ➡️ Esta mesa de { $title } mudou de lugar: { $link }
note-ended = 🛑 O anfitrião encerrou a partida.
note-everyone-left = 🏳️ Todos os jogadores saíram ou ficaram inativos: a partida acabou.
note-left = 🚪 { $name } saiu da partida: uma IA joga no lugar.
note-back = 🙋 { $name } voltou ao seu lugar.
note-idle-ai = 🤖 O tempo de { $who } acabou { $count ->
    [one] uma vez
   *[other] { $count } vezes seguidas
}: agora uma IA joga no lugar (`/{ $game } { $takeback }` devolve o lugar).
note-idle-warning = ⏰ { $who }, seu tempo acabou { $count ->
    [one] uma vez
   *[other] { $count } vezes seguidas
}; na próxima vez uma IA assume o seu lugar.
note-idle-warning-log = ⏰ O tempo de { $who } acabou { $count ->
    [one] uma vez
   *[other] { $count } vezes seguidas
}; na próxima vez uma IA assume o lugar.

## Respostas privadas dos comandos comuns

hand-nothing = Você não tem nada privado nesta partida agora.
hand-which = Você está jogando { $title } em { $count ->
    [one] um canal
   *[other] { $count } canais
}. Qual mão?
leave-ask = **Sair desta partida?** Uma IA joga no seu lugar até o fim, e você não poderá retomá-lo (`/{ $game } { $takeback }` serve só para um lugar perdido por inatividade).
leave-done = 🚪 Você saiu da partida: uma IA joga no seu lugar até o fim. Até a próxima (`/{ $game } { $start }`, ou Revanche no final).
leave-stay = 👍 Você continua na partida. Nada mudou.
takeback-done = 🙋 Bem-vindo de volta! O lugar é seu de novo; a IA parou de jogá-lo.
end-done = A partida foi encerrada.

## /<game> stats

stats-title = 📊 { $title } neste servidor
stats-none = Nenhuma partida terminou neste servidor ainda.
stats-total = Partidas terminadas: { $total }
stats-row = { $rank }. **{ $name }** — { $won } vencidas / { $played } jogadas
stats-row-ai = { $rank }. **{ $name }** — { $won } vencidas / { $played } jogadas (uma IA terminou { $by_ai } por ele)
stats-last = **Últimas partidas**
stats-winners = 🏆 { $names }
stats-nobody = 🤝 ninguém venceu
stats-with = · com { $others }
stats-finished-by-ai = { $name } (terminada pela IA)
