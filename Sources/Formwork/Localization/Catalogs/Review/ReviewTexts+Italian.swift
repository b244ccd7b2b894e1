extension ReviewTexts {
  /// Italian.
  static let italian: [MessageKey: MessageTemplate] = [
    .reviewLineTitle: "Le tue risposte:",
    .reviewLinePrompt: "Digita un numero per cambiare quella risposta, oppure niente per inviare.",
    .reviewLineNotOnList:
      "«{answer}» non è nell’elenco: rispondi con un numero da 1 a {count}, oppure niente per inviare",
    .reviewEmpty: "(vuoto)",
    .reviewLineNoPrevious: "Non c’è nessuna domanda precedente a cui tornare.",
    .reviewConfirmYes: "Sì",
    .reviewConfirmNo: "No",
    .reviewConfirmDefaultYes: "(S/n)",
    .reviewConfirmDefaultNo: "(s/N)",
    .reviewConfirmHelp: "s/n o {keys} scegli · Invio conferma · Esc annulla",
    .reviewProgressFailed: "{title}: non riuscito",
    .reviewChecking: "verifica in corso…",
    .reviewTitle: "Controlla le risposte",
    .reviewSubmit: "Invia",
    .reviewHelp: "{keys} sposta · Invio modifica · Ctrl-S invia · Esc indietro",
    .reviewNew: "(nuovo)",
  ]
}
