# Mots publics communs à tous les jeux (salon d'attente, résultats, rappels, notes) et réponses privées des commandes communes.

## Salon d'attente

ai-name = IA { $n }
ai-name-strength = { $name } ({ $strength })
lobby-add-ai-menu = Ajouter une IA de niveau…
ai-strength-easy = Facile
ai-strength-normal = Normal
ai-strength-hard = Difficile
ai-strength-easy-desc = Connaît les règles, se trompe parfois
ai-strength-normal-desc = Joue solidement
ai-strength-hard-desc = Anticipe ce qu’elle ne voit pas
lobby-title = 🔥 { $title } — salon d'attente
lobby-host = Hôte : { $host }
lobby-players = Joueurs { $players }/{ $max } · une partie demande { $needs } :
lobby-needs-exactly = exactement { $low }
lobby-needs-range = { $low } à { $high }
lobby-needs-at-least = au moins { $low }
lobby-options = Options
lobby-no-pings = 🔕 Pas de rappel de tour (les joueurs ne sont pas mentionnés quand c'est leur tour)
lobby-footer = Partie { $id } · l'hôte (ou un modérateur) lance la partie
lobby-closed = { $title } — salon fermé
btn-join = Rejoindre
btn-leave = Quitter
btn-add-ai = Ajouter une IA
btn-remove-ai = Retirer une IA
btn-start = Lancer
btn-cancel = Annuler
btn-my-hand = Ma main
btn-rematch = Revanche
btn-leave-game = Quitter la partie
btn-stay = Rester

## Résultats

over-title = 🏁 { $title } — partie terminée
over-footer = Partie { $id }
result-stopped = La partie a été arrêtée avant sa fin.
result-winners = 🏆 { $names } { $count ->
    [one] gagne !
   *[other] se partagent la victoire !
}
result-nobody = Personne ne gagne.
end-game-over = 🏁 **Partie terminée !** { $headline }
end-also = Aussi à la table : { $mentions }.
end-rematch = La **Revanche** est sur la table.

## Rappels de tour et notes

ping-default = à toi de jouer à { $title } : réponds dans tes MP ou avec **Ma main**
dm-blocked = { $mention }, je ne peux pas t'envoyer de messages privés. Utilise le bouton **Ma main** sur la table pour voir tes cartes et jouer.
table-moved = ➡️ Cette table de { $title } a déménagé : { $link }
note-ended = 🛑 L'hôte a mis fin à la partie.
note-everyone-left = 🏳️ Tous les joueurs sont partis ou inactifs : la partie est terminée.
note-left = 🚪 { $name } a quitté la partie : une IA joue sa place.
note-back = 🙋 { $name } a repris sa place.
note-idle-ai = 🤖 { $who } a dépassé le temps { $count ->
    [one] une fois
   *[other] { $count } fois de suite
} : une IA joue sa place désormais (`/{ $game } { $takeback }` la lui rend).
note-idle-warning = ⏰ { $who }, tu as dépassé le temps { $count ->
    [one] une fois
   *[other] { $count } fois de suite
} ; la prochaine fois, une IA prend ta place.
note-idle-warning-log = ⏰ { $who } a dépassé le temps { $count ->
    [one] une fois
   *[other] { $count } fois de suite
} ; la prochaine fois, une IA prend sa place.

## Réponses privées des commandes communes

hand-nothing = Tu n'as rien de privé dans cette partie pour le moment.
hand-which = Tu joues à { $title } dans { $count ->
    [one] un salon
   *[other] { $count } salons
}. Quelle main ?
leave-ask = **Quitter cette partie ?** Une IA joue ta place jusqu'à la fin, et tu ne pourras pas la reprendre (`/{ $game } { $takeback }` ne sert que pour une place perdue par inactivité).
leave-done = 🚪 Tu as quitté la partie : une IA joue ta place jusqu'à la fin. À la prochaine partie (`/{ $game } { $start }`, ou Revanche à la fin).
leave-stay = 👍 Tu restes dans la partie. Rien n'a changé.
takeback-done = 🙋 Bon retour ! Ta place est à nouveau à toi ; l'IA a arrêté de la jouer.
end-done = La partie a été terminée.

## /<game> stats

stats-title = 📊 { $title } sur ce serveur
stats-none = Aucune partie n'est encore terminée sur ce serveur.
stats-total = Parties terminées : { $total }
stats-row = { $rank }. **{ $name }** — { $won } gagnées / { $played } jouées
stats-row-ai = { $rank }. **{ $name }** — { $won } gagnées / { $played } jouées (une IA en a fini { $by_ai } à sa place)
stats-last = **Dernières parties**
stats-winners = 🏆 { $names }
stats-nobody = 🤝 personne n'a gagné
stats-with = · avec { $others }
stats-finished-by-ai = { $name } (finie par l'IA)
