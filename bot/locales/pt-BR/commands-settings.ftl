# /campfire settings (bot/translator.py explica como as chaves são formadas).

cmd-settings = configuracoes
cmd-settings-description = As configurações de jogo deste servidor (Gerenciar servidor)
