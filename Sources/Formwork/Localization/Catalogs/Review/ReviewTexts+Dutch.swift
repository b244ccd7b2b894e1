extension ReviewTexts {
  /// Dutch.
  static let dutch: [MessageKey: MessageTemplate] = [
    .reviewLineTitle: "Uw antwoorden:",
    .reviewLinePrompt: "Typ een nummer om dat antwoord te wijzigen, of niets om te verzenden.",
    .reviewLineNotOnList:
      "‘{answer}’ staat niet in de lijst: antwoord met een nummer van 1 tot en met {count}, of niets om te verzenden",
    .reviewEmpty: "(leeg)",
    .reviewLineNoPrevious: "Er is geen eerdere vraag om naar terug te gaan.",
    .reviewConfirmYes: "Ja",
    .reviewConfirmNo: "Nee",
    .reviewConfirmDefaultYes: "(J/n)",
    .reviewConfirmDefaultNo: "(j/N)",
    .reviewConfirmHelp: "j/n of {keys} kiezen · Enter bevestigen · Esc annuleren",
    .reviewProgressFailed: "{title}: mislukt",
    .reviewChecking: "controleren…",
    .reviewTitle: "Controleer uw antwoorden",
    .reviewSubmit: "Verzenden",
    .reviewHelp: "{keys} bewegen · Enter wijzigen · Ctrl-S verzenden · Esc terug",
    .reviewNew: "(nieuw)",
  ]
}
