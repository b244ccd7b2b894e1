extension AnswersTexts {
  /// Brazilian Portuguese.
  static let brazilianPortuguese: [MessageKey: MessageTemplate] = [
    .answersUnknownFlag: "opção desconhecida {flag}",
    .answersUnknownFlagNear: "opção desconhecida {flag}; você quis dizer {suggestion}?",
    .answersMissingValue: "{flag} precisa de um valor",
    .answersSwitchValue:
      "{flag} é uma chave liga/desliga e não aceita valor separado: escreva {flag}={value}",
    .answersNoValue: "{flag} não aceita valor",
    .answersRepeated: "{flag} foi informada mais de uma vez, mas aceita um só valor",
    .answersUnexpectedArgument:
      "argumento inesperado {argument}: as respostas são dadas como opções",
    .answersHiddenField: "{source} responde a {field}, que não é perguntado com estas respostas",
    .answersUnchangeableField: "{source} responde a {field}, que não pode ser alterado",
    .answersUnknownVariable: "{variable} está definida, mas nenhum campo tem esse nome",
    .answersUnknownKey: "{file} {path}: nenhum campo tem esse nome",
    .answersWrongType: "{file} {path}: {field} não aceita um valor deste tipo",
    .answersRepeatedKey: "{file} {path}: esta chave aparece mais de uma vez",
    .answersUnreadableFile: "não foi possível ler o arquivo de respostas {file}",
    .answersFileTooLarge: "o arquivo de respostas {file} tem mais de {limit} bytes",
    .answersNotJSON: "o arquivo de respostas {file} não é um JSON válido",
    .answersNotAnObject:
      "o arquivo de respostas {file} deve conter um objeto de respostas por nome de campo",
    .answersErrorLine: "erro: {message}",
    .answersWarningLine: "aviso: {message}",
    .answersUsageHint: "Execute {command} para ver as opções.",
    .answersIncomplete: """
    O formulário não pode ser enviado sem uma pessoa para preenchê-lo; estes campos estão \
    faltando ou são inválidos:
    """,
    .answersHelpUsage: "Uso: {command} [opções]",
    .answersHelpFlags: "Opções:",
    .answersHelpRequired: "(obrigatório)",
    .answersHelpRepeatable: "(repetível)",
    .answersHelpDefault: "Padrão: {value}",
    .answersHelpText: "<texto>",
    .answersHelpNumber: "<número>",
    .answersHelpItem: "<elemento>",
    .answersHelpFile: "<arquivo>",
    .answersHelpLocation: "<url-ou-caminho>",
    .answersHelpAnswersFile:
      "Lê as respostas de um arquivo JSON: um objeto de valores por nome de campo.",
    .answersHelpNoInput: "Nunca pergunta: informa o que falta ou é inválido e sai com o status 3.",
    .answersHelpShowHelp: "Mostra esta ajuda e sai.",
    .answersHelpEnvironment: """
    Variáveis de ambiente, lidas antes das opções (uma opção prevalece sobre sua variável); \
    uma lista aceita um item por linha, ou itens separados por vírgulas:
    """,
    .answersNotOption: "“{answer}” não é uma das opções: {options}",
    .answersNoOptions: "não há opções para escolher",
    .answersNotYesNo: "“{answer}” não é sim nem não",
    .answersNotDate: "“{answer}” não é uma data: escreva como {format}",
    .answersReservedFlag:
      "o campo com a tag {tag} tem a opção {flag}, que o comando reserva para si: dê outra tag ao campo",
    .answersSharedFlag:
      "os campos com as tags {tag} e {other} têm a mesma opção {flag}: dê outra tag a um deles",
  ]
}
