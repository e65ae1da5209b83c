# Il terminale (`python -m bot play forest_gangs`): il tavolo, il registro del combattimento, gli eventi e i menu.

forest_gangs-term-ghost = Fantasma
forest_gangs-term-the-ghost = il fantasma
forest_gangs-term-cards = { $n ->
    [one] { $n } carta
   *[other] { $n } carte
}
forest_gangs-term-card = { $name } ({ $value })

## Il tavolo

forest_gangs-term-header = Forest Gangs — round { $round }{ $mode } · Bottino: { $loot }
forest_gangs-term-kids1 = { " · " }Bambini 1
forest_gangs-term-kids2 = { " · " }Bambini 2
forest_gangs-term-piles = mazzo { $deck } · mano { $hand } · scarti { $discard } = { $cards }
forest_gangs-term-plays = gioca { $card }
forest_gangs-term-out = { $play } (fuori)
forest_gangs-term-laid = ha messo una carta coperta
forest_gangs-term-to-answer = deve rispondere…
forest_gangs-term-hand = La tua mano: { $cards }
forest_gangs-term-not-offered = Non proposta: { $card } — hai una Rana, e la Rana va giocata.
forest_gangs-term-waiting = In attesa di: { $what } — { $who }
forest_gangs-term-waiting-choose_card = tutti mettono una carta
forest_gangs-term-waiting-abilities = abilità (Mutaforma, Goblin)
forest_gangs-term-waiting-reveal = tutti rivelano la prima carta del mazzo

## Il registro del combattimento

forest_gangs-term-level = [duello { $level }]{ " " }
forest_gangs-term-play = { $who }: { $card }
forest_gangs-term-revealed = Rivelate: { $plays }
forest_gangs-term-shapeshifted = { $level }Mutaforma usato → { $plays }
forest_gangs-term-duel = { $level }Duello tra { $value }: { $seats }
forest_gangs-term-giants = { $level }I Giganti pareggiano e finiscono nel Bottino: { $seats }
forest_gangs-term-goblins = { $level }I Goblin si uniscono al duello: { $seats }
forest_gangs-term-duel-cards = { $level }Carte del duello: { $plays }
forest_gangs-term-banished = { $level }La Caprapecora manda la Dragonessa nel Bottino ({ $plays })
forest_gangs-term-winner = { $who } vince il combattimento ({ $why }) e prende { $n ->
    [one] { $n } carta
   *[other] { $n } carte
}
forest_gangs-term-why-mantis_in_duel = la Mantide vince un duello
forest_gangs-term-why-fungid_lowest = il Fungoide è la carta più bassa
forest_gangs-term-why-highest = la carta più alta
forest_gangs-term-why-only_card = l'unica carta rimasta
forest_gangs-term-why-goatsheep = la Caprapecora ha bandito la Dragonessa
forest_gangs-term-no-winner = Nessuna carta rimasta in gioco: nessuno vince; il Bottino ({ $n }) resta lì
forest_gangs-term-gnome = Gnomo! Tutti passano a sinistra la carta che hanno in mano
forest_gangs-term-someone = qualcuno
forest_gangs-term-end-duel = { $who } non può pescare nel duello: partita finita, { $n ->
    [one] { $n } carta
   *[other] { $n } carte
} a ogni duellante
forest_gangs-term-end-reveal = { $who } non può rivelare: partita finita
forest_gangs-term-end-draw = { $who } non può pescare: partita finita

## Eventi

forest_gangs-term-round = Round { $round }
forest_gangs-term-round-loot = Round { $round } (Bottino dal round prima: { $loot })
forest_gangs-term-drew = Hai pescato { $card }
forest_gangs-term-reshuffled = { $who } rimescola gli scarti in un nuovo mazzo ({ $n })
forest_gangs-term-lays-hidden = { $who } mette una carta coperta
forest_gangs-term-you-lay = Metti { $card }
forest_gangs-term-received = Hai ricevuto { $card } da { $who }

## Il risultato

forest_gangs-term-wins = { $who } vince con { $n ->
    [one] { $n } carta
   *[other] { $n } carte
}
forest_gangs-term-ghost-wins = Il fantasma vince con { $n ->
    [one] { $n } carta
   *[other] { $n } carte
}
forest_gangs-term-share = { $who } vincono insieme con { $n ->
    [one] { $n } carta
   *[other] { $n } carte
}

## Menu

forest_gangs-term-play-random = Gioca una carta a caso (come allo scadere del tempo)
forest_gangs-term-play-card = Gioca { $card }
forest_gangs-term-use-shapeshifter = Usa il Mutaforma
forest_gangs-term-keep-shapeshifter = Tieni il Mutaforma
forest_gangs-term-join-duel = Entra nel duello
forest_gangs-term-stay-out = Resta fuori
forest_gangs-term-reveal = Rivela

## Le statistiche di simulate

forest_gangs-term-stat-rounds = round
forest_gangs-term-stat-end = fine
forest_gangs-term-stat-end-refill = non può pescare al rifornimento
forest_gangs-term-stat-end-reveal = non può rivelare
forest_gangs-term-stat-end-duel = non può pescare in un duello
forest_gangs-term-stat-ghost_won = vittoria del fantasma
