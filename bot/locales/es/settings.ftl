# /campfire settings: los ajustes de juego del servidor (bot/serversettings.py) y un hilo por partida
# (bot/gamethreads.py).

settings-title = ⚙️ Ajustes de juego de este servidor
settings-intro = Cada cambio se guarda al momento y vale para la próxima mesa que se abra aquí. Las opciones dadas a un comando de inicio siguen teniendo prioridad.
settings-on = Sí
settings-off = No
settings-auto = Automático
settings-seconds = { $n } s
settings-pings = Avisos de turno
settings-role = Rol a mencionar
settings-no-role = ninguno
settings-role-pick = Rol que se menciona con el jugador en los avisos de turno
settings-ai-fill = La IA sustituye a los jugadores inactivos
settings-ai-strength = Nivel de las IA añadidas
settings-where = Dónde se juega
settings-where-channel = En este canal
settings-where-thread = Un hilo nuevo por partida
settings-language = Idioma de la mesa
settings-language-server = El idioma del servidor
settings-game-pick = Elige un juego para fijar sus valores por defecto
settings-game-defaults = { $title }: valores por defecto
settings-default-mark = (por defecto)
settings-timeouts-button = Cambiar los tiempos
settings-reset-game = Restablecer este juego
settings-timeouts-title = Tiempos de { $title }
settings-recent = Últimos cambios
settings-recent-line = { $who } puso { $setting } en **{ $value }** { $when }
settings-back-to-default = el valor por defecto
settings-thread-name = 🔥 { $title } — { $host }
settings-thread-opened = 🔥 { $host } abrió una mesa de { $title } en un hilo nuevo: { $link }
settings-thread-results = 🧵 Esta partida se jugó en { $thread }.

err-settings_admin_only = Solo los miembros con el permiso Gestionar servidor pueden cambiar los ajustes de juego.
err-settings_bad_number = { $name }: escribe un número de { $low } a { $high }. No se cambió nada.
err-thread_permissions = Aquí no puedo jugar en un hilo: necesito los permisos Crear hilos públicos y Enviar mensajes en hilos en este canal.
err-thread_failed = Discord no me dejó crear el hilo de la partida. Inténtalo de nuevo en un momento.
