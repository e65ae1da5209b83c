# Mots communs des commandes slash (bot/translator.py explique comment les clés sont formées).

## Sous-commandes communes à tous les jeux : leurs noms (minuscules, 1-32 lettres, chiffres, - ou _) et descriptions

cmd-hand = main
cmd-hand-description = Affiche ta main (toi seul peux la voir)
cmd-table = table
cmd-table-description = Republie la table de jeu en bas du salon
cmd-leave = quitter
cmd-leave-description = Quitte la partie en cours (après confirmation)
cmd-takeback = reprendre
cmd-takeback-description = Reprends ta place à l'IA après avoir dépassé le délai
cmd-end = terminer
cmd-end-description = Termine la partie dans ce salon (hôte ou modérateur)
cmd-rules = règles
cmd-rules-description = Un court résumé des règles et des options
cmd-stats = stats
cmd-stats-description = Résultats de ce jeu sur ce serveur
cmd-start = lancer
cmd-help = aide
cmd-help-description = Les jeux, leurs commandes et le déroulement d'une soirée jeux

## Options présentes dans plusieurs jeux

opt-max_players = max_joueurs
opt-pings = mentions
opt-thread = fil
opt-thread-description = Ouvrir la partie dans un nouveau fil (oui) ou ce salon (non) ; défaut : réglage du serveur

## /campfire

campfire-description = Campfire : les jeux et comment y jouer
