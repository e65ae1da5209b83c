# Zuschauer (Issue 35): der Zuschauen-Knopf, die DM-Ansicht des Zuschauers, einen KI-Platz übernehmen. bot/spectate.py.
# Knöpfe und Zeilen unter „Zuletzt“ in der Sprache des Tischs; die Ansicht und die Antworten in der des Zuschauers.

spectate-btn-watch = Zuschauen
spectate-btn-stop = Nicht mehr zuschauen
spectate-btn-open-seats = Zuschauer dürfen KI-Plätze übernehmen
spectate-btn-close-seats = KI-Plätze bleiben bei der KI
spectate-btn-take = Platz von { $name } übernehmen
spectate-frame = 👀 Du schaust { $title } in { $channel } zu. Diese Nachricht folgt dem Spiel und zeigt nur, was alle sehen.
spectate-frame-seats = 🪑 Der Host erlaubt Zuschauern, zwischen den Zügen einen KI-Platz zu übernehmen.
spectate-over = 👀 Das Spiel { $title }, dem du zugeschaut hast, ist vorbei.
spectate-sent = 👀 Ich habe dir den Tisch per DM geschickt; er folgt dem Spiel: { $link }
spectate-already = 👀 Du schaust diesem Spiel schon zu: { $link }
spectate-stopped = Du schaust nicht mehr zu. Drück am Tisch auf Zuschauen, um wieder zuzuschauen.
spectate-took = 🪑 Der Platz gehört dir. Deine Hand kommt per DM.
spectate-log-open = 🪑 Der Host erlaubt Zuschauern, KI-Plätze zu übernehmen.
spectate-log-closed = 🪑 Die KI-Plätze bleiben bei der KI.
spectate-note-took = 🪑 { $name } übernimmt den Platz von { $seat }.

err-spectate_seated = Du spielst in diesem Spiel mit: Deine Karten zeigt Meine Hand.
err-spectate_full = Dieses Spiel hat schon { $max } Zuschauer.
err-spectate_dm_closed = Ich kann dir keine DM schicken. Erlaube DMs von Mitgliedern dieses Servers und drück dann wieder auf Zuschauen.
err-spectate_seats_closed = Der Host hat die KI-Plätze nicht für Zuschauer geöffnet.
err-spectate_already_seated = Du hast an diesem Tisch schon einen Platz.
err-spectate_seat_gone = Dieser Platz ist kein KI-Platz mehr.
err-spectate_seat_busy = Dieser Platz ist mitten in einem Zug. Versuch es, wenn er fertig ist.
