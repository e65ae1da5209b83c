# Palabras públicas comunes a todos los juegos (sala, resultados, avisos, notas) y respuestas privadas de los comandos comunes.

## Sala

ai-name = IA { $n }
ai-name-strength = { $name } ({ $strength })
lobby-add-ai-menu = Añadir una IA de nivel…
ai-strength-easy = Fácil
ai-strength-normal = Normal
ai-strength-hard = Difícil
ai-strength-easy-desc = Conoce las reglas, a veces se equivoca
ai-strength-normal-desc = Juega con solidez
ai-strength-hard-desc = Piensa por adelantado en lo que no ve
lobby-title = 🔥 { $title } — sala
lobby-host = Anfitrión: { $host }
lobby-players = Jugadores { $players }/{ $max } · una partida necesita { $needs }:
lobby-needs-exactly = exactamente { $low }
lobby-needs-range = de { $low } a { $high }
lobby-needs-at-least = al menos { $low }
lobby-options = Opciones
lobby-no-pings = 🔕 Sin avisos de turno (no se menciona a los jugadores cuando les toca)
lobby-footer = Partida { $id } · el anfitrión (o un moderador) empieza la partida
lobby-closed = { $title } — sala cerrada
btn-join = Unirse
btn-leave = Salir
btn-add-ai = Añadir IA
btn-remove-ai = Quitar IA
btn-start = Empezar
btn-cancel = Cancelar
btn-my-hand = Mi mano
btn-rematch = Revancha
btn-leave-game = Dejar la partida
btn-stay = Quedarme

## Resultados

over-title = 🏁 { $title } — fin de la partida
over-footer = Partida { $id }
result-stopped = La partida se detuvo antes de terminar.
result-winners = 🏆 { $names } { $count ->
    [one] gana!
   *[other] comparten la victoria!
}
result-nobody = Nadie gana.
end-game-over = 🏁 **¡Fin de la partida!** { $headline }
end-also = También en la mesa: { $mentions }.
end-rematch = La **Revancha** está sobre la mesa.

## Avisos de turno y notas

ping-default = te toca en { $title }: responde en tus MD o con **Mi mano**
dm-blocked = { $mention }, no puedo enviarte mensajes directos. Usa el botón **Mi mano** en la mesa para ver tus cartas y jugar.
table-moved = ➡️ Esta mesa de { $title } se ha movido: { $link }
note-ended = 🛑 El anfitrión terminó la partida.
note-everyone-left = 🏳️ Todos los jugadores se fueron o están inactivos: la partida ha terminado.
note-left = 🚪 { $name } dejó la partida: una IA juega su puesto.
note-back = 🙋 { $name } ha vuelto a su puesto.
note-idle-ai = 🤖 A { $who } se le acabó el tiempo { $count ->
    [one] una vez
   *[other] { $count } veces seguidas
}: ahora una IA juega su puesto (`/{ $game } { $takeback }` se lo devuelve).
note-idle-warning = ⏰ { $who }, se te acabó el tiempo { $count ->
    [one] una vez
   *[other] { $count } veces seguidas
}; la próxima vez una IA ocupará tu puesto.
note-idle-warning-log = ⏰ A { $who } se le acabó el tiempo { $count ->
    [one] una vez
   *[other] { $count } veces seguidas
}; la próxima vez una IA ocupará su puesto.

## Respuestas privadas de los comandos comunes

hand-nothing = Ahora mismo no tienes nada privado en esta partida.
hand-which = Estás jugando a { $title } en { $count ->
    [one] un canal
   *[other] { $count } canales
}. ¿Qué mano?
leave-ask = **¿Dejar esta partida?** Una IA juega tu puesto hasta el final y no podrás recuperarlo (`/{ $game } { $takeback }` solo sirve para un puesto perdido por inactividad).
leave-done = 🚪 Has dejado la partida: una IA juega tu puesto hasta el final. Nos vemos en la próxima (`/{ $game } { $start }`, o Revancha al final).
leave-stay = 👍 Sigues en la partida. No ha cambiado nada.
takeback-done = 🙋 ¡Bienvenido de nuevo! El puesto vuelve a ser tuyo; la IA ha dejado de jugarlo.
end-done = La partida ha terminado.

## /<game> stats

stats-title = 📊 { $title } en este servidor
stats-none = Todavía no ha terminado ninguna partida en este servidor.
stats-total = Partidas terminadas: { $total }
stats-row = { $rank }. **{ $name }** — { $won } ganadas / { $played } jugadas
stats-row-ai = { $rank }. **{ $name }** — { $won } ganadas / { $played } jugadas (una IA terminó { $by_ai } por ellos)
stats-last = **Últimas partidas**
stats-winners = 🏆 { $names }
stats-nobody = 🤝 nadie ganó
stats-with = · con { $others }
stats-finished-by-ai = { $name } (terminada por la IA)
