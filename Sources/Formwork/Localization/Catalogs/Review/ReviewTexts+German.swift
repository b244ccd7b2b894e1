extension ReviewTexts {
  /// German.
  static let german: [MessageKey: MessageTemplate] = [
    .reviewLineTitle: "Ihre Antworten:",
    .reviewLinePrompt:
      "Geben Sie eine Nummer ein, um diese Antwort zu ändern, oder nichts, um abzusenden.",
    .reviewLineNotOnList:
      "„{answer}“ steht nicht in der Liste: Antworten Sie mit einer Nummer von 1 bis {count} oder mit nichts, um abzusenden",
    .reviewEmpty: "(leer)",
    .reviewLineNoPrevious: "Es gibt keine frühere Frage, zu der Sie zurückkehren können.",
    .reviewConfirmYes: "Ja",
    .reviewConfirmNo: "Nein",
    .reviewConfirmDefaultYes: "(J/n)",
    .reviewConfirmDefaultNo: "(j/N)",
    .reviewConfirmHelp: "j/n oder {keys} wählen · Enter bestätigen · Esc abbrechen",
    .reviewProgressFailed: "{title}: fehlgeschlagen",
    .reviewChecking: "wird geprüft…",
    .reviewTitle: "Antworten prüfen",
    .reviewSubmit: "Absenden",
    .reviewHelp: "{keys} bewegen · Enter ändern · Strg-S absenden · Esc zurück",
    .reviewNew: "(neu)",
  ]
}
