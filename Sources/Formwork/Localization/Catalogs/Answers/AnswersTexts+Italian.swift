extension AnswersTexts {
  /// Italian.
  static let italian: [MessageKey: MessageTemplate] = [
    .answersUnknownFlag: "opzione sconosciuta {flag}",
    .answersUnknownFlagNear: "opzione sconosciuta {flag}; forse intendevi {suggestion}?",
    .answersMissingValue: "{flag} richiede un valore",
    .answersSwitchValue:
      "{flag} è un interruttore e non accetta un valore separato: scrivi {flag}={value}",
    .answersNoValue: "{flag} non accetta valori",
    .answersRepeated: "{flag} è indicata più volte, ma accetta un solo valore",
    .answersUnexpectedArgument: "argomento inatteso {argument}: le risposte si danno come opzioni",
    .answersHiddenField: "{source} risponde a {field}, che con queste risposte non viene chiesto",
    .answersUnchangeableField: "{source} risponde a {field}, che non si può modificare",
    .answersUnknownVariable: "{variable} è impostata, ma nessun campo ha questo nome",
    .answersUnknownKey: "{file} {path}: nessun campo ha questo nome",
    .answersWrongType: "{file} {path}: {field} non accetta un valore di questo tipo",
    .answersRepeatedKey: "{file} {path}: questa chiave compare più volte",
    .answersUnreadableFile: "impossibile leggere il file delle risposte {file}",
    .answersFileTooLarge: "il file delle risposte {file} supera i {limit} byte",
    .answersNotJSON: "il file delle risposte {file} non è un JSON valido",
    .answersNotAnObject:
      "il file delle risposte {file} deve contenere un oggetto di risposte per nome del campo",
    .answersErrorLine: "errore: {message}",
    .answersWarningLine: "avviso: {message}",
    .answersUsageHint: "Esegui {command} per vedere le opzioni.",
    .answersIncomplete: """
    Il modulo non può essere inviato senza una persona che lo compili; questi campi mancano o \
    non sono validi:
    """,
    .answersHelpUsage: "Uso: {command} [opzioni]",
    .answersHelpFlags: "Opzioni:",
    .answersHelpRequired: "(obbligatorio)",
    .answersHelpRepeatable: "(ripetibile)",
    .answersHelpDefault: "Predefinito: {value}",
    .answersHelpText: "<testo>",
    .answersHelpNumber: "<numero>",
    .answersHelpItem: "<elemento>",
    .answersHelpFile: "<nome-file>",
    .answersHelpLocation: "<url-o-percorso>",
    .answersHelpAnswersFile:
      "Legge le risposte da un file JSON: un oggetto di valori per nome del campo.",
    .answersHelpNoInput:
      "Non chiede mai: segnala ciò che manca o non è valido ed esce con lo stato 3.",
    .answersHelpShowHelp: "Mostra questo aiuto ed esce.",
    .answersHelpEnvironment: """
    Variabili d’ambiente, lette prima delle opzioni (un’opzione prevale sulla sua variabile); \
    un elenco accetta un elemento per riga, o elementi separati da virgole:
    """,
    .answersNotOption: "«{answer}» non è una delle opzioni: {options}",
    .answersNoOptions: "non ci sono opzioni tra cui scegliere",
    .answersNotYesNo: "«{answer}» non è né sì né no",
    .answersNotDate: "«{answer}» non è una data: scrivila come {format}",
    .answersReservedFlag:
      "il campo con il tag {tag} ha l’opzione {flag}, che il comando riserva a sé: dai al campo un altro tag",
    .answersSharedFlag:
      "i campi con i tag {tag} e {other} hanno entrambi l’opzione {flag}: dai a uno dei due un altro tag",
  ]
}
