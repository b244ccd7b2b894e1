extension AnswersTexts {
  /// German.
  static let german: [MessageKey: MessageTemplate] = [
    .answersUnknownFlag: "unbekannte Option {flag}",
    .answersUnknownFlagNear: "unbekannte Option {flag}; meinten Sie {suggestion}?",
    .answersMissingValue: "{flag} braucht einen Wert",
    .answersSwitchValue:
      "{flag} ist ein Schalter und nimmt keinen getrennten Wert: schreiben Sie {flag}={value}",
    .answersNoValue: "{flag} nimmt keinen Wert",
    .answersRepeated: "{flag} ist mehrfach angegeben, nimmt aber nur einen Wert",
    .answersUnexpectedArgument:
      "unerwartetes Argument {argument}: Antworten werden als Optionen angegeben",
    .answersHiddenField:
      "{source} beantwortet {field}, das bei diesen Antworten nicht gefragt wird",
    .answersUnchangeableField: "{source} beantwortet {field}, das nicht geändert werden kann",
    .answersUnknownVariable: "{variable} ist gesetzt, aber kein Feld heißt so",
    .answersUnknownKey: "{file} {path}: kein Feld heißt so",
    .answersWrongType: "{file} {path}: {field} nimmt keinen Wert dieser Art",
    .answersRepeatedKey: "{file} {path}: dieser Schlüssel kommt mehrfach vor",
    .answersUnreadableFile: "die Antwortdatei {file} kann nicht gelesen werden",
    .answersFileTooLarge: "die Antwortdatei {file} ist größer als {limit} Bytes",
    .answersNotJSON: "die Antwortdatei {file} ist kein gültiges JSON",
    .answersNotAnObject:
      "die Antwortdatei {file} muss ein Objekt mit Antworten nach Feldname enthalten",
    .answersErrorLine: "Fehler: {message}",
    .answersWarningLine: "Warnung: {message}",
    .answersUsageHint: "{command} zeigt die Optionen.",
    .answersIncomplete: """
    Das Formular kann ohne Person nicht abgesendet werden; diese Felder fehlen oder sind \
    ungültig:
    """,
    .answersHelpUsage: "Aufruf: {command} [Optionen]",
    .answersHelpFlags: "Optionen:",
    .answersHelpRequired: "(Pflichtfeld)",
    .answersHelpRepeatable: "(wiederholbar)",
    .answersHelpDefault: "Vorgabe: {value}",
    .answersHelpText: "<Text>",
    .answersHelpNumber: "<Zahl>",
    .answersHelpItem: "<Eintrag>",
    .answersHelpFile: "<Datei>",
    .answersHelpLocation: "<URL-oder-Pfad>",
    .answersHelpAnswersFile:
      "Antworten aus einer JSON-Datei lesen: ein Objekt mit Werten nach Feldname.",
    .answersHelpNoInput:
      "Nie fragen: melden, was fehlt oder ungültig ist, und mit Status 3 beenden.",
    .answersHelpShowHelp: "Diese Hilfe zeigen und beenden.",
    .answersHelpEnvironment: """
    Umgebungsvariablen, vor den Optionen gelesen (eine Option hat Vorrang vor ihrer \
    Variablen); eine Liste nimmt einen Eintrag pro Zeile oder durch Kommas getrennte Einträge:
    """,
    .answersNotOption: "„{answer}“ ist keine der Auswahlmöglichkeiten: {options}",
    .answersNoOptions: "es gibt keine Auswahlmöglichkeiten",
    .answersNotYesNo: "„{answer}“ ist weder ja noch nein",
    .answersNotDate: "„{answer}“ ist kein Datum: im Format {format} angeben",
    .answersReservedFlag:
      "das Feld mit dem Tag {tag} hat die Option {flag}, die der Befehl selbst verwendet: dem Feld einen anderen Tag geben",
    .answersSharedFlag:
      "die Felder mit den Tags {tag} und {other} haben beide die Option {flag}: einem von beiden einen anderen Tag geben",
  ]
}
